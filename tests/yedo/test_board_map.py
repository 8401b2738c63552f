"""Map linter for Yedo's board: maps/yedo.tmx and its art.

The expected numbers are written out here from the seed and rulings Y-2, Y-3,
Y-5 (not read from the generator), so a wrong map or a wrong generator fails;
load_board_map_file must reject broken copies with a message naming the file
and the fault; the real Tiled must draw the map.
"""
from __future__ import annotations

import importlib.util
import itertools
import math
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from client import paths
from client.games.yedo.board_map import (BoardMap, MapError, Rect, covers, load_board_map,
                                         load_board_map_file)
from tests.needs import require_tiled

ROOT = Path(__file__).resolve().parents[2]
MAP = paths.maps_dir() / "yedo.tmx"

#: the seed's districts in its order (= the patrol's ring, Y-2) with their Chinese names
SEED_DISTRICTS = [("castle", "Castle", "城堡區"), ("gate", "Gate", "門區"), ("inn", "Inn", "宿屋區"),
                  ("port", "Port", "港區"), ("red_light", "Red Light", "紅燈區"),
                  ("market", "Market", "市場區"), ("temple", "Temple", "寺廟區")]
ORDINARY = ("gate", "inn", "port", "red_light", "market", "temple")
#: the seed's covers (依人數蓋掉不使用的行動格): players → district → spaces covered
SEED_COVERS = {
    2: {"temple": 2, "castle": 3, "gate": 1, "inn": 1, "port": 1, "market": 1, "red_light": 1},
    3: {"temple": 1, "castle": 1, "gate": 1, "inn": 1, "port": 1, "market": 1},
    4: {"temple": 1},
    5: {},
}
#: lot: (base price, bonus points) — seed 競標: (1)–(3) 3, (4)(5) 5 and 2 points, (6)(7) 3
SEED_LOTS = {1: (3, 0), 2: (3, 0), 3: (3, 0), 4: (5, 2), 5: (5, 2), 6: (3, 0), 7: (3, 0)}


@pytest.fixture(scope="module")
def board() -> BoardMap:
    return load_board_map()


# -- facts ---------------------------------------------------------------------------

def test_seven_districts_in_the_seeds_ring_order_with_both_names(board):
    assert [(d.id, d.name_en, d.name_zh) for d in board.districts] == SEED_DISTRICTS
    assert [d.ring for d in board.districts] == list(range(7))
    assert all(d.place_en and d.place_zh for d in board.districts)


def test_every_district_names_a_place_of_old_edo_in_both_languages(board):
    """A place line names a place (the Inn's is Shinagawa's post town), not the district's own
    kind again (宿 under 宿屋區)."""
    for d in board.districts:
        assert d.place_zh not in d.name_zh and d.place_en.lower() not in d.name_en.lower(), d.id
    assert (board.district("inn").place_en, board.district("inn").place_zh) == ("Shinagawa", "品川宿")


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_open_spaces_per_district_follow_the_seeds_covers(board, players):
    for district in ORDINARY:
        covered = SEED_COVERS[players].get(district, 0)
        assert len(board.spaces_in(district, players)) == 3 - covered, (district, players)
    assert len(board.spaces_in("castle", players)) == 6 - SEED_COVERS[players].get("castle", 0)
    assert covers(board)[players] == sum(SEED_COVERS[players].values())
    assert len(board.open_spaces(players)) == 24 - sum(SEED_COVERS[players].values())


def test_two_players_cover_exactly_the_boxs_ten_spaces(board):
    assert dict(covers(board)) == {2: 10, 3: 6, 4: 1, 5: 0}


def test_the_castle_holds_shogun_bakufu_and_three_order_spaces(board):
    def castle(players):
        return [(s.action, s.slot) for s in board.spaces_in("castle", players)]
    assert castle(5) == [("shogun", 1), ("bakufu", 1), ("bakufu", 2), ("order", 1), ("order", 2), ("order", 3)]
    # the seed: at 2 players order spaces 2 and 3 and one Bakufu are covered, at 3 order space 3
    assert castle(2) == [("shogun", 1), ("bakufu", 1), ("order", 1)]
    assert castle(3) == [("shogun", 1), ("bakufu", 1), ("bakufu", 2), ("order", 1), ("order", 2)]
    assert castle(4) == castle(5)
    assert all(s.action == "" for d in ORDINARY for s in board.spaces_in(d))
    with pytest.raises(ValueError, match="2 to 5"):
        board.open_spaces(6)


