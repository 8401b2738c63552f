"""Seat colours: what their names say in both languages, apart from each other, from
Shogun's regions and readable lettering — for normal vision and the three
dichromacies (Machado 2009 simulation, CIEDE2000 differences)."""
from __future__ import annotations

import itertools
import math

import polib
import pytest

from client import i18n
from client.render import palette
from client.render.palette import SEAT_COLOURS
from tests.colour_vision import VISIONS, delta_e, lab, simulate, worst_difference

SEAT_APART = 20  # CIEDE2000: plainly different colours, whatever the vision
FROM_REGION = 12  # an owner's band or block never passes for the region under it


def _hue(rgb) -> float:
    _l, a, b = lab(rgb)
    return math.degrees(math.atan2(b, a)) % 360


def _chroma(rgb) -> float:
    _l, a, b = lab(rgb)
    return math.hypot(a, b)


def _lightness(rgb) -> float:
    return lab(rgb)[0]


def test_simulation_matches_published_figures():
    """Full-severity dichromats see pure red, green and blue as these (the figures of
    colorspacious's Machado 2009 simulation at severity 100)."""
    assert [round(c) for c in simulate((255, 0, 0), "protanopia")] == [109, 95, 0]
    assert [round(c) for c in simulate((0, 255, 0), "deuteranopia")] == [239, 214, 58]
    assert [round(c) for c in simulate((0, 0, 255), "tritanopia")] == [0, 107, 150]
    assert delta_e((255, 255, 255), (255, 255, 255)) == 0
    assert delta_e((0, 0, 0), (255, 255, 255)) == pytest.approx(100, abs=0.01)


@pytest.mark.parametrize("a,b", list(itertools.combinations(SEAT_COLOURS, 2)), ids=lambda c: c.key)
def test_every_two_seat_colours_stay_apart_for_every_vision(a, b):
    for vision in VISIONS:
        d = delta_e(simulate(a.rgb, vision), simulate(b.rgb, vision))
        assert d >= SEAT_APART, f"{a.key} and {b.key} look alike under {vision} (ΔE {d:.1f})"


def test_seat_colours_stay_apart_from_shogun_regions():
    from client.games.shogun.board_art import REGION_RGB

    for seat in SEAT_COLOURS:
        for region, rgb in REGION_RGB.items():
            d = worst_difference(seat.rgb, rgb)
            assert d >= FROM_REGION, f"seat {seat.key} looks like the {region} region (ΔE {d:.1f})"


def test_shogun_regions_stay_apart_from_each_other():
    from client.games.shogun.board_art import REGION_RGB

    for (ka, a), (kb, b) in itertools.combinations(REGION_RGB.items(), 2):
        assert delta_e(a, b) >= 15, (ka, kb)


def test_regions_are_muted_and_seats_are_not_where_colour_names_them():
    """Regions are tints (their names still true: the yellow region is yellowish); the
    chromatic seat colours are strong."""
    from client.games.shogun.board_art import REGION_RGB

    hue_of = {"green": (100, 160), "red": (0, 40), "purple": (280, 340), "yellow": (70, 105), "brown": (50, 85)}
    for region, rgb in REGION_RGB.items():
        lo, hi = hue_of[region]
        assert lo <= _hue(rgb) <= hi, region
        assert 12 <= _chroma(rgb) <= 35, region
    for seat in SEAT_COLOURS:
        if seat.key not in ("black", "white"):
            assert _chroma(seat.rgb) >= (25 if seat.key == "sky" else 40), seat.key


def test_seat_colours_are_woodblock_pigments_not_screen_colours():
    """Pieces and mats lie on paper and wood: no seat colour is as loud as a lemon or lavender
    straight off a screen (CIELAB chroma above about 75); the pigments stay under it."""
    for seat in SEAT_COLOURS:
        assert _chroma(seat.rgb) <= 72, (seat.key, round(_chroma(seat.rgb)))


# hue angle (CIELAB) a colour must have to carry its name, and the name in Chinese
NAMES = {
    "red": ((15, 45), "紅"),
    "orange": ((50, 72), "橙"),
    "yellow": ((85, 105), "黃"),
    "sky": ((225, 265), "天藍"),
    "blue": ((265, 310), "藍"),
    "purple": ((290, 335), "紫"),
}


