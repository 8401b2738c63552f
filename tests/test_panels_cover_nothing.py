"""Nothing hidden under a panel (issue 39): the hint's panel, the review's analysis and a lesson's
sheet lie over no seat's row and none of the log's newest lines, on every table with its most
players. The table is laid out at 1600x900 and scaled to the window, so one layout is judged for
every window size."""
import random

import pygame
import pytest

from client.ai import analysis as engine
from client.ai.advice import Advice, Candidate
from client.ai.worker import InlineWorker
from client.core import tutorial
from client.core.analysis_record import Analysis, Decision
from client.core.match import Match, Seat
from client.games import REGISTRY, get
from client.scenes.play import PlayScene
from client.scenes.review import ReviewScene
from tests.panel_cover import assert_covers_nothing, newest_log_lines, seat_rows
from tests.test_review import SilentWorker

MOST = {"shogun": 5, "samurai_sword": 7, "three_kingdoms": 5, "himefuda": 2, "yedo": 5}
FEWEST = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}


def played(game, players, seed, humans, moves):
    """A seeded game of random moves, ``moves`` in (or to its end), then on to a decision of a
    human seat with two choices or more."""
    spec = get(game)
    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(players)]
    match = Match(spec, {}, seed, seats)
    rng = random.Random(seed)
    while not match.state.is_over() and (len(match.actions) < moves or match.to_act not in humans
                                         or len(match.state.legal_actions()) < 2):
        match.play(rng.choice(match.state.legal_actions()))
    return match


def frame(scene) -> None:
    surface = pygame.Surface((1600, 900))
    scene.view.update(0.0)
    scene.draw(surface)


@pytest.mark.parametrize("moves", [4, 60])
@pytest.mark.parametrize("players", ["fewest", "most"])
@pytest.mark.parametrize("game", sorted(MOST))
def test_the_hint_panel_covers_no_players_row_nor_the_logs_newest_lines(table_app, monkeypatch, game, players,
                                                                         moves):
    """The tallest panel (three rows, no clear best move, rough figures) of the seat to act, in
    the place the table gives it, its words whole and at least 13 px, in both languages."""
    from client.i18n import set_language
    from client.render.text import MIN_SIZE
    from client.widgets import hint_panel
    from tests.text_spy import spy_text

    table_app.apply_settings(table_app.settings.with_(hints=True))
    count = (MOST if players == "most" else FEWEST)[game]
    match = played(game, count, 4, set(range(count)), moves)
    assert not match.state.is_over()
    scene = PlayScene(table_app, match, worker=InlineWorker())
    scene.viewer = match.to_act
    scene.active = True
    frame(scene)
    obs = scene.observation()
    legal = obs.legal_actions()
    hints = scene.hints
    hints.key, hints.shown = hints.current_key(), True
    hints.advice = Advice(obs.to_act, tuple(Candidate(a, 30, 0.5, 0.1) for a in (legal * 3)[:3]),
                          iterations=90, rough=True)
    for language in ("zh_Hant", "en"):
        set_language(language)
        drawn = spy_text(monkeypatch, hint_panel)
        frame(scene)
        monkeypatch.undo()
        assert drawn and not [d.text for d in drawn if d.result.truncated or 0 < d.result.size < MIN_SIZE]
    panel = hints.panel_rect
    assert panel is not None, "the hint's panel was not drawn"
    rows = seat_rows(scene)
    assert len(rows) >= count, rows
    assert_covers_nothing(panel, rows, newest_log_lines(scene.view), (game, count, moves))


def graded(game, players, seed=5) -> Match:
    """A finished game of random moves (every seat's grades shown), every seat a person's, each with a blunder, an inaccuracy and a
    mistake graded (the analysis panel at its tallest)."""
    spec = get(game)
    seats = [Seat(f"P{i + 1}", i, "human") for i in range(players)]
    match = Match(spec, {}, seed, seats)
    rng = random.Random(seed)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    match.analysis = Analysis(engine.ITERATIONS, engine.SEED)
    turns = list(engine.turns(spec, players, {}, seed, match.actions, set(range(players))))
    for seat in range(players):
        mine = [t.step for t in turns if t.seat == seat][:3]
        for step, grade in zip(mine, ("blunder", "mistake", "inaccuracy")):
            played_action = match.actions[step]
            match.analysis.decisions[step] = Decision(step, seat, played_action, played_action, 0.1, 0.1, 0.0, grade)
    return match


