"""Yedo's content schema: frozen dataclasses loaded and validated from the JSON files in ``data/``.

Every card has an id and a name in both languages (``{"en": …, "zh": …}``); effects are lists
of operations from ``effects`` (the closed vocabulary). The files and their entries:

``missions.json``  list of missions::

    {"id": "g01", "name": {...}, "colour": "green|yellow|red|black", "category": <effects.CATEGORIES>,
     "districts": ["market", "temple"],        # a disciple must stand in each; a district twice = two
     "items": ["geisha", "weapon:katana", "annex:yashiki", "blessing"],  # owned, kept, not spent
     "reward": [[op, args…], …],                # effects.OPS
     "extra": ["weapon:doku"],                  # the extra requirement (checked after the standard one)
     "extra_reward": [[op, args…], …]}

assumption: Blackmail's own effect is ours (the seed names the card only): on the player's turn,
the top card of any deck and 2 coins; it cannot be countered (Y-1).

``action_cards.json``  list of ``{"id", "name", "text", "timing": <effects.TIMINGS>,
"condition": ["has", item, n] | null, "effect": [...], "samurai": bool}``; ``text`` is the rules
text in both languages. The card ``blackmail`` (the favours' back, 黑函) is listed in ``special``.

``bonus_cards.json``  list of ``{"id", "name", "text", "score": <effects.SCORE_OPS op>}``.

``events.json``  list of ``{"id", "name", "text", "effect": [...], "samurai": bool}``; an event's
effect applies to every player.

``favours.json``  the five favours of the seed, ``{"id", "name", "effect"}``.

``pieces.json``  ``{"weapons": [{"id", "name"}] (8 kinds × 5), "annexes": [{"id", "name", "passive",
"active"}] (4 kinds × 4), "geisha": 7, "weapon_copies": 5, "annex_copies": 4}``.

Each file may carry ``"subset": true`` while its list is not yet the box's full count
(``FULL_COUNTS``); a later content slice authors the rest against this schema.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from client.core.errors import BundledDataError

from .board import DISTRICTS
from .effects import (ANNEXES, CATEGORIES, COLOURS, REQUIREMENTS, TIMINGS, WEAPONS, EffectError, check_condition,
                      check_effect, check_score)

DATA = Path(__file__).resolve().parent / "data"
FULL_COUNTS = {"missions": 59, "green": 12, "yellow": 18, "red": 18, "black": 11,
               "action_cards": 50, "bonus_cards": 27, "events": 27}
BLACKMAIL = "blackmail"


class ContentError(ValueError):
    """A content file is missing, malformed or breaks the schema; the message names where."""


@dataclass(frozen=True, slots=True)
class Text:
    en: str
    zh: str

    def __call__(self, lang: str = "en") -> str:
        return self.zh if lang.startswith("zh") else self.en


@dataclass(frozen=True, slots=True)
class Mission:
    id: str
    name: Text
    colour: str
    category: str
    districts: tuple[str, ...]
    items: tuple[str, ...]
    reward: tuple
    extra: tuple[str, ...]
    extra_reward: tuple

    def points(self, extra: bool = False) -> int:
        """The points it scores when completed (with its extra reward when ``extra``)."""
        ops = self.reward + self.extra_reward if extra else self.reward
        return sum(op[1] for op in ops if op[0] == "points")


@dataclass(frozen=True, slots=True)
class ActionCard:
    id: str
    name: Text
    text: Text
    timing: str
    condition: tuple | None
    effect: tuple
    samurai: bool


@dataclass(frozen=True, slots=True)
class BonusCard:
    id: str
    name: Text
    text: Text
    score: tuple


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    name: Text
    text: Text
    effect: tuple
    samurai: bool


@dataclass(frozen=True, slots=True)
class Favour:
    id: str
    name: Text
    effect: tuple


@dataclass(frozen=True, slots=True)
class Piece:
    id: str
    name: Text
    passive: Text | None = None
    active: Text | None = None


@dataclass(frozen=True)
class Content:
    missions: dict[str, Mission]
    actions: dict[str, ActionCard]  # the deck's cards (not blackmail)
    blackmail: ActionCard
    bonus: dict[str, BonusCard]
    events: dict[str, EventCard]
    favours: dict[str, Favour]
    weapons: dict[str, Piece]
    annexes: dict[str, Piece]
    geisha: int
    weapon_copies: int
    annex_copies: int
    subset: bool  # some list is not yet the box's full count

    def card(self, card_id: str) -> ActionCard:
        return self.blackmail if card_id == BLACKMAIL else self.actions[card_id]


# -- reading --------------------------------------------------------------------------------------
def _text(raw, where: str) -> Text:
    if not isinstance(raw, dict) or not isinstance(raw.get("en"), str) or not isinstance(raw.get("zh"), str) \
            or not raw["en"] or not raw["zh"]:
        raise ContentError(f"{where}: needs a name/text in both languages ({{'en': …, 'zh': …}})")
    return Text(raw["en"], raw["zh"])


def _field(entry: dict, key: str, where: str):
    if key not in entry:
        raise ContentError(f"{where}: missing {key!r}")
    return entry[key]


def _strings(raw, allowed, where: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(x, str) and x in allowed for x in raw):
        raise ContentError(f"{where}: each entry must be one of {', '.join(sorted(allowed))}")
    return tuple(raw)


def _entries(name: str, folder: Path) -> tuple[list, bool]:
    path = folder / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ContentError(f"{name}: cannot be read ({e})") from None
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise ContentError(f"{name}: expected {{'cards': [...]}}")
    ids = set()
    for i, entry in enumerate(data["cards"]):
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str) or not entry["id"]:
            raise ContentError(f"{name} entry {i}: needs an id")
        if entry["id"] in ids:
            raise ContentError(f"{name}: id {entry['id']!r} repeats")
        ids.add(entry["id"])
    return data["cards"], bool(data.get("subset", False))


def _mission(e: dict) -> Mission:
    where = f"mission {e['id']}"
    colour = _field(e, "colour", where)
    if colour not in COLOURS:
        raise ContentError(f"{where}: colour {colour!r} is not one of {', '.join(COLOURS)}")
    category = _field(e, "category", where)
    if category not in CATEGORIES:
        raise ContentError(f"{where}: category {category!r} is not one of {', '.join(CATEGORIES)}")
    districts = _strings(_field(e, "districts", where), DISTRICTS, f"{where} districts")
    if not districts:
        raise ContentError(f"{where}: needs at least one district")
    return Mission(e["id"], _text(_field(e, "name", where), where), colour, category, districts,
                   _strings(_field(e, "items", where), REQUIREMENTS, f"{where} items"),
                   check_effect(_field(e, "reward", where), f"{where} reward"),
                   _strings(_field(e, "extra", where), REQUIREMENTS, f"{where} extra"),
                   check_effect(_field(e, "extra_reward", where), f"{where} extra reward"))


def _action(e: dict) -> ActionCard:
    where = f"action card {e['id']}"
    timing = _field(e, "timing", where)
    if timing not in TIMINGS:
        raise ContentError(f"{where}: timing {timing!r} is not one of {', '.join(TIMINGS)}")
    effect = check_effect(_field(e, "effect", where), where)
    ops = {op[0] for op in effect}
    # a card's moment decides what it can do: these operations only mean something there
    for op, needs in (("counter", "reaction"), ("patrol", "patrol_move"), ("shelter", "patrol_arrest"),
                      ("enter_closed", "placement")):
        if (op in ops) != (timing == needs) and (op in ops or timing == needs):
            raise ContentError(f"{where}: {op} goes with timing {needs} (and only there)")
    if "close" in ops or "assassinate" in ops:
        raise ContentError(f"{where}: close and assassinate belong to events and missions")
    return ActionCard(e["id"], _text(_field(e, "name", where), where), _text(_field(e, "text", where), where),
                      timing, check_condition(e.get("condition"), where), effect, bool(e.get("samurai", False)))


def _bonus(e: dict) -> BonusCard:
    where = f"bonus card {e['id']}"
    return BonusCard(e["id"], _text(_field(e, "name", where), where), _text(_field(e, "text", where), where),
                     check_score(_field(e, "score", where), where))


def _event(e: dict) -> EventCard:
    where = f"event {e['id']}"
    effect = check_effect(_field(e, "effect", where), where)
    if {op[0] for op in effect} & {"counter", "shelter", "enter_closed", "patrol", "foresee", "draw_any",
                                   "assassinate"}:
        raise ContentError(f"{where}: an event may only give, take and close")
    return EventCard(e["id"], _text(_field(e, "name", where), where), _text(_field(e, "text", where), where),
                     effect, bool(e.get("samurai", False)))


def _favour(e: dict) -> Favour:
    where = f"favour {e['id']}"
    return Favour(e["id"], _text(_field(e, "name", where), where), check_effect(_field(e, "effect", where), where))


def _pieces(raw, ids: tuple[str, ...], what: str, annex: bool = False) -> dict[str, Piece]:
    if not isinstance(raw, list) or [p.get("id") if isinstance(p, dict) else None for p in raw] != list(ids):
        raise ContentError(f"pieces.json: {what} must be exactly {', '.join(ids)} in that order")
    out = {}
    for p in raw:
        where = f"{what} {p['id']}"
        out[p["id"]] = Piece(p["id"], _text(_field(p, "name", where), where),
                             _text(_field(p, "passive", where), where) if annex else None,
                             _text(_field(p, "active", where), where) if annex else None)
    return out


def load(folder: Path = DATA) -> Content:
    """Read and check every content file; ContentError names the first problem."""
    try:
        missions, s1 = _entries("missions.json", folder)
        actions, s2 = _entries("action_cards.json", folder)
        bonus, s3 = _entries("bonus_cards.json", folder)
        events, s4 = _entries("events.json", folder)
        favours, _ = _entries("favours.json", folder)
        mission_map = {e["id"]: _mission(e) for e in missions}
        action_list = [_action(e) for e in actions]
        specials = [a for a in action_list if a.id == BLACKMAIL]
        if len(specials) != 1:
            raise ContentError("action_cards.json: needs exactly one card with id 'blackmail'")
        favour_map = {e["id"]: _favour(e) for e in favours}
        if len(favour_map) != 5:
            raise ContentError("favours.json: the seed has exactly five favours")
        try:
            pieces = json.loads((folder / "pieces.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise ContentError(f"pieces.json: cannot be read ({e})") from None
        if not isinstance(pieces, dict):
            raise ContentError("pieces.json: expected an object")
        counts = {k: pieces.get(k) for k in ("geisha", "weapon_copies", "annex_copies")}
        if counts != {"geisha": 7, "weapon_copies": 5, "annex_copies": 4}:
            raise ContentError("pieces.json: the box has 7 geisha, 5 of each weapon and 4 of each annex")
        return Content(
            missions=mission_map,
            actions={a.id: a for a in action_list if a.id != BLACKMAIL}, blackmail=specials[0],
            bonus={e["id"]: _bonus(e) for e in bonus}, events={e["id"]: _event(e) for e in events},
            favours=favour_map, weapons=_pieces(pieces.get("weapons"), WEAPONS, "weapons"),
            annexes=_pieces(pieces.get("annexes"), ANNEXES, "annexes", annex=True),
            geisha=7, weapon_copies=5, annex_copies=4, subset=s1 or s2 or s3 or s4)
    except EffectError as e:
        raise ContentError(str(e)) from None


@lru_cache(maxsize=1)
def content() -> Content:
    """The bundled content, read once; BundledDataError when it is damaged (the installation's
    fault, never a save's)."""
    try:
        return load(DATA)
    except ContentError as err:
        name = str(err).partition(":")[0]
        raise BundledDataError(str(err), DATA / (name if name.endswith(".json") else ""), "yedo") from err
