"""Setup: roles, characters, honour, starting hands (seed 遊戲準備; RULINGS W-1, W-2)."""
from collections import Counter

import pytest

from client.core.errors import OptionsError
from client.games.samurai_sword import SPEC
from client.games.samurai_sword import content as C
from client.games.samurai_sword.rules import UNKNOWN

EXPECTED_ROLES = {
    3: {"shogun": 1, "ninja": 2},
    4: {"shogun": 1, "samurai": 1, "ninja": 2},
    5: {"shogun": 1, "samurai": 1, "ninja": 2, "ronin": 1},
    6: {"shogun": 1, "samurai": 1, "ninja": 3, "ronin": 1},
    7: {"shogun": 1, "samurai": 2, "ninja": 3, "ronin": 1},
}


def test_deck_is_the_seeds_90_cards():
    counts = Counter(C.FULL_DECK)
    assert len(C.FULL_DECK) == 90
    assert sum(v for k, v in counts.items() if k in C.WEAPONS) == 32
    assert sum(v for k, v in counts.items() if k in C.PROPERTIES) == 15
    assert counts["parry"] == 15 and counts["geisha"] == 6 and counts["bokken"] == 6 and counts["focus"] == 6
    assert (C.CARD_BY_ID["katana"].difficulty, C.CARD_BY_ID["katana"].damage) == (2, 3)
    assert (C.CARD_BY_ID["daikyu"].difficulty, C.CARD_BY_ID["daikyu"].damage) == (5, 2)
    assert len(C.CHARACTERS) == 12 and C.CHARACTER_BY_ID["benkei"].resilience == 5
    assert C.CHARACTER_BY_ID["chiyome"].resilience == 4


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_roles_honour_and_hands_by_player_count(players, seed):
    st = SPEC.new_game(players, {}, seed)
    assert dict(Counter(st.roles)) == EXPECTED_ROLES[players]
    shogun = st.roles.index("shogun")
    for s, role in enumerate(st.roles):
        if players == 3:
            want = 6 if role == "shogun" else 3
        elif role == "shogun":
            want = 5
        else:
            want = 3 if players in (4, 5) else 4
        assert st.honour[s] == want
    # hands dealt 4, 5, 5, 6, 6, 7, 7 from the Shogun in turn order; the Shogun has also
    # drawn for his first turn (3 with 3 players, one more for Hideyoshi; Ieyasu may still choose)
    for k in range(1, players):
        assert len(st.hands[(shogun + k) % players]) == C.STARTING_HAND[k]
    first_draw = (3 if players == 3 else 2) + (st.chars[shogun] == "hideyoshi")
    if st.phase == "draw":
        assert st.chars[shogun] == "ieyasu"
    else:
        assert len(st.hands[shogun]) == 4 + first_draw
    assert st.turn == shogun and st.to_act == shogun  # the Shogun starts
    assert len(set(st.chars)) == players
    assert st.hp == [C.CHARACTER_BY_ID[c].resilience for c in st.chars]
    ninja_stars = [st.stars[s] for s in range(players) if st.roles[s] == "ninja"]
    assert len(set(ninja_stars)) == len(ninja_stars) and set(ninja_stars) <= {1, 2, 3}
    st.check_invariants()


def test_only_the_shogun_is_revealed():
    st = SPEC.new_game(6, {}, 4)
    shogun = st.roles.index("shogun")
    for viewer in range(6):
        obs = st.observation(viewer)
        for s in range(6):
            if s == viewer or s == shogun:
                assert obs.roles[s] == st.roles[s]
            else:
                assert obs.roles[s] == UNKNOWN
                assert obs.stars[s] == 0
                assert set(obs.hands[s]) <= {UNKNOWN} and len(obs.hands[s]) == len(st.hands[s])
        assert obs.hands[viewer] == st.hands[viewer]
        assert set(obs.deck) == {UNKNOWN} and len(obs.deck) == len(st.deck)


def test_same_seed_same_game_and_player_counts_checked():
    a, b = SPEC.new_game(5, {}, 9), SPEC.new_game(5, {}, 9)
    assert a.snapshot() == b.snapshot()
    assert SPEC.new_game(5, {}, 10).snapshot() != a.snapshot()
    for bad in (2, 8):
        with pytest.raises(OptionsError):
            SPEC.new_game(bad, {}, 1)
