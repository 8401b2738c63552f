"""Shogun's bots: a heuristic player, its cheap rollout twin, a position value (pure).

Everything here decides from what the deciding seat may know: the bots get
``state.observation(seat)`` (other seats' plans face down, the tower's levels
unknown, only each owner's total inside it), and the search's rollouts play on
worlds sampled from that observation. Nothing reads another seat's hand or
plan, the face-down action cards or the tower's levels.

The heuristic thinks in *points*: a province is worth one point per scoring
still to come (``_View.r``), a building one more, and a region majority what it
adds or takes; chests and armies are priced in points by the season. Battles
are priced through the tower: a thrown cube comes out with probability
``0.85 ** 2`` (``P_OUT``), so an attack of ``a`` cubes on ``d`` is two binomials
(``battle``), with the tray's cubes and the specials and events in play added.

Planning is decided as a whole plan (``plan_for``: a greedy assignment of the
seat's province cards to the ten actions by value within the chests it can
spend, then the bid) and emitted one ``plan:`` step at a time, bid first, then
``confirm``. The heuristic never takes a card back (``unplan``), so a plan
always ends. ``candidate_actions`` narrows the search the same way: in
planning it lets the search choose only the bid (a few alternatives), the rest
of the plan follows the heuristic; elsewhere it orders the legal actions best
first (and offers only a few army counts), and ``ordered_expansion`` makes a
search with a tiny budget fall back on the heuristic's choice. At the first
step of its own planning the search also weighs a few other whole plans
(``_plan_alternatives``: one (slot, card) the heuristic left out, the rest
planned around it, no two completing into the same plan), and it leaves the
heuristic's choice only for a lead beyond the rollouts' noise (``switch_z``).

The search's worlds (``ShogunAI.determinize``) put on the other seats'
face-down slots what the heuristic would plausibly have planned for that
seat — from public facts only: its provinces, chests and the board; a few
noisy plans per search — rather than random cards, so the search does not
play against rivals who planned at random.

The levels differ in time, horizon and breadth: normal values a rollout after
60 steps and weighs 3 other plans; hard (``SeasonShogunAI``, picked by
``for_level``) plays each rollout to where the next planning begins, through
the season's actions and its winter, and weighs 6.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from client.ai.hooks import GameAI, mean as fact_mean

from . import content as C
from . import execute
from .draft import DRAFT, DRAFT_ARMY
from .layout import CHEST, EMPTY, NSLOTS, UNKNOWN
from .rules import ACT, ORDER, PLAN, WINTER
from .tower import LEVELS, TOWER_PASS_PROBABILITY
from .war import public_peasants

P_OUT = TOWER_PASS_PROBABILITY ** LEVELS  # a thrown cube comes out of the tower
CAP = 60  # battle tables are computed up to this many cubes a side

# The easy level's noise on its values (points; Gaussian sd). At 0.35 easy played almost as
# well as the noise-free heuristic that normal's search is built on; at 0.7 the noise-free
# heuristic wins about half its games against three easy bots, and easy still wins all its
# games against three random ones (``python -m client arena shogun --strong easy:noise=0 --field easy``).
EASY_NOISE = 0.7
# noise on the plans the search imagines for its rivals: a sensible player's, not easy's
RIVAL_NOISE = 0.35


# -- weights (points) ------------------------------------------------------------
@dataclass(frozen=True)
class Weights:
    """What the heuristic and the position value weigh, in points (one province held at
    one scoring = 1). One set per level: ``BASE`` for easy and normal."""

    scorings_early: float = 1.8  # a province's worth before the last year: scorings to come, the later less sure
    army: float = 0.22  # an army on the board, in a battle's count
    army_early: float = 0.15  # an army's worth beyond guarding, before the last year
    army_late: float = 0.08  # ... and in it
    hurt: float = 0.4  # a point taken from a rival, against a point won
    p_attacked: float = 0.3  # chance a province next to a rival's army is attacked before it acts
    opp: float = 0.25  # share of a later attack's value that armies standing ready are worth
    rice: float = 0.55  # one unit of rice short at winter (planning)
    rice_not_urgent: float = 0.6  # share of that while later seasons can still bring the rice
    chest_early: float = 0.35  # a chest before the last year
    chest_late: float = 0.22  # ... and in it
    chest_few: float = 1.3  # chests count more with 4 or fewer ...
    chest_many: float = 0.75  # ... and less with 12 or more
    war: float = 0.85  # share of a war slot's best send counted at planning (it may not happen)
    tax_budget: float = 0.5  # share of the best tax a plan may spend before it is collected
    bid_per_war: float = 0.25  # how much a planned war wants an early turn (points)
    bid_recruit5: float = 0.15  # ... a planned recruit of five
    bid_tax: float = 0.15  # ... a planned tax
    order_position: float = 0.05  # one place earlier on the daimyo track
    attack_special: float = 0.3  # the attack special, per war planned
    winter_rice: float = 0.35  # the position value's cost of a unit of rice short at winter ...
    winter_rice_cap: float = 6.0  # ... counted up to this many units
    temperature: float = 6.0  # points per e-fold in ``evaluate``'s softmax
    # the draft (a province's appeal, not points)
    draft_income: float = 0.12  # per unit of its tax and rice
    draft_slots: float = 0.3  # per building slot
    draft_own: float = 0.5  # per neighbour the seat already holds
    draft_region: float = 0.2  # per province the seat holds in its region
    draft_rival: float = 0.3  # per neighbour a rival holds (a cost)
    draft_blind: float = 0.3  # the face-down pile's mean must beat the best face-up card by this


    def scorings(self, year: int) -> float:
        """A province's worth in the given year: the scorings still to come."""
        return self.scorings_early if year < C.YEARS else 1.0

    def spare_army(self, year: int) -> float:
        """An army's worth beyond guarding in the given year."""
        return self.army_early if year < C.YEARS else self.army_late


BASE = Weights()

