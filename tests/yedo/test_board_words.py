"""Yedo's board reads in the player's language only: the baked art carries no words, the table
writes every name (districts, places, tracks, lots, piles) in the current language; counts of
points and coins read right for 1."""
from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client import paths  # noqa: E402
from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import board_labels as BL  # noqa: E402
from client.games.yedo import board_view as BV  # noqa: E402
from client.games.yedo import counts, log_text  # noqa: E402
from client.games.yedo import panels as P  # noqa: E402
from client.games.yedo.board_map import load_board_map  # noqa: E402
from client.i18n import set_language  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

LATIN = re.compile(r"[A-Za-z]")
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


@pytest.fixture
def zh():
    set_language("zh_Hant")
    yield
    set_language("en")


def test_the_baked_art_has_no_words_where_the_table_writes_them():
    """Text leaves many anti-aliased shades; a blank band, box or panel only one or two."""
    board = load_board_map()
    art = pygame.image.load(str(paths.maps_dir() / board.image))
    for label in BL.labels(board):
        if label.text in ("Market weapons",):  # over the street grid and the patrol's road
            continue
        r = label.rect
        shades = {tuple(art.get_at((x, y)))[:3] for x in range(r.x, r.x + r.w) for y in range(r.y, r.y + r.h)}
        assert len(shades) < 10, f"words baked into the art under {label.text!r}"


def test_the_board_words_are_chinese_only_in_chinese(zh):
    texts = [label.text for label in BL.labels(load_board_map())]
    assert "城堡區" in texts and "江戶城" in texts
    assert not [t for t in texts if LATIN.search(t)]


def test_the_board_words_are_english_only_in_english():
    texts = [label.text for label in BL.labels(load_board_map())]
    assert "Castle" in texts and "Edo Castle" in texts
    assert not [t for t in texts if CJK.search(t)]


def _board_pixels(app, lang):
    set_language(lang)
    try:
        scene = table_scene(app, SPEC, {"mode": "geisha"}, 5, 3, {0}, 0)
        scene.view.mouse = (2, 2)
        scene.draw(app.screen)
        band = scene.view.board.to_screen(BL.labels(load_board_map())[0].rect)  # the Castle's name
        return pygame.image.tobytes(app.screen.subsurface(band), "RGB")
    finally:
        set_language("en")


def test_the_table_writes_the_district_name_in_the_language_chosen(app):
    english, chinese = _board_pixels(app, "en"), _board_pixels(app, "zh_Hant")
    assert len(set(english)) > 10 and len(set(chinese)) > 10  # words drawn in the band
    assert english != chinese  # "Castle" in one, 城堡區 in the other


def test_the_art_is_cached_per_language():
    BV.board_face.cache_clear()
    a = BV.board_face((580, 326), "en")
    b = BV.board_face((580, 326), "zh_Hant")
    assert a is not b and BV.board_face((580, 326), "en") is a


# -- counts --------------------------------------------------------------------------

def test_counts_read_right_for_one():
    assert counts.points(1) == "1 point" and counts.points(3) == "3 points"
    assert counts.coins(1) == "1 coin" and counts.coins(0) == "0 coins"


def test_counts_in_chinese(zh):
    assert counts.points(1) == "1分" and counts.coins(5) == "5元"


def test_the_panel_never_says_1_pts(app, monkeypatch):
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    state = scene.match.state
    state.points[0], state.coins[0] = 1, 1
    state.touch()
    drawn = []
    real = BV.draw_text_in_box

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr("client.games.yedo.panels.draw_text_in_box", spy)
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    tips = [t for _r, t in P.draw_player(app.screen, scene.view.panel_rect(0), scene.observation(), 0,
                                        scene.view.colours()[0], "P1", False)]
    assert "1 point" in tips and "1 coin" in tips  # the star's and the coin's tooltips; their figures are drawn
    assert not [t for t in drawn + tips if re.search(r"\b1 (pts|points|coins)\b", t)]


def test_the_end_log_says_1_point():
    final = [{"points": 1, "bonus": {}, "blackmail": 0, "total": 1}, {"points": 1, "bonus": {}, "blackmail": 0,
                                                                      "total": 1}]
    lines = log_text._game_over({"final": final, "winners": [0]}, lambda s: f"P{s + 1}")
    assert "P1: 1 point in all." in lines
    assert any("tie on 1 point:" in line for line in lines)
    assert not [line for line in lines if "1 points" in line]



