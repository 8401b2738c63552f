"""Shogun's painted board as a player sees it (issue #38): the map fills more than half the table,
buildings and banners stand at the map's spots clear of the names, plan rows with nothing to show
fold, and a missing picture is told once while the table still draws."""
from __future__ import annotations

import random
import shutil

import pygame
import pytest

from client import notices
from client.core.match import Match, Seat
from client.games.shogun import SPEC, panels, plan_panel
from client.games.shogun import board_art as board_art_mod
from client.games.shogun.board import SPOT_KINDS
from client.games.shogun.board_art import board_art
from client.games.shogun.layout import NSLOTS
from client.games.shogun.panels import BOARD
from client.games.shogun.view import PLAN
from client.render import art, palette
from client.render.screenshot import _NoWorker
from client.window import LOGICAL_SIZE, letterbox

FACES = ("sun", "moon")
BUILDINGS = ("castle", "temple", "theatre")


def _scene(app, players=5, face="sun", seed=3):
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human", "random") for i in range(players)]
    return PlayScene(app, Match(SPEC, {"face": face, "setup": "assigned"}, seed, seats), worker=_NoWorker())


def _the_board(face, players=5):
    return board_art(face, players, tuple(BOARD.inflate(-8, -8)))


@pytest.mark.parametrize("window", [(1600, 900), (1366, 768)])
@pytest.mark.parametrize("face", FACES)
def test_the_map_takes_more_than_half_the_window(app, window, face):
    """The painted map (sea and land) is at least 55 % of the window's height, the land itself half."""
    board = _the_board(face)
    _x, _y, _w, h = letterbox(window)
    shown = h / LOGICAL_SIZE[1]  # the table is scaled whole into the window
    assert board.painting.get_size() == board.rect.size
    assert board.rect.height * shown >= 0.55 * window[1]
    assert board.size[1] * shown >= 0.5 * window[1]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("face", FACES)
def test_buildings_and_banners_never_cover_a_name(app, face, players):
    board = _the_board(face, players)
    for p, name in enumerate(board.info.names):
        own = board.label_rects[2 * p:2 * p + 2]
        for kind in BUILDINGS:
            rect = board.building_rects[(p, kind)]
            assert rect.width >= 22, "a building is an icon that can be seen, not a 12 px dot"
            assert rect.collidelist(own) < 0, (name, kind)
            assert rect.collidelist(board.label_rects) < 0, (name, kind)  # nor another province's
        assert board.banner_rects[p].collidelist(board.label_rects) < 0, (name, "banner")


@pytest.mark.parametrize("face", FACES)
def test_every_province_has_its_spots_on_the_map(face):
    board = _the_board(face).board
    for name, prov in board.provinces.items():
        assert set(prov.spots) == set(SPOT_KINDS), name
    assert {kind for _name, kind, _pt in board.motifs} == {"mountain", "forest"}


def test_a_table_drawn_shows_buildings_at_their_spots_and_owners_banners(app):
    scene = _scene(app)
    rng = random.Random(5)
    match = scene.match
    while not any(match.state.bld) and len(match.actions) < 4000:
        match.play(rng.choice(match.state.legal_actions()))
    scene.viewer = match.state.to_act
    scene.draw(app.screen)
    view = scene.view
    assert view.spots, "a game this long has buildings"
    for (p, kind), rect in view.spots.items():
        assert rect == view.art.building_rects[(p, kind)]
        assert rect.collidelist(view.art.label_rects) < 0


def test_empty_plan_rows_fold(app):
    """At the first plan every other seat's row is empty: it folds to a strip, and the planner's own
    row keeps room for two-line cards."""
    scene = _scene(app)
    match = scene.match
    rng = random.Random(1)
    while match.state.phase != "plan":
        match.play(rng.choice(match.state.legal_actions()))
    seat = match.state.to_act
    scene.viewer = seat
    scene.draw(app.screen)
    cells = scene.view.plan_cells
    for s in range(5):
        height = cells[(s, 0)].height
        if s == seat:
            assert height >= 38
        else:
            assert height <= plan_panel.FOLD_H
    obs = scene.observation()
    geo = plan_panel.plan_geometry(scene.view, obs, scene.view.legal(obs), PLAN)
    assert sum(geo.folded) == 4 and geo.bottom.height >= plan_panel.BOTTOM_MIN


def test_a_plan_card_never_cuts_a_province_name(app, monkeypatch):
    """Every province's card in the narrowest column and the shortest open row: its name whole (at a
    smaller size, or split between syllables), or its kanji alone — never "Musa…"."""
    scene = _scene(app)
    obs = scene.observation()
    drawn = []
    monkeypatch.setattr(panels, "draw_text_in_box", lambda surface, text, *a, **k: drawn.append(text))
    real = panels.draw_text
    monkeypatch.setattr(panels, "draw_text", lambda surface, text, *a, **k: (drawn.append(text),
                                                                           real(surface, text, *a, **k))[1])
    surface = pygame.Surface((200, 100))
    for width in (38, 44, 56):
        for height in (22, 40):
            for p in range(len(obs.info.names)):
                panels.draw_card(surface, pygame.Rect(0, 0, width, height), p, obs)
    assert drawn and not [text for text in drawn if "…" in text]


