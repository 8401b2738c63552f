"""The review's chance-to-win chart (client/scenes/review_chart.py, client/core/chances.py) and its
log's "why the bot moved" tips: the bots' notes where they moved, short searches in the background
from the acting seat's observation, a click jumps, and before the end nothing of another seat's
secrets."""
import random

import pygame
import pytest

from client.ai import worker as worker_mod
from client.ai.advice import estimate_chances, notes_from_stats
from client.ai.ismcts import SearchStats
from client.ai.messages import ChancesRequest, ChanceValues, Position
from client.ai.worker import InlineWorker, bot_seed
from client.core.bot_notes import valid_note
from client.core.chances import Chances, coarse_to_fine
from client.core.match import Match, Seat
from client.games import get
from client.scenes import review_chart
from client.scenes.hints import why_lines
from client.scenes.review import ReviewScene
from client.scenes.table_chrome import TOP_BAR
from tests.panel_cover import assert_covers_nothing, newest_log_lines, seat_rows
from tests.test_hint_advice import twin

TINY = 4  # iterations of a background estimate here: what is tested is where they come from


@pytest.fixture(autouse=True)
def tiny_estimates(monkeypatch):
    monkeypatch.setattr(review_chart, "ITERATIONS", TINY)


def played(game, players, seed, humans, limit=None):
    """A seeded game of random moves (to its end, or ``limit`` moves)."""
    spec = get(game)
    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "normal") for i in range(players)]
    match = Match(spec, {}, seed, seats)
    rng = random.Random(seed)
    while not match.state.is_over() and (limit is None or len(match.actions) < limit):
        match.play(rng.choice(match.state.legal_actions()))
    return match


def fill(review) -> None:
    while review.chart.filling:
        review.update(0.0)


def test_the_chart_takes_the_bots_notes_and_the_end_where_they_are(table_app):
    match = played("himefuda", 2, 3, {0})
    assert match.state.is_over()
    seat_at = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0).timeline.steps
    steps = [k for k in range(len(match.actions)) if seat_at[k].seat == 1][::7]  # the bot's moves
    for k in steps[:3]:  # a note that keeps every seat's value
        match.bot_notes[k] = {"level": "normal", "iterations": 9, "value": 0.3, "seats": [0.3, 0.7],
                              "candidates": [[match.actions[k], 9, 0.3]]}
    old = steps[3]  # an older note: only the bot's own value
    match.bot_notes[old] = {"level": "normal", "iterations": 9, "value": 0.8,
                            "candidates": [[match.actions[old], 9, 0.8]]}
    match.bot_notes[steps[4]] = {"level": "easy"}  # a rule of thumb: nothing valued
    review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
    points = review.chart.chances.points
    end = len(match.actions)
    winner = match.state.winners()[0]
    assert points[end] == [1.0 if s == winner else 0.0 for s in range(2)]  # how it ended
    for k in steps[:3]:
        assert points[k] == [0.3, 0.7]
    assert points[old] == [None, 0.8]
    assert set(points) == {*steps[:4], end} and not review.chart.filling
    lines = review.chart.lines()
    assert [p for p in lines[0].points] == [(k, points[k][0]) for k in sorted(points) if points[k][0] is not None]


def test_background_estimates_fill_in_from_the_acting_seats_observation(table_app):
    match = played("himefuda", 2, 4, {0})
    review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=3)
    chances = review.chart.chances
    wanted = list(chances.todo)
    assert len(wanted) == 3 and wanted[:2] == [0, len(match.actions) - 1]  # coarse to fine: both ends first
    assert review.chart.filling and "estimating 0 of 3" in review.chart.caption()
    fill(review)
    spec = match.spec
    for k in wanted:
        state = spec.new_game(2, {}, match.seed)
        for action in match.actions[:k]:
            state.apply(action)
        seat = state.to_act
        expected = estimate_chances(spec, state.observation(seat), bot_seed(match.seed, seat, k), TINY)
        assert chances.points[k] == pytest.approx(expected, abs=1e-4), k
        assert all(0 <= v <= 1 for v in chances.points[k])
    swung = " · Click a marker to jump to that move" if review.chart.big_swings() else ""
    if any(review.chart.swing_kind(step) == "luck" for step in review.chart.big_swings()):
        swung += " · a die on a marker: luck decided it"
    assert review.chart.caption() == f"Chance to win{swung} · C keeps the chart open"


def motion(review, pos) -> None:
    review.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(review, pos) -> None:
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_clicking_the_chart_goes_to_that_step(table_app):
    match = played("yedo", 3, 2, {0}, limit=120)
    review = ReviewScene(table_app, match, step=0, worker=InlineWorker(), estimates=0)
    motion(review, (review.bar.slider.x_of(77), review.bar.strip.centery))  # pointed at, the folded strip opens
    review.draw(pygame.Surface((1600, 900)))  # the open chart lies where the table gives it room
    widget = review.chart.widget
    chart = widget.rect
    assert widget.plot().height >= review_chart.PLOT_H and chart.top > review.bar.slider.rect.bottom
    x = widget.x_at(77)
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, chart.centery), button=1))
    assert review.step == 77
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(chart.right - 1, chart.bottom - 2), button=1))
    assert review.step == len(match.actions)
    review.bar_shown = False  # Tab hides the timeline and its chart: the table gets the click
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, chart.centery), button=1))
    assert review.step == len(match.actions)


