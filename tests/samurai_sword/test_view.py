"""Samurai Sword's table view: every phase drawn at 3 to 7 players in both languages, clicks map to
legal actions only, other seats' hands are never drawn face up, answers can be automatic."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.samurai_sword import SPEC  # noqa: E402
from client.games.samurai_sword import card_art, content as C  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402  (a worker that never thinks)


def _scene(app, players, seed, humans=(0,)):
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(players)]
    scene = PlayScene(app, Match(SPEC, {}, seed, seats), worker=_NoWorker())
    scene.viewer = humans[0]
    return scene


def _click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)


def _play_until(scene, rng, want, limit=3000):
    """Random moves until ``want(state)``; returns True when reached."""
    for _ in range(limit):
        st = scene.match.state
        if st.is_over():
            return False
        if want(st):
            return True
        action = rng.choice(st.legal_actions())
        seat = st.to_act
        events = scene.match.play(action)
        scene.view.on_events(events, seat, action)
    return False


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_draws_every_phase(app, players, lang):
    set_language(lang)
    seen = set()
    for seed in range(6):
        scene = _scene(app, players, seed=players * 11 + seed)
        rng = random.Random(seed)
        step = 0
        while not scene.match.state.is_over() and step < 2500:
            st = scene.match.state
            if st.phase not in seen or step % 40 == 0:
                seen.add(st.phase)
                scene.viewer = st.to_act  # as the seat to act, so its controls show
                scene.draw(app.screen)
                scene.viewer = None  # and as the public between two humans
                scene.draw(app.screen)
            action = rng.choice(st.legal_actions())
            seat = st.to_act
            events = scene.match.play(action)
            scene.view.on_events(events, seat, action)
            scene.view.update(0.1)
            step += 1
        scene.viewer = 0
        scene.draw(app.screen)
        if {"play", "parry", "answer", "discard"} <= seen and scene.match.state.is_over():
            break
    assert {"play", "parry", "answer", "discard"} <= seen
    set_language("en")


def test_bushido_and_ieyasu_choices_are_drawn(app):
    rng = random.Random(5)
    found = set()
    for seed in range(40):
        scene = _scene(app, 5, seed)
        if _play_until(scene, rng, lambda st: st.phase in ("bushido", "draw") and st.phase not in found):
            found.add(scene.match.state.phase)
            scene.viewer = scene.match.state.to_act
            scene.draw(app.screen)
            prompt, items = scene.view.prompt_and_choices(scene.observation(), scene.observation().legal_actions())
            legal = scene.match.state.legal_actions()
            assert items and all(a in legal for _l, a, _p in items)
            if "draw:discard" in legal:  # Ieyasu may also click either pile
                view = scene.view
                assert view.handle_event(_click(pygame.Rect(*view.layout.discard).center), 0) == "draw:discard"
                assert view.handle_event(_click(pygame.Rect(*view.layout.deck).center), 0) == "draw:deck"
        if found == {"bushido", "draw"}:
            break
    assert found == {"bushido", "draw"}


def _play_phase_with(app, pred, players=5):
    """A scene where seat 0 is in its play phase and ``pred(legal)`` holds."""
    for seed in range(60):
        scene = _scene(app, players, seed)
        rng = random.Random(seed)

        def ok(st):
            return st.phase == "play" and st.to_act == 0 and pred(st.legal_actions())

        if _play_until(scene, rng, ok):
            scene.viewer = 0
            scene.draw(app.screen)
            return scene
    raise AssertionError("no such position found")


def _fan_pos(view, card):
    for cid, centre, _angle in reversed(view.fan_cards()):
        if cid == card:
            return round(centre[0]), round(centre[1]) + 40  # the lower part: not covered by a raised neighbour
    raise AssertionError(card)


def _seat_pos(view, seat):
    """A point on the seat's name plate (nothing else is drawn over it)."""
    panel = pygame.Rect(*view.place(seat).panel)
    return panel.centerx, panel.y + 8


