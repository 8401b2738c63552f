"""The planning panel, a cloth mat (client/games/shogun/mat.py) with the ten spaces printed on
it as on a board game's player board: a row of card places per seat, a column per space, the
planned cards lying in them as small paper cards, the hand as cards, why Confirm is not yet allowed (ruling S-12), and a warning on every planned
card that will not work when its action comes (plan_check).

The table's column widths follow their headers (client/games/shogun/columns.py); the cards in
the cells take what is left. A seat's row with no card face up (nothing planned yet, or only
face-down cards) folds to a thin strip (its marker, a small stack of card backs and how many
cards it has placed), so a table of hidden plans is not a spreadsheet of card backs and the
viewer's own row and hand get the room.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from client.i18n import _, current_language
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import MIN_SIZE, draw_text, draw_text_in_box, layout_in_box, line_height, text_size
from client.widgets.base import draw_panel, draw_sheet
from client.widgets.button import draw_tablet
from client.window import mouse_pos

from . import content as C
from . import panels, plan_check, tips
from .cards import CARD_BACK, card_back
from .panels import INDEX_H
from .mat import LANE, PRINT, PRINT_INK, draw_card_place, draw_mat
from .mat import PLACE_FILL, PLACE_MARK, PLACE_SHADE  # noqa: F401 (the empty place's colours, named here too)
from .icons import ICON, draw_slot_icon
from .columns import CHIP, CHIP_GAP, CHIP_W, Columns, fit_columns
from .layout import CHEST, EMPTY, NSLOTS, UNKNOWN
from .log_text import ACTION_SHORT

PROMPT_H = 28
LABEL_W = 34  # the seats' markers (the name in the row's tooltip and the players' sheet)
CHIP_SIZE = 18  # its digit, bold (16 for "10")
SIDE_W = 184  # why Confirm waits, the warnings, and Confirm: at least this wide
SIDE_MAX = 380  # ... and wider while the hand leaves room
CONFIRM_H = 36
STATUS_SIZE = 14  # the side column's lines
BOTTOM_MIN = 96  # the hand and the side column together
CONTROLS_MIN = 60  # the army picker or the choices' buttons, when no hand is shown
ROW_MAX = 44
OWN_MAX = 56  # the one row open (the viewer's own), when the others fold and leave it room
FOLD_H = 24  # a folded row: the seat's marker, a stack of card backs, "n planned"
LOW_H = 40  # a row of face-down cards while the plans are hidden: small backs lying on their spaces
WARN = (255, 184, 48)  # amber: with the triangle's shape, not by colour alone
WARN_FILL = (120, 44, 30)
HEAD_FILL = palette.KINARI  # the spaces' headings, printed on a pale band (red only when something is wrong)
HEAD_RULE = (196, 176, 136)  # the rules between them on that band
WARN_FILL = (120, 44, 30)
ICON_MIN = 14  # ... on a narrow tab, never smaller
MEDALLION = (146, 96, 60)  # an empty space's picture is printed on a paler disc (dark pictures on dark cloth vanish)


@dataclass(frozen=True)
class Geometry:
    cols: Columns
    head: pygame.Rect  # the header row
    rows: tuple[tuple[int, int], ...]  # each seat's row: (top, height)
    bottom: pygame.Rect  # the hand and the side column (split by ``split_bottom``), or the controls
    folded: tuple[bool, ...] = ()  # each seat's row: folded to a strip
    strips: tuple = ()  # each folded seat's strip (all on one line, side by side); None for an open row


def draw_lying_back(surface, cell: pygame.Rect) -> pygame.Rect:
    """Another seat's face-down card lying on its space: a small card back (a card's shape, its
    gold frame and lozenge, no face) on the space's printed place, with its shadow."""
    h = cell.height - 6
    back = pygame.Rect(0, 0, min(cell.width - 8, round(h * 0.72)), h)
    back.center = cell.center
    card_back(surface, back, mark=max(6, min(back.width, back.height) // 2))
    return back


def slot_labels() -> tuple[str, ...]:
    return tuple(_(ACTION_SHORT[s]) for s in C.SLOTS)


_GEOMETRY: dict = {}


def geometry(panel: pygame.Rect, players: int, viewer: int | None, folded: tuple[bool, ...] = (),
             hand: bool = True, controls: bool = True, low: tuple[bool, ...] = ()) -> Geometry:
    """The table's layout; ``folded`` rows are thin strips, ``low`` rows (only face-down cards and
    empty places) are low, and without a ``hand`` the bottom keeps only the controls' room (none
    without ``controls``: the rows take the mat)."""
    folded = tuple(folded) or (False,) * players
    low = tuple(low) or (False,) * players
    key = (tuple(panel), players, viewer, current_language(), folded, hand, controls, low)
    geo = _GEOMETRY.get(key)
    if geo is None:
        geo = _GEOMETRY[key] = _geometry(panel, players, viewer, folded, hand, controls, low)
    return geo


def folded_rows(obs, viewer: int | None, planning: bool) -> tuple[bool, ...]:
    """Which seats' rows fold: those with no card face up, except the planner's own row while it
    plans (its empty spaces take the cards)."""
    out = []
    for s in range(obs.num_players):
        row = obs.plan[s * NSLOTS:(s + 1) * NSLOTS]
        face_up = any(card >= 0 for card in row)  # (another seat's hidden card is UNKNOWN)
        out.append(not face_up and not (planning and s == viewer))
    return tuple(out)


def _geometry(panel, players, viewer, folded, hand, controls, low) -> Geometry:
    x0 = panel.x + 10 + LABEL_W
    chips = tuple(s != C.BID_SLOT for s in C.SLOTS)
    cols = fit_columns(slot_labels(), chips, x0, panel.right - 10 - x0)
    head_top = panel.y + 8 + PROMPT_H
    lh = line_height(cols.size)
    head = pygame.Rect(x0, head_top, panel.right - 10 - x0, max(CHIP, lh) + lh + 8)
    top = head.bottom + 4
    room = panel.bottom - 10 - (BOTTOM_MIN if hand else CONTROLS_MIN if controls else 0) - 6 - top
    open_rows = [s for s in range(players) if not folded[s]]
    shut = [s for s in range(players) if folded[s]]
    room -= FOLD_H if shut else 0  # the folded rows share one line
    # low rows keep their height, unless so many leave the controls no room (five seats drafting)
    low_h = min(LOW_H, max(FOLD_H, room // max(1, len(open_rows))))
    heights = [FOLD_H if folded[s] else low_h if low[s] else ROW_MAX for s in range(players)]
    room -= sum(heights[s] for s in open_rows if low[s])
    open_rows = [s for s in open_rows if not low[s]]  # (the low rows keep their height)
    if len(open_rows) == 1:  # the others folded or low: the one row shown (the viewer's own) takes larger cards
        heights[open_rows[0]] = min(OWN_MAX, room)
    elif open_rows and len(open_rows) * ROW_MAX > room:
        # the viewer's own row keeps two-line cards; the others share what is left
        mine = viewer in open_rows
        own = min(ROW_MAX, room) if mine else room // len(open_rows)
        others = len(open_rows) - 1 if mine else len(open_rows)
        other = (room - own) // others if mine and others else own
        for s in open_rows:
            heights[s] = own if s == viewer else other
    rows, y = [None] * players, top
    for s in (s for s in range(players) if not folded[s]):  # the open rows in seat order; then the folded strips
        rows[s] = (y, heights[s])
        y += heights[s]
    strips = [None] * players
    if shut:
        x0, width = panel.x + 10, panel.right - 10 - (panel.x + 10)
        for i, s in enumerate(shut):
            left, right = x0 + width * i // len(shut), x0 + width * (i + 1) // len(shut)
            strips[s] = pygame.Rect(left, y, right - left, FOLD_H - 2)
            rows[s] = (y, FOLD_H)
        y += FOLD_H
    bottom = pygame.Rect(panel.x + 10, y + 6, panel.width - 20, panel.bottom - 10 - (y + 6))
    return Geometry(cols, head, tuple(rows), bottom, folded, tuple(strips))


# -- warnings ---------------------------------------------------------------------------
def own_warnings(view, obs) -> dict[int, list]:
    """The viewer's planned cards that will not work, by space (only while it plans)."""
    seat = view.scene.viewer
    if seat is None or obs.phase != "plan" or obs.is_over():
        return {}
    out: dict[int, list] = {}
    for w in plan_check.plan_warnings(obs, seat):
        out.setdefault(w.slot, []).append(w)
    return out


def warning_text(w, long: bool = True) -> str:
    from .log_text import chests

    args = {k: chests(v) if k in ("cost", "have") else v for k, v in w.args.items()}
    return _((plan_check.LONG if long else plan_check.SHORT)[w.code]).format(**args)


def draw_warn_icon(surface, centre, faint: bool = False) -> None:
    """A warning triangle with "!" (shape and colour both tell) centred on ``centre``."""
    w, h = 16, 14
    x, y = centre[0] - w / 2, centre[1] - h / 2
    tri = [(x + w / 2, y), (x + w, y + h), (x, y + h)]
    if faint:
        pygame.draw.polygon(surface, WARN, tri, 2)
        return
    pygame.draw.polygon(surface, WARN, tri)
    pygame.draw.polygon(surface, palette.INK, tri, 1)
    cx = x + w / 2
    pygame.draw.line(surface, palette.INK, (cx, y + 4), (cx, y + h - 5), 2)
    pygame.draw.rect(surface, palette.INK, (cx - 1, y + h - 3, 2, 2))


def corner(cell: pygame.Rect) -> tuple[int, int]:
    """Where a cell's warning sits: on its top-right corner, clear of the card's name."""
    return cell.right - 4, cell.top + 1


# -- the table ----------------------------------------------------------------------------
def draw_plan(view, surface, obs, legal, prompt, panel: pygame.Rect) -> None:
    draw_mat(surface, panel)
    # what to do, on a slip of paper laid on the mat above its printed spaces, as long as its words
    box = pygame.Rect(panel.x + 10, panel.y + 4, panel.width - 20, PROMPT_H - 2)  # (clear of the printed rules)
    lay = layout_in_box(prompt, box.width - 20, box.height, 19, 14)
    slip = pygame.Rect(box.x, box.y, min(box.width, max(w for w in (text_size(line, lay.size)[0] for line in lay.lines))
                                         + 20), box.height)
    draw_sheet(surface, slip, radius=4)
    draw_text_in_box(surface, prompt, slip.inflate(-20, 0), 19, palette.SHEET_INK, align="left", min_size=14)
    viewer = view.scene.viewer
    geo = plan_geometry(view, obs, legal, panel)
    cols = geo.cols
    warns = own_warnings(view, obs)
    current = obs.action_row[obs.act_pos] if obs.phase == "act" and obs.act_pos < len(obs.action_row) else None
    _draw_board_print(surface, geo)
    for k, slot in enumerate(C.SLOTS):
        _draw_header(view, surface, obs, geo, k, slot, slot == current, k in warns)
    planning = obs.phase == "plan" and view.my_turn(obs)
    colours = view.colours()
    icons = []  # drawn last, over the neighbouring cells' edges
    view.plan_cells = {}
    for s, (y, row_h) in enumerate(geo.rows):
        if geo.folded[s]:
            _draw_folded(view, surface, obs, geo.strips[s], s, colours[s])
            continue
        head = pygame.Rect(panel.x + 10, y, LABEL_W - 6, row_h - 4)
        draw_marker(surface, (head.centerx, head.centery), 10, colours[s])
        view.add_tip(head, lambda o, s=s: tips.player_lines(view, o, s))
        mine = s == viewer
        for k, slot in enumerate(C.SLOTS):
            cell = pygame.Rect(cols.xs[k] + 1, y, cols.widths[k] - 2, row_h - 4)
            card = obs.plan[s * NSLOTS + k]
            view.plan_cells[(s, k)] = cell  # where a playback outlines the card being played
            if card == panels.EMPTY:  # an empty slot: a card's place printed on the mat, the action's picture faint in it
                draw_card_place(surface, cell)
                if cell.height - 8 >= ICON_MIN:  # (a thin row's slots stay plain: no specks)
                    size = min(ICON, cell.height - 8)  # the action's picture on a pale printed disc
                    pygame.draw.circle(surface, MEDALLION, cell.center, size // 2 + 3)
                    draw_slot_icon(surface, slot, cell.center, size, faint=True)
            if card == UNKNOWN:  # (never a face: a small back lying on its place)
                draw_card_place(surface, cell)
                view.plan_cells[(s, k)] = draw_lying_back(surface, cell)
            else:
                panels.draw_card(surface, cell, card, obs)
            here = tuple(warns.get(k, ())) if mine else ()
            if here:
                pygame.draw.rect(surface, WARN, cell, 2, border_radius=5)
                icons.append((corner(cell), False))
            view.add_tip(cell, lambda o, s=s, k=k, card=card, here=here:
                         tips.plan_lines(view, o, s, k, card) + ["⚠ " + warning_text(w) for w in here])
            if planning and mine:
                if card >= 0 and "unplan:" + slot in legal:
                    view.add_hit(cell, "unplan:" + slot)
                elif card == EMPTY and view.selected is not None:
                    action = obs.info.plan_text[k][view.selected]
                    if action in legal:
                        pygame.draw.rect(surface, panels.HIGHLIGHT, cell, 2, border_radius=5)
                        view.add_hit(cell, action)
                        row = plan_check.with_card(obs, s, k, view.selected)
                        if any(w.slot == k for w in plan_check.plan_warnings(obs, s, row)):
                            icons.append((corner(cell), True))  # it would not work here
    for centre, faint in icons:
        draw_warn_icon(surface, centre, faint)


def _draw_board_print(surface, geo: Geometry) -> None:
    """The spaces printed on the mat, as on a board game's player board: one field from the
    headings down through the open rows, the headings on a band printed in unbleached ink, a gold
    rule under them and between the spaces."""
    cols = geo.cols
    bottom = max([y + h for (y, h), shut in zip(geo.rows, geo.folded) if not shut] + [geo.head.bottom + 4])
    field = pygame.Rect(cols.xs[0] - 2, geo.head.y - 3, cols.xs[-1] + cols.widths[-1] + 2 - (cols.xs[0] - 2),
                        bottom - (geo.head.y - 3))
    pygame.draw.rect(surface, LANE, field, border_radius=6)
    band = pygame.Rect(field.x, field.y, field.width, geo.head.bottom + 1 - field.y)
    pygame.draw.rect(surface, HEAD_FILL, band, border_top_left_radius=6, border_top_right_radius=6)
    pygame.draw.rect(surface, PRINT, field, 1, border_radius=6)
    pygame.draw.rect(surface, PRINT, field.inflate(4, 4), 1, border_radius=8)  # a double rule, as printed
    pygame.draw.line(surface, PRINT, (field.x, band.bottom), (field.right - 1, band.bottom), 2)
    for x in cols.xs[1:]:
        pygame.draw.line(surface, HEAD_RULE, (x, band.y + 3), (x, band.bottom - 1))
        pygame.draw.line(surface, PRINT, (x, band.bottom), (x, field.bottom - 4))


def plan_geometry(view, obs, legal, panel: pygame.Rect) -> Geometry:
    """The table's layout for ``obs`` as the view shows it: rows folded, the hand's room kept while
    a hand is shown."""
    viewer = view.scene.viewer
    planning = obs.phase == "plan" and view.my_turn(obs)
    hand = obs.phase == "plan" and (bool(legal) or view.reviewing() and obs.to_act == viewer)
    folded = folded_rows(obs, viewer, planning)
    if not hand:  # no hand to make room for (the plans revealed, or others still planning): every row
        # open, its cards face up in their places; a row with none face up is low, its face-down
        # cards small backs lying on the spaces they fill (which space is filled is public, not the card)
        return geometry(panel, view.players, viewer, (False,) * view.players, hand, controls=bool(legal), low=folded)
    return geometry(panel, view.players, viewer, folded, hand, controls=bool(legal))


STACK_W, STACK_STEP, STACK_MAX = 14, 5, 6  # a folded row's card backs: a small fanned stack


def _draw_folded(view, surface, obs, strip, s, colour) -> None:
    """A seat's row with nothing face up, on its share of the folded rows' line: printed on the mat
    as a label ruled in gold (as the spaces are), its marker, a small stack of card backs and how
    many cards it has placed (never which)."""
    label = strip.inflate(-6, 0)
    pygame.draw.rect(surface, LANE, label, border_radius=5)
    pygame.draw.rect(surface, PRINT, label, 1, border_radius=5)
    draw_marker(surface, (strip.x + LABEL_W // 2 - 2, strip.centery), 8, colour)
    placed = sum(1 for card in obs.plan[s * NSLOTS:(s + 1) * NSLOTS] if card != EMPTY)
    x = strip.x + LABEL_W
    stack = pygame.Rect(x, strip.y + 3, STACK_W, strip.height - 6)
    for _i in range(min(placed, STACK_MAX)):  # face down: the back's colours, no face
        back = pygame.Rect(x, strip.y + 3, STACK_W, strip.height - 6)
        card_back(surface, back, lift=1)
        stack.union_ip(back)
        x += STACK_STEP
    if not placed:  # no card down yet: only the words (a lone little hollow would read as a tick box)
        stack.width = 0
    text = _("{n} planned").format(n=placed)
    # printed in the cloth's pale ink on the label (grey on the cloth read poorly)
    draw_text(surface, text, (stack.right + 6, strip.centery), STATUS_SIZE, PRINT_INK, anchor="midleft")
    for k in range(NSLOTS):  # where a playback or a hint finds this seat's cards: the stack
        view.plan_cells[(s, k)] = stack
    view.add_tip(strip, lambda o, s=s: tips.player_lines(view, o, s))


def _draw_header(view, surface, obs, geo, k, slot, now, warned) -> None:
    cols = geo.cols
    cell = pygame.Rect(cols.xs[k] + 1, geo.head.y, cols.widths[k] - 2, geo.head.height)
    # red only when something is wrong; the action being carried out is outlined in gold
    # printed on its space in pale ink; lit on paper while carried out, red when something is wrong
    if now or warned:
        draw_panel(surface, cell, fill=WARN_FILL if warned else palette.SHEET_HI,
                   border=WARN if warned else palette.SHEET_LIT, radius=5, width=2, shadow=False)
    ink = palette.PAPER if warned else palette.SHEET_INK
    size = cols.size
    lh = line_height(size)
    lines = cols.lines[k]
    row1 = pygame.Rect(cell.x, cell.y + 4, cell.width, max(CHIP, lh))
    row2_y = row1.bottom
    badge = str(obs.action_row.index(slot) + 1) if slot in obs.action_row else None if slot == C.BID_SLOT else "?"
    beside = lines[0] if len(lines) == 2 else ""
    total = (CHIP_W if badge else 0) + (CHIP_GAP + text_size(beside, size)[0] if beside else 0)
    # the action's picture before its number, or else before the label's last line, where the tab has room
    icon = min(ICON, row1.height, cell.width - 4 - CHIP_GAP - total)
    last_w = text_size(lines[-1], size)[0]
    low = min(ICON, cell.width - 4 - CHIP_GAP - last_w) if icon < ICON_MIN else 0
    if icon >= ICON_MIN:
        total += icon + CHIP_GAP
    x = cell.centerx - total // 2
    if icon >= ICON_MIN:
        draw_slot_icon(surface, slot, (x + icon / 2, row1.centery), icon)
        x += icon + CHIP_GAP
    row2_x = cell.centerx
    if low >= ICON_MIN:
        left = cell.centerx - (low + CHIP_GAP + last_w) // 2
        draw_slot_icon(surface, slot, (left + low / 2, row2_y + line_height(size) / 2), low)
        row2_x = left + low + CHIP_GAP + last_w // 2
    if badge:
        chip = pygame.Rect(x, row1.centery - CHIP // 2, CHIP_W, CHIP)
        face_up = badge != "?"
        pygame.draw.rect(surface, palette.GOLD if face_up else CARD_BACK, chip, border_radius=6)
        if not face_up:
            pygame.draw.rect(surface, palette.GOLD, chip, 1, border_radius=6)
        digits = CHIP_SIZE if len(badge) == 1 else CHIP_SIZE - 2  # "10" fits the chip too
        draw_text(surface, badge, chip.center, digits, palette.INK if face_up else palette.GOLD,
                  anchor="center", bold=True)
        x = chip.right + CHIP_GAP
    if beside:
        draw_text(surface, beside, (x, row1.centery), size, ink, anchor="midleft")
    draw_text(surface, lines[-1], (row2_x, row2_y), size, ink, anchor="midtop")
    view.add_tip(cell, lambda o, k=k: tips.slot_lines(view, o, k))


# -- the hand, the side column, Confirm -------------------------------------------------------
HAND_W, HAND_MIN_W, CARD_GAP, LIFT = 62, 54, 6, 4  # upright hand cards; the selected one rises
UPRIGHT = 1.45  # a hand card's height to its width, at most (a card, not a button)
TUCK = INDEX_H + 4  # a back row's card shows this much under the front row: its name
TIGHT_GAP = 2


def hand_rows(count: int, width: int, height: int) -> tuple[int, int, int, int]:
    """(rows, cards a row, card width, card height) for ``count`` upright cards in ``width`` ×
    ``height``: one row while each keeps HAND_MIN_W, else two, the front row lying over the back
    row's lower part (its name band shows), as cards laid out on a mat."""
    for rows in (1, 2):
        per = max(1, -(-count // rows))
        w = min(HAND_W, (width - (per - 1) * CARD_GAP) // per)
        if w >= HAND_MIN_W:
            break
    if w < HAND_MIN_W:  # a large hand: the cards closer together before any is narrower
        w = min(HAND_W, (width - (per - 1) * TIGHT_GAP) // per)
    h = min(round(w * UPRIGHT), height - LIFT - (rows - 1) * TUCK)
    if rows == 2:  # still upright: a little narrower rather than squat
        w = min(w, round(h / 1.15))
    return rows, per, w, h


def hand_gap(count: int, width: int, height: int) -> int:
    """The room between two hand cards side by side (less in a large hand)."""
    _rows, per, w, _h = hand_rows(count, width, height)
    return CARD_GAP if per * w + (per - 1) * CARD_GAP <= width else TIGHT_GAP


def split_bottom(bottom: pygame.Rect, count: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(hand, side, confirm): the side column takes what the hand's cards leave, SIDE_W..SIDE_MAX."""
    _rows, per, w, _h = hand_rows(count, bottom.width - SIDE_W - 10, bottom.height)
    used = per * w + (per - 1) * hand_gap(count, bottom.width - SIDE_W - 10, bottom.height)
    side_w = max(SIDE_W, min(SIDE_MAX, bottom.width - used - 10))
    hand = pygame.Rect(bottom.x, bottom.y, bottom.width - side_w - 10, bottom.height)
    confirm = pygame.Rect(bottom.right - side_w, bottom.bottom - CONFIRM_H, min(side_w, SIDE_W), CONFIRM_H)
    confirm.right = bottom.right
    side = pygame.Rect(bottom.right - side_w, bottom.y, side_w, confirm.y - 4 - bottom.y)
    return hand, side, confirm


def hand_rects(area: pygame.Rect, count: int) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """Each hand card's (rect, the part of it that shows): the back row's cards show their name
    band above the front row."""
    rows, per, w, h = hand_rows(count, area.width, area.height)
    gap = hand_gap(count, area.width, area.height)
    out = []
    for i in range(count):
        r, c = divmod(i, per)
        rect = pygame.Rect(area.x + c * (w + gap), area.y + LIFT + r * TUCK, w, h)
        shows = rect if r == rows - 1 else pygame.Rect(rect.x, rect.y, w, TUCK)
        out.append((rect, shows))
    return out


def draw_hand(view, surface, obs, legal, panel: pygame.Rect) -> None:
    """The planner's hand as cards to choose, and beside them what stops Confirm, and Confirm; in a
    review only the cards held (nothing is chosen there)."""
    geo = plan_geometry(view, obs, legal, panel)
    hand = obs.hand(obs.to_act)
    area, side, confirm = split_bottom(geo.bottom, len(hand))
    mouse = mouse_pos()
    choosing = not view.reviewing()
    lit = []  # the chosen card's and the hovered card's outlines, over the cards lying on them
    for code, (rect, shows) in zip(hand, hand_rects(area, len(hand))):
        sel = code == view.selected
        if sel:
            rect, shows = rect.move(0, -LIFT), shows.move(0, -LIFT)
        panels.draw_card(surface, rect, code, obs, hand=True)
        if sel:
            lit.append((panels.HIGHLIGHT, shows.inflate(4, 4), 3))
        elif shows.collidepoint(mouse) and choosing:
            lit.append((palette.GOLD, shows.inflate(2, 2), 2))
        if choosing:
            view.add_hand_card(shows, code)
        if code < CHEST:
            view.add_tip(shows, lambda o, p=code: tips.province_lines(view, o, p))
        else:
            view.add_tip(shows, lambda o, v=code - CHEST: tips.chest_lines(v))
    for colour, outline, width in lit:
        pygame.draw.rect(surface, colour, outline, width, border_radius=6)
    if choosing:
        _draw_side(view, surface, obs, legal, side, confirm)


def status_lines(view, obs) -> list[tuple[str, bool]]:
    """What the side column says, most pressing first: (text, is a warning)."""
    seat = obs.to_act
    out = []
    if not obs.can_confirm():  # ruling S-12
        out.append((_("You hold {cards} cards: fill every space ({n}\u00a0empty).").format(
            cards=obs.cards_held(seat), n=obs.empty_slots(seat)), False))
    warns = plan_check.plan_warnings(obs, seat)
    for w in warns:
        out.append((_("{slot}: {problem}").format(slot=_(ACTION_SHORT[C.SLOTS[w.slot]]),
                                                  problem=warning_text(w, long=False)), True))
    # the whole plan's cost, when the actions each affordable are not affordable together
    short = {w.slot for w in warns if w.code == "chests"}
    row = obs.plan[seat * NSLOTS:(seat + 1) * NSLOTS]
    cost, have = plan_check.total_cost(obs, seat)
    if sum(C.ACTIONS[k - 1].cost for k in range(1, NSLOTS) if 0 <= row[k] < CHEST and k not in short) > have:
        from .log_text import chests

        out.append((_("Plan costs {cost}; you have {have}.").format(cost=chests(cost), have=chests(have)), True))
    return out


def _draw_side(view, surface, obs, legal, side, confirm) -> None:
    """The status lines, while they fit (a last line counts those left out), on a note as long as
    they are; then Confirm."""
    items = _side_lines(status_lines(view, obs), side)
    if items:  # written on a note lying in its own place on the mat, the column's width, beside the hand
        last = items[-1][1]
        draw_sheet(surface, pygame.Rect(side.x - 6, side.y - 3, side.width + 12, last.bottom - side.y + 8), radius=4)
    for text, box, warn, whole in items:
        if not whole:  # what is left out, counted
            draw_text_in_box(surface, text, box, STATUS_SIZE, palette.SHEET_LIT, align="left", min_size=14)
            continue
        draw_text_in_box(surface, text, box, STATUS_SIZE, palette.SHEET_LIT if warn else palette.SHEET_INK,
                         align="left", multiline=True, min_size=STATUS_SIZE, valign="top")
        if warn:
            draw_warn_icon(surface, (side.x + 8, box.y + line_height(STATUS_SIZE) // 2))
    rect = confirm
    allowed = "confirm" in legal
    # a lacquered tablet like the table's other buttons (unlit, dimmer, while the plan is not whole), lying in
    # its own place printed on the mat
    draw_card_place(surface, rect.inflate(6, 6), radius=7)
    ink = draw_tablet(surface, rect, allowed, rect.collidepoint(mouse_pos()), primary=True, unlit=True)
    draw_text_in_box(surface, _("Confirm"), rect.inflate(-10, -6), 20, ink, bold=allowed)
    view.add_tip(rect, lambda o: tips.confirm_lines(view, o))
    if allowed:
        view.add_hit(rect, "confirm")


BREAKS = "：，、；。:;,) "  # where a status line may end and read whole
OPENS = "（(「"  # or the next line begin


@lru_cache(maxsize=64)
def even_width(text: str, width: int, height: int, _language: str) -> int:
    """How wide a status line's box should be so that, wrapped, its lines come out even rather
    than a full line and a word or a character left over ("…（尚有3格空 / 著）。"): the same count
    of lines, preferably each but the last ending at a pause (a colon, a comma), else the narrowest."""
    def lines(w):
        return layout_in_box(text, w, height, STATUS_SIZE, STATUS_SIZE, multiline=True).lines

    count = len(lines(width))
    if count < 2:
        return width
    low, high = width // 2, width  # the narrowest width that keeps the count
    while low < high:
        mid = (low + high) // 2
        low, high = (low, mid) if len(lines(mid)) == count else (mid + 1, high)
    for w in range(width, low - 1, -2):  # the widest that pauses where the lines part
        shown = lines(w)
        if len(shown) == count and all(a.rstrip()[-1:] in BREAKS or a.endswith(" ") or b[:1] in OPENS
                                       for a, b in zip(shown, shown[1:])):
            return w
    return low


def _side_lines(lines, side) -> list[tuple[str, pygame.Rect, bool, bool]]:
    """Where each status line goes in ``side``: (text, box, is a warning, a line of its own (else the
    count of those left out)), while they fit."""
    out = []
    y = side.y
    lh = line_height(STATUS_SIZE)
    for i, (text, warn) in enumerate(lines):
        indent = 20 if warn else 0
        most = 2 if warn else 3
        width = even_width(text, side.width - indent, most * lh + (most - 1) * 3, current_language())
        lay = layout_in_box(text, width, most * lh + (most - 1) * 3, STATUS_SIZE, STATUS_SIZE, multiline=True)
        height = len(lay.lines) * lh + (len(lay.lines) - 1) * 3
        left = len(lines) - i - 1
        if y + height + (lh + 2 if left else 0) > side.bottom + 2:  # (never a line cut short: counted)
            if y + lh <= side.bottom:  # room for one line: what is left out, counted
                out.append((_("⚠ {n} more").format(n=left + 1), pygame.Rect(side.x, y, side.width, lh), True, False))
            break
        out.append((text, pygame.Rect(side.x + indent, y, width, max(height, lh)), warn, True))
        y += height + 2
    return out
