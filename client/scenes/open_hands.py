"""Every hand, told in the review of a finished game.

Once a game has ended nothing is secret: the review draws each step from ``open_observation``,
so the cards the live table showed only as backs or counts are known. A table whose seats hold
their cards where there is no room to lay them face up (Samurai Sword's hand slot, Yedo's
count chips) lists them instead in its decision panel, which in a review only says what the seat
to act did: a heading, then one block per other seat, its marker, name and cards.
"""
from __future__ import annotations

import pygame

from client.i18n import _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import MIN_SIZE, draw_text_in_box, line_height, wrap

HEADING_H = 26
MAX_LINES = 3  # a seat's cards: more are cut with "…"


def _row_height(name: str, held: str, width: int, size: int) -> int:
    """A seat's block in a list ``width`` wide: its lines, up to ``MAX_LINES``."""
    text = _("{name}: {cards}").format(name=name, cards=held)
    return min(MAX_LINES, len(wrap(text, width - 20, size))) * (line_height(size) + 2)


def open_hands_height(rows, width: int, size: int = 16) -> int:
    """How tall ``draw_open_hands`` writes ``rows`` in a ``width``-wide rect (0: nothing to list)."""
    if not rows:
        return 0
    return HEADING_H + sum(_row_height(name, held, width, size) + 6 for name, _colour, held in rows)


def draw_open_hands(surface, rect: pygame.Rect, rows, size: int = 16) -> None:
    """``rows``: (name, colour, what the seat holds) for each other seat, in ``rect`` from its top,
    each as many lines as it needs up to ``MAX_LINES`` (then cut with "…"), as long as they fit."""
    if not rows or rect.height < HEADING_H + line_height(MIN_SIZE):
        return
    draw_text_in_box(surface, _("Every hand, open after the end"), pygame.Rect(rect.x, rect.y, rect.width, 22), size,
                     palette.GOLD, align="left", bold=True)
    y = rect.y + HEADING_H
    for name, colour, held in rows:
        text = _("{name}: {cards}").format(name=name, cards=held)
        high = _row_height(name, held, rect.width, size)
        box = pygame.Rect(rect.x + 20, y, rect.width - 20, min(high, rect.bottom - y))
        if box.height < line_height(MIN_SIZE):
            return
        draw_marker(surface, (rect.x + 8, y + line_height(size) // 2), 7, colour)
        draw_text_in_box(surface, text, box, size, palette.PAPER, multiline=True, align="left", valign="top")
        y += high + 6
