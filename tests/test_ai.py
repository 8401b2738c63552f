"""Bots, the search and the worker process, on the toy game (tests/toygame.py).

A note on strength: in the plain toy game every seat's card order is
irrelevant against a uniformly random opponent (the pairing of cards is a
uniform matching whatever one does), so no bot can beat the random bot there
— measured 0.51 over 200 two-seat games. The strength test therefore uses
``PrizeState``, the toy game with a public prize per round (some of them
penalties), where choosing which card to bid where is what wins.
"""
from __future__ import annotations

import multiprocessing
import random
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from client.ai.bots import HeuristicBot, RandomBot, SearchBot, make_bot
from client.ai.hooks import GameAI, hooks_for
from client.ai.ismcts import search
from client.ai.worker import BotWorker, InlineWorker, bot_seed
from client.core.bot_notes import valid_note
from client.core.game import GameSpec
from tests import toygame
from tests.toygame import SPEC, ToyState
from tests.worker_replies import failed, move, moved, wait_answer

ROOT = Path(__file__).resolve().parent.parent


# -- helpers -----------------------------------------------------------------------
class BrokenAI(GameAI):
    """Hooks whose rollouts fail: the worker must report the error, not die."""

    def rollout_action(self, state, rng):
        raise RuntimeError("rollout exploded")


AI = BrokenAI()  # this module is BROKEN_SPEC's ai_module

BROKEN_SPEC = GameSpec(id="toy_broken", title_en="Broken bids", title_zh="壞標", min_players=2,
                       max_players=5, rules_module="tests.toygame", ai_module="tests.test_ai",
                       options=SPEC.options)

EXTRA = ["tests.toygame:SPEC", "tests.test_ai:BROKEN_SPEC"]

PRIZES = (-6, -3, -1, 1, 3, 6)


class PrizeState(ToyState):
    """The toy game with public prizes: a round's highest bid takes that round's prize."""

    def __init__(self, players, rounds, seed):
        super().__init__(players, rounds, seed)
        self.prizes = tuple(self.rng.sample(PRIZES, rounds))

    def apply(self, action):
        before, round_ = list(self.points), self.round
        super().apply(action)
        if self.round != round_:
            winner = next(i for i, p in enumerate(self.points) if p != before[i])
            self.points[winner] += self.prizes[round_] - 1

    def clone(self):
        c = super().clone()
        c.__class__ = PrizeState
        return c

    def snapshot(self):
        return {**super().snapshot(), "prizes": list(self.prizes)}


def play(state, bots):
    while not state.is_over():
        seat = state.to_act
        state.apply(bots[seat].choose(state.observation(seat)))
    return state


def share(state, seat):
    winners = state.winners()
    return 1 / len(winners) if seat in winners else 0.0


# -- layering -----------------------------------------------------------------------
def test_ai_imports_without_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import client.core, client.core.game, client.core.match, client.core.errors\n"
            "import client.ai, client.ai.hooks, client.ai.bots, client.ai.ismcts, client.ai.worker\n"
            "import client.games\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


# -- hooks ------------------------------------------------------------------------
def test_default_hooks_and_terminal_values():
    state = SPEC.new_game(3, {}, 4)
    ai = hooks_for(SPEC)
    assert type(ai) is GameAI
    assert ai.evaluate(state) == pytest.approx([1 / 3] * 3)
    play(state, [RandomBot(i) for i in range(3)])
    winners = state.winners()
    values = ai.terminal_values(state)
    assert sum(values) == pytest.approx(1.0)
    assert all(values[s] == pytest.approx(1 / len(winners)) for s in winners)
    assert all(values[s] == 0 for s in range(3) if s not in winners)
    assert ai.values(state) == values
    assert hooks_for(BROKEN_SPEC) is AI


def test_terminal_values_share_a_tie(monkeypatch):
    state = SPEC.new_game(3, {}, 1)
    monkeypatch.setattr(ToyState, "winners", lambda self: [0, 2])
    assert GameAI().terminal_values(state) == [0.5, 0.0, 0.5]


def test_make_bot_levels():
    assert isinstance(make_bot(SPEC, "random", 1), RandomBot)
    assert isinstance(make_bot(SPEC, "easy", 1), HeuristicBot)
    normal, hard = make_bot(SPEC, "normal", 1), make_bot(SPEC, "hard", 1)
    assert isinstance(normal, SearchBot) and normal.think_seconds == 1.0 and normal.level == "normal"
    assert hard.think_seconds == 3.0 and hard.level == "hard"
    assert make_bot(SPEC, "hard", 1, think=0.25).think_seconds == 0.25
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot(SPEC, "godlike", 1)


