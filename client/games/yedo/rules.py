"""Yedo's rules: the state, its contract with the client, rounds and phases, the end. Pure.

The phases live in mixins: ``setup`` (mission and favour drafts), ``auction`` (Y-3),
``board_phases`` (events, placement, the patrol: Y-5), ``trading`` (Y-4), ``disciples``
(disciple actions: missions, districts, the Castle, annexes) and ``cards`` (the effect
vocabulary's interpreter, action cards, reactions, foresight, draws and hand limits).

The decision stack: ``pending`` is a list of frames ``(kind, seat, *args)``, top last.
The whole game is a program on it: setup frames, then ``round`` frames that push the seven
phases' frames, each phase pushing the decisions it needs. ``to_act`` is the seat of the top
decision frame. See ``vocabulary`` for the kinds and the verbs.

Hidden (Y-6): missions, action cards and bonus cards in hand, completed missions (the seed's
player board: 「已完成任務卡（不限、不公開）」) until the end, every deck's order, and cards a
player looks at (``peek``) or offers blind in a trade (``offer``). The number of held
missions of each colour is public, and so are the colour of each completed mission and the
points it scored (``completed_points``: the score track is public). An observation replaces
what its viewer may not know by placeholders (``?`` or ``?<colour>``) and keeps the unseen
cards per pool, sorted (``unseen``); ``determinize`` deals the unseen cards back into the
placeholders at random, a completed one among the missions of its colour that score its points.
"""
from __future__ import annotations

import random
import sys
from collections import Counter
from typing import Mapping

from client.core.actions import split
from client.core.errors import IllegalAction, OptionsError, quote
from client.core.game import TERMINAL, Event, GameState, clone_rng

from . import board as B
from .auction import AuctionFrames
from .board_phases import BoardPhases
from .cards import CardFrames
from .content import BLACKMAIL, Content, content
from .disciples import DiscipleActions
from .effects import ANNEXES, COLOURS, WEAPONS
from .knowledge import POOLS, Knowledge
from .setup import SetupFrames
from .trading import Trading
from .vocabulary import AUTOMATIC, END, F_DECK_PICK, F_DISCARD, F_LAST_WORD, F_REACT, F_REORDER, MAX_PLAYERS, MIN_PLAYERS, MODES, SETUP
from .words import Words

HIDDEN = "?"
# the only decision frames that can be left with nothing to decide (the others always offer a pass,
# or are pushed only when there is a choice)
MAY_GO_STALE = frozenset({F_DISCARD, F_LAST_WORD, F_REORDER, F_DECK_PICK})
MAY_BE_STALE = MAY_GO_STALE | {F_REACT}  # the frames ``_stale`` may drop


class _MethodNames(dict):
    """Frame kind → the name of its method (``_legal_<kind>``…), made once: the same string object
    each time lets Python's method cache find the method without walking the mixins again."""

    def __init__(self, prefix: str):
        super().__init__()
        self.prefix = prefix

    def __missing__(self, kind: str) -> str:
        name = self[kind] = sys.intern(self.prefix + kind)
        return name


LEGAL, DECIDE, RUN = _MethodNames("_legal_"), _MethodNames("_decide_"), _MethodNames("_run_")
# the state's lists that moves edit in place, each copied by ``_copy``; the others are shared by copies:
# ``action_out`` and ``event_out`` never change, ``final`` is only ever replaced, and ``events`` is
# replaced by a fresh list at the start of every move (before any event is added)
_COPIED_LISTS = ("action_deck", "bonus_deck", "event_deck", "events_done", "weapon_deck", "weapon_discard", "market",
                 "order", "coins", "points", "home", "reserve", "annexed", "hands", "bonus", "missions", "completed",
                 "completed_points", "weapons", "annexes", "geisha", "blessing", "favour", "blackmail", "trade_used",
                 "pending")


