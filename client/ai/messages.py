"""What the window and the bot worker say to each other: typed messages, and their JSON (here only).

A request names a ``Position`` (the game, its seat count and options, the match seed, the actions
so far and the seat asked) and what is wanted of that seat there:

* ``MoveRequest``: the bot of ``level`` chooses its move → a ``Move``, with the bot's note (what
  it weighed: ``client.ai.advice.notes_from_stats``);
* ``HintRequest``: its best moves, from its own observation → an ``Advice``;
* ``ChancesRequest``: every seat's chance to win, as it can tell → ``ChanceValues``;
* ``AnalyseRequest``: the seat's move there graded, from its own observation → a ``Decision``
  (``client.ai.analysis``).

Whatever goes wrong is a ``Failure`` with its reason, which the table tells the player. Requests
and answers cross the process boundary as JSON text (``to_text``, ``request_from_text``,
``answer_from_text``), never as pickled objects. An answer that cannot be read, or that does not
answer what was asked, is read as a ``Failure`` saying so: never an exception.

Pure: never imports pygame.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, ClassVar, Mapping, NamedTuple, Sequence, Union

from client.core.analysis_record import Decision
from client.core.errors import clip

from .advice import HINT_MAX_SECONDS, Advice


@dataclass(frozen=True)
class Position:
    """A seat's place in a match: the bot worker rebuilds the game from it (seed + actions)."""

    game: str
    players: int
    options: Mapping[str, str]
    seed: int
    actions: Sequence[str]
    seat: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", dict(self.options or {}))
        object.__setattr__(self, "actions", tuple(self.actions))

    @classmethod
    def of_match(cls, match, seat: int, step: int | None = None) -> "Position":
        """``seat``'s position in ``match`` after ``step`` of its actions (None: all of them)."""
        actions = match.actions if step is None else match.actions[:step]
        return cls(match.spec.id, len(match.seats), match.options, match.seed, actions, seat)

    def to_json(self) -> dict:
        return {"game": self.game, "players": self.players, "options": dict(self.options), "seed": self.seed,
                "actions": list(self.actions), "seat": self.seat}

    @classmethod
    def from_json(cls, data: dict) -> "Position":
        return cls(data["game"], data["players"], data["options"], data["seed"], data["actions"], data["seat"])


# -- the answers --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Move:
    """A bot's move, and what it weighed (None: it said nothing)."""

    action: str
    notes: dict | None = None
    kind: ClassVar[str] = "move"

    def to_json(self) -> dict:
        return {"action": self.action, "notes": self.notes}

    @classmethod
    def from_json(cls, data: dict) -> "Move":
        return cls(_typed(data["action"], str, "action"), _typed(data["notes"], (dict, type(None)), "notes"))


@dataclass(frozen=True)
class ChanceValues:
    """Every seat's estimated chance to win (0–1), in seat order."""

    values: tuple[float, ...]
    kind: ClassVar[str] = "chances"

    def to_json(self) -> dict:
        return {"values": [round(v, 4) for v in self.values]}

    @classmethod
    def from_json(cls, data: dict) -> "ChanceValues":
        values = tuple(_typed(v, (int, float), "a chance") for v in _typed(data["values"], list, "values"))
        if not all(math.isfinite(v) for v in values):
            raise ValueError("a chance is not a number")
        return cls(values)


@dataclass(frozen=True)
class Failure:
    """No answer: why (an error, a timeout, a worker that stopped)."""

    reason: str
    kind: ClassVar[str] = "failure"

    def to_json(self) -> dict:
        return {"reason": self.reason}

    @classmethod
    def from_json(cls, data: dict) -> "Failure":
        return cls(_typed(data["reason"], str, "reason"))


class _AdviceAnswer:
    """An ``Advice`` as an answer (it has its own JSON: ``Advice.to_json``)."""

    kind = "advice"

    @staticmethod
    def to_json(advice: Advice) -> dict:
        return {"advice": advice.to_json()}

    @staticmethod
    def from_json(data: dict) -> Advice:
        return Advice.from_json(data["advice"])


class _DecisionAnswer:
    """A graded ``Decision`` as an answer (its step travels with it)."""

    kind = "decision"

    @staticmethod
    def to_json(decision: Decision) -> dict:
        return {"step": decision.step, "decision": decision.to_json()}

    @staticmethod
    def from_json(data: dict) -> Decision:
        return Decision.from_json(_typed(data["step"], int, "step"), data["decision"])


Answer = Union[Move, Advice, ChanceValues, Decision, Failure]


class Reply(NamedTuple):
    """The answer to request ``rid``."""

    rid: int
    answer: Answer


# -- the requests -------------------------------------------------------------------------------
@dataclass(frozen=True)
class MoveRequest:
    """The bot of ``level`` chooses ``position.seat``'s move; ``think``: its seconds (None: the level's)."""

    position: Position
    level: str
    think: float | None = None
    kind: ClassVar[str] = "move"
    answer: ClassVar[type] = Move

    @property
    def longest(self) -> float | None:
        """The seconds its search may take at most (None: the level's think time)."""
        return self.think

    def to_json(self) -> dict:
        return {"position": self.position.to_json(), "level": self.level, "think": self.think}

    @classmethod
    def from_json(cls, data: dict) -> "MoveRequest":
        return cls(Position.from_json(data["position"]), data["level"], data["think"])


