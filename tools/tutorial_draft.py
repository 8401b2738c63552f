"""Draft a lesson (client/games/<game>/tutorial.json) from a seeded game the easy bots play: its
actions, with the learner's steps left for a writer to word (say, why) in both languages.

    python tools/tutorial_draft.py yedo --players 3 --seed 4 --learner-steps 14 [--option k=v]

Prints the JSON; the writer replaces each "say"/"why" draft (the rules' own description of the
move) with what to do and why. Re-run with another seed until the moves teach well.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from client.ai.bots import make_bot
    from client.ai.worker import bot_seed
    from client.games import get

    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--learner-steps", type=int, default=15)
    p.add_argument("--level", default="easy")
    p.add_argument("--option", action="append", default=[])
    p.add_argument("--learner", type=int, default=None, help="the learner's seat (default: who acts first)")
    p.add_argument("--choose", action="append", default=[], metavar="K=ACTION",
                   help="the learner's K-th step (from 0) plays ACTION instead of the bot's choice")
    args = p.parse_args()
    spec = get(args.game)
    chosen_options = dict(o.split("=", 1) for o in args.option)  # the lesson keeps only these
    options = spec.validate(args.players, chosen_options)
    state = spec.new_game(args.players, options, args.seed)
    learner = state.to_act if args.learner is None else args.learner
    chosen = {int(k): a for k, a in (c.split("=", 1) for c in args.choose)}
    steps, taught = [], 0
    while taught < args.learner_steps and not state.is_over():
        seat = state.to_act
        bot = make_bot(spec, args.level, bot_seed(args.seed, seat, len(steps)), think=0.05)
        action = bot.choose(state.observation(seat))
        if seat == learner and taught in chosen:
            action = chosen[taught]
        step = {"action": action}
        if seat == learner:
            taught += 1
            draft = state.describe(action)
            step.update(say={"en": draft, "zh_Hant": draft}, why={"en": "", "zh_Hant": ""},
                        legal=state.legal_actions())
        state.apply(action)
        steps.append(step)
    out = {"players": args.players, "seed": args.seed, "options": {k: options[k] for k in chosen_options},
           "learner": learner, "intro": {"en": "", "zh_Hant": ""}, "outro": {"en": "", "zh_Hant": ""}, "steps": steps}
    print(json.dumps(out, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
