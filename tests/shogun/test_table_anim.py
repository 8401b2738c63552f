"""Shogun's table animations (armies, buildings, winter step by step), tooltips on
every piece, sounds, the results screen's tie-break line."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.game import Event, events_for  # noqa: E402
from client.core.match import Match, Seat  # noqa: E402
from client.games.shogun import SPEC, board_frame  # noqa: E402
from client.games.shogun.content import SLOT_INDEX  # noqa: E402
from client.games.shogun.layout import CHEST  # noqa: E402
from client.games.shogun.table_anim import steps_from_events  # noqa: E402
from client.games.shogun.tower_anim import demo_drop  # noqa: E402
from client.i18n import set_language  # noqa: E402


class _Worker:
    def __init__(self):
        self.requests = 0

    def send(self, request):
        self.requests += 1
        return self.requests

    def poll(self):
        return None

    def cancel(self):
        pass


class _Sounds:
    def __init__(self):
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)

    def set_volume(self, volume: int) -> None: ...


@pytest.fixture(scope="module")
def app():
    from client import settings as settings_mod
    from client.app import App

    settings, _p = settings_mod.load()
    a = App(headless=True, settings=settings.with_(animation="normal"))
    a.audio = _Sounds()
    yield a
    set_language("en")


def _scene(app, players=4, seed=4, worker=None, humans=(0,)):
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(players)]
    scene = PlayScene(app, Match(SPEC, {"face": "sun"}, seed, seats), worker=worker or _Worker())
    scene.viewer = 0
    return scene


def _play_until(scene, want, rng, limit=4000):
    """Random moves (shown to the view) until the view's queue holds a step of kind ``want``."""
    view = scene.view
    for _ in range(limit):
        st = scene.match.state
        if st.is_over():
            break
        action = rng.choice(st.legal_actions())
        seat = st.to_act
        view.on_events(events_for(scene.match.play(action), 0), seat, action)
        kinds = {s.kind for s in view.anims.queue} | ({view.anims.current.kind} if view.anims.current else set())
        if want in kinds:
            return True
        view.anims.skip_all()
    return False


def _run_out(view, limit=60.0, dt=0.05):
    t = 0.0
    while view.busy() and t < limit:
        view.update(dt)
        t += dt
    return t


def test_steps_follow_the_events():
    events = [
        Event("built", {"seat": 1, "action": "castle", "building": "castle", "province": "Omi", "paid": 3,
                        "marker_removed": False}),
        Event("moved", {"seat": 0, "action": "warA", "from": "Omi", "to": "Mino", "armies": 3}),
        Event("battle", {"type": "invasion", "attacker": 2, "defender": 0, "from": "Ise", "province": "Omi",
                         "armies": 4, "thrown": [0, 0, 4, 0], "from_tray": [0, 0, 0, 0],
                         "came_out": [0, 0, 3, 0], "inside": [0, 0, 1, 0], "attack": 3, "defence": 0,
                         "result": "won", "kept": 3}),
        Event("winter", {"year": 1, "event": "tax_a", "rice_loss": 2, "rice_before": [3, 1],
                         "rice": [1, 0], "provinces": [2, 1]}),
        Event("revolt_drawn", {"seat": 0, "drawn_by": 1, "shortage": 1, "provinces": ["Omi"], "peasants": 1}),
        Event("scored", {"year": 1, "provinces": [2, 1], "buildings": [1, 0], "majorities": [3, 0],
                         "regions": {}, "gained": [6, 1], "score": [6, 1]}),
    ]
    steps = steps_from_events(events)
    assert [s.kind for s in steps] == ["build", "move", "move", "tower", "outcome", "winter", "feed", "feed", "revolt",
                                       "score", "score", "scored"]
    march = steps[2].data
    assert {k: march[k] for k in ("seat", "from", "to", "armies")} == {"seat": 2, "from": "Ise", "to": "Omi",
                                                                        "armies": 4}  # the attackers march first
    assert march["battle"]["result"] == "won" and steps[4].event.kind == "battle"  # the outcome after the drop
    assert steps[8].data["provinces"] == ["Omi"]
    # the rice goes down player by player, the points come player by player, the table sets them
    frame = board_frame.start(SPEC.new_game(3, {"face": "sun"}, 1).observation(0))
    frame.rice, frame.score = [3, 1, 0], [0, 0, 0]
    seen = []
    for step in steps[5:]:
        for ev in step.enter + step.leave:
            board_frame.apply(frame, ev)
        seen.append((list(frame.rice), list(frame.score)))
    assert [(r[:2], sc[:2]) for r, sc in seen] == [
        ([3, 1], [0, 0]), ([1, 1], [0, 0]), ([1, 0], [0, 0]), ([1, 0], [0, 0]), ([1, 0], [3, 0]), ([1, 0], [3, 1]),
        ([1, 0], [6, 1])]


