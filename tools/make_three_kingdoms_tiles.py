"""Write maps/three_kingdoms_tiles.tsx, 3KingdomsBattle's pictures (SVG) and the tileset's images.

3KingdomsBattle's 72 tiles come in 25 types; the seed gives only each type's
count (seed, "地圖板塊": 72 tiles, type 8 ×5 including the start tile), so every
face below is ours (ruling K-1). The property format is documented in
client/games/three_kingdoms/tiles.py, which reads and lints the tileset.

How the faces were chosen: every tile carries a city (each has 1–2 garrison
spaces and a garrison lies on a city); the 18 edge patterns that contain a city
(up to rotation) are each used at least once, the commonest types are the
simple ones (a city cap with plains or barricades, as the start tile), and six
copies carry a town closed inside the tile. ``# assumption:`` marks each
authoring choice; the tileset repeats it in the tile's ``comment``.

The pictures are SVG files written from the same facts (tools/three_kingdoms_art.py,
after client/games/three_kingdoms/tile_shapes.py): assets/art/three_kingdoms/tile_01.svg …
tile_25.svg, the troop tokens, the dice and the table; the program draws them at the size
shown. The tileset is an image collection: each tile's image is its SVG rendered at 128
pixels, maps/three_kingdoms_tiles/tile_NN.png, so Tiled shows the same pictures as the
table. ``--sheet FILE`` also writes a contact sheet of all 25 types with their counts.

Deterministic: running it twice writes identical files (a test checks).

Usage: .venv/bin/python tools/make_three_kingdoms_tiles.py [--out DIR] [--art DIR] [--sheet FILE]
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from client.games.three_kingdoms.tiles import (EDGES, TileSet, build_tileset,  # noqa: E402
                                               read_tile_properties)
from make_shogun_maps import prop  # noqa: E402  (custom properties as Tiled 1.8 writes them)
from three_kingdoms_art import all_pictures  # noqa: E402

TILE = 128
COLUMNS = 5
NAME = "three_kingdoms_tiles"
C, P, B = "city", "plain", "barricade"

#: type: (count, edges N E S W, cities, barricades, plains, garrisons, comment)
#: counts: the seed's; everything else ours.
FACES = {
    1: (3, (C, C, P, P), "A=N+E", "", "Sl Sm Sr Wl Wm Wr > A", "A 0.68,0.30",
        "assumption: a corner city over two edges, plains beside"),
    2: (2, (C, C, B, B), "A=N+E", "S-W", "Sl Wr > A; Sr Wl", "A 0.68,0.30",
        "assumption: a corner city with a barricade curving across the other corner"),
    3: (2, (C, P, C, P), "A=N+S", "", "El Em Er > A; Wl Wm Wr > A", "A 0.50,0.50",
        "assumption: a city band joining two opposite edges"),
    4: (1, (C, C, C, C), "A=N+E+S+W", "", "", "A 0.34,0.50; A 0.66,0.50",
        "assumption: a city over the whole tile, two garrison spaces"),
    5: (2, (C, C, P, C), "A=N+E+W", "", "Sl Sm Sr > A", "A 0.32,0.34; A 0.68,0.34",
        "assumption: a city over three edges, two garrison spaces"),
    6: (3, (C, C, B, C), "A=N+E+W", "S>A", "Sl > A; Sr > A", "A 0.50,0.30",
        "assumption: a city over three edges, a barricade up to its gate"),
    7: (6, (C, P, P, P), "A=N", "", "El Em Er Sl Sm Sr Wl Wm Wr > A", "A 0.50,0.13",
        "assumption: a city cap on one edge, plains elsewhere"),
    8: (5, (C, B, P, B), "A=N", "E-W", "El Wr > A; Er Sl Sm Sr Wl", "A 0.50,0.13",
        "assumption: the start tile: a city cap and a straight barricade"),
    9: (6, (C, B, B, P), "A=N", "E-S", "Er Sl; El Sr Wl Wm Wr > A", "A 0.50,0.13",
        "assumption: a city cap, a barricade curving east to south"),
    10: (4, (C, P, B, B), "A=N", "S-W", "Sr Wl; El Em Er Sl Wr > A", "A 0.50,0.13",
         "assumption: a city cap, a barricade curving south to west"),
    11: (7, (C, B, B, B), "A=N", "E-S-W", "El Wr > A; Er Sl; Sr Wl", "A 0.50,0.13",
         "assumption: a city cap, three barricades meeting at a post"),
    12: (2, (C, P, C, P), "A=N; B=S", "", "El Em Er Wl Wm Wr > A B", "A 0.50,0.13; B 0.50,0.87",
         "assumption: two city caps on opposite edges, one plain between"),
    13: (1, (B, B, B, B), "A=inside", "N>A; E>A; S>A; W>A", "Wr Nl > A; Nr El > A; Er Sl > A; Sr Wl > A",
         "A 0.42,0.50; A 0.58,0.50",
         "assumption: a walled town in the middle, four barricades up to its walls"),
    14: (1, (C, C, P, P), "A=N; B=E", "", "Sl Sm Sr Wl Wm Wr > A B", "A 0.45,0.13; B 0.87,0.55",
         "assumption: two city caps on neighbouring edges"),
    15: (7, (C, P, B, P), "A=N", "S>A", "El Em Er Sl > A; Sr Wl Wm Wr > A", "A 0.50,0.13",
         "assumption: a city cap, a barricade from the far edge up to its gate"),
    16: (2, (P, P, P, P), "A=inside", "", "Nl Nm Nr El Em Er Sl Sm Sr Wl Wm Wr > A", "A 0.50,0.50",
         "assumption: a walled town closed inside the tile, plains all round"),
    17: (6, (C, B, P, P), "A=N", "E>A", "El > A; Er Sl Sm Sr Wl Wm Wr > A", "A 0.42,0.13",
         "assumption: a city cap, a barricade from the east up to its wall"),
    18: (1, (C, B, C, B), "A=N; B=S", "E-W", "El Wr > A; Er Wl > B", "A 0.50,0.13; B 0.50,0.87",
         "assumption: two city caps kept apart by a straight barricade"),
    19: (2, (C, C, P, B), "A=N+E", "W>A", "Sl Sm Sr Wl > A; Wr > A", "A 0.68,0.30",
         "assumption: a corner city, a barricade from the west up to its wall"),
    20: (1, (P, P, P, B), "A=inside", "W>A", "Wr Nl Nm Nr El Em Er Sl Sm Sr Wl > A", "A 0.55,0.50",
         "assumption: a walled town, a barricade from the west up to its gate"),
    21: (1, (C, P, P, P), "A=N; B=inside", "", "El Em Er Sl Sm Sr Wl Wm Wr > A B",
         "A 0.50,0.13; B 0.50,0.66",
         "assumption: a city cap and a walled town below it"),
    22: (1, (C, P, C, B), "A=N+S", "W>A", "El Em Er > A; Wl > A; Wr > A", "A 0.50,0.32; A 0.50,0.68",
         "assumption: a city band, a barricade from the west up to its wall, two garrison spaces"),
    23: (2, (C, C, B, P), "A=N+E", "S>A", "Sl > A; Sr Wl Wm Wr > A", "A 0.68,0.30",
         "assumption: a corner city, a barricade from the south up to its wall"),
    24: (3, (C, P, P, B), "A=N", "W>A", "El Em Er Sl Sm Sr Wl > A; Wr > A", "A 0.58,0.13",
         "assumption: a city cap, a barricade from the west up to its wall"),
    25: (1, (P, B, P, B), "A=inside", "E-W", "Wr Nl Nm Nr El > A; Er Sl Sm Sr Wl", "A 0.50,0.26",
         "assumption: a walled town beside a straight barricade"),
}
START_TYPE = 8  # seed: type 8 ×5 includes the start tile


# -- the tileset -----------------------------------------------------------------

def build_tsx() -> ET.Element:
    root = ET.Element("tileset", {
        "version": "1.8", "tiledversion": "1.8.2", "name": NAME, "tilewidth": str(TILE),
        "tileheight": str(TILE), "tilecount": str(len(FACES)), "columns": "0",
    })
    ET.SubElement(root, "grid", orientation="orthogonal", width="1", height="1")
    for type_id, (count, edges, cities, barricades, plains, garrisons, comment) in sorted(FACES.items()):
        tile = ET.SubElement(root, "tile", id=str(type_id - 1))
        props = ET.SubElement(tile, "properties")
        values = {"type": type_id, "count": count, "cities": cities, "barricades": barricades,
                  "plains": plains, "garrisons": garrisons, "comment": comment}
        values.update({f"edge_{letter.lower()}": kind for letter, kind in zip(EDGES, edges)})
        if type_id == START_TYPE:
            values["start"] = True
        for key in sorted(values):
            prop(props, key, values[key])
        ET.SubElement(tile, "image", width=str(TILE), height=str(TILE), source=f"{NAME}/{tile_file(type_id)}.png")
    return root


# -- the art ---------------------------------------------------------------------

def tile_file(type_id: int) -> str:
    """A type's picture, by name: tile_01 … tile_25 (assets/art/three_kingdoms/NAME.svg)."""
    return f"tile_{type_id:02d}"


