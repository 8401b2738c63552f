"""The board's camera: which part of the open tile grid shows in the board's rectangle, and how big.

Squares are drawn ``size`` whole pixels wide so neighbouring tiles always meet
without a seam; ``cx, cy`` is the square position (fractional) at the rectangle's
centre. The camera fits the laid tiles by default, as large as the room allows up to a real tile's size on a
table, centred, so a square of open table shows round them wherever the room leaves one (never less than
half a square: the squares where the next tile may go show enough to see and click); a drag or the mouse
wheel makes it ``manual`` until ``refit``.
"""
from __future__ import annotations

import math

import pygame

MIN_SIZE, MAX_SIZE = 20, 260
FIT_MAX = 192  # a small board is not blown up past this: the start tile looks like a tile lying on a table,
# not a poster, and the next few tiles keep their size as the board grows
ZOOM_STEP = 1.15


class Camera:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.size = 100
        self.cx = self.cy = 0.5
        self.manual = False
        #: the squares in play (x0, y0, x1, y1): the laid tiles and the margin round them; None: all
        self.span: tuple[int, int, int, int] | None = None

    # -- mapping ---------------------------------------------------------------------------
    def origin(self) -> tuple[int, int]:
        """Where square (0, 0)'s top-left corner is drawn."""
        return (round(self.rect.centerx - self.cx * self.size), round(self.rect.centery - self.cy * self.size))

    def square_rect(self, x: int, y: int) -> pygame.Rect:
        ox, oy = self.origin()
        return pygame.Rect(ox + x * self.size, oy + y * self.size, self.size, self.size)

    def point(self, x: float, y: float) -> tuple[int, int]:
        """Screen pixel of the board point (x, y) in squares (a garrison space is x + fx)."""
        ox, oy = self.origin()
        return round(ox + x * self.size), round(oy + y * self.size)

    def square_at(self, pos) -> tuple[int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        ox, oy = self.origin()
        return math.floor((pos[0] - ox) / self.size), math.floor((pos[1] - oy) / self.size)

    # -- moving ----------------------------------------------------------------------------
    def fit(self, bounds: tuple[int, int, int, int], pad: float = 0.0, room: pygame.Rect | None = None) -> None:
        """Show squares x0..x1, y0..y1 (inclusive) whole and centred, and ``pad`` squares round them, in
        ``room`` (a part of the rectangle; default all of it)."""
        room = self.rect if room is None else pygame.Rect(room)
        x0, y0, x1, y1 = bounds
        w, h = x1 - x0 + 1 + 2 * pad, y1 - y0 + 1 + 2 * pad
        self.size = max(MIN_SIZE, min(FIT_MAX, int(min((room.width - 8) / w, (room.height - 8) / h))))
        self.cx = (x0 + x1 + 1) / 2 - (room.centerx - self.rect.centerx) / self.size
        self.cy = (y0 + y1 + 1) / 2 - (room.centery - self.rect.centery) / self.size

    def refit(self, bounds, pad: float = 0.0, room: pygame.Rect | None = None) -> None:
        self.manual = False
        self.fit(bounds, pad, room)

    def pan(self, dx: float, dy: float) -> None:
        self.cx -= dx / self.size
        self.cy -= dy / self.size
        self.manual = True

    def zoom_at(self, pos, steps: float) -> None:
        """Zoom by ``ZOOM_STEP ** steps`` keeping the board point under ``pos`` where it is."""
        new = max(MIN_SIZE, min(MAX_SIZE, round(self.size * ZOOM_STEP ** steps)))
        if new == self.size:
            new = max(MIN_SIZE, min(MAX_SIZE, self.size + (1 if steps > 0 else -1)))
        ox, oy = self.origin()
        bx, by = (pos[0] - ox) / self.size, (pos[1] - oy) / self.size
        self.size = new
        self.cx = bx - (pos[0] - self.rect.centerx) / new
        self.cy = by - (pos[1] - self.rect.centery) / new
        self.manual = True

    def key(self) -> tuple:
        return self.size, self.origin()


MARGIN = 0.5  # squares of open table the fit keeps round the laid tiles at least: half of each square beside
# them (a whole square would cost a late board a tenth of its size); centred, the room leaves a whole one
# on every side whose length the board does not fill


def fit_camera(camera: Camera, placed, room: pygame.Rect | None = None) -> None:
    """Fit the laid tiles whole, centred in ``room`` (default the camera's rectangle), with at least half a
    square of table round them: late in the game the tiles stay a size worth looking at, and every square
    where the next tile may go still shows."""
    camera.refit(board_bounds(placed), MARGIN, room)


def fit_bounds(placed) -> tuple[int, int, int, int]:
    """The squares in play: the laid tiles and the ring of squares round them (where the next tiles go)."""
    x0, y0, x1, y1 = board_bounds(placed)
    return x0 - 1, y0 - 1, x1 + 1, y1 + 1


def board_bounds(squares) -> tuple[int, int, int, int]:
    """The smallest box of squares holding all of ``squares`` (placed and open ones)."""
    xs = [x for x, _ in squares] or [0]
    ys = [y for _, y in squares] or [0]
    return min(xs), min(ys), max(xs), max(ys)
