"""Shogun's rules (seeds/shogun.txt, RULINGS S-1..S-12): the state and its steps. Pure.

Phases and their actions (``to_act`` names the deciding seat):

* ``draft``        ``take:0`` / ``take:1`` (a face-up province card) or ``blind``
* ``draft_army``   ``army:N`` — the portion of N armies placed on the card's province
* ``plan``         ``plan:<slot>:<Province>`` / ``plan:<slot>:chest:N``, ``unplan:<slot>``,
                   ``confirm``; slot is ``bid`` or an action id (content.ACTION_IDS);
                   ``confirm`` needs every slot filled by a seat holding 11+ cards (S-12)
* ``order``        ``order:K`` — the daimyo track position 1..5 (and its special card)
* ``act``          ``move:<Province>`` then ``armies:N``; ``done`` declines recruit 1's move
* ``winter``       ``revolt:<Province>`` — which drawn province revolts next
* ``over``

Province cards are not stored apart: a card is with the province's owner, or
in the public supply when the province is neutral (or in the draft's deck).
Unknown things are drawn when they come to light (the province deck, the
action cards 6-10, the event cards), from the state's seeded generator, so the
state holds no hidden order; the hidden parts are the other seats' plans and
which level of the tower each stuck cube is on.
"""
from __future__ import annotations

import random
from typing import Mapping

from client.core.actions import int_arg, split
from client.core.errors import IllegalAction, OptionsError
from client.core.game import TERMINAL, Event, GameState, clone_rng, events_for

from . import content as C
from . import execute, winter
from .draft import DRAFT, DRAFT_ARMY, DraftMixin
from .layout import CHEST, EMPTY, NSLOTS, UNKNOWN, BoardInfo, board_info  # noqa: F401 (re-exported)
from .tower import Tower
from .war import public_peasants

PLAN, ORDER, ACT, WINTER, OVER = "plan", "order", "act", "winter", "over"


# fields copied as flat lists by clone()
_LISTS = ("owner", "armies", "bld", "markers", "supply", "chests", "rice", "score",
          "faceup", "pool", "bottom", "portions", "events_up", "event_deck", "events_used",
          "action_row", "special_row", "position", "special_of", "turn_order", "bid_order",
          "bids", "plan", "shown", "fresh", "revolts")


