"""Autosaves per match, never a gap: Continue always finds a complete game."""
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from client.core import autosaves, save_list, saves
from client.core.errors import SaveError
from client.core.match import Match
from tests.test_saves import CORRUPT, MATCH, break_the_rules_for_seat_3, lookup, seats
from tests.toygame import SPEC


def a_match(match_id, moves=0, seed=5):
    match = Match(SPEC, {"rounds": "2"}, seed, seats(3), match_id)
    for _ in range(moves):
        match.play(match.state.legal_actions()[0])
    return match


def at(path, when):
    """Set a file's modification time (the order of saves, without waiting)."""
    os.utime(path, (when, when))


def old_format(match) -> str:
    data = json.loads(saves.dumps(match))
    del data["match"]
    return json.dumps(data)


def write_legacy_pair(folder, older, newer):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosave.prev.json").write_text(old_format(older))
    (folder / "autosave.json").write_text(old_format(newer))


# -- one autosave (and its previous) per match --------------------------------------------

def test_autosave_keeps_the_previous_one(tmp_path):
    a, b = a_match("m1", 1), a_match("m1", 2)
    autosaves.autosave(a, tmp_path)
    autosaves.autosave(b, tmp_path)
    assert [p.name for p in autosaves.files(tmp_path, "m1")] == ["autosave-m1.json", "autosave-m1.prev.json"]
    assert saves.load_file(autosaves.previous_path(tmp_path, "m1"), lookup).actions == a.actions
    match, problem = autosaves.load_autosave(tmp_path, lookup)
    assert problem is None and match.actions == b.actions and match.match_id == "m1"


def test_a_new_match_does_not_take_the_previous_matchs_continue(tmp_path):
    first = a_match("first", 3)
    autosaves.autosave(a_match("first", 2), tmp_path)
    autosaves.autosave(first, tmp_path)
    at(autosaves.newest_path(tmp_path, "first"), 1000)
    second = a_match("second", 0)
    second.play(second.state.legal_actions()[-1])
    autosaves.autosave(second, tmp_path)
    autosaves.autosave(second, tmp_path)
    continued, problem = autosaves.load_autosave(tmp_path, lookup)
    assert problem is None and continued.match_id == "second", "Continue resumes the latest match"
    kept, problem = autosaves.load_autosave(tmp_path, lookup, "first")
    assert problem is None and kept.actions == first.actions, "the first match is still there"


def test_only_the_most_recent_matches_are_kept(tmp_path):
    for k in range(autosaves.KEEP_MATCHES + 3):
        autosaves.autosave(a_match(f"m{k:02d}", 1), tmp_path)
        at(autosaves.newest_path(tmp_path, f"m{k:02d}"), 1000 + k)
    kept = [s.match_id for s in autosaves.slots(tmp_path)]
    newest = [f"m{k:02d}" for k in reversed(range(autosaves.KEEP_MATCHES + 3))]
    assert kept == newest[:autosaves.KEEP_MATCHES]
    assert len(list(tmp_path.glob("autosave*"))) == autosaves.KEEP_MATCHES


def test_pruning_never_removes_the_match_being_saved(tmp_path):
    for k in range(autosaves.KEEP_MATCHES):
        autosaves.autosave(a_match(f"m{k:02d}", 1), tmp_path)
        at(autosaves.newest_path(tmp_path, f"m{k:02d}"), 5000 + k)  # all "newer" than the one below
    autosaves.autosave(a_match("now", 1), tmp_path)
    at(autosaves.newest_path(tmp_path, "now"), 1)
    autosaves.prune(tmp_path, keep="now")
    ids = [s.match_id for s in autosaves.slots(tmp_path)]
    assert "now" in ids and len(ids) == autosaves.KEEP_MATCHES and "m00" not in ids


# -- the old single pair ------------------------------------------------------------------

def test_old_autosave_files_are_listed_and_continued(tmp_path):
    older, newer = a_match("x", 1), a_match("x", 2)
    write_legacy_pair(tmp_path, older, newer)
    assert [s.match_id for s in autosaves.slots(tmp_path)] == [autosaves.LEGACY]
    [row] = save_list.rows(tmp_path, lookup)
    assert row.is_autosave and row.game is SPEC and row.move == 2
    match, problem = autosaves.load_autosave(tmp_path, lookup)
    assert problem is None and match.actions == newer.actions and match.match_id == autosaves.LEGACY
    (tmp_path / "autosave.json").write_bytes(b"\x00garbage")
    match, problem = autosaves.load_autosave(tmp_path, lookup)
    assert problem and match.actions == older.actions, "the old previous file stands in"


