"""How a game of 3KingdomsBattle stands, in its words: the tiles left, and why it ended."""
from __future__ import annotations

from client.i18n import _

from .log_text import final_lines, sentences


def progress(obs) -> str:
    """How far the game has come, in its own words (the game ends when the tiles run out): the
    title bar's, and the Load list's for a save."""
    return _("Tiles left: {n}").format(n=len(obs.stack))


def results_note(match) -> str | None:
    """The results screen's line under the standings: why the game ended and how a tie was broken
    (the heading already names the winner)."""
    st = match.state
    if not st.is_over():
        return None
    return sentences(*final_lines(st, lambda s: match.seats[s].name)[:-1])


def score_table(match) -> None:
    """None: the plain standings."""
    return None


def chart_round(state) -> None:
    """None: the game counts tiles, not rounds (the chart counts whose turn it is)."""
    return None


def chance_note() -> None:
    """None: a seat wins alone."""
    return None
