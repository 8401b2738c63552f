"""The arena's table and its JSON line, from the games' results."""
from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from client.ai.timing import median_p95, percentile

from .play import Result
from .stats import wilson


@dataclass
class Block:
    """The strong seat's figures at one player count (or over all of them)."""

    players: str
    games: int
    wins: float
    places: float  # sum of the strong seat's places
    lengths: list[int]
    fair: float  # the fair share (mean over the games)
    control_games: int = 0
    control_wins: float = 0.0
    endings: dict[str, int] = field(default_factory=dict)  # end reason → games (the games that name one)
    safeguards: int = 0  # games the game's own safeguard ended (a turn limit), not its rules

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def control_rate(self) -> float | None:
        return self.control_wins / self.control_games if self.control_games else None


def blocks(results: Sequence[Result], team_game: bool) -> list[Block]:
    """One block per player count, then the total when there are several. Failed games are left out."""
    counts = sorted({r.job.players for r in results})
    out = []
    for which in [[n] for n in counts] + ([counts] if len(counts) > 1 else []):
        ok = [r for r in results if r.job.players in which and r.error is None]
        main = [r for r in ok if not r.job.control]
        control = [r for r in ok if r.job.control]
        out.append(Block(
            players=",".join(map(str, which)), games=len(main),
            wins=sum(r.share(r.job.strong, team_game) for r in main),
            places=sum(r.places[r.job.strong] for r in main),
            lengths=[r.actions for r in main],
            fair=statistics.fmean(1 / r.job.players for r in main) if main else 0.0,
            control_games=len(control), control_wins=sum(r.share(r.job.strong, team_game) for r in control),
            endings=dict(sorted(Counter(r.ending for r in main if r.ending).items())),
            safeguards=sum(r.safeguard for r in main)))
    return out


def decision_times(results: Sequence[Result]) -> dict[str, list[tuple[float, int]]]:
    """Every level's decisions in the main games (controls only repeat the field's)."""
    out: dict[str, list[tuple[float, int]]] = {}
    for r in results:
        if not r.job.control:
            for level, rows in r.times.items():
                out.setdefault(level, []).extend(rows)
    return out


def pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def endings_line(b: Block) -> str | None:
    """How the block's games ended, by the game's end reasons, and the share its safeguard (a turn
    limit) ended rather than its rules, with that share's interval; None when no game names a reason."""
    if not b.endings:
        return None
    reasons = ", ".join(f"{reason} {n}" for reason, n in b.endings.items())
    lo, hi = wilson(b.safeguards, b.games)
    return (f"  {b.players} players, how games ended: {reasons}; by the safeguard: {b.safeguards} of {b.games} "
            f"({pct(b.safeguards / b.games)}, 95 % interval {pct(lo)}–{pct(hi)})")


def format_table(results: Sequence[Result], team_game: bool) -> list[str]:
    """The table's lines: per player count the strong seat's wins, interval, fair share or control,
    mean place and game length; then each level's decision times."""
    base = "control" if team_game else "fair share"
    head = (f"{'players':>9}  {'games':>5}  {'wins':>6}  {'rate':>7}  {'95 % interval':>15}  {base:>22}  "
            f"{'mean place':>10}  {'actions per game':>22}")
    lines = [head, "-" * len(head)]
    every = blocks(results, team_game)
    for b in every:
        lo, hi = b.interval
        if team_game:
            clo, chi = wilson(b.control_wins, b.control_games)
            other = f"{pct(b.control_rate or 0)} [{100 * clo:.0f}–{100 * chi:.0f}]"
        else:
            other = pct(b.fair)
        length = (f"mean {statistics.fmean(b.lengths):.0f}, median {statistics.median(b.lengths):.0f}"
                  if b.lengths else "-")
        place = f"{b.places / b.games:.2f}" if b.games else "-"
        lines.append(f"{b.players:>9}  {b.games:>5}  {b.wins:>6g}  {pct(b.rate):>7}  "
                     f"{f'{pct(lo)}–{pct(hi)}':>15}  {other:>22}  {place:>10}  {length:>22}")
    ends = [line for line in map(endings_line, every) if line]
    if ends:
        lines += ["", "how games ended (the main games; the safeguard: a game stopped by the program's limit, "
                  "not its rules):", *ends]
    lines.append("")
    lines.append("decision times (wall clock, every decision of the main games; searched: those that ran "
                 "search iterations):")
    for level, rows in sorted(decision_times(results).items()):
        every = [t for t, _ in rows]
        searched = [(t, n) for t, n in rows if n]
        line = f"  {level}: {len(every)} decisions, {median_p95(every)}"
        if searched:
            iterations = sorted(n for _, n in searched)
            line += (f"; searched {len(searched)}: {median_p95([t for t, _ in searched])}, iterations median "
                     f"{statistics.median(iterations):.0f}, p5 {percentile(iterations, 0.05):.0f}")
        lines.append(line)
    return lines


def summary_json(results: Sequence[Result], team_game: bool, extra: dict) -> dict:
    """The JSON line's fields: ``games``, ``rate``, ``low``, ``high`` (and ``control_rate`` in team
    games) over every player count, the same per count under ``by_players``, and ``extra``."""
    every = blocks(results, team_game)
    total = every[-1]

    def fields(b: Block) -> dict:
        lo, hi = b.interval
        out = {"games": b.games, "wins": round(b.wins, 3), "rate": round(b.rate, 4),
               "low": round(lo, 4), "high": round(hi, 4),
               "mean_place": round(b.places / b.games, 3) if b.games else None,
               "mean_actions": round(statistics.fmean(b.lengths), 1) if b.lengths else None}
        if b.endings:
            out.update(endings=b.endings, safeguard_rate=round(b.safeguards / b.games, 4))
        if team_game:
            clo, chi = wilson(b.control_wins, b.control_games)
            out.update(control_games=b.control_games, control_rate=round(b.control_rate or 0.0, 4),
                       control_low=round(clo, 4), control_high=round(chi, 4))
        else:
            out["fair"] = round(b.fair, 4)
        return out

    out = dict(extra)
    out.update(fields(total))
    if len(every) > 1:
        out["by_players"] = {b.players: fields(b) for b in every[:-1]}
    out["errors"] = [r.error for r in results if r.error is not None]
    return out