class ShogunState(DraftMixin, GameState):
    # -- construction ------------------------------------------------------------
    def __init__(self, players: int, face: str, setup: str, seed: int):
        n = self.num_players = players
        self.face = face
        self.setup = setup
        self.info = info = board_info(face, players)
        self.rng = random.Random(seed)
        self.viewer = None
        self.events = []
        np = len(info.names)
        self.phase = DRAFT
        self.year = 1
        self.season = 0
        self.owner = [-1] * np
        self.armies = [0] * np
        self.bld = [0] * np
        self.markers = [0] * np
        portions = C.PORTIONS_BY_PLAYERS[n]
        self.supply = [C.ARMIES_PER_PLAYER] * n
        self.chests = [C.CHESTS_BY_PLAYERS[n]] * n
        self.rice = [0] * n
        self.score = [0] * n
        self.tower = Tower(n + 1)
        # draft
        self.first = 0
        self.draft_turn = 0
        self.faceup = []
        self.pool = []
        self.bottom = []
        self.stale = 0
        self.portions = [tuple(portions)] * n  # portions not yet placed, per seat
        self.drafted = -1
        # events, actions, specials
        self.events_up = []
        self.event_deck = [e.id for e in C.EVENTS]
        self.events_used = []
        self.event_now = None
        self.winter_event = None
        self.action_row = []
        self.special_row = []
        self.position = [0] * n
        self.special_of = [None] * n
        self.turn_order = []
        self.bid_order = []
        self.bids = [None] * n
        self.pick = 0
        # planning and resolution
        self.plan = [EMPTY] * (n * NSLOTS)
        self.shown = [False] * (n * NSLOTS)
        self.fresh = [False] * np
        self.planner = 0
        self.takebacks = 0  # take-backs by the planning seat (content.PLAN_TAKE_BACKS)
        self.act_pos = 0
        self.act_turn = 0
        self.pending = None
        self.revolts = []

    def _names(self, provs) -> list[str]:
        return [self.info.names[p] for p in provs]

    # -- the contract ----------------------------------------------------------------
    @property
    def to_act(self) -> int:
        phase = self.phase
        if phase == PLAN:
            return self.planner
        if phase == ACT:
            return self.pending[1]
        if phase in (DRAFT, DRAFT_ARMY):
            return (self.first + self.draft_turn) % self.num_players
        if phase == ORDER:
            return self.bid_order[self.pick]
        if phase == WINTER:
            return self.revolts[0][0]
        return TERMINAL

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(s) for s in self.score]

    def winners(self) -> list[int]:
        """Ruling S-10: highest score, then more chests; a remaining tie is shared."""
        if not self.is_over():
            return []
        best = max(self.rank_key(s) for s in range(self.num_players))
        return [s for s in range(self.num_players) if self.rank_key(s) == best]

    def rank_key(self, seat: int) -> tuple:
        return (self.score[seat], self.chests[seat])  # ruling S-10

    def hand(self, seat: int) -> list[int]:
        """Card codes ``seat`` holds and has not placed on its plan."""
        info = self.info
        base = seat * NSLOTS
        placed = set(self.plan[base:base + NSLOTS])
        owner = self.owner
        cards = [p for p in info.playable_idx if owner[p] == seat and p not in placed]
        cards += [c for c in _CHEST_CODES if c not in placed]
        return cards

    def in_hand(self, seat: int, card: int) -> bool:
        """``card in self.hand(seat)``, without building the hand."""
        base = seat * NSLOTS
        if card in self.plan[base:base + NSLOTS]:
            return False
        if card >= CHEST:
            return card in _CHEST_CODES
        return 0 <= card < len(self.owner) and self.owner[card] == seat and self.info.playable[card]

    def cards_held(self, seat: int) -> int:
        """Province and chest cards ``seat`` holds, placed on its plan or not."""
        return self.owner.count(seat) + len(C.CHEST_CARDS)

    def must_fill_plan(self, seat: int) -> bool:
        # ruling S-12 (seed 2.(3)): empty spaces only for a seat holding fewer than 11 cards
        return self.cards_held(seat) >= C.FULL_PLAN_CARDS

    def empty_slots(self, seat: int) -> int:
        base = seat * NSLOTS
        return self.plan[base:base + NSLOTS].count(EMPTY)

    def can_confirm(self) -> bool:
        """May the planning seat confirm its plan now? (ruling S-12)"""
        seat = self.planner
        return not self.must_fill_plan(seat) or self.empty_slots(seat) == 0

    def legal_actions(self) -> list[str]:
        phase = self.phase
        if phase == PLAN:
            seat = self.planner
            base = seat * NSLOTS
            plan = self.plan
            hand = self.hand(seat)
            texts = self.info.plan_text
            out = []
            for slot in range(NSLOTS):
                if plan[base + slot] == EMPTY:
                    table = texts[slot]
                    out += [table[c] for c in hand]
            if self.takebacks < C.PLAN_TAKE_BACKS:
                out.extend(_UNPLAN[slot] for slot in range(NSLOTS) if plan[base + slot] >= 0)
            if self.can_confirm():  # ruling S-12
                out.append("confirm")
            return out
        if phase == ACT:
            stage, seat, aid, src, targets = self.pending
            if stage == execute.MOVE:
                names = self.info.names
                out = ["move:" + names[d] for d in targets]
                if aid == "recruit1":
                    out.append("done")
                return out
            return [_ARMIES[k] for k in range(1, self.armies[src])]
        if phase == DRAFT:
            out = [_TAKE[i] for i in range(len(self.faceup))]
            if self.pool or self.bottom:
                out.append("blind")
            return out
        if phase == DRAFT_ARMY:
            seat = self.to_act
            return ["army:%d" % k for k in sorted(set(self.portions[seat]), reverse=True)]
        if phase == ORDER:
            taken = set(self.position)
            return ["order:%d" % k for k in range(1, C.TURN_POSITIONS + 1) if k not in taken]
        if phase == WINTER:
            names = self.info.names
            return ["revolt:" + names[p] for p in self.revolts[0][1]]
        return []

    def apply(self, action: str) -> None:
        verb, args = split(action)
        if self.phase == OVER:
            raise IllegalAction("the game is over")
        if self.rng is None:
            raise IllegalAction("an observation cannot be played on; determinize it first")
        handler = _HANDLERS.get((self.phase, verb))
        if handler is None:
            raise IllegalAction(f"{action!r} is not legal in the {self.phase} phase")
        check = getattr(self, "_check_" + handler)
        check(args, action)  # raises before anything changes
        self.events = []
        getattr(self, "_do_" + handler)(args)

    # -- seasons ---------------------------------------------------------------------------
    def event_effect(self) -> str | None:
        return None if self.event_now is None else C.EVENT_BY_ID[self.event_now].effect

    def _start_season(self) -> None:
        rng = self.rng
        n = self.num_players
        self.action_row = rng.sample(C.ACTION_IDS, C.ACTIONS_FACE_UP)
        row = list(C.SPECIAL_IDS)
        rng.shuffle(row)
        self.special_row = row
        self.position = [0] * n
        self.special_of = [None] * n
        self.bids = [None] * n
        self.plan = [EMPTY] * (n * NSLOTS)
        self.shown = [False] * (n * NSLOTS)
        self.fresh = [False] * len(self.fresh)
        self.planner = 0
        self.takebacks = 0
        self.phase = PLAN
        self.events.append(Event("season", {"year": self.year, "season": C.SEASONS[self.season],
                                            "actions": list(self.action_row), "specials": list(row),
                                            "events_up": list(self.events_up)}, reveals=True))

    # planning
    def _card_code(self, args: list[str]) -> int:
        if len(args) == 2 and args[0] == "chest":
            v = int_arg(args[1], "chest")
            if v not in C.CHEST_CARDS:
                raise IllegalAction(f"no chest card {v}")
            return CHEST + v
        if len(args) == 1 and args[0] in self.info.index:
            return self.info.index[args[0]]
        raise IllegalAction(f"no such card: {':'.join(args)!r}")

    def _check_plan(self, args, action):
        if len(args) < 2 or args[0] not in C.SLOT_INDEX:
            raise IllegalAction(f"not a plan: {action!r}")
        seat = self.planner
        slot = C.SLOT_INDEX[args[0]]
        if self.plan[seat * NSLOTS + slot] != EMPTY:
            raise IllegalAction(f"the {args[0]} slot already holds a card")
        card = self._card_code(args[1:])
        if not self.in_hand(seat, card):
            raise IllegalAction(f"seat {seat} has no card {':'.join(args[1:])} in hand")

    def _do_plan(self, args):
        seat = self.planner
        slot = C.SLOT_INDEX[args[0]]
        card = self._card_code(args[1:])
        self.plan[seat * NSLOTS + slot] = card
        self.events.append(Event("plan", {"seat": seat, "slot": args[0], "card": self.info.card_text[card]},
                                 private_to=frozenset((seat,)), redacted={"seat": seat}))

    def _check_unplan(self, args, action):
        if len(args) != 1 or args[0] not in C.SLOT_INDEX or \
                self.plan[self.planner * NSLOTS + C.SLOT_INDEX[args[0]]] < 0:
            raise IllegalAction(f"nothing to take back: {action!r}")
        if self.takebacks >= C.PLAN_TAKE_BACKS:
            raise IllegalAction(f"no more take-backs this planning ({C.PLAN_TAKE_BACKS} used)")

    def _do_unplan(self, args):
        seat = self.planner
        self.plan[seat * NSLOTS + C.SLOT_INDEX[args[0]]] = EMPTY
        self.takebacks += 1
        self.events.append(Event("unplan", {"seat": seat, "slot": args[0]},
                                 private_to=frozenset((seat,)), redacted={"seat": seat}))

    def _check_confirm(self, args, action):
        if args:
            raise IllegalAction(f"confirm takes nothing: {action!r}")
        if not self.can_confirm():  # ruling S-12
            seat = self.planner
            raise IllegalAction(f"seat {seat} holds {self.cards_held(seat)} cards (11 or more): every space "
                                f"must hold a card before confirming; {self.empty_slots(seat)} still empty")

    def _do_confirm(self, args):
        seat = self.planner
        filled = [C.SLOTS[i] for i in range(NSLOTS) if self.plan[seat * NSLOTS + i] != EMPTY]
        self.events.append(Event("planned", {"seat": seat, "filled": filled}))
        self.planner += 1
        self.takebacks = 0
        if self.planner == self.num_players:
            self._after_planning()

    def _after_planning(self) -> None:
        rng = self.rng
        n = self.num_players
        # seed 2.(4), ruling S-6: one of the face-up event cards at random
        self.event_now = self.events_up.pop(rng.randrange(len(self.events_up)))
        self.events.append(Event("event", {"event": self.event_now,
                                           "left": list(self.events_up)}, reveals=True))
        # seed 2.(5): bids revealed, chests paid (or treated as 0 chests)
        ranks = [0] * n
        shown = []
        for seat in range(n):
            i = seat * NSLOTS
            card = self.plan[i]
            self.shown[i] = True
            paid = 0
            if card == EMPTY:
                rank = C.BID_RANK_EMPTY
            elif card < CHEST:
                rank = C.BID_RANK_PROVINCE
            else:
                value = card - CHEST
                if value and self.chests[seat] >= value:
                    self.chests[seat] -= value
                    paid = value
                    rank = C.bid_rank_chest(value)
                else:
                    rank = C.BID_RANK_ZERO
            ranks[seat] = rank
            shown.append({"seat": seat, "card": None if card == EMPTY else self.info.card_text[card],
                          "paid": paid, "rank": rank})
        self.bids = ranks
        order = []
        for rank in sorted(set(ranks), reverse=True):
            tied = [s for s in range(n) if ranks[s] == rank]
            if len(tied) > 1:
                rng.shuffle(tied)  # ruling S-7: ties drawn at random
            order.extend(tied)
        self.bid_order = order
        self.events.append(Event("bids", {"bids": shown, "order": list(order)}, reveals=True))
        self.pick = 0
        self.phase = ORDER
        self._auto_order()

    def _auto_order(self) -> None:
        while self.phase == ORDER:
            legal = self.legal_actions()
            if len(legal) != 1:
                return
            self._do_order([legal[0].split(":")[1]])

    def _check_order(self, args, action):
        # as legal_actions lists them: a position 1..5 nobody took
        if len(args) != 1 or args[0] not in _POSITIONS or int(args[0]) in self.position:
            raise IllegalAction(f"not a free position: {action!r}")

    def _do_order(self, args):
        k = int_arg(args[0], "position")
        seat = self.bid_order[self.pick]
        self.position[seat] = k
        self.special_of[seat] = self.special_row[k - 1]
        self.events.append(Event("order_taken", {"seat": seat, "position": k,
                                                 "special": self.special_row[k - 1]}))
        self.pick += 1
        if self.pick < self.num_players:
            self._auto_order()
            return
        self.turn_order = sorted(range(self.num_players), key=lambda s: self.position[s])
        self.events.append(Event("turn_order", {"order": list(self.turn_order),
                                                "specials": list(self.special_of)}))
        self.phase = ACT
        self.act_pos = 0
        self.act_turn = 0
        self.pending = None
        self._advance()

    # resolution
    def _advance(self) -> None:
        """Carry out everything that needs no decision, up to the next one."""
        n = self.num_players
        while self.phase == ACT:
            if self.act_turn >= n:
                self.events.append(Event("action_done", {"action": self.action_row[self.act_pos]}))
                if len(self.action_row) < len(C.ACTION_IDS):
                    hidden = [a for a in C.ACTION_IDS if a not in self.action_row]
                    nxt = hidden[self.rng.randrange(len(hidden))]
                    self.action_row.append(nxt)
                    self.events.append(Event("action_revealed", {"position": len(self.action_row),
                                                                 "action": nxt}, reveals=True))
                self.act_pos += 1
                self.act_turn = 0
                if self.act_pos >= len(C.ACTION_IDS):
                    self._end_season()
                    return
                continue
            aid = self.action_row[self.act_pos]
            seat = self.turn_order[self.act_turn]
            i = seat * NSLOTS + C.SLOT_INDEX[aid]
            card = self.plan[i]
            self.shown[i] = True
            self.events.append(Event("action_card", {
                "seat": seat, "action": aid,
                "card": None if card == EMPTY else self.info.card_text[card]}, reveals=True))
            pending = execute.start(self, seat, aid, card) if 0 <= card < CHEST else None
            if pending is not None:
                self.pending = pending
                return
            self.act_turn += 1

    def _action_finished(self) -> None:
        self.pending = None
        self.act_turn += 1
        self._advance()

    def _check_move(self, args, action):
        if self.pending[0] != execute.MOVE or len(args) != 1 or \
                self.info.index.get(args[0]) not in self.pending[4]:
            raise IllegalAction(f"cannot move there: {action!r}")

    def _do_move(self, args):
        self.pending = execute.choose_destination(self, self.pending, self.info.index[args[0]])

    def _check_armies(self, args, action):
        if self.pending[0] != execute.ARMIES or len(args) != 1 or \
                not 1 <= int_arg(args[0], "armies") < self.armies[self.pending[3]]:
            raise IllegalAction(f"cannot move that many armies: {action!r}")

    def _do_armies(self, args):
        execute.move_armies(self, self.pending, int_arg(args[0], "armies"))
        self._action_finished()

    def _check_done(self, args, action):
        if args or self.pending[0] != execute.MOVE or self.pending[2] != "recruit1":
            raise IllegalAction("only recruit 1's move may be declined")

    def _do_done(self, args):
        self.events.append(Event("move_declined", {"seat": self.pending[1]}))
        self._action_finished()

    def _end_season(self) -> None:
        n = self.num_players
        self.events_used.append(self.event_now)
        self.event_now = None
        self.plan = [EMPTY] * (n * NSLOTS)
        self.shown = [False] * (n * NSLOTS)
        self.fresh = [False] * len(self.fresh)
        self.pending = None
        self.events.append(Event("season_end", {"year": self.year, "season": C.SEASONS[self.season]}))
        if self.season < 2:
            self.season += 1
            self._start_season()
            return
        # seed 2.(6): after autumn the daimyo cards stay until the end of winter
        self.season = 3
        self.phase = WINTER
        winter.start_winter(self)
        self._advance_winter()

    # winter
    def _advance_winter(self) -> None:
        while self.revolts:
            seat, drawn, peasants = self.revolts[0]
            if len(drawn) > 1:
                return  # the seat chooses the order of its revolts (seed 3.(2))
            winter.fight_revolt(self, drawn[0])
        winter.score_year(self)
        n = self.num_players
        self.position = [0] * n
        self.special_of = [None] * n
        self.turn_order = []
        self.bid_order = []
        if winter.end_year(self):
            self.season = 0
            self._start_season()
        else:
            self.phase = OVER
            self.events.append(Event("game_over", {"score": list(self.score), "chests": list(self.chests),
                                                   "winners": self.winners()}))

    def _check_revolt(self, args, action):
        if len(args) != 1 or self.info.index.get(args[0]) not in self.revolts[0][1]:
            raise IllegalAction(f"no revolt there: {action!r}")

    def _do_revolt(self, args):
        winter.fight_revolt(self, self.info.index[args[0]])
        self._advance_winter()

    # -- copies, views, hidden information -----------------------------------------------
    def clone(self) -> "ShogunState":
        return self._copy(clone_rng(self.rng))

    def _copy(self, rng: random.Random | None) -> "ShogunState":
        """A clone with ``rng`` for its generator (observations and worlds copy none to drop)."""
        c = object.__new__(ShogunState)
        d = c.__dict__
        d.update(self.__dict__)
        for name in _LISTS:
            d[name] = list(d[name])
        c.tower = self.tower.clone()
        c.rng = rng
        c.events = list(self.events)
        return c

    def observation(self, seat: int | None) -> "ShogunState":
        o = self._copy(None)
        o.viewer = seat
        o.events = events_for(self.events, seat)
        o.tower.hide()
        plan, shown = o.plan, o.shown
        for s in range(self.num_players):
            if s == seat:
                continue
            for i in range(s * NSLOTS, (s + 1) * NSLOTS):
                if plan[i] != EMPTY and not shown[i]:
                    plan[i] = UNKNOWN
        return o

    def determinize(self, rng: random.Random) -> "ShogunState":
        w = self._copy(random.Random(rng.random()))
        w.viewer = None
        w.tower.resample(rng)
        for s in range(self.num_players):
            base = s * NSLOTS
            unknown = [i for i in range(base, base + NSLOTS) if w.plan[i] == UNKNOWN]
            if not unknown:
                continue
            seen = set(w.plan[base:base + NSLOTS])
            # cards the seat held since planning and not face up on its plan
            pool = [p for p in self.info.playable_idx
                    if w.owner[p] == s and not w.fresh[p] and p not in seen]
            pool.extend(CHEST + v for v in C.CHEST_CARDS if CHEST + v not in seen)
            rng.shuffle(pool)
            for i, card in zip(unknown, pool):
                w.plan[i] = card
        return w

    def snapshot(self) -> dict:
        d = {k: v for k, v in self.__dict__.items()
             if k not in ("rng", "events", "info", "tower")}
        d["pending"] = None if self.pending is None else [
            self.pending[0], self.pending[1], self.pending[2], self.pending[3], list(self.pending[4])]
        d["tower"] = self.tower.snapshot()
        d["portions"] = [list(p) for p in self.portions]
        d["revolts"] = [[s, list(p), k] for s, p, k in self.revolts]
        return d

    # -- invariants (S-9 and the conservation of pieces and cards) -----------------------------
    def check_invariants(self) -> None:
        n = self.num_players
        info = self.info
        tower = self.tower
        for seat in range(n):
            on_board = sum(a for p, a in enumerate(self.armies) if self.owner[p] == seat)
            total = on_board + self.supply[seat] + tower.inside(seat) + tower.tray[seat] + sum(self.portions[seat])
            assert total == C.ARMIES_PER_PLAYER, f"seat {seat} has {total} armies, not 62"
            assert self.supply[seat] >= 0 and self.chests[seat] >= 0 and self.rice[seat] >= 0
        assert 0 <= public_peasants(self) <= C.PEASANTS
        assert sum(self.markers) <= C.REVOLT_MARKERS
        for b in C.BUILDINGS:
            assert sum(1 for x in self.bld if x & b.bit) <= b.limit, f"too many {b.id}s"
        for p in range(len(info.names)):
            if self.owner[p] >= 0:
                assert info.playable[p], f"{info.names[p]} is out of play but owned"
                assert self.armies[p] >= 1, f"{info.names[p]} is owned without armies"
                assert bin(self.bld[p]).count("1") <= info.slots[p]
            else:
                assert self.armies[p] == 0 and self.bld[p] == 0 and self.markers[p] == 0, \
                    f"neutral {info.names[p]} holds pieces"
        if self.phase in (DRAFT, DRAFT_ARMY):
            cards = self.faceup + self.pool + self.bottom + [p for p in info.playable_idx if self.owner[p] >= 0]
            if self.drafted >= 0:
                cards.append(self.drafted)
            assert sorted(cards) == list(info.playable_idx), "province cards lost or doubled in the draft"
        for seat in range(n):
            row = [c for c in self.plan[seat * NSLOTS:(seat + 1) * NSLOTS] if c >= 0]
            assert len(row) == len(set(row)), "a card on two slots"
            for c in row:
                assert c >= CHEST or self.owner[c] == seat, "a plan holds another's province card"

    # -- text ----------------------------------------------------------------------------
    def public_describe(self, action: str) -> str | None:
        # planning is secret: where a card goes (or comes back from) is nobody else's business
        if action.startswith(("plan:", "unplan:")):
            return None
        return self.describe(action)

    def describe(self, action: str) -> str:
        try:
            verb, args = split(action)
        except IllegalAction:
            return action
        names = {a.id: a.en for a in C.ACTIONS}
        names["bid"] = "the bid"
        if verb == "take" and args:
            return f"Take the face-up province card {int_arg(args[0], 'card') + 1}"
        if verb == "blind":
            return "Draw a province card blind"
        if verb == "army" and args:
            return f"Place {args[0]} armies on the drafted province"
        if verb == "plan" and len(args) >= 2:
            card = " ".join(args[1:]).replace("chest ", "chest card ")
            return f"Plan {card} on {names.get(args[0], args[0])}"
        if verb == "unplan" and args:
            return f"Take back the card on {names.get(args[0], args[0])}"
        if verb == "confirm":
            return "Confirm the plan"
        if verb == "order" and args:
            k = int_arg(args[0], "position")
            special = ""
            if 1 <= k <= len(self.special_row):
                special = f" ({C.SPECIAL_BY_ID[self.special_row[k - 1]].en})"
            return f"Take position {k} on the daimyo track{special}"
        if verb == "move" and args:
            return f"Move armies to {args[0]}"
        if verb == "armies" and args:
            return f"Send {args[0]} armies"
        if verb == "done":
            return "Do not move"
        if verb == "revolt" and args:
            return f"Fight the revolt in {args[0]}"
        return action


