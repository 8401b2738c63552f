"""The hint's look: a panel of the best moves with their chance to win, and the mark on the table."""
from __future__ import annotations

import math
import time
from typing import Sequence

import pygame

from client.render import palette
from client.render.text import draw_text_in_box
from client.widgets.base import draw_panel

MARK = (255, 214, 102)  # the hint's gold: brighter than the tables' own gold outlines
ROW_H = 58
TITLE_H = 34
FOOT_H = 26


def panel_height(rows: int) -> int:
    return TITLE_H + rows * ROW_H + FOOT_H + 12


def draw_hint_panel(surface, bottom_left, width: int, title: str, rows: Sequence[tuple[str, str, float | None]],
                    foot: str, height: int | None = None) -> pygame.Rect:
    """The panel standing on ``bottom_left``: ``title``, then per row (action text, figures,
    chance 0-1 or None) — the first row is the marked one — and ``foot``. Returns its rect.
    ``height``: taller than the rows need (over a log, down to a line's end: no line half
    hidden), the room under the foot."""
    height = max(panel_height(max(1, len(rows))), height or 0)
    rect = pygame.Rect(bottom_left[0], bottom_left[1] - height, width, height)
    draw_panel(surface, rect, fill=palette.INK, border=MARK, radius=10)
    inner = rect.inflate(-20, 0)
    draw_text_in_box(surface, title, pygame.Rect(inner.x, rect.y + 6, inner.width, TITLE_H - 6), 20, MARK,
                     align="left", bold=True, min_size=13)
    y = rect.y + TITLE_H
    for k, (text, figures, chance) in enumerate(rows):
        row = pygame.Rect(inner.x, y, inner.width, ROW_H - 6)
        if k == 0:
            draw_panel(surface, row.inflate(8, 2), fill=palette.LACQUER, border=MARK, radius=6, width=1, shadow=False)
        draw_text_in_box(surface, text, pygame.Rect(row.x + 4, row.y + 2, row.width - 8, 26), 18,
                         palette.PAPER, align="left", min_size=12)
        bar = pygame.Rect(row.x + 4, row.y + 34, 90, 10)
        pygame.draw.rect(surface, palette.PANEL, bar, border_radius=4)
        if chance is not None:
            filled = bar.copy()
            filled.width = max(2, round(bar.width * min(1.0, max(0.0, chance))))
            pygame.draw.rect(surface, MARK if k == 0 else palette.GOLD, filled, border_radius=4)
        draw_text_in_box(surface, figures, pygame.Rect(bar.right + 10, row.y + 28, row.right - bar.right - 14, 22),
                         15, palette.PAPER_DIM, align="left", min_size=12)
        y += ROW_H
    draw_text_in_box(surface, foot, pygame.Rect(inner.x, y, inner.width, FOOT_H), 14, palette.MUTED,
                     align="left", min_size=12)
    return rect


def pulse() -> int:
    """The mark's breathing width (the play scene redraws while a hint is shown)."""
    return 3 + int(1.5 * (1 + math.sin(time.monotonic() * 4)))


def draw_mark_rect(surface, rect: pygame.Rect, radius: int = 8) -> None:
    """A piece, a button or a card the hint points at: a breathing gold frame and a star."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, palette.INK, rect.inflate(10, 10), 2, border_radius=radius + 4)
    pygame.draw.rect(surface, MARK, rect.inflate(6, 6), pulse(), border_radius=radius + 2)
    draw_star(surface, (rect.right, rect.top))


def draw_mark_polygon(surface, points, centre=None) -> None:
    """A board area (a province, a district) the hint points at."""
    pygame.draw.polygon(surface, palette.INK, points, pulse() + 3)
    pygame.draw.polygon(surface, MARK, points, pulse())
    if centre is None:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        centre = (sum(xs) / len(xs), sum(ys) / len(ys))
    draw_star(surface, centre)


def draw_star(surface, centre, r: float = 11) -> None:
    cx, cy = centre
    points = [(cx + (r if k % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
               cy + (r if k % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]
    pygame.draw.polygon(surface, MARK, points)
    pygame.draw.polygon(surface, palette.INK, points, 2)
