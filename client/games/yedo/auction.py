"""The auction (seed phase 2; RULINGS Y-3).

``auction`` asks each player in order ``drop`` (leave for 3 coins) or ``stay``. Then
``auction_next`` finds the first player in order still in (not dropped, no lot won): they
``open`` a lot at its base price (``lot:<group>``, groups from ``board.lot_groups``) or ``pass``
(to the drop-out area, without the coins). Every other player still in, in order, once
``bid:<coins>`` (more than the high bid, within their coins) or ``pass``; then the opener has the
last word (``last_word``) unless they already hold the high bid. ``award``: the highest bidder
pays and takes the lot's item (``lot_item`` picks one of a group at 2–3 players).
"""
from __future__ import annotations

from client.core.actions import act, int_arg

from . import board as B
from .vocabulary import (ANNEX, AUCTION, BID, DROP, F_ANNEX_PICK, F_AUCTION_NEXT, F_AWARD, F_BID, F_DECK_PICK,
                         F_DROPOUT, F_KEEP, F_LAST_WORD, F_LOT_ITEM, F_OPEN, LOT, PASS, STAY, TAKE, TURN_TIMINGS)


BIDS = [act(BID, x) for x in range(100)]  # the strings, made once


class AuctionFrames:
    """Mixed into the state."""

    def lot_groups(self) -> tuple[tuple[str, ...], ...]:
        return B.lot_groups(self.num_players)

    def _still_in(self, seat: int) -> bool:
        return seat not in self.dropped and seat not in self.won

    def _run_auction(self, frame: tuple) -> None:
        self.phase = AUCTION
        self.dropped, self.won, self.bid = (), {}, None
        self.pending.append((F_AUCTION_NEXT, None))
        for seat in reversed(self.order):
            self.pending.append((F_DROPOUT, seat))

    def _legal_dropout(self, frame: tuple) -> list[str]:
        return [DROP, STAY]

    def _decide_dropout(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        if verb == DROP:
            self.dropped += (seat,)
            self.coins[seat] += B.DROP_OUT_COINS
            self._event("drop_out", seat=seat, coins=B.DROP_OUT_COINS)

    def _run_auction_next(self, frame: tuple) -> None:
        for seat in self.order:
            if self._still_in(seat):
                self.pending.append((F_AUCTION_NEXT, None))
                self.pending.append((F_OPEN, seat))
                return

    def _open_lots(self, seat: int) -> list[int]:
        taken = set(self.won.values())
        return [g for g, group in enumerate(self.lot_groups())
                if g not in taken and self.coins[seat] >= B.lot_base(group)]

    def _legal_open(self, frame: tuple) -> list[str]:
        seat = frame[1]
        return [act(LOT, g + 1) for g in self._open_lots(seat)] + [PASS] + self.card_plays(seat, TURN_TIMINGS[F_OPEN])

    def _decide_open(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        if self._maybe_play(frame, verb, args):
            return
        if verb == PASS:
            self.dropped += (seat,)  # to the drop-out area, without the coins
            self._event("auction_pass", seat=seat)
            return
        group = int_arg(args[0], "lot") - 1
        base = B.lot_base(self.lot_groups()[group])
        self.bid = (group, base, seat)
        self._event("lot_opened", seat=seat, lot=group + 1, bid=base)
        self.pending.append((F_AWARD, None))
        self.pending.append((F_LAST_WORD, seat))
        for other in reversed(self.seat_order(seat)):
            if self._still_in(other):
                self.pending.append((F_BID, other))

    def _raises(self, seat: int) -> list[str]:
        high = self.bid[1]
        coins = self.coins[seat]
        if coins < len(BIDS):
            return BIDS[high + 1:coins + 1]
        return [act(BID, x) for x in range(high + 1, coins + 1)]

    def _legal_bid(self, frame: tuple) -> list[str]:
        seat = frame[1]
        return self._raises(seat) + [PASS] + self.card_plays(seat, TURN_TIMINGS[F_BID])

    def _decide_bid(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        if self._maybe_play(frame, verb, args):
            return
        if verb == BID:
            amount = int_arg(args[0], "bid")
            self.bid = (self.bid[0], amount, seat)
            self._event("bid", seat=seat, bid=amount)
        else:
            self._event("bid_pass", seat=seat)

    def _legal_last_word(self, frame: tuple) -> list[str]:
        seat = frame[1]
        if self.bid[2] == seat:
            return []  # the opener still holds the high bid: nothing to say
        return self._legal_bid(frame)

    def _decide_last_word(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._decide_bid(frame, verb, args)

    def _run_award(self, frame: tuple) -> None:
        group, price, seat = self.bid
        self.bid = None
        self.coins[seat] -= price
        self.won[seat] = group
        self._event("lot_won", seat=seat, lot=group + 1, price=price)
        items = self.lot_groups()[group]
        if len(items) == 1:
            self._take_lot(seat, items[0])
        else:
            self.pending.append((F_LOT_ITEM, seat, group))

    def _legal_lot_item(self, frame: tuple) -> list[str]:
        return [act(TAKE, item) for item in self.lot_groups()[frame[2]]]

    def _decide_lot_item(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._take_lot(frame[1], args[0])

    def _take_lot(self, seat: int, item: str) -> None:
        """Seed phase 2: lots 1–3 and 7 show three cards to keep one; 4 and 5 score 2 points too."""
        self._event("lot_item", seat=seat, item=item)
        if item in ("action", "bonus", "weapon"):
            self._look_at(seat, item, F_KEEP)
        elif item == "mission":
            self.pending.append((F_DECK_PICK, seat, "lot_mission"))
        elif item == "disciple":
            # assumption: the lot may be won with no disciple left in reserve; it then brings none
            self._op_disciple(seat, 1, -1)
        else:
            self.points[seat] += B.LOT_POINTS[item]
            self._event("points", seat=seat, change=B.LOT_POINTS[item])
            if item == "geisha":
                self._op_geisha(seat, 1, -1)
            elif self._annex_choices(seat):
                self.pending.append((F_ANNEX_PICK, seat))

    def _annex_choices(self, seat: int) -> list[str]:
        return [a for a, left in self.annex_supply.items() if left and a not in self.annexes[seat]]

    def _legal_annex_pick(self, frame: tuple) -> list[str]:
        return [act(ANNEX, a) for a in self._annex_choices(frame[1])]

    def _decide_annex_pick(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._gain_annex(frame[1], args[0])

    def _gain_annex(self, seat: int, kind: str) -> None:
        self.annex_supply[kind] -= 1
        self.annexes[seat] = self.annexes[seat] + (kind,)
        self._event("annex", seat=seat, annex=kind)
