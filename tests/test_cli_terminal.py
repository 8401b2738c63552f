"""The command line in a hostile terminal: no UTF-8, unexpected failures, start-up imports."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from client import cli
from client.core import saves
from client.core.match import Match, Seat
from client.games import get

ROOT = Path(__file__).resolve().parent.parent


def tenka(*args, **env):
    """Run ``python -m client ARGS`` in a terminal that can print ASCII only."""
    full = {**os.environ, "PYTHONIOENCODING": "ascii", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **env}
    proc = subprocess.run([sys.executable, "-m", "client", *args], cwd=ROOT, env=full, capture_output=True,
                          timeout=120)
    out, err = proc.stdout.decode("ascii"), proc.stderr.decode("ascii")  # raises if anything else came out
    assert "Traceback" not in err and "UnicodeEncodeError" not in err, err
    return proc.returncode, out, err


@pytest.fixture(scope="module")
def save_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    match = Match(get("shogun"), {}, 3, [Seat("大名", 0), Seat("B", 1), Seat("C", 2, "bot")])
    match.play(match.state.legal_actions()[0])
    (folder / "ok.json").write_text(saves.dumps(match), encoding="utf-8")
    (folder / "bad.json").write_text(saves.dumps(match).replace('"seed": 3', '"seed": -3'), encoding="utf-8")
    return folder


def test_an_ascii_terminal_gets_escapes_not_errors(save_files):
    code, out, _err = tenka("--help")
    assert code == 0 and "Tenka \\u5929\\u4e0b \\u2014 board games" in out
    code, out, _err = tenka("check", str(save_files / "ok.json"))
    assert code == 0 and out.startswith(f"{save_files / 'ok.json'}: ok \\u2014 shogun, 3 players")
    code, _out, err = tenka("check", str(save_files / "bad.json"))
    assert code == 2 and "cannot be loaded" in err


def test_selfplay_in_an_ascii_terminal_prints_json():
    code, out, _err = tenka("selfplay", "shogun", "--players", "3", "--bots", "random,random,random", "--seed", "2")
    assert code == 0
    assert json.loads(out)["game"] == "shogun"


def test_a_window_that_cannot_open_is_one_plain_line():
    code, out, err = tenka(SDL_VIDEODRIVER="no-such-driver")
    assert code == 1 and out == ""
    assert err.startswith("tenka: Something went wrong: ") and err.count("\n") == 1, err


def test_an_unexpected_failure_is_one_line_and_exit_1(monkeypatch, capsys):
    def broken(args):
        raise RuntimeError("disk on fire\n  File \"cli.py\", line 1")

    monkeypatch.setattr(cli, "selfplay", broken)
    assert cli.main(["selfplay", "toy", "--players", "2", "--bots", "random,random"]) == 1
    assert capsys.readouterr().err == "tenka: Something went wrong: disk on fire\n"


def test_interrupting_is_not_a_traceback(monkeypatch, capsys):
    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "selfplay", interrupted)
    assert cli.main(["selfplay", "toy", "--players", "2", "--bots", "random,random"]) == 130
    assert capsys.readouterr().err == "tenka: interrupted\n"


@pytest.mark.parametrize("argv", [["selfplay"], ["check", "a.json", "--nonsense"], ["--nonsense"], ["fly"]])
def test_argument_errors_stay_argparses(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    assert stop.value.code == 2
    assert "usage: tenka" in capsys.readouterr().err


def test_the_benchmark_is_not_imported_to_start_the_program():
    code = ("import sys\n"
            "import client.cli as cli\n"
            "cli.parser()\n"
            "try:\n"
            "    cli.main(['--help'])\n"
            "except SystemExit:\n"
            "    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith(('client.bench', 'client.scenes'))))\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "[]"


def test_bench_help_shows_benchs_own_options():
    code, out, _err = tenka("bench", "--help")
    assert code == 0 and out.startswith("usage: tenka bench")
    for option in ("--quick", "--sections", "--think", "--dist"):
        assert option in out


SELFPLAY = ["selfplay", "himefuda", "--players", "2", "--bots", "random,random", "--games", "50"]  # ends at the first failed line


def _tenka_into(stdout, *args) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "client", *args], cwd=ROOT, env=env, stdout=stdout,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="/dev/full, a device that is always full, is Linux's")
def test_output_to_a_full_disk_is_said_plainly():
    with open("/dev/full", "w") as full:
        proc = _tenka_into(full, *SELFPLAY)
        _out, err = proc.communicate(timeout=120)
    assert proc.returncode == 1
    assert err == "tenka: the output cannot be written: there is no space left where it goes\n", err


def test_output_into_a_pipe_closed_early_is_said_plainly():
    """``tenka selfplay ... | head -c1``: the reader goes after one character."""
    proc = _tenka_into(subprocess.PIPE, *SELFPLAY)
    proc.stdout.read(1)
    proc.stdout.close()
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 1
    assert err == "tenka: the output was closed before the end: whatever read it stopped reading\n", err


@pytest.mark.parametrize("what", [["shogun"], ["samurai_sword"], ["three_kingdoms"], ["himefuda"], ["yedo"],
                                  ["--scene", "title"], ["--scene", "review"]],
                         ids=lambda what: what[-1])
def test_a_shot_into_a_missing_folder_is_refused_before_drawing(tmp_path, what, save_files, capsys):
    """It drew the whole screen, then said "Something went wrong: Couldn't open …"."""
    if "review" in what:
        what = [*what, "--save", str(save_files / "ok.json")]
    out = tmp_path / "no such folder" / "shot.png"
    assert cli.main(["shot", *what, "--out", str(out)]) == 2
    assert capsys.readouterr().err == f"shot: {out} cannot be written: there is no folder {out.parent}\n"
    assert cli.main(["shot", *what, "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"shot: {tmp_path} cannot be written: it is a folder\n"
