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
    worker.cancel()             # quitting, undo, loading: the search stops promptly
    worker.stop()               # leaving the program
"""
from __future__ import annotations

import importlib
import json
import multiprocessing
import queue
import random
import signal
import sys
import traceback
from typing import Callable, Iterable, Mapping, Sequence

from client.core.errors import IllegalAction, SaveError
from client.core.game import GameSpec

from .bots import make_bot

Answer = tuple[int, "str | None", "str | None"]


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


def decide(specs: SpecResolver, message: Mapping, cancel: Callable[[], bool] | None = None) -> str:
    """Rebuild the match from ``message``, observe for its seat, ask the bot."""
    spec = specs.get(message["game"])
    seed = message["seed"]
    actions = message["actions"]
    state = spec.new_game(message["players"], message["options"], seed)
    for index, action in enumerate(actions):
        if state.is_over():
            raise SaveError(f"move {index + 1} ({action!r}) comes after the game ended")
        try:
            state.apply(action)
        except IllegalAction as err:
            raise SaveError(f"move {index + 1} of {len(actions)} ({action!r}) is not legal: {err}") from None
    seat = message["seat"]
    if state.is_over():
        raise ValueError("the game is over: there is nothing to choose")
    if state.to_act != seat:
        raise ValueError(f"seat {seat} was asked to move but seat {state.to_act} is to act")
    obs = state.observation(seat)
    del state  # the bot sees the observation only
    bot = make_bot(spec, message["level"], bot_seed(seed, seat, len(actions)), message.get("think"))
    return bot.choose(obs, cancel)


def _message(rid: int, game_id: str, players: int, options: Mapping[str, str] | None, seed: int,
             actions: Sequence[str], seat: int, level: str, think: float | None) -> str:
    """The request as JSON text; TypeError for anything that is not plain data."""
    return json.dumps({"id": rid, "game": game_id, "players": players, "options": dict(options or {}),
                       "seed": seed, "actions": list(actions), "seat": seat, "level": level,
                       "think": think})


def _error_text(err: BaseException) -> str:
    text = str(err)
    return f"{type(err).__name__}: {text}" if text else type(err).__name__


# -- the worker process ------------------------------------------------------------
def _serve(registry_module: str, extra_specs: Sequence[str], requests, results, cancelled) -> None:
    """The child's main loop: one JSON request in, one ``(rid, action, error)`` out.

    ``cancelled.value`` holds the highest cancelled request id; a search checks
    it every iteration. A ``None`` request ends the loop.
    """
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
    while True:
        text = requests.get()
        if text is None:
            break
        message = json.loads(text)
        rid = message["id"]
        if cancelled.value >= rid:
            continue
        if startup_error is not None:
            results.put((rid, None, startup_error))
            continue
        try:
            action = decide(specs, message, lambda: cancelled.value >= rid)
        except Exception as err:
            traceback.print_exc(file=sys.stderr)
            results.put((rid, None, _error_text(err)))
        else:
            results.put((rid, action, None))


class BotWorker:
    """Bots in a separate process. All methods return at once except ``stop``."""

    def __init__(self, registry_module: str = "client.games", extra_specs: Iterable[str] = ()):
        self.registry_module = registry_module
        self.extra_specs = tuple(extra_specs)
        self._ctx = multiprocessing.get_context("spawn")
        self._proc = None
        self._requests = None
        self._results = None
        self._cancelled = None
        self._next_id = 0
        self._pending: int | None = None
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
        self._proc = ctx.Process(
            target=_serve, name="tenka-bot", daemon=True,
            args=(self.registry_module, self.extra_specs, self._requests, self._results, self._cancelled))
        self._proc.start()
        self.starts += 1

    def stop(self, timeout: float = 2.0) -> None:
        """Cancel, ask the process to end, join; terminate then kill if it will not."""
        self.cancel()
        proc = self._proc
        if proc is not None:
            if proc.is_alive():
                try:
                    self._requests.put(None)
                except (OSError, ValueError):
                    pass
                proc.join(timeout)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)
            if proc.is_alive():
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
        self._requests = self._results = None

    def __enter__(self) -> "BotWorker":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- asking ----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A request is out and its answer not yet collected by ``poll``."""
        return self._pending is not None

    def request(self, game_id: str, players: int, options: Mapping[str, str] | None, seed: int,
                actions: Sequence[str], seat: int, level: str, think: float | None = None) -> int:
        """Ask for ``seat``'s move after ``actions``; returns the request id.

        A request still out is cancelled first. Starts (or restarts) the process.
        """
        text = _message(self._next_id + 1, game_id, players, options, seed, actions, seat, level, think)
        if self._pending is not None:
            self.cancel()
        self.start()
        self._next_id += 1
        self._requests.put(text)
        self._pending = self._next_id
        return self._next_id

    def poll(self) -> Answer | None:
        """The answer to the request out, if ready: ``(rid, action, None)`` or ``(rid, None, error)``.

        Answers to cancelled or superseded requests are dropped. If the process
        died, the request out is answered with an error and the next request
        starts a new process.
        """
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
        while True:
            try:
                rid, action, error = self._results.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                return None
            if rid == self._pending:
                self._pending = None
                return rid, action, error

    def cancel(self) -> None:
        """Stop the search for the request out (promptly) and forget its answer."""
        if self._pending is not None:
            if self._cancelled is not None:
                self._cancelled.value = self._pending
            self._pending = None


class InlineWorker:
    """``BotWorker``'s interface, thinking in this process during ``request``."""

    def __init__(self, registry_module: str = "client.games", extra_specs: Iterable[str] = ()):
        self.registry_module = registry_module
        self.extra_specs = tuple(extra_specs)
        self._specs: SpecResolver | None = None
        self._next_id = 0
        self._answer: Answer | None = None
        self.alive = False

    def start(self) -> None:
        if self._specs is None:
            self._specs = SpecResolver(self.registry_module, self.extra_specs)
        self.alive = True

    def stop(self, timeout: float = 0.0) -> None:
        self._answer = None
        self.alive = False

    def __enter__(self) -> "InlineWorker":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def busy(self) -> bool:
        return self._answer is not None

    def request(self, game_id: str, players: int, options: Mapping[str, str] | None, seed: int,
                actions: Sequence[str], seat: int, level: str, think: float | None = None) -> int:
        text = _message(self._next_id + 1, game_id, players, options, seed, actions, seat, level, think)
        self.start()
        self._next_id += 1
        message = json.loads(text)  # the same plain data the process would get
        try:
            self._answer = (self._next_id, decide(self._specs, message), None)
        except Exception as err:
            self._answer = (self._next_id, None, _error_text(err))
        return self._next_id

    def poll(self) -> Answer | None:
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        self._answer = None
