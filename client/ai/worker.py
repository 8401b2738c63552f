"""Bots think in a worker process, so the window never blocks (pure).

The table asks with plain data — game id, player count, options, match seed,
the actions so far, the seat and the level — and the worker rebuilds the
match by replaying the actions through the rules, takes that seat's
observation and lets the bot choose. Only JSON crosses the process boundary
(requests travel as JSON text), never pickled game objects.

``BotWorker`` uses the "spawn" start method everywhere (the same on Windows,
macOS and Linux, and safe under PyInstaller once the entry point calls
``multiprocessing.freeze_support()``). ``InlineWorker`` has the same interface
and thinks in the calling process, for tests and the command line.

Protocol::

    rid = worker.request("shogun", 4, {"face": "sun"}, seed, actions, seat, "hard")
    ...each frame...
    answer = worker.poll()      # None, or (rid, action, None) / (rid, None, error)
    worker.last_notes           # after an answer: what the bot weighed (client.ai.advice notes)
    rid = worker.request_hint("shogun", 4, {"face": "sun"}, seed, actions, seat)
    ...each frame...            # (rid, advice as JSON text, None): the seat's best moves
    rid = worker.request_chances("shogun", 4, {"face": "sun"}, seed, actions, seat, 40)
    ...each frame...            # (rid, JSON list: every seat's chance to win, None)
    worker.cancel()             # quitting, undo, loading: the search stops promptly
    worker.stop()               # leaving the program

Every request has a deadline: the level's think time plus a grace
(``answer_within``), counted from when the process has loaded the games (a new
one gets ``STARTUP_SECONDS`` for that). A process that has not answered by then — stopped, or a
bot caught in an endless loop — is killed and replaced, and ``poll`` answers
``(rid, None, TIMED_OUT)``. The clock is injectable, so tests move time on
instead of sleeping. Nothing here waits on the child without a timeout: a
stopped child must never freeze the window.
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
from typing import Callable, Iterable, Mapping, Sequence

from client.core.game import GameSpec
from client.core.replay import replay

from .bots import make_bot, think_budget

Answer = tuple[int, "str | None", "str | None"]
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


def decide(specs: SpecResolver, message: Mapping, cancel: Callable[[], bool] | None = None,
           notes: dict | None = None) -> str:
    """Rebuild the match from ``message``, observe for its seat, ask the bot (``notes``, if
    given, gets what it weighed: ``client.ai.advice.notes_from_stats``)."""
    spec = specs.get(message["game"])
    seed = message["seed"]
    actions = message["actions"]
    state = replayed(spec, message)
    seat = message["seat"]
    if state.is_over():
        raise ValueError("the game is over: there is nothing to choose")
    if state.to_act != seat:
        raise ValueError(f"seat {seat} was asked to move but seat {state.to_act} is to act")
    obs = state.observation(seat)
    del state  # the bot sees the observation only
    if message.get("kind") == "hint":  # the seat's best moves (from its observation, like a bot)
        from .advice import advise

        advice = advise(spec, obs, bot_seed(seed, seat, len(actions)), think_seconds=message.get("think"),
                        max_iterations=message.get("iterations"), cancel=cancel)
        return json.dumps(advice.to_json(), ensure_ascii=False)
    if message.get("kind") == "chances":  # every seat's chance to win, as this seat can tell
        from .advice import estimate_chances

        values = estimate_chances(spec, obs, bot_seed(seed, seat, len(actions)), message["iterations"], cancel)
        return json.dumps([round(v, 4) for v in values])
    bot = make_bot(spec, message["level"], bot_seed(seed, seat, len(actions)), message.get("think"))
    action = bot.choose(obs, cancel)
    if notes is not None:
        from .advice import notes_from_stats

        notes.update(fit_note(notes_from_stats(bot.level, getattr(bot, "last_stats", None))))
    return action


def replayed(spec: GameSpec, message: Mapping):
    """The true state after the request's actions (a SaveError names one that is not legal)."""
    return replay(spec, message["players"], message["options"], message["seed"], message["actions"])


