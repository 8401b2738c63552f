"""Every string a screen puts on the window: its line, its size on screen (the table's size times
the window's scale), and every line cut short with "…". The guard test and the before/after
figures of issue 39 walk the screens with it.

    census = Census(monkeypatch)
    with census.at("zh_Hant", (1366, 768), "shogun move 60"):
        scene.draw(app.screen)
    census.cuts, census.smallest(), census.latin_words()
"""
from __future__ import annotations

import re
import sys
from contextlib import contextmanager
from dataclasses import dataclass

from client import window
from client.i18n import set_language
from client.render import text as T

# a Latin word: two letters or more (a lone "P" of "P3" or the "C" of a key is not a word)
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# keys are named as printed on the keyboard, in Chinese too
SCREEN = (1600, 900)  # the table's layout, which every window shows scaled
KEY_NAMES = frozenset({"Esc", "F1", "F11", "Enter", "Tab", "Ctrl", "Shift", "Space", "Home", "End",
                       "PgUp", "PgDn", "Alt"})


@dataclass(frozen=True)
class Seen:
    line: str
    size: int  # on the table (1600×900)
    on_screen: float  # in window pixels
    lang: str
    where: str


@dataclass(frozen=True)
class Cut:
    whole: str
    shown: str
    lang: str
    where: str


def forget_drawn() -> None:
    """Card faces and board art the games keep (their words drawn once) are drawn again."""
    for name, module in list(sys.modules.items()):
        if name.startswith("client.games."):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
    T.clear_caches()


class Census:
    def __init__(self, monkeypatch):
        self.seen: list[Seen] = []
        self.cuts: list[Cut] = []
        self._lang, self._scale, self._where = "en", 1.0, ""
        self._recording = False
        self._recorded = False
        real_render, real_ellipsize, real_cut = T.render, T.ellipsize, T._cut
        inside_cut = [False]

        def render(line, size, colour, bold=False):
            if self._recording and line.strip():
                drawn = max(T.MIN_SIZE, int(size))  # what text.py draws a smaller size at
                self.seen.append(Seen(line, drawn, drawn * self._scale, self._lang, self._where))
            return real_render(line, size, colour, bold)

        def ellipsize(line, width, size, bold=False, force=False):
            cut = real_ellipsize(line, width, size, bold, force)
            if self._recording and cut != line and not inside_cut[0]:
                self.cuts.append(Cut(line, cut, self._lang, self._where))
            return cut

        def cut_box(text, *args):  # a box's text cut: the whole text, not the line it ends on
            inside_cut[0] = True
            try:
                result = real_cut(text, *args)
            finally:
                inside_cut[0] = False
            if self._recording and result.truncated:
                self.cuts.append(Cut(text, " / ".join(result.lines), self._lang, self._where))
            return result

        real_draw_text = T.draw_text

        def draw_text(surface, text, pos, size, colour, anchor="topleft", bold=False):
            # a line running off the window is cut too, by its edge (issue 39: a chart's caption)
            drawn = real_draw_text(surface, text, pos, size, colour, anchor, bold)
            if self._recording and surface.get_size() == SCREEN and not surface.get_rect().contains(drawn):
                self.cuts.append(Cut(text, f"{text} (off the window at {tuple(drawn)})", self._lang, self._where))
            return drawn

        monkeypatch.setattr(T, "render", render)
        monkeypatch.setattr(T, "ellipsize", ellipsize)
        monkeypatch.setattr(T, "_cut", cut_box)
        monkeypatch.setattr(T, "draw_text", draw_text)
        for module in list(sys.modules.values()):  # modules that took ``render`` or ``draw_text`` by name
            if getattr(module, "__name__", "").startswith("client"):
                if getattr(module, "render", None) is real_render:
                    monkeypatch.setattr(module, "render", render)
                if getattr(module, "draw_text", None) is real_draw_text:
                    monkeypatch.setattr(module, "draw_text", draw_text)

    @contextmanager
    def at(self, lang: str, window_size: tuple[int, int], where: str):
        """Record what is drawn inside, as seen in ``lang`` in a window of ``window_size``."""
        if lang != self._lang or not self._recorded:
            forget_drawn()  # a cut is found by laying the text out, which a cache would skip
        set_language(lang)
        T.clear_caches()
        self._recorded = True
        view = window.Viewport(window_size)
        self._lang, self._scale, self._where = lang, view.scale, where
        self._recording = True
        try:
            yield
        finally:
            self._recording = False

    def smallest(self, window_size: tuple[int, int] | None = None) -> float:
        scale = 1.0 if window_size is None else window.Viewport(window_size).scale
        return min(s.size for s in self.seen) * scale

    def latin_words(self, typed: frozenset[str] = frozenset()) -> list[tuple[str, str, str]]:
        """(word, line, where) of every Latin word on a Chinese screen, but keys and ``typed``."""
        found = []
        for s in self.seen:
            if s.lang != "zh_Hant":
                continue
            for word in _LATIN_WORD.findall(s.line):
                if word not in KEY_NAMES and word not in typed:
                    found.append((word, s.line, s.where))
        return found


