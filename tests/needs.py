"""Tests that need an external tool say so: they skip without it, or fail where CI demands it."""
import os

import pytest


def require_tiled() -> None:
    """Skip a test that needs the real Tiled editor when it is not installed.

    CI sets TENKA_REQUIRE_TILED=1, so there a missing Tiled fails the test instead.
    """
    import shutil

    if shutil.which("tiled") and shutil.which("tmxrasterizer"):
        return
    why = "needs the Tiled editor (tiled, tmxrasterizer): sudo apt-get install --no-install-recommends tiled"
    if os.environ.get("TENKA_REQUIRE_TILED") == "1":
        pytest.fail(why + " (TENKA_REQUIRE_TILED=1)")
    pytest.skip(why)
