"""Samurai Sword's own figures in ``python -m client bench`` (what each is: client/bench/games.py):
its table at 7 players, at rest and with a knock-out played over and over."""
from __future__ import annotations

import random

from client.bench.games import GameBench, Table, TableSetup, random_moves, table_seats
from client.core.game import events_for
from client.core.match import Match

from . import SPEC


def into_the_game() -> tuple[Match, tuple | None]:
    """7 players, 60 moves or more in, on the human seat's turn to play; and the latest hit's
    events as seat 0 saw them, with its seat and action (None if there was none)."""
    match = Match(SPEC, {}, 5, table_seats(7))
    fight = None
    for seat, action, events in random_moves(
            match, random.Random(5), 400,
            lambda: len(match.actions) >= 60 and match.state.to_act == 0 and match.state.phase == "play"):
        if any(e.kind == "damage" for e in events):
            fight = (events_for(events, 0), seat, action)
    return match, fight


def at_rest() -> TableSetup:
    return TableSetup(into_the_game()[0])


def fighting() -> TableSetup:
    match, fight = into_the_game()
    return TableSetup(match, again=None if fight is None else lambda view: view.on_events(*fight))


# cpu: the CPU time beside the clock's (the cards are drawn from pictures rendered once per size)
BENCH = GameBench(tables=(Table(f"{SPEC.title_en} table (7 players)", at_rest, cpu=True),
                          Table(f"{SPEC.title_en} table (7 players), animating", fighting, cpu=True)))
