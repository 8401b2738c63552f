"""Himefuda's hint on the table: an action in the buttons' words, and where it is marked."""
from __future__ import annotations

from client.core.actions import split
from client.i18n import _
from client.widgets.hint_panel import draw_mark_rect

from . import card_art as art
from . import field_view as FV
from .vocabulary import CASTLE

#: the buttons' words for these name only where the unit goes or strikes (a unit is selected
#: first on the table): a hint names the unit too
UNNAMED = frozenset({"move", "transfer", "melee", "shoot"})


def hint_text(view, obs, action: str) -> str:
    verb, args = split(action)
    text = view.label(obs, action)
    if verb in UNNAMED and args and args[0] in obs.pool.cards:
        return _("{unit}: {action}").format(unit=art.card_name(args[0]), action=text)
    return text


def mark_hint(view, surface, obs, action: str) -> None:
    """The card that acts (in the hand, on the field, or the castle), the zone it goes to or
    strikes, or the button that plays it."""
    verb, args = split(action)
    rects = []
    key = args[0] if args else None
    seat = obs.to_act
    if key is not None:
        card = view.hand_card_rect(key)
        rects += [card] if card is not None else []
        unit = obs.unit_of(seat, key) if key in obs.pool.cards else None
        if unit is not None:
            rects.append(view.geo.cell(unit.zone))
        if key == CASTLE or key == obs.guard[seat]:
            rects.append(FV.castle_panel(view.geo, seat))
    zone = view.zone_of(obs, action)
    if zone is not None:
        rects.append(view.geo.cell(zone))
    if not rects:
        rects = view.spots_of(action)
    for rect in dict.fromkeys(map(tuple, rects)):
        draw_mark_rect(surface, rect)
