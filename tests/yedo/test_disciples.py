"""Yedo's disciple actions: every district's action, the Castle, the order spaces, annexes, missions."""
from __future__ import annotations

import pytest

from client.core.errors import IllegalAction
from client.games.yedo.vocabulary import F_ACTION, F_PREP

from .scene import blank, done, give, kinds, on_top, play, put, stage


def acting(players=2, **spaces):
    """Seat 0's disciples on ``spaces`` (seat → tuple of spaces), then the disciple-action phase."""
    st = blank(players)
    for seat, where in spaces.items():
        put(st, int(seat[1:]), *where)
    return st


def go(st):
    return stage(st, (F_ACTION, None))


def test_players_take_turns_one_disciple_each_until_all_are_home():
    st = go(acting(s0=("gate1", "port1"), s1=("inn1",)))
    seen = []
    while not done(st):
        seen.append(st.to_act)
        play(st, next(a for a in st.legal_actions() if a.startswith("recall")))
    assert seen == [0, 1, 0] and st.home == [2, 2]


def test_gate_recruits_begs_and_foresees():
    st = go(acting(s0=("gate1",)))
    legal = st.legal_actions()
    assert {"do:gate1:recruit", "do:gate1:beg1", "do:gate1:foresee"} <= set(legal) and "do:gate1:beg2" not in legal
    play(st, "do:gate1:recruit")
    assert st.coins[0] == 3 and st.reserve[0] == 1 and st.home[0] == 3
    st = go(acting(s0=("gate1",)))
    st.points[0] = 4
    play(st.touch(), "do:gate1:beg2")
    assert (st.points[0], st.coins[0]) == (2, 15)


def test_foresight_puts_cards_back_in_the_chosen_order():
    st = go(acting(s0=("gate1",)))
    on_top(st, "action", "a01", "a02", "a03")
    play(st, "do:gate1:foresee")
    assert st.peek == (0, "action", ("a01", "a02", "a03")) and st.to_act == 0
    assert "look" in kinds(st)
    play(st, "put:a01", "put:a03")  # the first put lies deepest, the last one on top
    assert st.action_deck[-3:] == ["a01", "a03", "a02"] and st.peek is None


@pytest.mark.parametrize("space, option, pool, then", [
    ("inn1", "foresee", "weapon", "put"), ("port1", "foresee", "bonus", "put"),
    ("temple1", "missions:red", "mission:red", "put"), ("temple1", "events", "event", "look")])
def test_each_district_foresees_its_own_deck(space, option, pool, then):
    st = go(acting(players=3, s0=(space,)))
    play(st, f"do:{space}:{option}")
    assert st.peek[:2] == (0, pool) and len(st.peek[2]) == 3 and st.pending[-1][0] == then


def test_the_inn_builds_annexes():
    st = go(acting(s0=("inn1",)))
    st.coins[0] = 11
    give(st, 0, annexes=["dojo"])
    assert "do:inn1:build:dojo" not in st.legal_actions() and "do:inn1:build:kobudo" in st.legal_actions()
    play(st, "do:inn1:build:kobudo")
    assert st.annexes[0] == ("dojo", "kobudo") and st.coins[0] == 0


def test_the_port_church_and_imports():
    st = go(acting(s0=("port1", "port2")))
    st.church = 5
    play(st.touch(), "do:port1:church")
    assert st.coins[0] == 15 and st.church == 0
    assert "do:port2:church" not in st.legal_actions()
    play(st, "do:port2:import3")
    assert (st.coins[0], st.points[0]) == (6, 4)


def test_the_church_refills_in_preparation_and_the_dojo_pays():
    st = blank(players=2)
    give(st, 1, annexes=["dojo"])
    st.church = 0
    stage(st, (F_PREP, None))
    assert st.church == 3 and st.coins == [10, 11]
    stage(st, (F_PREP, None))
    assert st.church == 4


def test_the_red_light_hires_geisha_for_coins_or_points_and_sells_cards():
    st = go(acting(s0=("red_light1", "red_light2")))
    st.points[0] = 2
    on_top(st, "action", "a07")
    play(st.touch(), "do:red_light1:geisha:points")
    assert st.geisha[0] == 1 and st.points[0] == 0
    play(st, "do:red_light2:buy_card")
    assert st.hands[0] == ("a07",) and st.coins[0] == 6


