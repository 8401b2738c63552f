"""3KingdomsBattle's play mat: a sheet of old map paper lying on the table under the board, as big as
the squares in play and a margin, with a printed border (an ink rule, a vermilion rule and fret corners,
as an old map of the realm is framed), so the tiles read as lying on a map rather than floating on the
wood. Painted once per size (the board is refitted when a tile is laid), the same every time."""
from __future__ import annotations

import functools
import random

import pygame

from client.render import palette

MAT_PAPER = (178, 158, 120)  # aged map paper: darker than the sheets, so the tiles stay the brightest
MAT_FIBRE = (152, 130, 94)  # the paper's fibres and specks
MAT_RADIUS = 6
BORDER_IN = 9  # the printed ink rule's distance from the paper's edge
FRET = 14  # a fret corner's side


def mat_rect(camera, bounds, clear=()) -> pygame.Rect | None:
    """Where the mat lies: the squares ``bounds`` (x0, y0, x1, y1) on screen and a margin round them,
    inside the camera's rectangle, its left edge moved right of any of ``clear`` (the hand's card, the pile,
    the tray) it would lie under; None when too little is left to be a mat."""
    x0, y0, x1, y1 = bounds
    a, b = camera.square_rect(x0, y0), camera.square_rect(x1, y1)
    margin = max(14, camera.size // 5)
    rect = a.union(b).inflate(2 * margin, 2 * margin).clip(camera.rect.inflate(-6, -6))
    for other in clear:
        if rect.colliderect(other):
            rect.width -= max(0, other.right + 10 - rect.left)
            rect.left = max(rect.left, other.right + 10)
    return rect if rect.width > 4 * FRET and rect.height > 4 * FRET else None


def draw_mat(surface, rect: pygame.Rect) -> None:
    """The mat lying on the table, with its soft shadow."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 80), shade.get_rect(), border_radius=MAT_RADIUS)
    surface.blit(shade, rect.move(3, 5))
    surface.blit(mat_picture(rect.size), rect)


@functools.lru_cache(maxsize=4)
def mat_picture(size: tuple[int, int]) -> pygame.Surface:
    """Old map paper with its fibres, darker toward its edges, in a printed border."""
    w, h = size
    mat = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mat, MAT_PAPER, mat.get_rect(), border_radius=MAT_RADIUS)
    rng = random.Random(f"three-kingdoms-mat-{w}x{h}")
    fibres = pygame.Surface(size, pygame.SRCALPHA)
    for _fibre in range(w * h // 700):
        x, y = rng.uniform(4, w - 4), rng.uniform(4, h - 4)
        dx, dy = rng.uniform(-9, 9), rng.uniform(-3, 3)
        pygame.draw.line(fibres, (*MAT_FIBRE, rng.randrange(40, 110)), (x, y), (x + dx, y + dy))
    mat.blit(fibres, (0, 0))
    brown = pygame.Surface(size, pygame.SRCALPHA)  # the paper's edges browned a little, its middle in the light
    steps = 10
    for i in range(steps):
        inset = i * min(w, h) // 60
        pygame.draw.rect(brown, (70, 44, 20, round(60 * (1 - i / steps) ** 2)),
                         brown.get_rect().inflate(-2 * inset, -2 * inset), min(w, h) // 60 + 1)
    mat.blit(brown, (0, 0))
    ink = mat.get_rect().inflate(-2 * BORDER_IN, -2 * BORDER_IN)
    pygame.draw.rect(mat, palette.SUMI, ink, 2)
    pygame.draw.rect(mat, palette.VERMILION, ink.inflate(-8, -8), 1)
    for cx, cy in (ink.topleft, (ink.right - FRET, ink.top), (ink.left, ink.bottom - FRET),
                   (ink.right - FRET, ink.bottom - FRET)):
        _fret(mat, pygame.Rect(cx, cy, FRET, FRET))
    pygame.draw.rect(mat, palette.SHEET_EDGE, mat.get_rect(), 1, border_radius=MAT_RADIUS)
    return mat


def _fret(surface, box: pygame.Rect) -> None:
    """A fret corner (回紋): an ink square with a square spiral inside, printed where the rules meet."""
    pygame.draw.rect(surface, MAT_PAPER, box)
    pygame.draw.rect(surface, palette.SUMI, box, 2)
    s, x, y = box.width, box.x, box.y
    points = [(x + s * 0.28, y + s * 0.72), (x + s * 0.28, y + s * 0.28), (x + s * 0.72, y + s * 0.28),
              (x + s * 0.72, y + s * 0.72), (x + s * 0.5, y + s * 0.72), (x + s * 0.5, y + s * 0.5)]
    pygame.draw.lines(surface, palette.VERMILION, False, points, 2)
