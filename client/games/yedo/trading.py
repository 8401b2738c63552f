"""Trading (seed phase 6; RULINGS Y-4): proposals built step by step, answered behind the curtain.

``trade`` lists the players with a disciple in the Market or the Inn who share such a
district with someone. In order, round and round, each may ``propose:<partner>`` (at most three
proposals a phase) or ``pass``; the phase ends when everyone passes in a row. A proposal is built
in ``offer`` one item at a time — ``give:coin``, ``give:weapon:<kind>`` and, where both stand in
the Inn, ``give:geisha``, ``give:action:<card>``, ``give:bonus:<card>``, ``give:mission:<card>``;
``ask:coin``, ``ask:weapon:<kind>``, ``ask:geisha``, ``ask:action``, ``ask:bonus``,
``ask:mission:<colour>`` (hidden cards are asked for by kind; the partner picks which) — then
``send`` or ``withdraw``. The partner ``accept``s (then ``pick``s each asked card) or
``decline``s. Hidden cards are offered blind: others see only their kind (``observation``).
Annexes, completed missions, disciples and blessings are never traded.
"""
from __future__ import annotations

from collections import Counter

from client.core.actions import act, int_arg

from . import board as B
from .effects import COLOURS
from .vocabulary import (ACCEPT, ASK, DECLINE, F_ANSWER, F_OFFER, F_TRADE_DO, F_TRADE_NEXT, F_TRADE_PICK,
                         F_TRADE_TURN, GIVE, PASS, PICK, PROPOSE, SEND, TRADE, TURN_TIMINGS, WITHDRAW)

MAX_PROPOSALS = 3  # Y-4
TRADE_DISTRICTS = (B.MARKET, B.INN)
HIDDEN_KINDS = ("action", "bonus", "mission")
TRADE_SPACES = tuple(s.id for s in B.SPACES if s.district in TRADE_DISTRICTS)
TRADE_SPACE_DISTRICTS = tuple(B.SPACE[s].district for s in TRADE_SPACES)


