"""3KingdomsBattle's landscape pictures, drawn upright on the turning tiles (tile_shapes.HILLS, PINES,
HALLS): mountains in the blue-green manner (青綠山水), pines, and the cities' halls.

A mountain is painted as the masters layered it: mineral azurite (石青) on the upper cone, malachite
(石綠) over the middle slopes, ochre (赭石) on the lower slopes, each a flat field with a wavy edge
(woodblock: pattern, not shading), a gold line (泥金) along each ridge, texture strokes (皴) and moss
dots (苔點) as pattern, one bold even ink outline, and a band of white cloud (雲氣) drifting across.
Each form is its own landform, not a stamp: its peaks' profiles are drawn from a generator seeded by
the form's name, so the same name always writes the same bytes.

Imported by tools/three_kingdoms_art.py (all_pictures).
"""
from __future__ import annotations

import math
import random
import zlib

from client.games.three_kingdoms.landforms import ASPECT, small_picture
from three_kingdoms_art import GOLD, HALL, INK, OCHRE, OCHRE_DEEP, _n, svg

AZURITE = "#2366a8"  # 石青, the upper cones
AZURITE_DEEP = "#17497c"  # its texture strokes
MALACHITE = "#2f9a72"  # 石綠, the middle slopes, deeper than the plain so a mountain stands out of it
MALACHITE_DEEP = "#2b7352"
SLOPE = "#b7874a"  # 赭石, the lower slopes
MIST = "#e2e4d6"  # the cloud: a grey-green mist, quieter than the paper, so it lies over the mountains softly
MIST_OPACITY = 0.8  # the peaks show faintly through it
MIST_EDGE = "#8fb3c9"  # its thin blue-grey rim
FOOT = 90  # where a mountain stands, in its 100-unit picture

# per form: its peaks back to front as (centre, half foot width, height, profile), and the height of
# its cloud band as a share of the picture (None: no cloud). Profiles: "peak" pointed, "needle" steep,
# "dome" rounded, "mesa" flat-topped with cliffs.
HILL_FORMS = {
    "hill_tall": (((50, 40, 0.80, "peak"), (24, 24, 0.44, "dome"), (76, 22, 0.52, "peak")), 0.46),
    "hill_twin": (((34, 30, 0.72, "peak"), (66, 30, 0.60, "peak"), (50, 24, 0.28, "dome")), 0.40),
    "hill_spire": (((52, 16, 0.86, "needle"), (32, 14, 0.62, "needle"), (72, 14, 0.50, "needle"),
                    (48, 36, 0.30, "dome")), 0.36),
    "hill_range": (((30, 28, 0.48, "dome"), (60, 32, 0.60, "peak"), (84, 16, 0.36, "dome"),
                    (16, 16, 0.30, "dome")), 0.30),
    "hill_mesa": (((54, 36, 0.58, "mesa"), (22, 20, 0.36, "peak"), (78, 18, 0.30, "dome")), 0.3),
    "hill_low": (((40, 34, 0.40, "dome"), (70, 26, 0.30, "dome")), None),
}


def _rng(name: str) -> random.Random:
    return random.Random(zlib.crc32(name.encode()))


def _profile(kind: str, u: float) -> float:
    """The peak's height (0–1) at ``u`` (−1 its left foot, 0 its summit, 1 its right foot)."""
    a = abs(u)
    if kind == "needle":
        return (1 - a) ** 0.75
    if kind == "dome":
        return math.cos(a * math.pi / 2) ** 1.2
    if kind == "mesa":
        return min(1.0, 2.4 * (1 - a) ** 1.3)
    return (1 - a) ** 1.25


