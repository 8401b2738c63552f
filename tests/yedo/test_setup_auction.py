"""Yedo's setup (mission and favour drafts, supplies) and the auction (RULINGS Y-3)."""
from __future__ import annotations

import random

import pytest

from client.core.errors import IllegalAction, OptionsError
from client.games.yedo import board as B
from client.games.yedo.rules import new_game
from client.games.yedo.vocabulary import F_AUCTION

from .scene import blank, done, give, on_top, play, stage


def until(st, kind, rng):
    while st.pending[-1][0] != kind:
        st.apply(rng.choice(st.legal_actions()))
    return st


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("mode", ["geisha", "samurai"])
def test_setup_deals_the_seed(players, mode):
    st = new_game(players, {"mode": mode}, 5)
    assert st.coins == [12] * players and st.points == [1] * players
    assert st.geisha_supply == B.GEISHA_SUPPLY[players] and st.blessing_supply == players
    assert set(st.annex_supply.values()) == {B.ANNEX_SUPPLY[players]}
    assert st.market[:3] == [None] * 3 and all(st.market[3:])
    assert st.patrol_district() == "gate" and st.church == 3
    rng = random.Random(players)
    until(st, "dropout", rng)
    for s in range(players):
        assert len(st.missions[s]) == 4
        assert any(st.data.missions[m].colour in ("red", "black") for m in st.missions[s])
        assert st.home[s] == 2 and st.reserve[s] == 2 and st.points[s] >= 1
        assert st.blackmail[s] and st.favour[s]
    assert len({st.favour[s] for s in range(players)}) == players
    cards = st.action_deck + [c for h in st.hands for c in h] + list(st.peek[2] if st.peek else ())
    events = st.event_deck + ([st.event] if st.event else [])
    marked = any(st.data.actions[c].samurai for c in cards) or any(st.data.events[e].samurai for e in events)
    assert marked == (mode == "samurai")  # Geisha mode removes the samurai-marked cards


def test_mode_and_player_count_are_checked():
    with pytest.raises(OptionsError, match="2–5 players"):
        new_game(6, {}, 1)
    with pytest.raises(OptionsError, match="mode"):
        new_game(3, {"mode": "ninja"}, 1)
    with pytest.raises(OptionsError, match="no option"):
        new_game(3, {"colour": "red"}, 1)


def test_the_draft_goes_from_last_to_first_and_forces_a_hard_mission():
    st = new_game(2, {"mode": "geisha"}, 3)
    last, first = st.order[-1], st.order[0]
    assert st.to_act == last
    play(st, "deck:green")
    assert st.to_act == first
    play(st, "deck:green", "deck:green", "deck:green", "deck:yellow", "deck:yellow")
    assert st.to_act == last and st.legal_actions() == ["deck:red", "deck:black"]


def test_red_and_black_missions_are_kept_for_those_who_need_them():
    st = new_game(3, {"mode": "geisha"}, 3)
    seat = st.to_act
    st.missions[seat] = (st.mission_decks["red"].pop(),)  # this seat has its hard mission already
    hard = st.mission_decks["red"] + st.mission_decks["black"]
    st.mission_decks["red"], st.mission_decks["black"] = hard[:2], []  # two left, two seats need one
    st.touch()
    assert st.legal_actions() == ["deck:green", "deck:yellow"]
    st.mission_decks["black"] = hard[2:3]
    st.touch()
    assert st.legal_actions() == ["deck:green", "deck:yellow", "deck:red", "deck:black"]


def test_samurai_setup_keeps_one_of_three_and_the_rest_go_under():
    st = new_game(2, {"mode": "samurai"}, 4)
    rng = random.Random(0)
    until(st, "keep", rng)
    seat, pool, cards = st.peek
    assert pool == "action" and len(cards) == 3
    play(st, f"keep:{cards[1]}")
    assert cards[1] in st.hands[seat]
    assert set(st.action_deck[:2]) == {cards[0], cards[2]}


def test_the_first_action_card_and_the_favours_go_from_the_last_player_to_the_first():
    st = new_game(3, {"mode": "geisha"}, 4)
    until(st, "favour", random.Random(1))
    assert all(len(h) == 1 for h in st.hands)  # Geisha mode: the top action card each
    seen = []
    while st.pending[-1][0] == "favour":
        seen.append(st.to_act)
        play(st, st.legal_actions()[0])
    assert seen == st.order[::-1]


def test_a_round_plays_the_seven_phases_in_order_with_no_preparation_in_round_one():
    st = new_game(2, {"mode": "geisha"}, 6)
    phases = []
    for kind in ("prep", "auction", "event", "placement", "patrol", "trade", "action"):
        def run(frame, kind=kind, step=getattr(st, "_run_" + kind)):
            phases.append(kind)
            step(frame)
        setattr(st, "_run_" + kind, run)  # the instance's own copy, only to watch the phases start
    rng = random.Random(6)
    while st.round < 2 or phases[-1] != "auction":
        st.apply(rng.choice(st.legal_actions()))
    assert phases == ["auction", "event", "placement", "patrol", "trade", "action", "prep", "auction"]


def test_after_a_lot_the_next_opener_is_bid_against_by_those_after_them_still_in():
    st = auction()
    play(st, "stay", "stay", "stay", "stay", "lot:1", "pass", "pass", "pass", "keep:" + st.action_deck[-1])
    assert st.to_act == 1
    play(st, "lot:2")
    seen = []
    while st.pending[-1][0] in ("bid", "last_word"):
        seen.append(st.to_act)
        play(st, "pass")
    assert seen == [2, 3]  # seat 0 has its lot; the opener holds the high bid: no last word


