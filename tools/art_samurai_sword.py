"""Write Samurai Sword's pictures: ``assets/art/samurai_sword/<id>.svg`` for the 12 characters, the
4 roles and the 25 play cards, named by the ids the rules use (client/games/samurai_sword/content.py),
the ``icon_*`` glyphs of the cards' icon row (reach, damage, resilience…) and the wooden ``table``.

    python tools/art_samurai_sword.py        # rewrites the 41 pictures and the icons

The SVG files are the data the program reads (client/render/art.py draws them); this script is
how they were made, so a change to one picture is a change here and a rerun. The look is a
woodblock print: flat fields of the pigments in client/render/palette.py, one bold ink outline,
pattern instead of shading. Every picture is 120×100 (the card's picture window). Every card
tells itself apart at a glance: a character is a figure of their own (a face in a few ukiyo-e
strokes, their pose, garment and weapon, a ground and a kamon crest), a weapon has a scene of its
own (the ground, the angle, a hand, a second thing: a petal, geese, a target), and so do the
properties and actions. A character's head and weapon sit in the band y 8–66, which the seat's
small character card shows.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.render.palette import PIGMENTS, SUMI, hex_colour  # noqa: E402
from client.games.samurai_sword.table_map import WOOD_POWER, oval_point  # noqa: E402

OUT = ROOT / "assets" / "art" / "samurai_sword"
W, H = 120, 100
INK = hex_colour(SUMI)
P = {name: hex_colour(rgb) for name, rgb in PIGMENTS.items()}
LINE = 2.6  # the one ink weight of a card picture


# -- primitives ---------------------------------------------------------------------------------------
def shape(d: str, fill: str, stroke: bool = True, width: float = LINE, opacity: float = 1.0) -> str:
    s = f' stroke="{INK}" stroke-width="{width}" stroke-linejoin="round" stroke-linecap="round"' if stroke else ""
    o = f' opacity="{opacity}"' if opacity < 1 else ""
    return f'<path d="{d}" fill="{P.get(fill, fill)}"{s}{o}/>'


def line(d: str, colour: str = "sumi", width: float = LINE, opacity: float = 1.0) -> str:
    o = f' opacity="{opacity}"' if opacity < 1 else ""
    return (f'<path d="{d}" fill="none" stroke="{P.get(colour, colour)}" stroke-width="{width}" '
            f'stroke-linecap="round" stroke-linejoin="round"{o}/>')


def circle(cx, cy, r, fill, stroke=True, width=LINE, opacity=1.0) -> str:
    s = f' stroke="{INK}" stroke-width="{width}"' if stroke else ""
    o = f' opacity="{opacity}"' if opacity < 1 else ""
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{P.get(fill, fill)}"{s}{o}/>'


def ring(cx, cy, r, colour="sumi", width=LINE, opacity=1.0) -> str:
    o = f' opacity="{opacity}"' if opacity < 1 else ""
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none" stroke="{P.get(colour, colour)}" '
            f'stroke-width="{width}"{o}/>')


def ellipse(cx, cy, rx, ry, fill, stroke=True, width=LINE, rotate=0.0) -> str:
    s = f' stroke="{INK}" stroke-width="{width}"' if stroke else ""
    t = f' transform="rotate({rotate} {cx} {cy})"' if rotate else ""
    return f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{P.get(fill, fill)}"{s}{t}/>'


def poly(points, fill, stroke=True, width=LINE) -> str:
    d = "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in points) + " Z"
    return shape(d, fill, stroke, width)


def star(cx, cy, r_out, r_in, n, turn=0.0):
    pts = []
    for k in range(2 * n):
        r = r_out if k % 2 == 0 else r_in
        a = math.radians(turn + 180 * k / n - 90)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# -- grounds and patterns -----------------------------------------------------------------------------
def field(colour: str) -> str:
    return f'<rect x="0" y="0" width="{W}" height="{H}" fill="{P[colour]}"/>'


def seigaiha(colour: str, y0: float, opacity: float = 0.45, r: float = 9) -> str:
    rows = []
    y, k = y0, 0
    while y < H + r:
        x = -r if k % 2 else 0
        d = ""
        while x < W + r:
            d += f"M{x - r:.1f} {y:.1f} a{r} {r} 0 0 1 {2 * r} 0 M{x - r * 0.55:.1f} {y:.1f} a{r * 0.55:.1f} {r * 0.55:.1f} 0 0 1 {r * 1.1:.1f} 0 "
            x += 2 * r
        rows.append(line(d, colour, 1.2, opacity))
        y += r * 0.55
        k += 1
    return "".join(rows)


def asanoha(colour: str, opacity: float = 0.3, s: float = 20) -> str:
    d = ""
    h = s * math.sqrt(3) / 2
    for row in range(-1, int(H / h) + 2):
        for col in range(-1, int(W / s) + 2):
            x = col * s + (s / 2 if row % 2 else 0)
            y = row * h
            cx, cy = x + s / 2, y + h / 3
            for px, py in ((x, y), (x + s, y), (x + s / 2, y + h)):
                d += f"M{cx:.1f} {cy:.1f} L{px:.1f} {py:.1f} "
            d += f"M{x:.1f} {y:.1f} L{x + s:.1f} {y:.1f} L{x + s / 2:.1f} {y + h:.1f} Z "
    return line(d, colour, 0.9, opacity)


def kasumi(colour: str, bands, opacity: float = 0.55) -> str:
    """Bands of mist, the woodblock printer's way to frame a scene."""
    out = ""
    for x, y, w in bands:
        out += shape(f"M{x + 4} {y} h{w - 8} a4 4 0 0 1 0 8 h-{w - 8} a4 4 0 0 1 0 -8 Z", colour, False,
                     opacity=opacity)
    return out


def stripes(colour: str, opacity=0.25, step=8) -> str:
    d = "".join(f"M{x} 0 L{x - 40} {H} " for x in range(0, W + 60, step))
    return line(d, colour, 2.2, opacity)


