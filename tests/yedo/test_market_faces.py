"""The market's face-up weapons are their pictures in both languages (the tooltip and the buy button
name them), never a word cut or a bare number; a slot bought empty says so; the art prints no slot
number that could pass for a name."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client import paths  # noqa: E402
from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import board_view as BV  # noqa: E402
from client.games.yedo.board_map import load_board_map  # noqa: E402
from client.games.yedo.content import content  # noqa: E402
from client.games.yedo.labels import label  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from client.render import art  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

WEAPONS = sorted(content().weapons)
#: every weapon type once, and an empty slot, over two rows of five
ROWS = (WEAPONS[:5], WEAPONS[5:] + [None, None])


def _faces(app, monkeypatch, market):
    """What the table draws in the market: the words written in each slot, the pictures asked for."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    state = scene.match.state
    state.market = list(market)
    state.touch()
    drawn, pictures = [], []
    real_text, real_picture = BV.draw_text_in_box, art.picture

    def text(surface, words, box, size, *args, **kwargs):
        drawn.append((words, pygame.Rect(box)))
        return real_text(surface, words, box, size, *args, **kwargs)

    monkeypatch.setattr(BV, "draw_text_in_box", text)
    monkeypatch.setattr(art, "picture", lambda game, name, size: pictures.append(name) or real_picture(game, name, size))
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    monkeypatch.undo()
    board = scene.view.board
    slots = [board.to_screen(s.rect) for s in board.map.market]
    return scene, [[words for words, rect in drawn if slot.contains(rect)] for slot in slots], \
        [name for name in pictures if name in content().weapons]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_weapon_in_the_market_is_its_picture(app, monkeypatch, lang):
    set_language(lang)
    try:
        for row in ROWS:
            _scene, words, pictures = _faces(app, monkeypatch, row)
            assert pictures == [w for w in row if w is not None], (lang, row)
            for weapon, texts in zip(row, words):
                assert texts == ([_("Empty")] if weapon is None else []), (lang, weapon, texts)
    finally:
        set_language("en")


def test_the_mouse_over_a_weapon_names_it_with_its_price(app, monkeypatch):
    scene, _words, _pictures = _faces(app, monkeypatch, ROWS[0])
    board = scene.view.board
    slot = board.to_screen(board.map.market[1].rect)
    scene.view.mouse = slot.center
    scene.draw(app.screen)
    assert scene.view.tip.startswith(content().weapons[ROWS[0][1]].name("en"))


def test_the_buy_button_names_the_weapon(app, monkeypatch):
    scene, _words, _pictures = _faces(app, monkeypatch, ROWS[0])
    text = label(scene.observation(), "do:market1:buy:2", scene.view.name)
    assert content().weapons[ROWS[0][1]].name("en") in text and "slot 2" in text


def test_the_art_prints_no_slot_number():
    """Above the price coin the art's slot is blank paper: text leaves many anti-aliased shades."""
    board = load_board_map()
    art = pygame.image.load(str(paths.maps_dir() / board.image))
    for slot in board.market:
        r = slot.rect
        shades = {tuple(art.get_at((x, y)))[:3] for x in range(r.x + 4, r.x + r.w - 4)
                  for y in range(r.y + 4, r.y + r.h - 42)}
        assert len(shades) < 4, f"something printed in market slot {slot.slot}"
