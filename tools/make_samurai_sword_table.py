"""Write maps/samurai_sword_table.tmx: Samurai Sword's table for 3 to 7 players as a Tiled map.

The map is the 1600×900 logical screen. Layer ``table`` holds what every
player count shares: the felt (the table's box; its top a squared oval, table_map.WOOD_POWER,
shown in Tiled as an ellipse), the viewer's hand fan along the
bottom and the sidebar on the right (log, prompt, buttons). A seat is a paper
mat on the wood with the row for the cards in front of it below the mat. One object layer
``players_<n>`` per player count holds, for every place at the table, the
seat's panel (type ``seat``, property ``position``: 0 is the viewer's place at
the bottom, then clockwise, which is the order of play) and the parts of that
panel (types ``character``, ``resilience``, ``role``, ``hand``, ``honour``, ``properties``,
property ``seat``: the position they belong to), and the centre: ``deck`` and
``discard``. Rectangles only; the map can be edited in Tiled afterwards, and
tests/samurai_sword/test_map.py lints it.

Usage: .venv/bin/python tools/make_samurai_sword_table.py [--out DIR]
"""
from __future__ import annotations

import argparse
import itertools
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TILE = 20
SIZE = (1600, 900)
PANEL = (304, 212)
#: the parts of a seat, relative to its top-left corner (x, y, w, h): the mat holds the name tag
#: (its top 34 px, inside the mat's cloth border), the character card with its resilience hearts below
#: it, the role and hand cards and the honour koban; the cards in front of the seat lie on the wood
#: below the mat, as mini cards tall enough to read their pictures from across the table
PARTS = {
    "character": (10, 38, 150, 90),
    "resilience": (10, 130, 150, 28),  # up to 5 hearts 26 px across, read from across the table
    "role": (166, 38, 78, 90),  # wide enough for "Samurai" on its banner at the 13-px floor
    "hand": (250, 38, 46, 66),
    "honour": (166, 130, 130, 28),
    "properties": (0, 170, 304, 42),
}
OWN = 1.0  # the viewer's own mat (position 0, nearest the player), unless its place says otherwise
#: seat top-left corners by player count, position 0 (the viewer) first, then clockwise, each with
#: the scale of its mat. The seats sit round the oval's rim, as players round a table: the viewer at
#: the bottom centre with its row's foot on the hand's top edge, the others spread evenly round the
#: rest of the rim, mirrored left and right, at least 24 px apart, and each mat as large as still
#: fits (a checked fit) beside the piles in the middle. Every mat and the row of cards in front of
#: it lies on the wood, inside the table's rim (tests/samurai_sword/test_map.py), and none lies right
#: of x 1246 (the hint sheet opens there)
PLACES = {
    3: [(497, 466, 1.0), (62, 250, 1.25), (856, 250, 1.25)],  # the two others face each other across the piles
    4: [(497, 466, 1.0), (66, 240, 1.3), (520, 88, 0.85), (837, 240, 1.3)],
    5: [(497, 466, 1.0), (52, 398, 1.0), (156, 150, 1.0), (838, 150, 1.0), (942, 398, 1.0)],
    6: [(497, 466, 1.0), (52, 406, 1.0), (124, 170, 1.0), (520, 88, 0.85), (870, 170, 1.0), (942, 406, 1.0)],
    7: [(512, 487, 0.9), (214, 487, 0.9), (60, 262, 0.9), (360, 96, 0.9), (664, 96, 0.9), (964, 262, 0.9),
        (810, 487, 0.9)],
}
#: the deck's top-left corner and size by player count; the discard pile lies PILE_GAP to its right,
#: DISCARD times as large (the last card played face up, the largest card on the table), its foot
#: level with the deck's, its last cards fanning out further right; the pair centred across the
#: table in the wood the seats leave clear, their count tags hung below them clear of the viewer's mat
PILES = {3: (493, 262, 116, 164), 4: (521, 299, 90, 127), 5: (493, 262, 116, 164),
         6: (521, 299, 90, 127), 7: (520, 318, 91, 129)}
PILE_GAP = 24
DISCARD = 1.18
#: the table picture's box: the whole width left of the sidebar and from the top bar to the screen's foot
#: (the hand is held over its near rim)
FELT = (4, 60, 1290, 840)
FAN = (8, 682, 1282, 218)  # the hand held low over the near rim: its tilted outer cards clear the seats beside it
SIDEBAR = (1298, 72, 294, 820)


def prop(parent: ET.Element, name: str, value) -> None:
    """A custom property written the way Tiled 1.8 writes it."""
    el = ET.SubElement(parent, "property", name=name)
    if isinstance(value, int):
        el.set("type", "int")
    el.set("value", str(value))


def rect_object(group, oid: int, name: str, kind: str, rect, props=None, ellipse=False) -> None:
    x, y, w, h = rect
    obj = ET.SubElement(group, "object", id=str(oid), name=name, type=kind, x=str(x), y=str(y),
                        width=str(w), height=str(h))
    if props:
        el = ET.SubElement(obj, "properties")
        for key in sorted(props):
            prop(el, key, props[key])
    if ellipse:
        ET.SubElement(obj, "ellipse")


def _scaled(size, k: float) -> tuple[int, int]:
    return round(size[0] * k), round(size[1] * k)


def build() -> ET.Element:
    w, h = SIZE
    root = ET.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal",
        "renderorder": "right-down", "width": str(w // TILE), "height": str(h // TILE),
        "tilewidth": str(TILE), "tileheight": str(TILE), "infinite": "0",
        "backgroundcolor": "#261e1a", "nextlayerid": str(2 + len(PLACES)), "nextobjectid": "0",
    })
    prop(ET.SubElement(root, "properties"), "game", "samurai_sword")
    ids = itertools.count(1)
    table = ET.SubElement(root, "objectgroup", id="1", name="table", color="#5a3c1e")
    rect_object(table, next(ids), "felt", "felt", FELT, ellipse=True)
    rect_object(table, next(ids), "fan", "fan", FAN)
    rect_object(table, next(ids), "sidebar", "sidebar", SIDEBAR)
    for layer_id, (players, places) in enumerate(sorted(PLACES.items()), start=2):
        group = ET.SubElement(root, "objectgroup", id=str(layer_id), name=f"players_{players}",
                              color="#b23a2a")
        if players != 3:
            group.set("visible", "0")  # one count at a time in the editor
        prop(ET.SubElement(group, "properties"), "players", players)
        for pos, (x, y, *scale) in enumerate(places):
            k = scale[0] if scale else (OWN if pos == 0 else 1.0)
            rect_object(group, next(ids), f"seat {pos}", "seat", (x, y, *_scaled(PANEL, k)), {"position": pos})
            for part, (dx, dy, pw, ph) in PARTS.items():
                rect_object(group, next(ids), f"seat {pos} {part}", part,
                            (x + round(dx * k), y + round(dy * k), *_scaled((pw, ph), k)), {"seat": pos})
        x, y, cw, ch = PILES[players]
        rect_object(group, next(ids), "deck", "deck", (x, y, cw, ch))
        dw, dh = _scaled((cw, ch), DISCARD)
        rect_object(group, next(ids), "discard", "discard", (x + cw + PILE_GAP, y + ch - dh, dw, dh))
    root.set("nextobjectid", str(next(ids)))
    return root


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps")
    args = parser.parse_args(argv)
    root = build()
    ET.indent(root, space=" ")
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "samurai_sword_table.tmx"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n'
                    + ET.tostring(root, encoding="unicode").replace(" />", "/>") + "\n", encoding="utf-8")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
