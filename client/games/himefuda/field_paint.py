"""姬札大戰's battlefield painted: a painted ground (the camps' trodden earth, the neutral
meadows' grass and paddies) under a wash of its half's seat colour, deeper in a band along each
camp's outer edge by its castle, the ground's pattern, the palisades where the camps end, the line where the
halves meet, each cell's terrain and the two castles (walls, gates, keep, banners).

The pictures are SVG files under ``assets/art/himefuda/`` (written by
tools/make_himefuda_field_art.py) and carry no seat colour: the seat colour is laid under them
here, so a player who picks another colour sees their half in it. The geometry comes from the
Tiled map only (field_geometry). The whole field is rendered once per size, terrain layout and
pair of seat colours; a frame only blits it. A missing or damaged picture is told once by
client/render/art.py and drawn as a plain frame: the field still draws.
"""
from __future__ import annotations

import functools
import random

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
COURTYARD_TINT = 0.45
PALISADE_W = 24 / 160  # of a cell's width
#: the pictures the painted field draws besides each terrain kind's (field_art lists them all)
PICTURES = ("field_landscape", "field_palisade", "castle_walls", "castle_keep", "table_planks")


def terrain_picture_name(kind: str) -> str:
    return f"terrain_{kind}"


def tint(rgb, amount: float) -> tuple[int, int, int]:
    """Paper (kinari) with ``amount`` of the seat colour in it."""
    return tuple(round(p + (c - p) * amount) for p, c in zip(palette.KINARI, rgb[:3]))  # type: ignore[return-value]


#: the ground's own pigments under the seat's wash: the camp's trodden earth, the neutral column's meadow
EARTH, MEADOW = (196, 158, 104), (158, 172, 104)
#: how much of the seat colour washes over a half's ground: enough that each half reads as its
#: seat's (the warm half warm, the cool half cool, meeting at the stream), little enough that the
#: ground still reads as earth and meadow; the camp, by its castle, deeper than the neutral row
CAMP_SEAT, MEADOW_SEAT = 0.55, 0.42
#: how much of the camp earth's own hue goes grey before the wash: the earth is warm, and a cool
#: seat colour washed over it turns to mauve, a fifth colour that means nothing (the meadow keeps
#: its hue: under a warm seat it goes ochre, under a cool one teal)
GROUND_GREY = 0.6
#: the band along a camp's outer edge (by its castle) in its seat's colour: of a cell's width, and
#: how much seat colour it holds (the full colour: the camp strip says whose half it is)
EDGE_BAND, EDGE_SEAT = 0.18, 1.0


def mix(a, b, amount: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * amount) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


def _greyed(rgb) -> tuple[int, int, int]:
    grey = sum(rgb[:3]) / 3
    return mix(rgb, (grey, grey, grey), GROUND_GREY)


def half_colour(rgb, kind: str) -> tuple[int, int, int]:
    """A cell's ground colour: the camp's earth (greyed) or the meadow under a wash of its half's seat colour."""
    return mix(_greyed(EARTH), rgb, CAMP_SEAT) if kind == "camp" else mix(MEADOW, rgb, MEADOW_SEAT)


def edge_band(cell: pygame.Rect, side: int) -> pygame.Rect:
    """The strip of a camp cell along the field's outer edge, by ``side``'s castle."""
    w = max(4, round(cell.width * EDGE_BAND))
    return pygame.Rect(cell.x if side == 0 else cell.right - w, cell.y, w, cell.height)


def edge_colour(rgb) -> tuple[int, int, int]:
    """The camp's outer band: the seat's own colour on the earth, deep."""
    return mix(EARTH, rgb, EDGE_SEAT)


