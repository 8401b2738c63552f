"""3KingdomsBattle's pictures as SVG text: the 25 tile faces and their landscape, the troop tokens, the
dice, the table, a tile's back and the score sheet's card icons.

Imported by tools/make_three_kingdoms_tiles.py, which writes them under
assets/art/three_kingdoms/. The tile faces follow client/games/three_kingdoms/tile_shapes.py
(where walls, barricade roads, spaces and halls lie), in the blue-green landscape manner
(青綠山水): a pale malachite plain with soft patches and moss dots, cities as calm towns (a flat kinari
field printed with a lattice of small crosses, a hall, houses and a banner pole standing on it; a walled town's halls and
gate towers seen from above) inside grey stone walls in a bold ink outline, barricades as plain ochre earth roads with a thin ink edge. The mountains, pines
and halls that stand upright on the tiles are tools/three_kingdoms_landscape.py's.
No <text>: nanosvg draws none. Deterministic: the same facts write the same bytes.
"""
from __future__ import annotations

import math
import random

from client.games.three_kingdoms.tile_shapes import (BANNER_CLOTH, ROAD_WIDTH, SPACE_RADIUS, TOWER, WALL_WIDTH, FacePlan,
                                                     distance_to_lines, face_plan, inside)
from client.render.palette import KIN, SHU, SUMI, WASHI, hex_colour
from client.widgets.dice_playback import PIPS

PX = 128  # the tile picture's own units: 128 per tile
INK = hex_colour(SUMI)
GOLD = hex_colour(KIN)
# 青綠山水: mineral malachite (石綠) plains, azurite (石青) peaks, ochre (赭石) earth, gold lines
PLAIN = "#7aa874"  # the plain: pale malachite, so the mountains' deep mineral blue and green stand out
OCHRE = "#b98a48"  # earth banks at the hills' feet
OCHRE_DEEP = "#8f6432"
AZURITE = "#1d5a8e"
MALACHITE = "#2f8a66"
GRASS_DEEP = "#4d8257"  # the plain's moss dots
GRASS_LIGHT = "#84b07b"  # the plain's soft patches: barely lighter
GROUND = "#e4d6b8"  # a city's ground inside its walls: one flat kinari field (生成り), the paper's own tone
GROUND_MARK = "#c9a46a"  # the field's pattern: a faint lattice of small crosses (paving joints), printed, not shaded
ROOF_INDIGO = "#34507a"  # roofs seen from above: indigo glaze and grey tile
ROOF_GREY = "#6c7379"
ROOF_LINE = "#20252b"  # a roof's ridge and hips
STONE = "#b9ae96"  # walls and towers: the colour the join test looks for
STONE_DARK = "#867a64"
HALL = hex_colour(SHU)
ROAD = "#c99a58"  # an ochre earth road, ink-edged


def _n(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _pts(points) -> str:
    return " ".join(f"{_n(x * PX)},{_n(y * PX)}" for x, y in points)


def _path(points, closed: bool = False) -> str:
    head, *rest = points
    d = f"M{_n(head[0] * PX)},{_n(head[1] * PX)}" + "".join(f" L{_n(x * PX)},{_n(y * PX)}" for x, y in rest)
    return d + (" Z" if closed else "")


def svg(body: list[str], w: int = PX, h: int = PX, defs: str = "") -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
            + (f"<defs>{defs}</defs>\n" if defs else "") + "\n".join(body) + "\n</svg>\n")


