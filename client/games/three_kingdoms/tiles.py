"""3KingdomsBattle's 25 tile types as plain data, read from the Tiled tileset (pure: no pygame).

``maps/three_kingdoms_tiles.tsx`` (written by tools/make_three_kingdoms_tiles.py,
editable in Tiled) is the one source of the tile facts (ruling K-1). Tile id
``t`` holds type ``t + 1``; its custom properties:

* ``type`` (int 1–25, the seed's numbering) and ``count`` (int, copies in the box);
* ``edge_n``, ``edge_e``, ``edge_s``, ``edge_w``: ``city``, ``plain`` or ``barricade``;
* ``cities``: the city parts, ``;``-separated, each ``NAME=EDGES`` where EDGES
  joins edge letters with ``+`` (``A=N+E``) or is ``inside`` for a city closed
  within the tile (``B=inside``);
* ``barricades``: the barricade lines, ``;``-separated: the edges a line runs
  through the middle of, joined by ``-`` (``E-W`` straight or curved, ``E-S-W``
  meeting at a post), or ``EDGE>CITY`` for a line from an edge that ends at that
  city's wall (``S>A``); empty when the tile has none;
* ``plains``: the plain regions, ``;``-separated, each ``SLOTS > CITIES``:
  the half-edges it covers and the city parts it touches (``El Wr > A``; the
  ``> CITIES`` part is left out when it touches none);
* ``garrisons``: 1–2 garrison spaces, ``;``-separated, each ``CITY X,Y``: the
  city part it lies on and where its mark is drawn, as fractions of the tile
  (x rightwards, y downwards, 0–1);
* ``start`` (bool, optional): true on the one type whose first copy is the start tile;
* ``comment`` (string, optional): why the face looks as it does.

Half-edges (slots) are named by edge and third: ``Nl Nm Nr El Em Er Sl Sm Sr
Wl Wm Wr``, left/middle/right as seen from the tile's centre facing that edge,
so going clockwise from the north-west corner the slots are numbered 0–11.
Turning a tile clockwise by r quarter turns moves slot s to (s + 3r) mod 12 and
edge e to (e + r) mod 4. A slot's neighbour across an edge is the other tile's
slot on the facing edge with left and right swapped (see ``facing_slot``).
tests/three_kingdoms/test_tiles.py lints the tileset.
"""
from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from pathlib import Path

from client import paths
from client.core.tiled import MapError, bundled_map, read_tile_properties

EDGES = "NESW"
CITY, PLAIN, BARRICADE = "city", "plain", "barricade"
KINDS = (CITY, PLAIN, BARRICADE)
THIRDS = "lmr"
SLOT_NAMES = tuple(e + t for e in EDGES for t in THIRDS)  # index = slot number
TYPES = 25
INSIDE = "inside"

#: one edge kind per direction N, E, S, W
Signature = tuple[str, str, str, str]


def rotate_slot(slot: int, r: int) -> int:
    """The slot ``slot`` becomes after r clockwise quarter turns."""
    return (slot + 3 * r) % 12


def facing_slot(slot: int) -> int:
    """The slot of the neighbouring tile that meets ``slot`` (left meets right, middle meets middle)."""
    edge, third = divmod(slot, 3)
    return ((edge + 2) % 4) * 3 + (2 - third)


def edge_slots(edge: int) -> tuple[int, int, int]:
    return edge * 3, edge * 3 + 1, edge * 3 + 2


def _rotate_point(x: float, y: float, r: int) -> tuple[float, float]:
    for _ in range(r % 4):
        x, y = 1 - y, x  # a clockwise quarter turn with y pointing down
    return round(x, 6), round(y, 6)


@dataclass(frozen=True, slots=True)
class CityPart:
    name: str
    edges: frozenset[int]  # empty: closed inside the tile

    @property
    def slots(self) -> frozenset[int]:
        return frozenset(s for e in self.edges for s in edge_slots(e))


@dataclass(frozen=True, slots=True)
class BarricadeLine:
    edges: tuple[int, ...]  # the edges whose middle it runs through
    ends_at: str | None = None  # the city part whose wall a one-edge line ends at

    @property
    def slots(self) -> frozenset[int]:
        return frozenset(e * 3 + 1 for e in self.edges)


