"""Shogun's board drawn by code from the Tiled map: pre-rendered once per face,
player count and size; plus small icons (castle, temple, theatre, revolt marker).

Nothing here changes per frame: ``BoardArt`` holds the static surface, a hit
mask (province index per pixel) and the map → screen transform.
"""
from __future__ import annotations

import functools
import math

import pygame

from client.i18n import current_language
from client.render import palette
from client.render.palette import text_on
from client.render.shapes import draw_marker
from client.render.text import MIN_SIZE, draw_text, draw_text_in_box, render
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
SEA = (38, 62, 82)
SEA_LINE = (150, 190, 214)
OUT_RGB = (92, 90, 86)
BORDER = (30, 24, 20)
SUPER = 2  # supersampling for smooth polygon edges
PROVINCE_LINE = 1  # px (final size) between provinces of one region
REGION_LINE = 2  # px each side of a region's edge (so 4 between two regions)
OWNER_BAND = 5  # px: the owner's colour along the inside of a held province
OWNER_SEAM = 2  # px: and a contrasting line inside that
# The "you may click here" outline: black and white dashes that march, a pattern no
# seat colour can look like.
ANT_LIGHT = (250, 248, 240)
ANT_DARK = (14, 12, 10)
ANT_DASH = 9  # px per dash
ANT_SPEED = 24  # px a second
BEAD_GAP = 11  # px between the beads of a still outline
WASH_ALPHA = (40, 110)  # how strongly a target's light wash shows, faintest and strongest
ARMY_DROP = 14  # px from a label point down to the centre of its army block
ARMY_SIZE = (54, 25)  # a block with a two-digit count


