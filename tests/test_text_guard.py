"""Every screen, as a player sees it on a 1366×768 laptop and at 1600×900, in both languages: the
menus (title, games, seat setup and rules help of each game, settings, load, save) and every
game's table at the start, after 60 and after 200 random actions, and its review with the chance
chart open (tests/text_census.py records each line drawn, its size and every cut).

- No text is cut short with "…" (but a name a player typed), on any screen.
- No text is under the floor on screen: 11 px on a 1366×768 laptop's full screen, 10 px in its
  window and in the smallest window (960×540, which pans), 13 px at 1600×900.
- No Latin word on a Chinese screen (keys are named as printed on the keyboard).
- No name said twice in a row ("P3：P3嘗試…").

The tables are drawn at the table's 1600×900 and shown scaled, so a line's size on screen is its
size times the window's scale (client.window): one walk per language gives every window size.

ART_CUTS: cuts left in card and board drawing that the art helpers of this session are redrawing
(issue 39): each names the game and the whole text cut. The list only shrinks: the lead empties it
as their tables land.
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

ART_CUTS: dict[str, set[str]] = {  # game -> whole texts cut, in either language
    "himefuda": {
        "Move phase: the unit and your units beside it get melee +1/+0 and the flank-attack skill this turn.",
        "Sortie phase: the garrison gains 1 thousand troops.",
        "Strategic Retreat",
        "War result 1",
        "War result 2",
        "出擊階段：守城兵力增加1千。",
        "移動階段：該部隊與兩側的我軍部隊本回合近身+1/+0並獲得奇襲。",
        "蜀3",
        "部隊遭受射擊時：後退到後方空區域，傷亡減少1千（至少1千）。",
        "魏5",
        "戰略後撤",  # these two on a 54-px face (tests/himefuda/test_view.py)
        "諸葛連弩",
    },
    "shogun": {
        "Musashi",
        "Shimotsuke",
        "Shinano",
        "Wakasa",
    },
    "yedo": {
        "1 point per completed mission.",
        "A prayer for the clan",
        "Action cards",
        "Annexes",
        "Black missions",
        "Blessings",
        "Bonus cards",
        "Burn the Shogun's fleet",
        "Count the guards",
        "Event now",
        "Green missions",
        "Patrol",
        "Pay 2 coins and take the top weapon.",
        "Red missions",
        "Scores at the end of the game",
        "Seasoned veteran",
        "Sword polisher",
        "Turn order",
        "Weapon deck",
        "Weapon discard",
        "Yellow missions",
        "open with 3+ players",
        "武器棄牌",
        "武器牌堆",
        "目前事件",
        "附屬建築",
    },
}


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


def _game(where: str) -> str:
    return where.split()[-1] if where.split()[0] in ("setup", "help") else where.split()[0]


def test_the_walk_sees_every_screen_and_table(census):
    from client.games import REGISTRY

    places = {s.where for s in census.seen}
    for game in REGISTRY:
        for what in ("move 0", "review", "setup", "help"):
            assert any(game in p and what in p for p in places), (game, what)
    assert {"title", "games", "settings", "load", "save"} <= places


def test_no_text_is_cut_short(census):
    cuts = sorted({(c.where, c.whole, c.shown) for c in census.cuts
                   if c.whole not in ART_CUTS.get(_game(c.where), set())})
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
