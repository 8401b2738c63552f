"""Where things lie on a 3KingdomsBattle tile face: city grounds and walls, barricade roads, gates,
garrison spaces, and where halls stand, in unit coordinates (x rightwards, y downwards, 0–1).
Pure: no pygame.

tools/three_kingdoms_art.py draws the tile pictures (SVG) from these shapes, and the
table (tile_art.py) cuts a completed city's wash from the same grounds, so picture and
wash agree. The shapes follow the tile facts (tiles.py) alone.

Why the walls join: every city edge has the same profile. Its wall reaches the edge at
``WALL_AT`` from each corner, square to the edge, under a tower cut in half by the edge;
so a city edge's wall meets its neighbour's half tower and wall exactly, whatever the two
tiles are and however they are turned. Where one city part holds two neighbouring edges,
the wall turns through a small bastion inside the corner between them. Barricades leave an
edge at its middle, square to it, so they join across edges too.

Halls are motifs: pictures of their own, drawn upright at their turned places, so a hall never
lies on its side on a turned tile (the mountains and pines on the plain: landforms.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .tiles import Face

WALL_AT = 0.14  # a city edge's wall meets the edge this far from each corner
WALL_WIDTH = 0.055
ROAD_WIDTH = 0.085  # a barricade road (≈ 7 px on an 80-pixel tile)
TOWER = 0.1  # a tower's side
SPACE_RADIUS = 0.075  # a garrison space's ring
TOWN_HALF = 0.19  # half the side of a walled town closed inside a tile
HALLS = ("hall", "hall_grand", "houses", "banner")  # a cap's or town's hall, a palace, two houses, a banner pole
# a troop's banner piece (token_alert.svg standing, token_holding.svg lying): by holding, its picture's
# size and its cloth's box (x0, y0, x1, y1) in the picture's units, where the seat's sign goes
BANNER_CLOTH = {False: (40, 52, (10, 7, 37, 37)), True: (54, 40, (5, 2, 50, 30))}

Point = tuple[float, float]


@dataclass(frozen=True)
class CityShape:
    name: str
    ground: tuple[Point, ...]  # the polygon inside the walls
    walls: tuple[tuple[Point, ...], ...]  # wall lines
    towers: tuple[Point, ...]  # tower centres (edge crossings and corners)


@dataclass(frozen=True)
class Road:
    points: tuple[Point, ...]
    gate: Point | None  # where it meets a wall
    posts: tuple[Point, ...]  # where several barricade lines meet


@dataclass(frozen=True)
class FacePlan:
    cities: tuple[CityShape, ...]
    roads: tuple[Road, ...]
    spaces: tuple[Point, ...]
    #: the halls, upright whichever way the tile is turned: (picture, centre, side),
    #: the picture drawn ``side`` (a fraction of the tile) square, centred on ``centre``
    motifs: tuple[tuple[str, Point, float], ...]


def turn(points, r: int) -> tuple[Point, ...]:
    """Unit points turned r clockwise quarter turns about the tile's centre."""
    out = []
    for x, y in points:
        for _ in range(r % 4):
            x, y = 1 - y, x
        out.append((round(x, 5), round(y, 5)))
    return tuple(out)


def bezier(p0, p1, p2, p3, n: int = 18) -> list[Point]:
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


L, R = WALL_AT, 1 - WALL_AT


