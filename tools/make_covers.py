"""Write the game list's covers, assets/art/covers/<game>.svg, from each game's own pictures.

A cover is a box lid in the woodblock style: a pigment ground, a pattern band, and a few of the
game's pictures laid on it (a Samurai Sword character, 姬札大戰's masks fanned as cards, three
3KingdomsBattle tiles...). The pictures are copied in as groups, so a cover is one SVG file that
nanosvg draws by itself; the game's title is drawn over the top band by the program's fonts.
Run again after a game's pictures change:  python tools/make_covers.py
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.render.palette import AI, KIN, KINARI, KUCHIBA, MATSUBA, SHU, SUMI, WASHI, hex_colour  # noqa: E402

ART = ROOT / "assets" / "art"
W, H = 240, 290  # a box lid a little taller than wide, as the game list's cards hold it
TOP = 62  # the title band, its cartouche left plain for the program's lettering
INSET = 22  # the cartouche's ends from the lid's sides (client/render/covers.py letters inside them)
DROP = 25  # the pictures, laid out for a 250-high lid, sit this much lower: the waves fill the foot


def _inner(game: str, name: str, prefix: str) -> tuple[str, tuple[float, float, float, float]]:
    """The drawing inside a picture's <svg>, its ids made unique for this cover, and its viewBox."""
    text = (ART / game / f"{name}.svg").read_text(encoding="utf-8")
    box = re.search(r'viewBox="([^"]+)"', text)
    if not box:
        raise SystemExit(f"{game}/{name}.svg has no viewBox")
    vb = tuple(float(v) for v in box.group(1).replace(",", " ").split())
    body = text[text.index(">", text.index("<svg")) + 1:text.rindex("</svg>")]
    body = re.sub(r"<!--.*?-->", "", body, flags=re.S)
    body = re.sub(r'id="([^"]+)"', lambda m: f'id="{prefix}{m.group(1)}"', body)
    body = re.sub(r"url\(#([^)]+)\)", lambda m: f"url(#{prefix}{m.group(1)})", body)
    body = re.sub(r'href="#([^"]+)"', lambda m: f'href="#{prefix}{m.group(1)}"', body)
    return body, vb  # type: ignore[return-value]


def place(game: str, name: str, x: float, y: float, w: float, angle: float = 0.0, frame: str | None = None,
          k: list[int] = [0]) -> str:  # noqa: B006 -- a counter for unique id prefixes
    """The picture ``game/name`` drawn ``w`` wide with its top-left at (x, y), turned ``angle``
    degrees about its centre; ``frame``: a card's paper edge in that colour round it."""
    k[0] += 1
    body, (vx, vy, vw, vh) = _inner(game, name, f"c{k[0]}_")
    s = w / vw
    h = vh * s
    cx, cy = x + w / 2, y + h / 2
    out = [f'<g transform="rotate({angle:.1f} {cx:.1f} {cy:.1f})">']
    if frame:
        out.append(f'<rect x="{x - 5:.1f}" y="{y - 5:.1f}" width="{w + 10:.1f}" height="{h + 10:.1f}" rx="5" '
                   f'fill="{frame}" stroke="{hex_colour(SUMI)}" stroke-width="2.5"/>')
    out.append(f'<g transform="translate({x:.1f} {y:.1f}) scale({s:.4f}) translate({-vx:.1f} {-vy:.1f})">'
               f"{body}</g>")
    if frame:
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="none" '
                   f'stroke="{hex_colour(SUMI)}" stroke-width="1.5"/>')
    out.append("</g>")
    return "".join(out)