_BITS = (C.CASTLE, C.TEMPLE, C.THEATRE)
_BPTS = tuple(C.BUILDING_BY_BIT[b].majority_points for b in _BITS)
_BCOST = tuple(C.BUILDING_BY_BIT[b].cost for b in _BITS)
_BLIMIT = tuple(C.BUILDING_BY_BIT[b].limit for b in _BITS)
_BUILD_SLOT = tuple(C.SLOT_INDEX[a] for a in ("castle", "temple", "theatre"))
S_BID = C.SLOT_INDEX[C.BID_SLOT]
S_RICE, S_TAX = C.SLOT_INDEX["rice"], C.SLOT_INDEX["tax"]
S_R5, S_R3, S_R1 = C.SLOT_INDEX["recruit5"], C.SLOT_INDEX["recruit3"], C.SLOT_INDEX["recruit1"]
S_WARS = (C.SLOT_INDEX["warA"], C.SLOT_INDEX["warB"])
_RECRUITS = ((S_R5, 5, 3), (S_R3, 3, 2), (S_R1, 1, 1))  # slot, armies, cost
_CHEST_TEXT = tuple(f"plan:bid:chest:{v}" for v in C.CHEST_CARDS)
_MEAN_LOSS = sum(e.rice_loss for e in C.EVENTS) / len(C.EVENTS)


# -- the tower ------------------------------------------------------------------------
_PMF: dict[int, list[float]] = {}
_TAIL: dict[int, tuple[list[float], list[float]]] = {}
_BATTLE: dict[tuple[int, int], tuple[float, float, float, float]] = {}


def _pmf(n: int) -> list[float]:
    out = _PMF.get(n)
    if out is None:
        p, q = P_OUT, 1.0 - P_OUT
        out = _PMF[n] = [math.comb(n, k) * p ** k * q ** (n - k) for k in range(n + 1)]
    return out


def _tail(n: int) -> tuple[list[float], list[float]]:
    """``sf[j] = P(X > j)`` and ``ex[j] = E[max(X - j, 0)]`` for X ~ Bin(n, P_OUT), j = 0..n."""
    out = _TAIL.get(n)
    if out is None:
        pmf = _pmf(n)
        sf = [0.0] * (n + 1)
        ex = [0.0] * (n + 1)
        acc = 0.0
        mass = 0.0
        for j in range(n - 1, -1, -1):
            mass += pmf[j + 1]
            acc += mass  # E[(X-j)+] = sum_{k>j} P(X >= k) = sum_{i>=j} P(X > i)
            sf[j] = mass
            ex[j] = acc
        out = _TAIL[n] = (sf, ex)
    return out


def battle(a: int, d: int) -> tuple[float, float, float, float]:
    """``a`` cubes against ``d`` through the tower: P(win), P(tie), E[(A-D)+], E[(D-A)+]."""
    a = 0 if a < 0 else CAP if a > CAP else a
    d = 0 if d < 0 else CAP if d > CAP else d
    key = (a, d)
    out = _BATTLE.get(key)
    if out is None:
        pa, pd = _pmf(a), _pmf(d)
        sfa, exa = _tail(a)
        sfd, exd = _tail(d)
        win = tie = kept = lost = 0.0
        for j, w in enumerate(pd):
            if j < a:
                win += w * sfa[j]
                kept += w * exa[j]
            if j <= a:
                tie += w * pa[j]
        for i, w in enumerate(pa):
            if i < d:
                lost += w * exd[i]
        out = _BATTLE[key] = (win, tie, kept, lost)
    return out


def _maj(per: list[int], seat: int, pts: int) -> int:
    """Majority points ``seat`` scores in one region for one building with counts ``per``."""
    m = per[seat]
    if m == 0:
        return 0
    best = max(per)
    if m < best:
        return 0
    return pts - C.MAJORITY_TIE_PENALTY if per.count(best) > 1 else pts


