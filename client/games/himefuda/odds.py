"""姬札大戰's exact expected casualties of an attack, from the dice rules (H-5). Pure.

Each side rolls one die; a strength roll counts the die when it is at most the value,
else 1. All 36 pairs are equally likely, so the distribution is exact. Cached by
(values, cap): there are only a few hundred different questions in a game.
"""
from __future__ import annotations

import functools
from fractions import Fraction

from . import dice

FACES = range(1, dice.SIDES + 1)


def _distribution(outcome, attack: int, defence: int) -> dict:
    """``outcome(attack strength, defence strength)`` → its chance over the 36 pairs of dice."""
    out: dict = {}
    for a_die in FACES:
        for d_die in FACES:
            key = outcome(dice.strength(a_die, attack), dice.strength(d_die, defence))
            out[key] = out.get(key, Fraction(0)) + Fraction(1, 36)
    return out


@functools.lru_cache(maxsize=None)
def melee_distribution(attack: int, defence: int, cap: int) -> dict[tuple[int, int], Fraction]:
    """(to the defender, to the attacker) → its chance, before any step back or answer."""
    return _distribution(lambda a, d: dice.melee_casualties(a, d, cap), attack, defence)


@functools.lru_cache(maxsize=None)
def shot_distribution(attack: int, defence: int, cap: int) -> dict[int, Fraction]:
    return _distribution(lambda a, d: dice.shot_casualties(a, d, cap), attack, defence)


@functools.lru_cache(maxsize=None)
def expected_melee(attack: int, defence: int, cap: int) -> tuple[Fraction, Fraction]:
    """Expected (to the defender, to the attacker), in thousands."""
    dist = melee_distribution(attack, defence, cap)
    return (sum((p * k[0] for k, p in dist.items()), Fraction(0)),
            sum((p * k[1] for k, p in dist.items()), Fraction(0)))


@functools.lru_cache(maxsize=None)
def expected_shot(attack: int, defence: int, cap: int) -> Fraction:
    return sum((p * k for k, p in shot_distribution(attack, defence, cap).items()), Fraction(0))


def success_chance(value: int) -> Fraction:
    """A success roll (成敗判定) at ``value``."""
    return Fraction(sum(1 for f in FACES if dice.success(f, value)), dice.SIDES)


def attack_odds(obs, action: str) -> tuple[Fraction, Fraction] | None:
    """Expected (to the target, to the attacker) of a ``melee:``/``shoot:`` action in ``obs``,
    read through the rules' own fight values (tired, 奇襲, changes, terrain); None for other actions. The
    castle guard fights with the garrison as its cap."""
    from client.core.actions import split

    from .vocabulary import CASTLE, MELEE, SHOOT

    verb, args = split(action)
    if verb not in (MELEE, SHOOT) or len(args) != 3:
        return None
    t = obs.units.get((int(args[1]), int(args[2])))
    if t is None:
        return None
    if args[0] == CASTLE:
        me = obs.to_act
        g = obs.pool.general(obs.guard[me])
        attack, cap = (g.melee[0] if verb == MELEE else g.shoot[0]), obs.castle[me]
    else:
        u = obs.unit_of(obs.to_act, args[0])
        if u is None:
            return None
        attack = obs.melee_attack_value(u) if verb == MELEE else obs.value(u, SHOOT, fight=True)
        cap = obs.cap(u)
        if verb == MELEE:
            return expected_melee(attack, obs.melee_defence_value(t, u), cap)
    if verb == MELEE:
        return expected_melee(attack, obs.value(t, MELEE, True, fight=True), cap)
    return expected_shot(attack, obs.value(t, SHOOT, True, fight=True), cap), Fraction(0)
