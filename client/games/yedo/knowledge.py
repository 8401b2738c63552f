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

from .effects import COLOURS

POOLS = ("action", "bonus", "event") + tuple("mission:" + c for c in COLOURS)


class Knowledge:
    """Mixed into the state: ``known[seat]`` is a frozenset of (pool, card) whose places ``seat`` knows."""

    known: tuple = ()
    tracking = True  # off in sampled worlds: the search never observes them again

    def _deck_sets(self) -> dict[str, frozenset]:
        return {pool: frozenset(self.deck(pool)) for pool in POOLS}

    def _owned_cards(self, seat: int) -> frozenset:
        """Cards ``seat`` holds or is looking at: if one of these enters a deck, ``seat`` put it there."""
        held = set(self.hands[seat]) | set(self.bonus[seat]) | set(self.missions[seat])
        if self.peek is not None and self.peek[0] == seat:
            held.update(self.peek[2])
        return frozenset(held)

    def _learn(self, before: dict[str, frozenset], actor: int, owned: frozenset) -> None:
        """After one decision of ``actor`` (who held ``owned`` before it): who now knows which card."""
        after = self._deck_sets()
        public = {e.data["card"] for e in self.events if e.kind == "play" and "card" in e.data}
        new = {seat: set(known) for seat, known in enumerate(self.known)}
        for pool in POOLS:
            for card in after[pool] - before[pool]:
                if card in public:
                    for seat in new:
                        new[seat].add((pool, card))
                elif card in owned:
                    new[actor].add((pool, card))
        self.known = tuple(frozenset(k for k in known if k[1] in after[k[0]]) for _, known in sorted(new.items()))

    def known_slots(self, seat: int | None) -> dict[tuple[str, int], str]:
        """(pool, index in the deck) → card, for each deck card whose place ``seat`` knows."""
        if seat is None or not self.known:
            return {}
        out = {}
        for pool, card in self.known[seat]:
            deck = self.deck(pool)
            if card in deck:
                out[(pool, deck.index(card))] = card
        return out
