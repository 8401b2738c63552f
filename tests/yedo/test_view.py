"""Yedo's table: lit spaces place disciples, buttons offer only legal answers, no click is ever
illegal, other seats' hidden cards are never drawn, and the panels draw at 2 and 5 players in
both languages."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from client.games.yedo import SPEC  # noqa: E402
from client.games.yedo import labels as L  # noqa: E402
from client.games.yedo import panels as P  # noqa: E402
from client.games.yedo import vocabulary as V  # noqa: E402
from client.games.yedo.situation import situation  # noqa: E402
from client.i18n import set_language  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402


def _scene(app, players=4, seed=3, human=0):
    return table_scene(app, SPEC, {"mode": "geisha"}, players, seed, {human}, human)


def _kind(st):
    return st.pending[-1][0] if st.pending and not st.is_over() else None


def _play_until(scene, rng, want, limit=3000):
    for _ in range(limit):
        st = scene.match.state
        if st.is_over():
            return False
        if want(st):
            scene.viewer = st.to_act
            return True
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    return False


def _texts(app, scene, monkeypatch) -> str:
    """Every text the table draws this frame, joined."""
    drawn = []
    import client.render.text as T

    real = T.draw_text_in_box

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    for module in ("client.games.yedo.panels", "client.games.yedo.view", "client.games.yedo.board_view",
                   "client.games.yedo.hand_view", "client.games.yedo.dialogs", "client.games.yedo.card_face"):
        monkeypatch.setattr(f"{module}.draw_text_in_box", spy)
    _draw(app, scene)
    monkeypatch.undo()
    return "\n".join(drawn)


def _draw(app, scene, mouse=(2, 2)):
    scene.view.mouse = mouse
    scene.draw(app.screen)
    return scene.observation()


def test_a_lit_space_places_a_disciple_there_and_only_open_spaces_are_lit(app):
    scene = _scene(app)
    assert _play_until(scene, random.Random(1), lambda st: _kind(st) == "place")
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    places = scene.view.places(legal)
    assert places and set(places.values()) == {a for a in legal if a.startswith("place:")}
    board = scene.view.board
    for space, action in places.items():
        centre = board.space_rect(space).center
        assert scene.view.click(centre, obs, legal) == action
    taken = [s for s in board.spaces if s not in places]
    for space in taken:  # taken or covered spaces place nothing
        assert scene.view.click(board.space_rect(space).center, obs, legal) is True


def test_the_lit_spaces_are_drawn_in_the_highlight(app):
    from client.games.yedo.board_view import HIGHLIGHT

    scene = _scene(app)
    assert _play_until(scene, random.Random(1), lambda st: _kind(st) == "place")
    obs = _draw(app, scene)
    space = next(iter(scene.view.places(obs.legal_actions())))
    r = scene.view.board.space_rect(space).inflate(6, 6)
    ring = [app.screen.get_at((r.centerx, r.y + k))[:3] for k in range(4)]
    assert HIGHLIGHT in ring


def test_buttons_answer_with_legal_actions_only(app):
    scene = _scene(app)
    assert _play_until(scene, random.Random(2), lambda st: _kind(st) == "act")
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    shown = [what for _r, what in scene.view.clickable() if isinstance(what, str)]
    assert shown and set(shown) <= set(legal)
    for rect, what in scene.view.clickable():
        if isinstance(what, str):
            assert scene.view.click(rect.center, obs, legal) == what


def test_every_bid_is_one_click_away(app):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "bid" and
                       sum(a.startswith("bid:") for a in st.legal_actions()) > 4)
    obs = _draw(app, scene)
    bids = {a for a in obs.legal_actions() if a.startswith("bid:")}
    shown = {what for _r, what in scene.view.clickable() if isinstance(what, str) and what.startswith("bid:")}
    assert shown == bids


def test_a_thousand_random_clicks_never_play_an_illegal_action(app):
    scene = _scene(app, players=5, seed=11)
    rng, clicks = random.Random(11), random.Random(4)
    tried = 0
    while tried < 1000:
        if not _play_until(scene, rng, lambda st: True, limit=1):
            break
        obs = _draw(app, scene, mouse=(clicks.randrange(1600), clicks.randrange(900)))
        legal = obs.legal_actions()
        for _k in range(20):
            pos = (clicks.randrange(1600), clicks.randrange(900))
            got = scene.view.click(pos, obs, legal)
            assert got in (True, False) or got in legal
            tried += 1
        seat, action = obs.to_act, rng.choice(legal)
        scene.view.on_events(scene.match.play(action), seat, action)
    assert tried >= 1000


def test_other_seats_hidden_cards_are_never_drawn(app, monkeypatch):
    """Every card name drawn comes from the viewer's own hand or public places."""
    scene = _scene(app, players=4, seed=5)
    assert _play_until(scene, random.Random(5), lambda st: st.round >= 2 and _kind(st) == "act")
    st = scene.match.state
    viewer = st.to_act
    data = st.data
    secret = set()
    for seat in range(st.num_players):
        if seat != viewer:
            secret |= {data.missions[m].name.en for m in st.missions[seat]}
            secret |= {data.actions[c].name.en for c in st.hands[seat] if c in data.actions}
            secret |= {data.bonus[c].name.en for c in st.bonus[seat]}
    mine = {data.missions[m].name.en for m in st.missions[viewer]} | \
        {data.actions[c].name.en for c in st.hands[viewer] if c in data.actions} | \
        {data.bonus[c].name.en for c in st.bonus[viewer]}
    secret -= mine  # a card both hold (copies) may show as the viewer's own
    assert secret
    text = _texts(app, scene, monkeypatch)
    assert not [name for name in secret if name in text]
    assert any(name in text for name in mine)
    scene.viewer = None  # the curtain is down: nobody's hidden cards are drawn
    text = _texts(app, scene, monkeypatch)
    assert not [name for name in secret | mine if name in text]


