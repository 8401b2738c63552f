"""姬札大戰's pictures (``GameSpec.art_module``): one SVG per card under assets/art/himefuda/,
named by the card's id (tools/art_himefuda.py writes them), and the gallery of every card face
on the one template, in the screen's language."""
from __future__ import annotations

from typing import Iterator

import pygame

from . import card_art
from .cards import pool

GALLERY_W = 240  # a card face large enough to read and to print


def required_pictures() -> list[str]:
    """Every general and tactic the rules know, by id."""
    return list(pool().cards)


def gallery() -> Iterator[tuple[str, pygame.Surface]]:
    for card in pool().cards:
        yield card, card_art.card_face(card, GALLERY_W)