def test_favours_are_taken_at_once():
    st = new_game(2, {"mode": "geisha"}, 4)
    until(st, "favour", random.Random(1))
    seat = st.to_act
    coins = st.coins[seat]
    play(st, "favour:f_coins")
    assert st.coins[seat] == coins + 7 and st.blackmail[seat]
    assert "favour:f_coins" not in st.legal_actions()


# -- the auction ---------------------------------------------------------------------------------

def auction(players=4, **coins):
    st = blank(players)
    for s in range(players):
        st.coins[s] = coins.get(f"c{s}", 10)
    return stage(st, (F_AUCTION, None))


def test_dropping_out_pays_three():
    st = auction()
    play(st, "drop", "stay", "stay", "stay")
    assert st.coins[0] == 13 and 0 in st.dropped
    assert st.to_act == 1 and "lot:1" in st.legal_actions()


def test_a_lot_opens_at_its_base_and_goes_to_the_highest_bid_with_the_last_word():
    st = auction()
    play(st, "stay", "stay", "stay", "stay")
    assert st.to_act == 0
    play(st, "lot:6")  # a disciple, base 3
    assert st.bid == (5, 3, 0)
    assert st.legal_actions()[:2] == ["bid:4", "bid:5"] and st.legal_actions()[-1] != "bid:11"
    play(st, "bid:5", "pass", "bid:6")
    assert st.to_act == 0 and st.pending[-1][0] == "last_word"
    play(st, "bid:7")
    assert st.won == {0: 5} and st.coins[0] == 3 and st.home[0] == 3 and st.reserve[0] == 1
    assert st.to_act == 1  # the first player without a lot opens next
    assert "lot:6" not in st.legal_actions()


def test_the_opener_holding_the_high_bid_has_nothing_more_to_say():
    st = auction()
    play(st, "stay", "stay", "stay", "stay", "lot:5", "pass", "pass", "pass")
    assert st.won == {0: 4} and st.points[0] == 3 and st.geisha[0] == 1 and st.coins[0] == 5


def test_passing_as_opener_leaves_without_coins_and_bids_stay_within_money():
    st = auction(c1=4)
    play(st, "stay", "stay", "stay", "stay", "pass")
    assert 0 in st.dropped and st.coins[0] == 10
    assert "lot:4" not in st.legal_actions() and "lot:5" not in st.legal_actions()  # base 5 > 4 coins
    play(st, "lot:1")
    assert st.peek is None and st.to_act == 2
    play(st, "bid:10", "pass")
    assert st.legal_actions() == ["pass"]  # the opener (4 coins) cannot beat 10
    play(st, "pass")
    assert st.won[2] == 0 and st.peek[0] == 2 and len(st.peek[2]) == 3


def test_the_auction_ends_when_everyone_has_a_lot_or_is_out():
    st = auction(players=2)
    play(st, "drop", "stay", "lot:3")
    assert st.pending[-1][0] == "bid" or st.pending[-1][0] == "lot_item"
    play(st, "take:mission")
    assert st.pending[-1][0] == "deck_pick"
    play(st, "deck:black")
    assert st.peek[1] == "mission:black"
    play(st, f"keep:{st.peek[2][0]}")
    assert done(st) and len(st.missions[1]) == 1


def test_grouped_lots_at_three_players_let_the_winner_pick_an_item():
    st = auction(players=3)
    play(st, "stay", "stay", "stay")
    assert [a for a in st.legal_actions() if a.startswith("lot")] == ["lot:1", "lot:2", "lot:3"]
    play(st, "lot:2", "pass", "pass")
    assert st.legal_actions() == ["take:annex", "take:geisha"]
    play(st, "take:annex")
    assert st.points[0] == 3 and st.legal_actions() == [f"annex:{a}" for a in ("yashiki", "karesansui", "dojo", "kobudo")]
    play(st, "annex:dojo")
    assert "dojo" in st.annexes[0] and st.annex_supply["dojo"] == B.ANNEX_SUPPLY[3] - 1


def test_an_annex_lot_scores_even_when_no_annex_is_left():
    st = auction(players=4)
    for seat in (1, 2, 3):  # three of each kind at four players: all taken
        give(st, seat, annexes=["yashiki", "karesansui", "dojo", "kobudo"])
    play(st, "stay", "stay", "stay", "stay", "lot:4", "pass", "pass", "pass")
    assert st.points[0] == 3 and st.annexes[0] == ()
    assert st.to_act == 1 and st.pending[-1][0] == "open"


def test_weapon_lot_rejects_go_to_the_discard():
    st = auction(players=4)
    on_top(st, "weapon", "katana", "doku", "yumi")
    play(st, "stay", "stay", "stay", "stay", "lot:3", "pass", "pass", "pass")
    assert st.peek == (0, "weapon", ("katana", "doku", "yumi"))
    play(st, "keep:doku")
    assert st.weapons[0] == ("doku",) and st.weapon_discard[-2:] == ["katana", "yumi"]


def test_illegal_bids_name_the_problem():
    st = auction()
    play(st, "stay", "stay", "stay", "stay", "lot:1")
    with pytest.raises(IllegalAction, match="possible: bid:4"):
        st.apply("bid:3")
    with pytest.raises(IllegalAction, match="bid:99"):
        st.apply("bid:99")
    assert st.bid == (0, 3, 0)