def test_seven_lots_with_the_seeds_prices_grouped_at_two_and_three_players(board):
    assert {lot.number: (lot.base_price, lot.points) for lot in board.lots} == SEED_LOTS
    assert [lot.prize for lot in board.lots] == ["action_card", "bonus_card", "weapon", "annex", "geisha",
                                                 "disciple", "mission"]
    for players in (2, 3):
        assert board.lot_groups(players) == ((1, 2, 3), (4, 5), (6, 7))
    for players in (4, 5):
        assert board.lot_groups(players) == tuple((n,) for n in range(1, 8))


def test_the_market_has_five_weapon_slots_three_at_8_then_two_at_6(board):
    assert [(s.slot, s.price) for s in board.market] == [(1, 8), (2, 8), (3, 8), (4, 6), (5, 6)]
    xs = [s.rect.x for s in board.market]
    assert xs == sorted(xs)  # slot 1 on the left, where new weapons enter


def test_tracks_are_complete(board):
    assert len(board.tracks["round"]) == 11
    assert len(board.tracks["score"]) == 50
    for kind in ("player_order", "bid_order", "dropout"):
        assert len(board.tracks[kind]) == 5
    score = board.tracks["score"]
    for a, b in zip(score, score[1:]):  # each score cell touches the next: one path round the board
        assert math.dist(a.centre, b.centre) <= max(a.w, a.h, b.w, b.h), (a, b)


def test_the_patrol_walks_the_ring_from_the_gate_clockwise_as_drawn(board):
    assert board.patrol_start == "gate"
    assert [p.district for p in board.patrol] == [d for d, _en, _zh in SEED_DISTRICTS]
    assert board.ring_step("gate", 1) == "inn" and board.ring_step("gate", -1) == "castle"
    assert board.ring_step("temple", 1) == "castle"
    # clockwise on screen (y points down) = the angle round the patrol ring's centre grows
    cx = sum(p.rect.centre[0] for p in board.patrol) / 7
    cy = sum(p.rect.centre[1] for p in board.patrol) / 7
    angles = [math.atan2(p.rect.centre[1] - cy, p.rect.centre[0] - cx) for p in board.patrol]
    turns = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1])]
    assert all(0 < t < math.pi for t in turns) and math.isclose(sum(turns), 2 * math.pi)


def test_every_pile_has_a_place(board):
    assert set(board.piles) >= {"action_cards", "bonus_cards", "events", "current_event", "weapons",
                                "weapon_discard", "missions_green", "missions_yellow", "missions_red",
                                "missions_black", "church", "blessings"}
    assert board.piles["church"].inside(board.district("port").rect)
    assert board.piles["blessings"].inside(board.district("temple").rect)


# -- geometry ----------------------------------------------------------------------------

def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def test_nothing_overlaps_and_spaces_are_big_enough(board):
    assert (board.width, board.height) == (1600, 900)
    districts = [d.rect for d in board.districts]
    fixed = [s.rect for s in board.market] + [lot.rect for lot in board.lots] + \
        [r for cells in board.tracks.values() for r in cells]
    spots = [p.rect for p in board.patrol]
    for a, b in itertools.combinations(districts + fixed + spots, 2):
        assert not overlap(a, b), (a, b)
    for a, b in itertools.combinations([s.rect for s in board.spaces], 2):
        assert not overlap(a, b), (a, b)
    for space in board.spaces:
        assert space.rect.inside(board.district(space.district).rect), space.name
        assert min(space.rect.w, space.rect.h) >= 48, space.name  # a disciple fits, a click lands
    assert board.district("castle").rect.contains(*board.spaces[0].rect.centre)


