"""Rules help: the table's controls, then the game's own summary (``help_module.SECTIONS``).

A game's help module lists ``(heading, paragraph)`` msgids marked with ``N_``,
so its rules text lives in the same catalogues as every other string.
"""
from __future__ import annotations

import pygame

from client.i18n import N_, _, game_name
from client.render import palette
from client.render.text import draw_text_in_box, wrap
from client.scenes.base import Scene
from client.scenes.common import back_button, draw_page, escape_pressed, handle_buttons
from client.widgets.base import draw_panel

CONTROLS = (
    (N_("Controls"),
     N_("Click to choose. Esc opens the menu (save, load, settings, rules). F11 switches full screen. "
        "Ctrl+Z takes back your own last step while it is still your turn and nothing hidden or random "
        "has come out since.")),
    (N_("Hot-seat"),
     N_("When several people share the screen, a curtain names the next player before anything private "
        "is shown. Pass the device, then click.")),
    (N_("Saving"),
     N_("The game is saved automatically after every move; Continue on the title screen brings it back. "
        "Save in the menu keeps a copy under a name of your choice.")),
)
PAGE = pygame.Rect(220, 160, 1160, 620)
BODY, HEAD = 24, 30


class HelpScene(Scene):
    name = "help"

    def __init__(self, app, spec=None):
        super().__init__(app)
        self.spec = spec
        self.back = back_button(app)
        self.scroll = 0
        self.sections = list(CONTROLS)
        rules = spec.load_help() if spec is not None else None
        if rules is not None:
            self.sections = list(rules.SECTIONS) + self.sections

    def lines(self) -> list[tuple[str, int, tuple]]:
        width = PAGE.width - 80
        out = []
        for heading, body in self.sections:
            out.append((_(heading), HEAD, palette.GOLD))
            for paragraph in _(body).split("\n"):
                for line in wrap(paragraph, width, BODY):
                    out.append((line, BODY, palette.PAPER))
            out.append(("", BODY // 2, palette.PAPER))
        return out

    def handle_event(self, event) -> bool:
        if escape_pressed(event):
            self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 60 if event.key == pygame.K_DOWN else 400
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (60 if event.key == pygame.K_UP else 400))
            return True
        return handle_buttons([self.back], event)

    def draw(self, surface) -> None:
        title = _("Rules help")
        if self.spec is not None:
            title = f"{title} · {game_name(self.spec)}"
        draw_page(surface, title)
        draw_panel(surface, PAGE, fill=palette.LACQUER, radius=14)
        lines = self.lines()
        total = sum(size + 10 for _t, size, _c in lines)
        self.scroll = min(self.scroll, max(0, total - PAGE.height + 60))
        clip = surface.get_clip()
        surface.set_clip(PAGE.inflate(-20, -20))
        y = PAGE.y + 30 - self.scroll
        for text, size, colour in lines:
            if PAGE.y - 60 < y < PAGE.bottom:
                draw_text_in_box(surface, text, pygame.Rect(PAGE.x + 40, y, PAGE.width - 80, size + 10), size, colour,
                                 align="left")
            y += size + 10
        surface.set_clip(clip)
        self.back.draw(surface)
