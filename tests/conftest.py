import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# SDL turns SIGTERM into a QUIT event; tests must die when a timeout kills them
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")

import pytest


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Every test gets its own empty user folder: saves and settings never leak."""
    monkeypatch.setenv("TENKA_HOME", str(tmp_path / "home"))
    yield


@pytest.fixture(autouse=True)
def _bundled_fonts_only(monkeypatch):
    """Text is drawn with the bundled fonts only: no test depends on the machine's fonts."""
    from client.render import text

    monkeypatch.setattr(text, "system_font_files", lambda ch: [])


@pytest.fixture
def english_after():
    """English again after the test, for modules whose tests switch the language (by
    ``pytestmark = pytest.mark.usefixtures("english_after")``). Not autouse: a module that sets
    a language once for all its tests must keep it between them."""
    from client.i18n import set_language

    yield
    set_language("en")


@pytest.fixture(scope="module")
def table_app():
    """One headless window per test module for table views, animations off."""
    from client import settings as settings_mod
    from client.app import App
    from client.i18n import set_language

    settings, _problem = settings_mod.load()
    app = App(headless=True, settings=settings.with_(animation="instant"))
    yield app
    set_language("en")


@pytest.fixture(scope="module")
def app(table_app):
    """The table window under the name the game view tests use (a module that needs another app,
    such as the seat setup's, defines its own ``app``, which wins)."""
    return table_app

