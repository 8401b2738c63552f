"""Write maps/shogun_sun.tmx and maps/shogun_moon.tmx: the Shogun board as Tiled maps.

Facts (kanji, tax, rice, slots, regions and 3-player exclusions per face,
land borders, sea links) come from tests/data/shogun_board.json;
the shapes come from the tables below. Pure Python, no geometry library.

How the province shapes are made:

1. COAST: hand-drawn outlines of Honshu and Shikoku in board units — the
   reference's ``centre`` units: x west→east 0..1, y north→south 0..1 — drawn
   after the published board, which lays Japan out left to right.
2. SITES: one seed point per province, with a power weight. Most start at the
   reference centre; a plain Voronoi diagram of those centres gets 80 of the 91
   borders right, so seeds were moved and weighted (a throwaway annealing
   search, then checked by eye) until every border matched.
3. Each province is its power-diagram cell among the seeds *of its own island*,
   cut out of that island's coast. So the provinces tile each island exactly and
   nothing can border across water.
4. Vertices are rounded to whole pixels, identical on both sides of a border.

Before writing, the script checks that the polygons' shared edges give exactly
the reference's land borders, every border is long enough to see, and every
province has room for its label; otherwise it writes nothing and exits 1.
The map linter (tests/test_shogun_maps.py) checks the written files again.

5. SPOTS: where each province's banner (nobori), castle, temple and theatre stand, as point
   objects of layer ``spots`` (type = what stands there): inside the province, clear of every
   name and of the army block under it, placed once so nothing moves during a game.
6. TERRAIN: woodblock motifs (``mountain``, ``forest``) as point objects of layer ``terrain``,
   in the room the spots leave.

Usage: .venv/bin/python tools/make_shogun_maps.py [--reference FILE] [--out DIR]
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tests" / "data" / "shogun_board.json"

FACES = ("sun", "moon")
TILE = 32
MAP_TILES = (100, 32)  # 3200 × 1024 px, about the board's 3.2 : 1
MIN_BORDER = 60  # px: a shorter border is hard to see at 1600 px wide
MIN_LABEL_ROOM = 30  # px from the label point to the nearest edge
SEA_COLOUR = "#9ec4dc"

# What the table draws around a label point, in map pixels at the 1600 × 900 table's scale
# (0.38 across, 0.475 down: client/games/shogun/board_art.py stretches the map a little downwards).
VIEW_SCALE = (0.38, 0.475)
ROMAJI_PX, KANJI_PX, NAME_H = 8.3, 14.6, 33  # screen px at the 13-px floor: a romaji letter, a kanji, both names' height
ARMY_BOX = (-30, 0, 30, 28)  # screen px around the label point: the army block's usual place (wider, see below)
SPOT_SIZES = {"banner": (18, 43), "castle": (27, 27), "temple": (27, 27), "theatre": (27, 27)}  # screen px, with a margin
MOTIF_SIZES = {"mountain": (34, 20), "forest": (26, 20)}
# provinces the motifs show as mountainous (the Japanese Alps, the Kii and Shikoku ranges, the north)
MOUNTAINS = frozenset({"Hida", "Shinano", "Kai", "Mino", "Echigo", "Kozuke", "Mutsu", "Shimotsuke", "Tosa",
                       "Yamato", "Kii", "Mimasaka", "Bingo", "Etchu", "Iyo", "Tamba", "Izumo"})


def to_px(x: float, y: float) -> tuple[float, float]:
    """Board units → map pixels (margins keep the capes inside the map)."""
    return 110 + 2880 * x, 100 + 800 * y


# -- shape data ----------------------------------------------------------------

#: island outlines, clockwise from the west tip, in board units
COAST = {
    "Honshu": [
        # Sea of Japan coast, west to east: Iwami, Shimane peninsula, Hoki,
        # Tajima, Tango, Wakasa bay, Echizen, Kaga, Noto, Toyama bay, Echigo
        (-0.035, 0.56), (-0.03, 0.47), (-0.01, 0.39), (0.02, 0.33), (0.05, 0.29),
        (0.08, 0.25), (0.105, 0.215), (0.12, 0.17), (0.13, 0.13), (0.165, 0.115),
        (0.17, 0.15), (0.19, 0.16), (0.215, 0.14), (0.25, 0.16), (0.29, 0.17),
        (0.33, 0.18), (0.37, 0.19), (0.39, 0.16), (0.41, 0.17), (0.415, 0.22),
        (0.435, 0.26), (0.455, 0.27), (0.475, 0.25), (0.48, 0.20), (0.49, 0.14),
        (0.505, 0.09), (0.52, 0.04), (0.53, -0.02), (0.545, -0.07), (0.575, -0.10),
        (0.605, -0.085), (0.61, -0.05), (0.59, -0.02), (0.585, 0.03), (0.60, 0.07),
        (0.63, 0.09), (0.665, 0.085), (0.70, 0.06), (0.74, 0.02), (0.79, -0.02),
        (0.84, -0.05), (0.88, -0.08), (0.92, -0.10), (0.97, -0.11), (1.02, -0.10),
        # Pacific coast, north to south then east to west: Mutsu, Hitachi,
        # Choshi, Boso, Tokyo bay, Miura, Sagami bay, Izu, Suruga bay, Enshu,
        # Ise bay, Shima, Kumano, Kii, Osaka bay, the Inland Sea shore
        (1.045, -0.05), (1.05, 0.05), (1.045, 0.16), (1.04, 0.28), (1.045, 0.40),
        (1.055, 0.50), (1.065, 0.56), (1.05, 0.64), (1.045, 0.74), (1.04, 0.84),
        (1.03, 0.94), (1.005, 1.04), (0.975, 1.075), (0.945, 1.07), (0.93, 1.02),
        (0.935, 0.94), (0.945, 0.86), (0.955, 0.78), (0.95, 0.70), (0.935, 0.665),
        (0.92, 0.68), (0.915, 0.74), (0.91, 0.79), (0.90, 0.84), (0.885, 0.815),
        (0.87, 0.815), (0.86, 0.835), (0.865, 0.88), (0.875, 0.95), (0.87, 1.03),
        (0.845, 1.045), (0.825, 1.0), (0.815, 0.93), (0.81, 0.87), (0.80, 0.835),
        (0.79, 0.84), (0.765, 0.87), (0.74, 0.855), (0.70, 0.835), (0.67, 0.825),
        (0.645, 0.82), (0.64, 0.79), (0.625, 0.76), (0.605, 0.725), (0.58, 0.725),
        (0.56, 0.76), (0.555, 0.83), (0.575, 0.875), (0.61, 0.895), (0.63, 0.92),
        (0.635, 0.98), (0.605, 1.02), (0.555, 1.01), (0.50, 1.04), (0.455, 1.08),
        (0.41, 1.105), (0.375, 1.07), (0.355, 1.01), (0.36, 0.94), (0.375, 0.875),
        (0.385, 0.815), (0.40, 0.77), (0.395, 0.735), (0.375, 0.72), (0.345, 0.715),
        (0.31, 0.71), (0.28, 0.705), (0.25, 0.72), (0.23, 0.705), (0.20, 0.70),
        (0.16, 0.71), (0.13, 0.70), (0.10, 0.72), (0.07, 0.735), (0.04, 0.72),
        (0.01, 0.70), (-0.02, 0.65),
    ],
    "Shikoku": [
        # Sadamisaki, the Inland Sea shore, Naruto, Muroto, Tosa bay, Ashizuri
        (0.045, 0.815), (0.07, 0.80), (0.10, 0.79), (0.13, 0.77), (0.165, 0.775),
        (0.20, 0.765), (0.24, 0.775), (0.275, 0.77), (0.31, 0.775), (0.33, 0.80),
        (0.325, 0.87), (0.335, 0.94), (0.32, 1.00), (0.31, 1.06), (0.285, 1.05),
        (0.245, 1.035), (0.20, 1.03), (0.16, 1.05), (0.125, 1.08), (0.10, 1.105),
        (0.08, 1.07), (0.075, 1.01), (0.065, 0.94), (0.055, 0.87),
    ],
}
SHIKOKU = frozenset({"Awa-Shikoku", "Iyo", "Sanuki", "Tosa"})

#: province → (x, y, weight): the seed of its cell in board units and its power
#: weight in px² (a bigger weight pushes the cell's borders outwards)
SITES: dict[str, tuple[float, float, float]] = {
    "Aki": (0.020, 0.582, -1600),
    "Awa-Boso": (0.991, 0.960, -1000),
    "Awa-Shikoku": (0.243, 1.020, 300),
    "Bingo": (0.115, 0.486, -1800),
    "Bitchu": (0.188, 0.585, -12100),
    "Bizen": (0.240, 0.657, -10100),
    "Echigo": (0.737, 0.119, -6200),
    "Echizen": (0.548, 0.285, -4200),
    "Etchu": (0.633, 0.114, -1200),
    "Harima": (0.322, 0.416, -6500),
    "Hida": (0.603, 0.383, 600),
    "Hitachi": (1.022, 0.287, 2900),
    "Hoki": (0.240, 0.204, 12500),
    "Ise": (0.539, 0.784, -1400),
    "Iwami": (0.061, 0.374, 1300),
    "Iyo": (0.145, 0.782, -2400),
    "Izu": (0.840, 0.936, 6900),
    "Izumo": (0.088, 0.276, 1000),
    "Kaga": (0.577, 0.148, 1300),
    "Kai": (0.794, 0.659, -2700),
    "Kazusa": (1.014, 0.765, 3200),
    "Kii": (0.441, 1.074, -6800),
    "Kozuke": (0.922, 0.326, -9800),
    "Mikawa": (0.689, 0.754, -2600),
    "Mimasaka": (0.254, 0.436, -7900),
    "Mino": (0.597, 0.544, 14800),
    "Musashi": (0.886, 0.544, -13700),
    "Mutsu": (0.957, -0.005, 6600),
    "Noto": (0.608, -0.059, 16100),
    "Omi": (0.470, 0.601, -2300),
    "Owari": (0.600, 0.674, 9800),
    "Sagami": (0.865, 0.715, -4400),
    "Sanuki": (0.259, 0.864, -4100),
    "Settsu": (0.424, 0.736, -5000),
    "Shima": (0.581, 0.900, 3400),
    "Shimosa": (0.992, 0.496, 900),
    "Shimotsuke": (0.962, 0.200, 7600),
    "Shinano": (0.741, 0.396, 7200),
    "Suruga": (0.792, 0.809, 10400),
    "Tajima": (0.344, 0.351, -4600),
    "Tamba": (0.393, 0.416, -8200),
    "Tosa": (0.130, 1.047, 500),
    "Totomi": (0.747, 0.766, 7100),
    "Wakasa": (0.424, 0.273, -8300),
    "Yamato": (0.447, 0.784, -3300),
}


# -- geometry ------------------------------------------------------------------

Point = tuple[float, float]


def clip(poly: list[Point], a: float, b: float, c: float) -> list[Point]:
    """Keep the part of ``poly`` where a·x + b·y ≤ c (Sutherland–Hodgman).

    With a non-convex coast the result can hold zero-width spikes along the
    cut where a piece was cut away; despike() removes them.
    """
    out = []
    for p, q in zip(poly, poly[1:] + poly[:1]):
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def despike(poly: list[Point], eps: float = 1e-6) -> list[Point]:
    """Drop repeated points and vertices where the outline doubles back on itself."""
    pts = list(poly)
    i = 0
    while len(pts) >= 3 and i < len(pts):
        a, b, c = pts[i - 1], pts[i], pts[(i + 1) % len(pts)]
        ux, uy = b[0] - a[0], b[1] - a[1]
        vx, vy = c[0] - b[0], c[1] - b[1]
        repeated = abs(ux) + abs(uy) < eps
        doubles_back = abs(ux * vy - uy * vx) < eps * max(1.0, math.hypot(ux, uy) * math.hypot(vx, vy)) \
            and ux * vx + uy * vy < 0
        if repeated or doubles_back:
            del pts[i]
            i = max(i - 1, 0)
        else:
            i += 1
    return pts


def power_cell(name: str, island: list[Point], rivals: list[str], sites: dict) -> list[Point]:
    """The part of the island closer to ``name``'s seed than to any rival's,
    by power distance |x − p|² − w."""
    px, py, pw = sites[name]
    poly = island
    for other in rivals:
        qx, qy, qw = sites[other]
        # |x−p|² − wp ≤ |x−q|² − wq  ⇔  2(q−p)·x ≤ |q|² − |p|² + wp − wq
        poly = clip(poly, qx - px, qy - py, (qx * qx + qy * qy - px * px - py * py + pw - qw) / 2)
    return despike(poly)


def area(poly: list[Point]) -> float:
    return abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(poly, poly[1:] + poly[:1]))) / 2


def edges(poly):
    return zip(poly, poly[1:] + poly[:1])


def overlap(e, f, tol: float = 0.5) -> float:
    """Length along which segments e and f lie on top of each other."""
    (a, b), (c, d) = e, f
    length = math.dist(a, b)
    if length == 0:
        return 0.0
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    if any(abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux) > tol for p in (c, d)):
        return 0.0
    t1 = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy
    t2 = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy
    return max(0.0, min(length, max(t1, t2)) - max(0.0, min(t1, t2)))


def shared_length(p: list[Point], q: list[Point]) -> float:
    return sum(overlap(e, f) for e in edges(p) for f in edges(q))


def distance_to_outline(pt: Point, poly: list[Point]) -> float:
    best = math.inf
    for a, b in edges(poly):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = ((pt[0] - a[0]) * dx + (pt[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)
        t = min(1.0, max(0.0, t))
        best = min(best, math.dist(pt, (a[0] + t * dx, a[1] + t * dy)))
    return best


def inside(pt: Point, poly: list[Point]) -> bool:
    x, y = pt
    result = False
    for (x1, y1), (x2, y2) in edges(poly):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def label_point(poly: list[Point]) -> Point:
    """Centre of the largest 2:1 ellipse inside the polygon (labels are wide),
    found by searching a grid and refining around the best point."""
    squash = [(x / 2, y) for x, y in poly]  # in this space the ellipse is a circle
    xs, ys = [p[0] for p in squash], [p[1] for p in squash]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    span = max(max(xs) - min(xs), max(ys) - min(ys)) / 2
    best, room = (cx, cy), -1.0
    for _ in range(8):
        for i, j in itertools.product(range(-10, 11), repeat=2):
            pt = (cx + span * i / 10, cy + span * j / 10)
            if inside(pt, squash):
                d = distance_to_outline(pt, squash)
                if d > room:
                    best, room = pt, d
        (cx, cy), span = best, span / 4
    return round(best[0] * 2), round(best[1])


def closest_points(p: list[Point], q: list[Point]) -> tuple[Point, Point]:
    """The nearest pair of points on two outlines (where a sea link is drawn)."""
    def nearest_on(pt, poly):
        best = None
        for a, b in edges(poly):
            dx, dy = b[0] - a[0], b[1] - a[1]
            t = min(1.0, max(0.0, ((pt[0] - a[0]) * dx + (pt[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)))
            cand = (a[0] + t * dx, a[1] + t * dy)
            if best is None or math.dist(pt, cand) < math.dist(pt, best):
                best = cand
        return best
    pairs = [(v, nearest_on(v, q)) for v in p] + [(nearest_on(v, p), v) for v in q]
    a, b = min(pairs, key=lambda ab: math.dist(*ab))
    return (round(a[0]), round(a[1])), (round(b[0]), round(b[1]))


def build_shapes(names: list[str]) -> tuple[dict[str, list[Point]], dict[str, list[Point]]]:
    """(islands, provinces) as polygons in whole map pixels."""
    sites = {n: (*to_px(x, y), w) for n, (x, y, w) in SITES.items()}
    islands = {name: [to_px(*p) for p in outline] for name, outline in COAST.items()}
    provinces = {}
    for name in names:
        island = "Shikoku" if name in SHIKOKU else "Honshu"
        rivals = [n for n in names if n != name and (n in SHIKOKU) == (name in SHIKOKU)]
        provinces[name] = power_cell(name, islands[island], rivals, sites)

    # Round to whole pixels. Both sides of a border computed the same corner
    # to within float noise, so rounding gives them the identical point.
    def snap(poly):
        return despike([(float(round(x)), float(round(y))) for x, y in poly])
    return ({n: snap(p) for n, p in islands.items()}, {n: snap(p) for n, p in provinces.items()})


# -- spots and terrain ---------------------------------------------------------

Box = tuple[float, float, float, float]  # left, top, right, bottom in map pixels


def screen_box(cx: float, cy: float, size: tuple[int, int]) -> Box:
    w, h = size[0] / VIEW_SCALE[0], size[1] / VIEW_SCALE[1]
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


def name_box(name: str, kanji: str, at: Point) -> Box:
    """Where the table writes a province's names (romaji over kanji, ending at the label point)."""
    w = max(len(name) * ROMAJI_PX, len(kanji) * KANJI_PX) + 10
    x, y = at
    return (x - w / 2 / VIEW_SCALE[0], y - (NAME_H + 3) / VIEW_SCALE[1], x + w / 2 / VIEW_SCALE[0], y + 1)


