"""Yedo's player panels: what each seat owns, hidden cards as counts only (the hand: hand_view).

Only the observation is read: another seat's missions are ``?<colour>`` placeholders (their
colours are public, Y-6), its action and bonus cards ``?``; the panels show those as counts and
never name a card the viewer may not see.
"""
from __future__ import annotations

from collections import Counter

import pygame

from client.i18n import N_, _, current_language
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box
from client.widgets.base import draw_panel

from . import counts
from .effects import COLOURS

MISSION_RGB = {"green": (80, 150, 80), "yellow": (214, 180, 60), "red": (190, 60, 50), "black": (30, 28, 26)}
HIDDEN = "?"
ITEM_NAMES = {"geisha": N_("geisha"), "blessing": N_("blessing"), "weapon": N_("a weapon"), "annex": N_("an annex"),
              "coins": N_("coins"), "disciple": N_("a disciple"), "action": N_("an action card")}


def joined(items) -> str:
    """A list the reader's way: "a, b" or 「a、b」."""
    return ("、" if current_language().startswith("zh") else ", ").join(items)


def panel_height(players: int) -> int:
    return min(96, 400 // players)


def card_name(obs, card: str) -> str:
    """A card's name in the reader's language; a hidden card is never named."""
    if card.startswith(HIDDEN):
        return "?"
    lang = current_language()
    d = obs.data
    for table in (d.missions, d.actions, d.bonus, d.events, d.favours, d.weapons, d.annexes):
        if card in table:
            return table[card].name(lang)
    if card == d.blackmail.id:
        return d.blackmail.name(lang)
    return card


def draw_player(surface, rect, obs, seat, colour, name, active) -> None:
    """One seat's compact board."""
    draw_panel(surface, rect, fill=palette.PANEL_HI if active else palette.LACQUER,
               border=palette.GOLD if active else palette.MUTED, radius=8, shadow=False)
    line = max(18, (rect.height - 8) // 3)
    x, y = rect.x + 8, rect.y + 4
    draw_marker(surface, (x + 12, y + line // 2 + 1), 10, colour)
    draw_text_in_box(surface, name, pygame.Rect(x + 28, y, rect.width - 226, line), 18, palette.PAPER,
                     align="left", bold=True, min_size=11)
    right = _("{points} · {coins}").format(points=counts.points(obs.points[seat]), coins=counts.coins(obs.coins[seat]))
    draw_text_in_box(surface, right, pygame.Rect(rect.right - 196, y, 188, line), 17, palette.GOLD,
                     align="right", min_size=10)
    out = len(obs.disciples_out(seat))
    things = _("Disciples {home} home, {out} out, {left} to recruit · geisha {g} · blessing {b}").format(
        home=obs.home[seat], out=out, left=obs.reserve[seat], g=obs.geisha[seat], b=obs.blessing[seat])
    draw_text_in_box(surface, things, pygame.Rect(x, y + line, rect.width - 16, line), 15, palette.PAPER_DIM,
                     align="left", min_size=9)
    cy = y + 2 * line
    # held missions by colour (public), then hidden cards as counts, completed missions, weapons, annexes
    cx = x
    for c, n in obs.mission_colours(seat).items():
        chip = pygame.Rect(cx, cy + 2, 22, line - 4)
        pygame.draw.rect(surface, MISSION_RGB[c], chip, border_radius=4)
        pygame.draw.rect(surface, palette.PAPER_DIM, chip, 1, border_radius=4)
        draw_text_in_box(surface, str(n), chip, 14, palette.WHITE, bold=True, min_size=9)
        cx += 25
    lang = current_language()
    weapons = joined(obs.data.weapons[w].name(lang) for w in obs.weapons[seat]) or "–"
    annexes = joined(obs.data.annexes[a].name(lang) for a in obs.annexes[seat])
    rest = _("cards {a} · bonus {b} · done {m} · weapons: {w}").format(
        a=len(obs.hands[seat]), b=len(obs.bonus[seat]), m=len(obs.completed[seat]), w=weapons)
    if annexes:
        rest += ("・" if lang.startswith("zh") else " · ") + annexes
    draw_text_in_box(surface, rest, pygame.Rect(cx + 4, cy, rect.right - cx - 12, line), 15, palette.PAPER_DIM,
                     align="left", min_size=9)


def mission_ticks(obs, seat, mission) -> list[tuple[str, bool]]:
    """A mission's requirements, each with whether ``seat`` meets it now: its districts (a disciple
    there) and its items (owned)."""
    from . import board as B

    m = obs.data.missions[mission]
    lang = current_language()
    at = Counter(B.SPACE[s].district for s, o in obs.placed.items() if o == seat and s in B.SPACE)
    out, asked = [], Counter()
    for district in m.districts:  # a district named twice needs two disciples there
        asked[district] += 1
        en, zh = B.DISTRICT_NAMES.get(district, (district, district))
        out.append((zh if lang.startswith("zh") else en, at[district] >= asked[district]))
    for item in m.items:
        asked[item] += 1
        kind, _sep, sub = item.partition(":")
        label = card_name(obs, sub) if sub else _(ITEM_NAMES.get(kind, kind))
        out.append((label, obs.count_item(seat, item) >= asked[item]))
    return out


def needed_districts(obs, mission: str | None) -> tuple[str, ...]:
    """The districts a mission needs a disciple in (none for a hidden or no mission)."""
    if mission is None or mission.startswith(HIDDEN) or mission not in obs.data.missions:
        return ()
    return obs.data.missions[mission].districts


__all__ = ["COLOURS", "draw_player", "panel_height", "card_name", "needed_districts"]