def test_clicking_a_weapon_then_a_seat_plays_exactly_that_attack(app):
    scene = _play_phase_with(app, lambda legal: any(a.startswith("attack:") for a in legal))
    view = scene.view
    legal = scene.match.state.legal_actions()
    attack = next(a for a in legal if a.startswith("attack:"))
    _verb, weapon, target = attack.split(":")
    assert view.handle_event(_click(_fan_pos(view, weapon)), 0) is True
    assert view.selected == weapon
    scene.draw(app.screen)
    assert view.handle_event(_click(_seat_pos(view, int(target))), 0) == attack
    # seats the weapon cannot reach are greyed and do nothing
    reachable = {int(a.split(":")[2]) for a in legal if a.startswith(f"attack:{weapon}:")}
    for seat in range(1, 5):
        if seat not in reachable:
            assert view.handle_event(_click(_seat_pos(view, seat)), 0) is True  # consumed, no action
            assert view.selected == weapon


def test_no_click_anywhere_gives_an_illegal_action(app):
    scene = _play_phase_with(app, lambda legal: len(legal) > 3)
    view = scene.view
    legal = set(scene.match.state.legal_actions())
    rng = random.Random(3)
    for _ in range(600):
        pos = (rng.randrange(1600), rng.randrange(900))
        got = view.handle_event(_click(pos), 0)
        if isinstance(got, str):
            assert got in legal, got
            view.selected = None
        if got is not False:  # False: the click met nothing, the table is as drawn
            scene.draw(app.screen)


def test_geisha_asks_hand_or_which_property(app):
    scene = _play_phase_with(app, lambda legal: any(a.startswith("play:geisha:") and not a.endswith(":hand")
                                                    for a in legal))
    view = scene.view
    legal = scene.match.state.legal_actions()
    prop_action = next(a for a in legal if a.startswith("play:geisha:") and not a.endswith(":hand"))
    target = int(prop_action.split(":")[2])
    view.handle_event(_click(_fan_pos(view, "geisha")), 0)
    scene.draw(app.screen)
    assert view.handle_event(_click(_seat_pos(view, target)), 0) is True
    assert view.geisha_target == target
    scene.draw(app.screen)
    choices = [a for _r, a in view.clickable() if a]
    assert prop_action in choices
    assert all(a in legal for a in choices)
    rect = view.spots_of(prop_action)[0]
    assert view.handle_event(_click(rect.center), 0) == prop_action


def test_end_turn_button(app):
    scene = _play_phase_with(app, lambda legal: "end" in legal)
    rect = scene.view.spots_of("end")[0]
    assert scene.view.handle_event(_click(rect.center), 0) == "end"


def test_the_answering_human_sees_block_and_take(app):
    for seed in range(80):
        scene = _scene(app, 5, seed)
        rng = random.Random(seed)
        if _play_until(scene, rng, lambda st: st.phase == "parry" and st.to_act == 0):
            break
    else:
        raise AssertionError("no parry for seat 0")
    scene.viewer = 0
    scene.draw(app.screen)
    actions = [a for _r, a in scene.view.clickable()]
    assert "take" in actions and any(a.startswith("block:") for a in actions)
    assert set(actions) <= set(scene.match.state.legal_actions())


def test_other_hands_are_never_drawn_face_up(app, monkeypatch):
    drawn = []
    card_art.clear_caches()  # every face drawn below is asked for afresh
    real_face, real_rot = card_art.card_face, card_art.rotated

    def face(cid, w, h):
        drawn.append(cid)
        return real_face(cid, w, h)

    def rot(kind, cid, w, h, angle):
        if kind == "face":
            drawn.append(cid)
        return real_rot(kind, cid, w, h, angle)

    monkeypatch.setattr(card_art, "card_face", face)
    monkeypatch.setattr(card_art, "rotated", rot)
    rng = random.Random(9)
    for players in (3, 7):
        scene = _scene(app, players, seed=players)
        for _ in range(60):
            st = scene.match.state
            if st.is_over():
                break
            drawn.clear()
            scene.viewer = 0
            scene.draw(app.screen)
            # the discard pile is public: its top three cards lie fanned out
            public = set(st.hands[0]) | set(st.discard[-3:]) | {p for ps in st.props for p in ps}
            public |= {c for k in st.known for c in k}
            if st.phase in ("parry", "answer"):
                public.add(st.pending[2] if st.phase == "parry" else st.pending[0])
            assert set(drawn) <= public, set(drawn) - public
            action = rng.choice(st.legal_actions())
            seat = st.to_act
            events = scene.match.play(action)
            scene.view.on_events(events, seat, action)
            scene.view.anim.skip()


