"""Marks on Yedo's board: a closed district (Y-5's events) is shuttered, not struck out -- its name
card stays as it was; a won lot carries its winner on its price coin, clear of its "+n★"."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import board_view as BV  # noqa: E402
from client.render import palette  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402
from tests.text_spy import spy_text  # noqa: E402


def _drawn(app, closed):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    st = scene.match.state
    st.closed = closed
    st.touch()
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    return scene, app.screen.copy()


def test_a_closed_district_keeps_its_name_readable_and_shutters_its_spaces(app, monkeypatch):
    drawn = spy_text(monkeypatch, BV)
    scene, open_ = _drawn(app, ())
    board = scene.view.board
    area = board.district_rect("temple")
    name = pygame.Rect(area.x + 4, area.y + 4, area.width // 2, round(BV.CARTOUCHE_BOTTOM * board.scale) - 8)
    spaces = [board.to_screen(s.rect) for s in board.map.spaces if s.district == "temple" and s.open_with(4)]
    assert spaces
    drawn.clear()
    _scene, closed = _drawn(app, ("temple",))
    def pixels(surface, r):
        return pygame.image.tobytes(surface.subsurface(r), "RGB")

    assert pixels(open_, name) == pixels(closed, name)
    assert all(pixels(open_, r) != pixels(closed, r) for r in spaces)
    seal = [d for d in drawn if d.text == "Closed"]
    assert seal and area.contains(seal[0].rect) and seal[0].rect.top >= name.bottom


def test_a_won_lot_carries_its_winner_on_its_price_coin_clear_of_its_bonus_stars(app, monkeypatch):
    """Lot 5 (+2★) won by seat 1: the winner's marker lies on the lot's coin, and it covers
    neither the prize's picture nor the "+2★" printed under it (the art prints it 66 px down)."""
    markers = []
    real = BV.draw_marker
    monkeypatch.setattr(BV, "draw_marker", lambda s, centre, radius, colour, *a, **k: (
        markers.append((centre, radius, colour)), real(s, centre, radius, colour, *a, **k))[1])
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    st = scene.match.state
    st.won = {1: 4}
    st.touch()
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    board = scene.view.board
    lot = board.map.lots[4]
    assert lot.points
    r = board.to_screen(lot.rect)
    stars = board.to_screen(type(lot.rect)(lot.rect.x, lot.rect.y + 58, lot.rect.w, 16))
    colour = scene.view.colours()[1]
    on_lot = [(c, rad) for c, rad, col in markers if col == colour and r.collidepoint(c)]
    assert len(on_lot) == 1
    (cx, cy), radius = on_lot[0]
    assert cy - radius >= stars.bottom
    assert abs(cy - (r.bottom - BV.LOT_COIN_ABOVE * board.scale)) <= 1


def _score_markers(app, monkeypatch, points):
    markers = []
    real = BV.draw_marker
    monkeypatch.setattr(BV, "draw_marker", lambda s, centre, radius, colour, *a, **k: (
        markers.append((centre, radius, colour)), real(s, centre, radius, colour, *a, **k))[1])
    scene = table_scene(app, SPEC, {"mode": "geisha"}, len(points), 3, {0}, 0)
    st = scene.match.state
    st.points = list(points)
    st.touch()
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    return scene, markers


def _footprint(centre, radius) -> pygame.Rect:
    """What a seat shape and its halo cover (shapes reach 1.15 × the radius, the halo 2 px)."""
    half = radius * BV.MARKER_REACH + BV.MARKER_HALO
    return pygame.Rect(round(centre[0] - half), round(centre[1] - half), round(2 * half), round(2 * half))


def _inwards(board, square: pygame.Rect) -> tuple[int, int]:
    """Half the track's width towards the board's middle, across the track at ``square``."""
    if square.width >= square.height:
        return 0, square.height // 2 * (1 if square.centery < board.rect.centery else -1)
    return square.width // 2 * (1 if square.centerx < board.rect.centerx else -1), 0


