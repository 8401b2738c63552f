"""``python -m client bench``: one table of the figures that matter, with budgets.

Sections (``--sections`` picks some; all by default):

* rules     — complete random games per registered game and player count:
              games per second, actions per second, the slowest game; and a
              game's own budgets (its ``GameSpec.bench_module``): an action
              rate at a player count, a rules call timed.
* bots      — decision time per level (median, p95) on positions from seeded
              random games, in this process; the normal level's search iterations
              per CPU second of this process (6 positions per game at its think
              time; budget 500); then the bot worker process (spawn): start-up +
              first answer, and one search move's round trip.
* states    — what one call on a game state costs (median µs over positions from
              seeded random games, 4 per bot decision; at each, the fastest of 3
              identical tries): ``clone``, ``observation``, ``determinize`` through
              the game's AI hooks as a search calls it (one observation, many
              worlds), and ``legal_actions`` / ``apply`` as a rollout plays on a world.
* frames    — frame time per scene (median, p99): title, game list, seat setup,
              then each game's tables (its bench module's: the Shogun table, then
              again with the cube tower dropping cubes all along, its own budget
              p99 under 8 ms; the other games' busiest tables, animating), drawn
              headless (SDL dummy driver) at 1600×900.
* review    — a long game (5-player Shogun, 1,700+ random actions) in review: the state and
              observation of a step picked at random (from the nearest keyframe); then, in
              every game (that Shogun game, a random game of the others at their most
              players), the review scene jumping to a random step and drawing it (its table
              view reset for the jump, headless), median and worst.
* start-up  — process start to the first frame on screen, from source and
              frozen (``TENKA_EXIT_AFTER_FIRST_FRAME=1`` makes the window quit
              after its first flip).
* idle      — CPU use of the program at rest on its title screen, started in a
              child process (dummy video driver), over 5 s after it settled
              (Linux: /proc; its budget: 5 % of one core).
* memory    — peak resident memory of a 5-player Shogun selfplay with mixed
              bots in a child process (not on Windows).
* size      — the built executables in dist/ (``make build``).

The default takes about 70 s on a 2-CPU machine (8 decisions per level at the
levels' own think budgets); ``--quick`` takes a few seconds.
Imports pygame only to draw (the frames section) and to name its version.
"""
from __future__ import annotations

import argparse
import os
import platform
import sys
from pathlib import Path
from typing import Callable

from client.cli_common import think_seconds

from .bots import SEARCH_SPEED_POSITIONS, bench_bots
from .frames import bench_frames
from .programs import bench_size, bench_startup, frozen, this_build
from .resources import bench_idle, bench_memory
from .review import REVIEW_JUMPS, bench_review
from .rules import bench_rules
from .states import bench_states
from .table import ERROR, Row, format_table

SECTIONS = ("rules", "bots", "states", "frames", "review", "start-up", "idle", "memory", "size")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true",
                   help="a few seconds: 2 games, 2 decisions at think 0.05 s, 10 frames, 1 start-up run, "
                        "random bots for memory")
    p.add_argument("--sections", default=",".join(SECTIONS),
                   help=f"comma-separated subset of {','.join(SECTIONS)} (default: all)")
    p.add_argument("--games", type=int, default=None, help="random games per game and player count (20; quick 2)")
    p.add_argument("--decisions", type=int, default=None, help="bot decisions per level (8; quick 2)")
    p.add_argument("--think", type=think_seconds, default=None,
                   help="seconds per normal/hard decision (default: each level's own budget; quick 0.05)")
    p.add_argument("--frames", type=int, default=None, help="frames per scene (120; quick 10)")
    p.add_argument("--runs", type=int, default=None, help="start-up runs per program, median shown (3; quick 1)")
    p.add_argument("--dist", default=None, help="folder of built executables (default: dist/ beside client/)")
    p.add_argument("--seed", type=int, default=1)


def settings_from(args) -> dict:
    quick = args.quick
    return {
        "games": args.games if args.games is not None else (2 if quick else 20),
        "decisions": args.decisions if args.decisions is not None else (2 if quick else 8),
        "think": args.think if args.think is not None else (0.05 if quick else None),
        "frames": args.frames if args.frames is not None else (10 if quick else 120),
        "runs": args.runs if args.runs is not None else (1 if quick else 3),
    }


def title_lines(cfg: dict, quick: bool) -> list[str]:
    import pygame

    think = f"think {cfg['think']:g} s" if cfg["think"] is not None else "at each level's own think budget"
    sdl = ".".join(str(v) for v in pygame.get_sdl_version())
    pg = f"pygame-ce {pygame.version.ver} (SDL {sdl})"
    where = "frozen " + this_build()[0] if frozen() else "from source"
    return [
        f"Tenka bench ({'quick' if quick else 'default'}): {cfg['games']} random games per player count, "
        f"{cfg['decisions']} decisions per level ({think}), {cfg['frames']} frames per scene, "
        f"{cfg['runs']} start-up run(s) per program",
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
        f"{pg}, {where}",
    ]


def run(args) -> int:
    wanted = [s.strip() for s in args.sections.split(",") if s.strip()]
    unknown = [s for s in wanted if s not in SECTIONS]
    if unknown or not wanted:
        print(f"--sections takes names from {', '.join(SECTIONS)}", file=sys.stderr)
        return 2
    cfg = settings_from(args)
    if min(cfg["games"], cfg["decisions"], cfg["frames"], cfg["runs"]) < 1:
        print("--games, --decisions, --frames and --runs take 1 or more", file=sys.stderr)
        return 2
    from client.paths import bundle_root

    dist = Path(args.dist) if args.dist else bundle_root() / "dist"
    jobs: dict[str, Callable[[], list[Row]]] = {
        "rules": lambda: bench_rules(cfg["games"], args.seed),
        "bots": lambda: bench_bots(cfg["decisions"], cfg["think"], args.seed,
                                   cfg["decisions"] if args.quick else SEARCH_SPEED_POSITIONS),
        "states": lambda: bench_states(4 * cfg["decisions"], args.seed),
        "frames": lambda: bench_frames(cfg["frames"]),
        "review": lambda: bench_review(20 if args.quick else 200, args.seed, 5 if args.quick else REVIEW_JUMPS),
        "start-up": lambda: bench_startup(cfg["runs"], dist),
        "idle": lambda: bench_idle(args.quick),
        "memory": lambda: bench_memory(args.quick, args.seed),
        "size": lambda: bench_size(dist),
    }
    rows: list[Row] = []
    for section in SECTIONS:
        if section not in wanted:
            continue
        print(f"… {section}", file=sys.stderr, flush=True)
        try:
            rows.extend(jobs[section]())
        except Exception as err:  # one broken section is reported, the others still run
            rows.append(Row(section, "could not be measured", f"{type(err).__name__}: {err}", result=ERROR))
    print(format_table(rows, title_lines(cfg, args.quick)), flush=True)
    return 1 if any(r.result == ERROR for r in rows) else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tenka bench", description=__doc__.splitlines()[0])
    add_arguments(p)
    return run(p.parse_args(argv))
