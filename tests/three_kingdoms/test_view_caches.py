"""What 3KingdomsBattle's table keeps between frames must never show a stale picture."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from client.games.three_kingdoms import board_view as BV  # noqa: E402
from client.games.three_kingdoms import view as view_module  # noqa: E402
from client.scenes.table_chrome import TOP_BAR  # noqa: E402

from .test_view import _draw, _placing, _scene  # noqa: E402


def test_the_city_marks_follow_every_tile_and_troop_and_an_undo(app):
    scene = _scene(app, players=5, seed=4)
    rng = random.Random(4)
    seen = 0
    for step in range(400):
        st = scene.match.state
        if st.is_over():
            break
        obs = scene.observation()
        cached = BV.completed_cities(obs)
        BV._SHAPES.clear()  # worked out afresh
        assert BV.completed_cities(obs) == cached
        seen += len(cached)
        scene.match.play(rng.choice(st.legal_actions()))
        if step % 50 == 49 and scene.match.can_undo():
            scene.match.undo()
    assert seen > 50  # the game did complete cities


def test_the_top_bar_is_drawn_again_only_when_it_would_change(app, monkeypatch):
    scene = _scene(app)
    _placing(scene, tiles=6)
    calls = []
    real = view_module.draw_top_bar
    monkeypatch.setattr(view_module, "draw_top_bar", lambda *a, **k: (calls.append(1), real(*a, **k)))
    _draw(app, scene)
    before = pygame.image.tobytes(app.screen.subsurface(TOP_BAR), "RGB")
    _draw(app, scene)
    assert len(calls) == 1
    obs = scene.observation()
    scene.play(next(a for a in obs.legal_actions() if a.startswith("place:")))
    scene.view.playback.skip_all()
    _draw(app, scene)
    assert len(calls) == 2  # a step was taken: the move number moved on
    assert pygame.image.tobytes(app.screen.subsurface(TOP_BAR), "RGB") != before


def test_the_undo_and_menu_buttons_show_the_mouse_over_them(app, monkeypatch):
    scene = _scene(app)
    _placing(scene, tiles=6)
    view = scene.view
    menu = view.menu.rect
    monkeypatch.setattr("client.widgets.base.mouse_pos", lambda: (2, 890))
    _draw(app, scene)
    away = pygame.image.tobytes(app.screen.subsurface(menu), "RGB")
    monkeypatch.setattr("client.widgets.base.mouse_pos", lambda: menu.center)
    _draw(app, scene, menu.center)
    over = pygame.image.tobytes(app.screen.subsurface(menu), "RGB")
    assert over != away
    monkeypatch.setattr("client.widgets.base.mouse_pos", lambda: (2, 890))
    _draw(app, scene)
    assert pygame.image.tobytes(app.screen.subsurface(menu), "RGB") == away
