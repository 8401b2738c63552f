"""Review: the timeline rebuilds any step, the review draws each step as live play did, whose
eyes it is drawn through, playing on from a step, and the places that open it."""
import json
import random
import sys
import time

import pygame
import pytest

from client import paths
from client.core import autosaves, saves
from client.core.match import Match, Seat
from client.core.timeline import Timeline, play_on, turn_starts
from client.games import REGISTRY, get
from client.games.shogun.layout import NSLOTS
from client.i18n import _
from client.render.screenshot import _NoWorker
from client.scenes.review import EDGE, ReviewScene, eyes_choices
from tests.table_record import SHOWN, card_names, spy_pictures
from tests.text_spy import spy_all_text, spy_text

GAMES = sorted(REGISTRY)
PLAYERS = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}
LIVE_STEPS = 40  # per game: enough for several turns, a few seconds in all


class SilentWorker:
    """The chart's worker in these tests: asked, it never answers (tests/test_review_chart.py
    runs the estimates)."""

    def send(self, request) -> int:
        return 1

    def poll(self):
        return None

    def cancel(self) -> None: ...

    def stop(self, timeout: float = 0.0) -> None: ...


@pytest.fixture(autouse=True)
def no_chart_worker(monkeypatch):
    """No worker process is started by a review's chart here."""
    monkeypatch.setattr("client.scenes.review_chart.ReviewChart.new_worker", staticmethod(SilentWorker))


def random_actions(spec, players, seed, limit=None):
    state = spec.new_game(players, {}, seed)
    rng, actions = random.Random(seed), []
    while not state.is_over() and (limit is None or len(actions) < limit):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions


def frozen(state) -> str:
    """A state's snapshot as text: some games' snapshots share lists the state goes on changing."""
    return json.dumps(state.snapshot(), sort_keys=True, default=str)


def seats(players, humans):
    return [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "easy") for i in range(players)]


@pytest.mark.parametrize("game", GAMES)
def test_any_step_of_the_timeline_is_the_step_replayed_in_order(game):
    spec, players = get(game), PLAYERS[game]
    actions = random_actions(spec, players, 5, limit=160)
    timeline = Timeline(spec, players, {}, 5, actions, every=16)
    state, expected = spec.new_game(players, {}, 5), []
    for action in [None, *actions]:
        if action is not None:
            state.apply(action)
        expected.append(frozen(state))
    order = list(range(len(actions) + 1))
    random.Random(1).shuffle(order)
    for step in order + [3, 4, 5, 20, 19]:  # random jumps, then forward and back by one
        assert frozen(timeline.state_at(step)) == expected[step], step


@pytest.mark.parametrize("game", GAMES)
def test_a_copy_of_any_step_leaves_the_step_shown_as_it_is(game):
    spec, players = get(game), PLAYERS[game]
    actions = random_actions(spec, players, 5, limit=100)
    timeline = Timeline(spec, players, {}, 5, actions, every=16)
    mid = len(actions) // 2
    assert mid > 16
    shown = timeline.state_at(mid)
    seen = frozen(shown)
    for step in (0, 16, mid - 1, mid, mid + 1, len(actions)):
        copy = timeline.copy_at(step)
        assert copy is not shown and frozen(copy) == frozen(Timeline(spec, players, {}, 5, actions[:step]).state_at(step))
        assert frozen(shown) == seen, step
    assert timeline.state_at(mid + 1) is shown, "the step shown is still played on by one action"


def test_turns_skip_answers_out_of_turn():
    # seat 0 plays, seat 1 parries once, seat 0 goes on; then seat 1's own turn
    assert turn_starts([0, 0, 1, 0, 0, 1, 1, 1, 2]) == [0, 5, 8]
    assert turn_starts([0, 1], markers=["a", "a", "b"]) == [0, 2]


