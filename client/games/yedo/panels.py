"""Yedo's player panels: what each seat owns, hidden cards as counts only (the hand: hand_view).

Only the observation is read: another seat's missions are ``?<colour>`` placeholders (their
colours are public, Y-6), its action and bonus cards ``?``, its completed missions ``?<colour>``
until the end (with the points each scored); the panels show those as counts or backs and never
name a card the viewer may not see.
"""
from __future__ import annotations

from collections import Counter

import pygame

from client.i18n import N_, _, current_language
from client.render import art, palette
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box, text_size

from . import counts
from .board_labels import COLOUR_WORDS
from .effects import COLOURS
from .pawns import draw_pawn_at, pawn_size, pawn_surface

MISSION_RGB = {"green": (80, 150, 80), "yellow": (214, 180, 60), "red": (190, 60, 50), "black": (30, 28, 26)}
HIDDEN = "?"
ITEM_NAMES = {"geisha": N_("geisha"), "blessing": N_("blessing"), "weapon": N_("a weapon"), "annex": N_("an annex"),
              "coins": N_("coins"), "disciple": N_("a disciple"), "action": N_("an action card")}


def joined(items) -> str:
    """A list the reader's way: "a, b" or 「a、b」."""
    return ("、" if current_language().startswith("zh") else ", ").join(items)


