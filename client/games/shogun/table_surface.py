"""The table Shogun is played on: dark wooden planks, their seams and grain, a little darker toward
the edges (painted once per size, the same every time), on which the map, the planning tray, the
tower and the paper sheets lie."""
from __future__ import annotations

import functools
import math
import random

import pygame

PLANK_H = 150  # px: one plank's width across the table (1600 × 900)
TONES = ((52, 36, 26), (47, 33, 24), (56, 39, 28), (50, 34, 25))  # the planks, each a shade apart
GRAIN = (36, 25, 18)
SEAM = (22, 16, 12)


@functools.lru_cache(maxsize=2)
def table_picture(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    table = pygame.Surface(size)
    rng = random.Random(f"shogun-table-{w}x{h}")
    grain = pygame.Surface(size, pygame.SRCALPHA)
    for k, y0 in enumerate(range(0, h, PLANK_H)):
        pygame.draw.rect(table, TONES[k % len(TONES)], (0, y0, w, PLANK_H))
        for _line in range(PLANK_H // 4):  # long wavy grain along the plank
            y = y0 + rng.uniform(4, PLANK_H - 4)
            amp, phase, period = rng.uniform(1, 5), rng.uniform(0, 6.3), rng.uniform(60, 140)
            x0, length = rng.uniform(-200, w), rng.uniform(0.2, 0.9) * w
            pts = [(x0 + t, y + amp * math.sin(phase + t / period)) for t in range(0, int(length), 10)]
            if len(pts) > 1:
                pygame.draw.lines(grain, (*GRAIN, rng.randrange(70, 160)), False, pts, 1)
        if y0:
            pygame.draw.line(table, SEAM, (0, y0), (w, y0), 3)
    table.blit(grain, (0, 0))
    shade = pygame.Surface(size, pygame.SRCALPHA)  # the light falls on the middle of the table
    for i in range(16):
        inset = round((16 - i) * min(w, h) / 50)
        pygame.draw.rect(shade, (8, 6, 4, round(90 * (i / 16) ** 2)), shade.get_rect().inflate(-2 * inset, -2 * inset),
                         round(min(w, h) / 50))
    table.blit(shade, (0, 0))
    return table.convert() if pygame.display.get_surface() is not None else table


def draw_table(surface: pygame.Surface) -> None:
    surface.blit(table_picture(surface.get_size()), (0, 0))