@pytest.mark.parametrize("game", GAMES)
def test_stepping_through_a_review_shows_what_live_play_showed(table_app, game, monkeypatch):
    """Live play of a whole seeded game, one human at seat 0: at each step the table's observation
    and log lines; the review, stepping forward from the opening, gives the view the same at every
    step, and at a few steps spread over the game draws the same table (but for its own bar over
    the title bar, its buttons in Undo's and Menu's place, the lit step and its words in the
    decision panel)."""
    from client.scenes.play import PlayScene

    spec, players = get(game), PLAYERS[game]
    actions = _to_a_bot(spec, players, random_actions(spec, players, 7))
    waiting = _bot_to_act(spec, players, actions)  # steps where live play's panel waits for a bot
    drawn_at = {next(k for k in waiting if k >= len(actions) * q // 4) for q in (1, 2, 3, 4)}
    monkeypatch.setattr(time, "monotonic", lambda: 100.0)  # the same phase of every pulsing frame
    live = PlayScene(table_app, Match(spec, {}, 7, seats(players, {0})), worker=_NoWorker())
    live.viewer = 0
    shown = [(frozen(live.observation()), live.log.lines())]
    pictures = {}
    bar = ReviewScene(table_app, live.match, step=0).bar_rect  # where a review draws its own bar
    for k, action in enumerate(actions, 1):
        _play_quietly(live, action)
        shown.append((frozen(live.observation()), list(live.log.lines())))
        if k in drawn_at:
            pictures[k] = _drawn_without_the_review_parts(live, live, bar)
    review = ReviewScene(table_app, live.match, step=0)
    assert review.viewer == 0 and not review.finished
    review.log.light_newest = False
    for step in range(len(actions) + 1):
        if step:
            review.move("next")
            review.update(10.0)  # let any animation finish
        assert review.step == step
        assert (frozen(review.observation()), review.log.lines()) == shown[step], step
        if step in pictures:
            monkeypatch.setattr(review, "review_line", lambda: live.view.waiting_line(review.match.to_act))
            assert _drawn_without_the_review_parts(review, live, bar) == pictures[step], step
    assert len(pictures) >= 2 and len(actions) > 50
    review.go(len(actions) // 2)  # a jump: the same observation, drawn by the same view
    assert frozen(review.observation()) == shown[len(actions) // 2][0]
    review.draw(pygame.Surface((1600, 900)))


def _drawn_without_the_review_parts(scene, live, bar: pygame.Rect) -> bytes:
    """The scene drawn, with what a review draws differently blacked out (``bar``, the review's bar
    over the title bar with its chart; Play on and Back where Undo and Menu are)."""
    surface = pygame.Surface((1600, 900))
    scene.draw(surface)
    for differs in (bar, scene.view.undo.rect.union(scene.view.menu.rect).inflate(8, 8),
                    live.view.undo.rect.union(live.view.menu.rect).inflate(8, 8)):
        surface.fill((0, 0, 0), differs)
    return _pixels(surface)


def _bot_to_act(spec, players, actions) -> list[int]:
    """The steps of ``actions`` after which a bot (not seat 0) is to act."""
    state, out = spec.new_game(players, {}, 7), []
    for k, action in enumerate(actions, 1):
        state.apply(action)
        if state.to_act != 0 and not state.is_over():
            out.append(k)
    return out


def _to_a_bot(spec, players, actions):
    """``actions`` cut where a bot (not seat 0) is to act: live play's decision panel then waits."""
    waiting = _bot_to_act(spec, players, actions)
    return actions[:waiting[-1] if waiting else 0]


def _play_quietly(scene, action):
    """Live play's own path (log, events to the view) without autosaving or asking bots."""
    seat = scene.match.to_act
    text = scene.match.state.public_describe(action)
    events = scene.match.play(action)
    from client.core.game import events_for

    scene.log.add(seat, action, events, text)
    scene.view.on_events(events_for(events, scene.viewer), seat, action)
    scene.view.update(10.0)


@pytest.mark.parametrize("game", GAMES)
def test_before_the_end_the_review_shows_only_the_looking_seat(table_app, game):
    spec, players = get(game), PLAYERS[game]
    actions = random_actions(spec, players, 9, limit=30)
    match = Match.replay(spec, {}, 9, seats(players, {0, 1} if players > 2 else {1}), actions)
    # several people: the one at the screen (1), else the public table; one person: theirs
    assert eyes_choices(match.seats, False, 1) == [1]
    assert eyes_choices(match.seats, False) == ([None] if players > 2 else [1])
    review = ReviewScene(table_app, match, step=0, eyes=1)
    for step in range(0, len(actions) + 1, 3):
        review.go(step)
        truth = review.timeline.state_at(step)
        assert frozen(review.observation()) == frozen(truth.observation(1))
    bots = Match.replay(spec, {}, 9, seats(players, set()), actions)
    assert ReviewScene(table_app, bots, eyes=0).viewer is None  # bots only: the public table
    assert frozen(ReviewScene(table_app, bots).observation()) == frozen(bots.state.observation(None))


def test_after_the_end_everything_is_open(table_app):
    spec = get("samurai_sword")
    actions = random_actions(spec, 4, 3)
    match = Match.replay(spec, {}, 3, seats(4, {0}), actions)
    review = ReviewScene(table_app, match, step=10)
    assert review.finished and eyes_choices(match.seats, True) == [0, 1, 2, 3]
    seen = review.observation()
    truth = review.timeline.state_at(10)
    assert seen.roles == truth.roles and seen.hands == truth.hands  # every role and hand
    review.change_eyes()
    assert review.viewer == 1 and review.observation().viewer == 1


def test_playing_on_starts_a_new_game_at_that_step_and_keeps_the_original(table_app):
    from client.scenes.play import PlayScene
    from client.scenes.review_dialogs import PlayOnScene

    spec = get("yedo")
    actions = random_actions(spec, 3, 4, limit=80)
    match = Match.replay(spec, {}, 4, seats(3, {0}), actions)
    path = paths.saves_dir() / "mine.json"
    saves.write_atomic(path, saves.dumps(match))
    before = path.read_bytes()
    loaded = autosaves.load_path(path, get)
    review = ReviewScene(table_app, loaded, step=50)
    table_app.stack.reset(review)
    dialog = PlayOnScene(table_app, review)
    dialog.rows[1].step(-1)  # seat 2: from an easy bot to a random one
    dialog.kinds[0] = "normal"  # seat 1: a bot now
    dialog.start()
    [table] = [s for s in table_app.stack if isinstance(s, PlayScene)]
    assert table.match.match_id != loaded.match_id
    assert table.match.actions == actions[:50]
    assert frozen(table.match.state) == frozen(review.timeline.state_at(50))
    assert [s.kind for s in table.match.seats] == ["bot", "bot", "bot"]
    assert table.match.seats[1].level == "random"
    assert path.read_bytes() == before
    assert autosaves.load_path(autosaves.newest_path(paths.saves_dir(), table.match.match_id), get).actions \
        == actions[:50]
    table_app.stack.clear()
    other = play_on(match, 10, list(match.seats))
    assert frozen(other.state) == frozen(Timeline.of_match(match).state_at(10))


def test_the_play_on_dialog_names_each_seat_as_it_is_chosen(table_app, monkeypatch):
    """A bot's seat switched to Human loses its level beside its name; a human made a bot gains one."""
    from client.scenes import review_dialogs

    spec = get("samurai_sword")
    match = Match.replay(spec, {}, 4, seats(4, {0}), random_actions(spec, 4, 4, limit=20))
    review = ReviewScene(table_app, match, step=10)
    dialog = review_dialogs.PlayOnScene(table_app, review)
    drawn = spy_text(monkeypatch, review_dialogs)

    def names() -> list[str]:
        drawn.clear()
        dialog.draw(table_app.screen)
        return [d.text for d in drawn if d.text.startswith("P")][-4:]  # the seats, under the title

    assert names() == ["P1", "P2 (Easy)", "P3 (Easy)", "P4 (Easy)"]
    for row, clicks in ((dialog.rows[1], 3), (dialog.rows[0], 3)):  # Easy → Human; Human → Normal
        for _click in range(clicks):  # the choice's right arrow steps forward
            right = (row.rect.right - 4, row.rect.centery)
            dialog.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=right, button=1))
    assert dialog.kinds[:2] == ["normal", "human"]
    assert names() == ["P1 (Normal)", "P2", "P3 (Easy)", "P4 (Easy)"]


def test_review_opens_from_results_load_list_and_pause_and_esc_goes_back(table_app):
    from client.scenes.pause import PauseScene
    from client.scenes.play import PlayScene
    from client.scenes.results import ResultsScene
    from client.scenes.saves_menu import LoadScene

    spec = get("himefuda")
    actions = random_actions(spec, 2, 2)
    over = Match.replay(spec, {}, 2, seats(2, {0}), actions)
    stack = table_app.stack

    results = ResultsScene(table_app, over)
    stack.reset(results)
    [button] = [b for b in results.buttons if b.label == "Review"]
    button.on_click()
    assert isinstance(stack.top, ReviewScene) and stack.top.step == len(actions)
    stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert stack.top is results

    autosaves.autosave(Match.replay(spec, {}, 2, seats(2, {0}), actions[:30]), paths.saves_dir())
    load = LoadScene(table_app)
    stack.reset(load)
    [(entry, _row, _delete, review_box)] = list(load.rows())
    load.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=review_box.center))
    assert isinstance(stack.top, ReviewScene) and len(stack.top.timeline) == 30 and stack.top.viewer == 0
    stack.top.back()
    assert stack.top is load

    play = PlayScene(table_app, Match.replay(spec, {}, 2, seats(2, {0}), actions[:20]), worker=_NoWorker())
    stack.reset(play)
    pause = PauseScene(table_app, play)
    stack.push(pause)
    pause.review()
    assert isinstance(stack.top, ReviewScene) and stack.top.viewer == 0
    stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert stack.top is pause
    stack.clear()