class RoundAI(GameAI):
    """Rollouts that end where the next round of the toy game begins; records what it valued."""

    staged_rollouts = True
    rollout_depth = 50

    def __init__(self):
        self.valued: list[tuple[int, int]] = []  # (round, seat to act) of every valued state

    def rollout_stage(self, state):
        return state.round if state.seat == 0 else None

    def evaluate(self, state):
        self.valued.append((state.round, state.seat))
        return super().evaluate(state)


def test_staged_rollouts_stop_where_the_next_stage_begins():
    state = SPEC.new_game(3, {"rounds": "3"}, 2)
    state.apply(state.legal_actions()[0])  # round 0, seat 1 to act
    hooks = RoundAI()
    search(state.observation(1), hooks, random.Random(1), None, max_iterations=40)
    # every rollout stopped where a round begins (the one after the round it began in)
    assert hooks.valued and all(seat == 0 and 1 <= round_ < 3 for round_, seat in hooks.valued)
    assert (1, 0) in hooks.valued
    # without stages the same rollouts run on to the end (the toy game is short)
    hooks.staged_rollouts = False
    hooks.valued.clear()
    search(state.observation(1), hooks, random.Random(1), None, max_iterations=40)
    assert not hooks.valued


def test_a_game_may_tune_a_level_and_make_bot_uses_it(monkeypatch):
    tuned = GameAI()
    monkeypatch.setattr(AI, "for_level", lambda level: tuned if level == "hard" else AI)
    assert make_bot(BROKEN_SPEC, "hard", 1).hooks is tuned
    assert make_bot(BROKEN_SPEC, "normal", 1).hooks is AI
    assert make_bot(BROKEN_SPEC, "easy", 1).hooks is AI  # the heuristic is the game's own
    assert GameAI().for_level("hard").for_level("normal") is not None


def test_bots_refuse_the_true_state():
    state = SPEC.new_game(2, {}, 1)
    for bot in (RandomBot(1), HeuristicBot(GameAI(), 1), SearchBot(GameAI(), 1, None, 10)):
        with pytest.raises(ValueError, match="observation"):
            bot.choose(state)
    with pytest.raises(ValueError, match="to act"):
        RandomBot(1).choose(state.observation(1))


def test_bots_never_touch_the_global_random(monkeypatch):
    import random

    def forbidden(*args, **kwargs):
        raise AssertionError("the global random was used")

    for name in ("random", "choice", "shuffle", "randint", "randrange", "sample"):
        monkeypatch.setattr(random, name, forbidden)
    state = SPEC.new_game(3, {}, 2)
    play(state, [RandomBot(1), HeuristicBot(GameAI(), 2), SearchBot(GameAI(), 3, None, 50)])


# -- reproducibility -----------------------------------------------------------------
def test_random_bot_is_reproducible_per_seed():
    def game(seed):
        state = SPEC.new_game(3, {}, 11)
        bots = [RandomBot(seed * 10 + i) for i in range(3)]
        actions = []
        while not state.is_over():
            seat = state.to_act
            actions.append(bots[seat].choose(state.observation(seat)))
            state.apply(actions[-1])
        return actions

    assert game(1) == game(1)
    assert any(game(1) != game(s) for s in range(2, 8))


def test_search_bot_is_legal_and_reproducible():
    state = SPEC.new_game(3, {}, 5)
    state.apply(state.legal_actions()[1])
    obs = state.observation(1)
    first = SearchBot(GameAI(), 42, None, max_iterations=300)
    choice = first.choose(obs)
    assert choice in obs.legal_actions()
    assert first.last_stats.iterations == 300 and first.last_stats.seconds > 0
    again = SearchBot(GameAI(), 42, None, max_iterations=300)
    assert again.choose(obs) == choice
    assert again.last_stats.visits == first.last_stats.visits


def test_one_legal_action_is_returned_at_once():
    state = SPEC.new_game(2, {"rounds": "3"}, 1)
    for _ in range(4):  # each seat has one card left
        state.apply(state.legal_actions()[0])
    obs = state.observation(state.to_act)
    assert len(obs.legal_actions()) == 1
    bot = SearchBot(GameAI(), 1, think_seconds=30)
    assert bot.choose(obs) == obs.legal_actions()[0]
    assert bot.last_stats.iterations == 0, "a forced move is answered without searching"


