#!/usr/bin/env python3
"""Measure each game's analysis noise: how far the drop a decision is graded by moves when only
the search's seed changes (client/ai/analysis.py keeps the figures as ``NOISE``).

For each game: ``--positions`` seeded positions (a 4-player game, or 2 for Himefuda, after a
seeded number of random moves, at a choice of two moves or more), a seeded random legal move as
the move played, and the decision graded with ``--seeds`` search seeds at ``--iterations``
iterations. The figure is the median, over the positions, of the standard deviation of the drop
(best chance − played chance, the move played counted 0 where it came out best) across the seeds.

    PYTHONPATH=. python tools/analysis_noise.py [--positions 12] [--seeds 5] [--iterations 200]
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from client.ai.analysis import ITERATIONS, grade_decision
from client.games import get

PLAYERS = {"shogun": 4, "samurai_sword": 4, "three_kingdoms": 4, "himefuda": 2, "yedo": 4}


def positions(game: str, count: int):
    """``count`` seeded positions of ``game`` at a choice, each with a move played."""
    spec = get(game)
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        rng = random.Random(seed)
        state = spec.new_game(PLAYERS[game], {}, seed)
        moves = rng.randrange(5, 120)
        for _ in range(moves):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_over() and len(state.legal_actions()) < 2:
            state.apply(state.legal_actions()[0])
        if state.is_over():
            continue
        out.append((len(out), state.observation(state.to_act), rng.choice(state.legal_actions())))
    return spec, out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--positions", type=int, default=12)
    p.add_argument("--seeds", type=int, default=5)
    p.add_argument("--iterations", type=int, default=ITERATIONS)
    p.add_argument("--game", action="append")
    args = p.parse_args()
    for game in args.game or PLAYERS:
        spec, found = positions(game, args.positions)
        spreads, stated = [], []
        start = time.process_time()
        for step, obs, played in found:
            drops = []
            for seed in range(args.seeds):
                d = grade_decision(spec, obs, played, step, seed, args.iterations)
                drops.append(d.drop)
                stated.append(d.noise)
            spreads.append(statistics.stdev(drops))
        print(json.dumps({"game": game, "noise": round(statistics.median(spreads), 4),
                          "noise_p90": round(sorted(spreads)[int(0.9 * (len(spreads) - 1))], 4),
                          "stated_noise_median": round(statistics.median(stated), 4),
                          "cpu_seconds_per_decision": round((time.process_time() - start) / len(stated), 3)}),
              flush=True)


if __name__ == "__main__":
    main()