def hot_seat(app, seed: int = 3):
    """Samurai Sword at one screen: P1 and P2 people, P3 and P4 bots (answering at once), played
    through the live table from a seeded start, the first person called at the screen (the
    table's ``viewer``). Returns the table."""
    from client.scenes.play import PlayScene
    from tests.test_hot_seat_curtain import SeededBots

    spec = get("samurai_sword")
    match = Match(spec, {}, seed, [Seat(f"P{i + 1}", i, "human" if i < 2 else "bot", "random") for i in range(4)])
    bots = SeededBots(seed)
    play = PlayScene(app, match, worker=bots)
    bots.scene, play.autosave = play, (lambda: None)
    app.stack.reset(play)
    app.stack.top.lift()
    assert play.viewer in (0, 1)
    return play


def until(play, want, seed: int = 3) -> None:
    """Play on at random (people lifting their curtains) until ``want()``."""
    from client.scenes.curtain import CurtainScene

    rng = random.Random(seed)
    for _ in range(400):
        if want():
            return
        top = play.app.stack.top
        if isinstance(top, CurtainScene):
            top.lift()
        elif play.match.seats[play.match.to_act].is_human:
            assert play.human_action(rng.choice(play.observation().legal_actions()))
        else:
            play.update(0.0)
    raise AssertionError("the game never came there")


