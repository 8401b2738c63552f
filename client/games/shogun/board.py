"""The Shogun board as plain data, read from the Tiled maps (pure: no pygame).

``maps/shogun_<face>.tmx`` is the one source of truth for the board (ruling
S-1): layer ``provinces`` holds one polygon per province carrying its facts as
custom properties, layer ``labels`` one point per province where its name is
drawn, layer ``spots`` one point per province and piece kind (banner, castle,
temple, theatre) where that piece stands, layer ``terrain`` the woodblock
motifs painted on the land (mountain, forest). The rules read a ``Board``; nothing here knows about drawing.

The maps are written by ``tools/make_shogun_maps.py`` and may be edited in
Tiled; ``tests/test_shogun_maps.py`` lints them.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from client import paths
from client.core.tiled import MapError, bundled_map, object_layer, read_map  # noqa: F401 (MapError re-exported)



REGIONS = ("green", "red", "purple", "yellow", "brown")
FACES = ("sun", "moon")
PLAYER_COUNTS = (3, 4, 5)

PROVINCE_LAYER = "provinces"
LABEL_LAYER = "labels"
SPOT_LAYER = "spots"
TERRAIN_LAYER = "terrain"
SPOT_KINDS = ("banner", "castle", "temple", "theatre")
MOTIF_KINDS = ("mountain", "forest")
#: custom property of each province object → the Python type Tiled gives it
PROPERTY_TYPES: Mapping[str, type] = MappingProxyType({
    "kanji": str, "region": str, "tax": int, "rice": int, "slots": int,
    "neighbours": str, "sea": str, "out_with_3": bool,
})


@dataclass(frozen=True, slots=True)
class Province:
    name: str
    kanji: str
    region: str
    tax: int
    rice: int
    slots: int
    neighbours: frozenset[str]  # land borders
    sea: frozenset[str]  # sea links
    out_with_3: bool  # out of play with 3 players on this face (ruling S-1)
    polygon: tuple[tuple[float, float], ...]  # absolute map pixels
    centre: tuple[float, float]  # label point inside the polygon
    spots: Mapping[str, tuple[float, float]] = field(default_factory=dict)  # piece kind → where it stands


@dataclass(frozen=True)
class Board:
    face: str
    width: int  # map pixels
    height: int
    provinces: Mapping[str, Province]  # ordered by name
    motifs: tuple[tuple[str, str, tuple[float, float]], ...] = ()  # (province, kind, point): painted terrain
    _adjacent: Mapping[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    _playable: Mapping[int, tuple[str, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Precomputed once: search and move generation ask these constantly.
        adjacent = {n: p.neighbours | p.sea for n, p in self.provinces.items()}
        playable = {
            players: tuple(n for n, p in self.provinces.items()
                           if not (players == 3 and p.out_with_3))  # ruling S-1
            for players in PLAYER_COUNTS
        }
        object.__setattr__(self, "_adjacent", MappingProxyType(adjacent))
        object.__setattr__(self, "_playable", MappingProxyType(playable))

    def adjacent(self, name: str) -> frozenset[str]:
        """Provinces one step from ``name``: land borders and sea links."""
        return self._adjacent[name]

    def playable(self, players: int) -> tuple[str, ...]:
        """Sorted names of the provinces in play with that many players."""
        try:
            return self._playable[players]
        except KeyError:
            raise ValueError(f"Shogun is for 3 to 5 players, not {players!r}") from None

    def playable_adjacent(self, name: str, players: int) -> frozenset[str]:
        """Neighbours of an in-play province that are in play (no border counts
        through a province out of play, ruling S-1)."""
        in_play = self.playable(players)
        if name not in in_play:
            raise ValueError(f"{name!r} is out of play with {players} players")
        return frozenset(n for n in self._adjacent[name] if n in in_play)


@functools.lru_cache(maxsize=None)
def load_board(face: str) -> Board:
    """The board of one face, read once from ``maps/shogun_<face>.tmx``."""
    if face not in FACES:
        raise ValueError(f"unknown Shogun board face {face!r} (faces: {', '.join(FACES)})")
    with bundled_map("shogun"):
        return load_board_file(paths.maps_dir() / f"shogun_{face}.tmx", face)


def load_board_file(path: str | Path, face: str) -> Board:
    """Read and check one map file (uncached). Raises MapError naming the file."""
    tmx, fail = read_map(path)

    if tmx.properties.get("face") != face:
        raise fail(f"map property 'face' is {tmx.properties.get('face')!r}, expected {face!r}")
    raw = {name: _read_province(obj, fail) for name, obj in _named_objects(tmx, PROVINCE_LAYER, fail)}
    labels = {name: (float(obj.x), float(obj.y)) for name, obj in _named_objects(tmx, LABEL_LAYER, fail)}
    _check_graph(raw, fail)
    if set(labels) != set(raw):
        raise fail(f"layer {LABEL_LAYER!r} must hold one point per province; "
                   f"missing {sorted(set(raw) - set(labels))}, unknown {sorted(set(labels) - set(raw))}")
    spots = _read_spots(tmx, raw, fail)
    motifs = tuple(_read_points(tmx, TERRAIN_LAYER, raw, MOTIF_KINDS, fail))
    provinces = {
        name: Province(name=name, centre=labels[name], spots=MappingProxyType(spots[name]), **raw[name])
        for name in sorted(raw)
    }
    return Board(face=face, width=tmx.width * tmx.tilewidth, height=tmx.height * tmx.tileheight,
                 provinces=MappingProxyType(provinces), motifs=motifs)


def _read_points(tmx, layer: str, raw, kinds, fail):
    """(province, kind, point) for every point object of ``layer``: named by its province, typed by its kind."""
    for obj in object_layer(tmx, layer, fail):
        kind = getattr(obj, "type", None) or getattr(obj, "class", None)
        if obj.name not in raw:
            raise fail(f"an object in layer {layer!r} (id {obj.id}) names no province: {obj.name!r}")
        if kind not in kinds:
            raise fail(f"object {obj.name!r} in layer {layer!r} has type {kind!r}, not one of {', '.join(kinds)}")
        yield obj.name, kind, (float(obj.x), float(obj.y))


def _read_spots(tmx, raw, fail) -> dict[str, dict[str, tuple[float, float]]]:
    """Every province's spots, one of each kind (so a piece always has its place)."""
    spots: dict[str, dict[str, tuple[float, float]]] = {name: {} for name in raw}
    for name, kind, pt in _read_points(tmx, SPOT_LAYER, raw, SPOT_KINDS, fail):
        if kind in spots[name]:
            raise fail(f"two {kind} spots for province {name!r} in layer {SPOT_LAYER!r}")
        spots[name][kind] = pt
    for name in sorted(raw):
        missing = [k for k in SPOT_KINDS if k not in spots[name]]
        if missing:
            raise fail(f"province {name!r} has no spot for {', '.join(missing)} in layer {SPOT_LAYER!r}")
    return spots


