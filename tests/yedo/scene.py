"""Small Given/When/Then scenes for Yedo's rules tests.

``blank(players)`` is a game just after setup with every seat's holdings back in the supply
(no missions, cards, weapons, geisha, blessing, favour) and 10 coins, player order 0, 1, 2…;
``give`` moves named things from the decks and supplies to a seat (so everything stays
conserved); ``stage`` puts frames on the decision stack above ``STOP`` — a decision that only
marks the scene's end — and runs the automatic ones.
"""
from __future__ import annotations

from client.games.yedo.effects import ANNEXES
from client.games.yedo.rules import YedoState, new_game

STOP = ("dropout", 0)


def blank(players: int = 4, mode: str = "geisha", seed: int = 1) -> YedoState:
    st = new_game(players, {"mode": mode}, seed)
    st.pending = [STOP]
    st.peek = None
    st.order = list(range(players))
    for s in range(players):
        st.action_deck[:0] = st.hands[s]
        st.bonus_deck[:0] = st.bonus[s]
        for m in st.missions[s]:
            st.mission_decks[st.data.missions[m].colour].insert(0, m)
        st.weapon_deck[:0] = st.weapons[s]
        st.hands[s] = st.bonus[s] = st.missions[s] = st.weapons[s] = ()
        st.geisha_supply += st.geisha[s]
        st.blessing_supply += st.blessing[s]
        st.geisha[s] = st.blessing[s] = 0
        st.coins[s], st.points[s] = 10, 1
        st.favour[s], st.blackmail[s] = None, False
    st.favours_left = tuple(st.data.favours)
    st.phase = "action"
    st.events = []
    st.check_invariants()
    return st.touch()


def give(st: YedoState, seat: int, *, missions=(), actions=(), bonus=(), weapons=(), geisha=0, blessing=0,
         annexes=(), coins=None, points=None) -> YedoState:
    for m in missions:
        st.mission_decks[st.data.missions[m].colour].remove(m)
        st.missions[seat] += (m,)
    for a in actions:
        st.action_deck.remove(a)
        st.hands[seat] += (a,)
    for b in bonus:
        st.bonus_deck.remove(b)
        st.bonus[seat] += (b,)
    for w in weapons:
        (st.weapon_deck if w in st.weapon_deck else st.weapon_discard).remove(w)
        st.weapons[seat] += (w,)
    st.geisha[seat] += geisha
    st.geisha_supply -= geisha
    st.blessing[seat] += blessing
    st.blessing_supply -= blessing
    for a in annexes:
        assert a in ANNEXES
        st.annex_supply[a] -= 1
        st.annexes[seat] += (a,)
    if coins is not None:
        st.coins[seat] = coins
    if points is not None:
        st.points[seat] = points
    st.check_invariants()
    return st.touch()


def put(st: YedoState, seat: int, *spaces: str) -> YedoState:
    """Disciples of ``seat`` from their board onto ``spaces`` (space ids or own annexes)."""
    for space in spaces:
        if space in ANNEXES:
            st.annexed[seat] += (space,)
        else:
            st.placed[space] = seat
        if st.home[seat]:
            st.home[seat] -= 1
        else:
            st.reserve[seat] -= 1
    st.check_invariants()
    return st.touch()


def stage(st: YedoState, *frames: tuple) -> YedoState:
    """``frames`` above STOP, to run in the order given; automatic ones run at once."""
    st.pending = [STOP, *reversed(frames)]
    st._advance()
    return st.touch()


def play(st: YedoState, *actions: str) -> YedoState:
    for action in actions:
        st.apply(action)
        st.check_invariants()
    return st


def done(st: YedoState) -> bool:
    return st.pending == [STOP]


def on_top(st: YedoState, pool: str, *cards: str) -> None:
    """Put ``cards`` on top of a deck, the first on the very top."""
    deck = st.deck(pool)
    for card in reversed(cards):
        deck.remove(card)
        deck.append(card)
    st.touch()


def kinds(st: YedoState) -> list[str]:
    return [e.kind for e in st.events]
