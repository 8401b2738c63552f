"""姬札大戰's battlefield as plain data (ruling H-1): 5 lanes × 4 rows between two castles. Pure.

Lanes run 0–4 left to right as seat 0 sees them; rows run 0–3 from seat 0's castle to
seat 1's. Row 0 is seat 0's camp (我軍陣地), row 1 its own-side neutral row, row 2
seat 1's own-side neutral row, row 3 seat 1's camp. Each castle lies behind its camp
row (seat 0's at row -1, seat 1's at row 4) and its gate faces the middle three lanes.

Every unit faces the enemy castle: seat 0 looks towards row 3, seat 1 towards row 0.
Offsets in range patterns are ``(side, ahead)`` in the unit's own frame (``ahead`` > 0
towards the enemy castle, ``side`` > 0 to the unit's right), so one pattern serves both seats.

maps/himefuda_field.tmx states the same facts as cell properties (lane, row, region, gate);
a later slice checks that the two agree.
"""
from __future__ import annotations

import functools

LANES, ROWS = 5, 4
GATE_LANES = (1, 2, 3)  # the middle three lanes face each castle's gate
CAMP, NEUTRAL = "camp", "neutral"

Zone = tuple[int, int]  # (lane, row)

ZONES: tuple[Zone, ...] = tuple((lane, row) for row in range(ROWS) for lane in range(LANES))
_ORTHO = ((0, 1), (0, -1), (1, 0), (-1, 0))
_DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def on_field(lane: int, row: int) -> bool:
    return 0 <= lane < LANES and 0 <= row < ROWS


def ahead(seat: int) -> int:
    """The row step towards ``seat``'s enemy castle."""
    return 1 if seat == 0 else -1


def camp_row(seat: int) -> int:
    return 0 if seat == 0 else ROWS - 1


def region(zone: Zone) -> tuple[str, int]:
    """(``camp`` or ``neutral``, the seat whose side of the field the zone is on)."""
    row = zone[1]
    side = 0 if row < ROWS // 2 else 1
    return (CAMP if row == camp_row(side) else NEUTRAL), side


def in_camp(zone: Zone, seat: int) -> bool:
    return zone[1] == camp_row(seat)


def at_gate(zone: Zone, seat: int) -> bool:
    """In front of ``seat``'s castle gate."""
    return in_camp(zone, seat) and zone[0] in GATE_LANES


def _build_neighbours(steps) -> dict[Zone, tuple[Zone, ...]]:
    return {(l, r): tuple((l + dl, r + dr) for dl, dr in steps if on_field(l + dl, r + dr))
            for l, r in ZONES}


ORTHOGONAL = _build_neighbours(_ORTHO)
DIAGONAL = _build_neighbours(_DIAG)
# shooting reaches one zone diagonally or two zones straight (seed, attack phase)
SHOT_RANGE = _build_neighbours(_DIAG + ((0, 2), (0, -2), (2, 0), (-2, 0)))


def relative(zone: Zone, seat: int, side: int, forward: int) -> Zone:
    """The zone ``side`` to the right and ``forward`` ahead of ``zone`` for a unit of ``seat``."""
    step = ahead(seat)
    # seat 1 faces the other way, so its right is seat 0's left
    return zone[0] + side * step, zone[1] + forward * step


def front(zone: Zone, seat: int) -> Zone:
    return relative(zone, seat, 0, 1)


def rear(zone: Zone, seat: int) -> Zone:
    return relative(zone, seat, 0, -1)


def rear_diagonals(zone: Zone, seat: int) -> tuple[Zone, Zone]:
    return relative(zone, seat, -1, -1), relative(zone, seat, 1, -1)


def is_side(target: Zone, attacker: Zone) -> bool:
    """Whether ``attacker`` stands beside ``target`` (same row, next lane): a flank attack."""
    return target[1] == attacker[1] and abs(target[0] - attacker[0]) == 1


@functools.cache
def pattern_zones(zone: Zone, seat: int, pattern: tuple[tuple[int, int], ...]) -> tuple[Zone, ...]:
    """The zones on the field that a range pattern (``(side, ahead)`` offsets) covers."""
    out = []
    for side, forward in pattern:
        z = relative(zone, seat, side, forward)
        if on_field(*z):
            out.append(z)
    return tuple(out)
