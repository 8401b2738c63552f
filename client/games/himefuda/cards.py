"""姬札大戰's cards as frozen dataclasses, loaded and validated from JSON (ruling H-3). Pure.

The schema (``data/cards.json``; every text in English and Traditional Chinese)::

    {"format": "himefuda-cards", "version": 1, "set": "...",
     "generals": [GENERAL, ...], "tactics": [TACTIC, ...],
     "joker": card id}                         # the Joker: only a handicapped player may use it

    GENERAL = {"id": "wei_cao_cao",            # [a-z0-9_], unique across the pool
               "faction": "wei",               # the suit: wei 魏 / shu 蜀 / wu 吳 / qun 群
               "number": 1,                    # 1–13
               "banner": true,                 # carries the 軍旗 mark
               "cost": 6,                      # deck cost in HALF points (6 = 3 points)
               "war_result": 3,                # 戰果 the enemy earns by routing it
               "name_en": "Cao Cao", "name_zh": "曹操",
               "melee": [3, 3], "shoot": [2, 3], # [attack, defence], 0–5
               "strategy": 5,                  # 計略 0–5
               "skills": ["logistics"],        # of the seed's eleven (vocabulary.SKILLS)
               "special": ABILITY or null,     # 特殊技能
               "ougi": ABILITY or null}        # 奧義

    TACTIC  = {"id", "kind": "equipment" | "stratagem" | "strategy" | "formation" | "facility",
               # 裝備 / 計略 / 戰略 / 陣形 / 設施
               "faction", "number", "cost", "war_result", "name_en", "name_zh",
               "after": "discard" | "hand" | "attach",   # where the card goes once used
               "ability": ABILITY}

ABILITY is described in ``effects`` (timing, target, uses per sortie, duration, cost in
兵/糧/城, range pattern, operations). ``data/decks.json`` lists the decks::

    {"format": "himefuda-decks", "version": 1,
     "decks": [{"id", "name_en", "name_zh", "lord": GENERAL id, "cards": [ids incl. the lord],
                "reserve": [ids]}]}           # what a handicapped starter adds, in order, while it fits

A deck costs at most 15 points, holds the lord and each card at most once (H-3). With the
handicap option one player's limit is 16 to 18 points and that player may use the Joker.
"""
from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from client.core.errors import BundledDataError

from .effects import Ability, CardDataError, parse_ability, whole
from .vocabulary import DECK_LIMIT_HALVES, FACTIONS, SKILLS

DATA = Path(__file__).resolve().parent / "data"
TACTIC_KINDS = ("equipment", "stratagem", "strategy", "formation", "facility")
TACTIC_KIND_ZH = dict(zip(TACTIC_KINDS, ("裝備", "計略", "戰略", "陣形", "設施")))
AFTER = ("discard", "hand", "attach")
_ID = re.compile(r"[a-z0-9_]{1,40}")


@dataclass(frozen=True)
class Card:
    id: str
    faction: str
    number: int
    cost: int        # half points
    war_result: int
    name_en: str
    name_zh: str

    @property
    def is_general(self) -> bool:
        return False


@dataclass(frozen=True)
class General(Card):
    banner: bool
    melee: tuple[int, int]
    shoot: tuple[int, int]
    strategy: int
    skills: frozenset[str]
    special: Ability | None
    ougi: Ability | None

    @property
    def is_general(self) -> bool:
        return True


@dataclass(frozen=True)
class Tactic(Card):
    kind: str
    after: str
    ability: Ability


@dataclass(frozen=True)
class Deck:
    id: str
    name_en: str
    name_zh: str
    lord: str
    cards: tuple[str, ...]
    reserve: tuple[str, ...] = ()

    def handicapped(self, pool: "Pool", limit_halves: int) -> tuple[str, ...]:
        """The deck with its reserve cards added in order while they fit ``limit_halves``."""
        ids, cost = list(self.cards), pool.cost(self.cards)
        for card in self.reserve:
            if card not in ids and cost + pool.costs[card] <= limit_halves:
                ids.append(card)
                cost += pool.costs[card]
        return tuple(ids)


