"""姬札大戰 scenarios: every operation of the effect vocabulary, through the special skills, ougi
and tactics of the starter subset; timings, costs, uses per sortie, durations."""
import pytest

from client.core.errors import IllegalAction
from client.games.himefuda.effects import OPS
from client.games.himefuda.vocabulary import ATTACK_PHASE, MOVE_PHASE, SORTIE_PHASE

from .scenario import event, given, play, put

EXERCISED: set[str] = set()


def exercises(*ops):
    def mark(fn):
        EXERCISED.update(ops)
        return fn
    return mark


def give(st, seat, card):
    """A card of the pool outside the starter decks, added to ``seat``'s deck and hand."""
    st.deck[seat] = tuple(sorted(st.deck[seat] + (card,)))
    st.hand[seat] = sorted(st.hand[seat] + [card])
    st._legal = None


@exercises("modify")
def test_ougi_modifies_allies_in_range_for_the_turn_and_costs_a_provision():
    st = given(0, units=[{"card": "wei_cao_cao", "seat": 0, "at": (2, 1)},
                         {"card": "wei_xu_huang", "seat": 0, "at": (1, 1)},
                         {"card": "wei_man_chong", "seat": 0, "at": (2, 0)}])
    play(st, "ougi:wei_cao_cao")
    assert st.provisions[0] == 9
    assert st.value(st.units[(1, 1)], "melee") == 4 and st.value(st.units[(2, 1)], "melee") == 4
    assert st.value(st.units[(2, 0)], "melee") == 2  # behind: out of range
    assert "ougi:wei_cao_cao" not in st.legal_actions()  # once a sortie
    play(st, "pass", "pass")  # the turn ends: so does the change
    assert st.value(st.units[(1, 1)], "melee") == 3


@exercises("modify")
def test_a_round_lasts_to_the_users_next_turn():
    st = given(0, MOVE_PHASE, units=[{"card": "wei_man_chong", "seat": 0, "at": (2, 1)}])
    play(st, "skill:wei_man_chong")
    assert st.phase == ATTACK_PHASE  # it was the move action
    assert st.value(st.units[(2, 1)], "shoot", True) == 4
    play(st, "pass", "pass", "pass", "pass", "pass")  # into seat 1's retreat phase
    assert st.turn == 1 and st.value(st.units[(2, 1)], "shoot", True) == 4
    play(st, "pass")
    assert st.turn == 0 and st.value(st.units[(2, 1)], "shoot", True) == 3


@exercises("damage")
def test_ougi_damage_to_every_enemy_in_range_is_not_capped_and_costs_troops():
    st = given(1, units=[{"card": "shu_guan_yu", "seat": 1, "at": (2, 2), "troops": 2},
                         {"card": "wei_xu_huang", "seat": 0, "at": (2, 1)},
                         {"card": "wei_man_chong", "seat": 0, "at": (3, 1), "troops": 1},
                         {"card": "wei_zhang_liao", "seat": 0, "at": (0, 1)}])
    play(st, "ougi:shu_guan_yu")
    assert st.units[(2, 2)].troops == 1 and st.units[(2, 1)].troops == 4
    assert (3, 1) not in st.units and "wei_man_chong" in st.spoils[1]
    assert st.units[(0, 1)].troops == 5


@exercises("damage")
def test_a_one_enemy_target_is_chosen():
    st = given(0, units=[{"card": "wei_zhang_liao", "seat": 0, "at": (2, 1)},
                         {"card": "shu_zhang_fei", "seat": 1, "at": (2, 2)}])
    play(st, "skill:wei_zhang_liao")
    assert st.legal_actions() == ["target:2:2"]
    play(st, "target:2:2")
    assert st.units[(2, 2)].troops == 4 and st.units[(2, 1)].troops == 4


def test_no_target_in_range_means_the_ability_is_not_offered():
    st = given(0, units=[{"card": "wei_zhang_liao", "seat": 0, "at": (2, 1)},
                         {"card": "shu_zhang_fei", "seat": 1, "at": (3, 2)}])
    assert "skill:wei_zhang_liao" not in st.legal_actions()
    with pytest.raises(IllegalAction):
        st.apply("skill:wei_zhang_liao")


@exercises("check", "damage")
@pytest.mark.parametrize("die,hurt", [(5, 2), (6, 0)])
def test_a_check_gates_the_operations_after_it(die, hurt):
    st = given(1, units=[{"card": "shu_zhuge_liang", "seat": 1, "at": (2, 3)},
                         {"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}], dice=(die,))
    play(st, "ougi:shu_zhuge_liang", "target:2:1")
    assert event(st, "check")["success"] == (hurt > 0)
    assert st.units[(2, 1)].troops == 5 - hurt and st.provisions[1] == 9


@exercises("provisions", "check")
def test_provisions_burnt_on_the_enemy_side():
    st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}], dice=(3,))
    play(st, "skill:wei_xu_huang")
    assert st.provisions[1] == 9


@exercises("provisions")
def test_provisions_gained_after_a_sortie():
    st = play(given(0, SORTIE_PHASE), "sortie:wei_xu_huang:0", "troops:3")
    assert "play:t_granary" in st.legal_actions()
    play(st, "play:t_granary")
    assert st.provisions[0] == 10 and "t_granary" in st.discard[0]
    assert "play:t_granary" not in st.legal_actions() and "done" in st.legal_actions()


