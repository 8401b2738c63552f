"""The steps a seat would take whatever its hidden hand holds: the table plays them for a human
(a phase with nothing to do passes by itself) without telling the other seat anything. Pure.

# assumption: only ending a phase (``pass``) or going on after a sortie (``done``) is ever played
# for the player, and only when it is the one legal action and would still be the one with any
# hand the other seat thinks possible: passing at once because no card in the hand could be used
# would tell a watching opponent so (the seed's players keep their hands to themselves).
"""
from __future__ import annotations

from .rules import HimefudaState
from .vocabulary import DONE, PASS, RETREAT_PHASE

PASSES = (PASS, DONE)


def forced_pass(obs: HimefudaState, seat: int) -> str | None:
    """``pass`` or ``done`` when ``seat`` (to act in ``obs``, which shows its hand) can do nothing
    else, whatever its hand might hold as far as the other seat knows; else None."""
    if obs.is_over() or obs.to_act != seat:
        return None
    legal = obs.legal_actions()
    if len(legal) != 1 or legal[0] not in PASSES:
        return None
    if not obs.hand[seat]:
        return legal[0]  # the hand's size is public: an empty hand has nothing to hide
    known = sorted(obs.known[seat])
    hand = obs.hand[seat]
    if len(known) < len(hand):  # every card the hand could hold, the known ones surely
        hand = sorted(set(known) | set(obs.possible_cards(seat)))
    return legal[0] if obs.with_hand(seat, hand).legal_actions() == legal else None


def ends_the_turn(obs: HimefudaState, action: str) -> bool:
    """Does ``action`` end the turn (the retreat phase's pass)?"""
    return action == PASS and not obs.pending and obs.phase == RETREAT_PHASE
