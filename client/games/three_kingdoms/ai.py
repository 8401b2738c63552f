"""3KingdomsBattle's bots: a priced heuristic, its cheap rollout twin, a position value (pure).

Everything here decides from the deciding seat's observation: the board, every troop,
supplies, command and plot cards are public; only the stack's order is hidden (the
observation holds it sorted). The search samples worlds by shuffling it (the rules'
own ``determinize``), so it never plays on the real draw order.

**The heuristic** prices every legal action in *points* (a small city 1, a large 2):

* a placement by what it does to the cities it touches, worked out from the board's
  union-find without placing it (``_groups``): closing a city the seat holds (or will
  hold with a troop on the new tile) gains its points; closing one for a rival costs
  them; a closed city with several players' troops is priced by the exact civil-war
  odds; an open city is priced by how near it is to closing and who is in it (staking
  a claim on the new tile, crowding a rival's open city where the seat would win the
  civil war). The garrison choice on the new tile follows the same prices.
* a national war by its exact odds (``wars.national_odds``) times the target's worth,
  less what the attack risks (the origin left empty); ``retreat`` when the odds turn;
* occupying an idle city by its chance (1/2 small, 1/3 large) times its points;
* reinforcing, holding, emergency troops by how much they cut the threat on a city
  (the best rival attack's odds) times its points;
* drawing a tile (``expand``) by the mean best placement over the tiles left;
* the end: a gain that reaches the winning score is worth ``WIN``; near the end of the
  stack the leader draws the last tile and the others do anything else.

Points a rival gains weigh ``RIVAL`` (more for the leader), a troop kept in supply a
little; a troop staked on an open city (stuck there until it closes) costs more and more
as the supply runs low (``STAKE``). The easy level adds noise to the prices and does not
crowd rivals' cities (no civil wars picked on purpose).

**The value** of a position for the search is a softmax over projected scores
(points, plus a share of each open city a seat alone holds), with a temperature that
shrinks as the winning score or the stack's end comes near.

**The search** weighs the heuristic's best few candidates at the decisions that matter
(the turn's action, a placement); every other step follows the heuristic, and the search
leaves the heuristic's choice only for a clear margin. Rollouts are the heuristic
without the tile lookahead (``expand`` priced by a constant, a few placements sampled),
about a round deep. Normal runs the generic ISMCTS for 25 ms, about 15 iterations on an idle
core: at 50 ms (about 29) it played as well as hard (hard against three normal bots at 98
playouts / 30 iterations: 24.5 %, 200 games), at 15 iterations hard stands clearly above it
(32.5 %, lower end 26.4 %; README) and it still clearly beats easy. Hard runs the paired
search (``paired_search``): every candidate is played out on the same sampled worlds with
the same luck, the seat finishing its turn as the noiseless heuristic would, so
candidates are compared world by world (about 8 worlds of 4 candidates in 150 ms).
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

from client.ai.hooks import GameAI, mean, rate
from client.core.actions import split

from . import wars
from .board import STEPS
from .paired_search import paired_search
from .tiles import edge_slots, facing_slot
from .vocabulary import (ALERT, BACK, COMMAND, CONTINUE, DONE, EMERGENCY, EXPAND, HOLD, IN, NONE,
                         OCCUPY, PASS, PLOT, REINFORCE, SWITCH, TRANSFER, WAR, WITHDRAW)

SWITCH_HOLD = f"{SWITCH}:{HOLD}"
SAMPLED = 8  # placements a rollout weighs
LOOK_TYPES = 8  # tile types the lookahead of ``expand`` prices
WIN = 30.0  # reaching the winning score
RIVAL = 0.6  # a rival's point against one's own
TROOP = 0.12  # a troop kept in supply
# a troop staked on an open city, against one kept, at a full supply (self-play: at 1.0 most
# 4- and 5-player games ended with the tiles, troops stuck in cities that never closed)
STAKE = 3.0
CARD = 0.25  # a command card kept
PLOT_CARD = 0.15  # a plot card kept
EXPAND_FLAT = 0.45  # a drawn tile's worth when not looked at (rollouts)
THREAT = 0.45  # how likely a rival really attacks a city it could
EASY_NOISE = 0.35
ROLLOUT_NOISE = 0.08
TEMPERATURE = 1.6


def _points(tiles: int) -> int:
    return 2 if tiles >= wars.LARGE_FROM_TILES else 1


@lru_cache(maxsize=None)
def attack_win(attackers: int, alert: int, holding: int) -> float:
    """The attacker's chance to take the city fighting to the end (K-8)."""
    if attackers < 1:
        return 0.0
    if alert + holding < 1:
        return 1.0
    return float(wars.national_odds(attackers, alert, holding).attacker)


