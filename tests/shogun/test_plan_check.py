"""Warnings while planning: every action card's needs, checked before the action comes (plan_check)."""
import pytest

from client.games.shogun import content as C
from client.games.shogun import plan_check
from client.games.shogun.layout import CHEST, NSLOTS

from .helpers import prov, scenario


def plan(st, seat=0, **cards):
    """Put cards on ``seat``'s plan: slot=province name or an int chest value."""
    for slot, card in cards.items():
        code = CHEST + card if isinstance(card, int) else prov(st, card)
        st.plan[seat * NSLOTS + C.SLOT_INDEX[slot]] = code
    return st


def codes(st, seat=0):
    return sorted((C.SLOTS[w.slot], w.code) for w in plan_check.plan_warnings(st, seat))


def test_a_good_plan_has_no_warnings():
    st = scenario(4, {"Omi": (0, 3), "Mino": (0, 2)}, chests=[10, 10, 10, 10])
    plan(st, castle="Omi", warA="Mino", tax="Omi", recruit5="Mino", bid=2)
    assert codes(st) == []


@pytest.mark.parametrize("slot,cost", [("castle", 3), ("temple", 2), ("theatre", 1),
                                       ("recruit5", 3), ("recruit3", 2), ("recruit1", 1)])
def test_too_few_chests_for_a_building_or_recruits(slot, cost):
    st = scenario(4, {"Omi": (0, 3)}, chests=[cost - 1, 10, 10, 10])
    plan(st, **{slot: "Omi"})
    warns = plan_check.plan_warnings(st, 0)
    assert [(w.code, w.args) for w in warns] == [("chests", {"cost": cost, "have": cost - 1})]
    st.chests[0] = cost
    assert codes(st) == []


def test_the_bid_is_paid_first():
    st = scenario(4, {"Omi": (0, 3)}, chests=[3, 10, 10, 10])
    plan(st, theatre="Omi", bid=3)  # 3 chests bid, none left for the theatre
    assert codes(st) == [("theatre", "chests")]
    assert plan_check.total_cost(st, 0) == (1, 0)


def test_a_bid_above_the_chests_held_counts_as_zero():
    st = scenario(4, {"Omi": (0, 3)}, chests=[2, 10, 10, 10])
    plan(st, bid=4, theatre="Omi")
    assert codes(st) == [("bid", "bid_unpaid")]  # the unpaid bid costs nothing: the theatre is fine


def test_not_the_same_building_twice_nor_more_than_the_squares():
    # Omi: 3 squares, a castle already; Mino: 1 square, two buildings planned on it
    st = scenario(4, {"Omi": {"owner": 0, "armies": 2, "castle": True}, "Mino": (0, 2)})
    plan(st, castle="Omi", temple="Mino", theatre="Mino")
    assert codes(st) == [("castle", "already_built"), ("temple", "squares"), ("theatre", "squares")]
    squares = [w.args for w in plan_check.plan_warnings(st, 0) if w.code == "squares"]
    assert squares == [{"n": 2, "m": 1}] * 2


def test_no_free_square():
    st = scenario(4, {"Kii": {"owner": 0, "armies": 2, "castle": True, "temple": True}})  # 2 squares
    plan(st, theatre="Kii")
    assert codes(st) == [("theatre", "no_free_square")]


def test_no_building_pieces_left():
    st = scenario(4, {"Omi": (0, 2)})
    others = [p for p in st.info.playable_idx if st.owner[p] < 0][:C.THEATRES]
    for p in others:  # all 26 theatres on the board (S-9)
        st.bld[p] |= C.THEATRE
    plan(st, theatre="Omi")
    assert codes(st) == [("theatre", "no_markers_left")]


def test_recruits_need_armies_in_supply():
    st = scenario(4, {"Omi": (0, 2)})
    st.supply[0] = 0
    plan(st, recruit3="Omi")
    assert codes(st) == [("recruit3", "supply")]


@pytest.mark.parametrize("slot", ["warA", "warB"])
def test_a_war_needs_two_armies(slot):
    st = scenario(4, {"Omi": (0, 1), "Mino": (0, 2)})
    plan(st, **{slot: "Omi"})
    assert codes(st) == [(slot, "war_armies")]
    st.plan[C.SLOT_INDEX[slot]] = prov(st, "Mino")
    assert codes(st) == []


@pytest.mark.parametrize("slot", ["rice", "tax"])
def test_collecting_where_revolt_markers_lie(slot):
    st = scenario(4, {"Omi": {"owner": 0, "armies": 2, "markers": 2}})
    plan(st, **{slot: "Omi"})
    warns = plan_check.plan_warnings(st, 0)
    assert [(w.code, w.args) for w in warns] == [("revolt", {"n": 2})]


def test_chest_cards_on_actions_and_the_whole_plans_cost():
    st = scenario(4, {"Omi": (0, 3), "Mino": (0, 2)}, chests=[4, 10, 10, 10])
    plan(st, castle="Omi", recruit3="Mino", warA=0, tax=4)  # chest cards on actions: no warning
    assert codes(st) == []
    assert plan_check.total_cost(st, 0) == (5, 4)  # together they cost more than held


def test_a_card_about_to_be_placed_is_checked_too():
    st = scenario(4, {"Omi": (0, 1)}, chests=[0, 10, 10, 10])
    row = plan_check.with_card(st, 0, C.SLOT_INDEX["warA"], prov(st, "Omi"))
    assert [w.code for w in plan_check.plan_warnings(st, 0, row)] == ["war_armies"]
    assert st.plan[C.SLOT_INDEX["warA"]] == -1  # the plan itself is untouched


def test_every_message_is_in_both_catalogues():
    from client.i18n import _, set_language

    set_language("zh_Hant")
    try:
        for table in (plan_check.SHORT, plan_check.LONG):
            assert set(table) == set(plan_check.SHORT)
            for text in table.values():
                assert _(text) != text
    finally:
        set_language("en")
