"""姬札大戰 scenarios: melee (H-5, H-7), shooting, the siege attacks, the castle guard, the
general skills that change a fight. Dice are scripted: the attacker's die, then the defender's."""
import pytest

from client.core.errors import IllegalAction
from client.games.himefuda.vocabulary import RETREAT_PHASE

from .scenario import event, given, play

XU, XIAHOU, ZHANG_LIAO, MAN = "wei_xu_huang", "wei_xiahou_dun", "wei_zhang_liao", "wei_man_chong"
ZHAO, GUAN, FEI, ZHUGE = "shu_zhao_yun", "shu_guan_yu", "shu_zhang_fei", "shu_zhuge_liang"


def duel(attacker, defender, a_at=(2, 1), d_at=(2, 2), dice=(), a_troops=5, d_troops=5, **flags):
    return given(0, units=[{"card": attacker, "seat": 0, "at": a_at, "troops": a_troops, **flags},
                           {"card": defender, "seat": 1, "at": d_at, "troops": d_troops}], dice=dice)


# -- melee --------------------------------------------------------------------------------------

def test_melee_success_deals_the_difference_in_thousands():
    st = duel(XU, FEI, dice=(3, 1))  # 3 ≤ 3 → 3; Zhang Fei defends 2: 1 → 1
    play(st, "melee:wei_xu_huang:2:2")
    assert event(st, "melee")["strength"] == [3, 1]
    assert st.to_act == 1 and st.legal_actions() == ["back:2:3", "stay"]  # the defender decides
    play(st, "stay")
    assert st.units[(2, 2)].troops == 3 and st.units[(2, 1)].troops == 5
    assert st.units[(2, 1)].attacked and st.to_act == 0
    assert not any(a.startswith("melee:wei_xu_huang") for a in st.legal_actions())  # one attack


def test_a_roll_above_the_value_counts_as_one_and_a_tie_is_a_stalemate():
    st = duel(XU, FEI, dice=(5, 1))  # 5 > 3 → 1 against 1: stalemate, 1 thousand each
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert event(st, "melee")["strength"] == [1, 1]
    assert st.units[(2, 2)].troops == 4 and st.units[(2, 1)].troops == 4


def test_casualties_are_capped_by_the_attackers_troops():
    st = duel(XU, FEI, dice=(3, 1), a_troops=1)
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert st.units[(2, 2)].troops == 4


def test_step_back_saves_one_thousand_but_never_the_last():
    st = duel(XU, FEI, dice=(3, 1))
    play(st, "melee:wei_xu_huang:2:2", "back:2:3")
    assert (2, 2) not in st.units and st.units[(2, 3)].troops == 4
    st = duel(XU, FEI, dice=(5, 1))  # a stalemate: 1 thousand stays 1
    play(st, "melee:wei_xu_huang:2:2", "back:2:3")
    assert st.units[(2, 3)].troops == 4


def test_no_step_back_when_the_rear_is_taken_or_off_the_field():
    st = given(0, units=[{"card": XU, "seat": 0, "at": (2, 2)}, {"card": FEI, "seat": 1, "at": (2, 3)}],
               dice=(3, 1))
    play(st, "melee:wei_xu_huang:2:3")
    assert st.units[(2, 3)].troops == 3 and not st.pending


def test_cavalry_may_step_back_diagonally():
    st = duel(XU, ZHAO, dice=(3, 1))
    play(st, "melee:wei_xu_huang:2:2")
    assert sorted(st.legal_actions()) == ["back:1:3", "back:2:3", "back:3:3", "stay"]


def test_pursuit_steps_into_the_zone_left_empty():
    st = duel(XIAHOU, FEI, dice=(4, 1))
    play(st, "melee:wei_xiahou_dun:2:2", "back:2:3")
    assert st.to_act == 0 and st.legal_actions() == ["pursue", "stay"]
    play(st, "pursue")
    assert st.units[(2, 2)].cards == [XIAHOU] and (2, 1) not in st.units
    st = duel(XU, FEI, dice=(4, 1))  # no pursuit skill: nothing to decide
    play(st, "melee:wei_xu_huang:2:2", "back:2:3")
    assert not st.pending


def test_tired_units_fight_at_minus_one_unless_they_raid():
    st = duel(XU, FEI, dice=(3, 1), tired=True)  # melee 3 - 1 = 2: a 3 counts as 1
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert event(st, "melee")["values"] == [2, 2] and st.units[(2, 2)].troops == 4
    st = duel(ZHANG_LIAO, FEI, dice=(4, 1), tired=True)  # 突襲: no penalty
    play(st, "melee:wei_zhang_liao:2:2", "stay")
    assert event(st, "melee")["values"] == [4, 2] and st.units[(2, 2)].troops == 2