def test_mission_requirements_tick_when_met():
    from client.games.yedo.rules import YedoState

    st = YedoState(4, "geisha", 3)
    obs = st
    seat = st.to_act
    data = st.data
    mission = next(m for m in data.missions.values() if len(m.districts) >= 1)
    district = mission.districts[0]
    from client.games.yedo import board as B

    st.placed = {}
    before = P.mission_ticks(obs, seat, mission.id)
    assert not before[0][1]
    space = next(s.id for s in B.SPACES if s.district == district)
    st.placed = {space: seat}
    after = P.mission_ticks(obs, seat, mission.id)
    assert after[0][1]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_table_draws_a_whole_game(app, lang, players):
    set_language(lang)
    try:
        scene = _scene(app, players=players, seed=players)
        rng = random.Random(players)
        seen = set()
        for step in range(3000):
            st = scene.match.state
            if st.is_over():
                break
            if _kind(st) not in seen or step % 97 == 0:
                seen.add(_kind(st))
                scene.viewer = st.to_act
                obs = _draw(app, scene)
                for action in obs.legal_actions():  # every answer has words in this language
                    assert L.label(obs, action, scene.view.name)
                scene.viewer = None
                _draw(app, scene)
            seat, action = st.to_act, rng.choice(st.legal_actions())
            scene.view.on_events(scene.match.play(action), seat, action)
        assert scene.match.state.is_over()
        scene.viewer = 0
        _draw(app, scene)
        assert {"place", "act", "open"} <= seen
    finally:
        set_language("en")


def test_the_end_shows_each_players_breakdown(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    _play_until(scene, random.Random(3), lambda st: False, limit=5000)
    assert scene.match.state.is_over()
    totals = [line for line in _texts(app, scene, monkeypatch).split("\n") if "= " in line]
    assert len(totals) == 4
    for seat, f in enumerate(scene.match.state.final):
        assert any(line.endswith(f"= {f['total']}") and f"P{seat + 1}" in line for line in totals)


def test_the_curtain_says_what_is_asked_and_only_an_empty_hand_passes_by_itself(app):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "react" and st.legal_actions() == ["pass"])
    state = scene.match.state
    public = state.observation(None)
    assert scene.view.curtain_reason(public, public.to_act).startswith("Answer P")
    assert scene.view.curtain_reason(public, public.to_act).endswith(", or pass.")
    # none of its cards fits, but the others cannot know that: the person is called
    assert state.hands[state.to_act]
    assert scene.view.automatic_answer(state.observation(state.to_act)) is None
    state.hands[state.to_act] = ()  # a hand everyone can count as empty: passing is all it may do
    state.touch()
    assert scene.view.automatic_answer(state.observation(state.to_act)) == "pass"
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "place")
    assert scene.view.automatic_answer(scene.match.state.observation(scene.match.state.to_act)) is None


def test_labels_name_the_district_of_a_disciple_action():
    from client.games.yedo.rules import YedoState

    st = YedoState(4, "geisha", 3)
    assert L.label(st, "do:red_light1:geisha:coins", str).startswith("Red Light: ")
    assert L.label(st, "recall:port2", str).startswith("Port: ")
    assert L.item_text(st, "mission:?black") == "a black mission"
    assert L.item_text(st, "action:?") == "an action card"


def test_lists_read_the_chinese_way_in_chinese(app):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "bid")
    obs = scene.observation()
    set_language("zh_Hant")
    try:
        line = situation(obs, "bid", scene.view.name)
        assert "仍在競標：" in line and "、" in line and ", " not in line
    finally:
        set_language("en")
    assert ", " in situation(obs, "bid", scene.view.name).split("\n")[1]


