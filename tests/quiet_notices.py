"""A fixture for tests that provoke one-time notices: none is left for a later test's window,
and the language is English again afterwards."""
import pytest

from client import notices
from client.i18n import set_language


@pytest.fixture(autouse=True)
def quiet_notices():
    notices.drain()
    yield
    notices.drain()
    set_language("en")
