"""Yedo's board of Edo as plain data, read from the Tiled map (pure: no pygame).

``maps/yedo.tmx`` (written by tools/make_yedo_map.py, editable in Tiled) is
the board's geometry and its printed facts; ``tests/yedo/test_board_map.py``
lints it. This module only reads and checks it: the rules keep their own
tables, and a later slice makes them agree.

The map is 1600×900 px. Layer ``art`` is an image layer (the drawn board,
``maps/yedo_board.png``); it is not loaded here, only its file name kept.
Every other layer is an object layer of rectangles (``walls``: polygons) with custom properties
(pytmx makes properties attributes of the object, so ``id``, ``name``,
``type``, ``points``, ``width`` … are taken; hence the names below):

=========  ===============  ==============================================================
layer      object type      properties (type)
=========  ===============  ==============================================================
districts  ``district``     ``district`` (str, our id), ``ring`` (int 0–6: the patrol's
                            ring = the seed's order Castle, Gate, Inn, Port, Red Light,
                            Market, Temple), ``name_en``, ``name_zh``, ``place_en``,
                            ``place_zh`` (str), ``actions`` (str, comma-separated ids of
                            the district's actions, for reference)
spaces     ``space``        ``district`` (str), ``slot`` (int, from 1 within its district and
                            action; an order space's slot is its order number),
                            ``min_players`` (int 2–5: covered below that many players),
                            ``action`` (str, only where the space fixes it: the Castle's
                            ``shogun``, ``bakufu``, ``order``; elsewhere the player chooses
                            one of the district's actions)
patrol     ``patrol``       ``district`` (str), ``ring`` (int): where the patrol stands
market     ``weapon_slot``  ``slot`` (int 1–5, left to right; new weapons enter at 1),
                            ``price`` (int)
auction    ``lot``          ``lot`` (int 1–7), ``prize`` (str), ``base_price`` (int),
                            ``bonus_points`` (int, scored with the prize), ``group`` (int 1–3:
                            the lots taken together with 2–3 players)
tracks     ``score``, ``round``, ``player_order``, ``bid_order``, ``dropout``: one cell
           each, ``value`` (int; score from 0, the others from 1)
piles      ``pile``         ``holds`` (str): where a deck, supply or the current event lies
walls      ``wall``         ``district`` (str): a polygon, the district's wall line as drawn
                            (the table marks a district along it); one per district, its
                            district's centre inside it
=========  ===============  ==============================================================

Map properties: ``game`` = ``yedo``, ``patrol_start`` = the district id where
the patrol starts (the Gate).
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from client import paths
from client.core.tiled import MapError, bundled_map, object_layer, read_map  # noqa: F401 (MapError re-exported)

MAP_FILE = "yedo.tmx"
PLAYER_COUNTS = (2, 3, 4, 5)
#: district ids in the patrol's ring (ruling Y-2: the seed's order)
RING = ("castle", "gate", "inn", "port", "red_light", "market", "temple")
CASTLE = "castle"
CASTLE_ACTIONS = {"shogun": 1, "bakufu": 2, "order": 3}  # action → spaces (ruling Y-2)
SPACES_PER_DISTRICT = 3  # every district but the Castle, at five players (ruling Y-2)
LOT_COUNT = 7
WEAPON_SLOTS = 5
ROUNDS = 11
SEATS = 5
TRACKS = ("score", "round", "player_order", "bid_order", "dropout")
PILES = frozenset({"action_cards", "bonus_cards", "events", "current_event", "missions_green",
                   "missions_yellow", "missions_red", "missions_black", "weapons", "weapon_discard",
                   "annexes", "geisha", "church", "blessings"})


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle in map pixels (the 1600×900 logical screen)."""
    x: int
    y: int
    w: int
    h: int

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def inside(self, other: "Rect") -> bool:
        return (other.x <= self.x and other.y <= self.y
                and self.x + self.w <= other.x + other.w and self.y + self.h <= other.y + other.h)


