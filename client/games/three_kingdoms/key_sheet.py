"""The key on the table's left, above the hand: folded to a small paper tag (a banner and the word "Key")
until the pointer rests on it or a click opens it, then a small paper sheet telling what the board's pieces and
marks mean (a standing banner is an alert troop, a lowered one a holding troop, ×2 troops sharing one
piece, a seat's sign with a number a held city and its points, a kinari disc an idle city). Painted once
per seat colour and language, blitted every frame."""
from __future__ import annotations

import functools

import pygame

from client.i18n import _, current_language
from client.render import palette
from client.render.palette import SeatColour
from client.render.text import draw_text, draw_text_in_box
from client.widgets.base import draw_sheet

from .board_view import IDLE_RGB, draw_count_badge, draw_held_badge, troop_token
from .hand import HAND_W, INSET

ROW_H, HEAD_H, ICON_W, SIZE, PAD = 30, 28, 38, 15, 10
TAG_W, TAG_H = 104, 38  # the folded key


def key_rect(board: pygame.Rect) -> pygame.Rect:
    """Where the key lies: the top of the hand's strip, clear of the card and the pile at its foot."""
    return pygame.Rect(board.x + INSET, board.y + INSET, HAND_W - 2 * INSET, HEAD_H + 5 * ROW_H + 2 * PAD)


def tag_rect(board: pygame.Rect) -> pygame.Rect:
    """Where the folded key lies: a small tag at the strip's top-left corner (pointing at it opens the key)."""
    return pygame.Rect(board.x + INSET, board.y + INSET, TAG_W, TAG_H)


def key_lines() -> list[str]:
    """The key's heading and its rows' words, in the table's language."""
    return [_("Key"), _("Alert troop"), _("Holding troop"), _("Troops on one piece"), _("City held: its points"),
            _("Idle city: its points")]


def draw_key(surface, board: pygame.Rect, colour: SeatColour, folded: bool = False) -> pygame.Rect:
    """The key at the top of the hand's strip, its examples in ``colour`` (``folded``: only its tag);
    returns where it lies."""
    if folded:
        rect = tag_rect(board)
        surface.blit(_tag(colour, current_language()), rect)
        return rect
    rect = key_rect(board)
    surface.blit(_picture(rect.size, colour, current_language()), rect)
    return rect


@functools.lru_cache(maxsize=4)
def _tag(colour: SeatColour, _language: str) -> pygame.Surface:
    """The key folded: a paper tag with its corner turned down, a standing banner and the word "Key"."""
    out = pygame.Surface((TAG_W + 4, TAG_H + 5), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, TAG_W, TAG_H)
    draw_sheet(out, rect, radius=5)
    fold = 12  # the turned-down corner: the paper's back, an ink crease
    corner = [(rect.right - fold, 0), (rect.right, 0), (rect.right, fold)]
    pygame.draw.polygon(out, (0, 0, 0, 0), corner)
    flap = [(rect.right - fold, 0), (rect.right, fold), (rect.right - fold, fold)]
    pygame.draw.polygon(out, palette.SHEET_EDGE, flap)
    pygame.draw.line(out, palette.SHEET_DIM, flap[0], flap[1])
    piece = troop_token(colour, False, 8)
    out.blit(piece, piece.get_rect(midleft=(8, rect.centery)))
    draw_text_in_box(out, key_lines()[0], pygame.Rect(piece.get_width() + 12, 0, TAG_W - piece.get_width() - 12 - fold,
                                                      TAG_H), 16, palette.SHEET_INK, bold=True)
    return out


@functools.lru_cache(maxsize=8)
def _picture(size: tuple[int, int], colour: SeatColour, _language: str) -> pygame.Surface:
    out = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)  # and the sheet's shadow
    rect = pygame.Rect((0, 0), size)
    draw_sheet(out, rect, radius=6)
    head, *words = key_lines()
    draw_text_in_box(out, head, pygame.Rect(PAD, PAD - 2, rect.width - 2 * PAD, HEAD_H), 16, palette.SHEET_DIM,
                     bold=True)
    for k, word in enumerate(words):
        row = pygame.Rect(PAD, PAD + HEAD_H + k * ROW_H, rect.width - 2 * PAD, ROW_H)
        icon = pygame.Rect(row.x, row.y, ICON_W, ROW_H)
        _example(out, k, icon, colour)
        draw_text_in_box(out, word, pygame.Rect(icon.right + 6, row.y, row.width - ICON_W - 6, ROW_H), SIZE,
                         palette.SHEET_INK, align="left")
    return out


def _example(surface, k: int, box: pygame.Rect, colour: SeatColour) -> None:
    """Row ``k``'s example, drawn as the board draws it, in ``box``."""
    if k < 2:  # the banner standing (alert) and lowered (holding)
        piece = troop_token(colour, k == 1, 9)
        surface.blit(piece, piece.get_rect(center=box.center))
    elif k == 2:  # a count hung on a shared piece
        label = pygame.Rect(0, 0, 30, 20)
        label.center = box.center
        draw_count_badge(surface, label, 2, 14)
    elif k == 3:  # a held city's points on its holder's sign
        draw_held_badge(surface, (box.centerx - 2, box.centery + 2), 10, colour, 2, 14)
    else:  # an idle city's points on a kinari disc
        pygame.draw.circle(surface, palette.INK, box.center, 11)
        pygame.draw.circle(surface, IDLE_RGB, box.center, 10)
        draw_text(surface, "1", box.center, 14, palette.INK, "center", bold=True)
