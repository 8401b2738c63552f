"""3KingdomsBattle's pictures as SVG text: the 25 tile faces and their motifs, the troop tokens, the
dice, the table, a tile's back and the score sheet's card icons.

Imported by tools/make_three_kingdoms_tiles.py, which writes them under
assets/art/three_kingdoms/. The tile faces follow client/games/three_kingdoms/tile_shapes.py
(where walls, barricade roads, spaces, halls and hills lie), in the blue-green landscape
manner (青綠山水): deep malachite plains with moss dots, azurite-capped mountains on ochre banks
in ink outline, pines, paper-paved cities inside stone walls framed in gold under azurite hall
roofs, barricades as pale earth roads set with 拒馬 stakes.
No <text>: nanosvg draws none. Deterministic: the same facts write the same bytes.
"""
from __future__ import annotations

import math

from client.games.three_kingdoms.tile_shapes import (BANNER_CLOTH, ROAD_WIDTH, SPACE_RADIUS, TOWER, WALL_WIDTH, FacePlan,
                                                     face_plan)
from client.render.palette import KIN, SHU, SUMI, WASHI, hex_colour
from client.widgets.dice_playback import PIPS

PX = 128  # the tile picture's own units: 128 per tile
INK = hex_colour(SUMI)
GOLD = hex_colour(KIN)
# 青綠山水: mineral malachite (石綠) plains, azurite (石青) peaks, ochre (赭石) earth, gold lines
PLAIN = "#4f8f63"  # malachite ground, deep enough that a tile reads as painted, not pale
GRASS = "#3a7352"  # darker malachite brush strokes
GRASS_LIT = "#7cb884"  # light malachite strokes between them
OCHRE = "#b98a48"  # earth banks at the hills' feet
OCHRE_DEEP = "#8f6432"
AZURITE = "#1d5a8e"
AZURITE_LIT = "#3f86b8"
MALACHITE = "#2f8a66"
GRASS_DEEP = "#2d6a4c"
CLOUD = "#f3ead2"
GROUND = "#ead3a0"  # a city's paving: warm paper, framed in gold
PAVING = "#d2b37a"  # its courses
STONE = "#b9ae96"  # walls and towers: the colour the join test looks for
STONE_DARK = "#867a64"
ROOF = "#1d4f7c"  # azurite roofs
ROOF_RIDGE = "#12324f"
HALL = hex_colour(SHU)
ROAD = "#dcbd80"  # a pale earth road, ink-edged
STAKE = "#4a2e16"


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


def _grass(type_id: int) -> list[str]:
    """Malachite brush ripples in rows, dark and light in turn, and ink moss dots (苔點): pattern, not
    shading, shifted per type so tiles differ."""
    out = []
    for j in range(7):
        for i in range(4):
            x = 6 + i * 32 + ((j * 13 + type_id * 7) % 32) * 0.5
            y = 10 + j * 18 + (i * 5 + type_id) % 6
            lit = (i + j + type_id) % 3 == 0
            out.append(f'<path d="M{_n(x)},{_n(y)} c5,-3 9,-3 14,0 c4,2 8,2 12,0" fill="none" '
                       f'stroke="{GRASS_LIT if lit else GRASS}" stroke-width="{1.6 if lit else 2}" '
                       f'stroke-linecap="round" opacity="0.85"/>')
    for k in range(9):
        x = 10 + (k * 47 + type_id * 19) % 108
        y = 12 + (k * 31 + type_id * 11) % 104
        out.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="1.5" fill="{INK}" opacity="0.55"/>')
    return out


# the hill pictures (tile_shapes.HILLS): per peak its centre, foot width and height (share of the
# picture), the main peak first; and the height of the pale mist band (雲氣) across the range, if any
HILL_FORMS = {
    "hill_tall": (((50, 96, 0.8), (76, 50, 0.42)), 0.78),
    "hill_low": (((54, 96, 0.62), (26, 48, 0.36)), None),
    "hill_range": (((42, 64, 0.66), (70, 54, 0.5), (20, 36, 0.34)), 0.62),
    "hill_spire": (((50, 46, 0.84), (28, 40, 0.4), (74, 36, 0.3)), 0.5),
}
MIST = "#f6efdc"  # the mist: paper, barely warmer


