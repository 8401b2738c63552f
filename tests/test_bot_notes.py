"""What each bot weighed is kept with a save, beside (never in) its actions; damage is ignored."""
import json

from client.core import saves
from client.core.match import Match, Seat
from tests.toygame import SPEC

NOTE = {"level": "normal", "iterations": 40, "value": 0.41, "candidates": [["bid:2", 30, 0.45], ["bid:1", 10, 0.3]]}


def _match() -> Match:
    match = Match(SPEC, {}, 3, [Seat("A", 0, "bot"), Seat("B", 1, "bot")])
    for _ in range(3):
        match.play(match.state.legal_actions()[0])
    return match


def _lookup(game_id):
    if game_id != SPEC.id:
        raise KeyError(game_id)
    return SPEC


def test_the_notes_round_trip_and_the_actions_stay_as_they_are():
    match = _match()
    plain = saves.to_dict(match)
    assert "bot_notes" not in plain  # no notes, no field: older readers see the same file
    match.bot_notes = {0: NOTE, 2: {"level": "easy"}}
    data = saves.to_dict(match)
    assert data["actions"] == plain["actions"]
    assert data["bot_notes"] == {"0": NOTE, "2": {"level": "easy"}}
    loaded = saves.parse(saves.dumps(match), _lookup)
    assert loaded.bot_notes == {0: NOTE, 2: {"level": "easy"}} and loaded.actions == match.actions


def test_damaged_notes_are_dropped_and_the_save_still_loads():
    match = _match()
    for damaged in ({"9": NOTE}, {"x": NOTE}, {"0": {"level": "normal", "candidates": [["a", -1]]}},
                    {"0": {"level": "normal", "candidates": [["a", 1, 7.0]], "iterations": 1, "value": 0.5}},
                    [NOTE], "notes", {"0": None}):
        data = saves.to_dict(match)
        data["bot_notes"] = damaged
        loaded = saves.parse(json.dumps(data), _lookup)
        assert loaded.bot_notes == {} and loaded.actions == match.actions, damaged


def test_the_note_of_a_move_no_longer_played_is_not_saved():
    match = _match()
    match.bot_notes = {1: NOTE, 5: NOTE}
    assert set(saves.to_dict(match)["bot_notes"]) == {"1"}


def test_a_bots_decision_comes_with_its_note():
    from client.ai.worker import InlineWorker
    from client.core.bot_notes import valid_note
    from tests.worker_replies import move

    worker = InlineWorker(extra_specs=["tests.toygame:SPEC"])
    rid = worker.send(move("toy", 2, {}, 3, [], 0, "easy"))
    reply = worker.poll()
    assert reply.rid == rid and reply.answer.notes == {"level": "easy"}
    rid = worker.send(move("toy", 2, {}, 3, [], 0, "normal", think=0.02))
    reply = worker.poll()
    assert reply.rid == rid
    note = reply.answer.notes
    assert valid_note(note) and note["level"] == "normal" and note["iterations"] >= 1 and note["candidates"]
