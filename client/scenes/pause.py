"""The pause menu on Esc: resume, save, load, settings, rules help, quit to title."""
from __future__ import annotations

import pygame

from client.i18n import N_, _
from client.render import palette
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import escape_pressed, handle_buttons
from client.widgets.base import dim, draw_panel
from client.widgets.button import Button

PANEL = pygame.Rect(560, 150, 480, 600)


class PauseScene(Scene):
    name = "pause"
    transparent = True

    def __init__(self, app, play_scene):
        super().__init__(app)
        self.play_scene = play_scene
        x, w, h, gap = PANEL.x + 60, PANEL.width - 120, 60, 14
        y = PANEL.y + 110
        entries = [(N_("Resume"), self.resume_game, True), (N_("Save"), self.save, False), (N_("Load"), self.load, False),
                   (N_("Settings"), self.settings, False), (N_("Rules help"), self.help, False),
                   (N_("Quit to title"), self.quit_to_title, False)]
        self.buttons = [Button((x, y + k * (h + gap), w, h), label, fn, primary=primary, sound=app.audio.play)
                        for k, (label, fn, primary) in enumerate(entries)]

    def resume_game(self) -> None:
        self.app.stack.remove(self)

    def save(self) -> None:
        from client.scenes.saves_menu import SaveScene

        self.app.stack.push(SaveScene(self.app, self.play_scene.match))

    def load(self) -> None:
        from client.scenes.saves_menu import LoadScene

        self.app.stack.push(LoadScene(self.app))

    def settings(self) -> None:
        from client.scenes.settings_menu import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def help(self) -> None:
        from client.scenes.help import HelpScene

        self.app.stack.push(HelpScene(self.app, self.play_scene.spec))

    def quit_to_title(self) -> None:
        # the autosave already holds the game: Continue on the title brings it back
        self.app.stack.unwind(1)

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.resume_game()
            return True
        handle_buttons(self.buttons, event)
        return True  # modal

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, PANEL, radius=16)
        draw_text_in_box(surface, _("Paused"), pygame.Rect(PANEL.x + 20, PANEL.y + 24, PANEL.width - 40, 64), 44,
                         palette.PAPER, bold=True)
        for b in self.buttons:
            b.draw(surface)
