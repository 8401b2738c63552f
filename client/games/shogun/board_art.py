"""Shogun's board painted from the Tiled map: pre-rendered once per face, player
count and size; owners' bands and banners, buildings and small icons on top.

The painting is a woodblock map: a seigaiha sea (assets/art/shogun/seigaiha.svg
repeated), shallows shading the coast, the land as kinari paper with a faint wash of its region, and the
mountain and forest motifs the map's ``terrain`` layer places. Banners and
buildings stand at the map's ``spots``, clear of the names. Nothing here changes
per frame: ``BoardArt`` holds the static surface, a hit mask (province index per
pixel) and the map → screen transform; bands and banners are made once per
owner's colour.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from client.i18n import current_language
from client.render import art, palette
from client.render.palette import text_on
from client.render.shapes import draw_marker, shape_points
from client.render.text import MIN_SIZE, draw_text, draw_text_in_box, render, render_haloed
from client.widgets.base import draw_panel

from .board import load_board
from .layout import board_info

# Regions are muted tints (names still true: "the yellow region" is yellowish) kept
# well apart from every seat colour, also for colour-blind players
# (tests/test_seat_colours.py); thick edges show the regions without colour.
REGION_RGB = {
    "green": (112, 150, 110),
    "red": (154, 110, 112),
    "purple": (158, 140, 172),
    "yellow": (186, 172, 126),
    "brown": (142, 122, 98),
}
# On the map nobody's land is paper: unbleached kinari with only a breath of its region's
# pigment (the thick region edges tell the regions apart), so that colour on the map
# always means a seat holds the province.
REGION_WASH = 0.26  # the region pigment's share of an unheld province's paper


def land_rgb(region: str) -> tuple[int, int, int]:
    """The paper an unheld province of ``region`` is printed on."""
    return tuple(round(k * (1 - REGION_WASH) + c * REGION_WASH) for k, c in zip(palette.KINARI, REGION_RGB[region]))


SEA = palette.AI
SEA_LINE = (150, 190, 214)
SHALLOWS = ((palette.ASAGI, 70, 16), (palette.ASAGI, 110, 9), (palette.WASHI, 150, 3))  # colour, alpha, px
STRETCH = 1.25  # the map drawn this much taller than wide (more room for names and pieces)
WAVE_TILE = (48, 24)  # px: one seigaiha tile on the 1600 × 900 table
TABLE_SCALE = 0.38  # the map's scale across on the 1600 × 900 table: the sizes below are for it
MOTIF_SIZES = {"mountain": (34, 20), "forest": (26, 20)}  # as the map's generator reserved them
BUILDING_SIZE = 24  # px: a castle, temple or theatre on the map
BANNER_SIZE = (16, 40)  # px: a nobori, pole and cloth
# An owner's mark, as a woodblock prints it: a crisp band of the seat's full colour just inside the
# province's ink line, a thin line of the province's own paper between the two (so a blue band never
# runs into the indigo sea), and over the rest plain kinari paper (the region's wash gone, so a held
# province reads only as its owner's) printed with the seat's own pattern in a mid tint of its colour:
# a pattern, not a shade, so that two seats differ even to a colour-blind eye; the banner is the
# strongest owner's sign.
BAND_GAP_PX = 5  # px of paper from the province's line to its band (the ink border covers 2-3 of them)
BAND_PX = 6  # px: the band of full colour, inside that paper line (on the 1600 × 900 table)
# one woodblock pattern a seat (by seat index): kanoko dots, ichimatsu checks, uroko scales,
# hishi lattice, tate-jima stripes
OWNER_PATTERNS = ("kanoko", "kikko", "uroko", "hishi", "tatejima")
PATTERN_PX = 16  # px: one repeat of a pattern on the 1600 × 900 table (still clear at 1366 × 768)
# a seat's pattern is printed at half strength by its band and fades toward the province's heart:
# (px in from the band's inner edge, opacity of 255), the heart beyond the last
PATTERN_FADE = ((6, 128), (13, 104), (21, 80), (30, 60))
PATTERN_HEART = 44
OCHRE_SHARE = 0.45  # a light seat's (yellow) pattern leans this much toward ochre, or it fades into the paper
OWNED_GROUND_ALPHA = 244  # of 255: the plain paper over a held province's region wash
MOTIF_OVER_TINT = 210  # the motifs' opacity (of 255) printed again over an owner's pattern
SLATE_SHARE = 0.45  # a black seat's band: black thinned this much with slate (apart from the ink border)
SLATE = (130, 136, 150)  # what a black seat is printed in (black would read as a border)
OUT_RGB = (92, 90, 86)
BORDER = (30, 24, 20)
SUPER = 2  # supersampling for smooth polygon edges
PROVINCE_LINE = 1  # px (final size) between provinces of one region
REGION_LINE = 2  # px each side of a region's edge (so 4 between two regions)
# The "you may click here" outline: black and white dashes that march, a pattern no
# seat colour can look like.
ANT_LIGHT = (250, 248, 240)
ANT_DARK = (14, 12, 10)
ANT_DASH = 9  # px per dash
ANT_SPEED = 24  # px a second
BEAD_GAP = 11  # px between the beads of a still outline
WASH_ALPHA = (56, 120)  # how strongly a target's light wash shows, faintest and strongest (over pale paper too)
CARTOUCHE_PAD = (6, 2)  # px a name's cartouche reaches round its letters (across, down)
CARTOUCHE_CUT = 2  # px cut off its corners
CARTOUCHE_PAPER = (246, 238, 220)
CARTOUCHE_RULE = (190, 168, 130)  # the thin line inside its ink frame
ARMY_DROP = 15  # px from a label point down to the centre of its army piece
# An army is a little stack of wooden cubes in its owner's colour, the owner's shape on the
# front of the top cube, with the count written bold beside it.
ARMY_CUBE = 22  # px: one cube's picture on the 1600 × 900 table
ARMY_COUNT = 24  # bold: the count's digits 17 px tall on the 1600 × 900 table, 14 on a 1366 × 768 laptop
ARMY_STACK = 3  # the most cubes a stack shows (the count tells the rest)
ARMY_SIZE = (56, 29)  # the room a stack of three with a one-digit count takes
ARMY_MARGINS = (10, 6, 3, 0)  # px an army keeps inside its province's borders: the most it can


# where an army block may move from its place under the name, nearest first
_ARMY_NUDGES = sorted(((dx, dy) for dx in range(-66, 67, 6) for dy in range(-30, 31, 3)),
                      key=lambda d: math.hypot(d[0], d[1] * 1.5))


def _dashed(surface, colour, a, b, width=2, dash=10, gap=7) -> None:
    (x0, y0), (x1, y1) = a, b
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        pygame.draw.line(surface, colour, (x0 + dx * t, y0 + dy * t), (x0 + dx * e, y0 + dy * e), width)
        t = e + gap


def _thick_line(surface, colour, a, b, width: float) -> None:
    """A line ``width`` thick across its length (pygame's thick lines are thinner on a
    slant), with round ends so consecutive lines join."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    if length:
        nx, ny = (ay - by) / length * width / 2, (bx - ax) / length * width / 2
        pygame.draw.polygon(surface, colour, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny),
                                              (ax - nx, ay - ny)])
    for x, y in (a, b):
        pygame.draw.circle(surface, colour, (x, y), width / 2)


