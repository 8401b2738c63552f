"""Open every map with the real Tiled editor and check it agrees with our loader.

``tiled --export-map json`` loads a map exactly as the editor does (a map Tiled
cannot open fails here); we then compare every province's name, polygon (made
absolute) and custom properties with what ``client.games.shogun.board`` reads
through pytmx, and draw each map once with ``tmxrasterizer``.

Exit 0 when all agree, 1 listing the differences, 2 when Tiled is missing
(install the Debian package ``tiled``).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.games.shogun.board import load_board_file  # noqa: E402

PROPERTY_TYPES = {"kanji": "string", "region": "string", "tax": "int", "rice": "int", "slots": "int",
                  "neighbours": "string", "sea": "string", "out_with_3": "bool"}


def tiled_export(tmx: Path, out: Path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(["tiled", "--export-map", "json", str(tmx), str(out)], env=env,
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0 or not out.exists():
        raise RuntimeError(f"Tiled could not open {tmx.name}: {run.stderr.strip() or run.stdout.strip()}")
    return json.loads(out.read_text(encoding="utf-8"))


def compare(tmx: Path, exported: dict) -> list[str]:
    face = tmx.stem.split("_", 1)[1]
    board = load_board_file(tmx, face)
    layers = {layer["name"]: layer for layer in exported["layers"]}
    if "provinces" not in layers:
        return [f"{tmx.name}: Tiled sees no 'provinces' layer"]
    problems = []
    seen = set()
    for obj in layers["provinces"]["objects"]:
        name = obj["name"]
        seen.add(name)
        ours = board.provinces.get(name)
        if ours is None:
            problems.append(f"{tmx.name}: Tiled has a province {name!r} the loader does not")
            continue
        points = tuple((obj["x"] + p["x"], obj["y"] + p["y"]) for p in obj.get("polygon", ()))
        if points != tuple(ours.polygon):
            problems.append(f"{tmx.name}: {name}'s polygon differs between Tiled and the loader")
        props = {p["name"]: (p["type"], p["value"]) for p in obj.get("properties", ())}
        for key, kind in PROPERTY_TYPES.items():
            if key not in props:
                problems.append(f"{tmx.name}: {name} has no {key} in Tiled")
                continue
            tiled_kind, value = props[key]
            if tiled_kind != kind:
                problems.append(f"{tmx.name}: {name}.{key} is a {tiled_kind} in Tiled, not {kind}")
            if key in ("neighbours", "sea"):
                value = frozenset(v for v in value.split(",") if v)
            if value != getattr(ours, key):
                problems.append(f"{tmx.name}: {name}.{key} is {value!r} in Tiled but {getattr(ours, key)!r} here")
    missing = set(board.provinces) - seen
    if missing:
        problems.append(f"{tmx.name}: Tiled does not see {sorted(missing)}")
    return problems


def rasterize(tmx: Path, out: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(["tmxrasterizer", "--size", "1600", str(tmx), str(out)], env=env,
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0 or not out.exists() or out.stat().st_size < 1000:
        return [f"{tmx.name}: tmxrasterizer could not draw it: {run.stderr.strip()}"]
    return []


def main() -> int:
    if shutil.which("tiled") is None:
        print("Tiled is not installed: install the Debian package tiled", file=sys.stderr)
        return 2
    maps = sorted((ROOT / "maps").glob("*.tmx"))
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for tmx in maps:
            try:
                exported = tiled_export(tmx, Path(tmp) / f"{tmx.stem}.json")
            except (RuntimeError, subprocess.TimeoutExpired, json.JSONDecodeError) as err:
                problems.append(str(err))
                continue
            problems += compare(tmx, exported)
            if shutil.which("tmxrasterizer"):
                problems += rasterize(tmx, Path(tmp) / f"{tmx.stem}.png")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"{len(maps)} maps checked with Tiled: {'ok' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
