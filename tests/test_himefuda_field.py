"""姬札大戰's painted field: each half in its owner's seat colour whatever colours the seats chose,
the castles' garrison and provisions beside the keep's picture (never over it), the dice drawn
with the field's own faces, and a missing terrain picture told once while the table still draws."""
from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pygame
import pytest

from client import notices
from client.core.match import Match, Seat
from client.games.himefuda import SPEC
from client.games.himefuda import field_art, field_paint
from client.games.himefuda import field_view as FV
from client.games.himefuda.dice_anim import Playback, draw_die
from client.games.himefuda.field_map import ROWS, load_field
from client.render import art, palette
from client.render.screenshot import _NoWorker
from client.scenes.play import PlayScene

FIELD = pygame.Rect(8, 70, 776, 616)  # where the table draws the field at 1600×900
FM = load_field()


@pytest.fixture(autouse=True)
def _fresh_pictures():
    art.clear_cache()
    field_paint.field_picture.cache_clear()
    yield
    art.clear_cache()
    field_paint.field_picture.cache_clear()


def _table(app, colours=(0, 1), options=None, seed=3):
    seats = [Seat("P1", colours[0], "human"), Seat("P2", colours[1], "bot", "random")]
    scene = PlayScene(app, Match(SPEC, options or {}, seed, seats), worker=_NoWorker())
    scene.viewer = 0
    scene.view.draw(app.screen, scene.observation())
    return scene


def _ground(surface, rect: pygame.Rect):
    """The colour most of a cell's pixels have: its ground (the pattern's strokes are few)."""
    sample = rect.inflate(-rect.width // 3, -rect.height // 3)
    seen = Counter(tuple(surface.get_at((x, y)))[:3] for x in range(sample.x, sample.right, 3)
                   for y in range(sample.y, sample.bottom, 3))
    return seen.most_common(1)[0][0]


def _near(a, b, within=6) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a, b))


