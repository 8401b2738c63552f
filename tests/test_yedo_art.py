"""Yedo's table in pictures (issues 37 and 38): cards on the template with icons and never a word
cut short, weapons as pictures, decks as backs with their counts, the "3+" badges above the
highlight frames, the auction beside the board, the hint clear of the Inn, every card with a
picture of its own kind, and a missing picture still drawing the table with one notice."""
from __future__ import annotations

import random
import shutil

import pygame
import pytest

from client import notices
from client.games.yedo import SPEC
from client.games.yedo import board_view as BV
from client.games.yedo import card_face as CF
from client.games.yedo import dialogs as D
from client.games.yedo import hand_view as H
from client.games.yedo import panels as P
from client.games.yedo import pictures as PIC
from client.games.yedo import view as V
from client.games.yedo.board_labels import DECK_PILES
from client.games.yedo.content import content
from client.i18n import set_language
from client.render import art, palette
from tests.table_scene import table_scene
from tests.text_spy import spy_text
from tests.yedo.test_view import _draw, _kind
from tests.yedo.test_view import _play_until as play_until

pytestmark = pytest.mark.usefixtures("english_after")
MODULES = (BV, CF, D, H, P, V)


def _scene(app, players=4, seed=2):
    return table_scene(app, SPEC, {"mode": "geisha"}, players, seed, set(range(players)), 0)


def _play(scene, moves: int, seed: int = 2) -> None:
    """``moves`` random moves, the screen then the seat to act's (its decision is drawn)."""
    rng = random.Random(seed)
    for _ in range(moves):
        st = scene.match.state
        if st.is_over():
            break
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.viewer = scene.match.state.to_act
    scene.view.anim.skip()


def _play_until(scene, want, seed: int = 3) -> bool:
    found = play_until(scene, random.Random(seed), want)
    scene.view.anim.skip()
    return found


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("moves", [0, 60, 200])
def test_nothing_on_the_table_is_cut_short(app, monkeypatch, lang, moves):
    set_language(lang)
    scene = _scene(app)
    _play(scene, moves)
    drawn = spy_text(monkeypatch, *MODULES)
    _draw(app, scene)
    boxes = scene.view.hand_drawn().boxes
    for rect, _face in boxes:  # each card under the mouse, and its large copy
        _draw(app, scene, mouse=(rect.x + 6, rect.bottom - 8))
    assert drawn
    cut = [d.text for d in drawn if "…" in d.text or d.result.truncated]
    assert not cut, cut


def test_a_look_leaves_every_hand_cards_name_whole(app, monkeypatch):
    scene = _scene(app)
    assert _play_until(scene, lambda st: st.peek is not None and st.peek[0] == st.to_act
                       and len(st.missions[st.to_act]) + len(st.hands[st.to_act]) >= 4)
    drawn = spy_text(monkeypatch, *MODULES)
    _draw(app, scene)
    titles = {face.title for _r, face in scene.view.hand_drawn().boxes}
    named = [d for d in drawn if d.text in titles]
    assert {d.text for d in named} == titles
    assert not any(d.result.truncated for d in named)


def test_the_market_shows_weapons_as_pictures_never_as_words(app, monkeypatch):
    scene = _scene(app)
    weapons = sorted(content().weapons)[:5]
    scene.match.state.market = list(weapons)
    scene.match.state.touch()
    asked = []
    real = art.picture
    monkeypatch.setattr(art, "picture", lambda game, name, size: asked.append(name) or real(game, name, size))
    drawn = spy_text(monkeypatch, BV)
    _draw(app, scene)
    names = {content().weapons[w].name(lang) for w in content().weapons for lang in ("en", "zh")}
    assert not [d.text for d in drawn if d.text in names or d.text.split(" (")[0] in names]
    assert set(weapons) <= set(asked)


def test_a_mission_face_shows_its_weapons_and_rewards_as_icons(app):
    mission = next(m for m in content().missions.values() if any(i.startswith("weapon:") for i in m.items))
    scene = _scene(app)
    rows = PIC.mission_icons(scene.observation(), 0, mission.id)
    pictures = {icon.picture for row in rows for icon in row}
    assert {i.partition(":")[2] for i in mission.items if i.startswith("weapon:")} <= pictures
    points = sum(op[1] for op in mission.reward if op[0] == "points")
    assert any(icon.picture == "icon_points" and icon.number == str(points) for icon in rows[1])


def test_a_deck_is_its_back_with_the_number_of_cards_in_it(app, monkeypatch):
    scene = _scene(app)
    obs = scene.observation()
    drawn = spy_text(monkeypatch, BV)
    _draw(app, scene)
    board = scene.view.board
    for pile, pool in DECK_PILES.items():
        rect = board.to_screen(board.map.piles[pile]).inflate(12, 12)
        n = len(obs.weapon_discard) if pool == "weapon_discard" else len(obs.deck(pool))
        assert any(d.text == str(n) and rect.contains(d.rect) for d in drawn), pile
    # the back itself, not a flat swatch: the deck's pile shows more than two colours
    pile = board.to_screen(board.map.piles["action_cards"])
    colours = {tuple(app.screen.get_at((x, y)))[:3] for x in range(pile.x, pile.right, 3)
               for y in range(pile.y, pile.bottom, 3)}
    assert len(colours) > 6


