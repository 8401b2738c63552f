"""A game's analysis: each decision of a seat graded by the search, from that seat's own view (pure).

For every decision with a choice (two legal moves or more), the normal level's search runs from
the observation the seat had then (as a hint does: never the true state) and weighs the move
played beside the moves it finds best. The drop in chance to win from the best move to the move
played gives the grade (``grade_of``): best, good, inaccuracy, mistake or blunder. How the search
is set, how the thresholds follow each game's noise and how accuracy is counted: docs/analysis.md.

* The search: ``ITERATIONS`` iterations a decision (at least 200). The first ``PLAYED_SHARE`` of
  them go through the move played, so that its chance is pinned down however poor it is (the
  search itself would soon stop trying a bad move, and a chance from four samples says nothing);
  the rest are the normal search, the move played among its root moves. Where a game's search
  narrows its root to one move (a plan step), every legal move is weighed, as for a hint.
* The best move: the one with the highest chance among those tried enough (``ranked_actions``,
  the hints' rule). Its chance and the move played's are the means of their samples; ``noise`` is
  the standard error of their difference.
* Seeds: each decision's search has its own seed, made from the analysis's seed, the seat and the
  step; never from the match's seed (which deals the secrets), so that two games that differ only
  in another seat's secrets are graded alike, and an analysis stopped halfway and picked up again
  gives the same figures.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Collection, Iterable, Iterator, Mapping, NamedTuple, Sequence

from client.core.analysis_record import GRADES, Analysis, Decision
from client.core.game import GameSpec, GameState
from client.core.replay import replay_steps

from .advice import CLEAR_Z, ranked_actions, standard_error
from .hooks import GameAI, hooks_for
from .ismcts import search as generic_search

#: search iterations a decision is graded with (the issue asks at least 200)
ITERATIONS = 200
#: the share of a decision's iterations that go through the move played (see the module's text)
PLAYED_SHARE = 0.25
#: the default seed of an analysis (any fixed number: the figures must not follow the deal)
SEED = 1
#: lichess's steps between the grades, in chance to win (0-1): a drop of 5 points is an
#: inaccuracy, 10 a mistake, 15 a blunder (its "winning chances" drop by 0.1, 0.2, 0.3 on a
#: -1..1 scale), where the search's noise is smaller
STEPS = (0.05, 0.10, 0.15)
#: each game's noise at ``ITERATIONS`` iterations: over seeded positions, the standard deviation
#: across search seeds of the drop a decision is graded by, its 90th percentile (the median was
#: 0.000, 0.024, 0.016, 0.004, 0.011) (``tools/analysis_noise.py``, 2026-11-29: 12 positions a
#: game, 5 seeds each). A drop under ``CLEAR_Z`` times it is no worse than good in that game,
#: whatever one search's own samples say
NOISE: Mapping[str, float] = {
    "shogun": 0.002,
    "samurai_sword": 0.043,
    "three_kingdoms": 0.022,
    "himefuda": 0.009,
    "yedo": 0.014,
}
#: a game not measured (a test's toy game): the widest of the measured
DEFAULT_NOISE = 0.04


@dataclass(frozen=True)
class Thresholds:
    """The smallest drops (0-1) that grade an inaccuracy, a mistake and a blunder in one game."""

    inaccuracy: float
    mistake: float
    blunder: float


def thresholds(game: str) -> Thresholds:
    """The game's grade thresholds: lichess's steps, raised where the game's noise is larger. The
    first step is at least ``CLEAR_Z`` times the game's noise (a drop within the noise is never
    worse than good); each next step is 5 points above the one before, as in lichess."""
    floor = CLEAR_Z * NOISE.get(game, DEFAULT_NOISE)
    first = max(STEPS[0], floor)
    return Thresholds(first, max(STEPS[1], first + STEPS[0]), max(STEPS[2], first + 2 * STEPS[0]))


def grade_of(played: str, best: str, drop: float, noise: float, limits: Thresholds) -> str:
    """The grade of a decision whose move ``played`` gave away ``drop`` of the chance to win the
    ``best`` move gave; ``noise``: the standard error of that drop in this decision. A drop within
    ``CLEAR_Z`` standard errors, or under the game's first threshold, is good at worst."""
    if played == best or drop <= 0:
        return "best"
    if drop <= max(limits.inaccuracy, CLEAR_Z * noise):
        return "good"
    if drop >= limits.blunder:
        return "blunder"
    return "mistake" if drop >= limits.mistake else "inaccuracy"


def decision_seed(seed: int, seat: int, step: int) -> int:
    """The search seed of one decision (seeded from a string: stable across processes)."""
    return random.Random(f"tenka-analysis:{seed}:{seat}:{step}").getrandbits(63)


# -- one decision --------------------------------------------------------------------------------
class PlayedAtRoot:
    """The game's hooks, except at the search's root: the move played is weighed beside the game's
    candidates (every legal move, where the game narrows the root to one), and the first
    ``forced`` iterations go through the move played alone. The root is the first
    ``candidate_actions`` call after each ``determinize`` (as ``advice.WidenedRoot`` tells it)."""

    def __init__(self, hooks: GameAI, obs: GameState, played: str, forced: int):
        self._hooks = hooks
        self._root = obs
        self._played = played
        self._forced = forced
        self._widen = len(hooks.candidate_actions(obs)) < 2
        self._at_root = False
        self._worlds = 0

    def __getattr__(self, name):
        return getattr(self._hooks, name)

    def determinize(self, obs, rng):
        self._at_root = True
        self._worlds += 1
        return self._hooks.determinize(obs, rng)

    def candidate_actions(self, state) -> list[str]:
        if state is not self._root and not self._at_root:
            return self._hooks.candidate_actions(state)
        self._at_root = False
        if state is not self._root and self._worlds <= self._forced:
            return [self._played]
        moves = self._hooks.candidate_actions(state)
        if self._widen:
            moves = moves + [a for a in state.legal_actions() if a not in moves]
        return moves if self._played in moves else moves + [self._played]


