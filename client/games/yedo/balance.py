"""What a mission costs to meet and what its reward is worth, in coins (pure; content tests and bots).

The yardstick is the board's own prices: weapons at the market (8 or 6, so 7 on average), an
annex from the carpenter (11), a geisha from the pleasure quarter (8), a blessing one Temple
visit, and every disciple a mission needs one placement that the patrol may arrest. Points
trade at the Port's rate (3 coins for a point) and drawn cards at what the auction opens them at.
"""
from __future__ import annotations

from functools import lru_cache

from .board import BUILD_PRICE, GEISHA_PRICE, MARKET_PRICES, ROUNDS, SPACE, START_HOME, lot_base
from .vocabulary import AUCTION

ITEM_PRICE = {"weapon": 7, "annex": 11, "geisha": 8, "blessing": 4}
DISCIPLE_PRICE = 3  # one placement in a district, with the patrol's risk
POINT = 3  # coins per point (the Port sells 3 points for 9)
DRAW_VALUE = {"action": 3, "bonus": 3, "weapon": 6, "mission": 2}
ASSASSINATION = 12  # ending the game at once is a weapon for whoever leads: four points' worth
OP_VALUE = {"coins": 1, "points": POINT, "geisha": 8, "blessing": 4, "disciple": 7}


def item_cost(items) -> int:
    return sum(ITEM_PRICE[item.partition(":")[0]] for item in items)


def mission_cost(mission) -> int:
    """Coins to own the standard items plus the disciples the districts need."""
    return item_cost(mission.items) + DISCIPLE_PRICE * len(mission.districts)


@lru_cache(maxsize=None)  # effects are tuples of the content's few rewards: priced once each
def effect_value(effect) -> int:
    """A reward's worth in coins (the Shogun's assassination at ``ASSASSINATION``)."""
    total = 0
    for op in effect:
        name = op[0]
        if name in OP_VALUE:
            total += OP_VALUE[name] * op[1]
        elif name == "draw":
            total += DRAW_VALUE[op[1]]
        elif name == "draw_any":
            total += max(DRAW_VALUE.values())
        elif name == "foresee":
            total += 1
        elif name == "assassinate":
            total += ASSASSINATION
    return total


# -- a cheap greedy player, the yardstick for content balance (not one of the real bots) ------------
# It looks one action ahead on the true state (so it sees what a draw would bring: fair enough for
# measuring the content, not for play) and picks the action that most raises its own ``worth``;
# ties go to passing, then to the seeded rng.
ITEM_WEIGHT = 2  # items are kept from round to round, disciples stand only one round: items weigh more
RICH = 20  # coins beyond these are only half as useful: they only matter spent
SHOP_WORTH = 4  # a disciple standing where it can buy an item a held mission needs
DONE_WORTH = 5  # a completed mission is worth more than the same mission fully met and held
PIECE_WORTH = {"weapon": 2, "geisha": 3, "blessing": 2, "disciple": 4, "card": 1}
_QUIET = ("pass", "drop", "done", "decline", "withdraw", "endure")
# A held mission that needs more districts at once than the seat owns disciples (every black
# mission, some red ones, against the two a seat starts with) cannot be completed at all: the
# disciple that opens it is worth this share of its reward, scaled by how many of its items the
# seat owns and by the rounds left to use it (issue #22: at 2 players no black mission was met).
OPEN_SHARE = 0.5
OPEN_ROUNDS = 4  # rounds left from which an opened mission counts in full


# id of a Mission → ``mission_needs``: read once
# (the mission is kept in the entry, so its id cannot be taken by another object)
_NEEDS: dict[int, tuple] = {}


def mission_needs(mission) -> tuple:
    """(the mission, its reward's worth, the weapons its items name, its other items, each distinct
    item with how many the mission asks for), read once."""
    entry = _NEEDS.get(id(mission))
    if entry is None or entry[0] is not mission:
        items = mission.items
        split = [item.partition(":") for item in items]
        entry = _NEEDS[id(mission)] = (mission, effect_value(mission.reward),
                                       tuple(sub for kind, _, sub in split if kind == "weapon"),
                                       tuple(item for item, (kind, _, _) in zip(items, split) if kind != "weapon"),
                                       tuple((item, items.count(item)) for item in dict.fromkeys(items)))
    return entry


def _items_met(state, seat: int, weapons_named: tuple, others: tuple) -> int:
    met_items = 0
    if weapons_named:
        weapons = list(state.weapons[seat])
        for sub in weapons_named:
            if sub in weapons:
                weapons.remove(sub)
                met_items += 1
    for item in others:
        if state.count_item(seat, item) > 0:
            met_items += 1
    return met_items


def items_met(state, seat: int, mission) -> int:
    """How many of a mission's standard items ``seat`` owns."""
    _, _, weapons_named, others, _ = mission_needs(mission)
    return _items_met(state, seat, weapons_named, others)


def _districts_met(placed: list[str], districts: tuple[str, ...]) -> int:
    want = list(districts)
    met = 0
    for d in placed:
        if d in want:
            want.remove(d)
            met += 1
    return met