def test_the_bakufu_names_its_deck_in_a_sentence():
    from client.games.yedo.rules import YedoState

    st = YedoState(4, "geisha", 3)
    assert L.label(st, "do:bakufu1:green", str) == "Castle: Bakufu, the top card of the green missions"


def test_calling_the_order_spaces_reads_in_both_languages():
    from client.games.yedo.rules import YedoState

    st = YedoState(4, "geisha", 3)
    assert L.label(st, "do:order2", str) == "Castle: change the player order (every order space acts, from 1)"
    set_language("zh_Hant")
    try:
        text = L.label(st, "do:order2", str)
        assert text.startswith("城堡區：") and not any("a" <= c.lower() <= "z" for c in text)
    finally:
        set_language("en")


def test_a_favour_button_is_the_favours_own_name():
    from client.games.yedo.rules import YedoState

    st = YedoState(4, "geisha", 3)
    favour = next(iter(st.data.favours.values()))
    assert L.label(st, f"favour:{favour.id}", str) == favour.name.en


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_placing_in_the_castle_says_which_of_its_spaces(lang):
    """The Castle's spaces do different things: a hint listing three "Castle" moves said nothing."""
    from client.games.yedo import board as B
    from client.games.yedo.rules import YedoState

    st = YedoState(5, "geisha", 3)
    set_language(lang)
    try:
        castle = {s.id: L.label(st, f"place:{s.id}", str) for s in B.SPACES if s.district == "castle"}
        gate = L.label(st, "place:gate1", str)
    finally:
        set_language("en")
    kinds = {(B.SPACE[i].action, B.SPACE[i].order_slot): text for i, text in castle.items()}
    assert len(set(kinds.values())) == len(kinds) == 5  # Shogun, Bakufu, order 1-3: five different texts
    assert castle["bakufu1"] == castle["bakufu2"]  # the two Bakufu spaces do the same
    if lang == "en":
        assert castle["shogun"] == "Place a disciple: Castle (Shogun +1)"
        assert castle["order2"] == "Place a disciple: Castle (Turn order 2)"
        assert gate == "Place a disciple: Gate"
    else:
        assert castle["order2"] == "派弟子到城堡區（順位2）"
        assert all(not any("a" <= c.lower() <= "z" for c in t) for t in [*castle.values(), gate])


def test_an_empty_deck_leaves_its_hollow_bare_with_a_nought_and_a_full_one_shows_its_back(app, monkeypatch):
    """The weapon discard is empty at the start: no card back lies there (the board's faint card
    outline shows), its count says 0; the weapon deck shows its back."""
    from client.games.yedo import board_view as BV

    scene = _scene(app)
    st = scene.match.state
    assert not st.weapon_discard and st.weapon_deck
    asked = []
    real = BV.art.picture

    def spy(game, name, size):
        asked.append(name)
        return real(game, name, size)

    monkeypatch.setattr(BV.art, "picture", spy)
    scene.view._layers.clear()
    BV._receding.cache_clear()  # the decks' washed backs are kept per size
    _draw(app, scene)
    assert "back_weapon" in asked and "back_weapon_discard" not in asked
    tips = dict((text, rect) for rect, text in scene.view.board.draw(app.screen, scene.observation(),
                                                                      scene.view.colours()))
    assert any(text.endswith(": 0") for text in tips)


@pytest.mark.parametrize("players", [2, 5])
def test_the_log_stands_in_the_right_column_under_the_prompt_with_room_for_its_lines(app, players):
    """While another seat plays (the prompt one line), the log fills the right-hand column below the
    prompt down to the buttons, at the players' sheet's width: eight lines of the game or more."""
    scene = _scene(app, players=players, seed=3)
    rng = random.Random(3)
    while not (scene.match.state.round >= 2 and scene.match.state.phase == V.PLACEMENT
               and scene.match.state.to_act != 0):
        scene.play(rng.choice(scene.match.state.legal_actions()))  # the log told as at the table
    scene.viewer = 0
    _draw(app, scene)
    view = scene.view
    log, board = view.log_rect, view.board.rect
    assert log.x >= board.right and log.width == view.players_sheet().width
    assert log.y > view.players_sheet().bottom and log.bottom <= view.undo.rect.y
    assert len(scene.log.placed) >= 8  # lines shown (the bottom-left log held six)
    assert all(log.contains(box) for _index, _line, box in scene.log.placed)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_mouse_over_the_patrols_arrows_says_which_way_each_walks(app, lang):
    from client.games.yedo.board_view import PATROL_WAYS_TIP
    from client.i18n import _

    scene = _scene(app)
    set_language(lang)
    try:
        _draw(app, scene, mouse=scene.view.board.patrol_ways_rect().center)
        assert scene.view.tip == _(PATROL_WAYS_TIP)
    finally:
        set_language("en")
