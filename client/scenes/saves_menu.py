"""Saved games: load one (a recent match's autosave or a named save), delete one, or save the running game."""
from __future__ import annotations

import time

import pygame

from client import paths
from client.core import save_list, saves
from client.core.errors import SaveError
from client.i18n import N_, _, current_language, game_title
from client.render import palette
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import back_button, draw_page, escape_pressed, handle_buttons
from client.scenes.move_words import move_label
from client.widgets.base import clicked, dim, draw_panel
from client.widgets.button import Button
from client.widgets.textfield import TextField, refused_message
from client.window import mouse_pos

LIST = pygame.Rect(250, 170, 1100, 600)
ROW_H = 70
PER_PAGE = 8


def fallback_note(problem: str | None) -> str | None:
    """What the player is told when the previous autosave stood in for the newest."""
    if not problem:
        return None
    return _("The latest autosave cannot be loaded: {reason}. The one before it was opened instead.").format(
        reason=problem)


def lookup(game_id: str):
    from client.games import get

    return get(game_id)


def stamp(mtime: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(mtime))


def names_text(names) -> str:
    return ("、" if current_language() == "zh_Hant" else ", ").join(names)


def game_text(row: save_list.SaveRow) -> str:
    return game_title(row.game) if row.game else _("unreadable")


def standing_lines(row: save_list.SaveRow) -> list[str]:
    """How the saved game stands, in a line or two: "Finished" and who won, or "In progress" and its
    round or year in the game's own words (its view module's ``progress(public_observation)``);
    none when the list cannot tell."""
    standing = row.standing
    if standing is None or row.game is None:
        return []
    if standing.over:
        return [_("Finished")] + ([_("{names} won").format(names=names_text(standing.winners))]
                                  if standing.winners else [])
    words = row.game.load_standing()
    return [_("In progress")] + ([words.progress(standing.public)] if words is not None else [])


def read_rows(app, named_only: bool = False) -> list[save_list.SaveRow]:
    """The saves folder's rows (the Load list's with how each game stands); a folder that cannot
    be listed is told and shown empty."""
    try:
        rows = save_list.rows(paths.saves_dir(), lookup, standing=not named_only)
    except OSError as err:
        app.toast(_("Saved games") + f": {err.strerror or err}")
        return []
    return [r for r in rows if not r.is_autosave] if named_only else rows


class Pager:
    """Rows a page at a time: the mouse wheel or the ‹ › buttons turn pages."""

    def __init__(self, app, per_page: int, y: int):
        self.per_page = per_page
        self.page = 0
        self.count = 0
        self.label = pygame.Rect(740, y, 120, 40)
        self.ink = palette.PAPER_DIM  # the page's number: on a paper sheet, palette.SHEET_DIM
        self.buttons = [Button((680, y, 56, 40), "‹", lambda: self.turn(-1), translate=False, size=26,
                               sound=app.audio.play),
                        Button((864, y, 56, 40), "›", lambda: self.turn(1), translate=False, size=26,
                               sound=app.audio.play)]

    @property
    def pages(self) -> int:
        return max(1, (self.count + self.per_page - 1) // self.per_page)

    def shown(self, items: list) -> list:
        self.count = len(items)
        self.page = min(self.page, self.pages - 1)
        return items[self.page * self.per_page:(self.page + 1) * self.per_page]

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-event.y)
            return True
        return self.pages > 1 and handle_buttons(self.buttons, event)

    def draw(self, surface) -> None:
        if self.pages > 1:
            draw_text_in_box(surface, f"{self.page + 1} / {self.pages}", self.label, 24, self.ink)
            for b in self.buttons:
                b.draw(surface)


BUTTON_STEP = 120  # a Load list row's buttons, from one to the next (Analyse, Review, Delete)


def analyse_box(review: pygame.Rect) -> pygame.Rect:
    """A Load list row's Analyse button: left of its Review button."""
    return review.move(-BUTTON_STEP, 0)


