"""The review's analysis: each decision of the graded seats graded in the background, its marks
(?!, ?, ??) on the timeline and in the log, and a panel with each seat's accuracy and three
costliest moves (the grading itself: client.ai.analysis; docs/analysis.md).

The searches run in a bot worker of the analysis's own (a process: the window stays responsive),
one decision at a time; each answer is kept in the match's analysis at once, so that a stop (the
button again, leaving the review) loses nothing and the next "Analyse" picks up where it stopped.
When it stops or ends, ``keep`` writes the match back where it came from (a save, an autosave), so
a second look is instant.

Whose grades: once the game is over, the human seats' (every seat's, where bots alone played; the
bots' too when the player asks, "Grade the bots' moves too"); before, only the looking seat's own (``analysis.may_show``: its grades follow what it holds), and
none when nobody known looks.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from client.ai import analysis as engine
from client.ai.messages import AnalyseRequest, Position
from client.core.analysis_record import Analysis, Decision
from client.i18n import N_, _
from client.render import palette
from client.render.text import MIN_SIZE, draw_text_in_box, text_size
from client.scenes.move_words import move_label
from client.scenes.own_worker import OwnWorker
from client.widgets.base import draw_sheet
from client.widgets.button import draw_tablet

#: the marks' colours: an inaccuracy ochre, a mistake vermilion, a blunder deep red on white
MARK_COLOURS = {"inaccuracy": palette.KUCHIBA, "mistake": palette.SHU, "blunder": palette.VERMILION}
#: the marks as the reader's language writes them (full-width in Chinese)
MARK_WORDS = {"?!": N_("?!"), "?": N_("?"), "??": N_("??")}
PANEL = pygame.Rect(236, 150, 934, 600)  # at most: it is as tall as what it holds; left of the tables' right column (x 1176 on), where the players' rows are
HEAD_H = 42
SEAT_HEAD_H = 34
LINE_H = 48
FOOT_H = 34
GRADES_H = 22  # a seat's grades on a line of their own, under its name (a narrow column)
COLUMN_W, COLUMN_GAP = 560, 24  # a column of seats at least this wide (a costly move's line whole)
STACKED_BELOW = 800  # a column narrower than this writes a seat's grades under its name
PAGE_W = 300  # the tablet turning to the next seats


class PanelPage(NamedTuple):
    """How the analysis sheet lays out its seats in the room it has."""
    column_w: int
    per_column: int
    per_page: int
    lines: int  # costly moves shown a seat
    rows: int  # of them, one above the other (the rest beside them: ``lines`` over ``rows`` columns)
    stacked: bool  # the grades under a seat's name
    head_h: int  # a seat's name (and grades) above its moves


def panel_pages(most: pygame.Rect, seats: int) -> PanelPage:
    """The layout of ``seats`` in the sheet's room ``most``: as many columns as are wide enough,
    as many seats a column as fit whole with one costly move each (at most three moves a seat);
    what does not fit goes on further pages, never drawn past the sheet."""
    inner = most.width - 40
    columns = max(1, min(seats, (inner + COLUMN_GAP) // (COLUMN_W + COLUMN_GAP)))
    column_w = (inner - COLUMN_GAP * (columns - 1)) // columns
    stacked = column_w < STACKED_BELOW
    head_h = SEAT_HEAD_H + (GRADES_H if stacked else 0)
    room = most.height - 32 - HEAD_H - FOOT_H
    per_column = max(1, min(-(-max(1, seats) // columns), room // (head_h + LINE_H + 8)))
    rows = max(1, min(3, (room // per_column - 8 - head_h) // LINE_H))
    flow = max(1, (column_w + COLUMN_GAP) // (COLUMN_W + COLUMN_GAP))  # a seat alone in a wide sheet: its moves side by side
    return PanelPage(column_w, per_column, columns * per_column, min(3, rows * flow), rows, stacked, head_h)


#: the grades "Learn from your mistakes" goes back to
DRILLED = ("mistake", "blunder")


def drills(shown: dict[int, Decision], seats) -> list[Decision]:
    """The mistakes and blunders among ``shown`` (the decisions the looking seat may see), in order:
    the people's (the bots' where bots alone played)."""
    humans = {k for k, seat in enumerate(seats) if seat.is_human}
    return [d for _k, d in sorted(shown.items()) if d.grade in DRILLED and (d.seat in humans or not humans)]


def mark_words(mark: str) -> str:
    """``mark`` (?!, ?, ??) in the reader's language; "" stays ""."""
    return _(MARK_WORDS[mark]) if mark else ""


