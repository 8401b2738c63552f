"""姬札大戰 (Himefuda Battle)'s rules: the state, its contract with the client, setup, the
turn's five phases, the end. Pure (never imports pygame).

The actions live in mixins: ``combat`` (melee, shooting, the siege attacks, the castle
guard's attacks, step back, pursuit) and ``abilities`` (special skills, ougi and tactics
through the effect vocabulary of ``effects``); ``field`` holds the geometry, ``cards``
the card data, ``vocabulary`` the words.

A turn runs the phases in order (H-6); ``pass`` ends a phase. With nothing pending, the
turn's player chooses, by phase:

* sortie   ``sortie:CARD:LANE`` (a general from hand, or the castle guard, to an empty
           zone of the own camp; then ``troops:N``, 1–10 from the castle, costs 1 provision),
           ``guard:CARD`` (a general from hand to the castle guard; the one there goes back
           to hand), ``pass``. Then ``play``/``ougi``/``skill`` with sortie timing or ``done``.
* move     one of ``move:UNIT:LANE:ROW``, ``transfer:UNIT:LANE:ROW`` (then ``troops:N``),
           ``retreat:UNIT`` (即時撤退), a move-timing ``play``/``ougi``/``skill``, ``pass``
* attack   any of ``melee:UNIT:LANE:ROW``, ``shoot:UNIT:LANE:ROW``, ``siege:UNIT``,
           ``volley:UNIT``, ``starve:UNIT`` (each unit once), ``melee:castle:LANE:ROW`` and
           ``shoot:castle:LANE:ROW`` (the castle guard, once), attack-timing abilities; ``pass``
* retreat  ``retreat:UNIT`` or ``pass``; then the turn ends.

UNIT is the card id of the unit's leading general. Abilities: ``play:CARD:UNIT`` (or
``play:CARD`` when no unit uses it), ``ougi:UNIT``, ``skill:UNIT`` (the special skill).
``concede`` is accepted from the seat to act at any time but never listed: it is a menu
command, not a move a search should consider.

The decision stack: ``pending`` is a list of frames ``(kind, seat, *args)``, top last;
each waits for ``seat``'s action and names ``_legal_<kind>`` and ``_decide_<kind>``
(the defender answers a melee with ``back:LANE:ROW``/``stay`` and a shot with
``play:CARD``/``take``, out of turn).

Hidden: each hand (the opponent sees its size and cost) and each deck list. An
observation replaces the other seat's hand by ``?`` and keeps the cards known to be in it
(returned there in view); ``determinize`` fills the rest from cards of the pool that seat
has not shown, with the same count and cost.
"""
from __future__ import annotations

import random
from typing import Mapping

from client.core.actions import act, int_arg, split
from client.core.errors import IllegalAction, OptionsError, quote
from client.core.game import TERMINAL, Event, GameState, clone_rng

from . import deck_option, field, terrain
from .abilities import Abilities
from .cards import Deck, Pool, check_deck, pool
from .effects import CardDataError
from .combat import Combat
from .field import Zone
from .units import Unit
from .vocabulary import (ATTACK_PHASE, CASTLE, CASTLE_PROVISIONS, CASTLE_TROOPS, CAVALRY, CONCEDE, CONSCRIPTION,
                         DECK_LIMIT_HALVES, DONE,
                         F_AFTER_SORTIE, F_REPLACE_GUARD, F_RETREAT_GUARD, F_SORTIE_TROOPS, F_TRANSFER, GUARD,
                         INSTANT_RETREAT, KEEP, LOGISTICS, MOVE, MOVE_PHASE, NONE, PASS, PLAYERS, RETREAT,
                         RETREAT_PHASE, SORTIE, SORTIE_MAX, SORTIE_MIN, SORTIE_PHASE, TRANSFER, TROOPS, TURN_CAP,
                         WIN_RESULTS)

HIDDEN = "?"
UNIT_VERBS = frozenset({MOVE, TRANSFER, RETREAT, "melee", "shoot", "siege", "volley", "starve", "ougi", "skill"})
TROOP_CHOICES = [act(TROOPS, n) for n in range(1, 31)]  # shared, never mutated
END_PHASE = "end"


HANDICAP_SEATS = ("none", "deck0", "deck1")
HANDICAP_POINTS = ("1", "2", "3")


