"""A log whose lines belong to steps: the current step's lines lit, a click names a step.

Used by the review under any game's table. ``details(step) -> list[str] | None`` may
give more about a step (a bot's reasons, say); hovering such a line shows them.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from client.render import palette
from client.render.text import draw_text_in_box, wrap
from client.widgets.base import Widget, draw_panel
from client.widgets.tooltip import draw_tip
from client.window import mouse_pos

SIZE = 16
LINE_H = 22


class StepLog(Widget):
    def __init__(self, rect, on_pick: Callable[[int], None]):
        super().__init__(rect)
        self.on_pick = on_pick
        self.details: Callable[[int], list[str] | None] = lambda step: None
        self._lines: list[tuple[int, str]] = []  # (step, wrapped line), whole log
        self._key: object = None
        self.top = 0  # first line shown
        self._follow: int | None = None  # the step last scrolled into view

    @property
    def room(self) -> int:
        return max(1, (self.rect.height - 12) // LINE_H)

    def set_lines(self, key: object, step_lines: Callable[[], Sequence[tuple[int, str]]]) -> None:
        """The whole log as (step, text) lines; rebuilt (and wrapped) only when ``key`` changes."""
        if key != self._key:
            width = self.rect.width - 20
            self._lines = [(step, part) for step, text in step_lines() for part in wrap(text, width, SIZE)]
            self._key = key
            self._follow = None

    def told(self, step: int) -> int:
        """The last step at or before ``step`` that has a line (0 when none has)."""
        best = 0
        for s, _text in self._lines:
            if s > step:
                break
            best = s
        return best

    def follow(self, step: int) -> None:
        """Scroll so the lines of ``step`` show (once per step: the wheel may scroll away after)."""
        if step == self._follow:
            return
        self._follow = step
        rows = [k for k, (s, _t) in enumerate(self._lines) if s == step]
        if not rows:
            return
        first, last = rows[0], rows[-1]
        if first < self.top or last >= self.top + self.room:
            self.top = max(0, min(first - (self.room - (last - first + 1)) // 2, len(self._lines) - self.room))

    def _row_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        k = self.top + (pos[1] - self.rect.y - 6) // LINE_H
        return k if 0 <= k < len(self._lines) and k < self.top + self.room else None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse_pos()):
            self.top = max(0, min(self.top - 2 * event.y, len(self._lines) - self.room))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self._row_at(event.pos)
            if row is not None:
                self.on_pick(self._lines[row][0])
                return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(self, surface, current: int) -> None:
        draw_panel(surface, self.rect, fill=palette.LACQUER, radius=10)
        hover = self._row_at(mouse_pos())
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        for k in range(self.top, min(len(self._lines), self.top + self.room)):
            step, text = self._lines[k]
            box = pygame.Rect(self.rect.x + 6, self.rect.y + 6 + (k - self.top) * LINE_H, self.rect.width - 12,
                              LINE_H)
            lit = step == current
            if lit or k == hover:
                pygame.draw.rect(surface, palette.PANEL_HI, box, border_radius=4)
            if lit:
                pygame.draw.rect(surface, palette.GOLD, (box.x, box.y + 2, 4, box.height - 4))
            ink = palette.GOLD if lit else palette.PAPER_DIM if step < current else palette.MUTED
            draw_text_in_box(surface, text, box.inflate(-16, 0), SIZE, ink, align="left", min_size=12)
        surface.set_clip(clip)
        if hover is not None:
            lines = self.details(self._lines[hover][0])
            if lines:
                draw_tip(surface, lines, mouse_pos())
