"""姬札大戰's table: every card face fits its boxes in both languages, the other seat's hand is
never drawn, clicks become legal actions (and random clicks never an illegal one), the
dice can be skipped, and the expected casualties shown equal a brute-force enumeration."""
from __future__ import annotations

import os
import random
from fractions import Fraction

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.actions import split  # noqa: E402
from client.core.game import Event  # noqa: E402
from client.games import REGISTRY  # noqa: E402
from client.games.himefuda import SPEC  # noqa: E402
from client.games.himefuda import card_art as art  # noqa: E402
from client.games.himefuda import field  # noqa: E402
from client.games.himefuda import field_view as FV  # noqa: E402
from client.games.himefuda import log_text  # noqa: E402
from client.games.himefuda.cards import pool  # noqa: E402
from client.games.himefuda.odds import attack_odds  # noqa: E402
from client.games.himefuda.view import LABELS  # noqa: E402
from client.games.himefuda.vocabulary import SKILLS  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from client.render import palette  # noqa: E402
from client.render import text as text_mod  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402
from tests.text_spy import spy_text  # noqa: E402


def _scene(app, seed=3, human=0, humans=1):
    return table_scene(app, SPEC, {}, 2, seed, {0, 1} if humans == 2 else {human}, human)


def _draw(app, scene):
    obs = scene.observation()
    scene.view.draw(app.screen, obs)
    return obs


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


def test_registered_with_its_table():
    assert REGISTRY["himefuda"].view_module == "client.games.himefuda.view"


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("width", [54, 100, 110, 150])
def test_every_card_face_fits_its_boxes(app, lang, width):
    set_language(lang)
    try:
        for card in pool().cards.values():
            assert art.face_problems(card, width) == [], (lang, width, card.id)
    finally:
        set_language("en")


def test_skill_icons_are_eleven_distinct_drawings(app):
    pictures = set()
    for skill in SKILLS:
        surf = pygame.Surface((40, 40))
        surf.fill((0, 0, 0))
        art.draw_skill_icon(surf, skill, (20, 20), 18)
        pictures.add(pygame.image.tobytes(surf, "RGB"))
    assert len(pictures) == len(SKILLS)
    assert all(art.SKILL_TEXT[s] and art.SKILL_NAMES[s] for s in SKILLS)


def test_the_chinese_name_is_on_the_face_in_both_languages(app, monkeypatch):
    """The name banner in the screen's language; in English the kanji the field's units are named
    by stand in a cartouche on the picture, a character a line."""
    drawn = []
    real = text_mod.render
    monkeypatch.setattr(text_mod, "render", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    card = pool().cards["wei_cao_cao"]
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        drawn.clear()
        art._draw_face(card, 150)
        assert card.name_zh in drawn or all(ch in drawn for ch in card.name_zh)
        assert (card.name_en in drawn) == (lang == "en")
    set_language("en")


def test_render_for_one_seat_never_draws_the_other_seats_hand(app, monkeypatch):
    scene = _scene(app, seed=5)
    rng = random.Random(5)
    drawn: list[str] = []
    real = text_mod.render
    monkeypatch.setattr(text_mod, "render", lambda t, *a, **k: drawn.append(t) or real(t, *a, **k))
    for _round in range(12):
        if not _play_until(scene, rng, lambda st: st.to_act == 0, limit=60):
            break
        st = scene.match.state
        # the decks may share a card: what seat 0 may see elsewhere is not a secret of seat 1's hand
        public = set(st.hand[0]) | set(st.guard) | {c for u in st.units.values() for c in u.all_cards()} \
            | set(st.spoils[0]) | set(st.spoils[1])
        hidden = set(st.hand[1]) - st.known[1] - public
        names = {n for c in hidden for n in (pool().cards[c].name_en, pool().cards[c].name_zh)}
        art._face_cached.cache_clear()
        drawn.clear()
        scene.view.mouse = None
        _draw(app, scene)
        assert drawn, "nothing was drawn"
        assert not names & set(drawn), names & set(drawn)
        action = rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), 0, action)


def test_curtain_in_hot_seat(app):
    scene = _scene(app, humans=2)
    assert scene.needs_curtain(1 - scene.viewer)
    scene.viewer = None  # the curtain is up: the hand row says so, no hand is drawn
    assert scene.view.curtain_reason(scene.match.state.observation(None), 0)
    _draw(app, scene)
    assert scene.view.hand_cards() == []


