"""The playback's caption, in the open sea at the board's top left: the action
card being carried out (turned over when its turn comes), the season and its
place in the row, then who does what where, with the player's marker; and the
Skip button that jumps to the end of the playback."""
from __future__ import annotations

import math

import pygame

from client.i18n import N_, _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.widgets.base import draw_panel, draw_sheet
from client.window import mouse_pos

from . import content as C
from .log_text import ACTION_NAMES, ACTION_SHORT, SEASON_NAMES, _armies, card_text, event_lines, listing, province

CAPTION = pygame.Rect(18, 80, 600, 72)  # inside the board (panels.BOARD), over the sea north of Izumo
FLIP = 0.45  # the part of the action step the card takes to turn over

#: what a played card does, when it is turned up (the effect's own sentence follows)
PLAYS = N_("{name} plays {prov}.")
PLAYS_CHEST = N_("{name} plays {card}: nothing happens.")
NO_CARD = N_("{name} has no card on this action.")
ATTACKS = N_("{name} attacks {prov} with {armies}…")
DROP = N_("{name} attacks {prov} with {armies}: the cubes fall…")
REVOLT_DROP = N_("Revolt in {prov} of {name}: the cubes fall…")
PRELOAD = N_("The tower is loaded…")


def draw_skip(surface, rect: pygame.Rect) -> pygame.Rect:
    hover = rect.collidepoint(mouse_pos())
    draw_panel(surface, rect, fill=palette.PANEL_HI if hover else palette.PANEL,
               border=palette.GOLD if hover else palette.MUTED, radius=6, shadow=False)
    draw_text_in_box(surface, _("Skip »"), rect.inflate(-8, -4), 16, palette.PAPER)
    return rect


def seat_of(step) -> int | None:
    """The seat whose step it is (a revolt's: the defender's)."""
    d = step.data
    if step.kind == "tower":
        d = d["data"]
    if "seat" in d:
        return d["seat"]
    if d.get("type") == "revolt":
        return d.get("defender")
    return d.get("attacker")


def draw_caption(surface, view, obs, anims, step, k, line: str) -> pygame.Rect:
    """The caption of ``step``, ``line`` saying who does what; returns the Skip button's rect."""
    rect = CAPTION
    draw_sheet(surface, rect)  # a slip of paper laid on the sea: what is being played out, in ink
    card = pygame.Rect(rect.x + 8, rect.y + 8, 72, rect.height - 16)
    _draw_action_card(surface, card, obs, anims.playing, k if step.kind == "action" else 1.0)
    x = card.right + 10
    skip = draw_skip(surface, pygame.Rect(rect.right - 8 - 84, rect.y + 7, 84, 24))
    draw_text_in_box(surface, context_line(obs, anims.playing), pygame.Rect(x, rect.y + 5, skip.x - 8 - x, 24),
                     17, palette.SHEET_LIT, align="left", bold=True)
    seat = seat_of(step)
    colours = view.colours()
    if seat is not None and 0 <= seat < len(colours):
        draw_marker(surface, (x + 8, rect.y + 42), 8, colours[seat])
        x += 22
    draw_text_in_box(surface, line, pygame.Rect(x, rect.y + 31, rect.right - 8 - x, 38), 16,
                     palette.SHEET_INK, align="left", valign="top", multiline=True, min_size=12)
    pygame.draw.rect(surface, palette.SHEET_LIT, (rect.x + 10, rect.bottom - 5, round((rect.width - 20) * k), 2))
    return skip


