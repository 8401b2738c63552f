"""Balance tables for Himefuda Battle's starter decks: seeded self-play for every pair of decks.

    .venv/bin/python tools/himefuda_tables.py --games 40 --policy random
    .venv/bin/python tools/himefuda_tables.py --games 20 --policy greedy
    nice -n 10 .venv/bin/python tools/himefuda_tables.py --games 10 --policy normal --think 0.02

Plays every ordered pair of starter decks (both seat orders) and prints each deck's win rate
against the field, the mean game length in turns and how games end. Policies: ``random``
(uniform over the legal actions, never conceding) and ``greedy`` (one ply: the action whose
result scores best for the mover on a simple material count, ties broken at random), or a
bot level (``easy``, ``normal``, ``hard``: the game's own bots, deciding from each seat's
observation; ``--think`` sets the searching levels' seconds per decision instead of the
shipped ones). Each deck's rate comes with its 95 % Wilson interval.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from client.ai.bots import make_bot  # noqa: E402
from client.ai.worker import bot_seed  # noqa: E402
from client.games import get  # noqa: E402
from client.games.himefuda.cards import pool  # noqa: E402
from client.games.himefuda.rules import new_game  # noqa: E402
from client.arena.stats import wilson  # noqa: E402

CONCEDE = "concede"
BOT_LEVELS = ("easy", "normal", "hard")


def material(st, seat: int) -> float:
    """The mover's edge: war results, garrison, provisions and troops in the field."""
    if st.is_over():
        return 1000.0 if seat in st.winners() and len(st.winners()) == 1 else -1000.0 if st.winners() else 0.0
    o = 1 - seat
    field = [0, 0]
    for u in st.units.values():
        field[u.seat] += u.troops
    return (4 * (st.results(seat) - st.results(o)) + castle_worth(st.castle[seat]) - castle_worth(st.castle[o])
            + 1.5 * (st.provisions[seat] - st.provisions[o]) + 0.35 * (field[seat] - field[o]))


def castle_worth(troops: int) -> float:
    """The last 10 thousand guard against losing the game; the rest are worth less than in the field."""
    return min(troops, 10) + 0.25 * max(troops - 10, 0)


def choose(st, policy: str, rng: random.Random) -> str:
    legal = [a for a in st.legal_actions() if a != CONCEDE]
    if policy == "random" or len(legal) == 1:
        return rng.choice(legal)
    seat = st.to_act
    best, best_score = [], None
    for a in legal:
        c = st.clone()
        c.apply(a)
        score = material(c, seat)
        if best_score is None or score > best_score:
            best, best_score = [a], score
        elif score == best_score:
            best.append(a)
    return rng.choice(best)


def play(deck0: str, deck1: str, seed: int, policies: tuple[str, str],
         think: float | None = None) -> tuple[list[int], str, int]:
    st = new_game(2, {"deck0": deck0, "deck1": deck1}, seed)
    rng = random.Random(seed * 7919 + 1)
    spec = get("himefuda") if set(policies) & set(BOT_LEVELS) else None
    moves = 0
    while not st.is_over():
        seat = st.to_act
        policy = policies[seat]
        if policy in BOT_LEVELS:  # a bot sees only its seat's observation
            bot = make_bot(spec, policy, bot_seed(seed, seat, moves), think if policy != "easy" else None)
            st.apply(bot.choose(st.observation(seat)))
        else:
            st.apply(choose(st, policy, rng))
        moves += 1
    return st.winners(), st.end_reason, max(st.turns)



def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games per ordered pair of decks")
    ap.add_argument("--policy", choices=("random", "greedy") + BOT_LEVELS, default="random")
    ap.add_argument("--think", type=float, default=None,
                    help="seconds per decision of the normal and hard bots (default: the shipped ones)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    if args.think is not None and args.think <= 0:
        ap.error("--think needs a positive number of seconds")
    decks = list(pool().decks)
    wins, played = Counter(), Counter()
    pair_wins: Counter = Counter()
    reasons: Counter = Counter()
    lengths = []
    seed = args.seed
    for d0 in decks:
        for d1 in decks:
            if d0 == d1:
                continue
            for _ in range(args.games):
                winners, reason, turns = play(d0, d1, seed, (args.policy, args.policy), args.think)
                seed += 1
                reasons[reason] += 1
                lengths.append(turns)
                for seat, deck in enumerate((d0, d1)):
                    played[deck] += 1
                    share = (1.0 / len(winners)) if seat in winners else 0.0
                    wins[deck] += share
                    pair_wins[deck, (d1, d0)[seat]] += share
    per_pair = 2 * args.games
    think = "" if args.think is None or args.policy not in ("normal", "hard") else f", think {1000 * args.think:g} ms"
    print(f"policy {args.policy}{think}, {args.games} games per seat order, {sum(reasons.values())} games")
    print("deck   vs field  95 % Wilson    " + "  ".join(f"{d:>5}" for d in decks))
    for d in decks:
        row = "  ".join("    -" if d == e else f"{100 * pair_wins[d, e] / per_pair:4.0f}%" for e in decks)
        lo, hi = wilson(wins[d], played[d])
        print(f"{d:<6} {100 * wins[d] / played[d]:6.1f} %  {100 * lo:4.1f}–{100 * hi:4.1f} %  {row}")
    lengths.sort()
    capped = reasons["turn_cap"]
    print(f"turns per player: mean {sum(lengths) / len(lengths):.1f}, median {lengths[len(lengths) // 2]}, "
          f"max {lengths[-1]}; cap reached in {capped} ({100 * capped / len(lengths):.0f} %)")
    total = sum(reasons.values())
    print("ends: " + ", ".join(f"{r} {100 * n / total:.0f} %" for r, n in reasons.most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
