"""Yedo's table animations: the patrol marches district by district to its new spot, disciples walk
to their space and home again, paced by the animation setting, skipped by a key or by "instant",
and the bots wait while anything moves."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import anim as A  # noqa: E402
from client.render import palette  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

PATROL_RED, PATROL_BLUE = palette.SHU, palette.AI  # the token's disc (its lantern in the middle is paper)


@pytest.fixture
def speed(app):
    saved = app.settings

    def set_speed(value):
        app.settings = saved.with_(animation=value)

    yield set_speed
    app.settings = saved


def _scene(app, seed=3):
    return table_scene(app, SPEC, {"mode": "geisha"}, 5, seed, {0}, 0)


def _play_until(scene, rng, want, limit=3000):
    """Random moves, each told to the view, until ``want(events)``; returns those events."""
    for _ in range(limit):
        st = scene.match.state
        if st.is_over():
            return None
        seat, action = st.to_act, rng.choice(st.legal_actions())
        events = scene.match.play(action)
        scene.view.anim.skip()
        scene.view.on_events(events, seat, action)
        if want(events):
            return events
    return None


def _draw(app, scene):
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)


def _disc(view, centre):
    """A point on the patrol token's coloured disc, below its lantern."""
    return round(centre[0]), round(centre[1] + view.board.patrol_side() * 0.27)


def _patrol_colour(scene):
    return PATROL_RED if scene.match.state.patrol_dir == "red" else PATROL_BLUE


def test_the_patrol_marches_through_each_district_to_its_new_spot(app, speed):
    speed("normal")
    scene = _scene(app)
    view = scene.view
    events = _play_until(scene, random.Random(3), lambda ev: any(e.kind == "patrol" for e in ev))
    assert events is not None and view.busy() and view.animating()
    st = scene.match.state
    end = view.board.patrol_centre(st.patrol_at)
    march = next(m for m in view.anim.moves if m.kind == "patrol")
    assert march.path[-1] == end and len(march.path) >= 2
    assert march.duration == pytest.approx(A.PATROL_STEP_S * (len(march.path) - 1))
    _draw(app, scene)  # at the start: the patrol stands where it was, not yet at its new spot
    assert app.screen.get_at(_disc(view, end))[:3] != _patrol_colour(scene)
    assert app.screen.get_at(_disc(view, march.path[0]))[:3] == _patrol_colour(scene)
    scene.update(march.duration + A.DISCIPLE_S * 3)
    assert not view.busy()
    _draw(app, scene)
    assert app.screen.get_at(_disc(view, end))[:3] == _patrol_colour(scene)


def test_a_placed_disciple_walks_from_its_panel_to_its_space(app, speed):
    speed("normal")
    scene = _scene(app)
    view = scene.view
    on_board = lambda e: e.kind == "place" and e.data["space"] in view.board.spaces  # noqa: E731 (not an annex)
    events = _play_until(scene, random.Random(4), lambda ev: any(on_board(e) for e in ev))
    place = next(e for e in events if on_board(e))
    space, seat = place.data["space"], place.data["seat"]
    walk = next(m for m in view.anim.moves if m.kind == "disciple" and m.space == space)
    assert walk.arriving and walk.seat == seat and walk.path[-1] == view.board.space_rect(space).center
    assert space in view.anim.arriving()
    centre = view.board.space_rect(space).center
    _draw(app, scene)
    empty = app.screen.get_at(centre)[:3]
    scene.update(walk.duration * 0.5)
    assert view.busy()
    scene.update(walk.duration * 4)
    assert not view.busy()
    _draw(app, scene)
    assert app.screen.get_at(centre)[:3] != empty  # the disciple has arrived


def test_disciples_leaving_walk_home_after_the_patrol():
    anim = A.Animator()
    anim.march([(0, 0), (10, 0), (20, 0)])
    anim.walk([(1, "gate1", (5, 5), (100, 100), False)])
    patrol, walk = anim.moves
    assert walk.start == pytest.approx(patrol.end()) and not walk.arriving
    left, came = A.disciple_walks({"gate1": 1, "inn2": 0}, {"inn2": 0, "port1": 3})
    assert left == [(1, "gate1")] and came == [(3, "port1")]


def test_the_pace_follows_the_animation_setting(app, speed):
    scene = _scene(app)
    view = scene.view
    for value, busy_after in (("slow", True), ("fast", False)):
        speed(value)
        view.anim.skip()
        view.anim.march([(0, 0), (10, 0), (20, 0)])  # 2 districts: 0.76 s at normal speed
        scene.update(0.5)
        assert view.busy() is busy_after, value


def test_instant_and_a_key_skip_the_walking(app, speed):
    speed("instant")
    scene = _scene(app)
    events = _play_until(scene, random.Random(3), lambda ev: any(e.kind == "patrol" for e in ev))
    assert events is not None and not scene.view.busy()
    speed("normal")
    scene.view.animate(events, {}, dict(scene.match.state.placed))
    assert scene.view.busy()
    scene.view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE), 0)
    assert not scene.view.busy()


def test_the_march_follows_the_ring_in_the_patrols_direction():
    spots = [(k, 0) for k in range(7)]
    assert A.patrol_path(spots, 2, 1, 2) == [(0, 0), (1, 0), (2, 0)]  # red: up the ring
    assert A.patrol_path(spots, 6, -1, 2) == [(1, 0), (0, 0), (6, 0)]  # blue: down, past the Castle


def test_the_parts_drawn_once_per_change_match_a_fresh_drawing(app, speed):
    """The board, panels, hand and log are kept between frames; after a move they must show it."""
    from client.games.yedo.view import View

    speed("normal")
    scene = _scene(app, seed=5)
    rng = random.Random(5)
    for _ in range(3):
        _play_until(scene, rng, lambda ev: any(e.kind == "place" for e in ev))
        scene.view.anim.skip()
        _draw(app, scene)
        kept = pygame.image.tobytes(app.screen, "RGB")
        scene.view = View(scene)  # nothing kept
        _draw(app, scene)
        assert pygame.image.tobytes(app.screen, "RGB") == kept


def test_a_disciple_that_arrived_stays_drawn_by_the_animation_until_all_have_arrived():
    """So the board under an animation is one picture from its start to its end."""
    anim = A.Animator()
    anim.walk([(0, "gate1", (0, 0), (10, 0), True), (1, "inn1", (0, 0), (20, 0), True)])
    first, second = anim.moves
    anim.update(first.end() + 0.01, 1.0)
    assert anim.busy() and anim.arriving() == {"gate1", "inn1"}
    assert [m.point(anim.clock) for m in anim.visible() if m.space == "gate1"] == [(10, 0)]
    anim.update(second.duration, 1.0)
    assert not anim.busy() and anim.arriving() == set() and anim.visible() == []
