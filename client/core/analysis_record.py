"""A game's analysis as a match keeps it beside its actions (pure: the figures are made by
client.ai.analysis; this module only holds, writes and checks them).

A save's optional ``analysis`` field holds the search's settings (``iterations``, ``seed``) and
one graded decision per analysed step, keyed by the step's index as text (the position before
that action). Like the bots' notes, the analysis only explains the game: a field that is damaged
in any way, or that does not fit the actions (a step whose move, seat or best move is not the one
the game had there), is dropped whole on load and the game loads all the same.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Collection, Sequence

#: the grades, best first; a decision's grade is one of these
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
#: the marks chess players know, for the grades that cost something
MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
MAX_DECISIONS = 200_000
MAX_ACTION = 200
MAX_ITERATIONS = 1_000_000  # client.ai.bots.MAX_ITERATIONS
_INDEX = re.compile(r"0|[1-9][0-9]{0,5}")


@dataclass(frozen=True)
class Decision:
    """One graded decision: at ``step`` (the position before that action), ``seat`` played
    ``played``; the search, from that seat's own observation, found ``best``; the chances to
    win each gave (0-1); ``noise``: the standard error of their difference."""

    step: int
    seat: int
    played: str
    best: str
    played_chance: float
    best_chance: float
    noise: float
    grade: str

    @property
    def drop(self) -> float:
        """The chance to win the move played gave away (0 when it was the best)."""
        return 0.0 if self.played == self.best else max(0.0, self.best_chance - self.played_chance)

    @property
    def mark(self) -> str:
        return MARKS.get(self.grade, "")

    def to_json(self) -> dict:
        return {"seat": self.seat, "played": self.played, "best": self.best,
                "played_chance": round(self.played_chance, 4), "best_chance": round(self.best_chance, 4),
                "noise": round(self.noise, 4), "grade": self.grade}

    @classmethod
    def from_json(cls, step: int, row: Any) -> "Decision":
        """A row read back; ValueError for anything ``to_json`` would not write."""
        if not isinstance(row, dict) or set(row) != {"seat", "played", "best", "played_chance", "best_chance",
                                                      "noise", "grade"}:
            raise ValueError("a decision's fields are wrong")
        if not (_whole(row["seat"]) and 0 <= row["seat"] < 16 and _action(row["played"]) and _action(row["best"])
                and all(_fraction(row[k]) for k in ("played_chance", "best_chance", "noise"))
                and row["grade"] in GRADES):
            raise ValueError("a decision's values are wrong")
        return cls(step, row["seat"], row["played"], row["best"], float(row["played_chance"]),
                   float(row["best_chance"]), float(row["noise"]), row["grade"])


@dataclass
class Analysis:
    """The decisions graded so far with one setting of the search (an analysis stopped halfway
    picks up where it stopped: each decision's figures depend on its own step only)."""

    iterations: int
    seed: int
    decisions: dict[int, Decision] = field(default_factory=dict)

    def to_json(self, actions: Sequence[str]) -> dict:
        """The decisions of moves still played (an undone move's grade is gone), keyed by step as text."""
        return {"iterations": self.iterations, "seed": self.seed,
                "decisions": {str(k): d.to_json() for k, d in sorted(self.decisions.items())
                              if k < len(actions) and actions[k] == d.played}}

    def of_seat(self, seat: int) -> list[Decision]:
        return [d for _k, d in sorted(self.decisions.items()) if d.seat == seat]


def from_json(raw: Any, actions: Collection[str]) -> Analysis | None:
    """The analysis read from a save: None when the field is missing or anything in it is damaged
    (checked against ``actions``, the save's moves, here; against each position as it replays by
    ``fits``)."""
    if not isinstance(raw, dict) or set(raw) != {"iterations", "seed", "decisions"}:
        return None
    iterations, seed, rows = raw["iterations"], raw["seed"], raw["decisions"]
    actions = list(actions)
    if not (_whole(iterations) and 1 <= iterations <= MAX_ITERATIONS and _whole(seed) and 0 <= seed < 2**63
            and isinstance(rows, dict) and len(rows) <= min(MAX_DECISIONS, len(actions))):
        return None
    out = Analysis(iterations, seed)
    for key, row in rows.items():
        if not (isinstance(key, str) and _INDEX.fullmatch(key) and int(key) < len(actions)):
            return None
        try:
            decision = Decision.from_json(int(key), row)
        except ValueError:
            return None
        if decision.played != actions[decision.step]:
            return None
        out.decisions[decision.step] = decision
    return out


def fits(decision: Decision, seat: int, legal: Collection[str]) -> bool:
    """Whether ``decision`` fits the position it is kept for: its seat was to act, and both moves
    were legal there."""
    return decision.seat == seat and decision.played in legal and decision.best in legal


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _fraction(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1


def _action(value) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_ACTION
