"""The table-view contract: what the scenes call on a game's table, and what a table may read of
the scene that shows it.

* ``ViewContract``: a game's ``View`` (the class its ``GameSpec.view_module`` names) subclasses
  ``client.scenes.table_view.TableView``, which is one. It must write the abstract methods; each
  hook after them has a default that a game overrides when it has more to say. The scenes call
  nothing else on a view, and look nothing up by name.
* ``TableHost``: the scene a view draws for, ``view.scene``: the live table (``PlayScene``) or a
  review (``ReviewScene``); both declare it. Its ``match`` is a ``TableMatch``: a ``Match``, or
  the review's ``ReviewMatch``, which stands at the step shown and cannot be played.
* ``ViewModule`` and ``HintViewModule``: what the two pygame modules a ``GameSpec`` names provide
  (the pure pieces are declared in client/core/pieces.py).
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, Protocol, Sequence, runtime_checkable

from client.core.pieces import PieceError, load_piece

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from client.scenes.base import SceneHost
    from client.core.game import Event, GameSpec, GameState, OptionSpec
    from client.core.match import Seat
    from client.scenes.table_log import TableLog
    from client.widgets.button import Button

#: where a log was drawn last and what it showed: (rect, text size, its lines)
LogArea = tuple["pygame.Rect", int, Sequence[str]]


@runtime_checkable
class TableMatch(Protocol):
    """What a table reads of its host's match (``Match``, or a review's ``ReviewMatch``)."""

    spec: GameSpec
    seats: Sequence[Seat]
    options: Mapping[str, str]
    seed: int
    match_id: str
    state: GameState  # the true state at the step shown (draw from the host's ``observation()``)
    actions: list[str]  # the actions played to reach it
    version: int  # goes up whenever the state changes: what was drawn from it is stale

    @property
    def to_act(self) -> int:
        """The seat whose decision is pending."""

    def can_undo(self) -> bool:
        """Whether Undo may take the last action back (never in a review)."""


@runtime_checkable
class TableHost(Protocol):
    """The scene a table view draws for (``view.scene``): the live table or a review."""

    app: SceneHost  # the window: audio, toasts, the scene stack, the settings
    spec: GameSpec
    match: TableMatch
    log: TableLog  # the shared log, kept as data and written for the viewer
    viewer: int | None  # whose private view the table shows; None: the public table
    thinking: int | None  # the bot seat searching now (never in a review)
    humans: list[int]  # the seats people play
    active: bool  # the live game runs, on top of the stack (a review never plays)
    reviewing: bool  # a review: nobody decides on this screen, and Undo and Menu are hidden
    all_open: bool  # every secret may be drawn: the review of a finished game
    #: rows at the table's foot its host keeps for a sheet of its own (a review's open chance chart,
    #: ``table_chrome.foot_sheet``): a table that keeps clear of it (``keeps_clear_of_chart``) lays out
    #: what a player needs (a hand) above ``TableView.foot()``; any other the review draws smaller
    #: above the sheet (``ReviewScene.table_squeeze``); 0: the whole table is the table's
    foot_reserved: int

    def observation(self) -> GameState:
        """What the table draws now: the viewer's observation (everything, when ``all_open``)."""

    def seat_name(self, seat: int) -> str:
        """A seat's name, as its player chose it."""

    def undo(self) -> None:
        """The Undo button's action (a review has nothing to take back)."""

    def human_action(self, action: str) -> bool:
        """Play ``action`` for the person to act at the screen; False: refused (or a review)."""

    def review_line(self) -> str:
        """In a review, what the decision panel says instead of asking: the move made here."""

    def state_before(self, move: int) -> GameState:
        """The true state before the match's move ``move`` (the tips over a bot's move read it)."""

    def top_bar_words(self, status: str, marker: int | None, extra: str) -> None:
        """What the table's title bar says (a review's timeline covers the bar and says it)."""


