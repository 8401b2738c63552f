"""Yedo's board on the table: the Tiled art scaled into its area, and what stands on it.

Geometry comes from maps/yedo.tmx (``board_map``) in map pixels; ``Board`` maps them into the
table's rectangle. Disciples stand on their spaces in their seat's colour and shape; the patrol
stands on its district's spot; closed districts are darkened and crossed; the market shows its
weapons; the round track and the score track show where the game stands.
"""
from __future__ import annotations

import functools

import pygame

from client import paths
from client.core.tiled import bundled_map
from client.i18n import _, current_language
from client.render import palette
from client.render.shapes import draw_marker
from client.render.text import MIN_SIZE, draw_text_in_box, fits, text_size

from . import board as B
from . import counts
from .board_labels import PRIZES, draw_labels
from .icons import draw_prize, draw_weapon
from .board_map import CASTLE, load_board_map

HIGHLIGHT = palette.HIGHLIGHT
EVENT_PAPER = (246, 238, 220)


def rules_space_id(space) -> str:
    """The rules' id of a map space: ``gate2``; the Castle's ``shogun``, ``bakufu1``, ``order3``."""
    if space.district == CASTLE:
        return "shogun" if space.action == "shogun" else f"{space.action}{space.slot}"
    return f"{space.district}{space.slot}"


@functools.lru_cache(maxsize=4)
def _art(size: tuple[int, int], lang: str) -> pygame.Surface:
    """The art scaled to ``size`` with its words written in ``lang`` (the art itself has none)."""
    board = load_board_map()
    with bundled_map("yedo"):
        picture = pygame.image.load(str(paths.maps_dir() / board.image))
    picture = pygame.transform.smoothscale(picture, size)
    draw_labels(picture, board, size[0] / board.width)
    return picture.convert() if pygame.display.get_surface() else picture


def market_face(name: str, box: pygame.Rect) -> str | None:
    """What a market slot's ``box`` says of a weapon called ``name`` at 12 px at least: the whole
    name, else its short name ("Yumi" for "Yumi (bow)"), else None (the weapon's picture)."""
    short = name.split(" (")[0]
    w, h = box.width - 2, box.height - 2  # the box the name is drawn in (``box.inflate(-2, -2)``)
    if fits(name, w, h, MIN_SIZE, multiline=True):
        return name
    return short if fits(short, w, h, MIN_SIZE) else None


