"""A one-line text field (player names); typing goes through SDL's text input."""
from __future__ import annotations

from typing import Callable

import pygame

from client.i18n import ngettext
from client.render import palette
from client.render.text import draw_text_in_box, missing_glyphs, text_size
from client.widgets.base import Widget, draw_panel
from client.window import window_rect


class TextField(Widget):
    def __init__(self, rect, text: str, on_change: Callable[[str], None], *, max_length: int = 16,
                 size: int = 26, on_refused: Callable[[str], None] | None = None):
        super().__init__(rect)
        self.on_refused = on_refused  # told the characters the font cannot draw (left out)
        self.text = text
        self.on_change = on_change
        self.max_length = max_length
        self.size = size
        self.focused = False
        self._blink = 0.0
        self._cursor_drawn = False

    def focus(self, on: bool) -> None:
        self.focused = on
        if on:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(window_rect(self.rect))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside != self.focused:
                self.focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            clean = "".join(c for c in event.text if c.isprintable())
            missing = missing_glyphs(clean)
            if missing:  # a name the table could only draw as boxes: leave those out and say so
                clean = "".join(c for c in clean if c not in missing)
                if self.on_refused is not None:
                    self.on_refused(missing)
            if clean:
                self.text = (self.text + clean)[: self.max_length]
                self.on_change(self.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.on_change(self.text)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focus(False)
                return event.key != pygame.K_ESCAPE
            return True
        return False

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def _cursor_shown(self) -> bool:
        return self.focused and self._blink < 0.5

    def animating(self) -> bool:
        """The cursor blinked since the last draw: twice a second, not every frame."""
        return self._cursor_shown() != self._cursor_drawn

    def draw(self, surface) -> None:
        border = palette.GOLD if self.focused or self.hovered() else palette.MUTED
        draw_panel(surface, self.rect, fill=palette.INK, border=border, radius=6, shadow=False)
        inner = self.rect.inflate(-16, -6)
        draw_text_in_box(surface, self.text, inner, self.size, palette.PAPER, align="left")
        self._cursor_drawn = self._cursor_shown()
        if self._cursor_drawn:
            w, _h = text_size(self.text, self.size)
            x = min(inner.left + w + 2, inner.right)
            pygame.draw.line(surface, palette.GOLD, (x, inner.top + 4), (x, inner.bottom - 4), 2)


def refused_message(chars: str) -> str:
    """What a player is told when the font cannot draw characters they typed (not quoted: they
    would only draw as boxes)."""
    return ngettext("Tenka's font cannot show {n} of those characters: it was left out.",
                    "Tenka's font cannot show {n} of those characters: they were left out.", len(chars)).format(
        n=len(chars))
