"""The play scene host: runs a match, asks bots, shows the curtain, autosaves.

The game's own view (``GameSpec.view_module``) draws the table; a game without
one is played through the generic action list. The screen always draws an
*observation*: of the human whose private view is uncovered, or the public
view while bots act between several humans.
"""
from __future__ import annotations

import random

import pygame

from client import paths
from client.ai.messages import Failure, Move, MoveRequest, Position
from client.core import autosaves
from client.core.errors import IllegalAction
from client.core.game import events_for
from client.core.replay import replay, replay_steps
from client.i18n import _
from client.scenes.base import Scene
from client.scenes.generic_view import make_view
from client.scenes.hints import Hints
from client.scenes.table_log import TableLog
from client.scenes.view_contract import TableHost, ViewContract


class PlayScene(Scene, TableHost):
    """The live table: the ``TableHost`` of its game's view."""

    name = "play"
    reviewing = False  # people decide here (see ReviewScene)
    all_open = False  # secrets stay with their seats, even after the end (the review opens them)
    foot_reserved = 0  # the whole table is the table's
    hints_class = Hints  # the Hint button's keeper (a drill's is always on)

    def __init__(self, app, match, worker=None):
        super().__init__(app)
        self.match = match
        self.spec = match.spec
        self._worker = worker
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.seen_by: int | None = None  # the last human whose view was uncovered: who is at the screen
        self.called: int | None = None  # the human the curtain calls while it is down
        self.viewer = self.humans[0] if len(self.humans) == 1 else None
        self.request_id: int | None = None
        self.thinking: int | None = None  # the bot seat searching now
        self.rng = random.Random(match.seed ^ 0x5EED)  # fallback moves when a bot fails
        self.view: ViewContract = self._make_view()
        # the log is shared by everyone at the table, each seat reading its own secrets in it (its
        # draws, its looks): kept as data and written for the viewer, in the reader's language
        self.log = TableLog(self.view.log_lines, viewer=lambda: self.viewer, headings=self.view.log_headings,
                            seats=lambda: self.match.seats)
        self._history()
        self.hints = self.hints_class(self)  # the Hint button, and what each bot weighed over its moves in the log
        self.active = False
        self.results_shown = False
        self._drawn: tuple | None = None  # what the table showed when last drawn (see animating)

    def _history(self) -> None:
        """The log of the game so far: its opening (who sits where, the first cards) and the
        actions already played (a loaded or continued game). The view sees each replayed
        action's public events (``replayed``)."""
        match = self.match
        steps = replay_steps(self.spec, len(match.seats), match.options, match.seed, match.actions,
                             lambda state, action: state.public_describe(action))
        opening = next(steps).state
        if opening.events:
            self.log.add(None, "", opening.events, None)
        for seat, action, text, state in steps:
            self.view.replayed(events_for(state.events, None))
            self.log.add(seat, action, state.events, text)

    def state_before(self, move: int):
        """The true state before the match's move ``move`` (the log's tips over a bot's move read it)."""
        match = self.match
        return replay(self.spec, len(match.seats), match.options, match.seed, match.actions[:move])

    # -- wiring --------------------------------------------------------------
    @property
    def worker(self):
        return self._worker if self._worker is not None else self.app.worker

    def _make_view(self):
        return make_view(self)

    _observed: tuple | None = None  # (match, state, version, viewer, observation) last drawn

    @property
    def viewer(self) -> int | None:
        """Whose private view the table shows; None: the public view (a curtain is up, or bots
        act between several humans)."""
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self._viewer = seat
        if seat is not None:
            self.seen_by = seat

    def observation(self):
        """The viewer's observation, rebuilt only when the match, its state (played on, undone,
        replaced) or the viewer changed: the frames in between share it, read-only."""
        match, viewer = self.match, self.viewer
        seen = self._observed
        if seen is None or seen[0] is not match or seen[1] is not match.state \
                or seen[2] != match.version or seen[3] != viewer:
            seen = self._observed = (match, match.state, match.version, viewer,
                                     match.state.observation(viewer))
        return seen[4]

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def review_line(self) -> str:
        return ""  # never asked: the live table's decision panel asks the seat to act

    def top_bar_words(self, status: str, marker: int | None, extra: str) -> None:
        pass  # the table's own title bar says them

    # -- lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        self.active = True
        self.advance()

    def resume(self) -> None:
        self.active = True
        self.advance()

    def pause(self) -> None:
        self.active = False
        self.cancel_search()

    def exit(self) -> None:
        self.active = False
        self.cancel_search()

    def cancel_search(self) -> None:
        self.hints.cancel()
        if self.request_id is not None:
            self.worker.cancel()
        self.request_id = None
        self.thinking = None

    # -- turn flow -----------------------------------------------------------
    def needs_curtain(self, seat: int) -> bool:
        """The curtain comes when the person at the screen changes: never for the human who saw
        the table last, even after bots have moved in between (their moves showed publicly)."""
        return len(self.humans) > 1 and self.seen_by != seat

    def advance(self) -> None:
        """Decide what happens next: results, the curtain, a human's turn or a bot's."""
        if not self.active:
            return
        state = self.match.state
        if state.is_over():
            # once (leaving the results goes back to the final table), after the last animations
            if not self.results_shown and not self.view.busy():
                from client.scenes.results import ResultsScene

                self.results_shown = True
                self.app.stack.push(ResultsScene(self.app, self.match))
            return
        seat = state.to_act
        if self.match.seats[seat].is_human:
            answer = self.automatic_answer(seat)
            if answer is not None:
                self.play(answer, note=self.automatic_note(seat, answer))
                return
            if self.needs_curtain(seat):
                from client.scenes.curtain import CurtainScene

                self.viewer = None  # nothing private is drawn until the curtain lifts
                self.called = seat
                self.app.stack.push(CurtainScene(self.app, self.match.seats[seat], self.lift_curtain(seat),
                                                 lambda: self.curtain_reason(seat), self.spec.private_information))
            else:
                self.viewer = seat
            return
        if len(self.humans) != 1:
            self.viewer = None
        if self.request_id is None and not self.view.busy():
            self.thinking = seat
            self.request_id = self.worker.send(MoveRequest(Position.of_match(self.match, seat),
                                                           self.match.seats[seat].level))

    def automatic_answer(self, seat: int) -> str | None:
        """With the setting "answer automatically", a human's answer out of turn (a Parry, say) is
        played for them: the one the game's view names (``automatic_answer``), if legal."""
        if not self.app.settings.answer_automatically:
            return None
        action = self.view.automatic_answer(self.match.state.observation(seat))
        return action if action is not None and self.match.state.is_legal(action) else None

    def automatic_note(self, seat: int, action: str):
        """The log's line after an automatic answer: whose, what it chose (in the words of its
        button, from that seat's own view; a secret step is not named), and that Settings turn it
        off. A function: the log writes it in the reader's language."""
        state = self.match.state
        obs = state.observation(seat)
        public = state.public_describe(action) is not None
        name = self.seat_name(seat)

        def words() -> str:
            choice = self.view.hint_text(obs, action) if public else ""
            if choice:
                return _("Answered automatically for {name}: {choice} (Settings: Answer automatically).").format(
                    name=name, choice=choice)
            return _("Answered automatically for {name} (Settings: Answer automatically).").format(name=name)

        return words

    def at_screen(self) -> int | None:
        """The human at the screen, as far as the table knows: the one human; with several, the
        last one the table showed its view to (bots may have moved since), but nobody while the
        curtain calls another (either may sit there). None: nobody known."""
        if len(self.humans) == 1:
            return self.humans[0]
        return None if self.called is not None else self.seen_by

    def curtain_reason(self, seat: int) -> str:
        """Why ``seat`` is called (the curtain says it): the game's view words it from the public
        view (``curtain_reason``), else "Your move"."""
        return self.view.curtain_reason(self.match.state.observation(None), seat) or _("Your move")

    def lift_curtain(self, seat: int):
        def lift() -> None:
            self.called = None
            self.viewer = seat

        return lift

    def human_action(self, action: str) -> bool:
        """An action chosen on screen by the human to act; illegal ones are refused."""
        state = self.match.state
        if state.is_over() or not self.match.seats[state.to_act].is_human or self.viewer != state.to_act:
            return False
        try:
            self.play(action)
        except IllegalAction as err:
            self.app.toast(str(err))
            return False
        return True

    def play(self, action: str, note=None) -> None:
        """``note``: a line the log adds after the action's own (a function giving it in the reader's language)."""
        seat = self.match.to_act
        text = self.match.state.public_describe(action)
        events = self.match.play(action)
        self.app.audio.play("card")
        self.log.add(seat, action, events, text)
        self.view.on_events(events_for(events, self.viewer), seat, action)
        if note is not None:
            self.log.add_note(seat, note)
        self.autosave()
        self.advance()

    def autosave(self) -> None:
        try:
            autosaves.autosave(self.match, paths.saves_dir())
        except OSError as err:
            self.app.toast(_("Autosave") + f": {err.strerror or err}")

    def undo(self) -> None:
        if self.match.can_undo():
            self.match.undo()
            self.view.on_undo()
            self.autosave()
            self.log.add_undo()

    def open_menu(self) -> None:
        """The pause menu over this table (Esc, the view's Menu button, Esc on a curtain)."""
        from client.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    # -- frame ---------------------------------------------------------------
    def _shown(self) -> tuple:
        """What the table shows besides its animations: a move, a bot starting to think…"""
        return len(self.match.actions), self.viewer, self.thinking, self.results_shown, self.hints.version()

    def animating(self) -> bool:
        """The table moves (the view's ``animating()``), or changed by itself since it was drawn (a
        bot's answer came, in update)."""
        return self.active and (self.view.animating() or self._shown() != self._drawn)

    def pulsing(self) -> bool:
        """The thinking dots while a bot thinks, and the seat to act's pulsing frame: every
        table has one until the game is over."""
        return self.active and (self.request_id is not None or not self.match.state.is_over())

    def update(self, dt: float) -> None:
        self.view.update(dt)
        self.hints.update()
        if self.request_id is None:
            if self.active and not self.view.busy() and (
                    not self.results_shown if self.match.state.is_over()
                    else not self.match.seats[self.match.to_act].is_human):
                self.advance()
            return
        reply = self.worker.poll()
        if reply is None or reply.rid != self.request_id:
            return  # none yet, or a stale answer from a cancelled search
        self.request_id = None
        self.thinking = None
        seat = self.match.to_act
        move = reply.answer
        if isinstance(move, Move) and self.match.state.is_legal(move.action):
            action = move.action
            if move.notes:  # what the bot weighed, kept with the match (for the log's tips and the saves)
                self.match.bot_notes[len(self.match.actions)] = move.notes
        else:
            self.app.toast(self.bot_failure(seat, move), 6)
            # the scene's seeded rng: the fallback is part of the action list, which replays alike
            action = self.rng.choice(self.match.state.legal_actions())
        self.play(action)

    def bot_failure(self, seat: int, answer: Move | Failure) -> str:
        """What the player is told when a bot's move (an illegal one, or none) is replaced by a random one."""
        from client.ai.worker import TIMED_OUT

        name = self.seat_name(seat)
        if answer == Failure(TIMED_OUT):  # the worker hung and was replaced
            return _("The bot for {name} did not answer in time; a random move was played instead.").format(
                name=name)
        reason = answer.reason if isinstance(answer, Failure) else f"illegal move {answer.action!r}"
        return (_("The bot for {name} failed: {reason}").format(name=name, reason=reason.splitlines()[-1][:120])
                + " " + _("A random move was played instead."))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
        if self.hints.handle_event(event):
            return True
        if self.viewer is None or self.match.state.is_over():
            return self.view.handle_event(event, None)
        action = self.view.handle_event(event, self.viewer)
        if isinstance(action, str):
            self.human_action(action)
            return True
        return bool(action)

    def draw(self, surface) -> None:
        self._drawn = self._shown()
        obs = self.observation()
        self.hints.lay_out()  # the Hint button takes its room before the view draws its row
        self.view.draw(surface, obs)
        self.hints.draw(surface, obs)
