"""Yedo's search remembers things for speed; each must give what a fresh computation gives.

* the rivals' worth priced once for all of a placement's or a draft pick's actions;
* worths remembered per search by ``balance.worth_key`` (and the terms a placement leaves alone by
  the key without the placed disciples): prices and values with one memo shared over a whole
  seeded game, where states of many phases meet the same keys, equal those computed afresh;
* the generator copied on write by ``clone`` and a sampled world's generator made from its seed
  when first drawn from: every copy draws what the original would have drawn, independently;
* where ``determinize`` deals the unseen cards, worked out once per observation: a world's own
  observation deals by its own plan, and ``touch`` forgets the plan after edits by hand.
"""
from __future__ import annotations

import random

import pytest

from client.core.game import clone_rng
from client.games.yedo import ai
from client.games.yedo.balance import worth, worth_parts, worth_with
from client.games.yedo.plan import planned_worth
from client.games.yedo.rules import HIDDEN, new_game


def states(players: int, seed: int, every: int):
    """Every ``every``-th state of a seeded random game."""
    st = new_game(players, {}, seed)
    rng = random.Random(seed)
    k = 0
    while not st.is_over():
        if k % every == 0:
            yield st
        st.apply(rng.choice(st.legal_actions()))
        k += 1


def remembering(st, memo: dict):
    """A copy of ``st`` that remembers worths in ``memo``, as a search's worlds do."""
    world = st.clone()
    world.__dict__[ai._MEMO] = memo
    return world


@pytest.mark.parametrize("players,seed,value", [(4, 11, worth), (3, 12, planned_worth)])
def test_remembered_prices_equal_fresh_ones_over_a_whole_game(players, seed, value):
    memo: dict = {}
    for st in states(players, seed, 5):
        fresh = ai.one_step_prices(st.clone(), value=value)
        assert ai.one_step_prices(remembering(st, memo), value=value) == fresh
        hooks = ai.HARD if value is planned_worth else ai.AI
        assert hooks.evaluate(remembering(st, memo)) == hooks.evaluate(st.clone())
    assert memo, "nothing was remembered"


def test_rivals_priced_once_for_a_placement_or_a_draft_pick_equal_rivals_priced_after_each():
    """``one_step_prices`` prices the rivals once when an action cannot change them; by definition
    each action is priced with everything after it."""
    seen = set()
    for st in states(4, 14, 1):
        if st.is_over() or len(st.legal_actions()) < 2:
            continue
        seen.add(st.pending[-1][0])
        by_definition = []
        for action in st.legal_actions():
            after = st.clone()
            after.apply(action)
            ai._settle(after)
            by_definition.append((action, ai.price(after, st.to_act)))
        assert ai.one_step_prices(st.clone()) == by_definition
    assert {"draft", "place"} <= seen


def test_a_placement_priced_from_remembered_terms_equals_its_worth():
    for st in states(4, 13, 3):
        for seat in range(st.num_players):
            assert worth_with(st, seat, worth_parts(st, seat)) == worth(st, seat)
        if st.phase == "placement" and not st.is_over() and st.pending[-1][0] == "place":
            seat = st.to_act
            parts = worth_parts(st, seat)
            for action in st.legal_actions():
                after = st.clone()
                after.apply(action)
                if after.coins[seat] == st.coins[seat] and after.hands[seat] == st.hands[seat]:
                    assert worth_with(after, seat, parts) == worth(after, seat), action


def test_a_clone_draws_what_the_original_would_and_apart_from_it():
    st = new_game(4, {}, 21)
    reference = clone_rng(st.rng)  # copied the way clone once did
    expected = [reference.random() for _ in range(9)]
    copy = st.clone()
    assert [st.rng.random() for _ in range(3)] == expected[:3]
    assert [copy.rng.random() for _ in range(8)] == expected[:8]  # from where the original stood
    assert [st.rng.random() for _ in range(5)] == expected[3:8]  # whatever the copy drew
    later = copy.clone()
    assert later.rng.random() == copy.rng.random() == expected[8]


def test_a_sampled_worlds_generator_is_the_same_however_it_is_copied():
    st = next(s for k, s in enumerate(states(4, 22, 1)) if k == 40)
    obs = st.observation(st.to_act)
    worlds = [obs.determinize(random.Random(5)) for _ in range(2)]
    copy = worlds[0].clone()
    first = worlds[0].rng.random()
    assert copy.rng.random() == first  # copied before anything was drawn
    assert worlds[1].rng.random() == first  # the same sampling makes the same generator
    drawn = worlds[0].clone()
    assert drawn.rng.random() == worlds[0].rng.random()  # copied after a draw: continues from there
    assert obs.rng is None and worlds[0].observation(0).rng is None


def test_a_worlds_observation_deals_by_its_own_plan():
    for st in states(4, 23, 97):
        if st.is_over():
            continue
        obs = st.observation(0)
        obs.determinize(random.Random(1))
        world = obs.determinize(random.Random(1))  # sampled after the observation had its plan
        other = world.observation(1)
        again = other.determinize(random.Random(2))
        again.check_invariants()
        assert again.observation(1).snapshot() == other.snapshot()


def test_touch_forgets_where_an_edited_observation_deals():
    st = next(s for k, s in enumerate(states(4, 24, 1)) if k == 60)
    obs = st.observation(st.to_act)
    obs.determinize(random.Random(1)).check_invariants()
    seat = next(s for s in range(4) if s != obs.viewer and obs.hands[s])
    assert obs.hands[seat][0] == HIDDEN
    obs.hands[seat] = obs.hands[seat][1:]  # by hand: an unseen card goes from a hand under the deck
    obs.action_deck.insert(0, HIDDEN)
    obs.touch()
    world = obs.determinize(random.Random(1))
    world.check_invariants()
    assert len(world.hands[seat]) == len(obs.hands[seat]) and len(world.action_deck) == len(obs.action_deck)
    assert HIDDEN not in world.action_deck and all(HIDDEN not in h for h in world.hands)
