"""Samurai Sword's table: seats round a low wooden table (maps/samurai_sword_table.tmx), the hand, the answers.

The table stands on tatami in shade (floor.py); each seat is a mat lying on the wood with a soft
shadow, kinari paper bound in a cloth border of the seat's colour (its name tag with a vermilion
seal for whose turn it is, its character with its resilience hearts, its role (face up, or face
down as a paper tag with a seal), its hand as a small fan of backs, its honour koban); the cards in
front of it lie on a wooden strip under the mat as mini cards with their pictures, its distance tab
at the strip's right end; the piles lie in the middle on an indigo cloth, the last card played face
up and the largest on the table; the log and the prompt are paper sheets beside it.

Draws only from the observation it is given: other seats' hands are card
backs, their roles face down unless the Shogun's (or the game is over). Every
click becomes an action string taken from ``obs.legal_actions()``: a hand card
selects, the seats it may reach light up with their difficulty (the others are
greyed), a click on a seat plays; buttons in the sidebar answer, choose and end
the turn. The view's own position is at the bottom; play goes clockwise.
"""
from __future__ import annotations

import functools
import itertools
import math
import time

import pygame

from client.i18n import N_, _, current_language, ngettext
from client.render import palette
from client.render.palette import seat_colour
from client.render.shapes import draw_marker
from client.render.text import draw_text_in_box, text_size, wrapped_height
from client.scenes.table_chrome import TOP_BAR, draw_log, draw_top_bar, foot_sheet, seat_label
from client.scenes.open_hands import open_hands_height
from client.scenes.table_view import TableView
from client.widgets.base import draw_panel, draw_sheet
from client.widgets.button import Button, draw_paper_tag
from client.widgets.notice import Notice
from client.widgets.tooltip import place_tip
from client.window import mouse_pos

from . import card_art as art
from . import content as C
from .anim import Animator, Spot
from .decisions import curtain_reason, header_status, unplayable_reason
from .cloth import draw_cloth
from .floor import draw_room, mix
from .log_text import event_lines
from .standing import score_table
from .table_map import load_table, on_wood, wood
from .trace import Trace, trace_after
from . import trace_view


HIGHLIGHT = palette.HIGHLIGHT
FAN_CARD = (142, 202)  # the hand: big enough to read every card's picture and icons at a glance
FAN_ARC = 0.4  # how far (px) a hand card sinks per square of its steps from the middle: the fan's bow
FAN_FOOT = 884  # no corner of a hand card below this (a big hand's ends may sink a little past it, never
# off the screen): the whole hand on the screen, clear of its edge
FAN_EDGE = 896  # ... and never any corner below this, however many cards: the hand wholly on the screen
FAN_RISE = 2  # the hand's middle card may rise this far above its box, no further: clear of the viewer's row
CHART_RIGHT = 812  # a review's open chart lies along the foot up to here; the hand it would hide moves right of it
CHART_HAND = (112, 160)  # the hand beside an open chart: smaller, still read
MAT_GAP = 4  # between a seat's mat (its name tag, cards and tokens) and the properties on the wood below it
MAT_RGB = palette.KINARI  # the mats: unbleached paper on the wood, a shade darker than the log's washi
MAT_W = 304  # a mat's width at scale 1 (tools/make_samurai_sword_table.py PANEL)
MAT_BORDER = 6  # the mat's cloth border at that scale
PROMPT_SIZE = 20
CHOICE_H = 42
CHOICE_GAP = 6
OPEN_HANDS_H = 360  # a review of a finished game lists every hand on the prompt: at most this tall
GAP = 8
END_SIZE = 26  # who won, over the piles
PROPERTY_ORDER = ("armor", "focus", "fastdraw", "bushido")
ANSWER_WITH = {"battlecry": N_("discard a Parry"), "jujutsu": N_("discard a weapon")}


def _rect(r) -> pygame.Rect:
    return pygame.Rect(*r)


REACH_BOX = (170, 54)  # the difficulty / reach box beside a seat one may target


def reach_box(players: int, position: int) -> tuple[int, int, int, int]:
    """Where the seat at ``position`` shows its difficulty and reach, (x, y, w, h)."""
    return _reach_boxes(players)[position]


