"""The market's face-up weapons read as weapons in both languages: each slot shows the weapon's
name, its short name or its picture (never a bare number), at 12 px at least; a slot bought
empty says so; the art prints no slot number that could pass for a name."""
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
from client.render.text import MIN_SIZE, fits  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402

WEAPONS = sorted(content().weapons)
#: every weapon type once, and an empty slot, over two rows of five
ROWS = (WEAPONS[:5], WEAPONS[5:] + [None, None])


def _faces(app, monkeypatch, market):
    """What the table draws in each market slot: the words written, the pictures drawn."""
    scene = table_scene(app, SPEC, {"mode": "geisha"}, 4, 3, {0}, 0)
    state = scene.match.state
    state.market = list(market)
    state.touch()
    drawn = []
    real_text, real_weapon = BV.draw_text_in_box, BV.draw_weapon

    def text(surface, words, box, size, *args, **kwargs):
        drawn.append(("text", words, pygame.Rect(box), size))
        return real_text(surface, words, box, size, *args, **kwargs)

    def picture(surface, rect, kind, colour):
        drawn.append(("picture", kind, pygame.Rect(rect), None))
        return real_weapon(surface, rect, kind, colour)

    monkeypatch.setattr(BV, "draw_text_in_box", text)
    monkeypatch.setattr(BV, "draw_weapon", picture)
    scene.view.mouse = (2, 2)
    scene.draw(app.screen)
    board = scene.view.board
    slots = [board.to_screen(s.rect) for s in board.map.market]
    return scene, [[d for d in drawn if slot.contains(d[2])] for slot in slots]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_weapon_in_the_market_reads_as_itself(app, monkeypatch, lang):
    set_language(lang)
    try:
        weapons = content().weapons
        for row in ROWS:
            _scene, faces = _faces(app, monkeypatch, row)
            for weapon, face in zip(row, faces):
                texts = [d[1] for d in face if d[0] == "text"]
                assert not [t for t in texts if t.strip().isdigit()], (lang, weapon, texts)
                if weapon is None:
                    assert texts == [_("Empty")], (lang, texts)
                    continue
                name = weapons[weapon].name(lang)
                pictures = [d[1] for d in face if d[0] == "picture"]
                if texts:
                    assert texts in ([name], [name.split(" (")[0]]), (lang, weapon, texts)
                    box = face[0][2]
                    assert fits(texts[0], box.width, box.height, MIN_SIZE, multiline=True), (lang, texts)
                else:  # a picture, told apart by its shape, only in a row where some short name does not fit
                    assert pictures == [weapon], (lang, weapon, face)
                    slot = face[0][2]
                    assert any(w is not None and not fits(weapons[w].name(lang).split(" (")[0], slot.width,
                                                          slot.height, MIN_SIZE) for w in row), (lang, row)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_weapons_are_words_in_chinese_and_one_row_one_way_in_english(app, monkeypatch, lang):
    """In Chinese every name fits its slot; in English, where one name does not fit, the whole row
    shows pictures (words and pictures mixed in one row read as a puzzle), never cut words."""
    set_language(lang)
    try:
        for row in ROWS:
            _scene, faces = _faces(app, monkeypatch, row)
            kinds = [[d[0] for d in face] for face, w in zip(faces, row) if w is not None]
            if lang == "zh_Hant":
                assert kinds == [["text"]] * len(kinds)
            else:
                assert kinds in ([["text"]] * len(kinds), [["picture"]] * len(kinds)), kinds
        _scene, faces = _faces(app, monkeypatch, ROWS[0])
        if lang == "en":  # katana, shuriken, metsubushi… do not fit at 12 px: the first row is pictures
            assert [[d[0] for d in face] for face in faces] == [["picture"]] * 5
    finally:
        set_language("en")


def test_the_buy_button_names_the_weapon(app, monkeypatch):
    scene, _drawn = _faces(app, monkeypatch, ROWS[0])
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