SCREENS = ("title", "games", "settings", "load", "save")
POSITIONS = (0, 60, 200)  # a table at the start, after 60 and after 200 random actions


def walk_screens(census: Census, lang: str, window_size: tuple[int, int]) -> None:
    """The menus, and each game's seat setup and rules help."""
    from client.games import REGISTRY
    from client.render.screenshot import render_scene

    for name in SCREENS:
        with census.at(lang, window_size, name):
            render_scene(name, lang)
    for game in REGISTRY:
        for name in ("setup", "help"):
            with census.at(lang, window_size, f"{name} {game}"):
                render_scene(name, lang, game)


def walk_tables(census: Census, app, lang: str, window_size: tuple[int, int], games=None) -> None:
    """Every game's table (its usual player count, every seat a person) at each of POSITIONS, as
    the seat to act sees it, and its review with the chance chart open after the second (before
    the game's end) and after the last of them."""
    import random

    from client.core.match import Match, Seat
    from client.games import REGISTRY
    from client.i18n import _
    from client.render.screenshot import _NoWorker
    from client.scenes.play import PlayScene

    for game, spec in REGISTRY.items():
        if games and game not in games:
            continue
        set_language(lang)
        players = spec.default_players or spec.min_players
        seats = [Seat(_("Player {n}").format(n=i + 1), i) for i in range(players)]
        match = Match(spec, spec.validate(players, {}), 7, seats)
        scene = PlayScene(app, match, worker=_NoWorker())
        rng = random.Random(7)
        played = 0
        for stop in POSITIONS:
            while played < stop and not match.state.is_over():
                seat, action = match.state.to_act, rng.choice(match.state.legal_actions())
                scene.view.on_events(match.play(action), seat, action)
                played += 1
            scene.viewer = 0 if match.state.is_over() else match.state.to_act
            scene.view.update(0.0)
            with census.at(lang, window_size, f"{game} move {played}"):
                scene.draw(app.screen)
            if stop == POSITIONS[1] and not match.state.is_over():
                # a review before the end: its chart's caption is the longest (whose eyes, its estimates)
                _review(census, app, match, scene.viewer, lang, window_size, f"{game} review move {played}", None)
        _review(census, app, match, scene.viewer, lang, window_size, f"{game} review", 0)


def _review(census: Census, app, match, eyes, lang: str, window_size: tuple[int, int], where: str, estimates) -> None:
    """``match``'s review through ``eyes`` with the chance chart open (``estimates`` as ReviewScene takes them)."""
    from client.render.screenshot import _NoWorker
    from client.scenes.review import ReviewScene

    app.review_chart_open = True
    try:
        review = ReviewScene(app, match, eyes=eyes, worker=_NoWorker(), estimates=estimates)
        with census.at(lang, window_size, where):
            review.draw(app.screen)
    finally:
        app.review_chart_open = False
