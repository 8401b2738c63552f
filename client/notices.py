"""One-time warnings from below the window (the user folder, the fonts).

The code that finds a problem does not know whether a window is open, so it
posts a notice here: the line goes to stderr at once (the command line's
message) and waits in a queue until the window shows it as a toast. A notice
is a function that returns its text, so the toast is in the language chosen
by then. Pure Python: no pygame.
"""
from __future__ import annotations

import sys
from typing import Callable

_pending: list[Callable[[], str]] = []
_posted: set[str] = set()


def post_once(key: str, message: Callable[[], str]) -> bool:
    """Say ``message()`` once per ``key`` for this run; False if already said."""
    if key in _posted:
        return False
    _posted.add(key)
    _pending.append(message)
    say(message())
    return True


def drain() -> list[str]:
    """The notices not shown yet, as text in the current language (and forget them)."""
    texts = [message() for message in _pending]
    _pending.clear()
    return texts


def say(line: str) -> None:
    """One plain line on stderr, whatever the terminal can print (no stderr: a windowed build)."""
    stream = sys.stderr
    if stream is None:
        return
    text = f"tenka: {line}\n"
    try:
        encoding = getattr(stream, "encoding", None) or "ascii"
        text = text.encode(encoding, "backslashreplace").decode(encoding, "replace")
    except LookupError:
        text = text.encode("ascii", "backslashreplace").decode("ascii")
    try:
        stream.write(text)
        stream.flush()
    except (OSError, ValueError):  # a closed or broken stderr is no reason to stop
        pass
