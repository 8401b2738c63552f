"""What every game's table view shares: the menu, seat colours and names, the animation pace."""
from __future__ import annotations

from client.render.palette import seat_colour
from client.settings import ANIMATION_FACTOR


class TableView:
    """Base of each game's ``View``; ``self.scene`` is the play scene that owns it."""

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
