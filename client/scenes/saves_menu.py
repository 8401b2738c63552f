"""Saved games: load one (or the autosaves), delete one, or save the running game."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pygame

from client import paths
from client.core import saves
from client.core.errors import SaveError
from client.i18n import N_, _
from client.render import palette
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.scenes.common import back_button, draw_page, escape_pressed, handle_buttons
from client.widgets.base import clicked, draw_panel
from client.widgets.button import Button
from client.widgets.textfield import TextField

LIST = pygame.Rect(250, 170, 1100, 600)
ROW_H = 70
PER_PAGE = 8


def describe_file(path: Path) -> tuple[str, str]:
    """(title, details) for the list; an unreadable file says so rather than failing."""
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    title = path.stem
    if path.name == saves.AUTOSAVE:
        title = _("Autosave")
    elif path.name == saves.AUTOSAVE_PREVIOUS:
        title = _("Autosave") + " (−1)"
    try:
        data = json.loads(path.read_bytes()[: saves.MAX_BYTES])
        from client.games import get

        spec = get(data["game"])
        details = f"{spec.title_en} · {spec.title_zh} · " + \
            _("{n} players").format(n=len(data["seats"])) + " · " + _("Move {n}").format(n=len(data["actions"]))
    except Exception:
        details = _("unreadable")
    return title, f"{details} · {stamp}"


class LoadScene(Scene):
    name = "load"

    def __init__(self, app):
        super().__init__(app)
        self.back = back_button(app)
        self.page = 0
        self.refresh()

    def refresh(self) -> None:
        folder = paths.saves_dir()
        files = [p for p in folder.glob("*.json") if p.is_file()]
        self.files = sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)
        self.entries = [(p, *describe_file(p)) for p in self.files]

    def rows(self):
        shown = self.entries[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for k, entry in enumerate(shown):
            row = pygame.Rect(LIST.x + 20, LIST.y + 20 + k * ROW_H, LIST.width - 40, ROW_H - 8)
            delete = pygame.Rect(row.right - 150, row.y + 10, 136, row.height - 20)
            yield entry, row, delete

    def load(self, path: Path) -> None:
        from client.games import get
        from client.scenes.title import open_match

        try:
            match = saves.load_file(path, get)
        except SaveError as err:
            self.app.toast(_("This save cannot be loaded: {reason}").format(reason=err), 6)
            return
        open_match(self.app, match)

    def delete(self, path: Path) -> None:
        try:
            path.unlink()
        except OSError as err:
            self.app.toast(str(err))
        self.refresh()

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        if handle_buttons([self.back], event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            pages = max(1, (len(self.entries) + PER_PAGE - 1) // PER_PAGE)
            self.page = max(0, min(pages - 1, self.page - event.y))
            return True
        for (path, _title, _details), row, delete in self.rows():
            if clicked(event, delete):
                self.delete(path)
                return True
            if clicked(event, row):
                self.load(path)
                return True
        return False

    def draw(self, surface) -> None:
        draw_page(surface, _("Saved games"))
        draw_panel(surface, LIST, fill=palette.LACQUER, radius=14)
        if not self.entries:
            draw_text_in_box(surface, _("No saved games"), LIST.inflate(-200, -400), 32, palette.PAPER_DIM)
        mouse = pygame.mouse.get_pos()
        for (path, title, details), row, delete in self.rows():
            hover = row.collidepoint(mouse)
            draw_panel(surface, row, fill=palette.PANEL_HI if hover else palette.PANEL,
                       border=palette.GOLD if hover else palette.MUTED, radius=8, shadow=False)
            draw_text_in_box(surface, title, pygame.Rect(row.x + 16, row.y + 4, 330, row.height - 8), 26,
                             palette.PAPER, align="left")
            draw_text_in_box(surface, details, pygame.Rect(row.x + 350, row.y + 4, row.width - 520, row.height - 8),
                             22, palette.PAPER_DIM, align="left")
            draw_panel(surface, delete, fill=palette.INK, border=palette.VERMILION, radius=6, shadow=False)
            draw_text_in_box(surface, _("Delete"), delete.inflate(-10, -6), 22, palette.PAPER)
        self.back.draw(surface)


class SaveScene(Scene):
    name = "save"

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        default = f"{match.spec.id}-{time.strftime('%Y%m%d-%H%M')}"
        self.name_text = default
        self.field = TextField((500, 400, 600, 60), default, self.set_name, max_length=40, size=28)
        self.field.focus(True)
        self.buttons = [back_button(app),
                        Button((1340, 810, 220, 60), N_("Save"), self.save, primary=True, sound=app.audio.play)]

    def set_name(self, text: str) -> None:
        self.name_text = text

    def save(self) -> None:
        path = paths.saves_dir() / (saves.safe_name(self.name_text) + ".json")
        try:
            saves.write_atomic(path, saves.dumps(self.match))
        except OSError as err:
            self.app.toast(str(err))
            return
        self.app.toast(_("Saved as {file}").format(file=path.name))
        self.app.stack.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        return self.field.handle_event(event) or handle_buttons(self.buttons, event)

    def update(self, dt: float) -> None:
        self.field.update(dt)

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def draw(self, surface) -> None:
        draw_page(surface, _("Save"))
        draw_text_in_box(surface, _("Name"), pygame.Rect(500, 340, 600, 50), 28, palette.PAPER, align="left")
        self.field.draw(surface)
        for b in self.buttons:
            b.draw(surface)