@dataclass(frozen=True)
class Pool:
    set_name: str
    cards: Mapping[str, Card]
    decks: Mapping[str, Deck]
    joker: str | None = None

    def general(self, card_id: str) -> General:
        return self.generals[card_id]

    def cost(self, ids) -> int:
        costs = self.costs
        return sum(costs[c] for c in ids)

    # lookups the rules make on every step, built once (the pool never changes)
    @functools.cached_property
    def generals(self) -> dict[str, General]:
        return {k: c for k, c in self.cards.items() if isinstance(c, General)}

    @functools.cached_property
    def costs(self) -> dict[str, int]:
        return {k: c.cost for k, c in self.cards.items()}

    @functools.cached_property
    def war(self) -> dict[str, int]:
        return {k: c.war_result for k, c in self.cards.items()}

    @functools.cached_property
    def tactic_timing(self) -> dict[str, str]:
        """Tactic id → its ability's timing."""
        return {k: c.ability.timing for k, c in self.cards.items() if isinstance(c, Tactic)}

    @functools.cached_property
    def unit_abilities(self) -> dict[str, dict[str, tuple]]:
        """Timing → general id → its (verb, ability) pairs: ougi first, then the special skill."""
        out: dict[str, dict[str, tuple]] = {}
        for k, g in self.generals.items():
            for verb, ab in (("ougi", g.ougi), ("skill", g.special)):
                if ab is not None:
                    found = out.setdefault(ab.timing, {})
                    found[k] = found.get(k, ()) + ((verb, ab),)
        return out


def _pair(raw: Mapping, key: str, where: str) -> tuple[int, int]:
    value = raw.get(key)
    if (not isinstance(value, list) or len(value) != 2
            or not all(type(v) is int and 0 <= v <= 5 for v in value)):
        raise CardDataError(f"{where}: {key!r} must be [attack, defence], each 0–5")
    return value[0], value[1]


