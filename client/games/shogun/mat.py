"""Shogun's cloth mats: the planning mat and the action cards' mat are hemp cloth dyed with
kakishibu (fermented persimmon: a warm red-brown, so the sea stays the table's only big blue)
with their weave and a sashiko-stitched hem, the spaces printed on them darker and ruled in
pale gold (painted once per size, the same every time)."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from client.render import palette
from client.widgets.base import drop_shadow

# the planning mat: persimmon-dyed hemp, its weave, a sashiko-stitched hem; the spaces printed on it
MAT, WEAVE_DARK, WEAVE_LIGHT = (134, 74, 40), (114, 60, 32), (154, 90, 52)
STITCH = (214, 202, 172)  # the hem's running stitches, unbleached thread
LANE = (98, 54, 30)  # an action's space printed on the mat, a shade darker than the cloth (the cards show on it)
PRINT = (226, 190, 118)  # the printed rules and corner marks: pale gold (shows on the red-brown)
PRINT_INK = (236, 226, 200)  # an action's name printed on its space
# an empty card place: a darker print where a card goes, its top and left edges in shadow, a card's
# corners marked in gold (where a card goes, not a box to fill in)
PLACE_FILL, PLACE_SHADE, PLACE_MARK = (80, 42, 24), (56, 28, 14), PRINT
MAT_RADIUS = 12


@lru_cache(maxsize=4)
def mat_picture(size: tuple[int, int]) -> pygame.Surface:
    """The planning mat: persimmon-dyed hemp with its weave in fine darker and paler threads, a hem
    stitched in unbleached thread, the cloth's edge rolled darker (the same every time)."""
    w, h = size
    mat = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mat, MAT, mat.get_rect(), border_radius=MAT_RADIUS)
    weave = pygame.Surface(size, pygame.SRCALPHA)
    rng = random.Random(f"shogun-mat-{w}x{h}")
    for y in range(0, h, 3):  # the weft
        pygame.draw.line(weave, (*(WEAVE_DARK if y % 6 else WEAVE_LIGHT), rng.randrange(60, 130)), (0, y), (w, y))
    for x in range(0, w, 4):  # the warp, fainter
        pygame.draw.line(weave, (*WEAVE_LIGHT, rng.randrange(20, 60)), (x, 0), (x, h))
    for _slub in range(w * h // 900):  # a thicker thread here and there
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        length = rng.uniform(6, 22)
        pygame.draw.line(weave, (*WEAVE_LIGHT, rng.randrange(60, 120)), (x, y), (x + length, y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=MAT_RADIUS)
    weave.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    mat.blit(weave, (0, 0))
    shade = pygame.Surface(size, pygame.SRCALPHA)  # the light on the middle of the cloth, its edges duller
    steps = 10
    for i in range(steps):
        inset = round((steps - i) * min(w, h) / 40)
        pygame.draw.rect(shade, (34, 14, 4, round(70 * (i / steps) ** 2)), shade.get_rect().inflate(-2 * inset, -2 * inset),
                         round(min(w, h) / 40) + 1, border_radius=MAT_RADIUS)
    shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    mat.blit(shade, (0, 0))
    for i, alpha in enumerate((120, 70, 35)):  # the hem rolled under: darker toward the edge
        pygame.draw.rect(mat, (44, 20, 8, alpha), mat.get_rect().inflate(-2 * i, -2 * i), 1,
                         border_radius=MAT_RADIUS - i)
    hem = mat.get_rect().inflate(-10, -10)  # sashiko: even running stitches along the hem
    _stitch(mat, hem, 6, 4)
    pygame.draw.rect(mat, palette.SUMI, mat.get_rect(), 1, border_radius=MAT_RADIUS)
    return mat


def _stitch(surface, rect: pygame.Rect, dash: int, gap: int) -> None:
    """Running stitches along ``rect``'s four sides."""
    step = dash + gap
    for x in range(rect.left + 6, rect.right - 6 - dash, step):
        for y in (rect.top, rect.bottom - 1):
            pygame.draw.line(surface, STITCH, (x, y), (x + dash, y), 1)
    for y in range(rect.top + 6, rect.bottom - 6 - dash, step):
        for x in (rect.left, rect.right - 1):
            pygame.draw.line(surface, STITCH, (x, y), (x, y + dash), 1)


def draw_mat(surface, rect: pygame.Rect) -> None:
    """A mat lying on the table, with its soft shadow."""
    drop_shadow(surface, rect, radius=MAT_RADIUS)
    surface.blit(mat_picture(rect.size), rect)


def draw_card_place(surface, rect: pygame.Rect, radius: int = 4) -> None:
    """An empty place for a card printed on the mat: a darker print with a card's four corners
    marked in gold, its top and left edges in shadow (a card lies in it, a little below the lane)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, PLACE_FILL, rect, border_radius=radius)
    pygame.draw.line(surface, PLACE_SHADE, (rect.x + radius, rect.y + 1), (rect.right - radius - 1, rect.y + 1), 2)
    pygame.draw.line(surface, PLACE_SHADE, (rect.x + 1, rect.y + radius), (rect.x + 1, rect.bottom - radius - 1), 2)
    inner = rect.inflate(-6, -6)
    arm = max(3, min(8, inner.width // 4, inner.height // 4))
    if inner.width < 8 or inner.height < 8:
        return
    for (x, y), (dx, dy) in (((inner.left, inner.top), (1, 1)), ((inner.right - 1, inner.top), (-1, 1)),
                             ((inner.left, inner.bottom - 1), (1, -1)), ((inner.right - 1, inner.bottom - 1), (-1, -1))):
        pygame.draw.line(surface, PLACE_MARK, (x, y), (x + dx * arm, y), 1)
        pygame.draw.line(surface, PLACE_MARK, (x, y), (x, y + dy * arm), 1)