def mission_progress(state, seat: int, mission, placed: list[str] | None = None) -> float:
    """The share of a mission's standard requirement ``seat`` meets now (items owned, disciples placed);
    ``placed``: the districts of ``seat``'s placed disciples, when the caller has them already."""
    if placed is None:
        placed = [SPACE[s].district for s, o in state.placed.items() if o == seat]
    met = _districts_met(placed, mission.districts) if placed else 0
    met_items = items_met(state, seat, mission)
    return (met + ITEM_WEIGHT * met_items) / (len(mission.districts) + ITEM_WEIGHT * len(mission.items))


def opened(state, seat: int, disciples: int) -> float:
    """What owning ``disciples`` disciples is worth to ``seat`` beyond the two it starts with: each
    held mission needing more than two districts at once that they suffice for, at ``OPEN_SHARE``
    of its reward, by (1 + its items owned) / (1 + its items) and the rounds left."""
    rounds = min(ROUNDS - state.round, OPEN_ROUNDS)
    if rounds <= 0 or disciples <= START_HOME:
        return 0.0
    total = 0.0
    table = state.data.missions
    for m in state.missions[seat]:
        mission = table[m]
        if START_HOME < len(mission.districts) <= disciples:
            _, reward, weapons_named, others, _ = mission_needs(mission)
            share = (1 + _items_met(state, seat, weapons_named, others)) / (1 + len(mission.items))
            total += reward * share
    return OPEN_SHARE * total * rounds / OPEN_ROUNDS


def wanted(state, seat: int) -> set[str]:
    """The items ``seat``'s held missions ask for that it does not own yet."""
    out = set()
    table = state.data.missions
    for m in state.missions[seat]:
        for item, asked in mission_needs(table[m])[4]:
            if state.count_item(seat, item) < asked:
                out.add(item)
    return out


def shopping(state, seat: int) -> float:
    """What ``seat``'s placed disciples could still buy towards its missions (placement looks ahead)."""
    mine = [space for space, owner in state.placed.items() if owner == seat]
    if not mine:
        return 0.0
    return _shopping(state, mine, wanted(state, seat), state.coins[seat])


def _shopping(state, mine: list[str], want: set[str], coins: int) -> float:
    total = 0.0
    for space in mine:
        district = SPACE[space].district
        if district == "market":
            total += SHOP_WORTH * any(w and f"weapon:{w}" in want and coins >= price
                                      for w, price in zip(state.market, MARKET_PRICES))
        elif district == "red_light":
            total += SHOP_WORTH * ("geisha" in want and coins >= GEISHA_PRICE)
        elif district == "temple":
            total += SHOP_WORTH * ("blessing" in want)
        elif district == "inn":
            total += SHOP_WORTH * (any(i.startswith("annex:") for i in want) and coins >= BUILD_PRICE)
    return total


def lot_worth(state, seat: int, group: int, disciple=None) -> float:
    """What winning an auction lot would bring ``seat`` (the best item of a grouped lot; ``disciple``:
    another price of the disciple lot, for the hard bot's plan)."""
    want = wanted(state, seat)
    best = 0.0
    for item in state.lot_groups()[group]:
        if item == "weapon":
            value = 10 if any(i.startswith("weapon:") for i in want) else 3
        elif item == "geisha":
            value = 2 * POINT + (10 if "geisha" in want else 3)
        elif item == "annex":
            value = 2 * POINT + (12 if any(i.startswith("annex:") for i in want) else 2)
        elif item == "mission":
            value = 8 if len(state.missions[seat]) < 4 else 0
        elif item == "disciple" and disciple is not None:
            value = disciple(state, seat) if state.reserve[seat] else 0
        elif item == "disciple":
            owned = state.owned_disciples(seat)
            value = 6 + opened(state, seat, owned + 1) - opened(state, seat, owned) if state.reserve[seat] else 0
        else:
            value = 3
        best = max(best, value)
    return best


def auction_hope(state, seat: int, disciple=None) -> float:
    """In the auction: the lot ``seat`` holds the high bid on, or half the best it may still open."""
    if state.phase != AUCTION or seat in state.won:  # ``worth_key`` reads the auction as this does
        return 0.0
    if state.bid is not None and state.bid[2] == seat:
        return lot_worth(state, seat, state.bid[0], disciple) - state.bid[1]
    if seat in state.dropped or state.bid is not None:
        return 0.0
    taken = set(state.won.values())
    return max([(lot_worth(state, seat, g, disciple) - lot_base(group)) / 2 for g, group in enumerate(state.lot_groups())
                if g not in taken and state.coins[seat] >= lot_base(group)] + [0.0])


