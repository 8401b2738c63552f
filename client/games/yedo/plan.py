"""Mission routes: what each held mission still needs, and whether the game leaves time for it (pure).

The hard bot's price of a position (``planned_worth``) is the pricer's (``balance.worth``) with
the held missions valued by a plan across rounds rather than by their share met now:

* a mission's **route** is what is still missing — items to get (each one disciple action and
  its coins), disciples to recruit when it needs more districts at once than the seat owns —
  and so the rounds it needs at the seat's disciples per round, the completing round's
  placements included;
* a mission whose route needs more rounds than are left is **dead**: worth nothing, so no
  coins or turns go into it and a draw of it is worth nothing;
* the live ones are taken **cheapest first** against the disciple turns left in the game: those
  the turns cover count in full, the rest at ``CROWDED``; a live mission is worth ``START_SHARE``
  of its reward before any progress (so drawing a cheap mission pays) and the rest by the share
  of its route done; disciples standing in its districts count only once nothing else is
  missing (then they complete it this round);
* a third and a fourth disciple are worth a turn per round left (``TURN_WORTH``), on top of
  the missions a third opens — in hand and as the auction's disciple lot.
"""
from __future__ import annotations

from math import ceil

from .balance import DONE_WORTH, ITEM_PRICE, ITEM_WEIGHT, PIECE_WORTH, holdings, mission_needs, opened
from .board import KOBUDO_DISCOUNT, MARKET_PRICES, RECRUIT_PRICE, ROUNDS, SPACE, START_HOME
from .vocabulary import AUCTION, EVENT, PLACEMENT, PREP, SETUP

START_SHARE = 0.2  # a live mission with nothing of it done yet
CROWDED = 0.4  # a live mission the disciple turns left do not cover after the cheaper ones
MISSION_TURNS = 0.6  # the share of the turns left a seat can give its missions
TURN_WORTH = 1.5  # coins a disciple's turn brings in a round (beyond the two a seat starts with)
TURN_ROUNDS = 5  # rounds left from which an extra disciple counts in full
_BEFORE_PLACEMENT = frozenset({SETUP, PREP, AUCTION, EVENT, PLACEMENT})


def rounds_left(state) -> int:
    """Rounds in which ``state``'s seats still place disciples (this one too, until placement ends)."""
    return ROUNDS - state.round + (state.phase in _BEFORE_PLACEMENT)


def missing(state, seat: int, mission) -> list[str]:
    """The standard items of ``mission`` that ``seat`` does not own (a weapon named twice: two)."""
    weapons = list(state.weapons[seat])
    out = []
    for item in mission.items:
        kind, _, sub = item.partition(":")
        if kind == "weapon":
            if sub in weapons:
                weapons.remove(sub)
            else:
                out.append(item)
        elif state.count_item(seat, item) <= 0:
            out.append(item)
    return out


def _weapon_prices(state, seat: int) -> dict[str, int]:
    """What each weapon out at the market costs ``seat`` at its cheapest copy."""
    discount = KOBUDO_DISCOUNT if "kobudo" in state.annexes[seat] else 0
    prices: dict[str, int] = {}
    for w, p in zip(state.market, MARKET_PRICES):
        if w is not None and (w not in prices or p - discount < prices[w]):
            prices[w] = p - discount
    return prices


def item_coins(state, seat: int, item: str, weapon_prices: dict[str, int] | None = None) -> int:
    """Coins an item costs ``seat``: a weapon at the market's cheapest copy (7 if none is out);
    ``weapon_prices``: ``_weapon_prices(state, seat)``, when the caller has them already."""
    kind, _, sub = item.partition(":")
    if kind != "weapon":
        return ITEM_PRICE[kind] if kind != "blessing" else 0
    if weapon_prices is None:
        weapon_prices = _weapon_prices(state, seat)
    price = weapon_prices.get(sub)
    if price is not None:
        return price
    return ITEM_PRICE["weapon"] - (KOBUDO_DISCOUNT if "kobudo" in state.annexes[seat] else 0)


def route(state, seat: int, mission, owned: int, placed: list[str], weapon_prices: dict[str, int] | None = None):
    """(turns, coins, rounds, share done) of ``mission`` for ``seat``: the disciple turns and coins
    still to spend, the rounds the route needs, and the share of it done (placements included;
    ``weapon_prices``: see ``item_coins``)."""
    need = missing(state, seat, mission)
    districts = len(mission.districts)
    short = max(0, districts - owned)
    turns = len(need) + short
    if need and weapon_prices is None:
        weapon_prices = _weapon_prices(state, seat)
    coins = sum(item_coins(state, seat, i, weapon_prices) for i in need) + RECRUIT_PRICE * short
    rounds = ceil((turns + districts) / max(owned, districts))
    done_items = len(mission.items) - len(need)
    standing = 0
    if not need and not short:
        want = list(mission.districts)
        for d in placed:
            if d in want:
                want.remove(d)
                standing += 1
        if standing == districts and state.phase not in _BEFORE_PLACEMENT:
            rounds = 0  # met now: completed this round
    share = (standing + ITEM_WEIGHT * done_items) / (districts + ITEM_WEIGHT * len(mission.items))
    return turns, coins, rounds, share


def missions_worth(state, seat: int) -> float:
    """``seat``'s held missions by their routes (module docstring)."""
    owned = state.owned_disciples(seat)
    placed = [SPACE[s].district for s, o in state.placed.items() if o == seat]
    left = rounds_left(state)
    weapon_prices = _weapon_prices(state, seat)
    table = state.data.missions
    live = []
    for m in state.missions[seat]:
        mission = table[m]
        turns, coins, rounds, share = route(state, seat, mission, owned, placed, weapon_prices)
        reward = mission_needs(mission)[1]
        if rounds == 0:
            live.append((-1, reward))
        elif rounds <= left:
            # before any progress: a share of its profit (reward less the coins still to spend)
            value = START_SHARE * max(0, reward - coins) + (1 - START_SHARE) * reward * share
            live.append((turns + len(mission.districts), value))
    budget = MISSION_TURNS * owned * left
    total, spent = 0.0, 0
    for turns, value in sorted(live):
        spent += max(turns, 0)
        total += value if spent <= budget or turns < 0 else CROWDED * value
    return total


def disciples_worth(state, seat: int, owned: int | None = None) -> float:
    """A third and fourth disciple's turns over the rounds left, and the missions a third opens
    (``owned``: so many disciples rather than those ``seat`` owns)."""
    owned = state.owned_disciples(seat) if owned is None else owned
    extra = max(0, owned - START_HOME) * TURN_WORTH * min(rounds_left(state), TURN_ROUNDS)
    return extra + (opened(state, seat, owned) if state.missions[seat] else 0.0)


def disciple_lot(state, seat: int) -> float:
    """What winning the auction's disciple lot brings ``seat``: the piece and its turns and missions."""
    owned = state.owned_disciples(seat)
    return PIECE_WORTH["disciple"] + disciples_worth(state, seat, owned + 1) - disciples_worth(state, seat, owned)


def planned_worth(state, seat: int) -> float:
    """``seat``'s standing in coins with its missions valued by their routes (the hard bot's price)."""
    total = holdings(state, seat, disciple_lot)
    if state.missions[seat]:
        total += missions_worth(state, seat)
    total += disciples_worth(state, seat)
    return total + DONE_WORTH * len(state.completed[seat])
