"""Yedo's table reads as a board game: a disciple on an action space stands as its seat's pawn
(taller than wide, in the seat's colour), the score track is printed squares whose middles are
left free for the markers, this round's dot is lit, and a seat's row starts with its name,
points and coins alone (its cards drawn as backs on its last line); on the side board the lots are
the largest tags and this round's event shows its text."""
from __future__ import annotations

import pygame
import pytest

from client.games.yedo import SPEC
from client.games.yedo import panels as P
from client.games.yedo.board_map import load_board_map
from client.render import palette
from tests.table_scene import table_scene

pytestmark = pytest.mark.usefixtures("english_after")


def _extent(surface, rect, rgb) -> tuple[int, int]:
    """The width and height of the box holding every pixel of ``rgb`` inside ``rect``."""
    xs, ys = [], []
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if surface.get_at((x, y))[:3] == rgb:
                xs.append(x)
                ys.append(y)
    assert xs, "nothing of the seat's colour there"
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def test_a_disciple_on_an_action_space_stands_as_its_seats_pawn(app):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    st = scene.match.state
    st.placed = {**st.placed, "market1": 0}
    st.touch()
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    board = scene.view.board
    space = board.space_rect("market1")
    colour = scene.view.colours()[0]
    width, height = _extent(app.screen, space.inflate(space.width, space.height), colour.rgb)
    assert height > 1.15 * width  # a standing piece, not a disc lying on the space
    assert width >= space.width * 0.4  # as large as a piece on its place


def test_the_score_track_leaves_each_squares_middle_free_and_marks_every_fifth():
    from client import paths
    from client.core.tiled import bundled_map

    board = load_board_map()
    with bundled_map("yedo"):
        art = pygame.image.load(str(paths.maps_dir() / board.image))
    squares = board.tracks["score"]

    def darkest(value):
        r = squares[value]
        middle = pygame.Rect(0, 0, r.w // 2, r.h // 3)
        middle.center = (round(r.x + r.w / 2), round(r.y + r.h / 2))
        return min(sum(art.get_at((x, y))[:3]) for x in range(middle.left, middle.right)
                   for y in range(middle.top, middle.bottom))

    def ground(value):
        r = squares[value]
        return sum(art.get_at((round(r.x + r.w / 2), round(r.y + r.h / 2)))[:3])

    plain = [v for v in range(len(squares)) if v % 5]
    assert all(darkest(v) > 3 * 120 for v in plain), [v for v in plain if darkest(v) <= 3 * 120]
    assert all(ground(v) < ground(v + 1) - 30 for v in range(0, len(squares), 5))


def test_this_rounds_dot_is_lit_vermilion(app):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    obs = scene.observation()
    board = scene.view.board
    dot = board.to_screen(board.map.tracks["round"][obs.round - 1])
    lit = [app.screen.get_at((dot.centerx + dx, dot.centery + dy))[:3] for dx, dy in ((-9, 0), (9, 0), (0, -9))]
    assert all(c == palette.SHU for c in lit)


def test_a_seats_first_line_is_its_name_weapons_points_and_coins_its_counts_the_next(app):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    scene.match.state.weapons[1] = ("katana", "yumi")
    scene.match.state.touch()
    obs = scene.observation()
    rect = pygame.Rect(1176, 72, 416, P.panel_height(4) - 4)
    tips = P.draw_player(app.screen, rect, obs, 1, scene.view.colours()[1], "P2", False)
    line = P.name_line(rect)
    counts = [r for r, t in tips if t.startswith(("Missions completed", "Green missions", "Yellow missions",
                                                   "Red missions", "Black missions", "Disciples", "Geisha",
                                                   "Blessings"))]
    weapons = [r for r, t in tips if t.split(" ×")[0] in {w.name("en") for w in obs.data.weapons.values()}]
    assert counts and weapons
    assert all(rect.y + line <= r.top < rect.y + 2 * line + 2 for r in counts)
    assert all(r.bottom <= rect.y + line + 2 for r in weapons)  # on the name line: no line of their own


def test_the_lots_are_the_side_boards_largest_tags_in_two_rows():
    """Where a player decides is drawn largest: every lot is wider than any deck, the first group
    (lots 1–3) a row above lots 4–7; and no empty "Reserve" place is left on the board."""
    board = load_board_map()
    lots = [lot.rect for lot in board.lots]
    decks = [r for holds, r in board.piles.items() if holds not in ("current_event", "annexes", "church", "blessings")]
    assert min(r.w for r in lots) > max(r.w for r in decks) and min(r.w for r in lots) >= 80
    assert len({r.y for r in lots[:3]}) == 1 and len({r.y for r in lots[3:]}) == 1 and lots[3].y > lots[0].y
    assert "reserve" not in board.piles


def test_the_event_face_up_shows_its_name_and_its_text(app, monkeypatch):
    from client.games.yedo import board_view as BV
    from tests.text_spy import spy_text

    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    st = scene.match.state
    event = next(e for e in st.data.events.values() if e.text("en") == "Every player gains 2 coins.")
    st.event = event.id
    st.touch()
    drawn = spy_text(monkeypatch, BV)
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    texts = [d.text for d in drawn]
    assert event.name("en") in texts and event.text("en") in texts


@pytest.mark.parametrize("size", [(1600, 900), (1366, 768)])
def test_a_spaces_players_tab_stays_clear_of_a_disciple_standing_there(app, size):
    """The "3+"/"4+" tab sits on its space's rim, above the head of a pawn standing on it (it read
    as a hat on the red pawn in the Inn), and clear of the pawn on the space beside it."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
    surface = pygame.Surface(size)
    scene.view.mouse = (2, 2)
    scene.draw(surface)
    board = scene.view.board
    colour = scene.view.colours()[0]
    tabs = [(space, board.badge_rect(space)) for space in board.map.spaces if space.min_players > 2]
    assert tabs
    pawns = [board.draw_disciple(surface, board.to_screen(space.rect), colour) for space in board.map.spaces]
    for space, tab in tabs:
        assert not any(tab.colliderect(pawn) for pawn in pawns), space
