"""Yedo's player panels: what each seat owns, hidden cards as counts only (the hand: hand_view).

Only the observation is read: another seat's missions are ``?<colour>`` placeholders (their
colours are public, Y-6), its action and bonus cards ``?``, its completed missions ``?<colour>``
until the end (with the points each scored); the panels show those as counts or backs and never
name a card the viewer may not see.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

import pygame

from client.i18n import N_, _, current_language, ngettext
from client.render import art, palette
from client.render.palette import SeatColour
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
    """A seat's row: two even lines (its name with what it owns and its purse, then its figures)."""
    return min(64, 400 // players)


def name_line(rect: pygame.Rect) -> int:
    """The height of each of a seat row's two lines."""
    return max(18, (rect.height - 4) // 2)


NAME_SIZE = 18
ROW_BAND = (223, 212, 188)  # every other seat's row, a shade under the quiet sheet (palette.SHEET_QUIET)
NAME_MIN_W = 90  # a long name keeps this much, what the seat owns is fanned in what is left


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
    """One seat's row on the players' sheet (the view lays the paper under the rows and the
    sheet's heading of icons over them; whose turn it is lights its row): its name, points and
    coins, bold; then its counts as plain figures, each under its column's icon in the heading
    (the disciples, geisha, blessings, missions held by colour and completed, its hidden cards);
    then the things it owns as pictures: its weapons (public) and its annexes (placement spaces,
    so they stay on the row). Returns what it drew with the words a tooltip shows for each.
    ``annexes`` (a dict), when given, is filled with where each of the seat's annexes was drawn:
    a disciple is placed on an annex there."""
    if active:  # whose turn: a lit row on the players' sheet, a vermilion mark at its edge
        pygame.draw.rect(surface, palette.SHEET_HI, rect, border_radius=6)
        pygame.draw.rect(surface, palette.SHEET_LIT, rect, 1, border_radius=6)  # apart from the rows' bands
        pygame.draw.rect(surface, palette.SHEET_LIT, (rect.x, rect.y + 4, 4, rect.height - 8), border_radius=2)
    line = name_line(rect)
    x, y = rect.x + 8, rect.y + 2
    draw_marker(surface, (x + 12, y + line // 2 + 1), 10, colour)
    purse_x = rect.right - 8 - 2 * PURSE_W
    # what the seat owns stands on its name line, between its name and its purse: no line of its
    # own standing empty early in the game
    kinds = len(set(obs.annexes[seat]))
    room = purse_x - 8 - kinds * (CHIP_W + 2) - (24 if obs.weapons[seat] else 0) - (x + 28)
    name_w = max(NAME_MIN_W, min(text_size(name, NAME_SIZE, bold=True)[0] + 4, room))
    name_box = pygame.Rect(x + 28, y, name_w, line)
    draw_text_in_box(surface, name, name_box, NAME_SIZE, palette.SHEET_LIT if active else palette.SHEET_INK,
                     align="left", bold=True)
    row = pygame.Rect(x, y + line, rect.right - 8 - x, line)
    owned = pygame.Rect(name_box.right + 8, y + 2, purse_x - 6 - name_box.right - 8, line - 2)
    tips = _draw_purse(surface, pygame.Rect(x, y, row.width, line), obs, seat) + _draw_counts(surface, row, obs, seat)
    return tips + _draw_owned(surface, owned, obs, seat, colour, {} if annexes is None else annexes)


PURSE_W = 64  # the points' and the coins' columns at the name line's right end: an icon and a bold figure
PURSE_SIZE = 20


def _draw_purse(surface, line: pygame.Rect, obs, seat) -> list[tuple[pygame.Rect, str]]:
    """A seat's points and coins at the right end of its name line, each a star or a coin with
    its figure large and bold, in fixed columns down the sheet; the words in their tooltips."""
    from . import pictures as PIC

    tips = []
    for k, (icon, n, words) in enumerate((("icon_points", obs.points[seat], counts.points(obs.points[seat])),
                                          ("icon_coins", obs.coins[seat], counts.coins(obs.coins[seat])))):
        cell = pygame.Rect(line.right - (2 - k) * PURSE_W, line.y, PURSE_W, line.height)
        side = min(HEAD_ICON + 2, line.height - 2)
        surface.blit(art.picture(PIC.GAME, icon, (side, side)), (cell.x + 4, cell.centery - side // 2))
        draw_text_in_box(surface, str(n), pygame.Rect(cell.x + side + 6, cell.y, cell.width - side - 6, cell.height),
                         PURSE_SIZE, palette.SHEET_INK, align="left", bold=True)
        tips.append((cell, words))
    return tips


FIGURE = 17  # the figures: 16 px or more on the 1600×900 table, 14 px at 1366×768
CAPTION_H = 17  # the heading's first line: each group's caption over its icons
CAPTION_SIZE = 13
HEAD_ICON = 22  # 19 px at 1366×768
HEAD_H = CAPTION_H + HEAD_ICON + 6  # the sheet's heading: the groups' captions over a row of icons


def figure(surface, n: int, x: int, row: pygame.Rect) -> pygame.Rect:
    """A count in ink (dim at nought), as wide as it is."""
    box = pygame.Rect(x, row.y, text_size(str(n), FIGURE, bold=True)[0] + 3, row.height)
    draw_text_in_box(surface, str(n), box, FIGURE, palette.SHEET_INK if n else palette.SHEET_DIM, align="left",
                     bold=True)
    return box


#: the columns of figures, the same for every seat so a column reads down the sheet, each under
#: its icon in the heading (x of its middle from the row's left), in three captioned groups: the
#: disciples at home, out on the board, still to recruit; the items: geisha, blessings, the hidden
#: cards (action and bonus); the missions held by colour, and those completed
COLUMN_X = {"home": 16, "out": 50, "reserve": 84, "geisha": 132, "blessing": 166, "cards": 200,
            "green": 248, "yellow": 280, "red": 312, "black": 344, "done": 382}
CELL_W = 32
GROUPS = ((N_("Disciples"), ("home", "out", "reserve")), (N_("Items"), ("geisha", "blessing", "cards")),
          (N_("Missions"), ("green", "yellow", "red", "black", "done")))
HEADINGS = {"home": N_("Disciples at home"), "out": N_("Disciples out on the board"),
            "reserve": N_("Disciples still to recruit"), "geisha": N_("Geisha"), "blessing": N_("Blessings"),
            "green": N_("Green missions held"), "yellow": N_("Yellow missions held"),
            "red": N_("Red missions held"), "black": N_("Black missions held"), "done": N_("Missions completed"),
            "cards": N_("Action and bonus cards in hand")}
PEOPLE_TIPS = {"home": N_("Disciples at home: {n}"), "out": N_("Disciples out on the board: {n}"),
               "reserve": N_("Disciples still to recruit: {n}"), "geisha": N_("Geisha: {n}"),
               "blessing": N_("Blessings: {n}")}
#: the heading's pawns: plain ink, no seat's colour (a column is every seat's)
HEAD_PAWN = SeatColour("ink", "", (196, 174, 140), "circle")


def column_cell(row: pygame.Rect, key: str) -> pygame.Rect:
    return pygame.Rect(row.x + COLUMN_X[key] - CELL_W // 2, row.y, CELL_W, row.height)


def group_span(row: pygame.Rect, keys) -> pygame.Rect:
    """The columns of one group, from its first cell's left to its last's right."""
    return column_cell(row, keys[0]).union(column_cell(row, keys[-1]))


def column_icon(surface, key: str, icon: pygame.Rect) -> None:
    """A column's icon in ``icon``: the heading's, and small beside each figure in its column."""
    from . import pictures as PIC

    side = icon.height
    if key in ("home", "out", "reserve"):
        if key == "out":  # standing on a place of the board
            pygame.draw.ellipse(surface, palette.SHEET_DIM, (icon.x - 2, icon.bottom - 6, icon.width + 4, 7), 1)
        pawn = pawn_surface(pawn_size(side / 2.7), HEAD_PAWN, faded=key == "reserve")
        surface.blit(pawn, pawn.get_rect(midbottom=(icon.centerx, icon.bottom - (2 if key == "out" else -1))))
    elif key in ("geisha", "blessing"):
        surface.blit(art.picture(PIC.GAME, f"icon_{key}", icon.size), icon)
    elif key == "done":
        _check_card(surface, icon.x + side // 8, icon)
    elif key == "cards":  # a hand: an action card's back behind a bonus card's
        _card_back(surface, "back_action", icon.x - 1, icon.inflate(0, -2).move(0, -1))
        _card_back(surface, "back_bonus", icon.x + side // 4, icon.inflate(0, -2).move(0, 2))
    else:
        _card_back(surface, MISSION_BACKS[key], icon.x + side // 8, icon.inflate(0, 2))


def draw_heading(surface, rect: pygame.Rect) -> list[tuple[pygame.Rect, str]]:
    """The players' sheet's heading: each group's caption (Disciples · Items · Missions) over a
    row of icons, each icon over its column of figures (named in its tooltip), the groups parted
    by hairlines."""
    from . import pictures as PIC

    row = pygame.Rect(rect.x + 8, rect.y + CAPTION_H, rect.width - 16, rect.height - CAPTION_H)
    side, tips = HEAD_ICON, []
    for caption, keys in GROUPS:  # a caption centred over its group, a hairline under it
        span = group_span(row, keys)
        words = _(caption)
        draw_text_in_box(surface, words, pygame.Rect(span.x - 6, rect.y + 1, span.width + 12, CAPTION_H - 2),
                         CAPTION_SIZE, palette.SHEET_DIM, bold=True)
        w = text_size(words, CAPTION_SIZE, bold=True)[0]
        y = rect.y + CAPTION_H // 2 + 1
        for x0, x1 in ((span.x + 2, span.centerx - w // 2 - 5), (span.centerx + w // 2 + 5, span.right - 2)):
            if x1 > x0 + 4:
                pygame.draw.line(surface, palette.SHEET_EDGE, (x0, y), (x1, y))
    for key in COLUMN_X:
        cell = column_cell(row, key)
        icon = pygame.Rect(0, 0, side, side)
        icon.center = cell.center
        column_icon(surface, key, icon)
        tips.append((cell, _(HEADINGS[key])))
    for _caption, keys in GROUPS[1:]:  # the groups parted by hairlines down the heading
        x = group_span(row, keys).x - 8
        pygame.draw.line(surface, palette.SHEET_EDGE, (x, rect.y + 3), (x, rect.bottom - 3))
    pygame.draw.line(surface, palette.SHEET_EDGE, (rect.x + 12, rect.bottom - 1), (rect.right - 12, rect.bottom - 1))
    return tips


CHIP_ICON = 16  # a figure's icon beside it: 14 px or more at 1366×768
TRAY = (120, 90, 50, 22)  # a group's tray: the paper a shade darker under whatever row it crosses


@lru_cache(maxsize=16)
def group_tray(size: tuple[int, int]) -> pygame.Surface:
    """A faint rounded tray under one group's figures on a seat's row."""
    tray = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(tray, TRAY, tray.get_rect(), border_radius=5)
    return tray


def _draw_counts(surface, row, obs, seat) -> list[tuple[pygame.Rect, str]]:
    """The second line of a seat: its figures, each a chip in its column under the heading's icon
    (the column's icon small beside a bold figure, so it reads without the heading), a nought an
    empty cell (the figures that matter stand out), each group in a faint tray, its words in its tooltip."""
    held = obs.mission_colours(seat)
    hidden = len(obs.hands[seat]) + len(obs.bonus[seat])
    counted = {"home": obs.home[seat], "out": len(obs.disciples_out(seat)), "reserve": obs.reserve[seat],
               "geisha": obs.geisha[seat], "blessing": obs.blessing[seat],
               **{c: held.get(c, 0) for c in MISSION_COLOURS}, "done": len(obs.completed[seat]), "cards": hidden}
    tips = []
    for _caption, keys in GROUPS:  # each group's figures in a faint tray of its own: the groups read apart
        surface.blit(group_tray(group_span(row, keys).inflate(4, -2).size), group_span(row, keys).inflate(4, -2))
    for key, n in counted.items():
        cell = column_cell(row, key)
        if n:  # a chip that reads on its own: the column's icon small, its figure beside it
            figure_w = text_size(str(n), FIGURE, bold=True)[0]
            chip = pygame.Rect(0, 0, CHIP_ICON + 1 + figure_w, cell.height)
            chip.center = cell.center
            column_icon(surface, key, pygame.Rect(chip.x, cell.centery - CHIP_ICON // 2, CHIP_ICON, CHIP_ICON))
            draw_text_in_box(surface, str(n), pygame.Rect(chip.right - figure_w - 1, cell.y, figure_w + 2,
                                                          cell.height), FIGURE, palette.SHEET_INK, bold=True)
        if key in PEOPLE_TIPS:
            words = _(PEOPLE_TIPS[key]).format(n=n)
        elif key in MISSION_TIPS:
            words = _(MISSION_TIPS[key]).format(n=n)
        elif key == "done":
            words = completed_words(obs, seat)
        else:
            words = holdings(obs, seat) or _("Action and bonus cards in hand: {n}").format(n=0)
        tips.append((cell, words))
    return tips


CHIP_W = 30  # an annex icon's width
MISSION_COLOURS = ("green", "yellow", "red", "black")
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


def _check_card(surface, x: int, row: pygame.Rect) -> pygame.Rect:
    """A completed mission's mark: a paper card with a bold ink tick."""
    h = row.height - 2
    card = pygame.Rect(x, row.y + 1, h * 120 // 168 + 2, h)
    pygame.draw.rect(surface, palette.WASHI, card, border_radius=3)
    pygame.draw.rect(surface, palette.SUMI, card, 2, border_radius=3)
    w, t = card.width, card.height
    tick = [(card.x + w * 0.2, card.y + t * 0.52), (card.x + w * 0.42, card.y + t * 0.74),
            (card.x + w * 0.82, card.y + t * 0.26)]
    pygame.draw.lines(surface, palette.SHEET_LIT, False, tick, max(3, w // 6))
    return card


def _draw_owned(surface, row, obs, seat, colour, annexes) -> list[tuple[pygame.Rect, str]]:
    """What a seat owns as pictures (on its name line): its weapons (public) from the left, its
    annexes (placement spaces, never cut) at the right end."""
    kinds = len(set(obs.annexes[seat]))
    owned = pygame.Rect(row.right - kinds * (CHIP_W + 2), row.y, kinds * (CHIP_W + 2), row.height)
    tips = _draw_annexes(surface, owned, obs, seat, colour, annexes) if kinds else []
    return _draw_weapons(surface, pygame.Rect(row.x, row.y, owned.x - 8 - row.x, row.height), obs, seat) + tips


def weapon_chips(row, obs, seat) -> list[tuple[str, int, pygame.Rect, bool]]:
    """Each weapon kind ``seat`` holds (public) as (kind, count, icon rect, count shown), from the left of
    ``row``: an icon with its count beside it where it holds two or more; when they do not all fit,
    the icons overlap as a fanned hand (the counts then in their tooltips)."""
    kinds = sorted(Counter(obs.weapons[seat]).items())
    side = row.height - 2
    widths = [side + (text_size(str(n), FIGURE, bold=True)[0] + 5 if n > 1 else 2) for _k, n in kinds]
    roomy = sum(widths) <= row.width
    step = (row.width - side) // max(1, len(kinds) - 1) if len(kinds) > 1 else side
    chips, x = [], row.x
    for (kind, n), w in zip(kinds, widths):
        chips.append((kind, n, pygame.Rect(x, row.y + 1, side, side), roomy and n > 1))
        x += w if roomy else min(step, side + 2)
    return chips


def _draw_weapons(surface, row, obs, seat) -> list[tuple[pygame.Rect, str]]:
    """The weapons a seat holds, public (they tell which missions it can complete): their
    pictures with their counts, each named in its tooltip."""
    from . import pictures as PIC

    lang = current_language()
    tips = []
    for kind, n, icon, counted in weapon_chips(row, obs, seat):
        surface.blit(art.picture(PIC.GAME, kind, icon.size), icon)
        box = figure(surface, n, icon.right + 1, row) if counted else icon
        name = obs.data.weapons[kind].name(lang)
        tips.append((icon.union(box), _("{thing} ×{n}").format(thing=name, n=n) if n > 1 else name))
    return tips


def completed_words(obs, seat) -> str:
    """The completed missions' tooltip: their count, then each (face down for the other seats
    until the end) with the points it scored."""
    done, points = obs.completed[seat], obs.completed_points[seat]
    head = _("Missions completed: {n}").format(n=len(done))
    if not done:
        return head
    each = [_("{mission}: {n} points").format(
        mission=_(DONE_HIDDEN[obs.mission_colour(m)]) if m.startswith(HIDDEN) else card_name(obs, m), n=p)
        for m, p in zip(done, points)]
    return head + " · " + joined(each)


def holdings(obs, seat) -> str:
    """What the row's "+n cards" tag stands for: the action and bonus cards counted (another
    seat's are hidden); "" with none."""
    parts = []
    if obs.hands[seat]:
        parts.append(_(COUNT_TIPS["cards"]).format(n=len(obs.hands[seat])))
    if obs.bonus[seat]:
        parts.append(_(COUNT_TIPS["bonus"]).format(n=len(obs.bonus[seat])))
    return " · ".join(parts)


def _draw_annexes(surface, row, obs, seat, colour, annexes) -> list[tuple[pygame.Rect, str]]:
    """Annexes as gold-backed icons (a disciple may be placed on them, so they are never cut),
    with the disciple standing on one."""
    from . import pictures as PIC

    tips = []
    lang = current_language()
    for thing, chip in annex_chips(row, obs, seat):
        annexes[thing] = chip
        pygame.draw.rect(surface, palette.KIN, chip, border_radius=4)  # a placement space: gold behind it
        pic = pygame.Rect(0, 0, min(chip.width, chip.height) - 2, min(chip.width, chip.height) - 2)
        pic.center = chip.center
        surface.blit(art.picture(PIC.GAME, thing, pic.size), pic)
        tips.append((chip, obs.data.annexes[thing].name(lang)))
        if thing in obs.annexed[seat]:  # a disciple stands on it (annexes are placement spaces)
            draw_pawn_at(surface, annex_disciple_point(chip), annex_disciple_radius(chip), colour)
    return tips


DONE_HIDDEN = {"green": N_("A green mission, completed face down"),
               "yellow": N_("A yellow mission, completed face down"),
               "red": N_("A red mission, completed face down"), "black": N_("A black mission, completed face down")}


def annex_chips(row, obs, seat) -> list[tuple[str, pygame.Rect]]:
    """The icons of the annexes ``seat`` owns (one of each kind at most), from the left of ``row``."""
    h = row.height - 4
    step = min(CHIP_W + 2, (row.width - 4) // max(1, len(obs.annexes[seat])))
    return [(thing, pygame.Rect(row.x + k * step, row.y + 1, step - 2, h + 2))
            for k, thing in enumerate(sorted(set(obs.annexes[seat])))]


def annex_disciple_point(chip: pygame.Rect) -> tuple[int, int]:
    """In the icon's lower right corner, inside it: the icon stays recognisable under the disciple."""
    r = round(annex_disciple_radius(chip))
    return chip.right - r, chip.bottom - r


def annex_disciple_radius(chip: pygame.Rect) -> float:
    return max(6, chip.height * 0.32)


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


__all__ = ["COLOURS", "draw_player", "draw_heading", "panel_height", "card_name", "needed_districts"]
