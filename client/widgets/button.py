"""Buttons whose labels are msgids, translated every time they are drawn."""
from __future__ import annotations

import functools
import random
from typing import Callable

import pygame

from client.i18n import _
from client.render import palette
from client.render.text import draw_text_in_box
from client.widgets.base import Widget


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
        rect = self.rect.move(0, 1) if self._pressed else self.rect
        ink = draw_tablet(surface, rect, self.enabled, hover, self.primary, shadow=not self._pressed)
        draw_text_in_box(surface, self.text(), rect.inflate(-20, -8), self.size, ink)


#: a tablet's wood and its ink: (fill, grain, text) — light cypress for a choice, lacquered vermilion
#: for the one to take, faded grey wood (no grain, pale words) for what cannot be chosen now
WOOD = ((214, 186, 138), (198, 168, 118), palette.SUMI)
WOOD_HOVER = ((232, 208, 162), (216, 188, 138), palette.SUMI)
LACQUER_RED = ((170, 50, 34), (150, 40, 28), palette.WASHI)  # WASHI on it: contrast 5.6
LACQUER_RED_HOVER = ((184, 56, 38), (166, 48, 32), palette.WASHI)  # WASHI on it: 4.9
FADED = ((150, 144, 134), None, (96, 90, 82))  # no grain, no shadow, words at 2.2: plainly not to be pressed
# the lacquered tablet unlit: the same object, dimmer (its grain, no shadow), words at 3.2 (on a mat
# where a grey tablet would read as a hole in the cloth)
UNLIT_RED = ((104, 52, 42), (94, 46, 36), (190, 160, 140))


SHADOW = (2, 3)  # a tablet's soft shadow, down and right of it


@functools.lru_cache(maxsize=128)
def _tablet(size: tuple[int, int], look: tuple, radius: int, shadow: bool) -> pygame.Surface:
    """A wooden (or lacquered) tablet lying on the table, drawn once per size and look: its soft
    shadow, its face, a few long grain lines, a darker lower edge (its thickness) and an ink rim."""
    (fill, grain, _ink) = look
    w, h = size
    picture = pygame.Surface((w + SHADOW[0], h + SHADOW[1]), pygame.SRCALPHA)
    if shadow:
        pygame.draw.rect(picture, (0, 0, 0, 80), (*SHADOW, w, h), border_radius=radius)
    tablet = picture.subsurface((0, 0, w, h))
    edge = tuple(max(0, c - 46) for c in fill)
    pygame.draw.rect(tablet, edge, tablet.get_rect(), border_radius=radius)
    pygame.draw.rect(tablet, fill, (0, 0, w, h - 3), border_radius=radius)
    if grain is not None:
        rng = random.Random(w * 31 + h)  # the same grain every time this size is drawn
        face = pygame.Rect(radius, 3, max(1, w - 2 * radius), max(1, h - 9))
        for _ in range(max(2, h // 9)):
            y = rng.uniform(face.top, face.bottom)
            x0 = rng.uniform(face.left, face.left + face.width * 0.3)
            x1 = rng.uniform(face.left + face.width * 0.6, face.right)
            bow = rng.uniform(-2, 2)
            pygame.draw.lines(tablet, grain, False, [(x0, y), ((x0 + x1) / 2, y + bow), (x1, y)], 1)
    pygame.draw.rect(tablet, palette.SUMI, tablet.get_rect(), 2, border_radius=radius)
    return picture


def draw_tablet(surface, rect, enabled: bool, hover: bool, primary: bool, *, radius: int = 6,
                shadow: bool = True, unlit: bool = False) -> tuple[int, int, int]:
    """A button's look: a tablet lying on the table (its soft shadow under it; none when it cannot
    be pressed; ``unlit``: a primary one that cannot be pressed stays lacquer, dimmer). Returns the
    ink for its words."""
    rect = pygame.Rect(rect)
    if not enabled:
        look = UNLIT_RED if unlit and primary else FADED
    elif primary:
        look = LACQUER_RED_HOVER if hover else LACQUER_RED
    else:
        look = WOOD_HOVER if hover else WOOD
    surface.blit(_tablet(rect.size, look, radius, shadow and enabled), rect)
    return look[2]


def draw_paper_tag(surface, rect, hover: bool, *, primary: bool = False, lit: bool = False,
                   radius: int = 5) -> tuple[int, int, int]:
    """An answer lying on a paper sheet: a tag of darker paper with an ink rim and a thin shadow,
    its rim vermilion under the mouse (or when ``lit``: the answer that ends the step); the
    ``primary`` one, the answer most players make, lacquered vermilion. Returns the ink for its words."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, palette.SHEET_EDGE, rect.move(0, 2), border_radius=radius)
    if primary:
        pygame.draw.rect(surface, palette.SHEET_LIT if hover else palette.SHU, rect, border_radius=radius)
        pygame.draw.rect(surface, palette.SHEET_LIT, rect, 2 if hover else 1, border_radius=radius)
        return palette.WASHI
    pygame.draw.rect(surface, palette.SHEET_HI if hover else palette.KINARI, rect, border_radius=radius)
    pygame.draw.rect(surface, palette.SHEET_LIT if hover or lit else palette.SHEET_INK, rect, 2 if hover or lit else 1,
                     border_radius=radius)
    return palette.SHEET_LIT if hover else palette.SHEET_INK


def draw_button(surface, rect: pygame.Rect, text: str, enabled: bool, hover: bool, primary: bool = False) -> None:
    ink = draw_tablet(surface, rect, enabled, hover, primary, shadow=False)
    draw_text_in_box(surface, text, pygame.Rect(rect).inflate(-10, -4), 18, ink)
