"""Yedo against the shared conformance checker: seeded random games at 2–5 players, both modes."""
from __future__ import annotations

import pytest

from client.core.conformance import play_random_game
from client.games.yedo import SPEC


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("mode", ["geisha", "samurai"])
def test_random_games_conform(players, mode):
    report = play_random_game(SPEC, players, seed=players * 11 + len(mode), options={"mode": mode},
                              observe_every=9)
    assert report.over and report.steps > 100
