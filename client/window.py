"""Where the 1600×900 table sits in a window of any size, and back.

Scenes draw on one logical surface; the window shows it scaled smoothly to the
largest size that fits, centred, with bars in the background colour (a
letterbox). Mouse positions go the other way through ``Viewport.to_logical``;
widgets ask ``mouse_pos()`` instead of ``pygame.mouse.get_pos()``.
The geometry is plain arithmetic (tested without a window); only ``present``
and ``mouse_pos`` touch pygame.
"""
from __future__ import annotations

LOGICAL_SIZE = (1600, 900)
MIN_SIZE = (960, 540)  # a 1366×768 laptop's usable screen holds more than this
DESKTOP_SHARE = 0.9  # the window opens within 90 % of the desktop (room for panels and title bar)
BACKGROUND = (27, 23, 20)


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int, int, int]:
    """(x, y, w, h) of the logical surface shown whole in ``window``, centred, aspect kept."""
    ww, wh = max(1, window[0]), max(1, window[1])
    lw, lh = logical
    if ww * lh <= wh * lw:  # narrower than the table: bars above and below
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
        if x > 0 or w < ww:
            return [(0, 0, x, wh), (x + w, 0, ww - x - w, wh)]
        if y > 0 or h < wh:
            return [(0, 0, ww, y), (0, y + h, ww, wh - y - h)]
        return []

    def present(self, canvas, target) -> None:
        """Show ``canvas`` (the logical surface) on ``target`` (the window's surface)."""
        import pygame

        for bar in self.bars():
            if bar[2] > 0 and bar[3] > 0:
                target.fill(BACKGROUND, bar)
        x, y, w, h = self.box
        if self.unscaled:
            target.blit(canvas, (x, y))
        else:
            # straight into the window's pixels: no scaled copy is made each frame
            pygame.transform.smoothscale(canvas, (w, h), target.subsurface((x, y, w, h)))


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


def mouse_pos() -> tuple[int, int]:
    """The mouse on the table (``pygame.mouse.get_pos()`` is in window pixels)."""
    import pygame

    pos = pygame.mouse.get_pos()
    return _current.to_logical(pos) if _current is not None else pos
