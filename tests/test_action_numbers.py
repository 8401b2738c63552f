"""Numbers in the real games' actions: only plain ASCII digits, anything else is an IllegalAction."""
import random

import pytest

from client.core.errors import IllegalAction
from client.games import REGISTRY, get

ODD = ("²", "①", "٣", "--1", "１", "1²")


def odd_versions(action: str):
    """``action`` with each numeric argument replaced by digits int() refuses or str.isdigit() misjudges."""
    verb, *args = action.split(":")
    for i, arg in enumerate(args):
        if arg.lstrip("-").isdigit():
            for odd in ODD:
                yield ":".join([verb, *args[:i], odd, *args[i + 1:]])


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_odd_digits_are_illegal_actions_in_every_phase(game_id):
    spec = get(game_id)
    players = spec.default_players or spec.min_players
    state = spec.new_game(players, {}, 11)
    rng = random.Random(11)
    tried: dict[str, int] = {}
    for _move in range(600):
        if state.is_over():
            break
        legal = state.legal_actions()
        for action in legal:
            verb = action.split(":")[0]
            if tried.get(verb, 0) >= 3:  # a few positions per kind of action keep this fast
                continue
            for odd in odd_versions(action):
                tried[verb] = tried.get(verb, 0) + 1
                with pytest.raises(IllegalAction):
                    state.clone().apply(odd)
                try:
                    state.describe(odd)
                except IllegalAction:
                    pass
        state.apply(rng.choice(legal))
    assert tried, "some actions carry numbers"
