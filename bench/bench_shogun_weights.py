"""Shogun heuristic weights: one weight set's heuristic against three of the base set.

    .venv/bin/python bench/bench_shogun_weights.py --games 1200 '{"chest_early": 0.25}'
    .venv/bin/python bench/bench_shogun_weights.py --games 400 '{"scorings_early": 2.2, "war": 0.6}' --players 5

The heuristic alone plays (no search, no noise: about 0.1 s a game), so a weight
set can be judged on thousands of games. Each game is played twice on the same
seed — the tested set in the rotating seat, then the base set in that seat — and
the table shows both win rates and their paired difference with a 95 % interval
(the games the weights did not change cancel out). It tells whether a change to the
heuristic's weights (``Weights`` in client/games/shogun/ai.py) is worth measuring
with the search levels, whose own figures come from ``python -m client arena shogun``.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.games.shogun import SPEC  # noqa: E402
from client.games.shogun import ai  # noqa: E402


def play(seed: int, strong: int, weights: ai.Weights, players: int, options) -> float:
    """The strong seat's share of the win in one seeded game."""
    st = SPEC.new_game(players, options, seed)
    while not st.is_over():
        seat = st.to_act
        st.apply(ai._decide(st.observation(seat), None, 0.0, w=weights if seat == strong else ai.BASE))
    winners = st.winners()
    return 1.0 / len(winners) if strong in winners else 0.0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("weights", help="a JSON object of Weights fields to change")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--face", choices=("sun", "moon"), default="sun")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    weights = dataclasses.replace(ai.BASE, **json.loads(args.weights))
    changed = {f.name: getattr(weights, f.name) for f in dataclasses.fields(weights)
               if getattr(weights, f.name) != getattr(ai.BASE, f.name)}
    options = SPEC.validate(args.players, {"face": args.face})
    start = time.perf_counter()
    tested, base = [], []
    for k in range(args.games):
        seed, strong = args.seed + k, k % args.players
        tested.append(play(seed, strong, weights, args.players, options))
        base.append(play(seed, strong, ai.BASE, args.players, options))
    n = args.games
    diff = [a - b for a, b in zip(tested, base)]
    mean = sum(diff) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    print(f"shogun, {args.players} players, {args.face} face, seeds {args.seed}…{args.seed + n - 1}, "
          f"the seat rotating; {time.perf_counter() - start:.0f} s")
    print(f"weights changed: {json.dumps(changed)}")
    print(f"{'set':<8} {'games':>6} {'wins':>8} {'rate':>7}")
    print(f"{'tested':<8} {n:>6} {sum(tested):>8.1f} {sum(tested) / n:>7.3f}")
    print(f"{'base':<8} {n:>6} {sum(base):>8.1f} {sum(base) / n:>7.3f}")
    print(f"paired difference {mean:+.3f} (95 % {mean - half:+.3f} … {mean + half:+.3f}); "
          f"{sum(1 for d in diff if d)} games changed hands")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