def test_the_player_count_badges_are_drawn_above_the_highlight_frames(app, monkeypatch):
    scene = _scene(app, players=4)
    assert _play_until(scene, lambda st: _kind(st) == "place")
    order = []
    real_lit, real_text = BV.draw_lit, BV.draw_text_in_box
    monkeypatch.setattr(BV, "draw_lit", lambda *a, **k: order.append("lit") or real_lit(*a, **k))
    monkeypatch.setattr(BV, "draw_text_in_box",
                        lambda s, text, *a, **k: order.append(text) or real_text(s, text, *a, **k))
    obs = _draw(app, scene)
    board = scene.view.board
    places = scene.view.places(obs.legal_actions())
    badged = [sid for sid in places if board.spaces[sid].min_players > 2]
    assert badged, "a badged space is lit"
    last_lit = max(k for k, what in enumerate(order) if what == "lit")
    assert any(what in ("3+", "4+") for what in order[last_lit:])
    tab = board.badge_rect(board.spaces[badged[0]])
    probe = (tab.x + 3, tab.centery)  # the tab's paper, left of its words
    assert tuple(app.screen.get_at(probe))[:3] not in (palette.HIGHLIGHT, palette.WHITE)


def test_the_auction_is_answered_beside_the_board_which_stays_in_sight(app):
    scene = _scene(app, seed=3)
    assert _play_until(scene, lambda st: _kind(st) == "bid")
    obs = _draw(app, scene)
    answers = [(rect, what) for rect, what in scene.view.clickable() if isinstance(what, str)]
    assert {what for _r, what in answers} == set(obs.legal_actions())
    assert all(scene.view.decision_rect.contains(rect) for rect, _w in answers)
    assert not scene.view.dialog_open(obs)
    lots = scene.view.board.lot_rects(obs, obs.bid[0])
    assert all(tuple(app.screen.get_at((r.centerx, r.bottom - 3)))[:3] != palette.LACQUER for r in lots)


def test_the_hint_panel_leaves_the_inn_and_the_port_in_sight(app):
    scene = _scene(app)
    view = scene.view
    (left, _bottom), width = view.hint_panel_place(200)
    for district in ("inn", "port"):
        assert view.board.district_rect(district).right <= left
    assert left + width <= V.RIGHT_X, "nor the players' panels"


def test_every_card_has_a_picture_and_cards_of_one_name_share_it():
    d = content()
    needed = set(PIC.required())
    by_name: dict[str, set[str]] = {}
    for card in [d.blackmail.id, *d.actions, *d.bonus, *d.events, *d.missions, *d.weapons]:
        picture = PIC.card_picture(card)
        assert picture in needed, card
        if card in d.actions:
            by_name.setdefault(d.actions[card].name.en, set()).add(picture)
    assert all(len(p) == 1 for p in by_name.values())
    assert len({next(iter(p)) for p in by_name.values()}) == len(by_name), "each name its own picture"


def test_a_deleted_picture_still_draws_the_table_with_one_notice(app, monkeypatch, tmp_path):
    shutil.copytree(art.art_dir(), tmp_path / "art")
    (tmp_path / "art" / "yedo" / "katana.svg").unlink()
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path / "art")
    monkeypatch.setattr(notices, "_posted", set())
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    art.clear_cache()
    try:
        scene = _scene(app)
        scene.match.state.market = ["katana", "katana", "yumi", None, "doku"]
        scene.match.state.touch()
        _draw(app, scene)
        _draw(app, scene, mouse=(400, 400))
        assert len(told) == 1 and "yedo/katana.svg" in told[0]
        slot = scene.view.board.market_box(scene.view.board.map.market[0])
        assert tuple(app.screen.get_at(slot.center))[:3] == palette.KINARI, "a plain frame in its place"
    finally:
        art.clear_cache()


def test_the_gallery_holds_every_card_face_the_icons_and_the_board(app):
    from client.games.yedo import art as yedo_art

    names = [name for name, _face in yedo_art.gallery()]
    d = content()
    assert set(d.actions) | set(d.bonus) | set(d.events) | set(d.missions) | set(d.weapons) <= set(names)
    assert {"board", "icon_points", "back_action", "katana", "yashiki", "patrol_red"} <= set(names)
    assert len(names) == len(set(names))


def test_every_face_in_a_hand_gives_its_picture_half_its_height(app):
    """The template's picture window (half the card or more) on every card of the data at every width
    a hand gives it; the name banner lies across the window's foot, the icons under it, as large as
    that leaves room for (the formulas read at 1366×768: up to 28 px). A face whose
    needs and rewards take three rows of 20-px icons (read at 1366×768 too) keeps 45 %: the icons a
    player decides by come before the picture's share (the densest missions' narrowest faces leave
    their extra to the large card)."""
    d = content()
    obs = _scene(app).observation()
    for card in [*d.missions, *d.actions, *d.bonus, *d.events, d.blackmail.id]:
        face = H.card_face(obs, 0, card)
        for width in (H.FACE_W, 128, H.WIDE):
            window, side, rows, y, row_h = CF.layout(face, pygame.Rect(0, 0, width, H.FACE_H), 1.0)
            assert len(rows) <= CF.MOST_ROWS, (card, width)
            assert window.height >= (0.5 if len(rows) <= 2 else 0.45) * H.FACE_H, (card, width)
            assert side >= CF.ICON_MIN and y + len(rows) * row_h <= H.FACE_H, (card, width)


def test_each_mission_has_a_scene_of_its_own():
    d = content()
    pictures = {PIC.card_picture(m) for m in d.missions}
    assert len(pictures) == len(d.missions)
    texts = {(art.art_dir() / "yedo" / f"{p}.svg").read_text(encoding="utf-8") for p in pictures}
    assert len(texts) == len(pictures), "no two alike"