def test_sortie_by_clicks(app):
    scene = _scene(app, seed=3)
    _play_until(scene, random.Random(1), lambda st: st.phase == "sortie" and not st.pending
                and any(a.startswith("sortie:") for a in st.legal_actions()))
    view = scene.view
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    sortie = next(a for a in legal if a.startswith("sortie:"))
    card, lane = split(sortie)[1]
    if card == obs.guard[obs.to_act]:
        pos = view.geo.castle(obs.to_act).center
    else:
        pos = view.hand_card_rect(card).center
    assert view.click(pos, obs, legal) is True and view.selected == card
    _draw(app, scene)
    zone = (int(lane), 0 if obs.to_act == 0 else 3)
    assert view.click(view.geo.cell(zone).center, obs, legal) == sortie
    scene.match.play(sortie)
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    assert all(a.startswith("troops:") for a in legal)
    rect = view.spots_of("troops:3")[0]
    assert view.click(rect.center, obs, legal) == "troops:3"


def test_an_attack_by_clicks_shows_the_odds(app):
    scene = _scene(app, seed=7)
    found = _play_until(scene, random.Random(7), lambda st: any(a.startswith("melee:") and not
                                                                a.startswith("melee:castle") for a in
                                                                st.legal_actions()))
    assert found
    view = scene.view
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    melee = next(a for a in legal if a.startswith("melee:") and not a.startswith("melee:castle"))
    key, lane, row = split(melee)[1]
    u = obs.unit_of(obs.to_act, key)
    assert view.click(view.geo.cell(u.zone).center, obs, legal) is True and view.selected == key
    _draw(app, scene)
    got = view.click(view.geo.cell((int(lane), int(row))).center, obs, legal)
    if got is True:  # melee and a shot on the same zone: the panel asks which
        assert view.spots_of(melee), "the panel offers the melee"
        got = melee
    assert got == melee
    assert attack_odds(obs, melee) is not None


def test_a_thousand_random_clicks_never_play_an_illegal_action(app):
    scene = _scene(app, seed=11)
    rng = random.Random(11)
    clicks = random.Random(4)
    played = 0
    stale = True  # drawn again only once a click or a move changed something
    for k in range(1000):
        st = scene.match.state
        if st.is_over():
            break
        if stale:
            scene.viewer = st.to_act
            obs = _draw(app, scene)
            legal = obs.legal_actions()
        pos = (clicks.randrange(1600), clicks.randrange(900))
        got = scene.view.click(pos, obs, legal)
        stale = got is not False  # False: the click met nothing, the table is as drawn
        if isinstance(got, str):
            assert got in legal or got == "concede", got
            if got == "concede":  # only through the confirmation: the game would end here
                continue
            scene.view.on_events(scene.match.play(got), obs.to_act, got)
            played += 1
        elif k % 7 == 6:  # keep the game going through every kind of decision
            action = rng.choice(legal)
            scene.view.on_events(scene.match.play(action), obs.to_act, action)
            stale = True
    assert played > 10  # clicks played real moves, not only the random ones


def test_concede_needs_a_confirmation(app):
    scene = _scene(app)
    view = scene.view
    obs = _draw(app, scene)
    scene.viewer = obs.to_act
    obs = _draw(app, scene)
    legal = obs.legal_actions()
    rect = next(r for r, a in view.clickable() if callable(a) and a == view.ask_concede)
    assert view.click(rect.center, obs, legal) is True
    _draw(app, scene)
    yes = view.spots_of("concede")[0]
    assert view.click(yes.center, obs, legal) == "concede"


def test_concede_sits_apart_from_the_answers_above_them(app):
    """Concede… is never the button just under an answer, one slip of the hand away: it sits above
    every answer, in the sheet's top corner, well clear of them."""
    scene = _scene(app)
    view = scene.view
    rng = random.Random(5)
    checked = 0
    for _step in range(60):
        obs = _draw(app, scene)
        if obs.is_over():
            break
        scene.viewer = obs.to_act
        obs = _draw(app, scene)
        legal = obs.legal_actions()
        concede = next(r for r, a in view.clickable() if callable(a) and a == view.ask_concede)
        answers = [r for r, a in view.clickable() if isinstance(a, str) and a in legal]
        for answer in answers:
            assert answer.top - concede.bottom >= 20, (concede, answer)
        checked += bool(answers)
        action = rng.choice(legal)
        view.on_events(scene.match.play(action), obs.to_act, action)
    assert checked > 10


