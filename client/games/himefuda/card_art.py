"""姬札大戰's cards on the one template (ART.md "Cards"), from the card schema and the pictures.

The face, top down: the faction's colour on the header only (number, the 軍旗 banner mark, the
cost in gold); the picture window, about 55 % of the card (the general's opera mask or the
tactic's scene, assets/art/himefuda/<id>.svg), with a general's skill icons down its left edge,
the war result (戰果) as a vermilion seal and, in English, the kanji the field's units are named
by in a cartouche; the name banner in the screen's language; and an icon row: a general's
melee, shooting and stratagem as signs with attack and defence chips (never "4/2"), a
tactic's kind. The zoomed card (``draw_zoom``: the card pointed at or clicked to hold) shows
the face large, the ougi's range and the whole text, never cut. Faces are cached by (card,
width, language) and their pictures by size: a hand costs blits.

Every text goes through ``_Face.text``, which keeps what did not fit: ``face_problems``
lets the tests hold every card of the data to its boxes in both languages.
"""
from __future__ import annotations

import functools
import math

import pygame

from client.i18n import N_, _, current_language
from client.render import palette
from client.render import text as text_module
from client.render.art import picture
from client.render.text import (MIN_INK_BOX, MIN_SIZE, draw_text_in_box, fits, line_height, text_size,
                                wrapped_height)

from .cards import TACTIC_KINDS, Card, General, pool
from .vocabulary import FACTION_ZH, SKILL_ZH, SKILLS

GAME = "himefuda"  # the pictures: assets/art/himefuda/<card id>.svg
RATIO = 1.4  # height / width of a card
# the faction's colour, on the card's header only (ART.md): the pigments of the pictures' grounds
FACTION_RGB = {"wei": palette.AI, "shu": palette.MATSUBA, "wu": palette.SHU, "qun": palette.KUCHIBA}
FACE = palette.KINARI
SKILL_RGB = {
    "instant_retreat": (70, 120, 190), "peerless": (190, 60, 50), "reinforcements": (60, 140, 80),
    "pursuit": (200, 110, 40), "raid": (210, 170, 30), "assault": (150, 40, 40), "surprise": (110, 70, 160),
    "cavalry": (140, 90, 50), "palisade": (110, 90, 70), "logistics": (160, 130, 60), "conscription": (50, 110, 120),
}
SKILL_NAMES = {
    "instant_retreat": N_("Instant Retreat"), "peerless": N_("Peerless"), "reinforcements": N_("Reinforcements"),
    "pursuit": N_("Pursuit"), "raid": N_("Raid"), "assault": N_("Assault"), "surprise": N_("Surprise"),
    "cavalry": N_("Cavalry"), "palisade": N_("Palisade"), "logistics": N_("Logistics"),
    "conscription": N_("Conscription"),
}
SKILL_TEXT = {
    "instant_retreat": N_("May retreat to the castle from anywhere, as its move."),
    "peerless": N_("Deals 1 thousand more; survives at exactly 0 troops."),
    "reinforcements": N_("The castle takes 1 thousand of its melee casualties."),
    "pursuit": N_("May step into the zone a defender stepped back from."),
    "raid": N_("No melee penalty after moving."),
    "assault": N_("Melee also diagonally."),
    "surprise": N_("A melee from the side: the defender −1 defence."),
    "cavalry": N_("Moves and steps back diagonally too."),
    "palisade": N_("No melee across its front, either way."),
    "logistics": N_("+2 provisions on retreating to the castle."),
    "conscription": N_("+1 thousand troops on retreating to the castle."),
}
KIND_NAMES = dict(zip(TACTIC_KINDS, (N_("Equipment"), N_("Stratagem"), N_("Strategy"), N_("Formation"),
                                     N_("Facility"))))
#: each tactic kind's band under the picture, in its own pigment: Stratagem (計略) and Strategy (戰略)
#: lie side by side in a hand and must never read as one kind
KIND_RGB = dict(zip(TACTIC_KINDS, (palette.SUMI, palette.MURASAKI, (108, 74, 38), (34, 104, 106), (86, 90, 96))))
FACTION_NAMES = {"wei": N_("Wei"), "shu": N_("Shu"), "wu": N_("Wu"), "qun": N_("Qun")}


def zh() -> bool:
    return current_language().startswith("zh")


def suit_tag(card) -> str:
    """A card's faction and number in its header: 魏11 in Chinese, Wei 11 in English."""
    return f"{_(FACTION_NAMES[card.faction])}{'' if zh() else ' '}{card.number}"


def card_name(card_id: str) -> str:
    """A card's name in the screen's language (the kanji in Chinese)."""
    card = pool().cards.get(card_id)
    if card is None:
        return _("a card")
    return card.name_zh if zh() else card.name_en


