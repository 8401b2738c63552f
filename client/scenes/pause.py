"""The pause menu on Esc: resume, save, load, settings, rules help, quit to title, and for a game
that offers it (``GameSpec.tiled_export_module``) exporting the board as a Tiled map."""
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
        entries = [(N_("Resume"), self.resume_game, True), (N_("Review"), self.review, False),
                   (N_("Save"), self.save, False), (N_("Load"), self.load, False),
                   (N_("Settings"), self.settings, False), (N_("Rules help"), self.help, False)]
        if play_scene.spec.tiled_export_module:
            entries.append((N_("Export board to Tiled…"), self.export_tiled, False))
        entries.append((N_("Quit to title"), self.quit_to_title, False))
        # six entries keep their old spacing; more squeeze them to stay inside the panel
        x, w = PANEL.x + 60, PANEL.width - 120
        h, gap = (60, 14) if len(entries) <= 6 else (52, 10) if len(entries) == 7 else (46, 8)
        y = PANEL.y + 110
        self.buttons = [Button((x, y + k * (h + gap), w, h), label, fn, primary=primary, sound=app.audio.play)
                        for k, (label, fn, primary) in enumerate(entries)]

    def resume_game(self) -> None:
        self.app.stack.remove(self)

    def review(self) -> None:
        """The game so far, step by step (Esc comes back here), through the eyes of the person at
        the screen (before the end nobody may look through another's)."""
        from client.scenes.review import ReviewScene

        play = self.play_scene
        self.app.stack.push(ReviewScene(self.app, play.match, eyes=play.at_screen()))

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

    def export_tiled(self) -> None:
        """The board as a Tiled map in the user's exports folder; a toast says where (or why not)."""
        from client import paths, problems

        match = self.play_scene.match
        try:
            out = paths.exports_dir() / f"{match.spec.id}-{match.match_id}-move{len(match.actions)}.tmx"  # after that many moves
            written = match.spec.load_tiled_export().export_match(match, out)
        except OSError as err:
            self.app.toast(_("The board could not be exported: {reason}").format(reason=err.strerror or err), 6)
            return
        except Exception as err:  # noqa: BLE001 - a toast, never a traceback
            self.app.toast(problems.describe(err), 6)
            return
        self.app.toast(_("Board exported to {path}").format(path=written), 8)

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
