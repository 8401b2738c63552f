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

from client.render.palette import AI, KIN, KINARI, MATSUBA, SHU, SUMI, WASHI, hex_colour  # noqa: E402

ART = ROOT / "assets" / "art"
W, H = 240, 290  # a box lid a little taller than wide, as the game list's cards hold it
TOP = 62  # the title band, left plain for the program's lettering
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


def tk_tile(type_id: int, x: float, y: float, w: float) -> str:
    """A 3KingdomsBattle tile ``w`` wide at (x, y), unturned, with its mountains, pines and halls
    standing where the table stands them."""
    from client.games.three_kingdoms.tile_art import picture_name, tile_landforms, tile_plan

    halls = [(name, centre, (side, side)) for name, centre, side in tile_plan(type_id).motifs]
    return place("three_kingdoms", picture_name(type_id), x, y, w) + "".join(
        place("three_kingdoms", name, x + (cx - mw / 2) * w, y + (cy - mh / 2) * w, mw * w)
        for name, (cx, cy), (mw, mh) in tile_landforms(type_id, 0) + tuple(halls))


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


def lid(ground, body: str, band=None) -> str:
    band = band or SUMI
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">\n'
            "<!-- written by tools/make_covers.py from the game's own pictures -->\n"
            f'<rect x="0" y="0" width="{W}" height="{H}" rx="10" fill="{hex_colour(ground)}"/>\n'
            f'<rect x="0" y="0" width="{W}" height="{TOP}" rx="10" fill="{hex_colour(band)}"/>\n'
            f'<rect x="0" y="{TOP - 10}" width="{W}" height="10" fill="{hex_colour(band)}"/>\n'
            f'<rect x="0" y="{TOP}" width="{W}" height="3" fill="{hex_colour(KIN)}"/>\n'
            f'<g transform="translate(0 {DROP})">{body}</g>\n</svg>\n')


def covers() -> dict[str, str]:
    deep_red, night = (124, 36, 30), (24, 36, 62)
    return {
        "shogun": lid(deep_red, sun(170, 120, 46) + waves(205, AI, SUMI)
                      + place("shogun", "castle", 14, 128, 86)
                      + place("shogun", "tower", 92, 70, 112)
                      + cubes(((132, 104, SHU, 20), (158, 126, AI, -15), (140, 150, KIN, 35),
                               (120, 196, MATSUBA, 0), (170, 198, SHU, 10), (150, 172, WASHI, -25)))),
        "samurai_sword": lid(night, sun(120, 138, 62) + waves(212, AI, SUMI)
                             + place("samurai_sword", "musashi", 30, 92, 132, -4, hex_colour(WASHI))
                             + place("samurai_sword", "katana", 128, 130, 92, 8, hex_colour(WASHI))),
        # four tiles laid as on the table, their plains and roads joining
        "three_kingdoms": lid((58, 40, 30), tk_tile(7, 36, 66, 84) + tk_tile(17, 120, 66, 84)
                              + tk_tile(20, 36, 150, 84) + tk_tile(16, 120, 150, 84)),
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
