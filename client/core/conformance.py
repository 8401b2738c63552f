"""The conformance checker every game's tests call.

Plays seeded random games and checks at every step what DESIGN.md lists: no
exception, legal actions non-empty until the end, junk rejected with
IllegalAction and the state untouched, clones independent, observations blind
to other seats' secrets, the game's own invariants; at the end, replay from
seed + actions and a save round trip give the same state.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Mapping

from .errors import IllegalAction
from .game import TERMINAL, GameSpec, GameState
from .match import Match, Seat
from . import saves

JUNK_ACTIONS = ("", "no-such-action", "x" * 500, "pass:999999999999", ":::")


@dataclass
class Report:
    steps: int
    over: bool
    actions: list[str]


def _same(a: GameState, b: GameState, what: str) -> None:
    sa, sb = a.snapshot(), b.snapshot()
    if sa != sb:
        diff = [k for k in set(sa) | set(sb) if sa.get(k) != sb.get(k)]
        raise AssertionError(f"{what}: states differ in {sorted(diff)[:8]}")


def check_observation(state: GameState, seat: int, rng: random.Random) -> bool:
    """Another seat's secrets may change without changing what ``seat`` observes.

    Returns whether the sampled world differed from the true one: over a game
    with hidden information some must, or the observation leaks the truth.
    """
    obs = state.observation(seat)
    assert obs.viewer == seat, "observation must record its viewer"
    assert obs.rng is None, "an observation must not carry the true generator"
    view = json.dumps(obs.snapshot(), sort_keys=True, default=str)
    world = obs.determinize(random.Random(rng.random()))
    assert world.viewer is None and world.rng is not None, "determinize must give a full state"
    again = json.dumps(world.observation(seat).snapshot(), sort_keys=True, default=str)
    assert view == again, f"seat {seat}'s observation changed when only hidden parts were resampled"
    assert world.to_act == state.to_act, "a determinized world has a different seat to act"
    if not state.is_over():
        world.legal_actions()  # must not raise
    return world.snapshot() != state.snapshot()


def play_random_game(spec: GameSpec, players: int, seed: int, options: Mapping[str, str] | None = None,
                     max_steps: int = 20_000, observe_every: int = 7,
                     hidden_information: bool = True) -> Report:
    options = spec.validate(players, options)
    rng = random.Random(seed * 7919 + players)
    seats = [Seat(f"P{i + 1}", i, "bot", "random") for i in range(players)]
    match = Match(spec, options, seed, seats)
    state = match.state
    state.check_invariants()
    steps = 0
    resampled = False
    while not state.is_over():
        assert steps < max_steps, f"no end after {max_steps} actions"
        seat = state.to_act
        assert 0 <= seat < players, f"to_act {seat} is not a seat"
        legal = state.legal_actions()
        assert legal, "no legal action while the game is not over"
        assert len(set(legal)) == len(legal), "legal actions repeat"
        assert all(isinstance(a, str) and a for a in legal), "actions must be non-empty strings"
        before = json.dumps(state.snapshot(), sort_keys=True, default=str)
        for junk in JUNK_ACTIONS:
            if junk in legal:
                continue
            try:
                state.apply(junk)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"junk action {junk!r} was accepted")
        assert json.dumps(state.snapshot(), sort_keys=True, default=str) == before, \
            "a rejected action changed the state"
        if steps % observe_every == 0:
            for viewer in range(players):
                resampled |= check_observation(state, viewer, rng)
        action = rng.choice(legal)
        copy = state.clone()
        copy.apply(action)
        assert json.dumps(state.snapshot(), sort_keys=True, default=str) == before, \
            "applying to a clone changed the original"
        match.play(action)
        state = match.state
        _same(state, copy, "clone then apply differs from apply")
        state.check_invariants()
        steps += 1
    assert state.to_act == TERMINAL, "a finished game still has a seat to act"
    assert state.legal_actions() == [], "a finished game still has legal actions"
    scores = state.scores()
    assert len(scores) == players
    winners = state.winners()
    assert winners and all(0 <= w < players for w in winners), "a finished game needs winners"
    again = Match.replay(spec, options, seed, seats, match.actions)
    _same(again.state, state, "replay from seed + actions differs")
    loaded = saves.parse(saves.dumps(match), lambda gid: spec)
    _same(loaded.state, state, "save then load differs")
    if hidden_information:
        assert resampled, "determinize never changed a hidden part: does the observation leak the truth?"
    return Report(steps, True, list(match.actions))
