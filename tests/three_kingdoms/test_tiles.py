"""Linter for 3KingdomsBattle's tile set: maps/three_kingdoms_tiles.tsx (ruling K-1).

The seed's counts per type, 1–2 garrison spaces on city parts, features that agree with
the edges in every rotation, clear errors for a broken tileset, the generator's output
unchanged, and the real Tiled editor reading the same facts as our loader.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from client import paths
from client.games.three_kingdoms.tiles import (BARRICADE, CITY, PLAIN, MapError, build_tileset,
                                               facing_slot, load_tiles, load_tiles_file, rotate_slot)
from tests.needs import require_tiled

ROOT = Path(__file__).resolve().parents[2]
TSX = paths.maps_dir() / "three_kingdoms_tiles.tsx"
#: the seed's tile list (地圖板塊): type → count; 72 in all, type 8 includes the start tile
SEED_COUNTS = {1: 3, 2: 2, 3: 2, 4: 1, 5: 2, 6: 3, 7: 6, 8: 5, 9: 6, 10: 4, 11: 7, 12: 2, 13: 1,
               14: 1, 15: 7, 16: 2, 17: 6, 18: 1, 19: 2, 20: 1, 21: 1, 22: 1, 23: 2, 24: 3, 25: 1}

spec = importlib.util.spec_from_file_location("make_three_kingdoms_tiles",
                                              ROOT / "tools" / "make_three_kingdoms_tiles.py")
maker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(maker)


@pytest.fixture(scope="module")
def tiles():
    return load_tiles()


def test_the_seed_counts_72_tiles_and_type_8_holds_the_start(tiles):
    assert {t.id: t.count for t in tiles.types} == SEED_COUNTS
    assert tiles.total == 72
    assert tiles.start_type.id == 8
    assert [t.id for t in tiles.types if t.start] == [8]


def test_every_tile_has_one_or_two_garrison_spaces_each_on_a_city_part(tiles):
    for t in tiles.types:
        cities = {c.name for c in t.face.cities}
        assert 1 <= len(t.face.garrisons) <= 2, t.id
        assert all(g.city in cities for g in t.face.garrisons), t.id
        assert all(0 < g.x < 1 and 0 < g.y < 1 for g in t.face.garrisons), t.id


def test_no_two_types_have_the_same_face_in_any_rotation(tiles):
    seen = {}
    for t in tiles.types:
        key = min((f.edges, sorted(tuple(sorted(c.slots)) for c in f.cities),
                   sorted(tuple(sorted(b.slots)) for b in f.barricades),
                   sorted(tuple(sorted(p.slots)) for p in f.plains)) for f in t.faces)
        key = repr(key)
        assert key not in seen, (t.id, seen.get(key))
        seen[key] = t.id


def covered_kind(face, slot):
    kinds = [CITY for c in face.cities if slot in c.slots] + \
        [BARRICADE for b in face.barricades if slot in b.slots] + [PLAIN for p in face.plains if slot in p.slots]
    assert len(kinds) == 1, (face, slot, kinds)
    return kinds[0]


@pytest.mark.parametrize("r", range(4))
def test_every_half_edge_is_covered_once_as_its_edge_kind_says_in_every_rotation(tiles, r):
    for t in tiles.types:
        face = t.faces[r]
        for slot in range(12):
            edge, third = divmod(slot, 3)
            kind = face.edges[edge]
            want = PLAIN if kind == BARRICADE and third != 1 else kind
            assert covered_kind(face, slot) == want, (t.id, r, slot)


def test_rotating_four_times_is_the_identity_and_moves_edges_with_features(tiles):
    for t in tiles.types:
        assert t.face.rotated(4) == t.face
        assert t.faces[1].rotated(3) == t.face
        for r in range(4):
            assert t.faces[r] == t.face.rotated(r)
            assert t.signature(r) == tuple(t.face.edges[(d - r) % 4] for d in range(4))
            for slot in range(12):
                assert covered_kind(t.faces[r], rotate_slot(slot, r)) == covered_kind(t.face, slot)
            for g0, g in zip(t.face.garrisons, t.faces[r].garrisons):
                assert g.city == g0.city
    start = tiles.type(8).faces[1]  # city cap N, barricade E-W, turned once: cap E, barricade N-S
    assert start.edges == (BARRICADE, CITY, BARRICADE, PLAIN)
    assert start.garrisons[0].x > 0.8


def test_facing_slots_meet_left_to_right_and_middle_to_middle():
    assert facing_slot(0) == 8 and facing_slot(1) == 7 and facing_slot(2) == 6
    assert facing_slot(3) == 11 and facing_slot(4) == 10
    assert all(facing_slot(facing_slot(s)) == s for s in range(12))


def test_placement_is_a_lookup_of_the_free_squares_edge_pattern(tiles):
    assert len(tiles.fits) == 4 ** 4
    assert len(tiles.fitting((None, None, None, None))) == 25 * 4
    for pattern, pairs in tiles.fits.items():
        brute = sorted((t.id, r) for t in tiles.types for r in range(4)
                       if all(w is None or w == g for w, g in zip(pattern, t.signature(r))))
        assert list(pairs) == brute, pattern
    assert (16, 0) in tiles.fitting((PLAIN, PLAIN, PLAIN, PLAIN))
    assert tiles.fitting((CITY, CITY, CITY, CITY)) == tuple((4, r) for r in range(4))


# -- broken tilesets ---------------------------------------------------------------

def broken(tmp_path, pattern: str, replacement: str, count: int = 1) -> Path:
    text = TSX.read_text(encoding="utf-8")
    changed, n = re.subn(pattern, replacement, text, count=count)
    assert n == count, pattern
    path = tmp_path / "broken.tsx"
    path.write_text(changed, encoding="utf-8")
    return path


@pytest.mark.parametrize("pattern, replacement, message", [
    (r'\s*<property name="count" type="int" value="3"/>', "", r"tile id 0 \(type 1\): missing property 'count'"),
    (r'name="count" type="int" value="3"', 'name="count" type="int" value="0"',
     r"tile id 0 \(type 1\): count must be at least 1"),
    (r'name="count" type="int" value="3"', 'name="count" type="int" value="three"',
     r"tile id 0: property 'count' is not a valid int"),
    (r'name="edge_w" value="plain"', 'name="edge_w" value="forest"',
     r"tile id 0 \(type 1\): edge_w must be one of city, plain, barricade, got 'forest'"),
    (r'name="edge_w" value="plain"', 'name="edge_w" value="barricade"',
     r"tile id 0 \(type 1\): half-edge Wm of the barricade edge W is covered by a plain"),
    (r'value="A 0.68,0.30"', 'value="B 0.68,0.30"', r"tile id 0 \(type 1\): a garrison space lies on city 'B'"),
    (r'value="A 0.68,0.30"', 'value=""', r"tile id 0 \(type 1\): must have 1 or 2 garrison spaces, has 0"),
    (r'value="Sl Sm Sr Wl Wm Wr &gt; A"', 'value="Sl Sm Sr Wl Wm &gt; A"',
     r"tile id 0 \(type 1\): half-edge Wr of the plain edge W is covered by nothing"),
    (r'value="El Wr &gt; A; Er Sl Sm Sr Wl"', 'value="El Sl &gt; A; Er Wr Sm Sr Wl"',
     r"tile id 7 \(type 8\): .* cross each other"),
    (r'<property name="start" type="bool" value="true"/>', "", r"exactly one type must carry start=true"),
    (r'<tile id="24">', '<tile id="23">', r"tile id 23 \(type 25\): type 25 must sit at tile id 24"),
])
def test_a_broken_tileset_names_the_file_and_the_tile(tmp_path, pattern, replacement, message):
    path = broken(tmp_path, pattern, replacement)
    with pytest.raises(MapError, match=message) as caught:
        load_tiles_file(path)
    assert str(caught.value).startswith(str(path)) and caught.value.path == path


def test_a_missing_or_malformed_tileset_is_a_map_error(tmp_path):
    with pytest.raises(MapError, match="tileset file not found"):
        load_tiles_file(tmp_path / "nothing.tsx")
    bad = tmp_path / "bad.tsx"
    bad.write_text("<tileset><tile id='0'>", encoding="utf-8")
    with pytest.raises(MapError, match="not well-formed XML"):
        load_tiles_file(bad)


# -- the generator and the real Tiled ------------------------------------------------

def test_the_generator_writes_exactly_the_committed_files(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for _ in range(2):  # twice: the same bytes each time
        out = subprocess.run([os.sys.executable, str(ROOT / "tools" / "make_three_kingdoms_tiles.py"),
                              "--out", str(tmp_path), "--art", str(tmp_path / "art")], env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        for name in ["three_kingdoms_tiles.tsx"] + [f"three_kingdoms_tiles/tile_{t:02d}.png" for t in range(1, 26)]:
            assert (tmp_path / name).read_bytes() == (TSX.parent / name).read_bytes(), name
        for svg in sorted((ROOT / "assets" / "art" / "three_kingdoms").glob("*.svg")):
            assert (tmp_path / "art" / svg.name).read_bytes() == svg.read_bytes(), svg.name


def test_the_generator_faces_are_what_the_loader_reads(tiles):
    for type_id, (count, edges, *_rest) in maker.FACES.items():
        assert tiles.type(type_id).count == count
        assert tiles.type(type_id).face.edges == edges


def test_the_real_tiled_opens_the_tileset_and_agrees_with_our_loader(tiles, tmp_path):
    require_tiled()
    out = tmp_path / "tiles.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(["tiled", "--export-tileset", "json", str(TSX), str(out)],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and out.is_file(), result.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert (data["tilecount"], data["columns"], data["tilewidth"], data["tileheight"]) == (25, 0, 128, 128)
    # an image collection: each tile its own picture, rendered from its SVG
    assert [Path(t["image"]).name for t in data["tiles"]] == [f"tile_{t:02d}.png" for t in range(1, 26)]
    assert all((t["imagewidth"], t["imageheight"]) == (128, 128) for t in data["tiles"])
    props = {tile["id"]: {p["name"]: p["value"] for p in tile.get("properties", ())} for tile in data["tiles"]}
    assert build_tileset(props, TSX) == tiles
    data["tiles"][3]["properties"] = [p for p in data["tiles"][3]["properties"] if p["name"] != "edge_n"]
    props = {tile["id"]: {p["name"]: p["value"] for p in tile.get("properties", ())} for tile in data["tiles"]}
    with pytest.raises(MapError, match=r"tile id 3 \(type 4\): missing property 'edge_n'"):
        build_tileset(props, TSX)
