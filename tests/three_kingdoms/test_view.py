"""3KingdomsBattle's table: the drawn tile, lit squares only where it fits, rotations that fit,
clicks mapped to actions at any zoom and pan, troops told apart by shape and stance, cities in
their controller's colour, dice that can be skipped, exact odds, and no illegal click."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.three_kingdoms import SPEC, wars  # noqa: E402
from client.games.three_kingdoms import board_view as BV  # noqa: E402
from client.games.three_kingdoms import hand  # noqa: E402
from client.games.three_kingdoms.camera import FIT_MAX, MIN_SIZE  # noqa: E402
from client.games.three_kingdoms.view import BOARD  # noqa: E402
from client.games.three_kingdoms.board import placement_text  # noqa: E402
from client.games.three_kingdoms.tile_art import tile_picture  # noqa: E402
from client.games.three_kingdoms import war_odds  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render import palette  # noqa: E402
from client.render.palette import seat_colour, text_on  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402


def _scene(app, players=4, seed=3, human=0):
    return table_scene(app, SPEC, {}, players, seed, {human}, human)


def _play_until(scene, rng, want, limit=3000):
    """Random moves (the view told of each) until ``want(state)``; the seat to act then views."""
    for _ in range(limit):
        st = scene.match.state
        if st.is_over():
            return False
        if want(st):
            scene.viewer = st.to_act
            return True
        seat, action = st.to_act, rng.choice(st.legal_actions())
        events = scene.match.play(action)
        scene.view.on_events(events, seat, action)
    return False


def _kind(st):
    return st.pending[-1][0] if st.pending else None


def _placing(scene, seed=1, tiles=8):
    assert _play_until(scene, random.Random(seed), lambda st: _kind(st) == "place" and len(st.board.placed) >= tiles)


def _draw(app, scene, mouse=(2, 890)):
    scene.view.mouse = mouse
    scene.draw(app.screen)
    return scene.observation()


def _click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)


@pytest.mark.parametrize("tiles", [8, 40])
def test_the_drawn_tile_is_held_face_up_beside_the_laid_tiles_larger_than_one(app, tiles):
    scene = _scene(app)
    _placing(scene, tiles=tiles)
    obs = _draw(app, scene)
    view = scene.view
    box, cam = view.tray_rect, view.camera
    assert box is not None and cam.rect.contains(box)  # on the table at the board's side
    assert box.width == box.height >= 1.2 * cam.size, "held up: larger than a laid tile"
    for x, y in obs.board.placed:  # never over a laid tile, nor a square where it may go
        for dx, dy in ((0, 0), (0, -1), (1, 0), (0, 1), (-1, 0)):
            assert not box.colliderect(cam.square_rect(x + dx, y + dy))
    expected = tile_picture(obs.drawn, view.rotation, box.width)
    step = box.width // 14
    points = [(x, y) for x in range(4, box.width - 4, step) for y in range(4, box.height - 4, step)]
    same = sum(app.screen.get_at((box.x + x, box.y + y)) == expected.get_at((x, y)) for x, y in points)
    assert same >= 0.95 * len(points), "face up, as it would go down"


def test_clicking_the_tile_in_hand_turns_it(app):
    scene = _scene(app)
    assert _play_until(scene, random.Random(2), lambda st: _kind(st) == "place" and len(
        {a.split(":")[3] for a in st.legal_actions() if a.startswith("place:")}) > 1)  # it fits more than one way
    _draw(app, scene)
    view = scene.view
    before = view.rotation
    obs = scene.observation()
    assert view.click(view.tray_rect.center, obs, obs.legal_actions()) is True  # nothing played
    assert view.rotation != before and scene.observation().drawn == obs.drawn


def test_only_squares_where_the_tile_fits_are_lit(app):
    scene = _scene(app)
    _placing(scene, tiles=12)
    obs = _draw(app, scene)
    view = scene.view
    placements = view.placements(obs.legal_actions())
    assert placements
    xs = [x for x, _ in obs.board.frontier]
    ys = [y for _, y in obs.board.frontier]
    checked = 0
    for x in range(min(xs), max(xs) + 1):
        for y in range(min(ys), max(ys) + 1):
            if (x, y) in obs.board.placed:
                continue
            square = view.camera.square_rect(x, y)
            inset = square.inflate(-8, -8)  # where the dotted outline runs: a dash on each corner
            corners = [c for c in (inset.topleft, (inset.right, inset.top), (inset.left, inset.bottom),
                                   inset.bottomright) if view.camera.rect.collidepoint(c)]  # on the table
            lit = any(app.screen.get_at(c) != view._layer.get_at(c) for c in corners)  # the still table under
            assert lit == ((x, y) in placements), (x, y)
            assert app.screen.get_at(square.center) == view._layer.get_at(square.center), "no wash over the mat"
            checked += 1
    assert checked > len(placements)


def test_turning_cycles_only_through_rotations_that_fit(app):
    scene = _scene(app)
    rng = random.Random(5)
    view = scene.view

    def partial(st):
        if _kind(st) != "place":
            return False
        fits = view.placements(st.legal_actions())
        return any(1 < len(rs) < 4 for rs in fits.values())

    assert _play_until(scene, rng, partial)
    obs = _draw(app, scene)
    fits = view.placements(obs.legal_actions())
    square, rotations = next((sq, rs) for sq, rs in fits.items() if 1 < len(rs) < 4)
    view.mouse = view.camera.square_rect(*square).center
    seen = []
    for _ in range(len(rotations) * 2):
        shown = view.rotation_at(square, fits)
        seen.append(shown)
        assert scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    assert set(seen) == set(rotations)
    assert seen[:len(rotations)] == seen[len(rotations):]  # a cycle
    # right click turns too, and the ghost drawn is the shown rotation
    before = view.rotation_at(square, fits)
    scene.handle_event(_click(view.mouse, 3))
    assert view.rotation_at(square, fits) != before
    # away from the board it cycles through the rotations that fit somewhere
    view.mouse = (1300, 880)
    anywhere = sorted({r for rs in fits.values() for r in rs})
    turned = set()
    for _ in range(8):
        view.rotate(obs)
        turned.add(view.rotation)
    assert turned == set(anywhere)


@pytest.mark.parametrize("camera", ["fit", "zoomed", "panned", "zoomed_out"])
def test_clicks_map_to_the_square_at_any_zoom_and_pan(app, camera):
    scene = _scene(app)
    _placing(scene, tiles=10)
    view = scene.view
    obs = _draw(app, scene)
    cam = view.camera
    if camera == "zoomed":
        cam.zoom_at((400, 400), 3)
    elif camera == "panned":
        cam.pan(-137, 61)
    elif camera == "zoomed_out":
        cam.zoom_at((700, 300), -2)
        cam.pan(40, -20)
    obs = _draw(app, scene)
    fits = view.placements(obs.legal_actions())
    visible = [sq for sq in fits if view.camera.rect.contains(cam.square_rect(*sq))
               and not (view.tray_rect and view.tray_rect.colliderect(cam.square_rect(*sq)))]  # the card on top turns
    assert visible
    for square in visible:
        rect = cam.square_rect(*square)
        for pos in (rect.center, (rect.x + 2, rect.y + 2), (rect.right - 2, rect.bottom - 2)):
            action = view.click(pos, obs, obs.legal_actions())
            assert action == placement_text(*square, view.rotation_at(square, fits))
            assert action in obs.legal_actions()


def test_a_drag_pans_and_the_wheel_zooms_and_f_fits_again(app):
    scene = _scene(app)
    _placing(scene, tiles=10)
    view = scene.view
    _draw(app, scene)
    before = view.camera.origin()
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(500, 500)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(560, 530), rel=(60, 30), buttons=(1, 0, 0)))
    assert scene.handle_event(_click((560, 530))) is True  # the drag's end plays nothing
    assert view.camera.origin() == (before[0] + 60, before[1] + 30)
    assert view.camera.manual
    size = view.camera.size
    view.camera.zoom_at((500, 500), 1)
    assert view.camera.size > size
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f"))
    assert not view.camera.manual


def test_garrison_spaces_name_their_city_and_only_legal_ones_are_lit(app):
    scene = _scene(app, seed=3)
    rng = random.Random(3)
    assert _play_until(scene, rng, lambda st: _kind(st) == "occupy_city" and len(st.legal_actions()) >= 1)
    view = scene.view
    for camera in ("fit", "zoomed"):
        if camera == "zoomed":
            view.camera.zoom_at((500, 450), 2)
        obs = _draw(app, scene)
        legal = obs.legal_actions()
        spots = view.city_actions(obs, legal)
        assert set(spots.values()) == set(legal)
        for space in BV.all_spaces(obs):
            centre = BV.space_point(obs, view.camera, space)
            if not view.camera.rect.collidepoint(centre):
                continue
            action = view.click(centre, obs, legal)
            if space in spots:
                assert action == spots[space]
                root = obs.space_city(space)
                assert action == "city:%d:%d:%d" % min(obs.board.garrison_spaces(root))
            else:
                assert action is False


def test_the_alert_hold_none_choice_has_buttons_and_keys(app):
    scene = _scene(app)
    assert _play_until(scene, random.Random(2), lambda st: _kind(st) == "garrison" and st.supply[st.to_act] > 0)
    obs = _draw(app, scene)
    view = scene.view
    actions = {a for _r, a in view.clickable()}
    assert actions == {"alert", "hold", "none"}
    for key, action in ((pygame.K_a, "alert"), (pygame.K_h, "hold"), (pygame.K_n, "none")):
        assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""), obs.to_act) == action


def test_turn_buttons_offer_only_legal_actions(app):
    scene = _scene(app, players=5, seed=8)
    rng = random.Random(8)
    for _ in range(6):
        assert _play_until(scene, rng, lambda st: not st.pending and len(st.board.placed) > 5)
        obs = _draw(app, scene)
        hits = [a for _r, a in scene.view.clickable() if isinstance(a, str)]  # greyed buttons only explain themselves
        assert set(hits) == set(obs.legal_actions())
        seat, action = obs.to_act, rng.choice(obs.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)


def test_troops_of_different_seats_differ_in_shape_and_stance_shows(app):
    masks = []
    for s in range(5):
        colour = seat_colour(s)
        upright, lying = BV.troop_token(colour, False, 10), BV.troop_token(colour, True, 10)
        assert upright.get_height() > upright.get_width() and lying.get_width() > lying.get_height()
        glyph = text_on(colour.rgb)
        mask = pygame.mask.from_threshold(upright, glyph, (1, 1, 1, 255))
        body = pygame.mask.from_threshold(upright, colour.rgb, (1, 1, 1, 255))
        masks.append((mask, body))
        assert mask.count() > 20
    for a in range(5):
        for b in range(a + 1, 5):
            glyph_a, glyph_b = masks[a][0], masks[b][0]
            overlap = glyph_a.overlap_area(glyph_b, (0, 0))
            assert overlap < 0.85 * max(glyph_a.count(), glyph_b.count()), (a, b)


def test_a_completed_city_is_outlined_in_its_controllers_colour(app):
    scene = _scene(app)
    rng = random.Random(3)

    def controlled(st):
        return any(st.controller(c) is not None for c in st.board.cities() if st.board.is_complete(c))

    assert _play_until(scene, rng, controlled)
    obs = _draw(app, scene)
    view = scene.view
    cities = [c for c in BV.completed_cities(obs) if c.controller is not None]
    assert cities
    colours = view.colours()
    layer = pygame.Surface(app.screen.get_size())
    BV.draw_board(layer, obs, view.camera, colours, tokens=False)  # only the outlines carry colour
    for city in cities:
        counts = [0] * len(colours)
        for x, y, *_rest in city.parts:
            rect = view.camera.square_rect(x, y)
            for px in range(rect.x, rect.right):
                for py in range(rect.y, rect.bottom, 2):
                    rgb = tuple(layer.get_at((px, py)))[:3]
                    for s, c in enumerate(colours):
                        if rgb == c.rgb:
                            counts[s] += 1
        assert counts[city.controller] > 40
        assert max(n for s, n in enumerate(counts) if s != city.controller) < counts[city.controller] / 4
    # a playback's frame without the troops: the same city drawn idle, grey, not in a seat's colour
    BV.draw_board(layer, obs, view.camera, colours, troops={}, tokens=False)
    x, y, *_rest = cities[0].parts[0]
    rect = view.camera.square_rect(x, y)
    owner = colours[cities[0].controller].rgb
    assert not any(tuple(layer.get_at((px, py)))[:3] == owner for px in range(rect.x, rect.right)
                   for py in range(rect.y, rect.bottom, 2))


def test_dice_roll_on_the_table_and_can_be_skipped(app):
    scene = _scene(app, seed=3)
    view = scene.view
    view.factor = lambda: 1.0
    rng = random.Random(3)
    steps = None
    for _ in range(3000):
        st = scene.match.state
        assert not st.is_over()
        seat, action = st.to_act, rng.choice(st.legal_actions())
        events = scene.match.play(action)
        view.on_events(events, seat, action)
        dice = [s for s in view.playback.queue if s.kind == "dice"]
        if dice:
            steps = len(view.playback.queue)
            break
        view.playback.skip_all()
    assert steps
    while view.playback.current.kind != "dice":
        view.playback.next_step()
    scene.viewer = None
    view.update(0.1)
    scene.draw(app.screen)
    assert view.playback.panel is not None and view.busy()
    # a click lands the rolling dice, the next ends the step
    view.playback.t = 0.0
    assert view.handle_event(_click((600, 400)), None)
    assert view.playback.t > 0.0 and view.playback.current.kind == "dice"
    left = len(view.playback.queue)
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "), None)
    assert len(view.playback.queue) == left - 1
    view.playback.push(view.playback.queue[:1] or [])
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"), None)
    assert not view.busy()
    # paced by the setting: ten seconds of "normal" play every step out
    view.on_events(events, seat, action)
    for _ in range(100):
        view.update(0.1)
    assert not view.busy()


def test_the_odds_shown_equal_the_exact_odds_for_every_army():
    for attackers in range(1, 9):
        for alert in range(9):
            for holding in range(9 - alert):
                if alert + holding:
                    exact = float(wars.national_odds(attackers, alert, holding).attacker)
                    assert war_odds.national(attackers, alert, holding) == pytest.approx(exact, abs=1e-12)
    assert war_odds.occupation(False) == 0.5 and war_odds.occupation(True) == pytest.approx(1 / 3)


def test_no_click_plays_an_illegal_action(app):
    scene = _scene(app, players=5, seed=11)
    rng = random.Random(11)
    clicks = random.Random(4)
    for _ in range(25):
        if not _play_until(scene, rng, lambda st: True, limit=1):
            break
        obs = _draw(app, scene)
        legal = obs.legal_actions()
        for _k in range(40):
            pos = (clicks.randrange(1600), clicks.randrange(900))
            got = scene.view.click(pos, obs, legal)
            assert got in (True, False) or got in legal
        seat, action = obs.to_act, rng.choice(legal)
        scene.view.on_events(scene.match.play(action), seat, action)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("players", [3, 5])
def test_draws_a_whole_game(app, lang, players):
    set_language(lang)
    scene = _scene(app, players=players, seed=players)
    rng = random.Random(players)
    seen = set()
    for step in range(1500):
        st = scene.match.state
        if st.is_over():
            break
        if _kind(st) not in seen or step % 50 == 0:
            seen.add(_kind(st))
            scene.viewer = st.to_act
            scene.draw(app.screen)
            scene.viewer = None
            scene.draw(app.screen)
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
        scene.view.update(0.1)
    scene.viewer = 0
    scene.draw(app.screen)
    assert {None, "place", "garrison"} <= seen
    set_language("en")


def test_the_dice_panel_keeps_clear_of_the_cities_fought_over(app):
    scene = _scene(app, players=5, seed=3)
    view = scene.view
    view.factor = lambda: 1.0
    rng = random.Random(3)
    checked = 0
    for _ in range(1500):
        st = scene.match.state
        if st.is_over() or checked >= 6:
            break
        seat, action = st.to_act, rng.choice(st.legal_actions())
        view.on_events(scene.match.play(action), seat, action)
        while view.playback.busy():
            step = view.playback.current
            if step.kind == "dice" and step.spaces:
                scene.viewer = None
                # the city just above the board's bottom edge, where the panel would first go
                first = BV.space_point(scene.observation(), view.camera, step.spaces[0])
                view.camera.pan(view.camera.rect.centerx - first[0], view.camera.rect.bottom - 70 - first[1])
                scene.draw(app.screen)
                points = [BV.space_point(scene.observation(), view.camera, sp) for sp in step.spaces]
                assert not any(view.playback.panel.collidepoint(p) for p in points), (step.title, points)
                checked += 1
            view.playback.skip_all()
    assert checked >= 3


def test_declining_says_what_is_declined():
    from client.games.three_kingdoms import decisions as D, vocabulary as V

    assert D.label("none", V.F_GARRISON) == "No troop"
    assert D.label("none", V.F_BEAUTY_PUT) == "No reinforcement"
    assert D.label("none", V.F_LURE_WAR) == "No war"
    assert D.label("plot:beauty") == "Plot: the Beauty Trap"


def test_the_city_a_decision_is_about_stays_marked(app):
    scene = _scene(app)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) in ("reinforce_state", "withdraw_state"))
    obs = _draw(app, scene)
    view = scene.view
    city = obs.space_city(tuple(obs.pending[-1][2]))
    for space in obs.board.garrison_spaces(city):
        cx, cy = BV.space_point(obs, view.camera, space)
        r = max(10, round(view.camera.size * 0.18)) + 2
        ring = [tuple(app.screen.get_at((cx + dx, cy)))[:3] for dx in range(r - 4, r + 1)]
        assert (178, 58, 42) in ring  # vermilion round the chosen city's spaces


def test_odds_beside_the_cities_never_cover_one_another(app):
    scene = _scene(app, players=5, seed=7)
    rng = random.Random(7)
    view = scene.view
    assert _play_until(scene, rng, lambda st: _kind(st) == "occupy_city" and len(st.legal_actions()) >= 4)
    obs = _draw(app, scene)
    view.camera.zoom_at(view.camera.rect.center, -4)  # small tiles: the badges would crowd
    obs = _draw(app, scene)
    rects = [r for r, _a in view.badges]
    assert rects
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    # the city under the mouse always shows its odds
    legal = obs.legal_actions()
    spots = view.city_actions(obs, legal)
    for space, action in spots.items():
        centre = BV.space_point(obs, view.camera, space)
        obs = _draw(app, scene, mouse=centre)
        assert action in [a for _r, a in view.badges]


def test_the_top_bar_tells_what_the_playback_shows(app, monkeypatch):
    from client.games.three_kingdoms import view as view_module
    from client.widgets.dice_playback import DiceRow, Step

    scene = _scene(app)
    told = []
    monkeypatch.setattr(view_module, "draw_top_bar", lambda surface, scene, extra, status=None, marker=-1:
                        told.append((status, marker)))
    scene.view.playback.push([Step("dice", 2.0, title="National war: P2 attacks P3",
                                   rows=[DiceRow(1, (5,)), DiceRow(2, (2,))])])
    scene.draw(app.screen)
    assert told[-1] == ("National war: P2 attacks P3", 1)
    scene.view.playback.skip_all()
    scene.draw(app.screen)
    assert told[-1] == (None, -1)


def _choosing_a_command_use(app):
    """A human's turn with a command card it can use on a plot, the card played: the uses are asked."""
    for seed in range(1, 30):
        scene = _scene(app, seed=seed)

        def plots_ready(st):
            if st.pending or "command" not in st.legal_actions():
                return False
            c = st.clone()
            c.apply("command")
            return any(a.startswith("plot:") for a in c.legal_actions())

        if _play_until(scene, random.Random(seed), plots_ready):
            scene.play("command")
            scene.viewer = scene.match.state.to_act
            return scene
    pytest.fail("no command card with a plot in 30 seeded games")


