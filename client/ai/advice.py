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

How sure a figure is: each candidate carries the standard error of its mean
(``Candidate.stderr``): the sample standard deviation of its values over √tries
(with fewer than two tries, 0.5 — the widest values in [0, 1] can spread — over
√tries). ``clearly_better`` tells two candidates apart only when their chances
differ by more than ``CLEAR_LEAD`` plus ``CLEAR_Z`` standard errors of the
difference; a hint whose first two moves are not told apart says there is no
clear best move. And a hint's search goes on past its budget until its best move
has ``HINT_TRIES`` tries, within a bound (``HINT_MAX_SECONDS``, or
``HINT_MAX_ITERATIONS`` when the budget is counted in iterations);
``Advice.rough`` says the bound came first. docs/bots.md, "Hints", has the why
and what was measured.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Sequence

from client.core.game import GameSpec, GameState

from .hooks import GameAI, hooks_for
from .ismcts import GoOn, SearchStats
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
#: a hint's search goes on past its budget until its best move has this many tries. A chance is
#: a mean of sample values in [0, 1]; in these games they spread by about 0.3 (0.5 at most), so
#: at 50 tries its standard error is about 4 points (7 at most): the figure a person reads is
#: good to a few points (and two such moves some 14 points apart are told apart). Shogun's
#: first hint on a slow machine had 3 tries a move (a standard error of ~17 points: noise). At
#: the normal bots' rate a planning root of about seven candidates needs some 150-250
#: iterations for it: well within the 1 s budget on an idle core, so going on costs only a
#: slow or busy machine any time
HINT_TRIES = 50
#: ... but a hint thinks at most this long in all (the window never waits: it runs in the bot
#: worker, and the Hint button says Thinking… meanwhile); then its figures are called rough
HINT_MAX_SECONDS = 4.0
#: ... or at most this many iterations in all, when its budget is counted in iterations (a shot,
#: ``hint --iterations``: the same answer on any machine), about what 4 s buy on an idle core
HINT_MAX_ITERATIONS = 3000
#: one move is clearly better than another when its chance is ahead by more than ``CLEAR_LEAD``
#: plus this many standard errors of the difference (about 95 % one way or the other, were the
#: means normal and independent) — the rule the bots use to leave their heuristic's choice
#: (``switch_margin`` and ``switch_z``)
CLEAR_Z = 2.0
#: ... a lead under 2 points is no reason to prefer a move, however many samples: the figure is the
#: search's estimate, not a calibrated chance (the games' bots ask 2-5 points, ``switch_margin``),
#: and where rollouts end in a position's value the samples barely spread (Shogun's draft: a
#: standard error of 0.2 points at 50 tries)
CLEAR_LEAD = 0.02
#: the standard deviation assumed for a candidate with fewer than two tries: the largest values
#: in [0, 1] can have (a win or a loss, even odds)
WIDEST_SPREAD = 0.5


@dataclass(frozen=True)
class Candidate:
    action: str
    visits: int
    chance: float | None  # estimated chance to win, 0-1 (None: not valued)
    stderr: float | None = None  # the standard error of ``chance`` (None: not valued)

    @property
    def percent(self) -> int | None:
        return None if self.chance is None else round(100 * min(1.0, max(0.0, self.chance)))

    def to_json(self) -> dict:
        """Percent figures to a tenth (whole percents would blur leads of a point or two)."""
        chance = None if self.chance is None else round(100 * min(1.0, max(0.0, self.chance)), 1)
        return {"action": self.action, "visits": self.visits, "chance": chance,
                "stderr": None if self.stderr is None else round(100 * self.stderr, 1)}

    @classmethod
    def from_json(cls, row: dict) -> "Candidate":
        """A row of ``to_json`` read back (percent figures as fractions again); KeyError or
        TypeError for anything else."""
        action, visits, chance, stderr = row["action"], row["visits"], row["chance"], row.get("stderr")
        if not (isinstance(action, str) and _is(visits, int) and _is(chance, (int, float), None)
                and _is(stderr, (int, float), None)):
            raise TypeError("a candidate's fields have the wrong types")
        return cls(action, visits, None if chance is None else chance / 100, None if stderr is None else stderr / 100)


def _is(value, kind, *also) -> bool:
    """``value`` is of ``kind`` (a bool is no number), or one of ``also``."""
    return value in also or (isinstance(value, kind) and not isinstance(value, bool))


def standard_error(visits: int, deviation: float | None) -> float | None:
    """The standard error of a mean over ``visits`` samples whose standard deviation is
    ``deviation`` (None: not known, ``WIDEST_SPREAD`` is assumed)."""
    if not visits:
        return None
    return (WIDEST_SPREAD if deviation is None else deviation) / math.sqrt(visits)


def clearly_better(a: Candidate, b: Candidate) -> bool:
    """Whether ``a``'s chance beats ``b``'s beyond the search's noise: by more than ``CLEAR_LEAD``
    plus ``CLEAR_Z`` standard errors of the difference (the two errors combined as if
    independent). Never for a candidate not valued."""
    if a.chance is None or b.chance is None:
        return False
    wide = WIDEST_SPREAD  # an error not known: one try's worth
    noise = math.hypot(wide if a.stderr is None else a.stderr, wide if b.stderr is None else b.stderr)
    return a.chance - b.chance > CLEAR_LEAD + CLEAR_Z * noise


