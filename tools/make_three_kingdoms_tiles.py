"""Write maps/three_kingdoms_tiles.tsx and its art, maps/three_kingdoms_tiles.png.

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

The art (one 640×640 sheet of 128-pixel tiles, 5 columns) is drawn here from
the same facts: green plains with grass tufts, cities as sand-coloured ground
inside grey crenellated walls, a dark gate where a barricade meets a wall,
barricades as brown beams with crossed stakes (chevaux-de-frise), garrison
spaces as white rings with a dark border. ``--sheet FILE`` also writes a
contact sheet of all 25 types with their counts, for judging by eye.

Deterministic: running it twice writes identical files (a test checks).

Usage: .venv/bin/python tools/make_three_kingdoms_tiles.py [--out DIR] [--sheet FILE]
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
    rows = math.ceil(len(FACES) / COLUMNS)
    root = ET.Element("tileset", {
        "version": "1.8", "tiledversion": "1.8.2", "name": NAME, "tilewidth": str(TILE),
        "tileheight": str(TILE), "tilecount": str(len(FACES)), "columns": str(COLUMNS),
    })
    ET.SubElement(root, "image", source=f"{NAME}.png", width=str(TILE * COLUMNS), height=str(TILE * rows))
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
    return root


# -- the art ---------------------------------------------------------------------

GRASS, GRASS_DARK = (112, 168, 76), (84, 134, 56)
GROUND, WALL, WALL_DARK = (222, 196, 146), (150, 150, 156), (70, 70, 78)
GATE = (52, 36, 28)
BEAM, STAKE = (120, 70, 30), (60, 34, 14)
RING, RING_EDGE = (250, 250, 244), (30, 30, 30)


def _rot(points, r):
    """Unit points turned r clockwise quarter turns about the tile centre."""
    out = []
    for x, y in points:
        for _ in range(r % 4):
            x, y = 1 - y, x
        out.append((x, y))
    return out


def _curve(a, b, bulge, n=16):
    """Points from a to b bowing by ``bulge`` (unit lengths) to the left of a→b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    nx, ny = dy / length, -dx / length
    return [(ax + dx * t + nx * bulge * math.sin(math.pi * t), ay + dy * t + ny * bulge * math.sin(math.pi * t))
            for t in (i / n for i in range(n + 1))]


def city_shape(edges: frozenset[int], centre) -> tuple[list, list]:
    """(ground polygon, wall polyline) of a city part in unit coordinates."""
    if not edges:
        cx, cy = centre
        ring = [(cx + 0.2 * math.cos(a), cy + 0.2 * math.sin(a))
                for a in (2 * math.pi * i / 32 for i in range(33))]
        return ring, ring
    # the canonical shape for the pattern turned so that its first edge is north
    for r in range(4):
        canon = frozenset((e - r) % 4 for e in edges)
        if canon == {0}:
            wall = _curve((1, 0), (0, 0), 0.28)
            ground = [(0, 0)] + wall
        elif canon == {0, 1}:
            wall = _curve((1, 1), (0, 0), 0.08)
            ground = [(0, 0), (1, 0)] + wall
        elif canon == {0, 2}:
            right, left = _curve((1, 0), (1, 1), -0.27), _curve((0, 1), (0, 0), -0.27)
            return _rot([(0, 0)] + right + left, r), _rot(right, r) + [None] + _rot(left, r)
        elif canon == {0, 1, 3}:
            wall = _curve((1, 1), (0, 1), -0.3)
            ground = [(0, 0), (1, 0)] + wall
        elif canon == {0, 1, 2, 3}:
            return [(0, 0), (1, 0), (1, 1), (0, 1)], []
        else:
            continue
        return _rot(ground, r), _rot(wall, r)
    raise ValueError(f"no shape for a city over edges {sorted(edges)}")


def draw_tile(pygame, tile_type) -> "pygame.Surface":
    face = tile_type.face
    px = lambda p: (round(p[0] * TILE), round(p[1] * TILE))  # noqa: E731
    surface = pygame.Surface((TILE, TILE))
    surface.fill(GRASS)
    for i in range(7):  # grass tufts at fixed places
        for j in range(7):
            x, y = 9 + 18 * i + (j % 2) * 6, 8 + 18 * j
            pygame.draw.line(surface, GRASS_DARK, (x, y), (x - 2, y - 5), 2)
            pygame.draw.line(surface, GRASS_DARK, (x, y), (x + 2, y - 5), 2)
    city_mask = {}
    walls = []
    for city in face.cities:
        spots = [(g.x, g.y) for g in face.garrisons if g.city == city.name]
        centre = (sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots)) \
            if spots else (0.5, 0.5)
        ground, wall = city_shape(city.edges, centre)
        pygame.draw.polygon(surface, GROUND, [px(p) for p in ground])
        mask_surface = pygame.Surface((TILE, TILE))
        pygame.draw.polygon(mask_surface, (255, 255, 255), [px(p) for p in ground])
        city_mask[city.name] = (mask_surface, centre)
        walls.append(wall)
    for wall in walls:
        runs, run = [], []
        for p in wall + [None]:
            if p is None:
                if len(run) > 1:
                    runs.append(run)
                run = []
            else:
                run.append(px(p))
        for run in runs:
            pygame.draw.lines(surface, WALL_DARK, False, run, 9)
            pygame.draw.lines(surface, WALL, False, run, 5)
            for a, b in zip(run[::2], run[1::2]):  # crenellations
                pygame.draw.rect(surface, WALL_DARK, (a[0] - 2, a[1] - 2, 5, 5))
    for line in face.barricades:
        draw_barricade(pygame, surface, face, line, city_mask)
    for g in face.garrisons:
        centre = px((g.x, g.y))
        pygame.draw.circle(surface, RING_EDGE, centre, 11)
        pygame.draw.circle(surface, RING, centre, 9)
        pygame.draw.circle(surface, RING_EDGE, centre, 4, 2)
    pygame.draw.rect(surface, (60, 60, 50), surface.get_rect(), 1)
    return surface