@pytest.mark.parametrize("players", ["fewest", "most"])
@pytest.mark.parametrize("game", sorted(MOST))
def test_the_analysis_panel_covers_no_players_row_nor_the_logs_newest_lines(table_app, monkeypatch, game, players):
    monkeypatch.setattr("client.scenes.review_chart.ReviewChart.new_worker", staticmethod(SilentWorker))
    count = (MOST if players == "most" else FEWEST)[game]
    match = graded(game, count)
    review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
    review.analysis.panel_open = True
    for step in (len(match.actions) // 2, len(match.actions)):  # the grades shown so far
        review.go(step, jump=True)
        rows = seat_rows(review, lambda: review.set_eyes(review.viewer) or review.view)
        assert len(rows) >= count, rows
        review.draw(pygame.Surface((1600, 900)))
        assert review.analysis.panel_rows, "the analysis panel shows no graded move"
        panel = review.analysis.panel_rect
        assert_covers_nothing(panel, rows, newest_log_lines(review.view), (game, count, step))


LESSONS = [game for game in REGISTRY if tutorial.has_lesson(game)]


@pytest.mark.parametrize("game", LESSONS)
def test_the_lessons_sheet_covers_no_players_row_nor_the_logs_newest_lines(table_app, game):
    """At each of the learner's steps and at the lesson's end."""
    from client.tutorial_cli import play_through
    from tests.test_tutorial import started_lesson

    scene, sheets = started_lesson(table_app, game)
    try:
        for number in range(1, len(scene.lesson.learner_steps) + 2):
            play_through(scene, stop_before_learner_step=number)
            frame(scene)
            rows = seat_rows(scene)
            assert len(rows) >= scene.lesson.players, rows
            frame(scene)
            assert_covers_nothing(sheets[-1], rows, newest_log_lines(scene.view), (game, number))
            if scene.finished:
                break
    finally:
        table_app.stack.unwind(0)


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_an_analysis_with_more_seats_than_fit_turns_its_pages_through_every_seat(table_app, monkeypatch, language):
    """Samurai Sword with 7 seats: the short sheet over the hand shows some seats a page; its
    tablet and PageDown turn to the next ones, round; every seat is shown once a round, each page
    whole on its sheet, every word whole and at least 13 px."""
    from client.i18n import set_language
    from client.render.text import MIN_SIZE
    from client.scenes import review_analysis
    from tests.text_spy import spy_text

    monkeypatch.setattr("client.scenes.review_chart.ReviewChart.new_worker", staticmethod(SilentWorker))
    set_language(language)
    match = graded("samurai_sword", 7)
    review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
    analysis = review.analysis
    analysis.panel_open = True
    room = review.view.analysis_place()
    names = [review.seat_name(seat) for seat in range(7)]
    seen: list[str] = []
    for turn in range(8):
        surface = pygame.Surface((1600, 900))
        review.draw(surface)
        with pytest.MonkeyPatch.context() as spying:  # the sheet's words alone (not the timeline's marks)
            drawn = spy_text(spying, review_analysis)
            analysis.draw_panel(surface, (0, 0))
        assert room.contains(analysis.panel_rect) and analysis.pages > 1, (analysis.panel_rect, analysis.pages)
        assert all(analysis.panel_rect.contains(d.rect) for d in drawn), analysis.panel_rect
        assert not [d.text for d in drawn if d.result.truncated or 0 < d.result.size < MIN_SIZE]
        seen += [name for name in names for d in drawn if d.text.startswith(name + " ")
                 or d.text.startswith(name + "·")]
        if turn % 2:
            review.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
        else:
            for up in (False, True):
                review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP if up else pygame.MOUSEBUTTONDOWN,
                                                       button=1, pos=analysis.page_rect.center))
        if analysis.page == 0:
            break
    assert sorted(seen) == sorted(names), seen
    set_language("en")


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_yedos_trade_sheet_at_five_players_covers_no_players_row_nor_the_logs_newest_lines(table_app, language):
    """The trade's sheet (it grows as the offer does) stays under the players' sheet at the most
    players: every seat's row and the log's newest lines in sight, in every trade step drawn."""
    from client.games.yedo import dialogs
    from client.i18n import set_language

    set_language(language)
    spec = get("yedo")
    seats = [Seat(f"P{i + 1}", i, "human") for i in range(5)]
    match = Match(spec, {}, 7, seats)
    rng = random.Random(7)
    seen = 0
    while not match.state.is_over() and seen < 6:
        legal = match.state.legal_actions()
        # offers grow as long as they can: their sheets are the tallest
        growing = [a for a in legal if a.split(":")[0] in ("give", "ask")]
        match.play(rng.choice(growing if growing and rng.random() < 0.8 else legal))
        scene = PlayScene(table_app, match, worker=InlineWorker())
        obs = scene.observation()
        if dialogs.kind_of(obs) != "trade" or not obs.offer:
            continue
        scene.viewer = match.to_act
        scene.active = True
        frame(scene)
        view = scene.view
        assert view.dialog_open(obs)
        rows = seat_rows(scene)
        assert len(rows) >= 5, rows
        assert_covers_nothing(view.dialog.rect, rows, newest_log_lines(view), ("yedo", 5, len(match.actions)))
        seen += 1
    assert seen, "no trade was offered"
