"""Dice and marks played out on a table, step by step (3KingdomsBattle's wars and occupations,
姬札大戰's melees, shots and sieges): dice rolled in a panel over the board, and the short marks
that let a bot's turn be followed (a square, a space or a city lights up).

One queue of steps played in order, paced by the animation setting (``factor``;
0 plays nothing). A step may carry ``troops``: the troops the board shows while
it is on screen (before the war's losses), so the dice are not spoiled by the
board. A click or Space ends the step on screen, S ends them all. Like every
animation here, it only shows what the events say.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from client.i18n import N_, _
from client.render import palette
from client.render.palette import HIGHLIGHT
from client.render.shapes import draw_marker, draw_space_ring
from client.render.text import draw_text_in_box
from client.widgets.base import draw_panel

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


def draw_die(surface, centre, value: int, size: int, lit: bool | None, tilt: float = 0.0) -> pygame.Rect:
    """A white die with black pips; ``lit``: gold rim (counts), dimmed (does not), None: plain."""
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    body = face.get_rect()
    fill = (250, 248, 240) if lit is not False else (170, 166, 156)
    pygame.draw.rect(face, fill, body, border_radius=size // 6)
    pygame.draw.rect(face, palette.INK, body, 2, border_radius=size // 6)
    step = size * 0.27
    pip = max(2, round(size * 0.09))
    for dx, dy in PIPS[value]:
        pygame.draw.circle(face, palette.VERMILION if value == 1 else palette.INK,
                           (round(size / 2 + dx * step), round(size / 2 + dy * step)),
                           pip + (2 if value == 1 else 0))
    if tilt:
        face = pygame.transform.rotozoom(face, tilt, 1.0)
    rect = face.get_rect(center=centre)
    surface.blit(face, rect)
    if lit:
        pygame.draw.rect(surface, HIGHLIGHT, pygame.Rect(0, 0, size + 8, size + 8).move(
            centre[0] - size // 2 - 4, centre[1] - size // 2 - 4), 3, border_radius=size // 5)
    return rect


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
        rect = pygame.Rect(0, 0, min(board.width - 40, 760), 46)
        rect.midtop = (board.centerx, board.y + 12)
        draw_panel(surface, rect, fill=palette.INK, border=palette.GOLD, radius=8, shadow=False)
        draw_text_in_box(surface, text, rect.inflate(-16, -6), 22, palette.PAPER)

    def _dice(self, surface, board, step: Step, colours, name, avoid=()) -> None:
        """The dice panel: its words drawn once per step and state, the dice every frame."""
        rolling = self.t < ROLL_SECONDS
        widest = max((len(r.dice) for r in step.rows), default=1)
        width = max(520, min(board.width - 40, 250 + widest * (DIE + 10) + 150))
        row_h = DIE + 16
        height = 54 + len(step.rows) * row_h + (40 if step.result else 0) + 30
        panel = _placed(pygame.Rect(0, 0, width, height), board, avoid)
        self.panel = panel
        still = self._still
        if still is None or still[0] is not step or still[1] != rolling or still[2] != panel:
            layer = pygame.Surface((panel.width + 4, panel.height + 5), pygame.SRCALPHA)
            self._words(layer, layer.get_rect().move(0, 0).inflate(-4, -5).move(-2, -2), step, colours, name,
                        rolling, row_h)
            still = self._still = (step, rolling, panel, layer)
        surface.blit(still[3], panel)
        y = panel.y + 54
        for k, row in enumerate(step.rows):
            line = pygame.Rect(panel.x + 12, y, panel.width - 24, row_h - 6)
            x = line.x + 240 + DIE // 2
            for i, value in enumerate(row.dice):
                if rolling:
                    tilt = 25 * math.sin(self.t * 18 + i + k)
                    self.die(surface, (x, line.centery), face_while_rolling(k, i, self.t), DIE, None, tilt)
                else:
                    self.die(surface, (x, line.centery), value, DIE, (k, i) in step.good)
                x += DIE + 10
            y += row_h

    @staticmethod
    def _words(surface, panel, step: Step, colours, name, rolling: bool, row_h: int) -> None:
        """Everything of the dice panel but the dice, at ``panel`` (a rect in ``surface``)."""
        draw_panel(surface, panel, fill=palette.LACQUER, border=palette.GOLD, radius=12)
        draw_text_in_box(surface, step.title, pygame.Rect(panel.x + 16, panel.y + 8, panel.width - 32, 40), 24,
                         palette.GOLD, bold=True, min_size=12)
        y = panel.y + 54
        for row in step.rows:
            line = pygame.Rect(panel.x + 12, y, panel.width - 24, row_h - 6)
            pygame.draw.rect(surface, palette.PANEL, line, border_radius=8)
            draw_marker(surface, (line.x + 20, line.centery), 11, colours[row.seat])
            draw_text_in_box(surface, name(row.seat), pygame.Rect(line.x + 38, line.y, 190, line.height), 20,
                             palette.PAPER, align="left")
            if not rolling and row.note:
                draw_text_in_box(surface, row.note, pygame.Rect(line.right - 150, line.y, 142, line.height), 20,
                                 HIGHLIGHT, align="right")
            y += row_h
        if step.result and not rolling:
            draw_text_in_box(surface, step.result, pygame.Rect(panel.x + 16, y, panel.width - 32, 36), 22,
                             palette.PAPER)
        draw_text_in_box(surface, _(HINT), pygame.Rect(panel.x + 16, panel.bottom - 30, panel.width - 32, 24), 16,
                         palette.PAPER_DIM)
