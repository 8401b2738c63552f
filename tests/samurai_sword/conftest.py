import pytest

import client.i18n as i18n


@pytest.fixture(autouse=True)
def _restore_language():
    """Tests that switch the language leave it as they found it."""
    before = i18n.current_language()
    yield
    i18n.set_language(before)
