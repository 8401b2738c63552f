"""``python -m client check``: exit 2 with one line for every bad save, never a traceback."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from client import cli
from client.core import autosaves, saves
from client.core.match import Match, Seat
from client.games import get
from tests.test_saves import CORRUPT, MATCH, played_match
from tests.toygame import SPEC

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def toy_registered(monkeypatch):
    from client import games

    monkeypatch.setitem(games.REGISTRY, SPEC.id, SPEC)


def write(path: Path, raw) -> Path:
    path.write_bytes(raw if isinstance(raw, bytes) else raw.encode())
    return path


@pytest.mark.parametrize("name", sorted(CORRUPT))
def test_check_rejects_every_corrupt_save_in_one_short_line(toy_registered, tmp_path, capsys, name):
    # named as the autosave of MATCH, so that a file claiming another match is caught too
    path = write(autosaves.newest_path(tmp_path, MATCH), CORRUPT[name]())
    assert cli.main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot be loaded" in err and len(err) < 600, err[:700]


def test_check_accepts_a_good_autosave(toy_registered, tmp_path, capsys):
    path = autosaves.autosave(played_match(), tmp_path)
    assert cli.main(["check", str(path)]) == 0
    assert "4 moves" in capsys.readouterr().out


def shogun_save_with(bad_army: str) -> str:
    """A real Shogun game, up to the first choice of an army portion, then ``army:<bad_army>``."""
    spec = get("shogun")
    match = Match(spec, {}, 3, [Seat(f"P{i + 1}", i) for i in range(spec.default_players or spec.min_players)])
    while not any(a.startswith("army:") for a in match.state.legal_actions()):
        match.play(match.state.legal_actions()[0])
    data = saves.to_dict(match)
    data["actions"].append(f"army:{bad_army}")
    return json.dumps(data)


def test_check_as_a_program_exits_2_with_one_line_and_no_traceback(tmp_path):
    path = write(tmp_path / "odd.json", shogun_save_with("--1"))
    proc = subprocess.run([sys.executable, "-m", "client", "check", str(path)], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "TENKA_HOME": str(tmp_path / "home")},
                          timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == "" and proc.stderr.count("\n") == 1
    assert "Traceback" not in proc.stderr and "bad armies: '--1'" in proc.stderr


@pytest.mark.parametrize("bad", ["²", "①", "--1"])
def test_odd_digits_in_a_real_game_are_a_save_error(tmp_path, capsys, bad):
    path = write(tmp_path / "odd.json", shogun_save_with(bad))
    assert cli.main(["check", str(path)]) == 2
    assert "bad armies" in capsys.readouterr().err
