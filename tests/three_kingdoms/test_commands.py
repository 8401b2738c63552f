"""3KingdomsBattle's command cards through the rules: national war (K-8) with scripted dice,
the retreat choice, each aftermath, the seed's example 2, emergency deployment, and random
play with the new actions keeping troops and scores straight.

Boards as in test_rules: the start + cap city (spaces (0, -1, 0) and (0, 0, 0)) and a walled
town at (0, -2) (one space), plain-connected.
"""
from __future__ import annotations

import random

import pytest

from tests.three_kingdoms.test_rules import (CAP_SPACE, CITY_AT_START, START_SPACE, WALLED_TOWN, Dice, game,
                                             lay, play, put, two_cities)

TOWN_SPACE = (0, -2, 0)
TOWN = "city:0:-2:0"


def war_board(attacker_in_start=True, attackers=(False, False), defenders=(True,), **options):
    """The turn's player holds one city, the next seat the other; states are holding flags."""
    st = game(**options)
    me, other = st.turn, (st.turn + 1) % 3
    two_cities(st)
    start, town = (me, other) if attacker_in_start else (other, me)
    mine, theirs = (attackers, defenders)
    for space, holding in zip([CAP_SPACE, START_SPACE] if attacker_in_start else [TOWN_SPACE], mine):
        put(st, me, space, holding)
    for space, holding in zip([TOWN_SPACE] if attacker_in_start else [CAP_SPACE, START_SPACE], theirs):
        put(st, other, space, holding)
    st.points = st.computed_points()
    st.check_invariants()
    return st, me, other


def events(st, kind):
    return [e.data for e in st.events if e.kind == kind]


def test_seed_example_2_both_sides_wiped_out_leave_both_cities_idle():
    """甲 attacks with 2 alert, 乙 defends with 1 holding; 4 5 vs 6, then 5 vs 5."""
    st, me, other = war_board()
    st.rng = Dice(4, 5, 6, 5, 5)
    play(st, "command")
    assert st.commands[me] == 5 and st.legal_actions() == [  # chosen first, spent when carried out
        "war", "emergency:out", "plot:secret_path", "plot:beauty", "plot:lure_tiger", "back"]
    play(st, "war")
    assert st.legal_actions() == [CITY_AT_START, "back"]
    play(st, CITY_AT_START)
    assert st.legal_actions() == [TOWN, "back"]
    play(st, TOWN)
    assert st.legal_actions() == ["troops:1", "troops:2", "back"] and st.commands[me] == 5
    play(st, "troops:2")
    assert st.commands[me] == 4 and [e.kind for e in st.events][:2] == ["command", "command_use"]
    (r1,) = events(st, "war_round")
    assert (r1["attacker_dice"], r1["defender_dice"]) == ([4, 5], [6])
    assert r1["attackers_lost"] == 1 and r1["turned"] == 1 and r1["outcome"] is None
    assert st.troops[TOWN_SPACE] == (other, False)  # holding turned alert
    assert st.to_act == me and st.legal_actions() == ["retreat", "continue"]
    play(st, "continue")
    (r2,) = events(st, "war_round")
    assert (r2["attacker_dice"], r2["defender_dice"], r2["outcome"]) == ([5], [5], "both_gone")
    assert st.troops == {} and st.supply == [8, 8, 8] and st.points == [0, 0, 0]
    assert st.rng.faces == [] and st.turn == (me + 1) % 3 and not st.pending


def test_the_attacker_may_retreat_after_an_exchange():
    st, me, other = war_board()
    st.rng = Dice(4, 5, 6)
    play(st, "command", "war", CITY_AT_START, TOWN, "troops:2", "retreat")
    assert sorted(st.troops.values()) == sorted([(me, False), (other, False)])
    assert st.troops[TOWN_SPACE] == (other, False) and st.supply[me] == 7
    assert st.points[me] == 1 and st.points[other] == 1 and st.turn != me
    assert events(st, "war_end")[0]["outcome"] == "retreat"


def test_a_winning_attacker_splits_the_survivors_into_the_target_as_alert():
    st, me, other = war_board(defenders=(False,))
    st.rng = Dice(5, 1, 1)
    play(st, "command", "war", CITY_AT_START, TOWN, "troops:2")
    assert st.to_act == me and st.legal_actions() == ["troops:0", "troops:1"]  # one space in the town
    play(st, "troops:1")
    assert st.troops[TOWN_SPACE] == (me, False) and len([t for t in st.troops.values() if t[0] == me]) == 2
    assert st.points[me] == 2 and st.points[other] == 0 and st.supply[other] == 8


def test_a_winning_attacker_who_takes_everyone_home_leaves_the_target_idle():
    st, me, other = war_board(defenders=(False,))
    st.rng = Dice(5, 1, 1)
    play(st, "command", "war", CITY_AT_START, TOWN, "troops:2", "troops:0")
    assert TOWN_SPACE not in st.troops and st.points[me] == 1 and st.points[other] == 0


def test_the_attacker_can_send_fewer_troops_than_the_origin_holds():
    st, me, other = war_board(defenders=(False,))
    st.rng = Dice(6, 1)  # one attacker die, one defender die
    play(st, "command", "war", CITY_AT_START, TOWN, "troops:1")
    assert st.rng.faces == [] and st.legal_actions() == ["troops:0", "troops:1"]


def test_a_winning_defender_may_take_the_empty_origin():
    st, me, other = war_board(attacker_in_start=False, attackers=(False,), defenders=(False, False))
    st.rng = Dice(1, 5, 1)  # the lone attacker misses and falls
    play(st, "command", "war", TOWN, CITY_AT_START, "troops:1")
    assert st.to_act == other and st.legal_actions() == ["troops:0", "troops:1"]  # the town has one space
    play(st, "troops:1")
    assert st.troops[TOWN_SPACE] == (other, False) and st.points[other] == 2 and st.points[me] == 0
    assert not st.pending and st.turn == (me + 1) % 3


