"""Map linter for 姬札大戰's field: maps/himefuda_field.tmx and maps/himefuda_terrain.tsx (H-1, H-2).

20 cells, each lane × row once, regions by row, gates exactly in front of each castle's
gate, both castles behind their camps, five balanced half-fields of known terrain, terrain
kinds with one effect each in both languages, clear errors for broken files, the
generator's output unchanged, and the real Tiled reading and drawing the same facts.
"""
from __future__ import annotations

import importlib.util
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter

import pytest

from client import paths
from client.games.himefuda.field_map import (HALF_NUMBERS, LANES, REGIONS, ROWS, MapError, load_field,
                                             load_field_file, load_terrain_file)
from tests.needs import require_tiled

MAPS = paths.maps_dir()
MAP = MAPS / "himefuda_field.tmx"
TSX = MAPS / "himefuda_terrain.tsx"
GATES = {(lane, row) for lane in (1, 2, 3) for row in (0, 3)}
GENERATED = ["himefuda_field.tmx", "himefuda_terrain.tsx", "himefuda_field.png", "himefuda_terrain.png",
             *(f"himefuda_half_{n}.png" for n in HALF_NUMBERS)]


@pytest.fixture(scope="module")
def field():
    return load_field()


# -- the field (H-1) ---------------------------------------------------------------------

def test_twenty_cells_each_lane_and_row_exactly_once(field):
    assert len(field.cells) == 20
    assert sorted((c.lane, c.row) for c in field.cells) == sorted(itertools.product(range(LANES), range(ROWS)))
    assert all(field.cell(c.lane, c.row) is c for c in field.cells)
    with pytest.raises(ValueError, match="no cell"):
        field.cell(5, 0)


def test_regions_run_camp_neutral_neutral_camp_from_side_0_to_side_1(field):
    assert REGIONS == ("camp_0", "neutral_0", "neutral_1", "camp_1")
    for c in field.cells:
        assert c.region == REGIONS[c.row]
        assert (c.kind, c.side) == (("camp", 0), ("neutral", 0), ("neutral", 1), ("camp", 1))[c.row]


def test_gate_cells_are_the_middle_three_lanes_of_each_camp_row(field):
    assert {(c.lane, c.row) for c in field.cells if c.gate} == GATES
    assert [(k.side, k.gate_lanes) for k in field.castles] == [(0, (1, 2, 3)), (1, (1, 2, 3))]


def test_cells_tile_the_field_and_each_castle_lies_behind_its_camp(field):
    size = field.cell(0, 0).rect[2:]
    for c in field.cells:
        x, y, w, h = c.rect
        assert (w, h) == size
        if c.row + 1 < ROWS:  # rows left to right, edge to edge
            assert field.cell(c.lane, c.row + 1).rect[0] == x + w
        if c.lane + 1 < LANES:  # lanes top to bottom, edge to edge
            assert field.cell(c.lane + 1, c.row).rect[1] == y + h
    left, top = field.cell(0, 0).rect[:2]
    right = field.cell(0, ROWS - 1).rect[0] + size[0]
    bottom = field.cell(LANES - 1, 0).rect[1] + size[1]
    c0, c1 = field.castles
    assert c0.rect[0] + c0.rect[2] == left and c1.rect[0] == right  # each castle right behind its camp row
    for castle in field.castles:
        assert castle.rect[1] <= top and castle.rect[1] + castle.rect[3] >= bottom  # as long as the five lanes
        x, y, w, h = castle.rect
        assert 0 <= x and x + w <= field.size[0] and 0 <= y and y + h <= field.size[1]


# -- the half-fields and terrain (H-2) ---------------------------------------------------

def test_five_half_fields_each_cover_the_ten_cells_of_a_half_with_known_terrain(field):
    kinds = {t.id for t in field.terrains}
    assert [h.number for h in field.halves] == list(HALF_NUMBERS) == [1, 2, 3, 4, 5]
    for half in field.halves:
        assert len(half.rows) == 2 and all(len(r) == LANES for r in half.rows)
        for side in (0, 1):
            placed = half.placed(side)
            rows = {0: {0, 1}, 1: {2, 3}}[side]
            assert sorted(placed) == sorted(itertools.product(range(LANES), rows))
            assert set(placed.values()) <= kinds
    with pytest.raises(ValueError, match="1–5"):
        field.half(6)