@lru_cache(maxsize=None)
def civil_win(troops: tuple[int, ...]) -> tuple[float, ...]:
    """Each side's chance to hold a city after its civil war (the first side is listed first)."""
    standing = [t for t in troops if t]
    if len(standing) < 2:
        return tuple(float(t > 0) for t in troops)
    odds = wars.civil_odds(*standing)
    it = iter(odds.wins)
    return tuple(float(next(it)) if t else 0.0 for t in troops)


# -- facts of a position -------------------------------------------------------------------------
class View:
    """What one seat reads off a position, computed once per decision."""

    def __init__(self, st, seat: int):
        self.st = st
        self.me = seat
        self.n = st.num_players
        self.board = st.board
        self.ct = st.city_troops()
        self.ctrl = st.controllers()
        self.points = list(st.points)
        self.win = st.options.win_score
        self.lead = max(self.points)
        self.supply = st.supply[seat]
        self.left = len(st.stack)
        self.unresolved = st.unresolved()
        # rivals' weights: the leader's gains hurt most
        top = max(1, self.lead)
        self.weight = [1.0 if s == seat else RIVAL * (0.6 + 0.6 * self.points[s] / top) for s in range(self.n)]
        # a troop staked on an open city is tied up until the city closes: dearer as the supply runs low
        self.stake = TROOP * math.sqrt(8.0 / (self.supply + 1.0)) * STAKE
        self._threat: dict[int, float] = {}
        self._plains: dict[int, frozenset] = {}

    def connected(self, a: int, b: int) -> bool:
        """Plain-connected without barricade (K-4), with each city's plains looked up once."""
        plains = self._plains
        pa = plains.get(a)
        if pa is None:
            pa = plains[a] = self.board.plains_touching(a)
        pb = plains.get(b)
        if pb is None:
            pb = plains[b] = self.board.plains_touching(b)
        return not pa.isdisjoint(pb)

    def pts(self, city: int) -> int:
        return _points(self.board.tile_count(city))

    def gain(self, seat: int, amount: float) -> float:
        """The price of ``seat`` gaining ``amount`` points now (negative: losing)."""
        after = self.points[seat] + amount
        value = amount
        if amount > 0 and after >= self.win:
            value += WIN
        elif amount < 0 and self.points[seat] >= self.win - 2:
            value += 0.5 * amount  # knocking back a player near the end is worth more
        return value if seat == self.me else -self.weight[seat] * value

    def owners(self, city: int) -> dict[int, list]:
        out: dict[int, list] = {}
        for space, seat, holding in self.ct.get(city, ()):
            out.setdefault(seat, []).append(holding)
        return out

    def alert_of(self, city: int, seat: int) -> int:
        return sum(1 for _, s, h in self.ct.get(city, ()) if s == seat and not h)

    def forces(self, city: int) -> tuple[int, int]:
        troops = self.ct.get(city, ())
        holding = sum(1 for _, _, h in troops if h)
        return len(troops) - holding, holding

    def threat(self, city: int, alert: int | None = None, holding: int | None = None,
               owner: int | None = None) -> float:
        """The best rival attack's odds on a city of ``owner`` (default: its controller) with
        these troops (default: its own); 0 when no rival can reach it."""
        default = alert is None and owner is None
        if default and city in self._threat:
            return self._threat[city]
        if owner is None:
            owner = self.ctrl.get(city)
        if alert is None:
            alert, holding = self.forces(city)
        best = 0.0
        for other, seat in self.ctrl.items():
            if seat == owner or other == city or not self.st.commands[seat]:
                continue
            a = self.alert_of(other, seat)
            if a and self.connected(other, city):
                best = max(best, attack_win(a, alert, holding))
        if alert + holding == 0:
            best = 1.0 if best else 0.0
        if default:
            self._threat[city] = best
        return best

    def free(self, city: int) -> int:
        return len(self.board.garrison_spaces(city)) - len(self.ct.get(city, ()))