def review_from_pause(app, play) -> ReviewScene:
    from client.scenes.pause import PauseScene

    pause = PauseScene(app, play)
    app.stack.push(pause)
    pause.review()
    review = app.stack.top
    assert isinstance(review, ReviewScene), "the review opens at once: nobody is asked who is looking"
    return review


def test_hot_seat_review_from_the_table_is_through_the_eyes_of_the_person_at_the_screen(table_app):
    play = hot_seat(table_app)
    me = play.viewer
    review = review_from_pause(table_app, play)
    assert review.viewer == me and review.choices == [me] and not review.eyes_button.enabled
    review.change_eyes()  # nobody else's eyes before the end
    assert review.viewer == me
    assert frozen(review.observation()) == frozen(play.match.state.observation(me))
    review.back()
    table_app.stack.top.resume_game()  # Esc → Review → Back → Resume
    # a bot to act after that person (the table shows the public view meanwhile): still them there
    until(play, lambda: play.viewer is None and not play.match.seats[play.match.to_act].is_human)
    me = play.seen_by
    assert me in (0, 1)
    review = review_from_pause(table_app, play)
    assert review.viewer == me and review.choices == [me]
    table_app.stack.clear()


def test_hot_seat_review_from_behind_the_curtain_shows_only_the_public_table(table_app):
    from client.scenes.curtain import CurtainScene

    play = hot_seat(table_app)
    me = play.viewer
    until(play, lambda: isinstance(table_app.stack.top, CurtainScene) and table_app.stack.top.seat is not play.match.seats[me])
    assert play.seen_by == me  # the one who saw the table last; but the other may be at the screen now
    table_app.toasts.clear()
    table_app.stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    table_app.stack.top.review()
    review = table_app.stack.top
    assert isinstance(review, ReviewScene) and review.viewer is None and review.choices == [None]
    assert frozen(review.observation()) == frozen(play.match.state.observation(None))
    review.enter()  # (pushed already: entered) once more changes nothing
    assert [text for text, _seconds in table_app.toasts] == [
        _("Several players share this game: until it ends, the review shows only what everyone may see.")]
    table_app.stack.clear()