def test_side_1_gets_its_half_turned_half_round(field):
    half = field.half(2)
    assert half.placed(0)[0, 0] == "river" and half.placed(1)[4, 3] == "river"
    for (lane, row), kind in half.placed(0).items():
        assert half.placed(1)[LANES - 1 - lane, ROWS - 1 - row] == kind
    layout = field.layout(2, 2)
    assert len(layout) == 20 and all(layout[l, r] == layout[LANES - 1 - l, ROWS - 1 - r] for l, r in layout)
    mixed = field.layout(1, 4)
    assert {z: k for z, k in mixed.items() if z[1] < 2} == field.half(1).placed(0)
    assert {z: k for z, k in mixed.items() if z[1] >= 2} == field.half(4).placed(1)


def test_half_fields_are_balanced_and_all_different(field):
    """Each half: one forest, one hill, one river, the rest open, none in front of the gate."""
    layouts = set()
    for half in field.halves:
        placed = half.placed(0)
        assert Counter(placed.values()) == {"open": 7, "forest": 1, "hill": 1, "river": 1}, half.number
        assert all(placed[z] == "open" for z in GATES if z in placed), half.number
        layouts.add(tuple(sorted(placed.items())))
    assert len(layouts) == 5


def test_at_most_three_terrain_kinds_each_with_one_effect_in_both_languages(field):
    ts = field.terrains
    assert [t.id for t in ts] == ["open", "forest", "hill", "river"] and [t.tile for t in ts] == [0, 1, 2, 3]
    assert field.terrain("open").ability == "none"
    for t in ts[1:]:
        assert t.ability in ("melee", "shooting")
        assert (t.attack != 0) != (t.defence != 0)  # one effect
        notation = f"{t.attack:+d}/{t.defence:+d}"
        assert f"({notation})" in t.effect_en and f"（{notation}）" in t.effect_zh, t.id
        assert len(t.effect_en) <= 60 and len(t.effect_zh) <= 30, t.id  # one help line
        assert t.effect_zh.endswith("。") and " " not in t.effect_zh and "," not in t.effect_zh
        assert t.name("zh_Hant") == t.name_zh and t.name("en") == t.name_en
        assert t.effect("zh_Hant") == t.effect_zh and t.effect("en") == t.effect_en
    assert (field.terrain("forest").ability, field.terrain("forest").defence) == ("melee", 1)
    with pytest.raises(ValueError, match="no terrain kind"):
        field.terrain("swamp")


