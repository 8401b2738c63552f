"""Where 姬札大戰's field lies on screen: the Tiled map's pixels scaled into a rectangle
(aspect kept), and where each castle's parts go inside the map's castle rectangle."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .field_map import load_field

#: the castle picture's parts, in the map's units (a castle is 192 wide): its outer wall, and the
#: gatehouses that stand out of it towards the field
WALL, GATEHOUSE = 20, 30
KEEP_ASPECT = 150 / 120  # castle_keep.svg's height / width
CARD_RATIO = 1.4  # a card's height / width (card_art.RATIO)
COUNTER_H = 56  # a garrison or provisions plaque
GUARD_LABEL_H = 20


class FieldGeometry:
    """Map pixels → screen pixels for the field drawn into ``rect`` (aspect kept)."""

    def __init__(self, rect: pygame.Rect):
        self.map = load_field()
        mw, mh = self.map.size
        self.scale = min(rect.width / mw, rect.height / mh)
        self.rect = pygame.Rect(rect.x, rect.y, round(mw * self.scale), round(mh * self.scale))

    def to_screen(self, r) -> pygame.Rect:
        x, y, w, h = r
        s = self.scale
        return pygame.Rect(self.rect.x + round(x * s), self.rect.y + round(y * s), round(w * s), round(h * s))

    def cell(self, zone) -> pygame.Rect:
        return self.to_screen(self.map.cell(*zone).rect)

    def castle(self, seat: int) -> pygame.Rect:
        return self.to_screen(self.map.castles[seat].rect)

    def zone_at(self, pos):
        for c in self.map.cells:
            if self.to_screen(c.rect).collidepoint(pos):
                return (c.lane, c.row)
        return None

    def castle_at(self, pos):
        for seat in (0, 1):
            if self.castle(seat).collidepoint(pos):
                return seat
        return None

    def castle_parts(self, seat: int) -> CastleParts:
        return castle_parts(self.castle(seat), seat, self.scale)


@dataclass(frozen=True)
class CastleParts:
    """A castle's parts on screen, one above the other inside its walls, none over another: the
    garrison's and the provisions' plaques, the keep's picture, the castle guard's label and card."""
    courtyard: pygame.Rect  # inside the walls, clear of the gatehouses
    garrison: pygame.Rect
    provisions: pygame.Rect
    keep: pygame.Rect
    guard_label: pygame.Rect
    guard: pygame.Rect  # the guard card's rect (card-shaped)


def castle_parts(castle: pygame.Rect, seat: int, scale: float) -> CastleParts:
    wall, gate = round(WALL * scale), round(GATEHOUSE * scale)
    # side 0's gates face right (the field), side 1's left
    left, right = (wall, gate) if seat == 0 else (gate, wall)
    court = pygame.Rect(castle.x + left, castle.y + wall, castle.width - left - right, castle.height - 2 * wall)
    inner = court.inflate(-6, -8)
    y = inner.y
    garrison = pygame.Rect(inner.x, y, inner.width, COUNTER_H)
    provisions = pygame.Rect(inner.x, garrison.bottom + 6, inner.width, COUNTER_H)
    card_w = min(inner.width, round(inner.height * 0.3 / CARD_RATIO))
    card_h = round(card_w * CARD_RATIO)
    guard = pygame.Rect(0, 0, card_w, card_h)
    guard.midbottom = (inner.centerx, inner.bottom)
    guard_label = pygame.Rect(inner.x, guard.y - GUARD_LABEL_H - 2, inner.width, GUARD_LABEL_H)
    room = pygame.Rect(inner.x, provisions.bottom + 8, inner.width, guard_label.y - 8 - provisions.bottom - 8)
    keep_w = min(room.width, round(room.height / KEEP_ASPECT))
    keep = pygame.Rect(0, 0, keep_w, round(keep_w * KEEP_ASPECT))
    keep.center = room.center
    return CastleParts(court, garrison, provisions, keep, guard_label, guard)
