"""Facts about 3KingdomsBattle's cities and troops that every part of the rules reads (K-3, K-5, K-10).

A city is named by its *key*, the smallest garrison space (x, y, index on that tile's
face) in it: city roots in the board's union-find change as tiles merge, spaces never do.
"""
from __future__ import annotations

import itertools

from client.core.actions import act, int_arg
from client.core.errors import IllegalAction
from client.core.game import Event

from .vocabulary import CITY, F_RESOLVE, POINTS, Space


_VERSIONS = itertools.count(1)


class Troops(dict):
    """garrison space → (seat, holding), stamped with a version that every change renews.

    Versions come from one counter, so equal versions mean equal contents, also between
    a state and its clones: the facts below are remembered per version.
    """

    __slots__ = ("version",)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.version = getattr(args[0], "version", None) if args and not kwargs else None
        if self.version is None:
            self.version = next(_VERSIONS)

    def __setitem__(self, key, value) -> None:
        dict.__setitem__(self, key, value)
        self.version = next(_VERSIONS)

    def __delitem__(self, key) -> None:
        dict.__delitem__(self, key)
        self.version = next(_VERSIONS)

    def copy(self) -> "Troops":
        return Troops(self)

    def _changed(self, *args, **kwargs):
        raise TypeError("change troops one space at a time")

    pop = popitem = clear = update = setdefault = __ior__ = _changed


class CityFacts:
    """Mixed into the state: reads ``board``, ``troops`` and ``pending``, changes nothing."""

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
        cached = self.__dict__.get("_city_troops")
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

        Remembered until the troops change or a city with spaces is completed (not at every
        placement, and without finding a root per troop): the scores are checked after every step.
        """
        where, version = self.board.completed_spaces(), getattr(self.troops, "version", None)
        cached = self.__dict__.get("_held_cache")
        if cached is not None and cached[1] == version and cached[0] is where and version is not None:
            return cached[2]
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
        return self.controllers().get(city)

    def controllers(self) -> dict[int, int]:
        """city root → controlling seat, for every controlled city (K-3); remembered like ``_held``."""
        return self._control()[1]

    def _control(self) -> tuple[dict[int, list], dict[int, int]]:
        """(``_held()``, ``controllers()``), checked in one go: asked several times per step."""
        where, version = self.board.completed_spaces(), getattr(self.troops, "version", None)
        pending = self.pending
        # the completions waiting for troops (K-2) are the resolve frames' keys: compare the frames
        resolving = [f for f in pending if f[0] == F_RESOLVE] if pending else []
        cached = self.__dict__.get("_controllers")
        if (cached is not None and cached[1] == version and cached[0] is where and cached[2] == resolving
                and version is not None):
            return cached[3]
        held = self._held()
        if cached is not None and cached[3][0] is held and cached[2] == resolving:
            self._controllers = (where, version, resolving, cached[3])
            return cached[3]
        unresolved = {key for f in resolving for key in f[2]}
        out = {}
        city_key = self.city_key
        for city, troops in held.items():
            if unresolved and city_key(city) in unresolved:
                continue
            owners = {seat for _, seat, _ in troops}
            if len(owners) == 1:
                out[city] = owners.pop()
        pair = (held, out)
        self._controllers = (where, version, resolving, pair)
        return pair

    def unresolved(self) -> set[Space]:
        """Keys of completed cities whose completion waits for the new tile's troops (K-2)."""
        return {key for f in self.pending if f[0] == F_RESOLVE for key in f[2]}

    def controlled(self, seat: int) -> dict[int, list]:
        held, ctrl = self._control()
        return {c: held[c] for c, s in ctrl.items() if s == seat}

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
        held = self._held()
        where = self.board.completed_spaces()  # its cities are the completed ones with spaces
        cached = self.__dict__.get("_idle")
        if cached is not None and cached[0] is held and cached[3] is where:
            return list(cached[1])
        garrisoned = cached[2] if cached is not None and cached[3] is where else sorted(set(where.values()))
        idle = [c for c in garrisoned if c not in held]
        self._idle = (held, idle, garrisoned, where)
        return list(idle)

    def computed_points(self) -> list[int]:
        return list(self._points_now())

    def _points_now(self) -> list[int]:
        """``computed_points`` remembered per ``controllers`` (read it, never change it); equal
        controllers score alike, as a completed city never grows."""
        ctrl = self._control()[1]
        cached = self.__dict__.get("_points")
        if cached is not None and (cached[0] is ctrl or cached[0] == ctrl):
            if cached[0] is not ctrl:
                self._points = (ctrl, cached[1])
            return cached[1]
        points = [0] * self.num_players
        for city, seat in ctrl.items():
            points[seat] += POINTS[self.board.size(city)]
        self._points = (ctrl, points)
        return points

    def _city_action(self, city: int) -> str:
        return act(CITY, *self.city_key(city))

    def _cities(self, cities) -> list[str]:
        return sorted({self._city_action(c) for c in cities})

    def _key(self, args: list[str]) -> tuple[int, int, int]:
        """A city key from an action's words, which ``apply`` found among the legal actions."""
        return tuple(map(int, args))

    def _event(self, kind: str, **data) -> None:
        self.events.append(Event(kind, data))
