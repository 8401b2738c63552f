"""Samurai Sword's rules (seeds/samurai_sword.txt, RULINGS W-1..W-5): the state and its steps. Pure.

Seats sit in a circle in seat order; "left" is the next seat, which also plays
next. Phases and their actions (``to_act`` names the deciding seat):

* ``bushido``  the turn's player has Bushido in front and a weapon was revealed:
               ``bushido:<weapon>`` (discard that weapon from hand, Bushido passes
               left) or ``bushido:honour`` (lose 1 honour, Bushido is discarded)
* ``draw``     Ieyasu's first card: ``draw:discard`` (top of the discard pile) or ``draw:deck``
* ``play``     ``attack:<weapon>:<seat>``; ``play:armor`` / ``play:focus`` / ``play:fastdraw``
               (in front of oneself); ``play:bushido:<seat>``; ``play:battlecry``,
               ``play:jujutsu``, ``play:daimyo``, ``play:teaceremony``;
               ``play:breathing:<seat>`` (who draws 1); ``play:diversion:<seat>``;
               ``play:geisha:<seat>:hand`` (a random hand card) or
               ``play:geisha:<seat>:<property>``; ``nobunaga`` (1 resilience for 1 card);
               ``end`` (end the play phase)
* ``parry``    the attacked seat answers: ``block:parry``, ``block:<weapon>`` (Hanzo) or ``take``
* ``answer``   each other seat answers a Battlecry (``block:parry``, Hanzo ``block:<weapon>``)
               or a Jujutsu (``block:<weapon>``), or ``take``s 1 damage — seat by seat from the
               player's left (ruling W-3)
* ``discard``  ``discard:<card>`` down to the hand limit of 7
* ``over``

A seat with no possible answer is not asked: the rules take the damage for it.

Where the seed is silent (marked ``# assumption`` where they apply):
the Geisha's player picks which property goes, but a hand card is taken at
random (hands are hidden); Breathing's extra card must go to another player;
Bushido's reveal is compulsory; Ushiwaka draws one card per resilience point
actually lost; an empty deck is rebuilt (and costs honour) whenever any card
is to be drawn or revealed.

Ruling W-5: a knock-out that leaves a single player standing ends the game for
that player's camp even when it also took the last honour, but not when the
knocker is of the victim's camp (then the game goes on, unless honour ran out).

Cards are card ids (content.CARDS). The deck is kept as a sorted multiset and
a draw picks from it with the state's seeded generator, so no hidden order is
stored. Hidden: the other seats' roles (except the Shogun's) and Ninja stars,
their hand cards (except cards known to be there, e.g. Ieyasu's draw from the
discard pile), and the deck.
"""
from __future__ import annotations

import bisect
import random
from collections import Counter
from typing import Mapping

from client.core.actions import int_arg, split
from client.core.errors import IllegalAction, OptionsError
from client.core.game import TERMINAL, Event, GameState, clone_rng

from . import content as C

BUSHIDO, DRAW, PLAY, PARRY, ANSWER, DISCARD, OVER = "bushido", "draw", "play", "parry", "answer", "discard", "over"
UNKNOWN = "?"
SELF_PROPERTIES = ("armor", "focus", "fastdraw")  # played in front of oneself
_LISTS = ("roles", "stars", "chars", "hp", "honour", "deck", "discard", "hostile", "helped")