# -- what a position means to one seat ---------------------------------------------------------
class _View:
    """Derived facts of a state for the deciding seat, computed once per decision."""

    def __init__(self, st, seat: int, w: Weights = BASE):
        self.st = st
        self.seat = seat
        self.w = w
        info = self.info = st.info
        n = self.n = st.num_players
        owner = st.owner
        self.r = w.scorings(st.year)
        self.chest_w = chest_value(st, seat, w)
        self.army_w = w.spare_army(st.year)
        effects: dict[str, float] = {}
        if st.event_now is not None:
            effects[C.EVENT_BY_ID[st.event_now].effect] = 1.0
        elif st.events_up and st.phase == PLAN:  # one of the face-up cards, at random
            share = 1.0 / len(st.events_up)
            for e in st.events_up:
                eff = C.EVENT_BY_ID[e].effect
                effects[eff] = effects.get(eff, 0.0) + share
        self.effects = effects
        counts = [[[0] * n for _ in _BITS] for _ in info.regions]
        nprov = [0] * n
        bld = st.bld
        region = info.region
        for p in info.playable_idx:
            o = owner[p]
            if o < 0:
                continue
            nprov[o] += 1
            b = bld[p]
            if b:
                row = counts[region[p]]
                for k, bit in enumerate(_BITS):
                    if b & bit:
                        row[k][o] += 1
        self.counts = counts
        self.nprov = nprov
        self.mine = [p for p in info.playable_idx if owner[p] == seat]
        self._threat: dict[tuple[int, int], int] = {}
        # the state is not changed while a view lives, so these are memoized (the planning
        # values ask for the same province and army count many times over)
        self._exposure: dict[tuple[int, int, int], float] = {}
        self._opportunity: dict[tuple[int, int], float] = {}
        self._sends: dict[tuple[int, int], list[float]] = {}
        self.tray = st.tower.tray
        self.peasants = public_peasants(st)

    # -- values of holding things --------------------------------------------------------
    def maj_swing(self, p: int, seat: int, delta: int) -> int:
        """Majority points ``seat`` gains in p's region if p's buildings change its counts by ``delta``."""
        b = self.st.bld[p]
        if not b:
            return 0
        row = self.counts[self.info.region[p]]
        out = 0
        for k, bit in enumerate(_BITS):
            if b & bit:
                per = row[k]
                before = _maj(per, seat, _BPTS[k])
                per[seat] += delta
                out += _maj(per, seat, _BPTS[k]) - before
                per[seat] -= delta
        return out

    def holding(self, p: int, seat: int) -> float:
        """What keeping ``p`` (with its buildings) is worth to its owner ``seat``."""
        nb = _nbits(self.st.bld[p])
        return self.r * (1 + nb - self.maj_swing(p, seat, -1)) + 0.02 * (self.info.tax[p] + self.info.rice[p])

    def threat(self, p: int, seat: int) -> int:
        """The strongest rival army that could attack ``p`` (cubes it can send)."""
        key = (p, seat)
        t = self._threat.get(key)
        if t is None:
            st = self.st
            owner, armies = st.owner, st.armies
            t = 0
            for q in self.info.adj[p]:
                o = owner[q]
                if o >= 0 and o != seat and armies[q] - 1 > t:
                    t = armies[q] - 1
            self._threat[key] = t
        return t

    def exposure(self, p: int, seat: int, armies: int, value: float | None = None) -> float:
        """Expected points ``seat`` loses at ``p`` holding ``armies`` there to a rival attack."""
        if value is None:
            key = (p, seat, armies)
            out = self._exposure.get(key)
            if out is None:
                out = self._exposure[key] = self._exposure_of(p, seat, armies, None)
            return out
        return self._exposure_of(p, seat, armies, value)

    def _exposure_of(self, p: int, seat: int, armies: int, value: float | None) -> float:
        t = self.threat(p, seat)
        if t <= 0:
            return 0.0
        if armies <= 0:
            return self.w.p_attacked * (self.holding(p, seat) if value is None else value)
        win, tie, _, _ = battle(t, armies + (1 if self.st.special_of[seat] == C.SP_DEFENCE else 0))
        return self.w.p_attacked * (win + tie) * (self.holding(p, seat) if value is None else value)

    # -- battles ----------------------------------------------------------------------------
    def send_values(self, src: int, dest: int) -> list[float]:
        """Expected points of sending ``n`` armies of the deciding seat from ``src`` to
        ``dest``, for n = 1 .. armies-1 (index n-1); memoized per view."""
        key = (src, dest)
        out = self._sends.get(key)
        if out is not None:
            return out
        st = self.st
        seat = self.seat
        armies = st.armies
        here = armies[src]
        o = st.owner[dest]
        exposure = self.exposure
        opportunity = self.opportunity
        w = self.w
        opp_w, army_w, hurt = w.opp, w.army, w.hurt
        stay = exposure(src, seat, here)
        out = []
        if o == seat:
            there = armies[dest]
            guard = exposure(dest, seat, there)
            opp_there = opportunity(dest, there)
            opp_here = opportunity(src, here)
            for n in range(1, here):
                left = here - n
                cost = exposure(src, seat, left) - stay
                gain = guard - exposure(dest, seat, there + n)
                gain += opp_w * (opportunity(dest, there + n) - opp_there)
                gain -= opp_w * (opp_here - opportunity(src, left))
                out.append(gain - cost)
            self._sends[key] = out
            return out
        extra = self.tray[seat]
        if st.special_of[seat] == C.SP_ATTACK and st.supply[seat] > 0:
            extra += 1
        eff = self.effects
        P = self.n
        if o < 0:
            two = eff.get(C.PEASANTS2, 0.0)
            d1 = min(1, self.peasants) + self.tray[P]
            d2 = min(2, self.peasants) + self.tray[P]
            value = self.r + 0.02 * (self.info.tax[dest] + self.info.rice[dest])
            for n in range(1, here):
                cost = exposure(src, seat, here - n) - stay
                a = n + extra
                win, _, kept, _ = battle(a, d1)
                if two:
                    w2, _, k2, _ = battle(a, d2)
                    win, kept = (1 - two) * win + two * w2, (1 - two) * kept + two * k2
                after = exposure(dest, seat, round(kept / win) if win > 0 else 0, value) if win > 0 else 0.0
                out.append(win * (value - after) + army_w * (kept - n) - cost)
            self._sends[key] = out
            return out
        d = armies[dest] + self.tray[o]
        if st.special_of[o] == C.SP_DEFENCE and st.supply[o] > 0:
            d += 1
        if st.bld[dest] & C.CASTLE:
            d += eff.get(C.CASTLE_DEFENCE, 0.0) > 0.5
        if st.markers[dest] == 0:
            d += self.tray[P]
        peace = 1.0 - eff.get(C.TEMPLE_PEACE, 0.0) if st.bld[dest] & C.TEMPLE else None
        nb = _nbits(st.bld[dest])
        gain_me = self.r * (1 + nb + self.maj_swing(dest, seat, 1))
        loss_them = self.holding(dest, o)
        defenders = armies[dest]
        for n in range(1, here):
            cost = exposure(src, seat, here - n) - stay
            win, tie, kept, lost = battle(n + extra, d)
            if peace is not None:
                win, tie, kept = win * peace, tie * peace, kept * peace
            value = win * gain_me + (win + tie) * hurt * loss_them
            value += army_w * (kept - n) + hurt * army_w * (defenders - lost)
            out.append(value - cost)
        self._sends[key] = out
        return out

    def opportunity(self, p: int, armies: int) -> float:
        """The best attack from ``p`` with all but one of ``armies`` (0 if none pays)."""
        if armies < 2:
            return 0.0
        key = (p, armies)
        out = self._opportunity.get(key)
        if out is None:
            out = self._opportunity[key] = self._opportunity_of(p, armies)
        return out

    def _opportunity_of(self, p: int, armies: int) -> float:
        st = self.st
        owner = st.owner
        seat = self.seat
        best = 0.0
        saved = st.armies[p]
        st.armies[p] = armies
        try:
            for q in self.info.adj[p]:
                if owner[q] != seat:
                    v = self._raw_attack(p, q, armies - 1)
                    if v > best:
                        best = v
        finally:
            st.armies[p] = saved
        return best

    def _raw_attack(self, src: int, dest: int, n: int) -> float:
        """``send_values`` without the moved armies' effect on other provinces (for ``opportunity``)."""
        st = self.st
        seat = self.seat
        army_w, hurt = self.w.army, self.w.hurt
        o = st.owner[dest]
        a = n + self.tray[seat]
        P = self.n
        if o < 0:
            d = min(2 if self.effects.get(C.PEASANTS2, 0.0) > 0.5 else 1, self.peasants) + self.tray[P]
            win, _, kept, _ = battle(a, d)
            return win * self.r + army_w * (kept - n)
        d = st.armies[dest] + self.tray[o] + (self.tray[P] if st.markers[dest] == 0 else 0)
        win, tie, kept, _ = battle(a, d)
        nb = _nbits(st.bld[dest])
        return win * self.r * (1 + nb) + (win + tie) * hurt * self.r * (1 + nb) + army_w * (kept - n)

    def best_send(self, src: int, dest: int, noise: float = 0.0, rng=None) -> tuple[float, int]:
        """The best number of armies to send from ``src`` to ``dest``, and its value."""
        best_v, best_n = -math.inf, 1
        for n, v in enumerate(self.send_values(src, dest), 1):
            if noise:
                v += rng.gauss(0.0, noise)
            if v > best_v:
                best_v, best_n = v, n
        return best_v, best_n


