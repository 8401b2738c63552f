"""3KingdomsBattle's plots (K-9) through the rules: each plot's scenario with scripted dice,
each plot used once, plots offered only when they can be carried out, and random play
that actually plays them. Boards as in test_commands (start + cap city, walled town)."""
from __future__ import annotations

import pytest

from tests.three_kingdoms.test_commands import TOWN, TOWN_SPACE, _choices, events, random_play, war_board
from tests.three_kingdoms.test_rules import (CAP_SPACE, CITY_AT_START, START_SPACE, WALLED_TOWN, Dice, game,
                                             lay, play, put)



def plots_offered(st):
    return [c for c in _choices(st) if c.startswith("plot:")]


# -- 驅虎吞狼 -----------------------------------------------------------------------------------

def drive_board(**kw):
    """Seats ``me`` and ``other`` hold the two cities; the third seat plays the plot."""
    st, a, b = war_board(**kw)
    st.turn = plotter = (a + 2) % 3
    return st, plotter, a, b


def test_drive_tiger_fights_to_the_end_without_a_retreat_choice():
    """The seed's example 2 again, but set off by a third player: no retreat is offered."""
    st, plotter, a, b = drive_board()
    st.rng = Dice(4, 5, 6, 5, 5)
    play(st, "command")
    assert "plot:drive_tiger" in st.legal_actions()
    play(st, "plot:drive_tiger")
    assert st.legal_actions() == [CITY_AT_START, "back"]  # the town holds: it cannot attack
    play(st, CITY_AT_START)
    assert st.legal_actions() == [TOWN, "back"] and "drive_tiger" in st.plots[plotter]
    play(st, TOWN)
    rounds = events(st, "war_round")
    assert [(r["attacker_dice"], r["defender_dice"]) for r in rounds] == [([4, 5], [6]), ([5], [5])]
    assert rounds[-1]["outcome"] == "both_gone" and st.rng.faces == []
    assert st.troops == {} and st.points == [0, 0, 0]
    assert st.commands[plotter] == 4 and "drive_tiger" not in st.plots[plotter]
    assert st.plots[a] == st.plots[b] == ["drive_tiger", "secret_path", "beauty", "lure_tiger"]
    assert st.turn == (plotter + 1) % 3 and not st.pending


def test_drive_tiger_sends_every_alert_troop_and_the_winner_settles():
    st, plotter, a, b = drive_board(attackers=(False, True), defenders=(False,))
    st.rng = Dice(5, 1)  # one alert attacker (the holding one stays), one defender
    play(st, "command", "plot:drive_tiger", CITY_AT_START, TOWN)
    assert events(st, "war")[0]["attackers"] == 1 and st.rng.faces == []
    assert st.to_act == a and st.legal_actions() == ["troops:0", "troops:1"]  # the attacker settles
    play(st, "troops:1")
    assert st.troops[TOWN_SPACE] == (a, False) and st.points[a] == 2 and st.turn == (plotter + 1) % 3


def test_drive_tiger_needs_two_other_players_cities():
    st, me, other = war_board()
    assert "plot:drive_tiger" not in plots_offered(st)  # only one other player holds a city
    st, plotter, a, b = drive_board(attackers=(True, True), defenders=(True,))
    assert "plot:drive_tiger" not in plots_offered(st)  # nobody has an alert troop to attack with


# -- 暗渡陳倉 -----------------------------------------------------------------------------------

def far_board():
    """The turn's player in the start city, the next seat in a town beyond a barricade."""
    st = game()
    me, other = st.turn, (st.turn + 1) % 3
    lay(st, 0, -1, 7, 2)
    lay(st, 0, 1, WALLED_TOWN, 0)
    put(st, me, CAP_SPACE)
    put(st, other, (0, 1, 0))
    st.points = st.computed_points()
    return st, me, other


def test_secret_path_attacks_a_city_beyond_any_barricade():
    st, me, other = far_board()
    assert "war" not in _choices(st) and "plot:secret_path" in plots_offered(st)
    st.rng = Dice(5, 1)
    play(st, "command", "plot:secret_path")
    assert st.legal_actions() == [CITY_AT_START, "back"]
    play(st, CITY_AT_START)
    assert st.legal_actions() == ["city:0:1:0", "back"]
    play(st, "city:0:1:0", "troops:1")
    assert st.to_act == me and st.legal_actions() == ["troops:0", "troops:1"]
    play(st, "troops:1")
    assert st.troops == {(0, 1, 0): (me, False)} and st.supply[other] == 8
    assert "secret_path" not in st.plots[me] and st.commands[me] == 4


