"""`python -m client tutorial GAME --autoplay`: a lesson played headless through the real scene,
following its own instructions; and the picture of one of its steps for `shot --scene tutorial`."""
from __future__ import annotations

import os
import sys

SETTLE_STEPS = 400  # updates of 0.05 s at most for a step's animations to end (20 s of showing)


def _settle(scene) -> None:
    for _ in range(SETTLE_STEPS):
        if not scene.view.busy():
            return
        scene.update(0.05)


def _start(game: str, lang: str | None):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from client.core.tutorial import load_lesson
    from client.render.screenshot import headless_app
    from client.scenes.tutorial import TutorialScene

    app = headless_app(lang)
    scene = TutorialScene(app, load_lesson(game))
    app.stack.push(scene)
    scene.advance()
    return app, scene


def play_through(scene, stop_before_learner_step: int | None = None, draw=None) -> int:
    """Play the lesson on: the learner's steps as taught (through the scene, as a click would),
    the others' after their beat. Stops at the end, or before the learner's step numbered
    ``stop_before_learner_step`` (from 1). Returns the steps played."""
    from client.scenes.tutorial import BEAT

    start = len(scene.match.actions)
    while not scene.finished:
        step = scene.step()
        if step.say is not None:  # taught: the learner's own choice
            if stop_before_learner_step is not None and scene.learner_step_number()[0] >= stop_before_learner_step:
                break
            if not scene.human_action(step.action):
                raise RuntimeError(f"the lesson refused its own step {scene.at + 1}: {step.action}")
        else:
            scene.update(BEAT + 0.01)
        _settle(scene)
        if draw is not None:
            draw()  # a frame updates the scene too: it may play the next scripted step itself
    return len(scene.match.actions) - start


def tutorial(args) -> int:
    from client.core.errors import BundledDataError
    from client.games import REGISTRY

    if args.game not in REGISTRY:
        print(f"tutorial: no game {args.game!r} (games: {', '.join(REGISTRY)})", file=sys.stderr)
        return 2
    if not args.autoplay:
        print("tutorial: only --autoplay runs without a window (the window: Learn to play on the title)",
              file=sys.stderr)
        return 2
    try:
        app, scene = _start(args.game, args.lang)
    except (BundledDataError, ValueError) as err:
        from client import problems

        print(f"tutorial: {problems.describe(err) if isinstance(err, BundledDataError) else err}", file=sys.stderr)
        return 2
    played = play_through(scene, draw=lambda: app.step(0.0))
    lesson = scene.lesson
    from client.cli_common import print_json

    print_json({"game": lesson.game, "steps": played, "learner_steps": len(lesson.learner_steps),
                "finished": scene.finished, "lang": args.lang or "en"})
    return 0 if scene.finished else 1


def render_tutorial(game: str, step: int, lang: str | None = None):
    """The table at the learner's step ``step`` (from 1; past the last: the lesson's end)."""
    app, scene = _start(game, lang)
    play_through(scene, stop_before_learner_step=step)
    app.step(0.0)
    return app.screen.copy()
