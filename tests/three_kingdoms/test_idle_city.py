"""An idle completed 3KingdomsBattle city reads as unclaimed ground: its town is paled by a faint, even
paper wash inside its walls (no hatch, which reads as ruined ground; not so strong that the painted town
is hidden) and ringed by a thin ink line printed just inside them."""
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


def _grey(p) -> float:
    return (p[0] + p[1] + p[2]) / 3


def _spread(values: list[float]) -> float:
    mean = sum(values) / len(values)
    return (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5


def test_an_idle_city_is_paled_with_its_town_in_sight_and_ringed_in_ink():
    type_id, part = _town()
    tile = tile_picture(type_id, 0, SIZE).copy()
    bare = tile.copy()
    wash = idle_overlay(type_id, part, 0, SIZE)
    tile.blit(wash, (0, 0))
    shape = {(x, y) for x in range(SIZE) for y in range(SIZE) if wash.get_at((x, y)).a}
    core = [(x, y) for x, y in shape if all((x + dx, y + dy) in shape for dx in range(-5, 6) for dy in range(-5, 6))]
    assert len(core) > 200, "the town's ground, its rim left aside"
    after = [_grey(tile.get_at(p)) for p in core]
    before = [_grey(bare.get_at(p)) for p in core]
    assert sum(after) / len(after) > sum(before) / len(before) + 6, "paled toward paper: marked as nobody's"
    assert _spread(after) > 0.6 * _spread(before), "the town's roofs and paving still show through"
    plain = [p for p in core if all(abs(a - b) <= 12 for a, b in zip(wash.get_at(p)[:3], palette.WASHI))
             and 40 <= wash.get_at(p).a <= 110]
    assert len(plain) == len(core), "an even faint paper wash across the ground: no ink hatch, no opaque cover"
    rim = [p for p in shape if p not in set(core) and _grey(wash.get_at(p)) < 130 and wash.get_at(p).a >= 140]
    assert len(rim) > 60, "a thin ink line just inside the walls"