def test_the_view_draws_from_the_observation_only(app, monkeypatch):
    """Changing another seat's hidden hand changes nothing on screen."""
    from client.games.samurai_sword import view as view_mod

    monkeypatch.setattr(view_mod.time, "monotonic", lambda: 1.0)  # no pulse between the two frames
    scene = _scene(app, 5, seed=4)
    scene.view.update(0)
    scene.draw(app.screen)
    before = pygame.image.tobytes(app.screen, "RGB")
    st = scene.match.state
    other = 2 if st.to_act != 2 else 3
    hidden = [c for c in st.hands[other] if c not in st.known[other]]
    swap = next(c for c in st.deck if c not in hidden)
    k = st.hands[other].index(hidden[0])
    st.deck.remove(swap)
    st.deck.append(hidden[0])
    st.deck.sort()
    st.hands[other][k] = swap
    st.hands[other].sort()
    scene.draw(app.screen)
    assert pygame.image.tobytes(app.screen, "RGB") == before


def test_automatic_answer(app):
    from client.scenes.play import PlayScene

    app.settings = app.settings.with_(answer_automatically=True)
    try:
        for seed in range(80):
            seats = [Seat(f"P{i + 1}", i, "human" if i in (0, 1) else "bot", "random") for i in range(5)]
            match = Match(SPEC, {}, seed, seats)
            scene = PlayScene(app, match, worker=_NoWorker())
            scene.active = True
            rng = random.Random(seed)
            for _ in range(400):
                st = match.state
                if st.is_over() or (st.phase == "play" and st.to_act in (0, 1) and any(
                        a.startswith("attack:") and int(a.split(":")[2]) in (0, 1) for a in st.legal_actions())):
                    break
                match.play(rng.choice(st.legal_actions()))
            st = match.state
            if st.is_over() or st.phase != "play" or st.to_act not in (0, 1):
                continue
            attacks = [a for a in st.legal_actions() if a.startswith("attack:") and int(a.split(":")[2]) in (0, 1)]
            target = int(attacks[0].split(":")[2])
            scene.viewer = st.to_act
            can_parry = "parry" in st.hands[target]
            scene.play(attacks[0])  # the host answers for the attacked human at once
            assert match.state.phase != "parry"
            if can_parry:
                assert match.actions[-1] == "block:parry"
            return
        raise AssertionError("no attack between the two humans found")
    finally:
        app.settings = app.settings.with_(answer_automatically=False)


def _attack_between_humans(app):
    """A seeded table where P1 (human) may attack P2 (human), who holds a Parry; with the attack."""
    from client.scenes.play import PlayScene

    for seed in range(200):
        seats = [Seat(f"P{i + 1}", i, "human" if i in (0, 1) else "bot", "random") for i in range(5)]
        match = Match(SPEC, {}, seed, seats)
        rng = random.Random(seed)
        while not match.state.is_over() and len(match.actions) < 400:
            st = match.state
            attack = next((a for a in st.legal_actions() if st.phase == "play" and st.to_act == 0
                           and a.startswith("attack:") and a.split(":")[2] == "1"), None)
            if attack is not None and "parry" in st.hands[1]:
                scene = PlayScene(app, match, worker=_NoWorker())
                scene.autosave = lambda: None
                scene.viewer, scene.active = 0, True  # a table in play: it answers for a human
                return scene, attack
            match.play(rng.choice(st.legal_actions()))
    raise AssertionError("no attack on a human holding a Parry found")


def test_an_automatic_answer_is_told_in_the_log_and_settings_turn_it_off(app):
    from client.scenes.settings_menu import SettingsScene

    app.apply_settings(app.settings.with_(answer_automatically=True))
    try:
        scene, attack = _attack_between_humans(app)
        played = len(scene.match.actions)
        scene.play(attack)
        assert scene.match.actions[played:] == [attack, "block:parry"]
        assert scene.log.lines()[-1] == "Answered automatically for P2: Block with Parry " \
                                        "(Settings: Answer automatically)."
        set_language("zh_Hant")
        assert scene.log.lines()[-1] == "已替P2自動回應：用「阻擋」擋下（設定：自動回應）。"
        set_language("en")

        settings = SettingsScene(app)  # Settings › Answer automatically: On → Off
        [choice] = [widget for label, widget in settings.rows if label == "Answer automatically"]
        settings.handle_event(_click(choice.rect.center))
        assert app.settings.answer_automatically is False
        scene, attack = _attack_between_humans(app)
        scene.play(attack)
        assert scene.match.state.phase == "parry" and scene.match.to_act == 1  # P2 is asked
        assert not any("automatically" in line for line in scene.log.lines())
    finally:
        set_language("en")
        app.apply_settings(app.settings.with_(answer_automatically=False))
        app.stack.clear()  # the curtain that called P2