def test_tired_units_may_not_shoot_or_besiege():
    st = given(0, units=[{"card": XU, "seat": 0, "at": (1, 3), "tired": True},
                         {"card": FEI, "seat": 1, "at": (2, 3)}])
    assert {a.split(":")[0] for a in st.legal_actions()} == {"melee", "skill", "pass"}  # skills still work


def test_assault_attacks_diagonally():
    st = given(1, units=[{"card": GUAN, "seat": 1, "at": (2, 2)}, {"card": XU, "seat": 0, "at": (1, 1)}])
    assert "melee:shu_guan_yu:1:1" in st.legal_actions()
    st = given(1, units=[{"card": FEI, "seat": 1, "at": (2, 2)}, {"card": XU, "seat": 0, "at": (1, 1)}])
    assert not any(a.startswith("melee:") for a in st.legal_actions())


def test_surprise_from_the_flank_lowers_the_defence():
    st = duel(XU, FEI, a_at=(1, 2), d_at=(2, 2), dice=(3, 2))  # Zhang Fei defends 2 - 1 = 1
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert event(st, "melee")["values"] == [3, 1] and event(st, "melee")["strength"] == [3, 1]
    st = duel(XU, FEI, dice=(3, 2))  # from the front: no change
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert event(st, "melee")["values"] == [3, 2]


def test_palisade_closes_the_front_both_ways():
    st = given(0, units=[{"card": MAN, "seat": 0, "at": (2, 1)}, {"card": FEI, "seat": 1, "at": (2, 2)},
                         {"card": ZHAO, "seat": 1, "at": (1, 1)}])
    assert "melee:wei_man_chong:2:2" not in st.legal_actions()
    assert "melee:wei_man_chong:1:1" in st.legal_actions()
    st.turn, st._legal = 1, None
    assert "melee:shu_zhang_fei:2:1" not in st.legal_actions()
    assert "melee:shu_zhao_yun:2:1" in st.legal_actions()


def test_reinforcements_move_one_thousand_to_the_garrison():
    st = duel(XU, ZHUGE, dice=(3, 1))
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert st.units[(2, 2)].troops == 4 and st.castle[1] == 24  # 30 - 5 sortied - 1


def test_peerless_survives_at_exactly_zero_and_deals_one_more():
    st = given(1, units=[{"card": FEI, "seat": 1, "at": (2, 2)},
                         {"card": XIAHOU, "seat": 0, "at": (2, 1), "troops": 2}], dice=(4, 2))
    play(st, "melee:shu_zhang_fei:2:1")  # 4 against 2 (Xiahou Dun defends 3): 2 casualties
    play(st, "stay")
    assert st.units[(2, 1)].troops == 0 and st.units[(2, 1)].cards == [XIAHOU]
    st = given(1, units=[{"card": FEI, "seat": 1, "at": (2, 2)},
                         {"card": XIAHOU, "seat": 0, "at": (2, 1), "troops": 1}], dice=(5, 1))
    play(st, "melee:shu_zhang_fei:2:1", "stay")  # a stalemate's 1 thousand leaves it at 0
    assert st.units[(2, 1)].troops == 0
    play(st, "pass", "pass")  # to seat 0's turn: the peerless unit at 0 attacks, capped at 0 + 1
    play(st, "pass", "pass")
    st.rng.faces += [4, 1]
    play(st, "melee:wei_xiahou_dun:2:2", "stay")
    assert st.units[(2, 2)].troops == 4 - 1  # 4 against 1, capped at 1 thousand


def test_a_rout_gives_the_cards_and_their_war_results_to_the_victor():
    st = duel(XU, FEI, dice=(3, 1), d_troops=2)
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert (2, 2) not in st.units and st.spoils[0] == [FEI] and st.results(0) == 2
    assert st.casualties[1] == 2 and event(st, "rout")["cards"] == [FEI]


# -- shooting -----------------------------------------------------------------------------------

def test_shooting_reaches_one_diagonal_or_two_straight():
    st = given(0, units=[{"card": MAN, "seat": 0, "at": (2, 0)}, {"card": FEI, "seat": 1, "at": (2, 1)},
                         {"card": GUAN, "seat": 1, "at": (3, 1)}, {"card": ZHAO, "seat": 1, "at": (2, 2)}])
    shots = sorted(a for a in st.legal_actions() if a.startswith("shoot:"))
    assert shots == ["shoot:wei_man_chong:2:2", "shoot:wei_man_chong:3:1"]


