"""The arena's few statistics: one Wilson interval for every tool that reports a win rate."""
from __future__ import annotations

import math


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate of ``wins`` in ``n`` (a shared win counts as its
    fraction); (0, 1) for no games. Holds near 0 and 1, where the normal approximation fails."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)
