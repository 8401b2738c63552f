"""3KingdomsBattle's board uses the table: the fit spreads the tiles over all the wood left of the
sheets (the hand and a folded key lying on its bare corners), a held city's points sit in a round
badge ringed in the holder's colour, a ×N count stays on the tiles, and the key folds to a tag that
opens under the pointer when the board needs its place."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.three_kingdoms import SPEC, hand, key_sheet  # noqa: E402
from client.games.three_kingdoms.view import BOARD  # noqa: E402
from client.games.three_kingdoms.wall_map import WallMap  # noqa: E402
from tests.table_scene import played_scene  # noqa: E402


def _late(app, mouse=(2, 890), moves=300):
    scene = played_scene(app, SPEC, {}, 4, 3, moves, set())
    scene.view.playback.skip_all()
    scene.view.mouse = mouse
    scene.draw(app.screen)
    return scene


def _squares(obs) -> set:
    placed = set(obs.board.placed)
    return placed | {(x + dx, y + dy) for x, y in placed for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}


@pytest.mark.parametrize("moves", [300, 120, 60, 20, 4])
def test_a_board_is_fitted_over_the_hands_strip_yet_the_hand_covers_no_square(app, moves):
    scene = _late(app, moves=moves)
    view, obs = scene.view, scene.observation()
    cam = view.camera
    rects = [cam.square_rect(*sq) for sq in obs.board.placed]
    left = min(r.left for r in rects)
    if moves == 300:
        assert left < BOARD.x + hand.HAND_W + cam.size, "the board is not pushed right of the hand's whole strip"
    card, _tile, pile = hand.layout(BOARD, cam.size, named=True)
    for rect in (card, pile, hand.count_tag(pile), view.key_rect, view.tray):
        for square in _squares(obs):
            assert not rect.colliderect(cam.square_rect(*square)), (rect, square)


def test_held_city_badges_are_round_and_ringed_in_the_holders_colour(app):
    scene = _late(app)
    view = scene.view
    held = [(rect, city) for rect, city in view.city_badges if city.controller is not None]
    assert held
    colours = view.colours()
    for rect, city in held:
        rgb = tuple(colours[city.controller].rgb)
        cx, cy, r = rect.centerx, rect.centery, rect.width // 2 - 2
        ring = [app.screen.get_at((cx + dx, cy + dy))[:3] for dx, dy in ((-r, 0), (r, 0), (0, r))]
        assert all(tuple(p) == rgb for p in ring), (city, ring, rgb)  # a triangle has no colour at its sides


def test_a_count_hangs_on_the_tiles_never_off_the_board(app):
    scene = _late(app)
    obs, cam = scene.observation(), scene.view.camera
    walls = WallMap(obs.board, cam)
    counted = [t for t in scene.view.tokens if t.badge is not None]
    assert counted
    for t in counted:
        b = t.badge
        for point in (b.topleft, (b.right - 1, b.top), (b.left, b.bottom - 1), (b.right - 1, b.bottom - 1)):
            assert walls.on_board(point), (t, point)


def test_the_key_folds_to_a_tag_over_the_board_and_opens_under_the_pointer(app):
    scene = _late(app)
    view, obs = scene.view, scene.observation()
    full = key_sheet.key_rect(BOARD)
    cam = view.camera
    x, y = next(iter(obs.board.placed))
    tile = cam.square_rect(x, y)
    cam.pan(full.centerx - tile.centerx, full.centery - tile.centery)  # a laid tile under the key
    scene.draw(app.screen)
    assert view.key_rect == key_sheet.tag_rect(BOARD) and view.key_rect.width < full.width / 2
    view.mouse = view.key_rect.center
    scene.draw(app.screen)
    assert view.key_rect == full, "pointing at the tag opens the key"


def test_the_wheel_zooms_round_the_pointer_and_f_fits_again(app):
    scene = _late(app)
    view = scene.view
    fitted = view.camera.size
    pos = view.camera.square_rect(*next(iter(scene.observation().board.placed))).center
    pygame.mouse.set_pos(pos)
    view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2), scene.viewer)
    assert view.camera.size > fitted
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f"), scene.viewer)
    assert view.camera.size == fitted


def test_a_middle_button_drag_pans_the_board_and_plays_nothing(app):
    scene = _late(app)
    view = scene.view
    origin = view.camera.origin()
    start = view.camera.square_rect(*next(iter(scene.observation().board.placed))).center
    end = (start[0] + 60, start[1] + 30)
    played = scene.match.version
    assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=2), scene.viewer)
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(60, 30), buttons=(0, 1, 0)),
                      scene.viewer)
    assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=2), scene.viewer) is True
    assert view.camera.origin() == (origin[0] + 60, origin[1] + 30) and view.camera.manual
    assert scene.match.version == played


def test_the_start_tile_lies_at_a_real_tiles_size_and_an_early_board_fills_the_room(app):
    from client.games.three_kingdoms.camera import FIT_MAX
    scene = played_scene(app, SPEC, {}, 4, 3, 0, set())
    scene.draw(app.screen)
    cam = scene.view.camera
    assert cam.size == FIT_MAX and FIT_MAX < BOARD.height / 3, "one tile, not a poster"
    scene = played_scene(app, SPEC, {}, 4, 3, 20, set())
    scene.view.playback.skip_all()
    scene.draw(app.screen)
    cam, placed = scene.view.camera, scene.observation().board.placed
    rects = [cam.square_rect(*sq) for sq in placed]
    board = rects[0].unionall(rects[1:])
    room = hand.room(BOARD)
    assert board.width + 2 * cam.size >= room.width - 8 or board.height + 2 * cam.size >= room.height - 8 \
        or cam.size == FIT_MAX, "the fit leaves no room unused on both axes"
    assert cam.size > 144, "six tiles are shown larger than the old cap"


def _lay_next_tile(scene):
    """Play on (seeded random moves) until one more tile lies on the board."""
    import random
    rng = random.Random(9)
    laid = len(scene.match.state.board.placed)
    while len(scene.match.state.board.placed) == laid:
        st = scene.match.state
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.view.playback.skip_all()


def test_a_board_moved_by_hand_stays_put_until_a_tile_is_laid_outside_what_it_shows(app):
    scene = played_scene(app, SPEC, {}, 4, 3, 60, set())
    scene.view.playback.skip_all()
    scene.draw(app.screen)
    view = scene.view
    view.camera.zoom_at(BOARD.center, -1)  # zoomed out by hand: every square still in sight
    kept = (view.camera.size, view.camera.origin())
    _lay_next_tile(scene)
    scene.draw(app.screen)
    assert view.camera.manual and (view.camera.size, view.camera.origin()) == kept, "the player's view is kept"
    view.camera.pan(-5000, 0)  # the board pushed out of sight to the right
    _lay_next_tile(scene)
    scene.draw(app.screen)
    last = scene.observation().board.last_placed
    assert not view.camera.manual and view.camera.rect.contains(view.camera.square_rect(*last))


def test_the_key_lies_folded_until_pointed_at_and_a_click_pins_it_open(app):
    scene = played_scene(app, SPEC, {}, 4, 3, 20, set())
    scene.view.playback.skip_all()
    view = scene.view
    view.mouse = (800, 890)
    scene.draw(app.screen)
    assert view.key_rect == key_sheet.tag_rect(BOARD), "folded by default, even where the board leaves room"
    tag = view.key_rect.center
    assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tag, button=1), scene.viewer) is True
    scene.draw(app.screen)
    assert view.key_rect == key_sheet.key_rect(BOARD), "a click pins it open, the pointer gone"
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tag, button=1), scene.viewer)
    scene.draw(app.screen)
    assert view.key_rect == key_sheet.tag_rect(BOARD)


def test_the_troops_in_supply_stand_as_pieces_in_a_tray_a_row_for_each_seat(app):
    from client.games.three_kingdoms import supply_tray
    from client.games.three_kingdoms.board_view import token_face
    scene = _late(app, moves=120)
    view, obs = scene.view, scene.observation()
    tray = view.tray
    assert tray is not None and hand.strip(BOARD).contains(tray)
    assert not tray.colliderect(view.key_rect) and not tray.colliderect(view.last_card or view.tray_rect)
    colours = view.colours()
    for seat, left in enumerate(obs.supply):
        spots = [s.move(tray.topleft) for s in supply_tray.piece_spots(pygame.Rect((0, 0), tray.size), seat)]
        cloth = [app.screen.get_at(s.move(token_face(*s.size).topleft).topleft)[:3] for s in spots]
        standing = [tuple(c) == tuple(colours[seat].rgb) for c in cloth]
        assert standing == [k < left for k in range(len(spots))], (seat, left, cloth)
    view.mouse = supply_tray.row_rect(tray, 1).center
    scene.draw(app.screen)
    assert view.tip and view.tip[0] == view.name(1), "pointing at a row tells the seat's supply in words"
