"""3KingdomsBattle's board as painted: tile pictures drawn from SVG whose city walls join across
every city edge, whatever the types and turns; the camera fitting the laid tiles and half a square of
table round them (every square where a tile may go still shows); troop tokens big enough on a laptop
with their counts on a corner; the log naming tiles by what they show; a damaged tile picture told
once and the table still drawn."""
from __future__ import annotations

import os
import random
import re
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import client.i18n as i18n  # noqa: E402
from client import notices  # noqa: E402
from client.core.game import events_for  # noqa: E402
from client.games.three_kingdoms import SPEC, tile_art  # noqa: E402
from client.games.three_kingdoms.tile_art import GAME  # noqa: E402
from client.games.three_kingdoms import board_view as BV  # noqa: E402
from client.games.three_kingdoms import hand  # noqa: E402
from client.games.three_kingdoms.camera import fit_bounds, fit_camera  # noqa: E402
from client.games.three_kingdoms.log_text import event_lines, tile_words  # noqa: E402
from client.games.three_kingdoms.rules import new_game  # noqa: E402
from client.games.three_kingdoms.tile_shapes import turn  # noqa: E402
from client.games.three_kingdoms.tiles import CITY, load_tiles  # noqa: E402
from client.render import art, palette  # noqa: E402
from client.window import LOGICAL_SIZE  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

SIZE = 80  # about the size a mid-game board is drawn at on the 1600×900 table
STONE = (0xB9, 0xAE, 0x96)  # the walls' stone (tools/three_kingdoms_art.py)


@pytest.fixture(autouse=True)
def _fresh_pictures():
    pygame.display.init()
    art.clear_cache()
    tile_art.tile_picture.cache_clear()
    yield
    art.clear_cache()
    tile_art.tile_picture.cache_clear()


def _wall_row(pixels: list) -> tuple[bool, ...]:
    """Which pixels of an edge row are wall stone."""
    return tuple(sum((a - b) ** 2 for a, b in zip(p[:3], STONE)) < 28 ** 2 for p in pixels)


def _edge(surface: pygame.Surface, edge: int) -> tuple[bool, ...]:
    n = surface.get_width()
    points = {0: [(i, 0) for i in range(n)], 1: [(n - 1, i) for i in range(n)],
              2: [(i, n - 1) for i in range(n)], 3: [(0, i) for i in range(n)]}[edge]
    return _wall_row([surface.get_at(p) for p in points])


def test_city_walls_meet_their_neighbours_wall_across_every_city_edge():
    tiles = load_tiles()
    faces = [(t.id, r) for t in tiles.types for r in range(4)]
    pictures = {f: tile_art.tile_picture(*f, SIZE) for f in faces}
    pairs = 0
    for edge, facing in ((2, 0), (1, 3)):  # below / beside: a tile's south meets the next one's north…
        near = {f: _edge(pictures[f], edge) for f in faces if tiles.type(f[0]).signature(f[1])[edge] == CITY}
        far = {f: _edge(pictures[f], facing) for f in faces if tiles.type(f[0]).signature(f[1])[facing] == CITY}
        for a, row_a in near.items():
            assert sum(row_a) >= 4, f"the city edge of {a} shows no wall where it meets the edge"
            for b, row_b in far.items():
                assert row_a == row_b, f"{a}'s wall and {b}'s wall miss each other across the edge"
                pairs += 1
    assert pairs > 1000


