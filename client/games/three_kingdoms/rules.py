"""3KingdomsBattle's rules: the state, its contract with the client, turns, scores, the end. Pure.

The actions live in mixins: ``completion`` (expand), ``turn_actions`` (troops, occupy),
``commands`` (command cards: national war, emergency deployment), ``plots`` (the third
use of a command card); ``cities`` holds the facts they share and ``vocabulary`` the words.

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
* ``command``       play a command card: ``war`` / ``emergency:in`` / ``emergency:out`` /
                    ``plot:<name>`` (only those that can be carried out; see ``commands``, ``plots``),
                    then the use's choices; the card (and plot) is spent on the choice that carries
                    the use out, and until then ``back`` puts it back and the turn's choice is asked again
* ``pass``          only when nothing else can be done

A city is named by its *key*, the smallest garrison space in it (see ``cities``).

The decision stack: ``pending`` is a list of frames ``(kind, seat, *args)``, top last.
Decision frames wait for ``seat``'s action and name the methods ``_legal_<kind>`` and
``_decide_<kind>``; automatic frames (``resolve``) run ``_run_<kind>`` as soon as they
reach the top; a new action adds frames and their methods, nothing here changes.

Hidden: only the order of the tile stack. An observation holds the stack sorted and
no generator; ``determinize`` shuffles it.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Mapping

from client.core.actions import split
from client.core.errors import IllegalAction, OptionsError
from client.core.game import TERMINAL, Event, GameState, clone_rng

from .board import Board
from .cities import CityFacts, Troops
from .commands import CommandActions
from .completion import Expansion
from .plots import PlotActions
from .turn_actions import TroopActions
from .vocabulary import (ALERT, AUTOMATIC, CITY, COMMAND_CARDS, DONE, HOLD, MAX_PLAYERS, MIN_PLAYERS, NONE,
                         PLOT, PLOTS, SWITCH, TROOPS, Space, TROOPS_VERB, EMERGENCY, WAR, RETREAT, CONTINUE, BACK)


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


class ThreeKingdomsState(CityFacts, Expansion, TroopActions, CommandActions, PlotActions, GameState):
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
        self.laid_by: int | None = None  # the seat that laid the newest tile (public: the table shows it)
        self.troops: dict[Space, tuple[int, bool]] = Troops()  # garrison space → (seat, holding)
        self.supply = [TROOPS] * n
        self.commands = [COMMAND_CARDS] * n
        self.plots = [list(PLOTS) for _ in range(n)]
        self.unspent: tuple[int, str | None] | None = None  # a command card played, its use not yet done
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

    # -- legal actions and applying -------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        return list(self._legal_now())

    #: the legal actions, remembered until the next ``apply`` (or ``touch``)
    _legal: list[str] | None = None

    def _legal_now(self) -> list[str]:
        """The legal actions, remembered until the state changes (read it, never change it).

        A caller asks, then applies, and ``apply`` asks again: one computation, not two.
        Every change the rules make goes through ``apply``, which forgets the list; code
        that edits a state's fields by hand (scenario tests) calls ``touch`` afterwards.
        """
        legal = self._legal
        if legal is None:
            if self.over:
                legal = []
            elif not self.pending:
                legal = self._turn_actions()
            else:
                frame = self.pending[-1]
                legal = getattr(self, "_legal_" + frame[0])(frame)
                if self.unspent is not None:  # a command card not yet spent may be put back
                    legal = legal + [BACK]
            self._legal = legal
        return legal

    def touch(self) -> "ThreeKingdomsState":
        """Forget the remembered legal actions after editing fields by hand."""
        self._legal = None
        return self

    def apply(self, action: str) -> None:
        if action not in self._legal_now():
            split(action)  # what is not text at all is refused with its own words
            raise IllegalAction(f"{action!r} is not legal now")
        verb, args = split(action)
        self._legal = None
        self.events = []
        pending = self.pending
        if verb == BACK:  # only the use's choices were made: nothing on the board changed
            self._put_back_command()
            return
        if not pending:
            self._start_action(self.turn, action, verb, args)
        else:
            frame = pending.pop()
            getattr(self, "_decide_" + frame[0])(frame, verb, args)
        self._advance()

    def _advance(self) -> None:
        """Run automatic frames; end the turn when nothing is pending; check the end."""
        while not self.over:
            self._rescore()
            if self.over:
                return
            if self.pending and self.pending[-1][0] in AUTOMATIC:
                frame = self.pending.pop()
                getattr(self, "_run_" + frame[0])(frame)
                continue
            if self.pending:
                return
            self._end_turn()
            return

    # -- turns and the end ----------------------------------------------------------------------
    def _rescore(self) -> None:
        control = self._control()
        points = control.points
        if points is None:
            points = self._points_now(control)
        if points != self.points:
            self._event("scores", points=list(points), before=list(self.points))
            self.points = list(points)
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
                                               "winners": self.winners(), "turns": self.turns,
                                               "ranks": [list(self.rank_key(s)) for s in range(self.num_players)]},
                                 reveals=True))


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
        c.stack, c.removed, c.troops = list(self.stack), list(self.removed), Troops(self.troops)
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
            "unspent": self.unspent,
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
        if self.unspent is not None:
            assert self.pending and self.commands[self.unspent[0]] > 0, "a command card in play without its use"
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
        if verb == TROOPS_VERB:
            return f"{args[0]} troops"
        if verb == EMERGENCY:
            return f"emergency deployment ({args[0]})"
        if verb == PLOT:
            return {"drive_tiger": "plot: Drive the Tiger to Devour the Wolf",
                    "secret_path": "plot: Secretly Cross at Chencang", "beauty": "plot: the Beauty Trap",
                    "lure_tiger": "plot: Lure the Tiger from the Mountain"}.get(args[0], action)
        return {ALERT: "alert", HOLD: "holding", NONE: "no troop", DONE: "done", WAR: "national war",
                RETREAT: "retreat", CONTINUE: "fight on", BACK: "put the command card back"}.get(verb, action)


def new_game(players: int, options: Mapping[str, object] | None, seed: int) -> ThreeKingdomsState:
    return ThreeKingdomsState(players, Options.from_mapping(options), seed)