def test_an_animation_plays_holds_bots_and_ends(app):
    worker = _Worker()
    scene = _scene(app, worker=worker)
    view = scene.view
    assert _play_until(scene, "move", random.Random(1))
    assert view.busy()
    # a bot to act waits while the board animates
    scene.active = True
    scene.request_id = None
    if not scene.match.seats[scene.match.to_act].is_human:
        before = worker.requests
        scene.update(0.01)
        assert worker.requests == before
    took = _run_out(view)
    assert not view.busy()
    assert 0.5 < took < 60  # it took time at the normal speed, and it ended


def test_faster_setting_ends_sooner(app):
    from client.settings import ANIMATION_FACTOR

    scene = _scene(app)
    view = scene.view
    assert _play_until(scene, "build", random.Random(2))
    queue = list(view.anims.queue)
    normal = _run_out(view, dt=0.01)
    assert normal > 0
    # the same steps again at "fast"
    old = app.settings
    app.settings = old.with_(animation="fast")
    try:
        view.anims.push(queue)
        fast = _run_out(view, dt=0.01)
    finally:
        app.settings = old
    assert fast < normal and fast == pytest.approx(normal / ANIMATION_FACTOR["fast"], rel=0.3)


def _key(key, char=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char)


def test_click_or_space_ends_a_step_and_s_skips_all(app):
    scene = _scene(app)
    view = scene.view
    assert _play_until(scene, "scored", random.Random(3))
    first = view.anims.current
    assert first is not None and len(view.anims.queue) >= 2
    click = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(600, 300))
    assert view.handle_event(click, 0) is True  # swallowed: it ends the step, it is no move
    second = view.anims.current
    assert second is not first
    assert view.handle_event(_key(pygame.K_SPACE, " "), 0) is True
    assert view.anims.current is not second and view.busy()
    assert view.handle_event(_key(pygame.K_a, "a"), 0) is False  # other keys are not the playback's
    assert view.busy()
    assert view.handle_event(_key(pygame.K_s, "s"), 0) is True
    assert not view.busy()


def _to_winter(scene, seed):
    """Random moves until a winter is played out; the steps before it are passed with Space."""
    view = scene.view
    assert _play_until(scene, "winter", random.Random(seed))
    while view.anims.current.kind != "winter":
        view.handle_event(_key(pygame.K_SPACE, " "), 0)
    return view


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_winter_is_played_out_step_by_step_on_the_board(app, lang):
    from client.games.shogun.table_anim import caption_line
    from client.games.shogun.table_anim import WINTER_STEPS

    set_language(lang)
    scene = _scene(app, players=3, seed=6)
    view = _to_winter(scene, 4)
    kinds = [s.kind for s in [view.anims.current, *view.anims.queue]]
    assert kinds[:4] == ["winter", "feed", "feed", "feed"]  # the loss, then each player's rice
    assert "calm" in kinds or "revolt" in kinds
    rng = random.Random(4)
    seen, lines = [], []
    for _ in range(400):
        step = view.anims.current
        if step is None:  # a revolt to choose: play on (the choice is the next action)
            st = scene.match.state
            action = rng.choice(st.legal_actions())
            seat = st.to_act
            view.on_events(events_for(scene.match.play(action), 0), seat, action)
            continue
        if step.kind in WINTER_STEPS:
            seen.append(step.kind)
            scene.draw(app.screen)  # every step draws
            if step.kind != "scored":
                lines.append(caption_line(view, view.anims.frame, step))
            if step.kind == "score":  # the player's points show in the players' panel as they come
                d = step.data
                assert view.anims.frame.score[d["seat"]] >= d["provinces"] + d["buildings"]
        if step.kind == "scored":
            break
        view.handle_event(_key(pygame.K_SPACE, " "), 0)  # Space: the next step
    assert seen.count("feed") == 3 and seen.count("score") == 3 and seen[-1] == "scored"
    assert all(lines) and len(set(lines)) >= 7  # each step says what happens in it
    if lang == "zh_Hant":
        assert all(not any("a" <= c <= "z" for c in line.replace("P1", "").replace("P2", "").replace("P3", ""))
                   for line in lines)


