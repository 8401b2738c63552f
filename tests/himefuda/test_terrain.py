"""姬札大戰's random-terrain option (H-2): the map and the rules' geometry agree; the rolls are
seeded, logged and replayed; each terrain kind changes exactly the value its data says, for the
unit standing on it; the plain field changes nothing."""
from __future__ import annotations

import random

import pytest

import client.i18n as i18n
from client.core import saves
from client.core.errors import OptionsError
from client.core.game import events_for
from client.core.match import Match, Seat
from client.games.himefuda import SPEC, field, log_text, terrain
from client.games.himefuda.field_map import OPEN, load_field
from client.games.himefuda.rules import new_game

from .scenario import Dice, event, given, play

FM = load_field()
KINDS = [t for t in FM.terrains if t.id != OPEN]
CAO, LIU = "wei_cao_cao", "shu_liu_bei"  # no skill that changes a fight: melee 3/3 and 2/3, shooting 2/2 and 2/2


# -- the map and the rules' geometry cannot drift -------------------------------------------

def _centre(rect) -> tuple[float, float]:
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


def test_the_rules_geometry_agrees_with_the_maps_cells():
    assert (field.LANES, field.ROWS) == (5, 4) and len(FM.cells) == len(field.ZONES)
    for zone in field.ZONES:
        cell = FM.cell(*zone)
        assert (cell.lane, cell.row) == zone
        assert field.region(zone) == (cell.kind, cell.side)
        assert field.in_camp(zone, cell.side) == (cell.kind == field.CAMP)
        assert field.at_gate(zone, cell.side) == cell.gate
        assert not field.at_gate(zone, 1 - cell.side)
    for seat in (0, 1):
        assert FM.castles[seat].gate_lanes == field.GATE_LANES
        assert field.camp_row(seat) == next(c.row for c in FM.cells if c.region == f"camp_{seat}")


@pytest.mark.parametrize("seat", [0, 1])
def test_each_seat_faces_the_enemy_castle_on_the_map_and_its_right_is_its_right(seat):
    own, enemy = (_centre(FM.castles[s].rect) for s in (seat, 1 - seat))
    facing = (enemy[0] - own[0], enemy[1] - own[1])
    right = (-facing[1], facing[0])  # a quarter turn clockwise on a map whose y grows downwards
    for zone in field.ZONES:
        here = _centre(FM.cell(*zone).rect)
        for (side, ahead), towards in (((0, 1), facing), ((1, 0), right)):
            there = field.relative(zone, seat, side, ahead)
            if field.on_field(*there):
                step = _centre(FM.cell(*there).rect)
                assert (step[0] - here[0]) * towards[0] + (step[1] - here[1]) * towards[1] > 0, (zone, there)


# -- the option and the rolls ----------------------------------------------------------------

def test_the_plain_field_is_the_default_and_rolls_nothing():
    assert SPEC.options[-1].key == "terrain" and SPEC.options[-1].default == "plain"
    for options in ({}, {"terrain": "plain"}):
        st = new_game(2, options, 3)
        assert st.halves is None and set(st.terrain.values()) == {OPEN} and len(st.terrain) == 20
        assert st.terrain_mods == {} and not [e for e in st.events if e.kind == "terrain_roll"]
    # a plain field draws the same game as before the option existed: the same first player and hands
    assert new_game(2, {}, 3).snapshot() == new_game(2, {"terrain": "plain"}, 3).snapshot()


def test_an_unknown_terrain_choice_is_refused():
    with pytest.raises(OptionsError, match="terrain must be one of plain, random"):
        new_game(2, {"terrain": "swamp"}, 1)


def test_a_six_is_rolled_again():
    assert terrain.roll_half(Dice(6, 6, 4)) == [6, 6, 4]
    assert terrain.roll_half(Dice(2)) == [2]


def _seed_with_a_reroll() -> int:
    for seed in range(200):
        st = new_game(2, {"terrain": "random"}, seed)
        if any(e.data["die"] == 6 for e in st.events if e.kind == "terrain_roll"):
            return seed
    raise AssertionError("no seed below 200 rolls a 6")


