"""A player's own 姬札大戰 decks: checked, and kept as JSON files in ``<user folder>/decks/``. Pure.

One file per deck, written atomically::

    {"format": "himefuda-deck", "version": 1, "name": "My Wei", "lord": "wei_cao_cao",
     "cards": ["wei_cao_cao", ...]}        # every card of the deck, the lord included

Loading reads every file on its own: a bad file (malformed, too big, wrong types, an unknown
card, no general, a lord that is not a general in the deck, a card twice, over the point
limit) is refused with one sentence naming the reason, and the other files load as usual.
Nothing read from disk is evaluated; nothing is changed on loading.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from client.core.errors import clip, quote
from client.core.saves import read_regular, write_atomic

from .cards import Pool
from .vocabulary import DECK_LIMIT_HALVES

FORMAT = "himefuda-deck"
VERSION = 1
SUFFIX = ".json"
MAX_BYTES = 64 * 1024   # a deck is a name and a few dozen ids
MAX_NAME = 30
MAX_HANDICAP_HALVES = 6  # the handicap adds at most 3 points (H-3)
MAX_CARDS = 60          # more than 15 points can buy (every card costs at least half a point)
_UNSAFE = re.compile(r"[^\w\- ]+")


class DeckError(ValueError):
    """What is wrong with a deck, in one sentence."""


@dataclass(frozen=True)
class UserDeck:
    name: str
    lord: str
    cards: tuple[str, ...]

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "name": self.name, "lord": self.lord,
                "cards": list(self.cards)}


def check_deck(raw: Any, pool: Pool, limit_halves: int = DECK_LIMIT_HALVES, joker_allowed: bool = False) -> UserDeck:
    """``raw`` (a parsed file or option) as a UserDeck; DeckError names the first problem.
    The Joker (the pool's ``joker``, once the full pool lands) only with the handicap (H-3)."""
    if not isinstance(raw, Mapping):
        raise DeckError("a deck must be a JSON object")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise DeckError(f"the deck needs a name of 1–{MAX_NAME} characters")
    ids = raw.get("cards")
    if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
        raise DeckError("its cards must be a list of card ids")
    if len(ids) > MAX_CARDS:
        raise DeckError(f"it lists {len(ids)} cards, more than any deck can hold")
    unknown = [c for c in ids if c not in pool.cards]
    if unknown:
        raise DeckError(f"it names the unknown card {quote(unknown[0])}")
    twice = sorted({c for c in ids if ids.count(c) > 1})
    if twice:
        raise DeckError(f"it lists {twice[0]} twice")
    if not any(pool.cards[c].is_general for c in ids):
        raise DeckError("it holds no general")
    lord = raw.get("lord")
    if not isinstance(lord, str) or lord not in ids or not pool.cards[lord].is_general:
        raise DeckError(f"its lord {quote(lord)} is not a general in the deck")
    joker = getattr(pool, "joker", None)
    if joker and joker in ids and not joker_allowed:
        raise DeckError("it holds the Joker, which only a seat with the handicap may use")
    cost = pool.cost(ids)
    if cost > limit_halves:
        raise DeckError(f"it costs {cost / 2:g} points, more than the {limit_halves / 2:g} allowed")
    return UserDeck(name.strip(), lord, tuple(ids))


def parse(text: str | bytes, pool: Pool, limit_halves: int = DECK_LIMIT_HALVES, joker_allowed: bool = False
          ) -> UserDeck:
    if len(text) > MAX_BYTES:
        raise DeckError("the file is too big to be a deck")
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError) as err:  # UnicodeDecodeError is a ValueError
        raise DeckError(f"the file is not valid JSON ({clip(str(err), 60)})") from None
    if not isinstance(raw, Mapping) or raw.get("format") != FORMAT:
        raise DeckError("the file is not a Himefuda deck (its format is missing or wrong)")
    if raw.get("version") != VERSION:
        raise DeckError(f"deck version {quote(raw.get('version'))} is not supported")
    return check_deck(raw, pool, limit_halves, joker_allowed)


def file_name(name: str) -> str:
    """A file name for a deck name, safe on every system (letters of any script are kept)."""
    stem = _UNSAFE.sub("_", name.strip()).strip(" ._") or "deck"
    return stem[:MAX_NAME] + SUFFIX


def save(folder: Path, deck: UserDeck) -> Path:
    path = Path(folder) / file_name(deck.name)
    write_atomic(path, json.dumps(deck.to_dict(), ensure_ascii=False, indent=1) + "\n")
    return path


def delete(folder: Path, name: str) -> None:
    try:
        os.unlink(Path(folder) / file_name(name))
    except FileNotFoundError:
        pass


def load_all(folder: Path, pool: Pool, limit_halves: int = DECK_LIMIT_HALVES, joker_allowed: bool = False
             ) -> tuple[list[UserDeck], list[str]]:
    """The good decks of ``folder`` (by name) and one sentence per file that was refused."""
    decks: list[UserDeck] = []
    problems: list[str] = []
    folder = Path(folder)
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == SUFFIX and p.is_file())
    except OSError:
        return [], []  # no folder yet: no decks
    for path in paths:
        try:
            raw = read_regular(path, MAX_BYTES + 1)
            if len(raw) > MAX_BYTES:
                raise DeckError("the file is too big to be a deck")
            decks.append(parse(raw, pool, limit_halves, joker_allowed))
        except DeckError as err:
            problems.append(f"{path.name}: {err}")
        except OSError as err:
            problems.append(f"{path.name}: the file cannot be read ({err.strerror or err})")
    decks.sort(key=lambda d: d.name.casefold())
    return decks, problems
