"""The balance report: one self-contained HTML page (its PNG plots embedded, and written beside it)
from the arena's games: win rate by seat position, game length, score spread by place, and the
game's own figures (``GameAI.report_facts``). Drawn with matplotlib, a test/dev extra: the
program never ships it."""
from __future__ import annotations

import base64
import html
import io
import re
import statistics
from pathlib import Path
from typing import Sequence

from .play import Result
from .run import Plan
from .stats import wilson
from .table import format_table


def merge_facts(results: Sequence[Result]) -> dict[str, dict[str, list]]:
    """Each chart's categories summed over the games: counts as [total, games that reported the
    chart], rates as ["rate", hits, trials], means as ["mean", total, n]."""
    charts: dict[str, dict[str, list]] = {}
    for r in results:
        if r.error is not None or r.job.control:
            continue
        for title, values in r.facts.items():
            chart = charts.setdefault(title, {})
            chart.setdefault("", [0, 0])[1] += 1  # the games behind a count chart
            for category, value in values.items():
                if isinstance(value, tuple):
                    row = chart.setdefault(category, [value[0], 0.0, 0])
                    row[1] += value[1]
                    row[2] += value[2]
                else:
                    chart.setdefault(category, [0.0])[0] += value
    return charts


def chart_rows(chart: dict[str, list]) -> tuple[str, list[tuple[str, float, float | None, float | None, str]]]:
    """(kind, rows of (category, value, low, high, note)) for one merged chart."""
    games = chart[""][1]
    rows, kind = [], "count"
    for category, row in chart.items():
        if category == "":
            continue
        if row[0] == "rate":
            kind = "rate"
            hits, trials = row[1], row[2]
            lo, hi = wilson(hits, trials)
            rows.append((category, hits / trials if trials else 0.0, lo, hi, f"{hits:g} / {trials}"))
        elif row[0] == "mean":
            kind = "mean"
            rows.append((category, row[1] / row[2] if row[2] else 0.0, None, None, f"n = {row[2]}"))
        else:
            rows.append((category, row[0] / games, None, None, f"{row[0]:g} in {games} games"))
    return kind, sorted(rows, key=lambda row: natural(row[0]))


def seat_rates(results: Sequence[Result], team_game: bool) -> dict[int, dict[int, tuple[float, int, float, int]]]:
    """Per player count and seat position: (every level's wins, games, the strong level's wins there, its games)."""
    out: dict[int, dict[int, list]] = {}
    for r in results:
        if r.error is not None or r.job.control:
            continue
        seats = out.setdefault(r.job.players, {s: [0.0, 0, 0.0, 0] for s in range(r.job.players)})
        for s in range(r.job.players):
            seats[s][0] += r.share(s, team_game)
            seats[s][1] += 1
        seats[r.job.strong][2] += r.share(r.job.strong, team_game)
        seats[r.job.strong][3] += 1
    return {n: {s: tuple(v) for s, v in seats.items()} for n, seats in out.items()}


def _png(fig) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100, bbox_inches="tight")
    return buffer.getvalue()


def _bars(plt, title: str, labels: list[str], values: list[float], lows=None, highs=None,
          line: float | None = None, ylabel: str = ""):
    horizontal = len(labels) > 12
    fig, ax = plt.subplots(figsize=(9, max(3.0, 0.28 * len(labels) + 1)) if horizontal else (9, 4))
    errors = None
    if lows is not None:
        # max(0, …): float rounding can put a bound a hair past the rate
        errors = [[max(0.0, v - lo) for v, lo in zip(values, lows)], [max(0.0, hi - v) for v, hi in zip(values, highs)]]
    positions = range(len(labels))
    if horizontal:
        ax.barh(positions, values, xerr=errors, color="#4c78a8", ecolor="#333", capsize=2)
        ax.set_yticks(list(positions), labels, fontsize=8)
        ax.invert_yaxis()
        ax.set_xlabel(ylabel)
        if line is not None:
            ax.axvline(line, color="#c44", linestyle="--", linewidth=1)
    else:
        ax.bar(positions, values, yerr=errors, color="#4c78a8", ecolor="#333", capsize=3)
        ax.set_xticks(list(positions), labels, rotation=30 if len(labels) > 5 else 0, ha="right" if len(labels) > 5 else "center")
        ax.set_ylabel(ylabel)
        if line is not None:
            ax.axhline(line, color="#c44", linestyle="--", linewidth=1)
    ax.set_title(title)
    ax.grid(axis="x" if horizontal else "y", alpha=0.3)
    return fig


