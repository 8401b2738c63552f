"""Will a planned card work when its action comes? Warnings for the planning screen (pure).

The rules allow any card on any space (a plan is never refused for this); an
action that cannot be carried out is skipped when its turn comes (ruling S-5).
These checks tell the planning player beforehand, from what it knows now: its
chests (less the bid it will pay), its supply, and the board. They go through
every action card (seed 2.(6)):

* build castle / temple / theatre: the chests it costs (3 / 2 / 1), not the same
  building twice in a province, a free building square, pieces left (S-9);
* collect rice / tax: nothing, but revolt markers there mean a revolt first (S-4);
* recruit 5 / 3 / 1: the chests it costs (3 / 2 / 1) and armies in supply;
* war A / B: two armies in the province (one always stays behind);
* the bid: a chest card above the chests held counts as 0 chests (seed 2.(5)).

Plus the whole plan: what its actions cost together against the chests held.
Messages are msgids (N_); the view translates them and formats ``args``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from client.i18n import N_

from . import content as C
from .execute import buildings_on_board
from .layout import CHEST, EMPTY, NSLOTS

# the short form names the problem (a space's list line); the long form explains it (tooltip)
SHORT = {
    "bid_unpaid": N_("bid counts as 0 chests"),
    "chests": N_("not enough chests"),
    "already_built": N_("it is already built there"),
    "no_free_square": N_("no free building square"),
    "squares": N_("not enough building squares"),
    "no_markers_left": N_("none are left"),
    "supply": N_("no armies left in supply"),
    "war_armies": N_("fewer than two armies there"),
    "revolt": N_("a revolt comes first"),
}
LONG = {
    "bid_unpaid": N_("You have {have}: this bid counts as 0 chests."),
    "chests": N_("Needs {cost}; you will have {have} after your bid."),
    "already_built": N_("This province already has one."),
    "no_free_square": N_("No free building square in this province."),
    "squares": N_("{n} buildings planned here, room for {m}."),
    "no_markers_left": N_("No pieces of this building are left."),
    "supply": N_("No armies left in your supply."),
    "war_armies": N_("Only 1 army here: a war moves armies and one must stay behind."),
    "revolt": N_("Revolt markers here ({n}): the revolt is fought before collecting."),
}


@dataclass(frozen=True)
class PlanWarning:
    slot: int  # the plan space (content.SLOTS index)
    code: str  # a key of SHORT and LONG
    args: dict = field(default_factory=dict)  # numbers for LONG's placeholders


def bid_paid(st, seat: int, row) -> int:
    """Chests the bid on ``row`` will cost ``seat`` (0 for a province card or an unpayable chest card)."""
    card = row[0]
    if card >= CHEST and st.chests[seat] >= card - CHEST:
        return card - CHEST
    return 0


def plan_warnings(st, seat: int, row=None) -> list[PlanWarning]:
    """Warnings for each card on ``seat``'s plan ``row`` (its NSLOTS codes; default its plan now)."""
    if row is None:
        row = st.plan[seat * NSLOTS:(seat + 1) * NSLOTS]
    info = st.info
    chests = st.chests[seat]
    have = chests - bid_paid(st, seat, row)
    out: list[PlanWarning] = []
    bid = row[0]
    if bid >= CHEST and bid - CHEST > chests:
        out.append(PlanWarning(0, "bid_unpaid", {"have": chests}))
    planned_bld: dict[int, int] = {}  # province → buildings planned there
    for k in range(1, NSLOTS):
        p = row[k]
        if 0 <= p < CHEST and C.ACTIONS[k - 1].building:
            planned_bld[p] = planned_bld.get(p, 0) + 1
    for k in range(1, NSLOTS):
        p = row[k]
        if not 0 <= p < CHEST or st.owner[p] != seat:
            continue  # empty, a chest card (does nothing on an action) or not the seat's card
        card = C.ACTIONS[k - 1]
        if card.building:
            b = C.BUILDING_BY_BIT[card.building]
            free = info.slots[p] - bin(st.bld[p]).count("1")
            if st.bld[p] & b.bit:
                out.append(PlanWarning(k, "already_built"))
            elif free <= 0:
                out.append(PlanWarning(k, "no_free_square"))
            elif planned_bld[p] > free:
                out.append(PlanWarning(k, "squares", {"n": planned_bld[p], "m": free}))
            if buildings_on_board(st, b.bit) >= b.limit:
                out.append(PlanWarning(k, "no_markers_left"))
        if card.cost and have < card.cost:
            out.append(PlanWarning(k, "chests", {"cost": card.cost, "have": max(0, have)}))
        if card.armies and st.supply[seat] <= 0:
            out.append(PlanWarning(k, "supply"))
        if card.id in ("warA", "warB") and st.armies[p] < 2:
            out.append(PlanWarning(k, "war_armies"))
        if card.id in ("rice", "tax") and st.markers[p]:
            out.append(PlanWarning(k, "revolt", {"n": st.markers[p]}))
    return out


def total_cost(st, seat: int, row=None) -> tuple[int, int]:
    """(chests the planned actions cost together, chests left after the bid)."""
    if row is None:
        row = st.plan[seat * NSLOTS:(seat + 1) * NSLOTS]
    cost = sum(C.ACTIONS[k - 1].cost for k in range(1, NSLOTS) if 0 <= row[k] < CHEST)
    return cost, st.chests[seat] - bid_paid(st, seat, row)


def with_card(st, seat: int, slot: int, card: int) -> list[int]:
    """``seat``'s plan row with ``card`` placed on ``slot`` (to warn before placing)."""
    row = list(st.plan[seat * NSLOTS:(seat + 1) * NSLOTS])
    if row[slot] == EMPTY:
        row[slot] = card
    return row