@dataclass(frozen=True, slots=True)
class PlainRegion:
    slots: frozenset[int]
    cities: frozenset[str]  # the city parts it touches


@dataclass(frozen=True, slots=True)
class GarrisonSpace:
    city: str
    x: float  # where its mark is drawn, fractions of the tile
    y: float


@dataclass(frozen=True, slots=True)
class Face:
    """A tile's edges and features in one rotation."""
    edges: Signature
    cities: tuple[CityPart, ...]
    barricades: tuple[BarricadeLine, ...]
    plains: tuple[PlainRegion, ...]
    garrisons: tuple[GarrisonSpace, ...]

    def rotated(self, r: int) -> "Face":
        """This face turned clockwise by r quarter turns."""
        r %= 4
        if r == 0:
            return self
        turn = lambda e: (e + r) % 4  # noqa: E731
        return Face(
            edges=tuple(self.edges[(d - r) % 4] for d in range(4)),  # type: ignore[arg-type]
            cities=tuple(CityPart(c.name, frozenset(map(turn, c.edges))) for c in self.cities),
            barricades=tuple(BarricadeLine(tuple(map(turn, b.edges)), b.ends_at) for b in self.barricades),
            plains=tuple(PlainRegion(frozenset(rotate_slot(s, r) for s in p.slots), p.cities)
                         for p in self.plains),
            garrisons=tuple(GarrisonSpace(g.city, *_rotate_point(g.x, g.y, r)) for g in self.garrisons),
        )


@dataclass(frozen=True, slots=True)
class TileType:
    id: int  # the seed's type number, 1–25
    count: int
    start: bool  # the start tile is one copy of this type
    faces: tuple[Face, Face, Face, Face]  # by clockwise rotation 0–3
    comment: str = ""

    @property
    def face(self) -> Face:
        return self.faces[0]

    def signature(self, rotation: int) -> Signature:
        return self.faces[rotation % 4].edges


@dataclass(frozen=True, slots=True)
class TileSet:
    types: tuple[TileType, ...]  # by id: types[0] is type 1
    #: every edge pattern a free square can demand (a kind or None per N, E, S, W: None = no
    #: neighbour there) → the (type, rotation) pairs that fit it, so placement is one lookup
    fits: dict[tuple[str | None, ...], tuple[tuple[int, int], ...]]

    def type(self, type_id: int) -> TileType:
        return self.types[type_id - 1]

    @property
    def start_type(self) -> TileType:
        return next(t for t in self.types if t.start)

    @property
    def total(self) -> int:
        return sum(t.count for t in self.types)

    def fitting(self, pattern) -> tuple[tuple[int, int], ...]:
        return self.fits[tuple(pattern)]


@functools.lru_cache(maxsize=None)
def load_tiles() -> TileSet:
    """The tile set, read once from ``maps/three_kingdoms_tiles.tsx``."""
    with bundled_map("three_kingdoms"):
        return load_tiles_file(paths.maps_dir() / "three_kingdoms_tiles.tsx")


def load_tiles_file(path: str | Path) -> TileSet:
    """Read and check one tileset file (uncached). Raises MapError naming the file, the tile and the problem."""
    path = Path(path)
    return build_tileset(read_tile_properties(path), path)


def build_tileset(props_by_id: dict[int, dict[str, object]], path: Path) -> TileSet:
    """The checked TileSet from every tile's properties (as read from a .tsx or Tiled's JSON export)."""
    types: dict[int, TileType] = {}
    for tid in sorted(props_by_id):
        tile = _tile_type(tid, props_by_id[tid], path)
        if tile.id in types:
            raise MapError(f"{path}: tile id {tid}: type {tile.id} is defined twice", path)
        types[tile.id] = tile
    missing = sorted(set(range(1, TYPES + 1)) - set(types))
    if missing:
        raise MapError(f"{path}: no tile for types {missing}", path)
    starts = [t.id for t in types.values() if t.start]
    if len(starts) != 1:
        raise MapError(f"{path}: exactly one type must carry start=true, found {starts}", path)
    ordered = tuple(types[i] for i in range(1, TYPES + 1))
    return TileSet(ordered, _fits(ordered))


