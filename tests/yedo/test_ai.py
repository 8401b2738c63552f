"""Yedo's bots: legal and reproducible from an observation, an obvious good move, trades, and no peeking."""
from __future__ import annotations

import random

import pytest

from client.ai.bots import HeuristicBot, SearchBot, make_bot
from client.games.yedo import SPEC
from client.games.yedo.ai import AI
from client.games.yedo.board import spaces_for
from client.games.yedo.rules import new_game
from client.games.yedo.vocabulary import F_ACTION, F_TRADE

from .scene import blank, give, play, put, stage

LEVELS = ("easy", "normal", "hard")


def bot(level: str, seed: int):
    """A level's bot on an iteration budget (no clock: the same seed gives the same answer)."""
    if level == "easy":
        return HeuristicBot(AI, seed)
    return SearchBot(AI.for_level(level), seed, None, 8)


def positions(seed: int = 3, every: int = 37):
    """Observations for the seat to act, every ``every`` actions of a seeded random game."""
    st = new_game(4, {}, seed)
    rng = random.Random(seed)
    out, k = [], 0
    while not st.is_over():
        if k % every == 0:
            out.append(st.observation(st.to_act))
        st.apply(rng.choice(st.legal_actions()))
        k += 1
    return out


def test_the_spec_names_the_bots_and_every_level_is_made():
    assert SPEC.ai_module == "client.games.yedo.ai"
    for level in ("random",) + LEVELS:
        assert make_bot(SPEC, level, 1).level == level


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_answers_a_legal_action_from_the_observation(level):
    for i, obs in enumerate(positions()):
        assert bot(level, i).choose(obs) in obs.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
def test_a_seeded_bot_decides_the_same_twice(level):
    for i, obs in enumerate(positions(seed=5, every=97)):
        assert bot(level, i).choose(obs.clone()) == bot(level, i).choose(obs.clone())


def mission_ready():
    """Seat 0 stands in the Red Light and at the Gate with a rope: mission y01 is met."""
    st = blank(2)
    put(st, 0, "red_light1", "gate1")
    put(st, 1, "port1")
    give(st, 0, missions=["y01"], weapons=["nawa"])
    return stage(st, (F_ACTION, None))


@pytest.mark.parametrize("level", LEVELS)
def test_a_met_mission_is_completed(level):
    st = mission_ready()
    assert st.to_act == 0
    for seed in range(3):
        assert bot(level, seed).choose(st.observation(0)).startswith("mission:y01:")


def trading(**spaces):
    st = blank(2)
    for seat, where in spaces.items():
        put(st, int(seat[1:]), *where)
    return st


def test_a_seat_asks_a_partner_for_the_weapon_its_mission_needs():
    st = trading(s0=("market1", "red_light1"), s1=("market2",))
    give(st, 0, missions=["y01"])
    give(st, 1, weapons=["nawa"])
    stage(st, (F_TRADE, None))
    assert st.to_act == 0
    assert bot("normal", 1).choose(st.observation(0)) == "propose:1"
    play(st, "propose:1")
    while st.to_act == 0:
        play(st, bot("normal", 1).choose(st.observation(0)))
    assert st.offer[2].count("coin") >= 1 and st.offer[3] == ("weapon:nawa",)


def test_a_seat_proposes_only_a_trade_that_pays_it_and_its_partner():
    """The proposer prices the trade as an answer is priced, for itself and (in its sampled world)
    for the partner. Without it two bots sold a geisha back and forth all phase long."""
    from client.games.yedo.ai import choose

    st = trading(s0=("market1", "red_light1"), s1=("market2",))
    give(st, 0, missions=["y01"])
    give(st, 1, weapons=["nawa"])
    stage(st, (F_TRADE, None))

    def weapons_for(seat):  # ``seat`` prizes weapons, everyone else coins
        return lambda state, s: 10.0 * len(state.weapons[s]) if s == seat else float(state.coins[s])

    assert choose(st, random.Random(1), value=weapons_for(0)) == "propose:1", "both gain"
    assert choose(st, random.Random(1), value=lambda state, s: float(state.coins[s])) == "pass", \
        "paying coins for a weapon it does not prize"
    assert choose(st, random.Random(1), value=lambda state, s: 10.0 * len(state.weapons[s]) + state.coins[s]) \
        == "pass", "the partner would lose its weapon for fewer coins than it is worth to it"


