"""Buttons whose labels are msgids, translated every time they are drawn."""
from __future__ import annotations

from typing import Callable

import pygame

from client.i18n import _
from client.render import palette
from client.render.text import draw_text_in_box
from client.widgets.base import Widget, draw_panel


class Button(Widget):
    def __init__(self, rect, label: str | Callable[[], str], on_click: Callable[[], None], *,
                 enabled: bool = True, primary: bool = False, size: int = 30, translate: bool = True,
                 sound=None):
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self.size = size
        self.translate = translate
        self.sound = sound
        self._pressed = False

    @property
    def pressed(self) -> bool:
        """Held down by the mouse (drawn one pixel lower): part of what a cached picture of it shows."""
        return self._pressed

    def text(self) -> str:
        label = self.label() if callable(self.label) else self.label
        return _(label) if self.translate else label

    def handle_event(self, event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, False
            if was and self.rect.collidepoint(event.pos):
                if self.sound:
                    self.sound("click")
                self.on_click()
                return True
        return False

    def draw(self, surface) -> None:
        if not self.visible:
            return
        hover = self.enabled and self.hovered()
        if not self.enabled:
            fill, border, ink = palette.LACQUER, palette.DISABLED, palette.DISABLED
        elif self.primary:
            fill = (198, 72, 52) if hover else palette.VERMILION
            border, ink = palette.GOLD, palette.WHITE
        else:
            fill = palette.PANEL_HI if hover else palette.PANEL
            border, ink = (palette.GOLD if hover else palette.MUTED), palette.PAPER
        rect = self.rect.move(0, 1) if self._pressed else self.rect
        draw_panel(surface, rect, fill=fill, border=border, radius=8, shadow=not self._pressed)
        draw_text_in_box(surface, self.text(), rect.inflate(-20, -8), self.size, ink)


def draw_button(surface, rect: pygame.Rect, text: str, enabled: bool, hover: bool, primary: bool = False) -> None:
    if not enabled:
        fill, border, ink = palette.INK, palette.DISABLED, palette.DISABLED
    elif primary:
        fill, border, ink = palette.VERMILION, palette.HIGHLIGHT if hover else palette.GOLD, palette.WHITE
    else:
        fill, border, ink = (palette.PANEL_HI if hover else palette.PANEL), (palette.GOLD if hover else palette.MUTED), \
            palette.PAPER
    draw_panel(surface, rect, fill=fill, border=border, radius=6, shadow=False)
    draw_text_in_box(surface, text, rect.inflate(-10, -4), 18, ink)
