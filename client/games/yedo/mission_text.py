"""A mission's rewards in the reader's words: what completing it gives, and its extra requirement
with the extra reward (the card face shows these under the requirements, so a player knows what a
mission is worth before working on it)."""
from __future__ import annotations

from collections import Counter

from client.i18n import N_, _

from . import counts
from .panels import ITEM_NAMES, card_name, joined

DRAWN = {"action": N_("an action card"), "bonus": N_("a bonus card"), "weapon": N_("a weapon"),
         "mission": N_("a mission")}
GAINED = {"geisha": N_("a geisha"), "blessing": N_("a blessing"), "disciple": N_("a disciple")}


def reward_text(effect) -> str:
    """An effect a mission gives, as a short list: "3 points, 2 coins, an action card"."""
    parts = []
    for op, *args in effect:
        if op == "points":
            parts.append(counts.points(args[0]))
        elif op == "coins":
            parts.append(counts.coins(args[0]))
        elif op == "draw":
            parts.append(_(DRAWN.get(args[0], args[0])))
        elif op in GAINED:
            parts.append(_(GAINED[op]))
        elif op == "assassinate":
            parts.append(_("the Shogun falls: the game ends after this round"))
        else:
            parts.append(op)
    return joined(parts)


def requirement_name(obs, item: str) -> str:
    """An item a mission asks for: a named weapon or annex, or a kind ("geisha")."""
    kind, _sep, sub = item.partition(":")
    return card_name(obs, sub) if sub else _(ITEM_NAMES.get(kind, kind))


def reward_rows(obs, seat, mission) -> tuple[tuple[str, bool | None], ...]:
    """The rows under a mission's requirements: its reward (no mark), its extra requirement (met or
    not, for ``seat``) and the extra reward (no mark)."""
    m = obs.data.missions[mission]
    rows: list[tuple[str, bool | None]] = [(_("Reward: {things}").format(things=reward_text(m.reward)), None)]
    if m.extra:
        asked = Counter(m.items + m.extra)  # the extra items come on top of the standard ones
        met = all(obs.count_item(seat, item) >= asked[item] for item in m.extra)
        rows.append((_("Extra: {items}").format(items=joined(requirement_name(obs, i) for i in m.extra)), met))
        rows.append((_("Extra reward: {things}").format(things=reward_text(m.extra_reward)), None))
    return tuple(rows)
