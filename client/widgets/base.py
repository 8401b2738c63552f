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
        drop_shadow(surface, rect, radius=radius)
    surface.blit(_sheet(rect.size, radius, tuple(fill)), rect)


@functools.lru_cache(maxsize=128)
def _flat_shadow(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect(), border_radius=radius)
    return shade


def drop_shadow(surface, rect, *, radius: int = 6, alpha: int = 90, offset: tuple[int, int] = (2, 4)) -> None:
    """The hard-edged shadow of a flat thing (a sheet, a mat, a card) lying on the table, cast
    ``offset`` down and right (painted once per size)."""
    rect = pygame.Rect(rect)
    surface.blit(_flat_shadow(rect.size, radius, alpha), rect.move(offset))


SHADOW_PAD = 24  # how far a box's soft shadow spreads round its patch


@functools.lru_cache(maxsize=16)
def box_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft shadow for anything lying on the table (a box, a review's smaller table): a dark
    rounded patch ``size`` big blurred by scaling it down and up, SHADOW_PAD of blur round it."""
    w, h = size
    pad = SHADOW_PAD
    patch = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(patch, (0, 0, 0, 150), pygame.Rect(pad, pad, w, h), border_radius=radius)
    small = pygame.transform.smoothscale(patch, (max(1, patch.get_width() // 10), max(1, patch.get_height() // 10)))
    return pygame.transform.smoothscale(small, patch.get_size())


def draw_box(surface, rect, colour, *, radius: int = 10) -> None:
    """A game box lying on the table, ``rect`` its lid in ``colour``: a soft shadow cast down and
    right on the table, and the lid's rolled rim, lit along its top and left, in shade along its
    bottom and right, so that it stands off the table as one thing, not a frame in a frame."""
    rect = pygame.Rect(rect)
    surface.blit(box_shadow(rect.size, radius), (rect.x - SHADOW_PAD + 6, rect.y - SHADOW_PAD + 12))
    rgb = colour[:3]
    pygame.draw.rect(surface, rgb, rect, border_radius=radius)
    lit = tuple(min(255, int(c * 1.4) + 22) for c in rgb)
    shade = tuple(int(c * 0.55) for c in rgb)
    inner = rect.inflate(-4, -4)
    for k in range(3):  # the rim, three pixels deep, fading into the lid's face
        pygame.draw.line(surface, shade, (inner.x + radius, inner.bottom - 1 - k), (inner.right - radius, inner.bottom - 1 - k))
        pygame.draw.line(surface, shade, (inner.right - 1 - k, inner.y + radius), (inner.right - 1 - k, inner.bottom - radius))
    pygame.draw.line(surface, lit, (inner.x + radius, inner.y), (inner.right - radius, inner.y), 2)
    pygame.draw.line(surface, lit, (inner.x, inner.y + radius), (inner.x, inner.bottom - radius), 2)
    pygame.draw.rect(surface, palette.SUMI, rect, 2, border_radius=radius)


def dim(surface, alpha: int = 170) -> None:
    """Darken what is beneath an overlay."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((10, 8, 6, alpha))
    surface.blit(veil, (0, 0))


def clicked(event, rect) -> bool:
    return (event.type == pygame.MOUSEBUTTONUP and event.button == 1
            and pygame.Rect(rect).collidepoint(event.pos))
