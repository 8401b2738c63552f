"""3KingdomsBattle's command cards (seed §2(4), §3(2), K-3, K-8, K-11): national war and
emergency deployment as frames on the decision stack; plots, the third use, live in ``plots``.

``command`` plays a card and pushes ``command_choice``: ``war``, ``emergency:in`` /
``emergency:out`` or ``plot:<name>``, each offered only when it can be done. The card is
spent (the count is public, ``_spend_command``) only on the choice that carries the use out —
the troops of a war (``war_count``), an emergency's city, a plot's last choice before it acts
(``plots``); until then ``unspent`` holds (seat, use) and every step also offers ``back``,
which drops the use's frames and asks the turn's choice again (seed §2(4): the card leaves
the game after its use).

National war: ``war_origin`` (a controlled city with an alert troop and a target),
``war_target`` (another player's city plain-connected to it), ``war_count``
(``troops:N`` alert troops fight), then the automatic ``war_round`` (one exchange,
``wars.national_round``) and, while both sides stand, the attacker's ``war_retreat``
(``retreat`` / ``continue``; a round flagged ``no_retreat`` by a plot fights
on at once). Afterwards ``war_settle`` (the attacker moves
``troops:N`` survivors into the target) or ``war_take_origin`` (the defender moves
``troops:N`` alert troops into the empty origin). The attackers stay on the origin's
spaces while they fight, so every troop is always on a space or in a supply.

Emergency deployment: ``emergency_in`` (a controlled city with two free spaces) then two
``emergency_in_state`` (``alert`` / ``hold`` each), or ``emergency_out`` (a controlled
city with two troops) then two ``emergency_out_state`` (which state leaves).
"""
from __future__ import annotations

from client.core.actions import act, int_arg

from . import wars
from .vocabulary import (ALERT, CONTINUE, EMERGENCY, F_COMMAND, F_EMERGENCY_IN, F_EMERGENCY_IN_STATE,
                         F_EMERGENCY_OUT, F_EMERGENCY_OUT_STATE, F_WAR_COUNT, F_WAR_ORIGIN, F_WAR_RETREAT,
                         F_WAR_ROUND, F_WAR_SETTLE, F_WAR_TAKE_ORIGIN, F_WAR_TARGET, HOLD, IN, OUT, RETREAT,
                         PLOT, TROOPS_VERB, WAR, Space, BEAUTY, DRIVE_TIGER, LURE_TIGER, SECRET_PATH)

EMERGENCY_TROOPS = 2  # seed §2(4)B: two troops in, or two out


def _counts(low: int, high: int) -> list[str]:
    return [act(TROOPS_VERB, n) for n in range(low, high + 1)]


