"""A one-line text field (player names); typing goes through SDL's text input.

Keys as in text fields everywhere: Left/Right and Home/End move the cursor, Ctrl+A (Cmd+A on a Mac)
selects everything (typing, Backspace or Delete then replace it), Backspace/Delete remove a
character, Ctrl+Backspace (Option+Backspace) the word before the cursor."""
from __future__ import annotations

import unicodedata
from typing import Callable

import pygame

from client.i18n import ngettext
from client.render import palette
from client.render.text import draw_text_in_box, layout_in_box, missing_glyphs, text_size
from client.widgets.base import Widget, draw_panel
from client.window import window_rect

SELECTION = (112, 90, 54)  # dark gold behind selected text: PAPER stays readable on it


class TextField(Widget):
    def __init__(self, rect, text: str, on_change: Callable[[str], None], *, max_length: int = 16,
                 size: int = 26, on_refused: Callable[[str], None] | None = None, paper: bool = False):
        super().__init__(rect)
        self.paper = paper  # lying on a paper sheet: white paper ruled in ink, not a lacquer box
        self.on_refused = on_refused  # told the characters the font cannot draw (left out)
        self._text = text
        self.on_change = on_change
        self.max_length = max_length
        self.size = size
        self.focused = False
        self.cursor = len(text)  # insertion point, in characters
        self.all_selected = False  # Ctrl+A: the next edit replaces the whole text
        self._blink = 0.0
        self._cursor_drawn = False

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, text: str) -> None:
        """Text set by the field's owner (a default name, a loaded deck's): the cursor goes to
        its end. The same text set again (every frame) changes nothing."""
        if text != self._text:
            self._text, self.cursor, self.all_selected = text, len(text), False

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
            # composed (NFC): a name typed as jamo or with combining accents draws as its syllables, "é"
            clean = "".join(c for c in unicodedata.normalize("NFC", event.text) if c.isprintable())
            missing = missing_glyphs(clean)
            if missing:  # a name the table could only draw as boxes: leave those out and say so
                clean = "".join(c for c in clean if c not in missing)
                if self.on_refused is not None:
                    self.on_refused(missing)
            if clean:
                self._replace_selection()
                room = self.max_length - len(self.text)
                self._edit(self.text[: self.cursor] + clean[:max(0, room)] + self.text[self.cursor:],
                           self.cursor + min(len(clean), max(0, room)))
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focus(False)
                return event.key != pygame.K_ESCAPE
            return True
        return False

    def _key(self, key: int, mod: int) -> None:
        command = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_GUI))
        word = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT))
        if key == pygame.K_a and command:
            self.all_selected = bool(self.text)
            self.cursor = len(self.text)
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self._replace_selection():
                self.on_change(self.text)
            elif key == pygame.K_BACKSPACE and self.cursor > 0:
                start = self._word_start() if word else self.cursor - 1
                self._edit(self.text[:start] + self.text[self.cursor:], start)
            elif key == pygame.K_DELETE and self.cursor < len(self.text):
                self._edit(self.text[: self.cursor] + self.text[self.cursor + 1:], self.cursor)
        elif key in (pygame.K_HOME, pygame.K_END, pygame.K_LEFT, pygame.K_RIGHT):
            moves = {pygame.K_HOME: 0, pygame.K_END: len(self.text),
                     pygame.K_LEFT: self.cursor - 1, pygame.K_RIGHT: self.cursor + 1}
            if self.all_selected and key in (pygame.K_LEFT, pygame.K_RIGHT):
                moves = {pygame.K_LEFT: 0, pygame.K_RIGHT: len(self.text)}  # to that end of the selection
            self.cursor = max(0, min(len(self.text), moves[key]))
            self.all_selected = False
        self._blink = 0.0  # the cursor shows at once where it went

    def _word_start(self) -> int:
        """Where the word before the cursor starts (spaces before the cursor go with it)."""
        i = self.cursor
        while i > 0 and self.text[i - 1].isspace():
            i -= 1
        while i > 0 and not self.text[i - 1].isspace():
            i -= 1
        return i

    def _replace_selection(self) -> bool:
        """Remove the selected text (all of it after Ctrl+A); True if there was any."""
        if not self.all_selected:
            return False
        self._text, self.cursor, self.all_selected = "", 0, False
        return True

    def _edit(self, text: str, cursor: int) -> None:
        self._text, self.cursor, self.all_selected = text, cursor, False
        self.on_change(self.text)

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def _cursor_shown(self) -> bool:
        return self.focused and self._blink < 0.5

    def animating(self) -> bool:
        """The cursor blinked since the last draw: twice a second, not every frame."""
        return self._cursor_shown() != self._cursor_drawn

    def draw(self, surface) -> None:
        lit = self.focused or self.hovered()
        if self.paper:
            pygame.draw.rect(surface, palette.WASHI, self.rect, border_radius=5)
            pygame.draw.rect(surface, palette.SHEET_LIT if lit else palette.SHEET_EDGE, self.rect, 2 if lit else 1,
                             border_radius=5)
            ink, selection, cursor = palette.SHEET_INK, palette.SHEET_HI, palette.SHEET_LIT
        else:
            draw_panel(surface, self.rect, fill=palette.INK, border=palette.GOLD if lit else palette.MUTED, radius=6,
                       shadow=False)
            ink, selection, cursor = palette.PAPER, SELECTION, palette.GOLD
        inner = self.rect.inflate(-16, -6)
        size = layout_in_box(self.text, inner.width, inner.height, self.size).size or self.size
        if self.all_selected and self.text:
            w, h = text_size(self.text, size)
            pygame.draw.rect(surface, selection, pygame.Rect(inner.left - 2, inner.centery - h // 2,
                                                                   min(w, inner.width) + 4, h), border_radius=3)
        draw_text_in_box(surface, self.text, inner, self.size, ink, align="left")
        self._cursor_drawn = self._cursor_shown()
        if self._cursor_drawn:
            w, _h = text_size(self.text[: self.cursor], size)
            x = min(inner.left + w + 1, inner.right)
            pygame.draw.line(surface, cursor, (x, inner.top + 4), (x, inner.bottom - 4), 2)


def refused_message(chars: str) -> str:
    """What a player is told when the font cannot draw characters they typed (not quoted: they
    would only draw as boxes)."""
    return ngettext("Tenka's font cannot show {n} of those characters: it was left out.",
                    "Tenka's font cannot show {n} of those characters: they were left out.", len(chars)).format(
        n=len(chars))
