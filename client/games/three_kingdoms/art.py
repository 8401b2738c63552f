"""3KingdomsBattle's pictures (view_contract.ArtModule): the 25 tile faces with their mountains, pines and
halls, the troop tokens, the dice, the wood table, a tile's back (the stack's pile) and the score
sheet's card icons, SVG under assets/art/three_kingdoms/ written by tools/make_three_kingdoms_tiles.py;
and their gallery, `python -m client art three_kingdoms`: each tile type named by what it shows,
the tokens in every seat's colour, the dice, the pile, the icons."""
from __future__ import annotations

import functools
from typing import Iterator

import pygame

from client.i18n import _
from client.render import art, palette
from client.render.palette import SEAT_COLOURS
from client.render.text import draw_text_in_box
from client.widgets import dice_playback
from client.widgets.base import draw_sheet

from .board_view import draw_stack, draw_table, token_size, troop_token
from .log_text import tile_words
from .tile_art import GAME, picture_name, tile_picture
from .landforms import ASPECT, HILLS, PINES
from .tile_shapes import HALLS
from .tiles import load_tiles

MOTIFS = HILLS + PINES + HALLS  # drawn upright on the tiles, however they are turned
TOKENS = ("token_alert", "token_holding")
DICE = tuple(f"die_{v}" for v in range(1, 7))
TABLE = "table"
BACK = "tile_back"  # the stack's tiles, face down
ICONS = ("icon_command", "icon_plot")  # the score sheet's command and plot cards left


def required_pictures() -> list[str]:
    """Every tile type's face, its mountains, pines and halls, the two token stances, the six die faces, the
    table, a tile's back and the score sheet's card icons."""
    return ([picture_name(t.id) for t in load_tiles().types] + list(MOTIFS) + list(TOKENS) + list(DICE)
            + [TABLE, BACK] + list(ICONS))


def die_picture(value: int, size: int) -> pygame.Surface | None:
    """The die face ``value`` ``size`` pixels square; None when its picture is damaged (the plain die)."""
    name = f"die_{value}"
    face = art.picture(GAME, name, (size, size))
    return None if art.is_damaged(GAME, name) else face


@functools.lru_cache(maxsize=64)
def _die(value: int, size: int, dim: bool, tilt: int) -> pygame.Surface | None:
    """A die face dimmed or turned by whole degrees: a tumbling die is a few cached pictures."""
    face = die_picture(value, size)
    if face is None:
        return None
    if dim:
        face = face.copy()
        face.fill((176, 172, 164, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.rotozoom(face, tilt, 1.0) if tilt else face


def draw_die(surface, centre, value: int, size: int, lit: bool | None, tilt: float = 0.0) -> pygame.Rect:
    """3KingdomsBattle's die for the shared dice panel (its ``die``): bone on the wood table, ink pips,
    the one vermilion; ``lit`` as dice_playback.draw_die, which draws it where the picture is damaged."""
    face = _die(value, size, lit is False, round(tilt / 5) * 5)
    if face is None:
        return dice_playback.draw_die(surface, centre, value, size, lit, tilt)
    rect = surface.blit(face, face.get_rect(center=centre))
    if lit:
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(8, 8), 3, border_radius=size // 5)
    return rect


def gallery() -> Iterator[tuple[str, pygame.Surface]]:
    tile = 256
    for t in load_tiles().types:
        card = pygame.Surface((tile + 48, tile + 104))
        draw_table(card, card.get_rect())
        card.blit(tile_picture(t.id, 0, tile), (24, 24))
        words = tile_words(t) + "\n" + _("{n} in the box").format(n=t.count)
        draw_text_in_box(card, words, pygame.Rect(12, tile + 30, tile + 24, 70), 20, palette.PAPER, multiline=True)
        yield picture_name(t.id), card
    for name in MOTIFS:
        cell = pygame.Surface((160, 160))
        draw_table(cell, cell.get_rect())
        face = art.picture(GAME, name, (128, round(128 * ASPECT.get(name, 1.0))))
        cell.blit(face, face.get_rect(midbottom=(80, 144)))
        yield name, cell
    unit = 24
    for holding, name in ((False, TOKENS[0]), (True, TOKENS[1])):
        w, h = token_size(unit, holding)
        row = pygame.Surface((len(SEAT_COLOURS) * (w + 16) + 16, max(120, h + 40)))
        draw_table(row, row.get_rect())
        for k, colour in enumerate(SEAT_COLOURS):
            row.blit(troop_token(colour, holding, unit), (16 + k * (w + 16), (row.get_height() - h) // 2))
        yield name, row
    for v, name in enumerate(DICE, 1):
        cell = pygame.Surface((120, 120))
        draw_table(cell, cell.get_rect())
        face = die_picture(v, 88)
        cell.blit(face if face is not None else art.plain_frame((88, 88)), (16, 16))
        yield name, cell
    wood = pygame.Surface((512, 256))
    draw_table(wood, wood.get_rect())
    yield TABLE, wood
    cell = pygame.Surface((200, 200))
    draw_table(cell, cell.get_rect())
    draw_stack(cell, pygame.Rect(24, 24, 150, 150), 72)
    yield BACK, cell
    for name in ICONS:
        cell = pygame.Surface((120, 120))
        draw_sheet(cell, cell.get_rect(), shadow=False)
        cell.blit(art.picture(GAME, name, (96, 96)), (12, 12))
        yield name, cell
