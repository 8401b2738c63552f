"""Where the laid tiles' city walls lie on screen, so troop tokens and their counts keep them in sight.

A troop stands on a garrison space, and a space by a tile's edge sits close to its
city's wall: at the usual zoom a token there would cover the wall. ``WallMap`` is the
walls and towers of every laid tile as drawn (a mask over the board's rectangle, from
the same shapes the tile pictures were written from); ``clear_spot`` moves a token
the least it must, inside its own city, to cover as little wall as it can.
"""
from __future__ import annotations

import functools
import math

import pygame

from .camera import Camera
from .tile_art import tile_plan
from .tile_shapes import TOWER, WALL_WIDTH, inside, turn


@functools.lru_cache(maxsize=64)
def _full(w: int, h: int) -> pygame.mask.Mask:
    return pygame.mask.Mask((max(1, w), max(1, h)), fill=True)


@functools.lru_cache(maxsize=256)
def tile_walls(type_id: int, rotation: int, size: int) -> pygame.mask.Mask:
    """The walls and towers of a tile turned ``rotation``, ``size`` pixels square, as a mask with a
    margin of ``pad(size)`` round the tile (a tower on the edge reaches over it)."""
    p = pad(size)
    surf = pygame.Surface((size + 2 * p, size + 2 * p))
    at = lambda q: (p + round(q[0] * size), p + round(q[1] * size))  # noqa: E731
    width, tower = max(2, round(WALL_WIDTH * size)), max(2, round(TOWER * size))
    for city in tile_plan(type_id).cities:
        for wall in city.walls:
            pygame.draw.lines(surf, (255, 255, 255), False, [at(q) for q in turn(wall, rotation)], width)
        for q in turn(city.towers, rotation):
            box = pygame.Rect(0, 0, tower, tower)
            box.center = at(q)
            pygame.draw.rect(surf, (255, 255, 255), box)
    return pygame.mask.from_threshold(surf, (255, 255, 255), (1, 1, 1, 255))


@functools.lru_cache(maxsize=512)
def _ground(type_id: int, rotation: int, part: str):
    """A city part's ground polygon as the tile lies turned."""
    return turn(next(c.ground for c in tile_plan(type_id).cities if c.name == part), rotation)


def pad(size: int) -> int:
    return max(2, round(TOWER * size)) // 2 + 1


class WallMap:
    """The city walls of the laid tiles as drawn by ``camera`` (each tile's own mask, cached)."""

    def __init__(self, board, camera: Camera):
        self.board = board
        self.camera = camera

    def covered(self, rect: pygame.Rect) -> int:
        """How many wall pixels ``rect`` lies on (a wall on two tiles' edge may count twice)."""
        size, p = self.camera.size, pad(self.camera.size)
        ox, oy = self.camera.origin()
        full = _full(rect.width, rect.height)
        total = 0
        for x in range((rect.left - p - ox) // size, (rect.right + p - ox) // size + 1):
            for y in range((rect.top - p - oy) // size, (rect.bottom + p - oy) // size + 1):
                laid = self.board.placed.get((x, y))
                if laid is not None:
                    total += tile_walls(laid[0], laid[1], size).overlap_area(
                        full, (rect.x - (ox + x * size - p), rect.y - (oy + y * size - p)))
        return total

    def on_board(self, point) -> bool:
        """Whether the screen ``point`` lies over a laid tile."""
        return self.camera.square_at(point) in self.board.placed

    def in_city(self, space, point) -> bool:
        """Whether the screen ``point`` lies inside the walls of ``space``'s city: on its own tile,
        or across one of the city's own edges (the city goes on into the tile there)."""
        x, y, i = space
        t, r = self.board.placed[(x, y)]
        face = self.board.tiles.type(t).faces[r]
        name = face.garrisons[i].city
        size = self.camera.size
        sq = self.camera.square_rect(x, y)
        u, v = (point[0] - sq.x) / size, (point[1] - sq.y) / size
        if 0 <= u <= 1 and 0 <= v <= 1:
            return inside((u, v), _ground(t, r, name))
        edges = next(c.edges for c in face.cities if c.name == name)
        side = 0 if v < 0 else 2 if v > 1 else 3 if u < 0 else 1
        return side in edges and -0.5 < u < 1.5 and -0.5 < v < 1.5


def clear_spot(walls: WallMap, space, point, size: tuple[int, int], place) -> tuple[tuple[int, int], int]:
    """Where a token ``size`` big for ``space`` (at ``point``) stands: of the spots within a third
    of a tile that ``place`` allows (it keeps a token off the open table) and that lie inside the
    space's city, the one covering the least wall, the nearest of those; and the wall it covers."""
    w, h = size
    tile = walls.camera.size
    reach, step = tile // 3, max(3, tile // 16)

    def rect_at(c):
        return pygame.Rect(c[0] - w // 2, c[1] - h // 2, w, h)

    start = place(point)
    covered = walls.covered(rect_at(start))
    if covered == 0:
        return start, 0
    best = (covered, 0.0, start)
    for far, dx, dy in _offsets(reach, step):  # nearest first: the first clear spot in the city wins
        spot = place((point[0] + dx, point[1] + dy))
        covered = walls.covered(rect_at(spot))
        if covered < best[0] and walls.in_city(space, spot):
            best = (covered, far, spot)
            if covered == 0:
                break
    return best[2], best[0]


@functools.lru_cache(maxsize=16)
def _offsets(reach: int, step: int) -> tuple[tuple[float, int, int], ...]:
    """(distance, dx, dy) of the grid points within ``reach``, nearest first."""
    return tuple(sorted((math.hypot(dx, dy), dx, dy) for dx in range(-reach, reach + 1, step)
                        for dy in range(-reach, reach + 1, step) if 0 < math.hypot(dx, dy) <= reach))
