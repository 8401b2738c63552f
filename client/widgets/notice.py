"""A short notice beside what the player just clicked ("why not"), for a few seconds.

A toast sits at the bottom of the window, often over the very hand the player
looks at; this bubble stands just above the thing clicked instead, so a click
that does nothing is never silent. The text is kept as a function, so the
notice follows a change of language while it shows.
"""
from __future__ import annotations

import pygame

from client.render import palette
from client.render.text import draw_text_in_box, text_size, wrap
from client.widgets.base import draw_sheet

SIZE = 18  # px: the notice's text
MAX_WIDTH = 460
SECONDS = 3.5
SCREEN = pygame.Rect(0, 0, 1600, 900)


class Notice:
    def __init__(self):
        self.text = None  # a function giving the words, in the current language
        self.anchor: pygame.Rect | None = None
        self.left = 0.0

    def show(self, text, anchor, seconds: float = SECONDS) -> None:
        """``text``: the words or a function returning them; ``anchor``: the rect the notice
        stands above (below when there is no room above)."""
        self.text = text if callable(text) else (lambda: text)
        self.anchor = pygame.Rect(anchor)
        self.left = seconds

    def hide(self) -> None:
        self.text = None
        self.left = 0.0

    def visible(self) -> bool:
        return self.text is not None and self.left > 0

    def words(self) -> str | None:
        return self.text() if self.visible() else None

    def update(self, dt: float) -> None:
        if self.left > 0:
            self.left -= dt
            if self.left <= 0:
                self.hide()

    def rect(self) -> pygame.Rect | None:
        """Where the bubble is drawn (tests ask): above the anchor, kept on screen."""
        words = self.words()
        if words is None:
            return None
        lines = wrap(words, MAX_WIDTH - 24, SIZE)
        width = min(MAX_WIDTH, max(text_size(line, SIZE)[0] for line in lines) + 28)
        box = pygame.Rect(0, 0, width, 16 + 24 * len(lines))
        box.midbottom = (self.anchor.centerx, self.anchor.top - 10)
        if box.top < 8:
            box.top = self.anchor.bottom + 10
        return box.clamp(SCREEN.inflate(-16, -16))

    def draw(self, surface) -> None:
        box = self.rect()
        if box is None:
            return
        # a slip of paper laid beside it, in ink; its shadow solid, so drawn again it looks the same
        pygame.draw.rect(surface, palette.SUMI, box.move(2, 3), border_radius=6)
        draw_sheet(surface, box, shadow=False)
        tip = (min(max(self.anchor.centerx, box.x + 14), box.right - 14), box.bottom)
        if box.bottom <= self.anchor.top:  # a small pointer down to what was clicked
            points = [(tip[0] - 9, tip[1] - 2), (tip[0] + 9, tip[1] - 2), (tip[0], tip[1] + 9)]
            pygame.draw.polygon(surface, palette.SHEET, points)
            pygame.draw.lines(surface, palette.SHEET_EDGE, False, points[:1] + points[2:] + points[1:2])
        draw_text_in_box(surface, self.words(), box.inflate(-24, -12), SIZE, palette.SHEET_INK, multiline=True,
                         min_size=14)
