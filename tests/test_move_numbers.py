"""One count of moves everywhere (issue 35): a position is numbered by the moves played to reach it,
"Move N" after the N-th action, before any the start. The table's title bar, the Load and Save
lists, the review's timeline and chart, the play-on dialog and the table played on from it, and
the command line's shots all say the same number for the same position."""
from __future__ import annotations

import random
import re

import pytest

from client import paths
from client.core import autosaves
from client.core.match import Match, Seat
from client.games import get
from client.render.screenshot import _NoWorker
from tests.text_spy import spy_text

pytestmark = pytest.mark.usefixtures("english_after")

MOVES = 30


def a_game(moves: int = MOVES) -> Match:
    seats = [Seat(f"P{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(4)]
    match = Match(get("samurai_sword"), {}, 7, seats)
    rng = random.Random(7)
    for _ in range(moves):
        match.play(rng.choice(match.state.legal_actions()))
    assert not match.state.is_over()
    return match


NUMBERED = re.compile(r"Move \d+(?: of \d+)?|Start(?: · \d+ moves?)?$|Play on from .*")


def said(drawn) -> list[str]:
    """The move numbers in what was drawn (the title bar's is at the end of its right-hand words)."""
    return [m.group() for d in drawn for m in [NUMBERED.search(d.text)] if m]


def table_words(app, match, monkeypatch) -> list[str]:
    from client.scenes import table_chrome
    from client.scenes.play import PlayScene

    drawn = spy_text(monkeypatch, table_chrome)
    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = 0
    scene.draw(app.screen)
    return said(drawn)


def test_the_table_the_load_list_and_the_review_number_a_position_alike(table_app, monkeypatch):
    from client.scenes import saves_menu
    from client.scenes.review import ReviewScene
    from client.widgets import timeline_bar

    match = a_game()
    assert table_words(table_app, match, monkeypatch) == [f"Move {MOVES}"]

    autosaves.autosave(match, paths.saves_dir())
    drawn = spy_text(monkeypatch, saves_menu, timeline_bar)
    load = saves_menu.LoadScene(table_app)
    load.draw(table_app.screen)
    assert said(drawn) == [f"Move {MOVES}"]

    review = ReviewScene(table_app, match, eyes=0, worker=_NoWorker(), estimates=0)
    for step, words in ((MOVES, f"Move {MOVES} of {MOVES}"), (12, f"Move 12 of {MOVES}"),
                        (1, f"Move 1 of {MOVES}"), (0, f"Start · {MOVES} moves")):
        review.go(step, jump=True)
        drawn.clear()
        review.draw(table_app.screen)
        assert said(drawn) == [words]
    review.exit()


def test_playing_on_from_a_reviewed_move_starts_at_that_move(table_app, monkeypatch):
    from client.scenes import review_dialogs
    from client.scenes.play import PlayScene
    from client.scenes.review import ReviewScene

    match = a_game()
    review = ReviewScene(table_app, match, step=12, eyes=0, worker=_NoWorker(), estimates=0)
    table_app.stack.reset(review)
    dialog = review_dialogs.PlayOnScene(table_app, review)
    drawn = spy_text(monkeypatch, review_dialogs)
    dialog.draw(table_app.screen)
    assert said(drawn) == ["Play on from move 12"]
    dialog.start()
    [table] = [s for s in table_app.stack if isinstance(s, PlayScene)]
    assert len(table.match.actions) == 12
    table_app.stack.clear()
    assert table_words(table_app, table.match, monkeypatch) == ["Move 12"]

    review.go(0, jump=True)
    drawn.clear()
    dialog.draw(table_app.screen)
    assert said(drawn) == ["Play on from the start"]


def test_the_chart_names_the_move_under_the_pointer(table_app):
    from client.scenes.review import ReviewScene

    match = a_game()
    own = [k for k in range(MOVES) if ReviewScene(table_app, match, eyes=0, worker=_NoWorker(), estimates=0)
           .timeline.steps[k].seat == 0]  # the chart's one point: a step the looking seat itself decided
    match.bot_notes[own[0]] = {"level": "normal", "iterations": 9, "value": 0.3, "seats": [0.3, 0.7, 0.5, 0.5],
                               "candidates": [[match.actions[own[0]], 9, 0.3]]}
    review = ReviewScene(table_app, match, eyes=0, worker=_NoWorker(), estimates=0)
    tip = review.chart.tip((review.bar.slider.x_of(12), review.chart.widget.rect.centery))
    assert tip[0] == "Chance to win around move 12" and tip[-1] == "Click to go to move 12"
    review.exit()


def test_a_shot_after_n_moves_shows_move_n(monkeypatch):
    from client.render.screenshot import render_game
    from client.scenes import table_chrome

    drawn = spy_text(monkeypatch, table_chrome)
    render_game("samurai_sword", players=4, seed=3, moves=20, seat=0, options={}, lang="en")
    assert said(drawn) == ["Move 20"]
