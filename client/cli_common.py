"""What the commands of ``python -m client`` share below the command line itself (client.cli,
the arena, the bench and hint all import it): argument types, and JSON lines any terminal prints."""
from __future__ import annotations

import argparse
import codecs
import json
import math
import sys
from typing import Callable


def think_seconds(text: str) -> float:
    """``--think``: a positive, finite number of seconds up to ``MAX_THINK`` (``nan`` would make a
    search endless, ``1e308`` as good as endless)."""
    from client.ai.bots import MAX_THINK, checked_think

    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if math.isfinite(seconds) and seconds > MAX_THINK:
        raise argparse.ArgumentTypeError(f"think time must be at most {MAX_THINK:g} seconds, not {text!r}")
    try:
        return checked_think(seconds)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"think time must be a positive number of seconds, not {text!r}") from None


def whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argument that is a whole number from ``low`` (to ``high``): 0 games, -3 workers or a
    search of 0 iterations would be taken and then do nothing, or fail game after game."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if value < low or (high is not None and value > high):
            span = f"{low} or more" if high is None else f"{low} to {high}"
            raise argparse.ArgumentTypeError(f"takes {span}, not {text}")
        return value
    return parse


def prints_unicode(stream) -> bool:
    """Can ``stream`` print any character? If not, JSON keeps to ASCII (its \\u escapes stay valid JSON)."""
    try:
        return codecs.lookup(getattr(stream, "encoding", None) or "ascii").name in ("utf-8", "utf-16", "utf-32")
    except LookupError:
        return False


def print_json(value) -> None:
    """``value`` as one JSON line on stdout, flushed (a reader sees each line as it comes)."""
    print(json.dumps(value, ensure_ascii=not prints_unicode(sys.stdout)), flush=True)
