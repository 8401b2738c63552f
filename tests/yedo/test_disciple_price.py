"""Yedo's pricer values a third disciple by the missions it opens (issue #22), and only then."""
from __future__ import annotations

import random

from client.games.yedo import board as B
from client.games.yedo.ai import ranked
from client.games.yedo.balance import PIECE_WORTH, lot_worth, worth
from client.games.yedo.vocabulary import F_ACTION

from .scene import blank, give, put, stage

DISCIPLE_LOT = B.GROUPED_LOTS.index(("disciple", "mission"))
OLD_LOT = 8  # the disciple-or-mission lot before: the mission's 8 (the disciple's 6 below it)
RECRUIT = "do:gate1:recruit"


def at_gate(mission: str):
    """Two players; seat 0 holds ``mission``, its two disciples on the Gate and the Market, its turn to act."""
    st = give(blank(2), 0, missions=(mission,), coins=10)
    put(st, 0, "gate1", "market1")
    return stage(st, (F_ACTION, None))


def after(st, action: str) -> float:
    out = st.clone()
    out.apply(action)
    return worth(out, 0)


def recruit_gain(st) -> float:
    """Recruiting against calling the same disciple home: both take it off the Gate."""
    return after(st, RECRUIT) - after(st, "recall:gate1")


def test_two_disciples_and_a_black_mission_price_the_disciple_lot_above_the_mission():
    st = give(blank(2), 0, missions=("b02",))
    assert st.owned_disciples(0) == 2
    assert lot_worth(st, 0, DISCIPLE_LOT) > OLD_LOT


def test_without_a_mission_needing_three_districts_the_disciple_lot_is_priced_as_before():
    st = give(blank(2), 0, missions=("g01", "y01"))
    assert lot_worth(st, 0, DISCIPLE_LOT) == OLD_LOT


def test_recruiting_raises_the_worth_of_a_seat_holding_a_black_mission():
    st = at_gate("b02")
    assert RECRUIT in st.legal_actions()
    assert recruit_gain(st) > 0  # before: a disciple's 4 for 7 coins, always a loss
    gate = [a for a in ranked(st, random.Random(0)) if a.split(":")[1] == "gate1"]
    assert gate[0] == RECRUIT  # the pricer's pick for the disciple on the Gate


def test_without_such_a_mission_recruiting_is_priced_as_before():
    st = at_gate("y01")
    assert recruit_gain(st) == PIECE_WORTH["disciple"] - B.RECRUIT_PRICE


def test_a_third_disciple_opens_nothing_in_the_last_round():
    st = at_gate("b02")
    st.round = B.ROUNDS
    assert recruit_gain(st) == PIECE_WORTH["disciple"] - B.RECRUIT_PRICE
