"""A tiny hidden-information game that exercises the core before real games do.

"Secret bids": each seat is dealt 3 cards from a shuffled deck of 1..4N;
each round every seat in turn bids one card face down; when all have bid the
bids are revealed, the highest takes a point (ties drawn at random).
"""
from __future__ import annotations

import random
from client.core.actions import act, int_arg, split
from client.core.errors import IllegalAction
from client.core.game import TERMINAL, Event, GameSpec, GameState, OptionSpec, clone_rng

UNKNOWN = 0


class ToyState(GameState):
    def __init__(self, players: int, rounds: int, seed: int):
        self.num_players = players
        self.rounds = rounds
        self.rng = random.Random(seed)
        self.viewer = None
        deck = list(range(1, 4 * players + 1))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[i * 3:(i + 1) * 3]) for i in range(players)]
        self.bids = [None] * players
        self.points = [0] * players
        self.played = []  # cards revealed in earlier rounds
        self.round = 0
        self.seat = 0
        self.events = []

    @property
    def to_act(self) -> int:
        return TERMINAL if self.round >= self.rounds else self.seat

    def legal_actions(self):
        if self.is_over():
            return []
        return [act("bid", c) for c in sorted(set(self.hands[self.seat]))]

    def apply(self, action):
        verb, args = split(action)
        if self.is_over() or verb != "bid" or len(args) != 1:
            raise IllegalAction(f"not legal now: {action!r}")
        card = int_arg(args[0], "card")
        if card not in self.hands[self.seat] or card == UNKNOWN:
            raise IllegalAction(f"seat {self.seat} has no card {card}")
        self.events = []
        self.hands[self.seat].remove(card)
        self.bids[self.seat] = card
        self.events.append(Event("bid", {"seat": self.seat, "card": card},
                                 private_to=frozenset({self.seat}), redacted={"seat": self.seat}))
        self.seat += 1
        if self.seat == self.num_players:
            best = max(self.bids)
            tied = [i for i, b in enumerate(self.bids) if b == best]
            winner = tied[0] if len(tied) == 1 else self.rng.choice(tied)
            self.points[winner] += 1
            self.events.append(Event("reveal", {"bids": list(self.bids), "winner": winner}, reveals=True))
            self.played.extend(self.bids)
            self.bids = [None] * self.num_players
            self.seat = 0
            self.round += 1

    def clone(self):
        c = object.__new__(ToyState)
        c.__dict__.update(self.__dict__)
        c.hands = [list(h) for h in self.hands]
        c.bids = list(self.bids)
        c.points = list(self.points)
        c.played = list(self.played)
        c.rng = clone_rng(self.rng)
        c.events = list(self.events)
        return c

    def observation(self, seat):
        o = self.clone()
        o.rng = None
        o.viewer = seat
        o.hands = [list(h) if i == seat else [UNKNOWN] * len(h) for i, h in enumerate(self.hands)]
        o.bids = [b if (i == seat or b is None) else UNKNOWN for i, b in enumerate(self.bids)]
        return o

    def determinize(self, rng):
        w = self.clone()
        w.viewer = None
        w.rng = random.Random(rng.random())
        seen = {c for h in self.hands for c in h} | {b for b in self.bids if b}
        # cards already revealed in earlier rounds are gone; unknown cards come from the rest
        played = set(self.played)
        pool = [c for c in range(1, 4 * self.num_players + 1) if c not in seen and c not in played]
        rng.shuffle(pool)
        w.hands = [[c if c != UNKNOWN else pool.pop() for c in h] for h in self.hands]
        w.bids = [pool.pop() if b == UNKNOWN else b for b in self.bids]
        return w

    def public_describe(self, action):
        return "bids face down"  # which card stays secret until the reveal

    def is_over(self):
        return self.round >= self.rounds

    def scores(self):
        return [float(p) for p in self.points]

    def snapshot(self):
        return {"hands": self.hands, "bids": self.bids, "points": self.points,
                "played": self.played, "round": self.round, "seat": self.seat, "viewer": self.viewer}


def new_game(players, options, seed):
    return ToyState(players, int(options["rounds"]), seed)


SPEC = GameSpec(
    id="toy", title_en="Secret bids", title_zh="暗標", min_players=2, max_players=5,
    rules_module="tests.toygame",
    options=(OptionSpec("rounds", "Rounds", ("2", "3"), ("2", "3"), "3"),),
)
