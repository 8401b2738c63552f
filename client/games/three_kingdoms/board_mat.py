"""3KingdomsBattle's play mat: a dark indigo felt cloth lying on the table under the board, as big as
the laid tiles and a margin (and the squares where the tile in hand may go), with a thin border printed in
dull gold (two rules and fret corners), so the green paper tiles stand out on it rather than floating on the wood. Painted once per size (the
board is refitted when a tile is laid), the same every time."""
from __future__ import annotations

import functools
import random

import pygame


MAT_FELT = (30, 44, 58)  # deep indigo-teal felt: dark, so the green paper tiles are the brightest thing on it
MAT_WEAVE_LIGHT = (58, 76, 92)  # the cloth's weave: threads a little lighter and darker than the felt
MAT_WEAVE_DARK = (18, 28, 38)
MAT_RADIUS = 6
BORDER_IN = 8  # the printed border's outer rule: its distance from the cloth's edge
BAND = 6  # the border's band between its two rules, a deeper tone of the cloth
MAT_BAND = (22, 33, 45)
BORDER_INK = (176, 150, 96)  # the border printed in dull gold thread, quiet on the dark cloth
FRET = 16  # a fret corner's side
WEAVE_TILE = 128  # the cloth's weave is painted on a square this big, laid side by side


MAT_REACH = 0.6  # how far the cloth reaches past the laid tiles, in squares: the near half of every square
# where a tile may go and the printed border beyond it, so the tiles lie on a cloth, not in an empty field


def mat_rect(camera, bounds, clear=(), open_squares=()) -> pygame.Rect | None:
    """Where the mat lies: the laid tiles' squares ``bounds`` (x0, y0, x1, y1) on screen and a margin round
    them, grown to hold the ``open_squares`` shown (where the tile in hand may go) inside its border,
    inside the camera's rectangle, its left edge moved right of any of ``clear`` (the hand's card, the pile,
    the tray) it would lie under; None when too little is left to be a mat."""
    x0, y0, x1, y1 = bounds
    a, b = camera.square_rect(x0, y0), camera.square_rect(x1, y1)
    margin = max(14, round(camera.size * MAT_REACH))
    rect = a.union(b).inflate(2 * margin, 2 * margin)
    for x, y in open_squares:
        rect.union_ip(camera.square_rect(x, y).inflate(2 * (BORDER_IN + BAND), 2 * (BORDER_IN + BAND)))
    rect = rect.clip(camera.rect.inflate(-6, -6))
    for other in clear:
        if rect.colliderect(other):
            rect.width -= max(0, other.right + 10 - rect.left)
            rect.left = max(rect.left, other.right + 10)
    return rect if rect.width > 4 * FRET and rect.height > 4 * FRET else None


def draw_mat(surface, rect: pygame.Rect) -> None:
    """The mat lying on the table, with its soft shadow (no grid: the places a tile may go are shown
    only while a tile is in hand, as dotted outlines beside the tiles laid)."""
    surface.blit(_shadow(rect.size), rect.move(3, 5))
    surface.blit(mat_picture(rect.size), rect)


