"""姬札大戰's field on the table: the Tiled map's background scaled in, the two castles
(garrison, provisions, castle guard) and the units as cards with troops, facing and
their fatigued (疲兵) / tired (倦兵) marks. Geometry comes from ``field_map`` only."""
from __future__ import annotations

import functools

import pygame

from client import paths
from client.i18n import _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box

from . import card_art as art
from .field_map import load_field

HIGHLIGHT = (255, 226, 120)


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


@functools.lru_cache(maxsize=4)
def background(size: tuple[int, int]) -> pygame.Surface:
    """The map's background picture at ``size`` (drawn by tools/make_himefuda_field.py)."""
    try:
        pic = pygame.image.load(str(paths.maps_dir() / "himefuda_field.png"))
    except (pygame.error, FileNotFoundError):  # a broken install: plain ground rather than a traceback
        pic = pygame.Surface((8, 8))
        pic.fill((140, 126, 100))
    return pygame.transform.smoothscale(pic, size)


def draw_field(surface, geo: FieldGeometry) -> None:
    surface.blit(background(geo.rect.size), geo.rect)
    pygame.draw.rect(surface, palette.GOLD, geo.rect.inflate(2, 2), 2, border_radius=4)


def castle_panel(geo: FieldGeometry, seat: int) -> pygame.Rect:
    area = geo.castle(seat).inflate(-10, -40)
    return pygame.Rect(area.x, area.centery - 150, area.width, 300)


def draw_castle(surface, geo: FieldGeometry, obs, seat: int, colour, lit: bool) -> pygame.Rect:
    """The castle as a panel over the map's castle: guard card, garrison, provisions."""
    panel = castle_panel(geo, seat)
    pygame.draw.rect(surface, (*palette.LACQUER,), panel, border_radius=10)
    pygame.draw.rect(surface, HIGHLIGHT if lit else colour.rgb, panel, 4 if lit else 3, border_radius=10)
    draw_marker(surface, (panel.x + 18, panel.y + 18), 10, colour)
    draw_text_in_box(surface, _("Castle"), pygame.Rect(panel.x + 32, panel.y + 6, panel.width - 38, 24), 18,
                     palette.PAPER, bold=True, align="left", min_size=10)
    guard = obs.guard[seat]
    cw = panel.width - 24
    card = pygame.Rect(panel.x + 12, panel.y + 34, cw, round(cw * art.RATIO))
    if guard is not None:
        surface.blit(art.card_face(guard, cw), card)
    else:
        pygame.draw.rect(surface, palette.PANEL, card, border_radius=6)
        draw_text_in_box(surface, _("Empty castle"), card.inflate(-8, -8), 16, palette.PAPER_DIM, multiline=True,
                         min_size=9)
    y = card.bottom + 6
    for label, value in ((_("Garrison"), obs.castle[seat]), (_("Provisions"), obs.provisions[seat])):
        draw_text_in_box(surface, label, pygame.Rect(panel.x + 8, y, panel.width - 50, 24), 15, palette.PAPER_DIM,
                         align="left", min_size=9)
        draw_text_in_box(surface, str(value), pygame.Rect(panel.right - 46, y, 40, 24), 20, palette.GOLD,
                         bold=True, align="right", min_size=10)
        y += 26
    return panel


def draw_unit(surface, rect: pygame.Rect, obs, u, colour, lit: bool = False) -> None:
    """A unit: its leading card's kanji and values, troops, the way it faces, its marks."""
    box = rect.inflate(-14, -14)
    g = obs.pool.general(u.cards[0])
    pygame.draw.rect(surface, art.FACE, box, border_radius=8)
    pygame.draw.rect(surface, colour.rgb, box, 5, border_radius=8)
    if lit:
        pygame.draw.rect(surface, HIGHLIGHT, box.inflate(6, 6), 3, border_radius=10)
    # facing: a wedge on the side towards the enemy castle (seat 0 right, seat 1 left)
    cy = box.centery
    if u.seat == 0:
        tip, base = box.right + 8, box.right - 2
    else:
        tip, base = box.x - 8, box.x + 2
    pygame.draw.polygon(surface, colour.rgb, [(tip, cy), (base, cy - 12), (base, cy + 12)])
    pygame.draw.polygon(surface, palette.INK, [(tip, cy), (base, cy - 12), (base, cy + 12)], 1)
    draw_marker(surface, (box.x + 14, box.y + 14), 8, colour)
    draw_text_in_box(surface, g.name_zh, pygame.Rect(box.x + 24, box.y + 4, box.width - 28, 24), 20, palette.INK,
                     bold=True, min_size=9)
    stats = f"{g.melee[0]}/{g.melee[1]} {g.shoot[0]}/{g.shoot[1]} {g.strategy}"
    draw_text_in_box(surface, stats, pygame.Rect(box.x + 4, box.y + 30, box.width - 8, 18), 14, (96, 80, 64),
                     min_size=8)
    if len(u.cards) > 1 or u.gear:
        draw_text_in_box(surface, f"+{len(u.cards) - 1 + len(u.gear)}", pygame.Rect(box.right - 30, box.y + 48,
                                                                                   26, 16), 13, palette.INK,
                         bold=True, min_size=8)
    troops = pygame.Rect(box.x + 6, box.bottom - 40, box.width - 12, 34)
    pygame.draw.rect(surface, colour.rgb, troops, border_radius=6)
    draw_text_in_box(surface, _("{n}k troops").format(n=u.troops), troops.inflate(-6, -2), 22,
                     palette.text_on(colour.rgb), bold=True, min_size=9)
    marks = [(m, t) for m, t in ((u.fatigued, _("Fatigued")), (u.tired, _("Tired"))) if m]
    for i, (_m, text) in enumerate(marks):
        tag = pygame.Rect(box.x + 4, box.y + 48 + i * 17, box.width - 36, 16)
        pygame.draw.rect(surface, palette.INK, tag, border_radius=4)
        draw_text_in_box(surface, text, tag.inflate(-4, 0), 12, HIGHLIGHT, min_size=7)
