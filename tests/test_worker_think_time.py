"""How long a bot thinks tells nothing it holds. The table shows "… is thinking" until the worker
process answers; a search answers at once when its seat has one move only, and whether it has may
follow its hidden cards. So in the worker's loop a searching bot that may know more than the public
answers after its whole think time: twins (the same position, the hidden cards dealt again) where
the bot has one move in one and several in the other both take at least that long."""
from __future__ import annotations

import queue
import random
import threading
import time
from types import SimpleNamespace

import pytest

from client.ai import worker
from client.ai.hooks import hooks_for
from client.ai.messages import Move, MoveRequest, Position, answer_from_text, to_text
from client.games import get
from tests.test_hint_advice import twin

GAMES = {"samurai_sword": 4, "yedo": 3, "himefuda": 2}  # a Parry or none, a bid it can afford, a sortie
READER = 0
THINK = 0.2  # seconds: short, but far above what one move's answer takes without the wait


def twins_with_one_move_or_several(game: str, seed: int = 1):
    """A bot decision of a seeded random game and its twin as the reader sees it, where the bot has
    one move in one and several in the other: (spec, actions so far, the bot's seat, (the state
    with one move, the state with several))."""
    spec = get(game)
    candidates = hooks_for(spec).candidate_actions
    state = spec.new_game(GAMES[game], {}, seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        seat = state.to_act
        other = twin(state, READER, tries=3) if seat != READER else None
        if other is not None:
            one, several = sorted((state, other), key=lambda s: len(candidates(s.observation(seat))))
            if len(candidates(one.observation(seat))) == 1 < len(candidates(several.observation(seat))):
                return spec, actions, seat, (one, several)
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    raise AssertionError("the walk met no such twins")


def serve(monkeypatch, spec, actions, seat, state, think, cancelled=None):
    """The worker process's loop, run here, asked for a normal bot's move where the true game is
    ``state``: (seconds until it answered, the answer)."""
    monkeypatch.setattr(worker, "replayed", lambda _spec, _position: state.clone())
    requests, results = queue.Queue(), queue.Queue()
    request = MoveRequest(Position(spec.id, GAMES[spec.id], {}, 1, actions, seat), "normal", think)
    requests.put((1, to_text(request)))
    requests.put(None)
    start = time.monotonic()
    worker.serve("client.games", (), requests, results, cancelled or SimpleNamespace(value=0),
                 SimpleNamespace(value=0))
    elapsed = time.monotonic() - start
    rid, text = results.get_nowait()
    return elapsed, answer_from_text(text, MoveRequest)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_twins_with_one_move_or_several_both_take_the_whole_think_time(game, monkeypatch):
    spec, actions, seat, states = twins_with_one_move_or_several(game)
    for state in states:
        elapsed, answer = serve(monkeypatch, spec, actions, seat, state, THINK)
        assert isinstance(answer, Move) and state.is_legal(answer.action)
        assert elapsed >= THINK


def test_a_cancelled_move_stops_waiting_out_its_think_time(monkeypatch):
    spec, actions, seat, (one_move, _several) = twins_with_one_move_or_several("samurai_sword")
    cancelled = SimpleNamespace(value=0)
    loop = threading.Thread(target=serve, args=(monkeypatch, spec, actions, seat, one_move, 600.0, cancelled),
                            daemon=True)
    loop.start()
    time.sleep(0.1)
    cancelled.value = 1  # what BotWorker.cancel and stop do
    loop.join(60.0)  # a bound for a hang only: the wait checks every few hundredths of a second
    assert not loop.is_alive()
