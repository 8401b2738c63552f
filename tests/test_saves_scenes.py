"""The title's Continue, the Load screen and the Save screen over several matches' saves."""
import os
import re

import pygame
import pytest

from client import paths
from client.core import autosaves, saves
from client.core.match import Match, Seat
from client.i18n import set_language
from tests.test_shell import app, key, make_play, toy_registered  # noqa: F401 (fixtures)
from tests.toygame import SPEC


def human_move(scene):
    scene.human_action(scene.match.state.legal_actions()[0])


def folder():
    return paths.saves_dir()


def opened(app):
    """The table a load opened (beneath the curtain, with two humans)."""
    from client.scenes.play import PlayScene

    [table] = [s for s in app.stack if isinstance(s, PlayScene)]
    return table


def two_humans(app, seed):
    scene = make_play(app, ["human", "human"], seed=seed)
    app.stack.top.lift()  # the curtain
    return scene


def test_a_new_game_keeps_the_last_games_continue(app, toy_registered):
    from client.scenes.saves_menu import LoadScene
    from client.scenes.title import TitleScene

    first = two_humans(app, seed=3)
    human_move(first)
    os.utime(autosaves.newest_path(folder(), first.match.match_id), (1000, 1000))
    app.stack.unwind(1)
    second = two_humans(app, seed=4)
    assert second.match.match_id != first.match.match_id
    human_move(second)
    app.stack.unwind(1)
    load = LoadScene(app)
    app.stack.push(load)
    app.draw()
    assert [e.match_id for e in load.entries] == [second.match.match_id, first.match.match_id]
    app.stack.reset(TitleScene(app))
    app.stack.top.on_continue()
    assert opened(app).match.match_id == second.match.match_id


def test_continue_finds_an_autosave_in_the_old_format(app, toy_registered):
    from client.scenes.play import PlayScene
    from client.scenes.title import TitleScene

    match = Match(SPEC, {}, 1, [Seat("A", 0), Seat("B", 1, "bot")])
    match.play(match.state.legal_actions()[0])
    text = saves.dumps(match).replace(f'"match": "{match.match_id}",', "")
    assert '"match"' not in text
    (folder() / "autosave.json").write_text(text)
    title = TitleScene(app)
    app.stack.push(title)
    assert title.continue_button.enabled
    title.on_continue()
    assert isinstance(app.stack.top, PlayScene) and app.stack.top.match.actions == match.actions


def test_the_title_sweeps_what_a_crash_left_behind(app):
    from client.scenes.title import TitleScene

    orphan = folder() / "autosave-x.json.abc123.tmp"
    orphan.write_text('{"format"')
    os.utime(orphan, (1000, 1000))
    app.stack.push(TitleScene(app))
    assert not orphan.exists()
    assert not app.stack.top.continue_button.enabled


def test_the_title_sweeps_what_a_crash_left_of_the_settings_too(app):
    """The settings are written as the autosaves are (a temporary file, then moved into place):
    one a crash left in the user folder goes at start as well."""
    from client.scenes.title import TitleScene

    orphan = paths.user_dir() / "settings.json.a1b2c3d4-999-q8ib2_t7.tmp"
    orphan.write_text('{"language"')
    os.utime(orphan, (1000, 1000))
    app.stack.push(TitleScene(app))
    assert not orphan.exists()


def test_the_load_screen_opens_and_deletes_an_autosave_row(app, toy_registered):
    from client.scenes.saves_menu import LoadScene

    scene = two_humans(app, seed=3)
    human_move(scene)
    app.stack.unwind(1)
    load = LoadScene(app)
    app.stack.push(load)
    [(entry, row, delete, _review)] = list(load.rows())
    assert entry.is_autosave and entry.players == ("S0", "S1")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, button=1, pos=row.center))
    assert opened(app).match.actions == scene.match.actions
    app.stack.push(LoadScene(app))
    [(entry, row, delete, _review)] = list(app.stack.top.rows())
    app.stack.top.delete(entry)
    assert app.stack.top.entries == [] and autosaves.slots(folder()) == []


