"""姬札大戰's field on the table: the Tiled map's background scaled in, the two castles
(garrison, provisions, castle guard) and the units as cards with troops, facing and
their fatigued (疲兵) / tired (倦兵) marks. Geometry comes from ``field_map`` only."""
from __future__ import annotations

import functools
import math

import pygame

from client import paths
from client.i18n import _, current_language, thousands
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box, layout_in_box

from . import card_art as art
from .field_map import LANES, OPEN, ROWS, Terrain, load_field
from .terrain import layout as terrain_layout
from .vocabulary import MELEE, SHOOT, STRATEGY

HIGHLIGHT = palette.HIGHLIGHT
TILE = 160  # the terrain tileset's tile size (maps/himefuda_terrain.tsx)


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


@functools.lru_cache(maxsize=1)
def terrain_tiles() -> tuple[pygame.Surface, ...]:
    """The tileset's art, one picture per terrain kind, by tile id (drawn by tools/make_himefuda_field.py)."""
    fm = load_field()
    try:
        sheet = pygame.image.load(str(paths.maps_dir() / "himefuda_terrain.png"))
    except (pygame.error, FileNotFoundError):  # a broken install: flat colours rather than a traceback
        sheet = None
    tiles = []
    for t in fm.terrains:
        if sheet is not None and (t.tile + 1) * TILE <= sheet.get_width():
            tiles.append(sheet.subsurface((t.tile * TILE, 0, TILE, TILE)).copy())
        else:
            tile = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
            tile.fill((0, 0, 0, 0) if t.id == OPEN else (90 + 50 * t.tile, 120, 200 - 40 * t.tile))
            tiles.append(tile)
    return tuple(tiles)