@dataclass(frozen=True, slots=True)
class District:
    id: str
    ring: int
    name_en: str
    name_zh: str
    place_en: str
    place_zh: str
    actions: tuple[str, ...]
    rect: Rect
    wall: tuple[tuple[float, float], ...]  # the wall line round it, absolute map pixels


@dataclass(frozen=True, slots=True)
class Space:
    name: str  # unique, e.g. "gate 2", "castle order 1"
    district: str
    action: str  # "" where the player chooses among the district's actions
    slot: int
    min_players: int
    rect: Rect

    def open_with(self, players: int) -> bool:
        return players >= self.min_players


@dataclass(frozen=True, slots=True)
class Lot:
    number: int
    prize: str
    base_price: int
    points: int
    group: int  # lots of one group are auctioned together with 2–3 players
    rect: Rect


@dataclass(frozen=True, slots=True)
class WeaponSlot:
    slot: int
    price: int
    rect: Rect


@dataclass(frozen=True, slots=True)
class PatrolSpot:
    district: str
    ring: int
    rect: Rect


@dataclass(frozen=True)
class BoardMap:
    width: int
    height: int
    image: str  # the art's file name, beside the map
    districts: tuple[District, ...]  # in ring order
    spaces: tuple[Space, ...]  # by ring, then as in the map
    patrol: tuple[PatrolSpot, ...]  # in ring order
    patrol_start: str
    lots: tuple[Lot, ...]  # 1–7
    market: tuple[WeaponSlot, ...]  # slot 1–5
    tracks: Mapping[str, tuple[Rect, ...]]  # kind → cells by value (score from 0, others from 1)
    piles: Mapping[str, Rect]

    def district(self, district_id: str) -> District:
        for d in self.districts:
            if d.id == district_id:
                return d
        raise KeyError(district_id)

    def spaces_in(self, district_id: str, players: int = 5) -> tuple[Space, ...]:
        """The spaces of a district open with that many players."""
        return tuple(s for s in self.spaces if s.district == district_id and s.open_with(players))

    def open_spaces(self, players: int) -> tuple[Space, ...]:
        if players not in PLAYER_COUNTS:
            raise ValueError(f"Yedo is for 2 to 5 players, not {players!r}")
        return tuple(s for s in self.spaces if s.open_with(players))

    def lot_groups(self, players: int) -> tuple[tuple[int, ...], ...]:
        """Lot numbers auctioned together: one each, or grouped with 2–3 players (ruling Y-3)."""
        if players > 3:
            return tuple((lot.number,) for lot in self.lots)
        groups: dict[int, list[int]] = {}
        for lot in self.lots:
            groups.setdefault(lot.group, []).append(lot.number)
        return tuple(tuple(numbers) for _g, numbers in sorted(groups.items()))

    def ring_step(self, district_id: str, steps: int) -> str:
        """The district ``steps`` along the ring (positive clockwise: the red patrol)."""
        return RING[(RING.index(district_id) + steps) % len(RING)]


@functools.lru_cache(maxsize=None)
def load_board_map() -> BoardMap:
    """The board, read once from maps/yedo.tmx."""
    with bundled_map("yedo"):
        return load_board_map_file(paths.maps_dir() / MAP_FILE)


