"""The review's chance-to-win chart: the bots' notes at once, short searches in the background.

What may be shown before the game's end is ``client.core.chances``' rule (only estimates made
from the looking seat's own observation). The searches run in a bot worker the chart owns (a
process of its own: a review opened from a game's Esc menu leaves that game's worker to it),
one step at a time, coarse to fine; each answer is drawn as it comes, and the worker stops
when the review closes.

Folded, the chart is a thin strip under the timeline's slider (nothing of the table under it is
hidden); the review opens it while the pointer is on the slider or the chart, or for good with C
(``ReviewScene.chart_open``): then it is also drawn whole, as a sheet lying where the table puts it
(``chart_place``), never over a player's row or the log's newest lines; kept open at the table's
foot, the table's column above it is drawn smaller, whole (``ReviewScene.table_squeeze``).
"""
from __future__ import annotations

from client.ai.hooks import hooks_for
from client.ai.messages import ChanceValues, ChancesRequest, Position
from client.core.chances import MAX_ESTIMATES, Chances
from client.core.luck import CHOICE, LUCK, move_kind
from client.i18n import N_, _, pgettext
from client.render.palette import seat_colour
from client.scenes.move_words import chart_lines
from client.scenes.own_worker import STOP_SECONDS, OwnWorker  # noqa: F401 - STOP_SECONDS: the chart's too
from client.widgets.chance_chart import AXIS_PAD, CAPTION_H, MOVE_AXIS_H, ChanceChart, ChartLine, MoveAxis, \
    signed_percent, swings

PLOT_H = 120  # the open sheet's lines: tall enough to read apart, and five seats' names one above the other
#: the open sheet: its caption (two lines at most), its lines and the move axis under them
CHART_H = CAPTION_H + AXIS_PAD + PLOT_H + MOVE_AXIS_H
AXIS_MARKS = 12  # counted in moves, the move axis has a number about this often across the game
FEWEST_MARKS = 3  # a count that begins fewer times than this across the game ("Year 1 … 1") tells nothing: moves
#: the short search at each step without a note: the normal level's search, this many iterations
ITERATIONS = 40


