"""Prove that maps/*.tmx are real Tiled maps and that we read them as Tiled does.

For every map the real Tiled editor (Debian package ``tiled``) runs headless:

* ``tiled --export-map json`` loads the map exactly as the editor would (a map
  Tiled cannot open fails here); every object's name, type, absolute points and
  custom properties (with their types) in that export must equal what pytmx
  reads, and for the Shogun maps what ``load_board_file`` returns;
* ``tmxrasterizer --size 1600`` must draw it (``--keep DIR`` keeps the PNGs).

Exit 0 when all agree, 1 listing the differences, 2 when Tiled is not installed.

Usage: .venv/bin/python tools/check_maps_with_tiled.py [--keep DIR] [maps...]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.core.tiled import pytmx  # noqa: E402  (pytmx without pygame)
from client.games.shogun import board as shogun_board  # noqa: E402
TILED_TYPE = {bool: "bool", int: "int", float: "float", str: "string"}
TOL = 1e-6


def run(args: list[str]) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")  # no display needed
    return subprocess.run(args, env=env, capture_output=True, text=True, timeout=120)


def tiled_export(tmx: Path, out: Path) -> dict:
    """The map as the Tiled editor reads it (its JSON export)."""
    result = run(["tiled", "--export-map", "json", str(tmx), str(out)])
    if result.returncode != 0 or not out.is_file():
        raise RuntimeError(f"Tiled could not open {tmx.name}: {result.stderr.strip() or result.returncode}")
    return json.loads(out.read_text(encoding="utf-8"))


def tiled_objects(exported: dict) -> dict:
    """{(layer, object name): facts} from Tiled's export; points made absolute."""
    found = {}
    for layer in exported["layers"]:
        for obj in layer.get("objects", ()):
            shape = obj.get("polygon") or obj.get("polyline") or ()
            found[layer["name"], obj["name"]] = {
                "type": obj.get("type", ""),
                "points": [(obj["x"] + p["x"], obj["y"] + p["y"]) for p in shape] or [(obj["x"], obj["y"])],
                "properties": {p["name"]: (p["type"], p["value"]) for p in obj.get("properties", ())},
            }
    return found


def pytmx_objects(tmx) -> dict:
    """The same facts as pytmx reads them (pytmx gives points absolute already)."""
    found = {}
    for layer in tmx.objectgroups:
        for obj in layer:
            props = {}
            for key, value in obj.properties.items():
                if value is None:  # pytmx reads an empty string property as None
                    value = ""
                props[key] = (TILED_TYPE.get(type(value), type(value).__name__), value)
            points = getattr(obj, "points", None) or [(obj.x, obj.y)]
            found[layer.name, obj.name] = {
                "type": obj.type or "",
                "points": [(float(x), float(y)) for x, y in points],
                "properties": props,
            }
    return found


def same_points(a, b) -> bool:
    return len(a) == len(b) and all(abs(p[0] - q[0]) < TOL and abs(p[1] - q[1]) < TOL for p, q in zip(a, b))


def compare_with_pytmx(tiled: dict, ours: dict) -> list[str]:
    """Every object of every object layer, whatever the game."""
    diffs = [f"only Tiled sees object {key}" for key in sorted(tiled.keys() - ours.keys())]
    diffs += [f"only pytmx sees object {key}" for key in sorted(ours.keys() - tiled.keys())]
    for key in sorted(tiled.keys() & ours.keys()):
        t, o = tiled[key], ours[key]
        if t["type"] != o["type"]:
            diffs.append(f"{key}: type {t['type']!r} in Tiled, {o['type']!r} in pytmx")
        if not same_points(t["points"], o["points"]):
            diffs.append(f"{key}: points differ, Tiled {t['points'][:3]}… pytmx {o['points'][:3]}…")
        if t["properties"] != o["properties"]:
            diffs.append(f"{key}: properties {t['properties']} in Tiled, {o['properties']} in pytmx")
    return diffs