@functools.lru_cache(maxsize=None)
def _reach_boxes(players: int) -> dict[int, tuple[int, int, int, int]]:
    """Per seat one may target: a box beside its panel on the side facing the middle of the table,
    over no seat, pile, hand, sidebar or other such box, so every seat stays wholly readable."""
    table = load_table()
    layout = table.layout(players)
    felt = _rect(table.felt)
    deck, pile = _rect(layout.deck), _rect(layout.discard)
    blocked = [_rect(p.panel) for p in layout.places]
    piles = deck.union(pile).inflate(24, 0)
    blocked += [piles.inflate(0, PLAQUE_BELOW).move(0, PLAQUE_BELOW // 2),  # the piles and their count tags
                _rect(table.fan), _rect(table.sidebar), TOP_BAR]
    # the seats nearest the hand first (they have least room); failing that, the farthest first
    for order in (-1, 1):
        out = _place_reach_boxes(layout, felt, table.felt, list(blocked), order)
        if out is not None:
            return out
    raise ValueError(f"no room for the reach boxes with {players} players")


def _place_reach_boxes(layout, felt: pygame.Rect, table_felt, blocked: list, order: int):
    """One box per seat but the viewer's, taken in ``order`` of height (-1: the lowest first), each
    where it hides nothing placed before it; None when one finds no room."""
    screen = pygame.Rect(0, 0, 1600, 900)
    w, h = REACH_BOX
    gap = 4
    out = {}
    for place in sorted(layout.places[1:], key=lambda p: order * p.panel[1]):
        panel = _rect(place.panel)
        xs = (panel.centerx - w // 2, panel.x, panel.right - w)  # centred on the side, else flush with a corner
        ys = (panel.centery - h // 2, panel.bottom - h, panel.y)
        candidates = {
            "below": [pygame.Rect(x, panel.bottom + gap, w, h) for x in xs],
            "above": [pygame.Rect(x, panel.y - gap - h, w, h) for x in xs],
            "right": [pygame.Rect(panel.right + gap, y, w, h) for y in ys],
            "left": [pygame.Rect(panel.x - gap - w, y, w, h) for y in ys],
        }
        dx = (felt.centerx - panel.centerx) / felt.width  # toward the middle, the felt's shape weighed
        dy = (felt.centery - panel.centery) / felt.height
        toward = {"below": dy, "above": -dy, "right": dx, "left": -dx}
        ordered = [box for side in sorted(candidates, key=lambda k: -toward[k]) for box in candidates[side]]
        # on the wood where it can, else wherever there is room (over the rim or the tatami)
        for box in [b for b in ordered if on_wood(tuple(b), table_felt)] + ordered:
            if screen.contains(box) and box.collidelist(blocked) < 0:
                break
        else:
            return None
        out[place.position] = tuple(box)
        blocked.append(box)
    return out


BANNER_H = 30  # the label of an attack or Battlecry / Jujutsu waiting for its answer
BANNER_WIDTHS = (260, 220, 180)  # as wide as its words want, narrower where the table has less room


def banner_box(players: int, width: int, avoid=(), near=None) -> tuple[int, int, int, int]:
    """Where the label of a play waiting for its answer lies, about ``width`` wide: on the wood nearest
    ``near`` (the middle of its stroke; None: the piles' heads), over no seat, pile, count tag, hand or
    sidebar, nor over ``avoid`` (the last play's marks) where it can (x, y, w, h)."""
    fits = [w for w in BANNER_WIDTHS if w >= width][-1:] or [BANNER_WIDTHS[0]]
    for w in fits + [w for w in BANNER_WIDTHS if w < fits[0]]:  # a few widths only: each found once
        free = _free_boxes(players, w) if near is None else _free_boxes_near(players, w, near)
        clear = next((box for box in free if pygame.Rect(box).collidelist(avoid) < 0), None)
        if clear or free:
            return clear or free[0]
    raise ValueError(f"no room on the table for the answer's label with {players} players")


@functools.lru_cache(maxsize=None)
def _free_boxes(players: int, w: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every place for a label ``w`` wide that hides nothing of the table, the nearest the piles' heads first."""
    table = load_table()
    layout = table.layout(players)
    felt = _rect(table.felt)
    deck, pile = _rect(layout.deck), _rect(layout.discard)
    piles = deck.union(pile)
    piles.width += DISCARD_FAN[-1][0] + 24  # the cards thrown before the top one fan out right
    blocked = [_rect(p.panel).inflate(8, 8) for p in layout.places]
    blocked += [piles.inflate(12, PLAQUE_BELOW + 8).move(0, PLAQUE_BELOW // 2), _rect(table.fan),
                _rect(table.sidebar), TOP_BAR]
    want = pygame.Vector2(piles.centerx, deck.y - BANNER_H)
    free = [box for box in (pygame.Rect(x, y, w, BANNER_H) for x in range(felt.x, felt.right - w, 10)
                            for y in range(felt.y, felt.bottom - BANNER_H, 6))
            if on_wood(box, table.felt) and box.collidelist(blocked) < 0]
    return tuple(tuple(box) for box in sorted(free, key=lambda box: want.distance_to(box.center)))


@functools.lru_cache(maxsize=32)
def _free_boxes_near(players: int, w: int, near: tuple[int, int]) -> tuple[tuple[int, int, int, int], ...]:
    """The places of ``_free_boxes``, the nearest ``near`` first."""
    want = pygame.Vector2(near)
    return tuple(sorted(_free_boxes(players, w), key=lambda box: want.distance_to(pygame.Rect(box).center)))


CHIP_GAP = 4
BADGE_R = 11  # the count badge on a mini card when a seat has two or more of a kind


def _draw_tag(surface, rect: pygame.Rect) -> None:
    """A small paper tag lying on the wood (a mini card's name)."""
    pygame.draw.rect(surface, (0, 0, 0, 80) if surface.get_flags() & pygame.SRCALPHA else palette.SHADOW,
                     rect.move(1, 2), border_radius=3)
    pygame.draw.rect(surface, palette.WASHI, rect, border_radius=3)
    pygame.draw.rect(surface, palette.SHEET_EDGE, rect, 1, border_radius=3)


DISCARD_FAN = ((6, 2, -3), (12, 4, -6))  # the last-but-one and the one before: (dx, dy, degrees); their
# edges alone show past the top card, a stack of thrown cards (their faces' fragments read as a glitch)


def discard_under(pile: pygame.Rect, under: int) -> list[tuple[pygame.Rect, float]]:
    """The cards lying under the discard pile's top (``under`` of them), at most two, top first: the
    box each one's turned edge covers, and its angle."""
    out = []
    for dx, dy, angle in DISCARD_FAN[:max(0, under)]:
        a = math.radians(angle)
        w = abs(math.cos(a)) * pile.width + abs(math.sin(a)) * pile.height
        h = abs(math.sin(a)) * pile.width + abs(math.cos(a)) * pile.height
        box = pygame.Rect(0, 0, math.ceil(w) + 2, math.ceil(h) + 2)
        box.center = (pile.centerx + dx, pile.centery + dy)
        out.append((box, angle))
    return out
PLAQUE_GAP, PLAQUE_H = 8, 28  # a pile's count tag hangs this far below it, this tall
PLAQUE_BELOW = PLAQUE_GAP + PLAQUE_H + 3  # the tag and its shadow below a pile
CLOTH_PAD = (22, 20)  # the cloth's margin round the piles and their tags: across, above
WOOD_TAG = (92, 58, 34)  # a small plaque of dark wood for the piles' counts
WOOD_TAG_EDGE = (150, 106, 62)


def _draw_plaque(surface, midtop, text: str) -> None:
    """A pile's count on a small wooden tag hung below it: pale words on dark wood, a lighter bevel."""
    img = _plaque(text, current_language())
    surface.blit(img, pygame.Rect(0, 0, img.get_width() - 1, PLAQUE_H).move_to(midtop=midtop))


@functools.lru_cache(maxsize=32)
def _plaque(text: str, _language: str) -> pygame.Surface:
    """The wooden count tag with its shadow (1 right, 3 down), painted once per count and language."""
    w = text_size(text, 18, True)[0] + 24
    surf = pygame.Surface((w + 1, PLAQUE_H + 3), pygame.SRCALPHA)
    tag = pygame.Rect(0, 0, w, PLAQUE_H)
    pygame.draw.rect(surf, palette.SHADOW, tag.move(1, 3), border_radius=5)
    pygame.draw.rect(surf, WOOD_TAG, tag, border_radius=5)
    pygame.draw.rect(surf, WOOD_TAG_EDGE, tag.inflate(-4, -4), 1, border_radius=4)
    for x in (tag.x + 7, tag.right - 7):  # the two pegs it hangs by
        pygame.draw.circle(surf, palette.KIN, (x, tag.centery), 2)
    draw_text_in_box(surf, text, tag.inflate(-22, 0), 18, palette.WASHI, bold=True)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


CARD_SHADOW = (5, 8)  # a card's shadow falls this far right and down: held or lying, it stands off the wood


@functools.lru_cache(maxsize=64)
def card_shadow(w: int, h: int, angle: float) -> pygame.Surface:
    """The soft shadow of a card ``w``×``h`` turned by ``angle``: a blurred dark card (a hand card held
    above the table, a pile lying on it), blitted centred on the card's middle moved by CARD_SHADOW."""
    pad = 8
    small = pygame.Surface(((w + 2 * pad) // 4, (h + 2 * pad) // 4), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, 110), small.get_rect().inflate(-pad // 2, -pad // 2), border_radius=3)
    soft = pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))  # drawn small, grown soft
    turned = pygame.transform.rotate(soft, angle) if angle else soft
    return turned.convert_alpha() if pygame.display.get_surface() else turned


def _blit_shadow(surface, w: int, h: int, angle: float, centre) -> None:
    img = card_shadow(w, h, round(angle, 1))
    surface.blit(img, img.get_rect(center=(round(centre[0]) + CARD_SHADOW[0], round(centre[1]) + CARD_SHADOW[1])))


DECK_DEPTH = 7  # px: the deck's stacked edges show this far right and down at most


@functools.lru_cache(maxsize=16)
def _deck_edges(w: int, h: int, depth: int) -> pygame.Surface:
    """The deck's thickness below its top card: the cards' kinari edges showing right and down of it,
    a hairline between every other card, so the pile reads as a block of cards on the cloth."""
    surf = pygame.Surface((w + depth + 1, h + depth + 1), pygame.SRCALPHA)
    radius = max(4, w // 10)
    body = pygame.Rect(depth, depth, w, h)
    pygame.draw.rect(surf, palette.KINARI, body, border_radius=radius)
    pygame.draw.rect(surf, palette.SUMI, body, 2, border_radius=radius)
    for k in range(2, depth, 2):
        pygame.draw.rect(surf, palette.SHEET_EDGE, pygame.Rect(k, k, w, h), 1, border_radius=radius)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@functools.lru_cache(maxsize=8)
def _empty_place(w: int, h: int) -> pygame.Surface:
    """Where a pile lies when it is empty: the wood there a shade darker, worn by the cards, edged lighter."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 60), surf.get_rect(), border_radius=max(4, w // 12))
    pygame.draw.rect(surf, (*palette.KINARI, 70), surf.get_rect(), 2, border_radius=max(4, w // 12))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def _draw_empty_place(surface, rect: pygame.Rect) -> None:
    surface.blit(_empty_place(rect.width, rect.height), rect)


@functools.lru_cache(maxsize=16)
def _pile_edge(w: int, h: int, angle: float) -> pygame.Surface:
    """A discarded card's edge, turned by ``angle``, under the pile's top (smooth edges: drawn at
    twice the size with a clear margin and turned and halved in one step)."""
    card = pygame.Surface((2 * w + 8, 2 * h + 8), pygame.SRCALPHA)
    body = pygame.Rect(4, 4, 2 * w, 2 * h)
    pygame.draw.rect(card, palette.KINARI, body, border_radius=w // 6)
    pygame.draw.rect(card, palette.SUMI, body, 4, border_radius=w // 6)
    turned = pygame.transform.rotozoom(card, angle, 0.5)
    return turned.convert_alpha() if pygame.display.get_surface() else turned


ROLE_SEAL = "役"  # the seal on a face-down role's tag: "role", as a name seal is stamped on paper


@functools.lru_cache(maxsize=16)
def _role_tag(w: int, h: int) -> pygame.Surface:
    """A role face down: a narrow kinari paper tag (a fuda) tied to the mat by a vermilion cord, a
    vermilion 役 seal on it and a few ink strokes of the hidden writing below, nothing like a card
    back, so a seat shows one back (its hand) and one hidden role. ``w``×``h``: the role's place;
    the tag lies in its middle, half as wide."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    tw = max(30, round(w * 0.56))
    tag = pygame.Rect((w - tw) // 2, 6, tw, h - 8)
    cut = tw // 4  # the top corners cut off, as a tag's are
    outline = [(tag.x + cut, tag.y), (tag.right - cut, tag.y), (tag.right, tag.y + cut), (tag.right, tag.bottom),
               (tag.x, tag.bottom), (tag.x, tag.y + cut)]
    pygame.draw.polygon(surf, (0, 0, 0, 70), [(x + 2, y + 3) for x, y in outline])
    pygame.draw.polygon(surf, palette.KINARI, outline)
    pygame.draw.polygon(surf, palette.SHEET_EDGE, outline, 2)
    hole = (tag.centerx, tag.y + cut // 2 + 3)
    pygame.draw.line(surf, palette.SHU, (hole[0] - 5, 0), hole, 2)  # the cord through the hole, tied off
    pygame.draw.line(surf, palette.SHU, (hole[0] + 5, 0), hole, 2)
    pygame.draw.circle(surf, palette.SHEET_EDGE, hole, 3, 1)
    side = min(tw - 10, 30)
    seal = pygame.Rect(0, 0, side, side)
    seal.midtop = (tag.centerx, tag.y + cut + 6)
    pygame.draw.rect(surf, palette.SHU, seal, border_radius=3)
    pygame.draw.rect(surf, mix(palette.SHU, palette.WASHI, 0.4), seal.inflate(-4, -4), 1, border_radius=2)
    draw_text_in_box(surf, ROLE_SEAL, seal, max(13, side - 10), palette.WASHI, bold=True)
    ink = (*palette.SHEET_DIM, 150)
    for k, (top, length) in enumerate(((seal.bottom + 7, 0.5), (seal.bottom + 9, 0.34))):  # writing, not read
        x = tag.centerx + (k * 2 - 1) * 5
        pygame.draw.line(surf, ink, (x, top), (x, min(tag.bottom - 6, top + round(tag.height * length))), 3)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


HAND_FAN = {1: (0,), 2: (7, -7), 3: (10, 0, -10)}  # a hand of backs fanned, left to right: each back's tilt
HAND_SPILL = 6  # a fanned hand's tilted corners reach this far past its place each side


@functools.lru_cache(maxsize=32)
def _hand_stack(w: int, h: int, shown: int) -> pygame.Surface:
    """A seat's hand as a few card backs fanned as a hand holds them, turning about a point below
    their feet, the rightmost on top (``shown``: 1 to 3, however many it holds), in its place
    ``w``×``h`` widened by HAND_SPILL each side."""
    surf = pygame.Surface((w + 2 * HAND_SPILL, h + HAND_SPILL), pygame.SRCALPHA)
    cw, ch = round(w * 0.68), round(h * 0.8)
    arm = ch * 0.85  # from the point they turn about up to a card's middle
    px, py = surf.get_width() / 2 - w * 0.08, HAND_SPILL + h / 2 + 1 + arm  # a little left: clear of the mat's edge
    for angle in HAND_FAN[shown]:
        card = art.rotated("back", "", cw, ch, angle)
        a = math.radians(angle)
        surf.blit(card, card.get_rect(center=(round(px - math.sin(a) * arm), round(py - math.cos(a) * arm))))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def property_chips(rect: pygame.Rect, props) -> list[tuple[str, pygame.Rect, str, int]]:
    """The cards in front of a seat, left to right in ``rect``: (card, chip, its name or "", text
    size). A chip is the card's mini picture (``card_art.mini_card``, its count as a badge) with its
    name on a tag beside it at the largest size (16 down to the floor) that lets every name fit whole;
    when they cannot all fit, Bushido keeps its name and the others show their pictures alone (their
    hover names them), and failing that every chip is a picture."""
    kinds = [p for p in PROPERTY_ORDER if p in props]
    tile = art.mini_card(kinds[0], rect.height).get_width() if kinds else 0
    named_sets = ({*kinds}, {"bushido"} & {*kinds}, set())
    for named, size, pad in itertools.product(named_sets, (16, 15, 14, 13), (14, 10, 6)):
        labels = [art.card_name(p) if p in named else "" for p in kinds]
        widths = [tile + (text_size(label, size, True)[0] + pad if label else 0) for label in labels]
        if sum(widths) + CHIP_GAP * (len(widths) - 1) <= rect.width:
            break
    chips, x = [], rect.x
    for p, label, w in zip(kinds, labels, widths):
        chips.append((p, pygame.Rect(x, rect.y, w, rect.height), label, size))
        x += w + CHIP_GAP
    return chips


DISTANCE_W = 66  # the paper tag at the right end of a seat's row, telling its distance from the viewer
DISTANCE_INSET = 8  # the tag hangs this far in from the mat's right edge


STRIP_PAD = 8  # the strip under a mat starts this far in from the mat's sides; its chips as far in again
STRIP_RGB, STRIP_EDGE = (112, 76, 42), (156, 114, 68)  # the strip: a dark wooden rail, a lighter bevel


def chip_row(properties: pygame.Rect, tagged: bool) -> pygame.Rect:
    """Where a seat's property chips lie on the strip under its mat: from its left end, less the distance
    tag's end when it has one."""
    right = properties.right - (DISTANCE_W + DISTANCE_INSET + CHIP_GAP if tagged else STRIP_PAD)
    return pygame.Rect(properties.x + STRIP_PAD, properties.y + 1, right - properties.x - STRIP_PAD,
                       properties.height - 4)  # the rail's lip shows below them


def _paint_strip(img, mat: pygame.Rect, properties: pygame.Rect, bare: bool) -> None:
    """The strip under a mat with cards in front of its seat, the same at every such seat: a dark wooden
    rail tucked under the mat's foot, on which those cards lie left to right and its distance tab hangs
    at the right end (chips and tags loose on the wood sat in different places at every seat). With
    nothing in front of the seat (``bare``) no rail: an empty tray read as an unfinished placeholder."""
    if bare:
        return
    strip = pygame.Rect(mat.x + STRIP_PAD // 2, mat.bottom - 12, mat.width - STRIP_PAD,
                        properties.bottom + 3 - (mat.bottom - 12))
    corners = {"border_bottom_left_radius": 7, "border_bottom_right_radius": 7}
    pygame.draw.rect(img, (0, 0, 0, 70), strip.move(2, 3), **corners)
    pygame.draw.rect(img, STRIP_RGB, strip, **corners)
    pygame.draw.rect(img, STRIP_EDGE, strip.inflate(-4, -4), 1, border_bottom_left_radius=5,
                     border_bottom_right_radius=5)
    pygame.draw.rect(img, palette.SUMI, strip, 1, **corners)


TAB_TUCK = 3  # the distance tab's top tucked this far under its mat's lower edge: it hangs from that mat


@functools.lru_cache(maxsize=64)
def _distance_tab(size: tuple[int, int], dye, text: str, _language: str) -> pygame.Surface:
    """A seat's distance tab ``size`` big (its shadow spilling 1 right, 2 down), painted once per
    size, colour and words: six of them are on the table every frame."""
    w, h = size
    surf = pygame.Surface((w + 1, h + 2), pygame.SRCALPHA)
    tag = pygame.Rect(0, 0, w, h)
    corners = {"border_bottom_left_radius": 5, "border_bottom_right_radius": 5}
    pygame.draw.rect(surf, palette.SHADOW, tag.move(1, 2), **corners)
    pygame.draw.rect(surf, palette.SHEET, tag, **corners)
    pygame.draw.rect(surf, dye, tag, 2, **corners)
    words = tag.inflate(-6, 0)
    words.y += TAB_TUCK // 2
    draw_text_in_box(surf, text, words, 16, palette.SHEET_INK)
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def distance_tag(mat: pygame.Rect, properties: pygame.Rect) -> pygame.Rect:
    """The distance tab: hanging from the mat's lower edge at the right end of the seat's row, so it is
    read as that seat's (a tag lying loose on the wood sat as near a neighbour's header)."""
    right = min(mat.right - DISTANCE_INSET, properties.right)
    return pygame.Rect(right - DISTANCE_W, mat.bottom - TAB_TUCK, DISTANCE_W,
                       properties.bottom - 2 - mat.bottom + TAB_TUCK)


def fan_layout(n: int, box: pygame.Rect, card) -> list[tuple[tuple[float, float], float]]:
    """(centre, angle) of each of ``n`` hand cards ``card`` big, fanned in ``box``: side by side where
    they fit, else overlapping evenly, bowed and turned a little, the whole fan as high as the box's
    top allows and never a corner below FAN_FOOT nor out of the box's sides."""
    cw, ch = card
    spread = min(4.0, 28.0 / max(1, n))
    turn = math.radians(spread * (n - 1) / 2)  # the outer cards' tilt: their corners reach further out
    outer = abs(math.sin(turn)) * ch / 2 + math.cos(turn) * cw / 2 + 2
    spacing = min(cw + 8, (box.width - 12 - 2 * outer) / max(1, n - 1))
    out = []
    for k in range(n):
        dk = k - (n - 1) / 2
        out.append((box.centerx + dk * spacing, FAN_ARC * dk * dk, -dk * spread))
    # the lowest corner of any card, below its row's line: the row rises until it clears the foot
    reach = max((dy + abs(math.sin(math.radians(a))) * cw / 2 + math.cos(math.radians(a)) * ch / 2
                 for _x, dy, a in out), default=0)
    line = min(box.y + 8 + ch / 2, min(FAN_FOOT, box.bottom) - reach)
    # but its middle card's top never above the box's: a big hand's bowed ends sink a little lower (never
    # past FAN_EDGE) rather than the fan covering the cards in front of the viewer's seat above it
    line = min(max(line, box.y - FAN_RISE + ch / 2), min(FAN_EDGE, box.bottom) - reach)
    return [((x, line + dy), a) for x, dy, a in out]


def _paint_mat(img, mat: pygame.Rect, dye) -> pygame.Rect:
    """A seat's mat as a thing lying on the wood: a soft shadow under it, a cloth border in the seat's
    colour bound round kinari paper (as tatami are bound with heri), a stitch down the cloth, an ink
    edge. Returns the paper inside the border; its top strip is dyed for the name tag."""
    k = mat.width / MAT_W
    edge = max(4, round(MAT_BORDER * k))
    for grow, alpha in ((6, 26), (3, 46), (0, 70)):  # faint and wide first: each darker one lies over it
        pygame.draw.rect(img, (0, 0, 0, alpha), mat.move(2, 4).inflate(grow, grow), border_radius=9 + grow // 2)
    pygame.draw.rect(img, palette.SUMI, mat, border_radius=8)
    cloth = mat.inflate(-4, -4)
    pygame.draw.rect(img, dye, cloth, border_radius=6)
    stitch = cloth.inflate(-edge, -edge)
    pygame.draw.rect(img, mix(dye, palette.WASHI, 0.45) if palette.is_dark(dye) else mix(dye, palette.SUMI, 0.35),
                     stitch, 1, border_radius=5)
    paper = cloth.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(img, palette.SUMI, paper.inflate(2, 2), border_radius=4)
    pygame.draw.rect(img, MAT_RGB, paper, border_radius=3)
    pygame.draw.line(img, mix(MAT_RGB, palette.WASHI, 0.6), (paper.x + 3, paper.y + 1), (paper.right - 4, paper.y + 1))
    return paper


class View(TableView):
    log_headings = frozenset({"turn"})  # its line: "— Kenji's turn —"

    def __init__(self, scene):
        self.scene = scene
        st = scene.match.state
        self.players = st.num_players
        self.table = load_table()
        self.layout = self.table.layout(self.players)
        self.fan = _rect(self.table.fan)
        side = self.side = _rect(self.table.sidebar)
        # the log above, the prompt below it as tall as its words and choices (set as drawn)
        self.log_rect = pygame.Rect(side.x, side.y, side.width, side.height - 48 - 3 * GAP - 60)
        self.controls = pygame.Rect(side.x, self.log_rect.bottom + GAP, side.width, 60)
        self.anim = Animator()
        self.notice = Notice()  # why a clicked hand card cannot be played, above the card
        self.selected: str | None = None  # a hand card chosen to play
        self.geisha_target: int | None = None
        self._base = scene.humans[0] if scene.humans else 0
        self.undo = Button((side.x, side.bottom - 48, side.width // 2 - 6, 48), N_("Undo"), scene.undo, size=22)
        self.menu = Button((side.x + side.width // 2 + 6, side.bottom - 48, side.width // 2 - 6, 48), N_("Menu"),
                           self.open_menu, size=22)
        self._hits: list[tuple[pygame.Rect, str]] = []  # sidebar buttons → actions ("" cancels)
        self._fan: list[tuple[str, tuple[float, float], float]] = []  # card, centre, angle (drawn order)
        self._fan_size = FAN_CARD  # the hand's cards as drawn last
        self._reach_later: list[tuple[int, pygame.Rect, bool]] = []  # difficulty slips, drawn over the hand
        self._tips: list[tuple[pygame.Rect, str, str]] = []
        self._zoom_of: dict[int, str] = {}  # tip index → the card its hover holds up to read
        self._seat_cache: dict[int, tuple] = {}  # seat → (what it shows, its painted seat, shaded or None, its offset in the panel)
        # the last attack or card played on someone, after each step that changed it: (actions played,
        # the trace), so an undo takes back its trace too (trace.py: from public events only)
        self._traces: list[tuple[int, Trace]] = []
        self._replayed = 0  # steps replayed since the table was set (a loaded game, a review's jump)
        self._arrows: list[trace_view.Arrow] = []
        self._label_box: pygame.Rect | None = None

    # -- helpers ---------------------------------------------------------------------------
    def base(self) -> int:
        """The seat drawn at the bottom: the viewer, else the last one who was."""
        if self.scene.viewer is not None:
            self._base = self.scene.viewer
        return self._base

    def place(self, seat: int):
        return self.layout.places[(seat - self.base()) % self.players]

    def legal(self, obs) -> list[str]:
        return obs.legal_actions() if self.my_turn(obs) else []

    def fan_shown(self) -> bool:
        return self.scene.viewer is not None

    def locate(self, spot: Spot) -> tuple[float, float]:
        """Where a seat's part is drawn now, in the current viewer's layout (animations ask)."""
        if spot.part == "hand" and spot.seat == self.scene.viewer and self.fan_shown():
            return self.fan.center
        pl = self.place(spot.seat)
        if spot.part == "character_top":
            c = _rect(pl.character)
            return c.centerx, c.y
        return _rect(getattr(pl, spot.part)).center

    def seat_targets(self, legal, card: str) -> dict[int, list[str]]:
        """Seats the selected card may be played on → the legal actions doing so."""
        out: dict[int, list[str]] = {}
        for a in legal:
            parts = a.split(":")
            if parts[0] == "attack" and parts[1] == card:
                out.setdefault(int(parts[2]), []).append(a)
            elif parts[0] == "play" and parts[1] == card and len(parts) > 2:
                out.setdefault(int(parts[2]), []).append(a)
        return out

    def card_actions(self, obs, legal) -> dict[str, list[str]]:
        """Hand card → the legal actions it starts (what makes it clickable now)."""
        out: dict[str, list[str]] = {}
        for a in legal:
            parts = a.split(":")
            if parts[0] in ("attack", "play", "discard", "bushido", "block") and parts[1] in C.CARD_BY_ID:
                out.setdefault(parts[1], []).append(a)
        return out

    # -- the view protocol --------------------------------------------------------------------
    def busy(self) -> bool:
        return self.anim.busy()

    def animating(self) -> bool:
        return self.busy() or self.notice.visible()  # the notice goes away by itself

    def update(self, dt: float) -> None:
        self.anim.update(dt, self.factor())
        self.notice.update(dt)

    def log_lines(self, public_events, seat, action, text) -> list[str]:
        """The shared log in the reader's language, from the public events only."""
        lines = event_lines(public_events, self.name)
        if not lines and action == "end":  # ending the play phase with too many cards: no event yet
            lines = [_("{name} ends the play phase.").format(name=self.name(seat))]
        return lines

    def curtain_reason(self, obs, seat: int) -> str:
        """What the hot-seat curtain tells ``seat`` it is called for (``obs``: the public view)."""
        return curtain_reason(obs, seat, self.name)

    keeps_clear_of_chart = True  # the hand moves beside the open chart (``fan_box``)

    def chart_place(self, height: int) -> pygame.Rect:
        """A review's open chart along the table's foot, in the hand's strip under the seats that ring
        the table, its left part: the hand draws itself smaller right of it (``fan_box``), the seats'
        rows and the log stay in sight."""
        return foot_sheet(self.fan.x, CHART_RIGHT, height)

    def fan_box(self) -> tuple[pygame.Rect, tuple[int, int]]:
        """Where the hand is fanned and its cards' size: the strip along the table's foot, or beside
        a review's open chart (which lies in that strip's left part)."""
        if getattr(self.scene, "chart_open", False):
            return pygame.Rect(CHART_RIGHT + 8, self.fan.y, self.fan.right - CHART_RIGHT - 8, self.fan.height), \
                CHART_HAND
        return self.fan, FAN_CARD

    def analysis_place(self) -> pygame.Rect:
        """A review's analysis as a wide, short sheet over the hand's strip, under the seats that
        ring the table (the hand plays no part in a review); its seats on pages when they are many."""
        fan = self.fan
        return pygame.Rect(fan.x, fan.y + 2, fan.width, 900 - 4 - fan.y - 2)

    def trace(self) -> Trace | None:
        """The last attack or card played on someone, as the table shows it."""
        return self._traces[-1][1] if self._traces else None

    def answer_label_box(self) -> pygame.Rect | None:
        """Where the label of a play waiting for its answer was drawn last (None: no such play)."""
        return self._label_box

    def trace_arrows(self) -> list[trace_view.Arrow]:
        """The trace's strokes as drawn last."""
        return list(self._arrows)

    def _follow(self, events, step: int) -> None:
        new = trace_after(self.trace(), events)
        if new != self.trace():
            self._traces.append((step, new))

    def replayed(self, public_events) -> None:
        self._replayed += 1
        self._follow(public_events, self._replayed)

    def reset_for_jump(self) -> None:
        self._traces = []
        self._replayed = 0
        self.on_undo()

    def on_undo(self) -> None:
        played = len(self.scene.match.actions)
        self._traces = [(step, t) for step, t in self._traces if step <= played]
        self.anim.skip()
        self.notice.hide()
        self.selected = None
        self.geisha_target = None

    def automatic_answer(self, obs) -> str | None:
        """With "answer automatically": block when a block is legal (a Parry first), else take."""
        if obs.phase not in ("parry", "answer"):
            return None
        legal = obs.legal_actions()
        if "block:parry" in legal:
            return "block:parry"
        blocks = [a for a in legal if a.startswith("block:")]
        return blocks[0] if blocks else "take"

    def on_events(self, events, seat, action) -> None:
        self._follow(events, len(self.scene.match.actions))
        self.selected = None
        self.notice.hide()
        self.geisha_target = None
        if self.factor() <= 0:
            self.anim.skip()
            return
        a = self.anim
        deck = _rect(self.layout.deck).center
        pile = _rect(self.layout.discard).center
        # points on seats are found when drawn (locate): the layout turns with the viewer
        char = lambda s: Spot(s, "character")  # noqa: E731
        props = lambda s: Spot(s, "properties")  # noqa: E731
        honour = lambda s: Spot(s, "honour")  # noqa: E731
        hand = lambda s: Spot(s, "hand")  # noqa: E731
        for ev in events:
            d, k = ev.data, ev.kind
            a.seen_by = ev.private_to
            if k == "attack":
                a.fly("face", hand(d["seat"]), char(d["target"]), d["card"], 0.6, 0.55)
            elif k == "block":
                a.fly("face", hand(d["seat"]), pile, d["card"], 0.5, 0.2)
                a.caption(char(d["seat"]), N_("Blocked!"), HIGHLIGHT, gap=0.5)
            elif k == "damage" and d["amount"]:
                a.pips(Spot(d["seat"], "resilience"), d["amount"], gap=0.0)
                a.caption(char(d["seat"]), f"−{d['amount']}", (255, 120, 100), gap=0.5)
            elif k == "knockout":
                a.caption(Spot(d["seat"], "character_top"), N_("Knocked out!"), (255, 120, 100), 1.3, gap=0.1)
                a.token(honour(d["seat"]), honour(d["by"]), gap=0.8)
                self.scene.app.audio.play("coin")
            elif k == "honour_lost":
                for s in d["seats"]:
                    a.token(honour(s), honour(s)._replace(dy=-70), 0.7, gap=0.0)
                a.cursor += 0.6
                if d.get("reason") == "deck":
                    a.caption(deck, N_("Everyone loses 1 honour"), HIGHLIGHT, 1.4)
            elif k == "property":
                a.fly("face", hand(d["seat"]), props(d["target"]), d["card"], 0.55, 0.45)
            elif k == "play":
                a.fly("face", hand(d["seat"]), pile, d["card"], 0.5, 0.45)
            elif k == "draw":
                cards = d.get("cards") or ["?"] * d.get("count", 0)
                for c in cards:
                    kind = "face" if c in C.CARD_BY_ID else "back"
                    a.fly(kind, deck, hand(d["seat"]), c if kind == "face" else None, 0.45, 0.12)
                a.cursor += 0.25
            elif k == "take_discard":
                a.fly("face", pile, hand(d["seat"]), d["card"], 0.5, 0.4)
            elif k == "steal":
                c = d.get("card")
                a.fly("face" if c else "back", hand(d["target"]), hand(d["seat"]), c, 0.55, 0.45)
            elif k == "lose_card":
                src = props(d["seat"]) if d.get("source") == "property" else hand(d["seat"])
                a.fly("face", src, pile, d["card"], 0.5, 0.4)
            elif k == "discard":
                a.fly("face", hand(d["seat"]), pile, d["card"], 0.4, 0.25)
            elif k == "bushido_reveal":
                a.fly("face", deck, pile, d["card"], 0.5, 0.4)
                a.caption(pile, lambda: art.card_name("bushido"), HIGHLIGHT, gap=0.4)
            elif k == "bushido_pass":
                a.fly("face", props(d["seat"]), props(d["to"]), "bushido", 0.6, 0.5)
            elif k == "bushido_discard":
                a.fly("face", props(d["seat"]), pile, "bushido", 0.5, 0.4)
            elif k in ("heal", "recover"):
                a.caption(char(d["seat"]), N_("Full resilience"), (150, 230, 150), gap=0.4)
            elif k == "nobunaga":
                a.pips(Spot(d["seat"], "resilience"), 1)
            elif k == "reshuffle":
                a.caption(deck, N_("Reshuffled"), HIGHLIGHT, gap=0.4)
            elif k == "game_over":
                a.caption(_rect(self.table.felt).center, N_("Roles revealed"), HIGHLIGHT, 1.8, 0.2)
        a.seen_by = None

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event, viewer):
        if self.anim.busy() and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return False
            self.anim.skip()
            return True
        if self.handle_chrome(event):
            return True
        if viewer is None or event.type != pygame.MOUSEBUTTONUP:
            return False
        obs = self.scene.observation()
        legal = self.legal(obs)
        if not legal:
            return False
        if event.button == 3:  # right click: let go of the chosen card
            had = self.selected is not None
            self.selected = self.geisha_target = None
            return had
        if event.button != 1:
            return False
        pos = event.pos
        for rect, action in self._hits:
            if rect.collidepoint(pos):
                if action == "":
                    self.selected = self.geisha_target = None
                    return True
                return action if action in legal else True
        k = self._fan_index_at(pos)
        if k is not None:
            return self._click_card(obs, legal, k)
        for rect, action in ((self.layout.deck, "draw:deck"), (self.layout.discard, "draw:discard")):
            if action in legal and _rect(rect).collidepoint(pos):  # Ieyasu: click the pile to draw from
                return action
        if self.selected is not None:
            for seat in range(self.players):
                if _rect(self.place(seat).panel).collidepoint(pos):
                    actions = self.seat_targets(legal, self.selected).get(seat)
                    if not actions:
                        return True  # greyed: not a target
                    if len(actions) == 1:
                        return actions[0]
                    self.geisha_target = seat  # Geisha: the hand or which property (sidebar)
                    return True
            self.selected = self.geisha_target = None
            return True
        return False

    def _click_card(self, obs, legal, k: int):
        """A click on the ``k``-th card of the hand fan."""
        card = self._fan[k][0]
        actions = self.card_actions(obs, legal).get(card, [])
        if obs.phase in ("discard", "bushido", "parry", "answer"):
            direct = [a for a in actions if a.split(":")[0] in ("discard", "bushido", "block")]
            return direct[0] if direct else True
        if not actions:
            self.selected = self.geisha_target = None
            viewer = self.scene.viewer
            if unplayable_reason(obs, viewer, card) is not None:  # said above the card, not only on hover
                self.notice.show(lambda: unplayable_reason(obs, viewer, card), self._card_rect(k))
                self.scene.app.audio.play("click")
            return True
        self.notice.hide()
        self.geisha_target = None
        self.selected = None if self.selected == card else card
        self.scene.app.audio.play("click")
        return True

    def _fan_index_at(self, pos) -> int | None:
        """The topmost hand card under ``pos`` (cards are turned by their angle round their centre)."""
        for k in range(len(self._fan) - 1, -1, -1):
            _card, (cx, cy), angle = self._fan[k]
            a = math.radians(angle)
            dx, dy = pos[0] - cx, pos[1] - cy
            lx = dx * math.cos(a) - dy * math.sin(a)
            ly = dx * math.sin(a) + dy * math.cos(a)
            if abs(lx) <= self._fan_size[0] / 2 and abs(ly) <= self._fan_size[1] / 2:
                return k
        return None

    def fan_cards(self) -> list[tuple[str, tuple[float, float], float]]:
        """The hand as the fan drew it last: (card, centre, angle), the last on top."""
        return list(self._fan)

    def fan_card_box_at(self, pos) -> pygame.Rect | None:
        """The box round the topmost hand card under ``pos`` as drawn last; None: no card there."""
        k = self._fan_index_at(pos)
        return None if k is None else self._card_rect(k)

    def fan_card(self, card: str) -> tuple[list[tuple[float, float]], tuple[float, float]] | None:
        """(corners, centre) of the hand card ``card`` as the fan drew it last (a hint marks it)."""
        for held, centre, angle in self._fan:
            if held == card:
                return self._corners(centre, angle), centre
        return None

    def tooltips(self) -> list[tuple[pygame.Rect, str, str]]:
        """The tooltips as drawn last: (the rect the pointer rests on, its title, its text)."""
        return list(self._tips)

    def _card_rect(self, k: int) -> pygame.Rect:
        """The box round the ``k``-th card of the hand as drawn last (the one clicked, of several alike)."""
        _card, centre, angle = self._fan[k]
        xs, ys = zip(*self._corners(centre, angle))
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface, obs) -> None:
        scene = self.scene
        draw_room(surface, self.table.felt)  # the low wooden table standing on tatami: one picture
        draw_top_bar(surface, scene, self._top_extra(obs), header_status(obs, self.name))
        legal = self.legal(obs)
        self._hits = []
        self._tips = []
        self._zoom_of = {}
        if self.selected is not None and (obs.phase != "play" or self.selected not in self.card_actions(obs, legal)):
            self.selected = self.geisha_target = None
        targets = self.seat_targets(legal, self.selected) if self.selected else {}
        self._reach_later = []
        self._draw_centre(surface, obs)
        label = self._pending_label(obs)
        self._label_box = None
        deck, pile = _rect(self.layout.deck), _rect(self.layout.discard)
        piles = deck.union(pile.inflate(DISCARD_FAN[-1][0] * 2, PLAQUE_BELOW * 2))  # the thrown cards, the tags
        # a seat's whole place (its mat and the cards in front of it) is where a stroke starts and ends
        cx, cy, rx, ry = wood(self.table.felt)  # the strokes keep to the wood, off its rim
        inset = trace_view.WIDTH / 2 + 4
        wood_top = pygame.Rect(round(cx - rx + inset), round(cy - ry + inset), round(2 * (rx - inset)),
                               round(2 * (ry - inset)))
        panels = {s: _rect(self.place(s).panel) for s in range(self.players)}
        portraits = {s: _rect(self.place(s).character) for s in range(self.players)}
        tags = [distance_tag(self.mat(s), _rect(self.place(s).properties)) for s in range(self.players)
                if self.place(s).position != 0]
        waiting = label[3] if label else None
        drawn = trace_view.strokes(self.trace(), panels, wood_top, waiting, (tuple(piles), self.table.fan), portraits,
                                   tuple(tuple(tag) for tag in tags))
        self._arrows = [arrow for arrow, _pts in drawn]
        trace_view.draw_strokes(surface, drawn)  # on the wood, under the mats
        for seat in range(self.players):
            self._draw_seat(surface, obs, seat, targets)
        seats = [_rect(p.panel) for p in self.layout.places]
        marks = trace_view.draw_marks(surface, self.trace(), drawn, [piles, *seats])
        marks += trace_view.draw_stamps(surface, self.trace(), panels, portraits, waiting, wood_top,
                                        [piles, *seats, *tags, self.fan])
        if drawn or marks:  # the one who played it: its portrait ringed in the stroke's ink
            pygame.draw.rect(surface, palette.SUMI, _rect(self.place(self.trace().seat).character).inflate(6, 6), 3,
                             border_radius=7)
        for rect, card in marks:
            if card:
                self._tip(rect, art.card_name(card), art.card_text(card), card)
        if label:
            text, width, attacker, _target = label
            # nor over the trace: its marks, and its strokes where they lie bare on the wood
            ink = [pygame.Rect(round(x) - 8, round(y) - 8, 16, 16) for _a, pts in drawn for x, y in pts[::3]]
            avoid = [r.inflate(6, 6) for r, _c in marks] + [r for r in ink if r.collidelist(seats) < 0]
            stroke = next((pts for arrow, pts in drawn if arrow.target == _target), None)
            near = tuple(map(round, stroke[len(stroke) // 2])) if stroke else None  # beside its stroke
            box = self._label_box = pygame.Rect(banner_box(self.players, width, avoid, near))
            pygame.draw.rect(surface, palette.SHU, self.mat(attacker).inflate(6, 6), 3, border_radius=9)
            draw_sheet(surface, box, radius=4)
            draw_text_in_box(surface, text, box.inflate(-10, -2), 18, palette.SHEET_LIT, bold=True)
        self._draw_fan(surface, obs, legal)
        for seat, mat, target in self._reach_later:
            self._draw_reach(surface, obs, seat, mat, target)
        self._draw_controls(surface, obs, legal)  # the prompt as tall as it needs: the log takes the rest
        self._log_area = (self.log_rect, 17, scene.log.lines())
        draw_log(surface, scene.log.lines(), self.log_rect, size=17, log=scene.log)
        self.undo.enabled = scene.match.can_undo() and scene.viewer == obs.to_act and not obs.is_over()
        self.undo.draw(surface)
        self.menu.draw(surface)
        self.anim.draw(surface, self.locate, self.scene.viewer)
        if obs.is_over() and not self.anim.busy():
            self._draw_end_banner(surface)
        self.notice.draw(surface)
        self._draw_tip(surface)

    def _top_extra(self, obs) -> str:
        v = self.scene.viewer
        if v is None or obs.roles[v] not in C.ROLE_NAMES:
            return ""
        stars = "★" * obs.stars[v] if obs.stars[v] else ""
        return _("Your role: {role}").format(role=art.role_name(obs.roles[v]) + stars)

    # centre ------------------------------------------------------------------------------------------
    def cloth_rect(self) -> pygame.Rect:
        """The indigo cloth under the piles: round the deck, the discards fanned past the top card and
        the count tags, a margin of cloth round them, clear of every seat's place."""
        deck, pile = _rect(self.layout.deck), _rect(self.layout.discard)
        top = min(deck.y, pile.y) - CLOTH_PAD[1]
        bottom = max(deck.bottom, pile.bottom) + PLAQUE_BELOW + CLOTH_PAD[1] // 2
        rect = pygame.Rect(deck.x - CLOTH_PAD[0], top, pile.right + DISCARD_FAN[-1][0] + 12 + CLOTH_PAD[0] - deck.x + CLOTH_PAD[0],
                           bottom - top)
        core = deck.union(pile)
        for place in self.layout.places:  # give way to a seat beside, above or below it: the cut that keeps most cloth
            panel = _rect(place.panel).inflate(12, 12)
            if rect.colliderect(panel):
                cuts = [pygame.Rect(panel.right, rect.y, rect.right - panel.right, rect.height),
                        pygame.Rect(rect.x, rect.y, panel.x - rect.x, rect.height),
                        pygame.Rect(rect.x, panel.bottom, rect.width, rect.bottom - panel.bottom),
                        pygame.Rect(rect.x, rect.y, rect.width, panel.y - rect.y)]
                rect = max(cuts, key=lambda cut: (cut.contains(core), cut.width * cut.height))
        return rect

    def _draw_centre(self, surface, obs) -> None:
        draw_cloth(surface, self.cloth_rect())
        deck, pile = _rect(self.layout.deck), _rect(self.layout.discard)
        if obs.deck:
            depth = min(DECK_DEPTH, 2 + len(obs.deck) // 12)  # a full deck a thick block, a low one thin
            _blit_shadow(surface, deck.width, deck.height, 0, (deck.centerx + depth, deck.centery + depth))
            surface.blit(_deck_edges(deck.width, deck.height, depth), deck.topleft)
            surface.blit(art.card_back(deck.width, deck.height), deck)
        else:
            _draw_empty_place(surface, deck)
        _draw_plaque(surface, (deck.centerx, deck.bottom + PLAQUE_GAP), _("Deck {n}").format(n=len(obs.deck)))
        if obs.discard:
            top = obs.discard[-1]
            for rect, angle in discard_under(pile, len(obs.discard) - 1)[::-1]:
                under = _pile_edge(pile.width, pile.height, angle)
                surface.blit(under, under.get_rect(center=rect.center))
            _blit_shadow(surface, pile.width, pile.height, 0, pile.center)
            surface.blit(art.card_face(top, pile.width, pile.height), pile)
            self._tip(pile, art.card_name(top), art.card_text(top), top)
        else:
            _draw_empty_place(surface, pile)
        _draw_plaque(surface, (pile.centerx, pile.bottom + PLAQUE_GAP), _("Discards {n}").format(n=len(obs.discard)))
        if obs.phase == "draw" and self.my_turn(obs):  # Ieyasu chooses: both piles can be clicked
            pulse = 2 + round(2 * (0.5 + 0.5 * math.sin(time.monotonic() * 5)))
            for rect in (deck, pile):
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), pulse, border_radius=10)

    def _pending_label(self, obs):
        """An attack or a Battlecry / Jujutsu waiting for its answer (the trace draws its stroke to
        the answering seat): (what its label says, how wide it wants to be, attacker, answering seat) or None."""
        if obs.phase == "parry":
            attacker, target, card, damage = obs.pending
            text = _("{card}: {n} damage").format(card=art.card_name(card), n=damage)
        elif obs.phase == "answer":
            card, attacker, queue = obs.pending
            target = queue[0]
            text = art.card_name(card)
        else:
            return None
        return text, text_size(text, 18, True)[0] + 24, attacker, target

    # seats -----------------------------------------------------------------------------------------------
    def mat(self, seat: int) -> pygame.Rect:
        """The seat's mat on the wood: its panel without the properties' row below it."""
        panel = _rect(self.place(seat).panel)
        return pygame.Rect(panel.x, panel.y, panel.width, self.place(seat).properties[1] - panel.y - MAT_GAP)

    def _seat_tag(self, obs, seat: int) -> tuple[str, str]:
        """What the seal on the seat's name tag says: ("Turn", "seal"), ("Answering", "ring"),
        ("Thinking···", "ink") or ("", "")."""
        if obs.is_over():
            return "", ""
        if self.scene.thinking == seat:
            return _("Thinking") + "·" * (1 + int(time.monotonic() * 3) % 3), "ink"
        if seat == obs.to_act and seat != obs.turn:
            return _("Answering"), "ring"
        if seat == obs.turn:
            return _("Turn"), "seal"
        return "", ""

    def _draw_seat(self, surface, obs, seat: int, targets) -> None:
        """A seat's mat, painted once per change of what it shows; targeting drawn over it."""
        pl = self.place(seat)
        panel = _rect(pl.panel)
        mat = self.mat(seat)
        to_act = None if obs.is_over() else obs.to_act
        tag = self._seat_tag(obs, seat)
        known = tuple(c for c in obs.hands[seat] if c in C.CARD_BY_ID)
        key = (pl.position, current_language(), self.scene.seat_name(seat), tag, seat == to_act, obs.chars[seat],
               obs.hp[seat], obs.roles[seat], obs.stars[seat], len(obs.hands[seat]), obs.honour[seat],
               tuple(obs.props[seat]), obs.harmless(seat) and not obs.is_over())
        cached = self._seat_cache.get(seat)
        if cached is None or cached[0] != key:
            img = pygame.Surface((panel.width + 8, panel.height + 8), pygame.SRCALPHA)
            self._paint_seat(img, obs, seat, pl, tag)
            if pygame.display.get_surface():
                img = img.convert_alpha()
            bound = img.get_bounding_rect()  # a bare seat's empty strip and the margins: not blitted each frame
            self._seat_cache[seat] = cached = (key, img.subsurface(bound).copy(), None, bound.topleft)
        selecting = self.selected is not None and seat != self.scene.viewer
        target = selecting and seat in targets
        if selecting and not target:  # out of the chosen card's reach: the mat and its cards in shade
            if cached[2] is None:
                shaded = cached[1].copy()
                shaded.fill((104, 100, 96, 255), special_flags=pygame.BLEND_RGBA_MULT)
                self._seat_cache[seat] = cached = (*cached[:2], shaded, cached[3])
            surface.blit(cached[2], panel.move(cached[3]))
        else:
            surface.blit(cached[1], panel.move(cached[3]))
        if target:  # one the chosen card may be played on: a pale-gold cord round its mat, breathing
            pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 5)
            pygame.draw.rect(surface, HIGHLIGHT, mat.inflate(4, 4), 3, border_radius=8)
            pygame.draw.rect(surface, HIGHLIGHT, mat.inflate(10 + round(4 * pulse), 10 + round(4 * pulse)), 2,
                             border_radius=11)
        self._seat_tips(obs, seat, pl, known)
        if pl.position != 0:
            self._draw_distance(surface, obs, seat, distance_tag(mat, _rect(pl.properties)))
        if selecting:  # drawn over the trace's marks and the hand, once they are drawn: read while choosing
            self._reach_later.append((seat, mat, target))

    def _paint_seat(self, img, obs, seat: int, pl, tag: tuple[str, str]) -> None:
        """Everything a seat shows, on ``img`` whose origin is the seat's top-left corner: a paper mat
        on the wood with a name tag, the character, role and hand cards and the honour tokens; the
        cards in front of the seat below the mat."""
        ox, oy = pl.panel[0], pl.panel[1]

        def at(rect) -> pygame.Rect:
            return _rect(rect).move(-ox, -oy)

        mat = pygame.Rect(0, 0, pl.panel[2], pl.properties[1] - pl.panel[1] - MAT_GAP)
        dye = seat_colour(self.scene.match.seats[seat].colour).rgb
        _paint_strip(img, mat, at(pl.properties), not obs.props[seat])
        paper = _paint_mat(img, mat, dye)
        band = pygame.Rect(paper.x, paper.y, paper.width, pl.character[1] - oy - 3 - paper.y)
        pygame.draw.rect(img, dye, band, border_top_left_radius=3, border_top_right_radius=3)
        pygame.draw.line(img, palette.SUMI, band.bottomleft, (band.right - 1, band.bottom), 2)
        self._paint_name_tag(img, band.inflate(-8, 0), seat, tag, dye)
        char = at(pl.character)
        art.draw_character(img, char, obs.chars[seat])
        art.draw_resilience(img, at(pl.resilience), obs.hp[seat], obs.max_hp(seat))
        role = at(pl.role)
        if obs.roles[seat] in C.ROLE_NAMES:
            art.draw_role(img, role, obs.roles[seat], obs.stars[seat])
        else:  # face down: a paper tag with a seal, told at a glance from the hand's backs
            img.blit(_role_tag(role.width, role.height), role)
        hand = at(pl.hand)
        count = len(obs.hands[seat])
        if count:
            img.blit(_hand_stack(hand.width, hand.height, min(3, count)), (hand.x - HAND_SPILL, hand.y - HAND_SPILL))
        else:
            pygame.draw.rect(img, palette.SHEET_EDGE, hand, 1, border_radius=5)
        badge = pygame.Rect(0, 0, 30, 26)
        badge.midbottom = (hand.centerx, hand.bottom + 10)
        pygame.draw.circle(img, palette.SUMI, badge.center, 14)
        pygame.draw.circle(img, palette.WASHI, badge.center, 14, 2)
        draw_text_in_box(img, str(count), badge, 19, palette.WASHI, bold=True)
        self._draw_honour(img, at(pl.honour), obs.honour[seat])
        self._draw_properties(img, chip_row(at(pl.properties), pl.position != 0), obs.props[seat])
        if obs.harmless(seat) and not obs.is_over():
            window = art.character_layout(char.width, char.height)[0].move(char.topleft)
            stamp = pygame.Rect(char.x + 6, window.bottom - 32, char.width - 12, 28)  # over the bust, the name clear
            pygame.draw.rect(img, palette.SHEET, stamp, border_radius=4)
            pygame.draw.rect(img, palette.SHEET_DIM, stamp, 2, border_radius=4)
            draw_text_in_box(img, _("Harmless"), stamp.inflate(-6, -2), 18, palette.SHEET_DIM, bold=True)

    def _paint_name_tag(self, img, rect: pygame.Rect, seat: int, tag: tuple[str, str], dye) -> None:
        """On the mat's dyed band, the seat's marker and name, and on the right its seal: a vermilion
        seal whose turn it is, a vermilion ring on paper for one answering out of turn, words while a
        bot thinks."""
        text, kind = tag
        ink = palette.text_on(dye)
        size = max(16, min(21, rect.height - 8))  # the name as large as the mat's tag allows
        seal_w = 0
        if text:
            seal_w = min(104, text_size(text, size - 2, True)[0] + 16)
            seal = pygame.Rect(rect.right - seal_w, rect.y + 2, seal_w, rect.height - 4)
            if kind == "seal":
                pygame.draw.rect(img, palette.WASHI, seal.inflate(4, 4), border_radius=5)
                pygame.draw.rect(img, palette.SHU, seal, border_radius=4)
                draw_text_in_box(img, text, seal.inflate(-6, -2), size - 2, palette.WASHI, bold=True)
            elif kind == "ring":
                pygame.draw.rect(img, palette.WASHI, seal, border_radius=4)
                pygame.draw.rect(img, palette.SHEET_LIT, seal, 2, border_radius=4)
                draw_text_in_box(img, text, seal.inflate(-6, -2), size - 2, palette.SHEET_LIT, bold=True)
            else:
                draw_text_in_box(img, text, seal.inflate(-2, -2), size - 2, ink, align="right")
        seats = self.scene.match.seats
        draw_marker(img, (rect.x + 12, rect.centery), 10, seat_colour(seats[seat].colour), halo=palette.WASHI)
        name = pygame.Rect(rect.x + 28, rect.y, rect.width - 32 - seal_w, rect.height)
        draw_text_in_box(img, seat_label(seats[seat]), name, size, ink, align="left", bold=True)

    def _seat_tips(self, obs, seat: int, pl, known) -> None:
        cid = obs.chars[seat]
        ch = C.CHARACTER_BY_ID[cid]
        self._tip(_rect(pl.character), art.character_name(cid), _(art.CHARACTER_TEXT[cid]) + "\n" + _(
            "Resilience {hp} of {max}").format(hp=obs.hp[seat], max=ch.resilience), cid, obs.hp[seat])
        self._tips.append((_rect(pl.resilience), art.character_name(cid),
                           _("Resilience {hp} of {max}").format(hp=obs.hp[seat], max=ch.resilience)))
        role = obs.roles[seat]
        if role in C.ROLE_NAMES:  # shown: the Shogun's, one's own, everyone's at the end
            self._tip(_rect(pl.role), art.role_name(role), _(art.ROLE_TEXT[role]), role)
        else:  # the same words for every hidden role: the tag tells nothing
            self._tips.append((_rect(pl.role), _("Role"), _(
                "Face down: only its holder knows it until the game ends.")))
        count = len(obs.hands[seat])
        hand_tip = ngettext("{n} card in hand", "{n} cards in hand", count).format(n=count)
        if known and seat != self.scene.viewer:
            hand_tip += "\n" + _("Known: {cards}").format(cards=_(", ").join(art.card_name(c) for c in known))
        self._tips.append((_rect(pl.hand), _("Hand"), hand_tip))
        honour = obs.honour[seat]
        self._tips.append((_rect(pl.honour), _("Honour"), _("{n} honour").format(n=honour)))
        props = obs.props[seat]
        for p, chip, _label, _size in property_chips(chip_row(_rect(pl.properties), pl.position != 0), props):
            n = props.count(p)
            self._tip(chip, art.card_name(p) + (f" ×{n}" if n > 1 else ""), art.card_text(p), p)

    def _draw_reach(self, surface, obs, seat, mat, target) -> None:
        """Beside a seat, the difficulty of the chosen weapon's attack on it (a paper slip, vermilion
        words where it reaches)."""
        card = C.CARD_BY_ID[self.selected]
        if card.kind != C.WEAPON:
            return
        viewer = self.scene.viewer
        if obs.harmless(seat):
            text = _("Harmless")
        else:
            reach = _("Reach: any") if obs.chars[viewer] == "kojiro" else _("Reach {r}").format(r=card.difficulty)
            text = _("Difficulty {d}").format(d=obs.difficulty(viewer, seat)) + "\n" + reach
        box = pygame.Rect(reach_box(self.players, self.place(seat).position))  # beside the seat: none of it hidden
        draw_sheet(surface, box, fill=palette.SHEET if target else palette.SHEET_HI, radius=4)
        if target:
            pygame.draw.rect(surface, palette.SHEET_LIT, box.inflate(-6, -6), 2, border_radius=3)
        draw_text_in_box(surface, text, box.inflate(-12, -8), 20, palette.SHEET_LIT if target else palette.SHEET_DIM,
                         bold=target, multiline=True)

    def _draw_distance(self, surface, obs, seat: int, tag: pygame.Rect) -> None:
        """How far the seat sits from the one at the bottom, by the rules' own count (public: it rests on
        resilience and hand sizes), on a small paper tag hanging from its mat: ink words, a thin edge in
        the seat's colour tying it to that seat (a tab in full colour outshouted the names)."""
        far = obs.distance(self.base(), seat)
        dye = seat_colour(self.scene.match.seats[seat].colour).rgb
        surface.blit(_distance_tab(tag.size, tuple(dye), _("{d} away").format(d=far), current_language()), tag)
        self._tips.append((tag, _("Distance {d}").format(d=far), _(
            "Seats between you the short way round, harmless ones not counted, plus one. An attack's "
            "difficulty is this distance plus any Armor in front of the seat: a weapon reaches when its "
            "reach is at least that.")))

    def _draw_honour(self, surface, rect, honour: int) -> None:
        """Honour as gold koban in a row, overlapping when many, and the count beside them."""
        h = rect.height
        w = max(8, round(h // 2 * 1.5))  # the koban's width (draw_honour_token)
        count_w = 24
        shown = max(0, honour)
        room = rect.width - count_w - w - 4
        step = min(w + 3, room / max(1, shown - 1)) if shown > 1 else 0
        for k in range(shown):
            art.draw_honour_token(surface, (round(rect.x + w / 2 + k * step), rect.centery), h // 2)
        after = round(rect.x + w + max(0, shown - 1) * step) + 4 if shown else rect.x
        draw_text_in_box(surface, str(honour), pygame.Rect(after, rect.y - 2, count_w, h + 4),
                         20, palette.SHEET_INK, align="left", bold=True)

    def _draw_properties(self, surface, rect, props) -> None:
        """The cards in front of the seat: mini cards with their pictures lying on the wood, a name tag
        tucked under each where there is room, a sumi badge for two or more of a kind."""
        for p, chip, label, size in property_chips(rect, props):
            face = art.mini_card(p, chip.height)
            tile = face.get_rect(topleft=chip.topleft)
            if label:
                tag = pygame.Rect(tile.right - 4, chip.y + 2, chip.right - tile.right + 4, chip.height - 4)
                _draw_tag(surface, tag)
                draw_text_in_box(surface, label, pygame.Rect(tile.right, tag.y, tag.right - tile.right, tag.height),
                                 size, palette.SHEET_LIT if p == "bushido" else palette.SHEET_INK, bold=True)
            pygame.draw.rect(surface, (0, 0, 0, 80), tile.move(1, 2), border_radius=3)
            surface.blit(face, tile)
            n = props.count(p)
            if n > 1:
                centre = (tile.right - 3, tile.y + 4)
                pygame.draw.circle(surface, palette.SUMI, centre, BADGE_R)
                pygame.draw.circle(surface, palette.WASHI, centre, BADGE_R, 1)
                draw_text_in_box(surface, str(n), pygame.Rect(centre[0] - BADGE_R, centre[1] - BADGE_R, 2 * BADGE_R,
                                                              2 * BADGE_R), 15, palette.WASHI, bold=True)

    # the hand -----------------------------------------------------------------------------------------------
    def _draw_fan(self, surface, obs, legal) -> None:
        self._fan = []
        seat = self.base()
        hand = obs.hands[seat] if self.fan_shown() else []
        if not hand:
            return
        actions = self.card_actions(obs, legal)
        why = {c: unplayable_reason(obs, seat, c) for c in set(hand) if c not in actions} if legal else {}
        box, (cw, ch) = self.fan_box()
        self._fan_size = (cw, ch)
        base = [(card, centre, angle) for card, (centre, angle) in zip(hand, fan_layout(len(hand), box, (cw, ch)))]
        mouse = mouse_pos()
        self._fan = base
        hover_k = self._fan_index_at(mouse)
        lifted = []
        for k, (card, (cx, cy), angle) in enumerate(base):
            lift = 0
            if card == self.selected:
                lift = 34
            elif k == hover_k:
                lift = 18
            elif card in actions:
                lift = 8
            centre = (cx, cy - lift)
            lifted.append((card, centre, angle))
            known = card in C.CARD_BY_ID
            _blit_shadow(surface, cw, ch, angle, (centre[0] + lift / 4, centre[1] + lift / 3))  # held higher: further off
            if why.get(card):  # greyed: it cannot be played now (the tooltip and a click say why)
                img = art.greyed(card, cw, ch, round(angle, 1))
            else:
                img = art.rotated("face" if known else "back", card if known else "", cw, ch, round(angle, 1))
            surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
            if card in actions or card == self.selected:
                colour = HIGHLIGHT if card == self.selected else palette.GOLD
                pygame.draw.polygon(surface, colour, self._corners(centre, angle), 3 if card == self.selected else 2)
            if k == hover_k and known:
                text = art.card_text(card) + ("\n" + _("Not now: {why}").format(why=why[card]) if why.get(card) else "")
                self._tip(pygame.Rect(mouse, (1, 1)), art.card_name(card), text, card)
        self._fan = lifted  # clicks find the cards where they are drawn

    def _corners(self, centre, angle):
        a = math.radians(-angle)
        cw, ch = self._fan_size[0] / 2 + 2, self._fan_size[1] / 2 + 2
        return [(centre[0] + x * math.cos(a) - y * math.sin(a), centre[1] + x * math.sin(a) + y * math.cos(a))
                for x, y in ((-cw, -ch), (cw, -ch), (cw, ch), (-cw, ch))]

    # the sidebar: prompt and choices ---------------------------------------------------------------------------
    def prompt_and_choices(self, obs, legal) -> tuple[str, list[tuple[str, str, bool]]]:
        """The prompt and (label, action, primary) buttons for the seat to act; "" cancels."""
        if obs.is_over():
            table = score_table(self.scene.match)  # one camp a line: nothing breaks inside a name
            return "\n".join([_("Game over.")] + [_("{camp}: {n}").format(camp=camp, n=total) for camp, total in table["camps"]]
                             + table["lines"][1:]), []
        seat = obs.to_act
        if not legal:
            return self.waiting_line(seat), []
        phase = obs.phase
        items: list[tuple[str, str, bool]] = []
        take = [("take", True)] if "take" in legal else []
        if phase == "parry":
            attacker, _t, card, damage = obs.pending
            prompt = _("{name} attacks you with {card}: {n} damage. Block it or take it?").format(
                name=self.name(attacker), card=art.card_name(card), n=damage)
            items = [(_("Block with {card}").format(card=art.card_name(a[6:])), a, False)
                     for a in legal if a.startswith("block:")]
            items += [(_("Take {n} damage").format(n=damage), a, True) for a, _p in take]
            return prompt, items
        if phase == "answer":
            card, attacker, _q = obs.pending
            prompt = _("{name} plays {card}: {what} or lose 1 resilience.").format(
                name=self.name(attacker), card=art.card_name(card), what=_(ANSWER_WITH[card]))
            items = [(_("Discard {card}").format(card=art.card_name(a[6:])), a, False)
                     for a in legal if a.startswith("block:")]
            items += [(_("Lose 1 resilience"), a, True) for a, _p in take]
            return prompt, items
        if phase == "discard":
            n = len(obs.hands[seat])
            return _("You hold {n} cards: click a card to discard, down to {limit}.").format(
                n=n, limit=C.HAND_LIMIT), []
        if phase == "bushido":
            prompt = _("Bushido turned up {card}, a weapon: discard a weapon and pass Bushido left, "
                       "or lose 1 honour.").format(card=art.card_name(obs.revealed or "bushido"))
            items = [(_("Discard {card}").format(card=art.card_name(a.split(":")[1])), a, False)
                     for a in legal if a != "bushido:honour"]
            items.append((_("Lose 1 honour"), "bushido:honour", True))
            return prompt, items
        if phase == "draw":
            top = obs.discard[-1] if obs.discard else None
            prompt = _("Ieyasu: take your first card from the discard pile or from the deck?")
            items = [(_("Take {card}").format(card=art.card_name(top)), "draw:discard", False),
                     (_("Draw from the deck"), "draw:deck", True)]
            return prompt, items
        # the play phase
        if self.selected is not None:
            card = self.selected
            mine = [a for a in legal if a.split(":")[1:2] == [card]]
            if self.geisha_target is not None:
                prompt = _("Geisha on {name}: which card is discarded?").format(name=self.name(self.geisha_target))
                for a in mine:
                    parts = a.split(":")
                    if int(parts[2]) != self.geisha_target:
                        continue
                    label = (_("A random card from hand") if parts[3] == "hand"
                             else art.card_name(parts[3]))
                    items.append((label, a, False))
            elif any(a.count(":") >= 2 for a in mine):
                prompt = _("{card}: click a highlighted player.").format(card=art.card_name(card))
            else:
                prompt = f"{art.card_name(card)}: {art.card_text(card)}"
            items += [(_("Play {card}").format(card=art.card_name(card)), a, True) for a in mine if a.count(":") == 1]
            items.append((_("Cancel"), "", False))
            return prompt, items
        prompt = _("Your turn: choose a card from your hand to play, or end your turn.")
        if "nobunaga" in legal:
            items.append((_("Nobunaga: 1 resilience for 1 card"), "nobunaga", False))
        if "end" in legal:
            items.append((_("End turn"), "end", True))
        return prompt, items

    def _prompt_layout(self, prompt: str, items, open_hands: int) -> tuple[pygame.Rect, pygame.Rect, int]:
        """The prompt's sheet just tall enough for its words and choices, above Undo and Menu (the log
        takes the rest of the column; ``open_hands``: the height of a review's list of every hand below
        the words): (sheet, the words' box, choice columns)."""
        side = self.side
        inner_w = side.width - 24
        words_h = min(8 * 26, wrapped_height(prompt, inner_w, PROMPT_SIZE))
        cols = 1 if len(items) <= 4 else 2
        rows = (len(items) + cols - 1) // cols
        height = 10 + words_h + 10
        if items:
            height += rows * (CHOICE_H + CHOICE_GAP) - CHOICE_GAP + 10
        elif open_hands:
            height += min(OPEN_HANDS_H, open_hands + 4)
        bottom = self.undo.rect.y - GAP
        sheet = pygame.Rect(side.x, bottom - height, side.width, height)
        return sheet, pygame.Rect(sheet.x + 12, sheet.y + 10, inner_w, words_h), cols

    def _draw_controls(self, surface, obs, legal) -> None:
        prompt, items = self.prompt_and_choices(obs, legal)
        held = lambda o, seat: _(", ").join(art.card_name(c) for c in o.hands[seat] if c in C.CARD_BY_ID)  # noqa: E731
        rows = [] if items else self.open_hands_rows(obs, held)
        open_hands = open_hands_height(rows, self.side.width - 24)
        area, words, cols = self._prompt_layout(prompt, items, open_hands)
        self.controls = area
        self.log_rect = pygame.Rect(self.side.x, self.side.y, self.side.width, area.y - GAP - self.side.y)
        if open_hands:  # the list of every hand is written for lacquer (a review of a finished game)
            draw_panel(surface, area, fill=palette.LACQUER, radius=8)
            ink = palette.PAPER
        else:
            draw_sheet(surface, area)
            ink = palette.SHEET_INK
        draw_text_in_box(surface, prompt, words, PROMPT_SIZE, ink, multiline=True, valign="top")
        if not items:
            top = words.bottom + 10
            self.draw_open_hands(surface, pygame.Rect(area.x + 12, top, area.width - 24, area.bottom - 10 - top), obs,
                                 held)
            return
        top = words.bottom + 10
        w = (area.width - 24 - 8 * (cols - 1)) // cols
        mouse = mouse_pos()
        for k, (label, action, primary) in enumerate(items):
            rect = pygame.Rect(area.x + 12 + (k % cols) * (w + 8), top + (k // cols) * (CHOICE_H + CHOICE_GAP), w,
                               CHOICE_H)
            hover = rect.collidepoint(mouse)
            # on paper: the choice a player is most likely to make in vermilion, the others paper tags
            ink = draw_paper_tag(surface, rect, hover, primary=primary)
            draw_text_in_box(surface, label, rect.inflate(-12, -4), 19, ink, bold=primary)
            self._hits.append((rect, action))

    # the end and tooltips --------------------------------------------------------------------------------------
    def _draw_end_banner(self, surface) -> None:
        state = self.scene.match.state  # over: roles and scores are public
        team = state.winning_team()
        if team is None:
            return
        text = _("{camp} win").format(camp=art.team_name(team))
        if state.master >= 0:
            text += " · " + _("Bushido master: {name}").format(name=self.name(state.master))
        deck, pile = _rect(self.layout.deck), _rect(self.layout.discard)
        # over the piles, as wide as they lie with the cards fanned past the top one: no seat is covered
        width = pile.right + DISCARD_FAN[-1][0] - deck.x + 16
        words = wrapped_height(text, width - 28, END_SIZE, True)
        box = pygame.Rect(0, 0, width, words + 20)
        box.center = ((deck.x + pile.right + DISCARD_FAN[-1][0]) // 2, (min(deck.y, pile.y) + pile.bottom) // 2)
        draw_sheet(surface, box, radius=6)
        pygame.draw.rect(surface, palette.SHEET_LIT, box.inflate(-8, -8), 2, border_radius=4)
        draw_text_in_box(surface, text, box.inflate(-28, -12), END_SIZE, palette.SHEET_LIT, bold=True, multiline=True)

    def _tip(self, rect, title: str, text: str, card: str | None = None, hp: int | None = None) -> None:
        """A tooltip over ``rect``; with ``card`` its hover holds that card up to read instead (the
        zoomed card carries the rules text in full; what ``text`` adds to it goes below it)."""
        if card is not None:
            self._zoom_of[len(self._tips)] = (card, hp)
        self._tips.append((rect, title, text))

    def _draw_tip(self, surface) -> None:
        mouse = mouse_pos()
        tip = None
        for k, (rect, title, text) in enumerate(self._tips):
            if rect.collidepoint(mouse):
                tip = (k, title, text)
        if tip is None:
            return
        k, title, text = tip
        from client.render.text import wrap

        zoom = self._zoom_of.get(k)
        if zoom is not None:
            self._draw_zoom(surface, *zoom, text, mouse)
            return
        width = 340
        lines = wrap(text, width - 20, 17)
        # never over the notice a click on a greyed card raised: it says why, the player reads it
        rect = place_tip((width, 44 + 23 * len(lines)), mouse, self.notice.rect())
        draw_sheet(surface, rect)  # a slip of paper held over the table
        draw_text_in_box(surface, title, pygame.Rect(rect.x + 10, rect.y + 6, width - 20, 28), 20, palette.SHEET_LIT,
                         align="left", bold=True)
        for k, line in enumerate(lines):
            draw_text_in_box(surface, line, pygame.Rect(rect.x + 10, rect.y + 36 + 23 * k, width - 20, 23), 17,
                             palette.SHEET_INK, align="left")

    def _draw_zoom(self, surface, card: str, hp: int | None, text: str, mouse) -> None:
        """The card held up beside the pointer, and below it what the tooltip adds to the card's own
        text (why it cannot be played now, a character's resilience)."""
        from client.render.text import wrap

        face = art.card_zoom(card, hp)
        own = art.zoom_text(card)
        extra = text[len(own):].strip() if text.startswith(own) else text
        lines = wrap(extra, face.get_width() - 20, 17) if extra else []
        note_h = 12 + 23 * len(lines) if lines else 0
        rect = place_tip((face.get_width(), face.get_height() + (note_h + 6 if lines else 0)), mouse,
                         self.notice.rect())
        pygame.draw.rect(surface, palette.SHADOW, face.get_rect(topleft=rect.topleft).move(4, 6),
                         border_radius=face.get_width() // 12)  # the one soft shadow: it is held above the table
        surface.blit(face, rect.topleft)
        if lines:
            note = pygame.Rect(rect.x, rect.y + face.get_height() + 6, rect.width, note_h)
            draw_sheet(surface, note)
            for k, line in enumerate(lines):
                draw_text_in_box(surface, line, pygame.Rect(note.x + 10, note.y + 6 + 23 * k, note.width - 20, 23),
                                 17, palette.SHEET_INK, align="left")
