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


class WallMap:
    """The city walls of the laid tiles as drawn in ``camera``'s rectangle."""

    def __init__(self, board, camera: Camera):
        self.board = board
        self.camera = camera
        rect = camera.rect
        self.origin = rect.topleft
        surf = pygame.Surface(rect.size)
        size = camera.size
        width = max(2, round(WALL_WIDTH * size))
        tower = max(2, round(TOWER * size))
        for (x, y), (t, r) in board.placed.items():
            sq = camera.square_rect(x, y)
            if not sq.colliderect(rect):
                continue
            at = lambda p: (sq.x + round(p[0] * size) - rect.x, sq.y + round(p[1] * size) - rect.y)  # noqa: E731
            for city in tile_plan(t).cities:
                for wall in city.walls:
                    pygame.draw.lines(surf, (255, 255, 255), False, [at(p) for p in turn(wall, r)], width)
                for p in turn(city.towers, r):
                    box = pygame.Rect(0, 0, tower, tower)
                    box.center = at(p)
                    pygame.draw.rect(surf, (255, 255, 255), box)
        self.mask = pygame.mask.from_threshold(surf, (255, 255, 255), (1, 1, 1, 255))

    def covered(self, rect: pygame.Rect) -> int:
        """How many wall pixels ``rect`` lies on."""
        return self.mask.overlap_area(_full(rect.width, rect.height),
                                      (rect.x - self.origin[0], rect.y - self.origin[1]))

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
            ground = next(c.ground for c in tile_plan(t).cities if c.name == name)
            return inside((u, v), turn(ground, r))
        edges = next(c.edges for c in face.cities if c.name == name)
        side = 0 if v < 0 else 2 if v > 1 else 3 if u < 0 else 1
        return side in edges and -0.5 < u < 1.5 and -0.5 < v < 1.5


def clear_spot(walls: WallMap, space, point, size: tuple[int, int], place) -> tuple[tuple[int, int], int]:
    """Where a token ``size`` big for ``space`` (at ``point``) stands: of the spots within a third
    of a tile that ``place`` allows (it keeps a token off the open table) and that lie inside the
    space's city, the one covering the least wall, the nearest of those; and the wall it covers."""
    w, h = size
    tile = walls.camera.size
    reach, step = tile // 3, max(2, tile // 40)

    def rect_at(c):
        return pygame.Rect(c[0] - w // 2, c[1] - h // 2, w, h)

    start = place(point)
    best = (walls.covered(rect_at(start)), 0.0, start)
    if best[0] == 0:
        return start, 0
    for dx in range(-reach, reach + 1, step):
        for dy in range(-reach, reach + 1, step):
            far = math.hypot(dx, dy)
            if far > reach or far >= best[1] and best[0] == 0:
                continue
            spot = place((point[0] + dx, point[1] + dy))
            if not walls.in_city(space, spot):
                continue
            score = (walls.covered(rect_at(spot)), math.hypot(spot[0] - point[0], spot[1] - point[1]), spot)
            if score[:2] < best[:2]:
                best = score
    return best[2], best[0]
