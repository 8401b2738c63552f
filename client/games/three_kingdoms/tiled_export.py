"""3KingdomsBattle's board as a Tiled map (.tmx), and the reader that takes one back. Pure: no pygame.

``board_tmx`` turns a game state into TMX text: a finite orthogonal map just large
enough for the placed tiles, one tile layer ``tiles`` drawn with the game's own
tileset, and two object layers a player can click in Tiled: ``cities`` (every
completed city: its size, points and controller) and, per player, ``troops: NAME``
in the player's colour (every troop: a circle when alert, a square when holding). Map properties ``origin_x`` and
``origin_y`` give the map cell of the start square, so board squares (x, y), the
start tile at (0, 0), come back exactly.

A tile's rotation is Tiled's per-cell flip flags (TMX "Tile Flipping"): Tiled
flips anti-diagonally first, then horizontally and vertically, so a clockwise
quarter turn is diagonal + horizontal, a half turn horizontal + vertical, three
quarter turns diagonal + vertical. The other combinations mirror a tile, which
no 3KingdomsBattle tile ever is; the reader refuses them.

``export_match`` writes the map where the player asks and copies the tileset
(``three_kingdoms_tiles.tsx``, an image collection, and its folder of tile
pictures ``three_kingdoms_tiles/tile_NN.png``) beside it, referring to it by bare
file name. A path back into the program's folder would break whenever the
export moves, the program is updated, or (a one-file build) the program exits
and its unpacked folder is deleted; the copies make the export folder
self-contained: it opens in Tiled wherever it is copied, zipped or mailed.
"""
from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from client import paths
from client.core import saves
from client.core.tiled import BundledMapError, MapError, read_map

from .tiles import load_tiles
from .vocabulary import POINTS

TILESET = "three_kingdoms_tiles.tsx"
TILESET_IMAGES = "three_kingdoms_tiles"  # the folder of the tileset's pictures, one PNG per type
TILE_PX = 128  # the tileset's tile size
TROOP_PX = 36  # a troop's circle in the troops layer
TILE_LAYER, CITY_LAYER, TROOP_LAYER = "tiles", "cities", "troops"
ORIGIN_X, ORIGIN_Y = "origin_x", "origin_y"

FLIP_H, FLIP_V, FLIP_D = 1 << 31, 1 << 30, 1 << 29
#: clockwise quarter turns → Tiled's flip bits
ROTATION_FLAGS = (0, FLIP_D | FLIP_H, FLIP_H | FLIP_V, FLIP_D | FLIP_V)
#: (horizontal, vertical, diagonal) as pytmx and Tiled's JSON name them → quarter turns
ROTATION_OF_FLIPS = {(False, False, False): 0, (True, False, True): 1, (True, True, False): 2, (False, True, True): 3}

# characters XML 1.0 cannot hold (a player's name is free text); Tiled would refuse the file
_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def gid(type_id: int, rotation: int) -> int:
    """The cell value Tiled stores for a tile of ``type_id`` turned ``rotation`` (firstgid 1; id = type − 1)."""
    return type_id | ROTATION_FLAGS[rotation % 4]