def test_walls_sit_at_the_same_offset_from_each_corner():
    row = _edge(tile_art.tile_picture(7, 0, SIZE), 0)  # a city at the north edge
    walls = [i for i, w in enumerate(row) if w]
    assert walls and walls == [SIZE - 1 - i for i in reversed(walls)], "symmetric: left and right meet alike"
    assert not row[0] and not row[SIZE // 2], "plain at the corner, paving in the middle: a wall on each side"


def test_each_tile_type_has_its_own_picture_turned_at_draw_time_with_hills_and_halls_upright():
    seen = set()
    upright = 0
    for t in load_tiles().types:
        face = tile_art.tile_picture(t.id, 0, 97)
        assert face.get_size() == (97, 97)
        seen.add(pygame.image.tobytes(face, "RGB"))
        for r in (1, 2, 3):
            turned, lying = tile_art.tile_picture(t.id, r, 97), pygame.transform.rotate(face, -90 * r)
            for edge in range(4):  # the ground turns clockwise: its edges are the face's edges turned
                assert _edge(turned, edge) == _edge(lying, edge), (t.id, r, edge)
            upright += turned.get_view("2").raw != lying.get_view("2").raw  # a hill not on its side
    assert len(seen) == 25
    assert upright >= 3 * 20, "the tiles with hills or halls keep them upright when turned"


def test_a_few_large_landforms_of_varied_forms_stand_on_the_plain_clear_of_spaces_and_inside_the_tile():
    """Not many stamps: at most two mountains and one stand of pines a tile, the first as large as
    the plain allows (more than half the tile wide where a city cap leaves the plain open), the forms
    varying from type to type; none over a garrison space or past the tile's edge, at any turn. Every
    mountain picture has a gold ridge line, most a band of pale mist."""
    forms, firsts = set(), set()
    for t in load_tiles().types:
        for r in range(4):
            stands = tile_art.tile_landforms(t.id, r)
            hills = [m for m in stands if m[0].startswith("hill")]
            assert len(hills) <= 2 and len(stands) - len(hills) <= 1, (t.id, r, stands)
            forms.update(name for name, _c, _s in hills)
            if hills and r == 0:
                firsts.add(max(hills, key=lambda m: m[2][0])[0])
            spaces = [p for p in tile_art.tile_plan(t.id).spaces]
            for name, (x, y), (w, h) in stands:
                assert 0 <= x - w / 2 and x + w / 2 <= 1 and 0 <= y - h / 2 and y + h / 2 <= 1, (t.id, r, name)
                for sx, sy in (turn([p], r)[0] for p in spaces):  # its ground, narrower than its picture
                    assert not (abs(sx - x) < w * 0.3 and y - h * 0.05 < sy < y + h * 0.4), (t.id, r, name)
    assert len(forms) >= 5 and len(firsts) >= 4
    cap = tile_art.tile_landforms(7, 0)  # type 7: a city cap, plains elsewhere
    assert max(w for name, _c, (w, _h) in cap if name.startswith("hill")) > 0.5
    gold = f'stroke="{palette.hex_colour(palette.KIN)}"'
    misty = 0
    for name in forms:
        text = (art.art_dir() / GAME / f"{name}.svg").read_text(encoding="utf-8")
        assert gold in text, f"{name}: a gold ridge line on its peaks"
        misty += 'fill="#e2e4d6"' in text  # the mist (tools/three_kingdoms_landscape.py MIST)
    assert misty >= len(forms) - 1, "a cloud band across most of the mountains"


def test_a_damaged_tile_picture_is_told_once_and_the_tile_still_drawn_plainly(monkeypatch, tmp_path):
    shutil.copytree(art.art_dir() / "three_kingdoms", tmp_path / "three_kingdoms")
    (tmp_path / "three_kingdoms" / "tile_07.svg").write_text("<html>404</html>", encoding="utf-8")
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path)
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    first, again = tile_art.tile_picture(7, 0, 80), tile_art.tile_picture(7, 2, 120)
    assert first.get_size() == (80, 80) and again.get_size() == (120, 120)
    assert len(told) == 1 and "three_kingdoms/tile_07.svg" in told[0]
    # still a tile: its city's paper ground at the north, its garrison space, plain ground below
    assert first.get_at((24, 3))[:3] == art.palette.KINARI
    assert first.get_at((40, 70))[:3] != art.palette.KINARI


# -- the table --------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def late(table_app):
    """A five-player game 300 random moves in: a wide board, crowded troops."""
    scene = table_scene(table_app, SPEC, {}, 5, 3, {0}, 0)
    rng = random.Random(3)
    for _ in range(300):
        st = scene.match.state
        if st.is_over():
            break
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.view.playback.skip_all()
    return scene


