"""The conformance checker at 3 to 7 players: every card accounted for at every step."""
import json
import random
from collections import Counter

import pytest

from client.core.conformance import play_random_game
from client.core.errors import IllegalAction
from client.games import REGISTRY
from client.games.samurai_sword import SPEC
from client.games.samurai_sword import content as C
from client.games.samurai_sword.rules import UNKNOWN


def test_registered():
    assert REGISTRY["samurai_sword"] is SPEC
    assert (SPEC.min_players, SPEC.max_players) == (3, 7)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games(players, seed):
    report = play_random_game(SPEC, players, seed)
    assert report.over and report.steps > 20


def test_every_card_is_somewhere_at_every_step():
    for seed in range(30):
        st = SPEC.new_game(5, {}, seed)
        rng = random.Random(seed)
        while not st.is_over():
            where = Counter(st.deck) + Counter(st.discard)
            for s in range(5):
                where += Counter(st.hands[s]) + Counter(st.props[s])
            assert where == Counter(C.FULL_DECK)
            st.apply(rng.choice(st.legal_actions()))


def test_determinized_worlds_keep_what_the_seat_knows():
    st = SPEC.new_game(6, {}, 8)
    rng = random.Random(3)
    for _ in range(40):
        st.apply(rng.choice(st.legal_actions()))
    obs = st.observation(2)
    shogun = st.roles.index("shogun")
    seen_roles = set()
    for k in range(20):
        world = obs.determinize(random.Random(k))
        assert world.hands[2] == st.hands[2] and world.roles[2] == st.roles[2]
        assert world.roles[shogun] == "shogun"
        assert Counter(world.roles) == Counter(C.ROLES_BY_PLAYERS[6])
        assert [len(h) for h in world.hands] == [len(h) for h in st.hands]
        world.check_invariants()
        seen_roles.add(tuple(world.roles))
    assert len(seen_roles) > 1  # the hidden roles are really sampled


def test_illegal_actions_are_refused_with_the_reason():
    st = SPEC.new_game(4, {}, 2)
    before = json.dumps(st.snapshot())
    for bad in ("attack:katana:9", "play:parry", "take", "discard:bo", "block:parry", "end:now"):
        with pytest.raises(IllegalAction, match="not legal now"):
            st.apply(bad)
    assert json.dumps(st.snapshot()) == before
    assert UNKNOWN not in st.legal_actions()
