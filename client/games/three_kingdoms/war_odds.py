"""Exact odds for the table, computed ahead so a choice never waits for them.

``wars.national_odds`` is exact but its first large table takes about a third of a
second; computed in order of growing armies each entry reuses the smaller ones
(the slowest about 25 ms), so the view works through them a few milliseconds per
frame from the start (``step``) and anything asked before its turn is computed
then, in the same order (``national``).
"""
from __future__ import annotations

import time

from . import wars

MAX_TROOPS = wars.TROOPS_PER_PLAYER


def _order() -> list[tuple[int, int, int]]:
    keys = [(a, al, h) for a in range(1, MAX_TROOPS + 1) for al in range(MAX_TROOPS + 1)
            for h in range(MAX_TROOPS + 1 - al) if al + h]
    return sorted(keys, key=lambda k: (k[0] + k[1] + 2 * k[2], k))


class OddsTable:
    """The attacker's chance to take the target, fighting to the end, per (attackers, alert, holding)."""

    def __init__(self):
        self._todo = _order()
        self._done: dict[tuple[int, int, int], float] = {}

    def ready(self) -> bool:
        return not self._todo

    def step(self, budget_s: float = 0.003) -> None:
        """Compute entries for up to ``budget_s`` seconds (at least one)."""
        end = time.perf_counter() + budget_s
        while self._todo:
            self._compute(self._todo.pop(0))
            if time.perf_counter() >= end:
                break

    def _compute(self, key) -> float:
        if key not in self._done:
            self._done[key] = float(wars.national_odds(*key).attacker)
        return self._done[key]

    def national(self, attackers: int, alert: int, holding: int) -> float:
        key = (attackers, alert, holding)
        if key in self._done:
            return self._done[key]
        if key in self._todo:  # everything smaller first: each step stays short
            rank = _rank(key)
            while self._todo and _rank(self._todo[0]) <= rank:
                self._compute(self._todo.pop(0))
        return self._compute(key)


def _rank(key) -> tuple:
    return key[0] + key[1] + 2 * key[2], key


def occupation(large: bool) -> float:
    return float(wars.occupation_odds(large))
