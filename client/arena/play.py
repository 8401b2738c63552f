"""One arena game, as a worker process plays it (pure): the seats' bots, the hard limits, and
what the tables and the report need from the end.

A level is a name from ``BOT_LEVELS``, optionally with tweaks of the game's AI hooks for a
study: ``easy:noise=0.7`` is the easy level with its hooks' ``noise`` set to 0.7 (Shogun's
noise study), ``normal:exploration=1.0`` a normal search exploring more, and
``easy:noise=0,weights.chest_early=0.25`` the noise-free heuristic with one field of its ``weights``
(a dataclass) changed (Shogun's weights study, against ``--field easy:noise=0``).
"""
from __future__ import annotations

import ast
import copy
import dataclasses
import signal
import threading
import time
from dataclasses import dataclass, field

from client.ai.bots import Bot, HeuristicBot, RandomBot, SearchBot, think_budget
from client.ai.hooks import GameAI, hooks_for
from client.ai.worker import bot_seed
from client.core.game import GameSpec
from client.core.match import BOT_LEVELS

SEARCH_LEVELS = ("normal", "hard")


@dataclass(frozen=True)
class Level:
    """A bot level and the hook attributes it changes, parsed from ``name[:attr=value,...]``."""

    name: str
    tweaks: tuple[tuple[str, object], ...] = ()

    @classmethod
    def parse(cls, text: str) -> "Level":
        name, _, rest = text.partition(":")
        if name not in BOT_LEVELS:
            raise ValueError(f"unknown bot level {name!r} (levels: {', '.join(BOT_LEVELS)})")
        tweaks = []
        for part in filter(None, (p.strip() for p in rest.split(","))):
            key, sep, value = part.partition("=")
            if not sep or not all(name.isidentifier() for name in key.split(".")):
                raise ValueError(f"a level's tweak is attr=value, not {part!r}")
            try:
                tweaks.append((key, ast.literal_eval(value)))
            except (ValueError, SyntaxError):
                tweaks.append((key, value))
        if tweaks and name == "random":
            raise ValueError("the random level has no hooks to tweak")
        return cls(name, tuple(tweaks))

    def __str__(self) -> str:
        return self.name + (":" + ",".join(f"{k}={v}" for k, v in self.tweaks) if self.tweaks else "")

    def hooks(self, spec: GameSpec) -> GameAI:
        """The hooks this level plays with: the game's (for its level), with the tweaks applied."""
        hooks = hooks_for(spec)
        if self.name in SEARCH_LEVELS:
            hooks = hooks.for_level(self.name)
        if not self.tweaks:
            return hooks
        hooks = copy.copy(hooks)
        for key, value in self.tweaks:
            name, _, field = key.partition(".")
            if not hasattr(hooks, name):
                raise ValueError(f"{spec.id}'s {self.name} hooks have no attribute {name!r} to tweak")
            if field:  # one field of a dataclass the hooks hold (Shogun's weights)
                held = getattr(hooks, name)
                if not dataclasses.is_dataclass(held) or field not in {f.name for f in dataclasses.fields(held)}:
                    raise ValueError(f"{spec.id}'s {self.name} hooks' {name} has no field {field!r} to tweak")
                value = dataclasses.replace(held, **{field: value})
            setattr(hooks, name, value)
        return hooks


@dataclass(frozen=True)
class Budgets:
    """What the search levels may spend a decision: fixed iterations (no clock: a loaded machine
    cannot change a result) or seconds, by level; a level named in neither thinks its shipped time."""

    iterations: tuple[tuple[str, int], ...] = ()
    think: tuple[tuple[str, float], ...] = ()

    def bot(self, spec: GameSpec, level: Level, hooks: GameAI, seed: int) -> Bot:
        if level.name == "random":
            return RandomBot(seed)
        if level.name == "easy":
            return HeuristicBot(hooks, seed)
        iterations = dict(self.iterations).get(level.name)
        think = None if iterations is not None else think_budget(spec, level.name, dict(self.think).get(level.name))
        bot = SearchBot(hooks, seed, think, iterations)
        bot.level = level.name
        return bot


