"""The analysis (client.ai.analysis, ``python -m client analyse``): each decision graded by the
search from the acting seat's own view, kept with the match, and told plainly when it cannot be."""
import json
import random

import pytest

from client import cli
from client.ai import analysis as engine
from client.core import saves
from client.core.analysis_record import GRADES, Analysis, Decision
from client.core.match import Match, Seat
from client.games import get
from tests.test_hint_advice import GAMES, position, twin
from tests.toygame import SPEC as TOY, ToyState

ITERATIONS = 16  # a handful: what is tested is what the analysis reads and keeps, not how well it plays


def random_actions(game: str, moves: int, seed: int = 5) -> list[str]:
    state = get(game).new_game(GAMES[game], {}, seed)
    rng = random.Random(seed)
    actions = []
    while len(actions) < moves and not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions


def seated(game: str) -> list[Seat]:
    return [Seat("Ann", 0, "human")] + [Seat(f"Bot {i}", i, "bot") for i in range(1, GAMES[game])]


def write_save(tmp_path, game: str, actions, analysis: Analysis | None = None, name: str = "a.json"):
    match = Match.replay(get(game), {}, 5, seated(game), actions)
    match.analysis = analysis
    path = tmp_path / name
    path.write_text(saves.dumps(match), encoding="utf-8")
    return path


# -- secrecy ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(GAMES))
def test_two_games_differing_only_in_another_seats_secrets_get_the_same_grade(game):
    spec, state, _actions = position(game)
    seat = state.to_act
    other = twin(state, seat)
    assert other is not None and other.snapshot() != state.snapshot()
    played = state.legal_actions()[-1]
    first = engine.grade_decision(spec, state.observation(seat), played, 7, engine.SEED, ITERATIONS)
    second = engine.grade_decision(spec, other.observation(seat), played, 7, engine.SEED, ITERATIONS)
    assert first == second
    assert first.seat == seat and first.played == played and first.grade in GRADES
    assert first.best in state.legal_actions() and 0 <= first.played_chance <= 1


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_seats_analysis_is_the_same_when_every_position_is_swapped_for_a_twin(game, monkeypatch):
    """The whole game through ``turns``: each of the seat's positions replaced, as it is read, by a
    true state the seat cannot tell from it (every other seat's secrets dealt again)."""
    spec = get(game)
    actions = random_actions(game, 80)
    real = list(engine.turns(spec, GAMES[game], {}, 5, actions, {0}))[-3:]
    assert real and all(t.seat == 0 and t.obs.viewer == 0 and t.obs.rng is None for t in real)
    swapped_in = []
    real_steps = engine.replay_steps

    def twin_steps(spec, players, options, seed, actions, read):
        def read_twin(state, action):
            other = twin(state, state.to_act) if state.to_act == 0 else None
            swapped_in.append(other is not None)
            return read(other or state, action)
        return real_steps(spec, players, options, seed, actions, read_twin)

    monkeypatch.setattr(engine, "replay_steps", twin_steps)
    swapped = list(engine.turns(spec, GAMES[game], {}, 5, actions, {0}))[-3:]
    assert any(swapped_in)
    first, second = Analysis(ITERATIONS, 3), Analysis(ITERATIONS, 3)
    assert engine.analyse(spec, real, first) and engine.analyse(spec, swapped, second)
    assert first.decisions == second.decisions and len(first.decisions) == len(real)


def test_the_analysis_refuses_the_true_state():
    spec, state, _actions = position("samurai_sword")
    with pytest.raises(ValueError, match="observation"):
        engine.grade_decision(spec, state, state.legal_actions()[0], 0, 1, ITERATIONS)


def test_before_the_end_a_seat_is_shown_its_own_grades_only():
    assert engine.may_show(1, 1, finished=False)
    assert not engine.may_show(2, 1, finished=False) and not engine.may_show(2, None, finished=False)
    assert engine.may_show(2, 1, finished=True)


