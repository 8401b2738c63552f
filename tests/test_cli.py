"""The command line: selfplay, shot and check, run in-process with the toy game registered."""
import json

import pygame
import pytest

from client import cli
from client.core import saves
from client.core.match import Match, Seat
from tests.toygame import SPEC


@pytest.fixture
def toy_registered(monkeypatch):
    from client import games

    monkeypatch.setitem(games.REGISTRY, SPEC.id, SPEC)


def test_selfplay_prints_one_json_line_per_game(toy_registered, capsys):
    code = cli.main(["selfplay", "toy", "--players", "3", "--seed", "4", "--games", "3",
                     "--bots", "random,easy,normal", "--think", "0.01"])
    assert code == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["seed"] for r in lines] == [4, 5, 6]
    for r in lines:
        assert set(r) == {"game", "seed", "players", "winners", "scores", "actions", "seconds"}
        assert r["game"] == "toy" and r["players"] == 3 and r["actions"] == 9
        assert r["winners"] and len(r["scores"]) == 3


def test_selfplay_is_reproducible(toy_registered, capsys):
    args = ["selfplay", "toy", "--players", "2", "--seed", "9", "--bots", "random,random"]
    cli.main(args)
    first = json.loads(capsys.readouterr().out)
    cli.main(args)
    second = json.loads(capsys.readouterr().out)
    first.pop("seconds"), second.pop("seconds")
    assert first == second


def test_selfplay_reports_a_rules_error_with_seed_and_action(toy_registered, monkeypatch, capsys):
    from tests import toygame

    def broken(self, action):
        raise RuntimeError("rules bug")

    monkeypatch.setattr(toygame.ToyState, "apply", broken)
    code = cli.main(["selfplay", "toy", "--players", "2", "--seed", "12", "--bots", "random,random"])
    assert code == 1
    err = capsys.readouterr().err
    assert "seed 12" in err and "action 'bid:" in err


@pytest.mark.parametrize("bad", [["--bots", "random"], ["--bots", "random,genius"], ["--option", "rounds=9"]])
def test_selfplay_refuses_bad_arguments(toy_registered, bad, capsys):
    bots = [] if bad[0] == "--bots" else ["--bots", "random,random"]
    args = ["selfplay", "toy", "--players", "2"] + bots + bad
    assert cli.main(args) == 2
    assert capsys.readouterr().err


def test_check_accepts_a_good_save_and_rejects_a_bad_one(toy_registered, tmp_path, capsys):
    match = Match(SPEC, {}, 2, [Seat("A", 0), Seat("B", 1)])
    match.play(match.state.legal_actions()[0])
    good = tmp_path / "good.json"
    good.write_text(saves.dumps(match))
    assert cli.main(["check", str(good)]) == 0
    bad = tmp_path / "bad.json"
    bad.write_text(saves.dumps(match).replace("bid:", "bid:9"))
    assert cli.main(["check", str(bad)]) == 2
    assert "not legal" in capsys.readouterr().err


def _non_blank(path) -> int:
    image = pygame.image.load(str(path))
    w, h = image.get_size()
    return len({tuple(image.get_at((x, y))) for x in range(0, w, 31) for y in range(0, h, 17)})


@pytest.mark.parametrize("scene", ["title", "games", "setup", "settings"])
@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_shot_of_a_scene_writes_a_non_blank_png(toy_registered, tmp_path, scene, lang):
    out = tmp_path / f"{scene}.png"
    assert cli.main(["shot", "--scene", scene, "--lang", lang, "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1600, 900)
    assert _non_blank(out) > 20


def test_shot_of_a_game_position_at_an_odd_size(toy_registered, tmp_path):
    out = tmp_path / "toy.png"
    assert cli.main(["shot", "toy", "--players", "3", "--seed", "2", "--moves", "4", "--seat", "1",
                     "--out", str(out), "--size", "1024x768"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 768)
    assert _non_blank(out) > 20


def test_shot_refuses_a_seat_that_is_not_at_the_table(toy_registered, tmp_path, capsys):
    assert cli.main(["shot", "toy", "--players", "2", "--seat", "5", "--out", str(tmp_path / "x.png")]) == 2
    assert "seat" in capsys.readouterr().err


def test_shot_of_a_games_help_shows_that_game(tmp_path, monkeypatch):
    shown = []
    from client.scenes import help as help_scene

    original = help_scene.HelpScene.__init__

    def spy(self, app, spec=None):
        shown.append(spec.id if spec else None)
        original(self, app, spec)

    monkeypatch.setattr(help_scene.HelpScene, "__init__", spy)
    out = tmp_path / "help.png"
    assert cli.main(["shot", "samurai_sword", "--scene", "help", "--out", str(out)]) == 0
    assert shown == ["samurai_sword"] and _non_blank(out) > 20
    assert cli.main(["shot", "no_such_game", "--scene", "help", "--out", str(out)]) == 2


@pytest.mark.parametrize("think", ["nan", "inf", "0", "-1", "soon"])
def test_selfplay_refuses_a_think_time_a_search_would_never_end_on(toy_registered, think, capsys):
    args = ["selfplay", "toy", "--players", "2", "--bots", "normal,random", "--think", think]
    with pytest.raises(SystemExit) as ended:
        cli.main(args)
    assert ended.value.code == 2
    assert f"think time must be a positive number of seconds, not '{think}'" in capsys.readouterr().err


@pytest.mark.parametrize("think", [float("nan"), float("inf"), 0.0, -1.0, True])
def test_no_bot_is_made_with_such_a_think_time(think):
    from client.ai.bots import make_bot
    from client.ai.worker import InlineWorker
    from tests.worker_replies import failed, move

    for level in ("random", "normal"):
        with pytest.raises(ValueError, match="think time must be a positive number"):
            make_bot(SPEC, level, 1, think)
    worker = InlineWorker(extra_specs=["tests.toygame:SPEC"])
    rid = worker.send(move("toy", 2, {}, 1, [], 0, "normal", think))
    assert failed(worker.poll(), rid, "think time must be a positive number"), "a request gets the error as its answer"


@pytest.mark.parametrize("argv, says", [
    (["selfplay", "toy", "--players", "2", "--bots", "normal,random", "--think", "1e308"],
     "think time must be at most 600 seconds, not '1e308'"),
    (["selfplay", "toy", "--players", "2", "--bots", "random,random", "--games", "0"], "takes 1 or more, not 0"),
    (["selfplay", "toy", "--players", "2", "--bots", "random,random", "--games", "-4"], "takes 1 or more, not -4"),
    (["hint", "a.json", "--iterations", "10000000"], "takes 1 to 1000000, not 10000000"),
], ids=["think=1e308", "games=0", "games=-4", "iterations=10000000"])
def test_numbers_a_command_cannot_use_are_refused_with_the_range_it_takes(toy_registered, argv, says, capsys):
    """A think time of 1e308 s or ten million iterations never answered; 0 games played nothing,
    silently, and said all was well."""
    with pytest.raises(SystemExit) as ended:
        cli.main(argv)
    assert ended.value.code == 2 and says in capsys.readouterr().err