class LoadScene(Scene):
    name = "load"

    def __init__(self, app):
        super().__init__(app)
        self.back = back_button(app)
        self.pager = Pager(app, PER_PAGE, LIST.bottom + 12)
        self.refresh()

    def refresh(self) -> None:
        self.entries = read_rows(self.app)

    def rows(self):
        for k, entry in enumerate(self.pager.shown(self.entries)):
            row = pygame.Rect(LIST.x + 20, LIST.y + 20 + k * ROW_H, LIST.width - 40, ROW_H - 8)
            delete = pygame.Rect(row.right - 124, row.y + 10, 112, row.height - 20)
            yield entry, row, delete, delete.move(-BUTTON_STEP, 0)

    def load(self, entry: save_list.SaveRow) -> None:
        self._open(entry, self.app.open_match)

    def review(self, entry: save_list.SaveRow, analyse: bool = False) -> None:
        """The saved game step by step, over this list (Back comes here again); with ``analyse``,
        its analysis started, kept in the file it came from."""
        from client.scenes.review import ReviewScene
        from client.scenes.review_analysis import keep_in_autosave, keep_in_file

        keep = keep_in_autosave if entry.is_autosave else keep_in_file(entry.path)
        self._open(entry, lambda match: self.app.stack.push(ReviewScene(self.app, match, analyse=analyse, keep=keep)))

    def _open(self, entry: save_list.SaveRow, show) -> None:
        try:
            match, problem = save_list.load(entry, paths.saves_dir(), lookup)
        except SaveError as err:
            self.app.toast(_("This save cannot be loaded: {reason}").format(reason=err), 6)
            return
        show(match)
        note = fallback_note(problem)
        if note:
            self.app.toast(note, 8)

    def delete(self, entry: save_list.SaveRow) -> None:
        try:
            save_list.delete(entry, paths.saves_dir())
        except OSError as err:
            self.app.toast(str(err.strerror or err))
        self.refresh()

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        if handle_buttons([self.back], event) or self.pager.handle_event(event):
            return True
        for entry, row, delete, review in self.rows():
            analyse = analyse_box(review)
            if clicked(event, delete):
                self.delete(entry)
                return True
            if entry.game and clicked(event, review):
                self.review(entry)
                return True
            if entry.game and clicked(event, analyse):
                self.review(entry, analyse=True)
                return True
            if clicked(event, row):
                self.load(entry)
                return True
        return False

    def draw(self, surface) -> None:
        draw_page(surface, _("Saved games"))
        draw_panel(surface, LIST, fill=palette.LACQUER, radius=14)
        if not self.entries:
            draw_text_in_box(surface, _("No saved games"), LIST.inflate(-200, -400), 32, palette.PAPER_DIM)
        mouse = mouse_pos()
        for entry, row, delete, review in self.rows():
            analyse = analyse_box(review)
            hover = row.collidepoint(mouse)
            draw_panel(surface, row, fill=palette.PANEL_HI if hover else palette.PANEL,
                       border=palette.GOLD if hover else palette.MUTED, radius=8, shadow=False)
            draw_row_text(surface, entry, row.inflate(-32, -8), right=analyse.x - 16)
            if entry.game:
                for box, words in ((analyse, _("Analyse")), (review, _("Review"))):
                    lit = box.collidepoint(mouse)
                    draw_panel(surface, box, fill=palette.PANEL_HI if lit else palette.INK,
                               border=palette.GOLD, radius=6, shadow=False)
                    draw_text_in_box(surface, words, box.inflate(-10, -6), 22, palette.PAPER)
            draw_panel(surface, delete, fill=palette.INK, border=palette.VERMILION, radius=6, shadow=False)
            draw_text_in_box(surface, _("Delete"), delete.inflate(-10, -6), 22, palette.PAPER)
        self.pager.draw(surface)
        self.back.draw(surface)


NAME_W = 250  # the row's columns: name, date and move | game and players | how the game stands
STANDING_W = 230