class SamuraiState(GameState):
    def __init__(self, players: int, seed: int):
        n = self.num_players = players
        self.rng = random.Random(seed)
        self.viewer = None
        self.events = []
        rng = self.rng
        roles = list(C.ROLES_BY_PLAYERS[n])
        rng.shuffle(roles)
        self.roles = roles
        stars = list(C.NINJA_STARS)
        rng.shuffle(stars)  # the Ninja cards not used are set aside unseen
        self.stars = [stars.pop() if r == C.NINJA else 0 for r in roles]
        chars = [c.id for c in C.CHARACTERS]
        rng.shuffle(chars)
        self.chars = chars[:n]
        self.hp = [C.CHARACTER_BY_ID[c].resilience for c in self.chars]
        self.honour = [C.starting_honour(n, r) for r in roles]
        self.hands = [[] for _ in range(n)]
        self.known = [[] for _ in range(n)]  # cards publicly known to be in each hand
        self.props = [[] for _ in range(n)]  # properties in front of each seat, in play order
        self.deck = list(C.FULL_DECK)
        self.discard = []
        self.turn = roles.index(C.SHOGUN)  # the Shogun starts
        self.phase = PLAY
        self.weapons_used = 0
        self.pending = None  # PARRY: (attacker, target, weapon, damage); ANSWER: (card, attacker, queue)
        self.revealed = None  # the card Bushido turned up, while its holder decides
        self.end_reason = ""  # "honour" or "master"
        self.master = -1  # the seat left standing (Bushido master)
        self.friendly = ""  # the camp that lost its own member's last honour
        self.turns = 0
        self._legal = None  # legal_actions' list until the state changes
        # the public record the bots read roles from: hostile[a * n + b] counts the acts seat a
        # aimed at seat b (weapon attacks, Geisha, Diversion, Bushido placed), helped[a * n + b]
        # the Breathing draws a gave b and the Bushido a's Geisha took from in front of b
        self.hostile = [0] * (n * n)
        self.helped = [0] * (n * n)
        for k in range(n):
            seat = (self.turn + k) % n
            self._draw(seat, C.STARTING_HAND[k], quiet=True)
        self.events = [Event("setup", {"shogun": self.turn, "chars": list(self.chars),
                                       "honour": list(self.honour)})]
        self._start_turn(self.turn, first=True)

    # -- facts ------------------------------------------------------------------
    def character(self, seat: int) -> str:
        return self.chars[seat]

    def max_hp(self, seat: int) -> int:
        return C.CHARACTER_BY_ID[self.chars[seat]].resilience

    def harmless(self, seat: int) -> bool:
        """No resilience or no hand cards: no weapon, Battlecry or Jujutsu reaches this seat."""
        return self.hp[seat] == 0 or not self.hands[seat]

    def team(self, seat: int) -> str:
        role = self.roles[seat]
        return C.TEAM_OF.get(role, UNKNOWN)

    def distance(self, a: int, b: int) -> int:
        """Seats between a and b the short way round, harmless seats not counted, plus one (W-4)."""
        return self.distances(a)[b]

    def distances(self, a: int) -> list[int]:
        """``distance(a, b)`` for every seat b, in one walk round the table (for b = a: the
        whole way round)."""
        n, hp, hands = self.num_players, self.hp, self.hands
        # counted[k]: seats that count (not harmless) among the k next to a's left
        counted = [0] * n
        for k in range(1, n):
            s = (a + k) % n
            counted[k] = counted[k - 1] + (hp[s] != 0 and len(hands[s]) > 0)
        out = [0] * n
        out[a] = 1 + counted[n - 1]
        for k in range(1, n):
            left, right = counted[k - 1], counted[n - 1] - counted[k]
            out[(a + k) % n] = 1 + (left if left < right else right)
        return out

    def difficulty(self, attacker: int, target: int, distance: int | None = None) -> int:
        """Distance plus one per Armor in front of the target, plus Benkei's ability (W-4)."""
        if distance is None:
            distance = self.distance(attacker, target)
        d = distance + self.props[target].count("armor")
        if self.chars[target] == "benkei":
            d += 1
        return d

    def weapon_limit(self, seat: int) -> int:
        base = C.SHOGUN_3P_WEAPONS if self.num_players == 3 and self.roles[seat] == C.SHOGUN else C.WEAPONS_PER_TURN
        return base + (self.chars[seat] == "goemon") + self.props[seat].count("focus")

    def attack_damage(self, attacker: int, weapon: str, target: int) -> int:
        dmg = C.CARD_BY_ID[weapon].damage + self.props[attacker].count("fastdraw")
        if self.chars[attacker] == "musashi":
            dmg += 1
        if self.chars[target] == "ginchiyo":
            dmg = max(1, dmg - 1)
        return dmg

    def bushido_in_play(self) -> bool:
        return any("bushido" in p for p in self.props)

    def _blocks(self, seat: int, threat: str) -> list[str]:
        """Cards ``seat`` may answer ``threat`` (weapon, battlecry, jujutsu) with."""
        hand = self.hands[seat]
        out = []
        if threat == "jujutsu":
            return sorted({c for c in hand if c in C.WEAPONS})
        if "parry" in hand:
            out.append("parry")
        if self.chars[seat] == "hanzo" and len(hand) > 1:  # not with the last card in hand
            out += sorted({c for c in hand if c in C.WEAPONS})
        return out

    # -- the contract ------------------------------------------------------------------
    @property
    def to_act(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase == PARRY:
            return self.pending[1]
        if self.phase == ANSWER:
            return self.pending[2][0]
        return self.turn

    def legal_actions(self) -> list[str]:
        # remembered until the next apply or copy, so that apply checks the action the search
        # just picked from this list without building it again (a new list for every caller)
        if self._legal is not None:
            return list(self._legal)
        self._legal = out = self._legal_actions()
        return list(out)

    def _legal_actions(self) -> list[str]:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == PARRY:
            return [f"block:{c}" for c in self._blocks(self.pending[1], self.pending[2])] + ["take"]
        if phase == ANSWER:
            card, _attacker, queue = self.pending
            return [f"block:{c}" for c in self._blocks(queue[0], card)] + ["take"]
        if phase == DISCARD:
            return [f"discard:{c}" for c in sorted(set(self.hands[self.turn]))]
        if phase == BUSHIDO:
            return [f"bushido:{c}" for c in sorted({c for c in self.hands[self.turn] if c in C.WEAPONS})] + \
                ["bushido:honour"]
        if phase == DRAW:
            return ["draw:discard", "draw:deck"]
        return self._play_actions()

    def _play_actions(self, only: str | None = None) -> list[str]:
        """The play phase's actions; with ``only`` (a card id, or "" for none) just those that
        play that card and those that play no card: all ``apply`` needs to check one action."""
        me, n = self.turn, self.num_players
        cards = set(self.hands[me])
        if only is not None:
            cards = {only} if only in cards else set()
        others = [(me + k) % n for k in range(1, n)]
        out = []
        weapons = sorted(c for c in cards if c in C.WEAPONS)
        if weapons and self.weapons_used < self.weapon_limit(me):
            kojiro = self.chars[me] == "kojiro"
            far = self.distances(me)
            targets = [(t, self.difficulty(me, t, far[t])) for t in others if not self.harmless(t)]
            for w in weapons:
                reach = C.CARD_BY_ID[w].difficulty
                out += [f"attack:{w}:{t}" for t, d in targets if kojiro or d <= reach]
        for card in sorted(cards):
            if card in SELF_PROPERTIES or card in ("battlecry", "jujutsu", "daimyo", "teaceremony"):
                out.append(f"play:{card}")
            elif card == "bushido":
                if not self.bushido_in_play():
                    out += [f"play:bushido:{t}" for t in others]
            elif card == "breathing":
                out += [f"play:breathing:{t}" for t in others]
            elif card == "diversion":
                out += [f"play:diversion:{t}" for t in others if self.hands[t]]
            elif card == "geisha":
                for t in others:
                    if self.hands[t]:
                        out.append(f"play:geisha:{t}:hand")
                    out += [f"play:geisha:{t}:{p}" for p in sorted(set(self.props[t]))]
        if self.chars[me] == "nobunaga" and self.hp[me] > 1:
            out.append("nobunaga")
        out.append("end")
        return out

    def apply(self, action: str) -> None:
        verb, args = split(action)
        legal = self._legal
        if legal is None:
            if self.phase == PLAY:  # only the actions playing the same card
                legal = self._play_actions(args[0] if args and verb in ("attack", "play") else "")
            else:
                legal = self._legal_actions()
        if action not in legal:
            raise IllegalAction(f"{action!r} is not legal now ({self._why()})")
        self._legal = None
        self.events = []
        phase = self.phase
        if phase == PARRY:
            self._answer_attack(args[0] if verb == "block" else None)
        elif phase == ANSWER:
            self._answer_card(args[0] if verb == "block" else None)
        elif phase == DISCARD:
            self._discard_down(args[0])
        elif phase == BUSHIDO:
            self._bushido_choice(args[0])
        elif phase == DRAW:
            self._ieyasu_draw(args[0] == "discard")
        elif verb == "attack":
            self._attack(args[0], int_arg(args[1], "seat"))
        elif verb == "play":
            self._play(args[0], args[1:])
        elif verb == "nobunaga":
            me = self.turn
            self.hp[me] -= 1
            self._event("nobunaga", seat=me, hp=self.hp[me])
            self._draw(me, 1)
        else:  # end
            self._end_play()

    def _why(self) -> str:
        if self.phase == OVER:
            return "the game is over"
        return f"seat {self.to_act} is to act in the {self.phase} phase"

    # -- playing cards -------------------------------------------------------------------
    def _take_from_hand(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)

    def _to_hand(self, seat: int, card: str) -> None:
        bisect.insort(self.hands[seat], card)

    def _attack(self, weapon: str, target: int) -> None:
        me = self.turn
        self._take_from_hand(me, weapon)
        self.discard.append(weapon)
        self.weapons_used += 1
        self.hostile[me * self.num_players + target] += 1
        damage = self.attack_damage(me, weapon, target)
        self._event("attack", seat=me, target=target, card=weapon, damage=damage,
                    difficulty=self.difficulty(me, target))
        if self._blocks(target, weapon):
            self.phase = PARRY
            self.pending = (me, target, weapon, damage)
        else:
            self._hit(me, target, damage)

    def _answer_attack(self, block: str | None) -> None:
        attacker, target, weapon, damage = self.pending
        self.pending = None
        self.phase = PLAY
        if block is not None:
            self._take_from_hand(target, block)
            self.discard.append(block)
            self._event("block", seat=target, card=block, against=weapon, attacker=attacker)
        else:
            self._hit(attacker, target, damage)

    def _hit(self, attacker: int, target: int, damage: int) -> None:
        lost = self._damage(target, damage, attacker, by_weapon=True)
        if self.phase == OVER:
            return
        if self.chars[target] == "ushiwaka" and lost:  # assumption: per point actually lost
            self._draw(target, lost)
        if self.phase != OVER and self.chars[attacker] == "tomoe" and lost:
            self._draw(attacker, 1)

    def _damage(self, seat: int, amount: int, source: int, by_weapon: bool) -> int:
        """Take resilience; a knock-out hands 1 honour to ``source``. Returns points lost."""
        lost = min(amount, self.hp[seat])
        self.hp[seat] -= lost
        self._event("damage", seat=seat, amount=lost, source=source, weapon=by_weapon, hp=self.hp[seat])
        if self.hp[seat] == 0 and lost:
            own_camp = self.team(seat) == self.team(source)
            self.honour[seat] -= 1
            self.honour[source] += 1
            self._event("knockout", seat=seat, by=source)
            standing = [s for s in range(self.num_players) if self.hp[s] > 0]
            # ruling W-5: the Bushido master's camp wins at once, before the honour just lost is
            # counted (not with 3 players; a knock-out by one's own camp makes no master)
            if len(standing) == 1 and self.num_players > 3 and not own_camp:
                self.master = standing[0]
                self._finish("master")
                return lost
            if self.honour[seat] <= 0:
                if own_camp:
                    self.friendly = self.team(seat)
                self._finish("honour")
        return lost

    def _play(self, card: str, args: list[str]) -> None:
        me, n = self.turn, self.num_players
        self._take_from_hand(me, card)
        target = int_arg(args[0], "seat") if args else None
        if card == "breathing" or (card == "geisha" and args[1] == "bushido"):
            self.helped[me * n + target] += 1  # Bushido taken away from a seat spares its honour
        elif card in ("bushido", "diversion", "geisha"):
            self.hostile[me * n + target] += 1
        if card in SELF_PROPERTIES:
            self.props[me].append(card)
            self._event("property", seat=me, card=card, target=me)
            return
        if card == "bushido":
            self.props[target].append(card)
            self._event("property", seat=me, card=card, target=target)
            return
        self.discard.append(card)
        self._event("play", seat=me, card=card, target=target)
        if card in ("battlecry", "jujutsu"):
            queue = tuple(s for s in ((me + k) % n for k in range(1, n))
                          if not self.harmless(s) and self.chars[s] != "chiyome")
            self._next_answer(card, me, queue)
        elif card == "daimyo":
            self._draw(me, C.DAIMYO_DRAW)
        elif card == "teaceremony":
            self._draw(me, C.TEA_CEREMONY_DRAW)
            for k in range(1, n):
                if self.phase == OVER:
                    break
                self._draw((me + k) % n, 1)
        elif card == "breathing":
            self.hp[me] = self.max_hp(me)
            self._event("heal", seat=me, hp=self.hp[me])
            self._draw(target, 1)
        elif card == "diversion":
            taken = self.hands[target][self.rng.randrange(len(self.hands[target]))]
            self.hands[target].remove(taken)
            self.known[target] = []  # the others cannot tell which card went
            self._to_hand(me, taken)
            self.events.append(Event("steal", {"seat": me, "target": target, "card": taken},
                                     private_to=frozenset({me, target}),
                                     redacted={"seat": me, "target": target}))
        elif card == "geisha":
            if args[1] == "hand":  # assumption: the player names a property, but a hand card is random
                lost = self.hands[target][self.rng.randrange(len(self.hands[target]))]
                self._take_from_hand(target, lost)
                where = "hand"
            else:
                lost = args[1]
                self.props[target].remove(lost)
                where = "property"
            self.discard.append(lost)
            self._event("lose_card", seat=target, card=lost, by=me, source=where)

    def _next_answer(self, card: str, attacker: int, queue: tuple[int, ...]) -> None:
        """Ask the next seat that can answer; seats that cannot take the damage at once."""
        while queue and self.phase != OVER:
            seat = queue[0]
            if self.harmless(seat):
                queue = queue[1:]
                continue
            if self._blocks(seat, card):
                self.phase = ANSWER
                self.pending = (card, attacker, queue)
                return
            self._damage(seat, 1, attacker, by_weapon=False)
            queue = queue[1:]
        if self.phase != OVER:
            self.phase = PLAY
            self.pending = None

    def _answer_card(self, block: str | None) -> None:
        card, attacker, queue = self.pending
        seat = queue[0]
        if block is not None:
            self._take_from_hand(seat, block)
            self.discard.append(block)
            self._event("block", seat=seat, card=block, against=card, attacker=attacker)
        else:
            self._damage(seat, 1, attacker, by_weapon=False)
        if self.phase != OVER:
            self._next_answer(card, attacker, queue[1:])

    # -- the turn ------------------------------------------------------------------------
    def _end_play(self) -> None:
        if len(self.hands[self.turn]) > C.HAND_LIMIT:
            self.phase = DISCARD
        else:
            self._start_turn((self.turn + 1) % self.num_players)

    def _discard_down(self, card: str) -> None:
        me = self.turn
        self._take_from_hand(me, card)
        self.discard.append(card)
        self._event("discard", seat=me, card=card)
        if len(self.hands[me]) <= C.HAND_LIMIT:
            self._start_turn((me + 1) % self.num_players)

    def _start_turn(self, seat: int, first: bool = False) -> None:
        self.turn = seat
        self.phase = PLAY
        self.weapons_used = 0
        if not first:
            self.turns += 1
        self._event("turn", seat=seat)
        if self.hp[seat] == 0:  # recovery phase
            self.hp[seat] = self.max_hp(seat)
            self._event("recover", seat=seat, hp=self.hp[seat])
        if "bushido" in self.props[seat]:  # assumption: the reveal is compulsory
            card = self._pop_deck()
            if card is None:
                if self.phase == OVER:
                    return
            else:
                self.discard.append(card)
                self.revealed = card
                self._event("bushido_reveal", seat=seat, card=card)
                if card not in C.WEAPONS:
                    self._pass_bushido(seat)
                elif any(c in C.WEAPONS for c in self.hands[seat]):
                    self.phase = BUSHIDO
                    return
                else:
                    self._bushido_honour(seat)
                    if self.phase == OVER:
                        return
            self.revealed = None
        self._draw_phase(seat)

    def _pass_bushido(self, seat: int) -> None:
        left = (seat + 1) % self.num_players
        self.props[seat].remove("bushido")
        self.props[left].append("bushido")
        self._event("bushido_pass", seat=seat, to=left)

    def _bushido_honour(self, seat: int) -> None:
        self.props[seat].remove("bushido")
        self.discard.append("bushido")
        spared = self.num_players == 3 and self.roles[seat] == C.SHOGUN  # the 3-player variant
        self._event("bushido_discard", seat=seat, honour=0 if spared else 1)
        if not spared:
            self._lose_honour([seat], "bushido")

    def _bushido_choice(self, choice: str) -> None:
        seat = self.turn
        self.revealed = None
        self.phase = PLAY
        if choice == "honour":
            self._bushido_honour(seat)
            if self.phase == OVER:
                return
        else:
            self._take_from_hand(seat, choice)
            self.discard.append(choice)
            self._event("discard", seat=seat, card=choice)
            self._pass_bushido(seat)
        self._draw_phase(seat)

    def _draw_phase(self, seat: int) -> None:
        count = C.DRAW_PER_TURN
        if self.num_players == 3 and self.roles[seat] == C.SHOGUN:
            count = C.SHOGUN_3P_DRAW
        if self.chars[seat] == "hideyoshi":
            count += 1
        if self.chars[seat] == "ieyasu" and self.discard:
            self.phase = DRAW
            self.pending = count
            return
        self.phase = PLAY
        self._draw(seat, count)

    def _ieyasu_draw(self, from_discard: bool) -> None:
        seat, count = self.turn, self.pending
        self.pending = None
        self.phase = PLAY
        if from_discard:
            card = self.discard.pop()
            self._to_hand(seat, card)
            self.known[seat].append(card)
            self._event("take_discard", seat=seat, card=card)
            count -= 1
        self._draw(seat, count)

    # -- cards from the deck, honour ------------------------------------------------------
    def _pop_deck(self) -> str | None:
        """One card from the deck; an empty deck is rebuilt from the discard pile at the
        cost of 1 honour for everyone. None if the game ends or no card is left anywhere."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = sorted(self.discard)
            self.discard = []
            self._event("reshuffle", cards=len(self.deck))
            self._lose_honour(range(self.num_players), "deck")
            if self.phase == OVER:
                return None
        return self.deck.pop(self.rng.randrange(len(self.deck)))

    def _draw(self, seat: int, count: int, quiet: bool = False) -> None:
        got = []
        for _ in range(count):
            card = self._pop_deck()
            if card is None:
                break
            self._to_hand(seat, card)
            got.append(card)
        if got and not quiet:
            self.events.append(Event("draw", {"seat": seat, "cards": got}, private_to=frozenset({seat}),
                                     redacted={"seat": seat, "count": len(got)}))

    def _lose_honour(self, seats, reason: str) -> None:
        seats = list(seats)
        for s in seats:
            self.honour[s] -= 1
        self._event("honour_lost", seats=seats, reason=reason)
        if any(h <= 0 for h in self.honour):
            self._finish("honour")

    def _finish(self, reason: str) -> None:
        self.phase = OVER
        self.pending = None
        self.end_reason = reason
        team = self.winning_team()
        self.events.append(Event("game_over", {
            "reason": reason, "roles": list(self.roles), "stars": list(self.stars), "master": self.master,
            "friendly": self.friendly, "out": [s for s, h in enumerate(self.honour) if h <= 0],
            "team": team, "winners": self.winners(), "scores": self.team_scores()}, reveals=True))

    def _event(self, kind: str, **data) -> None:
        self.events.append(Event(kind, data))

    # -- the end ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def multiplier(self, seat: int) -> int:
        n, role = self.num_players, self.roles[seat]
        if n == 4 and role == C.NINJA:
            more = max(s for s, r in zip(self.stars, self.roles) if r == C.NINJA)
            return C.NINJA_4P_MORE_STARS if self.stars[seat] == more else 1
        return C.MULTIPLIER[n][role]

    def breakdown(self) -> list[dict]:
        """Per seat: honour, multiplier, Daimyo cards counted, points (the end's scoring)."""
        out = []
        for s in range(self.num_players):
            mult = self.multiplier(s)
            daimyo = 0 if self.roles[s] == C.RONIN else self.hands[s].count("daimyo") * C.DAIMYO_POINTS
            out.append({"honour": self.honour[s], "multiplier": mult, "daimyo": daimyo,
                        "points": self.honour[s] * mult + daimyo})
        return out

    def team_scores(self) -> dict[str, int]:
        totals: dict[str, int] = {}
        for s, row in enumerate(self.breakdown()):
            team = self.team(s)
            totals[team] = totals.get(team, 0) + row["points"]
        if self.friendly in totals:
            totals[self.friendly] -= C.FRIENDLY_FIRE_PENALTY
        return totals

    def winning_team(self) -> str | None:
        if not self.is_over():
            return None
        if self.master >= 0:
            return self.team(self.master)
        totals = self.team_scores()
        best = max(totals.values())
        tied = [t for t, v in totals.items() if v == best]
        if len(tied) == 1:
            return tied[0]
        return C.NINJA if C.NINJA in tied else C.SHOGUN  # ties: the Ninja, else the Shogun's camp

    def scores(self) -> list[float]:
        """Each seat's camp total at the end; honour while the game goes on."""
        if not self.is_over():
            return [float(h) for h in self.honour]
        totals = self.team_scores()
        return [float(totals[self.team(s)]) for s in range(self.num_players)]

    def winners(self) -> list[int]:
        team = self.winning_team()
        return [] if team is None else [s for s in range(self.num_players) if self.team(s) == team]

    # -- copies and hidden information ------------------------------------------------------
    def clone(self) -> "SamuraiState":
        return self._copy(clone_rng(self.rng))

    def _copy(self, rng: random.Random | None) -> "SamuraiState":
        """A clone with ``rng`` for its generator (observations and worlds copy none to drop)."""
        c = object.__new__(SamuraiState)
        c.__dict__.update(self.__dict__)
        for name in _LISTS:
            setattr(c, name, list(getattr(self, name)))
        c.hands = [list(h) for h in self.hands]
        c.known = [list(k) for k in self.known]
        c.props = [list(p) for p in self.props]
        c.rng = rng
        c.events = list(self.events)
        c._legal = None  # a copy may be changed (determinize, tests) before it acts
        return c

    def observation(self, seat: int | None) -> "SamuraiState":
        o = self._copy(None)
        o.viewer = seat
        o.deck = [UNKNOWN] * len(self.deck)
        if not self.is_over():
            o.roles = [r if (s == seat or r == C.SHOGUN) else UNKNOWN for s, r in enumerate(self.roles)]
            o.stars = [st if s == seat else 0 for s, st in enumerate(self.stars)]
        if not self.is_over():  # at the end hands are shown: Daimyo cards score
            o.hands = [list(h) if s == seat else sorted(self.known[s]) + [UNKNOWN] * (len(h) - len(self.known[s]))
                       for s, h in enumerate(self.hands)]
        o.events = [e for e in (ev.for_seat(seat) for ev in self.events) if e is not None]
        return o

    def determinize(self, rng: random.Random) -> "SamuraiState":
        w = self._copy(random.Random(rng.random()))
        w.viewer = None
        n = self.num_players
        if UNKNOWN in self.roles:
            pool = Counter(C.ROLES_BY_PLAYERS[n])
            pool.subtract(r for r in self.roles if r != UNKNOWN)
            roles = list(pool.elements())
            rng.shuffle(roles)
            stars = [s for s in C.NINJA_STARS if s not in self.stars]
            rng.shuffle(stars)
            for s in range(n):
                if self.roles[s] == UNKNOWN:
                    w.roles[s] = roles.pop()
                    w.stars[s] = stars.pop() if w.roles[s] == C.NINJA else 0
        cards = Counter(C.FULL_DECK)
        cards.subtract(self.discard)
        for s in range(n):
            cards.subtract(c for c in self.hands[s] if c != UNKNOWN)
            cards.subtract(self.props[s])
        pool = list(cards.elements())
        rng.shuffle(pool)
        for s in range(n):
            hand = self.hands[s]
            if UNKNOWN in hand:
                w.hands[s] = sorted([c for c in hand if c != UNKNOWN] + [pool.pop() for _ in range(hand.count(UNKNOWN))])
        if UNKNOWN in self.deck or len(pool) != len(self.deck):
            w.deck = sorted(pool[:len(self.deck)])
        return w

    def snapshot(self) -> dict:
        return {
            "roles": self.roles, "stars": self.stars, "chars": self.chars, "hp": self.hp,
            "honour": self.honour, "hands": self.hands, "known": self.known, "props": self.props,
            "deck": self.deck, "discard": self.discard, "turn": self.turn, "phase": self.phase,
            "weapons_used": self.weapons_used,
            "pending": list(self.pending) if isinstance(self.pending, tuple) else self.pending,
            "revealed": self.revealed, "end_reason": self.end_reason, "master": self.master,
            "friendly": self.friendly, "turns": self.turns, "viewer": self.viewer,
            "hostile": self.hostile, "helped": self.helped,
        }

    def check_invariants(self) -> None:
        n = self.num_players
        if self.viewer is None:
            counted = Counter(self.deck) + Counter(self.discard)
            for s in range(n):
                counted += Counter(self.hands[s]) + Counter(self.props[s])
            assert counted == Counter(C.FULL_DECK), f"cards not accounted for: {counted - Counter(C.FULL_DECK)}"
            assert self.deck == sorted(self.deck), "the deck is a sorted multiset"
            assert sorted(self.roles) == sorted(C.ROLES_BY_PLAYERS[n]), "roles"
            for s in range(n):
                assert Counter(self.known[s]) <= Counter(self.hands[s]), f"seat {s}: known cards not in hand"
        for s in range(n):
            assert 0 <= self.hp[s] <= self.max_hp(s), f"seat {s}: resilience {self.hp[s]}"
            assert self.hands[s] == sorted(self.hands[s]) or UNKNOWN in self.hands[s], f"seat {s}: hand order"
            assert all(p in C.PROPERTIES for p in self.props[s]), f"seat {s}: {self.props[s]}"
        assert sum(p.count("bushido") for p in self.props) <= 1, "one Bushido in play at most"
        assert sum(max(h, 0) for h in self.honour) <= C.HONOUR_TOKENS, "honour tokens"
        if self.phase != OVER:
            assert all(h > 0 for h in self.honour), "a seat without honour ends the game"
            if self.phase == PLAY:
                assert self.hp[self.turn] > 0, "the player recovered at the start of the turn"

    # -- words --------------------------------------------------------------------------------
    def describe(self, action: str) -> str:
        verb, args = split(action)
        name = lambda cid: C.CARD_BY_ID[cid].en if cid in C.CARD_BY_ID else cid  # noqa: E731
        if verb == "attack":
            return f"attack seat {int_arg(args[1], 'seat') + 1} with {name(args[0])}"
        if verb == "play":
            text = f"play {name(args[0])}"
            if len(args) > 1:
                text += f" on seat {int_arg(args[1], 'seat') + 1}"
            if len(args) > 2:
                text += " (a hand card)" if args[2] == "hand" else f" ({name(args[2])})"
            return text
        if verb == "block":
            return f"block with {name(args[0])}"
        if verb == "take":
            return "take the damage"
        if verb == "discard":
            return f"discard {name(args[0])}"
        if verb == "bushido":
            return "lose 1 honour and discard Bushido" if args[0] == "honour" else \
                f"discard {name(args[0])} and pass Bushido left"
        if verb == "draw":
            return "take the top of the discard pile" if args[0] == "discard" else "draw from the deck"
        if verb == "nobunaga":
            return "give 1 resilience for a card"
        return "end the turn" if verb == "end" else action


def new_game(players: int, options: Mapping[str, str], seed: int) -> SamuraiState:
    if players not in C.ROLES_BY_PLAYERS:
        raise OptionsError(f"Samurai Sword takes 3–7 players, not {players}")
    return SamuraiState(players, seed)
