"""3KingdomsBattle's troop tokens on a dense late board: never smaller than a legible minimum,
growing with the zoom, never overlapping (troops of one seat and stance too close to show apart
share a token with a ×N count, different seats stand side by side), the city badges beside them,
and pointing at a token lists the troops crowded there in both languages."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.three_kingdoms import SPEC  # noqa: E402
from client.games.three_kingdoms import board_view as BV  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render.palette import seat_colour  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

SEED, CROWD = 5, 30  # random moves from this seed until this many troops stand on the board


@pytest.fixture(scope="module")
def dense(table_app):
    scene = table_scene(table_app, SPEC, {}, 5, SEED, {0}, 0)
    rng = random.Random(SEED)
    while len(scene.match.state.troops) < CROWD:
        st = scene.match.state
        assert not st.is_over(), "the seeded game ended before the board filled"
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.view.playback.skip_all()
    return scene


def _draw(app, scene, mouse=(2, 890)):
    scene.view.mouse = mouse
    scene.draw(app.screen)
    return scene.observation()


def test_on_a_dense_board_every_troop_is_shown_once_legibly_and_no_tokens_overlap(app, dense):
    obs = _draw(app, dense)
    view = dense.view
    tokens = view.tokens
    on_board = sorted(s for s in obs.troops if (s[0], s[1]) in obs.board.placed)
    assert len(on_board) >= CROWD
    assert sorted(s for t in tokens for s in t.spaces) == on_board
    for t in tokens:
        assert all(obs.troops[s] == (t.seat, t.holding) for s in t.spaces)
        # the block under the rim, at least 2 × MIN_UNIT across its narrow side
        assert min(t.rect.size) >= 2 * BV.MIN_UNIT + 4
        assert (t.badge is not None) == (len(t.spaces) > 1)
    areas = [t.area for t in tokens]
    for i, a in enumerate(areas):
        assert a.collidelist(areas[i + 1:]) < 0, (tokens[i], [tokens[i + 1 + j] for j in a.collidelistall(areas[i + 1:])])
    # the position has crowded troops: some stand in a row with others
    assert any(sum(t.group == g for t in tokens) > 1 for g in {t.group for t in tokens})


def test_the_city_badges_stand_beside_the_tokens_not_on_them(app, dense):
    obs = _draw(app, dense)
    cam = dense.view.camera
    tokens = [t.area for t in dense.view.tokens]
    taken = list(tokens)
    for city in BV.completed_cities(obs):
        x, y = BV.badge_centre(obs, cam, city, taken)
        r = BV.badge_radius(cam) + 2
        rect = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        assert rect.collidelist(tokens) < 0, city.key
        taken.append(rect)


def test_crowded_troops_of_one_seat_share_a_token_others_stand_beside_it():
    unit = BV.MIN_UNIT
    points = {(0, 0, 0): (100, 100), (0, 0, 1): (108, 100), (5, 5, 0): (300, 300)}
    same = BV.troop_tokens(points, {(0, 0, 0): (2, False), (0, 0, 1): (2, False), (5, 5, 0): (1, True)}, unit)
    shared = [t for t in same if len(t.spaces) == 2]
    assert len(same) == 2 and len(shared) == 1 and shared[0].badge is not None
    assert not shared[0].rect.colliderect(shared[0].badge)  # the count never hides the seat's sign
    alone = next(t for t in same if t.spaces == ((5, 5, 0),))
    # room enough: at its space (to the pixel: a block an odd number of pixels wide has no middle pixel)
    assert abs(alone.rect.centerx - 300) <= 1 and abs(alone.rect.centery - 300) <= 1 and alone.badge is None
    mixed = BV.troop_tokens(points, {(0, 0, 0): (2, False), (0, 0, 1): (3, True)}, unit)
    assert len(mixed) == 2 and mixed[0].group == mixed[1].group
    assert not mixed[0].area.colliderect(mixed[1].area)
    middle = (mixed[0].area.left + mixed[1].area.right) / 2
    assert abs(middle - 104) <= 1  # the row is centred between the two spaces


def test_tokens_grow_with_the_zoom_and_never_shrink_below_the_minimum():
    assert BV.token_unit(20) == BV.token_unit(48) == BV.MIN_UNIT
    assert BV.token_unit(100) > BV.MIN_UNIT and BV.token_unit(200) > BV.token_unit(100)
    small, big = BV.troop_token(seat_colour(0), False, BV.token_unit(48)), BV.troop_token(
        seat_colour(0), False, BV.token_unit(150))
    assert big.get_width() > small.get_width() >= 2 * BV.MIN_UNIT + 4


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_pointing_at_a_token_lists_the_troops_there(app, dense, lang):
    _draw(app, dense)
    view = dense.view
    shared = max(view.tokens, key=lambda t: (sum(u.group == t.group for u in view.tokens), len(t.spaces)))
    set_language(lang)
    try:
        _draw(app, dense, shared.rect.center)
        row = [t for t in view.tokens if t.group == shared.group]
        total = sum(len(t.spaces) for t in row)
        assert view.tip is not None and len(view.tip) == 1 + len(row)
        assert str(total) in view.tip[0]
        name = view.name(shared.seat)
        line = next(text for text in view.tip[1:] if text.startswith(name))
        assert str(len(shared.spaces)) in line
        assert ("堅守" if shared.holding else "警戒") in line if lang == "zh_Hant" else \
            ("holding" if shared.holding else "alert") in line
        felt = (view.camera.rect.x + 2, view.camera.rect.bottom - 3)
        assert not any(t.area.collidepoint(felt) for t in view.tokens)
        _draw(app, dense, felt)
        assert view.tip is None
    finally:
        set_language("en")


SMALL_WINDOW = 1366 / 1600  # the 1600×900 table shrunk onto a 1366×768 window


def test_late_in_the_game_on_a_small_window_every_troop_block_is_20_px_and_its_count_13_px(app):
    from tests.table_scene import played_scene

    scene = played_scene(app, SPEC, {}, 4, 3, 300, set())  # the critic's late position: a tall board
    scene.view.playback.skip_all()
    scene.draw(app.screen)
    tokens = scene.view.tokens
    assert len(tokens) >= 10 and any(t.badge for t in tokens)
    for t in tokens:
        block = BV.troop_token(scene.view.colours()[t.seat], t.holding, t.unit).get_bounding_rect(min_alpha=128)
        assert min(block.size) * SMALL_WINDOW >= 20, (t, block)  # the block as seen, not its padding
    assert BV.COUNT_SIZE * SMALL_WINDOW >= 13
