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
from client.i18n import pgettext, set_language  # noqa: E402
from client.render import palette  # noqa: E402
from client.render.text import text_size  # noqa: E402
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


def _turn_start(app, scene, seed, whose):
    """Random moves until a turn starts (nothing drawn, nothing pending) for a seat ``whose`` accepts;
    drawn as seat 0 sees it."""
    rng = random.Random(seed)
    while True:
        st = scene.match.state
        if whose(st) and st.drawn is None and not st.pending:
            break
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.viewer = 0
    scene.view.playback.skip_all()
    return _draw(app, scene)


def test_a_wait_is_a_slip_of_paper_and_the_log_takes_the_rest(app):
    scene = _scene(app)
    # a bot's turn with nothing drawn: the prompt only says whom the table waits for
    obs = _turn_start(app, scene, 5, lambda st: st.to_act != 0)
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


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_score_sheet_names_each_stat_beside_its_figure(app, monkeypatch, lang):
    """A newcomer reads "Troops 8/8", not a bare "8/8": each figure has its word before it, both
    written large enough for a 1366×768 screen."""
    set_language(lang)
    try:
        said = []
        real = panels.draw_text

        def spy(surface, text, pos, size, *args, **kwargs):
            said.append((text, pos, size))
            return real(surface, text, pos, size, *args, **kwargs)

        monkeypatch.setattr(panels, "draw_text", spy)
        scene = _scene(app)
        _draw(app, scene)
        words = [pgettext("score sheet", w) for w in ("Troops", "Commands", "Plots")]
        for s in range(4):
            row = panels.stats_rect(pygame.Rect(RIGHT_X, 72, RIGHT_W, panels.players_height(4)), s)
            line = [(t, pos, size) for t, pos, size in said if row.collidepoint(pos)]
            texts = [t for t, _p, _s in line]
            assert texts == [words[0], "8/8", words[1], "5/5", words[2], "4/4"], texts
            assert all(size * 1366 / 1600 >= 13 for _t, _p, size in line)
            assert all(a[1][0] < b[1][0] for a, b in zip(line, line[1:])), "left to right, word then figure"
            last, (x, _y), size = line[-1]
            assert x + text_size(last, size, bold=True)[0] <= RIGHT_X + RIGHT_W - 8, "the last figure on the sheet"
    finally:
        set_language("en")


def test_the_prompts_answers_are_paper_tags_not_wooden_tablets(app):
    scene = _scene(app)
    obs = _turn_start(app, scene, 3, lambda st: st.to_act == 0)  # the turn's five actions to choose from
    view = scene.view
    sheet = view.decision_rect(obs, view.legal(obs))
    answers = [rect for rect, what in view._hits if sheet.contains(rect)]
    assert len(answers) >= 5
    for rect in answers:  # the tag's paper (or the first answer's vermilion), never wood
        ground = app.screen.get_at((rect.x + 6, rect.y + 5))[:3]
        assert any(_near(ground, paper) for paper in (palette.KINARI, palette.SHU, palette.SHEET)), (rect, ground)


def _near(a, b) -> bool:
    return all(abs(x - y) <= 12 for x, y in zip(a[:3], b[:3]))
