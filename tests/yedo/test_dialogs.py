"""Yedo's trade dialog: the whole offer on a paper sheet beside the board, the viewer's answers as
buttons inside it (and nowhere else while it is unfolded), folding it shows the side panel. The auction's panel
beside the board: every player's part and the high bid (its answers: tests/test_yedo_art.py)."""
from __future__ import annotations

import random

import pytest

from client.games.yedo import dialogs as D
from client.games.yedo import board as B
from client.games.yedo import labels as L
from tests.yedo.test_view import _draw, _kind, _play_until, _scene, _texts
from tests.text_spy import spy_text


def _answers(scene):
    return [(rect, what) for rect, what in scene.view.clickable() if isinstance(what, str)]


def _first_game_reaching(app, kind):
    """The first of 40 seeded 4-player games that reaches a decision of ``kind``, stopped there."""
    for seed in range(1, 40):
        scene = _scene(app, players=4, seed=seed)
        if _play_until(scene, random.Random(seed), lambda st: _kind(st) == kind, limit=1500):
            return scene
    pytest.fail(f"no {kind} decision in 40 seeded games")


def test_the_auction_panel_names_every_player_and_the_lot_with_its_high_bid(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "bid")
    st = scene.match.state
    text = _texts(app, scene, monkeypatch)
    for seat in range(4):
        assert f"P{seat + 1}" in text
    lot = " / ".join(L.lot_text(item) for item in B.lot_groups(4)[st.bid[0]])
    assert f"Lot {st.bid[0] + 1} ({lot}): bid {st.bid[1]} by P{st.bid[2] + 1}" in text


def test_the_auction_and_its_answers_are_written_in_ink_on_the_paper_sheet(app, monkeypatch):
    """No light words on a dark tray over the prompt sheet: the players' part and the answer tags
    in the sheet's inks (vermilion for whose turn and the high bid), the tags paper, not lacquer."""
    from client.render import palette

    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) in D.AUCTION_FRAMES and st.to_act == 0)
    drawn = spy_text(monkeypatch, D)
    _draw(app, scene)
    inks = {tuple(palette.SHEET_INK), tuple(palette.SHEET_DIM), tuple(palette.SHEET_LIT)}
    assert drawn and all(tuple(d.colour) in inks for d in drawn), [(d.text, d.colour) for d in drawn]
    answers = [rect for rect, what in _answers(scene)]
    assert answers
    for rect in answers:  # a paper tag: light inside, read from the screen
        inside = app.screen.get_at((rect.x + 4, rect.centery))
        assert sum(inside[:3]) > 3 * 170


def test_folding_the_dialog_puts_the_answers_back_beside_the_board_until_the_next_trade(app):
    scene = _first_game_reaching(app, "offer")
    rng = random.Random(3)
    obs = _draw(app, scene)
    fold = next(rect for rect, what in scene.view.clickable() if callable(what))
    assert scene.view.click(fold.center, obs, obs.legal_actions()) is True
    obs = _draw(app, scene)
    answers = _answers(scene)
    assert answers and all(rect.x >= scene.view.decision_rect.x for rect, _w in answers), "answers in the side panel"
    bar = next(rect for rect, what in scene.view.clickable() if callable(what))
    assert bar.height <= D.BAR_H and scene.view.board.rect.contains(bar)
    now = scene.match.state.round
    assert _play_until(scene, rng, lambda s: _kind(s) in D.TRADE_FRAMES and s.round > now)
    _draw(app, scene)
    assert all(scene.view.dialog.rect.contains(r) for r, _w in _answers(scene)), "a new trade opens unfolded"


def test_an_offer_is_built_with_gifts_under_the_proposer_and_asks_under_the_partner(app):
    scene = _first_game_reaching(app, "offer")
    obs = _draw(app, scene)
    mid = scene.view.dialog.rect.centerx
    gives = [r for r, what in _answers(scene) if what.startswith("give:")]
    asks = [r for r, what in _answers(scene) if what.startswith("ask:")]
    assert gives and asks
    assert all(r.right <= mid for r in gives) and all(r.x >= mid for r in asks)
    assert {what for _r, what in _answers(scene)} == set(obs.legal_actions())


