"""姬札大戰's cards, drawn by code from the card schema (never from particular cards).

A general's face: number and faction (魏蜀吳群) with the 軍旗 banner mark, the cost, the
Chinese name as the card's kanji (the English name under it in English), the three
abilities (melee and shooting as attack/defence, stratagem as one value), the skill
icons, the special skill and the ougi with its range pattern as a small grid, and the
war result (戰果) the enemy earns by routing it. A tactic's face: its kind, name and
effect text. Faces are cached by (card, width, language): a hand costs blits.

Every text goes through ``_Face.text``, which keeps what did not fit: ``face_problems``
lets the tests hold every card of the data to its boxes in both languages.
"""
from __future__ import annotations

import functools
import math

import pygame

from client.i18n import N_, _, current_language
from client.render import palette
from client.render.text import MIN_INK_BOX, MIN_SIZE, draw_text_in_box, layout_in_box, text_size

from .cards import TACTIC_KINDS, Card, General, Tactic, pool
from .vocabulary import FACTION_ZH, SKILL_ZH, SKILLS

RATIO = 1.4  # height / width of a card
FACTION_RGB = {"wei": (52, 86, 160), "shu": (58, 132, 70), "wu": (176, 52, 44), "qun": (128, 104, 60)}
FACE = (244, 236, 216)
BACK = (96, 30, 34)
BACK_LINE = (201, 164, 92)
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
    "raid": N_("No melee penalty when tired."),
    "assault": N_("Melee also diagonally."),
    "surprise": N_("A melee from the side: the defender −1 defence."),
    "cavalry": N_("Moves and steps back diagonally too."),
    "palisade": N_("No melee across its front, either way."),
    "logistics": N_("+2 provisions on retreating to the castle."),
    "conscription": N_("+1 thousand troops on retreating to the castle."),
}
KIND_NAMES = dict(zip(TACTIC_KINDS, (N_("Equipment"), N_("Stratagem"), N_("Strategy"), N_("Formation"),
                                     N_("Facility"))))
FACTION_NAMES = {"wei": N_("Wei"), "shu": N_("Shu"), "wu": N_("Wu"), "qun": N_("Qun")}


def zh() -> bool:
    return current_language().startswith("zh")


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
    """The card's full text, for the detail panel: abilities, skills with their meaning."""
    out = []
    if isinstance(card, General):  # the face shows the abilities by sign: name them here
        out.append(_("Melee {melee} · Shoot {shoot} · Stratagem {strategy}").format(
            melee=f"{card.melee[0]}/{card.melee[1]}", shoot=f"{card.shoot[0]}/{card.shoot[1]}",
            strategy=card.strategy))
        for skill in SKILLS:
            if skill in card.skills:
                out.append(_("{skill}: {text}").format(skill=skill_name(skill), text=_(SKILL_TEXT[skill])))
        for label, ab in ((N_("Special"), card.special), (N_("Ougi"), card.ougi)):
            if ab is not None:
                name, text = ability_text(ab)
                out.append(_("{label} “{name}”: {text}").format(label=_(label), name=name, text=text))
    else:
        out.append(ability_text(card.ability)[1])
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


# -- faces -------------------------------------------------------------------------------------
FULL_FROM = 150  # faces this wide show the skills' names and the special skill and ougi as well
THUMB_BELOW = 100  # narrower faces are thumbnails: the header, the kanji and the war result


