"""What a game adds to ``python -m client bench`` besides the figures every game gets: the module
its ``GameSpec.bench_module`` names holds ``BENCH``, a ``GameBench`` (each game's sits in its own
folder, e.g. client/games/shogun/bench.py). Only the bench loads those modules."""
from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Callable, Iterator

from client.core.match import Match, Seat

FRAME_MS = 1000 / 60  # a table's p99 frame time within one frame at 60 frames/s


@dataclass(frozen=True)
class ActionRate:
    """Random games at ``players`` apply at least ``per_s`` actions a second (the bots' rollouts
    live on this rate)."""

    players: int
    per_s: float


@dataclass(frozen=True)
class TimedCall:
    """One call on the rules, timed wherever random games at ``players`` come to it: its mean
    stays under ``budget_s``. ``at(state)`` is the call to time in that state, or None where
    there is none."""

    what: str
    players: int
    budget_s: float
    at: Callable[[object], Callable[[], object] | None]


@dataclass(frozen=True)
class TableSetup:
    """A table to draw: its match, whose screen it is (None: the seat the table picks), and
    ``again(view)``, which sets an animation going whenever the view stands still (None: the
    table at rest)."""

    match: Match
    viewer: int | None = None
    again: Callable[[object], None] | None = None


@dataclass(frozen=True)
class Table:
    """A table the frames section draws: ``label`` in its row, its p99 frame time's budget, and
    with ``cpu`` the CPU time shown beside the clock's (a loaded machine's clock waits for others)."""

    label: str
    setup: Callable[[], TableSetup]
    budget_ms: float = FRAME_MS
    cpu: bool = False


@dataclass(frozen=True)
class LongGame:
    """The review section's long game: random moves at ``players``, the first game from the
    bench's seed on that lasts at least ``actions``."""

    players: int
    actions: int


@dataclass(frozen=True)
class GameBench:
    """A game's own figures: its rules' speed (``rate``, ``calls``), its tables drawn
    (``tables``), a long game in review (``long_review``), and with ``memory`` its selfplay at
    its most players is the program's peak-memory figure."""

    rate: ActionRate | None = None
    calls: tuple[TimedCall, ...] = ()
    tables: tuple[Table, ...] = ()
    long_review: LongGame | None = None
    memory: bool = False


NOTHING_MORE = GameBench()


def bench_for(spec) -> GameBench:
    """The game's ``BENCH``, or nothing more than every game's figures."""
    if spec.bench_module is None:
        return NOTHING_MORE
    found = getattr(importlib.import_module(spec.bench_module), "BENCH", None)
    if not isinstance(found, GameBench):
        raise LookupError(f"{spec.bench_module} has no BENCH (expected BENCH = GameBench(...))")
    return found


# -- what the games' tables are built with ---------------------------------------------------------
def table_seats(players: int) -> list[Seat]:
    """Seat 0 a human (the screen drawn), the others random bots."""
    return [Seat(f"Player {i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(players)]


def random_moves(match: Match, rng: random.Random, most: int,
                 until: Callable[[], bool] = lambda: False) -> Iterator[tuple[int, str, list]]:
    """Random legal moves played on ``match``, at most ``most``, until the game ends or ``until()``
    holds (asked before each move): each move's seat, action and events as it is played."""
    for _ in range(most):
        state = match.state
        if state.is_over() or until():
            return
        seat, action = state.to_act, rng.choice(state.legal_actions())
        yield seat, action, match.play(action)