def test_someone_elses_decision_shows_the_dialog_without_buttons(app):
    scene = _first_game_reaching(app, "offer")
    scene.viewer = (scene.match.state.to_act + 1) % 4
    _draw(app, scene)
    assert _answers(scene) == []
    assert any(callable(what) for _r, what in scene.view.clickable()), "the fold button still works"


def test_the_auctions_players_are_numbered_in_the_bid_order(app, monkeypatch):
    """The panel lists the players in the bid order, each with its place."""
    scene = _scene(app, players=5, seed=4)
    assert _play_until(scene, random.Random(4), lambda st: _kind(st) in D.AUCTION_FRAMES)
    drawn = spy_text(monkeypatch, D)
    obs = _draw(app, scene)
    names = {scene.view.name(seat): seat for seat in range(5)}
    rows = [d for d in drawn if d.text in names]
    assert len(rows) == 5
    for row in rows:
        place = str(obs.order.index(names[row.text]) + 1)
        assert any(d.text == place and d.rect.centery == row.rect.centery and d.rect.right < row.rect.x
                   for d in drawn), row.text


def test_an_offer_sums_its_coins_and_a_long_one_stays_readable(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "answer")
    obs = scene.observation()
    obs.offer = (obs.offer[0], obs.offer[1], ("coin",) * 6, ("geisha", "coin", "mission:?red", "bonus:?",
                                                               "mission:?green", "action:?")) + tuple(obs.offer[4:])
    drawn = spy_text(monkeypatch, D)
    scene.view.dialog.draw(app.screen, obs, [], scene.view.name, scene.view.colours(), (0, 0))
    texts = [d.text for d in drawn]
    assert "6 coins" in texts and "1 coin" not in texts
    long = next(d.result for d in drawn if d.text.startswith("1 coin, a geisha"))
    assert long.size >= 12 and not long.truncated


def test_the_trade_dialog_says_what_may_change_hands_where_the_two_meet(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "offer")
    st = scene.match.state
    proposer, partner = st.offer[:2]
    inn = D.inn_trade(scene.observation(), proposer, partner)
    shown = _texts(app, scene, monkeypatch)
    assert ("Both in the Inn" in shown) == inn and ("coins and weapons only" in shown) == (not inn)
    kinds = {a.split(":")[1] for a in st.legal_actions() if a.startswith(("give:", "ask:"))}
    if not inn:
        assert kinds <= {"coin", "weapon"}


def test_the_offer_buttons_of_a_wide_trade_stay_inside_the_dialog(app):
    scene = _scene(app, players=4, seed=3)
    rng = random.Random(5)
    found = _play_until(scene, rng, lambda st: _kind(st) == "offer" and D.inn_trade(st, *st.offer[:2])
                        and len(st.legal_actions()) > 8, limit=6000)
    if not found:  # another seed's trade at the Inn
        scene = _scene(app, players=5, seed=2)
        found = _play_until(scene, random.Random(2), lambda st: _kind(st) == "offer" and D.inn_trade(st, *st.offer[:2]))
    assert found
    _draw(app, scene)
    rects = [r for r, what in scene.view.clickable() if isinstance(what, str)]
    assert rects and all(scene.view.dialog.rect.contains(r) for r in rects)


def test_a_mission_in_an_offer_reads_as_the_log_writes_it_in_chinese(app):
    from client.games.yedo import labels as L
    from client.games.yedo import log_text
    from client.i18n import set_language

    scene = _scene(app, players=4, seed=3)
    obs = scene.observation()
    set_language("zh_Hant")
    try:
        for colour in ("green", "yellow", "red", "black"):
            assert L.item_text(obs, f"mission:?{colour}") in log_text.trade_items([f"mission:?{colour}"])
            assert L.item_text(obs, f"mission:?{colour}").endswith("色任務卡")
    finally:
        set_language("en")


