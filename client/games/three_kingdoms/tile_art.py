"""3KingdomsBattle's tile pictures for the table: each type's SVG (assets/art/three_kingdoms/tile_NN.svg)
drawn by client/render/art.py at the size shown, turned at draw time.

Each type's picture at every rotation and size, and for each city part of a tile
the part's ground as a mask (cut from the same shapes the pictures were written
from, tile_shapes.py), so a completed city can be tinted and outlined in its
controller's colour with the real shape of its walls. Everything is cached: a size
is rendered once, when the zoom asks. A missing or damaged picture is told once
(art.py) and the tile is drawn plainly: its ground, its walls and its spaces from
the shapes, so the table still plays.
"""
from __future__ import annotations

import functools

import pygame

from client.render import art, palette

from . import landforms
from .tile_shapes import SPACE_RADIUS, face_plan, turn
from .tiles import load_tiles

GAME = "three_kingdoms"
TILE = 128  # pixels per tile of the masks
OUTLINE_PX = 5  # a controller's rim's width at 128 pixels per tile
WALL_CLEAR = 8  # the wash and rim begin this far inside a wall's middle: stone, ink and gold stay clear


def picture_name(type_id: int) -> str:
    """The picture of tile type ``type_id``: assets/art/three_kingdoms/tile_NN.svg."""
    return f"tile_{type_id:02d}"


@functools.lru_cache(maxsize=None)
def tile_plan(type_id: int):
    """Where everything on tile type ``type_id`` lies (unturned): its cities, walls, roads, spaces, halls."""
    return face_plan(load_tiles().type(type_id).face, type_id)


@functools.lru_cache(maxsize=None)
def tile_landforms(type_id: int, rotation: int):
    """The mountains and pines standing upright on tile type ``type_id`` turned ``rotation``."""
    return landforms.place(tile_plan(type_id), type_id, rotation % 4, _drawn_shape)


@functools.lru_cache(maxsize=256)
def _drawn_shape(name: str, size: tuple[int, int]) -> pygame.mask.Mask | None:
    """Where a landform's picture is painted (not its empty corners), or None when it is damaged."""
    face = _shown(name, size)
    return None if face is None else pygame.mask.from_surface(face, 32)


@functools.lru_cache(maxsize=512)
def tile_picture(type_id: int, rotation: int, size: int) -> pygame.Surface:
    """The tile turned clockwise ``rotation`` quarter turns, ``size`` pixels square."""
    tile = compose_tile(type_id, rotation, size, _shown)
    return tile.convert() if pygame.display.get_surface() else tile  # opaque: the board blits it fast


