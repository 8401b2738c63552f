"""Review: step back and forth through a match, drawn by the game's own table view.

Any game on the rules contract: the steps come from ``core.timeline`` (seed + actions,
keyframes), the table from the game's ``View`` (which sees this scene as its host, as
it sees the play scene), and under it a timeline, the log of every step and the buttons.

Whose eyes: once the game has ended everything is open (``open_observation``); before,
only what the looking seat may know — the one human, the human the curtain names when
several share the screen, or the public table when only bots play.
"""
from __future__ import annotations

import pygame

from client.core.game import events_for
from client.core.timeline import Timeline
from client.i18n import N_, _, current_language
from client.render import palette
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.play import make_view
from client.scenes.table_log import LogEntry, TableLog
from client.widgets.base import draw_panel
from client.widgets.button import Button
from client.widgets.step_log import StepLog
from client.widgets.timeline_bar import TimelineBar

BAR_H = 104  # the timeline and buttons; a chart under the timeline adds its own height
LOG_W = 520


class ReviewMatch:
    """What a table view reads of a match, standing at one step of the review: nothing here
    can be played or taken back."""

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


def eyes_choices(seats, finished: bool) -> list[int | None]:
    """Through whose eyes the review may be seen: after the end any seat's (all is open); before,
    only a human's — or the public table (None) when bots hold every seat."""
    if finished:
        return list(range(len(seats)))
    return [i for i, seat in enumerate(seats) if seat.is_human] or [None]


