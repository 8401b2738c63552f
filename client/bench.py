"""``python -m client bench``: one table of the figures that matter, with budgets.

Sections (``--sections`` picks some; all by default):

* rules     — complete random games per registered game and player count:
              games per second, actions per second, the slowest game.
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
* frames    — frame time per scene (median, p99): title, game list, seat setup
              and the Shogun table, drawn headless (SDL dummy driver) at 1600×900;
              then the table again with the cube tower dropping cubes all
              along (its own budget: p99 under 8 ms).
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
import math
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Sequence

from client.ai.timing import positions, replay  # pure; shared with the arena
from client.render.screenshot import _NoWorker  # a table that never thinks (shots and timed frames)

# -- budgets: the (start-up, size, memory), then ours -----------------------
STARTUP_SOURCE_S = 1.5
STARTUP_FROZEN_S = 3.0
ONEFILE_MB = 60.0
PEAK_MEMORY_MB = 300.0
RANDOM_GAME_S = 0.2  # slowest complete random game at any table size
HIMEFUDA_ACTIONS_PER_S = 30_000  # issue #21: random Himefuda Battle games, actions applied per second
FRAME_MS = 1000 / 60  # p99 within one frame at 60 frames/s
YEDO_ACTIONS_PER_S = 30_000  # issue #22: random 4-player Yedo games, actions applied per second
TK_ACTIONS_PER_S = 30_000  # 3KingdomsBattle: random 4-player play (issue #20)
TK_PLACEMENTS_S = 1e-4  # 3KingdomsBattle: legal placements of a drawn tile, mean (issue #20)
SEARCH_SLACK = 0.10  # a search level's p95 may pass its think budget by 10 %
SEARCH_ITERATIONS_PER_CPU_S = 500  # issue #29: the normal level's search speed in every game
SEARCH_SPEED_POSITIONS = 6  # positions per game for that figure (quick: the --decisions count)

SECTIONS = ("rules", "bots", "states", "frames", "review", "start-up", "idle", "memory", "size")
REVIEW_STEP_MS = 100.0  # issue #30: any step of a 1,700-action Shogun game shown within 100 ms
REVIEW_ACTIONS = 1700
REVIEW_JUMPS = 25  # per game
SCENES = ("title", "games", "setup", "table", "tower", "swords", "swords_anim", "kingdoms_dice", "himefuda_dice",
          "yedo_anim")
TOWER_FRAME_MS = 8.0  # issue #4: the Shogun table with the cube tower animating
DICE_FRAME_MS = 8.0  # issue #20: 3KingdomsBattle's busiest table with its dice rolling
FIRST_FRAME_MARK = "tenka: first frame"
EXIT_AFTER_FIRST_FRAME = "TENKA_EXIT_AFTER_FIRST_FRAME"

IDLE_CPU_PERCENT = 5.0  # the title screen at rest, of one core
IDLE_SETTLE_S, IDLE_MEASURE_S = 3.0, 5.0  # quick: 2 s and 2 s

PASS, FAIL, SKIP, ERROR = "pass", "FAIL", "skip", "ERROR"


@dataclass
class Row:
    section: str
    measure: str
    figure: str
    budget: str = ""
    result: str = ""  # PASS, FAIL, SKIP, ERROR or "" (no budget)


def verdict(ok: bool) -> str:
    return PASS if ok else FAIL


# -- small helpers -----------------------------------------------------------------
def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in 0–1) of a non-empty list."""
    if not values:
        raise ValueError("percentile of no values")
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def fmt_ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f} ms" if ms >= 100 else f"{ms:.1f} ms" if ms >= 1 else f"{ms:.2f} ms"


def fmt_s(seconds: float) -> str:
    return f"{seconds:.2f} s"


def fmt_mb(nbytes: float) -> str:
    return f"{nbytes / 1e6:.1f} MB"


def fmt_count(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:.1f}"


def format_table(rows: Sequence[Row], title: Iterable[str] = ()) -> str:
    """The table as text: title lines, a header, one line per row, a summary."""
    head = Row("section", "measure", "figure", "budget", "result")
    cols = ("section", "measure", "figure", "budget", "result")
    widths = {c: max(len(getattr(r, c)) for r in [head, *rows]) for c in cols}

    def line(r: Row) -> str:
        return "  ".join(getattr(r, c).ljust(widths[c]) for c in cols).rstrip()

    out = list(title)
    if out:
        out.append("")
    out.append(line(head))
    out.append("  ".join("-" * widths[c] for c in cols))
    previous = None
    for r in rows:
        shown = r if r.section != previous else Row("", r.measure, r.figure, r.budget, r.result)
        previous = r.section
        out.append(line(shown))
    counts = {k: sum(r.result == k for r in rows) for k in (PASS, FAIL, SKIP, ERROR)}
    out.append("")
    summary = f"budgets: {counts[PASS]} met, {counts[FAIL]} missed"
    if counts[SKIP]:
        summary += f"; {counts[SKIP]} skipped"
    if counts[ERROR]:
        summary += f"; {counts[ERROR]} errors"
    out.append(summary)
    return "\n".join(out)


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def program_command() -> list[str]:
    """How to start this same program: the executable when frozen, else ``python -m client``."""
    return [sys.executable] if frozen() else [sys.executable, "-m", "client"]


