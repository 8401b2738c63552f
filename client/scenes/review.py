"""Review: step back and forth through a match, drawn by the game's own table view.

Any game on the rules contract: the steps come from ``core.timeline`` (seed + actions,
keyframes), the table from the game's ``View`` (which sees this scene as its host, as it
sees the play scene). Nothing of the table is hidden: the timeline takes the place of the
table's title bar (and says its words: whose turn, the round), the chance-to-win chart under
it stays folded to a strip in the table's top margin unless the pointer is on it or C keeps
it open, the table's own log ends at
the step shown (lit; a click on a line jumps to it), its decision panel says what the seat
to act did here, and Play on and Back stand where the table's Undo and Menu do.

Whose eyes: once the game has ended everything is open (``open_observation``, and the log
tells every secret move and every card drawn or looked at), seen from any seat; before, only
what the person at the screen may know — the one human; with several sharing the screen, the one
the live table last showed its view to, and no other (nobody may look through another's eyes);
the public table when nobody known is looking (the curtain is down, the game came from the Load
list) or only bots play. The same holds for the log (each step's events as that seat
read them), for the chance-to-win chart under the timeline (``review_chart``) and for the log's
"why the bot moved" tips (``hints.why_lines``, the live table's, which filters the same way).
"""
from __future__ import annotations

import pygame

from client.core.game import events_for, open_events
from client.core.timeline import Timeline
from client.i18n import N_, _, current_language, sentences
from client.render import palette
from client.render.palette import seat_colour
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.move_words import timeline_label
from client.scenes.generic_view import make_view
from client.scenes.review_analysis import ReviewAnalysis
from client.scenes.review_chart import CHART_H, ReviewChart
from client.widgets.chance_chart import CAPTION_H, CAPTION_INDENT, CAPTION_LINE, CAPTION_MOST, caption_rows
from client.scenes.review_log import StepLog
from client.scenes.hints import LOG_LINES_IN_SIGHT, why_lines
from client.scenes.table_chrome import BAND_GOLD, TABLE_FOOT, TOP_BAR, draw_band, log_entries_end, log_layout, \
    table_foot
from client.scenes.table_log import LogEntry, TableLog
from client.scenes.view_contract import TableHost, TableMatch, ViewContract
from client.widgets.base import SHADOW_PAD, box_shadow
from client.widgets.button import Button, draw_tablet
from client.widgets.timeline_bar import BUTTON_H, ROW_H, TimelineBar
from client.widgets.tooltip import draw_tip
from client.window import mouse_pos, pointer_mapped

BAR_H = ROW_H  # over the table's own title bar (as tall): nothing else of the table is hidden
EDGE = 2  # the bar's cloth below the folded chart's strip
EYES_W = 300
ANALYSE_W = 190
CHOICE_PARTS = 8  # steps of one seat read ahead for the words of its move
assert BAR_H == TOP_BAR.height


class ReviewMatch(TableMatch):
    """What a table view reads of a match (``TableMatch``), standing at one step of the review:
    nothing here can be played or taken back."""

    def __init__(self, match, state):
        self.spec, self.seats, self.options = match.spec, match.seats, match.options
        self.seed, self.match_id = match.seed, match.match_id
        self.state = state
        self.actions: list[str] = []
        self.version = 0

    @property
    def to_act(self) -> int:
        return self.state.to_act

    def can_undo(self) -> bool:
        return False


def lookers(seats, finished: bool) -> list[int]:
    """The seats whose eyes a review may be seen through: every seat after the end (all is open);
    before, the humans' (none: bots hold every seat)."""
    if finished:
        return list(range(len(seats)))
    return [i for i, seat in enumerate(seats) if seat.is_human]


def eyes_choices(seats, finished: bool, looking: int | None = None) -> list[int | None]:
    """Through whose eyes the review may be seen, ``looking`` being the person at the screen (None:
    not known): after the end any seat's; before, the one human's, or with several the person's at
    the screen and no other's — else the public table (None)."""
    seen = lookers(seats, finished)
    if finished or len(seen) == 1:
        return seen
    return [looking] if looking in seen else [None]