class Trading:
    """Mixed into the state."""

    _trade_where_memo: tuple | None = None  # (who stands on TRADE_SPACES, _trade_where's answer)
    _offer_memo: tuple | None = None  # (the holdings an offer's menu was made from, the menu)

    def _trade_where(self) -> tuple[frozenset[str], ...]:
        """Per seat, the trading districts it stands in (disciples do not move while trading).
        Remembered with who stands on the trading spaces, which is all it depends on."""
        key = tuple(map(self.placed.get, TRADE_SPACES))
        memo = self._trade_where_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        where = [set() for _ in range(self.num_players)]
        for seat, district in zip(key, TRADE_SPACE_DISTRICTS):
            if seat is not None:
                where[seat].add(district)
        out = tuple(frozenset(w) for w in where)
        self._trade_where_memo = (key, out)
        return out

    def trade_partners(self, seat: int) -> list[int]:
        where = self._trade_where()
        return [o for o in self.seat_order(seat) if where[seat] & where[o]]

    def inn_trade(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` trade at the Inn (hidden cards go blind there)."""
        where = self._trade_where()
        return B.INN in (where[a] & where[b])

    def _run_trade(self, frame: tuple) -> None:
        self.phase = TRADE
        self.trade_seats = tuple(s for s in self.order if self.trade_partners(s))
        self.trade_used = [0] * self.num_players
        self.trade_cursor = self.trade_quiet = 0
        self.offer = None
        self.pending.append((F_TRADE_NEXT, None))

    def _run_trade_next(self, frame: tuple) -> None:
        seats = self.trade_seats
        while seats and self.trade_quiet < len(seats):
            seat = seats[self.trade_cursor % len(seats)]
            self.trade_cursor += 1
            if self.trade_used[seat] >= MAX_PROPOSALS:
                self.trade_quiet += 1
                continue
            self.pending.append((F_TRADE_NEXT, None))
            self.pending.append((F_TRADE_TURN, seat))
            return

    def _legal_trade_turn(self, frame: tuple) -> list[str]:
        seat = frame[1]
        return ([act(PROPOSE, p) for p in self.trade_partners(seat)] + [PASS]
                + self.card_plays(seat, TURN_TIMINGS[F_TRADE_TURN]))

    def _decide_trade_turn(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        if self._maybe_play(frame, verb, args):
            return
        if verb == PASS:
            self.trade_quiet += 1
            return
        partner = int_arg(args[0], "seat")
        self.trade_used[seat] += 1
        self.trade_quiet = 0
        self.offer = (seat, partner, (), (), ())
        self._event("propose", seat=seat, partner=partner)
        self.pending.append((F_OFFER, seat))

    # -- building the offer ---------------------------------------------------------------------
    def _legal_offer(self, frame: tuple) -> list[str]:
        me, partner, give, ask, _ = self.offer
        texts, tests = self._offer_menu(me, partner)
        # a choice drops out once the offer holds as many of its item as there are (geisha: or the
        # receiver would pass the limit), so only the items in the offer, and geisha, are tested
        blocked = set()
        for on_give, mine, theirs in ((True, give, ask), (False, ask, give)):
            for item in {*mine, "geisha"}:
                test = tests.get((on_give, item))
                if test is not None:
                    text, limit, cap = test
                    k = mine.count(item)
                    if k >= limit or (cap is not None and k - theirs.count(item) > cap):
                        blocked.add(text)
        out = [text for text in texts if text not in blocked] if blocked else list(texts)
        if give or ask:
            out.append(SEND)
        out.append(WITHDRAW)
        return out

    def _offer_menu(self, me: int, partner: int) -> tuple[tuple[str, ...], dict]:
        """What an offer between ``me`` and ``partner`` may list, in order, and the test of each by
        (on the give side?, item): (action, listed while fewer than this are in, cap). Holdings do
        not change while an offer is built, so this is remembered with the holdings it was made from."""
        inn = self.inn_trade(me, partner)
        key = (me, partner, inn, self.coins[me], self.coins[partner], self.weapons[me], self.weapons[partner])
        if inn:
            key += (self.geisha[me], self.geisha[partner], self.hands[me], self.bonus[me], self.missions[me],
                    len(self.hands[partner]), len(self.bonus[partner]), self.missions[partner])
        memo = self._offer_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        entries = self._offer_menu_from_scratch(me, partner, inn)
        menu = (tuple(e[0] for e in entries), {(e[1], e[2]): (e[0], e[3], e[4]) for e in entries})
        self._offer_memo = (key, menu)
        return menu

    def _offer_menu_from_scratch(self, me: int, partner: int, inn: bool) -> list[tuple]:
        """(action, on the give side?, item counted, listed while fewer than this are in, cap) in order."""
        # assumption: the proposer cannot know the partner's hidden cards, so asks for them by kind
        # (missions by colour) and the partner picks which on accepting
        menu = []
        for verb, owner, on_give in ((GIVE, me, True), (ASK, partner, False)):
            menu.append((verb + ":coin", on_give, "coin", self.coins[owner], None))
            weapons = self.weapons[owner]
            menu += [(f"{verb}:weapon:{w}", on_give, "weapon:" + w, weapons.count(w), None) for w in sorted(set(weapons))]
            if not inn:
                continue
            # geisha: no more than the owner has, and the receiver ends within the limit (counting
            # those coming back the other way)
            other = partner if owner == me else me
            menu.append((verb + ":geisha", on_give, "geisha", self.geisha[owner],
                         B.LIMITS["geisha"] - 1 - self.geisha[other]))
            if on_give:
                for kind, cards in (("action", self.hands[me]), ("bonus", self.bonus[me]),
                                    ("mission", self.missions[me])):
                    menu += [(f"give:{kind}:{c}", True, f"{kind}:{c}", cards.count(c), None) for c in sorted(set(cards))]
            else:
                menu.append(("ask:action", False, "action", len(self.hands[partner]), None))
                menu.append(("ask:bonus", False, "bonus", len(self.bonus[partner]), None))
                colours = [self.mission_colour(m) for m in self.missions[partner]]
                menu += [(f"ask:mission:{colour}", False, "mission:" + colour, colours.count(colour), None)
                         for colour in COLOURS]
        return [entry for entry in menu if entry[3] > 0]  # none of a thing: never listed

    def _decide_offer(self, frame: tuple, verb: str, args: list[str]) -> None:
        me, partner, give, ask, picks = self.offer
        item = ":".join(args)
        if verb == GIVE:
            self.offer = (me, partner, give + (item,), ask, picks)
            self.pending.append((F_OFFER, me))
        elif verb == ASK:
            self.offer = (me, partner, give, ask + (item,), picks)
            self.pending.append((F_OFFER, me))
        elif verb == SEND:
            self._event("offer", seat=me, partner=partner, give=[self._public_item(me, i) for i in give],
                        ask=list(ask))
            self.pending.append((F_ANSWER, partner))
        else:
            self.offer = None
            self._event("withdraw", seat=me, partner=partner)

    def _public_item(self, owner: int, item: str) -> str:
        kind, _, card = item.partition(":")
        if kind == "mission":
            return "mission:?" + self.data.missions[card].colour if not card.startswith("?") else item
        return kind + ":?" if kind in HIDDEN_KINDS else item

    # -- the answer -----------------------------------------------------------------------------
    def _legal_answer(self, frame: tuple) -> list[str]:
        return [ACCEPT, DECLINE]

    def _decide_answer(self, frame: tuple, verb: str, args: list[str]) -> None:
        me, partner, give, ask, _ = self.offer
        if verb == DECLINE:
            self.offer = None
            self._event("declined", seat=partner, proposer=me)
            return
        self.pending.append((F_TRADE_DO, None))
        for _ in [a for a in ask if a.split(":")[0] in HIDDEN_KINDS]:
            self.pending.append((F_TRADE_PICK, partner))

    def _legal_trade_pick(self, frame: tuple) -> list[str]:
        me, partner, give, ask, picks = self.offer
        wanted = [a for a in ask if a.split(":")[0] in HIDDEN_KINDS][len(picks)]
        kind, _, colour = wanted.partition(":")
        cards = {"action": self.hands, "bonus": self.bonus, "mission": self.missions}[kind][partner]
        left = Counter(cards) - Counter(picks)
        return [act(PICK, c) for c in sorted(left)
                if kind != "mission" or self.mission_colour(c) == colour]

    def _decide_trade_pick(self, frame: tuple, verb: str, args: list[str]) -> None:
        me, partner, give, ask, picks = self.offer
        self.offer = (me, partner, give, ask, picks + (args[0],))

    def _run_trade_do(self, frame: tuple) -> None:
        me, partner, give, ask, picks = self.offer
        self.offer = None
        hidden_asks = iter(picks)
        moves = [(me, partner, item) for item in give]
        for item in ask:
            kind = item.split(":")[0]
            moves.append((partner, me, f"{kind}:{next(hidden_asks)}" if kind in HIDDEN_KINDS else item))
        for giver, taker, item in moves:
            self._hand_over(giver, taker, item)
        self._event("trade", seat=me, partner=partner, give=[self._public_item(me, i) for i in give], ask=list(ask))
        for seat in (me, partner):
            for zone in ("actions", "bonus", "weapons", "missions"):
                self._limit(seat, zone)

    def _hand_over(self, giver: int, taker: int, item: str) -> None:
        kind, _, what = item.partition(":")
        if kind == "coin":
            self.coins[giver] -= 1
            self.coins[taker] += 1
        elif kind == "geisha":
            self.geisha[giver] -= 1
            self.geisha[taker] += 1
        else:
            zone = {"weapon": "weapons", "action": "actions", "bonus": "bonus", "mission": "missions"}[kind]
            self._take_from(giver, zone, what)
            table = getattr(self, {"weapons": "weapons", "actions": "hands", "bonus": "bonus",
                                   "missions": "missions"}[zone])
            table[taker] = table[taker] + (what,)

    # -- what others may see of an offer --------------------------------------------------------
    def _offer_seen_by(self, viewer: int | None):
        if self.offer is None:
            return None
        me, partner, give, ask, picks = self.offer
        if viewer != me:
            give = tuple(self._public_item(me, i) for i in give)
        if viewer != partner:
            picks = tuple("?" for _ in picks)
        return (me, partner, give, ask, picks)

    def _offer_filled(self):
        """In a determinized world: blind items of the offer named from the sampled hands."""
        if self.offer is None:
            return None
        me, partner, give, ask, picks = self.offer
        tables = {"action": self.hands, "bonus": self.bonus, "mission": self.missions}
        named = Counter(i.partition(":")[2] for i in give)
        filled = []
        for item in give:
            kind, _, card = item.partition(":")
            if kind in HIDDEN_KINDS and card.startswith("?"):
                colour = card[1:]
                free = Counter(tables[kind][me]) - named
                card = next(c for c in sorted(free)
                            if not colour or self.data.missions[c].colour == colour)
                named[card] += 1
                item = f"{kind}:{card}"
            filled.append(item)
        picked = Counter(p for p in picks if p != "?")
        hidden_asks = [a for a in ask if a.split(":")[0] in HIDDEN_KINDS]
        out_picks = []
        for wanted, pick in zip(hidden_asks, picks):
            if pick == "?":
                kind, _, colour = wanted.partition(":")
                free = Counter(tables[kind][partner]) - picked
                pick = next(c for c in sorted(free) if kind != "mission" or self.data.missions[c].colour == colour)
                picked[pick] += 1
            out_picks.append(pick)
        return (me, partner, tuple(filled), ask, tuple(out_picks))