def test_the_board_module_is_pure():
    code = ("import sys; from client.games.yedo.board_map import load_board_map; load_board_map(); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=paths.bundle_root(), timeout=60)


# -- the art -------------------------------------------------------------------------

@pytest.fixture(scope="module")
def art(board):
    import pygame
    return pygame.image.load(str(MAP.parent / board.image))


def grey(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def test_the_art_fills_the_map_and_marks_every_space(board, art):
    assert art.get_size() == (board.width, board.height)
    for space in board.spaces:  # a ring darker than the district's ground round its light middle
        r = space.rect
        assert grey(art.get_at((r.x + 1, r.y + r.h // 2))) < 120, space.name
        assert grey(art.get_at((r.x + r.w // 2, r.y + r.h - 2))) < 120, space.name  # (its top: the 3+ tab)
        assert grey(art.get_at((r.x + r.w // 4, r.y + r.h // 2 + 8))) > 120, space.name


def test_an_empty_place_is_a_faint_ring_not_a_paper_disc(board, art):
    """A place to stand is printed as a ring in its district's own pigment, darker, not black ink,
    round a middle no lighter than the ground about it: paper and gold are kept for the places
    lit as legal (the castle's numbered order stones keep their ink)."""
    for space in board.spaces:
        if "order" in space.name:
            continue
        r = space.rect
        ring = grey(art.get_at((r.x + 1, r.y + r.h // 2)))
        middle = grey(art.get_at((r.x + r.w // 2, r.y + r.h // 2)))
        reach = r.w / 2 + 8
        around = max(grey(art.get_at((round(r.x + r.w / 2 + reach * math.cos(k * math.pi / 4)),
                                      round(r.y + r.h / 2 + reach * math.sin(k * math.pi / 4))))) for k in range(8))
        assert 60 < ring < middle - 50, space.name
        assert middle <= around, space.name


def test_the_score_track_prints_only_every_fifth_number_large_enough_at_1366(board, art):
    """The other squares are told apart by ticks at the rules only: their corners, where small
    numbers were, stay the track's paper; the fifth squares' numbers are 11 px or more on the
    1366×768 window (the board drawn 0.616 of the map's size there)."""
    spec = importlib.util.spec_from_file_location("make_yedo_map", ROOT / "tools" / "make_yedo_map.py")
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    assert maker.SCORE_FIGURE * 985 / board.width >= 11
    squares = board.tracks["score"]
    for value, r in enumerate(squares):
        if value % 5 == 0:
            continue
        corner = [grey(art.get_at((x, y))) for x in range(r.x + 8, r.x + 18) for y in range(r.y + 8, r.y + 18)]
        assert min(corner) > 150, value


def test_districts_differ_in_greyscale(board, art):
    """Each district's patterned ground, seen in grey, differs from every other's."""
    import pygame
    samples = {}
    for d in board.districts:
        r = d.rect
        crop = art.subsurface((r.x + 6, r.y + r.h // 2 - 10, 120, 20))
        g = pygame.transform.grayscale(crop)
        samples[d.id] = [grey(g.get_at((x, y))) for y in range(20) for x in range(120)]
    for a, b in itertools.combinations(samples, 2):
        diff = sum(abs(p - q) for p, q in zip(samples[a], samples[b])) / len(samples[a])
        assert diff > 8, f"{a} and {b} look alike in grey (mean difference {diff:.1f})"


# -- the generator and the real Tiled --------------------------------------------------

def test_the_generator_writes_exactly_the_committed_files(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for _ in range(2):  # twice: the same bytes each time
        out = subprocess.run([sys.executable, str(ROOT / "tools" / "make_yedo_map.py"), "--out", str(tmp_path)],
                             env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        for name in ("yedo.tmx", "yedo_board.png"):
            assert (tmp_path / name).read_bytes() == (MAP.parent / name).read_bytes(), name


def test_the_generator_refuses_wrong_covers(monkeypatch):
    spec = importlib.util.spec_from_file_location("make_yedo_map", ROOT / "tools" / "make_yedo_map.py")
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    assert maker.problems(maker.layout()) == []
    monkeypatch.setitem(maker.SPACES, "temple", [("", 1, 2), ("", 2, 2), ("", 3, 5)])
    assert any("9 spaces covered at 2 players" in p for p in maker.problems(maker.layout()))


def test_the_real_tiled_draws_the_map(tmp_path):
    require_tiled()
    import pygame
    out = tmp_path / "yedo.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(["tmxrasterizer", "--size", "1600", str(MAP), str(out)],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and out.is_file(), result.stderr
    drawn = pygame.image.load(str(out))
    assert drawn.get_size() == (1600, 900)
    colours = {tuple(drawn.get_at((x, y))) for x in range(0, 1600, 40) for y in range(0, 900, 30)}
    assert len(colours) > 50  # the art, not an empty canvas


# -- broken maps -----------------------------------------------------------------------

def map_tree():
    return ET.parse(MAP)


def find(tree, layer, name):
    return tree.getroot().find(f"objectgroup[@name='{layer}']/object[@name='{name}']")


def set_property(tree, layer, name, key, value, kind=None):
    el = find(tree, layer, name).find(f"properties/property[@name='{key}']")
    el.set("value", value)
    if kind is None:
        el.attrib.pop("type", None)
    else:
        el.set("type", kind)


def remove_object(tree, layer, name):
    tree.getroot().find(f"objectgroup[@name='{layer}']").remove(find(tree, layer, name))


def remove_property(tree, layer, name, key):
    props = find(tree, layer, name).find("properties")
    props.remove(props.find(f"property[@name='{key}']"))


def write(tree, tmp_path):
    path = tmp_path / "yedo.tmx"  # the art is not loaded, so a copy elsewhere still reads
    tree.write(path, encoding="UTF-8", xml_declaration=True)
    return path


def expect_error(path, *fragments):
    with pytest.raises(MapError) as caught:
        load_board_map_file(path)
    message = str(caught.value)
    assert str(path) in message, message
    for fragment in fragments:
        assert fragment in message, message


def test_good_copy_loads(tmp_path, board):
    # the broken copies below differ from this one by the one fault each
    assert load_board_map_file(write(map_tree(), tmp_path)) == board


def test_missing_file_and_truncated_xml(tmp_path):
    expect_error(tmp_path / "nowhere.tmx", "not found")
    path = tmp_path / "truncated.tmx"
    path.write_text(MAP.read_text(encoding="utf-8")[:5000], encoding="utf-8")
    expect_error(path, "XML")


def swap_rings(tree):
    set_property(tree, "districts", "port", "ring", "4", "int")
    set_property(tree, "districts", "red_light", "ring", "3", "int")


def remove_layer(tree, name):
    tree.getroot().remove(tree.getroot().find(f"objectgroup[@name='{name}']"))


#: fault → (how to make it, what the message must name)
BROKEN = {
    "missing layer": (lambda t: remove_layer(t, "market"), ("'market'",)),
    "district without its Chinese name": (lambda t: remove_property(t, "districts", "inn", "name_zh"),
                                          ("'inn'", "'name_zh'")),
    "districts out of ring order": (swap_rings, ("ring", "'port'")),
    "a missing space": (lambda t: remove_object(t, "spaces", "market 3"), ("market", "1–3")),
    "min_players a string": (lambda t: set_property(t, "spaces", "temple 3", "min_players", "5"),
                             ("'temple 3'", "'min_players'", "int")),
    "a Castle space without its action": (lambda t: remove_property(t, "spaces", "castle order 2", "action"),
                                          ("'castle order 2'", "Castle")),
    "a space outside its district": (lambda t: find(t, "spaces", "gate 1").set("x", "100"),
                                     ("'gate 1'", "outside its district")),
    "a duplicated lot": (lambda t: set_property(t, "auction", "lot 7", "lot", "6", "int"), ("lots", "1–7")),
    "a short round track": (lambda t: remove_object(t, "tracks", "round 11"), ("round", "1–11")),
    "a district without its wall": (lambda t: remove_object(t, "walls", "wall inn"), ("walls", "'inn'")),
    "a wall drawn as a rectangle": (lambda t: find(t, "walls", "wall port").remove(
        find(t, "walls", "wall port").find("polygon")), ("'wall port'", "polygon")),
    "a wall round another place": (lambda t: find(t, "walls", "wall gate").set("x", "100"),
                                   ("'gate'", "does not enclose")),
    "an unknown patrol start": (
        lambda t: t.getroot().find("properties/property[@name='patrol_start']").set("value", "shinagawa"),
        ("patrol_start", "'shinagawa'")),
}


@pytest.mark.parametrize("fault", BROKEN)
def test_a_broken_copy_is_refused_naming_the_fault(tmp_path, fault):
    breaking, fragments = BROKEN[fault]
    tree = map_tree()
    breaking(tree)
    expect_error(write(tree, tmp_path), *fragments)


def test_a_broken_bundled_map_is_a_damaged_install(tmp_path, monkeypatch):
    from client.core.errors import DamagedInstall
    tree = map_tree()
    remove_object(tree, "spaces", "gate 1")
    write(tree, tmp_path)
    monkeypatch.setattr(paths, "maps_dir", lambda: tmp_path)
    load_board_map.cache_clear()
    try:
        with pytest.raises(DamagedInstall, match="gate"):
            load_board_map()
    finally:
        load_board_map.cache_clear()


def _dark_share(art, rect, below: float) -> float:
    x0, y0, w, h = rect
    px = [grey(art.get_at((x, y))) for x in range(x0, x0 + w) for y in range(y0, y0 + h)]
    return sum(1 for g in px if g < below) / len(px)


def test_the_ground_between_the_quarters_is_a_town_not_bare_paper(art):
    """Left of the Temple and under the Gate's wall lie the town's blocks: ruled streets and
    roofs printed low (bare paper there has no line darker than its fibres), and quiet: no
    line there as dark as a quarter's ink, so the quarters stand forward."""
    for rect in ((44, 180, 50, 150), (950, 130, 70, 20)):
        assert 0.06 < _dark_share(art, rect, 200) < 0.6, rect
        assert _dark_share(art, rect, 180) == 0, rect


def test_the_auctions_lines_are_bare_wood_in_the_art(board, art):
    """The bid-order and passed lines print nothing on the wood (no rings, no small numbers): the
    table lays the seats' tokens and writes the lines' names only while the auction runs, and the
    round's event card takes their room the rest of the round."""
    for track in ("bid_order", "dropout"):
        for cell in board.tracks[track]:
            inks = [grey(art.get_at((x, y))) for x in range(cell.x + 4, cell.x + cell.w - 4, 2)
                    for y in range(cell.y + 2, cell.y + cell.h - 2, 2)]
            assert min(inks) > 150, (track, cell)  # the wood and its faint grain only


def _gold(colour) -> bool:
    """The mist's gold (not the roads' earth nor the quarters' washes, which are bluer)."""
    r, g, b = colour[:3]
    return r > 195 and g > 160 and b < 135 and r - b > 60


def test_the_gold_mist_lies_in_thin_bands_over_the_town(art):
    """Above the Temple, the Castle and the Gate the kasumi are long thin bands billowing in
    scallops, not stacked blobs: down any column, no run of gold taller than a band with its
    scallop (30 px), and some column shows a scallop above its band (taller than the bar's 16)."""
    tallest = 0
    for x in range(44, 1150, 3):
        run = 0
        for y in range(44, 168):
            run = run + 1 if _gold(art.get_at((x, y))) else 0
            tallest = max(tallest, run)
    assert 20 <= tallest <= 30


def test_a_district_s_number_is_stamped_as_a_square_vermilion_seal(board, art):
    """Beside the district's name, printed as a hanko: a vermilion square, not a ringed disc."""
    for d in board.districts:
        cx, cy = d.rect.x + 26, d.rect.y + (30 if d.id == "castle" else 25)
        for dx, dy in itertools.product((-11, 11), repeat=2):
            r, g, b = art.get_at((cx + dx, cy + dy))[:3]
            assert r > 150 and g < 110 and b < 90, (d.id, dx, dy)


def test_a_space_s_player_count_is_a_printed_paper_tab(board, art):
    """The "3+" over a space is printed in ink on a paper tab (the art's other print), not a black pill."""
    badged = [s for s in board.spaces if s.min_players > 2]
    assert badged
    for space in badged:
        r = space.rect
        assert grey(art.get_at((r.x + r.w - 30, r.y - 20))) > 200, space.name  # the tab's paper, left of its words


def test_the_patrols_ways_are_a_red_and_a_blue_arrow_on_the_ring_road_not_words(board, art):
    """On the ring road between the Market's station and the Red Light's the board prints the
    red patrol's way and the blue one's as arrows in their pigments; no words about the patrol's
    way are written on the board."""
    from client.games.yedo import board_labels as BL
    from client.i18n import set_language

    stations = {p.district: p.rect for p in board.patrol}
    upper, lower = stations["market"], stations["red_light"]
    left, right = min(upper.x, lower.x), max(upper.x + upper.w, lower.x + lower.w)
    top, bottom = upper.y + upper.h, lower.y
    px = [tuple(art.get_at((x, y)))[:3] for x in range(left, right) for y in range(top, bottom)]

    def share(want, to):  # pixels within ``to`` of a pigment
        return sum(1 for c in px if sum(abs(a - b) for a, b in zip(c, want)) < to) / len(px)

    assert share((196, 62, 40), 40) > 0.02 and share((38, 64, 110), 40) > 0.02
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        try:
            words = " ".join(label.text for label in BL.labels(board))
        finally:
            set_language("en")
        assert not any(w in words for w in ("clockwise", "順時針", "逆時針"))
