"""Every screen, as a player sees it on a 1366×768 laptop and at 1600×900, in both languages: the
menus (title, games, seat setup and rules help of each game, settings, load, save) and every
game's table at the start, after 60 and after 200 random actions, and its review with the chance
chart open (tests/text_census.py records each line drawn, its size and every cut).

- No text is cut short with "…" (but a name a player typed), nor runs off the window, on any screen: where it does not fit,
  it is laid out otherwise (issue 39).
- No text is under the floor on screen: 11 px on a 1366×768 laptop's full screen, 10 px in its
  window and in the smallest window (960×540, which pans), 13 px at 1600×900.
- No Latin word on a Chinese screen (keys are named as printed on the keyboard).
- No name said twice in a row ("P3：P3嘗試…").

The tables are drawn at the table's 1600×900 and shown scaled, so a line's size on screen is its
size times the window's scale (client.window): one walk per language gives every window size.
"""
from __future__ import annotations

import re

import pytest

from client import window
from tests.text_census import Census, walk_screens, walk_tables

LANGS = ("en", "zh_Hant")
FULL_SCREEN = (1366, 768)
# (window size, the smallest text on screen there, in window pixels)
FLOORS = [((1600, 900), 13), (FULL_SCREEN, 11), (window.start_size(FULL_SCREEN), 10), (window.MIN_SIZE, 10)]


@pytest.fixture(scope="module", params=LANGS)
def census(request, table_app):
    lang = request.param
    with pytest.MonkeyPatch.context() as patch:
        seen = Census(patch)
        walk_screens(seen, lang, (1600, 900))
        walk_tables(seen, table_app, lang, (1600, 900))
    from client.i18n import set_language

    set_language("en")
    return seen


def test_the_walk_sees_every_screen_and_table(census):
    from client.games import REGISTRY

    places = {s.where for s in census.seen}
    for game in REGISTRY:
        for what in ("move 0", "review", "setup", "help"):
            assert any(game in p and what in p for p in places), (game, what)
    assert {"title", "games", "settings", "load", "save"} <= places


def test_no_text_is_cut_short(census):
    cuts = sorted({(c.where, c.whole, c.shown) for c in census.cuts})
    assert not cuts, "\n".join(f"{where}: {whole!r} shown as {shown!r}" for where, whole, shown in cuts)


@pytest.mark.parametrize("size,floor", FLOORS, ids=[f"{w}x{h}" for (w, h), _f in FLOORS])
def test_no_text_is_under_the_floor_on_screen(census, size, floor):
    scale = window.Viewport(size).scale
    small = sorted({(s.where, s.line, round(s.size * scale, 1)) for s in census.seen if s.size * scale < floor - 0.05})
    assert not small, "\n".join(f"{where}: {line!r} at {px} px" for where, line, px in small[:40])


def test_no_latin_word_on_a_chinese_screen(census):
    typed = frozenset()  # the walk's seats are named by the program ("玩家1"): nothing typed
    words = sorted({(where, word, line) for word, line, where in census.latin_words(typed)})
    assert not words, "\n".join(f"{where}: {word!r} in {line!r}" for where, word, line in words)


def test_no_name_is_said_twice_in_a_row(census):
    twice = re.compile(r"(\S{2,})\s?[：:]\s?\1")
    doubled = sorted({(s.where, s.line) for s in census.seen if twice.search(s.line)})
    assert not doubled, "\n".join(f"{where}: {line!r}" for where, line in doubled)
