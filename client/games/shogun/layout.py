"""The board for one face and player count as plain tuples, and the card codes (pure).

``board_info`` turns ``board.load_board`` (the Tiled maps) into index-based
tuples the rules use on their hot path; it is cached per face and player count.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping

from . import content as C
from .board import REGIONS, load_board

EMPTY = -1  # an empty plan slot
UNKNOWN = -2  # a face-down card another seat placed (in an observation)
CHEST = 100  # card code of chest card N is CHEST + N; provinces are 0..44
NSLOTS = len(C.SLOTS)


@dataclass(frozen=True)
class BoardInfo:
    """The board for one face and player count, as plain tuples indexed by province."""

    face: str
    players: int
    names: tuple[str, ...]
    index: Mapping[str, int]
    kanji: tuple[str, ...]
    tax: tuple[int, ...]
    rice: tuple[int, ...]
    slots: tuple[int, ...]
    region: tuple[int, ...]
    regions: tuple[str, ...]
    playable: tuple[bool, ...]
    playable_idx: tuple[int, ...]
    adj: tuple[tuple[int, ...], ...]  # playable neighbours (land and sea), by index
    card_text: Mapping[int, str]  # card code -> text in actions ("Omi", "chest:3")
    plan_text: tuple[Mapping[int, str], ...]  # per slot: card code -> "plan:slot:card"


@lru_cache(maxsize=None)
def board_info(face: str, players: int) -> BoardInfo:
    board = load_board(face)
    names = tuple(sorted(board.provinces))
    index = {n: i for i, n in enumerate(names)}
    provs = [board.provinces[n] for n in names]
    playable_names = set(board.playable(players))  # ruling S-1: 8 out with 3 players
    playable = tuple(n in playable_names for n in names)
    adj = tuple(tuple(sorted(index[m] for m in board.playable_adjacent(n, players)))
                if playable[i] else () for i, n in enumerate(names))
    card_text = {i: n for i, n in enumerate(names)}
    card_text.update({CHEST + v: f"chest:{v}" for v in C.CHEST_CARDS})
    plan_text = tuple({code: f"plan:{slot}:{text}" for code, text in card_text.items()}
                      for slot in C.SLOTS)
    return BoardInfo(face, players, names, index, tuple(p.kanji for p in provs),
                     tuple(p.tax for p in provs), tuple(p.rice for p in provs),
                     tuple(p.slots for p in provs), tuple(REGIONS.index(p.region) for p in provs),
                     tuple(REGIONS), playable, tuple(i for i in range(len(names)) if playable[i]),
                     adj, card_text, plan_text)
