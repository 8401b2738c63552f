"""Switching the language in the middle of a game (Settings from the Esc menu): everything drawn
follows at once, the hot-seat curtain and the words rising over the table included."""
from __future__ import annotations

import re

import pygame
import pytest

from client.core.game import Event
from client.core.match import Match, Seat
from client.i18n import set_language
from client.render.screenshot import _NoWorker
from tests.text_spy import spy_text

ENGLISH = re.compile(r"[A-Za-z]{3,}")


@pytest.fixture
def animated_app():
    from client import settings as settings_mod
    from client.app import App

    settings, _problem = settings_mod.load()
    app = App(headless=True, settings=settings.with_(animation="normal", language="en"))
    yield app
    set_language("en")


def _hot_seat(app, game: str, players: int):
    import importlib

    from client.scenes.play import PlayScene

    spec = importlib.import_module(f"client.games.{game}").SPEC
    seats = [Seat(f"P{i + 1}", i, "human", "random") for i in range(players)]
    scene = PlayScene(app, Match(spec, {}, 5, seats), worker=_NoWorker())
    app.stack.push(scene)
    return scene


def _switch_in_settings(app, language: str) -> None:
    """As the Esc menu's Settings does it: its language choice calls this."""
    from client.scenes.settings_menu import SettingsScene

    settings = SettingsScene(app)
    settings.rows[0][1].on_change(language)


@pytest.mark.parametrize("game", ["samurai_sword", "shogun", "yedo"])
def test_the_curtain_follows_a_language_switch(animated_app, monkeypatch, game):
    import client.scenes.curtain as curtain

    app = animated_app
    scene = _hot_seat(app, game, 3)
    for _ in range(6):  # a few turns: the curtain calls the next seat
        scene.advance()
        curtain_up = [s for s in app.stack if s.name == "curtain"]
        if curtain_up:
            break
        state = scene.match.state
        scene.play(state.legal_actions()[0])
    assert curtain_up, "a hot-seat game calls the next player behind the curtain"
    drawn = spy_text(monkeypatch, curtain)
    app.draw()
    assert any(ENGLISH.search(d.text) for d in drawn)
    _switch_in_settings(app, "zh_Hant")
    drawn.clear()
    app.draw()
    words = [d.text for d in drawn]
    assert words and not [w for w in words if ENGLISH.search(w.replace("P1", "").replace("P2", "").replace("P3", ""))], words


def test_words_over_the_samurai_sword_table_follow_a_language_switch(animated_app, monkeypatch):
    import client.games.samurai_sword.anim as anim

    app = animated_app
    scene = _hot_seat(app, "samurai_sword", 4)
    scene.viewer = scene.match.state.to_act
    scene.view.on_events([Event("block", {"seat": 1, "card": "parry"}), Event("reshuffle", {})], 0, "")
    seen = []
    real = anim.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(anim, "render", spy)
    for _ in range(6):  # into the middle of the animation, in English
        scene.view.anim.update(0.1, 1.0)
        scene.view.draw(app.screen, scene.observation())
    assert "Blocked!" in seen
    _switch_in_settings(app, "zh_Hant")
    seen.clear()
    scene.view.draw(app.screen, scene.observation())
    assert seen and not [t for t in seen if ENGLISH.search(t)], seen
