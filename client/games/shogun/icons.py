"""Shogun's small pictures for actions and bonuses, one place for the plan tray's tabs, the
action cards and the daimyo track: the building an action builds, the rice bale, the tax
coin, troops, crossed swords, the chest a bid is paid in, the shield of a defence bonus."""
from __future__ import annotations

import pygame

from client.render import art, palette

from .board_art import REGION_RGB, draw_building, draw_chest, draw_rice

ICON = 22  # px: the usual size on a tab, a card or a step of the track
# each space's (and action card's) picture; the bid is paid in chests
SLOT_ICONS = {"bid": "chest", "castle": "castle", "temple": "temple", "theatre": "theatre", "rice": "rice",
              "tax": "koban", "recruit5": "troops", "recruit3": "troops", "recruit1": "troops", "warA": "war",
              "warB": "war"}
# each daimyo track bonus's picture: what it adds to
SPECIAL_ICONS = {"tax": "koban", "rice": "rice", "recruit": "troops", "attack": "war", "defence": "shield"}


def draw_icon(surface, kind: str, centre, size: int = ICON, faint: bool = False) -> None:
    """The picture ``kind`` centred on ``centre``, ``size`` px across; ``faint``: sunk into
    an empty slot, like a space printed on a board."""
    layer = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
    mid = (layer.get_width() / 2, layer.get_height() / 2)
    if kind == "chest":
        draw_chest(layer, mid, size * 0.42)
    elif kind == "rice":
        draw_rice(layer, mid, size * 0.42)
    elif kind in ("castle", "temple", "theatre"):
        draw_building(layer, mid, size / 2.6, kind)
    else:
        picture = art.picture("shogun", kind, (size, size))
        layer.blit(picture, picture.get_rect(center=(round(mid[0]), round(mid[1]))))
    if faint:
        layer.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(layer, layer.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_slot_icon(surface, slot: str, centre, size: int = ICON, faint: bool = False) -> None:
    """The picture of the space (or action card) ``slot``."""
    draw_icon(surface, SLOT_ICONS[slot], centre, size, faint)


def draw_province_cards(surface, centre, size: int = ICON) -> None:
    """A player's province cards: two fanned cards dyed in region colours with a kanji-like
    stroke, as the cards in the plan tray look (a plain white slip read as nothing)."""
    x, y = centre
    w, h = round(size * 0.6), round(size * 0.85)
    for dx, dy, region in ((-size * 0.14, -size * 0.04, "green"), (size * 0.14, size * 0.06, "red")):
        card = pygame.Rect(0, 0, w, h)
        card.center = (round(x + dx), round(y + dy))
        pygame.draw.rect(surface, REGION_RGB[region], card, border_radius=2)
        pygame.draw.rect(surface, palette.INK, card, 1, border_radius=2)
        for k in (0.32, 0.55):  # the name's strokes
            pygame.draw.line(surface, palette.WASHI, (card.x + w * 0.28, card.y + h * k),
                             (card.right - w * 0.28 - 1, card.y + h * k), 2)
        pygame.draw.line(surface, palette.WASHI, (card.centerx, card.y + h * 0.2), (card.centerx, card.y + h * 0.78), 2)