def holdings(state, seat: int, disciple=None) -> float:
    """``seat``'s points, coins, pieces and auction hopes in coins: its worth but for the missions
    (``disciple``: see ``lot_worth``)."""
    coins = state.coins[seat]
    total = POINT * state.points[seat] + min(coins, RICH) + (max(coins - RICH, 0) / 2) + shopping(state, seat)
    total += auction_hope(state, seat, disciple)
    total += PIECE_WORTH["weapon"] * len(state.weapons[seat]) + PIECE_WORTH["geisha"] * state.geisha[seat]
    total += PIECE_WORTH["blessing"] * state.blessing[seat] + PIECE_WORTH["disciple"] * state.owned_disciples(seat)
    return total + PIECE_WORTH["card"] * (len(state.hands[seat]) + len(state.bonus[seat]))


def worth(state, seat: int) -> float:
    """``seat``'s standing in coins: points, coins, pieces, and its missions by how near they are."""
    return worth_with(state, seat, worth_parts(state, seat))


def worth_parts(state, seat: int) -> tuple:
    """The terms of ``worth`` that do not depend on where ``seat``'s disciples stand (a placement
    changes only the others: ``worth_with`` adds them, in ``holdings``' and ``worth``'s order)."""
    coins = state.coins[seat]
    head = POINT * state.points[seat] + min(coins, RICH) + (max(coins - RICH, 0) / 2)
    pieces = PIECE_WORTH["weapon"] * len(state.weapons[seat]) + PIECE_WORTH["geisha"] * state.geisha[seat]
    more = PIECE_WORTH["blessing"] * state.blessing[seat] + PIECE_WORTH["disciple"] * state.owned_disciples(seat)
    cards = PIECE_WORTH["card"] * (len(state.hands[seat]) + len(state.bonus[seat]))
    missions = state.missions[seat]
    terms = None
    if missions:
        table = state.data.missions
        terms = []
        for m in missions:
            mission = table[m]
            _, reward, weapons_named, others, _ = mission_needs(mission)
            terms.append((reward, mission.districts, ITEM_WEIGHT * _items_met(state, seat, weapons_named, others),
                          len(mission.districts) + ITEM_WEIGHT * len(mission.items)))
        terms = (tuple(terms), opened(state, seat, state.owned_disciples(seat)))
    # [the items wanted]: worked out when first needed (by a placed disciple's shopping)
    return (head, [None], coins, auction_hope(state, seat), pieces, more, cards, terms,
            DONE_WORTH * len(state.completed[seat]))


def worth_with(state, seat: int, parts: tuple) -> float:
    """``worth`` from ``worth_parts(state, seat)`` (or those of a state that differs only in where
    ``seat``'s disciples stand) and ``seat``'s placed disciples in ``state``."""
    head, want, coins, hope, pieces, more, cards, terms, done = parts
    mine = [space for space, owner in state.placed.items() if owner == seat]
    if mine:
        if want[0] is None:
            want[0] = wanted(state, seat)
        total = head + _shopping(state, mine, want[0], coins)
    else:
        total = head + 0.0
    total += hope
    total += pieces
    total += more
    total = total + cards
    if terms is not None:
        placed = [SPACE[s].district for s in mine]
        missions, opened_worth = terms
        for reward, districts, items, denominator in missions:  # ``mission_progress`` spelt out
            met = _districts_met(placed, districts) if placed else 0
            total += reward * ((met + items) / denominator)
        total += opened_worth
    return total + done
def worth_common(state) -> tuple:
    """What ``worth_key`` reads of ``state`` for every seat alike (worked out once per state)."""
    return state.num_players, state.round, state.phase, tuple(state.market)


def worth_key(state, seat: int, common: tuple) -> tuple:
    """Everything ``worth`` and ``plan.planned_worth`` read of ``state`` for ``seat`` (``common``:
    ``worth_common(state)``): where the key is the same, so is the worth (the bots remember worths
    by it). Of the auction only what ``auction_hope`` reads: another seat's bid leaves a rival's
    worth alone."""
    if state.phase != AUCTION or seat in state.won:
        auction = None
    elif state.bid is not None:
        auction = state.bid if state.bid[2] == seat else None
    elif seat in state.dropped:
        auction = None
    else:
        auction = frozenset(state.won.values())
    return (seat, common, auction, state.coins[seat], state.points[seat], state.weapons[seat], state.geisha[seat],
            state.blessing[seat], state.reserve[seat], len(state.hands[seat]), len(state.bonus[seat]),
            state.missions[seat], state.completed[seat], state.annexes[seat],
            tuple([space for space, owner in state.placed.items() if owner == seat]))  # last: see ``worth_parts``


def greedy_action(state, rng) -> str:
    """The legal action that most raises the acting seat's ``worth`` one action ahead."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.to_act
    best, best_key = legal[0], None
    for action in legal:
        after = state.clone()
        after.apply(action)
        key = (worth(after, seat), action.split(":")[0] in _QUIET, rng.random())
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


def play_greedy(players: int, mode: str, seed: int, rng_seed: int | None = None):
    """A whole seeded game of greedy players; returns the final state."""
    import random

    from .rules import new_game
    state = new_game(players, {"mode": mode}, seed)
    rng = random.Random(seed if rng_seed is None else rng_seed)
    while not state.is_over():
        state.apply(greedy_action(state, rng))
    return state
