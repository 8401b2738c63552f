"""A tooltip: a paper slip of lines (the first a heading) beside the pointer, kept on screen.

One size of text throughout (the heading is told by its colour and weight); a line wider than
the box wraps onto the next rather than shrinking or being cut."""
from __future__ import annotations

import pygame

from client.render import palette
from client.render.text import draw_text_in_box, text_size, wrap
from client.widgets.base import draw_sheet

SIZE = 16
PITCH = 24  # one line of text and its spacing
MAX_W = 560


def place_tip(size: tuple[int, int], pos, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tooltip of ``size`` stands for the pointer at ``pos``: below and right of it, or
    turned back to stay on screen; with ``avoid`` (what must stay seen: the piece described, a
    notice), above it, else below, right or left, never over it."""
    width, h = size
    mx, my = pos
    screen = pygame.Rect(0, 0, 1600, 900)
    rect = pygame.Rect(mx + 18, my + 18, width, h)
    if avoid is None:
        if rect.right > 1592:
            rect.right = mx - 12
        if rect.bottom > 892:
            rect.bottom = my - 12
    else:
        x = min(max(mx - width // 2, 8), 1592 - width)
        y = min(max(my - h // 2, 8), 892 - h)
        for place in (pygame.Rect(x, avoid.top - 8 - h, width, h), pygame.Rect(x, avoid.bottom + 8, width, h),
                      pygame.Rect(avoid.right + 8, y, width, h), pygame.Rect(avoid.left - 8 - width, y, width, h)):
            if screen.contains(place):
                rect = place
                break
    return rect.clamp(screen)


def draw_tip(surface, lines, pos, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A tooltip beside ``pos``, kept on screen, sized to its lines. With ``avoid`` (the piece
    it describes) it goes above the piece, else below, right or left: never over it."""
    width = min(MAX_W, max(200, max(text_size(line, SIZE, k == 0)[0] for k, line in enumerate(lines)) + 24))
    rows = [(row, k == 0) for k, line in enumerate(lines) for row in (wrap(line, width - 20, SIZE, k == 0) or [""])]
    rect = place_tip((width, 12 + PITCH * len(rows)), pos, avoid)
    draw_sheet(surface, rect)
    for k, (row, heading) in enumerate(rows):
        draw_text_in_box(surface, row, pygame.Rect(rect.x + 10, rect.y + 6 + k * PITCH, width - 20, PITCH),
                         SIZE, palette.SHEET_LIT if heading else palette.SHEET_INK, align="left", bold=heading)
    return rect