_UNPLAN = tuple("unplan:" + s for s in C.SLOTS)
_CHEST_CODES = tuple(CHEST + v for v in C.CHEST_CARDS)
_POSITIONS = frozenset(str(k) for k in range(1, C.TURN_POSITIONS + 1))
_TAKE = ("take:0", "take:1")
_ARMIES = tuple("armies:%d" % k for k in range(C.ARMIES_PER_PLAYER + 1))
_HANDLERS = {
    (DRAFT, "take"): "take", (DRAFT, "blind"): "blind", (DRAFT_ARMY, "army"): "army",
    (PLAN, "plan"): "plan", (PLAN, "unplan"): "unplan", (PLAN, "confirm"): "confirm",
    (ORDER, "order"): "order", (ACT, "move"): "move", (ACT, "armies"): "armies",
    (ACT, "done"): "done", (WINTER, "revolt"): "revolt",
}


def new_game(players: int, options: Mapping[str, str], seed: int) -> ShogunState:
    face = options.get("face", "sun")
    setup = options.get("setup", "draft")
    if face not in ("sun", "moon"):
        raise OptionsError(f"face must be sun or moon, not {face!r}")
    if setup not in ("draft", "assigned"):
        raise OptionsError(f"setup must be draft or assigned, not {setup!r}")
    if setup == "assigned" and face != "sun":
        # ruling S-8
        raise OptionsError("the assigned starting provinces are for the sun face only "
                           "(on the moon face they name provinces out of play); "
                           "use setup=draft with face=moon")
    if players not in C.PORTIONS_BY_PLAYERS:
        raise OptionsError(f"Shogun takes 3–5 players, not {players}")
    state = ShogunState(players, face, setup, seed)
    state._setup()
    return state
