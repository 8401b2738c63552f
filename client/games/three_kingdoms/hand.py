"""The tile in hand beside 3KingdomsBattle's board: the drawn tile face up and large on a paper card
stand (another seat's drawn tile names its seat), above the pile of tiles left with their number on
a tag beside it (the one place the table tells how many are left). With no tile in hand the card
shows the tile laid last and who laid it, framed in that seat's colour as it is on the board.

They lie in a strip of table at the board's left; the camera fits the laid tiles in the room right
of it, so the wood a tall board leaves beside it holds the hand instead of lying empty.
"""
from __future__ import annotations

import functools
from typing import NamedTuple

import pygame

from client.i18n import _, current_language, ngettext
from client.render import palette
from client.render.palette import SeatColour
from client.render.shapes import draw_marker
from client.render.text import draw_text, draw_text_in_box, text_size
from client.widgets.base import draw_sheet

from .board_view import HIGHLIGHT, STACK_SIDE, STACK_STEP, draw_seat_frame, draw_stack
from .tile_art import tile_picture

HAND_W = 250  # the hand's strip at the board's left (a board five tiles wide keeps its largest tiles)
INSET = 16  # the hand's distance from the board's edges
SCALE = 1.3  # the tile in hand beside a laid one: held nearer the eye
MIN_SIDE, MAX_SIDE = 150, HAND_W - 2 * INSET - 2 * 12  # the tile in hand's side, whatever the zoom
PAD, LABEL_H, LABEL_SIZE = 12, 26, 17  # the card's margin round the tile; the line naming it
PILE = STACK_SIDE + 3 * STACK_STEP  # the pile's side with its lifted layers
COUNT_SIZE, COUNT_WORDS = 26, 15  # the tag beside the pile: the number, and the words under it


class Shown(NamedTuple):
    """What the card holds: a tile face up as it lies or would go down, and the seat it is told with
    (``seat`` None: the viewer's own tile in hand, no name needed)."""
    tile: int
    rotation: int
    laid: bool  # the tile laid last (else a tile in hand)
    seat: str | None = None  # the seat's name
    colour: SeatColour | None = None


def strip(board: pygame.Rect) -> pygame.Rect:
    """The table the hand lies on."""
    return pygame.Rect(board.x, board.y, HAND_W, board.height)


def room(board: pygame.Rect) -> pygame.Rect:
    """The board's room for the laid tiles when the camera fits them: right of the hand."""
    return pygame.Rect(board.x + HAND_W, board.y, board.width - HAND_W, board.height)


def tile_side(square: int) -> int:
    """The side of the tile in hand when a laid tile's is ``square``: larger, like a tile held up."""
    return max(MIN_SIDE, min(MAX_SIDE, round(SCALE * square)))


def layout(board: pygame.Rect, square: int, named: bool = False) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(the card stand, the tile on it, the pile) in the strip: the pile at its foot, where it stays all
    game, the card the tile is drawn onto just above it (``named``: a line taller, for the seat)."""
    side = tile_side(square)
    area = strip(board)
    label = LABEL_H * (2 if named else 1)
    card = pygame.Rect(0, 0, side + 2 * PAD, side + 2 * PAD + label)
    pile = pygame.Rect(area.x + INSET + 8, area.bottom - INSET - PILE, PILE, PILE)
    card.midbottom = (area.centerx, pile.y - 22)
    tile = pygame.Rect(card.x + PAD, card.y + PAD + label, side, side)
    return card, tile, pile


def count_tag(pile: pygame.Rect) -> pygame.Rect:
    """The paper tag beside the pile telling the tiles left."""
    return pygame.Rect(pile.right + 14, pile.centery - 32, 112, 64)


def draw_hand(surface, board: pygame.Rect, square: int, shown: Shown | None, left: int) -> pygame.Rect | None:
    """The pile and the card with ``shown`` face up on it; returns the card's tile rect (None: no card)."""
    area = strip(board)
    surface.blit(_picture(area.height, square, shown, left, current_language()), area)
    return layout(board, square, shown is not None and shown.seat is not None)[1].copy() if shown else None


@functools.lru_cache(maxsize=8)
def _picture(height: int, square: int, shown: Shown | None, left: int, _language: str) -> pygame.Surface:
    """The hand painted once for what it shows (it is blitted every frame over the moving board)."""
    picture = pygame.Surface((HAND_W, height), pygame.SRCALPHA)
    _paint(picture, pygame.Rect(0, 0, HAND_W, height), square, shown, left)
    return picture


def _paint(surface, board: pygame.Rect, square: int, shown: Shown | None, left: int) -> None:
    named = shown is not None and shown.seat is not None
    card, box, pile = layout(board, square, named)
    if left:
        draw_stack(surface, pile, left, count=False)
    tag = count_tag(pile)
    draw_sheet(surface, tag, radius=5)
    draw_text(surface, str(left), (tag.centerx, tag.y + 22), COUNT_SIZE, palette.SHEET_INK, "center", bold=True)
    words = ngettext("tile left", "tiles left", left)
    draw_text_in_box(surface, words, pygame.Rect(tag.x + 4, tag.y + 38, tag.width - 8, 22), COUNT_WORDS,
                     palette.SHEET_DIM)
    if shown is None:
        return
    draw_sheet(surface, card, radius=8)
    heading = _("Last tile laid") if shown.laid else _("Tile in hand")
    draw_text_in_box(surface, heading, pygame.Rect(card.x + PAD, card.y + 6, card.width - 2 * PAD, LABEL_H),
                     LABEL_SIZE, palette.SHEET_DIM, bold=True)
    if named:
        _seat_line(surface, pygame.Rect(card.x + PAD, card.y + 6 + LABEL_H, card.width - 2 * PAD, LABEL_H), shown)
    pygame.draw.rect(surface, palette.INK, box.inflate(6, 6), border_radius=3)
    surface.blit(tile_picture(shown.tile, shown.rotation, box.width), box)
    if shown.laid and shown.colour is not None:
        draw_seat_frame(surface, box.inflate(8, 8), shown.colour)
    else:
        pygame.draw.rect(surface, HIGHLIGHT, box.inflate(2, 2), 2)


def _seat_line(surface, rect: pygame.Rect, shown: Shown) -> None:
    """The seat's shape in its colour and its name, centred on the card's second line."""
    r = 8
    name_w = min(rect.width - 2 * r - 6, text_size(shown.seat, LABEL_SIZE, True)[0])
    x = rect.centerx - (2 * r + 6 + name_w) // 2
    if shown.colour is not None:
        draw_marker(surface, (x + r, rect.centery), r, shown.colour)
    draw_text_in_box(surface, shown.seat, pygame.Rect(x + 2 * r + 6, rect.y, name_w, rect.height), LABEL_SIZE,
                     palette.SHEET_INK, align="left", bold=True)