def test_the_chart_folds_away_from_the_table_and_opens_when_pointed_at_or_pinned(table_app):
    """Folded, the chart is a strip in the table's empty top margin; it opens while the pointer
    is on the slider or the chart, and C (or a click on its tab) keeps it open, for every review
    of this run, until C folds it again. Tab hides it with the timeline."""
    table_app.review_chart_open = False
    match = played("himefuda", 2, 3, {0}, limit=60)
    review = ReviewScene(table_app, match, step=10, worker=InlineWorker(), estimates=0)
    bar, widget = review.bar, review.chart.widget
    assert not review.chart_open and widget.rect == bar.strip and bar.strip.height <= 14
    assert review.bar_rect.bottom <= TOP_BAR.bottom + 6  # the tables' panels begin 8 px under their title bar
    surface = pygame.Surface((1600, 900))
    review.draw(surface)
    assert widget.tab is not None and widget.tab.bottom <= TOP_BAR.bottom + 8
    motion(review, (800, bar.chart.bottom + 30))  # on the table: still folded
    assert not review.chart_open
    motion(review, (800, bar.slider.rect.centery))  # on the slider: open, a sheet on the table
    assert review.chart_open and review.bar_rect.bottom <= TOP_BAR.bottom + 6  # the bar does not grow
    review.draw(surface)
    assert widget.rect == widget.full and widget.rect.height >= 120 and widget.rect.top > TOP_BAR.bottom
    motion(review, (widget.rect.centerx, widget.rect.bottom - 3))  # on the open chart: it stays open
    assert review.chart_open
    motion(review, (800, bar.chart.bottom + 30))  # on the table: folded
    assert not review.chart_open
    review.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0))
    assert review.chart_open and table_app.review_chart_open
    again = ReviewScene(table_app, match, step=10, worker=InlineWorker(), estimates=0)
    assert again.chart_open  # remembered for the run
    again.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    again.draw(surface)
    assert again.chart.widget.tab is None or not again.bar_shown  # hidden with the timeline
    review.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0))
    assert not review.chart_open and not table_app.review_chart_open
    review.draw(surface)
    step = review.step
    click(review, widget.tab.center)  # the tab pins it open; a click there never jumps
    assert review.chart_pinned and review.step == step
    review.draw(surface)
    click(review, widget.tab.center)  # open, its caption is the tab: folded again
    assert not review.chart_pinned and review.step == step
    table_app.review_chart_open = False


@pytest.mark.parametrize("game", ["shogun", "samurai_sword", "three_kingdoms", "himefuda", "yedo"])
def test_the_folded_chart_covers_nothing_of_the_game(table_app, game):
    """What the folded strip covers of the table under it is the same at the start and at the
    last step: frame and background, nothing of the game."""
    players = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}[game]
    match = played(game, players, 5, {0}, limit=80)
    review = ReviewScene(table_app, match, step=0, worker=InlineWorker(), estimates=0)
    covered = pygame.Rect(0, TOP_BAR.bottom, 1600, review.bar_rect.bottom - TOP_BAR.bottom)
    assert 0 < covered.height <= 6
    pictures = []
    for step in (0, len(match.actions)):
        review.go(step)
        surface = pygame.Surface((1600, 900))
        review.view.draw(surface, review.observation())
        pictures.append(pygame.image.tobytes(surface.subsurface(covered), "RGB"))
    assert pictures[0] == pictures[1]


def test_before_the_end_the_chart_tells_nothing_of_another_seats_secrets(table_app, monkeypatch):
    """Two reviews of one unfinished Samurai Sword game seen by seat 0: in the second, every true
    state the worker rebuilds is a twin (the other seats' roles and hands dealt again, as seat 0
    cannot tell) and the bots' notes are other figures. The chart is the same, and only seat 0's
    own steps have points."""
    match = played("samurai_sword", 4, 6, {0}, limit=60)
    assert not match.state.is_over()
    acting = ReviewScene(table_app, match, eyes=0, worker=InlineWorker(), estimates=0).chart.acting
    bots = [k for k in range(len(match.actions)) if acting[k] != 0]
    pictures, charts = [], []
    for variant in range(2):
        match.bot_notes = {k: {"level": "normal", "iterations": 5, "value": 0.1 + 0.3 * variant,
                               "seats": [0.1 + 0.3 * variant] * 4, "candidates": [[match.actions[k], 5, 0.2]]}
                           for k in bots}
        if variant:
            real = worker_mod.replayed
            monkeypatch.setattr(worker_mod, "replayed", lambda spec, message: twin(real(spec, message), 0))
        review = ReviewScene(table_app, match, eyes=0, worker=InlineWorker(), estimates=6)
        fill(review)
        surface = pygame.Surface((1600, 900))
        review.chart.draw(surface, review.step)
        pictures.append(pygame.image.tobytes(surface.subsurface(review.bar.chart), "RGB"))
        charts.append(review.chart.chances.points)
    assert charts[0] == charts[1] and pictures[0] == pictures[1]
    assert len(charts[0]) == 6 and all(acting[k] == 0 for k in charts[0])


def test_a_twin_changes_the_figures_of_a_bots_own_view(table_app):
    """The test above could not fail if a twin changed nothing: from the bot's own view it does."""
    match = played("samurai_sword", 4, 6, {0}, limit=60)
    state = match.state
    seat = state.to_act if state.to_act != 0 else 1
    other = twin(state, 0)
    assert other.observation(0).snapshot() == state.observation(0).snapshot()
    assert other.observation(seat).snapshot() != state.observation(seat).snapshot()


def test_the_review_log_tells_why_a_bot_moved_from_its_note(table_app):
    """The tip over a bot's move in the review's log is the live table's, from the match's notes:
    before the end a move made in secret (a face-down sortie) keeps what was weighed to itself."""
    match = played("himefuda", 2, 5, {0}, limit=40)
    review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
    assert not review.finished
    steps = review.timeline.steps
    told = next(k for k in range(len(match.actions)) if steps[k].seat == 1 and steps[k].text is not None)
    secret = next(k for k in range(len(match.actions)) if steps[k].seat == 1 and steps[k].text is None)
    for move in (told, secret):
        match.bot_notes[move] = {"level": "normal", "iterations": 30, "value": 0.4,
                                 "candidates": [[match.actions[move], 20, 0.45], ["end", 10, 0.35]]}
    tip = review.step_log.details(told + 1)  # the log line of move k leads to step k + 1
    assert tip == why_lines(review, 1, told, match.bot_notes[told], over=False)
    assert tip == ["Why P2 (Normal) played this",  # its hand is hidden: nothing it weighed is told
                   "It weighed its moves knowing what only it can see: what it weighed is shown when the game ends."]
    assert review.step_log.details(secret + 1)[1:] == [
        "It decided in secret: what it weighed is shown when the game ends."]
    human = next(k for k in range(len(match.actions)) if steps[k].seat == 0)
    assert review.step_log.details(human + 1) is None  # no note: nothing more than the log says
    easy = next(k for k in range(told + 1, len(match.actions)) if steps[k].seat == 1 and k != secret)
    match.bot_notes[easy] = {"level": "easy"}
    assert review.step_log.details(easy + 1)[1] == "It chose by its rule of thumb, without searching."


