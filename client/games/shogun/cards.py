"""Shogun's cards as small physical things: a paper card with its white border, a dyed field
in the middle, a thin edge of its thickness and its shadow on whatever it lies on; a card's
back in lacquer red with its gold frame; and a province's romaji broken between syllables
when a narrow card cannot hold it on one line ("Shimo-" over "tsuke"), never squeezed."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

import pygame

from client.render import palette
from client.render.text import text_size
from client.widgets.base import drop_shadow

CARD_BACK = (112, 32, 26)  # a face-down card's back, red lacquer (the "將" in gold on it): clear on the persimmon cloth
EDGE = (168, 150, 118)  # the card's thickness, seen along its lower edge
SHADE_ALPHA = 110  # its shadow on the mat or the table, black this opaque
BORDER = 2  # px of white paper round a card's dyed field
VOWELS = frozenset("aeiou")


def card_shadow(surface, rect: pygame.Rect, lift: int = 2, radius: int = 4) -> None:
    """The shadow of a card lying ``lift`` px above what is under it."""
    drop_shadow(surface, rect, radius=radius, alpha=SHADE_ALPHA, offset=(1, lift))


def card_body(surface, rect: pygame.Rect, field: tuple[int, int, int], lift: int = 2) -> pygame.Rect:
    """A face-up card: shadow, thickness, white paper with an ink hairline, the dyed field;
    returns the field (where its words go)."""
    rect = pygame.Rect(rect)
    card_shadow(surface, rect, lift)
    pygame.draw.rect(surface, EDGE, rect.move(0, 1), border_radius=4)
    pygame.draw.rect(surface, palette.WASHI, rect, border_radius=4)
    pygame.draw.rect(surface, palette.SHEET_EDGE, rect, 1, border_radius=4)
    inner = rect.inflate(-2 * BORDER, -2 * BORDER)
    pygame.draw.rect(surface, field, inner, border_radius=2)
    return inner


def card_back(surface, rect: pygame.Rect, lift: int = 2, mark: int = 0) -> None:
    """A face-down card: lacquer red with a gold frame and a gold lozenge (``mark`` px across; none
    when 0), its thickness and its shadow."""
    rect = pygame.Rect(rect)
    card_shadow(surface, rect, lift)
    pygame.draw.rect(surface, (62, 18, 14), rect.move(0, 1), border_radius=4)
    pygame.draw.rect(surface, CARD_BACK, rect, border_radius=4)
    if rect.width >= 12 and rect.height >= 12:
        pygame.draw.rect(surface, palette.GOLD, rect.inflate(-6, -6), 1, border_radius=2)
    if mark:
        cx, cy, r = rect.centerx, rect.centery, mark // 2
        pygame.draw.polygon(surface, palette.GOLD, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], 1)


@lru_cache(maxsize=512)
def romaji_lines(name: str, width: int, size: int) -> tuple[str, ...]:
    """A province's romaji in ``width`` px at ``size``: whole on one line, else broken between
    syllables with a hyphen (at its own hyphen where it has one: "Awa-" / "Shikoku") into the
    fewest lines that fit (three at most), the most even such; whole (too wide) when none fits."""
    if text_size(name, size)[0] <= width:
        return (name,)
    breaks = [i for i in range(2, len(name) - 1) if name[i - 1] == "-" or _syllable_starts(name, i)]
    for count in (1, 2):
        fitting = []
        for cut in combinations(breaks, count):
            bounds = (0, *cut, len(name))
            parts = [name[a:b] for a, b in zip(bounds, bounds[1:])]
            lines = tuple(part if part.endswith("-") or k == len(parts) - 1 else part + "-"
                          for k, part in enumerate(parts))
            if all(text_size(line, size)[0] <= width for line in lines):
                fitting.append((max(len(part) for part in parts), lines))
        if fitting:
            return min(fitting)[1]
    return (name,)


def _syllable_starts(name: str, i: int) -> bool:
    """Does a syllable begin at ``name[i]``: a consonant after a vowel (not the "n" or "m" that
    closes a syllable, as in "Tam-ba"), after such a closing "n"/"m", or the second of a doubled
    consonant ("Set-tsu")?"""
    low = name.lower()
    ch, before = low[i], low[i - 1]
    if ch in VOWELS or ch == "-" or before == "-" or ch == "y" and before not in VOWELS:
        return False
    if ch in "nm" and low[i + 1] not in VOWELS:  # the syllable's closing n
        return False
    return before in VOWELS or (before in "nm" and low[i - 2] in VOWELS) or before == ch
