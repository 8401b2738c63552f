"""Reading Tiled maps as plain data (pure: pytmx without pygame).

Every game's map loader starts here: ``read_map(path)`` opens a ``.tmx`` with
``pytmx.TiledMap`` (facts only, no images, no window) and turns every way a
file can be broken into a ``MapError`` that names the file.
"""
from __future__ import annotations

import logging
import sys
import xml.etree.ElementTree as ElementTree
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from client.core.errors import DamagedInstall


def _import_pytmx():
    """Import pytmx without letting it import pygame.

    pytmx's ``__init__`` tries ``from pytmx.util_pygame import load_pygame``,
    which imports pygame (and prints its banner) whenever pygame is installed.
    The rules must stay pure, so pygame is hidden while pytmx first loads; pytmx
    catches the ImportError itself. Drawing code that wants the pygame helper
    imports ``pytmx.util_pygame`` explicitly, which still works afterwards.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx
        return pytmx
    noisy = logging.getLogger("pytmx.util_pygame")  # logs an error on that ImportError
    was_disabled = noisy.disabled
    noisy.disabled = True
    sys.modules["pygame"] = None  # type: ignore[assignment]  # `import pygame` now raises
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
        noisy.disabled = was_disabled
    return pytmx


pytmx = _import_pytmx()


class MapError(ValueError):
    """A map file (``path``) is missing, unreadable or breaks its game's rules."""

    def __init__(self, message: str, path: Path | None = None):
        super().__init__(message)
        self.path = path


class BundledMapError(MapError, DamagedInstall):
    """A MapError in a map shipped with the program: ``game``'s board; reinstalling mends it."""

    def __init__(self, message: str, path: Path | None, game: str):
        super().__init__(message, path)
        self.game = game


def read_map(path: str | Path) -> tuple["pytmx.TiledMap", Callable[[str], MapError]]:
    """The parsed map and a ``fail(problem)`` that makes a MapError naming the file."""
    path = Path(path)

    def fail(problem: str) -> MapError:
        return MapError(f"{path}: {problem}", path)

    try:
        found = path.is_file()
    except OSError:  # e.g. no permission to look into its folder
        found = False
    if not found:
        raise fail("map file not found")
    try:
        tmx = pytmx.TiledMap(str(path))
    except ElementTree.ParseError as e:
        raise fail(f"not well-formed XML ({e})") from e
    except OSError as e:
        raise fail(f"cannot be read ({e.strerror or e})") from e
    except Exception as e:  # pytmx raises bare Exception (a missing tileset) and ValueError, KeyError…
        raise fail(f"pytmx cannot read it ({type(e).__name__}: {e})") from e
    return tmx, fail


@contextmanager
def bundled_map(game: str) -> Iterator[None]:
    """A MapError raised inside becomes a BundledMapError of ``game``."""
    try:
        yield
    except MapError as err:
        raise BundledMapError(str(err), err.path, game) from err


def object_layer(tmx, name: str, fail: Callable[[str], MapError]) -> list:
    """The objects of the object layer ``name``; a MapError if there is none such."""
    try:
        layer = tmx.get_layer_by_name(name)
    except ValueError:
        raise fail(f"no layer named {name!r}") from None
    if not isinstance(layer, pytmx.TiledObjectGroup):
        raise fail(f"layer {name!r} is not an object layer")
    return list(layer)


def read_tile_properties(path: Path) -> dict[int, dict[str, object]]:
    """{tile id: {property: value}} from a tileset (.tsx), values typed as Tiled types them.

    A missing, unreadable or malformed file is a MapError naming it."""
    def fail(problem: str) -> MapError:
        return MapError(f"{path}: {problem}", path)

    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as e:
        raise fail(f"not well-formed XML ({e})") from e
    except OSError as e:
        raise fail("tileset file not found" if isinstance(e, FileNotFoundError)
                   else f"cannot be read ({e.strerror or e})") from e
    if root.tag != "tileset":
        raise fail(f"not a Tiled tileset (its root is <{root.tag}>)")
    found: dict[int, dict[str, object]] = {}
    for tile in root.iter("tile"):
        try:
            tid = int(tile.get("id", ""))
        except ValueError:
            raise fail(f"a tile has no valid id ({tile.get('id')!r})") from None
        props: dict[str, object] = {}
        for prop in tile.iterfind("properties/property"):
            name, kind, raw = prop.get("name", ""), prop.get("type", "string"), prop.get("value", "")
            try:
                props[name] = _typed(kind, raw)
            except ValueError:
                raise fail(f"tile id {tid}: property {name!r} is not a valid {kind} ({raw!r})") from None
        found[tid] = props
    return found


def _typed(kind: str, raw: str) -> object:
    if kind == "int":
        return int(raw)
    if kind == "bool":
        if raw not in ("true", "false"):
            raise ValueError(raw)
        return raw == "true"
    if kind == "float":
        return float(raw)
    return raw
