"""A damaged install: bundled fonts or maps missing or emptied.

The bundle's folders (client.paths) point at a temporary copy with one file
taken away or emptied. The window carries on where it can and says what is
wrong in plain words, never with a traceback.
"""
import shutil

import pygame
import pytest

from client import notices, paths
from client.app import App
from client.core.match import Seat
from client.i18n import set_language
from client.render import text
from tests.quiet_notices import quiet_notices  # noqa: F401 (an autouse fixture)

FONTS = paths.assets_dir() / "fonts"
PLAIN = "The font fonts/TenkaSans-Regular.otf is missing or damaged; " \
        "a plain font without Chinese characters is used. Reinstall Tenka."


def damage(folder, name, how):
    if how == "missing":
        (folder / name).unlink()
    else:
        (folder / name).write_bytes(b"")


# -- fonts ----------------------------------------------------------------------------
@pytest.fixture
def fonts(tmp_path, monkeypatch):
    """A copy of assets/ for text.py to load from; the caches forget the real fonts before and after."""
    assets = tmp_path / "assets"
    shutil.copytree(FONTS, assets / "fonts")
    monkeypatch.setattr(paths, "assets_dir", lambda: assets)
    text.clear_caches()
    yield assets / "fonts"
    monkeypatch.undo()
    text.clear_caches()


@pytest.mark.parametrize("how", ["missing", "emptied"])
def test_without_the_regular_font_pygames_font_draws_and_it_is_said_once(fonts, how):
    damage(fonts, "TenkaSans-Regular.otf", how)
    damage(fonts, "TenkaSans-Bold.otf", how)
    surface = pygame.Surface((400, 100))
    text.draw_text(surface, "Settings", (10, 10), 32, (255, 255, 255))
    text.draw_text(surface, "Settings", (10, 50), 32, (255, 255, 255), bold=True)
    assert surface.get_bounding_rect().width > 50, "the text was drawn"
    assert text.missing_glyphs("天下") == "天下", "pygame's font has no Chinese"
    bold_too = [PLAIN.replace("Regular", "Bold")] if how == "emptied" else []  # a bold not shipped is fine
    assert notices.drain() == [PLAIN] + bold_too, "each file named once"
    text.draw_text(surface, "again", (10, 10), 20, (255, 255, 255))
    assert notices.drain() == []


def test_the_warning_stays_readable_when_the_language_is_chinese(fonts):
    damage(fonts, "TenkaSans-Regular.otf", "emptied")
    set_language("zh_Hant")
    text.line_height(20)
    assert notices.drain() == [PLAIN], "pygame's font cannot draw the Chinese warning"


def test_a_damaged_bold_font_gives_way_to_the_regular_one(fonts):
    damage(fonts, "TenkaSans-Bold.otf", "emptied")
    assert text.missing_glyphs("天下", bold=True) == "", "the bundled regular font still draws Chinese"
    set_language("zh_Hant")
    assert notices.drain() == ["字型「fonts/TenkaSans-Bold.otf」遺失或損毀，已改用一般字型代替。請重新安裝天下。"]


def test_the_window_shows_the_font_warning_as_a_toast(fonts):
    from client import settings
    from client.scenes.title import TitleScene

    damage(fonts, "TenkaSans-Regular.otf", "missing")
    app = App(headless=True, settings=settings.Settings())
    app.stack.push(TitleScene(app))
    for _ in range(3):
        app.step(0.016)
    assert [t[0] for t in app.toasts] == [PLAIN], "drawn with pygame's font; the title screen still works"
    app.shutdown()


# -- maps -----------------------------------------------------------------------------
def forget_maps():
    """Empty the caches of what was read from the maps (as at a fresh start)."""
    from client.games.samurai_sword import table_map
    from client.games.shogun import board, board_art, layout

    for cache in (board.load_board, layout.board_info, board_art.board_art, table_map.load_table):
        cache.cache_clear()


@pytest.fixture
def maps(tmp_path, monkeypatch):
    """A copy of maps/ for the games to load from."""
    folder = tmp_path / "maps"
    shutil.copytree(paths.maps_dir(), folder)
    monkeypatch.setattr(paths, "maps_dir", lambda: folder)
    forget_maps()
    yield folder
    monkeypatch.undo()
    forget_maps()


@pytest.fixture
def app():
    from client import settings
    from client.scenes.title import TitleScene

    app = App(headless=True, settings=settings.Settings())
    app.stack.push(TitleScene(app))
    yield app
    app.shutdown()


def start(app, game, players, **options):
    """Press Start on the seat setup of ``game`` (as the window does: through its guard)."""
    from client.games import get
    from client.scenes.setup import SetupScene

    setup = SetupScene(app, get(game))
    app.stack.push(setup)
    setup.options.update(options)
    setup.players = players
    app._guard(setup.on_start)


def only_toast(app):
    assert len(app.toasts) == 1, app.toasts
    words = app.toasts[0][0]
    assert "Traceback" not in words and "\n" not in words and "Something went wrong" not in words
    return words


@pytest.mark.parametrize("how", ["missing", "emptied"])
def test_a_shogun_board_that_cannot_be_read_returns_to_the_menu(maps, app, how):
    from client.scenes.title import TitleScene

    damage(maps, "shogun_sun.tmx", how)
    start(app, "shogun", 4, face="sun")
    assert only_toast(app) == \
        "The board of Shogun cannot be read: maps/shogun_sun.tmx is missing or damaged; reinstall Tenka."
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1
    app.draw()


