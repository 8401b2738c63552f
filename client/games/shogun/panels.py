"""Shogun's table panels that change only with the game: the players, the cards
in a plan, the action cards, the daimyo track and the events (drawn through the
view's cache). The players', the events' and the action cards' panels are paper
sheets lying on the table, written in ink (palette.SHEET_*), sized to what they hold."""
from __future__ import annotations

from functools import lru_cache

import pygame

from client.i18n import N_, _, current_language
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import (MIN_SIZE, draw_text, draw_text_in_box, fit_size, fits, layout_in_box, text_size)
from client.scenes.table_chrome import seat_label
from client.widgets.base import draw_sheet

from . import content as C
from . import tips
from .board_art import REGION_RGB, draw_chest, draw_rice
from .cards import card_back, card_body, romaji_lines
from .columns import fit_columns
from .mat import PRINT, PRINT_INK, draw_card_place, draw_mat
from .icons import SPECIAL_ICONS, draw_icon, draw_province_cards, draw_slot_icon
from .layout import CHEST, EMPTY, UNKNOWN
from .log_text import ACTION_SHORT, SPECIAL_NAMES, chests, event_name

CHEST_RGB = (214, 176, 74)
HIGHLIGHT = (255, 226, 120)
BOARD = pygame.Rect(8, 72, 1224, 506)  # the map, 55 % of the table's height (the caption and winter's panels sit on it)
LOWER_Y = BOARD.bottom + 8  # the tower, the plans and this panel stand under the map
INFO = pygame.Rect(936, LOWER_Y, 296, 892 - LOWER_Y)
RIGHT_X, RIGHT_W = 1240, 352
STAT_ICON = 20  # px: a player's chests, rice, province cards and armies (their figures beside them)
STAT_SIZE = 24  # bold: the figures' digits 16-17 px tall on the 1600 × 900 table, 14 on a 1366 × 768 laptop
# the score sheet's columns under their headings: (heading, width) after the seat's marker
STATS = ((N_("Chests"), 70), (N_("Rice"), 64), (N_("Provinces"), 80), (N_("Supply"), 70))
SEATS_HEAD = 22  # the headings' line at the top of the score sheet
SEAT_ROW = 56  # px a seat's row takes (a name line, a figures line)


def players_rect(n: int) -> pygame.Rect:
    """The score sheet, sized to its seats."""
    return pygame.Rect(RIGHT_X, 72, RIGHT_W, 14 + SEATS_HEAD + n * SEAT_ROW)


def seat_row(s: int) -> pygame.Rect:
    """Seat ``s``'s row on the score sheet (lit and framed while it is that seat's turn)."""
    return pygame.Rect(RIGHT_X + 8, 72 + 7 + SEATS_HEAD + s * SEAT_ROW, RIGHT_W - 16, SEAT_ROW - 4)


# players ------------------------------------------------------------------------------
def draw_players(view, surface, obs, to_act) -> None:
    """The score sheet: a line of column headings, then per seat its name and points over its
    chests, rice, province cards and armies in supply, each figure bold under its icon's heading."""
    n = view.players
    draw_sheet(surface, players_rect(n))
    colours = view.colours()
    seats = view.scene.match.seats
    x = RIGHT_X + 8 + 34
    for heading, width in STATS:
        draw_text_in_box(surface, _(heading), pygame.Rect(x, 76, width, SEATS_HEAD), LABEL, palette.SHEET_DIM,
                         min_size=MIN_SIZE)  # centred over its column's icons and figures
        x += width
    for s in range(n):
        row = seat_row(s)
        view.add_tip(row, lambda o, s=s: tips.player_lines(view, o, s))
        if s == to_act:
            pygame.draw.rect(surface, palette.SHEET_HI, row, border_radius=8)
        draw_marker(surface, (row.x + 18, row.y + 15), 10, colours[s])
        seat = seats[s]
        special = obs.special_of[s]
        track = track_label(obs.position[s], special) if special else ""  # its daimyo track bonus, before the points
        track_w = text_size(track, 15)[0] + 8 if track else 0
        draw_text_in_box(surface, seat_label(seat), pygame.Rect(row.x + 34, row.y + 2, row.width - 110 - track_w, 26),
                         20, palette.SHEET_LIT if s == to_act else palette.SHEET_INK, align="left", bold=s == to_act)
        if track:
            draw_text(surface, track, (row.right - 78, row.y + 15), 15, palette.SHEET_LIT, anchor="midright")
        draw_text_in_box(surface, _("{n} pts").format(n=obs.score[s]),
                         pygame.Rect(row.right - 74, row.y + 2, 68, 26), 20, palette.SHEET_INK, align="right",
                         bold=True)
        provinces = sum(1 for o in obs.owner if o == s)
        # an icon, then its figure bold (the heading above and the tooltip name each one)
        x = row.x + 34
        cy = row.y + 39
        for (icon, value), (_heading, width) in zip((("chest", obs.chests[s]), ("rice", obs.rice[s]),
                                                     ("card", provinces), ("supply", obs.supply[s])), STATS):
            x += (width - stat_width()) // 2  # (an icon and two digits, centred under the heading)
            if icon == "chest":
                draw_chest(surface, (x + 10, cy), STAT_ICON / 2)
            elif icon == "rice":
                draw_rice(surface, (x + 10, cy), STAT_ICON / 2)
            elif icon == "card":
                draw_province_cards(surface, (x + 10, cy), STAT_ICON)
            else:
                draw_marker(surface, (x + 10, cy), STAT_ICON * 0.4, colours[s])
            draw_text(surface, str(value), (x + 22, cy + 1), STAT_SIZE, palette.SHEET_INK, anchor="midleft", bold=True)
            x += width - (width - stat_width()) // 2


