"""Pieces several menu scenes share: a heading, a back button, a framed page."""
from __future__ import annotations

import pygame

from client.i18n import N_

from client.render import palette
from client.render.backdrop import draw_backdrop, draw_brush_rule
from client.render.text import draw_text_in_box
from client.widgets.button import Button


LEVEL_LABELS = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def draw_page(surface, title: str, subtitle: str | None = None, quiet: bool = False) -> None:
    draw_backdrop(surface, quiet=quiet)
    draw_text_in_box(surface, title, pygame.Rect(300, 40, 1000, 70), 52, palette.PAPER, bold=True)
    draw_brush_rule(surface, 118, 560, 1040)
    if subtitle:
        draw_text_in_box(surface, subtitle, pygame.Rect(300, 126, 1000, 36), 24, palette.MUTED)


def back_button(app, rect=(40, 810, 220, 60), on_click=None) -> Button:
    return Button(rect, N_("Back"), on_click or app.stack.pop, sound=app.audio.play)


def handle_buttons(buttons, event) -> bool:
    for b in buttons:
        if b.visible and b.handle_event(event):
            return True
    return False


def escape_pressed(event) -> bool:
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE

