"""Write Shogun's pictures under assets/art/shogun/ as SVG (woodblock look: flat pigment fields,
one bold ink outline, pattern in place of shading). The SVG files are the data the program reads;
this script is how they were made, kept so a change to one is a reviewable diff.

Pictures meant to take a seat's colour (the banner's cloth, the cube) are drawn white: the
program multiplies them by the colour, so the ink outline stays ink.

Usage: .venv/bin/python tools/make_shogun_art.py [--out DIR]
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "art" / "shogun"

# the pigments of client/render/palette.py (tests hold the two together)
SUMI, WASHI, KINARI, AI, SHU = "#1c1816", "#f4ecda", "#e4d6b8", "#26406e", "#c43e28"
KUCHIBA, MATSUBA, ASAGI, KIN = "#b8863a", "#3a623c", "#3a8a8c", "#cca854"
WHITE = "#ffffff"


def svg(view: str, body: str, note: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view}">\n  <!-- {note} -->\n'
            + body.strip("\n") + "\n</svg>\n")


CASTLE = svg("0 0 64 64", f"""
  <path d="M10 60 L14 44 L50 44 L54 60 Z" fill="#8c8478" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M16 50 L48 50 M13 55 L51 55" stroke="{SUMI}" stroke-width="1.2"/>
  <rect x="18" y="32" width="28" height="12" fill="{WASHI}" stroke="{SUMI}" stroke-width="2.5"/>
  <path d="M8 34 Q20 30 22 24 L42 24 Q44 30 56 34 Z" fill="{AI}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <rect x="23" y="16" width="18" height="8" fill="{WASHI}" stroke="{SUMI}" stroke-width="2.5"/>
  <path d="M14 18 Q24 14 26 8 L38 8 Q40 14 50 18 Z" fill="{AI}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M26 8 L32 3 L38 8" fill="{AI}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M22 2 L25 6 M42 2 L39 6" stroke="{KIN}" stroke-width="2.5" stroke-linecap="round"/>
  <rect x="29" y="36" width="6" height="8" fill="{SUMI}"/>
  <rect x="26" y="18" width="4" height="4" fill="{SUMI}"/><rect x="34" y="18" width="4" height="4" fill="{SUMI}"/>
""", "A castle: stone base, white walls, two tiers of indigo roofs, gold shachi.")

TEMPLE = svg("0 0 64 64", f"""
  <rect x="8" y="54" width="48" height="6" fill="{KINARI}" stroke="{SUMI}" stroke-width="2.5"/>
  <rect x="14" y="34" width="36" height="20" fill="{WASHI}" stroke="{SUMI}" stroke-width="2.5"/>
  <path d="M18 34 L18 54 M26 34 L26 54 M38 34 L38 54 M46 34 L46 54" stroke="{SHU}" stroke-width="4"/>
  <path d="M2 36 Q14 32 18 20 L46 20 Q50 32 62 36 Z" fill="{MATSUBA}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M18 20 Q24 12 32 10 Q40 12 46 20" fill="{MATSUBA}" stroke="{SUMI}" stroke-width="2.5"/>
  <path d="M32 10 L32 3" stroke="{KIN}" stroke-width="3" stroke-linecap="round"/>
  <circle cx="32" cy="3.5" r="2.5" fill="{KIN}" stroke="{SUMI}" stroke-width="1"/>
  <path d="M10 31 Q22 28 24 22 M54 31 Q42 28 40 22" fill="none" stroke="{WASHI}" stroke-width="1.5"/>
""", "A temple hall: a sweeping green roof over vermilion pillars, a gold finial.")

THEATRE = svg("0 0 64 64", f"""
  <path d="M32 4 C50 4 56 18 54 34 C52 50 42 60 32 60 C22 60 12 50 10 34 C8 18 14 4 32 4 Z"
        fill="{WASHI}" stroke="{SUMI}" stroke-width="3"/>
  <path d="M16 12 Q32 2 48 12 L46 16 Q32 8 18 16 Z" fill="{SUMI}"/>
  <path d="M18 28 Q23 24 28 28 Q23 30 18 28 Z" fill="{SUMI}"/>
  <path d="M36 28 Q41 24 46 28 Q41 30 36 28 Z" fill="{SUMI}"/>
  <path d="M20 22 Q24 20 27 22 M37 22 Q40 20 44 22" fill="none" stroke="{SUMI}" stroke-width="1.6"/>
  <path d="M30 32 L29 40 L35 40 L34 32" fill="none" stroke="{KUCHIBA}" stroke-width="1.6"/>
  <path d="M24 47 Q32 52 40 47 Q32 50 24 47 Z" fill="{SHU}" stroke="{SHU}" stroke-width="2"/>
  <circle cx="18" cy="38" r="3" fill="{SHU}" opacity="0.45"/><circle cx="46" cy="38" r="3" fill="{SHU}" opacity="0.45"/>
""", "A theatre: a noh mask, white with ink brows and a vermilion mouth.")

NOBORI_CLOTH = svg("0 0 32 80", f"""
  <path d="M13 6 L29 6 L29 66 L21 60 L13 66 Z" fill="{WHITE}" stroke="{SUMI}" stroke-width="2.2" stroke-linejoin="round"/>
  <path d="M13 12 L29 12" stroke="{SUMI}" stroke-width="1.2"/>
  <path d="M12 6 L12 66 M12 8 L12 64" stroke="{WHITE}" stroke-width="0.1"/>
  <circle cx="11" cy="10" r="1.6" fill="{WHITE}" stroke="{SUMI}" stroke-width="1"/>
  <circle cx="11" cy="24" r="1.6" fill="{WHITE}" stroke="{SUMI}" stroke-width="1"/>
  <circle cx="11" cy="38" r="1.6" fill="{WHITE}" stroke="{SUMI}" stroke-width="1"/>
  <circle cx="11" cy="52" r="1.6" fill="{WHITE}" stroke="{SUMI}" stroke-width="1"/>
""", "A nobori banner's cloth, drawn white: the program dyes it in the owner's seat colour.")

NOBORI_POLE = svg("0 0 32 80", f"""
  <ellipse cx="10" cy="76" rx="7" ry="2.5" fill="{SUMI}" opacity="0.35"/>
  <rect x="8" y="2" width="3.5" height="74" rx="1.5" fill="{KUCHIBA}" stroke="{SUMI}" stroke-width="1.5"/>
  <rect x="9" y="5" width="21" height="3" rx="1.2" fill="{KUCHIBA}" stroke="{SUMI}" stroke-width="1.2"/>
  <circle cx="9.75" cy="2.5" r="2.2" fill="{KIN}" stroke="{SUMI}" stroke-width="1"/>
""", "A nobori banner's pole and crossbar, lacquered ochre with a gold finial.")

MOUNTAIN = svg("0 0 80 48", f"""
  <path d="M2 46 L24 12 L34 24 L46 6 L78 46 Z" fill="{AI}" stroke="{SUMI}" stroke-width="2.2" stroke-linejoin="round" opacity="0.55"/>
  <path d="M18 22 L24 12 L30 19 L26 18 L22 23 Z M40 15 L46 6 L52 15 L48 13 L44 17 Z" fill="{WASHI}" opacity="0.9"/>
  <path d="M14 40 L22 30 M30 40 L40 26 M50 42 L56 32 M62 42 L66 36" stroke="{SUMI}" stroke-width="1.4" opacity="0.5"/>