def draw_row_text(surface, entry: save_list.SaveRow, box: pygame.Rect, right: int) -> None:
    """Name | date and move; game | players; how it stands (one or two lines): long text shrinks,
    then is cut with "…"."""
    top, half = box.y, box.height // 2
    title = _("Autosave") if entry.is_autosave else entry.name
    draw_text_in_box(surface, title, pygame.Rect(box.x, top, NAME_W, half + 4), 24, palette.PAPER, align="left",
                     min_size=18)
    when = stamp(entry.mtime) + (" · " + move_label(entry.move) if entry.game else "")
    draw_text_in_box(surface, when, pygame.Rect(box.x, top + half, NAME_W, half), 18, palette.PAPER_DIM,
                     align="left", min_size=16)
    middle = pygame.Rect(box.x + NAME_W + 14, top, right - STANDING_W - 14 - box.x - NAME_W - 14, half + 4)
    draw_text_in_box(surface, game_text(entry), middle, 22, palette.PAPER, align="left", min_size=16)
    draw_text_in_box(surface, names_text(entry.players), middle.move(0, half).inflate(0, -4), 18,
                     palette.PAPER_DIM, align="left", min_size=14)
    standing = standing_lines(entry)
    if standing:
        draw_text_in_box(surface, "\n".join(standing), pygame.Rect(right - STANDING_W, top, STANDING_W, box.height),
                         20, palette.GOLD if entry.standing.over else palette.PAPER, align="right", multiline=True,
                         min_size=14)


SAVE_LIST = pygame.Rect(250, 330, 1100, 450)
SAVE_ROW_H = 52
SAVE_PER_PAGE = 8
CONFIRM = pygame.Rect(480, 320, 640, 280)


