"""Yedo's events (market, closed districts, blessings against losses), placement and the patrol (Y-5)."""
from __future__ import annotations

import pytest

from client.games.yedo import board as B
from client.games.yedo.vocabulary import F_EVENT, F_PATROL, F_PLACEMENT

from .scene import blank, done, give, kinds, on_top, play, put, stage


# -- events ---------------------------------------------------------------------------------------

def test_the_market_takes_three_from_the_left_and_discards_past_five():
    st = blank()
    st.market = [None, "doku", None, "yumi", "nawa"]
    st.weapon_deck.remove("doku"), st.weapon_deck.remove("yumi"), st.weapon_deck.remove("nawa")
    on_top(st, "weapon", "katana", "shuko", "fukiya")
    on_top(st, "event", "e04")
    stage(st, (F_EVENT, None))
    assert st.market == ["katana", "shuko", "fukiya", "doku", "yumi"]
    assert st.weapon_discard == ["nawa"]


def test_an_empty_weapon_deck_is_refilled_from_the_discard():
    st = blank()
    st.weapon_discard, st.weapon_deck = st.weapon_deck[:-2], st.weapon_deck[-2:]
    on_top(st, "event", "e04")
    stage(st, (F_EVENT, None))
    assert len([w for w in st.market if w]) == 5 and "weapons_reshuffled" in kinds(st)


def test_a_closing_event_shuts_a_district_for_placement():
    st = blank(players=2)
    on_top(st, "event", "e01")
    stage(st, (F_EVENT, None), (F_PLACEMENT, None))
    assert st.closed == ("port",) and st.event == "e01"
    assert not any(a.startswith("place:port") for a in st.legal_actions())
    assert "place:gate1" in st.legal_actions()


def test_an_event_gives_to_everyone():
    st = blank(players=3)
    on_top(st, "event", "e02")
    stage(st, (F_EVENT, None))
    assert st.coins == [12, 12, 12] and done(st)


@pytest.mark.parametrize("answer", ["bless", "endure"])
def test_a_blessing_prevents_a_samurai_loss(answer):
    st = blank(players=2, mode="samurai")
    give(st, 0, blessing=1)
    on_top(st, "event", "e05")  # every player loses 3 coins
    stage(st, (F_EVENT, None))
    assert st.to_act == 0 and st.legal_actions() == ["bless", "endure"]
    play(st, answer)
    assert st.coins[1] == 7
    assert st.coins[0] == (10 if answer == "bless" else 7)
    assert st.blessing[0] == (0 if answer == "bless" else 1)


def test_a_weapon_loss_asks_which_weapon():
    st = blank(players=2, mode="samurai")
    give(st, 0, weapons=["katana", "doku"])
    on_top(st, "event", "e06")
    stage(st, (F_EVENT, None))
    assert st.to_act == 0 and st.legal_actions() == ["discard:doku", "discard:katana"]
    play(st, "discard:katana")
    assert st.weapons[0] == ("doku",) and "katana" in st.weapon_discard and done(st)  # seat 1 has none


def test_losses_of_points_geisha_and_disciples_stop_at_what_there_is():
    st = blank(players=2, mode="samurai")
    give(st, 1, geisha=1, points=0)
    on_top(st, "event", "e08")
    stage(st, (F_EVENT, None))
    assert st.points == [0, 0] and st.geisha == [0, 0]
    on_top(st, "event", "e09")
    stage(st, (F_EVENT, None))
    assert st.reserve == [2, 2] and st.home == [2, 2]  # never below two disciples


# -- placement -----------------------------------------------------------------------------------

def test_placement_goes_round_one_disciple_at_a_time():
    st = blank(players=2)
    st.home[1] += 1
    st.reserve[1] -= 1
    stage(st, (F_PLACEMENT, None))
    seen = []
    while not done(st):
        seen.append(st.to_act)
        assert "pass" not in st.legal_actions()  # placing is not optional
        play(st, st.legal_actions()[0])
    assert seen == [0, 1, 0, 1, 1]
    assert st.home == [0, 0] and len(st.placed) == 5


def test_one_disciple_per_space_and_one_order_space_per_player():
    st = blank(players=4)
    stage(st, (F_PLACEMENT, None))
    play(st, "place:order1", "place:gate1")
    legal = st.legal_actions()
    assert "place:gate1" not in legal and "place:order2" in legal
    play(st, "place:gate2", "place:gate3")
    assert st.to_act == 0
    legal = st.legal_actions()
    assert "place:order2" not in legal and "place:order3" not in legal and "place:shogun" in legal


def test_covered_spaces_are_not_offered():
    st = blank(players=2)
    stage(st, (F_PLACEMENT, None))
    legal = st.legal_actions()
    assert "place:temple1" in legal and "place:temple2" not in legal and "place:order2" not in legal
    assert "place:bakufu2" not in legal and "place:gate3" not in legal


