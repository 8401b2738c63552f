"""What each bot weighed is kept with a save, beside (never in) its actions; damage is ignored."""
import json

import pytest

from client.core import saves
from client.core.match import Match, Seat
from tests.toygame import SPEC

# weighed at move 0 of ``_match()``, where seat A holds 1, 6 and 8
NOTE = {"level": "normal", "iterations": 40, "value": 0.41, "candidates": [["bid:6", 30, 0.45], ["bid:1", 10, 0.3]]}


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


def _saved(match: Match, notes) -> str:
    data = saves.to_dict(match)
    data["bot_notes"] = notes
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("key", ["²", "①", "٠", "０", "00"])
def test_a_notes_index_in_other_digits_drops_the_notes_and_keeps_the_game(key):
    """A move's index is ASCII digits as the program writes it: "²" passes str.isdigit() and
    then int() refused it (the whole save was refused), "٠" was read as 0."""
    match = _match()
    loaded = saves.parse(_saved(match, {key: NOTE, "2": {"level": "easy"}}), _lookup)
    assert loaded.bot_notes == {} and loaded.actions == match.actions


def test_with_such_a_note_check_load_hint_and_review_all_work(tmp_path, table_app, capsys):
    from client import cli
    from client.core import autosaves
    from client.games import get
    from client.render.screenshot import render_review

    match = Match(get("himefuda"), {}, 2, [Seat("A", 0, "bot", "normal"), Seat("B", 1, "human")])
    for _ in range(4):
        match.play(match.state.legal_actions()[0])
    good = {"level": "normal", "iterations": 9, "value": 0.5, "candidates": [[match.actions[0], 9, 0.5]]}
    path = tmp_path / "notes.json"
    path.write_text(_saved(match, {"0": good, "²": good}), encoding="utf-8")
    assert autosaves.load_path(path, get).actions == match.actions
    assert cli.main(["check", str(path)]) == 0
    assert cli.main(["hint", str(path), "--iterations", "5"]) == 0
    render_review(str(path), 2, seat=1)
    assert "cannot" not in capsys.readouterr().err


@pytest.mark.parametrize("move", ["", "bid:2", "bid:99", "bid:01", "place:Omi:3", "x" * 150])
def test_a_note_that_weighed_a_move_not_legal_there_is_dropped_and_the_others_kept(move):
    """The empty string once passed as a move weighed, and the tip over that move in the log
    then said "Something went wrong: not an action: ''". Only that note goes: the others, whose
    moves all were legal where they were made, still explain the game."""
    match = _match()
    damaged = {**NOTE, "candidates": [NOTE["candidates"][0], [move, 3, 0.2]]}
    later = {**NOTE, "candidates": [["bid:8", 30, 0.45], ["bid:6", 10, 0.3]]}  # A's 6 and 8 left
    loaded = saves.parse(_saved(match, {"0": damaged, "1": {"level": "easy"}, "2": later}), _lookup)
    assert loaded.bot_notes == {1: {"level": "easy"}, 2: later} and loaded.actions == match.actions


def test_the_tips_over_a_finished_games_bot_moves_are_words_whatever_the_save_said(table_app):
    """A finished Yedo game whose save names the empty string as a move a bot weighed: after the
    end every tip names every move it weighed, and none of them fails."""
    import random

    from client.ai.worker import InlineWorker
    from client.games import get
    from client.scenes.hints import why_lines
    from client.scenes.play import PlayScene

    spec = get("yedo")
    match = Match(spec, {}, 4, [Seat("Me", 0, "human")] + [Seat(f"Bot{i}", i, "bot", "normal") for i in (1, 2)])
    rng = random.Random(4)
    notes, seat_of = {}, {}
    while not match.state.is_over():
        legal = match.state.legal_actions()
        action = rng.choice(legal)
        seat_of[len(match.actions)] = match.to_act
        if match.to_act != 0 and len(legal) > 2 and len(notes) < 6:
            rows = [[action, 9, 0.5]] + [[a, 3, 0.4] for a in legal if a != action][:2]
            notes[str(len(match.actions))] = {"level": "normal", "iterations": 12, "value": 0.5,
                                              "candidates": rows + ([["", 1, 0.1]] if not notes else [])}
        match.play(action)
    loaded = saves.parse(_saved(match, notes), get)
    assert len(loaded.bot_notes) == len(notes) - 1, "the note with the empty move is dropped, the others kept"
    scene = PlayScene(table_app, loaded, worker=InlineWorker())
    for move in loaded.bot_notes:
        lines = why_lines(scene, seat_of[move], move, loaded.bot_notes[move], over=True)
        assert len(lines) >= 3 and not any("went wrong" in line for line in lines)