def child_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               # a frozen program starting itself again: a fresh instance, not a helper of this one
               PYINSTALLER_RESET_ENVIRONMENT="1")
    env.pop(EXIT_AFTER_FIRST_FRAME, None)
    env.update(extra)
    return env


def exe_suffix() -> str:
    return ".exe" if sys.platform == "win32" else ""


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


# -- rules ---------------------------------------------------------------------------
def random_game(spec, players: int, options, seed: int) -> int:
    """One complete game by uniform random choice; returns the number of actions."""
    state = spec.new_game(players, options, seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    return steps


def bench_rules(games: int, seed: int) -> list[Row]:
    from client.games import REGISTRY

    rows = []
    for spec in REGISTRY.values():
        warm = spec.min_players
        random_game(spec, warm, spec.validate(warm, {}), seed)  # load maps and tables once, untimed
        for players in range(spec.min_players, spec.max_players + 1):
            options = spec.validate(players, {})
            steps, slowest = 0, 0.0
            start = time.perf_counter()
            for k in range(games):
                t = time.perf_counter()
                steps += random_game(spec, players, options, seed + k)
                slowest = max(slowest, time.perf_counter() - t)
            elapsed = time.perf_counter() - start
            rows.append(Row(
                "rules", f"{spec.title_en} {players}p: {games} random games",
                f"{fmt_count(games / elapsed)} games/s, {fmt_count(steps / elapsed)} actions/s, "
                f"slowest {fmt_ms(slowest)}",
                f"slowest < {fmt_ms(RANDOM_GAME_S)}", verdict(slowest < RANDOM_GAME_S)))
            if spec.id == "yedo" and players == 4:  # the figure: random 4-player games (#22)
                rate = steps / elapsed
                rows.append(Row("rules", f"{spec.title_en} 4p: random games, actions/s",
                                f"{fmt_count(rate)} actions/s, {fmt_count(games / elapsed)} games/s",
                                f"≥ {fmt_count(YEDO_ACTIONS_PER_S)} actions/s", verdict(rate >= YEDO_ACTIONS_PER_S)))
        if spec.id == "three_kingdoms":
            rows.extend(bench_three_kingdoms(spec, games, seed))
        if spec.id == "himefuda":  # the bots' rollouts live on this rate (issue #21)
            rate = steps / elapsed
            rows.append(Row("rules", f"{spec.title_en}: random games, actions/s",
                            f"{fmt_count(rate)} actions/s, {fmt_count(games / elapsed)} games/s",
                            f"≥ {fmt_count(HIMEFUDA_ACTIONS_PER_S)} actions/s",
                            verdict(rate >= HIMEFUDA_ACTIONS_PER_S)))
    return rows


def bench_three_kingdoms(spec, games: int, seed: int) -> list[Row]:
    """3KingdomsBattle's own budgets (issue #20): random 4-player play fast enough for the
    bots' rollouts, and the legal placements of a drawn tile (the frontier lookup)."""
    players = 4
    options = spec.validate(players, {})
    steps, places = 0, []
    start = time.perf_counter()
    for k in range(games):
        steps += random_game(spec, players, options, seed + k)
    elapsed = time.perf_counter() - start
    for k in range(games):  # every placement decision of a random game, timed uncached
        state, rng = spec.new_game(players, options, seed + k), random.Random(seed + k)
        while not state.is_over():
            if state.pending and state.pending[-1][0] == "place":
                frame = state.pending[-1]
                places.append(_per_call(lambda: state._legal_place(frame), 3))
            state.apply(rng.choice(state.legal_actions()))
    per_s = steps / elapsed
    mean = statistics.fmean(places)
    return [Row("rules", f"{spec.title_en} {players}p: {games} random games, actions",
                f"{fmt_count(per_s)} actions/s, {fmt_count(games / elapsed)} games/s",
                f"≥ {fmt_count(TK_ACTIONS_PER_S)} actions/s", verdict(per_s >= TK_ACTIONS_PER_S)),
            Row("rules", f"{spec.title_en}: legal placements of a drawn tile ({len(places)})",
                f"mean {mean * 1e6:.1f} µs", f"< {TK_PLACEMENTS_S * 1e3:.1f} ms", verdict(mean < TK_PLACEMENTS_S))]


# -- bots ----------------------------------------------------------------------------
def bench_bots(decisions: int, think: float | None, seed: int,
               search_positions: int = SEARCH_SPEED_POSITIONS) -> list[Row]:
    from client.ai.bots import SearchBot, make_bot
    from client.ai.hooks import hooks_for
    from client.ai.worker import bot_seed
    from client.core.match import BOT_LEVELS
    from client.games import REGISTRY

    rows = []
    for spec in REGISTRY.values():
        players = spec.default_players or spec.min_players
        options = spec.validate(players, {})
        spots = positions(spec, players, options, decisions, seed)
        hooks = hooks_for(spec)
        for level in BOT_LEVELS:
            times = []
            for game_seed, actions, seat in spots:
                obs = replay(spec, players, options, game_seed, actions).observation(seat)
                bot = make_bot(spec, level, bot_seed(game_seed, seat, len(actions)), think)
                start = time.perf_counter()
                action = bot.choose(obs)
                times.append(time.perf_counter() - start)
                if action not in obs.legal_actions():
                    raise RuntimeError(f"{level} bot chose an illegal action {action!r}")
            median, p95 = statistics.median(times), percentile(times, 0.95)
            if isinstance(bot, SearchBot):
                budget_s = think if think is not None else hooks.think_seconds[level]
                limit = budget_s * (1 + SEARCH_SLACK)
                what = f"{spec.title_en} {players}p, {level} (think {budget_s:g} s): {len(times)} decisions"
                rows.append(Row("bots", what, f"median {fmt_ms(median)}, p95 {fmt_ms(p95)}",
                                f"p95 < {fmt_ms(limit)}", verdict(p95 < limit)))
            else:
                what = f"{spec.title_en} {players}p, {level}: {len(times)} decisions"
                rows.append(Row("bots", what, f"median {fmt_ms(median)}, p95 {fmt_ms(p95)}"))
    rows.extend(bench_search_speed(search_positions, think, seed))
    rows.extend(bench_worker(think, seed))
    return rows


def bench_search_speed(count: int, think: float | None, seed: int) -> list[Row]:
    """The normal level's search iterations per CPU second of this process (issue #29), on
    ``count`` positions from seeded random games at the level's think time (or ``think``)."""
    from client.ai.timing import search_rate
    from client.games import REGISTRY

    rows = []
    for spec in REGISTRY.values():
        iterations, cpu = search_rate(spec, "normal", count, seed, think)
        rate = iterations / cpu if cpu > 0 else 0.0
        rows.append(Row("bots", f"{spec.title_en}: normal search, {count} positions",
                        f"{fmt_count(rate)} iterations/CPU-s ({iterations} in {cpu:.2f} CPU-s)",
                        f"≥ {SEARCH_ITERATIONS_PER_CPU_S} it/CPU-s", verdict(rate >= SEARCH_ITERATIONS_PER_CPU_S)))
    return rows


def bench_worker(think: float | None, seed: int, timeout: float = 60.0) -> list[Row]:
    """The bot worker process as the table uses it: spawn, then request → poll."""
    from client.ai.hooks import hooks_for
    from client.ai.worker import BotWorker
    from client.games import REGISTRY

    if not REGISTRY:
        return [Row("bots", "worker process", "no registered game", result=SKIP)]
    spec = next(iter(REGISTRY.values()))
    players = spec.default_players or spec.min_players
    options = spec.validate(players, {})
    (game_seed, actions, seat), = positions(spec, players, options, 1, seed)
    budget_s = think if think is not None else hooks_for(spec).think_seconds["normal"]
    legal = replay(spec, players, options, game_seed, actions).observation(seat).legal_actions()
    rows = []
    worker = BotWorker()
    try:
        for what, level, level_think in (("spawn + first answer (random)", "random", None),
                                         (f"normal move round trip (think {budget_s:g} s)", "normal", budget_s)):
            start = time.perf_counter()
            worker.request(spec.id, players, options, game_seed, actions, seat, level, level_think)
            while (answer := worker.poll()) is None:
                if time.perf_counter() - start > timeout + (level_think or 0):
                    raise RuntimeError(f"no answer from the bot worker after {timeout:.0f} s")
                time.sleep(0.001)
            elapsed = time.perf_counter() - start
            _rid, action, error = answer
            if error is not None:
                raise RuntimeError(f"bot worker: {error}")
            if action not in legal:
                raise RuntimeError(f"bot worker answered an illegal action {action!r}")
            rows.append(Row("bots", f"worker process: {what}", f"{fmt_ms(elapsed)} ({action})"))
    finally:
        worker.stop()
    return rows


# -- states --------------------------------------------------------------------------
STATE_REPEATS = 20  # calls timed per position and operation (a rollout's steps too)
WORLDS = 60  # determinize calls per position: about the worlds one normal Shogun decision samples
STATE_TRIES = 3  # each figure is the fastest of this many identical tries: a busy machine only slows


def _per_call(fn: Callable[[], object], repeats: int) -> float:
    start = time.perf_counter()
    for _ in range(repeats):
        fn()
    return (time.perf_counter() - start) / repeats


def _rollout(world, seed: int, steps: int) -> tuple[list[float], list[float]]:
    """Seconds of ``legal_actions`` and of ``apply`` per step of a seeded random rollout,
    played on a clone (so every try plays the same actions)."""
    world = world.clone()
    rng = random.Random(seed)
    legal_s, apply_s = [], []
    while len(legal_s) < steps and not world.is_over():
        t0 = time.perf_counter()
        legal = world.legal_actions()
        t1 = time.perf_counter()
        world.apply(rng.choice(legal))
        legal_s.append(t1 - t0)
        apply_s.append(time.perf_counter() - t1)
    return legal_s, apply_s


def time_state_calls(spec, players: int, options, spots, seed: int, repeats: int = STATE_REPEATS,
                     worlds: int = WORLDS, tries: int = STATE_TRIES) -> dict[str, list[float]]:
    """Seconds per call of each state operation, one figure per position in ``spots``."""
    from client.ai.hooks import hooks_for

    hooks = hooks_for(spec).for_level("normal")
    out: dict[str, list[float]] = {k: [] for k in ("clone", "observation", "determinize",
                                                    "legal_actions", "apply")}
    for index, (game_seed, actions, seat) in enumerate(spots):
        state = replay(spec, players, options, game_seed, actions)
        out["clone"].append(min(_per_call(state.clone, repeats) for _ in range(tries)))
        out["observation"].append(min(_per_call(lambda: state.observation(seat), repeats)
                                      for _ in range(tries)))

        # as a search does: one observation and one generator, a world per iteration (a fresh
        # pair per try, so that the game's hooks cache nothing from the try before)
        def worlds_from_scratch() -> float:
            obs, rng = state.observation(seat), random.Random(seed + index)
            return _per_call(lambda: hooks.determinize(obs, rng), worlds)

        out["determinize"].append(min(worlds_from_scratch() for _ in range(tries)))
        # a rollout's steps on a world: the legal list, then one of its actions applied
        world = hooks.determinize(state.observation(seat), random.Random(seed + index))
        runs = [_rollout(world, seed + index, repeats) for _ in range(tries)]
        steps = len(runs[0][0])
        if steps:
            for k, name in enumerate(("legal_actions", "apply")):
                out[name].append(sum(min(run[k][i] for run in runs) for i in range(steps)) / steps)
    return out


def bench_states(count: int, seed: int) -> list[Row]:
    from client.games import REGISTRY

    rows = []
    for spec in REGISTRY.values():
        players = spec.default_players or spec.min_players
        options = spec.validate(players, {})
        spots = positions(spec, players, options, count, seed)
        for name, times in time_state_calls(spec, players, options, spots, seed).items():
            median_us = statistics.median(times) * 1e6
            rows.append(Row("states", f"{spec.title_en} {players}p: {name}",
                            f"median {median_us:.1f} µs per call ({len(times)} positions)"))
    return rows


# -- review --------------------------------------------------------------------------
def long_shogun_game(seed: int) -> tuple[object, list[str]]:
    """A 5-player Shogun game of random moves at least REVIEW_ACTIONS long (the first seed from
    ``seed`` whose game is), and its actions."""
    from client.games import get

    spec = get("shogun")
    for game_seed in range(seed, seed + 50):
        actions = random_actions(spec, 5, game_seed)
        if len(actions) >= REVIEW_ACTIONS:
            return game_seed, actions
    raise RuntimeError(f"no 5-player Shogun game of {REVIEW_ACTIONS} actions from seed {seed}")


def random_actions(spec, players: int, seed: int) -> list[str]:
    """The actions of one complete game by uniform random choice."""
    state, rng, actions = spec.new_game(players, {}, seed), random.Random(seed), []
    while not state.is_over():
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    return actions


def bench_review(samples: int, seed: int, jumps: int) -> list[Row]:
    from client.core.timeline import Timeline
    from client.games import REGISTRY, get

    spec = get("shogun")
    game_seed, actions = long_shogun_game(seed)
    start = time.perf_counter()
    timeline = Timeline(spec, 5, {}, game_seed, actions)
    built = time.perf_counter() - start
    rng = random.Random(seed)
    rebuilt = []
    for step in [rng.randrange(len(actions) + 1) for _ in range(samples)]:
        start = time.perf_counter()
        timeline.state_at(step).observation(0)
        rebuilt.append(time.perf_counter() - start)
    what = f"Shogun 5p, {len(actions)} actions"
    budget = f"< {fmt_ms(REVIEW_STEP_MS / 1000)}"
    rows = [
        Row("review", f"{what}: timeline built (replay, keyframes)", fmt_ms(built)),
        Row("review", f"{what}: a random step's state + observation, worst of {len(rebuilt)}",
            f"{fmt_ms(max(rebuilt))} (median {fmt_ms(statistics.median(rebuilt))})", budget,
            verdict(max(rebuilt) * 1000 < REVIEW_STEP_MS))]
    for game in sorted(REGISTRY):
        other = get(game)
        if game == "shogun":
            players, game_seed, played = 5, game_seed, actions
        else:
            players, game_seed = other.max_players, seed
            played = random_actions(other, players, game_seed)
        shown, cpu = time_review_jumps(other, players, game_seed, played, jumps, seed)
        rows.append(Row("review", f"{other.title_en} {players}p, {len(played)} actions: jump to a random step and "
                                  f"draw it, worst of {len(shown)}; its CPU time (a loaded machine waits)",
                        f"{fmt_ms(max(shown))} (median {fmt_ms(statistics.median(shown))}); CPU "
                        f"{fmt_ms(max(cpu))} (median {fmt_ms(statistics.median(cpu))})", budget,
                        verdict(max(shown) * 1000 < REVIEW_STEP_MS)))
    return rows


def time_review_jumps(spec, players: int, game_seed: int, actions: list[str], jumps: int,
                      seed: int) -> tuple[list[float], list[float]]:
    """Seconds for each of ``jumps`` jumps to a random step of a review of the game, drawn: on the
    clock, and of this thread's CPU time."""
    import pygame

    from client.app import App
    from client.core.match import Match, Seat
    from client.scenes.review import ReviewScene

    seats = [Seat(f"P{i + 1}", i, "human" if i == 0 else "bot") for i in range(players)]
    app = App(headless=True)
    scene = ReviewScene(app, Match.replay(spec, {}, game_seed, seats, actions), step=0)
    surface = pygame.Surface((1600, 900))
    scene.go(len(actions))
    scene.draw(surface)  # once before timing: the font's glyph caches fill on a program's first frames
    rng = random.Random(seed)
    shown, cpu = [], []
    for _ in range(jumps):
        step = rng.randrange(len(actions) + 1)
        start, used = time.perf_counter(), time.thread_time()
        scene.go(step)
        scene.draw(surface)
        shown.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - used)
    return shown, cpu