# where an army block may move from its place under the name, nearest first
_ARMY_NUDGES = sorted(((dx, dy) for dx in range(-48, 49, 6) for dy in range(-24, 19, 3)),
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


@functools.lru_cache(maxsize=4)
def _disc(radius: int) -> pygame.mask.Mask:
    size = 2 * radius + 1
    disc = pygame.mask.Mask((size, size))
    for y in range(size):
        for x in range(size):
            if (x - radius) ** 2 + (y - radius) ** 2 <= radius * radius + radius:
                disc.set_at((x, y))
    return disc


def _seam_colour(rgb) -> tuple[int, int, int]:
    return palette.PAPER_DIM if text_on(rgb) != palette.INK else BORDER


def inner_band(mask: pygame.mask.Mask, width: int) -> pygame.mask.Mask:
    """The pixels of ``mask`` within ``width`` of a pixel outside it."""
    outside = mask.copy()
    outside.invert()
    grown = pygame.mask.Mask(mask.get_size())
    outside.convolve(_disc(width), grown, (-width, -width))
    return mask.overlap_mask(grown, (0, 0))


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

    def __init__(self, face: str, players: int, rect: pygame.Rect):
        self.board = board = load_board(face)
        self.info = info = board_info(face, players)
        self.rect = pygame.Rect(rect)
        self.scale = min(self.rect.width / board.width, self.rect.height / board.height)
        w, h = round(board.width * self.scale), round(board.height * self.scale)
        self.ox = self.rect.x + (self.rect.width - w) // 2
        self.oy = self.rect.y + (self.rect.height - h) // 2
        self.size = (w, h)
        names = info.names
        self.polys = [[self.to_screen(pt) for pt in board.provinces[n].polygon] for n in names]
        self.centres = [self.to_screen(board.provinces[n].centre) for n in names]
        self.surface = self._render()
        self.labels = self._render_labels()
        self.mask = self._hit_mask()
        self._bands: dict[int, tuple] = {}  # made when a province is first held
        self._stamps: dict[int, pygame.Surface] = {}  # province → its band as palette indices
        self._army_centres: dict[int, tuple[int, int]] = {}
        self._shapes: dict[int, tuple] = {}  # province → (pieces kept clear, box, its wash)

    def to_screen(self, pt) -> tuple[float, float]:
        return (self.ox + pt[0] * self.scale, self.oy + pt[1] * self.scale)

    def local(self, pt):
        return (pt[0] - self.ox, pt[1] - self.oy)

    # -- pre-rendering ---------------------------------------------------------
    def _render(self) -> pygame.Surface:
        board, info = self.board, self.info
        w, h = self.size
        big = pygame.Surface((w * SUPER, h * SUPER))
        big.fill(SEA)
        # gentle wave lines on the sea
        for y in range(0, h * SUPER, 26 * SUPER):
            for x in range(-40, w * SUPER, 60 * SUPER):
                pygame.draw.arc(big, (48, 76, 98), (x + (y // 13) % 60, y, 40 * SUPER, 14 * SUPER),
                                0.3, math.pi - 0.3, SUPER)
        s = self.scale * SUPER

        def big_pts(poly):
            return [(x * s, y * s) for x, y in poly]

        # sea links under the land, dashed between label points
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
                _dashed(big, SEA_LINE if live else (90, 110, 124), (a[0] * s, a[1] * s), (b[0] * s, b[1] * s),
                        width=2 * SUPER, dash=12 * SUPER, gap=8 * SUPER)
        for i, n in enumerate(info.names):
            prov = board.provinces[n]
            pts = big_pts(prov.polygon)
            if info.playable[i]:
                pygame.draw.polygon(big, REGION_RGB[prov.region], pts)
            else:
                pygame.draw.polygon(big, OUT_RGB, pts)
                self._hatch(big, pts)
        for i, n in enumerate(info.names):
            pygame.draw.polygon(big, BORDER, big_pts(board.provinces[n].polygon), PROVINCE_LINE * SUPER + 1)
        self._region_edges(big, big_pts)
        surf = pygame.transform.smoothscale(big, (w, h))
        return surf.convert() if pygame.display.get_surface() is not None else surf

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
                _thick_line(big, BORDER, *big_pts((a, b)), width)

    def _owner_band(self, p: int) -> tuple[pygame.Rect, pygame.mask.Mask, pygame.mask.Mask]:
        """Province ``p``'s bounding box, and where the owner's colour goes (a band inside
        its edge) with the seam inside it, as masks over that box."""
        if p not in self._bands:
            pts = [self.local(pt) for pt in self.polys[p]]
            dots = [pygame.Rect(x, y, 1, 1) for x, y in pts]
            box = dots[0].unionall(dots[1:]).inflate(2, 2)  # (a union from Rect(0, 0, 0, 0) would reach the corner)
            canvas = pygame.Surface(box.size)
            canvas.set_colorkey((0, 0, 0))
            pygame.draw.polygon(canvas, (255, 255, 255), [(x - box.x, y - box.y) for x, y in pts])
            shape = pygame.mask.from_surface(canvas)
            self._bands[p] = (box.move(self.ox, self.oy), inner_band(shape, OWNER_BAND + OWNER_SEAM),
                              inner_band(shape, OWNER_BAND))
        return self._bands[p]

    def _owner_stamp(self, p: int) -> pygame.Surface:
        """Province ``p``'s band and seam as an 8-bit picture (index 0: clear, 1: seam, 2: band):
        an owner's colours are two palette entries, so a board of owners is drawn with one blit
        per province (a review jumping across a long game redraws them all)."""
        stamp = self._stamps.get(p)
        if stamp is None:
            box, seam, band = self._owner_band(p)
            stamp = pygame.Surface(box.size, 0, 8)
            stamp.set_palette([(0, 0, 0), (255, 0, 0), (0, 255, 0)] + [(0, 0, 1)] * 253)
            stamp.fill((0, 0, 0))
            seam.to_surface(stamp, setcolor=(255, 0, 0), unsetcolor=None)
            band.to_surface(stamp, setcolor=(0, 255, 0), unsetcolor=None)
            stamp.set_colorkey(0)
            self._stamps[p] = stamp
        return stamp

    def draw_owner(self, surface, p: int, rgb) -> None:
        """Province ``p`` held by the seat of colour ``rgb``: a band of that colour inside
        its edge, with a line on the inner side so it stands off the region's tint: dark
        for a light colour, light for a dark one (a black band never looks like a
        region's edge)."""
        stamp = self._owner_stamp(p)
        stamp.set_palette_at(1, _seam_colour(rgb))
        stamp.set_palette_at(2, rgb)
        surface.blit(stamp, self._bands[p][0].topleft)
        pygame.draw.polygon(surface, BORDER, self.polys[p], 1)

    def _render_labels(self) -> pygame.Surface:
        """Romaji over kanji (in Chinese the kanji alone), ending just above the label point
        (pieces go below it); a layer of its own so owners' outlines never cross a name."""
        info = self.info
        surf = pygame.Surface(self.size, pygame.SRCALPHA)
        self.label_rects = []
        for i, n in enumerate(info.names):
            cx, cy = self.local(self.centres[i])
            live = info.playable[i]
            ink = palette.INK if live else (52, 50, 46)
            halo = (240, 232, 210) if live else (130, 126, 120)
            names = ((info.kanji[i], MIN_SIZE, cy - 1),)
            if current_language() != "zh_Hant":
                names += ((n, MIN_SIZE, cy - 16),)
            for text, size, bottom in names:
                r = render(text, size, halo, bold=True).get_rect(midbottom=(cx, bottom))
                for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                    surf.blit(render(text, size, halo, bold=True), r.move(dx, dy))
                drawn = draw_text(surf, text, (cx, bottom), size, ink, anchor="midbottom", bold=True)
                self.label_rects.append(drawn.move(self.ox, self.oy).inflate(2, 2))
            if len(names) == 1:  # two rects a province (kanji, romaji) all the same: the kanji's twice
                self.label_rects.append(self.label_rects[-1])
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

    def army_centre(self, p: int) -> tuple[int, int]:
        """Where province ``p``'s army block goes: just below its name, else the nearest
        spot that covers no name and stays inside the province (else the least bad)."""
        if p not in self._army_centres:
            self._army_centres[p] = self._find_army_centre(p)
        return self._army_centres[p]

    def _find_army_centre(self, p: int) -> tuple[int, int]:
        cx, cy = self.centres[p]
        xs, ys = zip(*(self.local(pt) for pt in self.polys[p]))
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2).clip(self.mask.get_rect())
        province = pygame.mask.from_threshold(self.mask.subsurface(box), (p, 0, 0, 255), (1, 1, 1, 255))
        block = pygame.mask.Mask(ARMY_SIZE, fill=True)
        best, best_score = None, None
        for dx, dy in _ARMY_NUDGES:  # nearest first: ties keep the nearer
            rect = pygame.Rect((0, 0), ARMY_SIZE)
            rect.center = (round(cx + dx), round(cy + ARMY_DROP + dy))
            labels = [self.label_rects[k] for k in rect.collidelistall(self.label_rects)]
            own = rect.collidelist(self.label_rects[2 * p:2 * p + 2]) < 0
            hidden = sum(c.width * c.height for c in (rect.clip(label) for label in labels))
            x, y = self.local(rect.topleft)
            inside = min(0.94, province.overlap_area(block, (x - box.x, y - box.y)) / block.count())
            # never over its own name; then inside (a corner may stray over the edge); then
            # hiding as little of other names as can be
            score = (own, inside == 0.94, -hidden, inside)
            if score == (True, True, 0, 0.94):
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
        surface.blit(self.surface, (self.ox, self.oy))

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


def board_art(face: str, players: int, rect: tuple[int, int, int, int]) -> BoardArt:
    return _board_art(face, players, rect, current_language())  # the names are written in the reader's language


@functools.lru_cache(maxsize=8)
def _board_art(face: str, players: int, rect: tuple[int, int, int, int], language: str) -> BoardArt:
    return BoardArt(face, players, pygame.Rect(rect))


board_art.cache_clear = _board_art.cache_clear  # forgetting the boards drawn, as before


# -- icons ------------------------------------------------------------------------------
def draw_castle(surface, centre, r: float, colour=(240, 236, 226)) -> None:
    x, y = centre
    body = pygame.Rect(0, 0, r * 1.6, r * 1.0)
    body.midbottom = (x, y + r)
    pygame.draw.rect(surface, colour, body)
    roof = [(x - r * 1.1, body.top + 1), (x + r * 1.1, body.top + 1), (x + r * 0.5, y - r * 0.45),
            (x - r * 0.5, y - r * 0.45)]
    pygame.draw.polygon(surface, (60, 62, 70), roof)
    top = [(x - r * 0.7, y - r * 0.4), (x + r * 0.7, y - r * 0.4), (x, y - r * 1.1)]
    pygame.draw.polygon(surface, (60, 62, 70), top)
    pygame.draw.rect(surface, BORDER, body, 1)


def draw_temple(surface, centre, r: float, colour=(196, 48, 36)) -> None:
    """A torii gate."""
    x, y = centre
    w = max(1, round(r * 0.3))
    pygame.draw.line(surface, colour, (x - r * 0.6, y - r * 0.6), (x - r * 0.6, y + r), w + 1)
    pygame.draw.line(surface, colour, (x + r * 0.6, y - r * 0.6), (x + r * 0.6, y + r), w + 1)
    pygame.draw.polygon(surface, colour, [(x - r * 1.2, y - r * 1.0), (x + r * 1.2, y - r * 1.0),
                                          (x + r, y - r * 0.55), (x - r, y - r * 0.55)])
    pygame.draw.line(surface, colour, (x - r * 0.9, y - r * 0.15), (x + r * 0.9, y - r * 0.15), w)


def draw_theatre(surface, centre, r: float, colour=(244, 232, 200)) -> None:
    """A noh mask."""
    x, y = centre
    face = pygame.Rect(0, 0, r * 1.5, r * 2.0)
    face.center = (x, y)
    pygame.draw.ellipse(surface, colour, face)
    pygame.draw.ellipse(surface, BORDER, face, 1)
    ew = max(2, r * 0.45)
    pygame.draw.ellipse(surface, BORDER, (x - r * 0.55, y - r * 0.35, ew, ew * 0.6))
    pygame.draw.ellipse(surface, BORDER, (x + r * 0.55 - ew, y - r * 0.35, ew, ew * 0.6))
    pygame.draw.arc(surface, (170, 40, 40), (x - r * 0.4, y + r * 0.1, r * 0.8, r * 0.6), math.pi + 0.4,
                    2 * math.pi - 0.4, 2)


ICONS = {"castle": draw_castle, "temple": draw_temple, "theatre": draw_theatre}


def draw_army_block(surface, centre, col, count: int, big: bool = False) -> pygame.Rect:
    """Armies on a province, the piece players look for: a block in the owner's colour,
    rimmed and lettered in black or white (whichever stands out), with the owner's
    shape and a large count."""
    label = str(count)
    size = 22 if big else 19
    ink = text_on(col.rgb)
    tw = render(label, size, ink, bold=True).get_width()
    h = 30 if big else 25
    rect = pygame.Rect(0, 0, tw + h + 6, h)
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, (12, 10, 8), rect.move(1, 2), border_radius=6)
    pygame.draw.rect(surface, col.rgb, rect, border_radius=6)
    pygame.draw.rect(surface, ink, rect, 2, border_radius=6)
    draw_marker(surface, (rect.x + h // 2 + 1, rect.centery), h * 0.27, col, outline=ink)
    draw_text(surface, label, (rect.right - 5, rect.centery + 1), size, ink, anchor="midright", bold=True)
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
    pygame.draw.ellipse(surface, (222, 204, 150), bale)
    pygame.draw.ellipse(surface, (120, 96, 52), bale, 1)
    for f in (0.33, 0.66):
        xx = bale.x + bale.width * f
        pygame.draw.line(surface, (120, 96, 52), (xx, bale.y + 2), (xx, bale.bottom - 3), 1)


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
