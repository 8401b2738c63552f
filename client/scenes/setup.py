"""Seat setup: how many players; per seat name, colour, human or bot with level; the game's options,
and what the chosen player count means in that game (its setup notes)."""
from __future__ import annotations

import random

import pygame

from client.core.match import BOT_LEVELS, Match, Seat
from client.i18n import N_, _
from client.render import palette
from client.render.backdrop import draw_backdrop
from client.render.covers import cover, lid_colour
from client.render.notes import draw_notes, notes_bottom
from client.render.palette import SEAT_COLOURS
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.box_label import draw_label
from client.scenes.common import LEVEL_LABELS, back_button, escape_pressed, handle_buttons
from client.scenes.view_contract import load_option_editor
from client.widgets.base import draw_box, draw_sheet
from client.widgets.button import Button
from client.widgets.choice import Choice
from client.widgets.textfield import TextField, refused_message

# The game's box opened on the table: its lid and label on the left (as on the game list, larger), the
# seats' sheet in the middle and the rules card (the options, what the count means) on the right. The
# two sheets share the box's top line and are as tall as what they hold.
BAND = pygame.Rect(40, 40, 1520, 750)
BOX = pygame.Rect(BAND.x, BAND.y, 320, BAND.h)  # the game's box: its lid and its paper label
LID = pygame.Rect(BOX.x + 12, BOX.y + 12, BOX.w - 24, 358)  # as tall as the cover's art for its width
SEATS_X, SEATS_W = 386, 770  # the seats' sheet
CARD = pygame.Rect(1180, BAND.y, BAND.right - 1180, BAND.h)  # the rules card's column
PAD = 22  # inside a sheet
HEAD_H = 124  # the sheet's head: "Players" and the count, then the column heads
ROW_H = 62  # a seat's row: its 50 px controls and the rule between rows
EDITOR_W = 110  # the button beside an option the game edits in its own scene
OPTION_H = 92  # an option: its label above its control
RULE_GAP = 36  # between the options and the notes, a rule in its middle
OPTIONS_TOP = 84  # the first option's control under the card's heading and the option's label
# a seat's columns, (x from the sheet's left, width): its token left of its name, then colour, human or bot, level
COLUMNS = {"name": (80, 176), "colour": (268, 150), "kind": (430, 156), "level": (598, 150)}