# -- frames --------------------------------------------------------------------------
def _scene_factory(name: str, app):
    from client.games import REGISTRY

    if name == "title":
        from client.scenes.title import TitleScene

        return TitleScene(app)
    if name == "games":
        from client.scenes.games import GameListScene

        return GameListScene(app)
    if name == "setup":
        from client.scenes.setup import SetupScene

        return SetupScene(app, next(iter(REGISTRY.values())), random.Random(1))
    if name == "tower":  # the full table while the cube tower drops cubes every frame
        from client.games.shogun.tower_anim import demo_drop

        scene = _scene_factory("table", app)

        def keep_dropping() -> None:
            view = scene.view
            if not view.busy():
                view.tower.push("battle", demo_drop(scene.match.state.tower.inside_all()), True)

        scene.bench_tick = keep_dropping
        return scene
    if name in ("swords", "swords_anim"):  # Samurai Sword at 7 players; animating: a knock-out over and over
        return _swords_table(app, animate=name == "swords_anim")
    if name == "himefuda_dice":
        return _himefuda_table(app)
    if name == "kingdoms_dice":
        return _kingdoms_table(app)
    if name == "yedo_anim":
        return _yedo_table(app)
    if name == "table":
        from client.core.match import Match, Seat
        from client.scenes.play import PlayScene

        spec = REGISTRY.get("shogun") or next(iter(REGISTRY.values()))
        players = spec.max_players
        seats = [Seat(f"Player {i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(players)]
        match = Match(spec, spec.validate(players, {}), 3, seats)
        rng = random.Random(3)
        for _ in range(800):  # into the game (a year in), stopping on the human seat's turn
            state = match.state
            if state.is_over() or (len(match.actions) >= 250 and state.to_act == 0):
                break
            match.play(rng.choice(state.legal_actions()))
        return PlayScene(app, match, worker=_NoWorker())
    raise ValueError(f"unknown scene {name!r}")


def _swords_table(app, animate: bool):
    from client.core.game import events_for
    from client.core.match import Match, Seat
    from client.games import get
    from client.scenes.play import PlayScene

    spec = get("samurai_sword")
    seats = [Seat(f"Player {i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(7)]
    match = Match(spec, {}, 5, seats)
    rng = random.Random(5)
    fight = None  # the events of the latest hit, replayed while animating
    for _ in range(400):  # into the game, stopping on the human seat's turn
        state = match.state
        if state.is_over() or (len(match.actions) >= 60 and state.to_act == 0 and state.phase == "play"):
            break
        seat, action = state.to_act, rng.choice(state.legal_actions())
        events = match.play(action)
        if any(e.kind == "damage" for e in events):
            fight = (events_for(events, 0), seat, action)
    scene = PlayScene(app, match, worker=_NoWorker())
    if animate and fight is not None:
        def keep_fighting() -> None:
            if not scene.view.busy():
                scene.view.on_events(*fight)

        scene.bench_tick = keep_fighting
    return scene


def _kingdoms_table(app):
    """3KingdomsBattle at its busiest: 5 players, 60 tiles down, the dice of a war rolling over and over."""
    from client.core.game import events_for
    from client.core.match import Match, Seat
    from client.games import get
    from client.scenes.play import PlayScene

    spec = get("three_kingdoms")
    seats = [Seat(f"Player {i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(5)]
    match = Match(spec, {}, 2, seats)
    rng = random.Random(2)
    rolled = None  # the events of the latest dice roll, replayed while timing
    for _ in range(3000):  # into the game: 60 tiles down, stopping on the human seat's turn
        state = match.state
        if state.is_over() or (len(state.board.placed) >= 60 and state.to_act == 0 and not state.pending):
            break
        seat, action = state.to_act, rng.choice(state.legal_actions())
        events = match.play(action)
        if any(e.kind in ("civil_war", "war_round", "occupy") for e in events):
            rolled = (events_for(events, 0), seat, action)
    scene = PlayScene(app, match, worker=_NoWorker())
    view = scene.view

    def keep_rolling() -> None:
        if rolled is not None and not view.busy():
            view.on_events(*rolled)

    scene.bench_tick = keep_rolling
    return scene


def _himefuda_table(app):
    """Himefuda Battle mid-battle (seed 3, 118 moves: units on both sides), a melee's dice rolling over
    and over."""
    from client.core.game import Event
    from client.core.match import Match, Seat
    from client.games import get
    from client.scenes.play import PlayScene

    seats = [Seat("Player 1", 0, "human"), Seat("Player 2", 1, "bot", "random")]
    match = Match(get("himefuda"), {}, 3, seats)
    rng = random.Random(3)
    for _ in range(118):
        if match.state.is_over():
            break
        match.play(rng.choice(match.state.legal_actions()))
    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = match.state.to_act
    view = scene.view
    melee = [Event("melee", {"seat": 1, "attacker": [3, 3], "defender": [3, 2], "dice": [5, 2], "values": [5, 3],
                             "strength": [5, 2], "casualties": [3, 0]})]

    def keep_rolling() -> None:
        if not view.busy():
            view.on_events(melee, 1, "melee")

    scene.bench_tick = keep_rolling
    return scene


def _yedo_table(app):
    """Yedo at its busiest: 5 players late in the game (round 10 or later, 8 or more disciples out), the
    patrol marching and every disciple on the board walking in from its panel, over and over."""
    from client.core.match import Match, Seat
    from client.games import get
    from client.scenes.play import PlayScene

    seats = [Seat(f"Player {i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(5)]
    match = Match(get("yedo"), {"mode": "geisha"}, 3, seats)
    rng = random.Random(3)
    march = None  # the latest patrol events, replayed while timing
    for _ in range(3000):
        state = match.state
        if state.is_over() or (state.round >= 10 and len(state.placed) >= 8 and state.to_act == 0 and march):
            break
        events = match.play(rng.choice(state.legal_actions()))
        if any(e.kind == "patrol" for e in events):
            march = [e for e in events if e.kind == "patrol"]
    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = 0
    view = scene.view

    def keep_walking() -> None:
        if not view.busy():
            view.animate(march or [], {}, dict(match.state.placed))

    scene.bench_tick = keep_walking
    return scene


def bench_frames(frames: int) -> list[Row]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # the figures are for drawing, not for a compositor
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from client.app import LOGICAL_SIZE, App
    from client.games import REGISTRY
    from client.settings import Settings

    rows = []
    saved_home = os.environ.get("TENKA_HOME")
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home:
        os.environ["TENKA_HOME"] = home  # an empty user folder: no autosave, default settings
        try:
            app = App(headless=True, settings=Settings())
            for name in SCENES:
                if name in ("setup", "table") and not REGISTRY or name == "tower" and "shogun" not in REGISTRY \
                        or name.startswith("swords") and "samurai_sword" not in REGISTRY \
                        or name == "kingdoms_dice" and "three_kingdoms" not in REGISTRY \
                        or name == "himefuda_dice" and "himefuda" not in REGISTRY \
                        or name == "yedo_anim" and "yedo" not in REGISTRY:
                    continue
                app.stack.clear()
                scene = _scene_factory(name, app)
                label = {"table": f"{getattr(scene, 'spec', None) and scene.spec.title_en} table",
                         "tower": "Shogun table, tower animating",
                         "swords": "Samurai Sword table (7 players)",
                         "swords_anim": "Samurai Sword table (7 players), animating",
                         "kingdoms_dice": "3KingdomsBattle table (5 players, 60 tiles), dice rolling",
                         "himefuda_dice": "Himefuda Battle table (mid-battle), dice rolling",
                         "yedo_anim": "Yedo table (5 players, round 10+), patrol and disciples walking"}.get(name, name)
                budget = {"tower": TOWER_FRAME_MS, "kingdoms_dice": DICE_FRAME_MS,
                          "himefuda_dice": DICE_FRAME_MS, "yedo_anim": DICE_FRAME_MS}.get(name, FRAME_MS)
                tick = getattr(scene, "bench_tick", lambda: None)
                app.stack.push(scene)
                for _ in range(3):  # warm-up: fonts, caches, pre-rendered layers
                    tick()
                    app.step(1 / 60)
                    pygame.display.flip()
                times, cpu = [], []
                for _ in range(frames):
                    tick()
                    start, cpu_start = time.perf_counter(), time.process_time()
                    app.step(1 / 60)
                    pygame.display.flip()
                    times.append(time.perf_counter() - start)
                    cpu.append(time.process_time() - cpu_start)
                p99 = percentile(times, 0.99)
                # on a loaded machine the wall clock waits for other processes: the CPU time says what we cost
                spent = (f", CPU median {fmt_ms(statistics.median(cpu))}, p99 {fmt_ms(percentile(cpu, 0.99))}"
                     if name in ("himefuda_dice", "yedo_anim") else "")
                rows.append(Row("frames", f"{label}: {frames} frames at {LOGICAL_SIZE[0]}×{LOGICAL_SIZE[1]}",
                                f"median {fmt_ms(statistics.median(times))}, p99 {fmt_ms(p99)}{spent}",
                                f"p99 < {fmt_ms(budget / 1000)}", verdict(p99 * 1000 < budget)))
            app.stack.clear()
        finally:
            pygame.quit()
            if saved_home is None:
                os.environ.pop("TENKA_HOME", None)
            else:
                os.environ["TENKA_HOME"] = saved_home
    return rows


# -- start-up ------------------------------------------------------------------------
def time_to_first_frame(command: Sequence[str], cwd: Path | None = None, timeout: float = 60.0) -> float:
    """Seconds from starting ``command`` to its first frame on screen (the mark on stdout)."""
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home, \
            tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errors:
        env = child_env(TENKA_HOME=home, **{EXIT_AFTER_FIRST_FRAME: "1"})
        start = time.perf_counter()
        proc = subprocess.Popen(list(command), cwd=cwd, env=env, stdout=subprocess.PIPE,
                                stderr=errors, text=True)
        watchdog = threading.Timer(timeout, proc.kill)  # a window that never draws must not hang us
        watchdog.start()
        try:
            seen = None
            for line in proc.stdout:  # type: ignore[union-attr]
                if line.strip() == FIRST_FRAME_MARK:
                    seen = time.perf_counter() - start
                    break
            proc.communicate()
        finally:
            watchdog.cancel()
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if seen is None or proc.returncode != 0:
            errors.seek(0)
            tail = errors.read().strip().splitlines()[-3:]
            raise RuntimeError(f"{Path(command[0]).name} exited {proc.returncode} without a first frame"
                               + (": " + " / ".join(tail) if tail else ""))
        return seen


def built(dist: Path) -> dict[str, Path]:
    """The executables ``make build`` leaves in ``dist``: one-file, one-folder."""
    found = {}
    onefile = dist / f"tenka{exe_suffix()}"
    onedir = dist / "tenka-folder" / f"tenka{exe_suffix()}"
    if onefile.is_file():
        found["one-file"] = onefile
    if onedir.is_file():
        found["one-folder"] = onedir
    return found


def this_build() -> tuple[str, Path]:
    """When frozen: which kind of build is running, and its executable."""
    exe = Path(sys.executable)
    meipass = Path(getattr(sys, "_MEIPASS", exe.parent)).resolve()
    beside = exe.resolve().parent
    kind = "one-folder" if meipass in (beside, beside / "_internal") else "one-file"
    return kind, exe


def bench_startup(runs: int, dist: Path) -> list[Row]:
    from client.paths import bundle_root

    rows = []
    budget = f"< {fmt_s(STARTUP_SOURCE_S)}"
    if frozen():
        rows.append(Row("start-up", "from source (python -m client)", "run the bench from source",
                        budget, SKIP))
        kind, exe = this_build()
        targets = {kind: exe}
    else:
        times = [time_to_first_frame(program_command(), cwd=bundle_root()) for _ in range(runs)]
        median = statistics.median(times)
        rows.append(Row("start-up", f"from source (python -m client), median of {runs}", fmt_s(median),
                        budget, verdict(median < STARTUP_SOURCE_S)))
        targets = built(dist)
    budget = f"< {fmt_s(STARTUP_FROZEN_S)}"
    for kind in ("one-file", "one-folder"):
        exe = targets.get(kind)
        if exe is None:
            rows.append(Row("start-up", f"frozen {kind}", "not built (make build)" if not frozen()
                            else "not this build", budget, SKIP))
            continue
        times = [time_to_first_frame([str(exe)]) for _ in range(runs)]
        median = statistics.median(times)
        rows.append(Row("start-up", f"frozen {kind}, median of {runs}", fmt_s(median), budget,
                        verdict(median < STARTUP_FROZEN_S)))
    return rows


# -- idle ----------------------------------------------------------------------------
def cpu_seconds(pids: Iterable[int]) -> float:
    """User + system CPU seconds the processes used so far (from /proc; 0 for one gone)."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return total / os.sysconf("SC_CLK_TCK")


def idle_cpu(command: Sequence[str], settle: float, seconds: float) -> float:
    """Percent of one core that ``command`` (and its children) use after ``settle`` seconds."""
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home, \
            tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errors:
        proc = subprocess.Popen(list(command), env=child_env(TENKA_HOME=home), cwd=_source_cwd(),
                                stdout=subprocess.DEVNULL, stderr=errors)
        percent = None
        try:
            time.sleep(settle)
            if proc.poll() is None:
                before, start = cpu_seconds(_process_tree(proc.pid)), time.monotonic()
                time.sleep(seconds)
                if proc.poll() is None:
                    used = cpu_seconds(_process_tree(proc.pid)) - before
                    percent = 100 * used / (time.monotonic() - start)
        finally:
            proc.terminate()  # SDL turns it into a QUIT event: the window closes as a player's would
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if percent is None:
            errors.seek(0)
            tail = errors.read().strip().splitlines()[-3:]
            raise RuntimeError(f"the program exited {proc.returncode} before it was measured"
                               + (": " + " / ".join(tail) if tail else ""))
        return percent


def bench_idle(quick: bool) -> list[Row]:
    settle, seconds = (2.0, 2.0) if quick else (IDLE_SETTLE_S, IDLE_MEASURE_S)
    what = f"title screen at rest: CPU over {seconds:g} s (dummy video driver)"
    budget = f"< {IDLE_CPU_PERCENT:g} % of a core"
    if not Path("/proc/self/stat").exists():
        return [Row("idle", what, "measured on Linux only (/proc)", budget, SKIP)]
    percent = idle_cpu(program_command(), settle, seconds)
    return [Row("idle", what, f"{percent:.1f} % of a core", budget, verdict(percent < IDLE_CPU_PERCENT))]


# -- memory --------------------------------------------------------------------------
def memory_command(quick: bool, seed: int) -> tuple[str, list[str]]:
    from client.games import REGISTRY

    spec = REGISTRY.get("shogun") or next(iter(REGISTRY.values()))
    players = spec.max_players
    if quick:
        levels = ["random"] * players
        think = []
    else:
        cycle = ("normal", "easy", "random")
        levels = [cycle[i % len(cycle)] for i in range(players)]
        think = ["--think", "0.05"]
    counts = {level: levels.count(level) for level in dict.fromkeys(levels)}
    bots = " ".join(level if n == 1 else f"{level}×{n}" for level, n in counts.items())
    what = f"{spec.title_en} {players}p selfplay: {bots}" + (", think 0.05 s" if think else "")
    return what, [*program_command(), "selfplay", spec.id, "--players", str(players), "--seed", str(seed),
                  "--bots", ",".join(levels), *think]


def peak_memory(command: Sequence[str], timeout: float = 600.0) -> int:
    """Peak resident set size in bytes of ``command`` (with its child processes), run to the end.

    Linux: the largest ``VmHWM`` seen in /proc for the process and each descendant,
    summed (a one-file build runs as a small unpacker plus the program).
    ``getrusage``'s ``ru_maxrss`` is no use there: a child's figure starts from
    the parent's own size at fork time. macOS: ``wait4``'s ``ru_maxrss``.
    """
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home:
        proc = subprocess.Popen(list(command), env=child_env(TENKA_HOME=home), cwd=_source_cwd(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout
        linux = Path("/proc/self/status").exists()
        peaks: dict[int, int] = {}
        try:
            while True:
                if linux:
                    for pid in _process_tree(proc.pid):
                        hwm = _vm_hwm(pid)
                        if hwm > peaks.get(pid, 0):
                            peaks[pid] = hwm
                pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    break
                if time.monotonic() > deadline:
                    raise RuntimeError(f"selfplay did not finish in {timeout:.0f} s")
                time.sleep(0.02)
        except BaseException:
            proc.kill()
            proc.wait()
            raise
        proc.returncode = os.waitstatus_to_exitcode(status)
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        if proc.stderr:
            proc.stderr.close()
        if proc.returncode != 0:
            raise RuntimeError(f"selfplay exited {proc.returncode}: {err.strip()[-300:]}")
    if linux:
        return sum(peaks.values())
    return usage.ru_maxrss  # macOS reports bytes


def _process_tree(root: int) -> list[int]:
    """``root`` and its descendants, from /proc/*/stat."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry))
    tree = [root]
    for pid in tree:
        tree.extend(children.get(pid, ()))
    return tree


def _vm_hwm(pid: int) -> int:
    """The process's peak resident set so far, in bytes (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


def _source_cwd() -> Path | None:
    if frozen():
        return None
    from client.paths import bundle_root

    return bundle_root()


def bench_memory(quick: bool, seed: int) -> list[Row]:
    budget = f"< {PEAK_MEMORY_MB:.0f} MB"
    what, command = memory_command(quick, seed)
    if not hasattr(os, "wait4"):
        return [Row("memory", what, "not measured on Windows (no getrusage)", budget, SKIP)]
    peak = peak_memory(command)
    return [Row("memory", what, f"{fmt_mb(peak)} peak RSS", budget, verdict(peak / 1e6 < PEAK_MEMORY_MB))]


# -- size ----------------------------------------------------------------------------
def bench_size(dist: Path) -> list[Row]:
    budget = f"< {ONEFILE_MB:.0f} MB"
    if frozen():
        kind, exe = this_build()
        found = {kind: exe}
    else:
        found = built(dist)
    rows = []
    onefile = found.get("one-file")
    if onefile is None:
        rows.append(Row("size", "one-file executable", "not built (make build)" if not frozen()
                        else "not this build", budget, SKIP))
    else:
        size = onefile.stat().st_size
        rows.append(Row("size", f"one-file executable ({onefile.name})", fmt_mb(size), budget,
                        verdict(size / 1e6 < ONEFILE_MB)))
    onedir = found.get("one-folder")
    if onedir is None:
        rows.append(Row("size", "one-folder build", "not built (make build)" if not frozen() else "not this build"))
    else:
        rows.append(Row("size", f"one-folder build ({onedir.parent.name}/)", fmt_mb(folder_size(onedir.parent))))
    return rows


# -- the command ---------------------------------------------------------------------
def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true",
                   help="a few seconds: 2 games, 2 decisions at think 0.05 s, 10 frames, 1 start-up run, "
                        "random bots for memory")
    p.add_argument("--sections", default=",".join(SECTIONS),
                   help=f"comma-separated subset of {','.join(SECTIONS)} (default: all)")
    p.add_argument("--games", type=int, default=None, help="random games per game and player count (20; quick 2)")
    p.add_argument("--decisions", type=int, default=None, help="bot decisions per level (8; quick 2)")
    from client.cli_common import think_seconds

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