def test_the_trade_sheet_leaves_the_players_rows_in_sight_and_the_board_beside_it_keeps_its_tooltips(app):
    """The sheet stands under the players' sheet (too tall for that column, on the board beside
    it): every seat's holdings stay in sight; the board's market keeps its tooltips where the sheet
    leaves it; what lies under the sheet itself shows none."""
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "offer")
    view = scene.view
    _draw(app, scene)
    assert view.dialog_open(scene.observation())
    assert not view.dialog.rect.colliderect(view.players_sheet()), "every seat's row in sight"
    market = scene.observation().market
    slot = next(r for r in (view.board.to_screen(s.rect) for s, weapon in zip(view.board.map.market, market)
                            if weapon) if not r.colliderect(view.dialog.rect))
    _draw(app, scene, mouse=slot.center)
    assert view.tip is not None
    _draw(app, scene, mouse=view.dialog.rect.move(0, 40).midtop)
    assert view.tip is None


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_declined_offer_is_told_to_its_proposer_at_once_and_in_the_trade_dialog(app, monkeypatch, lang):
    from client.i18n import _, set_language

    scene = _first_game_reaching(app, "answer")
    proposer, partner = scene.match.state.offer[:2]
    scene.viewer = proposer
    set_language(lang)
    try:
        scene.app.toasts.clear()
        scene.play("decline")
        told = _("{partner} declined your offer.").format(partner=f"P{partner + 1}")
        assert [t[0] for t in scene.app.toasts] == [told]
        assert scene.match.state.phase == "trade"  # the trading goes on: the dialog says it too, to all
        assert told in _texts(app, scene, monkeypatch)
        scene.viewer = next(s for s in range(4) if s not in (proposer, partner))
        assert _("{partner} declined {name}'s offer.").format(
            partner=f"P{partner + 1}", name=f"P{proposer + 1}") in _texts(app, scene, monkeypatch)
    finally:
        set_language("en")


def test_an_offered_item_shows_its_picture_and_a_blind_card_no_more_than_its_kind():
    from client.games.yedo import pictures as PIC
    from client.games.yedo.content import content

    green = next(m for m, mission in content().missions.items() if mission.colour == "green")
    assert PIC.trade_icon("coin") == "icon_coins" and PIC.trade_icon("weapon:katana") == "katana"
    assert PIC.trade_icon(f"mission:{green}") == "back_mission_green"  # a mission by its deck's back
    assert PIC.trade_icon("mission:?red") == PIC.trade_icon("mission:red") == "back_mission_red"
    assert PIC.trade_icon("action:?") == PIC.trade_icon("action:a05") == "icon_action"
    assert PIC.trade_icon("bonus:?") == "icon_bonus" and PIC.trade_icon("geisha") == "icon_geisha"


def test_the_trade_sheet_draws_each_side_with_the_items_pictures(app, monkeypatch):
    scene = _scene(app, players=4, seed=3)
    assert _play_until(scene, random.Random(3), lambda st: _kind(st) == "answer")
    obs = scene.observation()
    obs.offer = (obs.offer[0], obs.offer[1], ("coin", "coin", "weapon:yumi"), ("mission:?red",)) + tuple(obs.offer[4:])
    drawn = []
    monkeypatch.setattr(D, "draw_icon", lambda surface, rect, icon: drawn.append((rect, icon.picture)))
    scene.view.dialog.draw(app.screen, obs, [], scene.view.name, scene.view.colours(), (0, 0))
    pictures = [p for _r, p in drawn]
    assert pictures == ["icon_coins", "yumi", "back_mission_red"]
    assert all(scene.view.dialog.rect.contains(r) and r.width >= 16 for r, _p in drawn)
