"""姬札大戰's battlefield painted as one scene: a ground running from castle to castle (the
camps' trodden earth spreading into the meadow, grass in patches across the cells' lines), the
camps' things, paddies, road and stream and each cell's terrain, all under one even wash of each
half's seat colour (the stream parts the halves), the lanes and rows as a faint printed grid, the
palisades where the camps end, each seat's banner line along its edge and the two castles
(walls, gates, keep, banners).

The pictures are SVG files under ``assets/art/himefuda/`` (written by
tools/make_himefuda_field_art.py) and carry no seat colour: the seat colour is laid over the ground
here, so a player who picks another colour sees their half in it. The geometry comes from the
Tiled map only (field_geometry). The whole field is rendered once per size, terrain layout and
pair of seat colours; a frame only blits it. A missing or damaged picture is told once by
client/render/art.py and drawn as a plain frame: the field still draws.
"""
from __future__ import annotations

import functools

import pygame

from client.render import art, palette
from client.render.palette import SeatColour
from client.render.shapes import draw_marker

from .field_geometry import CastleParts, FieldGeometry
from .field_map import LANES, OPEN, ROWS, camp_row
from .terrain import layout as terrain_layout

GAME = "himefuda"
MARGIN_COLOUR = palette.KINARI  # the print's paper border round the field, where the lanes' and rows' numbers are
#: how much of the seat colour goes into a castle courtyard's paper
COURTYARD_TINT = 0.34
PALISADE_W = 24 / 160  # of a cell's width
GRID_ALPHA = 70  # the lanes' and rows' lines: a faint print over the landscape, not ink walls
#: the pictures the painted field draws besides each terrain kind's (field_art lists them all)
PICTURES = ("field_ground", "field_landscape", "field_palisade", "castle_walls", "castle_keep", "table_planks")


def terrain_picture_name(kind: str) -> str:
    return f"terrain_{kind}"


def tint(rgb, amount: float) -> tuple[int, int, int]:
    """Paper (kinari) with ``amount`` of the seat colour in it."""
    return tuple(round(p + (c - p) * amount) for p, c in zip(palette.KINARI, rgb[:3]))  # type: ignore[return-value]


#: the ground's own pigments (tools/make_himefuda_field_art.py paints field_ground.svg in them):
#: the camps' trodden earth and the meadow between, one scene under both halves
EARTH, MEADOW = (194, 168, 116), (168, 174, 114)
#: how much of a half's ground is its seat colour: the ground's own light and dark printed again
#: in the seat's colour and laid over it, one even wash from the castle's palisade to the stream.
#: (A multiply wash cannot turn the yellow-green meadow blue; this keeps the paddies, grass and
#: terrain readable while each half reads as its owner's at a glance.)
WASH = 0.42
#: the seat's banner line along the field's outer edge by its castle: of a cell's width
EDGE_BAND = 0.07


def mix(a, b, amount: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * amount) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


def wash_ink(rgb) -> tuple[int, int, int]:
    """The seat colour ``rgb`` as bright as it goes (its hue kept): white in the ground prints as this."""
    k = 255 / max(1, *rgb[:3])
    return tuple(min(255, round(c * k)) for c in rgb[:3])  # type: ignore[return-value]


def washed(ground, rgb) -> tuple[int, int, int]:
    """The colour a flat ``ground`` takes under a half's wash of the seat colour ``rgb``."""
    grey = 0.299 * ground[0] + 0.587 * ground[1] + 0.114 * ground[2]
    out = (round(g + (grey * c / 255 - g) * WASH) for g, c in zip(ground[:3], wash_ink(rgb)))
    return tuple(out)  # type: ignore[return-value]


def lay_wash(pic: pygame.Surface, rect: pygame.Rect, rgb) -> None:
    """One even wash of the seat colour ``rgb`` over ``rect`` of the painted ``pic``."""
    print_ = pygame.transform.grayscale(pic.subsurface(rect).copy())  # (a subsurface itself reads askew)
    print_.fill(wash_ink(rgb), special_flags=pygame.BLEND_MULT)
    print_.set_alpha(round(255 * WASH))
    pic.blit(print_, rect)


def edge_band(cell: pygame.Rect, side: int) -> pygame.Rect:
    """The seat's banner line: the strip of a camp cell along the field's outer edge, by ``side``'s castle."""
    w = max(4, round(cell.width * EDGE_BAND))
    return pygame.Rect(cell.x if side == 0 else cell.right - w, cell.y, w, cell.height)


