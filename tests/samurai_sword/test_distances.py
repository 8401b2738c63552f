"""Distance (W-4) as the rules compute it in one walk round the table, against the rule
read literally: count the seats that are not harmless each way round, keep the shorter."""
import random

import pytest

from client.games import REGISTRY


def walked(st, a, b):
    n = st.num_players
    best = n
    for step in (1, -1):
        count, s = 1, (a + step) % n
        while s != b:
            if not st.harmless(s):
                count += 1
            s = (s + step) % n
        best = min(best, count)
    return best


@pytest.mark.parametrize("players", range(3, 8))
def test_distances_match_the_rule_walked_seat_by_seat(players):
    spec = REGISTRY["samurai_sword"]
    harmless_seen = 0
    for seed in range(4):
        st = spec.new_game(players, {}, seed)
        rng = random.Random(seed)
        while not st.is_over():
            harmless_seen += sum(st.harmless(s) for s in range(players))
            for a in range(players):
                assert st.distances(a) == [walked(st, a, b) for b in range(players)]
            st.apply(rng.choice(st.legal_actions()))
    assert harmless_seen, "no position with a harmless seat was tried"
