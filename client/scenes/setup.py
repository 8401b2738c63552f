"""Seat setup: how many players; per seat name, colour, human or bot with level; the game's options,
and what the chosen player count means in that game (its setup notes)."""
from __future__ import annotations

import random

import pygame

from client.core.match import BOT_LEVELS, Match, Seat
from client.i18n import N_, _, game_title
from client.render import palette
from client.render.notes import draw_notes, notes_bottom
from client.render.covers import cover, lid_colour
from client.render.palette import SEAT_COLOURS
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import LEVEL_LABELS, back_button, draw_page, escape_pressed, handle_buttons
from client.scenes.view_contract import load_option_editor
from client.widgets.base import draw_box, draw_sheet
from client.widgets.button import Button
from client.widgets.choice import Choice
from client.widgets.textfield import TextField, refused_message

ROW_H = 62
TABLE = pygame.Rect(110, 250, 960, 0)
SIDE = pygame.Rect(1130, 156, 400, 640)  # the options and the game's notes
LID = pygame.Rect(90, 12, 116, 140)  # the game's box lid, above the seats: the box being opened
EDITOR_W = 110  # the button beside an option the game edits in its own scene


class SeatRow:
    """The widgets of one seat."""

    def __init__(self, scene: "SetupScene", index: int, y: int):
        self.scene = scene
        self.index = index
        seat = scene.seats[index]
        x = TABLE.x
        self.name = TextField((x + 80, y, 240, 50), scene.seat_name(index), self.set_name, paper=True,
                              on_refused=lambda chars: scene.app.toast(refused_message(chars)))
        self.colour = Choice((x + 340, y, 190, 50), [(i, c.name) for i, c in enumerate(SEAT_COLOURS)],
                             seat["colour"], self.set_colour, paper=True)
        self.kind = Choice((x + 550, y, 180, 50), [("human", N_("Human")), ("bot", N_("Bot"))], seat["kind"],
                           lambda v: self.set("kind", v), paper=True)
        self.level = Choice((x + 750, y, 210, 50), [(lv, LEVEL_LABELS[lv]) for lv in BOT_LEVELS],
                            seat["level"], lambda v: self.set("level", v), paper=True)
        self.y = y

    @property
    def widgets(self):
        return [self.name, self.colour, self.kind, self.level]

    def set(self, key, value) -> None:
        self.scene.seats[self.index][key] = value

    def set_name(self, text: str) -> None:
        self.set("name", text)  # typed: no longer the default, kept as typed in any language

    def set_colour(self, value) -> None:
        # colours are unique: the seat that had this colour takes ours
        seats = self.scene.seats
        mine = seats[self.index]["colour"]
        for other, seat in enumerate(seats):
            if other != self.index and seat["colour"] == value:
                seat["colour"] = mine
                self.scene.rows[other].colour.value = mine
        seats[self.index]["colour"] = value

    def sync(self) -> None:
        # only a bot has a level: a human seat shows none
        self.level.visible = self.scene.seats[self.index]["kind"] == "bot"
        if self.scene.seats[self.index]["name"] is None:  # the default follows the language
            self.name.text = self.scene.seat_name(self.index)


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, spec, rng: random.Random | None = None):
        super().__init__(app)
        self.spec = spec
        self.rng = rng or random.Random()  # picks a new match seed; the match itself is seeded by it
        self.players = spec.default_players or spec.min_players
        # name None: the default "Player n", translated when shown
        self.seats = [{"name": None, "colour": i,
                       "kind": "human" if i == 0 else "bot", "level": "normal"}
                      for i in range(spec.max_players)]
        self.options = spec.validate(self.players, {})
        self.count = Choice((TABLE.x + 200, 170, 200, 52),
                            [(n, str(n)) for n in range(spec.min_players, spec.max_players + 1)],
                            self.players, self.set_players, translate=False, paper=True)
        self.rows = [SeatRow(self, i, TABLE.y + 46 + i * ROW_H) for i in range(spec.max_players)]
        self.option_widgets = []
        self.editors = []  # (option, button): options the game edits in its own scene (a deck)
        for k, option in enumerate(spec.options):
            width = 340 - (EDITOR_W + 10 if option.editor else 0)
            choice = Choice((1160, 280 + k * 92, width, 50), list(zip(option.choices, option.choice_labels)),
                            self.options[option.key], lambda v, key=option.key: self.set_option(key, v), paper=True)
            self.option_widgets.append((option, choice))
            editor = load_option_editor(spec, option)
            if editor is not None:
                self.editors.append((option, Button(
                    (choice.rect.right + 10, choice.rect.y, EDITOR_W, 50), editor.BUTTON_LABEL,
                    lambda key=option.key, editor=editor: editor.edit(app, self, key), size=22,
                    sound=app.audio.play)))
        self._grey_options()
        self.notes = spec.load_setup_notes()  # what a player count means in this game, if it says
        self.back = back_button(app)
        self.start = Button((1340, 810, 220, 60), N_("Start"), self.on_start, primary=True, sound=app.audio.play)

    def set_players(self, n: int) -> None:
        self.players = n

    def seat_name(self, index: int) -> str:
        name = self.seats[index]["name"]
        return _("Player {n}").format(n=index + 1) if name is None else name

    def set_option(self, key: str, value: str) -> None:
        self.options[key] = value
        for option, choice in self.option_widgets:
            if option.key == key:
                if value not in option.choices:  # a custom value (a player's deck) joins the list
                    listed = list(zip(option.choices, option.choice_labels))
                    choice.options = listed + [(value, option.label_of(value))]
                choice.value = value
        self._grey_options()

    def _grey_options(self) -> None:
        """An option that changes nothing with the others as chosen is greyed and takes no clicks."""
        for option, choice in self.option_widgets:
            choice.enabled = option.counts(self.options)

    def current_notes(self) -> list[tuple[str, ...]]:
        return self.notes.setup_notes(self.players, self.options) if self.notes is not None else []

    def widgets(self):
        out = [self.count, self.back, self.start]
        for row in self.rows[: self.players]:
            row.sync()
            out += [w for w in row.widgets if w.visible]
        out += [choice for _option, choice in self.option_widgets]
        out += [button for _option, button in self.editors]
        return out

    def build_seats(self) -> list[Seat]:
        seats = []
        for i, s in enumerate(self.seats[: self.players]):
            name = (s["name"] or "").strip() or _("Player {n}").format(n=i + 1)
            seats.append(Seat(name, s["colour"], s["kind"], s["level"]))
        return seats

    def on_start(self) -> None:
        from client.core.errors import OptionsError

        try:
            match = Match(self.spec, self.options, self.rng.randrange(2**31), self.build_seats())
        except OptionsError as err:
            # the game's own warning says it in the player's language
            warnings = [note[1] for note in self.current_notes() if note[0] == "warning"]
            self.app.toast(warnings[0] if warnings else str(err))
            return
        self.app.open_match(match)

    def notes_rect(self) -> pygame.Rect:
        """Under the options, or the whole side panel when the game has none; when a game's many
        options leave too little room there, under the seat rows (a two-player table has space)."""
        top = self.option_widgets[-1][1].rect.bottom + 30 if self.option_widgets else 170
        side = pygame.Rect(SIDE.x + 20, top, SIDE.w - 40, SIDE.bottom - 14 - top)
        if notes_bottom(self.current_notes(), side) <= side.bottom:
            return side
        below = TABLE.y + 46 + self.players * ROW_H + 12
        return pygame.Rect(TABLE.x, below, TABLE.w, SIDE.bottom - 14 - below)

    def notes_beside_options(self) -> bool:
        return self.notes_rect().x > TABLE.right

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        return handle_buttons(self.widgets(), event)

    def update(self, dt: float) -> None:
        for row in self.rows:
            row.name.update(dt)

    def animating(self) -> bool:
        return any(row.name.animating() for row in self.rows[: self.players])

    def draw(self, surface) -> None:
        # the game's box opened on the table: its lid, and two paper sheets, the seats and the options
        draw_page(surface, game_title(self.spec), _("Seat setup"))
        draw_box(surface, LID.inflate(8, 8), lid_colour(self.spec.id), radius=8)  # the same box as on the list
        surface.blit(cover(self.spec.id, self.spec.title_zh, LID.size), LID)
        draw_sheet(surface, pygame.Rect(TABLE.x - 30, 156, 1010, 640), radius=10)
        draw_text_in_box(surface, _("Players"), pygame.Rect(TABLE.x, 170, 180, 52), 28, palette.SHEET_INK, align="left",
                         bold=True)
        heads = ((TABLE.x + 80, 240, N_("Name")), (TABLE.x + 340, 190, N_("Colour")), (TABLE.x + 550, 180, N_("Seat")),
                 (TABLE.x + 750, 210, N_("Level")))
        for x, w, label in heads:
            draw_text_in_box(surface, _(label), pygame.Rect(x, TABLE.y, w, 36), 22, palette.SHEET_DIM)
        for row in self.rows[: self.players]:
            row.sync()
            colour = SEAT_COLOURS[self.seats[row.index]["colour"]]
            draw_marker(surface, (TABLE.x + 30, row.y + 25), 17, colour)
            for w in row.widgets:
                w.draw(surface)
        notes = self.current_notes()
        if self.option_widgets or notes:
            draw_sheet(surface, SIDE, radius=10)
        if self.option_widgets:
            draw_text_in_box(surface, _("Options"), pygame.Rect(1160, 170, 340, 52), 28, palette.SHEET_INK, bold=True)
            for option, choice in self.option_widgets:
                draw_text_in_box(surface, _(option.label), choice.rect.move(0, -42).inflate(0, -14), 22,
                                 palette.SHEET_DIM if choice.enabled else palette.SHEET_EDGE)
                choice.draw(surface)
            for _option, button in self.editors:
                button.draw(surface)
        if notes:
            rect = self.notes_rect()
            if self.option_widgets and self.notes_beside_options():  # a rule between the options and the notes
                pygame.draw.line(surface, palette.SHEET_EDGE, (rect.x, rect.y - 14), (rect.right, rect.y - 14))
            draw_notes(surface, notes, rect)
        self.count.draw(surface)
        self.back.draw(surface)
        self.start.draw(surface)
