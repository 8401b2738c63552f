"""Hard 3KingdomsBattle's search: every candidate played out on the same sampled worlds (pure).

At 150 ms the generic ISMCTS reaches a few dozen iterations, a handful per root
candidate, and its values are too noisy to leave the heuristic's first choice (it
did in 1 of 30 sampled positions). Here each sampled world — the unseen stack
shuffled, and one seed for the dice and the rollout's choices — is played out once
after *every* candidate still in the race, so they are compared on the same draws
and the same luck (common random numbers; ``playout`` reseeds both at every turn so
the luck stays lined up after the candidates part ways). The answer leaves the first
candidate only when another's mean difference to it beats ``margin`` plus ``z``
standard errors, so noise falls back on the heuristic; a candidate clearly worse than
the first (``drop_z``) stops costing playouts.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable

from client.ai.ismcts import GoOn, SearchStats


def paired_search(obs, hooks, rng: random.Random, think_seconds: float | None,
                  max_iterations: int | None = None, cancel: Callable[[], bool] | None = None,
                  go_on: GoOn | None = None,
                  margin: float = 0.02, z: float = 1.6, drop_z: float = 1.0, min_worlds: int = 4):
    """The answer for ``obs.to_act`` and its ``SearchStats`` (iterations: playouts; ``seat_values``:
    every seat's mean value over the playouts, as ISMCTS keeps them).

    ``hooks`` gives ``candidate_actions``, ``determinize``, ``playout(world, seed, seat)``
    and ``values``. A new world begins only while ``think_seconds`` leave time for one
    more (as long as the last took) and ``max_iterations`` playouts are not exceeded; one
    that runs out of time is dropped. The first playout always runs unless ``cancel()`` is
    already true. With ``go_on`` (``ismcts.GoOn``), the budget spent, new worlds begin while
    ``go_on.wanted`` says so, within ``go_on``'s own bounds."""
    clock = time.perf_counter
    start = clock()
    stats = SearchStats()
    cands = hooks.candidate_actions(obs)
    if not cands:
        raise ValueError("no legal action: the game is over")
    if len(cands) == 1:
        stats.seconds = clock() - start
        return cands[0], stats
    me = obs.to_act
    deadline = math.inf if think_seconds is None else start + think_seconds
    alive = list(range(len(cands)))
    total = [0.0] * len(cands)
    diff = [0.0] * len(cands)  # sums of (value of candidate i) − (value of the first), per world
    diff2 = [0.0] * len(cands)
    squares = [0.0] * len(cands)  # sums of each candidate's squared values
    seen = [0] * len(cands)  # worlds each candidate was played out on
    playouts = 0
    seat_totals: list[float] = []  # every seat's values summed over the kept playouts
    last = 0.0  # seconds the last world took
    going_on = False  # past the budget, within go_on's bounds
    while len(alive) > 1:
        began = clock()
        if playouts and ((max_iterations is not None and playouts + len(alive) > max_iterations)
                         or began + last > deadline):
            if go_on is None or going_on:
                break
            going_on = True
            max_iterations, deadline = go_on.bounds(start)
            continue  # within those bounds yet?
        if going_on and not go_on.wanted(*_figures(cands, total, seen)):
            break
        if cancel is not None and cancel():
            stats.cancelled = True
            break
        world = hooks.determinize(obs, rng)
        seed = rng.randrange(1 << 30)
        values, vectors = {}, []
        for i in alive:
            if playouts + len(values) and clock() >= deadline:
                break  # out of time in mid-world: the world is dropped (a half world pairs nothing)
            w = world.clone()
            w.apply(cands[i])
            hooks.playout(w, seed, me)
            vector = hooks.values(w)
            vectors.append(vector)
            values[i] = vector[me]
        playouts += len(values)
        if len(values) < len(alive):
            break
        for vector in vectors:  # every seat's value, for the review's chance chart
            seat_totals = seat_totals or [0.0] * len(vector)
            for seat, value in enumerate(vector):
                seat_totals[seat] += value
        for i, v in values.items():
            d = v - values[0]
            total[i] += v
            squares[i] += v * v
            diff[i] += d
            diff2[i] += d * d
            seen[i] += 1
        last = clock() - began
        if seen[0] >= min_worlds:
            alive = [i for i in alive if not i or _mean(diff, i, seen) + drop_z * _stderr(diff, diff2, i, seen) >= 0]
    stats.iterations = playouts
    stats.seconds = clock() - start
    kept = sum(seen)  # the playouts of whole worlds
    if kept:
        stats.seat_values = [total / kept for total in seat_totals]
    stats.visits, stats.values = _figures(cands, total, seen)
    for i, action in enumerate(cands):
        if seen[i] >= 2:
            stats.deviations[action] = _stderr(total, squares, i, seen) * math.sqrt(seen[i])
    best = max(range(len(cands)), key=lambda i: (_mean(diff, i, seen) if seen[i] else -math.inf, -i))
    if best and seen[best] >= min_worlds and _mean(diff, best, seen) > margin + z * _stderr(diff, diff2, best, seen):
        return cands[best], stats
    return cands[0], stats


def _figures(cands, total, seen) -> tuple[dict[str, int], dict[str, float]]:
    """The candidates played out so far: their worlds and mean values."""
    played = [i for i in range(len(cands)) if seen[i]]
    return {cands[i]: seen[i] for i in played}, {cands[i]: total[i] / seen[i] for i in played}


def _mean(diff, i, seen) -> float:
    return diff[i] / seen[i]


def _stderr(diff, diff2, i, seen) -> float:
    n = seen[i]
    if n < 2:
        return math.inf
    mean = diff[i] / n
    return math.sqrt(max(0.0, diff2[i] / n - mean * mean) / (n - 1))
