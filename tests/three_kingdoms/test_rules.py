"""3KingdomsBattle's rules, part 1: setup, turns, expansion, troops, occupation, scores, the end.

Scenarios build small boards by hand: the start tile (type 8, city to the north) at (0, 0),
a cap (type 7) turned 2 at (0, -1) closes a two-tile city with it, and a walled town
(type 16, a city inside an all-plain tile) is a completed one-tile city as soon as it lies.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from client.core.actions import act, split
from client.core.conformance import play_random_game
from client.core.errors import IllegalAction, OptionsError
from client.core.game import TERMINAL, GameSpec
from client.games.three_kingdoms.board import Board
from client.games.three_kingdoms.rules import (COMMAND_CARDS, PLOTS, Options, ThreeKingdomsState,
                                               new_game)

CAP, WALLED_TOWN = 7, 16
START_SPACE, CAP_SPACE = (0, 0, 0), (0, -1, 0)
CITY_AT_START = "city:0:-1:0"  # the start + cap city is named by its smallest space

# not registered: the game has no table yet (client/games/__init__.py stays untouched)
SPEC = GameSpec("three_kingdoms", "3KingdomsBattle", "鬪三國", 3, 5, "client.games.three_kingdoms.rules")


class Dice(random.Random):
    """A generator whose dice are scripted (wars roll with ``randint(1, 6)``)."""

    def __init__(self, *faces: int):
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a, b):
        return self.faces.pop(0)


def game(players=3, seed=1, **options) -> ThreeKingdomsState:
    st = new_game(players, {k: str(v) for k, v in options.items()}, seed)
    st.check_invariants()
    return st


def next_tile(st, tile):
    """Put a copy of ``tile`` from the stack on top of it (keeps all 72 tiles accounted for)."""
    st.stack.remove(tile)
    st.stack.append(tile)


def put(st, seat, space, holding=False):
    st.troops[space] = (seat, holding)
    st.supply[seat] -= 1


def play(st, *actions):
    for a in actions:
        st.apply(a)
        st.check_invariants()


def lay(st, x, y, tile, rotation):
    """Place a tile by hand outside any turn (for setting up a board)."""
    st.stack.remove(tile)
    st.board.place(x, y, tile, rotation)


def kinds(st):
    return [e.kind for e in st.events]


# -- setup --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup(players):
    st = game(players)
    assert len(st.stack) == 71 and list(st.board.placed) == [(0, 0)]
    assert st.supply == [8] * players and st.commands == [COMMAND_CARDS] * players
    assert st.plots == [list(PLOTS)] * players and st.points == [0] * players
    assert st.to_act == st.turn and st.pending == []


def test_setup_is_seeded_and_first_player_random():
    assert game(4, 7).snapshot() == game(4, 7).snapshot()
    assert game(4, 7).stack != game(4, 8).stack
    assert {game(5, seed).turn for seed in range(40)} == set(range(5))


@pytest.mark.parametrize("players, options, message", [
    (2, {}, "3–5 players"), (6, {}, "3–5 players"),
    (3, {"speed": "1"}, "no option 'speed'"), (3, {"win_score": "eight"}, "whole number"),
    (3, {"turn_limit": "0"}, "turn_limit must be"),
])
def test_bad_setup_is_a_clear_error(players, options, message):
    with pytest.raises(OptionsError, match=message):
        new_game(players, options, 1)


def test_options_dataclass_is_frozen_and_validated():
    assert Options.from_mapping({"win_score": "5"}) == Options(win_score=5)
    with pytest.raises(OptionsError):
        Options(win_score=0)


# -- expansion ----------------------------------------------------------------------------------

def test_expand_draws_then_places_then_troops_then_control():
    st = game()
    me = st.turn
    assert st.legal_actions() == ["expand"]  # no cities yet: expanding is the only action
    next_tile(st, CAP)
    play(st, "expand")
    assert st.drawn == CAP and st.to_act == me
    assert "place:0:-1:2" in st.legal_actions() and "place:0:-1:0" not in st.legal_actions()
    play(st, "place:0:-1:2")
    assert st.legal_actions() == ["alert", "hold", "none"] and st.points[me] == 0  # K-2: troops first
    play(st, "hold")
    assert st.troops == {CAP_SPACE: (me, True)} and st.supply[me] == 7
    assert "controlled" in kinds(st) and st.points[me] == 1  # small city: 1 point (K-5)
    assert st.turn == (me + 1) % 3 and st.pending == []


def test_without_troops_in_supply_a_new_tile_offers_only_none():
    st = game()
    next_tile(st, CAP)
    st.supply[st.turn] = 0  # (troop conservation is not checked in this test)
    st.apply("expand")
    st.apply("place:0:-1:2")
    assert st.legal_actions() == ["none"]


def test_a_tile_that_fits_nowhere_is_removed_and_another_drawn():
    class Picky(Board):
        __slots__ = ()

        def fits_anywhere(self, type_id):
            return type_id != WALLED_TOWN and Board.fits_anywhere(self, type_id)

    st = game()
    st.board.__class__ = Picky
    next_tile(st, CAP)
    next_tile(st, WALLED_TOWN)
    play(st, "expand")
    assert st.removed == [WALLED_TOWN] and st.drawn == CAP
    assert [e.kind for e in st.events] == ["action", "removed", "draw"]


def test_completion_with_two_players_troops_is_a_civil_war():
    st = game()
    me = st.turn
    other = (me + 1) % 3
    put(st, other, START_SPACE)
    st.rng = Dice(6, 1)  # me first (the completing player), then the other: one hit for me
    next_tile(st, CAP)
    play(st, "expand", "place:0:-1:2", "alert")
    war = next(e for e in st.events if e.kind == "civil_war")
    assert war.data["winner"] == me and war.data["rounds"][0]["dice"] == [[6], [1]]
    assert st.troops == {CAP_SPACE: (me, False)} and st.supply[other] == 8
    assert st.points[me] == 1 and st.points[other] == 0


def test_civil_war_where_both_fall_leaves_the_city_idle():
    st = game()
    me = st.turn
    other = (me + 1) % 3
    put(st, other, START_SPACE)
    st.rng = Dice(5, 6)
    next_tile(st, CAP)
    play(st, "expand", "place:0:-1:2", "hold")
    assert st.troops == {} and st.points == [0, 0, 0] and st.supply == [8, 8, 8]
    assert st.idle_cities() == [st.space_city(START_SPACE)]


def test_completion_without_troops_is_idle():
    st = game()
    next_tile(st, CAP)
    play(st, "expand", "place:0:-1:2", "none")
    assert "idle" in kinds(st) and st.points == [0, 0, 0]


# -- occupation ---------------------------------------------------------------------------------

@pytest.mark.parametrize("die, success", [(4, True), (3, False)])
def test_occupying_a_small_idle_city_needs_four(die, success):
    st = game()
    lay(st, 0, -1, CAP, 2)
    me = st.turn
    assert "occupy" in st.legal_actions()
    st.rng = Dice(die)
    play(st, "occupy")
    assert st.legal_actions() == [CITY_AT_START]
    play(st, CITY_AT_START)
    assert (st.troops == {CAP_SPACE: (me, False)}) is success  # K-10: one alert troop
    assert st.points[me] == (1 if success else 0)


# -- the troop actions --------------------------------------------------------------------------

def two_cities(st):
    """The start + cap city and a walled town north of the cap, plain-connected (K-4)."""
    lay(st, 0, -1, CAP, 2)
    lay(st, 0, -2, WALLED_TOWN, 0)


def test_reinforce_withdraw_and_the_last_troop_leaving_makes_the_city_idle():
    st = game()
    me = st.turn
    two_cities(st)
    put(st, me, CAP_SPACE)
    st.points = st.computed_points()
    assert {"reinforce", "withdraw"} <= set(st.legal_actions())
    play(st, "reinforce", CITY_AT_START, "hold")
    assert st.troops == {CAP_SPACE: (me, False), START_SPACE: (me, True)} and st.points[me] == 1
    st.turn = me
    play(st, "withdraw", CITY_AT_START)
    assert st.legal_actions() == ["alert", "hold"]
    play(st, "hold")
    st.turn = me
    play(st, "withdraw", CITY_AT_START, "alert")
    assert st.troops == {} and st.supply[me] == 8 and st.points[me] == 0


def test_transfer_moves_an_alert_troop_to_a_connected_controlled_city():
    st = game()
    me = st.turn
    two_cities(st)
    put(st, me, CAP_SPACE)
    put(st, me, (0, -2, 0))
    st.points = st.computed_points()
    assert st.points[me] == 2
    play(st, "transfer")
    assert st.legal_actions() == ["city:0:-2:0"]  # the start city's troop has nowhere to go
    play(st, "city:0:-2:0")
    assert st.legal_actions() == [CITY_AT_START]
    play(st, CITY_AT_START)
    assert st.troops == {CAP_SPACE: (me, False), START_SPACE: (me, False)}
    assert st.points[me] == 1  # the town is idle now (K-3)


def test_no_transfer_to_a_city_that_is_not_plain_connected():
    st = game()
    me = st.turn
    lay(st, 0, -1, CAP, 2)
    lay(st, 0, 1, WALLED_TOWN, 0)  # south of the start tile, beyond its barricade
    put(st, me, CAP_SPACE)
    put(st, me, (0, 1, 0))
    st.points = st.computed_points()
    assert st.points[me] == 2 and "transfer" not in st.legal_actions()


def test_switch_turns_chosen_troops_one_way_only():
    st = game()
    me = st.turn
    two_cities(st)
    put(st, me, CAP_SPACE)
    put(st, me, START_SPACE, holding=True)
    put(st, me, (0, -2, 0))
    st.points = st.computed_points()
    actions = st.legal_actions()
    assert "switch:hold" in actions and "switch:alert" in actions
    play(st, "switch:hold")
    assert "done" not in st.legal_actions()  # at least one troop
    play(st, CITY_AT_START)
    assert st.troops[CAP_SPACE] == (me, True) and st.troops[START_SPACE] == (me, True)
    assert st.legal_actions() == ["city:0:-2:0", "done"]
    play(st, "done")
    assert st.troops[(0, -2, 0)] == (me, False) and st.turn != me


def test_a_player_who_can_do_nothing_passes():
    st = game()
    st.stack.clear()  # (a state the game never keeps between turns: for the rule alone)
    assert st.legal_actions() == ["pass"]


# -- scores and the end -------------------------------------------------------------------------

def test_reaching_the_winning_score_ends_the_game_at_once():
    st = game(win_score=1)
    me = st.turn
    next_tile(st, CAP)
    play(st, "expand", "place:0:-1:2", "alert")
    assert st.is_over() and st.end_reason == "score" and st.winners() == [me]
    assert st.to_act == TERMINAL and st.legal_actions() == []


def test_the_last_tile_ends_the_game_at_the_end_of_that_turn():
    st = game()
    last = st.stack.pop()
    st.removed += st.stack
    st.stack = [last]
    st.check_invariants()
    play(st, "expand")
    play(st, st.legal_actions()[0])
    while not st.is_over():
        assert st.pending, "the game ends only at the end of the turn"
        play(st, "none")
    assert st.end_reason == "tiles"


def test_the_turn_limit_ends_the_game():
    st = game(turn_limit=3)
    rng = random.Random(3)
    turns = 0
    while not st.is_over():
        before = st.turns
        play(st, rng.choice(st.legal_actions()))
        turns += st.turns - before
    assert st.end_reason == "limit" and st.turns == 3


def test_ties_break_on_troops_then_commands_then_plots_then_alert():
    st = game()
    two_cities(st)
    put(st, 0, CAP_SPACE, holding=True)
    put(st, 1, (0, -2, 0), holding=True)
    st.points = st.computed_points()
    st._finish("tiles")
    assert st.points[:2] == [1, 1] and st.winners() == [0, 1]  # still tied: a shared win
    st.troops[(0, -2, 0)] = (1, False)
    assert st.winners() == [1]  # the last tie-break: alert troops
    st.plots[1].pop()
    assert st.winners() == [0]  # unused plots before that
    st.commands[0] = 4
    assert st.winners() == [1]  # unused command cards before that
    st.troops[START_SPACE] = (0, True)
    assert st.winners() == [0]  # troops in completed cities first


# -- text, copies, hidden information -----------------------------------------------------------

def test_actions_are_text_that_round_trips():
    st = game(5, 4)
    rng = random.Random(4)
    for _ in range(300):
        if st.is_over():
            break
        for a in st.legal_actions():
            verb, args = split(a)
            assert act(verb, *args) == a and st.describe(a)
        with pytest.raises(IllegalAction):
            st.apply("city:99:99:0")
        st.apply(rng.choice(st.legal_actions()))


def test_observation_hides_only_the_stack_order():
    st = game(4, 2)
    obs = st.observation(1)
    assert obs.rng is None and obs.viewer == 1
    assert obs.stack == sorted(st.stack) != st.stack
    assert Counter(obs.stack) == Counter(st.stack)
    world = obs.determinize(random.Random(5))
    assert Counter(world.stack) == Counter(st.stack) and world.stack != obs.stack
    snap = obs.snapshot()
    for key in snap:
        if key not in ("stack", "viewer"):
            assert snap[key] == st.snapshot()[key], key


def test_clone_is_independent():
    st = game()
    copy = st.clone()
    copy.apply("expand")
    copy.apply(copy.legal_actions()[0])
    assert st.pending == [] and len(st.board.placed) == 1
    assert json.dumps(st.snapshot()) == json.dumps(game().snapshot())


# -- whole games --------------------------------------------------------------------------------

@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (5, 3)])
def test_random_games_conform(players, seed):
    report = play_random_game(SPEC, players, seed, observe_every=25)
    assert report.over and report.steps > 70


def test_random_games_end_by_tiles_or_score_never_the_limit():
    reasons = Counter()
    for seed in range(12):
        st = game(3 + seed % 3, seed)
        rng = random.Random(seed)
        while not st.is_over():
            st.apply(rng.choice(st.legal_actions()))
        st.check_invariants()
        reasons[st.end_reason] += 1
    assert reasons["limit"] == 0 and sum(reasons.values()) == 12


@pytest.mark.parametrize("breakage, message", [
    (lambda st: st.stack.pop(), "tiles"),
    (lambda st: st.supply.__setitem__(0, 7), "troops"),
    (lambda st: st.points.__setitem__(0, 1), "scores"),
])
def test_the_invariants_catch_a_lost_tile_a_lost_troop_and_a_wrong_score(breakage, message):
    st = game()
    breakage(st)
    with pytest.raises(AssertionError, match=message):
        st.check_invariants()


FOUR_WAY = 4  # a city on all four edges, two garrison spaces


def test_each_free_space_of_a_new_tile_is_one_decision():
    st = game()
    me = st.turn
    next_tile(st, FOUR_WAY)
    play(st, "expand", "place:0:-1:0")
    assert [f[0] for f in st.pending] == ["resolve", "garrison", "garrison"]
    play(st, "alert", "hold")
    assert st.troops == {(0, -1, 0): (me, False), (0, -1, 1): (me, True)} and st.turn != me


@pytest.mark.parametrize("die, points", [(4, 0), (5, 2)])
def test_occupying_a_large_idle_city_needs_five_and_scores_two(die, points):
    st = game()
    lay(st, 0, -1, FOUR_WAY, 0)
    for x, y, r in ((0, -2, 2), (1, -1, 3), (-1, -1, 1)):
        lay(st, x, y, CAP, r)
    city = st.space_city(START_SPACE)
    assert st.board.is_complete(city) and st.board.size(city) == "large"
    me = st.turn
    st.rng = Dice(die)
    play(st, "occupy")
    assert st.legal_actions() == ["city:-1:-1:0"]  # named by its smallest space
    play(st, "city:-1:-1:0")
    assert st.points[me] == points


def test_three_players_civil_war_goes_by_highest_die_then_by_hits():
    st = game()
    me = st.turn
    one, two = (me + 1) % 3, (me + 2) % 3
    lay(st, 0, -1, FOUR_WAY, 0)
    lay(st, 0, -2, CAP, 2)
    lay(st, 1, -1, CAP, 3)
    put(st, one, START_SPACE)
    put(st, two, (0, -1, 0))
    put(st, two, (0, -1, 1), holding=True)
    # from the completing player clockwise: round 1 by highest die (one is out), then hits
    st.rng = Dice(6, 3, 6, 2, 5, 1, 2, 1, 6)
    next_tile(st, CAP)
    play(st, "expand", "place:-1:-1:1", "alert")
    war = next(e for e in st.events if e.kind == "civil_war")
    assert [r["kind"] for r in war.data["rounds"]] == ["highest", "hits", "hits"]
    assert war.data["seats"] == [me, one, two] and war.data["winner"] == two
    assert st.troops == {(0, -1, 1): (two, True)}  # the alert troop fell first, the holding one stays
    assert st.points[two] == 2 and st.supply == [8 if s != two else 7 for s in range(3)]
