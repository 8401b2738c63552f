"""What each bot decision weighed, kept with a match beside its actions (pure).

A save's optional ``bot_notes`` field maps a move's index (as text) to the
note ``client.ai.advice.notes_from_stats`` made when a bot chose it. The
actions alone replay the game; the notes only explain it, so a damaged or
foreign field is dropped on load (the save still loads), never trusted; so is one note
that weighed a move not legal where it was made (``fits``, checked as the save replays).
"""
from __future__ import annotations

import re
from typing import Any, Collection

MAX_NOTES = 200_000  # no more than a save's moves
MAX_SEATS = 16  # a note's "seats" (every seat's value): more than any game seats
# a move's index as ``to_json`` writes it: ASCII digits, no leading zero (str.isdigit() also
# takes "²" or "①", which int() refuses, and an Arabic-Indic three (U+0663), which it reads as 3)
_INDEX = re.compile(r"0|[1-9][0-9]{0,5}")


def to_json(notes: dict[int, dict], moves: int) -> dict[str, dict]:
    """The notes of moves still played (an undone move's note is gone), keyed by index as text."""
    return {str(index): note for index, note in sorted(notes.items()) if 0 <= index < moves}


def from_json(raw: Any, moves: int) -> dict[int, dict]:
    """The notes read from a save: {} when the field is missing or anything in it is damaged."""
    if not isinstance(raw, dict) or len(raw) > min(MAX_NOTES, moves):
        return {}
    out: dict[int, dict] = {}
    for key, note in raw.items():
        if not (isinstance(key, str) and _INDEX.fullmatch(key) and int(key) < moves and valid_note(note)):
            return {}
        out[int(key)] = note
    return out


def fits(note: dict, legal: Collection[str]) -> bool:
    """Whether every move ``note`` weighed is one of ``legal``, the moves its seat had: a damaged
    note's move ("", a move of another game) could not even be put in words on the screen."""
    return all(row[0] in legal for row in note.get("candidates", ()))


def valid_note(note) -> bool:
    """A note as ``notes_from_stats`` writes it (read from a file: anything may be there)."""
    if not isinstance(note, dict) or not isinstance(note.get("level"), str) or len(note["level"]) > 16:
        return False
    rows = note.get("candidates")
    if rows is None:
        return set(note) <= {"level"}
    if not isinstance(rows, list) or len(rows) > 64:
        return False
    for row in rows:
        if not (isinstance(row, list) and len(row) == 3 and isinstance(row[0], str) and len(row[0]) <= 200
                and _number(row[1], int) and _chance(row[2])):
            return False
    seats = note.get("seats", [])
    if not (isinstance(seats, list) and len(seats) <= MAX_SEATS and all(_chance(v) for v in seats)):
        return False
    return _number(note.get("iterations"), int) and _number(note.get("value"), (int, float))


def _chance(value) -> bool:
    return _number(value, (int, float)) and 0 <= value <= 1


def _number(value, kind) -> bool:
    return isinstance(value, kind) and not isinstance(value, bool)
