"""Yedo's card effects (every operation of the closed vocabulary), action cards at their moments,
reactions (隔牆有耳) as out-of-turn answers, Blackmail, and hand limits."""
from __future__ import annotations

import pytest

from client.games.yedo import board as B
from client.games.yedo.effects import OPS
from client.games.yedo.vocabulary import F_ACTION, F_OPS

from .scene import blank, done, give, kinds, on_top, play, put, stage


def run(st, seat, *ops):
    return stage(st, (F_OPS, seat, tuple(ops), -1))


def _coins():
    st = run(blank(2), 0, ("coins", 4), ("coins", -20))
    assert st.coins[0] == 0


def _points():
    st = run(blank(2), 0, ("points", 3))
    assert st.points[0] == 4
    run(st, 0, ("points", -9))
    assert st.points[0] == 0


def _geisha():
    st = run(blank(2), 1, ("geisha", 5))
    assert st.geisha[1] == B.LIMITS["geisha"] and st.geisha_supply == B.GEISHA_SUPPLY[2] - 3
    run(st, 1, ("geisha", -1))
    assert st.geisha[1] == 2


def _blessing():
    st = run(blank(2), 0, ("blessing", 1), ("blessing", 1))
    assert st.blessing[0] == 1 and st.blessing_supply == 1
    run(st, 0, ("blessing", -1))
    assert st.blessing[0] == 0


def _disciple():
    st = run(blank(2), 0, ("disciple", 1))
    assert st.home[0] == 3 and st.reserve[0] == 1
    run(st, 0, ("disciple", -2))
    assert st.home[0] == 2 and st.reserve[0] == 2


def _draw():
    st = blank(2)
    on_top(st, "bonus", "bo03")
    on_top(st, "mission:yellow", "y02")
    run(st, 0, ("draw", "bonus"), ("draw", "mission"))
    assert st.bonus[0] == ("bo03",) and st.legal_actions() == [f"deck:{c}" for c in ("green", "yellow", "red", "black")]
    play(st, "deck:yellow")
    assert st.missions[0] == ("y02",) and done(st)


def _draw_any():
    st = blank(2)
    on_top(st, "weapon", "shuko")
    run(st, 1, ("draw_any",))
    assert st.legal_actions()[:3] == ["deck:action", "deck:bonus", "deck:weapon"]
    play(st, "deck:weapon")
    assert st.weapons[1] == ("shuko",)


def _weapon_loss():
    st = blank(2)
    give(st, 0, weapons=["yumi", "yumi"])
    run(st, 0, ("weapon_loss", 3))
    play(st, "discard:yumi", "discard:yumi")
    assert done(st) and st.weapons[0] == ()  # the third loss finds nothing


def _card_loss():
    st = blank(2)
    give(st, 1, actions=["a01", "a07"])
    run(st, 1, ("card_loss", 1))
    assert st.to_act == 1 and st.legal_actions() == ["discard:a01", "discard:a07"]
    play(st, "discard:a07")
    assert st.hands[1] == ("a01",) and st.action_deck[0] == "a07"


def _close():
    st = run(blank(2), 0, ("close", "temple"), ("close", "temple"))
    assert st.closed == ("temple",)


def _patrol():
    st = blank(2)
    st.patrol_dir, st.patrol_at = "blue", 0
    run(st, 0, ("patrol", 2))
    assert st.patrol_district() == "market"


def _shelter():
    st = run(blank(2), 1, ("shelter",))
    assert st.sheltered == (1,)


def _counter():
    st = blank(2)
    st.plays = 7
    run(st, 1, ("counter",))  # outside a play it marks nothing that matters
    assert -1 in st.countered


def _enter_closed():
    st = run(blank(2), 0, ("enter_closed",))
    assert st.enter_closed == (0,)


def _foresee():
    st = blank(2)
    on_top(st, "bonus", "bo01", "bo02")
    run(st, 0, ("foresee", "bonus"))
    assert st.peek[:2] == (0, "bonus") and st.peek[2][:2] == ("bo01", "bo02")
    while not done(st):
        play(st, st.legal_actions()[0])
    run(st, 0, ("foresee", "mission"))
    play(st, "deck:red")
    assert st.peek[1] == "mission:red"


def _assassinate():
    st = run(blank(2), 1, ("assassinate",))
    assert st.assassinated and not st.over


OPERATIONS = {"coins": _coins, "points": _points, "geisha": _geisha, "blessing": _blessing,
              "disciple": _disciple, "draw": _draw, "draw_any": _draw_any, "weapon_loss": _weapon_loss,
              "card_loss": _card_loss, "close": _close, "patrol": _patrol, "shelter": _shelter,
              "counter": _counter, "enter_closed": _enter_closed, "foresee": _foresee,
              "assassinate": _assassinate}


