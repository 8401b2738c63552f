"""3KingdomsBattle's laid tiles read as thick paper tiles on the play mat: between two neighbouring
tiles a dark groove runs, plainly darker than the paper of either tile beside it, and along the
board's outer edges each tile's cut side shows, light, with its shadow on the mat beyond."""
from __future__ import annotations

import os
import random
import statistics

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from client.games.three_kingdoms import SPEC  # noqa: E402
from client.games.three_kingdoms import board_view as BV  # noqa: E402
from client.games.three_kingdoms import hand  # noqa: E402
from client.games.three_kingdoms.view import BOARD  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

NEAR = 4  # how far either side of the seam the tiles' own paper is sampled


def _light(surface, at) -> float:
    r, g, b, _a = surface.get_at(at)
    return 0.299 * r + 0.587 * g + 0.114 * b


def _laid_board(app, tiles=10):
    scene = table_scene(app, SPEC, {}, 4, 3, {0}, 0)
    rng = random.Random(1)
    while len(scene.match.state.board.placed) < tiles:
        st = scene.match.state
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.viewer = scene.match.state.to_act
    scene.draw(app.screen)
    return scene.observation(), scene.view


def _seam_depths(layer, camera, placed) -> list[float]:
    """Along every edge two laid tiles share: how much darker the seam is than the darker of the
    two tiles' paper ``NEAR`` pixels either side of it (one figure per pixel along the edge)."""
    depths = []
    for (x, y) in placed:
        for dx, dy in ((1, 0), (0, 1)):
            if (x + dx, y + dy) not in placed:
                continue
            far = camera.square_rect(x + dx, y + dy)  # its top or left edge is the shared one
            for k in range(8, camera.size - 8):
                if dx:
                    line = [(far.x + d, far.y + k) for d in range(-NEAR, NEAR + 1)]
                else:
                    line = [(far.x + k, far.y + d) for d in range(-NEAR, NEAR + 1)]
                seam = min(_light(layer, p) for p in line[NEAR - 1:NEAR + 2])
                depths.append(min(_light(layer, line[0]), _light(layer, line[-1])) - seam)
    return depths


def test_neighbouring_tiles_are_parted_by_a_darker_seam(app):
    obs, view = _laid_board(app)
    layer = pygame.Surface(app.screen.get_size())
    BV.draw_board(layer, obs, view.camera, view.colours(), tokens=False)
    depths = _seam_depths(layer, view.camera, obs.board.placed)
    assert len(depths) > 100  # several shared edges were measured
    # along most of every shared edge the seam shows plainly, not as a faint hair
    assert statistics.median(depths) >= 60  # an ink groove, not a faint hair
    assert sum(d > 30 for d in depths) > 0.9 * len(depths)


def test_the_boards_outer_edges_show_each_tiles_side_and_its_shadow(app):
    obs, view = _laid_board(app)
    layer = pygame.Surface(app.screen.get_size())
    BV.draw_board(layer, obs, view.camera, view.colours(), tokens=False)
    camera, placed = view.camera, obs.board.placed
    depth = BV.tile_depth(camera.size)
    side, shadow, ground = [], [], []
    for (x, y) in placed:
        if (x, y + 1) in placed:  # only the tiles with open table below them
            continue
        square = camera.square_rect(x, y)
        for k in range(8, camera.size - 8):
            side.append(_light(layer, (square.x + k, square.bottom)))  # the row just below the tile
            shadow.append(_light(layer, (square.x + k, square.bottom + depth + 1)))
            ground.append(_light(layer, (square.x + k, square.bottom + 30)))  # the play mat under the board
    assert len(side) > 100
    mat = statistics.median(ground)
    assert statistics.median(side) > mat + 20  # the tile's cut side: paper, lighter than the mat's dark felt
    assert statistics.median(shadow) < mat - 8  # its shadow darkens the mat just past it


def test_the_board_lies_on_a_play_mat_and_the_hand_and_tray_on_the_wood(app):
    obs, view = _laid_board(app, tiles=24)
    screen = app.screen
    placed = obs.board.placed
    x0, y0, x1, y1 = (min(x for x, _ in placed), min(y for _, y in placed), max(x for x, _ in placed),
                      max(y for _, y in placed))
    frame = view.camera.square_rect(x0, y0).union(view.camera.square_rect(x1, y1))
    open_corners = [(x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)) if (x, y) not in placed]
    ground = [screen.get_at(view.camera.square_rect(*sq).center)[:3] for sq in open_corners]
    ground.append(screen.get_at((frame.centerx, max(frame.top - 8, view.camera.rect.top + 12)))[:3])
    assert ground, "the board's frame has room round its tiles"
    for rgb in ground:  # the mat's indigo felt, not the brown wood, and no grid or wash on it
        assert rgb[2] > rgb[0] + 10, f"the board's bare squares lie on the indigo mat, not on the wood: {rgb}"
        assert sum(rgb) / 3 < 80, f"the mat is a dark cloth, so the paper tiles are the brightest: {rgb}"
    card, _tile, pile = hand.layout(BOARD, view.camera.size, named=True)
    for rect in (card, pile):
        assert sum(screen.get_at((rect.x - 4, rect.centery))[:3]) / 3 < 90, "the hand and the pile lie on the wood"


def _on_mat(rgb) -> bool:
    return rgb[2] > rgb[0] + 10 and sum(rgb) / 3 < 80


def test_the_mat_hugs_the_laid_tiles_and_holds_the_squares_where_the_tile_in_hand_may_go(app):
    scene = table_scene(app, SPEC, {}, 4, 3, {0, 1, 2, 3}, 0)
    while not any(a.startswith("place:") for a in scene.match.state.legal_actions()):  # the first tile drawn
        st = scene.match.state
        seat, action = st.to_act, st.legal_actions()[0]
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.view.playback.skip_all()
    assert len(scene.match.state.board.placed) == 1
    scene.viewer = scene.match.state.to_act
    scene.view.mouse = (2, 890)
    screen, cam = app.screen, scene.view.camera
    legal = scene.view.legal(scene.observation())
    open_squares = scene.view.placements(legal)
    assert open_squares, "the first player holds a tile to lay"
    scene.draw(screen)
    tile = cam.square_rect(0, 0)
    for sq in open_squares:  # every square where the tile may go lies on the cloth, its outline too
        rect = cam.square_rect(*sq)
        assert _on_mat(screen.get_at(rect.center)[:3]), sq
    monkey_legal = scene.view.legal
    scene.view.legal = lambda obs: []  # no tile in hand: the cloth hugs the start tile
    try:
        scene.draw(screen)
    finally:
        scene.view.legal = monkey_legal
    near = screen.get_at((tile.left - cam.size // 4, tile.centery))[:3]
    far = screen.get_at((tile.left - cam.size * 9 // 10, tile.centery))[:3]
    assert _on_mat(near), "a margin of cloth round the tile"
    assert not _on_mat(far), "the cloth is no field round a lone tile: the wood shows a square away"
