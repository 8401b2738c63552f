"""姬札大戰's board pictures for the gallery (`python -m client art himefuda`) and the tests: every
picture the field, the castles and the dice need, and the field drawn whole, plain and with each
half-field's terrain, in the current language (the lanes' and rows' numbers are words)."""
from __future__ import annotations

from collections.abc import Iterator

import pygame

from client.render import palette
from client.render.art import picture

from .dice_anim import DIE_PICTURES, draw_die
from .field_geometry import FieldGeometry
from .field_map import HALF_NUMBERS, OPEN, load_field
from .field_paint import GAME, MEADOW, PICTURES, terrain_picture, terrain_picture_name, washed
from .field_view import COUNTER_ICONS, draw_field

FIELD_SIZE = (1088, 864)  # the Tiled map's own size: the field at 1:1


def terrain_kinds() -> list[str]:
    return [t.id for t in load_field().terrains if t.id != OPEN]


#: every picture the field, the castles and the dice draw, each its own file under assets/art/himefuda
FIELD_PICTURES = PICTURES + tuple(terrain_picture_name(k) for k in terrain_kinds()) \
    + tuple(COUNTER_ICONS.values()) + DIE_PICTURES


def field_face(halves: tuple[int, int] | None) -> pygame.Surface:
    """The whole field at the map's size, in the first two seat colours, its numbers round it."""
    surface = pygame.Surface(FIELD_SIZE)
    surface.fill(palette.LACQUER)
    draw_field(surface, FieldGeometry(surface.get_rect().inflate(-4, -4)), halves)
    return surface


def terrain_face(kind: str, side: int) -> pygame.Surface:
    """A terrain kind as it lies on a neutral cell of ``side``'s half, at twice a table cell's size."""
    surface = pygame.Surface((240, 240))
    surface.fill(washed(MEADOW, palette.seat_colour(side).rgb))
    surface.blit(terrain_picture(kind, (228, 228)), (6, 6))
    return surface


def dice_face() -> pygame.Surface:
    """The six die faces in a row: plain, counting (gold rim) and not counting (dimmed)."""
    surface = pygame.Surface((6 * 76 + 12, 3 * 80 + 12))
    surface.fill(palette.LACQUER)
    for row, lit in enumerate((None, True, False)):
        for v in range(1, 7):
            draw_die(surface, (12 + 38 + (v - 1) * 76, 12 + 40 + row * 80), v, 60, lit)
    return surface


def field_gallery() -> Iterator[tuple[str, pygame.Surface]]:
    """(name, face): the plain field, the field with each half-field rolled by both sides, each
    terrain kind, the castle's keep and walls, its icons, the dice."""
    yield "field_plain", field_face(None)
    for n in HALF_NUMBERS:
        yield f"field_half_{n}", field_face((n, n % len(HALF_NUMBERS) + 1))
    for kind in terrain_kinds():
        yield f"terrain_{kind}", terrain_face(kind, 0)
    yield "castle_keep", picture(GAME, "castle_keep", (240, 300))
    yield "castle_walls", picture(GAME, "castle_walls", (192, 800))
    for name in COUNTER_ICONS.values():
        yield name, picture(GAME, name, (128, 128))
    yield "dice", dice_face()
