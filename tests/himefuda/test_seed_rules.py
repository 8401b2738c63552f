"""姬札大戰 scenarios for seed rules that no other test pinned down (found by a line-by-line check
of the rules core against the rules). Dice are scripted: the attacker's die, then the defender's."""
import client.i18n as i18n
from client.games.himefuda import SPEC
from client.games.himefuda.odds import attack_odds, expected_melee
from client.games.himefuda.units import FOREVER
from client.games.himefuda.vocabulary import MOVE_PHASE, RETREAT_PHASE, SORTIE_PHASE
from tests.help_page import help_text

from .scenario import event, given, play

SECTIONS = SPEC.load_help().SECTIONS

XU, MAN, ZHANG_LIAO = "wei_xu_huang", "wei_man_chong", "wei_zhang_liao"
ZHAO, FEI, ZHUGE = "shu_zhao_yun", "shu_zhang_fei", "shu_zhuge_liang"


# -- fights -------------------------------------------------------------------------------------

def test_reinforcements_also_take_casualties_of_the_castle_guards_melee():
    # the guard's melee is "a melee like any other", and 援軍 answers any melee on its unit
    st = given(0, units=[{"card": ZHUGE, "seat": 1, "at": (2, 0)}], dice=(3, 1))
    play(st, "melee:castle:2:0")  # Cao Cao 3 against Zhuge Liang's 1: 2 casualties
    assert event(st, "guard_melee")["casualties"] == [2, 0]
    assert st.units[(2, 0)].troops == 4 and st.castle[1] == 30 - 5 - 1
    assert event(st, "reinforcements")["unit"] == ZHUGE


def test_the_tired_penalty_counts_with_the_other_changes_before_the_cap_of_5():
    # melee 4 + 2 - 1 (tired) is 5: the cap applies to the sum of the changes, in any order
    st = given(1, units=[{"card": FEI, "seat": 1, "at": (2, 2), "tired": True},
                         {"card": XU, "seat": 0, "at": (2, 1)}], dice=(5, 1))
    st.units[(2, 2)].mods.append(("melee", 2, 0, FOREVER))
    assert st.melee_attack_value(st.units[(2, 2)]) == 5
    play(st, "melee:shu_zhang_fei:2:1", "stay")
    assert event(st, "melee")["values"][0] == 5 and event(st, "melee")["strength"] == [5, 1]


def test_surprise_counts_with_the_other_changes_before_the_cap_of_5():
    # Zhao Yun defends 4 + 2, capped at 5; from the flank 4 + 2 - 1 is 5 as well
    st = given(0, units=[{"card": XU, "seat": 0, "at": (1, 2)}, {"card": ZHAO, "seat": 1, "at": (2, 2)}],
               dice=(3, 1))
    st.units[(2, 2)].mods.append(("melee", 0, 2, FOREVER))
    assert attack_odds(st, "melee:wei_xu_huang:2:2") == expected_melee(3, 5, 5)  # the odds shown agree
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert event(st, "melee")["values"] == [3, 5]


def test_shot_casualties_are_capped_by_the_shooters_troops():
    st = given(0, units=[{"card": MAN, "seat": 0, "at": (2, 0), "troops": 1},
                         {"card": ZHAO, "seat": 1, "at": (2, 2)}], dice=(3, 1))  # 3 against 1: 2, capped at 1
    play(st, "shoot:wei_man_chong:2:2", "take")
    assert event(st, "shoot")["casualties"] == 1 and st.units[(2, 2)].troops == 4


def test_tired_units_may_not_play_attack_phase_tactics():
    units = [{"card": XU, "seat": 0, "at": (2, 1)}, {"card": FEI, "seat": 1, "at": (2, 2)}]
    assert "play:t_fire_attack:wei_xu_huang" in given(0, units=units).legal_actions()
    units[0]["tired"] = True
    legal = given(0, units=units).legal_actions()
    assert "play:t_fire_attack:wei_xu_huang" not in legal and "melee:wei_xu_huang:2:2" in legal


# -- sortie, guard and retreat ------------------------------------------------------------------

def test_a_sortie_goes_only_to_a_free_zone_of_the_own_camp():
    st = given(0, SORTIE_PHASE, units=[{"card": MAN, "seat": 0, "at": (2, 0)},
                                       {"card": FEI, "seat": 1, "at": (3, 0)}])
    lanes = sorted(int(a.split(":")[2]) for a in st.legal_actions() if a.startswith("sortie:wei_xu_huang:"))
    assert lanes == [0, 1, 4]


def test_ambush_allows_a_sortie_after_a_guard_was_placed():
    # the guard placement is the turn's sortie, "but the tactic 伏兵 is an exception"
    st = given(0, SORTIE_PHASE, guard={0: MAN})
    play(st, "guard:wei_xu_huang")
    assert "play:t_ambush" in st.legal_actions()
    play(st, "play:t_ambush", "done")
    assert st.phase == SORTIE_PHASE and "sortie:wei_zhang_liao:0" in st.legal_actions()
    play(st, "sortie:wei_zhang_liao:0", "troops:2", "done")
    assert st.phase == MOVE_PHASE and st.units[(0, 0)].cards == [ZHANG_LIAO]


def test_a_guard_that_is_not_the_lord_may_sortie_and_be_replaced():
    st = play(given(0, SORTIE_PHASE, guard={0: MAN}), "sortie:wei_man_chong:1", "troops:2")
    assert st.guard[0] is None and "guard:wei_xu_huang" in st.legal_actions() and "none" in st.legal_actions()
    play(st, "guard:wei_xu_huang", "done")
    assert st.guard[0] == XU and st.units[(1, 0)].cards == [MAN]


def test_a_general_retreating_to_an_empty_castle_may_take_the_guard_place():
    st = given(0, RETREAT_PHASE, units=[{"card": XU, "seat": 0, "at": (1, 0)}], guard={0: None})
    play(st, "retreat:wei_xu_huang")
    assert st.legal_actions() == ["guard:wei_xu_huang", "keep"]
    play(st, "guard:wei_xu_huang")
    assert st.guard[0] == XU and st.turn == 1


def test_a_fatigued_unit_may_use_its_own_sortie_skill_and_the_help_says_so():
    st = given(0, SORTIE_PHASE)
    st.deck[0] = tuple(sorted(st.deck[0] + ("wei_xiahou_yuan",)))
    st.hand[0] = sorted(st.hand[0] + ["wei_xiahou_yuan"])
    play(st, "sortie:wei_xiahou_yuan:0", "troops:2")
    assert "skill:wei_xiahou_yuan" in st.legal_actions()
    play(st, "skill:wei_xiahou_yuan", "done")
    assert not st.units[(0, 0)].fatigued and "move:wei_xiahou_yuan:0:1" in st.legal_actions()
    try:
        assert "sortie tactics and its own sortie skill" in help_text(SECTIONS, "en")
        assert "出擊時的戰術牌及自身出擊時的技能" in help_text(SECTIONS, "zh_Hant")
    finally:
        i18n.set_language("en")