def test_colours_are_what_their_names_say():
    by_key = {c.key: c for c in SEAT_COLOURS}
    assert set(by_key) == set(NAMES) | {"black", "white"}
    for key, ((lo, hi), _zh) in NAMES.items():
        assert lo <= _hue(by_key[key].rgb) <= hi, key
    red = by_key["red"].rgb
    assert red[0] > 3 * max(red[1], red[2])  # red: the red channel far above the others
    assert max(SEAT_COLOURS, key=lambda c: c.rgb[0] - max(c.rgb[1], c.rgb[2])).key == "red"
    assert max(SEAT_COLOURS, key=lambda c: c.rgb[2] / (sum(c.rgb) or 1)).key == "blue"
    assert max(SEAT_COLOURS, key=lambda c: min(c.rgb[0], c.rgb[1]) - c.rgb[2]).key == "yellow"
    assert _lightness(by_key["sky"].rgb) > _lightness(by_key["blue"].rgb) + 30  # sky is the light blue
    assert _lightness(by_key["black"].rgb) < 8 and _chroma(by_key["black"].rgb) < 2
    assert _lightness(by_key["white"].rgb) > 97 and _chroma(by_key["white"].rgb) < 2


def test_names_are_true_in_both_languages():
    zh = {e.msgid: e.msgstr for e in polib.pofile(str(i18n.catalog_path("zh_Hant")))}
    en = {e.msgid: e.msgstr for e in polib.pofile(str(i18n.catalog_path("en")))}
    expected = {key: zh_name for key, (_h, zh_name) in NAMES.items()} | {"black": "黑", "white": "白"}
    for seat in SEAT_COLOURS:
        assert seat.name.lower().startswith(seat.key) and en[seat.name] == seat.name
        assert zh[seat.name] == expected[seat.key], seat.key


def test_every_seat_has_its_own_shape():
    assert len({c.shape for c in SEAT_COLOURS}) == len(SEAT_COLOURS)


def test_lettering_on_every_seat_colour_reads():
    """Counts on army blocks: black or white, whichever stands out, at 4.5:1 or better."""
    for seat in SEAT_COLOURS:
        ink = palette.text_on(seat.rgb)
        assert palette.contrast(ink, seat.rgb) >= 4.5, seat.key
        other = palette.WHITE if ink == palette.INK else palette.INK
        assert palette.contrast(ink, seat.rgb) >= palette.contrast(other, seat.rgb)


def test_every_seat_marker_gets_a_light_rim_on_dark_panels():
    """A marker of a dark colour (black, navy) on the dark table would vanish without it; every
    marker gets the same light halo, so the colours look alike in kind."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from client.render.shapes import draw_marker

    for seat in SEAT_COLOURS:
        surface = pygame.Surface((40, 40))
        surface.fill(palette.LACQUER)
        draw_marker(surface, (20, 20), 10, seat)
        ring = {tuple(surface.get_at((x, y)))[:3] for x in range(40) for y in range(40)}
        assert tuple(palette.PAPER_DIM) in ring, seat.key
        if palette.contrast(seat.rgb, palette.LACQUER) < 2:
            assert palette.is_dark(seat.rgb), seat.key


def test_every_seat_marker_reads_on_the_tables_paper():
    """On a paper sheet (the score sheet, the log, the chart), every marker — white, sky and
    yellow too — is edged in ink that stands out from the paper: from the left, along its middle,
    the first thing met past its faint halo is ink."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from client.render.shapes import draw_marker

    assert palette.contrast(palette.INK, palette.SHEET) >= 4.5 and palette.contrast(palette.INK, palette.SHEET_HI) >= 4.5
    for ground in (palette.SHEET, palette.SHEET_HI):
        for seat in SEAT_COLOURS:
            surface = pygame.Surface((40, 40))
            surface.fill(ground)
            draw_marker(surface, (20, 20), 10, seat)
            row = [tuple(surface.get_at((x, 20)))[:3] for x in range(21)]
            met = [c for c in row if c not in (tuple(ground), tuple(palette.PAPER_DIM))]
            assert met and palette.contrast(met[0], ground) >= 4.5, (seat.key, ground, met[:3])
