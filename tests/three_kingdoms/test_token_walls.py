"""3KingdomsBattle's troop tokens keep the city walls in sight: on an early board (tiles drawn
large) a token by a tile's edge steps inside its city, smaller where the city is small, rather than
standing on the wall, and a ×N count hangs on the token's corner clear of the wall."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.three_kingdoms import SPEC  # noqa: E402
from client.games.three_kingdoms import board_view as BV  # noqa: E402
from client.games.three_kingdoms.wall_map import WallMap, tile_walls  # noqa: E402
from tests.table_scene import played_scene  # noqa: E402


@pytest.mark.parametrize("players, seed, moves", [(4, 3, 20), (4, 3, 40), (3, 1, 30)])
def test_on_an_early_board_no_token_stands_on_a_city_wall(app, players, seed, moves):
    scene = played_scene(app, SPEC, {}, players, seed, moves, {0})
    scene.view.playback.skip_all()
    scene.view.mouse = (2, 890)
    scene.draw(app.screen)
    obs, cam = scene.observation(), scene.view.camera
    assert cam.size >= 120, "an early board: its tiles drawn large"
    walls = WallMap(obs.board, cam)
    assert any(tile_walls(t, r, cam.size).count() for t, r in obs.board.placed.values()), "walls are mapped"
    tokens = scene.view.tokens
    assert tokens
    for t in tokens:
        assert walls.covered(t.rect) <= BV.WALL_GRAZE, (t, walls.covered(t.rect))
        assert min(t.rect.size) >= 2 * BV.MIN_UNIT + 4, "never below the legible minimum"
        x, y, _i = t.spaces[0]
        assert t.rect.colliderect(cam.square_rect(x, y)), "still on its own tile"


class _WallOnTheRight:
    """Walls along x ≥ 200: every wall pixel a rect lies on."""

    def covered(self, rect: pygame.Rect) -> int:
        return max(0, rect.right - max(rect.left, 200)) * rect.height

    def on_board(self, point) -> bool:
        return point[1] > 110  # tiles below y = 110, the open table above


def test_a_count_clear_of_walls_hangs_over_a_tile_rather_than_the_open_table():
    token = pygame.Rect(50, 110, 44, 56)  # its top corners' counts would hang over the open table
    badge = BV.badge_corner(token, (24, 16), _WallOnTheRight(), alone=True)
    assert badge.left == token.right and badge.top < token.bottom < badge.bottom, "bottom-right, on the tile"


def test_a_count_hangs_on_the_corner_clear_of_the_wall():
    token = pygame.Rect(150, 200, 44, 56)  # its right side touches the wall at x = 200
    badge = BV.badge_corner(token, (24, 16), _WallOnTheRight(), alone=True)
    assert badge.right == token.left, "on the left, away from the wall"
    assert badge.top < token.top < badge.bottom or badge.top < token.bottom < badge.bottom, "on a corner"
    assert not badge.colliderect(token)
    clear = BV.badge_corner(token.move(-100, 0), (24, 16), _WallOnTheRight(), alone=True)
    assert clear.left == token.right - 100 and clear.top < token.top < clear.bottom, "else the top-right corner"
    in_row = BV.badge_corner(token, (24, 16), _WallOnTheRight(), alone=False)
    assert in_row.left == token.right, "in a row of tokens the count keeps the room kept for it on the right"