def _peak(cx: float, foot: float, w: float, h: float, lean: float) -> tuple[str, str]:
    """A peak's outline standing on ``foot`` (its summit leaning ``lean`` of its width) and the crest
    line just inside its top, where the gold ridge line runs."""
    left, right, top = cx - w / 2, cx + w / 2, foot - h
    sx = cx + lean * w
    outline = (f"M{_n(left)},{_n(foot)} Q{_n(cx - w * 0.3)},{_n(foot - h * 0.4)} {_n(sx - w * 0.12)},{_n(top + h * 0.2)} "
               f"Q{_n(sx - w * 0.04)},{_n(top - h * 0.06)} {_n(sx + w * 0.08)},{_n(top + h * 0.18)} "
               f"Q{_n(cx + w * 0.22)},{_n(foot - h * 0.42)} {_n(right)},{_n(foot)} Z")
    d = 2.6  # inside the ink outline
    crest = (f"M{_n(sx - w * 0.2)},{_n(top + h * 0.42 + d)} Q{_n(sx - w * 0.1)},{_n(top + h * 0.14 + d)} "
             f"{_n(sx - w * 0.02)},{_n(top + d * 1.3)} Q{_n(sx + w * 0.06)},{_n(top + h * 0.12 + d)} "
             f"{_n(sx + w * 0.14)},{_n(top + h * 0.4 + d)}")
    return outline, crest


def hill_svg(name: str) -> str:
    """A blue-green mountain range standing on an ochre bank at the bottom of its square, in one of
    HILL_FORMS' shapes: peaks azurite at the top through malachite to ochre at the foot, ink outline,
    a thin gold ridge line along each crest, texture strokes (皴), and on most a pale mist band drifting
    across the range, ink-edged, so no two kinds of hill read alike."""
    peaks, mist = HILL_FORMS[name]
    y = 88
    top = min(y - h * 100 for _x, _w, h in peaks)
    grad = (f'<linearGradient id="hill" x1="0" y1="{_n(top)}" x2="0" y2="{_n(y)}" gradientUnits="userSpaceOnUse">'
            f'<stop offset="0" stop-color="{AZURITE}"/><stop offset="0.3" stop-color="{AZURITE_LIT}"/>'
            f'<stop offset="0.55" stop-color="{MALACHITE}"/><stop offset="0.85" stop-color="{GRASS_DEEP}"/>'
            f'<stop offset="1" stop-color="{OCHRE}"/></linearGradient>')
    body = [f'<path d="M2,{_n(y + 2)} Q20,{_n(y - 9)} 50,{_n(y - 7)} Q80,{_n(y - 9)} 98,{_n(y + 2)} '
            f'Q50,{_n(y + 11)} 2,{_n(y + 2)} Z" fill="{OCHRE}" stroke="{INK}" stroke-width="2.6"/>']
    stroke = f'stroke="{INK}" stroke-width="3.4" stroke-linejoin="round"'
    # the tallest peak behind, the lower ones in front of its foot
    for k, (cx, w, hs) in sorted(enumerate(peaks), key=lambda p: -p[1][2]):
        h = hs * 100
        lean = (-0.06, 0.05, -0.03)[k % 3]
        outline, crest = _peak(cx, y, w, h, lean)
        sx = cx + lean * w
        body += [f'<path d="{outline}" fill="url(#hill)" {stroke}/>',
                 f'<path d="{crest}" fill="none" stroke="{GOLD}" stroke-width="1.8" stroke-linecap="round" '
                 f'stroke-linejoin="round"/>',
                 f'<path d="M{_n(sx - w * 0.06)},{_n(y - h * 0.62)} q{_n(-w * 0.05)},{_n(h * 0.28)} '
                 f'{_n(-w * 0.15)},{_n(h * 0.5)} M{_n(sx + w * 0.06)},{_n(y - h * 0.55)} q{_n(w * 0.02)},'
                 f'{_n(h * 0.26)} {_n(-w * 0.03)},{_n(h * 0.44)}" fill="none" stroke="{INK}" stroke-width="2.2" '
                 f'stroke-linecap="round" opacity="0.7"/>']
    body.append(f'<path d="M6,{_n(y + 1)} Q50,{_n(y + 7)} 94,{_n(y + 1)}" fill="none" stroke="{OCHRE_DEEP}" '
                f'stroke-width="2" stroke-linecap="round"/>')
    if mist is not None:  # two flat wisps of mist drifting across the range, unequal, paper-pale
        my = y - mist * 100 * 0.5
        body += [f'<path d="M14,{_n(my + 2)} q6,-4 14,-3 q10,-3 22,-1 q14,-3 30,0 q8,1 10,3 q-6,3 -16,2 '
                 f'q-14,2 -28,0 q-12,2 -24,1 q-8,0 -8,-2 Z" fill="{MIST}" opacity="0.88"/>',
                 f'<path d="M40,{_n(my + 9)} q8,-3 18,-2 q10,-2 20,0 q4,1 4,2 q-8,2 -20,1 q-12,1 -22,-1 Z" '
                 f'fill="{MIST}" opacity="0.75"/>',
                 f'<path d="M24,{_n(my)} q14,-3 30,-1 q12,-2 22,0" fill="none" stroke="{AZURITE_LIT}" '
                 f'stroke-width="1" stroke-linecap="round" opacity="0.55"/>']
    return svg(body, 100, 100, grad)