def test_the_camera_fits_the_laid_tiles_with_half_a_square_of_table_round_them(app, late):
    late.view.mouse = (2, 890)
    late.draw(app.screen)
    cam, obs = late.view.camera, late.observation()
    placed = obs.board.placed
    x0, y0, x1, y1 = fit_bounds(placed)
    assert (x0, y0, x1, y1) == (min(x for x, _ in placed) - 1, min(y for _, y in placed) - 1,
                                max(x for x, _ in placed) + 1, max(y for _, y in placed) + 1)
    laid = cam.square_rect(x0 + 1, y0 + 1).union(cam.square_rect(x1 - 1, y1 - 1))
    room = hand.room(cam.rect)  # right of the tile in hand and the pile
    assert room.contains(laid), "every laid tile whole in view, clear of the hand"
    margin = min(laid.left - room.left, room.right - laid.right, laid.top - room.top, room.bottom - laid.bottom)
    assert cam.size // 2 <= margin < cam.size, "half a square of table round the tiles on the tight side"
    assert abs(laid.centerx - room.centerx) <= 1 and abs(laid.centery - room.centery) <= 1
    for x, y in fit_bounds_ring(placed):  # every square where a tile may go shows at least half
        shown = cam.square_rect(x, y).clip(cam.rect)
        assert shown.width * shown.height * 2 >= cam.size * cam.size, (x, y)
        assert cam.square_at(cam.square_rect(x, y).center) == (x, y), "its middle can be clicked"


def fit_bounds_ring(placed):
    return {(x + dx, y + dy) for x, y in placed for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))} - set(placed)


def test_the_fit_shows_every_legal_placement_of_the_drawn_tile(app):
    scene = table_scene(app, SPEC, {}, 4, 3, {0}, 0)
    rng = random.Random(3)
    checked = 0
    for _ in range(300):
        st = scene.match.state
        if st.is_over():
            break
        places = {tuple(int(v) for v in a.split(":")[1:3]) for a in st.legal_actions() if a.startswith("place:")}
        if places:
            cam = scene.view.camera
            fit_camera(cam, st.board.placed)
            for sq in places:
                shown = cam.square_rect(*sq).clip(cam.rect)
                assert shown.width * shown.height * 2 >= cam.size * cam.size, sq
            checked += 1
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    assert checked > 20


def test_troop_tokens_stay_at_least_20_px_on_a_laptop_with_their_count_on_a_corner(app, late):
    late.view.mouse = (2, 890)
    late.draw(app.screen)
    scale = min(1366 / LOGICAL_SIZE[0], 768 / LOGICAL_SIZE[1])  # the table on a 1366×768 screen
    tokens = late.view.tokens
    assert tokens
    for t in tokens:
        assert min(t.rect.size) * scale / 2 >= 10, t
    cam = late.view.camera
    try:
        cam.zoom_at(cam.rect.center, -3)  # zoomed out: troops crowd into one token with a count
        late.draw(app.screen)
        counted = [t for t in late.view.tokens if t.badge is not None]
        assert counted, "the zoomed-out board has troops crowded into one token"
        for t in counted:
            assert t.badge.left == t.rect.right or t.badge.right == t.rect.left, "beside the token"
            assert t.badge.top < t.rect.top < t.badge.bottom or t.badge.top < t.rect.bottom < t.badge.bottom, \
                "the count hangs on one of the token's corners"
            assert not t.badge.colliderect(t.rect)
    finally:
        late.view.refit(late.observation())


def test_a_lone_troop_never_hangs_over_the_open_table_beside_its_tile(app, late):
    late.view.mouse = (2, 890)
    late.draw(app.screen)
    cam, placed = late.view.camera, late.observation().board.placed
    checked = 0
    for t in late.view.tokens:
        if len(t.spaces) > 1 or sum(u.group == t.group for u in late.view.tokens) > 1:
            continue  # a row of crowded tokens is laid out round their middle
        x, y, _i = t.spaces[0]
        square = cam.square_rect(x, y)
        for (dx, dy), inside in (((0, -1), t.rect.top >= square.top), ((1, 0), t.rect.right <= square.right),
                                 ((0, 1), t.rect.bottom <= square.bottom), ((-1, 0), t.rect.left >= square.left)):
            if (x + dx, y + dy) not in placed:
                assert inside, (t, (dx, dy))
                checked += 1
    assert checked > 10


def test_a_token_near_a_bare_edge_moves_onto_its_tile_and_only_there():
    square = pygame.Rect(100, 100, 64, 64)
    assert BV.on_tile((132, 108), square, (24, 34)) == (132, 119)  # a city cap's space by the north edge
    assert BV.on_tile((132, 108), square, (24, 34), (False, True, True, True)) == (132, 108)  # a tile north
    assert BV.on_tile((132, 132), square, (24, 34)) == (132, 132)  # room enough: at its space