def compare_with_board(tmx: Path, face: str, exported: dict, tiled: dict) -> list[str]:
    """What load_board_file returns against Tiled's own reading of the file."""
    try:
        board = shogun_board.load_board_file(tmx, face)
    except shogun_board.MapError as e:
        return [f"load_board_file rejects it: {e}"]
    diffs = []
    if (board.width, board.height) != (exported["width"] * exported["tilewidth"],
                                       exported["height"] * exported["tileheight"]):
        diffs.append(f"size {board.width}×{board.height} differs from Tiled's")
    names = {name for layer, name in tiled if layer == shogun_board.PROVINCE_LAYER}
    diffs += [f"Tiled has a province {n!r} the loader does not" for n in sorted(names - set(board.provinces))]
    diffs += [f"Tiled does not see province {n!r}" for n in sorted(set(board.provinces) - names)]
    for name in sorted(names & set(board.provinces)):
        ours, obj = board.provinces[name], tiled[shogun_board.PROVINCE_LAYER, name]
        if not same_points(list(ours.polygon), obj["points"]):
            diffs.append(f"{name}'s polygon differs between Tiled and the loader")
        for key, kind in shogun_board.PROPERTY_TYPES.items():
            if key not in obj["properties"]:
                diffs.append(f"{name} has no {key} in Tiled")
                continue
            tiled_kind, value = obj["properties"][key]
            if tiled_kind != TILED_TYPE[kind]:
                diffs.append(f"{name}.{key} is a {tiled_kind} in Tiled, not {TILED_TYPE[kind]}")
            if key in ("neighbours", "sea"):
                value = frozenset(v for v in value.split(",") if v)
            if value != getattr(ours, key):
                diffs.append(f"{name}.{key} is {value!r} in Tiled but {getattr(ours, key)!r} in the loader")
        label = tiled.get((shogun_board.LABEL_LAYER, name))
        if label is None or not same_points([ours.centre], label["points"]):
            diffs.append(f"{name}'s label point {ours.centre} differs from Tiled's")
    return diffs


def compare(tmx: Path, exported: dict) -> list[str]:
    """Differences between Tiled's export and our readers, each naming the map."""
    tiled = tiled_objects(exported)
    diffs = compare_with_pytmx(tiled, pytmx_objects(pytmx.TiledMap(str(tmx))))
    if tmx.stem.startswith("shogun_"):
        diffs += compare_with_board(tmx, tmx.stem.removeprefix("shogun_"), exported, tiled)
    return [f"{tmx.name}: {d}" for d in diffs]


def rasterize(tmx: Path, out: Path) -> list[str]:
    result = run(["tmxrasterizer", "--size", "1600", str(tmx), str(out)])
    if result.returncode != 0 or not out.is_file() or out.stat().st_size < 1000:
        return [f"{tmx.name}: tmxrasterizer could not draw it: {result.stderr.strip() or result.returncode}"]
    return []


def main(argv: Sequence[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("maps", nargs="*", type=Path, help="default: every maps/*.tmx")
    parser.add_argument("--keep", type=Path, help="folder to keep tmxrasterizer's PNGs in")
    args = parser.parse_args(list(argv))
    if not (shutil.which("tiled") and shutil.which("tmxrasterizer")):
        print("Tiled is not installed: install the Debian package tiled "
              "(apt-get install -y --no-install-recommends tiled)", file=sys.stderr)
        return 2
    maps = args.maps or sorted((ROOT / "maps").glob("*.tmx"))
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for tmx in maps:
            try:
                exported = tiled_export(tmx, Path(tmp) / f"{tmx.stem}.json")
            except (RuntimeError, subprocess.TimeoutExpired, json.JSONDecodeError) as err:
                problems.append(str(err))
                continue
            problems += compare(tmx, exported)
            problems += rasterize(tmx, (args.keep or Path(tmp)) / f"{tmx.stem}.png")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"{len(maps)} maps checked with Tiled: {'ok' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