def new_game(players: int, options: Mapping[str, object] | None, seed: int) -> "HimefudaState":
    options = dict(options or {})
    cards = pool()
    known = {"deck0", "deck1", "handicap", "handicap_points", "terrain"}
    for key in options:
        if key not in known:
            raise OptionsError(f"Himefuda Battle has no option {key!r} (options: {', '.join(sorted(known))})")
    decks = []
    for seat, default in ((0, "wei"), (1, "shu")):
        # a starter's id, or a player's own deck carried whole in the option (deck_option)
        decks.append(deck_option.decode(f"deck{seat}", str(options.get(f"deck{seat}", default)), options, cards))
    who = str(options.get("handicap", "none"))
    if who not in HANDICAP_SEATS:
        raise OptionsError(f"handicap must be one of {', '.join(HANDICAP_SEATS)}, not {who!r}")
    points = str(options.get("handicap_points", "1"))
    if points not in HANDICAP_POINTS:
        raise OptionsError(f"handicap_points must be 1, 2 or 3, not {points!r}")
    extra = [0, 0]
    if who != "none":
        extra[int(who[-1])] = 2 * int(points)  # H-3: +1 to +3 points, in half points
    ground = str(options.get("terrain", terrain.PLAIN))
    if ground not in terrain.CHOICES:
        raise OptionsError(f"terrain must be one of {', '.join(terrain.CHOICES)}, not {ground!r}")
    return HimefudaState(players, decks, seed, cards, tuple(extra), ground)


