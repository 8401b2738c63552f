"""The log of a table, kept as data and written out in the reader's language.

Each entry is one step: the seat that acted, its action, its events as they happened and the
rules' public description. The log is shared, but each seat reads it with its own secrets: the
entry's events go to the writer as the looking seat may see them (``events_for(events, viewer)``:
its own draws and looks whole, the others' redacted; nobody's while the curtain is down), and in
the review of a finished game all of them whole (``open``). The text is made when the log is
drawn, by the game's view (``view.log_lines(events, seat, action, text)``), so switching language
or eyes rewrites the whole log; lines are cached per language and eyes so frames stay cheap.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from client.core.game import events_for, open_events
from client.i18n import N_, _, current_language

UNDO = N_("Undo")


@dataclass(eq=False)
class LogEntry:
    """One step of the game (the opening has no seat and an empty action), or an undo: its
    events as they happened, secrets included (``TableLog`` reads them per seat)."""

    seat: int | None
    action: str
    events: tuple = ()
    text: str | None = None
    undo: bool = False
    move: int | None = None  # the index of its action in the match (None: the opening, an undo, a note)
    note: Callable[[], str] | None = None  # the table's own line (an automatic answer), in the reader's language
    written: dict[tuple, tuple[str, ...]] = field(default_factory=dict)  # (language, eyes) → lines
    headed: dict[tuple, dict[str, object]] = field(default_factory=dict)  # (language, eyes) → {heading line: its seat}
    seated: dict[tuple, tuple] = field(default_factory=dict)  # (language, eyes) → each line's seat


@dataclass(frozen=True)
class LineMark:
    """How the table writes one line of the log: whose it is (the seat whose turn it tells, in a
    game that heads its turns, else the seat its event names or that acted; None: the table's
    own), whether it heads what follows (a turn: a ribbon in that seat's colour; a round, a
    season: a plain one) and which entry wrote it (0 the oldest that wrote lines: older fade)."""

    seat: object
    heading: bool
    entry: int


Writer = Callable[[Sequence, "int | None", str, "str | None"], list[str]]


class TableLog:
    """The last ``limit`` steps of a table, and their lines in the current language as the
    looking seat (``viewer()``) reads them."""

    def __init__(self, writer: Writer, limit: int = 200, viewer: Callable[[], int | None] = lambda: None,
                 headings: frozenset[str] = frozenset(), seats: Callable[[], Sequence] = tuple):
        self.writer = writer  # the view's log_lines
        self.headings = headings  # the kinds of event whose line heads what follows (the view's log_headings)
        self.seats = seats  # the match's seats: the colour a seat's lines are marked in
        self.limit = limit
        self.viewer = viewer  # whose secrets the log tells (None: nobody's, the public log)
        self.open = False  # every secret told (the review of a finished game)
        self.entries: list[LogEntry] = []
        self.changes = 0  # bumped on every change
        self.moves = 0  # actions logged, less those undone: the next action's index
        self._lines: tuple | None = None  # (language, version, lines)
        self._marks: tuple | None = None  # (language, version, marks)
        self.light_newest = False  # a review: the newest entry that wrote lines is its step, lit
        self.placed: list = []  # where the table drew it last: (index in lines(), text, box) a shown line
        #: an entry's first line as shown (a review's analysis adds its move's mark: ?!, ?, ??)
        self.first_line: Callable[[LogEntry, str], str] = lambda entry, line: line

    @property
    def version(self) -> tuple:
        """Changes when the lines may (a step, an undo, other eyes): views key their cached pictures on it."""
        return self.changes, self.open or self.viewer()

    def _eyes(self, entry: LogEntry):
        """Whose secrets ``entry`` tells the reader: "open", the viewer when some of its events
        are the viewer's own, else None (its public lines, alike for every seat)."""
        if self.open:
            return "open"
        viewer = self.viewer()
        if viewer is not None and any(viewer in e.private_to for e in entry.events if e.private_to):
            return viewer
        return None

    def events_seen(self, entry: LogEntry) -> list:
        """``entry``'s events as the reader may see them."""
        eyes = self._eyes(entry)
        return open_events(entry.events) if eyes == "open" else events_for(entry.events, eyes)

    def __len__(self) -> int:
        return len(self.entries)

    def add(self, seat: int | None, action: str, events: Sequence, text: str | None) -> None:
        """A step: ``events`` as the rules gave them (the log tells each seat only its own secrets)."""
        move = None
        if action:
            move, self.moves = self.moves, self.moves + 1
        self._append(LogEntry(seat, action, tuple(events), text, move=move))

    def show(self, entries: Sequence[LogEntry]) -> None:
        """The log becomes ``entries`` (a review moving to another step; their lines stay cached)."""
        self.entries = list(entries[-self.limit:])
        self.changes += 1

    def add_note(self, seat: int | None, words: Callable[[], str]) -> None:
        """A line of the table's own, not an action: ``words`` gives it in the current language."""
        self._append(LogEntry(seat, "", note=words))

    def add_undo(self) -> None:
        self.moves = max(0, self.moves - 1)
        self._append(LogEntry(None, "", undo=True))

    def _append(self, entry: LogEntry) -> None:
        self.entries.append(entry)
        del self.entries[:-self.limit]
        self.changes += 1

    def write(self, entry: LogEntry, language: str) -> tuple[str, ...]:
        key = (language, self._eyes(entry))
        lines = entry.written.get(key)
        if lines is None:
            if entry.undo:
                lines = (_(UNDO),)
            elif entry.note is not None:
                said = entry.note()
                lines = (said,) if said else ()
            else:
                lines = tuple(self.writer(self.events_seen(entry), entry.seat, entry.action, entry.text))
                if lines:
                    lines = (self.first_line(entry, lines[0]),) + lines[1:]
            entry.written[key] = lines
        return lines

    def entry_at(self, line: int) -> LogEntry | None:
        """The entry whose text holds line ``line`` of ``lines()``."""
        found = self.entry_and_lines_at(line)
        return found[0] if found else None

    def lines(self) -> list[str]:
        """Every line, oldest first, in the current language (the same list until something changes)."""
        language, version = current_language(), self.version
        cached = self._lines
        if cached is None or cached[0] != language or cached[1] != version:
            lines = [line for entry in self.entries for line in self.write(entry, language)]
            cached = self._lines = (language, version, lines)
        return cached[2]

    def marks(self) -> list[LineMark]:
        """A mark for each of ``lines()``: its seat, whether it heads a turn, its entry (cached as the lines)."""
        language, version = current_language(), self.version
        cached = self._marks
        if cached is None or cached[0] != language or cached[1] != version:
            marks: list[LineMark] = []
            turn = None  # the seat whose turn the last heading began: its lines are that turn's
            for entry in self.entries:
                lines = self.write(entry, language)
                heads, number = self._heading_lines(entry, language), len(marks) and marks[-1].entry + 1
                seats = self._line_seats(entry, language, lines) if turn is None else (turn,) * len(lines)
                for line, seat in zip(lines, seats):
                    if line in heads:  # a round's or a season's heading names no seat: its lines their own
                        seat = turn = heads[line]
                    marks.append(LineMark(seat if turn is None else turn, line in heads, number))
            cached = self._marks = (language, version, marks)
        return cached[2]

    def _heading_lines(self, entry: LogEntry, language: str) -> dict[str, object]:
        """``entry``'s lines written by its heading events (a new turn, round or season), and the
        seat each names (None: a round's): told by the events, not guessed from the words."""
        if not self.headings or not entry.events:
            return {}
        key = (language, self._eyes(entry))
        found = entry.headed.get(key)
        if found is None:
            found = {line: event.data.get("seat") for event in self.events_seen(entry) if event.kind in self.headings
                     for line in self.writer([event], None, "", None)}
            entry.headed[key] = found
        return found

    def _line_seats(self, entry: LogEntry, language: str, lines: tuple[str, ...]) -> tuple:
        """Each of ``entry``'s lines' seat: the seat its own event names ("Player 4 gains a blessing"
        in Player 3's step is Player 4's), when the entry's lines are its events' lines one by one;
        else the seat that acted."""
        key = (language, self._eyes(entry))
        found = entry.seated.get(key)
        if found is None:
            found = (entry.seat,) * len(lines)
            if entry.events and not entry.undo:
                parts = [(event, self.writer([event], entry.seat, entry.action, entry.text))
                         for event in self.events_seen(entry)]
                flat = [line for _event, written in parts for line in written]
                if len(flat) == len(lines) and flat[1:] == list(lines[1:]):  # the first may bear a review's mark
                    found = tuple(event.data.get("seat", entry.seat) for event, written in parts for _line in written)
            entry.seated[key] = found
        return found

    def lit(self) -> range:
        """Which of ``lines()`` stand out: with ``light_newest``, those of the newest entry that
        wrote any (a step that wrote nothing, a secret plan, leaves the one before lit)."""
        if not self.light_newest:
            return range(0)
        language = current_language()
        end = len(self.lines())
        for entry in reversed(self.entries):
            count = len(self.write(entry, language))
            if count:
                return range(end - count, end)
        return range(0)

    def entry_and_lines_at(self, index: int) -> tuple[LogEntry, range] | None:
        """The entry that wrote line ``index`` of ``lines()``, and all the lines it wrote."""
        language = current_language()
        first = 0
        for entry in self.entries:
            count = len(self.write(entry, language))
            if index < first + count:
                return entry, range(first, first + count)
            first += count
        return None
