"""3KingdomsBattle's paper on the table: the prompt a sheet as tall as what it holds (a wait is a slip,
the log below takes the rest of the column), every answer button written whole, and the score
sheet's icons told in words under the mouse, in both languages."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.three_kingdoms import panels  # noqa: E402
from client.games.three_kingdoms.view import BUTTON_Y, RIGHT_W, RIGHT_X  # noqa: E402
from client.i18n import set_language  # noqa: E402
from tests.text_census import Census  # noqa: E402

from .test_view import _draw, _scene  # noqa: E402


def _answers(st) -> list[str]:
    return [a for a in st.legal_actions() if not a.startswith(("city:", "place:"))]


def test_every_answer_button_is_written_whole_in_both_languages(app, monkeypatch):
    census = Census(monkeypatch)
    scene = _scene(app)
    rng = random.Random(3)
    kinds = set()
    for _ in range(1500):
        st = scene.match.state
        if st.is_over():
            break
        if st.pending and len(_answers(st)) >= 4 and st.pending[-1][0] not in kinds:
            kinds.add(st.pending[-1][0])
            scene.viewer = st.to_act
            scene.view.playback.skip_all()
            for lang in ("en", "zh_Hant"):
                with census.at(lang, (1600, 900), st.pending[-1][0]):
                    _draw(app, scene)
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    assert len(kinds) >= 2, kinds
    assert not census.cuts, census.cuts


def test_a_wait_is_a_slip_of_paper_and_the_log_takes_the_rest(app):
    scene = _scene(app)
    rng = random.Random(5)
    while True:  # a bot's turn with nothing drawn: the prompt only says whom the table waits for
        st = scene.match.state
        if st.to_act != 0 and st.drawn is None and not st.pending:
            break
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.viewer = 0
    scene.view.playback.skip_all()
    obs = _draw(app, scene)
    view = scene.view
    prompt, log = view.decision_rect(obs, view.legal(obs)), view.log_rect(obs)
    assert prompt.height < 70, prompt
    assert prompt.bottom < log.top and log.bottom > BUTTON_Y - 20 and log.height > 400


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_pointing_at_a_seats_icons_tells_its_troops_and_cards_in_words(app, lang):
    set_language(lang)
    try:
        scene = _scene(app)
        sheet = pygame.Rect(RIGHT_X, 72, RIGHT_W, panels.players_height(4))
        obs = _draw(app, scene, panels.stats_rect(sheet, 2).center)
        want = panels.stats_text(obs, 2)
        assert scene.view.tip == [scene.view.name(2), want]
        assert ("8" in want) and (("Troops" in want) if lang == "en" else ("部隊" in want))
        _draw(app, scene, (sheet.x + 20, sheet.y + 20))  # the seat's marker: no tip
        assert scene.view.tip is None
    finally:
        set_language("en")
