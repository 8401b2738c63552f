"""Timing bot decisions for the measuring tools (client/ai/timing.py), on the toy game.

The clock is a counter (each call one second later), so every timed decision takes exactly
one second and nothing here waits or depends on the machine's speed.
"""
from __future__ import annotations

import itertools

from client.ai.bots import RandomBot, SearchBot, make_bot
from client.ai.hooks import hooks_for
from client.ai.timing import level_times, median_p95, percentile, play_timed, summary, timed_choice
from client.ai.worker import bot_seed
from tests.toygame import SPEC


def counting_clock():
    ticks = itertools.count()
    return lambda: float(next(ticks))


def new_toy(seed: int = 3):
    return SPEC.new_game(2, SPEC.validate(2, {}), seed)


def test_one_decision_is_timed_between_two_clock_reads_and_says_whether_it_searched():
    st = new_toy()
    obs = st.observation(st.to_act)
    action, seconds, searched = timed_choice(RandomBot(5), obs, counting_clock())
    assert action in obs.legal_actions() and seconds == 1.0 and searched is False
    assert len(obs.legal_actions()) > 1
    search = SearchBot(hooks_for(SPEC).for_level("normal"), 5, None, max_iterations=8)
    action, seconds, searched = timed_choice(search, obs, counting_clock())
    assert action in obs.legal_actions() and seconds == 1.0 and searched is True


def test_a_timed_game_plays_as_the_plain_loop_does_and_records_every_decision_by_level():
    seed, levels = 7, ["random", "easy"]
    asked = []

    def bot_at(seat, ply):
        asked.append((seat, ply))
        return make_bot(SPEC, levels[seat], bot_seed(seed, seat, ply))

    times = {}
    st = new_toy(seed)
    plies = play_timed(st, bot_at, levels, times, counting_clock())

    plain = new_toy(seed)  # the loop the tools had: a fresh seeded bot per decision
    ply = 0
    while not plain.is_over():
        seat = plain.to_act
        plain.apply(make_bot(SPEC, levels[seat], bot_seed(seed, seat, ply)).choose(plain.observation(seat)))
        ply += 1
    assert st.is_over() and plies == ply == 6 and st.points == plain.points and st.played == plain.played
    assert asked == [(k % 2, k) for k in range(6)]
    assert times == {"random": [(1.0, False)] * 3, "easy": [(1.0, False)] * 3}
    assert play_timed(new_toy(seed), bot_at, levels) == 6  # without a record


def test_each_level_is_timed_on_every_position_with_bots_seeded_as_selfplay_seeds_them():
    st = new_toy(11)
    positions = []
    while not st.is_over():
        obs = st.observation(st.to_act)
        positions.append((obs, 11, len(positions)))
        st.apply(obs.legal_actions()[0])
    made = []

    def bot_for(level, seed):
        made.append((level, seed))
        return RandomBot(seed)

    timed = level_times(SPEC, positions, ("easy", "hard"), bot_for, counting_clock())
    level, spent = next(timed)  # one level at a time: the tools print as they go
    assert level == "easy" and spent == [1.0] * len(positions)
    assert made == [("easy", bot_seed(11, obs.viewer, k)) for obs, _, k in positions]
    assert next(timed) == ("hard", [1.0] * len(positions))
    assert [seed for level, seed in made if level == "hard"] == [seed for _, seed in made[:len(positions)]]


def test_the_summary_line_gives_every_decision_and_the_searched_ones_in_milliseconds():
    assert percentile([0.005, 0.001, 0.003], 0.95) == 0.005 and percentile([], 0.95) == 0.0
    assert percentile([float(n) for n in range(1, 21)], 0.95) == 20.0  # nearest rank
    assert median_p95([0.001, 0.002, 0.010]) == "median 2.0 ms, p95 10.0 ms"
    rows = [(0.001, False), (0.003, True), (0.005, True)]
    assert summary("normal", rows) == ("  normal: 3 decisions, median 3.0 ms, p95 5.0 ms; "
                                       "searched 2: median 4.0 ms, p95 5.0 ms")
    assert summary("easy", [(0.002, False)]) == "  easy: 1 decisions, median 2.0 ms, p95 2.0 ms"
