"""Game covers for the game list: each game's box lid, an SVG under assets/art/covers/ that
tools/make_covers.py composes from the game's own pictures; the Chinese title is lettered over
its top band by the program's fonts."""
from __future__ import annotations

import functools
import re

import pygame

from client.render import art, palette
from client.render.text import draw_text

COVERS = "covers"  # the folder under assets/art
GROUND = (60, 50, 44)  # a game that ships no cover: a plain lid with its title
TOP = 62 / 290  # the cover's title band, as a share of its height (tools/make_covers.py)
PLAQUE = 50 / 290  # its cartouche's height, as a share of the cover's height
LETTERING = (240 - 2 * 22 - 2 * 9) / 240  # the width inside the cartouche's cut ends, as a share


def has_cover(game_id: str) -> bool:
    return game_id in art.names(COVERS)


@functools.lru_cache(maxsize=16)
def lid_colour(game_id: str) -> tuple[int, int, int]:
    """The colour of a game's box: its cover's ground, the first fill tools/make_covers.py writes."""
    if has_cover(game_id):
        try:
            found = re.search(r'fill="#([0-9a-fA-F]{6})"', art.art_path(COVERS, game_id).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            found = None
        if found:
            return tuple(int(found.group(1)[k:k + 2], 16) for k in (0, 2, 4))  # type: ignore[return-value]
    return GROUND


@functools.lru_cache(maxsize=16)
def cover(game_id: str, title_zh: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if has_cover(game_id):
        surface.blit(art.picture(COVERS, game_id, size), (0, 0))
    else:
        pygame.draw.rect(surface, GROUND, surface.get_rect(), border_radius=12)
    # the lid's corners round: a picture running to its edge (waves, peaks) is trimmed to them
    corners = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=12)
    surface.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    # the title lettered on the cartouche, the same size on every lid unless a long title needs less
    size = int(min(w * LETTERING / max(1, len(title_zh)) * 0.96, h * PLAQUE * 0.74))
    draw_text(surface, title_zh, (w / 2, h * TOP / 2), size, palette.PAPER, anchor="center", bold=True)
    pygame.draw.rect(surface, palette.GOLD, surface.get_rect(), 3, border_radius=12)
    return surface