# -- placements, without placing -------------------------------------------------------------------
def _groups(board, tile: int, x: int, y: int, r: int):
    """The cities a placement makes: [(roots joined, open half-edges after, tiles, new spaces)]."""
    face = board.tiles.type(tile).faces[r]
    parts = []
    for part in face.cities:
        roots = set()
        closed = set()  # neighbours' half-edges this part closes
        open_here = 0
        for e in part.edges:
            dx, dy = STEPS[e]
            near = (x + dx, y + dy)
            if near in board.placed:
                for s in edge_slots(e):
                    t = facing_slot(s)
                    roots.add(board.city_of(near[0], near[1], t))
                    closed.add((near[0], near[1], t))
            else:
                open_here += 3
        spaces = [i for i, g in enumerate(face.garrisons) if g.city == part.name]
        parts.append([roots, closed, open_here, spaces])
    # parts of this tile that touch the same city are one city
    merged = []
    for p in parts:
        for m in merged:
            if m[0] & p[0]:
                m[0] |= p[0]
                m[1] |= p[1]
                m[2] += p[2]
                m[3] += p[3]
                break
        else:
            merged.append(p)
    out = []
    for roots, closed, open_here, spaces in merged:
        open_left = open_here
        tiles = 1
        for root in roots:
            open_left += len(board.open_half_edges(root) - closed)
            tiles += board.tile_count(root)
        out.append((tuple(roots), open_left, tiles, spaces))
    return out


def price_placement(v: View, tile: int, x: int, y: int, r: int, crowd: bool = True) -> float:
    """A placement's worth to ``v.me`` in points, with the troops it would put on the new tile."""
    me = v.me
    supply = v.supply
    total = 0.0
    for roots, open_left, tiles, spaces in _groups(v.board, tile, x, y, r):
        owners: dict[int, int] = {}
        for root in roots:
            for _, s, _ in v.ct.get(root, ()):
                owners[s] = owners.get(s, 0) + 1
        pts = _points(tiles)
        mine = owners.get(me, 0)
        rivals = {s: c for s, c in owners.items() if s != me}
        can_add = min(len(spaces), supply)
        if open_left == 0:  # closed now: decided at once (K-2)
            add = can_add if rivals else min(can_add, 1 if not mine else 0)
            if not rivals:
                if mine or add:
                    total += v.gain(me, pts) - add * TROOP
                continue
            if not mine and not add:
                if len(rivals) == 1:
                    (s,), = [tuple(rivals)]
                    total += v.gain(s, pts)
                continue
            if not crowd:
                add = 0
            sides = [me] + sorted(rivals)
            odds = civil_win(tuple([mine + add] + [rivals[s] for s in sides[1:]]))
            for s, p in zip(sides, odds):
                total += p * v.gain(s, pts)
            total -= add * TROOP
            supply -= add
            continue
        # still open: nearer to closing is worth more to whoever holds it
        near = 1.0 / (1.0 + open_left / 3.0)
        size_hope = max(pts, 1.5 if tiles >= 3 else 1.0)
        if not rivals:
            if mine:
                total += 0.35 * near * size_hope
            elif can_add and supply > 2:
                total += 0.25 * near * size_hope - v.stake
        elif crowd and not mine and can_add and supply > 2 and max(rivals.values()) == 1 and len(rivals) == 1:
            total += 0.12 * near * size_hope * v.weight[next(iter(rivals))] - v.stake
        elif not mine:
            for s in rivals:
                total += 0.2 * near * v.gain(s, size_hope) * (1 if len(rivals) == 1 else 0.4)
        else:
            total += 0.1 * near * size_hope
    return total


def expand_value(v: View, look: bool) -> float:
    """What drawing a tile is worth: the mean best placement over the tiles left (or a constant)."""
    st = v.st
    if not st.stack:
        return -1.0
    base = EXPAND_FLAT
    if look:
        counts: dict[int, int] = {}
        for t in st.stack:
            counts[t] = counts.get(t, 0) + 1
        # the commonest types left stand for the draw (each type costs a pass over the frontier)
        common = sorted(counts.items(), key=lambda tc: (-tc[1], tc[0]))[:LOOK_TYPES]
        total = 0.0
        for t, c in common:
            best = 0.0
            for x, y, r in v.board.legal_placements(t):
                best = max(best, price_placement(v, t, x, y, r))
            total += c * best
        base = 0.1 + total / sum(c for _, c in common)
    if len(st.stack) <= v.n:  # the end is near: the last tile ends the game (K-6)
        ranked = sorted(range(v.n), key=st.rank_key, reverse=True)
        if len(st.stack) == 1:
            return WIN if ranked[0] == v.me else -WIN
    return base