class ReviewChart(OwnWorker):
    def __init__(self, scene, worker=None, limit: int = MAX_ESTIMATES):
        super().__init__(worker)
        self.scene = scene
        self.limit = limit
        source = scene.source
        self.finished = scene.finished
        self.acting = [s.seat for s in scene.timeline.steps] + [None if self.finished else source.state.to_act]
        result = hooks_for(source.spec).terminal_values(source.state) if self.finished else None
        self.widget = ChanceChart(scene.bar.chart, scene.bar.slider.x_of, len(scene.timeline), scene.go,
                                  scene.bar.strip, scene.toggle_chart)
        standing = source.spec.load_standing()
        self.note = standing.chance_note() if standing is not None else None
        self.counts = counted_steps(scene.timeline.rounds, scene.timeline.turn_starts, len(scene.timeline))
        self.rid: int | None = None
        self.asked: int | None = None  # the step the request out is for
        self._kinds: dict[tuple[int, int | None], str | None] = {}  # (step, eyes): its move luck or a choice
        # the review's eyes are fixed before the end (whose eyes decide what may be drawn)
        self.chances = Chances(self.acting, len(source.seats), self.finished, scene.viewer, source.bot_notes, result,
                               limit)

    # -- the background searches ------------------------------------------------------------------
    def update(self) -> bool:
        """Collect an answer, ask the next step; True when a point came (the chart is redrawn)."""
        came = False
        if self.rid is not None:
            reply = self.worker.poll()
            if reply is None or reply.rid != self.rid:
                return False
            # the worker answers chances or a Failure: then no point is drawn for the step
            self.chances.put(self.asked, list(reply.answer.values) if isinstance(reply.answer, ChanceValues) else None)
            self.rid = self.asked = None
            came = True
        wanted = self.chances.next_wanted()
        if wanted is not None:
            step, seat = wanted
            self.asked = step
            self.rid = self.worker.send(ChancesRequest(Position.of_match(self.scene.source, seat, step), ITERATIONS))
        return came

    def cancel(self) -> None:
        if self.rid is not None:
            self.worker.cancel()
        self.rid = self.asked = None

    def stop(self) -> None:
        self.cancel()
        self.stop_worker()

    @property
    def filling(self) -> bool:
        return self.chances.next_wanted() is not None or self.rid is not None

    # -- drawing ------------------------------------------------------------------------------------
    def lines(self) -> list[ChartLine]:
        seats = self.scene.source.seats
        return [ChartLine(seat.name, seat_colour(seat.colour), self.chances.line(k)) for k, seat in enumerate(seats)]

    def caption(self) -> str:
        chances = self.chances
        if self.finished:
            words = _("Chance to win")
        elif chances.viewer is None:
            words = _("Chance to win: drawn when the game ends")
        else:
            words = _("Chance to win, as {name} could tell").format(name=self.scene.seat_name(chances.viewer))
        if self.note:
            words = _("{chart} · {note}").format(chart=words, note=self.note)
        if self.filling:
            words = _("{chart} · estimating {done} of {total}").format(chart=words, done=chances.done,
                                                                     total=chances.asked)
        if self.big_swings():
            words = _("{chart} · Click a marker to jump to that move").format(chart=words)
            if any(self.swing_kind(step) == LUCK for step in self.big_swings()):  # the die's mark, told once
                words = _("{chart} · a die on a marker: luck decided it").format(chart=words)
        if self.scene.chart_pinned:
            return _("{chart} · C hides the chart").format(chart=words)
        return _("{chart} · C keeps the chart open").format(chart=words)

    def draw(self, surface, step: int) -> None:
        self.widget.draw(surface, self.lines(), step, self.caption(), _("Chance to win (C)"), self.axis(step),
                         self.swing_seat(), self.even(), lambda k: self.swing_kind(k) == LUCK)

    def even(self) -> float | None:
        """Every seat's equal chance (1/N), the faint line the others read against; None where it
        means nothing: two seats (the 50 % line says it), or allies sharing a camp's chance."""
        seats = len(self.scene.source.seats)
        return 1 / seats if seats > 2 and self.note is None else None

    def swing_seat(self) -> int | None:
        """Whose swings are marked: the seat whose eyes the review looks through; None: the table's."""
        return self.scene.viewer

    def big_swings(self) -> list[int]:
        """The steps of the looking seat's biggest swings, in step order."""
        seat = self.swing_seat()
        if seat is None:
            return []
        return sorted(s.step for s in swings(self.lines()[seat]))

    def next_swing(self, step: int) -> int | None:
        """The step of the next big swing after ``step`` (after the last, the first); None: none."""
        steps = self.big_swings()
        return next((k for k in steps if k > step), steps[0]) if steps else None

    def axis(self, step: int) -> MoveAxis:
        """The move axis at the review's ``step``: the game's turns (rounds, years) where it counts
        them, else whose turn it is, else the moves."""
        kind, marks = self.counts
        here = step if kind == "move" else next((number for at, number in reversed(marks) if at <= step), 1)
        if kind == "season":
            return MoveAxis(unit_words(kind), marks, here, season_words, lambda n: n % 4 == 0 and n > 0)
        return MoveAxis(unit_words(kind), marks, here, eras=self.eras() if kind == "move" else ())

    def eras(self) -> list[tuple[int, str]]:
        """Counted in moves (a game of one season or two rounds), where the game's own count
        begins, in its words ("Spring", "Round 2"): the moves say how far, these say where."""
        rounds = self.scene.timeline.rounds
        return [(k, era_words(*r)) for k, r in enumerate(rounds) if r is not None and (k == 0 or r != rounds[k - 1])]

    def tip(self, pos) -> list[str] | None:
        """The figures around the step under ``pos`` (its nearest point), for a tooltip."""
        swung = next((step for mark, step in self.widget.swing_marks if mark.collidepoint(pos)), None)
        if swung is not None:
            return self.swing_tip(swung)
        if not self.widget.rect.collidepoint(pos):
            return None
        step = self.widget.step_at(pos[0])
        found = self.chances.nearest(step)
        if found is None:
            return None
        _near, point = found
        heading, click = chart_lines(step)
        lines = [heading]
        for seat, value in enumerate(point):
            if value is not None:
                lines.append(_("{name}: {p}%").format(name=self.scene.seat_name(seat), p=round(100 * value)))
        lines.append(click)
        return lines

    def swing_kind(self, step: int) -> str | None:
        """Whether the move that made the swing at ``step`` came out by luck (``LUCK``: a die, a
        draw, the tower) or as chosen (``CHOICE``), as the looking seat could tell from what it
        saw (after the end: as the mover could); None: it cannot tell (a move made in secret, or
        one that needs a secret of another seat's)."""
        if step <= 0:
            return None
        mover = self.scene.timeline.steps[step - 1]
        eyes = mover.seat if self.finished else self.chances.viewer
        if not self.finished and mover.seat != eyes and mover.text is None:
            return None  # a secret move: what it was stays the mover's
        key = (step, eyes)
        if key not in self._kinds:  # worked out once, when the swing is first drawn
            before = self.scene.timeline.copy_at(step - 1)
            self._kinds[key] = move_kind(before, self.scene.timeline.actions[step - 1], eyes)
        return self._kinds[key]

    def swing_tip(self, step: int) -> list[str]:
        """The tip over a swing's mark: the change and whose, whether luck or a choice made it,
        then what happened, the log's own lines for the move that made it as the looking seat
        reads them (its secrets stay hidden)."""
        seat = self.swing_seat()
        change = next((s.change for s in swings(self.lines()[seat]) if s.step == step), 0.0) if seat is not None else 0.0
        heading = _("{name} {change} after move {k}").format(name=self.scene.seat_name(seat) if seat is not None
                                                              else "", change=signed_percent(change), k=step)
        told = self.scene.move_lines(step - 1)[0] if step > 0 else []
        kind = self.swing_kind(step)
        cause = ([_("Luck: a die, a draw, the tower or a secret decided how it came out")] if kind == LUCK else
                 [_("Choice: {name}'s move came out as chosen").format(
                     name=self.scene.seat_name(self.scene.timeline.steps[step - 1].seat))] if kind == CHOICE else [])
        return [heading, *cause, *(told or [_("The log tells nothing of this move.")]), chart_lines(step)[1]]



