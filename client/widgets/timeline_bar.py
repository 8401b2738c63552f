"""A slim timeline: the buttons that step through a game's steps (start, turn back, back,
forward, turn forward, end, drawn as icons) around "step k of n", and under them a slider
as wide as the bar with the turns ticked on it.

``chart`` is the room under the slider, as wide as it (a step sits at the same x): empty unless
``chart_height`` is given, for a chart drawn by whoever owns the timeline; ``strip`` is its top
``STRIP_H`` pixels, where a folded chart fits with the bar over the table's title bar and the
empty margin under it (every table's panels begin 8 px below the title bar).
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from client.render import palette
from client.render.text import draw_text_in_box
from client.widgets.button import FADED, WOOD, Button
from client.widgets.slider import Slider

MOVES = ("first", "prev_turn", "prev", "next", "next_turn", "last")
# msgids for the buttons' tooltips are the keys' names: the icons say the rest
ICON_W = 40
BUTTON_H = 32
LABEL_W = 168  # "Step 1731 of 1731", 「第1731步／共1731步」
ROW_H = 64  # the buttons' row and the slider under it
SLIDER_H = 14
STRIP_H = 14  # a folded chart: the slider's row ends 11 px above ROW_H, the table's margin gives the rest


class TimelineBar:
    def __init__(self, rect, steps: int, turn_starts: Sequence[int], on_go: Callable[[int], None],
                 on_move: Callable[[str], None], chart_height: int = 0, sound=None):
        self.rect = pygame.Rect(rect)
        self.turn_starts = list(turn_starts)
        y = self.rect.y + 4
        self.buttons: list[Button] = []
        x = self.rect.x + 8
        for k, move in enumerate(MOVES):
            if k == 3:
                self.label_rect = pygame.Rect(x, y, LABEL_W, BUTTON_H)
                x += LABEL_W + 4
            self.buttons.append(Button((x, y, ICON_W, BUTTON_H), "", (lambda m=move: on_move(m)), translate=False,
                                       sound=sound))
            x += ICON_W + 4
        self.right = x  # where the owner's own words and buttons may start
        self.slider = Slider((self.rect.x + 18, y + BUTTON_H + 2, self.rect.width - 36, SLIDER_H), 0, on_go,
                             maximum=max(1, steps), knob=SLIDER_H // 2)
        track = self.slider.rect
        self.chart = pygame.Rect(track.x, track.bottom + 1, track.width, chart_height)
        self.strip = pygame.Rect(track.x, track.bottom + 1, track.width, min(STRIP_H, chart_height))

    def handle_event(self, event) -> bool:
        # the buttons first: the slider's grip reaches up into their row
        return any(b.handle_event(event) for b in self.buttons) or self.slider.handle_event(event)

    def draw(self, surface, step: int, label: str) -> None:
        self.slider.value = step
        track = self.slider.rect
        for start in self.turn_starts:  # a tick where each turn begins
            x = self.slider.x_of(start)
            pygame.draw.line(surface, palette.MUTED, (x, track.top), (x, track.top + 4), 1)
        self.slider.draw(surface)
        for move, button in zip(MOVES, self.buttons):
            button.draw(surface)
            _icon(surface, move, button.rect.move(0, 1 if button.pressed else 0),
                  WOOD[2] if button.enabled else FADED[2])  # ink on the button's tablet
        draw_text_in_box(surface, label, self.label_rect, 20, palette.WASHI, min_size=12)


def _icon(surface, move: str, rect: pygame.Rect, ink) -> None:
    """Triangles and bars: |◀ ◀◀ ◀ ▶ ▶▶ ▶| (drawn, so no font needs the glyphs)."""
    cx, cy = rect.center
    sign = -1 if move in ("first", "prev_turn", "prev") else 1
    w = 9
    if move.endswith("turn"):
        bases = (cx - sign * w, cx)
    elif move in ("first", "last"):
        bases = (cx - sign * (w // 2 + 2),)
        bar = cx + sign * (w // 2 - 1)
        pygame.draw.rect(surface, ink, (bar if sign > 0 else bar - 3, cy - 7, 3, 15))
    else:
        bases = (cx - sign * w // 2,)
    for base in bases:
        pygame.draw.polygon(surface, ink, [(base, cy - 7), (base, cy + 7), (base + sign * w, cy)])
