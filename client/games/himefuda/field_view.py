"""姬札大戰's field on the table: the painted field (field_paint) with the lanes' and rows'
numbers round it, the two castles' figures (garrison, provisions, castle guard) beside their
keeps, and the units as cards with troops, facing and their fatigued (疲兵) / tired (倦兵)
marks (just sortied, moved). Geometry comes from the Tiled map only (field_geometry, field_map)."""
from __future__ import annotations

import functools

import pygame

from client.i18n import N_, _, current_language, thousands
from client.render import palette
from client.render.art import picture
from client.render.text import MIN_INK_BOX, MIN_SIZE, draw_text_in_box, layout_in_box, text_size

from . import card_art as art
from .field_geometry import FieldGeometry
from .field_map import LANES, OPEN, ROWS, Terrain, load_field
from . import field_paint
from .field_paint import GAME, field_picture, terrain_picture
from .terrain import layout as terrain_layout
from .phase_guide import draw_phase_icon
from .vocabulary import MELEE, MOVE_PHASE, SHOOT, SORTIE_PHASE, STRATEGY

HIGHLIGHT = palette.HIGHLIGHT


def cell_terrain(zone, halves) -> Terrain:
    return load_field().terrain(terrain_layout(halves)[tuple(zone)])


def draw_field(surface, geo: FieldGeometry, halves=None, colours=None) -> None:
    """The painted field (each half in its seat's colour, side 0's then side 1's) on its paper, and
    the lanes' and rows' numbers round it."""
    colours = tuple(colours) if colours else (palette.seat_colour(0), palette.seat_colour(1))
    surface.blit(field_picture(geo.rect.size, tuple(halves) if halves else None, colours), geo.rect)
    pygame.draw.rect(surface, palette.SUMI, geo.rect.inflate(2, 2), 2)
    draw_edge_labels(surface, geo)


EDGE_SIZE = 16  # the rows' numbers in the map's margin (never below 13 px)
LANE_SEAL = 22  # a lane's number on its round seal in the margin beside the castle
LANE_SIZE = 15


def lane_label(lane: int) -> str:
    """"Lane 1" / 「第1路」: lanes numbered 1–5 as the log, the hints and the buttons name them."""
    return _("Lane {lane}").format(lane=lane + 1)


def column_label(row: int) -> str:
    """"Column 1" / 「第1列」: the field's columns (its rows in the rules core), standing side by side
    from camp to camp, numbered 1–4 from the first seat's castle, as the hints name them."""
    return _("Column {column}").format(column=row + 1)


