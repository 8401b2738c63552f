"""3KingdomsBattle's cities read as calm towns (a flat kinari field, a few great roofs, a banner), each walled town
inside a tile has a roofed gate tower, the plain is textured, and a small tile draws its mountains
and pines in simpler pictures (fewer strokes) than a large one."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.three_kingdoms import landforms, tile_art  # noqa: E402
from client.games.three_kingdoms.tiles import load_tiles  # noqa: E402
from client.render import art, palette  # noqa: E402

SIZE = 128
VERMILION = (196, 62, 40)


@pytest.fixture(autouse=True)
def _fresh_pictures():
    pygame.display.init()
    tile_art.tile_picture.cache_clear()  # the pictures as now written (test_three_kingdoms_tiles_art does the same)
    yield
    tile_art.tile_picture.cache_clear()


def _near(p, rgb, tol=30) -> bool:
    return sum((a - b) ** 2 for a, b in zip(p[:3], rgb)) < tol * tol


def _inside_pixels(type_id: int, part: str) -> list[tuple[int, int, int]]:
    tile = tile_art.tile_picture(type_id, 0, SIZE)
    mask = tile_art.part_masks(type_id)[part]
    return [tile.get_at((x, y))[:3] for x in range(SIZE) for y in range(SIZE) if mask.get_at((x, y))]


def _dark(p) -> bool:
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2] < 130


KINARI_FIELD = (228, 214, 184)  # a town's flat ground inside its walls


def test_a_city_over_the_whole_tile_is_a_calm_kinari_field_with_a_hall_houses_and_a_banner():
    pixels = _inside_pixels(4, "A")
    field = sum(_near(p, KINARI_FIELD, 16) for p in pixels) / len(pixels)
    assert field > 0.4, "most of the town is one flat kinari field, not a crowd of roofs and lanes"
    roofs = sum(_dark(p) for p in pixels) / len(pixels)
    assert 0.04 < roofs < 0.3, "a few large roofs (and their ink) stand on it: neither bare nor crowded"
    assert sum(_near(p, VERMILION) for p in pixels) > 40, "the halls' vermilion fronts and the banner"
    marks = sum(_near(p, (201, 164, 106), 24) for p in pixels)
    assert marks > 30, "the field printed with a faint lattice of small crosses"


def test_every_city_over_several_edges_has_one_banner_pole_and_a_hall():
    for t in load_tiles().types:
        plan = tile_art.tile_plan(t.id)
        for city, shape in zip(t.face.cities, plan.cities):
            if len(city.edges) < 2:
                continue
            inside = [name for name, (x, y), _s in plan.motifs
                      if tile_art.part_masks(t.id)[city.name].get_at((round(x * SIZE), round(y * SIZE)))]
            assert inside.count("banner") == 1, (t.id, city.name, inside)
            assert {"hall", "hall_grand"} & set(inside), (t.id, city.name, inside)


def test_every_city_cap_has_houses_and_a_banner_pole_beside_its_garrison_space():
    for t in load_tiles().types:
        plan = tile_art.tile_plan(t.id)
        for city in t.face.cities:
            if len(city.edges) == 1:
                pixels = _inside_pixels(t.id, city.name)
                assert sum(_dark(p) for p in pixels) / len(pixels) > 0.08, (t.id, city.name)
                mask = tile_art.part_masks(t.id)[city.name]
                inside = {name for name, (x, y), _s in plan.motifs if mask.get_at((round(x * SIZE), round(y * SIZE)))}
                assert {"houses", "banner"} <= inside or {"hall", "banner"} <= inside, (t.id, city.name, inside)


def test_each_walled_town_inside_a_tile_has_a_roofed_gate_tower():
    towns = [(t.id, c.name) for t in load_tiles().types for c in t.face.cities if not c.edges]
    assert len(towns) == 5
    for type_id, part in towns:
        box = tile_art.part_masks(type_id)[part].get_bounding_rects()[0].inflate(12, 12)  # its walls too
        tile = tile_art.tile_picture(type_id, 0, SIZE)
        pixels = [tile.get_at((x, y))[:3] for x in range(box.left, box.right) for y in range(box.top, box.bottom)]
        assert sum(_near(p, VERMILION) for p in pixels) > 15, (type_id, "its gate tower's vermilion storey")
        assert sum(_dark(p) for p in pixels) / len(pixels) > 0.2, (type_id, "roofs over the town")


def test_the_plain_has_a_quiet_texture_that_stays_clear_of_the_edges():
    face = tile_art.tile_picture(16, 0, SIZE)  # plains all round a town
    edge = {face.get_at((i, 0))[:3] for i in range(SIZE)} | {face.get_at((0, i))[:3] for i in range(SIZE)}
    assert len(edge) == 1, "one even green along every plain edge, so neighbours join"
    (green,) = edge
    band = [face.get_at((x, y))[:3] for x in range(8, SIZE - 8) for y in range(8, 28)]
    assert any(p != green for p in band), "grass marks on the plain"


def test_a_small_tile_draws_its_landforms_in_simpler_pictures(monkeypatch):
    names = {name for t in load_tiles().types for r in range(4) for name, _c, _s in tile_art.tile_landforms(t.id, r)}
    for name in names:
        full = (art.art_dir() / tile_art.GAME / f"{landforms.shown_picture(name, 100)}.svg").read_text()
        small = (art.art_dir() / tile_art.GAME / f"{landforms.shown_picture(name, 60)}.svg").read_text()
        assert full.count("<path") > small.count("<path") * 1.3, name
        if name.startswith("hill"):
            assert f'stroke="{palette.hex_colour(palette.KIN)}"' in small, f"{name}: its gold crest kept"
    small_tile = tile_art.tile_picture(7, 0, 60)
    tile_art.tile_picture.cache_clear()
    monkeypatch.setattr(landforms, "SMALL_TILE", 0)  # the full pictures at the same size
    assert pygame.image.tobytes(tile_art.tile_picture(7, 0, 60), "RGB") != pygame.image.tobytes(small_tile, "RGB")
