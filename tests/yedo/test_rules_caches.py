"""Yedo's rules remember things for speed: the legal actions until the next move, the decks'
contents after the last move (the next move's "before"), what each seat knows of the decks kept
per pool, who stands in the trading districts, an offer's menu of choices, and the open spaces
when districts are closed.

These tests play seeded random games and check at every step that what was remembered equals a
from-scratch recomputation: the legal actions of a copy that remembers nothing (and, for the
offer and the placements, the rules as first written, restated here), and the deck knowledge of
an independent tracker that copies every deck before each move.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from client.games.yedo import board as B
from client.games.yedo.knowledge import POOLS
from client.games.yedo.rules import HIDDEN, YedoState, new_game
from client.games.yedo.trading import TRADE_DISTRICTS

from .scene import blank, give, play, put, stage

REMEMBERED = ("_legal", "_decks_kept", "_trade_where_memo", "_offer_memo")
GAMES = [(4, "geisha", 1), (4, "samurai", 2), (5, "samurai", 3), (3, "geisha", 4), (2, "geisha", 5), (5, "geisha", 6)]


def forgetful(st: YedoState) -> YedoState:
    """A copy of ``st`` with nothing remembered: everything is recomputed when asked."""
    fresh = st._copy(None)
    fresh.viewer = None
    for name in REMEMBERED:
        fresh.__dict__.pop(name, None)
    fresh._legal = None
    return fresh


def decks(st: YedoState) -> tuple[tuple, ...]:
    return tuple(tuple(st.deck(pool)) for pool in POOLS)


def held(st: YedoState, seat: int) -> frozenset:
    peek = st.peek[2] if st.peek is not None and st.peek[0] == seat else ()
    return frozenset((*st.hands[seat], *st.bonus[seat], *st.missions[seat], *peek))


def learn(known: list[set], before: tuple, after: tuple, actor: int, owned: frozenset, events) -> list[set]:
    """Y-6 deck knowledge, counted the plain way: a card entering a deck is known to all when it
    was played in view, else to the actor when it was theirs; a card leaving its deck is forgotten."""
    changed = [i for i, old in enumerate(before)
               if len(old) != len(after[i]) or old and (old[0] != after[i][0] or old[-1] != after[i][-1])]
    public = {e.data["card"] for e in events if e.kind == "play" and "card" in e.data}
    known = [set(k) for k in known]
    for i in changed:
        pool = POOLS[i]
        for card in set(after[i]) - set(before[i]):
            if card in public:
                for mine in known:
                    mine.add((pool, card))
            elif card in owned:
                known[actor].add((pool, card))
        for mine in known:
            mine -= {k for k in mine if k[0] == pool and k[1] not in after[i]}
    return known


def offer_choices(st: YedoState) -> list[str]:
    """The offer's choices as the rules first listed them (counting from the holdings each time)."""
    me, partner, give, ask, _ = st.offer
    where = [set() for _ in range(st.num_players)]
    for space, seat in st.placed.items():
        if B.SPACE[space].district in TRADE_DISTRICTS:
            where[seat].add(B.SPACE[space].district)
    inn = B.INN in (where[me] & where[partner])
    out = []
    for verb, owner, items in (("give", me, give), ("ask", partner, ask)):
        if st.coins[owner] > items.count("coin"):
            out.append(f"{verb}:coin")
        weapons = st.weapons[owner]
        out += [f"{verb}:weapon:{w}" for w in sorted(set(weapons)) if weapons.count(w) > items.count("weapon:" + w)]
        if not inn:
            continue
        other = partner if owner == me else me
        offered, back = items.count("geisha"), (ask if owner == me else give).count("geisha")
        if offered < st.geisha[owner] and st.geisha[other] + offered + 1 - back <= B.LIMITS["geisha"]:
            out.append(f"{verb}:geisha")
        if owner == me:
            for kind, cards in (("action", st.hands[me]), ("bonus", st.bonus[me]), ("mission", st.missions[me])):
                out += [f"give:{kind}:{c}" for c in sorted(set(cards)) if items.count(f"{kind}:{c}") < cards.count(c)]
        else:
            if len(st.hands[partner]) > items.count("action"):
                out.append("ask:action")
            if len(st.bonus[partner]) > items.count("bonus"):
                out.append("ask:bonus")
            colours = Counter(st.data.missions[m].colour for m in st.missions[partner])
            out += [f"ask:mission:{c}" for c in ("green", "yellow", "red", "black")
                    if colours[c] > items.count("mission:" + c)]
    if give or ask:
        out.append("send")
    return out + ["withdraw"]


def places(st: YedoState, seat: int) -> list[str]:
    """The placements as the rules first listed them, space by space."""
    has_order = any(o == seat and B.SPACE[s].action == B.ORDER for s, o in st.placed.items())
    out = [f"place:{s.id}" for s in B.spaces_for(st.num_players)
           if s.id not in st.placed and (seat in st.enter_closed or s.district not in st.closed)
           and not (s.action == B.ORDER and has_order)]
    return out + [f"place:{a}" for a in st.annexes[seat] if a not in st.annexed[seat]]


