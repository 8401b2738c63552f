"""Short messages at the bottom of the screen (saved, errors, bot failures)."""
from __future__ import annotations

import pygame

from client.render import palette
from client.render.text import draw_text_in_box, text_size
from client.widgets.base import draw_sheet


def draw_toasts(surface: pygame.Surface, texts: list[str]) -> None:
    w, h = surface.get_size()
    y = h - 24
    for text in reversed(texts):
        rect = pygame.Rect(0, 0, min(1100, w - 80, text_size(text, 24)[0] + 56), 52)  # a slip as wide as its words
        rect.midbottom = (w // 2, y)
        draw_sheet(surface, rect)  # a slip of paper laid on the table's edge, in ink
        draw_text_in_box(surface, text, rect.inflate(-24, -8), 24, palette.SHEET_INK)
        y -= 60