def test_the_reviews_tips_are_the_live_tables_read_from_its_timeline(table_app, monkeypatch):
    """Over every bot move the review's tip is the one the live table gives, and the review reads
    the state before the move from its timeline: it never replays the game for a tip, nor
    changes the state on the table."""
    import json

    from client.core.game import GameSpec
    from client.render.screenshot import _NoWorker
    from client.scenes.play import PlayScene

    match = played("himefuda", 2, 5, {0}, limit=40)
    review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
    bots = [k for k, step in enumerate(review.timeline.steps) if step.seat == 1]
    for k in bots:
        match.bot_notes[k] = {"level": "normal", "iterations": 30, "value": 0.4,
                              "candidates": [[match.actions[k], 20, 0.45], ["end", 10, 0.35]]}
    shown = review.match.state
    before = json.dumps(shown.snapshot(), sort_keys=True, default=str)
    made = []
    real = GameSpec.new_game
    monkeypatch.setattr(GameSpec, "new_game", lambda spec, *args: made.append(args) or real(spec, *args))
    tips = [review.step_log.details(k + 1) for k in bots]
    assert made == [], "a tip in the review replayed the game"
    assert review.match.state is shown and json.dumps(shown.snapshot(), sort_keys=True, default=str) == before
    monkeypatch.undo()
    play = PlayScene(table_app, match, worker=_NoWorker())
    assert play.viewer == 0 and len(bots) > 5 and all(tips)
    assert tips == [why_lines(play, 1, k, match.bot_notes[k], over=False) for k in bots]


def test_a_search_keeps_every_seats_value_and_a_note_keeps_it():
    stats = SearchStats(iterations=10, visits={"a": 6, "b": 4}, values={"a": 0.5, "b": 0.25},
                        seat_values=[0.4, 0.6])
    note = notes_from_stats("normal", stats)
    assert note["seats"] == [0.4, 0.6] and note["value"] == 0.4 and valid_note(note)
    assert not valid_note({**note, "seats": [0.4, 1.5]}) and not valid_note({**note, "seats": "x"})
    spec = get("yedo")
    state = spec.new_game(3, {}, 1)
    values = estimate_chances(spec, state.observation(state.to_act), 2, TINY)
    assert len(values) == 3 and all(0 <= v <= 1 for v in values)
    with InlineWorker() as worker:
        worker.send(ChancesRequest(Position("yedo", 3, {}, 1, [], state.to_act), TINY))
        answer = worker.poll().answer
    assert isinstance(answer, ChanceValues) and list(answer.values) == pytest.approx(values, abs=1e-4)


def test_coarse_to_fine_spreads_any_first_part_over_the_game():
    steps = list(range(0, 200, 2))
    order = coarse_to_fine(steps)
    assert sorted(order) == steps and order[:3] == [0, 198, 98]
    first = sorted(order[:9])
    assert max(b - a for a, b in zip(first, first[1:])) <= 26
    chances = Chances([0, 1, 0, 1, None], 2, True, None, {}, [1.0, 0.0], limit=2)
    assert chances.todo == [0, 3] and chances.points == {4: [1.0, 0.0]}
    unfinished = Chances([0, 1, 0, 1, 0], 2, False, 1, {0: {"level": "normal", "value": 0.9}}, limit=10)
    assert unfinished.todo == [1, 3] and unfinished.points == {}  # only the looking seat's steps


def test_closing_the_review_stops_its_chart_worker(table_app, monkeypatch):
    calls = []

    class Recording(InlineWorker):
        def send(self, request):
            calls.append(("ask", request.position.seat))
            return super().send(request)

        def stop(self, timeout: float = 0.0) -> None:
            calls.append(("stop", timeout))
            super().stop(timeout)

    monkeypatch.setattr(review_chart.ReviewChart, "new_worker", staticmethod(Recording))
    match = played("himefuda", 2, 4, {0}, limit=30)
    review = ReviewScene(table_app, match, estimates=2)
    table_app.stack.push(review)
    review.update(0.0)  # the first estimate is asked (and, in this process, answered)
    assert calls == [("ask", 0)]
    table_app.stack.remove(review)
    assert calls[-1] == ("stop", review_chart.STOP_SECONDS) and review.chart.rid is None


