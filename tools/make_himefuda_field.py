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

The art is colour-blind safe: terrain kinds differ in pattern (forest: round
tree crowns; hill: contour rings with hachures; river: a band with wave lines),
camps differ from neutral rows in texture (tent pegs) and lightness, palisades
mark where each camp ends and a dashed white line where the two halves meet. The
castle gate is three doors in the inner wall, one facing each gate lane, and
paving in front of each gate cell.

Deterministic: running it twice writes identical files (a test checks).

Usage: .venv/bin/python tools/make_himefuda_field.py [--out DIR]
"""
from __future__ import annotations

import argparse
import itertools
import math
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

GROUND = (62, 54, 44)
ROW_COLOURS = {  # the seed's board: deep blue / pale blue / pale red / deep red, muted
    "camp_0": (112, 134, 178), "neutral_0": (182, 200, 196),
    "neutral_1": (214, 196, 172), "camp_1": (184, 122, 102),
}
LINE = (36, 34, 30)
STAKE, STAKE_DARK = (134, 92, 48), (60, 38, 18)
STONE, STONE_DARK, STONE_LIGHT = (156, 154, 150), (62, 60, 58), (196, 194, 188)
COURTYARD = (200, 188, 156)
DOOR, DOOR_DARK, STUD = (112, 70, 34), (52, 30, 14), (222, 196, 120)
ROOF = {0: (38, 68, 138), 1: (156, 50, 34)}
PAVING = (176, 170, 160)


def draw_field(pygame):
    surface = pygame.Surface(SIZE)
    surface.fill(GROUND)
    for lane, row in itertools.product(range(LANES), range(ROWS)):
        draw_cell(pygame, surface, lane, row)
    top, bottom = FIELD_Y, FIELD_Y + LANES * CELL
    for lane in range(1, LANES):  # lane marks
        y = FIELD_Y + lane * CELL
        pygame.draw.line(surface, LINE, (FIELD_X, y), (FIELD_X + ROWS * CELL, y), 2)
    for row in (1, 3):  # each camp ends at a palisade
        draw_palisade(pygame, surface, FIELD_X + row * CELL, top, bottom)
    mid = FIELD_X + 2 * CELL  # where the two halves meet
    pygame.draw.line(surface, LINE, (mid, top), (mid, bottom), 6)
    for y in range(top, bottom, 24):
        pygame.draw.line(surface, (248, 246, 236), (mid, y + 2), (mid, min(y + 14, bottom)), 4)
    pygame.draw.rect(surface, LINE, (FIELD_X - 2, top - 2, ROWS * CELL + 4, LANES * CELL + 4), 3)
    for side in (0, 1):
        x, y, _w, _h = castle_rect(side)
        surface.blit(draw_castle(pygame, side), (x, y))
    return surface


def draw_cell(pygame, surface, lane: int, row: int) -> None:
    x, y, w, h = cell_rect(lane, row)
    region = REGIONS[row]
    base = ROW_COLOURS[region]
    pygame.draw.rect(surface, base, (x, y, w, h))
    shade = tuple(max(0, c - 34) for c in base)
    if region.startswith("camp"):  # tent pegs in rows: trampled camp ground
        for i, j in itertools.product(range(5), range(5)):
            cx, cy = x + 16 + 32 * i, y + 16 + 32 * j
            pygame.draw.line(surface, shade, (cx - 5, cy - 5), (cx + 5, cy + 5), 3)
            pygame.draw.line(surface, shade, (cx - 5, cy + 5), (cx + 5, cy - 5), 3)
    else:  # grass tufts, sparse
        for i, j in itertools.product(range(4), range(4)):
            cx, cy = x + 22 + 38 * i + (j % 2) * 10, y + 24 + 38 * j
            pygame.draw.line(surface, shade, (cx, cy), (cx - 3, cy - 7), 2)
            pygame.draw.line(surface, shade, (cx, cy), (cx + 3, cy - 7), 2)
    side = int(region[-1])
    if row == camp_row(side) and lane in GATE_LANES:  # paving in front of the gate
        px = x if side == 0 else x + w - 28
        pygame.draw.rect(surface, PAVING, (px, y, 28, h))
        for k in range(0, h, 20):
            offset = 0 if (k // 20) % 2 else 14
            pygame.draw.rect(surface, STONE_DARK, (px, y + k, 28, 20), 1)
            pygame.draw.line(surface, STONE_DARK, (px + offset, y + k), (px + offset, y + k + 19), 1)


def draw_palisade(pygame, surface, x: int, top: int, bottom: int) -> None:
    pygame.draw.line(surface, STAKE_DARK, (x, top), (x, bottom), 6)
    for y in range(top + 4, bottom - 4, 14):
        pygame.draw.polygon(surface, STAKE_DARK, [(x - 6, y), (x + 6, y), (x + 6, y + 10), (x, y + 14), (x - 6, y + 10)])
        pygame.draw.polygon(surface, STAKE, [(x - 4, y + 2), (x + 4, y + 2), (x + 4, y + 9), (x, y + 12), (x - 4, y + 9)])


def draw_roof(pygame, surface, rect, side: int) -> None:
    """A hipped roof seen from above: the side's colour, ridges to the corners."""
    x, y, w, h = rect
    roof = ROOF[side]
    pygame.draw.rect(surface, STONE_DARK, (x - 3, y - 3, w + 6, h + 6))
    pygame.draw.rect(surface, roof, rect)
    light = tuple(min(255, c + 60) for c in roof)
    cx, cy = x + w / 2, y + h / 2
    inset = min(w, h) / 2 - 4
    ridge = [(cx - max(0, w / 2 - inset), cy), (cx + max(0, w / 2 - inset), cy)]
    for corner, end in zip([(x, y), (x, y + h), (x + w, y), (x + w, y + h)], [0, 0, 1, 1]):
        pygame.draw.line(surface, light, corner, ridge[end], 2)
    pygame.draw.line(surface, light, *ridge, 3)


