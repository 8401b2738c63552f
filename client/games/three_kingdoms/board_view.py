"""Drawing 3KingdomsBattle's board: tiles, completed cities in their controllers' colours,
troops standing (alert, 警戒) or lying (holding, 堅守), and the marks a decision puts on it.

``draw_board`` paints the still picture (the view caches it until the board, the
troops or the camera change); the ``draw_*`` marks below are drawn every frame on top.
Positions come from the camera; nothing here decides anything.
"""
from __future__ import annotations

import copy
import functools
import math
from dataclasses import dataclass

import pygame

from client.i18n import current_language
from client.render import art, palette
from client.render.palette import SeatColour, text_on
from client.render.shapes import draw_marker, draw_space_ring, shape_points  # noqa: F401 (the board's own rings)
from client.render.text import MIN_SIZE, draw_text, render_haloed, text_size
from client.widgets.base import draw_sheet
from client.widgets.button import draw_paper_tag

from . import board_mat, place_names
from .camera import Camera, board_bounds
from .tile_art import GAME, city_overlay, idle_overlay, tile_picture
from .tile_shapes import BANNER_CLOTH, SPACE_RADIUS
from .wall_map import WallMap, clear_spot

TABLE = (58, 39, 24)  # the dark wood's own colour: the table where its picture cannot be drawn
TABLE_TILE = 256  # the wood picture's side, laid side by side
LAMP_AT = (0.37, 0.54)  # where the light falls on the 1600×900 table: over the board's middle
HIGHLIGHT = palette.HIGHLIGHT
IDLE_RGB = palette.KINARI  # a points or count badge: ink on kinari paper
STACK_LAYERS, STACK_PER = 9, 8  # the pile of tiles left: at most this many layers, one for every this many
STACK_STEP, STACK_SHIFT = 4, 1  # each layer's lift above the one below it, and its shift left
STACK_SEAM = (128, 106, 78)  # the seam between two tiles of the pile, ruled along its side
COUNT_TAG, STACK_DIGITS = 24, 16  # the pile's paper tag and its number (where the pile stands alone)
TINT = 70  # a controlled city's wash


@dataclass(frozen=True)
class CityMark:
    """A completed city as drawn: its parts (x, y, type, rotation, part name), key space, points, controller."""
    parts: tuple
    key: tuple[int, int, int]
    points: int
    controller: int | None
    idle: bool


_SHAPES: dict[tuple, list] = {}  # the tiles as laid, in order → their completed cities (few boards at a time)


def _completed_shapes(obs) -> list[tuple[int, tuple, tuple[int, int, int], int]]:
    """(root, parts, key space, points) of every completed city: the same for as long as no tile is
    laid (the troops only change who controls them), so kept per board."""
    board = obs.board
    laid = tuple(board.placed.items())  # in the order laid: the union-find's roots follow it
    shapes = _SHAPES.get(laid)
    if shapes is None:
        parts: dict[int, list] = {}
        for (x, y), (t, r) in laid:
            for part in board.tiles.type(t).faces[r].cities:
                root = board.city_of(x, y, part.name)
                if board.is_complete(root):
                    parts.setdefault(root, []).append((x, y, t, r, part.name))
        shapes = []
        for root, ps in parts.items():
            key = obs.city_key(root)
            if key is not None:
                shapes.append((root, tuple(sorted(ps)), key, 2 if board.size(root) == "large" else 1))
        shapes.sort(key=lambda s: s[2])
        if len(_SHAPES) >= 8:
            _SHAPES.clear()
        _SHAPES[laid] = shapes
    return shapes


def completed_cities(obs) -> list[CityMark]:
    held = obs.city_troops()
    return [CityMark(parts, key, points, obs.controller(root, held.get(root, [])), root not in held)
            for root, parts, key, points in _completed_shapes(obs)]


def space_point(obs, camera: Camera, space) -> tuple[int, int]:
    """Screen centre of garrison space (x, y, i)."""
    x, y, i = space
    t, r = obs.board.placed[(x, y)]
    g = obs.board.tiles.type(t).faces[r].garrisons[i]
    return camera.point(x + g.x, y + g.y)


def all_spaces(obs):
    """Every garrison space on the board, (x, y, i)."""
    board = obs.board
    for (x, y), (t, r) in board.placed.items():
        for i in range(len(board.tiles.type(t).faces[r].garrisons)):
            yield x, y, i


MIN_UNIT = 11  # a token's least half-width: its block at least 20 px across on a 1366×768 window
TOKEN_GAP = 2  # pixels kept between tokens


def token_unit(size: int) -> int:
    """A troop token's half-width for squares ``size`` pixels wide: it grows with the zoom."""
    return max(MIN_UNIT, round(size * 0.12))


