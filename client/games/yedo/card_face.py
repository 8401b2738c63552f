"""Yedo's cards on the one template (the art direction's "Cards"): a picture window of more than
half the card (SVG under assets/art/yedo/, named by rule ids: ``pictures``), the name banner across
its foot, and rows of icons for what a card asks for and gives, each icon at least 20 px. No rules
text is written on a small face, so none is ever cut: the card under the mouse is shown large with
its whole text (hand_view's zoom).

Icons are ``Icon`` values: a picture with an optional number written beside it, never on it
(points, coins, "−1", a requirement's count "×2"), whether a requirement is met (a pine-green
tick) and, for a district, its number on the board. At 1366×768 (the table drawn at 0.85) an icon
stays at least 17 px and a number at least 13 px.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from client.render import art, palette
from client.render.text import MIN_SIZE, draw_text_in_box, text_size, wrap, wrapped_height

from . import board as B

GAME = "yedo"
ICON = 22  # an icon's side on a face at scale 1 (never under 20)
ICON_MIN = 20  # the floor: 17 px at 1366×768, where a 16-px icon read as a smudge
NUMBER_SIZE = 18  # a number beside an icon (and a district's in its disc) at scale 1: 15 px at 1366×768
NUMBER_GAP = 1  # between an icon and its number
ICON_GAP = 3
RADIUS = 6
BANNER_PAD = 4  # the name's margin inside its banner
TITLE_SIZE = 13
MOST_ROWS = 3  # of icons on a small face
EXTRA_ROWS = 2  # a face whose extra would take it past this leaves the extra to the large card
PICTURE_SHARE = 0.5  # of a small face's height, at least: the template's picture window
SMALL_SIDES = (24, 22, ICON_MIN)  # a small face's icons: the largest whose rows fit
MAT_SHARE = 0.45  # the picture's mat: the card's colour this much over the paper


class Icon(NamedTuple):
    picture: str  # a picture name, or "district:<id>" for a district's numbered disc
    number: str = ""  # written beside it, on its right ("3", "−1", "×2")
    met: bool | None = None  # a requirement: met (ticked) or not; None for what a card gives
    separator: bool = False  # an arrow between what is asked and what it gives


ARROW = Icon("", separator=True)
DIVIDER = Icon("|", separator=True)  # between two groups sharing a row (what it gives | the extra)


def banner_lines(title: str, width: int, size: int) -> int:
    return max(1, len(wrap(title, width, size, True)))


def title_fit(title: str, width: int, scale: float) -> tuple[int, int]:
    """The size the name is written at and its lines: 13 px at scale 1 (the floor), on as many
    lines as it needs (a name is never cut)."""
    size = max(round(TITLE_SIZE * scale), MIN_SIZE)
    return size, banner_lines(title, width, size)


def reads_in_strip(title: str, width: int, scale: float, room: int) -> bool:
    """Does ``title`` read whole written ``width`` wide (a fanned face's visible strip) on a banner
    no taller than ``room``, no word broken ("Assassinat / e")? Else the name runs across the
    whole face."""
    size, _lines = title_fit(title, width, scale)
    return banner_height(title, width, scale) <= room and \
        all(text_size(word, size, True)[0] <= width for word in title.split() if word.isascii())


def banner_height(title: str, width: int, scale: float) -> int:
    """The name banner's height for ``title`` written ``width`` wide: its lines, the gaps between
    them and a margin."""
    size, _lines = title_fit(title, width, scale)
    return wrapped_height(title, width, size, True) + round(5 * scale)


def banner_width(face, window: pygame.Rect, scale: float, visible: int | None = None) -> int:
    """How wide the name is written: the window's width, or, on a fanned face (``visible``: how
    much of the card's width shows from under the next), that strip when the name reads in it."""
    pad = round(BANNER_PAD * scale)
    if visible is not None and reads_in_strip(face.title, min(window.width, visible) - 2 * pad, scale,
                                              window.height):
        return min(window.width, visible)
    return window.width


def draw_banner(surface, window: pygame.Rect, face, scale: float, visible: int | None = None,
                height: int | None = None) -> int:
    """The name banner across the foot of the picture ``window`` (a woodblock print's title
    cartouche, under the scene) in the card's colour; returns its top. ``visible``: how much of
    the card's width shows from under the next one in a fanned hand; the name then wraps inside
    it, or, too long for it, runs on under the next card from the left (the large card shows it).
    ``height``: the hand's banners all as tall (the tallest name's), so they start in one line."""
    pad = round(BANNER_PAD * scale)
    width = banner_width(face, window, scale, visible)
    size, _lines = title_fit(face.title, width - 2 * pad, scale)
    h = max(height or 0, banner_height(face.title, width - 2 * pad, scale))
    band = pygame.Rect(window.x, window.bottom - h, window.width, h)
    pygame.draw.rect(surface, face.colour, band)
    pygame.draw.line(surface, palette.SUMI, band.topleft, (band.right - 1, band.y), max(1, round(scale)))
    ink = palette.WASHI if palette.contrast(palette.WASHI, face.colour) >= palette.contrast(palette.SUMI, face.colour) \
        else palette.SUMI
    text = pygame.Rect(band.x + pad, band.y + 1, width - 2 * pad, band.height - 1)
    draw_text_in_box(surface, face.title, text, size, ink, bold=True, multiline=True, min_size=size,
                     align="center" if visible is None else "left")
    return band.y


SCENE_ASPECT = 1.6  # a card picture's width to height (tools/make_yedo_art.py draws them 160 x 100)


def draw_picture(surface, rect, name: str, fill: bool = True) -> pygame.Rect:
    """The card's scene whole in ``rect`` (never cut: the figures keep their heads), as large as it
    fits, centred; or, ``fill`` False (an item's round icon), a square. Returns where it lies."""
    if rect.width < 8 or rect.height < 8:
        return pygame.Rect(rect.center, (0, 0))
    w, h = rect.size
    if not fill:
        w = h = min(w, h)
    elif w / h > SCENE_ASPECT:
        w = round(h * SCENE_ASPECT)
    else:
        h = round(w / SCENE_ASPECT)
    place = pygame.Rect(0, 0, w, h)
    place.center = rect.center
    surface.blit(art.picture(GAME, name, place.size), place)
    return place


def mat_colour(face) -> tuple[int, int, int]:
    """The mat the picture lies on: the card's colour, softened towards its paper."""
    return tuple(round(c * MAT_SHARE + p * (1 - MAT_SHARE)) for c, p in zip(face.colour, palette.KINARI))


def number_size(side: int) -> int:
    """The size an icon's number is written at beside a ``side``-px icon (16 px on a hand's face)."""
    return max(NUMBER_SIZE, round(side * NUMBER_SIZE / ICON))


def _step(icon: Icon, side: int) -> int:
    """An icon's width in its row: an arrow is half an icon; a number adds its own width."""
    if icon.separator:
        return side // 3 if icon.picture == "|" else side // 2
    return (side + (NUMBER_GAP + text_size(icon.number, number_size(side), True)[0] if icon.number else 0)
            + (tick_width(side) if icon.met else 0))


def tick_width(side: int) -> int:
    """A met requirement's tick beside its icon (never over it): its room in the row."""
    return side // 2 + 1


def row_width(icons, side: int) -> int:
    gap = max(2, ICON_GAP * side // ICON)
    return sum(_step(i, side) for i in icons) + gap * (len(icons) - 1)


def flow(icons, width: int, side: int, start=()) -> list[list[Icon]]:
    """``icons`` in rows no wider than ``width``, the first row going on from ``start``."""
    rows: list[list[Icon]] = [list(start)]
    for icon in icons:
        if rows[-1] and row_width(rows[-1] + [icon], side) > width:
            rows.append([])
        if icon.separator and not rows[-1]:
            continue
        rows[-1].append(icon)
    return [row for row in rows if row]


def draw_icon_row(surface, x: int, y: int, icons, side: int) -> int:
    """One row of icons from ``(x, y)``; returns the x after it."""
    gap = max(2, ICON_GAP * side // ICON)
    for icon in icons:
        if icon == DIVIDER:
            mid = x + side // 6
            pygame.draw.line(surface, palette.SHEET_DIM, (mid, y + 1), (mid, y + side - 2), max(1, side // 12))
        elif icon.separator:
            _arrow(surface, pygame.Rect(x, y, side // 2, side))
        else:
            draw_icon(surface, pygame.Rect(x, y, side, side), icon)
            ticked = tick_width(side) if icon.met else 0
            if icon.number:
                draw_number(surface, pygame.Rect(x + side + NUMBER_GAP, y,
                                                 _step(icon, side) - side - NUMBER_GAP - ticked, side), icon.number)
            if icon.met:
                draw_tick(surface, pygame.Rect(x + _step(icon, side) - ticked + 1, y, ticked - 1, side))
        x += _step(icon, side) + gap
    return x


def draw_icon(surface, rect: pygame.Rect, icon: Icon) -> None:
    kind, _sep, district = icon.picture.partition(":")
    if kind == "district":
        _district_disc(surface, rect, district)
    else:
        surface.blit(art.picture(GAME, icon.picture, rect.size), rect)


def draw_tick(surface, rect: pygame.Rect) -> None:
    """A met requirement's mark in ``rect`` beside its icon: a bold pine-green tick."""
    w = max(2, rect.width // 3)
    pygame.draw.lines(surface, palette.MATSUBA, False, [(rect.x + 1, rect.centery), (rect.x + rect.width * 0.4, rect.y + rect.height * 0.72),
                                                        (rect.right - 1, rect.y + rect.height * 0.22)], w)


def draw_number(surface, rect: pygame.Rect, text: str) -> None:
    """An icon's number in the ``rect`` beside it, in ink (vermilion for a loss, "−1")."""
    size = number_size(rect.height)
    ink = palette.SHU if text.startswith("−") else palette.SUMI
    draw_text_in_box(surface, text, rect.inflate(2, 0), size, ink, bold=True, min_size=size)


def _district_disc(surface, rect: pygame.Rect, district: str) -> None:
    """A district as the board numbers it (1 the Castle … 7 the Temple) in an ink ring."""
    number = B.DISTRICTS.index(district) + 1 if district in B.DISTRICTS else 0
    pygame.draw.circle(surface, palette.WASHI, rect.center, rect.width // 2)
    pygame.draw.circle(surface, palette.SUMI, rect.center, rect.width // 2, max(2, rect.width // 9))
    size = number_size(rect.height)
    draw_text_in_box(surface, str(number), rect.inflate(-2, -2), size, palette.SUMI, bold=True, min_size=size)


def _arrow(surface, rect: pygame.Rect) -> None:
    y = rect.centery
    w = max(2, rect.height // 8)
    pygame.draw.line(surface, palette.SUMI, (rect.x + 1, y), (rect.right - 2, y), w)
    pygame.draw.polygon(surface, palette.SUMI, [(rect.right, y), (rect.right - rect.width * 0.45, y - rect.height * 0.22),
                                                (rect.right - rect.width * 0.45, y + rect.height * 0.22)])


def icon_rows(face, width: int, side: int) -> list[list[Icon]]:
    """The face's rows of icons at ``side`` px: each group (asked, given, the extra) flows on its
    own, and a group that fits whole beside the row before shares it: after an arrow where a
    mission's reward follows what it asks, else after a divider. A mission's reward too long for
    that starts after the arrow all the same when its first icon fits (a row saved on a narrow face)."""
    rows: list[list[Icon]] = []
    for k, group in enumerate(face.icons):
        joint = ARROW if k == 1 and face.kind == "mission" else DIVIDER
        if k and rows and group and row_width(rows[-1] + [joint] + list(group), side) <= width:
            rows[-1] = rows[-1] + [joint] + list(group)
            continue
        if k and rows and group and joint == ARROW and row_width(rows[-1] + [joint, group[0]], side) <= width:
            rows[-1:] = flow(group, width, side, rows[-1] + [joint])
            continue
        rows += flow(group, width, side)
    return rows


def layout(face, rect: pygame.Rect, scale: float, picture_h: int | None = None, window_h: int | None = None):
    """Where a face's parts go: (picture window, icon side, icon rows, y of the first row, row
    height). The window (the scene over its name banner) takes at least its share of a small card
    (the template's half: its icons drop to 20 px first, never smaller) and all the height the
    icons leave, or ``window_h`` (a hand's faces share one, so their names lie in one line); the
    large card's is its scene whole (``picture_h`` high) over its banner."""
    pad = round(3 * scale)
    inner_w = rect.width - 2 * pad
    gap = max(2, round(3 * scale))
    share = round(rect.height * PICTURE_SHARE) if picture_h is None else 0
    # a small face's icons as large as its rows fit under the picture's share (the formulas read
    # at 1366×768), down to the floor; the large card's at its scale
    sides = SMALL_SIDES if picture_h is None and scale <= 1.0 else (max(ICON_MIN, round(ICON * scale)), ICON_MIN)
    for side in sides:
        rows = icon_rows(face, inner_w - 4, side)
        if len(rows) * (side + gap) <= rect.height - 2 * pad - share - gap:
            break
    if picture_h is None and len(rows) > EXTRA_ROWS and len(face.icons) > 2:
        # a narrow face of a dense mission: its extra (asked and given) waits for the large card,
        # so the picture keeps a window above its name (the hand's share it, the least of them)
        rows = icon_rows(face._replace(icons=face.icons[:2]), inner_w - 4, side)
    if picture_h is None:  # a small face: the window takes all the height its icons leave
        below = rect.height - 2 * pad - gap - len(rows) * (side + gap)
        pic_h = below if window_h is None else min(window_h, below)
    else:
        pic_h = picture_h + banner_height(face.title, inner_w - 2 * round(BANNER_PAD * scale), scale)
    window = pygame.Rect(rect.x + pad, rect.y + pad, inner_w, pic_h)
    return window, side, rows, window.bottom + gap + 1, side + gap


def shared_window(faces, boxes) -> tuple[int, int]:
    """The window height every face of a hand takes (the least any needs to leave its icons room)
    and its name banner's (the tallest name's, written across the whole face): their names then
    start in one line across the hand, under scenes of one height."""
    if not faces:
        return 0, 0
    pad = round(BANNER_PAD)
    window = min(layout(face, box, 1.0)[0].height for face, box in zip(faces, boxes))
    banner = max(banner_height(face.title, box.width - 6 - 2 * pad, 1.0) for face, box in zip(faces, boxes))
    return window, banner


def draw_card(surface, rect: pygame.Rect, face, lit: bool = False, scale: float = 1.0,
              picture_h: int | None = None, visible: int | None = None,
              shared: tuple[int, int] | None = None) -> pygame.Rect:
    """A face on the template: the picture window (half the card or more): the scene whole on a
    mat of the card's colour, the name banner under it; the rows of icons below (``shared``: the
    hand's window and banner heights, shared_window). Returns the space left under the icons (the
    zoom writes the rules text there)."""
    radius = round(RADIUS * scale)
    pygame.draw.rect(surface, palette.KINARI, rect, border_radius=radius)
    window_h, banner_h = shared or (None, 0)
    window, side, rows, y, row_h = layout(face, rect, scale, picture_h, window_h)
    pad = window.x - rect.x
    strip = None if visible is None else visible - pad
    name_w = banner_width(face, window, scale, strip) - 2 * round(BANNER_PAD * scale)
    banner_h = max(banner_h, banner_height(face.title, name_w, scale))
    scene = pygame.Rect(window.x, window.y, window.width, window.height - banner_h)
    pygame.draw.rect(surface, mat_colour(face), scene)
    if face.picture:
        inset = round(2 * scale)
        place = draw_picture(surface, scene.inflate(-2 * inset, -2 * inset), face.picture,
                             fill=face.kind != "weapon")
        if face.kind != "weapon" and place.width < scene.width - 2 * inset:  # a print mounted on its mat
            pygame.draw.rect(surface, palette.SUMI, place.inflate(2, 2), max(1, round(scale)))
    draw_banner(surface, window, face, scale, strip, banner_h)
    pygame.draw.rect(surface, palette.SUMI, window, max(1, round(scale)))
    for row in rows:
        draw_icon_row(surface, window.x + 2, y, row, side)
        y += row_h
    pygame.draw.rect(surface, palette.KIN if lit else palette.SUMI, rect, 3 if lit else 2, border_radius=radius)
    inset = round(3 * scale)  # the words a little in from the card's edge
    return pygame.Rect(window.x + inset, y + 2, window.width - 2 * inset, rect.bottom - pad - y - 2)
