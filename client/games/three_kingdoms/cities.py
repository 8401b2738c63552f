"""Facts about 3KingdomsBattle's cities and troops that every part of the rules reads (K-3, K-5, K-10).

A city is named by its *key*, the smallest garrison space (x, y, index on that tile's
face) in it: city roots in the board's union-find change as tiles merge, spaces never do.
"""
from __future__ import annotations

from client.core.actions import act, int_arg
from client.core.errors import IllegalAction
from client.core.game import Event

from .vocabulary import CITY, F_RESOLVE, POINTS, Space


class CityFacts:
    """Mixed into the state: reads ``board``, ``troops`` and ``pending``, changes nothing."""

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

    def _cities(self, cities) -> list[str]:
        return sorted({self._city_action(c) for c in cities})

    def _key(self, args: list[str]) -> tuple[int, int, int]:
        return tuple(int_arg(a) for a in args)

    def _event(self, kind: str, **data) -> None:
        self.events.append(Event(kind, data))