@lru_cache(maxsize=1)
def stat_width() -> int:
    """px an icon and a two-digit figure take on the score sheet (a column's figures line up under it)."""
    return 22 + text_size("88", STAT_SIZE, True)[0]


def draw_card(surface, rect, card, obs, hand: bool = False) -> None:
    """A card as a small paper card lying on the mat: the back of another seat's face-down card,
    a chest card (the chest and its number), a province card (its region's dye, kanji and
    romaji). ``hand``: a card in the hand, lifted a little higher (a longer shadow)."""
    rect = pygame.Rect(rect)
    if card == EMPTY:
        return
    if card == UNKNOWN:
        card_back(surface, rect)
        draw_text_in_box(surface, "將", rect.inflate(-4, -4), 16, palette.GOLD)
        return
    lift = 3 if hand else 2
    if card >= CHEST:
        field = card_body(surface, rect, CHEST_RGB, lift)
    else:
        info = obs.info
        field = card_body(surface, rect, REGION_RGB[info.regions[info.region[card]]], lift)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    try:
        if hand and rect.height > rect.width:  # an upright card held in the hand
            _upright_face(surface, field, card, obs)
        else:
            _card_face(surface, rect, field, card, obs, hand)
    finally:
        surface.set_clip(clip)


@lru_cache(maxsize=16)
def _roundel(size: tuple[int, int]) -> pygame.Surface:
    """The paler roundel a hand card's kanji are written on (painted once per size)."""
    pale = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(pale, (255, 250, 236, 120), pale.get_rect(), border_radius=size[0] // 2)
    return pale


INDEX_H = 34  # px at an upright card's top where its name is written (all that shows of a card tucked under another)
FACE_KANJI = 22  # an upright card's kanji written down its face, at most


def _upright_face(surface, field: pygame.Rect, card: int, obs) -> None:
    """An upright card in the hand, as a real card: its name at the top (the romaji, or in Chinese
    the kanji), where it still shows when a card lies over its lower part; below, the province's
    kanji written down the card on a paler roundel, or a chest card's chest and its count."""
    band = pygame.Rect(field.x, field.y, field.width, INDEX_H - 2)
    body = pygame.Rect(field.x, band.bottom, field.width, field.bottom - band.bottom)
    pygame.draw.line(surface, palette.SHEET_DIM, (field.x + 4, band.bottom), (field.right - 5, band.bottom))
    if card >= CHEST:
        value = card - CHEST
        digit_w = text_size(str(value), 20, True)[0]
        x = band.centerx - (digit_w + 24) // 2
        draw_chest(surface, (x + 10, band.centery), 10)
        draw_text(surface, str(value), (x + 24, band.centery), 20, palette.INK, anchor="midleft", bold=True)
        label = chests(value)  # below: the chests, stacked as many as it is worth (three at most), and the count
        words = fits(label, body.width - 4, 99, SUB_SIZE) and body.height >= 3 * SUB_SIZE + 8
        pile = body.inflate(0, -2 * SUB_SIZE - 4).move(0, -SUB_SIZE // 2 - 2) if words else body
        r = max(6, min(11, pile.height * 2 // 5))
        shown = max(1, min(3, value))
        for k in range(shown):
            draw_chest(surface, (pile.centerx + (k - (shown - 1) / 2) * r * 0.9, pile.centery - k % 2 * r * 0.5), r)
        if words:
            draw_text(surface, label, (body.centerx, body.bottom - SUB_SIZE // 2 - 4), SUB_SIZE, palette.INK,
                      anchor="center")
        return
    info = obs.info
    kanji, name = info.kanji[card], info.names[card]
    if current_language() == "zh_Hant":  # a Chinese reader reads the kanji (ART.md), once: no romaji, no repeat
        _kanji_title(surface, field, band, kanji)
        return
    # (the paper border is its margin: "Shikoku" fits a card 54 px wide)
    size = SUB_SIZE + 1 if text_size(name, SUB_SIZE + 1)[0] <= band.width - 2 else SUB_SIZE
    lines = romaji_lines(name, band.width, size)
    pitch = max(size - 2, min(ROMAJI_PITCH, band.height // len(lines)))  # three lines close up in the band
    top = band.centery - (len(lines) - 1) * pitch // 2
    for k, line in enumerate(lines):
        draw_text(surface, line, (band.centerx, top + k * pitch), size, palette.INK, anchor="center")
    # the kanji down the card's face, each under the last, on a paler roundel (as a crest)
    if body.height < 2 * MIN_SIZE + 6:
        return
    step = min(FACE_KANJI, (body.height - 6) // len(kanji), body.width - 10)
    if step - 2 < MIN_SIZE:  # a low card: the kanji across, where they fit
        if fits(kanji, body.width - 6, body.height - 4, MIN_SIZE, bold=True):
            draw_text(surface, kanji, body.center, fit_size(kanji, body.width - 6, body.height - 4, 20, MIN_SIZE,
                                                            bold=True), palette.INK, anchor="center", bold=True)
        return
    roundel = pygame.Rect(0, 0, min(body.width - 6, step + 14), min(body.height - 4, step * len(kanji) + 10))
    roundel.center = body.center
    surface.blit(_roundel(roundel.size), roundel)
    y = body.centery - (len(kanji) - 1) * step / 2
    for k, ch in enumerate(kanji):
        draw_text(surface, ch, (body.centerx, round(y + k * step)), step - 2, palette.INK, anchor="center", bold=True)


def _kanji_title(surface, field: pygame.Rect, band: pygame.Rect, kanji: str) -> None:
    """A Chinese hand card's name written once, large, across its top (it still shows when a card
    lies over the lower part); under it a faint printed crest, as on a real card's face."""
    size = fit_size(kanji, band.width - 4, band.height + 2, TITLE_KANJI, MIN_SIZE, bold=True)
    draw_text(surface, kanji, (band.centerx, band.centery + 1), size, palette.INK, anchor="center", bold=True)
    body = pygame.Rect(field.x, band.bottom, field.width, field.bottom - band.bottom)
    r = min(body.width, body.height) // 2 - 6
    if r >= 8:
        surface.blit(_crest(r), _crest(r).get_rect(center=body.center))


@lru_cache(maxsize=8)
def _crest(r: int) -> pygame.Surface:
    """A plain mon (a ring round four lozenges, 四つ菱), printed faint on a card's face."""
    ink = (*palette.INK[:3], 70)
    crest = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    c = r + 1
    pygame.draw.circle(crest, ink, (c, c), r, 2)
    d = r * 0.32
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        x, y = c + dx * d * 1.05, c + dy * d * 1.05
        pygame.draw.polygon(crest, ink, [(x, y - d * 0.95), (x + d * 0.95, y), (x, y + d * 0.95), (x - d * 0.95, y)])
    return crest


TITLE_KANJI = 28  # px: a Chinese hand card's kanji across its top, at most


def _card_face(surface, rect, field, card, obs, hand) -> None:
    two = rect.height >= 38
    width = field.width
    big = 18 if hand else 16
    if card >= CHEST:  # the chest and its number say it (the tooltip says "4 chests"), once
        value = card - CHEST
        size = big + 2 if two else big
        digit_w = text_size(str(value), size, True)[0]
        r = 11 if two and digit_w + 26 <= width - 4 else 8
        x = rect.centerx - (digit_w + 2 * r + 4) // 2
        draw_chest(surface, (x + r, rect.centery), r)
        draw_text(surface, str(value), (x + 2 * r + 4, rect.centery), size, palette.INK, anchor="midleft", bold=True)
        return
    info = obs.info
    kanji, name = info.kanji[card], info.names[card]
    # every card shows its kanji; an English reader gets the romaji whole at 13 px under them where
    # the card holds it on one line, else the kanji alone (the map beside names it in romaji, the
    # tooltip too): never a name broken "Shimo-" / "tsuke" on one card and whole on the next
    kanji_room = field.height - ROMAJI_PITCH
    if (current_language() != "zh_Hant" and two and kanji_room >= KANJI_LEAST
            and text_size(name, SUB_SIZE)[0] <= width):
        draw_text(surface, kanji, (field.centerx, field.y + kanji_room // 2),
                  fit_size(kanji, width, kanji_room, big + 1, MIN_SIZE, bold=True), palette.INK, anchor="center",
                  bold=True)
        draw_text(surface, name, (field.centerx, field.bottom - 1 - ROMAJI_PITCH // 2), SUB_SIZE, palette.INK,
                  anchor="center")
        return
    draw_text(surface, kanji, field.center, fit_size(kanji, width, field.height, big + 1, MIN_SIZE, bold=True),
              palette.INK, anchor="center", bold=True)


SUB_SIZE = MIN_SIZE  # a province card's romaji under its kanji, one size on every card
ROMAJI_PITCH = 14  # px from one romaji line to the next (on the letters' ink, not their line boxes)
KANJI_LEAST = 14  # px of field the kanji need above the romaji, else the romaji stand alone


# info panel ------------------------------------------------------------------------------
CARD_GAP = 4  # px between the action cards, and between their two rows
ACTION_CARD_H = 70  # an action card: its place and picture, then its name on one or two lines
TRACK_H = 76  # a daimyo track step: its place, marker and picture, then the bonus on one or two lines
PICTURE = 24  # px: an action card's or a step's picture (the plan mat's spaces show the same)
LABEL = 14  # the panel's headings: never smaller
CARD_LABEL = 14  # an action card's name, 13 where a word needs it


def track_label(k: int, special: str) -> str:
    """A daimyo track place with its bonus: "1 · Rice +1", 「1・米糧+1」."""
    return _("{k} · {special}").format(k=k, special=_(SPECIAL_NAMES[special]))


def action_card_rects(x: int, y: int, w: int) -> list[pygame.Rect]:
    """The ten action cards' places: two rows of five, in their order."""
    cw = (w - 4 * CARD_GAP) // 5
    return [pygame.Rect(x + (k % 5) * (cw + CARD_GAP), y + (k // 5) * (ACTION_CARD_H + CARD_GAP), cw, ACTION_CARD_H)
            for k in range(10)]


def label_box(cell: pygame.Rect) -> pygame.Rect:
    """Where an action card's name is written: under its place and picture."""
    return pygame.Rect(cell.x + 2, cell.y + 28, cell.width - 4, cell.bottom - cell.y - 28)


# a recruiting card's armies stand beside its picture, so its name stays one word on one line
# ("Recruit / 3" broke over two lines on a card 52 px wide)
CARD_COUNTS = {"recruit5": 5, "recruit3": 3, "recruit1": 1}
CARD_NAMES = {"recruit5": N_("Recruit"), "recruit3": N_("Recruit"), "recruit1": N_("+ move")}


def card_label(aid: str) -> str:
    """What an action card says under its picture (a recruit's count is by the picture)."""
    return _(CARD_NAMES.get(aid) or ACTION_SHORT[aid])


def card_label_size(aids, cell: pygame.Rect) -> int:
    """One size for the names of the cards face up (the largest at which every one fits), so the
    row reads as a set of cards, not as words of several sizes."""
    box = label_box(cell)
    return min([CARD_LABEL] + [layout_in_box(card_label(aid), box.width, box.height, CARD_LABEL,
                                             multiline=True).size for aid in aids])


def draw_action_card(surface, cell: pygame.Rect, k: int, aid: str | None, now: bool = False,
                     done: bool = False, size: int = CARD_LABEL) -> None:
    """Action card ``k`` of the season lying on its printed place: face up, a paper card with its
    place, its picture (as on the plan mat's spaces) and its name, the one carried out lit in
    vermilion, those done laid flat and faded; face down (``aid`` None), its back with its place."""
    draw_card_place(surface, cell.inflate(4, 4))
    if aid is None:
        card_back(surface, cell)
        draw_text(surface, "將", (cell.centerx, cell.centery + 4), 22, palette.GOLD, anchor="center")
        draw_text(surface, str(k + 1), (cell.x + 7, cell.y + 12), 13, palette.GOLD, anchor="midleft", bold=True)
        return
    card_body(surface, cell, palette.SHEET_HI if now else palette.SHEET if done else palette.KINARI,
              lift=0 if done else 2)
    if now:
        pygame.draw.rect(surface, palette.SHEET_LIT, cell, 2, border_radius=4)
    # its place in the corner ("10" a size smaller, clear of a recruit's troops)
    draw_text(surface, str(k + 1), (cell.x + 5, cell.y + 12), 14 if k < 9 else 13, palette.SHEET_LIT,
              anchor="midleft", bold=True)
    ink = palette.SHEET_LIT if now else palette.SHEET_DIM if done else palette.SHEET_INK
    count = CARD_COUNTS.get(aid)
    if count is None:
        draw_slot_icon(surface, aid, (cell.centerx + 6, cell.y + 16), PICTURE, faint=done)
    else:  # the troops, and how many, side by side
        draw_slot_icon(surface, aid, (cell.centerx + 4, cell.y + 16), PICTURE - 8, faint=done)
        draw_text(surface, str(count), (cell.right - 5, cell.y + 17), 16, ink, anchor="midright", bold=True)
    draw_text_in_box(surface, card_label(aid), label_box(cell), size, ink, multiline=True,
                     min_size=MIN_SIZE)  # (never bold: "Recruit" would not fit)


def draw_info(view, surface, obs, legal) -> None:
    """The action cards and the daimyo track on their own mat: the season's cards lying on their
    printed places, then the track printed as five places joined by arrows, each with its
    special card and the marker of the seat that took it."""
    draw_mat(surface, INFO)
    x, y, w = INFO.x + 12, INFO.y + 9, INFO.width - 24
    draw_text_in_box(surface, _("Action cards"), pygame.Rect(x, y, w, 20), 16, PRINT_INK, align="left",
                     min_size=LABEL, bold=True)
    y += 24
    cells = action_card_rects(x, y, w)
    size = card_label_size(obs.action_row, cells[0])
    for k, cell in enumerate(cells):
        view.add_tip(cell, lambda o, k=k: tips.action_lines(view, o, k))
        up = k < len(obs.action_row)
        draw_action_card(surface, cell, k, obs.action_row[k] if up else None,
                         now=up and obs.phase == "act" and k == obs.act_pos,
                         done=up and obs.phase == "act" and k < obs.act_pos, size=size)
    y += 2 * ACTION_CARD_H + CARD_GAP + 5
    draw_text_in_box(surface, _("Daimyo track"), pygame.Rect(x, y, w, 20), 16, PRINT_INK, align="left",
                     min_size=LABEL, bold=True)
    y += 22
    colours = view.colours()
    taken = {obs.position[s]: s for s in range(view.players) if obs.position[s]}
    specials = [obs.special_row[k] if k < len(obs.special_row) else None for k in range(C.TURN_POSITIONS)]
    # the steps' widths follow their bonuses, as the plan mat's spaces follow their names
    cols = fit_columns(tuple(_(SPECIAL_NAMES[sp]) if sp else "" for sp in specials),
                       (False,) * C.TURN_POSITIONS, x, w)
    for k, special in enumerate(specials):
        cell = pygame.Rect(cols.xs[k] + 2, y, cols.widths[k] - 4, TRACK_H - 2)
        view.add_tip(cell, lambda o, k=k: tips.track_lines(view, o, k))
        action = "order:%d" % (k + 1)
        free = action in legal
        draw_card_place(surface, cell.inflate(2, 2))
        if k:  # a step of the track: a printed arrow leading on from the place before
            pygame.draw.polygon(surface, PRINT, [(cell.x - 4, cell.y + 34), (cell.x + 1, cell.y + 38),
                                                 (cell.x - 4, cell.y + 42)])
        if special:  # its special card lying on the place
            card_body(surface, cell, palette.SHEET_HI if free else palette.KINARI)
            if free:
                pygame.draw.rect(surface, palette.SHEET_LIT, cell, 2, border_radius=4)
            # the picture under the place's number and marker, the bonus under the picture
            draw_icon(surface, SPECIAL_ICONS[special], (cell.centerx, cell.y + 30), PICTURE - 4)
            lines = cols.lines[k]
            centres = (cell.y + 54,) if len(lines) == 1 else (cell.y + 50, cell.y + 64)
            for line, cy in zip(lines, centres):
                draw_text(surface, line, (cell.centerx, cy), cols.size, palette.SHEET_INK, anchor="center")
        draw_text(surface, str(k + 1), (cell.x + 6, cell.y + 11), 15, palette.SHEET_LIT if special else PRINT,
                  anchor="midleft", bold=True)
        if k + 1 in taken:  # whose place: the seat's marker (its name in the tooltip and the players panel)
            draw_marker(surface, (cell.right - 10, cell.y + 11), 8, colours[taken[k + 1]])
        if free:
            view.add_hit(cell, action)
    from .war import free_markers, public_peasants

    y = INFO.bottom - 27
    draw_text_in_box(surface, _("Peasants {p} · Revolt markers {m}").format(p=public_peasants(obs),
                                                                         m=free_markers(obs)),
                     pygame.Rect(x, y, w, 22), 15, PRINT_INK, align="left", min_size=LABEL)


EVENT_PITCH = 29


def event_rows(obs) -> list[tuple[str, bool]]:
    """The events the sheet lists: (event id, in play now), the season's first."""
    rows = []
    if obs.event_now:
        rows.append((obs.event_now, True))
    rows += [(e, False) for e in obs.events_up]
    if obs.winter_event and obs.winter_event not in obs.events_up:
        rows.append((obs.winter_event, True))
    return rows[:4]


def events_height(obs) -> int:
    """The events' sheet sized to what it lists (its heading alone when none is up)."""
    return 8 + 22 + len(event_rows(obs)) * EVENT_PITCH + 4


def draw_events(view, surface, obs, rect: pygame.Rect) -> None:
    """The events in play and up next (beside the players): each its own row, the one in force
    marked, and apart from its name, behind a rice bale, what everyone loses in winter if it is
    the last left."""
    draw_sheet(surface, rect)
    x, y, w = rect.x + 10, rect.y + 8, rect.width - 20
    rows = event_rows(obs)
    loss_w = 84  # the rice column: a bale and "−7", or "no loss"
    head = _("Events") if any(now for _eid, now in rows) or not rows else \
        _("Events · one drawn each season")
    draw_text_in_box(surface, head, pygame.Rect(x, y, w - loss_w, 22), 16, palette.SHEET_DIM,
                     align="left", min_size=LABEL, bold=True)
    draw_text_in_box(surface, _("winter loss"), pygame.Rect(x + w - loss_w, y, loss_w - 6, 22), 14,
                     palette.SHEET_DIM, align="right", min_size=LABEL)
    y += 22
    fit = (rect.bottom - 4 - y) // EVENT_PITCH
    for eid, now in rows[:fit]:
        card = C.EVENT_BY_ID[eid]
        cell = pygame.Rect(x, y, w, 26)
        view.add_tip(cell, lambda o, eid=eid, now=now: tips.event_lines(view, o, eid, now))
        if now:  # the event in force: lit, with a vermilion bar at its edge
            pygame.draw.rect(surface, palette.SHEET_HI, cell, border_radius=4)
            pygame.draw.rect(surface, palette.SHEET_LIT, (cell.x, cell.y + 3, 4, cell.height - 6), border_radius=2)
        else:  # a ruled line between the events, as on a score sheet
            pygame.draw.line(surface, palette.SHEET_HI, (cell.x, cell.bottom + 1), (cell.right, cell.bottom + 1))
        draw_text_in_box(surface, (_("Now: ") if now else "") + event_name(eid),
                         pygame.Rect(cell.x + 8, cell.y, cell.width - loss_w - 8, cell.height), 15,
                         palette.SHEET_LIT if now else palette.SHEET_INK, align="left", min_size=LABEL, bold=now)
        loss = pygame.Rect(cell.right - loss_w, cell.y, loss_w - 6, cell.height)
        if card.rice_loss:  # a bale just before the rice everyone loses
            drawn = draw_text(surface, "−{n}".format(n=card.rice_loss), (loss.right, cell.centery + 1), 16,
                              palette.SHEET_INK, anchor="midright", bold=True)
            draw_rice(surface, (drawn.x - 13, cell.centery), 8)
        else:
            draw_text_in_box(surface, _("no loss"), loss, 15, palette.SHEET_DIM, align="right", min_size=LABEL)
        y += EVENT_PITCH
