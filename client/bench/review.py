"""The review section: a game's long random game (its ``GameBench.long_review``: Shogun's 5-player
game of 1,700+ actions) in review, the state and observation of a step picked at random (from the
nearest keyframe); then, in every game (that long game, a random game of the others at their most
players), the review scene jumping to a random step and drawing it (its table view reset for the
jump, headless), median and worst."""
from __future__ import annotations

import random
import statistics
import time

from .games import LongGame, bench_for
from .table import Row, fmt_ms, verdict

REVIEW_STEP_MS = 100.0  # issue #30: any step of a 1,700-action Shogun game shown within 100 ms
REVIEW_JUMPS = 25  # per game


def long_game(spec, long: LongGame, seed: int) -> tuple[int, list[str]]:
    """The first seed from ``seed`` whose random game at ``long.players`` lasts at least
    ``long.actions``, and that game's actions."""
    for game_seed in range(seed, seed + 50):
        actions = random_actions(spec, long.players, game_seed)
        if len(actions) >= long.actions:
            return game_seed, actions
    raise RuntimeError(f"no {long.players}-player {spec.title_en} game of {long.actions} actions from seed {seed}")


def random_actions(spec, players: int, seed: int) -> list[str]:
    """The actions of one complete game by uniform random choice."""
    state, rng, actions = spec.new_game(players, {}, seed), random.Random(seed), []
    while not state.is_over():
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    return actions


def bench_review(samples: int, seed: int, jumps: int) -> list[Row]:
    from client.games import REGISTRY, get

    budget = f"< {fmt_ms(REVIEW_STEP_MS / 1000)}"
    rows, games = [], {}
    for game in sorted(REGISTRY):
        spec = get(game)
        long = bench_for(spec).long_review
        if long is None:
            games[game] = spec.max_players, seed, random_actions(spec, spec.max_players, seed)
            continue
        game_seed, actions = long_game(spec, long, seed)
        games[game] = long.players, game_seed, actions
        rows.extend(timeline_steps(spec, long.players, game_seed, actions, samples, seed))
    for game, (players, game_seed, played) in games.items():
        spec = get(game)
        shown, cpu = time_review_jumps(spec, players, game_seed, played, jumps, seed)
        rows.append(Row("review", f"{spec.title_en} {players}p, {len(played)} actions: jump to a random step and "
                                  f"draw it, worst of {len(shown)}; its CPU time (a loaded machine waits)",
                        f"{fmt_ms(max(shown))} (median {fmt_ms(statistics.median(shown))}); CPU "
                        f"{fmt_ms(max(cpu))} (median {fmt_ms(statistics.median(cpu))})", budget,
                        verdict(max(shown) * 1000 < REVIEW_STEP_MS)))
    return rows


def timeline_steps(spec, players: int, game_seed: int, actions: list[str], samples: int, seed: int) -> list[Row]:
    """The game's timeline built, and the state and observation of ``samples`` steps picked at random."""
    from client.core.timeline import Timeline

    start = time.perf_counter()
    timeline = Timeline(spec, players, {}, game_seed, actions)
    built = time.perf_counter() - start
    rng = random.Random(seed)
    rebuilt = []
    for step in [rng.randrange(len(actions) + 1) for _ in range(samples)]:
        start = time.perf_counter()
        timeline.state_at(step).observation(0)
        rebuilt.append(time.perf_counter() - start)
    what = f"{spec.title_en} {players}p, {len(actions)} actions"
    return [
        Row("review", f"{what}: timeline built (replay, keyframes)", fmt_ms(built)),
        Row("review", f"{what}: a random step's state + observation, worst of {len(rebuilt)}",
            f"{fmt_ms(max(rebuilt))} (median {fmt_ms(statistics.median(rebuilt))})",
            f"< {fmt_ms(REVIEW_STEP_MS / 1000)}", verdict(max(rebuilt) * 1000 < REVIEW_STEP_MS))]


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