def half_rect(geo: FieldGeometry, side: int) -> pygame.Rect:
    """A seat's half of the field: its camp and its neutral column, from its palisade's side of
    the field's edge to the stream."""
    near, far = (0, ROWS // 2 - 1) if side == 0 else (ROWS // 2, ROWS - 1)
    return geo.cell((0, near)).union(geo.cell((LANES - 1, far)))


def terrain_picture(kind: str, size: tuple[int, int]) -> pygame.Surface:
    return art.picture(GAME, terrain_picture_name(kind), size)


@functools.lru_cache(maxsize=8)
def field_picture(size: tuple[int, int], halves: tuple[int, int] | None,
                  colours: tuple[SeatColour, SeatColour]) -> pygame.Surface:
    """The painted field at ``size`` for that terrain layout (None: the plain field) and those
    seat colours (side 0's, side 1's)."""
    pic = pygame.Surface(size)
    pic.fill(MARGIN_COLOUR)
    geo = FieldGeometry(pygame.Rect((0, 0), size))
    pic.blit(art.picture(GAME, "field_ground", size), (0, 0))  # one ground from castle to castle
    pic.blit(art.picture(GAME, "field_landscape", size), (0, 0))  # the map's size: it lies where the cells are
    if halves is not None:
        for zone, kind in terrain_layout(halves).items():
            if kind == OPEN:
                continue
            rect = geo.cell(zone).inflate(-6, -6)
            picture = terrain_picture(kind, rect.size)
            if geo.map.cell(*zone).side == 1:  # the same half turned round: mirrored, still upright
                picture = pygame.transform.flip(picture, True, False)
            pic.blit(picture, rect)
    for side in (0, 1):  # each half under one even wash of its owner's colour, the stream between
        lay_wash(pic, half_rect(geo, side), colours[side].rgb)
    _draw_lines(pic, geo, colours)
    for seat in (0, 1):
        _draw_castle_picture(pic, geo, seat, colours[seat])
    return pic


def _draw_lines(pic: pygame.Surface, geo: FieldGeometry, colours) -> None:
    """The lanes' and rows' borders as a faint printed grid over the landscape (each cell still
    its own), the palisades where the camps end, each seat's banner line along its edge of the
    field by its castle; the stream where the halves meet is the landscape's."""
    first, last = geo.cell((0, 0)), geo.cell((LANES - 1, ROWS - 1))
    whole = pygame.Rect(first.topleft, (last.right - first.x, last.bottom - first.y))
    shade = pygame.Surface(whole.size, pygame.SRCALPHA)
    for lane in range(1, LANES):
        y = geo.cell((lane, 0)).y - whole.y
        pygame.draw.line(shade, (*palette.SUMI, GRID_ALPHA), (0, y), (whole.width, y), 2)
    for row in range(1, ROWS):
        x = geo.cell((0, row)).x - whole.x
        if row != ROWS // 2:  # the stream parts the halves
            pygame.draw.line(shade, (*palette.SUMI, GRID_ALPHA), (x, 0), (x, whole.height), 2)
    pic.blit(shade, whole)
    for side in (0, 1):  # the palisade stands on the camp's edge towards the enemy, half a lane a length
        row = camp_row(side)
        for lane in range(LANES):
            cell = geo.cell((lane, row))
            x = cell.right if side == 0 else cell.x
            length = pygame.Rect(0, 0, max(6, round(cell.width * PALISADE_W)), cell.height // 2)
            for y in (cell.y, cell.y + length.height):
                pic.blit(art.picture(GAME, "field_palisade", length.size), (x - length.width // 2, y))
        band = edge_band(geo.cell((0, row)), side).union(edge_band(geo.cell((LANES - 1, row)), side))
        pic.fill(colours[side].rgb, band)
        inner = band.right if side == 0 else band.x - 1
        pygame.draw.line(pic, palette.SUMI, (inner, band.y), (inner, band.bottom - 1), 2)
    pygame.draw.rect(pic, palette.SUMI, whole.inflate(4, 4), 3)


def _draw_castle_picture(pic: pygame.Surface, geo: FieldGeometry, seat: int, colour: SeatColour) -> None:
    """A castle: its courtyard in the seat colour, its walls and gates (side 1's mirrored), its
    keep, and the seat's banners flying behind it."""
    rect = geo.castle(seat)
    parts: CastleParts = geo.castle_parts(seat)
    pic.fill(tint(colour.rgb, COURTYARD_TINT), rect)
    walls = art.picture(GAME, "castle_walls", rect.size)
    pic.blit(walls if seat == 0 else pygame.transform.flip(walls, True, False), rect)
    keep = parts.keep
    high = round(keep.height * 0.8)
    for x in (keep.x + keep.width // 8, keep.right - keep.width // 8 - high // 4):  # flying behind the keep
        draw_banner(pic, (x, keep.y + round(keep.height * 0.55)), high, colour)
    pic.blit(art.picture(GAME, "castle_keep", keep.size), keep)


def draw_banner(surface, foot: tuple[int, int], high: int, colour: SeatColour) -> None:
    """A nobori: a pole and a tall banner in the seat's colour with its shape on it, ink outlined."""
    x, y = foot
    w = max(8, high // 4)
    pole_top = y - high
    pygame.draw.line(surface, palette.SUMI, (x, y), (x, pole_top), 3)
    pygame.draw.line(surface, palette.SUMI, (x, pole_top + 3), (x + w + 2, pole_top + 3), 3)
    cloth = pygame.Rect(x + 1, pole_top + 4, w, high // 2)
    pygame.draw.rect(surface, colour.rgb, cloth)
    pygame.draw.rect(surface, palette.SUMI, cloth, 2)
    draw_marker(surface, (cloth.centerx, cloth.y + w // 2 + 2), max(3, w // 2 - 3), colour)


def draw_table_surface(surface) -> None:
    """The war council's wooden table under everything (the field print, the cards, the sheets;
    the deck builder's sheets too)."""
    surface.fill(palette.LACQUER)  # a missing picture leaves a plain dark table
    surface.blit(art.picture(GAME, "table_planks", surface.get_size()), (0, 0))
