"""姬札大戰's column beside the field is one set of things on one grid: the other hand at the top,
the turn's sheet down to the dice tray (or the last roll), no band of bare table between them; the
war results are a printed track whose squares won are stamped in the seat's colour."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.himefuda import view as V  # noqa: E402
from client.games.himefuda.field_paint import draw_table_surface  # noqa: E402
from client.games.himefuda.war_track import GOAL, HEAD, NAME_W, ROW_GAP, SQUARE_H, draw_war_track, track_height  # noqa: E402
from client.render import palette  # noqa: E402
from client.render.palette import seat_colour  # noqa: E402

from .test_ground_and_known import _scene_until  # noqa: E402


def test_the_war_track_stamps_each_result_won_in_the_seats_colour():
    box = pygame.Rect(0, 0, V.MID.width, track_height(((), ())))
    surface = pygame.Surface(box.size)
    surface.fill(palette.SHEET)
    colours = (seat_colour(0), seat_colour(1))
    draw_war_track(surface, box, [("A", colours[0], 3, []), ("B", colours[1], 0, [])])
    strip = pygame.Rect(12 + NAME_W, 6 + HEAD, box.width - 24 - NAME_W, SQUARE_H)
    square = strip.width / GOAL
    corner = [surface.get_at((round(strip.x + k * square) + 4, strip.y + 4))[:3] for k in range(GOAL)]
    assert corner[:3] == [colours[0].rgb] * 3 and colours[0].rgb not in corner[3:]
    assert colours[1].rgb not in [surface.get_at((round(strip.x + k * square) + 4, strip.bottom + ROW_GAP + 4))[:3]
                                  for k in range(GOAL)]


@pytest.mark.parametrize("late", [False, True])
def test_no_band_of_bare_table_in_the_column_beside_the_field(app, late):
    """Down the middle of the column, under the other hand's fan, the table shows only in the even
    gaps between its things (and their shadows), early and once dice have rolled."""
    scene = _scene_until(app, (lambda st: st.to_act == 0 and sum(st.results(s) for s in (0, 1)) >= 1) if late
                         else (lambda st: st.to_act == 0 and bool(st.units)))
    view = scene.view
    view.mouse = None
    view.draw(app.screen, scene.observation())
    table = pygame.Surface(app.screen.get_size())
    draw_table_surface(table)
    run = longest = 0
    for y in range(V.MID.y + V.OTHER_H, V.MID.bottom):
        points = [(x, y) for x in range(V.MID.x + 30, V.MID.right - 30, 24)]
        bare = all(app.screen.get_at(p) == table.get_at(p) for p in points)
        run = run + 1 if bare else 0
        longest = max(longest, run)
    assert longest <= V.COLUMN_GAP, longest
