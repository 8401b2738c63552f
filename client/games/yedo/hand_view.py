"""The viewer's hand as small card faces: missions (requirements ticked), action cards and bonus
cards with their name, timing and effect text in the reader's language; the card under the mouse
is shown large with its whole text.

While the viewer looks at the top cards of a deck (``obs.peek``: to keep one, put them back, or
only look), those cards lie beside the hand, face up under a caption saying only the viewer sees
them, until the look ends (events and weapons get faces of their own there).

Only the viewer's own cards reach here (``obs`` hides the others', and another seat's look). A
hand wider than its panel fans out: the faces overlap, the one under the mouse comes to the front.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import pygame

from client.i18n import N_, _, current_language, ngettext
from client.render import palette
from client.render.text import MIN_SIZE, draw_text_in_box, line_height, text_size, wrap

from . import pictures as PIC
from .board import FORESEE
from .card_face import BANNER_PAD, SCENE_ASPECT, Icon, draw_card, reads_in_strip, shared_window
from .card_face import layout as face_layout
from .labels import COLOUR_NAMES, FORESEE_DECKS
from .mission_text import reward_rows
from .panels import HIDDEN, MISSION_RGB, card_name, mission_ticks

FACE_W, FACE_H, GAP = 104, 148, 6  # the narrowest face; with room to spare faces grow to WIDE
WIDE = 182  # five faces across the hand: the round's card in one column gave them room (larger icons)
ZOOM_W, ZOOM_H, ZOOM_SCALE = 330, 250, 1.45
MISSION_ZOOM_W = 420  # a mission's reward rows ("Extra reward: …") are longer than its requirements
CARD_PAPER = palette.KINARI
CARD_INK = (44, 36, 30)
CARD_SOFT = (104, 84, 66)
KIND_RGB = {"action": palette.SHU, "bonus": palette.MATSUBA, "blackmail": palette.SUMI, "event": palette.AI,
            "weapon": palette.SUMI}  # as the decks' backs
KIND_TAGS = {"bonus": N_("Scores at the end of the game"), "mission": N_("Needs:"), "event": N_("Event"),
             "weapon": N_("Weapon")}
READY = N_("All met ✓")  # a mission's tag once every requirement is met
OK_INK, TODO_INK = (40, 120, 50), (120, 104, 88)
# A small face carries no rules text (card_face: picture, name, icons). The large card writes it:
# a mission's requirements run on in lines, each reward row wraps, and rows that find no room
# are counted ("+2 more…").
MISSION_SIZE = MIN_SIZE  # px at scale 1: a mission's rows, all at one size (the floor)
CAPTION_H = 20  # over the cards looked at
STRIP_MIN = 44  # a fanned face's visible strip wide enough to hold its name, a word a line


class Face(NamedTuple):
    kind: str  # "mission", "action", "bonus" or "blackmail"
    card: str
    title: str
    tag: str  # when it is played, what it scores on, or "Needs:"
    body: str  # the effect text
    ticks: tuple[tuple[str, bool], ...] = ()  # a mission's requirements, met or not
    colour: tuple[int, int, int] = KIND_RGB["action"]
    rewards: tuple[tuple[str, bool | None], ...] = ()  # a mission's reward rows (None: no tick)
    picture: str = ""  # its picture (pictures.card_picture)
    icons: tuple[tuple[Icon, ...], ...] = ()  # its rows of icons: what it asks, what it gives

    @property
    def dark(self) -> bool:
        return sum(self.colour) < 300


def split_timing(text: str) -> tuple[str, str]:
    """A card's rules text "Timing: effect" as (timing, effect); the data writes the timing first."""
    for sep in ("：", ": "):
        head, found, tail = text.partition(sep)
        if found:  # the effect now starts a sentence
            return head, tail[:1].upper() + tail[1:]
    return "", text


