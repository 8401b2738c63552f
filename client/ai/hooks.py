"""What each game feeds the generic search with (pure: never imports pygame).

A game's ``ai_module`` (named by its ``GameSpec``) exposes ``AI``, an instance
of a ``GameAI`` subclass that overrides what it knows better than the
defaults: a position evaluation, a rollout policy, the easy level's move, and
— if the rules' own sampling is too naive — the determinisation. The defaults
work for any ``GameState``, so a game is playable by every level before it
has any heuristics at all.
"""
from __future__ import annotations

import random
from types import MappingProxyType
from typing import Mapping

from client.core.game import GameSpec, GameState

from . import ismcts


class GameAI:
    """Default hooks; subclass per game and override what helps."""

    #: actions a rollout plays before ``evaluate`` judges the position
    rollout_depth: int = 200
    #: think-time budget in seconds per level that searches
    think_seconds: Mapping[str, float] = MappingProxyType({"normal": 1.0, "hard": 3.0})
    #: UCB exploration constant (values are in [0, 1])
    exploration: float = 0.7
    #: expand a node's untried actions in ``candidate_actions`` order (best first)
    #: rather than at random, and answer the earlier of equally visited root
    #: actions: with a tiny budget the search then falls back on the first candidate
    ordered_expansion: bool = False
    #: with ordered expansion: the search answers another root candidate than the
    #: first only if that one was visited at least ``switch_visits`` times and its
    #: mean value beats the first's by at least ``switch_margin``
    switch_margin: float = 0.0
    switch_visits: int = 0
    #: with ordered expansion: the answer's mean must also beat the first candidate's by
    #: ``switch_z`` standard errors of the difference of the two means (0: no such test)
    switch_z: float = 0.0
    #: a rollout also ends as soon as ``rollout_stage`` names a stage (not None) other than
    #: the one it began in — e.g. at the start of the next round — before ``rollout_depth``
    staged_rollouts: bool = False

    def rollout_stage(self, state: GameState):
        """A hashable name of the stage ``state`` is at, or None between stages (see above)."""
        return None

    def search(self, obs: GameState, rng: random.Random, think_seconds: float | None,
               max_iterations: int | None = None, cancel=None, go_on=None):
        """The searching levels' answer and its ``SearchStats``: the generic ISMCTS, unless a
        game's level brings a search of its own that fits its budget better. ``go_on``: an
        ``ismcts.GoOn`` (a hint's search goes on past its budget while its figures want it)."""
        return ismcts.search(obs, self, rng, think_seconds, max_iterations, cancel, go_on)

    def for_level(self, level: str) -> "GameAI":
        """The hooks the search levels use ("normal", "hard"): these, unless a game tunes a level."""
        return self

    # -- the arena and its balance report (client/arena) ---------------------------------
    #: seats win as camps (Samurai Sword): a camp's win counts whole for each of its seats, and
    #: the arena compares a level with a control (the same seeds, the field's level in its seat)
    team_game: bool = False
    #: options a balance report varies game by game when the command line leaves them ("*": any choice)
    report_options: Mapping[str, str] = MappingProxyType({})
    #: the player counts a balance report covers when the command line names none
    report_players: tuple[int, ...] = ()
    #: the finished states' ``end_reason`` values that mean the program's own safeguard (a turn
    #: limit) stopped the game rather than its rules: the arena reports their share
    safeguard_ends: tuple[str, ...] = ()

    def camp(self, state: GameState, seat: int) -> str | None:
        """The seat's camp at the end of a team game (None: every seat plays for itself)."""
        return None

    def report_facts(self, state: GameState, events: list) -> dict:
        """The game's own figures for the balance report, from a finished game's true state and
        every event it made: chart title → {category: value}, each value a count (shown as the
        mean per game), a ``rate(hits, trials)`` (shown with its 95 % interval) or a
        ``mean(total, n)``. The arena sums them over the games."""
        return {}

    # -- values ----------------------------------------------------------------
    def evaluate(self, state: GameState) -> list[float]:
        """Per-seat value in [0, 1] of a non-terminal state (default: nobody ahead)."""
        n = state.num_players
        return [1.0 / n] * n

    def terminal_values(self, state: GameState) -> list[float]:
        """1 for a sole winner, 1/k each for k shared winners, 0 for the others."""
        n = state.num_players
        winners = state.winners()
        values = [0.0] * n
        if winners:
            share = 1.0 / len(winners)
            for seat in winners:
                values[seat] = share
        return values

    def values(self, state: GameState) -> list[float]:
        """``terminal_values`` for a finished game, else ``evaluate``."""
        return self.terminal_values(state) if state.is_over() else self.evaluate(state)

    # -- policies ----------------------------------------------------------------
    def candidate_actions(self, state: GameState) -> list[str]:
        """The actions the search considers in ``state`` (an observation at the root,
        a determinised world below it): a non-empty subset of ``state.legal_actions()``.
        Default: all of them."""
        return state.legal_actions()

    def rollout_action(self, state: GameState, rng: random.Random) -> str:
        """The action a rollout plays in a full (determinised) state: default uniform."""
        return rng.choice(state.legal_actions())

    def heuristic_action(self, obs: GameState, rng: random.Random) -> str:
        """The easy level's move, from the seat's observation: default uniform."""
        return rng.choice(obs.legal_actions())

    # -- hidden information --------------------------------------------------------
    def determinize(self, obs: GameState, rng: random.Random) -> GameState:
        """A full state consistent with ``obs``; default: the rules' own sampling."""
        return obs.determinize(rng)


def rate(hits: float, trials: int = 1) -> tuple:
    """A report fact shown as hits / trials with its interval (see ``GameAI.report_facts``)."""
    return ("rate", hits, trials)


def mean(total: float, n: int = 1) -> tuple:
    """A report fact shown as total / n (see ``GameAI.report_facts``)."""
    return ("mean", total, n)


DEFAULT = GameAI()


def hooks_for(spec: GameSpec) -> GameAI:
    """The game's ``AI`` from its ``ai_module``, or the default hooks."""
    module = spec.load_ai()  # PieceError (a LookupError) when it has no AI
    return DEFAULT if module is None else module.AI