def test_hot_seat_review_from_the_load_list_shows_only_the_public_table_until_the_end(table_app):
    from client.scenes.saves_menu import LoadScene

    spec = get("three_kingdoms")
    actions = random_actions(spec, 3, 1)
    for upto, eyes in ((20, [None]), (len(actions), [0, 1, 2])):  # before the end, then after it
        for old in paths.saves_dir().glob("*.json"):
            old.unlink()
        autosaves.autosave(Match.replay(spec, {}, 1, seats(3, {0, 2}), actions[:upto]), paths.saves_dir())
        load = LoadScene(table_app)
        table_app.stack.reset(load)
        [(_entry, _row, _delete, review_box)] = list(load.rows())
        load.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=review_box.center))
        review = table_app.stack.top
        assert isinstance(review, ReviewScene) and review.choices == eyes and review.viewer == eyes[0]
        if upto < len(actions):
            assert frozen(review.observation()) == frozen(review.timeline.state_at(upto).observation(None))
        else:  # all open: any seat's place at the table, one after another
            review.change_eyes()
            assert review.viewer == 1
    table_app.stack.clear()


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_the_review_covers_only_the_title_bar_and_every_label_fits(table_app, language):
    """The timeline takes the table's title bar, Play on and Back take Undo's and Menu's places:
    nothing else of any table is covered, and every label fits its box at 12 px or more."""
    from client.i18n import set_language
    from client.render.text import layout_in_box
    from client.scenes.table_chrome import TOP_BAR

    set_language(language)
    try:
        for game in GAMES:
            spec, players = get(game), PLAYERS[game]
            match = Match.replay(spec, {}, 2, [Seat(f"Player {i + 1}", i, "human", "easy") for i in range(players)],
                                 random_actions(spec, players, 2, limit=30))
            review = ReviewScene(table_app, match, eyes=players - 1, chart_height=0)  # the chart: below
            assert review.bar_rect == TOP_BAR
            view = review.view
            assert not view.undo.visible and not view.menu.visible
            assert review.play_on_button.rect == view.undo.rect and review.back_button.rect == view.menu.rect
            bar = review.bar
            for widget in [*bar.buttons, review.eyes_button]:
                assert TOP_BAR.contains(widget.rect)
            knob = bar.slider.rect.centery, bar.slider.knob
            assert TOP_BAR.top < knob[0] - knob[1] and knob[0] + knob[1] < TOP_BAR.bottom
            review.finished = True  # the longest eyes label: "All open · seen from Player 4"
            long_step = pygame.Rect(bar.label_rect)
            labels = [(review.eyes_button, review.eyes_label()), (review.play_on_button, None),
                      (review.back_button, None)]
            for button, text in labels:
                box = button.rect.inflate(-20, -8)
                laid = layout_in_box(text or button.text(), box.width, box.height, button.size)
                assert not laid.truncated and laid.size >= 12, (game, text or button.text(), laid)
            laid = layout_in_box(_("Move {k} of {n}").format(k=1731, n=1731), long_step.width, long_step.height, 20)
            assert not laid.truncated and laid.size >= 12
        charted = ReviewScene(table_app, match, chart_height=60)  # room for a chart, under the slider
        chart, strip, slider = charted.bar.chart, charted.bar.strip, charted.bar.slider.rect
        assert chart.top == strip.top == slider.bottom + 1 and chart.height == 60
        assert (chart.left, chart.width) == (strip.left, strip.width) == (slider.left, slider.width)
        assert charted.bar_rect.bottom == strip.bottom + EDGE <= TOP_BAR.bottom + 6  # folded: the table's margin
        charted.toggle_chart()  # open, the chart lies on the table: the bar keeps to the margin
        assert charted.bar_rect.bottom == strip.bottom + EDGE
        charted.toggle_chart()
    finally:
        set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_the_review_asks_nothing_of_the_looking_seat(table_app, game, monkeypatch):
    """Where the looking seat was to decide, the table offers no choice and says instead whose
    move it was and what they did (the log's words for it)."""
    spec, players = get(game), PLAYERS[game]
    actions = random_actions(spec, players, 4, limit=60)
    match = Match.replay(spec, {}, 4, seats(players, {0}), actions)
    review = ReviewScene(table_app, match, eyes=0)
    timeline = review.timeline
    told = [k for k in range(len(actions)) if timeline.steps[k].seat == 0
            and review.log.write(review.log_entry(k), "en")]
    step = told[len(told) // 2]
    review.go(step)
    obs = review.observation()
    assert obs.to_act == 0 and not review.view.my_turn(obs) and review.view.legal(obs) == []
    drawn = spy_text(monkeypatch, *[m for name, m in sys.modules.items() if name.startswith(f"client.games.{game}.")
                                   and hasattr(m, "draw_text_in_box")])
    review.draw(pygame.Surface((1600, 900)))
    line = review.review_line()
    assert line.startswith(("Next, P1: ", "Next: P1 ")) and review.log.write(review.log_entry(step), "en")[0] in line
    assert any(d.text == line for d in drawn)
    assert not any(d.text.startswith("Waiting for") for d in drawn)


@pytest.mark.parametrize("game", GAMES)
def test_the_review_names_each_move_never_a_turns_heading(table_app, game):
    """The decision panel's words for a step are its move's: never the line that heads the next
    turn or round ("— P2's turn —", "— Round 2 —", a Shogun season's opening), and a move the log
    says nothing of (ending a phase) is named by its own words, not by the same seat's next move."""
    spec, players = get(game), PLAYERS[game]
    headings_met = quiet_met = 0
    for seed in (1, 2):
        actions = random_actions(spec, players, seed, limit=150)
        review = ReviewScene(table_app, Match.replay(spec, {}, seed, seats(players, {0}), actions), eyes=0,
                             chart_height=0)
        view, steps = review.view, review.timeline.steps
        headings = {line for done in steps
                    for line in view.log_lines([e for e in done.events if e.kind in view.log_headings], None, "", None)}
        headings_met += len(headings)
        for k, done in enumerate(steps):
            review.go(k)  # past the first, one step on: played forward
            line = review.review_line()
            assert not any(heading in line for heading in headings), (seed, k, line)
            name = review.seat_name(done.seat)
            assert not line.startswith(f"Next, {name}: {name}"), "the seat named twice"
            if done.action.split(":")[0] in view.quiet_moves and not review.move_lines(k)[0]:
                quiet_met += 1
                what = view.hint_text(review.observation(), done.action)
                assert line == f"Next, {review.seat_name(done.seat)}: {what}.", (seed, k, line)
    assert headings_met, "no turn or round began: the test would see nothing"
    assert quiet_met or not view.quiet_moves


def test_the_tables_log_lights_the_step_and_a_click_on_a_line_jumps_there(table_app, monkeypatch):
    import client.scenes.review_log as review_log

    spec = get("three_kingdoms")
    actions = random_actions(spec, 3, 6, limit=80)
    review = ReviewScene(table_app, Match.replay(spec, {}, 6, seats(3, {0}), actions), step=70)
    surface = pygame.Surface((1600, 900))
    review.draw(surface)
    log = review.log
    newest = log.write(log.entries[-1], "en") or log.write(log.entries[-2], "en")
    assert log.lines()[log.lit().start:] == list(newest) and len(log.lit()) == len(newest)
    index, _line, box = log.placed[0]  # the oldest line shown
    entry, _lines = log.entry_and_lines_at(index)
    before = next(k for k in range(len(actions)) if review.log_entry(k) is entry) + 1
    tips = []
    monkeypatch.setattr(review_log, "draw_tip", lambda surface, lines, pos: tips.append(lines))
    review.step_log.details = lambda step: [f"why step {step}"]
    review.step_log.draw(surface, box.center)
    assert tips == [[f"why step {before}"]]
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=box.center))
    assert review.step == before < 70 and review.log.entries[-1] is entry


