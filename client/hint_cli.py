"""``python -m client hint SAVE``: the seat to act's best moves, from its own observation only."""
from __future__ import annotations

import sys

from client.core.errors import SaveError, clip


def hint(args) -> int:
    """Print one JSON object (exit 0); 2 with one line when the save cannot be advised on."""
    from client.ai.advice import advise
    from client.ai.worker import bot_seed
    from client.cli_common import print_json
    from client.core import autosaves
    from client.games import get

    try:
        match = autosaves.load_path(args.save, get)
    except SaveError as err:
        print(f"{clip(args.save)}: cannot be loaded: {clip(str(err), 400)}", file=sys.stderr)
        return 2
    state = match.state
    if state.is_over():
        print(f"{clip(args.save)}: the game is over: there is no move to advise", file=sys.stderr)
        return 2
    seat = state.to_act
    obs = state.observation(seat)
    del state  # the advice reads the seat's observation only
    seed = bot_seed(match.seed, seat, len(match.actions)) if args.seed is None else args.seed
    advice = advise(match.spec, obs, seed, args.level, max_iterations=args.iterations)
    out = {"game": match.spec.id, "move": len(match.actions) + 1, "seat": seat,
           "name": match.seats[seat].name, **advice.to_json()}
    for row in out["candidates"]:
        row["text"] = obs.describe(row["action"])
    print_json(out)
    return 0