# -- the grades -------------------------------------------------------------------------------
def test_grades_are_the_same_for_a_fixed_seed_and_when_picked_up_after_a_stop():
    spec = get("yedo")
    decisions = list(engine.turns(spec, 3, {}, 5, random_actions("yedo", 60), {0, 1}))[:6]
    whole = Analysis(ITERATIONS, 11)
    assert engine.analyse(spec, decisions, whole)
    again = Analysis(ITERATIONS, 11)
    engine.analyse(spec, decisions, again)
    assert again.decisions == whole.decisions

    stopped = Analysis(ITERATIONS, 11)
    seen = []
    assert not engine.analyse(spec, decisions, stopped, cancel=lambda: len(seen) >= 2, progress=seen.append)
    assert seen == [1, 2] and len(stopped.decisions) == 2
    assert engine.analyse(spec, decisions, stopped, progress=seen.append)
    assert stopped.decisions == whole.decisions and seen[2:] == [1, 2, 3, 4, 5, 6]


def last_round_with_a_sure_win_and_a_sure_loss() -> ToyState:
    """Secret bids, two players, the last of three rounds at one point each: seat 0 bids first
    holding 1 and 8; seat 1 holds 5 and 6. The 8 wins the game, the 1 loses it."""
    state = ToyState(2, 3, seed=4)
    state.round, state.points, state.played = 2, [1, 1], [2, 3, 4, 7]
    state.hands = [[1, 8], [5, 6]]
    return state


def test_a_planted_blunder_is_graded_a_blunder_with_the_winning_move_as_best():
    state = last_round_with_a_sure_win_and_a_sure_loss()
    obs = state.observation(0)
    blunder = engine.grade_decision(TOY, obs, "bid:1", 0, engine.SEED)
    assert blunder.grade == "blunder" and blunder.mark == "??"
    assert blunder.best == "bid:8" and blunder.best_chance == 1.0 and blunder.played_chance == 0.0
    best = engine.grade_decision(TOY, obs, "bid:8", 0, engine.SEED)
    assert best.grade == "best" and best.best == "bid:8"
    assert engine.accuracy([best]) == pytest.approx(100, abs=0.01) and engine.accuracy([blunder]) == 0
    assert engine.costliest([best, blunder]) == [blunder]


def test_a_drop_within_the_noise_is_never_worse_than_good():
    limits = engine.thresholds("samurai_sword")
    assert limits.inaccuracy >= 2 * engine.NOISE["samurai_sword"]
    assert limits.inaccuracy < limits.mistake < limits.blunder
    assert vars(engine.thresholds("shogun")) == pytest.approx({"inaccuracy": 0.05, "mistake": 0.10, "blunder": 0.15})
    assert engine.grade_of("a", "b", 0.30, 0.2, limits) == "good"  # 2 standard errors are 0.4
    assert engine.grade_of("a", "b", 0.30, 0.01, limits) == "blunder"
    assert engine.grade_of("a", "b", limits.mistake, 0.01, limits) == "mistake"
    assert engine.grade_of("a", "a", 0.0, 0.01, limits) == "best"


# -- kept with the match ------------------------------------------------------------------------
def kept_analysis(actions) -> Analysis:
    spec = get("himefuda")
    found = Analysis(200, 1)
    for turn in list(engine.turns(spec, 2, {}, 5, actions, {0}))[:2]:
        found.decisions[turn.step] = Decision(turn.step, 0, turn.played, turn.played, 0.5, 0.5, 0.01, "best")
    return found


def test_an_analysis_is_kept_with_the_match_in_its_save(tmp_path):
    actions = random_actions("himefuda", 30)
    kept = kept_analysis(actions)
    match = saves.load_file(write_save(tmp_path, "himefuda", actions, kept), get)
    assert match.analysis == kept and match.actions == actions


