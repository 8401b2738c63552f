"""姬札大戰's cards on the one template: abilities drawn as icons (never "4/2"), the zoomed card
(pointed at, or clicked to hold) saying the whole text uncut in both languages, no Latin on a
Chinese face, and a deleted picture told once while the table still draws."""
from __future__ import annotations

import re
import shutil

import pygame
import pytest

from client import notices
from client.games.himefuda import SPEC, card_art
from client.games.himefuda import art as himefuda_art
from client.games.himefuda import view as V
from client.games.himefuda.cards import General, pool
from client.i18n import set_language
from client.render import art
from tests.quiet_notices import quiet_notices  # noqa: F401 (autouse)
from tests.table_scene import played_scene
from tests.text_spy import spy_all_text, spy_text

SLASHED = re.compile(r"\d\s*/\s*\d")


@pytest.fixture(autouse=True)
def fresh_faces():
    """Faces and pictures drawn afresh in each test (the language, a deleted file)."""
    def forget():
        art.clear_cache()
        card_art._face_cached.cache_clear()
        card_art._mini.cache_clear()
    forget()
    yield
    forget()
    set_language("en")


def _table(app, lang="en", moves=20, seed=2):
    """A table after ``moves`` random moves, seen by the seat to act."""
    set_language(lang)
    return played_scene(app, SPEC, {}, 2, seed, moves, {0, 1})


def _draw(app, scene):
    obs = scene.observation()
    scene.view.draw(app.screen, obs)
    return obs


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_abilities_are_drawn_as_icons_never_as_slashed_numbers(app, monkeypatch, lang):
    scene = _table(app, lang)
    said = spy_all_text(monkeypatch)
    obs = _draw(app, scene)
    assert obs.units, "the seeded table has units on the field"
    for card in pool().cards:
        card_art.card_face(card, V.HAND_W)
    slashed = [t for t in said if SLASHED.search(t)]
    assert not slashed, slashed
    # each general's values are there, one number to a chip
    said.clear()
    g = pool().cards["shu_guan_yu"]
    card_art._face_cached.cache_clear()
    chips = []
    real_chip = card_art.draw_value_chip
    monkeypatch.setattr(card_art, "draw_value_chip", lambda surface, value, *a: chips.append(str(value))
                        or real_chip(surface, value, *a))
    card_art.card_face(g.id, V.HAND_W)
    numbers = [t for t in said if t.isdigit()] + chips
    for value in (*g.melee, *g.shoot, g.strategy):
        assert str(value) in numbers


def test_the_stat_icons_are_at_least_16_px_on_a_hand_card(app, monkeypatch):
    drawn = []
    real = card_art.draw_stat_icon
    monkeypatch.setattr(card_art, "draw_stat_icon",
                        lambda surface, stat, rect, colour: drawn.append((stat, pygame.Rect(rect)))
                        or real(surface, stat, rect, colour))
    card_art.card_face("wei_cao_cao", V.HAND_W)
    assert sorted(stat for stat, _r in drawn) == [0, 1, 2]
    assert all(r.width >= 16 and r.height >= 16 for _s, r in drawn)


def _effect_texts(card) -> list[str]:
    lang_zh = card_art.zh()
    abilities = [card.special, card.ougi] if isinstance(card, General) else [card.ability]
    return [ab.text_zh if lang_zh else ab.text_en for ab in abilities if ab is not None]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_zoomed_card_says_its_whole_text_where_the_table_shows_it(app, monkeypatch, lang):
    set_language(lang)
    drawn = spy_text(monkeypatch, card_art)
    room = V.MID.inflate(-16, -16)  # the zoom may grow over the whole middle column
    surface = pygame.Surface(room.size)
    for card in pool().cards.values():
        drawn.clear()
        needed = card_art.zoom_height(card.id, room.width)
        rect = pygame.Rect(0, 0, room.width, min(room.height, needed))
        assert card_art.draw_zoom(surface, card.id, rect), (lang, card.id)
        assert not [d.text for d in drawn if d.result.truncated], (lang, card.id)
        assert not [d.text for d in drawn if "…" in "".join(d.result.lines)], (lang, card.id)
        said = "\n".join(d.text for d in drawn)
        for text in _effect_texts(card):
            assert text in said, (lang, card.id, text)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_pointing_at_a_hand_card_zooms_it_with_its_whole_text(app, monkeypatch, lang):
    scene = _table(app, lang)
    view = scene.view
    _draw(app, scene)
    drawn = spy_text(monkeypatch, card_art)
    for rect, card in list(view._hand):
        drawn.clear()
        view.mouse = rect.center
        _draw(app, scene)
        said = "\n".join(d.text for d in drawn)
        assert card_art.card_name(card) in said
        for text in _effect_texts(pool().cards[card]):
            assert text in said
        assert not [d.text for d in drawn if d.result.truncated], (lang, card)


def test_a_click_holds_the_zoomed_card_until_clicked_again(app, monkeypatch):
    scene = _table(app)
    view = scene.view
    _draw(app, scene)
    rect, card = view._hand[0]
    name = card_art.card_name(card)
    drawn = spy_text(monkeypatch, card_art)

    def click():
        view.mouse = rect.center
        view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center), scene.viewer)

    click()
    view.mouse = (5, 5)  # the pointer leaves the card
    drawn.clear()
    _draw(app, scene)
    assert name in [d.text for d in drawn]
    click()
    view.mouse = (5, 5)
    drawn.clear()
    _draw(app, scene)
    assert name not in [d.text for d in drawn]


