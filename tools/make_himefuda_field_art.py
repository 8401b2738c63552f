"""Write 姬札大戰's field pictures as SVG under assets/art/himefuda/: the ground of the two kinds of
row, the palisade where a camp ends, each terrain kind, the castle (its walls and gates, its keep),
the garrison's and the provisions' icons and the six die faces.

Woodblock look (ART.md): flat fields of the named pigments, one bold ink outline per size class,
pattern instead of shading, gold only on the keep's ridge ornaments. The pictures carry no seat
colour: the program lays each half in its owner's seat colour under them (field_view.py), so a
player who picks another colour still sees their own half in it.

Deterministic: running it twice writes identical files. The SVG files are the data the program
reads; this script is how they were made, kept so a change stays one edit.

Usage: .venv/bin/python tools/make_himefuda_field_art.py [--out DIR]
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.render.palette import AI, ASAGI, KIN, KINARI, KUCHIBA, MATSUBA, SHU, SUMI, WASHI, hex_colour  # noqa: E402

INK, PAPER, CREAM = hex_colour(SUMI), hex_colour(WASHI), hex_colour(KINARI)
PINE, OCHRE, TEAL, INDIGO, GOLD, RED = (hex_colour(c) for c in (MATSUBA, KUCHIBA, ASAGI, AI, KIN, SHU))


def mix(a, b, t: float) -> str:
    return hex_colour(tuple(round(x + (y - x) * t) for x, y in zip(a, b)))


STONE, STONE_DARK = mix(KINARI, SUMI, 0.35), mix(KINARI, SUMI, 0.6)
PINE_LIGHT, OCHRE_LIGHT, WATER_LIGHT = mix(MATSUBA, KINARI, 0.35), mix(KUCHIBA, KINARI, 0.45), mix(ASAGI, WASHI, 0.45)
WOOD, WOOD_DARK = mix(KUCHIBA, SUMI, 0.35), mix(KUCHIBA, SUMI, 0.65)
ROOF = mix(AI, SUMI, 0.45)


def svg(w: int, h: int, note: str, body: list[str]) -> str:
    lines = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}">', f"  <!-- {note} -->"]
    lines += ["  " + line for line in body]
    return "\n".join(lines + ["</svg>", ""])


def fmt(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def path(points, close=True) -> str:
    d = "M" + " L".join(f"{fmt(x)} {fmt(y)}" for x, y in points)
    return d + (" Z" if close else "")


# -- the landscape -----------------------------------------------------------------------------

#: the map's cells (tools/make_himefuda_field.py): rows of 160 from x 224, lanes of 160 from y 32
CELL, CELLS_X, CELLS_Y, LANE_COUNT, ROW_COUNT = 160, 224, 32, 5, 4
MAP_W, MAP_H = 1088, 864
MID_X = CELLS_X + 2 * CELL  # where the halves meet: the stream
ROAD_LANE = 2  # the road runs from gate to gate along the middle lane
GRASS, REED = mix(MATSUBA, SUMI, 0.25), mix(MATSUBA, KUCHIBA, 0.35)
WATER = mix(ASAGI, WASHI, 0.25)
EARTH = mix(KUCHIBA, KINARI, 0.35)


def _wobble(rng, base: float, n: int, amount: float) -> list[float]:
    """``n`` values wandering smoothly round ``base`` (a bank, a road's edge): never a ruler line."""
    out, v = [], 0.0
    for _ in range(n):
        v = max(-amount, min(amount, v + rng.uniform(-amount / 2, amount / 2)))
        out.append(base + v)
    return out


def stream(rng) -> list[str]:
    """The stream where the two halves meet, top to bottom of the field: a narrow run of water
    between soft earthen banks, its edges a fine broken ink (a painted river, not a ruled line,
    still the line that parts the halves), a few small wave crests, reeds here and there."""
    ys = list(range(CELLS_Y, CELLS_Y + LANE_COUNT * CELL + 1, 20))
    centre = _wobble(rng, MID_X, len(ys), 3)
    half = [rng.uniform(4.5, 6.5) for _ in ys]
    left = [(c - w, y) for c, w, y in zip(centre, half, ys)]
    right = [(c + w, y) for c, w, y in zip(centre, half, ys)]
    bank_l = [(c - w - rng.uniform(4, 7), y) for c, w, y in zip(centre, half, ys)]
    bank_r = [(c + w + rng.uniform(4, 7), y) for c, w, y in zip(centre, half, ys)]
    body = [f'<path d="{smooth(bank_l + bank_r[::-1])}" fill="{EARTH}" opacity="0.75"/>',
            f'<path d="{smooth(left + right[::-1])}" fill="{WATER}"/>',
            f'<g fill="none" stroke="{INK}" stroke-width="1.4" stroke-linecap="round" opacity="0.7">']
    for edge in (left, right):  # each bank's ink in strokes of two or three lengths, a brush lifted between
        k = 0
        while k < len(edge) - 1:
            n = rng.choice((2, 3))
            body.append(f'<path d="{path(edge[k:k + n + 1], False)}"/>')
            k += n + 1
    body += ["</g>",
            f'<g fill="none" stroke="{PAPER}" stroke-width="1.3" stroke-linecap="round" opacity="0.9">']
    for k, (c, y) in enumerate(zip(centre, ys)):
        if k % 3 == 1 and y < ys[-1]:
            body.append(f'<path d="M{fmt(c - 3)} {y + 4} a2.5 2.5 0 0 1 5 0"/>')
    body.append("</g>")
    # reeds on the banks, here and there
    body.append(f'<g fill="none" stroke="{REED}" stroke-width="1.6" stroke-linecap="round" opacity="0.8">')
    for (c, y) in zip(centre, ys):
        if rng.random() < 0.3:
            side = rng.choice((-1, 1))
            x = c + side * 11
            body.append(f'<path d="M{fmt(x)} {y} q{side * 2} -9 {side * 1} -16 M{fmt(x)} {y} '
                        f'q{side * 5} -6 {side * 8} -11"/>')
    body.append("</g>")
    return body


def road(rng) -> list[str]:
    """A dirt road from one castle's middle gate to the other's along the middle lane, its ruts
    drawn, a plank bridge over the stream."""
    y0 = CELLS_Y + ROAD_LANE * CELL + CELL / 2
    xs = list(range(CELLS_X, CELLS_X + ROW_COUNT * CELL + 1, 32))
    mid = _wobble(rng, y0, len(xs), 7)
    top = [(x, m - 11) for x, m in zip(xs, mid)]
    bottom = [(x, m + 11) for x, m in zip(xs, mid)]
    body = [f'<path d="{path(top + bottom[::-1])}" fill="{EARTH}" opacity="0.9"/>',
            f'<g fill="none" stroke="{WOOD_DARK}" stroke-width="1.6" stroke-dasharray="14 9" opacity="0.7">',
            f'<path d="{path([(x, m - 4) for x, m in zip(xs, mid)], False)}"/>',
            f'<path d="{path([(x, m + 4) for x, m in zip(xs, mid)], False)}"/>', "</g>",
            f'<g fill="none" stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">',
            f'<path d="{path(top, False)}"/>', f'<path d="{path(bottom, False)}"/>', "</g>"]
    # the bridge: planks across the stream, rails in ink
    k = min(range(len(xs)), key=lambda i: abs(xs[i] - MID_X))
    y = mid[k]
    body.append(f'<rect x="{MID_X - 20}" y="{fmt(y - 13)}" width="40" height="26" fill="{WOOD}" stroke="{INK}" '
                f'stroke-width="2.4"/>')
    body.append(f'<g stroke="{WOOD_DARK}" stroke-width="1.6">')
    body += [f'<path d="M{MID_X - 20 + 8 * i} {fmt(y - 12)} L{MID_X - 20 + 8 * i} {fmt(y + 12)}"/>' for i in range(1, 5)]
    body.append("</g>")
    body.append(f'<path d="M{MID_X - 22} {fmt(y - 14)} L{MID_X + 22} {fmt(y - 14)} M{MID_X - 22} {fmt(y + 14)} '
                f'L{MID_X + 22} {fmt(y + 14)}" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')
    return body


def grass_clump(x: float, y: float, s: float, rng) -> str:
    blades = []
    for _ in range(rng.randint(3, 5)):
        lean = rng.uniform(-7, 7) * s
        high = rng.uniform(8, 15) * s
        blades.append(f"M{fmt(x + rng.uniform(-2, 2))} {fmt(y)} q{fmt(lean * 0.3)} {fmt(-high * 0.6)} "
                      f"{fmt(lean)} {fmt(-high)}")
    return f'<path d="{" ".join(blades)}"/>'


def flower(x: float, y: float, colour: str) -> list[str]:
    petals = "".join(f'<circle cx="{fmt(x + dx * 3)}" cy="{fmt(y + dy * 3)}" r="2.2"/>'
                     for dx, dy in ((0, -1), (0.95, -0.3), (0.6, 0.8), (-0.6, 0.8), (-0.95, -0.3)))
    return [f'<g fill="{colour}" stroke="{INK}" stroke-width="0.6">{petals}</g>',
            f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="1.6" fill="{GOLD}"/>']


def _spots(rng, box, n: int, apart: float, keep_off) -> list[tuple[float, float]]:
    """Up to ``n`` scattered points in ``box`` at least ``apart`` from each other and off the road
    and the stream: a meadow sown by hand, not a grid."""
    x0, y0, x1, y1 = box
    out: list[tuple[float, float]] = []
    for _ in range(n * 12):
        if len(out) == n:
            break
        p = (rng.uniform(x0, x1), rng.uniform(y0, y1))
        if keep_off(p) or any((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 < apart ** 2 for q in out):
            continue
        out.append(p)
    return out


def _off_road_and_stream(p) -> bool:
    road_y = CELLS_Y + ROAD_LANE * CELL + CELL / 2
    return abs(p[1] - road_y) < 22 or abs(p[0] - MID_X) < 20


PADDY_PLOTS = 7  # flooded plots across the ten meadow cells: few, of every size, some in terraced pairs


def paddies(rng) -> list[str]:
    """The meadows' paddies, laid over the neutral ground as a whole (not one in each cell, which
    reads as tiles): a few plots of every size at their own places, some across a cell's line, now
    and then a second plot terraced beside the first; off the road and the stream's banks."""
    x0, x1 = CELLS_X + CELL + 12, CELLS_X + 3 * CELL - 12
    y0, y1 = CELLS_Y + 14, CELLS_Y + LANE_COUNT * CELL - 10
    road_y = CELLS_Y + ROAD_LANE * CELL + CELL / 2
    placed: list[tuple[float, float, float, float]] = []

    def fits(px, py, w, h) -> bool:
        if px < x0 or px + w > x1 or py < y0 or py + h > y1:
            return False
        if px < MID_X + 24 and px + w > MID_X - 24:  # clear of the stream's banks and reeds
            return False
        if py < road_y + 22 and py + h > road_y - 22:  # clear of the road
            return False
        return all(px > qx + qw + 16 or qx > px + w + 16 or py > qy + qh + 16 or qy > py + h + 16
                   for qx, qy, qw, qh in placed)
    body: list[str] = []
    for _ in range(400):
        if len(placed) >= PADDY_PLOTS:
            break
        w, h = rng.uniform(46, 118), rng.uniform(30, 62)
        px, py = rng.uniform(x0, x1 - w), rng.uniform(y0, y1 - h)
        if not fits(px, py, w, h):
            continue
        placed.append((px, py, w, h))
        body += paddy(rng, px, py, w, h)
        if rng.random() < 0.4:  # a terrace: a narrower plot just below, behind its own bund
            w2, h2 = w * rng.uniform(0.55, 0.9), h * rng.uniform(0.6, 0.9)
            qx, qy = px + rng.uniform(0, w - w2), py + h + 9
            placed.pop()
            if fits(qx, qy, w2, h2):
                body += paddy(rng, qx, qy, w2, h2)
                placed.append((qx, qy, w2, h2))
            placed.append((px, py, w, h))
    return body


def paddy(rng, px: float, py: float, w: float, h: float) -> list[str]:
    """One flooded plot at (``px``, ``py``) behind an earthen bund, its water lit by a few glints
    and set with rice seedlings in tufts."""
    wob = [rng.uniform(-3, 3) for _ in range(8)]
    pts = [(px + wob[0], py + wob[1]), (px + w / 2, py + wob[2] - 2), (px + w + wob[3], py + wob[4]),
           (px + w + wob[5] + 2, py + h / 2), (px + w + wob[6], py + h), (px + w / 2, py + h + wob[7] + 2),
           (px - wob[0], py + h), (px - 2 - wob[3], py + h / 2)]
    body = [f'<path d="{path(pts)}" fill="{WATER}" stroke="{EARTH}" stroke-width="6" stroke-linejoin="round"/>',
            f'<path d="{path(pts)}" fill="none" stroke="{INK}" stroke-width="1.4" stroke-linejoin="round" '
            f'opacity="0.8"/>']
    glints = []
    for _ in range(rng.randint(1, 3)):
        gx, gy = px + rng.uniform(6, max(8, w - 24)), py + rng.uniform(6, h - 6)
        glints.append(f"M{fmt(gx)} {fmt(gy)} l{fmt(rng.uniform(6, 16))} 0")
    body.append(f'<path d="{" ".join(glints)}" stroke="{PAPER}" stroke-width="2.2" stroke-linecap="round"/>')
    seedlings = []
    for _ in range(max(2, round(w * h / 700))):  # tufts of three, scattered: sown by hand, not a ruled grid
        sx, sy = px + rng.uniform(6, w - 6), py + rng.uniform(11, h - 3)
        seedlings.append(f"M{fmt(sx)} {fmt(sy)} l-3 -7 M{fmt(sx)} {fmt(sy)} l0 -9 M{fmt(sx)} {fmt(sy)} l3 -7")
    body.append(f'<path d="{" ".join(seedlings)}" fill="none" stroke="{GRASS}" stroke-width="1.6" '
                f'stroke-linecap="round"/>')
    return body


def reeds(rng, lane: int, row: int) -> list[str]:
    """Reeds on the stream's bank in a neutral cell beside it: tall blades and brown cattail heads."""
    y = CELLS_Y + lane * CELL
    side = 1 if row == 1 else -1  # on this cell's own bank
    body = []
    for _ in range(rng.randint(1, 2)):
        bx = MID_X - side * rng.uniform(24, 34)
        by = y + rng.uniform(40, CELL - 12)
        if lane == ROAD_LANE and abs(by - (y + CELL / 2)) < 30:
            continue
        stems = []
        for k in range(4):
            lean = rng.uniform(-5, 5)
            high = rng.uniform(20, 30)
            stems.append(f"M{fmt(bx + k * 3 - 4)} {fmt(by)} q{fmt(lean * 0.3)} {fmt(-high * 0.6)} {fmt(lean)} "
                         f"{fmt(-high)}")
        body.append(f'<path d="{" ".join(stems)}" fill="none" stroke="{REED}" stroke-width="1.8" '
                    f'stroke-linecap="round"/>')
        for k in (0, 2):
            hx, hy = bx + k * 3 - 4 + rng.uniform(-3, 3), by - rng.uniform(18, 24)
            body.append(f'<ellipse cx="{fmt(hx)}" cy="{fmt(hy)}" rx="2.2" ry="5" fill="{WOOD}" stroke="{INK}" '
                        f'stroke-width="0.8"/>')
    return body


def meadow(rng, lane: int, row: int) -> list[str]:
    """A neutral cell: reeds by the stream, grass in clumps of every size, a few flowers and
    stones, sown at random (the paddies lie over the meadows as a whole)."""
    x, y = CELLS_X + row * CELL, CELLS_Y + lane * CELL
    box = (x + 10, y + 18, x + CELL - 10, y + CELL - 6)
    body = reeds(rng, lane, row) + [f'<g fill="none" stroke="{GRASS}" stroke-width="1.9" stroke-linecap="round" opacity="0.7">']
    for px, py in _spots(rng, box, rng.randint(8, 13), 22, _off_road_and_stream):
        body.append(grass_clump(px, py, rng.uniform(0.8, 1.8), rng))
    body.append("</g>")
    for px, py in _spots(rng, box, rng.choice((0, 1, 2, 3)), 20, _off_road_and_stream):
        body += flower(px, py, rng.choice((PAPER, RED, PAPER)))
    for px, py in _spots(rng, box, rng.randint(0, 2), 30, _off_road_and_stream):
        rx = rng.uniform(3, 6)
        body.append(f'<ellipse cx="{fmt(px)}" cy="{fmt(py)}" rx="{fmt(rx)}" ry="{fmt(rx * 0.6)}" fill="{STONE}" '
                    f'stroke="{INK}" stroke-width="1.2"/>')
    return body


def tent(x: float, y: float, s: float) -> list[str]:
    """A field tent seen from the side: washi cloth over a ridge pole, its door dark."""
    w, h = 36 * s, 26 * s
    return [f'<path d="M{fmt(x - w / 2)} {fmt(y)} L{fmt(x - w * 0.3)} {fmt(y - h)} L{fmt(x + w * 0.3)} {fmt(y - h)} '
            f'L{fmt(x + w / 2)} {fmt(y)} Z" fill="{PAPER}" stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>',
            f'<path d="M{fmt(x - w * 0.12)} {fmt(y)} L{fmt(x)} {fmt(y - h * 0.7)} L{fmt(x + w * 0.12)} {fmt(y)} Z" '
            f'fill="{INK}"/>',
            f'<path d="M{fmt(x - w * 0.3)} {fmt(y - h)} L{fmt(x - w * 0.36)} {fmt(y - h - 6 * s)} '
            f'M{fmt(x + w * 0.3)} {fmt(y - h)} L{fmt(x + w * 0.36)} {fmt(y - h - 6 * s)}" stroke="{INK}" '
            f'stroke-width="2"/>']


def curtain(x: float, y: float, s: float) -> list[str]:
    """A camp curtain (陣幕) hung between two poles, a round crest on it."""
    w, h = 56 * s, 16 * s
    return [f'<path d="M{fmt(x - w / 2)} {fmt(y + 4)} L{fmt(x - w / 2)} {fmt(y - h - 6)} M{fmt(x + w / 2)} {fmt(y + 4)} '
            f'L{fmt(x + w / 2)} {fmt(y - h - 6)}" stroke="{WOOD_DARK}" stroke-width="2.6"/>',
            f'<path d="M{fmt(x - w / 2)} {fmt(y - h)} Q{fmt(x)} {fmt(y - h + 4)} {fmt(x + w / 2)} {fmt(y - h)} '
            f'L{fmt(x + w / 2)} {fmt(y)} Q{fmt(x)} {fmt(y + 4)} {fmt(x - w / 2)} {fmt(y)} Z" fill="{PAPER}" '
            f'stroke="{INK}" stroke-width="2"/>',
            f'<path d="M{fmt(x - w / 2)} {fmt(y - h / 2)} L{fmt(x + w / 2)} {fmt(y - h / 2)}" stroke="{INK}" '
            f'stroke-width="1.4" opacity="0.5"/>',
            f'<circle cx="{fmt(x)}" cy="{fmt(y - h / 2 + 1)}" r="{fmt(5 * s)}" fill="{PAPER}" stroke="{INK}" '
            f'stroke-width="2"/>']


def spear_rack(x: float, y: float, s: float) -> list[str]:
    """Spears stood in a rack: shafts in wood, blades in ink."""
    out = [f'<path d="M{fmt(x - 16 * s)} {fmt(y - 8 * s)} L{fmt(x + 16 * s)} {fmt(y - 8 * s)}" stroke="{WOOD_DARK}" '
           f'stroke-width="3"/>']
    for i in range(4):
        sx = x - 12 * s + i * 8 * s
        out.append(f'<path d="M{fmt(sx)} {fmt(y)} L{fmt(sx + 2 * s)} {fmt(y - 34 * s)}" stroke="{WOOD}" '
                   f'stroke-width="2.2"/>')
        out.append(f'<path d="M{fmt(sx + 2 * s)} {fmt(y - 34 * s)} l-2 -3 l2.5 -7 l2 7 Z" fill="{INK}"/>')
    return out


def campfire(x: float, y: float, s: float) -> list[str]:
    """Two crossed logs and a vermilion flame in ink outline."""
    return [f'<path d="M{fmt(x - 12 * s)} {fmt(y)} L{fmt(x + 12 * s)} {fmt(y - 6 * s)} M{fmt(x - 12 * s)} '
            f'{fmt(y - 6 * s)} L{fmt(x + 12 * s)} {fmt(y)}" stroke="{WOOD_DARK}" stroke-width="4" '
            f'stroke-linecap="round"/>',
            f'<path d="M{fmt(x)} {fmt(y - 4 * s)} q-9 -6 -3 -14 q1 5 4 6 q-1 -8 4 -12 q0 8 4 12 q4 5 -9 8 Z" '
            f'fill="{RED}" stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"/>']


def bales(x: float, y: float, s: float) -> list[str]:
    """Rice bales stacked: the camp's provisions."""
    out = []
    for dx, dy in ((-10, 0), (10, 0), (0, -11)):
        cx, cy = x + dx * s, y + dy * s
        out.append(f'<rect x="{fmt(cx - 10 * s)}" y="{fmt(cy - 6 * s)}" width="{fmt(20 * s)}" height="{fmt(12 * s)}" '
                   f'rx="{fmt(6 * s)}" fill="{OCHRE_LIGHT}" stroke="{INK}" stroke-width="1.8"/>')
        out.append(f'<path d="M{fmt(cx - 3 * s)} {fmt(cy - 6 * s)} L{fmt(cx - 3 * s)} {fmt(cy + 6 * s)} '
                   f'M{fmt(cx + 3 * s)} {fmt(cy - 6 * s)} L{fmt(cx + 3 * s)} {fmt(cy + 6 * s)}" '
                   f'stroke="{WOOD_DARK}" stroke-width="1.4"/>')
    return out


CAMP_THINGS = (tent, curtain, spear_rack, campfire, bales)
#: the camp's things drawn at this share of their size and this opacity (see camp)
CAMP_THING_SCALE, CAMP_THING_OPACITY = 0.6, 0.38


def camp(rng, lane: int, row: int) -> list[str]:
    """A camp cell: trampled earth in patches, and two of the camp's things (a tent, a curtain, a
    spear rack, a fire, rice bales) in two of its corners, each cell its own."""
    x, y = CELLS_X + row * CELL, CELLS_Y + lane * CELL
    body = []
    for _ in range(rng.randint(1, 3)):  # trampled earth: small flat patches (the seat colour stays the ground)
        cx, cy = x + rng.uniform(30, 130), y + rng.uniform(30, 130)
        pts = [(cx + rng.uniform(14, 22) * c, cy + rng.uniform(9, 15) * s)
               for c, s in ((1, 0), (0.7, 0.7), (0, 1), (-0.7, 0.7), (-1, 0), (-0.7, -0.7), (0, -1), (0.7, -0.7))]
        body.append(f'<path d="{path(pts)}" fill="{EARTH}" opacity="0.45"/>')
    body.append(f'<g fill="none" stroke="{GRASS}" stroke-width="1.7" stroke-linecap="round" opacity="0.55">')
    for px, py in _spots(rng, (x + 10, y + 16, x + CELL - 10, y + CELL - 8), rng.randint(2, 4), 30,
                         _off_road_and_stream):
        body.append(grass_clump(px, py, rng.uniform(0.6, 1.0), rng))
    body.append("</g>")
    corners = [(x + 42, y + 56), (x + CELL - 42, y + 56), (x + 42, y + CELL - 14), (x + CELL - 42, y + CELL - 14)]
    road_y = CELLS_Y + ROAD_LANE * CELL + CELL / 2
    corners = [c for c in corners if abs(c[1] - road_y) > 30]
    # the camp's things small and faint, part of the ground's painting: at full strength and a
    # token's size they read as game pieces standing on the field
    body.append(f'<g opacity="{fmt(CAMP_THING_OPACITY)}">')
    for thing, at in zip(rng.sample(CAMP_THINGS, 2), rng.sample(corners, 2)):
        body += thing(at[0], at[1], rng.uniform(1.15, 1.45) * CAMP_THING_SCALE)
    body.append("</g>")
    return body


#: the ground's own pigments, one scene under both halves: the camps' trodden earth, the meadow
#: between them, and the meadow's lighter and deeper patches of grass
GROUND_EARTH, GROUND_MEADOW = (194, 168, 116), (168, 174, 114)
GRASS_LIGHT, GRASS_DEEP = (184, 184, 124), (148, 160, 102)


def _blob(rng, cx: float, cy: float, rx: float, ry: float, n: int = 10) -> str:
    """A patch of ground with a wandering edge (never a circle, never a cell's square), kept inside
    the cells (the print's paper margin stays bare)."""
    cx = max(CELLS_X + rx * 1.15, min(CELLS_X + ROW_COUNT * CELL - rx * 1.15, cx))
    cy = max(CELLS_Y + ry * 1.15, min(CELLS_Y + LANE_COUNT * CELL - ry * 1.15, cy))
    pts = []
    for k in range(n):
        a = 6.2832 * k / n
        r = rng.uniform(0.75, 1.15)
        pts.append((cx + rx * r * math.cos(a), cy + ry * r * math.sin(a)))
    return smooth(pts)


def smooth(points, close=True) -> str:
    """A path through the midpoints of ``points``, each point a curve's control: a brush's soft
    edge, never a polygon's corners (closed; open: from the first point to the last)."""
    pts = list(points)
    mids = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(pts, pts[1:] + pts[:1])]
    if not close:
        d = f"M{fmt(pts[0][0])} {fmt(pts[0][1])}"
        for p, m in zip(pts[1:-1], mids[1:-1]):
            d += f" Q{fmt(p[0])} {fmt(p[1])} {fmt(m[0])} {fmt(m[1])}"
        return d + f" L{fmt(pts[-1][0])} {fmt(pts[-1][1])}"
    d = f"M{fmt(mids[-1][0])} {fmt(mids[-1][1])}"
    for p, m in zip(pts, mids):
        d += f" Q{fmt(p[0])} {fmt(p[1])} {fmt(m[0])} {fmt(m[1])}"
    return d + " Z"


CAMP_EARTH = 100  # how far a camp's trodden earth reaches from the field's edge, on the average (a camp is 160)


def _camp_edge(rng, side: int) -> list[tuple[float, float]]:
    """Where a camp's trodden earth gives way to the meadow: inside the camp, wandering in lobes,
    never along the palisade or a cell's line, so the ground does not change where the grid does."""
    line = CAMP_EARTH + (CELLS_X if side == 0 else CELLS_X + ROW_COUNT * CELL - 2 * CAMP_EARTH)
    out, v = [], 0.0
    for y in range(CELLS_Y, CELLS_Y + LANE_COUNT * CELL + 1, 16):
        v = max(-28, min(28, v + rng.uniform(-14, 14)))
        out.append(((line + v) if side == 0 else (line - v), y))
    return out


def field_ground() -> str:
    """The ground of the whole field, one landscape from castle to castle under both halves: the
    meadow with patches of lighter and deeper grass that run across the lanes and rows, each
    camp's trodden earth spreading from its castle's gates and ending in lobes about its
    palisade, bare patches worn into the meadow. No seat colour: the program washes each half
    lightly in its owner's colour over it."""
    rng = random.Random(41)
    x0, y0 = CELLS_X, CELLS_Y
    x1, y1 = CELLS_X + ROW_COUNT * CELL, CELLS_Y + LANE_COUNT * CELL
    meadow, earth = hex_colour(GROUND_MEADOW), hex_colour(GROUND_EARTH)
    body = [f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="{meadow}"/>']
    for colour in (GRASS_LIGHT, GRASS_DEEP):  # the meadow's grass, mottled across the cells' lines
        body.append(f'<g fill="{hex_colour(colour)}" opacity="0.8">')
        for _ in range(16):
            d = _blob(rng, rng.uniform(x0, x1), rng.uniform(y0, y1), rng.uniform(36, 80), rng.uniform(24, 56))
            body.append(f'<path d="{d}"/>')
        body.append("</g>")
    for side in (0, 1):  # each camp's trodden earth, from the field's edge to its lobed end
        edge = _camp_edge(rng, side)
        outer = x0 if side == 0 else x1
        rim = "L" + smooth(edge, False)[1:]  # the lobed rim, joined to the field's straight outer edge
        body.append(f'<path d="M{outer} {y1} L{outer} {y0} {rim} Z" fill="{earth}"/>')
        line = x0 + CAMP_EARTH if side == 0 else x1 - CAMP_EARTH
        for lane in range(LANE_COUNT):  # a trodden way out of the camp into each lane, where troops sortie
            reach = rng.uniform(70, 150) * (1 if side == 0 else -1)
            y = y0 + lane * CELL + rng.uniform(40, CELL - 40)
            half = rng.uniform(18, 32)
            tongue = [(line - reach * 0.3, y - half * 1.4), (line + reach * 0.5, y - half),
                      (line + reach, y + rng.uniform(-8, 8)), (line + reach * 0.5, y + half),
                      (line - reach * 0.3, y + half * 1.4)]
            body.append(f'<path d="{smooth(tongue)}" fill="{earth}"/>')
    body.append(f'<g fill="{hex_colour(GRASS_DEEP)}" opacity="0.45">')  # grass coming back in the camps
    for _ in range(10):
        x = rng.choice((x0 + rng.uniform(20, CELL - 20), x1 - rng.uniform(20, CELL - 20)))
        d = _blob(rng, x, rng.uniform(y0, y1), rng.uniform(16, 34), rng.uniform(10, 22))
        body.append(f'<path d="{d}"/>')
    body.append("</g>")
    body.append(f'<g fill="{earth}" opacity="0.75">')  # bare patches worn into the meadow
    for _ in range(14):
        d = _blob(rng, rng.uniform(x0 + CELL, x1 - CELL), rng.uniform(y0, y1), rng.uniform(14, 30), rng.uniform(8, 16))
        body.append(f'<path d="{d}"/>')
    body.append("</g>")
    # the woodblock's grain: short strokes of a deeper shade, sown across the whole field
    body.append(f'<g stroke="{hex_colour(GRASS_DEEP)}" stroke-width="1.6" stroke-linecap="round" opacity="0.6">')
    for _ in range(260):
        x, y = rng.uniform(x0 + 4, x1 - 4), rng.uniform(y0 + 4, y1 - 4)
        body.append(f'<path d="M{fmt(x)} {fmt(y)} l{fmt(rng.uniform(3, 7))} {fmt(rng.uniform(-2, 2))}"/>')
    body.append("</g>")
    return svg(MAP_W, MAP_H, "The field's ground, one scene under both halves (seat colours washed over it).", body)


def field_landscape() -> str:
    """The whole field as one woodblock landscape over the seat colours the program lays beneath:
    the camps with their tents, curtains and fires on trampled earth, the neutral meadows sown with
    grass, flowers and stones, the road from gate to gate, and the stream where the halves meet.
    Seeded, so the tool writes the same picture every time."""
    rng = random.Random(38)
    body: list[str] = []
    for lane in range(LANE_COUNT):
        for row in range(ROW_COUNT):
            body += camp(rng, lane, row) if row in (0, ROW_COUNT - 1) else meadow(rng, lane, row)
    body += paddies(rng)
    body += road(rng)
    body += stream(rng)
    body.append(f'<rect x="0" y="0" width="{MAP_W}" height="{MAP_H}" fill="{PAPER}" opacity="0.01"/>')
    return svg(MAP_W, MAP_H, "The field's landscape: camps, meadows, the road and the stream (seat colours lie "
               "under it).", body)


def palisade() -> str:
    """A length of sharpened stakes (half a lane): laid end to end along the line where a camp ends,
    light wood finely outlined, so it marks the camp's edge without standing out as a wall."""
    stake = mix(KUCHIBA, KINARI, 0.15)
    body = [f'<rect x="10.5" y="0" width="3" height="80" fill="{WOOD}" opacity="0.8"/>']
    for y in range(1, 80, 20):
        pts = [(6, y + 3), (12, y), (18, y + 3), (18, y + 14), (12, y + 18), (6, y + 14)]
        body.append(f'<path d="{path(pts)}" fill="{stake}" stroke="{WOOD_DARK}" stroke-width="1.2"/>')
    return svg(24, 80, "A length of the palisade where a camp ends.", body)


# -- terrain -----------------------------------------------------------------------------------

def pine(x: float, y: float, s: float) -> list[str]:
    """A woodblock pine: a trunk and three flat tiers of needles, ink outlined."""
    out = [f'<path d="M{fmt(x - 3 * s)} {fmt(y + 30 * s)} L{fmt(x - 2 * s)} {fmt(y)} L{fmt(x + 2 * s)} {fmt(y)} '
           f'L{fmt(x + 3 * s)} {fmt(y + 30 * s)} Z" fill="{WOOD}" stroke="{INK}" stroke-width="2"/>']
    for k, (w, dy) in enumerate(((24, -2), (19, -14), (12, -25))):
        w *= s
        top = y + dy * s
        pts = [(x - w, top + 8 * s), (x - w * 0.55, top - 1 * s), (x, top - 6 * s), (x + w * 0.55, top - 1 * s),
               (x + w, top + 8 * s)]
        fill = PINE if k != 1 else PINE_LIGHT
        d = "M" + f"{fmt(pts[0][0])} {fmt(pts[0][1])} Q{fmt(pts[1][0])} {fmt(pts[1][1] - 4 * s)} {fmt(pts[2][0])} " \
            f"{fmt(pts[2][1])} Q{fmt(pts[3][0])} {fmt(pts[3][1] - 4 * s)} {fmt(pts[4][0])} {fmt(pts[4][1])} Z"
        out.append(f'<path d="{d}" fill="{fill}" stroke="{INK}" stroke-width="2.4" stroke-linejoin="round"/>')
    return out


def terrain_forest() -> str:
    """A wood of pines of every height standing on their own shadows, undergrowth between them:
    no clearing drawn round it, so the wood grows out of the ground it stands on."""
    body = [f'<g fill="{mix(MATSUBA, SUMI, 0.35)}" opacity="0.35">']
    trees = ((40, 58, 1.0), (98, 44, 1.25), (130, 80, 0.85), (66, 86, 1.3), (24, 112, 0.9), (112, 118, 1.05),
             (148, 128, 0.7))
    body += [f'<ellipse cx="{fmt(x)}" cy="{fmt(y + 30 * s)}" rx="{fmt(22 * s)}" ry="{fmt(6 * s)}"/>'
             for x, y, s in trees]
    body.append("</g>")
    body.append(f'<g fill="none" stroke="{GRASS}" stroke-width="2" stroke-linecap="round">')
    for x, y in ((12, 150), (56, 140), (84, 152), (136, 150), (150, 104), (8, 84)):
        body.append(f'<path d="M{x} {y} q-2 -7 -6 -10 M{x} {y} q0 -8 1 -12 M{x} {y} q3 -6 7 -8"/>')
    body.append("</g>")
    for x, y, s in sorted(trees, key=lambda t: t[1]):  # the far trees first
        body += pine(x, y, s)
    return svg(160, 160, "Forest 樹林: a wood of pines of every height.", body)


def mound(x0: float, x1: float, peak: tuple[float, float], base: float, fill: str, rings: int) -> list[str]:
    """A hill as a woodblock mound: an ink-outlined dome with contour rings inside it."""
    px, py = peak
    out = [f'<path d="M{fmt(x0)} {fmt(base)} C{fmt(x0 + (px - x0) * 0.45)} {fmt(py)} {fmt(px - (px - x0) * 0.3)} '
           f'{fmt(py)} {fmt(px)} {fmt(py)} C{fmt(px + (x1 - px) * 0.3)} {fmt(py)} {fmt(x1 - (x1 - px) * 0.45)} '
           f'{fmt(py)} {fmt(x1)} {fmt(base)} Z" fill="{fill}" stroke="{INK}" stroke-width="3" '
           f'stroke-linejoin="round"/>']
    for k in range(1, rings + 1):
        t = k / (rings + 1)
        a, b = x0 + (px - x0) * t * 0.9, x1 - (x1 - px) * t * 0.9
        y = py + (base - py) * t
        out.append(f'<path d="M{fmt(a)} {fmt(base - 2)} Q{fmt(px)} {fmt(y - (base - py) * 0.35)} {fmt(b)} '
                   f'{fmt(base - 2)}" fill="none" stroke="{INK}" stroke-width="1.6" opacity="0.7"/>')
    return out


def terrain_hill() -> str:
    body = mound(34, 154, (100, 30), 138, OCHRE, 3) + mound(6, 104, (50, 66), 138, OCHRE_LIGHT, 2)
    body.append(f'<path d="M4 140 L156 140" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')
    body += [f'<path d="M{x} 140 l-4 -7 M{x} 140 l0 -9 M{x} 140 l4 -7" stroke="{PINE}" stroke-width="2.2" '
             f'stroke-linecap="round"/>' for x in (20, 78, 132)]
    return svg(160, 160, "Hill 丘陵: two mounds with contour rings.", body)


def terrain_river() -> str:
    """A river across the lane: water between wavering banks in ink, wave crests in white, reeds
    and a stone or two on the banks."""
    top = [(0, 46), (26, 38), (58, 44), (90, 56), (124, 52), (160, 40)]
    bottom = [(160, 114), (128, 126), (96, 120), (62, 108), (30, 112), (0, 122)]
    body = [f'<path d="M{path(top, False)[1:]} L{path(bottom, False)[1:]} Z" fill="{TEAL}"/>',
            f'<path d="{path(top, False)}" fill="none" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>',
            f'<path d="{path(bottom, False)}" fill="none" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>',
            f'<path d="M4 56 Q40 48 70 56 Q104 66 150 52" fill="none" stroke="{WATER_LIGHT}" stroke-width="4"/>',
            f'<g fill="none" stroke="{PAPER}" stroke-width="2.4" stroke-linecap="round">']
    for row, y in enumerate((74, 90, 104)):  # wave crests, offset row by row
        for k in range(5):
            x = -6 + k * 36 + (18 if row % 2 else 0) + row * 3
            body.append(f'<path d="M{x} {y} a10 10 0 0 1 20 0"/>')
    body.append("</g>")
    body.append(f'<g fill="none" stroke="{REED}" stroke-width="2" stroke-linecap="round">')
    for x, y, up in ((18, 38, -1), (112, 50, -1), (46, 114, 1), (140, 118, 1)):
        body.append(f'<path d="M{x} {y} q-2 {up * -12} -5 {up * -18} M{x} {y} q1 {up * -13} 3 {up * -20} '
                    f'M{x} {y} q4 {up * -9} 8 {up * -13}"/>')
    body.append("</g>")
    for x, y in ((70, 34), (100, 134)):
        body.append(f'<ellipse cx="{x}" cy="{y}" rx="6" ry="3.5" fill="{STONE}" stroke="{INK}" stroke-width="1.5"/>')
    return svg(160, 160, "River 河川: water across the lane between wavering banks, reeds on them.", body)


# -- the table -------------------------------------------------------------------------------

def table_planks() -> str:
    """The war council's table the field is unrolled on: dark planks side by side, their seams in
    ink, the grain drawn as long wavering strokes with a knot here and there; flat pigment, no
    shading, dark enough that paper and cards lie on it clearly."""
    rng = random.Random(29)
    w, h, plank = 1600, 900, 100
    shades = [mix(KUCHIBA, SUMI, t) for t in (0.68, 0.72, 0.7, 0.75)]
    body = []
    for k, y in enumerate(range(0, h, plank)):
        body.append(f'<rect x="0" y="{y}" width="{w}" height="{plank}" fill="{shades[k % len(shades)]}"/>')
        body.append(f'<g fill="none" stroke="{INK}" stroke-width="1.6" opacity="0.35" stroke-linecap="round">')
        for line in range(5):
            gy = y + 12 + line * 18 + rng.uniform(-4, 4)
            pts = [(x, gy + rng.uniform(-3, 3)) for x in range(-20, w + 40, 80)]
            body.append(f'<path d="{path(pts, False)}"/>')
        body.append("</g>")
        for _ in range(rng.randint(1, 2)):  # a knot, its rings round it
            kx, ky = rng.uniform(60, w - 60), y + rng.uniform(30, plank - 30)
            body.append(f'<ellipse cx="{fmt(kx)}" cy="{fmt(ky)}" rx="14" ry="6" fill="none" stroke="{INK}" '
                        f'stroke-width="1.6" opacity="0.4"/>')
            body.append(f'<ellipse cx="{fmt(kx)}" cy="{fmt(ky)}" rx="5" ry="2.5" fill="{INK}" opacity="0.45"/>')
        # the plank's ends: butt joints staggered from row to row
        for x in range(rng.randint(200, 500), w, rng.randint(520, 760)):
            body.append(f'<path d="M{x} {y} L{x} {y + plank}" stroke="{INK}" stroke-width="2" opacity="0.5"/>')
        body.append(f'<path d="M0 {y + plank} L{w} {y + plank}" stroke="{INK}" stroke-width="3"/>')
    return svg(w, h, "The table: dark planks, ink seams and grain.", body)


# -- the castle --------------------------------------------------------------------------------

def castle_walls() -> str:
    """Side 0's castle seen from above (its gates on the right, towards the field): stone walls,
    three gatehouses facing the gate lanes, corner towers. The courtyard is left open: the
    program lays the seat colour and the castle's figures there."""
    w, h, wall = 192, 800, 18
    # the courtyard's flagstones, faint ink courses over the seat colour laid beneath
    body = [f'<g stroke="{INK}" stroke-width="1.4" opacity="0.22">']
    for k, y in enumerate(range(wall + 30, h - wall, 30)):
        body.append(f'<path d="M{wall} {y} L{w - wall} {y}"/>')
        for x in range(wall + (24 if k % 2 else 48), w - wall, 48):
            body.append(f'<path d="M{x} {y - 30} L{x} {y}"/>')
    body.append("</g>")
    body += [f'<g fill="{STONE}" stroke="{INK}" stroke-width="3">',
            f'<rect x="2" y="2" width="{w - 4}" height="{wall}"/>',
            f'<rect x="2" y="{h - wall - 2}" width="{w - 4}" height="{wall}"/>',
            f'<rect x="2" y="2" width="{wall}" height="{h - 4}"/>',
            f'<rect x="{w - wall - 2}" y="2" width="{wall}" height="{h - 4}"/>', "</g>"]
    # masonry courses on the walls: pattern, not shading
    body.append(f'<g stroke="{STONE_DARK}" stroke-width="1.4">')
    for y in range(30, h - 20, 14):
        body.append(f'<path d="M4 {y} L{wall} {y} M{w - wall} {y} L{w - 4} {y}"/>')
    for x in range(30, w - 20, 14):
        body.append(f'<path d="M{x} 4 L{x} {wall} M{x} {h - wall} L{x} {h - 4}"/>')
    body.append("</g>")
    for lane in (1, 2, 3):  # a gatehouse facing each gate lane, standing out of the wall by GATEHOUSE
        y0 = lane * 160
        body.append(f'<rect x="{w - 30}" y="{y0 + 40}" width="28" height="80" fill="{ROOF}" stroke="{INK}" '
                    f'stroke-width="3"/>')
        body.append(f'<path d="M{w - 30} {y0 + 40} L{w - 16} {y0 + 56} L{w - 16} {y0 + 104} L{w - 30} {y0 + 120} '
                    f'M{w - 2} {y0 + 40} L{w - 16} {y0 + 56} M{w - 2} {y0 + 120} L{w - 16} {y0 + 104}" '
                    f'fill="none" stroke="{STONE}" stroke-width="2"/>')
        body.append(f'<rect x="{w - 8}" y="{y0 + 58}" width="8" height="44" fill="{WOOD_DARK}" stroke="{INK}" '
                    f'stroke-width="2"/>')
    for x, y in ((0, 0), (0, h - 44), (w - 44, 0), (w - 44, h - 44)):  # corner towers, roofs from above
        body.append(f'<rect x="{x + 2}" y="{y + 2}" width="40" height="40" fill="{ROOF}" stroke="{INK}" '
                    f'stroke-width="3"/>')
        body.append(f'<path d="M{x + 2} {y + 2} L{x + 42} {y + 42} M{x + 42} {y + 2} L{x + 2} {y + 42}" '
                    f'stroke="{STONE}" stroke-width="2"/>')
    return svg(w, h, "The castle from above: walls, three gates towards the field, corner towers.", body)


def eave(cx: float, y: float, half: float, depth: float) -> str:
    """A curved tile roof seen from the front, its eaves turned up at the ends."""
    d = (f"M{fmt(cx - half - 6)} {fmt(y + depth - 4)} Q{fmt(cx - half)} {fmt(y + depth)} {fmt(cx - half + 10)} "
         f"{fmt(y + depth)} L{fmt(cx + half - 10)} {fmt(y + depth)} Q{fmt(cx + half)} {fmt(y + depth)} "
         f"{fmt(cx + half + 6)} {fmt(y + depth - 4)} L{fmt(cx + half * 0.55)} {fmt(y)} L{fmt(cx - half * 0.55)} "
         f"{fmt(y)} Z")
    return f'<path d="{d}" fill="{ROOF}" stroke="{INK}" stroke-width="2.6" stroke-linejoin="round"/>'


def castle_keep() -> str:
    """The keep (天守) drawn upright, as old maps draw a castle: a stone base, white walls under
    three tiers of dark tile roofs, gold ornaments on the ridge."""
    cx = 60
    body = [f'<path d="M8 150 L22 112 L98 112 L112 150 Z" fill="{STONE}" stroke="{INK}" stroke-width="3"/>',
            f'<g stroke="{STONE_DARK}" stroke-width="1.5">']
    for y in (122, 132, 142):
        body.append(f'<path d="M{fmt(22 - (y - 112) * 0.36)} {y} L{fmt(98 + (y - 112) * 0.36)} {y}"/>')
    body.append("</g>")
    tiers = ((112, 40, 26), (80, 32, 22), (52, 24, 18))  # (walls' bottom, half width, height)
    for k, (bottom, half, high) in enumerate(tiers):
        body.append(f'<rect x="{cx - half + 4}" y="{bottom - high}" width="{2 * half - 8}" height="{high}" '
                    f'fill="{PAPER}" stroke="{INK}" stroke-width="2.4"/>')
        for i in range(-1, 2):  # windows
            body.append(f'<rect x="{cx + i * half * 0.5 - 3}" y="{bottom - high + high * 0.35:.1f}" width="6" '
                        f'height="{high * 0.4:.1f}" fill="{INK}"/>')
        body.append(eave(cx, bottom - high - 10, half + 4, 12))
    body.append(f'<path d="M{cx - 15} 24 L{cx} 8 L{cx + 15} 24 Z" fill="{ROOF}" stroke="{INK}" stroke-width="2.4"/>')
    for x in (cx - 17, cx + 17):  # shachihoko on the ridge: the one gold
        body.append(f'<path d="M{x} 24 q{-3 if x < cx else 3} -10 0 -14 q{4 if x < cx else -4} 4 2 14 Z" '
                    f'fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>')
    body.append(f'<path d="M{cx - 12} 150 L{cx - 12} 134 Q{cx} 124 {cx + 12} 134 L{cx + 12} 150 Z" '
                f'fill="{WOOD_DARK}" stroke="{INK}" stroke-width="2.4"/>')
    return svg(120, 150, "The keep 天守: stone base, white walls, three roofs, gold ornaments.", body)


# -- icons -------------------------------------------------------------------------------------

def icon_garrison() -> str:
    """The garrison: two crossed spears behind a soldier's round hat (jingasa)."""
    body = [f'<g stroke="{INK}" stroke-width="4" stroke-linecap="round">',
            '<path d="M12 58 L52 10 M52 58 L12 10"/>', "</g>",
            f'<path d="M52 10 l-9 3 l6 5 Z M12 10 l9 3 l-6 5 Z" fill="{PAPER}" stroke="{INK}" stroke-width="2"/>',
            f'<path d="M8 44 Q32 14 56 44 Z" fill="{RED}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>',
            f'<path d="M20 40 Q32 24 44 40" fill="none" stroke="{GOLD}" stroke-width="2.5"/>',
            f'<circle cx="32" cy="26" r="3" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>']
    return svg(64, 64, "Garrison 守軍: crossed spears and a soldier's hat.", body)


def icon_provisions() -> str:
    """Provisions: a rice bale (tawara) bound with straw rope."""
    body = [f'<rect x="6" y="16" width="52" height="34" rx="16" fill="{OCHRE_LIGHT}" stroke="{INK}" '
            f'stroke-width="3"/>',
            f'<ellipse cx="12" cy="33" rx="6" ry="15" fill="{OCHRE}" stroke="{INK}" stroke-width="2.5"/>',
            f'<ellipse cx="52" cy="33" rx="6" ry="15" fill="{OCHRE}" stroke="{INK}" stroke-width="2.5"/>',
            f'<g stroke="{WOOD_DARK}" stroke-width="3">', '<path d="M24 17 L24 49 M40 17 L40 49"/>', "</g>",
            f'<path d="M18 33 L46 33" stroke="{INK}" stroke-width="1.2" stroke-dasharray="3 3"/>']
    return svg(64, 64, "Provisions 兵糧: a rice bale bound with rope.", body)


# -- dice --------------------------------------------------------------------------------------

PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


def die(value: int) -> str:
    """A bone-white die face, ink rim, ink pips; the one pip large and vermilion, as Japanese dice have it."""
    body = [f'<rect x="3" y="3" width="58" height="58" rx="11" fill="{PAPER}" stroke="{INK}" stroke-width="4"/>',
            f'<rect x="9" y="9" width="46" height="46" rx="7" fill="none" stroke="{CREAM}" stroke-width="2"/>']
    for dx, dy in PIPS[value]:
        if value == 1:
            body.append(f'<circle cx="32" cy="32" r="11" fill="{RED}" stroke="{INK}" stroke-width="2"/>')
        else:
            body.append(f'<circle cx="{32 + dx * 15}" cy="{32 + dy * 15}" r="5.5" fill="{INK}"/>')
    return svg(64, 64, f"Die face {value}.", body)


def pictures() -> dict[str, str]:
    out = {"field_ground": field_ground(), "field_landscape": field_landscape(), "field_palisade": palisade(), "table_planks": table_planks(),
           "terrain_forest": terrain_forest(), "terrain_hill": terrain_hill(), "terrain_river": terrain_river(),
           "castle_walls": castle_walls(), "castle_keep": castle_keep(),
           "icon_garrison": icon_garrison(), "icon_provisions": icon_provisions()}
    out.update({f"die_{v}": die(v) for v in range(1, 7)})
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "art" / "himefuda")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in pictures().items():
        (args.out / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(pictures())} pictures to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
