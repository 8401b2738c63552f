"""Samurai Sword's cards, drawn by code: faces, backs, role and character cards, tokens.

Every face carries its name in both languages (the published cards are read by
players of either), red / blue / yellow borders for weapons / properties /
actions, and on weapons the reach (the highest difficulty) and the damage.
Surfaces are cached by (what, size): drawing a hand costs blits. No text is smaller than 12 px:
a card too small for its English name under the kanji (a card flying across the table) leaves it
out, and the tooltip of a hand card names it in both languages.
"""
from __future__ import annotations

import functools
import math

import pygame

from client.i18n import N_, _, current_language, on_language_change
from client.render import palette
from client.render.text import MIN_INK_BOX, MIN_SIZE, draw_text_in_box, layout_in_box

from . import content as C

KIND_RGB = {C.WEAPON: (176, 44, 34), C.PROPERTY: (42, 96, 176), C.ACTION: (214, 168, 38)}
FACE = (241, 232, 212)
BACK = (92, 30, 26)
DAMAGE_RGB = (232, 128, 36)
PIP_RGB = (196, 46, 40)
HONOUR_RGB = (222, 184, 82)
ROLE_RGB = {C.SHOGUN: (196, 150, 48), C.SAMURAI: (200, 110, 50), C.NINJA: (58, 52, 78), C.RONIN: (110, 110, 104)}

#: what each card does, for the tooltip (our own words)
CARD_TEXT = {
    "armor": N_("In front of you: attacks on you are 1 harder."),
    "bushido": N_("Put in front of any other player. Its holder turns up a card each turn: a weapon costs a "
                  "weapon from hand or 1 honour."),
    "fastdraw": N_("In front of you: your weapons deal 1 more damage."),
    "focus": N_("In front of you: one more weapon each turn."),
    "battlecry": N_("Every other player discards a Parry or loses 1 resilience."),
    "breathing": N_("Back to full resilience; another player of your choice draws 1 card."),
    "daimyo": N_("Draw 2 cards. Held at the end: 1 point (not for the Ronin)."),
    "diversion": N_("Take a random card from another player's hand."),
    "geisha": N_("Another player discards a property of your choice or a random card from hand."),
    "jujutsu": N_("Every other player discards a weapon or loses 1 resilience."),
    "parry": N_("Cancels a weapon aimed at you, or answers a Battlecry."),
    "teaceremony": N_("Draw 3 cards; every other player draws 1."),
}
WEAPON_TEXT = N_("Reaches a player up to difficulty {reach}; deals {damage} damage.")
CHARACTER_TEXT = {
    "benkei": N_("Attacks on him are 1 harder."),
    "chiyome": N_("Only weapons hurt her: Battlecry and Jujutsu leave her alone."),
    "goemon": N_("May play one more weapon each turn."),
    "ginchiyo": N_("Weapons deal her 1 damage less (never below 1)."),
    "hanzo": N_("May block with a weapon instead of a Parry, unless it is his last card."),
    "hideyoshi": N_("Draws one more card each turn."),
    "ieyasu": N_("May take his first card from the top of the discard pile."),
    "kojiro": N_("His weapons reach any difficulty."),
    "musashi": N_("His weapons deal 1 more damage."),
    "nobunaga": N_("In his turn may give 1 resilience for 1 card (never his last)."),
    "tomoe": N_("Draws a card each time her weapon does damage."),
    "ushiwaka": N_("Draws a card for each point of weapon damage he takes."),
}


def zh() -> bool:
    return current_language().startswith("zh")


def card_name(cid: str) -> str:
    """A card's name in the language of the screen."""
    card = C.CARD_BY_ID.get(cid)
    if card is None:
        return _("a card")
    return card.zh if zh() else card.en


def character_name(cid: str) -> str:
    ch = C.CHARACTER_BY_ID[cid]
    return ch.zh if zh() else ch.en


def role_name(role: str) -> str:
    names = C.ROLE_NAMES.get(role)
    if names is None:
        return "?"
    return names[0] if zh() else names[1]


def team_name(team: str) -> str:
    names = C.TEAM_NAMES.get(team)
    if names is None:
        return "?"
    return names[0] if zh() else names[1]


def card_text(cid: str) -> str:
    card = C.CARD_BY_ID[cid]
    if card.kind == C.WEAPON:
        return _(WEAPON_TEXT).format(reach=card.difficulty, damage=card.damage)
    return _(CARD_TEXT[cid])


# -- drawing helpers -----------------------------------------------------------------

