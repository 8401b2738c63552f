"""Samurai Sword's cards on the one template (card_art.py, pictures under assets/art/samurai_sword):
a Chinese table shows no romanised names, an unplayable card keeps its picture dimmed, a tilted
card keeps smooth edges, the icon row's glyphs stay 16 px or more, the zoomed card holds its rules
text whole, the table is wood, and a deleted picture leaves the table drawn with a plain frame and
one notice."""
from __future__ import annotations

import os
import random
import re
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client import notices  # noqa: E402
from client.core.match import Match, Seat  # noqa: E402
from client.games.samurai_sword import SPEC, card_art  # noqa: E402
from client.games.samurai_sword import content as C  # noqa: E402
from client.games.samurai_sword.view import FAN_CARD  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render import art  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402
from tests.text_spy import spy_all_text, spy_text  # noqa: E402

pytestmark = pytest.mark.usefixtures("english_after")

LATIN = re.compile(r"[A-Za-z]")
ENGLISH_NAMES = ({c.en for c in C.CARDS} | {ch.en for ch in C.CHARACTERS} | {en for _zh, en in C.ROLE_NAMES.values()})


@pytest.fixture(autouse=True)
def _fresh_pictures():
    art.clear_cache()
    card_art.clear_caches()
    yield
    art.clear_cache()
    card_art.clear_caches()


