"""Learn from your mistakes: the live table set just before each mistake or blunder of an analysis,
in turn; the player looks for a better move, and the analysis's own search says whether it is
better, and by how much.

The table is the game's real one (a play scene, the position played on from the analysed game
with the drilled seat a person and the others bots), with its Hint button, always on here. A move
made there is not played: it is weighed by the same search that graded the game's move (the same
position, seed and iterations: ``client.ai.analysis.grade_decision``, in the bot worker), and its
chance to win set beside the game's move's. Nothing of a drill is saved.
"""
from __future__ import annotations

import pygame

from client.ai.advice import CLEAR_LEAD, CLEAR_Z
from client.ai.messages import AnalyseRequest, Position
from client.core.analysis_record import Decision
from client.core.match import Seat
from client.core.timeline import play_on
from client.i18n import N_, _, sentences
from client.render import palette
from client.render.text import draw_text_in_box
from client.scenes.hints import Hints
from client.scenes.move_words import move_label
from client.scenes.play import PlayScene
from client.widgets.base import draw_panel
from client.widgets.button import Button

BANNER = pygame.Rect(300, 72, 1000, 150)

def verdict(old: Decision, new: Decision) -> str:
    """"better", "same" or "worse": the new move's chance against the game's move's, told apart
    only beyond the search's noise (the hints' rule: ``CLEAR_LEAD`` plus ``CLEAR_Z`` standard errors)."""
    diff = new.played_chance - old.played_chance
    margin = CLEAR_LEAD + CLEAR_Z * max(new.noise, old.noise)
    return "better" if diff > margin else "worse" if diff < -margin else "same"


class DrillHints(Hints):
    """The hint stays available in a drill, whatever the settings say."""

    def enabled(self) -> bool:
        return True


class DrillScene(PlayScene):
    name = "drill"
    hints_class = DrillHints

    def __init__(self, app, review, found: list[Decision], index: int = 0, worker=None):
        """``review``: the review scene the drill came from (its match and words); ``found``: the
        decisions to drill (``review_analysis.drills``); ``index``: the one to begin with."""
        self.review = review
        self.found = found
        self.index = index
        self.decision = found[index]
        source = review.source
        seats = [Seat(seat.name, seat.colour, "human" if k == self.decision.seat else "bot",
                      seat.level if not seat.is_human else "normal") for k, seat in enumerate(source.seats)]
        super().__init__(app, play_on(source, self.decision.step, seats), worker)
        self.weighing: int | None = None  # the request out for the player's move
        self.tried: Decision | None = None  # the player's move, weighed
        self.buttons = [
            Button((BANNER.x + 20, BANNER.bottom - 50, 300, 40), N_("Try another move"), self.again, size=18,
                   sound=app.audio.play),
            Button((BANNER.x + 340, BANNER.bottom - 50, 300, 40), N_("Next mistake"), self.next, size=18,
                   enabled=index + 1 < len(found), sound=app.audio.play),
            Button((BANNER.right - 320, BANNER.bottom - 50, 300, 40), N_("Back to the review"), self.leave,
                   size=18, sound=app.audio.play)]

    # -- the player's move: weighed, never played ------------------------------------------------
    def human_action(self, action: str) -> bool:
        state = self.match.state
        if self.weighing is not None or self.tried is not None or not state.is_legal(action):
            return False
        self.hints.cancel()
        analysis = self.review.analysis.analysis
        position = Position.of_match(self.match, state.to_act)
        self.weighing = self.request_id = self.worker.send(
            AnalyseRequest(position, action, analysis.iterations, analysis.seed))
        self.update(0.0)  # an in-process worker has answered already
        return True

    def update(self, dt: float) -> None:
        if self.weighing is None:
            super().update(dt)
            return
        self.view.update(dt)
        reply = self.worker.poll()
        if reply is None or reply.rid != self.weighing:
            return
        self.weighing = self.request_id = None
        if isinstance(reply.answer, Decision):
            self.tried = reply.answer
        else:
            self.app.toast(_("Your move could not be weighed: {reason}").format(
                reason=getattr(reply.answer, "reason", "")), 6)

    def autosave(self) -> None:
        pass  # a drill is not a game to keep

    # -- the banner's buttons ----------------------------------------------------------------------
    def again(self) -> None:
        self.tried = None

    def next(self) -> None:
        if self.index + 1 < len(self.found):
            self.cancel_search()
            self.app.stack.replace(DrillScene(self.app, self.review, self.found, self.index + 1, self._worker))

    def leave(self) -> None:
        self.app.stack.remove(self)

    def cancel_search(self) -> None:
        if self.weighing is not None:
            self.worker.cancel()
            self.weighing = self.request_id = None
        super().cancel_search()

    def open_menu(self) -> None:
        self.leave()  # Esc, the view's Menu button: back to the review

    def handle_event(self, event) -> bool:
        if any(b.handle_event(event) for b in self.buttons if self.tried is not None or b is self.buttons[2]):
            return True
        return super().handle_event(event)

    # -- drawing ---------------------------------------------------------------------------------
    def lines(self) -> list[str]:
        d = self.decision
        words = self.review.move_words
        head = _("Learn from your mistakes · {k} of {n} · {move}").format(k=self.index + 1, n=len(self.found),
                                                                           move=move_label(d.step))
        if self.weighing is not None:
            return [head, _("Weighing your move…")]
        played = _("In the game: {move}, a chance to win of {p}%.").format(move=words(d.step, d.played),
                                                                            p=round(100 * d.played_chance))
        if self.tried is None:
            return [head, sentences(played, _("Find a better move (the hint is there to help)."))]
        t = self.tried
        mine = words(d.step, t.played)
        points = round(100 * abs(t.played_chance - d.played_chance))
        said = {"better": _("Better: {move} gives {p}%, {k} points more."),
                "same": _("About as good: {move} gives {p}%, within the search's noise."),
                "worse": _("Not better: {move} gives {p}%, {k} points less.")}[verdict(d, t)]
        line = said.format(move=mine, p=round(100 * t.played_chance), k=points)
        if t.played == d.played:
            line = _("That is the move played in the game ({p}%).").format(p=round(100 * t.played_chance))
        elif t.played == t.best:
            line = sentences(line, _("It is the search's best move."))
        return [head, line]

    def draw(self, surface) -> None:
        super().draw(surface)
        draw_panel(surface, BANNER, fill=palette.INK, border=palette.KIN, radius=10)
        head, *rest = self.lines()
        draw_text_in_box(surface, head, pygame.Rect(BANNER.x + 20, BANNER.y + 10, BANNER.width - 40, 30), 22,
                         palette.KIN, bold=True, align="left")
        draw_text_in_box(surface, sentences(*rest), pygame.Rect(BANNER.x + 20, BANNER.y + 42, BANNER.width - 40, 50),
                         18, palette.PAPER, align="left", multiline=True, min_size=12)
        for button in self.buttons:
            if self.tried is not None or button is self.buttons[2]:
                button.draw(surface)