def _ridge(rng: random.Random, cx: float, half: float, height: float, kind: str) -> list[tuple[float, float]]:
    """The peak's skyline from its left foot to its right: leaning, stepped with rocky shoulders
    (seeded)."""
    lean = rng.uniform(-0.2, 0.2)
    steps = [(rng.uniform(0.06, 0.12), rng.uniform(7, 11), rng.uniform(0, 6.3)) for _ in range(2)]
    out = []
    n = 32
    for i in range(n + 1):
        u = -1 + 2 * i / n
        v = (u - lean) / (1 - lean) if u > lean else (u - lean) / (1 + lean)  # the summit off-centre
        h = _profile(kind, v)
        if 0.08 < abs(v) < 0.9:  # shoulders: the skyline dips and rises again down each side
            h *= 1 - sum(a * abs(math.sin(f * v + p)) for a, f, p in steps)
        out.append((cx + u * half, FOOT - height * 100 * h))
    return out


def _smooth(points) -> str:
    """A smooth path through ``points`` (quadratics through the midpoints)."""
    (x0, y0), *rest = points
    d = f"M{_n(x0)},{_n(y0)}"
    for (ax, ay), (bx, by) in zip(points[1:-1], points[2:]):
        d += f" Q{_n(ax)},{_n(ay)} {_n((ax + bx) / 2)},{_n((ay + by) / 2)}"
    return d + f" L{_n(points[-1][0])},{_n(points[-1][1])}"


def _inset(ridge, share: float, wobble) -> list[tuple[float, float]]:
    """The skyline lowered ``share`` of its height above the foot at each place (and wobbled): the
    edge of a nested layer, echoing the peak's own shape as the painters' contours do."""
    return [(x, min(FOOT, y + (FOOT - y) * share + wobble(x))) for x, y in ridge]


def _field(edge) -> str:
    """A flat field from ``edge`` down to the foot."""
    return _smooth(edge) + f" L{_n(edge[-1][0])},{FOOT} L{_n(edge[0][0])},{FOOT} Z"


def _peak(rng: random.Random, cx: float, half: float, height: float, kind: str, simple: bool = False) -> list[str]:
    ridge = _ridge(rng, cx, half, height, kind)
    outline = _smooth(ridge) + " Z"
    phase = rng.uniform(0, 6.3)
    wobble = lambda x: 2.2 * math.sin(x * 0.35 + phase)  # noqa: E731
    green, ochre = _inset(ridge, rng.uniform(0.34, 0.44), wobble), _inset(ridge, 0.72, wobble)
    out = [f'<path d="{outline}" fill="{AZURITE}"/>', f'<path d="{_field(green)}" fill="{MALACHITE}"/>',
           f'<path d="{_field(ochre)}" fill="{SLOPE}"/>']
    summit = min(range(len(ridge)), key=lambda i: ridge[i][1])
    # the rock's fold: a gold line (泥金) falling from the summit down its lit left side, and a gold
    # line along the crest
    sx, sy = ridge[summit]
    flank = ridge[summit::-1]
    fold = []
    for t in (0.1, 0.3, 0.5, 0.7):
        y = sy + (FOOT - sy) * t
        edge = next((x for x, fy in flank if fy >= y), flank[-1][0])
        fold.append((sx + (edge - sx) * (0.35 + 0.15 * t), y))
    if not simple:
        out.append(f'<path d="{_smooth(fold)}" fill="none" stroke="{GOLD}" stroke-width="1.8" stroke-linecap="round"/>')
    crest = [(x, y + 2.2) for x, y in ridge[max(1, summit - 7):summit + 8] if y + 5 < FOOT]
    out.append(f'<path d="{_smooth(crest)}" fill="none" stroke="{GOLD}" stroke-width="2.2" '
               f'stroke-linecap="round" stroke-linejoin="round"/>')
    if simple:  # small on the table: flat fields, the gold crest and one ink outline, nothing finer
        return out + [f'<path d="{outline}" fill="none" stroke="{INK}" stroke-width="2.4" stroke-linejoin="round"/>']
    # pattern, not shading: axe-cut strokes (斧劈皴) on the blue, moss dots (苔點) on the green's upper
    # edge, hatching on the ochre
    for i in range(3, len(ridge) - 3, 6):
        (x, y), gy = ridge[i], green[i][1]
        if gy - y > 9:
            side = -1 if i < summit else 1
            out.append(f'<path d="M{_n(x - side * 2)},{_n(y + 4)} l{_n(side * 2.5)},{_n((gy - y) * 0.55)}" '
                       f'stroke="{AZURITE_DEEP}" stroke-width="1.7" stroke-linecap="round"/>')
    for i in range(3, len(ridge) - 3, 9):
        (x, gy), oy = green[i], ochre[i][1]
        if oy - gy > 6:
            out.append(f'<circle cx="{_n(x)}" cy="{_n(gy + 3)}" r="0.9" fill="{INK}"/>')
        if FOOT - oy > 7:
            out.append(f'<path d="M{_n(x + 1)},{_n(oy + 3)} l-2.5,4" stroke="{OCHRE_DEEP}" stroke-width="1.3" '
                       f'stroke-linecap="round"/>')
    out.append(f'<path d="{outline}" fill="none" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>')
    return out


