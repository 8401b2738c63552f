"""3KingdomsBattle's bots: legal and seeded at every level, from observations only; the
stack's order is the one hidden fact (determinization reorders it and nothing else); the
heuristic closes its own city for the winning point and stays out of a hopeless war.

Boards as in test_rules / test_commands (the start + cap city, a walled town north of it).
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from client.ai.bots import HeuristicBot, RandomBot, SearchBot, make_bot
from client.games import get
from client.games.three_kingdoms import ai
from tests.three_kingdoms.test_commands import TOWN, war_board
from tests.three_kingdoms.test_rules import (CAP, CITY_AT_START, START_SPACE, Dice, game, next_tile,
                                             play, put)

SPEC = get("three_kingdoms")


def positions(count=12, seed=3, players=4):
    """States from a seeded game of easy bots where the seat to act has a choice."""
    st = SPEC.new_game(players, SPEC.validate(players, {}), seed)
    rng = random.Random(seed)
    found = []
    while not st.is_over() and len(found) < count:
        if len(st.legal_actions()) > 1 and rng.random() < 0.3:
            found.append(st.clone())
        st.apply(ai.decide(st.observation(st.to_act), rng, ai.EASY_NOISE))
    assert len(found) == count
    return found


def bots(seed):
    hooks = ai.AI
    return {"easy": HeuristicBot(hooks, seed),
            "normal": SearchBot(hooks.for_level("normal"), seed, None, max_iterations=6),
            "hard": SearchBot(hooks.for_level("hard"), seed, None, max_iterations=6)}


def test_the_game_names_its_bots():
    assert SPEC.ai_module == "client.games.three_kingdoms.ai"
    assert isinstance(make_bot(SPEC, "easy", 1), HeuristicBot)
    assert make_bot(SPEC, "hard", 1).hooks is ai.HARD and make_bot(SPEC, "normal", 1).hooks is ai.AI


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_a_legal_action_from_the_observation_and_is_seeded(level):
    for k, st in enumerate(positions()):
        obs = st.observation(st.to_act)
        first = bots(k)[level].choose(obs)
        assert first in st.legal_actions()
        assert bots(k)[level].choose(st.observation(st.to_act)) == first
        with pytest.raises(ValueError):  # never the true state
            bots(k)[level].choose(st)


def test_heuristic_bots_finish_games_at_every_table_size():
    for players in (3, 4, 5):
        st = SPEC.new_game(players, SPEC.validate(players, {}), players)
        ply = 0
        while not st.is_over():
            seat = st.to_act
            bot = HeuristicBot(ai.AI, ply) if seat else RandomBot(ply)
            st.apply(bot.choose(st.observation(seat)))
            ply += 1
        st.check_invariants()
        assert st.end_reason in ("score", "tiles")


# -- hidden information ---------------------------------------------------------------------------

def test_an_observation_holds_the_stack_sorted_and_no_generator():
    st = positions(1)[0]
    for seat in range(st.num_players):
        obs = st.observation(seat)
        assert obs.rng is None and obs.viewer == seat
        assert obs.stack == sorted(st.stack) and Counter(obs.stack) == Counter(st.stack)
        assert all("stack" not in e.data or isinstance(e.data["stack"], int) for e in obs.events)


def test_determinization_keeps_every_public_fact_and_only_reorders_the_stack():
    st = positions(6)[-1]
    obs = st.observation(st.to_act)
    public = obs.snapshot()
    orders = set()
    for k in range(8):
        world = ai.AI.determinize(obs, random.Random(k))
        facts = world.snapshot()
        assert Counter(facts.pop("stack")) == Counter(public["stack"])
        expected = {key: value for key, value in public.items() if key not in ("stack", "viewer")}
        assert {key: facts[key] for key in expected} == expected  # board, troops, cards, turn, pending
        assert world.viewer is None and world.rng is not None
        orders.add(tuple(world.stack))
        assert obs.stack == public["stack"]  # the observation itself is untouched
    assert len(orders) > 1  # the order is sampled, not read


# -- scripted positions -----------------------------------------------------------------------------

def _closing_position():
    """The turn's player holds the open start city alone and has drawn the cap that closes it;
    one point wins (win_score=1)."""
    st = game(win_score=1)
    me = st.turn
    put(st, me, START_SPACE)
    next_tile(st, CAP)
    play(st, "expand")
    return st, me


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_closes_its_own_city_for_the_winning_point(level):
    st, me = _closing_position()
    assert len(st.legal_actions()) > 1
    action = bots(7)[level].choose(st.observation(me))
    assert action == "place:0:-1:2"
    play(st, action)
    while not st.is_over():
        play(st, bots(7)[level].choose(st.observation(st.to_act)))
    assert st.winners() == [me] and st.end_reason == "score"


def _hopeless_war():
    """The turn's player holds the walled town with one alert troop; the next seat holds the
    start + cap city with two holding troops, plain-connected to it."""
    return war_board(attacker_in_start=False, attackers=(False,), defenders=(True, True))


def test_no_level_starts_a_hopeless_war():
    st, me, other = _hopeless_war()
    assert ai.attack_win(1, 0, 2) < 0.1
    play(st, "command")
    assert "war" in st.legal_actions()
    for level, bot in bots(5).items():
        assert bot.choose(st.observation(me)) != "war", level
    st2, me, _ = _hopeless_war()
    assert bots(5)["easy"].choose(st2.observation(me)) != "command"


def test_the_attacker_retreats_when_the_war_turns_hopeless():
    st, me, other = _hopeless_war()
    st.rng = Dice(1, 1, 1)  # nothing hits in the first exchange
    play(st, "command", "war", TOWN, CITY_AT_START, "troops:1")
    assert st.legal_actions() == ["retreat", "continue"]
    for level, bot in bots(2).items():
        assert bot.choose(st.observation(me)) == "retreat", level


def test_a_likely_war_on_the_leader_is_taken():
    """Two alert troops against one alert defender of a city worth the winning point."""
    st, me, other = war_board(attackers=(False, False), defenders=(False,), win_score=3)
    st.points = st.computed_points()
    assert ai.attack_win(2, 1, 0) > 0.6
    play(st, "command")
    assert ai.decide(st.observation(me)) == "war"
    assert bots(1)["normal"].choose(st.observation(me)) == "war"

