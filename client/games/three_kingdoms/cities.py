"""Facts about 3KingdomsBattle's cities and troops that every part of the rules reads (K-3, K-5, K-10).

A city is named by its *key*, the smallest garrison space (x, y, index on that tile's
face) in it: city roots in the board's union-find change as tiles merge, spaces never do.
"""
from __future__ import annotations

import functools
import itertools

from client.core.actions import act, int_arg
from client.core.errors import IllegalAction
from client.core.game import Event

from .vocabulary import CITY, F_RESOLVE, POINTS, Space


_VERSIONS = itertools.count(1)


@functools.lru_cache(maxsize=1 << 16)  # legal lists spell cities again and again; keys lie near the start
def city_text(key: Space) -> str:
    """``city_text((3, -1, 0)) == "city:3:-1:0"``, a city named by its key."""
    return act(CITY, *key)


class Troops(dict):
    """garrison space → (seat, holding), stamped with a version that every change renews.

    Versions come from one counter, so equal versions mean equal contents, also between
    a state and its clones: the facts below are remembered per version. ``held`` is a
    second version, renewed only by changes to the spaces in ``watch`` (the completed
    cities' spaces when ``_held`` last looked; None: every change), so that troops coming
    and going in open cities leave what is remembered of the completed ones alone.
    """

    __slots__ = ("version", "held", "watch")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        source = args[0] if args and not kwargs else None
        self.version = getattr(source, "version", None)
        self.held = getattr(source, "held", None)
        self.watch = getattr(source, "watch", None)
        if self.version is None or self.held is None:
            self.version = self.held = next(_VERSIONS)

    def __setitem__(self, key, value) -> None:
        dict.__setitem__(self, key, value)
        self.version = version = next(_VERSIONS)
        watch = self.watch
        if watch is None or key in watch:
            self.held = version

    def __delitem__(self, key) -> None:
        dict.__delitem__(self, key)
        self.version = version = next(_VERSIONS)
        watch = self.watch
        if watch is None or key in watch:
            self.held = version

    def copy(self) -> "Troops":
        return Troops(self)

    def _changed(self, *args, **kwargs):
        raise TypeError("change troops one space at a time")

    pop = popitem = clear = update = setdefault = __ior__ = _changed


class Control:
    """Who controls which completed city (K-3), and facts that follow from that alone, each
    worked out when first asked; a new one whenever control may have changed."""

    __slots__ = ("held", "ctrl", "mine", "others", "facts", "points")

    def __init__(self, held: dict[int, list], ctrl: dict[int, int], players: int):
        self.held = held  # ``_held()``: completed city root → its troops
        self.ctrl = ctrl  # ``controllers()``
        self.mine: list[dict | None] = [None] * players  # per seat: ``controlled(seat)``
        self.others: list[dict | None] = [None] * players  # per seat: ``_others_cities(seat)``
        self.facts: list[SeatFacts | None] = [None] * players  # per seat: ``seat_facts(seat)``
        self.points: list[int] | None = None  # ``computed_points()``


class SeatFacts:
    """What a seat's turn choices read of the cities it controls and of the others' (K-11),
    in one pass; only plain connections (which change with placements) are left to ask."""

    __slots__ = ("mine", "free", "free2", "alert", "holding", "pair", "others", "others_alert", "others_holding")

    def __init__(self, mine: dict[int, list], others: dict[int, list], spaces) -> None:
        self.mine = mine
        self.free = [c for c, troops in mine.items() if len(spaces(c)) > len(troops)]  # a free space
        self.free2 = any(len(spaces(c)) - len(mine[c]) >= 2 for c in self.free)  # two free spaces
        self.alert = [c for c, troops in mine.items() if any(not h for _, _, h in troops)]  # an alert troop
        self.holding = any(h for troops in mine.values() for _, _, h in troops)  # a holding troop
        self.pair = any(len(troops) >= 2 for troops in mine.values())  # two troops in one city
        self.others = others
        self.others_alert = [c for c, troops in others.items() if any(not h for _, _, h in troops)]
        self.others_holding = any(h for troops in others.values() for _, _, h in troops)