def fit_note(note: dict) -> dict:
    """``note`` with its least visited candidates dropped until the answer fits in one pipe write."""
    rows = note.get("candidates")
    while rows and len(json.dumps(note, ensure_ascii=False).encode()) > NOTE_BYTES:
        rows.pop()
    return note


def _message(rid: int, game_id: str, players: int, options: Mapping[str, str] | None, seed: int,
             actions: Sequence[str], seat: int, level: str, think: float | None, kind: str | None = None,
             iterations: int | None = None) -> str:
    """The request as JSON text; TypeError for anything that is not plain data."""
    message = {"id": rid, "game": game_id, "players": players, "options": dict(options or {}),
               "seed": seed, "actions": list(actions), "seat": seat, "level": level, "think": think}
    if kind is not None:
        message["kind"] = kind
    if iterations is not None:
        message["iterations"] = iterations
    return json.dumps(message)


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


def _serve(registry_module: str, extra_specs: Sequence[str], requests, results, cancelled, ready) -> None:
    """The child's main loop: one JSON request in, one ``(rid, action, error)`` out.

    ``ready.value`` becomes 1 once the games are loaded. ``cancelled.value``
    holds the highest cancelled request id; a search checks it every iteration. Every request is answered, a cancelled one too, so the
    parent knows the child still listens. A ``None`` request ends the loop.
    """
    _end_with_parent()
    try:  # the window's Ctrl+C is the parent's business; stop() ends us
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError):
        pass
    specs = None
    startup_error = None
    try:
        specs = SpecResolver(registry_module, extra_specs)
    except Exception as err:  # reported with every request, not lost on a console
        startup_error = "bot worker could not load the games: " + _error_text(err)
    ready.value = 1
    while True:
        text = requests.get()
        if text is None:
            break
        message = json.loads(text)
        rid = message["id"]
        if cancelled.value >= rid:
            results.put((rid, None, "cancelled"))
            continue
        if startup_error is not None:
            results.put((rid, None, startup_error))
            continue
        notes: dict = {}
        try:
            action = decide(specs, message, lambda: cancelled.value >= rid, notes)
        except Exception as err:
            traceback.print_exc(file=sys.stderr)
            results.put((rid, None, _error_text(err)))
        else:
            results.put((rid, action, None, notes or None))


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
        # when the last request sent must be answered by (None once it was); it stays
        # set after a cancel, so a process that never answers is found out either way
        self._deadline: float | None = None
        self._allowed = 0.0  # the seconds the last request was given
        #: what the bot weighed for the answer ``poll`` returned last (None: nothing said)
        self.last_notes: dict | None = None
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

    def request(self, game_id: str, players: int, options: Mapping[str, str] | None, seed: int,
                actions: Sequence[str], seat: int, level: str, think: float | None = None,
                kind: str | None = None, iterations: int | None = None, longest: float | None = None) -> int:
        """Ask for ``seat``'s move after ``actions``; returns the request id.

        A request still out is cancelled first. ``longest``: the seconds its search may take at
        most, when more than ``think`` (a hint goes on past its budget): its deadline counts from it.
        """
        rid = self._next_id + 1
        text = _message(rid, game_id, players, options, seed, actions, seat, level, think, kind, iterations)
        self._allowed = allowed = self.allowed_seconds(game_id, level, longest or think)
        self.cancel()
        self._send(rid, text)  # ids up to _next_id count as sent before: a new process skips them
        self._next_id = self._pending = rid
        self._deadline = self.clock() + allowed
        return rid

    def request_hint(self, game_id: str, players: int, options: Mapping[str, str] | None, seed: int,
                     actions: Sequence[str], seat: int) -> int:
        """Ask for ``seat``'s best moves (``client.ai.advice``, the normal level's search, which goes on
        past its budget until its best move was tried often enough, within ``HINT_MAX_SECONDS``);
        the answer's action is the advice as JSON text."""
        from .advice import HINT_MAX_SECONDS, hint_seconds

        if self.hint_iterations is not None:
            return self.request(game_id, players, options, seed, actions, seat, "normal", kind="hint",
                                iterations=self.hint_iterations, longest=HINT_MAX_SECONDS)
        try:
            think = hint_seconds(self.specs().get(game_id))
        except Exception:  # an unknown game: the worker answers that error at once
            think = None
        return self.request(game_id, players, options, seed, actions, seat, "normal", think, kind="hint",
                            longest=max(HINT_MAX_SECONDS, think or 0.0))

    def request_chances(self, game_id: str, players: int, options: Mapping[str, str] | None, seed: int,
                        actions: Sequence[str], seat: int, iterations: int) -> int:
        """Ask for every seat's chance to win after ``actions``, from ``seat``'s observation (the
        seat to act): the normal level's search for ``iterations`` iterations
        (``client.ai.advice.estimate_chances``); the answer's action is a JSON list."""
        return self.request(game_id, players, options, seed, actions, seat, "normal", kind="chances",
                            iterations=iterations)

    def poll(self) -> Answer | None:
        """The answer to the request out, if ready: ``(rid, action, None)`` or ``(rid, None, error)``.

        Answers to cancelled or superseded requests are dropped. Past the
        request's deadline the worker is replaced and the answer is
        ``(rid, None, TIMED_OUT)``.
        """
        answer = self._receive()
        if answer is not None or self._pending is None:
            return answer
        if self._overdue():
            rid, self._pending = self._pending, None
            self._replace()
            return rid, None, TIMED_OUT
        return None

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

    def _receive(self) -> Answer | None:
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
            target=_serve, name="tenka-bot", daemon=True,
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
        self._requests.put(text)

    def _receive(self) -> Answer | None:
        """Also answers the request out with an error when the process died."""
        if self._results is None:
            return None
        answer = self._take()
        if answer is not None or self._pending is None:
            return answer
        if not self._proc.is_alive():
            answer = self._take()  # written just before it ended?
            if answer is not None:
                return answer
            rid, self._pending = self._pending, None
            code = self._proc.exitcode
            return rid, None, f"the bot worker stopped unexpectedly (exit code {code})"
        return None

    def _take(self) -> Answer | None:
        while self._results is not None:
            try:
                rid, action, error, *notes = self._results.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                return None
            if rid == self._next_id:
                self._deadline = None  # answers come in order: the process is all caught up
            if rid == self._pending:
                self._pending = None
                self.last_notes = notes[0] if notes else None
                return rid, action, error
        return None

    def _drop(self, rid: int) -> None:
        if self._cancelled is not None:
            self._cancelled.value = rid  # shared memory without a lock: never blocks


class InlineWorker(_Worker):
    """``BotWorker``'s interface, thinking in this process during ``request``."""

    def __init__(self, registry_module: str = "client.games", extra_specs: Iterable[str] = (),
                 clock: Clock = time.monotonic):
        super().__init__(registry_module, extra_specs, clock)
        self._answer: Answer | None = None
        self.alive = False

    def start(self) -> None:
        self.specs()
        self.alive = True

    def stop(self, timeout: float = 0.0) -> None:
        self.cancel()
        self.alive = False

    def _send(self, rid: int, text: str) -> None:
        self.start()
        message = json.loads(text)  # the same plain data the process would get
        notes: dict = {}
        try:
            self._answer = (rid, decide(self.specs(), message, None, notes), None)
        except Exception as err:
            self._answer = (rid, None, _error_text(err))
        self._notes = notes or None

    _notes: dict | None = None

    def _receive(self) -> Answer | None:
        answer, self._answer = self._answer, None
        if answer is not None:
            self._pending = self._deadline = None
            self.last_notes = self._notes
        return answer

    def _drop(self, rid: int) -> None:
        self._answer = None
