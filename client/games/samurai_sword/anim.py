"""Samurai Sword's table animations, built from the rules' events.

Cards fly from hand to target, resilience pips drop, honour tokens move to the
knocker, captions float up. The table underneath is already drawn in its new
state; sprites only show how it got there. A point on a seat is kept as a
``Spot`` (seat, part) and found when drawn: the table turns with the viewer,
so a caption stays on its seat when the curtain passes the screen on. Paced by the animation setting
(``factor``: 0 skips at once), ``skip()`` ends everything, ``busy()`` holds the
bots while anything still moves.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from client.i18n import _
from client.render import palette
from client.render.text import render

from . import card_art as art

CARD_W, CARD_H = 60, 86


class Spot(NamedTuple):
    """A point on a seat: ``part`` ("character", "hand", ...) of ``seat``, moved by (dx, dy)."""
    seat: int
    part: str
    dx: float = 0.0
    dy: float = 0.0


def _shift(point, dx: float, dy: float):
    if isinstance(point, Spot):
        return point._replace(dx=point.dx + dx, dy=point.dy + dy)
    return point[0] + dx, point[1] + dy


class Sprite:
    __slots__ = ("kind", "start", "duration", "a", "b", "payload", "seen_by")

    def __init__(self, kind, start, duration, a, b, payload=None, seen_by=None):
        self.kind = kind  # "face" (payload: card id), "back", "pip", "honour", "text" (payload: (text, rgb))
        # a and b: screen points or Spots
        self.start = start
        self.duration = duration
        self.a = a
        self.b = b
        self.payload = payload
        self.seen_by = seen_by  # the seats a private event's sprite may be shown to (None: everyone)

    def end(self) -> float:
        return self.start + self.duration


def _ease(k: float) -> float:
    return k * k * (3 - 2 * k)


class Animator:
    def __init__(self):
        self.sprites: list[Sprite] = []
        self.clock = 0.0
        self.cursor = 0.0  # when the next pushed sprite starts
        # set while building from a private event: its sprites show faces only to these seats, so a
        # card still flying when the curtain passes the screen on is seen face down by the next player
        self.seen_by: frozenset[int] | None = None

    def busy(self) -> bool:
        return bool(self.sprites)

    def skip(self) -> None:
        self.sprites = []
        self.clock = self.cursor = 0.0

    def update(self, dt: float, factor: float) -> None:
        if not self.sprites:
            return
        if factor <= 0:
            self.skip()
            return
        self.clock += dt * factor
        self.sprites = [s for s in self.sprites if s.end() > self.clock]
        if not self.sprites:
            self.clock = self.cursor = 0.0

    # -- building ----------------------------------------------------------------------
    def _at(self, delay: float) -> float:
        start = max(self.cursor, self.clock)
        self.cursor = start + delay
        return start

    def fly(self, kind, a, b, payload=None, duration=0.55, gap=0.3) -> None:
        """A card (face or back) from a to b; the next sprite starts ``gap`` later."""
        self.sprites.append(Sprite(kind, self._at(gap), duration, a, b, payload, self.seen_by))

    def token(self, a, b, duration=0.8, gap=0.25) -> None:
        self.sprites.append(Sprite("honour", self._at(gap), duration, a, b, seen_by=self.seen_by))

    def pips(self, centre, count: int, gap=0.3) -> None:
        start = self._at(gap)
        for k in range(count):
            a = _shift(centre, (k - (count - 1) / 2) * 26, 0)
            self.sprites.append(Sprite("pip", start + 0.08 * k, 0.75, a, _shift(a, 0, 70), seen_by=self.seen_by))

    def caption(self, centre, text: str | Callable[[], str], rgb=palette.WHITE, duration=1.0, gap=0.2) -> None:
        """A word rising over the table: a msgid (N_) or a function, put into words as it is
        drawn, so a language switch in the middle of it shows at once."""
        self.sprites.append(Sprite("text", self._at(gap), duration, centre, _shift(centre, 0, -40), (text, rgb),
                                   self.seen_by))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface, locate: Callable[[Spot], tuple[float, float]] | None = None,
             viewer: int | None = None) -> None:
        """``locate`` finds a Spot on the table as it is drawn now; ``viewer``: whose screen it is."""
        t = self.clock

        def point(p):
            if isinstance(p, Spot):
                x, y = locate(p)
                return x + p.dx, y + p.dy
            return p

        for s in self.sprites:
            if t < s.start:
                continue
            hidden = s.seen_by is not None and viewer not in s.seen_by
            if hidden and s.kind not in ("face", "back"):
                continue
            k = min(1.0, (t - s.start) / s.duration)
            e = _ease(k)
            a, b = point(s.a), point(s.b)
            x = a[0] + (b[0] - a[0]) * e
            y = a[1] + (b[1] - a[1]) * e
            if s.kind in ("face", "back"):
                lift = -40 * (1 - (2 * e - 1) ** 2)  # a small arc
                face = s.kind == "face" and not hidden
                img = art.card_face(s.payload, CARD_W, CARD_H) if face else art.card_back(CARD_W, CARD_H)
                surface.blit(img, img.get_rect(center=(round(x), round(y + lift))))
            elif s.kind == "honour":
                lift = -60 * (1 - (2 * e - 1) ** 2)
                pos = (round(x), round(y + lift))
                pygame.draw.circle(surface, (255, 236, 170), pos, 17, 3)  # a glow, so the token reads in flight
                art.draw_honour_token(surface, pos, 14)
            elif s.kind == "pip":
                y = a[1] + (b[1] - a[1]) * k * k  # falls, speeding up
                token = art.resilience_token(max(6, round(22 * (1 - 0.6 * k)) // 2 * 2), True)
                surface.blit(token, token.get_rect(center=(round(x), round(y))))
            else:
                text, rgb = s.payload
                img = render(text() if callable(text) else _(text), 26, rgb, bold=True)
                pill = img.get_rect(center=(round(x), round(y))).inflate(18, 8)
                pygame.draw.rect(surface, palette.INK, pill, border_radius=pill.height // 2)
                pygame.draw.rect(surface, rgb, pill, 2, border_radius=pill.height // 2)
                surface.blit(img, img.get_rect(center=pill.center))