def _canonical(edges: frozenset[int]) -> tuple[list[Point], list[list[Point]], list[Point]]:
    """(ground, walls, towers) of a city part whose edges are ``edges`` as drawn with N first."""
    notch_ne = [(R, 0.0), (R, L), (1.0, L)]  # the bastion where N and E meet
    if edges == {0}:
        wall = bezier((R, 0), (R, 0.4), (L, 0.4), (L, 0))
        return [(L, 0.0)] + wall[:-1], [wall], [(L, 0), (R, 0)]
    if edges == {0, 1}:
        wall = bezier((1, R), (0.7, R), (L, 0.3), (L, 0))
        ground = [(L, 0.0)] + notch_ne + wall[:-1]
        return ground, [wall, notch_ne], [(L, 0), (R, 0), (1, L), (1, R), (R, L)]
    if edges == {0, 2}:
        left = bezier((L, 1), (0.3, 0.66), (0.3, 0.34), (L, 0))
        right = bezier((R, 0), (0.7, 0.34), (0.7, 0.66), (R, 1))
        return right + left, [left, right], [(L, 0), (R, 0), (L, 1), (R, 1)]
    if edges == {0, 1, 3}:
        wall = bezier((1, R), (0.66, R), (0.66, 0.64), (0.5, 0.64)) + \
            bezier((0.5, 0.64), (0.34, 0.64), (0.34, R), (0, R))[1:]
        notch_nw = [(0.0, L), (L, L), (L, 0.0)]
        ground = notch_nw + notch_ne + wall
        return ground, [wall, notch_ne, notch_nw], [(0, L), (L, 0), (R, 0), (1, L), (1, R), (0, R), (L, L), (R, L)]
    if edges == {0, 1, 2, 3}:
        corners = [[(R, 0.0), (R, L), (1.0, L)], [(1.0, R), (R, R), (R, 1.0)],
                   [(L, 1.0), (L, R), (0.0, R)], [(0.0, L), (L, L), (L, 0.0)]]
        ground = [p for c in corners for p in c]
        towers = [p for c in corners for p in (c[0], c[1], c[2])]
        return ground, corners, towers
    raise KeyError(edges)


def city_shape(name: str, edges: frozenset[int], centre: Point) -> CityShape:
    if not edges:
        cx, cy = centre
        h = TOWN_HALF
        ring = [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
        return CityShape(name, tuple(ring), (tuple(ring + ring[:1]),), tuple(ring))
    for r in range(4):
        canon = frozenset((e - r) % 4 for e in edges)
        try:
            ground, walls, towers = _canonical(canon)
        except KeyError:
            continue
        return CityShape(name, turn(ground, r), tuple(turn(w, r) for w in walls), turn(towers, r))
    raise ValueError(f"no shape for a city over edges {sorted(edges)}")


def inside(point: Point, polygon) -> bool:
    x, y = point
    hit = False
    for (ax, ay), (bx, by) in zip(polygon, list(polygon[1:]) + [polygon[0]]):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            hit = not hit
    return hit


def distance_to_lines(point: Point, lines) -> float:
    best = 9.0
    px, py = point
    for line in lines:
        for (ax, ay), (bx, by) in zip(line, line[1:]):
            dx, dy = bx - ax, by - ay
            t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
            best = min(best, math.hypot(px - ax - t * dx, py - ay - t * dy))
    return best


MIDDLE = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))
INWARD = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))


def _roads(face: Face, cities: dict[str, CityShape], centres: dict[str, Point]) -> list[Road]:
    roads = []
    for line in face.barricades:
        if len(line.edges) == 2:
            a, b = line.edges
            pa, pb = MIDDLE[a], MIDDLE[b]
            if (a - b) % 2 == 0:
                roads.append(Road((pa, pb), None, ()))
            else:
                ia, ib = INWARD[a], INWARD[b]
                k = 0.22
                pts = bezier(pa, (pa[0] + ia[0] * k, pa[1] + ia[1] * k), (pb[0] + ib[0] * k, pb[1] + ib[1] * k), pb)
                roads.append(Road(tuple(pts), None, ()))
        elif len(line.edges) >= 3:
            for e in line.edges:
                roads.append(Road((MIDDLE[e], (0.5, 0.5)), None, ((0.5, 0.5),)))
        else:
            e = line.edges[0]
            start, inward = MIDDLE[e], INWARD[e]
            if line.ends_at is None:
                roads.append(Road((start, (0.5, 0.5)), None, ((0.5, 0.5),)))
                continue
            city = cities[line.ends_at]
            target = centres[line.ends_at]
            k = 0.28
            pts = bezier(start, (start[0] + inward[0] * k, start[1] + inward[1] * k), target, target, 40)
            cut = next((i for i, p in enumerate(pts) if inside(p, city.ground)), len(pts) - 1)
            roads.append(Road(tuple(pts[:cut + 1]), pts[cut], ()))
    return roads


