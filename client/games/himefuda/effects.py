"""The one small, closed vocabulary of card effects (DESIGN.md, "Card effects"). Pure.

Every special skill, ougi and tactic is an ``Ability``: when it may be used (timing), how
often per sortie, how long its changes last, what it costs, whom it reaches, and a list of
operations the rules interpret in order (``client.games.himefuda.abilities``).

Targets (``target``):
  self     the unit using it
  allies   own units in the range pattern (offset ``[0, 0]`` is the user itself)
  enemy    one enemy unit in the range pattern, chosen when used
  enemies  every enemy unit in the range pattern
  player   nobody on the field: the user's side (castle, provisions, sorties)

Timings (``timing``): ``sortie`` (sortie phase, right after the sortie action; for a
unit, the one that just sortied), ``move`` (the move phase's one action), ``attack``
(attack phase, any number, each once), ``shot`` (an answer when the unit is shot).

Durations (``duration``) for lasting changes: ``instant`` (nothing lasts), ``turn`` (to
the end of this turn), ``round`` (to the start of the user's next turn), ``sortie``
(while the unit stays on the field).

Operations (``op`` and its arguments), each affected unit in turn:
  modify     stat (melee/shoot/strategy), atk, def   ability change for the duration
  damage     amount       casualties to each affected enemy unit, not capped (ougi extras)
  supply     amount       troops from the own castle into each affected own unit
  provisions amount, side own provisions gained (side own) or the enemy's burnt (side enemy)
  garrison   amount, side own garrison recruited (own) or the enemy's garrison lost (enemy)
  grant      skill        one of the eleven general skills, for the duration
  rest       -            the unit is no longer fatigued or tired
  tire       -            the unit becomes tired (倦兵)
  stepback   -            the unit steps into its empty rear zone (as a shot's answer: -1 thousand)
  ambush     -            the user may sortie once more this turn (伏兵)
  check      stat         roll against the user's value: the later operations only on success
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from .vocabulary import MELEE, SHOOT, SKILLS, STRATEGY

TARGETS = ("self", "allies", "enemy", "enemies", "player")
TIMINGS = ("sortie", "move", "attack", "shot")
DURATIONS = ("instant", "turn", "round", "sortie")
STATS = (MELEE, SHOOT, STRATEGY)
SIDES = ("own", "enemy")

# op name → its arguments and their checks
OPS: dict[str, dict[str, Any]] = {
    "modify": {"stat": STATS, "atk": range(-5, 6), "def": range(-5, 6)},
    "damage": {"amount": range(1, 11)},
    "supply": {"amount": range(1, 11)},
    "provisions": {"amount": range(1, 6), "side": SIDES},
    "garrison": {"amount": range(1, 11), "side": SIDES},
    "grant": {"skill": SKILLS},
    "rest": {},
    "tire": {},
    "stepback": {},
    "ambush": {},
    "check": {"stat": STATS},
}
UNIT_OPS = frozenset({"modify", "damage", "supply", "grant", "rest", "tire", "stepback"})
LASTING_OPS = frozenset({"modify", "grant"})


class CardDataError(ValueError):
    """Card data that does not fit the schema; the message names the card and the field."""


@dataclass(frozen=True)
class Op:
    op: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str) -> Any:
        return dict(self.args)[key]


@dataclass(frozen=True)
class Cost:
    troops: int = 0      # 兵: from the unit using it
    provisions: int = 0  # 糧
    castle: int = 0      # 城: from the own garrison


@dataclass(frozen=True)
class Ability:
    name_en: str
    name_zh: str
    text_en: str
    text_zh: str
    timing: str
    target: str
    ops: tuple[Op, ...]
    uses: int = 1              # per sortie (tactics: the card is used once)
    duration: str = "instant"
    cost: Cost = Cost()
    pattern: tuple[tuple[int, int], ...] = ((0, 0),)  # (side, ahead) offsets

    def needs_unit(self) -> bool:
        return self.target != "player" or any(o.op == "check" for o in self.ops)


def parse_op(raw: Any, where: str) -> Op:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("op"), str):
        raise CardDataError(f"{where}: an operation must be an object with an 'op'")
    name = raw["op"]
    if name not in OPS:
        raise CardDataError(f"{where}: unknown operation {name!r} (known: {', '.join(OPS)})")
    spec = OPS[name]
    extra = set(raw) - {"op"} - set(spec)
    if extra:
        raise CardDataError(f"{where}: {name} takes no {', '.join(sorted(extra))}")
    args = []
    for key, allowed in spec.items():
        if key not in raw:
            raise CardDataError(f"{where}: {name} needs {key!r}")
        value = raw[key]
        if isinstance(value, bool) or value not in allowed:
            raise CardDataError(f"{where}: {name} {key} {value!r} is not allowed")
        args.append((key, value))
    return Op(name, tuple(args))


def _text(raw: Mapping, key: str, where: str, required: bool = True) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise CardDataError(f"{where}: {key!r} must be a non-empty text")
    return value


def whole(raw: Mapping, key: str, where: str, low: int, high: int, default: int | None = None) -> int:
    """``raw[key]`` as a whole number in ``low``–``high`` (not a bool), or CardDataError."""
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise CardDataError(f"{where}: {key!r} must be a whole number {low}–{high}, not {value!r}")
    return value


def parse_ability(raw: Any, where: str) -> Ability:
    if not isinstance(raw, Mapping):
        raise CardDataError(f"{where}: must be an object")
    for key, allowed in (("timing", TIMINGS), ("target", TARGETS), ("duration", DURATIONS)):
        value = raw.get(key, "instant" if key == "duration" else None)
        if value not in allowed:
            raise CardDataError(f"{where}: {key} must be one of {', '.join(allowed)}, not {value!r}")
    ops_raw = raw.get("ops")
    if not isinstance(ops_raw, list) or not ops_raw:
        raise CardDataError(f"{where}: 'ops' must be a non-empty list")
    ops = tuple(parse_op(o, f"{where} op {i + 1}") for i, o in enumerate(ops_raw))
    cost_raw = raw.get("cost", {})
    if not isinstance(cost_raw, Mapping) or set(cost_raw) - {"troops", "provisions", "castle"}:
        raise CardDataError(f"{where}: cost takes only troops, provisions and castle")
    cost = Cost(*(whole(cost_raw, k, f"{where} cost", 0, 5, 0) for k in ("troops", "provisions", "castle")))
    pattern_raw = raw.get("pattern", [[0, 0]])
    if (not isinstance(pattern_raw, list) or not pattern_raw
            or not all(isinstance(p, list) and len(p) == 2 and all(type(v) is int and -4 <= v <= 4 for v in p)
                       for p in pattern_raw)):
        raise CardDataError(f"{where}: pattern must be a list of [side, ahead] pairs within 4")
    ability = Ability(
        name_en=_text(raw, "name_en", where), name_zh=_text(raw, "name_zh", where),
        text_en=_text(raw, "text_en", where), text_zh=_text(raw, "text_zh", where),
        timing=raw["timing"], target=raw["target"], ops=ops,
        uses=whole(raw, "uses", where, 1, 5, 1), duration=raw.get("duration", "instant"), cost=cost,
        pattern=tuple((p[0], p[1]) for p in pattern_raw))
    names = [o.op for o in ops]
    if ability.duration == "instant" and LASTING_OPS & set(names):
        raise CardDataError(f"{where}: modify and grant need a lasting duration, not instant")
    if ability.target == "player" and UNIT_OPS & set(names):
        raise CardDataError(f"{where}: a player-target ability cannot use unit operations")
    if "stepback" in names and ability.target != "self":
        raise CardDataError(f"{where}: stepback moves only the user itself")
    if ability.timing == "shot" and ability.target != "self":
        raise CardDataError(f"{where}: an answer to a shot affects only the unit shot")
    return ability