def board_tmx(state, players: list[str], colours: list[tuple[int, int, int]]) -> str:
    """The state's board, cities and troops as TMX text; ``players``: the seats' names and colours."""
    placed = state.board.placed
    xs, ys = [x for x, _ in placed], [y for _, y in placed]
    left, top = min(xs), min(ys)
    width, height = max(xs) - left + 1, max(ys) - top + 1
    root = ElementTree.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal", "renderorder": "right-down",
        "width": str(width), "height": str(height), "tilewidth": str(TILE_PX), "tileheight": str(TILE_PX),
        "infinite": "0", "nextlayerid": str(3 + len(players)), "nextobjectid": "1"})
    _properties(root, {"game": "three_kingdoms", ORIGIN_X: -left, ORIGIN_Y: -top,
                       "turns": state.turns, "over": state.is_over()})
    ElementTree.SubElement(root, "tileset", {"firstgid": "1", "source": TILESET})
    layer = ElementTree.SubElement(root, "layer", {"id": "1", "name": TILE_LAYER,
                                                   "width": str(width), "height": str(height)})
    rows = []
    for row in range(height):
        cells = (placed.get((left + col, top + row)) for col in range(width))
        rows.append(",".join("0" if c is None else str(gid(*c)) for c in cells))
    ElementTree.SubElement(layer, "data", {"encoding": "csv"}).text = "\n" + ",\n".join(rows) + "\n"
    next_id = _cities_layer(root, state, players, left, top, first_id=1)
    next_id = _troops_layers(root, state, players, colours, left, top, first_id=next_id)
    root.set("nextobjectid", str(next_id))
    ElementTree.indent(root, " ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"


def _mark(state, space, left: int, top: int) -> tuple[float, float]:
    """Where a garrison space's mark is on the map, in pixels."""
    x, y, index = space
    type_id, rotation = state.board.placed[(x, y)]
    mark = state.board.tiles.type(type_id).faces[rotation].garrisons[index]
    return (x - left + mark.x) * TILE_PX, (y - top + mark.y) * TILE_PX


def _cities_layer(root, state, players, left, top, first_id: int) -> int:
    group = ElementTree.SubElement(root, "objectgroup", {"id": "2", "name": CITY_LAYER})
    board, next_id = state.board, first_id
    for city in board.cities():
        if not board.is_complete(city):
            continue
        key = state.city_key(city)
        if key is None:  # assumption: a city without garrison spaces is marked at its first tile's centre
            x, y = min(board.tiles_of(city))
            px, py = (x - left + 0.5) * TILE_PX, (y - top + 0.5) * TILE_PX
        else:
            px, py = _mark(state, key, left, top)
        seat = state.controller(city)
        size = board.size(city)
        obj = ElementTree.SubElement(group, "object", {
            "id": str(next_id), "name": f"city {key[0]},{key[1]}" if key else "city", "type": "city",
            "x": _num(px), "y": _num(py)})
        _properties(obj, {"tiles": board.tile_count(city), "size": size, "points": POINTS[size],
                          "controller": "" if seat is None else _xml_text(players[seat]),
                          "controller_seat": -1 if seat is None else seat})
        ElementTree.SubElement(obj, "point")
        next_id += 1
    return next_id


def _troops_layers(root, state, players, colours, left, top, first_id: int) -> int:
    """One layer per player, in the player's colour, so Tiled shows whose troops are whose."""
    next_id = first_id
    for seat, name in enumerate(players):
        group = ElementTree.SubElement(root, "objectgroup", {
            "id": str(3 + seat), "name": f"{TROOP_LAYER}: {_xml_text(name)}",
            "color": "#{:02x}{:02x}{:02x}".format(*colours[seat])})
        for space, (owner, holding) in sorted(state.troops.items()):
            if owner != seat:
                continue
            px, py = _mark(state, space, left, top)
            obj = ElementTree.SubElement(group, "object", {
                "id": str(next_id), "name": _xml_text(name), "type": "troop",
                "x": _num(px - TROOP_PX / 2), "y": _num(py - TROOP_PX / 2),
                "width": str(TROOP_PX), "height": str(TROOP_PX)})
            _properties(obj, {"seat": seat, "player": _xml_text(name),
                              "state": "holding" if holding else "alert"})
            if not holding:  # an alert troop is a circle, a holding one a square: shape tells them apart
                ElementTree.SubElement(obj, "ellipse")
            next_id += 1
    return next_id


def _properties(parent, values: dict) -> None:
    """Tiled custom properties, typed as Tiled types them (bool before int: a bool is an int)."""
    props = ElementTree.SubElement(parent, "properties")
    for name, value in values.items():
        attrs = {"name": name}
        if isinstance(value, bool):
            attrs["type"], text = "bool", "true" if value else "false"
        elif isinstance(value, int):
            attrs["type"], text = "int", str(value)
        else:
            text = str(value)
        attrs["value"] = text
        ElementTree.SubElement(props, "property", attrs)


def _num(value: float) -> str:
    return f"{value:g}" if value == int(value) else f"{value:.2f}"


def _xml_text(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


# -- writing -----------------------------------------------------------------------------------
def export_match(match, out: str | Path) -> Path:
    """Write the match's board as ``out`` (a .tmx) with the tileset copied beside it; returns ``out``.

    Each file is written atomically (complete or not at all); the map comes last, so it
    never points at a tileset that is not there yet. Raises OSError when writing fails.
    """
    out = Path(out)
    from client.render.palette import seat_colour  # plain data, no pygame

    text = board_tmx(match.state, [seat.name for seat in match.seats],
                     [seat_colour(seat.colour).rgb for seat in match.seats])
    images = [f"{TILESET_IMAGES}/tile_{t.id:02d}.png" for t in load_tiles().types]
    (out.parent / TILESET_IMAGES).mkdir(parents=True, exist_ok=True)
    for name in [TILESET, *images]:
        _copy_if_different(paths.maps_dir() / name, out.parent / name)
    saves.write_atomic(out, text)
    return out


def _copy_if_different(source: Path, target: Path) -> None:
    try:
        data = source.read_bytes()
    except OSError as err:  # the program's own file: reinstalling mends it, no save is to blame
        raise BundledMapError(f"{source}: cannot be read ({err.strerror or err})", source, "three_kingdoms") from err
    try:
        if target.read_bytes() == data:
            return
    except OSError:
        pass
    tmp = saves.write_temp(target.parent, target.name, data)
    try:
        os.replace(tmp, target)
    except BaseException:
        saves.remove_quietly(tmp)
        raise


# -- reading -----------------------------------------------------------------------------------
def read_tiles(path: str | Path) -> list[tuple[int, int, int, int]]:
    """Every tile of an exported map as (x, y, type, rotation) in board squares, sorted.

    The type comes from the tileset's ``type`` property (so a re-ordered tileset still
    reads right), the rotation from the flip flags; a MapError names anything else.
    """
    tmx, fail = read_map(path)
    try:
        layer = tmx.get_layer_by_name(TILE_LAYER)
    except ValueError:
        raise fail(f"no layer named {TILE_LAYER!r}") from None
    try:
        origin_x, origin_y = (int(tmx.properties.get(k, 0)) for k in (ORIGIN_X, ORIGIN_Y))
    except (TypeError, ValueError):
        raise fail(f"the map properties {ORIGIN_X} and {ORIGIN_Y} must be whole numbers") from None
    flags_of = {internal: flags for variants in tmx.gidmap.values() for internal, flags in variants}
    types = {t.id for t in load_tiles().types}
    found = []
    for col, row, internal in layer.iter_data():
        if not internal:
            continue
        props = tmx.get_tile_properties_by_gid(internal) or {}
        type_id = props.get("type")
        if type_id not in types:
            raise fail(f"the tile at cell ({col}, {row}) has no 3KingdomsBattle type")
        flags = flags_of.get(internal)
        rotation = ROTATION_OF_FLIPS.get(tuple(map(bool, flags)) if flags else (False, False, False))
        if rotation is None:
            raise fail(f"the tile at cell ({col}, {row}) is mirrored; tiles can only be turned")
        found.append((col - origin_x, row - origin_y, type_id, rotation))
    return sorted(found)


__all__ = ["MapError", "board_tmx", "export_match", "gid", "read_tiles"]
