"""The five special cards (taken with a daimyo track position)."""
from client.games.shogun import content as C

from .helpers import armies, events_of, run_action, scenario


def test_five_special_cards():
    assert C.SPECIAL_IDS == (C.SP_TAX, C.SP_RICE, C.SP_RECRUIT, C.SP_ATTACK, C.SP_DEFENCE)


def test_tax_special():
    st = scenario(4, {"Omi": (0, 2), "Mino": (1, 2)}, chests=[0, 0, 0, 0], specials={0: C.SP_TAX})
    run_action(st, "tax", {0: "Omi", 1: "Mino"})
    assert st.chests[:2] == [4, 3]


def test_tax_special_after_the_event_limit():
    st = scenario(4, {"Settsu": (0, 2)}, chests=[0, 0, 0, 0], specials={0: C.SP_TAX}, event="tax_max5")
    run_action(st, "tax", {0: "Settsu"})
    assert st.chests[0] == 6


def test_rice_special():
    st = scenario(4, {"Mino": (0, 2)}, specials={0: C.SP_RICE})
    run_action(st, "rice", {0: "Mino"})
    assert st.rice[0] == 6


def test_recruit_special_six():
    st = scenario(4, {"Omi": (0, 1)}, specials={0: C.SP_RECRUIT})
    run_action(st, "recruit5", {0: "Omi"})
    assert armies(st, "Omi") == 7 and st.chests[0] == 7


def test_recruit_special_only_for_recruit_five():
    st = scenario(4, {"Omi": (0, 1)}, specials={0: C.SP_RECRUIT})
    run_action(st, "recruit3", {0: "Omi"})
    assert armies(st, "Omi") == 4


def test_recruit_special_under_fewer_recruits():
    st = scenario(4, {"Omi": (0, 1)}, specials={0: C.SP_RECRUIT}, event="recruit_less")
    run_action(st, "recruit5", {0: "Omi"})
    assert armies(st, "Omi") == 5  # 3 under the event, +1


def test_attack_special_not_for_the_defender():
    st = scenario(4, {"Owari": (0, 3), "Ise": (1, 2)}, specials={1: C.SP_ATTACK})
    run_action(st, "warA", {0: "Owari"})
    st.apply("move:Ise")
    st.apply("armies:2")
    b = events_of(st, "battle")[0]
    assert b["thrown"][1] == 2 and b["bonus"] == []


def test_defence_special_not_in_a_revolt():
    st = scenario(4, {"Omi": {"owner": 0, "armies": 1, "markers": 1}}, specials={0: C.SP_DEFENCE})
    run_action(st, "tax", {0: "Omi"})
    b = events_of(st, "battle")[0]
    assert b["thrown"][0] == 1 and b["result"] == "neutral"


def test_special_cards_go_back_each_season():
    st = scenario(4, {"Omi": (0, 1)}, specials={0: C.SP_TAX})
    run_action(st, "castle", {})
    assert st.season == 1 and st.special_of == [None] * 4
    assert sorted(st.special_row) == sorted(C.SPECIAL_IDS)
