"""Shogun bots' decision time per level: median and p95, over all decisions and searched ones.

    .venv/bin/python bench/bench_shogun_bots.py                  # 40 decisions, every level at its budget
    .venv/bin/python bench/bench_shogun_bots.py -n 20 --think 0.05
    .venv/bin/python bench/bench_shogun_bots.py --levels easy,normal --players 5

Positions come from seeded games played by easy bots (so they look like real
play: plans of whole cards, armies worth sending), taken where the seat to act
has more than one legal action. Every level decides on the same positions from
the seat's observation, timed around ``bot.choose``. For the search levels the
table also shows the *searched* decisions alone — those where the search had
more than one candidate (the bid, the daimyo track, targets, army counts);
the other steps of a plan are the heuristic's and answered at once.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.ai.bots import HeuristicBot, make_bot  # noqa: E402
from client.ai.worker import bot_seed  # noqa: E402
from client.core.match import BOT_LEVELS  # noqa: E402
from client.games.shogun import SPEC  # noqa: E402
from client.games.shogun.ai import AI  # noqa: E402


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(0, -(-int(fraction * 1000) * len(ordered) // 1000) - 1)]


def positions(players: int, options: dict, n: int, seed: int):
    """``n`` (state, game seed, ply) from easy-bot games where the seat has a real choice."""
    rng = random.Random(seed)
    found = []
    game_seed = seed
    while len(found) < n:
        st = SPEC.new_game(players, options, game_seed)
        ply = 0
        while not st.is_over() and len(found) < n:
            seat = st.to_act
            if len(st.legal_actions()) > 1 and rng.random() < 0.2:
                found.append((st.clone(), game_seed, ply))
            st.apply(HeuristicBot(AI, bot_seed(game_seed, seat, ply)).choose(st.observation(seat)))
            ply += 1
        game_seed += 1
    return found


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}" if seconds < 10 else f"{seconds * 1000:.0f}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--decisions", type=int, default=40)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--face", choices=("sun", "moon"), default="sun")
    parser.add_argument("--levels", default=",".join(BOT_LEVELS))
    parser.add_argument("--think", type=float, default=None, help="override the normal/hard budgets (s)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    spots = positions(args.players, {"face": args.face}, args.decisions, args.seed)
    searched = [len(AI.candidate_actions(st.observation(st.to_act))) > 1 for st, _, _ in spots]
    print(f"shogun, {args.players} players, {args.face} face: {len(spots)} decisions from easy-bot games "
          f"(seed {args.seed}), {sum(searched)} of them with more than one search candidate")
    header = (f"{'level':<7} {'budget s':>8} {'n':>4} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}   "
              f"{'searched n':>10} {'median ms':>10} {'p95 ms':>8} {'iters med':>9}")
    print(header)
    print("-" * len(header))
    for level in levels:
        times, search_times, iterations = [], [], []
        budget = "-"
        for (st, game_seed, ply), was_searched in zip(spots, searched):
            seat = st.to_act
            bot = make_bot(SPEC, level, bot_seed(game_seed, seat, ply), think=args.think)
            if hasattr(bot, "think_seconds"):
                budget = f"{bot.think_seconds:g}"
            obs = st.observation(seat)
            start = time.perf_counter()
            action = bot.choose(obs)
            elapsed = time.perf_counter() - start
            assert action in st.legal_actions(), (level, action)
            times.append(elapsed)
            stats = getattr(bot, "last_stats", None)
            if was_searched and stats is not None:
                search_times.append(elapsed)
                iterations.append(stats.iterations)
        row = (f"{level:<7} {budget:>8} {len(times):>4} {ms(statistics.median(times)):>10} "
               f"{ms(percentile(times, 0.95)):>8} {ms(max(times)):>8}   ")
        if search_times:
            row += (f"{len(search_times):>10} {ms(statistics.median(search_times)):>10} "
                    f"{ms(percentile(search_times, 0.95)):>8} {statistics.median(iterations):>9.0f}")
        else:
            row += f"{'-':>10} {'-':>10} {'-':>8} {'-':>9}"
        print(row, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