# -- prices of actions, per decision -----------------------------------------------------------------
def _city_arg(st, args) -> int:
    return st.city_by_key(args)


def war_price(v: View, origin: int, target: int, attackers: int | None = None) -> float:
    if attackers is None:
        attackers = v.alert_of(origin, v.me)
    alert, holding = v.forces(target)
    p = attack_win(attackers, alert, holding)
    owner = v.ctrl.get(target)
    value = p * (v.gain(v.me, v.pts(target)) + (v.gain(owner, -v.pts(target)) if owner is not None else 0))
    left = len(v.ct.get(origin, ())) - attackers
    if left == 0:
        value -= (1 - p) * 0.8 * v.gain(v.me, v.pts(origin))
    return value - (1 - p) * attackers * TROOP


def best_war(v: View, origins=None) -> tuple[float, int | None, int | None]:
    st, me = v.st, v.me
    best = (-math.inf, None, None)
    for origin, seat in v.ctrl.items():
        if seat != me or not v.alert_of(origin, me) or (origins is not None and origin not in origins):
            continue
        for target, owner in v.ctrl.items():
            if owner == me or not v.connected(origin, target):
                continue
            price = war_price(v, origin, target)
            if price > best[0]:
                best = (price, origin, target)
    return best


def defence_gain(v: View, city: int, alert: int, holding: int) -> float:
    """What moving ``city`` to ``alert``/``holding`` troops cuts from its threat, in points."""
    before = v.threat(city)
    after = v.threat(city, alert, holding)
    return THREAT * (before - after) * v.gain(v.me, v.pts(city))


def _my_cities(v: View) -> list[int]:
    return [c for c, s in v.ctrl.items() if s == v.me]


def turn_prices(v: View, legal: list[str], look: bool) -> dict[str, float]:
    st, me = v.st, v.me
    prices: dict[str, float] = {}
    mine = _my_cities(v)
    for a in legal:
        if a == EXPAND:
            p = expand_value(v, look)
        elif a == OCCUPY:
            p = max((occupy_price(v, c) for c in st.idle_cities()), default=-1.0)
        elif a == REINFORCE:
            p = max((reinforce_price(v, c) for c in mine if v.free(c) > 0), default=-1.0)
        elif a == COMMAND and not look:  # rollouts: only the war, the plots' pricing costs too much
            p = best_war(v)[0] - CARD
        elif a == COMMAND:
            p = max(command_prices(v).values(), default=-1.0) - CARD
        elif a == SWITCH_HOLD:
            p = sum(max(0.0, defence_gain(v, c, 0, sum(v.forces(c)))) for c in mine) - 0.05
        elif a.startswith(SWITCH):
            p = max(best_war_after_alert(v) - 0.3, -0.5)
        elif a == WITHDRAW:
            p = -0.4 if v.supply else -0.2
        elif a == TRANSFER:
            p = -0.3
        elif a == PASS:
            p = -1.0
        else:
            p = -1.0
        prices[a] = p
    return prices


def best_war_after_alert(v: View) -> float:
    """A war next turn if this turn's switch turned the origin's troops alert (discounted)."""
    if not v.st.commands[v.me]:
        return -1.0
    best = -1.0
    for origin in _my_cities(v):
        troops = len(v.ct.get(origin, ()))
        for target, owner in v.ctrl.items():
            if owner != v.me and v.connected(origin, target):
                best = max(best, 0.5 * war_price(v, origin, target, troops) - CARD)
    return best


def occupy_price(v: View, city: int) -> float:
    if not v.supply:
        return -1.0
    pts = v.pts(city)
    p = float(wars.occupation_odds(pts == 2))
    exposed = 1 - THREAT * v.threat(city, 1, 0, v.me)  # a lone alert troop is easy prey
    return p * v.gain(v.me, pts) * exposed - p * TROOP