class CommandActions:
    """Mixed into the state: the ``command`` action's frames."""

    # -- what can be done -----------------------------------------------------------------------
    def command_choices(self, seat: int, mine: dict | None = None) -> list[str]:
        """The uses of a command card ``seat`` could carry out now (K-11)."""
        mine = self.controlled(seat) if mine is None else mine
        out = []
        if self._war_origins(seat, mine):
            out.append(WAR)
        if self._emergency_in_cities(seat, mine):
            out.append(act(EMERGENCY, IN))
        if self._emergency_out_cities(mine):
            out.append(act(EMERGENCY, OUT))
        return out + self._plot_choices(seat, mine)

    def _can_command(self, seat: int, facts) -> bool:
        """Whether ``command_choices`` is not empty (asked every turn): the same questions,
        answered from ``seat_facts``, the plain connections last."""
        if facts.pair or self.supply[seat] >= EMERGENCY_TROOPS and facts.free2:  # emergency out, in
            return True
        plots = self.plots[seat]
        others = facts.others
        if plots and others and (BEAUTY in plots or LURE_TIGER in plots and facts.others_holding
                                 or SECRET_PATH in plots and facts.alert):
            return True
        connected = self.board.plain_connected
        if any(connected(a, o) for a in facts.alert for o in others):  # ``_war_origins``
            return True
        if DRIVE_TIGER in plots and facts.others_alert:  # ``_drive_origins``
            ctrl = self.controllers()
            return any(ctrl[o] != ctrl[a] and connected(a, o) for a in facts.others_alert for o in others)
        return False

    def _alert_spaces(self, city: int, seat: int) -> list[Space]:
        return sorted(s for s, o, h in self.troops_in(city) if o == seat and not h)

    def _war_origins(self, seat: int, mine: dict, others: dict | None = None) -> list[int]:
        others = self._others_cities(seat) if others is None else others
        return [c for c, troops in mine.items()
                if any(not h for _, _, h in troops) and self._war_targets(seat, c, others)]

    def _war_targets(self, seat: int, origin: int, others: dict | None = None) -> list[int]:
        """The other players' cities plain-connected to ``origin`` (``others``: ``_others_cities(seat)``)."""
        others = self._others_cities(seat) if others is None else others
        connected = self.board.plain_connected
        return [c for c in others if connected(origin, c)]

    def _emergency_in_cities(self, seat: int, mine: dict) -> list[int]:
        # assumption: both troops come from supply, so it needs two there (the seed names only none)
        if self.supply[seat] < EMERGENCY_TROOPS:
            return []
        return [c for c, troops in mine.items() if self._free_count(c, troops) >= EMERGENCY_TROOPS]

    def _emergency_out_cities(self, mine: dict) -> list[int]:
        return [c for c, troops in mine.items() if len(troops) >= EMERGENCY_TROOPS]

    # -- the card -------------------------------------------------------------------------------
    def _start_command(self, me: int) -> None:
        self.unspent = (me, None)
        self.pending.append((F_COMMAND, me))

    def _spend_command(self) -> None:
        """The use is carried out now: the card (and a plot's card) leaves the game, told to all."""
        if self.unspent is None:
            return  # 調虎離山's war needs no card (seed), and its plot was spent already
        seat, use = self.unspent
        self.unspent = None
        self.commands[seat] -= 1
        self._event("command", seat=seat, left=self.commands[seat])
        self._event("command_use", seat=seat, use=use)
        verb, _, plot = use.partition(":")
        if verb == PLOT:
            self._spend_plot(seat, plot)

    def _put_back_command(self) -> None:
        """``back``: the use's frames go (they changed nothing) and the turn's choice is asked again."""
        self.unspent = None
        self.pending = []

    def _legal_command_choice(self, frame: tuple) -> list[str]:
        return self.command_choices(frame[1])

    def _decide_command_choice(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        self.unspent = (seat, act(verb, *args))
        if verb == WAR:
            self.pending.append((F_WAR_ORIGIN, seat))
        elif verb == PLOT:
            self._start_plot(seat, args[0])
        elif args == [IN]:
            self.pending.append((F_EMERGENCY_IN, seat))
        else:
            self.pending.append((F_EMERGENCY_OUT, seat))

    # -- national war: choices ------------------------------------------------------------------
    def _legal_war_origin(self, frame: tuple) -> list[str]:
        return self._cities(self._war_origins(frame[1], self.controlled(frame[1])))

    def _decide_war_origin(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_WAR_TARGET, frame[1], self._key(args)))

    def _legal_war_target(self, frame: tuple) -> list[str]:
        return self._cities(self._war_targets(frame[1], self.space_city(frame[2])))

    def _decide_war_target(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_WAR_COUNT, frame[1], frame[2], self._key(args)))

    def _legal_war_count(self, frame: tuple) -> list[str]:
        return _counts(1, len(self._alert_spaces(self.space_city(frame[2]), frame[1])))

    def _decide_war_count(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._spend_command()
        seat, origin, target = frame[1], frame[2], frame[3]
        defender = self.controller(self.space_city(target))
        self._event("war", seat=seat, defender=defender, origin=list(origin), target=list(target),
                    attackers=int_arg(args[0]), size=self.board.size(self.space_city(target)))
        self.pending.append((F_WAR_ROUND, seat, origin, target, int_arg(args[0]), defender))

    # -- national war: the exchanges ------------------------------------------------------------
    def _run_war_round(self, frame: tuple) -> None:
        seat, origin, target, attackers, defender, *no_retreat = frame[1:]
        defenders = sorted((s, h) for s, o, h in self.troops_in(self.space_city(target)))
        holding = [s for s, h in defenders if h]
        r = wars.national_round(attackers, len(defenders) - len(holding), len(holding), self.rng)
        for space in holding[:r.turned]:
            self.troops[space] = (defender, False)
        alert = [s for s, h in defenders if not h] + holding[:r.turned]
        for space in sorted(alert)[:r.removed]:
            self._take(defender, space, quiet=True)
        for space in self._alert_spaces(self.space_city(origin), seat)[:r.attackers_lost]:
            self._take(seat, space, quiet=True)
        outcome = r.outcome
        self._event("war_round", seat=seat, defender=defender, attacker_dice=list(r.attacker_dice),
                    defender_dice=list(r.defender_dice), attackers=r.attackers, alert=r.alert,
                    holding=r.holding, turned=r.turned, removed=r.removed, attackers_lost=r.attackers_lost,
                    outcome=str(outcome) if outcome else None)
        if outcome is None and no_retreat:  # 驅虎吞狼 (K-9): the war goes on to the end
            self.pending.append((F_WAR_ROUND, seat, origin, target, r.attackers, defender, True))
        elif outcome is None:
            self.pending.append((F_WAR_RETREAT, seat, origin, target, r.attackers, defender))
        elif outcome is wars.Outcome.ATTACKER:
            self.pending.append((F_WAR_SETTLE, seat, origin, target, r.attackers))
        elif outcome is wars.Outcome.DEFENDER:
            origin_city = self.space_city(origin)
            may = wars.defender_may_take_origin(r.alert, len(self.troops_in(origin_city)),
                                                len(self.board.garrison_spaces(origin_city)))
            if may:
                self.pending.append((F_WAR_TAKE_ORIGIN, defender, origin, target, may))
        # BOTH_GONE: the target (and an empty origin) are left without troops: idle (K-8)

    def _legal_war_retreat(self, frame: tuple) -> list[str]:
        return [RETREAT, CONTINUE]

    def _decide_war_retreat(self, frame: tuple, verb: str, args: list[str]) -> None:
        # assumption: offered after every undecided exchange, even one where nothing hit
        if verb == CONTINUE:
            self.pending.append((F_WAR_ROUND, *frame[1:]))
        else:  # the survivors never left the origin's spaces
            self._event("war_end", seat=frame[1], outcome=str(wars.Outcome.RETREAT))

    # -- national war: the aftermath ------------------------------------------------------------
    def _legal_war_settle(self, frame: tuple) -> list[str]:
        seat, _, target, survivors = frame[1:]
        return _counts(0, min(survivors, len(self.free_spaces(self.space_city(target)))))

    def _decide_war_settle(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, origin, target, _ = frame[1:]
        self._event("war_move", seat=seat, move="settle", count=int_arg(args[0]), city=list(target),
                    size=self.board.size(self.space_city(target)))
        self._move(seat, self.space_city(origin), self.space_city(target), int_arg(args[0]))

    def _legal_war_take_origin(self, frame: tuple) -> list[str]:
        # assumption: "any number" includes all of them, even if that leaves the target empty (idle)
        return _counts(0, frame[4])

    def _decide_war_take_origin(self, frame: tuple, verb: str, args: list[str]) -> None:
        defender, origin, target, _ = frame[1:]
        self._event("war_move", seat=defender, move="take_origin", count=int_arg(args[0]), city=list(origin),
                    size=self.board.size(self.space_city(origin)))
        self._move(defender, self.space_city(target), self.space_city(origin), int_arg(args[0]))

    def _move(self, seat: int, source: int, target: int, count: int) -> None:
        """``count`` of ``seat``'s alert troops go from ``source`` to ``target``, arriving alert."""
        for space, free in zip(self._alert_spaces(source, seat)[:count], self.free_spaces(target)):
            del self.troops[space]
            self.troops[free] = (seat, False)
            self._event("transfer", seat=seat, source=list(space), target=list(free))

    # -- emergency deployment -------------------------------------------------------------------
    def _legal_emergency_in(self, frame: tuple) -> list[str]:
        return self._cities(self._emergency_in_cities(frame[1], self.controlled(frame[1])))

    def _decide_emergency_in(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._spend_command()
        key = self._key(args)
        for _ in range(EMERGENCY_TROOPS):
            self.pending.append((F_EMERGENCY_IN_STATE, frame[1], key))

    def _legal_emergency_in_state(self, frame: tuple) -> list[str]:
        # assumption: each troop's state is chosen as in reinforcing (seed §2(2)A)
        return [ALERT, HOLD]

    def _decide_emergency_in_state(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._put(frame[1], self.free_spaces(self.space_city(frame[2]))[0], verb == HOLD)

    def _legal_emergency_out(self, frame: tuple) -> list[str]:
        return self._cities(self._emergency_out_cities(self.controlled(frame[1])))

    def _decide_emergency_out(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._spend_command()
        key = self._key(args)
        for _ in range(EMERGENCY_TROOPS):
            self.pending.append((F_EMERGENCY_OUT_STATE, frame[1], key))

    def _legal_emergency_out_state(self, frame: tuple) -> list[str]:
        return self._legal_withdraw_state(frame)  # each troop leaves as in withdrawing

    def _decide_emergency_out_state(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._decide_withdraw_state(frame, verb, args)
