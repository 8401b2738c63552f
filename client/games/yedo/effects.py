"""Yedo's card effects: one small, closed vocabulary the rules interpret (DESIGN.md "Card effects").

An effect is a tuple of operations; each operation is a tuple ``(name, *args)``. Missions'
rewards, action cards, events and favours all speak it; the rules run it in
``cards.EffectRunner``. Nothing else may appear in a data file: ``check_effect`` refuses it.

===============  ==================  ==========================================================
operation        arguments           meaning for the player it applies to
===============  ==================  ==========================================================
coins            n (±)               gain n coins (a loss takes what there is)
points           n (±)               gain n points (a loss never goes below 0)
geisha           n (±)               gain geisha from the supply (up to 3) / lose them to it
blessing         n (±)               gain a blessing from the temple (up to 1) / lose it
disciple         n (±)               a reserve disciple comes home / one goes to the reserve
                                     (never below 2 disciples)
draw             deck                the top card of deck: action, bonus, weapon or mission
                                     (mission: the player picks a colour)
draw_any                             the top card of a deck of the player's choice
weapon_loss      n                   discard n weapons of the player's choice
card_loss        n                   put n action cards of the player's choice under the deck
close            district            nobody may place in that district this round (events)
patrol           n                   the patrol walks n more steps (patrol window b)
shelter                              the patrol arrests none of the player's disciples this round
counter                              the action card being answered has no effect (a reaction)
enter_closed                         the player may place in closed districts this round
foresee          deck                look at the top 3 of deck (action, bonus, weapon, event,
                                     mission) and put them back (events in their order)
assassinate                          the game ends when this round ends
===============  ==================  ==========================================================

Bonus cards score at the end with ``SCORE_OPS``: ``per item n`` (n points per item),
``none category n`` (n points with no completed mission of that category) and
``most category n tied`` (n points for the most completed missions of that category,
``tied`` when sharing the most; 0 when nobody has one). Conditions on action cards are
``has item n``. Items are counted by ``rules.count_item``.
"""
from __future__ import annotations

from .board import DISTRICTS

DECKS = ("action", "bonus", "weapon", "mission")
FORESEE_DECKS = ("action", "bonus", "weapon", "event", "mission")
COLOURS = ("green", "yellow", "red", "black")
CATEGORIES = ("kidnapping", "warfare", "theft", "espionage", "assassination", "diplomacy")
WEAPONS = ("doku", "fukiya", "katana", "metsubushi", "nawa", "shuko", "shuriken", "yumi")
ANNEXES = ("yashiki", "karesansui", "dojo", "kobudo")
TIMINGS = ("any", "auction", "placement", "patrol_move", "patrol_arrest", "trade", "action", "reaction")

_INT, _POS, _NONE = "int", "positive", "none"
OPS: dict[str, tuple] = {
    "coins": (_INT,), "points": (_INT,), "geisha": (_INT,), "blessing": (_INT,), "disciple": (_INT,),
    "draw": (DECKS,), "draw_any": (), "weapon_loss": (_POS,), "card_loss": (_POS,),
    "close": (DISTRICTS,), "patrol": (_POS,), "shelter": (), "counter": (), "enter_closed": (),
    "foresee": (FORESEE_DECKS,), "assassinate": (),
}
LOSS_OPS = frozenset({"weapon_loss", "card_loss"})  # losses a blessing can prevent, with negative amounts
SCORE_OPS: dict[str, tuple] = {"per": ("item", _POS), "none": (CATEGORIES, _POS), "most": (CATEGORIES, _POS, _INT)}
CONDITION_OPS: dict[str, tuple] = {"has": ("item", _POS)}

ITEMS_PLAIN = ("geisha", "weapon", "annex", "blessing", "disciple", "coins", "completed", "action")
ITEMS = frozenset(ITEMS_PLAIN) | {f"weapon:{w}" for w in WEAPONS} | {f"annex:{a}" for a in ANNEXES} \
    | {f"completed:{c}" for c in COLOURS} | {f"category:{c}" for c in CATEGORIES}
REQUIREMENTS = frozenset({"geisha", "blessing"} | {f"weapon:{w}" for w in WEAPONS}
                         | {f"annex:{a}" for a in ANNEXES})  # what a mission may ask a player to own


class EffectError(ValueError):
    """A data file names an operation or argument outside the vocabulary."""


def _check_arg(kind, value, where: str) -> object:
    if kind in (_INT, _POS):
        if not isinstance(value, int) or isinstance(value, bool) or (kind == _POS and value < 1):
            raise EffectError(f"{where}: {value!r} is not a {'positive ' if kind == _POS else ''}whole number")
    elif kind == "item":
        if value not in ITEMS:
            raise EffectError(f"{where}: no item {value!r}")
    elif value not in kind:
        raise EffectError(f"{where}: {value!r} is not one of {', '.join(kind)}")
    return value


def _check(raw, table: dict, where: str) -> tuple:
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise EffectError(f"{where}: an operation is a list [name, args…], not {raw!r}")
    name, *args = raw
    if name not in table:
        raise EffectError(f"{where}: unknown operation {name!r}")
    kinds = table[name]
    if len(args) != len(kinds):
        raise EffectError(f"{where}: {name} takes {len(kinds)} argument(s), not {len(args)}")
    return (name, *(_check_arg(k, a, f"{where} {name}") for k, a in zip(kinds, args)))


def check_effect(raw, where: str) -> tuple:
    """A list of operations from a data file, checked, as a tuple of tuples."""
    if not isinstance(raw, list):
        raise EffectError(f"{where}: an effect is a list of operations")
    return tuple(_check(op, OPS, where) for op in raw)


def check_score(raw, where: str) -> tuple:
    return _check(raw, SCORE_OPS, where)


def check_condition(raw, where: str) -> tuple | None:
    return None if raw is None else _check(raw, CONDITION_OPS, where)


def is_loss(op: tuple) -> bool:
    name = op[0]
    return name in LOSS_OPS or (name in ("coins", "points", "geisha", "blessing", "disciple") and op[1] < 0)
