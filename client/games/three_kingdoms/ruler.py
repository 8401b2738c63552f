"""The coordinate ruler beside the board: column numbers just above the laid tiles, row numbers
just left of them.

The log and the help name squares "(x, y)" (the start tile is (0, 0), x grows to the
right, y downwards); the ruler lets a reader find them. The numbers lie small and faint on the
wood in the half square of table the camera leaves round the tiles (never over a laid tile, never
a band of their own taking the board's height) and follow pan and zoom; panned so far that the
tiles' edge leaves the view, they stay at the view's edge on a chip of wood. When the squares are
too small for every number, only every second (or fifth…) one is written, always including 0 so
the count is easy to follow.
"""
from __future__ import annotations

import math
import re

import pygame

from client.render import palette
from client.render.text import draw_text, text_size

from .board_view import TABLE
from .camera import Camera

SIZE = 15  # still about 13 pixels on a 1366×768 screen
FAINT = palette.PAPER_DIM  # the numbers lie small on the wood, no band of their own: found when looked for
BAND = TABLE  # what lies under them (the contrast they keep: AAA for small text)
LIT = (255, 226, 120)
_STEPS = (1, 2, 5, 10, 20)
EDGE = 16  # a number nearer the view's end than this would be cut in half: left out
LINE_H = SIZE + 4  # the strip a line of numbers takes
GAP = 3  # pixels between the numbers and the tiles' edge

#: a square as the log writes it: "(2, -1", 「（2，-1」 (a side may follow the y)
SQUARE_IN_TEXT = re.compile(r"[(（]\s*(-?\d+)\s*[,，]\s*(-?\d+)\s*[),，）]")


def _widest() -> int:
    return text_size("-88", SIZE, bold=True)[0]


def _laid_edge(camera: Camera) -> tuple[int, int] | None:
    """The screen x of the laid tiles' left edge and the y of their top edge (the squares in play
    are the laid tiles and a ring of one square round them); None if the camera knows no squares."""
    if camera.span is None:
        return None
    x0, y0, _x1, _y1 = camera.span
    return camera.point(x0 + 1, y0 + 1)


def top_band(camera: Camera) -> pygame.Rect:
    """The strip the column numbers lie in: just above the laid tiles, kept inside the view."""
    r = camera.rect
    edge = _laid_edge(camera)
    bottom = r.y + LINE_H + 2 if edge is None else edge[1] - GAP
    bottom = max(r.y + LINE_H + 2, min(r.bottom, bottom))
    return pygame.Rect(r.x, bottom - LINE_H, r.width, LINE_H)


def left_band(camera: Camera) -> pygame.Rect:
    """The strip the row numbers lie in: just left of the laid tiles, kept inside the view."""
    r = camera.rect
    width = _widest() + 4
    edge = _laid_edge(camera)
    right = r.x + width + 2 if edge is None else edge[0] - GAP
    right = max(r.x + width + 2, min(r.right, right))
    return pygame.Rect(right - width, r.y, width, r.height)


def _clamped(camera: Camera) -> tuple[bool, bool]:
    """Whether the column and the row numbers were pushed into the view (the tiles' edge is out of it):
    they may then lie over tiles and are written on a chip of wood."""
    edge = _laid_edge(camera)
    if edge is None:
        return False, False
    return top_band(camera).bottom != edge[1] - GAP, left_band(camera).right != edge[0] - GAP


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
    """The column and row numbers on the table's wood (the caller lays the wood); 0 a shade brighter,
    so the count is easy to follow."""
    cols, rows = labels(camera)
    chips = _clamped(camera)
    for line, chip in zip((cols, rows), chips):
        for n, centre in line:
            if chip:
                box = pygame.Rect(0, 0, text_size(str(n), SIZE, bold=True)[0] + 6, LINE_H)
                box.center = centre
                pygame.draw.rect(surface, BAND, box, border_radius=4)
            draw_text(surface, str(n), centre, SIZE, palette.PAPER if n == 0 else FAINT, "center", bold=n == 0)


def draw_ruler_mark(surface, camera: Camera, square) -> None:
    """The column and row of ``square`` (the one under the mouse, or named by the log line under
    it) lit on the ruler with their numbers, even where the step leaves them unwritten."""
    x, y = square
    rect = camera.square_rect(x, y)
    top, left = top_band(camera), left_band(camera)
    clip = surface.get_clip()
    for band, centre, text in ((top, (rect.centerx, top.centery), str(x)),
                               (left, (left.centerx, rect.centery), str(y))):
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