def test_seats_sharing_a_score_square_lie_side_by_side_on_it_none_hiding_another(app, monkeypatch):
    """Five seats on score 1, or four on the corner 0 and one next door: each marker stays on its
    square (straddling at most half the track's width into the board) and no two overlap by
    more than a couple of pixels, whose shapes the player must tell apart."""
    for points in ([1, 1, 1, 1, 1], [0, 0, 0, 0, 1], [22, 22, 22, 22]):
        scene, markers = _score_markers(app, monkeypatch, points)
        board = scene.view.board
        colours = scene.view.colours()
        on_track = []
        for seat, p in enumerate(points):
            square = board.score_square(p)
            allowed = square.union(square.move(_inwards(board, square)))
            mine = [(c, r) for c, r, col in markers if col == colours[seat] and allowed.collidepoint(c)]
            assert len(mine) >= 1, (points, seat)
            centre, radius = mine[-1]
            foot = _footprint(centre, radius)
            assert allowed.inflate(2, 2).contains(foot), (points, seat, foot, square)
            assert radius >= 6, (points, seat, radius)
            on_track.append(foot)
        for i, a in enumerate(on_track):
            for b in on_track[i + 1:]:
                cut = a.clip(b)
                assert min(cut.width, cut.height) <= 2, (points, a, b)


def test_one_or_two_seats_on_a_score_square_lie_inside_it_clear_of_its_number_and_the_frame(app, monkeypatch):
    """A seat alone on a square (the corner 0, a fifth square, a side square, the bottom row) or
    two sharing one: each marker lies wholly inside its square, within the frame's rules (5 map
    px across at either edge of the track) and off the square's printed number."""
    for points in ([0, 7, 22, 47], [0, 0, 15, 33], [45, 45, 30, 30]):
        scene, markers = _score_markers(app, monkeypatch, points)
        board = scene.view.board
        colours = scene.view.colours()
        for seat, p in enumerate(points):
            square = board.score_square(p)
            mine = [(c, r) for c, r, col in markers if col == colours[seat] and square.collidepoint(c)]
            assert len(mine) == 1, (points, seat)
            foot = _footprint(*mine[0])
            room = board.score_room(p)
            assert room.inflate(2, 2).contains(foot), (points, seat, foot, room)
            assert not foot.colliderect(board.score_number(p)), (points, seat, foot)
            assert mine[0][1] >= 6, (points, seat)


def test_a_crowd_on_a_score_square_leaves_its_number_readable(app, monkeypatch):
    """Four seats on 0 (the game's start) or five on 5: the number stays uncovered."""
    for points in ([0, 0, 0, 0], [5, 5, 5, 5, 5]):
        scene, markers = _score_markers(app, monkeypatch, points)
        board = scene.view.board
        number = board.score_number(points[0])
        near = [(c, r) for c, r, _col in markers if board.score_square(points[0]).inflate(0, 60).collidepoint(c)]
        assert len(near) == len(points)
        assert not any(_footprint(c, r).colliderect(number) for c, r in near), points


def test_the_order_tracks_are_lines_of_seat_tokens_with_ordinals_and_the_dropped_lie_aside_greyed(app, monkeypatch):
    """Player order: every seat's token in order, numbered under it; bid order: those still
    bidding; dropped out: the dropped seats' tokens, faded. No token, no number, where no seat is.
    The auction's lines and their names show only while it runs; the rest of the round the
    event's card takes their room."""
    from client.games.yedo import board_labels as BL
    from client.games.yedo import vocabulary as V

    markers = []
    real = BV.draw_marker
    monkeypatch.setattr(BV, "draw_marker", lambda s, centre, radius, colour, *a, **k: (
        markers.append((centre, radius, colour)), real(s, centre, radius, colour, *a, **k))[1])
    drawn = spy_text(monkeypatch, BV, BL)
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    st = scene.match.state
    st.order, st.dropped, st.won, st.phase = [2, 0, 3, 1], (3,), {0: 1}, V.AUCTION
    st.touch()
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    board, colours = scene.view.board, scene.view.colours()

    def line(track):
        cells = [board.to_screen(c) for c in board.map.tracks[track]]
        tokens = [next((col for c, _r, col in markers if cell.collidepoint(c)), None) for cell in cells]
        numbers = [[d.text for d in drawn if cell.collidepoint(d.rect.center)] for cell in cells]
        return tokens, numbers

    tokens, numbers = line("player_order")
    assert tokens == [colours[s] for s in (2, 0, 3, 1)] + [None]
    assert numbers == [["1"], ["2"], ["3"], ["4"], []]
    tokens, numbers = line("bid_order")
    assert tokens == [colours[2], colours[1], None, None, None] and numbers[2:] == [[], [], []]
    tokens, numbers = line("dropout")
    (aside, *rest) = tokens
    assert rest == [None] * 4 and numbers[1:] == [[]] * 4
    assert aside.shape == colours[3].shape and aside.rgb != colours[3].rgb
    titles = {d.text for d in drawn}
    assert {"Bid order", "Passed in auction"} <= titles
    for upper, lower in (("player_order", "bid_order"), ("bid_order", "dropout")):  # each line in its row
        top = board.to_screen(board.map.tracks[lower][0]).y
        cells = [board.to_screen(c) for c in board.map.tracks[upper]]
        ordinals = [d.rect for d in drawn if d.text.isdigit() and any(c.collidepoint(d.rect.center) for c in cells)]
        assert ordinals and all(r.bottom <= top + 1 for r in ordinals), (upper, top, ordinals)
    event = board.event_rect(st.observation(0))
    assert event == board.to_screen(board.map.piles["current_event"])
    st.phase = V.PLACEMENT  # the auction over: its lines and their names gone, the event's card over them
    st.touch()
    markers.clear()
    del drawn[:]
    scene.draw(app.screen)
    assert line("bid_order")[0] == [None] * 5 and line("dropout")[0] == [None] * 5
    assert not {"Bid order", "Passed in auction"} & {d.text for d in drawn}
    grown = board.event_rect(st.observation(0))
    assert grown.contains(event) and grown.height > event.height
    assert grown.colliderect(board.to_screen(board.map.tracks["bid_order"][0]))


