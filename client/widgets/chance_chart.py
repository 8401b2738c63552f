"""A chart of each seat's chance to win across a game's steps, under a timeline's slider.

Each seat's line is drawn in its colour over a halo, with its shape (the seat's marker) along
the line and at its end, and its name beside the end: colour is never the only cue.

The chart always keeps a thin ``strip`` under the slider: the same lines, faint, without names or
shapes, a step at the same x as on the slider (``x_of``), and a tab that says what it is. Open
(``open`` True), it is also drawn whole as a paper sheet lying on the table at ``full`` (its owner
puts it where it hides nothing a player reads), its steps spread across the sheet. A click on
either jumps to the step under the pointer; a click on the tab or the sheet's caption calls
``on_fold``: whoever owns the chart decides when it opens.

# assumption: a line is drawn through the mean of each point and its ``SMOOTH`` neighbours on
# either side (the first and last points as they are): neighbouring estimates come from
# different seats' eyes and short searches, and the raw zigzag hides the trend. The figures a
# player reads (the review's tooltip) are the points themselves.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from client.render import palette
from client.render.palette import SeatColour, contrast, luminance
from client.render.shapes import draw_marker
from client.i18n import _
from client.render.text import draw_text, line_height, text_size, wrap
from client.widgets.base import draw_sheet
from client.window import mouse_pos

NAME_SIZE = 14
TAB_SIZE = 14
AXIS_SIZE = 13  # the 0 %, 50 %, 100 % beside the lines
CAPTION_LINE = 24  # a caption line's row, above the lines
CAPTION_ROWS = 2  # the caption's lines on the narrowest sheet (it is wrapped, never cut)
CAPTION_H = CAPTION_ROWS * CAPTION_LINE  # the open sheet's caption, most often at its tallest
CAPTION_MOST = 4  # the caption's lines at most (a long note on a narrow sheet): the sheet grows for them
CAPTION_INDENT = 28  # the caption's words keep this much of the sheet's width: the fold sign's, and the edges'
SHEET_PAD = 8  # the sheet's lines keep this far from its left, right and bottom edges
AXIS_PAD = 10  # the open sheet's lines keep this far below the caption: the axis's figures stay on the sheet
MOVE_AXIS_H = 28  # under the open sheet's lines: the move axis's ticks and numbers
LABEL_GAP = 8  # px between two numbers of the move axis
AXIS_NUMBERS = 12  # the move axis's numbers at most: more, at a turn's uneven widths, read as noise
MARKER_EVERY = 150  # px between the shapes along a line (each seat's shifted: lines that meet show both)
SMOOTH = 2
PAD = 5  # the chart's lines keep off its top and bottom edges
STRIP_PAD = 2
FAINT = 200  # the folded strip's lines: this opaque (of 255) over the bar
SWINGS = 3  # the open sheet marks the looking seat's this many biggest drops (and its biggest rise)
SWING_LEAST = 0.05  # a change smaller than this is no swing worth a mark
SWING_SIZE = 13
SCALE_ROOM = 0.04  # the open sheet's top keeps this much over the highest point (its shape, its label)
CASED = 3  # a line's colour with less contrast than this on the paper gets an ink casing
DOT = 4  # a line carried on past its last estimate: dots this long, as far apart


@dataclass(frozen=True)
class MoveAxis:
    """The open sheet's move axis: what it counts (``unit``: "Turn"), where each count begins
    (``marks``: (step, its number)), and the count at the review's step (``here``); a number in
    words (``words``: "Spring"), and the numbers whose tick stands taller and bolder (``major``:
    a new year's)."""
    unit: str
    marks: Sequence[tuple[int, int]]
    here: int
    words: Callable[[int], str] = str
    major: Callable[[int], bool] = lambda _n: False
    #: counted in moves, where the game's own count begins ((step, "Round 2")): in bold, its tick tall
    eras: Sequence[tuple[int, str]] = ()


@dataclass(frozen=True)
class Swing:
    """A big change of the looking seat's chance: at ``step`` (the move that made it is the
    step's last), by ``change`` (-0.18: 18 % lost)."""
    step: int
    change: float


@dataclass(frozen=True)
class ChartLine:
    name: str
    colour: SeatColour
    points: Sequence[tuple[int, float]]  # (step, chance 0-1), in step order


class ChanceChart:
    def __init__(self, rect: pygame.Rect, x_of: Callable[[float], int], steps: int, on_go: Callable[[int], None],
                 strip: pygame.Rect | None = None, on_fold: Callable[[], None] | None = None):
        self.full = pygame.Rect(rect)
        self.strip = pygame.Rect(strip) if strip is not None else self.full
        self.open = True
        self.x_of = x_of  # a step's x (the slider's)
        self.steps = steps
        self.on_go = on_go
        self.on_fold = on_fold
        self.tabs: list[pygame.Rect] = []  # the strip's tab and (open) the sheet's caption, as drawn last
        self.caption_h = CAPTION_LINE  # the open sheet's caption as laid out last (its lines' rows)
        self.axis_w = 0  # the open sheet keeps this much on the left for the axis's figures
        self.top = 1.0  # the open sheet's lines reach this chance at their top (scaled to the lines)
        self.swing_marks: list[tuple[pygame.Rect, int]] = []  # each swing's mark and label as drawn last, its step
        self.name_boxes: list[tuple[ChartLine, pygame.Rect]] = []  # each seat's label at its line's end, as drawn last
        self.lucky: Callable[[int], bool] = lambda _step: False  # a swing's move came out by luck

    @property
    def rect(self) -> pygame.Rect:
        """The chart a player reads: the open sheet, else the strip."""
        return self.full if self.open else self.strip

    @property
    def tab(self) -> pygame.Rect | None:
        """What folds or pins the chart where the pointer reads it: the open sheet's caption, else the strip's tab."""
        return self.tabs[-1] if self.tabs else None

    def plot(self, rect: pygame.Rect | None = None) -> pygame.Rect:
        """Where the lines of the chart drawn at ``rect`` (default: ``rect``) run."""
        rect = self.rect if rect is None else rect
        if rect == self.strip:
            return rect.inflate(0, -2 * STRIP_PAD)
        left = rect.x + SHEET_PAD + self.axis_w
        top = rect.y + self.caption_h + AXIS_PAD
        return pygame.Rect(left, top, rect.right - SHEET_PAD - self.name_room - left, rect.bottom - MOVE_AXIS_H - top)

    name_room = 0  # the open sheet keeps this much on the right for the names at the lines' ends

    def x_at(self, step: float, rect: pygame.Rect | None = None) -> int:
        """``step``'s x on the chart at ``rect`` (default: the one read): the slider's on the strip."""
        rect = self.rect if rect is None else rect
        if rect == self.strip:
            return self.x_of(step)
        plot = self.plot(rect)
        return plot.x + round(plot.width * step / max(1, self.steps))

    def y_of(self, chance: float, rect: pygame.Rect | None = None) -> int:
        """``chance``'s y: the strip spans 0 to 100 %, the open sheet 0 % to its ``top``."""
        rect = self.rect if rect is None else rect
        inner = self.plot(rect)
        top = 1.0 if rect == self.strip else self.top
        return inner.bottom - round(inner.height * min(1.0, max(0.0, chance / top)))

    def step_at(self, x: int, rect: pygame.Rect | None = None) -> int:
        """The step whose x is nearest ``x``."""
        left, right = self.x_at(0, rect), self.x_at(self.steps, rect)
        if right <= left:
            return 0
        return max(0, min(self.steps, round((x - left) * self.steps / (right - left))))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.on_fold is not None and any(tab.collidepoint(event.pos) for tab in self.tabs):
                self.on_fold()
                return True
            if self.open:
                hit = next((step for mark, step in self.swing_marks if mark.collidepoint(event.pos)), None)
                if hit is not None:  # a swing's mark: to the move that made it
                    self.on_go(hit)
                    return True
            for rect in (self.full, self.strip) if self.open else (self.strip,):
                if rect.collidepoint(event.pos):
                    self.on_go(self.step_at(event.pos[0], rect))
                    return True
        # the open sheet lies over the table: what is under it gets none of the pointer's clicks
        return self.open and event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL) \
            and self.full.collidepoint(getattr(event, "pos", None) or mouse_pos())

    def draw(self, surface, lines: Sequence[ChartLine], step: int, caption: str, tab: str = "",
             axis: MoveAxis | None = None, focus: int | None = None, even: float | None = None,
             lucky: Callable[[int], bool] = lambda _step: False) -> None:
        """The strip with ``tab``; open, the sheet with ``caption`` and ``axis`` too, the
        biggest swings of ``focus``'s line (an index in ``lines``) marked (``lucky(step)``: that
        swing's move came out by luck, marked as such), and a faint line at ``even`` (every
        seat's equal chance, 1/N) that a line's rise or fall reads against."""
        self.lucky = lucky
        self.tabs = []
        self.swing_marks = []
        self.name_boxes = []
        self._draw_strip(surface, lines, step, tab)
        if self.open:
            self._draw_sheet(surface, lines, step, caption, axis, focus, even)

    def _draw_sheet(self, surface, lines: Sequence[ChartLine], step: int, caption: str,
                    axis: MoveAxis | None, focus: int | None, even: float | None = None) -> None:
        """The open chart: a paper sheet on the table, its lines in ink and the seats' colours, the
        axis's percentages on the left (0 % up to a round figure over the highest point), the move
        axis under them, at each line's end its seat's name with its chance at the review's step,
        and a vermilion mark at each of the looking seat's biggest swings."""
        rect = self.full
        labels = [(line, end_label(line, step)) for line in lines if line.points]
        self.name_room = max((text_size(label, NAME_SIZE, True)[0] for _l, label in labels), default=0) + 18
        self.top, marks = scale([v for line in lines for _k, v in line.points])
        ticks = [(chance, percent(chance)) for chance in marks]
        self.axis_w = max(text_size(words, AXIS_SIZE)[0] for words in
                          [w for _c, w in ticks] + ([axis.unit] if axis else [])) + 6
        rows = caption_rows(caption, rect.width - CAPTION_INDENT) if caption else []
        self.caption_h = CAPTION_LINE * max(1, len(rows))
        draw_sheet(surface, rect)
        plot = self.plot(rect)
        for chance, words in ticks:
            y = self.y_of(chance, rect)
            pygame.draw.line(surface, palette.SHEET_EDGE if chance in (0.0, 0.5) else palette.SHEET_HI,
                             (plot.left, y), (plot.right, y), 1)
            draw_text(surface, words, (plot.left - 5, y), AXIS_SIZE, palette.SHEET_DIM, anchor="midright")
        if even is not None:
            self._draw_even(surface, even, rect)
        x = self.x_at(step, rect)
        pygame.draw.line(surface, palette.SHEET_LIT, (x, plot.top - PAD), (x, plot.bottom), 2)
        for k, line in enumerate(lines):
            self._draw_line(surface, line, MARKER_EVERY * k // max(1, len(lines)), rect, step)
        self._draw_names(surface, labels, rect, step)
        if focus is not None and 0 <= focus < len(lines):
            self._draw_swings(surface, lines[focus], rect)
        if axis is not None:  # after the names: the step's count is never under one
            self._draw_move_axis(surface, axis, step, rect)
        if rows:
            h = line_height(NAME_SIZE)
            w = max(text_size(row, NAME_SIZE)[0] for row in rows)
            box = pygame.Rect(rect.left + 4, rect.top + 3, min(w + 24, rect.width - 8), self.caption_h - 4)
            _fold_sign(surface, (box.x + 9, box.y + CAPTION_LINE // 2 - 2), up=True, ink=palette.SHEET_DIM)
            for k, row in enumerate(rows):
                draw_text(surface, row, (box.x + 20, box.y + k * CAPTION_LINE + (CAPTION_LINE - 4 - h) // 2),
                          NAME_SIZE, palette.SHEET_DIM)
            self.tabs.append(box)

    def _draw_move_axis(self, surface, axis: MoveAxis, step: int, rect: pygame.Rect) -> None:
        """Under the lines: a tick where each turn (round, year) begins, its number under it where
        it has room, what they count at the left, and the review's step's count in vermilion under
        a pointer, never hidden by another number."""
        plot = self.plot(rect)
        y = plot.bottom + 6  # the numbers' top: clear of the 0 % beside the floor line
        x = self.x_at(step, rect)
        # centred on the step's own x (it may reach into the names' room, never off the sheet)
        here = _axis_label_box(axis.words(axis.here), x, y, rect.inflate(-2 * SHEET_PAD, 0), bold=True)
        unit = draw_text(surface, axis.unit, (plot.left - 5, here.centery), AXIS_SIZE, palette.SHEET_DIM,
                         anchor="midright")
        here.left = max(here.left, unit.right + 4)  # at the first step it reads on from the unit ("Turn 1")
        pygame.draw.line(surface, palette.SHEET_EDGE, (plot.left, plot.bottom), (plot.right, plot.bottom), 1)
        eras = []  # the game's own count where it begins, over the move numbers (never over the step's)
        for at, words in axis.eras:
            box = _axis_label_box(words, self.x_at(at, rect), y, plot, bold=True)
            box.left = max(box.left, self.x_at(at, rect) - 2, unit.right + LABEL_GAP)  # read from its tick on
            box.right = min(box.right, plot.right + 2)
            if box.inflate(2 * LABEL_GAP, 0).colliderect(here) == 0 and box.collidelist(eras) < 0:
                eras.append(box)
                pygame.draw.line(surface, palette.SHEET_INK, (self.x_at(at, rect), plot.bottom - 6),
                                 (self.x_at(at, rect), plot.bottom + 5), 2)
                draw_text(surface, words, box.topleft, AXIS_SIZE, palette.SHEET_INK, bold=True)
        shown = {number: box for number, box in self._axis_numbers(axis, y, plot, rect).items()
                 if box.inflate(2 * LABEL_GAP, 0).collidelist(eras) < 0}
        for at, number in axis.marks:
            tx = self.x_at(at, rect)
            if axis.major(number):  # a new year: a tall bold tick up through the lines' foot
                pygame.draw.line(surface, palette.SHEET_INK, (tx, plot.bottom - 6), (tx, plot.bottom + 5), 2)
                continue
            tall = 4 if number in shown else 2  # a number's tick, else a short one
            pygame.draw.line(surface, palette.SHEET_EDGE, (tx, plot.bottom), (tx, plot.bottom + tall), 1)
        for number, box in shown.items():  # the step's own count is written once: in vermilion at the step
            if number != axis.here and box.inflate(2 * LABEL_GAP, 0).colliderect(here) == 0:
                major = axis.major(number)
                draw_text(surface, axis.words(number), box.topleft, AXIS_SIZE,
                          palette.SHEET_INK if major else palette.SHEET_DIM, bold=major)
        pointer = [(x - 4, plot.bottom + 1), (x + 4, plot.bottom + 1), (x, plot.bottom + 5)]
        pygame.draw.polygon(surface, palette.SHEET_LIT, pointer)
        draw_text(surface, axis.words(axis.here), here.topleft, AXIS_SIZE, palette.SHEET_LIT, bold=True)

    def _axis_numbers(self, axis: MoveAxis, y: int, plot: pygame.Rect, rect: pygame.Rect) -> dict[int, pygame.Rect]:
        """The move axis's numbers that are written, and where: the first, then every one, every
        2nd, 5th, 10th… as a player counts: the finest step whose numbers stand apart and are
        no more than AXIS_NUMBERS (a number under every one of 27 uneven turns reads as noise)."""
        for every in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
            picked = [(at, n) for k, (at, n) in enumerate(axis.marks) if k == 0 or n % every == 0]
            if len(picked) > AXIS_NUMBERS:
                continue
            boxes = {n: _axis_label_box(axis.words(n), self.x_at(at, rect), y, plot, axis.major(n)) for at, n in picked}
            ordered = sorted(boxes.values(), key=lambda b: b.x)
            if all(a.right + LABEL_GAP <= b.left for a, b in zip(ordered, ordered[1:])):
                return boxes
        return {}

    def _draw_strip(self, surface, lines: Sequence[ChartLine], step: int, tab: str) -> None:
        """The folded chart: each seat's line thin and faint (its trend still reads), where the
        step stands, and the tab at the left end (where every seat's chance is still even)."""
        rect = self.strip
        pygame.draw.rect(surface, palette.INK, rect)
        layer = pygame.Surface(rect.size)
        layer.fill(palette.LACQUER)
        for line in lines:
            points = [(self.x_of(k) - rect.x, self.y_of(v, rect) - rect.y)
                      for k, v in zip((k for k, _v in line.points), smoothed([v for _k, v in line.points]))]
            if len(points) > 1:
                halo = palette.INK if luminance(line.colour.rgb) > 0.4 else palette.PAPER_DIM
                pygame.draw.lines(layer, halo, False, points, 4)
                pygame.draw.lines(layer, line.colour.rgb, False, points, 2)
        layer.set_alpha(FAINT)
        surface.blit(layer, rect)
        x = self.x_of(step)
        pygame.draw.line(surface, palette.VERMILION, (x, rect.top), (x, rect.bottom - 1), 2)
        if tab:
            w, h = text_size(tab, TAB_SIZE)
            # over the lines' very start, as tall as the strip and an owner's 2 px edge under it
            box = pygame.Rect(rect.left - 2, rect.top - 1, w + 26, rect.height + 3)
            pygame.draw.rect(surface, palette.SHEET, box, border_radius=3)  # a paper tag sewn on the cloth
            pygame.draw.rect(surface, palette.SHEET_EDGE, box, 1, border_radius=3)
            _fold_sign(surface, (box.x + 10, box.centery), up=not self.open, ink=palette.SHEET_INK)
            draw_text(surface, tab, (box.x + 20, box.centery - h // 2), TAB_SIZE, palette.SHEET_INK)
            self.tabs.append(box)

    def _draw_even(self, surface, even: float, rect: pygame.Rect) -> None:
        """A faint dashed line at every seat's equal chance, "even" written small above its left end."""
        plot = self.plot(rect)
        y = self.y_of(even, rect)
        for x in range(plot.left, plot.right, 3 * DOT):
            pygame.draw.line(surface, palette.SHEET_EDGE, (x, y), (min(x + 2 * DOT, plot.right), y), 1)
        draw_text(surface, _("even"), (plot.left + 3, y - 1), AXIS_SIZE, palette.SHEET_DIM, anchor="bottomleft")

    def _draw_line(self, surface, line: ChartLine, phase: int, rect: pygame.Rect, step: int = 0) -> None:
        """``line``, and where the review's ``step`` is past its last estimate, that estimate carried
        on to the step, dotted: no new figure, the last one told until there."""
        points = [(self.x_at(k, rect), self.y_of(v, rect)) for k, v in zip((k for k, _v in line.points),
                                                                          smoothed([v for _k, v in line.points]))]
        if not points:
            return
        if step > line.points[-1][0]:
            (x0, y), x1 = points[-1], self.x_at(step, rect)
            for x in range(x0 + DOT, x1, 2 * DOT):
                pygame.draw.line(surface, line.colour.rgb, (x, y), (min(x + DOT, x1), y), 3)
        if len(points) > 1:
            if contrast(line.colour.rgb, palette.SHEET) < CASED:  # white, yellow, sky: an ink casing on the paper
                pygame.draw.lines(surface, palette.SHEET_INK, False, points, 5)
            pygame.draw.lines(surface, line.colour.rgb, False, points, 3)
        next_x = points[0][0] + phase
        for px, py in points[:-1]:
            if px >= next_x and points[-1][0] - px >= MARKER_EVERY // 3:
                draw_marker(surface, (px, py), 5, line.colour)
                next_x = px + MARKER_EVERY
        draw_marker(surface, points[-1], 6, line.colour)

    def _draw_names(self, surface, labels: Sequence[tuple[ChartLine, str]], rect: pygame.Rect, step: int = 0) -> None:
        """Each seat's label (``end_label``) at its line's end, at the end's height (inside the chart), left of the
        end when the end is near the right edge. Names that would overlap are moved apart up and
        down, in the order of their lines' ends (never on top of each other); only when the chart
        is too short for all of them one above the other, a name moves along the line instead."""
        boxes: list[tuple[ChartLine, pygame.Rect, bool]] = []
        for line, label in labels:
            x = self.x_at(max(step, line.points[-1][0]), rect)  # the line's end, carried on to the step
            y = self.y_of(smoothed([v for _k, v in line.points])[-1], rect)
            w, h = text_size(label, NAME_SIZE, True)
            box = pygame.Rect(0, 0, w + 6, h + 2)
            box.centery = y
            right = x + 10 + box.width <= rect.right
            if right:
                box.left = x + 10
            else:
                box.right = x - 10
            boxes.append((line, label, box, right))
        top = rect.top + self.caption_h  # under the caption, above the move axis's numbers
        _spread(sorted((box for _l, _w, box, _r in boxes), key=lambda b: b.centery), top, self.plot(rect).bottom + 5)
        placed: list[pygame.Rect] = []
        for line, label, box, right in boxes:
            while (hit := box.collidelist(placed)) >= 0:  # no room above one another: along the line
                if right:
                    box.left = placed[hit].right + 4
                else:
                    box.right = placed[hit].left - 4
            placed.append(box)
            pygame.draw.rect(surface, palette.WASHI, box, border_radius=3)
            _seat_frame(surface, box, line.colour.rgb)
            draw_text(surface, label, (box.x + 3, box.y + 1), NAME_SIZE, palette.SHEET_INK, bold=True)
            self.name_boxes.append((line, box))

    def _draw_swings(self, surface, line: ChartLine, rect: pygame.Rect) -> None:
        """A mark on ``line`` where each of its biggest swings happened, with the change ("−18%")
        on a paper tag beside it, clear of the seats' names and of each other; a click on either
        goes to that step. A swing a choice made: a solid vermilion triangle; one luck made (a
        die, a draw, the tower): an indigo die on the line and an indigo tag with a die's face."""
        plot = self.plot(rect)
        values = dict(zip((k for k, _v in line.points), smoothed([v for _k, v in line.points])))
        taken = [box for _l, box in self.name_boxes]
        for swing in sorted(swings(line), key=lambda s: s.step):
            x, y = self.x_at(swing.step, rect), self.y_of(values[swing.step], rect)
            lucky = self.lucky(swing.step)
            ink = palette.AI if lucky else palette.SHEET_LIT
            words = signed_percent(swing.change)
            w, h = text_size(words, SWING_SIZE, True)
            face = h - 4 if lucky else 0  # the die's face before the figure on a luck swing's tag
            tag = pygame.Rect(0, 0, w + 8 + (face + 4 if lucky else 0), h + 2)
            centred = max(plot.left + tag.width // 2, min(x, plot.right - tag.width // 2))
            # above, below, the edges; then the same a tag's width to the left (a name at the lines' end)
            for cx in (centred, centred - tag.width):
                for top in (y - 12 - tag.height, y + 12, plot.top, plot.bottom - tag.height):
                    tag.centerx = cx
                    tag.top = max(plot.top - PAD, min(top, plot.bottom - tag.height))
                    if tag.inflate(12, 6).collidelist(taken) < 0:  # a few px apart
                        break
                else:
                    continue
                break
            taken.append(tag)
            down = swing.change < 0
            tip = (x, y + 2) if down else (x, y - 2)  # a triangle pointing along the swing, its point on the line
            base = y - 9 if down else y + 9
            foot = (max(tag.left + 3, min(x, tag.right - 3)), tag.bottom if tag.bottom < y else tag.top)
            pygame.draw.line(surface, ink, foot, tip, 1)
            if lucky:  # a die lying on the line
                die = pygame.Rect(0, 0, 11, 11)
                die.center = (x, (y + base) // 2)
                _draw_die(surface, die, ink)
            else:
                pygame.draw.polygon(surface, ink, [(x - 5, base), (x + 5, base), tip])
            pygame.draw.rect(surface, palette.WASHI, tag, border_radius=3)
            pygame.draw.rect(surface, ink, tag, 2, border_radius=3)
            if lucky:
                _draw_die(surface, pygame.Rect(tag.x + 4, tag.y + 3, face, face), ink)
            draw_text(surface, words, (tag.x + 4 + (face + 4 if lucky else 0), tag.y + 1), SWING_SIZE, ink, bold=True)
            self.swing_marks.append((tag.union(pygame.Rect(x - 7, min(base, y) - 2, 14, 13)), swing.step))


def _draw_die(surface, box: pygame.Rect, ink) -> None:
    """A die's face showing three: a small white square with its pips, outlined in ``ink``."""
    pygame.draw.rect(surface, palette.WASHI, box, border_radius=2)
    pygame.draw.rect(surface, ink, box, 1, border_radius=2)
    r = max(1, box.width // 8)
    for fx, fy in ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)):
        pygame.draw.circle(surface, ink, (box.x + round(box.width * fx), box.y + round(box.height * fy)), r)


def _seat_frame(surface, box: pygame.Rect, rgb) -> None:
    """A seat's label framed in the seat's own colour; a colour pale on the paper (yellow,
    white) inside a thin ink line, so that it still shows."""
    if contrast(rgb, palette.WASHI) < CASED:
        pygame.draw.rect(surface, palette.SHEET_INK, box, 1, border_radius=3)
        pygame.draw.rect(surface, rgb, box.inflate(-2, -2), 2, border_radius=2)
    else:
        pygame.draw.rect(surface, rgb, box, 2, border_radius=3)


def scale(values: Sequence[float]) -> tuple[float, list[float]]:
    """The open sheet's top (the round figure next over the highest of ``values``, at least 30 %)
    and the figures written beside the lines: 0 % and round steps (10 % or 20 %) up to the top."""
    high = max(values, default=1.0) + SCALE_ROOM
    if high > 0.8:
        return 1.0, [0.0, 0.5, 1.0]  # the floor, an even chance, a sure win
    every = 0.1 if high <= 0.4 else 0.2
    count = max(math.ceil(high / every - 1e-9), round(0.3 / every))
    return round(count * every, 2), [round(k * every, 2) for k in range(count + 1)]


def swings(line: ChartLine, most: int = SWINGS) -> list[Swing]:
    """``line``'s ``most`` biggest drops and its biggest rise, none smaller than SWING_LEAST, the
    biggest first. A swing at a point is the mean of it and the next points less the mean of as
    many before it (SMOOTH + 1 each): a change that lasts, where it began, not one estimate's
    zigzag; of two swings fewer than that many points apart, only the bigger is one."""
    values = [v for _k, v in line.points]
    reach = SMOOTH + 1
    changes = []
    for i in range(1, len(values)):
        before, after = values[max(0, i - reach):i], values[i:i + reach]
        changes.append((i, sum(after) / len(after) - sum(before) / len(before)))
    picked: list[tuple[int, float]] = []

    def pick(candidates, count):
        for i, change in candidates:
            if count and abs(change) >= SWING_LEAST and all(abs(i - j) >= reach for j, _c in picked):
                picked.append((i, change))
                count -= 1

    pick(sorted((c for c in changes if c[1] < 0), key=lambda c: c[1]), most)
    pick(sorted((c for c in changes if c[1] > 0), key=lambda c: -c[1]), 1)
    return [Swing(line.points[i][0], change) for i, change in picked]


def signed_percent(change: float) -> str:
    """A change of a chance, its sign written: "−18%", "+7%"."""
    return ("−" if change < 0 else "+") + percent(abs(change))


def _axis_label_box(words: str, x: int, y: int, plot: pygame.Rect, bold: bool = False) -> pygame.Rect:
    """Where a number of the move axis stands: centred under ``x``, its top at ``y``, inside the lines' width."""
    w, h = text_size(words, AXIS_SIZE, bold)
    box = pygame.Rect(0, y, w, h)
    box.centerx = x
    box.left = max(plot.left - 2, min(box.left, plot.right + 2 - w))
    return box


def caption_rows(caption: str, width: int) -> list[str]:
    """``caption`` in rows ``width`` wide, broken between its parts (at "·") where it can: a key
    and what it does stay together on a row."""
    pieces = re.split(r"(\s*·\s*)", caption)
    rows: list[str] = []
    row = ""
    for k in range(0, len(pieces), 2):
        part, sep = pieces[k], pieces[k + 1] if k + 1 < len(pieces) else ""
        if row and text_size(row + part, NAME_SIZE)[0] > width:
            rows.append(row.rstrip(" ·"))
            row = ""
        row += part + sep
    rows.append(row)
    return [line for row in rows for line in wrap(row, width, NAME_SIZE)]


def percent(chance: float) -> str:
    return _("{p}%").format(p=round(100 * chance))


def chance_at(line: ChartLine, step: int) -> float | None:
    """The line's point nearest ``step`` (the figure the review's tooltip tells there); None: no point."""
    return min(line.points, key=lambda point: abs(point[0] - step))[1] if line.points else None


def end_label(line: ChartLine, step: int) -> str:
    """What stands at the end of a seat's line: its name, and its chance at the review's ``step``."""
    chance = chance_at(line, step)
    return line.name if chance is None else _("{name} · {p}").format(name=line.name, p=percent(chance))


def _spread(boxes: list[pygame.Rect], top: int, bottom: int, gap: int = 2) -> None:
    """Move ``boxes`` (sorted top to bottom) up and down as little as needed so that none overlaps
    the next, all between ``top`` and ``bottom`` when they fit there."""
    for k, box in enumerate(boxes):  # downwards: each below the one before
        box.top = max(box.top, top if k == 0 else boxes[k - 1].bottom + gap)
    for k in range(len(boxes) - 1, -1, -1):  # then upwards from the bottom edge
        limit = bottom if k == len(boxes) - 1 else boxes[k + 1].top - gap
        boxes[k].bottom = min(boxes[k].bottom, limit)
    for box in boxes:  # a chart too short for all: the top ones stay inside
        box.top = max(box.top, top)


def _fold_sign(surface, centre: tuple[int, int], up: bool, ink) -> None:
    """A small triangle pointing down (the chart opens downward) or up (it folds up), drawn: no font needs the glyph."""
    x, y = centre
    sign = -1 if up else 1
    pygame.draw.polygon(surface, ink, [(x - 5, y - 3 * sign), (x + 5, y - 3 * sign), (x, y + 3 * sign)])


def smoothed(values: Sequence[float], reach: int = SMOOTH) -> list[float]:
    """Each value as the mean of it and up to ``reach`` neighbours on either side; the first and
    the last as they are (where the game began, how it ended)."""
    n = len(values)
    out = list(values)
    for i in range(1, n - 1):
        r = min(reach, i, n - 1 - i)  # as many on either side: a line's trend, not its ends' pull
        window = values[i - r:i + r + 1]
        out[i] = sum(window) / len(window)
    return out
