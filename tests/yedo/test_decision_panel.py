"""Yedo's decision panel says what a newcomer needs to answer: the card a reaction would answer
(and the hot-seat curtain names it), the draft's red-or-black promise, answers in one wide column
while they fit, and the end's breakdown in the game's own Chinese words."""
from __future__ import annotations

import random

import pytest

from client.games.yedo import vocabulary as V
from client.games.yedo.situation import answered_play
from client.i18n import _, set_language
from client.games.yedo import SPEC
from tests.table_scene import table_scene
from tests.yedo.test_view import _draw, _kind, _play_until, _scene, _texts
from tests.text_spy import spy_text


def test_a_reaction_names_the_card_it_answers_and_who_played_it(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_REACT)
    obs = scene.observation()
    seat, card = answered_play(obs)
    name = obs.data.actions[card].name("en")
    assert f"P{seat + 1} plays {name}: " in _texts(app, scene, monkeypatch)
    public = scene.match.state.observation(None)
    assert scene.view.curtain_reason(public, public.to_act) == f"Answer P{seat + 1}'s {name}, or pass."


def test_the_mission_draft_says_a_red_or_black_mission_is_needed(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_DRAFT and st.to_act == 0)
    assert "at least one red or black mission" in _texts(app, scene, monkeypatch)


def test_answers_stand_in_one_wide_column_while_they_fit(app):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_ACT and 7 < len(st.legal_actions()) <= 9)
    _draw(app, scene)
    rects = [r for r, what in scene.view.clickable() if isinstance(what, str)]
    assert len(rects) > 7
    inner = scene.view.decision_rect.inflate(-20, -16)
    assert {r.x for r in rects} == {inner.x} and all(r.width == inner.width for r in rects)
    assert all(inner.contains(r) for r in rects)


def test_many_answers_at_five_players_still_fit_in_two_columns(app):
    scene = _scene(app, players=5, seed=4)
    assert _play_until(scene, random.Random(4), lambda st: _kind(st) == V.F_ACT and len(st.legal_actions()) > 9)
    _draw(app, scene)
    inner = scene.view.decision_rect.inflate(-20, -16)
    rects = [r for r, what in scene.view.clickable() if isinstance(what, str)]
    assert rects and all(inner.contains(r) for r in rects)
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])


@pytest.mark.parametrize("msgid", ["{name}: {points} + {bonus} bonus + {blackmail} blackmail = {total}"])
def test_the_score_line_calls_blackmail_by_the_cards_chinese_name(msgid):
    set_language("zh_Hant")
    try:
        assert "黑函" in _(msgid) and "勒索" not in _(msgid)
    finally:
        set_language("en")




def test_chinese_counts_coins_in_yuan_everywhere_as_the_log_and_the_cards_do():
    """One word for a sum of coins: 「3元」 in the buttons, the panels and the log alike."""
    import re

    import polib

    from client.i18n import catalog_path

    po = polib.pofile(str(catalog_path("zh_Hant")))
    mixed = [e.msgid for e in po if not e.obsolete and any("yedo" in path for path, _line in e.occurrences)
             and re.search(r"[0-9}]錢(?!箱)", e.msgstr + "".join(e.msgstr_plural.values()))]
    assert mixed == []
    set_language("zh_Hant")
    try:
        from client.games.yedo import counts

        assert counts.coins(3) == "3元"
    finally:
        set_language("en")


def test_putting_cards_back_says_which_ends_on_top_and_the_rules_agree(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_PUT and len(st.peek[2]) == 3)
    assert "the last one is the next drawn" in _texts(app, scene, monkeypatch)
    st = scene.match.state
    pool = st.peek[1]
    first, second = (a for a in st.legal_actions()[:2])
    st.apply(first)
    st.apply(second)
    deck = st.deck(pool)
    assert deck[-1] != first.split(":")[1] and deck[-3] == first.split(":")[1], "the first put back lies deepest"