def load_board_map_file(path: str | Path) -> BoardMap:
    """Read and check one map file (uncached). Raises MapError naming the file and the fault."""
    tmx, fail = read_map(path)
    if tmx.properties.get("game") != "yedo":
        raise fail(f"map property 'game' is {tmx.properties.get('game')!r}, expected 'yedo'")
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    reader = _Reader(fail, Rect(0, 0, width, height))
    image = _art(tmx, fail)
    districts = _districts(reader, object_layer(tmx, "districts", fail), object_layer(tmx, "walls", fail))
    spaces = _spaces(reader, object_layer(tmx, "spaces", fail), districts)
    patrol = _patrol(reader, object_layer(tmx, "patrol", fail))
    start = tmx.properties.get("patrol_start")
    if start not in RING:
        raise fail(f"map property 'patrol_start' is {start!r}, not a district ({', '.join(RING)})")
    return BoardMap(
        width=width, height=height, image=image, districts=districts, spaces=spaces, patrol=patrol,
        patrol_start=start, lots=_lots(reader, object_layer(tmx, "auction", fail)),
        market=_market(reader, object_layer(tmx, "market", fail)),
        tracks=_tracks(reader, object_layer(tmx, "tracks", fail)),
        piles=_piles(reader, object_layer(tmx, "piles", fail)),
    )


class _Reader:
    """Typed access to one object's rectangle and properties, failing with the object's name."""

    def __init__(self, fail, bounds: Rect):
        self.fail, self.bounds = fail, bounds

    def rect(self, obj) -> Rect:
        where = self.where(obj)
        if getattr(obj, "rotation", 0):
            raise self.fail(f"{where} is rotated; reset its rotation in Tiled")
        if getattr(obj, "points", None) or not obj.width or not obj.height:
            raise self.fail(f"{where} must be a rectangle with a width and a height")
        rect = Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        if not rect.inside(self.bounds):
            raise self.fail(f"{where} lies outside the {self.bounds.w}×{self.bounds.h} map")
        return rect

    @staticmethod
    def where(obj) -> str:
        return f"object {obj.name!r} (id {obj.id}, type {obj.type!r})" if obj.name else f"object id {obj.id}"

    def get(self, obj, key: str, kind: type, default=None):
        if key not in obj.properties:
            if default is not None:
                return default
            raise self.fail(f"{self.where(obj)} has no property {key!r}")
        value = obj.properties[key]
        if value is None and kind is str:
            value = ""  # pytmx reads an empty string property as None
        if type(value) is not kind:  # bool is an int subclass: refuse it too
            raise self.fail(f"{self.where(obj)}: property {key!r} should be {kind.__name__}, "
                            f"got {type(value).__name__} {value!r}")
        return value

    def typed(self, objects, kinds: set[str]) -> list:
        for obj in objects:
            if obj.type not in kinds:
                raise self.fail(f"{self.where(obj)}: unexpected type {obj.type!r} "
                                f"(expected {', '.join(sorted(kinds))})")
        return list(objects)

    def numbered(self, what: str, values: list[int], first: int, count: int | None = None) -> None:
        """``values`` must be exactly first, first+1, … (``count`` of them when given)."""
        want = list(range(first, first + (count if count is not None else len(values))))
        if sorted(values) != want:
            raise self.fail(f"{what} must be numbered {want[0]}–{want[-1]} once each, found {sorted(values)}")


def _art(tmx, fail) -> str:
    try:
        layer = tmx.get_layer_by_name("art")
    except ValueError:
        raise fail("no layer named 'art' (the board's picture)") from None
    source = getattr(layer, "source", None)
    if not source:
        raise fail("layer 'art' must be an image layer with an image")
    return Path(source).name


def _districts(r: _Reader, objects, walls) -> tuple[District, ...]:
    found = {}
    lines = _walls(r, walls)
    for obj in r.typed(objects, {"district"}):
        did = r.get(obj, "district", str)
        if did not in RING:
            raise r.fail(f"{r.where(obj)}: unknown district {did!r} (districts: {', '.join(RING)})")
        if did in found:
            raise r.fail(f"two district objects for {did!r}")
        names = {key: r.get(obj, key, str).strip() for key in ("name_en", "name_zh", "place_en", "place_zh")}
        for key in ("name_en", "name_zh"):
            if not names[key]:
                raise r.fail(f"{r.where(obj)}: property {key!r} is empty")
        actions = tuple(a.strip() for a in r.get(obj, "actions", str).split(",") if a.strip())
        found[did] = District(id=did, ring=r.get(obj, "ring", int), actions=actions, rect=r.rect(obj),
                              wall=lines.get(did, ()), **names)
    if set(found) != set(RING):
        raise r.fail(f"layer 'districts' needs one object per district; missing {sorted(set(RING) - set(found))}")
    for did, district in found.items():
        if not district.wall:
            raise r.fail(f"layer 'walls' has no wall for district {did!r}")
        if not inside_polygon(district.rect.centre, district.wall):
            raise r.fail(f"the wall of district {did!r} does not enclose the district's centre")
        if district.ring != RING.index(did):
            raise r.fail(f"district {did!r} has ring {district.ring}, expected {RING.index(did)} "
                         f"(the ring order is {', '.join(RING)})")
    return tuple(found[d] for d in RING)


