"""The frames section: frame time per scene (median, p99), drawn headless (SDL dummy driver) at
1600×900: the title, the game list, the seat setup, then each game's tables (its
``GameBench.tables``: a table at rest, or with an animation set going again whenever it stands
still, each with its own budget); then the busiest tables (an 8-ms budget) again in a 2560×1440
window, full screen on a big monitor (the table shown there as client/window.py shows it)."""
from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from typing import Callable

from .games import FRAME_MS, Table, bench_for

BIG_WINDOW = (2560, 1440)
BUSY_MS = 8.0  # the busiest tables' budget: those are timed in the big window too
from .table import Row, fmt_ms, percentile, verdict


def menu_scenes() -> list[tuple[str, Callable[[object], object]]]:
    """The title, the game list and the first game's seat setup: each named as its row says it,
    with what makes it for an app."""
    from client.games import REGISTRY
    from client.scenes.games import GameListScene
    from client.scenes.setup import SetupScene
    from client.scenes.title import TitleScene

    scenes = [("title", TitleScene), ("games", GameListScene)]
    if REGISTRY:
        first = next(iter(REGISTRY.values()))
        scenes.append(("setup", lambda app: SetupScene(app, first, random.Random(1))))
    return scenes


def game_tables() -> list[Table]:
    """Every game's tables, in the registry's order."""
    from client.games import REGISTRY

    return [table for spec in REGISTRY.values() for table in bench_for(spec).tables]


def table_scene(table: Table, app) -> tuple[object, Callable[[], None]]:
    """The play scene of ``table`` (a bot never thinks there) and what to call before each frame."""
    from client.render.screenshot import _NoWorker  # a table that never thinks (shots and timed frames)
    from client.scenes.play import PlayScene

    setup = table.setup()
    scene = PlayScene(app, setup.match, worker=_NoWorker())
    if setup.viewer is not None:
        scene.viewer = setup.viewer
    again = setup.again

    def tick() -> None:
        if again is not None and not scene.view.busy():
            again(scene.view)

    return scene, tick


def bench_frames(frames: int) -> list[Row]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # the figures are for drawing, not for a compositor
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from client.app import LOGICAL_SIZE, App
    from client.settings import Settings

    rows = []
    saved_home = os.environ.get("TENKA_HOME")
    with tempfile.TemporaryDirectory(prefix="tenka-bench-") as home:
        os.environ["TENKA_HOME"] = home  # an empty user folder: no autosave, default settings
        try:
            app = App(headless=True, settings=Settings())
            timed = [(label, lambda make=make: (make(app), lambda: None), FRAME_MS, False, LOGICAL_SIZE)
                     for label, make in menu_scenes()]
            tables = game_tables()
            timed += [(t.label, lambda t=t: table_scene(t, app), t.budget_ms, t.cpu, LOGICAL_SIZE) for t in tables]
            timed += [(t.label, lambda t=t: table_scene(t, app), t.budget_ms, t.cpu, BIG_WINDOW) for t in tables
                      if t.budget_ms <= BUSY_MS]
            for label, make, budget, show_cpu, size in timed:
                if pygame.display.get_surface().get_size() != size:
                    pygame.display.set_mode(size, pygame.RESIZABLE)
                    app._window_resized()
                app.stack.clear()
                scene, tick = make()
                app.stack.push(scene)
                for _ in range(3):  # warm-up: fonts, caches, pre-rendered layers
                    tick()
                    app.step(1 / 60)
                    pygame.display.flip()
                times, cpu = [], []
                for _ in range(frames):
                    tick()
                    start, cpu_start = time.perf_counter(), time.process_time()
                    app.step(1 / 60)
                    pygame.display.flip()
                    times.append(time.perf_counter() - start)
                    cpu.append(time.process_time() - cpu_start)
                p99 = percentile(times, 0.99)
                # on a loaded machine the wall clock waits for other processes: the CPU time says what we cost
                spent = (f", CPU median {fmt_ms(statistics.median(cpu))}, p99 {fmt_ms(percentile(cpu, 0.99))}"
                         if show_cpu else "")
                rows.append(Row("frames", f"{label}: {frames} frames at {size[0]}×{size[1]}",
                                f"median {fmt_ms(statistics.median(times))}, p99 {fmt_ms(p99)}{spent}",
                                f"p99 < {fmt_ms(budget / 1000)}", verdict(p99 * 1000 < budget)))
            app.stack.clear()
        finally:
            pygame.quit()
            if saved_home is None:
                os.environ.pop("TENKA_HOME", None)
            else:
                os.environ["TENKA_HOME"] = saved_home
    return rows
