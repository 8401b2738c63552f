"""3KingdomsBattle's plots (計謀, seed §2(4)C, ruling K-9): the third use of a command card.

Each player holds the four plots, each usable once; ``plot:<name>`` is offered in
``command_choice`` only when that plot can be carried out (K-11). Using one spends the
command card and the plot card, both on the plot's last choice before it acts (marked
below, ``_spend_command``); ``back`` before that keeps both.

* ``drive_tiger`` 驅虎吞狼: ``drive_origin`` (another player's city with alert troops and a
  target) then ``drive_target`` (spent: a third player's city plain-connected to it); every alert
  troop of the origin fights in national war rounds without retreat.
* ``secret_path`` 暗渡陳倉: ``secret_origin`` (own city with an alert troop) then
  ``secret_target`` (any other player's city, connected or not), then the war's ``war_count`` (spent).
* ``beauty`` 美人計: ``beauty_city`` (another player's city) then ``beauty_state`` (spent: which
  troop returns to its owner's supply), then ``beauty_put`` (``none`` or one of the player's
  cities with a free space) and ``reinforce_state``.
* ``lure_tiger`` 調虎離山: ``lure_city`` (spent: another player's city with a holding troop): all its
  holding troops turn alert; then ``lure_war`` (``none`` or a connected own city with an
  alert troop) starts a national war on it at ``war_count``, without a command card.
"""
from __future__ import annotations

from client.core.actions import act

from .vocabulary import (BEAUTY, DRIVE_TIGER, F_BEAUTY_CITY, F_BEAUTY_PUT, F_BEAUTY_STATE, F_DRIVE_ORIGIN,
                         F_DRIVE_TARGET, F_LURE_CITY, F_LURE_WAR, F_REINFORCE_STATE, F_SECRET_ORIGIN,
                         F_SECRET_TARGET, F_WAR_COUNT, F_WAR_ROUND, HOLD, LURE_TIGER, NONE, PLOT, SECRET_PATH)

_FIRST_FRAME = {DRIVE_TIGER: F_DRIVE_ORIGIN, SECRET_PATH: F_SECRET_ORIGIN, BEAUTY: F_BEAUTY_CITY,
                LURE_TIGER: F_LURE_CITY}


