"""3KingdomsBattle's expansion and completion (seed §2(1), K-2, K-6, K-7): draw, place, a troop
decision per free space of the new tile, then each completed city is fought over
(civil war), controlled or idle."""
from __future__ import annotations

from client.core.actions import act

from . import wars
from .vocabulary import ALERT, F_GARRISON, F_PLACE, F_RESOLVE, HOLD, NONE, Space


class Expansion:
    """Mixed into the state: the ``expand`` action's frames."""

    def _legal_place(self, frame: tuple) -> list[str]:
        return self.board.legal_placement_texts(frame[2])

    def _decide_place(self, frame: tuple, verb: str, args: list[str]) -> None:
        x, y, rotation = map(int, args)  # a legal action: spelt as ``placement_text`` writes it
        self._place(frame[1], frame[2], x, y, rotation)

    def _legal_garrison(self, frame: tuple) -> list[str]:
        return ([ALERT, HOLD] if self.supply[frame[1]] else []) + [NONE]

    def _decide_garrison(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb != NONE:
            self._put(frame[1], tuple(frame[2:5]), verb == HOLD)

    def _run_resolve(self, frame: tuple) -> None:
        self._resolve(frame[1], frame[2])

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
        self.laid_by = me
        self._event("place", seat=me, tile=tile, x=x, y=y, rotation=rotation)
        # K-2: troops first (one decision per free space), then the completion
        face = self.board.tiles.type(tile).faces[rotation]
        completed = [self.city_key(c) for c in self.board.cities_completed_by_last_placement()]
        self.pending.append((F_RESOLVE, me, tuple(k for k in completed if k is not None)))
        for i in reversed(range(len(face.garrisons))):
            self.pending.append((F_GARRISON, me, x, y, i))

    def _resolve(self, me: int, keys: tuple) -> None:
        """Seed §2(1): a completed city is fought over, controlled or idle."""
        for key in keys:
            city = self.space_city(key)
            troops = self.troops_in(city)
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