def test_the_rolls_come_from_the_matchs_seeded_generator_and_are_public():
    seed = _seed_with_a_reroll()
    st = new_game(2, {"terrain": "random"}, seed)
    rng = random.Random(seed)
    rng.randrange(2)  # the first player is drawn first
    expected = [terrain.roll_half(rng) for _ in range(2)]
    rolls = [e.data for e in events_for(st.events, 1) if e.kind == "terrain_roll"]
    assert [(r["seat"], r["die"]) for r in rolls] == [(s, d) for s in (0, 1) for d in expected[s]]
    assert [r["half"] for r in rolls] == [None if r["die"] == 6 else r["die"] for r in rolls]
    assert st.halves == (expected[0][-1], expected[1][-1])
    assert st.terrain == FM.layout(*st.halves)
    again = new_game(2, {"terrain": "random"}, seed)
    assert again.snapshot() == st.snapshot() and again.terrain == st.terrain
    # copies share the layout; every seat's observation sees it
    assert st.clone().terrain is st.terrain and st.observation(1).halves == st.halves


def test_a_saved_match_with_terrain_replays():
    def lookup(game_id):
        return SPEC

    match = Match(SPEC, {"terrain": "random"}, _seed_with_a_reroll(), [Seat("A", 0), Seat("B", 1)])
    for _ in range(12):
        match.play(match.state.legal_actions()[0])
    again = saves.parse(saves.dumps(match), lookup)
    assert again.state.snapshot() == match.state.snapshot()
    assert again.state.halves == match.state.halves and again.state.terrain == match.state.terrain


def test_the_rolls_read_in_both_languages(english_after):
    st = new_game(2, {"terrain": "random"}, _seed_with_a_reroll())
    rolls = [e for e in events_for(st.events, None) if e.kind == "terrain_roll"]
    names = ("Ana", "Ben").__getitem__
    i18n.set_language("en")
    en = log_text.event_lines(rolls, names)
    i18n.set_language("zh_Hant")
    zh = log_text.event_lines(rolls, names)
    assert len(en) == len(zh) == len(rolls)
    for line, zh_line, e in zip(en, zh, rolls):
        who = names(e.data["seat"])
        if e.data["die"] == 6:
            assert line == f"{who} rolls a 6 for the terrain and rolls again."
            assert zh_line == f"{who}擲出6點，重擲地形。"
        else:
            assert line == f"{who} rolls {e.data['die']} for the terrain: half-field {e.data['die']} lies on their side."
            assert zh_line == f"{who}擲出{e.data['die']}點，己方採用第{e.data['die']}號半邊戰場。"


# -- the effects in a fight ------------------------------------------------------------------

def _placed(kind: str, reach: dict) -> tuple[tuple[int, int], tuple, tuple]:
    """Halves, a zone of ``kind`` and a zone of open ground within ``reach`` of it."""
    for h0 in range(1, 6):
        for h1 in range(1, 6):
            lay = terrain.layout((h0, h1))
            for zone, k in sorted(lay.items()):
                for near in reach[zone]:
                    if k == kind and lay[near] == OPEN:
                        return (h0, h1), zone, near
    raise AssertionError(f"no half-field puts {kind} next to open ground")


def _fight(verb: str, on_terrain: str, kind: str | None) -> list[int]:
    """The [attack, defence] values when Cao Cao (seat 0) attacks Liu Bei (seat 1); the unit
    ``on_terrain`` (attacker or defender) stands on ``kind`` (None: the plain field)."""
    reach = field.ORTHOGONAL if verb == "melee" else field.SHOT_RANGE
    halves, zone, near = _placed(kind or KINDS[0].id, reach)
    at = (zone, near) if on_terrain == "attacker" else (near, zone)
    st = given(0, units=[{"card": CAO, "seat": 0, "at": at[0]}, {"card": LIU, "seat": 1, "at": at[1]}], dice=(1, 1))
    if kind is not None:
        st.halves = halves
        st._set_terrain()
    play(st, f"{verb}:{CAO}:{at[1][0]}:{at[1][1]}")
    return event(st, "shoot" if verb == "shoot" else "melee")["values"]


