"""Samurai Sword's bots: role beliefs, a heuristic player, its cheap rollout twin, a value (pure).

Everything here decides from what the deciding seat may know. The bots get
``state.observation(seat)``: their own role and hand, the Shogun's role (public),
every seat's character, resilience, honour, properties and hand size, the
discard pile, and the public record of who aimed what at whom
(``hostile[a * n + b]``: weapon attacks, Geisha, Diversion, Bushido placed;
``helped[a * n + b]``: Breathing's card, Geisha taking Bushido away). The search's rollouts play on worlds
sampled from that observation.

**Beliefs.** Every assignment of the unseen role cards to the seats whose roles
are hidden is weighed by the likelihood of the record under a simple behaviour
model (``AIM``): each act's chance is the weight of the target's role for the
actor's role over the weights of every seat it might have aimed at instead — a
Ninja goes for the Shogun and his Samurai, a Samurai almost never hits his
Shogun, the Ronin hits anyone; helping acts go to friends (``HELP_*``).
``determinize`` samples roles by those weights (the rules' own sampling is
uniform); the heuristic uses the marginals: for each seat, the chance it is in
the deciding seat's camp.

**The heuristic** prices every legal action in points (honour × multiplier):
a knock-out moves one honour from the victim to the attacker, so it is worth
the attacker's multiplier plus part of the victim's (a rival's loss), less
when the victim may be a friend; when the victim has one honour left the game
ends there, and the knock-out is priced by whether the deciding camp would win
that final count (friendly fire costs its camp 3 — never done on purpose).
Damage short of a knock-out is progress towards one; an attack is discounted
by the chance the target holds a Parry. Cards are worth what they do: Armor,
Focus and Fast Draw at once; Tea Ceremony and Daimyo for their draws (Daimyo
held back near the end, when it scores); Breathing when hurt, its card to the
likeliest friend; Geisha and Diversion against likely rivals (Geisha also
rids a friend of Bushido); Battlecry and Jujutsu when they hurt rivals more
than friends. Answers block when the damage would hurt more than the Parry
is worth keeping. The easy level adds noise; rollouts play the same prices
with a little noise.

**The value** of a position for a seat is its camp's chance to win, a softmax
over the camps' provisional scores (honour × multiplier, less the honour at
risk from low resilience, plus Daimyo held and a little per card in hand),
with a temperature that shrinks as the end (a seat's last honour) comes near.
A finished game is worth 1 to every seat of the winning camp (not shared).

**The search** (normal, hard: the generic ISMCTS) weighs the heuristic's best
``candidates`` actions (and ``end``), best first; with ``ordered_expansion`` it
answers the heuristic's choice unless another candidate was visited
``switch_visits`` times and beats it by ``switch_margin`` and by ``switch_z``
standard errors (measured: against random bots the search at 0.05-0.2 s wins
no more than the noise-free heuristic, and unguarded switches on noise cost).
Rollouts are the heuristic with a little noise, on the sampled world, each
seat deciding with the beliefs its own seat would hold there (its own role,
the Shogun's, the record as it stood at the root), not the world's roles: a
rollout in which everyone knew every role could not tell a tell from a
hidden move. Rollouts stop after ``rollout_depth`` actions (about a round).
"""
from __future__ import annotations

import functools
import itertools
import math
import random
from collections import Counter

from client.ai.hooks import GameAI, rate
from client.core.actions import split

from . import content as C
from .rules import ANSWER, BUSHIDO, DISCARD, DRAW, PARRY, PLAY, UNKNOWN

