"""What each seat knows of the decks' order (Y-6), so that sampling a world keeps it. Pure.

A seat knows where a card lies in its deck when the seat put it there itself (a card put back
after looking, the rest of a look put under the deck, a card discarded, sold or returned under
its deck) or when everyone saw it go there (a played action card goes under the action deck).
From then on its place is public bookkeeping — cards drawn from the top, put on the top or under
the deck are counted by everyone — until the card leaves the deck: drawn, or taken up by another
seat's look (which may put it back anywhere among the cards looked at). So a seat's knowledge is
a set of (pool, card), and the card's place is read off the deck when the seat observes it.

Weapons are left out: their copies share a name, so a name does not say which copy is known.
"""
from __future__ import annotations

from itertools import compress
from operator import ne

from .effects import COLOURS

POOLS = ("action", "bonus", "event") + tuple("mission:" + c for c in COLOURS)


class Knowledge:
    """Mixed into the state: ``known[seat]`` is a frozenset of (pool, card) whose places ``seat`` knows.

    Kept per seat as one frozenset of cards per pool (``POOLS`` order), so a move that changes a
    deck updates that pool with two set operations; ``known`` spells it out as pairs on demand."""

    _known_in: tuple = ()  # per seat: a tuple of frozensets of cards, one per pool
    tracking = True  # off in sampled worlds (no knowledge, no events): the search never observes them again
    # the decks' contents after the last move, the next move's "before" (decks change only in ``apply``;
    # ``touch`` forgets them after edits by hand)
    _decks_kept: tuple | None = None

    @property
    def known(self) -> tuple[frozenset, ...]:
        return tuple(frozenset((POOLS[i], card) for i, cards in enumerate(mine) for card in cards)
                     for mine in self._known_in)

    @known.setter
    def known(self, pairs) -> None:
        self._known_in = tuple(tuple(frozenset(card for p, card in mine if p == pool) for pool in POOLS)
                               for mine in pairs)

    def _deck_lists(self) -> tuple[list, ...]:
        """The decks in ``POOLS`` order (read directly: this runs at every move of a real game)."""
        # mission_decks is made in COLOURS order (and copied in it), so its values are the last four
        return (self.action_deck, self.bonus_deck, self.event_deck, *self.mission_decks.values())

    def _deck_sets(self) -> tuple[tuple, ...]:
        """The decks' contents before a move, as copies."""
        return tuple(map(tuple, self._deck_lists()))

    def _learn(self, before: tuple[tuple, ...], actor: int, holdings: tuple) -> None:
        """After one decision of ``actor``: who now knows which card. ``before`` holds the decks'
        contents before it, ``holdings`` what the actor held and looked at (hands, bonus cards,
        missions, ``peek``: references, as these tuples are replaced, never edited)."""
        lists = self._deck_lists()
        after = tuple(map(tuple, lists))
        self._decks_kept = after
        if after == before:
            return  # the common case, compared at C speed: no deck changed at all
        # a card enters or leaves a deck at its top or bottom (draws, puts, plays under the deck), so
        # a deck whose length and both ends are unchanged gained and lost nothing
        changed = [i for i in compress(range(len(POOLS)), map(ne, before, after))
                   if len(before[i]) != len(after[i])
                   or before[i] and (before[i][0] != after[i][0] or before[i][-1] != after[i][-1])]
        if not changed:
            return  # no card entered or left a deck: nobody learns or forgets a place
        public = None
        known = list(self._known_in)
        for i in changed:
            now = frozenset(after[i])
            entered = now.difference(before[i])
            if entered:
                if public is None:
                    public = {e.data["card"] for e in self.events if e.kind == "play" and "card" in e.data}
                seen = entered & public  # everyone saw these go under the deck
                # if one of the actor's own cards entered the deck, the actor put it there
                mine = seen | ((entered - seen) & self._held(actor, holdings))
            else:
                seen = mine = entered
            for seat, pools in enumerate(known):
                cards = pools[i]
                kept = cards if cards <= now else cards & now  # a card that left is no longer placed
                gained = mine if seat == actor else seen
                if gained:
                    kept = kept | gained
                if kept is not cards:
                    known[seat] = pools[:i] + (kept,) + pools[i + 1:]
        self._known_in = tuple(known)

    @staticmethod
    def _held(seat: int, holdings: tuple) -> frozenset:
        hands, bonus, missions, peek = holdings
        looked = peek[2] if peek is not None and peek[0] == seat else ()
        return frozenset().union(hands, bonus, missions, looked)

    def known_slots(self, seat: int | None) -> dict[tuple[str, int], str]:
        """(pool, index in the deck) → card, for each deck card whose place ``seat`` knows."""
        if seat is None or not self._known_in:
            return {}
        out = {}
        for pool, cards in zip(POOLS, self._known_in[seat]):
            deck = self.deck(pool)
            for card in cards:
                if card in deck:
                    out[(pool, deck.index(card))] = card
        return out