def skill_name(skill: str) -> str:
    return SKILL_ZH[skill] if zh() else _(SKILL_NAMES[skill])


def cost_text(half_points: int) -> str:
    """A cost in points (the data counts halves): 3, 1.5."""
    return f"{half_points // 2}" if half_points % 2 == 0 else f"{half_points / 2:g}"


def ability_text(ab) -> tuple[str, str]:
    return (ab.name_zh, ab.text_zh) if zh() else (ab.name_en, ab.text_en)


def card_lines(card: Card) -> list[str]:
    """The card's full text, for its zoomed view: abilities in words (naming the face's signs and
    chips), skills with their meaning, the special skill and the ougi, a tactic's effect, and the
    war result."""
    out = []
    if isinstance(card, General):  # the face shows the abilities by sign: name them here
        out.append(_("Melee (sword): attack {a} (red), defence {d} (blue)").format(a=card.melee[0], d=card.melee[1]))
        out.append(_("Shooting (bow): attack {a} (red), defence {d} (blue)").format(a=card.shoot[0], d=card.shoot[1]))
        out.append(_("Stratagem (fan): {n}").format(n=card.strategy))
        for skill in SKILLS:
            if skill in card.skills:
                out.append(_("{skill}: {text}").format(skill=skill_name(skill), text=_(SKILL_TEXT[skill])))
        for label, ab in ((N_("Special"), card.special), (N_("Ougi"), card.ougi)):
            if ab is not None:
                name, text = ability_text(ab)
                out.append(_("{label} “{name}”: {text}").format(label=_(label), name=name, text=text))
    else:
        out.append(ability_text(card.ability)[1])
    out.append(_("War result {n}: what the enemy earns by routing it.").format(n=card.war_result))
    return out


# -- drawn icons -------------------------------------------------------------------------------
def draw_skill_icon(surface, skill: str, centre, r: int) -> None:
    """A coloured disc with the skill's own drawn sign (eleven distinct signs)."""
    cx, cy = centre
    pygame.draw.circle(surface, SKILL_RGB[skill], centre, r)
    pygame.draw.circle(surface, palette.INK, centre, r, 1)
    w = palette.WHITE
    k = r * 0.55
    lw = max(1, round(r / 5))

    def p(dx, dy):
        return (cx + dx * k, cy + dy * k)

    if skill == "instant_retreat":  # a U-turn arrow
        pygame.draw.arc(surface, w, pygame.Rect(cx - k, cy - k, 2 * k, 2 * k), 0, math.pi, lw)
        pygame.draw.polygon(surface, w, [p(-1.4, 0), p(-0.6, 0), p(-1.0, 0.7)])
    elif skill == "peerless":  # a star
        pts = [p(math.cos(a) * (1.0 if i % 2 == 0 else 0.45), math.sin(a) * (1.0 if i % 2 == 0 else 0.45))
               for i, a in enumerate(-math.pi / 2 + i * math.pi / 5 for i in range(10))]
        pygame.draw.polygon(surface, w, pts)
    elif skill == "reinforcements":  # a plus
        pygame.draw.line(surface, w, p(-0.9, 0), p(0.9, 0), lw + 1)
        pygame.draw.line(surface, w, p(0, -0.9), p(0, 0.9), lw + 1)
    elif skill == "pursuit":  # a double chevron forward
        for dx in (-0.5, 0.3):
            pygame.draw.lines(surface, w, False, [p(dx - 0.3, -0.7), p(dx + 0.3, 0), p(dx - 0.3, 0.7)], lw)
    elif skill == "raid":  # lightning
        pygame.draw.polygon(surface, w, [p(0.2, -1), p(-0.5, 0.1), p(0, 0.1), p(-0.2, 1), p(0.5, -0.2), p(0, -0.2)])
    elif skill == "assault":  # crossed diagonal arrows
        pygame.draw.line(surface, w, p(-0.8, 0.8), p(0.8, -0.8), lw)
        pygame.draw.line(surface, w, p(-0.8, -0.8), p(0.8, 0.8), lw)
        pygame.draw.polygon(surface, w, [p(0.9, -0.9), p(0.3, -0.8), p(0.8, -0.3)])
        pygame.draw.polygon(surface, w, [p(-0.9, -0.9), p(-0.3, -0.8), p(-0.8, -0.3)])
    elif skill == "surprise":  # an eye
        pygame.draw.ellipse(surface, w, pygame.Rect(cx - k, cy - k * 0.55, 2 * k, 1.1 * k), lw)
        pygame.draw.circle(surface, w, centre, max(1, round(k * 0.35)))
    elif skill == "cavalry":  # a horseshoe
        pygame.draw.arc(surface, w, pygame.Rect(cx - k * 0.8, cy - k * 0.9, 1.6 * k, 1.8 * k), -0.2, math.pi + 0.2,
                        lw + 1)
        pygame.draw.line(surface, w, p(-0.8, 0), p(-0.8, 0.8), lw + 1)
        pygame.draw.line(surface, w, p(0.8, 0), p(0.8, 0.8), lw + 1)
    elif skill == "palisade":  # stakes
        for dx in (-0.6, 0, 0.6):
            pygame.draw.polygon(surface, w, [p(dx - 0.2, 0.9), p(dx - 0.2, -0.5), p(dx, -0.95), p(dx + 0.2, -0.5),
                                             p(dx + 0.2, 0.9)])
        pygame.draw.line(surface, w, p(-0.9, 0.2), p(0.9, 0.2), lw)
    elif skill == "logistics":  # a rice bale
        pygame.draw.ellipse(surface, w, pygame.Rect(cx - k, cy - k * 0.7, 2 * k, 1.4 * k))
        for dx in (-0.45, 0.45):
            pygame.draw.line(surface, SKILL_RGB[skill], p(dx, -0.7), p(dx, 0.7), lw)
    else:  # conscription: a soldier (head and shoulders)
        pygame.draw.circle(surface, w, p(0, -0.45), max(1, round(k * 0.4)))
        pygame.draw.polygon(surface, w, [p(-0.8, 0.9), p(-0.5, 0.05), p(0.5, 0.05), p(0.8, 0.9)])


