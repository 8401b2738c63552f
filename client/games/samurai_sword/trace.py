"""The last attack, or card played on someone, as the table keeps it between the two seats (pure).

At the physical table the weapon lies between attacker and target until the next one is played;
here ``trace_after(trace, events)`` follows a step's events to the trace the table shows: who
played what on whom and what came of it (resilience lost, a block, the card Geisha discarded).
It reads only events that are public whole (attack, play, property, damage, block, lose_card),
never a draw or a Diversion's steal: every seat sees the same trace.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

#: the only events read: each is public whole in the rules (no hand card, no draw)
READ = frozenset({"attack", "play", "property", "damage", "block", "lose_card"})
#: cards played on nobody in particular that every other seat must answer
ON_EVERYONE = frozenset({"battlecry", "jujutsu"})


@dataclass(frozen=True, slots=True)
class Hit:
    """What the traced card did to one seat."""
    target: int
    lost: int = 0  # resilience lost to it
    blocked: str = ""  # the card that parried it
    discarded: str = ""  # Geisha: the card it made the seat discard (face up on the pile)


@dataclass(frozen=True, slots=True)
class Trace:
    seat: int  # who played it
    card: str
    hits: tuple[Hit, ...]  # the seats it reached, in the order they answered

    def hit(self, target: int) -> Hit | None:
        return next((h for h in self.hits if h.target == target), None)

    def _with(self, target: int, **change) -> "Trace":
        old = self.hit(target)
        if old is None:
            return replace(self, hits=self.hits + (replace(Hit(target), **change),))
        if "lost" in change:
            change["lost"] += old.lost
        return replace(self, hits=tuple(replace(h, **change) if h is old else h for h in self.hits))


def trace_after(trace: Trace | None, events: Iterable) -> Trace | None:
    """The trace after one step's ``events`` (``trace``: the one before)."""
    for ev in events:
        if ev.kind not in READ:
            continue
        d = ev.data
        kind = ev.kind
        if kind == "attack":
            trace = Trace(d["seat"], d["card"], (Hit(d["target"]),))
        elif kind in ("play", "property"):
            target = d.get("target")
            if target is not None and target != d["seat"]:
                trace = Trace(d["seat"], d["card"], (Hit(target),))
            elif d["card"] in ON_EVERYONE:
                trace = Trace(d["seat"], d["card"], ())  # its hits come as each seat answers
        elif trace is None:
            continue
        elif kind == "damage" and d.get("source") == trace.seat and d["seat"] != trace.seat:
            trace = trace._with(d["seat"], lost=d["amount"])
        elif kind == "block" and d.get("attacker") == trace.seat:
            trace = trace._with(d["seat"], blocked=d["card"])
        elif kind == "lose_card" and d.get("by") == trace.seat:
            trace = trace._with(d["seat"], discarded=d["card"])
    return trace