def _middle(edge: int):
    return [(0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)][edge]


def draw_barricade(pygame, surface, face, line, city_mask) -> None:
    """A brown beam with crossed stakes; a gate where it meets a wall, a post where lines meet."""
    paths = []
    if len(line.edges) == 2 and (line.edges[0] - line.edges[1]) % 2 == 0:
        paths.append([_middle(line.edges[0]), _middle(line.edges[1])])
    elif len(line.edges) == 2:
        a, b = _middle(line.edges[0]), _middle(line.edges[1])
        corner = (a[0] + b[0] - 0.5, a[1] + b[1] - 0.5)
        ctrl = ((corner[0] + 0.5) / 2, (corner[1] + 0.5) / 2)
        paths.append([((1 - t) ** 2 * a[0] + 2 * t * (1 - t) * ctrl[0] + t * t * b[0],
                       (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * ctrl[1] + t * t * b[1])
                      for t in (i / 16 for i in range(17))])
    elif len(line.edges) >= 3:
        paths += [[_middle(e), (0.5, 0.5)] for e in line.edges]
    gate = None
    if len(line.edges) == 1:
        start = _middle(line.edges[0])
        target = city_mask[line.ends_at][1] if line.ends_at else (0.5, 0.5)
        mask = city_mask[line.ends_at][0] if line.ends_at else None
        end = target
        for i in range(1, 101):  # walk towards the city until its ground begins
            t = i / 100
            p = (start[0] + (target[0] - start[0]) * t, start[1] + (target[1] - start[1]) * t)
            q = (min(TILE - 1, int(p[0] * TILE)), min(TILE - 1, int(p[1] * TILE)))
            if mask is not None and mask.get_at(q)[0] > 0:
                end = p
                break
        paths.append([start, end])
        gate = end if line.ends_at else None
    for path in paths:
        pts = [(p[0] * TILE, p[1] * TILE) for p in path]
        pygame.draw.lines(surface, STAKE, False, pts, 7)
        pygame.draw.lines(surface, BEAM, False, pts, 4)
        for (ax, ay), (bx, by) in zip(pts, pts[1:]):
            seg = math.hypot(bx - ax, by - ay)
            steps = max(1, int(seg // 12))
            for k in range(steps):
                t = (k + 0.5) / steps
                cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
                ux, uy = (bx - ax) / seg, (by - ay) / seg
                for sx, sy in ((ux + uy, uy - ux), (ux - uy, uy + ux)):  # an X of stakes
                    pygame.draw.line(surface, STAKE, (cx - 5 * sx, cy - 5 * sy), (cx + 5 * sx, cy + 5 * sy), 2)
    if len(line.edges) >= 3:
        pygame.draw.circle(surface, STAKE, (TILE // 2, TILE // 2), 7)
    if gate is not None:
        gx, gy = gate[0] * TILE, gate[1] * TILE
        pygame.draw.circle(surface, WALL_DARK, (gx, gy), 8)
        pygame.draw.circle(surface, GATE, (gx, gy), 5)


def draw_sheet(pygame, tiles: TileSet):
    rows = math.ceil(len(tiles.types) / COLUMNS)
    sheet = pygame.Surface((TILE * COLUMNS, TILE * rows))
    for t in tiles.types:
        col, row = divmod(t.id - 1, COLUMNS)[::-1]
        sheet.blit(draw_tile(pygame, t), (col * TILE, row * TILE))
    return sheet


def contact_sheet(pygame, tiles: TileSet, art):
    """All types, each with its number and count, for looking at by eye."""
    pygame.font.init()
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "TenkaSans-Bold.otf"), 18)
    cell = (TILE + 24, TILE + 34)
    out = pygame.Surface((cell[0] * COLUMNS + 12, cell[1] * math.ceil(len(tiles.types) / COLUMNS) + 12))
    out.fill((40, 36, 32))
    for t in tiles.types:
        col, row = (t.id - 1) % COLUMNS, (t.id - 1) // COLUMNS
        x, y = 12 + col * cell[0], 12 + row * cell[1]
        out.blit(art.subsurface(((t.id - 1) % COLUMNS * TILE, (t.id - 1) // COLUMNS * TILE, TILE, TILE)), (x, y))
        label = f"type {t.id}  ×{t.count}" + ("  start" if t.start else "")
        out.blit(font.render(label, True, (240, 236, 220)), (x, y + TILE + 4))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps")
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    args = parser.parse_args(argv)
    root = build_tsx()
    ET.indent(root, space=" ")
    args.out.mkdir(parents=True, exist_ok=True)
    tsx = args.out / f"{NAME}.tsx"
    tsx.write_text('<?xml version="1.0" encoding="UTF-8"?>\n'
                   + ET.tostring(root, encoding="unicode").replace(" />", "/>") + "\n", encoding="utf-8")
    tiles = build_tileset(read_tile_properties(tsx), tsx)  # lint before drawing
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    art = draw_sheet(pygame, tiles)
    pygame.image.save(art, str(args.out / f"{NAME}.png"))
    print(f"wrote {tsx} and {NAME}.png")
    if args.sheet:
        pygame.image.save(contact_sheet(pygame, tiles, art), str(args.sheet))
        print(f"wrote {args.sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
