"""The pieces a game is made of: what each module its ``GameSpec`` names must provide.

A game is a package under client/games holding its ``GameSpec`` and the modules the spec names.
The pure pieces are declared here (never pygame); the two that draw (the table and the hint's
marks on it) in client/scenes/view_contract.py. A spec names its modules rather than importing
them, so that listing the games loads no game's rules nor any pygame view: when the registry
loads, ``missing_modules`` finds a misspelt name without running the module, and ``load_piece``
checks what a module provides the first time it is used (tests/test_view_contract.py checks
every registered game's pieces at once).
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Any, Mapping, Protocol, Sequence, TypeVar, runtime_checkable

if TYPE_CHECKING:  # pragma: no cover
    from pathlib import Path



class PieceError(LookupError):
    """A game names a module that does not exist, or one that lacks what its kind provides."""


@runtime_checkable
class RulesModule(Protocol):
    """``GameSpec.rules_module``: the rules (client/core/game.py's contract)."""

    def new_game(self, players: int, options: Mapping[str, str], seed: int) -> Any:  # a GameState (game.py imports this module)
        """A new game's state; all its chance comes from ``seed``."""


@runtime_checkable
class AiModule(Protocol):
    """``GameSpec.ai_module``: the bots' knowledge of the game."""

    AI: Any  # a client.ai.hooks.GameAI, as ``AI = SomeGameAI()``


@runtime_checkable
class HelpModule(Protocol):
    """``GameSpec.help_module``: the rules in brief, after the table's controls on the help screen."""

    SECTIONS: Sequence[tuple[str, str]]  # (heading, text) message ids, translated when drawn


@runtime_checkable
class SetupNotesModule(Protocol):
    """``GameSpec.setup_notes_module``: what the seat setup screen tells of a player count."""

    def setup_notes(self, players: int, options: Mapping[str, str]) -> list[tuple[str, ...]]:
        """Rows for ``client.render.notes``: ("subheading", text), ("row", label, value), ("line", text)…"""


@runtime_checkable
class LogTextModule(Protocol):
    """``GameSpec.log_text_module``: the shared log's sentences, in the reader's language (the
    game's view writes its ``log_lines`` with them; its hints and tips borrow their words)."""

    def event_lines(self, events: Any, name: Any, *more: Any, **options: Any) -> list[str]:
        """The lines for ``events``, seats named by ``name(seat)`` (a game may want more to say them)."""


@runtime_checkable
class StandingModule(Protocol):
    """``GameSpec.standing_module``: how a game stands, in its own words."""

    def progress(self, obs: Any) -> str:  # obs: a GameState
        """How far a game in progress has come ("Year 1 · Summer"): the Load list's line for a save."""

    def results_note(self, match: Any) -> str | None:
        """The results screen's line under the standings (how a tie was broken…); None: no line."""

    def score_table(self, match: Any) -> dict | None:
        """The results' own table in place of the standings: ``{"columns": [str], "rows": [(seat,
        [str], won)], "lines": [str]}``; None: the plain standings."""

    def chart_round(self, state: Any) -> tuple[str, int] | None:
        """What the review chart's move axis counts at ``state`` (the true state: a round's number
        is public): ``("year" | "round" | "turn", its number)``; None: the game counts none (the
        chart counts whose turn it is)."""

    def chance_note(self) -> str | None:
        """What the review chart's chances mean beyond each seat's own win (allies share one);
        None: a seat wins alone."""


@runtime_checkable
class TiledExportModule(Protocol):
    """``GameSpec.tiled_export_module``: the board as a Tiled map (Esc menu, ``python -m client tiled``)."""

    def export_match(self, match: Any, out: "Path") -> "Path":
        """Write the match's board under ``out``; the map file written."""


@runtime_checkable
class CustomOptionModule(Protocol):
    """``OptionSpec.custom``: values of an option beyond its listed choices (a player's own deck)."""

    def check(self, key: str, value: str, options: Mapping[str, str]) -> None:
        """Raise OptionsError when ``value`` will not do with the other ``options``."""

    def label(self, value: str) -> str:
        """What the seat setup shows for ``value``."""


Piece = TypeVar("Piece")


def load_piece(game: str, field: str, module_name: str, kind: type[Piece]) -> Piece:
    """The module ``module_name`` that ``game``'s ``field`` names, checked to provide what ``kind``
    (one of the protocols above, or a view-side one) declares; PieceError names what is missing."""
    module = importlib.import_module(module_name)
    if not isinstance(module, kind):
        members = [name for name in _members(kind) if not hasattr(module, name)]
        raise PieceError(f"{game}: {field} {module_name} lacks {', '.join(members)} (see {kind.__qualname__})")
    return module  # type: ignore[return-value]  # checked above: it provides kind's members


def _members(kind: type) -> list[str]:
    names = set(getattr(kind, "__annotations__", {}))
    names |= {name for name, value in vars(kind).items() if callable(value) and not name.startswith("_")}
    return sorted(names)


def module_exists(module_name: str) -> bool:
    """Whether ``module_name`` names a module, found without running it (only its packages load)."""
    try:
        return importlib.util.find_spec(module_name) is not None
    except ModuleNotFoundError:  # a package on the way does not exist
        return False