class SeatRow:
    """The widgets of one seat."""

    def __init__(self, scene: SetupScene, index: int):
        self.scene = scene
        self.index = index
        seat = scene.seats[index]
        self.name = TextField((0, 0, 0, 50), scene.seat_name(index), self.set_name, paper=True,
                              on_refused=lambda chars: scene.app.toast(refused_message(chars)))
        self.colour = Choice((0, 0, 0, 50), [(i, c.name) for i, c in enumerate(SEAT_COLOURS)],
                             seat["colour"], self.set_colour, paper=True, size=22)
        self.kind = Choice((0, 0, 0, 50), [("human", N_("Human")), ("bot", N_("Bot"))], seat["kind"],
                           lambda v: self.set("kind", v), paper=True, size=22)
        self.level = Choice((0, 0, 0, 50), [(lv, LEVEL_LABELS[lv]) for lv in BOT_LEVELS],
                            seat["level"], lambda v: self.set("level", v), paper=True, size=22)
        self.y = 0

    def place(self, x: int, y: int) -> None:
        """Lay the row's controls out from the sheet's left ``x``, the row's top at ``y``."""
        self.y = y
        for key, widget in (("name", self.name), ("colour", self.colour), ("kind", self.kind), ("level", self.level)):
            left, width = COLUMNS[key]
            widget.rect = pygame.Rect(x + left, y, width, 50)

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
        self.count = Choice((0, 0, 170, 52), [(n, str(n)) for n in range(spec.min_players, spec.max_players + 1)],
                            self.players, self.set_players, translate=False, paper=True)
        self.rows = [SeatRow(self, i) for i in range(spec.max_players)]
        self.option_widgets = []
        self.editors = []  # (option, button): options the game edits in its own scene (a deck)
        for option in spec.options:
            width = CARD.w - 2 * PAD - (EDITOR_W + 10 if option.editor else 0)
            choice = Choice((0, 0, width, 50), list(zip(option.choices, option.choice_labels)),
                            self.options[option.key], lambda v, key=option.key: self.set_option(key, v), paper=True)
            self.option_widgets.append((option, choice))
            editor = load_option_editor(spec, option)
            if editor is not None:
                self.editors.append((option, Button(
                    (0, 0, EDITOR_W, 50), editor.BUTTON_LABEL,
                    lambda key=option.key, editor=editor: editor.edit(app, self, key), size=22,
                    sound=app.audio.play)))
        self._grey_options()
        self.notes = spec.load_setup_notes()  # what a player count means in this game, if it says
        self.back = back_button(app)
        self.start = Button((1340, 810, 220, 60), N_("Start"), self.on_start, primary=True, sound=app.audio.play)
        self._place_controls()

    def set_players(self, n: int) -> None:
        self.players = n

    # -- where things lie: the sheets share one top line, in line with the box's, and fit what they
    # hold; the controls never move, so the count's arrows stay under the pointer while it is stepped
    def _place_controls(self) -> None:
        self.count.rect.topleft = (SEATS_X + 200, BAND.y + 14)
        for i, row in enumerate(self.rows):
            row.place(SEATS_X, BAND.y + HEAD_H + i * ROW_H)
        for k, (_option, choice) in enumerate(self.option_widgets):
            choice.rect.topleft = (CARD.x + PAD, BAND.y + PAD + OPTIONS_TOP + k * OPTION_H)
        for option, button in self.editors:
            choice = next(c for o, c in self.option_widgets if o is option)
            button.rect.topleft = (choice.rect.right + 10, choice.rect.y)

    @property
    def seats_rect(self) -> pygame.Rect:
        """The seats' sheet: its head, then a row a seat for the chosen count."""
        return pygame.Rect(SEATS_X, BAND.y, SEATS_W, HEAD_H + self.players * ROW_H + PAD - 12)

    def _options_h(self) -> int:
        """The options' part of the rules card: its heading, then each option's label over its control."""
        return OPTIONS_TOP + (len(self.option_widgets) - 1) * OPTION_H + 50 if self.option_widgets else 0

    def _card_h(self, with_notes: bool) -> int:
        """The rules card's height: its options, and under a rule its notes when ``with_notes``."""
        notes = self.current_notes() if with_notes else []
        parts = [self._options_h()] if self.option_widgets else []
        if notes:
            parts.append(notes_bottom(notes, pygame.Rect(0, 0, CARD.w - 2 * PAD, 0)))
        return sum(parts) + RULE_GAP * (len(parts) - 1) + 2 * PAD if parts else 0

    def lower_rect(self) -> pygame.Rect | None:
        """The notes go on the rules card under the options; when a game's many options leave too
        little room there, on a card of their own under the seats (a two-player table has space)."""
        notes = self.current_notes()
        if not notes or self._card_h(True) <= BAND.h:
            return None
        height = notes_bottom(notes, pygame.Rect(0, 0, SEATS_W - 2 * PAD, 0)) + 2 * PAD
        return pygame.Rect(SEATS_X, self.seats_rect.bottom + 24, SEATS_W, height)

    def card_rect(self) -> pygame.Rect:
        """The rules card beside the seats, as tall as what is printed on it."""
        return pygame.Rect(CARD.x, BAND.y, CARD.w, self._card_h(self.lower_rect() is None))

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
        """Where the notes are written: on the rules card under the options, or on their own card
        under the seats."""
        lower = self.lower_rect()
        if lower is not None:
            return lower.inflate(-2 * PAD, -2 * PAD)
        card = self.card_rect()
        top = card.y + PAD + (self._options_h() + RULE_GAP if self.option_widgets else 0)
        return pygame.Rect(CARD.x + PAD, top, CARD.w - 2 * PAD, card.bottom - PAD - top)

    def notes_beside_options(self) -> bool:
        return self.lower_rect() is None

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
        draw_backdrop(surface, quiet=True)
        self._draw_box(surface)
        self._draw_seats(surface)
        self._draw_card(surface)
        self.back.draw(surface)
        self.start.draw(surface)

    def _draw_box(self, surface) -> None:
        """The box just opened: the same lid as on the game list, larger, and its label."""
        draw_box(surface, BOX, lid_colour(self.spec.id))
        surface.blit(cover(self.spec.id, self.spec.title_zh, LID.size), LID)
        label = pygame.Rect(BOX.x + 14, LID.bottom + 8, BOX.w - 28, 0)
        label.height = BOX.bottom - 14 - label.y
        draw_label(surface, self.spec, label, label.bottom - 20, scale=1.25)

    def _draw_seats(self, surface) -> None:
        """The seats' sheet: the count in its head, then a row a seat under column heads in ink."""
        sheet = self.seats_rect
        draw_sheet(surface, sheet, radius=8)
        draw_text_in_box(surface, _("Players"), pygame.Rect(sheet.x + PAD, sheet.y + 14, 170, 52), 30,
                         palette.SHEET_INK, align="left", bold=True)
        heads_y = sheet.y + 78
        for key, label in (("name", N_("Name")), ("colour", N_("Colour")), ("kind", N_("Seat")),
                           ("level", N_("Level"))):
            left, width = COLUMNS[key]
            draw_text_in_box(surface, _(label), pygame.Rect(sheet.x + left, heads_y, width, 36), 21,
                             palette.SHEET_INK, bold=True)
        rule_y = sheet.y + HEAD_H - 7
        pygame.draw.line(surface, palette.SHEET_INK, (sheet.x + 12, rule_y), (sheet.right - PAD, rule_y), 2)
        for row in self.rows[: self.players]:
            row.sync()
            if row.index:  # a faint rule between seats keeps the rows' rhythm
                y = row.y - (ROW_H - 50) // 2 - 1
                pygame.draw.line(surface, palette.SHEET_EDGE, (sheet.x + 12, y), (sheet.right - PAD, y))
            colour = SEAT_COLOURS[self.seats[row.index]["colour"]]
            draw_marker(surface, (row.name.rect.x - 50, row.y + 25), 18, colour)
            for w in row.widgets:
                w.draw(surface)
        if len(self.count.options) > 1:
            self.count.draw(surface)
        else:  # a game for a set number: the number printed, not a control that changes nothing
            draw_text_in_box(surface, self.count.label(), self.count.rect, 30, palette.SHEET_INK, bold=True)

    def _draw_card(self, surface) -> None:
        """The rules card: the game's options, then what the chosen count means, printed in ink."""
        notes = self.current_notes()
        card, lower = self.card_rect(), self.lower_rect()
        if card.h:
            draw_sheet(surface, card, radius=8)
        if self.option_widgets:
            draw_text_in_box(surface, _("Options"), pygame.Rect(card.x + PAD, card.y + 12, card.w - 2 * PAD, 44), 28,
                             palette.SHEET_INK, bold=True)
            for option, choice in self.option_widgets:
                # the label centred over the option's whole row (its control and any editor button)
                label = pygame.Rect(CARD.x + PAD, choice.rect.y - 33, CARD.w - 2 * PAD, 26)
                draw_text_in_box(surface, _(option.label), label, 21,
                                 palette.SHEET_INK if choice.enabled else palette.SHEET_EDGE)
                choice.draw(surface)
            for _option, button in self.editors:
                button.draw(surface)
        if notes:
            rect = self.notes_rect()
            if lower is not None:
                draw_sheet(surface, lower, radius=8)
            elif self.option_widgets:  # a rule between the options and the notes
                pygame.draw.line(surface, palette.SHEET_EDGE, (rect.x, rect.y - RULE_GAP // 2), (rect.right, rect.y - RULE_GAP // 2))
            draw_notes(surface, notes, rect)
