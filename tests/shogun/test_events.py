"""The twelve event cards: their effect during a season and their winter rice loss."""
import pytest

from client.games.shogun import content as C

from .helpers import armies, events_of, prov, run_action, scenario


def test_the_twelve_cards_and_their_rice_loss():
    losses = sorted((e.effect, e.rice_loss) for e in C.EVENTS)
    assert losses == sorted([
        (C.CASTLE_DEFENCE, 2), (C.CASTLE_DEFENCE, 6), (C.TEMPLE_PEACE, 3), (C.TEMPLE_PEACE, 4),
        (C.THEATRE_CALM, 5), (C.THEATRE_CALM, 7), (C.RICE_MAX3, 4), (C.RICE_MIN4, 3),
        (C.TAX_MAX5, 0), (C.TAX_MIN6, 2), (C.PEASANTS2, 3), (C.RECRUIT_LESS, 1)])
    assert len({e.id for e in C.EVENTS}) == 12


def invade(st, src, dest, count, seat=0):
    run_action(st, "warA", {seat: src})
    st.apply(f"move:{dest}")
    st.apply(f"armies:{count}")
    return events_of(st, "battle")[0]


@pytest.mark.parametrize("event", ["castle_a", "castle_b"])
def test_castle_defence(event):
    st = scenario(4, {"Owari": (0, 4), "Ise": {"owner": 1, "armies": 2, "castle": True}}, event=event)
    b = invade(st, "Owari", "Ise", 3)
    assert b["thrown"][1] == 3 and {"seat": 1, "why": "event:castle"} in b["bonus"]
    assert b["result"] == "tie"


def test_castle_defence_needs_a_castle():
    st = scenario(4, {"Owari": (0, 4), "Ise": {"owner": 1, "armies": 2, "temple": True}}, event="castle_a")
    b = invade(st, "Owari", "Ise", 3)
    assert b["thrown"][1] == 2 and b["result"] == "won"


def test_castle_defence_and_defence_special_add_up():
    st = scenario(4, {"Owari": (0, 5), "Ise": {"owner": 1, "armies": 2, "castle": True}},
                  event="castle_b", specials={1: C.SP_DEFENCE})
    b = invade(st, "Owari", "Ise", 4)
    assert b["thrown"][1] == 4 and b["result"] == "tie"


def test_castle_defence_without_supply():
    st = scenario(4, {"Owari": (0, 4), "Ise": {"owner": 1, "armies": 2, "castle": True},
                      "Kii": (1, 60)}, event="castle_a")
    assert st.supply[1] == 0
    b = invade(st, "Owari", "Ise", 3)
    assert b["thrown"][1] == 2 and b["result"] == "won"


@pytest.mark.parametrize("event", ["temple_a", "temple_b"])
def test_temple_peace(event):
    st = scenario(4, {"Owari": (0, 3), "Ise": {"owner": 1, "armies": 1, "temple": True},
                      "Mino": {"owner": 0, "armies": 1, "temple": True}}, event=event)
    run_action(st, "warA", {0: "Owari"})
    assert st.legal_actions() == ["move:Mikawa", "move:Mino"]  # Ise is safe, own Mino is not attacked


def test_temple_peace_leaves_no_target_then_skip():
    st = scenario(4, {"Shima": (0, 3), "Ise": {"owner": 1, "armies": 1, "temple": True},
                      "Izu": {"owner": 2, "armies": 1, "temple": True}}, event="temple_a")
    run_action(st, "warB", {0: "Shima"})
    assert events_of(st, "action_skipped")[0]["why"] == "no_target"


@pytest.mark.parametrize("event", ["theatre_a", "theatre_b"])
def test_theatre_calms_a_revolt_marker(event):
    st = scenario(4, {"Omi": {"owner": 0, "armies": 2, "markers": 2}}, event=event)
    run_action(st, "theatre", {0: "Omi"})
    assert st.markers[prov(st, "Omi")] == 1 and events_of(st, "built")[0]["marker_removed"]


def test_theatre_without_the_event_keeps_markers():
    st = scenario(4, {"Omi": {"owner": 0, "armies": 2, "markers": 2}}, script=[])
    run_action(st, "theatre", {0: "Omi"})
    assert st.markers[prov(st, "Omi")] == 2


@pytest.mark.parametrize("event,name,expected", [
    ("rice_max3", "Mino", 3), ("rice_max3", "Omi", 2), ("rice_min4", "Omi", 4), ("rice_min4", "Mino", 5)])
def test_rice_limits(event, name, expected):
    st = scenario(4, {name: (0, 2)}, event=event)
    run_action(st, "rice", {0: name})
    assert st.rice[0] == expected


@pytest.mark.parametrize("event,name,expected", [
    ("tax_max5", "Settsu", 5), ("tax_max5", "Omi", 3), ("tax_min6", "Omi", 6), ("tax_min6", "Settsu", 7)])
def test_tax_limits(event, name, expected):
    st = scenario(4, {name: (0, 2)}, chests=[0, 0, 0, 0], event=event)
    run_action(st, "tax", {0: name})
    assert st.chests[0] == expected


def test_two_peasants_defend_neutral_provinces():
    st = scenario(4, {"Owari": (0, 4)}, event="peasants2")
    b = invade(st, "Owari", "Mikawa", 2)
    assert b["thrown"][4] == 2 and b["result"] == "lost"


@pytest.mark.parametrize("aid,gain", [("recruit5", 3), ("recruit3", 2)])
def test_fewer_recruits(aid, gain):
    st = scenario(4, {"Omi": (0, 1)}, event="recruit_less")
    run_action(st, aid, {0: "Omi"})
    assert armies(st, "Omi") == 1 + gain


def test_events_drawn_one_a_season_last_one_for_winter():
    st = scenario(4, {"Omi": (0, 2), "Owari": (1, 2), "Ise": (2, 2), "Kii": (3, 2)})
    up = list(st.events_up)
    drawn = []
    while st.year == 1:
        if st.phase == "plan":
            st.apply("confirm")
        else:
            st.apply(st.legal_actions()[0])
        drawn += [e.data["event"] for e in st.events if e.kind == "event"]
        winters = [e.data for e in st.events if e.kind == "winter"]
        if winters:
            assert len(drawn) == 3 and set(drawn) < set(up)
            last = (set(up) - set(drawn)).pop()
            assert winters[0]["event"] == last
            assert winters[0]["rice_loss"] == C.EVENT_BY_ID[last].rice_loss
    assert len(st.events_up) == 4 and not set(st.events_up) & set(up)
    assert set(st.events_used) == set(up)