@pytest.mark.parametrize("dice,casualties", [((3, 1), 2), ((2, 2), 1), ((1, 2), 0)])
def test_shooting_outcomes(dice, casualties):
    st = given(0, units=[{"card": MAN, "seat": 0, "at": (2, 0)}, {"card": ZHAO, "seat": 1, "at": (2, 2)}],
               dice=dice)  # Man Chong shoots 3; Zhao Yun defends 3
    play(st, "shoot:wei_man_chong:2:2")
    assert event(st, "shoot")["casualties"] == casualties
    if casualties:  # Shu holds Strategic Retreat: it may answer the shot
        assert st.to_act == 1 and st.legal_actions() == ["play:t_strategic_retreat:shu_zhao_yun", "take"]
        play(st, "take")
    assert st.units[(2, 2)].troops == 5 - casualties and not st.pending


def test_strategic_retreat_answers_a_shot():
    st = given(1, units=[{"card": ZHUGE, "seat": 1, "at": (2, 2)}, {"card": XU, "seat": 0, "at": (2, 0)}],
               dice=(3, 1))
    play(st, "shoot:shu_zhuge_liang:2:0")
    assert st.to_act == 0  # asked even without a possible answer: the question reveals nothing
    assert st.legal_actions() == ["take"]  # the rear is off the field
    play(st, "take")
    assert st.units[(2, 0)].troops == 3
    st = given(1, units=[{"card": ZHUGE, "seat": 1, "at": (2, 2)}, {"card": XU, "seat": 0, "at": (2, 0)}],
               dice=(3, 1))
    st.discard[0], st.hand[0] = st.hand[0], []
    play(st, "shoot:shu_zhuge_liang:2:0")
    assert st.to_act == 1 and st.units[(2, 0)].troops == 3  # an empty hand is never asked
    st = given(1, units=[{"card": ZHUGE, "seat": 1, "at": (2, 3)}, {"card": XU, "seat": 0, "at": (2, 1)}],
               dice=(3, 1))
    play(st, "shoot:shu_zhuge_liang:2:1")
    assert st.to_act == 0  # out of turn: Xu Huang's side answers
    assert st.legal_actions() == ["play:t_strategic_retreat:wei_xu_huang", "take"]
    play(st, "play:t_strategic_retreat:wei_xu_huang")
    assert st.units[(2, 0)].troops == 4  # stepped back, 2 - 1 casualties
    assert "t_strategic_retreat" in st.hand[0] and "t_strategic_retreat" in st.known[0]


# -- the castle ---------------------------------------------------------------------------------

def test_siege_success_costs_the_garrison_and_a_provision():
    st = given(0, units=[{"card": XIAHOU, "seat": 0, "at": (2, 3)}], dice=(4, 2))
    assert {"siege:wei_xiahou_dun", "volley:wei_xiahou_dun", "starve:wei_xiahou_dun"} <= set(st.legal_actions())
    play(st, "siege:wei_xiahou_dun")  # 4 against Liu Bei's 2 (defends 3)
    assert st.castle[1] == 28 and st.provisions[1] == 9 and st.units[(2, 3)].troops == 5


def test_siege_stalemate_and_the_empty_castle():
    st = given(0, units=[{"card": XIAHOU, "seat": 0, "at": (2, 3)}], dice=(5, 3))
    play(st, "siege:wei_xiahou_dun")
    assert st.castle[1] == 29 and st.provisions[1] == 10 and st.units[(2, 3)].troops == 4
    st = given(0, units=[{"card": XIAHOU, "seat": 0, "at": (0, 3)}], guard={1: None}, dice=(5,))
    play(st, "siege:wei_xiahou_dun")  # one die only: an empty castle defends at 0
    assert event(st, "siege")["strength"] == [1, 0] and st.castle[1] == 29


@pytest.mark.parametrize("die,lost", [(3, 1), (4, 0)])
def test_siege_volley_is_a_success_roll_on_shooting(die, lost):
    st = given(0, units=[{"card": MAN, "seat": 0, "at": (4, 3)}], dice=(die,))
    play(st, "volley:wei_man_chong")
    assert st.castle[1] == 30 - lost


@pytest.mark.parametrize("die,lost", [(3, 1), (4, 0)])
def test_starving_the_castle_is_a_success_roll_on_strategy(die, lost):
    st = given(0, units=[{"card": XU, "seat": 0, "at": (4, 3)}], dice=(die,))
    play(st, "starve:wei_xu_huang")
    assert st.provisions[1] == 10 - lost


