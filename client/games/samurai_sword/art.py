"""Samurai Sword's pictures (GameSpec.art_module, view_contract.ArtModule): one SVG per character,
role and play card under assets/art/samurai_sword, named by the rules' ids (written by
tools/art_samurai_sword.py), and the gallery of `python -m client art samurai_sword`."""
from __future__ import annotations

from collections.abc import Iterator, Sequence

import pygame

from . import card_art
from . import content as C


def required_pictures() -> Sequence[str]:
    """Every character, role and play card the rules know."""
    return [ch.id for ch in C.CHARACTERS] + list(C.ROLES) + list(C.CARD_IDS)


def gallery() -> Iterator[tuple[str, pygame.Surface]]:
    """Every play card, character and role card held up to read (its rules text in full) in the
    current language, and the back of the deck."""
    yield from card_art.gallery_faces()