def test_a_missing_map_picture_is_told_once_and_the_table_still_draws(app, monkeypatch, tmp_path):
    shutil.copytree(art.art_dir(), tmp_path / "art")
    (tmp_path / "art" / "shogun" / "seigaiha.svg").unlink()
    (tmp_path / "art" / "shogun" / "castle.svg").write_text("<html>not a picture</html>")
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path / "art")
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    art.clear_cache()
    board_art_mod.board_art.cache_clear()
    try:
        scene = _scene(app, seed=4)
        scene.draw(app.screen)
        scene.draw(app.screen)
        board = scene.view.art
        assert board.painting.get_size() == board.rect.size
        corner = board.painting.get_at((2, 2))[:3]  # the sea, plain: no frame where a wave tile was
        assert corner == palette.AI
        assert board_art_mod.draw_building(app.screen, (100, 100), 10, "castle").width > 0
        scene.draw(app.screen)
        assert art.is_damaged("shogun", "seigaiha") and art.is_damaged("shogun", "castle")
        assert not art.is_damaged("shogun", "temple")
    finally:
        art.clear_cache()
        board_art_mod.board_art.cache_clear()
    seigaiha = [line for line in told if "shogun/seigaiha.svg" in line]
    castle = [line for line in told if "shogun/castle.svg" in line]
    assert len(seigaiha) == 1 and "reinstall" in seigaiha[0]
    assert len(castle) == 1


def test_hidden_plans_lie_as_small_card_backs_on_low_rows(app):
    """Once a seat has planned and another plans, the waiting viewer sees each other seat's plan as a
    low row: on every space it filled a small face-down card (which space is filled is public, the
    card is not), its empty spaces bare; the viewer's own row, face up, keeps full-size cards."""
    scene = _scene(app, players=4)
    match = scene.match
    rng = random.Random(2)
    while match.state.phase != "plan":
        match.play(rng.choice(match.state.legal_actions()))
    first = match.state.to_act
    while match.state.to_act == first and match.state.phase == "plan":
        match.play(rng.choice(match.state.legal_actions()))
    scene.viewer = first  # done planning: no hand, the others' plans hidden
    for _ in range(3):  # the next seat places a few cards
        match.play(next(a for a in match.state.legal_actions() if a.startswith("plan:")))
    scene.draw(app.screen)
    obs = scene.observation()
    cells, geo = scene.view.plan_cells, plan_panel.plan_geometry(scene.view, obs, scene.view.legal(obs), PLAN)
    planner = match.state.to_act
    placed = [k for k in range(NSLOTS) if obs.plan[planner * NSLOTS + k] != panels.EMPTY]
    assert placed, "the planner has put cards down"
    for s, (_top, height) in enumerate(geo.rows):
        if s != first:
            assert height <= plan_panel.LOW_H < plan_panel.ROW_MAX, s
    for k in placed:
        back = cells[(planner, k)]
        assert back.width < geo.cols.widths[k] - 6 and back.height < plan_panel.LOW_H, k  # a small card, not a tile
    assert cells[(first, 0)].height >= 38


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
@pytest.mark.parametrize("face", FACES)
def test_every_name_is_printed_on_its_own_cartouche(app, face, language):
    """Each province's name lies on a paper cartouche in an ink frame, so it reads over any owner's
    pattern: inked round its edge, paper within, the letters inside it, and no two cartouches over
    each other."""
    from client.games.shogun.board_art import CARTOUCHE_PAPER, BoardArt
    from client.render.text import MIN_SIZE

    board = BoardArt(face, 5, BOARD.inflate(-8, -8), language)
    cards = board.label_rects[::2]
    assert len(cards) == len(board.info.names)
    for p, card in enumerate(cards):
        local = card.move(-board.ox, -board.oy)
        edge = [board.labels.get_at((local.centerx, local.top)), board.labels.get_at((local.left, local.centery))]
        assert all(tuple(c)[:3] == palette.SUMI and c[3] == 255 for c in edge), board.info.names[p]
        # paper between the frame and the letters, down both sides
        margins = [tuple(board.labels.get_at((x, y)))[:3] for x in (local.left + 1, local.right - 2)
                   for y in range(local.top + 4, local.bottom - 4)]
        assert all(c == CARTOUCHE_PAPER for c in margins) or not board.info.playable[p], board.info.names[p]
        assert card.height >= MIN_SIZE + 4  # letters of 13 px or more, the frame round them
        others = cards[:p] + cards[p + 1:]
        assert card.collidelist(others) < 0, board.info.names[p]