def test_winter_takes_its_time_and_s_skips_to_the_end(app):
    from client.games.shogun.table_anim import WINTER_STEPS

    scene = _scene(app, players=3, seed=6)
    view = _to_winter(scene, 4)
    view.update(3.0)  # three seconds at the normal speed: winter is still being shown
    assert view.busy() and view.anims.current.kind in WINTER_STEPS
    assert sum(s.seconds for s in view.anims.queue if s.kind in WINTER_STEPS) > 3
    assert view.handle_event(_key(pygame.K_s, "s"), 0) is True
    assert not view.busy() and view.anims.frame is None and view.anims.hidden_lines == 0


def test_winter_event_counts_each_seats_provinces(monkeypatch):
    from client.games.shogun import winter as winter_mod

    held = []  # the province cards each seat holds as winter starts (after autumn's last action)
    start = winter_mod.start_winter

    def counting(st):
        held.append([sum(1 for p in st.info.playable_idx if st.owner[p] == s) for s in range(4)])
        return start(st)

    monkeypatch.setattr(winter_mod, "start_winter", counting)
    rng = random.Random(5)
    st = SPEC.new_game(4, {"face": "sun"}, 5)
    for _ in range(5000):
        st.apply(rng.choice(st.legal_actions()))
        winter = [e for e in st.events if e.kind == "winter"]
        if winter:
            assert winter[0].data["provinces"] == held[0]
            return
    pytest.fail("no winter reached")


def test_instant_setting_never_holds(app):
    old = app.settings
    app.settings = old.with_(animation="instant")
    try:
        scene = _scene(app)
        rng = random.Random(7)
        for _ in range(600):
            st = scene.match.state
            action = rng.choice(st.legal_actions())
            seat = st.to_act
            scene.view.on_events(events_for(scene.match.play(action), 0), seat, action)
            assert not scene.view.busy()
    finally:
        app.settings = old


def test_sounds_follow_the_actions(app):
    app.audio.played.clear()
    scene = _scene(app)
    assert _play_until(scene, "collect", random.Random(8))
    _run_out(scene.view)
    assert "coin" in app.audio.played
    assert _play_until(scene, "tower", random.Random(9))
    _run_out(scene.view)
    assert "cube" in app.audio.played and "march" in app.audio.played


def test_audio_is_silent_without_a_device_or_volume(monkeypatch):
    from client import audio

    quiet = audio.Audio(0)
    quiet.play("gong")  # volume 0: nothing, no error
    monkeypatch.setattr(audio, "RATE", audio.RATE)
    broken = audio.Audio(50)
    broken.available = False
    broken.play("march")
    for name in ("march", "build", "gong"):
        samples = audio.SOUNDS[name]()
        assert len(samples) > 1000 and len(samples) % 2 == 0


def _hover(view, pos):
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)), 0)


