"""Settings: language, animation speed, full screen, volume, automatic answers, hints. Saved at once."""
from __future__ import annotations

import pygame

from client.i18n import LANGUAGE_NAMES, LANGUAGES, N_, _
from client.render import palette
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import back_button, draw_page, escape_pressed, handle_buttons
from client.widgets.base import draw_panel
from client.widgets.choice import Choice
from client.widgets.slider import Slider

ANIMATION_LABELS = (("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")), ("instant", N_("Instant")))
ON_OFF = ((True, N_("On")), (False, N_("Off")))
PANEL = pygame.Rect(360, 170, 880, 560)


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        x, w = PANEL.x + 440, 380
        rows = [PANEL.y + 36 + k * 86 for k in range(6)]
        self.fullscreen = Choice((x, rows[2], w, 56), ON_OFF, s.fullscreen, lambda v: self.change(fullscreen=v))
        self.rows = [
            (N_("Language"), Choice((x, rows[0], w, 56), [(c, LANGUAGE_NAMES[c]) for c in LANGUAGES], s.language,
                                lambda v: self.change(language=v), translate=False)),
            (N_("Animation speed"), Choice((x, rows[1], w, 56), ANIMATION_LABELS, s.animation,
                                       lambda v: self.change(animation=v))),
            (N_("Full screen"), self.fullscreen),
            (N_("Volume"), Slider((x + 10, rows[3] + 8, w - 90, 40), s.volume, lambda v: self.change(volume=v))),
            (N_("Answer automatically"), Choice((x, rows[4], w, 56), ON_OFF, s.answer_automatically,
                                            lambda v: self.change(answer_automatically=v))),
            (N_("Hints"), Choice((x, rows[5], w, 56), ON_OFF, s.hints, lambda v: self.change(hints=v))),
        ]
        self.back = back_button(app)

    def change(self, **values) -> None:
        self.app.apply_settings(self.app.settings.with_(**values))
        if "volume" in values:
            self.app.audio.play("coin")

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        return handle_buttons([self.back] + [w for _label, w in self.rows], event)

    def draw(self, surface) -> None:
        self.fullscreen.value = self.app.settings.fullscreen  # what the window did (F11 may change it here too)
        draw_page(surface, _("Settings"))
        draw_panel(surface, PANEL, fill=palette.LACQUER, radius=14)
        for label, widget in self.rows:
            box = pygame.Rect(PANEL.x + 40, widget.rect.centery - 28, 380, 56)
            draw_text_in_box(surface, _(label), box, 30, palette.PAPER, align="left")
            widget.draw(surface)
            if isinstance(widget, Slider):
                draw_text_in_box(surface, f"{widget.value}%", pygame.Rect(widget.rect.right + 16, box.y, 70, 56), 26,
                                 palette.GOLD, align="left")
        self.back.draw(surface)
