"""The deck being built in the deck builder: cards, lord and the point limit kept live. Pure.

Every change is checked before it is made; a refused change returns the reason and leaves the
draft as it was, so the builder can never hold a deck over its limit.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Deck, Pool
from .deck_files import DeckError, UserDeck, check_deck


@dataclass
class DeckDraft:
    pool: Pool
    limit: int                      # half points
    name: str = ""
    lord: str | None = None
    cards: list[str] = field(default_factory=list)
    joker_allowed: bool = False     # the seat has the handicap (H-3)

    @property
    def used(self) -> int:
        return self.pool.cost(self.cards)

    def add(self, card_id: str) -> str | None:
        """Add a card; the reason it cannot be added, or None."""
        if card_id in self.cards:
            return "already"
        if self.used + self.pool.costs[card_id] > self.limit:
            return "over"
        self.cards.append(card_id)
        if self.lord is None and self.pool.cards[card_id].is_general:
            self.lord = card_id  # the first general leads until another is chosen
        return None

    def remove(self, card_id: str) -> None:
        if card_id in self.cards:
            self.cards.remove(card_id)
        if self.lord == card_id:
            self.lord = next((c for c in self.cards if self.pool.cards[c].is_general), None)

    def make_lord(self, card_id: str) -> None:
        if card_id in self.cards and self.pool.cards[card_id].is_general:
            self.lord = card_id

    def start_from(self, deck: Deck | UserDeck, name: str) -> str | None:
        """Replace the draft with ``deck``; "over" when it does not fit this seat's limit."""
        if self.pool.cost(deck.cards) > self.limit:
            return "over"
        self.cards, self.lord, self.name = list(deck.cards), deck.lord, name
        return None

    def finished(self) -> UserDeck:
        """The draft as a checked deck; DeckError names what is missing."""
        return check_deck({"name": self.name, "lord": self.lord, "cards": self.cards}, self.pool, self.limit,
                          self.joker_allowed)


__all__ = ["DeckDraft", "DeckError"]