class ReviewScene(Scene, TableHost):
    """A review: the ``TableHost`` of the game's view, which shows it and plays nothing."""

    name = "review"
    active = False  # nothing is played here
    reviewing = True

    def __init__(self, app, match, step: int | None = None, eyes: int | None = None, chart_height: int = CHART_H,
                 worker=None, estimates: int | None = None, analyse: bool = False, keep=None, analysis_worker=None):
        """``eyes``: the person at the screen, when known (``eyes_choices``); ``worker``: the
        chart's bot worker (default: a process of its own, started when the chart first needs
        it); ``estimates``: at most this many background estimates. ``analyse``: start the
        analysis at once; ``keep(match)``: writes the analysed match back where it came from
        (``ReviewAnalysis``); ``analysis_worker``: the analysis's bot worker (default: its own)."""
        super().__init__(app)
        self.source = match
        self.spec = match.spec
        self.timeline = Timeline.of_match(match)
        self.finished = self.timeline.finished
        self.choices = eyes_choices(match.seats, self.finished, eyes)
        self.humans = [i for i, seat in enumerate(match.seats) if seat.is_human]
        self.viewer: int | None = eyes if eyes in self.choices else self.choices[0]
        # several people share the game and nobody known looks: they are told why it is the public table
        self.public_only = self.viewer is None and len(self.humans) > 1
        self.thinking = None  # the table's "is thinking" never shows in a review
        self.match = ReviewMatch(match, self.timeline.state_at(0))
        opening = [LogEntry(None, "", self.timeline.opening, None)] if self.timeline.opening else []
        self._first = len(opening)  # the log entry of action 0
        self._entries = opening + [LogEntry(s.seat, s.action, s.events, s.text if not self.finished else s.words,
                                            move=k) for k, s in enumerate(self.timeline.steps)]
        steps = {id(entry): max(0, k - self._first + 1) for k, entry in enumerate(self._entries)}
        self.log = TableLog(self._write, viewer=lambda: self.viewer, seats=lambda: self.match.seats)
        self.log.open = self.finished  # nothing is secret after the end
        self.log.light_newest = True
        self._seen: tuple | None = None
        self._words: tuple[str, int | None, str] = ("", None, "")  # the table's title bar: status, marker, extra
        self._line: tuple | None = None  # ((step, viewer, language), the decision panel's words)
        self.bar_shown = True
        self.bar_rect = pygame.Rect(0, 0, 1600, BAR_H)
        sound = app.audio.play
        self.bar = TimelineBar(self.bar_rect, len(self.timeline), self.timeline.turn_starts, self.go, self.move,
                               chart_height, sound=sound)
        # the chart pinned open with C, for every review of this run; else open while pointed at
        self.chart_pinned = app.review_chart_open
        self.chart_pointed = False
        self.step_log = StepLog(self.log, lambda entry: steps[id(entry)], self.go)
        self.step_log.details = self.why
        self._why: dict[tuple, list[str]] = {}  # (move, viewer, language) → the tip's lines
        self.eyes_button = Button((1600 - 8 - EYES_W, self.bar.label_rect.y, EYES_W, BUTTON_H), self.eyes_label,
                                  self.change_eyes, translate=False, size=18, enabled=len(self.choices) > 1,
                                  sound=sound)
        self.analysis = ReviewAnalysis(self, analysis_worker, keep)
        self.log.first_line = lambda entry, line: line if entry.move is None else self.analysis.log_line(line, entry.move)
        self.analyse_button = Button((self.eyes_button.rect.x - 8 - ANALYSE_W, self.bar.label_rect.y, ANALYSE_W,
                                      BUTTON_H), self.analysis.label, self.analysis.toggle, translate=False, size=18,
                                     sound=sound)
        self._words_cache: dict[tuple, str] = {}
        self.step = 0
        self._new_view()
        # where the table keeps its Undo and Menu buttons: nothing to take back, a way out
        self.play_on_button = Button(self.view.undo.rect, N_("Play on from here"), self.play_on, size=20, sound=sound)
        self.back_button = Button(self.view.menu.rect, N_("Back"), self.back, size=20, sound=sound)
        self.buttons = [self.eyes_button, self.analyse_button, self.play_on_button, self.back_button]
        self.chart: ReviewChart | None = None
        self._layer: pygame.Surface | None = None  # the table drawn above the kept-open chart (``_draw_table``)
        self._table: tuple | None = None  # what that picture shows; None: to be drawn afresh
        if chart_height:
            self.chart = ReviewChart(self, worker) if estimates is None else ReviewChart(self, worker, estimates)
        self._fit_bar()
        self.go(len(self.timeline) if step is None else step, jump=True)
        if analyse:
            self.analysis.start()

    # -- what the table view reads of its host ---------------------------------------------------
    def _write(self, events, seat, action, text) -> list[str]:
        return self.view.log_lines(events, seat, action, text)

    def observation(self):
        """What the table draws at this step for ``viewer``: everything once the game has ended."""
        state = self.match.state
        key = (self.match.version, self.viewer, id(state))
        if self._seen is None or self._seen[0] != key:
            seen = state.open_observation(self.viewer) if self.finished else state.observation(self.viewer)
            self._seen = (key, seen)
        return self._seen[1]

    @property
    def all_open(self) -> bool:
        return self.finished  # nothing is secret once the game has ended

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def undo(self) -> None:  # the view's Undo button (hidden): nothing to take back in a review
        pass

    def state_before(self, move: int):
        """The true state before move ``move`` (the log's tips over a bot's move read it), from the
        timeline: the state on the table is left as it is."""
        return self.timeline.copy_at(move)

    def human_action(self, action: str) -> bool:
        return False  # a review plays nothing (Play on starts a game from here)

    def review_line(self) -> str:
        """What the table's decision panel says here instead of asking: the move made from this
        position, by whom (the log's words for it, or the move's own words); the log lights the
        move that led here."""
        key = (self.step, self.viewer, current_language())
        if self._line is None or self._line[0] != key:
            self._line = (key, self._review_line())
        return self._line[1]

    def _review_line(self) -> str:
        seat = self.match.state.to_act
        name = self.seat_name(seat)
        if self.step >= len(self.timeline):
            return _("The game stands here: {name} is to move.").format(name=name)
        steps = self.timeline.steps
        # a choice in parts (a city, then its troop) is told once its last part is played
        for k in range(self.step, min(len(steps), self.step + CHOICE_PARTS)):
            if steps[k].seat != seat or steps[k].told(self.viewer, self.finished) is None:
                break
            lines, headed = self.move_lines(k)
            if lines:
                what = sentences(*lines)
                if what.startswith(name):  # the log's words name the seat already: not twice
                    return _("Next: {what}").format(what=what)
                return _("Next, {name}: {what}").format(name=name, what=what)
            if headed or steps[k].action.split(":")[0] in self.view.quiet_moves:
                break  # a whole move without a word (it ended the turn, a phase): the steps after are others
        if steps[self.step].told(self.viewer, self.finished) is None:  # a secret step (a plan card laid face down)
            return _("{name} decides in secret.").format(name=name)
        try:  # the move as the hint words it ("End turn", "Take the casualties")
            what = self.view.hint_text(self.observation(), steps[self.step].action)
        except Exception:  # words that need what this viewer cannot see: the log's silence
            what = ""
        if what:  # a button's words: the sentence ends here
            return _("Next, {name}: {what}.").format(name=name, what=what)
        return _("{name} decides here; the log tells nothing of it.").format(name=name)

    def move_lines(self, k: int) -> tuple[list[str], bool]:
        """The log's words for step ``k``'s own move: its lines before any heading (a new turn or
        round, which belongs to the moves after it), and whether a heading came."""
        done = self.timeline.steps[k]
        headings = self.view.log_headings
        events = self.log.events_seen(self.log_entry(k))
        cut = next((i for i, event in enumerate(events) if event.kind in headings), len(events))
        return self.view.log_lines(events[:cut], done.seat, done.action, done.told(self.viewer, self.finished)), \
            cut < len(events)

    def log_entry(self, k: int) -> LogEntry:
        """The log's entry for move ``k`` (the one leading to step ``k + 1``)."""
        return self._entries[self._first + k]

    def why(self, step: int) -> list[str] | None:
        """The tip over the log line of a bot's move leading to ``step``: what it weighed (the
        live table's words and its rule of whose eyes: nothing of a bot's secrets before the end)."""
        move = step - 1
        note = self.source.bot_notes.get(move)
        if note is None or not 0 <= move < len(self.match.actions):
            return None
        key = (move, self.viewer, current_language())
        if key not in self._why:
            self._why[key] = why_lines(self, self.timeline.steps[move].seat, move, note, self.finished)
        return self._why[key]

    def move_words(self, step: int, action: str) -> str:
        """``action`` at ``step`` in the table's words, as its own seat read it (the analysis's
        moves: the one played and the better one)."""
        key = (step, action, current_language())
        if key not in self._words_cache:
            state = self.timeline.copy_at(step)
            obs = state.observation(state.to_act)
            try:
                words = self.view.hint_text(obs, action)
            except Exception:  # words the game's view cannot give here: the rules' own
                words = ""
            self._words_cache[key] = words or obs.describe(action)
        return self._words_cache[key]

    def analysis_changed(self, step: int) -> None:
        """A grade came for the move at ``step``: its log line is written again, with its mark."""
        self.log_entry(step).written.clear()
        self.log.changes += 1

    def top_bar_words(self, status: str, marker: int | None, extra: str) -> None:
        """What the table's own title bar says (the timeline bar covers it and says it instead)."""
        self._words = (status, marker, extra)

    # -- moving along the timeline ---------------------------------------------------------------
    def go(self, step: int, jump: bool = False) -> None:
        """Show ``step``: one action forward is played with its animations; any other step is
        drawn as a game loaded at that step is, by the same view, reset (nothing of the step
        before goes on moving)."""
        step = max(0, min(len(self.timeline), step))
        if not jump and step == self.step + 1 and not self.view.busy():
            self._forward()
            return
        self.step = step
        self._place(step)
        self.view.reset_for_jump()
        for done in self.timeline.steps[:step]:
            self.view.replayed(events_for(done.events, None))
        self.view.update(0.0)

    def _place(self, step: int) -> None:
        self.match.state = self.timeline.state_at(step)
        self.match.actions = list(self.timeline.actions[:step])
        self.match.version += 1
        self.log.show(self._entries[:self._first + step])
        self.play_on_button.enabled = not self.match.state.is_over()  # nothing to play on from the end

    def _forward(self) -> None:
        done = self.timeline.steps[self.step]
        self.step += 1
        self._place(self.step)
        self.app.audio.play("card")
        events = self.match.state.events
        self.view.on_events(open_events(events) if self.finished else events_for(events, self.viewer), done.seat,
                            done.action)

    def move(self, kind: str) -> None:
        tl, step = self.timeline, self.step
        self.go({"first": 0, "prev_turn": tl.previous_turn(step), "prev": step - 1, "next": step + 1,
                 "next_turn": tl.next_turn(step), "last": len(tl)}[kind])

    def _new_view(self) -> None:
        self.view: ViewContract = make_view(self)
        self.view.undo.visible = self.view.menu.visible = False
        self.log.headings = self.view.log_headings

    # -- the chart: folded, or open while pointed at or pinned ------------------------------------
    @property
    def chart_open(self) -> bool:
        return self.chart is not None and (self.chart_pinned or self.chart_pointed)

    def toggle_chart(self) -> None:
        """C or a click on the chart's tab: keep it open, or fold it (remembered for this run)."""
        self.chart_pinned = not self.chart_pinned
        self.app.review_chart_open = self.chart_pinned
        self._fit_bar()

    def _point(self, pos) -> None:
        """The pointer at ``pos``: on the slider's row or the open chart, the chart opens."""
        if self.chart is None:
            return
        top = self.bar.slider.rect.top - 4
        zone = pygame.Rect(0, top, self.bar_rect.width, self.bar_rect.bottom + 2 - top)
        pointed = self.bar_shown and pos is not None and (
            zone.collidepoint(pos) or (self.chart_open and self.chart.widget.full.collidepoint(pos)))
        if pointed != self.chart_pointed:
            self.chart_pointed = pointed
            self._fit_bar()

    def _fit_bar(self) -> None:
        """The bar keeps to the table's title bar and its margin: the open chart lies on the table."""
        if self.chart is None:
            return
        self.chart.widget.open = self.chart_open
        self.bar_rect.height = self.bar.strip.bottom + EDGE - self.bar_rect.top

    def chart_place(self) -> pygame.Rect:
        """Where the open chart lies on the table as drawn last, as tall as its caption needs: one
        row where the place is wide enough for it, else as few more as it needs, up to
        CAPTION_MOST (``chart_spot``)."""
        lines = self.bar.chart.height - CAPTION_H  # the sheet without its caption
        caption = self.chart.caption()
        for rows in range(1, CAPTION_MOST):
            spot = self.chart_spot(lines + rows * CAPTION_LINE)
            if len(caption_rows(caption, spot.width - CAPTION_INDENT)) <= rows:
                return spot
        return self.chart_spot(lines + CAPTION_MOST * CAPTION_LINE)

    def chart_spot(self, height: int) -> pygame.Rect:
        """Where a chart sheet ``height`` tall lies: where the table puts it; else over the log's
        oldest lines, its top or its foot, whichever hides none of its newest lines; else where
        the table puts a hint's panel; last, under the slider."""
        view = self.view
        placed = view.chart_place(height)
        if placed is not None:
            return pygame.Rect(placed)
        area = view.log_area()
        if area is not None and area[0].height >= height:
            rect, size, lines = area
            boxes = [box for _i, _line, box in log_layout(lines, rect, size)]
            newest = boxes[-LOG_LINES_IN_SIGHT:]
            top = pygame.Rect(rect.x, rect.y, rect.width, log_entries_end(lines, rect, size, rect.y + height) - rect.y)
            y = rect.bottom - height  # the foot's top, raised to the start of a line it would cut
            y = next((box.top for box in boxes if box.top < y < box.bottom), y)
            for spot in (top, pygame.Rect(rect.x, y, rect.width, rect.bottom - y)):
                if spot.collidelist(newest) < 0:
                    return spot
        hint = view.hint_panel_place(height)
        if hint is not None:
            (x, bottom), width = hint
            return pygame.Rect(x, bottom - height, width, height)
        return pygame.Rect(self.bar.chart)

    # -- whose eyes, playing on, leaving ---------------------------------------------------------
    def eyes_label(self) -> str:
        name = _("the table") if self.viewer is None else self.seat_name(self.viewer)
        if self.finished:
            return _("All open · seen from {name}").format(name=name)
        return _("Seen by {name}").format(name=name)

    def change_eyes(self) -> None:
        """The next seat's eyes: after the end only (all is open: only whose hand lies in front
        changes); before, the review keeps to the person at the screen."""
        if len(self.choices) > 1:
            self.set_eyes(self.choices[(self.choices.index(self.viewer) + 1) % len(self.choices)])

    def set_eyes(self, seat: int) -> None:
        """Another seat's eyes: a new table for them (a view may turn its table to the seat)."""
        self.viewer = seat
        self._new_view()
        self.go(self.step, jump=True)

    def play_on(self) -> None:
        from client.scenes.review_dialogs import PlayOnScene

        self.app.stack.push(PlayOnScene(self.app, self))

    def back(self) -> None:
        self.app.stack.remove(self)

    # -- lifecycle and frame ---------------------------------------------------------------------
    def enter(self) -> None:
        if self.public_only:
            self.public_only = False
            self.app.toast(_("Several players share this game: until it ends, the review shows only "
                             "what everyone may see."), 6)

    def exit(self) -> None:
        if self.chart is not None:
            self.chart.stop()
        self.analysis.stop()

    def handle_event(self, event) -> bool:
        if not (event.type == pygame.MOUSEMOTION and self.chart is not None
                and self.chart.widget.full.collidepoint(event.pos)):
            self._table = None  # anything but reading the chart may change the table: drawn afresh
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            keys = {pygame.K_LEFT: "prev_turn" if shift else "prev", pygame.K_RIGHT: "next_turn" if shift else "next",
                    pygame.K_HOME: "first", pygame.K_END: "last"}
            if event.key in keys:
                self.move(keys[event.key])
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif event.key == pygame.K_TAB:
                self.bar_shown = not self.bar_shown
                self._point(None)
            elif event.key == pygame.K_c and self.chart is not None:
                self.toggle_chart()
            elif event.key == pygame.K_s and self.chart is not None and self.chart.next_swing(self.step) is not None:
                self.go(self.chart.next_swing(self.step), jump=True)  # the next big swing's move
            elif event.key == pygame.K_a:
                self.analysis.toggle()
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) and self.analysis.panel_open:
                self.analysis.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)  # the analysis's seats on pages
            else:  # the table's own keys: Space or S through a step played out, a board's F
                self.view.handle_event(event, None)
            return True
        if event.type == pygame.WINDOWLEAVE:
            self._point(None)
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._point(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and self.analysis.handle_click(event.pos, event.type == pygame.MOUSEBUTTONUP):
            return True
        # the chart first: its tab and its top rows lie within the reach of the slider's grip
        if self.bar_shown and ((self.chart and self.chart.widget.handle_event(event)) or self.bar.handle_event(event)):
            return True
        for button in self.buttons if self.bar_shown else self.buttons[2:]:
            if button.handle_event(event):
                return True
        if self.step_log.handle_event(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if hasattr(event, "pos"):  # where it falls on the table as it lays itself out
                event = pygame.event.Event(event.type, {**event.dict, "pos": self.to_table(event.pos)})
            with pointer_mapped(self.to_table):
                self.view.handle_event(event, None)  # tips, a board's pan and zoom, ending a shown step
        return True  # a review plays nothing

    def update(self, dt: float) -> None:
        self.view.update(dt)
        if self.chart is not None and self.chart.update():
            self.app.dirty = True  # a new point on the chart
        if self.analysis.update():
            self.app.dirty = True  # a new grade, or the analysis ended

    def animating(self) -> bool:
        return self.view.animating()

    @property
    def foot_reserved(self) -> int:
        """The rows the chart kept open with C takes at the table's foot, kept from the table
        (``TableHost.foot_reserved``); 0 while it is folded, only peeked at (pointed at), or lies
        elsewhere. A peek lies over the table for a moment rather than move its things about."""
        if self.chart is None or not self.chart_pinned or not self.bar_shown:
            return 0
        full = self.chart.widget.full
        return TABLE_FOOT - full.top if full.bottom == TABLE_FOOT else 0

    def table_squeeze(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """While the chart is kept open at the table's foot: (the table's column over the sheet as
        the table lays it out, where it is drawn instead: smaller, whole, above the sheet), so the
        chart hides nothing of it; None: the table is drawn as it lays itself out (the chart is
        folded or peeked at, lies elsewhere, or the table keeps clear of it itself)."""
        reserved = self.foot_reserved
        if not reserved or self.view.keeps_clear_of_chart:
            return None
        sheet, top = self.chart.widget.full, self.bar_rect.bottom
        column = pygame.Rect(sheet.x, top, sheet.width, TABLE_FOOT - top)
        height = table_foot(reserved) - top
        width = round(column.width * height / column.height)
        return column, pygame.Rect(column.x + (column.width - width) // 2, top, width, height)

    def to_table(self, pos) -> tuple[int, int]:
        """A point of the screen on the table as it lays itself out (the column drawn smaller: its
        own point; the ground beside it: nowhere on it)."""
        squeeze = self.table_squeeze()
        if squeeze is None:
            return pos
        column, drawn = squeeze
        if drawn.collidepoint(pos):
            return (column.x + (pos[0] - drawn.x) * column.width // drawn.width,
                    column.y + (pos[1] - drawn.y) * column.height // drawn.height)
        return (-1, -1) if column.collidepoint(pos) else pos

    def _draw_table(self, surface) -> None:
        """The game's table; with the chart kept open, its column drawn smaller above the sheet."""
        squeeze = self.table_squeeze()
        if squeeze is None:
            self.view.draw(surface, self.observation())
            return
        column, drawn = squeeze
        # the pointer reading the chart changes nothing of the table: its last picture serves again
        mouse = mouse_pos()
        key = (self.match.version, self.viewer, current_language(), id(self.view), tuple(drawn), self.log.changes,
               None if self.chart.widget.full.collidepoint(mouse) else mouse)
        if self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer, self._table = pygame.Surface(surface.get_size(), 0, surface), None
        if self._table != key or self.view.animating():
            self._squeeze(self._layer, column, drawn)
            self._table = key
        surface.blit(self._layer, (0, 0))

    def _squeeze(self, layer, column: pygame.Rect, drawn: pygame.Rect) -> None:
        """The table drawn whole on ``layer``, then its ``column`` again smaller at ``drawn`` on the table's ground."""
        with pointer_mapped(self.to_table):
            self.view.draw(layer, self.observation())
        smaller = pygame.transform.smoothscale(layer.subsurface(column), drawn.size)
        # the table's own ground under its foot (its margin) beside the smaller column
        layer.fill(layer.get_at((column.x, min(layer.get_height() - 1, TABLE_FOOT + 4))), column)
        layer.set_clip(column)  # its soft shadow on that ground, never on the side panel
        layer.blit(box_shadow(drawn.size, 4), (drawn.x - SHADOW_PAD + 3, drawn.y - SHADOW_PAD + 6))
        layer.set_clip(None)
        layer.blit(smaller, drawn)

    def draw(self, surface) -> None:
        if self.chart is not None and self.chart_open and self.bar_shown:
            self.chart.widget.full = self.chart_place()  # before the table: it keeps the chart's rows
        self._draw_table(surface)
        if self.bar_shown:
            self._draw_bar(surface)
            self.eyes_button.draw(surface)
            self.analyse_button.draw(surface)
            self.analysis.draw_progress(surface, self.analyse_button.rect)
        else:
            self._draw_tag(surface)
        self.play_on_button.draw(surface)
        self.back_button.draw(surface)
        mouse = mouse_pos()
        self.step_log.draw(surface, mouse)
        self.analysis.draw_panel(surface, mouse)
        tip = self.chart.tip(mouse) if self.chart_open and self.bar_shown else None
        if tip:
            draw_tip(surface, tip, mouse)

    def _draw_bar(self, surface) -> None:
        draw_band(surface, self.bar_rect, shadow=False)  # the table's indigo cloth, over its title bar's
        self.bar.draw(surface, self.step, timeline_label(self.step, len(self.timeline)))
        self.analysis.draw_marks(surface, self.bar.slider.x_of, self.bar.slider.rect)
        if self.chart is not None:
            self.chart.draw(surface, self.step)
        status, marker, extra = self._words
        row = self.bar.label_rect
        words = pygame.Rect(self.bar.right + 12, row.y, self.analyse_button.rect.x - 12 - self.bar.right - 12,
                            row.height)
        if marker is not None:
            draw_marker(surface, (words.x + 11, words.centery), 10, seat_colour(self.match.seats[marker].colour))
        said = draw_text_in_box(surface, status, pygame.Rect(words.x + 28, words.y, words.width * 11 // 20,
                                                             words.height), 22, BAND_GOLD, align="left")
        left = (said.rect.right if said.rect else words.x + 28) + 16
        draw_text_in_box(surface, extra, pygame.Rect(left, words.y, words.right - left, words.height), 18,
                         palette.PAPER_DIM, align="right")

    def _draw_tag(self, surface) -> None:
        """With the timeline hidden (Tab), the table's own title bar shows: a tag over its title."""
        tag = pygame.Rect(16, 18, 260, 28)
        ink = draw_tablet(surface, tag, True, False, True, shadow=False)
        draw_text_in_box(surface, _("Review") + " · " + _("Tab: timeline"), tag.inflate(-10, -3), 16, ink, min_size=12)
