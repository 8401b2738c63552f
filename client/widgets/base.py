"""The widget base and the panel look shared by every widget."""
from __future__ import annotations

import functools
import random

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


@functools.lru_cache(maxsize=64)
def _sheet(size: tuple[int, int], radius: int, fill: tuple) -> pygame.Surface:
    """A washi sheet: the paper, a few long fibres and a deckled hairline edge, drawn once per size."""
    w, h = size
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(sheet, fill, sheet.get_rect(), border_radius=radius)
    rng = random.Random(w * 7919 + h)  # the same fibres every time this size is drawn
    fibres = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(max(6, w * h // 2600)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        length, slope = rng.uniform(6, 22), rng.uniform(-0.5, 0.5)
        shade = rng.choice(((150, 120, 80, 46), (255, 255, 250, 90)))
        pygame.draw.line(fibres, shade, (x, y), (x + length, y + length * slope))
    sheet.set_clip(sheet.get_rect().inflate(-2 * radius, -2 * radius))  # fibres stay off the corners
    sheet.blit(fibres, (0, 0))
    sheet.set_clip(None)
    edge = tuple(max(0, c - 26) for c in fill)
    pygame.draw.rect(sheet, edge, sheet.get_rect(), 3, border_radius=radius)
    pygame.draw.rect(sheet, palette.SHEET_EDGE, sheet.get_rect(), 1, border_radius=radius)
    return sheet


def draw_sheet(surface, rect, *, fill=palette.SHEET, radius: int = 6, shadow: bool = True) -> None:
    """A paper sheet lying on the table (the score sheet, the log, a prompt): write on it with
    ``palette.SHEET_INK``, ``SHEET_DIM`` and ``SHEET_LIT``."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    if shadow:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=radius)
        surface.blit(shade, rect.move(2, 4))
    surface.blit(_sheet(rect.size, radius, tuple(fill)), rect)


@functools.lru_cache(maxsize=16)
def _box_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft shadow for a box on the table: a dark rounded patch blurred by scaling it down and up."""
    w, h = size
    pad = 16
    patch = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(patch, (0, 0, 0, 150), pygame.Rect(pad, pad, w, h), border_radius=radius)
    small = pygame.transform.smoothscale(patch, (max(1, patch.get_width() // 8), max(1, patch.get_height() // 8)))
    return pygame.transform.smoothscale(small, patch.get_size())


box_shadow = _box_shadow  # a soft shadow ``size`` big, 16 px of blur around it: for anything lying on the table


def draw_box(surface, rect, colour, *, depth: int = 12, radius: int = 10) -> None:
    """A game box lying on the table, ``rect`` its lid's top in ``colour``: a soft shadow on the
    table, the box's side (the lid's colour in shade) showing ``depth`` below, a lit top edge."""
    rect = pygame.Rect(rect)
    body = pygame.Rect(rect.x, rect.y, rect.width, rect.height + depth)
    surface.blit(_box_shadow(body.size, radius), (body.x - 16 + 5, body.y - 16 + 10))
    pygame.draw.rect(surface, tuple(int(c * 0.5) for c in colour[:3]), body, border_radius=radius)
    for k in range(depth):  # the side in the lid's colour, lit at the lid's lip, shaded toward the table
        shade = 0.95 - 0.45 * k / depth
        pygame.draw.line(surface, tuple(int(c * shade) for c in colour[:3]), (body.x + 3, rect.bottom + k),
                         (body.right - 4, rect.bottom + k))
    pygame.draw.rect(surface, palette.SUMI, body, 2, border_radius=radius)
    # the seam where the lid's edge meets the box beneath
    pygame.draw.line(surface, tuple(int(c * 0.35) for c in colour[:3]), (body.x + radius, rect.bottom + depth // 2),
                     (body.right - radius, rect.bottom + depth // 2), 2)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    lit = tuple(min(255, int(c * 1.35) + 18) for c in colour[:3])
    pygame.draw.line(surface, lit, (rect.x + radius, rect.y + 1), (rect.right - radius, rect.y + 1), 2)
    pygame.draw.rect(surface, palette.SUMI, rect, 2, border_radius=radius)


def dim(surface, alpha: int = 170) -> None:
    """Darken what is beneath an overlay."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((10, 8, 6, alpha))
    surface.blit(veil, (0, 0))


def clicked(event, rect) -> bool:
    return (event.type == pygame.MOUSEBUTTONUP and event.button == 1
            and pygame.Rect(rect).collidepoint(event.pos))
