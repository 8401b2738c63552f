"""Which of Yedo's pictures (assets/art/yedo/, written by tools/make_yedo_art.py) shows what the
rules name: a card's picture, an item's or effect's icon, a deck's back. Pure names, no drawing.

Action cards that share a name (four "Walls have ears") share the picture of the first of them.
"""
from __future__ import annotations

from functools import lru_cache

from .card_face import ARROW, GAME, Icon  # noqa: F401 (GAME: the views name the pictures through here)
from .content import BLACKMAIL, content

WEAPONS = ("doku", "fukiya", "katana", "metsubushi", "nawa", "shuko", "shuriken", "yumi")
ANNEXES = ("yashiki", "karesansui", "dojo", "kobudo")
#: what cards ask for and give, and the decks' kinds
ITEM_ICONS = {"geisha": "icon_geisha", "blessing": "icon_blessing", "weapon": "icon_weapon", "annex": "icon_annex",
              "coins": "icon_coins", "disciple": "icon_disciple", "action": "icon_action", "bonus": "icon_bonus",
              "mission": "icon_mission", "event": "icon_event", "points": "icon_points"}
ICONS = ("icon_points", "icon_coins", "icon_geisha", "icon_blessing", "icon_disciple", "icon_action", "icon_bonus",
         "icon_mission", "icon_weapon", "icon_event", "icon_annex", "icon_shogun_falls", "icon_lantern", "icon_eye",
         "icon_cross", "icon_key", "icon_hand")
#: a deck (a pool of the rules, or a board pile) → its back
BACKS = {"action": "back_action", "bonus": "back_bonus", "event": "back_event", "weapon": "back_weapon",
         "weapon_discard": "back_weapon_discard", "mission:green": "back_mission_green",
         "mission:yellow": "back_mission_yellow", "mission:red": "back_mission_red",
         "mission:black": "back_mission_black"}
PATROL = {"red": "patrol_red", "blue": "patrol_blue"}


@lru_cache(maxsize=1)
def _action_pictures() -> dict[str, str]:
    """Action card id → its picture: the first card of its name."""
    d = content()
    first: dict[str, str] = {}
    out = {BLACKMAIL: BLACKMAIL}
    for card in d.actions.values():
        out[card.id] = first.setdefault(card.name.en, card.id)
    return out


def card_picture(card: str) -> str | None:
    """The picture of a card the rules name (None: not a card with a picture, or hidden)."""
    d = content()
    if card == BLACKMAIL or card in d.actions:
        return _action_pictures()[card]
    if card in d.missions:
        return f"mission_{card}"
    if card in d.bonus or card in d.events or card in WEAPONS or card in ANNEXES:
        return card
    return None


def required() -> list[str]:
    """Every picture the rules need: weapons, annexes, every action, bonus and event card's picture,
    every mission's scene, the icons, the deck backs and the patrol."""
    d = content()
    names = list(WEAPONS) + list(ANNEXES)
    names += sorted(set(_action_pictures().values()))
    names += list(d.bonus) + list(d.events)
    names += [f"mission_{m}" for m in d.missions] + list(ICONS) + list(BACKS.values()) + list(PATROL.values())
    return names


def item_icon(item: str, met: bool | None = None) -> Icon:
    """An item a mission or card asks for: "weapon:katana" is the katana, "geisha" the fan."""
    kind, _sep, sub = item.partition(":")
    return Icon(sub if sub else ITEM_ICONS.get(kind, "icon_mission"), met=met)


def _signed(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)


def _times(n: int) -> str:
    """A count asked for, written beside its icon: "×2" (nothing for one)."""
    return f"×{n}" if n > 1 else ""


def effect_icons(effect) -> list[Icon]:
    """What an effect gives (or takes) as icons: points and coins with their number, a card drawn,
    the patrol's steps, a look at a deck, a district closed…"""
    out = []
    for op, *args in effect:
        n = args[0] if args and isinstance(args[0], int) else None
        if op in ("points", "coins", "geisha", "blessing", "disciple"):
            out.append(Icon(ITEM_ICONS[op], _signed(n) if n not in (None, 1) else ""))
        elif op == "draw":
            out.append(Icon(ITEM_ICONS.get(args[0], "icon_mission")))
        elif op == "draw_any":
            out.append(Icon("icon_hand"))
        elif op == "foresee":
            out += [Icon("icon_eye"), Icon(ITEM_ICONS.get(args[0], "icon_mission"), "3")]
        elif op == "patrol":
            out.append(Icon("icon_lantern", f"+{n}"))
        elif op == "weapon_loss":
            out.append(Icon("icon_weapon", _signed(-n)))
        elif op == "card_loss":
            out.append(Icon("icon_action", _signed(-n)))
        elif op == "close":
            out += [Icon(f"district:{args[0]}"), Icon("icon_cross")]
        elif op == "shelter":
            out.append(Icon("icon_disciple", "✓"))
        elif op == "counter":
            out += [Icon("icon_action"), Icon("icon_cross")]
        elif op == "enter_closed":
            out.append(Icon("icon_key"))
        elif op == "assassinate":
            out.append(Icon("icon_shogun_falls"))
    return out


