"""A value picked from a short list with ◀ ▶ arrows (click the middle to step forward)."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from client.i18n import _
from client.render import palette
from client.render.text import draw_text_in_box
from client.widgets.base import Widget, draw_panel
from client.widgets.button import draw_paper_tag


class Choice(Widget):
    def __init__(self, rect, options: Sequence[tuple[object, str]], value, on_change: Callable[[object], None],
                 *, size: int = 26, translate: bool = True, enabled: bool = True, paper: bool = False):
        super().__init__(rect)
        self.paper = paper  # lying on a paper sheet: a paper tag inked, not a lacquer box
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.size = size
        self.translate = translate
        self.enabled = enabled

    @property
    def index(self) -> int:
        values = [v for v, _label in self.options]
        return values.index(self.value) if self.value in values else 0

    def step(self, delta: int) -> None:
        if not self.enabled or len(self.options) < 2:
            return
        self.value = self.options[(self.index + delta) % len(self.options)][0]
        self.on_change(self.value)

    def _arrows(self):
        h = self.rect.height
        w = int(h * 0.75)
        return (pygame.Rect(self.rect.left, self.rect.top, w, h),
                pygame.Rect(self.rect.right - w, self.rect.top, w, h))

    def handle_event(self, event) -> bool:
        if not self.visible or event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        if not self.rect.collidepoint(event.pos):
            return False
        left, _right = self._arrows()
        self.step(-1 if left.collidepoint(event.pos) else 1)
        return True

    def label(self) -> str:
        text = self.options[self.index][1]
        return _(text) if self.translate else text

    def draw(self, surface) -> None:
        if not self.visible:
            return
        hover = self.enabled and self.hovered()
        if not self.paper:
            draw_panel(surface, self.rect, fill=palette.PANEL_HI if hover else palette.PANEL,
                       border=palette.GOLD if hover else palette.MUTED, radius=8, shadow=False)
            ink, arrow = (palette.PAPER if self.enabled else palette.DISABLED), palette.GOLD
        elif self.enabled:
            ink, arrow = draw_paper_tag(surface, self.rect, hover), palette.SHEET_LIT
        else:  # greyed: only its outline on the sheet
            pygame.draw.rect(surface, palette.SHEET_EDGE, self.rect, 1, border_radius=5)
            ink, arrow = palette.SHEET_DIM, palette.SHEET_DIM
        left, right = self._arrows()
        if self.enabled and len(self.options) > 1:
            for rect, pts in ((left, ((0.62, 0.25), (0.32, 0.5), (0.62, 0.75))),
                              (right, ((0.38, 0.25), (0.68, 0.5), (0.38, 0.75)))):
                pygame.draw.polygon(surface, arrow,
                                    [(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in pts])
        middle = self.rect.inflate(-2 * left.width, -6)
        draw_text_in_box(surface, self.label(), middle, self.size, ink)
