"""The ten actions (seed 2.(6), the action cards; rulings S-4, S-5)."""
import pytest

from client.core.errors import IllegalAction
from client.games.shogun import content as C
from client.games.shogun.rules import ACT, PLAN

from .helpers import armies, events_of, kinds, owner, peasant, prov, run_action, scenario


def bld(st, name):
    return st.bld[prov(st, name)]


# -- buildings --------------------------------------------------------------------
@pytest.mark.parametrize("aid,bit,cost", [("castle", C.CASTLE, 3), ("temple", C.TEMPLE, 2),
                                          ("theatre", C.THEATRE, 1)])
def test_build_pays_and_places(aid, bit, cost):
    st = scenario(4, {"Omi": (0, 2)}, chests=[5, 5, 5, 5])
    run_action(st, aid, {0: "Omi"})
    assert bld(st, "Omi") == bit and st.chests[0] == 5 - cost
    assert events_of(st, "built")[0]["building"] == aid


def test_build_without_enough_chests_is_skipped():
    st = scenario(4, {"Omi": (0, 2)}, chests=[2, 5, 5, 5])
    run_action(st, "castle", {0: "Omi"})
    assert bld(st, "Omi") == 0 and st.chests[0] == 2
    assert events_of(st, "action_skipped")[0]["why"] == "chests"


def test_one_building_of_a_kind_per_province():
    st = scenario(4, {"Omi": {"owner": 0, "armies": 2, "castle": True}})
    run_action(st, "castle", {0: "Omi"})
    assert st.chests[0] == 10 and events_of(st, "action_skipped")[0]["why"] == "already_built"


def test_building_needs_a_free_square():
    st = scenario(4, {"Mino": {"owner": 0, "armies": 2, "temple": True}})  # Mino has 1 square
    run_action(st, "castle", {0: "Mino"})
    assert bld(st, "Mino") == C.TEMPLE and events_of(st, "action_skipped")[0]["why"] == "no_free_square"


def test_castle_limit_s9():
    provinces = {n: {"owner": 1, "armies": 1, "castle": True} for n in list(
        scenario(4).info.names[:30]) if n != "Omi"}
    provinces = dict(list(provinces.items())[:28])
    provinces["Omi"] = (0, 2)
    st = scenario(4, provinces)
    run_action(st, "castle", {0: "Omi"})
    assert bld(st, "Omi") == 0 and events_of(st, "action_skipped")[0]["why"] == "no_markers_left"


# -- collecting ------------------------------------------------------------------------
def test_collect_rice_places_a_marker():
    st = scenario(4, {"Mino": (0, 2)})
    run_action(st, "rice", {0: "Mino"})
    assert st.rice[0] == 5 and st.markers[prov(st, "Mino")] == 1


def test_collect_tax():
    st = scenario(4, {"Owari": (0, 2)}, chests=[0, 0, 0, 0])
    run_action(st, "tax", {0: "Owari"})
    assert st.chests[0] == 6 and st.markers[prov(st, "Owari")] == 1


def test_collect_with_a_marker_revolt_won_then_collect_and_one_more_marker():
    # S-4: 4 armies vs 1 peasant, all come out: 3 stay, 1 to supply; then tax; 2 markers
    st = scenario(4, {"Owari": {"owner": 0, "armies": 4, "markers": 1}}, chests=[0, 0, 0, 0])
    supply = st.supply[0]
    run_action(st, "tax", {0: "Owari"})
    battle = events_of(st, "battle")[0]
    assert battle["type"] == "revolt" and battle["result"] == "held"
    assert battle["peasants"] == 1 and battle["defence"] == 4 and battle["attack"] == 1
    assert armies(st, "Owari") == 3 and st.supply[0] == supply + 1
    assert st.chests[0] == 6 and st.markers[prov(st, "Owari")] == 2
    assert st.tower.tray == [0] * 5
    st.check_invariants()


def test_collect_with_a_marker_revolt_lost_nothing_collected():
    # 2 markers -> 2 peasants; only 1 of 2 armies comes out: 1 <= 2, province turns neutral
    st = scenario(4, {"Owari": {"owner": 0, "armies": 2, "markers": 2, "castle": True}},
                  script=[{0: 1}])
    run_action(st, "rice", {0: "Owari"})
    assert events_of(st, "battle")[0]["result"] == "neutral"
    assert owner(st, "Owari") == -1 and armies(st, "Owari") == 0
    assert st.bld[prov(st, "Owari")] == 0 and st.markers[prov(st, "Owari")] == 0
    assert st.rice[0] == 0 and "collected" not in kinds(st)
    assert st.tower.inside(0) == 1  # the army that stuck stays in the tower
    st.check_invariants()


def test_revolt_tie_is_lost():
    st = scenario(4, {"Owari": {"owner": 0, "armies": 1, "markers": 1}})
    run_action(st, "tax", {0: "Owari"})
    assert owner(st, "Owari") == -1 and st.chests[0] == 10


# -- recruiting -------------------------------------------------------------------------
@pytest.mark.parametrize("aid,cost,gain", [("recruit5", 3, 5), ("recruit3", 2, 3)])
def test_recruit(aid, cost, gain):
    st = scenario(4, {"Omi": (0, 2)})
    supply = st.supply[0]
    run_action(st, aid, {0: "Omi"})
    assert armies(st, "Omi") == 2 + gain and st.chests[0] == 10 - cost and st.supply[0] == supply - gain