@functools.lru_cache(maxsize=128)
def troop_token(colour: SeatColour, holding: bool, unit: int) -> pygame.Surface:
    """A troop: a wooden banner piece (token_alert.svg / token_holding.svg, painted in the seat's
    colour, its foot in shade) bearing the seat's sign on its cloth: alert (警戒), the banner standing
    on its foot with a vermilion tassel at the pole's head (taller than wide); holding (堅守), the
    banner lowered to lie along its pole (wider than tall)."""
    w, h = token_size(unit, holding)
    name = "token_holding" if holding else "token_alert"
    block = art.picture(GAME, name, (w, h)).copy()
    damaged = art.is_damaged(GAME, name)
    if damaged:
        block = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(block, palette.WHITE, block.get_rect(), border_radius=max(2, unit // 2))
        pygame.draw.rect(block, palette.INK, block.get_rect(), 2, border_radius=max(2, unit // 2))
    block.fill((*colour.rgb, 255), special_flags=pygame.BLEND_RGBA_MULT)  # white takes the seat's colour
    if not holding and not damaged:  # the alert pose: a vermilion tassel hangs from the pole's head
        sx, sy = w / BANNER_CLOTH[False][0], h / BANNER_CLOTH[False][1]
        head, end = (round(8 * sx), round(6 * sy)), (round(3.5 * sx), round(18 * sy))
        pygame.draw.line(block, palette.INK, head, end, max(3, round(4.4 * sx)))
        pygame.draw.circle(block, palette.INK, end, max(2, round(3.4 * sx)))
        pygame.draw.line(block, palette.SHU, head, end, max(1, round(2.4 * sx)))
        pygame.draw.circle(block, palette.SHU, end, max(1, round(2.3 * sx)))
    face = token_face(w, h)
    glyph = text_on(colour.rgb)
    r = min(unit * 0.62, face.width / 2 - 1, face.height / 2 - 1)  # clear of the cloth's ink edge
    pts = shape_points(colour.shape, face.centerx, face.centery, r)
    if pts is None:
        pygame.draw.circle(block, glyph, face.center, round(r))
    else:
        pygame.draw.polygon(block, glyph, pts)
    return block


def token_face(w: int, h: int) -> pygame.Rect:
    """Where the seat's sign goes on a banner drawn ``w`` × ``h``: inside its cloth, clear of the
    swallow-tail's notch."""
    svg_w, svg_h, (x0, y0, x1, y1) = BANNER_CLOTH[w > h]
    if w > h:
        x1 -= 10  # the notch cut into the lying cloth's end
    else:
        y1 -= 7  # the notch cut into the standing cloth's foot
    sx, sy = w / svg_w, h / svg_h
    return pygame.Rect(round((x0 + 2) * sx), round((y0 + 2) * sy), round((x1 - x0 - 4) * sx), round((y1 - y0 - 4) * sy))


@functools.lru_cache(maxsize=32)
def token_shadow(w: int, h: int) -> pygame.Surface:
    """The soft shadow a block of ``w`` × ``h`` casts on its tile: an ellipse under its foot, darker
    inwards (a soft edge), a little to the lower right."""
    shadow = pygame.Surface((w + 8, max(8, h // 2)), pygame.SRCALPHA)
    box = shadow.get_rect()
    for k, alpha in enumerate((34, 40, 46)):
        pygame.draw.ellipse(shadow, (0, 0, 0, alpha), box.inflate(-4 * k, -3 * k))
    return shadow


def draw_token(surface, colour: SeatColour, token) -> None:
    """A token standing on the board: its shadow, the block, its count at the corner."""
    shadow = token_shadow(*token.rect.size)
    surface.blit(shadow, shadow.get_rect(midbottom=(token.rect.centerx + 3, token.rect.bottom + 3)))
    surface.blit(troop_token(colour, token.holding, token.unit), token.rect)
    if token.badge is not None:
        draw_count(surface, token)


def token_size(unit: int, holding: bool) -> tuple[int, int]:
    w, h = (round(2.8 * unit), round(2.2 * unit)) if holding else (2 * unit, round(2.7 * unit))
    return w + 4, h + 4


@dataclass
class TroopToken:
    """A token as drawn: one seat's troops of one stance (``len(spaces)`` > 1: they stood too close
    to show apart, and a badge beside it counts them); ``group``: the tokens crowded into one row."""
    seat: int
    holding: bool
    spaces: tuple
    rect: pygame.Rect  # the token
    group: int
    badge: pygame.Rect | None = None  # the count, hung on a corner of the token clear of the walls
    unit: int = MIN_UNIT  # its half-width (token_unit, less where its city is too small for it)

    @property
    def area(self) -> pygame.Rect:
        return self.rect.union(self.badge) if self.badge else self.rect


COUNT_SIZE = 16  # the count badge's digits: 13 px and more on a 1366×768 window


def count_text(n: int) -> str:
    return f"×{n}"


def count_badge_size(n: int) -> tuple[int, int]:
    return text_size(count_text(n), COUNT_SIZE, True)[0] + 6, COUNT_SIZE + 3


def troop_tokens(points: dict, troops: dict, unit: int, walls: WallMap | None = None,
                 units: dict | None = None) -> list[TroopToken]:
    """Lay out the troops at their spaces' ``points`` without overlap: troops whose tokens would
    touch join one group, drawn as a row at the group's middle with one token per seat and stance;
    a count hangs on the token's corner that covers the least of the ``walls``. ``units``: a space's
    own token unit where it differs from ``unit`` (a small city's)."""
    spaces = sorted(s for s in troops if s in points)
    units = {s: (units or {}).get(s, unit) for s in spaces}
    parent = {s: s for s in spaces}

    def root(s):
        while parent[s] != s:
            parent[s] = parent[parent[s]]
            s = parent[s]
        return s

    def join(a, b) -> bool:
        ra, rb = root(a), root(b)
        parent[rb] = ra
        return ra != rb

    own = [pygame.Rect((0, 0), token_size(units[s], troops[s][1])) for s in spaces]
    for rect, s in zip(own, spaces):
        rect.center = points[s]
    for i, j in _touching(own):  # the troops whose own tokens would touch
        join(spaces[i], spaces[j])
    while True:  # then any rows that came to touch, until none do (each pass joins groups, so it ends)
        tokens = _rows(spaces, points, troops, units, root, walls)
        joined = [join(tokens[i].spaces[0], tokens[j].spaces[0]) for i, j in _touching([t.area for t in tokens])]
        if not any(joined):
            return tokens


def _touching(rects: list[pygame.Rect]) -> list[tuple[int, int]]:
    """Pairs (i, j), i < j, of rects closer than the gap."""
    boxes = [r.inflate(TOKEN_GAP, TOKEN_GAP) for r in rects]
    return [(k, k + 1 + j) for k, box in enumerate(boxes) for j in box.collidelistall(boxes[k + 1:])]


def _rows(spaces, points, troops, units, root, walls) -> list[TroopToken]:
    groups: dict = {}
    for s in spaces:
        groups.setdefault(root(s), []).append(s)
    tokens = []
    for g, members in enumerate(groups.values()):
        cx = sum(points[s][0] for s in members) / len(members)
        cy = sum(points[s][1] for s in members) / len(members)
        kinds: dict = {}
        for s in members:
            kinds.setdefault(troops[s], []).append(s)
        order = sorted(kinds)
        kind_units = [min(units[s] for s in kinds[k]) for k in order]
        sizes = [token_size(u, holding) for u, (_seat, holding) in zip(kind_units, order)]
        badges = [count_badge_size(len(kinds[k])) if len(kinds[k]) > 1 else (0, 0) for k in order]
        # a lone token stands at its place, its count hung on whichever corner is clear; a row keeps room
        # for each count on its tokens' right
        wide = sum(w for w, _h in sizes) + (sum(b for b, _h in badges) if len(order) > 1 else 0)
        x = cx - (wide + TOKEN_GAP * (len(sizes) - 1)) / 2
        for kind, u, (w, h), (bw, bh) in zip(order, kind_units, sizes, badges):
            rect = pygame.Rect(round(x), round(cy - h / 2), w, h)
            badge = badge_corner(rect, (bw, bh), walls, len(order) == 1) if bw else None
            tokens.append(TroopToken(kind[0], kind[1], tuple(kinds[kind]), rect, g, badge, u))
            x += w + bw + TOKEN_GAP
    return tokens


def badge_corner(rect: pygame.Rect, size, walls: WallMap | None, alone: bool) -> pygame.Rect:
    """A count's place on a corner of its token, beside the seat's sign: the top-right corner unless
    another lies on the tiles where it does not, or covers less of the city's wall (in a row of tokens only
    the right-hand corners: the row keeps room for the count there)."""
    bw, bh = size
    corners = [pygame.Rect(rect.right, rect.top - bh // 2, bw, bh),
               pygame.Rect(rect.right, rect.bottom - (bh + 1) // 2, bw, bh)]
    if alone:
        corners += [pygame.Rect(rect.left - bw, rect.top - bh // 2, bw, bh),
                    pygame.Rect(rect.left - bw, rect.bottom - (bh + 1) // 2, bw, bh)]
    if walls is None:
        return corners[0]

    def on_tiles(c: pygame.Rect) -> bool:
        return all(walls.on_board(p) for p in (c.topleft, c.topright, (c.left, c.bottom - 1),
                                                 (c.right - 1, c.bottom - 1)))
    # the first of the least covered lying wholly on the tiles: top-right when all are clear; a count that
    # would hang off the board onto the table is pulled back inside its own tile
    best = min(corners, key=lambda c: (not on_tiles(c), walls.covered(c)))
    if on_tiles(best):
        return best
    square = walls.camera.square_at(rect.center)
    return best if square is None else best.clamp(walls.camera.square_rect(*square))


def draw_count(surface, token: TroopToken) -> None:
    """How many troops a token stands for, on a badge at its corner."""
    draw_count_badge(surface, token.badge, len(token.spaces), COUNT_SIZE)


def draw_count_badge(surface, badge: pygame.Rect, n: int, size: int) -> None:
    """A count (×2) in ink on a kinari pill with an ink rim: the same kind of badge as a city's points."""
    pygame.draw.rect(surface, palette.INK, badge.inflate(2, 2), border_radius=badge.height // 2 + 1)
    pygame.draw.rect(surface, IDLE_RGB, badge.inflate(-2, -2), border_radius=badge.height // 2)
    draw_text(surface, count_text(n), badge.center, size, palette.INK, "center", bold=True)


def stack_layers(left: int) -> int:
    """How many tiles thick the pile is drawn: one layer for every STACK_PER tiles left, at least one."""
    return max(1, min(STACK_LAYERS, -(-left // STACK_PER)))


def stack_top(rect: pygame.Rect, left: int) -> pygame.Rect:
    """The top tile of a pile of ``left`` tiles standing in ``rect`` (its foot at the rect's bottom-left):
    the pile is as tall as the tiles left, so it shrinks as the game goes on."""
    side = rect.width - STACK_LAYERS * STACK_SHIFT
    lift = stack_layers(left) - 1
    return pygame.Rect(rect.x + (STACK_LAYERS - 1 - lift) * STACK_SHIFT, rect.bottom - side - lift * STACK_STEP - 2,
                       side, side)


def draw_stack(surface, rect: pygame.Rect, left: int, count: bool = True) -> pygame.Rect:
    """The tiles left, face down in a pile with its thickness showing (a layer for every few tiles, the
    seams between the tiles ruled along its side) and, when ``count``, their number on a paper slip lying
    on the top tile; returns where the slip lies (or the top tile)."""
    top = stack_top(rect, left)
    layers = [top.move(k * STACK_SHIFT, k * STACK_STEP) for k in range(stack_layers(left))]
    surface.blit(soft_shadow(top.size), layers[-1].move(3, 4))
    for at in layers:  # the pile's ink outline
        pygame.draw.rect(surface, palette.SUMI, at.inflate(2, 2), border_radius=3)
    for at in reversed(layers[1:]):  # from the foot up: each tile's cut side, the seam under it
        pygame.draw.rect(surface, TILE_SIDE, at, border_radius=2)
        pygame.draw.line(surface, STACK_SEAM, (at.x + 1, at.bottom - 1), (at.right - 2, at.bottom - 1))
    if art.is_damaged(GAME, "tile_back"):
        pygame.draw.rect(surface, palette.AI, top, border_radius=4)
    else:
        surface.blit(art.picture(GAME, "tile_back", top.size), top)
    if not count:
        return top
    text = str(left)
    slip = pygame.Rect(0, 0, max(text_size(text, STACK_DIGITS, True)[0] + 24, top.width * 3 // 5), COUNT_TAG)
    slip.midbottom = (top.centerx, top.bottom - 6)
    draw_sheet(surface, slip, radius=4)
    draw_text(surface, text, slip.center, STACK_DIGITS, palette.SHEET_INK, "center", bold=True)
    return slip


def draw_board(surface, obs, camera: Camera, colours: list[SeatColour], troops=None,
               tokens: bool = True, badges: list | None = None, clear=(),
               names: list | None = None, open_squares=()) -> list[TroopToken]:
    """The still board inside the camera's rectangle: felt, tiles, cities, troops; returns the troop
    tokens as laid out (troops too close to show apart share a token with a count).
    ``troops``: the troops to show (a playback's frame: the cities' owners follow them),
    else the observation's; ``tokens`` False leaves the troops out (the cities still count them);
    ``badges``, when given, receives (rect, CityMark) of every city's points badge as drawn, ``names`` (name,
    rect) of every city's name as printed; the mat under the laid tiles and the ``open_squares`` shown
    keeps right of ``clear`` (what lies on the table at the board's left)."""
    if troops is not None:
        obs = copy.copy(obs)  # shallow: only ``troops`` differs, nothing is changed in place
        obs.troops = troops
    rect = camera.rect
    old_clip = surface.get_clip()
    surface.set_clip(rect)
    draw_table(surface, rect)
    size = camera.size
    ox, oy = camera.origin()
    board = obs.board
    mat = board_mat.mat_rect(camera, board_bounds(board.placed), clear, open_squares)
    if mat is not None:
        board_mat.draw_mat(surface, mat)
    _draw_tile_sides(surface, [(ox + x * size, oy + y * size) for (x, y) in board.placed], size)
    seam = _tile_seam(size)
    for (x, y), (t, r) in board.placed.items():  # the clip leaves out what lies beyond the rectangle
        surface.blit(tile_picture(t, r, size), (ox + x * size, oy + y * size))
        surface.blit(seam, (ox + x * size, oy + y * size))
    cities = completed_cities(obs)
    for city in cities:
        for x, y, t, r, name in city.parts:  # idle: unclaimed ground, plain paper
            wash = idle_overlay(t, name, r, size) if city.controller is None else \
                city_overlay(t, name, r, size, colours[city.controller].rgb, TINT, True)
            surface.blit(wash, (ox + x * size, oy + y * size))
    laid = []
    if tokens:
        unit = token_unit(size)
        walls = WallMap(board, camera)
        points, units = {}, {}
        for space in obs.troops:
            if (space[0], space[1]) in board.placed:
                points[space], units[space] = _stand(obs, camera, walls, space, unit)
        laid = troop_tokens(points, obs.troops, unit, walls, units)
        for token in laid:
            draw_token(surface, colours[token.seat], token)
    taken = [t.area for t in laid]
    for city in cities:
        taken.append(draw_city_badge(surface, obs, camera, city, colours, taken))
        if badges is not None:
            badges.append((taken[-1], city))
    named = draw_city_names(surface, obs, camera, taken)
    if names is not None:
        names.extend(named)
    surface.set_clip(old_clip)
    return laid


TAGGED_BELOW = 120  # tiles smaller than this (a board grown past its first tiles) print names on opaque
# paper tags: legible over any wall, road or token they must lie on


def name_size(size: int) -> int:
    """The cities' names on the board: 13 px and more (Chinese a little more: its strokes are dense),
    growing with the tiles."""
    least = MIN_SIZE + (2 if not current_language().startswith("en") else 0)
    return max(least, min(17, round(size * 0.13)))


@functools.lru_cache(maxsize=256)
def name_label(name: str, size: int) -> pygame.Surface:
    """A city's name as printed on a map: bold ink in a thin paper halo, no box, so the town's roofs and
    paving show round its letters."""
    return render_haloed(name, size, palette.SHEET_INK, palette.WASHI)


def name_tag_size(name: str, size: int) -> tuple[int, int]:
    """A small tile's name tag: the name and a little paper round it."""
    w, h = text_size(name, size, True)
    return w + 8, h + 2


@functools.lru_cache(maxsize=256)
def name_tag(name: str, size: int, box: tuple[int, int]) -> pygame.Surface:
    """A city's name on a small opaque paper tag lying over its tile (a late, small board), painted once (with its shadow's 2 px below ``box``)."""
    tag = pygame.Surface((box[0], box[1] + 2), pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), box)
    ink = draw_paper_tag(tag, rect, False, radius=3)
    draw_text(tag, name, rect.center, size, ink, "center", bold=True)
    return tag


def draw_city_label(surface, name: str, rect: pygame.Rect, size: int) -> None:
    """A city's name where ``draw_city_names`` put it, on tiles ``size`` wide (the view prints it again
    over the frames and marks it draws on the board, so a name always lies on top)."""
    surface.blit(city_label(name, rect, size), rect)


def city_label(name: str, rect: pygame.Rect, size: int) -> pygame.Surface:
    """The picture ``draw_city_label`` lays at ``rect`` (painted once: the view keeps it to blit every frame)."""
    if size < TAGGED_BELOW:
        return name_tag(name, name_size(size), rect.size)
    return name_label(name, name_size(size))


def _covered(rect: pygame.Rect, others) -> int:
    """How many pixels of ``others`` ``rect`` covers."""
    return sum(c.width * c.height for c in (rect.clip(o) for o in others))


def draw_city_names(surface, obs, camera: Camera, taken: list) -> list[tuple[str, pygame.Rect]]:
    """Every city's name (``place_names``: the log calls it so), once, on its city's tile by its first
    garrison spaces: where it covers no token, badge, other name (``taken``) or garrison ring if it can, else
    where it covers least of them (a name is never left out: the log's cities must be found); appended to
    ``taken``. On small tiles the names lie on paper tags. Returns (name, rect) of each name printed."""
    board = obs.board
    size = name_size(camera.size)
    tagged = camera.size < TAGGED_BELOW
    names = place_names.city_names(board)
    ring = max(4, round(SPACE_RADIUS * camera.size) + 2)
    rings = []
    for root in names:
        for space in board.garrison_spaces(root):
            rings.append(pygame.Rect(0, 0, 2 * ring, 2 * ring))
            rings[-1].center = space_point(obs, camera, space)
    printed = []
    for root, name in names.items():
        spaces = board.garrison_spaces(root)
        if not spaces:
            continue
        label = pygame.Rect((0, 0), name_tag_size(name, size)) if tagged else name_label(name, size).get_rect()
        reach = max(label.height // 2 + ring, round(camera.size * 0.24))
        rects = []
        for space in sorted(spaces)[:4]:  # by its first spaces, on their tiles, else along those tiles' edges
            cx, cy = space_point(obs, camera, space)
            tile = camera.square_rect(space[0], space[1]).inflate(-4, -4)  # the name kept on its city's tile
            spots = [(cx, cy + reach), (cx, cy - reach), (cx + reach, cy + reach // 2),
                     (cx - reach, cy + reach // 2), tile.midbottom, tile.midtop]
            rects += [label.move_to(center=spot).clamp(tile) for spot in spots]
            rects += [label.move_to(**{corner: getattr(tile, corner)})  # into a corner, clear of a token
                      for corner in ("bottomleft", "bottomright", "topleft", "topright")]
            rects.append(label.move_to(center=(cx, cy)).clamp(tile))
            if tagged:  # a small tile: astride its bottom or top edge, where walls rarely stand
                rects += [label.move_to(center=tile.midbottom), label.move_to(center=tile.midtop)]
        rect = next((r for r in rects if r.collidelist(taken) < 0 and r.inflate(-4, -4).collidelist(rings) < 0),
                    None) or min(rects, key=lambda r: (_covered(r, taken), _covered(r, rings)))
        draw_city_label(surface, name, rect, camera.size)
        printed.append((name, rect))
        taken.append(rect.inflate(-4, -4))
    return printed


def _stand(obs, camera: Camera, walls: WallMap, space, unit: int) -> tuple[tuple[int, int], int]:
    """Where a troop's token stands and its unit: by its space, on its tile, as clear of the city's wall
    as it can; in a city too small for it, a smaller block (never under MIN_UNIT), so the wall shows."""
    square, bare = camera.square_rect(space[0], space[1]), _bare_sides(obs.board.placed, space)
    point, holding = space_point(obs, camera, space), obs.troops[space][1]
    best = None
    for u in range(unit, MIN_UNIT - 1, -2) if unit > MIN_UNIT else (unit,):
        size = token_size(u, holding)
        spot, covered = clear_spot(walls, space, point, size, lambda p: on_tile(p, square, size, bare))
        if best is None or covered < best[0]:
            best = (covered, spot, u)
        if covered <= WALL_GRAZE:
            break
    return best[1], best[2]


WALL_GRAZE = 6  # wall pixels a token may touch (a tower's corner) before a smaller block is tried


def _bare_sides(placed, space) -> tuple[bool, bool, bool, bool]:
    """Which sides of a space's tile (N, E, S, W) have no tile beside them: the open table."""
    x, y = space[0], space[1]
    return tuple((x + dx, y + dy) not in placed for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))


def on_tile(point, square: pygame.Rect, size, bare=(True, True, True, True)) -> tuple[int, int]:
    """Where a token ``size`` big stands for a space at ``point``: there, or moved just enough not to
    hang over the open table on the ``bare`` sides (N, E, S, W) of its tile; over a neighbouring tile
    it may reach (a city goes on there)."""
    w, h = size
    inner = square.inflate(-4, -4)
    x, y = point
    if bare[3]:
        x = max(x, inner.x + w // 2)
    if bare[1]:
        x = min(x, inner.right - (w + 1) // 2)
    if bare[0]:
        y = max(y, inner.y + h // 2)
    if bare[2]:
        y = min(y, inner.bottom - (h + 1) // 2)
    return x, y


def draw_table(surface, rect: pygame.Rect) -> None:
    """The open table the tiles lie on: dark wood planks (table.svg laid side by side), laid from
    the window's corner so every piece of it drawn meets the next without a seam."""
    rect = pygame.Rect(rect)
    surface.blit(_table(max(1600, rect.right), max(900, rect.bottom)), rect, rect)


@functools.lru_cache(maxsize=4)
def _table(w: int, h: int) -> pygame.Surface:
    """The wood for a ``w``×``h`` table, laid once: one opaque blit a frame."""
    table = pygame.Surface((w, h))
    table.fill(TABLE)
    wood = art.picture(GAME, "table", (TABLE_TILE, TABLE_TILE))
    if not art.is_damaged(GAME, "table"):
        for x in range(0, w, TABLE_TILE):
            for y in range(0, h, TABLE_TILE):
                table.blit(wood, (x, y))
    table.blit(_lamp(w, h), (0, 0))
    return table.convert() if pygame.display.get_surface() else table


def _lamp(w: int, h: int) -> pygame.Surface:
    """The room's light on the table: the wood darkens toward the window's edges, so the eye rests
    on the tiles in the middle (a soft shade, not a gloss)."""
    small = pygame.Surface((33, 19), pygame.SRCALPHA)
    cx, cy = 32 * LAMP_AT[0], 18 * LAMP_AT[1]
    for i in range(33):
        for j in range(19):
            d = ((i - cx) / 20) ** 2 + ((j - cy) / 11) ** 2
            small.set_at((i, j), (0, 0, 0, min(110, round(70 * d))))
    return pygame.transform.smoothscale(small, (w, h))


@functools.lru_cache(maxsize=8)
def _tile_seam(size: int) -> pygame.Surface:
    """A tile's cut edge, laid over its picture: an ink hairline along its top and left edges, a lighter
    paper rim just inside them and a shaded rim along its bottom and right, so two neighbours are parted
    by a thin bevelled groove, as two thick paper tiles laid side by side. One pixel each: a road or a
    wall running across the edge still joins its neighbour's."""
    edge = pygame.Surface((size, size), pygame.SRCALPHA)
    last = size - 1
    pygame.draw.line(edge, (*palette.WASHI, RIM_LIGHT), (1, 1), (last - 1, 1))
    pygame.draw.line(edge, (*palette.WASHI, RIM_LIGHT), (1, 2), (1, last - 1))
    pygame.draw.line(edge, (0, 0, 0, RIM_SHADE), (1, last), (last, last))
    pygame.draw.line(edge, (0, 0, 0, RIM_SHADE), (last, 1), (last, last - 1))
    pygame.draw.line(edge, (*palette.SUMI, SEAM_INK), (0, 0), (last, 0))
    pygame.draw.line(edge, (*palette.SUMI, SEAM_INK), (0, 1), (0, last))
    return edge


SEAM_INK, RIM_LIGHT, RIM_SHADE = 215, 120, 90  # the groove's ink, the lit rim, the shaded rim
SHADOW_ALPHA = 150  # the tiles' cast shadow on the wood, at its darkest
TILE_SIDE = (200, 184, 152)  # a tile's cut side: the paper's body, duller than its face


def tile_depth(size: int) -> int:
    """How thick a tile stands on the wood, in pixels: its side shows below and right of the board."""
    return max(2, min(4, size // 30))


def _draw_tile_sides(surface, corners, size: int) -> None:
    """Under the tiles at ``corners``: their soft shadow on the wood, then their cut sides, ``tile_depth``
    pixels down and right, inked at their foot; each pass over all tiles, so a neighbour's side covers
    the ink of the one before it and only the board's outer edges show either."""
    depth = tile_depth(size)
    shadow = _tile_shadow(size, depth)
    for x, y in corners:
        surface.blit(shadow, (x, y))
    for x, y in corners:
        pygame.draw.rect(surface, palette.SUMI, (x + depth, y + depth, size, size))
    for x, y in corners:
        pygame.draw.rect(surface, TILE_SIDE, (x + depth - 1, y + depth - 1, size, size))


@functools.lru_cache(maxsize=8)
def soft_shadow(size: tuple[int, int]) -> pygame.Surface:
    """The soft shadow a thing lying on the wood casts (a tile in hand, the pile): darker inwards."""
    shade = pygame.Surface((size[0] + 6, size[1] + 6), pygame.SRCALPHA)
    for i in range(4):
        pygame.draw.rect(shade, (0, 0, 0, 30 + 16 * i), shade.get_rect().inflate(-2 * i, -2 * i), border_radius=6)
    return shade


@functools.lru_cache(maxsize=8)
def _tile_shadow(size: int, depth: int) -> pygame.Surface:
    """A tile's soft shadow, laid at its corner: darker inwards, reaching a few pixels past its side."""
    soft = 3
    shadow = pygame.Surface((size + depth + soft + 2, size + depth + soft + 2), pygame.SRCALPHA)
    outer = pygame.Rect(2, 2, size + depth + soft, size + depth + soft)
    for i in range(soft + 1):
        alpha = SHADOW_ALPHA * (i + 1) // (soft + 1)
        pygame.draw.rect(shadow, (0, 0, 0, alpha), outer.inflate(-2 * i, -2 * i).move(i, i))
    return shadow


def badge_radius(camera: Camera) -> int:
    return max(10, round(camera.size * 0.085))  # a ring round a 13 px digit


def badge_centre(obs, camera: Camera, city: CityMark, taken=()) -> tuple[int, int]:
    """Beside the city's key space, up and to the left; else the nearest place round it where it
    covers no troop token nor another badge in ``taken``."""
    cx, cy = space_point(obs, camera, city.key)
    r = badge_radius(camera) + 2
    near = max(round(camera.size * 0.2), r)
    for reach in range(near, near + 3 * r, 3):
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1), (0, -1.4), (-1.4, 0), (1.4, 0), (0, 1.4)):
            centre = (round(cx + dx * reach), round(cy + dy * reach))
            if pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r).collidelist(taken) < 0:
                return centre
    off = round(camera.size * 0.2)
    return cx - off, cy - off


def draw_city_badge(surface, obs, camera: Camera, city: CityMark, colours, taken=()) -> pygame.Rect:
    """The city's points: on the controller's own shape in its colour (told apart without colour
    too), or on a plain kinari disc when the city stands idle. Returns where it lies."""
    r = badge_radius(camera)
    cx, cy = badge_centre(obs, camera, city, taken)
    size = max(MIN_SIZE, round(r * 1.5))  # never below the floor
    if city.controller is None:
        pygame.draw.circle(surface, palette.INK, (cx, cy), r + 1)
        pygame.draw.circle(surface, IDLE_RGB, (cx, cy), r)
        draw_text(surface, str(city.points), (cx, cy), size, palette.INK, "center", bold=True)
    else:
        draw_held_badge(surface, (cx, cy), r, colours[city.controller], city.points, size)
    return pygame.Rect(cx - r - 2, cy - r - 2, 2 * r + 4, 2 * r + 4)


def draw_held_badge(surface, centre, r: int, colour: SeatColour, points: int, size: int) -> None:
    """A held city's points: ink digits on a paper disc in a thick ring of the holder's colour, the
    holder's shape as a small tab on its upper right (told apart without colour too). A round badge, so
    a number never reads as a warning sign in a triangle."""
    cx, cy = centre
    ring = max(3, round(r * 0.2))
    pygame.draw.circle(surface, palette.INK, (cx, cy), r + 2)
    pygame.draw.circle(surface, colour.rgb, (cx, cy), r + 1)
    pygame.draw.circle(surface, palette.INK, (cx, cy), r + 2 - ring)
    pygame.draw.circle(surface, IDLE_RGB, (cx, cy), r + 1 - ring)
    digits = max(MIN_SIZE, min(size, 2 * (r + 1 - ring)))  # inside the ring, never below the floor
    draw_text(surface, str(points), (cx, cy), digits, palette.INK, "center", bold=True)
    tab = max(5, round(r * 0.45))
    draw_marker(surface, (cx + round(r * 0.85), cy - round(r * 0.85)), tab, colour)


# -- marks drawn every frame on top of the still board ------------------------------------------------
def draw_open_squares(surface, camera: Camera, squares, now: float) -> None:
    """Squares where the drawn tile fits: a dotted gold outline on the mat, as if a tile's place were
    chalked there, its dots breathing (no wash, no grid: the cloth stays dark round the tiles)."""
    width = 2 + int(1.2 * (1 + math.sin(now * 4)))
    for x, y in squares:
        square = camera.square_rect(x, y)
        if square.colliderect(camera.rect):
            draw_dotted_square(surface, square.inflate(-8, -8), HIGHLIGHT, width)


def draw_dotted_square(surface, rect: pygame.Rect, rgb, width: int) -> None:
    """``rect``'s outline as a row of short dashes, a dash at each corner."""
    dash = max(4, rect.width // 14)
    for a, b in ((rect.topleft, rect.topright), (rect.topright, rect.bottomright),
                 (rect.bottomright, rect.bottomleft), (rect.bottomleft, rect.topleft)):
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        n = max(2, round(length / (2 * dash)))
        for k in range(n + 1):  # evenly spaced, so a dash centres on each corner
            t0, t1 = max(0.0, k / n - dash / 2 / length), min(1.0, k / n + dash / 2 / length)
            if t1 > t0:
                pygame.draw.line(surface, rgb, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                                 (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def draw_ghost(surface, camera: Camera, tile: int, rotation: int, square) -> None:
    """The drawn tile where it would go, half seen through, framed."""
    rect = camera.square_rect(*square)
    ghost = tile_picture(tile, rotation, camera.size).copy()
    ghost.set_alpha(200)
    surface.blit(ghost, rect)
    pygame.draw.rect(surface, palette.WHITE, rect, 3)


def draw_last_placed(surface, camera: Camera, square, colour: SeatColour | None = None) -> None:
    """The tile laid last: framed thinly in the colour of the seat that laid it (as the card beside the
    board shows it), else its four corners marked in gold; the tile's own picture left clear."""
    rect = camera.square_rect(*square).inflate(-2, -2)
    if colour is not None:
        draw_seat_frame(surface, rect, colour)
        return
    arm = max(6, rect.width // 5)
    for (cx, cy), (dx, dy) in ((rect.topleft, (1, 1)), (rect.topright, (-1, 1)), (rect.bottomleft, (1, -1)),
                               (rect.bottomright, (-1, -1))):
        cx, cy = cx - (dx < 0), cy - (dy < 0)
        corner = [(cx + dx * arm, cy), (cx, cy), (cx, cy + dy * arm)]
        pygame.draw.lines(surface, palette.INK, False, corner, 5)
        pygame.draw.lines(surface, HIGHLIGHT, False, corner, 3)


def draw_seat_frame(surface, rect: pygame.Rect, colour: SeatColour) -> None:
    """A thin frame just inside ``rect`` in a seat's colour between two ink hairlines: seen on grass and
    on paper alike."""
    pygame.draw.rect(surface, palette.INK, rect, 5)
    pygame.draw.rect(surface, colour.rgb, rect.inflate(-2, -2), 3)


def draw_arrow(surface, start, end, rgb, width: int) -> None:
    """A thick arrow from ``start`` to ``end`` stopping short of both (their rings stay clear)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 30:
        return
    ux, uy = dx / length, dy / length
    a = (start[0] + ux * 16, start[1] + uy * 16)
    b = (end[0] - ux * 18, end[1] - uy * 18)
    head = max(12, width * 3)
    base = (b[0] - ux * head, b[1] - uy * head)
    pygame.draw.line(surface, palette.INK, a, base, width + 4)
    pygame.draw.line(surface, rgb, a, base, width)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    tri = [b, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.polygon(surface, rgb, tri)
    pygame.draw.polygon(surface, palette.INK, tri, 2)


def draw_recent_square(surface, camera: Camera, square) -> None:
    """A square the log's newest line names: a faint gold frame inside its edge (quieter than a hovered
    line's frame), so the city it names is found on the board at a glance."""
    rect = camera.square_rect(*square)
    surface.blit(_recent_frame(rect.width), rect)


@functools.lru_cache(maxsize=8)
def _recent_frame(size: int) -> pygame.Surface:
    frame = pygame.Surface((size, size), pygame.SRCALPHA)
    width = max(2, size // 28)
    pygame.draw.rect(frame, (*palette.INK, 110), frame.get_rect().inflate(-2, -2), width + 2, border_radius=3)
    pygame.draw.rect(frame, (*HIGHLIGHT, 190), frame.get_rect().inflate(-4, -4), width, border_radius=3)
    return frame


def draw_named_square(surface, camera: Camera, square) -> None:
    """A square the hovered log line names: a thick light frame with a dark edge, seen on any ground."""
    rect = camera.square_rect(*square)
    width = max(3, camera.size // 20)
    pygame.draw.rect(surface, palette.INK, rect.inflate(2, 2), width + 2)
    pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(-2, -2), width)
