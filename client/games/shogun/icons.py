"""Shogun's small pictures for actions and bonuses, one place for the plan tray's tabs, the
action cards and the daimyo track: the building an action builds, the rice bale, the tax
coin, troops, crossed swords, the chest a bid is paid in, the shield of a defence bonus."""
from __future__ import annotations

import pygame

from client.render import art

from .board_art import draw_building, draw_chest, draw_rice

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
