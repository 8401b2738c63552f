"""Dice and marks played out on a table, step by step (3KingdomsBattle's wars and occupations,
姬札大戰's melees, shots and sieges): dice rolled on a paper sheet lying on the board (as wide as
its words and dice, written in ink, the outcome in vermilion), and the short marks that let a bot's
turn be followed (a square, a space or a city lights up, its words on a paper slip).

One queue of steps played in order, paced by the animation setting (``factor``;
0 plays nothing). A step may carry ``troops``: the troops the board shows while
it is on screen (before the war's losses), so the dice are not spoiled by the
board. A click or Space ends the step on screen, S ends them all. Like every
animation here, it only shows what the events say.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

import pygame

from client.i18n import N_, _, current_language
from client.render import palette
from client.render.palette import HIGHLIGHT
from client.render.shapes import draw_marker, draw_space_ring
from client.render.text import draw_text_in_box, line_height, text_size, wrapped_height
from client.widgets.base import draw_sheet

ROLL_SECONDS = 0.7  # the dice tumble, then lie still showing their faces
DICE_SECONDS = 2.3
MARK_SECONDS = 0.55
CAPTION_SECONDS = 1.3
DIE = 44
HINT = N_("Click or Space: next · S: skip all")
NEXT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RIGHT)
SKIP_KEYS = (pygame.K_s,)


def playback_key(event, next_step, skip_all) -> bool:
    """The keys of every step-by-step playback (dice, a season's actions, the winter): Space, Enter
    or → for the next step, S for all of them. True when ``event`` was one of those."""
    if event.type == pygame.KEYDOWN:
        if event.key in SKIP_KEYS:
            skip_all()
            return True
        if event.key in NEXT_KEYS:
            next_step()
            return True
    return False
HIT_FROM = 5
PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


@dataclass
class DiceRow:
    seat: int
    dice: tuple[int, ...]
    note: str = ""  # e.g. "2 hits"


@dataclass
class Step:
    kind: str  # "dice", "mark" (a square, a space or a city lights up), "caption"
    seconds: float
    title: str = ""
    rows: list[DiceRow] = field(default_factory=list)
    result: str = ""
    good: set = field(default_factory=set)  # (row, die index) of dice that count (hits, the highest)
    square: tuple | None = None
    spaces: tuple = ()
    troops: dict | None = None  # the troops the board shows meanwhile
    entry: object = None  # the log entry it plays out (the log holds that entry back until it is shown)
    figures: dict | None = None  # the players' public figures meanwhile (points, supply, cards, turn)


def face_while_rolling(row: int, index: int, t: float) -> int:
    """A tumbling die's face: changes many times a second, differs from die to die (no randomness:
    the match's dice come only from its own generator)."""
    tick = int(t * 16)
    return (tick * 5 + row * 3 + index * 7 + (tick * index) % 4) % 6 + 1


IVORY = (248, 241, 224)  # a bone die's face: lighter than the washi it lies on
IVORY_DIM = (196, 188, 170)  # a die that does not count


def draw_die(surface, centre, value: int, size: int, lit: bool | None, tilt: float = 0.0) -> pygame.Rect:
    """An ivory die with ink pips (the one vermilion); ``lit``: a vermilion rim (counts), False:
    dimmed (does not), None: plain."""
    face = _plain_face(value, size, lit is False, round(tilt / 5) * 5)
    rect = face.get_rect(center=centre)
    surface.blit(face, rect)
    if lit:
        lit_rim(surface, centre, size)
    return rect


@functools.lru_cache(maxsize=96)
def _plain_face(value: int, size: int, dim: bool, tilt: int) -> pygame.Surface:
    """The plain die's picture, drawn once per face, size and whole-5-degree turn."""
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    body = face.get_rect()
    pygame.draw.rect(face, IVORY_DIM if dim else IVORY, body, border_radius=size // 6)
    pygame.draw.rect(face, palette.SHEET_INK, body, 2, border_radius=size // 6)
    step = size * 0.27
    pip = max(2, round(size * 0.09))
    for dx, dy in PIPS[value]:
        pygame.draw.circle(face, palette.SHEET_LIT if value == 1 else palette.SHEET_INK,
                           (round(size / 2 + dx * step), round(size / 2 + dy * step)),
                           pip + (2 if value == 1 else 0))
    return pygame.transform.rotozoom(face, tilt, 1.0) if tilt else face


@functools.lru_cache(maxsize=8)
def _paper_veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*palette.SHEET, 120), veil.get_rect(), border_radius=min(size) // 6)
    return veil


def lit_rim(surface, centre, size: int) -> None:
    """The vermilion rim round a die that counts (gold does not read on paper)."""
    rim = pygame.Rect(0, 0, size + 8, size + 8)
    rim.center = centre
    pygame.draw.rect(surface, palette.SHEET_LIT, rim, 3, border_radius=size // 5)


def _placed(panel: pygame.Rect, board: pygame.Rect, avoid) -> pygame.Rect:
    """The panel at the bottom of the board, or the first other place that keeps clear of the
    points in ``avoid`` (the cities fought over)."""
    m = 16
    spots = ("midbottom", (board.centerx, board.bottom - m)), ("midtop", (board.centerx, board.y + m)), \
        ("bottomleft", (board.x + m, board.bottom - m)), ("bottomright", (board.right - m, board.bottom - m)), \
        ("topleft", (board.x + m, board.y + m)), ("topright", (board.right - m, board.y + m))
    for anchor, at in spots:
        rect = panel.copy()
        setattr(rect, anchor, at)
        if not any(rect.inflate(40, 40).collidepoint(p) for p in avoid):
            return rect
    setattr(panel, spots[0][0], spots[0][1])
    return panel


class Playback:
    def __init__(self, die=None):
        """``die``: draws one die as ``draw_die`` does (a game's own faces); default ``draw_die``."""
        self.die = die or draw_die
        self.queue: list[Step] = []
        self.t = 0.0
        self.panel: pygame.Rect | None = None  # the dice panel as drawn last (tests read it)
        self._still: tuple | None = None  # (step, rolling, rect, its picture without dice)

    @property
    def current(self) -> Step | None:
        return self.queue[0] if self.queue else None

    def busy(self) -> bool:
        return bool(self.queue)

    def push(self, steps) -> None:
        self.queue.extend(steps)

    def entry(self) -> object:
        """The log entry the step on screen plays out (None: nothing is held back)."""
        step = self.current
        return step.entry if step is not None else None

    def figures(self) -> dict | None:
        step = self.current
        return step.figures if step is not None else None

    def troops(self) -> dict | None:
        step = self.current
        return step.troops if step is not None else None

    def update(self, dt: float, factor: float) -> None:
        if factor <= 0:
            self.skip_all()
            return
        self.t += dt * factor
        while self.queue and self.t >= self.queue[0].seconds:
            self.t -= self.queue[0].seconds
            self.queue.pop(0)
        if not self.queue:
            self.t = 0.0

    def next_step(self) -> None:
        """The step on screen ends (dice still rolling land first)."""
        step = self.current
        if step is None:
            return
        if step.kind == "dice" and self.t < ROLL_SECONDS:
            self.t = ROLL_SECONDS
            return
        self.queue.pop(0)
        self.t = 0.0

    def skip_all(self) -> None:
        self.queue.clear()
        self.t = 0.0

    def handle_event(self, event) -> bool:
        """Click / Space: the next step; S: all of it. True when the event was one of those."""
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self.next_step()
            return True
        return playback_key(event, self.next_step, self.skip_all)

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface, board: pygame.Rect, locate_space, locate_square, size: int, colours, name) -> None:
        """``locate_space(space)`` / ``locate_square(square)``: where the camera shows them now."""
        self.panel = None
        step = self.current
        if step is None:
            return
        if step.kind == "dice":  # where the dice are rolled for: still rings
            for space in step.spaces:
                draw_space_ring(surface, locate_space(space), size, palette.VERMILION, 4, 2)
        if step.kind == "mark":
            grow = 6 * math.sin(min(1.0, self.t / max(0.01, step.seconds)) * math.pi)
            if step.square is not None:
                rect = locate_square(step.square)
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(round(grow) * 2, round(grow) * 2), 4)
            for space in step.spaces:
                draw_space_ring(surface, locate_space(space), size, HIGHLIGHT, 3, grow)
        if step.title and step.kind in ("mark", "caption"):
            self._banner(surface, board, step.title)
        if step.kind == "dice":
            self._dice(surface, board, step, colours, name, [locate_space(sp) for sp in step.spaces])

    def _banner(self, surface, board, text) -> None:
        """A mark's or a caption's words on a slip of paper at the top of the board, as wide as they are."""
        width = min(board.width - 40, text_size(text, BANNER_SIZE)[0] + 2 * PAD + 8)
        rect = pygame.Rect(0, 0, width, line_height(BANNER_SIZE) + 18)
        rect.midtop = (board.centerx, board.y + 12)
        draw_sheet(surface, rect)
        draw_text_in_box(surface, text, rect.inflate(-2 * PAD, -6), BANNER_SIZE, palette.SHEET_INK)

    def _dice(self, surface, board, step: Step, colours, name, avoid=()) -> None:
        """The dice sheet: its words drawn once per step and state, the dice every frame."""
        rolling = self.t < ROLL_SECONDS
        names = tuple(name(row.seat) for row in step.rows)
        lay = _layout(step, names, board.width - 40)
        panel = _placed(pygame.Rect(0, 0, lay.width, lay.height), board, avoid)
        self.panel = panel
        still = self._still
        if still is None or still[0] is not step or still[1] != rolling or still[2] != panel:
            layer = pygame.Surface((panel.width + 4, panel.height + 6), pygame.SRCALPHA)
            _words(layer, pygame.Rect(0, 0, panel.width, panel.height), step, names, lay, colours, rolling)
            still = self._still = (step, rolling, panel, layer)
        surface.blit(still[3], panel)
        for k, row in enumerate(step.rows):
            y = panel.y + lay.rows_y + k * ROW_H + ROW_H // 2
            x = panel.x + lay.dice_x + DIE // 2
            for i, value in enumerate(row.dice):
                if rolling:
                    # five turns only: every face at every turn stays in the games' die caches (no render per frame)
                    tilt = 10 * round(2.4 * math.sin(self.t * 18 + i + k))
                    self.die(surface, (x, y), face_while_rolling(k, i, self.t), DIE, None, tilt)
                elif (k, i) in step.good:  # the game's own face, the rim the paper's vermilion
                    self.die(surface, (x, y), value, DIE, None)
                    lit_rim(surface, (x, y), DIE)
                else:  # it does not count: faded into the paper (the game's own dimming is for its dark ground)
                    rect = self.die(surface, (x, y), value, DIE, None)
                    surface.blit(_paper_veil(rect.size), rect)
                x += DIE + DIE_GAP


PAD = 16
TITLE_SIZE = 22
NAME_SIZE = 19
NOTE_SIZE = 18
RESULT_SIZE = 21
HINT_SIZE = 14
BANNER_SIZE = 21
ROW_H = DIE + 14
DIE_GAP = 10
MARKER_W = 30  # the seat's marker before its name


@dataclass(frozen=True)
class _Layout:
    width: int
    height: int
    name_w: int
    dice_x: int
    note_w: int
    rows_y: int
    result_y: int
    result_h: int


@functools.lru_cache(maxsize=32)
def _measure(step_key: tuple, names: tuple, most: int, language: str) -> _Layout:
    """``_layout``'s measuring, once per step's words, names, board width and language."""
    title, notes, result, widest = step_key
    hint = _(HINT)
    name_w = min(220, max((text_size(n, NAME_SIZE)[0] for n in names), default=0) + 4)
    note_w = min(260, max((text_size(n, NOTE_SIZE)[0] for n in notes if n), default=0) + 4)
    dice_w = max(1, widest) * (DIE + DIE_GAP) - DIE_GAP
    row_w = MARKER_W + name_w + 14 + dice_w + (14 + note_w if note_w > 4 else 0)
    words_w = max(text_size(title, TITLE_SIZE, True)[0], text_size(hint, HINT_SIZE)[0],
                  text_size(result, RESULT_SIZE, True)[0] if result else 0)
    width = min(most, max(300, row_w, words_w) + 2 * PAD)
    # a row too wide for the board gives the names and notes less room (drawn smaller, never cut)
    spare = width - 2 * PAD - row_w
    if spare < 0:
        cut = -spare
        name_cut = min(cut // 2, name_w - 60)
        name_w -= name_cut
        note_w = max(60, note_w - (cut - name_cut))
    rows_y = PAD - 4 + line_height(TITLE_SIZE, True) + 6
    result_y = rows_y + len(notes) * ROW_H + 4
    result_h = wrapped_height(result, width - 2 * PAD, RESULT_SIZE, True) if result else 0
    height = result_y + result_h + (6 if result else 0) + line_height(HINT_SIZE) + PAD - 4
    return _Layout(width, height, name_w, PAD + MARKER_W + name_w + 14, note_w, rows_y, result_y, result_h)


def _layout(step: Step, names: tuple, most: int) -> _Layout:
    """Where everything of ``step``'s sheet goes: as wide as its words and dice, as tall as its rows
    (room for the notes and the result kept while the dice roll, so the sheet never jumps)."""
    key = (step.title, tuple(row.note for row in step.rows), step.result,
           max((len(row.dice) for row in step.rows), default=1))
    return _measure(key, names, most, current_language())


def _words(surface, panel, step: Step, names: tuple, lay: _Layout, colours, rolling: bool) -> None:
    """Everything of the dice sheet but the dice, at ``panel`` (a rect in ``surface``)."""
    draw_sheet(surface, panel)
    inner_w = panel.width - 2 * PAD
    draw_text_in_box(surface, step.title, pygame.Rect(panel.x + PAD, panel.y + PAD - 6, inner_w,
                                                      line_height(TITLE_SIZE, True) + 4),
                     TITLE_SIZE, palette.SHEET_INK, bold=True)
    for k, row in enumerate(step.rows):
        line = pygame.Rect(panel.x + PAD, panel.y + lay.rows_y + k * ROW_H, inner_w, ROW_H)
        draw_marker(surface, (line.x + 11, line.centery), 10, colours[row.seat], halo=palette.SHEET)
        draw_text_in_box(surface, names[k], pygame.Rect(line.x + MARKER_W, line.y, lay.name_w, line.height),
                         NAME_SIZE, palette.SHEET_INK, align="left", multiline=True)
        if not rolling and row.note:
            note = pygame.Rect(line.right - lay.note_w, line.y, lay.note_w, line.height)
            draw_text_in_box(surface, row.note, note, NOTE_SIZE, palette.SHEET_INK, align="right", multiline=True)
    if step.result and not rolling:  # the outcome, in vermilion once the dice lie still
        draw_text_in_box(surface, step.result, pygame.Rect(panel.x + PAD, panel.y + lay.result_y, inner_w,
                                                           lay.result_h), RESULT_SIZE, palette.SHEET_LIT,
                         bold=True, multiline=True)
    draw_text_in_box(surface, _(HINT), pygame.Rect(panel.x + PAD, panel.bottom - PAD + 4 - line_height(HINT_SIZE),
                                                   inner_w, line_height(HINT_SIZE)), HINT_SIZE, palette.SHEET_DIM)
