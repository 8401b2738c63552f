"""The trade as a paper sheet beside the board (issue #22), the auction as a compact panel beside it.

While a trade is proposed, built or answered, a washi sheet docked over the side column shows the
offer's two sides, each item with its picture, and, when it is the viewer's decision, the answers
as paper slips on it; the whole board stays in sight. A header button folds the sheet to a bar
(the side panel then shows the answers), and back.

The auction hides nothing: the board shows the lots (the one bid for framed with the high bid,
won ones under their winner's marker), and the decision panel on the right lists every player's
part (coins, still in, out, high bidder, whose turn) above the answers (``draw_auction_panel``).

Drawn only from the observation: the offer's hidden cards are already redacted to their kind.
"""
from __future__ import annotations

from typing import Callable

import pygame

from client.i18n import _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import MIN_SIZE, draw_text_in_box, fits, wrapped_height
from client.widgets.base import draw_sheet
from client.widgets.button import draw_paper_tag

from . import board as B
from . import labels as L
from . import pictures as PIC
from . import vocabulary as V
from .card_face import Icon, draw_icon
from .panels import joined

AUCTION_FRAMES = frozenset({V.F_DROPOUT, V.F_OPEN, V.F_BID, V.F_LAST_WORD, V.F_LOT_ITEM})
TRADE_FRAMES = frozenset({V.F_TRADE_TURN, V.F_OFFER, V.F_ANSWER, V.F_TRADE_PICK})
SHEET_W = 416  # without a dock: the sheet's width at the board's right edge
WIDE_W = 740  # a sheet too tall for the side column spreads this wide
BAR_H = 40
PAD, GAP, COL_GAP = 12, 8, 14
HEADER_H = 30
ITEM_ICON, ITEM_SIZE = 20, 14  # an offered item's picture and words
BUTTON_ICON, BUTTON_SIZE = 18, 14
ANSWER_H = 32


def kind_of(obs) -> str | None:
    """``"auction"``, ``"trade"`` or None: which situation the decision on top is part of (the
    trade is a dialog over the board; the auction a panel beside it)."""
    if obs.is_over() or not obs.pending:
        return None
    frame = obs.pending[-1][0]
    if frame in AUCTION_FRAMES:
        return "auction"
    if frame in TRADE_FRAMES or obs.offer is not None:
        return "trade"
    return None


