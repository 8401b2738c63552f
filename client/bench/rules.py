"""The rules section: complete random games per game and player count (games and actions per
second, the slowest game), and what each game's ``GameBench`` adds (an action rate, timed calls)."""
from __future__ import annotations

import random
import statistics
import time
from typing import Callable

from .games import GameBench, bench_for
from .table import Row, fmt_count, fmt_ms, verdict

RANDOM_GAME_S = 0.2  # slowest complete random game at any table size


def random_game(spec, players: int, options, seed: int) -> int:
    """One complete game by uniform random choice; returns the number of actions."""
    state = spec.new_game(players, options, seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    return steps


def per_call(fn: Callable[[], object], repeats: int) -> float:
    """Seconds per call of ``fn``, over ``repeats`` calls."""
    start = time.perf_counter()
    for _ in range(repeats):
        fn()
    return (time.perf_counter() - start) / repeats


def bench_rules(games: int, seed: int) -> list[Row]:
    from client.games import REGISTRY

    rows = []
    for spec in REGISTRY.values():
        extra = bench_for(spec)
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
            if extra.rate is not None and extra.rate.players == players:
                rate, budget = steps / elapsed, extra.rate.per_s
                rows.append(Row("rules", f"{spec.title_en} {players}p: random games, actions/s",
                                f"{fmt_count(rate)} actions/s, {fmt_count(games / elapsed)} games/s",
                                f"≥ {fmt_count(budget)} actions/s", verdict(rate >= budget)))
        rows.extend(timed_calls(spec, extra, games, seed))
    return rows


def timed_calls(spec, extra: GameBench, games: int, seed: int) -> list[Row]:
    """Each of the game's ``TimedCall``: timed (3 calls each, the mean) wherever ``games`` random
    games come to it."""
    rows = []
    for call in extra.calls:
        options = spec.validate(call.players, {})
        times = []
        for k in range(games):
            state, rng = spec.new_game(call.players, options, seed + k), random.Random(seed + k)
            while not state.is_over():
                fn = call.at(state)
                if fn is not None:
                    times.append(per_call(fn, 3))
                state.apply(rng.choice(state.legal_actions()))
        mean = statistics.fmean(times)
        rows.append(Row("rules", f"{spec.title_en}: {call.what} ({len(times)})", f"mean {mean * 1e6:.1f} µs",
                        f"< {call.budget_s * 1e3:.1f} ms", verdict(mean < call.budget_s)))
    return rows
