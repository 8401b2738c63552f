"""How a game of Himefuda Battle stands, in its words: the turn of the seat to act."""
from __future__ import annotations

from client.i18n import _

from .vocabulary import TURN_CAP


def progress(obs) -> str:
    """How far the game has come, in its own words (the player to act's turn, of the 60 each
    before war results decide): the Load list's for a save."""
    return _("Turn {n} of {limit}").format(n=obs.turns[obs.turn] + 1, limit=TURN_CAP)


def results_note(match) -> None:
    """None: the standings say it all."""
    return None


def score_table(match) -> None:
    """None: the plain standings."""
    return None


def chart_round(state) -> tuple[str, int]:
    """The review chart's move axis counts the turns of the seat to act (the players take turns)."""
    return "turn", min(state.turns[state.turn] + 1, TURN_CAP)


def chance_note() -> None:
    """None: a seat wins alone."""
    return None
