"""Samurai Sword bots against random bots: the bot's camp's win rate, a control, decision times.

    .venv/bin/python bench/bench_samurai_bots.py --level normal --games 200 --think 0.05
    .venv/bin/python bench/bench_samurai_bots.py --level easy --games 1000 --players 5

Game ``k`` uses seed ``seed + k`` with the bot in seat ``k % players`` (so every seat,
and with the dealt roles every role, takes its turn) and random bots elsewhere
(``--others easy``: easy bots),
exactly as ``python -m client selfplay samurai_sword --bots ...`` plays it (a fresh
bot per decision, seeded with ``bot_seed``). The bot's camp wins when the winners
include its seat. The control replays the same seed with the others' level in that seat:
the base rate the bot has to beat. Decision times are taken around ``bot.choose``
for the bot's decisions with more than one legal action.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.ai.bots import make_bot  # noqa: E402
from client.ai.worker import bot_seed  # noqa: E402
from client.games.samurai_sword import SPEC  # noqa: E402


def play(players: int, seed: int, levels: list[str], think: float | None, times: list[float] | None = None,
         timed: str = ""):
    st = SPEC.new_game(players, {}, seed)
    ply = 0
    while not st.is_over():
        seat = st.to_act
        bot = make_bot(SPEC, levels[seat], bot_seed(seed, seat, ply), think=think)
        obs = st.observation(seat)
        start = time.perf_counter()
        action = bot.choose(obs)
        if times is not None and levels[seat] == timed and len(obs.legal_actions()) > 1:
            times.append(time.perf_counter() - start)
        st.apply(action)
        ply += 1
    return st


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=None, help="seconds per search decision")
    parser.add_argument("--others", default="random", help="the level of every other seat (default random)")
    parser.add_argument("--no-control", action="store_true", help="skip the control games (the others' level in every seat)")
    args = parser.parse_args(argv)
    n = args.players
    wins = control = 0
    by_role: dict[str, list[int]] = {}
    times: list[float] = []
    start = time.perf_counter()
    for k in range(args.games):
        seed, seat = args.seed + k, k % n
        levels = [args.others] * n
        levels[seat] = args.level
        st = play(n, seed, levels, args.think, times, args.level)
        won = seat in st.winners()
        wins += won
        row = by_role.setdefault(st.roles[seat], [0, 0, 0])
        row[0] += won
        row[1] += 1
        if not args.no_control:
            base = seat in play(n, seed, [args.others] * n, args.think).winners()
            control += base
            row[2] += base
    elapsed = time.perf_counter() - start
    times.sort()
    out = {
        "level": args.level, "others": args.others, "players": n, "games": args.games, "seeds": f"{args.seed}..{args.seed + args.games - 1}",
        "think": args.think, "team_wins": wins, "rate": round(wins / args.games, 3),
        "control_wins": None if args.no_control else control,
        "control_rate": None if args.no_control else round(control / args.games, 3),
        "by_role": {r: {"games": g, "wins": w, "control": c} for r, (w, g, c) in sorted(by_role.items())},
        "decisions": len(times),
        "median_ms": round(1000 * statistics.median(times), 2) if times else None,
        "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 2) if times else None,
        "seconds": round(elapsed, 1),
    }
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
