"""A match: game, options, seed, seats and the actions played — plus undo.

Undo follows the policy players trust (Board Game Arena's): a human may take
back their own actions within their own turn, never across another seat's
action, never after hidden information came out or a random outcome was drawn.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .errors import IllegalAction, SaveError
from .game import Event, GameSpec, GameState

SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("random", "easy", "normal", "hard")


@dataclass(frozen=True)
class Seat:
    name: str
    colour: int  # index into the palette
    kind: str = "human"
    level: str = "normal"  # for bots

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict:
        out = {"name": self.name, "colour": self.colour, "kind": self.kind}
        if self.kind == "bot":
            out["level"] = self.level
        return out


class Match:
    def __init__(self, spec: GameSpec, options: Mapping[str, str], seed: int,
                 seats: Sequence[Seat]):
        self.spec = spec
        self.seats = tuple(seats)
        self.options = spec.validate(len(self.seats), options)
        self.seed = seed
        self.state: GameState = spec.new_game(len(self.seats), self.options, seed)
        self.actions: list[str] = []
        self._undo: list[GameState] = []  # states before each undoable action

    @property
    def to_act(self) -> int:
        return self.state.to_act

    def play(self, action: str) -> list[Event]:
        """Apply an action for the seat to act; IllegalAction leaves everything as it was."""
        state = self.state
        seat = state.to_act
        human = 0 <= seat < len(self.seats) and self.seats[seat].is_human
        before = state.clone() if human else None
        rng_before = state.rng.getstate() if state.rng is not None else None
        state.apply(action)
        self.actions.append(action)
        drew = state.rng is not None and state.rng.getstate() != rng_before
        revealed = any(e.reveals for e in state.events)
        if before is not None and not drew and not revealed and state.to_act == seat:
            self._undo.append(before)
        else:
            self._undo.clear()
        return state.events

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        if not self._undo:
            raise IllegalAction("nothing to undo")
        self.state = self._undo.pop()
        self.actions.pop()

    @classmethod
    def replay(cls, spec: GameSpec, options: Mapping[str, str], seed: int,
               seats: Sequence[Seat], actions: Sequence[str]) -> "Match":
        """Rebuild a match from its actions; SaveError names the first that fails."""
        match = cls(spec, options, seed, seats)
        for index, action in enumerate(actions):
            if match.state.is_over():
                raise SaveError(f"move {index + 1} ({action!r}) comes after the game ended")
            try:
                match.state.apply(action)
            except IllegalAction as err:
                raise SaveError(f"move {index + 1} of {len(actions)} ({action!r}) is not legal: {err}") from None
            match.actions.append(action)
        return match
