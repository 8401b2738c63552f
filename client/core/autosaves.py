"""Autosaves: the newest and the previous one of each recent match, never a gap.

Each match has ``autosave-<match id>.json`` (the newest) and
``autosave-<match id>.prev.json`` (the one before, for when the newest will
not load). Saving writes the new file completely first, then keeps the current
one as the previous (a hard link, or a copy where links are not possible), and
only then moves the new one into place: a crash at any step leaves a complete
newest autosave. The ``KEEP_MATCHES`` most recently saved matches are kept.

Older versions kept one match in ``autosave.json`` / ``autosave.prev.json``;
those files are the autosaves of the match id ``legacy`` until it is saved
again under the new names.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from . import saves
from .errors import DamagedInstall, SaveError, clip
from .game import GameSpec
from .match import Match

PREFIX = "autosave-"
LEGACY = "legacy"
LEGACY_FILES = ("autosave.json", "autosave.prev.json")
KEEP_MATCHES = 12
_NAME = re.compile(re.escape(PREFIX) + "(" + saves.MATCH_ID.pattern + r")(\.prev)?\.json")


def newest_path(folder: Path, match_id: str) -> Path:
    return Path(folder) / f"{PREFIX}{match_id}.json"


def previous_path(folder: Path, match_id: str) -> Path:
    return Path(folder) / f"{PREFIX}{match_id}.prev.json"


def match_id_of(path: Path) -> str | None:
    """The match an autosave file belongs to; None for a named save."""
    name = Path(path).name
    if name in LEGACY_FILES:
        return LEGACY
    found = _NAME.fullmatch(name)
    return found.group(1) if found else None


def files(folder: Path, match_id: str) -> list[Path]:
    """The match's autosaves on disk, newest first."""
    folder = Path(folder)
    candidates = [newest_path(folder, match_id), previous_path(folder, match_id)]
    if match_id == LEGACY:
        candidates += [folder / name for name in LEGACY_FILES]
    return [p for p in candidates if p.is_file()]


@dataclass(frozen=True)
class Slot:
    """One match's autosaves: ``files`` newest first, ``mtime`` of the newest."""

    match_id: str
    files: tuple[Path, ...]
    mtime: float


def slots(folder: Path) -> list[Slot]:
    """Every match with an autosave, the most recently saved first."""
    ids = {match_id_of(p) for p in Path(folder).glob("autosave*.json")} - {None}
    found = []
    for match_id in ids:
        paths = files(folder, match_id)
        if paths:
            found.append(Slot(match_id, tuple(paths), mtime(paths[0])))
    return sorted(found, key=lambda s: (s.mtime, s.match_id), reverse=True)


def mtime(path: Path) -> float:
    try:
        return Path(path).stat().st_mtime
    except OSError:
        return 0.0


def autosave(match: Match, folder: Path) -> Path:
    """Save ``match`` as its newest autosave; the one it replaces becomes the previous."""
    folder = Path(folder)
    newest = newest_path(folder, match.match_id)
    before = files(folder, match.match_id)
    tmp = saves.write_temp(folder, newest.name, saves.dumps(match))  # 1. the new file, complete
    try:
        if before:
            _keep_as_previous(before[0], previous_path(folder, match.match_id))  # 2.
        os.replace(tmp, newest)  # 3. the new file takes over
    except BaseException:
        saves.remove_quietly(tmp)
        raise
    if match.match_id == LEGACY:  # 4. the old-format pair is older than both files now
        for name in LEGACY_FILES:
            saves.remove_quietly(folder / name)
    if not before:  # a new match: make room
        prune(folder, keep=match.match_id)
    return newest


def _keep_as_previous(current: Path, previous: Path) -> None:
    """Make ``previous`` a complete copy of ``current``, replacing it in one step."""
    link = previous.with_name(saves.temp_prefix(previous.name) + "link" + saves.TEMP_SUFFIX)
    saves.remove_quietly(link)
    try:
        os.link(current, link)
    except OSError:  # no hard links on this disk (FAT, some network drives): copy
        link = saves.write_temp(previous.parent, previous.name, current.read_bytes())
    try:
        os.replace(link, previous)
    except BaseException:
        saves.remove_quietly(link)
        raise


def load_autosave(folder: Path, lookup: Callable[[str], GameSpec],
                  match_id: str | None = None) -> tuple[Match, str | None]:
    """The newest autosave of ``match_id`` (default: the latest match) that loads.

    When the newest fails for any reason, the previous one of the same match is
    loaded and the reason comes back as the second value for the player.
    """
    if match_id is None:
        found = slots(folder)
        match_id = found[0].match_id if found else None
    paths = files(folder, match_id) if match_id is not None else []
    if not paths:
        raise SaveError("there is no autosave")
    problem = None
    for path in paths[:2]:
        try:
            return saves.load_file(path, lookup, match_id), problem
        except DamagedInstall:
            raise  # the program's own files: the previous autosave would fail alike
        except Exception as err:  # noqa: BLE001 - whatever it is, the previous autosave may do
            reason = str(err) if isinstance(err, SaveError) else clip(f"{type(err).__name__}: {err}")
            if problem is not None:
                raise SaveError(f"{problem}; the previous autosave: {reason}") from None
            problem = reason
    raise SaveError(problem)


def load_path(path: Path, lookup: Callable[[str], GameSpec]) -> Match:
    """Any save file by path; an autosave must hold the match its name says."""
    return saves.load_file(path, lookup, match_id_of(path))


def delete(folder: Path, match_id: str) -> None:
    for path in files(folder, match_id):
        path.unlink()


def prune(folder: Path, keep: str | None = None, limit: int = KEEP_MATCHES) -> None:
    """Delete the autosaves of all but the ``limit`` most recent matches (``keep`` always stays)."""
    others = [s for s in slots(folder) if s.match_id != keep]
    for slot in others[limit - (keep is not None):]:
        for path in slot.files:
            saves.remove_quietly(path)


def tidy(folder: Path) -> None:
    """At start: sweep temporary files and keep only the recent matches' autosaves."""
    saves.sweep(folder)
    prune(folder)