@dataclass(frozen=True)
class Job:
    """One game to play: seed, seats' levels, and which seat the table follows."""

    game: str
    index: int  # the game's number in its block (seed = first seed + index)
    seed: int
    players: int
    options: tuple[tuple[str, str], ...]
    levels: tuple[str, ...]  # one level text per seat
    strong: int  # the seat the table follows (the strong level's, or in a control its seat)
    control: bool = False  # every seat at the field's level (team games' base rate)
    budgets: Budgets = Budgets()
    limit: float = 60.0  # seconds one decision may take before the game is stopped and reported
    max_actions: int = 100_000
    facts: bool = False  # gather the game's report facts


@dataclass
class Result:
    job: Job
    winners: list[int] = field(default_factory=list)
    places: list[int] = field(default_factory=list)  # 1 = best, per seat
    scores: list[float] = field(default_factory=list)
    camps: list[str | None] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0
    #: level text → its decisions as (seconds, search iterations; 0 when it did not search)
    times: dict[str, list[tuple[float, int]]] = field(default_factory=dict)
    facts: dict = field(default_factory=dict)
    ending: str = ""  # the state's ``end_reason`` ("" in a game without one)
    safeguard: bool = False  # the game's safeguard ended it (``GameAI.safeguard_ends``), not its rules
    error: str | None = None

    def share(self, seat: int, team_game: bool) -> float:
        """The seat's win: whole for a camp's win in a team game, else 1/k of a k-way shared win."""
        if seat not in self.winners:
            return 0.0
        return 1.0 if team_game else 1.0 / len(self.winners)


class DecisionTimeout(Exception):
    pass


def _alarm(_signum, _frame):
    raise DecisionTimeout()


class _Limit:
    """Stops a decision that runs past ``seconds`` where the platform can (SIGALRM in the main
    thread); elsewhere the decision is judged once it returns."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.armed = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()

    def __enter__(self):
        if self.armed:
            self.previous = signal.signal(signal.SIGALRM, _alarm)
        return self

    def arm(self) -> None:
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, self.seconds)

    def disarm(self) -> None:
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)

    def __exit__(self, *exc):
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
        return False


def play_game(job: Job) -> Result:
    """Plays ``job`` to its end, each decision by a fresh bot seeded ``bot_seed(seed, seat, ply)``
    deciding from its seat's observation. Any failure comes back in ``Result.error`` with the seed."""
    from client.games import get

    spec = get(job.game)
    result = Result(job)
    start = time.perf_counter()
    levels = [Level.parse(text) for text in job.levels]
    hooks = {str(level): level.hooks(spec) for level in levels}
    events: list = []
    seat, action = None, None
    try:
        state = spec.new_game(job.players, dict(job.options), job.seed)
        if job.facts:
            events.extend(state.events)
        with _Limit(job.limit) as limit:
            while not state.is_over():
                if result.actions >= job.max_actions:
                    raise RuntimeError(f"the game did not end within {job.max_actions} actions")
                seat = state.to_act
                level = levels[seat]
                bot = job.budgets.bot(spec, level, hooks[str(level)], bot_seed(job.seed, seat, result.actions))
                obs = state.observation(seat)
                limit.arm()
                t0 = time.perf_counter()
                action = bot.choose(obs)
                seconds = time.perf_counter() - t0
                limit.disarm()
                if seconds > job.limit:
                    raise DecisionTimeout()
                stats = getattr(bot, "last_stats", None)
                result.times.setdefault(str(level), []).append((seconds, stats.iterations if stats else 0))
                state.apply(action)
                action = None
                result.actions += 1
                if job.facts:
                    events.extend(state.events)
    except DecisionTimeout:
        result.error = (f"{job.game} seed {job.seed}: the {levels[seat]} bot in seat {seat} took more than "
                        f"{job.limit:g} s at action {result.actions + 1}")
    except Exception as err:  # a rules or bot error: reported with the seed that replays it
        where = f" ({levels[seat]} bot in seat {seat}, action {action!r})" if seat is not None else ""
        result.error = f"{job.game} seed {job.seed} at action {result.actions + 1}{where}: {err!r}"
    result.seconds = time.perf_counter() - start
    if result.error is not None:
        return result
    n = state.num_players
    keys = [state.rank_key(s) for s in range(n)]
    result.winners = list(state.winners())
    result.places = [1 + sum(k > keys[s] for k in keys) for s in range(n)]
    result.scores = list(state.scores())
    base = hooks_for(spec)
    result.camps = [base.camp(state, s) for s in range(n)]
    result.ending = str(getattr(state, "end_reason", "") or "")
    result.safeguard = result.ending in base.safeguard_ends
    if job.facts:
        result.facts = base.report_facts(state, events)
    return result