""", "A woodblock mountain motif: two indigo peaks with snow caps and ink ridges.")

FOREST = svg("0 0 64 48", f"""
  <g stroke="{SUMI}" stroke-width="1.8" stroke-linejoin="round" opacity="0.6">
    <path d="M8 36 L16 24 L12 24 L20 12 L16 12 L22 2 L28 12 L24 12 L32 24 L28 24 L36 36 Z" fill="{MATSUBA}"/>
    <path d="M30 40 L38 28 L34 28 L42 16 L38 16 L44 6 L50 16 L46 16 L54 28 L50 28 L58 40 Z" fill="{MATSUBA}"/>
    <path d="M21 36 L21 44 M43 40 L43 46" stroke="{KUCHIBA}" stroke-width="3"/>
  </g>
""", "A woodblock forest motif: two tiered pines in pine green.")


def seigaiha() -> str:
    """A tile of seigaiha (blue ocean waves): rows of nested arcs, each row half a scale across;
    drawn as paths since nanosvg has no <pattern>. The tile repeats seamlessly 48 × 24."""
    rings = []
    for row, (dy, dx) in enumerate(((0, 0), (12, 12), (24, 0))):
        for cx in range(-24 + dx, 73, 24):
            for k, r in enumerate((12, 8.5, 5)):
                stroke = ASAGI if k != 1 else WASHI
                rings.append(f'<path d="M{cx - r:g} {dy + 12:g} A{r:g} {r:g} 0 0 1 {cx + r:g} {dy + 12:g}" '
                             f'fill="none" stroke="{stroke}" stroke-width="1.3" opacity="{0.5 if k != 1 else 0.18}"/>')
    body = f'  <rect x="0" y="0" width="48" height="24" fill="{AI}"/>\n  ' + "\n  ".join(rings)
    return svg("0 0 48 24", body, "Seigaiha, the blue ocean wave pattern: a 48 x 24 tile the sea repeats.")


def tower() -> str:
    """The tower seen a little from the right, 170 units wide and 250 high: a hopper with a lacquered
    rim on a tiled eave, two posts and a lintel round the open front (units 26..122 across, 74..198
    down: the program draws the inside there, its walls and baffles in the same depth), the right side
    going back 22 units and up 12, the base with its mouth and the feet."""
    dark, side, deep, tile, tile_side = "#8e6236", "#6e4a2a", "#4a3220", "#46526a", "#303a4e"
    seams = " ".join(f"M{x} 25 L{x + 9} 43" for x in range(34, 118, 14))
    tiles = " ".join(f"M{x} 47 L{x - 1 if x < 75 else x + 1} 60" for x in range(22, 132, 9))
    side_seams = "M149 56 L149 198 M138 110 L160 98 M138 160 L160 148"
    return svg("0 0 170 250", f"""
  <path d="M138 62 L160 50 L160 192 L138 204 Z" fill="{side}" stroke="{SUMI}" stroke-width="3" stroke-linejoin="round"/>
  <path d="{side_seams}" stroke="{deep}" stroke-width="2"/>
  <path d="M146 198 L168 186 L168 214 L146 226 Z" fill="{deep}" stroke="{SUMI}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M142 226 L164 214 L160 226 L138 238 Z" fill="#33231a" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M148 62 L170 50 L160 36 L136 47 Z" fill="{tile_side}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M0 64 Q6 60 8 52 L14 46 L136 46 L142 52 Q144 60 150 64 Z" fill="{tile}" stroke="{SUMI}" stroke-width="3" stroke-linejoin="round"/>
  <path d="{tiles}" stroke="{SUMI}" stroke-width="1.4" opacity="0.7"/>
  <path d="M3 61 L147 61" stroke="#8a94a8" stroke-width="2"/>
  <path d="M144 22 L166 10 L150 33 L128 45 Z" fill="{dark}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M4 22 L144 22 L128 45 L20 45 Z" fill="{KUCHIBA}" stroke="{SUMI}" stroke-width="3" stroke-linejoin="round"/>
  <path d="{seams}" stroke="{side}" stroke-width="1.3" opacity="0.8"/>
  <path d="M4 22 L26 10 L166 10 L144 22 Z" fill="{SHU}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M17 20 L32 13 L150 13 L135 20 Z" fill="#2a1e16" stroke="{SUMI}" stroke-width="1.5" stroke-linejoin="round"/>
  <circle cx="74" cy="33" r="7" fill="{KIN}" stroke="{SUMI}" stroke-width="2"/>
  <circle cx="74" cy="33" r="3" fill="{SHU}"/>
  <rect x="10" y="64" width="16" height="140" fill="{KUCHIBA}" stroke="{SUMI}" stroke-width="3"/>
  <rect x="122" y="64" width="16" height="140" fill="{KUCHIBA}" stroke="{SUMI}" stroke-width="3"/>
  <path d="M14 90 L14 190 M134 90 L134 190" stroke="{side}" stroke-width="1.5" opacity="0.8"/>
  <rect x="6" y="64" width="136" height="11" fill="{KUCHIBA}" stroke="{SUMI}" stroke-width="3"/>
  <path d="M10 69.5 L138 69.5" stroke="{side}" stroke-width="1.3" opacity="0.8"/>
  <rect x="12" y="128" width="12" height="8" fill="{KIN}" stroke="{SUMI}" stroke-width="1.5"/>
  <rect x="124" y="128" width="12" height="8" fill="{KIN}" stroke="{SUMI}" stroke-width="1.5"/>
  <circle cx="18" cy="69.5" r="3" fill="{KIN}" stroke="{SUMI}" stroke-width="1"/>
  <circle cx="130" cy="69.5" r="3" fill="{KIN}" stroke="{SUMI}" stroke-width="1"/>
  <rect x="4" y="198" width="142" height="28" fill="{dark}" stroke="{SUMI}" stroke-width="3"/>
  <path d="M4 204 L146 204" stroke="{side}" stroke-width="1.5"/>
  <path d="M50 226 L50 214 Q75 202 100 214 L100 226 Z" fill="#1e1510" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <circle cx="16" cy="215" r="3.5" fill="{KIN}" stroke="{SUMI}" stroke-width="1"/>
  <circle cx="134" cy="215" r="3.5" fill="{KIN}" stroke="{SUMI}" stroke-width="1"/>
  <path d="M8 226 L142 226 L138 238 L12 238 Z" fill="#33231a" stroke="{SUMI}" stroke-width="3" stroke-linejoin="round"/>
