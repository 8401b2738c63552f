"""3KingdomsBattle's table as a newcomer meets it: the log never tells a roll before its dice are
shown, a square never wraps inside, the end says why it came, a square where only one rotation
fits says so, and a city's points badge explains itself."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.three_kingdoms import SPEC  # noqa: E402
from client.games.three_kingdoms import panels, standing  # noqa: E402
from client.games.three_kingdoms import view as view_module  # noqa: E402
from client.games.three_kingdoms.help import SECTIONS  # noqa: E402
from client.games.three_kingdoms.coordinates import squares_named  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from client.render.text import wrap  # noqa: E402
from client.widgets import button as button_module  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402
from tests.text_spy import Drawn, spy_text  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


def _kind(st):
    return st.pending[-1][0] if st.pending else None


def _drawn_texts(monkeypatch) -> list[Drawn]:
    """Every text the table view draws in a box from now on (the panel's words, and its buttons')."""
    return spy_text(monkeypatch, view_module, panels, button_module)


def _finished_match(players: int, seed: int) -> Match:
    match = Match(SPEC, {}, seed, [Seat(f"P{i + 1}", i, "bot", "random") for i in range(players)])
    rng = random.Random(seed)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    return match


def _play_until_rolled(app, monkeypatch, seed, wanted):
    """Random moves at a table of three people, animations on, until ``wanted(playback queue,
    score changed)`` after a move; returns the scene and the points before that move."""
    monkeypatch.setattr(app, "settings", app.settings.with_(animation="normal"))
    scene = table_scene(app, SPEC, {}, 3, seed, {0, 1, 2}, 0)
    rng = random.Random(seed)
    for _step in range(3000):
        st = scene.match.state
        assert not st.is_over()
        before = list(st.points)
        scene.play(rng.choice(st.legal_actions()))
        queue = scene.view.playback.queue
        if queue and wanted(queue, scene.match.state.points != before):
            return scene, before
        scene.view.playback.skip_all()
    pytest.fail("no such roll")


def test_the_log_waits_until_the_dice_are_shown(app, monkeypatch):
    """A die rolled by another player: its result reaches the log only once the playback showed it."""
    scene, _before = _play_until_rolled(app, monkeypatch, 2, lambda queue, changed: queue[0].kind == "dice")
    view = scene.view
    held = view.playback.entry()
    assert held is scene.log.entries[-1]
    told = scene.log.write(held, "en")
    assert any("rolls" in line for line in told)  # the entry tells the roll
    shown = view.log_shown()
    assert len(shown) == len(scene.log.lines()) - len(told)  # ...and waits
    view.playback.skip_all()
    assert len(view.log_shown()) == len(scene.log.lines())


def test_the_players_points_wait_for_the_dice_too(app, monkeypatch):
    """A roll that changes the score: the players' panel shows the points as they stood until the
    dice are shown."""
    scene, before = _play_until_rolled(app, monkeypatch, 3,
                                       lambda queue, changed: changed and any(s.kind == "dice" for s in queue))
    view = scene.view
    drawn = []
    real = panels.draw_players
    monkeypatch.setattr(panels, "draw_players", lambda surface, rect, obs, *a: drawn.append(list(obs.points))
                        or real(surface, rect, obs, *a))
    scene.draw(app.screen)
    assert drawn[-1] == before != scene.match.state.points
    view.playback.skip_all()
    scene.draw(app.screen)
    assert drawn[-1] == scene.match.state.points


def test_a_square_never_wraps_inside():
    line = "P1 tries to occupy the idle small city at (10, -12): rolls 6, needing 4 or more — taken."
    split = next(w for w in range(120, 700, 4) if any(row.endswith("(10,") for row in wrap(line, w, 17)))
    glued = view_module._glued(line)
    rows = wrap(glued, split, 17)
    assert any("(10,\u00a0-12)" in row for row in rows)
    assert squares_named(glued) == [(10, -12)]  # the log's squares still light up on the board
    assert view_module._glued("Score: (a note) stays") == "Score: (a note) stays"


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_results_say_why_the_game_ended_and_how_the_tie_was_broken(lang):
    set_language(lang)
    match = _finished_match(5, 5)  # the stack runs out with three players tied on 2 points
    note = standing.results_note(match)
    if lang == "en":
        assert "The stack is used up" in note and "Tie-break, troops in completed cities" in note
        assert "wins with" not in note  # the results heading names the winner
    else:
        assert "板塊堆已用完" in note and "比較已完成城池內的部隊數" in note
        assert "獲勝" not in note and " " not in note.replace("P1", "").replace("P3", "").replace("P5", "")


def test_the_table_tells_the_end_where_the_choices_were(app, monkeypatch):
    match = _finished_match(3, 1)
    from client.render.screenshot import _NoWorker
    from client.scenes.play import PlayScene

    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = 0
    texts = _drawn_texts(monkeypatch)
    scene.draw(app.screen)
    winner = match.seats[match.state.winners()[0]].name
    assert any(f"{winner} wins with" in d.text or "share the win" in d.text for d in texts)


def _placing_with(scene, rng, want) -> bool:
    view = scene.view
    for _step in range(3000):
        st = scene.match.state
        if st.is_over():
            return False
        if _kind(st) == "place" and want(view.placements(st.legal_actions())):
            scene.viewer = st.to_act
            return True
        seat, action = st.to_act, rng.choice(st.legal_actions())
        view.on_events(scene.match.play(action), seat, action)
    return False


def test_a_square_where_only_one_rotation_fits_says_so(app, monkeypatch):
    scene = table_scene(app, SPEC, {}, 3, 4, {0}, 0)
    view = scene.view
    assert _placing_with(scene, random.Random(4),
                         lambda fits: any(len(r) == 1 for r in fits.values()) and any(len(r) > 1 for r in fits.values()))
    view.playback.skip_all()
    obs = scene.observation()
    fits = view.placements(obs.legal_actions())
    one = next(sq for sq, rs in fits.items() if len(rs) == 1)
    many = next(sq for sq, rs in fits.items() if len(rs) > 1)
    scene.draw(app.screen)  # the camera fits the board as drawn
    texts = _drawn_texts(monkeypatch)
    view.mouse = view.camera.square_rect(*one).center
    scene.draw(app.screen)
    shown = [d.text for d in texts]
    assert _("Only this way fits here") in shown and _("Turn the tile (R)") not in shown
    texts.clear()
    view.mouse = view.camera.square_rect(*many).center
    scene.draw(app.screen)
    shown = [d.text for d in texts]
    assert _("Turn the tile (R)") in shown and _("Only this way fits here") not in shown


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_city_badge_explains_itself(app, lang):
    set_language(lang)
    scene = table_scene(app, SPEC, {}, 3, 6, {0}, 0)
    view = scene.view
    rng = random.Random(6)
    seen = set()
    for _step in range(4000):
        st = scene.match.state
        if st.is_over() or len(seen) == 2:
            break
        scene.viewer = st.to_act
        view.playback.skip_all()
        scene.draw(app.screen)
        for rect, city in view.city_badges:
            view.mouse = rect.center
            lines, _area = view.troops_tip(scene.observation())
            large = city.points == 2
            assert lines[0] == (_("Large city (4 tiles or more)") if large else _("Small city (3 tiles or fewer)"))
            if city.controller is not None:
                assert view.name(city.controller) in lines[1] and str(city.points) in lines[1]
                seen.add("held")
            elif city.idle:
                assert (f"{5 if large else 4}點" if lang == "zh_Hant" else f"{5 if large else 4} or more") in lines[1]
                seen.add("idle")
        view.mouse = None
        seat, action = st.to_act, rng.choice(st.legal_actions())
        view.on_events(scene.match.play(action), seat, action)
    assert seen == {"held", "idle"}


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_help_explains_the_board(lang):
    set_language(lang)
    titles = {_(title): _(body) for title, body in SECTIONS}
    body = titles[_("Reading the board")]
    for word in (("滾輪", "F", "警戒", "堅守", "軍旗", "白色", "形狀", "圖例") if lang == "zh_Hant" else
                 ("wheel", "F", "alert", "holding", "banner", "paper disc", "shape", "key")):
        assert word in body


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_curtain_says_why_a_player_is_called_in_another_turn(lang):
    """After a war, the defender (may take the emptied city) or a plot's attacker (settles) answers
    in someone else's turn: the hot-seat curtain says why; in one's own turn it keeps its words."""
    set_language(lang)
    reasons = {}
    for seed in range(40):
        st = SPEC.new_game(3, {}, seed)
        rng = random.Random(seed)
        while not st.is_over() and len(reasons) < 3:
            kind = _kind(st)
            if kind in ("war_take_origin", "war_settle") and st.to_act != st.turn:
                reasons[kind] = view_module.View.curtain_reason(st.observation(None), st.to_act)
            elif kind is None and "own" not in reasons:
                reasons["own"] = view_module.View.curtain_reason(st.observation(None), st.to_act)
            st.apply(rng.choice(st.legal_actions()))
        if len(reasons) == 3:
            break
    assert reasons["own"] == ""
    assert reasons["war_take_origin"] == _("You held your city: take the attackers' empty one?")
    assert reasons["war_settle"] == _("Your troops won the war: move them in?")
    if lang == "zh_Hant":
        assert "城池" in reasons["war_take_origin"] and "？" in reasons["war_settle"]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_greyed_turn_button_tells_what_it_needs(app, lang):
    set_language(lang)
    scene = table_scene(app, SPEC, {}, 3, 5, {0}, 0)
    view = scene.view
    st = scene.match.state
    assert not st.pending and "reinforce" not in st.legal_actions()  # the first turn: no city yet
    scene.viewer = st.to_act
    view.mouse = (2, 890)
    scene.draw(app.screen)
    greyed = {what[1]: rect for rect, what in view.clickable() if isinstance(what, tuple)}
    assert set(greyed) == {"reinforce", "withdraw", "transfer", "switch:hold", "switch:alert", "command", "occupy"}
    view.mouse = greyed["reinforce"].center
    scene.draw(app.screen)
    assert view.tip[0] == _("Reinforce")
    assert ("庫存" in "".join(view.tip) and "空位" in "".join(view.tip)) if lang == "zh_Hant" else \
        "supply" in " ".join(view.tip) and "free space" in " ".join(view.tip)
    assert all(len(line) > 3 for line in view.tip[1:])  # no word or character left alone on a line
    assert view.click(view.mouse, scene.observation(), st.legal_actions()) is True  # nothing is played