def _plain(type_id: int) -> list[str]:
    """The plain's woodblock grass, seeded by the type: a few soft patches of a lighter malachite
    and sparse moss dots (苔點) in threes, on one even malachite, all kept off the edges (every edge
    of plain is the same green, so neighbours join). Round marks only: the ground turns with the
    tile and nothing on it may lie on its side."""
    rng = random.Random(type_id)
    out = []
    for _ in range(5):  # the patches: low contrast, a quiet texture, not spots
        x, y, r = rng.uniform(24, 104), rng.uniform(24, 104), rng.uniform(9, 15)
        out.append(f'<ellipse cx="{_n(x)}" cy="{_n(y)}" rx="{_n(r)}" ry="{_n(r * 0.7)}" fill="{GRASS_LIGHT}"/>')
    for i in range(4):  # a loose lattice of dot clusters, jittered: grass as a print's pattern
        for j in range(4):
            if rng.random() < 0.35:
                continue
            x, y = 18 + i * 30 + rng.uniform(-7, 7), 18 + j * 30 + rng.uniform(-7, 7)
            for dx, dy in ((0, 0), (3.6, 1.4), (1.4, 3.6)):
                out.append(f'<circle cx="{_n(x + dx)}" cy="{_n(y + dy)}" r="1.15" fill="{GRASS_DEEP}"/>')
    return out


def _roof(x0: float, y0: float, x1: float, y1: float, colour: str) -> list[str]:
    """A roof seen from above (tile units): a flat field of tile in an ink outline, courses of tile
    running down from its ridge (瓦壟, pattern not shading), the ridge a bold dark line along the
    long side."""
    w, h = x1 - x0, y1 - y0
    m = min(w, h) * 0.3
    along = w >= h
    ridge = [(x0 + m, (y0 + y1) / 2), (x1 - m, (y0 + y1) / 2)] if along else [((x0 + x1) / 2, y0 + m), ((x0 + x1) / 2, y1 - m)]
    length = w if along else h
    n = int(length / COURSE)
    courses = " ".join(_path([(x0 + (k + 0.5) * w / n, y0 + 0.008), (x0 + (k + 0.5) * w / n, y1 - 0.008)] if along else
                             [(x0 + 0.008, y0 + (k + 0.5) * h / n), (x1 - 0.008, y0 + (k + 0.5) * h / n)])
                       for k in range(n))
    out = [f'<rect x="{_n(x0 * PX)}" y="{_n(y0 * PX)}" width="{_n(w * PX)}" height="{_n(h * PX)}" fill="{colour}" '
           f'stroke="{INK}" stroke-width="1.8" stroke-linejoin="round"/>']
    if n > 1:
        out.append(f'<path d="{courses}" stroke="{ROOF_LINE}" stroke-width="0.9" opacity="0.45"/>')
    return out + [f'<path d="{_path(ridge)}" stroke="{ROOF_LINE}" stroke-width="2.2" stroke-linecap="round"/>']


COURSE = 0.028  # a roof's courses of tile this far apart
MARK_STEP = 1 / 16  # the crosses' lattice: the same on every tile and every turn, so towns join across seams


def _town_blocks(city, plan: FacePlan) -> list[str]:
    """A city's town as a woodblock draws it: one flat kinari field printed with a faint lattice of
    small crosses where its paving stones meet (pattern, not a crowd of little roofs); its hall, houses and banner pole stand on it
    upright (``plan.motifs``)."""
    walls = [w for c in plan.cities for w in c.walls]
    roads = [r.points for r in plan.roads]
    keep = [(s, SPACE_RADIUS + 0.03) for s in plan.spaces] + [(c, side * 0.42) for _name, c, side in plan.motifs]
    return _paving_marks(city.ground, keep, walls, roads)


