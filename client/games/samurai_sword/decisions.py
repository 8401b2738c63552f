"""Who decides now and why, in words: the header's status and the hot-seat curtain's reason.

Both read only what every player may see (the public observation): the
curtain is shown before the next player's private view is uncovered.
"""
from __future__ import annotations

from client.i18n import _

from . import card_art as art
from . import content as C


def header_status(obs, name) -> str | None:
    """The header's words while a seat answers out of turn; None keeps the usual "Turn: …"."""
    if obs.is_over():
        return None
    if obs.phase == "parry":
        attacker = obs.pending[0]
        return _("{name} answers {attacker}'s attack").format(name=name(obs.to_act), attacker=name(attacker))
    if obs.phase == "answer":
        card, attacker, _queue = obs.pending
        return _("{name} answers {attacker}'s {card}").format(name=name(obs.to_act), attacker=name(attacker),
                                                              card=art.card_name(card))
    return None


def curtain_reason(obs, seat: int, name) -> str:
    """Why ``seat`` is called to the screen, addressed to that player."""
    phase = obs.phase
    if phase == "parry":
        return _("Answer {name}'s attack").format(name=name(obs.pending[0]))
    if phase == "answer":
        card, attacker, _queue = obs.pending
        return _("Answer {name}'s {card}").format(name=name(attacker), card=art.card_name(card))
    if phase == "discard":
        return _("Discard down to {limit} cards").format(limit=C.HAND_LIMIT)
    if phase == "bushido":
        return _("Your turn: {card} turned up a weapon").format(card=art.card_name("bushido"))
    return _("Your turn")