def test_tooltips_on_every_piece(app):
    set_language("en")
    scene = _scene(app)
    view = scene.view
    rng = random.Random(10)
    # into the actions of year one, with some buildings and revolt markers on the board
    for _ in range(3000):
        st = scene.match.state
        if st.phase == "act" and sum(1 for b in st.bld if b) >= 1 and any(st.markers):
            break
        scene.match.play(rng.choice(st.legal_actions()))
    view.anims.skip_all()
    scene.draw(app.screen)
    obs = scene.observation()
    art = view.art
    found = {}
    for rect, _describe in view.tooltips():
        _hover(view, rect.center)
        scene.draw(app.screen)
        assert view.tip, rect
        found.setdefault(view.tip[0].split(":")[0].split(" ")[0], view.tip)
    heads = " | ".join(t[0] for t in found.values())
    assert "Armies of" in heads
    assert any(t[0].startswith(("Castle", "Temple", "Theatre")) for t in found.values())
    assert "Revolt markers" in heads
    assert "Daimyo track" in heads and "Cube tower" in heads
    assert any(name in heads for name in ("P1", "P2", "P3", "P4"))
    # an army block explains itself, not its province
    p = next(i for i, o in enumerate(obs.owner) if o >= 0)
    _hover(view, art.army_centre(p))
    scene.draw(app.screen)
    assert view.tip[0].startswith("Armies of")
    # a bare part of a province still shows the province
    _hover(view, (5, 5))
    scene.draw(app.screen)
    assert view.tip is None


def _over_state(scores, chests):
    seats = [Seat(f"P{i + 1}", i, "bot", "random") for i in range(len(scores))]
    match = Match(SPEC, {"face": "sun"}, 1, seats)
    rng = random.Random(1)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    match.state.score = list(scores)
    match.state.chests = list(chests)
    return match


def test_results_note_tie_break_by_chests(app):
    from client.games.shogun.standing import results_note
    from client.scenes.results import ResultsScene

    set_language("en")
    assert results_note(_over_state([30, 20, 10], [1, 9, 9])) is None
    note = results_note(_over_state([30, 30, 10], [4, 7, 9]))
    assert note == "Tie on 30 points, broken by chests (P2: 7 chests, P1: 4 chests)."
    shared = results_note(_over_state([30, 30, 10], [5, 5, 9]))
    assert shared == "P1, P2 tie on 30 points and 5 chests: a shared win."
    # the shared results screen shows the game's line, and draws it
    scene = ResultsScene(app, _over_state([30, 30, 10], [4, 7, 9]))
    assert scene.note == note
    scene.draw(app.screen)


def test_results_wait_for_the_last_animation(app):
    worker = _Worker()
    scene = _scene(app, players=3, seed=12, worker=worker, humans=())
    rng = random.Random(12)
    match = scene.match
    while True:
        st = match.state
        action = rng.choice(st.legal_actions())
        clone = st.clone()
        clone.apply(action)
        if clone.is_over():
            break
        match.play(action)
    app.stack.clear()
    app.stack.push(scene)
    scene.cancel_search()  # as when a bot's answer arrives: no search pending
    scene.play(action)  # the last move: final winter and scoring animate first
    assert scene.view.busy()
    assert app.stack.top is scene
    scene.view.anims.skip_all()
    scene.update(0.01)
    assert app.stack.top is not scene and app.stack.top.name == "results"
    app.stack.clear()


def test_bench_frames_time_the_tower_while_it_animates(app):
    from client.bench.frames import game_tables, table_scene

    tower, = [t for t in game_tables() if t.label == "Shogun table, tower animating"]
    assert tower.budget_ms == 8.0
    scene, tick = table_scene(tower, app)
    animating = 0
    for _ in range(240):  # four seconds of frames: drop after drop
        tick()
        scene.update(1 / 60)
        scene.draw(app.screen)
        animating += bool(scene.view.tower.cubes)
    assert animating > 220
    # the made-up drop is one the tower view can replay: what went in and came out adds up
    inside = scene.match.state.tower.inside_all()
    d = demo_drop(inside)
    assert [i + t - c for i, t, c in zip(inside, d["thrown"], d["came_out"])] == d["inside"]
    assert min(d["inside"]) >= 0


