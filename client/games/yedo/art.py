"""Yedo's pictures (view_contract.ArtModule): the ones the rules need, and the gallery of
`python -m client art yedo`: every card face on the template in the current language (with its
whole text, as the large card on the table shows it), every icon, back and piece, and the board.
"""
from __future__ import annotations

from typing import Iterator

import pygame

from client.core.match import Match, Seat
from client.i18n import current_language
from client.render import art, palette

from . import SPEC
from . import hand_view as H
from . import pictures as PIC
from .board_view import Board, board_face

ICON_SIDE = 160
BACK_SIZE = (240, 336)


def required_pictures() -> list[str]:
    return PIC.required()


def _table():
    """A game at its start, seen by nobody: the cards' faces need its data, and nothing is met."""
    match = Match(SPEC, {"mode": "samurai"}, 1, [Seat(f"P{k + 1}", k, "bot", "random") for k in range(4)])
    return match.state.observation(None)


def _face(face) -> pygame.Surface:
    """A card face as the large card on the table draws it: banner, picture, icons, whole text."""
    w, h = H.zoom_size(face)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    H.draw_face(surface, surface.get_rect(), face, scale=H.ZOOM_SCALE)
    return surface


def card_faces(obs) -> Iterator[tuple[str, pygame.Surface]]:
    d = obs.data
    cards = [d.blackmail.id, *d.actions, *d.bonus, *d.events, *d.missions, *d.weapons]
    for card in cards:
        face = H.card_face(obs, 0, card)
        if face is not None:
            yield card, _face(face)


def pieces() -> Iterator[tuple[str, pygame.Surface]]:
    """Every icon, annex, back and the patrol, each its own page."""
    for name in PIC.required():
        if name in PIC.BACKS.values():
            yield name, art.picture(PIC.GAME, name, BACK_SIZE)
        elif name.startswith(("icon_", "patrol_")) or name in PIC.ANNEXES:
            yield name, art.picture(PIC.GAME, name, (ICON_SIDE, ICON_SIDE))


def board() -> pygame.Surface:
    """The board face: the painted map with its words in the current language, at its own size."""
    b = Board(pygame.Rect(0, 0, 1, 1))
    face = board_face((b.map.width, b.map.height), current_language()).copy()
    pygame.draw.rect(face, palette.SUMI, face.get_rect(), 3)
    return face


def gallery() -> Iterator[tuple[str, pygame.Surface]]:
    yield from card_faces(_table())
    yield from pieces()
    yield "board", board()
