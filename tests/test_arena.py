"""The bot arena (client/arena): seat rotation, seeding, the interval, the JSON line, the control in
team games, failing bots reported with their seed, a tiny balance report, and that the program
never imports it. Random and easy bots, a few games each."""
from __future__ import annotations

import dataclasses
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.arena import command
from client.arena.play import Budgets, Job, Level, play_game
from client.arena.run import Plan, Progress, draw_options, jobs, option_values, play_all
from client.arena.stats import wilson
from client.games import get

ROOT = Path(__file__).resolve().parents[1]


def plan(game="himefuda", strong="easy", field="random", players=(2,), games=4, **kw) -> Plan:
    spec = get(game)
    from client.ai.hooks import hooks_for

    return Plan(spec, strong, field, players, games, team_game=hooks_for(spec).team_game, **kw)


def outcome(results):
    return [(r.job.seed, r.job.strong, r.job.control, r.winners, r.scores, r.actions, r.error) for r in results]


def test_the_strong_seat_rotates_game_by_game_and_every_game_has_its_own_seed():
    todo = jobs(plan(game="shogun", players=(4,), games=6, seed=10))
    assert [j.seed for j in todo] == [10, 11, 12, 13, 14, 15]
    assert [j.strong for j in todo] == [0, 1, 2, 3, 0, 1]
    for j in todo:
        assert j.levels[j.strong] == "easy" and j.levels.count("random") == 3 and not j.control


def test_a_team_game_follows_every_game_with_its_control_on_the_same_seed():
    todo = jobs(plan(game="samurai_sword", strong="normal", field="easy", players=(5,), games=3))
    assert [(j.seed, j.strong, j.control) for j in todo] == [
        (1, 0, False), (1, 0, True), (2, 1, False), (2, 1, True), (3, 2, False), (3, 2, True)]
    assert all(j.levels == ("easy",) * 5 for j in todo if j.control)


def test_the_same_seed_gives_the_same_games_whatever_the_number_of_workers():
    todo = jobs(plan(games=4))
    once = outcome(play_all(todo, 1))
    assert once == outcome(play_all(todo, 1))
    assert once == outcome(play_all(todo, 2))
    assert outcome(play_all(jobs(plan(games=4, seed=50)), 1)) != once


def test_varied_options_are_drawn_from_each_games_seed():
    spec = get("shogun")
    options = option_values(spec, 4, {"face": "*", "setup": "assigned"})
    assert options == (("face", ("sun", "moon")), ("setup", ("assigned",)))
    drawn = [draw_options(options, seed) for seed in range(1, 21)]
    assert drawn == [draw_options(options, seed) for seed in range(1, 21)]
    assert {dict(d)["face"] for d in drawn} == {"sun", "moon"} and {dict(d)["setup"] for d in drawn} == {"assigned"}
    with pytest.raises(ValueError):
        option_values(spec, 4, {"colour": "*"})


def test_a_combination_the_game_refuses_is_never_drawn():
    """Shogun's assigned provinces are for the sun face only: with both options varied, every game
    gets one of the three combinations the game accepts, and each of them comes up."""
    from client.arena.run import accepted

    spec = get("shogun")
    options = option_values(spec, 4, {"face": "*", "setup": "*"})
    drawn = {draw_options(options, seed, accepted(spec, 4)) for seed in range(1, 61)}
    assert drawn == {(("face", "sun"), ("setup", "assigned")), (("face", "sun"), ("setup", "draft")),
                     (("face", "moon"), ("setup", "draft"))}


def test_wilson_interval_values():
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(52.5, 200) == pytest.approx((0.2064, 0.3275), abs=1e-4)  # worked by hand
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_level_may_tweak_its_hooks_for_a_study_but_only_attributes_they_have():
    level = Level.parse("easy:noise=0,candidates=3")
    assert level.tweaks == (("noise", 0), ("candidates", 3)) and str(level) == "easy:noise=0,candidates=3"
    hooks = level.hooks(get("samurai_sword"))
    from client.ai.hooks import hooks_for

    assert hooks.noise == 0 and hooks_for(get("samurai_sword")).noise != 0  # a copy: the game's own untouched
    with pytest.raises(ValueError):
        Level.parse("easy:nosuch=1").hooks(get("samurai_sword"))
    with pytest.raises(ValueError):
        Level.parse("expert")