def weapon_name(obs, weapon: str, lang: str) -> str:
    return obs.data.weapons[weapon].name(lang) if weapon in obs.data.weapons else weapon


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
        surface.blit(_art(self.rect.size, current_language()), self.rect)
        players = obs.num_players
        for space in self.map.spaces:
            if not space.open_with(players):  # the box's covering tokens
                r = self.to_screen(space.rect)
                pygame.draw.rect(surface, (90, 80, 70), r, border_radius=5)
                pygame.draw.line(surface, (150, 140, 128), r.topleft, r.bottomright, 2)
        for district in needed:  # the viewer's missions ask for these districts
            pygame.draw.rect(surface, palette.VERMILION, self.district_rect(district).inflate(6, 6), 3,
                             border_radius=10)
        for district in obs.closed:
            self._draw_closed(surface, district)
        tips = self._draw_market(surface, obs) + self._draw_event(surface, obs) + self._draw_prizes(surface)
        self._draw_auction(surface, obs, colours)
        self._draw_tracks(surface, obs, colours)
        if patrol:
            self.draw_patrol_at(surface, self.patrol_centre(obs.patrol_at), obs.patrol_dir)
        for sid, seat in obs.placed.items():
            if sid in self.spaces and sid not in hidden:
                draw_marker(surface, self.space_rect(sid).center, self.disciple_radius(), colours[seat])
        for sid in lit:
            if sid in self.spaces:  # an annex is lit on its owner's panel (the view draws it)
                draw_lit(surface, self.space_rect(sid), sid == hover)
        return tips

    def _draw_closed(self, surface, district) -> None:
        r = self.district_rect(district)
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((20, 16, 14, 150))
        surface.blit(shade, r)
        pygame.draw.line(surface, palette.VERMILION, r.topleft, r.bottomright, 4)
        pygame.draw.line(surface, palette.VERMILION, r.topright, r.bottomleft, 4)
        label = pygame.Rect(0, 0, min(r.width - 8, 150), 30)
        label.center = r.center
        pygame.draw.rect(surface, palette.INK, label, border_radius=6)
        draw_text_in_box(surface, _("Closed"), label, 20, palette.PAPER, bold=True)

    def market_box(self, slot) -> pygame.Rect:
        r = self.to_screen(slot.rect)
        return pygame.Rect(r.x + 2, r.y + 2, r.width - 4, r.height * 0.55)

    def market_faces(self, obs) -> dict[int, str | None]:
        """Each market slot's words (``market_face``), or None for its weapon's picture. One
        row, one way: if any weapon would need its picture, every weapon shows its picture
        (a row of "Yumi", a sword, a bomb, "Doku" read as a puzzle)."""
        lang = current_language()
        faces = {}
        for slot, weapon in zip(self.map.market, obs.market):
            if weapon is not None:
                faces[slot.slot] = market_face(weapon_name(obs, weapon, lang), self.market_box(slot))
        if any(face is None for face in faces.values()):
            faces = dict.fromkeys(faces)
        return faces

    def _draw_market(self, surface, obs) -> list[tuple[pygame.Rect, str]]:
        """The weapons for sale, each named in its slot (``market_face``), an empty slot marked
        "Empty"; returns each slot with its full name and price."""
        lang = current_language()
        tips = []
        faces = self.market_faces(obs)
        for slot, weapon in zip(self.map.market, obs.market):
            r = self.to_screen(slot.rect)
            box = self.market_box(slot)
            if weapon is None:  # bought this round; the next event fills the row again
                pygame.draw.rect(surface, palette.MUTED, box, 1, border_radius=4)
                draw_text_in_box(surface, _("Empty"), box.inflate(-2, -2), 12, palette.INK)
                tips.append((r, _("Market slot {n}: empty until new weapons come").format(n=slot.slot)))
                continue
            pygame.draw.rect(surface, palette.INK, box, border_radius=4)
            name = weapon_name(obs, weapon, lang)
            face = faces[slot.slot]
            if face is not None:
                draw_text_in_box(surface, face, box.inflate(-2, -2), 14, palette.PAPER,
                                 multiline=face == name)  # one word is never split
            else:  # a picture (the tooltip names it)
                pic = pygame.Rect(0, 0, box.height - 6, box.height - 6)
                pic.center = box.center
                draw_weapon(surface, pic, weapon, palette.PAPER)
            tips.append((r, _("{weapon}: {price}").format(weapon=name, price=counts.coins(slot.price))))
        return tips

    def _draw_event(self, surface, obs) -> list[tuple[pygame.Rect, str]]:
        """This round's event face up on its pile, named (the tooltip gives its text)."""
        event = obs.data.events.get(obs.event) if obs.event else None
        if event is None or "current_event" not in self.map.piles:
            return []
        lang = current_language()
        r = self.to_screen(self.map.piles["current_event"])
        r.width = r.width * 2 + 4  # face up and wider than the pile, into the free space on its right
        pygame.draw.rect(surface, EVENT_PAPER, r, border_radius=4)
        pygame.draw.rect(surface, palette.VERMILION, r, 2, border_radius=4)
        draw_text_in_box(surface, _("Event now"), pygame.Rect(r.x + 3, r.y + 2, r.width - 6, 16), 12, palette.MUTED)
        name, box = event.name(lang), pygame.Rect(r.x + 3, r.y + 18, r.width - 6, r.height - 21)
        # the largest size at which no word is split ("Conscr / iption")
        size = next((n for n in range(13, 12, -1) if fits(name, box.width, box.height, n, multiline=True, bold=True)
                     and all(text_size(word, n, bold=True)[0] <= box.width for word in name.split())), 12)
        draw_text_in_box(surface, name, box, size, palette.INK, bold=True, multiline=True, min_size=size)
        return [(r, _("{event}: {text}").format(event=event.name(lang), text=event.text(lang)))]

    def _draw_prizes(self, surface) -> list[tuple[pygame.Rect, str]]:
        """Each lot's prize as a picture between its number and its price (no word of it fits a
        lot at a readable size); its tooltip names it."""
        tips = []
        for lot in self.map.lots:
            r = self.to_screen(lot.rect)
            pic = pygame.Rect(0, 0, r.width * 0.62, r.height * 0.3)
            pic.center = (r.centerx, r.y + r.height * 0.38)
            draw_prize(surface, pic, lot.prize, palette.INK)
            tips.append((r, _("Lot {n}: {prize}").format(n=lot.number, prize=_(PRIZES[lot.prize]))))
        return tips

    def lot_rects(self, obs, group: int) -> list[pygame.Rect]:
        """The printed lots of one auctioned group (one lot, or two or three at 2–3 players)."""
        if obs.num_players > 3:
            return [self.to_screen(self.map.lots[group].rect)]
        return [self.to_screen(lot.rect) for lot in self.map.lots if lot.group == group + 1]

    def _draw_auction(self, surface, obs, colours) -> None:
        """Lots won carry their winner's marker; the lot being bid for is framed with the high bid;
        who dropped out stands on the drop-out track."""
        for seat, group in obs.won.items():
            for r in self.lot_rects(obs, group):
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((20, 16, 14, 120))
                surface.blit(shade, r)
                draw_marker(surface, (r.centerx, r.y + r.height * 0.45), r.width * 0.3, colours[seat])
        if obs.bid is not None:
            group, high, seat = obs.bid
            rects = self.lot_rects(obs, group)
            for r in rects:
                pygame.draw.rect(surface, palette.VERMILION, r.inflate(6, 6), 4, border_radius=5)
            last = rects[-1]
            badge = pygame.Rect(0, 0, last.width + 16, 26)
            badge.midtop = (last.centerx, last.bottom + 4)
            pygame.draw.rect(surface, palette.INK, badge, border_radius=6)
            draw_marker(surface, (badge.x + 12, badge.centery), 8, colours[seat])
            draw_text_in_box(surface, str(high), pygame.Rect(badge.x + 22, badge.y, badge.width - 24, badge.height),
                             17, palette.GOLD, bold=True)
        cells = self.map.tracks["dropout"]
        for k, seat in enumerate(obs.dropped[:len(cells)]):
            r = self.to_screen(cells[k])
            draw_marker(surface, r.center, r.width * 0.3, colours[seat])

    def _draw_tracks(self, surface, obs, colours) -> None:
        cells = self.map.tracks["round"]
        if 1 <= obs.round <= len(cells):
            r = self.to_screen(cells[obs.round - 1])
            pygame.draw.rect(surface, palette.VERMILION, r.inflate(4, 4), 4, border_radius=5)
        score = self.map.tracks["score"]
        stacked: dict[int, int] = {}
        for seat, points in enumerate(obs.points):
            value = max(0, points) % len(score)
            k = stacked.get(value, 0)
            stacked[value] = k + 1
            r = self.to_screen(score[value])
            centre = (r.centerx + (k % 3 - 1) * r.width * 0.28, r.centery + (k // 3 - 0.5) * r.height * 0.3)
            draw_marker(surface, centre, max(6, r.width * 0.16), colours[seat])
        order = self.map.tracks["player_order"]
        for place, seat in enumerate(obs.order):
            if place < len(order):
                r = self.to_screen(order[place])
                draw_marker(surface, r.center, r.width * 0.3, colours[seat])

    def patrol_centre(self, ring: int) -> tuple[int, int]:
        """The screen centre of the patrol's spot in district ``ring`` (its place in the ring)."""
        return self.to_screen(self.map.patrol[ring].rect).center

    def disciple_radius(self) -> float:
        return self.to_screen(self.map.spaces[0].rect).width * 0.32

    def draw_patrol_at(self, surface, centre, direction: str) -> None:
        r = self.to_screen(self.map.patrol[0].rect)
        colour = (196, 40, 40) if direction == "red" else (40, 80, 190)
        radius = max(18, r.width * 0.7)
        pygame.draw.circle(surface, palette.INK, centre, radius)
        pygame.draw.circle(surface, colour, centre, radius - 3)
        label = pygame.Rect(0, 0, radius * 2 - 6, radius)
        label.center = (round(centre[0]), round(centre[1]))
        draw_text_in_box(surface, _("Patrol"), label, 13, palette.WHITE, bold=True)


def draw_lit(surface, rect: pygame.Rect, hovered: bool) -> None:
    """The frame of a space a disciple may be placed on (white under the mouse)."""
    pygame.draw.rect(surface, palette.INK, rect.inflate(10, 10), 2, border_radius=7)
    pygame.draw.rect(surface, palette.WHITE if hovered else HIGHLIGHT, rect.inflate(6, 6), 5 if hovered else 4,
                     border_radius=6)


def district_name(district: str) -> str:
    en, zh = B.DISTRICT_NAMES[district]
    return zh if current_language().startswith("zh") else en