def draw_castle(pygame, side: int):
    """Side 0's castle (gate on the right); side 1's is its mirror image."""
    w, h = CASTLE_W, LANES * CELL
    s = pygame.Surface((w, h))
    s.fill(COURTYARD)
    for j in range(0, h, 40):  # flagstones
        pygame.draw.line(s, (184, 172, 140), (0, j), (w, j), 1)
    wall = 20
    for rect in ((0, 0, w, wall), (0, h - wall, w, wall), (0, 0, wall, h), (w - wall, 0, wall, h)):
        pygame.draw.rect(s, STONE, rect)
    pygame.draw.rect(s, STONE_DARK, (0, 0, w, h), 3)
    pygame.draw.rect(s, STONE_DARK, (wall, wall, w - 2 * wall, h - 2 * wall), 2)
    for k in range(8, w - 8, 16):  # battlements on the outer walls
        pygame.draw.rect(s, STONE_LIGHT, (k, 4, 8, 8))
        pygame.draw.rect(s, STONE_LIGHT, (k, h - 12, 8, 8))
    for k in range(8, h - 8, 16):
        pygame.draw.rect(s, STONE_LIGHT, (4, k, 8, 8))
    for lane in range(LANES):
        y0 = lane * CELL
        if lane in GATE_LANES:  # a roofed gatehouse with its doors facing each gate lane
            draw_roof(pygame, s, (w - 64, y0 + 30, 44, CELL - 60), side)
            door = (w - wall - 2, y0 + 30, wall + 2, CELL - 60)
            pygame.draw.rect(s, DOOR_DARK, door)
            pygame.draw.rect(s, DOOR, (door[0] + 3, door[1] + 3, door[2] - 6, door[3] - 6))
            mid = door[1] + door[3] // 2
            pygame.draw.line(s, DOOR_DARK, (door[0], mid), (door[0] + door[2], mid), 3)
            for sy in range(door[1] + 10, door[1] + door[3] - 4, 12):
                if abs(sy - mid) > 4:
                    pygame.draw.circle(s, STUD, (door[0] + door[2] // 2, sy), 3)
        else:
            for k in range(y0 + 8, y0 + CELL - 8, 16):
                pygame.draw.rect(s, STONE_LIGHT, (w - 12, k, 8, 8))
    for corner in ((4, 4), (4, h - 44), (w - 44, 4), (w - 44, h - 44)):
        draw_roof(pygame, s, (*corner, 40, 40), side)
    draw_roof(pygame, s, (30, h // 2 - 60, 88, 120), side)  # the keep
    cx, cy = 74, h // 2
    pygame.draw.circle(s, STONE_DARK, (cx, cy), 19)
    pygame.draw.circle(s, (250, 248, 240), (cx, cy), 16)
    if side == 0:  # the side's crest, shape as well as colour: a ring or a diamond
        pygame.draw.circle(s, ROOF[side], (cx, cy), 10, 5)
    else:
        pygame.draw.polygon(s, ROOF[side], [(cx, cy - 12), (cx + 12, cy), (cx, cy + 12), (cx - 12, cy)])
    return s if side == 0 else pygame.transform.flip(s, True, False)


def draw_terrain(pygame, kind: str):
    """One terrain tile, transparent where the cell beneath should show through."""
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    if kind == "forest":  # round tree crowns all over
        pygame.draw.rect(s, (40, 110, 50, 90), (2, 2, CELL - 4, CELL - 4), border_radius=10)
        for cx, cy in ((28, 28), (80, 20), (132, 30), (22, 80), (80, 78), (138, 82),
                       (30, 134), (84, 138), (134, 132), (54, 54), (108, 108), (56, 106), (108, 52)):
            pygame.draw.circle(s, (10, 40, 14, 255), (cx + 2, cy + 3), 17)
            pygame.draw.circle(s, (34, 100, 42, 255), (cx, cy), 16)
            pygame.draw.circle(s, (96, 160, 78, 255), (cx - 5, cy - 5), 6)
    elif kind == "hill":  # contour rings and hachures
        pygame.draw.rect(s, (190, 140, 60, 110), (2, 2, CELL - 4, CELL - 4), border_radius=10)
        brown = (96, 58, 18, 255)
        for rx, ry in ((70, 62), (50, 44), (30, 26)):
            pygame.draw.ellipse(s, brown, (80 - rx, 80 - ry, 2 * rx, 2 * ry), 4)
        for k in range(24):
            a = 2 * math.pi * k / 24
            x0, y0 = 80 + 70 * math.cos(a), 80 + 62 * math.sin(a)
            pygame.draw.line(s, brown, (x0, y0), (80 + 79 * math.cos(a), 80 + 71 * math.sin(a)), 3)
        pygame.draw.circle(s, brown, (80, 80), 9)  # the summit: a dot looks the same turned round
    elif kind == "river":  # a band of water across the cell with white waves
        pygame.draw.rect(s, (70, 150, 210, 235), (34, 0, 92, CELL))
        for x in (34, 124):
            pygame.draw.line(s, (16, 46, 104, 255), (x, 0), (x, CELL), 5)
        for y0 in range(14, CELL, 28):
            pts = [(x, y0 + 6 * math.sin((x - 44) / 10)) for x in range(44, 118, 2)]
            pygame.draw.lines(s, (246, 250, 255, 255), False, pts, 4)
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