def test_a_hand_card_that_cannot_be_played_keeps_its_picture_bright_its_cost_greyed(app):
    """Not playable now: the card lies a little lower and its cost coin is greyed, its picture
    as bright as ever (a whole hand shaded at once looked dead)."""
    scene = _scene(app)
    view = scene.view
    rng = random.Random(3)

    def idle_card(st):
        return st.to_act == 0 and st.legal_actions() and any(c not in view.keys(st.legal_actions())
                                                             for c in st.hand[0])
    assert _play_until(scene, rng, idle_card)
    view.mouse = None
    obs = _draw(app, scene)
    keys = view.keys(obs.legal_actions())
    rect, card = next((r, c) for r, c in view.hand_cards() if c not in keys)
    face = art.card_face(card, rect.width)
    seen = min([r.x for r, _c in view.hand_cards() if r.x > rect.x], default=rect.right) - rect.x  # not under the next
    window = [(x, y) for x in range(20, min(rect.width, seen) - 20, 7) for y in range(50, 100, 7)]

    def drawn_at(drop):  # the picture on screen, pixel for pixel the card's face, ``drop`` lower
        return all(app.screen.get_at((rect.x + x, rect.y + drop + y))[:3] == face.get_at((x, y))[:3]
                   for x, y in window)
    drop = next((d for d in range(20) if drawn_at(d)), None)
    assert drop is not None and drop > 0  # bright, not shaded; lower than its place
    coin = art.cost_coin(rect.width)
    at = (coin.centerx, coin.y + 2)
    assert sum(app.screen.get_at((rect.x + at[0], rect.y + drop + at[1]))[:3]) < sum(face.get_at(at)[:3]) - 60


def _melee_events():
    return [Event("melee", {"seat": 0, "attacker": [1, 1], "defender": [1, 2], "dice": [5, 2],
                            "values": [5, 3], "strength": [5, 2], "casualties": [3, 0]})]


def test_dice_roll_on_the_table_and_can_be_skipped(app):
    scene = _scene(app)
    view = scene.view
    app.settings = app.settings.with_(animation="normal")
    try:
        view.on_events(_melee_events() * 3, 0, "melee:x:1:2")
        assert view.busy()
        _draw(app, scene)
        assert view.playback.panel is not None  # the dice panel is on the table
        space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
        view.handle_event(space, 0)  # the rolling dice land
        view.handle_event(space, 0)  # the next roll
        assert len(view.playback.queue) == 2
        view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"), 0)
        assert not view.busy()
    finally:
        app.settings = app.settings.with_(animation="instant")


def test_the_last_roll_sheet_waits_until_the_dice_have_landed(app, monkeypatch):
    """Its result line would tell the roll's outcome while the dice are still tumbling."""
    import client.games.himefuda.view as view_module
    scene = _scene(app)
    view = scene.view
    app.settings = app.settings.with_(animation="normal")
    try:
        view.on_events(_melee_events(), 0, "melee:x:1:2")
        drawn = spy_text(monkeypatch, view_module)
        view.draw(app.screen, scene.observation())
        assert view.busy() and not [d for d in drawn if d.text.startswith(_("Last roll: {what}").split("{")[0])]
        view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"), 0)
        drawn.clear()
        view.draw(app.screen, scene.observation())
        assert not view.busy() and [d for d in drawn if d.text.startswith(_("Last roll: {what}").split("{")[0])]
    finally:
        app.settings = app.settings.with_(animation="instant")


def test_a_loaded_game_shows_its_last_roll_not_the_dice_tag(app, monkeypatch):
    """A game continued or loaded (its past replayed unseen) keeps its last roll on the table."""
    import client.games.himefuda.view as view_module
    fresh = _scene(app)
    fresh.view.draw(app.screen, fresh.observation())
    assert fresh.view._dice_token is not None  # no roll seen: the dice tag
    scene = _scene(app)
    view = scene.view
    view.replayed(_melee_events())  # as a loaded game's past is, before the table is first drawn
    drawn = spy_text(monkeypatch, view_module)
    view.draw(app.screen, scene.observation())
    assert [d for d in drawn if d.text.startswith(_("Last roll: {what}").split("{")[0])]
    assert view._dice_token is None


class _Dice:
    """A generator whose dice come out as given (the rules draw with randint)."""

    def __init__(self, faces):
        self.faces = list(faces)

    def randint(self, lo, hi):
        return self.faces.pop(0)


