"""Disciple actions (seed phase 7): missions, the districts' actions, the Castle, the annexes.

Players in order take one disciple action each (``act``), round and round, until no disciple
is left out. A disciple acting goes home first. Choices:

* ``mission:<id>:<space>``  complete a held mission with the disciple on ``space``: a disciple
  of the player stands in each required district (twice named = two disciples), the activated
  one among them; the items are owned, not spent. A disciple on the player's Yashiki may go home
  to count as a geisha, one on the Karesansui as a blessing (passives). The extra requirement,
  checked on top of the standard one, adds the extra reward.
* ``do:<space>:<option>[:<arg>]``  the district's action (``board.DISTRICT_ACTIONS``; Castle:
  ``do:shogun``, ``do:bakufu1:<colour>``, ``do:order<k>``). ``do:order<k>`` calls every order
  space, from 1 (seed): each occupant in turn moves their marker anywhere in the player order
  (``order:<k>``) and their disciple goes home, used, even if they meant it for a mission.
* ``use:<annex>:<arg>``  an annex's active ability (the disciple stands on it).
* ``recall:<space>``  the disciple comes home without acting.
"""
from __future__ import annotations

from collections import Counter

from client.core.actions import act, int_arg

from . import board as B
from .effects import COLOURS
from .vocabulary import (ACTION, DO, F_ACT, F_ACTION_NEXT, F_LOOK, F_PUT, F_REORDER, MISSION,
                         ORDER, RECALL, TURN_TIMINGS, USE)

FORESEE_POOLS = ("action", "bonus", "weapon", "event") + tuple("mission:" + c for c in COLOURS)


SPACE_DISTRICT = {s.id: s.district for s in B.SPACES}
RECALL_TEXT = {s.id: act(RECALL, s.id) for s in B.SPACES}
_NEEDS: dict[str, Counter] = {}
_ITEM_NEEDS: dict[tuple, Counter] = {}


def _needs(mission) -> Counter:
    """How many disciples a mission needs in each district (cached: content never changes)."""
    need = _NEEDS.get(mission.id)
    if need is None:
        need = _NEEDS[mission.id] = Counter(mission.districts)
    return need


