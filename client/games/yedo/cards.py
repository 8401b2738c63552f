"""Cards on the decision stack: the effect interpreter, action cards and reactions, foresight,
draws, and hand limits.

* ``ops`` (automatic) runs an effect (``effects.OPS``) for one seat, one operation at a time;
  an operation that needs a choice pushes the choice above what remains.
* ``play:<card>`` at a turn frame (``vocabulary.TURN_TIMINGS``) or a patrol window puts the card
  under the deck, pushes ``resolve`` and, above it, one ``react`` frame for every other player
  holding an action card (Y-6: reactions are out-of-turn answers; asking everyone who holds a
  card reveals nothing). A reaction's ``counter`` marks the answered play; ``resolve`` of a
  countered play does nothing, and the remaining answers to it are dropped. Blackmail cannot be
  countered (Y-1), so nobody is asked.
* Looking at cards: the top three of a deck move to ``peek`` (seen by its seat only), then
  ``keep`` (take one, the rest under the deck — weapons to the discard), ``put`` (put them back
  one by one; the last put lies on top) or ``look`` (events go back in their order).
* ``discard`` frames ask for a weapon or card to give up: after a loss, or when a seat holds
  more than its limit (board.LIMITS).
"""
from __future__ import annotations

from client.core.actions import act, int_arg
from client.core.errors import IllegalAction

from . import board as B
from .content import BLACKMAIL
from .effects import COLOURS
from .vocabulary import (DECK, DISCARD, DONE, F_DECK_PICK, F_DISCARD, F_KEEP, F_LOOK, F_OPS, F_PUT, F_REACT,
                         F_RESOLVE, KEEP, PASS, PLAY, PUT)

ZONES = {"actions": ("hands", "action"), "bonus": ("bonus", "bonus"), "weapons": ("weapons", "weapon"),
         "missions": ("missions", "mission")}
POOL_ZONE = {"action": "actions", "bonus": "bonus", "weapon": "weapons", "mission": "missions"}
PLAY_TEXT: dict[str, str] = {}  # card id → "play:<card>", made once
DECK_ATTR = {"action": "action_deck", "bonus": "bonus_deck", "event": "event_deck", "weapon": "weapon_deck"}