""", "The cube tower seen a little from the right: a hopper with a vermilion-lacquered rim on a tiled "
         "eave, two posts and a lintel round the open front, the side going back, the base with its mouth. "
         "The inside is left open: the program draws its walls, the baffles and the falling cubes there.")


TOWER = tower()

CUBE = svg("0 0 24 24", f"""
  <path d="M3 7 L12 3 L21 7 L21 18 L12 22 L3 18 Z" fill="{WHITE}" stroke="{SUMI}" stroke-width="1.8" stroke-linejoin="round"/>
  <path d="M3 7 L12 11 L21 7 L12 3 Z" fill="{WHITE}"/>
  <path d="M12 11 L21 7 L21 18 L12 22 Z" fill="#b4b4b4"/>
  <path d="M3 7 L12 11 L12 22 M12 11 L21 7" fill="none" stroke="{SUMI}" stroke-width="1.2"/>
  <path d="M3 7 L12 3 L21 7 L21 18 L12 22 L3 18 Z" fill="none" stroke="{SUMI}" stroke-width="1.8" stroke-linejoin="round"/>
""", "A wooden cube, drawn white and grey: the program dyes it in its owner's colour (or the peasants' green).")

KOBAN = svg("0 0 64 64", f"""
  <ellipse cx="32" cy="32" rx="19" ry="28" fill="{KIN}" stroke="{SUMI}" stroke-width="3"/>
  <ellipse cx="32" cy="32" rx="13" ry="21" fill="none" stroke="#8a6a2a" stroke-width="1.5"/>
  <path d="M21 20 L43 20 M19 26 L45 26 M19 38 L45 38 M21 44 L43 44" stroke="#8a6a2a" stroke-width="1.5"/>
  <rect x="25" y="28" width="14" height="8" rx="2" fill="{SHU}" stroke="{SUMI}" stroke-width="1.5"/>
