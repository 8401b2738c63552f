"""3KingdomsBattle's open tile grid as a pure, incremental data structure (no rules, no pygame).

Squares are (x, y) with x rightwards and y downwards; the start tile lies at (0, 0).
Every placement does bounded work, so bots can place and clone cheaply:

* the **frontier** maps each empty square beside a placed tile to its edge pattern
  (the kind each neighbour shows it per N, E, S, W; ``None`` where it has none), and
  legal placements are lookups of that pattern in ``TileSet.fits``, never board scans;
  inside, a pattern is a small int (``pattern_id``): a list index, no tuple to hash;
* a **union-find** joins features across tiles: each city keeps its tiles, its open
  half-edges (complete when none are left), its garrison spaces and the plains it
  touches; each plain region keeps the cities it touches. Plains join only across
  plain half-edges, so never across a barricade or a city wall (ruling K-4).

A city is named by its union-find root, an int that stays valid until the next
placement (a merge may change it); ask ``city_of`` again after placing.

Placements as action text (for the game's action grammar): ``place:X:Y:R``, the
square's x and y and the clockwise quarter turns 0–3, e.g. ``place:3:-1:2``.
"""
from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

from client.core.actions import act, int_arg, split
from client.core.errors import IllegalAction

from .tiles import KINDS, TileSet, edge_slots, facing_slot, load_tiles

PLACE = "place"
SMALL, LARGE = "small", "large"
LARGE_FROM = 4  # tiles (ruling K-5: small ≤ 3, large ≥ 4)
#: (dx, dy) of the neighbour across edge N, E, S, W
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
NO_FEATURE = -1  # a slot in no tracked feature: a barricade's middle
#: an edge pattern as an int: two bits per edge N, E, S, W (0 no neighbour, else 1 + its index in KINDS)
_DIGIT = {None: 0, **{kind: i + 1 for i, kind in enumerate(KINDS)}}

Square = tuple[int, int]
HalfEdge = tuple[int, int, int]  # x, y, slot
GarrisonSpace = tuple[int, int, int]  # x, y, index in the tile face's garrisons


@functools.lru_cache(maxsize=1 << 16)  # every legal placement list spells them: remember the words
def placement_text(x: int, y: int, rotation: int) -> str:
    """``placement_text(3, -1, 2) == "place:3:-1:2"``."""
    return act(PLACE, x, y, rotation)


def parse_placement(text: str) -> tuple[int, int, int]:
    """(x, y, rotation) from ``place:X:Y:R``; IllegalAction for any other spelling."""
    verb, args = split(text)
    if verb != PLACE or len(args) != 3:
        raise IllegalAction(f"not a placement: {text}")
    x, y, rotation = int_arg(args[0], "x"), int_arg(args[1], "y"), int_arg(args[2], "rotation")
    if not 0 <= rotation <= 3:
        raise IllegalAction(f"bad rotation: {rotation}")
    return x, y, rotation


def pattern_id(pattern) -> int:
    """An edge pattern (a kind or None per N, E, S, W) as an int below ``len(PATTERNS_BY_ID)``."""
    return sum(_DIGIT[kind] << 2 * d for d, kind in enumerate(pattern))


#: ``pattern_id`` → its edge pattern
PATTERNS_BY_ID: tuple[tuple, ...] = tuple(sorted(itertools.product((None,) + KINDS, repeat=4), key=pattern_id))


def _rotations_by_pattern(tiles: TileSet) -> dict[int, list[tuple[int, ...]]]:
    """type → ``pattern_id`` → the rotations of that type that fit it (from ``tiles.fits``)."""
    table: dict[int, list[tuple[int, ...]]] = {t.id: [()] * len(PATTERNS_BY_ID) for t in tiles.types}
    for pattern, pairs in tiles.fits.items():
        for type_id, row in table.items():
            row[pattern_id(pattern)] = tuple(r for t, r in pairs if t == type_id)
    return table