def edge_labels(geo: FieldGeometry) -> list[tuple[str, pygame.Rect, str]]:
    """(text, box, kind) of what numbers the field round its edge, in the map's margin: each lane's
    number on a round seal at both its ends, beyond the castles ("lane"), read level as the
    hints' "lane 3" is (never a character a line), the word "Lane" heading each column of
    seals in the corner above it ("head"), and each row's name over it ("column"). The margins
    hold nothing else, so the numbers cover nothing."""
    field = geo.rect
    left, right = geo.castle(0).left, geo.castle(1).right
    top = min(geo.cell((0, row)).top for row in range(ROWS))
    out = []
    for x0, x1 in ((field.x, left), (right, field.right)):
        head = pygame.Rect(0, field.y, text_size(_("Lane"), LANE_SIZE, True)[0] + 6, top - field.y)
        if x0 == field.x:
            head.x = field.x + 2
        else:
            head.right = field.right - 2
        out.append((_("Lane"), head, "head"))
        for lane in range(LANES):
            seal = pygame.Rect(0, 0, LANE_SEAL, LANE_SEAL)
            seal.center = ((x0 + x1) // 2, geo.cell((lane, 0)).centery)
            out.append((str(lane + 1), seal, "lane"))
    for row in range(ROWS):
        cell = geo.cell((0, row))
        out.append((column_label(row), pygame.Rect(cell.x, field.y, cell.width, top - field.y), "column"))
    return out


def draw_edge_labels(surface, geo: FieldGeometry) -> None:
    """The lanes' numbers on their seals and the rows' names round the field, in ink on its paper."""
    for text, box, kind in edge_labels(geo):
        if kind == "lane":
            pygame.draw.circle(surface, palette.SHEET, box.center, box.width // 2)
            pygame.draw.circle(surface, palette.SUMI, box.center, box.width // 2, 2)
            draw_text_in_box(surface, text, box, LANE_SIZE, palette.SHEET_INK, bold=True)
        else:
            draw_text_in_box(surface, text, box, LANE_SIZE if kind == "head" else EDGE_SIZE, palette.SHEET_INK,
                             bold=True)


def castle_panel(geo: FieldGeometry, seat: int) -> pygame.Rect:
    """The castle as one thing to click, light up or point at: inside its walls."""
    return geo.castle(seat).inflate(-6, -6)


COUNTER_ICONS = {"garrison": "icon_garrison", "provisions": "icon_provisions"}


def castle_counters(geo: FieldGeometry, seat: int) -> list[tuple[str, str, pygame.Rect]]:
    """(icon picture, label, plaque) of the castle's garrison and provisions, in its courtyard
    above the keep: beside the castle's picture, never over it."""
    parts = geo.castle_parts(seat)
    return [("icon_garrison", _("Garrison"), parts.garrison), ("icon_provisions", _("Provisions"), parts.provisions)]


def draw_castle(surface, geo: FieldGeometry, obs, seat: int, colour, lit: bool) -> pygame.Rect:
    """The castle's figures on its painted picture: garrison and provisions on plaques above the
    keep, the castle guard's card below it (or "Empty castle"), a gold frame when it is chosen."""
    parts = geo.castle_parts(seat)
    values = (obs.castle[seat], obs.provisions[seat])
    for (icon, label, plaque), value in zip(castle_counters(geo, seat), values):
        draw_counter(surface, plaque, icon, label, value)
    courtyard = field_paint.tint(colour.rgb, field_paint.COURTYARD_TINT)
    # "Castle guard": "The castle guard" is wider than the courtyard at the 13-px floor
    draw_text_in_box(surface, _("Castle guard"), parts.guard_label, 14, palette.text_on(courtyard), bold=True,
                     min_size=12)
    guard = obs.guard[seat]
    if guard is not None:
        surface.blit(art.card_face(guard, parts.guard.width), parts.guard)
    else:
        # the guard's place, empty: a card's outline in ink on the courtyard
        pygame.draw.rect(surface, palette.SUMI, parts.guard, 2, border_radius=6)
        draw_text_in_box(surface, _("Empty castle"), parts.guard.inflate(-8, -8), 16, palette.text_on(courtyard),
                         multiline=True)
    panel = castle_panel(geo, seat)
    if lit:
        pygame.draw.rect(surface, HIGHLIGHT, panel, 4, border_radius=8)
    return panel


def draw_counter(surface, plaque: pygame.Rect, icon: str, label: str, value: int) -> None:
    """A paper plaque hung in the courtyard: the icon, the figure large beside it, its name under them."""
    pygame.draw.rect(surface, palette.SHEET, plaque, border_radius=5)
    pygame.draw.rect(surface, palette.SUMI, plaque, 2, border_radius=5)
    side = plaque.height - 22
    pic = pygame.Rect(plaque.x + 5, plaque.y + 3, side, side)
    surface.blit(picture(GAME, icon, pic.size), pic)
    draw_text_in_box(surface, str(value), pygame.Rect(pic.right + 2, plaque.y + 1, plaque.right - pic.right - 7,
                                                      side + 2), 28, palette.SHEET_INK, bold=True, align="right")
    draw_text_in_box(surface, label, pygame.Rect(plaque.x + 3, plaque.bottom - 20, plaque.width - 6, 18), 15,
                     palette.SHEET_DIM, min_size=12)


BAND_H = 20  # the strip under a unit on rough ground: the terrain's sign, its name or the state's tab


def ground_of(zone, halves) -> Terrain | None:
    """The terrain a unit at ``zone`` stands on, or None on open ground (or the plain field)."""
    if not halves:
        return None
    ground = cell_terrain(zone, tuple(halves))
    return None if ground.id == OPEN else ground


def terrain_band(rect: pygame.Rect) -> pygame.Rect:
    """Where a unit's strip lies in its cell ``rect`` (the terrain's sign and name, or the state's
    tab): along the bottom, under the token, as wide as the token."""
    return pygame.Rect(rect.x + TOKEN_MARGIN, rect.bottom - 4 - BAND_H, rect.width - 2 * TOKEN_MARGIN, BAND_H)


def draw_terrain_icon(surface, box: pygame.Rect, ground: Terrain) -> None:
    """A terrain kind's own picture, small, on paper: trees, a hill, water (told apart by shape)."""
    pygame.draw.rect(surface, palette.KINARI, box)
    surface.blit(terrain_picture(ground.id, box.size), box)
    pygame.draw.rect(surface, palette.INK, box, 1)


def draw_terrain_band(surface, band: pygame.Rect, ground: Terrain, language: str, named: bool = True) -> None:
    """The ground under a unit, told by its sign and its name (not by colour alone); without
    ``named`` its sign alone (a state's tab takes the rest: the name is in the legend and the tip)."""
    pygame.draw.rect(surface, palette.INK, band, border_radius=5)
    side = band.height - 4
    sample = pygame.Rect(band.x + 2, band.y + 2, side, side)
    clip = surface.get_clip()
    surface.set_clip(sample.clip(clip) if clip else sample)
    draw_terrain_icon(surface, sample, ground)
    surface.set_clip(clip)
    if named:
        draw_text_in_box(surface, ground.name(language), pygame.Rect(sample.right + 4, band.y, band.right - sample.right
                                                                      - 8, band.height), 15, palette.PAPER, bold=True)


MARK_H = MIN_INK_BOX + 1  # a state's tab (its word at 13 px)
STATS_H = 31  # the fight chips' row: numbers at card_art.CHIP_SIZE


def unit_layout(rect: pygame.Rect, rough: bool, marked: bool = False) -> tuple:
    """Where a unit token's rows lie in its cell ``rect`` (``rough``: over a terrain band;
    ``marked``: with a state's tab): the card, the name ribbon's height, the fight chips' top and
    height, the state's tab's top and height, the troops' box (the general's mask at its left).
    The token stands inside its cell with a margin all round (its facing wedge in the margin);
    on rough ground it is shorter, over a strip of its own at the cell's foot that holds the
    terrain's sign (and the state's tab beside it); marked on open ground, a little shorter, its
    tab pinned over its own foot. Nothing of it reaches a neighbouring cell."""
    box = rect.inflate(-2 * TOKEN_MARGIN, -12)
    band = terrain_band(rect)
    marks_y, mark_h = band.y + 2, BAND_H - 4
    if rough:
        box = pygame.Rect(box.x, rect.y + 3, box.width, band.y - 1 - (rect.y + 3))
    elif marked:  # the tab over the token's foot, its upper part on the counter's frame
        marks_y, mark_h = rect.bottom - 4 - MARK_H, MARK_H
        box = pygame.Rect(box.x, rect.y + 4, box.width, marks_y + TAB_ON - (rect.y + 4))
    name_h = NAME_H_ZH if art.zh() else NAME_H_EN
    top = box.y + 3
    stats_y = top + name_h + 2
    troops_y = stats_y + STATS_H + 3
    troops = pygame.Rect(box.x + 5, troops_y, box.width - 10, box.bottom - 5 - troops_y)
    return pygame.Rect(box.x, box.y, box.width, box.height), name_h, stats_y, STATS_H, marks_y, mark_h, troops


#: the name ribbon's height: one line of the shared name size (Chinese names are set larger)
NAME_H_EN, NAME_H_ZH = 26, 30
NAME_MAX_EN, NAME_MAX_ZH = 18, 24  # the name's size when every general's name fits at it
RIBBON_OVERHANG = 4  # the ribbon runs a little past the token's sides, still in the cell's margin
TOKEN_MARGIN = 7  # between a token and its cell's sides: its facing wedge stands in it
WEDGE = 6  # how far the facing wedge points out of the token
TAB_ON = 5  # how far a state's tab lies over its token's foot (open ground): pinned to it, clear of the troops


def badge_area(rect: pygame.Rect, rough: bool) -> pygame.Rect:
    """Where a badge over a unit (the expected casualties of an attack on it) goes: over its
    fight chips, between its name and its troops, so both stay readable."""
    box, _name_h, stats_y, stats_h, _marks_y, _mark_h, troops = unit_layout(rect, rough)
    return pygame.Rect(box.x + 3, stats_y, box.width - 6, troops.y - 1 - stats_y)


def draw_unit(surface, rect: pygame.Rect, obs, u, colour, lit: bool = False) -> None:
    """A unit token: a paper counter framed in its seat's colour, its leading general's name on
    the seat-coloured header, the two values it fights with as chips in ink (melee and shooting;
    the stratagem and the rest are on the card read on hover), its painted mask and troops in ink,
    the way it faces; under it, on a strip of its own in its cell, the terrain's sign (on rough
    ground: the card would hide the cell's tile) and its state's tab (just sortied, moved)."""
    ground = ground_of(u.zone, obs.halves)
    # a unit that sortied cannot move, so it is never fatigued and tired at once: one tab
    state = SORTIE_PHASE if u.fatigued else MOVE_PHASE if u.tired else None
    box, name_h, stats_y, stats_h, marks_y, mark_h, troops = unit_layout(rect, ground is not None, state is not None)
    draw_card_shadow(surface, box)
    if ground is not None:  # over the token's shadow: the band lies beside the token, not under it
        draw_terrain_band(surface, terrain_band(rect), ground, current_language(), named=state is None)
    pygame.draw.rect(surface, art.FACE, box, border_radius=8)
    pygame.draw.rect(surface, colour.rgb, box, 4, border_radius=8)
    if lit:
        pygame.draw.rect(surface, HIGHLIGHT, box.inflate(6, 6), 3, border_radius=10)
    # facing: a wedge on the side towards the enemy castle (seat 0 right, seat 1 left), in the cell's margin
    cy = box.centery
    if u.seat == 0:
        tip, base = box.right + WEDGE, box.right - 2
    else:
        tip, base = box.x - WEDGE, box.x + 2
    pygame.draw.polygon(surface, colour.rgb, [(tip, cy), (base, cy - 11), (base, cy + 11)])
    pygame.draw.polygon(surface, palette.INK, [(tip, cy), (base, cy - 11), (base, cy + 11)], 1)
    draw_unit_name(surface, name_ribbon(box, stats_y, name_h), u.cards[0], colour)
    # the values it fights with where it stands: its changes and its cell's terrain (H-2) counted
    melee = (obs.value(u, MELEE, fight=True), obs.value(u, MELEE, True, fight=True))
    shoot = (obs.value(u, SHOOT, fight=True), obs.value(u, SHOOT, True, fight=True))
    art.draw_fight_chips(surface, melee, shoot, pygame.Rect(box.x + 3, stats_y, box.width - 6, stats_h))
    # the troops on paper, in ink: the seat's colour is the frame's and the header's alone
    pygame.draw.rect(surface, TROOPS_PAPER, troops, border_radius=6)
    pygame.draw.rect(surface, palette.SUMI, troops, 1, border_radius=6)
    cameo, words = troops_parts(troops)
    surface.blit(unit_cameo(u.cards[0], cameo.height), cameo)
    if len(u.cards) > 1 or u.gear:  # the cards under the leader, on a small seal at the mask's corner
        more = pygame.Rect(cameo.right - 8, cameo.bottom - 14, 20, 16)
        pygame.draw.rect(surface, palette.INK, more, border_radius=5)
        draw_text_in_box(surface, f"+{len(u.cards) - 1 + len(u.gear)}", more, 13, palette.WASHI, bold=True)
        words = pygame.Rect(more.right + 1, words.y, words.right - more.right - 1, words.height)
    # "10k" in English (the general's mask takes the room of the word; the troops' number is what
    # the token is read for), 「1萬兵」 in Chinese
    draw_text_in_box(surface, _("{n}k").format(n=thousands(u.troops)), words, 22, palette.SHEET_INK, bold=True)
    if state is not None:
        draw_state_tab(surface, state_shelf(rect, ground is not None, box), marks_y, mark_h, state)


TROOPS_PAPER = palette.WASHI  # the troops' plate on a token


def state_shelf(rect: pygame.Rect, rough: bool, box: pygame.Rect) -> pygame.Rect:
    """What a state's tab lies in, at its left: the token (pinned over its foot), or on rough
    ground its strip beside the terrain's sign."""
    if not rough:
        return box
    band = terrain_band(rect)
    return pygame.Rect(band.x + BAND_H, band.y, band.width - BAND_H, band.height)


#: the two states a unit is marked with, told apart by word, sign and colour: 疲兵 "sortied"
#: (it does nothing more this turn: the sortie's banner, in ink) and 倦兵 "moved" (melee -1, no
#: shooting, siege or retreat: the move's arrow, in gold)
STATE_WORDS = {SORTIE_PHASE: N_("Sortied"), MOVE_PHASE: N_("Moved")}
STATE_LOOKS = {SORTIE_PHASE: (palette.SUMI, palette.WASHI), MOVE_PHASE: (palette.KIN, palette.SUMI)}
STATE_SIGN = 12  # the sign's side on the tab


def draw_state_tab(surface, box: pygame.Rect, top: int, high: int, state: str) -> pygame.Rect:
    """The tab of a unit that has just sortied or has moved: its phase's sign and its word."""
    text = _(STATE_WORDS[state])
    tag = marks_tab(box, top, high, text)
    ground, ink = STATE_LOOKS[state]
    pygame.draw.rect(surface, ground, tag, border_radius=5)
    pygame.draw.rect(surface, palette.SUMI, tag, 1, border_radius=5)
    sign = pygame.Rect(tag.x + 4, tag.centery - STATE_SIGN // 2, STATE_SIGN, STATE_SIGN)
    draw_phase_icon(surface, state, sign, ink)
    draw_text_in_box(surface, text, pygame.Rect(sign.right + 2, tag.y, tag.right - sign.right - 5, tag.height), 13,
                     ink, bold=True)
    return tag


def name_ribbon(box: pygame.Rect, stats_y: int, name_h: int) -> pygame.Rect:
    """The ribbon the leading general's name is written on: across the token's whole width (a
    little past its sides), just above the fight chips."""
    return pygame.Rect(box.x - RIBBON_OVERHANG, stats_y - 2 - name_h, box.width + 2 * RIBBON_OVERHANG, name_h)


@functools.lru_cache(maxsize=16)
def name_size(width: int, language: str) -> int:
    """The one size every unit's name is written at on a ribbon ``width`` wide, in ``language``:
    the largest at which every general's name fits on one line, so a three-character name (夏侯惇)
    or a long English one (Huang Zhong) stands as large as 曹操 or Cao Cao."""
    zh = language.startswith("zh")
    names = [g.name_zh if zh else g.name_en for g in art.pool().generals.values()]
    high = NAME_H_ZH if zh else NAME_H_EN
    for size in range(NAME_MAX_ZH if zh else NAME_MAX_EN, MIN_SIZE, -1):
        if all(not (lay := layout_in_box(n, width, high, size, bold=True)).truncated and lay.size == size
               for n in names):
            return size
    return MIN_SIZE


def draw_unit_name(surface, ribbon: pygame.Rect, card_id: str, colour) -> None:
    """The leading general's name in the screen's language, as the log and the cards name him, on
    one line across the seat-coloured ribbon, at the size all the names share."""
    pygame.draw.rect(surface, colour.rgb, ribbon, border_radius=4)
    pygame.draw.rect(surface, palette.SUMI, ribbon, 2, border_radius=4)
    room = ribbon.inflate(-4, 0)
    size = name_size(room.width, current_language())
    draw_text_in_box(surface, art.card_name(card_id), room, size, palette.text_on(colour.rgb), bold=True,
                     min_size=size)


def troops_parts(troops: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The troops' box split: the leading general's painted mask at its left (who leads the unit,
    told at a glance) and the troops' words beside it."""
    side = min(troops.height - 4, CAMEO_MAX)
    cameo = pygame.Rect(troops.x + 3, troops.centery - side // 2, side, side)
    return cameo, pygame.Rect(cameo.right + 3, troops.y, troops.right - cameo.right - 6, troops.height)


CAMEO_MAX = 30  # the mask's largest side on the troops' box


def marks_tab(box: pygame.Rect, top: int, high: int, text: str) -> pygame.Rect:
    """The state's tab: as wide as its sign and word, at the left of ``box`` (the token, or the
    terrain band beside its sign), inside it, clear of the mask and of the troops."""
    wide = min(box.width - 8, text_size(text, 13, True)[0] + STATE_SIGN + 13)
    return pygame.Rect(box.x + 4, top, wide, high)


@functools.lru_cache(maxsize=64)
def unit_cameo(card_id: str, side: int) -> pygame.Surface:
    """The leading general's painted face (its card's picture, the mask's middle) in an ink frame,
    ``side`` pixels square: who leads the unit, told at a glance."""
    whole = picture(GAME, card_id, (round(side * 1.5), round(side * 1.25)))
    out = pygame.Surface((side, side))
    out.blit(whole, ((side - whole.get_width()) // 2, (side - whole.get_height()) // 2 + side // 12))
    pygame.draw.rect(out, palette.SUMI, out.get_rect(), 2)
    return out


def draw_card_shadow(surface, rect: pygame.Rect) -> None:
    """The one soft shadow under a card (or the field print) lying on the table."""
    surface.blit(_shadow(rect.size), rect.move(2, 4))


@functools.lru_cache(maxsize=16)
def _shadow(size) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 80), shade.get_rect(), border_radius=8)
    return shade


def kinds_present(halves) -> list[Terrain]:
    """The terrain kinds on the field besides open ground, in the tileset's order."""
    if not halves:
        return []
    here = set(terrain_layout(tuple(halves)).values())
    return [t for t in load_field().terrains if t.id in here and t.id != OPEN]


LEGEND_ROW = 44  # two lines of 13-px text (the floor) with their gap


def legend_height(halves) -> int:
    kinds = kinds_present(halves)
    return 12 + LEGEND_ROW * len(kinds) if kinds else 0


def draw_legend(surface, box: pygame.Rect, halves, language: str) -> list[pygame.Rect]:
    """Each terrain kind present: its tile, its name and its one-line effect. Returns the text boxes."""
    boxes = []
    y = box.y + 6
    sep = "：" if language.startswith("zh") else ": "
    kinds = kinds_present(halves)
    lines = [t.name(language) + sep + t.effect(language) for t in kinds]
    width = box.width - LEGEND_ROW - 18
    # one size for every row, so the legend reads as a list
    size = min((layout_in_box(line, width, LEGEND_ROW, 15, 9, True, False).size for line in lines), default=15)
    for t, line in zip(kinds, lines):
        box_side = LEGEND_ROW - 4
        sample = pygame.Rect(box.x + 8, y + 2, box_side, box_side)
        draw_terrain_icon(surface, sample, t)
        text = pygame.Rect(sample.right + 8, y, box.right - sample.right - 14, LEGEND_ROW)
        boxes.append(draw_text_in_box(surface, line, text, size, palette.SHEET_INK, multiline=True, align="left"))
        y += LEGEND_ROW
    return boxes