def _paving_marks(ground, keep, walls, roads) -> list[str]:
    """The town field's pattern: small crosses (never rings: those are the garrison spaces) on a lattice
    MARK_STEP apart, inside ``ground`` and clear of the walls, roads and the open places ``keep``."""
    marks = []
    n = round(1 / MARK_STEP)
    for i in range(n):
        for j in range(n):
            p = ((i + 0.5) * MARK_STEP, (j + 0.5) * MARK_STEP)
            if (i + j) % 2 or not inside(p, ground) or min(p[0], p[1], 1 - p[0], 1 - p[1]) < 0.05:
                continue
            if any(math.hypot(p[0] - c[0], p[1] - c[1]) < r for c, r in keep):
                continue
            if distance_to_lines(p, walls) < WALL_WIDTH / 2 + 0.03 or roads and distance_to_lines(p, roads) < ROAD_WIDTH / 2 + 0.02:
                continue
            x, y, arm = p[0] * PX, p[1] * PX, 1.8
            marks.append(f"M{_n(x - arm)},{_n(y)} L{_n(x + arm)},{_n(y)} M{_n(x)},{_n(y - arm)} L{_n(x)},{_n(y + arm)} ")
    if not marks:
        return []
    return [f'<path d="{"".join(marks).strip()}" fill="none" stroke="{GROUND_MARK}" stroke-width="1.2" '
            f'stroke-linecap="round"/>']


def _ground(ground) -> list[str]:
    """The city's ground: pale stone, the town's lanes and squares."""
    return [f'<polygon points="{_pts(ground)}" fill="{GROUND}"/>']


def _road(points) -> list[str]:
    """A barricade as a plain earth road: ochre, a thin ink edge each side."""
    d = _path(points)
    return [f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{_n((ROAD_WIDTH + 0.024) * PX)}" '
            f'stroke-linejoin="round"/>',
            f'<path d="{d}" fill="none" stroke="{ROAD}" stroke-width="{_n(ROAD_WIDTH * PX)}" stroke-linejoin="round"/>']


def _wall(points) -> list[str]:
    """A grey stone wall in a bold ink outline, its battlements a dashed course along the top."""
    d = _path(points)
    return [f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{_n((WALL_WIDTH + 0.03) * PX)}" '
            f'stroke-linejoin="miter"/>',
            f'<path d="{d}" fill="none" stroke="{STONE}" stroke-width="{_n(WALL_WIDTH * PX)}" stroke-linejoin="miter"/>',
            f'<path d="{d}" fill="none" stroke="{STONE_DARK}" stroke-width="2.2" stroke-dasharray="4 3"/>']


def _tower(centre) -> str:
    s = TOWER * PX
    x, y = centre[0] * PX - s / 2, centre[1] * PX - s / 2
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(s)}" height="{_n(s)}" fill="{STONE}" stroke="{INK}" '
            f'stroke-width="1.8"/>')


def _gate(centre) -> list[str]:
    x, y = centre[0] * PX, centre[1] * PX
    return [f'<circle cx="{_n(x)}" cy="{_n(y)}" r="6.5" fill="{STONE}" stroke="{INK}" stroke-width="1.8"/>',
            f'<circle cx="{_n(x)}" cy="{_n(y)}" r="3.2" fill="{INK}"/>']


def _space(centre) -> list[str]:
    x, y, r = centre[0] * PX, centre[1] * PX, SPACE_RADIUS * PX
    return [f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="{hex_colour(WASHI)}" stroke="{INK}" stroke-width="2"/>',
            f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r * 0.45)}" fill="none" stroke="{hex_colour(KIN)}" '
            f'stroke-width="1.6"/>']


def _closed(city) -> bool:
    """A walled town closed inside the tile: one wall that comes back to where it began."""
    return len(city.walls) == 1 and city.walls[0][0] == city.walls[0][-1]


def _pavilion(centre, side: float) -> list[str]:
    """A roofed tower seen from above: its stone square under an indigo pyramid roof, the hips
    running to the peak."""
    x, y, h = centre[0], centre[1], side / 2
    r = h * 0.78
    hips = " ".join(_path([(x + dx * r, y + dy * r), (x, y)]) for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1)))
    return [f'<rect x="{_n((x - r) * PX)}" y="{_n((y - r) * PX)}" width="{_n(2 * r * PX)}" height="{_n(2 * r * PX)}" '
            f'fill="{ROOF_INDIGO}" stroke="{INK}" stroke-width="1.6"/>',
            f'<path d="{hips}" stroke="{ROOF_LINE}" stroke-width="1.4"/>',
            f'<circle cx="{_n(x * PX)}" cy="{_n(y * PX)}" r="1.6" fill="{GOLD}"/>']


