"""Map linter for Samurai Sword's table: maps/samurai_sword_table.tmx.

Seats per layer equal the player count, every rectangle is on the screen, seat
panels overlap neither each other nor the centre, the fan or the sidebar, and
load_table_file rejects a broken map with a message naming the file and the problem.
"""
from __future__ import annotations

import itertools
import math
import re
import subprocess
import sys

import pytest

from tests.needs import require_tiled
from client import paths
from client.games.samurai_sword.table_map import (PARTS, PLAYER_COUNTS, SCREEN, MapError, load_table, on_wood, wood,
                                                  load_table_file, overlaps)

MAP = paths.maps_dir() / "samurai_sword_table.tmx"


@pytest.fixture(scope="module")
def table():
    return load_table()


def on_screen(rect):
    x, y, w, h = rect
    return 0 <= x and 0 <= y and x + w <= SCREEN[0] and y + h <= SCREEN[1] and w > 0 and h > 0


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_one_seat_per_player_on_screen_without_overlaps(table, players):
    layout = table.layout(players)
    assert [p.position for p in layout.places] == list(range(players))
    panels = [p.panel for p in layout.places]
    fixed = [layout.deck, layout.discard, table.fan, table.sidebar]
    for rect in panels + fixed:
        assert on_screen(rect), rect
    for a, b in itertools.combinations(panels + fixed, 2):
        assert not overlaps(a, b), (players, a, b)
    for place in layout.places:
        parts = [getattr(place, k) for k in PARTS]
        for a, b in itertools.combinations(parts, 2):
            assert not overlaps(a, b), (players, place.position, a, b)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_viewer_sits_at_the_bottom_and_play_goes_clockwise(table, players):
    places = table.layout(players).places
    felt_x, felt_y, felt_w, felt_h = table.felt
    cx, cy = felt_x + felt_w / 2, felt_y + felt_h / 2
    centres = [(p.panel[0] + p.panel[2] / 2, p.panel[1] + p.panel[3] / 2) for p in places]
    assert centres[0][1] == max(y for _x, y in centres)  # position 0 is the lowest
    # screen y points down: clockwise on screen means the angle grows
    angles = [math.atan2(y - cy, x - cx) % (2 * math.pi) for x, y in centres]
    steps = [(angles[(k + 1) % players] - angles[k]) % (2 * math.pi) for k in range(players)]
    assert sum(steps) == pytest.approx(2 * math.pi)  # one turn round, each step the same way


def test_layouts_for_every_count_and_no_others(table):
    assert sorted(table.layouts) == list(PLAYER_COUNTS)
    with pytest.raises(ValueError, match="3 to 7"):
        table.layout(8)


