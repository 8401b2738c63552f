import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# SDL turns SIGTERM into a QUIT event; tests must die when a timeout kills them
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")

import atexit
import shutil
import tempfile

import pytest

# Before any test module is imported (each xdist worker imports this file itself): an empty user
# folder for the whole run, so nothing (an import, a module-wide window) reads the player's own
# settings, and XDG_DATA_HOME away from the real one, so a test that goes around TENKA_HOME on
# Linux writes nowhere the player keeps anything either.
_SESSION_ROOT = tempfile.mkdtemp(prefix="tenka-tests-")
os.environ["TENKA_HOME"] = os.path.join(_SESSION_ROOT, "home")
os.environ["XDG_DATA_HOME"] = os.path.join(_SESSION_ROOT, "xdg-data")
atexit.register(shutil.rmtree, _SESSION_ROOT, ignore_errors=True)


@pytest.fixture(scope="module", autouse=True)
def _module_home(tmp_path_factory):
    """Each module's own empty user folder, in place before its module-wide fixtures (a table
    window loads the settings): one module's saved settings never reach the next."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TENKA_HOME", str(tmp_path_factory.mktemp("module-home")))
        yield


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Every test gets its own empty user folder: saves and settings never leak."""
    monkeypatch.setenv("TENKA_HOME", str(tmp_path / "home"))
    yield


@pytest.fixture(autouse=True)
def _no_leftover_notices():
    """A notice one test posts (a damaged picture it made on purpose) is never shown as a toast
    in the next test on the same worker."""
    from client import notices

    notices._pending.clear()
    yield
    notices._pending.clear()


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

