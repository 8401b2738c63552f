"""Bots think in a worker process, so the window never blocks (pure).

The table asks with plain data (``client.ai.messages``: a seat's ``Position`` — game,
player count, options, match seed, the actions so far — and what is wanted there), and
the worker rebuilds the game by replaying the actions through the rules
(``client.core.replay``), takes that seat's observation and lets the bot choose. Only JSON
text crosses the process boundary, never pickled game objects.

``BotWorker`` uses the "spawn" start method everywhere (the same on Windows,
macOS and Linux, and safe under PyInstaller once the entry point calls
``multiprocessing.freeze_support()``). ``InlineWorker`` has the same interface
and thinks in the calling process, for tests and the command line.

Protocol::

    position = Position("shogun", 4, {"face": "sun"}, seed, actions, seat)
    rid = worker.send(MoveRequest(position, "hard"))
    ...each frame...
    reply = worker.poll()       # None, or Reply(rid, Move(action, notes)) / Reply(rid, Failure(reason))
    rid = worker.send(HintRequest(position))        # → Reply(rid, Advice): the seat's best moves
    rid = worker.send(ChancesRequest(position, 40))  # → Reply(rid, ChanceValues): every seat's chance to win
    worker.cancel()             # quitting, undo, loading: the search stops promptly
    worker.stop()               # leaving the program

Every request has a deadline: the level's think time plus a grace
(``answer_within``), counted from when the process has loaded the games (a new
one gets ``STARTUP_SECONDS`` for that). A process that has not answered by then — stopped, or a
bot caught in an endless loop — is killed and replaced, and ``poll`` answers
``Reply(rid, Failure(TIMED_OUT))``. The clock is injectable, so tests move time on
instead of sleeping. Nothing here waits on the child without a timeout: a
stopped child must never freeze the window.

The process answers a searching bot's move no sooner than its think time where how long it
thought would tell what it holds (``least_think``).
"""
from __future__ import annotations

import importlib
import json
import multiprocessing
import os
import queue
import random
import signal
import sys
import threading
import time
import traceback
from dataclasses import replace
from typing import Callable, Iterable, Sequence

from client.core.game import GameSpec, GameState
from client.core.knowledge import knows_more
from client.core.replay import replay

from .bots import make_bot, think_budget
from .messages import (AnalyseRequest, Answer, ChancesRequest, ChanceValues, Failure, HintRequest, Move, MoveRequest, Position,
                       Reply, Request, answer_from_text, request_from_text, to_text)

Clock = Callable[[], float]

#: a request may take its think time plus max(GRACE_SECONDS, GRACE_SHARE × think time)
GRACE_SECONDS = 5.0
GRACE_SHARE = 0.5
#: the error ``poll`` answers when the deadline passed (the table tells the player so)
TIMED_OUT = "the bot did not answer in time"
#: answers stay below PIPE_BUF (4096 bytes, even in Chinese), so a child stopped while writing
#: one never leaves half an answer in the pipe for the window to wait on
ERROR_CHARS = 1000
#: a new process must have loaded the games within this; a request's own time starts
#: once it has, so a slow cold start (a frozen build, a virus scanner) is not taken for a hang
STARTUP_SECONDS = 20.0
#: a bot's note (what it weighed) travels with its answer: kept well below PIPE_BUF with the action
NOTE_BYTES = 2500
#: a move held back to its think time is waited for in steps this long: cancel and stop end it at once
WAIT_STEP = 0.02


def answer_within(think: float | None) -> float:
    """Seconds a request may take: its think time (None: no search) plus the grace."""
    think = think or 0.0
    return think + max(GRACE_SECONDS, GRACE_SHARE * think)


# -- what both workers do ----------------------------------------------------------
def bot_seed(match_seed: int, seat: int, ply: int) -> int:
    """The bot's seed for one decision: fixed by the match seed, the seat and the move number.

    Seeding from a string is stable across processes (it does not use ``hash``).
    """
    return random.Random(f"tenka-bot:{match_seed}:{seat}:{ply}").getrandbits(63)


