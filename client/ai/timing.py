"""Timing bot decisions for the measuring tools (pure): one decision, a whole seeded game,
each level on a set of positions, and the per-level summary line the tables print.

The clock is a parameter (``time.perf_counter`` by default), so tests count calls instead
of waiting.
"""
from __future__ import annotations

import statistics
import time
from typing import Callable, Iterable, Iterator, Sequence

from client.core.game import GameSpec, GameState

from .bots import Bot, make_bot
from .worker import bot_seed

Clock = Callable[[], float]
#: each level's decisions as (seconds, searched) pairs
Times = dict[str, list[tuple[float, bool]]]


def percentile(values, fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in 0–1); 0 for no values."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def timed_choice(bot: Bot, obs: GameState, clock: Clock = time.perf_counter) -> tuple[str, float, bool]:
    """The bot's action on ``obs``, the seconds it took, and whether it searched (ran any
    search iterations: more than one candidate)."""
    start = clock()
    action = bot.choose(obs)
    seconds = clock() - start
    stats = getattr(bot, "last_stats", None)
    return action, seconds, bool(stats and stats.iterations)


def play_timed(st: GameState, bot_at: Callable[[int, int], Bot], levels: Sequence[str],
               times: Times | None = None, clock: Clock = time.perf_counter) -> int:
    """Plays ``st`` to its end, each decision by ``bot_at(seat, ply)`` from that seat's
    observation; adds each decision's (seconds, searched) to ``times[levels[seat]]`` if given.
    Returns the number of decisions."""
    ply = 0
    while not st.is_over():
        seat = st.to_act
        bot = bot_at(seat, ply)
        action, seconds, searched = timed_choice(bot, st.observation(seat), clock)
        if times is not None:
            times.setdefault(levels[seat], []).append((seconds, searched))
        st.apply(action)
        ply += 1
    return ply


def level_times(spec: GameSpec, positions: Iterable[tuple[GameState, int, int]],
                levels: Sequence[str] = ("easy", "normal", "hard"),
                bot_for: Callable[[str, int], Bot] | None = None,
                clock: Clock = time.perf_counter) -> Iterator[tuple[str, list[float]]]:
    """Each level and its seconds per decision on ``positions`` — (observation, game seed, k)
    triples — with a fresh bot per position seeded ``bot_seed(game seed, viewer, k)``; one
    level at a time, so a long run can print as it goes. ``bot_for(level, seed)`` makes the
    bots (default: the game's own, at their shipped budget)."""
    positions = list(positions)
    make = bot_for or (lambda level, seed: make_bot(spec, level, seed))
    for level in levels:
        yield level, [timed_choice(make(level, bot_seed(game_seed, obs.viewer, k)), obs, clock)[1]
                      for obs, game_seed, k in positions]


def median_p95(seconds: Sequence[float]) -> str:
    """``median 1.2 ms, p95 3.4 ms`` of a non-empty list of seconds."""
    return f"median {statistics.median(seconds) * 1000:.1f} ms, p95 {percentile(seconds, 0.95) * 1000:.1f} ms"


def summary(level: str, rows: Sequence[tuple[float, bool]]) -> str:
    """``  level: N decisions, median …, p95 …; searched M: median …, p95 …`` (milliseconds)."""
    every = [t for t, _ in rows]
    searched = [t for t, s in rows if s]
    line = f"  {level}: {len(every)} decisions, {median_p95(every)}"
    if searched:
        line += f"; searched {len(searched)}: {median_p95(searched)}"
    return line