class CardFrames:
    """Mixed into the state."""

    # -- decks ----------------------------------------------------------------------------------
    def deck(self, pool: str) -> list[str]:
        if pool.startswith("mission:"):
            return self.mission_decks[pool[8:]]
        return self.__dict__[DECK_ATTR[pool]]

    def _deck_ready(self, pool: str) -> bool:
        """Whether ``pool`` has a card to give (the weapon discard is shuffled back when needed)."""
        if pool == "weapon":
            return bool(self.weapon_deck or self.weapon_discard)
        return bool(self.deck(pool))

    def _refill_weapons(self) -> None:
        if not self.weapon_deck and self.weapon_discard:
            self.weapon_deck = self.weapon_discard
            self.weapon_discard = []
            self.rng.shuffle(self.weapon_deck)
            self._event("weapons_reshuffled", count=len(self.weapon_deck))

    def _draw(self, pool: str) -> str | None:
        if pool == "weapon":
            self._refill_weapons()
        deck = self.deck(pool)
        return deck.pop() if deck else None

    def _gain_card(self, seat: int, pool: str, card: str | None) -> None:
        """``card`` from ``pool`` goes to ``seat``; weapons are public, the rest private."""
        if card is None:
            return
        kind = pool.partition(":")[0]
        zone = POOL_ZONE[kind]
        table = getattr(self, ZONES[zone][0])
        table[seat] = table[seat] + (card,)
        if not self.tracking:
            pass  # a sampled world records no events (``_event``): not even their words are made
        elif zone == "weapons":
            self._event("gain_weapon", seat=seat, weapon=card)
        else:
            self._event("gain_card", private_to=seat, redacted={"seat": seat, "pool": kind, "colour": pool[8:] or None},
                        seat=seat, pool=pool, card=card)
        self._limit(seat, zone)

    def _to_bottom(self, pool: str, card: str) -> None:
        # assumption: weapons shown and not kept go to the weapon discard (the seed gives weapons
        # a discard "because they change so much each round"), other cards under their deck
        if pool == "weapon":
            self.weapon_discard.append(card)
        else:
            self.deck(pool).insert(0, card)

    def _limit(self, seat: int, zone: str) -> None:
        # assumption: over a limit (board.LIMITS), the player chooses what to give up: weapons to the
        # discard, cards and missions under their decks
        over = len(getattr(self, ZONES[zone][0])[seat]) - B.LIMITS[zone]
        for _ in range(max(0, over)):
            self.pending.append((F_DISCARD, seat, zone, "limit"))

    def _take_from(self, seat: int, zone: str, item: str) -> None:
        attr = ZONES[zone][0]
        table = getattr(self, attr)
        cards = list(table[seat])
        cards.remove(item)
        table[seat] = tuple(cards)

    # -- discards -------------------------------------------------------------------------------
    def _legal_discard(self, frame: tuple) -> list[str]:
        seat, zone, why = frame[1], frame[2], frame[3]
        cards = getattr(self, ZONES[zone][0])[seat]
        if why == "limit" and len(cards) <= B.LIMITS[zone]:
            return []
        return [act(DISCARD, c) for c in sorted(set(cards))]

    def _decide_discard(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, zone = frame[1], frame[2]
        item = args[0]
        self._take_from(seat, zone, item)
        if zone == "weapons":
            self.weapon_discard.append(item)
            self._event("discard_weapon", seat=seat, weapon=item)
        elif zone == "missions":
            self.mission_decks[self.data.missions[item].colour].insert(0, item)
            self._event("return_mission", seat=seat, colour=self.data.missions[item].colour)
        else:
            self.deck("action" if zone == "actions" else "bonus").insert(0, item)
            self._event("discard_card", private_to=seat, redacted={"seat": seat, "zone": zone},
                        seat=seat, zone=zone, card=item)

    # -- looking at cards -----------------------------------------------------------------------
    def _look_at(self, seat: int, pool: str, then: str) -> None:
        """The top three of ``pool`` into ``peek`` for ``seat``, then ``keep`` / ``put`` / ``look``."""
        # assumption: a deck with fewer than three cards shows what it has; an empty weapon deck is
        # first refilled from the discard
        if pool == "weapon":
            self._refill_weapons()
        deck = self.deck(pool)
        cards = tuple(deck.pop() for _ in range(min(B.FORESEE, len(deck))))
        if not cards:
            return
        self.peek = (seat, pool, cards)
        self._event("look", private_to=seat, redacted={"seat": seat, "pool": pool, "count": len(cards)},
                    reveals=True, seat=seat, pool=pool, cards=list(cards))
        self.pending.append((then, seat))

    def _peek_choices(self, verb: str) -> list[str]:
        return [act(verb, c) for c in sorted(set(self.peek[2]))] if self.peek else []

    def _legal_keep(self, frame: tuple) -> list[str]:
        return self._peek_choices(KEEP)

    def _peek_without(self, card: str) -> tuple[int, str, list[str]]:
        seat, pool, cards = self.peek
        rest = list(cards)
        rest.remove(card)
        return seat, pool, rest

    def _decide_keep(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, pool, rest = self._peek_without(args[0])
        self.peek = None
        for card in rest:
            self._to_bottom(pool, card)
        self._gain_card(seat, pool, args[0])

    def _legal_put(self, frame: tuple) -> list[str]:
        return self._peek_choices(PUT)

    def _decide_put(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, pool, rest = self._peek_without(args[0])
        deck = self.deck(pool)
        deck.append(args[0])
        if len(rest) == 1:
            deck.append(rest.pop())
        self.peek = (seat, pool, tuple(rest)) if rest else None
        if rest:
            self.pending.append((F_PUT, seat))
        else:
            self._event("put_back", seat=seat, pool=pool)

    def _legal_look(self, frame: tuple) -> list[str]:
        return [DONE]

    def _decide_look(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, pool, cards = self.peek
        self.deck(pool).extend(reversed(cards))
        self.peek = None
        self._event("put_back", seat=seat, pool=pool)

    # -- picking a deck -------------------------------------------------------------------------
    _DECK_CHOICES = {"draw_mission": (), "lot_mission": (), "foresee_mission": (),
                     "draw_any": ("action", "bonus", "weapon"), "foresee_any": ("action", "bonus", "weapon", "event")}

    def _legal_deck_pick(self, frame: tuple) -> list[str]:
        purpose = frame[2]
        pools = list(self._DECK_CHOICES[purpose]) + ["mission:" + c for c in COLOURS]
        return [act(DECK, p.split(":")[-1]) for p in pools if self._deck_ready(p)]

    def _decide_deck_pick(self, frame: tuple, verb: str, args: list[str]) -> None:
        seat, purpose = frame[1], frame[2]
        pool = "mission:" + args[0] if args[0] in COLOURS else args[0]
        if purpose in ("draw_mission", "draw_any"):
            self._gain_card(seat, pool, self._draw(pool))
        elif purpose == "lot_mission":
            self._look_at(seat, pool, F_KEEP)
        else:
            self._look_at(seat, pool, F_LOOK if pool == "event" else F_PUT)

    # -- the effect interpreter -----------------------------------------------------------------
    def _run_effect(self, seat: int, effect: tuple, target: int = -1) -> None:
        if effect:
            self.pending.append((F_OPS, seat, tuple(effect), target))

    def _run_ops(self, frame: tuple) -> None:
        seat, ops, target = frame[1], frame[2], frame[3]
        if len(ops) > 1:
            self.pending.append((F_OPS, seat, ops[1:], target))
        getattr(self, "_op_" + ops[0][0])(seat, *ops[0][1:], target=target)

    def _op_coins(self, seat: int, n: int, target: int) -> None:
        n = max(n, -self.coins[seat])
        self.coins[seat] += n
        self._event("coins", seat=seat, change=n)

    def _op_points(self, seat: int, n: int, target: int) -> None:
        n = max(n, -self.points[seat])
        self.points[seat] += n
        self._event("points", seat=seat, change=n)

    def _op_geisha(self, seat: int, n: int, target: int) -> None:
        n = min(n, self.geisha_supply, B.LIMITS["geisha"] - self.geisha[seat]) if n > 0 else max(n, -self.geisha[seat])
        self.geisha[seat] += n
        self.geisha_supply -= n
        self._event("geisha", seat=seat, change=n)

    def _op_blessing(self, seat: int, n: int, target: int) -> None:
        n = min(n, self.blessing_supply, B.LIMITS["blessing"] - self.blessing[seat]) if n > 0 \
            else max(n, -self.blessing[seat])
        self.blessing[seat] += n
        self.blessing_supply -= n
        self._event("blessing", seat=seat, change=n)

    def _op_disciple(self, seat: int, n: int, target: int) -> None:
        for _ in range(abs(n)):
            if n > 0 and self.reserve[seat]:
                self.reserve[seat] -= 1
                self.home[seat] += 1
                self._event("disciple", seat=seat, change=1)
            # assumption: a disciple is lost from the player's board only (events come before placement)
            elif n < 0 and self.home[seat] and self.owned_disciples(seat) > B.MIN_DISCIPLES:
                self.home[seat] -= 1
                self.reserve[seat] += 1
                self._event("disciple", seat=seat, change=-1)

    def _op_draw(self, seat: int, pool: str, target: int) -> None:
        if pool == "mission":
            self.pending.append((F_DECK_PICK, seat, "draw_mission"))
        else:
            self._gain_card(seat, pool, self._draw(pool))

    def _op_draw_any(self, seat: int, target: int) -> None:
        self.pending.append((F_DECK_PICK, seat, "draw_any"))

    def _op_weapon_loss(self, seat: int, n: int, target: int) -> None:
        for _ in range(n):
            self.pending.append((F_DISCARD, seat, "weapons", "loss"))

    def _op_card_loss(self, seat: int, n: int, target: int) -> None:
        for _ in range(n):
            self.pending.append((F_DISCARD, seat, "actions", "loss"))

    def _op_close(self, seat: int, district: str, target: int) -> None:
        if district not in self.closed:
            self.closed = self.closed + (district,)
            self._event("closed", district=district)

    def _op_patrol(self, seat: int, n: int, target: int) -> None:
        self._patrol_walk(n)

    def _op_shelter(self, seat: int, target: int) -> None:
        self.sheltered = self.sheltered + (seat,)
        self._event("sheltered", seat=seat)

    def _op_counter(self, seat: int, target: int) -> None:
        self.countered = self.countered | {target}
        self._event("countered", seat=seat, play=target)

    def _op_enter_closed(self, seat: int, target: int) -> None:
        self.enter_closed = self.enter_closed + (seat,)
        self._event("enter_closed", seat=seat)

    def _op_foresee(self, seat: int, pool: str, target: int) -> None:
        if pool == "mission":
            self.pending.append((F_DECK_PICK, seat, "foresee_mission"))
        else:
            self._look_at(seat, pool, F_LOOK if pool == "event" else F_PUT)

    def _op_assassinate(self, seat: int, target: int) -> None:
        self.assassinated = True
        self._event("assassinated", seat=seat)

    # -- playing action cards -------------------------------------------------------------------
    def card_plays(self, seat: int, timings: tuple[str, ...]) -> list[str]:
        """``play:<card>`` for the cards ``seat`` may play at a moment allowing ``timings``.

        assumption: "any phase" means at any of the player's own decisions in a phase (opening or
        bidding, placing, trading, acting) and in the patrol windows — not while answering others."""
        hand = self.hands[seat]
        if not hand and not self.blackmail[seat]:
            return []
        out = []
        actions = self.data.actions
        for card_id in sorted(set(hand)):
            card = actions.get(card_id)
            if card is None or card.timing not in timings:
                continue
            cond = card.condition
            if cond is None or self.count_item(seat, cond[1]) >= cond[2]:
                text = PLAY_TEXT.get(card_id)
                if text is None:
                    text = PLAY_TEXT[card_id] = act(PLAY, card_id)
                out.append(text)
        if self.blackmail[seat] and "any" in timings:
            out.append(act(PLAY, BLACKMAIL))
        return out

    def _play_card(self, seat: int, card_id: str, resume: tuple | None, target: int = -1) -> None:
        if card_id == BLACKMAIL:
            self.blackmail[seat] = False
        else:
            self._take_from(seat, "actions", card_id)
            self.action_deck.insert(0, card_id)  # seed: a used card goes under the deck
        self.plays += 1
        play = self.plays
        self._event("play", seat=seat, card=card_id, play=play, answers=target)
        if resume is not None:
            self.pending.append(resume)
        self.pending.append((F_RESOLVE, seat, card_id, play, target))
        if card_id != BLACKMAIL:
            # assumption: every other player holding an action card is asked in player order (a
            # counter card is itself an action card, so it can be countered in turn)
            for other in reversed(self.seat_order(seat)):
                if self.hands[other]:
                    self.pending.append((F_REACT, other, play, seat))

    def _run_resolve(self, frame: tuple) -> None:
        seat, card_id, play, target = frame[1:]
        if play in self.countered:
            self._event("no_effect", seat=seat, card=card_id)
            return
        self._run_effect(seat, self.data.card(card_id).effect, target)

    def _legal_react(self, frame: tuple) -> list[str]:
        return self.card_plays(frame[1], ("reaction",)) + [PASS]

    def _decide_react(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb == PLAY:
            self._play_card(frame[1], args[0], None, target=frame[2])

    def _maybe_play(self, frame: tuple, verb: str, args: list[str]) -> bool:
        """A turn frame's ``play:<card>``: the card is played and the turn goes on."""
        if verb != PLAY:
            return False
        self._play_card(frame[1], args[0], frame)
        return True

    @staticmethod
    def _number(text: str, what: str) -> int:
        value = int_arg(text, what)
        if value < 0:
            raise IllegalAction(f"{what} cannot be negative")
        return value
