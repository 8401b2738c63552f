"""Player settings, kept as JSON in the user's folder; a bad file falls back to defaults."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace

from client import paths
from client.core.saves import write_atomic

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
    }
    return checks[key](value)


def load() -> tuple[Settings, str | None]:
    """Settings from disk; unknown or bad values fall back to defaults (and say so)."""
    path = paths.user_dir() / SETTINGS_FILE
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except (OSError, ValueError, UnicodeDecodeError) as err:
        return Settings(), f"settings file unreadable ({err}); defaults used"
    known = {f.name for f in fields(Settings)}
    good = {k: v for k, v in data.items() if k in known and _valid(k, v)}
    problem = None if len(good) == len(data) else "some settings were invalid; defaults used for them"
    return Settings(**good), problem


def save(settings: Settings) -> None:
    write_atomic(paths.user_dir() / SETTINGS_FILE, json.dumps(asdict(settings), indent=1))
