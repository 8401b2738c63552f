"""The paper label pasted under a game box's picture: the game's name in the language shown, what it
is and its facts (players, minutes); on the game list's boxes and, larger, on the seat setup's box."""
from __future__ import annotations

import pygame

from client.i18n import _, game_name
from client.render import palette
from client.render.text import draw_text_in_box, fit_size
from client.widgets.base import draw_sheet


def facts(spec) -> list[str]:
    """The card's facts: how many play, and how long a game takes ("3–5 players", "120 min")."""
    players = (_("{count} players").format(count=spec.min_players) if spec.min_players == spec.max_players
               else _("{min}–{max} players").format(min=spec.min_players, max=spec.max_players))
    return [players, _("{minutes} min").format(minutes=spec.play_minutes)] if spec.play_minutes else [players]


def couplet(tagline: str) -> str:
    """A Chinese line of two halves set as a couplet, one half a line, the comma between them
    left out as a box lid's lettering does (it would push the first half off the centre)."""
    return tagline.replace("，", "\n", 1)


def card_lines(spec) -> list[tuple[str, int, int, tuple, bool]]:
    """The words on a game's card as (text, height, size, colour, bold): its name in the language
    shown (not where the lid already says it), what it is, and its facts on one line. Without the
    name line (Chinese) what it is stands larger, as a couplet."""
    name = game_name(spec)
    named = name != spec.title_zh
    lines = [(name, 42, 32, palette.SHEET_INK, True)] if named else []
    if spec.tagline:
        tagline = _(spec.tagline)
        lines.append((tagline, 60, 22, palette.SHEET_INK, False) if named
                     else (couplet(tagline), 92, 30, palette.SHEET_INK, False))
    # the facts in ink, as the words above: a player reads them before choosing
    lines.append((" · ".join(facts(spec)), 34 if named else 38, 22 if named else 24, palette.SHEET_INK, False))
    return lines


def draw_label(surface, spec, label: pygame.Rect, bottom: int, scale: float = 1.0) -> None:
    """The paper label pasted under a box's picture: the game's name, what it is and its facts
    (``card_lines``, ``scale`` times as tall and large), spaced evenly from its top down to ``bottom``."""
    draw_sheet(surface, label, radius=4, shadow=False)
    lines = [(text, round(height * scale), round(size * scale), colour, bold)
             for text, height, size, colour, bold in card_lines(spec)]
    space = (bottom - label.y - sum(line[1] for line in lines)) / (len(lines) + 1)
    y = label.y + space
    for k, (text, height, size, colour, bold) in enumerate(lines):
        if k == len(lines) - 1:  # a short rule sets the facts off from the words above
            rule_y = round(y - space / 2)
            pygame.draw.line(surface, palette.SHEET_EDGE, (label.centerx - 40, rule_y), (label.centerx + 40, rule_y))
        box = pygame.Rect(label.x + 6, round(y), label.width - 12, height)
        if bold:  # the name in one ink, as large as fits: "3KingdomsBattle" a little smaller
            draw_text_in_box(surface, text, box, fit_size(text, box.width, box.height, size, bold=True),
                             colour, bold=True)
        else:
            draw_text_in_box(surface, text, box, size, colour, multiline=True)
        y += height + space
