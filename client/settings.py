"""Player settings, kept as JSON in the user's folder; a bad file falls back to defaults."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace

from client import paths
from client.core.saves import NOT_A_FILE, read_regular, write_atomic
from client.i18n import N_, _, translation

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_FACTOR = {"slow": 0.6, "normal": 1.0, "fast": 2.5, "instant": 0.0}
SETTINGS_FILE = "settings.json"


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    animation: str = "normal"
    fullscreen: bool = False
    volume: int = 70  # percent
    answer_automatically: bool = False
    hints: bool = True  # the Hint button (a hot-seat group may agree to play without)

    def with_(self, **changes) -> "Settings":
        return replace(self, **changes)


def _valid(key: str, value) -> bool:
    from client.i18n import LANGUAGES

    checks = {
        "language": lambda v: v in LANGUAGES,
        "animation": lambda v: v in ANIMATION_SPEEDS,
        "fullscreen": lambda v: isinstance(v, bool),
        "volume": lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100,
        "answer_automatically": lambda v: isinstance(v, bool),
        "hints": lambda v: isinstance(v, bool),
    }
    return checks[key](value)


MAX_BYTES = 1024 * 1024  # far more than any settings file; a bigger one is not ours


def load() -> tuple[Settings, str | None]:
    """Settings from disk; unknown or bad values fall back to defaults.

    The second item is None, or one plain sentence for the player (in the
    language of the settings returned) saying what was wrong.
    """
    try:
        data = _read(paths.user_dir() / SETTINGS_FILE)
    except FileNotFoundError:
        return Settings(), None  # first run
    except _Unreadable as err:
        message = N_("Your settings (settings.json) cannot be read ({reason}); the defaults are used.")
        return Settings(), _in(Settings().language, message, reason=err.reason)
    known = {f.name for f in fields(Settings)}
    good = {k: v for k, v in data.items() if k in known and _valid(k, v)}
    settings = Settings(**good)
    if len(good) == len(data):
        return settings, None
    return settings, _in(settings.language, N_("Some settings were not valid; their defaults are used."))


class _Unreadable(Exception):
    def __init__(self, reason: str):  # a message id
        super().__init__(reason)
        self.reason = reason


def _read(path) -> dict:
    """The settings file's JSON object; FileNotFoundError, or _Unreadable saying why."""
    try:
        raw = read_regular(path, MAX_BYTES + 1)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise _Unreadable(N_("it is a folder, not a file")) from None
    except PermissionError:
        raise _Unreadable(N_("no permission to read it")) from None
    except OSError as err:
        if err.strerror == NOT_A_FILE:  # a named pipe, a device: never waited on
            raise _Unreadable(N_("it is not an ordinary file")) from None
        raise _Unreadable(err.strerror or type(err).__name__) from None
    if len(raw) > MAX_BYTES:
        raise _Unreadable(N_("it is far too big")) from None
    try:
        data = json.loads(raw.decode("utf-8-sig"))  # -sig: Notepad may put a BOM in front
    except UnicodeDecodeError:
        raise _Unreadable(N_("it is not text")) from None
    except (ValueError, RecursionError):  # RecursionError: "[[[[…" nested too deep to parse
        raise _Unreadable(N_("it is not valid JSON")) from None
    if not isinstance(data, dict):
        raise _Unreadable(N_("it holds no settings"))
    return data


def _in(language: str, message: str, **fields_) -> str:
    """``message`` translated into ``language`` (the window's language is not set yet)."""
    catalog = translation(language)
    return catalog.gettext(message).format(**{k: catalog.gettext(v) for k, v in fields_.items()})


def save(settings: Settings) -> str | None:
    """Write the settings; None, or a plain sentence for the player saying why they were not saved."""
    try:
        write_atomic(paths.user_dir() / SETTINGS_FILE, json.dumps(asdict(settings), indent=1))
    except OSError as err:
        reason = _("it is a folder, not a file") if isinstance(err, IsADirectoryError) else \
            (err.strerror or type(err).__name__)
        return _("Settings not saved: {reason}").format(reason=reason)
    return None