def _named_objects(tmx, layer_name: str, fail):
    """(name, object) for every object of an object layer; names must be unique."""
    seen = set()
    for obj in object_layer(tmx, layer_name, fail):
        if not obj.name:
            raise fail(f"an object in layer {layer_name!r} (id {obj.id}) has no name")
        if obj.name in seen:
            raise fail(f"two objects named {obj.name!r} in layer {layer_name!r}")
        seen.add(obj.name)
        yield obj.name, obj


def _read_province(obj, fail) -> dict:
    """The facts of one province object, type-checked, as Province keyword arguments."""
    where = f"province {obj.name!r}"
    props = {}
    for key, kind in PROPERTY_TYPES.items():
        if key not in obj.properties:
            raise fail(f"{where} has no property {key!r}")
        value = obj.properties[key]
        if value is None and kind is str:
            value = ""  # pytmx reads an empty untyped string property as None
        # bool is a subclass of int: a bool where an int belongs is an error too
        if type(value) is not kind:
            raise fail(f"{where}: property {key!r} should be {kind.__name__}, "
                       f"got {type(value).__name__} {value!r}")
        props[key] = value
    if props["region"] not in REGIONS:
        raise fail(f"{where}: region {props['region']!r} is not one of {', '.join(REGIONS)}")
    for key in ("tax", "rice", "slots"):
        if props[key] < 0:
            raise fail(f"{where}: {key} is negative")
    for key in ("neighbours", "sea"):
        props[key] = frozenset(n.strip() for n in props[key].split(",") if n.strip())
    if getattr(obj, "rotation", 0):
        raise fail(f"{where} is rotated; reset its rotation in Tiled")
    points = getattr(obj, "points", None)
    if not getattr(obj, "closed", True) or not points or len(points) < 3:
        raise fail(f"{where} is not a polygon of at least 3 points")
    props["polygon"] = tuple((float(x), float(y)) for x, y in points)
    return props


def _check_graph(raw: Mapping[str, dict], fail) -> None:
    """Every border names a known province, is not a self-loop, and is listed from both sides."""
    for name, props in sorted(raw.items()):
        for key, what in (("neighbours", "land border"), ("sea", "sea link")):
            for other in sorted(props[key]):
                if other == name:
                    raise fail(f"province {name!r} lists itself as a {what}")
                if other not in raw:
                    raise fail(f"province {name!r}: {what} {other!r} is not a province of this map")
                if name not in raw[other][key]:
                    raise fail(f"{what} {name!r}–{other!r} is listed by {name!r} "
                               f"but not by {other!r} (borders must be symmetric)")
        both = props["neighbours"] & props["sea"]
        if both:
            raise fail(f"province {name!r}: {sorted(both)} listed as both land border and sea link")
