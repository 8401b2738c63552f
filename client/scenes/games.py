"""The game list: every registered game with its cover, both titles and player range, and its
lesson (Learn to play). Opened for learning (from the title's Learn to play), a card starts the lesson."""
from __future__ import annotations

import pygame

from client.core.tutorial import has_lesson
from client.games import REGISTRY
from client.i18n import N_, _, game_name
from client.render import palette
from client.render.covers import cover
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import back_button, draw_page, escape_pressed, handle_buttons
from client.widgets.base import clicked, draw_sheet
from client.widgets.button import Button
from client.window import mouse_pos

CARD_W, CARD_H = 270, 404
LID_H = 250  # the box lid on the card


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
        self.cards = [pygame.Rect(x0 + i * (CARD_W + gap), 224, CARD_W, CARD_H) for i in range(n)]
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
            # each game a paper card on the table: its box lid (the Chinese title lettered on it), then
            # its name in the language shown (not again where the lid already says it), what it is
            # (the line a box carries under its name) and its player range, in ink
            draw_sheet(surface, lifted, radius=10)
            if hover:
                pygame.draw.rect(surface, palette.SHEET_LIT, lifted, 3, border_radius=10)
            art = cover(spec.id, spec.title_zh, (CARD_W - 24, LID_H))
            surface.blit(art, (lifted.x + 12, lifted.y + 12))
            y = lifted.y + LID_H + 20
            name = game_name(spec)
            if name != spec.title_zh:
                draw_text_in_box(surface, name, pygame.Rect(lifted.x + 12, y, CARD_W - 24, 40), 32,
                                 palette.SHEET_INK, bold=True)
                y += 40
            if spec.tagline:
                box = pygame.Rect(lifted.x + 14, y, CARD_W - 28, lifted.y + CARD_H - 40 - y)
                draw_text_in_box(surface, _(spec.tagline), box, 20, palette.SHEET_INK, multiline=True)
            players = (_("{count} players").format(count=spec.min_players) if spec.min_players == spec.max_players
                       else _("{min}–{max} players").format(min=spec.min_players, max=spec.max_players))
            foot = pygame.Rect(lifted.x + 12, lifted.y + CARD_H - 40, CARD_W - 24, 32)
            draw_text_in_box(surface, players, foot, 20, palette.SHEET_DIM)
        for button in self.lessons:
            button.draw(surface)
        self.back.draw(surface)