def _scene(app, players=5, seed=9, moves=16):
    from client.scenes.play import PlayScene

    seats = [Seat(f"玩家{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(players)]
    match = Match(SPEC, {}, seed, seats)
    rng = random.Random(seed)
    for _ in range(moves):
        match.play(rng.choice(match.state.legal_actions()))
    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = 0
    return scene


def _every_face():
    """Every card face, zoomed card, seat character and role card, drawn afresh."""
    for cid in C.CARD_IDS:
        card_art.card_face(cid, *FAN_CARD)
        card_art.card_face(cid, 60, 86)
        card_art.card_zoom(cid)
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    for ch in C.CHARACTERS:
        card_art.card_zoom(ch.id)
        card_art.draw_character(surface, (0, 0, 122, 76), ch.id)
    for role in C.ROLES:
        card_art.card_zoom(role)
        card_art.draw_role(surface, (0, 0, 64, 80), role, 2 if role == C.NINJA else 0)


def test_a_chinese_card_face_draws_no_latin_letters(app, monkeypatch):
    set_language("zh_Hant")
    drawn = spy_text(monkeypatch, card_art)
    _every_face()
    assert drawn, "the faces drew no text at all"
    latin = sorted({d.text for d in drawn if LATIN.search(d.text)})
    assert not latin, f"romanised words on Chinese cards: {latin}"
    names = {d.text for d in drawn}
    assert {"鎖鎌", "手裏劍", "調息", "調虎離山", "五右衛門", "將軍"} <= names


def test_a_chinese_table_names_no_card_or_character_in_english(app, monkeypatch):
    """The table in Chinese, a hand card and the discard pile pointed at: no English card,
    character or role name anywhere (the old faces and tooltips carried them as subtitles)."""
    import client.games.samurai_sword.view as V

    set_language("zh_Hant")
    scene = _scene(app)
    said = spy_all_text(monkeypatch)
    scene.draw(app.screen)
    for k in range(len(scene.view.fan_cards())):
        _card, centre, _angle = scene.view.fan_cards()[k]
        monkeypatch.setattr(V, "mouse_pos", lambda centre=centre: (round(centre[0]), round(centre[1])))
        scene.draw(app.screen)
    said = [text.replace(SPEC.title_en, "") for text in said]  # the title bar's game name is the chrome's
    english = sorted({name for name in ENGLISH_NAMES for text in said if re.search(rf"\b{name}\b", text)})
    assert not english, f"English names on the Chinese table: {english}"


def _window_pixels(surface: pygame.Surface, w: int, h: int):
    p = card_art.parts(w, h, "")
    win = p.window.inflate(-6, -6)
    return [surface.get_at((x, y)) for x in range(win.left, win.right, 3) for y in range(win.top, win.bottom, 3)]


@pytest.mark.parametrize("cid", ["parry", "katana", "armor"])
def test_an_unplayable_card_keeps_its_picture_dimmed_not_grey(app, cid):
    w, h = FAN_CARD
    face = card_art.card_face(cid, w, h)
    dim = card_art.greyed(cid, w, h, 0.0)
    assert dim.get_size() == face.get_size()
    coloured = [c for c in _window_pixels(dim, w, h) if max(c[:3]) - min(c[:3]) > 24]
    assert len(coloured) > 20, "the picture lost its colours: flat grey"
    bright = sum(sum(c[:3]) for c in _window_pixels(face, w, h))
    dimmed = sum(sum(c[:3]) for c in _window_pixels(dim, w, h))
    assert dimmed < 0.8 * bright, "an unplayable card must look darker than a playable one"
    assert len({tuple(c[:3]) for c in _window_pixels(dim, w, h)}) > 10, "the picture is still there"


def test_a_tilted_hand_card_has_smooth_edges(app):
    w, h = FAN_CARD
    turned = card_art.rotated("face", "katana", w, h, 3.5)
    row = turned.get_height() // 2
    alphas = [turned.get_at((x, row)).a for x in range(turned.get_width())]
    first = next(x for x, a in enumerate(alphas) if a)
    last = max(x for x, a in enumerate(alphas) if a)
    # the edge is blended: partly transparent pixels where the card begins and ends
    assert 0 < alphas[first] < 255 or 0 < alphas[first + 1] < 255
    assert 0 < alphas[last] < 255 or 0 < alphas[last - 1] < 255
    edge = [turned.get_at((x, y)).a for y in range(10, turned.get_height() - 10)
            for x in (next(x for x in range(turned.get_width()) if turned.get_at((x, y)).a),)]
    assert sum(1 for a in edge if a < 250) > len(edge) // 3, "the left edge steps from clear to solid"


def test_the_icon_row_glyphs_are_16_px_or_more_on_a_hand_card(app, monkeypatch):
    asked = []
    real = art.picture

    def spy(game, name, size):
        if name.startswith("icon_"):
            asked.append((name, size))
        return real(game, name, size)

    monkeypatch.setattr(art, "picture", spy)
    for cid in C.CARD_IDS:
        card_art.card_face(cid, *FAN_CARD)
    names = {name for name, _size in asked}
    assert {"icon_reach", "icon_damage", "icon_cards", "icon_block"} <= names
    assert min(min(size) for _name, size in asked) >= card_art.ICON_MIN


def test_the_template_gives_the_picture_about_55_percent_of_the_card():
    for w, h in (FAN_CARD, (100, 140)):
        p = card_art.parts(w, h, "調虎離山")
        assert 0.5 <= p.window.height / h <= 0.6
        assert p.banner is not None and p.icons is not None and p.banner.bottom <= p.window.top
        assert p.window.bottom <= p.icons.top


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_every_zoomed_card_holds_its_text_whole(app, lang):
    set_language(lang)
    cut = {cid: card_art.zoom_problems(cid) for cid in [*C.CARD_IDS, *(c.id for c in C.CHARACTERS), *C.ROLES]}
    assert not {cid: texts for cid, texts in cut.items() if texts}


def test_pointing_at_a_hand_card_holds_it_up_with_its_rules_text(app, monkeypatch):
    import client.games.samurai_sword.view as V

    set_language("en")
    scene = _scene(app)
    scene.draw(app.screen)
    card, centre, _angle = scene.view.fan_cards()[0]
    monkeypatch.setattr(V, "mouse_pos", lambda: (round(centre[0]), round(centre[1])))
    drawn = spy_text(monkeypatch, card_art)
    card_art.clear_caches()
    scene.draw(app.screen)
    texts = [d for d in drawn if d.text == card_art.card_text(card)]
    assert texts and not any(d.result.truncated for d in texts)


def test_the_table_is_wood_not_felt(app):
    set_language("en")
    scene = _scene(app)
    scene.draw(app.screen)
    from client.games.samurai_sword.table_map import on_wood

    view = scene.view
    felt = pygame.Rect(view.table.felt)
    covered = [pygame.Rect(p.panel).inflate(80, 80) for p in view.layout.places]
    covered += [pygame.Rect(view.layout.deck).union(view.layout.discard).inflate(160, 120), pygame.Rect(view.table.fan)]
    bare = [(x, y) for x in range(felt.x, felt.right, 40) for y in range(felt.y, felt.bottom, 40)
            if on_wood((x, y, 1, 1), view.table.felt, 30) and pygame.Rect(x, y, 1, 1).collidelist(covered) < 0]
    assert len(bare) > 4
    for x, y in bare[:: len(bare) // 4]:  # spread over the bare wood
        r, g, b = app.screen.get_at((x, y))[:3]
        assert r > g > b, f"the table at {(x, y)} is {(r, g, b)}: not wood"


def test_a_deleted_picture_leaves_the_table_drawn_with_a_plain_frame_and_one_notice(app, monkeypatch, tmp_path):
    copy = tmp_path / "art"
    shutil.copytree(art.art_dir(), copy)
    (copy / "samurai_sword" / "katana.svg").unlink()
    monkeypatch.setattr(art, "art_dir", lambda: copy)
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    set_language("en")
    scene = _scene(app)
    scene.match.state.hands[0] = ["katana", "parry", "katana"]
    scene.match.version += 1
    scene.draw(app.screen)
    scene.draw(app.screen)
    face = card_art.card_face("katana", *FAN_CARD)
    centre = card_art.parts(*FAN_CARD, "Katana").window.center
    assert face.get_at(centre)[:3] == art.palette.KINARI  # the plain frame where the picture was
    assert len(told) == 1 and "samurai_sword/katana.svg" in told[0]
    assert art.is_damaged("samurai_sword", "katana") and not art.is_damaged("samurai_sword", "parry")
