"""settings.json as it may really be found: damaged, odd, or not a file at all.

Every case gives the default settings and one plain sentence that the window
shows as a toast; nothing raises.
"""
import json

import pytest

from client import paths, settings
from client.app import App
from tests.quiet_notices import quiet_notices  # noqa: F401 (an autouse fixture)


def settings_path():
    return paths.user_dir() / settings.SETTINGS_FILE


def opened_app():
    app = App(headless=True)
    texts = [t[0] for t in app.toasts]
    app.draw()  # the toast draws
    app.shutdown()
    return app, texts


BROKEN = {
    "nested too deep to parse": ("[" * 100000).encode(),  # json raises RecursionError on this
    "binary junk": bytes(range(256)) * 4,
    "not JSON": b'{"language": "en",',
    "not an object": b'["en"]',
    "far too big": b" " * (settings.MAX_BYTES + 1),
}


@pytest.mark.parametrize("content", BROKEN.values(), ids=BROKEN.keys())
def test_a_damaged_file_gives_defaults_and_one_plain_toast(content):
    settings_path().write_bytes(content)
    loaded, problem = settings.load()
    assert loaded == settings.Settings()
    assert problem.startswith("Your settings (settings.json) cannot be read (") and "\n" not in problem
    app, toasts = opened_app()
    assert toasts == [problem] and app.settings == settings.Settings()


def test_a_byte_order_mark_is_accepted():
    settings_path().write_bytes('\ufeff{"language": "zh_Hant", "volume": 30}'.encode("utf-8"))
    assert settings.load() == (settings.Settings(language="zh_Hant", volume=30), None)


def test_a_folder_in_place_of_the_file():
    settings_path().mkdir()
    loaded, problem = settings.load()
    assert loaded == settings.Settings() and "(it is a folder, not a file)" in problem
    assert opened_app()[1] == [problem]


def test_an_unreadable_file(monkeypatch):
    # as root, permission bits do not stop a read: the refusal is simulated
    settings_path().write_text("{}")

    def refusing(path, limit):
        assert str(path).endswith(settings.SETTINGS_FILE)
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(settings, "read_regular", refusing)
    loaded, problem = settings.load()
    assert loaded == settings.Settings() and "(no permission to read it)" in problem


def test_the_problem_is_told_in_the_language_of_the_settings():
    settings_path().write_text(json.dumps({"language": "zh_Hant", "volume": "loud"}))
    loaded, problem = settings.load()
    assert loaded == settings.Settings(language="zh_Hant")
    assert problem == "部分設定無效，已改用這些設定的預設值。"
    assert opened_app()[1] == [problem]


def test_settings_that_cannot_be_saved_give_a_toast():
    app = App(headless=True)
    settings_path().mkdir()  # os.replace cannot put the new file there
    app.apply_settings(app.settings.with_(volume=20))
    assert app.settings.volume == 20, "the change holds for this run"
    assert [t[0] for t in app.toasts] == ["Settings not saved: it is a folder, not a file"]
    app.shutdown()


def test_settings_saved_into_an_unusable_folder_go_to_the_stand_in(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("TENKA_HOME", str(blocker))
    app = App(headless=True)
    app.apply_settings(app.settings.with_(volume=20))
    assert settings.load()[0].volume == 20, "saved in this run's temporary folder"
    assert len(app.toasts) == 1 and "cannot be used" in app.toasts[0][0]
    app.shutdown()