@exercises("ambush")
def test_ambush_allows_a_second_sortie():
    st = play(given(0, SORTIE_PHASE), "sortie:wei_xu_huang:0", "troops:3", "play:t_ambush", "done")
    assert st.phase == SORTIE_PHASE and "sortie:wei_man_chong:1" in st.legal_actions()
    assert not any(a.startswith("guard:") for a in st.legal_actions())
    play(st, "sortie:wei_man_chong:1", "troops:2", "done")
    assert st.phase == MOVE_PHASE and len(st.units) == 2


@exercises("garrison")
def test_garrison_recruited_and_lost():
    st = play(given(1, SORTIE_PHASE), "sortie:shu_zhang_fei:0", "troops:3", "play:t_recruiting_post")
    assert st.castle[1] == 28 and st.recruited[1] == 1
    st = given(1, units=[{"card": "shu_zhang_fei", "seat": 1, "at": (2, 2)}])
    give(st, 1, "t_siege_engine")
    play(st, "play:t_siege_engine")
    assert st.castle[0] == 29 and st.casualties[0] == 1 and st.provisions[1] == 9


@exercises("supply", "rest")
def test_war_drums_rest_and_supply_the_unit_that_sortied():
    st = given(1, SORTIE_PHASE)
    give(st, 1, "t_war_drums")
    play(st, "sortie:shu_zhang_fei:0", "troops:3", "play:t_war_drums:shu_zhang_fei", "done")
    u = st.units[(0, 3)]
    assert u.troops == 4 and st.castle[1] == 26 and not u.fatigued
    assert "move:shu_zhang_fei:0:2" in st.legal_actions()


@exercises("rest")
def test_liu_bei_rests_his_neighbours_for_a_thousand_of_the_garrison():
    st = given(1, MOVE_PHASE, units=[{"card": "shu_liu_bei", "seat": 1, "at": (2, 2)},
                                     {"card": "shu_zhang_fei", "seat": 1, "at": (1, 2), "tired": True,
                                      "fatigued": False}], guard={1: "shu_zhao_yun"})
    play(st, "ougi:shu_liu_bei")
    assert not st.units[(1, 2)].tired and st.castle[1] == 30 - 10 - 1


@exercises("modify", "grant")
def test_crane_wing_grants_a_skill_for_the_turn():
    st = given(1, MOVE_PHASE, units=[{"card": "shu_zhang_fei", "seat": 1, "at": (2, 2)},
                                     {"card": "shu_zhao_yun", "seat": 1, "at": (3, 2)}])
    play(st, "play:t_crane_wing:shu_zhang_fei")
    fei, zhao = st.units[(2, 2)], st.units[(3, 2)]
    assert st.has_skill(fei, "surprise") and st.has_skill(zhao, "surprise")
    assert st.value(fei, "melee") == 5 and st.value(zhao, "melee") == 5  # never above 5
    play(st, "pass", "pass")
    assert not st.has_skill(fei, "surprise")


@exercises("tire", "modify")
def test_zhang_fei_tires_the_enemy_ahead():
    st = given(1, units=[{"card": "shu_zhang_fei", "seat": 1, "at": (2, 2)},
                         {"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    play(st, "skill:shu_zhang_fei", "target:2:1", "pass", "pass")
    xu = st.units[(2, 1)]
    assert st.turn == 0 and xu.tired and st.melee_attack_value(xu) == 1  # 3 - 1 tired - 1
    play(st, "pass", "pass")
    assert not any(a.startswith(("shoot:wei_xu_huang", "starve")) for a in st.legal_actions())


@exercises("stepback")
def test_stepback_answers_a_shot_and_the_card_returns_to_hand():
    st = given(0, units=[{"card": "wei_man_chong", "seat": 0, "at": (2, 0)},
                         {"card": "shu_zhao_yun", "seat": 1, "at": (2, 2)}], dice=(3, 1))
    play(st, "shoot:wei_man_chong:2:2", "play:t_strategic_retreat:shu_zhao_yun")
    assert st.units[(2, 3)].troops == 4 and "t_strategic_retreat" in st.hand[1]


def test_equipment_stays_with_its_unit_and_goes_where_it_goes():
    st = play(given(0, SORTIE_PHASE), "sortie:wei_xu_huang:2", "troops:2", "play:t_iron_armour:wei_xu_huang",
              "done")
    u = st.units[(2, 0)]
    assert u.gear == ["t_iron_armour"] and st.value(u, "melee", True) == 4
    st = given(1, units=[{"card": "shu_guan_yu", "seat": 1, "at": (2, 1)}], dice=(5, 1))
    put(st, "wei_xu_huang", 0, (2, 0), troops=1, gear=["t_iron_armour"])
    st.hand[0].remove("t_iron_armour")
    play(st, "melee:shu_guan_yu:2:0")
    assert st.spoils[1] == ["wei_xu_huang", "t_iron_armour"] and st.results(1) == 3


def test_every_operation_is_exercised_here():
    assert EXERCISED == set(OPS)


def test_fatigued_units_only_use_sortie_cards():
    st = play(given(0, SORTIE_PHASE), "sortie:wei_cao_cao:2", "troops:5", "none", "done")
    assert not any(a.startswith(("ougi", "play", "skill")) for a in st.legal_actions())
