"""Actions are short strings: ``verb`` or ``verb:arg:arg``.

Strings are hashable, cheap to compare, their text form *is* the value, and
saves, logs, tests and search trees can hold them as they are. These helpers
build and take them apart; each game checks arguments in ``apply``.
"""
from __future__ import annotations

import re

from .errors import IllegalAction, quote

SEP = ":"
MAX_ACTION_LENGTH = 120
# as ``act`` writes numbers: ASCII digits (str.isdigit() also takes "²" or "①", which int()
# then refuses), no leading zero, no "+" or "-0", at most 9 digits
_INTEGER = re.compile(r"0|-?[1-9][0-9]{0,8}")


def act(verb: str, *args: object) -> str:
    """``act("place", "Omi", 3) == "place:Omi:3"``."""
    if not args:
        return verb
    return SEP.join((verb, *map(str, args)))


def split(action: str) -> tuple[str, list[str]]:
    """``split("place:Omi:3") == ("place", ["Omi", "3"])``; rejects what is not text."""
    if not isinstance(action, str) or not action or len(action) > MAX_ACTION_LENGTH:
        raise IllegalAction(f"not an action: {quote(action, MAX_ACTION_LENGTH)}")
    verb, *args = action.split(SEP)
    return verb, args


def int_arg(text: str, what: str = "number") -> int:
    """An integer argument spelt as ``act`` writes it (no leading zero, no "+", ASCII digits),
    so that ``apply`` accepts no other spelling than ``legal_actions`` lists; a clear error
    otherwise (and no 10,000-digit numbers)."""
    if not isinstance(text, str) or not _INTEGER.fullmatch(text):
        raise IllegalAction(f"bad {what}: {quote(text)}")
    return int(text)
