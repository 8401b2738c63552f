"""姬札大戰's observations: a sortie's general stays hidden from the other seat until its troops
are chosen; every observation, of any seat in any phase, answers the rules contract; and
``determinize`` deals only decks the rules allow (H-3: the Joker only with the handicap,
the point limit)."""
import json
import random

import pytest

from client.games.himefuda.cards import check_deck, pool
from client.games.himefuda.rules import HIDDEN, new_game
from client.games.himefuda.vocabulary import DECK_LIMIT_HALVES, F_SORTIE_TROOPS

VIEWERS = (0, 1, None)  # both seats and a spectator


def _sortie_from_hand(seed: int):
    """A game (Wei against Shu: no card in both decks) just after ``sortie:CARD:LANE`` of a
    general from the hand, before its troops."""
    st = new_game(2, {"deck0": "wei", "deck1": "shu"}, seed)
    me = st.to_act
    action = next(a for a in st.legal_actions() if a.startswith("sortie:") and a.split(":")[1] in st.hand[me])
    st.apply(action)
    return st, me, action.split(":")[1]


@pytest.mark.parametrize("seed", [1, 2])
def test_the_other_seat_learns_a_sorties_general_only_with_its_troops(seed):
    st, me, card = _sortie_from_hand(seed)
    assert st.pending[-1][0] == F_SORTIE_TROOPS
    for viewer in (1 - me, None):
        obs = st.observation(viewer)
        assert card not in json.dumps(obs.snapshot()), f"seat {viewer} reads {card} before the troops"
        assert obs.pending[-1][2] == HIDDEN
    assert st.observation(me).pending[-1][2] == card  # its own seat sees what it chose
    st.apply("troops:3")
    assert card in json.dumps(st.observation(1 - me).snapshot())  # on the field: public now


def test_a_determinized_world_plays_the_hidden_sortie_on():
    st, me, card = _sortie_from_hand(3)
    obs = st.observation(1 - me)
    generals = set(pool().generals)
    for k in range(20):
        world = obs.determinize(random.Random(k))
        chosen = world.pending[-1][2]
        assert chosen in generals and (chosen in world.hand[me] or chosen == world.guard[me])
        world.apply("troops:2")
        world.check_invariants()
        assert world.unit_of(me, chosen) is not None


def _walk(seed: int, options: dict, steps: int):
    """A seeded random game's states, one per action (the last may be the end)."""
    st = new_game(2, options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        yield st
        if st.is_over():
            return
        st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("seed,options", [(1, {}), (4, {"handicap": "deck1", "handicap_points": "3",
                                                       "terrain": "random", "deck0": "qun", "deck1": "wu"})])
def test_every_observation_answers_the_contract(seed, options):
    rng = random.Random(seed)
    phases = set()
    for st in _walk(seed, options, 260):
        truth = st.legal_actions()
        phases.add(st.pending[-1][0] if st.pending else st.phase)
        for viewer in VIEWERS:
            obs = st.observation(viewer)
            assert obs.to_act == st.to_act and obs.is_over() == st.is_over()
            assert obs.scores() == st.scores() and obs.winners() == st.winners()
            legal = obs.legal_actions()
            assert set(legal) <= set(truth), "an observation offers an action the rules refuse"
            if viewer == st.to_act:
                assert legal == truth  # the seat to act knows all it may do
            assert bool(legal) != st.is_over()  # passing or going on is always there
            for action in legal[:3]:
                assert obs.describe(action)
            assert obs.clone().snapshot() == obs.snapshot()
            world = obs.determinize(random.Random(rng.random()))
            assert world.to_act == st.to_act and world.observation(viewer).snapshot() == obs.snapshot()
            if not st.is_over():
                world.apply(rng.choice(world.legal_actions()))  # a world the rules can play on
    assert {"sortie", "sortie_troops", "move", "attack", "retreat"} <= phases


def _deck_problem(world, seat: int) -> str | None:
    cards = pool()
    try:
        check_deck(f"seat {seat}", list(world.deck[seat]), world.lord[seat], cards.cards,
                   DECK_LIMIT_HALVES + world.handicap[seat], cards.joker, joker_allowed=world.handicap[seat] > 0)
    except ValueError as err:
        return str(err)
    return None


@pytest.mark.parametrize("options", [{"deck0": "qun", "deck1": "wu"},
                                     {"deck0": "wei", "deck1": "shu", "handicap": "deck0", "handicap_points": "2"}])
def test_determinize_deals_only_decks_the_rules_allow(options):
    rng = random.Random(7)
    joker = pool().joker
    dealt_joker = [0, 0]
    for step, st in enumerate(_walk(5, options, 120)):
        if step % 6:
            continue
        for viewer in (0, 1):
            obs = st.observation(viewer)
            for _k in range(25):
                world = obs.determinize(random.Random(rng.random()))
                other = 1 - viewer
                assert _deck_problem(world, other) is None, _deck_problem(world, other)
                dealt_joker[other] += joker in world.hand[other]
    handicapped = [options.get("handicap") == f"deck{s}" for s in (0, 1)]
    for seat in (0, 1):
        if not handicapped[seat]:
            assert dealt_joker[seat] == 0
    if any(handicapped):  # the handicapped seat may hold it: the search considers that world too
        assert dealt_joker[handicapped.index(True)] > 0