def test_search_uses_only_the_observation(monkeypatch):
    """Two true states that differ only in other seats' secrets give the same decision."""
    state = SPEC.new_game(3, {}, 9)
    state.apply(state.legal_actions()[0])  # seat 0 bids face down; seat 1 to act
    other = state.clone()
    dealt = {c for hand in state.hands for c in hand} | {b for b in state.bids if b}
    spare = sorted(set(range(1, 13)) - dealt)
    # seat 2's hand gets a card nobody was dealt, and seat 0's hidden bid becomes another one
    other.hands[2][0] = spare[0]
    other.hands[2].sort()
    other.bids[0] = spare[1]
    assert other.snapshot() != state.snapshot()

    seen = []
    original = ToyState.determinize

    def watched(self, rng):
        assert self.viewer == 1 and self.rng is None, "search sampled from something not an observation"
        seen.append(1)
        return original(self, rng)

    monkeypatch.setattr(ToyState, "determinize", watched)
    obs_a, obs_b = state.observation(1), other.observation(1)
    assert obs_a.snapshot() == obs_b.snapshot()
    for seed in range(3):
        a = SearchBot(GameAI(), seed, None, max_iterations=200)
        b = SearchBot(GameAI(), seed, None, max_iterations=200)
        assert a.choose(obs_a) == b.choose(obs_b)
        assert a.last_stats.visits == b.last_stats.visits
    assert len(seen) == 3 * 2 * 200


# -- strength --------------------------------------------------------------------------
def test_ismcts_beats_random_when_choices_matter():
    games = 40

    def score(searcher: bool) -> float:
        total = 0.0
        for seed in range(games):
            me = seed % 2
            bots = [RandomBot(seed * 10 + i) for i in range(2)]
            if searcher:
                bots[me] = SearchBot(GameAI(), seed, None, max_iterations=100)
            total += share(play(PrizeState(2, 3, seed), bots), me)
        return total

    baseline, searched = score(False), score(True)
    assert baseline < 26  # the bar a random bot does not clear on these seeds
    assert searched >= 26 and searched >= baseline + 6, (searched, baseline)


# -- cancel -----------------------------------------------------------------------------
def test_cancel_stops_a_long_search():
    """Cancel is asked before every iteration: once it says so (here from another thread, after
    the fifth question) the 30-second search stops at once, with a legal answer."""
    obs = SPEC.new_game(3, {}, 3).observation(0)
    flag = threading.Event()
    asked = []

    def cancel():
        asked.append(1)
        if len(asked) == 5:
            threading.Thread(target=flag.set).start()
            while not flag.is_set():
                pass
        return flag.is_set()

    bot = SearchBot(GameAI(), 1, think_seconds=30)
    choice = bot.choose(obs, cancel=cancel)
    assert bot.last_stats.cancelled and choice in obs.legal_actions()
    assert bot.last_stats.iterations == 4 and len(asked) == 5


def test_search_stops_before_an_iteration_would_overrun_its_budget(monkeypatch):
    """On a fake clock where each iteration costs 30 ms (no real time: a loaded machine cannot
    change the result), a 100 ms search runs three iterations and stops at 90 ms instead of
    starting a fourth that would end at 120 ms."""
    import client.ai.ismcts as ismcts

    now = {"t": 0.0}
    monkeypatch.setattr(ismcts.time, "perf_counter", lambda: now["t"])

    class Costly(GameAI):
        def determinize(self, obs, rng):
            now["t"] += 0.03  # one sampled world per iteration
            return super().determinize(obs, rng)

    obs = SPEC.new_game(2, {}, 3).observation(0)
    action, stats = search(obs, Costly(), __import__("random").Random(1), think_seconds=0.1)
    assert action in obs.legal_actions() and not stats.cancelled
    assert stats.iterations == 3 and abs(stats.seconds - 0.09) < 1e-9


def test_a_search_told_to_go_on_does_so_past_its_budget_within_its_own_bound():
    """``GoOn``: the budget spent, the search goes on while ``wanted`` (given the root's visits and
    values) says so, never past its own bound; cancel still stops it."""
    from client.ai.ismcts import GoOn

    obs = SPEC.new_game(3, {}, 3).observation(0)
    rng = __import__("random").Random

    def more(total):
        return GoOn(lambda visits, values: sum(visits.values()) < total, iterations=100)

    assert search(obs, GameAI(), rng(1), None, 10)[1].iterations == 10
    _action, stats = search(obs, GameAI(), rng(1), None, 10, go_on=more(37))
    assert stats.iterations == 37 and sum(stats.visits.values()) == 37
    assert set(stats.deviations) <= set(stats.visits) and stats.deviations
    assert search(obs, GameAI(), rng(1), None, 10, go_on=more(1000))[1].iterations == 100
    asked = []
    _action, stats = search(obs, GameAI(), rng(1), None, 10, go_on=more(1000),
                            cancel=lambda: asked.append(1) or len(asked) > 20)
    assert stats.cancelled and stats.iterations == 20


