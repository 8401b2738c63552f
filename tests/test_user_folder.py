"""A user folder that cannot be used gives way to a temporary one, said once.

As root on the test machine permission bits never stop a write, so a
read-only folder is a path under a file, or a monkeypatched refusal.
"""
import errno
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from client import notices, paths
from client.app import App
from tests.quiet_notices import quiet_notices  # noqa: F401 (an autouse fixture)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path, monkeypatch):
    def use(path):
        monkeypatch.setenv("TENKA_HOME", str(path))
        return path
    return use


def a_file(tmp_path):
    path = tmp_path / "a-file"
    path.write_text("not a folder")
    return path


def stand_in_for(wanted):
    got = paths.user_dir()
    assert got != wanted and got.is_dir() and got.parent == Path(tempfile.gettempdir())
    assert list(got.iterdir()) == [], "a fresh folder"
    (got / "probe").write_text("writable")
    return got


def test_a_file_in_place_of_the_folder(tmp_path, home, capsys):
    wanted = home(a_file(tmp_path))
    got = stand_in_for(wanted)
    assert paths.user_dir() == got and paths.saves_dir() == got / "saves", "the same stand-in all run"
    assert capsys.readouterr().err == (f"tenka: Your folder {wanted} cannot be used (it is a file, not a folder); "
                                       "saves go to a temporary folder this time.\n"), "said once"


def test_a_folder_under_a_file_cannot_be_made(tmp_path, home):
    wanted = home(a_file(tmp_path) / "sub")
    stand_in_for(wanted)
    assert notices.drain() == [f"Your folder {wanted} cannot be used (part of its path is a file); "
                               "saves go to a temporary folder this time."]


def test_missing_parents_are_made(tmp_path, home):
    wanted = home(tmp_path / "new" / "deeper" / "Tenka")
    assert paths.user_dir() == wanted and wanted.is_dir()
    assert list(wanted.iterdir()) == [], "the probe file is gone"
    assert notices.drain() == []


def test_a_parent_that_cannot_be_written(tmp_path, home, monkeypatch):
    wanted = home(tmp_path / "locked" / "Tenka")

    def refuse(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refuse)
    assert paths.user_dir() != wanted
    assert "(no permission to create it)" in notices.drain()[0]


@pytest.mark.parametrize("refusal", [PermissionError(errno.EACCES, "Permission denied"),
                                     OSError(errno.EROFS, "Read-only file system")])
def test_a_read_only_folder_is_found_by_trying_to_write(tmp_path, home, monkeypatch, refusal):
    wanted = home(tmp_path / "Tenka")
    wanted.mkdir()
    assert os.access(wanted, os.W_OK), "permission bits say yes: only a real write tells"
    real_mkstemp = tempfile.mkstemp

    def refusing(*args, dir=None, **kwargs):
        if dir is not None and Path(dir) == wanted:
            raise refusal
        return real_mkstemp(*args, dir=dir, **kwargs)

    monkeypatch.setattr(paths.tempfile, "mkstemp", refusing)
    assert paths.user_dir() != wanted
    assert "(it is read-only)" in notices.drain()[0]


def test_a_file_in_place_of_the_saves_folder(tmp_path, home):
    wanted = home(tmp_path / "Tenka")
    wanted.mkdir()
    (wanted / "saves").write_text("")
    assert paths.user_dir() == wanted, "settings stay where they are"
    assert paths.saves_dir() != wanted / "saves" and paths.saves_dir().is_dir()


@pytest.mark.parametrize("language, words", [
    ("en", "Your folder {folder} cannot be used (part of its path is a file); "
           "saves go to a temporary folder this time."),
    ("zh_Hant", "無法使用你的資料夾「{folder}」（路徑中有一部分是檔案），這次的存檔會放在暫存資料夾。"),
])
def test_the_window_shows_the_warning_once_in_its_language(tmp_path, home, language, words):
    from client import settings
    from client.scenes.title import TitleScene

    wanted = home(a_file(tmp_path) / "sub")
    app = App(headless=True, settings=settings.Settings(language=language))
    app.stack.push(TitleScene(app))  # asks for the saves folder
    for _ in range(3):
        app.step(0.016)
    assert [t[0] for t in app.toasts] == [words.format(folder=wanted)]
    app.shutdown()


def test_the_command_line_says_it_on_one_line(tmp_path):
    wanted = a_file(tmp_path) / "sub"
    env = dict(os.environ, TENKA_HOME=str(wanted), PYTHONIOENCODING="ascii")
    proc = subprocess.run([sys.executable, "-m", "client", "shot", "--scene", "title", "--lang", "zh_Hant",
                           "--out", str(tmp_path / "title.png")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == (f"tenka: Your folder {wanted} cannot be used (part of its path is a file); "
                           "saves go to a temporary folder this time.\n")
    assert (tmp_path / "title.png").stat().st_size > 1000


def test_the_platforms_folder_falls_back_too(tmp_path, monkeypatch):
    import platformdirs

    blocker = a_file(tmp_path)
    monkeypatch.delenv("TENKA_HOME")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *args, **kwargs: str(blocker / "Tenka"))
    stand_in_for(blocker / "Tenka")
    assert f"Your folder {blocker / 'Tenka'} cannot be used" in notices.drain()[0]
