"""Run only by tests/test_own_user_folder.py, in a child pytest whose HOME holds a player's
settings in Chinese: every way a test can come to the settings must find English defaults."""
from client import paths, settings
from client.i18n import _

AT_IMPORT = settings.load()


def test_a_module_read_at_import_sees_the_defaults():
    assert AT_IMPORT == (settings.Settings(), None)


def test_a_module_wide_window_sees_the_defaults(table_app):
    assert table_app.settings.language == "en"
    assert _("Settings") == "Settings"


def test_each_test_has_an_empty_folder_of_its_own(tmp_path):
    folder = paths.user_dir()
    assert folder.is_relative_to(tmp_path) and list(folder.iterdir()) == []
    assert settings.load() == (settings.Settings(), None)
    settings.save(settings.Settings(language="zh_Hant"))  # kept here, never in the player's folder
