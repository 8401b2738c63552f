"""Every registered game's table, drawn as the seat to act sees it after every action of a seeded
random game, and at the end for every seat: a view never meets a position the rules allow and
cannot draw (Yedo's table once raised on a disciple placed on an annex, issue 28).

One game per case; the cases cover every player count and every option value of each game at
least once (``cases``: the k-th case takes the k-th player count and the k-th value of each
option, shifted per option so values meet in different pairs; a combination the game refuses,
such as Shogun's moon face with assigned provinces, gives way to the nearest one it takes), not
their full product, which would cost minutes; a game's cases take turns in English and Chinese.
A game added to the REGISTRY is walked automatically. Every seat is a human, so the table is the live one: the hot-seat curtain asks
each seat in turn (its reason comes from the view), is lifted, and the action is clicked through
``human_action`` from what the seat's own observation offers. The mouse stands at a seeded
random place for each drawing, so what a view draws under it (tooltips, zooms) is walked too.

Cost: 19 games and about 10,000 positions today, ~75 s of one core (a quarter less than with every
pixel copied: the screen is clipped to one pixel, so each view's code runs whole while pygame
skips the copying; pixels have their own tests). One test per case, so xdist spreads them.
"""
from __future__ import annotations

import itertools
import random
import zlib

import pygame
import pytest

from client.app import LOGICAL_SIZE
from client.core.errors import OptionsError
from client.core.match import Match, Seat
from client.games import REGISTRY
from client.render.screenshot import _NoWorker


def _valid(spec, players: int, options: dict) -> bool:
    try:
        spec.new_game(players, options, 1)
    except OptionsError:
        return False
    return True


def _nearest_valid(spec, players: int, wanted: dict) -> dict | None:
    """``wanted``, or the combination the game takes that differs from it in the fewest options."""
    keys = [o.key for o in spec.options]
    every = [dict(zip(keys, values)) for values in itertools.product(*(o.choices for o in spec.options))]
    every.sort(key=lambda o: sum(o[k] != wanted[k] for k in keys))
    return next((o for o in every if _valid(spec, players, o)), None)


def cases(spec) -> list[tuple[int, dict]]:
    counts = list(range(spec.min_players, spec.max_players + 1))
    out: list[tuple[int, dict]] = []
    for k in range(max([len(counts)] + [len(o.choices) for o in spec.options])):
        players = counts[k % len(counts)]
        wanted = {o.key: o.choices[(k + j) % len(o.choices)] for j, o in enumerate(spec.options)}
        options = _nearest_valid(spec, players, wanted)
        if options is not None and (players, options) not in out:
            out.append((players, options))
    return out


LANGUAGES = ("en", "zh_Hant")  # a game's cases take turns, so each game is also walked in Chinese
CASES = [(game, players, options, LANGUAGES[k % len(LANGUAGES)]) for game, spec in REGISTRY.items()
         for k, (players, options) in enumerate(cases(spec))]


def _case_id(game: str, players: int, options: dict, lang: str = "en") -> str:
    return "-".join([game, f"{players}p"] + [str(v) for v in options.values()] + [lang])


@pytest.fixture(scope="module")
def walk_app():
    """One headless window for the module, with the default settings (never the player's) and
    animations off, so each position is drawn as it stands."""
    from client.app import App
    from client.i18n import set_language
    from client.settings import Settings

    app = App(headless=True, settings=Settings().with_(animation="instant"))
    yield app
    set_language("en")


class Mouse:
    """The pointer at a seeded random place on the table, as a view reads it: ``mouse_pos()``
    (``pygame.mouse.get_pos``, patched) and the motion events it is sent; so each position is
    also drawn with something under the mouse (tooltips, hovered cards, zooms)."""

    def __init__(self, app, monkeypatch, seed: int):
        self.app, self.rng, self.window = app, random.Random(seed), (0, 0)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: self.window)

    def move(self, scene) -> None:
        pos = (self.rng.randrange(LOGICAL_SIZE[0]), self.rng.randrange(LOGICAL_SIZE[1]))
        self.window = self.app.viewport.to_window(pos)
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _draw(scene, app, viewer, mouse: Mouse) -> None:
    scene.viewer = viewer
    mouse.move(scene)
    scene.view.update(0.0)
    scene.draw(app.screen)  # not app.draw(): it would turn an error into a toast


def walk(app, monkeypatch, game: str, players: int, options: dict, seed: int, lang: str = "en") -> int:
    """Play a seeded random game at a table of humans, drawing after every action; returns the
    number of actions. A view that raises fails with the game, case and move in the message."""
    from client.i18n import set_language
    from client.scenes.curtain import CurtainScene
    from client.scenes.play import PlayScene
    from client.scenes.results import ResultsScene

    spec = REGISTRY[game]
    set_language(lang)
    seats = [Seat(f"P{i + 1}", i, "human", "random") for i in range(players)]
    scene = PlayScene(app, Match(spec, options, seed, seats), worker=_NoWorker())
    scene.autosave = lambda: None  # the saves have their own tests; a file per move would cost more than the walk
    app.stack.reset(scene)
    app.screen.set_clip((0, 0, 1, 1))  # the drawing code runs whole; the pixels are not copied
    rng, mouse = random.Random(seed), Mouse(app, monkeypatch, seed)
    moves = 0
    try:
        while not scene.match.state.is_over():
            if isinstance(app.stack.top, CurtainScene):
                app.stack.top.lift()
            seat = scene.match.state.to_act
            assert scene.viewer == seat and app.stack.top is scene
            _draw(scene, app, seat, mouse)
            action = rng.choice(scene.observation().legal_actions())
            assert scene.human_action(action), f"{action!r} was refused"
            moves += 1
        assert isinstance(app.stack.top, ResultsScene), "the end shows the results"
        app.stack.top.draw(app.screen)
        for viewer in [*range(players), None]:  # the final table, as everyone sees it
            _draw(scene, app, viewer, mouse)
    except Exception as err:
        raise AssertionError(f"{_case_id(game, players, options, lang)} seed {seed}, after {moves} actions "
                             f"({scene.match.actions[-1:]}): {type(err).__name__}: {err}") from err
    finally:
        app.stack.clear()
        app.screen.set_clip(None)
        set_language("en")
    return moves


@pytest.mark.parametrize("game,players,options,lang", CASES, ids=[_case_id(*c) for c in CASES])
def test_every_position_of_a_random_game_draws(walk_app, monkeypatch, game, players, options, lang):
    seed = zlib.crc32(_case_id(game, players, options).encode()) % 10_000  # fixed per case
    assert walk(walk_app, monkeypatch, game, players, options, seed, lang) > 0


def test_the_walk_covers_every_player_count_and_option_value():
    for game, spec in REGISTRY.items():
        walked = [(p, o) for g, p, o, _lang in CASES if g == game]
        assert {p for p, _o in walked} == set(range(spec.min_players, spec.max_players + 1)), game
        for option in spec.options:
            assert {o[option.key] for _p, o in walked} == set(option.choices), (game, option.key)


def test_a_refused_combination_gives_way_to_the_nearest_one_the_game_takes():
    shogun = REGISTRY["shogun"]
    assert not _valid(shogun, 3, {"face": "moon", "setup": "assigned"})
    assert _nearest_valid(shogun, 3, {"face": "moon", "setup": "assigned"}) in (
        {"face": "sun", "setup": "assigned"}, {"face": "moon", "setup": "draft"})
    assert all(_valid(REGISTRY[g], p, o) for g, p, o, _lang in CASES)
