"""Counts as words, singular or plural as the number asks ("1 point", "3 points"; 「1分」)."""
from __future__ import annotations

from client.i18n import ngettext


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def coins(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)