def chest_value(st, seat: int, w: Weights = BASE) -> float:
    """A chest in points: what buildings and armies it buys, less when the seat has plenty."""
    if st.year >= C.YEARS and (st.phase == WINTER or (st.season == 2 and st.phase != PLAN)):
        return 0.02  # nothing left to buy: only the tie-break
    worth = w.chest_early if st.year < C.YEARS else w.chest_late
    chests = st.chests[seat]
    if chests <= 4:
        return w.chest_few * worth
    if chests >= 12:
        return w.chest_many * worth
    return worth


def _nbits(b: int) -> int:
    return (b & 1) + ((b >> 1) & 1) + ((b >> 2) & 1)


# -- planning ---------------------------------------------------------------------------------
def _rice_need(v: _View) -> float:
    """Rice the deciding seat still lacks for this winter (expected loss, provinces held)."""
    st = v.st
    if st.events_up:
        loss = sum(C.EVENT_BY_ID[e].rice_loss for e in st.events_up) / len(st.events_up)
        loss = 0.5 * loss + 0.5 * max(C.EVENT_BY_ID[e].rice_loss for e in st.events_up)
    else:
        loss = _MEAN_LOSS
    return len(v.mine) + loss - st.rice[v.seat]


def _values(v: _View) -> tuple[dict[tuple[int, int], float], dict[int, int], float]:
    """Value of each (slot, province) for the deciding seat; slot costs; the tax it expects."""
    st = v.st
    seat = v.seat
    info = v.info
    eff = v.effects
    armies = st.armies
    bld = st.bld
    chest_w = v.chest_w
    r = v.r
    w = v.w
    out: dict[tuple[int, int], float] = {}
    risk = {p: v.exposure(p, seat, armies[p], 1.0) for p in v.mine}
    # rice and tax
    need = _rice_need(v)
    seasons_left = max(1, 3 - st.season)
    rmax, rmin = eff.get(C.RICE_MAX3, 0.0), eff.get(C.RICE_MIN4, 0.0)
    tmax, tmin = eff.get(C.TAX_MAX5, 0.0), eff.get(C.TAX_MIN6, 0.0)
    less = eff.get(C.RECRUIT_LESS, 0.0)
    best_tax = 0.0
    on_board = [sum(sum(row[k]) for row in v.counts) for k in range(3)]
    for p in v.mine:
        keep = 1.0 - risk[p]
        base = info.rice[p]
        rice = base + rmax * (min(base, C.RICE_MAX) - base) + rmin * (max(base, C.RICE_MIN) - base)
        if need > 0:
            urgent = 1.0 if need > 4.0 * (seasons_left - 1) else w.rice_not_urgent
            worth = w.rice * urgent * min(rice, need) + 0.03 * rice
        else:
            worth = 0.03 * rice
        out[(S_RICE, p)] = keep * _collect(v, p, worth)
        base = info.tax[p]
        tax = base + tmax * (min(base, C.TAX_MAX) - base) + tmin * (max(base, C.TAX_MIN) - base)
        best_tax = max(best_tax, tax)
        out[(S_TAX, p)] = keep * _collect(v, p, tax * chest_w)
        # buildings
        b = bld[p]
        free = info.slots[p] - _nbits(b)
        if free > 0:
            row = v.counts[info.region[p]]
            for k, bit in enumerate(_BITS):
                if b & bit or on_board[k] >= _BLIMIT[k]:
                    continue
                per = row[k]
                before = _maj(per, seat, _BPTS[k])
                per[seat] += 1
                swing = _maj(per, seat, _BPTS[k]) - before
                per[seat] -= 1
                gain = r * (1 + swing)
                if k == 2 and st.markers[p] and eff.get(C.THEATRE_CALM, 0.0):
                    gain += 0.1 * eff[C.THEATRE_CALM]
                if k == 0 and eff.get(C.CASTLE_DEFENCE, 0.0) and v.threat(p, seat):
                    gain += 0.1
                out[(_BUILD_SLOT[k], p)] = keep * gain - _BCOST[k] * chest_w - 0.02 * free
        # recruits
        a = armies[p]
        if st.supply[seat] > 0:
            now = v.exposure(p, seat, a)
            opp_now = v.opportunity(p, a)
            for slot, k, cost in _RECRUITS:
                got = k
                if k == 5:
                    got = 5 - 2 * less
                elif k == 3:
                    got = 3 - less
                got = min(got, st.supply[seat])
                gain = now - v.exposure(p, seat, a + round(got)) + v.army_w * got
                gain += w.opp * (v.opportunity(p, a + round(got)) - opp_now)
                out[(slot, p)] = keep * gain - cost * chest_w
        # wars: the best use of the armies there (an attack or a move)
        if a >= 2:
            best = 0.0
            for q in info.adj[p]:
                val, _ = v.best_send(p, q)
                if val > best:
                    best = val
            for slot in S_WARS:
                out[(slot, p)] = w.war * best - 0.01
    costs = {_BUILD_SLOT[k]: _BCOST[k] for k in range(3)}
    for slot, _, cost in _RECRUITS:
        costs[slot] = cost
    return out, costs, best_tax


def _collect(v: _View, p: int, worth: float) -> float:
    st = v.st
    m = st.markers[p]
    if not m:
        return worth - 0.03
    keep = battle(st.armies[p], m)[0]
    return keep * worth - (1.0 - keep) * v.holding(p, v.seat) - 0.03 * (m + 1)


