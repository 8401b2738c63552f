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
import math
import sys
from pathlib import Path
from typing import Callable

from client.ai.bots import MAX_ITERATIONS, MAX_THINK
from client.cli_common import think_seconds, whole_number

from .play import SEARCH_LEVELS, Budgets, Level
from .run import Plan, Progress, default_workers, jobs, option_values, play_all
from .table import format_table, summary_json

IDLE_POSITIONS = 3  # positions the idle-core figure is measured on
IDLE_THINK = 0.3  # at most this many seconds a position for it
MAX_GAMES = 100_000  # games per player count (each is planned before the first is played)
MAX_WORKERS = 64
MAX_LIMIT = 3600.0  # seconds one decision may take before its game is stopped
MAX_PLAYERS = 99  # a player count any range may reach (each game checks its own)


def per_level(value: Callable[[str], object]):
    """``300`` (every search level) or ``normal=300,hard=900``, each number read by ``value``
    (which says what is wrong with one)."""
    def parse(text: str) -> tuple[tuple[str, object], ...]:
        if "=" not in text:
            return tuple((level, value(text.strip())) for level in SEARCH_LEVELS)
        out = []
        for part in filter(None, (p.strip() for p in text.split(","))):
            level, sep, number = part.partition("=")
            if not sep or level.strip() not in SEARCH_LEVELS:
                raise argparse.ArgumentTypeError(
                    f"expected N or normal=N,hard=M (levels: {', '.join(SEARCH_LEVELS)}), not {text!r}")
            out.append((level.strip(), value(number.strip())))
        return tuple(out)
    return parse


def player_counts(text: str) -> tuple[int, ...]:
    """``4``, ``3,5`` or ``3-7``: each count once, from 1 to ``MAX_PLAYERS`` (then each game checks its own)."""
    try:
        if "-" in text:
            lo, hi = (int(v) for v in text.split("-"))
            counts = None
        else:
            counts = [int(v) for v in text.split(",")]
            lo, hi = min(counts), max(counts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected 4, 3,5 or 3-7, not {text!r}") from None
    if counts is None and lo > hi:
        raise argparse.ArgumentTypeError(f"a range of player counts goes from fewer to more ({hi}-{lo}), not {text!r}")
    if not 1 <= lo <= hi <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"player counts are 1 to {MAX_PLAYERS}, not {text!r}")
    counts = counts or list(range(lo, hi + 1))
    if len(set(counts)) < len(counts):
        raise argparse.ArgumentTypeError(f"each player count once, not {text!r}")
    return tuple(counts)


def limit_seconds(text: str) -> float:
    """``--limit``: seconds a decision may take, positive and finite (``nan`` stopped every game
    at its first search), up to ``MAX_LIMIT``."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not (math.isfinite(seconds) and 0 < seconds <= MAX_LIMIT):
        raise argparse.ArgumentTypeError(f"a decision's limit must be more than 0 and at most {MAX_LIMIT:g} "
                                         f"seconds, not {text!r}")
    return seconds


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tenka arena", description=__doc__.splitlines()[0],
                                epilog="\n".join(__doc__.splitlines()[2:]),
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game")
    p.add_argument("--strong", default="hard", help="the rotating seat's level (level[:hook=value,...])")
    p.add_argument("--field", default="normal", help="every other seat's level")
    p.add_argument("--players", type=player_counts, default=None,
                   help="seats: 4, 3,5 or 3-7 (default: the game's usual count; with --report, the game's report counts)")
    p.add_argument("--games", type=whole_number(1, MAX_GAMES), default=200, help="games per player count")
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=per_level(whole_number(1, MAX_ITERATIONS)), default=(),
                        help="fixed search iterations a decision, no clock: N or normal=N,hard=M")
    budget.add_argument("--think", type=per_level(think_seconds), default=(),
                        help=f"seconds a search decision instead of the shipped time: S or normal=S,hard=T "
                             f"(at most {MAX_THINK:g})")
    p.add_argument("--workers", type=whole_number(1, MAX_WORKERS), default=None,
                   help="worker processes (default: every core)")
    p.add_argument("--seed", type=int, default=1, help="game k plays seed + k")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option; VALUE may be * (any choice) or a,b: drawn game by game from its seed")
    p.add_argument("--limit", type=limit_seconds, default=60.0,
                   help="seconds one decision may take before its game is stopped and reported (60; at most "
                        f"{MAX_LIMIT:g})")
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


def budget_problem(spec, levels: list[Level], budgets: Budgets, limit: float) -> str | None:
    """Why every game would be stopped at its first search: a search level thinking as long as
    the limit a decision has, or longer (None when none does)."""
    from client.ai.hooks import hooks_for

    fixed, think = dict(budgets.iterations), dict(budgets.think)
    for name in dict.fromkeys(level.name for level in levels if level.name in SEARCH_LEVELS):
        seconds = think.get(name, hooks_for(spec).think_seconds[name])
        if name not in fixed and seconds >= limit:
            return (f"the {name} level thinks {seconds:g} s a decision, and --limit stops a decision at "
                    f"{limit:g} s: every game would be stopped (think less, or raise --limit)")
    return None


def report_problem(folder: Path) -> str | None:
    """Why the report cannot be written into ``folder`` (None when it can): found before the games."""
    import importlib.util

    if importlib.util.find_spec("matplotlib") is None:
        return "--report draws its plots with matplotlib, which is not installed (pip install matplotlib)"
    from client.paths import why_unusable

    reason = why_unusable(folder)
    return None if reason is None else f"the report cannot be written into {folder}: {reason}"


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
    budgets = Budgets(iterations=args.iterations, think=args.think)
    problem = budget_problem(spec, [strong, field], budgets, args.limit) or (
        report_problem(Path(args.report)) if args.report else None)
    if problem:  # said before a game is played, not after hours of them
        print(f"arena: {problem}", file=sys.stderr)
        return 2
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

        try:
            path = write_report(Path(args.report), plan, results)
        except OSError as err:  # checked before the games, yet a disk fills up, a folder goes
            print(f"arena: the report cannot be written into {args.report}: {err.strerror or err}", file=sys.stderr)
            return 1
        print(f"report: {path}", flush=True)
    if args.json:
        extra = {"game": spec.id, "strong": str(strong), "field": str(field), "players": list(players),
                 "seed": args.seed, "options": {k: list(v) for k, v in options}, "search": idle}
        print(json.dumps(summary_json(results, plan.team_game, extra), ensure_ascii=False), flush=True)
    return 1 if errors else 0