@pytest.mark.parametrize("game", ["shogun", "samurai_sword", "three_kingdoms", "himefuda", "yedo"])
def test_the_open_chart_lies_over_no_players_row_nor_the_logs_newest_lines(table_app, game):
    """Open, the chart is a sheet of its own on the table (issue 39: it covered the top players'
    rows): at least 120 px tall, its ends' names apart, over no seat's row and none of the log's
    three newest lines, at the start and at the end of a game of each table's most players; its
    lines themselves at least 120 px tall (in Shogun's they were 85 px: four seats in one band);
    in every game a wide strip along the table's foot."""
    players = {"shogun": 5, "samurai_sword": 7, "three_kingdoms": 5, "himefuda": 2, "yedo": 5}[game]
    match = played(game, players, 5, {0}, limit=90)
    table_app.review_chart_open = True
    try:
        review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
    finally:
        table_app.review_chart_open = False
    surface = pygame.Surface((1600, 900))
    for step in (2, len(match.actions)):
        review.go(step, jump=True)
        rows = seat_rows(review, lambda: review.set_eyes(review.viewer) or review.view)
        assert len(rows) >= players, rows
        review.draw(surface)
        chart = review.chart.widget.rect
        assert review.chart_open and review.chart.widget.plot().height >= 120, (game, review.chart.widget.plot())
        assert_covers_nothing(chart, rows, newest_log_lines(review.view), (game, step))
        # the critic: one place and one size, a wide strip along the table's foot over the hand (Yedo's
        # log's newest lines at the foot's left and the review's buttons at its right leave it 52 %;
        # Samurai Sword's hand is drawn whole beside it, the critic would not have the chart over it)
        wide = 0.5 if game in ("yedo", "samurai_sword") else 0.6
        assert chart.bottom >= 880 and chart.width >= wide * 1600, (game, chart)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_open_chart_tells_its_scale_and_each_seats_chance_at_the_step(table_app, monkeypatch, lang):
    """Issue 39: 0 %, 50 % and 100 % stand beside the lines, and each seat's name at its line's
    end says its chance where the review stands (the tooltip's figure there), all on the sheet."""
    from client.i18n import set_language
    from client.widgets import chance_chart

    match = played("yedo", 3, 2, {0})
    set_language(lang)
    try:
        review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
        review.toggle_chart()
        drawn: list[tuple[str, pygame.Rect]] = []
        real = chance_chart.draw_text

        def draw_text(surface, text, pos, size, colour, anchor="topleft", bold=False):
            rect = real(surface, text, pos, size, colour, anchor, bold)
            drawn.append((text, rect))
            return rect

        monkeypatch.setattr(chance_chart, "draw_text", draw_text)
        widget = review.chart.widget
        steps = sorted({k for line in review.chart.lines() for k, _v in line.points})
        for step in (steps[len(steps) // 2], len(match.actions)):
            review.go(step, jump=True)
            drawn.clear()
            review.draw(pygame.Surface((1600, 900)))
            sheet = widget.full
            on_sheet = [(text, rect) for text, rect in drawn if not rect.colliderect(widget.tabs[0])]  # but the strip's tab
            words = [text for text, rect in on_sheet if sheet.contains(rect)]
            assert len(words) == len(on_sheet), [(t, r) for t, r in on_sheet if not sheet.contains(r)]
            percent = "{}%"
            assert {percent.format(p) for p in (0, 50, 100)} <= set(words), words
            tip = review.chart.tip((widget.x_at(step), widget.plot().centery))
            figures = dict(line.split("：" if lang != "en" else ": ") for line in tip[1:-1])
            sep = "·" if lang != "en" else " · "
            for seat in match.seats:
                assert f"{seat.name}{sep}{figures[seat.name]}" in words, (step, seat.name, figures, words)
    finally:
        review.toggle_chart()
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_open_chart_counts_the_games_rounds_under_its_lines_and_marks_the_step(table_app, monkeypatch, lang):
    """Under the lines, the move axis says what it counts (Yedo: rounds) and the numbers where
    they begin, left to right, on the sheet; the round of the review's step stands in vermilion
    under it, where the step's line meets the axis."""
    from client.i18n import set_language
    from client.render import palette

    match = played("yedo", 3, 2, {0})
    set_language(lang)
    try:
        review = ReviewScene(table_app, match, worker=InlineWorker(), estimates=0)
        review.toggle_chart()
        drawn = record_text(monkeypatch)
        widget = review.chart.widget
        for step in (len(match.actions) // 2, len(match.actions)):
            review.go(step, jump=True)
            drawn.clear()
            review.draw(pygame.Surface((1600, 900)))
            plot, sheet = widget.plot(), widget.full
            under = [(text, rect, colour) for text, rect, colour in drawn if rect.top >= plot.bottom]
            assert all(sheet.contains(rect) for _t, rect, _c in under), under
            assert ("回合" if lang != "en" else "Round") in [text for text, _r, _c in under]
            numbers = [(rect.x, int(text)) for text, rect, colour in under
                       if text.isdigit() and colour != tuple(palette.SHEET_LIT)]
            assert len(numbers) >= 3 and [n for _x, n in sorted(numbers)] == sorted(n for _x, n in numbers)
            lit = [(text, rect) for text, rect, colour in under if colour == tuple(palette.SHEET_LIT)]
            rounds = review.timeline.rounds
            assert [text for text, _r in lit] == [str(rounds[step][1])], lit
            assert lit[0][1].left - 2 <= widget.x_at(step) <= lit[0][1].right + 2
            others = [(text, rect) for text, rect, colour in drawn if rect.colliderect(sheet) and
                      colour != tuple(palette.SHEET_LIT)]
            assert lit[0][1].collidelist([rect for _t, rect in others]) < 0, (lit, others)  # no seat's name on it
    finally:
        review.toggle_chart()
        set_language("en")


def test_the_move_axis_counts_the_games_own_turns_else_whose_turn_it_is_else_moves(table_app):
    """Yedo counts its rounds, Samurai Sword its turns (as its Load list line does); 3KingdomsBattle
    names none, so the axis counts the turns the timeline's slider marks; a game of one long turn
    counts its moves, about a dozen numbers across."""
    yedo = ReviewScene(table_app, played("yedo", 3, 2, {0}), worker=InlineWorker(), estimates=0)
    kind, marks = review_chart.counted_steps(yedo.timeline.rounds, yedo.timeline.turn_starts, len(yedo.timeline))
    assert kind == "round" and [n for _k, n in marks] == list(range(1, len(marks) + 1)) and len(marks) >= 10
    assert all(yedo.timeline.copy_at(at).round == n for at, n in marks)
    sword = played("samurai_sword", 4, 3, {0}, limit=200)
    review = ReviewScene(table_app, sword, worker=InlineWorker(), estimates=0)
    assert review.chart.axis(len(sword.actions)).here == sword.state.turns + 1
    assert review.chart.axis(0).unit == "Turn" and review.chart.axis(0).marks[0] == (0, 1)
    battle = ReviewScene(table_app, played("three_kingdoms", 3, 2, {0}, limit=80), worker=InlineWorker(),
                         estimates=0)
    assert battle.chart.counts == ("turn", [(at, k + 1) for k, at in enumerate(battle.timeline.turn_starts)])
    assert review_chart.counted_steps([None] * 121, [0], 120) == ("move", [(k, k) for k in range(0, 121, 10)])


def test_samurai_swords_chart_says_why_its_chances_add_up_past_a_hundred(table_app):
    """A seat of Samurai Sword wins with its camp: each line is the chance that the seat's camp
    wins, shared by allies, and the caption says so; a game where a seat wins alone says nothing."""
    sword = ReviewScene(table_app, played("samurai_sword", 4, 3, {0}, limit=60), worker=InlineWorker(), estimates=0)
    assert "allies share their camp's chance" in sword.chart.caption()
    yedo = ReviewScene(table_app, played("yedo", 3, 2, {0}, limit=60), worker=InlineWorker(), estimates=0)
    assert "allies" not in yedo.chart.caption()


def sheet(steps=60, on_go=None):
    """An open chart sheet on its own, 1000 px wide, its steps spread across it."""
    from client.widgets.chance_chart import ChanceChart

    full = pygame.Rect(100, 600, 1000, review_chart.CHART_H)
    return ChanceChart(full, lambda step: 100 + step * 10, steps, on_go or (lambda _step: None), pygame.Rect(100, 570, 1000, 20))


def test_the_open_chart_marks_the_looking_seats_biggest_swings_and_a_click_goes_there():
    """The critic: "it doesn't say why". The looking seat's three biggest drops and its biggest
    rise stand marked on its line, each with its change ("−30%"); a click on one goes to its step
    (the move that made it is that step's last); the other seats' swings are not marked."""
    from client.render.palette import seat_colour
    from client.widgets import chance_chart
    from client.widgets.chance_chart import ChartLine

    figures = [.5, .5, .5, .2, .22, .2, .6, .6, .6, .45, .45, .45, .4, .6, .45, .45]  # .4, .6: one zigzag
    mine = ChartLine("Ann", seat_colour(0), [(10 * k, v) for k, v in enumerate(figures)])
    other = ChartLine("Bot", seat_colour(1), [(0, .5), (10, .9), (20, .1), (150, .3)])
    went = []
    chart = sheet(steps=150, on_go=went.append)
    assert [(s.step, round(s.change, 2)) for s in chance_chart.swings(mine)] == [(30, -.29), (90, -.15), (60, .39)]
    surface = pygame.Surface((1600, 900))
    chart.draw(surface, [mine, other], 150, "Chance to win", focus=0)
    assert sorted(step for _box, step in chart.swing_marks) == [30, 60, 90]
    for box, step in chart.swing_marks:
        assert chart.full.contains(box)
        went.clear()
        assert chart.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.center, button=1))
        assert went == [step]
    marks = [box for box, _s in chart.swing_marks]
    assert all(a.collidelist([b for b in marks if b is not a]) < 0 for a in marks)  # apart, each one clickable
    chart.draw(surface, [mine, other], 150, "Chance to win")  # no looking seat: nothing marked
    assert chart.swing_marks == []


def test_in_the_review_s_and_a_click_on_a_swings_mark_go_to_its_move(table_app):
    """S and a click go to a swing's move; pointing at its mark tells (the critic: "−16%" said not
    what happened) whose chance changed and by how much, whether luck or a choice made it, the
    log's own lines for that move, then where a click goes."""
    match = played("yedo", 3, 2, {0})
    review = ReviewScene(table_app, match, step=0, worker=InlineWorker(), estimates=24)
    fill(review)
    review.toggle_chart()
    try:
        review.draw(pygame.Surface((1600, 900)))
        assert review.chart.widget.swing_marks
        for box, step in review.chart.widget.swing_marks:
            tip = review.chart.tip(box.center)
            assert tip[0].startswith("P1 ") and f"after move {step}" in tip[0] and "%" in tip[0]
            mover = review.match.seats[review.timeline.steps[step - 1].seat].name
            cause = {"luck": ["Luck: a die, a draw, the tower or a secret decided how it came out"],
                     "choice": [f"Choice: {mover}'s move came out as chosen"], None: []}[review.chart.swing_kind(step)]
            assert tip[1:-1] == cause + (review.move_lines(step - 1)[0] or ["The log tells nothing of this move."])
            assert tip[-1] == f"Click to go to move {step}"
        swung = review.chart.big_swings()
        assert swung and "Click a marker to jump to that move" in review.chart.caption()
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s")
        review.handle_event(key)
        assert review.step == swung[0]
        review.handle_event(key)
        assert review.step == (swung[1] if len(swung) > 1 else swung[0])
        review.draw(pygame.Surface((1600, 900)))
        box, step = review.chart.widget.swing_marks[-1]
        review.go(0, jump=True)
        review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.center, button=1))
        assert review.step == step
    finally:
        review.toggle_chart()