def card_face(obs, seat, card: str) -> Face | None:
    """The face of a card ``seat`` holds or looks at (None: a hidden card, or not a card)."""
    lang, d = current_language(), obs.data
    if card in d.missions:
        mission = d.missions[card]
        ticks = tuple(mission_ticks(obs, seat, card))
        tag = READY if ticks and all(ok for _label, ok in ticks) else KIND_TAGS["mission"]
        return Face("mission", card, card_name(obs, card), _(tag), "", ticks,
                    MISSION_RGB.get(mission.colour, palette.MUTED), reward_rows(obs, seat, card),
                    PIC.card_picture(card), PIC.mission_icons(obs, seat, card))
    picture = PIC.card_picture(card) or ""
    if card in d.actions or card == d.blackmail.id:
        kind = "action" if card in d.actions else "blackmail"
        timing, effect = split_timing((d.actions.get(card) or d.blackmail).text(lang))
        return Face(kind, card, card_name(obs, card), timing, effect, colour=KIND_RGB[kind], picture=picture,
                    icons=PIC.action_icons(card))
    if card in d.bonus:
        return Face("bonus", card, card_name(obs, card), _(KIND_TAGS["bonus"]), d.bonus[card].text(lang),
                    colour=KIND_RGB["bonus"], picture=picture, icons=PIC.bonus_icons(card))
    if card in d.events:
        return Face("event", card, card_name(obs, card), _(KIND_TAGS["event"]), d.events[card].text(lang),
                    colour=KIND_RGB["event"], picture=picture, icons=(tuple(PIC.effect_icons(d.events[card].effect)),))
    if card in d.weapons:
        return Face("weapon", card, card_name(obs, card), _(KIND_TAGS["weapon"]), "", colour=KIND_RGB["weapon"],
                    picture=picture)
    return None


def faces(obs, seat) -> list[Face]:
    """The cards ``seat`` holds, missions first, as faces to draw."""
    held = list(obs.missions[seat]) + list(obs.hands[seat]) + ([obs.data.blackmail.id] if obs.blackmail[seat] else [])
    held += obs.bonus[seat]
    return [face for face in (card_face(obs, seat, card) for card in held) if face is not None]


def looked_at(obs, seat) -> list[Face]:
    """The cards ``seat`` is looking at now (the top of a deck), as faces; none for another's look."""
    if obs.peek is None or obs.peek[0] != seat or obs.is_over():
        return []
    return [face for face in (card_face(obs, seat, card) for card in obs.peek[2] if not card.startswith(HIDDEN))
            if face is not None]


def look_caption(obs) -> str:
    """Says which deck's top the looked-at cards are, and that only the viewer sees them."""
    pool = obs.peek[1]
    deck = _(COLOUR_NAMES[pool[8:]]) if pool.startswith("mission:") else _(FORESEE_DECKS[pool])
    return _("Top of the {deck} · only you see them").format(deck=deck)