def condition_icons(condition) -> list[Icon]:
    """An action card's condition ("with at least two geisha"): the item, ×n when more than one."""
    if not condition:
        return []
    _has, item, n = condition
    icon = item_icon(item)
    return [icon._replace(number=_times(n))]


def mission_icons(obs, seat, mission: str) -> tuple[tuple[Icon, ...], ...]:
    """A mission's rows: its districts and items (ticked when ``seat`` meets them), then what it
    gives, then its extra requirement → extra reward."""
    from collections import Counter

    from . import board as B

    m = obs.data.missions[mission]
    at = Counter(B.SPACE[s].district for s, o in obs.placed.items() if o == seat and s in B.SPACE)
    # each thing asked for once, with its count ("×2"): fewer, larger icons on a small face
    needs = [Icon(f"district:{district}", _times(n), met=at[district] >= n)
             for district, n in Counter(m.districts).items()]
    needs += [item_icon(item, obs.count_item(seat, item) >= n)._replace(number=_times(n))
              for item, n in Counter(m.items).items()]
    rows = [tuple(needs), tuple(effect_icons(m.reward))]
    if m.extra:
        both = Counter(m.items + m.extra)
        met = all(obs.count_item(seat, item) >= both[item] for item in m.extra)
        rows.append(tuple([item_icon(i, met) for i in m.extra] + [ARROW] + effect_icons(m.extra_reward)))
    return tuple(rows)


def action_icons(card_id: str) -> tuple[tuple[Icon, ...], ...]:
    """An action card's row: its condition, an arrow, what it does."""
    card = content().card(card_id)
    needs = condition_icons(card.condition)
    gives = effect_icons(card.effect)
    return (tuple(needs + [ARROW] + gives) if needs else tuple(gives),)


SCORE_THINGS = {"completed": "icon_mission", "weapon": "icon_weapon", "annex": "icon_annex", "geisha": "icon_geisha",
                "blessing": "icon_blessing", "disciple": "icon_disciple", "action": "icon_action"}
CATEGORY_ICONS = {"espionage": "icon_eye", "kidnapping": "nawa", "warfare": "katana", "theft": "icon_hand",
                  "diplomacy": "icon_mission", "assassination": "doku"}


def bonus_icons(card_id: str) -> tuple[tuple[Icon, ...], ...]:
    """A bonus card's row: what it counts → the points it scores ("per": each; "most": the most;
    "none": none of a category)."""
    how, what, *numbers = content().bonus[card_id].score
    kind, _sep, sub = what.partition(":")
    if how == "per":
        thing = Icon(sub if kind == "weapon" and sub else f"back_mission_{sub}" if kind == "completed" and sub
                     else SCORE_THINGS.get(kind, "icon_mission"))
        return ((thing, ARROW, Icon("icon_points", str(numbers[0]))),)
    category = Icon(CATEGORY_ICONS.get(what, "icon_mission"))
    if how == "none":
        return ((category, Icon("icon_cross"), ARROW, Icon("icon_points", str(numbers[0]))),)
    # "most": the most of a category scores the first number, the second most the second
    return ((category._replace(number="#1"), ARROW, Icon("icon_points", str(numbers[0]))),
            (category._replace(number="#2"), ARROW, Icon("icon_points", str(numbers[1]))))


def trade_icon(item: str) -> str:
    """The picture of a trade's item (``coin``, ``weapon:katana``, ``mission:g01``, a card offered
    blind ``mission:?red`` or asked for by colour ``mission:red``, ``action:?``…): a mission by
    its deck's back, so a blind one shows no more than its colour."""
    kind, _sep, what = item.partition(":")
    if kind == "coin":
        return "icon_coins"
    if kind == "weapon":
        return what if what in WEAPONS else "icon_weapon"
    if kind == "mission":
        missions = content().missions
        colour = missions[what].colour if what in missions else what.lstrip("?")
        return BACKS.get(f"mission:{colour}", "icon_mission")
    return ITEM_ICONS.get(kind, "icon_mission")
