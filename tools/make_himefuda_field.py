"""Write maps/himefuda_field.tmx, its terrain tileset and its art: 姬札大戰's field.

The field (ruling H-1) is 5 lanes × 4 rows between two castles, laid out as the
published board: side 0's castle on the left, side 1's on the right, so neither
player sees the field upside down. Lanes run top to bottom (left to right as side
0 sees them), rows left to right. Cells are 160 px squares; a castle is 192 px
wide and as tall as the five lanes; 32 px of ground all round. The map's facts and
layers are described in client/games/himefuda/field_map.py, which reads and checks
them; this script lints what it wrote by loading it before drawing.

Terrain (ruling H-2, ours to author): three kinds besides open ground, each with
one effect written in the seed's modifier notation (攻擊/守備, ±x/±y) on one of
the two fighting abilities, so the rules apply it like any other modifier:

* forest 樹林: +0/+1 melee: cover breaks a charge (defending only);
* hill 丘陵: +1/+0 shooting: height helps the archers (attacking only);
* river 河川: -1/+0 melee: bad footing (attacking only).

No kind blocks or slows movement: a move is already one zone and ends the move
phase (seed, 移動階段), so "moving in ends the move" would change nothing.

The five half-fields are balanced by construction: each holds exactly one
forest, one hill and one river on its 10 cells, never on a gate cell (the three
camp cells in front of the castle gate), so the castle fights are the same
whatever is rolled and the roll changes where the fight is good, not how much
terrain a player gets. No two halves are laid out alike.

The art is the table's own (the SVG pictures under assets/art/himefuda, painted by
client/games/himefuda/field_paint.py), so Tiled shows what a player sees: terrain kinds
differ in shape (forest: pines; hill: mounds with contour rings; river: a band of water
with wave crests), the ground is one landscape (the camps' trodden earth, the meadow
between) lightly washed in each half's seat colour with a banner line along each outer
edge, palisades mark where each camp ends and a stream where the two halves meet. The castle's three gatehouses face the gate lanes.

Deterministic: running it twice writes identical files (a test checks).

Usage: .venv/bin/python tools/make_himefuda_field.py [--out DIR]
"""
from __future__ import annotations

import argparse
import itertools
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from client.games.himefuda.field_map import (FILE, LANES, REGIONS, ROWS, TERRAIN_FILE,  # noqa: E402
                                             camp_row, load_field_file)
from make_shogun_maps import prop  # noqa: E402  (custom properties as Tiled 1.8 writes them)

TILE = 32  # Tiled's grid
MARGIN = 32
CELL = 160
CASTLE_W = 192
FIELD_X, FIELD_Y = MARGIN + CASTLE_W, MARGIN
SIZE = (2 * MARGIN + 2 * CASTLE_W + ROWS * CELL, 2 * MARGIN + LANES * CELL)  # 1088 × 864
GATE_LANES = (1, 2, 3)  # the middle three lanes (H-1)
# assumption: side 0's castle on the left as on the published board (the seed explains it from
# the right-hand player's view), so lane 0, side 0's leftmost, is the top lane
NAME = "himefuda_field"
TERRAIN_NAME = "himefuda_terrain"

#: id: (name en, name zh, effect en, effect zh, ability, attack, defence); the order is the tile order
# assumption: the seed names no terrain kinds or effects; these three and their one effect each are ours
TERRAINS = {
    "open": ("Open ground", "平地", "No effect.", "沒有效果。", "none", 0, 0),
    "forest": ("Forest", "樹林", "A unit in a forest defends at +1 in melee (+0/+1).",
               "部隊位於樹林時，近身戰守備+1（+0/+1）。", "melee", 0, 1),
    "hill": ("Hill", "丘陵", "A unit on a hill shoots at +1 (+1/+0).",
             "部隊位於丘陵時，射擊攻擊+1（+1/+0）。", "shooting", 1, 0),
    "river": ("River", "河川", "A unit in a river attacks at -1 in melee (-1/+0).",
              "部隊位於河川時，近身戰攻擊-1（-1/+0）。", "melee", -1, 0),
}
#: half-field number → {(lane, row): terrain} as side 0 gets it (row 0 the camp, row 1 the
#: neutral row); every other cell is open ground. Balance: see the module docstring.
# assumption: side 1 lays the same half turned half round (field_map.HalfField.placed)
HALVES = {
    1: {(0, 1): "forest", (2, 1): "hill", (4, 1): "river"},
    2: {(0, 0): "river", (1, 1): "forest", (3, 1): "hill"},
    3: {(0, 1): "hill", (2, 1): "river", (4, 0): "forest"},
    4: {(1, 1): "river", (3, 1): "forest", (4, 0): "hill"},
    5: {(0, 0): "forest", (1, 1): "hill", (3, 1): "river"},
}