def offered(give_items, ask_items, mine=(), theirs=()):
    """Seat 1 proposes ``give_items`` for ``ask_items`` to seat 0, who holds mission y01."""
    st = trading(s0=("market1", "red_light1"), s1=("market2",))
    give(st, 0, missions=["y01"], weapons=mine)
    give(st, 1, weapons=theirs)
    stage(st, (F_TRADE, None))
    play(st, "pass", "propose:0", *[f"give:{i}" for i in give_items], *[f"ask:{i}" for i in ask_items], "send")
    assert st.to_act == 0 and st.legal_actions() == ["accept", "decline"]
    return st


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_a_trade_is_accepted_only_when_it_helps(level):
    helps = offered(["weapon:nawa"], ["coin"], theirs=["nawa"])
    assert bot(level, 1).choose(helps.observation(0)) == "accept"
    hurts = offered(["coin"], ["weapon:nawa"], mine=["nawa"])
    assert bot(level, 1).choose(hurts.observation(0)) == "decline"


def other_missions_swapped(st, seat: int):
    """``st`` with ``seat``'s hidden missions replaced by others of the same colours from the decks."""
    twin = st.clone()
    held = []
    for m in twin.missions[seat]:
        deck = twin.mission_decks[twin.data.missions[m].colour]
        other = deck.pop(0)
        deck.append(m)
        held.append(other)
    assert held != list(st.missions[seat])
    twin.missions[seat] = tuple(held)
    twin.check_invariants()
    return twin.touch()


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_never_depends_on_another_seats_hidden_missions(level):
    st = new_game(4, {}, 7)
    rng = random.Random(7)
    checked = 0
    while not st.is_over() and checked < 4:
        me = st.to_act
        rival = (me + 1) % 4
        if st.missions[rival] and len(st.legal_actions()) > 1 and rng.random() < 0.1:
            twin = other_missions_swapped(st, rival)
            a, b = st.observation(me), twin.observation(me)
            assert a.snapshot() == b.snapshot()
            assert bot(level, 5).choose(a) == bot(level, 5).choose(b)
            checked += 1
        st.apply(rng.choice(st.legal_actions()))
    assert checked == 4


def patrol_window(at_risk: bool):
    """Seat 0 holds Bribe the patrol (a23) at its arrest window; its two disciples stand where the
    patrol arrests (or elsewhere)."""
    st = blank(2)
    here = st.patrol_district()
    spaces = [s.id for s in spaces_for(2) if (s.district == here) == at_risk][:2]
    put(st, 0, *spaces)
    give(st, 0, actions=["a23"], coins=10)
    st.phase = "patrol"
    return stage(st, ("window", 0, "arrest"))


@pytest.mark.parametrize("level", LEVELS[1:])
def test_a_bot_bribes_the_patrol_only_when_its_disciples_would_be_arrested(level):
    risky = patrol_window(at_risk=True)
    assert "play:a23" in risky.legal_actions()
    assert bot(level, 2).choose(risky.observation(0)) == "play:a23"
    safe = patrol_window(at_risk=False)
    assert bot(level, 2).choose(safe.observation(0)) == "pass"


def played_at(seat_card: str, victim_cards: tuple[str, ...]):
    """Seat 1 (with a geisha) plays ``seat_card`` in its disciple actions; seat 0, holding
    ``victim_cards``, may answer."""
    st = blank(2)
    give(st, 1, actions=[seat_card], geisha=1)
    give(st, 0, actions=list(victim_cards))
    stage(st, ("act", 1))
    st.apply("play:" + seat_card)
    assert st.to_act == 0 and st.pending[-1][0] == "react"
    return st


@pytest.mark.parametrize("level", LEVELS[1:])
def test_a_bot_counters_a_card_only_when_that_pays(level):
    big = played_at("a35", ("a03",))  # two points for the rival: worth a card
    assert bot(level, 3).choose(big.observation(0)) == "play:a03"
    small = played_at("a15", ("a03",))  # a look at the bonus deck and a coin: not worth one
    assert bot(level, 3).choose(small.observation(0)) == "pass"