""", "A koban, the oval gold coin: taxes.")

TROOPS = svg("0 0 64 64", f"""
  <path d="M14 58 L14 12 M32 58 L32 6 M50 58 L50 12" stroke="{SUMI}" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M14 3 L17.5 13 L10.5 13 Z M32 -3 L35.5 7 L28.5 7 Z M50 3 L53.5 13 L46.5 13 Z" fill="{WASHI}"
        stroke="{SUMI}" stroke-width="1.8" stroke-linejoin="round"/>
  <path d="M34 8 L50 8 L50 30 L34 30 Z" fill="{AI}" stroke="{SUMI}" stroke-width="2.5" stroke-linejoin="round"/>
  <circle cx="42" cy="19" r="4.5" fill="{WASHI}"/>
  <path d="M2 50 L14 38 L26 50 Z M20 56 L32 44 L44 56 Z M38 50 L50 38 L62 50 Z" fill="{KUCHIBA}" stroke="{SUMI}"
        stroke-width="2.5" stroke-linejoin="round"/>
""", "Troops: three ashigaru's spears and conical hats, an indigo banner: recruiting armies.")

WAR = svg("0 0 64 64", f"""
  <path d="M12 54 L54 8" stroke="{SUMI}" stroke-width="8" stroke-linecap="round"/>
  <path d="M12 54 L54 8" stroke="{WASHI}" stroke-width="4" stroke-linecap="round"/>
  <path d="M52 54 L10 8" stroke="{SUMI}" stroke-width="8" stroke-linecap="round"/>
  <path d="M52 54 L10 8" stroke="{WASHI}" stroke-width="4" stroke-linecap="round"/>
  <path d="M6 60 L18 47 M58 60 L46 47" stroke="{SUMI}" stroke-width="7" stroke-linecap="round"/>
  <path d="M6 60 L18 47 M58 60 L46 47" stroke="{SHU}" stroke-width="4" stroke-linecap="round"/>
  <circle cx="19.5" cy="45.5" r="5" fill="{KIN}" stroke="{SUMI}" stroke-width="2"/>
  <circle cx="44.5" cy="45.5" r="5" fill="{KIN}" stroke="{SUMI}" stroke-width="2"/>
""", "Two katanas crossed, vermilion hilts and gold guards: war.")

SHIELD = svg("0 0 64 64", f"""
  <path d="M14 6 L50 6 L50 56 L14 56 Z" fill="{KUCHIBA}" stroke="{SUMI}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M26 6 L26 56 M38 6 L38 56" stroke="{SUMI}" stroke-width="1.6"/>
  <path d="M14 18 L50 18 M14 44 L50 44" stroke="{SUMI}" stroke-width="4"/>
  <circle cx="32" cy="31" r="8" fill="{WASHI}" stroke="{SUMI}" stroke-width="2.5"/>
  <circle cx="32" cy="31" r="3.5" fill="{SHU}"/>
  <path d="M20 56 L16 62 M44 56 L48 62" stroke="{SUMI}" stroke-width="3" stroke-linecap="round"/>
""", "A tate, the standing wooden shield of three planks, two crossbars and a mon: defence.")

PICTURES = {"castle": CASTLE, "temple": TEMPLE, "theatre": THEATRE, "nobori_cloth": NOBORI_CLOTH,
            "nobori_pole": NOBORI_POLE, "mountain": MOUNTAIN, "forest": FOREST, "seigaiha": seigaiha(),
            "tower": TOWER, "cube": CUBE,
            "koban": KOBAN, "troops": TROOPS, "war": WAR, "shield": SHIELD}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in PICTURES.items():
        (args.out / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(PICTURES)} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
