"""Backgrounds drawn by code: lacquer ground with a seigaiha (wave) pattern and a red sun."""
from __future__ import annotations

import functools
import math

import pygame

from client.render import palette


QUIET = 0.3  # a quiet backdrop's waves are this much closer to the lacquer (behind cards to choose from)


def _toward_lacquer(colour: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    return tuple(round(c + (g - c) * share) for c, g in zip(colour, palette.LACQUER[:3]))


@functools.lru_cache(maxsize=6)
def _waves(size: tuple[int, int], sun: bool, quiet: bool = False) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size).convert()
    surface.fill(palette.LACQUER)
    # seigaiha: rows of concentric arcs, each row offset by half a scale
    r = 46
    share = QUIET if quiet else 0.0
    ink, crest = _toward_lacquer((48, 38, 33), share), _toward_lacquer((58, 46, 40), share)
    for row, y in enumerate(range(-r, h + r, r // 2)):
        offset = 0 if row % 2 == 0 else r
        for x in range(-2 * r + offset, w + 2 * r, 2 * r):
            for k, radius in enumerate((r, r * 0.74, r * 0.48, r * 0.22)):
                colour = ink if k % 2 == 0 else palette.LACQUER
                pygame.draw.circle(surface, colour, (x, y), int(radius), draw_top_left=True,
                                   draw_top_right=True)
                pygame.draw.circle(surface, crest if k % 2 == 0 else ink, (x, y), int(radius), 2,
                                   draw_top_left=True, draw_top_right=True)
    if sun:
        glow = pygame.Surface(size, pygame.SRCALPHA)
        cx, cy, rad = int(w * 0.5), int(h * 0.225), int(h * 0.19)  # clear of the title's first button
        for i in range(12, 0, -1):
            pygame.draw.circle(glow, (178, 58, 42, 10), (cx, cy), rad + i * 9)
        pygame.draw.circle(glow, (178, 58, 42, 235), (cx, cy), rad)
        surface.blit(glow, (0, 0))
    # vignette: darker towards the edges so panels stand out
    shade = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(24):
        a = int(110 * (i / 24) ** 2)
        inset = int((24 - i) * min(w, h) / 60)
        pygame.draw.rect(shade, (10, 8, 6, a), shade.get_rect().inflate(-2 * inset, -2 * inset), int(min(w, h) / 60))
    surface.blit(shade, (0, 0))
    return surface


def draw_backdrop(surface: pygame.Surface, sun: bool = False, quiet: bool = False) -> None:
    """The lacquer ground with its waves; ``quiet``: the waves' contrast lowered by QUIET, so that
    paper cards lying on it stand out."""
    surface.blit(_waves(surface.get_size(), sun, quiet), (0, 0))


def draw_brush_rule(surface: pygame.Surface, y: int, x0: int, x1: int, colour=palette.GOLD) -> None:
    """A thin tapered rule, like a brush stroke under a heading."""
    points_top, points_bottom = [], []
    for i in range(21):
        t = i / 20
        x = x0 + t * (x1 - x0)
        thick = 3.2 * math.sin(math.pi * t) ** 0.7
        points_top.append((x, y - thick / 2))
        points_bottom.append((x, y + thick / 2))
    pygame.draw.polygon(surface, colour, points_top + points_bottom[::-1])
