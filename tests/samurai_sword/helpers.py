"""Given/When/Then helpers for Samurai Sword's scenario tests: states built from small dicts.

``table(...)`` starts from a real new game and sets what the scenario names;
every card not placed goes to the discard pile (or to the deck when ``deck`` is
not given), so the 90 cards stay accounted for and ``check_invariants`` holds.
Since a draw picks from the deck, a scenario that must know what is drawn
gives a deck of exactly those cards.
"""
from __future__ import annotations

from collections import Counter

from client.games.samurai_sword import SPEC
from client.games.samurai_sword import content as C
from client.games.samurai_sword.rules import PLAY


def table(players=4, roles=None, chars=None, hands=None, hp=None, honour=None, props=None, deck=None,
          discard=None, turn=0, seed=1, phase=PLAY, stars=None):
    st = SPEC.new_game(players, {}, seed)
    n = players
    if roles is not None:
        st.roles = list(roles)
        st.stars = list(stars) if stars is not None else \
            [k + 1 if r == C.NINJA else 0 for k, r in enumerate(roles)]
    if chars is not None:
        st.chars = list(chars)
    st.hp = list(hp) if hp is not None else [C.CHARACTER_BY_ID[c].resilience for c in st.chars]
    if honour is not None:
        st.honour = list(honour)
    st.hands = [sorted(h) for h in (hands or [[] for _ in range(n)])]
    st.known = [[] for _ in range(n)]
    st.props = [list(p) for p in (props or [[] for _ in range(n)])]
    rest = Counter(C.FULL_DECK)
    for s in range(n):
        rest.subtract(st.hands[s])
        rest.subtract(st.props[s])
    rest.subtract(discard or [])
    rest.subtract(deck or [])
    assert min(rest.values()) >= 0, f"the scenario uses more cards than the game has: {-rest}"
    spare = sorted(rest.elements())
    if deck is None:
        st.deck, st.discard = spare, list(discard or [])
    else:
        st.deck, st.discard = sorted(deck), spare + list(discard or [])
    st.turn = turn
    st.phase = phase
    st.pending = None
    st.weapons_used = 0
    st.events = []
    st.check_invariants()
    return st


def play(st, *actions):
    """Apply actions in order; returns the events of the last one."""
    for a in actions:
        st.apply(a)
        st.check_invariants()
    return st.events


def kinds(events):
    return [e.kind for e in events]


def fillers(k, card="bokken"):
    """k harmless-proof filler cards for a hand."""
    return [card] * k
