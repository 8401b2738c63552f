"""The review's hold on the table's own log panel: the log's newest lines are the current
step's (lit by ``draw_log``), a click on a line jumps to the step that wrote it, and hovering a
line frames its step's lines and shows more about that step when ``details`` gives any (a
bot's reasons)."""
from __future__ import annotations

from typing import Callable

import pygame

from client.render import palette
from client.scenes.table_log import LogEntry, TableLog
from client.widgets.tooltip import draw_tip


class StepLog:
    def __init__(self, log: TableLog, step_of: Callable[[LogEntry], int], on_pick: Callable[[int], None]):
        self.log = log
        self.step_of = step_of  # the step a log entry leads to
        self.on_pick = on_pick
        self.details: Callable[[int], list[str] | None] = lambda step: None

    def pointed(self, pos) -> tuple[int, range] | None:
        """The step whose line is under ``pos`` and that step's lines."""
        for index, _line, box in self.log.placed:
            if box.collidepoint(pos):
                found = self.log.entry_and_lines_at(index)
                return None if found is None else (self.step_of(found[0]), found[1])
        return None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            found = self.pointed(event.pos)
            if found is not None:
                self.on_pick(found[0])
                return True
        return False

    def draw(self, surface, mouse) -> None:
        found = self.pointed(mouse)
        if found is None:
            return
        step, lines = found
        for index, _line, box in self.log.placed:
            if index in lines:
                pygame.draw.rect(surface, palette.SHEET_LIT, box.inflate(6, 0), 1, border_radius=4)  # on the log's paper
        details = self.details(step)
        if details:
            draw_tip(surface, details, mouse)