def _fits(types: tuple[TileType, ...]) -> dict:
    by_signature: dict[Signature, list[tuple[int, int]]] = {}
    for t in types:
        for r in range(4):
            by_signature.setdefault(t.signature(r), []).append((t.id, r))
    fits = {}
    for pattern in itertools.product((None,) + KINDS, repeat=4):
        fits[pattern] = tuple(sorted(
            pair for sig, pairs in by_signature.items()
            if all(want is None or want == got for want, got in zip(pattern, sig))
            for pair in pairs))
    return fits


def _tile_type(tid: int, props: dict[str, object], path: Path) -> TileType:
    label = f"tile id {tid}" + (f" (type {props['type']})" if isinstance(props.get("type"), int) else "")

    def fail(problem: str) -> MapError:
        return MapError(f"{path}: {label}: {problem}", path)

    def need(name: str, kind: type):
        if name not in props:
            raise fail(f"missing property {name!r}")
        value = props[name]
        if type(value) is not kind:
            raise fail(f"property {name!r} must be {kind.__name__}, got {value!r}")
        return value

    type_id, count = need("type", int), need("count", int)
    if not 1 <= type_id <= TYPES:
        raise fail(f"type must be 1–{TYPES}, got {type_id}")
    if type_id != tid + 1:
        raise fail(f"type {type_id} must sit at tile id {type_id - 1}")
    if count < 1:
        raise fail(f"count must be at least 1, got {count}")
    edges = []
    for letter in EDGES:
        kind = need(f"edge_{letter.lower()}", str)
        if kind not in KINDS:
            raise fail(f"edge_{letter.lower()} must be one of {', '.join(KINDS)}, got {kind!r}")
        edges.append(kind)
    face = Face(tuple(edges),  # type: ignore[arg-type]
                _cities(need("cities", str), fail),
                _barricades(need("barricades", str), fail),
                _plains(need("plains", str), fail),
                _garrisons(need("garrisons", str), fail))
    _check_face(face, fail)
    start = props.get("start", False)
    if type(start) is not bool:
        raise fail(f"property 'start' must be bool, got {start!r}")
    comment = props.get("comment", "")
    faces = tuple(face.rotated(r) for r in range(4))
    return TileType(type_id, count, start, faces, str(comment))  # type: ignore[arg-type]


def _items(text: str) -> list[str]:
    return [part.strip() for part in text.split(";") if part.strip()]


def _edge(letter: str, fail) -> int:
    if len(letter) != 1 or letter not in EDGES:
        raise fail(f"{letter!r} is not an edge (one of N, E, S, W)")
    return EDGES.index(letter)


def _cities(text: str, fail) -> tuple[CityPart, ...]:
    parts = []
    for item in _items(text):
        name, eq, where = (s.strip() for s in item.partition("="))
        if not eq or not name.isalnum():
            raise fail(f"city part {item!r} must read NAME=EDGES (e.g. A=N+E) or NAME=inside")
        edges = frozenset() if where == INSIDE else frozenset(_edge(e.strip(), fail) for e in where.split("+"))
        parts.append(CityPart(name, edges))
    names = [c.name for c in parts]
    if len(set(names)) != len(names):
        raise fail(f"city parts share a name: {names}")
    if not parts:
        raise fail("has no city part (every tile has garrison spaces, which lie on cities)")
    return tuple(parts)


def _barricades(text: str, fail) -> tuple[BarricadeLine, ...]:
    lines = []
    for item in _items(text):
        route, arrow, city = (s.strip() for s in item.partition(">"))
        edges = tuple(_edge(e.strip(), fail) for e in route.split("-"))
        if arrow and (len(edges) != 1 or not city):
            raise fail(f"barricade {item!r}: only a line from one edge ends at a city (EDGE>CITY)")
        if len(set(edges)) != len(edges):
            raise fail(f"barricade {item!r} names an edge twice")
        lines.append(BarricadeLine(edges, city or None))
    return tuple(lines)