def tk_tile(type_id: int, x: float, y: float, w: float, turn: int = 0) -> str:
    """A 3KingdomsBattle tile ``w`` wide at (x, y), turned ``turn`` degrees (a multiple of 90),
    with its mountains, pines and halls standing upright where the table stands them."""
    from client.games.three_kingdoms.tile_art import picture_name, tile_landforms, tile_plan

    def turned(cx: float, cy: float) -> tuple[float, float]:
        for _ in range(turn // 90 % 4):  # clockwise on screen, as SVG's rotate()
            cx, cy = 1 - cy, cx
        return cx, cy

    halls = [(name, turned(*centre), (side, side)) for name, centre, side in tile_plan(type_id).motifs]
    return place("three_kingdoms", picture_name(type_id), x, y, w, turn) + "".join(
        place("three_kingdoms", name, x + (cx - mw / 2) * w, y + (cy - mh / 2) * w, mw * w)
        for name, (cx, cy), (mw, mh) in tile_landforms(type_id, turn // 90) + tuple(halls))


def waves(y0: float, colour, ink) -> str:
    """Seigaiha along the bottom: rows of nested arcs, each row half a scale over."""
    r, parts = 20, []
    for row, y in enumerate(range(int(y0), H + r, r // 2)):
        off = 0 if row % 2 == 0 else r
        for x in range(-r + off, W + 2 * r, 2 * r):
            for j, rr in enumerate((r, r * 0.7, r * 0.4)):
                fill = hex_colour(colour) if j % 2 == 0 else hex_colour(ink)
                parts.append(f'<path d="M{x - rr:.1f} {y} A{rr:.1f} {rr:.1f} 0 0 1 {x + rr:.1f} {y} Z" '
                             f'fill="{fill}" stroke="{hex_colour(ink)}" stroke-width="1.2"/>')
    return "".join(parts)


def sun(cx: float, cy: float, r: float) -> str:
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{hex_colour(SHU)}"/>'


def cubes(spots) -> str:
    """Dyed cubes tumbling through the tower: (x, y, pigment, turn)."""
    return "".join(f'<rect x="{x}" y="{y}" width="13" height="13" rx="2" fill="{hex_colour(c)}" stroke="'
                   f'{hex_colour(SUMI)}" stroke-width="1.6" transform="rotate({a} {x + 6.5} {y + 6.5})"/>'
                   for x, y, c, a in spots)


def lid(ground, body: str) -> str:
    """A lid: its ground, a black title band with its cartouche in the game's colour, the body."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">\n'
            "<!-- written by tools/make_covers.py from the game's own pictures -->\n"
            f'<rect x="0" y="0" width="{W}" height="{H}" rx="10" fill="{hex_colour(ground)}"/>\n'
            f'<rect x="0" y="0" width="{W}" height="{TOP}" rx="10" fill="{hex_colour(SUMI)}"/>\n'
            f'<rect x="0" y="{TOP - 10}" width="{W}" height="10" fill="{hex_colour(SUMI)}"/>\n'
            f'<rect x="0" y="{TOP}" width="{W}" height="3" fill="{hex_colour(KIN)}"/>\n'
            f"{cartouche(ground)}\n"
            f'<g transform="translate(0 {DROP})">{body}</g>\n</svg>\n')


def cartouche(ground) -> str:
    """The title's cartouche in the band, printed alike on every lid: a plaque in the game's own
    colour with cut corners, a gold edge and a gold hairline inside it, a gold lozenge with a
    vermilion boss either side (the program letters the title on it: client/render/covers.py)."""
    x0, x1, y0, y1, c = INSET, W - INSET, 6, TOP - 6, 9
    kin, shu, ink = hex_colour(KIN), hex_colour(SHU), hex_colour(SUMI)

    def plaque(i: float) -> str:
        return (f"M{x0 + c + i} {y0 + i} L{x1 - c - i} {y0 + i} L{x1 - i} {y0 + c + i} L{x1 - i} {y1 - c - i} "
                f"L{x1 - c - i} {y1 - i} L{x0 + c + i} {y1 - i} L{x0 + i} {y1 - c - i} L{x0 + i} {y0 + c + i} Z")

    mid = (y0 + y1) / 2
    bosses = "".join(f'<path d="M{x - 7} {mid} L{x} {mid - 9} L{x + 7} {mid} L{x} {mid + 9} Z" fill="{kin}" '
                     f'stroke="{ink}" stroke-width="1.2"/><circle cx="{x}" cy="{mid}" r="3.2" fill="{shu}"/>'
                     for x in (INSET / 2, W - INSET / 2))
    return (f'<path d="{plaque(0)}" fill="{hex_colour(ground)}" stroke="{kin}" stroke-width="2.5"/>'
            f'<path d="{plaque(4)}" fill="none" stroke="{kin}" stroke-width="1"/>{bosses}')


# 青綠: the azurite and malachite of the blue-green landscape scrolls, for 3KingdomsBattle's lid, whose
# ground is their deep teal (Samurai Sword's lid is the night's indigo)
AZURITE, AZURITE_DEEP, MALACHITE = (46, 96, 150), (24, 48, 84), (52, 132, 104)
TEAL = (22, 84, 88)


def clouds(spots) -> str:
    """Gold auspicious clouds: (x, y, scale) -- a curl and its trailing ribbon."""
    kin, ink = hex_colour(KIN), hex_colour(SUMI)
    return "".join(
        f'<g transform="translate({x} {y}) scale({k})">'
        f'<path d="M0 10 C-2 0 12 -4 16 4 C18 -6 34 -6 34 4 C40 0 48 6 44 12 L-4 12 Z" fill="{kin}" '
        f'stroke="{ink}" stroke-width="1.6"/>'
        f'<path d="M8 8 C8 3 14 3 14 7 M24 7 C24 1 32 1 31 7" fill="none" stroke="{ink}" stroke-width="1.3"/></g>'
        for x, y, k in spots)


def peaks(y0: float) -> str:
    """Blue-green peaks along the foot, as the landscape scrolls paint them: azurite crowns on
    malachite slopes, a gold line down each ridge, a far row and a near row."""
    ink, kin = hex_colour(SUMI), hex_colour(KIN)
    out = []
    for row, (tops, crown, slope) in enumerate((((14, 70, 128, 190, 236), AZURITE, MALACHITE),
                                                 ((-6, 44, 104, 160, 214, 262), AZURITE_DEEP, (40, 104, 82)))):
        base, height = y0 + 22 * row + 60, 54 - 10 * row
        for x in tops:
            half = 30 + 6 * row
            top = base - height
            out.append(f'<path d="M{x - half} {base} Q{x - half * 0.4} {top + 20} {x} {top} '
                       f'Q{x + half * 0.45} {top + 22} {x + half} {base} Z" fill="{hex_colour(slope)}" '
                       f'stroke="{ink}" stroke-width="2"/>')
            out.append(f'<path d="M{x - half * 0.45} {top + 22} Q{x} {top - 4} {x + half * 0.45} {top + 22} '
                       f'Q{x} {top + 14} {x - half * 0.45} {top + 22} Z" fill="{hex_colour(crown)}" '
                       f'stroke="{ink}" stroke-width="1.5"/>')
            out.append(f'<path d="M{x} {top + 8} Q{x - 4} {top + 30} {x + 2} {base - 6}" fill="none" '
                       f'stroke="{kin}" stroke-width="1.4"/>')
    return "".join(out)


def banner(x: float, top: float, foot: float, cloth, flip: bool = False) -> str:
    """A war banner on its pole: a tall cloth with a swallow-tailed fly, a gold sun on it."""
    ink, kin = hex_colour(SUMI), hex_colour(KIN)
    d = -1 if flip else 1
    w, h = 30, 46
    fly = x + d * w
    cloth_path = (f"M{x} {top + 4} L{fly} {top + 4} L{fly} {top + h} L{x + d * w * 0.5} {top + h - 12} "
                  f"L{x} {top + h} Z")
    return (f'<rect x="{x - 2.5}" y="{top - 4}" width="5" height="{foot - top + 4}" fill="{hex_colour(KUCHIBA)}" '
            f'stroke="{ink}" stroke-width="1.5"/>'
            f'<circle cx="{x}" cy="{top - 6}" r="4" fill="{kin}" stroke="{ink}" stroke-width="1.5"/>'
            f'<path d="{cloth_path}" fill="{hex_colour(cloth)}" stroke="{ink}" stroke-width="2"/>'
            f'<rect x="{min(x, fly)}" y="{top + 4}" width="{w}" height="7" fill="{kin}" stroke="{ink}" '
            f'stroke-width="1.5"/>'
            f'<circle cx="{x + d * w * 0.5}" cy="{top + 24}" r="8" fill="{kin}" stroke="{ink}" stroke-width="1.5"/>')


def tile_map(tiles, x: float, y: float, w: float, angle: float) -> str:
    """A little map of land tiles laid edge to edge, ``tiles`` rows of (type, turn), each ``w``
    wide, the whole turned ``angle``: a ring of the ground round it hides whatever of the tiles'
    drawing runs past their edges (nanosvg cannot clip), and its thickness shows below and right."""
    ink, ring = hex_colour(SUMI), 16
    bw, bh = w * len(tiles[0]), w * len(tiles)
    out = [f'<g transform="rotate({angle:.1f} {x + bw / 2:.1f} {y + bh / 2:.1f})">']
    for r, row in enumerate(tiles):
        for c, (type_id, turn) in enumerate(row):
            out.append(tk_tile(type_id, x + c * w, y + r * w, w, turn))
    out.append(f'<rect x="{x - ring / 2}" y="{y - ring / 2}" width="{bw + ring}" height="{bh + ring}" fill="none" '
               f'stroke="{hex_colour(TEAL)}" stroke-width="{ring}"/>')
    out.append(f'<path d="M{x} {y + bh} L{x + 4} {y + bh + 6} L{x + bw + 4} {y + bh + 6} L{x + bw + 4} {y + 6} '
               f'L{x + bw} {y} L{x + bw} {y + bh} Z" fill="{ink}"/>')
    out.extend(f'<rect x="{x + c * w}" y="{y + r * w}" width="{w}" height="{w}" fill="none" stroke="{ink}" '
               f'stroke-width="1.6"/>' for r in range(len(tiles)) for c in range(len(tiles[0])))
    out.append(f'<rect x="{x}" y="{y}" width="{bw}" height="{bh}" fill="none" stroke="{ink}" stroke-width="2.5"/></g>')
    return "".join(out)


def three_kingdoms() -> str:
    """A corner of a land built of four tiles, cities and roads meeting at their edges, on an
    teal ground under gold clouds; two kingdoms' banners raised on its cities, blue-green
    peaks along the foot."""
    return lid(TEAL, clouds(((4, 50, 0.8), (96, 44, 0.9), (196, 52, 0.75)))
               + tile_map((((8, 0), (11, 0)), ((20, 180), (13, 0))), 42, 82, 78, -3)
               + banner(81, 40, 96, SHU, flip=True) + banner(158, 40, 92, AI)
               + peaks(212))


def covers() -> dict[str, str]:
    deep_red, night = (124, 36, 30), (24, 36, 62)
    return {
        "shogun": lid(deep_red, sun(170, 120, 46) + waves(205, AI, SUMI)
                      + place("shogun", "castle", 14, 128, 86)
                      + place("shogun", "tower", 100, 70, 96)
                      + cubes(((132, 104, SHU, 20), (158, 126, AI, -15), (140, 150, KIN, 35),
                               (120, 196, MATSUBA, 0), (170, 198, SHU, 10), (150, 172, WASHI, -25)))),
        "samurai_sword": lid(night, sun(120, 138, 62) + waves(212, AI, SUMI)
                             + place("samurai_sword", "musashi", 30, 92, 132, -4, hex_colour(WASHI))
                             + place("samurai_sword", "katana", 128, 130, 92, 8, hex_colour(WASHI))),
        "three_kingdoms": three_kingdoms(),
        "himefuda": lid((96, 34, 52), waves(214, (120, 48, 66), SUMI)
                        + place("himefuda", "wei_cao_cao", 12, 104, 92, -12, hex_colour(KINARI))
                        + place("himefuda", "shu_zhang_fei", 136, 104, 92, 12, hex_colour(KINARI))
                        + place("himefuda", "shu_guan_yu", 70, 88, 100, 0, hex_colour(KINARI))),
        "yedo": lid((64, 46, 72), waves(214, MATSUBA, SUMI)
                    + place("yedo", "mission_g02", 10, 84, 104, -9, hex_colour(KINARI))
                    + place("yedo", "mission_r07", 126, 84, 104, 9, hex_colour(KINARI))
                    + place("yedo", "mission_b01", 50, 132, 140, 0, hex_colour(KINARI))),
    }


def main() -> int:
    out = ART / "covers"
    out.mkdir(exist_ok=True)
    for game, svg in covers().items():
        (out / f"{game}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(covers())} covers to {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