def test_each_seats_label_is_framed_in_its_own_colour():
    """The critic: Bot 2 (yellow) was framed in black like the black seat. Each name at a line's
    end is framed in its seat's colour (a pale one inside a thin ink line, that it shows on paper)."""
    from client.render.palette import SEAT_COLOURS
    from client.widgets.chance_chart import ChartLine

    lines = [ChartLine(colour.name, colour, [(0, .5), (60, .1 + .1 * k)]) for k, colour in enumerate(SEAT_COLOURS)]
    chart = sheet()
    surface = pygame.Surface((1600, 900))
    chart.draw(surface, lines, 60, "Chance to win")
    assert len(chart.name_boxes) == len(lines)
    for line, box in chart.name_boxes:
        assert tuple(surface.get_at((box.x + 1, box.centery)))[:3] == tuple(line.colour.rgb), line.name


def test_the_open_charts_scale_fits_its_lines_and_keeps_0_percent():
    """The critic: all lines sat between 10 % and 60 % of a 0-100 % scale. The scale runs from 0 %
    to the round figure next over the highest point, its figures at round steps."""
    from client.render.palette import seat_colour
    from client.widgets import chance_chart
    from client.widgets.chance_chart import ChartLine

    line = ChartLine("Ann", seat_colour(0), [(0, .25), (30, .45), (60, .1)])
    chart = sheet()
    drawn = []
    with pytest.MonkeyPatch.context() as patch:
        real = chance_chart.draw_text
        patch.setattr(chance_chart, "draw_text", lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k))
        chart.draw(pygame.Surface((1600, 900)), [line], 60, "Chance to win")
    assert {"0%", "20%", "40%", "60%"} <= set(drawn) and "100%" not in drawn
    plot = chart.plot()
    assert chart.y_of(.6) == plot.top and chart.y_of(0) == plot.bottom
    assert plot.top < chart.y_of(.45) < plot.centery  # the highest point in the sheet's top half
    assert chance_chart.scale([.9]) == (1.0, [0.0, 0.5, 1.0])


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_shoguns_move_axis_counts_seasons_its_years_bold_else_moves(lang):
    """The critic: Shogun's axis read "Year 1 … 1" (a game of one year). It counts the seasons
    (a new year's spring says its year); where a count begins fewer than three times, the moves."""
    from client.i18n import set_language

    state = get("shogun").new_game(3, {}, 1)
    standing = get("shogun").load_standing()
    assert standing.chart_round(state) == ("season", 0)
    rounds = [("season", 0)] * 10 + [("season", 1)] * 10 + [("season", 2)] * 10 + [("season", 4)] * 11
    assert review_chart.counted_steps(rounds, [0], 40) == ("season", [(0, 0), (10, 1), (20, 2), (30, 4)])
    assert review_chart.counted_steps([("season", 0)] * 91, [0, 10, 20, 30], 90)[0] == "move"
    set_language(lang)
    try:
        words = [review_chart.season_words(n) for n in (0, 1, 3, 4)]
    finally:
        set_language("en")
    assert words == (["Spring", "Summer", "Winter", "Year 2 · Spring"] if lang == "en" else ["春", "夏", "冬", "第2年·春"])