# -- belief weights: a simple model of whom each role aims at ------------------------------
#: how readily a seat of the outer role aims a hostile act (weapon, Geisha, Diversion, Bushido)
#: at a seat of the inner role. An act's likelihood is its weight over the sum of the weights of
#: every seat the actor might have aimed at instead, so a role that has few rivals at the table
#: is not excused for hitting a friend. A Ninja goes for the Shogun and his Samurai first; a
#: Samurai almost never strikes his Shogun; the Ronin, alone, takes honour from anyone.
AIM = {
    C.SHOGUN: {C.SAMURAI: 0.1, C.NINJA: 1.0, C.RONIN: 0.8},
    C.SAMURAI: {C.SHOGUN: 0.02, C.SAMURAI: 0.15, C.NINJA: 1.0, C.RONIN: 0.8},
    C.NINJA: {C.SHOGUN: 1.0, C.SAMURAI: 0.9, C.NINJA: 0.15, C.RONIN: 0.6},
    C.RONIN: {C.SHOGUN: 1.0, C.SAMURAI: 0.9, C.NINJA: 0.9},
}
#: the same for a helping act (Breathing's card, Geisha taking Bushido away): friends first
HELP_FRIEND, HELP_RIVAL = 1.0, 0.3


def _help_weight(actor: str, target: str) -> float:
    return HELP_FRIEND if C.TEAM_OF[actor] == C.TEAM_OF[target] and actor != C.RONIN else HELP_RIVAL


def _act_logs(n: int) -> dict[tuple[str, str], tuple[float, float]]:
    """(actor's role, target's role) → log-likelihood of one hostile act, of one helping act,
    at an ``n``-seat table. The seats an actor might have aimed at hold every role card in play
    but its own, so the normalising sum depends on the actor's role alone."""
    out = {}
    for actor in set(C.ROLES_BY_PLAYERS[n]):
        others = Counter(C.ROLES_BY_PLAYERS[n])
        others[actor] -= 1
        others = list(others.elements())
        aim_total = sum(AIM[actor][r] for r in others)
        help_total = sum(_help_weight(actor, r) for r in others)
        for target in set(others):
            out[actor, target] = (math.log(AIM[actor][target] / aim_total),
                                  math.log(_help_weight(actor, target) / help_total))
    return out


_ACT_LOGS = {n: _act_logs(n) for n in C.ROLES_BY_PLAYERS}

# -- prices (points: one honour of a ×1 role) ---------------------------------------------
RIVAL_LOSS = 0.6  # a rival camp's point lost, against a point won
PROGRESS = 0.55  # damage short of a knock-out: this share of the knock-out per resilience point
IMMUNE = 0.5  # playing one's last card: harmless (out of reach) until the next turn
FRIEND_HURT = 2.0  # beyond the points: a friend knocked out is a friend exposed (and a tell)
END_SWING = 6.0  # ending the game with a win (or a loss)
PARRY_P = 15 / 90  # chance one unknown hand card is a Parry (Battlecry's block too)
WEAPON_P = 32 / 90  # chance one unknown hand card is a weapon (Jujutsu's block)
# the easy level's noise on prices (points). 0.6, not 0.35: the noise is what sets easy apart
# (the noise-free heuristic, which normal's search starts from, against four easy bots, 1000
# games: 40.7 % against a control of 33.8 % at 0.35, 45.3 % against 34.7 % at 0.6), and easy at
# 0.6 still beats random clearly (58.0 % against a control of 37.5 %, 1000 games, seed 9000).
EASY_NOISE = 0.6
ROLLOUT_NOISE = 0.15
CARD = 0.3  # a card in hand, on average
#: what a card is worth kept in hand (discards, costs of blocks and of weapons spent)
KEEP = {
    "parry": 0.75, "armor": 0.6, "focus": 0.35, "fastdraw": 0.45, "bushido": 0.25,
    "battlecry": 0.4, "jujutsu": 0.35, "breathing": 0.5, "daimyo": 0.45, "diversion": 0.4,
    "geisha": 0.4, "teaceremony": 0.5,
}
for _w in C.WEAPONS:
    _card = C.CARD_BY_ID[_w]
    KEEP[_w] = 0.12 + 0.1 * _card.damage + 0.05 * _card.difficulty
TEMPERATURE = 1.2  # points per e-fold in ``evaluate`` when the end is one honour away
CAMP_BONUS = {C.NINJA: 0.4, C.SHOGUN: 0.2, C.RONIN: 0.0}  # ties go to the Ninja, then the Shogun


def _multiplier(n: int, role: str, stars: int = 0) -> float:
    if n == 4 and role == C.NINJA:
        return 1.5  # the ×2 goes to one of the two Ninja: on average
    return C.MULTIPLIER[n][role]


