"""Hard's mission routes (plan.py): dead missions, cheapest first, items before placements, extra disciples."""
from __future__ import annotations

import random

import pytest

from client.games.yedo import board as B
from client.games.yedo.ai import HARD, ranked
from client.games.yedo.balance import worth
from client.games.yedo.plan import CROWDED, START_SHARE, missions_worth, planned_worth, rounds_left, route
from client.games.yedo.vocabulary import F_ACTION

from .scene import blank, give, put, stage

RECRUIT = "do:gate1:recruit"


def test_hard_prices_with_the_plan_and_normal_without():
    from client.games.yedo.ai import AI
    assert HARD.value is planned_worth and AI.value is worth


def test_a_mission_the_rounds_left_cannot_complete_is_worth_nothing():
    st = give(blank(2), 0, missions=("b02",), weapons=("nawa", "katana"))
    st.round = B.ROUNDS  # last round's actions: nothing more can be placed
    assert rounds_left(st) == 0
    assert missions_worth(st, 0) == 0.0
    assert worth(st, 0) > planned_worth(st, 0) - B.RECRUIT_PRICE  # the old price still counts its items


def test_a_live_mission_is_worth_a_share_before_any_progress_and_more_with_its_item():
    st = give(blank(2), 0, missions=("g04",))  # the Gate and a rope
    st.round = 3
    bare = missions_worth(st, 0)
    assert bare > 0.0
    give(st, 0, weapons=("nawa",))
    assert missions_worth(st, 0) > bare


def test_a_disciple_in_the_district_counts_only_when_no_item_is_missing():
    st = give(blank(2), 0, missions=("g04",))
    st.round = 3
    before = missions_worth(st, 0)
    put(st, 0, "gate1")
    assert missions_worth(st, 0) == before  # the rope is still missing: standing there does not help
    give(st, 0, weapons=("nawa",))
    owned, placed = st.owned_disciples(0), ["gate"]
    assert route(st, 0, st.data.missions["g04"], owned, placed)[2] == 0  # met now
    assert missions_worth(st, 0) == 3 * 3 + 1  # its whole reward: 3 points and a coin


def test_the_turns_left_go_to_the_cheapest_missions_first():
    st = give(blank(2), 0, missions=("g01", "b03"))
    st.round = B.ROUNDS - 2  # three rounds' placements left, two disciples: not enough for both
    st.phase = "placement"
    green = missions_worth(give(blank(2), 0, missions=("g01",)), 0)
    assert 0 < missions_worth(st, 0) - green  # the black one is still alive...
    b03 = missions_worth(st, 0) - green
    coins = route(st, 0, st.data.missions["b03"], 2, [])[1]  # 2 weapons, a dojo, a third disciple
    assert coins >= 6 + 6 + 11 + B.RECRUIT_PRICE
    profit = 11 * 3 + 3 - coins  # 11 points and a bonus card
    assert b03 == pytest.approx(CROWDED * START_SHARE * profit)  # ...but crowded out by the green one


def at_gate(disciples: int, round_: int):
    """Seat 0 owns ``disciples`` disciples, one on the Gate with 14 coins, in round ``round_``'s actions."""
    st = blank(2)
    st.reserve[0] = B.DISCIPLES - disciples
    st.home[0] = disciples
    give(st, 0, coins=14)
    put(st, 0, "gate1")
    st.round = round_
    return stage(st, (F_ACTION, None))


def test_hard_recruits_a_fourth_disciple_early_and_not_late():
    early = at_gate(3, 2)
    assert ranked(early, random.Random(0), value=planned_worth)[0] == RECRUIT
    assert ranked(early, random.Random(0))[0] != RECRUIT  # the pricer alone never did
    late = at_gate(3, B.ROUNDS)
    assert ranked(late, random.Random(0), value=planned_worth)[0] != RECRUIT


def test_the_disciple_lot_is_worth_more_to_hard_while_rounds_are_left():
    from client.games.yedo.balance import lot_worth
    from client.games.yedo.plan import disciple_lot
    st = blank(4)
    st.round = 2
    lot = B.LOTS.index("disciple")
    assert lot_worth(st, 0, lot, disciple_lot) > lot_worth(st, 0, lot) + 5
    st.round = B.ROUNDS
    assert lot_worth(st, 0, lot, disciple_lot) <= lot_worth(st, 0, lot)
