"""Shogun's hint on the table: an action in the log's words, and where it is marked."""
from __future__ import annotations

from client.i18n import _, ngettext
from client.widgets.hint_panel import draw_mark_polygon, draw_mark_rect

from . import content as C
from .layout import CHEST
from .log_text import ACTION_NAMES, SPECIAL_NAMES, chests, province


def plan_card(obs, action: str) -> tuple[int, int] | None:
    """(slot index, card code) of a plan step."""
    for k, texts in enumerate(obs.info.plan_text):
        for code, text in texts.items():
            if text == action:
                return k, code
    return None


def _card(obs, code: int, face: str) -> str:
    return chests(code - CHEST) if code >= CHEST else province(obs.info.names[code], face)


def hint_text(view, obs, action: str) -> str:
    verb, _sep, arg = action.partition(":")
    face = view.face
    if verb == "take":
        return _("Take {prov}").format(prov=province(obs.info.names[obs.faceup[int(arg)]], face))
    if verb == "blind":
        return _("Draw a province card blind")
    if verb == "army":
        return ngettext("Place {n} army on the drafted province", "Place {n} armies on the drafted province",
                        int(arg)).format(n=int(arg))
    if verb == "plan":
        found = plan_card(obs, action)
        if found is not None:
            k, code = found
            return _("Plan {card} on {action}").format(card=_card(obs, code, face), action=_(ACTION_NAMES[C.SLOTS[k]]))
    if verb == "unplan" and arg in ACTION_NAMES:
        return _("Take back the card on {action}").format(action=_(ACTION_NAMES[arg]))
    if verb == "confirm":
        return _("Confirm the plan")
    if verb == "order":
        special = obs.special_row[int(arg) - 1]
        return _("Take place {k} on the daimyo track ({special})").format(k=arg, special=_(SPECIAL_NAMES[special]))
    if verb == "move":
        return _("Move armies to {prov}").format(prov=province(arg, face))
    if verb == "armies":
        return ngettext("Send {n} army", "Send {n} armies", int(arg)).format(n=int(arg))
    if verb == "done":
        return _("Do not move")
    if verb == "revolt":
        return _("Fight the revolt in {prov}").format(prov=province(arg, face))
    return obs.describe(action)


def hint_province(obs, action: str) -> int | None:
    """The province an action is about (where it is marked on the board)."""
    verb, _sep, arg = action.partition(":")
    if verb in ("move", "revolt"):
        return obs.info.index.get(arg)
    if verb == "take":
        return obs.faceup[int(arg)]
    if verb == "army":
        return obs.drafted if obs.drafted >= 0 else None
    if verb == "plan":
        found = plan_card(obs, action)
        return found[1] if found is not None and found[1] < CHEST else None
    if verb == "armies" and obs.pending is not None:
        return obs.pending[4][0] if obs.pending[4] else None  # where they go
    return None


def mark_hint(view, surface, obs, action: str) -> None:
    """The province on the map, and the button, plan cell or hand card that plays it."""
    p = hint_province(obs, action)
    if p is not None and p < len(view.art.polys):
        draw_mark_polygon(surface, view.art.polys[p])
    rects = view.spots_of(action)
    send = view.picker_rect("send") if action.startswith("armies:") else None
    if send is not None:
        rects.append(send)
    verb = action.partition(":")[0]
    found = plan_card(obs, action) if verb == "plan" else None
    if found is not None:
        k, code = found
        cell = view.plan_cells.get((obs.to_act, k))
        rects += [cell] if cell is not None else []
        card = view.hand_card_rect(code)
        rects += [card] if card is not None else []
    if verb == "unplan":
        k = C.SLOTS.index(action.split(":")[1])
        cell = view.plan_cells.get((obs.to_act, k))
        rects += [cell] if cell is not None else []
    for rect in rects:
        draw_mark_rect(surface, rect)
