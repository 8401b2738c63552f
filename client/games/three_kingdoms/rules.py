"""3KingdomsBattle's rules, part 1: setup, turns, expansion, troops, occupation, scores. Pure.

Part 2 (national war, emergency deployment, plots: the command-card actions) plugs
into the same decision stack; see "The decision stack" below.

A turn is one of the five actions (ruling K-11), taken as small steps. ``to_act``
names the seat of the decision on top of ``self.pending``; with nothing pending,
the turn's player picks an action:

* ``expand``        draw (a tile that fits nowhere is removed and another drawn, K-6),
                    then ``place:X:Y:R``, then for each free garrison space of the new
                    tile ``alert`` / ``hold`` / ``none`` (K-2), then completion is resolved
* ``reinforce``     ``city:X:Y:I`` (a controlled city with a free space), then ``alert`` / ``hold``
* ``withdraw``      ``city:X:Y:I`` (a controlled city), then ``alert`` / ``hold`` (which troop)
* ``transfer``      ``city:X:Y:I`` (a controlled city with an alert troop), then
                    ``city:X:Y:I`` (another controlled city, plain-connected, with a free space)
* ``switch:hold`` / ``switch:alert``  turn troops of controlled cities to that state:
                    ``city:X:Y:I`` once per troop (at least one), then ``done``
* ``occupy``        ``city:X:Y:I`` (a completed idle city with a free space): one die (K-10)
* ``pass``          only when nothing else can be done

A city is named by its *key*, the smallest garrison space (x, y, index on that tile's
face) in it: city roots in the board's union-find change as tiles merge, spaces never do.

The decision stack: ``pending`` is a list of frames ``(kind, seat, *args)``, top last.
Decision frames wait for ``seat``'s action; automatic frames (``resolve``) run as soon
as they reach the top. Part 2 adds frames the same way: ``command`` (choose war,
emergency or a plot), ``war_origin`` / ``war_target`` / ``war_count`` (decisions),
``war_round`` (automatic: roll one exchange), ``war_retreat`` (the attacker's decision
after each exchange), ``war_settle`` (the attacker splits survivors) and
``war_take_origin`` (the defender's decision, a frame with the defender's seat), so
nothing here changes but the list of verbs.

Hidden: only the order of the tile stack. An observation holds the stack sorted and
no generator; ``determinize`` shuffles it.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Mapping

from client.core.actions import act, int_arg, split
from client.core.errors import IllegalAction, OptionsError
from client.core.game import TERMINAL, Event, GameState, clone_rng

from . import wars
from .board import LARGE, Board, parse_placement, placement_text
from .tiles import load_tiles

MIN_PLAYERS, MAX_PLAYERS = 3, 5
COMMAND_CARDS = 5  # seed: 5 command cards each
PLOTS = ("drive_tiger", "secret_path", "beauty", "lure_tiger")  # 驅虎吞狼, 暗渡陳倉, 美人計, 調虎離山
TROOPS = wars.TROOPS_PER_PLAYER
POINTS = {"small": 1, "large": 2}  # K-5
ALERT, HOLD, NONE, DONE, PASS = "alert", "hold", "none", "done", "pass"
EXPAND, REINFORCE, WITHDRAW, TRANSFER, SWITCH, OCCUPY = (
    "expand", "reinforce", "withdraw", "transfer", "switch", "occupy")
CITY = "city"
# frame kinds
F_PLACE, F_GARRISON, F_RESOLVE = "place", "garrison", "resolve"
F_REINFORCE, F_REINFORCE_STATE = "reinforce_city", "reinforce_state"
F_WITHDRAW, F_WITHDRAW_STATE = "withdraw_city", "withdraw_state"
F_TRANSFER_FROM, F_TRANSFER_TO = "transfer_from", "transfer_to"
F_SWITCH = "switch_more"
F_OCCUPY = "occupy_city"
AUTOMATIC = frozenset({F_RESOLVE})

Space = tuple[int, int, int]


@dataclass(frozen=True)
class Options:
    """The game's options; ``from_mapping`` turns ``--option key=value`` text into them."""
    win_score: int = 8     # seed §4(1)
    turn_limit: int = 400  # ruling K-14

    def __post_init__(self) -> None:
        if not 1 <= self.win_score <= 40:
            raise OptionsError(f"win_score must be 1–40, not {self.win_score}")
        if not 1 <= self.turn_limit <= 10_000:
            raise OptionsError(f"turn_limit must be 1–10000, not {self.turn_limit}")

    @classmethod
    def from_mapping(cls, raw: Mapping[str, object] | None) -> "Options":
        raw = dict(raw or {})
        known = ("win_score", "turn_limit")
        values = {}
        for key, value in raw.items():
            if key not in known:
                raise OptionsError(f"3KingdomsBattle has no option {key!r} (options: {', '.join(known)})")
            text = str(value)
            if not text.isascii() or not text.isdigit() or len(text) > 6:
                raise OptionsError(f"option {key} must be a whole number, not {value!r}")
            values[key] = int(text)
        return cls(**values)


