import json
import random

import pytest

from client.core import saves
from client.core.actions import int_arg, split
from client.core.errors import QUOTE_LIMIT, IllegalAction, SaveError, clip, quote
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


MATCH = "20240102-030405-000006"


def played_match(moves=4, seed=5, match_id=MATCH):
    match = Match(SPEC, {"rounds": "2"}, seed, seats(3), match_id)
    for _ in range(moves):
        match.play(match.state.legal_actions()[0])
    return match


def test_round_trip_gives_the_same_state():
    match = played_match()
    loaded = saves.parse(saves.dumps(match), lookup)
    assert loaded.actions == match.actions
    assert loaded.state.snapshot() == match.state.snapshot()
    assert loaded.seats == match.seats and loaded.options == match.options
    assert loaded.match_id == MATCH


def test_save_is_plain_json_with_the_documented_keys():
    data = json.loads(saves.dumps(played_match()))
    assert set(data) == {"format", "version", "match", "game", "options", "seed", "seats", "actions"}
    assert data["format"] == "tenka-save" and data["version"] == 1 and data["match"] == MATCH


def test_a_version_1_save_without_a_match_id_still_loads():
    data = json.loads(saves.dumps(played_match()))
    del data["match"]
    loaded = saves.parse(json.dumps(data), lookup)
    assert loaded.actions == played_match().actions
    assert saves.MATCH_ID.fullmatch(loaded.match_id), "it gets a match id of its own"
    assert saves.parse(json.dumps(data), lookup, "given").match_id == "given", "or the one its autosave name says"


def test_named_saves_never_look_like_autosaves():
    assert saves.safe_name("my game!") == "my-game"
    assert saves.safe_name("") == "save"
    for name in ("autosave", "Autosave-12", "autosave.prev"):
        assert not saves.safe_name(name).lower().startswith("autosave")
    assert len(saves.safe_name("x" * 500)) <= saves.MAX_NAME


def good_text():
    return saves.dumps(played_match())


def tamper(**changes):
    data = json.loads(good_text())
    data.update(changes)
    return json.dumps(data)


def finished_actions():
    match = played_match(moves=0)
    while not match.state.is_over():
        match.play(match.state.legal_actions()[0])
    return match.actions


def nested(depth):
    return "[" * depth + "]" * depth


HUGE = "x" * 1_000_000