def grade_decision(spec: GameSpec, obs: GameState, played: str, step: int, seed: int,
                   iterations: int = ITERATIONS, cancel: Callable[[], bool] | None = None) -> Decision | None:
    """``obs.to_act``'s decision at ``step`` graded from ``obs``, its own observation (None when
    ``cancel`` stopped the search first)."""
    if obs.viewer is None or obs.rng is not None or obs.viewer != obs.to_act:
        raise ValueError("an analysis reads the acting seat's observation (state.observation(seat)), never the true state")
    seat = obs.to_act
    hooks = hooks_for(spec).for_level("normal")
    root = PlayedAtRoot(hooks, obs, played, max(2, int(iterations * PLAYED_SHARE)))
    _answer, stats = generic_search(obs, root, random.Random(decision_seed(seed, seat, step)), None, iterations,
                                    cancel)
    if stats.cancelled or played not in stats.values:
        return None
    best = ranked_actions(stats.visits, stats.values)[0]
    errors = [standard_error(stats.visits[a], stats.deviations.get(a)) for a in {best, played}]
    noise = math.hypot(*errors)
    best_chance, played_chance = stats.values[best], stats.values[played]
    drop = max(0.0, best_chance - played_chance)
    grade = grade_of(played, best, drop, noise, thresholds(spec.id))
    return Decision(step, seat, played, best, _unit(played_chance), _unit(best_chance), _unit(noise), grade)


def _unit(value: float) -> float:
    return min(1.0, max(0.0, value))


# -- a whole game ----------------------------------------------------------------------------------
class Turn(NamedTuple):
    """A decision to grade: at ``step`` (the position before that action) ``seat`` played
    ``played``, seeing ``obs`` (its own observation, nothing more)."""

    step: int
    seat: int
    obs: GameState
    played: str


def turns(spec: GameSpec, players: int, options: Mapping[str, str], match_seed: int, actions: Sequence[str],
          seats: Collection[int]) -> Iterator[Turn]:
    """The decisions of ``seats`` with a choice (two legal moves or more), as the game replays
    (SaveError names an action that cannot be replayed)."""
    def read(state: GameState, _action: str):
        if state.to_act in seats and len(state.legal_actions()) > 1:
            return state.observation(state.to_act)
        return None

    for index, step in enumerate(replay_steps(spec, players, options, match_seed, actions, read)):
        if step.read is not None:
            yield Turn(index - 1, step.seat, step.read, step.action)


def analyse(spec: GameSpec, decisions: Iterable[Turn], analysis: Analysis,
            cancel: Callable[[], bool] | None = None,
            progress: Callable[[int], None] | None = None) -> bool:
    """Grade each of ``decisions`` not yet in ``analysis`` (with its settings) into it, in order;
    ``progress(k)`` after the k-th decision of ``decisions`` is done. False when ``cancel`` stopped
    it (what was graded so far stays: it picks up there)."""
    for done, turn in enumerate(decisions, 1):
        if turn.step not in analysis.decisions:
            decision = grade_decision(spec, turn.obs, turn.played, turn.step, analysis.seed, analysis.iterations,
                                      cancel)
            if decision is None:
                return False
            analysis.decisions[turn.step] = decision
        if progress is not None:
            progress(done)
        if cancel is not None and cancel():
            return False
    return True


def may_show(seat: int, viewer: int | None, finished: bool) -> bool:
    """Whether ``seat``'s grades may be shown to ``viewer`` (the hints' rule): every seat's once
    the game is over, before that a seat's own only (its grades follow what it holds)."""
    return finished or (viewer is not None and seat == viewer)


# -- what the grades add up to -----------------------------------------------------------------------
def move_accuracy(decision: Decision) -> float:
    """One decision's accuracy, 0-100: lichess's curve on the chance the move gave away (its
    drop, in points): 100 for none, about 80 for 5 points, 63 for 10, 49 for 15, 0 from about
    80. The drop as measured, noise and all, as lichess counts it: a seat whose moves were all
    the search's best has 100."""
    lost = 100 * decision.drop
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * lost) - 3.1669))


def accuracy(decisions: Sequence[Decision]) -> float | None:
    """A seat's accuracy, 0-100: the mean of its decisions' ``move_accuracy`` (None: no decision)."""
    if not decisions:
        return None
    return sum(move_accuracy(d) for d in decisions) / len(decisions)


def costliest(decisions: Sequence[Decision], count: int = 3) -> list[Decision]:
    """The ``count`` decisions graded worse than good that gave away the most, costliest first."""
    costly = [d for d in decisions if GRADES.index(d.grade) >= GRADES.index("inaccuracy")]
    return sorted(costly, key=lambda d: (-d.drop, d.step))[:count]


def counts(decisions: Sequence[Decision]) -> dict[str, int]:
    """How many decisions had each grade."""
    return {grade: sum(d.grade == grade for d in decisions) for grade in GRADES}
