"""What the seat setup screen tells about Yedo for a player count and mode (pure: no pygame).

Each player's start, the supplies and board spaces at this count, and what ends the game, from
the rules core's own figures (board.py).
"""
from __future__ import annotations

from typing import Mapping

from client.i18n import _

from . import board as B


def lots_text(players: int) -> str:
    """Seven lots, or (at 2–3 players) three groups: a winner takes one item of their group (the help says so)."""
    groups = B.lot_groups(players)
    if all(len(group) == 1 for group in groups):
        return str(len(groups))
    return _("{n} groups").format(n=len(groups))


def setup_notes(players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
    notes: list[tuple[str, ...]] = [
        ("subheading", _("With {n} players").format(n=players)),
        ("row", _("Coins each"), str(B.START_COINS)),
        ("row", _("Missions each"), str(B.START_MISSIONS)),
        ("row", _("Disciples at the start"), str(B.START_HOME)),
        ("row", _("Action spaces on the board"), str(len(B.spaces_for(players)))),
        ("row", _("Annexes of each kind"), str(B.ANNEX_SUPPLY[players])),
        ("row", _("Geisha"), str(B.GEISHA_SUPPLY[players])),
        ("row", _("Auction lots"), lots_text(players)),
    ]
    if options.get("mode", "geisha") == "geisha":
        notes.append(("small", _("Geisha mode: no samurai-mark cards; no patrol in round {n}.").format(n=B.ROUNDS)))
    else:
        notes.append(("small", _("Samurai mode: all cards; many events cost you unless you return a blessing.")))
    notes.append(("small", _("Random player order. Ends after round {n} or once the Shogun is killed.").format(
        n=B.ROUNDS)))
    return notes