# -- beliefs ---------------------------------------------------------------------------------
@functools.lru_cache(maxsize=64)
def _orders(cards: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The distinct orders of a multiset of role cards (shared: never change it)."""
    return sorted(set(itertools.permutations(cards)))


class Beliefs:
    """Role assignments for the hidden seats, weighed by how likely each makes the public
    record (``AIM``, ``HELP_*``): P(record | roles) = the product over acts of the actor's
    chance to aim that act at that seat. Reads the seats' public roles and the record only."""

    __slots__ = ("assignments", "cumulative", "role_p", "camp_p", "seats")

    def __init__(self, n: int, roles, hostile, helped):
        hidden = [s for s in range(n) if roles[s] == UNKNOWN]
        pool = Counter(C.ROLES_BY_PLAYERS[n])
        pool.subtract(r for r in roles if r != UNKNOWN)
        cards = sorted(pool.elements())
        assignments = _orders(tuple(cards)) if hidden else [()]
        acts = [(a, b, hostile[a * n + b], helped[a * n + b]) for a in range(n) for b in range(n)
                if a != b and (hostile[a * n + b] or helped[a * n + b])]
        logs = _ACT_LOGS[n]
        weights = []
        full = list(roles)
        for assignment in assignments:
            for s, r in zip(hidden, assignment):
                full[s] = r
            logw = 0.0
            for a, b, h, g in acts:
                hit, helped_log = logs[full[a], full[b]]
                logw += h * hit + g * helped_log
            weights.append(logw)
        top = max(weights)
        weights = [math.exp(w - top) for w in weights]
        total = sum(weights)
        self.assignments = [tuple(zip(hidden, a)) for a in assignments]
        self.cumulative = list(itertools.accumulate(w / total for w in weights))
        role_p = [{roles[s]: 1.0} if roles[s] != UNKNOWN else {} for s in range(n)]
        for assignment, w in zip(self.assignments, weights):
            p = w / total
            for s, r in assignment:
                role_p[s][r] = role_p[s].get(r, 0.0) + p
        self.role_p = role_p
        camp_p = []
        for dist in role_p:
            camps: dict[str, float] = {}
            for r, p in dist.items():
                camps[C.TEAM_OF[r]] = camps.get(C.TEAM_OF[r], 0.0) + p
            camp_p.append(camps)
        self.camp_p = camp_p
        self.seats = {}  # seat → what its view reads of these beliefs (``_seat_view``)

    def sample(self, rng: random.Random) -> tuple[tuple[int, str], ...]:
        x = rng.random()
        cum = self.cumulative
        lo, hi = 0, len(cum) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if cum[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        return self.assignments[lo]


_BELIEFS: dict[tuple, Beliefs] = {}


class _Certain:
    """A world's beliefs: every role is known there."""

    __slots__ = ("role_p", "camp_p", "seats")

    def __init__(self, roles):
        self.role_p = [{r: 1.0} for r in roles]
        self.camp_p = [{C.TEAM_OF[r]: 1.0} for r in roles]
        self.seats = {}


_CERTAIN: dict[tuple, _Certain] = {}


def beliefs(st) -> Beliefs | _Certain:
    """The beliefs of ``st``'s viewer (a world with every role known gives certainties)."""
    if UNKNOWN not in st.roles:
        key = tuple(st.roles)
        c = _CERTAIN.get(key)
        if c is None:
            c = _CERTAIN[key] = _Certain(key)
        return c
    return _beliefs(st.num_players, tuple(st.roles), st.hostile, st.helped)


def seat_beliefs(world, seat: int) -> Beliefs | _Certain:
    """What ``seat`` believes in a sampled world: its own role, the Shogun's, the record (so
    that a rollout's players do not know the roles the deciding seat cannot know either).
    A world ``determinize`` made reads the record as it stood at the search's root: a rollout
    is short, and beliefs weighed once per seat and role serve all of the search's rollouts."""
    # (an observation copied from a world carries the world's memo: not for its hidden roles)
    memo = world.__dict__.get(_SEAT_BELIEFS) if world.viewer is None else None
    if memo is not None and seat in memo:
        return memo[seat]
    roles = tuple(r if s == seat or r == C.SHOGUN else UNKNOWN for s, r in enumerate(world.roles))
    if UNKNOWN not in roles:
        b = beliefs(world)
    else:
        hostile, helped = world.__dict__.get(_ROOT_RECORD) or (world.hostile, world.helped)
        b = _beliefs(world.num_players, roles, hostile, helped)
    if memo is not None:
        memo[seat] = b
    return b


_ROOT_RECORD = "root_record"  # a sampled world's note of the record at the search's root
# a sampled world's seat → ``seat_beliefs``: its roles and root record never change, so each
# seat's beliefs are looked up once per world, not at every rollout decision
_SEAT_BELIEFS = "seat_beliefs"


def _beliefs(n: int, roles: tuple, hostile, helped) -> Beliefs:
    key = (roles, tuple(hostile), tuple(helped))
    b = _BELIEFS.get(key)
    if b is None:
        if len(_BELIEFS) > 20000:
            _BELIEFS.clear()
        b = _BELIEFS[key] = Beliefs(n, roles, hostile, helped)
    return b


# -- the view: what the deciding seat believes, prices ----------------------------------------------
class _View:
    """Prices from ``seat``'s point of view. ``camp_p[s]``: camp → probability for seat s."""

    __slots__ = ("st", "n", "me", "my_camp", "camp_p", "role_p", "friend", "my_mult", "mult", "end_near", "_ko")

    def __init__(self, st, seat: int, b):
        self.st = st
        self.n = st.num_players
        self.me = seat
        self.camp_p = b.camp_p
        self.role_p = b.role_p
        # read-only lists, shared by every view of this seat with these beliefs
        self.my_camp, self.friend, self.my_mult, self.mult = _seat_view(b, st, seat)
        self.end_near = min(st.honour) <= 1
        self._ko = {}  # target → ``knockout(target)``: every weapon aimed at it asks

    # -- outcomes ------------------------------------------------------------------------
    def camp_points(self) -> dict[str, float]:
        st, n = self.st, self.n
        pts = {t: 0.0 for t in C.TEAMS}
        for s in range(n):
            for r, p in self.role_p[s].items():
                pts[C.TEAM_OF[r]] += p * st.honour[s] * _multiplier(n, r)
        if st.roles[self.me] != C.RONIN:
            pts[self.my_camp] += st.hands[self.me].count("daimyo") * C.DAIMYO_POINTS
        return pts

    def deck_end(self, draws: int) -> float:
        """My gain if ``draws`` cards from the deck now would empty it and end the game
        (the rebuilt deck costs everyone an honour; a seat at one honour ends it)."""
        st = self.st
        if draws <= len(st.deck) or not st.discard or min(st.honour) > 1:
            return 0.0
        pts = self.camp_points()
        for s in range(self.n):
            for r, p in self.role_p[s].items():
                pts[C.TEAM_OF[r]] -= p * _multiplier(self.n, r)
        return END_SWING * self.win_if_over(pts)

    def win_if_over(self, pts: dict[str, float]) -> float:
        """Chance-like score in [-1, 1] that my camp wins a count of ``pts`` now."""
        mine = pts[self.my_camp] + CAMP_BONUS[self.my_camp] * 0.5
        best_rival = max(v + CAMP_BONUS[t] * 0.5 for t, v in pts.items() if t != self.my_camp
                         and (t != C.RONIN or self.n >= 5))
        return math.tanh((mine - best_rival) / 1.0)

    def knockout(self, target: int) -> float:
        """My gain (points) when I knock ``target`` out: its honour comes to me."""
        value = self._ko.get(target)
        if value is None:
            value = self._ko[target] = self._knockout(target)
        return value

    def _knockout(self, target: int) -> float:
        me, st = self.me, self.st
        f = self.friend[target]
        victim = self.mult[target]
        value = self.my_mult - f * (victim + FRIEND_HURT) + (1 - f) * RIVAL_LOSS * victim
        if st.honour[target] <= 1:  # that ends the game: the final count decides
            pts = self.camp_points()
            for r, p in self.role_p[target].items():
                pts[C.TEAM_OF[r]] -= p * _multiplier(self.n, r)
            for r, p in self.role_p[me].items():
                pts[C.TEAM_OF[r]] += p * _multiplier(self.n, r)
            pts[self.my_camp] -= f * C.FRIENDLY_FIRE_PENALTY
            value += END_SWING * self.win_if_over(pts)
        return value

    def hurt(self, target: int, damage: int) -> float:
        """My gain when ``target`` loses ``damage`` resilience (not blocked)."""
        hp = self.st.hp[target]
        if hp <= 0:
            return 0.0
        ko = self.knockout(target)
        if damage >= hp:
            return ko
        return ko * PROGRESS * damage / hp

    def block_chance(self, target: int, p_card: float) -> float:
        hand = self.st.hands[target]
        if target == self.me:
            return 0.0
        unknown = hand.count(UNKNOWN) if self.st.viewer is not None else len(hand)
        if self.st.viewer is not None and "parry" in hand and p_card == PARRY_P:
            return 1.0
        return 1.0 - (1.0 - p_card) ** unknown


def _seat_view(b, st, seat: int) -> tuple:
    """``seat``'s camp, the chance each seat is a friend, its multiplier and each seat's
    expected multiplier under beliefs ``b`` (computed once per seat and beliefs)."""
    out = b.seats.get(seat)
    if out is None:
        n, camp_p, role_p = st.num_players, b.camp_p, b.role_p
        my_camp = C.TEAM_OF[st.roles[seat]]
        friend = [camp_p[s].get(my_camp, 0.0) for s in range(n)]
        friend[seat] = 1.0
        mult = [sum(p * _multiplier(n, r) for r, p in role_p[s].items()) for s in range(n)]
        out = b.seats[seat] = (my_camp, friend, _multiplier(n, st.roles[seat]), mult)
    return out


def _view_of(st, seat: int, b=None) -> _View:
    return _View(st, seat, b or beliefs(st))


#: action → (verb, args): the rollouts price the same few hundred actions over and over
_PARSED: dict[str, tuple[str, list[str]]] = {}


def _parse(action: str) -> tuple[str, list[str]]:
    """``split(action)``, remembered (the args list is shared: never change it)."""
    out = _PARSED.get(action)
    if out is None:
        out = _PARSED[action] = split(action)
    return out


# -- pricing each action ------------------------------------------------------------------------
def _keep(card: str) -> float:
    return KEEP.get(card, CARD)


def _attack_price(v: _View, weapon: str, target: int) -> float:
    st = v.st
    dmg = st.attack_damage(v.me, weapon, target)
    gain = v.hurt(target, dmg)
    block = v.block_chance(target, PARRY_P)
    if st.chars[target] == "ushiwaka" and gain > 0:
        gain -= 0.1 * dmg
    return (1 - block) * gain - _keep(weapon) * 0.5


def _mass_price(v: _View, card: str) -> float:
    st, n, me = v.st, v.n, v.me
    total = 0.0
    p_card = WEAPON_P if card == "jujutsu" else PARRY_P
    for k in range(1, n):
        s = (me + k) % n
        if st.harmless(s) or st.chars[s] == "chiyome":
            continue
        block = v.block_chance(s, p_card)
        g = v.hurt(s, 1)
        # a block costs them a card: a little gain against rivals
        total += (1 - block) * g + block * (1 - 2 * v.friend[s]) * 0.25
    return total - _keep(card) * 0.5


def _price(v: _View, action: str) -> float:
    st, me = v.st, v.me
    verb, args = _parse(action)
    phase = st.phase
    if phase == PLAY:  # most decisions: first
        if verb == "end":
            return v.deck_end(_turn_draws(st, (me + 1) % v.n))
        immune = IMMUNE * v.my_mult if len(st.hands[me]) == 1 and verb != "nobunaga" else 0.0
        if verb == "attack":
            return _attack_price(v, args[0], int(args[1])) + immune
        return _play_price(v, verb, args) + immune
    if phase == PARRY or phase == ANSWER:
        if phase == PARRY:
            attacker, _target, _weapon, damage = st.pending
        else:
            _card, attacker, _queue = st.pending
            damage = 1
        hp = st.hp[me]
        lost = min(damage, hp)
        # what the damage costs me: a knock-out is an honour to the attacker
        cost = PROGRESS * v.my_mult * (1.0 + RIVAL_LOSS) * lost / max(hp, 1)
        if damage >= hp:
            cost = v.my_mult * (1.0 + RIVAL_LOSS) + (END_SWING if st.honour[me] <= 1 else 0.0)
        if verb == "take":
            return -cost
        return -_keep(args[0]) - (0.15 if args[0] != "parry" else 0.0)
    if phase == DISCARD:
        return -_keep(args[0])
    if phase == BUSHIDO:
        if args[0] == "honour":
            if st.num_players == 3 and st.roles[me] == C.SHOGUN:
                return 0.5  # spared by the variant: Bushido leaves for nothing
            return -v.my_mult * 1.2 - (END_SWING * 2 if st.honour[me] <= 1 else 0.0)
        return -_keep(args[0])
    if phase == DRAW:
        if args[0] == "discard":
            return _keep(st.discard[-1]) if st.discard else 0.0
        return CARD
    return 0.0


def _turn_draws(st, seat: int) -> int:
    """Cards ``seat``'s next turn takes from the deck: Bushido's reveal, then the draw."""
    count = C.DRAW_PER_TURN
    if st.num_players == 3 and st.roles[seat] == C.SHOGUN:
        count = C.SHOGUN_3P_DRAW
    count += st.chars[seat] == "hideyoshi"
    return count + ("bushido" in st.props[seat])


#: cards a play takes from the deck
_DRAWS = {"teaceremony": C.TEA_CEREMONY_DRAW, "daimyo": C.DAIMYO_DRAW, "breathing": 1}


def _play_price(v: _View, verb: str, args: list[str]) -> float:
    card = args[0] if verb == "play" else "nobunaga" if verb == "nobunaga" else None
    if card is None:
        return _play_value(v, verb, args)
    draws = _DRAWS.get(card, 1 if card == "nobunaga" else 0)
    if card == "teaceremony":
        draws += v.n - 1
    return _play_value(v, verb, args) + (v.deck_end(draws) if draws else 0.0)


def _play_value(v: _View, verb: str, args: list[str]) -> float:
    st, me = v.st, v.me
    if verb == "attack":
        return _attack_price(v, args[0], int(args[1]))
    if verb == "nobunaga":
        hp = st.hp[me]
        return CARD - (0.6 if hp <= 2 else 0.3 if hp == 3 else 0.1) * v.my_mult
    card = args[0]
    hand = st.hands[me]
    if card == "armor":
        return 0.9
    if card == "focus":
        weapons = sum(1 for c in hand if c in C.WEAPONS)
        return 0.45 + 0.25 * min(weapons, 2)
    if card == "fastdraw":
        return 0.7
    if card == "teaceremony":
        others = sum(1 - 2 * v.friend[s] for s in range(v.n) if s != me)
        return 3 * CARD - 0.5 * CARD * others + 0.4
    if card == "daimyo":
        if st.roles[me] != C.RONIN and v.end_near:
            return 2 * CARD - 1.0
        return 2 * CARD + 0.3
    if card in ("battlecry", "jujutsu"):
        return _mass_price(v, card)
    target = int(args[1])
    rival = 1 - 2 * v.friend[target]
    if card == "breathing":
        healed = st.max_hp(me) - st.hp[me]
        heal = 0.0
        if healed:
            heal = 0.55 * v.my_mult * healed / st.max_hp(me) + (0.5 if st.hp[me] == 1 else 0.0)
        value = heal - rival * CARD - _keep(card) + (0.6 if len(hand) > C.HAND_LIMIT else 0.0)
        return value
    if card == "diversion":
        return CARD + rival * CARD * 0.8 - _keep(card) * 0.5 + 0.05 * len(st.hands[target])
    if card == "geisha":
        where = args[2]
        if where == "hand":
            return rival * CARD * 0.9 - _keep(card) * 0.5
        if where == "bushido":
            return (1 - rival) * 0.6 + rival * -0.3 - _keep(card) * 0.3
        worth = {"armor": 0.9, "focus": 0.5, "fastdraw": 0.7}.get(where, 0.5)
        return rival * worth - _keep(card) * 0.5
    if card == "bushido":
        weapons_known = sum(1 for c in st.hands[target] if c in C.WEAPONS)
        risk = 0.5 if not st.hands[target] else 0.3
        value = rival * (0.3 + risk * v.mult[target] * 0.5) - _keep(card) * 0.5
        if st.honour[target] <= 1 and v.friend[target] < 0.3 and not weapons_known:
            value += 0.5
        return value
    return 0.0


SURE_FRIEND = 0.95  # a seat this likely in one's camp is never a target


def _fire_target(action: str) -> int:
    """The seat an attack, a Geisha (but on Bushido), a Diversion or a Bushido hits; else -1."""
    verb, args = _parse(action)
    if verb == "attack":
        return int(args[1])
    if verb == "play" and args[0] in ("geisha", "diversion", "bushido"):
        if args[0] == "geisha" and args[2] == "bushido":
            return -1
        return int(args[1])
    return -1


_FIRE_TARGET: dict[str, int] = {}


def _friendly_fire(v: _View, action: str) -> bool:
    """An attack, Geisha on a hand card or a property other than Bushido, Diversion or
    Bushido aimed at a seat the deciding seat is sure is a friend."""
    target = _FIRE_TARGET.get(action)
    if target is None:
        target = _FIRE_TARGET[action] = _fire_target(action)
    return target >= 0 and v.friend[target] >= SURE_FRIEND


def _sensible(v: _View, legal: list[str]) -> list[str]:
    friend = v.friend
    if max(friend[s] for s in range(v.n) if s != v.me) < SURE_FRIEND:
        return legal  # no seat is a sure friend: nothing to leave out
    return [a for a in legal if not _friendly_fire(v, a)] or legal


def priced(st, seat: int, v: _View | None = None) -> list[tuple[float, str]]:
    """Every sensible legal action (no fire on a sure friend) with its price, best first
    (ties: the rules' order)."""
    v = v or _view_of(st, seat)
    legal = _sensible(v, st.legal_actions())
    out = [(_price(v, a), -i, a) for i, a in enumerate(legal)]
    out.sort(reverse=True)
    return [(p, a) for p, _, a in out]


def decide(st, rng: random.Random | None = None, noise: float = 0.0, rollout: bool = False) -> str:
    """The best priced action (with ``noise``); ``rollout``: in a sampled world, the seat to
    act believing what its own seat could know there (not the world's roles)."""
    seat = st.to_act
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    v = _view_of(st, seat, seat_beliefs(st, seat) if rollout else None)
    best, best_price = legal[0], -math.inf
    if not noise or rng is None:
        for a in _sensible(v, legal):
            p = _price(v, a)
            if p > best_price:
                best, best_price = a, p
        return best
    # ``rng.gauss(0.0, noise)`` written out (the same Box–Muller pair, the same numbers): the
    # rollouts draw one per legal action, and the call was 7 % of the normal level's search
    uniform = rng.random
    for a in _sensible(v, legal):
        p = _price(v, a)
        z = rng.gauss_next
        rng.gauss_next = None
        if z is None:
            angle = uniform() * _TWO_PI
            radius = math.sqrt(-2.0 * math.log(1.0 - uniform()))
            z = math.cos(angle) * radius
            rng.gauss_next = math.sin(angle) * radius
        p += z * noise
        if p > best_price:
            best, best_price = a, p
    return best


_TWO_PI = 2.0 * math.pi


# -- the hooks ----------------------------------------------------------------------------------
class SamuraiAI(GameAI):
    """Samurai Sword's hooks: beliefs from behaviour, a priced heuristic, a camp-odds value."""

    rollout_depth = 24  # about a round at five seats (measured: 40 cost 1.7x the time); then ``evaluate``
    think_seconds = {"normal": 1.0, "hard": 3.0}
    exploration = 0.5
    ordered_expansion = True
    switch_margin = 0.05
    switch_visits = 16
    switch_z = 2.0  # and by two standard errors: a rollout's outcome is mostly the dice of the deck
    noise = EASY_NOISE
    candidates = 6  # actions the search weighs per decision (best priced first)

    # -- values ------------------------------------------------------------------------------
    def camp_points(self, st) -> dict[str, float]:
        n = st.num_players
        pts = {t: 0.0 for t in C.TEAMS}
        for s in range(n):
            role = st.roles[s]
            mult = st.multiplier(s)
            hp = st.hp[s]
            risk = 0.0 if hp <= 0 else min(0.7, 0.9 / (hp + 0.5))
            hand = st.hands[s]
            value = mult * (st.honour[s] - risk) + 0.06 * len(hand) + 0.15 * len(st.props[s])
            if role != C.RONIN:
                value += 0.8 * hand.count("daimyo")
            pts[C.TEAM_OF[role]] += value
        if n == 3:
            pts.pop(C.RONIN)
        elif n == 4:
            pts.pop(C.RONIN)
        return pts

    def evaluate(self, state) -> list[float]:
        pts = self.camp_points(state)
        temp = TEMPERATURE * (0.6 + 0.4 * min(state.honour))
        top = max(pts.values())
        w = {t: math.exp((p + CAMP_BONUS[t] - top) / temp) for t, p in pts.items()}
        total = sum(w.values())
        return [w[C.TEAM_OF[r]] / total for r in state.roles]

    def terminal_values(self, state) -> list[float]:
        """1 for every seat of the winning camp (a camp's members share its win), else 0."""
        winners = set(state.winners())
        return [1.0 if s in winners else 0.0 for s in range(state.num_players)]

    # -- hidden information --------------------------------------------------------------------
    def determinize(self, obs, rng):
        """The rules' sample of hands and deck, with roles drawn by the weights of ``beliefs``."""
        world = obs.determinize(rng)
        world.__dict__[_ROOT_RECORD] = (obs.hostile, obs.helped)  # copies of the observation's
        world.__dict__[_SEAT_BELIEFS] = {}  # filled by the rollouts, after the roles are drawn
        if UNKNOWN not in obs.roles:
            return world
        assignment = beliefs(obs).sample(rng)
        stars = [s for s in C.NINJA_STARS if s not in obs.stars]
        rng.shuffle(stars)
        for seat, role in assignment:
            world.roles[seat] = role
            world.stars[seat] = stars.pop() if role == C.NINJA else 0
        return world

    # -- policies --------------------------------------------------------------------------------
    def heuristic_action(self, obs, rng):
        return decide(obs, rng, self.noise)

    def rollout_action(self, state, rng):
        return decide(state, rng, ROLLOUT_NOISE, rollout=True)

    def candidate_actions(self, state) -> list[str]:
        ranked = [a for _, a in priced(state, state.to_act)]
        out = ranked[:self.candidates]
        if "end" in ranked and "end" not in out:
            out.append("end")
        return out

    # -- the arena's balance report ------------------------------------------------------------
    team_game = True
    report_players = (3, 4, 5, 6, 7)

    def camp(self, state, seat):
        return state.team(seat)

    def report_facts(self, state, events):
        n, won = state.num_players, state.winning_team()
        camps = {state.team(s) for s in range(n)}
        roles: dict[str, list[int]] = {}
        for s in range(n):
            row = roles.setdefault(f"{n}p {state.roles[s]}", [0, 0])
            row[0] += state.team(s) == won
            row[1] += 1
        return {"Camp wins by player count": {f"{n}p {camp}": rate(camp == won) for camp in sorted(camps)},
                "Seats' wins by role and player count": {k: rate(*v) for k, v in roles.items()},
                "Games ended by a Bushido master (knock-out)": {f"{n}p": rate(state.master >= 0)}}


AI = SamuraiAI()