def cell_rect(lane: int, row: int) -> tuple[int, int, int, int]:
    return FIELD_X + row * CELL, FIELD_Y + lane * CELL, CELL, CELL


def castle_rect(side: int) -> tuple[int, int, int, int]:
    x = MARGIN if side == 0 else FIELD_X + ROWS * CELL
    return x, MARGIN, CASTLE_W, LANES * CELL


def half_terrain(number: int, lane: int, row: int) -> str:
    return HALVES[number].get((lane, row), "open")


# -- the Tiled files -------------------------------------------------------------------

def rect_object(group, oid: int, name: str, kind: str, rect, props: dict) -> None:
    x, y, w, h = rect
    obj = ET.SubElement(group, "object", id=str(oid), name=name, type=kind, x=str(x), y=str(y),
                        width=str(w), height=str(h))
    el = ET.SubElement(obj, "properties")
    for key in sorted(props):  # alphabetical, as Tiled saves them
        prop(el, key, props[key])


def build_tsx() -> ET.Element:
    root = ET.Element("tileset", {
        "version": "1.8", "tiledversion": "1.8.2", "name": TERRAIN_NAME, "tilewidth": str(CELL),
        "tileheight": str(CELL), "tilecount": str(len(TERRAINS)), "columns": str(len(TERRAINS)),
    })
    ET.SubElement(root, "image", source=f"{TERRAIN_NAME}.png", width=str(CELL * len(TERRAINS)),
                  height=str(CELL))
    for tid, (kind, (name_en, name_zh, effect_en, effect_zh, ability, attack, defence)) in \
            enumerate(TERRAINS.items()):
        props = ET.SubElement(ET.SubElement(root, "tile", id=str(tid)), "properties")
        values = {"terrain": kind, "name_en": name_en, "name_zh": name_zh, "effect_en": effect_en,
                  "effect_zh": effect_zh, "ability": ability, "attack": attack, "defence": defence}
        for key in sorted(values):
            prop(props, key, values[key])
    return root


def build_tmx() -> ET.Element:
    root = ET.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal",
        "renderorder": "right-down", "width": str(SIZE[0] // TILE), "height": str(SIZE[1] // TILE),
        "tilewidth": str(TILE), "tileheight": str(TILE), "infinite": "0",
        "backgroundcolor": "#3e362c", "nextlayerid": "0", "nextobjectid": "0",
    })
    prop(ET.SubElement(root, "properties"), "game", "himefuda")
    ET.SubElement(root, "tileset", firstgid="1", source=f"{TERRAIN_NAME}.tsx")  # shown in Tiled's tileset panel
    layer_ids, ids = itertools.count(1), itertools.count(1)
    field = ET.SubElement(root, "imagelayer", id=str(next(layer_ids)), name="field")
    ET.SubElement(field, "image", source=f"{NAME}.png", width=str(SIZE[0]), height=str(SIZE[1]))
    for n in HALVES:
        # as big as the map, not offset: tmxrasterizer widens the picture by a layer's offset
        art = ET.SubElement(root, "imagelayer", id=str(next(layer_ids)), name=f"half_{n}_art", visible="0")
        ET.SubElement(art, "image", source=f"himefuda_half_{n}.png", width=str(SIZE[0]), height=str(SIZE[1]))

    cells = ET.SubElement(root, "objectgroup", id=str(next(layer_ids)), name="cells", color="#1e1e1e")
    for row in range(ROWS):
        for lane in range(LANES):
            side = int(REGIONS[row][-1])
            gate = row == camp_row(side) and lane in GATE_LANES
            rect_object(cells, next(ids), f"lane {lane} row {row}", "cell", cell_rect(lane, row),
                        {"lane": lane, "row": row, "region": REGIONS[row], "gate": gate})
    castles = ET.SubElement(root, "objectgroup", id=str(next(layer_ids)), name="castles", color="#303030")
    for side in (0, 1):
        rect_object(castles, next(ids), f"castle {side}", "castle", castle_rect(side),
                    {"side": side, "gate_lanes": ",".join(map(str, GATE_LANES))})
    for n in HALVES:
        group = ET.SubElement(root, "objectgroup", id=str(next(layer_ids)), name=f"half_{n}",
                              color="#2a6e2a", visible="0")
        for row in range(2):
            for lane in range(LANES):
                kind = half_terrain(n, lane, row)
                rect_object(group, next(ids), f"{kind} {lane},{row}", "terrain", cell_rect(lane, row),
                            {"lane": lane, "row": row, "terrain": kind})
    root.set("nextlayerid", str(next(layer_ids)))
    root.set("nextobjectid", str(next(ids)))
    return root


