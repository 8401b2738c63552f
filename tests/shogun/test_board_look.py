"""What the Shogun board shows at a glance: each held province in its owner's colour
(a band and a large army block with the count), regions told apart by thick edges as
well as tint, and the legal targets by a moving black-and-white pattern."""
from __future__ import annotations

import math
import random

import pygame
import pytest

from client.core.match import Match, Seat
from client.games.shogun import SPEC
from client.games.shogun import view as view_mod
from client.games.shogun.board_art import (ANT_DARK, ANT_LIGHT, BoardArt, army_piece, coast_edges, draw_army_block,
                                           land_rgb, owner_inks, pattern_ink)
from client.games.shogun.panels import BOARD
from client.render import palette
from client.render.palette import SEAT_COLOURS, text_on
from client.render.screenshot import _NoWorker


def _printed(c, ink) -> bool:
    """Whether colour ``c`` is the seat's pattern ``ink`` printed thin on kinari (its strength fades
    from half by the band toward the heart): on the line from the paper to the ink, well off the paper."""
    paper = palette.KINARI
    span = [i - k for i, k in zip(ink, paper)]
    length = math.hypot(*span)
    t = sum((x - k) * d for x, k, d in zip(c, paper, span)) / (length * length)
    off = math.dist(c, [k + t * d for k, d in zip(paper, span)])
    return 0.1 <= t <= 0.62 and off < 12 and t * length > 12


def _scene(app, players, face, seed):
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human", "random") for i in range(players)]
    match = Match(SPEC, {"face": face}, seed, seats)
    return PlayScene(app, match, worker=_NoWorker())


def _play_until(scene, wanted, seed, limit=3000):
    rng = random.Random(seed)
    for _step in range(limit):
        st = scene.match.state
        if wanted(st):
            scene.viewer = st.to_act
            return st
        scene.match.play(rng.choice(st.legal_actions()))
    raise AssertionError("position not reached")


def _moving(st):
    return not st.is_over() and st.phase == "act" and st.pending is not None and st.pending[0] == "move" \
        and any(a.startswith("move:") for a in st.legal_actions())


