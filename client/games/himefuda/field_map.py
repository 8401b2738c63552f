"""姬札大戰's field as plain data, read from the Tiled map (pure: no pygame).

``maps/himefuda_field.tmx`` (written by tools/make_himefuda_field.py, editable in
Tiled) says where everything on the field is and what it is (rulings H-1, H-2):

* layer ``cells``: 20 rectangles of type ``cell`` with int ``lane`` 0–4 (left to
  right as side 0 sees them: top to bottom on the map), int ``row`` 0–3 (from side
  0's castle on the left to side 1's on the right), string ``region`` and bool
  ``gate``. Regions by row: ``camp_0`` (side 0's camp, 我軍陣地), ``neutral_0``
  (side 0's own-side neutral row), ``neutral_1``, ``camp_1``: the kind, then the
  side whose half of the field it is. ``gate`` is true on the camp cells in front
  of that side's castle gate.
* layer ``castles``: two rectangles of type ``castle``, int ``side`` and string
  ``gate_lanes`` (``"1,2,3"``: the lanes its gate faces), each behind its camp row.
* layers ``half_1`` … ``half_5``: the random-terrain option's numbered half-fields
  (a camp row plus its neutral row). Each holds 10 rectangles of type ``terrain``
  lying on the cells of rows 0–1, as side 0 gets the half, with int ``lane``,
  ``row`` and string ``terrain``. Side 1 gets its half turned half round (lane →
  4 − lane, row → 3 − row), so both players see a half alike from their castle.
* image layers ``field`` (the background) and ``half_<n>_art`` (each half's
  terrain drawn, to look at in Tiled): pictures only, never read here.

The terrain kinds live in ``maps/himefuda_terrain.tsx`` beside the map, one tile
per kind: string ``terrain`` (its id), ``name_en``, ``name_zh``, ``effect_en``,
``effect_zh`` (one help line each), and its one effect as a modifier in the seed's
±attack/±defence notation: string ``ability`` (``melee`` or ``shooting``; ``none``
for open ground), ints ``attack`` and ``defence``. A unit standing in the cell
fights with that modifier added to that ability pair (capped like any modifier).

Everything is checked on load; a broken file gives a MapError naming the file,
the object and the problem. tests/himefuda/test_field_map.py lints the map.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from client import paths
from client.core.tiled import (MapError, bundled_map, object_layer, read_map,  # noqa: F401 (MapError re-exported)
                                read_tile_properties)

LANES, ROWS, SIDES = 5, 4, (0, 1)
CAMP, NEUTRAL = "camp", "neutral"
#: the region of each row, from side 0's castle to side 1's
REGIONS = ("camp_0", "neutral_0", "neutral_1", "camp_1")
HALF_NUMBERS = (1, 2, 3, 4, 5)  # a die roll of 6 is rolled again (H-2)
OPEN = "open"
ABILITIES = ("melee", "shooting")
MAX_KINDS = 3  # terrain kinds besides open ground (H-2)
FILE = "himefuda_field.tmx"
TERRAIN_FILE = "himefuda_terrain.tsx"
Rect = tuple[int, int, int, int]  # x, y, width, height in map pixels
Place = tuple[int, int]  # (lane, row)


def camp_row(side: int) -> int:
    return 0 if side == 0 else ROWS - 1


@dataclass(frozen=True, slots=True)
class Cell:
    lane: int
    row: int
    region: str  # one of REGIONS
    gate: bool  # in front of its side's castle gate
    rect: Rect

    @property
    def kind(self) -> str:
        """``camp`` or ``neutral``."""
        return self.region.partition("_")[0]

    @property
    def side(self) -> int:
        """Whose half of the field the cell is on."""
        return int(self.region.rpartition("_")[2])


@dataclass(frozen=True, slots=True)
class Castle:
    side: int
    rect: Rect
    gate_lanes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Terrain:
    id: str
    tile: int  # the tile's id in himefuda_terrain.tsx (its art)
    name_en: str
    name_zh: str
    effect_en: str
    effect_zh: str
    ability: str  # "melee", "shooting", or "none" for open ground
    attack: int
    defence: int

    def name(self, language: str) -> str:
        return self.name_zh if language.startswith("zh") else self.name_en

    def effect(self, language: str) -> str:
        return self.effect_zh if language.startswith("zh") else self.effect_en


@dataclass(frozen=True, slots=True)
class HalfField:
    number: int  # 1–5, the die roll that picks it
    rows: tuple[tuple[str, ...], tuple[str, ...]]  # terrain ids: [0] the camp row, [1] the neutral row; by lane

    def placed(self, side: int) -> dict[Place, str]:
        """{(lane, row): terrain id} for the half as ``side`` gets it."""
        out = {}
        for depth, kinds in enumerate(self.rows):
            for lane, kind in enumerate(kinds):
                # side 1's half is the same piece turned half round
                out[(lane, depth) if side == 0 else (LANES - 1 - lane, ROWS - 1 - depth)] = kind
        return out


@dataclass(frozen=True, slots=True)
class FieldMap:
    size: tuple[int, int]  # the map in pixels
    cells: tuple[Cell, ...]  # by row, then lane: cells[row * LANES + lane]
    castles: tuple[Castle, Castle]  # by side
    halves: tuple[HalfField, ...]  # by number: halves[0] is half 1
    terrains: tuple[Terrain, ...]  # by tile id; terrains[0] is open ground

    def cell(self, lane: int, row: int) -> Cell:
        if not (0 <= lane < LANES and 0 <= row < ROWS):
            raise ValueError(f"no cell at lane {lane!r} row {row!r}")
        return self.cells[row * LANES + lane]

    def half(self, number: int) -> HalfField:
        if number not in HALF_NUMBERS:
            raise ValueError(f"half-fields are numbered 1–5, not {number!r}")
        return self.halves[number - 1]

    def terrain(self, kind: str) -> Terrain:
        for t in self.terrains:
            if t.id == kind:
                return t
        raise ValueError(f"no terrain kind {kind!r}")

    def layout(self, half_0: int, half_1: int) -> dict[Place, str]:
        """{(lane, row): terrain id} of all 20 cells when side 0 rolled ``half_0`` and side 1 ``half_1``."""
        return {**self.half(half_0).placed(0), **self.half(half_1).placed(1)}


@functools.lru_cache(maxsize=None)
def load_field() -> FieldMap:
    """The field, read once from ``maps/himefuda_field.tmx``."""
    with bundled_map("himefuda"):
        return load_field_file(paths.maps_dir() / FILE)


def load_field_file(path: str | Path, terrain_path: str | Path | None = None) -> FieldMap:
    """Read and check one map (uncached) and its terrain tileset (default: beside it).

    Raises MapError naming the file and the problem."""
    path = Path(path)
    tmx, fail = read_map(path)
    terrains = load_terrain_file(terrain_path or path.parent / TERRAIN_FILE)
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    castles = _castles(object_layer(tmx, "castles", fail), size, fail)
    cells = _cells(object_layer(tmx, "cells", fail), castles, size, fail)
    kinds = {t.id for t in terrains}
    halves = tuple(_half(n, object_layer(tmx, f"half_{n}", fail), cells, kinds, fail) for n in HALF_NUMBERS)
    return FieldMap(size, cells, castles, halves, terrains)


# -- objects -------------------------------------------------------------------------

def _where(obj) -> str:
    return f"object {obj.name!r} (id {obj.id})"


def _prop(obj, key: str, kind: type, fail):
    value = obj.properties.get(key)
    if value is None and kind is str:
        value = ""  # pytmx reads an empty string property as None
    # bool is a subclass of int: a bool where an int belongs is an error too
    if type(value) is not kind:
        raise fail(f"{_where(obj)}: property {key!r} must be {kind.__name__}, got {value!r}")
    return value


def _rect(obj, size, fail) -> Rect:
    if getattr(obj, "rotation", 0):
        raise fail(f"{_where(obj)} is rotated; reset its rotation in Tiled")
    if getattr(obj, "points", None) is not None:
        raise fail(f"{_where(obj)} must be a rectangle, not a polygon or polyline")
    x, y, w, h = (float(v or 0) for v in (obj.x, obj.y, obj.width, obj.height))
    if w <= 0 or h <= 0:
        raise fail(f"{_where(obj)} has no size")
    if x < 0 or y < 0 or x + w > size[0] or y + h > size[1]:
        raise fail(f"{_where(obj)} reaches outside the {size[0]}×{size[1]} map")
    return round(x), round(y), round(w), round(h)


def _of_type(objects, kind: str, layer: str, fail) -> list:
    for obj in objects:
        if (obj.type or "") != kind:
            raise fail(f"layer {layer!r}: {_where(obj)} has type {obj.type!r}, not {kind!r}")
    return objects


def _lane_row(obj, rows: range, fail) -> Place:
    lane, row = _prop(obj, "lane", int, fail), _prop(obj, "row", int, fail)
    if not 0 <= lane < LANES:
        raise fail(f"{_where(obj)}: lane must be 0–{LANES - 1}, got {lane}")
    if row not in rows:
        raise fail(f"{_where(obj)}: row must be {rows.start}–{rows.stop - 1}, got {row}")
    return lane, row


def _centre_x(rect: Rect) -> float:
    return rect[0] + rect[2] / 2


def _castles(objects, size, fail) -> tuple[Castle, Castle]:
    found: dict[int, Castle] = {}
    for obj in _of_type(objects, "castle", "castles", fail):
        side = _prop(obj, "side", int, fail)
        if side not in SIDES:
            raise fail(f"{_where(obj)}: side must be 0 or 1, got {side}")
        if side in found:
            raise fail(f"layer 'castles': two castles of side {side}")
        text = _prop(obj, "gate_lanes", str, fail)
        try:
            lanes = tuple(int(part) for part in text.split(","))
        except ValueError:
            raise fail(f"{_where(obj)}: gate_lanes must list lanes like \"1,2,3\", got {text!r}") from None
        if any(not 0 <= lane < LANES for lane in lanes) or list(lanes) != list(range(lanes[0], lanes[-1] + 1)):
            raise fail(f"{_where(obj)}: gate_lanes must be neighbouring lanes 0–{LANES - 1} in order, got {text!r}")
        found[side] = Castle(side, _rect(obj, size, fail), lanes)
    for side in SIDES:
        if side not in found:
            raise fail(f"layer 'castles' has no castle of side {side}")
    return found[0], found[1]


def _cells(objects, castles, size, fail) -> tuple[Cell, ...]:
    found: dict[Place, Cell] = {}
    for obj in _of_type(objects, "cell", "cells", fail):
        lane, row = _lane_row(obj, range(ROWS), fail)
        if (lane, row) in found:
            raise fail(f"layer 'cells': two cells at lane {lane} row {row}")
        region, gate = _prop(obj, "region", str, fail), _prop(obj, "gate", bool, fail)
        if region != REGIONS[row]:
            raise fail(f"{_where(obj)}: row {row} is region {REGIONS[row]!r}, not {region!r}")
        side = int(REGIONS[row][-1])
        at_gate = row == camp_row(side) and lane in castles[side].gate_lanes
        if gate != at_gate:
            raise fail(f"{_where(obj)}: gate must be {str(at_gate).lower()} (castle {side}'s gate "
                       f"faces lanes {','.join(map(str, castles[side].gate_lanes))} of row {camp_row(side)})")
        found[lane, row] = Cell(lane, row, region, gate, _rect(obj, size, fail))
    for row in range(ROWS):
        for lane in range(LANES):
            if (lane, row) not in found:
                raise fail(f"layer 'cells' has no cell at lane {lane} row {row}")
    cells = tuple(found[lane, row] for row in range(ROWS) for lane in range(LANES))
    _check_layout(cells, castles, fail)
    return cells


def _check_layout(cells: tuple[Cell, ...], castles, fail) -> None:
    """Rows run left to right and lanes top to bottom without overlapping; each castle lies behind its camp."""
    def at(lane, row) -> Rect:
        return cells[row * LANES + lane].rect

    for c in cells:
        x, y, w, h = c.rect
        if c.row + 1 < ROWS and at(c.lane, c.row + 1)[0] < x + w:
            raise fail(f"cell lane {c.lane} row {c.row + 1} must lie right of row {c.row}, not over or before it")
        if c.lane + 1 < LANES and at(c.lane + 1, c.row)[1] < y + h:
            raise fail(f"cell lane {c.lane + 1} row {c.row} must lie below lane {c.lane}, not over or above it")
    xs = [_centre_x(c.rect) for c in cells]
    for castle in castles:
        x = _centre_x(castle.rect)
        behind = x < min(xs) if castle.side == 0 else x > max(xs)
        if not behind:
            raise fail(f"castle {castle.side} must lie behind row {camp_row(castle.side)}, its camp "
                       f"({'left' if castle.side == 0 else 'right'} of the cells)")


def _half(number: int, objects, cells, kinds: set[str], fail) -> HalfField:
    layer = f"half_{number}"
    found: dict[Place, str] = {}
    for obj in _of_type(objects, "terrain", layer, fail):
        lane, row = _lane_row(obj, range(2), fail)
        if (lane, row) in found:
            raise fail(f"layer {layer!r}: two terrain objects at lane {lane} row {row}")
        kind = _prop(obj, "terrain", str, fail)
        if kind not in kinds:
            raise fail(f"{_where(obj)} in layer {layer!r}: unknown terrain {kind!r} (known: {', '.join(sorted(kinds))})")
        rect = (round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        if rect != cells[row * LANES + lane].rect:
            raise fail(f"{_where(obj)} in layer {layer!r} must cover the cell at lane {lane} row {row} exactly")
        found[lane, row] = kind
    missing = [f"lane {lane} row {row}" for row in range(2) for lane in range(LANES) if (lane, row) not in found]
    if missing:
        raise fail(f"layer {layer!r} gives no terrain for {', '.join(missing)}")
    return HalfField(number, tuple(tuple(found[lane, row] for lane in range(LANES)) for row in range(2)))  # type: ignore[arg-type]


# -- terrain kinds -------------------------------------------------------------------

TERRAIN_PROPERTIES = {"terrain": str, "name_en": str, "name_zh": str, "effect_en": str, "effect_zh": str,
                      "ability": str, "attack": int, "defence": int}


def load_terrain_file(path: str | Path) -> tuple[Terrain, ...]:
    """The terrain kinds from the tileset's tile properties, checked (H-2). Raises MapError."""
    path = Path(path)

    def fail(problem: str) -> MapError:
        return MapError(f"{path}: {problem}", path)

    tiles = read_tile_properties(path)
    if sorted(tiles) != list(range(len(tiles))):
        raise fail(f"tiles must be numbered 0, 1, 2… in order, found {sorted(tiles)}")
    terrains = [_terrain(tid, tiles[tid], fail) for tid in range(len(tiles))]
    ids = [t.id for t in terrains]
    if len(set(ids)) != len(ids):
        raise fail(f"two tiles name the same terrain: {ids}")
    if not ids or ids[0] != OPEN:
        raise fail(f"tile id 0 must be {OPEN!r} (open ground), found {ids[:1]}")
    if len(ids) - 1 > MAX_KINDS:
        raise fail(f"at most {MAX_KINDS} terrain kinds besides open ground, found {len(ids) - 1}")
    return tuple(terrains)


