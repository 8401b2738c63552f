"""Given/When/Then helpers for 姬札大戰 scenarios: small dicts become states, dice are scripted.

Seat 0 plays the Wei starter (lord Cao Cao), seat 1 the Shu starter (lord Liu Bei) unless
told otherwise. Row 0 is seat 0's camp, row 3 seat 1's.
"""
from __future__ import annotations

import random

from client.games.himefuda.rules import HimefudaState, new_game
from client.games.himefuda.units import Unit


class Dice(random.Random):
    """A generator whose dice are scripted (every die is ``randint(1, 6)``)."""

    def __init__(self, *faces: int):
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a, b):
        assert self.faces, "the scenario rolled more dice than it scripted"
        return self.faces.pop(0)


def given(turn: int = 0, phase: str = "attack", units=(), dice=(), decks=("wei", "shu"),
          castle=None, provisions=None, guard=None, **flags) -> HimefudaState:
    """A state at ``turn``'s ``phase`` with ``units`` on the field.

    ``units`` holds dicts: ``card``, ``seat``, ``at`` (lane, row), ``troops`` (default 5) and
    any Unit flags (``fatigued``, ``tired``, ``acted``, ``attacked``); the cards leave their
    seat's hand (or the castle guard) and the troops the castle, so everything stays conserved.
    """
    st = new_game(2, {"deck0": decks[0], "deck1": decks[1]}, 1)
    st.turn = turn
    st._start_turn()
    st.phase = phase
    if guard is not None:
        for seat, card in guard.items():
            old = st.guard[seat]
            if card is None:
                st.guard[seat] = None
                st.hand[seat] = sorted(st.hand[seat] + [old])
            else:
                st.hand[seat].remove(card)
                st.guard[seat] = card
                st.hand[seat] = sorted(st.hand[seat] + [old])
    for spec in units:
        put(st, **spec)
    if castle is not None:
        for seat, value in castle.items():
            diff = value - st.castle[seat]
            if diff > 0:
                st.recruited[seat] += diff
            else:
                st.casualties[seat] -= diff
            st.castle[seat] = value
    if provisions is not None:
        for seat, value in provisions.items():
            st.provisions[seat] = value
    for key, value in flags.items():
        setattr(st, key, value)
    st.rng = Dice(*dice)
    st._legal = None
    st.check_invariants()
    return st


def put(st: HimefudaState, card: str, seat: int, at, troops: int = 5, cards=(), **flags) -> Unit:
    zone = tuple(at)
    if st.guard[seat] == card:
        st.guard[seat] = None
    else:
        st.hand[seat].remove(card)
    u = Unit(seat, card, troops, zone)
    u.fatigued = u.acted = False
    for extra in cards:  # a merged stack
        st.hand[seat].remove(extra)
        u.cards.append(extra)
    for key, value in flags.items():
        setattr(u, key, value)
    st.castle[seat] -= troops
    st.units[zone] = u
    st.shown[seat].update(u.cards)
    st._legal = None
    return u


def play(st: HimefudaState, *actions: str) -> HimefudaState:
    """Apply ``actions``, checking the invariants after each; ``st.log`` keeps their events."""
    st.log = []
    for a in actions:
        st.apply(a)
        st.log += st.events
        st.check_invariants()
    return st


def kinds(st: HimefudaState) -> list[str]:
    return [e.kind for e in st.events]


def event(st: HimefudaState, kind: str) -> dict:
    found = [e.data for e in getattr(st, "log", st.events) if e.kind == kind]
    assert found, f"no {kind} event in {kinds(st)}"
    return found[-1]