def test_a_study_may_change_one_field_of_a_dataclass_the_hooks_hold():
    """Shogun's weights study: the heuristic with one weight changed, the game's own set untouched."""
    from client.ai.hooks import hooks_for

    shogun = get("shogun")
    base = hooks_for(shogun).weights
    hooks = Level.parse("easy:noise=0,weights.chest_early=0.25,weights.war=0.6").hooks(shogun)
    assert (hooks.weights.chest_early, hooks.weights.war) == (0.25, 0.6) and hooks.noise == 0
    assert hooks.weights == dataclasses.replace(base, chest_early=0.25, war=0.6)
    assert hooks_for(shogun).weights is base and base.chest_early != 0.25
    for text in ("easy:weights.nosuch=1", "easy:noise.x=1", "easy:nosuch.x=1"):
        with pytest.raises(ValueError):
            Level.parse(text).hooks(shogun)


def test_the_json_line_comes_last_with_the_rate_and_its_interval(capsys):
    assert command.main(["himefuda", "--strong", "easy", "--field", "random", "--games", "2", "--workers", "1",
                         "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    figures = json.loads(lines[-1])
    assert figures["games"] == 2 and 0 <= figures["low"] <= figures["rate"] <= figures["high"] <= 1
    assert figures["fair"] == 0.5 and figures["errors"] == [] and "control_rate" not in figures
    assert any("95 % interval" in line for line in lines)


def test_a_team_game_reports_its_control(capsys):
    # random against random: each control replays its game exactly, so both rates agree
    assert command.main(["samurai_sword", "--strong", "random", "--field", "random", "--players", "3",
                         "--games", "3", "--workers", "1", "--json"]) == 0
    out = capsys.readouterr().out
    figures = json.loads(out.strip().splitlines()[-1])
    assert figures["control_games"] == 3 and figures["control_rate"] == figures["rate"]
    assert "control" in out


def test_the_table_says_how_games_ended_and_the_share_the_safeguard_stopped():
    """Each game keeps its state's end reason; the table and the JSON line count them, and the share of
    games the game's own safeguard (a turn limit, named by its hooks) stopped rather than its rules."""
    from client.arena.play import Result
    from client.arena.table import format_table, summary_json

    ended = play_game(Job(game="himefuda", index=0, seed=3, players=2, options=(), levels=("random", "random"),
                          strong=0))
    assert ended.error is None and ended.ending and not ended.safeguard
    reasons = ["lord", "turn_cap", "garrison", "turn_cap"]
    results = [Result(job, winners=[0], places=[1, 2], scores=[1.0, 0.0], actions=10, ending=reason,
                      safeguard=reason == "turn_cap") for job, reason in zip(jobs(plan(games=4)), reasons)]
    text = "\n".join(format_table(results, team_game=False))
    assert "how games ended: garrison 1, lord 1, turn_cap 2; by the safeguard: 2 of 4 (50.0 %" in text
    figures = summary_json(results, False, {})
    assert figures["endings"] == {"garrison": 1, "lord": 1, "turn_cap": 2} and figures["safeguard_rate"] == 0.5


def test_a_failing_bot_is_reported_with_its_seed_and_the_arena_goes_on():
    job = Job(game="himefuda", index=0, seed=7, players=2, options=(), levels=("easy", "random"), strong=0,
              limit=1e-9)
    result = play_game(job)
    assert result.error is not None and "seed 7" in result.error and "took more than" in result.error
    job = Job(game="himefuda", index=0, seed=8, players=2, options=(), levels=("random", "random"), strong=0,
              max_actions=5)
    result = play_game(job)
    assert "seed 8" in result.error and "5 actions" in result.error


def test_progress_is_a_plain_line_at_every_tenth_off_a_terminal():
    out = io.StringIO()
    ticks = iter(range(100))
    progress = Progress(out, clock=lambda: float(next(ticks)))
    for done in range(1, 21):
        progress(done, 20)
    lines = out.getvalue().splitlines()
    assert len(lines) == 10 and lines[-1].startswith("20/20 games") and "left" in lines[0]


def test_a_tiny_balance_report_is_written_with_its_plots(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    assert command.main(["himefuda", "--strong", "random", "--field", "random", "--games", "2", "--workers", "1",
                         "--report", str(tmp_path)]) == 0
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert page.count("data:image/png;base64,") >= 4  # seats, length, and the game's own: decks, cards
    assert "Deck against deck" in page and "Win rate by seat position" in page
    assert sorted(p.name for p in tmp_path.glob("*.png"))[0] == "plot01.png"


def test_the_program_never_imports_the_arena():
    code = "import sys, client.app, client.cli; print(sorted(m for m in sys.modules if m.startswith('client.arena')))"
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
    # and no module of the program names it, but the command line's lazy dispatch
    for path in (ROOT / "client").rglob("*.py"):
        if "arena" in path.relative_to(ROOT / "client").parts or path.name == "cli.py":
            continue
        assert "client.arena" not in path.read_text(encoding="utf-8"), path


def _run(argv, capsys) -> tuple[int, str]:
    """The arena's exit code and what it said on stderr, whether argparse or the arena refused."""
    try:
        code = command.main(argv)
    except SystemExit as stop:
        code = stop.code
    return code, capsys.readouterr().err


@pytest.fixture
def no_games(monkeypatch):
    """A refusal comes before the first game (once it came after every game)."""
    monkeypatch.setattr(command, "play_all", lambda *args, **kw: pytest.fail("a game was played"))


REFUSED = [
    (["--think", "nan"], "think time must be a positive number of seconds, not 'nan'"),
    (["--think", "normal=inf"], "think time must be a positive number of seconds, not 'inf'"),
    (["--think", "1e308"], "think time must be at most 600 seconds, not '1e308'"),
    (["--think", "90"], "the normal level thinks 90 s a decision, and --limit stops a decision at 60 s"),
    (["--think", "2", "--limit", "1"], "thinks 2 s a decision, and --limit stops a decision at 1 s"),
    (["--limit", "nan"], "a decision's limit must be more than 0 and at most 3600 seconds, not 'nan'"),
    (["--limit", "0"], "a decision's limit must be more than 0 and at most 3600 seconds, not '0'"),
    (["--limit", "1e308"], "at most 3600 seconds, not '1e308'"),
    (["--players", "3-2"], "a range of player counts goes from fewer to more (2-3), not '3-2'"),
    (["--players", "3,3"], "each player count once"),
    (["--workers", "0"], "takes 1 to 64, not 0"),
    (["--workers", "-3"], "takes 1 to 64, not -3"),
    (["--iterations", "0"], "takes 1 to 1000000, not 0"),
    (["--games", "100001"], "takes 1 to 100000, not 100001"),
]


@pytest.mark.parametrize("argument, says", REFUSED, ids=["=".join(argument) for argument, _says in REFUSED])
def test_the_arena_refuses_what_it_cannot_use_before_any_game(argument, says, no_games, capsys):
    """Each of these was taken, and then every game stopped at its first search (a table of 0
    games), 3-2 was read as no count at all (4 seats played), or the run never ended."""
    code, err = _run(["samurai_sword", "--strong", "normal", "--field", "normal", "--games", "2", *argument], capsys)
    assert code == 2 and says in err, err
    assert "Traceback" not in err and "went wrong" not in err


def test_a_report_folder_that_cannot_be_written_is_said_before_any_game(tmp_path, no_games, capsys):
    pytest.importorskip("matplotlib")
    a_file = tmp_path / "a file"
    a_file.write_text("")
    for folder, why in ((a_file, "it is a file, not a folder"), (a_file / "report", "part of its path is a file")):
        code, err = _run(["himefuda", "--strong", "random", "--field", "random", "--games", "2", "--workers", "1",
                          "--report", str(folder)], capsys)
        assert code == 2 and err == f"arena: the report cannot be written into {folder}: {why}\n"


def test_a_report_that_fails_while_written_is_one_plain_line_after_the_table(tmp_path, monkeypatch, capsys):
    pytest.importorskip("matplotlib")
    from client.arena import report

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(report, "write_report", disk_full)
    code, err = _run(["himefuda", "--strong", "random", "--field", "random", "--games", "2", "--workers", "1",
                      "--report", str(tmp_path)], capsys)
    assert code == 1 and err == f"arena: the report cannot be written into {tmp_path}: No space left on device\n"
