"""A slider from 0 to ``maximum`` (volume: 0–100; a review's timeline: its steps)."""
from __future__ import annotations

from typing import Callable

import pygame

from client.render import palette
from client.widgets.base import Widget


class Slider(Widget):
    def __init__(self, rect, value: int, on_change: Callable[[int], None], maximum: int = 100, knob: int = 13):
        super().__init__(rect)
        self.maximum = maximum
        self.knob = knob  # the handle's radius (a slim timeline has a small one)
        self.value = value
        self.on_change = on_change
        self._drag = False

    def _set_from(self, x: int) -> None:
        value = round(self.maximum * (x - self.rect.left) / max(1, self.rect.width))
        value = max(0, min(self.maximum, value))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(0, 16).collidepoint(event.pos):
            self._drag = True
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self._drag:
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag:
            self._drag = False
            return True
        return False

    def x_of(self, value: float) -> int:
        """Where ``value`` sits along the track."""
        return self.rect.left + round(self.rect.width * value / max(1, self.maximum))

    def draw(self, surface) -> None:
        thick = max(4, self.knob * 2 // 3) // 2 * 2
        track = pygame.Rect(self.rect.left, self.rect.centery - thick // 2, self.rect.width, thick)
        pygame.draw.rect(surface, palette.INK, track, border_radius=4)
        filled = track.copy()
        filled.width = self.x_of(self.value) - track.left
        pygame.draw.rect(surface, palette.GOLD, filled, border_radius=4)
        x = track.left + filled.width
        pygame.draw.circle(surface, palette.PAPER, (x, track.centery), self.knob)
        pygame.draw.circle(surface, palette.VERMILION, (x, track.centery), self.knob, max(2, self.knob // 4))