class PlotActions:
    """Mixed into the state: the plots' frames."""

    # -- what can be done -----------------------------------------------------------------------
    def _plot_choices(self, seat: int, mine: dict) -> list[str]:
        ready = {DRIVE_TIGER: lambda: self._drive_origins(seat),
                 SECRET_PATH: lambda: self._secret_origins(seat, mine),
                 BEAUTY: lambda: self._others_cities(seat),
                 LURE_TIGER: lambda: self._lure_cities(seat)}
        return [act(PLOT, name) for name in self.plots[seat] if ready[name]()]

    def _others_cities(self, seat: int) -> dict[int, list]:
        """Completed cities controlled by players other than ``seat`` (read it, never change it)."""
        control = self._control()
        others = control.others[seat]
        if others is None:
            held = control.held
            others = control.others[seat] = {c: held[c] for c, s in control.ctrl.items() if s != seat}
        return others

    def _drive_origins(self, seat: int, others: dict | None = None) -> list[int]:
        others = self._others_cities(seat) if others is None else others
        return [c for c, troops in others.items()
                if any(not h for _, _, h in troops) and self._drive_targets(seat, c, others)]

    def _drive_targets(self, seat: int, origin: int, others: dict | None = None) -> list[int]:
        others = self._others_cities(seat) if others is None else others
        ctrl = self.controllers()
        attacker = ctrl.get(origin)
        return [c for c in others if ctrl[c] != attacker and self.board.plain_connected(origin, c)]

    def _secret_origins(self, seat: int, mine: dict, others: dict | None = None) -> list[int]:
        if not (self._others_cities(seat) if others is None else others):
            return []
        return [c for c, troops in mine.items() if any(not h for _, _, h in troops)]

    def _lure_cities(self, seat: int, others: dict | None = None) -> list[int]:
        # assumption: a city without holding troops is no target: the plot would do nothing there
        others = self._others_cities(seat) if others is None else others
        return [c for c, troops in others.items() if any(h for _, _, h in troops)]

    def _lure_origins(self, seat: int, target: int) -> list[int]:
        return [c for c, troops in self.controlled(seat).items()
                if any(not h for _, _, h in troops) and self.board.plain_connected(c, target)]

    # -- the card -------------------------------------------------------------------------------
    def _start_plot(self, seat: int, name: str) -> None:
        self.pending.append((_FIRST_FRAME[name], seat))

    def _spend_plot(self, seat: int, name: str) -> None:
        self.plots[seat].remove(name)
        self._event("plot", seat=seat, plot=name)

    # -- 驅虎吞狼 -------------------------------------------------------------------------------
    def _legal_drive_origin(self, frame: tuple) -> list[str]:
        return self._cities(self._drive_origins(frame[1]))

    def _decide_drive_origin(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_DRIVE_TARGET, frame[1], self._key(args)))

    def _legal_drive_target(self, frame: tuple) -> list[str]:
        return self._cities(self._drive_targets(frame[1], self.space_city(frame[2])))

    def _decide_drive_target(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._spend_command()
        origin, target = frame[2], self._key(args)
        attacker = self.controller(self.space_city(origin))
        defender = self.controller(self.space_city(target))
        attackers = len(self._alert_spaces(self.space_city(origin), attacker))
        # assumption: the war's aftermath is the attacking and defending owners' to decide
        # (war_settle / war_take_origin), as after any national war; the plotter only sets it off
        self._event("war", seat=attacker, defender=defender, origin=list(origin), target=list(target),
                    attackers=attackers, size=self.board.size(self.space_city(target)), plot=DRIVE_TIGER)
        # the national war's rounds, flagged to fight on without the retreat choice
        self.pending.append((F_WAR_ROUND, attacker, origin, target, attackers, defender, True))

    # -- 暗渡陳倉 -------------------------------------------------------------------------------
    def _legal_secret_origin(self, frame: tuple) -> list[str]:
        return self._cities(self._secret_origins(frame[1], self.controlled(frame[1])))

    def _decide_secret_origin(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_SECRET_TARGET, frame[1], self._key(args)))

    def _legal_secret_target(self, frame: tuple) -> list[str]:
        return self._cities(self._others_cities(frame[1]))

    def _decide_secret_target(self, frame: tuple, verb: str, args: list[str]) -> None:
        # assumption: the rest is an ordinary national war: the attacker may retreat, and a
        # winning defender may take the emptied origin though no plain joins the two cities
        self.pending.append((F_WAR_COUNT, frame[1], frame[2], self._key(args)))

    # -- 美人計 ---------------------------------------------------------------------------------
    def _legal_beauty_city(self, frame: tuple) -> list[str]:
        return self._cities(self._others_cities(frame[1]))

    def _decide_beauty_city(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_BEAUTY_STATE, frame[1], self._key(args)))

    def _legal_beauty_state(self, frame: tuple) -> list[str]:
        # assumption: the plot's player picks which troop returns, by its state
        return self._legal_withdraw_state(frame)

    def _decide_beauty_state(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._spend_command()
        seat, key = frame[1], frame[2]
        city = self.space_city(key)
        space = max(s for s, _, h in self.troops_in(city) if h == (verb == HOLD))
        self._take(self.troops[space][0], space)
        if self._reinforce_targets(seat):
            self.pending.append((F_BEAUTY_PUT, seat))

    def _legal_beauty_put(self, frame: tuple) -> list[str]:
        return self._cities(self._reinforce_targets(frame[1])) + [NONE]

    def _decide_beauty_put(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb != NONE:  # assumption: the troop's state is chosen as in reinforcing
            self.pending.append((F_REINFORCE_STATE, frame[1], self._key(args)))

    # -- 調虎離山 -------------------------------------------------------------------------------
    def _legal_lure_city(self, frame: tuple) -> list[str]:
        return self._cities(self._lure_cities(frame[1]))

    def _decide_lure_city(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._spend_command()
        key = self._key(args)
        for space, owner, holding in self.troops_in(self.space_city(key)):
            if holding:
                self.troops[space] = (owner, False)
        self._event("lured", seat=frame[1], city=list(key), size=self.board.size(self.space_city(key)))
        if self._lure_origins(frame[1], self.space_city(key)):
            self.pending.append((F_LURE_WAR, frame[1], key))

    def _legal_lure_war(self, frame: tuple) -> list[str]:
        return self._cities(self._lure_origins(frame[1], self.space_city(frame[2]))) + [NONE]

    def _decide_lure_war(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb != NONE:
            self.pending.append((F_WAR_COUNT, frame[1], self._key(args), frame[2]))