class SpecResolver:
    """Game specs by id: ``extra_specs`` ("module:ATTR") first, then the registry module's ``get``.

    Extra specs are kept here rather than written into the registry's dict, so
    an in-process worker never changes the program's list of games.
    """

    def __init__(self, registry_module: str = "client.games", extra_specs: Iterable[str] = ()):
        self.registry = importlib.import_module(registry_module)
        self.extra: dict[str, GameSpec] = {}
        for path in extra_specs:
            module_name, _, attr = path.partition(":")
            spec = getattr(importlib.import_module(module_name), attr or "SPEC")
            self.extra[spec.id] = spec

    def get(self, game_id: str) -> GameSpec:
        spec = self.extra.get(game_id)
        return spec if spec is not None else self.registry.get(game_id)


def decide(specs: SpecResolver, request: Request, cancel: Callable[[], bool] | None = None,
           hide_time: bool = False) -> Answer:
    """Rebuild the game at the request's position, observe for its seat, and answer from that
    observation only (the bot, the hint and the chances never see the true state).

    With ``hide_time`` (the worker process: the table shows "… is thinking" meanwhile), a move is
    answered no sooner than ``least_think`` allows, waiting in small steps that ``cancel`` ends.
    """
    position = request.position
    spec = specs.get(position.game)
    state = replayed(spec, position)
    seat = position.seat
    if state.is_over():
        raise ValueError("the game is over: there is nothing to choose")
    if state.to_act != seat:
        raise ValueError(f"seat {seat} was asked to move but seat {state.to_act} is to act")
    least = least_think(spec, state, request) if hide_time else 0.0
    obs = state.observation(seat)
    del state  # the bot sees the observation only
    seed = bot_seed(position.seed, seat, len(position.actions))
    begun = time.monotonic()
    answer = _JOBS[type(request)](spec, obs, seed, request, cancel)
    _wait_until(begun + least, cancel)
    return answer


def least_think(spec: GameSpec, state: GameState, request: Request) -> float:
    """The seconds a bot's move may not be answered before: how long it thought must not tell
    what it holds.

    A search answers at once when its seat has one move only, and whether it has may follow its
    hand (a Parry or none against an attack, a bid it can afford): so a bot that searches and may
    know something the public does not takes its whole think time. Decided from the public view,
    the same in two games a reader cannot tell apart. Other bots answer at once anyway."""
    if not isinstance(request, MoveRequest):
        return 0.0
    think = think_budget(spec, request.level, request.think)
    if think is None or not knows_more(state.observation(None), request.position.seat):
        return 0.0
    return think


def _wait_until(end: float, cancel: Callable[[], bool] | None) -> None:
    """Sleep until ``end`` (the monotonic clock) in steps of ``WAIT_STEP``, ending at once on ``cancel``."""
    while (left := end - time.monotonic()) > 0 and not (cancel is not None and cancel()):
        time.sleep(min(WAIT_STEP, left))


def _move(spec: GameSpec, obs: GameState, seed: int, request: MoveRequest, cancel) -> Move:
    from .advice import notes_from_stats

    bot = make_bot(spec, request.level, seed, request.think)
    action = bot.choose(obs, cancel)
    return Move(action, fit_note(notes_from_stats(bot.level, getattr(bot, "last_stats", None))))


def _hint(spec: GameSpec, obs: GameState, seed: int, request: HintRequest, cancel):
    from .advice import advise, hint_seconds

    think = request.think
    if think is None and request.iterations is None:
        think = hint_seconds(spec)
    return advise(spec, obs, seed, think_seconds=think, max_iterations=request.iterations, cancel=cancel)


def _chances(spec: GameSpec, obs: GameState, seed: int, request: ChancesRequest, cancel) -> ChanceValues:
    from .advice import estimate_chances

    return ChanceValues(tuple(estimate_chances(spec, obs, seed, request.iterations, cancel)))


def _analyse(spec: GameSpec, obs: GameState, _seed: int, request: AnalyseRequest, cancel):
    """The decision graded with the analysis's own seed (never the match's: see client.ai.analysis)."""
    from .analysis import grade_decision

    decision = grade_decision(spec, obs, request.played, len(request.position.actions), request.seed,
                              request.iterations, cancel)
    if decision is None:
        return Failure("the analysis was stopped")
    return decision


