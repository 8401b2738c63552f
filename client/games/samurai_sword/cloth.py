"""The indigo cloth the piles lie on in the middle of Samurai Sword's table: dyed with seigaiha
(the waves of the blue sea, rows of overlapping rings), bound with a darker hem and a kinari
stitch, lying on the wood with a soft shadow. It gives the table's middle a focus; painted once
per size."""
from __future__ import annotations

import functools

import pygame

from client.render import palette

from .floor import mix

CLOTH = (20, 32, 60)  # a deep indigo, darker than the deck's back: the deck stands out on it
WAVE = mix(CLOTH, palette.WASHI, 0.24)  # the waves' rings, dyed paler: a quiet pattern, not a stripe
HEM = (12, 20, 40)
WAVE_R = 22  # a wave's radius on the 1600×900 table
HEM_W = 9
SHADOW_PAD = 8  # the picture is this much larger each side than the cloth: its shadow on the wood


def _waves(w: int, h: int) -> pygame.Surface:
    """The seigaiha field at twice the size (its rings drawn hard, smoothed when halved): each row of
    fans lies over the row above it, half a wave across, so only their upper halves show."""
    r = 2 * WAVE_R
    field = pygame.Surface((2 * w, 2 * h))
    field.fill(CLOTH)
    line = 3
    for row, y in enumerate(range(0, 2 * h + r, r // 2)):
        shift = r if row % 2 else 0
        for x in range(-r + shift, 2 * w + r, 2 * r):
            pygame.draw.circle(field, CLOTH, (x, y), r)
            for k in (1.0, 0.74, 0.48):
                pygame.draw.circle(field, WAVE, (x, y), round(r * k), line)
            pygame.draw.circle(field, WAVE, (x, y), round(r * 0.2))
    return field


@functools.lru_cache(maxsize=8)
def cloth(w: int, h: int) -> pygame.Surface:
    """The cloth ``w``×``h`` with its shadow round it: blit at the cloth's top-left less SHADOW_PAD."""
    surf = pygame.Surface((w + 2 * SHADOW_PAD, h + 2 * SHADOW_PAD), pygame.SRCALPHA)
    body = pygame.Rect(SHADOW_PAD, SHADOW_PAD, w, h)
    for grow, alpha in ((6, 24), (3, 40), (0, 64)):  # faint and wide first, as the mats' shadows
        pygame.draw.rect(surf, (0, 0, 0, alpha), body.move(2, 4).inflate(grow, grow), border_radius=6 + grow // 2)
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    face.blit(pygame.transform.smoothscale(_waves(w, h), (w, h)), (0, 0))
    edge = face.get_rect()
    for k in range(HEM_W):  # the hem: a band of darker indigo folded round the dyed field
        pygame.draw.rect(face, HEM, edge.inflate(-2 * k, -2 * k), 1)
    stitch = edge.inflate(-HEM_W - 2, -HEM_W - 2)
    for x in range(stitch.x + 4, stitch.right - 4, 10):  # a running stitch along the hem, kinari thread
        for y in (stitch.y, stitch.bottom - 1):
            pygame.draw.line(face, palette.KINARI, (x, y), (x + 5, y))
    for y in range(stitch.y + 4, stitch.bottom - 4, 10):
        for x in (stitch.x, stitch.right - 1):
            pygame.draw.line(face, palette.KINARI, (x, y), (x, y + 5))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=5)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # the corners a little rounded, as cloth lies
    surf.blit(face, body)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def draw_cloth(surface, rect: pygame.Rect) -> None:
    """The cloth lying on the wood in ``rect``."""
    surface.blit(cloth(rect.width, rect.height), (rect.x - SHADOW_PAD, rect.y - SHADOW_PAD))