def reinforce_price(v: View, city: int) -> float:
    alert, holding = v.forces(city)
    return defence_gain(v, city, alert, holding + 1) - TROOP - 0.05


def command_prices(v: View) -> dict[str, float]:
    """Each use of a command card the seat could carry out, priced."""
    st, me = v.st, v.me
    out: dict[str, float] = {}
    mine = _my_cities(v)
    for a in st.command_choices(me):
        verb, args = split(a)
        if verb == WAR:
            out[a] = best_war(v)[0]
        elif verb == EMERGENCY and args == [IN]:
            out[a] = max((defence_gain(v, c, *_plus(v.forces(c), 0, 2)) - 2 * TROOP
                          for c in mine if v.free(c) >= 2), default=-1.0)
        elif verb == EMERGENCY:
            out[a] = -1.0
        elif verb == PLOT:
            out[a] = plot_price(v, args[0]) - PLOT_CARD
        else:
            out[a] = -1.0
    return out


def _plus(forces, alert, holding):
    return forces[0] + alert, forces[1] + holding


def plot_price(v: View, name: str) -> float:
    st, me = v.st, v.me
    others = {c: s for c, s in v.ctrl.items() if s != me}
    if name == "beauty":
        best = -1.0
        for c, s in others.items():
            troops = v.ct.get(c, ())
            if len(troops) == 1:  # the city falls idle
                best = max(best, v.gain(s, -v.pts(c)) * 1.0)
            else:
                best = max(best, 0.15 * v.gain(s, -v.pts(c)))
        return best
    if name == "lure_tiger":
        best = -1.0
        for c, s in others.items():
            alert, holding = v.forces(c)
            if not holding:
                continue
            for o in _my_cities(v):
                a = v.alert_of(o, me)
                if a and v.connected(o, c):
                    p = attack_win(a, alert + holding, 0)
                    best = max(best, p * (v.gain(me, v.pts(c)) + v.gain(s, -v.pts(c))) + CARD)
        return best
    if name == "secret_path":
        best = -1.0
        for o in _my_cities(v):
            if not v.alert_of(o, me):
                continue
            for c in others:
                best = max(best, war_price(v, o, c))
        return best
    if name == "drive_tiger":
        best = -1.0
        for o, so in others.items():
            a = v.alert_of(o, so)
            if not a:
                continue
            for c, sc in others.items():
                if sc == so or not v.connected(o, c):
                    continue
                p = attack_win(a, *v.forces(c))
                value = p * (v.gain(so, v.pts(c)) + v.gain(sc, -v.pts(c)))
                if a == len(v.ct.get(o, ())):
                    value += (1 - p) * v.gain(so, -v.pts(o)) * 0.7
                best = max(best, value)
        return best
    return -1.0


# -- one price per legal action -------------------------------------------------------------------
def prices(st, look: bool = True, crowd: bool = True, sample: random.Random | None = None
           ) -> list[tuple[float, str]]:
    """Every legal action with its price for the seat to act, best first (ties: the rules' order).

    ``sample``: price only a few placements drawn with it (rollouts)."""
    legal = st.legal_actions()
    if st.unspent is not None:  # a bot chose its card's use with its eyes open: it never puts it back
        legal.remove(BACK)
    if len(legal) == 1:
        return [(0.0, legal[0])]
    if sample is not None and len(legal) > SAMPLED and st.pending and st.pending[-1][0] == "place":
        legal = sample.sample(legal, SAMPLED)
    v = View(st, st.to_act)
    if not st.pending:
        table = turn_prices(v, legal, look)
        priced = [table[a] for a in legal]
    else:
        frame = st.pending[-1]
        handler = _FRAMES.get(frame[0])
        priced = handler(v, frame, legal, crowd) if handler else [0.0] * len(legal)
    out = sorted(((p, -i, a) for i, (p, a) in enumerate(zip(priced, legal))), reverse=True)
    return [(p, a) for p, _, a in out]


def _place(v, frame, legal, crowd):
    tile = frame[2]
    out = []
    for a in legal:
        _, x, y, r = a.split(":")  # the rules spelled them: ``place:X:Y:R``
        out.append(price_placement(v, tile, int(x), int(y), int(r), crowd=crowd))
    return out


