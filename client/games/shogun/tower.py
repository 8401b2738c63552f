"""The cube tower as a stateful model (rulings S-2, S-3; pure).

Two baffle levels. Each cube passing a level falls through with probability
TOWER_PASS_PROBABILITY and otherwise sticks there. Each time a cube passes a
level, every cube already stuck on that level is released with probability
TOWER_RELEASE_PROBABILITY and falls on to the next level (passing it like any
other cube) or into the tray. Stuck cubes stay inside between battles.

Owners are small ints: seats 0..n-1 and ``n`` for the peasants. A drop throws
the given cubes together with every cube lying in the tray (S-3); afterwards
the tray holds exactly what came out, and the rules take from it what goes
back to supplies. In an observation the levels are unknown (``levels is
None``): only each owner's total inside is kept, which is public (62 - board -
supply); ``resample`` fills the levels again.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

TOWER_PASS_PROBABILITY = 0.85
TOWER_RELEASE_PROBABILITY = 0.025
LEVELS = 2


@dataclass(frozen=True, slots=True)
class TowerResult:
    """One drop: what went in (thrown + from the tray), what came out, what stayed."""

    thrown: tuple[int, ...]  # per owner, thrown by the caller
    from_tray: tuple[int, ...]  # per owner, swept in from the tray
    came_out: tuple[int, ...]  # per owner, now lying in the tray
    inside: tuple[tuple[int, ...], ...]  # per level, per owner, after the drop

    def as_data(self) -> dict:
        return {"thrown": list(self.thrown), "from_tray": list(self.from_tray),
                "came_out": list(self.came_out), "inside": [list(lv) for lv in self.inside]}


class Tower:
    __slots__ = ("owners", "levels", "tray", "hidden_inside")

    def __init__(self, owners: int):
        self.owners = owners
        self.levels: list[list[int]] | None = [[0] * owners for _ in range(LEVELS)]
        self.tray = [0] * owners
        self.hidden_inside: list[int] | None = None  # per owner, when levels is None

    def clone(self) -> "Tower":
        t = Tower.__new__(Tower)
        t.owners = self.owners
        t.levels = None if self.levels is None else [list(lv) for lv in self.levels]
        t.tray = list(self.tray)
        t.hidden_inside = None if self.hidden_inside is None else list(self.hidden_inside)
        return t

    # -- counts --------------------------------------------------------------
    def inside(self, owner: int) -> int:
        if self.levels is None:
            return self.hidden_inside[owner]
        return self.levels[0][owner] + self.levels[1][owner]

    def inside_all(self) -> list[int]:
        return [self.inside(o) for o in range(self.owners)]

    def take(self, owner: int, count: int) -> None:
        """Take ``count`` cubes of ``owner`` out of the tray."""
        assert 0 <= count <= self.tray[owner], (owner, count, self.tray)
        self.tray[owner] -= count

    # -- hidden information ----------------------------------------------------
    def hide(self) -> None:
        """Forget which level each cube is stuck on, keeping totals per owner."""
        if self.levels is not None:
            self.hidden_inside = self.inside_all()
            self.levels = None

    def resample(self, rng: random.Random) -> None:
        """Put the hidden cubes back on the levels, each level equally likely."""
        if self.levels is not None:
            return
        levels = [[0] * self.owners for _ in range(LEVELS)]
        for owner, count in enumerate(self.hidden_inside):
            for _ in range(count):
                levels[0 if rng.random() < 0.5 else 1][owner] += 1
        self.levels = levels
        self.hidden_inside = None

    # -- the drop ----------------------------------------------------------------
    def drop(self, cubes: Sequence[int], rng: random.Random) -> TowerResult:
        """Throw ``cubes`` (count per owner) and the tray's cubes in together."""
        assert self.levels is not None, "the tower's levels are unknown in an observation"
        assert len(cubes) == self.owners
        from_tray = tuple(self.tray)
        sequence = []
        for owner in range(self.owners):
            sequence.extend([owner] * (cubes[owner] + from_tray[owner]))
        rng.shuffle(sequence)
        out = [0] * self.owners
        for cube in sequence:
            self._pass(cube, 0, out, rng)
        self.tray = out
        return TowerResult(tuple(cubes), from_tray, tuple(out),
                           tuple(tuple(lv) for lv in self.levels))

    def _pass(self, cube: int, level: int, out: list[int], rng: random.Random) -> None:
        if level == LEVELS:
            out[cube] += 1
            return
        stuck = self.levels[level]
        released = None
        if any(stuck):
            rand = rng.random
            for owner in range(self.owners):
                for _ in range(stuck[owner]):
                    if rand() < TOWER_RELEASE_PROBABILITY:
                        if released is None:
                            released = []
                        released.append(owner)
            if released:
                for owner in released:
                    stuck[owner] -= 1
        if rng.random() < TOWER_PASS_PROBABILITY:
            self._pass(cube, level + 1, out, rng)
        else:
            stuck[cube] += 1
        if released:
            for owner in released:
                self._pass(owner, level + 1, out, rng)

    def snapshot(self) -> dict:
        return {"levels": None if self.levels is None else [list(lv) for lv in self.levels],
                "inside": self.inside_all(), "tray": list(self.tray)}
