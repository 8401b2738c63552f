"""A named pipe where the program expects a file (settings, a save, a deck) is refused at once
with a plain reason; an ordinary open() would wait for a writer forever."""
import os
import threading

import pytest

from client import cli, paths, settings
from client.core import save_list
from client.games.himefuda import deck_files
from client.games.himefuda.cards import pool

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")


def fifo(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def without_waiting(pipe, read):
    """``read()``'s result; fails (and frees the reader) if it waits on the pipe."""
    done = {}
    thread = threading.Thread(target=lambda: done.setdefault("result", read()), daemon=True)
    thread.start()
    thread.join(5.0)
    if thread.is_alive():
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))  # a writer comes and goes: the open returns
        pytest.fail(f"{pipe.name} was waited on")
    return done["result"]


def test_settings_that_are_a_pipe_give_the_defaults_and_say_why():
    pipe = fifo(paths.user_dir() / settings.SETTINGS_FILE)
    loaded, problem = without_waiting(pipe, settings.load)
    assert loaded == settings.Settings()
    assert problem == ("Your settings (settings.json) cannot be read (it is not an ordinary file); "
                       "the defaults are used.")


def test_check_refuses_a_save_that_is_a_pipe(tmp_path, capsys):
    pipe = fifo(tmp_path / "save.json")
    assert without_waiting(pipe, lambda: cli.main(["check", str(pipe)])) == 2
    assert "cannot be read (it is not an ordinary file)" in capsys.readouterr().err


def test_the_save_list_and_the_decks_pass_a_pipe_by(tmp_path):
    pipe = fifo(tmp_path / "odd.json")
    assert without_waiting(pipe, lambda: save_list.describe(pipe, lambda game: None)) is None
    assert without_waiting(pipe, lambda: deck_files.load_all(tmp_path, pool())) == ([], [])