class YedoState(Words, SetupFrames, AuctionFrames, BoardPhases, Trading, DiscipleActions, CardFrames, Knowledge,
                GameState):
    def __init__(self, players: int, mode: str, seed: int, data: Content | None = None):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise OptionsError(f"Yedo takes {MIN_PLAYERS}–{MAX_PLAYERS} players, not {players}")
        if mode not in MODES:
            raise OptionsError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.data = data or content()
        self.num_players = n = players
        self.mode = mode
        self.rng = random.Random(seed)
        self.viewer = None
        self.unseen: dict[str, list[str]] = {}
        self.events = []
        samurai = mode == "samurai"
        d = self.data
        self.action_deck = self._shuffled(c.id for c in d.actions.values() if samurai or not c.samurai)
        self.action_out = [c.id for c in d.actions.values() if not samurai and c.samurai]  # geisha mode: removed
        self.bonus_deck = self._shuffled(d.bonus)
        self.event_deck = self._shuffled(e.id for e in d.events.values() if samurai or not e.samurai)
        self.event_out = [e.id for e in d.events.values() if not samurai and e.samurai]
        self.events_done: list[str] = []
        self.event: str | None = None
        self.mission_decks = {c: self._shuffled(m.id for m in d.missions.values() if m.colour == c)
                              for c in COLOURS}
        self.weapon_deck = self._shuffled(w for w in WEAPONS for _ in range(d.weapon_copies))
        self.weapon_discard: list[str] = []
        self.market: list[str | None] = [None] * len(B.MARKET_PRICES)
        for slot in range(len(B.MARKET_PRICES) - B.MARKET_START, len(B.MARKET_PRICES)):
            self.market[slot] = self.weapon_deck.pop()
        self.geisha_supply = B.GEISHA_SUPPLY[n]
        self.blessing_supply = n
        self.annex_supply = {a: B.ANNEX_SUPPLY[n] for a in ANNEXES}
        self.church = B.CHURCH_START
        self.patrol_dir = self.rng.choice(("red", "blue"))
        self.patrol_at = B.DISTRICTS.index(B.PATROL_START)
        self.order = list(range(n))
        self.rng.shuffle(self.order)
        self.coins = [B.START_COINS] * n
        self.points = [B.START_POINTS] * n
        self.home = [B.START_HOME] * n
        self.reserve = [B.DISCIPLES - B.START_HOME] * n
        self.placed: dict[str, int] = {}  # space id → seat
        self.annexed: list[tuple[str, ...]] = [()] * n  # annexes with a disciple on them
        self.hands: list[tuple[str, ...]] = [()] * n  # action cards
        self.bonus: list[tuple[str, ...]] = [()] * n
        self.missions: list[tuple[str, ...]] = [()] * n  # held, unfinished
        self.completed: list[tuple[str, ...]] = [()] * n  # done, face down until the end
        self.completed_points: list[tuple[int, ...]] = [()] * n  # what each scored (public)
        self.weapons: list[tuple[str, ...]] = [()] * n
        self.annexes: list[tuple[str, ...]] = [()] * n
        self.geisha = [0] * n
        self.blessing = [0] * n
        self.favour: list[str | None] = [None] * n
        self.blackmail = [False] * n  # the favour's back, unused
        self.favours_left = tuple(d.favours)
        self.round = 1
        self.phase = SETUP
        self.closed: tuple[str, ...] = ()
        self.sheltered: tuple[int, ...] = ()
        self.enter_closed: tuple[int, ...] = ()
        self.assassinated = False
        # auction
        self.dropped: tuple[int, ...] = ()
        self.won: dict[int, int] = {}  # seat → lot group index
        self.bid: tuple[int, int, int] | None = None  # (group, high, high seat)
        # trading
        self.trade_seats: tuple[int, ...] = ()
        self.trade_used = [0] * n
        self.trade_cursor = 0
        self.trade_quiet = 0
        self.offer: tuple | None = None  # (proposer, partner, give, ask, picks)
        # disciple actions
        self.cursor = 0
        # cards
        self.peek: tuple | None = None  # (seat, pool, cards top first)
        self.plays = 0
        self.countered: frozenset[int] = frozenset()
        self.pending: list[tuple] = []
        self.known = tuple(frozenset() for _ in range(n))
        self._legal: list[str] | None = None  # legal_actions() remembered until the state changes
        self.over = False
        self.end_reason = ""
        self.final: list[dict] = []
        self.events = [Event("setup", {"order": list(self.order), "patrol": self.patrol_dir, "mode": mode})]
        self._start_setup()
        self._advance()

    def _shuffled(self, ids) -> list[str]:
        out = list(ids)
        self.rng.shuffle(out)
        return out

    def _event(self, kind: str, private_to: int | None = None, redacted: dict | None = None,
               reveals: bool = False, **data) -> None:
        if not self.tracking:
            return  # a sampled world: nobody watches it (the bots price thousands of moves)
        self.events.append(Event(kind, data, None if private_to is None else frozenset({private_to}),
                                 redacted, reveals))

    # -- facts ----------------------------------------------------------------------------------
    @property
    def to_act(self) -> int:
        if self.over:
            return TERMINAL
        return self.pending[-1][1]

    def seat_order(self, start_after: int | None = None) -> list[int]:
        """Seats in player order; from the one after ``start_after`` when given."""
        if start_after is None:
            return list(self.order)
        i = self.order.index(start_after)
        return self.order[i + 1:] + self.order[:i]

    def owned_disciples(self, seat: int) -> int:
        return B.DISCIPLES - self.reserve[seat]

    def disciples_out(self, seat: int) -> list[str]:
        """Spaces (board ids, then annex kinds) where ``seat`` has a disciple."""
        return [s for s, o in self.placed.items() if o == seat] + list(self.annexed[seat])

    def count_item(self, seat: int, item: str) -> int:
        """How many of ``item`` (effects.ITEMS) ``seat`` has: bonus cards and conditions count with it."""
        kind, _, sub = item.partition(":")
        if kind == "geisha":
            return self.geisha[seat]
        if kind == "weapon":
            return self.weapons[seat].count(sub) if sub else len(self.weapons[seat])
        if kind == "annex":
            return (sub in self.annexes[seat]) if sub else len(self.annexes[seat])
        if kind == "blessing":
            return self.blessing[seat]
        if kind == "disciple":
            return self.owned_disciples(seat)
        if kind == "coins":
            return self.coins[seat]
        if kind == "action":
            return len(self.hands[seat])
        if kind == "completed":
            done = self.completed[seat]
            return sum(self.data.missions[m].colour == sub for m in done) if sub else len(done)
        if kind == "category":  # another seat's face-down missions (``?<colour>``) are not counted
            missions = self.data.missions
            return sum(m in missions and missions[m].category == sub for m in self.completed[seat])
        raise ValueError(f"no item {item!r}")

    def mission_colours(self, seat: int) -> dict[str, int]:
        """The public part of a hand of missions: how many of each colour (Y-6)."""
        counts = Counter(self.mission_colour(m) for m in self.missions[seat])
        return {c: counts[c] for c in COLOURS}

    def mission_colour(self, mission: str) -> str:
        """A mission's colour: public even while the card is hidden (Y-6)."""
        return mission[1:] if mission.startswith(HIDDEN) else self.data.missions[mission].colour

    # -- legal actions and applying -------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        """Kept until the next ``apply`` (a caller asks, then applies: one computation, not two).
        Code that edits a state's fields by hand (scenario tests) calls ``touch`` afterwards."""
        if self.over:
            return []
        legal = self._legal
        if legal is None:
            frame = self.pending[-1]
            legal = self._legal = getattr(self, LEGAL[frame[0]])(frame)
        return legal[:]

    def touch(self) -> "YedoState":
        """Forget the remembered legal actions after editing fields by hand."""
        self._legal = None
        self._decks_kept = None
        self.__dict__.pop("_deal_plan_memo", None)
        return self

    def apply(self, action: str) -> None:
        legal = self._legal  # the remembered list itself: no copy on the way to applying
        if legal is None or self.over or self.viewer is not None or action not in legal:
            self._check_action(action)
        self.events = []
        self._legal = None
        frame = self.pending.pop()
        verb, *args = action.split(":")  # a listed action is well formed (``split`` checked the others)
        if self.tracking:
            seat = frame[1]
            before = self._decks_kept
            if before is None:
                before = self._deck_sets()
            # what the actor holds or looks at (references: these tuples are replaced, never edited)
            owned = (self.hands[seat], self.bonus[seat], self.missions[seat], self.peek)
            getattr(self, DECIDE[frame[0]])(frame, verb, args)
            self._advance()
            self._learn(before, seat, owned)
        else:
            getattr(self, DECIDE[frame[0]])(frame, verb, args)
            self._advance()

    def _check_action(self, action: str) -> None:
        """Raise for anything ``apply`` may not take, naming the first thing wrong."""
        split(action)
        if self.over:
            raise IllegalAction("the game is over")
        if self.viewer is not None:
            raise IllegalAction("an observation cannot be played on; determinize it first")
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(self._why_illegal(action, legal))

    def _why_illegal(self, action: str, legal: list[str]) -> str:
        """Name what is wrong: the step expects other verbs, or this verb with other arguments."""
        verb, _ = split(action)
        shown = quote(action, 60)
        same = [a for a in legal if a.split(":")[0] == verb]
        if not same:
            verbs = sorted({a.split(":")[0] for a in legal})
            return f"{shown} is not possible now: {self.frame_name()} takes {', '.join(verbs)}"
        examples = ", ".join(same[:6]) + (", …" if len(same) > 6 else "")
        return f"{shown} is not possible now ({self.frame_name()}); possible: {examples}"

    def _advance(self) -> None:
        """Run automatic frames until a decision waits or the game ends."""
        pending = self.pending  # the same list until ``_finish``, which ends the loop
        while not self.over:
            if not pending:
                self._finish("rounds")
                return
            frame = pending[-1]
            kind = frame[0]
            if kind in AUTOMATIC:
                pending.pop()
                getattr(self, RUN[kind])(frame)
            elif kind in MAY_BE_STALE and self._stale(frame):
                pending.pop()
            else:
                return

    def _stale(self, frame: tuple) -> bool:
        """Decision frames with nothing left to decide are dropped: answers to a countered card, a
        loss of a weapon nobody has, a last word for the opener who holds the high bid."""
        kind = frame[0]
        if kind == F_REACT:
            return frame[2] in self.countered
        if kind not in MAY_GO_STALE:
            return False
        legal = getattr(self, LEGAL[kind])(frame)
        if legal:
            self._legal = legal  # the frame stays on top and nothing runs before it is asked again
        return not legal

    # -- the end --------------------------------------------------------------------------------
    def _finish(self, reason: str) -> None:
        self.over = True
        self.phase = END
        self.pending = []
        self.end_reason = reason
        self.final = [self.final_breakdown(s) for s in range(self.num_players)]
        self.events.append(Event("game_over", {"reason": reason, "scores": self.scores(),
                                               "winners": self.winners(), "final": self.final}, reveals=True))

    def final_breakdown(self, seat: int) -> dict:
        """The end's scoring (seed "遊戲結束"): points, each bonus card, an unused Blackmail."""
        bonus = {b: self.bonus_score(seat, b) for b in self.bonus[seat]}
        blackmail = 2 if self.blackmail[seat] else 0
        return {"points": self.points[seat], "bonus": bonus, "blackmail": blackmail,
                "total": self.points[seat] + sum(bonus.values()) + blackmail}

    def bonus_score(self, seat: int, bonus_id: str) -> int:
        op = self.data.bonus[bonus_id].score
        if op[0] == "per":
            return op[2] * self.count_item(seat, op[1])
        mine = self.count_item(seat, "category:" + op[1])
        if op[0] == "none":
            return op[2] if mine == 0 else 0
        # "most": the most completed missions of that category; ``tied`` points when shared (the seed:
        # those tied without the card score nothing). assumption: with none completed nobody has "the most"
        best = max(self.count_item(s, "category:" + op[1]) for s in range(self.num_players))
        if mine == 0 or mine < best:
            return 0
        sharing = sum(self.count_item(s, "category:" + op[1]) == best for s in range(self.num_players))
        return op[2] if sharing == 1 else op[3]

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        if self.over:
            return [float(f["total"]) for f in self.final]
        return [float(p) for p in self.points]

    def rank_key(self, seat: int) -> tuple:
        """Y-7: ties go to the player earlier in the player order."""
        return (self.scores()[seat], -self.order.index(seat))

    def winners(self) -> list[int]:
        if not self.over:
            return []
        return [max(range(self.num_players), key=self.rank_key)]

    # -- copies and hidden information -----------------------------------------------------------
    # The generator is copied on write: a clone shares it, and whichever state draws from it first
    # (only a reshuffled weapon deck does) takes its own copy. Copying it at every clone cost twice
    # the rest of the clone, and the bots clone a world for every action they price. A sampled
    # world's generator is made from its seed only when first drawn from (most never are).
    _rng: random.Random | None = None
    _rng_shared = False  # another state may hold ``_rng``: copy it before drawing
    _rng_seed: float | None = None  # while ``_rng`` is None: the seed of the generator to make

    @property
    def rng(self) -> random.Random | None:
        if self._rng_shared:
            self._rng = clone_rng(self._rng)
            self._rng_shared = False
        elif self._rng is None and self._rng_seed is not None:
            self._rng = random.Random(self._rng_seed)
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random | None) -> None:
        self._rng = rng
        self._rng_shared = False
        self._rng_seed = None

    def clone(self) -> "YedoState":
        rng = self._rng
        c = self._copy(rng)
        if rng is not None:
            self._rng_shared = c._rng_shared = True
        elif self._rng_seed is not None:  # a sampled world not drawn from yet: the same seed, the same generator
            c._rng_seed = self._rng_seed
            c._legal, c._decks_kept = self._legal, self._decks_kept  # ``_copy(None)`` forgot them
        return c

    def _copy(self, rng: random.Random | None) -> "YedoState":
        c = object.__new__(YedoState)
        d = c.__dict__
        d.update(self.__dict__)
        for name in _COPIED_LISTS:  # through the dict: a bot copies a world for every action it prices
            d[name] = d[name].copy()
        d["mission_decks"] = {k: v.copy() for k, v in self.mission_decks.items()}
        d["annex_supply"] = self.annex_supply.copy()
        d["placed"], d["won"] = self.placed.copy(), self.won.copy()
        d["unseen"] = {k: list(v) for k, v in self.unseen.items()} if self.unseen else {}
        d.pop("_deal_plan_memo", None)  # an observation's own (``_deal_plan``)
        d["_rng"], d["_rng_shared"], d["_rng_seed"] = rng, False, None
        if rng is None:
            c._legal = None  # an observation's legal actions are not the true state's
            c._decks_kept = None  # nor its decks
        return c

    def _hidden_slots(self, viewer: int | None):
        """Every place a card hidden from ``viewer`` lies: (pool, list, index)."""
        known = self.known_slots(viewer)  # deck cards whose place the viewer knows stay in view
        for pool, deck in (("action", self.action_deck), ("bonus", self.bonus_deck),
                           ("event", self.event_deck), ("weapon", self.weapon_deck)):
            for i in range(len(deck)):
                if (pool, i) not in known:
                    yield pool, deck, i
        for colour, deck in self.mission_decks.items():
            for i in range(len(deck)):
                if ("mission:" + colour, i) not in known:
                    yield "mission:" + colour, deck, i
        for seat in range(self.num_players):
            if seat == viewer:
                continue
            for pool, cards in (("action", self.hands), ("bonus", self.bonus)):
                for i in range(len(cards[seat])):
                    yield pool, (cards, seat), i
            for i, m in enumerate(self.missions[seat]):
                yield "mission:" + self.mission_colour(m), (self.missions, seat), i
            if not self.over:  # the end shows every completed mission
                for i, m in enumerate(self.completed[seat]):
                    yield "mission:" + self.mission_colour(m), (self.completed, seat), i
        if self.peek is not None and self.peek[0] != viewer:
            yield self.peek[1], "peek", None

    def observation(self, seat: int | None) -> "YedoState":
        o = self._copy(None)
        o.viewer = seat
        unseen: dict[str, list[str]] = {}
        hands = {}
        for pool, where, i in list(o._hidden_slots(seat)):
            if where == "peek":
                unseen.setdefault(pool, []).extend(o.peek[2])
                o.peek = (o.peek[0], pool, tuple(HIDDEN for _ in o.peek[2]))
            elif isinstance(where, tuple):
                table, s = where
                key = (id(table), s)
                cards = hands.setdefault(key, (table, s, list(table[s])))[2]
                unseen.setdefault(pool, []).append(cards[i])
                cards[i] = HIDDEN + pool[8:] if pool.startswith("mission") else HIDDEN
            else:
                unseen.setdefault(pool, []).append(where[i])
                where[i] = HIDDEN
        for table, s, cards in hands.values():
            table[s] = tuple(cards)
        o.unseen = {k: sorted(v) for k, v in unseen.items()}
        nothing = tuple(frozenset() for _ in POOLS)
        o._known_in = tuple(k if s == seat else nothing for s, k in enumerate(self._known_in))
        o.offer = self._offer_seen_by(seat)
        o.events = [e for e in (ev.for_seat(seat) for ev in self.events) if e is not None]
        return o

    def _deal_plan(self) -> tuple:
        """Where ``determinize`` deals the unseen cards, in its order: (where, pool, list name, seat
        or colour, indices) runs, completed missions first (each takes a mission that scores what
        it scored, while one is left). Worked out once per observation, which nothing can change
        (nothing applies to it; ``touch`` forgets the plan after edits by hand): a search samples
        hundreds of worlds from one observation."""
        plan = self.__dict__.get("_deal_plan_memo")
        if plan is not None:
            return plan
        names = {id(self.action_deck): ("action_deck", None), id(self.bonus_deck): ("bonus_deck", None),
                 id(self.event_deck): ("event_deck", None), id(self.weapon_deck): ("weapon_deck", None),
                 **{id(deck): ("mission_decks", colour) for colour, deck in self.mission_decks.items()},
                 id(self.hands): ("hands", None), id(self.bonus): ("bonus", None),
                 id(self.missions): ("missions", None), id(self.completed): ("completed", None)}
        completed, runs = [], []
        for pool, where, i in self._hidden_slots(self.viewer):
            if where == "peek":
                runs.append(("peek", pool, None, None, ()))
                continue
            if isinstance(where, tuple):
                name, key = names[id(where[0])][0], where[1]
                if name == "completed":
                    completed.append(("completed", pool, name, key, (i,)))
                    continue
            else:
                name, key = names[id(where)]
            last = runs[-1] if runs else None
            if last is not None and last[1:4] == (pool, name, key):
                runs[-1] = last[:4] + (last[4] + (i,),)
            else:
                runs.append(("seat" if isinstance(where, tuple) else "deck", pool, name, key, (i,)))
        plan = self.__dict__["_deal_plan_memo"] = tuple(completed + runs)
        return plan

    def determinize(self, rng: random.Random) -> "YedoState":
        if self.viewer is None:
            raise ValueError("determinize an observation, not the true state")
        w = self._copy(None)
        w._rng_seed = rng.random()
        pools = {k: list(v) for k, v in self.unseen.items()}
        for cards in pools.values():
            rng.shuffle(cards)
        d = w.__dict__
        for where, pool, name, key, indices in self._deal_plan():
            cards = pools[pool]
            if where == "deck":
                deck = d[name] if key is None else d[name][key]
                for i in indices:
                    deck[i] = cards.pop()
            elif where == "seat":
                row = list(d[name][key])
                for i in indices:
                    row[i] = cards.pop()
                d[name][key] = tuple(row)
            elif where == "completed":
                row = list(w.completed[key])
                row[indices[0]] = w._deal_completed(cards, w.completed_points[key][indices[0]])
                w.completed[key] = tuple(row)
            else:
                w.peek = (w.peek[0], pool, tuple(cards.pop() for _ in w.peek[2]))
        assert not any(pools.values()), "unseen cards left over"
        w.offer = w._offer_filled()
        w.tracking = False
        w.viewer = None
        w.unseen = {}
        w._legal = None
        w._decks_kept = None
        return w

    def _deal_completed(self, cards: list[str], points: int) -> str:
        """Take from ``cards`` (shuffled) a mission that could have scored ``points``; any when none
        is left (the others of its kind went into slots dealt before)."""
        for k in range(len(cards) - 1, -1, -1):
            mission = self.data.missions[cards[k]]
            if points == mission.points() or points == mission.points(True):
                return cards.pop(k)
        return cards.pop()

    def snapshot(self) -> dict:
        return {
            "mode": self.mode, "round": self.round, "phase": self.phase, "order": list(self.order),
            "coins": list(self.coins), "points": list(self.points), "home": list(self.home),
            "reserve": list(self.reserve), "placed": sorted(self.placed.items()),
            "annexed": [list(a) for a in self.annexed], "hands": [list(h) for h in self.hands],
            "bonus": [list(b) for b in self.bonus], "missions": [list(m) for m in self.missions],
            "completed": [list(m) for m in self.completed],
            "completed_points": [list(p) for p in self.completed_points], "weapons": [list(w) for w in self.weapons],
            "annexes": [list(a) for a in self.annexes], "geisha": list(self.geisha),
            "blessing": list(self.blessing), "favour": list(self.favour), "blackmail": list(self.blackmail),
            "favours_left": list(self.favours_left), "action_deck": list(self.action_deck),
            "action_out": list(self.action_out), "bonus_deck": list(self.bonus_deck),
            "event_deck": list(self.event_deck), "event_out": list(self.event_out),
            "events_done": list(self.events_done), "event": self.event,
            "mission_decks": {k: list(v) for k, v in self.mission_decks.items()},
            "weapon_deck": list(self.weapon_deck), "weapon_discard": list(self.weapon_discard),
            "market": list(self.market), "geisha_supply": self.geisha_supply,
            "blessing_supply": self.blessing_supply, "annex_supply": dict(self.annex_supply),
            "church": self.church, "patrol": [self.patrol_dir, self.patrol_at], "closed": list(self.closed),
            "sheltered": list(self.sheltered), "enter_closed": list(self.enter_closed),
            "assassinated": self.assassinated, "dropped": list(self.dropped),
            "won": sorted(self.won.items()), "bid": self.bid, "trade_seats": list(self.trade_seats),
            "trade_used": list(self.trade_used), "trade_cursor": self.trade_cursor,
            "trade_quiet": self.trade_quiet, "offer": self.offer, "cursor": self.cursor,
            "peek": self.peek, "plays": self.plays, "countered": sorted(self.countered),
            "pending": [list(f) for f in self.pending], "over": self.over, "end_reason": self.end_reason,
            "final": self.final, "viewer": self.viewer, "unseen": {k: list(v) for k, v in self.unseen.items()},
        }

    def check_invariants(self) -> None:
        n, d = self.num_players, self.data
        for s in range(n):
            assert self.coins[s] >= 0 and self.points[s] >= 0, f"seat {s}: negative coins or points"
            out = sum(1 for o in self.placed.values() if o == s) + len(self.annexed[s])
            assert self.home[s] >= 0 and self.reserve[s] >= 0
            assert self.home[s] + self.reserve[s] + out == B.DISCIPLES, f"seat {s}: disciples not conserved"
            assert self.owned_disciples(s) >= B.MIN_DISCIPLES, f"seat {s}: fewer than 2 disciples"
            assert set(self.annexed[s]) <= set(self.annexes[s]), f"seat {s}: a disciple on an annex not owned"
            assert len(set(self.annexes[s])) == len(self.annexes[s])
            assert 0 <= self.geisha[s] <= B.LIMITS["geisha"] and 0 <= self.blessing[s] <= B.LIMITS["blessing"]
        for space in self.placed:
            assert B.SPACE[space].min_players <= n, f"{space} is covered at {n} players"
        if self.viewer is not None:
            return
        peek = Counter(self.peek[2]) if self.peek else Counter()
        actions = Counter(self.action_deck) + Counter(self.action_out) + sum((Counter(h) for h in self.hands), Counter())
        if self.peek and self.peek[1] == "action":
            actions += peek
        assert actions == Counter(list(d.actions)), "action cards not conserved"
        bonus = Counter(self.bonus_deck) + sum((Counter(b) for b in self.bonus), Counter())
        if self.peek and self.peek[1] == "bonus":
            bonus += peek
        assert bonus == Counter(list(d.bonus)), "bonus cards not conserved"
        events = Counter(self.event_deck) + Counter(self.event_out) + Counter(self.events_done) \
            + Counter([self.event] if self.event else [])
        if self.peek and self.peek[1] == "event":
            events += peek
        assert events == Counter(list(d.events)), "events not conserved"
        weapons = Counter(self.weapon_deck) + Counter(self.weapon_discard) + Counter(w for w in self.market if w) \
            + sum((Counter(w) for w in self.weapons), Counter())
        if self.peek and self.peek[1] == "weapon":
            weapons += peek
        assert weapons == Counter({w: d.weapon_copies for w in WEAPONS}), "weapons not conserved"
        missions = sum((Counter(v) for v in self.mission_decks.values()), Counter()) \
            + sum((Counter(m) for m in self.missions), Counter()) + sum((Counter(m) for m in self.completed), Counter())
        if self.peek and self.peek[1].startswith("mission"):
            missions += peek
        assert missions == Counter(list(d.missions)), "missions not conserved"
        for colour, deck in self.mission_decks.items():
            assert all(d.missions[m].colour == colour for m in deck), f"a foreign mission in the {colour} deck"
        assert self.geisha_supply + sum(self.geisha) == B.GEISHA_SUPPLY[n], "geisha not conserved"
        assert self.blessing_supply + sum(self.blessing) == n, "blessings not conserved"
        for a in ANNEXES:
            assert self.annex_supply[a] + sum(a in mine for mine in self.annexes) == B.ANNEX_SUPPLY[n], f"{a}"
        if not any(f[0] == F_DISCARD for f in self.pending) and self.offer is None:
            for s in range(n):
                assert len(self.hands[s]) <= B.LIMITS["actions"], f"seat {s}: too many action cards"
                assert len(self.bonus[s]) <= B.LIMITS["bonus"], f"seat {s}: too many bonus cards"
                assert len(self.weapons[s]) <= B.LIMITS["weapons"], f"seat {s}: too many weapons"
                assert len(self.missions[s]) <= B.LIMITS["missions"], f"seat {s}: too many missions"
        assert BLACKMAIL not in self.action_deck


def new_game(players: int, options: Mapping[str, object] | None, seed: int) -> YedoState:
    options = dict(options or {})
    unknown = set(options) - {"mode"}
    if unknown:
        raise OptionsError(f"Yedo has no option {sorted(unknown)[0]!r} (options: mode)")
    return YedoState(players, str(options.get("mode", "geisha")), seed)