@pytest.mark.parametrize("damage", [
    lambda a: "nonsense",
    lambda a: {**a, "iterations": -1},
    lambda a: {**a, "extra": 1},
    lambda a: {**a, "decisions": {"x": {}}},
    lambda a: {**a, "decisions": {"999": next(iter(a["decisions"].values()))}},
    lambda a: {**a, "decisions": {k: {**v, "grade": "brilliant"} for k, v in a["decisions"].items()}},
    lambda a: {**a, "decisions": {k: {**v, "best_chance": 1.5} for k, v in a["decisions"].items()}},
    lambda a: {**a, "decisions": {k: {**v, "played": "pass:x"} for k, v in a["decisions"].items()}},
    lambda a: {**a, "decisions": {k: {**v, "best": "not-a-move"} for k, v in a["decisions"].items()}},
    lambda a: {**a, "decisions": {k: {**v, "seat": 1} for k, v in a["decisions"].items()}},
])
def test_a_damaged_analysis_is_dropped_whole_and_the_game_kept(tmp_path, damage):
    actions = random_actions("himefuda", 30)
    path = write_save(tmp_path, "himefuda", actions, kept_analysis(actions))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["analysis"] = damage(data["analysis"])
    path.write_text(json.dumps(data), encoding="utf-8")
    match = saves.load_file(path, get)
    assert match.analysis is None and match.actions == actions


def test_an_undone_moves_grade_is_not_saved():
    spec = get("himefuda")
    actions = random_actions("himefuda", 30)
    kept = kept_analysis(actions)
    last = max(kept.decisions)
    match = Match.replay(spec, {}, 5, seated("himefuda"), actions[:last])
    match.analysis = kept
    assert str(last) not in saves.to_dict(match)["analysis"]["decisions"]


# -- the command line ---------------------------------------------------------------------------
def test_the_analyse_command_prints_each_graded_decision_and_the_seats_accuracy(tmp_path, capsys):
    path = write_save(tmp_path, "himefuda", random_actions("himefuda", 24))
    assert cli.main(["analyse", str(path), "--seat", "0", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["iterations"] == engine.ITERATIONS >= 200 and out["seed"] == 3 and not out["finished"]
    rows = out["decisions"]
    assert rows and all(r["seat"] == 0 and r["grade"] in GRADES for r in rows)
    for row in rows:
        assert set(row) >= {"step", "move", "played", "best", "played_chance", "best_chance", "grade"}
        assert 0 <= row["played_chance"] <= 100 and row["played_text"] and row["best_text"]
    (seat,) = out["seats"]
    assert seat["seat"] == 0 and seat["name"] == "Ann" and 0 <= seat["accuracy"] <= 100
    assert seat["decisions"] == len(rows) and len(seat["costliest"]) <= 3


def test_a_kept_analysis_is_read_back_not_searched_again(tmp_path, capsys):
    actions = random_actions("himefuda", 24)
    kept = kept_analysis(actions)
    step = min(kept.decisions)
    marked = kept.decisions[step]
    kept.decisions[step] = Decision(step, 0, marked.played, marked.played, 0.25, 0.25, 0.0, "best")
    path = write_save(tmp_path, "himefuda", actions, kept)
    assert cli.main(["analyse", str(path), "--seat", "0", "--json"]) == 0
    rows = {r["step"]: r for r in json.loads(capsys.readouterr().out)["decisions"]}
    assert rows[step]["played_chance"] == 25.0


@pytest.mark.parametrize("args, says", [
    (["--seat", "0"], "cannot be loaded"),
])
def test_a_damaged_save_is_told_in_one_line(tmp_path, capsys, args, says):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "tenka-save", "version": 1, "game": "himefuda"', encoding="utf-8")
    assert cli.main(["analyse", str(path), *args, "--json"]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1


def test_a_save_that_ends_too_early_or_asks_the_impossible_is_told_in_one_line(tmp_path, capsys):
    early = write_save(tmp_path, "himefuda", [], name="early.json")
    assert cli.main(["analyse", str(early), "--seat", "0", "--json"]) == 2
    assert "nothing to analyse" in capsys.readouterr().err
    going = write_save(tmp_path, "himefuda", random_actions("himefuda", 10), name="going.json")
    assert cli.main(["analyse", str(going), "--json"]) == 2
    assert "not over" in capsys.readouterr().err
    assert cli.main(["analyse", str(going), "--seat", "5", "--json"]) == 2
    assert "no seat 5" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        cli.main(["analyse", str(going), "--seat", "0", "--iterations", "20"])
    assert stop.value.code == 2 and "200" in capsys.readouterr().err