@pytest.mark.parametrize("game", [*GAMES, "shogun tower"])
def test_a_jump_leaves_nothing_of_the_step_before(table_app, game, monkeypatch):
    """Stepping forward plays the step's animation; a jump back from there, on the same view, draws
    the other step as a review opened at it does (no tray drop, cube or card of the step left).
    "shogun tower": from a step whose cubes fall through the tower."""
    spec, players = get(game.split()[0]), PLAYERS[game.split()[0]]
    actions = random_actions(spec, players, 3)
    match = Match.replay(spec, {}, 3, seats(players, {0}), actions)
    review = ReviewScene(table_app, match, step=len(actions) // 2)
    view = review.view
    moving = (lambda: view.tower.busy()) if game == "shogun tower" else review.animating
    monkeypatch.setattr(table_app, "settings", table_app.settings.with_(animation="normal"))
    for _k in range(len(actions) // 2):
        review.move("next")
        if moving():
            break
        review.update(30.0)
    assert moving(), "no step of the game moves"
    target = review.step - 3
    review.go(target)
    assert not review.animating() and review.view is view
    monkeypatch.setattr(time, "monotonic", lambda: 100.0)  # the same phase of every pulsing frame
    fresh = ReviewScene(table_app, match, step=target)
    pictures = [pygame.Surface((1600, 900)) for _ in range(2)]
    review.draw(pictures[0])
    fresh.draw(pictures[1])
    assert _pixels(pictures[0]) == _pixels(pictures[1])


def _pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


#: what a seat holds that the others may not see (ids as its private events name them)
HELD = {
    "samurai_sword": lambda st, seat: list(st.hands[seat]),
    "himefuda": lambda st, seat: list(st.hand[seat]),
    "yedo": lambda st, seat: [*st.missions[seat], *st.hands[seat], *st.bonus[seat]],
    "shogun": lambda st, seat: [st.info.card_text[st.plan[i]] for i in range(seat * NSLOTS, (seat + 1) * NSLOTS)
                                if st.plan[i] >= 0 and not st.shown[i]],  # its plan's face-down cards
    "three_kingdoms": lambda st, seat: [],  # nothing: only the stack's order is hidden, from every seat alike
}


@pytest.mark.parametrize("game", GAMES)
def test_after_the_end_the_review_names_every_hand_and_every_secret_move(table_app, game, monkeypatch):
    """In the review of a finished game, seen from seat 0: a step past the middle shows what seat 1
    held (its cards' names or pictures drawn) and says nothing is done "in secret"; no step's line
    says so either, and the log names every card a private event told its seat."""
    from client.i18n import set_language

    spec, players = get(game), PLAYERS[game]
    actions = random_actions(spec, players, 6)
    review = ReviewScene(table_app, Match.replay(spec, {}, 6, seats(players, {0}), actions), eyes=0, chart_height=0)
    assert review.finished
    texts, pictures = spy_all_text(monkeypatch), spy_pictures(game, monkeypatch)
    held_at = [k for k in range(len(actions) // 2, len(actions)) if HELD[game](review.timeline.state_at(k), 1)]
    step = held_at[0] if held_at else len(actions) // 2
    assert held_at or game == "three_kingdoms"
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        try:
            review.go(step)
            del texts[:], pictures[:]
            review.draw(pygame.Surface((1600, 900)))
            said, obs = " ".join(texts), review.observation()
            for card in HELD[game](review.timeline.state_at(step), 1):
                assert card in pictures or any(name in said for name in card_names(game, obs, card)), (lang, card)
            secret = _("{name} decides in secret.").format(name="")
            assert secret not in said
            for k, done in enumerate(review.timeline.steps):
                review.go(k)  # past the first, one step on: played forward
                assert secret not in review.review_line(), (lang, k, done.action)
                lines = " ".join(review.log.write(review.log_entry(k), lang))
                for event in done.events:
                    cards_of = SHOWN[game].get(event.kind) if event.private_to else None
                    for card in cards_of(event.data, None)[0] if cards_of else ():
                        assert any(name in lines for name in card_names(game, obs, card)), (lang, k, event, lines)
        finally:
            set_language("en")
