"""The review's question when playing on from a step: who plays which seat."""
from __future__ import annotations

import pygame

from client import paths
from client.core import autosaves
from client.core.match import Seat
from client.core.timeline import play_on
from client.i18n import N_, _
from client.render import palette
from client.render.palette import seat_colour
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import escape_pressed, handle_buttons
from client.scenes.move_words import play_on_title
from client.scenes.table_chrome import seat_label
from client.widgets.base import dim, draw_panel
from client.widgets.button import Button
from client.widgets.choice import Choice


PANEL = pygame.Rect(400, 120, 800, 660)
PLAYERS = [("human", N_("Human")), ("random", N_("Random bot")), ("easy", N_("Easy bot")),
           ("normal", N_("Normal bot")), ("hard", N_("Hard bot"))]


class PlayOnScene(Scene):
    """Seats chosen again (people or bots), then a new game from the review's step."""

    name = "play_on"
    transparent = True

    def __init__(self, app, review):
        super().__init__(app)
        self.review = review
        seats = review.match.seats
        self.kinds = [seat.kind if seat.is_human else seat.level for seat in seats]
        row_h = min(64, 380 // len(seats))
        self.rows = []
        for i, seat in enumerate(seats):
            y = PANEL.y + 190 + i * row_h
            self.rows.append(Choice((PANEL.right - 340, y, 300, row_h - 10), PLAYERS, self.kinds[i],
                                    (lambda v, i=i: self._set(i, v)), size=22))
        self.buttons = [
            Button((PANEL.x + 60, PANEL.bottom - 90, 320, 60), N_("Play on"), self.start, primary=True,
                   sound=app.audio.play),
            Button((PANEL.right - 380, PANEL.bottom - 90, 320, 60), N_("Cancel"), self.cancel, sound=app.audio.play)]

    def _set(self, index: int, value: str) -> None:
        self.kinds[index] = value

    def seats(self) -> list[Seat]:
        return [Seat(seat.name, seat.colour, "human" if kind == "human" else "bot",
                     "normal" if kind == "human" else kind)
                for seat, kind in zip(self.review.match.seats, self.kinds)]

    def start(self) -> None:
        match = play_on(self.review.source, self.review.step, self.seats())
        try:  # saved at once: the new game is in the Load list before its first move
            autosaves.autosave(match, paths.saves_dir())
        except OSError as err:
            self.app.toast(_("Autosave") + f": {err.strerror or err}")
        self.app.open_match(match)

    def cancel(self) -> None:
        self.app.stack.remove(self)

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.cancel()
            return True
        handle_buttons([*self.rows, *self.buttons], event)
        return True  # modal

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, PANEL, radius=16)
        draw_text_in_box(surface, play_on_title(self.review.step),
                         pygame.Rect(PANEL.x + 30, PANEL.y + 24, PANEL.width - 60, 60), 40, palette.PAPER, bold=True)
        draw_text_in_box(surface, _("A new game from this position: the same seed and the same moves so far, saved "
                                    "as a new game. The game you are reviewing stays as it is."),
                         pygame.Rect(PANEL.x + 40, PANEL.y + 92, PANEL.width - 80, 80), 22, palette.PAPER_DIM,
                         multiline=True)
        for seat, row in zip(self.seats(), self.rows):  # as chosen here: a bot switched to Human shows no level
            draw_marker(surface, (PANEL.x + 64, row.rect.centery), 14, seat_colour(seat.colour))
            draw_text_in_box(surface, seat_label(seat), pygame.Rect(PANEL.x + 92, row.rect.y, 320, row.rect.height),
                             24, palette.PAPER, align="left", min_size=14)
            row.draw(surface)
        for button in self.buttons:
            button.draw(surface)
