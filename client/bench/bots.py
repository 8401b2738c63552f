"""The bots section: decision time per level on positions from seeded random games (median, p95;
a searching level against its think budget), the normal level's search iterations per CPU second,
and the bot worker process as the table uses it."""
from __future__ import annotations

import statistics
import time

from client.ai.timing import positions  # pure; shared with the arena
from client.core.replay import replay

from .table import SKIP, Row, fmt_count, fmt_ms, percentile, verdict

SEARCH_SLACK = 0.10  # a search level's p95 may pass its think budget by 10 %
SEARCH_ITERATIONS_PER_CPU_S = 500  # issue #29: the normal level's search speed in every game
SEARCH_SPEED_POSITIONS = 6  # positions per game for that figure (quick: the --decisions count)


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
    from client.ai.messages import Move, MoveRequest, Position
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
            worker.send(MoveRequest(Position(spec.id, players, options, game_seed, actions, seat), level, level_think))
            while (reply := worker.poll()) is None:
                if time.perf_counter() - start > timeout + (level_think or 0):
                    raise RuntimeError(f"no answer from the bot worker after {timeout:.0f} s")
                time.sleep(0.001)
            elapsed = time.perf_counter() - start
            if not isinstance(reply.answer, Move):
                raise RuntimeError(f"bot worker: {reply.answer.reason}")
            action = reply.answer.action
            if action not in legal:
                raise RuntimeError(f"bot worker answered an illegal action {action!r}")
            rows.append(Row("bots", f"worker process: {what}", f"{fmt_ms(elapsed)} ({action})"))
    finally:
        worker.stop()
    return rows