def layout(rect: pygame.Rect, n: int, faces=None) -> list[pygame.Rect]:
    """``n`` faces left to right in ``rect``, overlapping when they do not fit side by side. Given
    the ``faces``, an overlapped card whose name needs a wider strip to read gets it, where the
    others can spare the room."""
    h = min(FACE_H, rect.height)
    if n == 0:
        return []
    w = max(FACE_W, min(WIDE, (rect.width - GAP * (n - 1)) // n))
    step = w + GAP
    if faces and 1 < n and w < WIDE and rect.x + (n - 1) * step + w <= rect.right:
        return _by_need(rect, faces, h) or [pygame.Rect(rect.x + k * step, rect.y, w, h) for k in range(n)]
    if n > 1 and rect.x + (n - 1) * step + w > rect.right:
        step = (rect.width - w) / (n - 1)
        needs = [strip_need(face, w, h) for face in faces[:-1]] if faces else []
        if needs and sum(needs) + w <= rect.width:
            spare = (rect.width - w - sum(needs)) / (n - 1)
            xs = [rect.x]
            for need in needs:
                xs.append(xs[-1] + need + spare)
            return [pygame.Rect(round(x), rect.y, w, h) for x in xs]
    return [pygame.Rect(round(rect.x + k * step), rect.y, w, h) for k in range(n)]


NEED = {"mission": 4}  # a face's share of a crowded hand's width: a mission's formulas need the most


def _by_need(rect: pygame.Rect, faces, h: int) -> list[pygame.Rect] | None:
    """A hand side by side but too crowded for every face at WIDE: the missions (rows of icons)
    take the wider faces, the action and bonus cards (a few icons) the narrower, none under
    FACE_W nor over WIDE; None when that gains nothing."""
    weights = [NEED.get(face.kind, 3) for face in faces]
    if len(set(weights)) < 2:
        return None
    room = rect.width - GAP * (len(faces) - 1)
    unit = room / sum(weights)
    widths = [max(FACE_W, min(WIDE, int(unit * wt))) for wt in weights]
    if sum(widths) > room:
        return None
    boxes, x = [], rect.x
    for width in widths:
        boxes.append(pygame.Rect(x, rect.y, width, h))
        x += width + GAP
    return boxes


def strip_need(face: Face, w: int, h: int) -> int:
    """How much of a ``w`` × ``h`` face must show from under the next for its name to read there
    (a word a line, inside its picture); the narrowest strip when it never does."""
    window = face_layout(face, pygame.Rect(0, 0, w, h), 1.0)[0]
    margin = window.x + 2 * BANNER_PAD  # the window's margin and the name's, inside its banner
    for strip in range(STRIP_MIN, w, 4):
        if reads_in_strip(face.title, strip - margin, 1.0, window.height):
            return strip
    return STRIP_MIN


def face_at(boxes, pos) -> int | None:
    """The face under ``pos``: the later ones lie on top."""
    if pos is None:
        return None
    for k in range(len(boxes) - 1, -1, -1):
        if boxes[k].collidepoint(pos):
            return k
    return None


class Drawn(NamedTuple):
    boxes: list[tuple[pygame.Rect, Face]]
    hovered: int | None
    cut: bool = False  # the hovered face could not show all its text (so it is shown large)


def draw_hand(surface, rect, obs, seat, mouse) -> Drawn:
    """The hand panel (and the cards looked at, beside it); returns where each face lies and which
    one is under the mouse."""
    # the cards lie on the table itself, each with its soft shadow (no tray of lacquer under them)
    if seat is None:
        draw_text_in_box(surface, _("Hidden cards stay hidden while others play."), rect.inflate(-20, -20), 18,
                         palette.PAPER_DIM)
        return Drawn([], None)
    shown = faces(obs, seat)
    inner = rect.inflate(-16, -12)
    looking = looked_at(obs, seat)
    boxes: list[pygame.Rect] = []
    if looking:  # on the right, nearest the answers that name them; as wide as a whole look throughout
        width = FORESEE * (FACE_W + GAP) - GAP
        look = pygame.Rect(inner.right - width, inner.y, width, inner.height)
        pygame.draw.line(surface, palette.GOLD, (look.x - 9, inner.y), (look.x - 9, inner.bottom), 2)
        draw_text_in_box(surface, look_caption(obs), pygame.Rect(look.x, look.y, look.width, CAPTION_H), 14,
                         palette.GOLD, bold=True, min_size=12)
        boxes = layout(pygame.Rect(look.x, look.y + CAPTION_H, look.width, look.height - CAPTION_H), len(looking))
        inner.width = look.x - 18 - inner.x
    if not shown:
        draw_text_in_box(surface, _("No cards in your hand."), inner, 17, palette.PAPER_DIM)
        if not looking:
            return Drawn([], None)
    held = layout(inner, len(shown), shown)
    # the hand's names in one line, each at the foot of its scene; the cards looked at likewise
    windows = [shared_window(shown, held)] * len(held) + [shared_window(looking, boxes)] * len(boxes)
    boxes = held + boxes
    shown = shown + looking
    hovered = face_at(boxes, mouse)
    for k, (box, face) in enumerate(zip(boxes, shown)):
        if k != hovered:
            draw_face(surface, box, face, visible=_visible(boxes, k), shared=windows[k])
    cut = False
    if hovered is not None:
        boxes[hovered] = boxes[hovered].move(0, -4)
        draw_face(surface, boxes[hovered], shown[hovered], lit=True, shared=windows[hovered])
        cut = True  # a face carries no rules text: the large card under the mouse has it all
    return Drawn(list(zip(boxes, shown)), hovered, cut)


def _visible(boxes, k: int) -> int | None:
    """How much of face ``k`` shows from under the next (None: all of it, or too little to write
    its name in: the whole name is then on the card, under the next one, and on the large card)."""
    if k + 1 >= len(boxes) or not boxes[k].colliderect(boxes[k + 1]):
        return None
    strip = boxes[k + 1].x - boxes[k].x
    return strip if strip >= STRIP_MIN else None


def draw_face(surface, rect, face: Face, lit: bool = False, scale: float = 1.0, visible: int | None = None,
              shared: tuple[int, int] | None = None) -> bool:
    """One card on the template (card_face): picture, name banner, icons (``shared``: the hand's
    heights of picture window and name banner). At scale 1 (in the hand) that is all, so nothing is ever
    cut; larger (the zoom) its whole rules text follows under the icons. True when some text still
    had to be cut short (never, for the data: a test checks)."""
    if scale <= 1.0:
        surface.blit(_shadow(rect.size), rect.move(2, 4))
        draw_card(surface, rect, face, lit, visible=visible, shared=shared)
        if face.kind == "mission" and face.ticks and all(ok for _label, ok in face.ticks):
            _ready_mark(surface, rect)
        return False
    left = draw_card(surface, rect, face, lit, scale, picture_h=zoom_picture_h(rect.width))
    return _draw_rules(surface, left, face, scale)


@lru_cache(maxsize=8)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """The soft shadow a card casts on the table."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=8)
    return shade


def _ready_mark(surface, rect) -> None:
    """Every requirement met: a pine-green seal with a tick in the card's top right corner."""
    r = 9
    centre = (rect.right - r - 2, rect.y + r + 2)
    pygame.draw.circle(surface, palette.MATSUBA, centre, r)
    pygame.draw.circle(surface, palette.WASHI, centre, r, 2)
    x, y = centre
    pygame.draw.lines(surface, palette.WASHI, False, [(x - 4, y), (x - 1, y + 3), (x + 4, y - 3)], 2)


def _rules_size(scale: float) -> int:
    return round(13 * scale)


def _draw_rules(surface, rect, face: Face, scale: float) -> bool:
    """The zoom's words: a mission's requirements and rewards, else its timing (or tag) and text."""
    if face.kind == "mission":
        return _draw_mission(surface, rect, face, round(MISSION_SIZE * scale))
    if face.kind == "weapon":
        return False
    size, cut, y = _rules_size(scale), False, rect.y
    if face.tag:
        tag_h = len(wrap(face.tag, rect.width, round(12 * scale))) * line_height(round(12 * scale)) + 2
        cut = draw_text_in_box(surface, face.tag, pygame.Rect(rect.x, y, rect.width, tag_h), round(12 * scale),
                               CARD_SOFT, multiline=True, align="left", valign="top").truncated
        y += tag_h + 2
    body = pygame.Rect(rect.x, y, rect.width, rect.bottom - y)
    return draw_text_in_box(surface, face.body, body, size, CARD_INK, multiline=True, align="left",
                            valign="top").truncated or cut


class Piece(NamedTuple):
    """A run of text on one line of a mission's body, and the row it belongs to."""
    text: str
    x: int
    ink: tuple[int, int, int]
    bold: bool
    row: int  # 0: the heading ("Needs:"), then 1… each requirement, then each reward row


def mission_lines(face: Face, width: int, size: int) -> list[list[Piece]]:
    """A mission's body in lines ``width`` wide: its heading and requirements ("✓Castle ○Gate")
    running on from line to line, then each reward row on lines of its own, wrapped; nothing cut."""
    lines: list[list[Piece]] = [[]]
    x, gap = 0, text_size("  ", size)[0]
    ready = bool(face.ticks) and all(ok for _label, ok in face.ticks)
    heading = [(face.tag, OK_INK if ready else CARD_SOFT, ready)] if face.tag else []
    marks = [(("✓" if ok else "○") + label, OK_INK if ok else TODO_INK, ok) for label, ok in face.ticks]
    for row, (text, ink, bold) in enumerate(heading + marks, start=0 if heading else 1):
        w = text_size(text, size, bold)[0]
        if x and x + gap + w > width:
            lines.append([])
            x = 0
        for k, part in enumerate(wrap(text, width, size, bold) if w > width else [text]):
            if k:
                lines.append([])
                x = 0
            lines[-1].append(Piece(part, x + (gap if x else 0), ink, bold, row))
            x += (gap if x else 0) + text_size(part, size, bold)[0]
    first = 1 + len(face.ticks)
    for row, (label, ok) in enumerate(face.rewards, start=first):
        text = label if ok is None else ("✓" if ok else "○") + label
        ink = CARD_INK if ok is None else OK_INK if ok else TODO_INK
        lines += [[Piece(part, 0, ink, bool(ok), row)] for part in wrap(text, width, size, bool(ok))]
    return [line for line in lines if line]


def _draw_mission(surface, rect, face: Face, size: int) -> bool:
    """A mission's body: as many whole lines as fit; when rows find no room, a last line says how
    many (the large card shows them all). True when not all fit."""
    lines = mission_lines(face, rect.width, size)
    line_h = line_height(size) + 1
    fits = max(1, rect.height // line_h)
    shown = lines if len(lines) <= fits else lines[:fits - 1]
    while shown and len(shown) < len(lines) and shown[-1][-1].row == lines[len(shown)][0].row:
        shown = shown[:-1]  # whole rows only: a reward row that runs on waits for the large card
    rows = {piece.row for line in lines for piece in line if piece.row}
    whole = {piece.row for line in shown for piece in line} - {piece.row for line in lines[len(shown):]
                                                                for piece in line}
    for k, line in enumerate(shown):
        for piece in line:
            box = pygame.Rect(rect.x + piece.x, rect.y + k * line_h, text_size(piece.text, size, piece.bold)[0] + 1,
                              line_h)
            draw_text_in_box(surface, piece.text, box, size, piece.ink, bold=piece.bold, align="left")
    if len(shown) == len(lines):
        return False
    missing = len(rows - whole)
    more = pygame.Rect(rect.x, rect.y + len(shown) * line_h, rect.width, line_h)
    draw_text_in_box(surface, ngettext("+{n} more…", "+{n} more…", missing).format(n=missing), more, size,
                     CARD_SOFT, align="left")
    return True


def zoom_picture_h(width: int) -> int:
    """The large card's picture window: the whole scene, uncut, as wide as the card."""
    return round((width - 2 * round(3 * ZOOM_SCALE)) / SCENE_ASPECT)


def zoom_size(face: Face | None) -> tuple[int, int]:
    """The large card's size: its banner, picture, icons, then as tall as its words need."""
    if face is None:
        return ZOOM_W, ZOOM_H
    wide = face.kind == "mission"
    w = MISSION_ZOOM_W if wide else ZOOM_W
    _window, _side, _rows, top, _row_h = face_layout(face, pygame.Rect(0, 0, w, 4000), ZOOM_SCALE, zoom_picture_h(w))
    pad = round(3 * ZOOM_SCALE)
    width = w - 4 * pad  # the window's margin and the words' inset (card_face.draw_card)
    top += len(_rows) * _row_h + 2
    if wide:
        text = len(mission_lines(face, width, round(MISSION_SIZE * ZOOM_SCALE))) * \
            (line_height(round(MISSION_SIZE * ZOOM_SCALE)) + 1)
    else:
        tag = round(12 * ZOOM_SCALE)
        text = (len(wrap(face.tag, width, tag)) * line_height(tag) + 4 if face.tag else 0) + \
            len(wrap(face.body, width, _rules_size(ZOOM_SCALE))) * line_height(_rules_size(ZOOM_SCALE))
    return w, max(ZOOM_H, top + text + pad + 6)


def zoom_rect(near: pygame.Rect, bounds: pygame.Rect, face: Face | None = None) -> pygame.Rect:
    """Where the large card goes: above the face it shows, inside ``bounds``."""
    r = pygame.Rect((0, 0), zoom_size(face))
    r.midbottom = (near.centerx, near.y - 10)
    return r.clamp(bounds)


def draw_zoom(surface, near: pygame.Rect, face: Face, bounds: pygame.Rect) -> tuple[pygame.Rect, bool]:
    """The face under the mouse, large enough for its whole text; returns where, and whether
    anything was still cut short (never, for the cards in the data: a test checks)."""
    r = zoom_rect(near, bounds, face)
    pygame.draw.rect(surface, palette.SHADOW, r.move(4, 5), border_radius=10)
    return r, draw_face(surface, r, face, lit=True, scale=ZOOM_SCALE)
