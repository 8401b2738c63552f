"""The bot worker's messages (client.ai.messages): each crosses as JSON text and comes back the
same; an answer that is damaged, foreign or of another kind is read as a clear Failure."""
from __future__ import annotations

import pytest

from client.ai.advice import Advice, Candidate
from client.ai.messages import (ChancesRequest, ChanceValues, Failure, HintRequest, Move, MoveRequest, Position,
                                Reply, answer_from_text, request_from_text, to_text)
from client.ai.worker import InlineWorker
from tests.worker_replies import move

POSITION = Position("shogun", 4, {"face": "sun"}, 12, ["draft:a", "plan:b"], 2)
REQUESTS = [MoveRequest(POSITION, "hard"), MoveRequest(POSITION, "normal", think=0.5), HintRequest(POSITION),
            HintRequest(POSITION, think=2.0), HintRequest(POSITION, iterations=30), ChancesRequest(POSITION, 40)]
ADVICE = Advice(1, (Candidate("bid:2", 30, 0.5, 0.25), Candidate("bid:1", 10, None)), 40, "normal", "search",
                widened=True, rough=True)
ANSWERS = [Move("bid:2"), Move("bid:2", {"level": "normal", "iterations": 9, "value": 0.4,
                                         "candidates": [["bid:2", 9, 0.4]]}),
           ADVICE, Advice(0, (Candidate("end", 0, None),), how="only"), ChanceValues((0.25, 0.75, 0.0)),
           Failure("the bot worker stopped unexpectedly (exit code -9)"), Failure("壞了：無法回應")]


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: type(r).__name__)
def test_each_request_comes_back_the_same_through_its_json(request_):
    text = to_text(request_)
    assert isinstance(text, str) and request_from_text(text) == request_


@pytest.mark.parametrize("answer", ANSWERS, ids=lambda a: type(a).__name__)
def test_each_answer_comes_back_the_same_through_its_json(answer):
    assert answer_from_text(to_text(answer)) == answer


def test_a_position_is_plain_data_of_a_match():
    class Match:
        spec = type("Spec", (), {"id": "toy"})
        seats, options, seed, actions = ("a", "b"), {"rounds": "2"}, 7, ["bid:1", "bid:2", "bid:3"]

    assert Position.of_match(Match, 1) == Position("toy", 2, {"rounds": "2"}, 7, ("bid:1", "bid:2", "bid:3"), 1)
    assert Position.of_match(Match, 0, step=1).actions == ("bid:1",)
    with pytest.raises(TypeError):  # only plain data crosses: refused before anything is sent
        to_text(MoveRequest(Position("toy", 2, {}, 1, [object()], 0), "easy"))


DAMAGED = {
    "not JSON": "{'kind': 'move'",
    "nothing": None,
    "not an object": "[1, 2]",
    "no kind": '{"action": "bid:1"}',
    "an unknown kind": '{"kind": "teleport", "to": 3}',
    "a move without its action": '{"kind": "move", "notes": null}',
    "a move that is a number": '{"kind": "move", "action": 3, "notes": null}',
    "notes that are a list": '{"kind": "move", "action": "bid:1", "notes": []}',
    "chances that are words": '{"kind": "chances", "values": ["high"]}',
    "chances that are not numbers": '{"kind": "chances", "values": [0.5, NaN]}',
    "chances of yes and no": '{"kind": "chances", "values": [true, false]}',
    "advice of another shape": '{"kind": "advice", "advice": {"seat": "0", "candidates": [], "iterations": 1,'
                               ' "level": "normal", "how": "search", "widened": false}}',
    "a candidate of another shape": '{"kind": "advice", "advice": {"seat": 0, "candidates": [{"action": 5,'
                                    ' "visits": 1, "chance": 50}], "iterations": 1, "level": "normal",'
                                    ' "how": "search", "widened": false}}',
    "a failure without words": '{"kind": "failure", "reason": {}}',
    "nested beyond reason": "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_answer_is_a_failure_saying_so(name):
    answer = answer_from_text(DAMAGED[name])
    assert isinstance(answer, Failure) and answer.reason.startswith("the bot worker's answer cannot be read (")
    assert len(answer.reason) < 200 and "\n" not in answer.reason


def test_an_answer_of_another_kind_than_asked_is_a_failure():
    assert answer_from_text(to_text(Move("bid:1")), HintRequest) == Failure(
        "the bot worker's answer to a hint request is of another kind (move)")
    assert answer_from_text(to_text(ADVICE), ChancesRequest) == Failure(
        "the bot worker's answer to a chances request is of another kind (advice)")
    assert answer_from_text(to_text(ChanceValues((0.5,))), MoveRequest) == Failure(
        "the bot worker's answer to a move request is of another kind (chances)")
    assert answer_from_text(to_text(Failure("boom")), MoveRequest) == Failure("boom"), "a failure answers anything"
    assert answer_from_text(to_text(ADVICE), HintRequest) == ADVICE


def test_a_worker_that_answers_garbage_gives_the_table_a_failure_not_a_traceback(monkeypatch):
    from client.ai import worker as worker_mod

    worker = InlineWorker(extra_specs=["tests.toygame:SPEC"])
    answers = ["\x00garbage", to_text(ChanceValues((1.0,)))]
    monkeypatch.setattr(worker_mod, "respond", lambda specs, text, cancel=None, log=False: answers.pop(0))
    rid = worker.send(move("toy", 2, {}, 1, [], 0, "random"))
    reply = worker.poll()
    assert reply.rid == rid and isinstance(reply.answer, Failure) and "cannot be read" in reply.answer.reason
    rid = worker.send(move("toy", 2, {}, 1, [], 0, "random"))
    wrong = Failure("the bot worker's answer to a move request is of another kind (chances)")
    assert worker.poll() == Reply(rid, wrong)