def _garrison(v, frame, legal, crowd):
    st, me = v.st, v.me
    x, y, i = frame[2:5]
    city = st.space_city((x, y, i))
    closed = v.board.is_complete(city)
    owners = v.owners(city)
    mine = len(owners.get(me, ()))
    rivals = {s: len(h) for s, h in owners.items() if s != me}
    pts = v.pts(city)
    # what one more troop of mine here is worth
    if closed:
        if not rivals:
            put = v.gain(me, pts) if not mine else 0.05  # the first troop takes it (K-2)
        else:
            sides = [me] + sorted(rivals)
            before = civil_win(tuple([mine] + [rivals[s] for s in sides[1:]]))
            after = civil_win(tuple([mine + 1] + [rivals[s] for s in sides[1:]]))
            put = sum((a - b) * v.gain(s, pts) for s, a, b in zip(sides, after, before)) if crowd else -0.5
    else:
        open_left = len(v.board.open_half_edges(city))
        near = 1.0 / (1.0 + open_left / 3.0)
        hope = max(pts, 1.5 if v.board.tile_count(city) >= 3 else 1.0)
        if not rivals and not mine:
            put = 0.3 * near * hope if v.supply > 2 else -0.2
        elif not rivals:
            put = -0.05
        elif crowd and mine + 1 > max(rivals.values()) and v.supply > 2:
            put = 0.15 * near * hope
        else:
            put = -0.2
    cost = TROOP if closed else v.stake
    out = []
    for a in legal:
        if a == NONE:
            out.append(0.0)
        elif a == HOLD:
            out.append(put - cost + (0.03 if closed else -0.02))
        else:
            out.append(put - cost + (0.0 if closed else 0.01))
    return out




def _prefer(word: str):
    """A frame handler that slightly prefers one word (a troop's state) over the others."""
    return lambda v, frame, legal, crowd: [0.1 if a == word else 0.0 for a in legal]


def _per_city(price):
    """A frame handler pricing each ``city:X:Y:I`` choice with ``price(view, city)``."""
    return lambda v, frame, legal, crowd: [price(v, _city_arg(v.st, split(a)[1])) for a in legal]


def _spare(v: View, city: int) -> float:
    """How readily troops leave a city: a full, safe one first, never the last troop."""
    n = len(v.ct.get(city, ()))
    return n - 10 * v.threat(city) - (5 if n == 1 else 0)




def _switch_more(v, frame, legal, crowd):
    to_hold = frame[2]
    out = []
    for a in legal:
        if a == DONE:
            out.append(0.0)
            continue
        c = _city_arg(v.st, split(a)[1])
        alert, holding = v.forces(c)
        if to_hold:
            out.append(defence_gain(v, c, alert - 1, holding + 1) + 0.01)
        else:
            out.append(0.2 if v.alert_of(c, v.me) == 0 else -0.05)
    return out




def _command_choice(v, frame, legal, crowd):
    table = command_prices(v)
    return [table.get(a, -1.0) for a in legal]


def _war_origin(v, frame, legal, crowd):
    out = []
    for a in legal:
        c = _city_arg(v.st, split(a)[1])
        out.append(best_war(v, {c})[0])
    return out


def _war_target(v, frame, legal, crowd):
    origin = v.st.space_city(frame[2])
    return [war_price(v, origin, _city_arg(v.st, split(a)[1])) for a in legal]


def _war_count(v, frame, legal, crowd):
    return [int(split(a)[1][0]) for a in legal]  # every alert troop: the best odds


def _war_retreat(v, frame, legal, crowd):
    seat, origin, target, attackers, defender = frame[1:6]
    alert, holding = v.forces(v.st.space_city(target))
    p = attack_win(attackers, alert, holding)
    pts = v.pts(v.st.space_city(target))
    fight = p * (v.gain(v.me, pts) + v.gain(defender, -pts)) - (1 - p) * attackers * TROOP
    origin_city = v.st.space_city(origin)
    if len(v.ct.get(origin_city, ())) == attackers:
        fight -= (1 - p) * 0.8 * v.gain(v.me, v.pts(origin_city))
    return [fight if a == CONTINUE else 0.0 for a in legal]


def _war_settle(v, frame, legal, crowd):
    seat, origin, target, survivors = frame[1:5]
    staying = len(v.ct.get(v.st.space_city(origin), ())) - survivors
    out = []
    for a in legal:
        k = int(split(a)[1][0])
        keep = survivors - k + staying  # troops left in the origin
        out.append((5.0 if k else -5.0) + (1.0 if keep else -1.0) + 0.1 * k)
    return out


