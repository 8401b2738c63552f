"""Yedo's board on the table: the Tiled art scaled into its area, and what stands on it.

Geometry comes from maps/yedo.tmx (``board_map``) in map pixels; ``Board`` maps them into the
table's rectangle. Disciples stand on their spaces in their seat's colour and shape; the patrol
stands on its district's spot; closed districts are shuttered under their name card; the market shows its
weapons; the round track and the score track show where the game stands.
"""
from __future__ import annotations

import dataclasses
import functools
import math
import random

import pygame

from client import paths
from client.core.tiled import bundled_map
from client.i18n import N_, _, current_language
from client.render import art, palette
from client.render.shapes import draw_marker
from client.render.text import MIN_SIZE, draw_text_in_box, fits, text_size, wrapped_height

from . import board as B
from . import counts
from . import pictures as PIC
from .pawns import draw_pawn
from . import vocabulary as V
from .board_labels import COLOUR_WORDS, DECK_PILES, PILE_NAMES, PRIZES, auction_header, draw_label, draw_labels, \
    track_title
from .board_map import CASTLE, load_board_map

HIGHLIGHT = palette.HIGHLIGHT
BADGE_PAPER = (244, 236, 216)  # the art's cartouche paper (tools/make_yedo_map.py CARTOUCHE_PAPER)
EVENT_PAPER = palette.KINARI
EVENT_SIZES = (17, 16, 15, 14, MIN_SIZE)  # the event's words, the largest that fits whole on its card
EVENT_TITLE_H = 24  # its first line: "Event now" and its name


def badge_rect(x: int, y: int, w: int) -> tuple[int, int, int, int]:
    """The "3+"/"4+" tab of the space at ``x, y`` and ``w`` wide (map pixels): on its rim at the top
    right, raised clear of the head of a disciple standing there (draw_disciple: a pawn 0.92 × the
    space's width tall, its foot at 0.8 of its height), as the art prints it (tools/make_yedo_map.py)."""
    return x + w - 34, y - 30, 34, 20
#: a lot's prize (board_map lot kinds) → its icon
PRIZE_ICONS = {"action_card": "icon_action", "bonus_card": "icon_bonus", "weapon": "icon_weapon",
               "annex": "icon_annex", "geisha": "icon_geisha", "disciple": "icon_disciple", "mission": "icon_mission"}


def rules_space_id(space) -> str:
    """The rules' id of a map space: ``gate2``; the Castle's ``shogun``, ``bakufu1``, ``order3``."""
    if space.district == CASTLE:
        return "shogun" if space.action == "shogun" else f"{space.action}{space.slot}"
    return f"{space.district}{space.slot}"


@functools.lru_cache(maxsize=4)
def board_face(size: tuple[int, int], lang: str) -> pygame.Surface:
    """The art scaled to ``size`` with its words written in ``lang`` (the art itself has none)."""
    board = load_board_map()
    with bundled_map("yedo"):
        picture = pygame.image.load(str(paths.maps_dir() / board.image))
    picture = pygame.transform.smoothscale(picture, size)
    draw_labels(picture, board, size[0] / board.width)
    return picture.convert() if pygame.display.get_surface() else picture


