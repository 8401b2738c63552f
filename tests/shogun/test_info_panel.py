"""Shogun's table in small print: the info panel's labels at 14 px and whole, the Chinese
table written the Chinese way, and the top bar telling a playback's step."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.shogun import SPEC, panels  # noqa: E402
from client.games.shogun.table_anim import Step  # noqa: E402
from client.games.shogun.content import ACTION_IDS  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from client.render import text  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402
from tests import zh_style  # noqa: E402


@pytest.fixture
def drawn(monkeypatch):
    """Every line of text rendered, with its size."""
    seen = []
    original = text.render

    def recording(t, size, *args, **kwargs):
        seen.append((t, int(size)))
        return original(t, size, *args, **kwargs)

    monkeypatch.setattr(text, "render", recording)
    return seen


def _chinese_problems(drawn) -> dict:
    """The style problems of each line drawn; the bilingual title and the top bar's right side
    (year and move, two fields set apart) are laid out, not written as one sentence."""
    out = {}
    for t, _s in drawn:
        if " · 將軍" in t:
            continue
        found = [p for part in t.split("   ") for p in zh_style.problems(part)]
        if found:
            out[t] = found
    return out


def _scene(app, players, face, seed):
    from client.scenes.play import PlayScene

    seats = [Seat(f"玩家{i + 1}" if i else "P1", i, "human" if i == 0 else "bot", "random") for i in range(players)]
    scene = PlayScene(app, Match(SPEC, {"face": face}, seed, seats), worker=_NoWorker())
    scene.viewer = 0
    return scene


def _play_to(scene, phase, seed, after=0):
    """Random legal moves until ``phase`` (its ``after``-th decision on)."""
    rng = random.Random(seed)
    seen = 0
    while True:
        st = scene.match.state
        if st.phase == phase:
            if seen >= after:
                return st
            seen += 1
        scene.match.play(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("face", ["sun", "moon"])
@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_info_panel_labels_are_readable_and_whole(app, drawn, players, face, lang):
    """The headings at 14 px, each action card's name whole on its card (13 px at least, broken
    only between words), the bonuses never leaving a lone character on a line."""
    set_language(lang)
    try:
        scene = _scene(app, players, face, seed=players)
        st = _play_to(scene, "act", players, after=12)  # all ten action cards up
        obs = st.observation(0)
        view = scene.view
        drawn.clear()
        panels.draw_info(view, app.screen, obs, view.legal(obs))
        assert drawn and min(size for _t, size in drawn) >= text.MIN_SIZE, sorted(drawn, key=lambda d: d[1])[:3]
        texts = [t for t, _s in drawn]
        assert not any("…" in t for t in texts)
        assert min(s for t, s in drawn if t in (_("Action cards"), _("Daimyo track"))) >= 14
        cells = panels.action_card_rects(0, 0, panels.INFO.width - 20)
        size = panels.card_label_size(obs.action_row, cells[0])  # one size for the whole row
        for k, aid in enumerate(obs.action_row):  # each card's name on the card, whole words on each line
            name = panels.card_label(aid)
            box = panels.label_box(cells[k])
            lines = text.layout_in_box(name, box.width, box.height, size, size, multiline=True).lines
            assert "".join(lines).replace(" ", "") == name.replace(" ", "")
            assert all((line, size) in drawn for line in lines)
            if aid.startswith("recruit"):  # the recruit's count by its picture, its name on one line
                assert len(lines) == 1 and (str(panels.CARD_COUNTS[aid]), 16) in drawn, (aid, lines)
            if lang == "en":
                assert all(word in name.split() for line in lines for word in line.split())
        for k, aid in enumerate(ACTION_IDS):  # each action lit too (its name in vermilion), still whole
            drawn.clear()
            panels.draw_action_card(app.screen, cells[k % 10].move(panels.INFO.x, panels.INFO.y), k % 10, aid, now=True)
            assert not any("…" in t for t, _s in drawn) and min(s for _t, s in drawn) >= text.MIN_SIZE, aid
        for t in texts:  # a bonus broken over two lines leaves no line a lone character
            assert len(t.strip()) >= 2 or t.strip().isdigit() or t == "將", t
    finally:
        set_language("en")


@pytest.mark.parametrize("players,face", [(3, "sun"), (4, "moon"), (5, "sun")])
def test_the_chinese_table_is_written_the_chinese_way(app, drawn, players, face):
    set_language("zh_Hant")
    try:
        scene = _scene(app, players, face, seed=players + 10)
        rng = random.Random(players)
        problems = {}
        for step in range(260):
            st = scene.match.state
            if st.is_over():
                break
            if step % 20 == 0 or st.phase in ("order", "act"):
                scene.viewer = st.to_act
                drawn.clear()
                scene.draw(app.screen)
                problems.update(_chinese_problems(drawn))
            seat, action = st.to_act, rng.choice(st.legal_actions())
            events = scene.match.play(action)
            scene.view.on_events(events, seat, action)
            if step % 3 == 0:  # now and then a playback on screen, step by step
                for _k in range(4):
                    if not scene.view.anims.busy():
                        break
                    drawn.clear()
                    scene.draw(app.screen)
                    problems.update(_chinese_problems(drawn))
                    scene.view.anims.skip_step()
            scene.view.anims.skip_all()
        assert not problems, problems
    finally:
        set_language("en")


def test_the_track_and_a_battle_score_read_the_chinese_way():
    from client.games.shogun.caption import bar_line  # noqa: F401  (the module loads)

    set_language("zh_Hant")
    try:
        assert panels.track_label(1, "rice") == "1·米糧+1"
        assert _("{prov}  {attack} : {defence}").format(prov="安藝", attack=1, defence=2) == "安藝1：2"
    finally:
        set_language("en")
    assert panels.track_label(1, "rice") == "1 · Rice +1"


@pytest.mark.parametrize("lang,expected", [("en", "Spring · action 2 of 10"), ("zh_Hant", "春·第2張行動（共10張）")])
def test_the_top_bar_tells_the_playback_step(app, drawn, lang, expected):
    set_language(lang)
    try:
        scene = _scene(app, 4, "sun", seed=5)
        st = _play_to(scene, "act", 5)
        aid = st.action_row[1]
        view = scene.view
        drawn.clear()
        scene.draw(app.screen)
        assert expected not in [t for t, _s in drawn]
        view.anims.push([Step("action", {"action": aid}, seconds=5.0)])
        assert view.anims.busy()
        drawn.clear()
        scene.draw(app.screen)
        texts = [t for t, _s in drawn]
        assert expected in texts
        assert not any(t.startswith(("Turn:", "輪到")) for t in texts)
    finally:
        view.anims.reset()
        set_language("en")


def test_the_top_bar_marks_the_seat_a_playback_shows_not_the_next_to_decide(app, monkeypatch):
    """Beside "Spring · action 2 of 10" stands the acting seat's marker (none for the card turned),
    never the marker of whoever decides after the playback."""
    from client.scenes import table_chrome

    scene = _scene(app, 4, "sun", seed=5)
    st = _play_to(scene, "act", 5)
    view = scene.view
    marked = []
    monkeypatch.setattr(table_chrome, "draw_marker", lambda surface, centre, r, colour, *a, **k: marked.append(colour))
    try:
        scene.draw(app.screen)
        assert marked == [table_chrome.seat_colour(scene.match.seats[st.to_act].colour)]
        marked.clear()
        view.anims.push([Step("action", {"action": st.action_row[1]}, seconds=5.0)])
        scene.draw(app.screen)
        assert marked == []  # an action card turned belongs to no seat
        view.anims.reset()
        view.anims.push([Step("card", {"seat": 2, "action": st.action_row[1], "card": None}, seconds=5.0)])
        marked.clear()
        scene.draw(app.screen)
        assert marked == [table_chrome.seat_colour(scene.match.seats[2].colour)]
    finally:
        view.anims.reset()


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_events_sheet_keeps_each_event_apart_from_its_winter_loss(app, drawn, lang):
    """Each event's name is written alone; what everyone loses in winter stands apart, a count
    ("−7", by a rice bale) or "no loss" (never "−0 rice"); the event in force is marked "Now"."""
    from client.games.shogun import content as C
    from client.games.shogun.log_text import event_name

    set_language(lang)
    try:
        scene = _scene(app, 4, "sun", seed=3)
        for phase in ("plan", "act"):
            st = _play_to(scene, phase, 3)
            obs = st.observation(0)
            rows = panels.event_rows(obs)
            assert rows and any(now for _e, now in rows) == (phase == "act")
            drawn.clear()
            rect = pygame.Rect(panels.RIGHT_X, 300, panels.RIGHT_W, panels.events_height(obs))
            panels.draw_events(scene.view, app.screen, obs, rect)
            texts = [t for t, _s in drawn]
            assert not any("−0" in t for t in texts)
            for eid, now in rows:
                name = (_("Now: ") if now else "") + event_name(eid)
                assert name in texts, (name, texts)
                loss = C.EVENT_BY_ID[eid].rice_loss
                assert ("−%d" % loss if loss else _("no loss")) in texts
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_score_sheet_figures_read_on_a_laptop(app, drawn, lang):
    """Each seat's chests, rice, province cards and supply are bold figures whose digits stand
    16 px tall on the table (13 px and more in a 1366 x 768 window), under a line of headings
    naming the columns; the daimyo track bonus stays whole on the seat's row."""
    from client.window import LOGICAL_SIZE, Viewport

    set_language(lang)
    try:
        scene = _scene(app, 5, "sun", seed=5)
        st = _play_to(scene, "act", 5)  # the bids are in: every seat has its bonus
        obs = st.observation(0)
        app.screen.fill((0, 0, 0))
        drawn.clear()
        panels.draw_players(scene.view, app.screen, obs, 0)
        assert all((_(heading), panels.LABEL) in drawn for heading, _w in panels.STATS)
        assert all(size >= text.MIN_SIZE for _t, size in drawn) and not any("…" in t for t, _s in drawn)
        shrink = Viewport((1366, 768)).box[2] / LOGICAL_SIZE[0]
        ink = tuple(panels.palette.SHEET_INK)
        for s in range(5):
            assert any(obs.special_of[s] and t == panels.track_label(obs.position[s], obs.special_of[s])
                       for t, _s in drawn)
            row = panels.seat_row(s)
            x = row.x + 34
            for _heading, width in panels.STATS:
                figures = pygame.Rect(x + 22, row.y + 26, width - 22, row.bottom - row.y - 26)
                ys = [y for y in range(figures.top, figures.bottom) for xx in range(figures.left, figures.right)
                      if sum(abs(a - b) for a, b in zip(app.screen.get_at((xx, y))[:3], ink)) < 120]  # inked
                assert ys and max(ys) - min(ys) + 1 >= 16, (s, _heading)
                assert (max(ys) - min(ys) + 1) * shrink >= 13
                x += width
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_score_sheet_headings_stand_centred_over_their_columns(app, lang):
    """Each heading (Chests, Supply; 錢箱, 備兵) is centred over its column's icon and figures, not
    floating at the column's left edge (a two-character Chinese heading sat left of its figures)."""
    set_language(lang)
    try:
        scene = _scene(app, 4, "sun", seed=5)
        obs = scene.observation()
        app.screen.fill((0, 0, 0))
        panels.draw_players(scene.view, app.screen, obs, 1)
        row = panels.seat_row(0)
        paper = app.screen.get_at((row.x + 2, row.bottom - 3))[:3]
        dim = tuple(panels.palette.SHEET_DIM)

        def ink_centre(top, bottom, left, right, near):
            xs = [x for x in range(left, right) for y in range(top, bottom) if near(app.screen.get_at((x, y))[:3])]
            assert xs, (lang, left)
            return (min(xs) + max(xs)) / 2

        x, checked = row.x + 34, 0
        for (heading, width), value in zip(panels.STATS, (obs.chests[0], obs.rice[0], 0, obs.supply[0])):
            if value >= 10:
                checked += 1  # (a two-digit figure fills its column's place)
                head = ink_centre(76, 72 + panels.SEATS_HEAD + 6, x, x + width,
                                  lambda c: sum(abs(a - b) for a, b in zip(c, dim)) < 60)
                figures = ink_centre(row.y + 28, row.bottom - 2, x, x + width,
                                     lambda c: sum(abs(a - b) for a, b in zip(c, paper)) > 90)
                assert abs(head - figures) <= 4, (heading, head, figures)
            x += width
        assert checked == 2  # the chests and the supply at the start
    finally:
        set_language("en")