def test_every_operation_has_a_scenario():
    assert set(OPERATIONS) == set(OPS)


@pytest.mark.parametrize("op", sorted(OPERATIONS))
def test_operation(op):
    OPERATIONS[op]()


# -- playing cards -------------------------------------------------------------------------------

def acting(st):
    return stage(st, (F_ACTION, None))


def test_cards_are_offered_only_at_their_moment():
    st = blank(2)
    give(st, 0, actions=["a04", "a07", "a06"])
    put(st, 0, "gate1")
    acting(st)
    legal = st.legal_actions()
    assert "play:a07" in legal and "play:a04" not in legal and "play:a06" not in legal


def test_a_played_card_goes_under_the_deck_and_the_turn_goes_on():
    st = blank(2)
    give(st, 0, actions=["a07"])
    put(st, 0, "gate1")
    acting(st)
    on_top(st, "event", "e01", "e02", "e03")
    play(st, "play:a07")
    assert st.action_deck[0] == "a07" and st.hands[0] == ()
    assert st.peek == (0, "event", ("e01", "e02", "e03"))
    play(st, "done")
    assert st.to_act == 0 and st.pending[-1][0] == "act"


def test_walls_have_ears_counters_a_card():
    st = blank(3, mode="samurai")
    give(st, 0, actions=["a10"])
    give(st, 2, actions=["a03"])
    give(st, 1, actions=["a01"])
    put(st, 0, "gate1")
    acting(st)
    play(st, "play:a10")
    assert st.to_act == 1 and st.legal_actions() == ["pass"]  # a01 is no answer
    play(st, "pass")
    assert st.to_act == 2 and "play:a03" in st.legal_actions()
    play(st, "play:a03")
    assert st.to_act == 1  # the answer may itself be answered
    play(st, "pass")  # seat 0 holds no card now, so is not asked: the counter resolves
    assert "no_effect" in kinds(st)
    assert st.geisha[0] == 0 and st.points[0] == 1 and st.to_act == 0 and st.pending[-1][0] == "act"


def test_a_counter_can_be_countered():
    st = blank(3, mode="samurai")
    give(st, 0, actions=["a10", "a12"])
    give(st, 1, actions=["a03"])
    put(st, 0, "gate1")
    acting(st)
    play(st, "play:a10")
    play(st, "play:a03")  # seat 1 counters
    assert st.to_act == 0 and "play:a12" in st.legal_actions()  # seat 2 holds nothing
    play(st, "play:a12")  # seat 0 counters the counter; nobody holds a card to answer that
    assert st.geisha[0] == 1 and st.points[0] == 0  # a10 took effect after all
    assert st.pending[-1][0] == "act" and st.to_act == 0


def test_blackmail_cannot_be_countered_and_scores_if_kept():
    st = blank(2)
    st.blackmail[0] = True
    give(st, 1, actions=["a03"])
    put(st, 0, "gate1")
    acting(st)
    play(st, "play:blackmail")
    assert st.to_act == 0 and st.pending[-1][0] == "deck_pick"  # nobody was asked to answer
    play(st, "deck:action")
    assert st.coins[0] == 12 and not st.blackmail[0] and len(st.hands[0]) == 1


def test_hand_limits_ask_for_a_discard():
    st = blank(2)
    give(st, 0, actions=["a01", "a06", "a07"], bonus=["bo01", "bo02"])
    on_top(st, "action", "a13")
    on_top(st, "bonus", "bo05")
    run(st, 0, ("draw", "action"), ("draw", "bonus"))
    assert st.to_act == 0 and st.pending[-1][:3] == ("discard", 0, "actions")
    assert len(st.legal_actions()) == 4
    play(st, "discard:a13")
    assert st.pending[-1][:3] == ("discard", 0, "bonus")
    play(st, "discard:bo01")
    assert done(st) and st.bonus[0] == ("bo02", "bo05") and st.action_deck[0] == "a13"


def test_weapons_over_four_go_to_the_discard():
    st = blank(2)
    give(st, 0, weapons=["yumi", "doku", "nawa", "katana"])
    on_top(st, "weapon", "shuko")
    run(st, 0, ("draw", "weapon"))
    play(st, "discard:nawa")
    assert sorted(st.weapons[0]) == ["doku", "katana", "shuko", "yumi"] and st.weapon_discard[-1] == "nawa"
