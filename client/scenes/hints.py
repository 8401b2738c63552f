"""The play scene's hint and "why the bot moved" (client.ai.advice shown on the table).

A hint is asked of the bot worker (a ``HintRequest``), so the window never waits;
it is for the seat to act and shown only while that seat's own view is on the
screen (in hot-seat the curtain hides it). It never plays or changes anything:
the match, its actions and its undo window stay as they were.

Hovering a bot's move in the log shows what the bot weighed (the match's
``bot_notes``), as ``client.scenes.bot_tip`` words it: before the end only where
the bot knew nothing the viewer does not, so that two games the viewer cannot
tell apart show the same tip; after the end everything is open.
"""
from __future__ import annotations

import pygame

from client.ai.advice import HINT_TRIES, Advice, Candidate, too_close_to_call
from client.ai.messages import HintRequest, Position
from client.i18n import N_, _, ngettext
from client.scenes.bot_tip import figures, tip_lines
from client.scenes.table_chrome import log_entries_end, log_layout, seat_label
from client.widgets.button import Button
from client.widgets.hint_panel import PANEL_W, draw_hint_panel, panel_height
from client.widgets.tooltip import draw_tip

HINT = N_("Hint")
THINKING = N_("Thinking…")
#: a hint's panel over the log hides as few of this many of its newest lines as it can
LOG_LINES_IN_SIGHT = 3
#: ... and never these newest (a panel too tall for that leaves its legend out)
LOG_NEWEST = 2
LOG_PANEL_W = 344  # a panel over a narrow log (Samurai Sword's): wider, yet clear of the seats left of the log