def _rounded(surface, rect, fill, border, width, radius):
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def draw_arrow_badge(surface, rect, number: int) -> None:
    """Reach: a small arrow with the figure."""
    r = pygame.Rect(rect)
    pygame.draw.rect(surface, palette.INK, r, border_radius=r.height // 3)
    y = r.centery
    x0, x1 = r.x + 4, r.x + r.height + 2
    pygame.draw.line(surface, palette.PAPER, (x0, y), (x1, y), 2)
    head = max(3, r.height // 4)
    pygame.draw.polygon(surface, palette.PAPER, [(x1 + 2, y), (x1 - head, y - head), (x1 - head, y + head)])
    draw_text_in_box(surface, str(number), pygame.Rect(x1 + 2, r.y, r.right - x1 - 4, r.height), r.height,
                     palette.WHITE, bold=True)


def draw_damage_badge(surface, centre, radius: int, number: int) -> None:
    pygame.draw.circle(surface, DAMAGE_RGB, centre, radius)
    pygame.draw.circle(surface, palette.INK, centre, radius, 2)
    box = pygame.Rect(0, 0, radius * 2, radius * 2)
    box.center = centre
    draw_text_in_box(surface, str(number), box, max(MIN_SIZE, int(radius * 1.5)), palette.INK, bold=True)


def draw_blade(surface, rect, colour) -> None:
    """A katana across the card, for weapon faces."""
    r = pygame.Rect(rect)
    a = (r.x + r.width * 0.18, r.bottom - r.height * 0.12)
    b = (r.right - r.width * 0.12, r.y + r.height * 0.14)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    w = max(2.0, r.width * 0.045)
    hilt = 0.26
    hx, hy = a[0] + dx * hilt, a[1] + dy * hilt
    blade = [(hx + nx * w, hy + ny * w), (b[0] + nx * w * 0.2, b[1] + ny * w * 0.2), b,
             (hx - nx * w * 0.6, hy - ny * w * 0.6)]
    pygame.draw.polygon(surface, (206, 212, 220), blade)
    pygame.draw.polygon(surface, palette.INK, blade, 1)
    pygame.draw.line(surface, colour, a, (hx, hy), max(3, int(w * 1.6)))
    g = w * 2.4
    pygame.draw.line(surface, palette.GOLD, (hx + nx * g, hy + ny * g), (hx - nx * g, hy - ny * g), max(2, int(w)))


@functools.lru_cache(maxsize=512)
def card_face(cid: str, w: int, h: int) -> pygame.Surface:
    """The face of one card, ``w``×``h``."""
    card = C.CARD_BY_ID[cid]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    border = KIND_RGB[card.kind]
    _rounded(surf, surf.get_rect(), border, palette.INK, 1, radius)
    inset = max(3, w // 16)
    inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
    _rounded(surf, inner, FACE, border, 0, max(2, radius - 2))
    zh_h = max(MIN_INK_BOX + 4, int(h * 0.17))
    en_h = max(MIN_INK_BOX + 2, int(h * 0.11))
    draw_text_in_box(surf, card.zh, pygame.Rect(inner.x + 2, inner.y + 2, inner.width - 4, zh_h), zh_h,
                     palette.INK, bold=True)
    if zh() or layout_in_box(card.en, inner.width - 4, en_h, en_h).truncated:  # Chinese, or too small: the kanji only
        en_h = 0
    else:
        draw_text_in_box(surf, card.en, pygame.Rect(inner.x + 2, inner.y + 2 + zh_h, inner.width - 4, en_h), en_h,
                         (70, 58, 50))
    badge_h = max(MIN_INK_BOX + 2, int(h * 0.14))
    art = pygame.Rect(inner.x + 4, inner.y + zh_h + en_h + 6, inner.width - 8,
                      inner.height - zh_h - en_h - 10 - (max(int(h * 0.2), badge_h + 4) if card.kind == C.WEAPON else 0))
    if card.kind == C.WEAPON:
        rad = max(MIN_INK_BOX // 2 + 1, int(h * 0.085))
        reach_w = int(badge_h * 2.3)
        side_by_side = reach_w + 2 * rad + 10 <= inner.width
        if side_by_side and art.height > 8:
            draw_blade(surf, art, border)
        draw_arrow_badge(surf, pygame.Rect(inner.x + 3, inner.bottom - badge_h - 4, reach_w, badge_h),
                         card.difficulty)
        # a narrow card: the damage above the reach, where the blade would be
        bottom = inner.bottom - 4 if side_by_side else inner.bottom - badge_h - 6
        draw_damage_badge(surf, (inner.right - rad - 4, bottom - rad), rad, card.damage)
    else:
        rad = min(art.width, art.height) // 2 - 2
        if rad >= 8:  # the seal: the name's first kanji in a ring (a ring alone when too small for it)
            pygame.draw.circle(surf, border, art.center, rad)
            pygame.draw.circle(surf, FACE, art.center, rad - max(2, rad // 7))
        if rad * 1.2 >= MIN_SIZE:
            box = pygame.Rect(0, 0, rad * 2, rad * 2)
            box.center = art.center
            draw_text_in_box(surf, card.zh[0], box.inflate(-rad // 2, -rad // 2), int(rad * 1.2), border, bold=True)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@functools.lru_cache(maxsize=32)
def card_back(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    _rounded(surf, surf.get_rect(), BACK, palette.INK, 1, radius)
    inner = surf.get_rect().inflate(-max(6, w // 8), -max(6, w // 8))
    pygame.draw.rect(surf, palette.GOLD, inner, max(1, w // 40), border_radius=max(2, radius - 2))
    draw_text_in_box(surf, "刀", inner.inflate(-4, -4), max(MIN_SIZE, int(min(inner.width, inner.height) * 0.7)),
                     palette.GOLD, bold=True)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@functools.lru_cache(maxsize=64)
def rotated(kind: str, cid: str, w: int, h: int, angle: float) -> pygame.Surface:
    base = card_face(cid, w, h) if kind == "face" else card_back(w, h)
    return pygame.transform.rotozoom(base, angle, 1.0) if angle else base


@functools.lru_cache(maxsize=64)
def greyed(cid: str, w: int, h: int, angle: float) -> pygame.Surface:
    """A hand card that cannot be played now: its face in grey, darkened (still readable)."""
    img = pygame.transform.grayscale(rotated("face", cid, w, h, angle))
    img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return img


# a face shows its English subtitle in English only: drawn again in the other language
_DRAWN_ONCE = (card_face, rotated, greyed)
on_language_change(lambda: [drawn.cache_clear() for drawn in _DRAWN_ONCE])


def draw_role(surface, rect, role: str, stars: int = 0) -> None:
    """A role card: face up with both names (and a Ninja's stars when known), or face down."""
    r = pygame.Rect(rect)
    if role not in C.ROLE_NAMES:  # face down: the role backs differ from the deck's
        _rounded(surface, r, (46, 42, 66), palette.INK, 2, 6)
        pygame.draw.rect(surface, palette.GOLD, r.inflate(-8, -8), 1, border_radius=4)
        draw_text_in_box(surface, "身分", pygame.Rect(r.x + 4, r.y + 6, r.width - 8, 18), 14, palette.GOLD)
        draw_text_in_box(surface, "?", pygame.Rect(r.x + 4, r.y + 24, r.width - 8, r.height - 30), 34,
                         palette.GOLD, bold=True)
        return
    colour = ROLE_RGB[role]
    _rounded(surface, r, colour, palette.INK, 2, 6)
    ink = palette.WHITE if role in (C.NINJA, C.RONIN) else palette.INK
    zh_name, en_name = C.ROLE_NAMES[role]
    draw_text_in_box(surface, zh_name, pygame.Rect(r.x + 2, r.y + 4, r.width - 4, r.height // 2 - 4), 22, ink,
                     bold=True)
    if not zh():  # a Chinese reader reads the Chinese name alone
        draw_text_in_box(surface, en_name, pygame.Rect(r.x + 2, r.y + r.height // 2, r.width - 4, 18), 14, ink)
    if stars:
        draw_text_in_box(surface, "★" * stars, pygame.Rect(r.x + 2, r.bottom - 20, r.width - 4, 18), 14,
                         HONOUR_RGB)


def draw_pips(surface, rect, filled: int, total: int) -> None:
    """Resilience: filled and empty pips in a row."""
    r = pygame.Rect(rect)
    if total <= 0:
        return
    step = min(r.height + 4, r.width // total)
    rad = max(3, min(r.height // 2, step // 2 - 1))
    x = r.x + (r.width - step * total) // 2 + step // 2
    for k in range(total):
        centre = (x + k * step, r.centery)
        if k < filled:
            pygame.draw.circle(surface, PIP_RGB, centre, rad)
            pygame.draw.circle(surface, (255, 190, 170), (centre[0] - rad // 3, centre[1] - rad // 3), max(1, rad // 3))
        else:
            pygame.draw.circle(surface, (70, 60, 54), centre, rad)
        pygame.draw.circle(surface, palette.INK, centre, rad, 1)


def draw_honour_token(surface, centre, radius: int) -> None:
    pygame.draw.circle(surface, HONOUR_RGB, centre, radius)
    pygame.draw.circle(surface, (130, 96, 30), centre, radius, max(1, radius // 4))
    if radius >= 6:
        pygame.draw.circle(surface, (250, 226, 150), centre, max(1, radius // 3))


def draw_character(surface, rect, cid: str, hp: int) -> None:
    """A character card: both names and resilience as pips."""
    ch = C.CHARACTER_BY_ID[cid]
    r = pygame.Rect(rect)
    _rounded(surface, r, (228, 214, 186), palette.INK, 2, 8)
    pygame.draw.rect(surface, (120, 84, 52), r.inflate(-6, -6), 1, border_radius=6)
    draw_text_in_box(surface, ch.zh, pygame.Rect(r.x + 6, r.y + 4, r.width - 12, int(r.height * 0.36)), 28,
                     palette.INK, bold=True)
    if not zh():
        draw_text_in_box(surface, ch.en, pygame.Rect(r.x + 6, r.y + int(r.height * 0.38), r.width - 12,
                                                     int(r.height * 0.22)), 18, (70, 52, 40))
    draw_pips(surface, pygame.Rect(r.x + 6, r.bottom - int(r.height * 0.3), r.width - 12, int(r.height * 0.22)),
              hp, ch.resilience)
