"""The conformance checker over every player count, face and setup; invariants at every step."""
import json
import random

import pytest

from client.core.conformance import check_observation, play_random_game
from client.games import REGISTRY
from client.games.shogun import SPEC
from client.games.shogun.rules import ACT, PLAN, UNKNOWN

COMBOS = [(p, face, setup) for p in (3, 4, 5) for face in ("sun", "moon")
          for setup in ("draft", "assigned") if not (face == "moon" and setup == "assigned")]


def test_registered():
    assert REGISTRY["shogun"] is SPEC
    assert SPEC.validate(4) == {"face": "sun", "setup": "draft"}


@pytest.mark.parametrize("players,face,setup", COMBOS)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games(players, face, setup, seed):
    report = play_random_game(SPEC, players, seed, {"face": face, "setup": setup})
    assert report.over and report.steps > 100


def test_observation_hides_plans_and_tower_levels():
    st = SPEC.new_game(4, {"setup": "assigned"}, 5)
    rng = random.Random(1)
    while st.phase == PLAN:  # plan everything at random until the actions begin
        st.apply(rng.choice([a for a in st.legal_actions() if a.startswith("plan")] or ["confirm"]))
        if "confirm" in st.legal_actions() and (  # ruling S-12: 13 cards fill every space first
                sum(1 for c in st.plan[st.planner * 11:(st.planner + 1) * 11] if c >= 0) >= 6
                or not [a for a in st.legal_actions() if a.startswith("plan")]):
            st.apply("confirm")
    obs = st.observation(0)
    assert obs.rng is None and obs.viewer == 0 and obs.tower.levels is None
    assert obs.tower.inside_all() == st.tower.inside_all()
    hidden = [c for c in obs.plan[11:] if c == UNKNOWN]
    assert hidden  # the other seats' unrevealed slots
    assert obs.plan[:11] == st.plan[:11]
    text = json.dumps(obs.snapshot(), default=str)
    assert "levels\": null" in text


def test_an_observation_cannot_tell_which_hidden_card_lies_in_which_plan_slot():
    """Swap two of a seat's face-down plan cards: every other seat's observation stays the same."""
    st = SPEC.new_game(4, {}, 2)
    rng = random.Random(2)
    checked = 0
    for step in range(1500):
        if st.is_over():
            break
        st.apply(rng.choice(st.legal_actions()))
        for s in range(4):
            hidden = [i for i in range(s * 11, (s + 1) * 11) if st.plan[i] >= 0 and not st.shown[i]]
            if step % 9 or len(hidden) < 2 or st.plan[hidden[0]] == st.plan[hidden[1]]:
                continue
            swapped = st.clone()
            i, j = hidden[:2]
            swapped.plan[i], swapped.plan[j] = swapped.plan[j], swapped.plan[i]
            for viewer in set(range(4)) - {s}:
                seen = json.dumps(st.observation(viewer).snapshot(), default=str, sort_keys=True)
                assert seen == json.dumps(swapped.observation(viewer).snapshot(), default=str, sort_keys=True)
                checked += 1
            own = json.dumps(st.observation(s).snapshot(), default=str, sort_keys=True)
            assert own != json.dumps(swapped.observation(s).snapshot(), default=str, sort_keys=True)
    assert checked > 100


def test_determinize_is_consistent_and_varies():
    differs = False
    for seed in range(3):
        st = SPEC.new_game(5, {}, seed)
        rng = random.Random(seed)
        for step in range(400):
            if st.is_over():
                break
            if step % 5 == 0:
                for seat in range(5):
                    differs |= check_observation(st, seat, rng)
            st.apply(rng.choice(st.legal_actions()))
    assert differs


def test_a_bot_can_play_from_its_observation():
    st = SPEC.new_game(3, {}, 9)
    rng = random.Random(3)
    for _ in range(300):
        if st.is_over():
            break
        obs = st.observation(st.to_act)
        legal = obs.legal_actions()
        assert legal == st.legal_actions()
        st.apply(rng.choice(legal))


def test_same_seed_same_game():
    def play(seed):
        st = SPEC.new_game(4, {"face": "moon"}, seed)
        rng = random.Random(0)
        while not st.is_over():
            st.apply(rng.choice(st.legal_actions()))
        return st.snapshot()
    assert play(4) == play(4)
    assert play(4) != play(5)


def test_determinized_worlds_can_be_played_to_the_end():
    st = SPEC.new_game(4, {}, 2)
    rng = random.Random(2)
    while st.phase != ACT:
        st.apply(rng.choice(st.legal_actions()))
    world = st.observation(1).determinize(random.Random(7))
    while not world.is_over():
        world.apply(rng.choice(world.legal_actions()))
        world.check_invariants()


@pytest.mark.parametrize("breakage", ["army", "castles", "neutral_army", "card"])
def test_invariants_catch_broken_states(breakage):
    st = SPEC.new_game(4, {"setup": "assigned"}, 3)
    st.check_invariants()
    owned = [p for p in st.info.playable_idx if st.owner[p] == 0]
    if breakage == "army":
        st.supply[0] -= 1  # an army vanished
    elif breakage == "castles":
        for p in [p for p in st.info.playable_idx if st.owner[p] >= 0][:29]:
            st.bld[p] = 1  # 29 castles: one more than exist (S-9)
    elif breakage == "neutral_army":
        neutral = next(p for p in st.info.playable_idx if st.owner[p] < 0)
        st.armies[neutral] = 1
        st.supply[0] -= 1
    else:
        st.plan[0] = next(p for p in st.info.playable_idx if st.owner[p] == 1)  # another's card
    with pytest.raises(AssertionError):
        st.check_invariants()
    assert owned
