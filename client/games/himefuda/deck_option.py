"""A player's own deck carried whole in the ``deck0`` / ``deck1`` option. Pure.

A starter is chosen by its id (``"wei"``); a user deck travels as its compact JSON
(``{"name":…,"lord":…,"cards":[…]}``), so a match and its saves replay without the user's deck
files, which may later be edited or deleted. A tampered value is refused like any bad option:
``OptionsError`` (a SaveError when loading) naming the seat and what is wrong.
"""
from __future__ import annotations

import json

from client.core.errors import OptionsError, clip

from .cards import Deck, Pool, pool
from .deck_files import DeckError, UserDeck, check_deck
from .vocabulary import DECK_LIMIT_HALVES

PREFIX = "{"  # a custom value is a JSON object; starter ids never start so


def encode(deck: UserDeck) -> str:
    return json.dumps({"name": deck.name, "lord": deck.lord, "cards": list(deck.cards)},
                      ensure_ascii=False, separators=(",", ":"))


def handicapped(key: str, options) -> bool:
    """Does the handicap option favour this seat (``handicap`` = ``deck0`` / ``deck1``, H-3)?"""
    return bool(options) and options.get("handicap") == key


def limit_halves(key: str, options) -> int:
    """The seat's point limit in half points: 15 points, plus the handicap's 1–3 for that seat."""
    if not handicapped(key, options):
        return DECK_LIMIT_HALVES
    points = str(options.get("handicap_points", "1"))
    return DECK_LIMIT_HALVES + 2 * int(points) if points in ("1", "2", "3") else DECK_LIMIT_HALVES


def decode(key: str, value: str, options=None, cards: Pool | None = None) -> Deck:
    """The deck a ``deck0``/``deck1`` value names (a starter id or a carried deck)."""
    cards = cards or pool()
    seat = int(key[-1]) + 1
    if not value.startswith(PREFIX):
        if value not in cards.decks:
            raise OptionsError(f"seat {seat}: no deck {value!r} (decks: {', '.join(cards.decks)})")
        return cards.decks[value]
    try:
        deck = check_deck(json.loads(value), cards, limit_halves(key, options), handicapped(key, options))
    except (ValueError, RecursionError) as err:  # DeckError, bad or absurdly nested JSON
        reason = err if isinstance(err, DeckError) else "it is not valid JSON"
        raise OptionsError(clip(f"seat {seat}'s deck is refused: {reason}", 160)) from None
    return Deck(f"user{seat - 1}", deck.name, deck.name, deck.lord, deck.cards)


def check(key: str, value: str, options) -> None:
    decode(key, value, options)


def label(value: str) -> str:
    """The deck's own name (typed by the player: shown as typed in either language)."""
    try:
        name = json.loads(value).get("name")
    except (ValueError, AttributeError, RecursionError):
        name = None
    return name if isinstance(name, str) else "?"
