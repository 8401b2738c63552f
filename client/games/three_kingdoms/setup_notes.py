"""What the seat setup screen tells about 3KingdomsBattle for a player count (pure: no pygame).

Every player's pieces, the tiles and what ends the game, from the rules core's own figures.
"""
from __future__ import annotations

from typing import Mapping

from client.i18n import _

from .rules import Options
from .tiles import load_tiles
from .vocabulary import COMMAND_CARDS, PLOTS, TROOPS


def setup_notes(players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
    rules = Options.from_mapping({k: v for k, v in options.items() if k in ("win_score", "turn_limit")})
    tiles = load_tiles().total
    return [
        ("subheading", _("With {n} players").format(n=players)),
        ("row", _("Troops each"), str(TROOPS)),
        ("row", _("Command cards each"), str(COMMAND_CARDS)),
        ("row", _("Plot cards each"), str(len(PLOTS))),
        ("row", _("Tiles in the stack"), str(tiles - 1)),
        ("row", _("Points to win at once"), str(rules.win_score)),
        ("small", _("The first player is drawn at random; play goes clockwise.")),
        ("small", _("Without a winner at {points} points, the game ends when the tiles run out, or after {turns} "
                    "turns in all (our safeguard).").format(points=rules.win_score, turns=rules.turn_limit)),
    ]
