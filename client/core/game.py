"""The rules contract every game implements (pure: never imports pygame).

Shaped like OpenSpiel's State and python-chess's Board:

* ``new_game(players, options, seed)`` builds a state; all randomness comes
  from ``state.rng`` (a seeded ``random.Random``), so seed + actions replay a
  game exactly.
* ``to_act`` is the seat whose decision is pending — also for answers out of
  turn (a Parry) and for each seat's secret planning, one seat at a time.
* ``legal_actions()`` lists short action strings in a stable order;
  ``apply(action)`` mutates in place and raises ``IllegalAction``.
* ``clone()`` is cheap (no deepcopy on the hot path).
* ``observation(seat)`` is a *redacted clone*: the same class, with what that
  seat may not know replaced by unknowns and without the true generator.
  The screen draws from it; bots decide from it. ``obs.determinize(rng)``
  fills the unknowns with a sample consistent with what the seat has seen.
* ``events`` are the typed events of the last ``apply``; ``Event.for_seat``
  redacts them per viewer.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import MISSING, dataclass, field, fields
from types import MappingProxyType
from typing import Any, Callable, Mapping, Sequence

from .errors import OptionsError
from .pieces import (AiModule, CustomOptionModule, HelpModule, LogTextModule, Piece, RulesModule, SetupNotesModule,
                     StandingModule, TiledExportModule, load_piece, module_exists)

TERMINAL = -1
NO_SEAT = None  # a spectator: sees public information only


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened, for the log and the animations.

    ``private_to`` names the seats that may see ``data``; the others see
    ``redacted`` instead (or nothing when it is None). ``reveals`` marks
    hidden information coming to light, which ends a human's undo window.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    private_to: frozenset[int] | None = None
    redacted: Mapping[str, Any] | None = None
    reveals: bool = False

    def __init__(self, kind: str, data: Mapping[str, Any] = MISSING, private_to: frozenset[int] | None = None,
                 redacted: Mapping[str, Any] | None = None, reveals: bool = False) -> None:
        # frozen all the same: the fields go straight into the instance's dict, a few times
        # cheaper than the generated __init__ (rules make an event or two per action)
        fields = self.__dict__
        fields["kind"] = kind
        fields["data"] = {} if data is MISSING else data
        fields["private_to"] = private_to
        fields["redacted"] = redacted
        fields["reveals"] = reveals

    def for_seat(self, seat: int | None) -> "Event | None":
        if self.private_to is None or (seat is not None and seat in self.private_to):
            return self
        if self.redacted is None:
            return None
        return Event(self.kind, self.redacted, None, None, self.reveals)


def events_for(events: Sequence[Event], seat: int | None) -> list[Event]:
    out = []
    for event in events:
        seen = event.for_seat(seat)
        if seen is not None:
            out.append(seen)
    return out


def open_events(events: Sequence[Event]) -> list[Event]:
    """Every event whole, as all may read it once the game has ended and nothing is left to keep
    secret (the review of a finished game)."""
    return [event if event.private_to is None else Event(event.kind, event.data, None, None, event.reveals)
            for event in events]


class GameState(ABC):
    """One game in progress. Subclasses keep their fields plain and cheap to copy."""

    num_players: int
    rng: random.Random | None  # None in an observation: the future is unknown
    viewer: int | None  # None for the true state; the seat for an observation
    events: list[Event]

    # -- whose turn, what is legal, doing it ---------------------------------
    @property
    @abstractmethod
    def to_act(self) -> int:
        """The seat whose decision is pending, or TERMINAL."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """Legal actions for ``to_act``, stable order; empty only when over."""

    @abstractmethod
    def apply(self, action: str) -> None:
        """Do ``action`` (mutates); raises IllegalAction, leaving the state unchanged."""

    @abstractmethod
    def clone(self) -> "GameState":
        ...

    # -- hidden information --------------------------------------------------
    @abstractmethod
    def observation(self, seat: int | None) -> "GameState":
        """What ``seat`` may know, as a redacted clone with ``viewer = seat``."""

    @abstractmethod
    def determinize(self, rng: random.Random) -> "GameState":
        """On an observation: a full state consistent with it, using ``rng``."""

    def open_observation(self, seat: int | None) -> "GameState":
        """Everything, drawn as ``seat``'s table (its own hand in front): for reviewing a game
        that has ended, when no secret is left to keep. Never given to a bot."""
        seen = self.clone()
        seen.viewer = seat
        seen.rng = None  # the drawing has no business with the future
        return seen

    def round_marker(self) -> object:
        """What names the current turn or round (a review's Shift+←/→ stops where it changes);
        None: the game names none, and a turn is whoever acts (see core.timeline.turn_starts)."""
        return None

    # -- the end -------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool:
        ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Current (or final) score per seat."""

    def winners(self) -> list[int]:
        """Seats that won (several on a shared win). Override for tie-breaks."""
        if not self.is_over():
            return []
        scores = self.scores()
        best = max(scores)
        return [i for i, s in enumerate(scores) if s == best]

    def rank_key(self, seat: int) -> tuple:
        """What orders seats at the end, best highest: the score, then the game's own
        tie-breaks (Shogun: chests). ``winners`` are the seats with the best key."""
        return (self.scores()[seat],)

    # -- for tests, saves and tools -----------------------------------------
    @abstractmethod
    def snapshot(self) -> dict:
        """A JSON-able description of everything in the state (not the rng)."""

    def check_invariants(self) -> None:
        """Raise AssertionError when the game's own invariants break."""

    def is_legal(self, action: str) -> bool:
        return action in self.legal_actions()

    def describe(self, action: str) -> str:
        """A short English description of an action, for its own seat and for errors."""
        return action

    def public_describe(self, action: str) -> str | None:
        """What every seat may read about ``action`` in the shared log (call before
        applying it); None for a secret step, such as placing a card face down."""
        return self.describe(action)


@dataclass(frozen=True)
class OptionSpec:
    """One game option the setup screen and ``--option key=value`` offer."""

    key: str
    label: str  # msgid, translated at draw time
    choices: tuple[str, ...]
    choice_labels: tuple[str, ...]  # msgids, one per choice
    default: str
    # A pure module that also accepts values outside ``choices`` (a player's own deck, carried
    # whole in the option so a save replays without the user's files). It provides
    # ``check(key, value, options) -> None`` raising OptionsError, and ``label(value) -> str``.
    custom: str | None = None
    # A pygame module whose ``edit(app, setup, key)`` opens a scene that sets such a value.
    editor: str | None = None
    # (another option's key, its values under which this one counts): under any other value it
    # changes nothing, and the seat setup shows it greyed (Himefuda's handicap points without a handicap)
    counts_when: tuple[str, tuple[str, ...]] | None = None

    def __post_init__(self) -> None:
        assert self.default in self.choices and len(self.choices) == len(self.choice_labels)

    def counts(self, options: Mapping[str, object]) -> bool:
        """Whether this option changes anything with the other ``options`` chosen."""
        if self.counts_when is None:
            return True
        key, values = self.counts_when
        return options.get(key) in values

    def label_of(self, value: str) -> str:
        """The msgid of a listed choice, or the custom module's label of any other value."""
        if value in self.choices:
            return self.choice_labels[self.choices.index(value)]
        return self.load_custom().label(value) if self.custom else value

    def load_custom(self) -> CustomOptionModule:
        assert self.custom is not None, self.key
        return load_piece(f"option {self.key}", "custom", self.custom, CustomOptionModule)


@dataclass(frozen=True)
class GameSpec:
    """A registered game: its names, player range, options and the modules its pieces live in.

    Modules are named, not imported, so that listing the games never pulls in a game's rules or
    pygame views at start-up; the registry checks that each named module exists when it loads
    (``missing_modules``), and each ``load_*`` checks what its module provides (client/core/pieces.py;
    the view-side pieces in client/scenes/view_contract.py).
    """

    id: str
    title_en: str
    title_zh: str
    min_players: int
    max_players: int
    rules_module: str  # pure: new_game(players, options, seed) (pieces.RulesModule)
    ai_module: str | None = None  # pure: AI, the bots' hooks (client.ai.hooks)
    view_module: str | None = None  # pygame: View, the table (view_contract.ViewModule); None: a list of moves
    hint_view_module: str | None = None  # pygame: a hint's words, its mark on the table (view_contract.HintViewModule)
    help_module: str | None = None  # pure: SECTIONS, the rules in brief (pieces.HelpModule)
    setup_notes_module: str | None = None  # pure: what the seat setup tells of a player count (pieces.SetupNotesModule)
    log_text_module: str | None = None  # pure: the log's sentences (pieces.LogTextModule)
    standing_module: str | None = None  # pure: how a game stands: progress, the results' words (pieces.StandingModule)
    tiled_export_module: str | None = None  # export_match(match, out) -> Path: the board as a Tiled map
    bench_module: str | None = None  # BENCH: the game's own figures in `python -m client bench` (client.bench.games)
    art_module: str | None = None  # pygame: its pictures, and the gallery `python -m client art` writes (view_contract.ArtModule)
    options: tuple[OptionSpec, ...] = ()
    default_players: int | None = None
    # a seat sees something others may not (hands, plans): the hot-seat curtain asks the others to look away
    private_information: bool = True
    tagline: str = ""  # msgid: what the game is, in a line under its name on its card in the game list
    play_minutes: int = 0  # a typical game's length, told on its card in the game list (0: not told)

    def modules(self) -> dict[str, str]:
        """Every module this game names, by the field (or option) naming it."""
        named = {f.name: getattr(self, f.name) for f in fields(self) if f.name.endswith("_module")}
        for option in self.options:
            named[f"option {option.key} custom"] = option.custom
            named[f"option {option.key} editor"] = option.editor
        return {where: name for where, name in named.items() if name is not None}

    def missing_modules(self) -> list[str]:
        """What names a module that does not exist ("hint_view_module client.games.x.hint_veiw"), found
        without running any module: the registry refuses such a game when it loads."""
        return [f"{where} {name}" for where, name in self.modules().items() if not module_exists(name)]

    def validate(self, players: int, raw: Mapping[str, object] | None = None) -> dict[str, str]:
        """Checked options with defaults filled in; OptionsError names the problem."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise OptionsError(f"player count must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            raise OptionsError(
                f"{self.title_en} takes {self._player_range()} players, not {players}")
        raw = dict(raw or {})
        known = {o.key: o for o in self.options}
        out = {}
        custom = []
        for key, value in raw.items():
            if key not in known:
                names = ", ".join(known) or "none"
                raise OptionsError(f"{self.title_en} has no option {key!r} (options: {names})")
            if isinstance(value, str) and value not in known[key].choices and known[key].custom:
                custom.append(key)
            elif not isinstance(value, str) or value not in known[key].choices:
                raise OptionsError(
                    f"option {key} must be one of {', '.join(known[key].choices)}, not {value!r}")
            out[key] = value
        for key, option in known.items():
            out.setdefault(key, option.default)
        for key in custom:  # checked last: a custom value may depend on the other options
            known[key].load_custom().check(key, out[key], out)
        return out

    def _player_range(self) -> str:
        lo, hi = self.min_players, self.max_players
        return str(lo) if lo == hi else f"{lo}–{hi}"

    def new_game(self, players: int, options: Mapping[str, object] | None, seed: int) -> GameState:
        checked = self.validate(players, options)
        return self.load_rules().new_game(players, MappingProxyType(checked), seed)

    # -- the pieces, loaded when first used (see client/core/pieces.py) -------------------------------
    def load_rules(self) -> RulesModule:
        return load_piece(self.id, "rules_module", self.rules_module, RulesModule)

    def load_ai(self) -> AiModule | None:
        return self._piece("ai_module", self.ai_module, AiModule)

    def load_help(self) -> HelpModule | None:
        return self._piece("help_module", self.help_module, HelpModule)

    def load_setup_notes(self) -> SetupNotesModule | None:
        return self._piece("setup_notes_module", self.setup_notes_module, SetupNotesModule)

    def load_log_text(self) -> LogTextModule | None:
        return self._piece("log_text_module", self.log_text_module, LogTextModule)

    def load_standing(self) -> StandingModule | None:
        return self._piece("standing_module", self.standing_module, StandingModule)

    def load_tiled_export(self) -> TiledExportModule | None:
        return self._piece("tiled_export_module", self.tiled_export_module, TiledExportModule)

    def _piece(self, field: str, name: str | None, kind: type[Piece]) -> Piece | None:
        return None if name is None else load_piece(self.id, field, name, kind)


def clone_rng(rng: random.Random | None) -> random.Random | None:
    """A copy of a generator that continues exactly where the original is.

    Built with ``__new__``, not ``Random()``: a new generator first seeds itself from the
    operating system, which cost more than the copy itself and is thrown away by ``setstate``.
    """
    if rng is None:
        return None
    cls = type(rng)
    copy = cls.__new__(cls)
    copy.setstate(rng.getstate())
    return copy


NewGame = Callable[[int, Mapping[str, str], int], GameState]