def test_the_market_sells_weapons_at_slot_prices_and_buys_cards():
    st = go(acting(s0=("market1", "market2")))
    give(st, 0, bonus=["bo01"])
    st.weapon_deck[:0] = [w for w in st.market if w]
    st.market = [None, None, None, st.weapon_deck.pop(), None]
    weapon = st.market[3]
    st.touch()
    assert "do:market1:buy:4" in st.legal_actions()
    play(st, "do:market1:buy:4")
    assert st.weapons[0] == (weapon,) and st.coins[0] == 4 and st.market[3] is None
    play(st, "do:market2:sell:bo01")
    assert st.bonus[0] == () and st.coins[0] == 6 and st.bonus_deck[0] == "bo01"


def test_kobudo_makes_weapons_cheaper():
    st = go(acting(s0=("market1",)))
    give(st, 0, annexes=["kobudo"], coins=5)
    st.weapon_deck[:0] = [w for w in st.market if w]
    st.market = [st.weapon_deck.pop(), None, None, None, None]
    st.touch()
    assert st.weapon_price(0, 0) == 5 and "do:market1:buy:1" in st.legal_actions()
    st.check_invariants()


def test_the_temple_blesses_and_foresees_events_in_their_order():
    st = go(acting(s0=("temple1",)))
    assert "do:temple1:blessing" in st.legal_actions()
    on_top(st, "event", "e01", "e02", "e03")
    play(st, "do:temple1:events")
    assert st.legal_actions() == ["done"]
    play(st, "done")
    assert st.event_deck[-3:] == ["e03", "e02", "e01"]


def test_the_castle_shogun_and_bakufu():
    st = go(acting(players=3, s0=("shogun", "bakufu1")))
    on_top(st, "mission:red", "r05")
    play(st, "do:shogun")
    assert st.points[0] == 2
    play(st, "do:bakufu1:red")
    assert st.missions[0] == ("r05",)


def test_the_order_spaces_act_when_a_player_calls_them_all_from_one():
    # seed: when someone chooses to change the order, the order spaces act from 1; each occupant moves
    # their marker and their disciple goes home, used (another player's call can pre-empt it)
    st = acting(players=3, s0=("shogun", "gate1"), s1=("order2", "gate2"), s2=("order1", "inn1"))
    go(st)
    assert st.to_act == 0 and st.pending[-1][0] == "act"  # nobody reorders before the turns
    assert not any(a.startswith("do:order") for a in st.legal_actions())
    play(st, "do:shogun")
    assert st.to_act == 1 and "do:order2" in st.legal_actions()
    play(st, "do:order2")
    assert st.to_act == 2 and st.legal_actions() == ["order:1", "order:2", "order:3"]  # space 1 first
    play(st, "order:1")
    assert st.order == [2, 0, 1] and "order1" not in st.placed and st.home[2] == 1
    assert st.to_act == 1
    play(st, "order:1")
    assert st.order == [1, 2, 0] and "order2" not in st.placed and st.home[1] == 1
    assert st.to_act == 2  # play goes on after the caller, in the new order
    assert st.pending[-1][0] == "act" and not any(a.startswith("do:order") for a in st.legal_actions())


def test_a_disciple_on_an_order_space_may_complete_a_castle_mission():
    st = acting(players=3, s1=("order2", "gate1"))
    give(st, 1, missions=["y08"], weapons=["shuko"])  # Castle + Gate, climbing claws
    go(st)
    assert st.to_act == 1 and "mission:y08:order2" in st.legal_actions()
    play(st, "mission:y08:order2")
    assert st.completed[1] == ("y08",) and st.order == [0, 1, 2] and st.placed == {"gate1": 1}


# -- missions ------------------------------------------------------------------------------------

def test_a_mission_needs_disciples_in_each_district_and_the_items_owned():
    st = acting(s0=("red_light1", "gate1"))
    give(st, 0, missions=["y01"])  # Red Light + Gate, a rope; extra: a geisha
    go(st)
    assert not any(a.startswith("mission") for a in st.legal_actions())
    give(st, 0, weapons=["nawa"])
    assert {"mission:y01:red_light1", "mission:y01:gate1"} <= set(st.legal_actions())
    play(st, "mission:y01:gate1")
    assert st.completed[0] == ("y01",) and st.weapons[0] == ("nawa",)  # kept, not spent
    assert st.points[0] == 5 and st.coins[0] == 13 and st.placed == {"red_light1": 0}


def test_the_extra_requirement_adds_the_extra_reward():
    st = acting(s0=("red_light1", "gate1"))
    give(st, 0, missions=["y01"], weapons=["nawa"], geisha=1)
    go(st)
    play(st, "mission:y01:red_light1")
    assert st.points[0] == 6


