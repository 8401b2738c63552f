"""3KingdomsBattle's paper on the table beside the board: the players' score sheet (score, troops in supply, command and plot cards
left: all public, K-11) and the decision panel's buttons and drawn-tile tray."""
from __future__ import annotations

import functools

import pygame

from client.i18n import _, ngettext
from client.render import art, palette
from client.render.shapes import draw_marker
from client.render.text import draw_text, draw_text_in_box
from client.scenes.table_chrome import seat_label
from client.widgets.base import draw_sheet
from client.widgets.button import draw_button  # noqa: F401 (the panels' buttons)

from .board_view import HIGHLIGHT, troop_token
from .tile_art import GAME, tile_picture
from .vocabulary import COMMAND_CARDS, PLOTS, TROOPS

ROW_H = 54
ICON, STAT_SIZE, STAT_W = 22, 16, 96  # the score sheet's card icons, their figures, a figure's room


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
        x = row.x + 38
        for icon, figure in ((troop_token(colours[s], False, 6), f"{obs.supply[s]}/{TROOPS}"),
                             (_icon("icon_command"), f"{obs.commands[s]}/{COMMAND_CARDS}"),
                             (_icon("icon_plot"), f"{len(obs.plots[s])}/{len(PLOTS)}")):
            surface.blit(icon, icon.get_rect(midleft=(x, row.y + 38)))
            draw_text(surface, figure, (x + 26, row.y + 38), STAT_SIZE, palette.SHEET_DIM, "midleft", bold=True)
            x += STAT_W


def stats_text(obs, s: int) -> str:
    """A seat's supply and cards left in words: the tip over the score sheet's icons."""
    return _("Troops {t}/{total} · Commands {c}/{cmax} · Plots {p}/{pmax}").format(
        t=obs.supply[s], total=TROOPS, c=obs.commands[s], cmax=COMMAND_CARDS, p=len(obs.plots[s]), pmax=len(PLOTS))


def stats_rect(rect: pygame.Rect, s: int) -> pygame.Rect:
    """Where seat ``s``'s icons and figures lie on the score sheet at ``rect``."""
    return pygame.Rect(rect.x + 8 + 38, rect.y + 7 + s * ROW_H + 28, 3 * STAT_W, 22)


@functools.lru_cache(maxsize=4)
def _icon(name: str) -> pygame.Surface:
    return art.picture(GAME, name, (ICON, ICON))


def draw_tray(surface, rect: pygame.Rect, tile: int | None, rotation: int, left: int) -> pygame.Rect:
    """The drawn tile as it would go down, and the tiles left in the stack; returns the tile's rect."""
    box = pygame.Rect(rect.x, rect.y, 124, 124)
    pygame.draw.rect(surface, palette.INK, box.inflate(8, 8), border_radius=6)
    if tile is not None:
        surface.blit(tile_picture(tile, rotation, 124), box)
        pygame.draw.rect(surface, HIGHLIGHT, box.inflate(4, 4), 2)
    draw_text_in_box(surface, _("Tiles left: {n}").format(n=left), pygame.Rect(box.right + 12, rect.y, 200, 26), 18,
                     palette.SHEET_DIM, align="left")
    return box
