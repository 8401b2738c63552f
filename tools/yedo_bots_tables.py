"""Yedo's bot strength: seeded matches between levels, the strong seat rotating.

    nice .venv/bin/python tools/yedo_bots_tables.py --strong normal --field random --games 100
    nice .venv/bin/python tools/yedo_bots_tables.py --strong normal --field easy --games 100 --think 0.5
    nice .venv/bin/python tools/yedo_bots_tables.py --strong hard --field normal --games 100

4 players (``--players``), the strong seat rotating (game k puts it on seat k mod 4), geisha mode, one bot
per decision seeded as selfplay seeds it (``bot_seed``), each deciding from its seat's
observation. Prints the strong seat's wins, their 95 % Wilson interval, each level's decision
time (median, p95) over every decision and over the searched ones, the actions per second
of the whole games, and the missions done per colour (all seats). ``--think`` overrides the search levels' budget (seconds per decision).

    nice -n 10 .venv/bin/python tools/yedo_bots_tables.py --strong hard --field normal --games 100 --iterations 8

``--iterations N``: no clock; normal searches N iterations per decision and hard N times the shipped ratio of
their think times (3N), so a match on a shared, loaded machine measures the bots and not the load.

    nice .venv/bin/python tools/yedo_bots_tables.py --times 30

``--times N``: each level's decision time (median, p95) at its own budget on N positions of
seeded random games where the search weighs more than one candidate.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.ai.bots import SearchBot, make_bot  # noqa: E402
from client.ai.hooks import hooks_for  # noqa: E402
from client.ai.timing import level_times, median_p95, play_timed, summary  # noqa: E402
from client.ai.worker import bot_seed  # noqa: E402
from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo.effects import COLOURS  # noqa: E402
from tools.three_kingdoms_tables import wilson  # noqa: E402


def level_iterations(level: str, normal: int | None) -> int | None:
    """``level``'s fixed iteration budget when normal searches ``normal`` (the shipped think-time ratio)."""
    if normal is None or level not in ("normal", "hard"):
        return None
    seconds = hooks_for(SPEC).think_seconds
    return round(normal * seconds[level] / seconds["normal"])


def bot_for(level: str, seed: int, think: float | None, iterations: int | None):
    """A bot of ``level``: on ``iterations`` without a clock if given, else on ``think`` seconds."""
    if iterations is None:
        return make_bot(SPEC, level, seed, think=think)
    bot = SearchBot(hooks_for(SPEC).for_level(level), seed, None, iterations)
    bot.level = level
    return bot


def play(seed: int, levels: list[str], times: dict, think: list[float | None], iterations: int | None = None):
    """One seeded game of ``levels`` (one per seat); returns the final state and its length
    (``iterations``: normal's fixed budget, see ``level_iterations``)."""
    st = SPEC.new_game(len(levels), SPEC.validate(len(levels), {}), seed)
    ply = play_timed(st, lambda seat, ply: bot_for(levels[seat], bot_seed(seed, seat, ply), think[seat],
                                                   level_iterations(levels[seat], iterations)),
                     levels, times)
    return st, ply


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--strong", default="normal")
    p.add_argument("--field", default="random")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--think", type=float, default=None)
    p.add_argument("--field-think", type=float, default=None, help="the field's budget, if not --think")
    p.add_argument("--iterations", type=int, default=None,
                   help="no clock: normal's iterations per decision (hard: the shipped ratio times these)")
    p.add_argument("--players", type=int, default=4, help="seats (the strong one rotates over them)")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--times", type=int, default=0, help="time N decisions per level instead")
    args = p.parse_args()
    if args.times:
        return time_decisions(args.times, args.seed)
    wins, plies, times, done = 0.0, 0, {}, Counter()
    n = args.players
    start = time.perf_counter()
    for k in range(args.games):
        strong = k % n
        levels = [args.field] * n
        levels[strong] = args.strong
        thinks = [args.think if args.field_think is None else args.field_think] * n
        thinks[strong] = args.think
        st, length = play(args.seed + k, levels, times, thinks, args.iterations)
        plies += length
        done.update(st.data.missions[m].colour for seat in st.completed for m in seat)
        winners = st.winners()
        wins += strong in winners
        if args.verbose:
            print(k, strong, st.scores(), winners, flush=True)
    spent = time.perf_counter() - start
    lo, hi = wilson(wins, args.games)
    budget = (f"iterations normal {level_iterations('normal', args.iterations)}, hard "
              f"{level_iterations('hard', args.iterations)}" if args.iterations
              else f"think {args.think}/{args.field_think}")
    print(f"{args.strong} vs {n - 1} {args.field}, {n} players, {args.games} games (seeds {args.seed}–"
          f"{args.seed + args.games - 1}, strong seat rotating, {budget}): {args.strong} wins {wins:g} = "
          f"{wins / args.games:.0%}, 95 % Wilson [{lo:.1%}, {hi:.1%}]; {plies / spent:.0f} actions/s; {spent:.0f} s")
    print("  missions done per game, all seats: " + ", ".join(f"{c} {done[c] / args.games:.2f}" for c in COLOURS))
    for level, rows in times.items():
        print(summary(level, rows), flush=True)


def time_decisions(count: int, seed: int) -> None:
    from client.ai.hooks import hooks_for

    hooks = hooks_for(SPEC)
    found, game = [], seed
    rng = random.Random(seed)
    while len(found) < count:
        st = SPEC.new_game(4, SPEC.validate(4, {}), game)
        while not st.is_over() and len(found) < count:
            obs = st.observation(st.to_act)
            if rng.random() < 0.05 and len(hooks.candidate_actions(obs)) > 1:
                found.append((obs, game, len(found)))
            st.apply(rng.choice(st.legal_actions()))
        game += 1
    print(f"{len(found)} positions with more than one candidate (random games, seeds {seed}–{game - 1})")
    for level, spent in level_times(SPEC, found):
        print(f"  {level}: {median_p95(spent)}", flush=True)


if __name__ == "__main__":
    main()