@pytest.mark.parametrize("face", ["sun", "moon"])
def test_small_pieces_keep_clear_of_names(app, face):
    """A building or revolt marker beside the armies covers no province's name and no other
    army, even with every province occupied; mostly it sits in its own province."""
    from client.games.shogun.board_art import board_art
    from client.games.shogun.view import BOARD

    art = board_art(face, 5, tuple(BOARD.inflate(-8, -8)))
    blocks = []
    for cx, cy in art.centres:
        block = pygame.Rect(0, 0, 40, 18)
        block.center = (round(cx), round(cy + 10))
        blocks.append(block)
    inside = 0
    for p, block in enumerate(blocks):
        others = blocks[:p] + blocks[p + 1:]
        (spot,) = art.spots(p, block, [22], others)
        assert spot.collidelist(art.label_rects) < 0 and spot.collidelist(others) < 0, art.info.names[p]
        inside += art.province_at(spot.center) == p
        # a province's own name never counts as room
        assert not art.fits(p, art.label_rects[2 * p])
    assert inside >= 0.85 * len(blocks), inside


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_whole_hand_is_on_screen_when_planning_starts(app, players):
    scene = _scene(app, players=players, seed=1)
    rng = random.Random(1)
    match = scene.match
    while not (match.state.phase == "plan" and match.state.to_act == 0):
        match.play(rng.choice(match.state.legal_actions()))
    scene.draw(app.screen)
    view = scene.view
    hand = match.state.hand(0)
    assert len(hand) >= 10
    assert sorted(code for _rect, code in view.hand_cards()) == sorted(hand)
    from client.games.shogun.view import PLAN

    rects = [rect for rect, _code in view.hand_cards()]
    assert all(PLAN.contains(r) for r in rects)
    assert all(a.collidelist(rects[k + 1:]) < 0 for k, a in enumerate(rects))  # none overlaps another


def test_log_sentences_count_and_list_as_each_language_does():
    from client.games.shogun.log_text import event_lines

    def name(seat):
        return f"P{seat + 1}"

    events = [Event("recruited", {"seat": 0, "action": "recruit1", "province": "Omi", "armies": 1, "paid": 1}),
              Event("recruited", {"seat": 0, "action": "recruit3", "province": "Omi", "armies": 3, "paid": 2}),
              Event("revolt_drawn", {"seat": 1, "drawn_by": 2, "shortage": 2, "provinces": ["Omi", "Mino"],
                                     "peasants": 1})]
    set_language("en")
    try:
        one, three, revolt = event_lines(events, name, "sun")
        assert one == "P1 recruits 1 army in Omi." and three == "P1 recruits 3 armies in Omi."
        assert "Omi, Mino" in revolt
        set_language("zh_Hant")
        one, three, revolt = event_lines(events, name, "sun")
        assert "近江、美濃" in revolt and "1支軍隊" in one
    finally:
        set_language("en")


def test_cached_panels_redraw_when_their_contents_change(app):
    from client.games.shogun.view import INFO, PLAN

    scene = _scene(app)
    rng = random.Random(13)
    match = scene.match
    while not (match.state.phase == "plan" and match.state.to_act == 0):
        match.play(rng.choice(match.state.legal_actions()))
    pygame.mouse.set_pos((0, 0))
    view = scene.view

    def shot(rect):
        scene.draw(app.screen)
        return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")

    top = 72 + 18 + 4 * 54 + 8
    log_rect = pygame.Rect(1240, top, 352, 844 - 8 - top)
    scene.log.entries.clear()
    for k in range(199):
        scene.log.add(0, "x", [Event("new_year", {"year": k})], None)
    scene.log.add_undo()
    before = shot(log_rect)
    assert shot(log_rect) == before  # nothing new: the same picture
    scene.log.add_undo()  # the log is full: same length, same last line, yet one more line shows
    assert len(scene.log) == 200
    assert shot(log_rect) != before
    plan_before, info_before = shot(PLAN), shot(INFO)
    action = next(a for a in match.state.legal_actions() if a.startswith("plan:"))
    view.on_events(match.play(action), 0, action)
    assert shot(PLAN) != plan_before  # the card now lies on its slot
    assert shot(INFO) == info_before  # nothing there changed


def test_hand_cards_explain_their_province(app):
    scene = _scene(app, players=3, seed=2)
    rng = random.Random(2)
    match = scene.match
    while not (match.state.phase == "plan" and match.state.to_act == 0):
        match.play(rng.choice(match.state.legal_actions()))
    view = scene.view
    scene.draw(app.screen)
    info = match.state.info
    rect, code = next((r, c) for r, c in view.hand_cards() if c < CHEST)
    _hover(view, rect.center)
    scene.draw(app.screen)
    assert view.tip[0] == f"{info.names[code]} {info.kanji[code]}"


