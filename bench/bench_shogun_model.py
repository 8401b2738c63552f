"""How well the plans a Shogun search imagines for the other seats predict their real face-down
plans (the study behind ``RIVAL_NOISE`` in client/games/shogun/ai.py).

    .venv/bin/python bench/bench_shogun_model.py --level normal --iterations 300 --games 3

The bots' strength and Shogun's noise study are the arena's (``python -m client arena shogun``;
the noise study: ``--strong easy:noise=0 --field easy``).
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.ai.bots import make_bot  # noqa: E402
from client.ai.worker import bot_seed  # noqa: E402
from client.games.shogun import SPEC  # noqa: E402
from client.games.shogun.ai import _hidden_rows, imagine_plan  # noqa: E402
from client.games.shogun.layout import NSLOTS  # noqa: E402
from client.games.shogun.rules import PLAN  # noqa: E402


def table_head(title: str, header: str) -> None:
    print(title)
    print(header)
    print("-" * len(header))


def model_table(argv) -> int:
    """How well the plans a search imagines for the other seats predict their real face-down
    plans: games where every seat is a bot of one level; when a season's planning ends, each seat's
    observation imagines every other seat's face-down cards (as ``ShogunAI.determinize``
    does) at each noise, and the guesses are checked against the true plan.

        .venv/bin/python bench/bench_shogun_model.py --level normal --iterations 300 --games 3
    """
    parser = argparse.ArgumentParser(prog="bench_shogun_model.py")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--face", choices=("sun", "moon"), default="sun")
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--iterations", type=int, default=300, help="the level's budget as search iterations")
    parser.add_argument("--noise", default="0,0.05,0.1,0.35", help="the imagined plans' noises (points)")
    parser.add_argument("--samples", type=int, default=3, help="noisy plans imagined per seat and noise")
    args = parser.parse_args(argv)
    noises = [float(x) for x in args.noise.split(",")]
    options = SPEC.validate(args.players, {"face": args.face})
    cards = {n: [0, 0] for n in noises}  # face-down cards guessed right, guessed
    plans = {n: [0, 0] for n in noises}  # whole face-down plans guessed right, guessed
    for k in range(args.games):
        seed = args.seed + k
        st = SPEC.new_game(args.players, options, seed)
        ply = 0
        while not st.is_over():
            seat = st.to_act
            bot = make_bot(SPEC, args.level, bot_seed(seed, seat, ply), think=math.inf,
                           max_iterations=args.iterations)
            was = st.phase
            st.apply(bot.choose(st.observation(seat)))
            ply += 1
            if was != PLAN or st.phase == PLAN:
                continue
            rng = random.Random(seed * 1000 + ply)
            for viewer in range(args.players):
                obs = st.observation(viewer)
                for other, (unknown, pool, _) in _hidden_rows(obs).items():
                    truth = [st.plan[other * NSLOTS + slot] for slot in unknown]
                    for noise in noises:
                        for _ in range(args.samples if noise else 1):
                            plan = imagine_plan(obs, other, unknown, pool, rng, noise)
                            right = sum(plan.get(slot) == card for slot, card in zip(unknown, truth))
                            cards[noise][0] += right
                            cards[noise][1] += len(unknown)
                            plans[noise][0] += right == len(unknown)
                            plans[noise][1] += 1
    table_head(f"shogun, {args.players} players, {args.face} face: {args.games} game(s) of {args.players} {args.level} bots "
               f"({args.iterations} iterations, seeds {args.seed}–{args.seed + args.games - 1}); "
               f"imagined face-down plans against the true ones",
               f"{'noise':>6} {'cards':>7} {'right':>7} {'share':>6}   {'plans':>6} {'right':>6} {'share':>6}")
    for noise in noises:
        (cr, cn), (pr, pn) = cards[noise], plans[noise]
        print(f"{noise:>6g} {cn:>7} {cr:>7} {cr / max(1, cn):>6.2f}   {pn:>6} {pr:>6} {pr / max(1, pn):>6.2f}")
    return 0



if __name__ == "__main__":
    raise SystemExit(model_table(sys.argv[1:]))
