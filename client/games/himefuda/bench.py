"""Himefuda Battle's own figures in ``python -m client bench`` (what each is:
client/bench/games.py): random games fast enough for the bots' rollouts (issue #21), and its
table mid-battle with a melee's dice rolling over and over."""
from __future__ import annotations

import random

from client.bench.games import ActionRate, GameBench, Table, TableSetup, random_moves, table_seats
from client.core.game import Event
from client.core.match import Match

from . import SPEC

ACTIONS_PER_S = 30_000  # random games, actions applied per second
DICE_FRAME_MS = 8.0  # mid-battle with the dice rolling
MELEE = Event("melee", {"seat": 1, "attacker": [3, 3], "defender": [3, 2], "dice": [5, 2], "values": [5, 3],
                        "strength": [5, 2], "casualties": [3, 0]})


def dice_rolling() -> TableSetup:
    """Seed 3, 118 moves in (units on both sides), seen by the seat to act; a melee rolled over and over."""
    match = Match(SPEC, {}, 3, table_seats(2))
    for _ in random_moves(match, random.Random(3), 118):
        pass
    return TableSetup(match, viewer=match.state.to_act, again=lambda view: view.on_events([MELEE], 1, "melee"))


BENCH = GameBench(
    rate=ActionRate(2, ACTIONS_PER_S),
    tables=(Table(f"{SPEC.title_en} table (mid-battle), dice rolling", dice_rolling, DICE_FRAME_MS, cpu=True),),
)
