"""Yedo's bots: a one-ply pricer over sampled worlds, scripted trades, a short search (pure).

Everything here decides from the deciding seat's observation. Missions, action and bonus
cards in other hands and every deck's order are hidden (Y-6): a bot first deals the unseen
cards back at random with the rules' own ``determinize`` (from the observation's ``unseen``
pools, never from the true state) and prices its options in that sampled world. Deck cards
whose place the seat knows (it put them back after a look, or saw a card played under the
deck: ``knowledge``) stay where they are in every sampled world.

**The price** of a position for a seat is ``balance.worth`` (points, coins, pieces, each held
mission by how near it is, so completing one is always worth taking, and a third disciple by
the held missions it opens: ``balance.opened``), less the risk of
the patrol's arrest (``PATROL_RISK`` per disciple standing where the patrol walks next during
placement, or where it stands in its windows unless sheltered), less ``RIVAL`` times the
rivals' worth and risk (a trade that helps the partner as much as oneself is worth less). Each
action is priced one step ahead, with what follows it played out: a played card's answers
(nobody counters) and so its effect — so a bot bribes the patrol when its disciples would be
arrested and counters a card when that pays; the auction bids what a lot is worth to the seat
(``balance.lot_worth`` against the high bid).

**Trades** are scripted (one-ply pricing cannot see that asking pays only once accepted): a
seat proposes to a partner holding a weapon (or, in the Inn, a geisha) its missions need,
offering a weapon it has no use for or coins (more coins after each proposal the partner
declined) when the trade, priced as an answer is, pays itself and the partner (in its sampled
world); it builds the offer item by item from that plan and sends it. A seat accepts an
offer only if the trade, picks made, raises its own worth and its price against the partner.

**Levels.** Easy prices on one sampled world with noise, ignores the patrol and its rivals'
gains, proposes nothing and takes any trade that helps itself. Normal and hard run the
generic ISMCTS: the pricer's best few candidates at the decisions that matter (placement,
disciple actions, the auction, missions kept), the pricer's pick elsewhere, rollouts by the
pricer and a softmax over projected scores as the value; the search leaves the pricer's
choice only for a clear margin. Both rank their root on one sampled world and roll out 4
actions; hard has three times normal's time, so more iterations per candidate, and prices
with a plan across rounds (``plan.planned_worth``: each held mission by what it still needs
against the rounds left, dead ones at nothing, the cheapest first; a third and fourth
disciple by the turns they bring) — in its ranking, rollouts, trades and values. A hard that
spent its time otherwise (the root ranked on six sampled worlds, rollouts to the end of the
round, a switch only on a significant margin; commit 917d066) lost to normal.
"""
from __future__ import annotations

import math
import random
from types import MappingProxyType

from client.ai.hooks import GameAI, mean

from . import board as B
from .balance import POINT, wanted, worth, worth_common, worth_key, worth_parts, worth_with
from .effects import COLOURS
from .plan import planned_worth
from .vocabulary import (ACCEPT, DECLINE, F_ACT, F_ANSWER, F_BID, F_DRAFT, F_KEEP, F_LAST_WORD, F_OFFER, F_OPEN,
                         F_PLACE, F_REACT, F_TRADE_PICK, F_TRADE_TURN, PASS, PATROL, PLACE, PLACEMENT, SEND,
                         WITHDRAW)

RIVAL = 0.25  # a rival's worth against one's own
PATROL_RISK = 4.0  # a disciple standing where the patrol walks next (its action and maybe itself)
EASY_NOISE = 1.5  # coins of noise on the easy level's prices
ROLLOUT_NOISE = 0.5
TEMPERATURE = 4.0  # points: the value's softmax over projected scores
SPARE_PRICE = 4  # coins first offered for a weapon or geisha the missions need
KEY_FRAMES = frozenset({F_PLACE, F_ACT, F_OPEN, F_BID, F_LAST_WORD, F_KEEP, F_DRAFT})
SEARCH_WIDTH = 3
_QUIET = ("pass", "drop", "done", "decline", "withdraw", "endure")


