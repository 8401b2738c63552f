"""A unit's and a card's attack and defence values stand apart: paper between their chips,
so "4 3" is never read as "43"."""
import pygame

from client.games.himefuda import card_art
from client.render import palette


def _gap_after_attack(surface, y, width):
    """Pixels along row ``y`` between the first attack (vermilion) chip's last pixel and the first
    defence (indigo) chip's first pixel after it."""
    colours = [tuple(surface.get_at((x, y)))[:3] for x in range(width)]
    first_defence = colours.index(tuple(palette.AI))
    last_attack = max(x for x in range(first_defence) if colours[x] == tuple(palette.SHU))
    return first_defence - last_attack - 1


def test_token_chips_have_paper_between_attack_and_defence():
    surf = pygame.Surface((100, 26))
    surf.fill(palette.KINARI)
    card_art.draw_fight_chips(surf, (4, 3), (1, 2), pygame.Rect(0, 0, 100, 26))
    assert _gap_after_attack(surf, 4, 100) >= card_art.PAIR_GAP >= 3


def test_card_row_chips_have_paper_between_attack_and_defence():
    surf = pygame.Surface((130, 24))
    surf.fill(palette.KINARI)
    card_art.draw_stat_row(surf, (4, 3), (1, 2), 3, pygame.Rect(0, 0, 130, 24))
    assert _gap_after_attack(surf, 3, 130) >= 3
