"""The coordinate ruler round the board: column numbers along the top, row numbers down the left.

The log and the help name squares "(x, y)" (the start tile is (0, 0), x grows to the
right, y downwards); the ruler lets a reader find them. It sits in bands outside the
camera's rectangle, so it never covers a tile, and follows pan and zoom. When the squares
are too small for every number, only every second (or fifth…) one is written, always
including 0 so the count is easy to follow.
"""
from __future__ import annotations

import math
import re

import pygame

from client.render import palette
from client.render.text import draw_text, text_size

from .board_view import TABLE
from .camera import Camera

TOP_H, LEFT_W = 22, 32  # the bands: wide enough for "-99" at SIZE
SIZE = 15  # still about 13 pixels on a 1366×768 screen
FAINT = palette.PAPER_DIM  # the numbers lie small on the wood, no band of their own: found when looked for
BAND = TABLE  # what lies under them (the contrast they keep: AAA for small text)
LIT = (255, 226, 120)
_STEPS = (1, 2, 5, 10, 20)
EDGE = 16  # a number nearer the band's end than this would be cut in half: left out

#: a square as the log writes it: "(2, -1", 「（2，-1」 (a side may follow the y)
SQUARE_IN_TEXT = re.compile(r"[(（]\s*(-?\d+)\s*[,，]\s*(-?\d+)\s*[),，）]")


def board_area(rect: pygame.Rect) -> pygame.Rect:
    """The part of the board's rectangle the tiles use (the ruler takes the top and left bands)."""
    return pygame.Rect(rect.x + LEFT_W, rect.y + TOP_H, rect.width - LEFT_W, rect.height - TOP_H)


def top_band(camera: Camera) -> pygame.Rect:
    r = camera.rect
    return pygame.Rect(r.x - LEFT_W, r.y - TOP_H, r.width + LEFT_W, TOP_H)


def left_band(camera: Camera) -> pygame.Rect:
    r = camera.rect
    return pygame.Rect(r.x - LEFT_W, r.y, LEFT_W, r.height)


def label_step(size: int) -> int:
    """Every how many squares a number is written so neighbouring numbers never touch."""
    need = text_size("-88", SIZE, bold=True)[0] + 6
    return next((s for s in _STEPS if s * size >= need), _STEPS[-1])


def labels(camera: Camera) -> tuple[list[tuple[int, tuple[int, int]]], list[tuple[int, tuple[int, int]]]]:
    """The numbers the ruler writes and their centres: (column, centre) along the top and
    (row, centre) down the left, only those whose square shows and, when the camera knows the
    squares in play, only theirs: no numbers run on over the empty table."""
    size, rect = camera.size, camera.rect
    ox, oy = camera.origin()
    step = label_step(size)
    top, left = top_band(camera), left_band(camera)
    x0, y0, x1, y1 = camera.span or (-10 ** 6, -10 ** 6, 10 ** 6, 10 ** 6)
    first_x, last_x = max(x0, math.floor((rect.x - ox) / size)), min(x1, math.floor((rect.right - ox) / size))
    first_y, last_y = max(y0, math.floor((rect.y - oy) / size)), min(y1, math.floor((rect.bottom - oy) / size))
    cols = [(x, (ox + x * size + size // 2, top.centery)) for x in range(first_x, last_x + 1)
            if x % step == 0 and rect.x + EDGE <= ox + x * size + size // 2 < rect.right - EDGE]
    rows = [(y, (left.centerx, oy + y * size + size // 2)) for y in range(first_y, last_y + 1)
            if y % step == 0 and rect.y + EDGE // 2 <= oy + y * size + size // 2 < rect.bottom - EDGE // 2]
    return cols, rows


def draw_ruler(surface, camera: Camera) -> None:
    """Both bands' numbers and a tick at each written square's middle, on the table's wood (the caller
    lays the wood); 0 a shade brighter, so the count is easy to follow."""
    top, left = top_band(camera), left_band(camera)
    cols, rows = labels(camera)
    for x, (cx, cy) in cols:
        draw_text(surface, str(x), (cx, cy - 1), SIZE, palette.PAPER if x == 0 else FAINT, "center",
                  bold=x == 0)
        pygame.draw.line(surface, FAINT, (cx, top.bottom - 3), (cx, top.bottom - 1))
    for y, (cx, cy) in rows:
        draw_text(surface, str(y), (cx - 2, cy), SIZE, palette.PAPER if y == 0 else FAINT, "center",
                  bold=y == 0)
        pygame.draw.line(surface, FAINT, (left.right - 3, cy), (left.right - 1, cy))


def draw_ruler_mark(surface, camera: Camera, square) -> None:
    """The column and row of ``square`` (the one under the mouse, or named by the log line under
    it) lit on the ruler with their numbers, even where the step leaves them unwritten."""
    x, y = square
    rect = camera.square_rect(x, y)
    top, left = top_band(camera), left_band(camera)
    clip = surface.get_clip()
    for band, centre, text in ((top, (rect.centerx, top.centery), str(x)),
                               (left, (left.centerx - 2, rect.centery), str(y))):
        surface.set_clip(band)
        pill = pygame.Rect(0, 0, text_size(text, SIZE, bold=True)[0] + 8, SIZE + 4)
        pill.center = centre
        pill.clamp_ip(band)
        pygame.draw.rect(surface, LIT, pill, border_radius=4)
        draw_text(surface, text, pill.center, SIZE, palette.INK, "center", bold=True)
    surface.set_clip(clip)


def squares_named(text: str) -> list[tuple[int, int]]:
    """The squares a log line names, in order, each once."""
    out: list[tuple[int, int]] = []
    for m in SQUARE_IN_TEXT.finditer(text):
        sq = (int(m.group(1)), int(m.group(2)))
        if sq not in out:
            out.append(sq)
    return out
