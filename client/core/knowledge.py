"""Whether a seat knows something a reader does not (pure: the rule that keeps the bots' reasons
from telling secrets).

A bot's note (what its search weighed: the moves, their tries and chances) is made from the
bot's own observation. Where that observation holds anything the reader cannot see (its hand,
its role, its secret mission, its face-down orders), every figure in the note may follow it: two
games that differ only in the bot's cards give other chances, other counts, other moves. So
before the end a reader is shown a note only where the bot knew nothing the reader does not.

The test is made from the reader's own observation alone, so that it answers the same in two
games the reader cannot tell apart: the reader's view is dealt out into several full worlds (a
fixed seed), and the bot's observation of each is compared. Where they all agree, the reader's
view pins down everything the bot saw; where any two differ, the bot held a secret. A secret the
dealing leaves as a placeholder (a hidden deck's name, say) looks alike in every world, so the
views must also be the same shape: in a dealt world, the bot's observation and the reader's are
compared as well, and any difference (the reader's own hand counts too) keeps the figures back.
"""
from __future__ import annotations

import json
import random

from client.core.game import GameState

#: worlds dealt from the reader's view: a secret with even two equally likely values agrees by
#: chance in all of them one time in 2**(WORLDS-1)
WORLDS = 12


def knows_more(seen: GameState, seat: int) -> bool:
    """Whether ``seat`` may know something that ``seen`` (an observation: the reader's view, or
    the public one for ``viewer`` None) does not. True when the worlds cannot be dealt."""
    if seen.viewer is not None and seen.viewer == seat:
        return False
    rng = random.Random(0)
    first = None
    for _ in range(WORLDS):
        try:
            world = seen.determinize(rng)
            key = _key(world.observation(seat))
            if first is None and key != _key(world.observation(seen.viewer)):
                return True
        except Exception:  # a view the rules cannot deal out: assume the seat knows more
            return True
        if first is None:
            first = key
        elif key != first:
            return True
    return False


def _key(obs: GameState) -> str:
    snap = obs.snapshot()
    snap.pop("viewer", None)
    snap.pop("events", None)  # each seat's own events: what they tell is in the state as well
    return json.dumps(snap, sort_keys=True, default=_plain)


def _plain(value):
    if isinstance(value, (set, frozenset)):
        return sorted(map(repr, value))
    return repr(value)
