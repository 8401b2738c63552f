"""What every table shows around the board: whose turn, who is thinking, the seats, the log."""
from __future__ import annotations

import functools
import time

import pygame

from client.i18n import _, game_title
from client.render import palette
from client.render.palette import seat_colour
from client.render.shapes import draw_marker
from client.scenes.common import LEVEL_LABELS
from client.scenes.move_words import move_label
from client.scenes.table_log import LineMark
from client.render.text import draw_text_in_box, line_height, text_size, wrap
from client.widgets.base import draw_sheet

TOP_BAR = pygame.Rect(0, 0, 1600, 64)


BAND = (30, 48, 86)  # the indigo cloth (AI, dyed deep): WASHI on it 11.1, BAND_GOLD 7.7, PAPER_DIM 6.9 (on the pattern 9.5, 6.6, 6.0)
BAND_PATTERN = (38, 58, 100)  # its dyed seigaiha, faint: a cloth's pattern, never over the words' contrast
BAND_GOLD = (224, 196, 120)  # whose turn, on the cloth
SLITS = (410, 1110)  # a noren's slits between the title, the turn and the round
# its three panels; like a noren's dyed crests, each panel's words stand centred in it
TITLE_PANEL, STATUS_PANEL, INFO_PANEL = (pygame.Rect(a, 0, b - a, TOP_BAR.height)
                                         for a, b in zip((0,) + SLITS, SLITS + (TOP_BAR.width,)))
PANEL_MARGIN = 20  # px of cloth kept each side of a panel's words
EMBLEM_ROOM = 56  # px the right slot gives a game's emblem (a picture 48 px across and a gap)
MARKER_ROOM = 40  # px the seat's marker (28 across) and its gap take before the turn's words