def dots(colour: str, opacity=0.35, step=10) -> str:
    out = ""
    for row, y in enumerate(range(4, H, step)):
        for x in range(4 + (step // 2 if row % 2 else 0), W, step):
            out += circle(x, y, 1.3, colour, False, opacity=opacity)
    return out


def frame() -> str:
    return f'<rect x="1.3" y="1.3" width="{W - 2.6}" height="{H - 2.6}" fill="none" stroke="{INK}" stroke-width="{LINE}"/>'


# -- grounds by kind --------------------------------------------------------------------------------------
def property_ground() -> str:
    return field("ai") + asanoha("asagi", 0.55)


def action_ground() -> str:
    return field("washi") + kasumi("kuchiba", ((-6, 8, 54), (70, 14, 60), (-4, 84, 70), (84, 78, 44)))


# -- weapons -------------------------------------------------------------------------------------------------
def blade_path(length: float, width: float, curve: float) -> str:
    """A curved single-edged blade from (0,0) along +x: the back straight-ish, the edge curved."""
    L, w, c = length, width, curve
    return (f"M0 {-w / 2} Q{L * 0.5} {-w / 2 - c} {L} {-c * 1.4} "
            f"Q{L - w * 0.6} {w * 0.2 - c} {L - w * 1.4} {w / 2 - c * 0.6} Q{L * 0.5} {w / 2 - c} 0 {w / 2} Z")


def sword(x, y, angle, blade_len, handle_len, width=6.0, curve=2.5, handle="sumi", tsuba="kin", blade="washi",
          wrap=True) -> str:
    """A Japanese sword, its tsuba at (x, y), the blade along ``angle`` degrees."""
    body = shape(blade_path(blade_len, width, curve), blade)
    body += line(f"M{blade_len * 0.1} {-curve * 0.4 + width * 0.12} Q{blade_len * 0.5} {-curve * 0.9} "
                 f"{blade_len * 0.9} {-curve * 1.2}", "sumi", 0.8, 0.6)
    body += shape(f"M{-handle_len} {-width * 0.48} L-2 {-width * 0.55} L-2 {width * 0.55} L{-handle_len} {width * 0.48} Z",
                  handle)
    if wrap:
        d = ""
        step = width * 1.1
        k = -2 - step
        while k > -handle_len + step * 0.5:
            d += f"M{k} {-width * 0.45} L{k - step / 2} 0 L{k} {width * 0.45} "
            k -= step
        body += line(d, "washi", 1.1)
    body += ellipse(-1, 0, 2.2, width * 1.1, tsuba)
    return f'<g transform="translate({x} {y}) rotate({angle})">{body}</g>'


def pole(x1, y1, x2, y2, width, fill="kuchiba") -> str:
    dx, dy = x2 - x1, y2 - y1
    n = math.hypot(dx, dy)
    nx, ny = -dy / n * width / 2, dx / n * width / 2
    return poly([(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)], fill)


def grip(x, y, angle=0.0, sleeve: str | None = None, s=1.0) -> str:
    """A fist closed round a shaft that runs through (x, y) along ``angle``; the arm (a ``sleeve`` of
    that pigment) comes in from below the shaft."""
    arm = shape(f"M{-6 * s} {4 * s} L{-10 * s} {40 * s} L{10 * s} {40 * s} L{6 * s} {4 * s} Z", sleeve) if sleeve else ""
    hand = shape(f"M{-5.5 * s} {-6 * s} Q0 {-7.5 * s} {5.5 * s} {-6 * s} L{6 * s} {6 * s} Q0 {7.5 * s} {-6 * s} {6 * s} Z",
                 "kinari", True, 2)
    fingers = line(f"M{-1.9 * s} {-6.4 * s} L{-1.9 * s} {2 * s} M{1.9 * s} {-6.4 * s} L{1.9 * s} {2 * s}", "sumi", 1.1)
    return f'<g transform="translate({x} {y}) rotate({angle})">{arm}{hand}{fingers}</g>'


def petal(x, y, rotate=0, fill="washi", r=1.0) -> str:
    return ellipse(x, y, round(2.6 * r, 1), round(4 * r, 1), fill, True, 1.2, rotate=rotate) + \
        circle(x, y, 0.8 * r, "shu", False)


def maple(x, y, r, rotate=0, fill="shu") -> str:
    pts = star(0, 0, r, r * 0.42, 5, 0)
    body = poly(pts, fill, True, 1.2) + line(f"M0 0 L0 {r * 1.3:.1f}", "sumi", 1.2)
    return f'<g transform="translate({x} {y}) rotate({rotate})">{body}</g>'


def cloud(x, y, s=1.0, fill="washi") -> str:
    """A woodblock cloud: a flat base and three round billows."""
    return shape(f"M{x} {y} q{2 * s} {-9 * s} {10 * s} {-6 * s} q{4 * s} {-9 * s} {13 * s} {-4 * s} "
                 f"q{9 * s} {-3 * s} {9 * s} {6 * s} q{5 * s} 0 {4 * s} {4 * s} Z", fill, True, 1.6)


def mountains(far="asagi", near="ai", snow=True) -> str:
    out = shape("M-4 74 L22 48 L36 60 L58 30 L80 56 L94 44 L124 72 L124 100 L-4 100 Z", far)
    if snow:
        out += shape("M50 40 L58 30 L66 40 L62 38 L58 42 L54 38 Z", "washi", True, 1.4)
    return out + shape("M-4 86 Q30 70 56 82 Q86 94 124 78 L124 100 L-4 100 Z", near)


def bo() -> str:
    """The plain staff, held level in both fists, in autumn: maple leaves falling."""
    ground = field("kuchiba") + "".join(maple(x, y, r, a) for x, y, r, a in
                                        ((16, 18, 7, 10), (98, 14, 6, -20), (78, 84, 7, 30), (30, 82, 5, -40),
                                         (108, 60, 5, 60)))
    staff = '<g transform="rotate(-8 60 50)">' + shape("M4 46 h112 v8 h-112 Z", "sumi") + \
        line("M8 48.5 h104", "kuchiba", 1.4, 0.7) + shape("M4 46 h6 v8 h-6 Z", "kin", True, 2) + \
        shape("M110 46 h6 v8 h-6 Z", "kin", True, 2) + "</g>"
    return ground + staff + grip(36, 54, -8, "ai") + grip(84, 47, -8, "ai")


def shoji(colour="kuchiba") -> str:
    d = "".join(f"M{x} 0 V{H} " for x in range(20, W, 20)) + "".join(f"M0 {y} H{W} " for y in range(25, H, 25))
    return field("washi") + line(d, colour, 2.4)


def bokken() -> str:
    """The wooden practice sword against the dojo's paper screen, a cloth knotted at its hilt."""
    blade = '<g transform="translate(24 22) rotate(38)">' + shape("M0 -5 Q60 -8 104 -3 Q102 2 96 3 Q50 2 0 5 Z", "kuchiba") + \
        line("M30 -1 Q64 -3 96 -1", "sumi", 1, 0.5) + shape("M-2 -7 h5 v14 h-5 Z", "sumi") + "</g>"
    knot = shape("M16 16 Q6 6 12 2 Q18 8 22 14 Z", "ai") + shape("M20 22 Q10 30 4 28 Q12 22 18 18 Z", "ai") + \
        circle(18, 18, 4, "ai")
    return shoji() + shape("M0 80 h120 v20 h-120 Z", "kuchiba") + line("M0 88 h120 M0 94 h120", "sumi", 1, 0.5) + \
        blade + knot


def daikyu() -> str:
    """The great bow drawn to the sky, the arrow aimed at wild geese over clouds."""
    ground = field("asagi") + cloud(2, 92, 1.6) + cloud(76, 84, 1.4) + cloud(60, 30, 0.9)
    geese = "".join(line(f"M{x - 5} {y - 3} L{x} {y} L{x + 5} {y - 3}", "sumi", 2) for x, y in ((96, 14), (108, 22), (86, 24)))
    bow = line("M20 96 Q14 40 62 8", "sumi", 6.4) + line("M20 96 Q14 40 62 8", "kin", 3)
    string = line("M20 96 L30 66 L62 8", "sumi", 1.2)
    arrow = line("M30 66 L80 22", "sumi", 2) + poly([(86, 17), (76, 21), (80, 22), (79, 26)], "washi", True, 1.2) + \
        shape("M30 66 l-2 -7 l4 -4 l2 7 Z M30 66 l7 2 l4 -4 l-7 -2 Z", "washi", True, 1)
    return ground + geese + bow + string + arrow + grip(26, 52, -12, "shu", 1.1)


def kanabo() -> str:
    """The oni's iron club, studded, gripped upright in a red demon's fist against thunder."""
    ground = field("sumi")
    rai = ""
    for x in range(0, W, 20):  # raimon: the thunder key-fret
        rai += line(f"M{x + 2} 96 V80 H{x + 18} V94 H{x + 6} V84 H{x + 14} V90 H{x + 10}", "kin", 1.6, 0.7)
    bolts = poly([(14, 6), (26, 6), (20, 22), (30, 22), (10, 46), (16, 28), (6, 28)], "kin", True, 1.4)
    club = shape("M54 96 L66 96 L72 30 Q74 10 60 4 Q46 10 48 30 Z", "kuchiba")
    studs = "".join(circle(x, y, 2.4, "kin", True, 1.2) for x, y in
                    ((54, 14), (62, 12), (52, 24), (60, 22), (68, 24), (54, 34), (62, 32), (70, 36), (56, 44), (64, 44),
                     (58, 54), (66, 54)))
    arm = shape("M48 80 L72 80 L84 102 L42 102 Z", "shu") + shape("M45 88 h32 l2 8 h-35 Z", "kin") + \
        line("M52 88 l-2 8 M60 88 l-2 8 M68 88 l-2 8 M76 88 l-1 8", "sumi", 2)  # the oni's tiger-skin cuff
    fist_ = shape("M42 66 Q42 58 48 58 Q52 54 57 58 Q61 54 66 58 Q70 54 74 58 Q80 58 80 66 L80 80 Q62 86 42 80 Z", "shu") + \
        line("M52 59 V78 M61 58 V79 M70 59 V78", "sumi", 1.4) + \
        shape("M38 72 Q32 64 40 61 Q52 62 60 68 Q52 74 38 72 Z", "shu")
    claws = "".join(poly([(x, 79.6), (x + 4, 79.6), (x + 2, 84)], "washi", True, 1) for x in (45, 54, 63, 72))
    return ground + rai + bolts + club + studs + arm + fist_ + claws + crest_horns()


def crest_horns() -> str:  # an oni's horns in the corner
    return shape("M94 22 Q96 8 104 2 Q102 12 100 22 Z", "washi", True, 1.6) + \
        shape("M106 22 Q110 10 118 6 Q114 14 112 22 Z", "washi", True, 1.6)


def katana() -> str:
    """The long sword drawn half out of its scabbard under a full moon; a petal cut in two."""
    ground = field("ai") + circle(62, 40, 32, "kin", True, 2) + \
        line("M0 30 Q20 26 34 30 M86 20 Q104 16 120 20", "washi", 2, 0.5)
    saya = shape("M18 80 h70 q4 0 4 4 q0 4 -4 4 h-70 Z", "sumi") + line("M80 80 v8 M74 80 v8", "kin", 1.6)
    cut = petal(22, 34, 30) + ellipse(12, 42, 1.6, 3.6, "washi", True, 1.2, rotate=-20) + line("M6 50 L32 26", "washi", 1, 0.8)
    return ground + cut + saya + sword(84, 60, 186, 72, 26, 7, -2.6) + grip(96, 61.5, 6, "murasaki")


def kiseru() -> str:
    """The long pipe in a hand, smoke curling into clouds, the tobacco pouch on its cord."""
    ground = field("washi") + "".join(line(d, "asagi", 3, 0.6) for d in
                                      ("M60 20 Q70 8 84 14 Q98 20 92 32 Q86 40 100 44",
                                       "M10 24 Q20 12 32 18 Q42 26 52 14", "M70 60 Q84 52 96 58 Q110 66 118 56"))
    stem = pole(10, 86, 92, 32, 3.6, "matsuba") + pole(6, 89, 14, 83, 4.2, "kin") + \
        shape("M88 34 L96 28 L98 20 L108 22 L106 28 L96 36 Z", "kin")
    smoke = line("M104 18 Q96 10 104 4 Q112 -2 104 -6 M100 18 Q92 12 96 4", "sumi", 1.8)
    pouch = line("M40 66 Q44 76 40 84", "sumi", 1.4) + shape("M30 84 h20 q4 0 4 4 v6 q0 4 -4 4 h-20 q-4 0 -4 -4 v-6 q0 -4 4 -4 Z",
                                                             "shu") + circle(40, 91, 3, "kin", True, 1.2)
    return ground + pouch + stem + smoke + grip(40, 66, -33, "ai")


def pine_needles(colour="kinari", opacity=0.5) -> str:
    d = ""
    for cx, cy in ((14, 14), (44, 8), (84, 10), (110, 30), (20, 52), (100, 74), (60, 92), (12, 90)):
        for k in range(7):
            a = math.radians(-160 + k * 23)
            d += f"M{cx} {cy} L{cx + 10 * math.cos(a):.1f} {cy + 10 * math.sin(a):.1f} "
    return line(d, colour, 1.4, opacity)


def kusarigama() -> str:
    """The sickle on its chain, the chain swung in a wide circle, over pine needles."""
    ground = field("matsuba") + pine_needles()
    chain = ""
    for k in range(16):
        a = math.radians(-60 + k * 19)
        x, y = 62 + 38 * math.cos(a), 52 + 34 * math.sin(a)
        chain += ellipse(round(x, 1), round(y, 1), 4, 2.4, "none", True, 2.2, rotate=round(math.degrees(a) + 90 + (k % 2) * 50))
    ax, ay = 62 + 38 * math.cos(math.radians(-60 + 15 * 19)), 52 + 34 * math.sin(math.radians(-60 + 15 * 19))
    weight = circle(ax + 4, ay - 4, 6.4, "sumi") + circle(ax + 2.4, ay - 5.6, 1.8, "washi", False)
    handle = pole(62, 92, 54, 42, 7, "kuchiba")
    blade = shape("M52 44 Q58 14 92 16 Q66 24 60 46 Z", "washi") + shape("M50 40 h10 v7 h-10 Z", "sumi")
    return ground + chain + weight + handle + blade + grip(60, 80, -9, "sumi")


def nagayari() -> str:
    """The long spear of the foot soldiers, laid across the whole picture before a snowy peak."""
    ground = field("kinari") + mountains() + kasumi("washi", ((-6, 62, 48), (74, 58, 50)), 0.8)
    shaft = pole(-4, 70, 96, 36, 4.2, "sumi")
    head_ = '<g transform="translate(95 36.5) rotate(-18.8)">' + shape("M0 -3.2 C8 -5 18 -3 28 0 C18 3 8 5 0 3.2 Z", "washi") + \
        line("M2 0 L24 0", "sumi", 0.8) + "</g>"
    tassel = shape("M88 40 Q80 50 86 60 Q90 50 94 40 Z", "shu") + shape("M86 36 h8 v6 h-8 Z", "kin")
    return ground + shaft + tassel + head_


def naginata() -> str:
    """The glaive upright over the waves, its curved blade high, a petal falling past it."""
    ground = field("ai") + seigaiha("asagi", 0, 0.55, 9)
    shaft = pole(52, 104, 60, 28, 6, "sumi") + line("M53 90 L59 36", "shu", 1.6, 0.8)
    cord = line("M58 40 L66 36 M58 46 L66 42", "shu", 2.6)
    blade = shape("M57 30 L63 30 Q76 14 70 -4 Q54 10 57 30 Z", "washi") + line("M62 26 Q70 14 68 2", "sumi", 0.8, 0.6)
    tsuba = ellipse(60, 30, 7, 2.4, "kin", rotate=-6)
    return ground + shaft + cord + blade + tsuba + petal(92, 30, 40, r=1.3) + petal(84, 64, -20) + petal(26, 50, 70, r=1.1)


def nodachi() -> str:
    """The great field sword, longer than the card, across a red sun over the sea."""
    ground = (field("kinari") + circle(74, 44, 32, "shu", False)
              + shape(f"M0 78 L{W} 78 L{W} {H} L0 {H} Z", "ai", False) + seigaiha("washi", 82, 0.5, 7))
    cord = line("M14 82 Q4 92 16 96 Q26 98 22 86", "shu", 2.8)
    return ground + cord + sword(24, 80, -32, 118, 26, 7, 3)


def shuriken() -> str:
    """Throwing stars stuck in a wooden post, one more still flying in."""
    ground = field("washi") + kasumi("kuchiba", ((-4, 14, 40), (80, 86, 48)), 0.5)
    post = shape("M30 -2 h44 v104 h-44 Z", "kuchiba") + line("M40 0 Q44 30 38 60 Q36 80 42 100 M60 0 Q56 40 62 70 Q64 86 60 100",
                                                            "sumi", 1.2, 0.55) + ellipse(52, 44, 3, 6, "none", True, 1.2)
    stuck = poly(star(50, 28, 13, 4, 4, 20), "sumi") + circle(50, 28, 2.4, "kuchiba") + \
        poly(star(58, 70, 11, 3.4, 4, 5), "sumi") + circle(58, 70, 2, "kuchiba")
    flying = poly(star(100, 46, 12, 3.6, 4, 30), "sumi") + circle(100, 46, 2.2, "washi")
    motion = line("M118 36 L112 40 M120 50 L114 50 M118 60 L112 56", "sumi", 2)
    return ground + post + stuck + flying + motion


def tanegashima() -> str:
    """The matchlock fired: a hand at its stock, the burning cord, a flash and smoke in a burst of rays."""
    ground = field("kinari") + rays(108, 44, "shu", 14, 120, 0.45)
    stock = shape("M2 74 L28 64 L44 62 L44 70 L20 80 Q8 86 2 84 Z", "kuchiba")
    barrel = shape("M40 58 L100 42 L102 48 L42 68 Z", "sumi") + line("M60 55 L62 60 M80 50 L82 55", "kin", 2.4)
    lock = shape("M36 62 h8 v6 h-8 Z", "kin") + line("M40 62 Q36 52 44 48", "kin", 2) + line("M44 48 Q52 44 50 52", "shu", 2.2)
    flash = poly(star(106, 44, 11, 4, 7), "kin", True, 1.4)
    smoke = cloud(92, 30, 1.1) + cloud(98, 66, 0.9)
    return ground + smoke + stock + barrel + lock + flash + grip(30, 72, -20, "ai")


def wakizashi() -> str:
    """The short companion sword laid on its white-papered stand, before a purple curtain."""
    ground = field("murasaki") + line("M30 0 V56 M60 0 V56 M90 0 V56", "sumi", 1.4, 0.5) + \
        shape("M0 56 h120 v44 h-120 Z", "kinari") + line("M0 66 h120 M0 80 h120", "kuchiba", 1.2, 0.6)
    stand = shape("M26 62 h68 l-6 14 h-56 Z", "kuchiba") + shape("M34 76 h52 v16 h-52 Z", "kuchiba") + \
        shape("M52 80 q8 -6 16 0 v8 h-16 Z", "sumi")
    paper = shape("M32 58 L88 58 L80 66 L40 66 Z", "washi", True, 1.6)
    blade = sword(48, 54, 0, 44, 20, 6.4, 2.2)
    return ground + stand + paper + blade + crest_kiku()


def crest_kiku(cx=100, cy=20, r=11) -> str:  # the chrysanthemum on the curtain
    out = "".join(ellipse(round(cx + r * 0.6 * math.cos(math.radians(a)), 1), round(cy + r * 0.6 * math.sin(math.radians(a)), 1),
                          r * 0.18, r * 0.42, "kin", True, 1, rotate=a + 90) for a in range(0, 360, 30))
    return out + circle(cx, cy, r * 0.3, "kin", True, 1.2)


# -- properties ----------------------------------------------------------------------------------------------
def armor() -> str:
    """A suit of armour set up on its stand in the hall: a horned kabuto over a vermilion menpō mask
    with a bristling moustache, laced shoulder plates and a gold-laced breastplate; a screen behind."""
    ground = property_ground() + shape("M-2 90 H122 V102 H-2 Z", "kuchiba") + line("M-2 90 H122", "sumi", 1.6)
    stand = pole(60, 92, 60, 84, 6, "sumi") + shape("M38 92 h44 v4 h-44 Z", "sumi")
    sode = shape("M14 34 h24 v36 h-24 Z", "sumi") + shape("M82 34 h24 v36 h-24 Z", "sumi")
    lace = "".join(line(f"M{x} {y} h24", "shu", 1.6) for x in (14, 82) for y in range(40, 70, 6))
    do = shape("M38 40 Q60 34 82 40 L84 78 Q60 84 36 78 Z", "sumi") + "".join(
        line(f"M38 {y} Q60 {y - 4} 83 {y}", "kin", 1.5) for y in range(50, 80, 7))
    skirt = "".join(shape(f"M{x} 78 h13 v12 h-13 Z", "sumi") + line(f"M{x} 84 h13", "shu", 1.4) for x in (34, 47, 60, 73))
    shikoro = shape("M38 22 Q60 14 82 22 L88 38 Q60 30 32 38 Z", "sumi") + line("M36 30 Q60 22 84 30", "kin", 1.2)
    bowl = shape("M44 22 Q44 6 60 6 Q76 6 76 22 Z", "sumi") + line("M52 8 L50 21 M60 6 V21 M68 8 L70 21", "kin", 1)
    horns = shape("M54 12 Q42 8 34 -2 Q46 4 58 8 Z", "kin", True, 1.4) + shape("M66 12 Q78 8 86 -2 Q74 4 62 8 Z", "kin", True, 1.4)
    mask = shape("M48 22 Q60 18 72 22 L70 34 Q60 40 50 34 Z", "shu") + ellipse(54, 26, 2.6, 1.4, "sumi", False) + \
        ellipse(66, 26, 2.6, 1.4, "sumi", False) + line("M52 31 Q56 29 60 31 Q64 29 68 31", "washi", 2) + \
        line("M55 35 H65", "washi", 1.2)
    return ground + stand + skirt + sode + lace + do + shikoro + mask + bowl + horns


def sakura(cx, cy, r, fill="washi", centre="shu") -> str:
    out = ""
    for k in range(5):
        a = math.radians(k * 72 - 90)
        px, py = cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a)
        out += ellipse(round(px, 1), round(py, 1), round(r * 0.42, 1), round(r * 0.52, 1), fill,
                       rotate=round(k * 72, 1))
    return out + circle(cx, cy, r * 0.22, centre) + "".join(
        line(f"M{cx} {cy} L{cx + r * 0.45 * math.cos(math.radians(k * 72 - 54)):.1f} "
             f"{cy + r * 0.45 * math.sin(math.radians(k * 72 - 54)):.1f}", "shu", 1.2) for k in range(5))


def bushido() -> str:
    branch = line("M0 88 Q40 74 70 78 Q96 82 120 64", "sumi", 5)
    petals = "".join(ellipse(x, y, 2.6, 4, "washi", True, 1, rotate=r) for x, y, r in
                     ((18, 20, 30), (100, 18, -20), (104, 44, 50), (14, 56, -40)))
    ground = field("murasaki") + seigaiha("washi", 60, 0.25, 10)
    return ground + branch + sakura(60, 44, 34) + sakura(96, 76, 12) + petals


def fastdraw() -> str:
    """The draw in one stroke: the blade leaps from the red scabbard, a gold arc cut into the dark."""
    ground = field("sumi") + circle(28, 22, 12, "washi", False, opacity=0.9) + circle(34, 18, 10, "sumi", False)
    saya = pole(8, 78, 62, 66, 8, "shu") + line("M14 77 L20 75", "kin", 2)
    flash = shape("M54 70 Q70 20 112 4 Q84 30 62 72 Z", "kin", True, 1.6)
    speed = line("M70 88 L112 80 M80 96 L116 90 M4 60 L28 54", "washi", 2)
    return ground + flash + speed + saya + sword(60, 66, -58, 52, 20, 6.5, 2.6)


def focus() -> str:
    rings = circle(60, 50, 40, "washi")
    for r, c in ((33, "sumi"), (26, "washi"), (19, "sumi"), (12, "washi"), (6, "shu")):
        rings += circle(60, 50, r, c, True, 1)
    arrow = line("M60 50 L110 14", "sumi", 2.6) + shape("M104 12 L114 6 L116 16 L108 20 Z", "washi")
    ground = field("matsuba") + kasumi("kinari", ((-6, 8, 40), (86, 82, 40), (-4, 86, 30)), 0.45)
    return ground + rings + arrow + line("M56 54 L64 46", "kin", 2.4)


# -- actions -------------------------------------------------------------------------------------------------
def figure(head, joints, fill="sumi", width=9.0, hair=-90.0) -> str:
    """A figure in a few strokes: ``joints`` limb polylines in a garment's pigment under one ink
    outline, the head (x, y, r) in skin with its hair on the side ``hair`` (degrees) points to."""
    limbs = ["M" + " L".join(f"{x} {y}" for x, y in limb) for limb in joints]
    out = "".join(line(d, "sumi", width + 3.2) for d in limbs) + "".join(line(d, fill, width) for d in limbs)
    x, y, r = head
    a0, a1 = math.radians(hair - 70), math.radians(hair + 70)
    cap = shape(f"M{x + r * math.cos(a0):.1f} {y + r * math.sin(a0):.1f} A{r} {r} 0 0 1 "
                f"{x + r * math.cos(a1):.1f} {y + r * math.sin(a1):.1f} Z", "sumi", True, 1.6)
    return out + circle(x, y, r, "kinari", True, 2) + cap


def tatami() -> str:
    """A tatami mat: woven rush and a dark cloth edge."""
    weave = "".join(f"M0 {y} H{W} " for y in range(4, H, 4))
    return field("kinari") + line(weave, "kuchiba", 1, 0.5) + shape(f"M0 84 H{W} V92 H0 Z", "matsuba")


def scroll() -> str:
    """A hanging scroll in the alcove behind the tea: one brush stroke on paper, brocade borders."""
    return (shape("M14 -2 h28 v70 h-28 Z", "kuchiba") + shape("M18 6 h20 v54 h-20 Z", "kinari", True, 1.4)
            + line("M28 14 Q22 26 30 34 Q36 42 26 52", "sumi", 3) + shape("M12 66 h32 v5 h-32 Z", "sumi")
            + shape(f"M0 80 H{W} V{H} H0 Z", "kuchiba") + line("M0 86 H120 M0 92 H120", "sumi", 1, 0.4))


def battlecry() -> str:
    shell = shape("M28 70 Q14 42 40 26 Q66 12 86 34 Q96 46 90 60 L64 78 Q44 86 28 70 Z", "washi")
    spiral = line("M40 40 Q56 28 70 40 Q78 50 66 58 Q54 62 52 52 Q52 46 60 46", "sumi", 2)
    mouth = shape("M84 52 L96 50 L98 58 L88 62 Z", "kin")
    cord = line("M30 70 Q22 86 40 90 Q56 92 62 80", "shu", 3.4)
    waves = "".join(line(f"M{100 + 6 * k} {38 - 4 * k} Q{108 + 6 * k} {54} {100 + 6 * k} {70 + 4 * k}", "kin", 3)
                    for k in range(3))
    return field("matsuba") + kasumi("kinari", ((-6, 8, 50), (76, 86, 50)), 0.4) + cord + shell + spiral + mouth + waves


def breathing() -> str:
    """A monk sits in meditation inside a brush circle, his breath slow and long."""
    enso = line("M60 6 A42 42 0 1 1 24 27", "ai", 7)
    lap = shape("M24 86 Q60 70 96 86 Q96 94 60 94 Q24 94 24 86 Z", "kuchiba")
    robe = shape("M36 82 Q36 58 48 46 L72 46 Q84 58 84 82 Q60 88 36 82 Z", "kuchiba") + \
        line("M44 56 Q40 70 42 80 M76 56 Q80 70 78 80", "sumi", 1.2, 0.6)
    kesa = poly([(48, 46), (56, 46), (80, 82), (70, 84)], "matsuba", True, 1.6)
    collar = shape("M52 45 L60 60 L68 45 L64 45 L60 53 L56 45 Z", "washi", True, 1.4)
    hands = ellipse(60, 76, 8, 4, "kinari", True, 1.8) + line("M56 76 Q60 72 64 76", "sumi", 1)
    head = ellipse(60, 34, 9, 10.5, "kinari", True, 2) + line("M53 34 Q55.5 36 58 34 M62 34 Q64.5 36 67 34", "sumi", 1.6) + \
        line("M60 36 L61.4 39.6 L59.8 40", "sumi", 1.1) + line("M57.6 42 L62.4 42", "sumi", 1.3) + \
        ellipse(51, 35, 1.8, 3, "kinari", True, 1.4) + ellipse(69, 35, 1.8, 3, "kinari", True, 1.4)
    breath = line("M72 26 Q84 20 82 12 Q80 6 88 6 M72 32 Q90 32 94 22", "asagi", 2.6)
    return action_ground() + enso + lap + robe + kesa + collar + hands + head + breath


def daimyo() -> str:
    base = shape("M24 96 L32 68 L88 68 L96 96 Z", "kinari") + line("M28 82 L92 82 M34 74 L86 74 M30 90 L90 90", "sumi", 0.8)
    wall1 = shape("M38 56 h44 v12 h-44 Z", "washi")
    roof1 = shape("M28 58 Q60 50 92 58 L84 50 Q60 44 36 50 Z", "ai")
    wall2 = shape("M44 38 h32 v12 h-32 Z", "washi")
    roof2 = shape("M36 40 Q60 32 84 40 L76 32 Q60 26 44 32 Z", "ai")
    wall3 = shape("M50 22 h20 v10 h-20 Z", "washi")
    roof3 = shape("M42 24 Q60 16 78 24 L70 14 Q60 10 50 14 Z", "ai")
    windows = "".join(shape(f"M{x} {y} h4 v5 h-4 Z", "sumi", False) for x, y in
                      ((44, 60), (58, 60), (72, 60), (50, 42), (66, 42), (58, 25)))
    fish = shape("M48 14 Q44 6 48 4 Q50 10 52 12 Z", "kin", True, 1) + shape("M72 14 Q76 6 72 4 Q70 10 68 12 Z", "kin",
                                                                              True, 1)
    return field("asagi") + cloud(4, 30, 1.2) + cloud(84, 22, 1.0) + cloud(92, 92, 1.1) + base + wall1 + roof1 + wall2 + roof2 + wall3 + roof3 + windows + fish


def card_back_small(x, y, angle, fill="ai") -> str:
    body = shape("M-11 -16 h22 v32 h-22 Z", fill) + ring(0, 0, 5, "kin", 1.6)
    return f'<g transform="translate({x} {y}) rotate({angle})">{body}</g>'


def diversion() -> str:
    cards = card_back_small(30, 62, -24) + card_back_small(44, 58, -8) + card_back_small(58, 58, 8)
    taken = f'<g transform="translate(80 36) rotate(24)">{shape("M-11 -16 h22 v32 h-22 Z", "shu")}' \
            f'{poly(star(0, 0, 7, 3, 4), "kin", True, 1)}</g>'
    hand = shape("M92 16 Q100 10 108 14 L118 22 L118 36 L104 38 Q96 36 92 30 L86 26 Q84 22 88 20 Z", "kinari")
    fingers = line("M92 22 L104 24 M92 28 L104 30", "sumi", 1.2)
    motion = line("M56 34 L66 30 M54 42 L64 40 M60 24 L68 22", "sumi", 2)
    return tatami() + cards + motion + taken + hand + fingers


def geisha() -> str:
    out = ""
    cx, cy = 60, 84
    for k in range(9):  # the fan's leaves, vermilion and paper by turns
        a0, a1 = math.radians(200 + k * 15.5), math.radians(200 + (k + 1) * 15.5)
        r0, r1 = 16, 70
        pts = [(cx + r0 * math.cos(a0), cy + r0 * math.sin(a0)), (cx + r1 * math.cos(a0), cy + r1 * math.sin(a0)),
               (cx + r1 * math.cos(a1), cy + r1 * math.sin(a1)), (cx + r0 * math.cos(a1), cy + r0 * math.sin(a1))]
        out += poly(pts, "shu" if k % 2 else "washi", True, 1.4)
    rivet = circle(cx, cy, 5, "kin")
    sticks = shape(f"M{cx - 6} {cy} L{cx - 10} {cy + 14} L{cx + 10} {cy + 14} L{cx + 6} {cy} Z", "sumi")
    pin = line("M90 96 L112 62", "kin", 2.4) + sakura(112, 60, 9)
    return field("ai") + "".join(circle(x, y, 2.4, "kin", False, opacity=0.7) for x, y in ((12, 12), (108, 14), (20, 40), (100, 44))) + sticks + out + rivet + pin


def jujutsu() -> str:
    """A shoulder throw: the one in indigo bends and turns the one in red over his back."""
    thrower = figure((66, 42, 8), [[(58, 50), (40, 70)], [(40, 70), (28, 94)], [(40, 70), (54, 94)],
                                   [(56, 52), (76, 56)], [(54, 54), (68, 64)]], "ai", hair=-60)
    thrown = figure((90, 70, 7.5), [[(84, 62), (58, 32)], [(58, 32), (34, 14)], [(58, 32), (46, 8)],
                                    [(80, 58), (78, 50)]], "shu", hair=60)
    arc = line("M22 40 Q40 -4 96 28", "sumi", 2.6) + shape("M96 20 L106 32 L92 34 Z", "sumi", False)
    ground = line("M14 96 L106 96", "sumi", 2)
    return field("kinari") + asanoha("kuchiba", 0.35) + arc + ground + thrown + thrower


def parry() -> str:
    low = sword(16, 66, -4, 86, 14, 6.5, 2)
    high = sword(78, 6, 100, 60, 12, 6.5, 2.4)
    spark = poly(star(62, 60, 16, 5, 8), "kin") + poly(star(62, 60, 8, 3, 8, 22), "shu", False)
    return field("asagi") + rays(62, 60, "washi", 16, 90, 0.3) + high + low + spark


def teaceremony() -> str:
    bowl = shape("M24 52 Q24 92 60 92 Q96 92 96 52 Z", "kuchiba")
    glaze = shape("M24 52 Q30 60 38 56 Q44 70 52 58 Q60 66 68 58 Q76 70 84 56 Q90 60 96 52 Z", "washi", False)
    tea = ellipse(60, 52, 36, 6, "matsuba")
    foot = shape("M46 90 h28 v5 h-28 Z", "kuchiba")
    whisk = shape("M100 90 L96 66 Q104 58 112 66 L108 90 Z", "kinari") + line(
        "M98 70 L100 88 M102 68 L103 88 M106 68 L105 88 M110 70 L107 88", "sumi", 0.8) + pole(104, 66, 104, 46, 4, "kuchiba")
    steam = line("M48 42 Q42 32 50 24 Q58 16 52 8 M68 42 Q62 30 70 22", "asagi", 2.6)
    return field("washi") + scroll() + steam + foot + bowl + glaze + tea + whisk


# -- roles ---------------------------------------------------------------------------------------------------
def rays(cx, cy, colour, n=16, r=80, opacity=0.5) -> str:
    out = ""
    for k in range(n):
        a0, a1 = math.radians(k * 360 / n), math.radians((k + 0.5) * 360 / n)
        out += poly([(cx, cy), (cx + r * math.cos(a0), cy + r * math.sin(a0)),
                     (cx + r * math.cos(a1), cy + r * math.sin(a1))], colour, False)
    return f'<g opacity="{opacity}">{out}</g>'


def shogun() -> str:
    """The lord of the realm on his dais before a gold screen: the great horned kabuto over a stern,
    moustached face, an indigo robe with gold hollyhocks, the war fan of command held up."""
    ground = field("kin") + rays(60, 40, "shu", 18, 90, 0.3) + "".join(
        line(f"M{x} 0 V66", "kuchiba", 1.4, 0.8) for x in (20, 40, 80, 100))  # the folding screen's leaves
    ground += shape("M-2 86 H122 V102 H-2 Z", "sumi") + line("M-2 90 H122", "kin", 1.6)  # the dais's lacquer edge
    robe = kimono(30, 90, 60, "ai", collar="washi", pattern="".join(
        ring(x, y, 4.2, "kin", 1.8) for x, y in ((28, 76), (92, 76), (40, 92), (80, 92))))
    kataginu = shape("M14 70 L30 58 L46 60 L40 74 Z", "ai") + shape("M106 70 L90 58 L74 60 L80 74 Z", "ai")
    shikoro = shape("M36 36 Q60 28 84 36 L92 54 Q60 44 28 54 Z", "sumi") + "".join(
        line(f"M{33 - 2 * k} {44 + 5 * k} Q60 {36 + 5 * k} {87 + 2 * k} {44 + 5 * k}", "kin", 1.2) for k in range(2))
    bowl = shape("M42 36 Q42 16 60 16 Q78 16 78 36 Z", "sumi") + "".join(
        line(f"M{x} 18 Q{x + (60 - x) * 0.1:.1f} 27 {x - (60 - x) * 0.15:.1f} 35", "kin", 1.1) for x in (50, 55, 60, 65, 70))
    horns = shape("M54 24 Q36 18 26 -2 Q42 10 58 18 Z", "kin", True, 1.8) + \
        shape("M66 24 Q84 18 94 -2 Q78 10 62 18 Z", "kin", True, 1.8)
    crest = circle(60, 22, 5, "shu", True, 1.4) + poly(star(60, 22, 3.6, 1.5, 6), "kin", False)
    moustache = line("M54 51 Q57 49 60 51 Q63 49 66 51", "sumi", 1.8) + line("M58 56 L60 59 L62 56", "sumi", 1.3)
    fan = pole(100, 86, 100, 58, 2.6, "sumi") + shape("M88 58 Q86 38 100 34 Q114 38 112 58 Q100 64 88 58 Z", "kin") + \
        circle(100, 48, 5, "shu", True, 1.2) + fist(100, 78, 5)
    return (ground + robe + kataginu + fan + shikoro + face(60, 46, 10, 11, fierce=True, brow=2) + moustache
            + bowl + horns + crest)


def samurai() -> str:
    """The Shogun's sworn retainer on guard: a shaved crown and topknot, kamishimo with stiff
    vermilion shoulder wings, his hand on the hilt of the sword at his hip; a castle wall behind."""
    ground = field("washi") + "".join(line(f"M-2 {y} H122", "kuchiba", 1.2, 0.6) for y in (62, 74, 86)) + \
        shape("M-2 20 L18 8 L102 8 L122 20 L122 26 L-2 26 Z", "sumi") + \
        "".join(line(f"M{x} 10 V24", "washi", 1, 0.5) for x in range(8, 120, 10)) + \
        shape("M-2 26 H122 V54 H-2 Z", "kinari", True, 1.6) + \
        "".join(shape(f"M{x} 34 h8 v10 h-8 Z", "sumi") for x in (14, 98))  # the castle's white wall, its loopholes
    robe = kimono(38, 82, 62, "sumi", collar="washi", pattern=line("M36 82 L46 100 M84 82 L74 100", "washi", 1.4, 0.7))
    wings = shape("M8 60 L40 56 L46 66 L36 74 L14 72 Z", "shu") + shape("M112 60 L80 56 L74 66 L84 74 L106 72 Z", "shu") + \
        line("M16 64 L38 61 M104 64 L82 61", "kin", 1.4)
    crest_ = circle(26, 66, 3.4, "washi", True, 1.2) + circle(94, 66, 3.4, "washi", True, 1.2)
    hilt = sword(86, 90, -162, 30, 24, 5.4, 1.2, tsuba="kin")
    head = shape("M50 38 Q50 26 60 26 Q70 26 70 38 Q66 32 60 32 Q54 32 50 38 Z", "sumi") + \
        shape("M51 34 Q60 28 69 34 L69 31 Q60 25 51 31 Z", "kinari", True, 1) + \
        shape("M57 22 Q58 14 66 12 Q66 20 62 24 Z", "sumi")  # the shaved pate and the folded topknot
    return (ground + robe + wings + crest_ + face(60, 42, 9, 11, fierce=True, brow=2) + head + hilt
            + fist(74, 86, 4.6))


def ninja() -> str:
    """A shinobi crouched on a castle roof under the full moon: indigo garb with its folds, a
    vermilion sash tied at the brow, eyes in the slit of the hood, a shuriken ready between his fingers."""
    ground = field("ai") + circle(74, 34, 30, "kinari", False) + circle(84, 28, 5, "kuchiba", False, opacity=0.35) + \
        circle(64, 44, 3.4, "kuchiba", False, opacity=0.3)
    ground += "".join(poly(star(x, y, 2.4, 0.8, 4), "kin", False) for x, y in ((12, 12), (26, 30), (110, 70)))
    roof = shape("M-2 100 L-2 84 Q60 74 122 84 L122 100 Z", "sumi") + "".join(
        line(f"M{x} {80 - abs(x - 60) * -0.08:.1f} L{x - 6} 100", "ai", 1.6, 0.9) for x in range(6, 124, 10))
    body = shape("M22 92 Q20 70 38 62 L82 62 Q100 70 98 92 Z", "ai") + \
        line("M40 70 Q46 80 42 90 M80 70 Q74 80 78 90 M60 66 L60 90", "sumi", 1.4, 0.8)
    hood = shape("M44 48 Q40 20 60 18 Q80 20 76 48 Q80 60 72 66 L48 66 Q40 60 44 48 Z", "ai")
    folds = line("M48 26 Q60 20 72 26 M46 54 Q60 60 74 54", "sumi", 1.2, 0.7)
    sash = shape("M44 30 Q60 24 76 30 L76 34 Q60 28 44 34 Z", "shu", True, 1.3) + \
        shape("M76 31 Q92 26 100 34 Q90 32 78 35 Z", "shu", True, 1.2) + shape("M77 33 Q88 38 92 48 Q84 40 77 36 Z", "shu", True, 1.2)
    slit = shape("M46 38 Q60 33 74 38 L73 46 Q60 42 47 46 Z", "kinari", True, 1.6)
    eyes = ellipse(54, 41, 3, 1.7, "sumi", False, rotate=8) + ellipse(66, 41, 3, 1.7, "sumi", False, rotate=-8) + \
        line("M49 37.4 L57 39 M63 39 L71 37.4", "sumi", 1.8)
    arm = shape("M38 66 Q26 62 22 50 L30 46 Q34 56 44 60 Z", "ai")
    star_ = poly(star(22, 40, 8, 2.6, 4, 15), "washi", True, 1.4) + circle(22, 40, 1.8, "sumi", False)
    return ground + roof + body + arm + hood + folds + slit + eyes + sash + star_ + fist(26, 48, 4.4)


def ronin() -> str:
    """The masterless wanderer in the wind: a sedge hat pushed back off a stubbled, knowing face, a
    patched and faded kimono, his sword resting on his shoulder, a grass stem in his teeth; the grass
    bent by the wind."""
    ground = field("matsuba") + kasumi("kinari", ((-6, 70, 60), (60, 80, 70), (30, 8, 50)), 0.35)
    grass = line("M6 100 Q12 80 20 66 M14 100 Q22 82 32 72 M104 100 Q104 84 114 72 M112 100 Q116 88 122 80", "kuchiba", 2.4)
    robe = kimono(34, 86, 62, "kuchiba", collar="kinari", pattern=shape("M28 80 h10 v10 h-10 Z", "asagi", True, 1.4)
                  + shape("M84 86 h9 v9 h-9 Z", "ai", True, 1.4) + line("M30 82 l6 6 M86 88 l5 5", "sumi", 1, 0.7))
    sword_ = sword(40, 66, -40, 48, 18, 5, 1.8, tsuba="sumi")
    hair = shape("M49 36 Q48 24 60 23 Q72 24 71 36 Q66 30 60 31 Q54 30 49 36 Z", "sumi") + \
        line("M50 30 L44 36 M70 30 L77 34", "sumi", 1.8)  # unkempt strands
    stubble = shape("M51 45 Q60 56 69 45 Q67 53 60 53 Q53 53 51 45 Z", "sumi", False, opacity=0.45)
    hat = '<g transform="rotate(-14 60 22)">' + shape("M22 26 Q60 -6 98 26 Q60 20 22 26 Z", "kuchiba") + \
        "".join(line(f"M60 4 L{x} 24", "sumi", 0.9, 0.7) for x in range(28, 96, 10)) + "</g>"
    straw = line("M64 51 L74 49", "kinari", 1.6)
    return (ground + grass + robe + sword_ + fist(52, 56, 4.8) + face(60, 41, 9.5, 11, look=0.5, brow=1.8)
            + stubble + hair + straw + hat)


# -- characters: each a figure of their own (face, pose, weapon, ground) and a kamon crest --------------------------------------
def crest(cx, cy, r, inner: str, ground="washi") -> str:
    return circle(cx, cy, r, ground, True, 1.8) + inner


def crest_wheel(cx=17, cy=17, r=12) -> str:  # rinbō: the wheel of the law
    spokes = "".join(line(f"M{cx} {cy} L{cx + r * 0.8 * math.cos(math.radians(k * 45)):.1f} "
                          f"{cy + r * 0.8 * math.sin(math.radians(k * 45)):.1f}", "sumi", 1.6) for k in range(8))
    return crest(cx, cy, r, spokes + ring(cx, cy, r * 0.78, "sumi", 1.6) + circle(cx, cy, r * 0.25, "sumi", False))


def crest_diamonds(cx=17, cy=17, r=12) -> str:  # Takeda-bishi: four diamonds
    d = r * 0.34
    out = ""
    for ox, oy in ((0, -d * 1.05), (-d * 1.05, 0), (d * 1.05, 0), (0, d * 1.05)):
        x, y = cx + ox, cy + oy
        out += poly([(x, y - d), (x + d, y), (x, y + d), (x - d, y)], "sumi", False)
    return crest(cx, cy, r, out)


def crest_scales(cx=17, cy=17, r=12) -> str:  # mitsu-uroko: three scales
    s = r * 0.55
    tri = lambda x, y: poly([(x, y - s * 0.8), (x + s * 0.7, y + s * 0.45), (x - s * 0.7, y + s * 0.45)], "sumi", False)  # noqa: E731
    return crest(cx, cy, r, tri(cx, cy - s * 0.55) + tri(cx - s * 0.7, cy + s * 0.55) + tri(cx + s * 0.7, cy + s * 0.55))


def crest_orange(cx=17, cy=17, r=12) -> str:  # tachibana: the fruit and its leaves
    leaves = "".join(ellipse(round(cx + r * 0.45 * math.cos(math.radians(a)), 1),
                             round(cy + r * 0.45 * math.sin(math.radians(a)), 1), r * 0.22, r * 0.42, "matsuba", True, 1,
                             rotate=a + 90) for a in (-150, -90, -30))
    return crest(cx, cy, r, leaves + circle(cx, cy + r * 0.25, r * 0.4, "kuchiba", True, 1.2))


def crest_arrows(cx=17, cy=17, r=12) -> str:  # yaguruma: the arrow wheel
    out = ""
    for k in range(6):
        a = math.radians(k * 60)
        x, y = cx + r * 0.75 * math.cos(a), cy + r * 0.75 * math.sin(a)
        b = math.radians(k * 60 + 20)
        out += poly([(cx, cy), (x, y), (cx + r * 0.75 * math.cos(b), cy + r * 0.75 * math.sin(b))], "sumi", False)
    return crest(cx, cy, r, out + circle(cx, cy, r * 0.18, "washi", False))


def crest_kiri(cx=17, cy=17, r=12) -> str:  # paulownia: three leaves, three flower stems
    leaves = shape(f"M{cx} {cy + r * 0.7} Q{cx - r * 0.9} {cy + r * 0.6} {cx - r * 0.7} {cy + r * 0.1} "
                   f"Q{cx - r * 0.2} {cy} {cx} {cy + r * 0.7} Q{cx + r * 0.2} {cy} {cx + r * 0.7} {cy + r * 0.1} "
                   f"Q{cx + r * 0.9} {cy + r * 0.6} {cx} {cy + r * 0.7} Z", "sumi", False)
    stems = "".join(circle(cx + dx, cy - r * 0.1 - k * r * 0.22, r * 0.11, "sumi", False)
                    for dx in (-r * 0.45, 0, r * 0.45) for k in range(3))
    return crest(cx, cy, r, leaves + stems)


def crest_aoi(cx=17, cy=17, r=12) -> str:  # hollyhock: three heart-shaped leaves in a ring
    out = ring(cx, cy, r * 0.82, "sumi", 1.4)
    for k in range(3):
        a = math.radians(k * 120 - 90)
        x, y = cx + r * 0.38 * math.cos(a), cy + r * 0.38 * math.sin(a)
        out += f'<g transform="rotate({k * 120} {x:.1f} {y:.1f})">' + shape(
            f"M{x:.1f} {y + r * 0.32:.1f} Q{x - r * 0.42:.1f} {y - r * 0.05:.1f} {x - r * 0.16:.1f} {y - r * 0.3:.1f} "
            f"L{x:.1f} {y - r * 0.14:.1f} L{x + r * 0.16:.1f} {y - r * 0.3:.1f} Q{x + r * 0.42:.1f} {y - r * 0.05:.1f} "
            f"{x:.1f} {y + r * 0.32:.1f} Z", "sumi", False) + "</g>"
    return crest(cx, cy, r, out)


def crest_swallow(cx=17, cy=17, r=12) -> str:  # tsubame: the swallow's turning cut
    bird = shape(f"M{cx - r * 0.8} {cy - r * 0.3} Q{cx - r * 0.2} {cy - r * 0.1} {cx} {cy + r * 0.2} "
                 f"Q{cx + r * 0.3} {cy - r * 0.2} {cx + r * 0.85} {cy - r * 0.4} Q{cx + r * 0.4} {cy + r * 0.2} "
                 f"{cx + r * 0.1} {cy + r * 0.5} L{cx + r * 0.3} {cy + r * 0.8} L{cx} {cy + r * 0.6} "
                 f"L{cx - r * 0.3} {cy + r * 0.8} L{cx - r * 0.1} {cy + r * 0.5} Q{cx - r * 0.4} {cy + r * 0.1} "
                 f"{cx - r * 0.8} {cy - r * 0.3} Z", "sumi", False)
    return crest(cx, cy, r, bird)


def crest_nine(cx=17, cy=17, r=12) -> str:  # kuyō: nine stars
    out = circle(cx, cy, r * 0.26, "sumi", False)
    for k in range(8):
        a = math.radians(k * 45)
        out += circle(cx + r * 0.62 * math.cos(a), cy + r * 0.62 * math.sin(a), r * 0.17, "sumi", False)
    return crest(cx, cy, r, out)


def crest_mokko(cx=17, cy=17, r=12) -> str:  # Oda mokkō: five lobes
    out = ""
    for k in range(5):
        a = math.radians(k * 72 - 90)
        out += circle(cx + r * 0.42 * math.cos(a), cy + r * 0.42 * math.sin(a), r * 0.34, "sumi", False)
    return crest(cx, cy, r, out + circle(cx, cy, r * 0.2, "washi", False) + circle(cx, cy, r * 0.08, "sumi", False))


def crest_tomoe(cx=17, cy=17, r=12) -> str:  # mitsu-tomoe: three commas turning
    out = ""
    for k in range(3):
        a = math.radians(k * 120 - 90)
        x, y = cx + r * 0.36 * math.cos(a), cy + r * 0.36 * math.sin(a)
        b = math.radians(k * 120 + 10)
        tx, ty = cx + r * 0.62 * math.cos(b), cy + r * 0.62 * math.sin(b)
        mx, my = cx + r * 0.78 * math.cos(a + 0.9), cy + r * 0.78 * math.sin(a + 0.9)
        out += circle(x, y, r * 0.28, "sumi", False) + line(
            f"M{x:.1f} {y:.1f} Q{mx:.1f} {my:.1f} {tx:.1f} {ty:.1f}", "sumi", r * 0.2)
    return crest(cx, cy, r, out)


def crest_rindo(cx=17, cy=17, r=12) -> str:  # sasa-rindō: bamboo leaves and gentian flowers
    out = ""
    for k in range(3):
        a = math.radians(k * 40 + 50)
        out += ellipse(round(cx + r * 0.3 * math.cos(a), 1), round(cy + r * 0.3 * math.sin(a), 1), r * 0.14, r * 0.45,
                       "sumi", False, rotate=k * 40 - 40)
        b = math.radians(-150 + k * 60)
        out += poly(star(cx + r * 0.55 * math.cos(b), cy + r * 0.55 * math.sin(b), r * 0.25, r * 0.1, 3), "sumi",
                    False)
    return crest(cx, cy, r, out)


def face(cx, cy, rx=9.0, ry=11.0, look=0.0, fierce=False, lady=False, brow=1.4, mouth="line", glare=False) -> str:
    """A face in a few strokes, as an ukiyo-e print draws one: slanted eyes, brows (knit when
    ``fierce``; the kabuki ``glare``), a hooked nose, a mouth (a line, a smile, a shout; a red bud for a
    lady); ``look`` turns it."""
    out = ellipse(cx, cy, rx, ry, "kinari", True, 2)
    ey = cy - ry * 0.06
    for s in (-1, 1):
        x0, x1 = cx + look + s * rx * 0.16, cx + look + s * rx * 0.64
        if glare:  # the kabuki glare: white eyes, pupils drawn together
            ex = (x0 + x1) / 2
            out += ellipse(round(ex, 1), round(ey - 0.3, 1), round(rx * 0.27, 1), 1.9, "washi", True, 1.2,
                           rotate=-12 * s) + circle(ex - s * rx * 0.1, ey - 0.3, 1.2, "sumi", False)
        else:
            out += line(f"M{x0:.1f} {ey + 0.5:.1f} L{x1:.1f} {ey - 1.3:.1f}", "sumi", 1.8)
        inner, outer = (ey - 2.4, ey - 5.8) if fierce else (ey - 3.9, ey - 4.4)
        out += line(f"M{x0 - s * 0.3:.1f} {inner:.1f} L{x1 + s * 0.9:.1f} {outer:.1f}", "sumi", brow)
    nx, turn = cx + look, (1 if look >= 0 else -1)
    out += line(f"M{nx + 0.3 * turn:.1f} {ey + 1.4:.1f} L{nx + 1.8 * turn:.1f} {cy + ry * 0.34:.1f} "
                f"L{nx - 0.2 * turn:.1f} {cy + ry * 0.38:.1f}", "sumi", 1.1)
    my = cy + ry * 0.62
    if lady:
        return out + ellipse(round(nx, 1), round(my, 1), 1.9, 1.1, "shu", False)
    if mouth == "shout":
        return out + shape(f"M{nx - 3:.1f} {my - 1:.1f} Q{nx:.1f} {my - 2.4:.1f} {nx + 3:.1f} {my - 1:.1f} "
                           f"Q{nx:.1f} {my + 3.6:.1f} {nx - 3:.1f} {my - 1:.1f} Z", "shu", True, 1.2)
    if mouth == "smile":
        return out + line(f"M{nx - 3:.1f} {my - 1:.1f} Q{nx:.1f} {my + 1.8:.1f} {nx + 3:.1f} {my - 1:.1f}", "sumi", 1.4)
    return out + line(f"M{nx - 2.6:.1f} {my:.1f} L{nx + 2.6:.1f} {my + (0.8 if fierce else 0):.1f}", "sumi", 1.4)


def fist(cx, cy, r=4.6) -> str:
    """A closed hand: knuckles in a row, the fingers' creases below them."""
    creases = "".join(f"M{cx + dx * r:.1f} {cy - r * 0.1:.1f} V{cy + r * 0.7:.1f} " for dx in (-0.33, 0.0, 0.33))
    return shape(f"M{cx - r:.1f} {cy:.1f} Q{cx - r:.1f} {cy - r * 0.9:.1f} {cx:.1f} {cy - r * 0.9:.1f} "
                 f"Q{cx + r:.1f} {cy - r * 0.9:.1f} {cx + r:.1f} {cy:.1f} Q{cx + r:.1f} {cy + r * 0.85:.1f} {cx:.1f} "
                 f"{cy + r * 0.85:.1f} Q{cx - r:.1f} {cy + r * 0.85:.1f} {cx - r:.1f} {cy:.1f} Z", "kinari", True, 2) + \
        line(creases, "sumi", 1)


def kimono(left, right, top, fill, collar="washi", neck=60, pattern="") -> str:
    """Shoulders in a robe from ``left`` to ``right`` at ``top``, a crossed collar at ``neck``."""
    body = shape(f"M{left - 14} 100 Q{left - 10} {top + 8} {left + 8} {top} L{right - 8} {top} "
                 f"Q{right + 10} {top + 8} {right + 14} 100 Z", fill)
    cross = shape(f"M{neck - 9} {top - 1} L{neck + 2} {top + 22} L{neck + 9} {top - 1} L{neck + 4} {top - 1} "
                  f"L{neck + 1} {top + 12} L{neck - 4} {top - 1} Z", collar, True, 1.6)
    return body + pattern + cross


def benkei() -> str:
    """The giant monk: a white hood around a bearded, scowling face, a black robe with a vermilion
    kesa, great prayer beads and the naginata upright in his fist; he fills the frame."""
    ground = field("kuchiba") + asanoha("kinari", 0.3)
    pole_ = pole(103, 100, 103, 16, 4.6, "sumi") + shape("M101 18 Q97 6 106 -2 Q113 10 105 19 Z", "washi") + \
        ellipse(103, 18, 6, 2.2, "kin")
    robe = shape("M-4 100 L-4 78 Q2 60 32 56 L88 56 Q112 60 118 76 L118 100 Z", "sumi")
    kesa = poly([(24, 58), (40, 56), (96, 100), (74, 100)], "shu") + line("M40 72 L56 68 M52 84 L70 80", "kin", 1.4)
    beads = "".join(circle(34 + 52 * k / 10, 60 + 16 * math.sin(math.pi * k / 10), 2.9, "kinari", True, 1.2)
                    for k in range(11))
    hood = shape("M40 70 Q34 40 42 22 Q60 4 78 22 Q86 40 80 70 Q70 60 60 60 Q50 60 40 70 Z", "washi")
    folds = line("M46 26 Q60 16 74 26 M44 50 Q48 58 46 66 M76 50 Q72 58 74 66", "sumi", 1, 0.6)
    beard = shape("M50 40 Q50 56 60 57 Q70 56 70 40 Q66 49 60 48 Q54 49 50 40 Z", "sumi")
    arm = shape("M82 58 Q100 56 108 70 L96 80 Q88 72 80 70 Z", "sumi")
    return (ground + robe + kesa + arm + pole_ + fist(103, 66, 6) + hood + folds
            + face(60, 38, 10.5, 12, fierce=True, brow=2.6, mouth="shout", glare=True) + beard + beads + crest_wheel())


def chiyome() -> str:
    """The shrine maiden who ran a school of kunoichi: red hakama, white kosode, long hair tied in
    paper, the kagura bells raised, a kunai hidden at her sleeve; a red torii behind."""
    ground = field("washi") + kasumi("kuchiba", ((-6, 70, 40), (88, 62, 44)), 0.4)
    torii = (poly([(70, 10), (114, 10), (118, 4), (66, 4)], "shu") + shape("M76 16 h36 v4 h-36 Z", "shu")
             + shape("M80 10 h5 v50 h-5 Z", "shu") + shape("M104 10 h5 v50 h-5 Z", "shu"))
    hair_back = shape("M46 30 Q46 16 60 16 Q74 16 74 30 L78 66 L42 66 Z", "sumi")
    body = kimono(34, 86, 58, "washi", collar="shu")
    hakama = shape("M24 100 L30 84 L90 84 L96 100 Z", "shu") + line("M60 84 L58 100", "sumi", 1.4)
    fringe = shape("M48 30 Q50 18 60 18 Q70 18 72 30 Q66 24 60 26 Q54 24 48 30 Z", "sumi")
    ribbon = shape("M55 60 h10 v6 h-10 Z", "washi", True, 1.2)
    bells = pole(24, 78, 28, 28, 2.6, "kuchiba")
    for k, (y, n) in enumerate(((32, 1), (38, 2), (44, 3))):
        for j in range(n):
            bells += circle(27 - (n - 1) * 3.4 + j * 6.8, y, 2.8, "kin", True, 1.2)
    streamers = "".join(line(f"M26 76 Q{20 - 4 * k} 86 {14 - 6 * k} 96", c, 2.6)
                        for k, c in enumerate(("ai", "matsuba", "shu")))
    kunai = '<g transform="translate(92 80) rotate(-60)">' + shape("M0 -2.6 L16 -2 L22 0 L16 2 L0 2.6 Z", "washi", True, 1.4) \
        + ring(-4, 0, 3, "sumi", 1.6) + "</g>"
    return (ground + torii + hair_back + body + hakama + ribbon + streamers + bells + fist(26, 70, 5)
            + kunai + fist(88, 82, 4.6) + face(60, 36, 9, 11, lady=True) + fringe + crest_diamonds())


def ginchiyo() -> str:
    """The woman who held Tachibana castle: armour with laced shoulder plates, a plated headband,
    her hair streaming, the commander's baton raised; lightning (her father's Raikiri) behind."""
    ground = field("murasaki") + line("M0 30 Q30 22 60 30 T120 30 M0 46 Q30 38 60 46 T120 46", "ai", 3, 0.5)
    bolt = poly([(92, 0), (108, 0), (98, 20), (110, 20), (84, 54), (92, 30), (80, 30)], "kin", True, 1.8)
    tail = shape("M68 22 Q94 24 104 46 Q88 34 72 36 Z", "sumi")
    hair = shape("M47 34 Q47 16 60 16 Q73 16 73 34 L76 56 L44 56 Z", "sumi")
    do = shape("M26 100 Q24 66 40 60 L80 60 Q96 66 94 100 Z", "sumi") + "".join(
        line(f"M{30 - k} {68 + 8 * k} Q60 {62 + 8 * k} {90 + k} {68 + 8 * k}", "shu", 2) for k in range(4))
    sode = "".join(shape(d, "ai") for d in ("M8 100 L14 62 L36 58 L32 100 Z", "M88 100 L84 58 L106 62 L112 100 Z"))
    laces = "".join(line(f"M{x0} {y} L{x1} {y - 2}", "kin", 1.6) for y in range(70, 100, 7)
                    for x0, x1 in ((12, 34), (86, 108)))
    band = shape("M47 26 Q60 20 73 26 L73 31 Q60 26 47 31 Z", "washi", True, 1.4) + shape("M56 22 h8 v6 h-8 Z", "kin", True, 1)
    saihai = pole(30, 64, 20, 14, 2.6, "kuchiba") + "".join(
        line(f"M20 14 Q{12 + 5 * k} {4 + k} {8 + 7 * k} {2 + 2 * k}", "washi", 3) for k in range(4))
    return (ground + bolt + tail + hair + sode + laces + do + saihai + fist(30, 64, 5.2)
            + face(60, 38, 9, 11, lady=True, brow=1.8) + band + crest_orange(103, 83))


def goemon() -> str:
    """The great thief on the temple gate: a huge mane of hair, a gaudy robe, his long kiseru,
    cherry petals falling ("what a view!")."""
    ground = field("kin")
    ground += shape("M-4 8 Q60 -2 124 8 L124 18 Q60 8 -4 18 Z", "sumi") + line("M-4 13 Q60 3 124 13", "kuchiba", 1.4)
    for x, y, r in ((14, 42, 10), (106, 30, 40), (98, 70, -30), (18, 76, 60), (110, 90, 20)):
        ground += ellipse(x, y, 2.4, 3.6, "washi", True, 1, rotate=r) + circle(x, y, 0.8, "shu", False)
    robe = kimono(32, 88, 62, "ai", collar="shu", pattern="".join(
        ring(x, y, 5, "kin", 2.2) for x, y in ((30, 80), (48, 92), (82, 80), (96, 94), (64, 98))))
    mane = poly([(60 + r * math.cos(math.radians(a)), 40 + r * math.sin(math.radians(a)))
                 for a, r in zip(range(150, 391, 12), [16, 26, 19, 30, 21, 32, 22, 33, 22, 33, 22, 33, 22, 33, 22, 32, 21,
                                                       30, 19, 26, 16])], "sumi")
    pipe = pole(64, 50, 104, 38, 2.8, "kuchiba") + pole(60, 51, 66, 49, 3.4, "kin") + \
        shape("M102 39 L106 33 L114 33 L112 39 Z", "kin", True, 1.6) + line("M110 30 Q104 24 110 18 Q116 12 110 6", "washi", 2.6)
    return ground + robe + mane + face(60, 42, 9.5, 11, look=1, fierce=True, brow=2.4, mouth="shout", glare=True) + pipe + fist(92, 44, 4.6) + \
        crest_scales(17, 86)


def hanzo() -> str:
    """The ninja master in indigo in a bamboo grove: only his eyes show; a kunai poised to throw,
    the straight ninjatō across his back."""
    ground = field("matsuba")
    for x, w in ((8, 7), (22, 5), (98, 6), (112, 8)):
        ground += shape(f"M{x} -2 h{w} v104 h-{w} Z", "kinari", True, 1.6) + "".join(
            line(f"M{x} {y} h{w}", "sumi", 1.6) for y in range(10 + x % 13, 100, 24))
    ground += "".join(ellipse(x, y, 2.4, 9, "matsuba", True, 1.2, rotate=r) for x, y, r in
                      ((16, 20, 50), (30, 44, -40), (106, 14, -50), (92, 52, 40)))
    blade = '<g transform="translate(28 92) rotate(-50)">' + shape("M0 -3 L86 -3 L92 3 L0 3 Z", "washi") + \
        shape("M-18 -3.4 h18 v6.8 h-18 Z", "sumi") + shape("M-2 -7 h4 v14 h-4 Z", "sumi") + "</g>"
    body = shape("M16 100 Q18 72 40 62 L80 62 Q100 70 104 100 Z", "ai")
    hood = shape("M45 44 Q42 18 60 16 Q78 18 75 44 Q78 58 72 64 L48 64 Q42 58 45 44 Z", "ai")
    slit = shape("M47 34 Q60 29 73 34 L72 42 Q60 38 48 42 Z", "kinari", True, 1.6)
    eyes = ellipse(54.5, 37.6, 2.8, 1.5, "sumi", False, rotate=8) + ellipse(65.5, 37.6, 2.8, 1.5, "sumi", False, rotate=-8) + \
        line("M50 33.6 L57 35.4 M63 35.4 L70 33.6", "sumi", 1.8)
    knot = shape("M72 20 Q86 12 92 22 Q82 20 76 28 Z", "ai") + line("M74 24 Q84 30 88 36", "sumi", 2.4)
    arm = shape("M76 66 Q92 56 94 40 L102 42 Q100 62 84 74 Z", "ai")
    kunai = '<g transform="translate(98 38) rotate(-80)">' + shape("M0 -3 L14 -2.4 L20 0 L14 2.4 L0 3 Z", "washi", True, 1.4) + \
        ring(-5, 0, 3, "sumi", 1.6) + "</g>"
    return ground + blade + body + arm + kunai + fist(98, 42, 4.4) + hood + slit + eyes + knot + crest_arrows(17, 83)


def hideyoshi() -> str:
    """The slight, monkey-faced unifier: the gold sunburst of his helmet's spokes, a gourd standard
    (the thousand gourds), a red jinbaori on narrow shoulders."""
    ground = field("asagi") + seigaiha("washi", 70, 0.3, 8)
    spokes = "".join(line(f"M60 30 L{60 + 40 * math.cos(math.radians(a)):.1f} {30 + 40 * math.sin(math.radians(a)):.1f}",
                          "sumi", 4.6) + line(f"M60 30 L{60 + 39 * math.cos(math.radians(a)):.1f} "
                                              f"{30 + 39 * math.sin(math.radians(a)):.1f}", "kin", 2.4)
                     for a in range(180, 361, 15))
    standard = pole(102, 100, 102, 30, 2.6, "kuchiba") + "".join(
        circle(102, y, r, "kin", True, 1.6) for y, r in ((44, 7.5), (33, 5)))
    standard += shape("M98 38.5 h8 v2 h-8 Z", "shu", False) + shape("M99 27 h6 v2.6 h-6 Z", "shu", True, 1)
    robe = kimono(44, 76, 52, "shu", collar="washi", pattern=line("M32 72 L46 100 M88 72 L74 100", "kin", 2))
    bowl = shape("M48 30 Q48 18 60 18 Q72 18 72 30 Z", "sumi")
    ears = ellipse(50, 37, 2.6, 3.6, "kinari", True, 1.6) + ellipse(70, 37, 2.6, 3.6, "kinari", True, 1.6)
    wrinkles = line("M55 44 Q60 42 65 44 M53 30 Q60 28 67 30", "sumi", 0.9, 0.8)
    arm = shape("M74 56 Q90 58 98 54 L102 62 Q92 70 80 70 Z", "shu")
    return (ground + spokes + standard + robe + arm + fist(101, 57, 4.4) + ears + face(60, 37, 8, 10, look=-0.5, mouth="smile")
            + wrinkles + bowl + crest_kiri())


def ieyasu() -> str:
    """The patient founder of the shogunate: a heavy kabuto with a gold crescent and wide neck
    guard over a stout face, dark armour laced in gold, the war fan of command."""
    ground = field("kinari") + "".join(
        shape(f"M{x} {y} q4 -8 10 -4 q4 -8 12 -2 q8 0 6 8 h-26 q-6 0 -2 -2 Z", "kin", True, 1.4)
        for x, y in ((8, 54), (92, 44), (84, 86)))
    do = shape("M16 100 Q16 70 38 62 L82 62 Q104 70 104 100 Z", "sumi") + "".join(
        line(f"M{22 - k} {72 + 7 * k} Q60 {66 + 7 * k} {98 + k} {72 + 7 * k}", "kin", 1.8) for k in range(4))
    shikoro = shape("M34 34 Q60 26 86 34 L94 54 Q60 44 26 54 Z", "sumi") + "".join(
        line(f"M{31 - 2 * k} {42 + 5 * k} Q60 {34 + 5 * k} {89 + 2 * k} {42 + 5 * k}", "kin", 1.2) for k in range(2))
    bowl = shape("M40 34 Q40 12 60 12 Q80 12 80 34 Z", "sumi") + "".join(
        line(f"M{x} 14 Q{x + (60 - x) * 0.1:.1f} 24 {x - (60 - x) * 0.15:.1f} 33", "kin", 1.1) for x in (48, 54, 60, 66, 72))
    turnbacks = shape("M36 34 L28 22 L40 30 Z", "kin", True, 1.4) + shape("M84 34 L92 22 L80 30 Z", "kin", True, 1.4)
    moon = shape("M30 2 Q60 40 90 2 Q60 24 30 2 Z", "kin", True, 1.8) + circle(60, 24, 3.4, "shu", True, 1.2)
    beard = line("M53 52 Q60 49 67 52", "sumi", 2.2) + line("M58 56 L60 59 L62 56", "sumi", 1.4)
    fan = pole(100, 92, 100, 62, 3, "sumi") + shape("M88 62 Q86 40 100 36 Q114 40 112 62 Q100 68 88 62 Z", "sumi") + \
        circle(100, 50, 5.5, "shu", True, 1.2) + fist(100, 84, 5)
    return ground + do + fan + shikoro + face(60, 44, 10.5, 11, fierce=True) + beard + bowl + turnbacks + moon + crest_aoi()


def kojiro() -> str:
    """The elegant swordsman of the shore: a youth's topknot, a red haori, the long nodachi (the
    "drying pole") raised over his head for the swallow cut; waves below, a swallow turning."""
    ground = field("washi") + shape("M0 76 Q30 70 60 76 T120 76 L120 100 L0 100 Z", "ai") + seigaiha("washi", 80, 0.55, 7)
    swallow = shape("M92 36 Q100 34 104 40 Q108 34 118 34 Q110 38 106 46 L104 52 L102 46 Q98 40 92 36 Z", "sumi")
    blade = '<g transform="translate(26 28) rotate(-16)">' + shape("M0 -2.6 Q50 -6 96 -7 Q60 -1 0 3 Z", "washi") + \
        shape("M-22 -3 h22 v6 h-22 Z", "sumi") + line("M-18 -3 l3 6 M-12 -3 l3 6 M-6 -3 l3 6", "washi", 1) + \
        ellipse(0, 0, 1.8, 5.4, "kin") + "</g>"
    robe = kimono(36, 84, 64, "shu", collar="washi", pattern=line("M30 84 h10 M80 84 h10", "washi", 2.4))
    arms = shape("M38 66 Q30 50 26 34 L34 30 Q40 48 48 62 Z", "shu") + shape("M80 66 Q78 48 64 34 L70 28 Q86 44 90 64 Z", "shu")
    hair = shape("M50 34 Q50 22 60 22 Q70 22 70 34 Q66 28 60 28 Q54 28 50 34 Z", "sumi")
    topknot = shape("M58 22 Q56 10 62 8 Q70 10 74 4 Q72 14 64 22 Z", "sumi") + shape("M57 20 h6 v3 h-6 Z", "washi", True, 1)
    return (ground + swallow + robe + arms + face(60, 38, 9, 11, look=1, mouth="smile") + hair + topknot + blade
            + fist(25, 32, 4.4) + fist(33, 29, 4.4) + crest_swallow(103, 86))


def musashi() -> str:
    """The wild ronin of the two swords: a brush circle behind him, unkempt hair and stubble, a
    long sword raised in one hand and the short one low in the other."""
    ground = field("kin") + line("M88 14 A40 40 0 1 1 40 10", "sumi", 9, 0.85) + line("M36 12 L30 16", "sumi", 5, 0.85)
    robe = kimono(34, 86, 62, "kuchiba", collar="sumi", pattern=line("M26 80 L34 88 L28 96 M94 80 L86 88 L92 96", "sumi", 1.6))
    hair = poly([(60 + r * math.cos(math.radians(a)), 36 + r * math.sin(math.radians(a)))
                 for a, r in zip(range(160, 381, 11), [14, 20, 15, 22, 16, 21, 15, 23, 16, 22, 15, 22, 16, 23, 15, 21,
                                                       16, 22, 15, 20, 14])], "sumi")
    band = line("M49 30 Q60 25 71 30", "shu", 3.4) + line("M49 30 L40 40 M49 31 L42 44", "shu", 2.4)
    stubble = shape("M52 42 Q60 52 68 42 Q66 49 60 49 Q54 49 52 42 Z", "sumi", False, opacity=0.45)
    right = sword(94, 56, -66, 56, 14, 5.4, 2)
    left = sword(26, 58, -128, 44, 12, 5, -1.6)
    arms = shape("M80 64 Q88 60 94 50 L98 60 Q90 72 82 72 Z", "kuchiba") + shape("M40 64 Q32 60 24 52 L22 62 Q30 72 40 72 Z",
                                                                                 "kuchiba")
    return (ground + robe + arms + right + left + fist(94, 56, 4.6) + fist(26, 58, 4.6) + hair
            + face(60, 38, 9, 11, fierce=True, brow=2, glare=True) + stubble + band + crest_nine(103, 86))


def nobunaga() -> str:
    """The demon king in southern-barbarian armour: a combed morion helmet, a round steel breastplate
    with a ridge, a red velvet cape over his shoulders, the arquebus at his side."""
    ground = field("sumi") + asanoha("kin", 0.22)
    cape = shape("M-2 100 Q4 70 30 58 L60 64 L90 58 Q116 70 122 100 Z", "shu") + \
        shape("M30 58 Q36 52 44 56 L60 64 L76 56 Q84 52 90 58 Q82 62 78 70 L60 70 L42 70 Q38 62 30 58 Z", "shu")
    plate = shape("M40 100 Q36 74 46 64 L74 64 Q84 74 80 100 Z", "ai") + line("M60 66 L60 100", "sumi", 2) + \
        line("M48 70 Q60 66 72 70", "washi", 1.6, 0.7) + "".join(circle(x, y, 1.6, "kin", True, 1) for x, y in
                                                                 ((48, 80), (72, 80), (50, 92), (70, 92)))
    ruff = shape("M46 62 Q60 70 74 62 Q72 56 60 58 Q48 56 46 62 Z", "washi", True, 1.6)
    helmet = shape("M45 30 Q45 16 60 16 Q75 16 75 30 Z", "ai") + shape("M32 24 Q42 32 60 29 Q78 32 88 24 Q84 35 60 34 Q36 35 32 24 Z",
                                                                     "ai") + shape("M52 16 Q60 2 68 16 Z", "ai")
    shine = line("M50 22 Q54 19 58 19", "washi", 1.4, 0.8)
    moustache = line("M54 47 Q57 45 60 47 Q63 45 66 47", "sumi", 1.8)
    gun = '<g transform="translate(92 100) rotate(-78)">' + shape("M0 -4 L24 -4.6 L26 4 L0 6 Z", "kuchiba") + \
        shape("M24 -2.6 L98 -1.8 L98 1.8 L24 2.6 Z", "kin") + line("M50 -2.4 L50 2.4 M74 -2 L74 2", "sumi", 2) + "</g>"
    return (ground + gun + cape + plate + ruff + face(60, 40, 9, 11, fierce=True, brow=1.8) + moustache + helmet + shine
            + crest_mokko())


def tomoe() -> str:
    """The onna-bugeisha of the Minamoto: long hair streaming behind her white headband, red-laced
    armour, the bow drawn, the arrow flying out of the picture."""
    ground = field("matsuba") + kasumi("kinari", ((60, 84, 70), (-8, 74, 40)), 0.35)
    hair = shape("M48 34 Q46 16 62 16 Q76 18 74 34 L78 48 Q96 56 110 84 Q94 72 76 66 L46 66 Z", "sumi")
    armour = shape("M22 100 Q22 72 42 64 L80 64 Q100 72 100 100 Z", "sumi") + "".join(
        line(f"M{26 - k} {74 + 7 * k} Q60 {68 + 7 * k} {96 + k} {74 + 7 * k}", "shu", 2.4) for k in range(4))
    bow = line("M22 4 Q2 46 22 96", "sumi", 6) + line("M22 4 Q2 46 22 96", "kin", 2.8)
    string = line("M22 4 L58 48 L22 96", "sumi", 1.1)
    arrow = line("M58 48 L10 48", "sumi", 1.8) + shape("M58 48 l6 -4 l6 0 l-5 4 l5 4 l-6 0 Z", "washi", True, 1.2) + \
        poly([(4, 48), (12, 44), (11, 48), (12, 52)], "washi", True, 1.2)
    arm = shape("M40 66 Q28 60 16 52 L18 44 Q32 50 46 58 Z", "sumi") + shape("M76 66 Q70 56 62 50 L58 46 Q68 48 84 62 Z", "sumi")
    band = shape("M47 27 Q60 20 74 27 L74 31 Q60 25 47 31 Z", "washi", True, 1.4) + \
        shape("M74 28 Q88 22 98 28 Q88 28 76 32 Z", "washi", True, 1.2) + shape("M74 30 Q86 34 92 42 Q82 36 75 33 Z", "washi", True, 1.2)
    return (ground + hair + bow + armour + arm + string + arrow + fist(18, 48, 4.4) + fist(58, 48, 4)
            + face(61, 38, 9, 11, look=-1, lady=True, brow=1.8) + band + crest_tomoe(103, 17))


def ushiwaka() -> str:
    """The boy Yoshitsune on Gojō bridge at night: light as a tengu's pupil, a veil over his
    head, a fan open in his hand, leaping from the red rail; the moon behind."""
    ground = field("ai") + circle(86, 32, 24, "kin", True, 2) + line("M0 70 L120 70", "sumi", 1)
    rail = shape("M-2 78 h124 v6 h-124 Z", "shu") + shape("M-2 92 h124 v5 h-124 Z", "shu") + "".join(
        shape(f"M{x} 78 h6 v22 h-6 Z", "shu") for x in (10, 60, 104))
    giboshi = shape("M104 78 Q102 68 107 64 Q112 68 110 78 Z", "kin", True, 1.6) + shape("M106 64 L107 58 L108 64 Z", "kin", True, 1)
    robe = shape("M38 80 Q36 60 48 54 L70 54 Q80 60 80 80 Q60 86 38 80 Z", "washi") + \
        "".join(circle(x, y, 2, "shu", False) for x, y in ((46, 66), (58, 72), (70, 64), (64, 60)))
    legs = line("M50 80 L42 94 M68 80 L80 90", "sumi", 4.6) + line("M50 80 L42 94 M68 80 L80 90", "kinari", 2.2)
    veil = shape("M40 58 Q34 30 48 16 Q60 8 72 16 Q84 28 80 54 Q74 42 72 30 Q60 22 48 30 Q46 44 40 58 Z", "murasaki")
    veil += "".join(circle(x, y, 1.8, "washi", False) for x, y in ((46, 26), (60, 16), (72, 24), (42, 44), (78, 44)))
    fan = "".join(poly([(24, 50), (24 + 20 * math.cos(math.radians(a)), 50 + 20 * math.sin(math.radians(a))),
                        (24 + 20 * math.cos(math.radians(a + 22)), 50 + 20 * math.sin(math.radians(a + 22)))],
                       "shu" if k % 2 else "washi", True, 1.2) for k, a in enumerate(range(200, 330, 22)))
    fan += circle(24, 50, 2.4, "kin", True, 1)
    arm = shape("M48 58 Q36 54 28 50 L26 56 Q36 62 46 64 Z", "washi")
    hair = shape("M52 30 Q52 24 60 24 Q68 24 68 30 Q64 28 60 29 Q56 28 52 30 Z", "sumi")
    return (ground + rail + giboshi + legs + robe + arm + fan + fist(27, 53, 3.8) + face(60, 37, 9, 9, look=-0.8, mouth="smile")
            + hair + veil + crest_rindo())


# -- icons for the card's icon row (24×24): a pigment disc and a paper glyph ------------------------------
def icon(disc: str, glyph: str) -> str:
    return circle(12, 12, 10.6, disc, True, 1.8) + glyph


HEART = "M12 19.2 Q4.6 14 5.2 9.2 Q6 5.4 9.2 5.6 Q11.2 5.8 12 7.8 Q12.8 5.8 14.8 5.6 Q18 5.4 18.8 9.2 Q19.4 14 12 19.2 Z"


ICONS = {
    "icon_reach": lambda: icon("ai", shape("M5 12 L15 12 L15 8 L20 12 L15 16 L15 12", "washi", True, 1.2)
                               + line("M5 12 L16 12", "washi", 2.6)),
    "icon_damage": lambda: icon("shu", poly(star(12, 12, 8, 3.6, 6), "washi", True, 1)),
    # resilience as the seats' mats print it, a crimson heart in ink; honour their gold koban
    "icon_resilience": lambda: icon("washi", shape(HEART, "shu_bright", True, 1.6)),
    "icon_heal": lambda: icon("matsuba", shape(HEART, "shu_bright", True, 1.6)
                              + line("M12 9.4 L12 14.6 M9.4 12 L14.6 12", "washi", 1.8)),
    "icon_weapon": lambda: icon("kuchiba", line("M6 18 L17 7", "washi", 3) + line("M17 7 L19 5", "washi", 2)
                                + line("M5.5 14.5 L9.5 18.5", "sumi", 2.2)),
    "icon_cards": lambda: icon("asagi", shape("M5 8 h8 v11 h-8 Z", "ai", True, 1.2) + shape("M10 5 h8 v11 h-8 Z",
                                                                                           "washi", True, 1.2)),
    "icon_honour": lambda: icon("washi", ellipse(12, 12, 5.2, 7.8, "kin", True, 1.4)
                                + line("M9.6 9.4 L14.4 9.4 M9.4 12 L14.6 12 M9.6 14.6 L14.4 14.6", "kuchiba", 1)),
    "icon_block": lambda: icon("asagi", shape("M12 4.5 L19 7 Q19 15 12 19.5 Q5 15 5 7 Z", "washi", True, 1.2)),
}


# -- the table: a low wooden table, its planks and grain, a lacquer rim with a gold inlay --------------------
LACQUER, LACQUER_LIT, LACQUER_SIDE = "#4a2119", "#8a4a36", "#2a100c"  # negoro: deep red-brown lacquer, its worn
# top lit, its side in shade
WOOD, GRAIN = "#a87a44", "#6a4420"  # keyaki in lamplight, its grain a darker brown (not ink)
TABLE = (1290, 840)  # the felt of maps/samurai_sword_table.tmx: the picture is drawn at exactly this size


def oval(cx, cy, rx, ry, fill="none", stroke=None, width=0.0, opacity=1.0) -> str:
    """The table's squared oval (table_map.WOOD_POWER) as a closed path."""
    pts = [oval_point(cx, cy, rx, ry, 2 * math.pi * k / 360) for k in range(360)]
    d = "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in pts) + " Z"
    s = f' stroke="{P.get(stroke, stroke)}" stroke-width="{width}"' if stroke else ""
    o = f' opacity="{opacity}"' if opacity < 1 else ""
    return f'<path d="{d}" fill="{P.get(fill, fill)}"{s}{o}/>'


def table() -> str:
    """A low table of one wide keyaki slab in a lacquer rim: the grain flowing round a few knots in
    long brush lines (no ruled planks), the lamp's light pooled in the middle and falling off
    toward the rim, the rim deep negoro lacquer lit along its top."""
    w, h = TABLE
    cx, cy, a, b = w / 2, h / 2 - 4, w / 2 - 6, h / 2 - 10
    out = ('<defs><radialGradient id="lamp" cx="0.5" cy="0.47" r="0.56">'
           f'<stop offset="0" stop-color="{P["kinari"]}" stop-opacity="0.2"/>'
           f'<stop offset="0.55" stop-color="{P["kinari"]}" stop-opacity="0.04"/>'
           f'<stop offset="1" stop-color="{P["sumi"]}" stop-opacity="0.3"/></radialGradient></defs>')
    for grow, alpha in ((10, 0.14), (5, 0.2), (0, 0.3)):  # the table's soft shadow on the mats
        out += oval(cx + 6, cy + 16, a + grow, b + grow, "sumi", opacity=alpha)
    out += oval(cx, cy + 9, a, b, LACQUER_SIDE)  # the rim's near side, seen below its top: the table has a thickness
    out += oval(cx, cy, a, b, LACQUER)
    out += oval(cx, cy - 2, a - 4, b - 4, stroke=LACQUER_LIT, width=3, opacity=0.7)  # the rim's lit top
    ia, ib = a - 16, b - 16
    out += oval(cx, cy, ia + 1, ib + 1, "sumi", opacity=0.6)  # the slab's edge, a step down from the rim
    out += oval(cx, cy, ia - 1, ib - 1, WOOD)

    def span(y):
        t = abs(y - cy) / ib
        if t >= 1:
            return None
        half = ia * (1 - t ** WOOD_POWER) ** (1 / WOOD_POWER) - 4
        return cx - half, cx + half

    knots = ((cx - 380, cy - 150, 26), (cx + 300, cy + 170, 20), (cx + 470, cy - 230, 14), (cx - 150, cy + 300, 16))

    def flow(x, y0):
        """The grain's line through (x, y0): a slow swell, bent round every knot near it."""
        y = y0 + 5 * math.sin(x / 230 + y0 / 97) + 2 * math.sin(x / 61 + y0 / 31)
        for kx, ky, r in knots:
            d = y0 - ky
            reach = 6 * r
            if abs(d) < reach:
                push = (reach - abs(d)) * 0.55 * math.exp(-((x - kx) / (3.2 * r)) ** 2)
                y += math.copysign(push, d if d else 1)
        return y

    grain = {0: "", 1: ""}
    y0 = cy - ib - 6
    k = 0
    while y0 < cy + ib + 6:
        xs = span(y0)
        pts = []
        if xs:
            x = xs[0] - 30
            while x <= xs[1] + 30:
                yy = flow(x, y0)
                lim = span(yy)
                if lim and lim[0] <= x <= lim[1]:
                    pts.append(f"{x:.0f} {yy:.1f}")
                elif len(pts) > 1:
                    grain[k % 2] += "M" + " L".join(pts) + " "
                    pts = []
                else:
                    pts = []
                x += 12
        if len(pts) > 1:
            grain[k % 2] += "M" + " L".join(pts) + " "
        y0 += 9 + 7 * abs(math.sin(k * 1.7))  # growth rings: close and far by turns
        k += 1
    out += line(grain[0], GRAIN, 1.3, 0.5) + line(grain[1], GRAIN, 2.4, 0.28)
    for kx, ky, r in knots:  # each knot: its rings, darker at the heart
        out += ellipse(kx, ky, r * 0.45, r * 0.28, "sumi", False).replace("/>", ' opacity="0.3"/>')
        for j in (1, 2, 3):
            out += (f'<ellipse cx="{kx}" cy="{ky}" rx="{r * (0.5 + 0.55 * j):.1f}" ry="{r * (0.3 + 0.33 * j):.1f}" '
                    f'fill="none" stroke="{P["sumi"]}" stroke-width="1.2" opacity="{0.2 - 0.04 * j:.2f}"/>')
    seams = ""
    for y in (cy - 250, cy + 20, cy + 260):  # three joints of a slab glued from four boards, barely seen
        xs = span(y)
        if xs:
            seams += f"M{xs[0]:.0f} {y:.0f} L{xs[1]:.0f} {y:.0f} "
    out += line(seams, "sumi", 1.6, 0.22)
    out += oval(cx, cy, ia - 1, ib - 1, "url(#lamp)")
    out += oval(cx, cy, ia + 7, ib + 7, stroke="kin", width=1.6, opacity=0.8)  # the gold inlay in the rim
    out += oval(cx, cy, a, b, stroke="sumi", width=2, opacity=0.8)
    return out


PICTURES = {
    # characters
    "benkei": benkei, "chiyome": chiyome, "goemon": goemon, "ginchiyo": ginchiyo, "hanzo": hanzo,
    "hideyoshi": hideyoshi, "ieyasu": ieyasu, "kojiro": kojiro, "musashi": musashi, "nobunaga": nobunaga,
    "tomoe": tomoe, "ushiwaka": ushiwaka,
    # roles
    "shogun": shogun, "samurai": samurai, "ninja": ninja, "ronin": ronin,
    # weapons
    "bo": bo, "bokken": bokken, "daikyu": daikyu, "kanabo": kanabo, "katana": katana, "kiseru": kiseru,
    "kusarigama": kusarigama, "nagayari": nagayari, "naginata": naginata, "nodachi": nodachi, "shuriken": shuriken,
    "tanegashima": tanegashima, "wakizashi": wakizashi,
    # properties
    "armor": armor, "bushido": bushido, "fastdraw": fastdraw, "focus": focus,
    # actions
    "battlecry": battlecry, "breathing": breathing, "daimyo": daimyo, "diversion": diversion, "geisha": geisha,
    "jujutsu": jujutsu, "parry": parry, "teaceremony": teaceremony,
}


def svg(name: str, body: str, size=(W, H), framed=True) -> str:
    w, h = size
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">\n'
            f"  <!-- Samurai Sword: {name} (written by tools/art_samurai_sword.py) -->\n  {body}"
            f"{frame() if framed else ''}\n</svg>\n")


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, draw in PICTURES.items():
        (OUT / f"{name}.svg").write_text(svg(name, draw()), encoding="utf-8")
    (OUT / "table.svg").write_text(svg("table", table(), TABLE, False), encoding="utf-8")
    for name, draw in ICONS.items():
        (OUT / f"{name}.svg").write_text(svg(name, draw(), (24, 24), False), encoding="utf-8")
    print(f"{len(PICTURES)} pictures and {len(ICONS)} icons in {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
