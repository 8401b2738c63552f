"""Learn to play: a guided first game on the real table (client/core/tutorial.py's lesson).

The same table, rules and animations as a real game: the lesson only decides which move the
learner may make (the taught one; any other gets a sentence on why the lesson asks for this
one), plays the other seats' moves from its script after a beat, rings the taught move as a
hint is marked, and says in a panel what to do, why, and the rule where it first matters. At
its end it offers a real game against bots, the seats filled in.
"""
from __future__ import annotations

import math
import time

import pygame

from client.core.match import Match, Seat
from client.core.tutorial import Lesson, load_lesson
from client.i18n import N_, _, current_language
from client.render import palette
from client.render.text import draw_text_in_box, wrapped_height
from client.scenes.play import PlayScene
from client.scenes.table_chrome import log_entries_end, log_layout
from client.widgets.base import clicked, draw_sheet
from client.widgets.button import Button
from client.widgets.hint_panel import ringed
from client.window import LOGICAL_SIZE

LOGICAL_H = LOGICAL_SIZE[1]
TOP = 64  # under the title bar

BEAT = 0.9  # seconds between another seat's scripted moves: time to see each one land
PAD = 14
# the lesson is a sheet of paper on the table, written in ink (contrast on the sheet: SHEET_INK 14,
# SHEET_DIM 6.2, SHEET_LIT 6.0, AI 8.4)
SAY, WHY, RULE_HEAD, RULE = (19, palette.SHEET_INK, True), (15, palette.SHEET_DIM, False), \
    (15, palette.SHEET_LIT, True), (14, palette.SHEET_DIM, False)
RULE_LINK = (15, palette.AI, True)  # the rule's heading, in indigo: a click opens or folds its text
MEANWHILE = (14, palette.SHEET_DIM, False)  # the other seats' moves since the learner's last step
MEANWHILE_LINES = 4
LOG_IN_SIGHT = 3  # the log's newest lines the lesson's sheet leaves in sight
BUTTON_H, BUTTON_GAP = 46, 10


class LessonMatch(Match):
    """A lesson's match: each step is taught once, in order, so nothing is taken back (the
    tables grey their Undo buttons by ``can_undo``)."""

    def can_undo(self) -> bool:
        return False


def lesson_words(words) -> str:
    """A lesson's text in the reader's language (English when it has none of that language)."""
    return words.get(current_language(), words["en"])


