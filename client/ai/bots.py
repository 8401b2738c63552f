"""Computer opponents (pure). A bot decides from its seat's observation only.

``choose(obs)`` takes ``state.observation(seat)`` — a redacted clone with its
viewer set and no generator — and returns one of ``obs.legal_actions()``.
Each bot owns a seeded ``random.Random``; the global ``random`` is never used,
so a decision depends only on the observation and the seed.
"""
from __future__ import annotations

import math
import random
from typing import Callable

from client.core.game import GameSpec, GameState
from client.core.match import BOT_LEVELS

from .hooks import GameAI, hooks_for
from .ismcts import SearchStats

MAX_THINK = 600.0  # seconds a decision may be given (ten minutes; the shipped levels think seconds)
MAX_ITERATIONS = 1_000_000  # a fixed search budget a decision (minutes on any machine; studies use hundreds)

Cancel = Callable[[], bool]


class Bot:
    """Base class: checks it was given an observation, then ``_choose``."""

    level = "?"

    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, obs: GameState, cancel: Cancel | None = None) -> str:
        if obs.viewer is None or obs.rng is not None:
            raise ValueError("a bot decides from an observation (state.observation(seat)), "
                             "never from the true state")
        if obs.is_over():
            raise ValueError("the game is over: there is nothing to choose")
        if obs.to_act != obs.viewer:
            raise ValueError(f"seat {obs.viewer} is asked to move but seat {obs.to_act} is to act")
        return self._choose(obs, cancel)

    def _choose(self, obs: GameState, cancel: Cancel | None) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


class RandomBot(Bot):
    """Uniform over the legal actions."""

    level = "random"

    def _choose(self, obs, cancel):
        return self.rng.choice(obs.legal_actions())


class HeuristicBot(Bot):
    """The easy level: the game's ``heuristic_action`` (some noise is its own business)."""

    level = "easy"

    def __init__(self, hooks: GameAI, seed: int):
        super().__init__(seed)
        self.hooks = hooks

    def _choose(self, obs, cancel):
        return self.hooks.heuristic_action(obs, self.rng)


class SearchBot(Bot):
    """Normal and hard: the game's search (ISMCTS by default) within ``think_seconds`` (and ``max_iterations``)."""

    level = "search"

    def __init__(self, hooks: GameAI, seed: int, think_seconds: float | None,
                 max_iterations: int | None = None):
        super().__init__(seed)
        if think_seconds is None and max_iterations is None:
            raise ValueError("a search bot needs think_seconds or max_iterations")
        self.hooks = hooks
        self.think_seconds = checked_think(think_seconds)
        self.max_iterations = max_iterations
        self.last_stats: SearchStats | None = None

    def _choose(self, obs, cancel):
        action, self.last_stats = self.hooks.search(obs, self.rng, self.think_seconds,
                                                    self.max_iterations, cancel)
        return action


def make_bot(spec: GameSpec, level: str, seed: int, think: float | None = None,
             max_iterations: int | None = None) -> Bot:
    """A bot of ``level`` ("random", "easy", "normal", "hard") for ``spec``'s game.

    ``think`` overrides the level's time budget (seconds) from the game's hooks.
    """
    budget = think_budget(spec, level, think)
    if level == "random":
        return RandomBot(seed)
    hooks = hooks_for(spec)
    if level == "easy":
        return HeuristicBot(hooks, seed)
    bot = SearchBot(hooks.for_level(level), seed, budget, max_iterations)
    bot.level = level
    return bot


def checked_think(think: float | None) -> float | None:
    """``think`` when it is a usable number of seconds (None stays None); ValueError saying why
    when not. A search stops once its clock passes the think time: never, for NaN or infinity,
    and not in a lifetime for 1e308 (hence ``MAX_THINK``)."""
    if think is None:
        return None
    if isinstance(think, bool) or not isinstance(think, (int, float)) or not math.isfinite(think) or think <= 0:
        raise ValueError(f"a think time must be a positive number of seconds, not {think!r}")
    if think > MAX_THINK:
        raise ValueError(f"a think time may be at most {MAX_THINK:g} seconds, not {think!r}")
    return think


def think_budget(spec: GameSpec, level: str, think: float | None = None) -> float | None:
    """Seconds a bot of ``level`` searches: ``think``, else the game's budget for the level.

    None for the levels that do not search ("random", "easy"): they answer at once.
    """
    think = checked_think(think)
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(BOT_LEVELS)})")
    if level in ("random", "easy"):
        return None
    return hooks_for(spec).think_seconds[level] if think is None else think
