#!/usr/bin/env python3
"""Write the README's screenshots (docs/shots/*.png), headless.

    .venv/bin/python tools/make_readme_shots.py [--out docs/shots]

Scenes and positions come from the same code as ``python -m client shot``;
the shots that show something moving (a season played out, the winter
step by step) or a choice in progress (a Samurai Sword card chosen, its targets
lit) are driven here through the play scene, from seeded random games.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from client.core.game import events_for  # noqa: E402
from client.core.match import Match, Seat  # noqa: E402
from client.games import get  # noqa: E402
from client.render.screenshot import _NoWorker, headless_app, render_game, render_review, render_scene, save_png  # noqa: E402
from client.scenes.play import PlayScene  # noqa: E402


def table(game: str, players: int, seed: int, lang: str, options: dict | None = None, seat: int = 0):
    """A play scene of a fresh seeded match seen by ``seat`` (the only human)."""
    from client.i18n import _

    app = headless_app(lang)
    seats = [Seat(_("Player {n}").format(n=i + 1), i, "human" if i == seat else "bot", "random")
             for i in range(players)]
    scene = PlayScene(app, Match(get(game), options or {}, seed, seats), worker=_NoWorker())
    scene.viewer = seat
    return app, scene


def draw(app, scene):
    app.screen.fill((0, 0, 0))
    scene.draw(app.screen)
    return app.screen.copy()


def shogun_playback(lang: str, players: int, seed: int, want: str, skip: int):
    """A Shogun table while a season's (or a winter's) step of kind ``want`` is played out (half-way
    through it)."""
    from client.games.shogun.table_anim import steps_from_events

    app, scene = table("shogun", players, seed, lang)
    match, view, rng = scene.match, scene.view, random.Random(seed)
    while not match.state.is_over():
        state = match.state
        action = rng.choice(state.legal_actions())
        probe = state.clone()
        probe.apply(action)
        if len(match.actions) >= skip and want in {s.kind for s in steps_from_events(probe.events)}:
            break
        match.play(action)
    view._before = view._keep_state()
    seat = match.state.to_act
    events = match.play(action)
    scene.log.add(seat, action, events_for(events, None), None)
    view.on_events(events_for(events, scene.viewer), seat, action)
    while view.busy():
        step = view.anims.current
        if step is not None and step.kind == want:
            view.update(step.seconds * 0.5)
            return draw(app, scene)
        view.update(0.05)
    raise SystemExit(f"no {want} step found (seed {seed})")


def samurai_targets(lang: str, players: int, seed: int):
    """Samurai Sword with the viewer's weapon chosen: the seats it reaches lit with their difficulty."""
    app, scene = table("samurai_sword", players, seed, lang)
    match, view, rng = scene.match, scene.view, random.Random(seed)
    while not match.state.is_over():
        if match.state.to_act == 0:
            obs = scene.observation()
            legal = view.legal(obs)
            weapons = sorted({a.split(":")[1] for a in legal if a.startswith("attack:")})
            for card in weapons:  # a weapon: its difficulty shown on every seat it reaches
                if len(view.seat_targets(legal, card)) >= 2:
                    view.selected = card
                    view.update(0.0)
                    return draw(app, scene)
        match.play(rng.choice(match.state.legal_actions()))
    raise SystemExit("no target choice found")


def review(game: str, players: int, seed: int, move: int, lang: str, chart_open: bool = False):
    """The review of a whole seeded game of random bots (one person at seat 0, so the end shows
    everything) at step ``move``, its chance chart filled by the review's own estimates."""
    import tempfile

    from client.core import saves

    seats = [Seat(f"P{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(players)]
    match, rng = Match(get(game), {}, seed, seats), random.Random(seed)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        path.write_text(saves.dumps(match), encoding="utf-8")
        return render_review(str(path), move, lang=lang, chart_open=chart_open)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "shots")
    out = ap.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    shots = {
        "title-en": lambda: render_scene("title", lang="en"),
        "title-zh_Hant": lambda: render_scene("title", lang="zh_Hant"),
        "games-en": lambda: render_scene("games", lang="en"),
        "games-zh_Hant": lambda: render_scene("games", lang="zh_Hant"),
        "setup-en": lambda: render_scene("setup", lang="en", game="samurai_sword", players=5),
        "setup-zh_Hant": lambda: render_scene("setup", lang="zh_Hant", game="shogun", players=4),
        "shogun-war-en": lambda: render_game("shogun", players=5, seed=3, moves=279, seat=0, options={}),
        "shogun-plan-zh_Hant": lambda: render_game("shogun", players=4, seed=2, moves=61, seat=0,
                                                   options={"face": "moon"}, lang="zh_Hant"),
        # a hint on the player's turn: the panel, and its best move marked on the table
        "shogun-hint-en": lambda: render_game("shogun", players=5, seed=3, moves=62, seat=0, options={}, hint=True),
        "shogun-playback-en": lambda: shogun_playback("en", 4, 2, "move", 60),
        "shogun-winter-en": lambda: shogun_playback("en", 4, 5, "scored", 0),
        "shogun-winter-zh_Hant": lambda: shogun_playback("zh_Hant", 5, 3, "score", 0),
        "samurai_sword-en": lambda: samurai_targets("en", 7, 4),
        # the seat attacked answers (parry or take the damage)
        "samurai_sword-zh_Hant": lambda: render_game("samurai_sword", players=5, seed=1, moves=1, seat=4,
                                                     options={}, lang="zh_Hant"),
        # a national war across the board (暗渡陳倉) with the odds of fighting on; idle cities to occupy
        "three_kingdoms-en": lambda: render_game("three_kingdoms", players=5, seed=20, moves=478, seat=0, options={}),
        "three_kingdoms-zh_Hant": lambda: render_game("three_kingdoms", players=5, seed=7, moves=432, seat=0,
                                                      options={}, lang="zh_Hant"),
        "three_kingdoms-hint-zh_Hant": lambda: render_game("three_kingdoms", players=4, seed=3, moves=40, seat=0,
                                                           options={}, lang="zh_Hant", hint=True),
        # a unit attacked in melee may step back; mid-battle with the last roll shown, random terrain
        "himefuda-en": lambda: render_game("himefuda", players=2, seed=3, moves=118, seat=0, options={}),
        "himefuda-zh_Hant": lambda: render_game("himefuda", players=2, seed=3, moves=156, seat=0,
                                                options={"terrain": "random"}, lang="zh_Hant"),
        # placing disciples with missions ticked (a mansion annex built); the auction with the lot and who is still in
        "yedo-en": lambda: render_game("yedo", players=4, seed=3, moves=222, seat=0, options={}),
        "yedo-zh_Hant": lambda: render_game("yedo", players=4, seed=3, moves=208, seat=1, options={},
                                            lang="zh_Hant"),
        # review: a finished game at any step, everything open, the chance-to-win chart open or folded
        "review-samurai_sword-en": lambda: review("samurai_sword", 5, 4, 60, "en", chart_open=True),
        "review-yedo-zh_Hant": lambda: review("yedo", 4, 3, 300, "zh_Hant"),
    }
    for name, make in shots.items():
        path = out / f"{name}.png"
        save_png(make(), str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
