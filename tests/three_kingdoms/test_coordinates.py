"""The (x, y) of 3KingdomsBattle's squares: told on a paper tag at the square under the mouse, read
from the log lines that name them (no ruler runs along the board)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from client.games.three_kingdoms import board_view, coordinates, hand  # noqa: E402
from client.games.three_kingdoms.board_view import HIGHLIGHT  # noqa: E402
from client.games.three_kingdoms.log_text import square as square_text  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render import palette  # noqa: E402
from client.render.text import MIN_SIZE  # noqa: E402
from client.scenes.table_chrome import log_layout  # noqa: E402

from .test_view import _draw, _placing, _scene  # noqa: E402


def _said(monkeypatch, *modules) -> list[tuple[str, tuple[int, int]]]:
    """Every text ``modules`` (default: the coordinates module) write with ``draw_text`` from now on,
    with where."""
    said = []
    for module in modules or (coordinates,):
        def spy(surface, text, pos, *args, real=module.draw_text, **kwargs):
            said.append((text, tuple(pos)))
            return real(surface, text, pos, *args, **kwargs)

        monkeypatch.setattr(module, "draw_text", spy)
    return said


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_pointing_at_a_square_tells_its_coordinates_on_a_tag_by_the_mouse(app, monkeypatch, lang):
    set_language(lang)
    try:
        scene = _scene(app)
        _placing(scene, tiles=8)
        _draw(app, scene)
        view = scene.view
        cam = view.camera
        for square in sorted(scene.observation().board.placed)[:3]:
            said = _said(monkeypatch)
            mouse = cam.square_rect(*square).move(7, 5).center
            _draw(app, scene, mouse)
            assert [t for t, _p in said] == [square_text(*square)], "its (x, y), as the log writes it"
            tag = view.square_tag
            assert tag is not None and cam.rect.contains(tag) and not tag.collidepoint(mouse)
            assert abs(tag.centerx - mouse[0]) < 120 and abs(tag.centery - mouse[1]) < 80, "beside the pointer"
            monkeypatch.undo()
        said = _said(monkeypatch)
        _draw(app, scene, (1300, 880))  # off the board: no tag
        assert said == [] and view.square_tag is None
    finally:
        set_language("en")


def test_no_ruler_numbers_lie_along_the_board(app, monkeypatch):
    """The table is not a spreadsheet: nothing but the tiles, the hand and the marks is written on it
    while the mouse is off the board."""
    scene = _scene(app)
    _placing(scene, tiles=12)
    said = _said(monkeypatch, coordinates, board_view, hand)
    scene.view._layer_key = None  # the still board is drawn afresh
    _draw(app, scene, (1300, 880))
    cam = scene.view.camera
    placed = scene.observation().board.placed  # a city's points badge lies on its tiles
    numbers = [t for t, p in said if cam.rect.collidepoint(p) and t.lstrip("-").isdigit()
               and cam.square_at(p) not in placed
               and not hand.strip(cam.rect).collidepoint(p)]  # the pile's count lies in the hand
    assert numbers == []


def test_the_tag_keeps_inside_the_board_at_its_edges(app):
    scene = _scene(app)
    _placing(scene, tiles=8)
    _draw(app, scene)
    cam = scene.view.camera
    for corner in (cam.rect.topleft, cam.rect.topright, cam.rect.bottomleft, cam.rect.bottomright):
        mouse = (min(max(corner[0], cam.rect.x + 1), cam.rect.right - 2),
                 min(max(corner[1], cam.rect.y + 1), cam.rect.bottom - 2))
        square = cam.square_at(mouse)
        tag = coordinates.tag_rect(cam, square, mouse)
        assert cam.rect.contains(tag)
    assert coordinates.TAG_SIZE * 1366 / 1600 >= 13 and coordinates.TAG_SIZE >= MIN_SIZE


@pytest.mark.parametrize("text, squares", [
    ("Player 3 lays the tile at (-2, -1).", [(-2, -1)]),
    ("玩家3將板塊放在（-2，-1）。", [(-2, -1)]),
    ("A war from the large city at (2, -1, north) on the small city at (0, 3).", [(2, -1), (0, 3)]),
    ("玩家1向小城池（3，4，北）進軍。", [(3, 4)]),
    ("Player 1 draws a tile (type 15).", []),
])
def test_the_squares_a_log_line_names(text, squares):
    assert coordinates.squares_named(text) == squares


def _hover_log(app, scene, wanted):
    """The mouse over the newest log line naming a place; the squares it names."""
    view = scene.view
    rect = view.log_rect(scene.observation())
    lines = scene.log.lines()
    for index, line, box in reversed(log_layout(lines, rect, 17)):
        named = view.squares_named(lines[index])
        if named and wanted(named):
            _draw(app, scene, box.center)
            return named
    raise AssertionError("no log line names a square")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_hovering_a_log_line_frames_the_square_it_names(app, lang):
    set_language(lang)
    try:
        scene = _scene(app)
        _placing(scene, tiles=8)
        obs = scene.observation()
        action = next(a for a in obs.legal_actions() if a.startswith("place:"))
        scene.play(action)  # through the scene: the log writes where it went
        view = scene.view
        view.camera.refit((-6, -6, 6, 6))
        named = _hover_log(app, scene, lambda sq: view.camera.rect.contains(view.camera.square_rect(*sq[0])))
        for square in named:  # the city it names, every tile of it
            rect = view.camera.square_rect(*square)
            assert app.screen.get_at((rect.x + 2, rect.centery))[:3] == HIGHLIGHT
        assert view.square_tag is None, "a line naming a city by its name needs no (x, y) told"
        rect = view.camera.square_rect(*named[0])
        _draw(app, scene, (2, 890))  # the mouse away: no frame
        assert app.screen.get_at((rect.x + 2, rect.centery))[:3] != HIGHLIGHT
    finally:
        set_language("en")


def test_the_square_the_newest_log_line_names_is_framed_faintly_for_a_while(app, monkeypatch):
    """No hover needed: right after a move the board frames the square its log line names ("lays the
    tile at (x, y)"), quietly, for RECENT_FOR seconds or until the log moves on."""
    from client.games.three_kingdoms import view as view_module

    clock = [1000.0]
    monkeypatch.setattr(view_module.time, "monotonic", lambda: clock[0])
    scene = _scene(app)
    _placing(scene, tiles=8)
    obs = scene.observation()
    action = next(a for a in obs.legal_actions() if a.startswith("place:"))
    scene.play(action)
    view = scene.view
    view.playback.skip_all()
    view.camera.refit((-6, -6, 6, 6))
    _draw(app, scene, (2, 890))  # the mouse away from the log and the board
    recent = view.recent_squares(clock[0])
    laid = scene.observation().board.last_placed
    assert (laid[0], laid[1]) in recent
    rect = view.camera.square_rect(laid[0], laid[1])
    inset = max(2, rect.width // 28) // 2 + 2
    framed = app.screen.get_at((rect.centerx, rect.y + inset))[:3]
    assert sum(abs(a - b) for a, b in zip(framed, HIGHLIGHT)) < 120, "a gold frame along the square's edge"
    clock[0] += view_module.RECENT_FOR + 1
    assert view.recent_squares(clock[0]) == ()
    _draw(app, scene, (2, 890))
    assert app.screen.get_at((rect.centerx, rect.y + inset))[:3] != framed, "the frame gone after a while"


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_late_small_board_prints_every_city_name_and_the_tag_under_the_pointer_names_the_city(app, monkeypatch,
                                                                                                  lang):
    from client.games.three_kingdoms import SPEC, place_names
    from tests.table_scene import played_scene

    set_language(lang)
    scene = played_scene(app, SPEC, {}, 4, 3, 300, set())
    scene.view.playback.skip_all()
    scene.view.mouse = (2, 890)
    printed = []
    real = board_view.draw_city_names
    monkeypatch.setattr(board_view, "draw_city_names", lambda *a: printed.extend(real(*a)) or printed)
    scene.draw(app.screen)
    cam, board = scene.view.camera, scene.match.state.board
    assert cam.size < board_view.TAGGED_BELOW, "300 moves in, the tiles are small"
    shown = {name for root, name in place_names.city_names(board).items()
             if any(cam.rect.contains(cam.square_rect(*sq)) for sq in board.tiles_of(root))}
    assert len(shown) > 5, "a late board holds many cities"
    where = dict(printed)
    assert shown <= set(where), f"every city the log may name is labelled: {sorted(shown - set(where))} missing"
    for name in shown:
        assert cam.rect.contains(where[name]), f"{name}'s label lies on the board"
        edge = app.screen.get_at((where[name].x + 2, where[name].centery))[:3]
        assert edge == tuple(palette.KINARI), f"{name}'s paper tag lies on top of everything: {edge}"
        assert board_view.name_size(cam.size) >= MIN_SIZE
    square = next(sq for sq in sorted(board.placed) if any(place_names.tile_cities(board, sq)))
    said = _said(monkeypatch)
    scene.view.mouse = cam.square_rect(*square).move(7, 5).center
    scene.draw(app.screen)
    grew, founded = place_names.tile_cities(board, square)
    assert [t for t, _p in said] == [" · ".join(grew + founded), square_text(*square)]