def test_automatic_answer_hook_prefers_a_block():
    from client.games.samurai_sword.view import View

    class Obs:
        phase = "parry"

        def __init__(self, legal):
            self._legal = legal

        def legal_actions(self):
            return self._legal

    hook = View.automatic_answer
    assert hook(None, Obs(["block:katana", "block:parry", "take"])) == "block:parry"
    assert hook(None, Obs(["block:bo", "take"])) == "block:bo"
    assert hook(None, Obs(["take"])) == "take"
    obs = Obs(["end"])
    obs.phase = "play"
    assert hook(None, obs) is None


def test_score_table_and_end_drawn(app):
    from client.games.samurai_sword.standing import score_table
    from client.scenes.results import ResultsScene

    scene = _scene(app, 6, seed=2)
    rng = random.Random(2)
    _play_until(scene, rng, lambda st: False, limit=5000)
    assert scene.match.state.is_over()
    scene.draw(app.screen)
    table = score_table(scene.match)
    assert len(table["rows"]) == 6 and len(table["columns"]) == 5
    totals = scene.match.state.team_scores()
    assert any(str(v) in table["lines"][0] for v in totals.values())
    results = ResultsScene(app, scene.match)
    results.draw(app.screen)


def test_card_names_and_texts_cover_every_card():
    for card in C.CARDS:
        assert card_art.card_text(card.id)
    assert set(card_art.CHARACTER_TEXT) == set(C.CHARACTER_BY_ID)


def test_hot_seat_game_through_the_app_loop_with_curtains_and_animations():
    """Two humans and three random bots, animations at normal speed: the curtain comes before each
    human's private view, bots wait for the animations, clicks skip them, the results come at the end."""
    from client import settings as settings_mod
    from client.ai.worker import InlineWorker
    from client.app import App
    from client.scenes.curtain import CurtainScene
    from client.scenes.play import PlayScene
    from client.scenes.results import ResultsScene

    app = App(headless=True, settings=settings_mod.Settings(animation="fast"))
    try:
        seats = [Seat(f"P{i + 1}", i, "human" if i < 2 else "bot", "random") for i in range(5)]
        scene = PlayScene(app, Match(SPEC, {}, 3, seats), worker=InlineWorker())
        scene.worker.start()
        app.stack.push(scene)
        rng = random.Random(3)
        curtains = 0
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, ResultsScene):
                break
            if isinstance(top, CurtainScene):
                assert scene.viewer is None  # nothing private under the curtain
                curtains += 1
                app.draw()
                top.handle_event(_click((800, 450)))
            elif scene.viewer is not None and scene.match.to_act == scene.viewer and not scene.view.busy():
                seat = scene.viewer
                assert scene.human_action(rng.choice(scene.match.state.legal_actions()))
                assert seat in (0, 1)
            elif scene.view.busy() and rng.random() < 0.1:
                scene.handle_event(_click((20, 880)))  # a click skips the animation
            app.step(0.05)
            if rng.random() < 0.2:
                app.draw()
        assert isinstance(app.stack.top, ResultsScene), "the game reaches the results"
        assert curtains >= 2
        app.draw()
    finally:  # not app.shutdown(): pygame.quit() would spoil the font caches of the tests that follow
        app.stack.clear()
        scene.worker.stop()


