"""The widget base and the panel look shared by every widget."""
from __future__ import annotations

import pygame

from client.render import palette
from client.window import mouse_pos


class Widget:
    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True

    def handle_event(self, event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def hovered(self) -> bool:
        return self.rect.collidepoint(mouse_pos())


def draw_panel(surface, rect, *, fill=palette.PANEL, border=palette.GOLD, radius=10, width=2,
               shadow=True) -> None:
    rect = pygame.Rect(rect)
    if shadow:
        pygame.draw.rect(surface, palette.SHADOW, rect.move(3, 4), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def dim(surface, alpha: int = 170) -> None:
    """Darken what is beneath an overlay."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((10, 8, 6, alpha))
    surface.blit(veil, (0, 0))


def clicked(event, rect) -> bool:
    return (event.type == pygame.MOUSEBUTTONUP and event.button == 1
            and pygame.Rect(rect).collidepoint(event.pos))