def cloud(x0: float, x1: float, y: float, thick: float) -> list[str]:
    """A drifting white cloud (流雲) from ``x0`` to ``x1`` at ``y``: a round head with a curl (如意) rolled
    in it, lobes shrinking along its back, a tail drawn out thin, in a thin blue-grey rim."""
    body = x1 - x0 - thick
    widths = [0.7 ** k for k in range(4)]
    widths = [w * body / sum(widths) for w in widths]
    tail_y = y - thick * 0.2
    d = f"M{_n(x1)},{_n(tail_y)} Q{_n(x0 + body * 0.5)},{_n(y + thick * 1.25)} {_n(x0 + thick)},{_n(y + thick)}" \
        f" a{_n(thick)},{_n(thick)} 0 0 1 0,{_n(-thick * 2)}"
    top = y - thick
    for k, w in enumerate(widths):
        nxt = top + (tail_y - (y - thick)) * w / body * 1.0
        d += f" a{_n(w / 2)},{_n(thick * (0.75 - 0.12 * k))} 0 0 1 {_n(w)},{_n(nxt - top)}"
        top = nxt
    d += " Z"
    r = thick * 0.55
    curl = (f"M{_n(x0 + thick * 1.6)},{_n(y + thick * 0.2)} a{_n(r)},{_n(r)} 0 1 0 {_n(-r * 1.2)},{_n(-r * 1.3)} "
            f"a{_n(r * 0.5)},{_n(r * 0.5)} 0 1 0 {_n(r * 0.9)},{_n(r * 0.2)}")
    return [f'<path d="{d}" fill="{MIST}" fill-opacity="{MIST_OPACITY}" stroke="{MIST_EDGE}" stroke-width="1.4" stroke-linejoin="round"/>',
            f'<path d="{curl}" fill="none" stroke="{MIST_EDGE}" stroke-width="1.3" stroke-linecap="round"/>']


def hill_svg(name: str, simple: bool = False) -> str:
    """One of HILL_FORMS: its peaks back to front on a low ochre bank, a cloud band across.
    ``simple``: the same forms for a small tile, without texture strokes and with a slimmer cloud."""
    peaks, mist = HILL_FORMS[name]
    rng = _rng(name)
    left = min(cx - half for cx, half, _h, _k in peaks)
    right = max(cx + half for cx, half, _h, _k in peaks)
    body = [f'<path d="M{_n(left - 2)},{FOOT} Q{_n((left + right) / 2)},{FOOT + 9} {_n(right + 2)},{FOOT} Z" '
            f'fill="{OCHRE}" stroke="{INK}" stroke-width="2.4" stroke-linejoin="round"/>']
    for cx, half, height, kind in peaks:
        body += _peak(rng, cx, half, height, kind, simple)
    if mist is not None:
        y = FOOT - mist * 100
        span = (right - left) * (0.5 if simple else 0.7)
        x0 = max(3.0, min(97 - span, left + (right - left) * (0.05 if zlib.crc32(name.encode()) % 2 else 0.35)))
        body += cloud(x0, x0 + span, y, 4.2 if simple else 5.5)
    return _cropped(body, ASPECT[name])


def _cropped(body: list[str], aspect: float) -> str:
    """A 100-unit-square drawing standing on FOOT, cut to ``aspect`` (its height over its width) from
    the top: a low form's picture is wide, so it stands as large as the plain allows."""
    h = round(100 * aspect)
    return svg([f'<g transform="translate(0,{h - 100})">'] + body + ["</g>"], 100, h)