def pine_svg(lean: int = 1) -> str:
    """A pine (松) as the painters draw it: a crooked ochre trunk holding out flat clumps of needles,
    malachite in ink outline, lit along their tops; ``lean`` -1 draws it leaning the other way, its
    clumps set differently."""
    trunk = "M46,96 Q54,82 47,68 Q40,54 50,36"
    body = [f'<path d="{trunk}" fill="none" stroke="{INK}" stroke-width="10" stroke-linecap="round"/>',
            f'<path d="{trunk}" fill="none" stroke="{OCHRE_DEEP}" stroke-width="5.5" stroke-linecap="round"/>',
            f'<path d="M46,66 L30,62 M47,52 L68,50" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>']
    clumps = ((28, 64, 26), (70, 52, 27), (48, 38, 30), (52, 22, 20)) if lean > 0 else \
        ((30, 70, 22), (68, 56, 24), (40, 44, 24), (60, 32, 22), (48, 18, 14))
    for cx, cy, rx in clumps:
        body.append(f'<path d="M{cx - rx},{cy + 5} Q{cx - rx * 0.6},{cy - 9} {cx},{cy - 10} '
                    f'Q{cx + rx * 0.6},{cy - 9} {cx + rx},{cy + 5} Q{cx},{cy + 9} {cx - rx},{cy + 5} Z" '
                    f'fill="{MALACHITE}" stroke="{INK}" stroke-width="3.6" stroke-linejoin="round"/>')
        body.append(f'<path d="M{cx - rx * 0.55},{cy - 3} Q{cx},{cy - 8} {cx + rx * 0.55},{cy - 3}" fill="none" '
                    f'stroke="{GRASS_LIT}" stroke-width="3" stroke-linecap="round"/>')
    if lean < 0:
        body = ['<g transform="translate(100,0) scale(-1,1)">'] + body + ["</g>"]
    return svg(body, 100, 100)


def hall_svg() -> str:
    """A hall: a vermilion front under an indigo roof with upturned eaves."""
    x, y, w = 50, 54, 100
    body = (f'<rect x="{_n(x - w * 0.34)}" y="{_n(y - w * 0.02)}" width="{_n(w * 0.68)}" height="{_n(w * 0.3)}" '
            f'fill="{HALL}" stroke="{INK}" stroke-width="4"/>')
    door = f'<rect x="{_n(x - w * 0.08)}" y="{_n(y + w * 0.1)}" width="{_n(w * 0.16)}" height="{_n(w * 0.18)}" fill="{INK}"/>'
    roof = (f"M{_n(x - w * 0.48)},{_n(y - w * 0.08)} Q{_n(x - w * 0.36)},{_n(y + w * 0.02)} {_n(x - w * 0.3)},"
            f"{_n(y - w * 0.04)} L{_n(x - w * 0.18)},{_n(y - w * 0.3)} L{_n(x + w * 0.18)},{_n(y - w * 0.3)} "
            f"L{_n(x + w * 0.3)},{_n(y - w * 0.04)} Q{_n(x + w * 0.36)},{_n(y + w * 0.02)} {_n(x + w * 0.48)},"
            f"{_n(y - w * 0.08)} Z")
    ridge = (f'<path d="M{_n(x - w * 0.24)},{_n(y - w * 0.32)} L{_n(x + w * 0.24)},{_n(y - w * 0.32)}" '
             f'stroke="{ROOF_RIDGE}" stroke-width="7" stroke-linecap="round"/>')
    return svg([body, door, f'<path d="{roof}" fill="{ROOF}" stroke="{INK}" stroke-width="4" '
                            f'stroke-linejoin="round"/>', ridge], 100, 100)