def plan_for(st, seat: int, rng: random.Random | None = None, noise: float = 0.0,
             slots=None, cards=None, w: Weights = BASE) -> dict[int, int]:
    """The whole plan (slot → card code) for ``seat``'s empty slots, given the cards it placed.

    Greedy by value within the chests it can spend; the bid slot last (a
    province card no action wants is a free bid of rank 2; with chests to
    spare and wars planned, one chest). Never proposes taking a card back.
    ``slots`` and ``cards`` (sets) restrict which empty slots it fills and with
    which cards (for imagining another seat's face-down plan).
    """
    v = _View(st, seat, w)
    base = seat * NSLOTS
    plan = st.plan
    placed = {plan[base + s] for s in range(NSLOTS) if plan[base + s] >= 0}
    filled = {s for s in range(NSLOTS) if plan[base + s] != EMPTY}
    values, costs, best_tax = _values(v)
    bid = plan[base + S_BID]
    bid_cost = bid - CHEST if bid >= CHEST and st.chests[seat] >= bid - CHEST else 0
    budget = st.chests[seat] - bid_cost + w.tax_budget * best_tax
    # chests already promised by the placed cards
    for s in filled:
        if s in costs and 0 <= plan[base + s] < CHEST:
            budget -= costs[s]
    items = []
    for (slot, p), val in values.items():
        if slot in filled or p in placed:
            continue
        if slots is not None and (slot not in slots or p not in cards):
            continue
        if noise:
            val += rng.gauss(0.0, noise)
        if val > 0.0:
            items.append((val, slot, p))
    items.sort(reverse=True)
    out: dict[int, int] = {}
    used = set(placed)
    spend = 0.0
    for val, slot, p in items:
        if slot in out or p in used:
            continue
        cost = costs.get(slot, 0)
        if cost and spend + cost > budget:
            continue
        out[slot] = p
        used.add(p)
        spend += cost
    if S_BID not in filled and (slots is None or S_BID in slots):
        if cards is not None:
            used = used | {p for p in v.mine if p not in cards} | {
                CHEST + k for k in C.CHEST_CARDS if CHEST + k not in cards}
        bid = _choose_bid(v, out, used, spend, rng, noise)
        if bid is not None:
            out[S_BID] = bid
    if st.must_fill_plan(seat):
        _fill_every_slot(v, out, filled, values, slots, cards)
    return out


def _fill_every_slot(v: _View, out: dict[int, int], filled: set, values, slots=None, cards=None) -> None:
    """Ruling S-12: a seat holding 11+ cards fills every space. The spaces the plan leaves
    empty take the cards it leaves in hand, least harm first: a chest card on an action
    does nothing, a province card where its action would be skipped (no value) nothing
    either; otherwise the pair's value decides."""
    st, seat = v.st, v.seat
    empty = [s for s in range(NSLOTS) if s not in filled and s not in out and (slots is None or s in slots)]
    if not empty:
        return
    taken = set(out.values())
    spare = [c for c in st.hand(seat) if c not in taken and (cards is None or c in cards)]
    chest_w = v.chest_w
    pairs = []
    for slot in empty:
        for c in spare:
            if c >= CHEST:
                val = -(c - CHEST) * chest_w if slot == S_BID else 0.0
            elif slot == S_BID:
                val = 0.01  # a province card bids rank 2 for free
            else:
                val = values.get((slot, c), -0.001)
            pairs.append((val, -slot, -c, slot, c))
    pairs.sort(reverse=True)
    for _val, _s, _c, slot, c in pairs:  # any card fits any space: every space gets one
        if slot in out or c in taken:
            continue
        out[slot] = c
        taken.add(c)


def _choose_bid(v: _View, actions: dict[int, int], used: set, spend: float, rng, noise: float) -> int:
    st = v.st
    seat = v.seat
    spare = [p for p in v.mine if p not in used]
    left = st.chests[seat] - spend
    wars = sum(1 for s in S_WARS if s in actions)
    w = v.w
    want = w.bid_per_war * wars + (w.bid_recruit5 if S_R5 in actions else 0.0) + (
        w.bid_tax if S_TAX in actions else 0.0)
    if noise:
        want += rng.gauss(0.0, noise * 0.5)
    if want >= v.chest_w and left >= 4 and CHEST + 1 not in used:
        return CHEST + 1
    if spare:
        return min(spare, key=lambda p: (st.armies[p], v.info.tax[p] + v.info.rice[p], p))
    for value in C.CHEST_CARDS:  # the cheapest chest card still in hand (0 if the seat placed none)
        if CHEST + value not in used and value <= st.chests[seat]:
            return CHEST + value
    return None


_EMIT_ORDER = (S_BID,) + tuple(s for s in range(NSLOTS) if s != S_BID)


def _next_plan_step(st, plan: dict[int, int]) -> str:
    seat = st.planner
    base = seat * NSLOTS
    texts = st.info.plan_text
    for slot in _EMIT_ORDER:
        card = plan.get(slot)
        if card is not None and st.plan[base + slot] == EMPTY:
            return texts[slot][card]
    if not st.can_confirm():  # ruling S-12: never offer an illegal confirm (plan_for fills every space)
        return next(a for a in st.legal_actions() if a.startswith("plan:"))
    return "confirm"


def _plan_step(st, rng=None, noise: float = 0.0, w: Weights = BASE) -> str:
    return _next_plan_step(st, plan_for(st, st.planner, rng, noise, w=w))


_CACHE = "_shogun_ai_plan"


def _cached_plan_step(world, w: Weights = BASE) -> str:
    """``_plan_step`` for a search's private world: the plan is worked out once per planning."""
    seat = world.planner
    base = seat * NSLOTS
    key = (world.year, world.season, seat)
    cached = world.__dict__.get(_CACHE)
    if cached is not None and cached[0] == key:
        plan = cached[1]
        ok = True
        for s in range(NSLOTS):
            c = world.plan[base + s]
            if c != EMPTY and plan.get(s) != c:
                ok = False
                break
        if ok:
            return _next_plan_step(world, plan)
    shared = world.__dict__.get(_SHARED)
    if shared is not None and shared[0] == key[:2]:
        # the root's own planning: the board is the root's in every world (plans lie face down
        # and a plan reads only public facts and the seat's own hand), so worlds share plans
        memo_key = (seat, tuple(world.plan[base:base + NSLOTS]))
        plan = shared[1].get(memo_key)
        if plan is None:
            plan = shared[1][memo_key] = plan_for(world, seat, w=w)
    else:
        plan = plan_for(world, seat, w=w)
    world.__dict__[_CACHE] = (key, plan)
    return _next_plan_step(world, plan)


