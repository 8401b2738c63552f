"""Winter (seed section 3): rice, revolts, scoring, the new year and the end (S-10)."""
import pytest

from client.games.shogun import content as C
from client.games.shogun import winter
from client.games.shogun.rules import OVER, PLAN, WINTER

from .helpers import armies, events_of, owner, prov, scenario

TAX_MAX5 = "tax_max5"  # rice loss 0
RECRUIT_LESS = "recruit_less"  # rice loss 1


def run_winter(st, event, order=None, year=1):
    st.events = []
    st.events_up = [event]
    st.event_deck = [e.id for e in C.EVENTS if e.id != event][:8]
    st.event_now = None
    st.year = year
    st.season = 3
    st.turn_order = list(order) if order is not None else list(range(st.num_players))
    st.phase = WINTER
    winter.start_winter(st)
    st._advance_winter()
    return st


def owned(provinces, seat, names, armies=3):
    for n in names:
        provinces[n] = (seat, armies)
    return provinces


@pytest.mark.parametrize("shortage,count,peasants", [
    (1, 1, 1), (2, 1, 2), (3, 2, 2), (4, 2, 2), (5, 2, 3), (6, 2, 3), (7, 3, 3), (9, 3, 3)])
def test_revolt_table(shortage, count, peasants):
    assert C.revolt_row(shortage) == (count, peasants)


def test_no_revolt_when_rice_suffices():
    assert C.revolt_row(0) == (0, 0) and C.revolt_row(-3) == (0, 0)
    st = scenario(4, owned({}, 0, ["Omi", "Mino", "Owari"]), rice=[3, 0, 0, 0])
    run_winter(st, TAX_MAX5)
    assert not events_of(st, "revolt_drawn")


def test_rice_loss_floors_at_zero():
    st = scenario(4, {}, rice=[5, 0, 1, 9])
    run_winter(st, "theatre_b")  # loss 7
    assert events_of(st, "winter")[0]["rice"] == [0, 0, 0, 2]


@pytest.mark.parametrize("provinces,rice,count,peasants", [
    (2, 1, 1, 1), (3, 1, 1, 2), (4, 1, 2, 2), (6, 1, 2, 3), (8, 1, 3, 3)])
def test_revolts_drawn_by_the_table(provinces, rice, count, peasants):
    names = ["Omi", "Mino", "Owari", "Ise", "Kii", "Yamato", "Settsu", "Harima"][:provinces]
    st = scenario(4, owned({}, 0, names, armies=7), rice=[rice + 1, 5, 5, 5])
    run_winter(st, RECRUIT_LESS)  # loss 1
    drawn = events_of(st, "revolt_drawn")
    assert len(drawn) == 1
    d = drawn[0]
    assert d["seat"] == 0 and d["drawn_by"] == 1 and d["shortage"] == provinces - rice
    assert len(d["provinces"]) == count and d["peasants"] == peasants
    if count > 1:
        assert st.phase == WINTER and st.to_act == 0
        assert st.legal_actions() == ["revolt:" + n for n in sorted(d["provinces"])]


def test_winter_revolt_peasants_are_markers_plus_table_and_no_new_marker():
    st = scenario(4, {"Omi": {"owner": 0, "armies": 9, "markers": 2}, "Mino": (0, 9)}, rice=[1, 5, 5, 5])
    st.rng.seed(3)
    run_winter(st, RECRUIT_LESS)  # 2 provinces, 0 rice: shortage 2 -> 1 province, 2 peasants
    d = events_of(st, "revolt_drawn")[0]
    b = events_of(st, "battle")[0]
    where = d["provinces"][0]
    assert b["type"] == "revolt" and b["why"] == "winter" and b["province"] == where
    assert b["peasants"] == 2 + (2 if where == "Omi" else 0)
    assert b["result"] == "held" and armies(st, where) == 9 - b["peasants"]
    # scoring cleared the markers for the new year anyway; the battle placed none
    assert st.phase == PLAN and st.year == 2 and st.markers == [0] * len(st.markers)


def test_winter_revolt_lost_province_turns_neutral():
    st = scenario(4, {"Omi": {"owner": 0, "armies": 1, "castle": True}, "Mino": (0, 1), "Ise": (0, 1)},
                  rice=[0, 5, 5, 5], script=[{}])
    run_winter(st, TAX_MAX5)  # shortage 3: 2 provinces, 2 peasants each
    assert st.to_act == 0
    first = st.legal_actions()[0][len("revolt:"):]
    st.apply(st.legal_actions()[0])
    b = events_of(st, "battle")[0]
    assert b["province"] == first and b["result"] == "neutral"
    assert owner(st, first) == -1 and st.bld[prov(st, first)] == 0


