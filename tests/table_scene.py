"""A play scene for view tests: seeded, with bots that never think (headless, no worker)."""
from __future__ import annotations

from client.core.match import Match, Seat
from client.render.screenshot import _NoWorker


def table_scene(app, spec, options: dict, players: int, seed: int, humans: set[int], viewer: int):
    """Seats ``humans`` are people, the rest random bots; ``viewer`` is whose screen it is."""
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(players)]
    scene = PlayScene(app, Match(spec, options, seed, seats), worker=_NoWorker())
    scene.viewer = viewer
    return scene


def played_scene(app, spec, options: dict, players: int, seed: int, moves: int, humans: set[int]):
    """``table_scene`` after ``moves`` random moves (seeded), seen by the seat to act then."""
    import random

    scene = table_scene(app, spec, options, players, seed, humans, 0)
    rng = random.Random(seed)
    for _move in range(moves):
        st = scene.match.state
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.viewer = scene.match.state.to_act
    return scene