# -- a season played out step by step ---------------------------------------------------------
def _season(scene, rng, cards=8, bot_next=False, limit=5000):
    """Random moves, shown to the view, until one carries out at least ``cards`` action cards at
    once (and leaves a bot to act, with ``bot_next``); that one is played through the scene, which
    starts its playback. Returns its events as the viewer got them, the action in play before and
    the viewer's observation before."""
    match, view = scene.match, scene.view
    for _ in range(limit):
        st = match.state
        action = rng.choice(st.legal_actions())
        probe = st.clone()
        probe.apply(action)
        if sum(e.kind == "action_card" for e in probe.events) >= cards and not probe.is_over() and (
                not bot_next or not match.seats[probe.to_act].is_human):
            before = st.action_row[st.act_pos] if st.phase == "act" else None
            obs = st.observation(scene.viewer)
            scene.play(action)
            return events_for(match.state.events, scene.viewer), before, obs
        seat = st.to_act
        view.on_events(events_for(match.play(action), scene.viewer), seat, action)
        view.anims.skip_all()
    pytest.fail("no season's actions found")


def _steps_shown(view, dt=0.05, each=None):
    """Run the playback out with fixed ticks; the steps in the order they were on screen."""
    shown = []
    while view.busy():
        step = view.anims.current
        if step is not None and (not shown or shown[-1] is not step):
            shown.append(step)
            if each is not None:
                each(step)
        view.update(dt)
    return shown


def test_a_season_is_played_out_one_card_at_a_time_in_order(app):
    scene = _scene(app, players=4, seed=21)
    events, before, _obs = _season(scene, random.Random(21))
    cards = [(e.data["seat"], e.data["action"]) for e in events if e.kind == "action_card"]
    shown = _steps_shown(scene.view)
    assert [(s.data["seat"], s.data["action"]) for s in shown if s.kind == "card"] == cards
    # each action card is turned once, just before the first player's card for it
    turned = [s.data["action"] for s in shown if s.kind == "action"]
    assert turned == [a for a in dict.fromkeys(a for _s, a in cards) if a != before]
    for k, step in enumerate(shown):
        if step.kind == "action":
            assert shown[k + 1].kind == "card" and shown[k + 1].data["action"] == step.data["action"]
    # and every effect has its own step, after its player's card
    effects = [e.kind for e in events if e.kind in ("built", "collected", "recruited", "moved", "battle")]
    kinds = {"built": "build", "collected": "collect", "recruited": "arrive", "moved": "move", "battle": "outcome"}
    assert [s.kind for s in shown if s.kind in kinds.values() and "battle" not in s.data] == \
        [kinds[k] for k in effects]


def test_no_bot_is_asked_before_the_last_step_ends(app):
    worker = _Worker()
    scene = _scene(app, players=4, seed=22, worker=worker)
    scene.active = True
    _season(scene, random.Random(22), bot_next=True)
    view = scene.view
    asked = worker.requests
    ticks = 0
    while view.busy():
        assert view.animating() and scene.animating()  # the window redraws every frame meanwhile
        assert worker.requests == asked and scene.request_id is None
        scene.update(0.05)
        ticks += 1
    assert ticks > 100  # several seconds of steps at the normal speed
    assert worker.requests == asked + 1  # asked in the update that ended the last step


