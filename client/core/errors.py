"""Errors the rules and the save loader raise; messages are shown to players."""
from __future__ import annotations

import reprlib

QUOTE_LIMIT = 200  # characters of someone's input a message may echo


class IllegalAction(ValueError):
    """An action that is not legal in the current state (or not an action at all)."""


class OptionsError(ValueError):
    """Game options or player counts that the game does not accept."""


class SaveError(ValueError):
    """A save file that cannot be loaded; the message names what is wrong."""


class DamagedInstall(Exception):
    """A file of the program itself (a bundled map) is missing or damaged. No save is to
    blame, so the save loaders let it through; reinstalling mends it."""


class BundledDataError(ValueError, DamagedInstall):
    """A data file shipped with ``game`` (``path``: cards, decks…) is missing or damaged."""

    def __init__(self, message: str, path, game: str):
        super().__init__(message)
        self.path = path
        self.game = game


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = QUOTE_LIMIT
_REPR.maxlevel = 3


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` on one line and at most ``limit`` characters, "…" marking a cut."""
    text = " ".join(str(text).splitlines())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for a message, short however long or deep the value is."""
    return clip(_REPR.repr(value), limit)