def test_the_other_face_still_plays(maps, app):
    from client.scenes.play import PlayScene

    damage(maps, "shogun_sun.tmx", "missing")
    start(app, "shogun", 3, face="moon")
    assert app.toasts == [] and isinstance(app.stack.top, PlayScene)


def test_a_missing_table_of_samurai_sword_is_told_in_chinese(maps, app):
    from client.scenes.title import TitleScene

    damage(maps, "samurai_sword_table.tmx", "missing")
    set_language("zh_Hant")
    start(app, "samurai_sword", 4)
    assert only_toast(app) == "無法讀取武士刀的棋盤：「maps/samurai_sword_table.tmx」遺失或損毀，請重新安裝天下。"
    assert isinstance(app.stack.top, TitleScene)


def saved_game_on_the_moon(maps):
    """An autosave of a Shogun match on the moon face, whose map is then emptied."""
    from client.core import autosaves
    from client.core.match import Match
    from client.games import get

    match = Match(get("shogun"), {"face": "moon"}, 5, [Seat("A", 0), Seat("B", 1), Seat("C", 2)])
    match.play(match.state.legal_actions()[0])
    for _ in range(2):  # newest and previous: the previous cannot stand in for a damaged install
        path = autosaves.autosave(match, paths.saves_dir())
    damage(maps, "shogun_moon.tmx", "emptied")
    forget_maps()  # the program starts again with the board gone
    return path


def test_a_saved_game_whose_board_is_gone_is_not_blamed_on_the_save(maps, app):
    from client.scenes.title import TitleScene

    saved_game_on_the_moon(maps)
    title = app.stack.top
    title.resume()
    app._guard(title.on_continue)
    assert only_toast(app) == \
        "The board of Shogun cannot be read: maps/shogun_moon.tmx is missing or damaged; reinstall Tenka."
    assert isinstance(app.stack.top, TitleScene)


def test_check_on_the_command_line_says_the_same(maps, capsys):
    from client import cli

    path = saved_game_on_the_moon(maps)
    assert cli.main(["check", str(path)]) == 1
    assert capsys.readouterr().err == ("tenka: The board of Shogun cannot be read: maps/shogun_moon.tmx "
                                       "is missing or damaged; reinstall Tenka.\n")


def test_any_other_error_is_one_plain_line(app):
    def broken():
        raise RuntimeError("first line\n  File \"x.py\", line 1, in broken\nmore")

    app._guard(broken)
    assert [t[0] for t in app.toasts] == ["Something went wrong: first line"]
    assert len(app.stack) == 1


# -- game data (姬札大戰's cards, Yedo's content) -------------------------------------------
@pytest.fixture
def himefuda_data(tmp_path, monkeypatch):
    """A copy of 姬札大戰's data for its card pool to load from, the pool read afresh before and after."""
    from client.games.himefuda import cards

    folder = tmp_path / "data"
    shutil.copytree(cards.DATA, folder)
    monkeypatch.setattr(cards, "DATA", folder)
    cards.pool.cache_clear()
    yield folder
    monkeypatch.undo()
    cards.pool.cache_clear()


def himefuda_save(tmp_path):
    from client.core import saves
    from client.core.match import Match
    from client.games import get

    match = Match(get("himefuda"), {}, 3, [Seat("A", 0), Seat("B", 1)])
    match.play(match.state.legal_actions()[0])
    path = tmp_path / "himefuda.json"
    path.write_text(saves.dumps(match), encoding="utf-8")
    return path


HIMEFUDA_CARDS = "The files of Himefuda Battle cannot be read: data/cards.json is missing or damaged; reinstall Tenka."


@pytest.mark.parametrize("how", ["missing", "emptied"])
def test_check_blames_damaged_cards_on_the_installation_not_the_save(himefuda_data, tmp_path, capsys, how):
    from client import cli

    from client.games.himefuda import cards

    path = himefuda_save(tmp_path)
    damage(himefuda_data, "cards.json", how)
    cards.pool.cache_clear()  # the program starts again with its cards damaged
    assert cli.main(["check", str(path)]) == 1
    assert capsys.readouterr().err == f"tenka: {HIMEFUDA_CARDS}\n"


def test_the_deck_builder_says_the_installation_is_damaged(himefuda_data, app):
    from client.games import get
    from client.games.himefuda import deck_builder
    from client.scenes.setup import SetupScene
    from client.scenes.title import TitleScene

    (himefuda_data / "cards.json").write_text('{"format": "himefuda-cards", "generals": [{"id": 7}]}')
    setup = SetupScene(app, get("himefuda"))
    app.stack.push(setup)
    app._guard(deck_builder.edit, app, setup, "deck0")
    assert only_toast(app) == HIMEFUDA_CARDS
    assert isinstance(app.stack.top, TitleScene)


def test_damaged_yedo_content_is_told_in_chinese_as_the_installation(tmp_path, monkeypatch):
    from client import problems
    from client.core.errors import DamagedInstall
    from client.games.yedo import content

    folder = tmp_path / "data"
    shutil.copytree(content.DATA, folder)
    (folder / "missions.json").write_text("[")
    monkeypatch.setattr(content, "DATA", folder)
    content.content.cache_clear()
    try:
        with pytest.raises(DamagedInstall) as raised:
            content.content()
    finally:
        monkeypatch.undo()
        content.content.cache_clear()
    set_language("zh_Hant")
    try:
        assert problems.describe(raised.value) == "無法讀取江戶的遊戲資料：「data/missions.json」遺失或損毀，請重新安裝天下。"
    finally:
        set_language("en")