def test_the_table_and_the_save_list_show_the_same_move(app, toy_registered, monkeypatch):
    from client.scenes import saves_menu, table_chrome

    drawn = []

    def record(surface, text, *args, **kwargs):
        drawn.append(text)

    scene = two_humans(app, seed=3)
    human_move(scene)
    monkeypatch.setattr(table_chrome, "draw_text_in_box", record)
    monkeypatch.setattr(saves_menu, "draw_text_in_box", record)
    app.stack.top.lift()
    app.draw()
    on_table = [m.group() for t in drawn for m in [re.search(r"Move \d+", t)] if m]
    drawn.clear()
    app.stack.push(saves_menu.LoadScene(app))
    app.draw()
    in_list = [m.group() for t in drawn for m in [re.search(r"Move \d+", t)] if m]  # beside the date
    assert on_table == in_list == [f"Move {len(scene.match.actions)}"]


# -- the Save screen ------------------------------------------------------------------------

@pytest.fixture
def save_scene(app, toy_registered):
    from client.scenes.saves_menu import SaveScene

    match = Match(SPEC, {}, 1, [Seat("A", 0), Seat("B", 1)])
    match.play(match.state.legal_actions()[0])
    saves.write_atomic(folder() / "kept.json", saves.dumps(Match(SPEC, {}, 2, [Seat("C", 0), Seat("D", 1)])))
    saves.write_atomic(folder() / "other.json", "not a save")
    autosaves.autosave(match, folder())
    scene = SaveScene(app, match)
    app.stack.push(scene)
    return scene


def test_the_save_screen_lists_the_names_taken(app, save_scene):
    app.draw()
    assert [e.name for e in save_scene.existing] == ["kept", "other"], "named saves only, by name"
    [(first, row), _other] = list(save_scene.rows())
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, button=1, pos=row.center))
    assert save_scene.field.text == "kept" and save_scene.name_text == "kept"


def test_saving_over_a_save_asks_first(app, save_scene):
    before = (folder() / "kept.json").read_text()
    save_scene.take_name("kept")
    save_scene.save()
    assert save_scene.overwriting == "kept.json" and app.stack.top is save_scene
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        app.draw()
    set_language("en")
    key(app, pygame.K_ESCAPE)
    assert save_scene.overwriting is None and app.stack.top is save_scene, "Esc answers no, and stays"
    assert (folder() / "kept.json").read_text() == before
    key(app, pygame.K_RETURN)
    assert save_scene.overwriting == "kept.json"
    key(app, pygame.K_RETURN)
    assert app.stack.top is not save_scene
    assert saves.load_file(folder() / "kept.json", lambda _id: SPEC).actions == save_scene.match.actions


def test_cancel_keeps_the_old_save(app, save_scene):
    before = (folder() / "kept.json").read_text()
    save_scene.take_name("kept")
    save_scene.save()
    cancel = save_scene.confirm_buttons[1]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, button=1, pos=cancel.rect.center))
    assert save_scene.overwriting is None and (folder() / "kept.json").read_text() == before


def test_a_new_name_saves_without_asking(app, save_scene):
    save_scene.take_name("fresh one")
    save_scene.save()
    assert app.stack.top is not save_scene and (folder() / "fresh-one.json").exists()


def test_the_questions_text_fits_in_both_languages(app, save_scene, monkeypatch):
    from client.render import text

    cut = []
    original = text.layout_in_box

    def recording(t, *args, **kwargs):
        result = original(t, *args, **kwargs)
        if result.truncated:
            cut.append(t)
        return result

    monkeypatch.setattr(text, "layout_in_box", recording)
    save_scene.take_name("x" * saves.MAX_NAME)
    saves.write_atomic(save_scene.target(), "{}")
    save_scene.save()
    for lang in ("en", "zh_Hant"):
        set_language(lang)
        app.draw()
    set_language("en")
    assert cut == []
