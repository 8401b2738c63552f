"""The open tile grid of 3KingdomsBattle: placements, the frontier and the feature union-find.

The random-layout tests check every incremental structure against a plain from-scratch
recomputation (``Recount``) after each placement.
"""
from __future__ import annotations

import itertools
import random

import pytest

from client.core.errors import IllegalAction
from client.games.three_kingdoms.board import (LARGE, SMALL, STEPS, Board, parse_placement,
                                               placement_text)
from client.games.three_kingdoms.tiles import BARRICADE, CITY, PLAIN, facing_slot, load_tiles

CAP, WALLED_TOWN, FOUR_WAY, RING_TOWN, STRAIGHT_BARRICADE = 7, 16, 4, 20, 8


@pytest.fixture(scope="module")
def tiles():
    return load_tiles()


def face(board, square):
    type_id, rotation = board.placed[square]
    return board.tiles.type(type_id).faces[rotation]


class Recount:
    """Frontier, cities and plains recomputed from the placed tiles alone, the slow obvious way."""

    def __init__(self, board: Board):
        placed = board.placed
        self.frontier = {}
        for (x, y) in placed:
            for d, (dx, dy) in enumerate(STEPS):
                near = (x + dx, y + dy)
                if near not in placed:
                    pattern = list(self.frontier.get(near, (None,) * 4))
                    pattern[(d + 2) % 4] = face(board, (x, y)).edges[d]
                    self.frontier[near] = tuple(pattern)
        owner = {}  # (square, slot) → feature node: (square, "city", name) or (square, "plain", i)
        links = {}
        for square in placed:
            f = face(board, square)
            for c in f.cities:
                links[(square, "city", c.name)] = set()
                for s in c.slots:
                    owner[(square, s)] = (square, "city", c.name)
            for i, p in enumerate(f.plains):
                links[(square, "plain", i)] = set()
                for s in p.slots:
                    owner[(square, s)] = (square, "plain", i)
        for (square, s), node in owner.items():
            near = (square[0] + STEPS[s // 3][0], square[1] + STEPS[s // 3][1])
            if near in placed:
                links[node].add(owner[(near, facing_slot(s))])
        self.component = {}
        components = []
        for node in links:
            if node in self.component:
                continue
            stack, members = [node], []
            self.component[node] = len(components)
            while stack:
                here = stack.pop()
                members.append(here)
                for there in links[here]:
                    if there not in self.component:
                        self.component[there] = len(components)
                        stack.append(there)
            components.append(members)
        self.cities = {}  # component index → (tiles, open half-edges, garrison spaces)
        touched = {}  # plain component index → city component indices
        for index, members in enumerate(components):
            if members[0][1] == "city":
                tiles_, open_, garrisons = set(), set(), set()
                for square, _kind, name in members:
                    f = face(board, square)
                    part = next(c for c in f.cities if c.name == name)
                    tiles_.add(square)
                    open_ |= {(*square, s) for s in part.slots
                              if (square[0] + STEPS[s // 3][0], square[1] + STEPS[s // 3][1]) not in placed}
                    garrisons |= {(*square, i) for i, g in enumerate(f.garrisons) if g.city == name}
                self.cities[index] = (tiles_, open_, garrisons)
            else:
                touched[index] = {self.component[(square, "city", name)] for square, _k, i in members
                                  for name in face(board, square).plains[i].cities}
        self.connected = {(a, b) for cities in touched.values() for a in cities for b in cities}


def check_against_recount(board: Board, truth: Recount | None = None) -> None:
    truth = truth or Recount(board)
    assert board.frontier == truth.frontier
    squares_by_pattern = {}  # many frontier squares want the same edges: each pattern is tried once
    for square, pattern in truth.frontier.items():
        squares_by_pattern.setdefault(pattern, []).append(square)
    for type_id in range(1, 26):
        signatures = [(r, board.tiles.type(type_id).signature(r)) for r in range(4)]
        brute = sorted((x, y, r) for pattern, squares in squares_by_pattern.items() for r, signature in signatures
                       if all(w is None or w == g for w, g in zip(pattern, signature)) for x, y in squares)
        assert board.legal_placements(type_id) == brute
        assert board.fits_anywhere(type_id) == bool(brute)
    root_of = {}
    for index, members in ((truth.component[n], n) for n in truth.component if n[1] == "city"):
        square, _kind, name = members
        root = board.city_of(*square, name)
        assert root_of.setdefault(index, root) == root  # one component, one root
    assert len(set(root_of.values())) == len(root_of) == len(board.cities())  # distinct components, distinct roots
    for index, (tiles_, open_, garrisons) in truth.cities.items():
        root = root_of[index]
        assert board.tiles_of(root) == tiles_
        assert board.open_half_edges(root) == open_
        assert sorted(board.garrison_spaces(root)) == sorted(garrisons)
        assert board.is_complete(root) == (not open_)
        assert board.size(root) == (LARGE if len(tiles_) >= 4 else SMALL)
    for a, b in itertools.product(truth.cities, repeat=2):
        assert board.plain_connected(root_of[a], root_of[b]) == ((a, b) in truth.connected)
    last = board.last_placed
    completed = sorted({root_of[i] for i, (tiles_, open_, _g) in truth.cities.items()
                        if last in tiles_ and not open_})
    assert list(board.cities_completed_by_last_placement()) == completed


def shuffled_bag(tiles, rng: random.Random) -> list[int]:
    bag = [t.id for t in tiles.types for _ in range(t.count)]
    bag.remove(tiles.start_type.id)  # the start tile is already on the board
    rng.shuffle(bag)
    return bag


def play_out(board: Board, rng: random.Random, after=None) -> tuple[int, int]:
    """Draw the whole bag, placing each tile at a random legal spot (K-6: removing those that fit nowhere)."""
    placed = removed = 0
    for type_id in shuffled_bag(board.tiles, rng):
        if not board.fits_anywhere(type_id):
            assert board.legal_placements(type_id) == []
            removed += 1
            continue
        x, y, r = rng.choice(board.legal_placements(type_id))
        board.place(x, y, type_id, r)
        placed += 1
        if after:
            after(board)
    return placed, removed


# -- placing ---------------------------------------------------------------------------

def test_the_start_tile_lies_at_the_origin_with_its_four_neighbours_in_the_frontier(tiles):
    board = Board(tiles)
    assert board.placed == {(0, 0): (8, 0)}
    assert board.frontier == {(0, -1): (None, None, CITY, None), (1, 0): (None, None, None, BARRICADE),
                              (0, 1): (PLAIN, None, None, None), (-1, 0): (None, BARRICADE, None, None)}
    check_against_recount(board)


def test_a_tile_fits_only_where_its_edges_match_and_in_the_rotations_that_match(tiles):
    board = Board(tiles)
    # a city cap above the start's city: only turned twice, its city facing south
    assert [p for p in board.legal_placements(CAP) if p[:2] == (0, -1)] == [(0, -1, 2)]
    assert not board.fits(0, -1, CAP, 0)
    with pytest.raises(IllegalAction, match="does not fit"):
        board.place(0, -1, CAP, 0)
    with pytest.raises(IllegalAction, match="does not fit"):
        board.place(5, 5, WALLED_TOWN, 0)  # not beside any tile
    with pytest.raises(IllegalAction, match="does not fit"):
        board.place(0, 0, WALLED_TOWN, 0)  # taken
    assert board.placed == {(0, 0): (8, 0)}
    # east of the start is a barricade edge, and a cap has none
    assert [p for p in board.legal_placements(CAP) if p[:2] == (1, 0)] == []
    board.place(0, 1, WALLED_TOWN, 3)  # all plain: every rotation fits below
    assert board.placed[(0, 1)] == (WALLED_TOWN, 3)
    assert (0, 1) not in board.frontier and board.frontier[(0, 2)] == (PLAIN, None, None, None)
    assert board.frontier[(1, 1)] == (None, None, None, PLAIN)
    check_against_recount(board)


def test_a_city_closed_by_two_caps_is_complete_and_small(tiles):
    board = Board(tiles)
    city = board.city_of(0, 0, "A")
    assert not board.is_complete(city) and board.open_half_edges(city) == {(0, 0, 0), (0, 0, 1), (0, 0, 2)}
    board.place(0, -1, CAP, 2)
    city = board.city_of(0, 0, "A")
    assert board.city_of(0, -1, "A") == city == board.city_of(0, -1, 7)  # by part name or by slot Sm
    assert board.is_complete(city) and board.size(city) == SMALL and board.tile_count(city) == 2
    assert board.cities_completed_by_last_placement() == (city,)
    assert sorted(board.garrison_spaces(city)) == [(0, -1, 0), (0, 0, 0)]
    board.place(0, 1, WALLED_TOWN, 0)
    assert board.city_of(0, 1, "A") in board.cities_completed_by_last_placement()
    assert city not in board.cities_completed_by_last_placement()
    check_against_recount(board)


def test_a_city_of_four_tiles_is_large(tiles):
    board = Board(tiles)
    board.place(0, -1, FOUR_WAY, 0)  # city on every edge, two garrison spaces
    board.place(1, -1, CAP, 3)  # city facing west
    city = board.city_of(0, 0, "A")
    assert board.tile_count(city) == 3 and board.size(city) == SMALL
    board.place(-1, -1, CAP, 1)  # city facing east
    city = board.city_of(0, 0, "A")
    assert board.tile_count(city) == 4 and board.size(city) == LARGE and not board.is_complete(city)
    assert board.open_half_edges(city) == {(0, -1, 0), (0, -1, 1), (0, -1, 2)}
    assert board.cities_completed_by_last_placement() == ()
    board.place(0, -2, CAP, 2)
    city = board.city_of(0, -2, "A")
    assert board.is_complete(city) and board.size(city) == LARGE and board.tile_count(city) == 5
    assert board.cities_completed_by_last_placement() == (city,)
    assert len(board.garrison_spaces(city)) == 6
    check_against_recount(board)


def test_a_walled_town_is_complete_as_soon_as_it_is_placed(tiles):
    board = Board(tiles)
    board.place(0, 1, WALLED_TOWN, 0)
    town = board.city_of(0, 1, "A")
    assert board.is_complete(town) and board.size(town) == SMALL and board.open_half_edges(town) == frozenset()
    assert board.cities_completed_by_last_placement() == (town,)
    assert board.garrison_spaces(town) == ((0, 1, 0),)


def test_a_barricade_splits_the_plains_until_a_plain_goes_round_its_end(tiles):
    board = Board(tiles)
    board.place(0, 1, WALLED_TOWN, 0)  # its plain meets the start's plain south of the barricade
    start, town = board.city_of(0, 0, "A"), board.city_of(0, 1, "A")
    assert not board.plain_connected(start, town)
    assert board.plain_connected(start, start) and board.plain_connected(town, town)
    board.place(1, 0, STRAIGHT_BARRICADE, 0)  # the barricade runs on east: still split
    start, town = board.city_of(0, 0, "A"), board.city_of(0, 1, "A")
    assert not board.plain_connected(start, town)
    assert board.plain_connected(start, board.city_of(1, 0, "A"))  # north of the barricade, both cities
    check_against_recount(board)
    board.place(2, 0, RING_TOWN, 0)  # the barricade ends at a town's wall: the plain goes round it
    start, town = board.city_of(0, 0, "A"), board.city_of(0, 1, "A")
    assert board.plain_connected(start, town) and board.plain_connected(town, start)
    assert board.plain_connected(town, board.city_of(2, 0, "A"))
    check_against_recount(board)


def test_a_city_wall_splits_the_plains_either_side_of_it(tiles):
    board = Board(tiles)
    board.place(0, -1, 3, 0)  # the start's city runs on north; a plain east of it, one west
    board.place(1, -1, WALLED_TOWN, 0)
    board.place(-1, -1, WALLED_TOWN, 0)
    city, east, west = board.city_of(0, -1, "A"), board.city_of(1, -1, "A"), board.city_of(-1, -1, "A")
    assert board.plain_connected(city, east) and board.plain_connected(city, west)
    assert not board.plain_connected(east, west)
    assert board.cities_touched_by_plain(1, -1, 0) == {city, east}
    with pytest.raises(KeyError):
        board.cities_touched_by_plain(0, -1, 1)  # a city half-edge
    check_against_recount(board)


# -- the incremental structures against a recount ----------------------------------------

@pytest.mark.parametrize("seed", range(5))
def test_every_structure_matches_a_recount_after_each_random_placement(tiles, seed):
    board = Board(tiles)
    placed, removed = play_out(board, random.Random(seed), after=check_against_recount)
    assert placed + removed == tiles.total - 1 and placed >= 50


def test_72_tile_random_layouts_never_fail(tiles):
    for seed in range(100, 130):
        board = Board(tiles)
        placed, removed = play_out(board, random.Random(seed))
        assert len(board.placed) == placed + 1 and placed + removed == tiles.total - 1
        assert all(board.fits_anywhere(t) == bool(board.legal_placements(t)) for t in range(1, 26))


def test_a_clone_is_independent_of_its_original(tiles):
    rng = random.Random(7)
    board = Board(tiles)
    bag = shuffled_bag(tiles, rng)
    for type_id in bag[:20]:
        if board.fits_anywhere(type_id):
            x, y, r = rng.choice(board.legal_placements(type_id))
            board.place(x, y, type_id, r)
    before = (dict(board.placed), dict(board.frontier),
              {c: (board.tiles_of(c), board.open_half_edges(c), board.garrison_spaces(c)) for c in board.cities()})
    copy = board.clone()
    play_out(copy, random.Random(8), after=None)
    assert len(copy.placed) > len(board.placed)
    after = (dict(board.placed), dict(board.frontier),
             {c: (board.tiles_of(c), board.open_half_edges(c), board.garrison_spaces(c)) for c in board.cities()})
    assert after == before
    check_against_recount(copy)
    play_out(board, random.Random(9))  # and the original goes on by itself
    check_against_recount(board)
    check_against_recount(copy)


# -- text form ---------------------------------------------------------------------------

def test_a_placement_reads_as_place_x_y_rotation():
    assert placement_text(3, -1, 2) == "place:3:-1:2"
    assert parse_placement("place:3:-1:2") == (3, -1, 2)
    assert parse_placement(placement_text(-12, 0, 0)) == (-12, 0, 0)


@pytest.mark.parametrize("text", ["place:03:1:0", "place:1:1:4", "place:1:1:-1", "move:1:1:1", "place:1:1",
                                  "place:1:1:1:1", "place:+1:1:1", "place:x:1:1", ""])
def test_a_misspelt_placement_is_refused(text):
    with pytest.raises(IllegalAction):
        parse_placement(text)