@pytest.mark.parametrize("verb", ["melee", "shoot"])
def test_expected_casualties_equal_brute_force(app, verb):
    scene = _scene(app, seed=13)
    rng = random.Random(13)
    found = _play_until(scene, rng, lambda st: any(a.startswith(verb + ":") and ":castle:" not in a
                                                   for a in st.legal_actions()), limit=5000)
    assert found
    st = scene.match.state
    action = next(a for a in st.legal_actions() if a.startswith(verb + ":") and ":castle:" not in a)
    shown = attack_odds(st.observation(st.to_act), action)
    totals = [Fraction(0), Fraction(0)]
    for a_die in range(1, 7):
        for d_die in range(1, 7):
            world = st.clone()
            world.rng = _Dice([a_die, d_die])
            world.apply(action)
            cas = next(e for e in world.events if e.kind == verb).data["casualties"]
            cas = cas if isinstance(cas, list) else [cas, 0]
            totals[0] += Fraction(cas[0], 36)
            totals[1] += Fraction(cas[1], 36)
    assert tuple(shown) == tuple(totals)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_draws_a_whole_game(app, lang):
    set_language(lang)
    try:
        scene = _scene(app, seed=2)
        rng = random.Random(2)
        for step in range(600):
            st = scene.match.state
            if st.is_over():
                break
            scene.viewer = st.to_act
            if step % 15 == 0:
                scene.view.mouse = (rng.randrange(1600), rng.randrange(900))
                _draw(app, scene)
            action = rng.choice(st.legal_actions())
            scene.view.on_events(scene.match.play(action), st.to_act, action)
        _draw(app, scene)
    finally:
        set_language("en")


def test_the_general_about_to_sortie_stands_at_its_zone(app):
    scene = _scene(app, seed=3)
    _play_until(scene, random.Random(1), lambda st: bool(st.pending) and st.pending[-1][0] == "sortie_troops")
    obs = _draw(app, scene)
    _kind, seat, card, lane = obs.pending[-1]
    rect = scene.view.geo.cell((lane, 0 if seat == 0 else 3))
    face = art.card_face(card, 80)
    at = face.get_rect(center=rect.center)
    spot = (at.centerx, at.y + 20)  # the card's kanji band
    assert app.screen.get_at(spot)[:3] == face.get_at((spot[0] - at.x, spot[1] - at.y))[:3]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_field_numbers_its_lanes_and_rows_in_the_words_of_the_hints_and_the_log(app, monkeypatch, lang):
    set_language(lang)
    try:
        scene = _scene(app, seed=3)
        drawn = spy_text(monkeypatch, FV)
        _draw(app, scene)
        labels = FV.edge_labels(scene.view.geo)
        written = [d for d in drawn if d.text in {t for t, _b, _k in labels}]
        # the lanes' numbers read level on their seals, "Lane" heading them: never a character a line
        heads = [d for d in written if d.text == _("Lane")]
        assert len(heads) == 2 and all(d.result.size >= 13 and not d.result.truncated for d in heads), heads
        assert _("Lane") in FV.lane_label(0)
        for lane in range(5):
            label = FV.lane_label(lane)
            # the button and the hint say "Move to lane 4, column 1", the log "lane 4 of Ana's camp"
            assert label.lower() in _(LABELS["move"]).format(lane=lane + 1, column=1).lower()
            assert label.lower() in log_text.zone_name((lane, 0), lambda seat: "Ana").lower()
            ends = [d for d in written if d.text == str(lane + 1)]
            assert len(ends) == 2, (label, [d.text for d in drawn])  # at both ends of the lane
            assert all(d.result.size >= 13 and not d.result.truncated and "\n" not in d.text for d in ends), ends
            seals = [box for t, box, kind in labels if kind == "lane" and t == str(lane + 1)]
            cell = scene.view.geo.cell((lane, 0))
            assert len(seals) == 2 and all(cell.top < box.centery < cell.bottom for box in seals), seals
        for row in range(4):
            label = FV.column_label(row)
            assert label.lower() in _(LABELS["move"]).format(lane=1, column=row + 1).lower()
            ones = [d for d in written if d.text == label]
            assert len(ones) == 1 and ones[0].result.size >= 12 and not ones[0].result.truncated, ones
            if lang == "en":  # the numbers along the top stand over columns (camp to camp), the lanes run across
                assert label == f"Column {row + 1}"
        # in the map's margin: inside the field, over no cell, castle or castle panel, and on screen
        geo = scene.view.geo
        boxes = [box for _t, box, _k in FV.edge_labels(geo)]
        field_things = [geo.cell(z) for z in field.ZONES] + [geo.castle(s) for s in (0, 1)] \
            + [FV.castle_panel(geo, s) for s in (0, 1)]
        for k, box in enumerate(boxes):
            assert geo.rect.contains(box), box
            assert box.collidelist(field_things) == -1, box
            assert box.collidelist(boxes[k + 1:]) == -1, box
            ink = sum(1 for x in range(box.x, box.right) for y in range(box.y, box.bottom)
                      if app.screen.get_at((x, y))[:3] == palette.SHEET_INK)  # ink on the print's paper border
            assert ink > 10, (box, "no label drawn there")
    finally:
        set_language("en")