def test_the_tiles_left_lie_face_down_in_a_pile_beside_the_board_never_over_it(app, late):
    late.view.mouse = (2, 890)
    late.draw(app.screen)
    cam, obs = late.view.camera, late.observation()
    _card, _tile, pile = hand.layout(cam.rect, cam.size)
    assert cam.rect.contains(pile) and hand.strip(cam.rect).contains(pile)
    for x, y in obs.board.placed:
        for dx, dy in ((0, 0), (0, -1), (1, 0), (0, 1), (-1, 0)):
            assert not pile.colliderect(cam.square_rect(x + dx, y + dy)), "nor a laid tile, nor where the next may go"
    top = BV.stack_top(pile, len(obs.stack))
    back = art.picture(GAME, "tile_back", top.size)
    centre = app.screen.get_at((top.centerx, top.y + 14))
    assert centre[:3] == back.get_at((top.width // 2, 14))[:3], "the top tile's back is drawn"
    assert pile.contains(top) and hand.count_tag(pile, len(obs.stack)).colliderect(top), "the count lies on the pile"


def test_the_pile_is_as_thick_as_the_tiles_left_its_cut_edges_showing(app):
    pile = pygame.Rect(0, 0, hand.PILE_W, hand.PILE_H)
    tops = [BV.stack_top(pile, left) for left in (72, 40, 8, 1)]
    assert [t.y for t in tops] == sorted(t.y for t in tops) and tops[0].y < tops[-1].y - 5 * BV.STACK_STEP
    surface = pygame.Surface(pile.size)
    surface.fill((0, 0, 0))
    BV.draw_stack(surface, pile, 72, count=False)
    below = [surface.get_at((tops[0].centerx, y))[:3] for y in range(tops[0].bottom + 1, pile.bottom - 3)]
    assert tuple(BV.TILE_SIDE) in below and tuple(BV.STACK_SEAM) in below, "each tile's side, the seams ruled"


def test_the_table_is_wood_not_an_empty_grid(app, late):
    late.draw(app.screen)
    cam = late.view.camera
    corner = cam.rect.move(2, 2).topleft
    x0, y0, _x1, _y1 = fit_bounds(late.observation().board.placed)
    assert not any(cam.square_rect(x, y).collidepoint(corner) for x, y in late.observation().board.placed)
    r, g, b, _a = app.screen.get_at(corner)
    assert r > b + 15 and r < 110, "dark brown wood"


# -- the log ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_log_names_a_drawn_tile_by_what_it_shows_never_by_its_number(lang):
    i18n.set_language(lang)
    try:
        st = new_game(4, {}, 7)
        rng = random.Random(7)
        drawn = 0
        for _ in range(160):
            if st.is_over():
                break
            actor = st.to_act
            st.apply(rng.choice(st.legal_actions()))
            for text in event_lines(events_for(st.events, None), lambda s: f"P{s + 1}", actor, st.board):
                assert not re.search(r"\btype \d|第\d+型|\(\d+\)|（\d+）", text), text
            for ev in events_for(st.events, None):
                if ev.kind == "draw":
                    [text] = event_lines([ev], lambda s: f"P{s + 1}", actor, st.board)
                    assert tile_words(load_tiles().type(ev.data["tile"])) in text
                    drawn += 1
        assert drawn > 20
        words = {tile_words(t) for t in load_tiles().types}
        assert len(words) >= 10, "the words tell the kinds of tile apart"
    finally:
        i18n.set_language("en")


def test_the_dice_panel_rolls_the_games_own_dice_and_the_plain_die_where_its_picture_is_damaged(
        monkeypatch, tmp_path):
    from client.games.three_kingdoms import art as tk_art

    surface = pygame.Surface((100, 100))
    tk_art.draw_die(surface, (50, 50), 1, 44, None)
    assert surface.get_at((50, 50))[:3] == art.palette.SHU, "the one: a vermilion pip on bone"
    shutil.copytree(art.art_dir() / "three_kingdoms", tmp_path / "three_kingdoms")
    (tmp_path / "three_kingdoms" / "die_3.svg").write_text("", encoding="utf-8")
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path)
    monkeypatch.setattr(notices, "say", lambda _text: None)
    tk_art._die.cache_clear()
    rect = tk_art.draw_die(surface, (50, 50), 3, 44, True)
    assert rect.size == (44, 44) and surface.get_at((50, 50))[:3] == art.palette.SHEET_INK, "the plain die's middle pip, in ink"
    tk_art._die.cache_clear()