def _gatehouse(centre, across: bool) -> list[str]:
    """A town's gate tower (城樓) seen from above, astride its wall: a vermilion storey under a long
    indigo roof, its ridge along the wall (``across``: the wall runs up and down)."""
    long, deep = 0.2, 0.1
    w, h = (deep, long) if across else (long, deep)
    return _vermilion_hall(centre[0] - w / 2, centre[1] - h / 2, centre[0] + w / 2, centre[1] + h / 2, 0.03)


def _vermilion_hall(x0: float, y0: float, x1: float, y1: float, eave: float) -> list[str]:
    """A hall seen from above: its vermilion walls showing ``eave`` wide along the long sides of its
    indigo roof."""
    across = y1 - y0 > x1 - x0
    dx, dy = (eave, 0.012) if across else (0.012, eave)
    return ([f'<rect x="{_n(x0 * PX)}" y="{_n(y0 * PX)}" width="{_n((x1 - x0) * PX)}" height="{_n((y1 - y0) * PX)}" '
             f'fill="{HALL}" stroke="{INK}" stroke-width="2"/>']
            + _roof(x0 + dx, y0 + dy, x1 - dx, y1 - dy, ROOF_INDIGO))


def _walled_town(city, plan: FacePlan) -> list[str]:
    """A walled town closed inside a tile: a hall across its back and a lesser one at its front
    (where the garrison spaces leave room), its corner towers roofed as pavilions, a gate tower
    astride the wall where each barricade road comes in (else at its front, 南門)."""
    (x0, y0), _b, (x1, y1), _d = city.ground
    cx = (x0 + x1) / 2
    spaces = [s for s in plan.spaces if inside(s, city.ground)]
    top = min(sy for _sx, sy in spaces) - SPACE_RADIUS - 0.018
    bottom = max(sy for _sx, sy in spaces) + SPACE_RADIUS + 0.018
    inner = WALL_WIDTH / 2 + 0.02
    out = []
    if top - (y0 + inner) > 0.04:
        out += _roof(x0 + inner + 0.03, y0 + inner, x1 - inner - 0.03, top, ROOF_INDIGO)  # the hall at the back
    gates = [road.gate for road in plan.roads if road.gate is not None and inside(road.gate, city.ground)
             or road.gate is not None and distance_to_lines(road.gate, city.walls) < 0.02]
    if not gates:
        gates = [(cx, y1)]
    if (y1 - inner) - bottom > 0.04 and all(abs(gy - y1) > 0.02 for _gx, gy in gates):
        out += _roof(x0 + inner + 0.05, bottom, x1 - inner - 0.05, y1 - inner, ROOF_GREY)  # a lesser hall in front
    for gx, gy in gates:
        on = min(((abs(gx - x0), (x0, gy), True), (abs(gx - x1), (x1, gy), True), (abs(gy - y0), (gx, y0), False),
                  (abs(gy - y1), (gx, y1), False)))
        out += _gatehouse(on[1], on[2])
    out += [p for t in city.towers for p in _pavilion(t, TOWER * 1.25)]
    return out


def tile_svg(plan: FacePlan, type_id: int) -> str:
    """The turning ground of a tile face (the hills and halls stand on it upright: ``plan.motifs``)."""
    body = [f'<rect x="0" y="0" width="{PX}" height="{PX}" fill="{PLAIN}"/>'] + _plain(type_id)
    for city in plan.cities:
        body += _ground(city.ground) + _town_blocks(city, plan)
    for road in plan.roads:
        body += _road(road.points)
    for road in plan.roads:
        for post in road.posts:
            body += [f'<circle cx="{_n(post[0] * PX)}" cy="{_n(post[1] * PX)}" r="7" fill="{STONE}" '
                     f'stroke="{INK}" stroke-width="2.2"/>',  # a stone waymark where the roads meet
                     f'<circle cx="{_n(post[0] * PX)}" cy="{_n(post[1] * PX)}" r="2.6" fill="{STONE_DARK}"/>']
    for city in plan.cities:
        for wall in city.walls:
            body += _wall(wall)
        if _closed(city):
            body += _walled_town(city, plan)
        else:
            body += [_tower(t) for t in city.towers]
    towns = [c for c in plan.cities if _closed(c)]
    for road in plan.roads:  # a town's gates are its gate towers
        if road.gate is not None and not any(distance_to_lines(road.gate, c.walls) < 0.03 for c in towns):
            body += _gate(road.gate)
    for space in plan.spaces:
        body += _space(space)
    return svg(body)