def test_the_castle_guard_fights_at_the_gate_and_shoots_over_the_camp():
    st = given(0, units=[{"card": FEI, "seat": 1, "at": (2, 0)}, {"card": ZHAO, "seat": 1, "at": (0, 0)}],
               dice=(3, 1))
    legal = st.legal_actions()
    assert "melee:castle:2:0" in legal and "shoot:castle:2:0" in legal
    assert "shoot:castle:0:0" in legal and "melee:castle:0:0" not in legal  # not in front of the gate
    play(st, "melee:castle:2:0")  # Cao Cao 3 against Zhang Fei's 1: no step back from the walls
    assert st.units[(2, 0)].troops == 3 and not st.pending
    assert not any(":castle:" in a for a in st.legal_actions())  # once a turn


def test_a_guard_placed_this_turn_does_not_attack():
    st = given(0, units=[{"card": FEI, "seat": 1, "at": (2, 0)}], guard_fresh=True)
    assert not any(":castle:" in a for a in st.legal_actions())


def test_fatigued_units_do_nothing():
    st = given(0, units=[{"card": XU, "seat": 0, "at": (2, 1), "fatigued": True},
                         {"card": FEI, "seat": 1, "at": (2, 2)}])
    assert st.legal_actions() == ["pass"]
    with pytest.raises(IllegalAction, match="'melee' is not possible now"):
        st.apply("melee:wei_xu_huang:2:2")


# -- retreat ------------------------------------------------------------------------------------

def test_retreat_returns_troops_and_cards_and_may_exchange_the_guard():
    st = given(0, RETREAT_PHASE, units=[{"card": XU, "seat": 0, "at": (1, 0), "troops": 4},
                                        {"card": XIAHOU, "seat": 0, "at": (2, 0), "acted": True},
                                        {"card": MAN, "seat": 0, "at": (3, 1)}], guard={0: "wei_zhang_liao"})
    assert [a for a in st.legal_actions() if a.startswith("retreat")] == ["retreat:wei_xu_huang"]
    play(st, "retreat:wei_xu_huang")
    assert st.legal_actions() == ["guard:wei_xu_huang", "keep"]
    play(st, "guard:wei_xu_huang")
    assert st.guard[0] == XU and ZHANG_LIAO in st.hand[0] and st.castle[0] == 30 - 5 - 5
    assert st.turn == 1  # the turn ended


def test_the_lord_retreats_into_the_castle_and_logistics_brings_provisions():
    st = given(0, RETREAT_PHASE, units=[{"card": "wei_cao_cao", "seat": 0, "at": (1, 0)}],
               guard={0: "wei_xu_huang"})
    play(st, "retreat:wei_cao_cao")
    assert st.guard[0] == "wei_cao_cao" and XU in st.hand[0] and st.provisions[0] == 12


def test_conscription_brings_a_thousand_troops():
    st = given(0, RETREAT_PHASE, units=[{"card": MAN, "seat": 0, "at": (1, 0), "troops": 3}])
    play(st, "retreat:wei_man_chong")
    assert st.castle[0] == 31 and st.recruited[0] == 1 and st.turn == 1


def test_a_tired_unit_may_not_retreat():
    st = given(0, RETREAT_PHASE, units=[{"card": XU, "seat": 0, "at": (1, 0), "tired": True}])
    assert st.legal_actions() == ["pass"]


def test_a_routed_merged_stack_gives_both_cards_war_results():
    st = given(1, units=[{"card": GUAN, "seat": 1, "at": (2, 2)},
                         {"card": XIAHOU, "seat": 0, "at": (2, 1), "troops": 1, "cards": [MAN]}], dice=(5, 1))
    play(st, "melee:shu_guan_yu:2:1", "stay")  # 5 against 1: 4 casualties, more than 1 + 1 (一騎當千)
    assert st.spoils[1] == [XIAHOU, MAN] and st.results(1) == 3


def test_a_merged_stack_retreats_whole_and_its_lord_takes_the_castle():
    st = given(0, RETREAT_PHASE, units=[{"card": XU, "seat": 0, "at": (1, 0), "cards": ["wei_cao_cao"]}],
               guard={0: MAN})
    play(st, "retreat:wei_xu_huang")
    assert st.guard[0] == "wei_cao_cao" and {XU, MAN} <= set(st.hand[0]) and st.provisions[0] == 12