def test_a_chinese_face_has_no_latin_name(app, monkeypatch):
    set_language("zh_Hant")
    said = spy_all_text(monkeypatch)
    cards = set(pool().cards)
    for card, face in himefuda_art.gallery():
        assert card not in cards or face.get_width() == himefuda_art.GALLERY_W
    latin = [t for t in said if re.search(r"[A-Za-z]", t)]
    assert not latin, latin


def test_the_gallery_and_the_pictures_cover_every_card(app):
    assert set(pool().cards) <= set(himefuda_art.required_pictures())
    assert set(pool().cards) <= {name for name, _face in himefuda_art.gallery()}
    assert set(himefuda_art.required_pictures()) <= set(art.names("himefuda"))


def test_a_deleted_picture_is_told_once_and_the_table_still_draws(app, monkeypatch, tmp_path):
    shutil.copytree(art.art_dir(), tmp_path / "art")
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path / "art")
    scene = _table(app)
    hand = scene.observation().hand[scene.viewer]
    gone = hand[0]
    (tmp_path / "art" / "himefuda" / f"{gone}.svg").unlink()
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    for _ in range(2):
        _draw(app, scene)
        scene.view.mouse = scene.view._hand[0][0].center  # its zoomed card too
        _draw(app, scene)
    assert len(told) == 1 and f"himefuda/{gone}.svg" in told[0]
    assert art.is_damaged("himefuda", gone)
    # the table is drawn: the hand card keeps its frame and name, the other cards their pictures
    rect = scene.view._hand[0][0]
    assert app.screen.get_at(rect.center)[:3] != (0, 0, 0)
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1600, 40) for y in range(0, 900, 40)}
    assert len(colours) > 20


def test_the_pictures_are_what_the_tool_writes(monkeypatch):
    """assets/art/himefuda is the output of tools/art_himefuda.py: change the script, then rerun it."""
    import importlib.util
    import sys
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / "art_himefuda.py"
    spec = importlib.util.spec_from_file_location("art_himefuda", path)
    tool = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, tool)  # its dataclasses look their module up
    spec.loader.exec_module(tool)
    for card, text in tool.pictures().items():
        assert art.art_path("himefuda", card).read_text(encoding="utf-8") == text, card


def test_out_of_turn_a_click_still_holds_a_hand_card_zoomed(app, monkeypatch):
    scene = _table(app)
    scene.viewer = 1 - scene.match.state.to_act  # the other seat's screen: nothing to play
    view = scene.view
    obs = _draw(app, scene)
    assert not view.legal(obs) and view._hand
    rect, card = view._hand[0]
    assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center), scene.viewer)
    drawn = spy_text(monkeypatch, card_art)
    view.mouse = (5, 5)
    _draw(app, scene)
    assert card_art.card_name(card) in [d.text for d in drawn]
    assert view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=(5, 5)), scene.viewer)
    drawn.clear()
    _draw(app, scene)
    assert card_art.card_name(card) not in [d.text for d in drawn]


@pytest.mark.parametrize("where", ["hand", "castle guard"])
def test_a_cards_fighting_numbers_stand_13_px_tall_on_a_1366_screen(app, monkeypatch, where):
    """The attack and defence digits on a hand card and on the castle guard's card are as tall as
    a unit token's: 13 px of ink or more once the 1600x900 table is shown at 1366x768."""
    from client.games.himefuda.field_geometry import FieldGeometry
    from client.render import text as text_module

    width = V.HAND_W if where == "hand" else FieldGeometry(V.FIELD).castle_parts(0).guard.width
    inks = []
    real = card_art.draw_chip_number

    def spy(surface, text, chip, size, colour, bold=True):
        line = text_module.render(text, size, colour, bold)
        inks.append(line.get_bounding_rect().height)
        return real(surface, text, chip, size, colour, bold)
    monkeypatch.setattr(card_art, "draw_chip_number", spy)
    card_art._face_cached.cache_clear()
    card_art.card_face("wei_cao_cao", width)
    assert len(inks) == 4, inks  # melee and shooting, attack and defence
    assert min(inks) * 1366 / 1600 >= 13, inks


def test_stratagem_and_strategy_cards_carry_bands_of_different_colours(app):
    """計略 (Stratagem) and 戰略 (Strategy) are two kinds of tactic: side by side in a hand their
    kind bands differ in colour, not only in a word."""
    cards = pool().cards
    ids = {kind: next(c.id for c in cards.values() if getattr(c, "kind", None) == kind)
           for kind in ("stratagem", "strategy")}
    faces = {kind: card_art.card_face(card, V.HAND_W) for kind, card in ids.items()}
    h = faces["strategy"].get_height()
    band = {kind: tuple(face.get_at((12, h - 10)))[:3] for kind, face in faces.items()}
    assert sum(abs(a - b) for a, b in zip(band["stratagem"], band["strategy"])) > 90, band
