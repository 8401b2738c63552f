"""Seeded Himefuda Battle matches between two bot levels: wins, game length, how games end,
decision times. Each game draws random starter decks; the first player alternates between
the two levels (the rules draw the first seat, so level A sits wherever that puts it first
in even games and second in odd ones).

    nice -n 10 .venv/bin/python tools/himefuda_arena.py normal random --games 100 --seed 1
    nice -n 10 .venv/bin/python tools/himefuda_arena.py hard normal --think hard=0.06 --think normal=0.02

``--think LEVEL=SECONDS`` replaces a searching level's shipped think time (to fit a long
run into the time there is; say so with the figures). Game length is counted in turns of
both players (the cap, H-11, comes at 120: 60 each).
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.ai.bots import SearchBot, make_bot  # noqa: E402
from client.ai.timing import timed_choice  # noqa: E402
from client.ai.worker import bot_seed  # noqa: E402
from client.games import get  # noqa: E402
from client.games.himefuda.cards import pool  # noqa: E402
from client.games.himefuda.rules import HimefudaState  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def parse_think(items: list[str]) -> dict[str, float]:
    """``["hard=0.06", ...]`` → ``{"hard": 0.06}``: think times by searching level."""
    out = {}
    for item in items:
        level, sep, seconds = item.partition("=")
        if not sep or level not in ("normal", "hard"):
            raise SystemExit(f"--think takes normal=SECONDS or hard=SECONDS, not {item!r}")
        try:
            out[level] = float(seconds)
        except ValueError:
            raise SystemExit(f"--think: {seconds!r} is not a number of seconds") from None
        if out[level] <= 0:
            raise SystemExit(f"--think: {item!r} needs a positive time")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think", action="append", default=[], metavar="LEVEL=SECONDS",
                    help="a searching level's think time instead of the shipped one (repeatable)")
    args = ap.parse_args(argv)
    think = parse_think(args.think)
    spec = get("himefuda")
    decks = sorted(pool().decks)
    points, reasons, turns, cap = 0.0, Counter(), [], 0
    times: dict[str, list[float]] = {args.a: [], args.b: []}
    start = time.perf_counter()
    for k in range(args.games):
        seed = args.seed + k
        rng = random.Random(seed)
        chosen = [rng.choice(decks), rng.choice(decks)]
        state = HimefudaState(2, chosen, seed)
        a_seat = state.turn if k % 2 == 0 else 1 - state.turn
        levels = {a_seat: args.a, 1 - a_seat: args.b}
        moves = 0
        while not state.is_over():
            seat = state.to_act
            bot = make_bot(spec, levels[seat], bot_seed(seed, seat, moves), think.get(levels[seat]))
            obs = state.observation(seat)
            action, seconds, _ = timed_choice(bot, obs)
            if isinstance(bot, SearchBot) and len(bot.hooks.candidate_actions(obs)) > 1:
                times[levels[seat]].append(seconds)
            state.apply(action)
            moves += 1
        w = state.winners()
        points += 1.0 if w == [a_seat] else 0.5 if len(w) == 2 else 0.0
        reasons[state.end_reason] += 1
        cap += state.end_reason == "turn_cap"
        turns.append(state.turn_no)
        print(f"game {k + 1}: decks {chosen}, {args.a} seat {a_seat}, winners {w}, {state.end_reason}, "
              f"{state.turn_no} turns", flush=True)
    lo, hi = wilson(points, args.games)
    budgets = ", ".join(f"{level} {1000 * s:g} ms" for level, s in sorted(think.items())) or "shipped"
    print(f"{args.a} vs {args.b}: {points:g}/{args.games} points for {args.a} "
          f"(95 % Wilson {lo:.3f}-{hi:.3f}); think {budgets}; turns median {statistics.median(turns)}, "
          f"mean {statistics.mean(turns):.1f}, max {max(turns)}; ends {dict(reasons)}; "
          f"cap reached {cap} ({100 * cap / args.games:.0f} %); "
          f"{time.perf_counter() - start:.0f} s")
    for level, ts in times.items():
        if ts:
            ts.sort()
            print(f"  {level}: {len(ts)} searched decisions, median {1000 * statistics.median(ts):.1f} ms, "
                  f"p95 {1000 * ts[int(0.95 * (len(ts) - 1))]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
