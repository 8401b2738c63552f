"""How a game of Shogun stands, in its words: the year and season, and how a tie was settled."""
from __future__ import annotations

from client.i18n import _

from . import content as C
from .log_text import SEASON_NAMES, event_name, listing


def progress(obs) -> str:
    """How far the game has come, in its own words: the title bar's, and the Load list's for a save."""
    season = _(SEASON_NAMES[season_of(obs)]) if season_of(obs) else _("Setup")
    return _("Year {y} · {season}").format(y=obs.year, season=season)


def season_of(obs) -> str | None:
    """The season the table is in (its picture hangs in the title bar), None while it is set up."""
    return None if obs.phase in ("draft", "draft_army") else C.SEASONS[min(obs.season, 3)]


def event_note(obs) -> str:
    """The title bar's second line: the event card that holds this season, once one is drawn."""
    return _("Event: {event}").format(event=event_name(obs.event_now)) if obs.event_now else ""


def results_note(match) -> str | None:
    """For the results screen: how a tie on points was settled (ruling S-10: more chests)."""
    st = match.state
    if not st.is_over():
        return None
    best = max(st.score)
    tied = [s for s in range(st.num_players) if st.score[s] == best]
    if len(tied) < 2:
        return None
    names = listing(match.seats[s].name for s in tied)
    if len(st.winners()) == len(tied):
        return _("{names} tie on {n} points and {c} chests: a shared win.").format(
            names=names, n=best, c=st.chests[tied[0]])
    chests = listing(_("{name}: {n} chests").format(name=match.seats[s].name, n=st.chests[s])
                       for s in sorted(tied, key=lambda s: -st.chests[s]))
    return _("Tie on {n} points, broken by chests ({list}).").format(n=best, list=chests)


def score_table(match) -> None:
    """None: the plain standings."""
    return None


def chart_round(state) -> tuple[str, int]:
    """The review chart's move axis counts the seasons, from year 1's spring (0)."""
    return "season", (state.year - 1) * 4 + min(state.season, 3)


def chance_note() -> None:
    """None: a seat's chance is its own (a shared win on a tie is rare enough)."""
    return None
