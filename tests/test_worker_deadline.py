"""A bot that stops answering: every request has a deadline, past it the worker is replaced.

Time is an injected clock the tests move on; a hung process is a real one
stopped with SIGSTOP, so nothing here sleeps until a deadline.
"""
from __future__ import annotations

import multiprocessing
import os
import random
import signal
import time

import pytest

from client.ai.bots import RandomBot
from client.ai.messages import Failure, Reply
from client.ai.worker import STARTUP_SECONDS, TIMED_OUT, BotWorker, InlineWorker, answer_within, bot_seed
from client.core.match import Match, Seat
from client.i18n import set_language
from tests.slow_start import GATE
from tests.worker_replies import move, moved, wait_answer
from tests.toygame import SPEC

EXTRA = ["tests.toygame:SPEC"]
needs_sigstop = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="SIGSTOP is POSIX only")


class Clock:
    """Seconds that pass only when a test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def random_move(seed, seat=0, players=2):
    return RandomBot(bot_seed(seed, seat, 0)).choose(SPEC.new_game(players, {}, seed).observation(seat))


def stop_process(pid):
    """SIGSTOP the child and wait until it is stopped (it can then answer nothing)."""
    os.kill(pid, signal.SIGSTOP)
    _, status = os.waitpid(pid, os.WUNTRACED)  # a stop report only: the child is not reaped
    assert os.WIFSTOPPED(status)


def gone(pid) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.fixture
def stopped_worker():
    """A real worker that answered once, then had its process stopped."""
    clock = Clock()
    worker = BotWorker(extra_specs=EXTRA, clock=clock)
    rid = worker.send(move("toy", 2, {}, 1, [], 0, "random"))
    assert wait_answer(worker) == moved(rid, random_move(1))
    pid = worker.pid
    stop_process(pid)
    yield worker, clock, pid
    worker.stop()
    if not gone(pid):  # never leave a stopped process behind, even when a test failed
        os.kill(pid, signal.SIGKILL)


# -- the deadline ----------------------------------------------------------------------
def test_the_deadline_is_the_think_time_plus_a_grace():
    assert answer_within(None) == answer_within(0) == 5.0  # random and easy do not search
    assert answer_within(1.0) == 6.0 and answer_within(3.0) == 8.0
    assert answer_within(30.0) == 45.0  # long thinking: half of it again
    worker = InlineWorker(extra_specs=EXTRA)
    # the level's budget from the game's hooks (the toy has the defaults: normal 1 s, hard 3 s)
    assert worker.allowed_seconds("toy", "random") == worker.allowed_seconds("toy", "easy") == 5.0
    assert worker.allowed_seconds("toy", "normal") == 6.0
    assert worker.allowed_seconds("toy", "hard") == 8.0
    assert worker.allowed_seconds("toy", "hard", think=30) == 45.0
    # the worker reports a bad request itself, at once: only the grace
    assert worker.allowed_seconds("nope", "hard") == worker.allowed_seconds("toy", "genius") == 5.0


@needs_sigstop
def test_a_stopped_worker_times_out_and_a_new_process_answers_the_next_request(stopped_worker):
    worker, clock, pid = stopped_worker
    starts = worker.starts
    rid = worker.send(move("toy", 2, {}, 1, [], 0, "normal"))
    clock.now += 6.0 - 0.01
    assert worker.poll() is None and worker.busy and worker.pid == pid, "not before the deadline"
    clock.now += 0.02
    assert worker.poll() == Reply(rid, Failure(TIMED_OUT))
    assert not worker.busy
    assert gone(pid), "the stopped process was killed and reaped"
    assert not [p for p in multiprocessing.active_children() if p.pid == pid]
    assert worker.starts == starts + 1 and worker.alive and worker.pid != pid
    rid = worker.send(move("toy", 2, {}, 4, [], 0, "random"))
    assert wait_answer(worker) == moved(rid, random_move(4))
    assert worker.starts == starts + 1


@needs_sigstop
def test_cancel_never_waits_on_a_stopped_worker_and_the_next_game_gets_a_fresh_one(stopped_worker):
    worker, clock, pid = stopped_worker
    worker.send(move("toy", 2, {}, 1, [], 0, "hard", think=30))
    worker.cancel()  # quitting the table: returns at once
    assert not worker.busy and worker.poll() is None
    # a new game before the cancelled request's deadline: the same process is asked...
    clock.now += 44.0
    rid = worker.send(move("toy", 2, {}, 2, [], 0, "random"))
    assert worker.pid == pid
    worker.cancel()
    # ...and past it, the process that never answered is replaced before the request goes out
    clock.now += 5.0 + 0.01
    rid = worker.send(move("toy", 2, {}, 3, [], 0, "random"))
    assert gone(pid) and worker.pid not in (None, pid)
    assert wait_answer(worker) == moved(rid, random_move(3))


def test_a_slow_start_is_not_taken_for_a_hang(monkeypatch, tmp_path):
    gate = tmp_path / "go"
    monkeypatch.setenv(GATE, str(gate))
    clock = Clock()
    worker = BotWorker(extra_specs=["tests.slow_start:SPEC"], clock=clock)
    try:
        rid = worker.send(move("toy", 2, {}, 5, [], 0, "random"))  # 5 s, once the process listens
        clock.now += 15.0
        assert worker.poll() is None and worker.busy, "still loading the games: no timeout yet"
        gate.touch()
        assert wait_answer(worker) == moved(rid, random_move(5))
        assert worker.starts == 1
    finally:
        worker.stop()


def test_a_worker_stuck_while_starting_is_replaced(monkeypatch, tmp_path):
    monkeypatch.setenv(GATE, str(tmp_path / "never"))
    clock = Clock()
    worker = BotWorker(extra_specs=["tests.slow_start:SPEC"], clock=clock)
    try:
        rid = worker.send(move("toy", 2, {}, 5, [], 0, "random"))
        pid = worker.pid
        clock.now += STARTUP_SECONDS - 0.01
        assert worker.poll() is None and worker.pid == pid
        clock.now += 0.02
        assert worker.poll() == Reply(rid, Failure(TIMED_OUT))
        assert gone(pid) and worker.starts == 2
    finally:
        worker.stop()


@needs_sigstop
def test_stop_kills_a_stopped_worker_promptly():
    worker = BotWorker(extra_specs=EXTRA)
    worker.send(move("toy", 2, {}, 1, [], 0, "random"))
    wait_answer(worker)
    pid = worker.pid
    stop_process(pid)
    worker.send(move("toy", 2, {}, 1, [], 0, "hard", think=30))  # busy, and cannot hear the cancel
    start = time.monotonic()
    worker.stop()
    # a polite second at most, then SIGKILL (the old terminate-then-wait needed 3 s and more)
    assert time.monotonic() - start < 2.5
    assert gone(pid) and not worker.alive
    assert not [p for p in multiprocessing.active_children() if p.pid == pid]


@needs_sigstop
def test_stop_kills_an_overdue_worker_without_asking():
    clock = Clock()
    worker = BotWorker(extra_specs=EXTRA, clock=clock)
    worker.send(move("toy", 2, {}, 1, [], 0, "random"))
    wait_answer(worker)
    pid = worker.pid
    stop_process(pid)
    worker.send(move("toy", 2, {}, 1, [], 0, "random"))
    clock.now += 6.0
    start = time.monotonic()
    worker.stop(timeout=30)
    assert time.monotonic() - start < 2.5, "killed at once: no 30 s wait for a polite exit"
    assert gone(pid)


# -- the table ---------------------------------------------------------------------------
class HangingWorker(InlineWorker):
    """Takes every request and never answers, like a worker whose process hangs."""

    def __init__(self, clock):
        super().__init__(extra_specs=EXTRA, clock=clock)
        self.sent = []
        self.replaced = 0

    def _send(self, rid, text):
        self.sent.append(rid)

    def _replace(self):
        self.replaced += 1


@pytest.fixture
def app(monkeypatch):
    from client import games, settings
    from client.app import App

    monkeypatch.setitem(games.REGISTRY, SPEC.id, SPEC)
    app = App(headless=True, settings=settings.Settings())
    yield app
    app.shutdown()
    set_language("en")


@pytest.mark.parametrize("language, message", [
    ("en", "The bot for Ann did not answer in time; a random move was played instead."),
    ("zh_Hant", "Ann的電腦玩家沒有及時回應，已改為隨機選擇一個行動。"),
])
def test_the_table_plays_a_random_move_after_the_deadline_and_says_so(app, language, message):
    from client.scenes.play import PlayScene
    from client.scenes.title import TitleScene

    set_language(language)
    clock = Clock()
    worker = HangingWorker(clock)
    seats = [Seat("Ann", 0, "bot", "normal"), Seat("Bob", 1, "human")]
    match = Match(SPEC, {}, 11, seats)
    app.stack.push(TitleScene(app))
    scene = PlayScene(app, match, worker=worker)
    app.stack.push(scene)
    assert worker.sent and scene.thinking == 0
    legal = match.state.legal_actions()

    clock.now += 6.0 - 0.01  # normal thinks 1 s, plus 5 s of grace
    app.step(0.016)
    assert match.actions == [] and not app.toasts and scene.thinking == 0, "not before the deadline"

    clock.now += 0.02
    app.step(0.016)
    assert len(match.actions) == 1 and match.actions[0] in legal
    # the fallback comes from the scene's seeded rng: the same match seed plays it again
    assert match.actions[0] == random.Random(11 ^ 0x5EED).choice(legal)
    assert [t[0] for t in app.toasts] == [message]
    assert worker.replaced == 1 and scene.thinking is None
    assert match.to_act == 1 and scene.viewer == 1, "the game goes on: the human's turn"