def keep_in_autosave(match) -> str | None:
    """Keep ``match`` (its analysis with it) as its newest autosave; a problem in words."""
    from client import paths
    from client.core import autosaves

    try:
        autosaves.autosave(match, paths.saves_dir())
    except OSError as err:
        return str(err.strerror or err)
    return None


def keep_in_file(path) -> Callable[[object], str | None]:
    """Keep a match (its analysis with it) in the save file ``path`` it was loaded from."""
    def keep(match) -> str | None:
        from client.core import saves

        try:
            saves.write_atomic(path, saves.dumps(match))
        except OSError as err:
            return str(err.strerror or err)
        return None
    return keep


def graded_seats(seats, finished: bool, viewer: int | None) -> list[int]:
    """The seats an analysis in the review grades (see the module's text)."""
    if not finished:
        return [] if viewer is None else [viewer]
    humans = [k for k, seat in enumerate(seats) if seat.is_human]
    return humans or list(range(len(seats)))


class ReviewAnalysis(OwnWorker):
    def __init__(self, scene, worker=None, keep: Callable[[object], str | None] | None = None):
        """``keep(match)``: writes the match with its analysis where it came from; a problem comes
        back as words for the player (None: kept, or nowhere to keep it)."""
        super().__init__(worker)
        self.scene = scene
        self.keep = keep
        source = scene.source
        kept = source.analysis
        if kept is None or (kept.iterations, kept.seed) != (engine.ITERATIONS, engine.SEED):
            kept = Analysis(engine.ITERATIONS, engine.SEED)
        self.analysis = kept
        seats = graded_seats(source.seats, scene.finished, scene.viewer)
        if scene.finished:  # the bots' moves too, where the player had them graded
            seats = sorted(set(seats) | {d.seat for d in kept.decisions.values()})
        self._grade(seats)
        self.running = False
        self.rid: int | None = None
        self.asked: int | None = None
        self.panel_open = False
        self.panel_rows: list[tuple[pygame.Rect, int]] = []  # a costly move's line → its step
        self.drill_rect: pygame.Rect | None = None  # "Learn from your mistakes", when there are some
        self.bots_rect: pygame.Rect | None = None  # "Grade the bots' moves too", after the end
        self.panel_rect: pygame.Rect | None = None  # where the open panel was drawn last
        self.page_rect: pygame.Rect | None = None  # the tablet turning to the next seats, when they are on pages
        self.page, self.pages = 0, 1  # the panel's page of seats shown, of how many

    def _grade(self, seats: list[int]) -> None:
        """``seats``' decisions are the ones to grade (those graded already are kept)."""
        source = self.scene.source
        self.seats = seats
        turns = engine.turns(source.spec, len(source.seats), source.options, source.seed, source.actions, set(seats))
        every = [(t.step, t.seat, t.played) for t in turns]
        self.total = len(every)
        #: (step, seat, move played) not graded yet
        self.todo: list[tuple[int, int, str]] = [t for t in every if t[0] not in self.analysis.decisions]

    @property
    def bots_left(self) -> bool:
        """Whether the bots' moves may be graded too (the player's choice, once the game is over)."""
        return self.scene.finished and len(self.seats) < len(self.scene.source.seats)

    def grade_bots(self) -> None:
        """Every seat's moves graded, the bots' too."""
        if self.bots_left:
            self._grade(list(range(len(self.scene.source.seats))))
            self.panel_open = False
            self.start()

    # -- what is shown --------------------------------------------------------------------------
    def shown(self) -> dict[int, Decision]:
        """The decisions the looking seat may see, by step."""
        scene = self.scene
        return {k: d for k, d in self.analysis.decisions.items() if d.seat in self.seats
                and engine.may_show(d.seat, scene.viewer, scene.finished)}

    def mark(self, step: int) -> str:
        """The mark of the move at ``step`` in the reader's language ("" for none, or one not to be shown)."""
        decision = self.shown().get(step)
        return mark_words(decision.mark) if decision is not None else ""

    def log_line(self, line: str, step: int) -> str:
        """A log entry's first line with its move's mark after it, if any."""
        mark = self.mark(step)
        return _("{line} {mark}").format(line=line, mark=mark) if mark else line

    @property
    def complete(self) -> bool:
        return not self.todo and bool(self.analysis.decisions)

    # -- running ----------------------------------------------------------------------------------
    def start(self) -> None:
        """Grade what is left (all of it the first time), in the background."""
        if not self.seats:
            self.scene.app.toast(_("Nothing to analyse: until the game ends, only a player's own moves are "
                                   "graded, and nobody is looking."), 6)
            return
        if not self.total:
            self.scene.app.toast(_("Nothing to analyse: there was no choice to make yet."), 5)
            return
        self.running = bool(self.todo)
        self.scene.source.analysis = self.analysis
        if not self.running:
            self.panel_open = True

    def toggle(self) -> None:
        """The button: start, stop while running, or open and close the panel once graded."""
        if self.running:
            self.cancel()
        elif self.complete:
            self.panel_open = not self.panel_open
        else:
            self.start()

    def update(self) -> bool:
        """Collect an answer, ask the next decision; True when a grade came (redraw)."""
        if not self.running:
            return False
        came = False
        if self.rid is not None:
            reply = self.worker.poll()
            if reply is None or reply.rid != self.rid:
                return False
            answer = reply.answer
            self.rid = None
            if isinstance(answer, Decision) and answer.step == self.asked:
                self.analysis.decisions[answer.step] = answer
                self.todo = [t for t in self.todo if t[0] != answer.step]
                self.scene.analysis_changed(answer.step)
                came = True
            else:
                self.running = False
                self._keep()
                self.scene.app.toast(_("The analysis stopped: {reason}").format(reason=getattr(answer, "reason", "")),
                                     6)
                return True
        if not self.todo:
            self.running = False
            self.panel_open = True
            self._keep()
            return True
        step, seat, played = self.todo[0]
        self.asked = step
        position = Position.of_match(self.scene.source, seat, step)
        self.rid = self.worker.send(AnalyseRequest(position, played, self.analysis.iterations, self.analysis.seed))
        return came

    def cancel(self) -> None:
        if self.rid is not None:
            self.worker.cancel()
        self.rid = self.asked = None
        if self.running:
            self.running = False
            self._keep()

    def stop(self) -> None:
        self.cancel()
        self.stop_worker()

    def _keep(self) -> None:
        if self.keep is not None and self.analysis.decisions:
            problem = self.keep(self.scene.source)
            if problem:
                self.scene.app.toast(_("The analysis could not be kept with the game: {reason}").format(
                    reason=problem), 6)

    # -- the button's words -----------------------------------------------------------------------
    @property
    def progress(self) -> float:
        return 0.0 if not self.total else 1 - len(self.todo) / self.total

    def label(self) -> str:
        if self.running:
            return _("Stop · {p}%").format(p=int(100 * self.progress))
        if self.complete:
            return _("Analysis")
        if self.analysis.decisions and self.todo:
            return _("Analyse · go on")
        return _("Analyse")

    # -- drawing ----------------------------------------------------------------------------------
    def draw_progress(self, surface, rect: pygame.Rect) -> None:
        """A thin bar along the button's foot while grading."""
        if self.running:
            foot = pygame.Rect(rect.x + 6, rect.bottom - 6, rect.width - 12, 3)
            pygame.draw.rect(surface, palette.SHEET_EDGE, foot)  # inked on the button's wood
            pygame.draw.rect(surface, palette.SHU, (foot.x, foot.y, int(foot.width * self.progress), foot.height))

    def draw_marks(self, surface, x_of: Callable[[int], int], track: pygame.Rect) -> None:
        """Each graded move's mark on the timeline's slider, over the position it led to."""
        for step, decision in sorted(self.shown().items()):
            if decision.mark:
                x = x_of(step + 1)
                words = mark_words(decision.mark)  # full-width in Chinese: the tag as wide as its words
                tag = pygame.Rect(0, 0, max(8 * len(decision.mark), text_size(words, MIN_SIZE, True)[0]) + 6,
                                  track.height + 2)
                tag.center = (x, track.centery)
                pygame.draw.rect(surface, MARK_COLOURS[decision.grade], tag, border_radius=4)
                draw_text_in_box(surface, words, tag, 12, palette.WHITE, bold=True, min_size=9)

    def draw_panel(self, surface, mouse) -> None:
        """Each graded seat's accuracy, its grades and its three costliest moves (a click on one
        goes to the position before it), in columns where the table's room is wide; the seats a
        page, as many as fit whole (a click on the page's tablet turns to the next seats)."""
        self.panel_rows = []
        self.panel_rect = self.page_rect = None
        if not self.panel_open:
            return
        scene = self.scene
        shown = self.shown()
        seats = [s for s in self.seats if engine.may_show(s, scene.viewer, scene.finished)]
        most = scene.view.analysis_place() or PANEL  # the table's room for it, else the middle of the table
        page = panel_pages(most, len(seats))
        self.pages = len(range(0, len(seats), page.per_page))
        self.page %= max(1, self.pages)
        first = self.page * page.per_page
        on_page = seats[first:first + page.per_page]
        by_seat = {seat: [d for _k, d in sorted(shown.items()) if d.seat == seat] for seat in on_page}
        costly = {seat: engine.costliest(found, page.lines) for seat, found in by_seat.items()}
        columns = [on_page[k:k + page.per_column] for k in range(0, len(on_page), page.per_column)]
        block = lambda seat: page.head_h + LINE_H * max(1, min(page.rows, len(costly[seat]))) + 8  # noqa: E731
        height = 32 + HEAD_H + FOOT_H + max([sum(block(seat) for seat in column) for column in columns] or [0])
        panel = pygame.Rect(most.x, most.y, most.width, min(most.height, height))
        self.panel_rect = panel
        draw_sheet(surface, panel)  # the analysis: a sheet of notes laid on the table, in ink
        box = panel.inflate(-40, -32)
        draw_text_in_box(surface, _("Analysis · {n} iterations a move").format(n=self.analysis.iterations),
                         pygame.Rect(box.x, box.y, box.width, 34), 24, palette.SHEET_LIT, bold=True, align="left")
        if self.pages > 1:
            last = first + len(on_page)
            words = (_("Seat {first} of {n} · next") if len(on_page) == 1 else
                     _("Seats {first}–{last} of {n} · next")).format(first=first + 1, last=last, n=len(seats))
            self.page_rect = pygame.Rect(box.right - PAGE_W, box.y, PAGE_W, 34)
            ink = draw_tablet(surface, self.page_rect, True, self.page_rect.collidepoint(mouse), False, shadow=False)
            draw_text_in_box(surface, words, self.page_rect.inflate(-12, -5), 17, ink)
        for k, column in enumerate(columns):
            y = box.y + HEAD_H
            x = box.x + k * (page.column_w + COLUMN_GAP)
            for seat in column:
                y = self._draw_seat(surface, seat, by_seat[seat], costly[seat],
                                    pygame.Rect(x, y, page.column_w, 0), page, mouse) + 8
        draw_text_in_box(surface, _("A: close · click a move to see it"),
                         pygame.Rect(box.x, box.bottom - 22, box.width, 22), 15, palette.SHEET_DIM, align="right")
        self.drill_rect = pygame.Rect(box.x, box.bottom - 30, 300, 34) if drills(shown, self.scene.source.seats) else None
        self.bots_rect = pygame.Rect(box.x + 316, box.bottom - 30, 300, 34) if self.bots_left else None
        for rect, words in ((self.drill_rect, _("Learn from your mistakes")),
                            (self.bots_rect, _("Grade the bots' moves too"))):
            if rect is not None:
                ink = draw_tablet(surface, rect, True, rect.collidepoint(mouse), False, shadow=False)
                draw_text_in_box(surface, words, rect.inflate(-12, -5), 18, ink, min_size=12)

    def turn_page(self, by: int = 1) -> None:
        """The next (``by`` 1) or the previous (-1) seats of the panel, round."""
        self.page = (self.page + by) % max(1, self.pages)

    def _draw_seat(self, surface, seat: int, decisions: list[Decision], costly: list[Decision], rect: pygame.Rect,
                   page: PanelPage, mouse) -> int:
        """A seat's lines from ``rect``'s top (in a narrow column its grades under its name; its
        costly moves ``page.rows`` a column); returns where they end."""
        stacked = page.stacked
        scene = self.scene
        accuracy = engine.accuracy(decisions)
        counts = engine.counts(decisions)
        head = _("{name} · accuracy {a}").format(name=scene.seat_name(seat),
                                                  a="–" if accuracy is None else round(accuracy))
        grades = _("inaccuracies ?! {i} · mistakes ? {m} · blunders ?? {b} · moves graded {n}").format(
            i=counts["inaccuracy"], m=counts["mistake"], b=counts["blunder"], n=len(decisions))
        if stacked:
            draw_text_in_box(surface, head, pygame.Rect(rect.x, rect.y, rect.width, 30), 22, palette.SHEET_INK,
                             bold=True, align="left")
            draw_text_in_box(surface, grades, pygame.Rect(rect.x + 12, rect.y + 30, rect.width - 12, GRADES_H), 16,
                             palette.SHEET_DIM, align="left")
        else:
            draw_text_in_box(surface, head, pygame.Rect(rect.x, rect.y, rect.width // 2, 30), 22, palette.SHEET_INK,
                             bold=True, align="left")
            draw_text_in_box(surface, grades, pygame.Rect(rect.x + rect.width // 2, rect.y, rect.width // 2, 30), 16,
                             palette.SHEET_DIM, align="right")
        y = rect.y + SEAT_HEAD_H + (GRADES_H if stacked else 0)
        if not costly:
            draw_text_in_box(surface, _("No costly move: every move was as good as the search's best, within its "
                                        "noise."), pygame.Rect(rect.x + 12, y, rect.width - 12, 28), 17,
                             palette.SHEET_DIM, align="left")
            return y + LINE_H
        flow = -(-len(costly) // page.rows)
        width = (rect.width - COLUMN_GAP * (flow - 1)) // flow
        for k, decision in enumerate(costly):
            line = pygame.Rect(rect.x + 12 + (k // page.rows) * (width + COLUMN_GAP), y + (k % page.rows) * LINE_H,
                               width - 12, LINE_H - 4)
            if line.collidepoint(mouse):
                pygame.draw.rect(surface, palette.SHEET_HI, line, border_radius=4)
            played, best = scene.move_words(decision.step, decision.played), scene.move_words(decision.step,
                                                                                             decision.best)
            first = _("{move} {mark} {played}: chance to win {p}%").format(
                move=move_label(decision.step + 1), mark=mark_words(decision.mark), played=played,
                p=round(100 * decision.played_chance))
            second = _("better: {best}: {p}%").format(best=best, p=round(100 * decision.best_chance))
            pygame.draw.rect(surface, MARK_COLOURS[decision.grade], (line.x, line.y + 4, 4, line.height - 8))
            draw_text_in_box(surface, first, pygame.Rect(line.x + 12, line.y, line.width - 12, 22), 17,
                             palette.SHEET_INK, align="left", min_size=12)
            draw_text_in_box(surface, second, pygame.Rect(line.x + 12, line.y + 21, line.width - 12, 22), 16,
                             palette.MATSUBA, align="left", min_size=12)  # the better move in pine green: 4.7 lit
            self.panel_rows.append((line, decision.step))
        return y + LINE_H * min(page.rows, len(costly))

    def handle_click(self, pos, up: bool) -> bool:
        """A click on the open panel (``up``: the button's release): a costly move's line goes to
        the position before it; any other click on it is taken (the table under it does not see it)."""
        if not self.panel_open or self.panel_rect is None or not self.panel_rect.collidepoint(pos):
            return False
        if up and self.page_rect is not None and self.page_rect.collidepoint(pos):
            self.turn_page()
            return True
        for line, step in self.panel_rows if up else ():
            if line.collidepoint(pos):
                self.panel_open = False
                self.scene.go(step, jump=True)
        if up and self.drill_rect is not None and self.drill_rect.collidepoint(pos):
            self.drill()
        elif up and self.bots_rect is not None and self.bots_rect.collidepoint(pos):
            self.grade_bots()
        return True

    def drill(self) -> None:
        """Learn from your mistakes: the live table before each mistake and blunder shown, in turn."""
        found = drills(self.shown(), self.scene.source.seats)
        if found:  # opened by the app: the drill's live table sits above the review in the imports
            self.scene.app.open_drill(self.scene, found)