def _edge_points(poly, step=3):
    """Points every ``step`` px along a closed outline."""
    out = []
    for (x0, y0), (x1, y1) in zip(poly, list(poly[1:]) + [poly[0]]):
        n = max(1, int(math.hypot(x1 - x0, y1 - y0) // step))
        out += [(round(x0 + (x1 - x0) * k / n), round(y0 + (y1 - y0) * k / n)) for k in range(n)]
    return out


def _edge_distance(pt, poly) -> float:
    """How far ``pt`` lies from the nearest side of the closed outline ``poly``."""
    best = math.inf
    for (x0, y0), (x1, y1) in zip(poly, list(poly[1:]) + [poly[0]]):
        dx, dy = x1 - x0, y1 - y0
        k = max(0.0, min(1.0, ((pt[0] - x0) * dx + (pt[1] - y0) * dy) / max(1e-9, dx * dx + dy * dy)))
        best = min(best, math.dist(pt, (x0 + dx * k, y0 + dy * k)))
    return best


@pytest.mark.parametrize("players,face,seed", [(3, "sun", 4), (4, "moon", 2), (5, "sun", 3)])
def test_each_held_province_shows_its_owner(app, players, face, seed):
    """The army block under each name is filled with the owner's colour and lettered with
    the count; a band of the owner's colour runs inside the province's edge behind a line of paper, light
    the seat's pattern on plain paper covers the rest, and its banner flies the colour."""
    scene = _scene(app, players, face, seed)
    st = _play_until(scene, lambda s: s.phase == "plan", seed)
    surface = app.screen
    scene.draw(surface)
    art = scene.view.art
    colours = scene.view.colours()
    held = [p for p, owner in enumerate(st.owner) if owner >= 0]
    assert len(held) >= 2 * players
    hidden_hearts = []
    for p in held:
        col = colours[st.owner[p]]
        piece = pygame.Rect((0, 0), army_piece(col.rgb, col.shape, st.armies[p])[0].get_size())
        piece.center = art.army_centre(p, piece.size)
        dyed = sum(tuple(surface.get_at((x, y)))[:3] == col.rgb for x in range(piece.left, piece.right)
                   for y in range(piece.top, piece.bottom))
        assert dyed > 40, art.info.names[p]  # the owner's cubes
        ink = sum(tuple(surface.get_at((x, y)))[:3] == palette.SUMI for x in range(piece.left, piece.right)
                  for y in range(piece.top, piece.bottom))
        assert ink > 20, art.info.names[p]  # the count
        banner = art.banner_rects[p]  # the owner's nobori, its cloth dyed in the owner's colour
        cloth = sum(tuple(surface.get_at((x, y)))[:3] == col.rgb for x in range(banner.left, banner.right)
                    for y in range(banner.top, banner.bottom))
        assert cloth >= 40, art.info.names[p]
        # woodblock: a line of the province's bare paper inside its ink line, then a crisp band of the
        # owner's full colour, and beyond it the seat's pattern
        clear = [(x, y) for x in range(art.ox, art.ox + art.size[0], 2) for y in range(art.oy, art.oy + art.size[1], 2)
                 if art.province_at((x, y)) == p and pygame.Rect(x - 2, y - 2, 5, 5).collidelist(
                     art.label_rects + scene.view.pieces) < 0]
        band_rgb, tint_rgb = owner_inks(col.rgb)
        gap, band = art.band_gap(p), art.band_width(p)
        assert 4 <= gap <= 6 and 9 <= band <= 12, art.info.names[p]  # px on the 1600 x 900 table
        edge = [pt for pt in clear if gap + 1 < _edge_distance(pt, art.polys[p]) < band - 1]
        solid = sum(math.dist(surface.get_at(pt)[:3], band_rgb) < 12 for pt in edge)
        assert edge and solid >= 0.8 * len(edge), art.info.names[p]
        line = [pt for pt in clear if 3 < _edge_distance(pt, art.polys[p]) < gap - 0.75]
        bare = sum(math.dist(surface.get_at(pt)[:3], art.surface.get_at(art.local(pt))[:3]) < 30 for pt in line)
        assert line and bare >= 0.8 * len(line), art.info.names[p]  # the paper between ink line and band
        core = [pt for pt in clear if _edge_distance(pt, art.polys[p]) > band + 2]
        if len(core) < 8:  # a small province's heart all under its name's cartouche and its pieces
            hidden_hearts.append(art.info.names[p])
            assert len(hidden_hearts) <= max(2, len(held) // 8), hidden_hearts
            continue
        # within the band the region's wash is gone: plain kinari printed with the seat's pattern in
        # a tint of its colour (the mountains and pines printed over both)
        ink = pattern_ink(tint_rgb)
        region = land_rgb(art.board.provinces[art.info.names[p]].region)
        shown = [surface.get_at(pt)[:3] for pt in core]
        printed = sum(_printed(c, ink) for c in shown)
        paper = [c for c in shown if math.dist(c, palette.KINARI) < 16]
        assert printed >= 0.12 * len(core), art.info.names[p]  # the owner's pattern, printed thin
        assert len(paper) >= 0.2 * len(core), art.info.names[p]  # on bare paper
        unwashed = sum(math.dist(c, palette.KINARI) < math.dist(c, region) for c in paper)
        assert unwashed >= 0.8 * len(paper), art.info.names[p]  # not the region's wash


def test_each_seat_prints_its_own_pattern(app):
    """Seats are told apart by pattern as well as colour (kanoko dots, kikko hexagons, scales, lattice,
    stripes): five seats given one colour still print five different fields."""
    art = BoardArt("sun", 5, BOARD)
    p = max(range(len(art.polys)), key=lambda k: art._white_shape(k)[0].width * art._white_shape(k)[0].height)
    rgb = SEAT_COLOURS[1].rgb
    ink = pattern_ink(rgb)
    fields = []
    for seat in range(5):
        tint = art.tint(p, rgb, seat)
        w, h = tint.get_size()
        fields.append({(x, y) for x in range(w) for y in range(h)
                       if tint.get_at((x, y))[3] > 200 and _printed(tint.get_at((x, y))[:3], ink)})
    for a in range(5):
        assert len(fields[a]) > 200, a
        for b in range(a + 1, 5):
            differ = len(fields[a] ^ fields[b])
            assert differ > 0.3 * max(len(fields[a]), len(fields[b])), (a, b)


def test_a_held_province_drops_its_region_wash(app):
    """Where a seat holds a province its region's tint no longer shows through: a yellow seat's
    green-region province reads yellow, not green."""
    art = BoardArt("sun", 4, BOARD)
    green = next(k for k, n in enumerate(art.info.names)
                 if art.info.playable[k] and art.board.provinces[n].region == "green")
    tint = art.tint(green, SEAT_COLOURS[2].rgb, 2)
    w, h = tint.get_size()
    cx, cy = w // 2, h // 2
    ground = [tint.get_at((x, y)) for x in range(cx - 20, cx + 20) for y in range(cy - 20, cy + 20)]
    ground = [c for c in ground if c[3] > 200 and not _printed(c[:3], pattern_ink(SEAT_COLOURS[2].rgb))
              and math.dist(c[:3], SEAT_COLOURS[2].rgb) > 30]  # (nor the band, in a small province)
    assert ground
    assert all(math.dist(c[:3], palette.KINARI) < math.dist(c[:3], land_rgb("green")) for c in ground)


def test_a_blue_band_stands_apart_from_the_sea(app):
    """Along a coast a held province's band lies behind a light line of paper: the blue seat's
    band never runs into the indigo sea."""
    scene = _scene(app, 4, "sun", 5)
    st = _play_until(scene, lambda s: s.phase == "plan", 5)
    surface = app.screen
    scene.draw(surface)
    art = scene.view.art
    colours = scene.view.colours()
    blue = [p for p, owner in enumerate(st.owner) if owner >= 0 and colours[owner].key == "blue"]
    coasts = {tuple(sorted(side)) for side in coast_edges(art.board)}
    checked = 0
    for p in blue:
        poly = art.board.provinces[art.info.names[p]].polygon
        for a, b in zip(poly, poly[1:] + poly[:1]):
            if tuple(sorted((a, b))) not in coasts:
                continue
            (ax, ay), (bx, by) = art.to_screen(a), art.to_screen(b)
            length = math.hypot(bx - ax, by - ay)
            if length < 30 or pygame.Rect(round((ax + bx) / 2) - 12, round((ay + by) / 2) - 12, 25, 25
                                          ).collidelist(art.label_rects) >= 0:
                continue  # (a name's cartouche printed over the coast is no band)
            nx, ny = (ay - by) / length, (bx - ax) / length  # a normal; into the province either way
            mx, my = (ax + bx) / 2, (ay + by) / 2
            if art.province_at((mx + nx * 12, my + ny * 12)) != p:
                nx, ny = -nx, -ny
            walk = [palette.luminance(surface.get_at((round(mx + nx * d), round(my + ny * d)))[:3])
                    for d in range(-8, 12)]
            sea, band = min(walk[:5]), walk[8 + art.band_width(p) - 2]
            light = max(walk[8:8 + art.band_gap(p) + 1])
            assert light > 2 * max(sea, band) and light > 0.3, (art.info.names[p], walk)
            checked += 1
    assert checked >= 2


def test_army_cubes_bear_the_owners_colour_and_shape():
    """Each cube is dyed the owner's colour and stamped with the owner's shape in black or white."""
    for col in SEAT_COLOURS:
        piece, _digits = army_piece(col.rgb, col.shape, 1)
        colours = {tuple(piece.get_at((x, y)))[:3] for x in range(piece.get_width()) for y in range(piece.get_height())
                   if piece.get_at((x, y))[3] == 255}
        assert col.rgb in colours and text_on(col.rgb) in colours


@pytest.mark.parametrize("face", ["sun", "moon"])
def test_region_edges_are_thicker_than_province_borders(face):
    """Regions read without their colours: between provinces of two regions the dark
    line is several pixels wide, between provinces of one region it is thin."""
    art = BoardArt(face, 5, pygame.Rect(12, 76, 1216, 388))
    board, info = art.board, art.info
    edges = {}
    for i, n in enumerate(info.names):
        pts = art.polys[i]
        for a, b in zip(pts, pts[1:] + pts[:1]):
            edges.setdefault(tuple(sorted((a, b))), []).append(n)
    same, other = [], []
    for (a, b), names in edges.items():
        if len(names) != 2 or math.dist(a, b) < 30:
            continue
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        nx, ny = (b[1] - a[1]) / math.dist(a, b), (a[0] - b[0]) / math.dist(a, b)
        dark = sum(max(art.surface.get_at((round(mx + nx * t - art.ox), round(my + ny * t - art.oy)))[:3]) < 60
                   for t in range(-6, 7))
        regions = {board.provinces[n].region for n in names}
        (same if len(regions) == 1 else other).append(dark)
    assert same and other
    assert max(same) <= 2  # px darker than 60 across the border
    assert min(other) >= 3
    assert sum(other) / len(other) >= sum(same) / len(same) + 2.5


def test_legal_targets_march_in_black_and_white(app, monkeypatch):
    """A province that may be clicked gets a pattern of black and white dashes that moves
    round it and a light wash that swells and fades (unlike any seat's colour), and the
    scene asks for frames while they show."""
    scene = _scene(app, 4, "sun", 11)
    st = _play_until(scene, _moving, 5)
    view = scene.view
    targets = view.targets(st, st.legal_actions())
    assert targets
    surface = app.screen
    art = view.art
    frames, washes = [], []
    for now in (100.2, 100.2 + math.pi / 5):  # the wash at its faintest, then strongest
        monkeypatch.setattr(view_mod.time, "monotonic", lambda now=now: now)
        scene.draw(surface)
        frames.append({p: [tuple(surface.get_at(pt))[:3] for pt in _edge_points(art.polys[p])]
                       for p in targets})
        # inside a target, clear of names and pieces: lighter than the board as painted
        spots = {p: [(x, y) for x in range(art.ox, art.ox + art.size[0], 4)
                     for y in range(art.oy, art.oy + art.size[1], 4)
                     if art.province_at((x, y)) == p and pygame.Rect(x - 2, y - 2, 5, 5).collidelist(
                         art.label_rects + view.pieces) < 0 and min(math.dist((x, y), c) for c in art.polys[p]) > 12]
                 for p in targets}
        board = view._memos["board"][1]  # the board as drawn under the highlights (owners' tints too)
        washes.append({p: sum(sum(surface.get_at(pt)[:3]) - sum(board.get_at((pt[0] - BOARD.x, pt[1] - BOARD.y))[:3])
                              for pt in pts) / max(1, len(pts)) for p, pts in spots.items()})
    for p in targets:
        first, second = frames[0][p], frames[1][p]
        ants = sum(c in (ANT_LIGHT, ANT_DARK) for c in first)
        assert ants >= 0.75 * len(first)  # names drawn over the line (13 px at least) take a little
        changes = sum(a != b and a in (ANT_LIGHT, ANT_DARK) and b in (ANT_LIGHT, ANT_DARK)
                      for a, b in zip(first, first[1:]))
        assert changes >= len(first) // 8  # dashes, not one colour
        moved = sum(a != b for a, b in zip(first, second))
        assert moved >= 0.2 * len(first)
        assert washes[0][p] > 20 and washes[1][p] > 20  # lighter, whichever the moment
        assert abs(washes[0][p] - washes[1][p]) > 10  # and swelling or fading
    scene.active = True  # on the stack: the app draws it 15 times a second while it pulses
    assert scene.pulsing()


@pytest.mark.parametrize("players,face,seed", [(3, "sun", 4), (4, "moon", 2), (5, "sun", 3)])
def test_only_held_provinces_carry_colour(app, players, face, seed):
    """Colour on the map means a seat holds the province: land nobody holds is pale paper
    (kinari, little chroma), and every held province's band, a black seat's too, stands apart from it."""
    scene = _scene(app, players, face, seed)
    st = _play_until(scene, lambda s: s.phase == "plan", seed)
    surface = app.screen
    scene.draw(surface)
    art = scene.view.art

    def typical(p, near=None):
        """The median colour inside province ``p``, clear of names, pieces and borders (only between
        ``near`` px from its edge: on an owner's band)."""
        pts = [(x, y) for x in range(art.ox, art.ox + art.size[0], 2) for y in range(art.oy, art.oy + art.size[1], 2)
               if art.province_at((x, y)) == p and pygame.Rect(x - 2, y - 2, 5, 5).collidelist(
                   art.label_rects + scene.view.pieces) < 0
               and (6 < _edge_distance((x, y), art.polys[p]) if near is None
                    else near[0] < _edge_distance((x, y), art.polys[p]) < near[1])]
        colours = sorted((tuple(surface.get_at(pt))[:3] for pt in pts), key=sum)
        return colours[len(colours) // 2]

    playable = [p for p in range(len(art.polys)) if art.info.playable[p]]
    unheld = [typical(p) for p in playable if st.owner[p] < 0]
    held = [typical(p, (art.band_gap(p) + 1, art.band_width(p) - 1)) for p in playable if st.owner[p] >= 0]
    assert held
    for rgb in unheld:
        assert min(rgb) >= 150 and max(rgb) - min(rgb) <= 60, rgb  # light, nearly grey-brown paper
    paper = unheld or [palette.KINARI]
    for rgb in held:
        assert min(math.dist(rgb, u) for u in paper) >= 45, rgb
