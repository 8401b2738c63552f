"""Yedo's setup (seed "初期配置") and the rounds' skeleton.

Setup on the stack: the mission draft (from the last player to the first, one card from a
deck of the player's choice at a time until each holds four; everyone ends with at least one
red or black mission), one action card each (Samurai mode: the best of the top three, the other
two under the deck), then the favour draft (from the last player to the first; the favour is
taken at once and its card turns into Blackmail). Coins (12) and disciples are dealt in the
state's constructor.

A round (seed "遊戲進行"): ``round`` pushes the phases' frames — preparation (not in round 1),
auction, event, placement, patrol (not in round 11 in Geisha mode), trading, disciple actions
— and ``round_end``, which starts the next round or ends the game (after round 11, or after
the round in which the Shogun was assassinated).
"""
from __future__ import annotations

from client.core.actions import act

from . import board as B
from .effects import COLOURS
from .vocabulary import (DECK, F_ACTION, F_AUCTION, F_DRAFT, F_EVENT, F_FAVOUR, F_FAVOURS, F_KEEP,
                         F_PATROL, F_PLACEMENT, F_PREP, F_ROUND, F_ROUND_END, F_SETUP_CARD, F_TRADE, FAVOUR, PREP)

HARD = ("red", "black")


class SetupFrames:
    """Mixed into the state."""

    def _start_setup(self) -> None:
        self.pending.append((F_ROUND, None))
        self.pending.append((F_FAVOURS, None))
        for seat in reversed(self.order):
            self.pending.append((F_SETUP_CARD, seat))
        picks = [s for _ in range(B.START_MISSIONS) for s in reversed(self.order)]
        for seat in reversed(picks):
            self.pending.append((F_DRAFT, seat))

    # -- the mission draft ----------------------------------------------------------------------
    def _needs_hard(self, seat: int) -> bool:
        return not any(self.mission_colour(m) in HARD for m in self.missions[seat])

    def _legal_draft(self, frame: tuple) -> list[str]:
        # assumption: to keep the seed's promise (a red or black mission each), a player who has one
        # may not take the hard missions others still need, and the last pick must bring one
        seat = frame[1]
        hard_left = sum(len(self.mission_decks[c]) for c in HARD)
        needy_others = sum(self._needs_hard(s) for s in range(self.num_players) if s != seat)
        last_pick = len(self.missions[seat]) == B.START_MISSIONS - 1
        needs_hard = self._needs_hard(seat)
        out = []
        for colour in COLOURS:
            if not self.mission_decks[colour]:
                continue
            hard = colour in HARD
            if needs_hard:
                if last_pick and not hard:
                    continue  # the last pick must bring the red or black mission
            elif hard and hard_left <= needy_others:
                continue  # keep enough red and black missions for those who still need one
            out.append(act(DECK, colour))
        return out

    def _decide_draft(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        pool = "mission:" + args[0]
        self._gain_card(seat, pool, self._draw(pool))

    # -- the first action card ------------------------------------------------------------------
    def _run_setup_card(self, frame: tuple) -> None:
        seat = frame[1]
        if self.mode == "samurai":
            self._look_at(seat, "action", F_KEEP)
        else:
            self._gain_card(seat, "action", self._draw("action"))

    # -- the favours ----------------------------------------------------------------------------
    def _run_favours(self, frame: tuple) -> None:
        for seat in self.order:  # from the last player to the first: the last decides first
            self.pending.append((F_FAVOUR, seat))

    def _legal_favour(self, frame: tuple) -> list[str]:
        return [act(FAVOUR, f) for f in self.favours_left]

    def _decide_favour(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        self.favour[seat] = args[0]
        self.favours_left = tuple(f for f in self.favours_left if f != args[0])
        self.blackmail[seat] = True  # the card turns over: Blackmail (Y-1)
        self._event("favour", seat=seat, favour=args[0])
        self._run_effect(seat, self.data.favours[args[0]].effect)

    # -- rounds ---------------------------------------------------------------------------------
    def _run_round(self, frame: tuple) -> None:
        self._event("round", round=self.round)
        program = [F_ROUND_END, F_ACTION, F_TRADE]
        if not (self.mode == "geisha" and self.round == B.ROUNDS):
            program.append(F_PATROL)
        program += [F_PLACEMENT, F_EVENT, F_AUCTION]
        if self.round > 1:
            program.append(F_PREP)
        for kind in program:
            self.pending.append((kind, None))

    def _run_prep(self, frame: tuple) -> None:
        self.phase = PREP
        # seed 1c: an empty church gets 3 coins, otherwise one more
        self.church = B.CHURCH_START if self.church == 0 else self.church + B.CHURCH_REFILL
        for seat in self.order:
            if "dojo" in self.annexes[seat]:
                self.coins[seat] += 1  # the dojo's passive
                self._event("coins", seat=seat, change=1, why="dojo")

    def _run_round_end(self, frame: tuple) -> None:
        if self.event:
            self.events_done.append(self.event)
            self.event = None
        self.closed, self.sheltered, self.enter_closed = (), (), ()
        self.countered = frozenset()
        if self.assassinated:
            self._finish("assassination")
        elif self.round >= B.ROUNDS:
            self._finish("rounds")
        else:
            self.round += 1
            self.pending.append((F_ROUND, None))
