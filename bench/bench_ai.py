"""Bot decision time per level: median and p95 over N decisions.

    .venv/bin/python bench/bench_ai.py                      # toy game, all levels
    .venv/bin/python bench/bench_ai.py --think 0.2 -n 50    # shorter budgets
    .venv/bin/python bench/bench_ai.py --game shogun --players 4
    .venv/bin/python bench/bench_ai.py --worker             # through the worker process

Positions come from seeded random games; only decisions with more than one
legal action count (a single legal action is answered at once). Every level
sees the same positions. In-process mode times ``bot.choose(observation)``;
``--worker`` times ``request`` → ``poll`` answer, as the table would see it
(replay + process hop + search), after one warm-up request.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.ai.bots import SearchBot, make_bot  # noqa: E402
from client.ai.messages import Failure, MoveRequest, Position  # noqa: E402
from client.ai.worker import BotWorker, SpecResolver, bot_seed  # noqa: E402
from client.bench import percentile, positions, replay  # noqa: E402  (shared with `python -m client bench`)
from client.core.match import BOT_LEVELS  # noqa: E402

TOY = "tests.toygame:SPEC"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="toy", help="a registered game id (default: the test toy game)")
    parser.add_argument("--spec", action="append", default=[],
                        help="extra spec to register, module:ATTR (the toy game is added for --game toy)")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("-n", "--decisions", type=int, default=20)
    parser.add_argument("--levels", default=",".join(BOT_LEVELS))
    parser.add_argument("--think", type=float, default=None, help="override normal/hard think seconds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worker", action="store_true", help="time requests through BotWorker")
    args = parser.parse_args(argv)

    extra = list(args.spec) + ([TOY] if args.game == "toy" and TOY not in args.spec else [])
    specs = SpecResolver("client.games", extra)
    spec = specs.get(args.game)
    players = args.players or spec.default_players or spec.min_players
    options = spec.validate(players, dict(o.split("=", 1) for o in args.option))
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    spots = positions(spec, players, options, args.decisions, args.seed)

    print(f"game {spec.id} ({spec.title_en}), {players} players, options {options}, "
          f"{len(spots)} decisions per level, {'worker process' if args.worker else 'in process'}")
    worker = None
    if args.worker:
        worker = BotWorker(extra_specs=extra)
        start = time.perf_counter()
        worker.send(MoveRequest(Position(spec.id, players, options, *spots[0]), "random"))
        while worker.poll() is None:
            time.sleep(0.001)
        print(f"worker start + first answer: {(time.perf_counter() - start) * 1000:.0f} ms")

    header = f"{'level':<8} {'budget s':>8} {'n':>4} {'median ms':>10} {'p95 ms':>9} {'max ms':>9} " \
             f"{'iters med':>10} {'iters/s':>9}"
    print(header)
    print("-" * len(header))
    try:
        for level in levels:
            times, iterations, rates = [], [], []
            budget = "-"
            for game_seed, actions, seat in spots:
                if worker is not None:
                    start = time.perf_counter()
                    position = Position(spec.id, players, options, game_seed, actions, seat)
                    worker.send(MoveRequest(position, level, args.think))
                    while (reply := worker.poll()) is None:
                        time.sleep(0.001)
                    times.append(time.perf_counter() - start)
                    if isinstance(reply.answer, Failure):
                        raise SystemExit(f"{level}: {reply.answer.reason}")
                    continue
                state = replay(spec, players, options, game_seed, actions)
                obs = state.observation(seat)
                bot = make_bot(spec, level, bot_seed(game_seed, seat, len(actions)), args.think)
                start = time.perf_counter()
                action = bot.choose(obs)
                times.append(time.perf_counter() - start)
                assert action in obs.legal_actions()
                if isinstance(bot, SearchBot):
                    budget = f"{bot.think_seconds:g}"
                    iterations.append(bot.last_stats.iterations)
                    rates.append(bot.last_stats.per_second)
            if worker is not None and level in ("normal", "hard"):
                budget = f"{args.think:g}" if args.think is not None else "game"
            ms = [t * 1000 for t in times]
            its = f"{statistics.median(iterations):.0f}" if iterations else "-"
            rate = f"{statistics.median(rates):.0f}" if rates else "-"
            print(f"{level:<8} {budget:>8} {len(ms):>4} {statistics.median(ms):>10.2f} "
                  f"{percentile(ms, 0.95):>9.2f} {max(ms):>9.2f} {its:>10} {rate:>9}")
    finally:
        if worker is not None:
            worker.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