def record_text(patch) -> list[tuple[str, pygame.Rect, tuple]]:
    """A list that fills with what the chart writes from now on: (text, its rect, its colour)."""
    from client.widgets import chance_chart

    drawn: list[tuple[str, pygame.Rect, tuple]] = []
    real = chance_chart.draw_text

    def draw_text(surface, text, pos, size, colour, anchor="topleft", bold=False):
        rect = real(surface, text, pos, size, colour, anchor, bold)
        drawn.append((text, rect, tuple(colour)))
        return rect

    patch.setattr(chance_chart, "draw_text", draw_text)
    return drawn


def drawn_texts(chart, lines, step, **kw):
    """What ``chart`` writes when drawn open at ``step``: (text, its rect, its colour)."""
    with pytest.MonkeyPatch.context() as patch:
        drawn = record_text(patch)
        chart.draw(pygame.Surface((1600, 900)), lines, step, "Chance to win", **kw)
    return drawn


def test_a_line_whose_last_estimate_is_before_the_step_is_carried_on_to_it_dotted():
    """The critic: 3KingdomsBattle's lines ended at turn 24.5 with the cursor at 27. The last
    estimate is carried on, dotted (no new figure), to the step, and the seat's name stands there."""
    from client.render.palette import seat_colour
    from client.widgets.chance_chart import ChartLine

    line = ChartLine("Ann", seat_colour(0), [(0, .5), (30, .3), (40, .3)])
    chart = sheet(steps=60)
    surface = pygame.Surface((1600, 900))
    chart.draw(surface, [line], 60, "Chance to win")
    y = chart.y_of(.3)
    colour = tuple(seat_colour(0).rgb)
    row = [tuple(surface.get_at((x, y)))[:3] == colour for x in range(chart.x_at(44), chart.x_at(58))]
    assert any(row) and not all(row)  # dots: the seat's colour, and gaps
    (_line, box), = chart.name_boxes
    assert box.left > chart.x_at(60)  # beside the step, not the last estimate


def test_the_steps_count_is_written_once_at_its_own_x():
    """The critic: Samurai Sword's axis ended "15 15", Himefuda's red 7 stood off its tick. The
    step's count stands centred on the step's x, and no black number says the same or touches it."""
    from client.render import palette
    from client.render.palette import seat_colour
    from client.widgets.chance_chart import ChartLine, MoveAxis

    line = ChartLine("Ann", seat_colour(0), [(0, .5), (55, .3)])
    chart = sheet(steps=60)
    marks = [(k * 4, k + 1) for k in range(15)]  # turn 15 begins at step 56
    for step in (60, 58, 30):
        here = next(n for at, n in reversed(marks) if at <= step)
        drawn = drawn_texts(chart, [line], step, axis=MoveAxis("Turn", marks, here))
        under = [(t, r, c) for t, r, c in drawn if r.top >= chart.plot().bottom and t.isdigit()]
        lit = [r for t, r, c in under if c == tuple(palette.SHEET_LIT)]
        assert len(lit) == 1 and abs(lit[0].centerx - chart.x_at(step)) <= 1
        others = [(t, r) for t, r, c in under if c != tuple(palette.SHEET_LIT)]
        assert str(here) not in [t for t, _r in others]
        assert lit[0].inflate(8, 0).collidelist([r for _t, r in others]) < 0


def test_four_seats_chart_draws_an_even_line_at_a_quarter_and_two_seats_none(table_app):
    """The critic: four seats' lines lie flat near 25 %; a faint line at 1/N, called "even", lets a
    player read who is ahead. Two seats have the 50 % line; allies sharing a camp have no even."""
    from client.render.palette import seat_colour
    from client.widgets.chance_chart import ChartLine

    lines = [ChartLine(f"S{k}", seat_colour(k), [(0, .25), (60, .2 + .03 * k)]) for k in range(4)]
    chart = sheet(steps=60)
    even = [r for t, r, _c in drawn_texts(chart, lines, 60, even=.25) if t == "even"]
    assert len(even) == 1 and abs(even[0].bottom - chart.y_of(.25)) <= 3
    assert "even" not in [t for t, _r, _c in drawn_texts(chart, lines, 60)]
    four = ReviewScene(table_app, played("shogun", 4, 2, {0}, limit=30), worker=InlineWorker(), estimates=0)
    assert four.chart.even() == .25
    two = ReviewScene(table_app, played("himefuda", 2, 2, {0}, limit=30), worker=InlineWorker(), estimates=0)
    assert two.chart.even() is None
    sword = ReviewScene(table_app, played("samurai_sword", 4, 3, {0}, limit=30), worker=InlineWorker(), estimates=0)
    assert sword.chart.even() is None


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_counted_in_moves_the_axis_still_says_the_games_season_or_round(table_app, lang):
    """The critic: Shogun's and Yedo's 90-move saves read only "Move". Counted in moves (one
    season, two rounds), the axis writes where the game's own count begins: "Spring", "Round 2"."""
    from client.i18n import set_language

    yedo = played("yedo", 3, 2, {0})
    set_language(lang)
    try:
        shogun = ReviewScene(table_app, played("shogun", 4, 2, {0}, limit=60), worker=InlineWorker(), estimates=0)
        axis = shogun.chart.axis(60)
        assert axis.unit == ("Move" if lang == "en" else "步")
        assert axis.eras[0] == (0, "Spring" if lang == "en" else "春")
        review = ReviewScene(table_app, yedo, worker=InlineWorker(), estimates=0)
        rounds = review.timeline.rounds
        two = next(k for k, r in enumerate(rounds) if r[1] == 2)
        review.chart.counts = review_chart.counted_steps(rounds[:two + 20], [0], two + 19)  # as a save of two rounds
        eras = review.chart.axis(two + 10).eras
        assert eras[:2] == [(0, "Round 1" if lang == "en" else "第1回合"), (two, "Round 2" if lang == "en" else "第2回合")]
    finally:
        set_language("en")