_JOBS = {MoveRequest: _move, HintRequest: _hint, ChancesRequest: _chances, AnalyseRequest: _analyse}


def replayed(spec: GameSpec, position: Position) -> GameState:
    """The true state at ``position`` (a SaveError names an action that is not legal)."""
    return replay(spec, position.players, position.options, position.seed, position.actions)


def respond(specs: SpecResolver, text: str, cancel: Callable[[], bool] | None = None, log: bool = False,
            hide_time: bool = False) -> str:
    """The answer to a request's text, as text: whatever goes wrong is a ``Failure`` (its
    traceback printed when ``log``: the process worker's console). ``hide_time``: see ``decide``."""
    try:
        return to_text(decide(specs, request_from_text(text), cancel, hide_time))
    except Exception as err:
        if log:
            traceback.print_exc(file=sys.stderr)
        return to_text(Failure(_error_text(err)))


def fit_note(note: dict) -> dict:
    """``note`` with its least visited candidates dropped until the answer fits in one pipe write."""
    rows = note.get("candidates")
    while rows and len(json.dumps(note, ensure_ascii=False).encode()) > NOTE_BYTES:
        rows.pop()
    return note


def _error_text(err: BaseException) -> str:
    text = str(err)
    return (f"{type(err).__name__}: {text}" if text else type(err).__name__)[:ERROR_CHARS]