def _shown(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A picture as the table draws it; None when it is damaged (told once by art.py)."""
    face = art.picture(GAME, name, size)
    return None if art.is_damaged(GAME, name) else face


def compose_tile(type_id: int, rotation: int, size: int, load) -> pygame.Surface:
    """The tile's ground (its SVG) turned, then its mountains and pines drawn upright where the turned
    tile has room, and its halls upright at their turned places; ``load(name, (w, h))`` gives a picture (None: damaged, the tile is drawn plainly and a
    motif left out). The table and the tileset's images (tools/) are composed alike."""
    ground = load(picture_name(type_id), (size, size))
    if ground is None:
        ground = plain_tile(type_id, size)
    out = pygame.transform.rotate(ground, -90 * (rotation % 4))
    if out is ground:
        out = ground.copy()
    halls = [(name, turn([centre], rotation)[0], (side, side)) for name, centre, side in tile_plan(type_id).motifs]
    for name, (x, y), (w, h) in tile_landforms(type_id, rotation) + tuple(halls):
        motif = load(landforms.shown_picture(name, size), (max(1, round(w * size)), max(1, round(h * size))))
        if motif is not None:
            out.blit(motif, motif.get_rect(center=(round(x * size), round(y * size))))
    return out


def plain_tile(type_id: int, size: int) -> pygame.Surface:
    """What stands in for a damaged picture: plain ground, paper cities in ink walls, the spaces."""
    plan = tile_plan(type_id)
    surf = pygame.Surface((size, size))
    surf.fill(palette.MATSUBA)  # plain ground: pine green
    px = lambda p: (round(p[0] * size), round(p[1] * size))  # noqa: E731
    for city in plan.cities:
        pygame.draw.polygon(surf, palette.KINARI, [px(p) for p in city.ground])
        for wall in city.walls:
            pygame.draw.lines(surf, palette.SUMI, False, [px(p) for p in wall], max(2, size // 20))
    for road in plan.roads:
        pygame.draw.lines(surf, palette.KUCHIBA, False, [px(p) for p in road.points], max(2, size // 14))
    for space in plan.spaces:
        pygame.draw.circle(surf, palette.WASHI, px(space), round(SPACE_RADIUS * size))
        pygame.draw.circle(surf, palette.SUMI, px(space), round(SPACE_RADIUS * size), 2)
    return surf


@functools.lru_cache(maxsize=None)
def part_masks(type_id: int) -> dict[str, pygame.mask.Mask]:
    """City part name → the mask of its ground (inside its walls, walls included) in the unturned tile."""
    out = {}
    for city in tile_plan(type_id).cities:
        surf = pygame.Surface((TILE, TILE))
        points = [(round(x * TILE), round(y * TILE)) for x, y in city.ground]
        pygame.draw.polygon(surf, (255, 255, 255), points)
        for wall in city.walls:  # the wash reaches the wall's middle
            pygame.draw.lines(surf, (255, 255, 255), False, [(round(x * TILE), round(y * TILE)) for x, y in wall], 4)
        out[city.name] = pygame.mask.from_threshold(surf, (255, 255, 255), (1, 1, 1, 255))
    return out


@functools.lru_cache(maxsize=None)
def _inside(type_id: int, part: str, pad: int) -> pygame.mask.Mask:
    """A part's ground shrunk ``pad`` pixels from its walls, but not along its city edges (there the
    city goes on into the next tile)."""
    mask = part_masks(type_id)[part]
    edges = next(c.edges for c in load_tiles().type(type_id).face.cities if c.name == part)
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
    out = pygame.mask.Mask((TILE, TILE))
    out.draw(inner, (-pad, -pad))
    return out


@functools.lru_cache(maxsize=None)
def _border(type_id: int, part: str) -> pygame.mask.Mask:
    """The rim of a part's ground just inside its walls, OUTLINE_PX wide, left open along the part's
    city edges: the walls and their gold stay in sight."""
    rim = pygame.mask.Mask((TILE, TILE))
    rim.draw(_inside(type_id, part, WALL_CLEAR), (0, 0))
    rim.erase(_inside(type_id, part, WALL_CLEAR + OUTLINE_PX), (0, 0))
    return rim


@functools.lru_cache(maxsize=8)
def _full(w: int, h: int) -> pygame.mask.Mask:
    return pygame.mask.Mask((w, h), fill=True)


@functools.lru_cache(maxsize=1024)
def city_overlay(type_id: int, part: str, rotation: int, size: int, rgb: tuple[int, int, int],
                 tint: int, rim: bool) -> pygame.Surface:
    """A part's ground inside its walls washed with ``rgb`` at alpha ``tint`` (and its rim at full
    colour), turned and scaled."""
    surf = _inside(type_id, part, WALL_CLEAR).to_surface(setcolor=(*rgb, tint), unsetcolor=(0, 0, 0, 0))
    if rim:
        surf.blit(_border(type_id, part).to_surface(setcolor=(*rgb, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
    surf = pygame.transform.rotate(surf, -90 * (rotation % 4))
    return pygame.transform.smoothscale(surf, (size, size)) if size != TILE else surf


IDLE_WASH = 70  # an idle city's paper wash: faint, its town's roofs and paving stay in sight, paled
IDLE_RIM = 150  # the ink of the thin line printed just inside an idle city's walls


@functools.lru_cache(maxsize=256)
def idle_overlay(type_id: int, part: str, rotation: int, size: int) -> pygame.Surface:
    """An idle city's part: unclaimed ground, its town paled by a faint paper wash inside its walls (no
    hatch: a hatch reads as ruined ground), its rim a thin ink line, as a map marks land no one holds."""
    shape = _inside(type_id, part, WALL_CLEAR).to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    shape.blit(_border(type_id, part).to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
    shape = pygame.transform.rotate(shape, -90 * (rotation % 4))
    shape = pygame.transform.smoothscale(shape, (size, size)) if size != TILE else shape
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.fill((*palette.WASHI, IDLE_WASH))
    out.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    rim = pygame.transform.rotate(_border(type_id, part).to_surface(unsetcolor=(0, 0, 0, 0)), -90 * (rotation % 4))
    rim = pygame.transform.smoothscale(rim, (size, size)) if size != TILE else rim
    thin = pygame.mask.from_surface(rim, 200)  # the rim's heart only: a thin line, not a band
    out.blit(thin.to_surface(setcolor=(*palette.SUMI, IDLE_RIM), unsetcolor=(0, 0, 0, 0)), (0, 0))
    return out
