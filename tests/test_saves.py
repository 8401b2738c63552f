import json
import random

import pytest

from client.core import saves
from client.core.errors import IllegalAction, SaveError
from client.core.match import Match, Seat
from tests.toygame import SPEC


def lookup(game_id):
    if game_id != "toy":
        raise KeyError(game_id)
    return SPEC


def seats(n, kind="human"):
    return [Seat(f"P{i + 1}", i, kind) for i in range(n)]


def played_match(moves=4, seed=5):
    match = Match(SPEC, {"rounds": "2"}, seed, seats(3))
    for _ in range(moves):
        match.play(match.state.legal_actions()[0])
    return match


def test_round_trip_gives_the_same_state():
    match = played_match()
    loaded = saves.parse(saves.dumps(match), lookup)
    assert loaded.actions == match.actions
    assert loaded.state.snapshot() == match.state.snapshot()
    assert loaded.seats == match.seats and loaded.options == match.options


def test_save_is_plain_json_with_the_documented_keys():
    data = json.loads(saves.dumps(played_match()))
    assert set(data) == {"format", "version", "game", "options", "seed", "seats", "actions"}
    assert data["format"] == "tenka-save" and data["version"] == 1


def good_text():
    return saves.dumps(played_match())


def tamper(**changes):
    data = json.loads(good_text())
    data.update(changes)
    return json.dumps(data)


CORRUPT = {
    "truncated": lambda: good_text()[: len(good_text()) // 2],
    "random bytes": lambda: bytes(random.Random(3).randrange(256) for _ in range(400)),
    "empty": lambda: "",
    "a list": lambda: "[1, 2, 3]",
    "wrong format": lambda: tamper(format="other"),
    "unknown version": lambda: tamper(version=99),
    "seed is text": lambda: tamper(seed="12"),
    "seed huge": lambda: tamper(seed=10**30),
    "seed with 10000 digits": lambda: good_text().replace('"seed": 5', '"seed": ' + "9" * 10000),
    "infinity": lambda: good_text().replace('"seed": 5', '"seed": Infinity'),
    "actions not a list": lambda: tamper(actions="bid:1"),
    "action not text": lambda: tamper(actions=[1, 2]),
    "illegal action": lambda: tamper(actions=["bid:999"]),
    "unknown game": lambda: tamper(game="chess"),
    "too many players": lambda: tamper(seats=[{"name": f"P{i}", "colour": i, "kind": "human"} for i in range(9)]),
    "seat without name": lambda: tamper(seats=[{"colour": 0, "kind": "human"}] * 3),
    "bad option": lambda: tamper(options={"rounds": "7"}),
    "unknown option": lambda: tamper(options={"cheat": "on"}),
    "bool as colour": lambda: tamper(seats=[{"name": "A", "colour": True, "kind": "human"}] * 3),
    "deep nesting": lambda: "[" * 100000 + "]" * 100000,
}


@pytest.mark.parametrize("name", sorted(CORRUPT))
def test_corrupt_saves_are_rejected_with_a_message(name):
    with pytest.raises(SaveError) as info:
        saves.parse(CORRUPT[name](), lookup)
    assert str(info.value), "the player must be told what is wrong"


def test_illegal_action_names_the_move():
    with pytest.raises(SaveError, match=r"move 1 .*bid:999"):
        saves.parse(tamper(actions=["bid:999"]), lookup)


@pytest.mark.parametrize("name", sorted(CORRUPT))
def test_a_corrupt_autosave_falls_back_to_the_previous_one(tmp_path, name):
    first = played_match(moves=2)
    saves.autosave(first, tmp_path)
    second = played_match(moves=3)
    saves.autosave(second, tmp_path)
    raw = CORRUPT[name]()
    (tmp_path / saves.AUTOSAVE).write_bytes(raw if isinstance(raw, bytes) else raw.encode())
    match, problem = saves.load_autosave(tmp_path, lookup)
    assert problem, "the player is told the newest autosave was bad"
    assert match.actions == first.actions


def test_autosave_keeps_the_previous_one(tmp_path):
    a, b = played_match(moves=1), played_match(moves=2)
    saves.autosave(a, tmp_path)
    saves.autosave(b, tmp_path)
    assert saves.load_file(tmp_path / saves.AUTOSAVE_PREVIOUS, lookup).actions == a.actions
    match, problem = saves.load_autosave(tmp_path, lookup)
    assert problem is None and match.actions == b.actions


def test_atomic_write_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "x.json"
    saves.write_atomic(path, "old")

    def boom(*_):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "replace", boom)
    with pytest.raises(OSError):
        saves.write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"], "no temp file left behind"


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="no file"):
        saves.load_file(tmp_path / "nope.json", lookup)


# -- undo policy -------------------------------------------------------------

def test_undo_within_own_turn_restores_the_state():
    match = Match(SPEC, {}, 1, seats(2))
    # the toy game passes the turn after one bid, so undo is never possible there
    match.play(match.state.legal_actions()[0])
    assert not match.can_undo(), "undo may not cross into another seat's turn"
    with pytest.raises(IllegalAction):
        match.undo()


def test_undo_blocked_after_randomness_and_allowed_before(monkeypatch):
    from tests import toygame

    match = Match(SPEC, {}, 1, seats(2))
    state = match.state
    seat_before = state.to_act
    original_apply = toygame.ToyState.apply

    def apply_without_passing(self, action):
        original_apply(self, action)
        self.seat = seat_before  # keep the turn (and skip the reveal)

    monkeypatch.setattr(toygame.ToyState, "apply", apply_without_passing)
    snapshot = json.loads(json.dumps(state.snapshot()))
    match.play(state.legal_actions()[0])
    assert match.can_undo()
    match.undo()
    assert match.state.snapshot() == snapshot and match.actions == []

    def apply_with_a_draw(self, action):
        apply_without_passing(self, action)
        self.rng.random()

    monkeypatch.setattr(toygame.ToyState, "apply", apply_with_a_draw)
    match.play(match.state.legal_actions()[0])
    assert not match.can_undo(), "a random draw ends the undo window"


def test_bots_actions_are_never_undoable():
    match = Match(SPEC, {}, 1, seats(2, kind="bot"))
    match.play(match.state.legal_actions()[0])
    assert not match.can_undo()