# -- prices ------------------------------------------------------------------------------------
# On a search's worlds (and their clones): {(worth function, balance.worth_key): worth}, shared
# by the whole search. A seat's worth rarely changes with another seat's move or another sampled
# world, and pricing every action re-priced every rival: remembered, each is priced once per holding.
_MEMO = "_yedo_ai_worths"
MEMO_LIMIT = 50_000  # entries before the memo starts afresh (a long hard search)


def _memo_of(state) -> tuple | None:
    """(the search's memo, ``worth_common(state)``), or None when ``state`` is no search's world."""
    memo = state.__dict__.get(_MEMO)
    return None if memo is None else (memo, worth_common(state))


def _worth(state, seat: int, value, memo: tuple | None) -> float:
    """``value(state, seat)``, remembered in ``memo`` (``_memo_of(state)``) when there is one."""
    if memo is None:
        return value(state, seat)
    worths, common = memo
    seat_key = worth_key(state, seat, common)
    key = (value, seat_key)
    found = worths.get(key)
    if found is None:
        if len(worths) >= MEMO_LIMIT:
            worths.clear()
        if value is worth and seat_key[-1]:  # a placement changes a few terms: the others are remembered apart
            parts_key = (worth_parts, seat_key[:-1])  # the key but for the seat's placed disciples
            parts = worths.get(parts_key)
            if parts is None:
                parts = worths[parts_key] = worth_parts(state, seat)
            found = worths[key] = worth_with(state, seat, parts)
        else:
            found = worths[key] = value(state, seat)
    return found


def patrol_risk(state, seat: int) -> float:
    """The disciples ``seat`` has where the patrol will arrest: during placement where it walks
    next; in the patrol's windows where it stands (unless ``seat`` is sheltered)."""
    if state.phase == PLACEMENT:
        district = B.DISTRICTS[(state.patrol_at + B.PATROL_STEP[state.patrol_dir]) % len(B.DISTRICTS)]
    elif state.phase == PATROL and seat not in state.sheltered:
        district = B.DISTRICTS[state.patrol_at]
    else:
        return 0.0
    return PATROL_RISK * sum(1 for s, o in state.placed.items() if o == seat and B.SPACE[s].district == district)


def rivals_worth(state, seat: int, patrol: bool = True, value=worth, memo: tuple | None = None) -> float:
    if memo is None:
        memo = _memo_of(state)
    return sum(_worth(state, s, value, memo) - (patrol_risk(state, s) if patrol else 0.0)
               for s in range(state.num_players) if s != seat)


def price(state, seat: int, rival: float = RIVAL, patrol: bool = True, rivals: float | None = None,
          value=worth) -> float:
    """``seat``'s standing in coins, for choosing between actions (``rivals``: their worth, if known;
    ``value``: the worth function, ``balance.worth`` or the hard bot's ``plan.planned_worth``)."""
    memo = _memo_of(state)
    mine = _worth(state, seat, value, memo) - (patrol_risk(state, seat) if patrol else 0.0)
    if rival:
        mine -= rival * (rivals_worth(state, seat, patrol, value, memo) if rivals is None else rivals)
    return mine


def _settle(state) -> None:
    """Play out what follows an action before pricing it: an accepted trade's picks (the picker's
    first choice) and the other players' answers to a played card (assumed: nobody counters), so
    the price sees the trade and the card's effect."""
    while not state.is_over() and state.pending[-1][0] in (F_TRADE_PICK, F_REACT):
        state.apply(PASS if state.pending[-1][0] == F_REACT else state.legal_actions()[0])


def one_step_prices(world, rival: float = RIVAL, patrol: bool = True, value=worth) -> list[tuple[str, float]]:
    """Each legal action of a full state with the acting seat's price one step after it."""
    seat = world.to_act
    out = []
    # the rivals' worth, unchanged by a placement that leaves the phase running and by a draft pick
    # that leaves the draft running (the pick gives the seat a mission and nothing else)
    still = None
    drafting = world.pending[-1][0] == F_DRAFT
    for action in world.legal_actions():
        after = world.clone()
        after.apply(action)
        _settle(after)
        rivals = None
        if rival and (after.pending[-1][0] == F_DRAFT if drafting and after.pending
                      else action.startswith(PLACE + ":") and after.phase == PLACEMENT):
            rivals = still = rivals_worth(world, seat, patrol, value) if still is None else still
        out.append((action, price(after, seat, rival, patrol, rivals, value)))
    return out


