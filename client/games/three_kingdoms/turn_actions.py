"""3KingdomsBattle's troop actions (seed §2(2), §2(3), §2(5), K-3, K-10): reinforce, withdraw,
transfer, switch and occupy, each a first frame and its follow-ups; and the two moves
every action uses, a troop entering from supply and one leaving to it."""
from __future__ import annotations

from client.core.actions import act

from . import wars
from .board import LARGE
from .vocabulary import (ALERT, COMMAND, DONE, EXPAND, F_OCCUPY, F_REINFORCE, F_REINFORCE_STATE, F_SWITCH,
                         F_TRANSFER_FROM, F_TRANSFER_TO, F_WITHDRAW, F_WITHDRAW_STATE, HOLD, OCCUPY, PASS,
                         REINFORCE, SWITCH, TRANSFER, WITHDRAW, Space)


SWITCH_HOLD, SWITCH_ALERT = act(SWITCH, HOLD), act(SWITCH, ALERT)


class TroopActions:
    """Mixed into the state: the turn's first choice and the troop actions' frames."""

    def _turn_actions(self) -> list[str]:
        me = self.turn
        facts = self.seat_facts(me)
        supply = self.supply[me]
        out = []
        if self.stack:  # assumption: offered while tiles are left, even if none of them fits (K-6)
            out.append(EXPAND)
        if supply and facts.free:  # ``_reinforce_targets``
            out.append(REINFORCE)
        if facts.mine:
            out.append(WITHDRAW)
        if facts.alert and facts.free and self._can_transfer(facts):
            out.append(TRANSFER)
        if facts.alert:  # ``_switchable``: a troop that can turn to holding
            out.append(SWITCH_HOLD)
        if facts.holding:
            out.append(SWITCH_ALERT)
        if supply and self._idle_now():
            out.append(OCCUPY)
        if self.commands[me] and self._can_command(me, facts):
            out.append(COMMAND)
        return out or [PASS]

    def _can_transfer(self, facts) -> bool:
        """Whether ``_transfer_sources`` is not empty."""
        connected = self.board.plain_connected
        return any(a != b and connected(a, b) for a in facts.alert for b in facts.free)

    def _reinforce_targets(self, seat: int, mine: dict | None = None) -> list[int]:
        if not self.supply[seat]:
            return []
        mine = self.controlled(seat) if mine is None else mine
        return [c for c, troops in mine.items() if self._free_count(c, troops)]

    def _transfer_sources(self, seat: int, mine: dict | None = None) -> list[int]:
        mine = self.controlled(seat) if mine is None else mine
        return [c for c, troops in mine.items()
                if any(not h for _, _, h in troops) and self._transfer_targets(seat, c, mine)]

    def _transfer_targets(self, seat: int, source: int, mine: dict | None = None) -> list[int]:
        mine = self.controlled(seat) if mine is None else mine
        return [c for c, troops in mine.items() if c != source and self._free_count(c, troops)
                and self.board.plain_connected(source, c)]

    def _switchable(self, seat: int, to_hold: bool, mine: dict | None = None) -> list[int]:
        mine = self.controlled(seat) if mine is None else mine
        return [c for c, troops in mine.items() if any(h != to_hold for _, _, h in troops)]

    def _start_action(self, me: int, action: str, verb: str, args: list[str]) -> None:
        self._event("action", seat=me, action=action)
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
        elif verb == COMMAND:
            self._start_command(me)
        # PASS: nothing

    # -- reinforce ------------------------------------------------------------------------------
    def _legal_reinforce_city(self, frame: tuple) -> list[str]:
        return self._cities(self._reinforce_targets(frame[1]))

    def _decide_reinforce_city(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_REINFORCE_STATE, frame[1], self._key(args)))

    def _legal_reinforce_state(self, frame: tuple) -> list[str]:
        return [ALERT, HOLD]

    def _decide_reinforce_state(self, frame: tuple, verb: str, args: list[str]) -> None:
        # assumption: a city's spaces are alike to the rules; the troop takes the first free one
        self._put(frame[1], self.free_spaces(self.space_city(frame[2]))[0], verb == HOLD)

    # -- withdraw -------------------------------------------------------------------------------
    def _legal_withdraw_city(self, frame: tuple) -> list[str]:
        return self._cities(self.controlled(frame[1]))

    def _decide_withdraw_city(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_WITHDRAW_STATE, frame[1], self._key(args)))

    def _legal_withdraw_state(self, frame: tuple) -> list[str]:
        states = {h for _, _, h in self.troops_in(self.space_city(frame[2]))}
        return [s for s, h in ((ALERT, False), (HOLD, True)) if h in states]

    def _decide_withdraw_state(self, frame: tuple, verb: str, args: list[str]) -> None:
        city = self.space_city(frame[2])
        # assumption: of several troops in the same state, the one on the last space leaves
        space = max(s for s, _, h in self.troops_in(city) if h == (verb == HOLD))
        self._take(frame[1], space)

    # -- transfer -------------------------------------------------------------------------------
    def _legal_transfer_from(self, frame: tuple) -> list[str]:
        return self._cities(self._transfer_sources(frame[1]))

    def _decide_transfer_from(self, frame: tuple, verb: str, args: list[str]) -> None:
        self.pending.append((F_TRANSFER_TO, frame[1], self._key(args)))

    def _legal_transfer_to(self, frame: tuple) -> list[str]:
        return self._cities(self._transfer_targets(frame[1], self.space_city(frame[2])))

    def _decide_transfer_to(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, source = frame[1], self.space_city(frame[2])
        space = max(s for s, _, h in self.troops_in(source) if not h)
        target = self.free_spaces(self.city_by_key(args))[0]
        del self.troops[space]
        # assumption: the moved troop (alert, seed §2(2)C) arrives alert; the seed says no more
        self.troops[target] = (seat, False)
        self._event("transfer", seat=seat, source=list(space), target=list(target))

    # -- switch ---------------------------------------------------------------------------------
    def _legal_switch_more(self, frame: tuple) -> list[str]:
        to_hold, switched = frame[2], frame[3]
        out = self._cities(self._switchable(frame[1], to_hold))
        return out + [DONE] if switched else out

    def _decide_switch_more(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb == DONE:
            return
        seat, to_hold, switched = frame[1], frame[2], frame[3]
        city = self.city_by_key(args)
        space = min(s for s, _, h in self.troops_in(city) if h != to_hold)
        self.troops[space] = (seat, to_hold)
        self._event("switch", seat=seat, space=list(space), holding=to_hold)
        self.pending.append((F_SWITCH, seat, to_hold, switched + 1))

    # -- occupy ---------------------------------------------------------------------------------
    def _legal_occupy_city(self, frame: tuple) -> list[str]:
        return self._cities(self.idle_cities())

    def _decide_occupy_city(self, frame: tuple, verb: str, args: list[str]) -> None:
        self._occupy(frame[1], self.city_by_key(args))

    # -- troops ---------------------------------------------------------------------------------
    def _put(self, seat: int, space: Space, holding: bool) -> None:
        assert space not in self.troops and self.supply[seat] > 0
        self.troops[space] = (seat, holding)
        self.supply[seat] -= 1
        self._event("troop_in", seat=seat, space=list(space), holding=holding)

    def _take(self, seat: int, space: Space, quiet: bool = False) -> None:
        assert self.troops[space][0] == seat
        holding = self.troops[space][1]
        del self.troops[space]  # Troops refuses pop: each change renews its version
        self.supply[seat] += 1
        if not quiet:
            self._event("troop_out", seat=seat, space=list(space), holding=holding)

    def _occupy(self, seat: int, city: int) -> None:
        result = wars.occupy(self.board.size(city) == LARGE, self.rng)
        key = self.city_key(city)
        self._event("occupy", seat=seat, city=list(key), die=result.die, needed=result.needed,
                    success=result.success)
        if result.success:  # K-10: one alert troop from supply enters
            self._put(seat, self.free_spaces(city)[0], False)

