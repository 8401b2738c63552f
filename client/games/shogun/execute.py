"""The ten actions (seed 2.(6) and the action cards), with events and specials.

``start`` carries out what needs no decision and returns the pending decision
(a tuple) when the seat must choose, or None when the action is over. Ruling
S-5: an action that can be carried out must be; one that cannot is skipped
with an event saying why, so ``skip`` never needs to be offered.
"""
from __future__ import annotations

from client.core.game import Event

from . import content as C
from .war import attack, free_markers, revolt

# pending decisions: (stage, seat, action id, source province, targets)
MOVE = "move"  # choose a destination (or "done" after recruit 1)
ARMIES = "armies"  # choose how many armies go


def buildings_on_board(st, bit: int) -> int:
    return sum(1 for b in st.bld if b & bit)


def war_targets(st, seat: int, prov: int) -> tuple[int, ...]:
    """Where a war action may send armies from ``prov`` (seed: war and move)."""
    if st.armies[prov] < 2:  # at least one army stays behind
        return ()
    peace = st.event_effect() == C.TEMPLE_PEACE
    owner, bld = st.owner, st.bld
    out = []
    for d in st.info.adj[prov]:
        if peace and owner[d] >= 0 and owner[d] != seat and bld[d] & C.TEMPLE:
            continue  # event: provinces with a temple cannot be attacked this season
        out.append(d)
    return tuple(out)


def move_targets(st, seat: int, prov: int) -> tuple[int, ...]:
    """Recruit 1 and move: only to an adjacent province of one's own."""
    if st.armies[prov] < 2:
        return ()
    owner = st.owner
    return tuple(d for d in st.info.adj[prov] if owner[d] == seat)


def _skip(st, seat, aid, prov, why):
    st.events.append(Event("action_skipped", {"seat": seat, "action": aid,
                                              "province": st.info.names[prov], "why": why}))
    return None


def start(st, seat: int, aid: str, prov: int):
    card = C.ACTION_BY_ID[aid]
    names = st.info.names
    if card.building:
        b = C.BUILDING_BY_BIT[card.building]
        if st.chests[seat] < b.cost:
            return _skip(st, seat, aid, prov, "chests")
        if st.bld[prov] & b.bit:
            return _skip(st, seat, aid, prov, "already_built")
        if bin(st.bld[prov]).count("1") >= st.info.slots[prov]:
            return _skip(st, seat, aid, prov, "no_free_square")
        if buildings_on_board(st, b.bit) >= b.limit:  # S-9
            return _skip(st, seat, aid, prov, "no_markers_left")
        st.chests[seat] -= b.cost
        st.bld[prov] |= b.bit
        calmed = False
        if b.bit == C.THEATRE and st.event_effect() == C.THEATRE_CALM and st.markers[prov] > 0:
            # assumption: the event's removal ("may") is always taken: a marker never helps its owner
            st.markers[prov] -= 1
            calmed = True
        st.events.append(Event("built", {"seat": seat, "action": aid, "building": b.id,
                                         "province": names[prov], "paid": b.cost,
                                         "marker_removed": calmed}))
        return None
    if aid in ("rice", "tax"):
        if st.markers[prov] > 0:
            # ruling S-4: the revolt is fought first; collect only if the province is kept
            if not revolt(st, seat, prov, st.markers[prov], why=aid):
                return None
        event = st.event_effect()
        if aid == "rice":
            amount = st.info.rice[prov]
            if event == C.RICE_MAX3:
                amount = min(amount, C.RICE_MAX)
            elif event == C.RICE_MIN4:
                amount = max(amount, C.RICE_MIN)
            # assumption: the special card's +1 comes after the event's limit
            if st.special_of[seat] == C.SP_RICE:
                amount += 1
            st.rice[seat] += amount
        else:
            amount = st.info.tax[prov]
            if event == C.TAX_MAX5:
                amount = min(amount, C.TAX_MAX)
            elif event == C.TAX_MIN6:
                amount = max(amount, C.TAX_MIN)
            if st.special_of[seat] == C.SP_TAX:
                amount += 1
            st.chests[seat] += amount
        marker = free_markers(st) > 0  # S-9: no marker is placed when none is left
        if marker:
            st.markers[prov] += 1
        st.events.append(Event("collected", {"seat": seat, "action": aid, "province": names[prov],
                                             "amount": amount, "marker_placed": marker}))
        return None
    if aid in ("recruit5", "recruit3", "recruit1"):
        recruited = 0
        if st.chests[seat] >= card.cost and st.supply[seat] > 0:
            want = card.armies
            if st.event_effect() == C.RECRUIT_LESS:
                want = C.RECRUIT_LESS_ARMIES.get(want, want)
            # assumption: the special card adds one to what the card gives (6, or 4 under the event)
            if aid == "recruit5" and st.special_of[seat] == C.SP_RECRUIT:
                want += 1
            # assumption: with fewer armies in supply the player recruits what is left
            recruited = min(want, st.supply[seat])
            st.chests[seat] -= card.cost
            st.supply[seat] -= recruited
            st.armies[prov] += recruited
            st.events.append(Event("recruited", {"seat": seat, "action": aid, "province": names[prov],
                                                 "armies": recruited, "paid": card.cost}))
        if aid != "recruit1":
            if not recruited:
                return _skip(st, seat, aid, prov, "chests" if st.chests[seat] < card.cost else "supply")
            return None
        # assumption: the move is a separate, optional part (S-5) and may follow
        # even when nothing could be recruited
        targets = move_targets(st, seat, prov)
        if targets:
            return (MOVE, seat, aid, prov, targets)
        if not recruited:
            return _skip(st, seat, aid, prov, "chests" if st.chests[seat] < card.cost else "supply")
        return None
    # warA / warB
    targets = war_targets(st, seat, prov)
    if not targets:
        return _skip(st, seat, aid, prov, "no_armies_to_move" if st.armies[prov] < 2 else "no_target")
    return (MOVE, seat, aid, prov, targets)


def choose_destination(st, pending, dest: int):
    _, seat, aid, src, targets = pending
    return (ARMIES, seat, aid, src, (dest,))


def move_armies(st, pending, count: int) -> None:
    _, seat, aid, src, (dest,) = pending
    names = st.info.names
    st.armies[src] -= count
    if st.owner[dest] == seat:
        st.armies[dest] += count
        st.events.append(Event("moved", {"seat": seat, "action": aid, "from": names[src],
                                         "to": names[dest], "armies": count}))
        return
    attack(st, seat, src, dest, count)
