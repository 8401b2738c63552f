"""3KingdomsBattle's paper on the table beside the board: the players' score sheet (score, troops in supply, command and plot cards
left: all public, K-11) and the decision panel's buttons."""
from __future__ import annotations

import functools

import pygame

from client.i18n import _, ngettext, pgettext
from client.render import art, palette
from client.render.shapes import draw_marker
from client.render.text import draw_text, draw_text_in_box, text_size
from client.scenes.table_chrome import seat_label
from client.widgets.base import draw_sheet
from client.widgets.button import draw_button  # noqa: F401 (the panels' buttons)

from .board_view import troop_token
from .tile_art import GAME
from .vocabulary import COMMAND_CARDS, PLOTS, TROOPS

ROW_H = 54
ICON, STAT_SIZE = 22, 16  # the score sheet's icons and the words and figures beside them (13.6 px at 1366×768)
STAT_GAP = 14  # between one stat and the next


def players_height(players: int) -> int:
    return 14 + players * ROW_H


def draw_players(surface, rect: pygame.Rect, obs, seats, colours, turn: int | None) -> None:
    """The score sheet: a paper sheet with one row per seat, marker, name, points, and below it the
    troops in supply and the command and plot cards left, each by its picture and figure (the words
    in the tip: ``stats_text``); the seat whose turn it is on a lit row under a vermilion tab."""
    draw_sheet(surface, rect)
    for s, seat in enumerate(seats):
        row = pygame.Rect(rect.x + 8, rect.y + 7 + s * ROW_H, rect.width - 16, ROW_H - 4)
        lit = s == turn
        if lit:
            pygame.draw.rect(surface, palette.SHEET_HI, row, border_radius=5)
            pygame.draw.rect(surface, palette.SHEET_LIT, (row.x, row.y + 4, 4, row.height - 8), border_radius=2)
        elif s:  # a ruled line between rows, as on a score pad
            pygame.draw.line(surface, palette.SHEET_HI, (row.x + 6, row.y - 2), (row.right - 6, row.y - 2))
        draw_marker(surface, (row.x + 20, row.y + 17), 11, colours[s])
        ink = palette.SHEET_LIT if lit else palette.SHEET_INK
        draw_text_in_box(surface, seat_label(seat), pygame.Rect(row.x + 38, row.y + 2, row.width - 130, 28), 20,
                         ink, align="left", bold=lit)
        draw_text_in_box(surface, ngettext("{n} pt", "{n} pts", obs.points[s]).format(n=obs.points[s]),
                         pygame.Rect(row.right - 90, row.y + 2, 84, 28), 22, ink, align="right", bold=True)
        x = row.x + 10
        for icon, word, figure in _stats(obs, s, colours):
            surface.blit(icon, icon.get_rect(midleft=(x, row.y + 38)))
            x += ICON + 4
            draw_text(surface, word, (x, row.y + 38), STAT_SIZE, palette.SHEET_DIM, "midleft")
            x += text_size(word, STAT_SIZE)[0] + 5
            draw_text(surface, figure, (x, row.y + 38), STAT_SIZE, palette.SHEET_INK, "midleft", bold=True)
            x += text_size(figure, STAT_SIZE, bold=True)[0] + STAT_GAP


def _stats(obs, s: int, colours) -> list[tuple[pygame.Surface, str, str]]:
    """A seat's stats as the score sheet writes them: (icon, word, figure) for the troops in supply
    and the command and plot cards left."""
    return [(troop_token(colours[s], False, 6), pgettext("score sheet", "Troops"), f"{obs.supply[s]}/{TROOPS}"),
            (_icon("icon_command"), pgettext("score sheet", "Commands"), f"{obs.commands[s]}/{COMMAND_CARDS}"),
            (_icon("icon_plot"), pgettext("score sheet", "Plots"), f"{len(obs.plots[s])}/{len(PLOTS)}")]


def stats_text(obs, s: int) -> str:
    """A seat's supply and cards left in words: the tip over the score sheet's icons."""
    return _("Troops {t}/{total} · Commands {c}/{cmax} · Plots {p}/{pmax}").format(
        t=obs.supply[s], total=TROOPS, c=obs.commands[s], cmax=COMMAND_CARDS, p=len(obs.plots[s]), pmax=len(PLOTS))


def stats_rect(rect: pygame.Rect, s: int) -> pygame.Rect:
    """Where seat ``s``'s icons and figures lie on the score sheet at ``rect``."""
    return pygame.Rect(rect.x + 8 + 10, rect.y + 7 + s * ROW_H + 28, rect.width - 16 - 20, 22)


@functools.lru_cache(maxsize=4)
def _icon(name: str) -> pygame.Surface:
    return art.picture(GAME, name, (ICON, ICON))
