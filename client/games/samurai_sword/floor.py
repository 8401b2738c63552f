"""The room round Samurai Sword's low table: a tatami floor, painted once per size, and the table on it.

The table stands on straw mats laid in the brick pattern of a guest room, each mat
with its woven grain across it and a dark cloth border (heri) along its long
edges; the log and the prompt lie on it as paper. Flat fields and lines, no
shading but a soft darkening toward the room's edges, so the table holds the eye.
"""
from __future__ import annotations

import functools
import random

import pygame

from client.render import art as pictures
from client.render import palette

from .card_art import GAME

MAT = (640, 320)  # a mat's long and short side on the 1600×900 screen (2:1, as real tatami, seen close)
STRAW = (128, 116, 80)  # aged igusa straw in the room's low light: the lit table outshines it
HERI = (58, 52, 46)  # the mats' border cloth, dark and dull: a quiet seam, not a stripe
GRAIN = 6  # px between two woven ridges
DIM = (196, 190, 184)  # the whole floor multiplied by this: the room lies in shade round the lit table


def mix(a, b, t: float) -> tuple[int, int, int]:
    """``a`` taken ``t`` of the way to ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


@functools.lru_cache(maxsize=2)
def floor(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    rng = random.Random(1603)  # the same room every time
    long, short = MAT
    for row, y in enumerate(range(-short // 2, h, short)):
        offset = -long // 2 if row % 2 else 0
        for x in range(offset, w, long):
            _mat(surf, pygame.Rect(x, y, long, short), rng)
    surf.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
    _darken_edges(surf)
    return surf.convert() if pygame.display.get_surface() else surf


def _mat(surf, rect: pygame.Rect, rng: random.Random) -> None:
    """One mat: its straw a little older or newer than its neighbours', ridges across it, heri along it."""
    base = mix(STRAW, palette.MATSUBA, rng.uniform(0.0, 0.06))
    base = mix(base, palette.KUCHIBA, rng.uniform(0.0, 0.08))
    surf.fill(base, rect)
    ridge, furrow = mix(base, palette.WASHI, 0.04), mix(base, palette.SUMI, 0.07)
    for x in range(rect.x + 2, rect.right - 1, GRAIN):  # the weave runs across the mat's length
        pygame.draw.line(surf, furrow, (x, rect.y), (x, rect.bottom - 1))
        pygame.draw.line(surf, ridge, (x + 2, rect.y), (x + 2, rect.bottom - 1))
    band = 12
    for top in (rect.y, rect.bottom - band):
        heri = pygame.Rect(rect.x, top, rect.width, band)
        surf.fill(HERI, heri)
        pygame.draw.line(surf, mix(HERI, palette.WASHI, 0.08), (heri.x, heri.centery), (heri.right, heri.centery))
    pygame.draw.line(surf, mix(base, palette.SUMI, 0.25), rect.topleft, (rect.x, rect.bottom - 1), 2)


def _darken_edges(surf) -> None:
    """A soft fall of light toward the room's edges (the table in the middle is lit)."""
    w, h = surf.get_size()
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = 18
    for i in range(steps):
        inset = round(i * min(w, h) / (2.6 * steps))
        alpha = round(90 * (1 - i / steps) ** 2 / steps * 3)
        pygame.draw.rect(shade, (16, 12, 8, alpha), (inset, inset, w - 2 * inset, h - 2 * inset),
                         width=max(1, round(min(w, h) / (2.6 * steps))))
    surf.blit(shade, (0, 0))


@functools.lru_cache(maxsize=2)
def room(size: tuple[int, int], table: tuple[int, int, int, int], picture: pygame.Surface) -> pygame.Surface:
    """The floor with the table's ``picture`` standing on it at ``table`` (x, y, w, h): one opaque
    picture, so a frame blits the room once. Keyed by the picture itself: a new rendering of it
    (the picture cache cleared, a damaged file's plain frame) makes a new room."""
    surf = floor(size).copy()
    surf.blit(picture, table[:2])
    return surf


def draw_room(surface, table) -> None:
    """The room over the whole ``surface``: tatami, and the wooden table in ``table`` (x, y, w, h)."""
    table = tuple(table)
    surface.blit(room(surface.get_size(), table, pictures.picture(GAME, "table", table[2:])), (0, 0))