def test_module_is_pure():
    code = ("import sys; import client.games.himefuda.field_map as f; f.load_field(); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=paths.bundle_root(), timeout=60)


# -- broken files ------------------------------------------------------------------------

def broken(tmp_path, old, new, source=MAP):
    """A copy of the map (and its tileset beside it) with one fault."""
    shutil.copy(TSX, tmp_path / TSX.name)
    text = source.read_text(encoding="utf-8")
    changed, n = re.subn(old, new, text, count=1, flags=re.S)
    assert n == 1, old
    path = tmp_path / ("broken" + source.suffix)
    path.write_text(changed, encoding="utf-8")
    return path


def obj(name):
    """The regex of one whole object, by name."""
    return rf'<object id="\d+" name="{name}"[^>]*>.*?</object>\s*'


@pytest.mark.parametrize("old, new, message", [
    (obj("lane 4 row 3"), "", "layer 'cells' has no cell at lane 4 row 3"),
    (r'(name="lane 4 row 3".*?name="lane" type="int" value=)"4"', r'\1"3"', "two cells at lane 3 row 3"),
    (r'(name="lane 0 row 1".*?name="region" value=)"neutral_0"', r'\1"camp_0"',
     "row 1 is region 'neutral_0', not 'camp_0'"),
    (r'(name="lane 2 row 3".*?name="gate" type="bool" value=)"true"', r'\1"false"',
     "'lane 2 row 3' (id 18): gate must be true (castle 1's gate faces lanes 1,2,3 of row 3)"),
    (r'(name="lane 0 row 0".*?name="gate" type="bool" value=)"false"', r'\1"true"', "gate must be false"),
    (r'(name="lane 1 row 2".*?name="lane") type="int"', r"\1", "property 'lane' must be int, got '1'"),
    (r'(name="lane 1 row 2".*?name="row" type="int" value=)"2"', r'\1"4"', "row must be 0–3, got 4"),
    (r'name="lane 3 row 1" type="cell"', 'name="lane 3 row 1" type="zone"', "has type 'zone', not 'cell'"),
    (r'(name="lane 3 row 1" type="cell" x=)"\d+"', r'\1"300"', "must lie right of row"),
    (obj("castle 1"), "", "no castle of side 1"),
    (r'(name="castle 0" type="castle" x=)"\d+"', r'\1"600"', "castle 0 must lie behind row 0"),
    (r'(name="castle 0".*?name="gate_lanes" value=)"1,2,3"', r'\1"1,x"', "gate_lanes must list lanes"),
    (r'(name="castle 0".*?name="gate_lanes" value=)"1,2,3"', r'\1"1,3"', "gate_lanes must be neighbouring"),
    (r'name="half_4"', 'name="half_four"', "no layer named 'half_4'"),
    (r'(name="forest 0,1".*?name="terrain" value=)"forest"', r'\1"swamp"', "unknown terrain 'swamp'"),
    (r'(name="hill 3,1" type="terrain" x=)"\d+"', r'\1"0"', "must cover the cell at lane 3 row 1 exactly"),
    (obj("open 2,0"), "", "layer 'half_1' gives no terrain for lane 2 row 0"),
    (r'<map ', '<map <', "not well-formed XML"),
])
def test_a_broken_map_is_refused_with_a_clear_reason(tmp_path, old, new, message):
    path = broken(tmp_path, old, new)
    with pytest.raises(MapError, match=re.escape(message)) as caught:
        load_field_file(path)
    assert str(caught.value).startswith(str(path)) and caught.value.path == path


@pytest.mark.parametrize("old, new, message", [
    (r'<tile id="1">.*?</tile>\s*', "", "tiles must be numbered 0, 1, 2… in order"),
    (r'(<tile id="3">.*?</tile>)', r'\1<tile id="4"><properties/></tile>', "tile id 4: missing property 'terrain'"),
    (r'(<tile id="1">.*?name="attack" type="int" value=)"0"', r'\1"1"', "tile id 1 (forest): one effect"),
    (r'(<tile id="2">.*?name="ability" value=)"shooting"', r'\1"magic"', "ability must be one of melee, shooting"),
    (r'(<tile id="0">.*?)<property name="name_zh"[^>]*>', r"\1", "tile id 0: missing property 'name_zh'"),
    (r'(<tile id="0">.*?name="ability" value=)"none"(.*?name="defence" type="int" value=)"0"'
     r'(.*?name="terrain" value=)"open"', r'\1"melee"\2"1"\3"marsh"', "tile id 0 must be 'open' (open ground)"),
    (r'(<tile id="3">.*?name="terrain" value=)"river"', r'\1"hill"', "two tiles name the same terrain"),
    (r'(<tile id="3">.*?name="defence" type="int" value=)"0"', r'\1"zero"', "tile id 3: property 'defence' is not a valid int"),
])
def test_a_broken_terrain_tileset_is_refused_with_a_clear_reason(tmp_path, old, new, message):
    path = broken(tmp_path, old, new, source=TSX)
    with pytest.raises(MapError, match=re.escape(message)):
        load_terrain_file(path)


def test_more_than_three_terrain_kinds_are_refused(tmp_path):
    extra = ('<tile id="4"><properties><property name="ability" value="melee"/>'
             '<property name="attack" type="int" value="1"/><property name="defence" type="int" value="0"/>'
             '<property name="effect_en" value="x"/><property name="effect_zh" value="x"/>'
             '<property name="name_en" value="Camp"/><property name="name_zh" value="營"/>'
             '<property name="terrain" value="camp"/></properties></tile>')
    path = broken(tmp_path, r"</tileset>", extra + "</tileset>", source=TSX)
    with pytest.raises(MapError, match="at most 3 terrain kinds besides open ground, found 4"):
        load_terrain_file(path)


def test_missing_files_are_map_errors(tmp_path):
    with pytest.raises(MapError, match="map file not found"):
        load_field_file(tmp_path / "nothing.tmx")
    shutil.copy(MAP, tmp_path / MAP.name)  # the map without its tileset beside it
    with pytest.raises(MapError, match="himefuda_terrain.tsx"):
        load_field_file(tmp_path / MAP.name)
    with pytest.raises(MapError, match="tileset file not found"):
        load_terrain_file(tmp_path / "nothing.tsx")


# -- the generator and the real Tiled ----------------------------------------------------

def test_the_generator_writes_exactly_the_committed_files(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for _ in range(2):  # twice: the same bytes each time
        out = subprocess.run([sys.executable, str(paths.bundle_root() / "tools" / "make_himefuda_field.py"),
                              "--out", str(tmp_path)], env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        for name in GENERATED:
            assert (tmp_path / name).read_bytes() == (MAPS / name).read_bytes(), name


def tiled_check():
    spec = importlib.util.spec_from_file_location("check_maps_with_tiled",
                                                  paths.bundle_root() / "tools" / "check_maps_with_tiled.py")
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    return check


def test_the_real_tiled_reads_the_same_cells_castles_halves_and_terrain(field, tmp_path):
    require_tiled()
    check = tiled_check()
    exported = check.tiled_export(MAP, tmp_path / "field.json")
    assert check.compare(MAP, exported) == []
    layers = {layer["name"]: layer for layer in exported["layers"]}
    props = lambda o: {p["name"]: p["value"] for p in o.get("properties", ())}  # noqa: E731
    rect = lambda o: (o["x"], o["y"], o["width"], o["height"])  # noqa: E731
    for o in layers["cells"]["objects"]:
        p = props(o)
        cell = field.cell(p["lane"], p["row"])
        assert (p["region"], p["gate"], rect(o)) == (cell.region, cell.gate, cell.rect)
    for o in layers["castles"]["objects"]:
        assert rect(o) == field.castles[props(o)["side"]].rect
    for n in HALF_NUMBERS:
        seen = {(props(o)["lane"], props(o)["row"]): props(o)["terrain"] for o in layers[f"half_{n}"]["objects"]}
        assert seen == field.half(n).placed(0)
        assert layers[f"half_{n}"]["visible"] is False and layers[f"half_{n}_art"]["visible"] is False
    out = tmp_path / "terrain.json"
    result = check.run(["tiled", "--export-tileset", "json", str(TSX), str(out)])
    assert result.returncode == 0 and out.is_file(), result.stderr
    tiles = json.loads(out.read_text(encoding="utf-8"))["tiles"]
    assert [props(t)["terrain"] for t in tiles] == [t.id for t in field.terrains]
    assert [(props(t)["attack"], props(t)["defence"]) for t in tiles] == [(t.attack, t.defence) for t in field.terrains]


def rasterize(check, out, *layers):
    args = ["tmxrasterizer"] + (["--ignore-visibility"] + [a for name in layers for a in ("--show-layer", name)]
                                if layers else [])
    result = check.run(args + [str(MAP), str(out)])
    assert result.returncode == 0 and out.is_file(), result.stderr
    import pygame
    return pygame.image.load(str(out))


def test_tmxrasterizer_draws_the_field_and_each_half_over_the_right_cells(field, tmp_path):
    """Not blank, the map's size, and each half's art differs from the plain field exactly on its terrain."""
    require_tiled()
    check = tiled_check()
    plain = rasterize(check, tmp_path / "plain.png", "field")
    assert plain.get_size() == field.size
    colours = {tuple(plain.get_at((x, y))) for x in range(0, field.size[0], 16) for y in range(0, field.size[1], 16)}
    assert len(colours) > 20
    assert rasterize(check, tmp_path / "all.png").get_size() == field.size  # as Tiled opens it
    for n in HALF_NUMBERS:
        art = rasterize(check, tmp_path / f"half_{n}.png", "field", f"half_{n}_art")
        assert art.get_size() == field.size
        for (lane, row), kind in field.half(n).placed(0).items():
            x, y, w, h = field.cell(lane, row).rect
            spots = [(x + w * i // 8, y + h * j // 8) for i in range(1, 8) for j in range(1, 8)]
            changed = sum(art.get_at(p) != plain.get_at(p) for p in spots)
            if kind == "open":
                assert changed == 0, (n, lane, row)
            else:
                assert changed > 10, (n, lane, row, kind)
