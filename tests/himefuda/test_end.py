"""姬札大戰: victory at once (H-9), concession, the turn cap (H-11), hidden hands, and seeded
random games checked by the generic conformance helpers."""
import random

import pytest

from client.core.actions import act, split
from client.core.conformance import play_random_game
from client.core.errors import IllegalAction
from client.core.game import TERMINAL
from client.games.himefuda import SPEC
from client.games.himefuda.rules import HIDDEN, new_game, sample_hand
from client.games.himefuda.vocabulary import MOVE_PHASE, RETREAT_PHASE, TURN_CAP

from .scenario import given, play


def test_an_empty_garrison_loses_at_once():
    st = given(0, units=[{"card": "wei_man_chong", "seat": 0, "at": (4, 3)},
                         {"card": "wei_xu_huang", "seat": 0, "at": (0, 3)}], castle={1: 1}, dice=(1,))
    play(st, "volley:wei_man_chong")
    assert st.is_over() and st.winners() == [0] and st.end_reason == "garrison"
    assert st.to_act == TERMINAL and st.legal_actions() == [] and st.scores() == [1.0, 0.0]


def test_an_empty_granary_loses_at_once():
    st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (0, 3)}], provisions={1: 1}, dice=(1,))
    play(st, "starve:wei_xu_huang")
    assert st.winners() == [0] and st.end_reason == "provisions"


def test_routing_the_lord_wins_even_with_a_decision_pending():
    st = given(0, units=[{"card": "wei_xiahou_dun", "seat": 0, "at": (2, 1)},
                         {"card": "shu_liu_bei", "seat": 1, "at": (2, 2), "troops": 1}],
               guard={1: "shu_zhao_yun"}, dice=(4, 1))
    play(st, "melee:wei_xiahou_dun:2:2", "stay")
    assert st.winners() == [0] and st.end_reason == "lord" and not st.pending


def test_ten_war_results_win():
    st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)},
                         {"card": "shu_zhang_fei", "seat": 1, "at": (2, 2), "troops": 1}], dice=(3, 1))
    st.spoils[0] = ["shu_guan_yu", "shu_zhuge_liang", "t_crane_wing", "t_recruiting_post"]  # 7
    st.hand[1] = [c for c in st.hand[1] if c not in st.spoils[0]]
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert st.results(0) == 9 and not st.is_over()
    st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)},
                         {"card": "shu_zhang_fei", "seat": 1, "at": (2, 2), "troops": 1}], dice=(3, 1))
    st.spoils[0] = ["shu_guan_yu", "shu_zhuge_liang", "t_crane_wing", "shu_zhao_yun"]
    st.hand[1] = [c for c in st.hand[1] if c not in st.spoils[0]]
    play(st, "melee:wei_xu_huang:2:2", "stay")
    assert st.results(0) == 11 and st.winners() == [0] and st.end_reason == "war_results"


def test_both_losing_at_once_is_a_draw():
    # the guard's stalemate routs the lord at the gate and empties the last of the garrison
    st = given(0, units=[{"card": "shu_liu_bei", "seat": 1, "at": (2, 0), "troops": 1}],
               guard={1: "shu_zhao_yun"}, castle={0: 1}, dice=(6, 1))
    play(st, "melee:castle:2:0")
    assert st.is_over() and st.winners() == [0, 1] and st.scores() == [0.5, 0.5]


def test_concede_is_accepted_at_any_decision_but_never_listed():
    st = given(0, units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)},
                         {"card": "shu_zhang_fei", "seat": 1, "at": (2, 2)}], dice=(3, 1))
    assert "concede" not in st.legal_actions() and st.is_legal("concede")
    play(st, "melee:wei_xu_huang:2:2")
    assert st.to_act == 1
    play(st, "concede")  # the defender, out of turn
    assert st.winners() == [0] and st.end_reason == "concede"
    with pytest.raises(IllegalAction, match="the game is over"):
        st.apply("pass")
    with pytest.raises(IllegalAction):
        st.apply("concede:1")


@pytest.mark.parametrize("castle,provisions,winners", [
    ({0: 20, 1: 20}, {0: 5, 1: 5}, [0, 1]), ({0: 21, 1: 20}, {0: 5, 1: 5}, [0]),
    ({0: 20, 1: 20}, {0: 5, 1: 6}, [1])])
