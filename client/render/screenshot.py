"""Headless renders to PNG: a scene, or a game position as one seat sees it."""
from __future__ import annotations

import random

import pygame

from client.app import LOGICAL_SIZE, App


def headless_app(lang: str | None) -> App:
    """A window-less app in ``lang`` (None: the saved setting), as shots, the gallery and lessons draw with."""
    from client import settings as settings_mod

    settings, _problem = settings_mod.load()
    if lang:
        from client.i18n import LANGUAGES

        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r} (languages: {', '.join(LANGUAGES)})")
        settings = settings.with_(language=lang)
    return App(headless=True, settings=settings)


def render_scene(name: str, lang: str | None = None, game: str | None = None, players: int | None = None,
                 options: dict | None = None) -> pygame.Surface:
    """``game`` picks whose rules help or seat setup is shown (default: the first registered);
    ``players`` and ``options`` are chosen on the seat setup screen."""
    from client.games import REGISTRY, get

    chosen = get(game) if game else next(iter(REGISTRY.values()), None)
    app = headless_app(lang)

    if name == "title":
        from client.scenes.title import TitleScene as make
    elif name == "games":
        from client.scenes.games import GameListScene as make
    elif name == "settings":
        from client.scenes.settings_menu import SettingsScene as make
    elif name == "load":
        from client.scenes.saves_menu import LoadScene as make
    elif name == "save":  # saving a new match of the game, over the saves already there
        from client.core.match import Match, Seat
        from client.scenes.saves_menu import SaveScene

        if chosen is None:
            raise ValueError("no games are registered")
        players = chosen.default_players or chosen.min_players
        match = Match(chosen, {}, 1, [Seat(f"P{i + 1}", i) for i in range(players)])
        make = lambda a: SaveScene(a, match)  # noqa: E731
    elif name == "help":
        from client.scenes.help import HelpScene

        make = lambda a: HelpScene(a, chosen)  # noqa: E731
    else:  # setup
        from client.scenes.setup import SetupScene

        if chosen is None:
            raise ValueError("no games are registered")
        def make(a):
            scene = SetupScene(a, chosen, random.Random(1))
            count = scene.players if players is None else players
            checked = chosen.validate(count, options)  # a count or option the game does not take: no shot
            scene.count.value = count
            scene.set_players(count)
            for key, value in checked.items():
                scene.set_option(key, value)
            return scene
    app.stack.push(make(app))
    app.draw()
    return app.screen.copy()


#: a shot's hint searches this many iterations, not a think time: the same hint on any machine
SHOT_HINT_ITERATIONS = 300


def render_game(game_id: str, *, players: int | None, seed: int, moves: int, seat: int,
                options: dict, lang: str | None = None, hint: bool = False) -> pygame.Surface:
    """``hint``: play on (at random) until ``seat`` has a choice to make, and show its hint."""
    from client.core.match import Match, Seat
    from client.games import get
    from client.scenes.play import PlayScene

    spec = get(game_id)
    players = players or spec.default_players or spec.min_players
    if not 0 <= seat < players:
        raise ValueError(f"seat must be 0–{players - 1}")
    app = headless_app(lang)
    from client.i18n import _

    seats = [Seat(_("Player {n}").format(n=i + 1), i, "human" if i == seat else "bot", "random")
             for i in range(players)]
    match = Match(spec, options, seed, seats)
    rng = random.Random(seed)
    for _move in range(moves):
        if match.state.is_over():
            break
        match.play(rng.choice(match.state.legal_actions()))
    while hint and not match.state.is_over() and (match.to_act != seat or len(match.state.legal_actions()) < 2):
        match.play(rng.choice(match.state.legal_actions()))
    worker = _NoWorker()
    if hint:
        from client.ai.worker import InlineWorker

        worker = InlineWorker()
        worker.hint_iterations = SHOT_HINT_ITERATIONS
    scene = PlayScene(app, match, worker=worker)
    scene.viewer = seat
    scene.view.update(0.0)
    app.screen.fill((0, 0, 0))
    scene.draw(app.screen)
    if hint:
        scene.active = True  # as on screen: a hint is asked only of a table in play
        scene.hints.ask()
        scene.draw(app.screen)
    return app.screen.copy()


#: a review's shot waits for this many of the chart's background estimates (spread over the game)
SHOT_ESTIMATES = 24


def render_review(save: str, move: int | None, seat: int | None = None, lang: str | None = None,
                  chart_open: bool = False, analysis: bool = False) -> pygame.Surface:
    """The review of the saved game ``save`` at step ``move`` (default: its last), as ``seat`` sees
    it from the screen when that seat may look (default: the review's own choice: the one human,
    the first seat after the end, else the public table); its chance-to-win chart folded, or open
    (as C leaves it). ``analysis``: the game analysed (what the save keeps, the rest graded here)
    and its panel open, as the review's Analyse leaves it."""
    from client.core import autosaves
    from client.games import get
    from client.scenes.review import ReviewScene, lookers

    match = autosaves.load_path(save, get)
    if move is not None and not 0 <= move <= len(match.actions):
        raise ValueError(f"--move must be 0–{len(match.actions)} for this save")
    seen = lookers(match.seats, match.state.is_over())
    if seat is not None and seat not in seen:
        names = ", ".join(map(str, seen)) or "none (bots only: the public table)"
        raise ValueError(f"seat {seat} may not be looked through here (seats: {names})")
    from client.ai.worker import InlineWorker

    app = headless_app(lang)
    app.review_chart_open = chart_open
    scene = ReviewScene(app, match, move, eyes=seat, worker=InlineWorker(), estimates=SHOT_ESTIMATES,
                        analysis_worker=InlineWorker() if analysis else None)
    app.stack.push(scene)
    while scene.chart.filling:  # the chart as a player sees it once its first, coarse pass is in
        scene.chart.update()
    if analysis:
        scene.analysis.start()
        while scene.analysis.running:
            scene.analysis.update()
    scene.view.update(0.0)
    app.draw()
    return app.screen.copy()


class _NoWorker:
    """A shot never thinks: the position is drawn as it stands."""

    def send(self, request) -> int:
        return 0

    def poll(self):
        return None

    def cancel(self) -> None: ...


def save_png(surface: pygame.Surface, path: str, size: tuple[int, int] | None = None) -> None:
    """Save as a window of ``size`` shows it when given (client.window: letterboxed, never
    stretched up by a fraction, a small window's view centred on the table)."""
    if size and size != LOGICAL_SIZE:
        from client.window import Viewport

        out = pygame.Surface(size)
        Viewport(size).present(surface, out)
        surface = out
    pygame.image.save(surface, path)
