"""The pictures kept as SVG data (client/render/art.py): every file draws, every picture the rules
need is there and its own, a damaged one is told once and drawn plainly, and the gallery writes one
PNG per picture."""
from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from client import notices
from client.games import REGISTRY
from client.render import art
from client.scenes.view_contract import load_art

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "assets" / "art"
ALL_SVG = sorted(ART.rglob("*.svg"))
GAMES_WITH_ART = [spec for spec in REGISTRY.values() if spec.art_module]


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    art.clear_cache()
    yield
    art.clear_cache()


@pytest.mark.parametrize("path", ALL_SVG, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_picture_draws(path):
    assert art.check(path) is None
    surface = pygame.image.load_sized_svg(str(path), (64, 64))
    assert surface.get_bounding_rect().width > 8, "a picture that draws next to nothing"


def test_no_two_pictures_are_the_same_file():
    seen: dict[str, Path] = {}
    for path in ALL_SVG:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        assert digest not in seen, f"{path.relative_to(ART)} is a copy of {seen[digest].relative_to(ART)}"
        seen[digest] = path


def test_no_two_pictures_draw_the_same():
    seen: dict[bytes, Path] = {}
    for path in ALL_SVG:
        drawn = pygame.image.tobytes(pygame.image.load_sized_svg(str(path), (48, 48)), "RGBA")
        assert drawn not in seen, f"{path.relative_to(ART)} draws as {seen[drawn].relative_to(ART)} does"
        seen[drawn] = path


@pytest.mark.parametrize("spec", GAMES_WITH_ART, ids=lambda s: s.id)
def test_every_picture_the_rules_need_has_its_own_file(spec):
    needed = list(load_art(spec).required_pictures())
    assert needed and len(needed) == len(set(needed))
    missing = [name for name in needed if not art.art_path(spec.id, name).is_file()]
    assert not missing, f"{spec.id} has no picture for {missing}"


def test_a_missing_picture_is_told_once_and_drawn_as_a_plain_frame(monkeypatch, tmp_path):
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path)
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    first = art.picture("samurai_sword", "goemon", (60, 84))
    again = art.picture("samurai_sword", "goemon", (90, 126))
    assert first.get_size() == (60, 84) and again.get_size() == (90, 126)
    assert first.get_at((30, 42))[:3] == art.palette.KINARI
    assert art.is_damaged("samurai_sword", "goemon")
    assert len(told) == 1 and "samurai_sword/goemon.svg" in told[0] and "reinstall" in told[0]


@pytest.mark.parametrize("content", [b"", b"   \n", b"GIF89a not a picture", b"<svg xmlns='http://www.w3.org/2000/svg'><rect",
                                     b"<html><body>404</body></html>"])
def test_a_damaged_picture_is_drawn_plainly_without_a_traceback(monkeypatch, tmp_path, content):
    (tmp_path / "common").mkdir()
    (tmp_path / "common" / "card_back.svg").write_bytes(content)
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path)
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    surface = art.picture("common", "card_back", (40, 56))
    assert surface.get_size() == (40, 56)
    assert surface.get_at((20, 28))[:3] == art.palette.KINARI
    assert len(told) <= 1
    assert art.is_damaged("common", "card_back")


def test_a_picture_keeps_its_aspect_inside_the_size_asked():
    wide = art.picture("common", "card_back", (300, 100))
    assert wide.get_size() == (300, 100)
    assert wide.get_at((5, 50)).a == 0, "the margin beside a tall picture is transparent"
    assert wide.get_at((150, 50)).a == 255


def test_a_picture_is_rendered_once_per_size():
    a = art.picture("common", "card_back", (60, 84))
    assert art.picture("common", "card_back", (60, 84)) is a
    assert art.picture("common", "card_back", (61, 84)) is not a


@pytest.mark.parametrize("spec", GAMES_WITH_ART, ids=lambda s: s.id)
def test_the_gallery_writes_one_png_per_picture(spec, tmp_path):
    out = tmp_path / "gallery"
    proc = subprocess.run([sys.executable, "-m", "client", "art", spec.id, "--out", str(out), "--lang", "zh_Hant"],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 0, proc.stderr
    pngs = sorted(out.glob("*.png"))
    assert {p.stem for p in pngs} == {name for name, _face in load_art(spec).gallery()}, "one PNG per face, by name"
    assert len(pngs) >= 10
    assert f"art: {len(pngs)} pictures" in proc.stdout
    sizes = {pygame.image.load(str(p)).get_size() for p in pngs[:5]}
    assert all(w >= 100 and h >= 100 for w, h in sizes)


def test_the_gallery_refuses_an_unknown_game_in_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "client", "art", "chess", "--out", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 2 and "no game 'chess'" in proc.stderr and "Traceback" not in proc.stderr


def test_the_svg_pictures_are_packaged():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert '"*.svg"' in spec


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_game_in_the_list_has_a_box_lid_of_its_own_pictures(game):
    from client.render import covers
    assert covers.has_cover(game)
    lid = covers.cover(game, REGISTRY[game].title_zh, (240, 290))
    assert not art.is_damaged(covers.COVERS, game)
    # the lid carries pictures: many colours below its title band, not a plain ground
    colours = {lid.get_at((x, y))[:3] for x in range(10, 230, 6) for y in range(80, 280, 6)}
    assert len(colours) > 12


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_lid_letters_its_title_on_a_cartouche_in_its_own_colour(game):
    """The critic: one lid had a cartouche, four a plain black band. Every lid now prints its title
    on a plaque in the game's own colour, inside the black band: left of the lettering, inside the
    plaque's end, the lid's colour shows, not the band's black."""
    from client.render import covers, palette
    w, h = 256, 310
    lid = covers.cover(game, REGISTRY[game].title_zh, (w, h))
    inside = lid.get_at((round((22 + 14) / 240 * w), round(h * covers.TOP / 2)))[:3]
    assert inside == covers.lid_colour(game) != palette.SUMI, (game, inside)


def test_no_two_games_boxes_share_a_colour():
    """The critic: Samurai Sword's and 3KingdomsBattle's boxes were almost the same indigo."""
    from itertools import combinations

    from client.render import covers
    colours = {game: covers.lid_colour(game) for game in REGISTRY}
    for (a, ca), (b, cb) in combinations(colours.items(), 2):
        assert sum((x - y) ** 2 for x, y in zip(ca, cb)) ** 0.5 > 32, (a, ca, b, cb)


def test_a_game_without_a_cover_gets_a_plain_lid_and_no_damage_notice(monkeypatch):
    from client.render import covers
    told = []
    monkeypatch.setattr(notices, "say", told.append)
    lid = covers.cover("a_new_game", "新遊戲", (240, 250))
    assert lid.get_at((120, 200))[:3] == covers.GROUND and not told


def test_the_covers_are_written_by_their_tool_from_the_current_pictures(tmp_path):
    """A game's pictures redrawn without the covers rewritten would leave an old lid in the list."""
    sys.path.insert(0, str(ROOT / "tools"))
    import make_covers
    for game, svg in make_covers.covers().items():
        assert (ART / "covers" / f"{game}.svg").read_text(encoding="utf-8") == svg, game
