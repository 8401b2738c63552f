"""姬札大戰's random-terrain option (ruling H-2): the rolls and what each cell's terrain does. Pure.

Each seat rolls one die for its own half of the field (a 6 is rolled again); the half-fields
and the terrain kinds, with their effects as data, come from the map through ``field_map``.
"""
from __future__ import annotations

import functools
import random

from . import dice, field_map
from .field import Zone
from .vocabulary import MELEE, SHOOT

PLAIN, RANDOM = "plain", "random"
CHOICES = (PLAIN, RANDOM)
REROLL = 6
# the map's ability names → the rules' stat names
_STATS = {"melee": MELEE, "shooting": SHOOT}

Layout = dict[Zone, str]  # every cell's terrain id
Modifiers = dict[tuple[Zone, str], tuple[int, int]]  # (zone, stat) → (+attack, +defence), only where not zero


def roll_half(rng: random.Random) -> list[int]:
    """The dice one seat rolls for its half: any 6s, then the half-field's number (1–5)."""
    rolls = [dice.roll(rng)]
    while rolls[-1] == REROLL:
        rolls.append(dice.roll(rng))
    return rolls


@functools.cache
def plain_layout() -> Layout:
    return {(lane, row): field_map.OPEN for row in range(field_map.ROWS) for lane in range(field_map.LANES)}


@functools.cache
def layout(halves: tuple[int, int] | None) -> Layout:
    """All 20 cells' terrain: the plain field, or side 0's and side 1's rolled halves. Shared: never mutate."""
    return plain_layout() if halves is None else field_map.load_field().layout(*halves)


@functools.cache
def modifiers(halves: tuple[int, int] | None) -> Modifiers:
    """What the terrain adds to a unit standing in each cell, by the stat it changes (read from the map)."""
    fm = field_map.load_field()
    out: Modifiers = {}
    for zone, kind in layout(halves).items():
        t = fm.terrain(kind)
        if t.ability in _STATS and (t.attack or t.defence):
            out[zone, _STATS[t.ability]] = (t.attack, t.defence)
    return out
