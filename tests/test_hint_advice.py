"""Hints (client.ai.advice, ``python -m client hint``): the best moves from the seat's own view only."""
import json
import random

import pytest

from client import cli
from client.ai.advice import advice_from_notes, advise, notes_from_stats
from client.core.bot_notes import valid_note
from client.ai.ismcts import SearchStats
from client.core import saves
from client.core.match import Match, Seat
from client.games import get

GAMES = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}
ITERATIONS = 12  # a handful: what is tested is what the search reads, not how well it plays


def position(game: str, seed: int = 5, moves: int = 12):
    """A seeded game after about ``moves`` random actions, at a choice of two or more actions
    while another seat holds a secret."""
    spec = get(game)
    state = spec.new_game(GAMES[game], {}, seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        legal = state.legal_actions()
        if len(actions) >= moves and len(legal) > 1 and twin(state, state.to_act, tries=3):
            break
        action = rng.choice(legal)
        state.apply(action)
        actions.append(action)
    return spec, state, actions


def twin(state, seat: int, tries: int = 20):
    """Another true state that ``seat`` cannot tell from ``state``: every secret of the other seats
    (hands, plans, roles, the decks' order) drawn again; None if there is none."""
    obs = state.observation(seat)
    for k in range(tries):
        other = obs.determinize(random.Random(1000 + k))
        if other.snapshot() != state.snapshot():
            return other
    return None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_advice_reads_only_the_seats_observation(game):
    spec, state, _actions = position(game)
    seat = state.to_act
    other = twin(state, seat)
    assert other.observation(seat).snapshot() == state.observation(seat).snapshot()
    first = advise(spec, state.observation(seat), 3, max_iterations=ITERATIONS)
    second = advise(spec, other.observation(seat), 3, max_iterations=ITERATIONS)
    assert first == second
    assert first.seat == seat and 2 <= len(first.candidates) <= 3
    legal = state.legal_actions()
    for c in first.candidates:
        assert c.action in legal and c.visits >= 1 and 0 <= c.percent <= 100
    assert sum(c.visits for c in first.candidates) <= first.iterations and first.iterations >= ITERATIONS


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_hint_command_gives_the_same_answer_for_two_saves_differing_only_in_secrets(game, tmp_path, capsys):
    """Two saves whose true states differ only in what the seat to act cannot see: the second is
    the first with the game's true state swapped for a twin (its actions are the same), as if
    another seed had dealt the other seats' secrets."""
    spec, state, actions = position(game)
    seats = [Seat(f"P{i + 1}", i, "human") for i in range(GAMES[game])]
    path = tmp_path / "a.json"
    path.write_text(saves.dumps(Match.replay(spec, {}, 5, seats, actions)), encoding="utf-8")
    args = ["hint", str(path), "--iterations", str(ITERATIONS), "--seed", "9"]
    assert cli.main(args) == 0
    first = json.loads(capsys.readouterr().out)

    real_replay = Match.replay.__func__

    def replay_into_twin(cls, *a, **k):
        match = real_replay(cls, *a, **k)
        match.state = twin(match.state, match.state.to_act)
        return match

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Match, "replay", classmethod(replay_into_twin))
        assert cli.main(args) == 0
    second = json.loads(capsys.readouterr().out)
    assert first == second
    assert first["seat"] == state.to_act and first["move"] == len(actions) + 1
    assert set(first) >= {"game", "seat", "candidates", "iterations", "level"}
    for row in first["candidates"]:
        assert set(row) == {"action", "visits", "chance", "stderr", "text"} and 0 <= row["chance"] <= 100
        assert row["stderr"] >= 0


def test_advice_refuses_the_true_state():
    spec, state, _actions = position("samurai_sword")
    with pytest.raises(ValueError, match="observation"):
        advise(spec, state, 1, max_iterations=2)


def test_a_position_with_one_sensible_move_still_gets_several_lines():
    """Shogun's search weighs one plan step at a time: the hint weighs every legal one."""
    spec = get("shogun")
    state = spec.new_game(3, {}, 2)
    hooks = __import__("client.ai.hooks", fromlist=["hooks_for"]).hooks_for(spec)
    while len(hooks.candidate_actions(state.observation(state.to_act))) != 1 \
            or len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    advice = advise(spec, state.observation(state.to_act), 1, max_iterations=ITERATIONS)
    assert advice.widened and len(advice.candidates) == 3


def test_the_only_legal_move_is_advised_with_a_chance():
    spec, state, _actions = position("himefuda", moves=0)
    while len(state.legal_actions()) != 1:
        state.apply(state.legal_actions()[0])
    advice = advise(spec, state.observation(state.to_act), 1, max_iterations=ITERATIONS)
    assert advice.how == "only" and len(advice.candidates) == 1
    assert 0 <= advice.candidates[0].percent <= 100


