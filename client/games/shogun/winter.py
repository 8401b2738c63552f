"""Winter (seed section 3): rice loss, peasant revolts, yearly scoring, the new year."""
from __future__ import annotations

from client.core.game import Event

from . import content as C
from .war import revolt


def start_winter(st) -> None:
    """Rice loss from the last face-up event card, then draw the revolts."""
    card = C.EVENT_BY_ID[st.events_up[0]]  # ruling S-6: the one card left
    loss = card.rice_loss
    before = list(st.rice)
    st.rice = [max(0, r - loss) for r in st.rice]
    st.winter_event = card.id
    # "provinces": each seat's province cards, shown beside its rice (display only)
    held = [sum(1 for p in st.info.playable_idx if st.owner[p] == s) for s in range(st.num_players)]
    st.events.append(Event("winter", {"year": st.year, "event": card.id, "rice_loss": loss,
                                      "rice_before": before, "rice": list(st.rice), "provinces": held}))
    queue = []
    n = st.num_players
    for seat in st.turn_order:  # seed 3.(2): in autumn's order
        owned = [p for p in st.info.playable_idx if st.owner[p] == seat]
        # assumption: the seed compares the number of province cards with the
        # player's rice left after the loss (the published game's feeding rule)
        shortage = len(owned) - st.rice[seat]
        if shortage <= 0:
            continue
        count, peasants = C.revolt_row(shortage)
        count = min(count, len(owned))
        # ruling S-7: the left neighbour's draw is a random draw from the match's generator
        drawn = tuple(sorted(st.rng.sample(owned, count)))
        st.events.append(Event("revolt_drawn", {
            "seat": seat, "drawn_by": (seat + 1) % n, "shortage": shortage,
            "provinces": [st.info.names[p] for p in drawn], "peasants": peasants}, reveals=True))
        queue.append((seat, drawn, peasants))
    st.revolts = queue


def fight_revolt(st, prov: int) -> None:
    """The seat at the head of the queue fights the revolt in ``prov``."""
    seat, drawn, peasants = st.revolts[0]
    rest = tuple(p for p in drawn if p != prov)
    if rest:
        st.revolts[0] = (seat, rest, peasants)
    else:
        st.revolts.pop(0)
    # seed 5.(3)B: the markers' peasants and the table's new peasants
    revolt(st, seat, prov, st.markers[prov] + peasants, why="winter")


def score_year(st) -> None:
    n = st.num_players
    info = st.info
    provinces = [0] * n
    buildings = [0] * n
    majority = [0] * n
    regions: dict[str, dict[str, list[int]]] = {}
    counts = {(r, b.bit): [0] * n for r in range(len(info.regions)) for b in C.BUILDINGS}
    for p in info.playable_idx:
        o = st.owner[p]
        if o < 0:
            continue
        provinces[o] += C.POINTS_PER_PROVINCE
        bits = st.bld[p]
        for b in C.BUILDINGS:
            if bits & b.bit:
                buildings[o] += C.POINTS_PER_BUILDING
                counts[(info.region[p], b.bit)][o] += 1
    for r, region in enumerate(info.regions):
        row = {}
        for b in C.BUILDINGS:
            per = counts[(r, b.bit)]
            best = max(per)
            if best == 0:
                continue  # nobody has one: nobody scores
            leaders = [s for s in range(n) if per[s] == best]
            points = b.majority_points - (C.MAJORITY_TIE_PENALTY if len(leaders) > 1 else 0)
            pts = [0] * n
            for s in leaders:
                majority[s] += points
                pts[s] = points
            row[b.id] = pts
        regions[region] = row
    totals = [provinces[s] + buildings[s] + majority[s] for s in range(n)]
    for s in range(n):
        st.score[s] += totals[s]
    st.events.append(Event("scored", {"year": st.year, "provinces": provinces, "buildings": buildings,
                                      "majorities": majority, "regions": regions,
                                      "gained": totals, "score": list(st.score)}))


def end_year(st) -> bool:
    """After scoring: the new year's reset (seed 3.(4)); False when the game is over."""
    st.events_used.append(st.winter_event)
    st.winter_event = None
    if st.year >= C.YEARS:
        return False
    st.events_up = sorted(st.rng.sample(st.event_deck, C.EVENTS_FACE_UP))
    st.event_deck = [e for e in st.event_deck if e not in st.events_up]
    st.rice = [0] * st.num_players
    st.markers = [0] * len(st.markers)
    st.year += 1
    st.events.append(Event("new_year", {"year": st.year, "events_up": list(st.events_up)},
                           reveals=True))
    return True
