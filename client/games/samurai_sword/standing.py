"""How a game of Samurai Sword stands, in its words: the turn, and the results' score table."""
from __future__ import annotations

from client.i18n import _

from . import content as C
from .log_text import role_name, team_name


def progress(obs) -> str:
    """How far the game has come, in its own words: the Load list's for a save."""
    return _("Turn {n}").format(n=obs.turns + 1)


def score_table(match) -> dict:
    """Per seat: role, honour × multiplier + Daimyo = points; then the camps, friendly fire, the winner."""
    state = match.state
    winners = set(state.winners())
    rows = []
    for seat, row in enumerate(state.breakdown()):
        role = state.roles[seat]
        role_text = role_name(role) + ("★" * state.stars[seat] if state.stars[seat] else "")
        rows.append((seat, [role_text, str(row["honour"]), f"×{row['multiplier']}",
                            f"+{row['daimyo']}" if row["daimyo"] else "–", str(row["points"])], seat in winners))
    totals = state.team_scores()
    camps = [(team_name(t), totals[t]) for t in C.TEAMS if t in totals]
    lines = [_("Camps: {list}").format(list=_(" · ").join(_("{camp} {n}").format(camp=name, n=total)
                                                           for name, total in camps))]
    if state.friendly:
        lines.append(_("Friendly fire: {camp} −{n}").format(camp=team_name(state.friendly),
                                                           n=C.FRIENDLY_FIRE_PENALTY))
    team = state.winning_team()
    if state.master >= 0:
        lines.append(_("Bushido master: {name} — {camp} win").format(name=match.seats[state.master].name,
                                                                      camp=team_name(team)))
    elif team is not None:
        lines.append(_("{camp} win").format(camp=team_name(team)))
    return {"columns": [_("Role"), _("Honour"), _("Multiplier"), _("Daimyo"), _("Points")], "rows": rows,
            "lines": lines, "camps": camps}


def results_note(match) -> None:
    """None: the score table says it all."""
    return None


def chart_round(state) -> tuple[str, int]:
    """The review chart's move axis counts the turns (as the Load list does)."""
    return "turn", state.turns + 1


def chance_note() -> str:
    """A seat wins with its camp: its allies' lines share its chance, so they add up past 100 %."""
    return _("allies share their camp's chance, so the sum passes 100%")