def test_a_bot_note_reads_back_as_what_it_weighed():
    stats = SearchStats(iterations=30, visits={"a": 5, "b": 20, "c": 5}, values={"a": 0.2, "b": 0.5, "c": 0.7})
    note = notes_from_stats("normal", stats, limit=2)
    assert valid_note(note) and note["candidates"] == [["b", 20, 0.5], ["c", 5, 0.7]]
    assert note["value"] == pytest.approx((5 * 0.2 + 20 * 0.5 + 5 * 0.7) / 30, abs=1e-4)
    advice = advice_from_notes(1, "a", note)  # kept the first candidate, not the most visited
    assert [c.action for c in advice.candidates] == ["a", "b", "c"] and advice.candidates[0].chance is None
    assert advice_from_notes(0, "x", {"level": "easy"}).how == "rule"
    assert advice_from_notes(0, "x", {"level": "random"}).how == "random"
    for bad in ({"level": 3}, {"level": "normal", "candidates": [["a", "5", 0.1]], "iterations": 1, "value": 0},
                {"level": "normal", "candidates": [["a", 5, 2.0]], "iterations": 1, "value": 0}, [], "x"):
        assert not valid_note(bad)


@pytest.mark.parametrize("setup", ["draft", "assigned"])
def test_shoguns_first_hint_tries_its_best_move_often_enough(setup):
    """Shogun's first hint (the draft's, or with assigned provinces the first plan) on a machine
    that managed only 20 iterations in its time gave 3 tries a move: the hint's search goes on
    until its best move has ``HINT_TRIES``. A budget of 20 iterations stands for that machine."""
    from client.ai.advice import HINT_TRIES, Advice
    from client.ai.messages import HintRequest, Position
    from client.ai.worker import InlineWorker

    spec, options = get("shogun"), {"setup": setup}
    state = spec.new_game(5, options, 3)
    actions = []
    while len(state.legal_actions()) < 2:
        actions.append(state.legal_actions()[0])
        state.apply(actions[-1])
    worker = InlineWorker()
    worker.hint_iterations = 20
    worker.send(HintRequest(Position("shogun", 5, options, 3, actions, state.to_act)))
    advice = worker.poll().answer
    assert isinstance(advice, Advice) and advice.iterations > 20
    assert advice.candidates[0].visits >= HINT_TRIES and not advice.rough


def test_a_hint_stopped_by_its_bound_says_its_figures_are_rough(monkeypatch):
    spec, state, _actions = position("shogun")
    obs = state.observation(state.to_act)
    monkeypatch.setattr("client.ai.advice.HINT_MAX_ITERATIONS", 15)
    rough = advise(spec, obs, 3, max_iterations=ITERATIONS)
    assert rough.iterations == 15 and rough.rough
    assert json.loads(json.dumps(rough.to_json()))["rough"] is True
    exact = advise(spec, obs, 3, max_iterations=ITERATIONS, tries=0)  # no going on
    assert exact.iterations == ITERATIONS and not exact.rough


def test_moves_are_told_apart_only_beyond_the_searchs_noise():
    """Two chances are told apart when they differ by more than 2 points plus two standard errors
    of the difference; each candidate's error comes from the spread of its own samples."""
    from client.ai.advice import Candidate, clearly_better, standard_error, too_close_to_call

    sure = [Candidate("a", 400, 0.60, 0.01), Candidate("b", 400, 0.30, 0.01), Candidate("c", 400, 0.59, 0.01)]
    assert clearly_better(sure[0], sure[1]) and not clearly_better(sure[0], sure[2])
    assert too_close_to_call(sure) == [sure[0], sure[2]]
    assert too_close_to_call(sure[:2]) == sure[:1]
    level = [Candidate("a", 100, 0.49, 0.001), Candidate("b", 100, 0.48, 0.001)]  # sure, but a point apart
    assert too_close_to_call(level) == level
    few = [Candidate("a", 3, 0.60, standard_error(3, 0.4)), Candidate("b", 3, 0.30, standard_error(3, 0.4))]
    assert not clearly_better(*few)
    assert standard_error(4, None) == 0.25 and standard_error(0, 0.3) is None
    assert not clearly_better(Candidate("a", 0, None), sure[1])
    spec, state, _actions = position("samurai_sword")
    advice = advise(spec, state.observation(state.to_act), 3, max_iterations=ITERATIONS)
    assert all(c.stderr is not None and 0 <= c.stderr < 1 for c in advice.candidates)