class CityFacts:
    """Mixed into the state: reads ``board``, ``troops`` and ``pending``, changes nothing
    (but what it remembers, below: class defaults, so that no state needs them set, and read as
    plain attributes, never through ``__dict__``, which would cost every attribute its fast path)."""

    _city_troops: tuple | None = None
    _held_cache: tuple | None = None
    _controllers: tuple | None = None
    _idle: tuple | None = None

    def space_city(self, space: Space) -> int:
        """The board's current root for the city a garrison space lies in."""
        return self.board.city_of_space(space)

    def city_key(self, city: int) -> Space | None:
        spaces = self.board.garrison_spaces(city)
        return min(spaces) if spaces else None

    def city_by_key(self, text_args: list[str]) -> int:
        if len(text_args) != 3:
            raise IllegalAction("a city is named by x, y and a space")
        space = (int_arg(text_args[0], "x"), int_arg(text_args[1], "y"), int_arg(text_args[2], "space"))
        return self.space_city(space)

    def city_troops(self) -> dict[int, list[tuple[Space, int, bool]]]:
        """city root → [(space, seat, holding)] for every city with troops in it.

        Remembered until the troops or the board change (read it, never change it): every
        legal-action list asks it several times.
        """
        placed, version = len(self.board.placed), getattr(self.troops, "version", None)
        cached = self._city_troops
        if cached is not None and cached[1] == version and cached[0] == placed and version is not None:
            return cached[2]
        out: dict[int, list] = {}
        city_of_space = self.board.city_of_space
        for space, (seat, holding) in self.troops.items():
            city = city_of_space(space)
            if city in out:
                out[city].append((space, seat, holding))
            else:
                out[city] = [(space, seat, holding)]
        self._city_troops = (placed, version, out)
        return out

    def _held(self) -> dict[int, list[tuple[Space, int, bool]]]:
        """``city_troops`` for the completed cities only, all that control and the actions read.

        Remembered until the troops of completed cities change (``Troops.held``) or a city with
        spaces is completed (not at every placement, and without finding a root per troop): the
        scores are checked after every step.
        """
        troops = self.troops
        where, version = self.board.completed_spaces(), getattr(troops, "held", None)
        cached = self._held_cache
        if cached is not None and cached[1] == version and cached[0] is where and version is not None:
            return cached[2]
        if version is not None:
            troops.watch = where  # from now on only changes there renew ``troops.held``
        out: dict[int, list] = {}
        for space, (seat, holding) in [item for item in self.troops.items() if item[0] in where]:
            city = where[space]
            if city in out:
                out[city].append((space, seat, holding))
            else:
                out[city] = [(space, seat, holding)]
        if cached is not None and cached[2] == out:
            # most changes are to troops in open cities: keep the old object, so that what is
            # remembered per ``_held`` object (controllers, scores, idle cities) stays valid
            out = cached[2]
        self._held_cache = (where, version, out)
        return out

    def troops_in(self, city: int) -> list[tuple[Space, int, bool]]:
        """[(space, seat, holding)] of the troops in a city (a root), empty when it has none."""
        held = self._held() if city in self.board.completed_roots() else self.city_troops()
        return held.get(city, [])

    def controller(self, city: int, troops: list | None = None) -> int | None:
        """The seat controlling a completed city (K-3), else None (``troops``: unused, kept for callers)."""
        return self._control().ctrl.get(city)

    def controllers(self) -> dict[int, int]:
        """city root → controlling seat, for every controlled city (K-3); remembered like ``_held``
        (read it, never change it)."""
        return self._control().ctrl

    def _control(self) -> "Control":
        """``_held()``, ``controllers()`` and what follows from them, checked in one go: asked
        several times per step."""
        where, version = self.board.completed_spaces(), getattr(self.troops, "held", None)
        pending = self.pending
        # the completions waiting for troops (K-2): the resolve frames' keys (a placement that
        # completes nothing pushes a frame without keys, which changes no controller)
        waiting = [key for f in pending if f[0] == F_RESOLVE for key in f[2]] if pending else []
        cached = self._controllers
        if (cached is not None and cached[1] == version and cached[0] is where and cached[2] == waiting
                and version is not None):
            return cached[3]
        held = self._held()
        if cached is not None and cached[3].held is held and cached[2] == waiting:
            self._controllers = (where, version, waiting, cached[3])
            return cached[3]
        unresolved = set(waiting)
        out = {}
        city_key = self.city_key
        for city, troops in held.items():
            if unresolved and city_key(city) in unresolved:
                continue
            owners = {seat for _, seat, _ in troops}
            if len(owners) == 1:
                out[city] = owners.pop()
        control = Control(held, out, self.num_players)
        if cached is not None and cached[3].ctrl == out:
            control.points = cached[3].points  # equal controllers score alike: a completed city never grows
        self._controllers = (where, version, waiting, control)
        return control

    def unresolved(self) -> set[Space]:
        """Keys of completed cities whose completion waits for the new tile's troops (K-2)."""
        return {key for f in self.pending if f[0] == F_RESOLVE for key in f[2]}

    def seat_facts(self, seat: int) -> SeatFacts:
        """``SeatFacts`` for a seat, remembered with ``controllers`` (read it, never change it)."""
        control = self._control()
        facts = control.facts[seat]
        if facts is None:
            facts = control.facts[seat] = SeatFacts(self.controlled(seat), self._others_cities(seat),
                                                    self.board.garrison_spaces)
        return facts

    def controlled(self, seat: int) -> dict[int, list]:
        """city root → its troops, for the cities ``seat`` controls (read it, never change it)."""
        control = self._control()
        mine = control.mine[seat]
        if mine is None:
            held = control.held
            mine = control.mine[seat] = {c: held[c] for c, s in control.ctrl.items() if s == seat}
        return mine

    def free_spaces(self, city: int) -> list[Space]:
        troops = self.troops
        return [s for s in self.board.garrison_spaces(city) if s not in troops]

    def _free_count(self, city: int, troops: list) -> int:
        """len(free_spaces(city)), given every troop in the city (a value of ``_held``)."""
        return len(self.board.garrison_spaces(city)) - len(troops)

    def idle_cities(self) -> list[int]:
        """Completed cities with no troops and a space for one (K-10); remembered per ``_held``
        object and completion (the same ``_held`` object may outlive a completion).

        # assumption: a completed city without any garrison space cannot be occupied
        """
        return list(self._idle_now())

    def _idle_now(self) -> list[int]:
        """``idle_cities`` (read it, never change it)."""
        held = self._held()
        where = self.board.completed_spaces()  # its cities are the completed ones with spaces
        cached = self._idle
        if cached is not None and cached[0] is held and cached[3] is where:
            return cached[1]
        garrisoned = cached[2] if cached is not None and cached[3] is where else sorted(set(where.values()))
        idle = [c for c in garrisoned if c not in held]
        self._idle = (held, idle, garrisoned, where)
        return idle

    def computed_points(self) -> list[int]:
        return list(self._points_now())

    def _points_now(self, control: Control | None = None) -> list[int]:
        """``computed_points`` remembered with ``controllers`` (read it, never change it)."""
        control = self._control() if control is None else control
        points = control.points
        if points is None:
            points = control.points = [0] * self.num_players
            size = self.board.size
            for city, seat in control.ctrl.items():
                points[seat] += POINTS[size(city)]
        return points

    def _city_action(self, city: int) -> str:
        return city_text(self.city_key(city))

    def _cities(self, cities) -> list[str]:
        key = self.city_key
        return sorted({city_text(key(c)) for c in cities})

    def _key(self, args: list[str]) -> tuple[int, int, int]:
        """A city key from an action's words, which ``apply`` found among the legal actions."""
        return tuple(map(int, args))

    def _event(self, kind: str, **data) -> None:
        self.events.append(Event(kind, data))
