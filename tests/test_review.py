"""Review: the timeline rebuilds any step, the review draws each step as live play did, whose
eyes it is drawn through, playing on from a step, and the places that open it."""
import json
import random
import time

import pygame
import pytest

from client import paths
from client.core import autosaves, saves
from client.core.match import Match, Seat
from client.core.timeline import Timeline, play_on, turn_starts
from client.games import REGISTRY, get
from client.render.screenshot import _NoWorker
from client.scenes.review import ReviewScene, eyes_choices

GAMES = sorted(REGISTRY)
PLAYERS = {"shogun": 3, "samurai_sword": 4, "three_kingdoms": 3, "himefuda": 2, "yedo": 3}
LIVE_STEPS = 40  # per game: enough for several turns, a few seconds in all


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


def test_turns_skip_answers_out_of_turn():
    # seat 0 plays, seat 1 parries once, seat 0 goes on; then seat 1's own turn
    assert turn_starts([0, 0, 1, 0, 0, 1, 1, 1, 2]) == [0, 5, 8]
    assert turn_starts([0, 1], markers=["a", "a", "b"]) == [0, 2]


@pytest.mark.parametrize("game", GAMES)
def test_stepping_through_a_review_shows_what_live_play_showed(table_app, game, monkeypatch):
    """Live play, one human at seat 0: at each step the table's observation and log lines; the
    review, stepping forward from the opening, gives the view the same, and draws the same table
    (but for its own bar over the title bar, its buttons in Undo's and Menu's place, the lit step
    and its words in the decision panel)."""
    from client.scenes.play import PlayScene

    spec, players = get(game), PLAYERS[game]
    actions = _to_a_bot(spec, players, random_actions(spec, players, 7, limit=LIVE_STEPS))
    live = PlayScene(table_app, Match(spec, {}, 7, seats(players, {0})), worker=_NoWorker())
    live.viewer = 0
    shown = [(frozen(live.observation()), live.log.lines())]
    for action in actions:
        _play_quietly(live, action)
        shown.append((frozen(live.observation()), list(live.log.lines())))
    review = ReviewScene(table_app, live.match, step=0)
    assert review.viewer == 0 and not review.finished
    surface = pygame.Surface((1600, 900))
    for step in range(len(actions) + 1):
        if step:
            review.move("next")
            review.update(10.0)  # let any animation finish
        assert review.step == step
        assert (frozen(review.observation()), review.log.lines()) == shown[step], step
    live_surface = pygame.Surface((1600, 900))
    monkeypatch.setattr(time, "monotonic", lambda: 100.0)  # the same phase of every pulsing frame
    live.draw(live_surface)
    review.log.light_newest = False
    monkeypatch.setattr(review, "review_line", lambda: live.view.waiting_line(live.match.to_act))
    review.draw(surface)
    for picture, view in ((surface, review.view), (live_surface, live.view)):
        for differs in (review.bar_rect, view.undo.rect.union(view.menu.rect).inflate(8, 8)):
            picture.fill((0, 0, 0), differs)
    assert _pixels(surface, surface.get_rect()) == _pixels(live_surface, surface.get_rect())
    review.go(len(actions) // 2)  # a jump: the same observation, drawn by the same view
    assert frozen(review.observation()) == shown[len(actions) // 2][0]
    review.draw(surface)


def _to_a_bot(spec, players, actions):
    """``actions`` cut where a bot (not seat 0) is to act: live play's decision panel then waits."""
    state, cut = spec.new_game(players, {}, 7), 0
    for k, action in enumerate(actions, 1):
        state.apply(action)
        if state.to_act != 0 and not state.is_over():
            cut = k
    return actions[:cut]


def _pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def _play_quietly(scene, action):
    """Live play's own path (log, events to the view) without autosaving or asking bots."""
    seat = scene.match.to_act
    text = scene.match.state.public_describe(action)
    events = scene.match.play(action)
    from client.core.game import events_for

    scene.log.add(seat, action, events_for(events, None), text)
    scene.view.on_events(events_for(events, scene.viewer), seat, action)
    scene.view.update(10.0)


@pytest.mark.parametrize("game", GAMES)
def test_before_the_end_the_review_shows_only_the_looking_seat(table_app, game):
    spec, players = get(game), PLAYERS[game]
    actions = random_actions(spec, players, 9, limit=30)
    match = Match.replay(spec, {}, 9, seats(players, {0, 1} if players > 2 else {1}), actions)
    assert eyes_choices(match.seats, False) == ([0, 1] if players > 2 else [1])
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
    assert isinstance(stack.top, ReviewScene) and len(stack.top.timeline) == 30
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


def test_several_humans_are_asked_who_is_looking(table_app):
    from client.scenes.review_dialogs import EyesScene

    spec = get("three_kingdoms")
    match = Match.replay(spec, {}, 1, seats(3, {0, 2}), random_actions(spec, 3, 1, limit=20))
    review = ReviewScene(table_app, match)
    table_app.stack.reset(review)
    eyes = table_app.stack.top
    assert isinstance(eyes, EyesScene) and eyes.seats == [0, 2]
    eyes.pick(2)
    assert table_app.stack.top is review and review.viewer == 2
    assert frozen(review.observation()) == frozen(match.state.observation(2))
    review.change_eyes()  # another player: the curtain again; Back leaves the eyes as they were
    table_app.stack.top.cancel()
    assert table_app.stack.top is review and review.viewer == 2
    table_app.stack.clear()
