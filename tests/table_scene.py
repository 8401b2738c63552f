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
