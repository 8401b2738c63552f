"""A unit on 姬札大戰's field: one general (or a merged stack) with its troops and states. Pure."""
from __future__ import annotations

from .field import Zone

FOREVER = 10**9  # the "until" of a change lasting while the unit stays on the field


class Unit:
    """``cards[0]`` leads: its values and skills are the unit's (# assumption: a merged stack
    fights with the receiving unit's general; the seed says only that the cards stay together).

    ``mods`` are ability changes ``(stat, atk, def, until)`` and ``granted`` skills
    ``(skill, until)``, both kept while ``until`` ≥ the game's turn number.
    """

    __slots__ = ("seat", "cards", "troops", "zone", "fatigued", "tired", "acted", "attacked", "uses",
                 "mods", "granted", "gear")

    def __init__(self, seat: int, card: str, troops: int, zone: Zone):
        self.seat = seat
        self.cards: list[str] = [card]
        self.troops = troops
        self.zone = zone
        self.fatigued = True   # 疲兵: sortied this turn
        self.tired = False     # 倦兵: moved this turn
        self.acted = True      # did something this turn (may not retreat)
        self.attacked = False  # made its one attack this turn
        self.uses: dict[str, int] = {}  # "ougi"/"skill" → times used this sortie
        self.mods: list[tuple[str, int, int, int]] = []
        self.granted: list[tuple[str, int]] = []
        self.gear: list[str] = []  # attached tactic cards (裝備)

    @property
    def leader(self) -> str:
        return self.cards[0]

    def copy(self) -> "Unit":
        u = object.__new__(Unit)
        u.seat, u.troops, u.zone = self.seat, self.troops, self.zone
        u.fatigued, u.tired, u.acted, u.attacked = self.fatigued, self.tired, self.acted, self.attacked
        u.cards, u.uses, u.mods = list(self.cards), dict(self.uses), list(self.mods)
        u.granted, u.gear = list(self.granted), list(self.gear)
        return u

    def all_cards(self) -> list[str]:
        return self.cards + self.gear

    def snapshot(self) -> list:
        return [self.seat, list(self.cards), self.troops, list(self.zone), self.fatigued, self.tired, self.acted,
                self.attacked, sorted(self.uses.items()), [list(m) for m in self.mods],
                [list(g) for g in self.granted], list(self.gear)]
