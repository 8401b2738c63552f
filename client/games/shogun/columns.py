"""Header columns fitted to their labels (the plan table's spaces, the daimyo track's bonuses):
each label drawn at 15 px (14 at the least) on one line, or on two lines broken where no line is
left with a single character, the slack shared out evenly."""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from client.render.text import text_size, wrap

HEAD_SIZES = (15, 14)  # the headers' text, never smaller than 14 px
CHIP_W, CHIP = 20, 24  # the action's place in the season (1-5, or ? while face down)
PAD = 8  # a label's margin inside its column (both sides)
CHIP_GAP = 3


@lru_cache(maxsize=256)
def label_options(text: str, size: int, chip: bool) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(width, lines) for a header: the label on one line under its chip, and, if it breaks
    well, on two lines, the chip beside the first. A good break leaves no line a lone
    character ("募兵" / "1+移動", never "募兵1+移" / "動"); the narrowest such is taken."""
    one = text_size(text, size)[0]
    out = [(max(one, CHIP_W if chip else 0), (text,))]
    beside = CHIP_W + CHIP_GAP if chip else 0
    best = None
    for width in range(12, one):
        lines = wrap(text, width, size)
        if len(lines) != 2 or not all(len(line.strip()) >= 2 for line in lines) or not _fair(text, *lines):
            continue
        need = max(beside + text_size(lines[0], size)[0], text_size(lines[1], size)[0])
        if best is None or need < best[0]:
            best = (need, tuple(lines))
    if best is not None and best[0] < out[0][0]:
        out.append(best)
    return tuple(out)


def _fair(text: str, first: str, second: str) -> bool:
    """Is this a break a reader expects: at a space, or beside a CJK character (not inside a word)?"""
    if text == f"{first} {second}":
        return True
    return text == first + second and (_wide(first[-1]) or _wide(second[0]))


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


@dataclass(frozen=True)
class Columns:
    xs: tuple[int, ...]
    widths: tuple[int, ...]
    size: int
    lines: tuple[tuple[str, ...], ...]


# (header size, least column width) in the order tried: the cards' width before the headers' size
ATTEMPTS = ((15, 52), (15, 48), (15, 46), (14, 52), (14, 48), (14, 44))


def fit_columns(labels: tuple[str, ...], chips: tuple[bool, ...], x0: int, avail: int) -> Columns:
    """Widths for the header labels in ``avail`` pixels: each on one line where the room allows,
    else on two for the labels that gain most; the slack shared out evenly."""
    n = len(labels)
    for size, least in ATTEMPTS:
        opts = [label_options(labels[i], size, chips[i]) for i in range(n)]
        pick = [0] * n

        def need(i):
            return max(least, opts[i][pick[i]][0] + PAD)

        while sum(need(i) for i in range(n)) > avail:
            gains = [(need(i) - max(least, opts[i][1][0] + PAD), i) for i in range(n)
                     if pick[i] == 0 and len(opts[i]) > 1]
            gains = [g for g in gains if g[0] > 0]
            if not gains:
                break
            pick[max(gains)[1]] = 1
        widths = [need(i) for i in range(n)]
        if sum(widths) <= avail:
            return _share(x0, widths, avail, size, [opts[i][pick[i]][1] for i in range(n)])
    # nothing fits (a very narrow panel): 14 px, two lines where they help, widths scaled down
    size = HEAD_SIZES[-1]
    chosen = [label_options(labels[i], size, chips[i])[-1] for i in range(n)]
    total = sum(w + PAD for w, _l in chosen)
    widths = [max(1, (w + PAD) * avail // total) for w, _l in chosen]
    return _share(x0, widths, avail, size, [lines for _w, lines in chosen])


def _share(x0, widths, avail, size, lines) -> Columns:
    slack = avail - sum(widths)
    n = len(widths)
    widths = [w + slack // n + (1 if i < slack % n else 0) for i, w in enumerate(widths)]
    xs, x = [], x0
    for w in widths:
        xs.append(x)
        x += w
    return Columns(tuple(xs), tuple(widths), size, tuple(tuple(lbl) for lbl in lines))
