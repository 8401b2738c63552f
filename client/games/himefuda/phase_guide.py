"""姬札大戰's turn on paper beside the field: the phase track (the four phases, each with its sign,
the one being played sealed in vermilion) and, under it, the phase being played: its sign and
name, and what a player may do in it in a few lines, so that the strip never stands empty."""
from __future__ import annotations

import math

import pygame

from client.i18n import N_, _
from client.render import palette
from client.render.text import draw_text_in_box, wrapped_height
from client.widgets.base import draw_sheet

from .card_art import draw_stat_icon
from .vocabulary import ATTACK_PHASE, MOVE_PHASE, PHASES, RETREAT_PHASE, SORTIE_PHASE

TRACK_NAMES = dict(zip(PHASES, (N_("Sortie"), N_("Move"), N_("Attack"), N_("Retreat"))))  # the phase track's words
PHASE_NAMES = dict(zip(PHASES, (N_("Sortie phase"), N_("Move phase"), N_("Attack phase"), N_("Retreat phase"))))
GUIDES = {
    SORTIE_PHASE: N_("Send one general out of the castle with troops (1 provision), or put one in the castle as "
                     "its guard."),
    MOVE_PHASE: N_("One action: move a unit one zone, or pass troops to a unit beside it. A unit that moves "
                   "fights at melee -1 and cannot shoot, besiege or retreat this turn."),
    ATTACK_PHASE: N_("Each unit may attack once: melee beside it, shoot two zones ahead or one diagonally, or "
                     "strike the castle from the enemy camp."),
    RETREAT_PHASE: N_("One unit in its own camp that did nothing this turn may go back into the castle."),
}
TRACK_H = 44  # the phase track's height
GUIDE_ICON = 26  # the phase's sign beside its name, over its explanation
GUIDE_SIZE = 15  # the explanation's words
GUIDE_LARGE = 19  # ... where the sheet has the room (no roll lies under it)


def draw_phase_icon(surface, phase: str, rect: pygame.Rect, colour) -> None:
    """Each phase's sign in one ink: a banner going out (sortie), a stride's arrow (move), sword and
    bow (attack), the castle's gate (retreat)."""
    r = pygame.Rect(rect)
    lw = max(2, r.height // 10)
    if phase == SORTIE_PHASE:  # a banner on its pole, flying forward
        x = r.x + r.width * 0.3
        pygame.draw.line(surface, colour, (x, r.y), (x, r.bottom - 1), lw)
        pygame.draw.polygon(surface, colour, [(x, r.y + 1), (r.right - 1, r.y + r.height * 0.22),
                                              (x, r.y + r.height * 0.5)])
    elif phase == MOVE_PHASE:  # a broad arrow, one zone ahead
        cy, h = r.centery, r.height
        pygame.draw.polygon(surface, colour, [(r.x, cy - h * 0.16), (r.x + r.width * 0.55, cy - h * 0.16),
                                              (r.x + r.width * 0.55, cy - h * 0.4), (r.right - 1, cy),
                                              (r.x + r.width * 0.55, cy + h * 0.4),
                                              (r.x + r.width * 0.55, cy + h * 0.16), (r.x, cy + h * 0.16)])
    elif phase == ATTACK_PHASE:  # the sword and the bow side by side
        half = pygame.Rect(r.x, r.y, r.width // 2, r.height)
        draw_stat_icon(surface, 0, half.inflate(-2, 0), colour)
        draw_stat_icon(surface, 1, half.move(r.width // 2, 0).inflate(-2, 0), colour)
    else:  # the castle's gate: a roof over a wall with its arched door
        roof = [(r.x, r.y + r.height * 0.42), (r.centerx, r.y + 1), (r.right - 1, r.y + r.height * 0.42)]
        pygame.draw.polygon(surface, colour, roof)
        wall = pygame.Rect(r.x + r.width * 0.15, r.y + r.height * 0.42, r.width * 0.7, r.height * 0.58)
        pygame.draw.rect(surface, colour, wall, lw)
        door = pygame.Rect(0, 0, wall.width * 0.4, wall.height * 0.7)
        door.midbottom = wall.midbottom
        pygame.draw.rect(surface, colour, door)
        pygame.draw.arc(surface, colour, door.inflate(0, door.height // 2).move(0, -door.height // 4), 0, math.pi, lw)


def draw_phase_track(surface, rect: pygame.Rect, obs, paper: bool = True) -> int:
    """The turn's four phases on a paper strip, each with its sign, the one being played sealed in
    vermilion (none once the game is over): where the turn stands at a glance (``paper``: on its own
    sheet; without, on a sheet already laid). Returns the bottom."""
    if paper:
        draw_sheet(surface, rect)
    w = rect.width // len(PHASES)
    for i, phase in enumerate(PHASES):
        chip = pygame.Rect(rect.x + i * w, rect.y, w if i < len(PHASES) - 1 else rect.right - rect.x - i * w,
                           rect.height)
        now = phase == obs.phase and not obs.is_over()
        if now:
            pygame.draw.rect(surface, palette.SHEET_LIT, chip.inflate(-4, -6), border_radius=5)
        elif i:
            pygame.draw.line(surface, palette.SHEET_EDGE, (chip.x, chip.y + 8), (chip.x, chip.bottom - 8))
        ink = palette.WASHI if now else palette.SHEET_DIM
        icon = pygame.Rect(chip.x + 7, chip.centery - 9, 18, 18)
        draw_phase_icon(surface, phase, icon, ink)
        draw_text_in_box(surface, _(TRACK_NAMES[phase]), pygame.Rect(icon.right + 3, chip.y + 2,
                                                                     chip.right - icon.right - 8, chip.height - 4),
                         17, ink, bold=now, min_size=13)
    return rect.bottom


def guide_height(obs, width: int, heading: bool = True, size: int = GUIDE_SIZE) -> int:
    """The phase guide's height at ``width`` (``heading``: with the phase's sign and name over its
    explanation; ``size``: its words'), or 0 when there is nothing to explain (the game is over)."""
    if obs.is_over() or obs.phase not in GUIDES:
        return 0
    text = wrapped_height(_(GUIDES[obs.phase]), width - 24, size)
    return (6 + GUIDE_ICON + 4 if heading else 8) + text + 9


def draw_phase_guide(surface, rect: pygame.Rect, obs, paper: bool = True, heading: bool = True,
                     size: int = GUIDE_SIZE) -> None:
    """The phase being played on a slip (``paper``; without, on a sheet already laid): its sign
    large, its name (``heading``; without, the phase track above names it), and what a player may
    do in it (in words of ``size``; the larger in ink, not grey)."""
    if paper:
        draw_sheet(surface, rect)
    top = rect.y + 8
    if heading:
        icon = pygame.Rect(rect.x + 12, rect.y + 6, GUIDE_ICON, GUIDE_ICON)
        draw_phase_icon(surface, obs.phase, icon, palette.SHEET_LIT)
        draw_text_in_box(surface, _(PHASE_NAMES[obs.phase]), pygame.Rect(icon.right + 8, icon.y, rect.right - 12
                                                                         - icon.right - 8, GUIDE_ICON), 17,
                         palette.SHEET_INK, bold=True, align="left")
        top = icon.bottom + 4
    words = pygame.Rect(rect.x + 12, top, rect.width - 24, rect.bottom - 9 - top)
    ink = palette.SHEET_INK if size > GUIDE_SIZE else palette.SHEET_DIM
    draw_text_in_box(surface, _(GUIDES[obs.phase]), words, size, ink, multiline=True,
                     align="left", valign="top", min_size=13)