def write_xml(root: ET.Element, path: Path) -> None:
    ET.indent(root, space=" ")
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n'
                    + ET.tostring(root, encoding="unicode").replace(" />", "/>") + "\n", encoding="utf-8")


# -- the art ---------------------------------------------------------------------------

LINE = (36, 34, 30)


def draw_field(pygame):
    """The plain field as the table paints it (client/games/himefuda/field_paint.py, from the SVG
    pictures under assets/art/himefuda), in the first two seat colours: what Tiled shows."""
    from client.games.himefuda.field_paint import field_picture
    from client.render.palette import seat_colour
    return field_picture(SIZE, None, (seat_colour(0), seat_colour(1)))


def draw_terrain(pygame, kind: str):
    """One terrain tile from its SVG picture, transparent where the cell beneath shows through."""
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    if kind != "open":
        from client.games.himefuda.field_paint import terrain_picture
        s.blit(terrain_picture(kind, (CELL - 6, CELL - 6)), (3, 3))
    return s


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)]}


def draw_half(pygame, number: int, tiles: dict):
    """Half ``number`` over rows 0–1 as side 0 gets it, with its die face in the margin above."""
    s = pygame.Surface(SIZE, pygame.SRCALPHA)
    for lane, row in itertools.product(range(LANES), range(2)):
        x, y, _w, _h = cell_rect(lane, row)
        s.blit(tiles[half_terrain(number, lane, row)], (x, y))
    die = pygame.Rect(FIELD_X + CELL - 14, 2, 28, 28)
    pygame.draw.rect(s, (250, 248, 240), die, border_radius=5)
    pygame.draw.rect(s, LINE, die, 2, border_radius=5)
    for dx, dy in PIPS[number]:
        pygame.draw.circle(s, LINE, (die.centerx + 7 * dx, die.centery + 7 * dy), 3)
    return s


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    write_xml(build_tsx(), args.out / TERRAIN_FILE)
    write_xml(build_tmx(), args.out / FILE)
    load_field_file(args.out / FILE)  # lint before drawing
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    tiles = {kind: draw_terrain(pygame, kind) for kind in TERRAINS}
    sheet = pygame.Surface((CELL * len(TERRAINS), CELL), pygame.SRCALPHA)
    for i, kind in enumerate(TERRAINS):
        sheet.blit(tiles[kind], (i * CELL, 0))
    pygame.image.save(sheet, str(args.out / f"{TERRAIN_NAME}.png"))
    pygame.image.save(draw_field(pygame), str(args.out / f"{NAME}.png"))
    for n in HALVES:
        pygame.image.save(draw_half(pygame, n, tiles), str(args.out / f"himefuda_half_{n}.png"))
    print(f"wrote {FILE}, {TERRAIN_FILE} and their {2 + len(HALVES)} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