class Dialog:
    """Draws the trade as a paper sheet docked over the side column (from the decision panel's top,
    as tall as its content, growing up over the players' panels when it needs more room), so the
    whole board stays in sight, and remembers what each drawn button plays."""

    def __init__(self, area: pygame.Rect, waiting: Callable[[int], str]):
        self.area = area  # the board: the folded bar lies on it
        self.dock: pygame.Rect | None = None  # the view's decision panel: the sheet's bottom and width
        self.waiting = waiting  # the view's words while another seat answers (a review's own)
        self.folded = False
        self.notice: str | None = None  # news for the trade's players (an offer declined), on top
        self.hits: list[tuple[pygame.Rect, object]] = []
        self.rect = self._column()

    def _column(self) -> pygame.Rect:
        """Where the sheet may stand: the dock itself, never up over the players' rows above it
        (without a dock, at the board's right edge, up to the board's top)."""
        if self.dock is not None:
            return pygame.Rect(self.dock)
        return pygame.Rect(self.area.right - SHEET_W - 8, self.area.y, SHEET_W, self.area.height - 8)

    def _wide(self, column: pygame.Rect) -> pygame.Rect:
        """Where a sheet too tall for its column spreads: on the board, as tall as it (the hand
        stays in sight); beside a dock, left of it, so the players' rows stay in sight."""
        right = column.x - 8 if self.dock is not None else column.right
        return pygame.Rect(right - WIDE_W, self.area.y, WIDE_W, self.area.height)

    def toggle(self) -> None:
        self.folded = not self.folded

    def draw(self, surface, obs, legal, name, colours, mouse) -> list[tuple[pygame.Rect, object]]:
        """Draw the dialog the observation calls for; returns (rect, action or callable) hits."""
        self.hits = []
        if kind_of(obs) != "trade":  # the auction is told in the decision panel (draw_auction_panel)
            return self.hits
        title = _("Trading")
        if self.folded:
            bar = pygame.Rect(self.area.x + 8, self.area.bottom - BAR_H - 8, 300, BAR_H)
            draw_sheet(surface, bar, radius=8)
            draw_text_in_box(surface, _("{title}: show the dialog").format(title=title), bar.inflate(-16, -6), 17,
                             palette.SHEET_LIT, bold=True)
            self.hits.append((bar, self.toggle))
            return self.hits
        column = self._column()
        dock = self.dock or column
        # a long offer spreads left over the decks, as tall as the board (the hand stays in sight)
        wide = self._wide(column)
        for place in (column, wide):
            self.hits = []
            width = place.width - 2 * PAD
            blocks = [self._header(title, mouse)]
            if self.notice:
                blocks.append(_words(self.notice, width, 15, palette.SHEET_LIT, bold=True))
            blocks += self._trade(obs, name, colours, width)
            used = sum(h for h, _draw in blocks) + GAP * len(blocks) + 2 * PAD
            blocks += self._answers(obs, legal, name, mouse, width, place.height - used)
            height = sum(h for h, _draw in blocks) + GAP * (len(blocks) - 1) + 2 * PAD
            if height <= place.height:
                break
        # from the dock's top down, as tall as its words (up, where they need more room)
        top = max(place.y, min(dock.y if place is column else place.bottom - height, place.bottom - height))
        self.rect = pygame.Rect(place.x, top, place.width, min(height, place.bottom - top))
        draw_sheet(surface, self.rect, radius=8)
        y = self.rect.y + PAD
        for h, draw in blocks:
            draw(surface, self.rect.x + PAD, y)
            y += h + GAP
        return self.hits

    def _header(self, title, mouse):
        def draw(surface, x, y):
            draw_text_in_box(surface, title, pygame.Rect(x, y, 220, HEADER_H), 22, palette.SHEET_INK, align="left",
                             bold=True)
            fold = pygame.Rect(self.rect.right - PAD - 110, y + 1, 110, HEADER_H - 2)
            paper_button(surface, fold, _("Fold"), fold.collidepoint(mouse))
            self.hits.append((fold, self.toggle))
        return HEADER_H, draw

    # -- the trade --------------------------------------------------------------------------------
    def _trade(self, obs, name, colours, width) -> list:
        if obs.offer is None:
            seat = obs.to_act
            partners = obs.trade_partners(seat)
            return [_words(_("{name} may propose a trade to {partners}.").format(
                name=name(seat), partners=joined(name(p) for p in partners)), width, 16, palette.SHEET_INK)]
        proposer, partner, give, ask = obs.offer[:4]
        # what may change hands depends on where the two meet: say it, or a newcomer wonders why
        # their cards cannot be offered
        scope = _("Both in the Inn: coins, weapons, geisha, missions not yet done, action and bonus cards.") \
            if inn_trade(obs, proposer, partner) else _("Meeting in the Market: coins and weapons only.")
        half = (width - COL_GAP) // 2
        sides = [_side(obs, seat, items, name, colours, half) for seat, items in ((proposer, give), (partner, ask))]
        h = max(side[0] for side in sides)

        def draw(surface, x, y):
            for k, (_h, side) in enumerate(sides):
                side(surface, x + k * (half + COL_GAP), y)
            mid = x + half + COL_GAP // 2
            pygame.draw.line(surface, palette.SHEET_EDGE, (mid, y), (mid, y + h), 1)
        return [_words(scope, width, 14, palette.SHEET_DIM), (h, draw)]

    # -- the answers -----------------------------------------------------------------------------
    def _answers(self, obs, legal, name, mouse, width, room: int) -> list:
        if not legal:
            return [] if obs.is_over() else [_words(self.waiting(obs.to_act), width, 15, palette.SHEET_DIM)]
        sides = [[a for a in legal if a.startswith(V.GIVE + ":")], [a for a in legal if a.startswith(V.ASK + ":")]]
        rest = [a for a in legal if a not in sides[0] and a not in sides[1]]
        blocks = []
        cols = 3 if len(rest) > 6 else 2
        w = (width - 8 * (cols - 1)) // cols
        rows = -(-len(rest) // cols)
        if sides[0] or sides[1]:
            blocks.append(self._offer_buttons(obs, sides, name, mouse, width, room - rows * (ANSWER_H + 5) - GAP))
        if rest:

            def draw(surface, x, y):
                for k, action in enumerate(rest):
                    r = pygame.Rect(x + (k % cols) * (w + 8), y + (k // cols) * (ANSWER_H + 5), w, ANSWER_H)
                    paper_button(surface, r, L.label(obs, action, name), r.collidepoint(mouse),
                                 lit=action in (V.SEND, V.ACCEPT))
                    self.hits.append((r, action))
            blocks.append((rows * (ANSWER_H + 5) - 5, draw))
        return blocks

    def _offer_buttons(self, obs, sides, name, mouse, width, room: int):
        """What the proposer may still add: gifts under their own column, asks under the partner's,
        each a slip with the item's picture and name ("+ Katana"). A side too long for ``room``
        lays its slips in two columns."""
        half = (width - COL_GAP) // 2
        labels = [["+ " + L.item_text(obs, action.split(":", 1)[1]) for action in actions] for actions in sides]
        for cols in (1, 2):
            w = (half - 6 * (cols - 1)) // cols
            if cols > 1 and w < 150:
                break  # too narrow for a name: the sheet spreads instead
            text_w = w - BUTTON_ICON - 14
            # each row of slips as tall as its longest name needs (one line, or two)
            rows = [[max([30] + [wrapped_height(t, text_w, BUTTON_SIZE) + 8 for t in side[i:i + cols]])
                     for i in range(0, len(side), cols)] for side in labels]
            h = max(sum(rh + 4 for rh in side) - 4 for side in rows)
            if h <= room:
                break

        def draw(surface, x, y):
            for k, (actions, texts, heights) in enumerate(zip(sides, labels, rows)):
                top = y
                for i, (action, text) in enumerate(zip(actions, texts)):
                    r = pygame.Rect(x + k * (half + COL_GAP) + (i % cols) * (w + 6), top, w, heights[i // cols])
                    paper_button(surface, r, text, r.collidepoint(mouse), icon=PIC.trade_icon(action.split(":", 1)[1]))
                    self.hits.append((r, action))
                    if i % cols == cols - 1:
                        top += heights[i // cols] + 4
        return h, draw


def _words(text: str, width: int, size: int, ink, bold: bool = False):
    """A block of words wrapped ``width`` wide, as (height, draw)."""
    h = wrapped_height(text, width, size, bold)

    def draw(surface, x, y):
        draw_text_in_box(surface, text, pygame.Rect(x, y, width, h), size, ink, multiline=True, align="left",
                         valign="top", bold=bold, min_size=size)
    return h, draw


def _side(obs, seat, items, name, colours, width):
    """One side of the offer: the seat's marker and "… gives", then each item with its picture
    (coins summed); more than four run on as one list under a row of their pictures."""
    coins = sum(str(i).split(":")[0] == "coin" for i in items)
    icons = (["icon_coins"] if coins else []) + [PIC.trade_icon(str(i)) for i in items if str(i).split(":")[0] != "coin"]
    lines = L.offer_items(obs, items)
    heading = _("{name} gives").format(name=name(seat))
    if not lines:
        rows = [(None, _("nothing yet"))]
    elif len(lines) <= 4:
        rows = list(zip(icons, lines))
    else:
        rows = [("row", "")] + [(None, joined(lines))]
    text_w = width - ITEM_ICON - 6
    heights = [ITEM_ICON if what == "row" else max(ITEM_ICON, wrapped_height(text, text_w if what else width,
                                                                             ITEM_SIZE))
               for what, text in rows]
    h = HEADER_H - 6 + sum(hh + 3 for hh in heights)

    def draw(surface, x, y):
        draw_marker(surface, (x + 9, y + 11), 8, colours[seat])
        draw_text_in_box(surface, heading, pygame.Rect(x + 22, y, width - 22, HEADER_H - 8), 16, palette.SHEET_INK,
                         align="left", bold=True)
        y += HEADER_H - 6
        for (what, text), hh in zip(rows, heights):
            if what == "row":
                for k, picture in enumerate(icons):
                    draw_icon(surface, pygame.Rect(x + k * (ITEM_ICON + 4), y, ITEM_ICON, ITEM_ICON), Icon(picture))
            elif what:
                draw_icon(surface, pygame.Rect(x, y, ITEM_ICON, ITEM_ICON), Icon(what))
                draw_text_in_box(surface, text, pygame.Rect(x + ITEM_ICON + 6, y, text_w, hh), ITEM_SIZE,
                                 palette.SHEET_INK, multiline=True, align="left", min_size=ITEM_SIZE)
            else:
                draw_text_in_box(surface, text, pygame.Rect(x, y, width, hh), ITEM_SIZE,
                                 palette.SHEET_DIM if not lines else palette.SHEET_INK, multiline=True, align="left",
                                 valign="top", min_size=ITEM_SIZE)
            y += hh + 3
    return h, draw


def paper_button(surface, rect, text, hover, icon: str | None = None, lit: bool = False,
                 size: int = BUTTON_SIZE) -> None:
    """An answer on a paper sheet (the frame's paper tag, lit for the answer that ends the step:
    send, accept), an item's picture on its left."""
    ink = draw_paper_tag(surface, rect, hover, lit=lit)
    words = rect.inflate(-10, -4)
    if icon:
        draw_icon(surface, pygame.Rect(rect.x + 5, rect.centery - BUTTON_ICON // 2, BUTTON_ICON, BUTTON_ICON),
                  Icon(icon))
        words = pygame.Rect(rect.x + BUTTON_ICON + 9, rect.y + 1, rect.width - BUTTON_ICON - 14, rect.height - 2)
    draw_text_in_box(surface, text, words, size, ink, multiline=True, min_size=MIN_SIZE,
                     align="left" if icon else "center", bold=lit)


AUCTION_ROW_H = 26


def draw_auction_panel(surface, area: pygame.Rect, obs, name, colours) -> int:
    """The auction, compact, at the top of ``area``: the lot bid for and its high bid, then one row
    per player in the bid order (their place, marker, name, coins or how they stand). Returns the
    y under it."""
    y = area.y
    if obs.bid is not None:
        group, high, seat = obs.bid
        items = " / ".join(L.lot_text(item) for item in B.lot_groups(obs.num_players)[group])
        line = _("Lot {n} ({items}): bid {bid} by {name}").format(n=group + 1, items=items, bid=high, name=name(seat))
        h = 44 if not fits(line, area.width, 22, 16) else 24
        draw_text_in_box(surface, line, pygame.Rect(area.x, y, area.width, h), 16, palette.SHEET_LIT, bold=True,
                         multiline=True, align="left", valign="top")
        y += h + 2
    to_act = obs.to_act
    high = obs.bid[2] if obs.bid is not None else None
    for k, seat in enumerate(obs.order):
        r = pygame.Rect(area.x, y, area.width, AUCTION_ROW_H - 2)
        if seat == to_act:
            pygame.draw.rect(surface, palette.SHEET_HI, r, border_radius=6)
        draw_text_in_box(surface, str(k + 1), pygame.Rect(r.x + 2, r.y, 16, r.height), 14, palette.SHEET_DIM)
        draw_marker(surface, (r.x + 28, r.centery), 8, colours[seat])
        draw_text_in_box(surface, name(seat), pygame.Rect(r.x + 42, r.y, r.width * 2 // 5 - 42, r.height), 16,
                         palette.SHEET_INK, align="left", bold=seat == to_act)
        draw_text_in_box(surface, _status(obs, seat, high, to_act),
                         pygame.Rect(r.x + r.width * 2 // 5, r.y, r.width * 3 // 5 - 4, r.height), 14,
                         palette.SHEET_LIT if seat in (high, to_act) else palette.SHEET_DIM, align="right")
        y += AUCTION_ROW_H
    return y + 6


def _status(obs, seat, high, to_act) -> str:
    if seat in obs.won:
        return _("won lot {n}").format(n=obs.won[seat] + 1)
    if seat in obs.dropped:
        return _("out")
    parts = [_("holds {n} coins").format(n=obs.coins[seat])]
    if seat == high:
        parts.append(_("highest bidder"))
    if seat == to_act:
        parts.append(_("to decide"))
    return " · ".join(parts)


def answer_button(surface, rect, text, hover) -> None:
    """One answer on the prompt sheet: a paper tag like the trade's (one place for their look)."""
    paper_button(surface, rect, text, hover, size=16)


def inn_trade(obs, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` both have a disciple in the Inn (the seed's wider trade)."""
    def inn(seat):
        return any(o == seat and B.SPACE[space].district == B.INN for space, o in obs.placed.items()
                   if space in B.SPACE)
    return inn(a) and inn(b)