@functools.lru_cache(maxsize=8)
def _band(size: tuple[int, int], slits: tuple[int, ...], shadow: bool) -> pygame.Surface:
    """An indigo noren hung over the table's top edge: dyed seigaiha waves, a hem stitched in
    washi thread and its slits; drawn once per size."""
    w, h = size
    band = pygame.Surface((w, h + 6), pygame.SRCALPHA)
    if shadow:
        pygame.draw.rect(band, (0, 0, 0, 70), (0, h, w, 6))  # its soft shadow on the table
    cloth = band.subsurface((0, 0, w, h))
    cloth.fill(BAND)
    r = 22
    for row, y in enumerate(range(r // 2, h + r, r // 2)):  # seigaiha: rows of arcs, each row offset half a scale
        for x in range((row % 2) * r - 2 * r, w + 2 * r, 2 * r):
            for radius in (r, r * 0.62, r * 0.26):
                pygame.draw.circle(cloth, BAND_PATTERN, (x, y), int(radius), 2, draw_top_left=True,
                                   draw_top_right=True)
    pygame.draw.rect(cloth, (20, 32, 60), (0, h - 5, w, 5))  # the hem
    for x in range(6, w, 14):  # its washi stitches
        pygame.draw.line(cloth, (176, 168, 150), (x, h - 9), (x + 7, h - 9), 1)
    for x in slits:
        pygame.draw.line(cloth, (14, 22, 42), (x, 0), (x, h - 10), 3)
    return band


def draw_band(surface, rect: pygame.Rect, slits: tuple[int, ...] = (), shadow: bool = True) -> None:
    """The indigo cloth across the table's top (the title bar, a review's timeline), ``slits`` at
    those x; ``shadow``: its shadow on the table below (a cloth hung over another casts none)."""
    rect = pygame.Rect(rect)
    surface.blit(_band(rect.size, tuple(x - rect.x for x in slits), shadow), rect)


def _centred(panel: pygame.Rect, lead: int, widths, y: int, h: int) -> pygame.Rect:
    """The box for words ``widths`` px wide (the widest line) after ``lead`` px of picture, the whole
    centred in ``panel``, never wider than the panel's cloth (the words then shrink to fit it)."""
    room = panel.width - 2 * PANEL_MARGIN - lead
    w = min(room, max(widths) + 4)
    x = panel.centerx - (lead + w) // 2 + lead
    return pygame.Rect(x, y, w, h)


def draw_top_bar(surface, scene, extra: str = "", status: str | None = None, marker: int | None = -1,
                 emblem: pygame.Surface | None = None, note: str = "") -> None:
    """The indigo noren over the table, three panels each with its words centred: the game's title;
    the seat's marker and whose turn it is; the game's progress and the move.
    ``status``: the game's own words for who decides now (say, an answer out of turn).
    ``marker``: the seat whose marker stands beside it (default the seat to act; None: no marker,
    say while a playback shows steps of several seats). A game may hang its own small picture
    (``emblem``, say the season's, at most 48 px square) before the right panel's words, and a ``note``
    (say what holds this round) on a second line under ``extra``."""
    match = scene.match
    draw_band(surface, TOP_BAR, SLITS)
    title = game_title(match.spec)
    draw_text_in_box(surface, title, _centred(TITLE_PANEL, 0, [text_size(title, 28, True)[0]], 8, 46), 28,
                     palette.WASHI, bold=True)
    state = match.state
    shown = None
    widest = None  # the status's widest form, so that the thinking dots do not shift it
    if state.is_over():
        status = _("Game over")
    else:
        seat = state.to_act
        name = match.seats[seat].name
        if scene.thinking is not None:
            thinking = _("{name} is thinking…").format(name=name)
            dots = "·" * (1 + int(time.monotonic() * 3) % 3)
            status, widest = f"{thinking} {dots}", f"{thinking} ···"
        elif status is None:
            status = _("Turn: {name}").format(name=name)
        shown = seat if marker == -1 else marker
    lead = MARKER_ROOM if shown is not None else 0
    box = _centred(STATUS_PANEL, lead, [text_size(widest or status, 28)[0]], 8, 46)
    if shown is not None:
        draw_marker(surface, (box.x - MARKER_ROOM + 14, 30), 14, seat_colour(match.seats[shown].colour))
    scene.top_bar_words(status, shown, extra)  # a review draws its own bar over this one, saying these
    draw_text_in_box(surface, status, box, 28, BAND_GOLD, align="left")
    right = move_label(len(match.actions))
    if extra:
        right = f"{extra}   {right}"
    lead = EMBLEM_ROOM if emblem is not None else 0
    if note:
        slot = _centred(INFO_PANEL, lead, [text_size(right, 22)[0], text_size(note, 17)[0]], 4, 54)
        drawn = [draw_text_in_box(surface, right, pygame.Rect(slot.x, 4, slot.width, 30), 22, palette.PAPER_DIM),
                 draw_text_in_box(surface, note, pygame.Rect(slot.x, 32, slot.width, 24), 17, palette.WASHI)]
    else:
        slot = _centred(INFO_PANEL, lead, [text_size(right, 24)[0]], 8, 46)
        drawn = [draw_text_in_box(surface, right, slot, 24, palette.PAPER_DIM)]
    if emblem is not None:
        left = min((d.rect.left for d in drawn if d.rect is not None), default=slot.x)
        surface.blit(emblem, emblem.get_rect(midright=(left - 10, TOP_BAR.centery - 3)))


def seat_label(seat) -> str:
    """A seat's name, with a bot's level in the reader's language: "Player 2 (Random)", 「玩家2（隨機）」."""
    if seat.is_human:
        return seat.name
    return _("{name} ({level})").format(name=seat.name, level=_(LEVEL_LABELS.get(seat.level, seat.level)))


def draw_seats(surface, scene, rect: pygame.Rect, scores=None) -> pygame.Rect:
    """The score sheet in ``rect``, no taller than its rows: a row per seat (marker, name, score)
    in ink; the seat to act lit, with a vermilion mark at its row's left. Returns the sheet's rect."""
    match = scene.match
    row_h = min(64, (rect.height - 20) // max(1, len(match.seats)))
    rect = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, 20 + row_h * len(match.seats)))
    draw_sheet(surface, rect)
    to_act = None if match.state.is_over() else match.state.to_act
    scores = scores if scores is not None else match.state.scores()
    for i, seat in enumerate(match.seats):
        row = pygame.Rect(rect.x + 10, rect.y + 10 + i * row_h, rect.width - 20, row_h - 6)
        if i == to_act:
            pygame.draw.rect(surface, palette.SHEET_HI, row, border_radius=4)
            pygame.draw.rect(surface, palette.SHEET_LIT, (row.x - 4, row.y + 4, 4, row.height - 8))
        elif i:
            pygame.draw.line(surface, palette.SHEET_HI, (row.x + 8, row.top - 3), (row.right - 8, row.top - 3))
        draw_marker(surface, (row.x + 24, row.centery), 13, seat_colour(seat.colour))
        draw_text_in_box(surface, seat_label(seat), pygame.Rect(row.x + 46, row.y, row.width - 120, row.height), 22,
                         palette.SHEET_LIT if i == to_act else palette.SHEET_INK, align="left")
        score = scores[i]
        shown = str(int(score)) if float(score).is_integer() else f"{score:.1f}"
        draw_text_in_box(surface, shown, pygame.Rect(row.right - 70, row.y, 62, row.height), 24, palette.SHEET_INK,
                         align="right", bold=True)
    return rect


def _log_grid(rect: pygame.Rect, size: int) -> tuple[pygame.Rect, int]:
    """The log's writing area in ``rect`` and its line height: a line of ``size`` (a heading's bold
    too) whole, so no line is drawn smaller than asked."""
    return rect.inflate(-20, -20), max(size + 6, line_height(size, True))


def log_indent(size: int) -> int:
    """How far an entry's wrapped lines stand in under its first: one em, a ledger's hanging indent."""
    return size


def _entry_gap(size: int) -> int:
    """The space between two entries, so each reads as one."""
    return max(3, size // 5)


def _hang(text: str, width: int, indent: int, size: int) -> list[str]:
    """``text`` wrapped as a hanging paragraph: its first line ``width`` wide, the rest ``indent`` less."""
    lines = wrap(text, width, size)
    if len(lines) < 2 or not text.startswith(lines[0]):  # one line; or a word split: all of it indented wide
        return lines if len(lines) < 2 else wrap(text, width - indent, size)
    rest = text[len(lines[0]):]
    return lines[:1] + wrap(rest[1:] if rest[:1] == "\n" else rest.lstrip(" "), width - indent, size)


def log_layout(lines: list[str], rect: pygame.Rect, size: int = 20) -> list[tuple[int, str, pygame.Rect]]:
    """Where ``draw_log`` puts each shown line: (index of its entry in ``lines``, text, box). An
    entry's wrapped lines hang one indent in under its first, and a little space parts the entries."""
    inner, line_h = _log_grid(rect, size)
    indent, gap = log_indent(size), _entry_gap(size)
    room, used, full = max(line_h, inner.height), 0, False
    shown: list[tuple[int, list[str]]] = []
    for index in range(len(lines) - 1, -1, -1):  # newest last; whole entries only, never half of one
        wrapped = _hang(lines[index], inner.width, indent, size)
        need = len(wrapped) * line_h + (gap if shown else 0)
        if used + need > room:
            full = True
            break
        used += need
        shown.append((index, wrapped))
    # from the top down; a full sheet's newest line at its foot and its oldest at its head: the
    # room an entry too long to fit leaves is shared out between the entries (up to a line each),
    # so the sheet shows no empty band over its oldest line
    spare = room - used if full else 0
    share = min(line_h, spare // max(1, len(shown) - 1))
    extra = [0] + [share] * (len(shown) - 1)
    placed, y = [], inner.y + spare - sum(extra)
    for (index, wrapped), more in zip(reversed(shown), extra):
        y += more
        for k, line in enumerate(wrapped):
            x = inner.x + (indent if k else 0)
            placed.append((index, line, pygame.Rect(x, y, inner.right - x, line_h)))
            y += line_h
        y += gap
    return placed


def log_entries_end(lines: list[str], rect: pygame.Rect, size: int, y: int) -> int:
    """Where a sheet laid over the log drawn in ``rect`` from its top down to ``y`` at least must
    end to hide whole entries: no line cut by half, no wrapped entry's tail left peeking out."""
    laid = log_layout(lines, rect, size)
    hidden = {index for index, _line, box in laid if box.top < y}
    return max([y] + [box.bottom for index, _line, box in laid if index in hidden])


FADE_ENTRIES = 8  # the log's ink fades from the newest entry to SHEET_DIM over this many older ones
HEADING_WASH = 0.2  # how much of a seat's colour tints the ribbon of its turn's heading
HEADING_DASHES = "—― "  # the dashes a game writes round a turn's heading: the ribbon shows it instead


def log_ink(age: int) -> tuple[int, int, int]:
    """The ink of a log entry ``age`` entries older than the newest: full ink, fading to SHEET_DIM."""
    return tuple(pygame.Color(palette.SHEET_INK).lerp(palette.SHEET_DIM, min(1.0, age / FADE_ENTRIES)))[:3]


def heading_wash(rgb) -> tuple[int, int, int]:
    """The ribbon under a turn's heading: the sheet tinted with the seat's colour."""
    return tuple(pygame.Color(palette.SHEET).lerp(rgb, HEADING_WASH))[:3]


def draw_log(surface, lines: list[str], rect: pygame.Rect, size: int = 20, log=None, fill=palette.SHEET) -> None:
    """``lines``: the table's ``log`` (a TableLog), written out (the view may leave its newest
    lines for a playback to tell), as a ledger: each entry ticked at its left in its seat's colour,
    a heading a ribbon (a turn's in its seat's colour, with its token), older entries fading. The
    log's lit lines (a review's current step) stand out, and the log keeps where it was drawn, so
    its host can find the line under the mouse. ``fill``: its paper (a quieter one lies back)."""
    draw_sheet(surface, rect, fill=fill)
    lit = log.lit() if log is not None else range(0)
    layout = log_layout(lines, rect, size)
    if log is not None:
        log.placed = layout
    if not layout:
        return
    marks = log.marks() if log is not None else []
    if len(marks) < len(lines):  # lines not the log's own: each its own entry, nobody's
        marks = [LineMark(None, False, index) for index in range(len(lines))]
    seats = log.seats() if log is not None else ()
    newest, left = marks[len(lines) - 1].entry, _log_grid(rect, size)[0].x
    for k, (index, line, box) in enumerate(layout):
        mark, shone = marks[index], index in lit
        seat = mark.seat if isinstance(mark.seat, int) and 0 <= mark.seat < len(seats) else None
        colour = seat_colour(seats[seat].colour) if seat is not None else None
        first, last = box.x == left, k + 1 == len(layout) or layout[k + 1][0] != index
        if shone:
            pygame.draw.rect(surface, palette.SHEET_HI, (rect.x + 8, box.y, rect.width - 16, box.height),
                             border_radius=4)
        if mark.heading:
            _draw_heading(surface, line, box, size, colour, (rect.x + 6, rect.width - 12), (first, last), shone)
            continue
        tick = pygame.Rect(rect.x + 4, box.y + (3 if first else 0), 3,
                           box.height - (3 if first else 0) - (3 if last else 0))
        _draw_tick(surface, tick, palette.SHEET_LIT if shone else colour.rgb if colour else None)
        draw_text_in_box(surface, line, box, size, palette.SHEET_LIT if shone else log_ink(newest - mark.entry),
                         align="left")


def _draw_tick(surface, tick: pygame.Rect, rgb) -> None:
    """An entry's line marked at the sheet's left in its seat's colour (a faint hairline for the table's own)."""
    if rgb is None:
        pygame.draw.rect(surface, palette.SHEET_HI, tick)
        return
    pygame.draw.rect(surface, rgb, tick)
    if palette.luminance(rgb) > 0.45:  # a light colour (yellow, white) outlined, so it shows on the paper
        pygame.draw.rect(surface, palette.SHEET_EDGE, tick.inflate(2, 0), 1)


def _draw_heading(surface, line: str, box: pygame.Rect, size: int, colour, band_x: tuple[int, int],
                  ends: tuple[bool, bool], shone: bool) -> None:
    """A heading as a ribbon: a turn's in its seat's colour, with the seat's token; a round's or a
    season's (``colour`` None) in the sheet's own. Its words without the dashes the game wrote round
    them (in its box, so never wider than the line as laid out)."""
    first, last = ends  # a heading that wraps is one ribbon over its lines, ruled under its last
    top, foot = 1 if first else 0, 1 if last else 0
    band = pygame.Rect(band_x[0], box.y + top, band_x[1], box.height - top - foot)
    if not shone:
        pygame.draw.rect(surface, heading_wash(colour.rgb) if colour else palette.SHEET_HI, band,
                         border_top_left_radius=3 * top, border_top_right_radius=3 * top,
                         border_bottom_left_radius=3 * foot, border_bottom_right_radius=3 * foot)
    if last:
        rule = colour.rgb if colour else palette.SHEET_EDGE
        pygame.draw.line(surface, rule, (band.x + 2, band.bottom - 1), (band.right - 3, band.bottom - 1), 2)
    ink, words, x = palette.SHEET_LIT if shone else palette.SHEET_INK, line.strip(HEADING_DASHES), box.x
    if first and colour is not None:
        radius = max(5, round(size * 0.4))
        draw_marker(surface, (box.x + radius + 1, box.centery), radius, colour)
        x += 2 * radius + 8
    room = box.right - x
    for bold in (True, False):
        if words and text_size(words, size, bold)[0] <= room:
            draw_text_in_box(surface, words, pygame.Rect(x, box.y, room, box.height), size, ink, align="left",
                             bold=bold)
            return
    draw_text_in_box(surface, line, box, size, ink, align="left")  # as written: nothing cut


TABLE_FOOT = 892  # the table's last row that panels lie on (its 8 px margin under it)


FOOT_GAP = 6  # between a sheet kept at the table's foot and the table's things above it


def foot_sheet(left: int, right: int, height: int) -> pygame.Rect:
    """A sheet ``height`` tall lying along the table's foot from ``left`` to ``right``: where every
    table puts a review's open chance chart. The review keeps those rows for it
    (``TableHost.foot_reserved``): a table that lays its foot out above ``table_foot`` has
    nothing under the sheet."""
    return pygame.Rect(left, TABLE_FOOT - height, right - left, height)


def table_foot(reserved: int) -> int:
    """The table's last row for its own things when its host keeps ``reserved`` rows at the foot."""
    return TABLE_FOOT - (reserved + FOOT_GAP if reserved else 0)
