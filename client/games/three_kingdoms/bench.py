"""3KingdomsBattle's own figures in ``python -m client bench`` (what each is:
client/bench/games.py), issue #20: random 4-player play fast enough for the bots' rollouts, the
legal placements of a drawn tile (the frontier lookup), and its busiest table with its dice
rolling."""
from __future__ import annotations

import random

from client.bench.games import ActionRate, GameBench, Table, TableSetup, TimedCall, random_moves, table_seats
from client.core.game import events_for
from client.core.match import Match

from . import SPEC
from .vocabulary import F_PLACE

ACTIONS_PER_S = 30_000  # random 4-player play
PLACEMENTS_S = 1e-4  # the legal placements of a drawn tile, mean
DICE_FRAME_MS = 8.0  # the busiest table with its dice rolling


def placements(state):
    """Where a drawn tile is to be placed: the call that lists its legal placements."""
    if state.pending and state.pending[-1][0] == F_PLACE:
        return lambda: state.board.legal_placement_texts(state.drawn)
    return None


def dice_rolling() -> TableSetup:
    """5 players, 60 tiles down, on the human seat's turn; the latest roll of the dice (a civil war,
    a war's round, an occupation) played over and over."""
    match = Match(SPEC, {}, 2, table_seats(5))
    rolled = None
    for seat, action, events in random_moves(
            match, random.Random(2), 3000,
            lambda: len(match.state.board.placed) >= 60 and match.state.to_act == 0 and not match.state.pending):
        if any(e.kind in ("civil_war", "war_round", "occupy") for e in events):
            rolled = (events_for(events, 0), seat, action)
    return TableSetup(match, again=None if rolled is None else lambda view: view.on_events(*rolled))


BENCH = GameBench(
    rate=ActionRate(4, ACTIONS_PER_S),
    calls=(TimedCall("legal placements of a drawn tile", 4, PLACEMENTS_S, placements),),
    tables=(Table(f"{SPEC.title_en} table (5 players, 60 tiles), dice rolling", dice_rolling, DICE_FRAME_MS),),
)
