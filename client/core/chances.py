"""Each seat's estimated chance to win, step by step across a game, for the review's chart (pure).

Step ``k`` is the position before action ``k`` (``len``: the end, or where the game was
saved); a point there is an estimate made from the observation of the seat acting at that
step (its information set, never the true state): a bot's note where a bot moved (its
search's root values), or a short search run in the background for the steps left.

Whose eyes (the rule that keeps the chart from telling secrets): an estimate made from a
seat's observation carries that seat's secrets (a bot's root value is higher when it holds
good cards). So while the game is not over, only estimates made from the looking seat's own
observation are used — its own moves' steps; another seat's note or search is never read,
and with only bots at the table (nobody looking) the chart stays empty until the end.
Once the game is over everything is open: every note, every step, and the end's result.

# assumption: a search backs up each seat's value at its root (``SearchStats.seat_values``),
# so one estimate gives every seat a point; an older note keeps only the bot's own value, and
# then the other seats have no point at that step (their lines join their neighbours).
"""
from __future__ import annotations

from collections import deque
from typing import Mapping, Sequence

#: background estimates at most (the chart is ~1560 px wide: a point every ~10 px is plenty; a
#: Shogun estimate costs up to a second of search)
MAX_ESTIMATES = 160


class Chances:
    def __init__(self, acting: Sequence[int | None], players: int, finished: bool, viewer: int | None,
                 notes: Mapping[int, dict], result: Sequence[float] | None = None,
                 limit: int = MAX_ESTIMATES):
        """``acting[k]``: the seat to act at step k (None where nobody acts: the end). ``result``:
        every seat's value at the end (a finished game's ``terminal_values``)."""
        self.acting = list(acting)
        self.players = players
        self.finished = finished
        self.viewer = viewer
        self.points: dict[int, list[float | None]] = {}
        for step, note in notes.items():
            if 0 <= step < len(self.acting) and self.may_use(step) and "value" in note:
                seats = note.get("seats")
                if isinstance(seats, list) and len(seats) == players:
                    self.points[step] = [float(v) for v in seats]
                else:
                    point: list[float | None] = [None] * players
                    point[self.acting[step]] = float(note["value"])
                    self.points[step] = point
        if finished and result is not None:
            self.points[len(self.acting) - 1] = [float(v) for v in result]
        wanted = [k for k, seat in enumerate(self.acting) if seat is not None and k not in self.points
                  and self.may_use(k)]
        self.todo: list[int] = coarse_to_fine(wanted)[:limit]
        self.asked = len(self.todo)

    def may_use(self, step: int) -> bool:
        """Whether an estimate made from the observation of the seat acting at ``step`` may be
        shown to the looking seat (the module's rule)."""
        seat = self.acting[step]
        return seat is not None and (self.finished or seat == self.viewer)

    # -- the background estimates ----------------------------------------------------------------
    def next_wanted(self) -> tuple[int, int] | None:
        """The next step to estimate and the seat whose observation it is made from."""
        return (self.todo[0], self.acting[self.todo[0]]) if self.todo else None

    def put(self, step: int, values: Sequence[float] | None) -> None:
        """The estimate for ``step`` (None: none could be made; the step is left out)."""
        if step in self.todo:
            self.todo.remove(step)
        if values is not None and len(values) == self.players and self.may_use(step):
            self.points[step] = [min(1.0, max(0.0, float(v))) for v in values]

    @property
    def done(self) -> int:
        return self.asked - len(self.todo)

    # -- what is drawn ---------------------------------------------------------------------------
    def line(self, seat: int) -> list[tuple[int, float]]:
        """``seat``'s points, (step, chance), in step order."""
        return [(k, p[seat]) for k, p in sorted(self.points.items()) if p[seat] is not None]

    def nearest(self, step: int) -> tuple[int, list[float | None]] | None:
        """The point nearest ``step``: its step and every seat's chance (None: no point yet)."""
        if not self.points:
            return None
        near = min(self.points, key=lambda k: (abs(k - step), k))
        return near, self.points[near]


def coarse_to_fine(steps: Sequence[int]) -> list[int]:
    """``steps`` reordered so that any first part of the order is spread across all of them
    (first, last, the middle, the quarters, ...): a chart filled in this order covers the
    whole game early and grows finer."""
    n = len(steps)
    if n == 0:
        return []
    order = [0] if n == 1 else [0, n - 1]
    spans = deque([(0, n - 1)])
    while spans:  # breadth first: every span halved before any half is halved again
        lo, hi = spans.popleft()
        if hi - lo >= 2:
            mid = (lo + hi) // 2
            order.append(mid)
            spans.extend(((lo, mid), (mid, hi)))
    return [steps[i] for i in order]
