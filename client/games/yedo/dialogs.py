"""The trade as a dialog over the board (issue #22), the auction as a compact panel beside it.

While a trade is proposed, built or answered, a panel over the board shows the offer's two sides
and, when it is the viewer's decision, the answers as buttons inside the dialog. A header button
folds the dialog to a bar so the board can be read, and back.

The auction hides nothing: the board shows the lots (the one bid for framed with the high bid,
won ones under their winner's marker), and the decision panel on the right lists every player's
part (coins, still in, out, high bidder, whose turn) above the answers (``draw_auction_panel``).

Drawn only from the observation: the offer's hidden cards are already redacted to their kind.
"""
from __future__ import annotations

from typing import Callable

import pygame

from client.core.actions import split
from client.i18n import _
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import MIN_SIZE, draw_text_in_box, fits
from client.widgets.base import draw_panel

from . import board as B
from . import labels as L
from . import vocabulary as V
from .panels import joined

AUCTION_FRAMES = frozenset({V.F_DROPOUT, V.F_OPEN, V.F_BID, V.F_LAST_WORD, V.F_LOT_ITEM})
TRADE_FRAMES = frozenset({V.F_TRADE_TURN, V.F_OFFER, V.F_ANSWER, V.F_TRADE_PICK})
SIZE = (760, 520)  # room for offer buttons of two lines
BAR_H = 40


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
    """Draws the dialog and remembers what each drawn button plays."""

    def __init__(self, area: pygame.Rect, waiting: Callable[[int], str]):
        self.area = area
        self.waiting = waiting  # the view's words while another seat answers (a review's own)
        self.folded = False
        self.notice: str | None = None  # news for the trade's players (an offer declined), on top
        self.hits: list[tuple[pygame.Rect, object]] = []
        self.rect = pygame.Rect(0, 0, *SIZE)
        self.rect.center = area.center

    def toggle(self) -> None:
        self.folded = not self.folded

    def draw(self, surface, obs, legal, name, colours, mouse) -> list[tuple[pygame.Rect, object]]:
        """Draw the dialog the observation calls for; returns (rect, action or callable) hits."""
        self.hits = []
        kind = kind_of(obs)
        if kind != "trade":  # the auction is told in the decision panel (draw_auction_panel)
            return self.hits
        title = _("Trading")
        if self.folded:
            bar = pygame.Rect(self.area.x + 8, self.area.bottom - BAR_H - 8, 300, BAR_H)
            draw_panel(surface, bar, fill=palette.PANEL_HI, border=palette.GOLD, radius=8, shadow=True)
            draw_text_in_box(surface, _("{title}: show the dialog").format(title=title), bar.inflate(-16, -6), 17,
                             palette.PAPER)
            self.hits.append((bar, self.toggle))
            return self.hits
        rect = self.rect
        draw_panel(surface, rect, fill=palette.LACQUER, border=palette.GOLD, radius=14, shadow=True)
        draw_text_in_box(surface, title, pygame.Rect(rect.x + 20, rect.y + 10, 300, 36), 26, palette.GOLD,
                         align="left", bold=True)
        fold = pygame.Rect(rect.right - 170, rect.y + 12, 154, 30)
        answer_button(surface, fold, _("Show the board"), fold.collidepoint(mouse))
        self.hits.append((fold, self.toggle))
        body = pygame.Rect(rect.x + 20, rect.y + 56, rect.width - 40, rect.height - 70)
        y = self._trade(surface, body, obs, name, colours)
        self._answers(surface, pygame.Rect(body.x, y + 8, body.width, body.bottom - y - 8), obs, legal, name, mouse)
        return self.hits

    # -- the trade --------------------------------------------------------------------------------
    def _trade(self, surface, body, obs, name, colours) -> int:
        if self.notice:
            bar = pygame.Rect(body.x, body.y, body.width, 32)
            draw_panel(surface, bar, fill=palette.PANEL_HI, border=palette.VERMILION, radius=6, shadow=False)
            draw_text_in_box(surface, self.notice, bar.inflate(-16, -4), 17, palette.PAPER, align="left", bold=True,
                             min_size=12)
            body = pygame.Rect(body.x, bar.bottom + 8, body.width, body.bottom - bar.bottom - 8)
        if obs.offer is None:
            seat = obs.to_act
            partners = obs.trade_partners(seat)
            text = _("{name} may propose a trade to {partners}.").format(
                name=name(seat), partners=joined(name(p) for p in partners))
            draw_text_in_box(surface, text, pygame.Rect(body.x, body.y, body.width, 60), 18, palette.PAPER,
                             multiline=True, align="left", valign="top")
            return body.y + 64
        proposer, partner, give, ask = obs.offer[:4]
        half = (body.width - 16) // 2
        # what may change hands depends on where the two meet: say it, or a newcomer wonders why
        # their cards cannot be offered
        scope = _("Both in the Inn: coins, weapons, geisha, missions not yet done, action and bonus cards.") \
            if inn_trade(obs, proposer, partner) else _("Meeting in the Market: coins and weapons only.")
        draw_text_in_box(surface, scope, pygame.Rect(body.x, body.y, body.width, 24), 15, palette.PAPER_DIM,
                         align="left")
        y = body.y + 28
        for k, (seat, items) in enumerate(((proposer, give), (partner, ask))):
            r = pygame.Rect(body.x + k * (half + 16), y, half, 128)
            draw_panel(surface, r, fill=palette.PANEL, border=palette.MUTED, radius=8, shadow=False)
            draw_marker(surface, (r.x + 16, r.y + 18), 10, colours[seat])
            draw_text_in_box(surface, _("{name} gives").format(name=name(seat)),
                             pygame.Rect(r.x + 32, r.y + 4, r.width - 40, 28), 17, palette.GOLD, align="left")
            lines = L.offer_items(obs, items) or [_("nothing yet")]
            # one a line while they fit; more run on as a list, still at a readable size
            text = "\n".join(lines) if len(lines) <= 4 else joined(lines)
            draw_text_in_box(surface, text, pygame.Rect(r.x + 12, r.y + 36, r.width - 24, r.height - 42), 16,
                             palette.PAPER, multiline=True, align="left", valign="top", min_size=12)
        return y + 134


    # -- the answers -----------------------------------------------------------------------------
    def _answers(self, surface, area, obs, legal, name, mouse) -> None:
        if not legal:
            if not obs.is_over():
                text = self.waiting(obs.to_act)
                draw_text_in_box(surface, text, pygame.Rect(area.x, area.y, area.width, 30), 17, palette.PAPER_DIM,
                                 align="left")
            return
        sides = [[a for a in legal if a.startswith(V.GIVE + ":")], [a for a in legal if a.startswith(V.ASK + ":")]]
        bids = [a for a in legal if a.startswith(V.BID + ":")]
        rest = [a for a in legal if a not in bids and a not in sides[0] and a not in sides[1]]
        y = area.y
        if sides[0] or sides[1]:
            y = self._offer_buttons(surface, area, obs, sides, name, mouse)
        if bids:
            draw_text_in_box(surface, _("Bid:"), pygame.Rect(area.x, y, 60, 30), 17, palette.PAPER, align="left")
            per_row = 12
            w = (area.width - 60) // per_row
            for k, action in enumerate(bids[:per_row * 3]):
                r = pygame.Rect(area.x + 60 + (k % per_row) * w, y + (k // per_row) * 34, w - 4, 30)
                answer_button(surface, r, split(action)[1][0], r.collidepoint(mouse))
                self.hits.append((r, action))
            y += -(-min(len(bids), per_row * 3) // per_row) * 34 + 4
        cols = 3 if len(rest) > 6 else 2
        w = (area.width - 8 * (cols - 1)) // cols
        bh = 32
        fits = max(1, (area.bottom - y) // (bh + 5)) * cols
        for k, action in enumerate(rest[:fits]):
            r = pygame.Rect(area.x + (k % cols) * (w + 8), y + (k // cols) * (bh + 5), w, bh)
            answer_button(surface, r, L.label(obs, action, name), r.collidepoint(mouse))
            self.hits.append((r, action))


    def _offer_buttons(self, surface, area, obs, sides, name, mouse) -> int:
        """What the proposer may still add: gifts under their own column, asks under the partner's."""
        half = (area.width - 16) // 2
        bottom = area.y
        for k, actions in enumerate(sides):
            cols = 2 if len(actions) <= 10 else 3
            w = (half - 6 * (cols - 1)) // cols
            labels = [L.label(obs, action, name) for action in actions]
            # a label too long for one line at 12 px gets two: the whole side's buttons grow alike
            bh = 30 if all(fits(text, w - 10, 26, MIN_SIZE) for text in labels) else 42
            for i, (action, text) in enumerate(zip(actions, labels)):
                r = pygame.Rect(area.x + k * (half + 16) + (i % cols) * (w + 6), area.y + (i // cols) * (bh + 4), w, bh)
                answer_button(surface, r, text, r.collidepoint(mouse))
                self.hits.append((r, action))
                bottom = max(bottom, r.bottom)
        return bottom + 10


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
        draw_text_in_box(surface, line, pygame.Rect(area.x, y, area.width, h), 16, palette.GOLD, bold=True,
                         multiline=True, align="left", valign="top")
        y += h + 2
    to_act = obs.to_act
    high = obs.bid[2] if obs.bid is not None else None
    for k, seat in enumerate(obs.order):
        r = pygame.Rect(area.x, y, area.width, AUCTION_ROW_H - 2)
        if seat == to_act:
            pygame.draw.rect(surface, palette.PANEL_HI, r, border_radius=6)
        draw_text_in_box(surface, str(k + 1), pygame.Rect(r.x + 2, r.y, 16, r.height), 14, palette.PAPER_DIM)
        draw_marker(surface, (r.x + 28, r.centery), 8, colours[seat])
        draw_text_in_box(surface, name(seat), pygame.Rect(r.x + 42, r.y, r.width * 2 // 5 - 42, r.height), 16,
                         palette.PAPER, align="left")
        draw_text_in_box(surface, _status(obs, seat, high, to_act),
                         pygame.Rect(r.x + r.width * 2 // 5, r.y, r.width * 3 // 5 - 4, r.height), 14,
                         palette.GOLD if seat in (high, to_act) else palette.PAPER_DIM, align="right")
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
    """One answer as a button (the dialogs and the side panel draw them alike)."""
    draw_panel(surface, rect, fill=palette.PANEL_HI if hover else palette.PANEL,
               border=palette.GOLD if hover else palette.MUTED, radius=6, shadow=False)
    draw_text_in_box(surface, text, rect.inflate(-10, -4), 16, palette.PAPER)


def inn_trade(obs, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` both have a disciple in the Inn (the seed's wider trade)."""
    def inn(seat):
        return any(o == seat and B.SPACE[space].district == B.INN for space, o in obs.placed.items()
                   if space in B.SPACE)
    return inn(a) and inn(b)