@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_board_word_fits_whole_at_the_floor_on_the_table(lang):
    """At the table's scale every word of the board is drawn at 13 px at least and never cut
    with "…" (a lot's prize is a picture, named in its tooltip)."""
    from client.games.yedo.view import BOARD_AREA
    from client.render.text import MIN_SIZE, layout_in_box

    board = BV.Board(BOARD_AREA)
    set_language(lang)
    try:
        for label in BL.labels(board.map):
            box = board.to_screen(label.rect)
            lay = layout_in_box(label.text, box.width, box.height, max(MIN_SIZE, round(label.size * board.scale)),
                                multiline=label.multiline, bold=label.bold)
            assert not lay.truncated and box.height >= MIN_SIZE + 2, (lang, label.text, box.size)
    finally:
        set_language("en")


def _map_maker():
    """tools/make_yedo_map.py, which paints the district's name card and picture."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_yedo_map", paths.maps_dir().parent / "tools" / "make_yedo_map.py")
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    return maker


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_district_s_name_and_place_stand_whole_inside_its_name_card(lang):
    """On the table each line of a district's card is as tall as its letters, descent included
    ("Ikegami Honmon-ji" lost the foot of its g and j), written at its own size (never shrunk),
    and inside the card the art paints for it."""
    from client.games.yedo.view import BOARD_AREA
    from client.render.text import _line_metrics, layout_in_box

    pygame.font.init()
    maker = _map_maker()
    painter = maker.Painter(pygame, pygame.Surface((1, 1)))
    board = BV.Board(BOARD_AREA)
    set_language(lang)
    try:
        for d in board.map.districts:
            r = d.rect
            card = pygame.Rect(r.x + 8, r.y + 6, maker.cartouche_width(painter, d.id),
                               maker.CARD_H_CASTLE if d.id == "castle" else maker.CARD_H)
            words = [label for label in BL.labels(board.map) if label.text in (d.name_en, d.place_en, d.name_zh,
                                                                                d.place_zh)]
            assert len(words) == 2, d.id
            for label in words:
                size = max(BL.MIN_SIZE, round(label.size * board.scale))
                box = board.to_screen(label.rect)
                ascent, descent = _line_metrics(size, label.bold)
                assert box.height >= ascent + descent, (lang, label.text, box.height, ascent + descent)
                lay = layout_in_box(label.text, box.width, box.height, size, bold=label.bold)
                assert lay.size == size and not lay.truncated and len(lay.lines) == 1, (lang, label.text)
                inner = card.inflate(-6, -6)
                assert inner.contains((label.rect.x, label.rect.y, label.rect.w, label.rect.h)), (lang, label.text, inner)
    finally:
        set_language("en")


def test_no_district_picture_reaches_into_its_name_card():
    """The district's picture (the Temple's pagoda, the Gate's roof) stands clear of the name
    card: no ink of it in the strip just right of the card or just under it."""
    pygame.font.init()
    maker = _map_maker()
    painter = maker.Painter(pygame, pygame.Surface((1, 1)))
    board = load_board_map()
    art = pygame.image.load(str(paths.maps_dir() / board.image))
    for d in board.districts:
        r = d.rect
        card = pygame.Rect(r.x + 8, r.y + 6, maker.cartouche_width(painter, d.id),
                           maker.CARD_H_CASTLE if d.id == "castle" else maker.CARD_H)
        right = pygame.Rect(card.right + 3, card.y, 5, card.height + 3)
        under = pygame.Rect(card.x + 6, card.bottom + 4, card.width, 2)  # a pile lies 6 px under it
        ink = [(x, y) for strip in (right, under) for x in range(strip.x, strip.right)
               for y in range(strip.y, strip.bottom) if max(art.get_at((x, y))[:3]) < 70]
        assert not ink, (d.id, ink[:3])


def test_a_districts_place_line_is_written_at_14_px_or_more_on_the_table():
    """The place under a district's name (Ikegami Honmon-ji, Kyōbashi) reads on the 1600×900 table,
    above the 13-px floor."""
    from client.games.yedo.view import BOARD_AREA

    board = BV.Board(BOARD_AREA)
    places = {d.place_en for d in board.map.districts}
    sizes = [round(label.size * board.scale) for label in BL.labels(board.map) if label.text in places]
    assert len(sizes) == len(places) and min(sizes) >= 14, sizes


@pytest.mark.parametrize("lang, words", [("en", "Passed in auction"), ("zh_Hant", "拍賣中放棄")])
def test_the_seats_out_of_the_auction_are_named_for_what_they_did(lang, words):
    """The side board's line of hollow seat shapes holds the seats that passed in this auction
    (dropped out for coins, or passed instead of opening a lot): its title says so, written live
    while a seat stands there (never baked into the board's face), whole in its box."""
    from client.render.text import fits

    board = load_board_map()
    set_language(lang)
    try:
        title = BL.track_title(board, "dropout")
        texts = [label.text for label in BL.labels(board)]
    finally:
        set_language("en")
    assert title.text == words and words not in texts
    assert fits(words, title.rect.w, title.rect.h, title.size, multiline=True)