def test_the_2_3_player_lot_rule_is_the_auction_headers_tooltip_not_a_board_word(app, monkeypatch):
    from client.games.yedo.board_labels import auction_header, labels
    tips = []
    real = BV.Board.draw
    monkeypatch.setattr(BV.Board, "draw", lambda self, *a, **k: (tips.extend(real(self, *a, **k)), tips)[1])
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    board = scene.view.board
    header = board.to_screen(auction_header(board.map))
    assert (header, "2–3 players: lots grouped") in tips
    assert all("lots grouped" not in label.text for label in labels(board.map))


def _with_needed(app, needed):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    board, view = scene.view.board, scene.view
    surface = pygame.Surface(app.screen.get_size())
    board.draw(surface, scene.observation(), view.colours(), needed=needed)
    return board, surface


def test_a_district_a_mission_needs_is_marked_along_its_wall_not_a_rectangle(app):
    """The Inn's wall cuts its top-right corner: the corner of the district's rectangle, outside
    the wall, stays as printed; the vermilion line runs just outside the wall instead."""
    from client.games.yedo.board_map import inside_polygon
    board, plain = _with_needed(app, ())
    _board, marked = _with_needed(app, ("inn",))
    wall = board.map.district("inn").wall
    corner = board.district_rect("inn").inflate(6, 6)
    corner_px = (corner.right - 4, corner.top + 3)  # where a rounded rectangle's line would run
    in_map = ((corner_px[0] - board.rect.x) / board.scale, (corner_px[1] - board.rect.y) / board.scale)
    assert not inside_polygon(in_map, wall)
    assert marked.get_at(corner_px) == plain.get_at(corner_px)
    line = board.wall_line("inn")
    for a, b in zip(line, line[1:] + line[:1]):  # the middle of every long side is drawn vermilion
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) > 60:
            middle = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
            assert marked.get_at(middle)[:3] == palette.VERMILION, (a, b)
    for x, y in wall:  # and it stays clear of the painted wall itself
        px = (round(board.rect.x + x * board.scale), round(board.rect.y + y * board.scale))
        assert marked.get_at(px) == plain.get_at(px)


def test_the_event_card_is_as_tall_as_its_words_a_short_event_a_short_card(app):
    """This round's event card fits its words: a short event a short card on its printed place; a
    long one grows up over the empty auction lines, no further than its words need."""
    from client.games.yedo import vocabulary as V
    from client.i18n import current_language
    from client.render.text import wrapped_height

    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    st = scene.match.state
    st.phase = V.PLACEMENT
    board = scene.view.board
    printed = board.to_screen(board.map.piles["current_event"])
    texts = {e: st.data.events[e].text(current_language()) for e in st.data.events}
    short, long_ = min(texts, key=lambda e: len(texts[e])), max(texts, key=lambda e: len(texts[e]))
    cards = {}
    for event in (short, long_):
        st.event = event
        st.touch()
        rect, size = board.event_card(st.observation(0))
        words = wrapped_height(texts[event], rect.width - 20, size) + 6 + BV.EVENT_TITLE_H + 2
        assert size and words <= rect.height, "its words fit whole"
        assert rect.height <= max(printed.height, words + 4), "no taller than its words"
        assert rect.bottom == printed.bottom and rect.height >= printed.height, "it covers its printed place"
        cards[event] = rect
    assert cards[short].height < cards[long_].height < board.event_room(st.observation(0)).height
