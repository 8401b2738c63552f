"""The hot-seat curtain comes when the person at the screen changes, and only then (issue 35):
in every game, a seeded game with bots and one or two humans is played through the live table;
whenever a human is to act, the curtain is up exactly when that human is not the last one who
saw the table. A human called again after only bots have moved (an attacked bot answered, the
others placed) finds the table uncovered, as they left it."""
from __future__ import annotations

import random

import pytest

from client.ai.messages import Move, Reply
from client.core.match import Match, Seat
from client.games import REGISTRY


class SeededBots:
    """The bot worker's interface, answering at once with a seeded random legal move."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.scene = None
        self.asked: int | None = None
        self.requests = 0

    def send(self, request) -> int:
        self.requests += 1
        self.asked = self.requests
        return self.asked

    def poll(self):
        if self.asked is None:
            return None
        rid, self.asked = self.asked, None
        return Reply(rid, Move(self.rng.choice(self.scene.match.state.legal_actions())))

    def cancel(self) -> None:
        self.asked = None


def play_hot_seat(app, game: str, humans: tuple[int, ...], seed: int) -> dict:
    """Play the game through the table, checking the curtain before every human move; returns
    how often the curtain came and how often a human came back after bots alone had moved."""
    from client.scenes.curtain import CurtainScene
    from client.scenes.play import PlayScene

    spec = REGISTRY[game]
    players = min(spec.max_players, 4)
    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(players)]
    bots = SeededBots(seed)
    scene = PlayScene(app, Match(spec, {}, seed, seats), worker=bots)
    bots.scene = scene
    scene.autosave = lambda: None  # the saves have their own tests
    app.stack.reset(scene)
    rng = random.Random(seed)
    saw: int | None = None  # the last human who saw the table
    last_mover: int | None = None
    counts = {"curtains": 0, "back_after_bots": 0}
    try:
        while not scene.match.state.is_over():
            seat = scene.match.state.to_act
            if not scene.match.seats[seat].is_human:
                scene.update(0.0)  # the bot's answer comes and is played
                last_mover = seat
                continue
            curtain = isinstance(app.stack.top, CurtainScene)
            changed = len(humans) > 1 and seat != saw
            assert curtain == changed, (
                f"{game}, humans {humans}, move {len(scene.match.actions)}: P{seat + 1} to act after "
                f"{'P' + str(saw + 1) if saw is not None else 'nobody'} saw the table; curtain {curtain}")
            if curtain:
                assert scene.viewer is None, "nothing private shows under the curtain"
                counts["curtains"] += 1
                app.stack.top.lift()
            elif saw == seat and last_mover is not None and last_mover != seat:
                counts["back_after_bots"] += 1
            assert app.stack.top is scene and scene.viewer == seat
            saw = last_mover = seat
            assert scene.human_action(rng.choice(scene.observation().legal_actions()))
    finally:
        app.stack.clear()
    return counts


@pytest.mark.parametrize("game", list(REGISTRY))
def test_the_curtain_comes_only_when_the_person_at_the_screen_changes(table_app, game):
    players = min(REGISTRY[game].max_players, 4)
    if players > 2:  # humans side by side and apart: bots move between them either way
        played = [play_hot_seat(table_app, game, humans, seed=5) for humans in ((0, 1), (0, 2))]
        assert all(counts["curtains"] > 0 for counts in played)
        # the case the curtain came back for (issue 35): rare in 3KingdomsBattle, met at this seed
        assert sum(counts["back_after_bots"] for counts in played) > 0, "no human was called back after bots"
    else:  # two seats: two humans take turns, each called behind the curtain
        assert play_hot_seat(table_app, game, (0, 1), seed=5)["curtains"] > 0


@pytest.mark.parametrize("game", list(REGISTRY))
def test_one_human_among_bots_never_meets_the_curtain(table_app, game):
    assert play_hot_seat(table_app, game, (0,), seed=5)["curtains"] == 0