def _war_take_origin(v, frame, legal, crowd):
    defender, origin, target, may = frame[1:5]
    left = len(v.ct.get(v.st.space_city(target), ()))
    out = []
    for a in legal:
        k = int(split(a)[1][0])
        out.append(-5.0 if k >= left else (1.0 if k else 0.0) - 0.01 * k)
    return out




def _others_city(v, frame, legal, crowd):
    """Beauty / lure: the rival city where the plot hurts most."""
    out = []
    for a in legal:
        c = _city_arg(v.st, split(a)[1])
        owner = v.ctrl.get(c)
        troops = len(v.ct.get(c, ()))
        hurt = -v.gain(owner, -v.pts(c)) if owner is not None else 0.0
        out.append(hurt / troops if frame[0] == "beauty_city" else hurt - troops * 0.1)
    return out


def _beauty_put(v, frame, legal, crowd):
    out = []
    for a in legal:
        if a == NONE:
            out.append(0.0)
        else:
            out.append(reinforce_price(v, _city_arg(v.st, split(a)[1])) + TROOP + 0.01)
    return out


def _lure_war(v, frame, legal, crowd):
    target = v.st.space_city(frame[2])
    out = []
    for a in legal:
        if a == NONE:
            out.append(0.0)
        else:
            out.append(war_price(v, _city_arg(v.st, split(a)[1]), target) + CARD)
    return out


def _secret_target(v, frame, legal, crowd):
    origin = v.st.space_city(frame[2])
    return [war_price(v, origin, _city_arg(v.st, split(a)[1])) for a in legal]


def _hurt(v: View, city: int) -> float:
    """What a rival's losing ``city`` is worth to the seat."""
    owner = v.ctrl.get(city)
    return -v.gain(owner, -v.pts(city)) if owner is not None else 0.0


_exposure = _per_city(lambda v, c: -v.threat(c) * v.pts(c))  # safest city first
_FRAMES = {
    "place": _place, "garrison": _garrison,
    "reinforce_city": _per_city(reinforce_price), "reinforce_state": _prefer(HOLD),
    "withdraw_city": _per_city(_spare), "withdraw_state": _prefer(ALERT),
    "transfer_from": _exposure, "transfer_to": _exposure,
    "switch_more": _switch_more, "occupy_city": _per_city(occupy_price), "command_choice": _command_choice,
    "war_origin": _war_origin, "war_target": _war_target, "war_count": _war_count,
    "war_retreat": _war_retreat, "war_settle": _war_settle, "war_take_origin": _war_take_origin,
    "emergency_in": _per_city(lambda v, c: v.threat(c) * v.pts(c)), "emergency_in_state": _prefer(HOLD),
    "emergency_out": _per_city(_spare), "emergency_out_state": _prefer(ALERT),
    "drive_origin": _per_city(lambda v, c: v.alert_of(c, v.ctrl.get(c))), "drive_target": _per_city(_hurt),
    "secret_origin": _per_city(lambda v, c: v.alert_of(c, v.me)), "secret_target": _secret_target,
    "beauty_city": _others_city, "beauty_state": _prefer(HOLD), "beauty_put": _beauty_put,
    "lure_city": _others_city, "lure_war": _lure_war,
}


def decide(st, rng: random.Random | None = None, noise: float = 0.0, look: bool = True,
           crowd: bool = True, sample: bool = False) -> str:
    ranked = prices(st, look, crowd, rng if sample else None)
    if noise and rng is not None and len(ranked) > 1:
        return max(ranked, key=lambda pa: pa[0] + rng.gauss(0.0, noise))[1]
    return ranked[0][1]


# -- the hooks ------------------------------------------------------------------------------------
#: frames where the search weighs alternatives; elsewhere it follows the heuristic
SEARCHED = frozenset({None, "place"})