def _matrix(plt, title: str, rows):
    """A rate chart whose categories are ``A vs B``: a table of A's rate against each B."""
    pairs = {tuple(row[0].split(" vs ", 1)): row for row in rows}
    names = sorted({name for pair in pairs for name in pair}, key=natural)
    fig, ax = plt.subplots(figsize=(1.4 * len(names) + 3, 1.0 * len(names) + 1.5))
    grid = [[pairs[(a, b)][1] if (a, b) in pairs else float("nan") for b in names] for a in names]
    image = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=1)
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            if (a, b) in pairs:
                value, lo, hi, note = pairs[(a, b)][1:]
                ax.text(j, i, f"{100 * value:.0f} %\n[{100 * lo:.0f}–{100 * hi:.0f}]\n{note}",
                        ha="center", va="center", fontsize=8, color="white" if abs(value - 0.5) > 0.3 else "black")
    ax.set_xticks(range(len(names)), names)
    ax.set_yticks(range(len(names)), names)
    ax.set_xlabel("against")
    ax.set_title(title)
    fig.colorbar(image, ax=ax, fraction=0.04)
    return fig


def natural(text: str) -> tuple:
    """``type 2`` before ``type 10``."""
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text))


def figures(plan: Plan, results: Sequence[Result]) -> list[tuple[str, bytes, str]]:
    """(title, PNG, caption) of every plot."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = []
    ok = [r for r in results if r.error is None and not r.job.control]

    def add(title: str, fig, caption: str = "") -> None:
        out.append((title, _png(fig), caption))
        plt.close(fig)

    by_count = sorted(seat_rates(results, plan.team_game).items())
    if by_count:
        fig, axes = plt.subplots(len(by_count), 1, figsize=(9, 2.6 * len(by_count) + 0.8), squeeze=False,
                                 layout="constrained")
        for ax, (n, seats) in zip(axes[:, 0], by_count):
            xs = list(range(n))
            width = 0.38
            for offset, (index, label, colour) in zip((-width / 2, width / 2),
                                                       ((0, "every seat there", "#4c78a8"),
                                                        (2, f"{plan.strong} there", "#f58518"))):
                rates, lows, highs = [], [], []
                for s in xs:
                    wins, games = seats[s][index], seats[s][index + 1]
                    if not games:  # the strong level never sat there (fewer games than seats)
                        rates.append(float("nan"))
                        lows.append(0.0)
                        highs.append(0.0)
                        continue
                    lo, hi = wilson(wins, games)
                    rate = wins / games
                    rates.append(rate)
                    lows.append(max(0.0, rate - lo))
                    highs.append(max(0.0, hi - rate))
                ax.bar([x + offset for x in xs], rates, width, yerr=[lows, highs], label=label, color=colour,
                       ecolor="#333", capsize=3)
            if not plan.team_game:
                ax.axhline(1 / n, color="#c44", linestyle="--", linewidth=1, label="fair share")
            ax.set_xticks(xs, [f"seat {s + 1}" for s in xs])
            ax.set_ylabel("win rate")
            ax.set_ylim(0, 1)
            ax.set_title(f"{n} players", fontsize=10)
            ax.grid(axis="y", alpha=0.3)
        axes[0, 0].legend(fontsize=8)
        fig.suptitle("Win rate by seat position (95 % intervals)")
        add("Win rate by seat position", fig,
            "Seat 1 is the rules' first seat; whether it moves first is the game's own rule.")

    outcome_only = all(score in (0, 0.5, 1) for r in ok for score in r.scores)  # a win flag, not points
    if ok:
        fig, ax = plt.subplots(figsize=(9, 4))
        for n in sorted({r.job.players for r in ok}):
            ax.hist([r.actions for r in ok if r.job.players == n], bins=20, alpha=0.6, label=f"{n} players")
        ax.set_xlabel("actions per game")
        ax.set_ylabel("games")
        ax.set_title("Game length")
        ax.legend(fontsize=8)
        add("Game length", fig)

    if ok and not outcome_only:
        fig, ax = plt.subplots(figsize=(9, 4))
        counts = sorted({r.job.players for r in ok})
        data, labels = [], []
        for n in counts:
            ranked = [sorted(r.scores, reverse=True) for r in ok if r.job.players == n]
            for place in range(n):
                data.append([scores[place] for scores in ranked])
                labels.append(f"{n}p #{place + 1}" if len(counts) > 1 else f"#{place + 1}")
        ax.boxplot(data, tick_labels=labels)
        ax.set_ylabel("final score")
        ax.set_title("Score spread: final scores by place")
        ax.grid(axis="y", alpha=0.3)
        add("Score spread", fig)

    for title, chart in sorted(merge_facts(results).items(), key=lambda item: natural(item[0])):
        kind, rows = chart_rows(chart)
        labels = [row[0] for row in rows]
        values = [row[1] for row in rows]
        if kind == "rate" and all(" vs " in label for label in labels):
            fig = _matrix(plt, title, rows)
        elif kind == "rate":
            fig = _bars(plt, title, labels, values, [row[2] for row in rows], [row[3] for row in rows],
                        ylabel="rate (95 % interval)")
        else:
            fig = _bars(plt, title, labels, values, ylabel="mean" if kind == "mean" else "per game")
        add(title, fig, "; ".join(f"{row[0]}: {row[4]}" for row in rows))
    return out


def write_report(folder: Path, plan: Plan, results: Sequence[Result]) -> Path:
    """Writes ``folder``/index.html (plots embedded) and the plots as PNG files beside it."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("plot[0-9][0-9].png"):  # an earlier report's plots, which this one may not redraw
        old.unlink()
    ok = [r for r in results if r.error is None and not r.job.control]
    title = f"{plan.spec.title_en}: balance report"
    budgets = ", ".join(f"{k} {v} iterations" for k, v in plan.budgets.iterations) \
        or ", ".join(f"{k} think {v:g} s" for k, v in plan.budgets.think) or "shipped think times"
    varied = ", ".join(f"{k} = {' / '.join(v)}" for k, v in plan.options) or "defaults"
    parts = [f"<!doctype html><meta charset='utf-8'><title>{html.escape(title)}</title>",
             "<style>body{font-family:sans-serif;max-width:980px;margin:2em auto;color:#222}"
             "pre{background:#f5f5f5;padding:1em;overflow-x:auto;font-size:12px}"
             "figure{margin:1.5em 0}figcaption{font-size:13px;color:#555}img{max-width:100%}</style>",
             f"<h1>{html.escape(title)}</h1>",
             f"<p>{len(ok)} games: {html.escape(plan.strong)} in one seat (rotating) against "
             f"{html.escape(plan.field)}, {'/'.join(map(str, plan.players))} players, seeds {plan.seed}–"
             f"{plan.seed + plan.games - 1}, options {html.escape(varied)}, {html.escape(budgets)}.</p>",
             "<pre>" + html.escape("\n".join(format_table(results, plan.team_game))) + "</pre>"]
    errors = [r.error for r in results if r.error is not None]
    if errors:
        parts.append("<h2>Errors</h2><ul>" + "".join(f"<li>{html.escape(e)}</li>" for e in errors) + "</ul>")
    for k, (name, png, caption) in enumerate(figures(plan, results), 1):
        file = f"plot{k:02d}.png"
        (folder / file).write_bytes(png)
        data = base64.b64encode(png).decode("ascii")
        parts.append(f"<figure><img alt='{html.escape(name)}' src='data:image/png;base64,{data}'>"
                     f"<figcaption>{html.escape(caption)}</figcaption></figure>")
    if ok:
        parts.append(f"<p>Median game: {statistics.median(r.actions for r in ok):.0f} actions, "
                     f"{statistics.median(r.seconds for r in ok):.2f} s.</p>")
    path = folder / "index.html"
    path.write_text("\n".join(parts), encoding="utf-8")
    return path
