"""How a position of a game is numbered on screen, one count everywhere (the table's title bar, the
review's timeline and chart, the play-on dialog, the Load and Save lists; the command line's
``shot --moves N`` and ``--move N`` count alike): the moves played to reach it. "Move N" is the
position after the N-th action; before the first one it is the start."""
from __future__ import annotations

from client.i18n import _, ngettext, pgettext


def move_label(moves: int) -> str:
    """"Move 12", or "Start" before any move."""
    return _("Move {n}").format(n=moves) if moves else pgettext("position", "Start")


def timeline_label(moves: int, total: int) -> str:
    """Where a review stands: "Move 12 of 137", or "Start · 137 moves"."""
    if moves:
        return _("Move {k} of {n}").format(k=moves, n=total)
    return ngettext("Start · {n} move", "Start · {n} moves", total).format(n=total)


def play_on_title(moves: int) -> str:
    return _("Play on from move {n}").format(n=moves) if moves else _("Play on from the start")


def chart_lines(moves: int) -> tuple[str, str]:
    """The chart's tooltip: its heading and its last line, about the position under the pointer."""
    if moves:
        return (_("Chance to win around move {k}").format(k=moves), _("Click to go to move {k}").format(k=moves))
    return _("Chance to win at the start"), _("Click to go to the start")
