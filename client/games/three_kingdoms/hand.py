"""The tile in hand beside 3KingdomsBattle's board: the drawn tile face up and large, lying on the wood
as a real tile (its cut side and shadow showing) under a paper slip that names it (another seat's drawn
tile names its seat), above the pile of tiles left, face down, as thick as the tiles in it, their number
on a slip on the top tile (the one place the table tells how many are left). With no tile in hand the
tile laid last lies there, and who laid it, framed in that seat's colour as it is on the board.

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

from .board_view import STACK_LAYERS, STACK_SHIFT, STACK_STEP, TILE_SIDE, draw_seat_frame, draw_stack, soft_shadow, stack_top
from .tile_art import tile_picture

HAND_W = 250  # the hand's strip at the board's left (a board five tiles wide keeps its largest tiles)
INSET = 16  # the hand's distance from the board's edges
SCALE = 1.3  # the tile in hand beside a laid one: held nearer the eye
DEPTH = 6  # the tile in hand's thickness: its cut side shows below and right of it
MIN_SIDE, MAX_SIDE = 150, HAND_W - 2 * INSET - DEPTH - 6  # the tile in hand's side, whatever the zoom
PAD, LABEL_H, LABEL_SIZE = 8, 26, 17  # the slip's margin; the line naming the tile
SLIP_GAP = 8  # between the slip and the tile under it
PILE_SIDE = 128  # a tile of the pile
PILE_W, PILE_H = PILE_SIDE + STACK_LAYERS * STACK_SHIFT, PILE_SIDE + STACK_LAYERS * STACK_STEP + 4  # with its layers
COUNT_SIZE, COUNT_WORDS = 24, 15  # the slip on the pile: the number, and the words under it


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
    """(what the hand covers: the slip and the tile, the tile, the pile) in the strip: the pile at its foot,
    where it stays all game, the tile lying just above it under its slip (``named``: a line taller, for the
    seat)."""
    side = tile_side(square)
    area = strip(board)
    pile = pygame.Rect(0, 0, PILE_W, PILE_H)
    pile.midbottom = (area.centerx, area.bottom - INSET)
    tile = pygame.Rect(0, 0, side, side)
    tile.midbottom = (area.centerx - DEPTH // 2, pile.y - 18 - DEPTH)
    slip = slip_rect(tile, named)
    card = slip.union(tile.inflate(8, 8)).union(tile.move(DEPTH, DEPTH))
    return card, tile, pile


def slip_rect(tile: pygame.Rect, named: bool) -> pygame.Rect:
    """The paper slip naming the tile, just above it."""
    slip = pygame.Rect(0, 0, tile.width, LABEL_H * (2 if named else 1) + 2 * PAD - 4)
    slip.midbottom = (tile.centerx, tile.y - SLIP_GAP)
    return slip


def count_tag(pile: pygame.Rect, left: int = 72) -> pygame.Rect:
    """The paper slip on the pile's top tile telling the tiles left."""
    top = stack_top(pile, left)
    slip = pygame.Rect(0, 0, top.width - 36, 56)
    slip.midbottom = (top.centerx, top.bottom - 8)
    return slip


def draw_hand(surface, board: pygame.Rect, square: int, shown: Shown | None, left: int) -> pygame.Rect | None:
    """The pile and the tile ``shown`` face up above it; returns the shown tile's rect (None: none shown)."""
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
    _card, box, pile = layout(board, square, named)
    if left:  # used up, the slip lies alone where the pile stood
        draw_stack(surface, pile, left, count=False)
    tag = count_tag(pile, left)
    draw_sheet(surface, tag, radius=4)
    draw_text(surface, str(left), (tag.centerx, tag.y + 19), COUNT_SIZE, palette.SHEET_INK, "center", bold=True)
    words = ngettext("tile left", "tiles left", left)
    draw_text_in_box(surface, words, pygame.Rect(tag.x + 3, tag.y + 33, tag.width - 6, 21), COUNT_WORDS,
                     palette.SHEET_DIM)
    if shown is None:
        return
    slip = slip_rect(box, named)
    draw_sheet(surface, slip, radius=4)
    heading = _("Last tile laid") if shown.laid else _("Tile in hand")
    draw_text_in_box(surface, heading, pygame.Rect(slip.x + PAD, slip.y + PAD - 4, slip.width - 2 * PAD, LABEL_H),
                     LABEL_SIZE, palette.SHEET_DIM, bold=True)
    if named:
        _seat_line(surface, pygame.Rect(slip.x + PAD, slip.y + PAD - 4 + LABEL_H, slip.width - 2 * PAD, LABEL_H), shown)
    draw_real_tile(surface, box, shown.tile, shown.rotation)
    if shown.laid and shown.colour is not None:
        draw_seat_frame(surface, box.inflate(-2, -2), shown.colour)


def draw_real_tile(surface, box: pygame.Rect, tile: int, rotation: int) -> None:
    """A tile lying on the wood face up: its soft shadow, its cut side DEPTH pixels deep below and right,
    inked at its foot, and its face."""
    surface.blit(soft_shadow((box.width + DEPTH, box.height + DEPTH)), box.move(2, 3))
    side = box.move(DEPTH, DEPTH)
    pygame.draw.rect(surface, palette.SUMI, side.inflate(2, 2), border_radius=3)
    for k in range(DEPTH, 0, -1):  # the cut side: the paper's body, darker toward its foot
        shade_k = tuple(max(0, round(c * (1 - 0.04 * k))) for c in TILE_SIDE)
        pygame.draw.rect(surface, shade_k, box.move(k, k), border_radius=2)
    pygame.draw.rect(surface, palette.SUMI, box.inflate(2, 2))
    surface.blit(tile_picture(tile, rotation, box.width), box)


def _seat_line(surface, rect: pygame.Rect, shown: Shown) -> None:
    """The seat's shape in its colour and its name, centred on the card's second line."""
    r = 8
    name_w = min(rect.width - 2 * r - 6, text_size(shown.seat, LABEL_SIZE, True)[0])
    x = rect.centerx - (2 * r + 6 + name_w) // 2
    if shown.colour is not None:
        draw_marker(surface, (x + r, rect.centery), r, shown.colour)
    draw_text_in_box(surface, shown.seat, pygame.Rect(x + 2 * r + 6, rect.y, name_w, rect.height), LABEL_SIZE,
                     palette.SHEET_INK, align="left", bold=True)