class ViewContract(ABC):
    """What the scenes (the live table, a review, the hints) call on a game's table view."""

    scene: TableHost  # the host, given to the view's constructor: ``View(scene)``
    undo: Button  # the Undo button (the hint takes room beside it; a review puts Play on there)
    menu: Button  # the Menu button (a review puts Back there)

    # -- what every view writes --------------------------------------------------------------------
    @abstractmethod
    def draw(self, surface: pygame.Surface, obs: GameState) -> None:
        """The whole table from ``obs`` (the host's observation: never a secret of another seat)."""

    @abstractmethod
    def handle_event(self, event: pygame.event.Event, viewer: int | None) -> str | bool:
        """An action for ``viewer`` to play (a string, one of ``legal_actions()``), else whether the
        event was used; ``viewer`` None: nobody decides on this screen (a curtain, a review)."""

    @abstractmethod
    def on_events(self, events: Sequence[Event], seat: int, action: str) -> None:
        """``seat`` just played ``action``; ``events`` as the viewer sees them (start their showing)."""

    @abstractmethod
    def on_undo(self) -> None:
        """The match was taken back a step: nothing shown of the step undone may go on moving."""

    @abstractmethod
    def log_lines(self, public_events: Sequence[Event], seat: int | None, action: str,
                  text: str | None) -> list[str]:
        """The shared log's lines for one action, in the reader's language (``text``: the rules'
        public words for it, None for a secret step)."""

    @abstractmethod
    def busy(self) -> bool:
        """A step is being shown: the host waits (no bot asked, no results) until it ends."""

    @abstractmethod
    def update(self, dt: float) -> None:
        """``dt`` seconds went by: move what is shown along."""

    # -- hooks, each with what a game that says nothing more gets --------------------------------------
    #: the kinds of event whose log line heads what follows (a new turn, a round): a review names
    #: a move by its lines before them, never by "— Kenji's turn —"
    log_headings: frozenset[str] = frozenset()
    #: the verbs of whole moves that may write nothing in the log (ending a phase): a review never
    #: tells such a step with the words of the same seat's next move, as it does a choice in parts
    quiet_moves: frozenset[str] = frozenset()
    #: the game's own keys use H (3KingdomsBattle: "holding"): a hint is Shift+H there
    hint_needs_shift: bool = False

    def animating(self) -> bool:
        """Something on the table moves, so the window draws every frame: by default while ``busy()``;
        a view with motion that holds nothing up (Shogun's tower) says so itself."""
        return self.busy()

    def reset_for_jump(self) -> None:
        """The host's match stands at another step now (a review's jump): nothing shown of the step
        before may go on moving. By default what an undo does."""
        self.on_undo()

    def replayed(self, public_events: Sequence[Event]) -> None:
        """One step of the game so far, replayed without showing it (a loaded game, a review's jump):
        its public events, for what the table keeps of its past (Shogun's tower tray)."""

    def automatic_answer(self, obs: GameState) -> str | None:
        """With the setting "answer automatically": the answer out of turn played for a person
        (a pass where passing is all they may do), or None to ask them. Whether it answers may
        follow only what every seat sees (a hand's size, not its cards): in hot-seat the others see
        whether the person was called."""
        return None

    def curtain_reason(self, obs: GameState, seat: int) -> str:
        """Why the hot-seat curtain calls ``seat`` (``obs``: the public view); "": "Your move"."""
        return ""

    def hint_text(self, obs: GameState, action: str) -> str:
        """``action`` in the reader's language, as the table's buttons and log word it: the game's
        ``hint_view_module``, else the rules' own description."""
        words = load_hint_view(self.scene.spec)
        return words.hint_text(self, obs, action) if words is not None else obs.describe(action)

    def mark_hint(self, surface: pygame.Surface, obs: GameState, action: str) -> None:
        """Mark where ``action`` happens on the table (the game's ``hint_view_module``; else no mark)."""
        words = load_hint_view(self.scene.spec)
        if words is not None:
            words.mark_hint(self, surface, obs, action)

    def hint_panel_place(self, height: int) -> tuple[tuple[int, int], int] | None:
        """(bottom-left, width) of a hint's panel ``height`` tall, where this table wants it; None:
        the hint finds room itself (over the log)."""
        return None

    def lesson_room(self) -> pygame.Rect | None:
        """The most room a lesson's sheet may take on this table when the log has none for it (the
        sheet lies at its foot, as tall as what it holds, the other seats' moves it retells left
        out where they do not fit: the log shows them); None: where a hint's panel goes."""
        return None

    def fold_log(self, surface: pygame.Surface, top: int) -> bool:
        """Draw the log again from ``top`` down, its newest lines, under a sheet laid over its top
        (a lesson's); False: this table cannot."""
        return False

    def analysis_place(self) -> pygame.Rect | None:
        """The most room a review's analysis sheet may take on this table (it is as tall as what
        it holds), hiding no player's row and none of the log's newest lines; None: the middle of
        the table (client/scenes/review_analysis.py's ``PANEL``)."""
        return None

    #: the table lays its own things out around a review's open chart at its foot (its hand beside
    #: the sheet); False: the review draws the table's column smaller above the sheet instead
    keeps_clear_of_chart: bool = False

    def chart_place(self, height: int) -> pygame.Rect | None:
        """Where a review's open chance-to-win chart (a sheet ``height`` tall) lies on this table,
        hiding no player's row, none of the log's newest lines and no badge; None: the review finds
        room itself (over the log's oldest lines, else where a hint's panel goes)."""
        return None

    def log_area(self) -> LogArea | None:
        """Where the log was drawn last and what it showed (for a hint's panel and the tips over
        bots' moves); None: no log drawn yet."""
        return None


