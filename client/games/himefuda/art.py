"""姬札大戰's pictures (``GameSpec.art_module``): one SVG per card under assets/art/himefuda/,
named by the card's id (tools/art_himefuda.py writes them), the field's pictures (field_art.py,
tools/make_himefuda_field_art.py), and the gallery: every card face on the one template, in the
screen's language, then the field with each terrain and the dice."""
from __future__ import annotations

from typing import Iterator

import pygame

from . import card_art
from .cards import pool
from .field_art import FIELD_PICTURES, field_gallery

GALLERY_W = 240  # a card face large enough to read and to print


def required_pictures() -> list[str]:
    """Every general and tactic the rules know, by id, and the field's parts."""
    return list(pool().cards) + list(FIELD_PICTURES)


def gallery() -> Iterator[tuple[str, pygame.Surface]]:
    for card in pool().cards:
        yield card, card_art.card_face(card, GALLERY_W)
    yield from field_gallery()