def _after_one_attack(app, chars=("ginchiyo", "tomoe", "benkei", "hideyoshi"), props=None):
    """Seat 0 in its play phase having attacked once (Bokken on seat 1, who could not parry), still
    holding a Nagayari, a Parry and a Daimyo; the same weapon limit as the seed's: one a turn."""
    from client.games.samurai_sword import SPEC
    from .helpers import play, table

    st = table(players=4, chars=list(chars), roles=["shogun", "samurai", "ninja", "ninja"],
               hands=[["bokken", "nagayari", "parry", "daimyo"], ["kiseru"], ["kiseru"], ["kiseru"]],
               props=props)
    play(st, "attack:bokken:1")
    assert st.phase == "play" and st.weapons_used == 1
    seats = [Seat(f"P{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(4)]
    from client.scenes.play import PlayScene

    scene = PlayScene(app, Match(SPEC, {}, 1, seats), worker=_NoWorker())
    scene.match.state = st
    scene.viewer = 0
    return scene


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_second_weapon_is_greyed_and_a_click_says_why(app, lang):
    from client.games.samurai_sword.decisions import unplayable_reason

    set_language(lang)
    scene = _after_one_attack(app)
    view = scene.view
    obs = scene.observation()
    assert not any(a.startswith("attack:") for a in obs.legal_actions())  # the rules allow no second
    reason = unplayable_reason(obs, 0, "nagayari")
    expect = {"en": "You have already attacked this turn: one weapon a turn (one more for each Focus in front "
                    "of you).", "zh_Hant": "本回合你已攻擊過：每回合只能打出1張武器卡（面前每有1張「專注」可多打1張）。"}
    assert reason == expect[lang]
    assert unplayable_reason(obs, 0, "parry") is not None and unplayable_reason(obs, 0, "daimyo") is None
    greyed = []
    real = card_art.greyed
    try:
        card_art.greyed = lambda cid, *a: greyed.append(cid) or real(cid, *a)
        scene.draw(app.screen)
    finally:
        card_art.greyed = real
    assert sorted(set(greyed)) == ["nagayari", "parry"]  # the Daimyo can still be played: not greyed
    # hovering the weapon: its tooltip says why not
    pos = _fan_pos(view, "nagayari")
    pygame.mouse.set_pos(pos)
    import client.games.samurai_sword.view as V

    real_mouse = V.mouse_pos
    V.mouse_pos = lambda: pos
    try:
        scene.draw(app.screen)
        assert any(reason in text for _r, _t, text in view.tooltips())
    finally:
        V.mouse_pos = real_mouse
    # a click plays nothing and shows the reason just above the card, for a few seconds
    assert not view.notice.visible()
    assert view.handle_event(_click(pos), 0) is True
    assert view.notice.words() == reason and view.selected is None
    card = view.fan_card_box_at(pos)
    box = view.notice.rect()
    assert box.bottom <= card.top and box.left <= card.centerx <= box.right and box.top >= 72
    assert view.animating()  # the window keeps drawing while it shows, so it goes away on time
    scene.draw(app.screen)
    view.update(1.0)
    assert view.notice.visible()
    view.update(5.0)
    assert not view.notice.visible() and not view.animating()


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_tooltip_over_a_clicked_greyed_card_leaves_the_reason_in_sight(app, lang, monkeypatch):
    """Clicked, a greyed card says why above itself; the pointer still on it, the card's tooltip
    stands clear of that notice (it used to cover it)."""
    import client.games.samurai_sword.view as V

    set_language(lang)
    scene = _after_one_attack(app)
    view = scene.view
    scene.draw(app.screen)
    pos = _fan_pos(view, "nagayari")
    monkeypatch.setattr(V, "mouse_pos", lambda: pos)
    assert view.handle_event(_click(pos), 0) is True and view.notice.visible()
    scene.draw(app.screen)
    box = view.notice.rect()
    shown = pygame.image.tobytes(app.screen.subsurface(box), "RGB")
    view.notice.draw(app.screen)  # drawn again on top: the same pixels, so nothing covered it
    assert pygame.image.tobytes(app.screen.subsurface(box), "RGB") == shown
    assert any(view.notice.words() in text for rect, _t, text in view.tooltips() if rect.collidepoint(pos))


def test_more_weapons_with_focus_and_the_reason_after_the_last(app):
    from client.games.samurai_sword.decisions import unplayable_reason

    set_language("en")
    scene = _after_one_attack(app, props=[["focus"], [], [], []])
    obs = scene.observation()
    assert unplayable_reason(obs, 0, "nagayari") is None  # Focus: a second weapon this turn
    assert any(a.startswith("attack:nagayari:") for a in obs.legal_actions())
    scene.match.state.weapons_used = 2
    scene.match.version += 1
    obs = scene.observation()
    assert unplayable_reason(obs, 0, "nagayari") == \
        "You have already played 2 weapons this turn, as many as you may."


def test_card_faces_ask_for_no_text_below_12_px_even_flying(app):
    """A hand card and the small card that flies across the table: nothing under 12 px (the small
    one drops its English name, and a weapon stacks its damage over its reach)."""
    from client.games.samurai_sword import anim
    from client.games.samurai_sword.view import FAN_CARD
    from client.render import text as T

    card_art.clear_caches()
    T.reset_smallest_requested()
    for card in C.CARD_BY_ID:
        card_art.card_face(card, anim.CARD_W, anim.CARD_H)
        card_art.card_face(card, *FAN_CARD)
    assert T.smallest_requested() >= T.MIN_SIZE


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_cards_in_front_of_a_seat_are_named_whole(app, lang, monkeypatch):
    """Every card a seat has in front of it lies in the seat's row as a mini card (its picture),
    up to all four kinds, two of each; a name written beside one is never cut ("Fast Dr…"): with
    one or two kinds every name is written, and Bushido's always is."""
    import itertools

    import client.games.samurai_sword.view as V
    from tests.text_spy import spy_text

    set_language(lang)
    scene = _scene(app, 5, 1)
    state = scene.match.state
    combos = [combo for k in range(1, 5) for combo in itertools.combinations(V.PROPERTY_ORDER, k)]
    for combo in combos:
        for seat in range(5):
            state.props[seat] = [p for p in combo for _copy in range(1 + (seat % 2))]  # singles, and twos
        scene.match.version += 1
        drawn = spy_text(monkeypatch, V)
        scene.draw(app.screen)
        monkeypatch.undo()
        names = {card_art.card_name(p) for p in combo}
        chips = [d for d in drawn if d.text in names]
        written = {d.text for d in chips}
        if len(combo) <= 2:
            assert written == names, combo
        if "bushido" in combo:
            assert card_art.card_name("bushido") in written, combo
        assert not any(d.result.truncated for d in chips), [d.text for d in chips if d.result.truncated]
        assert all(d.result.size >= 12 for d in chips)
    for seat in range(5):  # the last, fullest: every kind, and two of each at some seats
        row = V._rect(scene.view.place(seat).properties)
        laid = V.property_chips(row, state.props[seat])
        assert [p for p, *_rest in laid] == list(V.PROPERTY_ORDER) and all(row.contains(c) for _p, c, *_r in laid)
    set_language("en")


@pytest.mark.parametrize("players", [3, 5, 7])
def test_the_whole_hand_lies_on_the_screen_however_many_cards_it_holds(app, players):
    """The critic saw the hand run off the screen's foot: from 1 to 10 cards (a Daimyo-rich turn), every
    corner of every hand card lies on the 1600×900 screen (both window sizes scale it), none over the
    log's column."""
    pool = list(C.CARD_IDS[:10])
    for n in (1, 4, 7, 10):
        scene = _scene(app, players, 3)
        view = scene.view
        scene.match.state.hands[0] = pool[:n]  # before the table first looks at it
        scene.draw(app.screen)
        assert len(view.fan_cards()) == n
        for card, _centre, _angle in view.fan_cards():
            corners, _c = view.fan_card(card)
            for x, y in corners:
                assert 0 <= x <= view.side.x and 0 <= y <= 900, (players, n, card, x, y)


def test_a_reviews_open_chart_leaves_the_whole_hand_in_sight(app):
    """The critic: the review's chance chart covered the hand. Open, the chart lies in the left of the
    hand's strip and the hand is drawn whole right of it, over none of the chart and on the screen."""
    from client.ai.worker import InlineWorker
    from client.scenes.review import ReviewScene

    seats = [Seat(f"P{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(5)]
    match = Match(SPEC, {}, 3, seats)
    rng = random.Random(3)
    while not match.state.is_over() and len(match.actions) < 40:
        match.play(rng.choice(match.state.legal_actions()))
    app.review_chart_open = True
    try:
        review = ReviewScene(app, match, worker=InlineWorker(), estimates=0)
    finally:
        app.review_chart_open = False
    review.draw(app.screen)
    chart = review.chart.widget.rect
    fan = review.view.fan_cards()
    assert review.chart_open and fan, "the hand is shown in the review"
    for card, _centre, _angle in fan:
        corners, _c = review.view.fan_card(card)
        xs, ys = zip(*corners)
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        assert not box.colliderect(chart), (card, box, chart)
        assert max(ys) <= 900 and max(xs) <= review.view.side.x, (card, box)
