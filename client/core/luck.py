"""Was a move's outcome luck or a choice, as a seat could tell?

A move is luck when what came of it could have come out otherwise for all the mover's eyes (or
the review's) knew: a die, a card drawn, the cubes out of the tower, a secret coming to light.
It is a choice when every world those eyes cannot tell apart comes out the same. The worlds are
drawn from the eyes' own observation only (``GameState.determinize``), so the answer tells
nothing those eyes cannot see; a move those worlds do not allow (it needs a secret of another
seat's) gets no answer.
"""
from __future__ import annotations

import json
import random

from client.core.errors import IllegalAction
from client.core.game import GameState

LUCK, CHOICE = "luck", "choice"
WORLDS = 6  # the worlds drawn: enough for a die or a draw to come out otherwise at least once


def move_kind(before: GameState, action: str, eyes: int | None) -> str | None:
    """``LUCK`` or ``CHOICE`` for ``action`` played at ``before`` (the true state), as ``eyes``
    (a seat, None: the table) can tell from their observation; None: they cannot tell."""
    seen = before.observation(eyes)
    outcomes: set[str] = set()
    for k in range(WORLDS):
        world = seen.determinize(random.Random(7919 * k + 1))
        try:
            world.apply(action)
        except IllegalAction:
            continue
        outcomes.add(json.dumps(world.observation(eyes).snapshot(), sort_keys=True, default=str))
        if len(outcomes) > 1:
            return LUCK
    return CHOICE if outcomes else None
