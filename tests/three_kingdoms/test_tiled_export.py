"""3KingdomsBattle's board exported as a Tiled map: our reader and the real Tiled both read back
the board the rules hold (types, squares, rotations), and the command line and pause menu write it."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import types
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pygame
import pytest

from client import cli, paths
from client.core import saves
from client.core.match import Match, Seat
from client.core.tiled import MapError, pytmx
from client.games import get
from client.games.three_kingdoms import tiled_export
from tests.needs import require_tiled

NAMES = ["Alice", "劉備", 'B<&"o>b', "Ctrl\x01char", "Eve"]


def shown(seat: int) -> str:
    """A seat's name as the map holds it: what XML cannot hold becomes U+FFFD."""
    return NAMES[seat].replace("\x01", "\ufffd")


def finished_match(players: int, seed: int) -> Match:
    """A random game played to its end (seeded), as a save would replay it."""
    match = Match(get("three_kingdoms"), {}, seed,
                  [Seat(NAMES[i], i, "human" if i == 0 else "bot") for i in range(players)])
    rng = random.Random(seed)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    return match


def board_tiles(match) -> list[tuple[int, int, int, int]]:
    return sorted((x, y, t, r) for (x, y), (t, r) in match.state.board.placed.items())


@pytest.fixture(scope="module")
def four_player_export(tmp_path_factory):
    match = finished_match(4, 11)
    out = tiled_export.export_match(match, tmp_path_factory.mktemp("export") / "board.tmx")
    return match, out


# -- our own reader ------------------------------------------------------------------------------
@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (5, 3)])
def test_the_exported_map_reads_back_as_the_same_tiles_and_rotations(tmp_path, players, seed):
    match = finished_match(players, seed)
    out = tiled_export.export_match(match, tmp_path / "deep" / "board.tmx")
    assert {p.name for p in out.parent.iterdir()} == {"board.tmx", "three_kingdoms_tiles.tsx",
                                                      "three_kingdoms_tiles"}
    assert sorted(p.name for p in (out.parent / "three_kingdoms_tiles").iterdir()) == [
        f"tile_{t:02d}.png" for t in range(1, 26)], "the image collection's pictures, one per type"
    want = board_tiles(match)
    assert {r for *_, r in want} == {0, 1, 2, 3}, "the game turned tiles every way: all four are tested"
    assert tiled_export.read_tiles(out) == want


