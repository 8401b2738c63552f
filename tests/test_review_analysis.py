"""The analysis in the window: started from the results screen, the Load list and the review, run
in the background a decision at a time, stopped and picked up again, kept with the game, and its
marks in the log and on the timeline (client/scenes/review_analysis.py)."""
import json
import random

import pygame
import pytest

from client import paths
from client.ai import analysis as engine
from client.ai.worker import InlineWorker
from client.core import autosaves, saves
from client.core.analysis_record import Analysis, Decision
from client.core.match import Match, Seat
from client.games import get
from client.i18n import set_language
from client.scenes.review import ReviewScene
from client.scenes.review_analysis import ReviewAnalysis
from tests.test_review import SilentWorker

ITERATIONS = 8  # what is tested is the running and the keeping, not the grades


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr("client.scenes.review_chart.ReviewChart.new_worker", staticmethod(SilentWorker))
    monkeypatch.setattr(ReviewAnalysis, "new_worker", staticmethod(InlineWorker))
    monkeypatch.setattr(engine, "ITERATIONS", ITERATIONS)


def finished_match(humans=(0,), seed=2) -> Match:
    spec = get("himefuda")
    state = spec.new_game(2, {}, seed)
    rng, actions = random.Random(seed), []
    while not state.is_over():
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    seats = [Seat(f"P{k + 1}", k, "human" if k in humans else "bot") for k in range(2)]
    return Match.replay(spec, {}, seed, seats, actions)


def run(review: ReviewScene, updates: int | None = None) -> None:
    count = 0
    while review.analysis.running and (updates is None or count < updates):
        review.update(0.0)
        count += 1


def press_a(review: ReviewScene) -> None:
    review.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))


def test_from_the_load_list_it_runs_stops_picks_up_and_is_kept_in_the_save(table_app):
    from client.scenes.saves_menu import LoadScene, analyse_box

    match = finished_match()
    path = paths.saves_dir() / "mine.json"
    saves.write_atomic(path, saves.dumps(match))
    load = LoadScene(table_app)
    table_app.stack.reset(load)
    [(_entry, _row, _delete, review_box)] = list(load.rows())
    load.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=analyse_box(review_box).center))
    review = table_app.stack.top
    assert isinstance(review, ReviewScene) and review.analysis.running and review.analysis.total > 5
    run(review, 5)
    press_a(review)  # stop: what was graded is kept with the game
    partial = dict(review.analysis.analysis.decisions)
    assert not review.analysis.running and 0 < len(partial) < review.analysis.total
    assert review.analysis.label() == "Analyse · go on"
    assert saves.load_file(path, get).analysis.decisions == partial
    press_a(review)  # picks up where it stopped
    assert review.analysis.running
    run(review)
    whole = review.analysis.analysis.decisions
    assert len(whole) == review.analysis.total and all(whole[k] == d for k, d in partial.items())
    assert review.analysis.panel_open and review.analysis.label() == "Analysis"
    kept = saves.load_file(path, get)
    assert kept.analysis.decisions == whole and kept.actions == match.actions
    assert {d.seat for d in whole.values()} == {0}  # the human seat
    review.draw(table_app.screen)
    table_app.stack.clear()


def test_from_the_results_screen_it_runs_and_is_kept_in_the_autosave(table_app):
    from client.scenes.results import ResultsScene

    match = finished_match()
    results = ResultsScene(table_app, match)
    table_app.stack.reset(results)
    [button] = [b for b in results.buttons if b.label == "Analyse"]
    button.on_click()
    review = table_app.stack.top
    assert isinstance(review, ReviewScene) and review.analysis.running
    run(review)
    kept, _problem = autosaves.load_autosave(paths.saves_dir(), get, match.match_id)
    assert kept.analysis is not None and len(kept.analysis.decisions) == review.analysis.total
    second = ReviewScene(table_app, kept)  # a second look: nothing left to search
    assert second.analysis.complete and second.analysis.label() == "Analysis"
    table_app.stack.clear()


def blundered(match: Match, step: int) -> Match:
    """``match`` with a kept analysis calling its move at ``step`` a blunder."""
    played = match.actions[step]
    match.analysis = Analysis(engine.ITERATIONS, engine.SEED)
    match.analysis.decisions[step] = Decision(step, 0, played, played, 0.1, 0.1, 0.0, "blunder")
    return match


