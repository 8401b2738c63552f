"""Hard 3KingdomsBattle's paired search: candidates compared on the same sampled worlds, the
heuristic's first choice kept unless another is clearly better, clearly worse ones dropped;
hard's playout finishes the seat's turn as the noiseless heuristic and is reproducible per seed.

A toy game stands in for the rules where the search's arithmetic is under test: its worlds carry
a shared luck that swamps the candidates' differences unless they are compared world by world.
"""
from __future__ import annotations

import random

from client.ai.bots import SearchBot, make_bot
from client.games import get
from client.games.three_kingdoms import ai
from client.games.three_kingdoms.paired_search import paired_search
from tests.three_kingdoms.test_ai import positions

SPEC = get("three_kingdoms")


class World:
    def __init__(self, luck=0.0):
        self.luck = luck
        self.action = None
        self.to_act = 0

    def clone(self):
        return World(self.luck)

    def apply(self, action):
        self.action = action


class Toy:
    """Candidates ``a`` (first), ``b``, ``c`` worth ``worth[x]`` plus the world's luck (±0.4)."""

    def __init__(self, worth, private=0.0):
        self.worth = worth
        self.private = private  # luck of each playout alone (not shared by the candidates)
        self.playouts = {x: 0 for x in worth}

    def candidate_actions(self, obs):
        return list(self.worth)

    def determinize(self, obs, rng):
        return World(rng.uniform(-0.4, 0.4))

    def playout(self, world, seed, seat):
        self.playouts[world.action] += 1
        world.luck += random.Random(seed * 31 + ord(world.action)).uniform(-self.private, self.private)

    def values(self, world):
        return [self.worth[world.action] + world.luck]


def test_a_clearly_better_candidate_wins_though_the_luck_swamps_the_difference():
    toy = Toy({"a": 0.3, "b": 0.4, "c": 0.2}, private=0.02)
    action, stats = paired_search(World(), toy, random.Random(1), None, max_iterations=60)
    assert action == "b"
    assert stats.iterations == sum(toy.playouts.values()) <= 60


def test_the_first_candidate_stands_when_none_is_clearly_better():
    for seed in range(20):
        toy = Toy({"a": 0.3, "b": 0.3, "c": 0.3}, private=0.1)
        assert paired_search(World(), toy, random.Random(seed), None, max_iterations=40)[0] == "a"
    # better, but by less than the margin
    assert paired_search(World(), Toy({"a": 0.3, "b": 0.31}), random.Random(1), None, max_iterations=40)[0] == "a"


def test_a_clearly_worse_candidate_stops_costing_playouts():
    toy = Toy({"a": 0.3, "b": 0.31, "c": -0.5}, private=0.05)
    paired_search(World(), toy, random.Random(2), None, max_iterations=60)
    assert toy.playouts["c"] == 4  # the minimum number of worlds, then dropped
    assert toy.playouts["a"] > 10


def test_cancelled_before_anything_was_learned_it_answers_the_first_candidate():
    toy = Toy({"a": 0.0, "b": 1.0})
    action, stats = paired_search(World(), toy, random.Random(1), None, max_iterations=60, cancel=lambda: True)
    assert action == "a" and stats.cancelled and stats.iterations == 0


def test_hard_runs_the_paired_search_and_normal_the_tree_search():
    st = next(s for s in positions(20) if len(ai.HARD.candidate_actions(s.observation(s.to_act))) > 2)
    obs = st.observation(st.to_act)
    k = len(ai.HARD.candidate_actions(obs))
    hard = SearchBot(ai.HARD, 1, None, 3 * k)
    hard.choose(obs)
    assert make_bot(SPEC, "hard", 1).hooks is ai.HARD
    assert hard.last_stats.nodes == 0 and hard.last_stats.iterations == 3 * k
    assert set(hard.last_stats.visits.values()) == {3}  # every candidate on the same three worlds
    normal = SearchBot(ai.AI, 1, None, 3 * k)
    normal.choose(obs)
    assert normal.last_stats.nodes > 1


def test_the_playout_finishes_the_seats_turn_as_the_noiseless_heuristic():
    st = next(s for s in positions(30) if not s.pending and "expand" in s.legal_actions())
    seat = st.to_act
    world = st.clone()
    world.apply("expand")
    short = ai.HardThreeKingdomsAI()
    short.rollout_depth = 1
    played, expected = world.clone(), world.clone()
    short.playout(played, 5, seat)
    expected.apply(ai.decide(expected, look=False))  # the drawn tile where the heuristic puts it
    assert played.snapshot() == expected.snapshot()


def test_a_playout_is_reproducible_from_its_seed():
    st = positions(30)[-1]
    seat = st.to_act
    ends = []
    for seed in (7, 7):
        world = st.clone()
        world.rng = random.Random(0)
        ai.HARD.playout(world, seed, seat)
        ends.append(world.snapshot())
    assert ends[0] == ends[1]
    assert ends[0]["turns"] > st.turns  # it played on past the seat's turn


def test_a_world_cut_short_by_the_clock_is_dropped_and_the_first_candidate_answers():
    toy = Toy({"a": 0.0, "b": 1.0})
    action, stats = paired_search(World(), toy, random.Random(1), 0.0)
    assert action == "a"
    assert stats.iterations == 1 and stats.visits == {}  # one playout, no world compared


def test_every_seats_mean_value_is_kept_for_the_review_chart():
    """Like ISMCTS, the paired search keeps each seat's mean value over its playouts
    (``seat_values``), which the review's chance-to-win chart reads from a hard bot's notes."""

    class TwoSeats(Toy):
        def values(self, world):
            mine = self.worth[world.action] + world.luck
            return [mine, 1.0 - mine]

    toy = TwoSeats({"a": 0.3, "b": 0.5})
    _action, stats = paired_search(World(), toy, random.Random(3), None, max_iterations=20)
    assert len(stats.seat_values) == 2 and stats.iterations > 0
    assert abs(sum(stats.seat_values) - 1.0) < 1e-9
    mean_mine = sum(stats.values[a] * stats.visits[a] for a in stats.visits) / sum(stats.visits.values())
    assert abs(stats.seat_values[0] - mean_mine) < 1e-9


def test_going_on_past_the_budget_until_the_figures_want_no_more():
    """A hint's search (``GoOn``) goes on past its budget while ``wanted`` says so, within its own
    bound; and keeps each candidate's spread for the hint's noise."""
    from client.ai.ismcts import GoOn

    toy = Toy({"a": 0.3, "b": 0.4}, private=0.05)
    _action, stats = paired_search(World(), toy, random.Random(1), None, max_iterations=10,
                                   go_on=GoOn(lambda visits, values: visits["a"] < 30, iterations=1000))
    assert stats.visits["a"] == 30 and stats.iterations == 60
    assert set(stats.deviations) == {"a", "b"} and all(0 < d < 0.5 for d in stats.deviations.values())
    _action, stats = paired_search(World(), Toy({"a": 0.3, "b": 0.4}, private=0.05), random.Random(1), None,
                                   max_iterations=10, go_on=GoOn(lambda visits, values: True, iterations=40))
    assert stats.iterations == 40
