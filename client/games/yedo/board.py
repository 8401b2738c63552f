"""Yedo's board as plain data: districts, action spaces, the Castle, auction lots, the market.

The same facts are drawn in maps/yedo.tmx (a later check makes the two agree). Seven
districts in the seed's order form the patrol's ring; at five players each ordinary
district has three action spaces and the Castle one Shogun space, two Bakufu spaces and
three order spaces (RULINGS Y-2). ``min_players`` on a space is the smallest player
count at which it is uncovered, so the seed's covers (2p: ten, 3p: six, 4p: one) follow.
"""
from __future__ import annotations

from dataclasses import dataclass

CASTLE, GATE, INN, PORT, RED_LIGHT, MARKET, TEMPLE = (
    "castle", "gate", "inn", "port", "red_light", "market", "temple")
DISTRICTS = (CASTLE, GATE, INN, PORT, RED_LIGHT, MARKET, TEMPLE)  # the patrol's ring, in order
DISTRICT_NAMES = {CASTLE: ("Castle", "城堡區"), GATE: ("Gate", "門區"), INN: ("Inn", "宿屋區"),
                  PORT: ("Port", "港區"), RED_LIGHT: ("Red Light", "紅燈區"),
                  MARKET: ("Market", "市場區"), TEMPLE: ("Temple", "寺廟區")}
PATROL_START = GATE
PATROL_STEP = {"red": 1, "blue": -1}  # red walks clockwise (up the ring), blue counter-clockwise

# the Castle's fixed actions
SHOGUN, BAKUFU, ORDER = "shogun", "bakufu", "order"
# what a disciple standing in an ordinary district may do there (the player picks one)
DISTRICT_ACTIONS = {
    GATE: ("recruit", "beg1", "beg2", "foresee"),
    INN: ("build", "foresee"),
    PORT: ("church", "import1", "import3", "foresee"),
    RED_LIGHT: ("geisha", "buy_card"),
    MARKET: ("buy_weapon", "sell"),
    TEMPLE: ("blessing", "foresee_events", "foresee_missions"),
}


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    district: str
    min_players: int
    action: str | None = None  # fixed action (Castle spaces); None: any of the district's
    order_slot: int = 0  # 1–3 on the Castle's order spaces


def _ordinary(district: str, mins: tuple[int, int, int]) -> list[Space]:
    return [Space(f"{district}{i + 1}", district, m) for i, m in enumerate(mins)]


SPACES: tuple[Space, ...] = tuple(
    [Space("shogun", CASTLE, 2, SHOGUN), Space("bakufu1", CASTLE, 2, BAKUFU), Space("bakufu2", CASTLE, 3, BAKUFU),
     Space("order1", CASTLE, 2, ORDER, 1), Space("order2", CASTLE, 3, ORDER, 2),
     Space("order3", CASTLE, 4, ORDER, 3)]
    + _ordinary(GATE, (2, 2, 4)) + _ordinary(INN, (2, 2, 4)) + _ordinary(PORT, (2, 2, 4))
    + _ordinary(RED_LIGHT, (2, 2, 3)) + _ordinary(MARKET, (2, 2, 4)) + _ordinary(TEMPLE, (2, 3, 5)))
SPACE = {s.id: s for s in SPACES}


def spaces_for(players: int) -> tuple[Space, ...]:
    """The uncovered action spaces at this player count, in board order."""
    return tuple(s for s in SPACES if s.min_players <= players)


# -- the auction (seed phase 2; RULINGS Y-3) ---------------------------------------------------
LOTS = ("action", "bonus", "weapon", "annex", "geisha", "disciple", "mission")  # lots 1–7
LOT_BASE = {"action": 3, "bonus": 3, "weapon": 3, "annex": 5, "geisha": 5, "disciple": 3, "mission": 3}
LOT_POINTS = {"annex": 2, "geisha": 2}  # these lots also score 2 points, even when the supply is out
GROUPED_LOTS = (("action", "bonus", "weapon"), ("annex", "geisha"), ("disciple", "mission"))
GROUPED_UP_TO = 3  # at 2–3 players the lots are grouped


def lot_groups(players: int) -> tuple[tuple[str, ...], ...]:
    """The auction's lots at this player count: each a group of items the winner picks from."""
    if players <= GROUPED_UP_TO:
        return GROUPED_LOTS
    return tuple((lot,) for lot in LOTS)


def lot_base(group: tuple[str, ...]) -> int:
    return min(LOT_BASE[item] for item in group)


# -- the market (seed phase 3a, 7) -------------------------------------------------------------
MARKET_PRICES = (8, 8, 8, 6, 6)  # left three 8 coins, right two 6 coins
MARKET_NEW = 3  # weapons that come in from the left each event phase
MARKET_START = 2  # weapons in the two right (6-coin) slots at setup
KOBUDO_DISCOUNT = 3

# -- prices and supplies by player count ---------------------------------------------------------
RECRUIT_PRICE, BUILD_PRICE, GEISHA_PRICE, GEISHA_POINTS, CARD_PRICE = 7, 11, 8, 2, 4
BEG = {"beg1": (1, 3), "beg2": (2, 5)}  # points given → coins
IMPORT = {"import1": (4, 1), "import3": (9, 3)}  # coins paid → points
SELL_PRICE = 2
CHURCH_START, CHURCH_REFILL = 3, 1
DROP_OUT_COINS = 3
ANNEX_SUPPLY = {2: 2, 3: 2, 4: 3, 5: 4}  # of each kind
GEISHA_SUPPLY = {2: 3, 3: 5, 4: 6, 5: 7}
START_COINS, START_POINTS, START_MISSIONS = 12, 1, 4
DISCIPLES, START_HOME, MIN_DISCIPLES = 4, 2, 2
LIMITS = {"missions": 4, "actions": 3, "bonus": 2, "weapons": 4, "geisha": 3, "blessing": 1}
ROUNDS = 11
FORESEE = 3  # cards looked at by foresight and by lots 1, 2, 3 and 7