def _pine(x: float, foot: float, height: float, lean: float, simple: bool = False) -> list[str]:
    """One pine (松): a crooked trunk holding out branches, each ending in a flat clump of needles
    scalloped underneath, alternately left and right, deep malachite in ink, lit along the top."""
    top = foot - height
    tip = (x + lean * 3, top + 6)
    trunk = f"M{_n(x)},{_n(foot)} Q{_n(x + lean * 8)},{_n(foot - height * 0.5)} {_n(tip[0])},{_n(tip[1])}"
    out = [f'<path d="{trunk}" fill="none" stroke="{INK}" stroke-width="6.5" stroke-linecap="round"/>',
           f'<path d="{trunk}" fill="none" stroke="{OCHRE_DEEP}" stroke-width="3.2" stroke-linecap="round"/>']
    clumps = []
    for k, (dy, rx) in enumerate(((0.1, 0.26), (0.36, 0.36), (0.62, 0.32))):
        side = (-1) ** k if lean >= 0 else -(-1) ** k
        bx, by = x + lean * (3 + 5 * (1 - dy)), top + height * dy * 0.85 + 6
        r = height * rx
        cx = bx + side * r * (0.55 if k else 0.1)
        clumps.append((bx, by, cx, by - 2, r))
    for bx, by, cx, cy, _r in clumps[1:]:  # the branches under the clumps
        out += [f'<path d="M{_n(bx)},{_n(by + 4)} L{_n(cx)},{_n(cy + 1)}" stroke="{INK}" stroke-width="4.5" '
                f'stroke-linecap="round"/>']
    for _bx, _by, cx, cy, r in clumps:
        t = r * 0.22  # a clump is flat: a layer of needles, bumped along its top, straight beneath
        bumps = "".join(f" a{_n(r / 3)},{_n(t * 0.9)} 0 0 1 {_n(r * 2 / 3)},0" for _ in range(3))
        out += [f'<path d="M{_n(cx - r)},{_n(cy + t)} q{_n(-t * 0.4)},{_n(-t)} 0,{_n(-t * 1.2)}{bumps} '
                f'q{_n(t * 0.4)},{_n(t * 0.2)} 0,{_n(t * 1.2)} Q{_n(cx)},{_n(cy + t * 1.6)} {_n(cx - r)},{_n(cy + t)} Z" '
                f'fill="{MALACHITE_DEEP}" stroke="{INK}" stroke-width="2.6" stroke-linejoin="round"/>']
        if not simple:  # the needles' lit top, too fine for a small tile
            out.append(f'<path d="M{_n(cx - r * 0.6)},{_n(cy - t * 0.2)} L{_n(cx + r * 0.6)},{_n(cy - t * 0.2)}" '
                       f'stroke="{MALACHITE}" stroke-width="2" stroke-linecap="round" stroke-dasharray="5 3"/>')
    return out


def pine_svg(group: bool, simple: bool = False) -> str:
    """Pines on a rock: a group of three of unequal height (``group``), or one leaning over
    (``simple``: for a small tile, without the needles' lit tops)."""
    body = [f'<path d="M14,{FOOT} Q20,{FOOT - 10} 42,{FOOT - 9} Q70,{FOOT - 12} 86,{FOOT} Q50,{FOOT + 7} 14,{FOOT} Z" '
            f'fill="{SLOPE}" stroke="{INK}" stroke-width="2.6" stroke-linejoin="round"/>']
    trees = ((40, 68, -0.5), (60, 54, 0.4), (76, 38, 0.8)) if group else ((46, 74, 1.2),)
    for x, height, lean in trees:
        body += _pine(x, FOOT - 6, height, lean, simple)
    return svg(body, 100, 100)


