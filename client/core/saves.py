"""Save files: JSON ``{format, version, game, options, seed, seats, actions}``
and, optionally, ``match`` (the match id its autosaves are named by) and
``bot_notes`` (what each bot decision weighed: client.core.bot_notes) and ``analysis`` (the
graded decisions: client.core.analysis_record).

Loading replays the actions through the rules, so a corrupt or tampered file is
rejected with a message and never half-loaded. Nothing read from disk is ever
unpickled or evaluated. Writes are atomic (temp file + ``os.replace``; what a killed
writer leaves is swept at the next start); the autosaves of each match are kept by
client.core.autosaves.
"""
from __future__ import annotations

import json
import os
import re
import socket
import stat
import tempfile
import time
import zlib
from pathlib import Path
from typing import Any, Callable

from . import analysis_record, bot_notes
from .errors import DamagedInstall, OptionsError, SaveError, clip, quote
from .game import GameSpec
from .match import BOT_LEVELS, SEAT_KINDS, Match, Seat

FORMAT = "tenka-save"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 200_000
MAX_NAME = 40
MAX_SEED = 2**63 - 1
MAX_OPTION = 40  # longer option keys and listed values than any game has
MAX_CUSTOM_OPTION = 4000  # a custom value, such as a whole deck (GameSpec checks it)
MATCH_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")  # also part of a file name
TEMP_SUFFIX = ".tmp"
TEMP_MIN_AGE = 10.0  # seconds: a younger temporary file of an unknown writer may be a save in progress
# a temporary file ``write_temp`` names (``<name>.<host>-<pid>-<random>.tmp``; before the writer
# was named, ``<name>.<random>.tmp``) or the link an autosave keeps its previous file by
_TEMP_NAME = re.compile(r".+\.(?:(?P<host>[0-9a-f]{8})-(?P<pid>[1-9][0-9]{0,9})-)?[0-9a-z_]+\.tmp")
RESERVED_PREFIX = "autosave"  # named saves may not look like autosaves


def to_dict(match: Match) -> dict:
    out = {
        "format": FORMAT,
        "version": VERSION,
        "match": match.match_id,
        "game": match.spec.id,
        "options": dict(match.options),
        "seed": match.seed,
        "seats": [seat.to_json() for seat in match.seats],
        "actions": list(match.actions),
    }
    notes = bot_notes.to_json(match.bot_notes, len(match.actions))
    if notes:
        out["bot_notes"] = notes
    if match.analysis is not None:
        out["analysis"] = match.analysis.to_json(match.actions)
    return out


def dumps(match: Match) -> str:
    return json.dumps(to_dict(match), ensure_ascii=False, indent=1)


def _reject_constant(name: str) -> Any:
    raise SaveError(f"the file holds {name}, which is not a number a save can have")


def _expect(value: Any, kind: type | tuple, what: str) -> Any:
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise SaveError(f"{what} has the wrong type ({type(value).__name__})")
    return value


def parse(text: str | bytes, lookup: Callable[[str], GameSpec], match_id: str | None = None) -> Match:
    """Check a save's text and replay it. Raises SaveError naming what is wrong.

    ``match_id``: the match an autosave belongs to (from its file name); the
    file must not claim another one, and the loaded match carries it.
    """
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
        raise SaveError(f"the file is not valid JSON ({clip(str(err))})") from None
    return from_dict(data, lookup, match_id)


def from_dict(data: Any, lookup: Callable[[str], GameSpec], match_id: str | None = None) -> Match:
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
    match_id = _match_id(data.get("match"), match_id)
    game_id = _expect(data["game"], str, "game")
    try:
        spec = lookup(game_id)
    except KeyError:
        raise SaveError(f"unknown game {quote(game_id, MAX_NAME)}") from None
    options = _options(_expect(data["options"], dict, "options"))
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
        notes = bot_notes.from_json(data.get("bot_notes"), len(actions))
        analysis = analysis_record.from_json(data.get("analysis"), actions)
        return Match.replay(spec, options, seed, seats, actions, match_id, notes, analysis)
    except (SaveError, DamagedInstall):  # DamagedInstall: the program's files, not this save
        raise
    except OptionsError as err:
        raise SaveError(clip(str(err))) from None
    except Exception as err:  # noqa: BLE001 - a game that cannot even be set up from this file
        raise SaveError(f"the game cannot be set up: {clip(f'{type(err).__name__}: {err}')}") from None


def _match_id(raw: Any, expected: str | None) -> str | None:
    """The match id a save records (optional: older saves have none)."""
    if raw is not None and not (isinstance(raw, str) and MATCH_ID.fullmatch(raw)):
        raise SaveError(f"the match id {quote(raw, MAX_NAME)} is not valid")
    if expected is not None and raw is not None and raw != expected:
        raise SaveError(f"this autosave holds another match ({quote(raw, MAX_NAME)}, "
                        f"not {quote(expected, MAX_NAME)})")
    return expected or raw