def test_a_swings_tag_keeps_clear_of_the_seats_names_at_the_lines_end():
    """The critic: Samurai Sword's "−19%" lay on Bot 1's name. A swing near the lines' end puts its
    tag where no seat's name is, a few px apart."""
    from client.render.palette import seat_colour
    from client.widgets.chance_chart import ChartLine

    figures = [.5] * 14 + [.2]  # the drop at the last estimate, where the names stand
    lines = [ChartLine("Ann", seat_colour(0), [(4 * k, v) for k, v in enumerate(figures)])]
    lines += [ChartLine(f"Bot {k}", seat_colour(k), [(0, .5), (56, v)]) for k, v in ((1, .18), (2, .24), (3, .12))]
    chart = sheet(steps=60)
    chart.draw(pygame.Surface((1600, 900)), lines, 60, "Chance to win", focus=0)
    assert chart.swing_marks
    names = [box.inflate(10, 4) for _l, box in chart.name_boxes]
    for mark, _step in chart.swing_marks:
        assert mark.collidelist(names) < 0, (mark, names)


def test_a_swings_tip_tells_nothing_of_another_seats_secrets(table_app):
    """Before the end, seen by seat 0: every other seat's secret in a move's events swapped for
    another of its kind (a twin history seat 0 cannot tell apart) leaves each move's tip as it was;
    the swap shows once the game is open (so the test could fail)."""
    from client.core.game import Event

    match = played("samurai_sword", 4, 6, {0}, limit=60)
    review = ReviewScene(table_app, match, eyes=0, worker=InlineWorker(), estimates=0)
    before = [review.chart.swing_tip(k) for k in range(1, len(match.actions) + 1)]
    secret = [e for s in review.timeline.steps for e in s.events if e.private_to and 0 not in e.private_to]
    assert secret
    others = {}
    for event in secret:
        others.setdefault(event.kind, []).append(event.data)

    def swapped(event):
        if not event.private_to or 0 in event.private_to:
            return event
        kind = others[event.kind]
        other = next((d for d in kind if d != event.data), event.data)
        return Event(event.kind, other, event.private_to, event.redacted, event.reveals)

    real = list(review._entries)
    twin_entries = real[:review._first] + [type(e)(e.seat, e.action, tuple(map(swapped, e.events)), e.text, move=e.move)
                                           for e in real[review._first:]]

    def tips(entries):
        review._entries = entries
        return [review.chart.swing_tip(k) for k in range(1, len(match.actions) + 1)]

    assert tips(twin_entries) == before
    review.finished = review.log.open = True  # the same two histories read open: the swap tells
    assert tips(twin_entries) != tips(real)


def test_a_swing_luck_made_is_marked_apart_from_one_a_choice_made():
    """The critic: a swing mark should say whether luck (a die, a draw, the tower) or a choice
    made it. A luck swing's tag is framed in indigo with a die's face on it; a choice's in
    vermilion, as before."""
    from client.render import palette
    from client.render.palette import seat_colour
    from client.widgets.chance_chart import ChartLine

    figures = [.5, .5, .5, .2, .22, .2, .6, .6, .6, .45, .45, .45, .4, .6, .45, .45]
    mine = ChartLine("Ann", seat_colour(0), [(10 * k, v) for k, v in enumerate(figures)])

    def frames(lucky):
        chart = sheet(steps=150)
        surface = pygame.Surface((1600, 900))
        chart.draw(surface, [mine], 150, "Chance to win", focus=0, lucky=lucky)
        return {step: {tuple(surface.get_at((x, box.centery)))[:3] for x in range(box.left, box.right)}
                for box, step in chart.swing_marks}

    seen = frames(lambda step: step == 30)
    assert tuple(palette.AI) in seen[30] and tuple(palette.SHEET_LIT) not in seen[30]
    assert all(tuple(palette.SHEET_LIT) in seen[k] and tuple(palette.AI) not in seen[k] for k in (60, 90))


def test_a_swings_tip_says_luck_or_choice_from_the_looking_seats_view(table_app):
    """Pointing at a swing's mark tells whether luck or a choice made it, judged from what the
    looking seat saw (client/core/luck.py: a twin history is judged alike); another seat's move
    made in secret is not judged at all before the end (what it was stays the mover's)."""
    from client.core.luck import CHOICE, LUCK, move_kind

    match = played("himefuda", 2, 5, {0}, limit=40)
    review = ReviewScene(table_app, match, eyes=0, worker=InlineWorker(), estimates=0)
    assert not review.finished
    steps = review.timeline.steps
    secret = next(k for k in range(len(steps)) if steps[k].seat == 1 and steps[k].text is None)
    assert review.chart.swing_kind(secret + 1) is None
    told = [k for k in range(len(steps)) if steps[k].text is not None]
    for k in told[:12]:
        kind = review.chart.swing_kind(k + 1)
        assert kind == move_kind(review.timeline.copy_at(k), match.actions[k], 0) and kind in (LUCK, CHOICE, None)
        tip = review.chart.swing_tip(k + 1)
        if kind == LUCK:
            assert tip[1] == "Luck: a die, a draw, the tower or a secret decided how it came out"
        elif kind == CHOICE:
            assert tip[1] == f"Choice: {match.seats[steps[k].seat].name}'s move came out as chosen"


