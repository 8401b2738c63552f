"""The states section: what one call on a game state costs (median µs over positions from seeded
random games; at each, the fastest of a few identical tries): ``clone``, ``observation``,
``determinize`` through the game's AI hooks as a search calls it (one observation, many worlds),
and ``legal_actions`` / ``apply`` as a rollout plays on a world."""
from __future__ import annotations

import random
import statistics
import time

from client.ai.timing import positions
from client.core.replay import replay

from .rules import per_call
from .table import Row

STATE_REPEATS = 20  # calls timed per position and operation (a rollout's steps too)
WORLDS = 60  # determinize calls per position: about the worlds one normal Shogun decision samples
STATE_TRIES = 3  # each figure is the fastest of this many identical tries: a busy machine only slows


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
        out["clone"].append(min(per_call(state.clone, repeats) for _ in range(tries)))
        out["observation"].append(min(per_call(lambda: state.observation(seat), repeats)
                                      for _ in range(tries)))

        # as a search does: one observation and one generator, a world per iteration (a fresh
        # pair per try, so that the game's hooks cache nothing from the try before)
        def worlds_from_scratch() -> float:
            obs, rng = state.observation(seat), random.Random(seed + index)
            return per_call(lambda: hooks.determinize(obs, rng), worlds)

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