def _best_first(priced) -> list[str]:
    """Actions by price, best first; on a tie an active action before a quiet one, then as listed."""
    keyed = sorted((-value, action.split(":")[0] not in _QUIET, index, action)
                   for index, (action, value) in enumerate(priced))
    return [k[3] for k in keyed]


def ranked(world, rng: random.Random | None, noise: float = 0.0, rival: float = RIVAL, patrol: bool = True,
           value=worth) -> list[str]:
    """The legal actions of a full state, best first by the acting seat's price one step ahead
    (``rng``: for the noise; None without noise)."""
    legal = world.legal_actions()
    if len(legal) == 1:
        return legal
    priced = one_step_prices(world, rival, patrol, value)
    if noise:
        priced = [(a, v + rng.gauss(0.0, noise)) for a, v in priced]
    return _best_first(priced)


# -- trades ------------------------------------------------------------------------------------
def trade_plan(world, me: int, partner: int):
    """(give, ask) items ``me`` would offer ``partner``, or None: a wanted piece for a spare or coins."""
    want = wanted(world, me)
    needed = {i.partition(":")[2] for i in want if i.startswith("weapon:")}
    spare = [w for w in world.weapons[me]
             if not any(f"weapon:{w}" in world.data.missions[m].items for m in world.missions[me])]
    coins = SPARE_PRICE + 2 * max(0, world.trade_used[me] - 1)
    for w in sorted(set(world.weapons[partner])):
        if w in needed:
            if spare:
                return (f"weapon:{spare[0]}",), (f"weapon:{w}",)
            if world.coins[me] >= coins + 2:
                return ("coin",) * coins, (f"weapon:{w}",)
    if "geisha" in want and world.geisha[partner] and world.inn_trade(me, partner) \
            and world.coins[me] >= coins + 4:
        return ("coin",) * (coins + 2), ("geisha",)
    return None


def _proposal_pays(world, me: int, partner: int, plan, value=worth) -> bool:
    """Whether the planned trade pays ``me`` and looks acceptable to ``partner``, each priced as an
    answer is (``_gains``) in this sampled world. Without it two seats sold a geisha back and forth,
    each buying what it had just sold; and a proposal bound to be declined only costs a human
    partner a curtain and an answer."""
    offer = world.clone()
    offer.apply(f"propose:{partner}")
    for verb, items in (("give", plan[0]), ("ask", plan[1])):
        for item in items:
            action = f"{verb}:{item}"
            if action not in offer.legal_actions():
                return False
            offer.apply(action)
    if SEND not in offer.legal_actions():
        return False
    offer.apply(SEND)
    mine, theirs = _gains(offer, me, partner, value)
    return mine > 0.5 and theirs > 0.5


def _trade_turn(world, value=worth) -> str | None:
    me = world.to_act
    for partner in world.trade_partners(me):
        plan = trade_plan(world, me, partner)
        if plan is not None and _proposal_pays(world, me, partner, plan, value):
            return f"propose:{partner}"
    return PASS


def _offer_step(world) -> str:
    me, partner, give, ask, _ = world.offer
    plan = trade_plan(world, me, partner)
    if plan is None:
        return WITHDRAW
    legal = world.legal_actions()
    for verb, have, want in (("give", give, plan[0]), ("ask", ask, plan[1])):
        left = list(have)
        for item in want:
            if item in left:
                left.remove(item)
                continue
            action = f"{verb}:{item}"
            return action if action in legal else WITHDRAW
    return SEND if SEND in legal else WITHDRAW


def _gains(world, a: int, b: int, value=worth) -> tuple[float, float]:
    """What seats ``a`` and ``b`` gain if the offer awaiting its answer in ``world`` is accepted
    rather than declined (picks made)."""
    outcomes = []
    for action in (ACCEPT, DECLINE):
        after = world.clone()
        after.apply(action)
        _settle(after)
        memo = _memo_of(after)
        outcomes.append((_worth(after, a, value, memo), _worth(after, b, value, memo)))
    (a_yes, b_yes), (a_no, b_no) = outcomes
    return a_yes - a_no, b_yes - b_no


def _answer(world, rival: float, value=worth) -> str:
    gain, theirs = _gains(world, world.to_act, world.offer[0], value)
    return ACCEPT if gain > 0.5 and gain - rival * theirs > 0 else DECLINE