def draw_ground_pattern(pic: pygame.Surface, rect: pygame.Rect, kind: str, ground, seed: int) -> None:
    """A cell's ground cut in the woodblock's way, strokes in a deeper shade of its ground: the
    meadow's grass in tufts, the camp's trodden earth in scuffs and pebbles (no level strokes:
    rows of them read as brickwork). Placed
    on a jittered grid from ``seed`` (the cell), so the field looks the same at every size."""
    rng = random.Random(seed)
    ink = mix(ground, palette.SUMI, 0.55 if kind == "camp" else 0.42)  # the dark camp's strokes a little deeper
    light = mix(ground, palette.WASHI, 0.35)
    step = max(14, rect.width // 5)
    lw = max(1, rect.width // 60)
    for gy in range(rect.y + step // 2, rect.bottom - step // 3, step):
        for gx in range(rect.x + step // 2, rect.right - step // 3, step):
            x = gx + rng.randint(-step // 3, step // 3)
            y = gy + rng.randint(-step // 3, step // 3)
            size = step * rng.uniform(0.28, 0.42)
            if kind == "camp":  # trodden earth: a scuff of hoof and foot now and then, pebbles
                if rng.random() < 0.55:
                    pygame.draw.arc(pic, ink, (x - size / 2, y - size / 4, size, size / 2), 0.3, 2.8, lw + 1)
                if rng.random() < 0.4:
                    pygame.draw.ellipse(pic, light, (x + size / 2, y - size / 3, size / 2, size / 3))
                    pygame.draw.ellipse(pic, ink, (x + size / 2, y - size / 3, size / 2, size / 3), 1)
            else:  # meadow: a tuft of three blades
                for dx in (-0.45, 0.0, 0.45):
                    pygame.draw.line(pic, ink, (x + dx * size * 0.3, y), (x + dx * size, y - size * (1 - abs(dx) * 0.6)),
                                     lw + 1)


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
    for c in geo.map.cells:
        rect = geo.cell((c.lane, c.row))
        ground = half_colour(colours[c.side].rgb, c.kind)
        pic.fill(ground, rect)
        draw_ground_pattern(pic, rect.inflate(-8, -8), c.kind, ground, c.lane * 10 + c.row)
        if c.kind == "camp":  # the seat's colour deep along the camp's edge by its castle
            band = edge_band(rect, c.side)
            pic.fill(edge_colour(colours[c.side].rgb), band)
            inner = band.right if c.side == 0 else band.x - 1
            pygame.draw.line(pic, mix(edge_colour(colours[c.side].rgb), palette.SUMI, 0.5), (inner, band.y),
                             (inner, band.bottom - 1), 2)
    pic.blit(art.picture(GAME, "field_landscape", size), (0, 0))  # the map's size: it lies where the cells are
    _draw_lines(pic, geo)
    if halves is not None:
        for zone, kind in terrain_layout(halves).items():
            if kind == OPEN:
                continue
            rect = geo.cell(zone).inflate(-6, -6)
            picture = terrain_picture(kind, rect.size)
            if geo.map.cell(*zone).side == 1:  # the same half turned round: mirrored, still upright
                picture = pygame.transform.flip(picture, True, False)
            pic.blit(picture, rect)
    for seat in (0, 1):
        _draw_castle_picture(pic, geo, seat, colours[seat])
    return pic


def _draw_lines(pic: pygame.Surface, geo: FieldGeometry) -> None:
    """The lanes' and rows' borders in ink (each cell clearly its own), the palisades where the
    camps end; the stream where the halves meet is the landscape's."""
    first, last = geo.cell((0, 0)), geo.cell((LANES - 1, ROWS - 1))
    whole = pygame.Rect(first.topleft, (last.right - first.x, last.bottom - first.y))
    shade = pygame.Surface(whole.size, pygame.SRCALPHA)
    for lane in range(1, LANES):
        y = geo.cell((lane, 0)).y - whole.y
        pygame.draw.line(shade, (*palette.SUMI, 150), (0, y), (whole.width, y), 2)
    for row in range(1, ROWS):
        x = geo.cell((0, row)).x - whole.x
        if row != ROWS // 2:  # the stream parts the halves
            pygame.draw.line(shade, (*palette.SUMI, 110), (x, 0), (x, whole.height), 2)
    pic.blit(shade, whole)
    for side in (0, 1):  # the palisade stands on the camp's edge towards the enemy, half a lane a length
        row = camp_row(side)
        for lane in range(LANES):
            cell = geo.cell((lane, row))
            x = cell.right if side == 0 else cell.x
            length = pygame.Rect(0, 0, max(6, round(cell.width * PALISADE_W)), cell.height // 2)
            for y in (cell.y, cell.y + length.height):
                pic.blit(art.picture(GAME, "field_palisade", length.size), (x - length.width // 2, y))
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