def army_box(at: Point) -> Box:
    x, y = at
    l, t, r, b = ARMY_BOX
    return (x + l / VIEW_SCALE[0], y + t / VIEW_SCALE[1], x + r / VIEW_SCALE[0], y + b / VIEW_SCALE[1])


def meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside_share(box: Box, poly: list[Point]) -> float:
    """How much of ``box`` lies inside ``poly``, judged on a 5 × 5 grid of its points."""
    l, t, r, b = box
    pts = [(l + (r - l) * i / 4, t + (b - t) * j / 4) for i in range(5) for j in range(5)]
    return sum(inside(pt, poly) for pt in pts) / len(pts)


def place(poly: list[Point], at: Point, size: tuple[int, int], taken: list[Box], forbidden: list[Box],
          near: Point, armies: list[Box] = ()) -> Point:
    """The point nearest ``near`` where a piece of ``size`` lies inside ``poly`` and clear of
    ``forbidden`` (names), ``taken`` (pieces) and ``armies`` (the army blocks' usual places, which
    the table can move); else the least bad clear of the names."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    best, best_score = None, None
    for x in range(int(min(xs)), int(max(xs)) + 1, 6):
        for y in range(int(min(ys)), int(max(ys)) + 1, 6):
            box = screen_box(x, y, size)
            if any(meets(box, f) for f in forbidden):
                continue
            share = inside_share(box, poly)
            clash = sum(meets(box, t) for t in taken)
            crowd = sum(meets(box, a) for a in armies)
            # no piece overlapped first (a small province's pieces stand partly on the sea), then
            # inside, then clear of the armies' usual places (the table moves an army that would cover one)
            score = (-clash, share >= 1.0, -crowd, share >= 0.6, -math.dist((x, y), near))
            if best_score is None or score > best_score:
                best, best_score = (x, y), score
    if best is None:
        raise SystemExit(f"no room for a piece beside the label at {at}")
    return best


def build_spots(provinces: dict[str, list[Point]], labels: dict[str, Point], kanji: dict[str, str]
                ) -> tuple[dict[str, dict[str, Point]], list[tuple[str, str, Point]]]:
    """(spots per province by kind, terrain motifs as (province, kind, point))."""
    names = {n: name_box(n, kanji[n], labels[n]) for n in provinces}
    armies = {n: army_box(labels[n]) for n in provinces}
    taken: list[Box] = []
    spots: dict[str, dict[str, Point]] = {}
    for n in sorted(provinces, key=lambda n: area(provinces[n])):  # the smallest choose first
        poly, (lx, ly) = provinces[n], labels[n]
        spots[n] = {}
        near = (lx - 50 / VIEW_SCALE[0], ly - 10 / VIEW_SCALE[1])  # the banner first, beside the names
        for kind in ("banner", "castle", "temple", "theatre"):
            pt = place(poly, labels[n], SPOT_SIZES[kind], taken, list(names.values()), near, list(armies.values()))
            spots[n][kind] = pt
            taken.append(screen_box(*pt, SPOT_SIZES[kind]))
            # the buildings in a row under the army block, each beside the one before
            near = (lx - 30 / VIEW_SCALE[0], ly + 44 / VIEW_SCALE[1]) if kind == "banner" else \
                (pt[0] + 30 / VIEW_SCALE[0], pt[1])
    # motifs are painted under the pieces: they keep clear of names, armies, banners and each other,
    # and a castle or temple built later may stand on one
    taken = list(armies.values()) + [screen_box(*spots[n]["banner"], SPOT_SIZES["banner"]) for n in spots]
    motifs = []
    for n in sorted(provinces):
        poly = provinces[n]
        kind = "mountain" if n in MOUNTAINS else "forest"
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        want = 3 if area(poly) > 150000 else 2 if area(poly) > 60000 else 1
        for k in range(want):
            corner = ((min(xs), min(ys)), (max(xs), max(ys)), (max(xs), min(ys)))[k]
            pt = place(poly, labels[n], MOTIF_SIZES[kind], taken, list(names.values()), corner)
            box = screen_box(*pt, MOTIF_SIZES[kind])
            if inside_share(box, poly) < 1.0 or any(meets(box, t) for t in taken):
                continue  # no room left: the province goes without
            motifs.append((n, kind, pt))
            taken.append(box)
    return spots, motifs


# -- checks --------------------------------------------------------------------

def problems(provinces: dict[str, list[Point]], borders: set[frozenset[str]]) -> list[str]:
    """Everything that would make the map wrong or hard to read; empty = fine."""
    found = []
    for a, b in itertools.combinations(sorted(provinces), 2):
        length = shared_length(provinces[a], provinces[b])
        pair = frozenset((a, b))
        if pair in borders and length < MIN_BORDER:
            found.append(f"border {a}–{b} is {length:.0f} px long (needs {MIN_BORDER})")
        elif pair not in borders and length > 0.5:
            found.append(f"{a} and {b} share {length:.0f} px of edge but are not neighbours")
    # non-neighbours may not meet even at one corner (four cells round a point)
    owners: dict[Point, set[str]] = {}
    for name, poly in provinces.items():
        for vertex in poly:
            owners.setdefault(vertex, set()).add(name)
    for vertex, names in sorted(owners.items()):
        for a, b in itertools.combinations(sorted(names), 2):
            if frozenset((a, b)) not in borders:
                found.append(f"{a} and {b} touch at {vertex} but are not neighbours")
    for name, poly in sorted(provinces.items()):
        if len(poly) < 3:
            found.append(f"{name} has no cell: its seed is swamped by its rivals'")
            continue
        for e, f in itertools.combinations(list(edges(poly)), 2):
            if overlap(e, f) > 0.5:
                found.append(f"{name}'s cell falls apart in two pieces")
                break
        room = distance_to_outline(label_point(poly), poly)
        if room < MIN_LABEL_ROOM:
            found.append(f"{name} has only {room:.0f} px of room around its label")
    return found


# -- TMX writing ---------------------------------------------------------------

def prop(parent: ET.Element, name: str, value) -> None:
    """A custom property written the way Tiled 1.8 writes it."""
    el = ET.SubElement(parent, "property", name=name)
    if isinstance(value, bool):
        el.set("type", "bool")
        value = "true" if value else "false"
    elif isinstance(value, int):
        el.set("type", "int")
    el.set("value", str(value))


def shape_object(group, oid: int, name: str, kind: str, shape: str, points: list[Point]) -> ET.Element:
    """A polygon or polyline object; its points are relative to its x/y (TMX rule)."""
    x0, y0 = points[0]
    obj = ET.SubElement(group, "object", id=str(oid), name=name, type=kind, x=f"{x0:g}", y=f"{y0:g}")
    ET.SubElement(obj, shape, points=" ".join(f"{x - x0:g},{y - y0:g}" for x, y in points))
    return obj


def point_object(group, oid: int, name: str, kind: str, pt: Point) -> None:
    obj = ET.SubElement(group, "object", id=str(oid), name=name, type=kind, x=f"{pt[0]:g}", y=f"{pt[1]:g}")
    ET.SubElement(obj, "point")


def write_map(path: Path, face: str, facts: dict, islands, provinces, labels, sea_links, spots=None,
              motifs=()) -> None:
    width, height = MAP_TILES
    root = ET.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal",
        "renderorder": "right-down", "width": str(width), "height": str(height),
        "tilewidth": str(TILE), "tileheight": str(TILE), "infinite": "0",
        "backgroundcolor": SEA_COLOUR, "nextlayerid": "7", "nextobjectid": "0",
    })
    prop(ET.SubElement(root, "properties"), "face", face)
    ids = itertools.count(1)
    coast = ET.SubElement(root, "objectgroup", id="1", name="coast", color="#c8b98a")
    for name, poly in islands.items():
        shape_object(coast, next(ids), name, "island", "polygon", poly)

    group = ET.SubElement(root, "objectgroup", id="2", name="provinces", color="#5a3c1e")
    for name, poly in provinces.items():
        p = facts["provinces"][name]
        obj = shape_object(group, next(ids), name, "province", "polygon", poly)
        props = ET.Element("properties")
        obj.insert(0, props)  # Tiled puts <properties> before the shape
        # alphabetical, as Tiled saves them, so a re-save in Tiled changes nothing
        values = {
            "kanji": p["kanji"], "neighbours": ",".join(sorted(facts["land"][name])),
            "out_with_3": p["out_with_3_players"][face], "region": p["region"][face],
            "rice": p["rice"], "sea": ",".join(sorted(facts["sea"][name])),
            "slots": p["slots"], "tax": p["tax"],
        }
        for key in sorted(values):
            prop(props, key, values[key])

    links = ET.SubElement(root, "objectgroup", id="3", name="sea_links", color="#1e3c78")
    for (a, b), line in sorted(sea_links.items()):
        shape_object(links, next(ids), f"{a}|{b}", "sea_link", "polyline", list(line))

    group = ET.SubElement(root, "objectgroup", id="4", name="labels", color="#000000")
    for name, (x, y) in labels.items():
        obj = ET.SubElement(group, "object", id=str(next(ids)), name=name, type="label", x=str(x), y=str(y))
        ET.SubElement(obj, "point")

    group = ET.SubElement(root, "objectgroup", id="5", name="spots", color="#c43e28")
    for name in sorted(spots or {}):
        for kind, pt in spots[name].items():
            point_object(group, next(ids), name, kind, pt)
    group = ET.SubElement(root, "objectgroup", id="6", name="terrain", color="#3a623c")
    for name, kind, pt in motifs:
        point_object(group, next(ids), name, kind, pt)

    root.set("nextobjectid", str(next(ids)))
    ET.indent(root, space=" ")
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n'
                    + ET.tostring(root, encoding="unicode").replace(" />", "/>") + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=REFERENCE)
    parser.add_argument("--out", type=Path, default=ROOT / "maps")
    args = parser.parse_args(argv)

    ref = json.loads(args.reference.read_text(encoding="utf-8"))
    names = sorted(ref["provinces"])
    if set(names) != set(SITES):
        print(f"SITES and the reference disagree: {sorted(set(names) ^ set(SITES))}", file=sys.stderr)
        return 1
    land = {n: set() for n in names}
    sea = {n: set() for n in names}
    for table, pairs in ((land, ref["land_borders"]), (sea, ref["sea_links"])):
        for a, b in pairs:
            table[a].add(b)
            table[b].add(a)
    facts = {"provinces": ref["provinces"], "land": land, "sea": sea}

    islands, provinces = build_shapes(names)
    found = problems(provinces, {frozenset(pair) for pair in ref["land_borders"]})
    if found:
        print("not written — the shapes need work:", *found, sep="\n  ", file=sys.stderr)
        return 1
    labels = {n: label_point(provinces[n]) for n in names}
    sea_links = {(a, b): closest_points(provinces[a], provinces[b])
                 for a, b in map(sorted, ref["sea_links"])}
    spots, motifs = build_spots(provinces, labels, {n: p["kanji"] for n, p in ref["provinces"].items()})
    args.out.mkdir(parents=True, exist_ok=True)
    for face in FACES:
        path = args.out / f"shogun_{face}.tmx"
        write_map(path, face, facts, islands, provinces, labels, sea_links, spots, motifs)
        print(f"wrote {path} ({len(provinces)} provinces)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
