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


def unplayable_reason(obs, seat: int, card: str) -> str | None:
    """Why ``card`` in ``seat``'s hand cannot be played now, in the play phase of its own turn
    (None when it can, or when there is nothing to explain). Reads only what ``seat`` may see."""
    if obs.phase != "play" or obs.to_act != seat or card not in C.CARD_BY_ID:
        return None
    others = [t for t in range(obs.num_players) if t != seat]
    if card in C.WEAPONS:
        limit = obs.weapon_limit(seat)
        if obs.weapons_used >= limit:  # seed: one weapon a turn; Goemon, each Focus, a 3-player Shogun: more
            if limit == 1:
                return _("You have already attacked this turn: one weapon a turn "
                         "(one more for each Focus in front of you).")
            return _("You have already played {n} weapons this turn, as many as you may.").format(n=limit)
        targets = [t for t in others if not obs.harmless(t)]
        if not targets:
            return _("Every other player is harmless: nobody can be attacked.")
        reach = C.CARD_BY_ID[card].difficulty
        if obs.chars[seat] != "kojiro" and all(obs.difficulty(seat, t) > reach for t in targets):
            return _("Nobody is within this weapon's reach ({r}).").format(r=reach)
        return None
    if card == "parry":
        return _("{card} is played only when you are attacked.").format(card=art.card_name(card))
    if card == "bushido" and obs.bushido_in_play():
        return _("{card} already lies in front of a player.").format(card=art.card_name(card))
    if card == "diversion" and not any(obs.hands[t] for t in others):
        return _("No other player has a card in hand.")
    if card == "geisha" and not any(obs.hands[t] or obs.props[t] for t in others):
        return _("No other player has a card in hand or a property in front of them.")
    return None