#: on a search's world: ((year, season) of the root's planning, {(seat, placed slots): plan})
_SHARED = "_shogun_ai_shared_plans"


_ALT = "_shogun_ai_alternatives"


def _plan_alternatives(st, k: int, w: Weights = BASE) -> list[str]:
    """First steps of ``k`` other plans: the best-valued (slot, card) pairs the heuristic's plan
    leaves out, at most one per slot; placing one makes the heuristic plan around it. A pair
    whose completed plan is one already offered (a building moved to where another was) is
    passed over: the search would spend its samples twice on the same plan."""
    seat = st.planner
    base = seat * NSLOTS
    v = _View(st, seat, w)
    values, costs, _ = _values(v)
    plan = plan_for(st, seat, w=w)
    ranked = sorted(((val, slot, p) for (slot, p), val in values.items()
                     if val > 0.0 and plan.get(slot) != p and costs.get(slot, 0) <= st.chests[seat]),
                    reverse=True)
    texts = st.info.plan_text
    out, slots = [], set()
    seen = {frozenset(plan.items())}
    for _, slot, p in ranked:
        if slot in slots:
            continue
        trial = st.clone()
        trial.plan[base + slot] = p
        completed = plan_for(trial, seat, w=w)
        completed[slot] = p
        whole = frozenset(completed.items())
        if whole in seen:
            continue
        seen.add(whole)
        slots.add(slot)
        out.append(texts[slot][p])
        if len(out) >= k:
            break
    return out


def _bid_alternatives(st) -> list[str]:
    """Bids the search may weigh against the heuristic's (first step of a planning)."""
    seat = st.planner
    chests = st.chests[seat]
    out = [_CHEST_TEXT[0]]  # only asked while the seat's plan is empty: every card is in hand
    for v in (1, 2):
        if chests >= v + 2:
            out.append(_CHEST_TEXT[v])
    mine = [p for p in st.info.playable_idx if st.owner[p] == seat]
    if mine:
        p = min(mine, key=lambda p: (st.armies[p], st.info.tax[p] + st.info.rice[p], p))
        out.append(st.info.plan_text[S_BID][p])
    return out


# -- the other phases ----------------------------------------------------------------------------
def _special_value(v: _View, special: str) -> float:
    st = v.st
    seat = v.seat
    base = seat * NSLOTS
    plan = st.plan

    def has(slot):
        c = plan[base + slot]
        return 0 <= c < CHEST and st.owner[c] == seat

    if special == C.SP_TAX:
        return v.chest_w if has(S_TAX) else 0.0
    if special == C.SP_RICE:
        return (v.w.rice if _rice_need(v) > 0 else 0.03) if has(S_RICE) else 0.0
    if special == C.SP_RECRUIT:
        return v.w.army if has(S_R5) and st.chests[seat] >= 3 else 0.0
    if special == C.SP_ATTACK:
        return v.w.attack_special * sum(1 for s in S_WARS if has(s))
    if special == C.SP_DEFENCE:
        return min(0.6, 0.1 * sum(1 for p in v.mine if v.threat(p, seat) > 0))
    return 0.0


def _order_values(st, rng=None, noise: float = 0.0, w: Weights = BASE) -> list[tuple[float, str]]:
    v = _View(st, st.to_act, w)
    out = []
    for action in st.legal_actions():
        k = int(action.split(":")[1])
        val = _special_value(v, st.special_row[k - 1]) + w.order_position * (C.TURN_POSITIONS - k)
        if noise:
            val += rng.gauss(0.0, noise)
        out.append((val, action))
    out.sort(key=lambda t: -t[0])
    return out


def _move_choices(st, rng=None, noise: float = 0.0, w: Weights = BASE) -> list[tuple[float, str]]:
    """Destinations of the pending move, best first, with their values."""
    stage, seat, aid, src, targets = st.pending
    v = _View(st, seat, w)
    names = st.info.names
    out = []
    for d in targets:
        val, _ = v.best_send(src, d)
        if noise:
            val += rng.gauss(0.0, noise)
        out.append((val, "move:" + names[d]))
    if aid == "recruit1":
        out.append((0.0, "done"))
    out.sort(key=lambda t: -t[0])
    return out


def _armies_choice(st, rng=None, noise: float = 0.0, w: Weights = BASE) -> int:
    stage, seat, aid, src, (dest,) = st.pending
    v = _View(st, seat, w)
    _, n = v.best_send(src, dest, noise, rng)
    return n


def _draft_value(st, seat: int, p: int, w: Weights = BASE) -> float:
    info = st.info
    owner = st.owner
    own = sum(1 for q in info.adj[p] if owner[q] == seat)
    rival = sum(1 for q in info.adj[p] if owner[q] >= 0 and owner[q] != seat)
    same_region = sum(1 for q in info.playable_idx if owner[q] == seat and info.region[q] == info.region[p])
    return (w.draft_income * (info.tax[p] + info.rice[p]) + w.draft_slots * info.slots[p]
            + w.draft_own * own + w.draft_region * same_region - w.draft_rival * rival)


def _draft_action(st, rng=None, noise: float = 0.0, w: Weights = BASE) -> str:
    seat = st.to_act
    best, choice = -math.inf, None
    for i, p in enumerate(st.faceup):
        val = _draft_value(st, seat, p, w) + (rng.gauss(0.0, noise) if noise else 0.0)
        if val > best:
            best, choice = val, "take:%d" % i
    unknown = st.pool or st.bottom
    if unknown:
        mean = sum(_draft_value(st, seat, p, w) for p in unknown) / len(unknown)
        if choice is None or mean > best + w.draft_blind:
            choice = "blind"
    return choice


