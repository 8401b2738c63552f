"""A unit's and a card's attack and defence values stand apart: a gap between their chips,
so "4 3" is never read as "43"; and they are written in ink on paper, never in the seats' red and blue."""
import pygame

from client.games.himefuda import card_art
from client.render import palette


def _gap_after_attack(surface, y, width):
    """Pixels along row ``y`` between the first attack chip's last pixel of paper and the first
    defence chip's first pixel of paper after it."""
    colours = [tuple(surface.get_at((x, y)))[:3] for x in range(width)]
    first_defence = colours.index(tuple(card_art.DEFENCE_RGB))
    last_attack = max(x for x in range(first_defence) if colours[x] == tuple(card_art.ATTACK_RGB))
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


def test_the_values_are_ink_on_paper_never_a_seats_colour():
    """Red and blue digits read as the two seats: every value chip is paper with its number in ink."""
    seats = {palette.seat_colour(k).rgb for k in range(len(palette.SEAT_COLOURS))}
    for chip_colour in (card_art.ATTACK_RGB, card_art.DEFENCE_RGB):
        assert chip_colour not in seats and palette.text_on(chip_colour) == palette.INK
        assert min(chip_colour) > 120  # paper, light
    surf = pygame.Surface((100, 26))
    surf.fill(palette.KINARI)
    card_art.draw_fight_chips(surf, (4, 3), (1, 2), pygame.Rect(0, 0, 100, 26))
    drawn = {tuple(surf.get_at((x, y)))[:3] for x in range(100) for y in range(26)}
    assert not drawn & seats
