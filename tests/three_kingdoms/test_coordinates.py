"""The coordinate ruler round 3KingdomsBattle's board and the squares a hovered log line names."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.three_kingdoms import ruler  # noqa: E402
from client.games.three_kingdoms.board_view import HIGHLIGHT  # noqa: E402
from client.games.three_kingdoms.camera import MAX_SIZE, MIN_SIZE, Camera  # noqa: E402
from client.games.three_kingdoms.view import BOARD  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render.text import text_size  # noqa: E402
from client.scenes.table_chrome import log_layout  # noqa: E402

from .test_view import _draw, _placing, _scene  # noqa: E402


def _camera(size, cx=0.5, cy=0.5):
    cam = Camera(BOARD)
    cam.size, cam.cx, cam.cy = size, cx, cy
    return cam


@pytest.mark.parametrize("size", [MIN_SIZE, 27, 45, 100, MAX_SIZE])
def test_the_ruler_numbers_each_shown_column_and_row_without_crowding(size):
    cam = _camera(size, cx=3.3, cy=-2.6)
    cols, rows = ruler.labels(cam)
    assert cols and rows
    ox, oy = cam.origin()
    for x, (cx, cy) in cols:  # each number stands over its own column, whole inside the top band
        assert ox + x * size <= cx < ox + (x + 1) * size
        half = text_size(str(x), ruler.SIZE, bold=True)[0] // 2
        assert ruler.top_band(cam).contains(pygame.Rect(cx - half, cy - 4, 2 * half, 8))
        assert cam.rect.x <= cx - half and cx + half <= cam.rect.right
    for y, (cx, cy) in rows:
        assert oy + y * size <= cy < oy + (y + 1) * size
        assert ruler.left_band(cam).collidepoint(cx, cy)
    widest = max(text_size(str(x), ruler.SIZE, bold=True)[0] for x, _c in cols)
    gaps = [b[1][0] - a[1][0] for a, b in zip(cols, cols[1:])]
    assert min(gaps) > widest  # readable at every zoom: neighbours never touch
    assert all(b[1][1] - a[1][1] > ruler.SIZE for a, b in zip(rows, rows[1:]))
    assert any(x == 0 for x, _c in cols) or not cam.rect.x <= ox < cam.rect.right


def test_the_ruler_follows_pan_and_zoom():
    cam = _camera(60)
    before = dict(ruler.labels(cam)[0])
    cam.pan(120, 0)  # two squares to the right: the numbers move with them
    after = dict(ruler.labels(cam)[0])
    assert after[0][0] == before[0][0] + 120
    cam.zoom_at(cam.rect.center, 3)
    assert dict(ruler.labels(cam)[0])[1][0] - dict(ruler.labels(cam)[0])[0][0] == cam.size


@pytest.mark.parametrize("tiles", [3, 12, 30])
def test_the_ruler_numbers_lie_on_the_wood_beside_the_laid_tiles_never_over_one(app, tiles):
    scene = _scene(app)
    _placing(scene, tiles=tiles)
    _draw(app, scene)
    cam = scene.view.camera
    placed = scene.observation().board.placed
    squares = [cam.square_rect(*sq) for sq in placed]
    left, top = min(r.left for r in squares), min(r.top for r in squares)
    cols, rows = ruler.labels(cam)
    assert cols and rows
    for n, (cx, cy) in cols + rows:
        w, h = text_size(str(n), ruler.SIZE, bold=True)
        box = pygame.Rect(0, 0, w, h - 6)
        box.center = (cx, cy)
        assert cam.rect.contains(box) and box.collidelist(squares) < 0, n
    assert all(top - 3 * ruler.SIZE // 2 <= cy < top for _x, (_cx, cy) in cols)  # just above the tiles
    assert all(left - 3 * ruler.SIZE <= cx < left for _y, (cx, _cy) in rows)  # just left of them
    x, (cx, cy) = cols[0]
    shot = app.screen.subsurface(pygame.Rect(cx - 10, cy - 8, 20, 16)).copy()
    assert len({shot.get_at((i, j))[:3] for i in range(20) for j in range(16)}) > 2  # a number is drawn


def test_panned_past_the_tiles_edge_the_numbers_stay_in_view_on_a_chip_of_wood(app):
    scene = _scene(app)
    _placing(scene, tiles=12)
    _draw(app, scene)
    cam = scene.view.camera
    cam.pan(-cam.rect.width // 3, -cam.rect.height // 3)  # the tiles' top-left corner leaves the view
    cam.zoom_at(cam.rect.center, 4)
    _draw(app, scene)
    cols, rows = ruler.labels(cam)
    assert cols and rows
    for n, centre in cols + rows:
        assert cam.rect.collidepoint(centre), n
    _x, (cx, cy) = cols[0]
    assert app.screen.get_at((cx + text_size(str(_x), ruler.SIZE, bold=True)[0] // 2 + 2, cy))[:3] == ruler.BAND


def test_every_laid_and_playable_square_has_its_column_and_row_written_or_lit(app):
    scene = _scene(app)
    _placing(scene, tiles=12)
    _draw(app, scene)
    cam = scene.view.camera
    obs = scene.observation()
    cols, rows = ruler.labels(cam)
    step = ruler.label_step(cam.size)
    open_ = {tuple(int(v) for v in a.split(":")[1:3]) for a in obs.legal_actions()
             if a.startswith("place:")}
    for x, y in set(obs.board.placed) | open_:
        assert x % step or x in dict(cols), ("column", x)
        assert y % step or y in dict(rows), ("row", y)


def test_the_ruler_numbers_only_the_squares_in_play_not_the_empty_table(app):
    scene = _scene(app)
    _placing(scene, tiles=12)
    cam = scene.view.camera
    cam.zoom_at(cam.rect.center, -4)  # zoomed out: open table all round the tiles
    _draw(app, scene)
    placed = scene.observation().board.placed
    x0, x1 = min(x for x, _y in placed) - 1, max(x for x, _y in placed) + 1
    y0, y1 = min(y for _x, y in placed) - 1, max(y for _x, y in placed) + 1
    cols, rows = ruler.labels(cam)
    assert {x for x, _c in cols} == set(range(x0, x1 + 1)) and {y for y, _c in rows} == set(range(y0, y1 + 1))
    assert cam.square_rect(x1 + 1, 0).right < cam.rect.right and cam.square_rect(0, y1 + 1).bottom < cam.rect.bottom


@pytest.mark.parametrize("text, squares", [
    ("Player 3 lays the tile at (-2, -1).", [(-2, -1)]),
    ("玩家3將板塊放在（-2，-1）。", [(-2, -1)]),
    ("A war from the large city at (2, -1, north) on the small city at (0, 3).", [(2, -1), (0, 3)]),
    ("玩家1向小城池（3，4，北）進軍。", [(3, 4)]),
    ("Player 1 draws a tile (type 15).", []),
])
def test_the_squares_a_log_line_names(text, squares):
    assert ruler.squares_named(text) == squares


def _hover_log(app, scene, wanted):
    """The mouse over the newest log line naming a square; the squares it names."""
    view = scene.view
    rect = view.log_rect(scene.observation())
    lines = scene.log.lines()
    for index, line, box in reversed(log_layout(lines, rect, 17)):
        named = ruler.squares_named(lines[index])
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
        rect = view.camera.square_rect(*named[0])
        edge = app.screen.get_at((rect.centerx, rect.y + 2))[:3]
        assert edge == HIGHLIGHT
        _draw(app, scene, (2, 890))  # the mouse away: no frame
        assert app.screen.get_at((rect.centerx, rect.y + 2))[:3] != HIGHLIGHT
    finally:
        set_language("en")


def test_hovering_a_square_lights_its_column_and_row_on_the_ruler(app):
    scene = _scene(app)
    _placing(scene, tiles=8)
    view = scene.view
    _draw(app, scene)
    cam = view.camera
    square = next(iter(scene.observation().board.placed))
    rect = cam.square_rect(*square)
    top, left = ruler.top_band(cam), ruler.left_band(cam)
    at_column = pygame.Rect(rect.centerx - 6, top.y, 12, top.height)
    at_row = pygame.Rect(left.x, rect.centery - 6, left.width, 12)
    before = _lit(app.screen, at_column), _lit(app.screen, at_row)  # a placement mark may share the colour
    _draw(app, scene, rect.center)
    assert _lit(app.screen, at_column) > before[0] + 10 and _lit(app.screen, at_row) > before[1] + 10


def _lit(surface, rect):
    return sum(surface.get_at((x, y))[:3] == ruler.LIT for x in range(rect.x, rect.right)
               for y in range(rect.y, rect.bottom))


def _luminance(rgb):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_ruler_stays_readable_on_the_smallest_window(app):
    """On a 1366×768 screen the table is drawn at 0.85: the numbers keep 12 pixels and a strong contrast."""
    assert ruler.SIZE * 1366 / 1600 >= 12
    cam = _camera(60)
    surface = pygame.Surface((1600, 900))
    ruler.draw_ruler(surface, cam)
    _x, (cx, cy) = ruler.labels(cam)[0][0]
    box = pygame.Rect(cx - 8, cy - 8, 16, 16)
    ink = max((surface.get_at((x, y))[:3] for x in range(box.x, box.right) for y in range(box.y, box.bottom)),
              key=_luminance)
    contrast = (_luminance(ink) + 0.05) / (_luminance(ruler.BAND) + 0.05)
    assert contrast >= 7  # WCAG AAA for small text
