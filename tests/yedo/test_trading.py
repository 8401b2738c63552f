"""Yedo's trading (RULINGS Y-4): proposals built step by step, blind hidden cards, answers, limits."""
from __future__ import annotations

import random

import pytest

from client.core.errors import IllegalAction
from client.games.yedo.vocabulary import F_TRADE

from .scene import blank, done, give, kinds, play, put, stage


def trading(players=2, **spaces):
    st = blank(players)
    for seat, where in spaces.items():
        put(st, int(seat[1:]), *where)
    return stage(st, (F_TRADE, None))


def test_only_players_sharing_the_market_or_the_inn_trade():
    st = trading(players=3, s0=("market1",), s1=("inn1",), s2=("market2",))
    assert st.trade_seats == (0, 2)
    assert st.to_act == 0 and st.legal_actions() == ["propose:2", "pass"]
    play(st, "pass", "pass")
    assert done(st)


def test_nobody_trades_without_a_partner():
    st = trading(s0=("market1",), s1=("gate1",))
    assert done(st) and st.trade_seats == ()


def test_market_trades_coins_and_weapons_only():
    st = trading(s0=("market1",), s1=("market2",))
    give(st, 0, weapons=["katana"], actions=["a01"], geisha=1)
    give(st, 1, weapons=["yumi"])
    play(st, "propose:1")
    legal = st.legal_actions()
    assert legal == ["give:coin", "give:weapon:katana", "ask:coin", "ask:weapon:yumi", "withdraw"]


def test_a_market_trade_accepted():
    st = trading(s0=("market1",), s1=("market2",))
    give(st, 0, weapons=["katana"])
    play(st, "propose:1", "give:weapon:katana", "ask:coin", "ask:coin", "ask:coin", "send")
    assert st.to_act == 1 and st.legal_actions() == ["accept", "decline"]
    play(st, "accept")
    assert st.weapons == [(), ("katana",)] and st.coins == [13, 7]
    assert "trade" in kinds(st) and st.offer is None
    assert st.to_act == 1  # seat 1's turn to propose or pass


def test_a_declined_trade_changes_nothing():
    st = trading(s0=("market1",), s1=("market2",))
    play(st, "propose:1", "give:coin", "send", "decline")
    assert st.coins == [10, 10] and "declined" in kinds(st)


def test_inn_trades_hidden_cards_blind_and_the_partner_picks_what_is_asked():
    st = trading(s0=("inn1",), s1=("inn2",))
    give(st, 0, actions=["a01"], missions=["g01"])
    give(st, 1, bonus=["bo02", "bo04"], geisha=1)
    play(st, "propose:1")
    legal = st.legal_actions()
    assert {"give:action:a01", "give:mission:g01", "ask:bonus", "ask:geisha"} <= set(legal)
    assert "ask:action" not in legal  # seat 1 holds no action card
    play(st, "give:action:a01", "give:mission:g01", "ask:bonus", "send")
    seen = st.observation(1)
    assert seen.offer[2] == ("action:?", "mission:?green")  # blind until the trade is done
    assert st.observation(0).offer[2] == ("action:a01", "mission:g01")
    play(st, "accept")
    assert st.to_act == 1 and st.legal_actions() == ["pick:bo02", "pick:bo04"]
    play(st, "pick:bo04")
    assert st.offer is None
    assert st.hands[1] == ("a01",) and st.missions[1] == ("g01",)
    assert st.bonus == [("bo04",), ("bo02",)]


def test_a_pick_stays_hidden_from_the_proposer_until_the_trade_is_done():
    st = trading(s0=("inn1",), s1=("inn2",))
    give(st, 1, bonus=["bo02", "bo04"])
    play(st, "propose:1", "give:coin", "ask:bonus", "ask:bonus", "send", "accept", "pick:bo04")
    assert st.observation(0).offer[4] == ("?",) and st.observation(1).offer[4] == ("bo04",)


def test_geisha_never_pass_three():
    st = trading(s0=("inn1",), s1=("inn2",))
    give(st, 0, geisha=1)
    give(st, 1, geisha=3)
    play(st, "propose:1")
    assert "give:geisha" not in st.legal_actions() and "ask:geisha" in st.legal_actions()


def test_an_offer_holds_no_more_geisha_than_each_side_owns():
    st = trading(s0=("inn1",), s1=("inn2",))
    give(st, 0, geisha=1)
    give(st, 1, geisha=1)
    play(st, "propose:1", "give:geisha", "ask:geisha")
    legal = st.legal_actions()
    assert "give:geisha" not in legal and "ask:geisha" not in legal  # one each, both in the offer
    play(st, "send", "accept")
    assert st.geisha == [1, 1]


def test_cards_the_proposer_does_not_hold_are_refused():
    st = trading(s0=("inn1",), s1=("inn2",))
    give(st, 1, actions=["a01"])
    play(st, "propose:1")
    with pytest.raises(IllegalAction, match="give:action:a01"):
        st.apply("give:action:a01")
    with pytest.raises(IllegalAction):
        st.apply("give:weapon:katana")


def test_at_most_three_proposals_each_and_the_phase_ends_when_all_pass():
    st = trading(s0=("market1",), s1=("market2",))
    for _ in range(3):
        play(st, "propose:1", "give:coin", "send", "decline")
        play(st, "pass")
    # seat 1 passed and seat 0 may propose no more: everyone passed in a row
    assert done(st) and st.trade_used == [3, 0]


def test_receiving_past_a_limit_asks_for_a_discard():
    st = trading(s0=("market1",), s1=("market2",))
    give(st, 0, weapons=["katana"])
    give(st, 1, weapons=["yumi", "yumi", "doku", "nawa"])
    play(st, "propose:1", "give:weapon:katana", "send", "accept")
    assert st.to_act == 1 and st.pending[-1][:3] == ("discard", 1, "weapons")
    play(st, "discard:yumi")
    assert len(st.weapons[1]) == 4


def test_random_trading_conserves_everything():
    rng = random.Random(3)
    for _ in range(30):
        st = trading(players=4, s0=("inn1",), s1=("inn2",), s2=("market1",), s3=("market2",))
        give(st, 0, actions=["a01"], bonus=["bo01"], weapons=["katana"], geisha=1)
        give(st, 1, actions=["a06"], missions=["g02"], weapons=["yumi"])
        give(st, 2, weapons=["doku"])
        while not done(st):
            play(st, rng.choice(st.legal_actions()))
        assert sum(st.coins) == 40