def _plains(text: str, fail) -> tuple[PlainRegion, ...]:
    regions = []
    for item in _items(text):
        slots_text, _arrow, cities_text = item.partition(">")
        slots = []
        for name in slots_text.split():
            if name not in SLOT_NAMES:
                raise fail(f"plain {item!r}: {name!r} is not a half-edge (Nl, Nm, Nr, El … Wr)")
            slots.append(SLOT_NAMES.index(name))
        if not slots:
            raise fail(f"plain {item!r} covers no half-edge")
        if len(set(slots)) != len(slots):
            raise fail(f"plain {item!r} names a half-edge twice")
        regions.append(PlainRegion(frozenset(slots), frozenset(cities_text.split())))
    return tuple(regions)


def _garrisons(text: str, fail) -> tuple[GarrisonSpace, ...]:
    spaces = []
    for item in _items(text):
        try:
            city, where = item.split()
            x, y = (float(v) for v in where.split(","))
        except ValueError:
            raise fail(f"garrison {item!r} must read CITY X,Y (e.g. A 0.50,0.15)") from None
        if not (0 < x < 1 and 0 < y < 1):
            raise fail(f"garrison {item!r} is drawn outside the tile (x and y lie between 0 and 1)")
        spaces.append(GarrisonSpace(city, x, y))
    return tuple(spaces)


def _check_face(face: Face, fail) -> None:
    """Edges and features agree: every half-edge covered exactly once as its edge kind says."""
    names = {c.name for c in face.cities}
    owner: dict[int, str] = {}

    def cover(slots, what: str) -> None:
        for s in sorted(slots):
            if s in owner:
                raise fail(f"half-edge {SLOT_NAMES[s]} is covered twice ({owner[s]} and {what})")
            owner[s] = what

    for c in face.cities:
        for e in c.edges:
            if face.edges[e] != CITY:
                raise fail(f"city part {c.name} joins edge {EDGES[e]}, which is {face.edges[e]}, not city")
        cover(c.slots, f"city {c.name}")
    for b in face.barricades:
        for e in b.edges:
            if face.edges[e] != BARRICADE:
                raise fail(f"a barricade runs through edge {EDGES[e]}, which is {face.edges[e]}, not barricade")
        if b.ends_at is not None and b.ends_at not in names:
            raise fail(f"a barricade ends at city {b.ends_at!r}, which the tile does not have")
        cover(b.slots, "a barricade")
    for p in face.plains:
        unknown = sorted(p.cities - names)
        if unknown:
            raise fail(f"a plain touches cities {unknown}, which the tile does not have")
        cover(p.slots, "a plain")
    for e, kind in enumerate(face.edges):
        for s in edge_slots(e):
            want = {CITY: "city", PLAIN: "a plain",
                    BARRICADE: "a barricade" if s % 3 == 1 else "a plain"}[kind]
            got = owner.get(s)
            if got is None:
                raise fail(f"half-edge {SLOT_NAMES[s]} of the {kind} edge {EDGES[e]} is covered by nothing")
            if not got.startswith(want):
                raise fail(f"half-edge {SLOT_NAMES[s]} of the {kind} edge {EDGES[e]} is covered by {got}")
    features = [("city " + c.name, c.slots) for c in face.cities] + \
        [("a barricade", b.slots) for b in face.barricades] + [("a plain", p.slots) for p in face.plains]
    for (a, sa), (b, sb) in itertools.combinations(features, 2):
        if _interleave(sa, sb):
            raise fail(f"{a} and {b} cross each other (their half-edges interleave around the tile)")
    if not 1 <= len(face.garrisons) <= 2:
        raise fail(f"must have 1 or 2 garrison spaces, has {len(face.garrisons)}")
    for g in face.garrisons:
        if g.city not in names:
            raise fail(f"a garrison space lies on city {g.city!r}, which the tile does not have")


def _interleave(a: frozenset[int], b: frozenset[int]) -> bool:
    """True when going round the tile meets a, b, a, b in turn: two regions that would have to cross."""
    marks = [1 if s in a else 2 for s in range(12) if s in a or s in b]
    runs = [m for i, m in enumerate(marks) if i == 0 or m != marks[i - 1]]
    if len(runs) > 1 and runs[0] == runs[-1]:
        runs.pop()
    return len(runs) >= 4