def _portion_action(st) -> str:
    seat = st.to_act
    p = st.drafted
    info = st.info
    owner = st.owner
    sizes = sorted(set(st.portions[seat]), reverse=True)
    rival = sum(1 for q in info.adj[p] if owner[q] >= 0 and owner[q] != seat)
    own = sum(1 for q in info.adj[p] if owner[q] == seat)
    score = rival - 0.5 * own + 0.05 * (info.tax[p] + info.rice[p])
    if score >= 1.5:
        k = sizes[0]
    elif score <= 0.3:
        k = sizes[-1]
    else:
        k = sizes[len(sizes) // 2]
    return "army:%d" % k


def _revolt_action(st) -> str:
    _, drawn, _ = st.revolts[0]
    names = st.info.names
    p = max(drawn, key=lambda p: (st.armies[p], -p))
    return "revolt:" + names[p]


def _decide(st, rng: random.Random | None, noise: float, cached: bool = False,
            w: Weights = BASE) -> str:
    phase = st.phase
    if phase == PLAN:
        if cached:
            return _cached_plan_step(st, w)
        return _plan_step(st, rng, noise, w)
    if phase == ACT:
        if st.pending[0] == execute.MOVE:
            choices = _move_choices(st, rng, noise, w)
            return choices[0][1]
        return "armies:%d" % _armies_choice(st, rng, noise * 0.5, w)
    if phase == ORDER:
        return _order_values(st, rng, noise, w)[0][1]
    if phase == WINTER:
        return _revolt_action(st)
    if phase == DRAFT:
        return _draft_action(st, rng, noise, w)
    if phase == DRAFT_ARMY:
        return _portion_action(st)
    return st.legal_actions()[0]


def _hidden_rows(obs) -> dict[int, tuple[list[int], list[int], list]]:
    """Per other seat with face-down cards: its hidden slots, the cards that could lie there
    (provinces held since planning, chest cards, none of them face up on its plan), and an
    empty list for the plans imagined for it."""
    rows = {}
    info, owner, fresh, plan = obs.info, obs.owner, obs.fresh, obs.plan
    for s in range(obs.num_players):
        row = plan[s * NSLOTS:(s + 1) * NSLOTS]
        hidden = [slot for slot, card in enumerate(row) if card == UNKNOWN]
        if hidden:
            cards = [p for p in info.playable_idx if owner[p] == s and not fresh[p] and p not in row]
            cards += [CHEST + k for k in C.CHEST_CARDS if CHEST + k not in row]
            rows[s] = (hidden, cards, [])
    return rows


def imagine_plan(obs, seat: int, unknown, pool, rng, noise: float, w: Weights = BASE) -> dict[int, int]:
    """``seat``'s face-down cards (slots ``unknown``, cards from ``pool``) as the heuristic
    would have planned them from the observation's public facts, with ``noise`` (points)."""
    template = obs.clone()
    base = seat * NSLOTS
    for slot in unknown:
        template.plan[base + slot] = EMPTY
    return plan_for(template, seat, rng, noise, slots=set(unknown), cards=set(pool), w=w)


# -- the hooks ------------------------------------------------------------------------------------
class ShogunAI(GameAI):
    """Shogun's hooks: the heuristic (easy), its noise-free twin in rollouts, a points value."""

    rollout_depth = 60  # about the rest of a season; then ``evaluate``
    # ... and never into the next season's planning: valued where a season begins, a rollout
    # skips the four fresh plans it would otherwise work out (about 2.5 times the iterations)
    staged_rollouts = True
    think_seconds = {"normal": 1.0, "hard": 3.0}
    exploration = 0.5
    ordered_expansion = True
    # the heuristic's choice stands unless the search finds better, on enough samples,
    # by about half a point between even seats
    switch_margin = 0.02
    switch_visits = 12
    # ... and by 2 standard errors of the difference: rollouts are noisy (a value's spread
    # is ~0.3), so a lead of 0.02 after a dozen visits is chance more often than not
    switch_z = 2.0
    noise = EASY_NOISE
    weights = BASE

    # -- values -----------------------------------------------------------------------------
    def projected(self, st) -> list[float]:
        """Each seat's expected final score in points (score + holdings × scorings to come + extras)."""
        n = st.num_players
        if st.phase == "over":
            return [s + 0.01 * c for s, c in zip(st.score, st.chests)]
        info = st.info
        owner, bld, armies = st.owner, st.bld, st.armies
        w = self.weights
        r = w.scorings(st.year)
        army_w = w.spare_army(st.year)
        counts = [[[0] * n for _ in _BITS] for _ in info.regions]
        held = [0.0] * n
        nprov = [0] * n
        board = [0] * n
        region = info.region
        adj = info.adj
        risk = [0.0] * n
        for p in info.playable_idx:
            o = owner[p]
            if o < 0:
                continue
            nprov[o] += 1
            board[o] += armies[p]
            b = bld[p]
            nb = 0
            if b:
                nb = _nbits(b)
                held[o] += nb
            t = 0
            for q in adj[p]:
                oq = owner[q]
                if oq >= 0 and oq != o and armies[q] - 1 > t:
                    t = armies[q] - 1
            if t:
                win, tie, _, _ = battle(t, armies[p])
                risk[o] += w.p_attacked * (win + tie) * r * (1 + nb)
            if b:
                row = counts[region[p]]
                for k, bit in enumerate(_BITS):
                    if b & bit:
                        row[k][o] += 1
        for row in counts:
            for k in range(3):
                per = row[k]
                best = max(per)
                if best == 0:
                    continue
                leaders = [s for s in range(n) if per[s] == best]
                pts = _BPTS[k] - (C.MAJORITY_TIE_PENALTY if len(leaders) > 1 else 0)
                for s in leaders:
                    held[s] += pts
        if st.events_up:
            loss = sum(C.EVENT_BY_ID[e].rice_loss for e in st.events_up) / len(st.events_up)
        else:
            loss = _MEAN_LOSS
        rice_left = 0 if st.phase == WINTER else max(0, 2 - st.season) + (1 if st.phase == PLAN else 0)
        out = []
        for s in range(n):
            value = (st.score[s] + r * (nprov[s] + held[s]) + chest_value(st, s, w) * st.chests[s]
                     + army_w * board[s] - risk[s])
            if st.phase != WINTER:
                short = nprov[s] + loss - st.rice[s] - 3.5 * rice_left
                if short > 0:
                    value -= w.winter_rice * min(short, w.winter_rice_cap)
            out.append(value)
        return out

    def evaluate(self, state) -> list[float]:
        proj = self.projected(state)
        top = max(proj)
        weights = [math.exp((p - top) / self.weights.temperature) for p in proj]
        total = sum(weights)
        return [w / total for w in weights]

    # -- hidden information ----------------------------------------------------------------
    #: noisy heuristic plans imagined per other seat and search (then sampled among)
    imagined_plans = 8
    #: noise on an imagined plan's values (points): the imagined rivals plan about as well
    #: as a sensible player, not as randomly as the rules' sampling
    imagined_noise = RIVAL_NOISE

    def determinize(self, obs, rng):
        """A world where the other seats' face-down cards are what they would plausibly have
        planned (the heuristic's plan for that seat, with noise, from public facts only: its
        provinces, chests and the board), the rest of their hidden cards at random among those
        it could have placed, and the tower's stuck cubes on random levels."""
        world = obs.determinize(rng)
        self._mark_alternatives(obs, world)
        if obs.phase == PLAN:
            shared = self._shared
            if shared is None or shared[0] is not obs:
                shared = self._shared = (obs, ((obs.year, obs.season), {}))
            world.__dict__[_SHARED] = shared[1]
        if self.imagined_plans <= 0:
            return world
        cache = self._imagined
        if cache is None or cache[0] is not obs or cache[1] is not rng:
            cache = self._imagined = (obs, rng, _hidden_rows(obs))
        for s, (unknown, pool, made) in cache[2].items():
            base = s * NSLOTS
            if len(made) < self.imagined_plans:
                noise = self.imagined_noise if made else 0.0
                plan = imagine_plan(obs, s, unknown, pool, rng, noise, self.weights)
                made.append(plan)
            else:
                plan = made[rng.randrange(len(made))]
            free = [c for c in pool if c not in plan.values()]
            rng.shuffle(free)
            for slot in unknown:
                card = plan.get(slot)
                if card is None:
                    # short of cards (provinces lost since planning): such an action is skipped
                    card = free.pop() if free else UNKNOWN
                world.plan[base + slot] = card
        return world

    _imagined = None  # (observation, generator, _hidden_rows) of the search under way
    _shared = None  # (observation, plans its worlds share) of the search under way

    #: other whole plans the search weighs at the first step of its own planning: each
    #: places one (slot, card) the heuristic's plan lacks, the heuristic completes the rest
    plan_alternatives = 3
    _alternatives = None  # (observation, [first steps]) of the search under way

    def _root_alternatives(self, obs) -> list[str]:
        cache = self._alternatives
        if cache is None or cache[0] is not obs:
            cache = self._alternatives = (obs, _plan_alternatives(obs, self.plan_alternatives, self.weights))
        return cache[1]

    def _mark_alternatives(self, obs, world) -> None:
        """Let the search's worlds offer the root's plan alternatives (they depend on public facts only)."""
        if (self.plan_alternatives > 0 and obs.phase == PLAN and obs.viewer == obs.planner
                and all(c == EMPTY for c in obs.plan[obs.planner * NSLOTS:(obs.planner + 1) * NSLOTS])):
            world.__dict__[_ALT] = ((obs.planner, obs.year, obs.season), self._root_alternatives(obs))

    # -- policies ----------------------------------------------------------------------------
    def heuristic_action(self, obs, rng):
        return _decide(obs, rng, self.noise, w=self.weights)

    def rollout_action(self, state, rng):
        return _decide(state, rng, 0.0, cached=True, w=self.weights)

    def candidate_actions(self, state) -> list[str]:
        phase = state.phase
        cached = state.rng is not None  # a search's own world, never the bot's observation
        if phase == PLAN:
            w = self.weights
            step = _cached_plan_step(state, w) if cached else _plan_step(state, w=w)
            base = state.planner * NSLOTS
            if any(c != EMPTY for c in state.plan[base:base + NSLOTS]) or not step.startswith("plan:bid:"):
                return [step]
            out = [step]
            alts = _bid_alternatives(state)
            if self.plan_alternatives > 0:
                if not cached:
                    if state.viewer == state.planner:
                        alts = alts + self._root_alternatives(state)
                else:
                    mark = state.__dict__.get(_ALT)
                    if mark is not None and mark[0] == (state.planner, state.year, state.season):
                        alts = alts + mark[1]
            for alt in alts:
                if alt not in out:
                    out.append(alt)
            return out
        if phase == ACT:
            if state.pending[0] == execute.MOVE:
                return [a for _, a in _move_choices(state, w=self.weights)]
            src = state.pending[3]
            top = state.armies[src] - 1
            best = _armies_choice(state, w=self.weights)
            out = ["armies:%d" % best]
            for k in (top, best + 1, best - 1, 1, (best + top + 1) // 2):
                if 1 <= k <= top:
                    a = "armies:%d" % k
                    if a not in out:
                        out.append(a)
            return out
        if phase == ORDER:
            return [a for _, a in _order_values(state, w=self.weights)]
        # the draft and the order of winter's revolts: nothing a rollout's horizon could judge
        return [_decide(state, None, 0.0, w=self.weights)]

    # -- levels ------------------------------------------------------------------------------
    def rollout_stage(self, state):
        """The season whose planning has begun (None in the other phases)."""
        return (state.year, state.season) if state.phase == PLAN else None

    def for_level(self, level: str) -> GameAI:
        return HARD_AI if level == "hard" else self

    # -- the arena's balance report: the two board faces and the two setups --------------------
    report_options = {"face": "*", "setup": "*"}

    def report_facts(self, state, events):
        where = f"{state.face}, {state.setup}"
        best = max(state.score)
        winner = state.winners()[0] if state.winners() else -1
        return {"Games by board face and setup": {where: 1},
                "Winner's score by board face and setup": {where: fact_mean(best)},
                "Score spread (first − last) by board face and setup": {where: fact_mean(best - min(state.score))},
                "Provinces the winner holds at the end": {where: fact_mean(state.owner.count(winner))}}


class SeasonShogunAI(ShogunAI):
    """The hard level's hooks: with three times the time, each rollout plays the season out —
    every seat's plan, all ten actions and, after autumn, the winter's rice, revolts and
    scoring — and the position is valued where the next planning begins. The normal
    level's 60 steps often stop in the middle of the actions, where a plan's late
    actions (rice collected, a war still to come) count for nothing yet."""

    rollout_depth = 400  # a cap only: a season with its winter is about 100–150 actions
    # three times the samples: twice the other plans weighed at the planning root
    plan_alternatives = 6


AI = ShogunAI()
HARD_AI = SeasonShogunAI()
