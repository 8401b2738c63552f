"""Samurai Sword's table layout as plain data, read from the Tiled map (pure: no pygame).

``maps/samurai_sword_table.tmx`` (written by tools/make_samurai_sword_table.py,
editable in Tiled) is the one source of truth for where things sit on the
1600×900 screen. Layer ``table``: the ``felt`` (the table's box: its top a squared oval, ``WOOD_POWER``), the viewer's hand
``fan`` and the ``sidebar``. Layer ``players_<n>`` (n = 3..7): per place at the
table a ``seat`` (``position``: 0 is the viewer's place at the bottom, then
clockwise, the order of play: its paper mat, and below the mat the row where the
cards in front of it lie) with its parts ``character``, ``resilience``, ``role``, ``hand``,
``honour`` and ``properties`` (each with ``seat`` = that position), and the
centre's ``deck`` and ``discard``. Rectangles are (x, y, width, height) tuples.
tests/samurai_sword/test_map.py lints the map.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from pathlib import Path

from client import paths
from client.core.tiled import MapError, bundled_map, object_layer, read_map  # noqa: F401 (MapError re-exported)

PLAYER_COUNTS = (3, 4, 5, 6, 7)
PARTS = ("character", "resilience", "role", "hand", "honour", "properties")
SCREEN = (1600, 900)
Rect = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Place:
    position: int  # 0: the viewer's place; then clockwise
    panel: Rect
    character: Rect
    resilience: Rect
    role: Rect
    hand: Rect
    honour: Rect
    properties: Rect


@dataclass(frozen=True, slots=True)
class Layout:
    players: int
    places: tuple[Place, ...]  # by position
    deck: Rect
    discard: Rect


@dataclass(frozen=True, slots=True)
class TableMap:
    felt: Rect
    fan: Rect
    sidebar: Rect
    layouts: dict[int, Layout]

    def layout(self, players: int) -> Layout:
        try:
            return self.layouts[players]
        except KeyError:
            raise ValueError(f"Samurai Sword seats 3 to 7 players, not {players!r}") from None


@functools.lru_cache(maxsize=None)
def load_table() -> TableMap:
    """The table, read once from ``maps/samurai_sword_table.tmx``."""
    with bundled_map("samurai_sword"):
        return load_table_file(paths.maps_dir() / "samurai_sword_table.tmx")


def load_table_file(path: str | Path) -> TableMap:
    """Read and check one map file (uncached). Raises MapError naming the file and the problem."""
    tmx, fail = read_map(path)

    if (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight) != SCREEN:
        raise fail(f"the map must be {SCREEN[0]}×{SCREEN[1]} pixels, the logical screen")
    shared = {obj.type: _rect(obj, fail) for obj in object_layer(tmx, "table", fail)}
    for kind in ("felt", "fan", "sidebar"):
        if kind not in shared:
            raise fail(f"layer 'table' has no {kind!r} object")
    layouts = {n: _layout(tmx, n, fail) for n in PLAYER_COUNTS}
    return TableMap(shared["felt"], shared["fan"], shared["sidebar"], layouts)




def _rect(obj, fail) -> Rect:
    where = f"object {obj.name!r} (id {obj.id})"
    if getattr(obj, "rotation", 0):
        raise fail(f"{where} is rotated; reset its rotation in Tiled")
    if getattr(obj, "points", None) is not None:
        raise fail(f"{where} must be a rectangle, not a polygon or polyline")
    w, h = float(obj.width or 0), float(obj.height or 0)
    if w <= 0 or h <= 0:
        raise fail(f"{where} has no size")
    x, y = float(obj.x), float(obj.y)
    if x < 0 or y < 0 or x + w > SCREEN[0] or y + h > SCREEN[1]:
        raise fail(f"{where} reaches outside the {SCREEN[0]}×{SCREEN[1]} screen")
    return round(x), round(y), round(w), round(h)


def _int_property(obj, key: str, fail) -> int:
    value = obj.properties.get(key)
    if type(value) is not int:
        raise fail(f"object {obj.name!r} (id {obj.id}) needs an int property {key!r}, got {value!r}")
    return value


def _layout(tmx, players: int, fail) -> Layout:
    name = f"players_{players}"
    seats: dict[int, Rect] = {}
    parts: dict[tuple[int, str], Rect] = {}
    centre: dict[str, Rect] = {}
    for obj in object_layer(tmx, name, fail):
        kind = obj.type or ""
        if kind == "seat":
            pos = _int_property(obj, "position", fail)
            if pos in seats:
                raise fail(f"layer {name!r}: two seats at position {pos}")
            seats[pos] = _rect(obj, fail)
        elif kind in PARTS:
            key = (_int_property(obj, "seat", fail), kind)
            if key in parts:
                raise fail(f"layer {name!r}: two {kind!r} objects for seat {key[0]}")
            parts[key] = _rect(obj, fail)
        elif kind in ("deck", "discard"):
            if kind in centre:
                raise fail(f"layer {name!r}: two {kind!r} objects")
            centre[kind] = _rect(obj, fail)
        else:
            raise fail(f"layer {name!r}: object {obj.name!r} has an unknown type {kind!r}")
    if sorted(seats) != list(range(players)):
        raise fail(f"layer {name!r} must hold seats at positions 0–{players - 1}, found {sorted(seats)}")
    for kind in ("deck", "discard"):
        if kind not in centre:
            raise fail(f"layer {name!r} has no {kind!r} object")
    places = []
    for pos in range(players):
        got = {}
        for kind in PARTS:
            if (pos, kind) not in parts:
                raise fail(f"layer {name!r}: seat {pos} has no {kind!r} object")
            if not _inside(parts[pos, kind], seats[pos]):
                raise fail(f"layer {name!r}: seat {pos}'s {kind!r} lies outside its seat panel")
            got[kind] = parts[pos, kind]
        places.append(Place(pos, seats[pos], **got))
    extra = sorted({s for s, _k in parts} - set(seats))
    if extra:
        raise fail(f"layer {name!r}: parts name seats that do not exist: {extra}")
    return Layout(players, tuple(places), centre["deck"], centre["discard"])


def _inside(inner: Rect, outer: Rect) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


#: the table picture (tools/art_samurai_sword.py ``table``) in its box: the oval's centre lies this far
#: above the box's centre, and the wood top inside the lacquer rim is this much narrower each side
WOOD_LIFT, WOOD_INSET = 4, (22, 26)
#: the table top's shape: |x/rx|^p + |y/ry|^p <= 1, a squared oval (a low zataku's rounded corners),
#: whose corners hold seats where an ellipse (p = 2) left bare wood round a crowded middle
WOOD_POWER = 3.5


def wood(felt: Rect) -> tuple[float, float, float, float]:
    """The table's wood top inside its rim, for the picture drawn in ``felt``: (cx, cy, rx, ry)."""
    x, y, w, h = felt
    return x + w / 2, y + h / 2 - WOOD_LIFT, w / 2 - WOOD_INSET[0], h / 2 - WOOD_INSET[1]


def in_oval(px: float, py: float, cx: float, cy: float, rx: float, ry: float) -> bool:
    """True when the point lies in the table's squared oval of half-sides ``rx``, ``ry`` round (cx, cy)."""
    return abs((px - cx) / rx) ** WOOD_POWER + abs((py - cy) / ry) ** WOOD_POWER <= 1


def oval_point(cx: float, cy: float, rx: float, ry: float, angle: float) -> tuple[float, float]:
    """The point of the squared oval's edge at parameter ``angle`` (radians; 0 is the right end)."""
    c, s = math.cos(angle), math.sin(angle)
    e = 2 / WOOD_POWER
    return cx + rx * math.copysign(abs(c) ** e, c), cy + ry * math.copysign(abs(s) ** e, s)


def on_wood(rect: Rect, felt: Rect, margin: float = 0) -> bool:
    """True when the whole of ``rect`` lies on the wood, at least ``margin`` inside the rim."""
    cx, cy, rx, ry = wood(felt)
    x, y, w, h = rect
    return all(in_oval(px, py, cx, cy, rx - margin, ry - margin) for px in (x, x + w) for py in (y, y + h))


def overlaps(a: Rect, b: Rect) -> bool:
    """True when two rectangles share more than an edge."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
