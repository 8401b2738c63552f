"""Title: New game, Continue (last autosave), Learn to play, Load, Settings, Quit."""
from __future__ import annotations

import pygame

from client import paths
from client.core import autosaves, saves
from client.core.errors import SaveError
from client.i18n import N_, _, current_language
from client.render import palette
from client.render.backdrop import draw_backdrop
from client.render.text import draw_text
from client.scenes.base import Scene
from client.widgets.button import Button


def lookup(game_id: str):
    from client.games import get

    return get(game_id)


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        x, y, w, h, gap = 560, 404, 480, 58, 12
        self.continue_button = Button((x, y + (h + gap), w, h), N_("Continue"), self.on_continue)
        self.buttons = [
            Button((x, y, w, h), N_("New game"), self.on_new, primary=True),
            self.continue_button,
            Button((x, y + 2 * (h + gap), w, h), N_("Learn to play"), self.on_learn),
            Button((x, y + 3 * (h + gap), w, h), N_("Load"), self.on_load),
            Button((x, y + 4 * (h + gap), w, h), N_("Settings"), self.on_settings),
            Button((x, y + 5 * (h + gap), w, h), N_("Quit"), app.quit),
        ]
        for b in self.buttons:
            b.sound = app.audio.play

    def enter(self) -> None:
        try:  # what a crash left behind (an autosave's, the settings' files), and matches beyond the recent ones
            autosaves.tidy(paths.saves_dir())
            saves.sweep(paths.user_dir())
        except OSError:
            pass  # tidying is a nicety; the saves themselves are untouched
        self.resume()

    def resume(self) -> None:
        try:
            self.continue_button.enabled = bool(autosaves.slots(paths.saves_dir()))
        except OSError:
            self.continue_button.enabled = False

    def on_new(self) -> None:
        from client.scenes.games import GameListScene

        self.app.stack.push(GameListScene(self.app))

    def on_learn(self) -> None:
        from client.scenes.games import GameListScene

        self.app.stack.push(GameListScene(self.app, learn=True))

    def on_continue(self) -> None:
        """The latest match; its previous autosave when the newest will not load (the toast says why)."""
        try:
            match, problem = autosaves.load_autosave(paths.saves_dir(), lookup)
        except SaveError as err:
            self.app.toast(_("This save cannot be loaded: {reason}").format(reason=err))
            return
        from client.scenes.saves_menu import fallback_note

        self.app.open_match(match, fallback_note(problem))

    def on_load(self) -> None:
        from client.scenes.saves_menu import LoadScene

        self.app.stack.push(LoadScene(self.app))

    def on_settings(self) -> None:
        from client.scenes.settings_menu import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def handle_event(self, event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.on_new()
            return True
        return False

    def draw(self, surface) -> None:
        draw_backdrop(surface, sun=True)
        draw_text(surface, "天下", (800, 200), 150, palette.PAPER, anchor="center", bold=True)
        if current_language() != "zh_Hant":  # the name read aloud, for those who do not read 天下
            draw_text(surface, "TENKA", (800, 320), 38, palette.PAPER, anchor="center")
        for b in self.buttons:
            b.draw(surface)
        draw_text(surface, _("Board games of the warring realms"), (800, 860), 22, palette.MUTED,
                  anchor="center")
