"""Advice for the seat to act, and what a bot weighed (pure: never imports pygame).

``advise`` asks the normal level's search, from ONE seat's observation (never
the true state), for its best root actions, each with how often the search
tried it and an estimated chance to win. ``notes_from_stats`` turns what a
bot's search returned into the small plain-data record a match keeps beside
its actions ("why the bot moved"), and ``advice_from_notes`` reads it back.

What "chance to win" means: the mean, over the search's samples through that
root action, of the acting seat's value at the end of each sample — a finished
game's ``terminal_values`` (1 for a win, 1/k for a win shared by k) or, where a
rollout stops early, the game's ``evaluate``. Every game's ``evaluate`` is an
estimate of the same thing, in [0, 1]:

* Shogun, Yedo, 3KingdomsBattle: a softmax over the seats' projected final
  scores (the shares sum to 1: one winner);
* Himefuda: a logistic of the point difference between the two seats;
* Samurai Sword: each camp's softmax share, given to every seat of that camp
  (a camp wins together, and ``terminal_values`` gives each of its seats 1).

So the figure is the search's own estimate of the seat's chance to win, not a
calibrated probability; it is clipped to 0–100 % and rounded for the reader.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from client.core.game import GameSpec, GameState

from .hooks import GameAI, hooks_for
from .ismcts import SearchStats
from .ismcts import search as generic_search

TOP = 3  # actions a hint shows
#: a hint searches the normal level's budget, but never less than this: its figures are read
#: by a person (Himefuda's and 3KingdomsBattle's normal bots think 0.04-0.05 s)
HINT_MIN_SECONDS = 1.0
#: what a bot's note keeps: its most visited root actions, at most this many
NOTE_CANDIDATES = 6
#: a hint's move must have been tried this often (and a fifth as often as the most tried) to be
#: ranked by its chance: a figure from a handful of samples is mostly noise
ENOUGH_VISITS = 8
#: samples that value a position where only one action is legal
ONLY_MOVE_SAMPLES = 64


@dataclass(frozen=True)
class Candidate:
    action: str
    visits: int
    chance: float | None  # estimated chance to win, 0-1 (None: not valued)

    @property
    def percent(self) -> int | None:
        return None if self.chance is None else round(100 * min(1.0, max(0.0, self.chance)))

    def to_json(self) -> dict:
        return {"action": self.action, "visits": self.visits, "chance": self.percent}


@dataclass(frozen=True)
class Advice:
    """The search's best root actions for ``seat``, best first."""

    seat: int
    candidates: tuple[Candidate, ...]
    iterations: int = 0
    level: str = "normal"
    #: "search" (weighed by the search), "only" (the only legal action), "rule" (an easy bot's
    #: rule of thumb), "random" (a random bot): how the first candidate was chosen
    how: str = "search"
    widened: bool = False  # the game's search narrowed to one candidate: all legal ones were weighed
    extra: dict = field(default_factory=dict)

    @property
    def best(self) -> str | None:
        return self.candidates[0].action if self.candidates else None

    def to_json(self) -> dict:
        return {"seat": self.seat, "level": self.level, "how": self.how, "iterations": self.iterations,
                "widened": self.widened, "candidates": [c.to_json() for c in self.candidates]}


# -- the advice --------------------------------------------------------------------------------
def advise(spec: GameSpec, obs: GameState, seed: int, level: str = "normal",
           think_seconds: float | None = None, max_iterations: int | None = None,
           cancel=None, top: int = TOP) -> Advice:
    """The ``top`` best actions for ``obs.to_act`` from ``obs``, an observation of that seat.

    Budget: ``max_iterations`` alone (reproducible), else ``think_seconds``, else the level's
    think time (at least ``HINT_MIN_SECONDS``).
    """
    _check_observation(obs)
    hooks = hooks_for(spec).for_level(level)
    if think_seconds is None and max_iterations is None:
        think_seconds = hint_seconds(spec, level)
    rng = random.Random(seed)
    legal = obs.legal_actions()
    if len(legal) == 1:
        chance = only_move_value(obs, hooks, legal[0], rng)
        return Advice(obs.to_act, (Candidate(legal[0], 0, chance),), 0, level, "only")
    widened = len(hooks.candidate_actions(obs)) < 2
    searcher = WidenedRoot(hooks) if widened else hooks
    best, stats = searcher.search(obs, rng, think_seconds, max_iterations, cancel)
    # assumption: a hint ranks by the estimated chance among the moves the search tried enough,
    # not by the bots' rule of keeping their heuristic's first choice unless another is clearly
    # better: a person reads the figures, and a marked move below a better-looking one reads as
    # a mistake
    ranked = ranked_candidates(stats, None if stats.visits else best)
    return Advice(obs.to_act, tuple(ranked[:top]), stats.iterations, level, "search", widened)


def _check_observation(obs: GameState) -> None:
    if obs.viewer is None or obs.rng is not None:
        raise ValueError("advice reads an observation (state.observation(seat)), never the true state")
    if obs.is_over():
        raise ValueError("the game is over: there is nothing to advise")
    if obs.to_act != obs.viewer:
        raise ValueError(f"advice is for the seat to act ({obs.to_act}), not seat {obs.viewer}")


