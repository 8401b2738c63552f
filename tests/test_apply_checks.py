"""``apply`` accepts exactly ``legal_actions()``: the rules check one action without building
the legal list again, and that check must neither let through nor refuse anything the
list would not. Tried on seeded random positions with near misses of real actions."""
import json
import random
import re

import pytest

from client.core.errors import IllegalAction
from client.games import REGISTRY

TABLES = [(gid, spec.default_players or spec.min_players) for gid, spec in REGISTRY.items()]


def near_misses(action: str) -> set[str]:
    """Spellings next to ``action``: each number moved by one or written with a leading zero,
    each part dropped or doubled, a part too many."""
    parts = action.split(":")
    out = {action + ":0", action + ":", ":" + action}
    for i, part in enumerate(parts):
        out.add(":".join(parts[:i] + parts[i + 1:]))
        out.add(":".join(parts[:i] + [part, part] + parts[i + 1:]))
        if re.fullmatch(r"-?\d+", part):
            for other in (str(int(part) + 1), str(int(part) - 1), "0" + part, "+" + part):
                out.add(":".join(parts[:i] + [other] + parts[i + 1:]))
    out.discard("")
    return out


def positions(spec, players, games, every, seed):
    """Seeded random games' states (one in ``every``), with every action seen legal in them."""
    rng = random.Random(seed)
    options = spec.validate(players, {})
    seen: set[str] = set()
    found = []
    for k in range(games):
        state = spec.new_game(players, options, seed + k)
        step = 0
        while not state.is_over():
            legal = state.legal_actions()
            seen.update(legal)
            if step % every == 0:
                found.append(state.clone())
            state.apply(rng.choice(legal))
            step += 1
    return found, seen


@pytest.mark.parametrize("game_id,players", TABLES)
def test_apply_accepts_exactly_the_legal_actions(game_id, players):
    spec = REGISTRY[game_id]
    states, seen = positions(spec, players, games=2, every=13, seed=11)
    pick = random.Random(5)
    seen = sorted(seen)
    tried = 0
    for state in states:
        legal = set(state.legal_actions())
        candidates = set(pick.sample(seen, min(80, len(seen))))
        for action in legal:
            candidates |= near_misses(action)
        before = json.dumps(state.snapshot(), sort_keys=True, default=str)
        trial = state.clone()
        for action in sorted(candidates - legal):  # a refused action leaves ``trial`` as it was
            with pytest.raises(IllegalAction):
                trial.apply(action)
            tried += 1
        assert json.dumps(trial.snapshot(), sort_keys=True, default=str) == before, "a refused action changed the state"
        for action in legal:
            state.clone().apply(action)  # raises if the check refuses a legal action
            tried += 1
    assert tried > 1000


def test_a_number_in_an_action_is_taken_only_as_act_writes_it():
    from client.core.actions import act, int_arg

    for value in (0, 7, -3, 10):
        assert int_arg(act("x", value).split(":")[1]) == value
    for text in ("07", "00", "-0", "-07", "+7"):  # int() reads them all; legal_actions lists none
        with pytest.raises(IllegalAction):
            int_arg(text)