@pytest.mark.parametrize("kind", KINDS, ids=[t.id for t in KINDS])
@pytest.mark.parametrize("verb", ["melee", "shoot"])
@pytest.mark.parametrize("on_terrain", ["attacker", "defender"])
def test_a_terrain_changes_exactly_the_value_its_data_names_for_the_unit_on_it(kind, verb, on_terrain):
    plain = _fight(verb, on_terrain, None)
    found = _fight(verb, on_terrain, kind.id)
    ability = {"melee": "melee", "shoot": "shooting"}[verb]
    expected = list(plain)
    if kind.ability == ability:
        if on_terrain == "attacker":
            expected[0] += kind.attack
        else:
            expected[1] += kind.defence
    assert found == expected


def test_the_seeds_three_kinds_read_as_the_help_says():
    """Forest +0/+1 melee, hill +1/+0 shooting, river -1/+0 melee: the data, for the right side."""
    assert {t.id: (t.ability, t.attack, t.defence) for t in KINDS} == {
        "forest": ("melee", 0, 1), "hill": ("shooting", 1, 0), "river": ("melee", -1, 0)}
    assert _fight("melee", "defender", "forest") == [3, 4]  # Liu Bei defends 3 → 4
    assert _fight("melee", "attacker", "forest") == [3, 3]
    assert _fight("shoot", "attacker", "hill") == [3, 2]  # Cao Cao shoots 2 → 3
    assert _fight("shoot", "defender", "hill") == [2, 2]
    assert _fight("melee", "attacker", "river") == [2, 3]  # Cao Cao attacks 3 → 2
    assert _fight("melee", "defender", "river") == [3, 3]


def test_a_forest_turns_a_strength_roll_against_the_attacker():
    halves, zone, near = _placed("forest", field.ORTHOGONAL)
    st = given(0, units=[{"card": CAO, "seat": 0, "at": near}, {"card": LIU, "seat": 1, "at": zone}], dice=(3, 4))
    st.halves = halves
    st._set_terrain()
    play(st, f"melee:{CAO}:{zone[0]}:{zone[1]}")
    # a 4 on defence 3 would count 1; in the forest it counts 4 and the attack stalls
    assert event(st, "melee")["strength"] == [3, 4] and event(st, "melee")["casualties"] == [1, 1]


def test_the_castle_guards_target_defends_with_its_terrain():
    """# assumption: the guard stands in its castle on no terrain; its target's forest counts.
    No half-field puts a forest before a gate, so the forest's data is laid there by hand."""
    forest = FM.terrain("forest")
    st = given(0, units=[{"card": LIU, "seat": 1, "at": (2, 0)}], dice=(1, 1), guard={0: "wei_xu_huang"})
    st.terrain_mods = {((2, 0), "melee"): (forest.attack, forest.defence)}
    play(st, "melee:castle:2:0")
    assert event(st, "guard_melee")["values"] == [3, 4]  # Xu Huang attacks 3; Liu Bei defends 3 → 4


def test_a_success_check_on_an_ability_is_no_fight():
    halves, zone, _near = _placed("river", field.ORTHOGONAL)
    st = given(0, units=[{"card": CAO, "seat": 0, "at": zone}])
    st.halves = halves
    st._set_terrain()
    u = st.units[zone]
    assert st.value(u, "melee") == 3 and st.value(u, "melee", fight=True) == 2


def _in_enemy_camp(kind: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """Halves and a zone of ``kind`` in seat 1's camp, where seat 0 may attack the castle."""
    return next((h, zone) for h in ((h0, h1) for h0 in range(1, 6) for h1 in range(1, 6))
                for zone, k in sorted(terrain.layout(h).items()) if k == kind and zone[1] == field.camp_row(1))


@pytest.mark.parametrize("verb, kind, value", [("volley", "hill", 3), ("siege", "river", 2)])
def test_attacks_on_the_castle_count_the_attackers_terrain(verb, kind, value):
    """# assumption: a volley is shooting and a siege is melee, so the ground they start from counts."""
    halves, zone = _in_enemy_camp(kind)
    st = given(0, units=[{"card": CAO, "seat": 0, "at": zone}], dice=(6, 6))
    st.halves = halves
    st._set_terrain()
    play(st, f"{verb}:{CAO}")
    found = event(st, verb)
    assert (found["value"] if verb == "volley" else found["values"][0]) == value  # Cao Cao: shooting 2, melee 3