def test_continuing_an_old_autosave_moves_it_to_the_new_names(tmp_path):
    older, newer = a_match("x", 1), a_match("x", 2)
    write_legacy_pair(tmp_path, older, newer)
    match, _problem = autosaves.load_autosave(tmp_path, lookup)
    match.play(match.state.legal_actions()[0])
    autosaves.autosave(match, tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave-legacy.json", "autosave-legacy.prev.json"]
    assert saves.load_file(tmp_path / "autosave-legacy.prev.json", lookup).actions == newer.actions
    again, problem = autosaves.load_autosave(tmp_path, lookup)
    assert problem is None and again.actions == match.actions


# -- a crash at any step ------------------------------------------------------------------

class Crash(BaseException):
    """The process dies here: nothing after it runs, nothing is cleaned up."""


def crash_at(monkeypatch, step: int) -> list[str]:
    """Make the ``step``-th disk operation (write flush, link, rename) the last one."""
    calls: list[str] = []
    for name in ("fsync", "link", "replace", "unlink"):
        real = getattr(os, name)

        def wrapper(*args, _real=real, _name=name, **kwargs):
            calls.append(_name)
            if len(calls) == step:
                raise Crash(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(os, name, wrapper)
    monkeypatch.setattr(saves, "remove_quietly", lambda path: None)
    return calls


def no_links(*args, **kwargs):
    raise OSError("hard links are not supported here")


@pytest.mark.parametrize("links", [True, False], ids=["hard links", "copies"])
@pytest.mark.parametrize("legacy", [False, True], ids=["new names", "old pair"])
def test_a_crash_at_any_step_of_an_autosave_leaves_a_complete_newest(tmp_path, monkeypatch, links, legacy):
    match_id = autosaves.LEGACY if legacy else "m1"
    older, old, new = (a_match(match_id, n) for n in (1, 2, 3))
    for step in itertools.count(1):
        folder = tmp_path / f"crash-at-{step}"
        if legacy:
            write_legacy_pair(folder, older, old)
        else:
            autosaves.autosave(older, folder)
            autosaves.autosave(old, folder)
        with monkeypatch.context() as m:
            if not links:
                m.setattr(os, "link", no_links)
            calls = crash_at(m, step)
            try:
                autosaves.autosave(new, folder)
                finished = True
            except Crash:
                finished = False
        continued, problem = autosaves.load_autosave(folder, lookup)
        assert problem is None, f"after a crash at {calls[-1]} (step {step}) the newest autosave loads"
        assert continued.actions in (old.actions, new.actions)
        on_disk = autosaves.files(folder, match_id)
        assert len(on_disk) >= 2, "a newest and a previous autosave are on disk"
        previous = on_disk[1]
        assert saves.load_file(previous, lookup, match_id).actions in (older.actions, old.actions)
        swept = saves.sweep(folder, min_age=0)
        assert not finished or swept == [], "a finished autosave leaves nothing to sweep"
        assert not list(folder.glob("*" + saves.TEMP_SUFFIX)), "the sweep leaves no temporary file"
        autosaves.autosave(new, folder)  # the next move after a restart saves as usual
        assert autosaves.load_autosave(folder, lookup)[0].actions == new.actions
        if finished:
            assert continued.actions == new.actions
            break
    assert step >= 4, "the crash was tried at every disk step of the autosave"


# a window that dies in the middle of an autosave: its new file is written, never moved into place
_DIES_WHILE_SAVING = """
import os, sys, time
from client.core import autosaves
from client.core.match import Match, Seat
from tests.toygame import SPEC

def stuck(*args):
    print("saving", flush=True)
    time.sleep(120)

os.replace = stuck
autosaves.autosave(Match(SPEC, {}, 1, [Seat("A", 0), Seat("B", 1)], sys.argv[2]), sys.argv[1])
"""


@pytest.mark.skipif(os.name != "posix", reason="whether a process still runs is told on POSIX only")
def test_a_killed_autosaves_temporary_file_goes_at_the_next_start_however_soon(tmp_path):
    """kill -9 during an autosave left its temporary file in saves/: the next start came within
    seconds and spared it as a save perhaps in progress. Its writer is gone: it goes at once; the
    file of a window still saving stays, and so does a player's own file."""
    root = Path(__file__).resolve().parent.parent
    windows = {match_id: subprocess.Popen([sys.executable, "-c", _DIES_WHILE_SAVING, str(tmp_path), match_id],
                                          cwd=root, stdout=subprocess.PIPE, text=True)
               for match_id in ("killed", "saving")}
    try:
        for window in windows.values():
            assert window.stdout.readline() == "saving\n"
        windows["killed"].kill()
        windows["killed"].wait()
        (tmp_path / "notes.tmp").write_text("mine")
        at(tmp_path / "notes.tmp", 1000)
        left = sorted(p.name for p in tmp_path.glob("*.tmp"))
        assert len(left) == 3
        swept = saves.sweep(tmp_path)
        assert len(swept) == 1 and swept[0].startswith("autosave-killed.json.")
        assert sorted(p.name for p in tmp_path.glob("*.tmp")) == sorted(set(left) - set(swept))
    finally:
        for window in windows.values():
            window.kill()
            window.wait()
            window.stdout.close()
    assert saves.sweep(tmp_path)[0].startswith("autosave-saving.json."), "once that window is gone too"
    assert [p.name for p in tmp_path.glob("*.tmp")] == ["notes.tmp"]


def test_the_sweep_leaves_a_temporary_file_being_written_now(tmp_path):
    young, orphan = tmp_path / "autosave-a.json.123.tmp", tmp_path / "autosave-a.json.456.tmp"
    young.write_text("{")
    orphan.write_text("{")
    at(orphan, 1000)
    assert saves.sweep(tmp_path) == [orphan.name]
    assert young.exists()


# -- Continue on a bad newest file ----------------------------------------------------------

@pytest.mark.parametrize("name", sorted(CORRUPT))
def test_a_corrupt_autosave_falls_back_to_the_previous_one(tmp_path, name):
    first, second = a_match(MATCH, 2), a_match(MATCH, 3)
    autosaves.autosave(first, tmp_path)
    autosaves.autosave(second, tmp_path)
    raw = CORRUPT[name]()
    autosaves.newest_path(tmp_path, MATCH).write_bytes(raw if isinstance(raw, bytes) else raw.encode())
    match, problem = autosaves.load_autosave(tmp_path, lookup)
    assert problem, "the player is told the newest autosave was bad"
    assert match.actions == first.actions


def test_a_rules_error_in_the_newest_falls_back_too(tmp_path, monkeypatch):
    autosaves.autosave(a_match("m1", 1), tmp_path)
    autosaves.autosave(a_match("m1", 3), tmp_path)
    break_the_rules_for_seat_3(monkeypatch, IndexError("rules bug"))
    match, problem = autosaves.load_autosave(tmp_path, lookup)
    assert len(match.actions) == 1 and "move 3" in problem and "IndexError" in problem


def test_when_both_files_fail_continue_says_so_and_opens_no_older_match(tmp_path):
    autosaves.autosave(a_match("older", 2), tmp_path)
    at(autosaves.newest_path(tmp_path, "older"), 1000)
    autosaves.autosave(a_match("latest", 1), tmp_path)
    autosaves.autosave(a_match("latest", 2), tmp_path)
    for path in autosaves.files(tmp_path, "latest"):
        path.write_text("{")
    with pytest.raises(SaveError, match="previous autosave"):
        autosaves.load_autosave(tmp_path, lookup)


def test_no_autosave_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="no autosave"):
        autosaves.load_autosave(tmp_path, lookup)


def test_an_autosave_holding_another_match_is_refused(tmp_path):
    autosaves.autosave(a_match("mine", 2), tmp_path)
    (tmp_path / "autosave-other.json").write_text(saves.dumps(a_match("mine", 1)))
    with pytest.raises(SaveError, match="another match"):
        autosaves.load_path(tmp_path / "autosave-other.json", lookup)
    assert autosaves.load_path(tmp_path / "autosave-mine.json", lookup).match_id == "mine"


# -- the Load screen's rows -----------------------------------------------------------------

def test_rows_list_autosaves_and_named_saves_newest_first(tmp_path):
    autosaves.autosave(a_match("m1", 1), tmp_path)
    autosaves.autosave(a_match("m1", 2), tmp_path)
    autosaves.autosave(a_match("m2", 4), tmp_path)
    saves.write_atomic(tmp_path / "Kept.json", saves.dumps(a_match("m1", 3)))
    (tmp_path / "broken.json").write_text("[")
    for name, when in (("autosave-m1.json", 1000), ("autosave-m2.json", 3000), ("Kept.json", 2000),
                       ("broken.json", 500)):
        at(tmp_path / name, when)
    rows = save_list.rows(tmp_path, lookup)
    assert [(r.match_id, r.name) for r in rows] == [("m2", "autosave-m2"), (None, "Kept"),
                                                    ("m1", "autosave-m1"), (None, "broken")]
    assert [r.move for r in rows] == [4, 3, 2, 0]  # the moves played
    assert rows[0].players == ("P1", "P2", "P3") and rows[0].game is SPEC and rows[-1].game is None
    assert [p.name for p in save_list.named_saves(tmp_path)] == ["broken.json", "Kept.json"]


def test_playing_on_from_a_named_save_is_a_new_match(tmp_path):
    autosaves.autosave(a_match("m1", 4), tmp_path)
    saves.write_atomic(tmp_path / "early.json", saves.dumps(a_match("m1", 1)))
    row = next(r for r in save_list.rows(tmp_path, lookup) if r.name == "early")
    match, _note = save_list.load(row, tmp_path, lookup)
    assert match.match_id != "m1" and len(match.actions) == 1
    autosaves.autosave(match, tmp_path)
    assert len(autosaves.load_autosave(tmp_path, lookup, "m1")[0].actions) == 4, "the original match is intact"


def test_deleting_an_autosave_row_deletes_the_match(tmp_path):
    autosaves.autosave(a_match("m1", 1), tmp_path)
    autosaves.autosave(a_match("m1", 2), tmp_path)
    [row] = save_list.rows(tmp_path, lookup)
    save_list.delete(row, tmp_path)
    assert list(tmp_path.iterdir()) == []