class HimefudaState(Combat, Abilities, GameState):
    def __init__(self, players: int, decks: list[str], seed: int, cards: Pool | None = None,
                 handicap: tuple[int, int] = (0, 0), ground: str = terrain.PLAIN):
        if players != PLAYERS:
            raise OptionsError(f"Himefuda Battle takes 2 players, not {players}")
        self.num_players = PLAYERS
        self.pool = cards = cards or pool()
        self.rng = random.Random(seed)
        self.viewer = None
        decks = [d if isinstance(d, Deck) else cards.decks[d] for d in decks]
        self.deck_names = [d.id for d in decks]
        self.deck = []
        for s, d in enumerate(decks):
            if cards.decks.get(d.id) is not d:  # a player's own deck: deck_option checked it, handicap included
                self.deck.append(tuple(d.cards))
                continue
            # H-3: the handicapped seat's starter takes its reserve cards (the Joker first) while they fit
            limit = DECK_LIMIT_HALVES + handicap[s]
            ids = d.handicapped(cards, limit) if handicap[s] else d.cards
            try:
                check_deck(f"deck {d.id}", list(ids), d.lord, cards.cards, limit, cards.joker,
                           joker_allowed=handicap[s] > 0)
            except CardDataError as e:
                raise OptionsError(str(e)) from None
            self.deck.append(tuple(ids))
        self.handicap = tuple(handicap)
        self.lord = [d.lord for d in decks]
        self.guard: list[str | None] = list(self.lord)  # H-8: the lord starts as castle guard
        self.hand = [sorted(c for c in self.deck[s] if c != self.lord[s]) for s in range(2)]
        self.known = [set(), set()]               # cards known to the other seat to be in hand
        self.shown = [{self.lord[s]} for s in range(2)]  # cards each seat has shown
        self.hidden_cost: list[int | None] = [None, None]  # an observation's cost of an unknown hand
        self.castle = [CASTLE_TROOPS] * 2
        self.provisions = [CASTLE_PROVISIONS] * 2
        self.casualties = [0, 0]  # troops each seat has lost
        self.recruited = [0, 0]   # troops each seat has gained beyond the first 30 thousand
        self.units: dict[Zone, Unit] = {}
        self.discard: list[list[str]] = [[], []]
        self.spoils: list[list[str]] = [[], []]  # the enemy cards each seat routed (戰果)
        self.lord_lost = [False, False]
        self.turn = self.rng.randrange(2)  # H-10: the first player drawn at random
        # H-2: each seat rolls for its own half after the first player is drawn (a plain field rolls nothing)
        rolls = [terrain.roll_half(self.rng) for _ in range(2)] if ground == terrain.RANDOM else None
        self.halves: tuple[int, int] | None = (rolls[0][-1], rolls[1][-1]) if rolls else None
        self._set_terrain()
        self.turns = [0, 0]
        self.turn_no = 0
        self.pending: list[tuple] = []
        self.over = False
        self.end_reason = ""
        self.result: list[int] = []
        self._legal: list[str] | None = None
        self._start_turn()
        # the deck names stay out of the public event: a starter deck's name would list the hidden hand
        self.events = [Event("setup", {"first": self.turn, "lords": list(self.lord)})]
        for s, dice_rolled in enumerate(rolls or ()):
            self.events += [Event("terrain_roll", {"seat": s, "die": die, "half": None if die == terrain.REROLL
                                                   else die}) for die in dice_rolled]
        for s in range(2):
            self.events.append(Event("hand", {"seat": s, "cards": list(self.hand[s])}, frozenset({s}),
                                     {"seat": s, "count": len(self.hand[s])}))

    def _set_terrain(self) -> None:
        """Every cell's terrain id and what it changes; shared, never mutated, so copies share them."""
        self.terrain = terrain.layout(self.halves)
        self.terrain_mods = terrain.modifiers(self.halves)

    # -- facts ---------------------------------------------------------------------------------
    @property
    def to_act(self) -> int:
        if self.over:
            return TERMINAL
        return self.pending[-1][1] if self.pending else self.turn

    def results(self, seat: int) -> int:
        """War results (戰果) ``seat`` has earned: the values of the enemy cards it routed."""
        war = self.pool.war
        return sum(war[c] for c in self.spoils[seat])

    def hand_cost(self, seat: int) -> int:
        if self.hidden_cost[seat] is not None:
            return self.hidden_cost[seat]
        return self.pool.cost(self.hand[seat])

    def unit_of(self, seat: int, leader: str) -> Unit | None:
        for u in self.units.values():
            if u.seat == seat and u.cards[0] == leader:
                return u
        return None

    def own_units(self, seat: int) -> list[Unit]:
        """``seat``'s units in a stable order (by leading card)."""
        return sorted((u for u in self.units.values() if u.seat == seat), key=_leader)

    def _event(self, kind: str, reveals: bool = False, **data) -> None:
        self.events.append(Event(kind, data, reveals=reveals))

    # -- legal actions and applying ------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        if self._legal is None:
            if self.over:
                self._legal = []
            elif self.pending:
                frame = self.pending[-1]
                self._legal = getattr(self, "_legal_" + frame[0])(frame)
            else:
                self._legal = getattr(self, "_phase_" + self.phase)()
        return self._legal

    def is_legal(self, action: str) -> bool:
        return (action == CONCEDE and not self.over) or action in self.legal_actions()

    def apply(self, action: str) -> None:
        verb, args = split(action)
        if verb == CONCEDE and not args and not self.over:
            self.events = []
            me = self.to_act
            self._event("concede", seat=me)
            self._finish("concede", [1 - me])
            return
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(self._why_illegal(action, verb, legal))
        self.events = []
        self._legal = None
        if self.pending:
            frame = self.pending.pop()
            getattr(self, "_decide_" + frame[0])(frame, verb, args)
        else:
            getattr(self, "_do_" + self.phase)(self.turn, verb, args)
        self._advance()

    def _why_illegal(self, action: str, verb: str, legal: list[str]) -> str:
        if self.over:
            return "the game is over"
        verbs = sorted({split(a)[0] for a in legal})
        if verb not in verbs:
            return f"{verb!r} is not possible now (possible: {', '.join(verbs)})"
        _, args = split(action)
        me = self.to_act
        if verb == TROOPS and len(args) == 1:
            count = int_arg(args[0], "troop count")
            counts = [int(split(a)[1][0]) for a in legal]
            return f"{count} thousand troops is not allowed (from {min(counts)} to {max(counts)})"
        if not args:
            example = next(a for a in legal if a.startswith(verb + ":"))
            return f"{quote(action)} needs more: for example {example}"
        if verb in UNIT_VERBS and args[0] != CASTLE and self.unit_of(me, args[0]) is None:
            return f"you have no unit led by {quote(args[0])}"
        if verb in (SORTIE, GUARD, "play") and args[0] not in self.hand[me] and args[0] != self.guard[me]:
            return f"{quote(args[0])} is not in your hand"
        same = [a for a in legal if a.startswith(f"{verb}:{args[0]}:") or a == f"{verb}:{args[0]}"]
        if same:
            return f"{quote(action)} is not legal now ({args[0]} may: {', '.join(same[:6])})"
        return f"{quote(action)} is not legal now"

    def _advance(self) -> None:
        """Check the end at once (H-9); move on through phases when nothing is pending."""
        self._legal = None
        if self._check_victory() or self.pending:
            return
        if self.phase == SORTIE_PHASE and self.sorties_left == 0:
            self.phase = MOVE_PHASE
        elif self.phase == END_PHASE:
            self._end_turn()

    # -- sortie phase ---------------------------------------------------------------------------
    def _phase_sortie(self) -> list[str]:
        me, out = self.turn, []
        if self._can_sortie(me):
            lanes = [z[0] for z in self._camp_free(me)]
            generals = self._generals_in(self.hand[me])
            if self.guard[me] is not None:
                # assumption: any castle guard may lead a sortie (the seed names the lord, the
                # only guard it has in mind), and is replaced from hand like the lord
                generals.append(self.guard[me])
            for card in sorted(generals):
                out += [f"sortie:{card}:{lane}" for lane in lanes]
        if not self.sortied_any:
            # assumption: a lord guarding the castle is never sent back to hand for another general
            # (as on retreat, where the seed forbids exchanging a lord guard)
            if self.guard[me] != self.lord[me]:
                out += [act(GUARD, c) for c in self._generals_in(self.hand[me])]
        return out + [PASS]

    def _can_sortie(self, seat: int) -> bool:
        # assumption: a sortie never empties the garrison or the granary (either loses at once)
        return (self.sorties_left > 0 and self.castle[seat] > SORTIE_MIN and self.provisions[seat] > 1
                and bool(self._camp_free(seat)))

    def _camp_free(self, seat: int) -> list[Zone]:
        row = field.camp_row(seat)
        return [(lane, row) for lane in range(field.LANES) if (lane, row) not in self.units]

    def _do_sortie(self, me: int, verb: str, args: list[str]) -> None:
        if verb == PASS:
            self.phase = MOVE_PHASE
            return
        self.sortied_any = True
        if verb == GUARD:
            self.sorties_left = 0
            self._place_guard(me, args[0])
            self.pending.append((F_AFTER_SORTIE, me, ""))
            return
        self.pending.append((F_SORTIE_TROOPS, me, args[0], int(args[1])))

    def _legal_sortie_troops(self, frame: tuple) -> list[str]:
        top = min(SORTIE_MAX, self.castle[frame[1]] - 1)
        return TROOP_CHOICES[SORTIE_MIN - 1:top]

    def _decide_sortie_troops(self, frame: tuple, verb: str, args: list[str]) -> None:
        _, me, card, lane = frame
        troops = int(args[0])
        self.sorties_left -= 1
        zone = (lane, field.camp_row(me))
        from_guard = card == self.guard[me]
        if from_guard:
            self.guard[me] = None
        else:
            self._from_hand(me, card)
        self.castle[me] -= troops
        self.provisions[me] -= 1
        self.units[zone] = Unit(me, card, troops, zone)
        self._event("sortie", reveals=True, seat=me, card=card, troops=troops, zone=list(zone),
                    from_guard=from_guard)
        self.pending.append((F_AFTER_SORTIE, me, card))
        if from_guard:
            self.pending.append((F_REPLACE_GUARD, me))

    def _legal_replace_guard(self, frame: tuple) -> list[str]:
        return [act(GUARD, c) for c in self._generals_in(self.hand[frame[1]])] + [NONE]

    def _decide_replace_guard(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb == GUARD:
            self._place_guard(frame[1], args[0])
        # NONE: the castle stands empty (空城) and defends at 0

    def _place_guard(self, seat: int, card: str) -> None:
        """A general from hand to the castle guard; the one there goes back to hand."""
        old = self.guard[seat]
        self._from_hand(seat, card)
        self.guard[seat] = card
        if old is not None:
            self._to_hand(seat, old)
        self.guard_fresh = True  # assumption: a guard placed this turn does not attack this turn
        self._event("guard", reveals=True, seat=seat, card=card, back_to_hand=old)

    def _legal_after_sortie(self, frame: tuple) -> list[str]:
        return self._ability_actions(frame[1], "sortie", frame[2]) + [DONE]

    def _decide_after_sortie(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb != DONE:
            self.pending.append(frame)  # more sortie-timing cards may follow
            self._use(frame[1], verb, args)

    # -- move phase -----------------------------------------------------------------------------
    def _phase_move(self) -> list[str]:
        me, out = self.turn, []
        mine = self.own_units(me)
        for u in mine:
            key = u.cards[0]
            if self.has_skill(u, INSTANT_RETREAT):
                out.append(act(RETREAT, key))  # even when it sortied this turn (the skill says so)
            if u.fatigued:
                continue
            out += [f"move:{key}:{z[0]}:{z[1]}" for z in self._steps(u) if z not in self.units]
            out += [f"transfer:{key}:{o.zone[0]}:{o.zone[1]}" for o in self._transfer_partners(u)]
        return out + self._ability_actions(me, "move", mine=mine) + [PASS]

    def _steps(self, u: Unit) -> tuple[Zone, ...]:
        near = field.ORTHOGONAL[u.zone]
        return near + field.DIAGONAL[u.zone] if self.has_skill(u, CAVALRY) else near

    def _transfer_partners(self, u: Unit) -> list[Unit]:
        # assumption: "the same banner" means both leaders carry the banner of one faction;
        # assumption: a fatigued unit neither gives nor takes (it "can take no action")
        me = self.pool.general(u.cards[0])
        if not me.banner or not u.troops:  # 一騎當千 at 0 has nothing to give
            return []
        out = []
        for z in field.ORTHOGONAL[u.zone]:
            o = self.units.get(z)
            if o is not None and o.seat == u.seat and not o.fatigued:
                other = self.pool.general(o.cards[0])
                if other.banner and other.faction == me.faction:
                    out.append(o)
        return out

    def _do_move(self, me: int, verb: str, args: list[str]) -> None:
        self.phase = ATTACK_PHASE
        if verb == MOVE:
            u = self.unit_of(me, args[0])
            zone = (int(args[1]), int(args[2]))
            del self.units[u.zone]
            self._event("move", seat=me, unit=u.cards[0], source=list(u.zone), target=list(zone))
            u.zone = zone
            u.tired = u.acted = True
            self.units[zone] = u
        elif verb == TRANSFER:
            self.pending.append((F_TRANSFER, me, args[0], int(args[1]), int(args[2])))
        elif verb == RETREAT:
            self._retreat(self.unit_of(me, args[0]))
        elif verb != PASS:
            self._use(me, verb, args)

    def _legal_transfer_troops(self, frame: tuple) -> list[str]:
        giver = self.unit_of(frame[1], frame[2])
        if giver.troops <= len(TROOP_CHOICES):
            return TROOP_CHOICES[:giver.troops]
        return [act(TROOPS, n) for n in range(1, giver.troops + 1)]

    def _decide_transfer_troops(self, frame: tuple, verb: str, args: list[str]) -> None:
        _, me, key, lane, row = frame
        giver, taker = self.unit_of(me, key), self.units[(lane, row)]
        count = int(args[0])
        giver.troops -= count
        taker.troops += count
        giver.acted = taker.acted = True  # assumption: both took part, so neither retreats this turn
        merged = giver.troops == 0
        if merged:  # the two cards stay together until they retreat to the castle
            del self.units[giver.zone]
            taker.cards += giver.cards
            taker.gear += giver.gear
        self._event("transfer", seat=me, giver=key, taker=taker.cards[0], troops=count, merged=merged)

    # -- attack phase ---------------------------------------------------------------------------
    def _phase_attack(self) -> list[str]:
        me = self.turn
        mine = self.own_units(me)
        return self._attack_actions(me, mine) + self._ability_actions(me, "attack", mine=mine) + [PASS]

    def _do_attack(self, me: int, verb: str, args: list[str]) -> None:
        if verb == PASS:
            self.phase = RETREAT_PHASE
        elif verb in ("play", "ougi", "skill"):
            self._use(me, verb, args)
        else:
            self._attack(me, verb, args)

    # -- retreat phase --------------------------------------------------------------------------
    def _phase_retreat(self) -> list[str]:
        me = self.turn
        return [act(RETREAT, u.cards[0]) for u in self.own_units(me)
                if not u.acted and not u.tired and field.in_camp(u.zone, me)] + [PASS]  # 倦兵: no retreat

    def _do_retreat(self, me: int, verb: str, args: list[str]) -> None:
        self.phase = END_PHASE
        if verb == RETREAT:
            self._retreat(self.unit_of(me, args[0]))

    def _retreat(self, u: Unit) -> None:
        """H-8: troops back to the garrison, cards back to hand, the guard maybe exchanged."""
        me = u.seat
        del self.units[u.zone]
        self.castle[me] += u.troops
        generals = list(u.cards)
        for card in u.all_cards():
            self._to_hand(me, card)
        for card in generals:  # assumption: each general of a merged stack brings its own 調度/徵募
            skills = self.pool.general(card).skills
            if LOGISTICS in skills:
                self.provisions[me] += 2
            if CONSCRIPTION in skills:
                self.castle[me] += 1
                self.recruited[me] += 1
        self._event("retreat", seat=me, cards=u.all_cards(), troops=u.troops)
        if self.lord[me] in generals:  # the lord must take the castle back
            self._place_guard(me, self.lord[me])
        elif self.guard[me] != self.lord[me]:
            # assumption: into an empty castle (空城) the retreating general may step as guard
            self.pending.append((F_RETREAT_GUARD, me, *generals))

    def _legal_retreat_guard(self, frame: tuple) -> list[str]:
        return [act(GUARD, c) for c in frame[2:]] + [KEEP]

    def _decide_retreat_guard(self, frame: tuple, verb: str, args: list[str]) -> None:
        if verb == GUARD:
            self._place_guard(frame[1], args[0])

    # -- hands -----------------------------------------------------------------------------------
    def _generals_in(self, cards: list[str]) -> list[str]:
        """The generals among ``cards``: in an observation, the other seat's ``?`` cards are none
        (its actions list only the cards it is known to hold)."""
        generals = self.pool.generals
        return [c for c in cards if c in generals]

    def _from_hand(self, seat: int, card: str) -> None:
        self.hand[seat].remove(card)
        self.known[seat].discard(card)
        self.shown[seat].add(card)

    def _to_hand(self, seat: int, card: str) -> None:
        self.hand[seat].append(card)
        self.hand[seat].sort()
        self.known[seat].add(card)

    # -- turns and the end ----------------------------------------------------------------------
    def _start_turn(self) -> None:
        self.phase = SORTIE_PHASE
        self.sorties_left = 1
        self.sortied_any = False
        self.guard_attacked = False
        self.guard_fresh = False
        self.played: set[str] = set()
        now = self.turn_no
        for u in self.units.values():
            if u.mods:
                u.mods = [m for m in u.mods if m[3] >= now]
            if u.granted:
                u.granted = [g for g in u.granted if g[1] >= now]

    def _end_turn(self) -> None:
        me = self.turn
        for u in self.units.values():
            if u.seat == me:
                u.fatigued = u.tired = u.acted = u.attacked = False
        self.turns[me] += 1
        self.turn_no += 1
        if min(self.turns) >= TURN_CAP:
            self._finish_by_cap()
            return
        self.turn = 1 - me
        self._start_turn()
        self._event("turn", seat=self.turn)

    def _check_victory(self) -> bool:
        """H-9, at once: a seat loses with its garrison or provisions at 0, its lord routed, or
        the enemy at 10 war results. # assumption: both losing at the same moment is a draw."""
        if self.over:
            return True
        c, p, lost = self.castle, self.provisions, self.lord_lost
        if (c[0] > 0 and c[1] > 0 and p[0] > 0 and p[1] > 0 and not lost[0] and not lost[1]
                and (not self.spoils[0] or self.results(0) < WIN_RESULTS)
                and (not self.spoils[1] or self.results(1) < WIN_RESULTS)):
            return False
        lose = [self.castle[s] <= 0 or self.provisions[s] <= 0 or self.lord_lost[s]
                or self.results(1 - s) >= WIN_RESULTS for s in range(2)]
        if not any(lose):
            return False
        reasons = []
        for s in range(2):
            if lose[s]:
                reasons.append("garrison" if self.castle[s] <= 0 else "provisions" if self.provisions[s] <= 0
                               else "lord" if self.lord_lost[s] else "war_results")
        self._finish(reasons[0], [s for s in range(2) if not lose[s]] or [0, 1])
        return True

    def _finish_by_cap(self) -> None:
        """H-11: more war results, then more garrison, then more provisions; else a draw."""
        keys = [(self.results(s), self.castle[s], self.provisions[s]) for s in range(2)]
        best = max(keys)
        self._finish("turn_cap", [s for s in range(2) if keys[s] == best])

    def _finish(self, reason: str, winners: list[int]) -> None:
        self.over = True
        self.pending = []
        self._legal = None
        self.end_reason = reason
        self.result = sorted(winners)
        self.events.append(Event("game_over", {"reason": reason, "winners": list(self.result)}, reveals=True))

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        if self.over:
            share = 1.0 / len(self.result)
            return [share if s in self.result else 0.0 for s in range(2)]
        return [float(self.results(s)) for s in range(2)]

    def winners(self) -> list[int]:
        return list(self.result) if self.over else []

    # -- copies and hidden information ----------------------------------------------------------
    def clone(self) -> "HimefudaState":
        return self._copy(clone_rng(self.rng))

    def _copy(self, rng: random.Random | None) -> "HimefudaState":
        c = object.__new__(HimefudaState)
        c.__dict__.update(self.__dict__)
        c.deck, c.lord, c.guard = list(self.deck), list(self.lord), list(self.guard)
        c.hand = [list(h) for h in self.hand]
        c.known = [set(k) for k in self.known]
        c.shown = [set(k) for k in self.shown]
        c.hidden_cost = list(self.hidden_cost)
        c.castle, c.provisions = list(self.castle), list(self.provisions)
        c.casualties, c.recruited = list(self.casualties), list(self.recruited)
        c.units = {z: u.copy() for z, u in self.units.items()}
        c.discard = [list(d) for d in self.discard]
        c.spoils = [list(s) for s in self.spoils]
        c.lord_lost, c.turns = list(self.lord_lost), list(self.turns)
        c.deck_names = list(self.deck_names)
        c.pending = list(self.pending)
        c.played = set(self.played)
        c.result = list(self.result)
        c.events = list(self.events)
        c.rng = rng
        return c

    def observation(self, seat: int | None) -> "HimefudaState":
        o = self._copy(None)
        o.viewer = seat
        o._legal = None
        for s in range(2):
            if s != seat and o.hidden_cost[s] is None:
                o.hidden_cost[s] = self.pool.cost(self.hand[s])
                o.hand[s] = sorted(self.known[s]) + [HIDDEN] * (len(self.hand[s]) - len(self.known[s]))
                o.deck[s] = ()
                o.deck_names[s] = HIDDEN
        # a sortie names its general only once its troops are chosen (an undo in between takes
        # the card back into a hidden hand): the other seats see that a general goes out there
        o.pending = [(f[0], f[1], HIDDEN, *f[3:]) if f[0] == F_SORTIE_TROOPS and f[1] != seat else f
                     for f in o.pending]
        o.events = [e for e in (ev.for_seat(seat) for ev in self.events) if e is not None]
        return o

    def determinize(self, rng: random.Random) -> "HimefudaState":
        w = self._copy(random.Random(rng.random()))
        w.viewer = None
        w._legal = None
        for s in range(2):
            if w.hidden_cost[s] is None:
                continue
            known = sorted(self.known[s])
            unknown = len(self.hand[s]) - len(known)
            cost = w.hidden_cost[s] - self.pool.cost(known)
            candidates = [c for c in self.possible_cards(s) if c not in self.known[s]]
            sortie = next((k for k, f in enumerate(w.pending) if f[0] == F_SORTIE_TROOPS and f[2] == HIDDEN), None)
            # a hidden sortie's general comes from the hand or the castle: an empty castle needs one in hand
            need_general = sortie is not None and w.guard[s] is None
            for _try in range(50):
                w.hand[s] = sorted(known + sample_hand(candidates, unknown, cost, self.pool, rng))
                if not need_general or self._generals_in(w.hand[s]):
                    break
            w.hidden_cost[s] = None
            w.deck[s] = tuple(sorted(self._placed_cards(s) + w.hand[s]))
            if sortie is not None and w.pending[sortie][1] == s:
                who = self._generals_in(w.hand[s]) + ([w.guard[s]] if w.guard[s] is not None else [])
                frame = w.pending[sortie]
                w.pending[sortie] = (frame[0], s, rng.choice(who), *frame[3:])
        return w

    def with_hand(self, seat: int, cards: list[str]) -> "HimefudaState":
        """A copy in which ``seat`` holds ``cards`` (a hand it might hold), its legal actions asked anew."""
        copy = self.clone()
        copy.hand[seat] = list(cards)
        copy._legal = None
        return copy

    def possible_cards(self, seat: int) -> list[str]:
        """The cards ``seat``'s hidden hand may hold, by the deck rules (H-3): each card of the
        pool once, none it has shown elsewhere, the Joker only with the handicap."""
        joker = self.pool.joker if not self.handicap[seat] else None
        return sorted(c for c in self.pool.cards if c not in self.shown[seat] and c != joker)

    def _placed_cards(self, seat: int) -> list[str]:
        """``seat``'s cards outside its hand: guard, field, discard, the enemy's war-result pile."""
        out = list(self.discard[seat]) + list(self.spoils[1 - seat])
        if self.guard[seat] is not None:
            out.append(self.guard[seat])
        for u in self.units.values():
            if u.seat == seat:
                out += u.all_cards()
        return out

    def snapshot(self) -> dict:
        return {
            "deck_names": list(self.deck_names), "deck": [sorted(d) for d in self.deck],
            "lord": list(self.lord), "guard": list(self.guard), "hand": [list(h) for h in self.hand],
            "hand_cost": [self.hand_cost(s) for s in range(2)],
            "known": [sorted(k) for k in self.known], "shown": [sorted(k) for k in self.shown],
            "castle": list(self.castle), "provisions": list(self.provisions),
            "casualties": list(self.casualties), "recruited": list(self.recruited),
            "units": sorted(u.snapshot() for u in self.units.values()),
            "discard": [list(d) for d in self.discard], "spoils": [list(s) for s in self.spoils],
            "lord_lost": list(self.lord_lost), "turn": self.turn, "turns": list(self.turns),
            "turn_no": self.turn_no, "phase": self.phase, "sorties_left": self.sorties_left,
            "sortied_any": self.sortied_any, "guard_attacked": self.guard_attacked,
            "guard_fresh": self.guard_fresh, "played": sorted(self.played),
            "pending": [list(f) for f in self.pending], "over": self.over, "end_reason": self.end_reason,
            "result": list(self.result), "viewer": self.viewer,
            "halves": list(self.halves) if self.halves else None,
        }

    def check_invariants(self) -> None:
        for s in range(2):
            on_field = sum(u.troops for u in self.units.values() if u.seat == s)
            assert self.castle[s] >= 0 and self.provisions[s] >= 0, f"seat {s}: negative castle"
            assert self.castle[s] + on_field + self.casualties[s] == CASTLE_TROOPS + self.recruited[s], \
                f"seat {s}: troops not conserved"
            cards = sorted(self.hand[s] + self._placed_cards(s))
            assert cards == sorted(self.deck[s]), f"seat {s}: cards not conserved"
            assert self.lord[s] in self.deck[s]
            assert self.known[s] <= set(self.hand[s]), f"seat {s}: known cards not in hand"
            if not self.over:
                assert self.results(s) < WIN_RESULTS and self.castle[s] > 0 and self.provisions[s] > 0
        for zone, u in self.units.items():
            assert u.zone == zone and field.on_field(*zone), f"unit {u.cards} misplaced"
            assert u.troops >= 0, f"unit {u.cards}: negative troops"
            assert u.troops > 0 or self.has_skill(u, "peerless"), f"unit {u.cards} at 0 troops"
        if not self.over:
            assert min(self.turns) < TURN_CAP

    # -- words ----------------------------------------------------------------------------------
    def name(self, card: str) -> str:
        """A card's English name; any other text as it is."""
        return self.pool.cards[card].name_en if card in self.pool.cards else card

    def public_describe(self, action: str) -> str | None:
        # a sortie names its general before the troops are chosen, and an undo in between would
        # take the card back to a hidden hand: the sortie event names it once it is on the field
        if action.startswith(SORTIE + ":"):
            return None
        return self.describe(action)

    def describe(self, action: str) -> str:
        verb, args = split(action)
        template = DESCRIPTIONS.get((verb, min(len(args), 3)))
        if template is None:
            return action
        names = ["the castle guard" if a == CASTLE else self.name(a) for a in args]
        return template.format(*names)


# plain English for each (verb, number of arguments); card ids among the arguments become names
DESCRIPTIONS = {
    (SORTIE, 2): "sortie {0} in lane {1}", (TROOPS, 1): "{0} thousand troops", (GUARD, 1): "{0} guards the castle",
    (MOVE, 3): "move {0} to lane {1}, row {2}",
    (TRANSFER, 3): "transfer troops from {0} to the unit at lane {1}, row {2}",
    (RETREAT, 1): "{0} retreats to the castle", ("melee", 3): "{0} attacks the unit at lane {1}, row {2}",
    ("shoot", 3): "{0} shoots at the unit at lane {1}, row {2}", ("siege", 1): "{0} storms the castle",
    ("volley", 1): "{0} shoots at the castle", ("starve", 1): "{0} raids the castle's provisions",
    ("play", 1): "play {0}", ("play", 2): "play {0} with {1}", ("ougi", 1): "{0}'s ougi",
    ("skill", 1): "{0}'s special skill", ("target", 2): "aim at lane {0}, row {1}",
    ("back", 2): "step back to lane {0}, row {1}",
    (PASS, 0): "end this phase", (DONE, 0): "use no more cards now", (NONE, 0): "leave the castle empty",
    (KEEP, 0): "keep the guard", ("stay", 0): "stay put", ("pursue", 0): "pursue into the empty zone",
    ("take", 0): "take the casualties", (CONCEDE, 0): "concede the game",
}


def _leader(u: Unit) -> str:
    return u.cards[0]


def sample_hand(candidates: list[str], count: int, cost: int, cards: Pool, rng: random.Random) -> list[str]:
    """``count`` cards of ``candidates`` costing ``cost`` in all, drawn at random (a random
    depth-first search); the cheapest ``count`` when no set matches (the state is then
    inconsistent with the pool, as with a hand built outside it)."""
    order = list(candidates)
    rng.shuffle(order)
    costs = [cards.cards[c].cost for c in order]
    budget = [0]

    def search(start: int, left: int, need: int, chosen: list[str]) -> list[str] | None:
        budget[0] += 1
        if left == 0:
            return list(chosen) if need == 0 else None
        if budget[0] > 20_000 or need <= 0:
            return None
        for i in range(start, len(order) - left + 1):
            if costs[i] <= need:
                chosen.append(order[i])
                found = search(i + 1, left - 1, need - costs[i], chosen)
                chosen.pop()
                if found is not None:
                    return found
        return None

    found = search(0, count, cost, []) if count else []
    if found is None:
        found = sorted(order, key=lambda c: cards.cards[c].cost)[:count]
    return found