def test_a_command_card_is_chosen_first_and_kept_with_a_button_or_k(app):
    scene = _choosing_a_command_use(app)
    st = scene.match.state
    seat = st.to_act
    assert st.commands[seat] == 5
    obs = _draw(app, scene)
    keep = scene.view.spots_of("back")
    assert keep and scene.view.click(keep[0].center, obs, obs.legal_actions()) == "back"
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, mod=0, unicode="k")
    assert scene.view.handle_event(key, seat) == "back"
    scene.play("back")
    assert not st.pending and st.to_act == seat and st.commands[seat] == 5 and "command" in st.legal_actions()


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_each_plot_button_says_what_the_plot_does_on_hover(app, lang):
    from client.games.three_kingdoms import decisions as D
    from client.i18n import _

    scene = _choosing_a_command_use(app)
    set_language(lang)
    try:
        _draw(app, scene)
        plots = [(r, a) for r, a in scene.view.clickable() if isinstance(a, str) and a.startswith("plot:")]
        assert plots
        for rect, action in plots:
            _draw(app, scene, rect.center)
            told = " ".join(scene.view.tip or [])
            name = action.split(":")[1]
            assert told.startswith(D.label(action))
            # the description and the cost, wrapped into lines, in the reader's language
            for text in (_(D.PLOT_TIPS[name]), _(D.PLOT_COST)):
                assert "".join(text.split()) in "".join(told.split())
                assert lang == "en" or text not in (D.PLOT_TIPS[name], D.PLOT_COST), "translated"
    finally:
        set_language("en")
    assert set(D.PLOT_TIPS) == {"drive_tiger", "secret_path", "beauty", "lure_tiger"}