def tile_pictures(tiles) -> dict[str, str]:
    """tile_NN → its face's SVG, for every type."""
    return {f"tile_{t.id:02d}": tile_svg(face_plan(t.face, t.id), t.id) for t in tiles.types}


# -- troop tokens (white: the table tints them in the seat's colour), dice, the table ----------------
def token_svg(holding: bool) -> str:
    """A troop: a wooden banner piece (旗) — white, the program multiplies it by the seat's colour, so
    its grey foot reads as the same wood in shade. Alert (警戒): the banner stands on its foot, its cloth
    flying from an upright pole with a swallow-tail; holding (堅守): the banner lowered, its cloth lying
    along the pole at rest on its foot. Bold ink outline round each part."""
    w, h, (x0, y0, x1, y1) = BANNER_CLOTH[holding]
    ink = f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"'
    if holding:
        tail = (x1 - 8, (y0 + y1) / 2)
        return svg([f'<rect x="3" y="{y1 - 2}" width="{w - 6}" height="{h - y1 + 0.5}" rx="3" fill="#8a8a8a" {ink}/>',
                    f'<polygon points="{x0},{y0} {x1},{y0} {_n(tail[0])},{_n(tail[1])} {x1},{y1} {x0},{y1}" '
                    f'fill="#ffffff" {ink}/>',
                    f'<path d="M3,{y1 + 2} L{w - 3},{y1 + 2}" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>'],
                   w, h)
    tail = ((x0 + x1) / 2, y1 - 7)
    return svg([f'<rect x="4" y="{h - 11}" width="{w - 8}" height="9" rx="3" fill="#8a8a8a" {ink}/>',
                f'<path d="M{x0 - 2},4 L{x0 - 2},{h - 8}" stroke="{INK}" stroke-width="4.5" stroke-linecap="round"/>',
                f'<polygon points="{x0},{y0} {x1},{y0} {x1},{y1} {_n(tail[0])},{_n(tail[1])} {x0},{y1}" '
                f'fill="#ffffff" {ink}/>',
                f'<circle cx="{x0 - 2}" cy="4.5" r="3" fill="#ffffff" stroke="{INK}" stroke-width="2"/>'], w, h)


def die_svg(value: int) -> str:
    """A jade die for the blue-green board: celadon face in a malachite rim, ink pips, the one
    a vermilion seal."""
    pips = [f'<circle cx="32" cy="32" r="10" fill="{HALL}" stroke="{INK}" stroke-width="1.5"/>'
            '<circle cx="32" cy="32" r="4" fill="none" stroke="#f2d9b0" stroke-width="1.5"/>'] if value == 1 else \
        [f'<circle cx="{32 + dx * 15}" cy="{32 + dy * 15}" r="5.5" fill="{INK}"/>' for dx, dy in PIPS[value]]
    return svg([f'<rect x="3" y="3" width="58" height="58" rx="12" fill="{MALACHITE}" stroke="{INK}" '
                f'stroke-width="3"/>',
                '<rect x="8" y="8" width="48" height="48" rx="8" fill="#dcebd2"/>'] + pips, 64, 64)