# -- the policy --------------------------------------------------------------------------------
def choose(world, rng: random.Random | None, noise: float = 0.0, rival: float = RIVAL, patrol: bool = True,
           trades: bool = True, value=worth) -> str:
    """The pricer's action in a full state (a sampled world)."""
    kind = world.pending[-1][0]
    if kind == F_TRADE_TURN:
        return _trade_turn(world, value) if trades else PASS
    if kind == F_OFFER:
        return _offer_step(world)
    if kind == F_ANSWER:
        return _answer(world, rival, value)
    return ranked(world, rng, noise, rival, patrol, value)[0]


def _legal_or_first(action: str, legal: list[str]) -> str:
    return action if action in legal else legal[0]


class YedoAI(GameAI):
    think_seconds = MappingProxyType({"normal": 0.5, "hard": 1.5})
    rollout_depth = 4
    exploration = 0.5
    ordered_expansion = True
    switch_margin = 0.02
    switch_visits = 4

    def __init__(self, depth: int = 4, width: int = SEARCH_WIDTH, value=worth):
        self.rollout_depth = depth
        self.width = width
        self.value = value  # a seat's worth in coins: the pricer's, or hard's planned one

    def for_level(self, level: str) -> GameAI:
        return HARD if level == "hard" else self

    _memo = None  # (observation, worth memo) of the search under way

    def determinize(self, obs, rng: random.Random):
        """The rules' sampled world, carrying the search's worth memo (``_worth``)."""
        world = obs.determinize(rng)
        memo = self._memo
        if memo is None or memo[0] is not obs:
            memo = self._memo = (obs, {})
        world.__dict__[_MEMO] = memo[1]
        return world

    # -- values ---------------------------------------------------------------------------------
    def evaluate(self, state) -> list[float]:
        n = state.num_players
        value = self.value
        memo = _memo_of(state)
        projected = [_worth(state, s, value, memo) / POINT for s in range(n)]
        top = max(projected)
        weights = [math.exp((p - top) / TEMPERATURE) for p in projected]
        total = sum(weights)
        return [w / total for w in weights]

    # -- policies -------------------------------------------------------------------------------
    def candidate_actions(self, state) -> list[str]:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal
        # at the root (an observation) rank on one sampled world, seeded by nothing but the
        # observation's own content, so the same observation always gets the same candidates;
        # ranking without noise draws nothing (no generator: one made for each node cost more than
        # the ranking of a draft)
        world = state.determinize(random.Random(0)) if state.viewer is not None else state
        kind = state.pending[-1][0]
        if kind in KEY_FRAMES:
            top = [a for a in ranked(world, None, value=self.value) if a in legal][:self.width]
            return top or legal[:1]
        return [_legal_or_first(choose(world, None, value=self.value), legal)]

    def rollout_action(self, state, rng: random.Random) -> str:
        return choose(state, rng, ROLLOUT_NOISE, value=self.value)

    def heuristic_action(self, obs, rng: random.Random) -> str:
        """Easy: noisy one-ply prices on one sampled world, selfish, blind to the patrol, no proposals."""
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        world = obs.determinize(rng)
        return _legal_or_first(choose(world, rng, EASY_NOISE, rival=0.0, patrol=False, trades=False), legal)

    # -- the arena's balance report: mission colours and the two modes ---------------------------
    report_options = MappingProxyType({"mode": "*"})

    def report_facts(self, state, events):
        missions = state.data.missions
        done = [missions[m].colour for seat in state.completed for m in seat]
        scores = state.scores()
        return {f"Missions completed per game by colour, {state.mode} mode": {c: done.count(c) for c in COLOURS},
                "Winner's score by mode": {state.mode: mean(max(scores))},
                "Score spread (first − last) by mode": {state.mode: mean(max(scores) - min(scores))}}


AI = YedoAI()
# Hard is normal's search with three times the time and the planned price: the search's short
# horizon cannot see a mission's route across rounds, the price can. Ranking the root on six
# sampled worlds, rolling out to the round's end and switching only on a significant margin made
# a weaker hard: 18 of 100 games against three normal bots at 0.15 s / 0.05 s (README; 917d066).
HARD = YedoAI(value=planned_worth)