def draw_banner_mark(surface, rect: pygame.Rect, rgb) -> None:
    """軍旗: a small flag on a pole."""
    x, y, h = rect.x + 2, rect.y + 1, rect.height - 2
    pygame.draw.line(surface, palette.INK, (x, y), (x, y + h), 2)
    pygame.draw.polygon(surface, rgb, [(x + 1, y), (rect.right - 1, y + h * 0.25), (x + 1, y + h * 0.5)])
    pygame.draw.polygon(surface, palette.INK, [(x + 1, y), (rect.right - 1, y + h * 0.25), (x + 1, y + h * 0.5)], 1)


def draw_pattern(surface, rect: pygame.Rect, pattern) -> None:
    """An ougi's range as a small grid, ahead upwards: the user dark, the reached cells red."""
    sides = [s for s, _a in pattern] + [0]
    aheads = [a for _s, a in pattern] + [0]
    cols = max(3, max(sides) - min(sides) + 1)
    rows = max(2, max(aheads) - min(aheads) + 1)
    lo_s = min(min(sides), -((cols - 1) // 2))
    hi_a = max(aheads)
    cell = max(3, min(rect.width // cols, rect.height // rows))
    ox = rect.centerx - cell * cols // 2
    oy = rect.centery - cell * rows // 2
    reached = set(pattern)
    for c in range(cols):
        for r in range(rows):
            side, ahead = lo_s + c, hi_a - r
            box = pygame.Rect(ox + c * cell, oy + r * cell, cell, cell)
            fill = (palette.INK if (side, ahead) == (0, 0) else
                    palette.VERMILION if (side, ahead) in reached else (226, 214, 190))
            pygame.draw.rect(surface, fill, box)
            if (side, ahead) == (0, 0) and (0, 0) in reached:
                pygame.draw.rect(surface, palette.VERMILION, box.inflate(-cell // 2, -cell // 2))
            pygame.draw.rect(surface, (120, 104, 84), box, 1)


# -- faces: the one template (ART.md "Cards") ---------------------------------------------------
USUAL_W = 100  # the hand's width: every icon at least 16 px here
THUMB_BELOW = USUAL_W  # narrower faces are thumbnails: header, picture and name (the zoom says the rest)
PICTURE_SHARE = 0.55  # the picture window's share of the card's height
ICON = 16  # the smallest stat or skill icon, in pixels
#: a value's chip: attack on white paper, defence on a deeper paper, both written in ink (red and
#: blue digits read as the seats' colours); the stratagem on its green seal
ATTACK_RGB, DEFENCE_RGB, STRATEGY_RGB = palette.WASHI, (200, 180, 140), palette.MATSUBA


def draw_stat_icon(surface, stat: int, rect: pygame.Rect, colour) -> None:
    """The three abilities' signs: a sword (melee), a bow with its arrow (shooting), a folding fan
    (stratagem). The zoomed card names them."""
    r = pygame.Rect(rect)
    lw = max(2, r.height // 7)
    if stat == 0:  # a sword, point up, with its guard
        pygame.draw.line(surface, colour, (r.centerx, r.y), (r.centerx, r.bottom - 1), lw + 1)
        pygame.draw.line(surface, colour, (r.centerx - r.width * 0.35, r.y + r.height * 0.68),
                         (r.centerx + r.width * 0.35, r.y + r.height * 0.68), lw)
    elif stat == 1:  # a bow drawn with its arrow, flying up and right
        pygame.draw.arc(surface, colour, pygame.Rect(r.x - r.width * 0.2, r.y + r.height * 0.2, r.width,
                                                     r.height), 0, math.pi / 2, lw)
        a, b = (r.x + 1, r.bottom - 1), (r.right - 1, r.y + 1)
        pygame.draw.line(surface, colour, a, b, max(1, lw - 1))
        pygame.draw.polygon(surface, colour, [b, (b[0] - r.width * 0.45, b[1] + r.height * 0.1),
                                              (b[0] - r.width * 0.1, b[1] + r.height * 0.45)])
    else:  # a folding fan, open upwards, its ribs showing
        centre = (r.centerx, r.bottom - 1)
        angles = [math.pi * (0.15 + 0.07 * j) for j in range(11)]
        rim = [(centre[0] + math.cos(t) * r.width * 0.6, centre[1] - math.sin(t) * (r.height - 1)) for t in angles]
        inner = [(centre[0] + math.cos(t) * r.width * 0.2, centre[1] - math.sin(t) * r.height * 0.33)
                 for t in reversed(angles)]
        pygame.draw.polygon(surface, colour, rim + inner)
        pygame.draw.circle(surface, colour, centre, max(1, lw - 1))
        for j in (0, 5, 10):
            pygame.draw.line(surface, colour, centre, rim[j], max(1, lw - 1))


class _Face:
    """One card face being drawn: text never below 12 px, what did not fit kept for the tests."""

    def __init__(self, surface: pygame.Surface):
        self.s = surface
        self.w, self.h = surface.get_size()
        self.k = self.w / USUAL_W
        self.cut: list[str] = []

    def text(self, text: str, rect, size, colour, optional=False, **kw) -> bool:
        """Draw ``text`` at up to ``size`` (× the face's growth), never below 12 px. ``optional``: left
        out when it would not fit (the zoomed card says it); anything else that does not fit is a
        problem ``face_problems`` reports. True when drawn."""
        size = max(MIN_SIZE, round(size * max(1.0, self.k)))
        if optional and not _whole(text, rect.width, rect.height, kw.get("multiline", False), kw.get("bold", False)):
            return False
        done = draw_text_in_box(self.s, text, rect, size, colour, **kw)
        if done.truncated:
            self.cut.append(text)
        return True


def _header(width: int) -> pygame.Rect:
    """The face's header band (the faction's colour, number, banner mark and cost)."""
    k = width / USUAL_W
    pad = max(2, round(2 * k))
    high = max(MIN_INK_BOX + 2, round(18 * k)) if width >= THUMB_BELOW else max(8, round(12 * k))
    return pygame.Rect(pad, pad, width - 2 * pad, high)


def cost_coin(width: int) -> pygame.Rect:
    """Where the cost's gold coin lies on a face ``width`` wide (the hand greys it on a card that
    cannot be played now)."""
    head = _header(width)
    coin = pygame.Rect(0, 0, max(22, round(28 * width / USUAL_W)), head.height - 2)
    coin.midright = (head.right - 2, head.centery)
    return coin


def _draw_face(card: Card, width: int) -> tuple[pygame.Surface, list[str]]:
    """The template from the top down: the faction's header (number, banner mark, cost), the
    picture window (the general's skills and the war result laid on it), the name banner in the
    screen's language, and a general's abilities as icons (a tactic's kind)."""
    height = round(width * RATIO)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    f = _Face(surf)
    k = f.k
    thumb = width < THUMB_BELOW
    rgb = FACTION_RGB.get(card.faction, palette.MUTED)
    radius = max(3, round(width / 16))
    body = surf.get_rect()
    pygame.draw.rect(surf, palette.KINARI, body, border_radius=radius)
    pad = max(2, round(2 * k))
    inner_w = width - 2 * pad
    # the header: the faction's colour, number and banner mark, the cost in gold
    head = _header(width)
    pygame.draw.rect(surf, rgb, head, border_top_left_radius=radius - 1, border_top_right_radius=radius - 1)
    if not thumb or head.height >= MIN_INK_BOX:
        coin = cost_coin(width)
        pygame.draw.rect(surf, palette.KIN, coin, border_radius=coin.height // 2)
        pygame.draw.rect(surf, palette.SUMI, coin, 1, border_radius=coin.height // 2)
        f.text(cost_text(card.cost), coin, 14, palette.SUMI, bold=True)
        tag = suit_tag(card)
        number = pygame.Rect(head.x + 3, head.y, coin.x - head.x - 5, head.height)
        f.text(tag, number, 14, palette.text_on(rgb), bold=True, align="left", optional=thumb)
        if isinstance(card, General) and card.banner and not thumb:
            mark = text_size(tag, max(MIN_SIZE, round(14 * k)), bold=True)[0]
            flag = pygame.Rect(number.x + mark + 3, head.y + 2, round(12 * k), head.height - 4)
            if flag.right < coin.x - 2:
                draw_banner_mark(surf, flag, palette.KIN)
    # the name banner and the icon row under the picture (a thumbnail has no icon row)
    row_h = 0 if thumb else max(ICON + 4, round(28 * k))  # its numbers 13 px or more on a 1366 screen
    name_size = round((15 if not thumb else 13) * max(1.0, k))
    name_h = max(MIN_INK_BOX + 2, round(18 * k))
    name, lines = _fitting_name(card, inner_w - 4, name_h, name_size, thumb)
    bottom = height - pad - row_h
    name_box = pygame.Rect(pad, bottom - (name_h if lines == 1 else _two_lines()), inner_w, 0)
    name_box.height = bottom - name_box.y
    window = pygame.Rect(pad, head.bottom, inner_w, max(8, round(height * PICTURE_SHARE)))
    window.height = min(window.height, name_box.y - window.y + (name_box.height if lines > 1 else 0) // 2)
    if thumb:
        window.height = name_box.y - window.y
    surf.blit(picture(GAME, card.id, window.size), window)
    pygame.draw.line(surf, palette.SUMI, window.topleft, window.topright, 1)
    if isinstance(card, General) and not thumb:  # the skills down the picture's left edge
        r = max(ICON // 2, round(8 * k))
        for i, skill in enumerate(s for s in SKILLS if s in card.skills):
            draw_skill_icon(surf, skill, (window.x + r + 2, window.y + r + 2 + i * (2 * r + 2)), r)
    # the war result the enemy earns by routing it: a vermilion seal on the picture's corner
    big = max(ICON, round((22 if not thumb else 18) * k))
    seal = pygame.Rect(0, 0, big, big)
    seal.bottomright = (window.right - 2, min(window.bottom, name_box.y) - 2)
    if not thumb or width >= 60:
        pygame.draw.rect(surf, palette.SHU, seal, border_radius=3)
        pygame.draw.rect(surf, palette.SUMI, seal, 1, border_radius=3)
        f.text(str(card.war_result), seal, 17 if not thumb else 14, palette.WASHI, bold=True)
    if isinstance(card, General) and not thumb:  # the stratagem beside it: the fan and its value
        _strategy_seal(f, card.strategy, seal)
    if not zh() and not thumb:  # the kanji the field's units are named by, in a cartouche as on a print
        _cartouche(f, card.name_zh, pygame.Rect(window.right - 2, window.y + 2, 0, seal.y - 2 - window.y - 2))
    pygame.draw.rect(surf, palette.WASHI, name_box)
    pygame.draw.line(surf, palette.SUMI, name_box.topleft, name_box.topright, 1)
    f.text(name, name_box.inflate(-4, 0), name_size / max(1.0, k), palette.SUMI, bold=True, multiline=lines > 1)
    if row_h:
        row = pygame.Rect(pad, height - pad - row_h, inner_w, row_h)
        pygame.draw.line(surf, palette.SUMI, row.topleft, row.topright, 1)
        if isinstance(card, General):  # melee and shooting, their numbers as large as a unit token's
            chips = row.inflate(-4, -4)
            draw_fight_chips(surf, card.melee, card.shoot, chips, ICON, min(CHIP_SIZE, chips.height))
        else:
            band = row.inflate(-4, -4)  # the kind's own pigment (the faction's colour stays on the header)
            pygame.draw.rect(surf, KIND_RGB[card.kind], band, border_radius=4)
            pygame.draw.rect(surf, palette.SUMI, band, 1, border_radius=4)
            f.text(_(KIND_NAMES[card.kind]), band, 13, palette.WASHI, bold=True)
    pygame.draw.rect(surf, palette.SUMI, body, max(2, round(2 * k)), border_radius=radius)
    return surf, f.cut


def _cartouche(f: _Face, kanji: str, room: pygame.Rect) -> None:
    """``kanji`` top to bottom in a paper box hung from ``room``'s top right (left out when it
    would not fit: the name banner names the card)."""
    cell = min(max(MIN_INK_BOX, round(14 * f.k)), room.height // max(1, len(kanji)) - 1)
    if cell < MIN_INK_BOX:
        return
    box = pygame.Rect(0, room.y, cell + 4, cell * len(kanji) + 4)
    box.right = room.right
    pygame.draw.rect(f.s, palette.WASHI, box)
    pygame.draw.rect(f.s, palette.SUMI, box, 1)
    for i, ch in enumerate(kanji):
        f.text(ch, pygame.Rect(box.x + 2, box.y + 2 + i * cell, cell, cell), 12, palette.SUMI, bold=True,
               optional=True)


def _two_lines() -> int:
    """A name banner's height for two lines of the smallest text."""
    return 2 * line_height(MIN_SIZE, True) + 4


def _fitting_name(card: Card, width: int, line_h: int, size: int, thumb: bool) -> tuple[str, int]:
    """The name in the screen's language on one line, else two; a thumbnail whose English name
    needs two lines shows its kanji instead, keeping its picture (the zoomed card names it)."""
    names = [card_name(card.id)] + ([card.name_zh] if not zh() else [])
    tries = [(name, lines) for lines in (1, 2) for name in names] if thumb else \
        [(name, lines) for name in names for lines in (1, 2)]
    for name, lines in tries:
        if _whole(name, width, line_h if lines == 1 else _two_lines(), lines > 1, True):
            return name, lines
    return tries[-1]


def _whole(text: str, width: int, height: int, multiline: bool = False, bold: bool = False) -> bool:
    """Would ``text`` be drawn whole in a ``width``×``height`` box at the floor, as
    ``draw_text_in_box`` draws it (a line on a box too short for it, clipped but whole)? Measured,
    not laid out: a try is no cut."""
    if fits(text, width, height, MIN_SIZE, True, bold):
        return True
    line = text if multiline else text.replace("\n", " ")
    return "\n" not in line and text_size(line, MIN_SIZE, bold)[0] <= width


def _strategy_seal(f: _Face, strategy: int, beside: pygame.Rect) -> None:
    """The stratagem on a green seal left of the war result's ``beside``: the fan, then the value."""
    seal = pygame.Rect(0, 0, round(beside.width * 1.7), beside.height)
    seal.bottomright = (beside.x - 3, beside.bottom)
    pygame.draw.rect(f.s, STRATEGY_RGB, seal, border_radius=3)
    pygame.draw.rect(f.s, palette.SUMI, seal, 1, border_radius=3)
    icon = seal.height - 6
    draw_stat_icon(f.s, 2, pygame.Rect(seal.x + 3, seal.y + 3, icon, icon), palette.WASHI)
    f.text(str(strategy), pygame.Rect(seal.x + icon + 4, seal.y, seal.right - seal.x - icon - 5, seal.height), 17,
           palette.WASHI, bold=True)


PAIR_GAP = 3  # the paper between an attack chip and its defence chip: "4 3" apart, never read as "43"


def draw_value_chip(surface, value: int, chip: pygame.Rect, colour, size: int, say) -> None:
    """One value on its own rounded chip, outlined in ink: attack in ink on white paper, defence in
    ink on deeper paper, the stratagem light on its green."""
    pygame.draw.rect(surface, colour, chip, border_radius=4)
    pygame.draw.rect(surface, palette.SUMI, chip, 1, border_radius=4)
    say(str(value), chip, size, palette.text_on(colour), bold=True)


def draw_stat_row(surface, melee, shoot, strategy: int, row: pygame.Rect, say=None, icon_colour=palette.SUMI) -> None:
    """Melee and shooting as their sign with attack (white) and defence (deeper paper) chips set apart
    by a gap of paper, the stratagem as the fan with its chip: numbers alone, never "4/2", never two
    digits touching. A card's face and a unit on the field draw their values with it (``say``: how
    the numbers are written, by default plainly; the signs in ``icon_colour``, light on a dark panel)."""
    if say is None:
        def say(text, box, size, colour, **kw):
            return draw_text_in_box(surface, text, box, size, colour, **kw)
    space = max(3, row.width // 32)  # between the three signs' groups, wider than a pair's gap
    icon = min(row.height, max(ICON, (row.width - 2 * PAIR_GAP - 2 * space) // 8))  # 16 px or more
    unit = max(8, (row.width - 3 * icon - 2 * PAIR_GAP - 2 * space - 3) // 5)  # the five chips share the rest
    cells = ((0, (melee[0], ATTACK_RGB), (melee[1], DEFENCE_RGB)),
             (1, (shoot[0], ATTACK_RGB), (shoot[1], DEFENCE_RGB)),
             (2, (strategy, STRATEGY_RGB)))
    widths = [icon + (unit + PAIR_GAP) * (len(c) - 1) - PAIR_GAP + 1 for c in cells]
    space = max(space, (row.width - sum(widths)) // 2)
    x = row.x
    for cell, cw in zip(cells, widths):
        draw_stat_icon(surface, cell[0], pygame.Rect(x, row.centery - icon // 2, icon, icon), icon_colour)
        cx = x + icon + 1
        for value, colour in cell[1:]:
            draw_value_chip(surface, value, pygame.Rect(cx, row.y, unit, row.height), colour, 14, say)
            cx += unit + PAIR_GAP
        x += cw + space


MIN_CHIP_W = 15  # a chip a card's sign may not squeeze narrower
NARROWEST = 0.72  # how far a chip's digit may be drawn narrower than the font's, on a narrow card
CHIP_SIZE = 27  # a unit token's numbers: their ink 19 px tall on the 1600x900 table, 16 px at 1366x768
SIGN_GAP = 2  # paper after a fight's sign, before its numbers (never packed against the arrow)
PLATE_GAP = 2  # between the melee plate and the shooting plate


def chip_number_size(row_height: int) -> int:
    """The type size of a unit token's numbers in a chip row ``row_height`` tall (16 px or more)."""
    return max(16, min(CHIP_SIZE, row_height - 4))


def draw_chip_number(surface, text: str, chip: pygame.Rect, size: int, colour, bold: bool = True) -> None:
    """A number as large as the chip holds it: its ink (not its line, whose leading would make it
    shrink) centred on the chip, clipped to it."""
    line = text_module.render(text, size, colour, bold)
    ink = line.get_bounding_rect()
    if ink.width > chip.width - 2:  # a narrow chip: the digit drawn narrower, never smaller (its height reads)
        line = line.subsurface(ink)
        squeeze = max(NARROWEST, (chip.width - 2) / ink.width)
        line = pygame.transform.smoothscale(line, (max(1, round(ink.width * squeeze)), ink.height))
        ink = line.get_rect()
    at = pygame.Rect(0, 0, ink.width, ink.height)
    at.center = chip.center
    clip = surface.get_clip()
    surface.set_clip(chip.clip(clip) if clip else chip)
    surface.blit(line, at, ink)
    surface.set_clip(clip)


def draw_fight_chips(surface, melee, shoot, row: pygame.Rect, icon_max: int = ICON - 4, size: int = 0) -> None:
    """A unit token's two fighting values, large: melee and shooting each as its sign on a paper
    plate with its attack (white) and defence (deeper paper) chips set apart by a gap,
    numbers bold at 16 px or more (``size``: another size, for a card's face). The stratagem and
    the skills are on the card read on hover."""
    half = (row.width - PLATE_GAP) // 2
    size = size or chip_number_size(row.height)
    icon = min(row.height - 8, icon_max)
    while icon > ICON - 4 and (half - 2 - icon - SIGN_GAP - PAIR_GAP) // 2 < MIN_CHIP_W:  # the numbers before the signs
        icon -= 1
    chip_w = (half - 2 - icon - SIGN_GAP - PAIR_GAP) // 2
    while size > MIN_SIZE and text_size("5", size, True)[0] * NARROWEST > chip_w - 2:  # a narrow card: whole digits
        size -= 1

    def say(text, box, size, colour, bold=False, **_kw):
        draw_chip_number(surface, text, box, size, colour, bold)
    for k, (stat, values) in enumerate(((0, melee), (1, shoot))):
        cell = pygame.Rect(row.x + k * (half + PLATE_GAP), row.y, half, row.height)
        pygame.draw.rect(surface, palette.KINARI, cell, border_radius=4)
        draw_stat_icon(surface, stat, pygame.Rect(cell.x + 2, cell.centery - icon // 2, icon, icon), palette.SUMI)
        left = cell.x + 2 + icon + SIGN_GAP
        for j, (value, colour) in enumerate(((values[0], ATTACK_RGB), (values[1], DEFENCE_RGB))):
            chip = pygame.Rect(left + j * (chip_w + PAIR_GAP), cell.y + 2, chip_w, cell.height - 4)
            draw_value_chip(surface, value, chip, colour, size, say)
        pygame.draw.rect(surface, palette.SUMI, cell, 1, border_radius=4)


@functools.lru_cache(maxsize=256)
def _face_cached(card_id: str, width: int, language: str) -> pygame.Surface:
    return _draw_face(pool().cards[card_id], width)[0]


def card_face(card_id: str, width: int) -> pygame.Surface:
    """The card's face at ``width`` pixels wide (cached per language); under ``THUMB_BELOW``
    a thumbnail (the detail panel shows the card in full when pointed at)."""
    return _face_cached(card_id, width, current_language())


def face_problems(card: Card, width: int) -> list[str]:
    """Texts of ``card``'s face that did not fit their boxes at ``width`` (empty: all fit)."""
    return _draw_face(card, width)[1]


def card_back(width: int) -> pygame.Surface:
    """The common back (assets/art/common/card_back.svg) at ``width``."""
    return picture("common", "card_back", (width, round(width * RATIO)))


MINI_TOP = 16  # a small card's top band, left for a tag (the row marks the card with it)


def card_mini(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A card too small for its face (the other seat's hand row): its faction's frame, its picture
    under the top band and its name at the foot in the screen's language (an English name on two
    lines when one is too narrow); the zoomed card shows it in full when pointed at."""
    return _mini(card_id, tuple(size), current_language())


@functools.lru_cache(maxsize=64)
def _mini(card_id: str, size: tuple[int, int], language: str) -> pygame.Surface:
    card = pool().cards[card_id]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    body = surf.get_rect()
    radius = max(3, body.width // 10)
    rgb = FACTION_RGB.get(card.faction, palette.MUTED)
    pygame.draw.rect(surf, FACE, body, border_radius=radius)
    pygame.draw.rect(surf, rgb, pygame.Rect(0, 0, body.width, MINI_TOP), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    name = card_name(card_id)
    lines = 1 if _whole(name, body.width - 8, MIN_INK_BOX + 4, bold=True) and \
        text_size(name, MIN_SIZE, True)[0] <= body.width - 8 else 2
    name_h = MIN_INK_BOX + 4 if lines == 1 else _two_lines()
    window = pygame.Rect(3, MINI_TOP, body.width - 6, body.height - MINI_TOP - name_h - 3)
    surf.blit(picture(GAME, card_id, window.size), window)
    band = pygame.Rect(3, window.bottom, body.width - 6, name_h)
    pygame.draw.rect(surf, palette.WASHI, band)
    draw_text_in_box(surf, name, band, 14, palette.SUMI, bold=True, multiline=lines > 1)
    pygame.draw.rect(surf, palette.SUMI, body, 2, border_radius=radius)
    return surf


# -- the zoomed card: the face large and its whole text ------------------------------------------------
ZOOM_TEXT = 15  # the zoomed text's size (it shrinks to 12 px before anything is cut)
ZOOM_GAP = 8


def zoom_face_width(width: int) -> int:
    return min(140, max(USUAL_W, width * 2 // 5))


def zoom_text(card: Card) -> str:
    return "\n".join(card_lines(card))


def zoom_height(card_id: str, width: int) -> int:
    """How tall the zoomed card at ``width`` needs to be to say everything at its usual size."""
    card = pool().cards[card_id]
    fw = zoom_face_width(width)
    return round(fw * RATIO) + ZOOM_GAP + wrapped_height(zoom_text(card), width, ZOOM_TEXT)


def draw_zoom(surface, card_id: str, rect: pygame.Rect, colour=palette.PAPER) -> bool:
    """The card ``card_id`` zoomed into ``rect``: its face large, beside it its name, faction and
    kind, and under both its whole text (never cut: it shrinks to 12 px first). False: even at
    12 px the text did not fit (the caller gives it more room)."""
    card = pool().cards[card_id]
    fw = zoom_face_width(rect.width)
    face = card_face(card_id, fw)
    surface.blit(face, rect.topleft)
    side = pygame.Rect(rect.x + fw + ZOOM_GAP, rect.y, rect.width - fw - ZOOM_GAP, face.get_height())
    kind = _("General") if isinstance(card, General) else _(KIND_NAMES[card.kind])
    faction = FACTION_ZH[card.faction] if zh() else _(FACTION_NAMES[card.faction])
    heading = [(card_name(card_id), 20, palette.GOLD, True),
               (_("{faction} {number} · {kind}").format(faction=faction, number=card.number, kind=kind), 15, colour,
                False),
               (_("Cost {points} points").format(points=cost_text(card.cost)), 15, colour, False)]
    y = side.y
    for text, size, ink, bold in heading:
        h = max(MIN_INK_BOX, wrapped_height(text, side.width, size, bold))
        draw_text_in_box(surface, text, pygame.Rect(side.x, y, side.width, min(h, side.bottom - y)), size, ink,
                         bold=bold, multiline=True, align="left", valign="top")
        y += h + 4
    reach = [ab for ab in ((card.special, card.ougi) if isinstance(card, General) else (card.ability,))
             if ab is not None and ab.pattern != ((0, 0),)]
    if reach and side.bottom - y >= 24 + MIN_INK_BOX:  # where the ougi (or special, or tactic) reaches
        draw_text_in_box(surface, _("Reach (ahead is up):"), pygame.Rect(side.x, y, side.width, MIN_INK_BOX + 4), 14,
                         colour, align="left")
        y += MIN_INK_BOX + 6
        draw_pattern(surface, pygame.Rect(side.x, y, min(60, side.width), side.bottom - y), reach[-1].pattern)
    body = pygame.Rect(rect.x, rect.y + face.get_height() + ZOOM_GAP, rect.width,
                       rect.bottom - rect.y - face.get_height() - ZOOM_GAP)
    done = draw_text_in_box(surface, zoom_text(card), body, ZOOM_TEXT, colour, multiline=True, align="left",
                            valign="top")
    return not done.truncated
