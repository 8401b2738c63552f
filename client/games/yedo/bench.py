"""Yedo's own figures in ``python -m client bench`` (what each is: client/bench/games.py), issue
#22: random 4-player games fast enough for the bots' rollouts, and its busiest table: 5 players
late in the game, the patrol marching and every disciple on the board walking in from its panel,
over and over."""
from __future__ import annotations

import random

from client.bench.games import ActionRate, GameBench, Table, TableSetup, random_moves, table_seats
from client.core.match import Match

from . import SPEC

ACTIONS_PER_S = 30_000  # random 4-player games, actions applied per second
WALK_FRAME_MS = 8.0  # the busiest table, walking


def walking() -> TableSetup:
    """Round 10 or later, 8 disciples or more out, on the human seat's turn, after a patrol."""
    match = Match(SPEC, {"mode": "geisha"}, 3, table_seats(5))
    march = None  # the latest patrol events, replayed while timing
    for _seat, _action, events in random_moves(
            match, random.Random(3), 3000,
            lambda: (match.state.round >= 10 and len(match.state.placed) >= 8 and match.state.to_act == 0
                     and bool(march))):
        if any(e.kind == "patrol" for e in events):
            march = [e for e in events if e.kind == "patrol"]

    def walk(view) -> None:
        view.animate(march or [], {}, dict(match.state.placed))

    return TableSetup(match, viewer=0, again=walk)


BENCH = GameBench(
    rate=ActionRate(4, ACTIONS_PER_S),
    tables=(Table(f"{SPEC.title_en} table (5 players, round 10+), patrol and disciples walking", walking,
                  WALK_FRAME_MS, cpu=True),),
)
