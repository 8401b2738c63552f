"""Game covers for the game list, drawn by code (no images from the published games)."""
from __future__ import annotations

import functools
import math

import pygame

from client.render import palette
from client.render.text import draw_text

# ground colour and motif per game; unknown games get the default
COVERS = {
    "shogun": ((120, 34, 28), "tower"),
    "samurai_sword": ((28, 40, 58), "swords"),
    "three_kingdoms": ((42, 64, 40), "tiles"),
    "yedo": ((58, 44, 70), "roofs"),
    "himefuda": ((86, 40, 60), "cards"),
}


def _motif(surface: pygame.Surface, kind: str, colour) -> None:
    w, h = surface.get_size()
    if kind == "tower":  # the cube tower with falling cubes
        body = pygame.Rect(0, 0, w * 0.34, h * 0.44)
        body.midbottom = (w * 0.5, h * 0.86)
        funnel = [(body.left - 10, body.top - 16), (body.right + 10, body.top - 16), (body.right, body.top),
                  (body.left, body.top)]
        pygame.draw.polygon(surface, colour, funnel, 4)
        tray = pygame.Rect(body.left - 26, body.bottom, body.width + 52, 12)
        pygame.draw.rect(surface, colour, tray, 4, border_radius=3)
        pygame.draw.rect(surface, colour, body, 4, border_radius=6)
        for i, y in enumerate((0.3, 0.55)):
            yy = body.top + body.h * y
            x0, x1 = (body.left, body.centerx + 12) if i == 0 else (body.centerx - 12, body.right)
            pygame.draw.line(surface, colour, (x0, yy), (x1, yy), 5)
        for k, (x, y) in enumerate(((0.44, 0.83), (0.56, 0.83), (0.5, 0.3))):
            cube = pygame.Rect(0, 0, 16, 16)
            cube.center = (w * x, h * y)
            pygame.draw.rect(surface, colour, cube.inflate(-2 * (k % 2), 0), border_radius=2)
    elif kind == "swords":
        for sign in (-1, 1):
            a = (w * 0.5 - sign * w * 0.32, h * 0.82)
            b = (w * 0.5 + sign * w * 0.3, h * 0.2)
            pygame.draw.line(surface, colour, a, b, 7)
            t = 0.22
            gx, gy = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            pygame.draw.circle(surface, colour, (gx, gy), 11, 4)
    elif kind == "tiles":
        size = w * 0.16
        for i in range(3):
            for j in range(3):
                if (i + j) % 2 == 0:
                    r = pygame.Rect(w * 0.26 + i * size, h * 0.28 + j * size, size - 6, size - 6)
                    pygame.draw.rect(surface, colour, r, 4, border_radius=4)
    elif kind == "roofs":
        for i, y in enumerate((0.38, 0.55, 0.72)):
            half = w * (0.18 + 0.08 * i)
            pts = [(w / 2 - half, h * y), (w / 2, h * (y - 0.12)), (w / 2 + half, h * y)]
            pygame.draw.lines(surface, colour, False, pts, 6)
    elif kind == "cards":
        for i in range(3):
            card = pygame.Surface((w * 0.3, h * 0.42), pygame.SRCALPHA)
            pygame.draw.rect(card, colour, card.get_rect(), 5, border_radius=8)
            rotated = pygame.transform.rotate(card, (i - 1) * 16)
            surface.blit(rotated, rotated.get_rect(center=(w / 2 + (i - 1) * w * 0.14, h * 0.52)))
    else:
        pygame.draw.circle(surface, colour, (w / 2, h / 2), min(w, h) * 0.3, 5)


@functools.lru_cache(maxsize=16)
def cover(game_id: str, title_zh: str, size: tuple[int, int]) -> pygame.Surface:
    ground, motif = COVERS.get(game_id, ((60, 50, 44), "circle"))
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, ground, surface.get_rect(), border_radius=12)
    # faint rays from the top, like a banner
    for i in range(14):
        angle = math.pi * (0.1 + 0.8 * i / 13)
        end = (w / 2 + math.cos(angle) * w, h * 1.1 - math.sin(angle) * h * 1.4)
        pygame.draw.line(surface, tuple(min(255, c + 14) for c in ground), (w / 2, h * 1.1), end, 9)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    _motif(layer, motif, (*palette.GOLD, 150))
    surface.blit(layer, (0, 0))
    draw_text(surface, title_zh, (w / 2, h * 0.15), int(min(w / max(1, len(title_zh)) * 0.7, 54)),
              palette.PAPER, anchor="center", bold=True)
    pygame.draw.rect(surface, palette.GOLD, surface.get_rect(), 3, border_radius=12)
    return surface