def test_the_board_moves_with_the_steps_and_ends_on_the_final_observation(app, monkeypatch):
    from client.games.shogun.view import BOARD
    from client.scenes.play import PlayScene

    monkeypatch.setattr("client.games.shogun.view.time.monotonic", lambda: 1.0)  # no pulse between shots
    scene = _scene(app, players=5, seed=24)
    match = scene.match
    _events, _before, start = _season(scene, random.Random(24))
    view = scene.view
    frame = view.anims.frame
    assert frame is not None and scene.observation() is not frame
    final = match.state.observation(0)
    # the table starts where it stood (with the first step begun), not where the season ends
    expect = board_frame.start(start)
    for ev in view.anims.current.enter:
        board_frame.apply(expect, ev)
    fields = ("owner", "armies", "bld", "markers", "chests", "rice", "score", "plan", "action_row")
    assert [getattr(frame, f) for f in fields] == [getattr(expect, f) for f in fields]
    assert (frame.chests, frame.rice, frame.armies) != (final.chests, final.rice, final.armies)

    def draw(step):
        scene.draw(app.screen)  # every step draws

    _steps_shown(view, each=draw)
    assert view.anims.frame is None and view.anims.hidden_lines == 0
    scene.draw(app.screen)
    after = pygame.image.tobytes(app.screen.subsurface(BOARD), "RGB")
    fresh = PlayScene(app, match, worker=_Worker())
    fresh.viewer = 0
    fresh.log = scene.log
    fresh.draw(app.screen)
    assert pygame.image.tobytes(app.screen.subsurface(BOARD), "RGB") == after


def test_a_click_lands_the_step_on_the_board(app):
    from client.games.shogun.content import BUILDINGS

    scene = _scene(app, players=4, seed=25)
    _season(scene, random.Random(25))
    view = scene.view
    space = _key(pygame.K_SPACE, " ")
    while view.anims.current is not None and view.anims.current.kind != "build":
        view.handle_event(space, 0)
    step = view.anims.current
    assert step is not None, "no building in this season"
    frame = view.anims.frame
    p = frame.info.index[step.data["province"]]
    bit = next(b.bit for b in BUILDINGS if b.id == step.data["building"])
    nxt = view.anims.queue[0]
    hidden = view.anims.hidden_lines
    assert not frame.bld[p] & bit
    view.update(step.seconds / 3)
    assert view.anims.current is step  # still landing
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(700, 300)), 0)
    assert view.anims.current is nxt and frame.bld[p] & bit  # landed: one step, not more
    assert view.anims.hidden_lines < hidden  # and its log line is there


def test_s_or_the_skip_button_jump_to_the_end(app):
    from client.games.shogun.view import BOARD

    for press in ("key", "button"):
        scene = _scene(app, players=4, seed=26)
        _season(scene, random.Random(26))
        view = scene.view
        view.update(0.1)
        scene.draw(app.screen)
        skip = view.anims.skip_rect
        assert skip is not None and BOARD.contains(skip)
        if press == "key":
            assert view.handle_event(_key(pygame.K_s, "s"), 0) is True
        else:
            assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=skip.center), 0)
        assert not view.busy() and view.anims.frame is None and view.anims.hidden_lines == 0


def test_instant_shows_no_playback(app):
    old = app.settings
    app.settings = old.with_(animation="instant")
    try:
        scene = _scene(app, players=4, seed=27)
        _season(scene, random.Random(27))
        assert not scene.view.busy() and scene.view.anims.frame is None
        assert scene.view.anims.hidden_lines == 0
    finally:
        app.settings = old


def test_the_caption_says_which_action_who_and_where(app):
    from client.games.shogun.caption import CAPTION, context_line, step_line

    for lang in ("en", "zh_Hant"):
        set_language(lang)
        try:
            scene = _scene(app, players=4, seed=28)
            _season(scene, random.Random(28))
            view = scene.view
            space = _key(pygame.K_SPACE, " ")
            while not (view.anims.current.kind == "card" and view.anims.current.data["card"] in
                       view.anims.frame.info.index):
                view.handle_event(space, 0)
            step = view.anims.current
            frame = view.anims.frame
            prov = step.data["card"]
            k = frame.action_row.index(step.data["action"]) + 1
            name = scene.seat_name(step.data["seat"])
            scene.draw(app.screen)
            assert CAPTION.contains(view.anims.skip_rect)
            if lang == "en":
                assert step_line(view, frame, step) == f"{name} plays {prov}."
                assert f"action {k} of 10: " in context_line(frame, step.data["action"])
            else:
                kanji = frame.info.kanji[frame.info.index[prov]]
                assert step_line(view, frame, step) == f"{name}打出{kanji}。"
                assert f"第{k}/10個行動：" in context_line(frame, step.data["action"])
            # the card being carried out is framed on the plan table
            assert view.anims.cell == (step.data["seat"], SLOT_INDEX[step.data["action"]])
            assert (step.data["seat"], SLOT_INDEX[step.data["action"]]) in view.plan_cells
        finally:
            set_language("en")


