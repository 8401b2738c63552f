"""What the decision panel says under its prompt, so a newcomer can answer: the card a reaction
would answer, why something must be given up, where the patrol stands, the auction's lot and
bid, the offer on the table, the draft's promises. Public facts only (the viewer's own turn)."""
from __future__ import annotations

from client.i18n import N_, _, current_language

from . import board as B
from . import hand_view as H
from . import labels as L
from . import panels as P
from . import vocabulary as V
from .board_view import district_name

#: why a ``discard`` frame asks (the hand limits, seed "遊戲板塊")
LIMIT_TEXT = {"missions": N_("You may hold {n} missions not yet done: one goes under its deck."),
              "actions": N_("You may hold {n} action cards: one goes under the deck."),
              "bonus": N_("You may hold {n} bonus cards: one goes under the deck."),
              "weapons": N_("You may hold {n} weapons: one goes to the discard.")}


def situation(obs, kind, name) -> str:
    """The line under the prompt for a decision of ``kind`` ("" when there is nothing to add);
    ``name(seat)`` names a player."""
    answered = answered_play(obs) if kind == V.F_REACT else None
    if answered is not None:
        seat, card = answered
        return _("{name} plays {card}: {text}").format(name=name(seat), card=P.card_name(obs, card),
                                                      text=H.split_timing(card_text(obs, card))[1])
    if kind == V.F_DRAFT:
        return _("Everyone must end with at least one red or black mission.")
    if kind == V.F_FAVOUR:
        return _("Then the favour turns over and becomes your Blackmail card: play it once, or keep it for "
                 "2 points at the end.")
    if kind == V.F_BLESS and obs.event in obs.data.events:
        event = obs.data.events[obs.event]
        lang = current_language()
        return _("{event}: {text}").format(event=event.name(lang), text=event.text(lang))
    if kind == V.F_DISCARD:
        zone, why = obs.pending[-1][2], obs.pending[-1][3]
        if why == "limit" and zone in LIMIT_TEXT:
            return _(LIMIT_TEXT[zone]).format(n=B.LIMITS[zone])
        return _("The event costs you one of these: choose which.")
    if kind == V.F_WINDOW:
        where = district_name(B.DISTRICTS[obs.patrol_at])
        if obs.pending[-1][2] == "move":
            return _("The patrol has reached the {district}. Now: cards that move the patrol.").format(
                district=where)
        return _("The patrol is about to arrest every disciple in the {district}. Now: cards that protect "
                 "your disciples.").format(district=where)
    if kind == V.F_PUT:  # the rules put each card on the top in turn
        return _("Each card you put back goes on top: the last one is the next drawn.")
    if obs.bid is not None and kind in (V.F_BID, V.F_LAST_WORD, V.F_REACT, V.F_OPEN):
        group, high, seat = obs.bid
        lots = " / ".join(L.lot_text(item) for item in B.lot_groups(obs.num_players)[group])
        text = _("Lot: {lot} · high bid {bid} by {name}").format(lot=lots, bid=high, name=name(seat))
        still = [name(s) for s in obs.order if s not in obs.dropped and s not in obs.won]
        text += "\n" + _("Still in: {names}").format(names=P.joined(still))
        return text
    if obs.offer is not None:
        proposer, partner, give, ask = obs.offer[:4]
        return _("{a} offers {b}: gives {give}; asks {ask}").format(
            a=name(proposer), b=name(partner), give=things(obs, give), ask=things(obs, ask))
    return ""


def answered_play(obs) -> tuple[int, str] | None:
    """(who played it, the card) of the action card a ``react`` frame on top answers: its
    ``resolve`` frame below holds the card, public once played."""
    if not obs.pending or obs.pending[-1][0] != V.F_REACT:
        return None
    play = obs.pending[-1][2]
    for frame in reversed(obs.pending):
        if frame[0] == V.F_RESOLVE and frame[3] == play:
            return frame[1], frame[2]
    return None


def card_text(obs, card: str) -> str:
    d = obs.data
    found = d.actions.get(card) or (d.blackmail if card == d.blackmail.id else None)
    return found.text(current_language()) if found else ""


def things(obs, items) -> str:
    return P.joined(L.offer_items(obs, items)) if items else "–"
