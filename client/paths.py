"""The one place that knows where bundled files and the user's folders are.

Frozen by PyInstaller, bundled data lives under ``sys._MEIPASS``; from source
it lives beside the ``client`` package. User data (saves, settings) lives in
the platform's user data folder, or in ``$TENKA_HOME`` when set (tests).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path


def bundle_root() -> Path:
    """Folder holding client/, assets/ and maps/ (source checkout or frozen bundle)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    return bundle_root() / "assets"


def maps_dir() -> Path:
    return bundle_root() / "maps"


def locale_dir() -> Path:
    return bundle_root() / "client" / "i18n" / "locale"


def user_dir() -> Path:
    """Saves and settings. ``TENKA_HOME`` overrides (tests, portable installs)."""
    override = os.environ.get("TENKA_HOME")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("Tenka", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = user_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
