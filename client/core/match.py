"""A match: game, options, seed, seats and the actions played — plus undo.

Undo follows the policy players trust (Board Game Arena's): a human may take
back their own actions within their own turn, never across another seat's
action, never after hidden information came out or a random outcome was drawn.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Mapping, Sequence

from . import analysis_record, bot_notes
from .errors import IllegalAction
from .game import Event, GameSpec, GameState
from .replay import replay_steps

SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("random", "easy", "normal", "hard")


def new_match_id() -> str:
    """A fresh match id (start time to the microsecond), also a safe file name part."""
    ns = time.time_ns()
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(ns // 10**9)) + f"-{ns // 1000 % 10**6:06d}"


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
                 seats: Sequence[Seat], match_id: str | None = None):
        self.spec = spec
        self.match_id = match_id or new_match_id()  # names its autosaves
        self.seats = tuple(seats)
        self.options = spec.validate(len(self.seats), options)
        self.seed = seed
        self.state: GameState = spec.new_game(len(self.seats), self.options, seed)
        self.actions: list[str] = []
        self._undo: list[GameState] = []  # states before each undoable action
        self.version = 0  # goes up whenever the state changes: what is drawn from it is stale
        self.bot_notes: dict[int, dict] = {}  # move index → what the bot weighed (client.core.bot_notes)
        #: the graded decisions, when the game was analysed (client.core.analysis_record)
        self.analysis: analysis_record.Analysis | None = None

    @property
    def to_act(self) -> int:
        return self.state.to_act

    def play(self, action: str) -> list[Event]:
        """Apply an action for the seat to act; IllegalAction leaves everything as it was."""
        state = self.state
        seat = state.to_act
        before = state.clone() if self.human_to_act() else None
        rng_before = state.rng.getstate() if state.rng is not None else None
        state.apply(action)
        self.actions.append(action)
        self.version += 1
        drew = state.rng is not None and state.rng.getstate() != rng_before
        revealed = any(e.reveals for e in state.events)
        if before is not None and not drew and not revealed and state.to_act == seat:
            self._undo.append(before)
        else:
            self._undo.clear()
        return state.events

    def human_to_act(self) -> bool:
        """Whether a person is to act (their actions may be taken back within their turn)."""
        seat = self.state.to_act
        return 0 <= seat < len(self.seats) and self.seats[seat].is_human

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        if not self._undo:
            raise IllegalAction("nothing to undo")
        self.state = self._undo.pop()
        self.actions.pop()
        self.version += 1

    @classmethod
    def replay(cls, spec: GameSpec, options: Mapping[str, str], seed: int,
               seats: Sequence[Seat], actions: Sequence[str], match_id: str | None = None,
               notes: Mapping[int, dict] | None = None,
               analysis: analysis_record.Analysis | None = None) -> "Match":
        """Rebuild a match from its actions (``client.core.replay``: SaveError names the first that fails).

        ``notes``: what the bots weighed (client.core.bot_notes), kept as the match's
        ``bot_notes`` where every move a note weighed was legal at its move; a note that
        does not fit is dropped, and the game loads all the same. ``analysis``: the game's
        analysis, kept where every decision fits its position (else dropped whole).
        """
        match = cls(spec, options, seed, seats, match_id)
        notes = notes or {}
        moves = iter(range(len(actions)))

        misfits = []  # the analysed steps that do not fit their position

        def fits(state, _action) -> bool:
            index = next(moves)
            note = notes.get(index)
            decision = analysis.decisions.get(index) if analysis is not None else None
            legal = set(state.legal_actions()) if note is not None or decision is not None else ()
            if decision is not None and not analysis_record.fits(decision, state.to_act, legal):
                misfits.append(index)
            return note is not None and bot_notes.fits(note, legal)

        kept = {}
        for index, step in enumerate(replay_steps(spec, len(match.seats), match.options, seed, actions, fits)):
            if step.read:
                kept[index - 1] = notes[index - 1]
        match.state, match.actions, match.version = step.state, list(actions), len(actions)
        if step.seat == match.state.to_act and match.human_to_act():
            # saved in the middle of a human's turn: once more as played live, for the states
            # live play kept to take those actions back (rare, so copies are made only then)
            match = cls(spec, options, seed, seats, match_id)
            for action in actions:
                match.play(action)
        match.bot_notes = kept
        match.analysis = analysis if not misfits else None
        return match