def panel_height(players: int) -> int:
    return min(90, 400 // players)


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


def draw_player(surface, rect, obs, seat, colour, name, active, annexes=None) -> list[tuple[pygame.Rect, str]]:
    """One seat's row on the players' sheet (the view lays the paper under the rows; whose turn
    it is lights its row): its name, points and coins; then the pieces it owns drawn as the
    pieces (``_draw_pieces``); then its cards as card backs (``_draw_cards``). Returns its icons
    with the words a tooltip shows for them. ``annexes`` (a dict), when given, is filled with where
    each of the seat's annexes was drawn: a disciple is placed on an annex there."""
    if active:  # whose turn: a lit row on the players' sheet, a vermilion mark at its edge
        pygame.draw.rect(surface, palette.SHEET_HI, rect, border_radius=6)
        pygame.draw.rect(surface, palette.SHEET_LIT, (rect.x, rect.y + 4, 4, rect.height - 8), border_radius=2)
    line = max(18, (rect.height - 4) // 3)
    x, y = rect.x + 8, rect.y + 2
    draw_marker(surface, (x + 12, y + line // 2 + 1), 10, colour)
    draw_text_in_box(surface, name, pygame.Rect(x + 28, y, rect.width - 240, line), 18,
                     palette.SHEET_LIT if active else palette.SHEET_INK,
                     align="left", bold=True)
    right = _("{points} · {coins}").format(points=counts.points(obs.points[seat]), coins=counts.coins(obs.coins[seat]))
    draw_text_in_box(surface, right, pygame.Rect(rect.right - 206, y, 198, line), 17, palette.SHEET_INK,
                     align="right", bold=True)
    row = pygame.Rect(x, y + line, rect.right - 8 - x, line)
    tips = _draw_pieces(surface, row, obs, seat, colour, {} if annexes is None else annexes)
    return tips + _draw_cards(surface, row.move(0, line), obs, seat)


FIGURE = 17  # the figures: at least 16 px on the 1600×900 table


def figure(surface, n: int, x: int, row: pygame.Rect) -> pygame.Rect:
    """A count in ink (dim at nought), as wide as it is."""
    box = pygame.Rect(x, row.y, text_size(str(n), FIGURE, bold=True)[0] + 3, row.height)
    draw_text_in_box(surface, str(n), box, FIGURE, palette.SHEET_INK if n else palette.SHEET_DIM, align="left",
                     bold=True)
    return box


PEOPLE_TIPS = {"home": N_("Disciples at home: {n}"), "out": N_("Disciples out on the board: {n}"),
               "reserve": N_("Disciples still to recruit: {n}"), "geisha": N_("Geisha: {n}"),
               "blessing": N_("Blessings: {n}")}
GROUP_GAP = 10  # between groups on a line: disciples, geisha and blessings, what it owns
HEADING = 13  # the column headings' words at the sheet's top (MIN_SIZE: small print, as a score pad's)
HEADING_H = 17  # one line of headings
#: the sheet's columns, the same for every seat so a column reads down the sheet: the pieces' line
#: (the disciples at home, out on the board, still to recruit; geisha; blessings; then what it owns)
#: and the cards' line (missions held by colour, action cards, bonus cards; then those completed)
PIECE_COLUMNS = (("home", N_("Home")), ("out", N_("Out")), ("reserve", N_("To hire")), ("geisha", N_("Geisha")),
                 ("blessing", N_("Blessing")))
CARD_COLUMNS = tuple((c, COLOUR_WORDS[f"missions_{c}"]) for c in ("green", "yellow", "red", "black")) + (
    ("cards", N_("Cards")), ("bonus", N_("Bonus")))
REST_HEADINGS = {"pieces": N_("Owns"), "cards": N_("Done")}
CELL = 34  # a column's least width: its pawn or card back and a one-digit figure
ICON_CELL = 42  # the geisha's and the blessing's: a square picture and its figure


def columns(line: str) -> list[tuple[str, str, int]]:
    """(key, heading, x from the row's left) of a line's fixed columns, then the rest's heading
    and x: each column as wide as its heading or its icon and figure, whichever is wider."""
    cols = PIECE_COLUMNS if line == "pieces" else CARD_COLUMNS
    out, x = [], 0
    for k, (key, heading) in enumerate(cols):
        if key == "geisha" or key == "cards":
            x += GROUP_GAP - 4  # a group's start
        out.append((key, heading, x))
        x += max(ICON_CELL if key in ("geisha", "blessing") else CELL, text_size(_(heading), HEADING)[0] + 6)
    out.append(("rest", REST_HEADINGS[line], x))
    return out


def headings_height() -> int:
    """The two lines of column headings above the seats' rows."""
    return 2 * HEADING_H + 4


def draw_headings(surface, rect: pygame.Rect) -> None:
    """The sheet's column headings in small dim ink, the pieces' line over the cards' line, each
    word at its column's x on the seats' rows below (``rect``: the sheet's width, from its top)."""
    x = rect.x + 8
    for k, line in enumerate(("pieces", "cards")):
        y = rect.y + 3 + k * HEADING_H
        cols = columns(line)
        for (key, heading, at), nxt in zip(cols, cols[1:] + [(None, None, rect.width - 16)]):
            draw_text_in_box(surface, _(heading), pygame.Rect(x + at, y, nxt[2] - at, HEADING_H), HEADING,
                             palette.SHEET_DIM, align="left")
    pygame.draw.line(surface, palette.SHEET_EDGE, (rect.x + 12, rect.y + headings_height() - 1),
                     (rect.right - 12, rect.y + headings_height() - 1))


def _draw_pieces(surface, row, obs, seat, colour, annexes) -> list[tuple[pygame.Rect, str]]:
    """The second line of a seat: its pieces as the pieces with their numbers, each in its column
    under the sheet's headings (its words also in its tooltip). Disciples as the seat's own pawns:
    at home, out on the board (the pawn on a place), still to recruit (faded); then the geisha's
    fan, the blessing; then its annexes and weapons (``_draw_owned``)."""
    from . import pictures as PIC

    side = row.height - 2
    radius = side / 2.9  # a pawn as tall as the line
    counted = {"home": obs.home[seat], "out": len(obs.disciples_out(seat)), "reserve": obs.reserve[seat],
               "geisha": obs.geisha[seat], "blessing": obs.blessing[seat]}
    tips = []
    *cols, (_rest, _heading, rest_x) = columns("pieces")
    for key, _heading, at in cols:
        n, cx = counted[key], row.x + at
        if key in ("geisha", "blessing"):
            icon = pygame.Rect(cx, row.y + 1, side, side)
            surface.blit(art.picture(PIC.GAME, f"icon_{key}", icon.size), icon)
        else:
            icon = pygame.Rect(cx, row.y + 1, round(2.4 * radius), side)
            if key == "out":  # standing on a place of the board
                pygame.draw.ellipse(surface, palette.SHEET_DIM, (icon.x - 1, icon.bottom - 7, icon.width + 2, 8), 2)
            pawn = pawn_surface(pawn_size(radius), colour, faded=key == "reserve")  # still to recruit: faded
            surface.blit(pawn, pawn.get_rect(midbottom=(icon.centerx, icon.bottom - (3 if key == "out" else 0))))
        box = figure(surface, n, icon.right + 1, row)
        tips.append((icon.union(box), _(PEOPLE_TIPS[key]).format(n=n)))
    owned = pygame.Rect(row.x + rest_x, row.y, row.right - row.x - rest_x, row.height)
    return tips + _draw_owned(surface, owned, obs, seat, colour, annexes)


CHIP_W, CHIP_MIN = 30, 22  # a weapon or annex icon's width, and how narrow it may get before "+n"
CARD_ICONS = {"cards": "icon_action", "bonus": "icon_bonus"}  # a card with a bold glyph: its back's is too fine
MISSION_BACKS = {"green": "back_mission_green", "yellow": "back_mission_yellow", "red": "back_mission_red",
                 "black": "back_mission_black"}


def _card_back(surface, name: str, x: int, row: pygame.Rect, faded: bool = False) -> pygame.Rect:
    """A small card back standing in ``row`` from ``x`` (``faded``: none held, the paper shows through)."""
    from . import pictures as PIC

    h = row.height - 2
    icon = pygame.Rect(x, row.y + 1, h * 120 // 168 + 2, h)
    picture = art.picture(PIC.GAME, name, icon.size)
    if faded:
        picture = picture.copy()
        picture.set_alpha(70)
    surface.blit(picture, icon)
    return icon


def _card_icon(surface, name: str, x: int, row: pygame.Rect) -> pygame.Rect:
    """A card icon (its card 56×84 of a 100-unit square, its outline round it) standing in
    ``row`` from ``x``, as tall as a card back: the square drawn larger and cut to the card."""
    from . import pictures as PIC

    h = row.height - 2
    side = round(h * 100 / 88)
    card = pygame.Rect(round(side * 0.2), round(side * 0.06), round(side * 0.6), h)
    surface.blit(art.picture(PIC.GAME, name, (side, side)), (x, row.y + 1), area=card)
    return pygame.Rect(x, row.y + 1, card.width, h)


def _draw_cards(surface, row, obs, seat) -> list[tuple[pygame.Rect, str]]:
    """The third line of a seat: its cards as small card backs with their numbers, each in its
    column under the sheet's headings: missions held by colour (public; a colour it holds none of
    faded, with its 0), action and bonus cards (hidden, counts only), then the missions it completed."""
    held = obs.mission_colours(seat)
    counted = {"cards": len(obs.hands[seat]), "bonus": len(obs.bonus[seat])}
    tips = []
    *cols, (_rest, _heading, rest_x) = columns("cards")
    for key, _heading, at in cols:
        if key in MISSION_BACKS:  # the colour's back (faded with none held): its column and heading name it
            n = held.get(key, 0)
            icon = _card_back(surface, MISSION_BACKS[key], row.x + at, row, faded=not n)
        else:
            n = counted[key]
            icon = _card_icon(surface, CARD_ICONS[key], row.x + at, row)
        box = figure(surface, n, icon.right + 2, row)
        tips.append((icon.union(box), _((MISSION_TIPS if key in MISSION_BACKS else COUNT_TIPS)[key]).format(n=n)))
    _draw_completed(surface, pygame.Rect(row.x + rest_x, row.y, 0, row.height), obs, seat, tips)
    return tips


def _draw_owned(surface, row, obs, seat, colour, annexes) -> list[tuple[pygame.Rect, str]]:
    """Annexes (with the disciple standing on one) and weapons as icons with counts; what does
    not fit becomes "+n" (its names in the tooltip)."""
    from . import pictures as PIC

    tips = []
    lang = current_language()
    chips, more = owned_chips(row, obs, seat)
    for kind, thing, n, chip in chips:
        annex = kind == "annex"
        if annex:
            annexes[thing] = chip
        if annex:  # a placement space: a gold square behind its disc
            pygame.draw.rect(surface, palette.KIN, chip, border_radius=4)
        pic = pygame.Rect(0, 0, min(chip.width, chip.height) - 2, min(chip.width, chip.height) - 2)
        pic.center = chip.center
        surface.blit(art.picture(PIC.GAME, thing, pic.size), pic)
        table = obs.data.annexes if annex else obs.data.weapons
        tips.append((chip, _("{thing} ×{n}").format(thing=table[thing].name(lang), n=n) if n > 1
                     else table[thing].name(lang)))
        if n > 1:
            badge = pygame.Rect(chip.right - 12, chip.bottom - 12, 13, 13)
            pygame.draw.circle(surface, palette.VERMILION, badge.center, 7)
            draw_text_in_box(surface, str(n), badge, 11, palette.WHITE, bold=True)
        if annex and thing in obs.annexed[seat]:  # a disciple stands on it (annexes are placement spaces)
            draw_pawn_at(surface, annex_disciple_point(chip), annex_disciple_radius(chip), colour)
    if more:
        box = pygame.Rect(chips[-1][3].right + 2 if chips else row.x, row.y, 0, row.height)
        box.width = row.right - box.x
        draw_text_in_box(surface, f"+{len(more)}", box, 15, palette.SHEET_DIM, align="left", min_size=12)
        tips.append((box, joined((obs.data.annexes if k == "annex" else obs.data.weapons)[t].name(lang)
                                 for k, t, _n in more)))
    return tips


DONE_W = 22  # a completed mission's card
DONE_SHOWN = 4  # cards drawn before the rest become "+n"


def _draw_completed(surface, at, obs, seat, tips) -> int:
    """Completed missions in their column: a small card each, with the points it scored. Face down
    (the back of its colour) for the other seats until the end; face up (a paper face under its
    colour) for its owner and at the end, its name in the tooltip. Returns the x after them."""
    done, points = obs.completed[seat], obs.completed_points[seat]
    if not done:
        box = figure(surface, 0, at.x, at)
        tips.append((box, _("Missions completed: {n}").format(n=0)))
        return box.right + 4
    shown = len(done) if len(done) <= DONE_SHOWN else DONE_SHOWN - 1
    x = at.x
    for mission, scored in zip(done[:shown], points[:shown]):
        card = pygame.Rect(x, at.y, DONE_W, at.height)
        colour = obs.mission_colour(mission)
        rgb = MISSION_RGB[colour]
        if mission.startswith(HIDDEN):  # its back: the colour, striped (unlike the flat count chips)
            pygame.draw.rect(surface, rgb, card, border_radius=3)
            stripe = palette.text_on(rgb)
            shade = tuple((a * 5 + b) // 6 for a, b in zip(rgb, stripe))
            clip = surface.get_clip()
            surface.set_clip(card.inflate(-2, -2).clip(clip))
            for k in range(-card.height, card.width, 5):
                pygame.draw.line(surface, shade, (card.x + k, card.bottom), (card.x + k + card.height, card.y), 2)
            surface.set_clip(clip)
            tip = _(DONE_HIDDEN[colour])
        else:  # its face: paper under a band of its colour
            pygame.draw.rect(surface, palette.WASHI, card, border_radius=3)
            pygame.draw.rect(surface, rgb, pygame.Rect(card.x, card.y, card.width, 6), border_top_left_radius=3,
                             border_top_right_radius=3)
            tip = card_name(obs, mission)
        pygame.draw.rect(surface, palette.SUMI, card, 1, border_radius=3)
        ink = palette.text_on(rgb) if mission.startswith(HIDDEN) else palette.INK
        points_box = pygame.Rect(card.x, card.bottom - 19, card.width, 19)
        draw_text_in_box(surface, str(scored), points_box, FIGURE - 1, ink, bold=True, min_size=12)
        tips.append((card, _("{mission}: {n} points").format(mission=tip, n=scored)))
        x += DONE_W + 2
    if shown < len(done):
        more = pygame.Rect(x, at.y, 26, at.height)
        draw_text_in_box(surface, f"+{len(done) - shown}", more, 14, palette.SHEET_DIM, align="left", min_size=12)
        rest = [_("{mission}: {n} points").format(
            mission=_(DONE_HIDDEN[obs.mission_colour(m)]) if m.startswith(HIDDEN) else card_name(obs, m), n=p)
            for m, p in zip(done[shown:], points[shown:])]
        tips.append((more, joined(rest)))
        x = more.right
    return x + 4


DONE_HIDDEN = {"green": N_("A green mission, completed face down"),
               "yellow": N_("A yellow mission, completed face down"),
               "red": N_("A red mission, completed face down"), "black": N_("A black mission, completed face down")}


def owned_chips(row, obs, seat) -> tuple[list[tuple[str, str, int, pygame.Rect]], list[tuple[str, str, int]]]:
    """The icons of what ``seat`` owns, from the left of ``row``: annexes first (a disciple may be
    placed on them, so they are never cut), then weapons; returns (kind, thing, count, rect) for
    each drawn and what did not fit (shown as "+n")."""
    owned = [("annex", k, n) for k, n in sorted(Counter(obs.annexes[seat]).items())]
    owned += [("weapon", k, n) for k, n in sorted(Counter(obs.weapons[seat]).items())]
    if not owned:
        return [], []
    cx, h = row.x, row.height - 4
    room = row.right - cx - 4
    step = max(CHIP_MIN, min(CHIP_W + 2, room // len(owned)))
    fit = len(owned) if step * len(owned) <= room else max(0, (room - 30) // step)
    chips = [(kind, thing, n, pygame.Rect(cx + k * step, row.y + 1, step - 2, h + 2))
             for k, (kind, thing, n) in enumerate(owned[:fit])]
    return chips, owned[fit:]


def annex_disciple_point(chip: pygame.Rect) -> tuple[int, int]:
    """In the icon's lower right corner, inside it: the icon stays recognisable under the disciple."""
    r = round(annex_disciple_radius(chip))
    return chip.right - r, chip.bottom - r


def annex_disciple_radius(chip: pygame.Rect) -> float:
    return max(6, chip.height * 0.28)


MISSION_TIPS = {"green": N_("Green missions held: {n}"), "yellow": N_("Yellow missions held: {n}"),
                "red": N_("Red missions held: {n}"), "black": N_("Black missions held: {n}")}
COUNT_TIPS = {"cards": N_("Action cards in hand: {n}"), "bonus": N_("Bonus cards: {n}")}


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
