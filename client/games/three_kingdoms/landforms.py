"""Where a 3KingdomsBattle tile's mountains and pines stand: a few large landforms on the open plain,
not many small stamps.

They stand upright whichever way the tile is turned, so they are placed in the turned tile: a
mountain is wide at its foot and narrow at its summit, and may rise into the bay a city's wall leaves
when that bay is above it. The forms follow the type and the turn (a tile type laid seven times
shows more than one landscape), fixed by them: the same tile at the same turn always looks the same. The plain is rasterised small (pygame masks) so placing is quick.
"""
from __future__ import annotations

import functools

import pygame

from .tile_shapes import ROAD_WIDTH, SPACE_RADIUS, WALL_WIDTH, FacePlan, turn

#: the landform pictures and their height as a share of their width (their SVG's viewBox): the tall
#: forms square, the low ranges wide
ASPECT = {"hill_tall": 1.0, "hill_twin": 0.86, "hill_spire": 1.0, "hill_range": 0.74, "hill_mesa": 0.74,
          "hill_low": 0.56, "pine": 1.0, "pine_lean": 1.0}
HILLS = ("hill_tall", "hill_twin", "hill_spire", "hill_range", "hill_mesa", "hill_low")
PINES = ("pine", "pine_lean")  # three pines on a rock, one leaning pine
WIDTHS = (0.96, 0.9, 0.84, 0.78, 0.72, 0.66, 0.6, 0.54, 0.48, 0.42, 0.36)  # the largest that fits is taken
LESSER = 0.75  # a second landform at most this share of the first's width
PINE = 0.3  # the pines' picture width
RES = 80  # pixels per tile of the plain's raster
SMALL_TILE = 76  # below this many pixels a tile, the landforms are drawn in their simpler pictures
STEP = 2  # candidate places every this many raster pixels


def small_picture(name: str) -> str:
    """The simpler picture of landform ``name`` (flat fields, no texture strokes, a slimmer cloud)
    drawn on a tile shown smaller than SMALL_TILE pixels, where fine strokes only read as clutter."""
    return f"{name}_small"


def shown_picture(name: str, tile_px: int) -> str:
    """The picture of landform ``name`` for a tile ``tile_px`` pixels square."""
    return small_picture(name) if tile_px < SMALL_TILE and name in ASPECT else name


def _blocked(plan: FacePlan, rotation: int) -> pygame.mask.Mask:
    """Where nothing may stand on the turned tile: cities, walls, roads, garrison spaces, the rim."""
    surf = pygame.Surface((RES, RES))
    px = lambda pts: [(x * RES, y * RES) for x, y in turn(pts, rotation)]  # noqa: E731
    white = (255, 255, 255)
    for city in plan.cities:
        pygame.draw.polygon(surf, white, px(city.ground))
        for wall in city.walls:
            pygame.draw.lines(surf, white, False, px(wall), round((WALL_WIDTH + 0.03) * RES))
    for road in plan.roads:
        pygame.draw.lines(surf, white, False, px(road.points), round((ROAD_WIDTH + 0.03) * RES))
    for space in plan.spaces:
        pygame.draw.circle(surf, white, px([space])[0], round((SPACE_RADIUS + 0.02) * RES))
    pygame.draw.rect(surf, white, surf.get_rect(), 1)
    return pygame.mask.from_threshold(surf, white, (1, 1, 1, 255))


@functools.lru_cache(maxsize=64)
def _footprint(w: int, h: int) -> pygame.mask.Mask:
    """A landform's ground in its ``w`` × ``h`` picture: narrow at the summits, its full width at the
    foot (the picture's empty corners, and its drifting cloud, may reach over a wall or a road)."""
    surf = pygame.Surface((w, h))
    pygame.draw.polygon(surf, (255, 255, 255), [(x * w, y * h) for x, y in (
        (0.42, 0.04), (0.58, 0.04), (0.84, 0.5), (0.96, 0.92), (0.04, 0.92), (0.16, 0.5))])
    return pygame.mask.from_threshold(surf, (255, 255, 255), (1, 1, 1, 255))


def _fit(blocked: pygame.mask.Mask, widths, name: str, aim: tuple[float, float], drawn):
    """The widest picture of ``name`` that fits, at the fitting place nearest ``aim``: (top-left, (w, h))
    in raster pixels, or None. ``drawn(name, (w, h))`` gives the picture's own mask (None: damaged, a
    landform's usual shape stands in)."""
    for width in widths:
        w, h = round(width * RES), round(width * ASPECT[name] * RES)
        foot = drawn(name, (w, h)) or _footprint(w, h)
        fits = [(x, y) for y in range(0, RES - h + 1, STEP) for x in range(0, RES - w + 1, STEP)
                if not blocked.overlap(foot, (x, y))]
        if fits:
            at = min(fits, key=lambda p: (p[0] + w / 2 - aim[0] * RES) ** 2 + (p[1] + h / 2 - aim[1] * RES) ** 2)
            return at, (w, h), foot
    return None


def _stand(blocked: pygame.mask.Mask, name: str, fit) -> tuple[str, tuple[float, float], tuple[float, float]]:
    """``name`` standing where ``fit`` found room, its ground now taken: (picture, centre, (w, h))."""
    (x, y), (w, h), foot = fit
    blocked.draw(foot, (x, y))
    return name, ((x + w / 2) / RES, (y + h / 2) / RES), (w / RES, h / RES)


def place(plan: FacePlan, type_id: int, rotation: int,
          drawn=lambda name, size: None) -> tuple[tuple[str, tuple[float, float], tuple[float, float]], ...]:
    """(picture, centre, (width, height)) of each landform and the pines on the tile turned ``rotation``
    clockwise quarter turns, as shares of the tile, in drawing order (the farther back first); each
    stands clear by its own drawn shape (``drawn``, as in _fit). The type and turn offer two forms, a
    tall and a low one; the one that stands larger is taken, then a lesser one of another form if
    room is left, then a stand of pines."""
    blocked = _blocked(plan, rotation)
    pick = type_id + rotation * 2  # the same type turned shows other forms
    tall, low = HILLS[pick % 3], HILLS[3 + pick * 2 % 3]
    out = []
    fits = {name: _fit(blocked, WIDTHS, name, (0.5, 0.58), drawn) for name in (tall, low)}
    area = {name: fit[1][0] * fit[1][1] for name, fit in fits.items() if fit is not None}
    if area:
        first = max(area, key=lambda n: (area[n], n == tall))
        out.append(_stand(blocked, first, fits[first]))
        second = HILLS[(HILLS.index(first) + 1 + pick % (len(HILLS) - 1)) % len(HILLS)]  # never the first
        fit = _fit(blocked, [w for w in WIDTHS if w <= out[0][2][0] * LESSER], second, (0.5, 0.5), drawn)
        if fit is not None:
            out.append(_stand(blocked, second, fit))
    pines = PINES[pick % len(PINES)]
    fit = _fit(blocked, (PINE,), pines, (0.3 if pick % 2 else 0.7, 0.7), drawn)
    if fit is not None:
        out.append(_stand(blocked, pines, fit))
    out.sort(key=lambda m: m[1][1] + m[2][1] / 2)
    return tuple(out)