def _common(raw: Any, where: str) -> dict:
    if not isinstance(raw, Mapping):
        raise CardDataError(f"{where}: a card must be an object")
    card_id = raw.get("id")
    if not isinstance(card_id, str) or not _ID.fullmatch(card_id):
        raise CardDataError(f"{where}: id must be 1–40 of a-z, 0-9 and _, not {card_id!r}")
    where = f"card {card_id}"
    if raw.get("faction") not in FACTIONS:
        raise CardDataError(f"{where}: faction must be one of {', '.join(FACTIONS)}")
    names = {}
    for key in ("name_en", "name_zh"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise CardDataError(f"{where}: {key!r} must be a non-empty text")
        names[key] = raw[key]
    return dict(id=card_id, faction=raw["faction"], number=whole(raw, "number", where, 1, 13),
                cost=whole(raw, "cost", where, 1, 12), war_result=whole(raw, "war_result", where, 0, 5), **names)


def parse_general(raw: Any, where: str) -> General:
    base = _common(raw, where)
    where = f"card {base['id']}"
    skills = raw.get("skills", [])
    if not isinstance(skills, list) or not all(s in SKILLS for s in skills) or len(set(skills)) != len(skills):
        raise CardDataError(f"{where}: skills must be distinct names of {', '.join(SKILLS)}")
    if not isinstance(raw.get("banner"), bool):
        raise CardDataError(f"{where}: banner must be true or false")
    extras = {}
    for key in ("special", "ougi"):
        value = raw.get(key)
        extras[key] = None if value is None else parse_ability(value, f"{where} {key}")
        if extras[key] is not None and extras[key].timing == "shot":
            raise CardDataError(f"{where} {key}: only tactics answer a shot")
    return General(**base, banner=raw["banner"], melee=_pair(raw, "melee", where),
                   shoot=_pair(raw, "shoot", where), strategy=whole(raw, "strategy", where, 0, 5),
                   skills=frozenset(skills), **extras)


def parse_tactic(raw: Any, where: str) -> Tactic:
    base = _common(raw, where)
    where = f"card {base['id']}"
    if raw.get("kind") not in TACTIC_KINDS:
        raise CardDataError(f"{where}: kind must be one of {', '.join(TACTIC_KINDS)}")
    if raw.get("after") not in AFTER:
        raise CardDataError(f"{where}: after must be one of {', '.join(AFTER)}")
    ability = parse_ability(raw.get("ability"), f"{where} ability")
    if raw["after"] == "attach" and (ability.target != "self" or ability.duration != "sortie"):
        raise CardDataError(f"{where}: an attached card must affect its unit for the sortie")
    if raw["after"] == "hand" and ability.timing == "attack":
        # a card back in hand at once could be played again and again in one attack phase
        raise CardDataError(f"{where}: an attack-phase card cannot return to hand")
    return Tactic(**base, kind=raw["kind"], after=raw["after"], ability=ability)


def parse_pool(cards_raw: Any, decks_raw: Any) -> Pool:
    if not isinstance(cards_raw, Mapping) or cards_raw.get("format") != "himefuda-cards":
        raise CardDataError("cards: not a himefuda-cards file")
    cards: dict[str, Card] = {}
    for key, parse in (("generals", parse_general), ("tactics", parse_tactic)):
        items = cards_raw.get(key)
        if not isinstance(items, list):
            raise CardDataError(f"cards: {key!r} must be a list")
        for i, raw in enumerate(items):
            card = parse(raw, f"{key}[{i}]")
            if card.id in cards:
                raise CardDataError(f"card {card.id}: the id is used twice")
            cards[card.id] = card
    joker = cards_raw.get("joker")
    if joker is not None and joker not in cards:
        raise CardDataError(f"cards: the joker {joker!r} is not a card of the pool")
    decks = {}
    if not isinstance(decks_raw, Mapping) or decks_raw.get("format") != "himefuda-decks":
        raise CardDataError("decks: not a himefuda-decks file")
    for raw in decks_raw.get("decks", []):
        deck = parse_deck(raw, cards, joker=joker)
        decks[deck.id] = deck
    return Pool(str(cards_raw.get("set", "")), cards, decks, joker)


def check_deck(where: str, ids: list[str], lord: Any, cards: Mapping[str, Card],
               limit_halves: int = DECK_LIMIT_HALVES, joker: str | None = None,
               joker_allowed: bool = False) -> None:
    """H-3: known cards, each once, a general as lord, within the limit; the Joker only when allowed."""
    unknown = [c for c in ids if c not in cards]
    if unknown:
        raise CardDataError(f"{where}: unknown card {unknown[0]!r}")
    if len(set(ids)) != len(ids):
        raise CardDataError(f"{where}: a card is listed twice")
    if lord not in ids or not cards[lord].is_general:
        raise CardDataError(f"{where}: the lord must be a general in the deck")
    if joker is not None and joker in ids and not joker_allowed:
        raise CardDataError(f"{where}: the Joker is allowed only with the handicap")
    cost = sum(cards[c].cost for c in ids)
    if cost > limit_halves:
        raise CardDataError(f"{where}: costs {cost / 2:g} points, more than {limit_halves / 2:g}")


def parse_deck(raw: Any, cards: Mapping[str, Card], joker: str | None = None) -> Deck:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("id"), str) or not _ID.fullmatch(raw["id"]):
        raise CardDataError("deck: needs an id of a-z, 0-9 and _")
    where = f"deck {raw['id']}"
    ids = raw.get("cards")
    if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
        raise CardDataError(f"{where}: cards must be a list of card ids")
    lord = raw.get("lord")
    check_deck(where, ids, lord, cards, joker=joker)
    reserve = raw.get("reserve", [])
    if not isinstance(reserve, list) or not all(isinstance(c, str) and c in cards for c in reserve):
        raise CardDataError(f"{where}: reserve must be a list of card ids of the pool")
    for key in ("name_en", "name_zh"):
        if not isinstance(raw.get(key), str) or not raw[key]:
            raise CardDataError(f"{where}: {key!r} must be a non-empty text")
    return Deck(raw["id"], raw["name_en"], raw["name_zh"], lord, tuple(ids), tuple(reserve))


@functools.cache
def pool() -> Pool:
    """The card pool shipped with the program (read once). BundledDataError when its files are
    missing or damaged: the installation is to blame, never a save that uses them."""
    raw = {}
    for name in ("cards.json", "decks.json"):
        try:
            with open(DATA / name, encoding="utf-8") as f:
                raw[name] = json.load(f)
        except (OSError, ValueError) as err:
            raise BundledDataError(f"{name}: cannot be read ({err})", DATA / name, "himefuda") from err
    try:
        return parse_pool(raw["cards.json"], raw["decks.json"])
    except Exception as err:  # noqa: BLE001 - any fault in shipped data is a damaged install
        name = "decks.json" if str(err).startswith("deck") else "cards.json"
        raise BundledDataError(f"{name}: {err}", DATA / name, "himefuda") from err