def test_module_is_pure():
    code = ("import sys; import client.games.samurai_sword.table_map as t; t.load_table(); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=paths.bundle_root(), timeout=60)


def broken(tmp_path, old, new, count=1):
    text = MAP.read_text(encoding="utf-8")
    assert old in text or re.search(old, text), old
    path = tmp_path / "broken.tmx"
    path.write_text(re.sub(old, new, text, count=count), encoding="utf-8")
    return path


@pytest.mark.parametrize("old,new,message", [
    (r'name="seat 2" type="seat"', 'name="seat 2" type="chair"', "unknown type"),
    (r'(name="seat 1" type="seat"[^>]*>\s*<properties>\s*<property name="position" type="int" value=)"1"',
     r'\1"0"', "two seats at position 0"),
    (r'name="seat 0 role" type="role" x="\d+"', 'name="seat 0 role" type="role" x="1500"', "outside its seat panel"),
    (r'name="deck" type="deck" x="\d+"', 'name="deck" type="deck" x="1590"', "outside the 1600"),
    (r'name="players_5"', 'name="players_five"', "no layer named 'players_5'"),
    (r'<object id="\d+" name="discard" type="discard"[^>]*/>', '', "no 'discard' object"),
    (r'name="fan" type="fan"', 'name="fan" type="carpet"', "no 'fan' object"),
    (r'<map ', '<map <', "not well-formed"),
])
def test_broken_maps_are_refused_with_a_reason(tmp_path, old, new, message):
    with pytest.raises(MapError, match=re.escape(message)) as err:
        load_table_file(broken(tmp_path, old, new))
    assert "broken.tmx" in str(err.value)


def test_missing_file(tmp_path):
    with pytest.raises(MapError, match="not found"):
        load_table_file(tmp_path / "nothing.tmx")


def test_the_script_writes_the_committed_map(tmp_path):
    subprocess.run([sys.executable, "tools/make_samurai_sword_table.py", "--out", str(tmp_path)], check=True,
                   cwd=paths.bundle_root(), timeout=60, capture_output=True)
    assert (tmp_path / "samurai_sword_table.tmx").read_text(encoding="utf-8") == MAP.read_text(encoding="utf-8")


def test_tiled_reads_the_same_rectangles(tmp_path):
    """The real Tiled editor (Debian package tiled) opens the map and sees every rectangle the loader does."""
    import importlib.util
    require_tiled()
    spec = importlib.util.spec_from_file_location("check_maps_with_tiled",
                                                  paths.bundle_root() / "tools" / "check_maps_with_tiled.py")
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    exported = check.tiled_export(MAP, tmp_path / "table.json")
    assert check.compare(MAP, exported) == []
    seen = {(layer["name"], o["name"]): (o["x"], o["y"], o["width"], o["height"])
            for layer in exported["layers"] for o in layer["objects"]}
    table = load_table_file(MAP)
    assert seen["table", "felt"] == table.felt and seen["table", "fan"] == table.fan
    for players in PLAYER_COUNTS:
        layout = table.layout(players)
        layer = f"players_{players}"
        assert seen[layer, "deck"] == layout.deck and seen[layer, "discard"] == layout.discard
        for place in layout.places:
            assert seen[layer, f"seat {place.position}"] == place.panel
            for part in PARTS:
                assert seen[layer, f"seat {place.position} {part}"] == getattr(place, part)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_mat_and_the_cards_in_front_of_it_lie_on_the_wood_inside_the_rim(table, players):
    """The mats sit on the table, not over its rim: each seat's panel (its mat and the row of cards in
    front of it) and the piles lie inside the wood's oval, at every player count (both screen sizes
    scale the same 1600×900 layout)."""
    layout = table.layout(players)
    for place in layout.places:
        assert on_wood(place.panel, table.felt, margin=4), (players, place.position, place.panel)
        assert on_wood(place.properties, table.felt, margin=4), (players, place.position)
    assert on_wood(layout.deck, table.felt) and on_wood(layout.discard, table.felt)


def test_on_wood_knows_the_rim():
    felt = (0, 0, 1000, 600)
    cx, cy, rx, ry = wood(felt)
    assert on_wood((cx - 10, cy - 10, 20, 20), felt)
    assert not on_wood((cx + rx - 5, cy - 5, 10, 10), felt)  # astride the rim
    assert not on_wood((0, 0, 50, 50), felt)  # the corner of the box lies off the oval


#: the share of the wood's oval the seats' places (mats and the rows in front of them) cover, at least:
#: as large as the oval allows for the count with the seats round its rim and the piles in its middle
#: (the squared oval's corners hold larger mats than the round oval did: 25-38 % before)
COVER = {3: 0.33, 4: 0.40, 5: 0.40, 6: 0.45, 7: 0.45}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_mats_fill_the_oval_for_the_player_count(table, players):
    _cx, _cy, rx, ry = wood(table.felt)
    places = table.layout(players).places
    covered = sum(p.panel[2] * p.panel[3] for p in places) / (math.pi * rx * ry)
    assert covered >= COVER[players], f"{players} players: mats cover {covered:.0%} of the wood"
    assert min(p.panel[2] for p in places) >= 258, "no mat smaller than the old base panel (256) by much"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_seats_sit_round_the_table_apart_from_each_other(table, players):
    """Seats round a table, not a row of mats edge to edge: no two mats (with the rows in front of
    them) closer than 24 px, and the viewer's mat centred at the bottom, just above the hand."""
    layout = table.layout(players)
    panels = [p.panel for p in layout.places]
    for a, b in itertools.combinations(panels, 2):
        apart = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]))
        assert apart >= 24, (players, a, b, apart)
    cx, _cy, _rx, _ry = wood(table.felt)
    x, y, w, h = panels[0]
    assert abs(x + w / 2 - cx) <= 2 and 0 <= table.fan[1] - (y + h) <= 8


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_other_seat_sits_further_round_the_rim_than_the_viewer(table, players):
    """Up to six players nobody sits beside the viewer in one band: every other mat's middle is a third
    of a mat higher than the viewer's, further round the oval (with seven, the two beside the viewer
    share its height at the rim's lower corners)."""
    panels = [p.panel for p in table.layout(players).places]
    own = panels[0][1] + panels[0][3] / 2
    assert all(y + h / 2 <= own - 56 for _x, y, _w, h in panels[1:]), (players, panels)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_piles_lie_in_the_middle_of_the_wood_the_hand_leaves_clear(table, players):
    from client.games.samurai_sword.view import DISCARD_FAN

    layout = table.layout(players)
    cx, cy, _rx, ry = wood(table.felt)
    deck, pile = layout.deck, layout.discard
    right = pile[0] + pile[2] + DISCARD_FAN[-1][0] + 24  # the cards thrown before the top one fan out right
    middle = ((deck[0] + right) / 2, deck[1] + deck[3] / 2)
    clear = (cx, (cy - ry + table.fan[1]) / 2)
    assert math.dist(middle, clear) <= 40, (players, middle, clear)
