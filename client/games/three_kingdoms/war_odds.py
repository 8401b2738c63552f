"""The odds the table shows before a war or an occupation, fast enough to never hold up a frame.

``wars.national_odds`` is exact (fractions) but its first large table takes about a
second (measured: 1.15 s for every army up to 8 against 8, the slowest single entry
0.3 s when asked cold). The table here runs the same recursion in floating point:
every entry in 70 ms on a loaded 2-core machine, 8 against 8 holding cold in 13 ms
(``warm`` computes that at the table's start); entries are kept. The tests hold it
equal to the exact one for every army size.
"""
from __future__ import annotations

import functools
import math

from . import wars

MAX_TROOPS = wars.TROOPS_PER_PLAYER
HIT = (wars.SIDES - wars.HIT_FROM + 1) / wars.SIDES


@functools.lru_cache(maxsize=None)
def _hits(dice: int) -> tuple[float, ...]:
    return tuple(math.comb(dice, k) * HIT ** k * (1 - HIT) ** (dice - k) for k in range(dice + 1))


@functools.lru_cache(maxsize=None)
def _attacker_wins(attackers: int, alert: int, holding: int, first: bool) -> float:
    """The attacker's chance to take the city fighting to the end (``wars._national_odds``
    with no retreat): after the first exchange an exchange where nothing hits is rolled again."""
    if not attackers or not alert + holding:
        return 1.0 if attackers else 0.0
    total = stay = 0.0
    for a_hits, pa in enumerate(_hits(attackers)):
        new_alert, new_holding, _t, _r = wars.apply_attacker_hits(a_hits, alert, holding)
        for d_hits, pd in enumerate(_hits(alert + holding)):
            after = max(0, attackers - d_hits)
            if not first and (after, new_alert, new_holding) == (attackers, alert, holding):
                stay += pa * pd
                continue
            total += pa * pd * _attacker_wins(after, new_alert, new_holding, False)
    return total / (1 - stay)


def national(attackers: int, alert: int, holding: int) -> float:
    """The chance that ``attackers`` alert troops take a city held by ``alert`` + ``holding`` troops."""
    if alert + holding == 0:
        return 1.0
    return _attacker_wins(max(1, attackers), alert, holding, True)


def warm() -> None:
    """Compute the largest war (and with it most of the table) ahead of the first choice."""
    national(MAX_TROOPS, 0, MAX_TROOPS)


def occupation(large: bool) -> float:
    return float(wars.occupation_odds(large))