def ranked_candidates(stats: SearchStats, best: str | None) -> list[Candidate]:
    """The search's root actions, ``best`` (if given) first; then those tried at least a fifth as
    often as the most tried (and ``ENOUGH_VISITS`` times) by their mean value, then the rest by value."""
    most = max(stats.visits.values(), default=0)
    enough = max(ENOUGH_VISITS, most / 5) if most >= ENOUGH_VISITS else 0

    def key(a):
        return a != best, stats.visits[a] < enough, -stats.values.get(a, 0.0), -stats.visits[a]

    order = sorted(stats.visits, key=key)
    out = [Candidate(a, stats.visits[a], stats.values.get(a)) for a in order]
    if best is not None and best not in stats.visits:
        out.insert(0, Candidate(best, 0, None))  # cancelled before anything was learned
    return out


class WidenedRoot:
    """The game's hooks, except that the search's root weighs every legal action.

    Used when a game's ``candidate_actions`` narrows the root to one (a plan step, a forced
    follow-up): a hint with one line says nothing. The root is the first ``candidate_actions``
    call after each ``determinize``; deeper nodes keep the game's own narrowing. The game's
    choice comes first, so ordered expansion tries it first and keeps it unless another is
    clearly better.
    """

    def __init__(self, hooks: GameAI):
        self._hooks = hooks
        self._root = None
        self._at_root = False

    def __getattr__(self, name):
        return getattr(self._hooks, name)

    def determinize(self, obs, rng):
        self._at_root = True
        return self._hooks.determinize(obs, rng)

    def candidate_actions(self, state) -> list[str]:
        narrowed = self._hooks.candidate_actions(state)
        if state is not self._root and not self._at_root:
            return narrowed
        self._at_root = False
        return narrowed + [a for a in state.legal_actions() if a not in narrowed]

    def search(self, obs, rng, think_seconds, max_iterations=None, cancel=None):
        self._root = obs
        try:
            return generic_search(obs, self, rng, think_seconds, max_iterations, cancel)
        finally:
            self._root = None


def only_move_value(obs: GameState, hooks: GameAI, action: str, rng: random.Random,
                    samples: int = ONLY_MOVE_SAMPLES) -> float:
    """The seat's mean value after its only legal ``action``, over sampled worlds and rollouts."""
    return only_move_values(obs, hooks, action, rng, samples)[obs.to_act]


def only_move_values(obs: GameState, hooks: GameAI, action: str, rng: random.Random,
                     samples: int = ONLY_MOVE_SAMPLES) -> list[float]:
    """Every seat's mean value after ``action``, over sampled worlds and rollouts."""
    totals = [0.0] * obs.num_players
    for _ in range(samples):
        world = hooks.determinize(obs, rng)
        world.apply(action)
        steps = 0
        while steps < hooks.rollout_depth and not world.is_over():
            world.apply(hooks.rollout_action(world, rng))
            steps += 1
        for seat, value in enumerate(hooks.values(world)):
            totals[seat] += value
    return [total / samples for total in totals]


def estimate_chances(spec: GameSpec, obs: GameState, seed: int, iterations: int, cancel=None) -> list[float]:
    """Every seat's estimated chance to win (0-1) from ``obs``, the observation of the seat to
    act: the normal level's search for ``iterations`` iterations, each seat's mean value over
    them (``SearchStats.seat_values``). Where the search weighs only one move, that move's
    rollouts (as many) give the figures."""
    _check_observation(obs)
    hooks = hooks_for(spec).for_level("normal")
    rng = random.Random(seed)
    _best, stats = hooks.search(obs, rng, None, iterations, cancel)
    if stats.seat_values:
        return stats.seat_values
    return only_move_values(obs, hooks, hooks.candidate_actions(obs)[0], rng, iterations)


# -- what a bot weighed ------------------------------------------------------------------------
def notes_from_stats(level: str, stats: SearchStats | None, limit: int = NOTE_CANDIDATES) -> dict:
    """The plain-data note a match keeps for one bot decision.

    ``{"level": L}`` for the levels that do not search (and a search with one candidate);
    else also ``iterations``, ``value`` (the seat's visit-weighted mean value at the root:
    its own estimate of its chance to win before the move, for a chart later), ``seats`` (every
    seat's mean value over the iterations, when the search keeps them) and ``candidates``:
    ``[action, visits, mean value]`` rows, most visited first.
    """
    note: dict = {"level": level}
    if stats is None or not stats.visits:
        return note
    rows = sorted(stats.visits.items(), key=lambda kv: (-kv[1], -stats.values.get(kv[0], 0.0)))
    visits = sum(stats.visits.values())
    note["iterations"] = stats.iterations
    note["value"] = round(sum(stats.values[a] * v for a, v in stats.visits.items()) / visits, 4)
    if stats.seat_values:
        note["seats"] = [round(value, 4) for value in stats.seat_values]
    note["candidates"] = [[a, v, round(stats.values[a], 4)] for a, v in rows[:limit]]
    return note


def advice_from_notes(seat: int, action: str, note: dict) -> Advice:
    """A bot's note read as advice: what it played first, then the rest it weighed."""
    level = note.get("level", "normal")
    rows = note.get("candidates") or []
    if not rows:
        how = "random" if level == "random" else "rule" if level == "easy" else "only"
        return Advice(seat, (Candidate(action, 0, None),), 0, level, how)
    found = [Candidate(a, v, c) for a, v, c in rows]
    found.sort(key=lambda c: c.action != action)  # the move it made first (it is most visited, or kept)
    if found[0].action != action:
        found.insert(0, Candidate(action, 0, None))
    return Advice(seat, tuple(found), note.get("iterations", 0), level, "search")


def hint_seconds(spec: GameSpec, level: str = "normal") -> float:
    """How long a hint in the window thinks: the level's think time, at least ``HINT_MIN_SECONDS``."""
    return max(HINT_MIN_SECONDS, hooks_for(spec).for_level(level).think_seconds.get(level, HINT_MIN_SECONDS))
