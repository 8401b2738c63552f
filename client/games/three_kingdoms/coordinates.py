"""The (x, y) of the board's squares where a player needs them: the square under the mouse tells its
own on a small paper tag, and the squares a line names by (x, y) are read from its words.

The log names cities by their names (``place_names``, written on the board); the help, the hints and a
line about a tile the board does not hold yet name squares "(x, y)" (the start tile is (0, 0), x grows
to the right, y downwards). No ruler runs along the board (a table is not a spreadsheet): pointing at a
square tells its coordinates, pointing at a log line frames the squares it names.
"""
from __future__ import annotations

import re

import pygame

from client.render import palette
from client.render.text import draw_text, text_size
from client.widgets.base import draw_sheet

from .camera import Camera
from .log_text import square as square_text

TAG_SIZE = 16  # still 13.6 pixels on a 1366×768 screen
TAG_PAD = 8  # room round the words on the tag
OFFSET = 18  # the tag lies this far below and right of the mouse, clear of the pointer

#: a square as the log writes it: "(2, -1", 「（2，-1」 (a side may follow the y)
SQUARE_IN_TEXT = re.compile(r"[(（]\s*(-?\d+)\s*[,，]\s*(-?\d+)\s*[),，）]")


def squares_named(text: str) -> list[tuple[int, int]]:
    """The squares a log line names, in order, each once."""
    out: list[tuple[int, int]] = []
    for m in SQUARE_IN_TEXT.finditer(text):
        sq = (int(m.group(1)), int(m.group(2)))
        if sq not in out:
            out.append(sq)
    return out


def _tag_lines(square, names: str) -> list[str]:
    return [names, square_text(*square)] if names else [square_text(*square)]


def tag_rect(camera: Camera, square, mouse=None, names: str = "") -> pygame.Rect:
    """Where the tag telling ``square``'s coordinates (and the ``names`` of its cities, where the board is
    too small to print them) lies: below and right of the mouse when it points at the square, else over
    the square's top edge (a square a log line names); kept inside the board."""
    sizes = [text_size(line, TAG_SIZE, bold=True) for line in _tag_lines(square, names)]
    rect = pygame.Rect(0, 0, max(w for w, _h in sizes) + 2 * TAG_PAD, sum(h for _w, h in sizes) + TAG_PAD)
    if mouse is not None:
        rect.topleft = (mouse[0] + OFFSET, mouse[1] + OFFSET)
        if rect.right > camera.rect.right - 4:  # at the board's right edge: left of the pointer
            rect.right = mouse[0] - OFFSET // 2
        if rect.bottom > camera.rect.bottom - 4:
            rect.bottom = mouse[1] - OFFSET // 2
    else:
        cell = camera.square_rect(*square)
        rect.midbottom = (cell.centerx, cell.y + rect.height // 2)
    return rect.clamp(camera.rect.inflate(-8, -8))


def draw_square_tag(surface, camera: Camera, square, mouse=None, names: str = "") -> pygame.Rect:
    """A small paper tag with ``square``'s coordinates as the log writes them, under the ``names`` of its
    cities when given; returns where it lies."""
    rect = tag_rect(camera, square, mouse, names)
    draw_sheet(surface, rect, radius=4)
    y = rect.y + TAG_PAD // 2
    for line in _tag_lines(square, names):
        h = text_size(line, TAG_SIZE, bold=True)[1]
        draw_text(surface, line, (rect.centerx, y + h // 2), TAG_SIZE, palette.SHEET_INK, "center", bold=True)
        y += h
    return rect