class ReviewScene(Scene):
    name = "review"

    def __init__(self, app, match, step: int | None = None, eyes: int | None = None, chart_height: int = 0):
        super().__init__(app)
        self.source = match
        self.spec = match.spec
        self.timeline = Timeline.of_match(match)
        self.finished = self.timeline.finished
        self.choices = eyes_choices(match.seats, self.finished)
        self.viewer: int | None = eyes if eyes in self.choices else self.choices[0]
        # several humans before the end: the curtain asks who is looking before anything is drawn
        self.must_ask = len(self.choices) > 1 and not self.finished and eyes not in self.choices
        self.thinking = None  # the table's "is thinking" never shows in a review
        self.match = ReviewMatch(match, self.timeline.state_at(0))
        opening = [LogEntry(None, "", self.timeline.opening, None)] if self.timeline.opening else []
        self._first = len(opening)  # the log entry of action 0
        self._entries = opening + [LogEntry(s.seat, s.action, s.events, s.text) for s in self.timeline.steps]
        self.log = TableLog(self._write)
        self.view = None
        self._seen: tuple | None = None
        self.bar_shown = True
        height = BAR_H + chart_height
        self.bar_rect = pygame.Rect(0, 900 - height, 1600, height)
        sound = app.audio.play
        self.bar = TimelineBar((LOG_W + 16, self.bar_rect.y, 1600 - LOG_W - 24, height), len(self.timeline),
                               self.timeline.turn_starts, self.go, self.move, chart_height, sound=sound)
        self.step_log = StepLog((8, self.bar_rect.y + 14, LOG_W, height - 20), self.go)
        x, y = self.bar.right + 10, self.bar.buttons[0].rect.y
        self.eyes_button = Button((x, y, 240, 44), self.eyes_label, self.change_eyes, translate=False, size=20,
                                  enabled=len(self.choices) > 1, sound=sound)
        self.play_on_button = Button((x + 248, y, 200, 44), N_("Play on from here"), self.play_on, size=20,
                                     sound=sound)
        self.back_button = Button((1592 - 120, y, 120, 44), N_("Back"), self.back, size=20, sound=sound)
        self.buttons = [self.eyes_button, self.play_on_button, self.back_button]
        self.step = 0
        self.go(len(self.timeline) if step is None else step)

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

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def undo(self) -> None:  # the view's Undo button: nothing to take back in a review
        pass

    # -- moving along the timeline ---------------------------------------------------------------
    def go(self, step: int) -> None:
        """Show ``step``: one action forward is played with its animations; any other step is
        drawn afresh, as a game loaded at that step is."""
        step = max(0, min(len(self.timeline), step))
        if self.view is not None and step == self.step + 1 and not self.view.busy():
            self._forward()
            return
        self.step = step
        self._place(step)
        self.view = make_view(self)
        replayed = getattr(self.view, "replayed", None)
        if replayed is not None:
            for done in self.timeline.steps[:step]:
                replayed(done.events)
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
        self.view.on_events(events_for(self.match.state.events, self.viewer), done.seat, done.action)

    def move(self, kind: str) -> None:
        tl, step = self.timeline, self.step
        self.go({"first": 0, "prev_turn": tl.previous_turn(step), "prev": step - 1, "next": step + 1,
                 "next_turn": tl.next_turn(step), "last": len(tl)}[kind])

    # -- whose eyes, playing on, leaving ---------------------------------------------------------
    def eyes_label(self) -> str:
        name = _("the table") if self.viewer is None else self.seat_name(self.viewer)
        if self.finished:
            return _("All open · seen from {name}").format(name=name)
        return _("Seen by {name}").format(name=name)

    def change_eyes(self) -> None:
        if self.finished:  # all is open: only whose hand lies in front changes
            self.set_eyes(self.choices[(self.choices.index(self.viewer) + 1) % len(self.choices)])
        elif len(self.choices) > 1:
            self.ask_eyes()

    def set_eyes(self, seat: int | None) -> None:
        """Another seat's eyes: the current step is drawn afresh (no animation carries over)."""
        self.viewer = seat
        step, self.view = self.step, None
        self.go(step)

    def ask_eyes(self) -> None:
        from client.scenes.review_dialogs import EyesScene

        self.app.stack.push(EyesScene(self.app, self))

    def play_on(self) -> None:
        from client.scenes.review_dialogs import PlayOnScene

        self.app.stack.push(PlayOnScene(self.app, self))

    def back(self) -> None:
        self.app.stack.remove(self)

    # -- lifecycle and frame ---------------------------------------------------------------------
    def enter(self) -> None:
        if self.must_ask:
            self.must_ask = False
            self.ask_eyes()

    def handle_event(self, event) -> bool:
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
            return True
        if event.type == pygame.MOUSEMOTION:
            self.view.handle_event(event, None)  # hover tips of the table; it plays nothing
        if self.bar_shown and (self.bar.handle_event(event) or self.step_log.handle_event(event)):
            return True
        if self.bar_shown:
            for button in self.buttons:
                if button.handle_event(event):
                    return True
        return True  # a review plays nothing: the table's own clicks go nowhere

    def update(self, dt: float) -> None:
        self.view.update(dt)

    def animating(self) -> bool:
        hook = getattr(self.view, "animating", None)
        return self.view.busy() or bool(hook and hook())

    def draw(self, surface) -> None:
        self.view.draw(surface, self.observation())
        if not self.bar_shown:
            self._draw_tag(surface, 900 - 26)
            return
        pygame.draw.rect(surface, palette.INK, self.bar_rect)
        pygame.draw.line(surface, palette.GOLD, self.bar_rect.topleft, self.bar_rect.topright, 2)
        self._draw_tag(surface, self.bar_rect.y - 11)
        self.step_log.set_lines(current_language(), self._log_lines)
        told = self.step_log.told(self.step)  # a step that wrote nothing (a secret plan): the one before
        self.step_log.follow(told)
        self.step_log.draw(surface, told)
        label = _("Step {k} of {n}").format(k=self.step, n=len(self.timeline))
        self.bar.draw(surface, self.step, label)
        for button in self.buttons:
            button.draw(surface)

    def _log_lines(self) -> list[tuple[int, str]]:
        """Every log line of the game with the step it leads to (the opening: step 0)."""
        out = []
        for index, entry in enumerate(self._entries):
            step = index - self._first + 1
            out.extend((max(0, step), line) for line in self.log.write(entry, current_language()))
        return out

    def _draw_tag(self, surface, y: int) -> None:
        tag = pygame.Rect(16, y, 150, 22)
        draw_panel(surface, tag, fill=palette.VERMILION, border=palette.GOLD, radius=6, shadow=False)
        hint = _("Tab: timeline") if not self.bar_shown else _("Review")
        draw_text_in_box(surface, hint, tag.inflate(-8, 0), 16, palette.WHITE, min_size=12)

