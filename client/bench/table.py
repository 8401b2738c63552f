"""The bench's table: a row per figure (its section, what was measured, the figure, its budget and
whether it was met), the figures' units, and the table as text."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Sequence

PASS, FAIL, SKIP, ERROR = "pass", "FAIL", "skip", "ERROR"


@dataclass
class Row:
    section: str
    measure: str
    figure: str
    budget: str = ""
    result: str = ""  # PASS, FAIL, SKIP, ERROR or "" (no budget)


def verdict(ok: bool) -> str:
    return PASS if ok else FAIL


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in 0–1) of a non-empty list."""
    if not values:
        raise ValueError("percentile of no values")
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def fmt_ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f} ms" if ms >= 100 else f"{ms:.1f} ms" if ms >= 1 else f"{ms:.2f} ms"


def fmt_s(seconds: float) -> str:
    return f"{seconds:.2f} s"


def fmt_mb(nbytes: float) -> str:
    return f"{nbytes / 1e6:.1f} MB"


def fmt_count(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:.1f}"


def format_table(rows: Sequence[Row], title: Iterable[str] = ()) -> str:
    """The table as text: title lines, a header, one line per row, a summary."""
    head = Row("section", "measure", "figure", "budget", "result")
    cols = ("section", "measure", "figure", "budget", "result")
    widths = {c: max(len(getattr(r, c)) for r in [head, *rows]) for c in cols}

    def line(r: Row) -> str:
        return "  ".join(getattr(r, c).ljust(widths[c]) for c in cols).rstrip()

    out = list(title)
    if out:
        out.append("")
    out.append(line(head))
    out.append("  ".join("-" * widths[c] for c in cols))
    previous = None
    for r in rows:
        shown = r if r.section != previous else Row("", r.measure, r.figure, r.budget, r.result)
        previous = r.section
        out.append(line(shown))
    counts = {k: sum(r.result == k for r in rows) for k in (PASS, FAIL, SKIP, ERROR)}
    out.append("")
    summary = f"budgets: {counts[PASS]} met, {counts[FAIL]} missed"
    if counts[SKIP]:
        summary += f"; {counts[SKIP]} skipped"
    if counts[ERROR]:
        summary += f"; {counts[ERROR]} errors"
    out.append(summary)
    return "\n".join(out)