@dataclass(frozen=True, slots=True)  # slots, not a named tuple: their fields are read fastest
class _FacePlan:
    """A face's features as plain indices, so that placing it builds no sets it can spare.

    A placed tile's features are union-find nodes ``base + i``: its city parts first
    (i < ``cities``), then its plain regions, in the face's order."""

    shown: tuple[int, ...]  # per N, E, S, W: what it adds to the ``pattern_id`` of the empty square there
    names: dict[str, int]  # city part name → its index
    local: tuple[int, ...]  # per slot 0–11: the index of its feature, NO_FEATURE for none
    cities: int  # how many city parts
    features: int  # city parts and plain regions
    open_slots: tuple[tuple[tuple[int, ...], ...], ...]  # [neighbours present, 4 bits N E S W][city part] → slots facing none
    city_garrisons: tuple[tuple[int, ...], ...]  # per city part: the indices of its garrison spaces
    city_plains: tuple[tuple[int, ...], ...]  # per city part: the plain regions (indices) touching it
    plain_cities: tuple[tuple[int, ...], ...]  # per plain region (from 0): the city parts (indices) it touches
    garrison_parts: tuple[int, ...]  # per garrison space: its city part (index)
    joins: tuple[tuple[tuple[int, int], ...], ...]  # per edge N, E, S, W: (my feature, the neighbour's slot it meets)