def test_the_end_names_each_bonus_card_and_what_it_scored(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    _play_until(scene, random.Random(3), lambda st: False, limit=5000)
    st = scene.match.state
    assert st.is_over()
    shown = _texts(app, scene, monkeypatch)
    cards = [(card, n) for f in st.final for card, n in f["bonus"].items()]
    assert cards
    for card, n in cards:
        assert f"{st.data.bonus[card].name('en')} +{n}" in shown


def test_the_rounds_event_lies_named_on_its_pile_with_its_text_in_a_tooltip(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_PLACE and st.event is not None)
    st = scene.match.state
    event = st.data.events[st.event]
    board = scene.view.board
    pile = board.to_screen(board.map.piles["current_event"])
    assert event.name("en") in _texts(app, scene, monkeypatch)
    _draw(app, scene, mouse=pile.center)
    assert scene.view.tip == f"{event.name('en')}: {event.text('en')}"


def test_a_blessing_offered_against_an_event_says_which_event(app, monkeypatch):
    scene = table_scene(app, SPEC, {"mode": "samurai"}, 4, 1, {0}, 0)
    assert _play_until(scene, random.Random(1), lambda st: _kind(st) == V.F_BLESS)
    st = scene.match.state
    event = st.data.events[st.event]
    assert f"{event.name('en')}: {event.text('en')}" in _texts(app, scene, monkeypatch)


def test_no_events_name_is_split_inside_a_word_on_its_pile(app, monkeypatch):
    from client.games.yedo import board_view as BV
    from client.games.yedo.content import content

    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: st.event is not None)
    drawn = spy_text(monkeypatch, BV)
    obs = scene.observation()
    for event in content().events.values():
        obs.event = event.id
        drawn.clear()
        scene.view.board._draw_event(app.screen, obs)
        lines = next(d.result.lines for d in drawn if d.text == event.name("en"))
        assert set(" ".join(lines).split()) == set(event.name("en").split()), lines


@pytest.mark.parametrize("which", ["move", "arrest"])
def test_a_patrol_window_says_where_the_patrol_stands_and_what_may_be_played(app, monkeypatch, which):
    from client.games.yedo.board import DISTRICTS
    from client.games.yedo.board_view import district_name

    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_WINDOW and st.pending[-1][2] == which)
    where = district_name(DISTRICTS[scene.match.state.patrol_at])
    shown = _texts(app, scene, monkeypatch)
    want = "cards that move the patrol" if which == "move" else "cards that protect your disciples"
    assert want in shown and f"the {where}" in shown


def test_giving_something_up_says_why(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_DISCARD and st.to_act == 0)
    frame = scene.match.state.pending[-1]
    shown = _texts(app, scene, monkeypatch)
    if frame[3] == "limit":
        assert "You may hold 4 missions not yet done" in shown if frame[2] == "missions" else "You may hold" in shown
    else:
        assert "The event costs you one of these" in shown


def test_chinese_buttons_quote_a_cards_name_as_the_log_does(app):
    from client.games.yedo import labels as L

    scene = _scene(app, players=4, seed=3)
    obs = scene.observation()
    set_language("zh_Hant")
    try:
        name = obs.data.missions["g01"].name("zh")
        for action in ("keep:g01", "put:g01", "pick:g01", "discard:missions:g01", "play:g01",
                       "mission:g01:market1"):
            assert f"「{name}」" in L.label(obs, action, scene.view.name), action
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_top_bar_names_the_rounds_phase_at_full_size(app, monkeypatch, lang):
    import client.scenes.table_chrome as chrome

    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: st.round == 10 and _kind(st) == V.F_ACT)
    scene.match.actions.extend(["x"] * 900)  # a long game's move number, the widest the bar shows
    drawn = spy_text(monkeypatch, chrome)
    set_language(lang)
    try:
        _draw(app, scene)
        phase = "Actions" if lang == "en" else "弟子行動"
        bar = next(d for d in drawn if phase in d.text)
        assert "10" in bar.text and bar.result.size == bar.size and not bar.result.truncated
    finally:
        set_language("en")
        del scene.match.actions[-900:]


def test_the_curtain_before_an_answer_names_who_offers(app):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_ANSWER)
    public = scene.match.state.observation(None)
    proposer = scene.match.state.offer[0]
    assert scene.view.curtain_reason(public, public.to_act) == \
        f"P{proposer + 1} offers you a trade: accept or decline."


def test_hovering_an_annex_choice_tells_what_the_annex_does(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_ANNEX_PICK and st.to_act == 0)
    _draw(app, scene)
    rect, action = next((r, a) for r, a in scene.view.clickable() if isinstance(a, str) and a.startswith("annex:"))
    annex = scene.match.state.data.annexes[action.split(":")[1]]
    assert annex.active("en") not in _texts(app, scene, monkeypatch)
    scene.view.mouse = rect.center
    import client.games.yedo.view as VIEW

    drawn = spy_text(monkeypatch, VIEW)
    scene.draw(app.screen)
    shown = "\n".join(d.text for d in drawn)
    assert f"Always: {annex.passive('en')}" in shown and f"With a disciple on it: {annex.active('en')}" in shown


def test_the_favour_draft_says_the_favour_becomes_blackmail(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == V.F_FAVOUR and st.to_act == 0)
    assert "becomes your Blackmail card" in _texts(app, scene, monkeypatch)