class DiscipleActions:
    """Mixed into the state."""

    # -- the phase ------------------------------------------------------------------------------
    def _run_action(self, frame: tuple) -> None:
        self.phase = ACTION
        self.cursor = 0
        self.pending.append((F_ACTION_NEXT, None))

    def _call_order(self, caller: int) -> None:
        """Seed: when someone chooses to change the order, the order spaces act from 1, each
        occupant's disciple going home as used (so a call can pre-empt another's mission)."""
        for space in ("order3", "order2", "order1"):
            seat = self.placed.get(space)
            if seat is not None:
                self.pending.append((F_REORDER, seat, space, caller))

    def _legal_reorder(self, frame: tuple) -> list[str]:
        if self.placed.get(frame[2]) != frame[1]:
            return []
        return [act(ORDER, k) for k in range(1, self.num_players + 1)]

    def _decide_reorder(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, space, caller = frame[1], frame[2], frame[3]
        self.order.remove(seat)
        self.order.insert(int_arg(args[0], "place in the order") - 1, seat)
        self._go_home(seat, space)
        # assumption: the new order holds at once: play goes on with the player after the caller
        self.cursor = self.order.index(caller) + 1
        self._event("reorder", seat=seat, order=list(self.order))

    def _run_action_next(self, frame: tuple) -> None:
        n = self.num_players
        for step in range(n):
            i = (self.cursor + step) % n
            seat = self.order[i]
            if seat in self.placed.values() or self.annexed[seat]:  # a disciple out (``disciples_out``)
                self.cursor = i + 1
                self.pending.append((F_ACTION_NEXT, None))
                self.pending.append((F_ACT, seat))
                return

    def _go_home(self, seat: int, where: str) -> None:
        if where in B.SPACE:
            del self.placed[where]
        else:
            self.annexed[seat] = tuple(a for a in self.annexed[seat] if a != where)
        self.home[seat] += 1

    # -- what a disciple may do -----------------------------------------------------------------
    def _legal_act(self, frame: tuple) -> list[str]:
        seat = frame[1]
        out = []
        spaces = [s for s, o in self.placed.items() if o == seat]
        missions = self.missions[seat]
        if spaces and missions:
            have: dict[str, int] = {}
            for space in spaces:
                district = SPACE_DISTRICT[space]
                have[district] = have.get(district, 0) + 1
            for mission in missions:
                if self._can_complete(seat, mission, have):
                    need = self.data.missions[mission].districts
                    out += [f"{MISSION}:{mission}:{s}" for s in spaces if SPACE_DISTRICT[s] in need]
        for space in spaces:
            out += [":".join((DO, space) + option) for option in self._district_options(seat, B.SPACE[space])]
        annexed = self.annexed[seat]
        for annex in annexed:
            out += [f"{USE}:{annex}:{arg}" for arg in self._annex_options(seat, annex)]
        # assumption: a disciple may also come home without acting (so a turn always has a choice)
        out += [RECALL_TEXT[s] for s in spaces]
        if annexed:
            out += [f"{RECALL}:{s}" for s in annexed]
        if self.hands[seat] or self.blackmail[seat]:
            out += self.card_plays(seat, TURN_TIMINGS[F_ACT])
        return out

    def _district_options(self, seat: int, space: B.Space) -> list[tuple]:
        c, p = self.coins[seat], self.points[seat]
        d = space.district
        if space.action == B.SHOGUN:
            return [()]
        if space.action == B.BAKUFU:
            return [(col,) for col in COLOURS if self.mission_decks[col]]
        if space.action == B.ORDER:
            return [()]
        out: list[tuple] = []
        if d == B.GATE:
            if c >= B.RECRUIT_PRICE and self.reserve[seat]:
                out.append(("recruit",))
            out += [(k,) for k, (cost, _) in B.BEG.items() if p >= cost]
            if self.action_deck:
                out.append(("foresee",))
        elif d == B.INN:
            if c >= B.BUILD_PRICE:
                out += [("build", a) for a in self._annex_choices(seat)]
            if self._deck_ready("weapon"):
                out.append(("foresee",))
        elif d == B.PORT:
            if self.church:
                out.append(("church",))
            out += [(k,) for k, (cost, _) in B.IMPORT.items() if c >= cost]
            if self.bonus_deck:
                out.append(("foresee",))
        elif d == B.RED_LIGHT:
            if self.geisha_supply and self.geisha[seat] < B.LIMITS["geisha"]:
                if c >= B.GEISHA_PRICE:
                    out.append(("geisha", "coins"))
                if p >= B.GEISHA_POINTS:
                    out.append(("geisha", "points"))
            if c >= B.CARD_PRICE and self.action_deck:
                out.append(("buy_card",))
        elif d == B.MARKET:
            for slot, weapon in enumerate(self.market):
                if weapon and c >= self.weapon_price(seat, slot):
                    out.append(("buy", str(slot + 1)))
            out += [("sell", card) for card in sorted(set(self.hands[seat]) | set(self.bonus[seat]))]
        elif d == B.TEMPLE:
            if self.blessing_supply and not self.blessing[seat]:
                out.append(("blessing",))
            if self.event_deck:
                out.append(("events",))
            out += [("missions", col) for col in COLOURS if self.mission_decks[col]]
        return out

    def weapon_price(self, seat: int, slot: int) -> int:
        price = B.MARKET_PRICES[slot]
        if "kobudo" in self.annexes[seat]:
            price = max(0, price - B.KOBUDO_DISCOUNT)
        return price

    def _annex_options(self, seat: int, annex: str) -> list[str]:
        if annex == "yashiki":
            return [m for m in self.missions[seat] if self.mission_decks[self.mission_colour(m)]]
        if annex == "karesansui":
            return [p.split(":")[-1] for p in FORESEE_POOLS if self._deck_ready(p)]
        if annex == "dojo":
            return sorted(set(self.weapons[seat]))
        if annex == "kobudo":
            return sorted(set(self.hands[seat])) if self.action_deck else []
        return []

    # -- missions -------------------------------------------------------------------------------
    def _meets(self, seat: int, items: tuple[str, ...]) -> tuple[bool, tuple[str, ...]]:
        """Whether ``seat`` owns ``items``; and the annex stand-ins (Yashiki, Karesansui) it takes."""
        if not items:
            return True, ()
        need = _ITEM_NEEDS.get(items)
        if need is None:
            need = _ITEM_NEEDS[items] = Counter(items)
        mine = self.weapons[seat]
        if any(item.startswith("weapon:") and mine.count(item[7:]) < k for item, k in need.items()):
            return False, ()
        if any(item.startswith("annex:") and item[6:] not in self.annexes[seat] for item in need):
            return False, ()
        standins = []
        for item, have, annex in (("geisha", self.geisha[seat], "yashiki"),
                                  ("blessing", self.blessing[seat], "karesansui")):
            short = need[item] - have
            if short > 1 or (short == 1 and annex not in self.annexed[seat]):
                return False, ()
            if short == 1:
                standins.append(annex)
        return True, tuple(standins)

    def _can_complete(self, seat: int, mission_id: str, have: dict[str, int]) -> bool:
        """Districts and items (not which disciple acts): the cheap test ``_legal_act`` runs."""
        mission = self.data.missions.get(mission_id)  # None: another seat's hidden mission
        if mission is None:
            return False
        for d, k in _needs(mission).items():
            if have.get(d, 0) < k:
                return False
        return self._meets(seat, mission.items)[0]

    def mission_check(self, seat: int, mission_id: str, space: str) -> tuple[bool, bool, tuple[str, ...]]:
        """(can complete with the disciple on ``space``, extra requirement met, stand-ins used)."""
        if mission_id.startswith("?"):
            return False, False, ()
        mission = self.data.missions[mission_id]
        need = _needs(mission)
        if B.SPACE[space].district not in need:
            return False, False, ()
        have = Counter(B.SPACE[s].district for s, o in self.placed.items() if o == seat)
        if any(have[d] < k for d, k in need.items()):
            return False, False, ()
        ok, standins = self._meets(seat, mission.items)
        if not ok:
            return False, False, ()
        if mission.extra:
            # assumption: a stand-in annex disciple counts once, for the standard and extra items together
            extra_ok, extra_standins = self._meets(seat, mission.items + mission.extra)
            if extra_ok:
                return True, True, extra_standins
        return True, False, standins

    def _complete(self, seat: int, mission_id: str, space: str) -> None:
        ok, extra, standins = self.mission_check(seat, mission_id, space)
        mission = self.data.missions[mission_id]
        self._take_from(seat, "missions", mission_id)
        # the seed keeps the done pile face down (「已完成任務卡（不限、不公開）」): the others learn its
        # colour and the points it scores (the score track), not which mission it was
        points = mission.points(extra)
        self.completed[seat] = self.completed[seat] + (mission_id,)
        self.completed_points[seat] = self.completed_points[seat] + (points,)
        self._go_home(seat, space)
        for annex in standins:
            self._go_home(seat, annex)
        self._event("mission", private_to=seat, reveals=True,
                    redacted={"seat": seat, "colour": mission.colour, "points": points, "standins": list(standins)},
                    seat=seat, mission=mission_id, colour=mission.colour, points=points, extra=extra,
                    standins=list(standins))
        self._run_effect(seat, mission.reward + (mission.extra_reward if extra else ()))

    # -- doing it -------------------------------------------------------------------------------
    def _decide_act(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat = frame[1]
        if self._maybe_play(frame, verb, args):
            return
        if verb == MISSION:
            self._complete(seat, args[0], args[1])
        elif verb == RECALL:
            self._go_home(seat, args[0])
            self._event("recall", seat=seat, space=args[0])
        elif verb == USE:
            self._go_home(seat, args[0])
            self._use_annex(seat, args[0], args[1])
        elif B.SPACE[args[0]].action == B.ORDER:
            self._event("district_action", seat=seat, space=args[0], option="")
            self._call_order(seat)  # the caller's disciple goes home with the others, from space 1
        else:
            self._go_home(seat, args[0])
            self._district_action(seat, B.SPACE[args[0]], args[1:])

    def _district_action(self, seat: int, space: B.Space, args: list[str]) -> None:
        # assumption: a card sold goes under its deck (the seed says only "2 coins"); it stays hidden, so
        # the public event names its kind only ("sold")
        self._event("district_action", seat=seat, space=space.id, option="sell" if args[:1] == ["sell"] else ":".join(args))
        if space.action == B.SHOGUN:
            self._op_points(seat, 1, -1)
            return
        if space.action == B.BAKUFU:
            pool = "mission:" + args[0]
            self._gain_card(seat, pool, self._draw(pool))
            return
        option = args[0]
        if option == "recruit":
            self.coins[seat] -= B.RECRUIT_PRICE
            self._op_disciple(seat, 1, -1)
        elif option in B.BEG:
            cost, gain = B.BEG[option]
            self.points[seat] -= cost
            self.coins[seat] += gain
        elif option in B.IMPORT:
            cost, gain = B.IMPORT[option]
            self.coins[seat] -= cost
            self.points[seat] += gain
        elif option == "foresee":
            pool = {B.GATE: "action", B.INN: "weapon", B.PORT: "bonus"}[space.district]
            self._look_at(seat, pool, F_PUT)
        elif option == "build":
            self.coins[seat] -= B.BUILD_PRICE
            self._gain_annex(seat, args[1])
        elif option == "church":
            self.coins[seat] += self.church
            self.church = 0
        elif option == "geisha":
            if args[1] == "coins":
                self.coins[seat] -= B.GEISHA_PRICE
            else:
                self.points[seat] -= B.GEISHA_POINTS
            self._op_geisha(seat, 1, -1)
        elif option == "buy_card":
            self.coins[seat] -= B.CARD_PRICE
            self._gain_card(seat, "action", self._draw("action"))
        elif option == "buy":
            slot = int_arg(args[1], "market slot") - 1
            weapon = self.market[slot]
            self.coins[seat] -= self.weapon_price(seat, slot)
            self.market[slot] = None
            self._gain_card(seat, "weapon", weapon)
        elif option == "sell":
            zone = "actions" if args[1] in self.hands[seat] else "bonus"
            self._take_from(seat, zone, args[1])
            self.deck("action" if zone == "actions" else "bonus").insert(0, args[1])
            self.coins[seat] += B.SELL_PRICE
            self._event("sold", seat=seat, zone=zone)
        elif option == "blessing":
            self._op_blessing(seat, 1, -1)
        elif option == "events":
            self._look_at(seat, "event", F_LOOK)
        elif option == "missions":
            self._look_at(seat, "mission:" + args[1], F_PUT)

    def _use_annex(self, seat: int, annex: str, arg: str) -> None:
        self._event("annex_action", seat=seat, annex=annex)
        if annex == "yashiki":
            colour = self.data.missions[arg].colour
            self._take_from(seat, "missions", arg)
            self.mission_decks[colour].insert(0, arg)
            self._gain_card(seat, "mission:" + colour, self._draw("mission:" + colour))
        elif annex == "karesansui":
            pool = "mission:" + arg if arg in COLOURS else arg
            self._look_at(seat, pool, F_LOOK if pool == "event" else F_PUT)
        elif annex == "dojo":
            self._take_from(seat, "weapons", arg)
            self.weapon_discard.append(arg)
            self._gain_card(seat, "weapon", self._draw("weapon"))
        elif annex == "kobudo":
            self._take_from(seat, "actions", arg)
            self.action_deck.insert(0, arg)
            self._gain_card(seat, "action", self._draw("action"))