@pytest.mark.parametrize("language, mark", [("en", "??"), ("zh_Hant", "？？")])
def test_a_graded_move_is_marked_in_the_log_and_the_panel_goes_to_it(table_app, language, mark):
    match = finished_match()
    turns = list(engine.turns(match.spec, 2, {}, match.seed, match.actions, {0}))
    plain = ReviewScene(table_app, match)
    told = [t.step for t in turns if plain.log.write(plain.log_entry(t.step), "en")]  # some steps write no line
    step = told[len(told) // 2]
    set_language(language)
    try:
        review = ReviewScene(table_app, blundered(match, step))
        lines = review.log.write(review.log_entry(step), language)
        assert lines and lines[0].endswith(mark)
        others = review.log.write(review.log_entry(told[0]), language)
        assert not others[0].endswith(mark)
        review.analysis.panel_open = True
        review.draw(table_app.screen)
        [(line, to)] = review.analysis.panel_rows
        assert to == step
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            review.handle_event(pygame.event.Event(kind, button=1, pos=line.center))
        assert review.step == step and not review.analysis.panel_open
    finally:
        set_language("en")


def test_before_the_end_the_review_shows_and_grades_the_looking_seats_moves_only(table_app):
    match = finished_match(humans=(0, 1))
    spec = match.spec
    going = Match.replay(spec, {}, match.seed, match.seats, match.actions[:60])
    turns = list(engine.turns(spec, 2, {}, match.seed, going.actions, {0, 1}))
    kept = Analysis(engine.ITERATIONS, engine.SEED)
    for turn in turns:
        kept.decisions[turn.step] = Decision(turn.step, turn.seat, turn.played, turn.played, 0.5, 0.5, 0.0, "best")
    going.analysis = kept
    review = ReviewScene(table_app, going, eyes=1)
    assert review.analysis.seats == [1]
    assert review.analysis.shown() and {d.seat for d in review.analysis.shown().values()} == {1}
    nobody = ReviewScene(table_app, going)  # two people share it and nobody known looks
    assert nobody.analysis.seats == [] and not nobody.analysis.shown()
    nobody.analysis.start()
    assert not nobody.analysis.running


# -- learn from your mistakes -------------------------------------------------------------------
def drilled_review(table_app):
    match = finished_match()
    turns = list(engine.turns(match.spec, 2, {}, match.seed, match.actions, {0}))
    kept = Analysis(engine.ITERATIONS, engine.SEED)
    for turn, grade in zip(turns[3:6], ("blunder", "good", "mistake")):
        kept.decisions[turn.step] = Decision(turn.step, 0, turn.played, turn.played, 0.05, 0.05, 0.0, grade)
    match.analysis = kept
    return ReviewScene(table_app, match), [turns[3].step, turns[5].step]


def test_the_panel_opens_a_drill_of_the_mistakes_and_blunders_in_turn(table_app, monkeypatch):
    review, steps = drilled_review(table_app)
    opened = []
    monkeypatch.setattr(table_app, "open_drill", lambda scene, found: opened.append((scene, found)), raising=False)
    review.analysis.panel_open = True
    review.draw(table_app.screen)
    assert review.analysis.drill_rect is not None
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        review.handle_event(pygame.event.Event(kind, button=1, pos=review.analysis.drill_rect.center))
    [(scene, found)] = opened
    assert scene is review and [d.step for d in found] == steps


def test_a_drill_weighs_the_players_move_with_the_same_search_without_playing_it(table_app):
    from client.scenes.drill import DrillScene

    review, steps = drilled_review(table_app)
    found = [review.analysis.analysis.decisions[k] for k in steps]
    table_app.stack.reset(review)
    drill = DrillScene(table_app, review, found, worker=InlineWorker())
    table_app.stack.push(drill)
    assert drill.match.actions == review.source.actions[:steps[0]] and drill.viewer == 0
    assert drill.hints.enabled() and drill.hints.current_key() is not None  # the hint stays available
    legal = drill.match.state.legal_actions()
    tried = legal[-1]
    assert drill.human_action(tried)
    assert drill.match.actions == review.source.actions[:steps[0]]  # weighed, never played
    weighed = drill.tried
    again = engine.grade_decision(drill.spec, drill.match.state.observation(0), tried, steps[0], engine.SEED,
                                  ITERATIONS)
    assert weighed.to_json() == again.to_json()  # the analysis's own search: the same position, seed and iterations
    drill.draw(table_app.screen)
    assert drill.lines()[1]
    drill.again()
    assert drill.tried is None
    drill.next()
    nxt = table_app.stack.top
    assert isinstance(nxt, DrillScene) and nxt.match.actions == review.source.actions[:steps[1]]
    nxt.leave()
    assert table_app.stack.top is review
    table_app.stack.clear()


def test_a_new_move_is_called_better_only_beyond_the_noise():
    from client.scenes.drill import verdict

    old = Decision(3, 0, "a", "b", 0.20, 0.40, 0.01, "blunder")
    assert verdict(old, Decision(3, 0, "b", "b", 0.40, 0.40, 0.01, "best")) == "better"
    assert verdict(old, Decision(3, 0, "c", "b", 0.22, 0.40, 0.01, "mistake")) == "same"
    assert verdict(old, Decision(3, 0, "d", "b", 0.05, 0.40, 0.01, "blunder")) == "worse"
    assert verdict(old, Decision(3, 0, "c", "b", 0.35, 0.40, 0.10, "good")) == "same"  # within 2 errors


def test_after_the_end_the_bots_moves_are_graded_too_when_the_player_asks(table_app):
    review = ReviewScene(table_app, finished_match())
    review.analysis.start()
    run(review)
    assert review.analysis.seats == [0] and review.analysis.bots_left
    review.analysis.grade_bots()
    assert review.analysis.running and review.analysis.seats == [0, 1]
    run(review)
    graded = review.analysis.analysis.decisions.values()
    assert {d.seat for d in graded} == {0, 1} and not review.analysis.bots_left
    again = ReviewScene(table_app, review.source)  # kept with the match: shown again at once
    assert again.analysis.seats == [0, 1] and again.analysis.complete
    from client.scenes.review_analysis import drills

    assert all(d.seat == 0 for d in drills(again.analysis.shown(), review.source.seats))
