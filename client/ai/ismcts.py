"""Single-observer information-set Monte Carlo tree search (pure).

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search"
(IEEE TCIAIG, 2012), algorithm SO-ISMCTS. One tree is grown for the
observer's information set; each iteration:

1. samples a full world from the observation (``hooks.determinize``, by
   default ``obs.determinize(rng)``) — the search never sees the true state;
2. descends the tree: only the actions legal *in this world* are candidates
   (``hooks.candidate_actions``, by default every legal action), and every
   candidate's availability count goes up, so UCB weighs an action by how
   often it could have been chosen rather than by the parent's visits;
3. expands one untried action (at random, or the first in candidate order
   when ``hooks.ordered_expansion`` is set);
4. plays ``hooks.rollout_action`` for up to ``hooks.rollout_depth`` actions
   (with ``hooks.staged_rollouts``: or until ``hooks.rollout_stage`` names a new
   stage), then values the end with ``hooks.terminal_values`` or ``hooks.evaluate``;
5. backs up, at every node, the value of the seat that chose the action
   leading to it (and sums every seat's value at the root: ``SearchStats.seat_values``).

Edges are ``(seat, action)``: the seat is part of the key so that a world in
which chance gave the turn to someone else never mixes two seats' choices.
The answer is the most visited root candidate (ties: the higher mean value,
or with ordered expansion the earlier candidate; with ordered expansion the
first candidate stands unless the answer was visited ``hooks.switch_visits``
times and its mean value beats the first's by ``hooks.switch_margin`` plus
``hooks.switch_z`` standard errors of the difference). A search given ``go_on`` (a hint,
whose figures a person reads) goes on past its budget while its root's figures want more
samples, up to a bound of its own. States are copied only by ``determinize`` (which clones);
nothing is deep-copied.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Protocol

from client.core.game import GameState


class SearchHooks(Protocol):
    """What the search asks of a game (``client.ai.hooks.GameAI`` gives every one a default)."""

    exploration: float
    rollout_depth: int
    ordered_expansion: bool
    staged_rollouts: bool
    switch_margin: float
    switch_visits: int
    switch_z: float

    def candidate_actions(self, state: GameState) -> list[str]: ...

    def determinize(self, obs: GameState, rng: random.Random) -> GameState: ...

    def rollout_action(self, state: GameState, rng: random.Random) -> str: ...

    def rollout_stage(self, state: GameState): ...

    def terminal_values(self, state: GameState) -> list[float]: ...

    def evaluate(self, state: GameState) -> list[float]: ...


class Node:
    """A tree node; ``seat`` chose the edge into it (None at the root)."""

    __slots__ = ("seat", "visits", "avail", "total", "children")

    def __init__(self, seat: int | None):
        self.seat = seat
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.children: dict[tuple[int, str], Node] = {}


@dataclass
class SearchStats:
    """What one decision cost, for benchmarks and the debug overlay."""

    iterations: int = 0
    seconds: float = 0.0
    cancelled: bool = False
    nodes: int = 0
    visits: dict[str, int] = field(default_factory=dict)  # root action → visits
    values: dict[str, float] = field(default_factory=dict)  # root action → mean value
    #: every seat's mean value over the iterations (the root's estimate for all seats, not only
    #: the seat to act: a chance-to-win chart reads it); empty when no iteration ran
    seat_values: list[float] = field(default_factory=list)
    #: root action → the sample standard deviation of the seat's value over the samples through
    #: it (actions with two samples or more): how far its mean value may be off (a hint says so)
    deviations: dict[str, float] = field(default_factory=dict)

    @property
    def per_second(self) -> float:
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


@dataclass(frozen=True)
class GoOn:
    """A search that has spent its budget goes on while ``wanted(visits, values)`` — the root's
    visits and mean values so far, as ``SearchStats`` keeps them — says its figures want more
    samples, until ``seconds`` have passed since it began or it has run ``iterations`` in all
    (None: that bound does not apply; one of them must be set)."""

    wanted: Callable[[dict[str, int], dict[str, float]], bool]
    seconds: float | None = None
    iterations: int | None = None

    def __post_init__(self):
        if self.seconds is None and self.iterations is None:
            raise ValueError("going on needs a time bound or an iteration bound")

    def bounds(self, start: float) -> tuple[int | None, float]:
        """(iterations, deadline) past the budget, for a search that began at ``start``."""
        return self.iterations, math.inf if self.seconds is None else start + self.seconds


def search(obs: GameState, hooks: SearchHooks, rng: random.Random, think_seconds: float | None = 1.0,
           max_iterations: int | None = None,
           cancel: Callable[[], bool] | None = None, go_on: GoOn | None = None) -> tuple[str, SearchStats]:
    """The most visited root action for ``obs.to_act``, and what it cost.

    Stops when ``think_seconds`` have passed (None: no clock; then
    ``max_iterations`` must be set), after ``max_iterations``, or as soon as
    ``cancel()`` returns true (checked before every iteration). At least one
    iteration runs unless cancelled first. With ``go_on``, the budget spent, it goes on
    while ``go_on.wanted`` says so, within ``go_on``'s own bounds (cancel still stops it).
    """
    if think_seconds is None and max_iterations is None:
        raise ValueError("search needs a time budget or an iteration budget")
    start = time.perf_counter()
    stats = SearchStats()
    candidates = hooks.candidate_actions
    legal = candidates(obs)
    if not legal:
        raise ValueError("no legal action: the game is over")
    if len(legal) == 1:
        stats.seconds = time.perf_counter() - start
        return legal[0], stats

    me = obs.to_act
    deadline = math.inf if think_seconds is None else start + think_seconds
    c = hooks.exploration
    ordered = hooks.ordered_expansion
    depth_limit = hooks.rollout_depth
    stage = hooks.rollout_stage if hooks.staged_rollouts else None
    determinize = hooks.determinize
    rollout_action = hooks.rollout_action
    terminal_values = hooks.terminal_values
    evaluate = hooks.evaluate
    log = math.log
    sqrt = math.sqrt
    clock = time.perf_counter

    root = Node(None)
    nodes = 1
    seat_totals = [0.0] * obs.num_players
    z = hooks.switch_z if ordered else 0.0
    squares: dict[int, float] = {}  # id of a root child → sum of its squared values
    iterations = 0
    going_on = False  # past the budget, within go_on's bounds
    while True:
        # stop when one more iteration of the average length would overrun the budget: a bot
        # that checked only "time left?" finished its last iteration late (p95 over budget)
        if (max_iterations is not None and iterations >= max_iterations) or (
                iterations and (now := clock()) + (now - start) / iterations >= deadline):
            if go_on is None or going_on:
                break
            going_on = True
            max_iterations, deadline = go_on.bounds(start)
            continue  # within those bounds yet?
        if going_on and not go_on.wanted(*_root_figures(root, me)):
            break
        if cancel is not None and cancel():
            stats.cancelled = True
            break

        world = determinize(obs, rng)
        node = root
        path: list[Node] = []
        # -- select, then expand one node ------------------------------------
        while not world.is_over():
            seat = world.to_act
            actions = candidates(world)
            children = node.children
            untried = None
            for action in actions:
                child = children.get((seat, action))
                if child is None:
                    if untried is None:
                        untried = [action]
                    else:
                        untried.append(action)
                else:
                    child.avail += 1
            if untried is not None:
                action = untried[0] if ordered or len(untried) == 1 else rng.choice(untried)
                child = Node(seat)
                children[(seat, action)] = child
                nodes += 1
                world.apply(action)
                path.append(child)
                break
            best = None
            best_action = None
            best_score = -math.inf
            for action in actions:
                child = children[(seat, action)]
                score = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                if score > best_score:
                    best, best_action, best_score = child, action, score
            world.apply(best_action)
            path.append(best)
            node = best
        # -- roll out ------------------------------------------------------------
        steps = 0
        if stage is None:
            while steps < depth_limit and not world.is_over():
                world.apply(rollout_action(world, rng))
                steps += 1
        else:
            begun = stage(world)
            while steps < depth_limit and not world.is_over():
                world.apply(rollout_action(world, rng))
                steps += 1
                now = stage(world)
                if now is not None and now != begun:
                    break
        values = terminal_values(world) if world.is_over() else evaluate(world)
        # -- back up -------------------------------------------------------------
        for node in path:
            node.visits += 1
            node.total += values[node.seat]
        for seat, value in enumerate(values):
            seat_totals[seat] += value
        if path:
            key = id(path[0])
            squares[key] = squares.get(key, 0.0) + values[path[0].seat] ** 2
        root.visits += 1
        iterations += 1

    stats.iterations = iterations
    stats.nodes = nodes
    if iterations:
        stats.seat_values = [total / iterations for total in seat_totals]
    best_action = None
    best_key = None
    for index, action in enumerate(legal):
        child = root.children.get((me, action))
        if child is None or child.visits == 0:
            continue
        mean = child.total / child.visits
        stats.visits[action] = child.visits
        stats.values[action] = mean
        if child.visits >= 2:
            stats.deviations[action] = _deviation(child, squares)
        key = (child.visits, -index) if ordered else (child.visits, mean)
        if best_key is None or key > best_key:
            best_action, best_key = action, key
    if best_action is None:  # cancelled before anything was learned
        best_action = rng.choice(legal)
    elif ordered and best_action != legal[0] and legal[0] in stats.values and (
            stats.visits[best_action] < hooks.switch_visits
            or stats.values[best_action] < stats.values[legal[0]] + hooks.switch_margin
            + (z * _stderr_of_difference(root, me, best_action, legal[0], squares) if z else 0.0)):
        best_action = legal[0]  # not clearly better than the first candidate
    stats.seconds = clock() - start
    return best_action, stats


def _root_figures(root: Node, seat: int) -> tuple[dict[str, int], dict[str, float]]:
    """The root actions' visits and mean values so far (those visited)."""
    visits, values = {}, {}
    for (who, action), child in root.children.items():
        if who == seat and child.visits:
            visits[action] = child.visits
            values[action] = child.total / child.visits
    return visits, values


def _deviation(child: Node, squares: dict[int, float]) -> float:
    """The sample standard deviation of a root child's values (two samples or more)."""
    n = child.visits
    mean = child.total / n
    return math.sqrt(max(0.0, squares.get(id(child), 0.0) / n - mean * mean) * n / (n - 1))


def _stderr_of_difference(root: Node, seat: int, a: str, b: str, squares: dict[int, float]) -> float:
    """Standard error of (mean of root action ``a``) − (mean of ``b``), from their samples."""
    out = 0.0
    for action in (a, b):
        child = root.children[(seat, action)]
        n = child.visits
        if n < 2:
            return math.inf
        out += _deviation(child, squares) ** 2 / n
    return math.sqrt(out)
