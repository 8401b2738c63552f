"""What every game's table view shares: the menu, seat colours and names, the animation pace,
and what changes when its host only shows the table (a review)."""
from __future__ import annotations

import pygame

from client.i18n import _
from client.render.palette import seat_colour
from client.scenes.open_hands import draw_open_hands
from client.settings import ANIMATION_FACTOR


class TableView:
    """Base of each game's ``View``; ``self.scene`` is the play scene that owns it (and the view
    has ``undo`` and ``menu`` buttons), or a review, which has a ``review_line()``: then nobody
    decides on this screen, the decision panel says what the seat to act did, and the host
    hides Undo and Menu."""

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

    #: the kinds of event whose log line heads what follows (a new turn, a round): a review names
    #: a move by its lines before them, never by "— Kenji's turn —"
    log_headings: frozenset[str] = frozenset()
    #: the verbs of whole moves that may write nothing in the log (ending a phase): a review never
    #: tells such a step with the words of the same seat's next move, as it does a choice in parts
    quiet_moves: frozenset[str] = frozenset()

    # -- hints (client/scenes/hints.py) ----------------------------------------------------
    #: the game's own keys use H (3KingdomsBattle: "holding"): a hint is Shift+H there
    hint_needs_shift = False
    #: (rect, text size, lines shown) of the log as drawn last, for the tips over bots' moves
    _log_area: tuple | None = None

    def log_area(self) -> tuple | None:
        return self._log_area

    def hint_text(self, obs, action: str) -> str:
        """``action`` in the reader's language, as the game's log and buttons word it."""
        raise NotImplementedError

    def mark_hint(self, surface, obs, action: str) -> None:
        """Mark where ``action`` happens on the table (a province, a tile position, a card…)."""
        raise NotImplementedError

    def my_turn(self, obs) -> bool:
        """The looking seat decides now, on this screen (never in a review: it plays nothing)."""
        v = self.scene.viewer
        return v is not None and not obs.is_over() and v == obs.to_act and not self.reviewing()

    def reviewing(self) -> bool:
        return getattr(self.scene, "review_line", None) is not None

    def all_open(self) -> bool:
        """Every secret may be drawn: the review of a finished game (its observation is open)."""
        return self.reviewing() and bool(getattr(self.scene, "finished", False))

    def draw_open_hands(self, surface, rect, obs, held) -> None:
        """In the review of a finished game, before its end, what each other seat held, listed in
        ``rect`` (``held(obs, seat)``: its cards' names, "" for none; see ``open_hands``)."""
        if not self.all_open() or obs.is_over():
            return
        colours = self.colours()
        rows = [(self.name(s), colours[s], held(obs, s) or _("no cards")) for s in range(len(colours))
                if s != self.scene.viewer]
        draw_open_hands(surface, rect, rows)

    def waiting_line(self, seat: int) -> str:
        """The decision panel's words when this screen does not decide: in a review what ``seat``
        did here; else that it is thinking, or waited for."""
        if self.reviewing():
            return self.scene.review_line()
        if self.scene.thinking is not None:
            return _("{name} is thinking…").format(name=self.name(seat))
        return _("Waiting for {name}…").format(name=self.name(seat))

    def reset_for_jump(self) -> None:
        """The host's match stands at another step now (a review's jump): nothing shown of the
        step before may go on moving. By default what an undo does; a view with more motion
        (Shogun's tower) says so itself."""
        self.on_undo()

    def animating(self) -> bool:
        """Something on the table moves: by default just while ``busy()`` (the step being shown);
        a view with motion that does not hold the game up (Shogun's tower) says so itself."""
        return self.busy()

    def open_menu(self) -> None:
        self.scene.open_menu()

    def colours(self):
        return [seat_colour(s.colour) for s in self.scene.match.seats]

    def name(self, seat: int) -> str:
        return self.scene.seat_name(seat)

    def factor(self) -> float:
        """The animation setting as a speed factor (0: no animation)."""
        return ANIMATION_FACTOR.get(getattr(self.scene.app.settings, "animation", "normal"), 1.0)
