"""Yedo's table animations: the patrol marching district by district to where it stops, disciples
walking from their player's panel to a space and back home.

The board underneath is already drawn in its new state; a moving piece is hidden at its end
(``arriving``, ``patrol_moving``) until it gets there. Paced by the animation setting (``factor``:
0 skips at once); ``skip()`` ends everything; ``busy()`` holds the bots while anything moves.
Built only from public facts (the patrol's events, who stands where), so nothing hidden shows.
"""
from __future__ import annotations

import math
from typing import NamedTuple

PATROL_STEP_S = 0.38  # seconds per district the patrol walks, at normal speed
DISCIPLE_S = 0.5  # seconds for a disciple's walk
STAGGER_S = 0.08  # between disciples leaving together


class Move(NamedTuple):
    kind: str  # "patrol" or "disciple"
    path: tuple[tuple[float, float], ...]  # screen points, walked in order
    start: float
    duration: float
    seat: int = -1  # the disciple's owner
    space: str = ""  # the space a disciple walks to (hidden there until it arrives) or from
    arriving: bool = False

    def end(self) -> float:
        return self.start + self.duration

    def point(self, clock: float) -> tuple[float, float]:
        """Where the piece is at ``clock``: eased along the whole path, legs by length."""
        k = min(1.0, max(0.0, (clock - self.start) / self.duration))
        k = k * k * (3 - 2 * k)
        legs = list(zip(self.path, self.path[1:]))
        if not legs:
            return self.path[0]
        lengths = [math.dist(a, b) for a, b in legs]
        goal = k * sum(lengths)
        for (a, b), length in zip(legs, lengths):
            if goal <= length or (a, b) == legs[-1]:
                f = goal / length if length else 1.0
                return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
            goal -= length
        return self.path[-1]


class Animator:
    def __init__(self):
        self.moves: list[Move] = []
        self.landed: list[Move] = []  # disciples already on their space while others still move
        self.clock = 0.0

    def busy(self) -> bool:
        return bool(self.moves)

    def skip(self) -> None:
        self.moves, self.landed = [], []
        self.clock = 0.0

    def update(self, dt: float, factor: float) -> None:
        if not self.moves:
            return
        if factor <= 0:
            self.skip()
            return
        self.clock += dt * factor
        self.landed += [m for m in self.moves if m.end() <= self.clock and m.arriving]
        self.moves = [m for m in self.moves if m.end() > self.clock]
        if not self.moves:
            self.skip()

    def _after(self) -> float:
        """When a new step starts: after everything already queued."""
        return max([self.clock] + [m.end() for m in self.moves])

    def march(self, path) -> None:
        """The patrol along ``path`` (its spots, start first), one beat per district."""
        if len(path) > 1:
            self.moves.append(Move("patrol", tuple(path), self._after(), PATROL_STEP_S * (len(path) - 1)))

    def walk(self, walks) -> None:
        """Disciples together: ``walks`` is [(seat, space, from, to, arriving)]."""
        start = self._after()
        for k, (seat, space, a, b, arriving) in enumerate(walks):
            self.moves.append(Move("disciple", (a, b), start + k * STAGGER_S, DISCIPLE_S, seat, space, arriving))

    # -- what the board leaves out while pieces move -------------------------------------------
    def arriving(self) -> set[str]:
        """Spaces whose disciple is on its way there, or got there while others still move (drawn
        here, so the board under the animation stays the same picture until it ends)."""
        return {m.space for m in self.moves + self.landed if m.kind == "disciple" and m.arriving}

    def patrol_moving(self) -> bool:
        return any(m.kind == "patrol" for m in self.moves)

    def visible(self) -> list[Move]:
        """The moves under way now (a queued one waits unseen at its start, the patrol too), and
        the disciples that have arrived."""
        return self.landed + [m for m in self.moves if m.start <= self.clock or m.kind == "patrol"]


def patrol_path(spots, end: int, step: int, steps: int) -> list[tuple[float, float]]:
    """The patrol's spot centres from where it stood to ``end`` (ring index), ``steps`` of ``step``."""
    n = len(spots)
    return [spots[(end - step * (steps - i)) % n] for i in range(steps + 1)]


def disciple_walks(before: dict, after: dict) -> tuple[list, list]:
    """Who left which space and who arrived where, from two ``placed`` maps (space → seat)."""
    left = [(seat, space) for space, seat in before.items() if after.get(space) != seat]
    came = [(seat, space) for space, seat in after.items() if before.get(space) != seat]
    return left, came
