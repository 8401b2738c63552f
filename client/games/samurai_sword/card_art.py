"""Samurai Sword's cards on one template (ART.md "Cards"): a frame in the card's kind colour (weapons
vermilion, properties indigo, actions ochre), the name on a paper banner in the player's language
only, the picture (an SVG under assets/art/samurai_sword, drawn by client/render/art.py) in a window
of about 55 % of the card's height, and an icon row: a weapon's reach and damage, what a property or
an action changes, a character's resilience. The zoomed card (hover, the gallery) adds the rules text
in full below the icons. Faces are cached per size and language: drawing a hand costs blits. No text
is smaller than 12 px: a card too small for its name (one flying across the table) shows its
picture alone, and its tooltip names it.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from client.i18n import N_, _, current_language
from client.render import art as pictures
from client.render import palette
from client.render.text import MIN_INK_BOX, MIN_SIZE, draw_text_in_box, line_height, text_size

from . import content as C

GAME = "samurai_sword"
PICTURE_ASPECT = 1.2  # every picture is 120×100 (tools/art_samurai_sword.py)
KIND_RGB = {C.WEAPON: palette.SHU, C.PROPERTY: palette.AI, C.ACTION: palette.KUCHIBA}
CHARACTER_RGB = palette.SUMI
PIP_RGB = palette.SHU_BRIGHT  # a heart: vermilion as the seals, bright enough to stand apart from the red seat
HONOUR_RGB = palette.KIN
ROLE_RGB = {C.SHOGUN: palette.KIN, C.SAMURAI: palette.SHU, C.NINJA: palette.AI, C.RONIN: palette.MATSUBA}
DIM = (132, 128, 122)  # an unplayable card: its own colours, darker (multiplied), never flat grey

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
ROLE_TEXT = {
    C.SHOGUN: N_("Shown from the start and plays first. Wins together with the Samurai."),
    C.SAMURAI: N_("Hidden. Serves the Shogun: they win or lose together."),
    C.NINJA: N_("Hidden. Works with the other Ninja against the Shogun's camp."),
    C.RONIN: N_("Hidden. Alone against everyone; his honour counts for more at the end."),
}
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


#: the icon row of a property or an action: (icon, figure); "/" stands between two answers
EFFECT_ICONS = {
    "armor": (("reach", "+1"),),
    "bushido": (("weapon", ""), ("/", ""), ("honour", "−1")),
    "fastdraw": (("damage", "+1"),),
    "focus": (("weapon", "+1"),),
    "battlecry": (("block", ""), ("/", ""), ("resilience", "−1")),
    "breathing": (("heal", ""),),
    "daimyo": (("cards", "+2"), ("honour", "+1")),
    "diversion": (("cards", "+1"),),
    "geisha": (("cards", "−1"),),
    "jujutsu": (("weapon", ""), ("/", ""), ("resilience", "−1")),
    "parry": (("block", ""),),
    "teaceremony": (("cards", "+3"),),
}
ICON_MIN = 16  # no glyph of the icon row smaller (ART.md): a card too small for it shows none
SMALL_CARD = 90  # narrower than this, a card shows its picture and name only (one flying across)


def card_icons(cid: str) -> tuple[tuple[str, str], ...]:
    card = C.CARD_BY_ID[cid]
    if card.kind == C.WEAPON:
        return (("reach", str(card.difficulty)), ("damage", str(card.damage)))
    return EFFECT_ICONS[cid]


def clear_caches() -> None:
    """Forget every drawn card (tests that break a picture file use it, with art.clear_cache)."""
    for cached in (_face, _zoom, _back, _turned, _role_face, _character_small, _band):
        cached.cache_clear()


# -- the template ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Parts:
    """Where the template puts things on a card of one size (origin: the card's top-left)."""
    radius: int
    inner: pygame.Rect
    banner: pygame.Rect | None
    window: pygame.Rect
    icons: pygame.Rect | None
    text: pygame.Rect | None
    bold: bool = True  # the name's weight: regular where bold is too wide for the banner


def parts(w: int, h: int, name: str, *, text: bool = False, icons: bool = True) -> Parts:
    """The template at ``w``×``h``: a name banner (when the name fits at 13 px: bold, or regular as
    "Samurai" on a seat's role card), the picture window (about 55 % of the height), the icon row
    (when its glyphs reach 16 px) and, zoomed, the text."""
    border = max(4, round(w * 0.045))
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)
    banner_h = max(MIN_INK_BOX + 4, round(h * (0.085 if text else 0.16)))
    if w < SMALL_CARD:
        banner_h = MIN_INK_BOX + 2
    banner = pygame.Rect(inner.x, inner.y, inner.width, banner_h)
    bold = text_size(name, MIN_SIZE, True)[0] <= banner.width - 4  # the banner holds one line
    if not bold and text_size(name, MIN_SIZE)[0] > banner.width - 4:
        banner = None  # too small a card for its name: the picture says it, the tooltip names it
    top = banner.bottom + 1 if banner else inner.y
    win_w = inner.width - 2
    win_h = round(win_w / PICTURE_ASPECT)
    row_h = max(ICON_MIN + 6, round(h * (0.075 if text else 0.17)))
    show_icons = icons and w >= SMALL_CARD
    room = inner.bottom - top - (row_h if show_icons else 0) - 1
    if not text:
        win_h = min(win_h, room, round(h * 0.56))
    if not show_icons and not text:  # no icon row (a small card): the picture in the middle of the room
        top += max(0, (inner.bottom - top - win_h) // 2)
    window = pygame.Rect(inner.x + 1, top, win_w, win_h)
    if show_icons and not text:  # the row takes what the picture leaves
        row_h = max(row_h, inner.bottom - window.bottom - 3)
    row = pygame.Rect(inner.x, window.bottom + 1, inner.width, row_h) if show_icons else None
    body = None
    if text:
        below = (row.bottom if row else window.bottom) + 2
        body = pygame.Rect(inner.x + 8, below, inner.width - 16, inner.bottom - below - 6)
    return Parts(max(4, w // 12), inner, banner, window, row, body, bold)


def _card(w: int, h: int, frame_rgb, picture: str, name: str, row=None, text: str | None = None
          ) -> tuple[pygame.Surface, list[str]]:
    """One card on the template; ``row`` draws its icon row, ``row(surface, rect)``. Returns the
    card and the texts that did not fit whole (none should)."""
    p = parts(w, h, name, text=text is not None, icons=row is not None)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = surf.get_rect()
    pygame.draw.rect(surf, frame_rgb, body, border_radius=p.radius)
    pygame.draw.rect(surf, palette.WASHI, p.inner, border_radius=max(2, p.radius - 3))
    pygame.draw.rect(surf, palette.SUMI, body, 2, border_radius=p.radius)
    cut: list[str] = []
    if p.banner:
        said = draw_text_in_box(surf, name, p.banner.inflate(-4, 0), p.banner.height - 4, palette.SUMI, bold=p.bold)
        cut += [name] if said.truncated else []
    pygame.draw.rect(surf, palette.KINARI, p.window)
    surf.blit(pictures.picture(GAME, picture, p.window.size), p.window)
    if p.icons:
        row(surf, p.icons)
    if p.text is not None and text:
        said = draw_text_in_box(surf, text, p.text, 20, palette.SUMI, multiline=True, min_size=13)
        cut += [text] if said.truncated else []
    return (surf.convert_alpha() if pygame.display.get_surface() else surf), cut


def icon_row(icons):
    """An icon row of (icon, figure) pairs, for ``_card``."""
    return lambda surf, rect: _icon_row(surf, rect, icons)


def pip_row(filled: int, total: int):
    return lambda surf, rect: draw_resilience(surf, rect.inflate(-8, -6), filled, total)


def _icon_row(surf, row: pygame.Rect, icons) -> None:
    """The icons centred in ``row``, each with its figure, at the largest size that fits."""
    size = min(row.height - 6, round(row.width * 0.24))
    while True:
        figure_size = max(MIN_SIZE, round(size * 0.9))
        gap = max(3, size // 5)
        widths = []
        for icon, figure in icons:
            if icon == "/":
                widths.append(max(8, size // 2))
                continue
            fig_w = text_size(figure, figure_size, True)[0] if figure else 0
            widths.append(size + (fig_w + 2 if figure else 0))
        total = sum(widths) + gap * (len(widths) - 1)
        if total <= row.width - 6 or size <= ICON_MIN:
            break
        size -= 1
    x = row.centerx - total // 2
    for (icon, figure), width in zip(icons, widths):
        if icon == "/":
            pygame.draw.line(surf, palette.SUMI, (x + width - 2, row.centery - size // 3),
                             (x + 2, row.centery + size // 3), 2)
        else:
            glyph = pictures.picture(GAME, f"icon_{icon}", (size, size))
            surf.blit(glyph, (x, row.centery - size // 2))
            if figure:
                draw_text_in_box(surf, figure, pygame.Rect(x + size + 2, row.y, width - size - 2, row.height),
                                 figure_size, palette.SUMI, bold=True, align="left")
        x += width + gap


# -- play cards ------------------------------------------------------------------------------------------------

def _draw_face(cid: str, w: int, h: int) -> pygame.Surface:
    card = C.CARD_BY_ID[cid]
    return _card(w, h, KIND_RGB[card.kind], cid, card_name(cid), icon_row(card_icons(cid)))[0]


@functools.lru_cache(maxsize=256)
def _face(cid: str, w: int, h: int, language: str) -> pygame.Surface:
    return _draw_face(cid, w, h)


def card_face(cid: str, w: int, h: int) -> pygame.Surface:
    """The face of one card, ``w``×``h``, in the language of the screen (cached)."""
    return _face(cid, w, h, current_language())


ZOOM_W = 240
ZOOM_H = 420


def zoom_problems(cid: str) -> list[str]:
    """Texts of ``cid``'s zoomed card that did not fit whole (empty: all fit)."""
    return _zoom_card(cid, None)[1]


def zoom_text(cid: str) -> str:
    """The rules text a play card, character or role carries when held up to read."""
    if cid in C.CHARACTER_BY_ID:
        return _(CHARACTER_TEXT[cid])
    if cid in C.ROLE_NAMES:
        return _(ROLE_TEXT[cid])
    return card_text(cid)


def _zoom_card(cid: str, hp: int | None) -> tuple[pygame.Surface, list[str]]:
    if cid in C.CHARACTER_BY_ID:
        ch = C.CHARACTER_BY_ID[cid]
        return _card(ZOOM_W, ZOOM_H, CHARACTER_RGB, cid, character_name(cid),
                     pip_row(ch.resilience if hp is None else hp, ch.resilience), zoom_text(cid))
    if cid in C.ROLE_NAMES:
        return _card(ZOOM_W, ZOOM_H, ROLE_RGB[cid], cid, role_name(cid), text=zoom_text(cid))
    card = C.CARD_BY_ID[cid]
    return _card(ZOOM_W, ZOOM_H, KIND_RGB[card.kind], cid, card_name(cid), icon_row(card_icons(cid)), zoom_text(cid))


@functools.lru_cache(maxsize=64)
def _zoom(cid: str, hp: int | None, language: str) -> pygame.Surface:
    return _zoom_card(cid, hp)[0]


def card_zoom(cid: str, hp: int | None = None) -> pygame.Surface:
    """The card held up to read: a play card, a character (its resilience ``hp``, full when None)
    or a role, its rules text in full."""
    return _zoom(cid, hp, current_language())


@functools.lru_cache(maxsize=32)
def _back(w: int, h: int) -> pygame.Surface:
    return pictures.picture("common", "card_back", (w, h))


def card_back(w: int, h: int) -> pygame.Surface:
    """The deck's back (assets/art/common/card_back.svg)."""
    return _back(w, h)


TURN_MARGIN = 2  # transparent pixels round a card that is turned: its edges blend instead of stepping


@functools.lru_cache(maxsize=128)
def _turned(kind: str, cid: str, w: int, h: int, angle: float, dimmed: bool, language: str) -> pygame.Surface:
    if angle:  # turned at twice the size and scaled down: smooth edges (the big one is not kept)
        big = _draw_face(cid, 2 * w, 2 * h) if kind == "face" else card_back(2 * w, 2 * h)
        m = 2 * TURN_MARGIN
        framed = pygame.Surface((2 * w + 2 * m, 2 * h + 2 * m), pygame.SRCALPHA)
        framed.blit(big, (m, m))
        img = pygame.transform.smoothscale_by(pygame.transform.rotozoom(framed, angle, 1.0), 0.5)
    else:
        img = (card_face(cid, w, h) if kind == "face" else card_back(w, h)).copy()
    if dimmed:
        img.fill(DIM, special_flags=pygame.BLEND_RGB_MULT)
    return img.convert_alpha() if pygame.display.get_surface() else img


def rotated(kind: str, cid: str, w: int, h: int, angle: float) -> pygame.Surface:
    """A hand card (``kind`` "face" or "back") turned by ``angle`` degrees, with smooth edges."""
    return _turned(kind, cid, w, h, angle, False, current_language())


def greyed(cid: str, w: int, h: int, angle: float) -> pygame.Surface:
    """A hand card that cannot be played now: its own face and picture, dimmed (still readable)."""
    return _turned("face", cid, w, h, angle, True, current_language())


# -- roles, characters, tokens ------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=32)
def _role_face(role: str, w: int, h: int, stars: int, language: str) -> pygame.Surface:
    def star_row(surf, rect):  # a Ninja's stars, once its role is known
        draw_text_in_box(surf, "★" * stars, rect, rect.height, palette.KUCHIBA, bold=True)

    return _card(w, h, ROLE_RGB[role], role, role_name(role), star_row if stars else None)[0]




def draw_role(surface, rect, role: str, stars: int = 0) -> None:
    """A role card: face up with its name and picture (and a Ninja's stars when known), or face down."""
    r = pygame.Rect(rect)
    if role not in C.ROLE_NAMES:  # face down: the role backs differ from the deck's
        radius = max(4, r.width // 10)
        pygame.draw.rect(surface, palette.SUMI, r, border_radius=radius)
        pygame.draw.rect(surface, palette.KIN, r.inflate(-8, -8), 2, border_radius=max(2, radius - 3))
        draw_text_in_box(surface, "?", r.inflate(-12, -12), 34, palette.KIN, bold=True)
        return
    surface.blit(_role_face(role, r.width, r.height, stars, current_language()), r)


def draw_honour_token(surface, centre, radius: int) -> None:
    """One honour token in flight or on a card: a gold koban (an upright oval coin) ``2 * radius`` tall."""
    img = _koban(max(8, round(radius * 1.5)), 2 * radius)
    surface.blit(img, img.get_rect(center=centre))


@functools.lru_cache(maxsize=16)
def _koban(w: int, h: int) -> pygame.Surface:
    """A gold koban: an upright oval of flat gold with an ink rim, its hammered stripes across it (the
    honour icon on the cards is the same coin)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = surf.get_rect()
    pygame.draw.ellipse(surf, HONOUR_RGB, body)
    for k in (-1, 0, 1):  # the stripes a koban is struck with
        y = body.centery + k * h // 6
        pygame.draw.line(surf, palette.KUCHIBA, (body.x + w // 4, y), (body.right - w // 4 - 1, y), 1)
    pygame.draw.ellipse(surf, palette.SUMI, body, max(1, w // 9))
    return surf


def draw_resilience(surface, rect, filled: int, total: int) -> None:
    """Resilience as a row of woodblock hearts across ``rect``: vermilion in a bold ink outline for each
    point left, an ink outline on the paper for each point lost."""
    r = pygame.Rect(rect)
    if total <= 0:
        return
    d = min(r.height, r.width // total - 2)
    step = min(d + 4, r.width // total)
    x = r.x + (r.width - step * (total - 1) - d) // 2
    for k in range(total):
        surface.blit(resilience_token(d, k < filled), (x + k * step, r.centery - d // 2))




def heart_outline(d: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """A heart's outline (the classic curve) fitted in a square ``d`` across, ``inset`` pixels in from its sides."""
    k = (d - 2 * inset) / 34
    pts = []
    for i in range(72):
        t = 2 * math.pi * i / 72
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((d / 2 + x * k, d * 0.43 - y * k))
    return pts


@functools.lru_cache(maxsize=32)  # a few sizes: the mats' scales, the zoomed card
def resilience_token(d: int, kept: bool) -> pygame.Surface:
    """One heart ``d`` across, printed flat as the woodblock cards are: vermilion in a bold even ink
    outline, or (lost) the ink outline on paper. Painted four times larger and scaled down: smooth edges."""
    big = 4 * d
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    width = 4 * max(2, round(d / 8))
    pts = heart_outline(big, width / 2)
    pygame.draw.polygon(surf, PIP_RGB if kept else palette.WASHI, pts)
    pygame.draw.lines(surf, palette.SUMI, True, pts, width)
    for p in pts:  # round joins: the stroke stays one width round the lobes and the point
        pygame.draw.circle(surf, palette.SUMI, p, width / 2)
    return pygame.transform.smoothscale(surf, (d, d))


@functools.lru_cache(maxsize=64)
def _band(name: str, w: int, h: int, top: float) -> pygame.Surface:
    """The part of a picture ``w`` wide between ``top`` (of its height) and ``h`` pixels lower."""
    full = pictures.picture(GAME, name, (w, round(w / PICTURE_ASPECT)))
    y = min(round(full.get_height() * top), max(0, full.get_height() - h))
    return full.subsurface(pygame.Rect(0, y, w, min(h, full.get_height() - y))).copy()


NAME_SIZE = 16  # a seat's character name at the least: 13.7 px on a 1366×768 screen
CHARACTER_BAND = 0.03  # a character's picture from just above the head: the head and weapon uncut


def character_layout(w: int, h: int) -> tuple[pygame.Rect, pygame.Rect, int]:
    """A seat's character card ``w``×``h``: (the portrait's window, the name strip below it, the name's
    text size). The name lies on its own strip under the bust, never over the head."""
    inner = pygame.Rect(0, 0, w, h).inflate(-6, -6)
    size = max(NAME_SIZE, round(h * 0.2))  # read from across the table, 13 px on a 1366 laptop's screen
    strip_h = max(round(h * 0.24), line_height(size, True))
    strip = pygame.Rect(inner.x, inner.bottom - strip_h, inner.width, strip_h)
    window = pygame.Rect(inner.x, inner.y, inner.width, strip.y - 2 - inner.y)
    return window, strip, size


@functools.lru_cache(maxsize=96)
def _character_small(cid: str, w: int, h: int, language: str) -> pygame.Surface:
    """A seat's character card: the bust (its head and weapon) and the name on a paper strip below it;
    its resilience lies beside it on the mat as hearts (draw_resilience)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = surf.get_rect()
    radius = max(4, w // 14)
    pygame.draw.rect(surf, CHARACTER_RGB, body, border_radius=radius)
    window, strip, size = character_layout(w, h)
    surf.blit(_band(cid, window.width, window.height, CHARACTER_BAND), window)
    pygame.draw.rect(surf, palette.WASHI, strip, border_radius=max(2, radius - 3))
    draw_text_in_box(surf, character_name(cid), strip.inflate(-4, 0), size, palette.SUMI, bold=True)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def draw_character(surface, rect, cid: str) -> None:
    """A seat's character card: the name in the player's language and the bust."""
    r = pygame.Rect(rect)
    surface.blit(_character_small(cid, r.width, r.height, current_language()), r)


# -- the gallery's cards --------------------------------------------------------------------------------------

def gallery_faces():
    """(name, face) of every card as the gallery prints it: the play cards, characters and roles held
    up to read (their text in full) and the back, in the current language."""
    for cid in C.CARD_IDS:
        yield cid, card_zoom(cid)
    for ch in C.CHARACTERS:
        yield ch.id, card_zoom(ch.id)
    for role in C.ROLES:
        yield role, card_zoom(role)
    yield "back", card_back(ZOOM_W, round(ZOOM_W * 1.4))


@functools.lru_cache(maxsize=32)
def mini_card(cid: str, h: int) -> pygame.Surface:
    """A card lying in front of a seat, ``h`` tall: its picture in a frame of its kind's colour (no
    words: the seat's row names it beside it when there is room, the hover holds it up to read).
    Bushido, which passes round the table, is framed in vermilion with a gold thread."""
    w = round((h - 4) * PICTURE_ASPECT) + 4
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = surf.get_rect()
    bushido = cid == "bushido"
    pygame.draw.rect(surf, palette.SHU if bushido else KIND_RGB[C.CARD_BY_ID[cid].kind], body, border_radius=3)
    window = body.inflate(-4, -4)
    pygame.draw.rect(surf, palette.KINARI, window)
    surf.blit(pictures.picture(GAME, cid, window.size), window)
    if bushido:
        pygame.draw.rect(surf, palette.KIN, window.inflate(2, 2), 1)
    pygame.draw.rect(surf, palette.SUMI, body, 1, border_radius=3)
    return surf.convert_alpha() if pygame.display.get_surface() else surf
