"""The players' troops not yet on the board, standing as banner pieces in a wooden tray on the table's
left, a row for each seat in its colour (its sign on every cloth), an empty socket for each troop on the
board: what a player would see of the others'
supplies at a real table. The score sheet tells the same figures in words; the tray shows them as pieces.
Painted once per supply and seat colours, blitted every frame."""
from __future__ import annotations

import functools

import pygame

from client.render import palette
from client.render.palette import SeatColour

from .board_view import token_size, troop_token
from .hand import HAND_W, INSET
from .key_sheet import tag_rect
from .vocabulary import TROOPS

UNIT = 10  # a piece's half-width in the tray: smaller than on the board, still told apart
ROW_H, PAD, GAP = 36, 8, 4  # a seat's row, the tray's inner margin, between two pieces
TRAY_WOOD, TRAY_RIM = (92, 62, 38), (128, 90, 56)  # the tray's floor and its lit rim: lighter than the table
SOCKET = (52, 34, 20)  # the hollow a piece stands in, empty once it is on the board


def tray_rect(board: pygame.Rect, seats: int) -> pygame.Rect:
    """Where the tray lies: under the folded key, across the hand's strip."""
    top = tag_rect(board).bottom + 14
    return pygame.Rect(board.x + INSET, top, HAND_W - 2 * INSET, 2 * PAD + seats * ROW_H)


def row_rect(tray: pygame.Rect, seat: int) -> pygame.Rect:
    """Seat ``seat``'s row in the tray at ``tray``."""
    return pygame.Rect(tray.x + PAD, tray.y + PAD + seat * ROW_H, tray.width - 2 * PAD, ROW_H)


def piece_spots(tray: pygame.Rect, seat: int) -> list[pygame.Rect]:
    """Where each of seat ``seat``'s TROOPS pieces stands in the tray at ``tray``, left to right."""
    row = row_rect(tray, seat)
    w, h = token_size(UNIT, False)
    step = min(w + GAP, (tray.width - 2 * PAD - w) // max(1, TROOPS - 1))
    return [pygame.Rect(row.x + 2 + k * step, row.centery + 1 - h // 2, w, h) for k in range(TROOPS)]


def draw_tray(surface, board: pygame.Rect, supply, colours) -> pygame.Rect:
    """The tray with each seat's troops in supply standing in it; returns where it lies."""
    rect = tray_rect(board, len(supply))
    surface.blit(_picture(rect.size, tuple(supply), tuple(colours)), rect)
    return rect


@functools.lru_cache(maxsize=8)
def _picture(size: tuple[int, int], supply: tuple[int, ...], colours: tuple[SeatColour, ...]) -> pygame.Surface:
    out = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    tray = pygame.Rect((0, 0), size)
    pygame.draw.rect(out, (0, 0, 0, 90), tray.move(2, 4), border_radius=7)  # its shadow on the table
    pygame.draw.rect(out, palette.SUMI, tray, border_radius=7)
    pygame.draw.rect(out, TRAY_RIM, tray.inflate(-2, -2), border_radius=6)
    floor = tray.inflate(-8, -8)
    pygame.draw.rect(out, TRAY_WOOD, floor, border_radius=4)
    pygame.draw.line(out, (0, 0, 0), floor.topleft, (floor.right - 2, floor.y))  # the rim's shade inside
    w = token_size(UNIT, False)[0]
    for seat, (left, colour) in enumerate(zip(supply, colours)):
        row = row_rect(tray, seat)
        if seat:  # a thin slat between two seats' rows
            pygame.draw.line(out, palette.SUMI, (floor.x + 2, row.y), (floor.right - 3, row.y))
        piece = troop_token(colour, False, UNIT)
        for k, spot in enumerate(piece_spots(tray, seat)):  # a socket for each troop; those in supply stand in it
            socket = pygame.Rect(0, 0, w - 6, 7)
            socket.midbottom = (spot.centerx, spot.bottom - 1)
            pygame.draw.ellipse(out, SOCKET, socket)
            if k < left:
                out.blit(piece, spot)
    return out
