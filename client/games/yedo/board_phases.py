"""The phases played on the board: events (seed phase 3), placement (4) and the patrol (5; Y-5).

Events: three weapons enter the market from the left, the older ones slide right and those
pushed past the fifth slot are discarded; then the top event is revealed. ``close`` closes a
district for the round; the rest applies to every player in order. A player holding a blessing
facing an event that would cost them something chooses ``bless`` (give the blessing back, lose
nothing) or ``endure``.

Placement: in player order, one disciple at a time (``place:<space>`` or ``place:<annex>``)
until every disciple on the player boards stands somewhere: one disciple per space, at most
one on the Castle's order spaces per player, none in a closed district (unless the player
played a card allowing it), annexes only the player's own.

The patrol walks one step (red: up the ring, blue: down it), then window b (each player in
order may play one card that moves it) and window c (one card that protects from arrest),
then it arrests every disciple in its district: to the reserve, but never below two
disciples — those go home to the player board instead.
"""
from __future__ import annotations

from itertools import filterfalse

from client.core.actions import act

from . import board as B
from .effects import is_loss
from .vocabulary import (BLESS, ENDURE, EVENT, F_ARREST, F_BLESS, F_PLACE, F_PLACEMENT_NEXT, F_WINDOW, PASS, PATROL,
                         PLACE, PLACEMENT, PLAY, TURN_TIMINGS, WINDOW_TIMINGS)


ORDER_SPACES = frozenset(s.id for s in B.SPACES if s.action == B.ORDER)
PLACES = {n: tuple((s.id, s.district, s.action == B.ORDER, act(PLACE, s.id)) for s in B.spaces_for(n))
          for n in range(2, 6)}  # per player count: (space, district, order space?, action)
# the same spaces as plain ids (all, and all but the order spaces), filtered at C speed when no district is closed
PLACE_IDS = {n: tuple(p[0] for p in places) for n, places in PLACES.items()}
PLACE_IDS_NO_ORDER = {n: tuple(p[0] for p in places if not p[2]) for n, places in PLACES.items()}
PLACE_TEXT = {s.id: act(PLACE, s.id) for s in B.SPACES}
ORDER_IDS = tuple(s.id for s in B.SPACES if s.action == B.ORDER)
_OPEN_IDS: dict[tuple, tuple[str, ...]] = {}


def _open_ids(players: int, closed: tuple[str, ...], has_order: bool) -> tuple[str, ...]:
    """The spaces outside the ``closed`` districts (and off the order spaces for one already on
    one), in board order; remembered, as they follow from the board alone."""
    key = (players, closed, has_order)
    ids = _OPEN_IDS.get(key)
    if ids is None:
        ids = _OPEN_IDS[key] = tuple(sid for sid, district, order, _ in PLACES[players]
                                     if district not in closed and not (order and has_order))
    return ids


