"""Setup (seed section 1, section 6; rulings S-3, S-8): the draft or the assigned tables,
then the tower pre-load. A mixin of ShogunState."""
from __future__ import annotations

from client.core.actions import int_arg
from client.core.errors import IllegalAction
from client.core.game import Event

from . import content as C

DRAFT, DRAFT_ARMY = "draft", "draft_army"


class DraftMixin:
    def _setup(self) -> None:
        n = self.num_players
        rng = self.rng
        self.first = rng.randrange(n)
        self.events_up = sorted(rng.sample(self.event_deck, C.EVENTS_FACE_UP))
        self.event_deck = [e for e in self.event_deck if e not in self.events_up]
        self.events.append(Event("setup", {"players": n, "face": self.face, "setup": self.setup,
                                           "first": self.first, "chests": list(self.chests),
                                           "events_up": list(self.events_up)}, reveals=True))
        if self.setup == "assigned":
            names = self.info.index
            for i, column in enumerate(C.ASSIGNED[n]):
                seat = (self.first + i) % n  # ruling S-8: seats A.. from the first player
                for name, armies in column:
                    p = names[name]
                    self.owner[p] = seat
                    self.armies[p] = armies
                    self.supply[seat] -= armies
                self.events.append(Event("assigned", {
                    "seat": seat, "letter": C.SEAT_LETTERS[i],
                    "provinces": {name: armies for name, armies in column}}))
            self.portions = [()] * n
            self._finish_setup()
            return
        for seat in range(n):
            self.supply[seat] -= sum(self.portions[seat])
        self.pool = list(self.info.playable_idx)
        self.faceup = [self._draw_province() for _ in range(C.FACE_UP_PROVINCES)]
        self.events.append(Event("draft_open", {"faceup": self._names(self.faceup)}, reveals=True))

    def _finish_setup(self) -> None:
        """The tower pre-load (seed 1.(5), ruling S-3)."""
        n = self.num_players
        cubes = [C.TOWER_PRELOAD_ARMIES] * n + [C.TOWER_PRELOAD_PEASANTS]
        for seat in range(n):
            self.supply[seat] -= C.TOWER_PRELOAD_ARMIES
        res = self.tower.drop(cubes, self.rng)
        for seat in range(n):
            self.supply[seat] += res.came_out[seat]
        self.tower.tray = [0] * (n + 1)  # armies to supply, peasants to the public supply
        data = {"came_out": list(res.came_out), "inside": self.tower.inside_all(),
                "thrown": list(res.thrown)}
        full = dict(data, levels=[list(lv) for lv in res.inside])
        self.events.append(Event("tower_preload", full, private_to=frozenset(), redacted=data))
        self._start_season()

    def _draw_province(self) -> int:
        if self.pool:
            return self.pool.pop(self.rng.randrange(len(self.pool)))
        return self.bottom.pop(0)

    def _check_take(self, args, action):
        if len(args) != 1 or args[0] not in ("0", "1") or int_arg(args[0], "card") >= len(self.faceup):
            raise IllegalAction(f"no face-up card {action!r}")

    def _do_take(self, args):
        i = int_arg(args[0], "card")
        card = self.faceup[i]
        refill = self._draw_province() if (self.pool or self.bottom) else None
        if refill is None:
            self.faceup.pop(i)
        else:
            self.faceup[i] = refill
        self.stale = 0
        self.events.append(Event("draft_take", {"seat": self.to_act, "province": self.info.names[card],
                                                "refill": None if refill is None else self.info.names[refill]},
                                 reveals=refill is not None))
        self._drafted(card)

    def _check_blind(self, args, action):
        if args or not (self.pool or self.bottom):
            raise IllegalAction(f"cannot draw blind: {action!r}")

    def _do_blind(self, args):
        card = self._draw_province()
        self.stale += 1
        self.events.append(Event("draft_blind", {"seat": self.to_act, "province": self.info.names[card]},
                                 reveals=True))
        self._drafted(card)

    def _drafted(self, card: int) -> None:
        self.drafted = card
        sizes = set(self.portions[self.to_act])
        if len(sizes) == 1:
            self._place_portion(sizes.pop())
        else:
            self.phase = DRAFT_ARMY

    def _check_army(self, args, action):
        if len(args) != 1 or int_arg(args[0], "armies") not in self.portions[self.to_act]:
            raise IllegalAction(f"no such portion: {action!r}")

    def _do_army(self, args):
        self._place_portion(int_arg(args[0], "armies"))

    def _place_portion(self, size: int) -> None:
        seat = self.to_act
        p = self.drafted
        left = list(self.portions[seat])
        left.remove(size)
        self.portions[seat] = tuple(left)
        self.owner[p] = seat
        self.armies[p] = size
        self.drafted = -1
        self.events.append(Event("draft_place", {"seat": seat, "province": self.info.names[p], "armies": size}))
        n = self.num_players
        # seed 1.(4): a full round without either open card taken refreshes them
        if self.stale >= n:
            self.bottom.extend(self.faceup)
            old = self.faceup
            self.faceup = [self._draw_province() for _ in range(len(old))]
            self.stale = 0
            self.events.append(Event("draft_refresh", {"to_bottom": self._names(old),
                                                       "faceup": self._names(self.faceup)}, reveals=True))
        self.draft_turn += 1
        self.phase = DRAFT
        if not any(self.portions):
            self._finish_setup()
