"""The window, the clock, the scene stack and the main loop. No work at import time.

Everything is drawn on one logical 1600×900 surface; SDL's SCALED mode maps it
to the resizable window (and mouse positions back), and F11 toggles full screen.
"""
from __future__ import annotations

import logging
import os
import traceback
import warnings

LOGICAL_SIZE = (1600, 900)
FPS = 60
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
        flags = pygame.SCALED | pygame.RESIZABLE
        if settings.fullscreen and not headless:
            flags |= pygame.FULLSCREEN
        with warnings.catch_warnings():
            # SDL falls back to its software renderer without a GPU: fine for us, not worth a warning
            warnings.simplefilter("ignore")
            self.screen = pygame.display.set_mode(LOGICAL_SIZE, flags)
        pygame.display.set_caption("Tenka 天下")
        pygame.key.set_repeat(400, 40)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.running = True
        self._worker = None
        self.toasts: list[list] = []  # [text, seconds left]
        if problem:
            self.toast(problem, 8)
        self.show_notices()

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

    def show_notices(self) -> None:
        """Warnings from below the window (user folder, fonts) become toasts, each once."""
        from client import notices

        for text in notices.drain():
            self.toast(text, 8)

    def apply_settings(self, new) -> None:
        from client import settings as settings_mod
        from client.i18n import set_language

        old, self.settings = self.settings, new
        set_language(new.language)
        self.audio.set_volume(new.volume)
        if new.fullscreen != old.fullscreen and not self.headless:
            self.pygame.display.toggle_fullscreen()
        problem = settings_mod.save(new)
        if problem:
            self.toast(problem)

    def quit(self) -> None:
        self.running = False

    # -- the loop ------------------------------------------------------------
    def handle(self, event) -> None:
        pygame = self.pygame
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            if not self.headless:
                pygame.display.toggle_fullscreen()
            self.apply_settings(self.settings.with_(fullscreen=not self.settings.fullscreen))
        else:
            self.stack.handle_event(event)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw (no flip). Errors in a scene are shown, not fatal."""
        for event in self.pygame.event.get():
            self._guard(self.handle, event)
        self._guard(self.stack.update, dt)
        self.draw()
        self.show_notices()
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]

    def draw(self) -> None:
        from client.widgets.toast import draw_toasts

        self.screen.fill((27, 23, 20))
        self._guard(self.stack.draw, self.screen)
        draw_toasts(self.screen, [t[0] for t in self.toasts])

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as err:  # a broken scene must not take the program down
            log.error("scene error: %s", traceback.format_exc())
            from client import problems

            self.toast(problems.describe(err), 8)  # one plain line; the traceback stays in the log
            if problems.back_to_menu(err):
                self._guard(self.stack.unwind, 1)

    def run(self) -> None:
        # start-up benchmark and frozen smoke test: quit once the first frame is on screen
        exit_after_first_frame = os.environ.get("TENKA_EXIT_AFTER_FIRST_FRAME") == "1"
        while self.running and len(self.stack):
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
            self.pygame.display.flip()
            if exit_after_first_frame:
                print("tenka: first frame", flush=True)
                self.running = False
        self.shutdown()

    def shutdown(self) -> None:
        self.stack.clear()
        if self._worker is not None:
            self._worker.stop()
            self._worker = None
        from client.render import text

        text.clear_caches()  # fonts die with pygame.quit(), even if freetype is started again
        self.pygame.quit()


def main(argv: list[str] | None = None) -> int:
    from client.cli import main as cli_main

    return cli_main(argv)


def run_window() -> int:
    from client.scenes.title import TitleScene

    app = App()
    app.stack.push(TitleScene(app))
    app.run()
    return 0