class Hints:
    """The Hint button, its panel and mark, and the log's "why" tips, for one play scene."""

    def __init__(self, scene):
        self.scene = scene
        self.button: Button | None = None
        self._rects: tuple | None = None  # the view's own (undo, menu) rects, before the hint took room
        self._laid = None  # the view those rects are of
        self.rid: int | None = None  # the hint request out
        self.advice: Advice | None = None
        self.key: tuple | None = None  # what the advice (or the request out) is for
        self.shown = False
        self.error: str | None = None
        self.mouse: tuple[int, int] | None = None
        self.panel_rect: pygame.Rect | None = None  # where the hint's panel was drawn last
        self._why: dict[tuple, list[str]] = {}  # (move, viewer, over, language) → the tip's lines
        self.lay_out()

    # -- when ----------------------------------------------------------------------------
    def enabled(self) -> bool:
        return self.scene.app.settings.hints

    def current_key(self) -> tuple | None:
        """The position and the seat a hint is for now: None when none may be shown (not a
        person's turn, or their view is not on the screen)."""
        scene = self.scene
        match = scene.match
        state = match.state
        if not self.enabled() or state.is_over() or not match.seats[state.to_act].is_human \
                or scene.viewer != state.to_act:
            return None
        return match, match.version, len(match.actions), state.to_act

    def can_ask(self) -> bool:
        scene = self.scene
        return (scene.active and self.current_key() is not None and scene.request_id is None
                and not scene.view.busy())

    @property
    def thinking(self) -> bool:
        return self.rid is not None

    def version(self) -> tuple:
        """What the hint shows (the play scene redraws when it changes)."""
        return self.rid, self.shown, self.advice is not None, self.enabled()

    # -- asking ----------------------------------------------------------------------------
    def toggle(self) -> None:
        if self.advice is not None and self.key == self.current_key():
            self.shown = not self.shown
            return
        self.ask()

    def ask(self) -> None:
        if not self.can_ask() or self.rid is not None:
            return
        scene, match = self.scene, self.scene.match
        self.key = self.current_key()
        self.advice, self.error, self.shown = None, None, True
        self.rid = scene.worker.send(HintRequest(Position.of_match(match, match.to_act)))
        self.update()  # an in-process worker has answered already

    def cancel(self) -> None:
        if self.rid is not None and self.scene.request_id is None:
            self.scene.worker.cancel()  # never a bot's request: the scene's own is left alone
        self.rid = None

    def update(self) -> None:
        if self.key is not None and self.key != self.current_key():  # played, undone, curtain
            self.cancel()
            self.advice, self.key, self.shown, self.error = None, None, False, None
        if self.rid is None or self.scene.request_id is not None:
            return
        reply = self.scene.worker.poll()
        if reply is None or reply.rid != self.rid:
            return
        self.rid = None
        if isinstance(reply.answer, Advice):
            self.advice = reply.answer
        else:  # the worker answers a hint with advice or a Failure
            self.error = reply.answer.reason or "?"
            self.scene.app.toast(_("No hint this time: {reason}").format(reason=self.error.splitlines()[-1][:120]))
            self.shown = False

    # -- events ----------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.enabled():
            shifted = bool(event.mod & pygame.KMOD_SHIFT)
            if (shifted or not self.scene.view.hint_needs_shift) and self.current_key():
                self.toggle()
                return True
            return False
        if self.button is not None and self.button.visible and self.button.handle_event(event):
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------
    def lay_out(self) -> None:
        """Undo, Hint and Menu share the row the view gave Undo and Menu (while hints are on)."""
        view = self.scene.view
        undo, menu = view.undo, view.menu
        if undo.rect.y != menu.rect.y:
            return
        if self._rects is None or self._laid is not view:  # a new view (a test, a reload) lays out afresh
            self._laid = view
            self._rects = (undo.rect.copy(), menu.rect.copy())
            self.button = Button(undo.rect, HINT, self.toggle, size=undo.size)
            self.button.sound = None
        first, last = self._rects
        if not self.enabled():
            undo.rect, menu.rect = first.copy(), last.copy()
            self.button.visible = False
            return
        gap = last.x - first.right
        width = (last.right - first.x - 2 * gap) // 3
        undo.rect = pygame.Rect(first.x, first.y, width, first.height)
        self.button.rect = pygame.Rect(first.x + width + gap, first.y, width, first.height)
        menu.rect = pygame.Rect(last.right - width, first.y, width, first.height)
        self.button.visible = True

    def draw(self, surface, obs) -> None:
        fresh = self.key is not None and self.key == self.current_key()
        if self.button is not None and self.button.visible:
            self.button.label = THINKING if self.rid is not None else HINT
            self.button.enabled = self.rid is None and (self.can_ask() or (fresh and self.advice is not None))
            self.button.primary = self.shown and fresh
            self.button.draw(surface)
        self.panel_rect = None
        if fresh and self.shown and self.advice is not None:
            rows = self._rows(obs)
            level = too_close_to_call([c for _text, c in rows])
            for c in level:  # the best move; or, none being clearly best, those level with it
                self.scene.view.mark_hint(surface, obs, c.action)
            self._draw_panel(surface, rows, [k for k, (_text, c) in enumerate(rows) if c in level])
        self._draw_why(surface)

    def _rows(self, obs) -> list[tuple[str, Candidate]]:
        """The advice's moves in the reader's words, best first; a move worded as one before it is
        left out (the same move for the player, as Yedo's two Bakufu spaces: its better row only)."""
        rows: list[tuple[str, Candidate]] = []
        for c in self.advice.candidates:
            text = self.scene.view.hint_text(obs, c.action)
            if all(text != seen for seen, _c in rows):
                rows.append((text, c))
        return rows

    def panel_place(self, height_for) -> tuple[tuple[int, int], int, int, int]:
        """(bottom-left, width, height) of a panel over the table (a hint's, a lesson's), at least
        ``height_for(width)`` tall: where the table puts it; else over the log, which the table's own
        controls leave free — from its top down to the end of the log line it would cut (its older lines matter least while a hint is
        read), or at its foot where that hides fewer of its ``LOG_LINES_IN_SIGHT`` newest lines (a
        short log, its lines at the top) — else above the buttons. Last: how many of the log's
        ``LOG_NEWEST`` lines it hides (the panel then leaves words out)."""
        view = self.scene.view
        placed = view.hint_panel_place(height_for(PANEL_W))  # a table with a better spot for it
        if placed is not None:
            height = height_for(placed[1])
            return (*view.hint_panel_place(height), height, 0)
        area = view.log_area()
        width = max(area[0].width, LOG_PANEL_W) if area is not None else PANEL_W
        height = height_for(width)
        if area is not None and area[0].height >= height:
            rect, size, lines = area
            x = min(rect.x, 1600 - 8 - width)
            boxes = [box for _i, _line, box in log_layout(lines, rect, size)]
            top = pygame.Rect(x, rect.y, width, log_entries_end(lines, rect, size, rect.y + height) - rect.y)  # whole entries
            y = rect.bottom - height  # the foot's top, raised to the start of a line it would cut
            y = next((box.top for box in boxes if box.top < y < box.bottom), y)
            foot = pygame.Rect(x, y, width, rect.bottom - y)
            spot = min((top, foot), key=lambda r: sum(r.colliderect(box) for box in boxes[-LOG_LINES_IN_SIGHT:]))
            return spot.bottomleft, width, spot.height, sum(spot.colliderect(box) for box in boxes[-LOG_NEWEST:])
        if self.button is not None and self._rects is not None:
            first, last = self._rects
            width = max(PANEL_W, last.right - first.x)
            return (min(last.right - width, first.x), first.y - 8), width, height_for(width), 0
        return (1600 - PANEL_W - 12, 880), PANEL_W, height_for(PANEL_W), 0

    def _draw_panel(self, surface, rows: list[tuple[str, Candidate]], marked: list[int]) -> None:
        """The panel of ``rows``, those ``marked`` framed: the best move, or none being clearly
        better than the others, those the search cannot tell apart (``too_close_to_call``)."""
        advice = self.advice
        if advice.how == "only":
            foot = _("The only move you can make.")
        else:
            foot = ngettext("From your view only · the normal bot's search, {n} try",
                            "From your view only · the normal bot's search, {n} tries", advice.iterations).format(
                n=advice.iterations)
        lines = [(text, figures(c), c.chance) for text, c in rows]
        verdict = ""
        if len(marked) == 1:
            lines[0] = (_("★ {move}").format(move=lines[0][0]), *lines[0][1:])
        else:
            verdict = _("No clear best move: these {n} are about even.").format(n=len(marked))
        legend = [_("Chance to win: the search's estimate after that move.")]
        if advice.how != "only":
            legend.append(_("Tried N×: how many sample games began with that move."))
        warning = ngettext("Rough figures: under {n} try on the best move.",
                           "Rough figures: under {n} tries on the best move.",
                           HINT_TRIES).format(n=HINT_TRIES) if advice.rough else ""
        texts = {"verdict": verdict, "legend": legend, "warning": warning}
        bottom_left, width, height, hidden = self.panel_place(lambda w: panel_height(len(lines), w, **texts, foot=foot))
        if hidden:  # it would hide the log's newest lines: fewer words (the figures' legend goes)
            short = dict(texts, legend=[])
            place = self.panel_place(lambda w: panel_height(len(lines), w, **short, foot=foot))
            if place[3] < hidden:
                (bottom_left, width, height, hidden), texts = place, short
        self.panel_rect = draw_hint_panel(surface, bottom_left, width, _("Hint for {name}").format(
            name=self.scene.seat_name(advice.seat)), lines, foot, height, marked=marked, **texts)

    # -- why the bot moved -----------------------------------------------------------------
    def hovered_move(self):
        """The log entry of a bot's move under the pointer, or None."""
        if self.mouse is None:
            return None
        where = self.scene.view.log_area()
        if where is None:
            return None
        rect, size, lines = where
        if not rect.collidepoint(self.mouse):
            return None
        for index, _line, box in log_layout(lines, rect, size):
            if box.collidepoint(self.mouse):
                entry = self.scene.log.entry_at(index)
                seats = self.scene.match.seats
                if entry is not None and entry.move is not None and entry.seat is not None \
                        and 0 <= entry.seat < len(seats) and not seats[entry.seat].is_human:
                    return entry
                return None
        return None

    def _draw_why(self, surface) -> None:
        entry = self.hovered_move()
        if entry is None or (self.panel_rect is not None and self.panel_rect.collidepoint(self.mouse)):
            return
        lines = self.why_lines(entry)
        if lines:
            draw_tip(surface, lines, self.mouse)

    def why_lines(self, entry) -> list[str]:
        from client.i18n import current_language

        match = self.scene.match
        note = match.bot_notes.get(entry.move)
        if note is None or entry.move >= len(match.actions) or match.actions[entry.move] != entry.action:
            return []
        over = match.state.is_over()
        key = (entry.move, self.scene.viewer, over, current_language())
        lines = self._why.get(key)
        if lines is None:
            lines = self._why[key] = why_lines(self.scene, entry.seat, entry.move, note, over)
        return lines


def why_lines(scene, seat: int, move: int, note: dict, over: bool) -> list[str]:
    """The tip over a bot's move, as the scene's viewer may read it (client.scenes.bot_tip), from
    the true state before it (``scene.state_before``: the live table replays the match, a review
    reads its timeline)."""
    match = scene.match
    state = scene.state_before(move)
    return tip_lines(state, seat, match.actions[move], note, scene.viewer, over, seat_label(match.seats[seat]),
                     scene.view.hint_text)
