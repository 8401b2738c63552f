"""The game list: every registered game on a card: its cover, both titles, what it is, its player
range and length, and two buttons, Play (its seat setup) and Learn (its lesson). Clicking the card
elsewhere plays it; opened for learning (from the title's Learn to play), it starts the lesson."""
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

CARD_W, CARD_H, CARD_TOP, GAP = 280, 626, 150, 24
LID_H = 310  # the box lid on the card, as tall as its art is for the card's width (tools/make_covers.py)
BUTTON_H = 54


def facts(spec) -> list[str]:
    """The card's facts: how many play, and how long a game takes ("3–5 players", "120 min")."""
    players = (_("{count} players").format(count=spec.min_players) if spec.min_players == spec.max_players
               else _("{min}–{max} players").format(min=spec.min_players, max=spec.max_players))
    return [players, _("{minutes} min").format(minutes=spec.play_minutes)] if spec.play_minutes else [players]


WORDS_GAP = 22  # the least room between the card's lines of words (and above and below them)


def card_lines(spec) -> list[tuple[str, int, int, tuple, bool]]:
    """The words on a game's card as (text, height, size, colour, bold): its name in the language
    shown (not where the lid already says it), what it is, and its facts on one line."""
    name = game_name(spec)
    named = name != spec.title_zh
    lines = [(name, 42, 32, palette.SHEET_INK, True)] if named else []
    if spec.tagline:  # two lines under an English name; one (shrunk to fit if need be) in Chinese
        lines.append((_(spec.tagline), 60 if named else 40, 22 if named else 24, palette.SHEET_INK, False))
    lines.append((" · ".join(facts(spec)), 32, 22, palette.SHEET_DIM, False))
    return lines


def _card_height(lines) -> int:
    return 12 + LID_H + 6 + sum(line[1] for line in lines) + WORDS_GAP * (len(lines) + 1) + 6 + BUTTON_H + 14


class GameListScene(Scene):
    name = "games"

    def __init__(self, app, learn: bool = False):
        super().__init__(app)
        self.learn = learn
        self.specs = list(REGISTRY.values())
        self.back = back_button(app)
        n = max(1, len(self.specs))
        x0 = (1600 - (n * CARD_W + (n - 1) * GAP)) // 2
        # the cards as tall as their words need (Chinese: no name line, so shorter), centred where
        # the tallest would stand
        height = min(CARD_H, max((_card_height(card_lines(spec)) for spec in self.specs), default=CARD_H))
        top = CARD_TOP + (CARD_H - height) // 2
        self.cards = [pygame.Rect(x0 + i * (CARD_W + GAP), top, CARD_W, height) for i in range(n)]
        # on each card's foot: Play, the wider tablet, and Learn; the vermilion one is what the player came
        # for: Play, or Learn when the list was opened to learn
        self.plays, self.lessons = [], []
        for spec, rect in zip(self.specs, self.cards):
            x, y, width = rect.x + 14, rect.bottom - 14 - BUTTON_H, rect.width - 28
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
            # each game a paper card on the table: its box lid (the Chinese title lettered on it), then
            # its name in the language shown (not again where the lid already says it), what it is
            # (the line a box carries under its name) and its facts, in ink, spaced evenly down to the
            # buttons; a card without the name line (Chinese) is shorter, so it has no blank band
            draw_sheet(surface, rect, radius=10)
            if rect.collidepoint(mouse):
                pygame.draw.rect(surface, palette.SHEET_LIT, rect, 3, border_radius=10)
            surface.blit(cover(spec.id, spec.title_zh, (CARD_W - 24, LID_H)), (rect.x + 12, rect.y + 12))
            lines = card_lines(spec)
            top, bottom = rect.y + 12 + LID_H + 6, rect.bottom - 14 - BUTTON_H - 6
            space = (bottom - top - sum(line[1] for line in lines)) / (len(lines) + 1)
            y = top + space
            for k, (text, height, size, colour, bold) in enumerate(lines):
                if k == len(lines) - 1:  # a short rule sets the facts off from the words above
                    rule_y = round(y - space / 2)
                    pygame.draw.line(surface, palette.SHEET_EDGE, (rect.centerx - 40, rule_y), (rect.centerx + 40, rule_y))
                box = pygame.Rect(rect.x + 14, round(y), CARD_W - 28, height)
                draw_text_in_box(surface, text, box, size, colour, bold=bold, multiline=not bold)
                y += height + space
        for button in (*self.plays, *self.lessons):
            button.draw(surface)
        self.back.draw(surface)
