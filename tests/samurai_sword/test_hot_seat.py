"""Samurai Sword in hot-seat: each curtain says why the next player is called, and a Jujutsu or
Battlecry hands the screen only to the players who have a choice to make."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.samurai_sword import SPEC  # noqa: E402
from client.games.samurai_sword import content as C  # noqa: E402
from client.i18n import set_language  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402


@pytest.fixture
def app(table_app):
    yield table_app
    table_app.stack.clear()


def _all_humans(app, players, seed, actions=()):
    """A hot-seat match (every seat human) after ``actions``, its play scene on the app's stack."""
    from client.scenes.play import PlayScene

    match = Match(SPEC, {}, seed, [Seat(f"P{i + 1}", i, "human") for i in range(players)])
    for a in actions:
        match.play(a)
    scene = PlayScene(app, match, worker=_NoWorker())
    app.stack.push(scene)
    return scene


def _curtain(app):
    from client.scenes.curtain import CurtainScene

    top = app.stack.top
    return top if isinstance(top, CurtainScene) else None


def _random_until(players, seed, want, limit=3000):
    """The actions of a random game up to the first state ``want`` accepts, or None."""
    match = Match(SPEC, {}, seed, [Seat(f"P{i + 1}", i, "bot") for i in range(players)])
    rng = random.Random(seed)
    for _ in range(limit):
        st = match.state
        if st.is_over():
            return None
        if want(st):
            return list(match.actions)
        match.play(rng.choice(st.legal_actions()))
    return None


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("phase", ["parry", "answer"])
def test_the_curtain_says_which_answer_is_asked_for(app, lang, phase):
    set_language(lang)
    for seed in range(40):
        actions = _random_until(5, seed, lambda st: st.phase == phase)
        if actions is not None:
            break
    scene = _all_humans(app, 5, seed, actions)
    st = scene.match.state
    curtain = _curtain(app)
    assert curtain is not None and curtain.seat.name == f"P{st.to_act + 1}"
    if phase == "parry":
        attacker = f"P{st.pending[0] + 1}"
        want = {"en": f"Answer {attacker}'s attack", "zh_Hant": f"請回應{attacker}的攻擊"}[lang]
    else:
        card, attacker = C.CARD_BY_ID[st.pending[0]], f"P{st.pending[1] + 1}"
        want = {"en": f"Answer {attacker}'s {card.en}", "zh_Hant": f"請回應{attacker}的{card.zh}"}[lang]
    assert curtain.reason == want


def test_the_curtain_says_your_turn_at_the_start_of_a_turn(app):
    scene = _all_humans(app, 4, seed=2)
    assert scene.match.state.phase == "play"
    assert _curtain(app).reason == "Your turn"


def _jujutsu_position(players):
    """A random game's position where a Jujutsu can be played that some, not all, players can answer
    with a weapon, and the damage it does ends nothing."""
    def ready(st):
        if st.phase != "play" or "play:jujutsu" not in st.legal_actions():
            return False
        me, n = st.turn, st.num_players
        asked = [s for s in ((me + k) % n for k in range(1, n)) if not st.harmless(s) and st.chars[s] != "chiyome"]
        armed = [s for s in asked if any(c in C.WEAPONS for c in st.hands[s])]
        unarmed = [s for s in asked if s not in armed]
        return 0 < len(armed) and unarmed and all(st.hp[s] > 1 for s in unarmed + armed)

    for seed in range(200):
        actions = _random_until(players, seed, ready)
        if actions is not None:
            return seed, actions
    raise AssertionError("no Jujutsu position found")


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_a_jujutsu_hands_the_screen_only_to_the_players_holding_a_weapon(app, players):
    """Players with no weapon have no choice (they lose 1 resilience): they get no curtain."""
    seed, actions = _jujutsu_position(players)
    scene = _all_humans(app, players, seed, actions)
    st = scene.match.state
    me = st.turn
    armed = [s for s in range(players) if s != me and not st.harmless(s) and st.chars[s] != "chiyome"
             and any(c in C.WEAPONS for c in st.hands[s])]
    _curtain(app).lift()
    assert scene.viewer == me
    scene.human_action("play:jujutsu")
    called, reasons = [], []
    rng = random.Random(seed)
    while (curtain := _curtain(app)) is not None and scene.match.state.phase == "answer":
        called.append(scene.match.state.to_act)
        reasons.append(curtain.reason)
        curtain.lift()
        assert scene.human_action(rng.choice(scene.match.state.legal_actions()))
    assert called == armed, "one curtain per player holding a weapon, in seat order from the left"
    assert set(reasons) == {f"Answer P{me + 1}'s Jujutsu"}
    back = _curtain(app)  # then the screen goes back to the player whose turn it is
    assert back is not None and back.seat.name == f"P{me + 1}" and back.reason == "Your turn"
    assert scene.match.state.phase == "play" and scene.match.state.to_act == me
