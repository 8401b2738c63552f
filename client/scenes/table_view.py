"""What every game's table view shares: the menu, seat colours and names, the animation pace,
and what changes when its host only shows the table (a review). What the scenes call on a view
is declared in client/scenes/view_contract.py."""
from __future__ import annotations

from typing import Sequence

import pygame

from client.i18n import _
from client.render.palette import seat_colour
from client.scenes.open_hands import draw_open_hands
from client.scenes.table_chrome import draw_log, table_foot
from client.scenes.view_contract import LogArea, ViewContract
from client.settings import ANIMATION_FACTOR


class TableView(ViewContract):
    """Base of each game's ``View``; ``self.scene`` is its host (``TableHost``): the play scene
    that owns it, or a review: then nobody decides on this screen, the decision panel says what
    the seat to act did, and the host hides Undo and Menu."""

    def handle_chrome(self, event, playback=None) -> bool | None:
        """What the table's frame does with ``event`` before the game sees it: while a step-by-step
        ``playback`` runs, a click or key answers it (a click on Menu still reaches the menu); then
        the Undo and Menu buttons. None: the event is the game's."""
        if playback is not None and playback.busy() and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) \
                and not (event.type == pygame.MOUSEBUTTONUP and self.menu.rect.collidepoint(event.pos)):
            if playback.handle_event(event):  # a click or Space ends the step, S skips the rest
                self.scene.app.audio.play("click")
                return True
            return event.type == pygame.MOUSEBUTTONUP
        if self.undo.handle_event(event) or self.menu.handle_event(event):
            return True
        return None

    #: (rect, text size, lines shown) of the log as drawn last (the view's draw sets it)
    _log_area: LogArea | None = None
    #: what may be clicked as drawn last: (rect, the action a click plays, or the view's own key)
    _hits: Sequence[tuple[pygame.Rect, object]] = ()

    def log_area(self) -> LogArea | None:
        return self._log_area

    def fold_log(self, surface, top: int) -> bool:
        if self._log_area is None:
            return False
        log, size, lines = self._log_area
        folded = pygame.Rect(log.x, top, log.width, log.bottom - top)
        draw_log(surface, lines, folded, size, log=self.scene.log)
        self._log_area = (folded, size, lines)
        return True

    def spots_of(self, action: str) -> list[pygame.Rect]:
        """Where the table drew what plays ``action`` last (its button, a clickable spot): where a
        hint marks it."""
        return [rect for rect, what in self._hits if what == action]

    def clickable(self) -> list[tuple[pygame.Rect, object]]:
        """What may be clicked as drawn last: (rect, the action a click plays, or the view's own key)."""
        return list(self._hits)

    def my_turn(self, obs) -> bool:
        """The looking seat decides now, on this screen (never in a review: it plays nothing)."""
        v = self.scene.viewer
        return v is not None and not obs.is_over() and v == obs.to_act and not self.reviewing()

    def reviewing(self) -> bool:
        return self.scene.reviewing

    def foot(self) -> int:
        """The table's last row for its own things this frame: above the rows its host keeps at
        the foot (a review's open chance chart) -- where a hand or tray lays out its bottom."""
        return table_foot(self.scene.foot_reserved)

    def all_open(self) -> bool:
        """Every secret may be drawn: the review of a finished game (its observation is open)."""
        return self.scene.all_open

    def draw_open_hands(self, surface, rect, obs, held) -> None:
        """In the review of a finished game, before its end, what each other seat held, listed in
        ``rect`` (``held(obs, seat)``: its cards' names, "" for none; see ``open_hands``)."""
        draw_open_hands(surface, rect, self.open_hands_rows(obs, held))

    def open_hands_rows(self, obs, held) -> list:
        """What ``draw_open_hands`` lists: (name, colour, cards) of each other seat; none before the
        review of a finished game, or at its end (its table shows everything)."""
        if not self.all_open() or obs.is_over():
            return []
        colours = self.colours()
        return [(self.name(s), colours[s], held(obs, s) or _("no cards")) for s in range(len(colours))
                if s != self.scene.viewer]

    def waiting_line(self, seat: int) -> str:
        """The decision panel's words when this screen does not decide: in a review what ``seat``
        did here; else that it is thinking, or waited for."""
        if self.reviewing():
            return self.scene.review_line()
        if self.scene.thinking is not None:
            return _("{name} is thinking…").format(name=self.name(seat))
        return _("Waiting for {name}…").format(name=self.name(seat))

    def open_menu(self) -> None:
        self.scene.open_menu()

    def colours(self):
        return [seat_colour(s.colour) for s in self.scene.match.seats]

    def name(self, seat: int) -> str:
        return self.scene.seat_name(seat)

    def factor(self) -> float:
        """The animation setting as a speed factor (0: no animation)."""
        return ANIMATION_FACTOR.get(self.scene.app.settings.animation, 1.0)