def test_disciples_may_stand_on_their_own_annexes():
    st = blank(players=2)
    give(st, 0, annexes=["dojo"])
    give(st, 1, annexes=["yashiki"])
    stage(st, (F_PLACEMENT, None))
    assert "place:dojo" in st.legal_actions() and "place:yashiki" not in st.legal_actions()
    play(st, "place:dojo")
    assert st.annexed[0] == ("dojo",)
    play(st, "place:gate1")
    assert "place:dojo" not in st.legal_actions()


def test_heart_of_the_dragon_opens_closed_districts():
    st = blank(players=2)
    give(st, 0, actions=["a05"])
    st.closed = ("port", "gate")
    stage(st, (F_PLACEMENT, None))
    assert "place:port1" not in st.legal_actions() and "play:a05" in st.legal_actions()
    play(st, "play:a05")
    assert st.to_act == 0 and "place:port1" in st.legal_actions()
    play(st, "place:port1")
    assert st.placed["port1"] == 0


# -- the patrol ----------------------------------------------------------------------------------

def patrol(st, direction="red", at="gate"):
    st.patrol_dir, st.patrol_at = direction, B.DISTRICTS.index(at)
    return stage(st, (F_PATROL, None))


@pytest.mark.parametrize("direction, lands", [("red", "inn"), ("blue", "castle")])
def test_the_patrol_walks_its_colour_round_the_ring(direction, lands):
    st = blank(players=2)
    patrol(st, direction)
    assert st.patrol_district() == lands and done(st)


def test_the_ring_closes():
    st = blank(players=2)
    patrol(st, "red", "temple")
    assert st.patrol_district() == "castle"
    patrol(st, "blue", "castle")
    assert st.patrol_district() == "temple"


def test_arrests_send_disciples_to_the_reserve_but_never_below_two():
    st = blank(players=2)
    st.reserve[0] -= 2
    st.home[0] += 2  # seat 0 owns four
    put(st, 0, "inn1", "inn2", "market1")
    put(st, 1, "gate1")
    patrol(st, "red", "gate")  # walks into the Inn
    assert "inn1" not in st.placed and "inn2" not in st.placed and st.placed["market1"] == 0
    assert st.reserve[0] == 2 and st.home[0] == 1  # four owned: both arrested go to the reserve
    assert st.placed["gate1"] == 1


def test_an_arrest_that_would_leave_one_disciple_sends_it_home():
    st = blank(players=2)
    st.reserve[0] -= 1
    st.home[0] += 1  # seat 0 owns three: two in the Inn, one in the Market
    put(st, 0, "inn1", "inn2", "market1")
    patrol(st, "red", "gate")
    assert st.reserve[0] == 2 and st.home[0] == 1 and st.placed == {"market1": 0}


def test_a_player_with_two_disciples_keeps_them_home():
    st = blank(players=2)
    put(st, 1, "inn1", "inn2")
    patrol(st, "red", "gate")
    assert st.reserve[1] == 2 and st.home[1] == 2 and not st.placed


def test_patrol_windows_let_cards_move_it_and_shelter_disciples():
    st = blank(players=2)
    give(st, 0, actions=["a04"])
    give(st, 1, actions=["a02"], geisha=1)
    put(st, 1, "port1")
    put(st, 0, "port2")
    patrol(st, "red", "gate")
    assert st.patrol_district() == "inn"
    assert (st.to_act, st.pending[-1][2]) == (0, "move") and "play:a04" in st.legal_actions()
    play(st, "play:a04")
    assert st.to_act == 1 and st.pending[-1][0] == "react"  # seat 1 holds a card: may answer
    play(st, "pass")
    assert st.patrol_district() == "port"
    assert (st.to_act, st.pending[-1][2]) == (1, "move") and "play:a02" not in st.legal_actions()
    play(st, "pass")
    assert (st.to_act, st.pending[-1][2]) == (0, "arrest")
    play(st, "pass")
    assert "play:a02" in st.legal_actions()
    play(st, "play:a02")
    assert st.sheltered == (1,) and done(st)
    assert st.placed == {"port1": 1} and st.reserve[0] == 2 and st.home[0] == 2


def test_distraction_needs_a_geisha():
    st = blank(players=2)
    give(st, 1, actions=["a02"])
    patrol(st)
    play(st, "pass")  # seat 1, window b
    assert st.legal_actions() == ["pass"]


def test_no_patrol_in_the_last_geisha_round():
    st = blank(players=2)
    st.round = B.ROUNDS
    stage(st, ("round", None))
    assert all(f[0] != "patrol" for f in st.pending)
    st2 = blank(players=2, mode="samurai")
    st2.round = B.ROUNDS
    stage(st2, ("round", None))
    assert any(f[0] == "patrol" for f in st2.pending)