def test_recruit_without_chests_is_skipped():
    st = scenario(4, {"Omi": (0, 2)}, chests=[2, 0, 0, 0])
    run_action(st, "recruit5", {0: "Omi"})
    assert armies(st, "Omi") == 2 and events_of(st, "action_skipped")[0]["why"] == "chests"


def test_recruit_with_a_short_supply_takes_what_is_left():
    st = scenario(4, {"Omi": (0, 59)})
    assert st.supply[0] == 3
    run_action(st, "recruit5", {0: "Omi"})
    assert armies(st, "Omi") == 62 and st.supply[0] == 0 and st.chests[0] == 7


def test_recruit_with_an_empty_supply_is_skipped():
    st = scenario(4, {"Omi": (0, 62)})
    run_action(st, "recruit3", {0: "Omi"})
    assert st.chests[0] == 10 and events_of(st, "action_skipped")[0]["why"] == "supply"


def test_recruit1_then_optional_move():
    st = scenario(4, {"Omi": (0, 2), "Mino": (0, 1), "Ise": (1, 1)})
    run_action(st, "recruit1", {0: "Omi"})
    assert armies(st, "Omi") == 3 and st.chests[0] == 9
    assert st.phase == ACT and st.to_act == 0
    assert st.legal_actions() == ["move:Mino", "done"]  # own neighbours only
    st.apply("move:Mino")
    assert st.legal_actions() == ["armies:1", "armies:2"]  # one army stays
    st.apply("armies:2")
    assert armies(st, "Omi") == 1 and armies(st, "Mino") == 3
    assert st.phase == PLAN


def test_recruit1_move_may_be_declined():
    st = scenario(4, {"Omi": (0, 2), "Mino": (0, 1)})
    run_action(st, "recruit1", {0: "Omi"})
    st.apply("done")
    assert armies(st, "Omi") == 3 and armies(st, "Mino") == 1


def test_recruit1_without_neighbour_needs_no_decision():
    st = scenario(4, {"Omi": (0, 2)})
    run_action(st, "recruit1", {0: "Omi"})
    assert st.phase == PLAN and armies(st, "Omi") == 3


# -- war and move -----------------------------------------------------------------------
def test_war_must_move_no_skip():
    st = scenario(4, {"Owari": (0, 3), "Mino": (0, 1)})
    run_action(st, "warA", {0: "Owari"})
    legal = st.legal_actions()
    assert legal == ["move:Ise", "move:Mikawa", "move:Mino"]
    assert "skip" not in legal and "done" not in legal
    with pytest.raises(IllegalAction):
        st.apply("done")
    st.apply("move:Mino")
    st.apply("armies:2")
    assert armies(st, "Owari") == 1 and armies(st, "Mino") == 3 and "battle" not in kinds(st)


def test_war_with_one_army_is_skipped():
    st = scenario(4, {"Owari": (0, 1)})
    run_action(st, "warB", {0: "Owari"})
    assert st.phase == PLAN and events_of(st, "action_skipped")[0]["why"] == "no_armies_to_move"


def test_war_junk_is_rejected_and_state_kept():
    st = scenario(4, {"Owari": (0, 3)})
    run_action(st, "warA", {0: "Owari"})
    for junk in ("move:Omi", "armies:1", "move:Nowhere", "plan:bid:Owari"):
        with pytest.raises(IllegalAction):
            st.apply(junk)
    st.apply("move:Ise")
    for junk in ("armies:0", "armies:3", "armies:x", "move:Ise"):
        with pytest.raises(IllegalAction):
            st.apply(junk)


def test_actions_follow_the_turn_order():
    st = scenario(4, {"Omi": (0, 2), "Owari": (1, 2)}, chests=[0, 0, 0, 0])
    run_action(st, "tax", {0: "Omi", 1: "Owari"}, order=[1, 0, 2, 3])
    assert [e["seat"] for e in events_of(st, "collected")] == [1, 0]


def test_lost_card_leaves_the_slot_empty():
    """Seed 5.(1): a province card taken during the round empties its plan slot."""
    st = scenario(4, {"Owari": (1, 8), "Ise": (0, 1)}, chests=[0, 0, 0, 0])
    st.plan[0 * len(C.SLOTS) + C.SLOT_INDEX["tax"]] = prov(st, "Ise")
    run_action(st, "warA", {1: "Owari"}, order=[1, 0, 2, 3])  # war first, tax later
    st.apply("move:Ise")
    st.apply("armies:7")
    assert owner(st, "Ise") == 1
    cards = [e["card"] for e in events_of(st, "action_card") if e["action"] == "tax" and e["seat"] == 0]
    assert cards == [None] and st.chests[0] == 0  # nothing collected for seat 0


def test_revolt_marker_limit_s9():
    info = scenario(4).info
    others = [n for n in info.names if n not in ("Owari",) and info.playable[info.index[n]]][:21]
    provinces = {n: {"owner": 1, "armies": 1, "markers": 2} for n in others}  # 42 markers out
    provinces["Owari"] = (0, 2)
    st = scenario(4, provinces, chests=[0, 0, 0, 0])
    run_action(st, "tax", {0: "Owari"})
    assert st.chests[0] == 6 and st.markers[prov(st, "Owari")] == 0
    assert events_of(st, "collected")[0]["marker_placed"] is False