class TutorialScene(PlayScene):
    """A PlayScene whose match follows the lesson's script."""

    name = "tutorial"

    def __init__(self, app, lesson: Lesson):
        from client.games import get

        self.lesson = lesson
        spec = get(lesson.game)
        seats = [Seat(_("Player {n}").format(n=i + 1), i, "human" if i == lesson.learner else "bot", "easy")
                 for i in range(lesson.players)]
        match = LessonMatch(spec, lesson.options, lesson.seed, seats, match_id=f"tutorial-{spec.id}")
        self.wait = 0.0
        self.refused: str | None = None  # the last sentence on why another move was not taken
        self.rule_open = False  # the rule's whole text (F1, or a click on its heading; R turns 3KingdomsBattle's tile)
        self.rule_rect: pygame.Rect | None = None
        super().__init__(app, match)
        self.help = spec.load_help()
        self.real_game = Button((0, 0, 250, 48), N_("Play a real game"), self.play_real_game, primary=True,
                                size=20, sound=app.audio.play)
        self.leave = Button((0, 0, 190, 48), N_("Back to the title"), self.back_to_title, size=20,
                            sound=app.audio.play)

    # -- where the lesson stands -------------------------------------------------------------
    @property
    def at(self) -> int:
        """The index of the lesson's next step (the match's actions so far)."""
        return len(self.match.actions)

    @property
    def finished(self) -> bool:
        return self.at >= len(self.lesson.steps) or self.match.state.is_over()

    def step(self):
        return None if self.finished else self.lesson.steps[self.at]

    def learner_step_number(self) -> tuple[int, int]:
        """(this learner step's number from 1, how many there are)."""
        taught = self.lesson.learner_steps
        return sum(1 for k in taught if k < self.at) + 1, len(taught)

    # -- the host's turn flow, scripted ------------------------------------------------------
    def advance(self) -> None:
        if not self.active:
            return
        self.viewer = self.lesson.learner  # one person at the screen: the learner's view, always

    def automatic_answer(self, seat: int) -> str | None:
        return None  # the lesson teaches every answer itself

    def update(self, dt: float) -> None:
        self.view.update(dt)
        self.hints.update()
        step = self.step()
        if step is None or step.say is not None or self.view.busy():
            self.wait = 0.0
            return
        self.wait += dt
        if self.wait >= BEAT:
            self.wait = 0.0
            self.play(step.action)

    def human_action(self, action: str) -> bool:
        step = self.step()
        if step is None or step.seat != self.lesson.learner or self.viewer != step.seat:
            return False
        if action != step.action and step.say is None:
            return False  # a forced step: it plays itself
        if action != step.action:
            obs = self.observation()
            self.refused = _("This lesson asks for another move: {move}.").format(
                move=self.view.hint_text(obs, step.action)) + " " + lesson_words(step.why)
            self.app.toast(self.refused, 6)
            return False
        self.refused = None
        self.play(action)
        return True

    def autosave(self) -> None:
        pass  # a lesson is not a game to continue: it leaves no save behind


    # -- the end -----------------------------------------------------------------------------
    def play_real_game(self) -> None:
        from client.scenes.setup import SetupScene

        setup = SetupScene(self.app, self.match.spec)
        setup.set_players(self.lesson.players)
        self.app.stack.unwind(1)
        self.app.stack.push(setup)

    def back_to_title(self) -> None:
        self.app.stack.unwind(1)

    def handle_event(self, event) -> bool:
        if self.finished and (self.real_game.handle_event(event) or self.leave.handle_event(event)):
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_F1) or (
                self.rule_rect is not None and clicked(event, self.rule_rect)):
            self.rule_open = not self.rule_open
            return True
        return super().handle_event(event)

    def play(self, action: str, note=None) -> None:
        self.rule_open = False  # each step's rule starts folded
        super().play(action, note)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        super().draw(surface)
        obs = self.observation()
        step = self.step()
        if step is not None and step.say is not None and not self.view.busy():
            self.draw_ring(surface, obs, step.action)
        self.draw_lesson(surface, self.panel_texts(step))

    def draw_ring(self, surface, obs, action: str) -> None:
        """The taught move marked as a hint marks it, ringed thick in vermilion that breathes: the
        tables light every choosable thing in the same pale gold as a hint's mark, so the lesson's
        one place must stand apart from them."""
        glow = abs(math.sin(time.monotonic() * 3))  # between vermilion and a paler one, as a hint breathes
        colour = tuple(round(c + (w - c) * 0.35 * glow) for c, w in zip(palette.SHU, palette.WASHI))
        with ringed(colour):
            self.view.mark_hint(surface, obs, action)

    def meanwhile(self) -> list[str]:
        """The log's lines of the other seats' moves since the learner's last taught step (what
        happened while the lesson played them), the newest ``MEANWHILE_LINES``."""
        taught = [k for k in self.lesson.learner_steps if k < self.at]
        since = taught[-1] + 1 if taught else 0
        language = current_language()
        lines = [line for entry in self.log.entries
                 if entry.move is not None and entry.move >= since and entry.seat != self.lesson.learner
                 for line in self.log.write(entry, language)]
        return lines[-MEANWHILE_LINES:]

    def panel_texts(self, step) -> list[tuple[str, tuple]]:
        """The panel's texts, top to bottom, each with its (size, colour, bold)."""
        lesson = self.lesson
        if step is None:
            return [(_("Lesson complete"), RULE_HEAD), (lesson_words(lesson.outro), SAY)]
        number, total = self.learner_step_number()
        texts = [(_("Learn to play · step {n} of {total}").format(n=min(number, total), total=total), RULE_HEAD)]
        if step.seat != lesson.learner:
            texts.append((_("Watch {name}'s move.").format(name=self.seat_name(step.seat)), WHY))
            return texts
        if step.say is None:
            texts.append((_("Nothing to do here: this step plays itself."), WHY))
            return texts
        if number == 1:
            texts.append((lesson_words(lesson.intro), WHY))
        happened = self.meanwhile()
        if happened:
            texts.append((_("Meanwhile:") + "\n" + "\n".join(happened), MEANWHILE))
        texts += [(lesson_words(step.say), SAY), (lesson_words(step.why), WHY)]
        if step.rule is not None:  # an index into the rules help, checked when the lesson loaded
            heading, body = self.help.SECTIONS[step.rule]
            if self.rule_open:
                texts += [(_("Rule: {heading}").format(heading=_(heading)), RULE_LINK), (_(body), RULE)]
            else:
                texts.append((_("Rule: {heading} (click or F1 to read)").format(heading=_(heading)), RULE_LINK))
        return texts

    def _over_log(self, area, height_for) -> pygame.Rect | None:
        """The sheet over the log, from its top (its oldest lines), else at its foot (a short log,
        its lines at the top), the table's own controls in sight; None where either would hide
        one of the log's ``LOG_IN_SIGHT`` newest lines or reach past the log's column."""
        log, size, lines = area
        boxes = [box for _i, _line, box in log_layout(lines, log, size)]
        top = pygame.Rect(log.x - 4, log.y - 4, log.width + 8, height_for(log.width + 8))
        # grown past the window's foot or onto the table's buttons (Undo, Hint, Menu): raised,
        # never cut, the buttons kept in sight
        below = [b.rect for b in (self.view.undo, self.view.menu, self.hints.button)
                 if b is not None and b.rect.left < top.right and top.left < b.rect.right]
        top.bottom = min([top.bottom, LOGICAL_H - 8] + [b.top - 6 for b in below if b.top > top.top])
        top.y = max(top.y, TOP)
        if top.top <= log.top:  # over the log's top: its entries hidden whole, none's tail left peeking out
            top.height = max(top.height, log_entries_end(lines, log, size, top.bottom) - top.top)
        y = log.bottom + 4 - top.height  # the foot's top, raised to the start of a line it would cut
        y = next((box.top - 4 for box in boxes if box.top < y < box.bottom), y)
        foot = pygame.Rect(top.x, y, top.width, log.bottom + 4 - y)
        for spot in (top, foot):
            if spot.top >= TOP and spot.collidelist(boxes[-LOG_IN_SIGHT:]) < 0 and \
                    not any(spot.colliderect(b) for b in below):
                return spot
        return None

    def draw_lesson(self, surface, texts: list[tuple[str, tuple]]) -> pygame.Rect:
        buttons = self.finished

        def height_for(width: int, texts=texts) -> int:
            inner = width - 2 * PAD
            body = sum(wrapped_height(text, inner, size, bold) + 8 for text, (size, _c, bold) in texts)
            return body + 2 * PAD + (2 * (BUTTON_H + BUTTON_GAP) if buttons else 0)

        area = self.view.log_area()
        rect = self._over_log(area, height_for) if area is not None else None
        room, folding = self.view.lesson_room(), False
        if rect is None and room is None and area is not None:  # over the log's top, the log drawn again under it
            log, size, _lines = area
            top = max(TOP, log.y - 4)
            room, folding = pygame.Rect(log.x - 4, top, log.width + 8, log_fold_top(log, size) - top), True
        if rect is None and room is not None:  # the retold moves left out where they do not fit
            shown = fitted(texts, room.height, lambda kept: height_for(room.width, kept))
            height = height_for(room.width, shown)
            rect = pygame.Rect(room.x, room.y if folding else max(TOP, room.bottom - height), room.width, height)
            if folding and (height > room.height or not self.view.fold_log(surface, rect.bottom)):
                rect = None
            else:
                texts = shown
        if rect is None:  # no log, or one too short to leave its newest lines in sight: where a hint goes
            bottom_left, width, height, _hidden = self.hints.panel_place(height_for)
            height = max(height, height_for(width))
            rect = pygame.Rect(bottom_left[0], min(bottom_left[1], 900 - 8) - height, width, height)
            rect.y = max(rect.y, TOP)
        draw_sheet(surface, rect)
        pygame.draw.rect(surface, palette.SHU, (rect.x + 3, rect.y + 3, rect.width - 6, 4), border_radius=2)  # the ring's vermilion
        y = rect.y + PAD
        inner = rect.width - 2 * PAD
        self.rule_rect = None
        for text, style in texts:
            size, colour, bold = style
            h = wrapped_height(text, inner, size, bold)
            box = pygame.Rect(rect.x + PAD, y, inner, h)
            draw_text_in_box(surface, text, box, size, colour, align="left",
                             valign="top", multiline=True, bold=bold, min_size=size)
            if style is RULE_LINK:
                self.rule_rect = box
            y += h + 8
        if buttons:  # one above the other, the panel's width: whole in any language
            width = rect.width - 2 * PAD
            self.real_game.rect = pygame.Rect(rect.x + PAD, rect.bottom - PAD - 2 * BUTTON_H - BUTTON_GAP,
                                              width, BUTTON_H)
            self.leave.rect = pygame.Rect(rect.x + PAD, rect.bottom - PAD - BUTTON_H, width, BUTTON_H)
            self.real_game.draw(surface)
            self.leave.draw(surface)
        return rect


def log_fold_top(log: pygame.Rect, size: int) -> int:
    """How low a sheet laid over the top of the log drawn in ``log`` (its ``size``) may reach, the
    log drawn again under it still showing its ``LOG_IN_SIGHT`` newest lines (1.5 of its size
    apart) and its margins."""
    return log.bottom - (LOG_IN_SIGHT + 1) * size * 3 // 2


def fitted(texts: list[tuple[str, tuple]], room: int, height_of) -> list[tuple[str, tuple]]:
    """``texts`` with the other seats' moves retold ("Meanwhile:") cut to their newest lines, or
    left out, until ``height_of`` them is at most ``room`` (the log in sight shows them all)."""
    for k, (text, style) in enumerate(texts):
        if style is MEANWHILE:
            head, *lines = text.split("\n")
            while lines and height_of(texts) > room:
                lines.pop(0)
                texts = texts[:k] + ([(head + "\n" + "\n".join(lines), style)] if lines else []) + texts[k + 1:]
    return texts


def open_tutorial(app, game: str) -> None:
    """Start ``game``'s lesson over the title (a damaged lesson file is told, as a damaged map is)."""
    lesson = load_lesson(game)
    app.stack.unwind(1)
    app.stack.push(TutorialScene(app, lesson))
