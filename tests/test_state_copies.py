"""Copies of game states: a clone's generator goes on exactly like the original's, an
observation carries no generator at all (a bot must not foresee the real draws), and a
determinized world draws from its own, not the true one."""
import random

import pytest

from client.core.game import clone_rng
from client.core.match import Match, Seat
from client.games import REGISTRY
from tests.toygame import SPEC as TOY

SPECS = [TOY, *REGISTRY.values()]


def draws(rng: random.Random) -> list:
    deck = list(range(20))
    rng.shuffle(deck)
    return [rng.random(), rng.getrandbits(64), rng.randrange(1000), rng.gauss(0.0, 1.0), deck,
            rng.sample(range(100), 5), rng.gauss(0.0, 1.0)]


def test_a_cloned_generator_continues_exactly_like_the_original():
    rng = random.Random(2024)
    rng.random()
    rng.gauss(0.0, 1.0)  # leaves the second value of the pair waiting (gauss_next)
    copy = clone_rng(rng)
    assert copy is not rng and copy.getstate() == rng.getstate()
    assert draws(copy) == draws(rng)
    before = rng.getstate()
    draws(copy)
    assert rng.getstate() == before, "drawing from the copy moved the original"
    assert clone_rng(None) is None


def test_a_cloned_generator_keeps_its_class():
    class Mine(random.Random):
        pass

    rng = Mine(5)
    copy = clone_rng(rng)
    assert type(copy) is Mine and draws(copy) == draws(rng)


def sample_states(spec, seed, every=11):
    """States of one seeded random game at the spec's default table size, one in ``every``."""
    players = spec.default_players or spec.min_players
    state = spec.new_game(players, spec.validate(players, {}), seed)
    rng = random.Random(seed)
    step = 0
    out = []
    while not state.is_over():
        if step % every == 0:
            out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    out.append(state)
    return out


def generators_in(root) -> list:
    """Every ``random.Random`` reachable from ``root`` through attributes and containers."""
    found, seen, todo = [], set(), [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or obj is None or isinstance(obj, (str, bytes, int, float, bool)):
            continue
        seen.add(id(obj))
        if isinstance(obj, random.Random):
            found.append(obj)
            continue
        if isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
        elif hasattr(obj, "__dict__") or hasattr(type(obj), "__slots__"):
            if hasattr(obj, "__dict__"):
                todo.extend(vars(obj).values())
            for name in getattr(type(obj), "__slots__", ()):
                todo.append(getattr(obj, name, None))
    return found


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_a_clone_draws_what_the_original_would(spec):
    for state in sample_states(spec, seed=3):
        copy = state.clone()
        assert copy.rng is not state.rng
        ahead = clone_rng(state.rng)  # the true future, drawn without moving the state
        assert draws(copy.rng) == draws(ahead)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_an_observation_carries_no_generator_and_a_world_not_the_true_one(spec):
    rng = random.Random(9)
    for state in sample_states(spec, seed=4, every=23):  # each check walks every object of the state
        truth = state.rng.getstate()
        assert generators_in(state) == [state.rng]  # the search below finds one where it is
        for seat in range(state.num_players):
            obs = state.observation(seat)
            assert obs.rng is None
            assert generators_in(obs) == [], "an observation holds a generator"
            if obs.is_over():
                continue
            world = obs.determinize(rng)
            assert world.rng is not None and world.rng is not state.rng
            assert world.rng.getstate() != truth, "a world draws the true future"
        assert state.rng.getstate() == truth, "observing moved the true generator"


def test_match_version_goes_up_on_play_and_undo():
    spec = REGISTRY["shogun"]
    match = Match(spec, {"setup": "assigned"}, 1, [Seat(f"S{i}", i) for i in range(4)])
    assert match.state.phase == "plan" and match.version == 0
    match.play(next(a for a in match.state.legal_actions() if a.startswith("plan:")))
    assert match.version == 1 and match.can_undo()
    before = match.state
    match.undo()
    assert match.version == 2 and match.state is not before
    again = Match.replay(spec, match.options, 1, match.seats, ["plan:bid:chest:0"])
    assert again.version == 1
