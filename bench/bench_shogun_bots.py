"""Shogun bots' decision time per level: median and p95, over all decisions and searched ones.

    .venv/bin/python bench/bench_shogun_bots.py                  # 40 decisions, every level at its budget
    .venv/bin/python bench/bench_shogun_bots.py -n 20 --think 0.05
    .venv/bin/python bench/bench_shogun_bots.py --levels easy,normal --players 5
    .venv/bin/python bench/bench_shogun_bots.py match --strong normal --field easy --games 50 --think 1
    .venv/bin/python bench/bench_shogun_bots.py match --strong hard --field normal --iterations 900 --field-iterations 300
    .venv/bin/python bench/bench_shogun_bots.py noise --games 400
    .venv/bin/python bench/bench_shogun_bots.py model --level normal --games 3

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
import math
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
from client.games.shogun.ai import AI, EASY_NOISE, ShogunAI, _hidden_rows, imagine_plan  # noqa: E402
from client.games.shogun.layout import NSLOTS  # noqa: E402
from client.games.shogun.rules import PLAN  # noqa: E402


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


def table_head(title: str, header: str) -> None:
    print(title)
    print(header)
    print("-" * len(header))


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}" if seconds < 10 else f"{seconds * 1000:.0f}"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson interval of a win rate (shared wins count as fractions)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def match(argv) -> int:
    """One strong level against a field of another, the strong seat rotating game by game.

        .venv/bin/python bench/bench_shogun_bots.py match --strong normal --field easy --games 40 --think 0.05
        .venv/bin/python bench/bench_shogun_bots.py match --strong hard --field normal --think 0.3 --field-think 0.1

    Prints one JSON line per game (seed, strong seat, winners, its share, its searched
    decisions' times) and a summary line: wins (shared wins as fractions), rate, 95 % interval.
    """
    import json

    parser = argparse.ArgumentParser(prog="bench_shogun_bots.py match")
    parser.add_argument("--strong", default="normal")
    parser.add_argument("--field", default="easy")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--face", choices=("sun", "moon"), default="sun")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=None, help="the strong level's budget (s)")
    parser.add_argument("--field-think", type=float, default=None, help="the field's budget (s)")
    parser.add_argument("--iterations", type=int, default=None,
                        help="the strong level's budget as search iterations (no clock: results "
                             "do not depend on the machine's load)")
    parser.add_argument("--field-iterations", type=int, default=None,
                        help="the field's budget as search iterations")
    args = parser.parse_args(argv)
    options = SPEC.validate(args.players, {"face": args.face})
    total = 0.0
    times: list[float] = []
    for k in range(args.games):
        seed = args.seed + k
        strong = k % args.players
        levels = [args.field] * args.players
        levels[strong] = args.strong
        st = SPEC.new_game(args.players, options, seed)
        ply = 0
        mine: list[float] = []
        start = time.perf_counter()
        while not st.is_over():
            seat = st.to_act
            think = args.think if seat == strong else args.field_think
            iterations = args.iterations if seat == strong else args.field_iterations
            if iterations is not None:
                think = math.inf
            bot = make_bot(SPEC, levels[seat], bot_seed(seed, seat, ply), think=think,
                           max_iterations=iterations)
            obs = st.observation(seat)
            t0 = time.perf_counter()
            action = bot.choose(obs)
            if seat == strong:
                stats = getattr(bot, "last_stats", None)
                if stats is None or stats.iterations:
                    mine.append(time.perf_counter() - t0)
            st.apply(action)
            ply += 1
        winners = st.winners()
        share = 1.0 / len(winners) if strong in winners else 0.0
        total += share
        times.extend(mine)
        print(json.dumps({"seed": seed, "strong": strong, "levels": levels, "winners": winners,
                          "share": round(share, 3), "scores": st.scores(),
                          "decisions": len(mine), "median_ms": round(1000 * statistics.median(mine), 1) if mine else None,
                          "seconds": round(time.perf_counter() - start, 1)}), flush=True)
    lo, hi = wilson(total, args.games)
    summary = {"summary": f"{args.strong} vs {args.players - 1} {args.field}", "games": args.games,
               "wins": round(total, 2), "rate": round(total / max(1, args.games), 3),
               "ci95": [round(lo, 3), round(hi, 3)], "think": args.think, "field_think": args.field_think,
               "iterations": args.iterations, "field_iterations": args.field_iterations}
    if times:
        summary["decision_median_ms"] = round(1000 * statistics.median(times), 1)
        summary["decision_p95_ms"] = round(1000 * percentile(times, 0.95), 1)
    print(json.dumps(summary), flush=True)
    return 0


def noise_table(argv) -> int:
    """How the heuristic's noise weakens it: one seat at each noise level against three at
    the field's (the easy level's by default), the seat rotating game by game. Heuristic
    games take a fraction of a second, so hundreds of games settle what a search match cannot.

        .venv/bin/python bench/bench_shogun_bots.py noise --games 400 --levels 0,0.35,0.7 --field 0.35
    """
    parser = argparse.ArgumentParser(prog="bench_shogun_bots.py noise")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--levels", default="0,0.35,0.5,0.7,1.0", help="the lone seat's noise levels")
    parser.add_argument("--field", type=float, default=EASY_NOISE, help="the other seats' noise")
    args = parser.parse_args(argv)
    options = SPEC.validate(args.players, {"face": "sun"})
    field = heuristic_with_noise(args.field)
    table_head(f"shogun, {args.players} players, sun face: one heuristic seat against "
               f"{args.players - 1} at noise {args.field:g} (easy is {EASY_NOISE:g}), {args.games} games each, "
               f"seeds {args.seed}–{args.seed + args.games - 1}",
               f"{'noise':>6} {'wins':>7} {'rate':>6} {'95 % interval':>14} {'mean place':>11}")
    for level in [float(x) for x in args.levels.split(",") if x.strip()]:
        lone = heuristic_with_noise(level)
        total = place = 0.0
        for k in range(args.games):
            seed, seat = args.seed + k, k % args.players
            st = SPEC.new_game(args.players, options, seed)
            ply = 0
            while not st.is_over():
                s = st.to_act
                hooks = lone if s == seat else field
                st.apply(HeuristicBot(hooks, bot_seed(seed, s, ply)).choose(st.observation(s)))
                ply += 1
            winners = st.winners()
            total += 1.0 / len(winners) if seat in winners else 0.0
            mine = st.rank_key(seat)
            place += 1 + sum(1 for s in range(args.players) if st.rank_key(s) > mine)
        lo, hi = wilson(total, args.games)
        print(f"{level:>6g} {total:>7g} {total / args.games:>6.3f} {f'{lo:.3f}–{hi:.3f}':>14} "
              f"{place / args.games:>11.2f}", flush=True)
    return 0


def model_table(argv) -> int:
    """How well the plans a search imagines for the other seats predict their real face-down
    plans: games where every seat is a bot of one level; when a season's planning ends, each seat's
    observation imagines every other seat's face-down cards (as ``ShogunAI.determinize``
    does) at each noise, and the guesses are checked against the true plan.

        .venv/bin/python bench/bench_shogun_bots.py model --level normal --iterations 300 --games 3
    """
    parser = argparse.ArgumentParser(prog="bench_shogun_bots.py model")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--face", choices=("sun", "moon"), default="sun")
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--iterations", type=int, default=300, help="the level's budget as search iterations")
    parser.add_argument("--noise", default="0,0.05,0.1,0.35", help="the imagined plans' noises (points)")
    parser.add_argument("--samples", type=int, default=3, help="noisy plans imagined per seat and noise")
    args = parser.parse_args(argv)
    noises = [float(x) for x in args.noise.split(",")]
    options = SPEC.validate(args.players, {"face": args.face})
    cards = {n: [0, 0] for n in noises}  # face-down cards guessed right, guessed
    plans = {n: [0, 0] for n in noises}  # whole face-down plans guessed right, guessed
    for k in range(args.games):
        seed = args.seed + k
        st = SPEC.new_game(args.players, options, seed)
        ply = 0
        while not st.is_over():
            seat = st.to_act
            bot = make_bot(SPEC, args.level, bot_seed(seed, seat, ply), think=math.inf,
                           max_iterations=args.iterations)
            was = st.phase
            st.apply(bot.choose(st.observation(seat)))
            ply += 1
            if was != PLAN or st.phase == PLAN:
                continue
            rng = random.Random(seed * 1000 + ply)
            for viewer in range(args.players):
                obs = st.observation(viewer)
                for other, (unknown, pool, _) in _hidden_rows(obs).items():
                    truth = [st.plan[other * NSLOTS + slot] for slot in unknown]
                    for noise in noises:
                        for _ in range(args.samples if noise else 1):
                            plan = imagine_plan(obs, other, unknown, pool, rng, noise)
                            right = sum(plan.get(slot) == card for slot, card in zip(unknown, truth))
                            cards[noise][0] += right
                            cards[noise][1] += len(unknown)
                            plans[noise][0] += right == len(unknown)
                            plans[noise][1] += 1
    table_head(f"shogun, {args.players} players, {args.face} face: {args.games} game(s) of {args.players} {args.level} bots "
               f"({args.iterations} iterations, seeds {args.seed}–{args.seed + args.games - 1}); "
               f"imagined face-down plans against the true ones",
               f"{'noise':>6} {'cards':>7} {'right':>7} {'share':>6}   {'plans':>6} {'right':>6} {'share':>6}")
    for noise in noises:
        (cr, cn), (pr, pn) = cards[noise], plans[noise]
        print(f"{noise:>6g} {cn:>7} {cr:>7} {cr / max(1, cn):>6.2f}   {pn:>6} {pr:>6} {pr / max(1, pn):>6.2f}")
    return 0


def heuristic_with_noise(noise: float) -> ShogunAI:
    hooks = ShogunAI()
    hooks.noise = noise
    return hooks


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "match":
        return match(argv[1:])
    if argv and argv[0] == "noise":
        return noise_table(argv[1:])
    if argv and argv[0] == "model":
        return model_table(argv[1:])
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