# -- workers -------------------------------------------------------------------------------
def test_inline_worker_matches_a_direct_bot():
    worker = InlineWorker(extra_specs=EXTRA)
    state = SPEC.new_game(3, {}, 8)
    actions = [state.legal_actions()[0]]
    state.apply(actions[0])
    rid = worker.send(move("toy", 3, {}, 8, actions, 1, "random"))
    assert worker.busy
    expected = RandomBot(bot_seed(8, 1, 1)).choose(state.observation(1))
    assert worker.poll() == moved(rid, expected)
    assert not worker.busy and worker.poll() is None
    rid = worker.send(move("toy", 3, {}, 8, ["bid:99"], 1, "random"))
    assert failed(worker.poll(), rid, "move 1 of 1 ('bid:99') is not legal")
    worker.send(move("toy", 3, {}, 8, actions, 1, "random"))
    worker.cancel()
    assert worker.poll() is None
    from client import games
    assert "toy" not in games.REGISTRY  # extra specs never leak into the program's list


@pytest.fixture(scope="module")
def worker():
    w = BotWorker(extra_specs=EXTRA)
    w.start()
    yield w
    w.stop()


def test_worker_answers(worker):
    state = SPEC.new_game(3, {}, 8)
    actions = [state.legal_actions()[2]]
    state.apply(actions[0])
    rid = worker.send(move("toy", 3, {}, 8, actions, 1, "random"))
    assert worker.busy
    expected = RandomBot(bot_seed(8, 1, 1)).choose(state.observation(1))
    assert wait_answer(worker) == moved(rid, expected)
    assert not worker.busy
    rid = worker.send(move("toy", 3, {"rounds": "2"}, 8, actions, 1, "normal", think=0.05))
    got = wait_answer(worker)
    assert got.rid == rid and got.answer.action in state.observation(1).legal_actions()
    note = got.answer.notes  # what the bot weighed comes with its move, across the process boundary
    assert valid_note(note) and note["level"] == "normal" and note["iterations"] >= 1 and note["candidates"]


def test_worker_cancel_is_prompt_and_drops_the_stale_answer(worker):
    slow = worker.send(move("toy", 3, {}, 1, [], 0, "hard", think=30))
    time.sleep(0.3)  # searching now
    worker.cancel()
    assert not worker.busy and worker.poll() is None
    start = time.monotonic()
    quick = worker.send(move("toy", 3, {}, 2, [], 0, "normal", think=0.05))
    rid, answer = wait_answer(worker, timeout=5)
    assert rid == quick != slow and answer.action.startswith("bid:")
    assert time.monotonic() - start < 1.5
    time.sleep(0.1)
    assert worker.poll() is None


def test_worker_reports_bot_errors(worker):
    rid = worker.send(move("toy_broken", 2, {}, 1, [], 0, "normal", think=0.5))
    assert failed(wait_answer(worker), rid, "rollout exploded")
    rid = worker.send(move("toy", 2, {}, 1, ["bid:99"], 0, "easy"))
    assert failed(wait_answer(worker), rid, "not legal")
    rid = worker.send(move("nope", 2, {}, 1, [], 0, "easy"))
    assert failed(wait_answer(worker), rid, "unknown game")
    with pytest.raises(TypeError):  # only plain data crosses
        worker.send(move("toy", 2, {}, 1, [object()], 0, "easy"))
    assert worker.alive  # errors do not kill the worker


def test_killed_worker_is_reported_and_restarted(worker):
    starts = worker.starts
    rid = worker.send(move("toy", 2, {}, 1, [], 0, "hard", think=30))
    time.sleep(0.2)
    os.kill(worker.pid, signal.SIGKILL)
    assert failed(wait_answer(worker, timeout=5), rid, "stopped unexpectedly")
    assert not worker.alive and not worker.busy
    rid = worker.send(move("toy", 2, {}, 1, [], 0, "random"))
    assert wait_answer(worker) == moved(rid, RandomBot(bot_seed(1, 0, 0)).choose(SPEC.new_game(2, {}, 1).observation(0)))
    assert worker.starts == starts + 1


def test_stop_leaves_no_child_process():
    w = BotWorker(extra_specs=EXTRA)
    w.send(move("toy", 2, {}, 1, [], 0, "hard", think=30))  # busy when stopped
    time.sleep(0.2)
    pid = w.pid
    assert pid is not None
    start = time.monotonic()
    w.stop()
    assert time.monotonic() - start < 3
    assert not w.alive and w.pid is None
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    assert not [p for p in multiprocessing.active_children() if p.pid == pid]
    w.stop()  # twice is harmless
