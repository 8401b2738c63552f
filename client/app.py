"""The window, the clock, the scene stack and the main loop. No work at import time.

Everything is drawn on one logical 1600×900 surface (``app.screen``); the window
shows it whole at any size, letterboxed (client.window), and mouse positions are
mapped back. F11 toggles full screen. The loop redraws only when something
changed or moves, and otherwise looks for events only IDLE_FPS times a second:
an idle window costs next to no CPU.
"""
from __future__ import annotations

import logging
import os
import traceback
import warnings

from client.window import LOGICAL_SIZE

FPS = 60
# At rest the loop sleeps between looks at the queue (pygame's event.wait polls every
# millisecond: it costs more). 30 looks a second still poll a bot's answer (in update)
# and let a pulsing highlight move; after any input the full rate holds for a while, so
# hover highlights follow the mouse smoothly.
IDLE_FPS = 30
AWAKE_FRAMES = 30
# a pulsing frame changes a few pixels a few times a second: every other idle pass (15 a
# second) is enough, and each frame costs (scaling the table into the window most)
PULSE_GAP = 0.06
log = logging.getLogger("tenka")


class App:
    def __init__(self, *, headless: bool = False, settings=None):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        from client import settings as settings_mod
        from client.i18n import set_language
        from client.scenes.base import SceneStack

        self.pygame = pygame
        self.headless = headless
        problem = None
        if settings is None:
            settings, problem = settings_mod.load()
        self.settings = settings
        set_language(settings.language)
        pygame.display.init()
        pygame.font.init()
        from client import audio

        self.audio = audio.Audio(settings.volume)
        self._open_window()
        pygame.key.set_repeat(400, 40)
        self.clock = pygame.time.Clock()
        self.poll_events = pygame.event.get  # the loop's event source (tests hand in their own)
        self._awake = 0  # passes left at the full frame rate since the last input
        self.stack = SceneStack()
        self.running = True
        self.dirty = True  # the window needs drawing even if nothing moves
        self._drawn_version = -1  # the stack's version last drawn
        self._since_draw = 0.0  # seconds
        self._worker = None
        self.toasts: list[list] = []  # [text, seconds left]
        self.review_chart_open = False  # the review's chance chart pinned open (C): for this run only
        if settings.fullscreen and not headless and not self._set_fullscreen(True):
            self.settings = settings.with_(fullscreen=False)  # what the window did (not saved)
        if problem:
            self.toast(problem, 8)
        self.show_notices()

    def _open_window(self) -> None:
        """A plain resizable window that fits the desktop (headless: exactly the table's size)."""
        from client import window

        pygame = self.pygame
        if self.headless:
            size = LOGICAL_SIZE
        else:
            desktops = pygame.display.get_desktop_sizes()
            size = window.start_size(desktops[0] if desktops else None)
        with warnings.catch_warnings():
            # SDL falls back to its software renderer without a GPU, and pygame-ce 2.5 calls
            # Window.from_display_module deprecated: fine for us, not worth a warning
            warnings.simplefilter("ignore")
            self._surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.window = pygame.Window.from_display_module()
        self.window.minimum_size = window.minimum_size(size)
        pygame.display.set_caption("Tenka 天下")
        self.screen = pygame.Surface(LOGICAL_SIZE).convert()  # what every scene draws on
        self.viewport = window.Viewport(self._surface.get_size())
        window.set_current(self.viewport)

    # -- services ------------------------------------------------------------
    @property
    def worker(self):
        """The bot worker process, started on first use."""
        if self._worker is None:
            from client.ai.worker import BotWorker

            self._worker = BotWorker()
            self._worker.start()
        return self._worker

    def toast(self, text: str, seconds: float = 4.0) -> None:
        self.toasts.append([text, seconds])
        del self.toasts[:-4]
        self.dirty = True

    def show_notices(self) -> None:
        """Warnings from below the window (user folder, fonts) become toasts, each once."""
        from client import notices

        for text in notices.drain():
            self.toast(text, 8)

    def apply_settings(self, new) -> None:
        """Take new settings, and save them. Full screen goes to the window first: the
        stored flag is what the window did, whoever asked (F11 or the Settings scene)."""
        from client.i18n import set_language

        was_fullscreen = self.fullscreen()
        self.settings = new
        set_language(new.language)
        self.audio.set_volume(new.volume)
        if new.fullscreen != was_fullscreen:
            self.settings = new = new.with_(fullscreen=self._set_fullscreen(new.fullscreen))
        self.dirty = True
        self._save_settings()

    def _save_settings(self) -> None:
        from client import settings as settings_mod

        problem = settings_mod.save(self.settings)
        if problem:
            self.toast(problem)

    def quit(self) -> None:
        self.running = False

    # -- the window ----------------------------------------------------------
    def fullscreen(self) -> bool:
        """Whether the window is full screen now (headless: what the settings say)."""
        return self.settings.fullscreen if self.headless else self.pygame.display.is_fullscreen()

    def _set_fullscreen(self, on: bool) -> bool:
        """Ask the window for full screen (the desktop's size) or a window; returns what it did."""
        if self.headless:
            return on
        try:
            if on:
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
        except self.pygame.error as err:  # a video driver without full screen: stay as we are
            log.warning("full screen: %s", err)
        self._window_resized()
        return self.fullscreen()

    def _window_resized(self) -> None:
        self._surface = self.pygame.display.get_surface()
        self.viewport.resize(self._surface.get_size())
        self.dirty = True

    def _window_changed(self) -> None:
        """The window got a new size: show the table in it, and keep the stored flag true
        when the window manager took full screen away (or gave it)."""
        self._window_resized()
        if not self.headless and self.fullscreen() != self.settings.fullscreen:
            self.settings = self.settings.with_(fullscreen=self.fullscreen())
            self._save_settings()

    def to_logical(self, pos) -> tuple[int, int]:
        """A window position → the table's: every mouse position goes through here."""
        return self.viewport.to_logical(pos)

    def _logical_event(self, event):
        """A mouse event with its position (and movement) on the table instead of the window."""
        pygame = self.pygame
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return event
        if event.type == pygame.MOUSEMOTION and self.viewport.follow(event.pos):
            self.dirty = True  # a window too small for the table pans with the mouse
        fields = dict(event.dict, pos=self.to_logical(event.pos))
        if "rel" in fields:
            fields["rel"] = self.viewport.scale_rel(event.rel)
        return pygame.event.Event(event.type, fields)

    # -- the loop ------------------------------------------------------------
    def handle(self, event) -> None:
        """One event, mouse positions already on the table."""
        pygame = self.pygame
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.apply_settings(self.settings.with_(fullscreen=not self.fullscreen()))
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._window_changed()
        else:
            self.stack.handle_event(event)

    def animating(self) -> bool:
        """Something on screen moves: draw every frame."""
        return self.stack.animating()

    def frame(self, dt: float, events, *, force: bool = False) -> bool:
        """Events, update, and a redraw only if something may look different: an event came,
        the stack changed, a scene moves (or pulses: every PULSE_GAP), a toast came or
        went. Returns whether it drew. Errors in a scene are shown, not fatal."""
        moving = self.animating()  # asked before the update too: a move's last step is drawn
        for event in events:
            self._guard(self.handle, self._logical_event(event))
        self._guard(self.stack.update, dt)
        self.show_notices()
        for toast in self.toasts:
            toast[1] -= dt
        if any(t[1] <= 0 for t in self.toasts):
            self.toasts = [t for t in self.toasts if t[1] > 0]
            self.dirty = True
        self._since_draw += dt
        pulse = self._since_draw >= PULSE_GAP and self.stack.pulsing()
        if not (force or events or self.dirty or moving or pulse or self._drawn_version != self.stack.version
                or self.animating()):
            return False
        self._since_draw = 0.0
        self.dirty = False
        self._drawn_version = self.stack.version
        self.draw()
        self.present()
        return True

    def step(self, dt: float) -> None:
        """One frame, drawn whatever happened (tests and the frame benchmark)."""
        self.frame(dt, self.pygame.event.get(), force=True)

    def draw(self) -> None:
        """The scenes and the toasts on the logical surface."""
        from client.widgets.toast import draw_toasts

        self.screen.fill((27, 23, 20))
        self._guard(self.stack.draw, self.screen)
        draw_toasts(self.screen, [t[0] for t in self.toasts])

    def open_match(self, match, note: str | None = None) -> None:
        """Start the table for a loaded or new match, leaving the title beneath it (and ``note``
        in a toast): what New game, Continue, Load, Play again and Play on from here end in."""
        from client.scenes.play import PlayScene

        self.stack.unwind(1)
        self.stack.push(PlayScene(self, match))
        if note:
            self.toast(note, 8)

    def open_drill(self, review, found) -> None:
        """Learn from your mistakes: the live table before each of ``found`` (an analysis's
        mistakes and blunders), over ``review``, which Back returns to."""
        from client.scenes.drill import DrillScene

        self.stack.push(DrillScene(self, review, found))

    def present(self) -> None:
        """The logical surface into the window, letterboxed, and on screen."""
        drawn = self.viewport.present(self.screen, self._surface)
        if drawn[2:] == self._surface.get_size():
            self.pygame.display.flip()
        else:  # the bars stand as they were: only the table's box changes on screen
            self.pygame.display.update(drawn)

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as err:  # a broken scene must not take the program down
            log.error("scene error: %s", traceback.format_exc())
            from client import problems

            self.toast(problems.describe(err), 8)  # one plain line; the traceback stays in the log
            if problems.back_to_menu(err):
                self._guard(self.stack.unwind, 1)

    def loop_once(self) -> bool:
        """One pass of the main loop: at the full frame rate while something moves or the
        player just did something, else at IDLE_FPS. Returns whether it drew."""
        fast = self.dirty or self._awake > 0 or self.animating()
        dt = self.clock.tick(FPS if fast else IDLE_FPS)
        events = self.poll_events()
        self._awake = AWAKE_FRAMES if events else max(0, self._awake - 1)
        return self.frame(min(dt / 1000.0, 0.1), events)

    def run(self) -> None:
        # start-up benchmark and frozen smoke test: quit once the first frame is on screen
        exit_after_first_frame = os.environ.get("TENKA_EXIT_AFTER_FIRST_FRAME") == "1"
        while self.running and len(self.stack):
            if self.loop_once() and exit_after_first_frame:
                print("tenka: first frame", flush=True)
                self.running = False
        self.shutdown()

    def shutdown(self) -> None:
        from client import window

        self.stack.clear()
        if self._worker is not None:
            self._worker.stop()
            self._worker = None
        from client.render import text

        text.clear_caches()  # fonts die with pygame.quit(), even if freetype is started again
        if window.current() is self.viewport:
            window.set_current(None)
        self.pygame.quit()


def run_window() -> int:
    from client.scenes.title import TitleScene

    app = App()
    app.stack.push(TitleScene(app))
    app.run()
    return 0
