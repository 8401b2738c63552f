"""Shogun's title bar: the season's woodblock picture beside "Year 1 · Spring", and the event
card that holds the season on a line beneath, once one is drawn."""
from __future__ import annotations

import math

import pygame
import pytest

from client.games.shogun.standing import event_note, season_of
from client.i18n import set_language
from client.render import palette
from client.scenes.table_chrome import TOP_BAR

from .test_board_look import _play_until as play_until
from .test_board_look import _scene as table_scene

SAKURA = (234, 164, 180)  # the spring blossom's petals (assets/art/shogun/season_spring.svg)
WAVES = (47, 79, 138)  # summer's waves under the sun (season_summer.svg)
RIGHT_SLOT = pygame.Rect(1112, 0, 488, TOP_BAR.height)


def _scene(app, seed=3):
    return table_scene(app, 4, "sun", seed)


def _count(surface, rect, rgb, near=14) -> int:
    return sum(math.dist(surface.get_at((x, y))[:3], rgb) < near for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))


def test_the_seasons_picture_hangs_beside_the_year(app):
    """No picture while the provinces are dealt; the sakura in spring; the sun over the waves in summer."""
    scene = _scene(app)
    surface = app.screen
    play_until(scene, lambda s: s.phase in ("draft", "draft_army"), 3)
    scene.draw(surface)
    assert _count(surface, RIGHT_SLOT, SAKURA) == 0
    play_until(scene, lambda s: season_of(s) == "spring", 3)
    scene.draw(surface)
    assert _count(surface, RIGHT_SLOT, SAKURA) >= 60
    assert _count(surface, RIGHT_SLOT, WAVES) < 10
    play_until(scene, lambda s: season_of(s) == "summer", 3)
    scene.draw(surface)
    assert _count(surface, RIGHT_SLOT, WAVES) >= 60
    assert _count(surface, RIGHT_SLOT, SAKURA) == 0


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_seasons_event_is_written_under_the_year(app, lang):
    """Once the season's event card is drawn its name stands on a second line of the bar, in the
    reader's language; before, that line is bare cloth."""
    set_language(lang)
    scene = _scene(app)
    surface = app.screen
    lower = pygame.Rect(1180, 47, 400, 6)  # the second line of the bar's right slot, below the first's
    st = play_until(scene, lambda s: s.phase == "plan" and not s.event_now, 3)
    assert event_note(st) == ""
    scene.draw(surface)
    assert _count(surface, lower, palette.WASHI, 12) == 0
    st = play_until(scene, lambda s: bool(s.event_now), 3)
    note = event_note(st)
    assert note
    if lang == "zh_Hant":
        assert note.startswith("本季事件") and not any("a" <= c.lower() <= "z" for c in note)
    else:
        assert note.startswith("Event: ")
    scene.draw(surface)
    assert _count(surface, lower, palette.WASHI, 12) >= 10