def _spread(candidates, fits, count: int, apart: float) -> list[Point]:
    """Up to ``count`` of the candidates that ``fits``, each ``apart`` from the others (taken in order)."""
    chosen: list[Point] = []
    for p in candidates:
        if len(chosen) == count:
            break
        if all(math.hypot(p[0] - q[0], p[1] - q[1]) >= apart for q in chosen) and fits(p):
            chosen.append(p)
    return chosen


def face_plan(face: Face, type_id: int) -> FacePlan:
    """Everything drawn on ``face`` (unturned): the SVG writer's plan and the city washes' shapes."""
    centres = {}
    for city in face.cities:
        spots = [(g.x, g.y) for g in face.garrisons if g.city == city.name]
        centres[city.name] = (sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots)) \
            if spots else (0.5, 0.5)
    cities = {c.name: city_shape(c.name, c.edges, centres[c.name]) for c in face.cities}
    roads = _roads(face, cities, centres)
    spaces = tuple((g.x, g.y) for g in face.garrisons)
    road_lines = [r.points for r in roads]
    walls = [w for c in cities.values() for w in c.walls]
    grid = [(0.16 + 0.068 * i, 0.16 + 0.068 * j) for j in range(11) for i in range(11)]
    # a fixed shuffle per type, so the tiles do not all look alike
    grid.sort(key=lambda p: ((p[0] * 977 + p[1] * 531 + type_id * 0.137) * 7.31) % 1)
    halls = []
    for c in cities.values():
        def room(p: Point, c=c) -> bool:
            return (inside(p, c.ground) and all(math.hypot(p[0] - s[0], p[1] - s[1]) > 0.15 for s in spaces)
                    and distance_to_lines(p, walls) > 0.14 and distance_to_lines(p, road_lines) > 0.14)

        edges = len(next(f.edges for f in face.cities if f.name == c.name))
        grand = edges >= 2
        wide = 0.3 if grand else 0.24  # a city over several edges: a palace and houses; a cap: a hall
        # the hall first, then the city's banner pole (one to a part), then houses where there is room
        kinds = (("hall_grand", wide), ("banner", 0.22), ("houses", 0.22)) if grand else \
            (("hall", wide), ("banner", 0.22), ("houses", 0.22))
        chosen = [(kinds[k][0], p, kinds[k][1]) for k, p in enumerate(_spread(grid, room, 3, 0.26))]
        if not chosen and edges == 1:  # a shallow cap: a pair of small houses and a banner pole beside its space
            def nook(p: Point, c=c, near: float = 0.075) -> bool:
                return (inside(p, c.ground) and all(math.hypot(p[0] - s[0], p[1] - s[1]) > 0.13 for s in spaces)
                        and distance_to_lines(p, walls) > near and distance_to_lines(p, road_lines) > near + 0.025)
            chosen = [("houses", p, 0.18) for p in _spread(grid, nook, 1, 0)]
            fine = sorted(((0.1 + 0.04 * i, 0.1 + 0.04 * j) for j in range(21) for i in range(21)),  # nearer the edge
                          key=lambda p, c=c: math.hypot(p[0] - centres[c.name][0], p[1] - centres[c.name][1]))
            chosen += [("banner", p, 0.16) for p in _spread(fine, lambda p: nook(p, near=0.06) and all(
                math.hypot(p[0] - q[0], p[1] - q[1]) > 0.2 for _n, q, _s in chosen), 1, 0)]  # a slim pole: less room
        halls += chosen
    return FacePlan(tuple(cities.values()), tuple(roads), spaces, tuple(halls))