def check(st: YedoState, known: list[set]) -> None:
    assert st.known == tuple(frozenset(k) for k in known)
    if st.__dict__.get("_decks_kept") is not None:
        assert st._decks_kept == decks(st)
    if st.is_over():
        return
    fresh = forgetful(st)
    assert st.legal_actions() == fresh.legal_actions()
    kind, seat = st.pending[-1][0], st.pending[-1][1]
    if kind == "offer":
        assert st.legal_actions() == offer_choices(st)
    if kind == "place":
        assert [a for a in st.legal_actions() if a.startswith("place:")] == places(st, seat)
    for s in range(st.num_players):
        assert st.trade_partners(s) == fresh.trade_partners(s)


@pytest.mark.parametrize("players, mode, seed", GAMES)
def test_what_the_rules_remember_equals_a_recount_at_every_step(players, mode, seed):
    st = new_game(players, {"mode": mode}, seed)
    rng = random.Random(seed)
    known = [set() for _ in range(players)]
    seen = Counter()
    while not st.is_over():
        check(st, known)
        seen[st.pending[-1][0]] += 1
        actor = st.pending[-1][1]
        before, owned = decks(st), held(st, actor)
        st.apply(rng.choice(st.legal_actions()))
        known = learn(known, before, decks(st), actor, owned, st.events)
    check(st, known)
    assert seen["place"] and seen["act"]  # the games reached the remembered choices
    assert any(k for k in known)  # and somebody learned where a card lies


def test_offers_and_closed_districts_come_up_in_the_games_checked():
    """The recount above covers offers built step by step and placements with closed districts."""
    offers = closed = 0
    for players, mode, seed in GAMES:
        st, rng = new_game(players, {"mode": mode}, seed), random.Random(seed)
        while not st.is_over():
            kind = st.pending[-1][0]
            offers += kind == "offer"
            closed += kind == "place" and bool(st.closed)
            st.apply(rng.choice(st.legal_actions()))
    assert offers >= 20 and closed >= 5


def test_hand_edits_after_touch_are_seen():
    """Code that edits a state by hand calls ``touch``: remembered facts are then made anew."""
    st = new_game(4, {"mode": "geisha"}, 7)
    rng = random.Random(7)
    for _ in range(40):
        st.apply(rng.choice(st.legal_actions()))
    st.action_deck.append(st.action_deck.pop(0))
    st.touch()
    assert st._decks_kept is None
    fresh = forgetful(st)
    assert st.legal_actions() == fresh.legal_actions()


def test_observations_spell_out_only_their_viewers_knowledge():
    st = new_game(4, {"mode": "samurai"}, 8)
    rng = random.Random(8)
    while not any(st.known):
        st.apply(rng.choice(st.legal_actions()))
    seat = next(s for s, k in enumerate(st.known) if k)
    obs = st.observation(seat)
    assert obs.known[seat] == st.known[seat]
    assert all(not k for s, k in enumerate(obs.known) if s != seat)
    for (pool, i), card in obs.known_slots(seat).items():
        assert obs.deck(pool)[i] == card != HIDDEN


@pytest.mark.parametrize("change", ["coins", "partner_coins", "weapon", "partner_weapon", "geisha", "partner_geisha",
                                    "card", "partner_card", "partner_mission"])
def test_an_offers_menu_follows_the_holdings_between_two_proposals(change):
    """The same two players propose twice; between the proposals one holding changes (by hand)."""
    st = blank(2)
    put(st, 0, "inn1")
    put(st, 1, "inn2")
    stage(st, ("trade", None))
    give(st, 0, weapons=["katana"], actions=["a01"], missions=["g01"], geisha=1)
    give(st, 1, weapons=["yumi"], actions=["a02"], bonus=["bo01"], missions=["y01"], geisha=1)
    play(st, "propose:1")
    assert st.legal_actions() == offer_choices(st)
    play(st, "withdraw")
    if change == "coins":
        st.coins[0] = 0
    elif change == "partner_coins":
        st.coins[1] = 0
    elif change == "weapon":
        give(st, 0, weapons=["katana"])
    elif change == "partner_weapon":
        give(st, 1, weapons=["doku"])
    elif change == "geisha":
        give(st, 0, geisha=1)
    elif change == "partner_geisha":
        give(st, 1, geisha=1)
    elif change == "card":
        give(st, 0, bonus=["bo02"])
    elif change == "partner_card":
        give(st, 1, actions=["a03"])
    else:
        give(st, 1, missions=["r01"])
    st.touch()
    while st.pending[-1] != ("trade_turn", 0):  # round the table back to seat 0
        play(st, "pass")
    play(st, "propose:1")
    assert st.legal_actions() == offer_choices(st)
    for item in ("give:geisha", "give:geisha", "ask:geisha", "ask:geisha", "give:weapon:katana", "give:coin"):
        if item in st.legal_actions():
            play(st, item)
            assert st.legal_actions() == offer_choices(st)
