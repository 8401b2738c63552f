"""Timing bot decisions for the measuring tools (pure): one decision, a whole seeded game,
each level on a set of positions, and the per-level summary line the tables print.

The clock is a parameter (``time.perf_counter`` by default), so tests count calls instead
of waiting.
"""
from __future__ import annotations

import random
import statistics
import time
from typing import Callable, Iterable, Iterator, Sequence

from client.core.game import GameSpec, GameState
from client.core.replay import replay

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


def positions(spec: GameSpec, players: int, options, n: int, seed: int) -> list[tuple[int, list[str], int]]:
    """``n`` (game seed, actions, seat) from seeded random games where the seat has a real choice:
    more than one action its search would weigh (the game's ``candidate_actions``), so the
    search levels are timed on positions where they really search."""
    from .hooks import hooks_for

    hooks = hooks_for(spec)
    found: list[tuple[int, list[str], int]] = []
    rng = random.Random(seed)
    game_seed = seed
    while len(found) < n:
        state = spec.new_game(players, options, game_seed)
        actions: list[str] = []
        while not state.is_over() and len(found) < n:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.5 \
                    and len(hooks.candidate_actions(state.observation(state.to_act))) > 1:
                found.append((game_seed, list(actions), state.to_act))
            action = rng.choice(legal)
            state.apply(action)
            actions.append(action)
        game_seed += 1
    return found


def search_rate(spec: GameSpec, level: str, count: int, seed: int, think: float | None = None,
                players: int | None = None, cpu_clock: Clock = time.process_time) -> tuple[int, float]:
    """Search iterations and process CPU seconds of ``level``'s bot on ``count`` positions from
    seeded random games (``think``: seconds per decision, else the level's own budget). CPU time,
    not wall time: other programs on the machine do not lower the figure."""
    players = players or spec.default_players or spec.min_players
    options = spec.validate(players, {})
    iterations, cpu = 0, 0.0
    for game_seed, actions, seat in positions(spec, players, options, count, seed):
        obs = replay(spec, players, options, game_seed, actions).observation(seat)
        bot = make_bot(spec, level, bot_seed(game_seed, seat, len(actions)), think)
        start = cpu_clock()
        bot.choose(obs)
        cpu += cpu_clock() - start
        stats = getattr(bot, "last_stats", None)
        iterations += stats.iterations if stats else 0
    return iterations, cpu