@functools.lru_cache(maxsize=16)
def swatch(tile: int, size: int) -> pygame.Surface:
    """A small sample of a terrain's art: its tile's middle, so thin lines (the hill's rings) survive."""
    middle = terrain_tiles()[tile].subsurface((TILE // 4, TILE // 4, TILE // 2, TILE // 2))
    return pygame.transform.smoothscale(middle, (size, size))


def cell_terrain(zone, halves) -> Terrain:
    return load_field().terrain(terrain_layout(halves)[tuple(zone)])


@functools.lru_cache(maxsize=8)
def field_picture(size: tuple[int, int], halves: tuple[int, int] | None) -> pygame.Surface:
    """The background with every cell's terrain tile laid on it, pre-rendered once per layout.
    Side 1's cells get their tile turned half round, as its half-field is (H-2)."""
    pic = background(size).copy()
    if halves is None:
        return pic
    geo = FieldGeometry(pygame.Rect((0, 0), size))
    tiles = terrain_tiles()
    for zone, kind in terrain_layout(halves).items():
        t = geo.map.terrain(kind)
        if t.id == OPEN:
            continue
        rect = geo.cell(zone).inflate(-4, -4)
        tile = pygame.transform.smoothscale(tiles[t.tile], rect.size)
        if geo.map.cell(*zone).side == 1:
            tile = pygame.transform.rotate(tile, 180)
        pic.blit(tile, rect)
    return pic


def draw_field(surface, geo: FieldGeometry, halves=None) -> None:
    surface.blit(field_picture(geo.rect.size, tuple(halves) if halves else None), geo.rect)
    pygame.draw.rect(surface, palette.GOLD, geo.rect.inflate(2, 2), 2, border_radius=4)
    draw_edge_labels(surface, geo, current_language())


EDGE_SIZE = 16  # the lanes' and rows' numbers in the map's margin (never below 12 px)


def lane_label(lane: int) -> str:
    """"Lane 1" / 「第1路」: lanes numbered 1–5 as the log, the hints and the buttons name them."""
    return _("Lane {lane}").format(lane=lane + 1)


def row_label(row: int) -> str:
    """"Row 1" / 「第1列」: rows numbered 1–4 from the first seat's castle, as the hints name them."""
    return _("Row {row}").format(row=row + 1)


def edge_labels(geo: FieldGeometry) -> list[tuple[str, pygame.Rect, int]]:
    """(text, box on screen, angle) of each lane's number at both its ends, in the map's margin
    beyond the castles, turned to read along the edge (angle 90 on the left, -90 on the right),
    and of each row's number over it, in the margin above the cells. The margins hold nothing
    else, so the numbers cover nothing."""
    field = geo.rect
    left, right = geo.castle(0).left, geo.castle(1).right
    top = min(geo.cell((0, row)).top for row in range(ROWS))
    out = []
    for lane in range(LANES):
        cell = geo.cell((lane, 0))
        out.append((lane_label(lane), pygame.Rect(field.x, cell.y, left - field.x, cell.height), 90))
        out.append((lane_label(lane), pygame.Rect(right, cell.y, field.right - right, cell.height), -90))
    for row in range(ROWS):
        cell = geo.cell((0, row))
        out.append((row_label(row), pygame.Rect(cell.x, field.y, cell.width, top - field.y), 0))
    return out


def draw_edge_labels(surface, geo: FieldGeometry, language: str) -> None:
    """The lanes' and rows' numbers round the field. A lane's reads along the side: turned in
    English, its characters stacked upright in Chinese."""
    for text, box, angle in edge_labels(geo):
        if angle == 0:
            draw_text_in_box(surface, text, box, EDGE_SIZE, palette.GOLD, bold=True)
        elif language.startswith("zh"):
            draw_text_in_box(surface, "\n".join(text), box, EDGE_SIZE, palette.GOLD, multiline=True, bold=True)
        else:
            label = pygame.Surface((box.height, box.width), pygame.SRCALPHA)
            draw_text_in_box(label, text, label.get_rect(), EDGE_SIZE, palette.GOLD, bold=True)
            surface.blit(pygame.transform.rotate(label, angle), box)


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
                     palette.PAPER, bold=True, align="left")
    guard = obs.guard[seat]
    cw = panel.width - 24
    card = pygame.Rect(panel.x + 12, panel.y + 34, cw, round(cw * art.RATIO))
    if guard is not None:
        surface.blit(art.card_face(guard, cw), card)
    else:
        pygame.draw.rect(surface, palette.PANEL, card, border_radius=6)
        draw_text_in_box(surface, _("Empty castle"), card.inflate(-8, -8), 16, palette.PAPER_DIM, multiline=True)
    y = card.bottom + 6
    for label, value in ((_("Garrison"), obs.castle[seat]), (_("Provisions"), obs.provisions[seat])):
        draw_text_in_box(surface, label, pygame.Rect(panel.x + 8, y, panel.width - 50, 24), 15, palette.PAPER_DIM,
                         align="left")
        draw_text_in_box(surface, str(value), pygame.Rect(panel.right - 46, y, 40, 24), 20, palette.GOLD,
                         bold=True, align="right")
        y += 26
    return panel


BAND_H = 22  # the terrain band under a unit on rough ground


def ground_of(zone, halves) -> Terrain | None:
    """The terrain a unit at ``zone`` stands on, or None on open ground (or the plain field)."""
    if not halves:
        return None
    ground = cell_terrain(zone, tuple(halves))
    return None if ground.id == OPEN else ground


def terrain_band(rect: pygame.Rect) -> pygame.Rect:
    """Where a unit's terrain band lies in its cell ``rect``: along the bottom, under the card."""
    return pygame.Rect(rect.x + 7, rect.bottom - 4 - BAND_H, rect.width - 14, BAND_H)


ICON_GROUND = (226, 214, 190)


def draw_terrain_icon(surface, box: pygame.Rect, ground: Terrain) -> None:
    """A small drawn sign of a terrain kind, told apart by its shape: trees, a hill's contours,
    waves. A kind the map adds later shows its tile's middle instead."""
    pygame.draw.rect(surface, ICON_GROUND, box)
    x, y, w, h = box
    if ground.id == "forest":  # two trees: crowns on trunks
        for cx, cy, r in ((x + w * 0.3, y + h * 0.45, w * 0.22), (x + w * 0.66, y + h * 0.38, w * 0.27)):
            pygame.draw.line(surface, (92, 64, 40), (cx, cy), (cx, y + h - 2), 2)
            pygame.draw.circle(surface, (46, 120, 56), (cx, cy), r)
            pygame.draw.circle(surface, palette.INK, (cx, cy), r, 1)
    elif ground.id == "hill":  # a mound with a contour line
        for k, inset in enumerate((0.0, 0.28)):
            arc = pygame.Rect(x + 1 + w * inset / 2, y + h * (0.3 + inset * 0.9), w - 2 - w * inset, h * 1.2)
            pygame.draw.ellipse(surface, (150, 104, 58) if k == 0 else (196, 156, 100), arc)
            pygame.draw.ellipse(surface, palette.INK, arc, 1)
    elif ground.id == "river":  # two waves
        for row in (0.36, 0.7):
            pts = [(x + 1 + i, y + h * row + 2.4 * math.sin(i / w * 2 * math.tau)) for i in range(w - 1)]
            pygame.draw.lines(surface, (40, 100, 190), False, pts, 2)
    else:
        surface.blit(swatch(ground.tile, min(w, h)), box)
    pygame.draw.rect(surface, palette.INK, box, 1)


def draw_terrain_band(surface, band: pygame.Rect, ground: Terrain, language: str) -> None:
    """The ground under a unit, told by its sign and its name (not by colour alone)."""
    pygame.draw.rect(surface, palette.INK, band, border_radius=5)
    side = band.height - 4
    sample = pygame.Rect(band.x + 2, band.y + 2, side, side)
    clip = surface.get_clip()
    surface.set_clip(sample.clip(clip) if clip else sample)
    draw_terrain_icon(surface, sample, ground)
    surface.set_clip(clip)
    draw_text_in_box(surface, ground.name(language), pygame.Rect(sample.right + 4, band.y, band.right - sample.right
                                                                  - 8, band.height), 15, palette.PAPER, bold=True)


def unit_layout(rect: pygame.Rect, rough: bool) -> tuple:
    """Where a unit card's rows lie in its cell ``rect`` (``rough``: over a terrain band): the card,
    the name's height, the values' top and height, the marks' top and height, the troops' box.
    Closer together on a short card."""
    box = rect.inflate(-14, -14)
    if rough:
        box = pygame.Rect(box.x, rect.y + 4, box.width, terrain_band(rect).y - 2 - (rect.y + 4))
    short = box.height < 100
    name_h, stats_h, mark_h = (22, 16, 15) if short else (24, 18, 16)
    stats_y = box.y + 4 + name_h + (0 if short else 2)
    marks_y = stats_y + stats_h
    troops_h = box.bottom - 6 - (marks_y + mark_h + 1) if short else 34
    troops = pygame.Rect(box.x + 6, box.bottom - 6 - troops_h, box.width - 12, troops_h)
    return box, name_h, stats_y, stats_h, marks_y, mark_h, troops


def badge_area(rect: pygame.Rect, rough: bool) -> pygame.Rect:
    """Where a badge over a unit (the expected casualties of an attack on it) goes: over its
    values and marks, between its name and its troops, so both stay readable."""
    box, _name_h, stats_y, _stats_h, _marks_y, _mark_h, troops = unit_layout(rect, rough)
    return pygame.Rect(box.x + 3, stats_y, box.width - 6, troops.y - 1 - stats_y)


def draw_unit(surface, rect: pygame.Rect, obs, u, colour, lit: bool = False) -> None:
    """A unit: its leading card's kanji and values, troops, the way it faces, its marks; on rough
    ground a shorter card over a band naming the terrain (the card would hide the cell's tile)."""
    ground = ground_of(u.zone, obs.halves)
    if ground is not None:
        draw_terrain_band(surface, terrain_band(rect), ground, current_language())
    box, name_h, stats_y, stats_h, marks_y, mark_h, troops = unit_layout(rect, ground is not None)
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
    draw_text_in_box(surface, g.name_zh, pygame.Rect(box.x + 24, box.y + 4, box.width - 28, name_h), 20, palette.INK,
                     bold=True)
    # the values it fights with where it stands: its changes and its cell's terrain (H-2) counted
    melee = (obs.value(u, MELEE, fight=True), obs.value(u, MELEE, True, fight=True))
    shoot = (obs.value(u, SHOOT, fight=True), obs.value(u, SHOOT, True, fight=True))
    stats = f"{melee[0]}/{melee[1]} {shoot[0]}/{shoot[1]} {obs.value(u, STRATEGY)}"
    draw_text_in_box(surface, stats, pygame.Rect(box.x + 4, stats_y, box.width - 8, stats_h), 14, (96, 80, 64))
    if len(u.cards) > 1 or u.gear:
        draw_text_in_box(surface, f"+{len(u.cards) - 1 + len(u.gear)}", pygame.Rect(box.right - 30, marks_y,
                                                                                   26, 16), 13, palette.INK,
                         bold=True)
    pygame.draw.rect(surface, colour.rgb, troops, border_radius=6)
    draw_text_in_box(surface, _("{n}k troops").format(n=thousands(u.troops)), troops.inflate(-6, -2), 22,
                     palette.text_on(colour.rgb), bold=True)
    # a unit that sortied cannot move, so it is never fatigued and tired at once: one row of marks
    marks = [(m, t) for m, t in ((u.fatigued, _("Fatigued")), (u.tired, _("Tired"))) if m]
    for i, (_m, text) in enumerate(marks):
        tag = pygame.Rect(box.x + 4, marks_y + i * (mark_h + 1), box.width - 36, mark_h)
        pygame.draw.rect(surface, palette.INK, tag, border_radius=4)
        draw_text_in_box(surface, text, tag.inflate(-4, 0), 12, HIGHLIGHT)


def kinds_present(halves) -> list[Terrain]:
    """The terrain kinds on the field besides open ground, in the tileset's order."""
    if not halves:
        return []
    here = set(terrain_layout(tuple(halves)).values())
    return [t for t in load_field().terrains if t.id in here and t.id != OPEN]


LEGEND_ROW = 44  # two lines of 13-px text (the floor) with their gap


def legend_height(halves) -> int:
    kinds = kinds_present(halves)
    return 12 + LEGEND_ROW * len(kinds) if kinds else 0


def draw_legend(surface, box: pygame.Rect, halves, language: str) -> list[pygame.Rect]:
    """Each terrain kind present: its tile, its name and its one-line effect. Returns the text boxes."""
    boxes = []
    y = box.y + 6
    sep = "：" if language.startswith("zh") else ": "
    kinds = kinds_present(halves)
    lines = [t.name(language) + sep + t.effect(language) for t in kinds]
    width = box.width - LEGEND_ROW - 18
    # one size for every row, so the legend reads as a list
    size = min((layout_in_box(line, width, LEGEND_ROW, 15, 9, True, False).size for line in lines), default=15)
    for t, line in zip(kinds, lines):
        box_side = LEGEND_ROW - 4
        sample = pygame.Rect(box.x + 8, y + 2, box_side, box_side)
        surface.blit(swatch(t.tile, box_side), sample)
        pygame.draw.rect(surface, palette.INK, sample, 1)
        text = pygame.Rect(sample.right + 8, y, box.right - sample.right - 14, LEGEND_ROW)
        boxes.append(draw_text_in_box(surface, line, text, size, palette.PAPER, multiline=True, align="left"))
        y += LEGEND_ROW
    return boxes
