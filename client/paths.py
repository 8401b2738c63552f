"""The one place that knows where bundled files and the user's folders are.

Frozen by PyInstaller, bundled data lives under ``sys._MEIPASS``; from source
it lives beside the ``client`` package. (The language catalogues are client.i18n's own: it finds
them beside itself, since this module's warnings are translated there.) User data (saves, settings) lives in
the platform's user data folder, or in ``$TENKA_HOME`` when set (tests); a
folder that cannot be written gives way to a temporary one for the run.
"""
from __future__ import annotations

import errno
import os
import sys
import tempfile
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


def user_dir() -> Path:
    """Saves and settings. ``TENKA_HOME`` overrides (tests, portable installs).

    A folder that cannot be used gives way to a fresh temporary one for this
    run, and the player is told once (see ``usable``).
    """
    override = os.environ.get("TENKA_HOME")
    if override:
        path = Path(override).expanduser()
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("Tenka", appauthor=False))
    return usable(path)


def saves_dir() -> Path:
    return usable(user_dir() / "saves")


def exports_dir() -> Path:
    """Boards exported as Tiled maps (with the tileset beside them)."""
    return usable(user_dir() / "exports")


# folder asked for → folder used (itself, or its temporary stand-in), for this run
_checked: dict[Path, Path] = {}


def usable(folder: Path) -> Path:
    """``folder``, created if missing, when files can be written there; else a
    temporary stand-in for the rest of this run (said once, on stderr and as a toast)."""
    found = _checked.get(folder)
    if found is not None and (found != folder or folder.is_dir()):
        return found
    reason = why_unusable(folder)
    if reason is None:
        _checked[folder] = folder
        return folder
    stand_in = Path(tempfile.mkdtemp(prefix="tenka-"))
    _checked[folder] = stand_in
    from client import notices
    from client.i18n import _, N_

    message = N_("Your folder {folder} cannot be used ({reason}); saves go to a temporary folder this time.")
    notices.post_once(f"folder:{folder}", lambda: _(message).format(folder=folder, reason=_(reason)))
    return stand_in


def why_unusable(folder: Path) -> str | None:
    """Why files cannot be kept in ``folder`` (a message id), or None when they can.

    Tries for real (creates the folder and a probe file, then deletes the
    probe): permission bits alone miss read-only disks, and as root they
    never stop a write.
    """
    from client.i18n import N_

    try:
        folder.mkdir(parents=True, exist_ok=True)  # missing parents are made, not a reason to give up
    except FileExistsError:
        return N_("it is a file, not a folder")
    except NotADirectoryError:
        return N_("part of its path is a file")
    except PermissionError:
        return N_("no permission to create it")
    except OSError as err:
        return err.strerror or type(err).__name__
    try:
        fd, probe = tempfile.mkstemp(prefix=".tenka-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except (PermissionError, IsADirectoryError):
        return N_("it is read-only")
    except OSError as err:
        if err.errno == errno.EROFS:
            return N_("it is read-only")
        return err.strerror or type(err).__name__
    return None
