"""The "why the bot moved" tip: a bot's note (client.core.bot_notes) in words, and what a reader
may be told of it.

Before the game ends, two games the reader cannot tell apart show the same tip, word for word and
figure for figure. A note is made from the bot's own observation, so every figure in it (the
chances, the tries, which moves and how many) may follow the bot's secrets. It is told only where
the bot knew nothing the reader does not (``client.core.knowledge.knows_more``, decided from the
reader's view alone); elsewhere the tip says what kind of bot moved and that its reasons are told
at the end. A bot's level is public, so a random or rule-of-thumb bot's tip is always shown.
After the end everything is open.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from client.ai.advice import Candidate, advice_from_notes
from client.core.game import GameState
from client.core.knowledge import knows_more
from client.i18n import _, ngettext


def chance_text(percent: int | None) -> str:
    if percent is None:
        return _("chance to win not estimated")
    return _("{p}% chance to win").format(p=percent)


def figures(candidate: Candidate) -> str:
    """A candidate's figures as the hint and the tip write them."""
    if not candidate.visits:
        return chance_text(candidate.percent)
    return _("{chance} · tried {n}×").format(chance=chance_text(candidate.percent), n=candidate.visits)


@dataclass
class _Row:
    words: str
    visits: int
    total: float  # chance × visits, over the candidates said with these words
    valued: int  # visits of those with a chance
    played: bool

    @property
    def candidate(self) -> Candidate:
        chance = self.total / self.valued if self.valued else None
        return Candidate(self.words, self.visits, chance)


def tip_lines(before: GameState, seat: int, action: str, note: dict, viewer: int | None, over: bool,
              name: str, say: Callable[[GameState, str], str]) -> list[str]:
    """The tip over ``seat``'s ``action``, made in the true state ``before``, as ``viewer`` may read
    it (``over``: the game has ended, all is open). ``say(state, action)`` words a move."""
    advice = advice_from_notes(seat, action, note)
    heading = _("Why {name} played this").format(name=name)
    if advice.how == "random":
        return [heading, _("It chose at random.")]
    if advice.how == "rule":
        return [heading, _("It chose by its rule of thumb, without searching.")]
    if over:
        seen = before
    elif before.public_describe(action) is None:
        return [heading, _("It decided in secret: what it weighed is shown when the game ends.")]
    else:
        seen = before.observation(viewer)
        if knows_more(seen, seat):
            return [heading, _("It weighed its moves knowing what only it can see: what it weighed is "
                               "shown when the game ends.")]
    if advice.how == "only":
        return [heading, _("It had only one move worth weighing.")]
    rows = _rows(seen, advice.candidates, action, say)
    lines = [heading, ngettext("It weighed {n} move in {k} tries:", "It weighed {n} moves in {k} tries:",
                               len(rows)).format(n=len(rows), k=advice.iterations)]
    for row in rows:
        line = _("{move}: {figures}").format(move=row.words, figures=figures(row.candidate))
        lines.append(_("{line} (played)").format(line=line) if row.played else line)
    played = next((r.candidate.percent for r in rows if r.played), None)
    if played is not None and any((r.candidate.percent or 0) > played for r in rows if not r.played):
        lines.append(_("It kept its first choice: a move with a higher chance was not tried enough, "
                       "or not better by enough, to replace it."))
    return lines


def _rows(seen: GameState, candidates, played: str, say) -> list[_Row]:
    """One row per wording: two moves said the same way (Yedo's two Market spaces) are one move for
    the reader, their tries added and their chances weighed by them."""
    rows: dict[str, _Row] = {}
    for c in candidates:
        try:
            words = say(seen, c.action)
        except Exception:  # a note from a damaged save naming no move of this game: not told
            continue
        row = rows.setdefault(words, _Row(words, 0, 0.0, 0, False))
        row.visits += c.visits
        if c.chance is not None:
            weight = max(1, c.visits)
            row.total += c.chance * weight
            row.valued += weight
        row.played = row.played or c.action == played
    return list(rows.values())