# -- the worker process ------------------------------------------------------------
def _end_with_parent() -> None:
    """End this process as soon as the window that started it is gone, killed too: no one will
    ask it anything again, and while it lives so does multiprocessing's resource tracker."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns once the parent's end of the start pipe closes, however it ended
        os._exit(0)  # at once: the main thread may be deep in a search

    threading.Thread(target=watch, name="tenka-parent-watch", daemon=True).start()


def _child(registry_module: str, extra_specs: Sequence[str], requests, results, cancelled, ready) -> None:
    """The worker process: it ends with the window, leaves Ctrl+C to it, and serves."""
    _end_with_parent()
    try:  # the window's Ctrl+C is the parent's business; stop() ends us
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError):
        pass
    serve(registry_module, extra_specs, requests, results, cancelled, ready)


def serve(registry_module: str, extra_specs: Sequence[str], requests, results, cancelled, ready) -> None:
    """The worker process's main loop: one ``(rid, request as JSON text)`` in, one ``(rid, answer as JSON text)`` out.

    ``ready.value`` becomes 1 once the games are loaded. ``cancelled.value``
    holds the highest cancelled request id; a search checks it every iteration. Every request is answered, a cancelled one too, so the
    parent knows the child still listens. A ``None`` request ends the loop. A move is held back
    to its think time where that would tell a secret (``least_think``).
    """
    specs = None
    startup_error = None
    try:
        specs = SpecResolver(registry_module, extra_specs)
    except Exception as err:  # reported with every request, not lost on a console
        startup_error = "bot worker could not load the games: " + _error_text(err)
    ready.value = 1
    while True:
        item = requests.get()
        if item is None:
            break
        rid, text = item
        if cancelled.value >= rid:
            results.put((rid, to_text(Failure("cancelled"))))
        elif startup_error is not None:
            results.put((rid, to_text(Failure(startup_error))))
        else:
            results.put((rid, respond(specs, text, lambda: cancelled.value >= rid, log=True, hide_time=True)))


# -- the two workers ---------------------------------------------------------------
class _Worker:
    """What both workers share: request ids, the request out and its deadline."""

    def __init__(self, registry_module: str, extra_specs: Iterable[str], clock: Clock):
        self.registry_module = registry_module
        self.extra_specs = tuple(extra_specs)
        self.clock = clock
        self._specs: SpecResolver | None = None
        self._next_id = 0
        self._pending: int | None = None
        self._asked: type | None = None  # the kind of request out: its answer must be of that kind
        # when the last request sent must be answered by (None once it was); it stays
        # set after a cancel, so a process that never answers is found out either way
        self._deadline: float | None = None
        self._allowed = 0.0  # the seconds the last request was given
        #: a fixed search budget for hints instead of a think time (a shot: the same hint on any machine)
        self.hint_iterations: int | None = None

    def specs(self) -> SpecResolver:
        if self._specs is None:
            self._specs = SpecResolver(self.registry_module, self.extra_specs)
        return self._specs

    def allowed_seconds(self, game_id: str, level: str, think: float | None = None) -> float:
        """How long a request may take before the worker is taken for hung."""
        try:
            budget = think_budget(self.specs().get(game_id), level, think)
        except Exception:  # an unknown game or level: the worker answers that error at once
            budget = None
        return answer_within(budget)

    def _overdue(self) -> bool:
        return self._deadline is not None and self.clock() >= self._deadline

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def busy(self) -> bool:
        """A request is out and its answer not yet collected by ``poll``."""
        return self._pending is not None

    def send(self, request: Request) -> int:
        """Ask ``request`` (a move, a hint or every seat's chances); returns its id. A request
        still out is cancelled first. TypeError (before anything is sent) for anything that is
        not plain data.

        Its deadline counts from the longest its search may take (a hint goes on past its budget).
        """
        if isinstance(request, HintRequest) and request.iterations is None and self.hint_iterations is not None:
            request = replace(request, iterations=self.hint_iterations)
        text = to_text(request)
        rid = self._next_id + 1
        self._allowed = allowed = self.allowed_seconds(request.position.game, request.level, request.longest)
        self.cancel()
        self._send(rid, text)  # ids up to _next_id count as sent before: a new process skips them
        self._next_id = self._pending = rid
        self._asked = type(request)
        self._deadline = self.clock() + allowed
        return rid

    def poll(self) -> Reply | None:
        """The answer to the request out, if ready: a ``Reply`` (its answer a ``Failure`` when the
        worker failed, or answered what cannot be read).

        Answers to cancelled or superseded requests are dropped. Past the
        request's deadline the worker is replaced and the answer is
        ``Failure(TIMED_OUT)``.
        """
        reply = self._receive()
        if reply is not None or self._pending is None:
            return reply
        if self._overdue():
            rid, self._pending = self._pending, None
            self._replace()
            return Reply(rid, Failure(TIMED_OUT))
        return None

    def _reply(self, rid: int, text) -> Reply:
        """The answer's text read back: the one place answers are decoded."""
        return Reply(rid, answer_from_text(text, self._asked))

    def cancel(self) -> None:
        """Stop the search for the request out (promptly) and forget its answer."""
        if self._pending is not None:
            self._drop(self._pending)
            self._pending = None

    # what each worker does its own way
    def start(self) -> None:
        raise NotImplementedError

    def stop(self, timeout: float = 1.0) -> None:
        raise NotImplementedError

    def _send(self, rid: int, text: str) -> None:
        raise NotImplementedError

    def _receive(self) -> Reply | None:
        """The answer to the request out, if there is one; clears the deadline once answered."""
        raise NotImplementedError

    def _drop(self, rid: int) -> None:
        """Request ``rid`` was cancelled."""

    def _replace(self) -> None:
        """The request out was not answered in time: start afresh."""


class BotWorker(_Worker):
    """Bots in a separate process. Every method returns at once, ``stop`` within about a second."""

    def __init__(self, registry_module: str = "client.games", extra_specs: Iterable[str] = (),
                 clock: Clock = time.monotonic):
        super().__init__(registry_module, extra_specs, clock)
        self._ctx = multiprocessing.get_context("spawn")
        self._proc = None
        self._requests = None
        self._results = None
        self._cancelled = None
        self._ready = None
        self._started_at = 0.0
        self.starts = 0  # how many processes were started (restarts = starts - 1)

    # -- life ------------------------------------------------------------------
    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self.alive else None

    def start(self) -> None:
        """Start the process (a no-op while it runs)."""
        if self.alive:
            return
        self._release()
        ctx = self._ctx
        # fresh queues each time: a killed child may die holding a queue's lock
        self._requests = ctx.Queue()
        self._results = ctx.Queue()
        # no lock: a child killed mid-read must not leave cancel() blocked forever
        self._cancelled = ctx.Value("q", 0, lock=False)
        self._cancelled.value = self._next_id
        self._ready = ctx.Value("b", 0, lock=False)
        self._proc = ctx.Process(
            target=_child, name="tenka-bot", daemon=True,
            args=(self.registry_module, self.extra_specs, self._requests, self._results, self._cancelled,
                  self._ready))
        self._proc.start()
        self._started_at = self.clock()
        self.starts += 1

    def stop(self, timeout: float = 1.0) -> None:
        """Cancel and ask the process to end; kill it if it has not within ``timeout``.

        A process already overdue is killed at once: it would not read the request to end.
        """
        hung = self._overdue()
        self.cancel()
        proc = self._proc
        if proc is not None and proc.is_alive() and not hung:
            try:
                self._requests.put(None)  # never blocks: a feeder thread writes the pipe
            except (OSError, ValueError):
                pass
            proc.join(timeout)
        self._kill()

    def _kill(self) -> None:
        """End the process for sure: SIGKILL also ends a stopped one (SIGTERM would wait for SIGCONT)."""
        proc = self._proc
        if proc is not None and proc.is_alive():
            proc.kill()
            proc.join(1.0)
        self._release()

    def _release(self) -> None:
        if self._proc is not None and not self._proc.is_alive():
            self._proc.close()
        self._proc = None
        for q in (self._requests, self._results):
            if q is not None:
                q.cancel_join_thread()  # never hang on a pipe no one reads any more
                q.close()
        self._requests = self._results = self._ready = None
        self._deadline = None  # nothing is out with a process that is gone

    def _overdue(self) -> bool:
        if self._deadline is not None and self._ready is not None and not self._ready.value:
            # still starting: its own allowance; the request's time starts once it listens
            if self.clock() >= self._started_at + STARTUP_SECONDS:
                return True
            self._deadline = max(self._deadline, self.clock() + self._allowed)
            return False
        return super()._overdue()

    def _replace(self) -> None:
        self._kill()
        self.start()  # warm again by the next request

    # -- asking ----------------------------------------------------------------
    def _send(self, rid: int, text: str) -> None:
        self._take()  # an answer to the last request clears its deadline
        if self._overdue():  # the last request, cancelled or not, never came back: hung
            self._kill()
        self.start()
        self._requests.put((rid, text))

    def _receive(self) -> Reply | None:
        """Also answers the request out with an error when the process died."""
        if self._results is None:
            return None
        reply = self._take()
        if reply is not None or self._pending is None:
            return reply
        if not self._proc.is_alive():
            reply = self._take()  # written just before it ended?
            if reply is not None:
                return reply
            rid, self._pending = self._pending, None
            code = self._proc.exitcode
            return Reply(rid, Failure(f"the bot worker stopped unexpectedly (exit code {code})"))
        return None

    def _take(self) -> Reply | None:
        while self._results is not None:
            try:
                rid, text = self._results.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError, TypeError):
                return None
            if rid == self._next_id:
                self._deadline = None  # answers come in order: the process is all caught up
            if rid == self._pending:
                self._pending = None
                return self._reply(rid, text)
        return None

    def _drop(self, rid: int) -> None:
        if self._cancelled is not None:
            self._cancelled.value = rid  # shared memory without a lock: never blocks


class InlineWorker(_Worker):
    """``BotWorker``'s interface, thinking in this process during ``request``.

    It answers a move as soon as it is chosen, never held back to its think time (``least_think``):
    it serves the tests (which call ``update(0.0)``), shots and the command line, where no one
    watches a table think. The window's worker process holds it back."""

    def __init__(self, registry_module: str = "client.games", extra_specs: Iterable[str] = (),
                 clock: Clock = time.monotonic):
        super().__init__(registry_module, extra_specs, clock)
        self._answer: tuple[int, str] | None = None
        self.alive = False

    def start(self) -> None:
        self.specs()
        self.alive = True

    def stop(self, timeout: float = 0.0) -> None:
        self.cancel()
        self.alive = False

    def _send(self, rid: int, text: str) -> None:
        self.start()
        self._answer = (rid, respond(self.specs(), text))  # the same text the process would read and write

    def _receive(self) -> Reply | None:
        answer, self._answer = self._answer, None
        if answer is None:
            return None
        self._pending = self._deadline = None
        return self._reply(*answer)

    def _drop(self, rid: int) -> None:
        self._answer = None
