"""Shogun's table view: draws every phase, clicks map to legal actions, hides other plans."""
from __future__ import annotations

import os
import random
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.shogun import SPEC  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402  (a worker that never thinks)


def _scene(app, players, face, seed, seat=0):
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human" if i == seat else "bot", "random") for i in range(players)]
    match = Match(SPEC, {"face": face}, seed, seats)
    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = seat
    return scene


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("face", ["sun", "moon"])
def test_draws_every_phase(app, players, face):
    """One seeded game per table, drawn every 25 moves and at every winter and order step, in
    English and Chinese by turns: the first position of each phase in both, then each language
    every other time (the game is the same in both, so it is played once)."""
    scene = _scene(app, players, face, seed=players * 7 + len(face))
    rng = random.Random(players)
    phases = set()
    drawn = Counter()  # draws by phase
    surface = app.screen
    step = 0
    while not scene.match.state.is_over() and step < 3000:
        st = scene.match.state
        phases.add(st.phase)
        if step % 25 == 0 or st.phase in ("winter", "order"):
            scene.viewer = st.to_act  # draw as the seat to act, so its controls show
            first = drawn[st.phase] == 0
            for lang in ("en", "zh_Hant") if first else ("zh_Hant" if drawn[st.phase] % 2 else "en",):
                set_language(lang)
                scene.draw(surface)
            drawn[st.phase] += 1
        action = rng.choice(st.legal_actions())
        seat = st.to_act
        events = scene.match.play(action)
        scene.view.on_events(events, seat, action)
        scene.view.update(0.1)
        step += 1
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        scene.draw(surface)
        assert all(isinstance(line, str) for line in scene.log.lines())
    set_language("en")
    assert {"draft", "plan", "act"} <= phases
    assert scene.match.state.is_over()


def _click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)


def _province_pixels(art) -> dict[int, tuple[int, int]]:
    """A screen pixel of each province on the hit mask (the first on a 3-pixel grid), found in
    one pass: the art never changes during a game."""
    mask = art.mask
    w, h = art.size
    found: dict[int, tuple[int, int]] = {}
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            r, g = mask.get_at((x, y))[:2]
            if g == 0 and r not in found:
                found[r] = (x + art.ox, y + art.oy)
    return found


def test_clicking_a_highlighted_target_is_legal(app):
    scene = _scene(app, 4, "sun", seed=11)
    rng = random.Random(2)
    view = scene.view
    checked = 0
    pixels = None
    seen = Counter()  # positions checked, by phase and the verbs that are legal
    for step in range(3000):
        st = scene.match.state
        if st.is_over():
            break
        legal = st.legal_actions()
        kind = (st.phase, frozenset(a.split(":")[0] for a in legal))
        seen[kind] += 1
        # most of a game is one plan after another: every kind of position 25 times, then every 10th
        if seen[kind] > 25 and step % 10:
            action, seat = rng.choice(legal), st.to_act
            view.on_events(scene.match.play(action), seat, action)
            continue
        scene.viewer = st.to_act
        scene.draw(app.screen)
        obs = scene.observation()
        legal = obs.legal_actions()
        targets = view.targets(obs, legal)
        for p, action in list(targets.items())[:3]:
            if pixels is None or pixels[0] is not view.art:
                pixels = (view.art, _province_pixels(view.art))
            pos = pixels[1].get(p)
            assert pos is not None
            got = view.handle_event(_click(pos), st.to_act)
            assert got == action and got in st.legal_actions()
            checked += 1
        # every button hit maps to a legal action
        for rect, action in view.clickable():
            got = view.handle_event(_click(rect.center), st.to_act)
            if isinstance(got, str):
                assert got in st.legal_actions()
        action = rng.choice(st.legal_actions())
        seat = st.to_act
        view.on_events(scene.match.play(action), seat, action)
    assert checked > 10


def test_plan_by_clicks(app):
    scene = _scene(app, 3, "sun", seed=5)
    rng = random.Random(1)
    while scene.match.state.phase != "plan":
        scene.match.play(rng.choice(scene.match.state.legal_actions()))
    st = scene.match.state
    scene.viewer = st.to_act
    scene.draw(app.screen)
    view = scene.view
    rect, code = view.hand_cards()[0]
    assert view.handle_event(_click(rect.center), st.to_act) is True
    assert view.selected == code
    scene.draw(app.screen)
    plan_hits = [(r, a) for r, a in view.clickable() if a.startswith("plan:")]
    assert plan_hits
    got = view.handle_event(_click(plan_hits[0][0].center), st.to_act)
    assert got in st.legal_actions()


def test_other_plans_stay_hidden(app):
    """Drawn as seat 0, two worlds that differ only in seat 1's plan give the same pixels."""
    scene = _scene(app, 4, "sun", seed=9)
    rng = random.Random(3)
    st = scene.match.state
    while not (st.phase == "plan" and st.planner == 2):
        scene.match.play(rng.choice(st.legal_actions()))
        st = scene.match.state
    scene.viewer = 0
    other = st.clone()
    seat1 = [i for i in range(11, 22) if other.plan[i] >= 0]
    assert seat1
    # same slots filled (that much is public), different cards in them
    free = [100 + v for v in range(5) if 100 + v not in other.plan[11:22]]
    if len(seat1) >= 2 and other.plan[seat1[0]] != other.plan[seat1[1]]:
        other.plan[seat1[0]], other.plan[seat1[1]] = other.plan[seat1[1]], other.plan[seat1[0]]
    else:
        other.plan[seat1[0]] = free[0]
    assert other.plan[11:22] != st.plan[11:22]
    pygame.mouse.set_pos((0, 0))
    surf_a = pygame.Surface((1600, 900))
    surf_b = pygame.Surface((1600, 900))
    scene.view.draw(surf_a, st.observation(0))
    scene.view.draw(surf_b, other.observation(0))
    from client.games.shogun.view import PLAN

    area = PLAN
    assert pygame.image.tobytes(surf_a.subsurface(area), "RGB") == pygame.image.tobytes(surf_b.subsurface(area), "RGB")


def test_help_is_translated():
    from client.games.shogun import help as shogun_help

    set_language("zh_Hant")
    try:
        for heading, body in shogun_help.SECTIONS:
            assert _(heading) != heading and _(body) != body
    finally:
        set_language("en")
