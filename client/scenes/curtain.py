"""The hot-seat curtain: covers the whole screen before the device passes to another human
(who may then see private information)."""
from __future__ import annotations

import pygame

from typing import Callable

from client.i18n import _, current_language
from client.render import palette
from client.render.backdrop import draw_backdrop
from client.render.palette import seat_colour
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.scenes.base import Scene
from client.widgets.base import draw_panel


class CurtainScene(Scene):
    """Opaque on purpose (not transparent): nothing of the table shows through."""

    name = "curtain"

    def __init__(self, app, seat, on_lift, reason: str | Callable[[], str] = "", private: bool = True):
        super().__init__(app)
        self.seat = seat
        self.on_lift = on_lift
        # why the player is called: "Your turn", "Answer Ann's attack"…; a function is asked
        # again after a language switch (Settings from the Esc menu), so the words follow it
        self._reason = reason
        self._said: tuple[str, str] | None = None  # (language, reason in it)
        self.private = private  # the seat will see what others may not: they look away

    @property
    def reason(self) -> str:
        if not callable(self._reason):
            return self._reason
        language = current_language()
        if self._said is None or self._said[0] != language:
            self._said = (language, self._reason())
        return self._said[1]

    def lift(self) -> None:
        self.on_lift()  # first: the table beneath resumes already uncovered
        self.app.stack.remove(self)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.lift()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.lift()
                return True
            if event.key == pygame.K_ESCAPE:
                beneath = [s for s in self.app.stack if s.name == "play"]
                if beneath:
                    beneath[-1].open_menu()
                return True
        return True  # nothing gets past the curtain

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        colour = seat_colour(self.seat.colour)
        card = pygame.Rect(0, 0, 760, 420)
        card.center = (800, 450)
        draw_panel(surface, card, fill=palette.PANEL, border=colour.rgb, width=6, radius=18)
        pygame.draw.rect(surface, colour.rgb, (card.x, card.y, card.width, 26),
                         border_top_left_radius=18, border_top_right_radius=18)
        draw_marker(surface, (card.centerx, card.y + 96), 44, colour)
        inner = card.width - 80
        draw_text_in_box(surface, _("Pass to {name}").format(name=self.seat.name),
                         pygame.Rect(card.x + 40, card.y + 152, inner, 76), 56, palette.PAPER, bold=True)
        if self.reason:  # why: "Your turn", "Answer Ann's attack"…
            draw_text_in_box(surface, self.reason, pygame.Rect(card.x + 40, card.y + 232, inner, 56), 36,
                             palette.GOLD, bold=True)
        draw_text_in_box(surface, _("Click when ready"), pygame.Rect(card.x + 40, card.y + 300, inner, 50),
                         28, palette.PAPER_DIM)
        if self.private:
            draw_text_in_box(surface, _("Others, please look away."),
                             pygame.Rect(card.x + 40, card.y + 354, inner, 40), 22, palette.MUTED)