def test_revolts_in_autumns_turn_order():
    st = scenario(4, {"Omi": (0, 5), "Mino": (0, 5), "Owari": (2, 5), "Ise": (2, 5)}, rice=[1, 0, 1, 0])
    run_winter(st, RECRUIT_LESS, order=[2, 3, 0, 1])
    assert [d["seat"] for d in events_of(st, "revolt_drawn")] == [2, 0]
    assert [b["defender"] for b in events_of(st, "battle")] == [2, 0]


# -- scoring ---------------------------------------------------------------------------------
def score_of(st):
    return events_of(st, "scored")[0]


def test_scoring_provinces_buildings_and_majorities():
    st = scenario(4, {
        "Omi": {"owner": 0, "armies": 1, "castle": True, "temple": True},  # red
        "Mino": {"owner": 1, "armies": 1, "temple": True},  # red
        "Owari": {"owner": 1, "armies": 1, "theatre": True},  # red
        "Ise": {"owner": 2, "armies": 1},
    }, rice=[9, 9, 9, 9])
    run_winter(st, TAX_MAX5)
    s = score_of(st)
    assert s["provinces"] == [1, 2, 1, 0]
    assert s["buildings"] == [2, 2, 0, 0]
    # red: castle seat 0 (3); temples tied 0 and 1 (2-1 each); theatre seat 1 (1)
    assert s["regions"]["red"] == {"castle": [3, 0, 0, 0], "temple": [1, 1, 0, 0], "theatre": [0, 1, 0, 0]}
    assert s["majorities"] == [4, 2, 0, 0]
    assert s["gained"] == [7, 6, 1, 0] and st.score == [7, 6, 1, 0]


def test_tied_theatres_score_nothing_and_empty_regions_nobody():
    st = scenario(4, {"Omi": {"owner": 0, "armies": 1, "theatre": True},
                      "Mino": {"owner": 1, "armies": 1, "theatre": True}}, rice=[9] * 4)
    run_winter(st, TAX_MAX5)
    s = score_of(st)
    assert s["regions"]["red"] == {"theatre": [0, 0, 0, 0]}
    assert s["regions"]["green"] == {} and s["majorities"] == [0, 0, 0, 0]


def test_new_year_reset():
    st = scenario(4, {"Omi": {"owner": 0, "armies": 3, "markers": 2}}, rice=[9, 4, 0, 0])
    run_winter(st, TAX_MAX5)
    assert st.year == 2 and st.season == 0 and st.phase == PLAN
    assert st.rice == [0] * 4 and st.markers[prov(st, "Omi")] == 0
    assert len(st.events_up) == 4 and TAX_MAX5 in st.events_used
    assert st.special_of == [None] * 4 and st.position == [0] * 4


# -- the end (S-10) ------------------------------------------------------------------------------
def test_game_ends_after_the_second_winter():
    st = scenario(4, {"Omi": (0, 3)}, rice=[9] * 4)
    run_winter(st, TAX_MAX5, year=2)
    assert st.phase == OVER and st.is_over() and st.legal_actions() == []
    assert st.to_act == -1 and st.winners() == [0]


def test_tie_broken_by_chests_then_shared():
    st = scenario(4, {"Omi": (0, 3), "Mino": (1, 3)}, rice=[9] * 4, chests=[3, 5, 9, 9])
    run_winter(st, TAX_MAX5, year=2)
    assert st.scores()[:2] == [1.0, 1.0] and st.winners() == [1]
    st.chests = [5, 5, 9, 9]
    assert st.winners() == [0, 1]


def test_standings_break_every_tie_by_chests():
    from types import SimpleNamespace

    from client.games.shogun import SPEC as SHOGUN
    from client.scenes.results import standings

    st = SHOGUN.new_game(4, {}, 1)
    st.phase = "over"
    st.score, st.chests = [30, 30, 20, 20], [4, 7, 5, 5]
    assert st.winners() == [1]
    rows = standings(SimpleNamespace(state=st))
    assert [(place, seat) for place, seat, _score, _won in rows] == [(1, 1), (2, 0), (3, 2), (3, 3)]
