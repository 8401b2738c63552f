"""Asking the bot worker in tests: a move request in one call, and what its replies should be."""
from __future__ import annotations

import time

from client.ai.messages import Failure, Move, MoveRequest, Position, Reply


def move(game, players, options, seed, actions, seat, level, think=None) -> MoveRequest:
    """A bot's move asked at a position (its parts in the order ``Position`` names them)."""
    return MoveRequest(Position(game, players, options, seed, actions, seat), level, think)


def moved(rid, action, level="random") -> Reply:
    """The reply of a bot that does not search: its move, and its note naming its level."""
    return Reply(rid, Move(action, {"level": level}))


def failed(reply, rid, words) -> bool:
    """``reply`` answers ``rid`` with a Failure whose reason says ``words``."""
    return reply.rid == rid and isinstance(reply.answer, Failure) and words in reply.answer.reason


def wait_answer(worker, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")
