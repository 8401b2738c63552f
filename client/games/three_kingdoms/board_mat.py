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
BORDER_IN = 8  # the printed border's outer ink rule: its distance from the paper's edge
BAND = 8  # the border's band between its ink rule and its vermilion rule, a deeper tone of the paper
MAT_BAND = (152, 128, 90)
FRET = 18  # a fret corner's side
FIBRE_TILE = 256  # the paper's fibres are painted on a square this big, laid side by side
GRID_INK, GRID_ALPHA = (90, 66, 40), 45  # the squares' grid printed on the mat


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


def draw_mat(surface, rect: pygame.Rect, camera=None) -> None:
    """The mat lying on the table, with its soft shadow; with ``camera``, the squares' grid printed faintly
    inside its border (計里畫方: an old map is ruled in squares), so the places a tile may go line up."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 80), shade.get_rect(), border_radius=MAT_RADIUS)
    surface.blit(shade, rect.move(3, 5))
    surface.blit(mat_picture(rect.size), rect)
    if camera is not None:
        inner = rect.inflate(-2 * (BORDER_IN + BAND + 4), -2 * (BORDER_IN + BAND + 4))
        surface.blit(_grid(inner.size, camera.size, (camera.origin()[0] - inner.x) % camera.size,
                           (camera.origin()[1] - inner.y) % camera.size), inner)


@functools.lru_cache(maxsize=4)
def _grid(size: tuple[int, int], step: int, dx: int, dy: int) -> pygame.Surface:
    """The grid of squares ``step`` apart, lines through (dx, dy): a faint ink rule."""
    w, h = size
    grid = pygame.Surface(size, pygame.SRCALPHA)
    for x in range(dx, w, step):
        pygame.draw.line(grid, (*GRID_INK, GRID_ALPHA), (x, 0), (x, h - 1))
    for y in range(dy, h, step):
        pygame.draw.line(grid, (*GRID_INK, GRID_ALPHA), (0, y), (w - 1, y))
    return grid


@functools.lru_cache(maxsize=4)
def mat_picture(size: tuple[int, int]) -> pygame.Surface:
    """Old map paper with its fibres, darker toward its edges, in a printed border."""
    w, h = size
    mat = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mat, MAT_PAPER, mat.get_rect(), border_radius=MAT_RADIUS)
    fibres = _fibres()
    for x in range(0, w, FIBRE_TILE):
        for y in range(0, h, FIBRE_TILE):
            mat.blit(fibres, (x, y))
    mat.blit(_browned(size), (0, 0))  # the paper's edges browned a little, its middle in the light
    ink = mat.get_rect().inflate(-2 * BORDER_IN, -2 * BORDER_IN)
    pygame.draw.rect(mat, MAT_BAND, ink, BAND)
    pygame.draw.rect(mat, palette.SUMI, ink, 2)
    pygame.draw.rect(mat, palette.SUMI, ink.inflate(-2 * BAND, -2 * BAND), 1)
    pygame.draw.rect(mat, palette.VERMILION, ink.inflate(-2 * BAND - 6, -2 * BAND - 6), 1)
    for cx, cy in (ink.topleft, (ink.right - FRET, ink.top), (ink.left, ink.bottom - FRET),
                   (ink.right - FRET, ink.bottom - FRET)):
        _fret(mat, pygame.Rect(cx, cy, FRET, FRET))
    pygame.draw.rect(mat, palette.SHEET_EDGE, mat.get_rect(), 1, border_radius=MAT_RADIUS)
    return mat


@functools.lru_cache(maxsize=1)
def _fibres() -> pygame.Surface:
    """The paper's fibres and specks on a square laid side by side (painted once, the same every time)."""
    rng = random.Random("three-kingdoms-mat")
    fibres = pygame.Surface((FIBRE_TILE, FIBRE_TILE), pygame.SRCALPHA)
    for _fibre in range(FIBRE_TILE * FIBRE_TILE // 700):
        x, y = rng.uniform(0, FIBRE_TILE - 10), rng.uniform(3, FIBRE_TILE - 3)
        dx, dy = rng.uniform(-9, 9), rng.uniform(-3, 3)
        pygame.draw.line(fibres, (*MAT_FIBRE, rng.randrange(40, 110)), (x + 9, y), (x + 9 + dx, y + dy))
    return fibres


def _browned(size: tuple[int, int]) -> pygame.Surface:
    """A soft brown shade growing toward the paper's edges (drawn small, smoothly enlarged: no steps)."""
    small = pygame.Surface((24, 16), pygame.SRCALPHA)
    for i in range(24):
        for j in range(16):
            edge = min(i + 0.5, 23.5 - i, (j + 0.5) * 1.5, (15.5 - j) * 1.5) / 6  # 0 at the edge, 1 inside
            small.set_at((i, j), (70, 44, 20, round(70 * max(0.0, 1 - edge) ** 2)))
    return pygame.transform.smoothscale(small, size)


def _fret(surface, box: pygame.Rect) -> None:
    """A fret corner (回紋): an ink square with a square spiral inside, printed where the rules meet."""
    pygame.draw.rect(surface, MAT_PAPER, box)
    pygame.draw.rect(surface, palette.SUMI, box, 2)
    s, x, y = box.width, box.x, box.y
    points = [(x + s * 0.28, y + s * 0.72), (x + s * 0.28, y + s * 0.28), (x + s * 0.72, y + s * 0.28),
              (x + s * 0.72, y + s * 0.72), (x + s * 0.5, y + s * 0.72), (x + s * 0.5, y + s * 0.5)]
    pygame.draw.lines(surface, palette.VERMILION, False, points, 2)