def test_the_map_is_just_large_enough_and_says_where_the_start_square_is(four_player_export):
    match, out = four_player_export
    tmx = pytmx.TiledMap(str(out))
    xs = [x for x, _ in match.state.board.placed]
    ys = [y for _, y in match.state.board.placed]
    assert (tmx.width, tmx.height) == (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    origin = tmx.properties["origin_x"], tmx.properties["origin_y"]
    start = match.state.board.tiles.start_type.id
    assert tmx.get_tile_properties(*origin, 0)["type"] == start


def test_troops_and_completed_cities_are_objects_with_their_facts(four_player_export):
    match, out = four_player_export
    st = match.state
    tmx = pytmx.TiledMap(str(out))
    layers = [layer for layer in tmx.objectgroups if layer.name.startswith("troops: ")]
    assert [layer.name for layer in layers] == [f"troops: {shown(s)}" for s in range(st.num_players)]
    assert len({layer.color for layer in layers}) == st.num_players, "each player's troops in their colour"
    troops = [obj for layer in layers for obj in layer]
    assert len(troops) == len(st.troops) > 0
    seen = sorted((obj.properties["seat"], obj.properties["state"]) for obj in troops)
    assert seen == sorted((seat, "holding" if holding else "alert") for seat, holding in st.troops.values())
    for obj in troops:
        assert obj.name == obj.properties["player"] == shown(obj.properties["seat"])
    shapes = {o.get("id"): o.find("ellipse") is not None for o in ElementTree.parse(out).iter("object")}
    for obj in troops:
        assert shapes[str(obj.id)] == (obj.properties["state"] == "alert"), "a circle when alert, a square when holding"
    cities = list(tmx.get_layer_by_name("cities"))
    completed = [c for c in st.board.cities() if st.board.is_complete(c)]
    assert len(cities) == len(completed) > 0
    points = [0] * st.num_players
    for obj in cities:
        seat = obj.properties["controller_seat"]
        if seat >= 0:
            assert obj.properties["controller"] == shown(seat)
            points[seat] += obj.properties["points"]
        assert obj.properties["points"] == (2 if obj.properties["tiles"] >= 4 else 1)
    assert points == st.points, "the cities' controllers and points add up to the scores"


def test_each_quarter_turn_is_tileds_flip_flags():
    h, v, d = 1 << 31, 1 << 30, 1 << 29
    assert [tiled_export.gid(5, r) for r in range(4)] == [5, 5 | d | h, 5 | h | v, 5 | d | v]


def test_a_mirrored_or_foreign_tile_is_refused_with_the_cell_named(four_player_export, tmp_path):
    _match, out = four_player_export
    text = out.read_text(encoding="utf-8")
    first = next(line for line in text.splitlines() if line[:1].isdigit()).split(",")
    cell = next(i for i, v in enumerate(first) if v not in ("", "0"))
    (tmp_path / "three_kingdoms_tiles.tsx").write_bytes((out.parent / "three_kingdoms_tiles.tsx").read_bytes())
    mirrored = list(first)
    mirrored[cell] = str(int(first[cell]) & 0x1FFFFFFF | 1 << 31)  # flipped left-right only
    bad = tmp_path / "mirrored.tmx"
    bad.write_text(text.replace(",".join(first), ",".join(mirrored), 1), encoding="utf-8")
    with pytest.raises(MapError, match=rf"cell \({cell}, 0\) is mirrored"):
        tiled_export.read_tiles(bad)
    gone = tmp_path / "no_tiles.tmx"
    gone.write_text(text.replace('name="tiles"', 'name="ground"'), encoding="utf-8")
    with pytest.raises(MapError, match="no layer named 'tiles'"):
        tiled_export.read_tiles(gone)


# -- the real Tiled ------------------------------------------------------------------------------
def tiled(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(args, env=env, capture_output=True, text=True, timeout=120)


def test_tiled_reads_the_same_tiles_and_rotations(four_player_export, tmp_path):
    require_tiled()
    match, out = four_player_export
    result = tiled("tiled", "--export-map", "json", str(out), str(tmp_path / "board.json"))
    assert result.returncode == 0, result.stderr
    data = json.loads((tmp_path / "board.json").read_text(encoding="utf-8"))
    layer = next(layer for layer in data["layers"] if layer["name"] == "tiles")
    props = {p["name"]: p["value"] for p in data["properties"]}
    flips = {0: 0, 0xA0000000: 1, 0xC0000000: 2, 0x60000000: 3}
    seen = sorted((i % layer["width"] - props["origin_x"], i // layer["width"] - props["origin_y"],
                   g & 0x1FFFFFFF, flips[g & 0xE0000000]) for i, g in enumerate(layer["data"]) if g)
    assert seen == board_tiles(match)  # type = tile id + 1 = gid with firstgid 1
    names = {o["name"] for layer in data["layers"] for o in layer.get("objects", ())}
    assert {"Alice", "劉備", 'B<&"o>b'} <= names, "players' names survive XML as they are"


def test_tmxrasterizer_draws_every_tile_turned_as_the_rules_hold_it(four_player_export, tmp_path):
    require_tiled()
    match, out = four_player_export
    whole, tiles_only = tmp_path / "whole.png", tmp_path / "tiles.png"
    for args, png in (((), whole), (("--show-layer", "tiles"), tiles_only)):
        result = tiled("tmxrasterizer", *args, str(out), str(png))
        assert result.returncode == 0 and png.is_file(), result.stderr
    drawn = pygame.image.load(str(whole))
    assert len({tuple(drawn.get_at((x, y))) for x in range(0, drawn.get_width(), 29)
                for y in range(0, drawn.get_height(), 31)}) > 20, "not blank"
    image = pygame.image.load(str(tiles_only))
    tmx = pytmx.TiledMap(str(out))
    ox, oy = tmx.properties["origin_x"], tmx.properties["origin_y"]

    def cell(x, y):
        return pygame.image.tobytes(image.subsurface(((x + ox) * 128, (y + oy) * 128, 128, 128)), "RGB")

    def tile(type_id, rotation):
        face = pygame.image.load(f"maps/three_kingdoms_tiles/tile_{type_id:02d}.png")
        return pygame.image.tobytes(pygame.transform.rotate(face, -90 * rotation), "RGB")  # clockwise

    discriminating = 0
    for x, y, type_id, rotation in board_tiles(match):
        assert cell(x, y) == tile(type_id, rotation), f"tile {type_id} at ({x}, {y}) turned {rotation}"
        discriminating += cell(x, y) != tile(type_id, rotation + 1)
    assert discriminating > len(match.state.board.placed) // 2, "a wrong turn would have shown"


# -- the command line ----------------------------------------------------------------------------
def test_export_tiled_writes_the_board_of_a_save(tmp_path, capsys):
    match = finished_match(3, 5)
    save = tmp_path / "game.json"
    save.write_text(saves.dumps(match), encoding="utf-8")
    out = tmp_path / "maps" / "game.tmx"
    assert cli.main(["export-tiled", str(save), str(out)]) == 0
    assert str(out) in capsys.readouterr().out
    assert tiled_export.read_tiles(out) == board_tiles(match)


def shogun_save(tmp_path) -> Path:
    match = Match(get("shogun"), {}, 1, [Seat("A", 0), Seat("B", 1, "bot"), Seat("C", 2, "bot")])
    path = tmp_path / "shogun.json"
    path.write_text(saves.dumps(match), encoding="utf-8")
    return path


@pytest.mark.parametrize("case, says", [
    ("other game", "a Shogun board cannot be exported to Tiled (only: 3KingdomsBattle)"),
    ("corrupt", "cannot be loaded: the file is not valid JSON"),
    ("missing", "cannot be loaded: there is no file"),
    ("not tmx", "a Tiled map's name must end in .tmx"),
    ("unwritable", "cannot be written"),
])
def test_export_tiled_refuses_with_one_plain_line(tmp_path, capsys, case, says):
    good = tmp_path / "good.json"
    good.write_text(saves.dumps(Match(get("three_kingdoms"), {}, 1, [Seat(n, i) for i, n in enumerate("ABC")])))
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text(good.read_text()[:-40])
    (tmp_path / "a file").write_text("")
    save, out = {"other game": (shogun_save(tmp_path), "x.tmx"), "corrupt": (corrupt, "x.tmx"),
                 "missing": (tmp_path / "none.json", "x.tmx"), "not tmx": (good, "x.png"),
                 "unwritable": (good, "a file/x.tmx")}[case]
    assert cli.main(["export-tiled", str(save), str(tmp_path / out)]) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not (tmp_path / "x.tmx").exists()


# -- the pause menu ------------------------------------------------------------------------------
@pytest.fixture
def app():
    from client import settings
    from client.app import App

    app = App(headless=True, settings=settings.Settings())
    yield app
    app.shutdown()


def pause_for(app, match):
    from client.scenes.pause import PauseScene

    return PauseScene(app, types.SimpleNamespace(match=match, spec=match.spec))


def export_button(scene):
    return next((b for b in scene.buttons if b.label == "Export board to Tiled…"), None)


def test_the_pause_menu_offers_the_export_only_for_a_game_that_has_one(app):
    shogun = Match(get("shogun"), {}, 1, [Seat("A", 0), Seat("B", 1), Seat("C", 2)])
    assert export_button(pause_for(app, shogun)) is None
    scene = pause_for(app, finished_match(3, 4))
    assert export_button(scene) is not None
    panel = pygame.Rect(scene.buttons[0].rect).unionall([b.rect for b in scene.buttons])
    from client.scenes.pause import PANEL

    assert PANEL.contains(panel), "seven entries still fit the panel"


def test_the_pause_entry_writes_into_the_users_folder_and_says_where(app):
    match = finished_match(3, 4)
    scene = pause_for(app, match)
    app.stack.push(scene)
    export_button(scene).on_click()
    written = list((paths.user_dir() / "exports").glob("*.tmx"))
    assert len(written) == 1 and tiled_export.read_tiles(written[0]) == board_tiles(match)
    # named by the move the top bar and the save list show (the moves played)
    assert written[0].name.endswith(f"-move{len(match.actions)}.tmx")
    assert app.toasts[-1][0] == f"Board exported to {written[0]}"
    app.draw()


def test_a_failed_export_is_a_toast(app, monkeypatch):
    def refuse(match, out):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tiled_export, "export_match", refuse)
    scene = pause_for(app, finished_match(3, 4))
    app.stack.push(scene)
    export_button(scene).on_click()
    assert app.toasts[-1][0] == "The board could not be exported: Permission denied"


def test_the_exporter_and_its_reader_need_no_pygame(tmp_path):
    code = ("import sys; sys.modules['pygame'] = None\n"
            "from client.games import get\n"
            "from client.core.match import Match, Seat\n"
            "from client.games.three_kingdoms import tiled_export as t\n"
            "m = Match(get('three_kingdoms'), {}, 1, [Seat(n, i) for i, n in enumerate('ABC')])\n"
            f"print(t.read_tiles(t.export_match(m, {str(tmp_path / 'a.tmx')!r})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[(0, 0, 8, 0)]"


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_pause_entry_reads_whole_in_both_languages(app, lang):
    from client.i18n import set_language
    from client.render.text import layout_in_box

    set_language(lang)
    try:
        button = export_button(pause_for(app, finished_match(3, 4)))
        label, box = button.text(), button.rect.inflate(-20, -8)  # as Button.draw lays it out
    finally:
        set_language("en")
    assert label == {"en": "Export board to Tiled…", "zh_Hant": "輸出版圖至Tiled…"}[lang]
    layout = layout_in_box(label, box.width, box.height, button.size)
    assert not layout.truncated and layout.size >= 24, "whole, and no smaller than the other entries allow"
