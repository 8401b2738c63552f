"""Planning the arena's games and playing them over worker processes, with a progress line."""
from __future__ import annotations

import multiprocessing
import itertools
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Callable, Sequence, TextIO

from client.core.errors import OptionsError
from client.core.game import GameSpec

from .play import Budgets, Job, Result, play_game


@dataclass(frozen=True)
class Plan:
    """What the command line asked for, in the arena's terms."""

    spec: GameSpec
    strong: str
    field: str
    players: tuple[int, ...]
    games: int
    seed: int = 1
    options: tuple[tuple[str, tuple[str, ...]], ...] = ()  # key → the values drawn from game by game
    budgets: Budgets = Budgets()
    limit: float = 60.0
    team_game: bool = False
    facts: bool = False


def option_values(spec: GameSpec, players: int, pairs: dict[str, str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``{"face": "*", "setup": "draft"}`` → each key with the values a game draws from ("*": every
    listed choice; ``a,b``: those); checked with the game's own validation."""
    known = {o.key: o for o in spec.options}
    out = []
    for key, text in pairs.items():
        if key not in known:
            raise ValueError(f"{spec.title_en} has no option {key!r} (options: {', '.join(known) or 'none'})")
        values = known[key].choices if text == "*" else tuple(v for v in text.split(",") if v)
        for value in values:
            spec.validate(players, {key: value})
        out.append((key, tuple(values)))
    return tuple(out)


def draw_options(options: Sequence[tuple[str, tuple[str, ...]]], seed: int,
                 accepts: Callable[[dict], bool] | None = None) -> tuple[tuple[str, str], ...]:
    """One game's options: each varied key's value drawn from the game's seed (string seeding is
    the same in every process). Where the game refuses some combinations (``accepts``; Shogun's
    assigned provinces are for the sun face only), one of those it accepts, uniformly."""
    keys = [key for key, _values in options]
    if accepts is not None:
        combos = [tuple(zip(keys, c)) for c in itertools.product(*(v for _k, v in options))]
        valid = [c for c in combos if accepts(dict(c))]
        if not valid:
            raise ValueError("the game accepts no combination of these options")
        if len(valid) < len(combos):
            return random.Random(f"arena-options:{seed}").choice(valid)
    return tuple((key, values[0] if len(values) == 1 else random.Random(f"arena-option:{seed}:{key}").choice(values))
                 for key, values in options)


def accepted(spec: GameSpec, players: int) -> Callable[[dict], bool]:
    """Whether the game takes these options at this player count: its validation and its own new
    game (where a rule ties two options together), remembered per combination."""
    known: dict[tuple, bool] = {}

    def accepts(options: dict) -> bool:
        key = tuple(sorted(options.items()))
        if key not in known:
            try:
                spec.new_game(players, options, 0)
                known[key] = True
            except OptionsError:
                known[key] = False
        return known[key]
    return accepts


def jobs(plan: Plan) -> list[Job]:
    """Every game of the plan: per player count, game k has seed ``seed + k`` and the strong level
    in seat ``k mod players``; in a team game each is followed by its control (the same seed with
    the field's level in that seat)."""
    out = []
    for players in plan.players:
        accepts = accepted(plan.spec, players)
        for k in range(plan.games):
            seed = plan.seed + k
            strong = k % players
            levels = [plan.field] * players
            levels[strong] = plan.strong
            common = dict(game=plan.spec.id, index=k, seed=seed, players=players,
                          options=draw_options(plan.options, seed, accepts), strong=strong, budgets=plan.budgets,
                          limit=plan.limit, facts=plan.facts)
            out.append(Job(levels=tuple(levels), **common))
            if plan.team_game:
                out.append(Job(levels=(plan.field,) * players, control=True, **common))
    return out


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))


def play_all(todo: Sequence[Job], workers: int, progress: Callable[[int, int], None] | None = None) -> list[Result]:
    """Results of ``todo`` in its order, whatever order the workers finish in (so the worker
    count never changes a table). One worker plays in this process."""
    results: list[Result | None] = [None] * len(todo)
    if workers <= 1 or len(todo) <= 1:
        for i, job in enumerate(todo):
            results[i] = play_game(job)
            if progress:
                progress(i + 1, len(todo))
        return results  # type: ignore[return-value]
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    with ProcessPoolExecutor(max_workers=min(workers, len(todo)), mp_context=context) as pool:
        futures = {pool.submit(play_game, job): i for i, job in enumerate(todo)}
        for done, future in enumerate(as_completed(futures), 1):
            results[futures[future]] = future.result()
            if progress:
                progress(done, len(todo))
    return results  # type: ignore[return-value]


def clock_text(seconds: float) -> str:
    seconds = int(round(seconds))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}" if seconds >= 3600 \
        else f"{seconds // 60}:{seconds % 60:02d}"


class Progress:
    """A bar with the time left on a terminal; otherwise a plain line at every tenth."""

    def __init__(self, out: TextIO | None = None, clock: Callable[[], float] = time.perf_counter):
        self.out = out or sys.stdout  # the stdout of now (the command line wraps it), not of the import
        self.clock = clock
        self.start = clock()
        self.terminal = bool(getattr(out, "isatty", lambda: False)())
        self.shown = 0

    def __call__(self, done: int, total: int) -> None:
        elapsed = self.clock() - self.start
        left = elapsed / done * (total - done) if done else 0.0
        text = f"{done}/{total} games, {clock_text(elapsed)} elapsed, about {clock_text(left)} left"
        if self.terminal:
            width = 30
            filled = width * done // total
            self.out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {text}  ")
            if done == total:
                self.out.write("\n")
            self.out.flush()
        elif done == total or done * 10 // total > self.shown:
            self.shown = done * 10 // total
            print(text, file=self.out, flush=True)