def _face_plan(face) -> _FacePlan:
    names = [part.name for part in face.cities]
    local = [NO_FEATURE] * 12
    for i, part in enumerate(face.cities):
        for slot in part.slots:
            local[slot] = i
    for j, region in enumerate(face.plains):
        for slot in region.slots:
            local[slot] = len(names) + j
    city_slots = [sorted(part.slots) for part in face.cities]
    plain_parts = [tuple(names.index(c) for c in sorted(region.cities)) for region in face.plains]
    return _FacePlan(
        shown=tuple(_DIGIT[kind] << 2 * ((d + 2) % 4) for d, kind in enumerate(face.edges)),
        names={name: i for i, name in enumerate(names)}, local=tuple(local), cities=len(names),
        features=len(names) + len(face.plains),
        open_slots=tuple(tuple(tuple(s for s in slots if not mask >> (s // 3) & 1) for slots in city_slots)
                         for mask in range(16)),
        city_garrisons=tuple(tuple(i for i, g in enumerate(face.garrisons) if g.city == name) for name in names),
        city_plains=tuple(tuple(j for j, parts in enumerate(plain_parts) if i in parts) for i in range(len(names))),
        plain_cities=tuple(plain_parts),
        garrison_parts=tuple(names.index(g.city) for g in face.garrisons),
        joins=tuple(tuple((local[s], facing_slot(s)) for s in edge_slots(d) if local[s] != NO_FEATURE)
                    for d in range(4)))



#: id(TileSet) → (that TileSet, its rotations table, its face plans by (type, rotation));
#: holding the TileSet keeps its id from being reused
_TABLES: dict[int, tuple] = {}

#: a square (x, y) packed as (x * _PACK + y) * 16, one int that sorts like the pair and hashes
#: cheaply, with room for a set of rotations (4 bits) added; _PACK is far beyond any board:
#: squares lie within the tile count (72) of the start
_PACK = 1 << 12
#: packed square + rotations → their placement words: squares lie near the start and there are
#: 15 sets of rotations, so this stays bounded (a few thousand entries in practice)
_WORDS: dict[int, tuple[str, ...]] = {}


def _packed(x: int, y: int) -> int:
    return (x * _PACK + y) * 16


def _unpacked(key: int) -> tuple[int, int, tuple[int, ...]]:
    """(x, y, rotations) from a packed square plus its rotations."""
    square, mask = divmod(key, 16)
    x, y = divmod(square + _PACK // 2, _PACK)
    return x, y - _PACK // 2, tuple(r for r in range(4) if mask >> r & 1)


class Board:
    """Placed tiles, the frontier and the feature union-find. Mutate only through ``place``."""

    __slots__ = ("tiles", "_rotations", "_fit", "_masks", "_plans", "placed", "_front", "_groups", "_base",
                 "_parent", "_city_tiles", "_city_open", "_city_garrisons", "_city_plains",
                 "_plain_cities", "_last_completed", "_last",
                 "_completed", "_completed_set", "_completed_spaces", "_space_roots", "_plain_roots")

    def __init__(self, tiles: TileSet | None = None, start_rotation: int = 0):
        self.tiles = tiles or load_tiles()
        cached = _TABLES.get(id(self.tiles))
        if cached is None or cached[0] is not self.tiles:
            if self.tiles.total >= _PACK // 2:
                raise ValueError(f"{self.tiles.total} tiles: squares could lie beyond what _PACK packs")
            plans = {(t.id, r): _face_plan(t.faces[r]) for t in self.tiles.types for r in range(4)}
            rotations = _rotations_by_pattern(self.tiles)
            fit = {t: frozenset(pid for pid, turns in enumerate(row) if turns) for t, row in rotations.items()}
            masks = {t: [sum(1 << r for r in turns) for turns in row] for t, row in rotations.items()}
            cached = _TABLES[id(self.tiles)] = (self.tiles, rotations, fit, masks, plans)
        _, self._rotations, self._fit, self._masks, self._plans = cached
        self.placed: dict[Square, tuple[int, int]] = {}  # square → (type, rotation)
        self._front: dict[Square, int] = {}  # empty square → ``pattern_id`` of its edges (``frontier``)
        #: ``pattern_id`` → the frontier squares with that pattern (``_packed``), so that a drawn
        #: tile's placements are a few lookups, not a pass over the frontier
        self._groups: dict[int, frozenset[int]] = {}
        self._base: dict[Square, int] = {}  # square → its first feature node (see ``_FacePlan``)
        self._parent: list[int] = []  # union-find over feature nodes (cities and plains)
        # per root; values are immutable so clone() copies only the dicts
        self._city_tiles: dict[int, frozenset[Square]] = {}
        self._city_open: dict[int, frozenset[HalfEdge]] = {}
        self._city_garrisons: dict[int, tuple[GarrisonSpace, ...]] = {}
        self._city_plains: dict[int, frozenset[int]] = {}  # plain nodes (find() them)
        self._plain_cities: dict[int, frozenset[int]] = {}  # city nodes (find() them)
        self._last_completed: tuple[int, ...] = ()
        self._last: Square | None = None
        self._completed: tuple[int, ...] = ()  # roots of completed cities (a closed city never merges again)
        self._completed_set: frozenset[int] = frozenset()  # the same roots, to test membership
        # garrison space → its completed city; replaced, never changed, so clones share it
        self._completed_spaces: dict[GarrisonSpace, int] = {}
        self._space_roots: dict[GarrisonSpace, int] = {}  # city_of_space remembered until the next placement
        self._plain_roots: dict[int, frozenset[int]] = {}  # city root → its plains' roots, likewise
        self.place(0, 0, self.tiles.start_type.id, start_rotation, _first=True)

    def clone(self) -> "Board":
        other = Board.__new__(Board)
        other.tiles, other._rotations, other._plans = self.tiles, self._rotations, self._plans
        other._fit, other._masks = self._fit, self._masks
        other.placed, other._front = self.placed.copy(), self._front.copy()
        other._groups, other._base, other._parent = self._groups.copy(), self._base.copy(), self._parent.copy()
        other._city_tiles, other._city_open = self._city_tiles.copy(), self._city_open.copy()
        other._city_garrisons, other._city_plains = self._city_garrisons.copy(), self._city_plains.copy()
        other._plain_cities = self._plain_cities.copy()
        other._last_completed, other._last = self._last_completed, self._last
        other._completed = self._completed
        other._completed_set, other._completed_spaces = self._completed_set, self._completed_spaces
        # shared: either board rebinds its own on its next placement, and until then both agree
        other._space_roots, other._plain_roots = self._space_roots, self._plain_roots
        return other

    # -- placing ---------------------------------------------------------------------

    @property
    def frontier(self) -> dict[Square, tuple]:
        """Empty square → edge pattern N, E, S, W (a kind or None each), for every square beside a tile."""
        return {square: PATTERNS_BY_ID[pid] for square, pid in self._front.items()}

    def legal_placements(self, type_id: int) -> list[tuple[int, int, int]]:
        """Every (x, y, rotation) where a tile of ``type_id`` fits, sorted."""
        rotations = self._rotations[type_id]
        return [(x, y, r) for (x, y), pid in sorted(self._front.items()) for r in rotations[pid]]

    def legal_placement_texts(self, type_id: int) -> list[str]:
        """``legal_placements`` spelt as actions (``placement_text``), in the same order."""
        groups, masks = self._groups, self._masks[type_id]
        found: list[int] = []
        append = found.append
        for pid in self._fit[type_id].intersection(groups):  # the frontier's patterns the type fits
            mask = masks[pid]
            for key in groups[pid]:
                append(key + mask)  # the square and its rotations
        found.sort()
        out: list[str] = []
        words = _WORDS
        for key in found:
            try:
                out += words[key]
            except KeyError:
                x, y, turns = _unpacked(key)
                words[key] = tuple(placement_text(x, y, r) for r in turns)
                out += words[key]
        return out

    def fits_anywhere(self, type_id: int) -> bool:
        """Whether the type fits some square in some rotation (ruling K-6: if not, it is removed)."""
        return not self._fit[type_id].isdisjoint(self._groups)

    def fits(self, x: int, y: int, type_id: int, rotation: int) -> bool:
        pid = self._front.get((x, y))
        return pid is not None and rotation in self._rotations[type_id][pid]

    def place(self, x: int, y: int, type_id: int, rotation: int, *, _first: bool = False) -> None:
        """Put a tile down; IllegalAction when it does not fit there."""
        if not _first and not self.fits(x, y, type_id, rotation):
            raise IllegalAction(f"tile {type_id} turned {rotation} does not fit at ({x}, {y})")
        square = (x, y)
        plan = self._plans[(type_id, rotation)]
        self.placed[square] = (type_id, rotation)
        self._last = square
        self._space_roots, self._plain_roots = {}, {}  # a merge may change roots
        self._update_frontier(square, plan.shown)
        self._add_features(square, plan)

    def _update_frontier(self, square: Square, shown: tuple[int, ...]) -> None:
        front, groups, placed = self._front, self._groups, self.placed
        x, y = square
        pid = front.pop(square, None)
        if pid is not None:
            self._ungroup(pid, (x * _PACK + y) * 16)
        for (dx, dy), add in zip(STEPS, shown):
            near = (x + dx, y + dy)
            if near in placed:
                continue
            key = (near[0] * _PACK + near[1]) * 16  # ``_packed``
            old = front.get(near)
            if old is None:
                new = add
            else:
                self._ungroup(old, key)
                new = old + add  # that edge of the empty square faced no tile until now: its bits were 0
            front[near] = new
            group = groups.get(new)
            groups[new] = frozenset((key,)) if group is None else group.union((key,))

    def _ungroup(self, pid: int, key: int) -> None:
        group = self._groups[pid]
        if len(group) == 1:
            del self._groups[pid]
        else:
            self._groups[pid] = group.difference((key,))

    def _add_features(self, square: Square, plan: _FacePlan) -> None:
        x, y = square
        placed = self.placed
        near = (((x, y - 1) in placed) | ((x + 1, y) in placed) << 1 | ((x, y + 1) in placed) << 2
                | ((x - 1, y) in placed) << 3)  # a bit per neighbour N, E, S, W
        parent = self._parent
        base = len(parent)
        parent.extend(range(base, base + plan.features))
        self._base[square] = base
        city_tiles, city_open, city_plains = self._city_tiles, self._city_open, self._city_plains
        tiles = frozenset((square,))
        cities = plan.cities
        for i, (open_slots, garrisons, plains) in enumerate(zip(plan.open_slots[near], plan.city_garrisons,
                                                                 plan.city_plains)):
            node = base + i
            city_tiles[node] = tiles
            city_open[node] = frozenset([(x, y, s) for s in open_slots])
            self._city_garrisons[node] = tuple([(x, y, g) for g in garrisons])
            city_plains[node] = frozenset([base + cities + j for j in plains])
        plain_cities = self._plain_cities
        for j, parts in enumerate(plan.plain_cities, base + cities):
            plain_cities[j] = frozenset([base + i for i in parts])
        closed = []  # the neighbours' open city half-edges this tile meets
        find, union = self._find, self._union
        if near:
            plans, bases = self._plans, self._base
            for d, joins in enumerate(plan.joins):
                if not near >> d & 1:
                    continue
                dx, dy = STEPS[d]
                other_square = (x + dx, y + dy)
                their_base, their = bases[other_square], plans[placed[other_square]].local
                for mine, t in joins:
                    other = find(their_base + their[t])
                    if other in city_open:
                        closed.append((x + dx, y + dy, t))
                    union(base + mine, other)
        roots = {find(node) for node in range(base, base + cities)}
        if closed:  # every city they belong to has joined one of this tile's parts
            for root in roots:
                city_open[root] = city_open[root].difference(closed)
        self._last_completed = tuple(sorted(r for r in roots if not city_open[r]))
        if self._last_completed:
            self._completed += self._last_completed
            self._completed_set = self._completed_set.union(self._last_completed)
            spaces = dict(self._completed_spaces)
            for root in self._last_completed:
                for space in self._city_garrisons[root]:
                    spaces[space] = root
            self._completed_spaces = spaces

    def _find(self, node: int) -> int:
        parent = self._parent
        if parent[node] == node:  # most finds are asked of roots
            return node
        root = node
        while parent[root] != root:
            root = parent[root]
        while parent[node] != root:  # path compression
            parent[node], node = root, parent[node]
        return root

    def _union(self, a: int, b: int) -> int:
        a, b = self._find(a), self._find(b)
        if a == b:
            return a
        if a in self._city_tiles:
            if len(self._city_tiles[a]) < len(self._city_tiles[b]):
                a, b = b, a
            self._parent[b] = a
            self._city_tiles[a] |= self._city_tiles.pop(b)
            self._city_open[a] |= self._city_open.pop(b)
            self._city_garrisons[a] += self._city_garrisons.pop(b)
            self._city_plains[a] |= self._city_plains.pop(b)
        else:
            if len(self._plain_cities[a]) < len(self._plain_cities[b]):
                a, b = b, a
            self._parent[b] = a
            self._plain_cities[a] |= self._plain_cities.pop(b)
        return a

    # -- queries ---------------------------------------------------------------------

    @property
    def last_placed(self) -> Square | None:
        return self._last

    def city_of(self, x: int, y: int, part: str | int) -> int:
        """The city that a tile's city part (by name, e.g. "A", or by half-edge slot 0–11) belongs to."""
        base, plan = self._base[(x, y)], self._plans[self.placed[(x, y)]]
        if isinstance(part, int):
            local = plan.local[part]
            if not 0 <= local < plan.cities:
                raise KeyError(f"slot {part} of ({x}, {y}) is not a city")
            return self._find(base + local)
        return self._find(base + plan.names[part])

    def city_of_space(self, space: GarrisonSpace) -> int:
        """The city a garrison space lies in (remembered until the next placement: asked very often)."""
        root = self._space_roots.get(space)
        if root is None:
            root = self._space_roots[space] = self._find(self._garrison_node(space))
        return root

    def _garrison_node(self, space: GarrisonSpace) -> int:
        """The node of the city part a garrison space lies in (KeyError for no such space)."""
        x, y, index = space
        parts = self._plans[self.placed[(x, y)]].garrison_parts
        if not 0 <= index < len(parts):
            raise KeyError(space)
        return self._base[(x, y)] + parts[index]

    def cities(self) -> list[int]:
        return sorted(self._city_tiles)

    def completed_cities(self) -> tuple[int, ...]:
        """Every completed city, in the order they were completed."""
        return self._completed

    def completed_roots(self) -> frozenset[int]:
        """The same cities as a set; they stay roots, since a completed city never merges again."""
        return self._completed_set

    def completed_spaces(self) -> dict[GarrisonSpace, int]:
        """Garrison space → its completed city, for every space of a completed city (read it,
        never change it): a new object whenever a city with spaces is completed, the same one until then."""
        return self._completed_spaces

    def tiles_of(self, city: int) -> frozenset[Square]:
        return self._city_tiles[self._find(city)]

    def open_half_edges(self, city: int) -> frozenset[HalfEdge]:
        return self._city_open[self._find(city)]

    def is_complete(self, city: int) -> bool:
        return not self._city_open[self._find(city)]

    def tile_count(self, city: int) -> int:
        return len(self._city_tiles[self._find(city)])

    def size(self, city: int) -> str:
        """SMALL (≤ 3 tiles) or LARGE (≥ 4 tiles), ruling K-5."""
        return LARGE if self.tile_count(city) >= LARGE_FROM else SMALL

    def garrison_spaces(self, city: int) -> tuple[GarrisonSpace, ...]:
        """(x, y, index into that tile face's garrisons) of every garrison space in the city."""
        return self._city_garrisons[self._find(city)]

    def plains_touching(self, city: int) -> frozenset[int]:
        return self._plains_of(city)

    def plain_connected(self, city_a: int, city_b: int) -> bool:
        """Ruling K-4: one plain region touches both cities."""
        return not self._plains_of(city_a).isdisjoint(self._plains_of(city_b))

    def _plains_of(self, city: int) -> frozenset[int]:
        """The roots of the plains a city touches, remembered until the next placement."""
        root = self._find(city)
        plains = self._plain_roots.get(root)
        if plains is None:
            plains = self._plain_roots[root] = frozenset(map(self._find, self._city_plains[root]))
        return plains

    def cities_touched_by_plain(self, x: int, y: int, slot: int) -> frozenset[int]:
        local = self._plans[self.placed[(x, y)]].local[slot]
        node = self._find(self._base[(x, y)] + local) if local != NO_FEATURE else NO_FEATURE
        if node not in self._plain_cities:
            raise KeyError(f"slot {slot} of ({x}, {y}) is not a plain")
        return frozenset(map(self._find, self._plain_cities[node]))

    def cities_completed_by_last_placement(self) -> tuple[int, ...]:
        return tuple(sorted({self._find(c) for c in self._last_completed}))