class BoardPhases:
    """Mixed into the state."""

    # -- events ---------------------------------------------------------------------------------
    def _run_event(self, frame: tuple) -> None:
        self.phase = EVENT
        self._refresh_market()
        if not self.event_deck:
            return  # assumption: with the deck spent, no event this round
        self.event = self.event_deck.pop()
        card = self.data.events[self.event]
        self._event("event", event=self.event, reveals=True)
        for op in card.effect:
            if op[0] == "close":
                self._op_close(-1, op[1], -1)
        personal = tuple(op for op in card.effect if op[0] != "close")
        if not personal:
            return
        # assumption: the blessing is offered against any event that would cost its holder something
        # (in Geisha mode the events that do are removed with the samurai mark)
        for seat in reversed(self.order):
            if self.blessing[seat] and any(is_loss(op) for op in personal):
                self.pending.append((F_BLESS, seat))
            else:
                self._run_effect(seat, personal)

    def _refresh_market(self) -> None:
        drawn = []
        for _ in range(B.MARKET_NEW):
            weapon = self._draw("weapon")
            if weapon is not None:
                drawn.append(weapon)
        line = drawn + [w for w in self.market if w]
        slots = len(B.MARKET_PRICES)
        self.weapon_discard.extend(line[slots:])
        line = line[:slots]
        # assumption: the weapons slide right as far as they go (the cheaper slots fill first)
        self.market = [None] * (slots - len(line)) + line
        self._event("market", market=list(self.market))

    def _legal_bless(self, frame: tuple) -> list[str]:
        return [BLESS, ENDURE]

    def _decide_bless(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        personal = tuple(op for op in self.data.events[self.event].effect if op[0] != "close")
        if verb == BLESS:
            self.blessing[seat] -= 1
            self.blessing_supply += 1
            self._event("blessing_spent", seat=seat)
            personal = tuple(op for op in personal if not is_loss(op))
        self._run_effect(seat, personal)

    # -- placement ------------------------------------------------------------------------------
    def _run_placement(self, frame: tuple) -> None:
        self.phase = PLACEMENT
        self.cursor = 0
        self.pending.append((F_PLACEMENT_NEXT, None))

    def _run_placement_next(self, frame: tuple) -> None:
        n = self.num_players
        for step in range(n):
            i = (self.cursor + step) % n
            seat = self.order[i]
            if self.home[seat] and self._can_place(seat):
                self.cursor = i + 1
                self.pending.append((F_PLACEMENT_NEXT, None))
                self.pending.append((F_PLACE, seat))
                # the choices are listed only when asked: a bot pricing each placement on a copy
                # never asks the copy what the next seat may do
                return

    def _place_ids(self, seat: int) -> tuple[str, ...]:
        """The board spaces ``seat`` may place on now if free (open districts, one order space)."""
        placed, closed = self.placed, self.closed
        has_order = seat in map(placed.get, ORDER_IDS)
        if closed and seat not in self.enter_closed:
            return _open_ids(self.num_players, closed, has_order)
        return (PLACE_IDS_NO_ORDER if has_order else PLACE_IDS)[self.num_players]

    def _can_place(self, seat: int) -> bool:
        """Whether ``_places(seat)`` has anything, without listing it."""
        if not all(map(self.placed.__contains__, self._place_ids(seat))):
            return True
        annexed = self.annexed[seat]
        return any(a not in annexed for a in self.annexes[seat])

    def _places(self, seat: int) -> list[str]:
        """``place:<where>`` for every space or own annex ``seat`` may place on now."""
        out = list(map(PLACE_TEXT.__getitem__, filterfalse(self.placed.__contains__, self._place_ids(seat))))
        annexes = self.annexes[seat]
        if annexes:
            out += [act(PLACE, a) for a in annexes if a not in self.annexed[seat]]
        return out

    def _legal_place(self, frame: tuple) -> list[str]:
        seat = frame[1]
        return self._places(seat) + self.card_plays(seat, TURN_TIMINGS[F_PLACE])

    def _decide_place(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        if self._maybe_play(frame, verb, args):
            return
        where = args[0]
        self.home[seat] -= 1
        if where in B.SPACE:
            self.placed[where] = seat
        else:
            self.annexed[seat] = self.annexed[seat] + (where,)
        self._event("place", seat=seat, space=where)

    # -- the patrol -----------------------------------------------------------------------------
    def patrol_district(self) -> str:
        return B.DISTRICTS[self.patrol_at]

    def _patrol_walk(self, steps: int) -> None:
        self.patrol_at = (self.patrol_at + B.PATROL_STEP[self.patrol_dir] * steps) % len(B.DISTRICTS)
        self._event("patrol", district=self.patrol_district(), steps=steps)

    def _run_patrol(self, frame: tuple) -> None:
        self.phase = PATROL
        self._patrol_walk(1)
        self.pending.append((F_ARREST, None))
        for which in ("arrest", "move"):
            for seat in reversed(self.order):
                if self.hands[seat] or self.blackmail[seat]:
                    self.pending.append((F_WINDOW, seat, which))

    def _legal_window(self, frame: tuple) -> list[str]:
        return self.card_plays(frame[1], WINDOW_TIMINGS[frame[2]]) + [PASS]

    def _decide_window(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb == PLAY:
            self._play_card(frame[1], args[0], None)

    def _run_arrest(self, frame: tuple) -> None:
        district = self.patrol_district()
        for space in B.spaces_for(self.num_players):
            seat = self.placed.get(space.id)
            if space.district != district or seat is None or seat in self.sheltered:
                continue
            del self.placed[space.id]
            if self.owned_disciples(seat) > B.MIN_DISCIPLES:
                self.reserve[seat] += 1
                self._event("arrest", seat=seat, space=space.id, to="reserve")
            else:
                self.home[seat] += 1
                self._event("arrest", seat=seat, space=space.id, to="home")
