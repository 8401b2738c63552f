"""The game list: every registered game with its cover, both titles and player range, and its
lesson (Learn to play). Opened for learning (from the title's Learn to play), a card starts the lesson."""
from __future__ import annotations

import pygame

from client.core.tutorial import has_lesson
from client.games import REGISTRY
from client.i18n import N_, _, current_language, game_name
from client.render import palette
from client.render.covers import cover
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import back_button, draw_page, escape_pressed, handle_buttons
from client.widgets.base import clicked, draw_panel
from client.widgets.button import Button
from client.window import mouse_pos

CARD_W, CARD_H = 270, 420


class GameListScene(Scene):
    name = "games"

    def __init__(self, app, learn: bool = False):
        super().__init__(app)
        self.learn = learn
        self.specs = list(REGISTRY.values())
        self.back = back_button(app)
        n = max(1, len(self.specs))
        gap = 30
        total = n * CARD_W + (n - 1) * gap
        x0 = (1600 - total) // 2
        self.cards = [pygame.Rect(x0 + i * (CARD_W + gap), 220, CARD_W, CARD_H) for i in range(n)]
        self.lessons = [Button((rect.x, rect.bottom + 16, rect.width, 50), N_("Learn to play"),
                               lambda game=spec.id: self.learn_game(game), size=22, sound=app.audio.play,
                               enabled=has_lesson(spec.id))
                        for spec, rect in zip(self.specs, self.cards)]

    def learn_game(self, game: str) -> None:
        from client.scenes.tutorial import open_tutorial

        open_tutorial(self.app, game)

    def choose(self, spec) -> None:
        from client.scenes.setup import SetupScene

        self.app.audio.play("card")
        self.app.stack.push(SetupScene(self.app, spec))

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        if handle_buttons([self.back, *self.lessons], event):
            return True
        for spec, rect in zip(self.specs, self.cards):
            if clicked(event, rect):
                if not self.learn:
                    self.choose(spec)
                elif has_lesson(spec.id):
                    self.learn_game(spec.id)
                return True
        return False

    def draw(self, surface) -> None:
        draw_page(surface, _("Learn to play: choose a game") if self.learn else _("Choose a game"))
        mouse = mouse_pos()
        if not self.specs:
            draw_text_in_box(surface, _("No games are installed."), pygame.Rect(300, 400, 1000, 60), 30,
                             palette.PAPER)
        for spec, rect in zip(self.specs, self.cards):
            hover = rect.collidepoint(mouse)
            lifted = rect.move(0, -8) if hover else rect
            draw_panel(surface, lifted, fill=palette.PANEL, border=palette.GOLD if hover else palette.MUTED,
                       radius=14)
            art = cover(spec.id, spec.title_zh, (CARD_W - 24, 250))
            surface.blit(art, (lifted.x + 12, lifted.y + 12))
            # the name in the language shown, large; in English the Chinese name under it
            draw_text_in_box(surface, game_name(spec), pygame.Rect(lifted.x + 12, lifted.y + 272, CARD_W - 24, 44),
                             32, palette.PAPER, bold=True)
            below = lifted.y + 318
            if current_language() != "zh_Hant":
                draw_text_in_box(surface, spec.title_zh, pygame.Rect(lifted.x + 12, below, CARD_W - 24, 36),
                                 28, palette.GOLD)
                below += 44
            players = (_("{count} players").format(count=spec.min_players) if spec.min_players == spec.max_players
                       else _("{min}–{max} players").format(min=spec.min_players, max=spec.max_players))
            draw_text_in_box(surface, players, pygame.Rect(lifted.x + 12, below, CARD_W - 24, 40), 24,
                             palette.PAPER_DIM)
        for button in self.lessons:
            button.draw(surface)
        self.back.draw(surface)