def _options(raw: dict) -> dict:
    for key, value in raw.items():
        if len(key) > MAX_OPTION or not isinstance(value, str) or len(value) > MAX_CUSTOM_OPTION:
            raise SaveError(f"the option {quote(key, MAX_OPTION)} = {quote(value, MAX_OPTION)} is not valid")
    return raw


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


def write_temp(folder: Path, name: str, data: str | bytes) -> Path:
    """``data`` written completely (flushed to disk) into a new temporary file in ``folder``,
    ``<name>.<writer>-<random>.tmp``.

    Whoever moves it into place does so with ``os.replace``; a crash before that
    leaves only the temporary file, which ``sweep`` removes at the next start.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(name), suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data.encode("utf-8") if isinstance(data, str) else data)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        remove_quietly(Path(tmp))
        raise
    return Path(tmp)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` is either the old file or the new one, never half."""
    path = Path(path)
    tmp = write_temp(path.parent, path.name, text)
    try:
        os.replace(tmp, path)
    except BaseException:
        remove_quietly(tmp)
        raise


def temp_prefix(name: str) -> str:
    """The start of a temporary file's name for ``name``: ``<name>.<writer>-``, the writer being
    this machine and process, so that a sweep can tell a killed writer's leftover from a save
    another window is writing now."""
    return f"{name}.{_host()}-{os.getpid()}-"


def _host() -> str:
    """This machine, in eight hex digits (a user folder may be shared by several over a network)."""
    return f"{zlib.crc32(socket.gethostname().encode('utf-8', 'replace')):08x}"


def sweep(folder: Path, min_age: float = TEMP_MIN_AGE) -> list[str]:
    """Remove the temporary files a crash left in ``folder`` (ours, told by their names: a
    player's own ``notes.tmp`` stays); returns their names. A temporary file was left by a crash
    when its writer is gone (a process of this machine no longer running) or when it is
    ``min_age`` seconds old; a younger one of a writer that cannot be told (another machine,
    Windows, an older version's name) may be another window's save in progress."""
    swept = []
    now = time.time()
    for path in Path(folder).glob("*" + TEMP_SUFFIX):
        found = _TEMP_NAME.fullmatch(path.name)
        if found is None or not path.is_file():
            continue
        try:
            age = now - path.stat().st_mtime
        except OSError:
            continue
        if age >= min_age or (found["pid"] is not None and _writer_gone(found["host"], int(found["pid"]))):
            remove_quietly(path)
            swept.append(path.name)
    return swept


def _writer_gone(host: str, pid: int) -> bool:
    """Has the process that wrote a temporary file ended? Told for this machine's processes on
    POSIX only (on Windows, os.kill would end the process): elsewhere the file's age decides."""
    if os.name != "posix" or pid == os.getpid() or host != _host():
        return False
    try:
        os.kill(pid, 0)  # signal 0: nothing is sent, the process is only looked for
    except ProcessLookupError:
        return True
    except (OSError, OverflowError):  # someone else's process, or no pid at all: unsure
        return False
    return False


def remove_quietly(path: Path) -> None:
    """Remove a file if it is there (cleaning up: a failure here changes nothing)."""
    try:
        os.unlink(path)
    except OSError:
        pass


#: ``read_regular``'s reason for a named pipe, a device, a socket (a message id)
NOT_A_FILE = "it is not an ordinary file"


def read_regular(path: Path, limit: int) -> bytes:
    """Up to ``limit`` bytes of the ordinary file ``path``; OSError for anything else.

    Opened without waiting, then checked: a named pipe in the user's folder would block an
    ordinary open until something wrote to it, a device might never end.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(21, "it is a folder, not a file", str(path))
        if not stat.S_ISREG(mode):
            raise OSError(0, NOT_A_FILE, str(path))
        return f.read(limit)


def load_file(path: Path, lookup: Callable[[str], GameSpec], match_id: str | None = None) -> Match:
    path = Path(path)
    try:
        raw = read_regular(path, MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"there is no file {quote(path.name)}") from None
    except OSError as err:
        raise SaveError(f"the file cannot be read ({err.strerror})") from None
    return parse(raw, lookup, match_id)


def safe_name(text: str) -> str:
    """A file name stem for a named save: letters, digits, "-" and "_", never an autosave's."""
    keep = "".join(c if c.isalnum() or c in "-_" else "-" for c in text).strip("-")[:MAX_NAME] or "save"
    if keep.lower().startswith(RESERVED_PREFIX):
        keep = f"save-{keep}"[:MAX_NAME]
    return keep


__all__ = ["FORMAT", "VERSION", "SaveError", "dumps", "from_dict", "load_file", "parse", "read_regular", "safe_name",
           "sweep", "to_dict", "write_atomic", "write_temp"]