def test_a_playback_shown_to_another_seat_hides_the_first_ones_plan():
    from client.games.shogun.layout import EMPTY, UNKNOWN

    rng = random.Random(29)
    st = SPEC.new_game(4, {"face": "sun"}, 29)
    while not (st.phase == "plan" and st.planner == 1):
        st.apply(rng.choice(st.legal_actions()))
    frame = board_frame.start(st.observation(0))
    own = [c for c in frame.plan[:11] if c != EMPTY]
    assert own and UNKNOWN not in own  # seat 0 sees its own plan
    board_frame.mask(frame, 1)  # the curtain lifted for seat 1 during the playback
    assert all(c in (EMPTY, UNKNOWN) for i, c in enumerate(frame.plan) if not frame.shown[i])


def test_marching_armies_leave_and_reach_the_army_blocks(app, monkeypatch):
    """A march starts on the block the board draws in the province it leaves and ends on the one
    in the province it reaches (art.army_centre), not at the name's point."""
    from client.games.shogun import table_anim

    scene = _scene(app)
    view = scene.view
    assert _play_until(scene, "move", random.Random(1))
    anims = view.anims
    step = next(s for s in [anims.current, *anims.queue] if s is not None and s.kind == "move")
    seen = []
    monkeypatch.setattr(table_anim, "draw_army_block", lambda surface, centre, *a, **k: seen.append(centre))
    surface = pygame.Surface((1600, 900))
    obs = scene.observation()
    index = obs.info.index
    for k in (0.0, 1.0):
        anims._draw_step(surface, view, obs, step, k)
    start, end = seen
    assert start == pytest.approx(view.art.army_centre(index[step.data["from"]]), abs=1)
    assert end == pytest.approx(view.art.army_centre(index[step.data["to"]]), abs=1)


@pytest.mark.parametrize("face", ["sun", "moon"])
def test_a_badge_never_covers_its_provinces_name(app, face):
    """The battle score (and a skipped action's ×) beside a province: for every province on both
    faces, with and without the seat's marker, clear of that province's name and of the caption,
    on the board, and clear of every other name wherever the province leaves room."""
    from client.games.shogun.board_art import badge_size, board_art
    from client.games.shogun.caption import CAPTION
    from client.games.shogun.view import BOARD

    art = board_art(face, 5, tuple(BOARD.inflate(-8, -8)))
    board = pygame.Rect(art.ox, art.oy, *art.size)
    crowded = []
    for p, name in enumerate(art.info.names):
        for col in (None, object()):
            rect = art.badge_rect(p, badge_size(col), [CAPTION])
            assert rect.collidelist(art.label_rects[2 * p:2 * p + 2]) < 0, (name, rect)
            assert not rect.colliderect(CAPTION) and board.contains(rect), (name, rect)
            if rect.collidelist(art.label_rects) >= 0:
                crowded.append(name)
    assert len(crowded) <= 0.1 * 2 * len(art.info.names), crowded


def test_the_outcome_badge_is_drawn_where_badge_rect_says(app, monkeypatch):
    from client.games.shogun import board_art, table_anim
    from client.games.shogun.caption import CAPTION

    scene = _scene(app)
    view = scene.view
    obs = scene.observation()
    p = obs.info.index["Omi"]
    drawn = []
    monkeypatch.setattr(board_art, "draw_panel", lambda surface, rect, **k: drawn.append(pygame.Rect(rect)))
    step = table_anim.Step("outcome", {"province": "Omi", "attacker": 1, "defender": 0, "type": "invasion",
                                       "attack": 3, "defence": 2})
    view.anims._draw_step(pygame.Surface((1600, 900)), view, obs, step, 0.5)
    owner = obs.owner[p]
    assert drawn == [view.art.badge_rect(p, board_art.badge_size(owner if owner >= 0 else None), [CAPTION])]