class ThreeKingdomsState(GameState):
    def __init__(self, players: int, options: Options, seed: int):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise OptionsError(f"3KingdomsBattle takes {MIN_PLAYERS}–{MAX_PLAYERS} players, not {players}")
        self.num_players = n = players
        self.options = options
        self.rng = random.Random(seed)
        self.viewer = None
        self.events = []
        self.board = Board()
        tiles = self.board.tiles
        stack = [t.id for t in tiles.types for _ in range(t.count)]
        stack.remove(tiles.start_type.id)
        self.rng.shuffle(stack)
        self.stack = stack  # the next tile is stack[-1]
        self.removed: list[int] = []  # drawn tiles that fitted nowhere (K-6)
        self.drawn: int | None = None  # the tile being placed
        self.troops: dict[Space, tuple[int, bool]] = {}  # garrison space → (seat, holding)
        self.supply = [TROOPS] * n
        self.commands = [COMMAND_CARDS] * n
        self.plots = [list(PLOTS) for _ in range(n)]
        self.points = [0] * n
        self.turn = self.rng.randrange(n)  # K-11: a random first player
        self.turns = 0
        self.pending: list[tuple] = []
        self.over = False
        self.end_reason = ""
        self.events = [Event("setup", {"first": self.turn, "stack": len(stack)})]

    # -- facts ----------------------------------------------------------------------------------
    @property
    def to_act(self) -> int:
        if self.over:
            return TERMINAL
        return self.pending[-1][1] if self.pending else self.turn

    def space_city(self, space: Space) -> int:
        """The board's current root for the city a garrison space lies in."""
        x, y, i = space
        type_id, rotation = self.board.placed[(x, y)]
        return self.board.city_of(x, y, self.board.tiles.type(type_id).faces[rotation].garrisons[i].city)

    def city_key(self, city: int) -> Space | None:
        spaces = self.board.garrison_spaces(city)
        return min(spaces) if spaces else None

    def city_by_key(self, text_args: list[str]) -> int:
        if len(text_args) != 3:
            raise IllegalAction("a city is named by x, y and a space")
        space = (int_arg(text_args[0], "x"), int_arg(text_args[1], "y"), int_arg(text_args[2], "space"))
        return self.space_city(space)

    def city_troops(self) -> dict[int, list[tuple[Space, int, bool]]]:
        """city root → [(space, seat, holding)] for every city with troops in it."""
        out: dict[int, list] = {}
        for space, (seat, holding) in self.troops.items():
            out.setdefault(self.space_city(space), []).append((space, seat, holding))
        return out

    def controller(self, city: int, troops: list | None = None) -> int | None:
        """The seat controlling a completed city (K-3), else None."""
        if not self.board.is_complete(city) or self.city_key(city) in self.unresolved():
            return None
        if troops is None:
            troops = self.city_troops().get(city, [])
        owners = {seat for _, seat, _ in troops}
        return owners.pop() if len(owners) == 1 else None

    def unresolved(self) -> set[Space]:
        """Keys of completed cities whose completion waits for the new tile's troops (K-2)."""
        return {key for f in self.pending if f[0] == F_RESOLVE for key in f[2]}

    def controlled(self, seat: int) -> dict[int, list]:
        return {c: t for c, t in self.city_troops().items() if self.controller(c, t) == seat}

    def free_spaces(self, city: int) -> list[Space]:
        return [s for s in self.board.garrison_spaces(city) if s not in self.troops]

    def idle_cities(self) -> list[int]:
        """Completed cities with no troops and a space for one (K-10).

        # assumption: a completed city without any garrison space cannot be occupied
        """
        held = self.city_troops()
        return [c for c in self.board.cities()
                if self.board.is_complete(c) and c not in held and self.board.garrison_spaces(c)]

    def computed_points(self) -> list[int]:
        points = [0] * self.num_players
        for city, troops in self.city_troops().items():
            seat = self.controller(city, troops)
            if seat is not None:
                points[seat] += POINTS[self.board.size(city)]
        return points

    def _city_action(self, city: int) -> str:
        return act(CITY, *self.city_key(city))

    # -- legal actions --------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        if self.over:
            return []
        if not self.pending:
            return self._turn_actions()
        frame = self.pending[-1]
        kind, seat = frame[0], frame[1]
        if kind == F_PLACE:
            return [placement_text(*p) for p in self.board.legal_placements(frame[2])]
        if kind == F_GARRISON:
            return ([ALERT, HOLD] if self.supply[seat] else []) + [NONE]
        if kind == F_REINFORCE:
            return self._cities(self._reinforce_targets(seat))
        if kind in (F_REINFORCE_STATE,):
            return [ALERT, HOLD]
        if kind == F_WITHDRAW:
            return self._cities(self.controlled(seat))
        if kind == F_WITHDRAW_STATE:
            states = {h for _, _, h in self.city_troops()[self.space_city(frame[2])]}
            return [s for s, h in ((ALERT, False), (HOLD, True)) if h in states]
        if kind == F_TRANSFER_FROM:
            return self._cities(self._transfer_sources(seat))
        if kind == F_TRANSFER_TO:
            return self._cities(self._transfer_targets(seat, self.space_city(frame[2])))
        if kind == F_SWITCH:
            to_hold, switched = frame[2], frame[3]
            out = self._cities(self._switchable(seat, to_hold))
            return out + [DONE] if switched else out
        if kind == F_OCCUPY:
            return self._cities(self.idle_cities())
        raise AssertionError(f"unknown frame {frame}")

    def _cities(self, cities) -> list[str]:
        return sorted({self._city_action(c) for c in cities})

    def _turn_actions(self) -> list[str]:
        me = self.turn
        mine = self.controlled(me)
        out = []
        if self.stack:  # assumption: offered while tiles are left, even if none of them fits (K-6)
            out.append(EXPAND)
        if self._reinforce_targets(me, mine):
            out.append(REINFORCE)
        if mine:
            out.append(WITHDRAW)
        if self._transfer_sources(me, mine):
            out.append(TRANSFER)
        if self._switchable(me, True, mine):
            out.append(act(SWITCH, HOLD))
        if self._switchable(me, False, mine):
            out.append(act(SWITCH, ALERT))
        if self.supply[me] and self.idle_cities():
            out.append(OCCUPY)
        return out or [PASS]

    def _reinforce_targets(self, seat: int, mine: dict | None = None) -> list[int]:
        if not self.supply[seat]:
            return []
        mine = self.controlled(seat) if mine is None else mine
        return [c for c in mine if self.free_spaces(c)]

    def _transfer_sources(self, seat: int, mine: dict | None = None) -> list[int]:
        mine = self.controlled(seat) if mine is None else mine
        return [c for c, troops in mine.items()
                if any(not h for _, _, h in troops) and self._transfer_targets(seat, c, mine)]

    def _transfer_targets(self, seat: int, source: int, mine: dict | None = None) -> list[int]:
        mine = self.controlled(seat) if mine is None else mine
        return [c for c in mine if c != source and self.free_spaces(c)
                and self.board.plain_connected(source, c)]

    def _switchable(self, seat: int, to_hold: bool, mine: dict | None = None) -> list[int]:
        mine = self.controlled(seat) if mine is None else mine
        return [c for c, troops in mine.items() if any(h != to_hold for _, _, h in troops)]

    # -- applying -------------------------------------------------------------------------------
    def apply(self, action: str) -> None:
        verb, args = split(action)
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(f"{action!r} is not legal now")
        self.events = []
        me = self.to_act
        if not self.pending:
            self._start_action(me, verb, args)
        else:
            self._decide(self.pending.pop(), verb, args)
        self._advance()

    def _start_action(self, me: int, verb: str, args: list[str]) -> None:
        self._event("action", seat=me, action=act(verb, *args))
        if verb == EXPAND:
            self._draw(me)
        elif verb == REINFORCE:
            self.pending.append((F_REINFORCE, me))
        elif verb == WITHDRAW:
            self.pending.append((F_WITHDRAW, me))
        elif verb == TRANSFER:
            self.pending.append((F_TRANSFER_FROM, me))
        elif verb == SWITCH:
            # assumption: switching turns at least one troop ("1~2" in the seed's example)
            self.pending.append((F_SWITCH, me, args[0] == HOLD, 0))
        elif verb == OCCUPY:
            self.pending.append((F_OCCUPY, me))
        # PASS: nothing

    def _decide(self, frame: tuple, verb: str, args: list[str]) -> None:
        kind, seat = frame[0], frame[1]
        if kind == F_PLACE:
            self._place(seat, frame[2], *parse_placement(act(verb, *args)))
        elif kind == F_GARRISON:
            if verb != NONE:
                self._put(seat, tuple(frame[2:5]), verb == HOLD)
        elif kind == F_REINFORCE:
            self.pending.append((F_REINFORCE_STATE, seat, self._key(args)))
        elif kind == F_REINFORCE_STATE:
            # assumption: a city's spaces are alike to the rules; the troop takes the first free one
            self._put(seat, self.free_spaces(self.space_city(frame[2]))[0], verb == HOLD)
        elif kind == F_WITHDRAW:
            self.pending.append((F_WITHDRAW_STATE, seat, self._key(args)))
        elif kind == F_WITHDRAW_STATE:
            city = self.space_city(frame[2])
            # assumption: of several troops in the same state, the one on the last space leaves
            space = max(s for s, _, h in self.city_troops()[city] if h == (verb == HOLD))
            self._take(seat, space)
        elif kind == F_TRANSFER_FROM:
            self.pending.append((F_TRANSFER_TO, seat, self._key(args)))
        elif kind == F_TRANSFER_TO:
            source = self.space_city(frame[2])
            space = max(s for s, _, h in self.city_troops()[source] if not h)
            target = self.free_spaces(self.city_by_key(args))[0]
            del self.troops[space]
            # assumption: the moved troop (alert, seed §2(2)C) arrives alert; the seed says no more
            self.troops[target] = (seat, False)
            self._event("transfer", seat=seat, source=list(space), target=list(target))
        elif kind == F_SWITCH:
            if verb == DONE:
                return
            to_hold, switched = frame[2], frame[3]
            city = self.city_by_key(args)
            space = min(s for s, _, h in self.city_troops()[city] if h != to_hold)
            self.troops[space] = (seat, to_hold)
            self._event("switch", seat=seat, space=list(space), holding=to_hold)
            self.pending.append((F_SWITCH, seat, to_hold, switched + 1))
        elif kind == F_OCCUPY:
            self._occupy(seat, self.city_by_key(args))

    def _key(self, args: list[str]) -> tuple[int, int, int]:
        return tuple(int_arg(a) for a in args)

    def _advance(self) -> None:
        """Run automatic frames; end the turn when nothing is pending; check the end."""
        while not self.over:
            self._rescore()
            if self.over:
                return
            if self.pending and self.pending[-1][0] in AUTOMATIC:
                frame = self.pending.pop()
                self._resolve(frame[1], frame[2])
                continue
            if self.pending:
                return
            self._end_turn()
            return

    # -- expansion ------------------------------------------------------------------------------
    def _draw(self, me: int) -> None:
        while self.stack:
            tile = self.stack.pop()
            if self.board.fits_anywhere(tile):
                self.drawn = tile
                self._event("draw", seat=me, tile=tile)
                self.pending.append((F_PLACE, me, tile))
                return
            self.removed.append(tile)
            self._event("removed", seat=me, tile=tile)
        # K-6: every tile drawn fitted nowhere and the stack ran out; the turn ends

    def _place(self, me: int, tile: int, x: int, y: int, rotation: int) -> None:
        self.board.place(x, y, tile, rotation)
        self.drawn = None
        self._event("place", seat=me, tile=tile, x=x, y=y, rotation=rotation)
        # K-2: troops first (one decision per free space), then the completion
        face = self.board.tiles.type(tile).faces[rotation]
        completed = [self.city_key(c) for c in self.board.cities_completed_by_last_placement()]
        self.pending.append((F_RESOLVE, me, tuple(k for k in completed if k is not None)))
        for i in reversed(range(len(face.garrisons))):
            self.pending.append((F_GARRISON, me, x, y, i))

    def _resolve(self, me: int, keys: tuple) -> None:
        """Seed §2(1): a completed city is fought over, controlled or idle."""
        held = self.city_troops()
        for key in keys:
            city = self.space_city(key)
            troops = held.get(city, [])
            owners = sorted({s for _, s, _ in troops}, key=lambda s: (s - me) % self.num_players)
            size = self.board.size(city)
            if len(owners) > 1:
                self._civil_war(city, key, owners, troops)
            elif owners:
                self._event("controlled", seat=owners[0], city=list(key), size=size)
            else:
                self._event("idle", city=list(key), size=size)

    def _civil_war(self, city: int, key: Space, owners: list[int], troops: list) -> None:
        # assumption: the forces are listed from the player whose tile completed the city clockwise
        forces = [wars.Force(sum(1 for _, s, h in troops if s == o and not h),
                             sum(1 for _, s, h in troops if s == o and h)) for o in owners]
        war = wars.civil_war(forces, self.rng)
        for owner, left in zip(owners, war.forces):
            mine = sorted(sp for sp, s, _ in troops if s == owner)
            keep_alert = [sp for sp in mine if not self.troops[sp][1]][:left.alert]
            keep_hold = [sp for sp in mine if self.troops[sp][1]][:left.holding]
            for sp in mine:
                if sp not in keep_alert and sp not in keep_hold:
                    self._take(owner, sp, quiet=True)
        winner = owners[war.winner] if war.winner is not None else None
        self._event("civil_war", city=list(key), seats=owners, winner=winner,
                    rounds=[{"kind": str(r.kind), "dice": [list(d) for d in r.dice], "withdrawn": list(r.withdrawn)}
                            for r in war.rounds], size=self.board.size(city))

    # -- troops ---------------------------------------------------------------------------------
    def _put(self, seat: int, space: Space, holding: bool) -> None:
        assert space not in self.troops and self.supply[seat] > 0
        self.troops[space] = (seat, holding)
        self.supply[seat] -= 1
        self._event("troop_in", seat=seat, space=list(space), holding=holding)

    def _take(self, seat: int, space: Space, quiet: bool = False) -> None:
        assert self.troops[space][0] == seat
        del self.troops[space]
        self.supply[seat] += 1
        if not quiet:
            self._event("troop_out", seat=seat, space=list(space))

    def _occupy(self, seat: int, city: int) -> None:
        result = wars.occupy(self.board.size(city) == LARGE, self.rng)
        key = self.city_key(city)
        self._event("occupy", seat=seat, city=list(key), die=result.die, needed=result.needed,
                    success=result.success)
        if result.success:  # K-10: one alert troop from supply enters
            self._put(seat, self.free_spaces(city)[0], False)

    # -- turns and the end ----------------------------------------------------------------------
    def _rescore(self) -> None:
        points = self.computed_points()
        if points != self.points:
            self.points = points
            self._event("scores", points=list(points))
        # seed §4(1): at once, whatever is pending. # assumption: when several reach it at the
        # same moment (one tile completing two cities), the K-12 order ranks them (``winners``)
        if max(points) >= self.options.win_score:
            self._finish("score")

    def _end_turn(self) -> None:
        self.turns += 1
        if not self.stack and self.drawn is None:
            # assumption: the stack running out ends the game at the end of that turn (K-6),
            # also when its last tile was removed rather than placed
            self._finish("tiles")
        elif self.turns >= self.options.turn_limit:
            self._finish("limit")  # K-14
        else:
            self.turn = (self.turn + 1) % self.num_players
            self._event("turn", seat=self.turn)

    def _finish(self, reason: str) -> None:
        self.over = True
        self.pending = []
        self.end_reason = reason
        self.events.append(Event("game_over", {"reason": reason, "scores": list(self.points),
                                               "winners": self.winners()}, reveals=True))

    def _event(self, kind: str, **data) -> None:
        self.events.append(Event(kind, data))

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def rank_key(self, seat: int) -> tuple:
        """K-12: score, troops in completed cities, unused command cards, unused plots, alert troops."""
        in_completed = alert = 0
        for space, (s, holding) in self.troops.items():
            if s != seat:
                continue
            if self.board.is_complete(self.space_city(space)):
                in_completed += 1
            # assumption: "alert troops" counts the player's alert troops anywhere on the board
            alert += not holding
        return (self.points[seat], in_completed, self.commands[seat], len(self.plots[seat]), alert)

    def winners(self) -> list[int]:
        if not self.over:
            return []
        keys = [self.rank_key(s) for s in range(self.num_players)]
        best = max(keys)
        return [s for s, k in enumerate(keys) if k == best]

    # -- copies and hidden information -----------------------------------------------------------
    def clone(self) -> "ThreeKingdomsState":
        return self._copy(clone_rng(self.rng))

    def _copy(self, rng: random.Random | None) -> "ThreeKingdomsState":
        c = object.__new__(ThreeKingdomsState)
        c.__dict__.update(self.__dict__)
        c.board = self.board.clone()
        c.stack, c.removed, c.troops = list(self.stack), list(self.removed), dict(self.troops)
        c.supply, c.commands, c.points = list(self.supply), list(self.commands), list(self.points)
        c.plots = [list(p) for p in self.plots]
        c.pending = list(self.pending)
        c.events = list(self.events)
        c.rng = rng
        return c

    def observation(self, seat: int | None) -> "ThreeKingdomsState":
        o = self._copy(None)
        o.viewer = seat
        o.stack = sorted(self.stack)  # which tiles are left is public, their order is not
        o.events = [e for e in (ev.for_seat(seat) for ev in self.events) if e is not None]
        return o

    def determinize(self, rng: random.Random) -> "ThreeKingdomsState":
        w = self._copy(random.Random(rng.random()))
        w.viewer = None
        rng.shuffle(w.stack)
        return w

    def snapshot(self) -> dict:
        return {
            "placed": sorted([x, y, t, r] for (x, y), (t, r) in self.board.placed.items()),
            "stack": list(self.stack), "removed": list(self.removed), "drawn": self.drawn,
            "troops": sorted([*space, seat, holding] for space, (seat, holding) in self.troops.items()),
            "supply": list(self.supply), "commands": list(self.commands),
            "plots": [list(p) for p in self.plots], "points": list(self.points),
            "turn": self.turn, "turns": self.turns, "pending": [list(f) for f in self.pending],
            "over": self.over, "end_reason": self.end_reason, "viewer": self.viewer,
            "options": [self.options.win_score, self.options.turn_limit],
        }

    def check_invariants(self) -> None:
        n = self.num_players
        total = self.board.tiles.total
        accounted = len(self.board.placed) + len(self.removed) + len(self.stack) + (self.drawn is not None)
        assert accounted == total, f"tiles: {accounted} accounted for, not {total}"
        placed = Counter(t for t, _ in self.board.placed.values()) + Counter(self.removed) + Counter(self.stack)
        if self.drawn is not None:
            placed[self.drawn] += 1
        assert placed == Counter({t.id: t.count for t in self.board.tiles.types}), "tile types"
        on_board = Counter(seat for seat, _ in self.troops.values())
        for s in range(n):
            assert self.supply[s] >= 0 and self.supply[s] + on_board[s] == TROOPS, f"seat {s}: troops"
        for space in self.troops:
            assert space in self.board.garrison_spaces(self.space_city(space)), f"{space} is no space"
        assert self.points == self.computed_points(), "scores differ from the controlled cities"
        unresolved = self.unresolved()
        for city, troops in self.city_troops().items():
            if self.board.is_complete(city) and self.city_key(city) not in unresolved:
                assert len({s for _, s, _ in troops}) == 1, "a completed city is shared"
        if not self.over:
            assert max(self.points) < self.options.win_score, "a winner, but the game goes on"
            assert self.turns < self.options.turn_limit

    # -- words ----------------------------------------------------------------------------------
    def describe(self, action: str) -> str:
        verb, args = split(action)
        if verb == CITY:
            return f"the city at ({', '.join(args[:2])})"
        if verb == "place":
            return f"place the tile at ({args[0]}, {args[1]}) turned {args[2]}"
        if verb == SWITCH:
            return f"turn troops to {args[0]}"
        return {ALERT: "alert", HOLD: "holding", NONE: "no troop", DONE: "done"}.get(verb, action)


def new_game(players: int, options: Mapping[str, object] | None, seed: int) -> ThreeKingdomsState:
    return ThreeKingdomsState(players, Options.from_mapping(options), seed)
