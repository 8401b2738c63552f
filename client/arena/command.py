"""``python -m client arena GAME``: one level against a field of another, for every game.

    python -m client arena shogun --strong hard --field normal --players 4 --games 200 --iterations normal=300,hard=900
    python -m client arena samurai_sword --strong normal --field easy --players 5 --games 200 --think 0.1
    python -m client arena himefuda --strong easy --field random --games 40 --json
    python -m client arena shogun --strong easy:noise=0 --field easy --games 400     # a hook tweaked: a study
    python -m client arena yedo --strong random --field random --games 20 --report /tmp/yedo-report

Game k (seed = --seed + k) puts the strong level in seat k mod players and the field's level
everywhere else; every decision is a fresh bot seeded from the game's seed, the seat and the
move, deciding from its seat's observation. Games run in worker processes (--workers, default
every core); the table does not depend on their number. In a team game (Samurai Sword) each
game's control replays the same seed with the field's level in the strong seat.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .play import SEARCH_LEVELS, Budgets, Level
from .run import Plan, Progress, default_workers, jobs, option_values, play_all
from .table import format_table, summary_json

IDLE_POSITIONS = 3  # positions the idle-core figure is measured on
IDLE_THINK = 0.3  # at most this many seconds a position for it


def per_level(kind):
    """``300`` (every search level) or ``normal=300,hard=900``."""
    def parse(text: str) -> tuple[tuple[str, object], ...]:
        try:
            if "=" not in text:
                return tuple((level, kind(text)) for level in SEARCH_LEVELS)
            pairs = [part.split("=", 1) for part in text.split(",") if part.strip()]
            out = tuple((level.strip(), kind(value)) for level, value in pairs)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected N or normal=N,hard=M, not {text!r}") from None
        if any(level not in SEARCH_LEVELS for level, _ in out) or any(v <= 0 for _, v in out):
            raise argparse.ArgumentTypeError(f"levels are {' and '.join(SEARCH_LEVELS)}, budgets positive: {text!r}")
        return out
    return parse


def player_counts(text: str) -> tuple[int, ...]:
    """``4``, ``3,5`` or ``3-7``."""
    try:
        if "-" in text:
            lo, hi = (int(v) for v in text.split("-"))
            return tuple(range(lo, hi + 1))
        return tuple(int(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"players: 4, 3,5 or 3-7, not {text!r}") from None


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tenka arena", description=__doc__.splitlines()[0],
                                epilog="\n".join(__doc__.splitlines()[2:]),
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game")
    p.add_argument("--strong", default="hard", help="the rotating seat's level (level[:hook=value,...])")
    p.add_argument("--field", default="normal", help="every other seat's level")
    p.add_argument("--players", type=player_counts, default=None,
                   help="seats: 4, 3,5 or 3-7 (default: the game's usual count; with --report, the game's report counts)")
    p.add_argument("--games", type=int, default=200, help="games per player count")
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=per_level(int), default=(),
                        help="fixed search iterations a decision, no clock: N or normal=N,hard=M")
    budget.add_argument("--think", type=per_level(float), default=(),
                        help="seconds a search decision instead of the shipped time: S or normal=S,hard=T")
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: every core)")
    p.add_argument("--seed", type=int, default=1, help="game k plays seed + k")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option; VALUE may be * (any choice) or a,b: drawn game by game from its seed")
    p.add_argument("--limit", type=float, default=60.0,
                   help="seconds one decision may take before its game is stopped and reported (60)")
    p.add_argument("--json", action="store_true", help="print, last, one JSON line of the figures")
    p.add_argument("--report", metavar="DIR", default=None,
                   help="write a balance report (index.html with its plots) into DIR (needs matplotlib)")
    return p


def idle_core_lines(spec, levels: list[Level], budgets: Budgets, seed: int) -> tuple[list[str], dict]:
    """For each search level of the run: its budget here, and how many iterations its shipped think
    time buys at this machine's speed now (iterations per CPU second of this process, measured
    briefly at the start: on an idle machine, what a player's idle core gets; lower while other
    programs share the cores)."""
    from client.ai.hooks import hooks_for
    from client.ai.timing import search_rate

    lines, figures = [], {}
    for name in SEARCH_LEVELS:
        if name not in {level.name for level in levels}:
            continue
        shipped = hooks_for(spec).think_seconds[name]
        iterations, cpu = search_rate(spec, name, IDLE_POSITIONS, seed, min(shipped, IDLE_THINK))
        rate = iterations / cpu if cpu > 0 else 0.0
        fixed = dict(budgets.iterations).get(name)
        think = dict(budgets.think).get(name)
        here = (f"{fixed} iterations a decision (no clock)" if fixed is not None
                else f"think {think:g} s (about {rate * think:.0f} iterations)" if think is not None
                else f"its shipped think time {shipped:g} s")
        lines.append(f"  {name}: {here}; the shipped {shipped:g} s buys about {rate * shipped:.0f} iterations on "
                     f"this machine now ({rate:.0f} iterations/CPU-s over {IDLE_POSITIONS} positions; fewer while "
                     f"other programs run)")
        figures[name] = {"iterations": fixed, "think": think, "shipped_think": shipped,
                         "iterations_per_cpu_s": round(rate), "shipped_iterations": round(rate * shipped)}
    return lines, figures


def main(argv: list[str] | None = None) -> int:
    from client.ai.hooks import hooks_for
    from client.games import get

    args = parser().parse_args(argv)
    try:
        spec = get(args.game)
    except KeyError as err:
        print(err.args[0], file=sys.stderr)
        return 2
    hooks = hooks_for(spec)
    try:
        strong, field = Level.parse(args.strong), Level.parse(args.field)
        strong.hooks(spec), field.hooks(spec)  # a tweak of an attribute the hooks lack fails here, not in a worker
        players = args.players or (args.report and hooks.report_players) or (spec.default_players or spec.min_players,)
        for n in players:
            spec.validate(n, {})
        pairs = dict(hooks.report_options) if args.report else {}
        for item in args.option:
            key, sep, value = item.partition("=")
            if not sep:
                raise ValueError(f"--option takes KEY=VALUE, not {item!r}")
            pairs[key] = value
        options = option_values(spec, players[0], pairs)
    except ValueError as err:  # OptionsError is one
        print(f"arena: {err}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("arena: --games takes 1 or more", file=sys.stderr)
        return 2
    budgets = Budgets(iterations=args.iterations, think=args.think)
    plan = Plan(spec, str(strong), str(field), tuple(players), args.games, args.seed, options, budgets,
                args.limit, hooks.team_game, facts=bool(args.report))
    workers = args.workers or default_workers()
    todo = jobs(plan)
    seeds = f"seeds {args.seed}–{args.seed + args.games - 1}"
    varied = ", ".join(f"{k}={'|'.join(v)}" for k, v in options)
    print(f"{spec.title_en}: {strong} in one seat (rotating) against {field}, "
          f"{'/'.join(map(str, players))} players, {args.games} games each ({seeds}"
          f"{', options ' + varied if varied else ''}){', each with its control' if plan.team_game else ''}; "
          f"{workers} worker(s)", flush=True)
    budget_lines, idle = idle_core_lines(spec, [strong, field], budgets, args.seed)
    if budget_lines:
        print("search budgets:", *budget_lines, sep="\n", flush=True)
    results = play_all(todo, workers, Progress())
    errors = [r.error for r in results if r.error is not None]
    for error in errors:
        print(f"error: {error}", flush=True)
    print(*format_table(results, plan.team_game), sep="\n", flush=True)
    if args.report:
        from .report import write_report

        path = write_report(Path(args.report), plan, results)
        print(f"report: {path}", flush=True)
    if args.json:
        extra = {"game": spec.id, "strong": str(strong), "field": str(field), "players": list(players),
                 "seed": args.seed, "options": {k: list(v) for k, v in options}, "search": idle}
        print(json.dumps(summary_json(results, plan.team_game, extra), ensure_ascii=False), flush=True)
    return 1 if errors else 0
