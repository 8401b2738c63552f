"""3KingdomsBattle's tile pictures for the table, cut from the tileset image (maps/three_kingdoms_tiles.png).

Each type's picture at every rotation and size, and for each city part of a tile
the part's ground as a mask (found by its colour in the picture), so a completed
city can be tinted and outlined in its controller's colour with the real shape
of its walls. Everything is cached: a size is scaled once, when the zoom asks.
"""
from __future__ import annotations

import functools

import pygame

from client import paths

from .tiles import load_tiles

TILE = 128  # pixels per tile in the image
COLUMNS = 5
GROUND = (222, 196, 146)  # a city's ground in the art (tools/make_three_kingdoms_tiles.py)
GROUND_SLACK = (24, 24, 24, 255)
#: where a city part reaching edge N, E, S or W is sure to show its ground
EDGE_PROBES = ((TILE // 2, 2), (TILE - 3, TILE // 2), (TILE // 2, TILE - 3), (2, TILE // 2))
OUTLINE_PX = 6  # an outline's width at 128 pixels per tile


@functools.lru_cache(maxsize=1)
def sheet() -> pygame.Surface:
    image = pygame.image.load(str(paths.maps_dir() / "three_kingdoms_tiles.png"))
    return image.convert() if pygame.display.get_surface() else image


def tile_image(type_id: int) -> pygame.Surface:
    col, row = (type_id - 1) % COLUMNS, (type_id - 1) // COLUMNS
    return sheet().subsurface((col * TILE, row * TILE, TILE, TILE))


@functools.lru_cache(maxsize=512)
def tile_picture(type_id: int, rotation: int, size: int) -> pygame.Surface:
    """The tile turned clockwise ``rotation`` quarter turns, ``size`` pixels square."""
    turned = pygame.transform.rotate(tile_image(type_id), -90 * (rotation % 4))
    if size == TILE:
        return turned
    return pygame.transform.smoothscale(turned, (size, size))


@functools.lru_cache(maxsize=None)
def part_masks(type_id: int) -> dict[str, pygame.mask.Mask]:
    """City part name → the mask of its ground in the unturned picture.

    The ground's connected pieces go to the part whose edge they reach; a piece
    reaching no edge is a town closed inside the tile (the part without edges)."""
    face = load_tiles().type(type_id).face
    ground = pygame.mask.from_threshold(tile_image(type_id), GROUND, GROUND_SLACK)
    out = {c.name: pygame.mask.Mask((TILE, TILE)) for c in face.cities}
    inside = [c.name for c in face.cities if not c.edges]
    for piece in ground.connected_components(minimum=20):
        owner = None
        for c in face.cities:
            if any(piece.get_at(EDGE_PROBES[e]) for e in c.edges):
                owner = c.name
                break
        if owner is None and inside:
            owner = _nearest_inside(face, piece, inside)
        if owner is not None:
            out[owner].draw(piece, (0, 0))
    return out


def _nearest_inside(face, piece: pygame.mask.Mask, inside: list[str]) -> str:
    cx, cy = piece.centroid()
    spots = [(g.city, (g.x * TILE - cx) ** 2 + (g.y * TILE - cy) ** 2) for g in face.garrisons if g.city in inside]
    return min(spots, key=lambda s: s[1])[0] if spots else inside[0]


@functools.lru_cache(maxsize=None)
def _border(type_id: int, part: str) -> pygame.mask.Mask:
    """The rim of a part's ground, OUTLINE_PX wide, left open along the part's city edges
    (there the city goes on into the next tile)."""
    mask = part_masks(type_id)[part]
    edges = next(c.edges for c in load_tiles().type(type_id).face.cities if c.name == part)
    pad = OUTLINE_PX
    grown = pygame.mask.Mask((TILE + 2 * pad, TILE + 2 * pad))
    grown.draw(mask, (pad, pad))
    strips = {0: (pad, 0, TILE, pad), 1: (TILE + pad, pad, pad, TILE), 2: (pad, TILE + pad, TILE, pad),
              3: (0, pad, pad, TILE)}
    for e in edges:  # the city continues past its own edges
        x, y, w, h = strips[e]
        grown.draw(_full(w, h), (x, y))
    inner = grown
    for dx in range(-pad, pad + 1, 2):
        for dy in range(-pad, pad + 1, 2):
            if dx * dx + dy * dy <= pad * pad:
                inner = inner.overlap_mask(grown, (dx, dy))
    rim = pygame.mask.Mask((TILE, TILE))
    rim.draw(mask, (0, 0))
    rim.erase(inner, (-pad, -pad))
    return rim


@functools.lru_cache(maxsize=8)
def _full(w: int, h: int) -> pygame.mask.Mask:
    return pygame.mask.Mask((w, h), fill=True)


@functools.lru_cache(maxsize=1024)
def city_overlay(type_id: int, part: str, rotation: int, size: int, rgb: tuple[int, int, int],
                 tint: int, rim: bool) -> pygame.Surface:
    """A part's ground washed with ``rgb`` at alpha ``tint`` (and its rim at full colour), turned and scaled."""
    surf = part_masks(type_id)[part].to_surface(setcolor=(*rgb, tint), unsetcolor=(0, 0, 0, 0))
    if rim:
        surf.blit(_border(type_id, part).to_surface(setcolor=(*rgb, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
    surf = pygame.transform.rotate(surf, -90 * (rotation % 4))
    return pygame.transform.smoothscale(surf, (size, size)) if size != TILE else surf


