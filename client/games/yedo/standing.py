"""How a game of Yedo stands, in its words: the round."""
from __future__ import annotations

from client.i18n import _


def progress(obs) -> str:
    """How far the game has come, in its own words: the Load list's for a save."""
    return _("Round {n} of 11").format(n=obs.round)


def results_note(match) -> None:
    """None: the standings say it all."""
    return None


def score_table(match) -> None:
    """None: the plain standings."""
    return None


def chart_round(state) -> tuple[str, int]:
    """The review chart's move axis counts the rounds."""
    return "round", state.round


def chance_note() -> None:
    """None: a seat wins alone."""
    return None