def _roof(x: float, y: float, w: float, colour: str) -> str:
    """A hipped roof with upturned eaves, its ridge at ``y``, ``w`` wide at the eaves."""
    return (f'<path d="M{_n(x - w / 2)},{_n(y + w * 0.2)} Q{_n(x - w * 0.38)},{_n(y + w * 0.28)} '
            f'{_n(x - w * 0.34)},{_n(y + w * 0.22)} L{_n(x - w * 0.22)},{_n(y)} L{_n(x + w * 0.22)},{_n(y)} '
            f'L{_n(x + w * 0.34)},{_n(y + w * 0.22)} Q{_n(x + w * 0.38)},{_n(y + w * 0.28)} {_n(x + w / 2)},'
            f'{_n(y + w * 0.2)} Z" fill="{colour}" stroke="{INK}" stroke-width="3.4" stroke-linejoin="round"/>')


def _front(x: float, y: float, w: float, h: float) -> list[str]:
    """A hall's vermilion front with its ink door."""
    return [f'<rect x="{_n(x - w / 2)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" fill="{HALL}" '
            f'stroke="{INK}" stroke-width="3.4"/>',
            f'<rect x="{_n(x - w * 0.12)}" y="{_n(y + h * 0.35)}" width="{_n(w * 0.24)}" height="{_n(h * 0.65)}" '
            f'fill="{INK}"/>']


ROOF = "#1d4f7c"  # indigo roofs
ROOF_RED = "#a8432f"  # a lesser roof in vermilion tile


def hall_svg(grand: bool) -> str:
    """A city's hall: ``grand`` a palace with two eaves and a gold ridge (a city over several edges),
    else a plain hall under one indigo roof (a city cap or a town)."""
    if not grand:
        return svg(_front(50, 56, 64, 30) + [_roof(50, 30, 92, ROOF)], 100, 100)
    body = [f'<rect x="8" y="80" width="84" height="10" fill="#b9ae96" stroke="{INK}" stroke-width="3"/>']
    body += _front(50, 60, 70, 20)
    body += [_roof(50, 44, 96, ROOF), *_front(50, 30, 40, 14), _roof(50, 14, 66, ROOF),
             f'<path d="M37,14 L63,14" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>']
    return svg(body, 100, 100)


def houses_svg() -> str:
    """Two houses side by side, vermilion-tiled and indigo, the lesser buildings of a city."""
    body = _front(30, 60, 40, 22) + [_roof(30, 42, 56, ROOF_RED)] + _front(70, 66, 36, 20) + [_roof(70, 50, 50, ROOF)]
    return svg(body, 100, 100)


def banner_svg() -> str:
    """A city's banner pole (旗): a tall dark pole on a stone foot, a gold finial, a long vermilion cloth
    hanging from a cross-bar, its swallow-tail foot cut in, an ink sign-band across it."""
    body = [f'<ellipse cx="50" cy="92" rx="15" ry="5" fill="#b9ae96" stroke="{INK}" stroke-width="3"/>',
            f'<path d="M50,92 L50,10" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>',
            f'<path d="M50,90 L50,12" stroke="#5a3a22" stroke-width="3.4" stroke-linecap="round"/>',
            f'<path d="M50,18 L84,18" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>',
            f'<path d="M54,20 L82,20 L82,66 L68,58 L54,66 Z" fill="{HALL}" stroke="{INK}" stroke-width="3.4" '
            f'stroke-linejoin="round"/>',
            f'<path d="M54,30 L82,30" stroke="{GOLD}" stroke-width="3"/>',
            f'<circle cx="50" cy="9" r="5" fill="{GOLD}" stroke="{INK}" stroke-width="2.4"/>']
    return svg(body, 100, 100)


def landscape_pictures() -> dict[str, str]:
    out = {name: hill_svg(name) for name in HILL_FORMS}
    out.update({small_picture(name): hill_svg(name, True) for name in HILL_FORMS})
    out["pine"], out["pine_lean"] = pine_svg(True), pine_svg(False)
    out[small_picture("pine")], out[small_picture("pine_lean")] = pine_svg(True, True), pine_svg(False, True)
    out["hall"], out["hall_grand"], out["houses"] = hall_svg(False), hall_svg(True), houses_svg()
    out["banner"] = banner_svg()
    return out
