"""What the seat setup screen tells about Himefuda Battle for the chosen decks (pure: no pygame).

Each seat's deck (its lord, card count and cost: a starter or the player's own, as the game will
deal it), or why the seat cannot use it; the castles and what ends the game, from the card data
and the rules core's own figures.
"""
from __future__ import annotations

import json
from typing import Mapping

from client.core.errors import OptionsError
from client.i18n import N_, _, current_language

from . import deck_option
from .cards import Pool, pool
from .deck_files import MAX_HANDICAP_HALVES, check_deck
from .vocabulary import CASTLE_PROVISIONS, CASTLE_TROOPS, DECK_LIMIT_HALVES, TURN_CAP, WIN_RESULTS

DEFAULT_DECKS = ("wei", "shu")
UNKNOWN = N_("{seat}: unknown deck: choose another.")
OVER = N_("{seat}: the deck costs {points} points, more than this seat's {limit}: choose another.")
JOKER = N_("{seat}: only a seat with the handicap may use {joker}: choose another.")


def deck_note(seat: int, label: str, options: Mapping[str, str], cards: Pool, zh: bool) -> tuple[str, ...]:
    """The seat's deck as the game deals it (a handicapped starter takes its reserve), or a warning."""
    key = f"deck{seat}"
    value = str(options.get(key, DEFAULT_DECKS[seat]))
    try:
        deck = deck_option.decode(key, value, options, cards)
    except OptionsError:
        return "warning", refusal(key, value, label, options, cards, zh)
    ids = deck.cards
    if cards.decks.get(deck.id) is deck and deck_option.handicapped(key, options):
        ids = deck.handicapped(cards, deck_option.limit_halves(key, options))
    lord = cards.cards[deck.lord]  # the deck's name is on its option just above
    return "small", _("{seat}: lord {lord}; {n} cards, {points} points.").format(
        seat=label, lord=lord.name_zh if zh else lord.name_en, n=len(ids), points=f"{cards.cost(ids) / 2:g}")


def refusal(key: str, value: str, label: str, options: Mapping[str, str], cards: Pool, zh: bool) -> str:
    """Why the seat may not use a deck: a player's own deck may be sound yet over this seat's
    limit, or hold the Joker without the handicap (the handicap option changed after it was chosen)."""
    try:
        deck = check_deck(json.loads(value), cards, DECK_LIMIT_HALVES + MAX_HANDICAP_HALVES, joker_allowed=True)
    except (ValueError, RecursionError):  # DeckError, bad JSON, or a starter id that does not exist
        return _(UNKNOWN).format(seat=label)
    if cards.joker in deck.cards and not deck_option.handicapped(key, options):
        joker = cards.cards[cards.joker]
        return _(JOKER).format(seat=label, joker=joker.name_zh if zh else joker.name_en)
    return _(OVER).format(seat=label, points=f"{cards.cost(deck.cards) / 2:g}",
                          limit=f"{deck_option.limit_halves(key, options) / 2:g}")


def setup_notes(players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
    cards = pool()
    zh = current_language() == "zh_Hant"
    notes: list[tuple[str, ...]] = [("subheading", _("Decks"))]
    labels = (_("First seat"), _("Second seat"))
    for seat in range(len(DEFAULT_DECKS)):
        notes.append(deck_note(seat, labels[seat], options, cards, zh))
    notes += [
        ("row", _("Castle troops"), f"{CASTLE_TROOPS * 1000:,}"),
        ("row", _("Provisions each"), str(CASTLE_PROVISIONS)),
        ("row", _("War results to win"), str(WIN_RESULTS)),
        ("small", _("The first player is drawn at random. After {turns} turns each, war results decide (our "
                    "safeguard).").format(turns=TURN_CAP)),
    ]
    return notes