def test_the_chart_kept_open_keeps_its_rows_at_the_foot_from_the_table(table_app):
    """The critic: the open chart covered Samurai Sword's hand. Kept open with C, the chart's
    sheet keeps its rows at the table's foot from the table (``foot_reserved``): the table's own
    foot (``TableView.foot``) ends above the sheet, whatever game it is; folded, or only peeked
    at while the pointer is on the slider, the whole table is the table's again."""
    from client.scenes.table_chrome import TABLE_FOOT

    surface = pygame.Surface((1600, 900))
    for game, players in (("samurai_sword", 4), ("shogun", 3)):
        match = played(game, players, 6, {0}, limit=30)
        review = ReviewScene(table_app, match, eyes=0, worker=InlineWorker(), estimates=0)
        review.draw(surface)
        assert review.foot_reserved == 0 and review.view.foot() == TABLE_FOOT
        review.chart_pointed = True  # a peek
        review.draw(surface)
        assert review.foot_reserved == 0
        review.chart_pointed = False
        review.toggle_chart()
        try:
            review.draw(surface)
            sheet_rect = review.chart.widget.full
            assert sheet_rect.bottom == TABLE_FOOT and review.foot_reserved == TABLE_FOOT - sheet_rect.top > 0
            assert review.view.foot() < sheet_rect.top
        finally:
            review.toggle_chart()
        review.draw(surface)
        assert review.foot_reserved == 0


@pytest.mark.parametrize("game, players", [("shogun", 4), ("samurai_sword", 4), ("three_kingdoms", 4),
                                           ("himefuda", 2), ("yedo", 4)])
def test_the_chart_kept_open_hides_nothing_of_the_table(table_app, monkeypatch, game, players):
    """The critic: kept open, the chart covered Shogun's plans, 3KingdomsBattle's map foot,
    Himefuda's hand and Yedo's mission cards. Kept open, nothing the table draws lies under the
    sheet: what is there is the same at the first step and the last (with the sheet itself left
    out), however different the tables are; the table is drawn whole above it, and a point on it
    is the table's own point."""
    match = played(game, players, 6, {0}, limit=60)
    review = ReviewScene(table_app, match, eyes=0, worker=InlineWorker(), estimates=0)
    monkeypatch.setattr(review.chart, "draw", lambda surface, step: None)  # the sheet left out
    monkeypatch.setattr(review, "chart_pinned", True)  # kept open with C (the app's own choice left alone)
    surface = pygame.Surface((1600, 900))
    under = []
    for step in (0, len(review.timeline)):
        review.go(step, jump=True)
        review.draw(surface)
        sheet = pygame.Rect(review.chart.widget.full)
        assert review.foot_reserved > 0 and sheet.width > 600  # it lies at the foot, wide
        under.append((sheet, pygame.image.tobytes(surface.subsurface(sheet), "RGB")))
    assert under[0] == under[1]
    squeeze = review.table_squeeze()
    if squeeze is not None:  # the table drawn smaller, whole, above the sheet
        column, drawn = squeeze
        assert column.bottom == sheet.bottom and drawn.bottom < sheet.top and drawn.top == column.top
        assert drawn.width / column.width == pytest.approx(drawn.height / column.height, abs=0.01)
        x, y = review.to_table(drawn.center)
        assert abs(x - column.centerx) <= 2 and abs(y - column.centery) <= 2
        assert review.to_table((column.x + 1, sheet.top - 2)) == (-1, -1)  # the ground beside it: off the table
    else:
        assert review.view.keeps_clear_of_chart  # Samurai Sword lays its hand out beside the sheet


def test_the_move_axis_numbers_a_tidy_step_and_nothing_runs_into_its_unit():
    """The critic: 3KingdomsBattle's axis read "1 2 3 … 27" at uneven gaps; Shogun's "Move" ran into
    "Spring". The axis writes the first count and then every 1st, 2nd, 5th, 10th… whichever is the
    finest that keeps to a dozen numbers standing apart; the unit, the game's own count and the
    numbers never touch."""
    from client.render import palette
    from client.render.palette import seat_colour
    from client.widgets.chance_chart import AXIS_NUMBERS, ChartLine, MoveAxis

    line = ChartLine("Ann", seat_colour(0), [(0, .5), (90, .3)])
    chart = sheet(steps=90)
    turns = [(0, 1)] + [(at, n) for n, at in enumerate(sorted({3 * k + k % 2 for k in range(1, 30)})[:26], 2)]
    drawn = drawn_texts(chart, [line], 88, axis=MoveAxis("Turn", turns, 27))
    numbers = [(int(t), r) for t, r, c in drawn if t.isdigit() and r.top >= chart.plot().bottom
               and c != tuple(palette.SHEET_LIT)]
    assert numbers[0][0] == 1 and 3 <= len(numbers) <= AXIS_NUMBERS
    assert {n for n, _r in numbers[1:]} <= set(range(5, 28, 5))  # every 5th turn: 27 at 1 and 2 are too many
    eras = MoveAxis("Move", [(k, k) for k in range(0, 91, 10)], 0, eras=[(0, "Spring"), (50, "Summer")])
    for step in (0, 60):
        drawn = drawn_texts(chart, [line], step, axis=eras)
        boxes = [r for t, r, _c in drawn if r.top >= chart.plot().bottom]
        said = {t: r for t, r, _c in drawn}
        if "Spring" in said:  # the game's count begins a word's gap after the unit, never against it
            assert said["Spring"].left - said["Move"].right >= 6
        for k, a in enumerate(boxes):
            assert a.inflate(4, 0).collidelist(boxes[k + 1:]) < 0, [t for t, _r, _c in drawn]
