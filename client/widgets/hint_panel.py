"""The hint's look: a panel of the best moves with their chance to win, and the mark on the table."""
from __future__ import annotations

import math
import time
from contextlib import contextmanager
from typing import Collection, Iterator, Sequence

import pygame

from client.render import palette
from client.render.text import draw_text_in_box, line_height, text_size, wrapped_height
from client.widgets.base import draw_sheet

MARK = (255, 214, 102)  # the hint's gold: brighter than the tables' own gold outlines
PANEL_W = 420  # the panel's width where the table gives it none
ROW_H = 52
TITLE_H = 32
FOOT_H = 26
PAD = 20  # the panel's width less its text's
GAP = 3  # under a text around the rows
#: (size, colour, smallest size, bold) of the texts around the rows: the verdict above them (no
#: clear best move), under them the legend's lines (what the figures mean) and the warning (the
#: figures are rough). Each is one line, made smaller down to its smallest size to stay one;
#: wrapped below that
VERDICT = (15, palette.SHEET_INK, 12, True)
LEGEND = (13, palette.SHEET_DIM, 12, False)
WARNING = (14, palette.SHEET_LIT, 12, False)
FOOT = (14, palette.SHEET_DIM, 13, False)  # wrapped where the panel is narrow (over a narrow log), never cut


def panel_height(rows: int, width: int = 0, verdict: str = "", legend: Sequence[str] = (), warning: str = "",
                 foot: str = "") -> int:
    """The panel's height for ``rows`` rows and these texts in a panel ``width`` wide."""
    texts = [(verdict, VERDICT), *((line, LEGEND) for line in legend), (warning, WARNING)]
    return (TITLE_H + sum(_text_height(text, width, style) for text, style in texts) + rows * ROW_H
            + max(FOOT_H, _text_height(foot, width, FOOT)) + 12)


def _text_height(text: str, width: int, style: tuple) -> int:
    size, _colour, least, bold = style
    if not text:
        return 0
    if text_size(text, least, bold)[0] <= width - PAD:
        return line_height(size, bold) + GAP
    return wrapped_height(text, width - PAD, least, bold) + GAP


def _draw_text(surface, text: str, x: int, y: int, width: int, style: tuple) -> int:
    """``text`` from (x, y) in a panel ``width`` wide; the y under it."""
    if not text:
        return y
    height = _text_height(text, width, style)
    size, colour, least, bold = style
    draw_text_in_box(surface, text, pygame.Rect(x, y, width - PAD, height - GAP), size, colour,
                     align="left", bold=bold, min_size=least, valign="top")
    return y + height


def draw_hint_panel(surface, bottom_left, width: int, title: str, rows: Sequence[tuple[str, str, float | None]],
                    foot: str, height: int | None = None, *, marked: Collection[int] = (0,), verdict: str = "",
                    legend: Sequence[str] = (), warning: str = "") -> pygame.Rect:
    """The panel standing on ``bottom_left``: ``title``, ``verdict``, then per row (action text,
    figures, chance 0-1 or None) — the rows ``marked`` framed, as they are on the table — then
    the ``legend``'s lines, ``warning`` and ``foot``. Returns its rect. ``height``: taller than
    all that needs (over a log, down to a line's end: no line half hidden), the room under the foot."""
    height = max(panel_height(max(1, len(rows)), width, verdict, legend, warning, foot), height or 0)
    rect = pygame.Rect(bottom_left[0], bottom_left[1] - height, width, height)
    draw_sheet(surface, rect)  # a sheet of notes lying on the table, written in ink
    pygame.draw.rect(surface, MARK, (rect.x + 3, rect.y + 3, rect.width - 6, 4), border_radius=2)  # the hint's gold, as on its marks
    inner = rect.inflate(-PAD, 0)
    draw_text_in_box(surface, title, pygame.Rect(inner.x, rect.y + 6, inner.width, TITLE_H - 6), 20, palette.SHEET_LIT,
                     align="left", bold=True, min_size=13)
    y = _draw_text(surface, verdict, inner.x, rect.y + TITLE_H, width, VERDICT)
    for k, (text, figures, chance) in enumerate(rows):
        row = pygame.Rect(inner.x, y, inner.width, ROW_H - 6)
        if k in marked:
            lit = row.inflate(8, 2)
            pygame.draw.rect(surface, palette.SHEET_HI, lit, border_radius=4)
            pygame.draw.rect(surface, palette.SHEET_LIT, (lit.x - 4, lit.y + 4, 3, lit.height - 8))
        draw_text_in_box(surface, text, pygame.Rect(row.x + 4, row.y + 1, row.width - 8, 24), 18,
                         palette.SHEET_INK, align="left", min_size=12)
        bar = pygame.Rect(row.x + 4, row.y + 30, 90, 10)
        pygame.draw.rect(surface, palette.SHEET_HI if k not in marked else palette.SHEET, bar, border_radius=4)
        if chance is not None:
            filled = bar.copy()
            filled.width = max(2, round(bar.width * min(1.0, max(0.0, chance))))
            pygame.draw.rect(surface, palette.SHU if k in marked else palette.KUCHIBA, filled, border_radius=4)
        pygame.draw.rect(surface, palette.SHEET_EDGE, bar, 1, border_radius=4)
        draw_text_in_box(surface, figures, pygame.Rect(bar.right + 10, row.y + 24, row.right - bar.right - 14, 21),
                         15, palette.SHEET_DIM, align="left", min_size=12)
        y += ROW_H
    for line in legend:
        y = _draw_text(surface, line, inner.x, y, width, LEGEND)
    y = _draw_text(surface, warning, inner.x, y, width, WARNING)
    _draw_text(surface, foot, inner.x, y, width, FOOT)
    return rect


def pulse() -> int:
    """The mark's breathing width (the play scene redraws while a hint is shown)."""
    return 3 + int(1.5 * (1 + math.sin(time.monotonic() * 4)))


RING = 5  # a lesson's ring round a mark: px beyond the mark's ink edge
_ringed: list[tuple[int, int, int]] = []  # the ring's colour while a lesson marks its taught move


@contextmanager
def ringed(colour) -> Iterator[None]:
    """Marks drawn inside also get a thick ring of ``colour`` round them: a lesson's taught move,
    which must stand apart from the tables' own lit choices (drawn in the hint's gold too)."""
    _ringed.append(tuple(colour[:3]))
    try:
        yield
    finally:
        _ringed.pop()


def draw_mark_rect(surface, rect: pygame.Rect, radius: int = 8) -> None:
    """A piece, a button or a card the hint points at: a breathing gold frame and a star."""
    rect = pygame.Rect(rect)
    if _ringed:
        pygame.draw.rect(surface, _ringed[-1], rect.inflate(10 + 2 * RING, 10 + 2 * RING), RING,
                         border_radius=radius + 4 + RING)
    pygame.draw.rect(surface, palette.INK, rect.inflate(10, 10), 2, border_radius=radius + 4)
    pygame.draw.rect(surface, MARK, rect.inflate(6, 6), pulse(), border_radius=radius + 2)
    draw_star(surface, (rect.right, rect.top))


def draw_mark_polygon(surface, points, centre=None) -> None:
    """A board area (a province, a district) the hint points at."""
    if _ringed:
        pygame.draw.polygon(surface, _ringed[-1], points, pulse() + 3 + 2 * RING)
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
