"""Where the 1600×900 table sits in a window of any size, and back.

Scenes draw on one logical surface; the window shows it scaled smoothly to the
largest size that fits, centred, with bars in the background colour (a
letterbox). Never smaller than MIN_SCALE, though: there the table's smallest
text (13 px) would fall under 10 px on screen. A window smaller than that (960×540)
shows the table at MIN_SCALE and pans with the mouse: the mouse at the window's
left edge shows the table's left edge, at its right edge the right one, so every
part of the table is a mouse movement away and nothing is drawn too small to read.
Mouse positions go the other way through ``Viewport.to_logical``; widgets ask
``mouse_pos()`` instead of ``pygame.mouse.get_pos()``. The geometry is plain
arithmetic (tested without a window); only ``present`` and ``mouse_pos`` touch pygame.
"""
from __future__ import annotations

from contextlib import contextmanager

LOGICAL_SIZE = (1600, 900)
MIN_SIZE = (960, 540)  # a 1366×768 laptop's usable screen holds more than this
DESKTOP_SHARE = 0.9  # the window opens within 90 % of the desktop (room for panels and title bar)
# The table is never shown smaller: its 13-px text floor stays 10 px on screen (a 1366×768 laptop's
# window shows the table at this scale; full screen there, at 0.854: 11 px).
MIN_SCALE = 0.77
DESKTOP_ROOM = 72  # the height a desktop's panel and a window's title bar take, at least
BACKGROUND = (27, 23, 20)


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int, int, int]:
    """(x, y, w, h) of the logical surface shown whole in ``window``, centred, aspect kept. Never
    stretched up by a fraction: a window larger than the table shows it at a whole scale (1× on
    2560×1440, 2× from 3200×1800), every pixel crisp, and fast to show (a 2560×1440 smooth
    stretch took 40 ms a frame)."""
    ww, wh = max(1, window[0]), max(1, window[1])
    lw, lh = logical
    if ww >= lw and wh >= lh:
        k = min(ww // lw, wh // lh)
        w, h = lw * k, lh * k
    elif ww * lh <= wh * lw:  # narrower than the table: bars above and below
        w, h = ww, max(1, round(ww * lh / lw))
    else:  # wider: bars left and right
        w, h = max(1, round(wh * lw / lh)), wh
    return (ww - w) // 2, (wh - h) // 2, w, h


def start_size(desktop: tuple[int, int] | None, logical: tuple[int, int] = LOGICAL_SIZE,
               smallest: tuple[int, int] = MIN_SIZE) -> tuple[int, int]:
    """The window's first size: the largest of the table's shape within 90 % of the
    desktop, never above the table's own size; the smallest size if that is less
    and the desktop holds it."""
    if not desktop or min(desktop) <= 0:
        return logical
    lw, lh = logical
    w = min(lw, int(desktop[0] * DESKTOP_SHARE), int(desktop[1] * DESKTOP_SHARE * lw / lh))
    size = (w, w * lh // lw)
    readable = (round(lw * MIN_SCALE), round(lh * MIN_SCALE))  # the table whole, its text readable
    if size[0] < readable[0] and desktop[0] >= readable[0] and desktop[1] - DESKTOP_ROOM >= readable[1]:
        return readable
    if size[0] < smallest[0] and desktop[0] >= smallest[0] and desktop[1] >= smallest[1]:
        return smallest
    return size


def minimum_size(start: tuple[int, int], smallest: tuple[int, int] = MIN_SIZE) -> tuple[int, int]:
    """The window may shrink to ``smallest``, or to its first size on a desktop smaller still."""
    return min(smallest[0], start[0]), min(smallest[1], start[1])


class Viewport:
    """The letterbox of one window size, and the mapping between its coordinates and the table's."""

    def __init__(self, window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE):
        self.logical = logical
        self.resize(window)

    def resize(self, window: tuple[int, int]) -> None:
        self.window = (int(window[0]), int(window[1]))
        self.box = letterbox(self.window, self.logical)
        self._barred = None  # (target, its size, the box) the bars were last filled for
        self.pan = (0.5, 0.5)  # where the table stands in a window too small for it: 0 its left/top edge shown
        self.panning = self.box[2] < round(self.logical[0] * MIN_SCALE)
        if self.panning:
            self.box = self._panned_box()

    def _panned_box(self) -> tuple[int, int, int, int]:
        w, h = round(self.logical[0] * MIN_SCALE), round(self.logical[1] * MIN_SCALE)
        ww, wh = self.window
        x = (ww - w) // 2 if w <= ww else -round((w - ww) * self.pan[0])
        y = (wh - h) // 2 if h <= wh else -round((h - wh) * self.pan[1])
        return x, y, w, h

    def follow(self, pos) -> bool:
        """The mouse at window position ``pos``: a panning window shows the table's part the mouse
        points to. Returns whether the view moved."""
        if not self.panning:
            return False
        ww, wh = self.window
        pan = (min(1.0, max(0.0, pos[0] / max(1, ww - 1))), min(1.0, max(0.0, pos[1] / max(1, wh - 1))))
        if pan == self.pan:
            return False
        self.pan = pan
        old, self.box = self.box, self._panned_box()
        return self.box != old

    @property
    def scale(self) -> float:
        """Window pixels per table pixel."""
        return self.box[2] / self.logical[0]

    @property
    def unscaled(self) -> bool:
        return self.box[2:] == self.logical

    def to_logical(self, pos) -> tuple[int, int]:
        """A window position → the table's (outside 0…size on the bars: it hits nothing)."""
        x, y, w, h = self.box
        return (int((pos[0] - x) * self.logical[0] // w), int((pos[1] - y) * self.logical[1] // h))

    def to_window(self, pos) -> tuple[int, int]:
        """A table position → the window pixel showing it."""
        x, y, w, h = self.box
        return (x + int(pos[0] * w // self.logical[0]), y + int(pos[1] * h // self.logical[1]))

    def scale_rel(self, rel) -> tuple[int, int]:
        """A mouse movement in window pixels → in table pixels (rounded)."""
        return (round(rel[0] * self.logical[0] / self.box[2]), round(rel[1] * self.logical[1] / self.box[3]))

    def bars(self) -> list[tuple[int, int, int, int]]:
        """The window's strips outside the table (none, two above/below or two beside)."""
        x, y, w, h = self.box
        ww, wh = self.window
        bars = []
        if x > 0 or x + w < ww:  # beside it, the window's height
            bars += [(0, 0, max(0, x), wh), (max(0, x + w), 0, max(0, ww - x - w), wh)]
        if y > 0 or y + h < wh:  # above and below it, between those
            left, right = max(0, x), min(ww, x + w)
            bars += [(left, 0, right - left, max(0, y)), (left, max(0, y + h), right - left, max(0, wh - y - h))]
        return [bar for bar in bars if bar[2] > 0 and bar[3] > 0]

    def present(self, canvas, target) -> tuple[int, int, int, int]:
        """Show ``canvas`` (the logical surface) on ``target`` (the window's surface). Returns the
        part of the window drawn: the table's box, and the bars too the first time (or after the
        window or the part shown changed): a large screen's wide bars are not filled every frame."""
        import pygame

        drawn = tuple(self.box)
        key = (id(target), target.get_size(), self.box)
        if key != self._barred:
            for bar in self.bars():
                target.fill(BACKGROUND, bar)
            self._barred, drawn = key, (0, 0, *self.window)
        x, y, w, h = self.box
        if self.unscaled:
            target.blit(canvas, (x, y))
        elif w > self.logical[0]:  # a whole scale up: each pixel doubled (or more), crisp
            pygame.transform.scale(canvas, (w, h), target.subsurface((x, y, w, h)))
        elif self.panning:  # only the part of the table the window shows, scaled into it
            view = pygame.Rect(x, y, w, h).clip(target.get_rect())
            part = pygame.Rect((view.x - x) * self.logical[0] // w, (view.y - y) * self.logical[1] // h,
                               -(-view.width * self.logical[0] // w), -(-view.height * self.logical[1] // h))
            part = part.clip(canvas.get_rect())
            pygame.transform.smoothscale(canvas.subsurface(part), view.size, target.subsurface(view))
        else:
            # straight into the window's pixels: no scaled copy is made each frame
            pygame.transform.smoothscale(canvas, (w, h), target.subsurface((x, y, w, h)))
        return drawn


# the app's viewport, for widgets and views that ask where the mouse is while drawing
_current: Viewport | None = None


def set_current(viewport: Viewport | None) -> None:
    global _current
    _current = viewport


def current() -> Viewport | None:
    return _current


def window_rect(rect) -> tuple[int, int, int, int]:
    """A rect on the table → the window's pixels showing it (where an input method puts its box)."""
    if _current is None:
        return tuple(rect)
    left, top = _current.to_window((rect[0], rect[1]))
    right, bottom = _current.to_window((rect[0] + rect[2], rect[1] + rect[3]))
    return left, top, right - left, bottom - top


_pointer_map = None  # while a table is drawn smaller than it lays itself out: the screen → its own rows


@contextmanager
def pointer_mapped(to_table):
    """While inside, ``mouse_pos()`` is where the pointer stands on a table drawn elsewhere than it
    lays itself out (``to_table(pos)``: a review's table drawn smaller above its chart)."""
    global _pointer_map
    before, _pointer_map = _pointer_map, to_table
    try:
        yield
    finally:
        _pointer_map = before


def mouse_pos() -> tuple[int, int]:
    """The mouse on the table (``pygame.mouse.get_pos()`` is in window pixels)."""
    import pygame

    pos = pygame.mouse.get_pos()
    pos = _current.to_logical(pos) if _current is not None else pos
    return _pointer_map(pos) if _pointer_map is not None else pos
