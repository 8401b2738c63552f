"""Shogun rules throughput: complete random games per second, actions per second.

    .venv/bin/python bench/bench_shogun.py            # 3/4/5 players x sun/moon, 20 games each
    .venv/bin/python bench/bench_shogun.py -n 50 --setup assigned

Each game is played from ``new_game`` to the end by a uniform random choice
among ``legal_actions()`` (the same policy as the conformance checker, without
its checks). Budget (the issue): one 5-player random game in under 0.2 s.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.bench import random_game  # noqa: E402
from client.games.shogun import SPEC  # noqa: E402

BUDGET_5P = 0.2


def play(players: int, options: dict, seed: int) -> int:
    return random_game(SPEC, players, options, seed)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=20)
    parser.add_argument("--setup", choices=("draft", "assigned"), default="draft")
    args = parser.parse_args(argv)
    play(4, {}, 0)  # warm the board cache
    print(f"{'players':>7} {'face':>5} {'games/s':>8} {'actions/s':>10} {'ms/game':>8} {'actions/game':>12}")
    worst_5p = 0.0
    for players in (3, 4, 5):
        for face in ("sun", "moon"):
            if face == "moon" and args.setup == "assigned":
                continue
            options = {"face": face, "setup": args.setup}
            steps = 0
            start = time.perf_counter()
            slowest = 0.0
            for seed in range(args.games):
                t = time.perf_counter()
                steps += play(players, options, seed)
                slowest = max(slowest, time.perf_counter() - t)
            elapsed = time.perf_counter() - start
            if players == 5:
                worst_5p = max(worst_5p, slowest)
            print(f"{players:>7} {face:>5} {args.games / elapsed:>8.1f} {steps / elapsed:>10.0f} "
                  f"{1000 * elapsed / args.games:>8.1f} {steps / args.games:>12.0f}")
    verdict = "within" if worst_5p < BUDGET_5P else "OVER"
    print(f"slowest 5-player game: {1000 * worst_5p:.1f} ms ({verdict} the {1000 * BUDGET_5P:.0f} ms budget)")
    return 0 if worst_5p < BUDGET_5P else 1


if __name__ == "__main__":
    raise SystemExit(main())
