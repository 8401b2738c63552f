"""Map linter for the Shogun board: maps/shogun_<face>.tmx.

Checks each face against the facts gathered from the published game
(tests/data/shogun_board.json, copied from the published game's board, ruling S-1), checks the drawing itself
(polygons that do not overlap and whose shared edges are exactly the land
borders), and checks that load_board_file rejects broken maps with a message
that names the file and the problem.
"""
from __future__ import annotations

import itertools
import json
import math
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from client import paths
from client.games.shogun.board import FACES, REGIONS, MapError, load_board, load_board_file

REFERENCE = Path(__file__).resolve().parent / "data" / "shogun_board.json"
MIN_AREA = 20_000  # px² at 3200 px wide: a quarter of that at 1600 px
MIN_LABEL_ROOM = 30  # px from the label point to the nearest edge
MIN_BORDER = 40  # px: a border must be long enough to see
TOL = 0.5  # px


@pytest.fixture(scope="module")
def reference():
    assert REFERENCE.is_file(), f"reference facts not found at {REFERENCE}"
    return json.loads(REFERENCE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module", params=FACES)
def board(request):
    return load_board(request.param)


def pairs(board, attribute):
    return {frozenset((n, m)) for n, p in board.provinces.items() for m in getattr(p, attribute)}


# -- facts ---------------------------------------------------------------------

def test_forty_five_provinces_nine_per_region(board):
    assert len(board.provinces) == 45
    assert list(board.provinces) == sorted(board.provinces)
    assert Counter(p.region for p in board.provinces.values()) == {r: 9 for r in REGIONS}
    assert sum(p.out_with_3 for p in board.provinces.values()) == 8


def test_borders_are_symmetric_and_disjoint(board):
    for name, p in board.provinces.items():
        for other in p.neighbours:
            assert name in board.provinces[other].neighbours, (name, other)
        for other in p.sea:
            assert name in board.provinces[other].sea, (name, other)
        assert not p.neighbours & p.sea, name
        assert board.adjacent(name) == p.neighbours | p.sea


def test_borders_and_sea_links_equal_reference(board, reference):
    assert pairs(board, "neighbours") == {frozenset(b) for b in reference["land_borders"]}
    assert pairs(board, "sea") == {frozenset(b) for b in reference["sea_links"]}
    assert len(pairs(board, "neighbours")) == 91 and len(pairs(board, "sea")) == 6


def test_province_facts_equal_reference(board, reference):
    face = board.face
    assert set(board.provinces) == set(reference["provinces"])
    wrong = []
    for name, ref in sorted(reference["provinces"].items()):
        p = board.provinces[name]
        want = (ref["kanji"], ref["tax"], ref["rice"], ref["slots"],
                ref["region"][face], ref["out_with_3_players"][face])
        got = (p.kanji, p.tax, p.rice, p.slots, p.region, p.out_with_3)
        if got != want:
            wrong.append(f"{name}: map {got} != reference {want}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("players", (3, 4, 5))
def test_playable_graph_is_connected(board, players):
    in_play = board.playable(players)
    assert in_play == tuple(sorted(in_play))
    assert len(in_play) == (37 if players == 3 else 45)
    seen, todo = {in_play[0]}, [in_play[0]]
    while todo:
        for other in board.playable_adjacent(todo.pop(), players):
            assert other in in_play
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(in_play)


def test_out_of_play_provinces_count_for_nothing_with_3_players(board):
    out = {n for n, p in board.provinces.items() if p.out_with_3}
    for name in board.playable(3):
        assert not board.playable_adjacent(name, 3) & out
        assert board.playable_adjacent(name, 4) == board.adjacent(name)
    with pytest.raises(ValueError, match="out of play"):
        board.playable_adjacent(sorted(out)[0], 3)
    with pytest.raises(ValueError, match="3 to 5"):
        board.playable(2)


def test_faces_share_shapes_and_borders():
    sun, moon = load_board("sun"), load_board("moon")
    for name in sun.provinces:
        s, m = sun.provinces[name], moon.provinces[name]
        assert (s.polygon, s.centre, s.neighbours, s.sea) == (m.polygon, m.centre, m.neighbours, m.sea)
    changed = [n for n in sun.provinces if sun.provinces[n].region != moon.provinces[n].region]
    assert len(changed) == 8  # S-1: 8 provinces change region on the moon face


def test_board_module_is_pure():
    code = ("import sys; import client.games.shogun.board as b; b.load_board('sun'); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=paths.bundle_root(), timeout=60)


# -- geometry ------------------------------------------------------------------

def edges(poly):
    return list(zip(poly, poly[1:] + poly[:1]))


def area(poly):
    return abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in edges(poly))) / 2


def inside(pt, poly):
    x, y = pt
    result = False
    for (x1, y1), (x2, y2) in edges(poly):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def point_segment_distance(pt, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((pt[0] - a[0]) * dx + (pt[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)
    t = min(1.0, max(0.0, t))
    return math.dist(pt, (a[0] + t * dx, a[1] + t * dy))


def outline_distance(pt, poly):
    return min(point_segment_distance(pt, a, b) for a, b in edges(poly))


def strictly_inside(pt, poly):
    return inside(pt, poly) and outline_distance(pt, poly) > TOL


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segments_cross(p1, p2, q1, q2):
    """True when the segments cross at a point inside both (not a touch)."""
    d1, d2 = cross(q1, q2, p1), cross(q1, q2, p2)
    d3, d4 = cross(p1, p2, q1), cross(p1, p2, q2)
    eps = 1e-9 * (1 + math.dist(p1, p2) * math.dist(q1, q2))
    return ((d1 > eps and d2 < -eps) or (d1 < -eps and d2 > eps)) and \
           ((d3 > eps and d4 < -eps) or (d3 < -eps and d4 > eps))


def overlap(e, f):
    """Length along which two segments lie on top of each other."""
    (a, b), (c, d) = e, f
    length = math.dist(a, b)
    if length == 0 or point_segment_distance(c, a, b) > TOL and point_segment_distance(d, a, b) > TOL:
        return 0.0
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    if any(abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux) > TOL for p in (c, d)):
        return 0.0
    t1 = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy
    t2 = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy
    return max(0.0, min(length, max(t1, t2)) - max(0.0, min(t1, t2)))


def shared_length(p, q):
    return sum(overlap(e, f) for e in edges(p) for f in edges(q))


def boxes_meet(p, q, margin=2.0):
    return (min(x for x, _ in p) <= max(x for x, _ in q) + margin
            and min(x for x, _ in q) <= max(x for x, _ in p) + margin
            and min(y for _, y in p) <= max(y for _, y in q) + margin
            and min(y for _, y in q) <= max(y for _, y in p) + margin)


def inner_edge_points(poly):
    """A point 1 px inside the polygon beside the middle of each edge."""
    for a, b in edges(poly):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        length = math.dist(a, b)
        nx, ny = -(b[1] - a[1]) / length, (b[0] - a[0]) / length
        for side in (1, -1):
            pt = (mx + side * nx, my + side * ny)
            if inside(pt, poly):
                yield pt
                break


def test_polygons_are_simple_and_roomy(board):
    for name, p in board.provinces.items():
        poly = p.polygon
        assert len(poly) >= 3, name
        assert area(poly) >= MIN_AREA, f"{name}: area {area(poly):.0f} px²"
        assert all(0 <= x <= board.width and 0 <= y <= board.height for x, y in poly), name
        for (i, e), (j, f) in itertools.combinations(enumerate(edges(poly)), 2):
            if j - i in (1, len(poly) - 1):  # edges meeting at a corner
                assert overlap(e, f) <= TOL, f"{name} doubles back at {e[1]}"
            else:
                assert not segments_cross(*e, *f) and overlap(e, f) <= TOL, f"{name} crosses itself"
                assert min(point_segment_distance(v, *f) for v in e) > TOL or \
                    min(point_segment_distance(v, *e) for v in f) > TOL, f"{name} touches itself"
        assert inside(p.centre, poly), f"{name}: label point outside its polygon"
        assert outline_distance(p.centre, poly) >= MIN_LABEL_ROOM, f"{name}: label point too near an edge"


def test_polygons_do_not_overlap(board):
    polys = {n: p.polygon for n, p in board.provinces.items()}
    for a, b in itertools.combinations(sorted(polys), 2):
        pa, pb = polys[a], polys[b]
        if not boxes_meet(pa, pb):
            continue
        for e in edges(pa):
            for f in edges(pb):
                assert not segments_cross(*e, *f), f"outlines of {a} and {b} cross"
        for p, q, (n, m) in ((pa, pb, (a, b)), (pb, pa, (b, a))):
            assert not any(strictly_inside(v, q) for v in p), f"a corner of {n} lies inside {m}"
            assert not any(strictly_inside(v, q) for v in inner_edge_points(p)), f"{n} overlaps {m}"
            assert not inside(board.provinces[n].centre, q), f"{n}'s label point lies inside {m}"


def test_shared_edges_are_exactly_the_land_borders(board):
    polys = {n: p.polygon for n, p in board.provinces.items()}
    borders = pairs(board, "neighbours")
    touching, wrong = set(), []
    for a, b in itertools.combinations(sorted(polys), 2):
        pa, pb = polys[a], polys[b]
        if not boxes_meet(pa, pb):
            continue
        length = shared_length(pa, pb)
        if length > TOL:
            touching.add(frozenset((a, b)))
            if frozenset((a, b)) in borders and length < MIN_BORDER:
                wrong.append(f"border {a}–{b} only {length:.0f} px long")
        elif frozenset((a, b)) not in borders:
            # non-neighbours must not meet even at a single point
            gap = min(min(outline_distance(v, pb) for v in pa), min(outline_distance(v, pa) for v in pb))
            if gap <= TOL:
                wrong.append(f"{a} and {b} touch at a point")
    wrong += [f"{sorted(pair)} share an edge but are not neighbours" for pair in touching - borders]
    wrong += [f"{sorted(pair)} are neighbours without a shared edge" for pair in borders - touching]
    assert not wrong, "\n".join(wrong)


# -- broken maps ---------------------------------------------------------------

def map_tree():
    return ET.parse(paths.maps_dir() / "shogun_sun.tmx")


def province(tree, name):
    return tree.getroot().find(f"objectgroup[@name='provinces']/object[@name='{name}']")


def set_property(tree, name, key, value):
    province(tree, name).find(f"properties/property[@name='{key}']").set("value", value)


def write(tree, tmp_path):
    path = tmp_path / "broken.tmx"
    tree.write(path, encoding="UTF-8", xml_declaration=True)
    return path


def expect_error(path, *fragments, face="sun"):
    with pytest.raises(MapError) as caught:
        load_board_file(path, face)
    message = str(caught.value)
    assert str(path) in message, message
    for fragment in fragments:
        assert fragment in message, message


def test_good_copy_loads(tmp_path):
    # the broken copies below differ from this one by the one fault each
    board = load_board_file(write(map_tree(), tmp_path), "sun")
    assert board == load_board("sun")


def test_missing_file(tmp_path):
    expect_error(tmp_path / "nowhere.tmx", "not found")


def test_truncated_xml(tmp_path):
    text = (paths.maps_dir() / "shogun_sun.tmx").read_text(encoding="utf-8")
    path = tmp_path / "truncated.tmx"
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    expect_error(path, "XML")


def test_missing_layer(tmp_path):
    tree = map_tree()
    root = tree.getroot()
    root.remove(root.find("objectgroup[@name='labels']"))
    expect_error(write(tree, tmp_path), "labels")


def test_province_missing_a_property(tmp_path):
    tree = map_tree()
    props = province(tree, "Omi").find("properties")
    props.remove(props.find("property[@name='rice']"))
    expect_error(write(tree, tmp_path), "'Omi'", "'rice'")


def test_property_of_the_wrong_type(tmp_path):
    tree = map_tree()
    del province(tree, "Omi").find("properties/property[@name='tax']").attrib["type"]
    expect_error(write(tree, tmp_path), "'Omi'", "'tax'", "int")


def test_unknown_neighbour(tmp_path):
    tree = map_tree()
    set_property(tree, "Omi", "neighbours", "Echizen,Ise,Mino,Settsu,Tamba,Wakasa,Yamato,Ezo")
    expect_error(write(tree, tmp_path), "'Omi'", "'Ezo'")


def test_asymmetric_border(tmp_path):
    tree = map_tree()
    set_property(tree, "Omi", "neighbours", "Echizen,Ise,Mino,Settsu,Tamba,Wakasa")  # no Yamato
    expect_error(write(tree, tmp_path), "'Yamato'", "'Omi'", "symmetric")


def test_wrong_face(tmp_path):
    expect_error(write(map_tree(), tmp_path), "face", face="moon")
