"""3KingdomsBattle's measured tables: bot strength and the tile set's balance.

    nice .venv/bin/python tools/three_kingdoms_tables.py match --strong normal --field random --games 100
    nice .venv/bin/python tools/three_kingdoms_tables.py match --strong hard --field normal --games 100
    nice .venv/bin/python tools/three_kingdoms_tables.py match --strong hard --field normal --iterations normal=2,hard=32
    nice .venv/bin/python tools/three_kingdoms_tables.py times --decisions 60
    nice .venv/bin/python tools/three_kingdoms_tables.py tiles --level easy --games 100 --players 3,4,5
    nice .venv/bin/python tools/three_kingdoms_tables.py tiles --level normal --iterations 2

``--iterations N`` (match, tiles): the searching levels run a fixed N iterations a decision
(hard's paired search: N playouts) instead of their think time, so the table does not
depend on the machine's load; ``--iterations normal=16,hard=32`` gives each level its own.

``match``: 4 players, the strong seat rotating (game k puts it on seat k mod 4), one
bot per decision seeded as selfplay seeds it (``bot_seed``), each deciding from its
seat's observation. Prints the strong seat's wins (a shared win counts 1/k), their
95 % Wilson interval, and each level's decision time (median, p95) over every
decision and over the searched ones (more than one candidate).

``times``: each level's decision time (median, p95) on the same positions from seeded
easy-bot games where the search weighs more than one candidate, with the machine's
load average (the search's clock is the wall clock: a loaded machine stretches it).

``tiles``: games among bots of one level at each player count: the share of games
won by reaching the winning score, completed cities per game, tiles removed as
unplaceable (K-6), turns per game, the first seat's win rate (K-11's random first
player) and how often the K-14 turn limit ends a game. Prints a Markdown table.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.ai.bots import SearchBot, make_bot  # noqa: E402
from client.ai.hooks import hooks_for  # noqa: E402
from client.ai.timing import level_times, median_p95, play_timed, summary  # noqa: E402
from client.ai.worker import bot_seed  # noqa: E402
from client.games.three_kingdoms import SPEC  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson interval of a win rate."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def iteration_counts(text: str) -> dict[str, int]:
    """``16`` (every searching level) or ``normal=16,hard=32``."""
    if "=" not in text:
        return {"normal": int(text), "hard": int(text)}
    return {level.strip(): int(n) for level, n in (part.split("=") for part in text.split(","))}


def bot_for(level: str, seed: int, iterations: dict[str, int] | None = None):
    """A bot of ``level``; a searching level runs ``iterations[level]`` a decision if given, else
    its think time."""
    if not iterations or level not in iterations:
        return make_bot(SPEC, level, seed)
    bot = SearchBot(hooks_for(SPEC).for_level(level), seed, None, iterations[level])
    bot.level = level
    return bot


def play(players: int, seed: int, levels: list[str], times: dict | None = None,
         iterations: dict[str, int] | None = None):
    """One game; returns the final state and the first player. ``times[level]`` collects
    (seconds, searched)."""
    options = SPEC.validate(players, {})
    st = SPEC.new_game(players, options, seed)
    first = st.turn
    play_timed(st, lambda seat, ply: bot_for(levels[seat], bot_seed(seed, seat, ply), iterations), levels, times)
    return st, first


def match(args) -> None:
    wins = 0.0
    times: dict[str, list] = {}
    reasons: dict[str, int] = {}
    start = time.perf_counter()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    for k in range(args.games):
        strong = k % 4
        levels = [args.field] * 4
        levels[strong] = args.strong
        st, _ = play(4, args.seed + k, levels, times, args.iterations)
        winners = st.winners()
        if strong in winners:
            wins += 1 / len(winners)
        reasons[st.end_reason] = reasons.get(st.end_reason, 0) + 1
        if args.verbose:
            print(k, strong, st.points, winners, st.end_reason, flush=True)
    lo, hi = wilson(wins, args.games)
    budget = f", search iterations a decision {args.iterations}" if args.iterations else ""
    print(f"{args.strong} vs 3 {args.field}{budget}, 4 players, {args.games} games (seeds {args.seed}–"
          f"{args.seed + args.games - 1}, strong seat rotating): {args.strong} wins {wins:g} = "
          f"{wins / args.games:.0%}, 95 % Wilson [{lo:.1%}, {hi:.1%}]; ends {reasons}; "
          f"{time.perf_counter() - start:.0f} s, load average {load:.1f} at the start, "
          f"{os.getloadavg()[0] if hasattr(os, 'getloadavg') else float('nan'):.1f} at the end")
    for level, rows in times.items():
        print(summary(level, rows))


def times(args) -> None:
    from client.games.three_kingdoms import ai

    hooks = hooks_for(SPEC)
    found, seed = [], args.seed
    rng = random.Random(seed)
    while len(found) < args.decisions:
        st = SPEC.new_game(4, SPEC.validate(4, {}), seed)
        while not st.is_over() and len(found) < args.decisions:
            obs = st.observation(st.to_act)
            if rng.random() < 0.2 and len(hooks.candidate_actions(obs)) > 1:
                found.append((obs, seed, len(found)))
            st.apply(ai.decide(obs, rng, ai.EASY_NOISE))
        seed += 1
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{len(found)} searched positions from easy-bot games (seeds {args.seed}–{seed}), "
          f"load average {load:.1f} at the start")
    for level, spent in level_times(SPEC, found):
        budget = hooks.think_seconds.get(level)
        print(f"  {level}: {median_p95(spent)}"
              + (f" (budget {budget * 1000:.0f} ms)" if budget else ""), flush=True)


def tiles(args) -> None:
    budget = f", search iterations a decision {args.iterations}" if args.iterations else ""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.level} bots{budget}, {args.games} games per player count (seeds {args.seed}–"
          f"{args.seed + args.games - 1}), load average {load:.1f} at the start\n")
    print("| players | won by 8 points | cities completed / game | tiles removed / game | turns / game "
          "| first seat wins | turn limit reached |")
    print("|---|---|---|---|---|---|---|")
    for players in args.players:
        by_score = limit = first = 0.0
        cities, removed, turns = [], [], []
        for k in range(args.games):
            st, first_seat = play(players, args.seed + k, [args.level] * players, iterations=args.iterations)
            by_score += st.end_reason == "score"
            limit += st.end_reason == "limit"
            winners = st.winners()
            if first_seat in winners:
                first += 1 / len(winners)
            cities.append(len(st.board.completed_cities()))
            removed.append(len(st.removed))
            turns.append(st.turns)
        g = args.games
        lo, hi = wilson(first, g)
        print(f"| {players} | {by_score / g:.0%} | {statistics.mean(cities):.1f} | {statistics.mean(removed):.2f} "
              f"| {statistics.mean(turns):.0f} | {first / g:.0%} (fair {1 / players:.0%}; 95 % [{lo:.0%}, {hi:.0%}]) "
              f"| {limit / g:.0%} |", flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    m = sub.add_parser("match")
    m.add_argument("--strong", required=True)
    m.add_argument("--field", required=True)
    m.add_argument("--games", type=int, default=100)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--verbose", action="store_true")
    m.add_argument("--iterations", type=iteration_counts)
    d = sub.add_parser("times")
    d.add_argument("--decisions", type=int, default=60)
    d.add_argument("--seed", type=int, default=1)
    t = sub.add_parser("tiles")
    t.add_argument("--level", default="easy")
    t.add_argument("--games", type=int, default=100)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--players", type=lambda s: [int(x) for x in s.split(",")], default=[3, 4, 5])
    t.add_argument("--iterations", type=iteration_counts)
    args = p.parse_args()
    {"match": match, "times": times, "tiles": tiles}[args.command](args)


if __name__ == "__main__":
    main()
