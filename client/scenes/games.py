"""The game list: every registered game on a card: its cover, both titles, what it is, its player
range and length, and two buttons, Play (its seat setup) and Learn (its lesson). Clicking the card
elsewhere plays it; opened for learning (from the title's Learn to play), it starts the lesson."""
from __future__ import annotations

import pygame

from client.core.tutorial import has_lesson
from client.games import REGISTRY
from client.i18n import N_, _
from client.render import palette
from client.render.covers import cover, lid_colour
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.box_label import draw_label
from client.scenes.common import back_button, draw_page, escape_pressed, handle_buttons
from client.widgets.base import clicked, draw_box
from client.widgets.button import Button
from client.window import mouse_pos

CARD_W, CARD_H, CARD_TOP, GAP = 280, 616, 146, 24
LID_H = 310  # the box lid on the card, as tall as its art is for the card's width (tools/make_covers.py)
BUTTON_H = 54
LABEL = 14  # the paper label's inset from the lid's edge: its words and buttons sit inside it


class GameListScene(Scene):
    name = "games"

    def __init__(self, app, learn: bool = False):
        super().__init__(app)
        self.learn = learn
        self.specs = list(REGISTRY.values())
        self.back = back_button(app)
        n = max(1, len(self.specs))
        x0 = (1600 - (n * CARD_W + (n - 1) * GAP)) // 2
        self.cards = [pygame.Rect(x0 + i * (CARD_W + GAP), CARD_TOP, CARD_W, CARD_H) for i in range(n)]
        # on each card's foot: Play, the wider tablet, and Learn; the vermilion one is what the player came
        # for: Play, or Learn when the list was opened to learn
        self.plays, self.lessons = [], []
        for spec, rect in zip(self.specs, self.cards):
            x, y, width = rect.x + LABEL + 6, rect.bottom - LABEL - 6 - BUTTON_H, rect.width - 2 * LABEL - 12
            play_w = width * 3 // 5 - 6
            self.plays.append(Button((x, y, play_w, BUTTON_H), N_("Play"), lambda spec=spec: self.choose(spec),
                                     primary=not learn, size=24, sound=app.audio.play))
            self.lessons.append(Button((x + play_w + 12, y, width - play_w - 12, BUTTON_H), N_("Learn"),
                                       lambda game=spec.id: self.learn_game(game), primary=learn, size=22,
                                       sound=app.audio.play, enabled=has_lesson(spec.id)))

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
        if handle_buttons([self.back, *self.plays, *self.lessons], event):
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
        draw_page(surface, _("Learn to play: choose a game") if self.learn else _("Choose a game"), quiet=True)
        mouse = mouse_pos()
        if not self.specs:
            draw_text_in_box(surface, _("No games are installed."), pygame.Rect(300, 400, 1000, 60), 30,
                             palette.PAPER)
        for spec, rect in zip(self.specs, self.cards):
            # each game a box lying on the table: its lid in the game's colour casting a soft shadow,
            # its picture (the Chinese title lettered on it) and a paper label pasted under the
            # picture with its name in the language shown (not again where the lid already says it),
            # what it is and its facts, spaced evenly down to the buttons
            draw_box(surface, rect, lid_colour(spec.id))
            if rect.collidepoint(mouse):
                pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=13)
            surface.blit(cover(spec.id, spec.title_zh, (CARD_W - 24, LID_H)), (rect.x + 12, rect.y + 12))
            label = pygame.Rect(rect.x + LABEL, rect.y + 12 + LID_H + 8, CARD_W - 2 * LABEL, 0)
            label.height = rect.bottom - LABEL + 6 - label.y
            draw_label(surface, spec, label, rect.bottom - LABEL - 6 - BUTTON_H - 6)
        for button in (*self.plays, *self.lessons):
            button.draw(surface)
        self.back.draw(surface)
