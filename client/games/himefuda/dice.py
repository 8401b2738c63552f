"""姬札大戰's dice (ruling H-5) as pure functions: one ``rng.randint(1, 6)`` per die."""
from __future__ import annotations

import random

SIDES = 6


def roll(rng: random.Random) -> int:
    return rng.randint(1, SIDES)


def strength(die: int, value: int) -> int:
    """A strength roll (力度判定): the die when it is at most the value, else 1."""
    return die if die <= value else 1


def success(die: int, value: int) -> bool:
    """A success roll (成敗判定): the die at most the value."""
    return die <= value


def melee_casualties(attack: int, defence: int, cap: int) -> tuple[int, int]:
    """(to the defender, to the attacker) of a melee: the difference in thousands when the
    attack is stronger (at most ``cap``), else a stalemate (鑿戰) costing each side 1."""
    if attack > defence:
        return min(attack - defence, cap), 0
    return min(1, cap), 1


def shot_casualties(attack: int, defence: int, cap: int) -> int:
    """A shot: the difference when stronger, 1 on a tie, nothing when the defence is stronger."""
    if attack > defence:
        return min(attack - defence, cap)
    return min(1, cap) if attack == defence else 0