def _grey(colour: palette.SeatColour) -> palette.SeatColour:
    """A seat's token faded towards grey (its shape kept): laid aside."""
    grey = sum(colour.rgb) // 3
    return dataclasses.replace(colour, rgb=tuple(min(255, (c + 2 * grey) // 3 + 30) for c in colour.rgb))


COVER_WOOD, COVER_GRAIN = (132, 96, 58), (112, 80, 48)
TABLE_WOOD, TABLE_GRAIN = (70, 50, 36), ((60, 42, 30), (82, 60, 42), (66, 47, 34))


@functools.lru_cache(maxsize=2)
def _table(size: tuple[int, int], lying: tuple[tuple[int, int, int, int], ...]) -> pygame.Surface:
    """The dark wooden table, long wavering grain, with the one soft shadow under each rectangle
    in ``lying`` (the board): drawn once per size."""
    w, h = size
    table = pygame.Surface(size)
    table.fill(TABLE_WOOD)
    rng = random.Random(w * 31 + h)  # the same grain every time
    for k in range(h // 5):
        y, phase, colour = rng.uniform(0, h), rng.uniform(0, 6.3), rng.choice(TABLE_GRAIN)
        points = [(x, y + 3 * math.sin(x / rng.uniform(90, 160) + phase)) for x in range(0, w + 40, 40)]
        pygame.draw.lines(table, colour, False, points, rng.choice((1, 1, 2)))
    for rect in map(pygame.Rect, lying):
        shade = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
        for k, alpha in enumerate((40, 60, 90)):
            pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect().inflate(-4 * k, -4 * k),
                             border_radius=10 - 2 * k)
        table.blit(shade, rect.inflate(12, 12).move(3, 5))
    return table.convert() if pygame.display.get_surface() else table


def draw_table(surface, lying=()) -> None:
    """The table under everything, with a shadow under each rectangle of ``lying``."""
    surface.blit(_table(surface.get_size(), tuple(tuple(r) for r in lying)), (0, 0))


@functools.lru_cache(maxsize=4)
def _cover(size: tuple[int, int], round_: bool) -> pygame.Surface:
    """The box's covering token on a space not used at this player count: a wooden lid, crossed,
    the shape of the stone it covers (round, or square on the Castle's turn order)."""
    tile = pygame.Surface(size, pygame.SRCALPHA)
    r = tile.get_rect()
    radius = min(r.size) // 2 if round_ else 5
    pygame.draw.rect(tile, COVER_WOOD, r, border_radius=radius)
    grain = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(4, r.height - 2, 5):  # its grain, kept inside the lid's shape
        pygame.draw.line(grain, COVER_GRAIN, (3, y), (r.width - 4, y + (y % 3) - 1))
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), r.inflate(-4, -4), border_radius=max(0, radius - 2))
    grain.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    tile.blit(grain, (0, 0))
    inset = r.inflate(-r.width * 2 // 5, -r.height * 2 // 5) if round_ else r.inflate(-r.width // 3, -r.height // 3)
    pygame.draw.line(tile, palette.SUMI, inset.topleft, inset.bottomright, 3)
    pygame.draw.line(tile, palette.SUMI, inset.topright, inset.bottomleft, 3)
    pygame.draw.rect(tile, palette.SUMI, r, 2, border_radius=radius)
    return tile


#: a lot's price coin in the art: its radius, and its centre's height above the lot's bottom (map pixels)
LOT_COIN, LOT_COIN_ABOVE = 16, 20
MARKER_REACH, MARKER_HALO = 1.15, 2  # how far a seat shape and its halo reach past its radius
#: a district's name card ends this far below its top (map pixels; board_labels' cartouche)
CARTOUCHE_BOTTOM = 78  # the name card's foot and shadow (board_labels.CARD_H)
#: a score square's printed number, only every fifth on a seal (the others: ticks):
#: ((width plus per digit), height) in map px from its corner; the frame's rules' width across the track
SCORE_NUMBER, SCORE_SEAL, SCORE_RULE = ((0, 0), 0), ((4, 11), 24), 5


@functools.lru_cache(maxsize=8)
def _shutter(size: tuple[int, int]) -> pygame.Surface:
    """A closed district's wooden shutter: boards across, two battens, an ink outline, and a
    strip of washi pasted across its middle with a vermilion border (the seal; the view writes on it)."""
    tile = pygame.Surface(size, pygame.SRCALPHA)
    r = tile.get_rect()
    tile.fill(COVER_WOOD)
    step = max(8, r.height // 6)
    for y in range(step, r.height, step):  # the boards' joints, and a grain line in each board
        pygame.draw.line(tile, palette.SUMI, (0, y), (r.width, y), 2)
        pygame.draw.line(tile, COVER_GRAIN, (6, y - step // 2), (r.width - 6, y - step // 2 + 1))
    for x in (r.width // 5, r.width * 4 // 5):  # the battens holding the boards
        pygame.draw.rect(tile, COVER_GRAIN, (x - 5, 0, 10, r.height))
        pygame.draw.rect(tile, palette.SUMI, (x - 5, 0, 10, r.height), 1)
    pygame.draw.rect(tile, palette.SUMI, r, 3, border_radius=4)
    seal = _seal(size)
    pygame.draw.rect(tile, palette.WASHI, seal)
    pygame.draw.rect(tile, palette.SHU, seal.inflate(-6, -6), 2)
    pygame.draw.rect(tile, palette.SUMI, seal, 1)
    return tile


def _seal(size: tuple[int, int]) -> pygame.Rect:
    """Where the paper seal lies on a shutter of ``size``: across its middle."""
    seal = pygame.Rect(0, 0, min(size[0] - 16, max(120, size[0] * 3 // 5)), max(30, size[1] // 3))
    seal.center = (size[0] // 2, size[1] // 2)
    return seal


@functools.lru_cache(maxsize=4)
def _piece_shadow(radius: int) -> pygame.Surface:
    """The soft shadow a standing disciple casts on its stone."""
    shadow = pygame.Surface((2 * radius + 8, 2 * radius + 4), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (20, 14, 10, 90), shadow.get_rect())
    return shadow


#: map px between a district's wall line and the line marking it (the wall is painted 13 px wide)
WALL_CLEAR = 10


def grown(polygon, by: float) -> list[tuple[float, float]]:
    """``polygon`` pushed ``by`` outward: each corner moved along its two edges' normals (mitred)."""
    area = sum(ax * by_ - bx * ay for (ax, ay), (bx, by_) in zip(polygon, polygon[1:] + polygon[:1]))
    turn = 1 if area > 0 else -1  # clockwise on screen (y down): the outside is on the left
    normals = []
    for (ax, ay), (bx, by_) in zip(polygon, polygon[1:] + polygon[:1]):
        length = math.hypot(bx - ax, by_ - ay) or 1
        normals.append((turn * (by_ - ay) / length, -turn * (bx - ax) / length))
    out = []
    for i, (px, py) in enumerate(polygon):
        (ax, ay), (bx, by_) = normals[i - 1], normals[i]
        k = by / max(0.2, 1 + ax * bx + ay * by_)
        out.append((px + (ax + bx) * k, py + (ay + by_) * k))
    return out


def weapon_name(obs, weapon: str, lang: str) -> str:
    return obs.data.weapons[weapon].name(lang) if weapon in obs.data.weapons else weapon


SIDE_WOOD = (214, 194, 156)  # the side board's wood (tools/make_yedo_map.py SIDE_WOOD)
RECEDE = 0.3  # how far a deck's back is washed towards that wood


@functools.lru_cache(maxsize=16)
def _receding(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A deck's back washed a little towards the side board's wood: the decks lie back, the lots
    and the event (what is decided now) keep their full pigments."""
    picture = art.picture(PIC.GAME, name, size).copy()
    keep = round(255 * (1 - RECEDE))
    picture.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    picture.fill(tuple(round(c * RECEDE) for c in SIDE_WOOD), special_flags=pygame.BLEND_RGB_ADD)
    return picture


PATROL_WAYS_TIP = N_("The patrol's ways: the red patrol walks clockwise, the blue one counter-clockwise.")


class Board:
    """The board drawn into ``area`` (its aspect kept, top-left aligned)."""

    def __init__(self, area: pygame.Rect):
        self.map = load_board_map()
        self.scale = min(area.width / self.map.width, area.height / self.map.height)
        self.rect = pygame.Rect(area.x, area.y, round(self.map.width * self.scale),
                                round(self.map.height * self.scale))
        self.spaces = {rules_space_id(s): s for s in self.map.spaces}

    def to_screen(self, r) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(self.rect.x + round(r.x * s), self.rect.y + round(r.y * s), round(r.w * s),
                           round(r.h * s))

    def space_rect(self, space_id: str) -> pygame.Rect:
        return self.to_screen(self.spaces[space_id].rect)

    def space_at(self, pos, space_ids) -> str | None:
        for sid in space_ids:
            if sid in self.spaces and self.space_rect(sid).collidepoint(pos):
                return sid
        return None

    def district_rect(self, district: str) -> pygame.Rect:
        return self.to_screen(self.map.district(district).rect)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, obs, colours, lit=(), hover=None, needed=(), hidden=(), patrol=True) -> list:
        """``hidden``: spaces whose disciple is still walking there; ``patrol``: False while it marches.
        Returns the market's slots with the words their tooltip shows."""
        surface.blit(board_face(self.rect.size, current_language()), self.rect)
        players = obs.num_players
        for space in self.map.spaces:
            if not space.open_with(players):  # the box's covering tokens
                r = self.to_screen(space.rect)
                surface.blit(_cover(r.size, space.action != "order"), r)
        for district in needed:  # the viewer's missions ask for these districts
            self.draw_needed(surface, district)
        for district in obs.closed:
            self._draw_closed(surface, district)
        tips = self._draw_market(surface, obs) + self._draw_event(surface, obs) + self._draw_prizes(surface) + \
            self._draw_decks(surface, obs) + [(self.patrol_ways_rect(), _(PATROL_WAYS_TIP))]
        self._draw_auction(surface, obs, colours)
        self._draw_tracks(surface, obs, colours)
        if patrol:
            self.draw_patrol_at(surface, self.patrol_centre(obs.patrol_at), obs.patrol_dir)
        for sid, seat in obs.placed.items():
            if sid in self.spaces and sid not in hidden:
                self.draw_disciple(surface, self.space_rect(sid), colours[seat])
        for sid in lit:
            if sid in self.spaces:  # an annex is lit on its owner's panel (the view draws it)
                draw_lit(surface, self.space_rect(sid), sid == hover, self.spaces[sid].action != "order")
        self._draw_badges(surface, obs.closed)
        return tips

    def wall_line(self, district: str) -> list[tuple[float, float]]:
        """The district's wall (the map's ``walls`` polygon) on screen, grown just clear of the
        wall's painted band."""
        ox, oy, s = self.rect.x, self.rect.y, self.scale
        return [(ox + x * s, oy + y * s) for x, y in grown(self.map.district(district).wall, WALL_CLEAR)]

    def draw_needed(self, surface, district: str) -> None:
        """A district the viewer's missions ask for: a vermilion line round its wall."""
        points = self.wall_line(district)
        width = max(2, round(4 * self.scale))
        pygame.draw.lines(surface, palette.VERMILION, True, points, width)
        for point in points:  # round the corners the wide line leaves notched
            pygame.draw.circle(surface, palette.VERMILION, point, width / 2)

    def _draw_badges(self, surface, closed=()) -> None:
        """The "3+"/"4+" badges of the spaces open with more players, drawn again above the
        highlight frames and the covers, so a lit space still says when it opens and a covered one
        why (not over a closed district's notice)."""
        for space in self.map.spaces:
            need = space.min_players
            if need > 2 and space.district not in closed:
                badge = self.badge_rect(space)
                # a paper tab ruled in ink, as the art prints it (tools/make_yedo_map.py player_badge)
                pygame.draw.rect(surface, BADGE_PAPER, badge, border_radius=4)
                pygame.draw.rect(surface, palette.SUMI, badge, 2, border_radius=4)
                draw_text_in_box(surface, f"{need}+", badge.inflate(-2, 0), max(MIN_SIZE, round(15 * self.scale)),
                                 palette.SUMI, bold=True)

    def badge_rect(self, space) -> pygame.Rect:
        """Where the "3+"/"4+" tab of ``space`` (a map space) lies on the screen."""
        r = space.rect
        return self.to_screen(type(r)(*badge_rect(r.x, r.y, r.w)))

    def _draw_closed(self, surface, district) -> None:
        """A closed district: a wooden shutter pulled across its spaces, a paper seal pasted over
        the boards saying so; its name card above stays readable."""
        r = self.district_rect(district)
        top = round(CARTOUCHE_BOTTOM * self.scale)
        boards = pygame.Rect(r.x + 3, r.y + top, r.width - 6, r.height - top - 3)
        surface.blit(_shutter(boards.size), boards)
        seal = _seal(boards.size).move(boards.topleft)
        draw_text_in_box(surface, _("Closed"), seal.inflate(-10, 0), max(MIN_SIZE, round(22 * self.scale)),
                         palette.SHEET_LIT, bold=True)

    def market_box(self, slot) -> pygame.Rect:
        r = self.to_screen(slot.rect)
        return pygame.Rect(r.x + 2, r.y + 2, r.width - 4, r.height * 0.55)

    def _draw_market(self, surface, obs) -> list[tuple[pygame.Rect, str]]:
        """The weapons for sale as their pictures (the tooltip names each with its price), an empty
        slot marked "Empty"."""
        lang = current_language()
        tips = []
        for slot, weapon in zip(self.map.market, obs.market):
            r = self.to_screen(slot.rect)
            box = self.market_box(slot)
            if weapon is None:  # bought this round; the next event fills the row again
                pygame.draw.rect(surface, palette.MUTED, box, 1, border_radius=4)
                draw_text_in_box(surface, _("Empty"), box.inflate(-2, -2), 12, palette.INK)
                tips.append((r, _("Market slot {n}: empty until new weapons come").format(n=slot.slot)))
                continue
            side = min(box.width, box.height) + 4
            pic = pygame.Rect(0, 0, side, side)
            pic.center = box.center
            surface.blit(art.picture(PIC.GAME, weapon, pic.size), pic)
            name = weapon_name(obs, weapon, lang)
            tips.append((r, _("{weapon}: {price}").format(weapon=name, price=counts.coins(slot.price))))
        return tips

    def _draw_decks(self, surface, obs) -> list[tuple[pygame.Rect, str]]:
        """Each deck as its card back with the number of cards in it (the tooltip names it)."""
        tips = []
        for pile, pool in DECK_PILES.items():
            if pile not in self.map.piles:
                continue
            r = self.to_screen(self.map.piles[pile])
            n = len(obs.weapon_discard) if pool == "weapon_discard" else len(obs.deck(pool))
            back = pygame.Rect(0, 0, min(r.width, r.height * 120 // 168), min(r.height, r.width * 168 // 120))
            back.center = r.center
            if n:  # an empty deck leaves its card's faint outline in the hollow (the board's art)
                back = draw_stack(surface, back, n)
                surface.blit(_receding(PIC.BACKS[pool], back.size), back)
            if pool.startswith("mission:"):  # its colour's initial too, for colour-blind players
                letter = pygame.Rect(back.x + 3, back.y + 3, 20, 20)
                pygame.draw.rect(surface, palette.WASHI, letter, border_radius=4)
                pygame.draw.rect(surface, palette.SUMI, letter, 1, border_radius=4)
                draw_text_in_box(surface, _(COLOUR_WORDS[pile])[:1], letter, 14, palette.SUMI, bold=True)
            count_badge(surface, back, n)
            tips.append((r, _("{deck}: {n}").format(deck=_(PILE_NAMES[pile]), n=n)))
        return tips + self._draw_supplies(surface, obs)

    def _draw_supplies(self, surface, obs) -> list[tuple[pygame.Rect, str]]:
        """The annexes left (each its picture and count) and the geisha left (a fan and a count)."""
        tips = []
        lang = current_language()
        if "annexes" in self.map.piles:
            # the annexes' tiles lie on the wood in a square, each on its shadow: no box round them
            r = self.to_screen(self.map.piles["annexes"])
            side = min((r.width - 6) // 2, (r.height - 6) // 2)
            for k, annex in enumerate(PIC.ANNEXES):
                cell = pygame.Rect(r.x + 3 + (k % 2) * (r.width - 6) // 2, r.y + 3 + (k // 2) * (r.height - 6) // 2,
                                   side, side)
                surface.blit(art.picture(PIC.GAME, annex, cell.size), cell)
                left = obs.annex_supply.get(annex, 0)
                tips.append((cell, _("{thing}: {n} left").format(thing=obs.data.annexes[annex].name(lang), n=left)))
                count_badge(surface, cell.inflate(-6, -6), left, small=True)
        if "geisha" in self.map.piles:
            r = self.to_screen(self.map.piles["geisha"])  # the fans lie on the wood, no box
            side = min(r.width - 8, r.height - 8)
            fan = pygame.Rect(0, 0, side, side)
            fan.center = r.center
            surface.blit(art.picture(PIC.GAME, "icon_geisha", fan.size), fan)
            count_badge(surface, r.inflate(-6, -6), obs.geisha_supply)
            tips.append((r, _("{deck}: {n}").format(deck=_(PILE_NAMES["geisha"]), n=obs.geisha_supply)))
        return tips

    def _draw_event(self, surface, obs) -> list[tuple[pygame.Rect, str]]:
        """This round's event face up across the panel: an indigo band saying so, its name large,
        and its text beneath when it fits whole (the tooltip always gives it)."""
        event = obs.data.events.get(obs.event) if obs.event else None
        if event is None or "current_event" not in self.map.piles:
            return []
        lang = current_language()
        r, size = self.event_card(obs)
        # on the cards' template: paper with an indigo edge (the events' colour); "Event now" small
        # before its name, its text beneath when it fits whole
        _lying_shadow(surface, r)  # one card lying face up, as the lots lie
        pygame.draw.rect(surface, EVENT_PAPER, r, border_radius=6)
        pygame.draw.rect(surface, palette.AI, (r.x, r.y, 8, r.height), border_top_left_radius=6,
                         border_bottom_left_radius=6)
        pygame.draw.rect(surface, _darker(EVENT_PAPER, 0.72), r, 1, border_radius=6)
        name, text = event.name(lang), event.text(lang)
        box = pygame.Rect(r.x + 14, r.y + 3, r.width - 20, r.height - 6)
        now = _("Event now")
        title = pygame.Rect(box.x, box.y, box.width, EVENT_TITLE_H)
        draw_text_in_box(surface, now, title, MIN_SIZE, palette.SHEET_DIM, align="left")
        gap = text_size(now, MIN_SIZE)[0] + 8
        draw_text_in_box(surface, name, pygame.Rect(title.x + gap, title.y, title.width - gap, title.height), 18,
                         palette.SUMI, bold=True, align="left", min_size=MIN_SIZE)
        rest = pygame.Rect(box.x, title.bottom + 2, box.width, box.bottom - title.bottom - 2)
        if size:  # as large as it fits whole (the tooltip always gives it)
            draw_text_in_box(surface, text, rest, size, palette.INK, align="left", multiline=True, min_size=size,
                             valign="top")
        return [(r, _("{event}: {text}").format(event=name, text=text))]

    def auction_lines(self, obs) -> dict[str, tuple[int, ...]]:
        """The auction's seat lines while it runs: who still bids, in order, and who passed (after
        it, or before, both stand empty and are not shown)."""
        if obs.phase != V.AUCTION:
            return {"bid_order": (), "dropout": ()}
        return {"bid_order": tuple(s for s in obs.order if s not in obs.dropped and s not in obs.won),
                "dropout": tuple(obs.dropped)}

    def event_room(self, obs) -> pygame.Rect:
        """Where this round's event card may lie: its place on the map, grown up over the auction's
        lines while they stand empty (all but the auction), so its words may read larger."""
        r = self.to_screen(self.map.piles["current_event"])
        if not any(self.auction_lines(obs).values()):
            top = self.to_screen(self.map.tracks["bid_order"][0]).y
            r.union_ip(pygame.Rect(r.x, top, r.width, 1))
        return r

    def event_card(self, obs) -> tuple[pygame.Rect, int | None]:
        """This round's event card on the screen and the size its words are written at (None: they
        do not fit, the tooltip gives them): as large as fits its room, the card only as tall as
        its words (a short event a short card), never shorter than its printed place, which it
        covers, growing up from there."""
        room = self.event_room(obs)
        event = obs.data.events.get(obs.event) if obs.event else None
        if event is None:
            return room, None
        text = event.text(current_language())
        width, height = room.width - 20, room.height - 6 - EVENT_TITLE_H - 2
        size = next((k for k in EVENT_SIZES if fits(text, width, height, k, multiline=True)), None)
        words = wrapped_height(text, width, size) + 4 if size else 0
        printed = self.to_screen(self.map.piles["current_event"]).height
        tall = max(printed, min(room.height, 6 + EVENT_TITLE_H + 2 + words))
        return pygame.Rect(room.x, room.bottom - tall, room.width, tall), size

    def event_rect(self, obs) -> pygame.Rect:
        """This round's event card on the screen (``event_card``)."""
        return self.event_card(obs)[0]

    def _draw_prizes(self, surface) -> list[tuple[pygame.Rect, str]]:
        """Each lot's prize as a picture between its number and its price (no word of it fits a
        lot at a readable size); its tooltip names it."""
        tips = [(self.to_screen(auction_header(self.map)), _("2–3 players: lots grouped"))]
        for lot in self.map.lots:
            r = self.to_screen(lot.rect)
            side = round(min(r.width * 0.68, r.height * 0.46))  # between the number and the price
            pic = pygame.Rect(0, 0, side, side)
            pic.center = (r.centerx, round(r.y + r.height * 0.46))
            surface.blit(art.picture(PIC.GAME, PRIZE_ICONS[lot.prize], pic.size), pic)
            tips.append((r, _("Lot {n}: {prize}").format(n=lot.number, prize=_(PRIZES[lot.prize]))))
        return tips

    def lot_rects(self, obs, group: int) -> list[pygame.Rect]:
        """The printed lots of one auctioned group (one lot, or two or three at 2–3 players)."""
        if obs.num_players > 3:
            return [self.to_screen(self.map.lots[group].rect)]
        return [self.to_screen(lot.rect) for lot in self.map.lots if lot.group == group + 1]

    def lot_coin(self, lot: pygame.Rect) -> tuple[int, int]:
        """The centre of a lot's price coin on the screen (tools/make_yedo_map.py: 18 map pixels
        above its bottom): a winner's marker lies there, clear of the prize and its "+n★"."""
        return lot.centerx, round(lot.bottom - LOT_COIN_ABOVE * self.scale)

    def _draw_auction(self, surface, obs, colours) -> None:
        """Lots won carry their winner's marker; the lot being bid for is framed with the high bid;
        who dropped out stands on the drop-out track."""
        for seat, group in obs.won.items():
            for r in self.lot_rects(obs, group):
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((20, 16, 14, 80))
                surface.blit(shade, r)
                draw_marker(surface, self.lot_coin(r), LOT_COIN * self.scale, colours[seat])
        if obs.bid is not None:
            group, high, seat = obs.bid
            rects = self.lot_rects(obs, group)
            for r in rects:
                pygame.draw.rect(surface, palette.VERMILION, r.inflate(6, 6), 4, border_radius=5)
            last = rects[-1]  # the high bid over the last lot's printed price
            badge = pygame.Rect(0, 0, max(56, last.width - 6), 26)
            badge.center = self.lot_coin(last)
            pygame.draw.rect(surface, palette.INK, badge, border_radius=6)
            draw_marker(surface, (badge.x + 12, badge.centery), 8, colours[seat])
            draw_text_in_box(surface, str(high), pygame.Rect(badge.x + 22, badge.y, badge.width - 24, badge.height),
                             17, palette.GOLD, bold=True)
        # who dropped out lies aside, greyed: out of this auction
        self._draw_seat_line(surface, "dropout", self.auction_lines(obs)["dropout"],
                             [_grey(colours[s]) for s in range(len(colours))])

    def _draw_tracks(self, surface, obs, colours) -> None:
        cells = self.map.tracks["round"]
        if 1 <= obs.round <= len(cells):
            r = self.to_screen(cells[obs.round - 1])  # this round's dot on the line, lit vermilion
            pygame.draw.circle(surface, palette.SHU, r.center, r.width // 2 + 3)
            pygame.draw.circle(surface, palette.SUMI, r.center, r.width // 2 + 3, 2)
            draw_text_in_box(surface, str(obs.round), r.inflate(6, 0), MIN_SIZE + 1, palette.WASHI, bold=True)
        spots = self.score_spots(obs.points)
        for tab in self.score_tabs(obs.points, spots):
            _draw_track_tab(surface, tab)
        for seat, (centre, radius) in enumerate(spots):
            draw_marker(surface, centre, radius, colours[seat])
        self._draw_seat_line(surface, "player_order", obs.order, colours)
        self._draw_seat_line(surface, "bid_order", self.auction_lines(obs)["bid_order"], colours)

    def _draw_seat_line(self, surface, track: str, seats, colours) -> None:
        """A line of seat tokens in order on the bare wood, each with its small ordinal under it:
        no empty places for seats that are not there; the auction's lines named only while a seat
        stands on them."""
        cells = self.map.tracks[track]
        if seats and track != "player_order":
            draw_label(surface, track_title(self.map, track), self.scale, self.rect.topleft)
        for place, seat in enumerate(list(seats)[:len(cells)]):
            r = self.to_screen(cells[place])
            radius = r.width * 0.28
            # the token a little left of the cell's middle, its ordinal at its lower right: the
            # line stays inside its own row (an ordinal under it ran into the next line's tokens)
            centre = (round(r.centerx - radius * 0.45), round(r.centery - 2))
            draw_marker(surface, centre, radius, colours[seat])
            number = pygame.Rect(round(centre[0] + radius * 0.7) + 2, round(centre[1] + radius * 0.2) - 4,
                                 round(r.right - centre[0] - radius * 0.7), MIN_SIZE + 3)
            draw_text_in_box(surface, str(place + 1), number, MIN_SIZE, palette.INK, bold=True)

    def score_square(self, points: int) -> pygame.Rect:
        """The screen square of a score on the track (it wraps past the last square)."""
        score = self.map.tracks["score"]
        return self.to_screen(score[max(0, points) % len(score)])

    def score_spots(self, points) -> list[tuple[tuple[float, float], float]]:
        """Each seat's marker (centre, radius) on the score track: seats on one square share it
        side by side in a grid, every shape whole, none over another, none over the square's
        printed number nor the frame's rules; when the square alone would make them too small
        (three seats or more) they straddle into the track's inner side by half its width."""
        sharing: dict[int, list[int]] = {}
        for seat, p in enumerate(points):
            sharing.setdefault(max(0, p) % len(self.map.tracks["score"]), []).append(seat)
        spots: dict[int, tuple[tuple[float, float], float]] = {}
        for value, seats in sharing.items():
            cell = self.score_square(value)
            widest = min(cell.size) * 0.32  # a lone marker: as large as before
            number = self.score_number(value)
            inside = self.score_room(value)
            across = min(cell.size) // 2 + round(SCORE_RULE * self.scale)  # over the inner rules, half a square
            if cell.width >= cell.height:  # the room beside the number, along the track
                beside = pygame.Rect(number.right + 1, inside.y, inside.right - number.right - 1, inside.height)
            else:
                beside = pygame.Rect(inside.x, number.bottom + 1, inside.width, inside.bottom - number.bottom - 1)
            within = max((_marker_grid(area, len(seats), widest, number) for area in (inside, beside)),
                         key=lambda g: g[1])
            straddling = _marker_grid(self._inner_half(inside, across), len(seats), widest, number)
            layout = within if within[1] >= 0.65 * widest else max((within, straddling), key=lambda g: g[1])
            for seat, centre in zip(seats, layout[0]):
                spots[seat] = (centre, layout[1])
        return [spots[seat] for seat in range(len(points))]

    def score_tabs(self, points, spots) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """Where a crowd straddles into the board: (the square, a tab of the track's paper
        reaching inward under the markers), so they still stand on their square."""
        tabs = []
        for value in sorted({max(0, p) % len(self.map.tracks["score"]) for p in points}):
            cell = self.score_square(value)
            feet = [_marker_foot(c, r) for (c, r), p in zip(spots, points)
                    if max(0, p) % len(self.map.tracks["score"]) == value]
            reach = feet[0].unionall(feet[1:]).inflate(4, 4)
            along = cell.width >= cell.height  # only a crowd over the track's inner rule needs a tab
            if (cell.top <= reach.top and reach.bottom <= cell.bottom) if along else \
                    (cell.left <= reach.left and reach.right <= cell.right):
                continue
            tabs.append((cell, reach.clip(self._inner_half(cell, cell.height if cell.width >= cell.height
                                                                else cell.width))))
        return tabs

    def score_number(self, value: int) -> pygame.Rect:
        """Where the square's number is printed: its top-left corner (tools/make_yedo_map.py
        ``draw_score``: bold on a vermilion seal on every fifth square; none on the others)."""
        r = self.map.tracks["score"][value]
        w, h = SCORE_SEAL if value % 5 == 0 else SCORE_NUMBER
        digits = len(str(value))
        return self.to_screen(type(r)(r.x + 2, r.y + 2, w[0] + w[1] * digits, h))

    def score_room(self, value: int) -> pygame.Rect:
        """The square within the frame's rules: across the track, clear of the outer rules and the
        inner ones by SCORE_RULE map px."""
        r = self.map.tracks["score"][value]
        if r.w >= r.h:  # a square of the top or the bottom row
            r = type(r)(r.x, r.y + SCORE_RULE, r.w, r.h - 2 * SCORE_RULE)
        else:
            r = type(r)(r.x + SCORE_RULE, r.y, r.w - 2 * SCORE_RULE, r.h)
        return self.to_screen(r)

    def _inner_half(self, cell: pygame.Rect, by: int) -> pygame.Rect:
        """``cell`` grown ``by`` towards the board's middle."""
        grown = cell.copy()
        if cell.width >= cell.height:  # a square of the top or the bottom row
            grown.height += by
            if cell.centery > self.rect.centery:
                grown.bottom = cell.bottom
        else:
            grown.width += by
            if cell.centerx > self.rect.centerx:
                grown.right = cell.right
        return grown

    def patrol_ways_rect(self) -> pygame.Rect:
        """The red and the blue arrows printed on the ring road (tools/make_yedo_map.py
        ``draw_patrol_ways``): its leg between the Market's station and the Red Light's."""
        stations = {spot.district: self.to_screen(spot.rect) for spot in self.map.patrol}
        top, bottom = stations["market"], stations["red_light"]
        left = min(top.x, bottom.x)
        return pygame.Rect(left, top.bottom, max(top.right, bottom.right) - left, bottom.y - top.bottom)

    def patrol_centre(self, ring: int) -> tuple[int, int]:
        """The screen centre of the patrol's spot in district ``ring`` (its place in the ring)."""
        return self.to_screen(self.map.patrol[ring].rect).center

    def draw_disciple(self, surface, space: pygame.Rect, colour) -> pygame.Rect:
        """A disciple standing on its space: the seat's pawn, its foot low on the place, casting
        a soft shadow; returns where the pawn stands."""
        foot = (space.centerx, round(space.centery + space.height * 0.3))
        shadow = _piece_shadow(round(self.disciple_radius()))
        surface.blit(shadow, shadow.get_rect(center=(foot[0] + 2, foot[1])))
        return draw_pawn(surface, foot, self.disciple_radius(), colour)

    def disciple_radius(self) -> float:
        return self.to_screen(self.map.spaces[0].rect).width * 0.32

    def patrol_side(self) -> int:
        """The patrol token's width on the screen: larger than its spot, as a standing piece."""
        return round(max(38, self.to_screen(self.map.patrol[0].rect).width * 1.5))

    def draw_patrol_at(self, surface, centre, direction: str) -> None:
        """The patrol: a lantern on a disc of its direction's pigment (red clockwise, blue counter-)."""
        side = self.patrol_side()
        token = art.picture(PIC.GAME, PIC.PATROL["red" if direction == "red" else "blue"], (side, side))
        surface.blit(token, token.get_rect(center=(round(centre[0]), round(centre[1]))))


def _marker_foot(centre, radius) -> pygame.Rect:
    """What a seat shape and its halo cover."""
    half = radius * MARKER_REACH + MARKER_HALO
    return pygame.Rect(round(centre[0] - half), round(centre[1] - half), round(2 * half), round(2 * half))


def _draw_track_tab(surface, tab) -> None:
    """The square's paper drawn on inward under a crowd over the frame's rules, inked on the
    board's side only: the square reaching in, not a box beside it."""
    cell, reach = tab
    paper = tuple(round(k * 0.30 + q * 0.70) for k, q in zip(palette.KUCHIBA, (239, 230, 210)))
    lap = 6  # px the tab laps back over its square, hiding the rules under it
    if cell.width >= cell.height:
        inward = reach.bottom > cell.bottom
        body = (pygame.Rect(reach.x, cell.bottom - lap, reach.width, reach.bottom - cell.bottom + lap) if inward else
                pygame.Rect(reach.x, reach.top, reach.width, cell.top + lap - reach.top))
        seam = ((body.x + 2, body.top + 1), (body.right - 3, body.top + 1)) if inward else \
            ((body.x + 2, body.bottom - 2), (body.right - 3, body.bottom - 2))
    else:
        inward = reach.right > cell.right
        body = (pygame.Rect(cell.right - lap, reach.y, reach.right - cell.right + lap, reach.height) if inward else
                pygame.Rect(reach.left, reach.y, cell.left + lap - reach.left, reach.height))
        seam = ((body.left + 1, body.y + 2), (body.left + 1, body.bottom - 3)) if inward else \
            ((body.right - 2, body.y + 2), (body.right - 2, body.bottom - 3))
    pygame.draw.rect(surface, paper, body, border_radius=4)
    pygame.draw.rect(surface, palette.SUMI, body, 2, border_radius=4)
    pygame.draw.line(surface, paper, *seam, 3)


def _marker_grid(area: pygame.Rect, n: int, widest: float,
                 keep_clear: pygame.Rect | None = None) -> tuple[list[tuple[float, float]], float]:
    """``n`` markers' centres in the grid over ``area`` that lets them be largest (at most
    ``widest``), and that radius; the last row is centred. A place whose marker would touch
    ``keep_clear`` (a printed number) stays empty. A shape reaches 1.15 × its radius
    (shapes.shape_points) and its halo 2 px more, so neighbours only touch."""
    best = None
    for cols in range(1, n + 2):
        for rows in range(1, n + 2):
            step_x, step_y = area.width / cols, area.height / rows
            radius = min(widest, (min(step_x, step_y) / 2 - MARKER_HALO) / MARKER_REACH)
            places = [(area.x + (c + 0.5) * step_x, area.y + (r + 0.5) * step_y) for r in range(rows)
                      for c in range(cols)]
            free = [q for q in places if keep_clear is None
                    or not keep_clear.inflate(2, 2).colliderect(_marker_foot(q, radius))]
            if len(free) < n:
                continue
            if best is None or radius > best[1]:
                best = (free, radius, cols, rows)
            break  # more rows only shrink the pitch
    free, radius, cols, rows = best
    if len(free) < cols * rows:  # a place kept clear: the markers fill the others in order
        return free[:n], radius
    step_x, step_y = area.width / cols, area.height / rows
    centres = []
    for k in range(n):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        centres.append((area.centerx + (col - (in_row - 1) / 2) * step_x,
                        area.centery + (row - (rows - 1) / 2) * step_y))
    return centres, radius


def draw_lit(surface, rect: pygame.Rect, hovered: bool, round_: bool = False) -> None:
    """The frame of a space a disciple may be placed on (white under the mouse): a ring round a
    round stone, a rounded square round the rest."""
    colour, width = (palette.WHITE, 5) if hovered else (HIGHLIGHT, 4)
    if round_:
        radius = min(rect.size) // 2
        pygame.draw.circle(surface, palette.INK, rect.center, radius + 5, 2)
        pygame.draw.circle(surface, colour, rect.center, radius + 3, width)
        return
    pygame.draw.rect(surface, palette.INK, rect.inflate(10, 10), 2, border_radius=7)
    pygame.draw.rect(surface, colour, rect.inflate(6, 6), width, border_radius=6)


def count_badge(surface, near: pygame.Rect, n: int, small: bool = False) -> None:
    """A deck's or a supply's count on a small paper tag at the lower right of ``near``: quiet
    beside the lots, the figure still plain."""
    text = str(n)
    badge = pygame.Rect(0, 0, max(18 if small else 24, 9 * len(text) + (6 if small else 10)), 17 if small else 20)
    badge.bottomright = (near.right + 4, near.bottom + 3)
    pygame.draw.rect(surface, _darker(SIDE_WOOD, 0.7), badge.move(1, 2), border_radius=3)
    pygame.draw.rect(surface, palette.WASHI, badge, border_radius=3)
    pygame.draw.rect(surface, _darker(palette.WASHI, 0.6), badge, 1, border_radius=3)
    draw_text_in_box(surface, text, badge, 13 if small else 15, palette.SUMI, bold=True)


STACK_LAYERS = 4  # the most card edges a deck shows under its top card
STACK_STEP = 2  # px each edge lies below and right of the card above it


def _darker(colour, k: float) -> tuple[int, int, int]:
    return tuple(round(c * k) for c in colour[:3])


def _lying_shadow(surface, rect: pygame.Rect) -> None:
    """A soft shadow on the side board's wood under a thing lying on it."""
    pygame.draw.rect(surface, _darker(SIDE_WOOD, 0.8), rect.move(2, 3), border_radius=6)


def draw_stack(surface, back: pygame.Rect, n: int) -> pygame.Rect:
    """A deck of ``n`` cards as a stack: its shadow, then paper edges stepping down to the right
    (more for a thicker deck), and returns where its top card lies, inside ``back``."""
    layers = max(1, min(STACK_LAYERS, (n + 7) // 8))
    reach = layers * STACK_STEP
    top = pygame.Rect(back.x, back.y, back.width - reach, back.height - reach)
    _lying_shadow(surface, top.move(reach, reach))
    edge, line = (236, 228, 208), _darker(SIDE_WOOD, 0.62)
    for k in range(layers, 0, -1):
        card = top.move(k * STACK_STEP, k * STACK_STEP)
        pygame.draw.rect(surface, edge, card, border_radius=5)
        pygame.draw.rect(surface, line, card, 1, border_radius=5)
    return top


def district_name(district: str) -> str:
    en, zh = B.DISTRICT_NAMES[district]
    return zh if current_language().startswith("zh") else en
