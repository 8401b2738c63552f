"""Seed + actions → state (client.core.replay): the same state as playing the actions, and an
action that cannot be replayed named in a clear error."""
from __future__ import annotations

import json
import random

import pytest

from client.core.errors import SaveError
from client.core.replay import replay, replay_steps
from client.games import REGISTRY, get
from tests.toygame import SPEC, ToyState

PLAYERS = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}


def frozen(state) -> str:
    return json.dumps(state.snapshot(), sort_keys=True, default=str)


def played(spec, players, seed, limit):
    """A seeded game of random moves, played: its actions and each state's snapshot on the way."""
    state, rng = spec.new_game(players, {}, seed), random.Random(seed)
    actions, seen = [], [(None, frozen(state), tuple(state.events))]
    while not state.is_over() and len(actions) < limit:
        seat, action = state.to_act, rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
        seen.append((seat, frozen(state), tuple(state.events)))
    return actions, seen


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_replaying_the_actions_gives_the_state_playing_them_gave(game):
    spec, players = get(game), PLAYERS[game]
    actions, seen = played(spec, players, 4, limit=120)
    assert frozen(replay(spec, players, {}, 4, actions)) == seen[-1][1]
    assert frozen(replay(spec, players, {}, 4, actions[:7])) == seen[7][1]
    steps = [(step.seat, frozen(step.state), tuple(step.state.events))
             for step in replay_steps(spec, players, {}, 4, actions)]
    assert steps == seen, "the opening, then every step: who played it, the state and its events"


def legal_game(seed=1):
    state, actions = SPEC.new_game(2, {}, seed), []
    while not state.is_over():
        actions.append(state.legal_actions()[0])
        state.apply(actions[-1])
    return actions


def test_each_step_reads_the_state_before_its_action():
    """``read`` sees the state an action is played in: the seat to act still holds the card it bids."""
    actions = legal_game()[:2]

    def held(before, _action):
        return before.to_act, list(before.hands[before.to_act])

    steps = list(replay_steps(SPEC, 2, {}, 1, actions, held))
    assert [step.action for step in steps] == [None, *actions] and steps[0].read is None
    for step in steps[1:]:
        seat, hand = step.read
        assert seat == step.seat and int(step.action.split(":")[1]) in hand
        assert int(step.action.split(":")[1]) not in step.state.hands[seat]


def test_an_illegal_action_is_named_with_the_rules_reason():
    actions = legal_game()
    with pytest.raises(SaveError) as info:
        replay(SPEC, 2, {}, 1, [actions[0], "bid:99", actions[2]])
    assert str(info.value) == "move 2 of 3 ('bid:99') is not legal: seat 1 has no card 99"
    n = len(actions) + 1
    with pytest.raises(SaveError, match=rf"^move {n} of {n} \('bid:1'\) comes after the game ended$"):
        replay(SPEC, 2, {}, 1, actions + ["bid:1"])


def test_a_rules_bug_while_replaying_is_a_clear_error_too(monkeypatch):
    def buggy(self, action):
        raise KeyError("a rules bug")

    monkeypatch.setattr(ToyState, "apply", buggy)
    with pytest.raises(SaveError, match=r"^move 1 of 1 \('bid:3'\) cannot be replayed: KeyError: 'a rules bug'$"):
        replay(SPEC, 2, {}, 1, ["bid:3"])
