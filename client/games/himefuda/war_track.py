"""姬札大戰's war results as a score track printed on the turn's sheet: after each seat's name a
ruled strip of ten numbered squares, every result won stamped in the seat's colour, the tenth
(the one that wins) ruled in vermilion; under both strips one line of the cards won, face up,
each seat's pile on its half beside its mark. (Both
names stay high on the sheet: a hint's panel laid over the column's foot leaves them in sight.)"""
from __future__ import annotations

import pygame

from client.i18n import _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box

from . import card_art as art

HEAD = 24  # the heading's line
NAME_W = 96  # a seat's name before its strip
SQUARE_H = 26  # the strip's squares
ROW_GAP = 4
PILE_W = 40  # a card won, face up under the strip
PILE = round(PILE_W * art.RATIO) + 6
GOAL = 10  # the results that win
NUMERAL = 13  # the squares' printed numbers


def track_height(piles) -> int:
    """The track's height on the sheet: its heading, then each seat's name, strip and cards won."""
    return 6 + HEAD + len(piles) * (SQUARE_H + ROW_GAP) + (PILE if any(piles) else 0) + 6


def draw_war_track(surface, box: pygame.Rect, rows) -> list[tuple[pygame.Rect, str]]:
    """The track in ``box``; ``rows`` is (name, colour, results won, cards won) per seat. Returns
    where each card won lies (it is read when pointed at)."""
    draw_text_in_box(surface, _("War results (first to 10 wins)"), pygame.Rect(box.x + 12, box.y + 6, box.width - 24,
                                                                          HEAD), 15, palette.SHEET_DIM,
                     align="left", bold=True)
    laid = []
    y = box.y + 6 + HEAD
    strip = pygame.Rect(box.x + 12 + NAME_W, 0, box.width - 24 - NAME_W, SQUARE_H)
    for name, colour, won, pile in rows:
        draw_marker(surface, (box.x + 19, y + SQUARE_H // 2), 7, colour, halo=palette.SHEET)
        draw_text_in_box(surface, name, pygame.Rect(box.x + 32, y, NAME_W - 26, SQUARE_H), 16,
                         palette.SHEET_INK, align="left", min_size=13)
        strip.y = y
        _draw_strip(surface, strip, colour.rgb, won)
        y = strip.bottom + ROW_GAP
    half = (box.width - 24) / len(rows)
    for k, (_name, colour, _won, pile) in enumerate(rows):
        if not pile:
            continue
        x = box.x + 12 + k * half
        draw_marker(surface, (round(x) + 7, y + PILE // 2 - 3), 6, colour, halo=palette.SHEET)
        room = half - 22 - PILE_W - 8
        step = min(PILE_W + 4, room / (len(pile) - 1)) if len(pile) > 1 else 0
        for i, card in enumerate(pile):
            rect = pygame.Rect(round(x + 20 + i * step), y, PILE_W, round(PILE_W * art.RATIO))
            surface.blit(art.card_face(card, PILE_W), rect)
            laid.append((rect, card))
    return laid


def _draw_strip(surface, strip: pygame.Rect, rgb, won: int) -> None:
    """Ten squares ruled in ink, each printed with its number; the won ones stamped in ``rgb``."""
    edges = [strip.x + round(k * strip.width / GOAL) for k in range(GOAL + 1)]
    for k in range(GOAL):
        square = pygame.Rect(edges[k], strip.y, edges[k + 1] - edges[k], strip.height)
        if k < won:
            stamp = square.inflate(-4, -4)
            pygame.draw.rect(surface, rgb, stamp, border_radius=3)
            pygame.draw.rect(surface, palette.SUMI, stamp, 1, border_radius=3)
            ink = palette.WASHI if sum(rgb) < 420 else palette.SUMI
        else:
            ink = palette.SHEET_EDGE
        draw_text_in_box(surface, str(k + 1), square, NUMERAL, ink, bold=k < won)
        if 0 < k:  # the rules between squares, the fifth's a little stronger (a count read by fives)
            pygame.draw.line(surface, palette.SHEET_INK if k == 5 else palette.SHEET_EDGE,
                             (square.x, strip.y + 1), (square.x, strip.bottom - 2))
    pygame.draw.rect(surface, palette.SHEET_INK, strip, 1)
    goal = pygame.Rect(edges[GOAL - 1], strip.y, edges[GOAL] - edges[GOAL - 1], strip.height)
    pygame.draw.rect(surface, palette.SHEET_LIT, goal.inflate(2, 2), 2)
