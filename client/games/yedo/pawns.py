"""A Yedo disciple as the piece on the table: a standing wooden pawn (round head, bell-shaped
body) in its seat's colour, with the seat's shape printed on its body so colour-blind players
still tell seats apart. Painted once per size and seat (lru_cache), blitted every frame."""
from __future__ import annotations

import functools

import pygame

from client.render import palette
from client.render.palette import SeatColour
from client.render.shapes import draw_marker


def pawn_size(radius: float) -> tuple[int, int]:
    """A pawn standing where a marker of ``radius`` would lie: as wide, taller than wide."""
    width = max(12, round(2.2 * radius))
    return width, round(width * 1.3)


@functools.lru_cache(maxsize=64)
def pawn_surface(size: tuple[int, int], colour: SeatColour, faded: bool = False) -> pygame.Surface:
    """The pawn of ``colour`` filling ``size``: an ink outline round a head and a flared body,
    the seat's shape on the body; ``faded``: see-through, a pawn not yet in play."""
    if faded:
        piece = pawn_surface(size, colour).copy()
        piece.set_alpha(100)
        return piece
    w, h = size
    piece = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    head_r = w * 0.22
    head = (w / 2 + 2, head_r + 3)
    body = [(w * 0.30 + 2, head_r * 2 + 1), (w * 0.70 + 2, head_r * 2 + 1), (w + 1, h + 1), (3, h + 1)]
    for grow, rgb in ((2, palette.PAPER_DIM), (0, palette.INK)):  # a light halo, then the ink outline
        pygame.draw.circle(piece, rgb, head, head_r + 2 + grow)
        pygame.draw.polygon(piece, rgb, body, 0)
        pygame.draw.polygon(piece, rgb, body, 4 + 2 * grow)
    pygame.draw.circle(piece, colour.rgb, head, head_r)
    inner = [(body[0][0] + 1, body[0][1] + 2), (body[1][0] - 1, body[1][1] + 2), (body[2][0] - 2, body[2][1] - 2),
             (body[3][0] + 2, body[3][1] - 2)]
    pygame.draw.polygon(piece, colour.rgb, inner)
    mark = max(3.0, w * 0.17)  # the seat's shape, light on the body
    plain = SeatColour(colour.key, colour.name, palette.text_on(colour.rgb), colour.shape)
    draw_marker(piece, (w / 2 + 2, h * 0.68 + 2), mark, plain, outline=palette.INK, halo=colour.rgb)
    return piece


def draw_pawn(surface, foot, radius: float, colour: SeatColour) -> pygame.Rect:
    """A pawn of ``colour`` standing with its base's middle at ``foot``; returns where it is."""
    piece = pawn_surface(pawn_size(radius), colour)
    rect = piece.get_rect(midbottom=(round(foot[0]), round(foot[1]) + 2))
    surface.blit(piece, rect)
    return rect


def draw_pawn_at(surface, centre, radius: float, colour: SeatColour) -> pygame.Rect:
    """A pawn whose body is centred on ``centre`` (on a place the size of a marker of ``radius``)."""
    h = pawn_size(radius)[1]
    return draw_pawn(surface, (centre[0], centre[1] + h / 2), radius, colour)