class SaveScene(Scene):
    """Name the save; the saves already there are listed (a click takes a name), and
    saving over one asks first."""

    name = "save"

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        named = match.spec.title_zh if current_language() == "zh_Hant" else match.spec.id  # no Latin word in Chinese
        default = f"{named}-{time.strftime('%Y%m%d-%H%M')}"
        self.name_text = default
        self.field = TextField((250, 210, 860, 60), default, self.set_name, max_length=saves.MAX_NAME, size=28,
                               on_refused=lambda chars: app.toast(refused_message(chars)))
        self.field.focus(True)
        self.buttons = [back_button(app),
                        Button((1340, 810, 220, 60), N_("Save"), self.save, primary=True, sound=app.audio.play)]
        self.pager = Pager(app, SAVE_PER_PAGE, SAVE_LIST.bottom + 8)
        self.existing = read_rows(app, named_only=True)
        self.existing.sort(key=lambda r: r.name.lower())
        self.overwriting: str | None = None  # the file name waiting for "Overwrite"
        self.confirm_buttons = [
            Button((CONFIRM.x + 60, CONFIRM.bottom - 90, 240, 60), N_("Overwrite"), self.overwrite, primary=True,
                   sound=app.audio.play),
            Button((CONFIRM.right - 300, CONFIRM.bottom - 90, 240, 60), N_("Cancel"), self.cancel_overwrite,
                   sound=app.audio.play)]

    def set_name(self, text: str) -> None:
        self.name_text = text

    def take_name(self, stem: str) -> None:
        self.field.text = stem[: saves.MAX_NAME]
        self.set_name(self.field.text)

    def target(self):
        return paths.saves_dir() / (saves.safe_name(self.name_text) + ".json")

    def save(self) -> None:
        """Save now, or ask first when a save of that name is there."""
        try:
            path = self.target()
            taken = path.exists()
        except OSError as err:
            self.app.toast(str(err.strerror or err))
            return
        if taken:
            self.overwriting = path.name
            self.field.focus(False)
            return
        self.write(path)

    def overwrite(self) -> None:
        name, self.overwriting = self.overwriting, None
        if name:
            self.write(paths.saves_dir() / name)

    def cancel_overwrite(self) -> None:
        self.overwriting = None
        self.field.focus(True)

    def write(self, path) -> None:
        try:
            saves.write_atomic(path, saves.dumps(self.match))
        except OSError as err:
            self.app.toast(str(err.strerror or err))
            return
        self.app.toast(_("Saved as {file}").format(file=path.name))
        self.app.stack.pop()

    def rows(self):
        for k, entry in enumerate(self.pager.shown(self.existing)):
            yield entry, pygame.Rect(SAVE_LIST.x + 16, SAVE_LIST.y + 12 + k * SAVE_ROW_H, SAVE_LIST.width - 32,
                                     SAVE_ROW_H - 6)

    def handle_event(self, event) -> bool:
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if self.overwriting:  # the question is all there is until it is answered
            if enter:
                self.overwrite()
            elif escape_pressed(event):
                self.cancel_overwrite()
            else:
                handle_buttons(self.confirm_buttons, event)
            return True
        if enter:
            self.save()
            return True
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        if self.field.handle_event(event) or handle_buttons(self.buttons, event) or self.pager.handle_event(event):
            return True
        for entry, row in self.rows():
            if clicked(event, row):
                self.take_name(entry.name)
                return True
        return False

    def update(self, dt: float) -> None:
        self.field.update(dt)

    def animating(self) -> bool:
        return self.field.animating()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def draw(self, surface) -> None:
        draw_page(surface, _("Save"))
        draw_text_in_box(surface, _("Name"), pygame.Rect(250, 160, 600, 46), 28, palette.PAPER, align="left")
        self.field.draw(surface)
        draw_text_in_box(surface, _("Existing saves"), pygame.Rect(250, 284, 600, 40), 24, palette.PAPER_DIM,
                         align="left")
        draw_panel(surface, SAVE_LIST, fill=palette.LACQUER, radius=14)
        if not self.existing:
            draw_text_in_box(surface, _("No saved games"), SAVE_LIST.inflate(-200, -300), 28, palette.PAPER_DIM)
        mouse = mouse_pos()
        taken = saves.safe_name(self.name_text)
        for entry, row in self.rows():
            lit = entry.name == taken or (not self.overwriting and row.collidepoint(mouse))
            draw_panel(surface, row, fill=palette.PANEL_HI if lit else palette.PANEL,
                       border=palette.GOLD if lit else palette.MUTED, radius=8, shadow=False)
            inner = row.inflate(-28, -4)
            draw_text_in_box(surface, entry.name, pygame.Rect(inner.x, inner.y, 360, inner.height), 24,
                             palette.PAPER, align="left", min_size=18)
            details = game_text(entry) + (" · " + move_label(entry.move) if entry.game else "")
            draw_text_in_box(surface, details, pygame.Rect(inner.x + 376, inner.y, inner.width - 376 - 200,
                                                           inner.height), 20, palette.PAPER_DIM, align="left",
                             min_size=16)
            draw_text_in_box(surface, stamp(entry.mtime), pygame.Rect(inner.right - 190, inner.y, 190, inner.height),
                             20, palette.PAPER_DIM, align="right")
        self.pager.draw(surface)
        for b in self.buttons:
            b.draw(surface)
        if self.overwriting:
            self.draw_confirm(surface)

    def draw_confirm(self, surface) -> None:
        dim(surface)
        draw_panel(surface, CONFIRM, fill=palette.LACQUER, radius=14)
        question = _("Overwrite {name}?").format(name=self.overwriting.removesuffix(".json"))
        draw_text_in_box(surface, question, pygame.Rect(CONFIRM.x + 30, CONFIRM.y + 24, CONFIRM.width - 60, 70), 32,
                         palette.PAPER, bold=True)
        draw_text_in_box(surface, _("The game saved under this name will be replaced."),
                         pygame.Rect(CONFIRM.x + 30, CONFIRM.y + 100, CONFIRM.width - 60, 60), 22,
                         palette.PAPER_DIM, multiline=True)
        for b in self.confirm_buttons:
            b.draw(surface)