@runtime_checkable
class ViewModule(Protocol):
    """``GameSpec.view_module``: the game's table."""

    View: Callable[[TableHost], ViewContract]  # a ``TableView`` subclass, built with its host


@runtime_checkable
class HintViewModule(Protocol):
    """``GameSpec.hint_view_module``: a hint on the game's table (the view's ``hint_text`` and
    ``mark_hint`` call these with itself)."""

    def hint_text(self, view: Any, obs: GameState, action: str) -> str:
        """``action`` in the table's words."""

    def mark_hint(self, view: Any, surface: pygame.Surface, obs: GameState, action: str) -> None:
        """Mark on the table as ``view`` drew it last where ``action`` happens."""


@runtime_checkable
class OptionEditorModule(Protocol):
    """``OptionSpec.editor``: a scene of the game's own that sets an option's value (a deck)."""

    BUTTON_LABEL: str  # a message id: the button beside the option

    def edit(self, app: SceneHost, setup: Any, key: str) -> None:
        """Open the editor for option ``key`` of the seat setup scene ``setup``."""


@runtime_checkable
class ArtModule(Protocol):
    """``GameSpec.art_module``: the game's pictures (SVG under ``assets/art/<game>/``, drawn by
    client/render/art.py) and its gallery, `python -m client art GAME`."""

    def required_pictures(self) -> Sequence[str]:
        """Every picture name the rules' cards, characters, roles, tiles… need, each its own file."""

    def gallery(self) -> Iterator[tuple[str, pygame.Surface]]:
        """(name, face) for every card face, tile and board face, drawn in the current language:
        one PNG each in the gallery."""


def load_art(spec: GameSpec) -> ArtModule | None:
    name = spec.art_module
    return None if name is None else load_piece(spec.id, "art_module", name, ArtModule)


def load_view_class(spec: GameSpec) -> Callable[[TableHost], ViewContract] | None:
    """The game's ``View`` class, or None when the game has none (it is played from a list of moves)."""
    if spec.view_module is None:
        return None
    view = load_piece(spec.id, "view_module", spec.view_module, ViewModule).View
    if not (isinstance(view, type) and issubclass(view, ViewContract)):
        raise PieceError(f"{spec.id}: {spec.view_module}.View is not a table view (see ViewContract)")
    return view


def load_hint_view(spec: GameSpec) -> HintViewModule | None:
    name = spec.hint_view_module
    return None if name is None else load_piece(spec.id, "hint_view_module", name, HintViewModule)


def load_option_editor(spec: GameSpec, option: OptionSpec) -> OptionEditorModule | None:
    name = option.editor
    return None if name is None else load_piece(spec.id, f"option {option.key} editor", name, OptionEditorModule)
