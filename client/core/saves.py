"""Save files: JSON ``{format, version, game, options, seed, seats, actions}``.

Loading replays the actions through the rules, so a corrupt or tampered file is
rejected with a message and never half-loaded. Nothing read from disk is ever
unpickled or evaluated. Writes are atomic (temp file + ``os.replace``); the
autosave keeps the previous one beside it.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable, Mapping

from .errors import OptionsError, SaveError
from .game import GameSpec
from .match import BOT_LEVELS, SEAT_KINDS, Match, Seat

FORMAT = "tenka-save"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 200_000
MAX_NAME = 40
MAX_SEED = 2**63 - 1
AUTOSAVE = "autosave.json"
AUTOSAVE_PREVIOUS = "autosave.prev.json"


def to_dict(match: Match) -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.spec.id,
        "options": dict(match.options),
        "seed": match.seed,
        "seats": [seat.to_json() for seat in match.seats],
        "actions": list(match.actions),
    }


def dumps(match: Match) -> str:
    return json.dumps(to_dict(match), ensure_ascii=False, indent=1)


def _reject_constant(name: str) -> Any:
    raise SaveError(f"the file holds {name}, which is not a number a save can have")


def _expect(value: Any, kind: type | tuple, what: str) -> Any:
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise SaveError(f"{what} has the wrong type ({type(value).__name__})")
    return value


def parse(text: str | bytes, lookup: Callable[[str], GameSpec]) -> Match:
    """Check a save's text and replay it. Raises SaveError naming what is wrong."""
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise SaveError("the file is too large to be a save")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("the file is not text (not UTF-8)") from None
    if len(text) > MAX_BYTES:
        raise SaveError("the file is too large to be a save")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except SaveError:
        raise
    except (ValueError, RecursionError) as err:
        raise SaveError(f"the file is not valid JSON ({err})") from None
    return from_dict(data, lookup)


def from_dict(data: Any, lookup: Callable[[str], GameSpec]) -> Match:
    _expect(data, dict, "the save")
    if data.get("format") != FORMAT:
        raise SaveError("this is not a Tenka save (its format is missing or wrong)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no version number")
    if version != VERSION:
        raise SaveError(f"save version {version} is not supported (this program reads version {VERSION})")
    missing = [k for k in ("game", "options", "seed", "seats", "actions") if k not in data]
    if missing:
        raise SaveError(f"the save lacks {', '.join(missing)}")
    game_id = _expect(data["game"], str, "game")
    try:
        spec = lookup(game_id)
    except KeyError:
        raise SaveError(f"unknown game {game_id[:40]!r}") from None
    options = _expect(data["options"], dict, "options")
    seed = _expect(data["seed"], int, "seed")
    if not 0 <= seed <= MAX_SEED:
        raise SaveError("the seed is out of range")
    seats = [_seat(raw, i) for i, raw in enumerate(_expect(data["seats"], list, "seats"))]
    actions = _expect(data["actions"], list, "actions")
    if len(actions) > MAX_ACTIONS:
        raise SaveError("the save holds more moves than any game has")
    for i, action in enumerate(actions):
        _expect(action, str, f"move {i + 1}")
    try:
        spec.validate(len(seats), options)
    except OptionsError as err:
        raise SaveError(str(err)) from None
    try:
        return Match.replay(spec, options, seed, seats, actions)
    except OptionsError as err:
        raise SaveError(str(err)) from None


def _seat(raw: Any, index: int) -> Seat:
    what = f"seat {index + 1}"
    _expect(raw, dict, what)
    name = _expect(raw.get("name"), str, f"{what} name")
    if not name.strip() or len(name) > MAX_NAME:
        raise SaveError(f"{what} has an empty or over-long name")
    colour = _expect(raw.get("colour"), int, f"{what} colour")
    if not 0 <= colour < 16:
        raise SaveError(f"{what} colour is out of range")
    kind = raw.get("kind")
    if kind not in SEAT_KINDS:
        raise SaveError(f"{what} must be human or bot")
    level = raw.get("level", "normal")
    if kind == "bot" and level not in BOT_LEVELS:
        raise SaveError(f"{what} has an unknown bot level")
    return Seat(name, colour, kind, level if kind == "bot" else "normal")


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` is either the old file or the new one, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def autosave(match: Match, folder: Path) -> Path:
    """Save after an action; the autosave before it becomes the previous one."""
    folder = Path(folder)
    current = folder / AUTOSAVE
    if current.exists():
        os.replace(current, folder / AUTOSAVE_PREVIOUS)
    write_atomic(current, dumps(match))
    return current


def load_file(path: Path, lookup: Callable[[str], GameSpec]) -> Match:
    path = Path(path)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"there is no file {path.name}") from None
    except OSError as err:
        raise SaveError(f"the file cannot be read ({err.strerror})") from None
    return parse(raw, lookup)


def load_autosave(folder: Path, lookup: Callable[[str], GameSpec]) -> tuple[Match, str | None]:
    """The newest autosave that loads; falls back to the previous one, saying why."""
    folder = Path(folder)
    try:
        return load_file(folder / AUTOSAVE, lookup), None
    except SaveError as err:
        problem = str(err)
    previous = folder / AUTOSAVE_PREVIOUS
    if previous.exists():
        return load_file(previous, lookup), problem
    raise SaveError(problem)


def safe_name(text: str) -> str:
    keep = "".join(c if c.isalnum() or c in "-_" else "-" for c in text)
    return keep.strip("-")[:40] or "save"


def summary(data: Mapping[str, Any]) -> str:
    return f"{data.get('game')} · {len(data.get('seats', []))}p · {len(data.get('actions', []))} moves"


__all__ = ["FORMAT", "VERSION", "SaveError", "autosave", "dumps", "from_dict", "load_autosave",
           "load_file", "parse", "to_dict", "write_atomic"]