class ThreeKingdomsAI(GameAI):
    """3KingdomsBattle's hooks: priced heuristic, projected-score value, shuffled stack."""

    rollout_depth = 16  # about four turns at four players; then ``evaluate``
    think_seconds = {"normal": 0.025, "hard": 0.15}  # normal at 0.05 s was as strong as hard (see above)
    exploration = 0.5
    ordered_expansion = True
    switch_margin = 0.04
    switch_visits = 12
    switch_z = 1.5
    candidates = 4
    noise = EASY_NOISE

    def evaluate(self, state) -> list[float]:
        n = state.num_players
        board = state.board
        proj = [float(p) for p in state.points]
        ctrl = state.controllers()
        for city, troops in state.city_troops().items():
            if city in ctrl:
                continue
            owners = {s for _, s, _ in troops}
            if len(owners) == 1 and not board.is_complete(city):
                s = owners.pop()
                open_left = len(board.open_half_edges(city))
                proj[s] += 0.4 * _points(board.tile_count(city)) / (1.0 + open_left / 3.0)
        for s in range(n):
            proj[s] += 0.03 * state.supply[s] + 0.05 * state.commands[s]
        win = state.options.win_score
        left = len(state.stack) / max(1, state.board.tiles.total)
        closeness = max(max(state.points) / win, 1 - left)
        temp = TEMPERATURE * (1.0 - 0.7 * closeness)
        top = max(proj)
        w = [math.exp((p - top) / temp) for p in proj]
        total = sum(w)
        return [x / total for x in w]

    def heuristic_action(self, obs, rng):
        return decide(obs, rng, self.noise, look=True, crowd=False)

    def rollout_action(self, state, rng):
        return decide(state, rng, ROLLOUT_NOISE, look=False, sample=True)

    def candidate_actions(self, state) -> list[str]:
        frame = state.pending[-1][0] if state.pending else None
        # the tile lookahead only at the root (the observation), not in every sampled world
        ranked = [a for _, a in prices(state, look=frame is None and state.viewer is not None)]
        if frame not in SEARCHED:
            return ranked[:1]
        return ranked[:self.candidates]

    def for_level(self, level: str) -> GameAI:
        return HARD if level == "hard" else self

    # -- the arena's balance report: the tile types ----------------------------------------------
    report_players = (3, 4, 5)
    safeguard_ends = ("limit",)  # K-14, our turn limit

    def report_facts(self, state, events):
        placed = [kind for kind, _rotation in state.board.placed.values()]
        kinds = sorted(set(placed) | set(state.removed))
        first = next((e.data["first"] for e in events if e.kind == "setup"), None)
        winners = state.winners()
        n = state.num_players
        return {"Tiles placed per game by type": {f"type {k}": placed.count(k) for k in kinds},
                "Tiles removed per game by type (fit nowhere, K-6)": {f"type {k}": state.removed.count(k) for k in kinds},
                "Cities closed per game by player count": {f"{n}p": mean(len(state.board.completed_cities()))},
                "How games end": {state.end_reason: rate(1)} | {r: rate(0) for r in ("score", "tiles", "limit") if r != state.end_reason},
                "The first player wins (K-11 draws the first seat)": {
                    f"{n}p": rate(1 / len(winners) if first in winners else 0.0)}}


class HardThreeKingdomsAI(ThreeKingdomsAI):
    """Hard: a longer budget, spent on the paired search (``paired_search``): each sampled world
    is played out after every candidate, the seat finishing its turn as the heuristic would."""

    candidates = 4

    def search(self, obs, rng, think_seconds, max_iterations=None, cancel=None, go_on=None):
        return paired_search(obs, self, rng, think_seconds, max_iterations, cancel, go_on)

    def playout(self, world, seed: int, seat: int) -> None:
        """Play on from a candidate: the rest of ``seat``'s turn by the noiseless heuristic (every
        placement priced: a drawn tile is placed as the seat would), then the rollout policy,
        ``rollout_depth`` actions in all. The dice and the rollout's choices are reseeded from
        ``seed`` at every turn, so worlds that parted at the root meet the same luck turn by turn."""
        turns = world.turns
        now = rng = None
        for _ in range(self.rollout_depth):
            if world.is_over():
                return
            if world.turns != now:
                now = world.turns
                world.rng = random.Random(seed * 7919 + now)  # the world is our own sample
                rng = random.Random(seed * 104729 + now)
            if world.to_act == seat and world.turns == turns:
                world.apply(decide(world, look=False))
            else:
                world.apply(self.rollout_action(world, rng))


AI = ThreeKingdomsAI()
HARD = HardThreeKingdomsAI()