def test_the_turn_cap_ranks_war_results_then_garrison_then_provisions(castle, provisions, winners):
    st = given(1, RETREAT_PHASE, castle=castle, provisions=provisions)
    st.turns = [TURN_CAP, TURN_CAP - 1]
    play(st, "pass")
    assert st.end_reason == "turn_cap" and st.winners() == winners


def test_the_turn_cap_counts_war_results_first():
    st = given(1, RETREAT_PHASE, castle={0: 5, 1: 30})
    st.spoils[0] = ["shu_guan_yu"]
    st.hand[1].remove("shu_guan_yu")
    st.turns = [TURN_CAP, TURN_CAP - 1]
    play(st, "pass")
    assert st.winners() == [0]


# -- hidden hands -------------------------------------------------------------------------------

def test_observation_hides_the_opponents_hand_but_not_its_size_or_cost():
    st = play(given(0, MOVE_PHASE, guard={0: "wei_xu_huang"}))
    st.known[0].add("wei_cao_cao")  # came back to hand in view
    obs = st.observation(1)
    assert obs.hand[1] == st.hand[1]
    assert obs.hand[0] == ["wei_cao_cao"] + [HIDDEN] * (len(st.hand[0]) - 1)
    assert obs.hand_cost(0) == st.hand_cost(0) and obs.deck[0] == () and obs.rng is None
    assert obs.snapshot()["hand_cost"] == st.snapshot()["hand_cost"]


def test_determinize_samples_unseen_cards_within_the_cost_left():
    st = given(0, MOVE_PHASE, units=[{"card": "wei_xu_huang", "seat": 0, "at": (2, 1)}])
    st.known[0].add("t_granary")
    obs = st.observation(1)
    hands = set()
    for k in range(30):
        world = obs.determinize(random.Random(k))
        h = world.hand[0]
        assert len(h) == len(st.hand[0]) and world.hand_cost(0) == st.hand_cost(0)
        assert "t_granary" in h and "wei_xu_huang" not in h and "wei_cao_cao" not in h
        assert world.hand[1] == st.hand[1]
        world.check_invariants()
        hands.add(tuple(h))
    assert len(hands) > 5  # it does not simply copy the truth


def test_sample_hand_finds_an_exact_cost_or_falls_back():
    from client.games.himefuda.cards import pool
    p = pool()
    picked = sample_hand(sorted(p.cards), 3, 6, p, random.Random(1))
    assert len(picked) == 3 and p.cost(picked) == 6
    assert len(sample_hand(["t_granary", "t_ambush"], 2, 40, p, random.Random(1))) == 2


# -- whole games --------------------------------------------------------------------------------

@pytest.mark.parametrize("seed,decks", [(1, ("wei", "shu")), (2, ("shu", "wei")), (3, ("wei", "wei")),
                                        (4, ("shu", "shu"))])
def test_random_games_pass_the_generic_conformance_checks(seed, decks):
    report = play_random_game(SPEC, 2, seed, {"deck0": decks[0], "deck1": decks[1]}, observe_every=5)
    assert report.over and report.steps > 10


def test_seeded_random_games_end_with_their_invariants_holding():
    reasons = set()
    for seed in range(12):
        st = new_game(2, {}, seed)
        rng = random.Random(seed)
        while not st.is_over():
            legal = st.legal_actions()
            for a in legal:  # text round trip, and a plain-English description for each
                verb, args = split(a)
                assert act(verb, *args) == a
                assert st.describe(a) != a, a
            st.apply(rng.choice(legal))
            st.check_invariants()
        reasons.add(st.end_reason)
        assert st.winners()
    assert len(reasons) >= 2


def test_a_spectator_sees_neither_hand_and_the_dealt_hands_are_private_events():
    st = new_game(2, {}, 3)
    obs = st.observation(None)
    assert set(obs.hand[0]) == {HIDDEN} and set(obs.hand[1]) == {HIDDEN}
    assert obs.hand_cost(0) == st.hand_cost(0) and obs.deck_names == [HIDDEN, HIDDEN]
    dealt = [e for e in st.observation(0).events if e.kind == "hand"]
    assert dealt[0].data["cards"] == st.hand[0] and dealt[1].data == {"seat": 1, "count": len(st.hand[1])}