def counted_steps(rounds, turn_starts, steps: int) -> tuple[str, list[tuple[int, int]]]:
    """What the move axis counts ("season", "year", "round", "turn" or "move") and where each count
    begins: (step, its number). ``rounds``: the game's own count at each step (``Timeline.rounds``);
    where it has none, the turns as the timeline's slider marks them; the moves where the count
    begins fewer than FEWEST_MARKS times (a game of one season, one long turn)."""
    if any(r is not None for r in rounds):
        kind = next(r for r in rounds if r is not None)[0]
        marks = [(k, r[1]) for k, r in enumerate(rounds) if r is not None and (k == 0 or r != rounds[k - 1])]
        if len(marks) >= FEWEST_MARKS:
            return kind, marks
    elif len(turn_starts) >= FEWEST_MARKS:
        return "turn", [(at, n + 1) for n, at in enumerate(turn_starts)]
    every = next((e for e in (1, 2, 5, 10, 20, 50, 100, 200, 500) if steps / e <= AXIS_MARKS), 1000)
    return "move", [(k, k) for k in range(0, steps + 1, every)]


def unit_words(kind: str) -> str:
    """What the move axis counts, in a word beside it."""
    return {"year": pgettext("chart axis", "Year"), "round": pgettext("chart axis", "Round"),
            "turn": pgettext("chart axis", "Turn"), "season": pgettext("chart axis", "Season")}.get(kind) \
        or pgettext("chart axis", "Move")


def era_words(kind: str, number: int) -> str:
    """The game's own count at a step, in words under a move axis: "Spring", "Round 2", "Turn 3"."""
    if kind == "season":
        return season_words(number)
    return {"year": pgettext("chart axis", "Year {n}"), "round": pgettext("chart axis", "Round {n}"),
            "turn": pgettext("chart axis", "Turn {n}")}.get(kind, "{n}").format(n=number)


SEASONS = (N_("Spring"), N_("Summer"), N_("Autumn"), N_("Winter"))


def season_words(number: int) -> str:
    """A season counted from the game's first (0: year 1's spring): its name; a new year's
    spring with its year ("Year 2 · Spring")."""
    season = _(SEASONS[number % 4])
    if number % 4 == 0 and number > 0:
        return _("Year {y} · {season}").format(y=number // 4 + 1, season=season)
    return season
