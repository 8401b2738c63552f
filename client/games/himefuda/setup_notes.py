"""What the seat setup screen tells about Himefuda Battle for the chosen decks (pure: no pygame).

Each seat's deck (its lord, card count and cost), the castles and what ends the game, from the
card data and the rules core's own figures.
"""
from __future__ import annotations

from typing import Mapping

from client.i18n import _, current_language

from .cards import pool
from .vocabulary import CASTLE_PROVISIONS, CASTLE_TROOPS, TURN_CAP, WIN_RESULTS

DEFAULT_DECKS = ("wei", "shu")


def setup_notes(players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
    cards = pool()
    zh = current_language() == "zh_Hant"
    notes: list[tuple[str, ...]] = [("subheading", _("Decks"))]
    labels = (_("First seat"), _("Second seat"))
    for seat, default in enumerate(DEFAULT_DECKS):
        deck = cards.decks.get(str(options.get(f"deck{seat}", default)))
        if deck is None:
            notes.append(("warning", _("Unknown deck: choose another.")))
            continue
        lord = cards.cards[deck.lord]  # the deck's name is on its option just above
        notes.append(("small", _("{seat}: lord {lord}; {n} cards, {points} points.").format(
            seat=labels[seat], lord=lord.name_zh if zh else lord.name_en, n=len(deck.cards),
            points=f"{cards.cost(deck.cards) / 2:g}")))
    notes += [
        ("row", _("Castle troops"), f"{CASTLE_TROOPS * 1000:,}"),
        ("row", _("Provisions each"), str(CASTLE_PROVISIONS)),
        ("row", _("War results to win"), str(WIN_RESULTS)),
        ("small", _("The first player is drawn at random. After {turns} turns each, war results decide (our "
                    "safeguard).").format(turns=TURN_CAP)),
    ]
    return notes