def tile_back_svg() -> str:
    """The back of a tile in the stack: azurite silk under a gold-lined cloud scroll (祥雲) round a
    vermilion seal, framed in ink and gold."""
    body = [f'<rect x="2" y="2" width="124" height="124" rx="6" fill="{AZURITE}" stroke="{INK}" stroke-width="4"/>',
            f'<rect x="11" y="11" width="106" height="106" rx="3" fill="none" stroke="{GOLD}" stroke-width="2.5"/>']
    for cx, cy, turn in ((34, 34, 1), (94, 34, -1), (34, 94, -1), (94, 94, 1)):
        body.append(f'<path d="M{cx - 14},{cy + 4} q0,-14 14,-14 q12,0 12,11 q0,8 -8,8 q-7,0 -7,-6 '
                    f'q0,-4 4,-4" fill="none" stroke="{GOLD}" stroke-width="3" stroke-linecap="round" '
                    f'transform="rotate({90 if turn > 0 else 0} {cx} {cy})"/>')
    body += [f'<rect x="46" y="46" width="36" height="36" rx="4" fill="{HALL}" stroke="{INK}" stroke-width="3"/>',
             f'<path d="M54,56 L74,56 M54,64 L74,64 M54,72 L74,72" stroke="#f2d9b0" stroke-width="3" '
             f'stroke-linecap="round"/>']  # the seal: 三, three strokes
    return svg(body)


def command_icon_svg() -> str:
    """A command card (指令卡) on the score sheet: a paper card under a vermilion command flag (令旗)."""
    return svg([f'<rect x="14" y="6" width="50" height="68" rx="6" fill="{hex_colour(WASHI)}" stroke="{INK}" '
                f'stroke-width="5"/>',
                f'<path d="M26,62 L26,16" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>',
                f'<path d="M28,18 L54,24 L28,42 Z" fill="{HALL}" stroke="{INK}" stroke-width="4" '
                f'stroke-linejoin="round"/>'], 80, 80)


def plot_icon_svg() -> str:
    """A plot card (計謀卡) on the score sheet: a bamboo-slip scroll (竹簡), half unrolled, tied in gold."""
    slips = "".join(f'<rect x="{14 + k * 11}" y="14" width="9" height="52" rx="2" fill="{OCHRE}" stroke="{INK}" '
                    f'stroke-width="3"/>' for k in range(5))
    return svg([slips, f'<path d="M10,30 L70,30 M10,52 L70,52" stroke="{GOLD}" stroke-width="4"/>'], 80, 80)


def table_svg() -> str:
    """Dark wood planks, grain running along them; seamless when laid side by side."""
    body = ['<rect x="0" y="0" width="256" height="256" fill="#3a2718"/>']
    shades = ("#3f2a1a", "#36241a", "#422c1b", "#3a2619")
    for k in range(4):
        y0 = k * 64
        body.append(f'<rect x="0" y="{y0}" width="256" height="64" fill="{shades[k]}"/>')
        for g in range(5):
            y = y0 + 8 + g * 11 + (k * 3 + g) % 4
            a = 2 + (g + k) % 3
            body.append(f'<path d="M0,{y} C64,{y - a} 96,{y + a} 128,{y} S224,{y - a} 256,{y}" fill="none" '
                        f'stroke="#2a1c12" stroke-width="{1 + (g % 2) * 0.6}" opacity="0.8"/>')
        body.append(f'<path d="M0,{y0 + 0.5} L256,{y0 + 0.5}" stroke="#1c130c" stroke-width="2"/>')
    return svg(body, 256, 256)


def all_pictures(tiles) -> dict[str, str]:
    from three_kingdoms_landscape import landscape_pictures  # it draws with this module's pigments

    out = tile_pictures(tiles)
    out.update(landscape_pictures())
    out["token_alert"], out["token_holding"] = token_svg(False), token_svg(True)
    out.update({f"die_{v}": die_svg(v) for v in range(1, 7)})
    out["table"] = table_svg()
    out["tile_back"] = tile_back_svg()
    out["icon_command"], out["icon_plot"] = command_icon_svg(), plot_icon_svg()
    return out