def test_a_district_named_twice_needs_two_disciples():
    st = acting(s0=("temple1",))
    give(st, 0, missions=["y03"], weapons=["shuko"])  # Temple twice
    go(st)
    assert not any(a.startswith("mission") for a in st.legal_actions())
    st = blank(players=3)
    put(st, 0, "temple1", "temple2")
    give(st, 0, missions=["y03"], weapons=["shuko"])
    go(st)
    assert "mission:y03:temple2" in st.legal_actions()


def test_a_disciple_on_the_yashiki_stands_in_for_a_geisha():
    st = acting(s0=("red_light1", "shogun"))
    give(st, 0, missions=["r04"], weapons=["doku"], annexes=["yashiki"])  # Castle + Red Light, poison, a geisha
    st.reserve[0] -= 1
    st.home[0] += 1
    put(st, 0, "yashiki")
    go(st)
    assert "mission:r04:shogun" in st.legal_actions()
    play(st, "mission:r04:shogun")
    assert st.annexed[0] == () and st.home[0] == 2 and st.points[0] == 8


def test_the_karesansui_stands_in_for_a_blessing():
    st = blank(players=3)
    give(st, 0, missions=["g02"], annexes=["karesansui"])  # Temple; extra: a blessing
    put(st, 0, "temple1", "karesansui")
    go(st)
    play(st, "mission:g02:temple1")
    assert st.points[0] == 4 and st.annexed[0] == ()


def test_completing_the_assassination_ends_the_game_after_the_round():
    st = blank(players=2)
    give(st, 0, missions=["b01"], weapons=["doku", "shuriken", "metsubushi"])
    st.reserve[0] -= 1
    st.home[0] += 1
    put(st, 0, "shogun", "bakufu1", "temple1")
    st.round = 4
    st.pending = [("round_end", None), (F_ACTION, None)]
    st._advance()
    play(st.touch(), "mission:b01:temple1")
    assert st.assassinated and not st.over
    while not st.over:
        play(st, next(a for a in st.legal_actions() if a.startswith("recall")))
    assert st.end_reason == "assassination" and st.round == 4


# -- annexes' active abilities -------------------------------------------------------------------

def test_yashiki_swaps_a_mission_for_the_top_of_its_colour():
    st = blank(players=2)
    give(st, 0, missions=["g01"], annexes=["yashiki"])
    put(st, 0, "yashiki")
    on_top(st, "mission:green", "g05")
    go(st)
    play(st, "use:yashiki:g01")
    assert st.missions[0] == ("g05",) and st.mission_decks["green"][0] == "g01"


def test_karesansui_foresees_any_deck():
    st = blank(players=2)
    give(st, 0, annexes=["karesansui"])
    put(st, 0, "karesansui")
    go(st)
    assert {"use:karesansui:event", "use:karesansui:black", "use:karesansui:weapon"} <= set(st.legal_actions())
    play(st, "use:karesansui:black")
    assert st.peek[1] == "mission:black" and st.pending[-1][0] == "put"


def test_karesansui_foresees_the_weapons_when_only_the_discard_is_left():
    st = blank(players=2)
    give(st, 0, annexes=["karesansui"])
    put(st, 0, "karesansui")
    st.weapon_discard, st.weapon_deck = st.weapon_deck, []
    go(st)
    assert "use:karesansui:weapon" in st.legal_actions()  # the discard is shuffled back, as at the Inn
    play(st, "use:karesansui:weapon")
    assert st.peek[1] == "weapon" and len(st.peek[2]) == 3


def test_dojo_trades_a_weapon_for_the_top_one_and_kobudo_a_card():
    st = blank(players=2)
    give(st, 0, annexes=["dojo", "kobudo"], weapons=["yumi"], actions=["a01"])
    put(st, 0, "dojo", "kobudo")
    on_top(st, "weapon", "katana")
    on_top(st, "action", "a07")
    go(st)
    play(st, "use:dojo:yumi")
    assert st.weapons[0] == ("katana",) and st.weapon_discard[-1] == "yumi"
    play(st, "use:kobudo:a01")
    assert st.hands[0] == ("a07",) and st.action_deck[0] == "a01"


def test_an_annex_disciple_can_only_use_its_annex():
    st = blank(players=2)
    give(st, 0, annexes=["dojo"])
    put(st, 0, "dojo")
    go(st)
    assert st.legal_actions() == ["recall:dojo"]  # no weapon to trade in


def test_unknown_spaces_are_refused():
    st = go(acting(s0=("gate1",)))
    with pytest.raises(IllegalAction, match="do:gate9:recruit"):
        st.apply("do:gate9:recruit")
    with pytest.raises(IllegalAction, match="disciple action"):
        st.apply("mission:zz:gate1")
