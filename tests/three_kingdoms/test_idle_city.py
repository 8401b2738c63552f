"""An idle completed 3KingdomsBattle city reads as unclaimed ground: its ground inside the walls is
washed plain paper-white (no hatch, which reads as ruined ground), not dulled grey."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from client.games.three_kingdoms.tile_art import idle_overlay, tile_picture  # noqa: E402
from client.games.three_kingdoms.tiles import load_tiles  # noqa: E402
from client.render import palette  # noqa: E402

SIZE = 120


def _town() -> tuple[int, str]:
    """A tile type with a walled town closed inside it (its ground well inside the tile)."""
    tiles = load_tiles()
    for t in tiles.types:
        for city in t.face.cities:
            if not city.edges:
                return t.id, city.name
    raise AssertionError("the tile set has a walled town")


def test_an_idle_city_is_plain_paper_white_without_a_hatch():
    type_id, part = _town()
    tile = tile_picture(type_id, 0, SIZE).copy()
    bare = tile.copy()
    wash = idle_overlay(type_id, part, 0, SIZE)
    tile.blit(wash, (0, 0))
    inside = [(x, y) for x in range(SIZE) for y in range(SIZE) if wash.get_at((x, y)).a >= 140]  # inside its walls
    assert len(inside) > 200, "the town's ground is washed"
    pixels = [tile.get_at(p)[:3] for p in inside]
    before = [bare.get_at(p)[:3] for p in inside]
    mean, mean_before = sum(map(sum, pixels)) / len(pixels) / 3, sum(map(sum, before)) / len(before) / 3
    assert mean > mean_before + 8, "lighter ground, paper, not a grey wash"
    light = [p for p in pixels if all(abs(a - b) <= 25 for a, b in zip(p, palette.WASHI))]
    assert len(light) > len(pixels) / 3, "paper-white where the spaces' rings leave it"
    shape = {(x, y) for x in range(SIZE) for y in range(SIZE) if wash.get_at((x, y)).a}
    core = [(x, y) for x, y in shape if all((x + dx, y + dy) in shape for dx in range(-5, 6) for dy in range(-5, 6))]
    assert len(core) > 200, "the town's ground, its rim left aside"
    plain = [p for p in core if wash.get_at(p).a >= 140
             and all(abs(a - b) <= 12 for a, b in zip(wash.get_at(p)[:3], palette.WASHI))]
    assert len(plain) == len(core), "the wash inside its rim is plain paper: no ink hatch across the ground"

