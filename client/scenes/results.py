"""Results: final standings with the game's own tie-break, winners marked."""
from __future__ import annotations

import random

import pygame

from client.core.match import Match
from client.i18n import N_, _
from client.render import palette
from client.render.backdrop import draw_backdrop, draw_brush_rule
from client.render.palette import seat_colour
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.widgets.base import draw_panel
from client.widgets.button import Button


def standings(match) -> list[tuple[int, int, float, bool]]:
    """(place, seat, score, won) best first; winners share first place."""
    state = match.state
    scores = state.scores()
    winners = set(state.winners())
    key = [state.rank_key(s) for s in range(len(scores))]  # the score, then the game's tie-breaks
    order = sorted(range(len(scores)), key=lambda s: (s not in winners, [-k for k in key[s]], s))
    out = []
    for seat in order:
        better = sum(1 for o in order if o != seat and (o in winners or key[o] > key[seat]))
        won = seat in winners
        out.append((1 if won else 1 + better, seat, scores[seat], won))
    return out


def results_note(match) -> str | None:
    """The game's own line under the standings (how a tie was broken, say), from its standing
    module (``GameSpec.standing_module``); None: no line."""
    words = match.spec.load_standing()
    return words.results_note(match) if words is not None else None


def score_table(match) -> dict | None:
    """The game's own score table in place of the standings (see ``pieces.StandingModule``)."""
    words = match.spec.load_standing()
    return words.score_table(match) if words is not None else None


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.note = results_note(match)
        self.table = score_table(match)
        self.buttons = [
            Button((220, 790, 260, 60), N_("Play again"), self.again, primary=True, sound=app.audio.play),
            Button((520, 790, 260, 60), N_("Review"), self.review, sound=app.audio.play),
            Button((820, 790, 260, 60), N_("Analyse"), self.analyse, sound=app.audio.play),
            Button((1120, 790, 260, 60), N_("Title"), self.to_title, sound=app.audio.play),
        ]

    def again(self) -> None:
        m = self.match
        seed = random.Random().randrange(2**31)  # a fresh seed for the new match, recorded in its saves
        self.app.open_match(Match(m.spec, m.options, seed, m.seats))

    def review(self, analyse: bool = False) -> None:
        from client.scenes.review import ReviewScene
        from client.scenes.review_analysis import keep_in_autosave

        self.app.stack.push(ReviewScene(self.app, self.match, analyse=analyse, keep=keep_in_autosave))

    def analyse(self) -> None:
        """The review, its analysis started (the human seats' moves graded, in the background)."""
        self.review(analyse=True)

    def to_title(self) -> None:
        self.app.stack.unwind(1)

    def handle_event(self, event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.to_title()
            return True
        return False

    def draw(self, surface) -> None:
        draw_backdrop(surface, sun=False)
        winners = [self.match.seats[s].name for s in self.match.state.winners()]
        heading = (_("Winner: {names}") if len(winners) == 1 else _("Winners: {names}")).format(
            names=_(", ").join(winners))
        draw_text_in_box(surface, _("Results"), pygame.Rect(300, 40, 1000, 70), 52, palette.PAPER, bold=True)
        draw_brush_rule(surface, 118, 560, 1040)
        draw_text_in_box(surface, heading, pygame.Rect(300, 130, 1000, 60), 36, palette.GOLD)
        bottom = self._draw_score_table(surface) if self.table else self._draw_standings(surface)
        if self.note:
            draw_text_in_box(surface, self.note, pygame.Rect(300, bottom + 16, 1000, 56), 24,
                             palette.PAPER_DIM, multiline=True, min_size=14)
        for b in self.buttons:
            b.draw(surface)

    def _draw_score_table(self, surface) -> int:
        columns, rows, lines = self.table["columns"], self.table["rows"], self.table.get("lines", [])
        row_h = min(62, 380 // max(1, len(rows)))
        box = pygame.Rect(200, 206, 1200, 54 + row_h * len(rows))
        draw_panel(surface, box, fill=palette.LACQUER, radius=14)
        x0 = box.x + 480
        col_w = (box.right - 20 - x0) // max(1, len(columns))
        for k, title in enumerate(columns):
            draw_text_in_box(surface, title, pygame.Rect(x0 + k * col_w, box.y + 10, col_w, 30), 20, palette.MUTED)
        for i, (seat, cells, won) in enumerate(rows):
            row = pygame.Rect(box.x + 15, box.y + 46 + i * row_h, box.width - 30, row_h - 6)
            if won:
                pygame.draw.rect(surface, palette.PANEL_HI, row, border_radius=10)
                pygame.draw.rect(surface, palette.GOLD, row, 2, border_radius=10)
            draw_marker(surface, (row.x + 30, row.centery), 14, seat_colour(self.match.seats[seat].colour))
            draw_text_in_box(surface, self.match.seats[seat].name, pygame.Rect(row.x + 60, row.y, 400, row.height),
                             28, palette.PAPER, align="left", min_size=12)
            for k, cell in enumerate(cells):
                draw_text_in_box(surface, cell, pygame.Rect(x0 + k * col_w, row.y, col_w, row.height), 26,
                                 palette.GOLD if won and k == len(cells) - 1 else palette.PAPER, min_size=12)
        y = box.bottom + 10
        for k, line in enumerate(lines):
            draw_text_in_box(surface, line, pygame.Rect(200, y, 1200, 34), 24,
                             palette.GOLD if k == len(lines) - 1 else palette.PAPER, min_size=12)
            y += 36
        return y

    def _draw_standings(self, surface) -> int:
        rows = standings(self.match)
        table = pygame.Rect(400, 220, 800, 70 * len(rows) + 30)
        draw_panel(surface, table, fill=palette.LACQUER, radius=14)
        draw_text_in_box(surface, _("Score"), pygame.Rect(table.right - 200, table.y - 34, 170, 30), 22,
                         palette.MUTED, align="right")
        for k, (place, seat, score, won) in enumerate(rows):
            row = pygame.Rect(table.x + 15, table.y + 15 + k * 70, table.width - 30, 62)
            if won:
                pygame.draw.rect(surface, palette.PANEL_HI, row, border_radius=10)
                pygame.draw.rect(surface, palette.GOLD, row, 2, border_radius=10)
            draw_text_in_box(surface, str(place), pygame.Rect(row.x + 10, row.y, 50, row.height), 32,
                             palette.GOLD if won else palette.PAPER_DIM)
            draw_marker(surface, (row.x + 90, row.centery), 16, seat_colour(self.match.seats[seat].colour))
            draw_text_in_box(surface, self.match.seats[seat].name, pygame.Rect(row.x + 120, row.y, 440, row.height),
                             30, palette.PAPER, align="left")
            shown = str(int(score)) if float(score).is_integer() else f"{score:.1f}"
            draw_text_in_box(surface, shown, pygame.Rect(row.right - 190, row.y, 170, row.height), 32,
                             palette.PAPER, align="right")
        return table.bottom
