"""A small scene stack (Tuxemon's lifecycle without its magic).

Scenes get ``enter``/``exit`` when pushed/popped and ``pause``/``resume`` when
covered/uncovered. ``handle_event`` returns True when it consumed the event.
An overlay sets ``transparent = True`` so the scene beneath is drawn first.

The app redraws only when something may look different, so a scene whose picture
changes by itself says so: ``animating()`` while something moves (drawn every
frame), ``pulsing()`` while only a slow decoration changes (a pulsing frame,
"Thinking···": drawn about 20 times a second). Both default to False.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from client.ai.worker import BotWorker
    from client.audio import Audio
    from client.core.match import Match
    from client.settings import Settings


class SceneHost(Protocol):
    """What a scene may ask of the program around it (``client.app.App``; declared here, so that
    the scenes never import the window that imports them)."""

    stack: "SceneStack"
    settings: "Settings"
    audio: "Audio"
    dirty: bool  # something changed that the next frame must draw
    review_chart_open: bool  # the review's chance chart pinned open, for this run

    @property
    def worker(self) -> "BotWorker": ...  # the bot worker process, started on first use

    def toast(self, text: str, seconds: float = 4.0) -> None: ...

    def apply_settings(self, new: "Settings") -> None: ...

    def open_match(self, match: "Match", note: str | None = None) -> None: ...  # the table, the title beneath

    def open_drill(self, review: "Scene", found: list) -> None: ...  # an analysis's mistakes, over its review

    def quit(self) -> None: ...


class Scene:
    transparent = False
    name = "scene"

    def __init__(self, app: SceneHost):
        self.app = app

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def handle_event(self, event: "pygame.event.Event") -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def animating(self) -> bool:
        return False

    def pulsing(self) -> bool:
        return False

    def draw(self, surface: "pygame.Surface") -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.version = 0  # counts changes of the stack: a new scene on screen needs drawing

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        self.version += 1
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        self.version += 1
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene (the one beneath is not resumed in between)."""
        self.version += 1
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Leave every scene (top first) and start afresh with ``scene``."""
        self.clear()
        self.version += 1
        self._scenes.append(scene)
        scene.enter()

    def unwind(self, depth: int = 1) -> None:
        """Leave every scene above the bottom ``depth`` ones (only the new top is resumed)."""
        if len(self._scenes) <= depth:
            return
        self.version += 1
        while len(self._scenes) > depth:
            self._scenes.pop().exit()
        if self._scenes:
            self._scenes[-1].resume()

    def clear(self) -> None:
        """Leave every scene, top first, without resuming the ones beneath."""
        while self._scenes:
            self.version += 1
            self._scenes.pop().exit()

    def remove(self, scene: Scene) -> None:
        if scene is self.top:
            self.pop()
        elif scene in self._scenes:
            self.version += 1
            self._scenes.remove(scene)
            scene.exit()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and whatever shows through."""
        out = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))

    def handle_event(self, event) -> bool:
        top = self.top
        return bool(top and top.handle_event(event))

    def update(self, dt: float) -> None:
        if self._scenes:
            self._scenes[-1].update(dt)

    def animating(self) -> bool:
        return any(scene.animating() for scene in self.visible())

    def pulsing(self) -> bool:
        return any(scene.pulsing() for scene in self.visible())

    def draw(self, surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