def _walls(r: _Reader, objects) -> dict[str, tuple[tuple[float, float], ...]]:
    walls = {}
    for obj in r.typed(objects, {"wall"}):
        did = r.get(obj, "district", str)
        if did not in RING or did in walls:
            raise r.fail(f"{r.where(obj)}: wall of {did!r} — one wall per district ({', '.join(RING)})")
        points = getattr(obj, "points", None)
        if getattr(obj, "rotation", 0) or not getattr(obj, "closed", True) or not points or len(points) < 3:
            raise r.fail(f"{r.where(obj)} must be an unrotated polygon of at least 3 points")
        wall = tuple((float(x), float(y)) for x, y in points)
        if not all(r.bounds.x <= x <= r.bounds.w and r.bounds.y <= y <= r.bounds.h for x, y in wall):
            raise r.fail(f"{r.where(obj)} lies outside the {r.bounds.w}×{r.bounds.h} map")
        walls[did] = wall
    return walls


def inside_polygon(point: tuple[float, float], polygon) -> bool:
    """Even-odd rule: does ``point`` lie inside ``polygon``?"""
    px, py = point
    inside = False
    for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1]):
        if (ay > py) != (by > py) and px < ax + (py - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def _spaces(r: _Reader, objects, districts: tuple[District, ...]) -> tuple[Space, ...]:
    boxes = {d.id: d.rect for d in districts}
    spaces, names = [], set()
    for obj in r.typed(objects, {"space"}):
        where = r.where(obj)
        if not obj.name or obj.name in names:
            raise r.fail(f"{where}: every space needs a name of its own")
        names.add(obj.name)
        district = r.get(obj, "district", str)
        if district not in boxes:
            raise r.fail(f"{where}: unknown district {district!r}")
        action = r.get(obj, "action", str, default="")
        if (district == CASTLE) != bool(action) or (action and action not in CASTLE_ACTIONS):
            raise r.fail(f"{where}: action {action!r} — Castle spaces fix one of "
                         f"{', '.join(CASTLE_ACTIONS)}; other spaces leave it to the player")
        min_players = r.get(obj, "min_players", int)
        if min_players not in PLAYER_COUNTS:
            raise r.fail(f"{where}: min_players {min_players} is not 2–5")
        rect = r.rect(obj)
        if not rect.inside(boxes[district]):
            raise r.fail(f"{where} lies outside its district {district!r}")
        spaces.append(Space(name=obj.name, district=district, action=action, slot=r.get(obj, "slot", int),
                            min_players=min_players, rect=rect))
    for district in RING:
        wanted = CASTLE_ACTIONS if district == CASTLE else {"": SPACES_PER_DISTRICT}
        for action, count in wanted.items():
            slots = [s.slot for s in spaces if s.district == district and s.action == action]
            r.numbered(f"the {district} spaces" + (f" for {action!r}" if action else ""), slots, 1, count)
    return tuple(sorted(spaces, key=lambda s: (RING.index(s.district), list(CASTLE_ACTIONS).index(s.action)
                                               if s.action else 0, s.slot)))


def _patrol(r: _Reader, objects) -> tuple[PatrolSpot, ...]:
    spots = {}
    for obj in r.typed(objects, {"patrol"}):
        district, ring = r.get(obj, "district", str), r.get(obj, "ring", int)
        if district not in RING or RING.index(district) != ring or district in spots:
            raise r.fail(f"{r.where(obj)}: patrol spot for {district!r} at ring {ring} — "
                         "one spot per district, ring as the district's")
        spots[district] = PatrolSpot(district, ring, r.rect(obj))
    if set(spots) != set(RING):
        raise r.fail(f"layer 'patrol' lacks spots for {sorted(set(RING) - set(spots))}")
    return tuple(spots[d] for d in RING)


def _lots(r: _Reader, objects) -> tuple[Lot, ...]:
    lots = [Lot(number=r.get(o, "lot", int), prize=r.get(o, "prize", str), base_price=r.get(o, "base_price", int),
                points=r.get(o, "bonus_points", int), group=r.get(o, "group", int), rect=r.rect(o))
            for o in r.typed(objects, {"lot"})]
    r.numbered("the auction lots", [lot.number for lot in lots], 1, LOT_COUNT)
    lots.sort(key=lambda lot: lot.number)
    for lot in lots:
        if lot.base_price <= 0 or lot.points < 0 or not lot.prize:
            raise r.fail(f"lot {lot.number}: needs a prize, a positive base price and points ≥ 0")
    groups = [lot.group for lot in lots]
    if groups != sorted(groups) or set(groups) != set(range(1, max(groups) + 1)):
        raise r.fail(f"lot groups {groups} must run 1, 2, … over neighbouring lots")
    return tuple(lots)


def _market(r: _Reader, objects) -> tuple[WeaponSlot, ...]:
    slots = [WeaponSlot(r.get(o, "slot", int), r.get(o, "price", int), r.rect(o))
             for o in r.typed(objects, {"weapon_slot"})]
    r.numbered("the market's weapon slots", [s.slot for s in slots], 1, WEAPON_SLOTS)
    if any(s.price <= 0 for s in slots):
        raise r.fail("every weapon slot needs a positive price")
    return tuple(sorted(slots, key=lambda s: s.slot))


def _tracks(r: _Reader, objects) -> Mapping[str, tuple[Rect, ...]]:
    cells: dict[str, dict[int, Rect]] = {kind: {} for kind in TRACKS}
    for obj in r.typed(objects, set(TRACKS)):
        value = r.get(obj, "value", int)
        if value in cells[obj.type]:
            raise r.fail(f"two {obj.type} cells with value {value}")
        cells[obj.type][value] = r.rect(obj)
    sizes = {"round": ROUNDS, "player_order": SEATS, "bid_order": SEATS, "dropout": SEATS}
    for kind, found in cells.items():
        first = 0 if kind == "score" else 1
        if not found:
            raise r.fail(f"layer 'tracks' has no {kind} cells")
        r.numbered(f"the {kind} track", list(found), first, sizes.get(kind))
    return MappingProxyType({kind: tuple(found[v] for v in sorted(found)) for kind, found in cells.items()})


def _piles(r: _Reader, objects) -> Mapping[str, Rect]:
    piles = {}
    for obj in r.typed(objects, {"pile"}):
        holds = r.get(obj, "holds", str)
        if holds not in PILES or holds in piles:
            raise r.fail(f"{r.where(obj)}: pile {holds!r} is unknown or twice")
        piles[holds] = r.rect(obj)
    missing = PILES - set(piles)
    if missing:
        raise r.fail(f"layer 'piles' lacks {sorted(missing)}")
    return MappingProxyType(dict(sorted(piles.items())))


def covers(board: BoardMap) -> Mapping[int, int]:
    """Spaces covered at each player count (the box's covering tokens)."""
    return MappingProxyType({players: sum(1 for s in board.spaces if not s.open_with(players))
                             for players in PLAYER_COUNTS})
