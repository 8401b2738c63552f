"""Samurai Sword's game facts as data (pure): roles, characters, the 90 cards, tables.

Every figure comes from seeds/samurai_sword.txt (RULINGS W-1..W-4 where named).
Names carry both languages (``zh`` from the seed; where the seed's kanji is
missing, the usual Japanese writing). Card ids are short lowercase words: they
appear in action strings and saves, so they never change.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

# -- roles ---------------------------------------------------------------------
SHOGUN, SAMURAI, NINJA, RONIN = "shogun", "samurai", "ninja", "ronin"
ROLES = (SHOGUN, SAMURAI, NINJA, RONIN)
ROLE_NAMES = MappingProxyType({
    SHOGUN: ("將軍", "Shogun"), SAMURAI: ("武士", "Samurai"),
    NINJA: ("忍者", "Ninja"), RONIN: ("浪人", "Ronin"),
})
#: the three camps; the Shogun and his Samurai are one (seed: 遊戲準備 (1))
TEAM_OF = MappingProxyType({SHOGUN: SHOGUN, SAMURAI: SHOGUN, NINJA: NINJA, RONIN: RONIN})
TEAMS = (SHOGUN, NINJA, RONIN)
TEAM_NAMES = MappingProxyType({
    SHOGUN: ("將軍與武士", "Shogun and Samurai"), NINJA: ("忍者", "Ninja"), RONIN: ("浪人", "Ronin"),
})
#: role cards in play by player count (seed table; 3 players: the variant)
ROLES_BY_PLAYERS = MappingProxyType({
    3: (SHOGUN, NINJA, NINJA),
    4: (SHOGUN, SAMURAI, NINJA, NINJA),
    5: (SHOGUN, SAMURAI, NINJA, NINJA, RONIN),
    6: (SHOGUN, SAMURAI, NINJA, NINJA, NINJA, RONIN),
    7: (SHOGUN, SAMURAI, SAMURAI, NINJA, NINJA, NINJA, RONIN),
})
NINJA_STARS = (1, 2, 3)  # ruling W-2: one star count per Ninja card
#: score multiplier per role and player count (seed: 遊戲結束); 4-player Ninja: see NINJA_4P
MULTIPLIER = MappingProxyType({
    3: MappingProxyType({SHOGUN: 2, NINJA: 1}),
    4: MappingProxyType({SHOGUN: 1, SAMURAI: 2, NINJA: 1}),
    5: MappingProxyType({SHOGUN: 1, SAMURAI: 1, NINJA: 1, RONIN: 2}),
    6: MappingProxyType({SHOGUN: 1, SAMURAI: 2, NINJA: 1, RONIN: 3}),
    7: MappingProxyType({SHOGUN: 1, SAMURAI: 1, NINJA: 1, RONIN: 3}),
})
NINJA_4P_MORE_STARS = 2  # ruling W-2: with 4 players the Ninja with more stars scores ×2, the other ×1

# -- setup ---------------------------------------------------------------------
def starting_honour(players: int, role: str) -> int:
    """Honour tokens at the start (seed: 遊戲準備 (3); 3 players: the variant)."""
    if players == 3:
        return 6 if role == SHOGUN else 3
    if role == SHOGUN:
        return 5
    return 3 if players in (4, 5) else 4


#: cards dealt by position in turn order from the Shogun (seed: 遊戲準備 (4))
STARTING_HAND = (4, 5, 5, 6, 6, 7, 7)
HONOUR_TOKENS = 30  # in the box; those not handed out leave the game
HAND_LIMIT = 7
DRAW_PER_TURN = 2
WEAPONS_PER_TURN = 1
SHOGUN_3P_DRAW = 3  # the 3-player variant: the Shogun draws 3 and plays 2 weapons
SHOGUN_3P_WEAPONS = 2
FRIENDLY_FIRE_PENALTY = 3  # seed: 致命攻擊
DAIMYO_POINTS = 1  # per Daimyo card in hand at the end (not for the Ronin, not multiplied)


# -- characters ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Character:
    id: str
    zh: str
    en: str
    resilience: int


CHARACTERS = (
    Character("benkei", "弁慶", "Benkei", 5),
    Character("chiyome", "千代女", "Chiyome", 4),
    Character("goemon", "五右衛門", "Goemon", 5),
    Character("ginchiyo", "誾千代", "Ginchiyo", 4),
    Character("hanzo", "半藏", "Hanzo", 4),
    Character("hideyoshi", "秀吉", "Hideyoshi", 4),
    Character("ieyasu", "家康", "Ieyasu", 5),
    Character("kojiro", "小次郎", "Kojiro", 5),
    Character("musashi", "武藏", "Musashi", 5),
    Character("nobunaga", "信長", "Nobunaga", 5),
    Character("tomoe", "巴", "Tomoe", 5),
    Character("ushiwaka", "牛若", "Ushiwaka", 4),
)
CHARACTER_BY_ID = MappingProxyType({c.id: c for c in CHARACTERS})

# -- cards -----------------------------------------------------------------------
WEAPON, PROPERTY, ACTION = "weapon", "property", "action"


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    zh: str
    en: str
    kind: str  # WEAPON (red), PROPERTY (blue) or ACTION (yellow)
    copies: int
    difficulty: int = 0  # weapons: the farthest difficulty they reach
    damage: int = 0  # weapons: resilience points taken


CARDS = (
    # weapons (32, red border)
    Card("bo", "棍", "Bo", WEAPON, 5, 2, 1),
    Card("bokken", "木刀", "Bokken", WEAPON, 6, 1, 1),
    Card("daikyu", "大弓", "Daikyu", WEAPON, 1, 5, 2),
    Card("kanabo", "金棒", "Kanabo", WEAPON, 1, 3, 2),
    Card("katana", "打刀", "Katana", WEAPON, 1, 2, 3),
    Card("kiseru", "煙管", "Kiseru", WEAPON, 5, 1, 2),
    Card("kusarigama", "鎖鎌", "Kusarigama", WEAPON, 4, 2, 2),
    Card("nagayari", "長矛", "Nagayari", WEAPON, 1, 4, 2),
    Card("naginata", "薙刀", "Naginata", WEAPON, 2, 4, 1),
    Card("nodachi", "大太刀", "Nodachi", WEAPON, 1, 3, 3),
    Card("shuriken", "手裏劍", "Shuriken", WEAPON, 3, 3, 1),
    Card("tanegashima", "種子島", "Tanegashima", WEAPON, 1, 5, 1),
    Card("wakizashi", "脇差", "Wakizashi", WEAPON, 1, 1, 3),
    # properties (15, blue border): stay in front of a player
    Card("armor", "盔甲", "Armor", PROPERTY, 4),
    Card("bushido", "武士道", "Bushido", PROPERTY, 2),
    Card("fastdraw", "拔刀術", "Fast Draw", PROPERTY, 3),
    Card("focus", "專注", "Focus", PROPERTY, 6),
    # actions (43, yellow border)
    Card("battlecry", "戰嚎", "Battlecry", ACTION, 4),
    Card("breathing", "調息", "Breathing", ACTION, 3),
    Card("daimyo", "大名", "Daimyo", ACTION, 3),
    Card("diversion", "調虎離山", "Diversion", ACTION, 5),
    Card("geisha", "藝伎", "Geisha", ACTION, 6),
    Card("jujutsu", "柔術", "Jujutsu", ACTION, 3),
    Card("parry", "阻擋", "Parry", ACTION, 15),
    Card("teaceremony", "茶道", "Tea Ceremony", ACTION, 4),
)
CARD_BY_ID = MappingProxyType({c.id: c for c in CARDS})
CARD_IDS = tuple(c.id for c in CARDS)
WEAPONS = frozenset(c.id for c in CARDS if c.kind == WEAPON)
PROPERTIES = frozenset(c.id for c in CARDS if c.kind == PROPERTY)
DECK_SIZE = sum(c.copies for c in CARDS)
FULL_DECK = tuple(sorted(c.id for c in CARDS for _ in range(c.copies)))

TEA_CEREMONY_DRAW = 3  # the player; every other player draws 1
DAIMYO_DRAW = 2

assert DECK_SIZE == 90  # ruling W-1
assert sum(c.copies for c in CARDS if c.kind == WEAPON) == 32
assert sum(c.copies for c in CARDS if c.kind == PROPERTY) == 15
assert sum(c.copies for c in CARDS if c.kind == ACTION) == 43
