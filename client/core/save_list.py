"""The rows of the Load screen: recent matches' autosaves and named saves, newest first.

A row is described from the file's JSON; asked for, how the game stands (over and who won, or
where it is) comes from replaying it, as loading does (a Shogun game of 1,700 moves replays in
~10 ms). A file that does not even parse still gets a row, to be deleted; one that does not
replay gets a row without a standing (loading it says why).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from . import autosaves, saves
from .errors import clip
from .game import GameSpec, GameState
from .match import Match, new_match_id


@dataclass(frozen=True)
class Standing:
    """How a saved game stands: over, with its winners' names, or not yet; ``public``: its
    position as every seat sees it (the game's own words for its round or year come from it)."""

    over: bool
    winners: tuple[str, ...]
    public: GameState


@dataclass(frozen=True)
class SaveRow:
    match_id: str | None  # an autosave's match; None for a named save
    path: Path  # the file described (an autosave's newest)
    mtime: float
    game: GameSpec | None  # None when the file cannot be read as a save
    players: tuple[str, ...] = ()
    move: int = 0  # the moves played: "Move N", as the table shows it (client/scenes/move_words.py)
    standing: Standing | None = None  # None: not asked for, or the save does not replay

    @property
    def is_autosave(self) -> bool:
        return self.match_id is not None

    @property
    def name(self) -> str:
        return self.path.stem


def rows(folder: Path, lookup: Callable[[str], GameSpec], standing: bool = False) -> list[SaveRow]:
    """``standing``: replay each save to tell how its game stands (the Load screen shows it)."""
    folder = Path(folder)
    found = [_row(slot.match_id, slot.files, slot.mtime, lookup, standing) for slot in autosaves.slots(folder)]
    found += [_row(None, (p,), autosaves.mtime(p), lookup, standing) for p in named_saves(folder)]
    return sorted(found, key=lambda r: r.mtime, reverse=True)


def named_saves(folder: Path) -> list[Path]:
    """Saves the player named (every ``.json`` that is not an autosave), by name."""
    return sorted((p for p in Path(folder).glob("*.json") if p.is_file() and autosaves.match_id_of(p) is None),
                  key=lambda p: p.name.lower())


def _row(match_id: str | None, paths: tuple[Path, ...], mtime: float, lookup, standing: bool) -> SaveRow:
    for path in paths:  # an autosave whose newest is unreadable is described by its previous
        described = describe(path, lookup, standing)
        if described is not None:
            return SaveRow(match_id, paths[0], mtime, *described)
    return SaveRow(match_id, paths[0], mtime, None)


def describe(path: Path, lookup: Callable[[str], GameSpec], standing: bool = False
             ) -> tuple[GameSpec, tuple[str, ...], int, Standing | None] | None:
    """(game, player names, moves played, how it stands when asked for) as a save records them;
    None if it cannot tell."""
    try:
        data: Any = json.loads(saves.read_regular(path, saves.MAX_BYTES + 1))
        spec = lookup(data["game"])
        names = [seat["name"] for seat in data["seats"]]
        actions = data["actions"]
    except Exception:  # noqa: BLE001 - anything odd: the row says "unreadable"
        return None
    if not all(isinstance(n, str) for n in names) or not isinstance(actions, list):
        return None
    return (spec, tuple(clip(n, saves.MAX_NAME) for n in names), len(actions),
            _standing(data, lookup) if standing else None)


def _standing(data: Any, lookup: Callable[[str], GameSpec]) -> Standing | None:
    """The saved game replayed (checked as loading checks it); None when it does not replay."""
    try:
        match = saves.from_dict(data, lookup)
    except Exception:  # noqa: BLE001 - loading it tells the player why; the list just says less
        return None
    state = match.state
    over = state.is_over()
    winners = tuple(match.seats[s].name for s in state.winners()) if over else ()
    return Standing(over, winners, state.observation(None))


def load(row: SaveRow, folder: Path, lookup: Callable[[str], GameSpec]) -> tuple[Match, str | None]:
    """The row's match, and a note when an autosave's previous file had to stand in.

    A named save is a snapshot: playing on from it is a new match, so that the
    original match's autosaves are not overwritten.
    """
    if row.is_autosave:
        return autosaves.load_autosave(folder, lookup, row.match_id)
    match = saves.load_file(row.path, lookup)
    match.match_id = new_match_id()
    return match, None


def delete(row: SaveRow, folder: Path) -> None:
    if row.is_autosave:
        autosaves.delete(folder, row.match_id)
    else:
        row.path.unlink()