def draw_stat_icon(surface, stat: int, rect: pygame.Rect, colour) -> None:
    """The three abilities' signs, for a face too small for their words: a sword (melee), an arrow
    (shooting), a folding fan (stratagem). The detail panel names them."""
    r = pygame.Rect(rect)
    lw = max(1, r.height // 6)
    if stat == 0:  # a sword, point up
        pygame.draw.line(surface, colour, (r.centerx, r.y), (r.centerx, r.bottom), lw + 1)
        pygame.draw.line(surface, colour, (r.centerx - r.height * 0.3, r.y + r.height * 0.68),
                         (r.centerx + r.height * 0.3, r.y + r.height * 0.68), lw)
    elif stat == 1:  # an arrow, flying up and right
        a, b = (r.centerx - r.height * 0.45, r.bottom), (r.centerx + r.height * 0.45, r.y)
        pygame.draw.line(surface, colour, a, b, lw)
        pygame.draw.polygon(surface, colour, [b, (b[0] - r.height * 0.42, b[1] + r.height * 0.08),
                                              (b[0] - r.height * 0.08, b[1] + r.height * 0.42)])
    else:  # a folding fan
        centre = (r.centerx, r.bottom)
        pts = [centre] + [(r.centerx + math.cos(t) * r.height * 0.6, r.bottom - math.sin(t) * r.height)
                          for t in (math.pi * (0.2 + 0.06 * j) for j in range(11))]
        pygame.draw.polygon(surface, colour, pts)


class _Face:
    """One card face being drawn at width ``w``: positions in pixels, text never below 12 px."""

    def __init__(self, surface: pygame.Surface):
        self.s = surface
        self.w, self.h = surface.get_size()
        self.k = max(1.0, self.w / FULL_FROM)  # a full face larger than 150 px grows with it
        self.cut: list[str] = []

    def text(self, text: str, rect, size, colour, optional=False, cut_ok=False, **kw) -> bool:
        """Draw ``text`` at up to ``size`` (× the face's growth), never below 12 px. ``optional``: left
        out when it would not fit (the icons and the detail panel say it); ``cut_ok``: may end with
        "…" (the detail panel beside the card shows it whole). Anything else that does not fit is
        a problem ``face_problems`` reports. True when drawn."""
        size = max(MIN_SIZE, round(size * self.k))
        if optional and layout_in_box(text, rect.width, rect.height, size, MIN_SIZE, kw.get("multiline", False),
                                      kw.get("bold", False)).truncated:
            return False
        done = draw_text_in_box(self.s, text, rect, size, colour, **kw)
        if done.truncated and not cut_ok:
            self.cut.append(text)
        return True


def _draw_face(card: Card, width: int) -> tuple[pygame.Surface, list[str]]:
    """A face laid out from the top down: header, kanji (with the English name in English), then
    the body of a general or tactic by the face's width, and the war result at the foot."""
    surf = pygame.Surface((width, round(width * RATIO)), pygame.SRCALPHA)
    f = _Face(surf)
    body = surf.get_rect()
    thumb, full = width < THUMB_BELOW, width >= FULL_FROM
    k = f.k
    rgb = FACTION_RGB.get(card.faction, palette.MUTED)
    radius = max(3, round(width / 18))
    pygame.draw.rect(surf, FACE, body, border_radius=radius)
    pygame.draw.rect(surf, rgb, body, max(2, round(width / 40)), border_radius=radius)
    pad = max(3, round(width / 30))
    inner_w = width - 2 * pad
    # the header: number and faction, banner, cost
    head = pygame.Rect(pad, pad, inner_w, round((24 if full else 19 if not thumb else 18) * k))
    pygame.draw.rect(surf, rgb, head, border_radius=4)
    coin = pygame.Rect(0, 0, round(30 * k), max(MIN_INK_BOX, head.height - 4))
    coin.midright = (head.right - 2, head.centery)
    pygame.draw.rect(surf, palette.GOLD, coin, border_radius=coin.height // 2)
    f.text(cost_text(card.cost), coin, 16, palette.INK, bold=True)
    number = pygame.Rect(head.x + 3, head.y, coin.x - head.x - 5, head.height)
    tag = f"{FACTION_ZH[card.faction]}{card.number}"
    f.text(tag, number, 16, palette.WHITE, bold=True, align="left", optional=thumb)
    if isinstance(card, General) and card.banner and not thumb:
        mark = text_size(tag, max(MIN_SIZE, round(16 * k)), bold=True)[0] if full else text_size(tag, MIN_SIZE, True)[0]
        flag = pygame.Rect(number.x + min(mark, number.width - 14) + 4, head.y + 2, round(14 * k), head.height - 4)
        if flag.right < coin.x - 2:
            draw_banner_mark(surf, flag, palette.GOLD)
    foot_h = round((20 if full else 18) * k)
    foot = pygame.Rect(pad, body.height - pad - foot_h, inner_w, foot_h)
    y = head.bottom + 2
    # the name: the kanji always, the English under it in English (two lines for a long one)
    english = not zh() and not thumb
    if thumb:
        f.text(card.name_zh, pygame.Rect(pad, y, inner_w, foot.y - y - 2), width // 4, palette.INK, bold=True)
    else:
        kanji_h = round((34 if english else 40) * k) if full else (24 if english else 30)
        f.text(card.name_zh, pygame.Rect(pad, y, inner_w, kanji_h), 28 if full else 22, palette.INK, bold=True)
        y += kanji_h
        if english:
            one = not layout_in_box(card.name_en, inner_w, 18, MIN_SIZE).truncated
            name_h = 18 if one else 38
            f.text(card.name_en, pygame.Rect(pad, y, inner_w, name_h), 12, palette.INK, multiline=not one,
                   cut_ok=True)
            y += name_h
        y += 2
        if isinstance(card, General):
            _general_body(f, card, pygame.Rect(pad, y, inner_w, foot.y - y - 2), full)
        else:
            _tactic_body(f, card, pygame.Rect(pad, y, inner_w, foot.y - y - 2), rgb)
    # the foot: the war result the enemy earns by routing it (its number alone on a thumbnail)
    pygame.draw.rect(surf, (226, 214, 190), foot, border_radius=4)
    if not f.text(_("War result {n}").format(n=card.war_result), foot.inflate(-4, 0), 13, palette.VERMILION,
                  bold=True, optional=thumb):
        f.text(str(card.war_result), foot, 13, palette.VERMILION, bold=True)
    return surf, f.cut


def _general_body(f: _Face, g: General, area: pygame.Rect, full: bool) -> None:
    """The three abilities as sign and value, the skill icons (named on a full face), and on a
    full face the special skill and the ougi with its range."""
    surf, k = f.s, f.k
    values = (f"{g.melee[0]}/{g.melee[1]}", f"{g.shoot[0]}/{g.shoot[1]}", f"{g.strategy}")
    cell_w = (area.width - 4) // 3
    stat_h = round((38 if full else 32) * k)
    for i, value in enumerate(values):
        box = pygame.Rect(area.x + i * (cell_w + 2), area.y, cell_w, stat_h)
        pygame.draw.rect(surf, (232, 220, 196), box, border_radius=4)
        sign = round(stat_h * 0.33)
        draw_stat_icon(surf, i, pygame.Rect(box.centerx - sign // 2, box.y + 2, sign, sign), (96, 80, 64))
        f.text(value, pygame.Rect(box.x, box.y + sign + 3, box.width, box.bottom - box.y - sign - 3),
               19 if full else 15, palette.INK, bold=True)
    y = area.y + stat_h + 2
    skills = [s for s in SKILLS if s in g.skills]
    r = round((9 if full else 7) * k)
    row_h = 2 * r + 4
    for i, skill in enumerate(skills):
        draw_skill_icon(surf, skill, (area.x + r + 1 + i * (2 * r + 3), y + row_h // 2), r)
    if full and skills:
        x = area.x + len(skills) * (2 * r + 3) + 2
        f.text("·".join(skill_name(s) for s in skills), pygame.Rect(x, y, area.right - x, row_h), 12, palette.INK,
               align="left", optional=True)
    if not full:
        return
    y += row_h + 2
    pattern = pygame.Rect(area.right - round(36 * k), y, round(36 * k), area.bottom - y)
    for ab, wide in ((g.special, area.width), (g.ougi, pattern.x - area.x - 4)):
        if ab is None:
            continue
        f.text(ab.name_zh if zh() else ab.name_en, pygame.Rect(area.x, y, wide, round(20 * k)), 12, palette.INK,
               bold=True, align="left", cut_ok=True)  # the detail panel beside names and explains both
        y += round(21 * k)
    if g.ougi is not None and pattern.height > 8:
        draw_pattern(surf, pattern, g.ougi.pattern)


def _tactic_body(f: _Face, t: Tactic, area: pygame.Rect, rgb) -> None:
    """The tactic's kind on its faction's band, then its effect as far as it fits."""
    band = pygame.Rect(area.x, area.y, area.width, round(18 * f.k))
    pygame.draw.rect(f.s, rgb, band, border_radius=4)
    f.text(_(KIND_NAMES[t.kind]), band, 13, palette.WHITE, bold=True)
    text = pygame.Rect(area.x + 2, band.bottom + 2, area.width - 4, area.bottom - band.bottom - 2)
    if text.height >= MIN_INK_BOX:
        f.text(ability_text(t.ability)[1], text, 13, palette.INK, multiline=True, align="left", valign="top",
               cut_ok=True)  # the detail panel shows it whole


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


@functools.lru_cache(maxsize=16)
def card_back(width: int) -> pygame.Surface:
    """The common back: lacquer red with a gold frame and 姬 in the middle."""
    surf = pygame.Surface((width, round(width * RATIO)), pygame.SRCALPHA)
    body = surf.get_rect()
    radius = max(3, width // 18)
    pygame.draw.rect(surf, BACK, body, border_radius=radius)
    pygame.draw.rect(surf, BACK_LINE, body.inflate(-width // 10, -width // 10), max(1, width // 50),
                     border_radius=radius)
    pygame.draw.rect(surf, palette.INK, body, 2, border_radius=radius)
    draw_text_in_box(surf, "姬", body.inflate(-width // 4, -width // 4), max(MIN_SIZE, width // 2), BACK_LINE,
                     bold=True)
    return surf


MINI_TOP = 16  # a small card's top band, left for a tag (the row marks the card with it)


@functools.lru_cache(maxsize=64)
def card_mini(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A card too small for its face (the other seat's hand row): its faction's frame and its
    kanji as large as they fit under the top band; the detail panel shows it in full when pointed at."""
    card = pool().cards[card_id]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    body = surf.get_rect()
    radius = max(3, body.width // 10)
    pygame.draw.rect(surf, FACE, body, border_radius=radius)
    pygame.draw.rect(surf, FACTION_RGB.get(card.faction, palette.MUTED), body, 3, border_radius=radius)
    draw_text_in_box(surf, card.name_zh, pygame.Rect(4, MINI_TOP, body.width - 8, body.height - MINI_TOP - 3),
                     max(MIN_SIZE, body.width // 2), palette.INK, bold=True)
    return surf
