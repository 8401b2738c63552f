"""The title bar is one noren of three panels, each with its words centred in it (the game's title;
the seat's marker and whose turn; the progress and the move), in every game: no panel is half bare
cloth beside words pushed to one edge."""
from __future__ import annotations

import pytest

import client.scenes.table_chrome as chrome
from client import games
from client.i18n import set_language
from tests.table_scene import played_scene
from tests.text_spy import spy_text

pytestmark = pytest.mark.usefixtures("english_after")

GAMES = ["shogun", "samurai_sword", "three_kingdoms", "himefuda", "yedo"]


def _gaps(panel, left, right):
    return left - panel.left, panel.right - right


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("game", GAMES)
def test_each_panel_of_the_bar_has_its_words_centred(app, monkeypatch, game, lang):
    set_language(lang)
    spec = games.get(game)
    players = spec.default_players or spec.min_players
    scene = played_scene(app, spec, {}, players, 3, 2, set(range(players)))
    drawn = spy_text(monkeypatch, chrome)
    scene.draw(app.screen)
    monkeypatch.undo()
    bar = [d for d in drawn if chrome.TOP_BAR.contains(d.rect) and d.result.rect is not None]
    for panel, lead in ((chrome.TITLE_PANEL, 0), (chrome.STATUS_PANEL, chrome.MARKER_ROOM), (chrome.INFO_PANEL, 0)):
        words = [d.result.rect for d in bar if panel.contains(d.rect)]
        assert words, (game, panel)
        left, right = min(r.left for r in words) - lead, max(r.right for r in words)
        before, after = _gaps(panel, left, right)
        assert abs(before - after) <= 8, (game, lang, panel, before, after)
        assert not any(d.result.truncated for d in bar)
