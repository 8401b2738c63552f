"""What the seat setup screen tells about Shogun for a player count and options (pure: no pygame).

What the count changes (chests, starting provinces and their armies, provinces in play),
what the chosen face and starting-province option mean, from content.py and the maps.
"""
from __future__ import annotations

from typing import Mapping

from client.i18n import _

from . import content as C
from .board import load_board


def _regions_differing() -> int:
    """How many provinces lie in another region on the moon face than on the sun face."""
    sun, moon = load_board("sun"), load_board("moon")
    return sum(sun.provinces[n].region != moon.provinces[n].region for n in sun.provinces)


def setup_notes(players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
    face, setup = options.get("face", "sun"), options.get("setup", "draft")
    board = load_board(face)
    portions = C.PORTIONS_BY_PLAYERS[players]
    out_of_play = len(board.provinces) - len(board.playable(players))
    notes: list[tuple[str, ...]] = [
        ("subheading", _("With {n} players").format(n=players)),
        ("row", _("Chests each"), str(C.CHESTS_BY_PLAYERS[players])),
        ("row", _("Starting provinces each"), str(len(portions))),
        ("small", _("Armies: {list}.").format(list=_(", ").join(map(str, portions)))),
        ("row", _("Provinces in play"), str(len(board.playable(players)))),
    ]
    if out_of_play:
        notes.append(("small", _("{n} are out of play, hatched on the board; which ones depends on the face.")
                      .format(n=out_of_play)))
    if setup == "assigned" and face != "sun":  # ruling S-8: the assigned tables are for the sun face
        notes.append(("warning", _("Assigned works on the sun face only: choose Draft, or Sun.")))
        return notes
    notes.append(("small", _("The faces differ in the regions of {n} provinces.").format(n=_regions_differing())))
    notes.append(("small", _("Assigned: each seat starts on set provinces.") if setup == "assigned" else
                  _("Draft: take turns picking province cards.")))
    return notes