def too_close_to_call(candidates: Sequence[Candidate]) -> list[Candidate]:
    """The first of ``candidates`` (best first) and those it is not ``clearly_better`` than: the
    first alone when it is the clear best move."""
    first = list(candidates[:1])
    return first + [c for c in candidates[1:] if not clearly_better(first[0], c)]


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
    #: the search stopped (its bound, or a cancel) before its best move had ``HINT_TRIES`` tries
    rough: bool = False

    @property
    def best(self) -> str | None:
        return self.candidates[0].action if self.candidates else None

    def to_json(self) -> dict:
        return {"seat": self.seat, "level": self.level, "how": self.how, "iterations": self.iterations,
                "widened": self.widened, "rough": self.rough,
                "candidates": [c.to_json() for c in self.candidates]}

    @classmethod
    def from_json(cls, data: dict) -> "Advice":
        """``to_json`` read back (KeyError, TypeError or ValueError for anything else)."""
        seat, rows, iterations = data["seat"], data["candidates"], data["iterations"]
        level, how, widened = data["level"], data["how"], data["widened"]
        if not (_is(seat, int) and isinstance(rows, list) and _is(iterations, int) and isinstance(level, str)
                and isinstance(how, str) and isinstance(widened, bool)):
            raise TypeError("the advice's fields have the wrong types")
        return cls(seat, tuple(Candidate.from_json(c) for c in rows), iterations, level, how, widened,
                   rough=bool(data.get("rough", False)))


# -- the advice --------------------------------------------------------------------------------
def advise(spec: GameSpec, obs: GameState, seed: int, level: str = "normal",
           think_seconds: float | None = None, max_iterations: int | None = None,
           cancel=None, top: int = TOP, tries: int = HINT_TRIES) -> Advice:
    """The ``top`` best actions for ``obs.to_act`` from ``obs``, an observation of that seat.

    Budget: ``max_iterations`` alone (reproducible), else ``think_seconds``, else the level's
    think time (at least ``HINT_MIN_SECONDS``). Then the search goes on until its best move has
    ``tries`` tries (0: it does not), for at most ``HINT_MAX_SECONDS`` in all, or with a budget
    in iterations alone at most ``HINT_MAX_ITERATIONS`` (so still the same on any machine);
    ``Advice.rough`` when that bound (or ``cancel``) came first.
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
    go_on = None
    if tries:
        def wanted(visits, values) -> bool:
            order = ranked_actions(visits, values)
            return not order or visits[order[0]] < tries

        go_on = GoOn(wanted, iterations=max(HINT_MAX_ITERATIONS, max_iterations or 0)) \
            if think_seconds is None else GoOn(wanted, seconds=max(HINT_MAX_SECONDS, think_seconds))
    best, stats = searcher.search(obs, rng, think_seconds, max_iterations, cancel, go_on)
    # assumption: a hint ranks by the estimated chance among the moves the search tried enough,
    # not by the bots' rule of keeping their heuristic's first choice unless another is clearly
    # better: a person reads the figures, and a marked move below a better-looking one reads as
    # a mistake
    ranked = ranked_candidates(stats, None if stats.visits else best)
    return Advice(obs.to_act, tuple(ranked[:top]), stats.iterations, level, "search", widened,
                  rough=ranked[0].visits < tries)


def _check_observation(obs: GameState) -> None:
    if obs.viewer is None or obs.rng is not None:
        raise ValueError("advice reads an observation (state.observation(seat)), never the true state")
    if obs.is_over():
        raise ValueError("the game is over: there is nothing to advise")
    if obs.to_act != obs.viewer:
        raise ValueError(f"advice is for the seat to act ({obs.to_act}), not seat {obs.viewer}")


def ranked_candidates(stats: SearchStats, best: str | None) -> list[Candidate]:
    """The search's root actions, ``best`` (if given) first, then as ``ranked_actions`` orders them."""
    order = ranked_actions(stats.visits, stats.values, best)
    out = [Candidate(a, stats.visits[a], stats.values.get(a),
                     standard_error(stats.visits[a], stats.deviations.get(a))) for a in order]
    if best is not None and best not in stats.visits:
        out.insert(0, Candidate(best, 0, None))  # cancelled before anything was learned
    return out


def ranked_actions(visits: dict[str, int], values: dict[str, float], best: str | None = None) -> list[str]:
    """The root actions tried, ``best`` (if given) first; then those tried at least a fifth as often
    as the most tried (and ``ENOUGH_VISITS`` times) by their mean value, then the rest by value."""
    most = max(visits.values(), default=0)
    enough = max(ENOUGH_VISITS, most / 5) if most >= ENOUGH_VISITS else 0

    def key(a):
        return a != best, visits[a] < enough, -values.get(a, 0.0), -visits[a]

    return sorted(visits, key=key)


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

    def search(self, obs, rng, think_seconds, max_iterations=None, cancel=None, go_on=None):
        self._root = obs
        try:
            return generic_search(obs, self, rng, think_seconds, max_iterations, cancel, go_on)
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
