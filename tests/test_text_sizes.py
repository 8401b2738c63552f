"""No caller asks for text below SMALLEST_ASKED (12 px) at the 1600×900 layout, anywhere: the main
screens and every game's table at seeded positions, in both languages. text.py draws and measures
everything at MIN_SIZE (13 px) at least; this finds the callers that would want smaller text (a
smaller size, a box too short for a line, or a label its caller let shrink below the floor that
does not fit at it), so they get wrapped, widened or shortened."""
from __future__ import annotations

import importlib
import random
import traceback

import pytest

import client.render.text as T
from client.i18n import set_language
from client.render.screenshot import render_scene
from tests.table_scene import table_scene

LANGS = ("en", "zh_Hant")
GAMES = {"shogun": {}, "samurai_sword": {}, "three_kingdoms": {}, "himefuda": {}, "yedo": {"mode": "geisha"}}


def _forget_drawn_faces() -> None:
    """Card faces and board art drawn by earlier tests are cached: draw them again here."""
    for name in ("client.games.himefuda.card_art", "client.games.samurai_sword.card_art",
                 "client.games.yedo.board_view", "client.games.yedo.hand_view"):
        module = importlib.import_module(name)
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
    T.clear_caches()


@pytest.fixture
def small_text(monkeypatch):
    """Every request for text below SMALLEST_ASKED, as "module:line (size)" of the client code asking."""
    found: set[str] = set()
    real = T._asked

    def asked(size: int) -> None:
        if size < T.SMALLEST_ASKED:
            frames = [f for f in traceback.extract_stack()[:-1]
                      if "/client/" in f.filename and not f.filename.endswith("render/text.py")]
            where = frames[-1] if frames else None
            found.add(f"{where.filename.split('/client/')[-1]}:{where.lineno} ({size} px)" if where else f"? ({size})")
        real(size)

    monkeypatch.setattr(T, "_asked", asked)
    _forget_drawn_faces()
    yield found
    set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_main_screens_have_no_text_below_the_floor(small_text, lang):
    for name in ("title", "games", "settings", "load", "save"):
        render_scene(name, lang)
    for game in GAMES:
        render_scene("setup", lang, game)
        render_scene("help", lang, game)
    assert not small_text, "\n".join(sorted(small_text))


@pytest.mark.parametrize("game", GAMES)
def test_every_table_has_no_text_below_the_floor(app, small_text, game):
    spec = importlib.import_module(f"client.games.{game}").SPEC
    for lang in LANGS:
        set_language(lang)
        for players in sorted({spec.min_players, spec.max_players}):
            scene = table_scene(app, spec, GAMES[game], players, 7, set(range(players)), 0)
            rng = random.Random(players)
            for step in range(60):
                state = scene.match.state
                if state.is_over():
                    break
                if step % 20 == 0:  # a few positions along the game, as the seat to act sees them
                    scene.viewer = state.to_act
                    scene.draw(app.screen)
                seat, action = state.to_act, rng.choice(state.legal_actions())
                scene.view.on_events(scene.match.play(action), seat, action)
            scene.viewer = scene.match.state.to_act if not scene.match.state.is_over() else 0
            scene.draw(app.screen)
    assert not small_text, "\n".join(sorted(small_text))
