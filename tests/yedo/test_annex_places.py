"""A disciple placed on an annex its seat owns (issue 28: the table raised KeyError and the game
could not go on): the annex is lit on the seat's panel and offered as a button, a click places
the disciple there, it then stands on the annex's icon, and the words name the annex in both
languages. A save at such a position opens at Continue."""
from __future__ import annotations

import random

import pytest

from client.core.match import Match, Seat
from client.games.yedo import SPEC
from client.games.yedo import labels as L
from client.games.yedo import log_text
from client.games.yedo import panels as P
from client.games.yedo.board_view import HIGHLIGHT
from client.games.yedo.effects import ANNEXES
from client.i18n import set_language
from tests.table_scene import played_scene
from tests.yedo.test_view import _draw

pytestmark = pytest.mark.usefixtures("english_after")

SEED, MOVES = 27, 15  # 2 players, Geisha mode: the first seat may place on its Kobudo school after 15 moves


def _annex_position(app, humans=(0, 1)):
    return played_scene(app, SPEC, {"mode": "geisha"}, 2, SEED, MOVES, set(humans))


def test_an_annex_is_lit_on_its_panel_and_a_click_there_places_the_disciple(app):
    scene = _annex_position(app)
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    assert "place:kobudo" in legal
    view = scene.view
    lit = view.annex_places(obs, view.places(legal))
    assert set(lit) == {"kobudo"}
    chip = lit["kobudo"]
    assert view.panel_rect(obs.to_act).contains(chip)
    ring = [app.screen.get_at((chip.centerx, chip.inflate(6, 6).y + k))[:3] for k in range(4)]
    assert HIGHLIGHT in ring
    assert view.click(chip.center, obs, legal) == "place:kobudo"
    # every placement is lit somewhere: on the board or on the seat's own panel
    assert {s for s in view.places(legal) if s not in view.board.spaces} == set(lit)
    assert "place:kobudo" in view.buttons(legal), "the small icon also has a button"

    scene.human_action("place:kobudo")
    assert scene.match.state.annexed[0] == ("kobudo",)
    scene.viewer = 0
    _draw(app, scene)  # no place is lit now; the disciple stands on the annex
    point = P.annex_disciple_point(view.annexes[0]["kobudo"])
    assert app.screen.get_at(point)[:3] == view.colours()[0].rgb


def test_the_other_seat_sees_no_lit_annex(app):
    scene = _annex_position(app)
    scene.viewer = 1
    obs = _draw(app, scene)
    assert scene.view.annex_places(obs, scene.view.places(scene.match.state.legal_actions())) == {}


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_words_name_the_annex(app, lang):
    set_language(lang)
    scene = _annex_position(app)
    obs = scene.observation()
    name = P.card_name(obs, "kobudo")
    words = [L.label(obs, "place:kobudo", scene.view.name), L.label(obs, "recall:kobudo", scene.view.name),
             L.label(obs, "use:kobudo:" + obs.hands[obs.to_act][0], scene.view.name),
             L.label(obs, "use:karesansui:green", scene.view.name),
             *log_text.log_lines([_event("place", seat=0, space="kobudo")], 0, "place:kobudo", scene.view.name, ""),
             *log_text.log_lines([_event("recall", seat=0, space="kobudo")], 0, "recall:kobudo", scene.view.name,
                                 "")]
    assert all(name in w for w in words[:3]), words
    assert all(w and not any(a in w for a in ANNEXES) for w in words), words  # never the rules' id
    assert "Kobudo" not in " ".join(words[:3]) or lang == "en"


def _event(kind, **data):
    from client.core.game import Event

    return Event(kind, data)


def test_a_save_at_an_annex_placement_opens_at_continue(app):
    from client import cli, paths
    from client.core import autosaves
    from client.scenes.play import PlayScene
    from client.scenes.title import TitleScene

    rng = random.Random(SEED)
    match = Match(SPEC, {"mode": "geisha"}, SEED, [Seat("P1", 0), Seat("P2", 1, "bot", "random")])
    for _move in range(MOVES):
        match.play(rng.choice(match.state.legal_actions()))
    assert "place:kobudo" in match.state.legal_actions() and match.to_act == 0
    saved = autosaves.autosave(match, paths.saves_dir())
    assert cli.main(["check", str(saved)]) == 0
    app.toasts.clear()
    app.stack.reset(TitleScene(app))
    app.stack.top.on_continue()
    table = app.stack.top
    assert isinstance(table, PlayScene) and table.match.actions == match.actions
    app.draw()
    assert app.toasts == [], "no fallback to an older autosave, nothing went wrong drawing"
    assert app.stack.top is table
    app.stack.clear()