def _terrain(tid: int, props: dict[str, object], fail) -> Terrain:
    for name, kind in TERRAIN_PROPERTIES.items():
        if name not in props:
            raise fail(f"tile id {tid}: missing property {name!r}")
        if type(props[name]) is not kind or (kind is str and not props[name]):
            raise fail(f"tile id {tid}: property {name!r} must be a non-empty {kind.__name__}, got {props[name]!r}")
    known = {name: props[name] for name in TERRAIN_PROPERTIES if name != "terrain"}
    t = Terrain(tile=tid, id=props["terrain"], **known)  # type: ignore[arg-type]
    label = f"tile id {tid} ({t.id})"
    if t.id == OPEN:
        if (t.ability, t.attack, t.defence) != ("none", 0, 0):
            raise fail(f"{label}: open ground has no effect (ability none, attack 0, defence 0)")
    elif t.ability not in ABILITIES:
        raise fail(f"{label}: ability must be one of {', '.join(ABILITIES)}, got {t.ability!r}")
    elif (t.attack != 0) == (t.defence != 0) or max(abs(t.attack), abs(t.defence)) > 2:
        raise fail(f"{label}: one effect: exactly one of attack and defence changes, by 1 or 2 "
                   f"(got {t.attack:+d}/{t.defence:+d})")
    return t
