"""Write Samurai Sword's pictures: ``assets/art/samurai_sword/<id>.svg`` for the 12 characters, the
4 roles and the 25 play cards, named by the ids the rules use (client/games/samurai_sword/content.py),
the ``icon_*`` glyphs of the cards' icon row (reach, damage, resilience…) and the wooden ``table``.

    python tools/art_samurai_sword.py        # rewrites the 41 pictures and the icons

The SVG files are the data the program reads (client/render/art.py draws them); this script is
how they were made, so a change to one picture is a change here and a rerun. The look is a
woodblock print: flat fields of the pigments in client/render/palette.py, one bold ink outline,
pattern instead of shading. Every picture is 120×100 (the card's picture window); a character's
head and weapon sit in the band y 8–66, which the seat's small character card shows.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.render.palette import AI, ASAGI, KIN, KINARI, KUCHIBA, MATSUBA, SHU, SUMI, WASHI, hex_colour  # noqa: E402

OUT = ROOT / "assets" / "art" / "samurai_sword"
W, H = 120, 100
INK = hex_colour(SUMI)
P = {name: hex_colour(rgb) for name, rgb in (("sumi", SUMI), ("washi", WASHI), ("kinari", KINARI), ("ai", AI),
                                             ("shu", SHU), ("kuchiba", KUCHIBA), ("matsuba", MATSUBA),
                                             ("asagi", ASAGI), ("kin", KIN))}
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
def weapon_ground() -> str:
    return (field("kinari") + circle(86, 36, 30, "shu", False, opacity=0.9)
            + shape(f"M0 80 L{W} 80 L{W} {H} L0 {H} Z", "ai", False) + seigaiha("washi", 84, 0.5, 7))


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


def bo() -> str:
    body = pole(10, 92, 112, 10, 8, "kuchiba")
    for t in (0.1, 0.16, 0.84, 0.9):
        x, y = 10 + 102 * t, 92 - 82 * t
        body += line(f"M{x - 3.4} {y - 4.2} L{x + 3.4} {y + 4.2}", "sumi", 2.4)
    body += line("M30 79 L92 27", "washi", 1, 0.6)
    return weapon_ground() + body


def bokken() -> str:
    return weapon_ground() + sword(36, 72, -38, 72, 26, 8, 5, handle="kuchiba", tsuba="kuchiba", blade="kuchiba",
                                   wrap=False) + line("M44 65 Q70 44 94 24", "sumi", 0.9, 0.5)


def daikyu() -> str:
    bow = line("M44 6 Q18 42 40 70 Q48 82 44 96", "sumi", 7) + line("M44 6 Q18 42 40 70 Q48 82 44 96", "shu", 3.6)
    string = line("M44 6 L44 96", "sumi", 1.2)
    arrow = line("M26 56 L108 56", "sumi", 2.4) + poly([(112, 56), (102, 51), (104, 56), (102, 61)], "washi")
    feathers = shape("M30 56 L22 49 L14 49 L22 56 L14 63 L22 63 Z", "washi")
    bands = line("M30 36 L36 37 M30 41 L36 42 M37 73 L44 71", "kin", 2)
    return weapon_ground() + bow + bands + string + arrow + feathers


def kanabo() -> str:
    club = shape("M20 88 L26 94 L84 40 Q100 20 104 10 Q94 12 72 30 Z", "sumi")
    studs = "".join(circle(54 + 8 * k + (2 if k % 2 else -2), 62 - 8 * k + (2 if k % 2 else -2), 2.2, "washi", True, 1)
                    for k in range(6))
    grip = pole(14, 96, 32, 80, 7, "shu")
    return weapon_ground() + club + studs + grip + ring(17, 93, 4, "kin", 2)


def katana() -> str:
    saya = pole(22, 90, 104, 40, 7, "sumi") + line("M30 85 L36 81", "kin", 2)
    return weapon_ground() + saya + sword(34, 70, -42, 78, 26, 7, 3.5)


def kiseru() -> str:
    stem = pole(16, 74, 98, 40, 4.4, "matsuba")
    mouth = pole(10, 77, 20, 73, 3.6, "kin")
    bowl = shape("M96 42 L102 38 L104 28 L116 28 L114 36 L104 44 Z", "kin")
    smoke = line("M110 26 Q100 18 108 12 Q116 6 106 2 M104 26 Q96 20 98 12", "washi", 2.6) + \
        line("M110 26 Q100 18 108 12 Q116 6 106 2 M104 26 Q96 20 98 12", "sumi", 0.8, 0.6)
    return weapon_ground() + stem + mouth + bowl + smoke


def kusarigama() -> str:
    handle = pole(34, 92, 34, 34, 8, "kuchiba")
    blade = shape("M30 36 Q40 10 78 16 Q54 20 40 40 Z", "washi")
    collar = shape("M29 32 h10 v8 h-10 Z", "sumi")
    chain = ""
    pts = [(38, 90), (48, 94), (60, 94), (72, 90), (82, 82), (90, 72), (96, 62)]
    for k, (x, y) in enumerate(pts):
        chain += ellipse(x, y, 4.6, 2.8, "none", True, 2, rotate=(0 if k % 2 else 60) + k * 12)
    weight = circle(100, 54, 7, "sumi") + circle(98, 52, 2, "washi", False)
    return weapon_ground() + chain + handle + line("M34 88 L34 44", "sumi", 1, 0.6) + collar + blade + weight


def nagayari() -> str:
    shaft = pole(2, 76, 92, 40, 4.4, "sumi")
    blade = f'<g transform="translate(90 41) rotate({-22})">{shape("M0 -3 C8 -5 18 -3 26 0 C18 3 8 5 0 3 Z", "washi")}{line("M2 0 L22 0", "sumi", 0.8)}</g>'
    tassel = shape("M84 44 Q76 52 82 60 Q86 52 90 46 Z", "shu")
    return weapon_ground() + shaft + tassel + shape("M83 40 h8 v6 h-8 Z", "kin") + blade


def naginata() -> str:
    shaft = pole(14, 94, 78, 32, 6, "sumi")
    cord = line("M66 44 L72 38 M62 48 L68 42", "shu", 2.6)
    blade = shape("M76 34 L82 28 Q98 20 104 4 Q110 26 86 40 Z", "washi")
    tsuba = ellipse(79, 31, 2.4, 7, "kin", rotate=45)
    return weapon_ground() + shaft + cord + blade + line("M84 32 Q98 22 103 10", "sumi", 0.8, 0.6) + tsuba


def nodachi() -> str:
    cord = line("M16 60 Q8 72 20 76 Q30 78 26 66", "shu", 2.8)
    return weapon_ground() + cord + sword(36, 58, -8, 80, 32, 7, 3) + circle(5, 62, 2.5, "kin", True, 1.2)


def shuriken() -> str:
    big = poly(star(58, 52, 30, 8, 4, 12), "sumi") + circle(58, 52, 4.5, "kinari")
    edge = poly(star(58, 52, 24, 9, 4, 12), "none", True, 0.8).replace(INK, P["washi"])
    small = poly(star(98, 22, 14, 4, 4, 40), "sumi") + circle(98, 22, 2.4, "kinari")
    motion = line("M14 30 L34 38 M10 44 L28 48 M76 10 L86 14 M72 22 L84 22", "sumi", 2)
    return weapon_ground() + motion + big + edge + small


def tanegashima() -> str:
    stock = shape("M10 70 L40 60 L56 58 L56 66 L30 74 Q14 82 8 80 Z", "kuchiba")
    barrel = shape("M50 56 L108 40 L110 45 L54 64 Z", "sumi")
    bands = line("M66 54 L68 58 M86 48 L88 52", "kin", 2.4)
    lock = shape("M44 60 h8 v6 h-8 Z", "kin") + line("M48 60 Q44 50 52 46", "kin", 2)
    cord = line("M52 46 Q60 42 58 50", "shu", 2.2) + circle(52, 46, 1.8, "shu", False)
    smoke = circle(112, 38, 5, "washi") + circle(108, 30, 4, "washi") + circle(116, 30, 3.4, "washi")
    flash = poly(star(112, 42, 8, 3, 5), "kin")
    return weapon_ground() + stock + barrel + bands + lock + cord + flash + smoke


def wakizashi() -> str:
    saya = pole(30, 94, 64, 60, 8, "shu") + line("M36 89 L42 83", "kin", 2)
    return weapon_ground() + saya + sword(64, 58, -55, 40, 20, 7, 2.4)


# -- properties ----------------------------------------------------------------------------------------------
def armor() -> str:
    sode = shape("M18 22 h22 v40 h-22 Z", "sumi") + shape("M80 22 h22 v40 h-22 Z", "sumi")
    lace = "".join(line(f"M{x} {y} h22", "shu", 1.6) for x in (18, 80) for y in range(28, 62, 6))
    do = shape("M40 14 Q60 8 80 14 L82 70 Q60 76 38 70 Z", "sumi")
    rows = "".join(line(f"M40 {y} Q60 {y - 4} 81 {y}", "kin", 1.5) for y in range(34, 72, 7))
    chest = shape("M44 16 Q60 12 76 16 L76 30 Q60 26 44 30 Z", "shu")
    skirt = "".join(shape(f"M{x} 72 h14 v22 h-14 Z", "sumi") + line(f"M{x} 80 h14 M{x} 87 h14", "shu", 1.4)
                    for x in (32, 46, 60, 74))
    return property_ground() + skirt + sode + lace + do + rows + chest + circle(60, 22, 3, "kin", True, 1)


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
    return property_ground() + branch + sakura(60, 44, 34) + sakura(96, 76, 12) + petals


def fastdraw() -> str:
    saya = pole(8, 78, 62, 66, 8, "sumi") + line("M14 77 L20 75", "kin", 2)
    flash = shape("M54 70 Q84 10 118 14 Q90 20 62 72 Z", "kin", True, 1.6)
    speed = line("M70 88 L112 80 M80 96 L116 90 M4 60 L28 54", "washi", 2)
    return property_ground() + flash + speed + saya + sword(60, 66, -58, 52, 20, 6.5, 2.6)


def focus() -> str:
    rings = circle(60, 50, 40, "washi")
    for r, c in ((33, "sumi"), (26, "washi"), (19, "sumi"), (12, "washi"), (6, "shu")):
        rings += circle(60, 50, r, c, True, 1)
    arrow = line("M60 50 L110 14", "sumi", 2.6) + shape("M104 12 L114 6 L116 16 L108 20 Z", "washi")
    return property_ground() + rings + arrow + line("M56 54 L64 46", "kin", 2.4)


# -- actions -------------------------------------------------------------------------------------------------
def figure(head, joints, fill="sumi", width=9.0) -> str:
    """A pictogram figure: ``head`` (x, y, r), ``joints`` a list of limb polylines."""
    out = "".join(line("M" + " L".join(f"{x} {y}" for x, y in limb), fill, width) for limb in joints)
    return out + circle(*head, fill, False)


def battlecry() -> str:
    shell = shape("M28 70 Q14 42 40 26 Q66 12 86 34 Q96 46 90 60 L64 78 Q44 86 28 70 Z", "washi")
    spiral = line("M40 40 Q56 28 70 40 Q78 50 66 58 Q54 62 52 52 Q52 46 60 46", "sumi", 2)
    mouth = shape("M84 52 L96 50 L98 58 L88 62 Z", "kin")
    cord = line("M30 70 Q22 86 40 90 Q56 92 62 80", "shu", 3.4)
    waves = "".join(line(f"M{100 + 6 * k} {38 - 4 * k} Q{108 + 6 * k} {54} {100 + 6 * k} {70 + 4 * k}", "shu", 3)
                    for k in range(3))
    return action_ground() + cord + shell + spiral + mouth + waves


def breathing() -> str:
    enso = line("M60 8 A40 40 0 1 1 26 28", "ai", 7)
    sitter = figure((60, 30, 8), [[(60, 40), (60, 62)], [(60, 46), (46, 60), (54, 68)], [(60, 46), (74, 60), (66, 68)],
                                  [(36, 76), (60, 66), (84, 76)]])
    breath = line("M72 26 Q84 20 82 12 Q80 6 88 6 M72 32 Q90 32 94 22", "asagi", 2.6)
    return action_ground() + enso + sitter + breath


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
    return action_ground() + base + wall1 + roof1 + wall2 + roof2 + wall3 + roof3 + windows + fish


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
    return action_ground() + cards + motion + taken + hand + fingers


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
    return action_ground() + sticks + out + rivet + pin


def jujutsu() -> str:
    """A shoulder throw: the ink figure bends and turns the vermilion one over its back."""
    thrower = figure((66, 42, 8), [[(58, 50), (40, 70)], [(40, 70), (28, 94)], [(40, 70), (54, 94)],
                                   [(56, 52), (76, 56)], [(54, 54), (68, 64)]])
    thrown = figure((90, 70, 7.5), [[(84, 62), (58, 32)], [(58, 32), (34, 14)], [(58, 32), (46, 8)],
                                    [(80, 58), (78, 50)]], "shu")
    arc = line("M22 40 Q40 -4 96 28", "sumi", 2.6) + shape("M96 20 L106 32 L92 34 Z", "sumi", False)
    ground = line("M14 96 L106 96", "sumi", 2)
    return action_ground() + arc + ground + thrown + thrower


def parry() -> str:
    low = sword(16, 66, -4, 86, 14, 6.5, 2)
    high = sword(78, 6, 100, 60, 12, 6.5, 2.4)
    spark = poly(star(62, 60, 16, 5, 8), "kin") + poly(star(62, 60, 8, 3, 8, 22), "shu", False)
    return action_ground() + high + low + spark


def teaceremony() -> str:
    bowl = shape("M24 52 Q24 92 60 92 Q96 92 96 52 Z", "kuchiba")
    glaze = shape("M24 52 Q30 60 38 56 Q44 70 52 58 Q60 66 68 58 Q76 70 84 56 Q90 60 96 52 Z", "washi", False)
    tea = ellipse(60, 52, 36, 6, "matsuba")
    foot = shape("M46 90 h28 v5 h-28 Z", "kuchiba")
    whisk = shape("M100 90 L96 66 Q104 58 112 66 L108 90 Z", "kinari") + line(
        "M98 70 L100 88 M102 68 L103 88 M106 68 L105 88 M110 70 L107 88", "sumi", 0.8) + pole(104, 66, 104, 46, 4, "kuchiba")
    steam = line("M48 42 Q42 32 50 24 Q58 16 52 8 M68 42 Q62 30 70 22", "asagi", 2.6)
    return action_ground() + steam + foot + bowl + glaze + tea + whisk


# -- roles ---------------------------------------------------------------------------------------------------
def rays(cx, cy, colour, n=16, r=80, opacity=0.5) -> str:
    out = ""
    for k in range(n):
        a0, a1 = math.radians(k * 360 / n), math.radians((k + 0.5) * 360 / n)
        out += poly([(cx, cy), (cx + r * math.cos(a0), cy + r * math.sin(a0)),
                     (cx + r * math.cos(a1), cy + r * math.sin(a1))], colour, False)
    return f'<g opacity="{opacity}">{out}</g>'


def shogun() -> str:
    ground = field("kin") + rays(60, 56, "shu", 18, 90, 0.35)
    neck = shape("M18 70 Q60 58 102 70 L108 90 Q60 78 12 90 Z", "ai") + "".join(
        line(f"M{14 + 2 * k} {76 + 5 * k} Q60 {64 + 5 * k} {106 - 2 * k} {76 + 5 * k}", "kin", 1.2) for k in range(3))
    bowl = shape("M30 66 Q30 28 60 26 Q90 28 90 66 Z", "sumi") + "".join(
        line(f"M{x} 30 Q{x + (60 - x) * 0.1} 48 {x + (60 - x) * -0.2:.1f} 66", "kin", 1) for x in (40, 50, 60, 70, 80))
    visor = shape("M28 64 Q60 56 92 64 L88 72 Q60 66 32 72 Z", "sumi")
    horns = shape("M52 40 Q34 30 28 4 Q40 20 56 30 Z", "kin") + shape("M68 40 Q86 30 92 4 Q80 20 64 30 Z", "kin")
    crest = circle(60, 40, 8, "shu") + poly(star(60, 40, 6, 2.5, 6), "kin", False)
    return ground + neck + bowl + visor + horns + crest


def samurai() -> str:
    ground = field("shu") + seigaiha("sumi", 6, 0.3, 10)
    long_ = sword(22, 84, -36, 82, 26, 7, 3, tsuba="kin")
    saya = pole(14, 22, 96, 88, 7, "sumi") + line("M22 29 L28 34", "kin", 2)
    short = sword(96, 84, -140, 48, 18, 6, 2, tsuba="kin")
    return ground + saya + long_ + short + circle(60, 52, 6, "kin")


def ninja() -> str:
    ground = field("ai") + circle(88, 30, 22, "kin", False) + circle(80, 26, 18, "ai", False)
    hood = shape("M22 100 Q20 70 34 52 Q30 24 60 18 Q90 24 86 52 Q100 70 98 100 Z", "sumi")
    slit = shape("M38 48 Q60 40 82 48 L80 58 Q60 52 40 58 Z", "kinari")
    eyes = ellipse(50, 52, 4.4, 2.4, "sumi", False) + ellipse(70, 52, 4.4, 2.4, "sumi", False)
    knot = shape("M84 30 Q100 22 108 34 Q96 32 88 38 Z", "sumi")
    stars = poly(star(18, 18, 6, 2, 4, 20), "kin", True, 1) + poly(star(104, 76, 4, 1.4, 4), "kin", True, 1)
    return ground + stars + knot + hood + slit + eyes


def ronin() -> str:
    ground = field("matsuba") + kasumi("kinari", ((-6, 70, 60), (60, 80, 70)), 0.35)
    grass = line("M6 100 Q12 80 8 66 M14 100 Q22 82 26 70 M104 100 Q100 84 108 70 M112 100 Q118 86 116 76", "kuchiba", 2.4)
    cloak = shape("M24 100 Q30 70 60 66 Q90 70 96 100 Z", "sumi")
    hat = shape("M6 56 Q60 6 114 56 Q60 50 6 56 Z", "kuchiba")
    weave = "".join(line(f"M60 14 L{x} 54", "sumi", 0.9, 0.7) for x in range(14, 110, 12))
    rings = line("M28 42 Q60 34 92 42 M44 28 Q60 24 76 28", "sumi", 0.9, 0.7)
    hilt = pole(80, 76, 104, 58, 5, "sumi") + ellipse(82, 74, 2, 5, "kin", rotate=-36)
    return ground + grass + cloak + hilt + hat + weave + rings


# -- characters: a bust in ink on a pigment field, a weapon, a kamon crest --------------------------------------
def shoulders(collar="washi") -> str:
    body = shape("M8 100 Q12 76 40 68 L80 68 Q108 76 112 100 Z", "sumi")
    neck = shape("M53 48 h14 v22 h-14 Z", "sumi")
    v = line("M48 68 L62 92 M72 68 L58 92", collar, 4)
    return neck + body + v


def head(cx=60, cy=38, rx=12, ry=14) -> str:
    return ellipse(cx, cy, rx, ry, "sumi")


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


def character(ground: str, pattern: str, back: str, bust: str, front: str, kamon: str) -> str:
    return field(ground) + pattern + back + shoulders() + bust + front + kamon


def benkei() -> str:
    back = pole(12, 96, 96, 16, 5, "kuchiba") + shape("M92 20 L98 12 Q108 4 112 -2 Q114 16 100 26 Z", "washi")
    hood = shape("M42 40 Q40 14 60 12 Q80 14 78 40 Q84 60 80 72 L40 72 Q36 60 42 40 Z", "washi")
    face = ellipse(60, 40, 9, 12, "sumi", False)
    return character("ai", seigaiha("asagi", 4, 0.45), back, hood + face, line("M46 60 L60 54 L74 60", "sumi", 1.4),
                     crest_wheel())


def chiyome() -> str:
    hair = shape("M46 40 Q44 20 60 20 Q76 20 74 40 Q80 60 76 72 L44 72 Q40 60 46 40 Z", "sumi") + circle(60, 18, 8, "sumi")
    pin = line("M48 12 L74 22", "kin", 2) + circle(74, 22, 2.4, "shu", True, 1)
    kunai = '<g transform="translate(88 56) rotate(-30)">' + shape("M0 -4 L24 -3 L34 0 L24 3 L0 4 Z", "washi") + \
        shape("M-14 -2.4 h14 v4.8 h-14 Z", "shu") + ring(-18, 0, 4, "sumi", 2) + "</g>"
    return character("matsuba", asanoha("kinari", 0.35), "", head() + hair + pin, kunai, crest_diamonds())


def goemon() -> str:
    spikes = poly([(60 + r * math.cos(math.radians(a)), 36 + r * math.sin(math.radians(a)))
                   for a, r in zip(range(165, 376, 15), [14, 24, 17, 27, 19, 28, 20, 28, 20, 28, 19, 27, 17, 24, 14])],
                  "sumi")
    pipe = pole(30, 64, 106, 40, 3.6, "kuchiba") + shape("M104 42 L110 38 L112 30 L118 32 L116 40 L108 46 Z", "kin") + \
        line("M114 28 Q108 20 114 14 Q118 10 112 4", "washi", 2.4)
    return character("shu", stripes("sumi", 0.22), "", head() + spikes, pipe, crest_scales())


def ginchiyo() -> str:
    hair = shape("M46 40 Q46 22 60 22 Q74 22 74 40 L80 72 L40 72 Z", "sumi")
    band = line("M47 30 Q60 24 73 30", "shu", 4) + line("M73 30 L84 24 M73 31 L86 32", "shu", 2.4)
    bolt = poly([(96, 2), (108, 2), (102, 16), (112, 16), (94, 38), (100, 22), (90, 22)], "kin", True, 1.4)
    blade = sword(84, 98, -72, 52, 14, 6, 2)
    return character("asagi", seigaiha("washi", 8, 0.35), "", head() + hair + band, blade + bolt, crest_orange())


def hanzo() -> str:
    back = sword(26, 84, -50, 64, 18, 6, 0.3, tsuba="sumi")
    hood = shape("M44 42 Q42 18 60 18 Q78 18 76 42 Q80 60 78 72 L42 72 Q40 60 44 42 Z", "sumi")
    slit = shape("M48 34 Q60 30 72 34 L71 40 Q60 37 49 40 Z", "kinari", False) + \
        ellipse(55, 36.5, 2, 1.4, "sumi", False) + ellipse(65, 36.5, 2, 1.4, "sumi", False)
    knot = shape("M74 22 Q88 16 92 26 Q84 24 78 30 Z", "sumi")
    return character("ai", dots("asagi", 0.5), back, hood + slit + knot, "", crest_arrows())


def hideyoshi() -> str:
    sun = "".join(line(f"M60 30 L{60 + 38 * math.cos(math.radians(a)):.1f} {30 + 38 * math.sin(math.radians(a)):.1f}",
                       "kin", 3.2) for a in range(190, 351, 16))
    helmet = shape("M44 36 Q44 18 60 18 Q76 18 76 36 Z", "sumi") + shape("M38 38 Q60 30 82 38 L84 46 Q60 40 36 46 Z", "sumi")
    gourd = pole(100, 98, 100, 44, 3, "kuchiba") + circle(100, 40, 7, "kin") + circle(100, 28, 5, "kin") + \
        line("M100 34 L100 34", "shu", 2) + shape("M96 34 h8 v2 h-8 Z", "shu", False)
    return character("kuchiba", asanoha("kin", 0.45), sun, helmet + head(60, 42, 11, 12), gourd, crest_kiri())


def ieyasu() -> str:
    helmet = shape("M42 40 Q42 18 60 18 Q78 18 78 40 Z", "sumi") + shape("M32 42 Q60 32 88 42 L92 54 Q60 44 28 54 Z", "sumi")
    horns = shape("M54 26 Q44 16 40 0 Q50 12 58 20 Z", "kin") + shape("M66 26 Q76 16 80 0 Q70 12 62 20 Z", "kin") + \
        circle(60, 26, 4, "kin")
    fan = pole(98, 96, 98, 60, 3.4, "sumi") + shape("M86 60 Q84 40 98 36 Q112 40 110 60 Q98 66 86 60 Z", "kin") + \
        circle(98, 50, 5, "shu", True, 1.2)
    return character("matsuba", seigaiha("kin", 4, 0.3), "", head(60, 44, 11, 12) + helmet + horns, fan, crest_aoi())


def kojiro() -> str:
    back = sword(14, 70, -22, 108, 20, 6, 3.5)
    hair = shape("M46 40 Q46 22 60 22 Q76 22 74 40 Z", "sumi") + shape("M72 28 Q92 30 98 50 Q88 40 74 38 Z", "sumi")
    band = line("M48 28 Q60 22 72 28", "washi", 2.4)
    return character("ai", stripes("kinari", 0.18, 10), back, head() + hair + band, "", crest_swallow())


def musashi() -> str:
    swords = sword(20, 96, -58, 80, 16, 6, 3) + sword(100, 96, -122, 60, 14, 5.4, -2.4)
    hair = poly([(60 + r * math.cos(math.radians(a)), 36 + r * math.sin(math.radians(a)))
                 for a, r in zip(range(170, 371, 20), [15, 22, 17, 23, 18, 23, 18, 23, 17, 22, 15])], "sumi")
    band = line("M47 32 Q60 26 73 32", "shu", 4) + line("M47 32 L36 40 M47 33 L38 46", "shu", 2.4)
    return character("kinari", seigaiha("ai", 6, 0.35), "", head() + hair + band, swords, crest_nine())


def nobunaga() -> str:
    cape = shape("M4 100 Q10 70 36 64 L60 80 L84 64 Q110 70 116 100 Z", "shu") + line("M36 64 L60 80 L84 64", "sumi", 2)
    knot = shape("M56 22 Q60 6 64 22 Z", "sumi") + shape("M54 24 h12 v4 h-12 Z", "sumi")
    gun = '<g transform="translate(6 88) rotate(-28)">' + shape("M0 -4 L26 -5 L30 4 L0 6 Z", "kuchiba") + \
        shape("M28 -3 L112 -2 L112 2 L28 3 Z", "sumi") + line("M60 -2 L60 2 M86 -2 L86 2", "kin", 2) + "</g>"
    return character("washi", asanoha("shu", 0.45), "", cape + head() + knot, gun, crest_mokko())


def tomoe() -> str:
    bow = line("M32 2 Q4 48 32 98", "sumi", 6) + line("M32 2 Q4 48 32 98", "kin", 3) + line("M32 2 L32 98", "sumi", 1)
    hair = shape("M46 40 Q46 20 60 20 Q74 20 74 40 Q82 70 86 100 L70 100 L70 72 L44 72 Z", "sumi")
    band = line("M46 30 Q60 22 74 30", "washi", 4) + line("M46 30 L34 36 M46 31 L36 42", "washi", 2.4)
    return character("shu", asanoha("kin", 0.35), bow, head() + hair + band, "", crest_tomoe())


def ushiwaka() -> str:
    veil = shape("M34 72 Q30 40 44 22 Q60 8 76 22 Q90 40 86 72 Q78 56 74 38 Q60 26 46 38 Q42 56 34 72 Z", "washi")
    veil += "".join(circle(x, y, 2, "shu", False) for x, y in ((48, 28), (60, 20), (72, 28), (40, 50), (80, 50)))
    flute = pole(18, 54, 44, 92, 3.6, "kuchiba") + line("M24 62 L25 63 M28 68 L29 69 M32 74 L33 75", "washi", 2)
    blade = sword(82, 92, -70, 44, 14, 5, 2)
    return character("asagi", dots("washi", 0.5), "", head(60, 40, 11, 13) + veil, flute + blade, crest_rindo())


# -- icons for the card's icon row (24×24): a pigment disc and a paper glyph ------------------------------
def icon(disc: str, glyph: str) -> str:
    return circle(12, 12, 10.6, disc, True, 1.8) + glyph


ICONS = {
    "icon_reach": lambda: icon("ai", shape("M5 12 L15 12 L15 8 L20 12 L15 16 L15 12", "washi", True, 1.2)
                               + line("M5 12 L16 12", "washi", 2.6)),
    "icon_damage": lambda: icon("shu", poly(star(12, 12, 8, 3.6, 6), "washi", True, 1)),
    "icon_resilience": lambda: icon("washi", shape("M12 19 Q3 12 6 7.5 Q9 4 12 8 Q15 4 18 7.5 Q21 12 12 19 Z",
                                                   "shu", True, 1.2)),
    "icon_heal": lambda: icon("matsuba", shape("M12 19 Q3 12 6 7.5 Q9 4 12 8 Q15 4 18 7.5 Q21 12 12 19 Z",
                                               "washi", True, 1.2) + line("M12 9 L12 15 M9 12 L15 12", "shu", 2)),
    "icon_weapon": lambda: icon("kuchiba", line("M6 18 L17 7", "washi", 3) + line("M17 7 L19 5", "washi", 2)
                                + line("M5.5 14.5 L9.5 18.5", "sumi", 2.2)),
    "icon_cards": lambda: icon("asagi", shape("M5 8 h8 v11 h-8 Z", "ai", True, 1.2) + shape("M10 5 h8 v11 h-8 Z",
                                                                                           "washi", True, 1.2)),
    "icon_honour": lambda: icon("kin", ring(12, 12, 6, "sumi", 1.6) + circle(12, 12, 2.4, "sumi", False)),
    "icon_block": lambda: icon("asagi", shape("M12 4.5 L19 7 Q19 15 12 19.5 Q5 15 5 7 Z", "washi", True, 1.2)),
}


# -- the table: a low wooden table, its planks and grain, a lacquer rim with a gold inlay --------------------
TABLE = (1236, 600)  # the felt of maps/samurai_sword_table.tmx: the picture is drawn at exactly this size


def table() -> str:
    w, h = TABLE
    cx, cy, a, b = w / 2, h / 2 - 4, w / 2 - 6, h / 2 - 10
    out = f'<ellipse cx="{cx + 5}" cy="{cy + 8}" rx="{a}" ry="{b}" fill="{P["sumi"]}" opacity="0.55"/>'
    out += f'<ellipse cx="{cx}" cy="{cy}" rx="{a}" ry="{b}" fill="{P["sumi"]}"/>'
    ia, ib = a - 16, b - 16
    out += f'<ellipse cx="{cx}" cy="{cy}" rx="{ia}" ry="{ib}" fill="{P["kuchiba"]}"/>'
    out += f'<ellipse cx="{cx}" cy="{cy}" rx="{ia}" ry="{ib}" fill="{P["sumi"]}" opacity="0.5"/>'

    def span(y):
        t = (y - cy) / ib
        if abs(t) >= 1:
            return None
        half = ia * math.sqrt(1 - t * t) - 3
        return cx - half, cx + half

    plank = 60
    grain, seams = "", ""
    y = cy - ib
    k = 0
    while y < cy + ib:
        for j in range(1, 6):  # the grain of one plank: long waves, a knot's ripple now and then
            gy = y + j * plank / 6
            xs = span(gy)
            if not xs:
                continue
            pts = []
            x = xs[0]
            phase = (k * 7 + j * 3) % 11
            while x <= xs[1]:
                wob = 2.4 * math.sin(x / (90 + 13 * j) + phase) + (6 * math.exp(-((x - (200 + 97 * phase)) / 40) ** 2) if j == 3 else 0)
                yy = gy + wob
                lim = span(yy)
                if lim and lim[0] <= x <= lim[1]:
                    pts.append(f"{x:.0f} {yy:.1f}")
                x += 14
            if len(pts) > 1:
                grain += "M" + " L".join(pts) + " "
        y += plank
        xs = span(y)
        if xs:
            seams += f"M{xs[0]:.0f} {y:.0f} L{xs[1]:.0f} {y:.0f} "
        k += 1
    out += line(grain, "sumi", 1.3, 0.28) + line(seams, "sumi", 2.2, 0.6)
    out += f'<ellipse cx="{cx}" cy="{cy}" rx="{ia + 6}" ry="{ib + 6}" fill="none" stroke="{P["kin"]}" stroke-width="2.4"/>'
    out += f'<ellipse cx="{cx}" cy="{cy}" rx="{a}" ry="{b}" fill="none" stroke="{P["sumi"]}" stroke-width="3"/>'
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
