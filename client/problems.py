"""Plain words for what went wrong: the window's toasts and the command line's
one line. Never a traceback (that goes to the log), never more than one line.
Pure Python: no pygame.
"""
from __future__ import annotations

import sys

from client.core.errors import BundledDataError, DamagedInstall
from client.i18n import _, game_name

MAX_CHARS = 200  # a toast is one line; the rest of a long message helps nobody there


def describe(err: BaseException) -> str:
    """One plain sentence for the player about ``err``."""
    if _is_bundled_map(err):
        return _("The board of {game} cannot be read: {file} is missing or damaged; reinstall Tenka.").format(
            game=_game_title(err.game), file=f"{err.path.parent.name}/{err.path.name}")
    if isinstance(err, BundledDataError):
        return _("The files of {game} cannot be read: {file} is missing or damaged; reinstall Tenka.").format(
            game=_game_title(err.game), file=f"{err.path.parent.name}/{err.path.name}")
    return _("Something went wrong") + ": " + first_line(err)


def back_to_menu(err: BaseException) -> bool:
    """Does ``err`` mean the table cannot go on (so the window returns to the menu)?"""
    return isinstance(err, DamagedInstall)


def first_line(err: BaseException) -> str:
    """The first line of the error's message (its type when it has none), cut to a toast's length."""
    text = str(err).strip()
    line = text.splitlines()[0] if text else type(err).__name__
    return line if len(line) <= MAX_CHARS else line[: MAX_CHARS - 1] + "…"


def _is_bundled_map(err: BaseException) -> bool:
    # one can only exist once client.core.tiled is loaded: no need to load pytmx here
    tiled = sys.modules.get("client.core.tiled")
    return tiled is not None and isinstance(err, tiled.BundledMapError) and err.path is not None


def _game_title(game_id: str) -> str:
    from client.games import REGISTRY

    spec = REGISTRY.get(game_id)
    if spec is None:
        return game_id
    return game_name(spec)
