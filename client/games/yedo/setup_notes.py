"""What the seat setup screen tells about Yedo for a player count and mode (pure: no pygame).

Each player's start, the supplies and board spaces at this count, and what ends the game, from
the rules core's own figures (board.py).
"""
from __future__ import annotations

from typing import Mapping

from client.i18n import _

from . import board as B


def setup_notes(players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
    notes: list[tuple[str, ...]] = [
        ("subheading", _("With {n} players").format(n=players)),
        ("row", _("Coins each"), str(B.START_COINS)),
        ("row", _("Missions each"), str(B.START_MISSIONS)),
        ("row", _("Disciples each"), _("{home} at home, {reserve} in reserve").format(
            home=B.START_HOME, reserve=B.DISCIPLES - B.START_HOME)),
        ("row", _("Action spaces on the board"), str(len(B.spaces_for(players)))),
        ("row", _("Annexes of each kind"), str(B.ANNEX_SUPPLY[players])),
        ("row", _("Geisha"), str(B.GEISHA_SUPPLY[players])),
        ("row", _("Rounds"), str(B.ROUNDS)),
    ]
    if players <= B.GROUPED_UP_TO:
        notes.append(("small", _("The auction's seven lots come in three groups; a winner takes one item of the "
                                 "group.")))
    if options.get("mode", "geisha") == "geisha":
        notes.append(("small", _("Geisha mode: the cards with the samurai mark stay in the box, and round {n} has "
                                 "no patrol.").format(n=B.ROUNDS)))
    else:
        notes.append(("small", _("Samurai mode: every card is used, and many events cost you something unless you "
                                 "give back a blessing.")))
    notes.append(("small", _("The player order is drawn at random. The game ends after round {n}, or after the "
                             "round in which the Shogun is assassinated.").format(n=B.ROUNDS)))
    return notes