@dataclass(frozen=True)
class HintRequest:
    """The seat's best moves: the normal level's search, which goes on past its budget until its
    best move was tried often enough (``client.ai.advice.advise``). The budget: ``iterations``
    (the same hint on any machine), else ``think`` seconds, else the game's hint time."""

    position: Position
    think: float | None = None
    iterations: int | None = None
    kind: ClassVar[str] = "hint"
    answer: ClassVar[type] = Advice
    level: ClassVar[str] = "normal"

    @property
    def longest(self) -> float:
        return max(HINT_MAX_SECONDS, self.think or 0.0)

    def to_json(self) -> dict:
        return {"position": self.position.to_json(), "think": self.think, "iterations": self.iterations}

    @classmethod
    def from_json(cls, data: dict) -> "HintRequest":
        return cls(Position.from_json(data["position"]), data["think"], data["iterations"])


@dataclass(frozen=True)
class ChancesRequest:
    """Every seat's chance to win, from the seat's observation: the normal level's search for
    ``iterations`` iterations (``client.ai.advice.estimate_chances``)."""

    position: Position
    iterations: int
    kind: ClassVar[str] = "chances"
    answer: ClassVar[type] = ChanceValues
    level: ClassVar[str] = "normal"
    longest: ClassVar[None] = None

    def to_json(self) -> dict:
        return {"position": self.position.to_json(), "iterations": self.iterations}

    @classmethod
    def from_json(cls, data: dict) -> "ChancesRequest":
        return cls(Position.from_json(data["position"]), data["iterations"])


@dataclass(frozen=True)
class AnalyseRequest:
    """The move ``played`` from the position, graded by the normal level's search from the seat's
    observation, ``iterations`` iterations seeded by the analysis's ``seed``
    (``client.ai.analysis.grade_decision``)."""

    position: Position
    played: str
    iterations: int
    seed: int
    kind: ClassVar[str] = "analyse"
    answer: ClassVar[type] = Decision
    level: ClassVar[str] = "normal"
    #: a decision's search is counted in iterations; on a slow or busy machine the largest games'
    #: 200 take a few seconds: the deadline leaves it ample room
    longest: ClassVar[float] = 30.0

    def to_json(self) -> dict:
        return {"position": self.position.to_json(), "played": self.played, "iterations": self.iterations,
                "seed": self.seed}

    @classmethod
    def from_json(cls, data: dict) -> "AnalyseRequest":
        return cls(Position.from_json(data["position"]), data["played"], data["iterations"], data["seed"])


Request = Union[MoveRequest, HintRequest, ChancesRequest, AnalyseRequest]

_REQUESTS = {cls.kind: cls for cls in (MoveRequest, HintRequest, ChancesRequest, AnalyseRequest)}
_ANSWERS: dict[str, Any] = {cls.kind: cls for cls in (Move, ChanceValues, Failure, _AdviceAnswer, _DecisionAnswer)}


# -- as text ------------------------------------------------------------------------------------
def to_text(message: Request | Answer) -> str:
    """A request or an answer as JSON text; TypeError for anything that is not plain data.

    Not ASCII-escaped: an answer stays short enough for one pipe write, in Chinese too."""
    if isinstance(message, Advice):
        data = {"kind": _AdviceAnswer.kind, **_AdviceAnswer.to_json(message)}
    elif isinstance(message, Decision):
        data = {"kind": _DecisionAnswer.kind, **_DecisionAnswer.to_json(message)}
    else:
        data = {"kind": message.kind, **message.to_json()}
    return json.dumps(data, ensure_ascii=False)


def request_from_text(text: str) -> Request:
    """A request read back (ValueError, KeyError or TypeError for anything else)."""
    data = json.loads(text)
    return _REQUESTS[data["kind"]].from_json(data)


def answer_from_text(text: Any, asked: type | None = None) -> Answer:
    """An answer read back: a ``Failure`` saying what is wrong when it cannot be read, or when it
    does not answer a request of type ``asked``."""
    try:
        data = json.loads(text)
        answer = _ANSWERS[data["kind"]].from_json(data)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as err:
        why = f"{type(err).__name__}: {err}" if str(err) else type(err).__name__
        return Failure(f"the bot worker's answer cannot be read ({clip(why, 120)})")
    if asked is not None and not isinstance(answer, (asked.answer, Failure)):
        return Failure(f"the bot worker's answer to a {asked.kind} request is of another kind ({data['kind']})")
    return answer


def _typed(value: Any, kind: type | tuple, what: str) -> Any:
    if isinstance(value, bool) or not isinstance(value, kind):
        raise TypeError(f"{what} is a {type(value).__name__}")
    return value


__all__ = ["AnalyseRequest", "Answer", "ChanceValues", "ChancesRequest", "Failure", "HintRequest", "Move", "MoveRequest", "Position",
           "Reply", "Request", "answer_from_text", "request_from_text", "to_text"]