@functools.lru_cache(maxsize=4)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """The mat's shadow on the table, painted once per size like the mat (the board is redrawn whenever the
    camera moves: a mat-sized surface made each time cost more than the mat's own blit)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=MAT_RADIUS)
    return shade


@functools.lru_cache(maxsize=4)
def mat_picture(size: tuple[int, int]) -> pygame.Surface:
    """Dark felt with its weave, a little darker toward its edges, in a thin border printed in dull gold."""
    w, h = size
    mat = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mat, MAT_FELT, mat.get_rect(), border_radius=MAT_RADIUS)
    weave = _weave()
    for x in range(0, w, WEAVE_TILE):
        for y in range(0, h, WEAVE_TILE):
            mat.blit(weave, (x, y))
    mat.blit(_shaded(size), (0, 0))  # the cloth's edges in shade, its middle under the lamp
    ink = mat.get_rect().inflate(-2 * BORDER_IN, -2 * BORDER_IN)
    pygame.draw.rect(mat, MAT_BAND, ink, BAND)
    pygame.draw.rect(mat, BORDER_INK, ink, 1)
    pygame.draw.rect(mat, BORDER_INK, ink.inflate(-2 * BAND, -2 * BAND), 1)
    for cx, cy in (ink.topleft, (ink.right - FRET, ink.top), (ink.left, ink.bottom - FRET),
                   (ink.right - FRET, ink.bottom - FRET)):
        _fret(mat, pygame.Rect(cx, cy, FRET, FRET))
    _hem(mat, mat.get_rect().inflate(-2 * HEM, -2 * HEM))
    pygame.draw.rect(mat, (12, 18, 24), mat.get_rect(), 1, border_radius=MAT_RADIUS)
    return mat


HEM = 4  # the cloth's hem: a running stitch this far inside its edge
STITCH = (74, 90, 104)  # the hem's thread: a little lighter than the felt


def _hem(surface, rect: pygame.Rect) -> None:
    """A running stitch along ``rect``: short thread dashes, as a cloth's hem is sewn."""
    for a, b, step in ((rect.topleft, rect.topright, (1, 0)), (rect.bottomleft, rect.bottomright, (1, 0)),
                       (rect.topleft, rect.bottomleft, (0, 1)), (rect.topright, rect.bottomright, (0, 1))):
        length = (b[0] - a[0]) + (b[1] - a[1])
        for k in range(4, length - 6, 8):
            start = (a[0] + step[0] * k, a[1] + step[1] * k)
            pygame.draw.line(surface, STITCH, start, (start[0] + step[0] * 4, start[1] + step[1] * 4))


@functools.lru_cache(maxsize=1)
def _weave() -> pygame.Surface:
    """The felt's woven texture on a square laid side by side: faint threads across and down, each
    a little lighter or darker than the cloth, and a few flecks (seeded: the same every time)."""
    rng = random.Random("three-kingdoms-felt")
    weave = pygame.Surface((WEAVE_TILE, WEAVE_TILE), pygame.SRCALPHA)
    for k in range(0, WEAVE_TILE, 2):
        light = rng.random() < 0.5
        rgb, alpha = (MAT_WEAVE_LIGHT, rng.randrange(14, 34)) if light else (MAT_WEAVE_DARK, rng.randrange(20, 44))
        pygame.draw.line(weave, (*rgb, alpha), (0, k), (WEAVE_TILE - 1, k))
        light = rng.random() < 0.5
        rgb, alpha = (MAT_WEAVE_LIGHT, rng.randrange(10, 26)) if light else (MAT_WEAVE_DARK, rng.randrange(14, 34))
        pygame.draw.line(weave, (*rgb, alpha), (k + 1, 0), (k + 1, WEAVE_TILE - 1))
    for _fleck in range(WEAVE_TILE * WEAVE_TILE // 400):
        x, y = rng.uniform(0, WEAVE_TILE - 6), rng.uniform(0, WEAVE_TILE - 2)
        pygame.draw.line(weave, (*MAT_WEAVE_LIGHT, rng.randrange(30, 70)), (x, y), (x + rng.uniform(2, 5), y))
    return weave


def _shaded(size: tuple[int, int]) -> pygame.Surface:
    """A soft shade growing toward the cloth's edges (drawn small, smoothly enlarged: no steps)."""
    small = pygame.Surface((24, 16), pygame.SRCALPHA)
    for i in range(24):
        for j in range(16):
            edge = min(i + 0.5, 23.5 - i, (j + 0.5) * 1.5, (15.5 - j) * 1.5) / 6  # 0 at the edge, 1 inside
            small.set_at((i, j), (0, 0, 0, round(80 * max(0.0, 1 - edge) ** 2)))
    return pygame.transform.smoothscale(small, size)


def _fret(surface, box: pygame.Rect) -> None:
    """A fret corner (回紋): a square with a square spiral inside, printed in the border's gold where its
    rules meet."""
    pygame.draw.rect(surface, MAT_BAND, box)
    pygame.draw.rect(surface, BORDER_INK, box, 1)
    s, x, y = box.width, box.x, box.y
    points = [(x + s * 0.28, y + s * 0.72), (x + s * 0.28, y + s * 0.28), (x + s * 0.72, y + s * 0.28),
              (x + s * 0.72, y + s * 0.72), (x + s * 0.5, y + s * 0.72), (x + s * 0.5, y + s * 0.5)]
    pygame.draw.lines(surface, BORDER_INK, False, points, 1)