CORRUPT = {
    "truncated": lambda: good_text()[: len(good_text()) // 2],
    "truncated to a quarter": lambda: good_text()[: len(good_text()) // 4],
    "truncated by one byte": lambda: good_text().encode()[:-2],
    "truncated inside a string": lambda: good_text()[: good_text().index('"bid:') + 3],
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
    "superscript digit": lambda: tamper(actions=["bid:²"]),
    "circled digit": lambda: tamper(actions=["bid:①"]),
    "arabic-indic digit": lambda: tamper(actions=["bid:٣"]),
    "double minus": lambda: tamper(actions=["bid:--1"]),
    "action after the game ended": lambda: tamper(actions=finished_actions() + ["bid:1"]),
    "unknown game": lambda: tamper(game="chess"),
    "too many players": lambda: tamper(seats=[{"name": f"P{i}", "colour": i, "kind": "human"} for i in range(9)]),
    "seat without name": lambda: tamper(seats=[{"colour": 0, "kind": "human"}] * 3),
    "bad option": lambda: tamper(options={"rounds": "7"}),
    "unknown option": lambda: tamper(options={"cheat": "on"}),
    "bool as colour": lambda: tamper(seats=[{"name": "A", "colour": True, "kind": "human"}] * 3),
    "deep nesting": lambda: nested(100000),
    "huge nested options": lambda: tamper(options={"rounds": json.loads(nested(500))}),
    "huge nested action": lambda: tamper(actions=[json.loads(nested(500))]),
    "huge nested seat": lambda: tamper(seats=[{"name": json.loads(nested(500)), "colour": 0, "kind": "human"}] * 3),
    "deep object": lambda: '{"a":' * 50000 + "1" + "}" * 50000,
    "long game id": lambda: tamper(game=HUGE),
    "long name": lambda: tamper(seats=[{"name": HUGE, "colour": i, "kind": "human"} for i in range(3)]),
    "long action": lambda: tamper(actions=["bid:" + HUGE]),
    "long option key": lambda: tamper(options={HUGE: "2"}),
    "long option value": lambda: tamper(options={"rounds": HUGE}),
    "long match id": lambda: tamper(match=HUGE),
    "match id with a path": lambda: tamper(match="../../etc"),
    "long bot level": lambda: tamper(seats=[{"name": "A", "colour": i, "kind": "bot", "level": HUGE}
                                            for i in range(3)]),
    "another match's id": lambda: tamper(match="20000101-000000-000000"),
    "long text that is not JSON": lambda: "{" + HUGE,
}


def assert_short(message: str) -> None:
    assert message, "the player must be told what is wrong"
    assert len(message) <= 400 and "\n" not in message, message[:500]


@pytest.mark.parametrize("name", sorted(CORRUPT))
def test_corrupt_saves_are_rejected_with_a_short_message(name):
    with pytest.raises(SaveError) as info:
        saves.parse(CORRUPT[name](), lookup, MATCH)  # as the autosave of MATCH
    assert_short(str(info.value))


def test_illegal_action_names_the_move():
    with pytest.raises(SaveError, match=r"move 1 .*bid:999"):
        saves.parse(tamper(actions=["bid:999"]), lookup)
    with pytest.raises(SaveError, match=r"move 7 of 7 .*after the game ended"):
        saves.parse(tamper(actions=finished_actions() + ["bid:1"]), lookup)


def break_the_rules_for_seat_3(monkeypatch, error: Exception) -> None:
    """A rules bug: the third seat's actions raise ``error`` (not an IllegalAction)."""
    from tests import toygame

    original = toygame.ToyState.apply

    def buggy(self, action):
        if self.seat == 2:
            raise error
        original(self, action)

    monkeypatch.setattr(toygame.ToyState, "apply", buggy)


def test_any_error_while_replaying_is_a_save_error_naming_the_move(monkeypatch):
    text = good_text()
    break_the_rules_for_seat_3(monkeypatch, KeyError("a rules bug"))
    with pytest.raises(SaveError, match=r"move 3 of 4 .*cannot be replayed: KeyError"):
        saves.parse(text, lookup)


def test_a_game_that_fails_to_set_up_is_a_save_error(monkeypatch):
    from tests import toygame

    def broken(*args):
        raise ZeroDivisionError("setup bug")

    text = good_text()
    monkeypatch.setattr(toygame, "new_game", broken)
    with pytest.raises(SaveError, match="cannot be set up: ZeroDivisionError"):
        saves.parse(text, lookup)


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


# -- what messages echo --------------------------------------------------------

def test_quote_keeps_messages_short_whatever_the_value():
    assert quote("bid:3") == "'bid:3'"
    assert len(quote("x" * 10**6)) <= QUOTE_LIMIT
    assert len(quote(json.loads(nested(900)))) <= QUOTE_LIMIT
    assert "\n" not in clip("two\nlines") and clip("a" * 300).endswith("…")


@pytest.mark.parametrize("text", ["²", "①", "٣", "--1", "-", "+1", " 1", "1 ", "1\n", "1_0", "0x1", "1e3", "",
                                  "1234567890", "１"])
def test_numbers_in_actions_are_plain_ascii_digits(text):
    with pytest.raises(IllegalAction, match="bad card"):
        int_arg(text, "card")


@pytest.mark.parametrize("text, value", [("0", 0), ("7", 7), ("-3", -3), ("123456789", 123456789)])
def test_plain_numbers_are_read(text, value):
    assert int_arg(text) == value


def test_an_over_long_action_is_refused_with_a_short_message():
    with pytest.raises(IllegalAction) as info:
        split("bid:" + "9" * 10**5)
    assert len(str(info.value)) < 200


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


def test_a_loaded_turn_can_be_undone_as_far_as_it_could_be_live(monkeypatch):
    """A player who loads in the middle of their own turn (a sub-choice opened, say) can still
    back out of it, exactly as far as before saving."""
    from tests import toygame

    original_apply = toygame.ToyState.apply

    def apply_without_passing(self, action):
        seat = self.seat
        original_apply(self, action)
        self.seat = seat  # keep the turn

    monkeypatch.setattr(toygame.ToyState, "apply", apply_without_passing)
    live = Match(SPEC, {}, 1, seats(2))
    first = json.loads(json.dumps(live.state.snapshot()))
    live.play(live.state.legal_actions()[0])
    live.play(live.state.legal_actions()[0])
    loaded = Match.replay(SPEC, {}, 1, seats(2), live.actions)
    assert loaded.can_undo() and loaded.actions == live.actions
    loaded.undo()
    loaded.undo()
    assert loaded.state.snapshot() == first and not loaded.can_undo()
    bots = Match.replay(SPEC, {}, 1, seats(2, kind="bot"), live.actions)
    assert not bots.can_undo(), "bots' moves stay never undoable after a load too"


def test_bots_actions_are_never_undoable():
    match = Match(SPEC, {}, 1, seats(2, kind="bot"))
    match.play(match.state.legal_actions()[0])
    assert not match.can_undo()