def _mean(surface, rect: pygame.Rect):
    """A cell's colour as the eye takes it in: the average over its middle."""
    return tuple(pygame.transform.average_color(surface, rect.inflate(-rect.width // 3, -rect.height // 3))[:3])


def _far(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


def _plain(seats):
    return field_paint.field_picture(FIELD.size, None, tuple(palette.seat_colour(k) for k in seats))


@pytest.mark.parametrize("colours", [(0, 1), (1, 0), (2, 5)], ids=["red-blue", "blue-red", "yellow-sky"])
def test_each_half_of_the_field_is_washed_in_its_own_seats_colour(app, colours):
    """Player 1 in red plays from a half washed red under red banners; swap the colours and every
    cell of each half moves towards its new owner's colour."""
    drawn, swapped = _plain(colours), _plain(colours[::-1])
    geo = FV.FieldGeometry(pygame.Rect((0, 0), FIELD.size))
    for cell in FM.cells:
        own = palette.seat_colour(colours[cell.side]).rgb
        other = palette.seat_colour(colours[1 - cell.side]).rgb
        rect = geo.cell((cell.lane, cell.row))
        shift = [a - b for a, b in zip(_mean(drawn, rect), _mean(swapped, rect))]
        assert sum(d * (o - t) for d, o, t in zip(shift, own, other)) > 0, (cell, shift)
    scene = _table(app, colours)
    for seat in (0, 1):  # the castle's courtyard too, above the keep beside the plaques
        parts = scene.view.geo.castle_parts(seat)
        between = pygame.Rect(parts.keep.x, parts.provisions.bottom + 2, parts.keep.width,
                              parts.keep.y - parts.provisions.bottom - 2)
        want = field_paint.tint(palette.seat_colour(colours[seat]).rgb, field_paint.COURTYARD_TINT)
        assert _near(_ground(app.screen, between), want), seat


def _grey(rgb) -> float:
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


@pytest.mark.parametrize("colours", [(0, 1), (1, 0), (2, 5)], ids=["red-blue", "blue-red", "yellow-sky"])
def test_each_half_lies_under_one_even_wash_of_its_owners_colour_the_landscape_showing_through(app, colours):
    """Whose half is whose reads at a glance (each half nearer its owner's colour than the other
    seat's), yet the ground stays a painted landscape (never the flat seat colour), and the wash is
    one even coat from the castle's side to the stream: swapping the colours moves column 1 as much
    as column 2 (and 3 as 4), for the ground they lie on -- no graded fade, no four stripes."""
    pic, swapped = _plain(colours), _plain(colours[::-1])
    geo = FV.FieldGeometry(pygame.Rect((0, 0), FIELD.size))
    for side in (0, 1) if 2 not in colours else ():  # the deep seat colours (pale ones shift it less)
        own, other = (palette.seat_colour(colours[k]).rgb for k in (side, 1 - side))
        half = _mean(pic, field_paint.half_rect(geo, side))
        assert _far(half, own) < _far(half, other) - 20, (side, half)
    for cell in FM.cells:
        rgb = palette.seat_colour(colours[cell.side]).rgb
        pigment = field_paint.EARTH if cell.kind == "camp" else field_paint.MEADOW
        assert _far(_mean(pic, geo.cell((cell.lane, cell.row))), rgb) > 0.4 * _far(pigment, rgb), cell
    strength = {}
    for row in range(ROWS):  # the shift per unit of the ground's light, each column's cells together
        shifts = []
        for lane in range(5):
            rect = geo.cell((lane, row))
            a, b = _mean(pic, rect), _mean(swapped, rect)
            shifts.append(_far(a, b) / (_grey(a) + _grey(b)))
        strength[row] = sum(shifts) / len(shifts)
    for near, far in ((0, 1), (2, 3)):
        assert abs(strength[near] - strength[far]) < 0.12 * strength[near], strength


@pytest.mark.parametrize("colours", [(0, 1), (1, 0)], ids=["red-blue", "blue-red"])
def test_each_seat_has_its_banner_line_along_its_edge_of_the_field(app, colours):
    """Whose half is whose, plain at the field's edges: a line in the seat's own colour along the
    camp by its castle, the whole height of the field."""
    pic = _plain(colours)
    geo = FV.FieldGeometry(pygame.Rect((0, 0), FIELD.size))
    for cell in FM.cells:
        if cell.kind != "camp":
            continue
        band = field_paint.edge_band(geo.cell((cell.lane, cell.row)), cell.side)
        castle = geo.castle(cell.side)
        assert abs(band.centerx - castle.centerx) < abs(geo.cell((cell.lane, cell.row)).centerx - castle.centerx)
        assert _ground(pic, band.inflate(-2, 0)) == palette.seat_colour(colours[cell.side]).rgb, cell


@pytest.mark.parametrize("size", [FIELD, pygame.Rect(0, 0, 1088, 864)])
def test_garrison_and_provisions_sit_beside_the_castle_picture_never_over_it(app, size):
    geo = FV.FieldGeometry(size)
    for seat in (0, 1):
        parts = geo.castle_parts(seat)
        castle = geo.castle(seat)
        keep = parts.keep
        assert keep.width >= castle.width * 0.6  # the castle is a picture, not an afterthought
        things = [plaque for _icon, _label, plaque in FV.castle_counters(geo, seat)] + \
            [parts.guard_label, parts.guard]
        for thing in things:
            assert castle.contains(thing), (seat, thing)
            assert not thing.colliderect(keep), (seat, thing, keep)
        for a, b in zip(things, things[1:]):
            assert not a.colliderect(b)


def test_the_drawn_castle_figures_keep_off_the_keep(app, monkeypatch):
    """Every word the castle's figures write lies outside the keep's picture."""
    scene = _table(app)
    written = []
    real = FV.draw_text_in_box
    monkeypatch.setattr(FV, "draw_text_in_box",
                        lambda surface, text, rect, *a, **k: written.append((text, pygame.Rect(rect)))
                        or real(surface, text, rect, *a, **k))
    obs = scene.observation()
    for seat in (0, 1):
        written.clear()
        FV.draw_castle(app.screen, scene.view.geo, obs, seat, palette.seat_colour(seat), False)
        texts = [t for t, _r in written]
        assert str(obs.castle[seat]) in texts and str(obs.provisions[seat]) in texts
        keep = scene.view.geo.castle_parts(seat).keep
        assert all(not rect.colliderect(keep) for _t, rect in written), written


def test_a_missing_terrain_picture_is_told_once_and_the_table_still_draws(app, monkeypatch, tmp_path):
    shutil.copytree(art.art_dir(), tmp_path / "art")
    (tmp_path / "art" / "himefuda" / "terrain_forest.svg").unlink()
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path / "art")
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    seed = next(s for s in range(1, 300) if "forest" in FM.layout(*_halves(s)).values())
    scene = _table(app, options={"terrain": "random"}, seed=seed)
    scene.view._layer_key = None  # draw the table again: the damage is told once, not per drawing
    scene.view.draw(app.screen, scene.observation())
    assert len([line for line in told if "terrain_forest.svg" in line]) == 1, told
    assert "reinstall" in told[0]
    assert art.is_damaged("himefuda", "terrain_forest")
    forest = next(z for z, k in scene.observation().terrain.items() if k == "forest"
                  and z not in scene.observation().units)
    # drawn plainly: paper inside a thin ink frame where the trees would be (under its half's wash)
    paper = field_paint.washed(palette.KINARI, palette.seat_colour(FM.cell(*forest).side).rgb)
    seen = tuple(app.screen.get_at(scene.view.geo.cell(forest).center))[:3]
    assert _near(seen, paper, 3), (seen, paper)


def _halves(seed):
    from client.games.himefuda.rules import new_game
    return new_game(2, {"terrain": "random"}, seed).halves


def test_the_dice_are_drawn_with_the_fields_own_faces(app):
    surface = pygame.Surface((100, 100))
    surface.fill(palette.LACQUER)
    draw_die(surface, (50, 50), 1, 60, None)
    assert _near(tuple(surface.get_at((50, 50)))[:3], palette.SHU, 4)  # the one pip: large and vermilion
    dim = pygame.Surface((100, 100))
    draw_die(dim, (50, 50), 1, 60, False)
    assert sum(dim.get_at((50, 50))[:3]) < sum(surface.get_at((50, 50))[:3])  # a die that does not count
    assert Playback().die is draw_die  # the tumble rolls the same faces


def test_every_field_picture_is_its_own_svg_and_the_gallery_shows_the_field(app):
    names = field_art.FIELD_PICTURES
    assert len(names) == len(set(names))
    for name in names:
        path = art.art_path("himefuda", name)
        assert path.is_file() and art.check(path) is None, name
    faces = dict(field_art.field_gallery())
    assert {"field_plain", "dice"} <= set(faces)
    assert all(f"terrain_{t.id}" in faces for t in FM.terrains if t.id != "open")
    assert all(f"field_half_{n}" in faces for n in (1, 2, 3, 4, 5))
    assert faces["field_plain"].get_size() == FM.size
    assert not any(art.is_damaged("himefuda", n) for n in names)


def test_the_field_pictures_are_what_their_tool_writes(tmp_path):
    """tools/make_himefuda_field_art.py is how the SVGs were made: running it gives the files shipped."""
    import subprocess
    import sys
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.run([sys.executable, "tools/make_himefuda_field_art.py", "--out", str(tmp_path)],
                          capture_output=True, text=True, cwd=root, timeout=120)
    assert proc.returncode == 0, proc.stderr
    written = sorted(p.name for p in tmp_path.glob("*.svg"))
    assert written == sorted(f"{name}.svg" for name in field_art.FIELD_PICTURES)
    for name in written:
        assert (tmp_path / name).read_bytes() == (root / "assets" / "art" / "himefuda" / name).read_bytes(), name


def test_the_camps_things_are_faint_in_the_ground_never_solid_like_pieces(app):
    """Tents, rice bales, fires and curtains are painted into the camp's ground, faint: no solid
    shape in a camp cell (off the road) that could be taken for a game piece."""
    from client.render import art
    landscape = art.picture("himefuda", "field_landscape", FIELD.size)
    geo = FV.FieldGeometry(pygame.Rect((0, 0), FIELD.size))
    for cell in FM.cells:
        if cell.kind != "camp" or cell.lane == 2:  # the road runs along the middle lane
            continue
        rect = geo.cell((cell.lane, cell.row)).inflate(-12, -12)
        samples = [landscape.get_at((x, y))[3] for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)]
        solid = sum(alpha > 200 for alpha in samples)
        assert solid < len(samples) / 100, (cell, solid)  # a stray edge pixel, never a shape


def _meadow_water(app):
    """The painted field at the table's size, its geometry, the stream's water colour (read at the
    stream's middle) and, for each of the ten meadow cells, how much paddy water lies in it."""
    from client.games.himefuda.field_geometry import FieldGeometry
    from client.games.himefuda.view import FIELD
    geo = FieldGeometry(FIELD)
    size = geo.rect.size
    pic = field_paint.field_picture(size, None, (palette.seat_colour(0), palette.seat_colour(1)))
    local = FieldGeometry(pygame.Rect((0, 0), size))
    stream_x = local.cell((0, ROWS // 2)).x
    water = tuple(pic.get_at((stream_x, local.cell((0, ROWS // 2)).centery)))[:3]
    cells = {}
    for lane in range(5):
        for row in (1, 2):
            c = local.cell((lane, row))
            cells[(lane, row)] = sum(tuple(pic.get_at((x, y)))[:3] == water for x in range(c.x, c.right, 2)
                                     for y in range(c.y, c.bottom, 2) if abs(x - stream_x) > 14)
    return pic, local, stream_x, water, cells


def test_the_paddies_lie_over_the_meadows_not_one_to_a_cell(app):
    """Paddies of every size at their own places: several meadow cells dry, the others holding
    plots of very different sizes (one to a cell, much alike, read as tiles)."""
    _pic, _geo, _x, _water, cells = _meadow_water(app)
    wet = sorted(n for n in cells.values() if n)
    assert len(cells) - len(wet) >= 3, cells
    assert wet and wet[-1] >= 3 * wet[0], cells


def test_the_stream_is_a_narrow_run_of_water_not_a_wide_band(app):
    """The stream parts the halves as a thin painted river: its water at most a twelfth of a
    cell wide at every lane's middle."""
    pic, geo, stream_x, water, _cells = _meadow_water(app)
    for lane in range(5):
        y = geo.cell((lane, ROWS // 2)).y + geo.cell((lane, ROWS // 2)).height // 4
        wide = sum(tuple(pic.get_at((x, y)))[:3] == water for x in range(stream_x - 30, stream_x + 30))
        assert 2 <= wide <= geo.cell((lane, 1)).width / 12, (lane, wide)
