"""The table for a game that has no view of its own yet: its legal moves as buttons.

It keeps every rule enforced (only legal actions are offered) and shows the
seats, scores and the log, so a game is playable from the day its rules land.
"""
from __future__ import annotations

import pygame

from client.i18n import N_, _
from client.render import palette
from client.render.backdrop import draw_backdrop
from client.render.text import draw_text_in_box, text_size, wrapped_height
from client.scenes.table_chrome import draw_log, draw_seats, draw_top_bar
from client.scenes.table_view import TableView
from client.scenes.view_contract import TableHost, ViewContract, load_view_class
from client.widgets.base import clicked, draw_sheet
from client.widgets.button import Button, draw_tablet
from client.window import mouse_pos

GRID = pygame.Rect(380, 130, 840, 640)
COLS, ROWS = 3, 10
PAGE = COLS * ROWS


def make_view(scene: TableHost) -> ViewContract:
    """The game's own table view for ``scene`` (a play or review scene), or the generic action list."""
    view = load_view_class(scene.spec)
    return view(scene) if view is not None else GenericView(scene)


class GenericView(TableView):
    def __init__(self, scene):
        self.scene = scene
        self.page = 0
        self.prev = Button((380, 790, 160, 52), "‹", lambda: self.flip(-1), translate=False)
        self.next = Button((1060, 790, 160, 52), "›", lambda: self.flip(1), translate=False)
        self.undo = Button((1250, 790, 150, 52), N_("Undo"), scene.undo, size=24)
        self.menu = Button((1420, 790, 150, 52), N_("Menu"), self.open_menu, size=24)

    def flip(self, delta: int) -> None:
        self.page += delta

    # -- the view protocol ---------------------------------------------------
    def busy(self) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def log_lines(self, public_events, seat, action, text) -> list[str]:
        """Lines for the shared log: the action's public description, if it has one (the
        rules' own words: a game without a view has no translated sentences yet)."""
        return [_("{name}: {action}").format(name=self.scene.seat_name(seat), action=text)] if text else []

    def on_events(self, events, seat, action) -> None:
        self.page = 0

    def on_undo(self) -> None:
        self.page = 0

    def _cells(self, legal):
        pages = max(1, (len(legal) + PAGE - 1) // PAGE)
        self.page %= pages
        shown = legal[self.page * PAGE:(self.page + 1) * PAGE]
        w, h = GRID.width // COLS, GRID.height // ROWS
        cells = [(a, pygame.Rect(GRID.x + (k % COLS) * w, GRID.y + (k // COLS) * h, w - 8, h - 8))
                 for k, a in enumerate(shown)]
        return cells, pages

    def handle_event(self, event, viewer):
        for button in (self.undo, self.menu):
            if button.handle_event(event):
                return True
        state = self.scene.match.state
        if viewer is None or not self.my_turn(state):
            return False
        legal = state.legal_actions()
        cells, pages = self._cells(legal)
        if pages > 1 and (self.prev.handle_event(event) or self.next.handle_event(event)):
            return True
        for action, rect in cells:
            if clicked(event, rect):
                return action
        return False

    def draw(self, surface, obs) -> None:
        scene = self.scene
        draw_backdrop(surface)
        draw_top_bar(surface, scene)
        draw_seats(surface, scene, pygame.Rect(20, 84, 340, 400))
        draw_log(surface, scene.log.lines(), pygame.Rect(1240, 84, 340, 686), log=scene.log)
        state = scene.match.state
        viewer = scene.viewer
        self.undo.enabled = scene.match.can_undo() and viewer == state.to_act
        if state.is_over():
            pass
        elif self.my_turn(state):
            legal = state.legal_actions()
            cells, pages = self._cells(legal)
            used = max((rect.bottom for _a, rect in cells), default=GRID.y) + 8 - GRID.y
            draw_sheet(surface, pygame.Rect(GRID.x, GRID.y, GRID.width, used).inflate(30, 30))  # no taller than its moves
            mouse = mouse_pos()
            for action, rect in cells:
                ink = draw_tablet(surface, rect, True, rect.collidepoint(mouse), False, shadow=False)
                draw_text_in_box(surface, obs.describe(action), rect.inflate(-12, -6), 20, ink)
            if pages > 1:
                self.prev.draw(surface)
                self.next.draw(surface)
                draw_text_in_box(surface, f"{self.page + 1} / {pages}", pygame.Rect(560, 790, 480, 52), 24,
                                 palette.PAPER_DIM)  # under the sheet, on the table
        else:
            words = self.waiting_line(state.to_act)
            width = min(GRID.width - 100, text_size(words, 32)[0] + 8)
            line = pygame.Rect(0, 0, width, wrapped_height(words, width, 32))
            line.center = GRID.center
            draw_sheet(surface, line.inflate(48, 32))  # a slip as large as its words
            draw_text_in_box(surface, words, line, 32, palette.SHEET_DIM, multiline=True, min_size=14)
        self.undo.draw(surface)
        self.menu.draw(surface)