@pytest.mark.parametrize("height", [180, 320, 460])
def test_a_hints_panel_never_covers_the_tile_in_hand_or_the_pile(app, height):
    scene = _scene(app)
    _placing(scene, tiles=8)
    _draw(app, scene)
    view = scene.view
    (x, bottom), width = view.hint_panel_place(height)
    panel = pygame.Rect(x, bottom - height, width, height)
    card, _tile, pile = hand.layout(view.camera.rect, view.camera.size)
    assert not panel.colliderect(card) and not panel.colliderect(pile)


def test_the_tile_in_hand_is_larger_than_a_laid_tile_at_every_fitted_size():
    for size in range(MIN_SIZE, FIT_MAX + 1):
        side = hand.tile_side(size)
        assert side > size and (side >= round(hand.SCALE * size) or side == hand.MAX_SIDE), size
        card, tile, pile = hand.layout(BOARD, size, named=True)
        assert hand.strip(BOARD).contains(card) and hand.strip(BOARD).contains(pile) and card.contains(tile)
        assert not card.colliderect(pile) and not card.colliderect(hand.room(BOARD))


def test_a_troop_is_a_banner_piece_not_a_domino_and_its_alert_pose_shows_a_vermilion_tassel(app):
    """The pieces stand as banners (cloth, pole, foot: not a filled rectangle); an alert troop carries
    a vermilion tassel on its pole's head, a holding one lies lowered without it, in every seat's colour."""
    for s in range(5):
        colour = seat_colour(s)
        for holding in (False, True):
            token = BV.troop_token(colour, holding, 14)
            shape = pygame.mask.from_surface(token, 128)
            box = shape.get_bounding_rects()[0].unionall(shape.get_bounding_rects())
            assert shape.count() < 0.92 * box.width * box.height, "a banner's outline, not a block"
            tassel = pygame.mask.from_threshold(token, palette.SHU, (6, 6, 6, 255)).count()
            if colour.rgb != palette.SHU:
                assert (tassel > 8) != holding, (s, holding, tassel)
