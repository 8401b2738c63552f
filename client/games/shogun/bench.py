"""Shogun's own figures in ``python -m client bench`` (what each is: client/bench/games.py): its
table a year in, then with the cube tower dropping cubes all along; its 5-player random game of
1,700+ actions in review; and its 5-player selfplay as the program's peak memory."""
from __future__ import annotations

import random

from client.bench.games import GameBench, LongGame, Table, TableSetup, random_moves, table_seats
from client.core.match import Match

from . import SPEC

TOWER_FRAME_MS = 8.0  # issue #4: the Shogun table with the cube tower animating
REVIEW_ACTIONS = 1700  # issue #30: any step of a game this long shown within the review's budget


def year_in() -> Match:
    """Shogun at its most players a year in (250 moves or more), on the human seat's turn."""
    players = SPEC.max_players
    match = Match(SPEC, SPEC.validate(players, {}), 3, table_seats(players))
    for _ in random_moves(match, random.Random(3), 800,
                          lambda: len(match.actions) >= 250 and match.state.to_act == 0):
        pass
    return match


def table() -> TableSetup:
    return TableSetup(year_in())


def tower_dropping() -> TableSetup:
    """The same table, the tower dropping made-up cubes whenever it stands still."""
    from .tower_anim import demo_drop

    match = year_in()

    def drop(view) -> None:
        view.tower.push("battle", demo_drop(match.state.tower.inside_all()), True)

    return TableSetup(match, again=drop)


BENCH = GameBench(
    tables=(Table(f"{SPEC.title_en} table", table),
            Table(f"{SPEC.title_en} table, tower animating", tower_dropping, TOWER_FRAME_MS, cpu=True)),
    long_review=LongGame(5, REVIEW_ACTIONS),
    memory=True,
)
