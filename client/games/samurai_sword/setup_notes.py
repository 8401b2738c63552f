"""What the seat setup screen tells about Samurai Sword for a player count (pure: no pygame).

The roles in play with their starting honour and score multiplier, and what each camp
needs to win, from content.py; translated for the language shown.
"""
from __future__ import annotations

from collections import Counter
from typing import Mapping

from client.i18n import N_, _

from . import content as C
from .log_text import role_name, team_name

# one short line per camp: what it needs to win (the end and scoring, ties included)
_SHOGUN_WINS = N_("{camp}: the most points at the end.")
_SHOGUN_WINS_TIE_RONIN = N_("{camp}: the most points at the end, or a tie with the Ronin.")
_NINJA_WINS = N_("{camp}: the most points at the end, or any tie.")
_RONIN_WINS = N_("{camp}: alone; more points than every camp at the end.")


def roles_in_play(players: int) -> list[tuple[str, int]]:
    """(role, how many) in the order Shogun, Samurai, Ninja, Ronin; absent roles left out."""
    counts = Counter(C.ROLES_BY_PLAYERS[players])
    return [(role, counts[role]) for role in C.ROLES if counts[role]]


def _multiplier(players: int, role: str) -> str:
    if players == 4 and role == C.NINJA:  # ruling W-2: the Ninja with more stars scores double
        return f"×1–{C.NINJA_4P_MORE_STARS}"
    return f"×{C.MULTIPLIER[players][role]}"


def setup_notes(players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
    roles = roles_in_play(players)
    in_play = {role for role, _n in roles}
    notes: list[tuple[str, ...]] = [
        ("heading", _("Roles with {n} players").format(n=players)),
        ("columns", _("Role"), _("Count"), _("Honour"), _("Multiplier")),
    ]
    notes += [("row", role_name(role), str(n), str(C.starting_honour(players, role)), _multiplier(players, role))
              for role, n in roles]
    notes.append(("subheading", _("Who wins")))
    # with 3 players the Shogun's camp is the Shogun alone
    shogun_camp = team_name(C.SHOGUN) if C.SAMURAI in in_play else role_name(C.SHOGUN)
    notes.append(("text", _(_SHOGUN_WINS_TIE_RONIN if C.RONIN in in_play else _SHOGUN_WINS).format(camp=shogun_camp)))
    notes.append(("text", _(_NINJA_WINS).format(camp=team_name(C.NINJA))))
    if C.RONIN in in_play:
        notes.append(("text", _(_RONIN_WINS).format(camp=team_name(C.RONIN))))
    notes.append(("small", _("The game ends when a player has no honour left; points are honour × the role's "
                             "multiplier.")))
    if players == 3:
        notes.append(("small", _("With 3 players the Shogun draws 3 cards and may play 2 weapons a turn.")))
    if players == 4:
        notes.append(("small", _("With 4 players the Ninja with more stars scores ×2.")))
    return notes
