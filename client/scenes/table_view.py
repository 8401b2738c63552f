"""What every game's table view shares: the menu, seat colours and names, the animation pace."""
from __future__ import annotations

import pygame

from client.render.palette import seat_colour
from client.settings import ANIMATION_FACTOR


class TableView:
    """Base of each game's ``View``; ``self.scene`` is the play scene that owns it (and the view
    has ``undo`` and ``menu`` buttons)."""

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

    def animating(self) -> bool:
        """Something on the table moves: by default just while ``busy()`` (the step being shown);
        a view with motion that does not hold the game up (Shogun's tower) says so itself."""
        return self.busy()

    def open_menu(self) -> None:
        from client.scenes.pause import PauseScene

        self.scene.app.stack.push(PauseScene(self.scene.app, self.scene))

    def colours(self):
        return [seat_colour(s.colour) for s in self.scene.match.seats]

    def name(self, seat: int) -> str:
        return self.scene.seat_name(seat)

    def factor(self) -> float:
        """The animation setting as a speed factor (0: no animation)."""
        return ANIMATION_FACTOR.get(getattr(self.scene.app.settings, "animation", "normal"), 1.0)