def _draw_action_card(surface, rect, obs, aid, turned) -> None:
    """The action card: its back while it turns over, then its number and name."""
    if aid is None:
        pygame.draw.rect(surface, (70, 34, 30), rect, border_radius=6)
        pygame.draw.rect(surface, palette.GOLD, rect.inflate(-6, -6), 1, border_radius=4)
        draw_text_in_box(surface, "將", rect, 24, palette.GOLD)
        return
    t = min(1.0, turned / FLIP)
    width = max(2, round(rect.width * abs(math.cos(math.pi * t))))  # edge-on half way
    face = pygame.Rect(0, 0, width, rect.height)
    face.center = rect.center
    if t < 0.5:
        pygame.draw.rect(surface, (70, 34, 30), face, border_radius=6)
        pygame.draw.rect(surface, palette.GOLD, face, 1, border_radius=6)
        return
    glow = 1.0 - t if turned < FLIP else 0.0
    pygame.draw.rect(surface, palette.PAPER_DIM, face, border_radius=6)
    pygame.draw.rect(surface, palette.GOLD if glow else palette.INK, face, 2, border_radius=6)
    if width < rect.width * 0.6:
        return
    number = obs.action_row.index(aid) + 1 if aid in obs.action_row else None
    if number is not None:
        draw_text_in_box(surface, str(number), pygame.Rect(face.x, face.y + 2, face.width, 24), 22, palette.INK,
                         bold=True)
    draw_text_in_box(surface, _(ACTION_SHORT[aid]), pygame.Rect(face.x + 3, face.y + 26, face.width - 6,
                                                               face.height - 28), 15, palette.INK, multiline=True)


def context_line(obs, aid) -> str:
    """The season and the action being carried out (its place among the season's ten)."""
    if obs.phase in ("draft", "draft_army"):
        return _("Setup")
    season = _(SEASON_NAMES[C.SEASONS[min(obs.season, 3)]])
    if aid is None:
        return _("Year {y} · {season}").format(y=obs.year, season=season)
    if aid in obs.action_row:
        return _("{season} · action {k} of {n}: {action}").format(
            season=season, k=obs.action_row.index(aid) + 1, n=len(C.ACTION_IDS), action=_(ACTION_NAMES[aid]))
    return f"{season} · {_(ACTION_NAMES[aid])}"


def bar_line(obs, aid) -> str:
    """The top bar's words while a playback runs: what is shown, "Summer · action 3 of 10"."""
    if obs.phase in ("draft", "draft_army"):
        return _("Setup")
    season = _(SEASON_NAMES[C.SEASONS[min(obs.season, 3)]])
    if aid in obs.action_row:
        return _("{season} · action {k} of {n}").format(season=season, k=obs.action_row.index(aid) + 1,
                                                       n=len(C.ACTION_IDS))
    return season


def step_line(view, obs, step) -> str:
    """Who does what where, in a sentence (the log's sentence for an effect), for a step of a
    season (winter's steps say it with ``winter_anim.step_line``)."""
    d = step.data
    name, face = view.name, view.face
    if step.kind == "action":
        order = [s for s in obs.turn_order if 0 <= s < view.players]
        if not order:
            return ""
        return _("Each player carries it out in turn: {names}.").format(names=listing(name(s) for s in order))
    if step.kind == "card":
        card = d["card"]
        if card is None:
            return _(NO_CARD).format(name=name(d["seat"]))
        if card.startswith("chest:"):
            return _(PLAYS_CHEST).format(name=name(d["seat"]), card=card_text(card, face))
        return _(PLAYS).format(name=name(d["seat"]), prov=province(card, face))
    if step.kind == "move" and "battle" in d:
        return _(ATTACKS).format(name=name(d["seat"]), prov=province(d["to"], face), armies=_armies(d["armies"]))
    if step.kind == "tower":
        b = d["data"]
        if d["kind"] == "tower_preload":
            return _(PRELOAD)
        if b.get("type") == "revolt":
            return _(REVOLT_DROP).format(prov=province(b["province"], face), name=name(b["defender"]))
        return _(DROP).format(name=name(b["attacker"]), prov=province(b["province"], face),
                              armies=_armies(b["armies"]))
    if step.event is not None:
        lines = event_lines([step.event], name, face)
        return lines[0] if lines else ""
    return ""
