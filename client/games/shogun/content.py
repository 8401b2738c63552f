"""Shogun's game facts as data (pure): cards, tables, limits, points.

Every figure here comes from seeds/shogun.txt (or RULINGS.md where named).
The board itself (provinces, regions, borders) is loaded from the Tiled maps
by ``board.py`` — it is not repeated here.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

# -- limits (ruling S-9) -------------------------------------------------------
ARMIES_PER_PLAYER = 62
PEASANTS = 20
CASTLES = 28
TEMPLES = 26
THEATRES = 26
REVOLT_MARKERS = 42

# -- setup ---------------------------------------------------------------------
#: chest units each player starts with, by player count (seed 1.(2))
CHESTS_BY_PLAYERS = MappingProxyType({3: 18, 4: 15, 5: 12})
#: army portions each player places on starting provinces (seed 1.(3))
PORTIONS_BY_PLAYERS = MappingProxyType({
    3: (5, 4, 4, 3, 3, 2, 2, 2, 2),
    4: (5, 4, 4, 3, 3, 2, 2, 2),
    5: (5, 4, 4, 3, 3, 2, 2),
})
#: the tower pre-load (seed 1.(5)): armies of each player, peasants
TOWER_PRELOAD_ARMIES = 7
TOWER_PRELOAD_PEASANTS = 10
EVENTS_FACE_UP = 4  # seed 1.(6), 3.(4)
ACTIONS_FACE_UP = 5  # seed 2.(1)
FACE_UP_PROVINCES = 2  # the draft's two open cards (seed 1.(3))
YEARS = 2
SEASONS = ("spring", "summer", "autumn", "winter")
SEASON_NAMES = MappingProxyType({
    "spring": ("春", "Spring"), "summer": ("夏", "Summer"),
    "autumn": ("秋", "Autumn"), "winter": ("冬", "Winter"),
})

#: the assigned starting provinces of seed section 6 (sun face only, ruling S-8);
#: one column per seat A..E, (province, armies) in the seed's order
ASSIGNED = MappingProxyType({
    3: (
        (("Suruga", 5), ("Mino", 4), ("Tamba", 4), ("Musashi", 3), ("Harima", 3),
         ("Izu", 2), ("Owari", 2), ("Sagami", 2), ("Tajima", 2)),
        (("Yamato", 5), ("Echizen", 4), ("Shimotsuke", 4), ("Shimosa", 3), ("Ise", 3),
         ("Hitachi", 2), ("Awa-Shikoku", 2), ("Kaga", 2), ("Kii", 2)),
        (("Bizen", 5), ("Omi", 4), ("Hida", 4), ("Etchu", 3), ("Hoki", 3),
         ("Bitchu", 2), ("Bingo", 2), ("Settsu", 2), ("Shinano", 2)),
    ),
    4: (
        (("Yamato", 5), ("Awa-Shikoku", 4), ("Kaga", 4), ("Omi", 3), ("Tamba", 3),
         ("Kii", 2), ("Settsu", 2), ("Noto", 2)),
        (("Kozuke", 5), ("Hida", 4), ("Ise", 4), ("Echizen", 3), ("Shinano", 3),
         ("Etchu", 2), ("Shimotsuke", 2), ("Shima", 2)),
        (("Mimasaka", 5), ("Wakasa", 4), ("Awa-Boso", 4), ("Harima", 3), ("Bitchu", 3),
         ("Hoki", 2), ("Tajima", 2), ("Kazusa", 2)),
        (("Kai", 5), ("Musashi", 4), ("Mino", 4), ("Mikawa", 3), ("Bingo", 3),
         ("Aki", 2), ("Totomi", 2), ("Sagami", 2)),
    ),
    5: (
        (("Sagami", 5), ("Mimasaka", 4), ("Harima", 4), ("Kazusa", 3), ("Izu", 3),
         ("Awa-Boso", 2), ("Bizen", 2)),
        (("Shimotsuke", 5), ("Echizen", 4), ("Tamba", 4), ("Shimosa", 3), ("Kozuke", 3),
         ("Hitachi", 2), ("Wakasa", 2)),
        (("Mino", 5), ("Hida", 4), ("Iyo", 4), ("Owari", 3), ("Totomi", 3),
         ("Mikawa", 2), ("Tosa", 2)),
        (("Hoki", 5), ("Shinano", 4), ("Bingo", 4), ("Echigo", 3), ("Aki", 3),
         ("Izumo", 2), ("Etchu", 2)),
        (("Yamato", 5), ("Kaga", 4), ("Kii", 4), ("Shima", 3), ("Omi", 3),
         ("Ise", 2), ("Noto", 2)),
    ),
})
SEAT_LETTERS = "ABCDE"

# -- cards ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ActionCard:
    id: str
    zh: str
    en: str
    cost: int = 0  # chests paid
    armies: int = 0  # armies recruited
    building: int = 0  # building bit for the build actions (see BUILDINGS)


@dataclass(frozen=True, slots=True)
class Building:
    bit: int
    id: str
    zh: str
    en: str
    cost: int
    limit: int
    majority_points: int


CASTLE, TEMPLE, THEATRE = 1, 2, 4
BUILDINGS = (
    Building(CASTLE, "castle", "城堡", "Castle", 3, CASTLES, 3),
    Building(TEMPLE, "temple", "神社", "Temple", 2, TEMPLES, 2),
    Building(THEATRE, "theatre", "劇場", "Theatre", 1, THEATRES, 1),
)
BUILDING_BY_BIT = MappingProxyType({b.bit: b for b in BUILDINGS})

#: the ten action cards, in the canonical order of the player board's slots
ACTIONS = (
    ActionCard("castle", "修建城堡", "Build castle", cost=3, building=CASTLE),
    ActionCard("temple", "修建神社", "Build temple", cost=2, building=TEMPLE),
    ActionCard("theatre", "修建劇場", "Build theatre", cost=1, building=THEATRE),
    ActionCard("rice", "徵收米糧", "Collect rice"),
    ActionCard("tax", "徵收稅金", "Collect tax"),
    ActionCard("recruit5", "招募5支軍隊", "Recruit 5 armies", cost=3, armies=5),
    ActionCard("recruit3", "招募3支軍隊", "Recruit 3 armies", cost=2, armies=3),
    ActionCard("recruit1", "招募1支軍隊及移動軍隊", "Recruit 1 army and move", cost=1, armies=1),
    ActionCard("warA", "戰爭及調動A軍隊", "War and move armies A"),
    ActionCard("warB", "戰爭及調動B軍隊", "War and move armies B"),
)
ACTION_IDS = tuple(a.id for a in ACTIONS)
ACTION_BY_ID = MappingProxyType({a.id: a for a in ACTIONS})
BID_SLOT = "bid"
#: plan slots: 0 is the bid, 1..10 the actions in ACTIONS order
SLOTS = (BID_SLOT,) + ACTION_IDS
SLOT_INDEX = MappingProxyType({s: i for i, s in enumerate(SLOTS)})

CHEST_CARDS = (0, 1, 2, 3, 4)
#: ruling S-12 (seed 2.(3)): a seat holding this many cards or more fills every space of its plan
FULL_PLAN_CARDS = 11
#: assumption (not in the seed): take-backs allowed to one seat in one planning,
#: twice the slots, so that every plan ends whatever the seat's policy (bots)
PLAN_TAKE_BACKS = 2 * len(SLOTS)  # every player has one of each (seed 1.(2))

# event effects
CASTLE_DEFENCE = "castle_defence"  # a castle's defender may add 1 army from supply
TEMPLE_PEACE = "temple_peace"  # provinces with a temple cannot be attacked
THEATRE_CALM = "theatre_calm"  # building a theatre removes 1 revolt marker there
RICE_MAX3 = "rice_max3"
RICE_MIN4 = "rice_min4"
TAX_MAX5 = "tax_max5"
TAX_MIN6 = "tax_min6"
PEASANTS2 = "peasants2"  # attacking a neutral province throws 2 peasants
RECRUIT_LESS = "recruit_less"  # recruit 5 gives 3, recruit 3 gives 2


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    effect: str
    zh: str
    en: str
    rice_loss: int  # winter's rice loss when this is the last card left


EVENTS = (
    EventCard("castle_a", CASTLE_DEFENCE, "城堡及+1軍隊", "Castle defence +1", 2),
    EventCard("castle_b", CASTLE_DEFENCE, "城堡及+1軍隊", "Castle defence +1", 6),
    EventCard("temple_a", TEMPLE_PEACE, "神社及紅色交叉武士刀", "Temple peace", 3),
    EventCard("temple_b", TEMPLE_PEACE, "神社及紅色交叉武士刀", "Temple peace", 4),
    EventCard("theatre_a", THEATRE_CALM, "劇場及紅色箭頭起義標記", "Theatre calms revolt", 5),
    EventCard("theatre_b", THEATRE_CALM, "劇場及紅色箭頭起義標記", "Theatre calms revolt", 7),
    EventCard("rice_max3", RICE_MAX3, "徵收米糧Max3", "Rice at most 3", 4),
    EventCard("rice_min4", RICE_MIN4, "徵收米糧Min4", "Rice at least 4", 3),
    EventCard("tax_max5", TAX_MAX5, "徵收稅金Max5", "Tax at most 5", 0),
    EventCard("tax_min6", TAX_MIN6, "徵收稅金Min6", "Tax at least 6", 2),
    EventCard("peasants2", PEASANTS2, "2支民軍", "Two peasants defend", 3),
    EventCard("recruit_less", RECRUIT_LESS, "招募5→3、3→2", "Fewer recruits", 1),
)
EVENT_BY_ID = MappingProxyType({e.id: e for e in EVENTS})
#: recruiting under RECRUIT_LESS
RECRUIT_LESS_ARMIES = MappingProxyType({5: 3, 3: 2})
RICE_MAX, RICE_MIN, TAX_MAX, TAX_MIN = 3, 4, 5, 6

# special cards
SP_TAX, SP_RICE, SP_RECRUIT, SP_ATTACK, SP_DEFENCE = "tax", "rice", "recruit", "attack", "defence"


@dataclass(frozen=True, slots=True)
class SpecialCard:
    id: str
    zh: str
    en: str
    text_en: str


SPECIALS = (
    SpecialCard(SP_TAX, "徵稅", "Tax +1", "Collect tax: one more chest"),
    SpecialCard(SP_RICE, "徵糧", "Rice +1", "Collect rice: one more rice"),
    SpecialCard(SP_RECRUIT, "募兵", "Recruit 6", "Recruit 5 armies: one more army"),
    SpecialCard(SP_ATTACK, "攻擊", "Attack +1", "Attacking in a war: one army from supply into the tower"),
    SpecialCard(SP_DEFENCE, "防守", "Defence +1", "Defending in a war: one army from supply into the tower"),
)
SPECIAL_IDS = tuple(s.id for s in SPECIALS)
SPECIAL_BY_ID = MappingProxyType({s.id: s for s in SPECIALS})
TURN_POSITIONS = 5  # the daimyo track 1..5, one special card on each

#: bid ranks (seed 2.(5)): 4 > 3 > 2 > 1 chests > province card > 0 chests > empty
BID_RANK_EMPTY = 0
BID_RANK_ZERO = 1
BID_RANK_PROVINCE = 2


def bid_rank_chest(value: int) -> int:
    return BID_RANK_ZERO if value == 0 else BID_RANK_PROVINCE + value


# -- winter --------------------------------------------------------------------
#: revolt table: (smallest shortage, provinces in revolt, peasants added); seed 3.(2)
REVOLT_TABLE = ((7, 3, 3), (5, 2, 3), (3, 2, 2), (2, 1, 2), (1, 1, 1))


def revolt_row(shortage: int) -> tuple[int, int]:
    """(provinces that revolt, peasants thrown in) for a shortage of provinces over rice."""
    for least, provinces, peasants in REVOLT_TABLE:
        if shortage >= least:
            return provinces, peasants
    return 0, 0


# -- scoring (seed 3.(3)) -------------------------------------------------------
POINTS_PER_PROVINCE = 1
POINTS_PER_BUILDING = 1
MAJORITY_TIE_PENALTY = 1  # tied leaders each score the points minus one