def _paving(ground) -> list[str]:
    """The city's paper ground, laid with courses of paving (lines cut to the ground by hand:
    nanosvg has no clip paths)."""
    out = [f'<polygon points="{_pts(ground)}" fill="{GROUND}"/>']
    edges = list(zip(ground, list(ground[1:]) + [ground[0]]))
    for k in range(1, 16):
        y = k / 16
        xs = sorted(ax + (y - ay) * (bx - ax) / (by - ay) for (ax, ay), (bx, by) in edges if (ay > y) != (by > y))
        for x0, x1 in zip(xs[::2], xs[1::2]):
            if x1 - x0 > 0.06:
                out.append(f'<path d="M{_n(x0 * PX + 3)},{_n(y * PX)} L{_n(x1 * PX - 3)},{_n(y * PX)}" '
                           f'stroke="{PAVING}" stroke-width="1.2" stroke-dasharray="{9 + k % 3} 2"/>')
    return out


def _road(points) -> list[str]:
    d = _path(points)
    out = [f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{_n((ROAD_WIDTH + 0.024) * PX)}" '
           f'stroke-linejoin="round"/>',
           f'<path d="{d}" fill="none" stroke="{ROAD}" stroke-width="{_n(ROAD_WIDTH * PX)}" stroke-linejoin="round"/>']
    # 拒馬: crossed stakes along the road, kept clear of the tile's edges so roads join cleanly
    walked, pts = 0.0, [(x * PX, y * PX) for x, y in points]
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        seg = math.hypot(bx - ax, by - ay)
        if seg == 0:
            continue
        ux, uy = (bx - ax) / seg, (by - ay) / seg
        t = (16 - walked % 16) % 16
        while t <= seg:
            cx, cy = ax + ux * t, ay + uy * t
            if 12 < cx < PX - 12 and 12 < cy < PX - 12:
                s = 5.5
                out.append(f'<path d="M{_n(cx - s * (ux + uy))},{_n(cy - s * (uy - ux))} '
                           f'L{_n(cx + s * (ux + uy))},{_n(cy + s * (uy - ux))} '
                           f'M{_n(cx - s * (ux - uy))},{_n(cy - s * (uy + ux))} '
                           f'L{_n(cx + s * (ux - uy))},{_n(cy + s * (uy + ux))}" '
                           f'stroke="{STAKE}" stroke-width="2" stroke-linecap="round"/>')
            t += 16
        walked += seg
    return out


def _wall(points) -> list[str]:
    """A stone wall in ink, framed in gold on both sides (the gold joins across edges as the wall does)."""
    d = _path(points)
    return [f'<path d="{d}" fill="none" stroke="{GOLD}" stroke-width="{_n((WALL_WIDTH + 0.03) * PX + 5)}" '
            f'stroke-linejoin="miter"/>',
            f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{_n((WALL_WIDTH + 0.03) * PX)}" '
            f'stroke-linejoin="miter"/>',
            f'<path d="{d}" fill="none" stroke="{STONE}" stroke-width="{_n(WALL_WIDTH * PX)}" stroke-linejoin="miter"/>',
            f'<path d="{d}" fill="none" stroke="{STONE_DARK}" stroke-width="1.6" stroke-dasharray="3 3"/>']


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


def tile_svg(plan: FacePlan, type_id: int) -> str:
    """The turning ground of a tile face (the hills and halls stand on it upright: ``plan.motifs``)."""
    body = [f'<rect x="0" y="0" width="{PX}" height="{PX}" fill="{PLAIN}"/>'] + _grass(type_id)
    for city in plan.cities:
        body += _paving(city.ground)
    for road in plan.roads:
        body += _road(road.points)
    for road in plan.roads:
        for post in road.posts:
            body.append(f'<circle cx="{_n(post[0] * PX)}" cy="{_n(post[1] * PX)}" r="6" fill="{STAKE}" '
                        f'stroke="{INK}" stroke-width="1.6"/>')
    for city in plan.cities:
        for wall in city.walls:
            body += _wall(wall)
        body += [_tower(t) for t in city.towers]
    for road in plan.roads:
        if road.gate is not None:
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
    out = tile_pictures(tiles)
    out.update({name: hill_svg(name) for name in HILL_FORMS})
    out["hall"] = hall_svg()
    out["pine"], out["pine_lean"] = pine_svg(), pine_svg(-1)
    out["token_alert"], out["token_holding"] = token_svg(False), token_svg(True)
    out.update({f"die_{v}": die_svg(v) for v in range(1, 7)})
    out["table"] = table_svg()
    out["tile_back"] = tile_back_svg()
    out["icon_command"], out["icon_plot"] = command_icon_svg(), plot_icon_svg()
    return out
