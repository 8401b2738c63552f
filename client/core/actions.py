"""Actions are short strings: ``verb`` or ``verb:arg:arg``.

Strings are hashable, cheap to compare, their text form *is* the value, and
saves, logs, tests and search trees can hold them as they are. These helpers
build and take them apart; each game checks arguments in ``apply``.
"""
from __future__ import annotations

from .errors import IllegalAction

SEP = ":"
MAX_ACTION_LENGTH = 120


def act(verb: str, *args: object) -> str:
    """``act("place", "Omi", 3) == "place:Omi:3"``."""
    if not args:
        return verb
    return SEP.join((verb, *map(str, args)))


def split(action: str) -> tuple[str, list[str]]:
    """``split("place:Omi:3") == ("place", ["Omi", "3"])``; rejects what is not text."""
    if not isinstance(action, str) or not action or len(action) > MAX_ACTION_LENGTH:
        raise IllegalAction(f"not an action: {action!r}")
    verb, *args = action.split(SEP)
    return verb, args


def int_arg(text: str, what: str = "number") -> int:
    """An integer argument, with a clear error (and no 10,000-digit numbers)."""
    if not text or len(text) > 9 or not text.lstrip("-").isdigit():
        raise IllegalAction(f"bad {what}: {text!r}")
    return int(text)