def test_secret_path_needs_an_alert_troop():
    st, me, other = far_board()
    st.troops[CAP_SPACE] = (me, True)
    assert "plot:secret_path" not in plots_offered(st)


# -- 美人計 -------------------------------------------------------------------------------------

def test_beauty_sends_one_troop_home_and_lets_the_player_reinforce():
    st, me, other = war_board(attackers=(False,), defenders=(True,))
    play(st, "command", "plot:beauty")
    assert st.legal_actions() == [TOWN, "back"]
    play(st, TOWN)
    assert st.legal_actions() == ["hold", "back"]
    play(st, "hold")
    assert TOWN_SPACE not in st.troops and st.supply[other] == 8 and st.points[other] == 0
    assert st.to_act == me and st.legal_actions() == [CITY_AT_START, "none"]
    play(st, CITY_AT_START, "hold")
    assert st.troops[START_SPACE] == (me, True) and st.supply[me] == 6
    assert "beauty" not in st.plots[me] and st.commands[me] == 4 and st.turn != me


def test_beauty_may_skip_the_reinforcement_and_skips_it_without_a_free_space():
    st, me, other = war_board(attackers=(False,), defenders=(True,))
    play(st, "command", "plot:beauty", TOWN, "hold", "none")
    assert st.supply[me] == 7 and st.turn != me
    st, me, other = war_board(attackers=(False, False), defenders=(False,))
    play(st, "command", "plot:beauty", TOWN, "alert")  # the start city is full: the turn ends
    assert not st.pending and st.turn != me


def test_a_plot_is_used_once():
    st, me, other = war_board(attackers=(False,), defenders=(True,))
    play(st, "command", "plot:beauty", TOWN, "hold", "none")
    put(st, other, TOWN_SPACE, True)
    st.points = st.computed_points()
    st.turn = me
    assert "plot:beauty" not in plots_offered(st) and "plot:lure_tiger" in plots_offered(st)


# -- 調虎離山 -----------------------------------------------------------------------------------

def test_lure_tiger_turns_the_city_alert_then_attacks_without_another_card():
    st, me, other = war_board(defenders=(True,))
    play(st, "command", "plot:lure_tiger")
    assert st.legal_actions() == [TOWN, "back"]
    play(st, TOWN)
    assert st.troops[TOWN_SPACE] == (other, False)
    assert st.legal_actions() == [CITY_AT_START, "none"]
    st.rng = Dice(5, 1, 1)  # the alert defender now falls to one hit
    play(st, CITY_AT_START, "troops:2", "troops:1")
    assert st.troops[TOWN_SPACE] == (me, False) and st.points[me] == 2 and st.commands[me] == 4


def test_lure_tiger_may_stop_after_turning_troops_alert():
    st, me, other = war_board(defenders=(True,))
    play(st, "command", "plot:lure_tiger", TOWN, "none")
    assert st.troops[TOWN_SPACE] == (other, False) and st.turn != me and "lure_tiger" not in st.plots[me]


def test_lure_tiger_needs_a_holding_troop_and_offers_no_war_without_a_connected_city():
    st, me, other = war_board(defenders=(False,))
    assert "plot:lure_tiger" not in plots_offered(st)
    st, me, other = far_board()
    st.troops[(0, 1, 0)] = (other, True)
    play(st, "command", "plot:lure_tiger", "city:0:1:0")
    assert st.troops[(0, 1, 0)] == (other, False) and not st.pending and st.turn != me


def test_no_plot_without_another_players_city():
    st = game()
    lay(st, 0, -1, 7, 2)
    put(st, st.turn, CAP_SPACE)
    st.points = st.computed_points()
    assert plots_offered(st) == []


# -- random play --------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_play_with_plots_keeps_troops_and_scores_straight(players):
    played = set()
    for st in random_play(players):
        played |= {e.data["plot"] for e in st.events if e.kind == "plot"}
        assert all(len(set(p)) == len(p) <= 4 for p in st.plots)
    assert played == {"drive_tiger", "secret_path", "beauty", "lure_tiger"}