def write_art(tiles: TileSet, art_dir: Path) -> dict[str, str]:
    """Every picture's SVG under ``art_dir``; returns name → text."""
    pictures = all_pictures(tiles)
    art_dir.mkdir(parents=True, exist_ok=True)
    for name, text in pictures.items():
        (art_dir / f"{name}.svg").write_text(text, encoding="utf-8")
    return pictures


def write_tile_pngs(pygame, tiles: TileSet, art_dir: Path, out: Path) -> None:
    """The tileset's images: each tile picture rendered from its SVG at the tileset's size."""
    from client.games.three_kingdoms.tile_art import compose_tile

    out.mkdir(parents=True, exist_ok=True)
    load = lambda name, size: pygame.image.load_sized_svg(str(art_dir / f"{name}.svg"), size)  # noqa: E731
    for t in tiles.types:
        image = compose_tile(t.id, 0, TILE, load)  # as the table draws it unturned: ground, mountains, pines, halls
        flat = pygame.Surface((TILE, TILE))  # a tile covers its square: no alpha channel to store
        flat.blit(image, (0, 0))
        pygame.image.save(flat, str(out / f"{tile_file(t.id)}.png"))


def contact_sheet(pygame, tiles: TileSet, images: Path):
    """All types, each with its number and count, for looking at by eye."""
    pygame.font.init()
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "TenkaSans-Bold.otf"), 18)
    cell = (TILE + 24, TILE + 34)
    out = pygame.Surface((cell[0] * COLUMNS + 12, cell[1] * math.ceil(len(tiles.types) / COLUMNS) + 12))
    out.fill((40, 36, 32))
    for t in tiles.types:
        col, row = (t.id - 1) % COLUMNS, (t.id - 1) // COLUMNS
        x, y = 12 + col * cell[0], 12 + row * cell[1]
        out.blit(pygame.image.load(str(images / f"{tile_file(t.id)}.png")), (x, y))
        label = f"type {t.id}  ×{t.count}" + ("  start" if t.start else "")
        out.blit(font.render(label, True, (240, 236, 220)), (x, y + TILE + 4))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps", help="where the tileset and its images go")
    parser.add_argument("--art", type=Path, default=ROOT / "assets" / "art" / "three_kingdoms",
                        help="where the SVG pictures go")
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    args = parser.parse_args(argv)
    root = build_tsx()
    ET.indent(root, space=" ")
    args.out.mkdir(parents=True, exist_ok=True)
    tsx = args.out / f"{NAME}.tsx"
    tsx.write_text('<?xml version="1.0" encoding="UTF-8"?>\n'
                   + ET.tostring(root, encoding="unicode").replace(" />", "/>") + "\n", encoding="utf-8")
    tiles = build_tileset(read_tile_properties(tsx), tsx)  # lint before drawing
    pictures = write_art(tiles, args.art)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    write_tile_pngs(pygame, tiles, args.art, args.out / NAME)
    print(f"wrote {tsx}, {len(tiles.types)} images in {NAME}/ and {len(pictures)} pictures in {args.art}")
    if args.sheet:
        pygame.image.save(contact_sheet(pygame, tiles, args.out / NAME), str(args.sheet))
        print(f"wrote {args.sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