def test_a_winning_defender_may_stay_put():
    st, me, other = war_board(attacker_in_start=False, attackers=(False,), defenders=(False, False))
    st.rng = Dice(1, 5, 1)
    play(st, "command", "war", TOWN, CITY_AT_START, "troops:1", "troops:0")
    assert TOWN_SPACE not in st.troops and st.points == [1 if s == other else 0 for s in range(3)]


def test_no_taking_the_origin_when_troops_stayed_in_it():
    st, me, other = war_board(defenders=(False,))
    st.rng = Dice(1, 5)  # the one attacker sent falls; one stayed home
    play(st, "command", "war", CITY_AT_START, TOWN, "troops:1")
    assert not st.pending and st.turn != me and st.points[me] == 1


def test_holding_troops_do_not_fight_and_no_war_without_a_connected_target():
    st, me, other = war_board(attackers=(True, True))
    assert "war" not in _choices(st)  # both attackers hold: nobody can march
    st = game()
    me = st.turn
    lay(st, 0, -1, 7, 2)
    lay(st, 0, 1, WALLED_TOWN, 0)  # beyond the start tile's barricade
    put(st, me, CAP_SPACE)
    put(st, (me + 1) % 3, (0, 1, 0))
    st.points = st.computed_points()
    assert "war" not in _choices(st)


def _choices(st):
    if "command" not in st.legal_actions():
        return []
    c = st.clone()
    c.apply("command")
    return c.legal_actions()


def test_no_command_without_cards():
    st, me, _ = war_board()
    assert "command" in st.legal_actions()
    st.commands[me] = 0
    st.touch()  # an edit by hand: the remembered list is forgotten
    assert "command" not in st.legal_actions()


def test_a_national_war_that_reaches_the_winning_score_ends_the_game():
    st, me, other = war_board(defenders=(False,), win_score=2)
    st.rng = Dice(5, 1, 1)
    play(st, "command", "war", CITY_AT_START, TOWN, "troops:2", "troops:1")
    assert st.is_over() and st.end_reason == "score" and st.winners() == [me]


def test_emergency_withdrawal_takes_two_troops_home():
    st, me, other = war_board(attackers=(False, True))
    play(st, "command")
    assert "emergency:out" in st.legal_actions() and "emergency:in" not in st.legal_actions()
    play(st, "emergency:out", CITY_AT_START)
    assert st.legal_actions() == ["alert", "hold"]
    play(st, "hold")
    assert st.legal_actions() == ["alert"]
    play(st, "alert")
    assert all(t[0] != me for t in st.troops.values()) and st.supply[me] == 8 and st.points[me] == 0


def test_emergency_deployment_puts_two_troops_in_one_city():
    """Found in random play: the first moment a player could deploy two troops at once."""
    rng = random.Random(5)
    for seed in range(20):
        st = game(4, seed=seed)
        while not st.is_over():
            if "emergency:in" in _choices(st):
                me = st.turn
                play(st, "command", "emergency:in")
                city = st.legal_actions()[0]
                before = {s for s, (o, _) in st.troops.items() if o == me}
                play(st, city, "alert", "hold")
                added = {s: st.troops[s] for s in st.troops if st.troops[s][0] == me and s not in before}
                assert sorted(added.values()) == [(me, False), (me, True)]
                assert len({st.space_city(s) for s in added}) == 1
                return
            play(st, rng.choice(st.legal_actions()))
    pytest.fail("no emergency deployment came up")


def random_play(players, seeds=4):
    """Random games at ``players``: the state after each step (play() checks the invariants)."""
    for seed in range(seeds):
        st = game(players, seed=seed)
        rng = random.Random(seed)
        while not st.is_over():
            play(st, rng.choice(st.legal_actions()))
            yield st


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_play_with_command_cards_keeps_troops_and_scores_straight(players):
    seen = set()
    for st in random_play(players):
        seen |= {e.kind for e in st.events}
    assert {"command", "war", "war_round"} <= seen


@pytest.mark.parametrize("steps", [
    ["command"], ["command", "war"], ["command", "war", CITY_AT_START],
    ["command", "war", CITY_AT_START, TOWN], ["command", "plot:secret_path", CITY_AT_START, TOWN],
    ["command", "plot:beauty", TOWN], ["command", "plot:lure_tiger"]])
def test_a_command_card_put_back_before_its_use_is_carried_out_costs_nothing(steps):
    """Choose first, spend on carrying it out: ``back`` at any step before leaves the table as it was,
    the turn's player choosing again; nobody is told of a card that was not played."""
    st, me, other = war_board()
    before = st.snapshot()
    turn_choices = st.legal_actions()
    play(st, *steps)
    assert "back" in st.legal_actions() and st.commands[me] == 5 and len(st.plots[me]) == 4
    play(st, "back")
    assert st.snapshot() == before and st.legal_actions() == turn_choices and st.to_act == me
    assert not {"command", "command_use", "plot"} & {e.kind for e in st.events}


def test_once_carried_out_a_command_card_cannot_be_put_back():
    from client.core.errors import IllegalAction

    st, me, other = war_board()
    play(st, "command", "emergency:out", CITY_AT_START)  # two troops leave at once
    assert st.commands[me] == 4 and "back" not in st.legal_actions()
    with pytest.raises(IllegalAction):
        st.apply("back")
    st, me, other = war_board(defenders=(True,))
    play(st, "command", "plot:lure_tiger", TOWN)  # the holding troops turned: the plot is spent
    assert st.commands[me] == 4 and "lure_tiger" not in st.plots[me] and "back" not in st.legal_actions()