def marching_outline(surface, poly, seconds: float, width: int = 5) -> None:
    """Black and white dashes along a closed outline, moving on as ``seconds`` pass: the
    legal-target highlight (a pattern and a motion, never a colour alone)."""
    pygame.draw.lines(surface, ANT_DARK, True, poly, width + 2)
    for x, y in poly:  # round the joints of the thick line
        pygame.draw.circle(surface, ANT_DARK, (x, y), (width + 2) / 2)
    along = (seconds * ANT_SPEED) % (2 * ANT_DASH)  # where the dash pattern stands at each corner
    for (x0, y0), (x1, y1) in zip(poly, list(poly[1:]) + [poly[0]]):
        length = math.hypot(x1 - x0, y1 - y0)
        dx, dy = ((x1 - x0) / length, (y1 - y0) / length) if length else (0.0, 0.0)
        t = 0.0
        while t < length:
            k = int((along + t) // ANT_DASH)
            end = min(length, max(t + 0.01, (k + 1) * ANT_DASH - along))  # always onward
            if k % 2 == 0:
                pygame.draw.line(surface, ANT_LIGHT, (x0 + dx * t, y0 + dy * t), (x0 + dx * end, y0 + dy * end),
                                 width)
            t = end
        along += length


def beaded_outline(surface, poly, width: int = 6) -> None:
    """A still outline of black with white beads: the province an order starts from (or
    the one chosen from the hand), unlike both the marching targets and any owner's band."""
    pygame.draw.lines(surface, ANT_DARK, True, poly, width)
    for x, y in poly:
        pygame.draw.circle(surface, ANT_DARK, (x, y), width / 2)
    along = 0.0
    for (x0, y0), (x1, y1) in zip(poly, list(poly[1:]) + [poly[0]]):
        length = math.hypot(x1 - x0, y1 - y0)
        t = (-along) % BEAD_GAP
        while t < length:
            f = t / length
            pygame.draw.circle(surface, ANT_LIGHT, (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f), width / 2 - 1)
            t += BEAD_GAP
        along += length


class BoardArt:
    """The static board for one face, player count and screen rect."""

    def __init__(self, face: str, players: int, rect: pygame.Rect, language: str | None = None):
        self.language = language or current_language()
        self.board = board = load_board(face)
        self.info = info = board_info(face, players)
        self.rect = pygame.Rect(rect)
        # the map fills the rect's width and is drawn a little taller than wide; the sea fills the rest
        self.sx = self.rect.width / board.width
        self.sy = min(self.sx * STRETCH, self.rect.height / board.height)
        if self.sx * board.height > self.rect.height:  # a rect too low for the map: keep its shape
            self.sx = self.sy = self.rect.height / board.height
        self.scale = self.sx
        w, h = round(board.width * self.sx), round(board.height * self.sy)
        self.ox = self.rect.x + (self.rect.width - w) // 2
        self.oy = self.rect.y + (self.rect.height - h) // 2
        self.size = (w, h)
        self.unit = self.sx / TABLE_SCALE  # pieces grow and shrink with the map
        names = info.names
        self.polys = [[self.to_screen(pt) for pt in board.provinces[n].polygon] for n in names]
        self.centres = [self.to_screen(board.provinces[n].centre) for n in names]
        self.painting = self._render()
        self.surface = self.painting.subsurface(pygame.Rect(self.ox - self.rect.x, self.oy - self.rect.y, w, h))
        self.labels = self._render_labels()
        self.mask = self._hit_mask()
        self.building_rects = {(p, kind): self._spot_rect(p, kind, (self.building_size,) * 2)
                               for p in range(len(names)) for kind in ("castle", "temple", "theatre")}
        self.banner_rects = [self._spot_rect(p, "banner", self.banner_size) for p in range(len(names))]
        self.fixed = self.label_rects + self.banner_rects + list(self.building_rects.values())  # armies avoid
        self._tints: dict[tuple[int, tuple], pygame.Surface] = {}  # (province, colour) → its dyed wash
        self._shapes_white: dict[int, tuple[pygame.Rect, pygame.Surface]] = {}
        self._bands: dict[int, tuple] = {}  # province → its paper line's and band's opacity, white
        self._banners: dict[tuple, pygame.Surface] = {}  # colour → a dyed nobori
        self._army_centres: dict[tuple, tuple[int, int]] = {}  # (province, piece size, buildings) → its centre
        self._shapes: dict[int, tuple] = {}  # province → (pieces kept clear, box, its wash)

    def to_screen(self, pt) -> tuple[float, float]:
        return (self.ox + pt[0] * self.sx, self.oy + pt[1] * self.sy)

    def local(self, pt):
        return (pt[0] - self.ox, pt[1] - self.oy)

    @property
    def building_size(self) -> int:
        return max(12, round(BUILDING_SIZE * self.unit))

    @property
    def banner_size(self) -> tuple[int, int]:
        return (max(8, round(BANNER_SIZE[0] * self.unit)), max(20, round(BANNER_SIZE[1] * self.unit)))

    def _spot_rect(self, p: int, kind: str, size) -> pygame.Rect:
        """Where province ``p``'s ``kind`` (banner, castle, temple, theatre) stands: its map spot."""
        rect = pygame.Rect((0, 0), size)
        x, y = self.to_screen(self.board.provinces[self.info.names[p]].spots[kind])
        rect.center = (round(x), round(y))
        return rect

    # -- pre-rendering ---------------------------------------------------------
    def _render(self) -> pygame.Surface:
        """The whole rect painted: the sea, the coasts' shallows, the land by regions with its
        motifs, the borders."""
        board, info = self.board, self.info
        painting = pygame.Surface(self.rect.size)
        painting.fill(SEA)
        tw, th = (max(8, round(v * self.unit)) for v in WAVE_TILE)
        tile = art.picture("shogun", "seigaiha", (tw, th))
        waves = not art.is_damaged("shogun", "seigaiha")  # (a damaged tile leaves the sea plain, not a grid of frames)
        for y in range(0, self.rect.height, th) if waves else ():
            for x in range(-(y // th % 2) * tw // 2, self.rect.width, tw):
                painting.blit(tile, (x, y))
        dx, dy = self.ox - self.rect.x, self.oy - self.rect.y

        def at(pt):
            return (dx + pt[0] * self.sx, dy + pt[1] * self.sy)

        shallows = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        for colour, alpha, width in SHALLOWS:  # the widest first: bands lightening toward the shore
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            for a, b in coast_edges(board):
                _thick_line(layer, (*colour, 255), at(a), at(b), 2 * width * self.unit)
            layer.set_alpha(alpha)
            shallows.blit(layer, (0, 0))
        painting.blit(shallows, (0, 0))

        w, h = self.size
        big = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
        sx, sy = self.sx * SUPER, self.sy * SUPER

        def big_pts(poly):
            return [(x * sx, y * sy) for x, y in poly]

        # sea links under the land, dashed between label points
        links = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
        drawn = set()
        for i, n in enumerate(info.names):
            for m in board.provinces[n].sea:
                key = tuple(sorted((n, m)))
                if key in drawn:
                    continue
                drawn.add(key)
                j = info.index[m]
                a = board.provinces[n].centre
                b = board.provinces[m].centre
                live = info.playable[i] and info.playable[j]
                _dashed(links, SEA_LINE if live else (90, 110, 124), (a[0] * sx, a[1] * sy), (b[0] * sx, b[1] * sy),
                        width=2 * SUPER, dash=12 * SUPER, gap=8 * SUPER)
        for i, n in enumerate(info.names):
            prov = board.provinces[n]
            pts = big_pts(prov.polygon)
            if info.playable[i]:
                pygame.draw.polygon(big, land_rgb(prov.region), pts)
            else:
                pygame.draw.polygon(big, OUT_RGB, pts)
                self._hatch(big, pts)
        painting.blit(pygame.transform.smoothscale(links, (w, h)), (dx, dy))
        land = pygame.transform.smoothscale(big, (w, h))
        land.blit(self._paper(land), (0, 0))
        painting.blit(land, (dx, dy))
        # the woodblock motifs and the borders: a layer of their own, printed again over owners' tints
        # so a held province keeps its mountains and its clean ink edges
        ink = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        for name, kind, pt in board.motifs:
            if not info.playable[info.index[name]]:
                continue
            mw, mh = (max(6, round(v * self.unit)) for v in MOTIF_SIZES[kind])
            picture = art.picture("shogun", kind, (mw, mh))
            if art.is_damaged("shogun", kind):
                continue  # the land goes bare rather than strewn with empty frames
            x, y = at(pt)
            where = picture.get_rect(center=(round(x), round(y)))
            painting.blit(picture, where)
            faint = picture.copy()  # over a tint, half printed: the owner's colour still reads
            faint.fill((255, 255, 255, MOTIF_OVER_TINT), special_flags=pygame.BLEND_RGBA_MULT)
            ink.blit(faint, where)
        lines = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
        for n in info.names:
            pygame.draw.polygon(lines, (*BORDER, 255), big_pts(board.provinces[n].polygon), PROVINCE_LINE * SUPER + 1)
        self._region_edges(lines, big_pts)
        ink.blit(pygame.transform.smoothscale(lines, (w, h)), (dx, dy))
        painting.blit(ink, (0, 0))  # (the motifs again, faintly, over themselves: as if printed twice)
        shown = pygame.display.get_surface() is not None
        self.ink = ink.convert_alpha() if shown else ink
        return painting.convert() if shown else painting

    def _paper(self, land: pygame.Surface) -> pygame.Surface:
        """What the land's paper adds to its pigments, only where there is land: washi fibres (a
        few thousand faint strokes, the same every time) and the ink's bleed along the coast, a
        darker band a woodblock printer would grade in."""
        w, h = land.get_size()
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        rng = random.Random(f"shogun-paper-{self.board.face}-{w}x{h}")
        for _fibre in range(w * h // 160):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            angle, length = rng.uniform(0, math.pi), rng.uniform(2, 7) * self.unit
            tone = (*palette.WASHI, 26) if rng.random() < 0.55 else (*palette.SUMI, 22)
            pygame.draw.line(layer, tone, (x, y), (x + math.cos(angle) * length, y + math.sin(angle) * length))
        bleed = pygame.Surface((w, h), pygame.SRCALPHA)
        for a, b in coast_edges(self.board):
            _thick_line(bleed, (*palette.SUMI, 255), (a[0] * self.sx, a[1] * self.sy), (b[0] * self.sx, b[1] * self.sy),
                        14 * self.unit)
        bleed.set_alpha(46)
        layer.blit(bleed, (0, 0))
        clip = land.copy()  # white where the land is, as opaque as the land
        clip.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return layer

    def _region_edges(self, big, big_pts) -> None:
        """A thick line along every region's edge (coasts included), so the regions read
        without their colours; out-of-play provinces count as a region of their own.
        Neighbouring provinces share their border's points exactly (the maps are made so),
        so an edge of one polygon is a region edge unless a province of the same region
        has it too."""
        board, info = self.board, self.info
        group = {}
        for i, n in enumerate(info.names):
            group[n] = board.provinces[n].region if info.playable[i] else ""
        sides: dict[tuple, list[str]] = {}
        for n in info.names:
            pts = board.provinces[n].polygon
            for a, b in zip(pts, pts[1:] + pts[:1]):
                sides.setdefault(tuple(sorted((a, b))), []).append(n)
        width = 2 * REGION_LINE * SUPER
        for (a, b), names in sides.items():
            if len(names) == 1 or group[names[0]] != group[names[1]]:
                _thick_line(big, (*BORDER, 255), *big_pts((a, b)), width)

    def _white_shape(self, p: int) -> tuple[pygame.Rect, pygame.Surface]:
        """Province ``p``'s bounding box and its shape in white (what a tint is dyed from)."""
        if p not in self._shapes_white:
            pts = self.polys[p]
            dots = [pygame.Rect(x, y, 1, 1) for x, y in pts]
            box = dots[0].unionall(dots[1:]).inflate(2, 2)  # (a union from Rect(0, 0, 0, 0) would reach the corner)
            shape = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(shape, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in pts])
            self._shapes_white[p] = (box, shape)
        return self._shapes_white[p]

    def band_gap(self, p: int) -> int:
        """How far in from province ``p``'s line its paper shows before the owner's band begins."""
        return max(2, round(BAND_GAP_PX * self.unit))

    def band_width(self, p: int) -> int:
        """How far in from province ``p``'s line its owner's solid band reaches (the same for
        every province: a printed rule, grown and shrunk with the map)."""
        return self.band_gap(p) + max(3, round(BAND_PX * self.unit))

    def _edge_strip(self, p: int, reach: int) -> pygame.Surface:
        """Opaque white within ``reach`` px inside province ``p``'s line, crisp, only inside it."""
        box, shape = self._white_shape(p)
        pts = [(x - box.x, y - box.y) for x, y in self.polys[p]]
        strip = pygame.Surface(box.size, pygame.SRCALPHA)
        for a, b in zip(pts, pts[1:] + pts[:1]):
            _thick_line(strip, (255, 255, 255, 255), a, b, 2 * reach)
        strip.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # only inside the province
        return strip

    def _band(self, p: int) -> tuple[pygame.Surface, pygame.Surface]:
        """Province ``p``'s (paper line, band) as opaque white, dyed per owner by ``tint``."""
        if p not in self._bands:
            self._bands[p] = (self._edge_strip(p, self.band_gap(p)), self._edge_strip(p, self.band_width(p)))
        return self._bands[p]

    def _pattern(self, p: int, seat: int) -> pygame.Surface:
        """Seat ``seat``'s pattern over province ``p`` in white, on one grid for the whole board
        (so two provinces of one owner print as one field)."""
        box, shape = self._white_shape(p)
        tile = pattern_tile(OWNER_PATTERNS[seat % len(OWNER_PATTERNS)], max(10, round(PATTERN_PX * self.unit)))
        tw, th = tile.get_size()
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for y in range(-(box.y % th), box.height, th):
            for x in range(-(box.x % tw), box.width, tw):
                layer.blit(tile, (x, y))
        layer.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        layer.blit(self._fade(p), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return layer

    def _fade(self, p: int) -> pygame.Surface:
        """White over province ``p`` whose opacity is the pattern's strength: half by the band,
        fading inward (the owner's colour is told by the band; the pattern only whispers it)."""
        box, shape = self._white_shape(p)
        fade = shape.copy()
        fade.fill((255, 255, 255, PATTERN_HEART), special_flags=pygame.BLEND_RGBA_MULT)
        for reach, alpha in reversed(PATTERN_FADE):
            strip = self._edge_strip(p, self.band_width(p) + round(reach * self.unit))
            strip.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            fade.blit(strip, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        return fade

    def tint(self, p: int, rgb, seat: int = 0) -> pygame.Surface:
        """Province ``p`` held by seat ``seat`` of colour ``rgb`` (made once per province, colour and
        seat): plain paper printed with the seat's pattern, a line of the province's paper inside
        its edge, the full colour in a band within."""
        key = (p, tuple(rgb), seat)
        surface = self._tints.get(key)
        if surface is None:
            band_rgb, tint_rgb = owner_inks(rgb)
            box, shape = self._white_shape(p)
            surface = shape.copy()
            surface.fill((*palette.KINARI, OWNED_GROUND_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
            pattern = self._pattern(p, seat)
            pattern.fill((*pattern_ink(tint_rgb), 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(pattern, (0, 0))
            paper_line, band = self._band(p)
            band = band.copy()
            band.fill((*band_rgb, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(band, (0, 0))
            surface.blit(paper_line, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)  # the paper left bare there
            self._tints[key] = surface
        return surface

    def banner(self, col) -> pygame.Surface:
        """The owner's nobori: the pole, the cloth dyed in the seat's colour, the seat's shape on it
        (so the colour is never the only cue)."""
        key = (col.rgb, col.shape)
        surface = self._banners.get(key)
        if surface is None:
            w, h = self.banner_size
            surface = art.picture("shogun", "nobori_pole", (w, h)).copy()
            cloth = art.picture("shogun", "nobori_cloth", (w, h)).copy()
            cloth.fill((*col.rgb, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(cloth, (0, 0))
            # the cloth spans x 13..29 and y 6..66 of the picture's 32 × 80
            centre = (w * 21 / 32, h * 22 / 80)
            draw_marker(surface, centre, max(3, w * 0.2), col, outline=text_on(col.rgb))
            self._banners[key] = surface
        return surface

    def draw_owner(self, surface, p: int, col, seat: int = 0) -> None:
        """Province ``p`` held by seat ``seat`` of colour ``col``: a band of the full colour inside the
        edge behind a line of paper, the seat's pattern on plain paper over the rest (the thick region
        edges still tell its region)."""
        box, _shape = self._white_shape(p)
        surface.blit(self.tint(p, col.rgb, seat), box)

    def draw_ink(self, surface) -> None:
        """The motifs and the ink borders printed again, over the owners' tints."""
        surface.blit(self.ink, self.rect)

    def draw_banner(self, surface, p: int, col) -> pygame.Rect:
        rect = self.banner_rects[p]
        surface.blit(self.banner(col), rect)
        return rect

    def _render_labels(self) -> pygame.Surface:
        """Each province's name printed on a cartouche, a small paper label in an ink frame as on a
        woodblock map, so it reads over any owner's pattern: romaji over kanji (in Chinese the kanji
        alone), ending just above the label point (pieces go below it); a layer of its own so owners'
        outlines never cross a name. Two rects a province (both the cartouche)."""
        info = self.info
        surf = pygame.Surface(self.size, pygame.SRCALPHA)
        self.label_rects = []
        for i, n in enumerate(info.names):
            cx, cy = self.local(self.centres[i])
            live = info.playable[i]
            ink = palette.INK if live else (52, 50, 46)
            # a Chinese reader gets the province's own name, larger, and no romaji (ART.md); it takes
            # the place both lines take in English, so the pieces' spots clear it too
            lines = ((info.kanji[i], 15, cy - 1),) if self.language == "zh_Hant" else \
                ((info.kanji[i], 13, cy - 1), (n, 13, cy - 15))
            printed = []
            for text, size, bottom in lines:
                words = render(text, size, ink, bold=True)
                where = words.get_rect(midbottom=(round(cx), round(bottom)))
                printed.append((words, where, words.get_bounding_rect().move(where.topleft)))
            glyphs = printed[0][2].unionall([g for _w, _r, g in printed[1:]])
            card = glyphs.inflate(*CARTOUCHE_PAD)
            draw_cartouche(surf, card, live)
            for words, where, _glyphs in printed:
                surf.blit(words, where)
            self.label_rects += [card.move(self.ox, self.oy)] * 2
        return surf.convert_alpha() if pygame.display.get_surface() is not None else surf

    @staticmethod
    def _hatch(big, pts) -> None:
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        step = 14 * SUPER
        for k in range(-box.height, box.width, step):
            pygame.draw.line(layer, (64, 62, 58, 255), (k, box.height), (k + box.height, 0), 2 * SUPER)
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in pts])
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(layer, box)

    def _hit_mask(self) -> pygame.Surface:
        w, h = self.size
        mask = pygame.Surface((w, h))
        mask.fill((255, 255, 255))
        for i, poly in enumerate(self.polys):
            pygame.draw.polygon(mask, (i, 0, 0), [self.local(p) for p in poly])
        return mask

    def draw_target(self, surface, p: int, seconds: float, keep=()) -> None:
        """Province ``p`` may be clicked: a light wash that swells and fades over it (not
        over the pieces in ``keep``), under the marching outline — seen from across the
        table, whatever the colours."""
        keep = tuple(tuple(r) for r in keep)
        if self._shapes.get(p, (None,))[0] != keep:  # made again only when the pieces move
            pts = self.polys[p]
            dots = [pygame.Rect(x, y, 1, 1) for x, y in pts]
            box = dots[0].unionall(dots[1:]).inflate(2, 2)  # (a union from Rect(0, 0, 0, 0) would reach the corner)
            wash = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(wash, (*ANT_LIGHT, 255), [(x - box.x, y - box.y) for x, y in pts])
            for rect in keep:
                wash.fill((0, 0, 0, 0), pygame.Rect(rect).move(-box.x, -box.y))
            self._shapes[p] = (keep, box, wash)
        _keep, box, wash = self._shapes[p]
        wash.set_alpha(round(WASH_ALPHA[0] + (WASH_ALPHA[1] - WASH_ALPHA[0]) * (0.5 + 0.5 * math.sin(seconds * 5))))
        surface.blit(wash, box)
        marching_outline(surface, self.polys[p], seconds)

    def army_centre(self, p: int, size: tuple[int, int] = ARMY_SIZE, built: tuple[str, ...] = ()) -> tuple[int, int]:
        """Where province ``p``'s army piece of ``size`` goes: just below its name, else the nearest
        spot that covers no name, stays inside the province and leaves its banner and the buildings
        ``built`` there in sight (else the least bad)."""
        key = (p, tuple(size), tuple(built))
        if key not in self._army_centres:
            self._army_centres[key] = self._find_army_centre(p, tuple(size), tuple(built))
        return self._army_centres[key]

    def _find_army_centre(self, p: int, size: tuple[int, int], built: tuple[str, ...]) -> tuple[int, int]:
        cx, cy = self.centres[p]
        xs, ys = zip(*(self.local(pt) for pt in self.polys[p]))
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2).clip(self.mask.get_rect())
        province = pygame.mask.from_threshold(self.mask.subsurface(box), (p, 0, 0, 255), (1, 1, 1, 255))
        block = pygame.mask.Mask(size, fill=True)
        margins = [(m, pygame.mask.Mask((size[0] + 2 * m, size[1] + 2 * m), fill=True)) for m in ARMY_MARGINS]
        pieces = [self.banner_rects[p]] + [self.building_rects[(p, kind)] for kind in built]
        best, best_score = None, None
        for dx, dy in _ARMY_NUDGES:  # nearest first: ties keep the nearer
            rect = pygame.Rect((0, 0), size)
            rect.center = (round(cx + dx), round(cy + ARMY_DROP + dy))
            labels = [self.fixed[k] for k in rect.collidelistall(self.fixed)]
            own = rect.collidelist(self.label_rects[2 * p:2 * p + 2]) < 0
            hidden = sum(c.width * c.height for c in (rect.clip(label) for label in labels))
            mine = sum(c.width * c.height for c in (rect.clip(spot) for spot in pieces))
            x, y = self.local(rect.topleft)
            inside = min(0.94, province.overlap_area(block, (x - box.x, y - box.y)) / block.count())
            # how far it keeps from the coasts and borders (a stack on a line reads as the neighbour's)
            margin = next((m for m, wide in margins
                           if province.overlap_area(wide, (x - m - box.x, y - m - box.y)) == wide.count()), -1)
            names = rect.collidelist(self.label_rects) < 0
            # never over its own name; then (nearly) inside; then over no other name's cartouche;
            # then clear of its own banner and buildings; then as far inside as it can; then hiding as
            # little of other pieces
            score = (own, inside >= 0.8, names, -mine, margin, inside == 0.94, -hidden, inside)
            if score == (True, True, True, 0, ARMY_MARGINS[0], True, 0, 0.94):
                return rect.center
            if best_score is None or score > best_score:
                best, best_score = rect.center, score
        return best

    def badge_rect(self, p: int, size: tuple[int, int], avoid=()) -> pygame.Rect:
        """Where a short label about province ``p`` (a battle's score, a winter's points) goes:
        above its name, else below its army block, leaning aside, beside them, further out — the first
        place on the board that covers no name, nothing in ``avoid`` (the playback's caption) and
        not its armies; failing that, the one that covers no name of its own and least of the rest."""
        w, h = size
        own = self.label_rects[2 * p:2 * p + 2]
        names = own[0].unionall(own[1:])
        army = pygame.Rect((0, 0), ARMY_SIZE)
        army.center = self.army_centre(p)
        board = pygame.Rect(self.ox, self.oy, *self.size)
        above, below = names.top - 2 - h // 2, army.bottom + 2 + h // 2
        places = [(names.centerx, above), (army.centerx, below),  # above the name, below the armies
                  (names.centerx - w // 2, above), (names.centerx + w // 2, above),  # leaning aside
                  (army.centerx - w // 2, below), (army.centerx + w // 2, below),
                  (army.right + 2 + w // 2, army.centery), (army.left - 2 - w // 2, army.centery),
                  (names.right + 2 + w // 2, names.centery), (names.left - 2 - w // 2, names.centery),
                  (names.centerx, above - h), (army.centerx, below + h)]  # further out
        best, best_score = None, None
        for x, y in places:
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y))
            rect.clamp_ip(board)
            if rect.collidelist(own) >= 0:
                continue  # never over its own name
            hidden = sum(c.width * c.height for c in (rect.clip(r) for r in self.label_rects))
            score = (rect.collidelist(list(avoid)) < 0, -hidden, not rect.colliderect(army))
            if score == (True, 0, True):
                return rect
            if best_score is None or score > best_score:
                best, best_score = rect, score
        return best if best is not None else pygame.Rect(names.centerx - w // 2, names.bottom + 2, w, h)

    # -- queries -------------------------------------------------------------------
    def province_at(self, pos) -> int | None:
        x, y = self.local(pos)
        w, h = self.size
        if not (0 <= x < w and 0 <= y < h):
            return None
        r, g, _b, _a = self.mask.get_at((int(x), int(y)))
        if g != 0 or r == 255 or r >= len(self.polys):
            return None
        return r

    def draw(self, surface) -> None:
        surface.blit(self.painting, self.rect)

    def inside(self, p: int, rect: pygame.Rect) -> int:
        """How many of the centre and the four extreme points of the disc drawn in ``rect``
        lie in province ``p`` (0–5)."""
        x, y = rect.center
        rx, ry = rect.width // 2 - 1, rect.height // 2 - 1
        points = ((x, y), (x - rx, y), (x + rx, y), (x, y - ry), (x, y + ry))
        return sum(self.province_at(pt) == p for pt in points)

    def fits(self, p: int, rect: pygame.Rect, avoid=()) -> bool:
        """Whether ``rect`` lies inside province ``p`` and clear of every name (and of ``avoid``)."""
        return self.inside(p, rect) == 5 and rect.collidelist(self.label_rects) < 0 and rect.collidelist(avoid) < 0

    def spots(self, p: int, block: pygame.Rect, widths: list[int], avoid=(), size: int = 22) -> list[pygame.Rect]:
        """Where small pieces (buildings, revolt markers) go beside an army block: a row
        below it, beside it or above it — the first that fits the province without
        covering a name or another army (``avoid``); else the one that covers no name
        and strays least outside the province."""
        total = sum(widths) + 2 * (len(widths) - 1)
        rows = [(block.centerx - total // 2, block.bottom + 3),  # below
                (block.right + 3, block.centery - size // 2),  # right
                (block.left - 3 - total, block.centery - size // 2),  # left
                (block.left, block.bottom + 3),  # below, leaning right or left
                (block.right - total, block.bottom + 3),
                (block.right + 3, block.bottom - 4),  # beside and a little lower
                (block.left - 3 - total, block.bottom - 4),
                (block.centerx - total // 2, block.top - 3 - size)]  # above
        best, best_score = None, None
        board = pygame.Rect(self.ox, self.oy, *self.size)
        for x, y in rows:
            rects = []
            for w in widths:
                rects.append(pygame.Rect(x, y, w, size))
                x += w + 2
            clear = all(r.collidelist(self.label_rects) < 0 and r.collidelist(avoid) < 0 and board.contains(r)
                        for r in rects)
            inside = sum(self.inside(p, r) for r in rects)
            if clear and inside == 5 * len(rects):
                return rects
            score = (clear, inside)
            if best_score is None or score > best_score:
                best, best_score = rects, score
        return best


def draw_cartouche(surface, rect: pygame.Rect, live: bool = True) -> None:
    """A name's cartouche: paper with its corners cut, an ink frame and a hair of paper inside it
    (an out-of-play province's in grey paper)."""
    x, y, r, b = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    cut = CARTOUCHE_CUT
    outline = [(x + cut, y), (r - cut, y), (r, y + cut), (r, b - cut), (r - cut, b), (x + cut, b), (x, b - cut),
               (x, y + cut)]
    pygame.draw.polygon(surface, CARTOUCHE_PAPER if live else (150, 146, 138), outline)
    pygame.draw.polygon(surface, palette.SUMI, outline, 1)
    inner = rect.inflate(-4, -4)
    if inner.width > 4 and inner.height > 4:
        pygame.draw.rect(surface, CARTOUCHE_RULE if live else (118, 114, 108), inner, 1)


def badge_size(col, width: int | None = None) -> tuple[int, int]:
    """A badge's size: room for the seat's marker when it has one."""
    return (width or (96 if col is not None else 76), 30)


def draw_badge(surface, art: BoardArt, p: int, text: str, colour, col, avoid=(), width: int | None = None
               ) -> pygame.Rect:
    """A short label by province ``p`` (a battle's score, a revolt's peasants, points), with the
    seat's marker when ``col`` is given: clear of the province's name and of ``avoid``."""
    rect = art.badge_rect(p, badge_size(col, width), avoid)
    draw_panel(surface, rect, fill=palette.INK, border=palette.GOLD, radius=8, shadow=False)
    x = rect.x + 6
    if col is not None:
        draw_marker(surface, (rect.x + 16, rect.centery), 8, col)
        x += 20
    elif width is not None and width > 50:  # room on the left for an icon the caller draws
        x += 18
    draw_text_in_box(surface, text, pygame.Rect(x, rect.y + 2, rect.right - 6 - x, rect.height - 4), 20, colour,
                     bold=True, min_size=12)
    return rect


def coast_edges(board) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The coasts: the provinces' edges that no other province shares."""
    sides: dict[tuple, int] = {}
    for prov in board.provinces.values():
        pts = prov.polygon
        for a, b in zip(pts, pts[1:] + pts[:1]):
            key = tuple(sorted((a, b)))
            sides[key] = sides.get(key, 0) + 1
    coast = [(a, b) for prov in board.provinces.values()
             for a, b in zip(prov.polygon, prov.polygon[1:] + prov.polygon[:1]) if sides[tuple(sorted((a, b)))] == 1]
    return coast


def owner_inks(rgb) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """What an owner of colour ``rgb`` is printed in: (its band, its tint). Black would read as
    an ink border, so a black seat prints in slate."""
    if palette.luminance(rgb) >= 0.05:
        return tuple(rgb[:3]), tuple(rgb[:3])
    return tuple(round(c * (1 - SLATE_SHARE) + k * SLATE_SHARE) for c, k in zip(rgb[:3], SLATE)), SLATE


def pattern_ink(rgb) -> tuple[int, int, int]:
    """The ink an owner's pattern is printed in (thinned by its fading opacity): the colour itself,
    a light one (yellow) leaning toward ochre so that, thinned, it still stands off the kinari."""
    if palette.luminance(rgb) <= 0.4:
        return tuple(rgb[:3])
    return tuple(round(c * (1 - OCHRE_SHARE) + k * OCHRE_SHARE) for c, k in zip(rgb[:3], palette.KUCHIBA))


@functools.lru_cache(maxsize=16)
def pattern_tile(kind: str, step: int) -> pygame.Surface:
    """One repeat (``step`` px square; kikko's hexagons a little wider) of a woodblock pattern in
    opaque white on nothing."""
    tile = pygame.Surface((step, step), pygame.SRCALPHA)
    white, half = (255, 255, 255, 255), step / 2
    if kind == "kanoko":  # tie-dye dots, staggered, each with its small undyed heart
        for cx, cy in ((0, 0), (step, 0), (0, step), (step, step), (half, half)):
            pygame.draw.circle(tile, white, (cx, cy), step * 0.27)
            pygame.draw.circle(tile, (0, 0, 0, 0), (cx, cy), step * 0.08)
    elif kind == "kikko":  # tortoise shell: a lattice of flat-topped hexagons (wider than high)
        w = 3 * round(step * 0.62)
        r = w / 3
        h = round(r * math.sqrt(3))
        tile = pygame.Surface((w, h), pygame.SRCALPHA)
        width = max(2, step * 0.13)
        for cx, cy in ((0, 0), (w, 0), (0, h), (w, h), (w / 2, h / 2)):
            corners = [(cx + r * math.cos(math.pi * k / 3), cy + r * math.sin(math.pi * k / 3)) for k in range(7)]
            for a, b in zip(corners, corners[1:]):
                _thick_line(tile, white, a, b, width)
    elif kind == "uroko":  # scales: rows of triangles, each row offset by half
        pygame.draw.polygon(tile, white, [(0, half), (half, 0), (step, half)])
        pygame.draw.polygon(tile, white, [(-half, step), (0, half), (half, step)])
        pygame.draw.polygon(tile, white, [(half, step), (step, half), (step + half, step)])
    elif kind == "hishi":  # a diamond lattice
        width = max(2, step * 0.16)
        _thick_line(tile, white, (0, 0), (step, step), width)
        _thick_line(tile, white, (0, step), (step, 0), width)
    else:  # tate-jima: upright stripes
        tile.fill(white, pygame.Rect(round(step * 0.3), 0, round(step * 0.36), step))
    return tile


@functools.lru_cache(maxsize=8)
def _board_art(face: str, players: int, rect: tuple[int, int, int, int], language: str) -> BoardArt:
    return BoardArt(face, players, pygame.Rect(rect), language)


def board_art(face: str, players: int, rect: tuple[int, int, int, int]) -> BoardArt:
    """The board for the reader's language (its names, and the pieces placed round them)."""
    return _board_art(face, players, tuple(rect), current_language())


board_art.cache_clear = _board_art.cache_clear


board_art.cache_clear = _board_art.cache_clear  # forgetting the boards drawn, as before


# -- icons ------------------------------------------------------------------------------
def draw_building(surface, centre, r: float, kind: str) -> pygame.Rect:
    """A castle, temple or theatre (assets/art/shogun/<kind>.svg) about ``2.6 r`` across, centred."""
    size = max(8, round(r * 2.6))
    picture = art.picture("shogun", kind, (size, size))
    rect = picture.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(picture, rect)
    return rect


ICONS = {kind: functools.partial(draw_building, kind=kind) for kind in ("castle", "temple", "theatre")}


@functools.lru_cache(maxsize=64)
def dyed_cube(rgb, shape: str | None, size: int) -> pygame.Surface:
    """The wooden cube picture (assets/art/shogun/cube.svg) ``size`` px square, dyed ``rgb``; with
    ``shape`` (a seat's) stamped in black or white on its front, so colour is never the only cue."""
    cube = art.picture("shogun", "cube", (size, size)).copy()
    cube.fill((*rgb, 255), special_flags=pygame.BLEND_RGBA_MULT)
    if shape is not None:
        cx, cy, r = size * 0.5, size * 0.61, size * 0.2
        points = shape_points(shape, cx, cy, r)
        if points is None:
            pygame.draw.circle(cube, text_on(rgb), (cx, cy), r)
        else:
            pygame.draw.polygon(cube, text_on(rgb), points)
    return cube


def _haloed(label: str, size: int) -> pygame.Surface:
    """``label`` bold in sumi ink inside a rim of paper, legible on any owner's tint."""
    return render_haloed(label, size, palette.SUMI, palette.WASHI)


@functools.lru_cache(maxsize=256)
def army_piece(rgb, shape: str, count: int, big: bool = False) -> tuple[pygame.Surface, pygame.Rect]:
    """A stack of up to ``ARMY_STACK`` cubes with the count beside it, and where on that picture
    the count's digits are (for the tests of its size)."""
    size = ARMY_CUBE + (4 if big else 0)
    cube = dyed_cube(tuple(rgb), shape, size)
    step, up = round(size * 0.38), round(size * 0.46)  # side by side; one up on the two below
    spots = {1: [(0, 0)], 2: [(0, 0), (0, -up)]}.get(min(count, ARMY_STACK), [(-step, 0), (step, 0), (0, -up)])
    stack = pygame.Surface((size + 2 * step, size + up), pygame.SRCALPHA)
    for x, y in spots:  # the back row first, the top cube last: its shape shows whole
        stack.blit(cube, (step + x, up + y))
    stack = stack.subsurface(stack.get_bounding_rect()).copy()
    label = _haloed(str(count), ARMY_COUNT + (4 if big else 0))
    digits = label.get_bounding_rect()
    label = label.subsurface(digits).copy()
    w, h = stack.get_width() + 1 + label.get_width(), max(stack.get_height(), label.get_height())
    piece = pygame.Surface((w, h), pygame.SRCALPHA)
    piece.blit(stack, (0, h - stack.get_height()))
    at = (stack.get_width() + 1, h - label.get_height() - max(0, (stack.get_height() - label.get_height()) // 3))
    piece.blit(label, at)
    return piece, label.get_rect(topleft=at).inflate(-4, -4)


def draw_army_block(surface, centre, col, count: int, big: bool = False) -> pygame.Rect:
    """Armies on a province, the piece players look for: wooden cubes in the owner's colour
    bearing the owner's shape, and the count in bold beside them."""
    piece, _digits = army_piece(tuple(col.rgb), col.shape, count, big)
    rect = piece.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(piece, rect)
    return rect


def draw_chest(surface, centre, r: float) -> None:
    """A gold chest (koban box)."""
    x, y = centre
    body = pygame.Rect(0, 0, r * 2, r * 1.4)
    body.center = (x, y + r * 0.15)
    pygame.draw.rect(surface, (214, 176, 74), body, border_radius=2)
    pygame.draw.rect(surface, (110, 70, 30), body, 1, border_radius=2)
    pygame.draw.line(surface, (110, 70, 30), (body.x, body.y + body.height * 0.4),
                     (body.right - 1, body.y + body.height * 0.4), 1)
    pygame.draw.rect(surface, (90, 56, 24), (x - 1.5, body.y + body.height * 0.3, 3, 4))


def draw_rice(surface, centre, r: float) -> None:
    """A rice bale (tawara)."""
    x, y = centre
    bale = pygame.Rect(0, 0, r * 2.1, r * 1.4)
    bale.center = (x, y)
    line = 2 if r >= 9 else 1  # a firmer rope where the bale is drawn large enough to show it
    pygame.draw.ellipse(surface, (222, 204, 150), bale)
    pygame.draw.ellipse(surface, (120, 96, 52), bale, line)
    for f in (0.33, 0.66):
        xx = bale.x + bale.width * f
        pygame.draw.line(surface, (120, 96, 52), (xx, bale.y + 2), (xx, bale.bottom - 3), line)


def draw_revolt(surface, centre, r: float, count: int = 1) -> None:
    """A revolt marker: a red upward arrow on a dark disc, with a count when more than one."""
    x, y = centre
    pygame.draw.circle(surface, (40, 20, 16), (x, y), r + 1)
    pygame.draw.circle(surface, (220, 60, 40), (x, y), r + 1, 1)
    arrow = [(x, y - r * 0.8), (x + r * 0.7, y), (x + r * 0.28, y), (x + r * 0.28, y + r * 0.75),
             (x - r * 0.28, y + r * 0.75), (x - r * 0.28, y), (x - r * 0.7, y)]
    pygame.draw.polygon(surface, (230, 70, 46), arrow)
    if count > 1:
        draw_text(surface, str(count), (x + r + 1, y + 1), max(9, int(r * 1.3)), (255, 210, 190),
                  anchor="midleft", bold=True)
