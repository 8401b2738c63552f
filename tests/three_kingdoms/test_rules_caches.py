"""3KingdomsBattle remembers a lot for speed: legal actions per position, the troops of completed
cities, controllers, scores and idle cities per troops version, each city's root per space until
the next placement, the completed cities' spaces per completion, placement words per square.

These tests replay seeded random games (and clones of them that go their own way) and check at
every step that what was remembered equals a from-scratch recomputation: a state rebuilt without
any remembered fact (a fresh board replaying the placements, troops as a plain dict, which is never
remembered), and an independent count of cities (``Recount``) for the board and the scores.
"""
from __future__ import annotations

import random

import pytest

from client.games.three_kingdoms.board import Board, placement_text
from client.games.three_kingdoms.rules import ThreeKingdomsState, new_game
from client.games.three_kingdoms.vocabulary import F_RESOLVE, POINTS
from tests.three_kingdoms.test_board import Recount, check_against_recount

REMEMBERED = ("_legal", "_city_troops", "_held_cache", "_controllers", "_idle")


def rebuilt_board(board: Board) -> Board:
    """The same tiles placed again, in the same order, on a new board (so the same roots)."""
    placed = iter(board.placed.items())  # a dict keeps the order the tiles were placed in
    _start, (_t, start_rotation) = next(placed)
    fresh = Board(board.tiles, start_rotation)
    for (x, y), (type_id, rotation) in placed:
        fresh.place(x, y, type_id, rotation)
    return fresh


def from_scratch(st: ThreeKingdomsState) -> ThreeKingdomsState:
    fresh = st._copy(None)
    for name in REMEMBERED:
        fresh.__dict__.pop(name, None)
    fresh.board = rebuilt_board(st.board)
    fresh.troops = dict(st.troops)  # a plain dict carries no version: nothing is remembered
    return fresh


def recount_points(st: ThreeKingdomsState, truth: Recount) -> list[int]:
    """K-3 and K-5 from the recounted cities: a completed city held by one player alone scores."""
    waiting = {key for f in st.pending if f[0] == F_RESOLVE for key in f[2]}
    points = [0] * st.num_players
    for tiles, open_, garrisons in truth.cities.values():
        if open_ or not garrisons or min(garrisons) in waiting:
            continue
        owners = {st.troops[s][0] for s in garrisons if s in st.troops}
        if len(owners) == 1:
            points[owners.pop()] += POINTS["large" if len(tiles) >= 4 else "small"]
    return points


def check_board(board: Board, truth: Recount) -> None:
    check_against_recount(board, truth)
    completed = {}
    for tiles, open_, garrisons in truth.cities.values():
        for space in garrisons:
            x, y, index = space
            type_id, rotation = board.placed[(x, y)]
            part = board.tiles.type(type_id).faces[rotation].garrisons[index].city
            root = board.city_of_space(space)  # remembered until the next placement
            assert root == board.city_of(x, y, part)
            assert set(board.garrison_spaces(root)) == garrisons
            if not open_:
                completed[space] = root
    assert board.completed_spaces() == completed
    complete_roots = {r for r in board.cities() if board.is_complete(r)}
    assert set(board.completed_cities()) == set(board.completed_roots()) == complete_roots
    assert len(board.completed_cities()) == len(complete_roots)  # each once
    for type_id in range(1, 26):
        assert board.legal_placement_texts(type_id) == [placement_text(*p) for p in board.legal_placements(type_id)]


def check_position(st: ThreeKingdomsState, truths: dict) -> None:
    fresh = from_scratch(st)
    assert st.legal_actions() == fresh.legal_actions()
    assert st.city_troops() == fresh.city_troops()
    assert st._held() == fresh._held() == {c: t for c, t in fresh.city_troops().items() if fresh.board.is_complete(c)}
    assert list(st.controllers().items()) == list(fresh.controllers().items())  # the same order too
    assert st.idle_cities() == fresh.idle_cities()
    for seat in range(st.num_players):
        assert st.controlled(seat) == fresh.controlled(seat)
    placed = len(st.board.placed)
    if placed not in truths:  # the board changed: recount it (the slow part)
        truths.clear()
        truths[placed] = Recount(st.board)
        check_board(st.board, truths[placed])
    assert st.computed_points() == fresh.computed_points() == recount_points(st, truths[placed])
    if not st.over:
        assert st.points == st.computed_points()


@pytest.mark.parametrize("players, seed", [(3, 11), (4, 12), (5, 14)])
def test_remembered_facts_agree_with_a_recount_at_every_step(players, seed):
    st = new_game(players, {}, seed)
    rng = random.Random(seed)
    truths: dict = {}
    steps = 0
    while not st.is_over():
        check_position(st, truths)
        if steps % 60 == 7:  # a clone goes its own way for a while; the original must not notice
            other, other_rng, other_truths = st.clone(), random.Random(steps), {}
            for _ in range(20):
                if other.is_over():
                    break
                other.apply(other_rng.choice(other.legal_actions()))
                check_position(other, other_truths)
            check_position(st, truths)
        st.apply(rng.choice(st.legal_actions()))
        steps += 1
    check_position(st, truths)
    assert steps > 200  # a whole game was checked


def test_remembered_facts_follow_changes_made_by_hand():
    """Tests and tools change a state directly; nothing remembered may hide that. Each change
    below is made where it changes the legal actions that were just remembered."""
    changes = {
        "supply": (lambda st: st.pending and st.pending[-1][0] == "garrison" and "alert" in st.legal_actions(),
                   lambda st: st.supply.__setitem__(st.to_act, 0)),
        "commands": (lambda st: not st.pending and "command" in st.legal_actions(),
                     lambda st: st.commands.__setitem__(st.to_act, 0)),
        "plots": (lambda st: st.pending and any(a.startswith("plot:") for a in st.legal_actions()),
                  lambda st: st.plots[st.to_act].clear()),
        "troops": (lambda st: not st.pending and "withdraw" in st.legal_actions(),
                   lambda st: [st.troops.__delitem__(s) for s in [s for s, (o, _h) in st.troops.items()
                                                                    if o == st.turn]]),
        "turn": (lambda st: not st.pending and "withdraw" in st.legal_actions(),
                 lambda st: setattr(st, "turn", (st.turn + 1) % st.num_players)),
    }
    done = set()
    for seed in range(1, 30):
        st, rng = new_game(4, {}, seed), random.Random(seed)
        while not st.is_over() and len(done) < len(changes):
            for name, (ready, change) in changes.items():
                if name not in done and ready(st):
                    before = st.legal_actions()
                    probe = st.clone()
                    change(probe)
                    probe.touch()
                    fresh = from_scratch(probe)
                    assert probe.legal_actions() == fresh.legal_actions() != before, name
                    done.add(name)
            st.apply(rng.choice(st.legal_actions()))
    assert done == set(changes)
