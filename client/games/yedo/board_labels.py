"""The words on Yedo's board, in the player's language only.

The baked art (tools/make_yedo_map.py) carries pictures and numbers but no words: a Chinese
table must not show leftover English. Every name is placed here from the map's own objects
(districts, spaces, lots, tracks, piles, market): district names and places from the map's
both-language properties, the rest through the catalogue. ``labels()`` lists them in map
pixels; ``draw_labels()`` writes them at the board's scale, so the text stays crisp.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from client.i18n import N_, _, current_language
from client.render.text import MIN_SIZE, draw_text_in_box, text_size

from .board_map import CASTLE, BoardMap, Rect

INK = (44, 36, 30)
INK_SOFT = (70, 58, 48)
RED_INK, BLUE_INK = (150, 40, 30), (30, 70, 140)
PAPER = (239, 230, 210)
#: the district's name card in the art (tools/make_yedo_map.py ``cartouche_width``, ``CARD_H``):
#: the most room it takes beside the district's picture; its height (the Castle's: one line)
CARTOUCHE_INSET = 84
CARD_H, CARD_H_CASTLE = 67, 48
#: a district's name (beside the seal) and its place (under both), in map pixels: 14 and 13 px on
#: the table; each line's box as tall as its letters' line, descent included, at that scale
NAME_SIZE, PLACE_SIZE = 20, 20
NAME_BOX = (46, 10, 30)  # x, y from the district's corner, height
PLACE_BOX = (16, 39, 30)
#: the bay's name card in the art (tools/make_yedo_map.py ``BAY_LABEL``)
BAY_LABEL = Rect(968, 806, 164, 38)
#: the legend's box, where tools/make_yedo_map.py draws it (map pixels; not a map object)
LEGEND = Rect(60, 700, 190, 112)
CASTLE_CAPTIONS = {"shogun": N_("Shogun +1"), "bakufu": N_("Bakufu"), "order": N_("Turn order")}
PILE_NAMES = {"action_cards": N_("Action cards"), "bonus_cards": N_("Bonus cards"), "events": N_("Events"),
              "current_event": N_("Event now"), "missions_green": N_("Green missions"),
              "missions_yellow": N_("Yellow missions"), "missions_red": N_("Red missions"),
              "missions_black": N_("Black missions"), "weapons": N_("Weapon deck"), "weapon_discard": N_("Weapon discard"),
              "annexes": N_("Annexes"), "geisha": N_("Geisha"),
              "church": N_("Alms"), "blessings": N_("Blessings")}
#: the piles drawn as a deck's back with its count (board_view), each with the rules' pool
DECK_PILES = {"action_cards": "action", "bonus_cards": "bonus", "events": "event", "missions_green": "mission:green",
              "missions_yellow": "mission:yellow", "missions_red": "mission:red", "missions_black": "mission:black",
              "weapons": "weapon", "weapon_discard": "weapon_discard"}
#: a mission deck's colour word; its first letter (or character) is printed big, for colour-blind players
COLOUR_WORDS = {"missions_green": N_("Green"), "missions_yellow": N_("Yellow"), "missions_red": N_("Red"),
                "missions_black": N_("Black")}
#: a lot's prize: drawn as a picture on the lot (no word fits it at 12 px), named in its tooltip
PRIZES = {"action_card": N_("Action card"), "bonus_card": N_("Bonus card"), "weapon": N_("Weapon"),
          "annex": N_("Annex"), "geisha": N_("Geisha"), "disciple": N_("Disciple"), "mission": N_("Mission")}
TRACK_TITLES = (("player_order", N_("Player order")), ("bid_order", N_("Bid order")), ("dropout", N_("Passed in auction")))
#: the auction's lines: their names written only while a seat stands on them (board_view)
AUCTION_LINES = frozenset({"bid_order", "dropout"})


class Label(NamedTuple):
    text: str
    rect: Rect  # map pixels
    size: int  # map pixels
    colour: tuple[int, int, int] = INK
    bold: bool = False
    align: str = "center"
    multiline: bool = False


def labels(board: BoardMap) -> list[Label]:
    """Every word the board shows, in the current language."""
    zh = current_language().startswith("zh")
    out: list[Label] = []
    for d in board.districts:  # the paper cartouche: name, then the place it stands for
        out += _district_name(d, d.name_zh if zh else d.name_en, d.place_zh if zh else d.place_en)
    out.append(Label(_("Edo Bay"), Rect(BAY_LABEL.x + 6, BAY_LABEL.y + 5, BAY_LABEL.w - 12, BAY_LABEL.h - 10), 22,
                     BLUE_INK, bold=True))
    out += _castle_captions(board)
    # 60 tall: two lines at the 13-px floor, broken where they read as two phrases (a free wrap left
    # "players" alone on the second line)
    out.append(Label(_("open with\n3+ players"), Rect(LEGEND.x + 56, LEGEND.y, LEGEND.w - 60, 60), 15,
                     align="left", multiline=True))
    out.append(Label(_("patrol spot"), Rect(LEGEND.x + 56, LEGEND.y + 66, LEGEND.w - 60, 40), 15, align="left",
                     multiline=True))
    slots = board.market
    left, right = slots[0].rect.x, slots[-1].rect.x + slots[-1].rect.w
    top, bottom = slots[0].rect.y, slots[0].rect.y + slots[0].rect.h
    width = right - left
    out.append(Label(_("Market weapons"), Rect(left, top - 36, width, 28), 18, bold=True))
    # on the paper note under the stalls (tools/make_yedo_map.py ``draw_market``)
    out.append(Label(_("▶ new weapons enter on the left"), Rect(left + 4, bottom + 15, width - 8, 22), 16))
    out += _panel(board)
    return out


def _district_name(d, name: str, place: str) -> list[Label]:
    """The name on the district's card, then its place: under it (a line each), or in the Castle's
    wide card on the same line after it."""
    r = d.rect
    if d.id == CASTLE:
        y = r.y + 6 + (CARD_H_CASTLE - NAME_BOX[2]) // 2
        name_w = text_size(name, NAME_SIZE, True)[0] + 4
        place_x = r.x + NAME_BOX[0] + name_w + 10
        return [Label(name, Rect(r.x + NAME_BOX[0], y, name_w, NAME_BOX[2]), NAME_SIZE, bold=True, align="left"),
                Label(place, Rect(place_x, y, text_size(place, PLACE_SIZE)[0] + 4, NAME_BOX[2]), PLACE_SIZE,
                      INK_SOFT, align="left")]
    # each box as wide as its words (the art sizes the card to hold them in either language)
    width = r.w - CARTOUCHE_INSET
    (nx, ny, nh), (px, py, ph) = NAME_BOX, PLACE_BOX
    name_w = min(width - nx + 2, text_size(name, NAME_SIZE, True)[0] + 4)
    place_w = min(width - px + 2, text_size(place, PLACE_SIZE)[0] + 4)
    return [Label(name, Rect(r.x + nx, r.y + ny, name_w, nh), NAME_SIZE, bold=True, align="left"),
            Label(place, Rect(r.x + px, r.y + py, place_w, ph), PLACE_SIZE, INK_SOFT, align="left")]


def _castle_captions(board: BoardMap) -> list[Label]:
    """Above each Castle row: its name, stopping short of the first player-count badge."""
    out = []
    for action, caption in CASTLE_CAPTIONS.items():
        row = [s for s in board.spaces if s.district == CASTLE and s.action == action]
        first = row[0].rect
        badged = [s.rect for s in row if s.min_players > 2]
        right = badged[0].x + badged[0].w - 34 if badged else row[-1].rect.x + row[-1].rect.w + 60
        # a row right of another (Turn order) starts its caption in the gap between them: room
        # for its words before the 3+ badge
        left = first.x - 10 if any(s.rect.y == first.y and s.rect.x < first.x for s in board.spaces
                                   if s.district == CASTLE) else first.x
        out.append(Label(_(caption), Rect(left, first.y - 26, right - left, 24), 16, bold=True, align="left"))
    return out


def auction_header(board: BoardMap) -> Rect:
    """The strip above the lots where "Auction" is written; its tooltip tells the 2–3 player rule."""
    lots = board.lots
    x = board.tracks["round"][0].x
    return Rect(x, lots[0].rect.y - 26, lots[-1].rect.x + lots[-1].rect.w - 8 - x, 22)


def _panel(board: BoardMap) -> list[Label]:
    """The right-hand panel: the tracks' titles, the lots' prizes, the piles' names."""
    out = []
    rounds = board.tracks["round"]
    x = rounds[0].x
    out.append(Label(_("Round"), Rect(x, rounds[0].y - 26, 200, 22), 17, bold=True, align="left"))
    header = auction_header(board)
    out.append(Label(_("Auction"), Rect(header.x, header.y, 110, header.h), 17, bold=True, align="left"))
    out += [track_title(board, kind) for kind, _title in TRACK_TITLES if kind not in AUCTION_LINES]
    for holds, r in board.piles.items():
        if holds in ("church", "blessings"):
            out.append(Label(_(PILE_NAMES[holds]), Rect(r.x + 1, r.y + 2, r.w - 2, r.h - 4), 16, multiline=True))
        elif holds == "current_event":  # on the bare place before the round's event is turned up
            out.append(Label(_(PILE_NAMES[holds]), Rect(r.x + 6, r.y + 4, r.w - 12, 24), 17, bold=True))
        elif holds in COLOUR_WORDS:  # an emptied mission deck still says its colour
            dark = holds == "missions_black"
            out.append(Label(_(COLOUR_WORDS[holds])[:1], Rect(r.x, r.y + 2, r.w, r.h - 4), 32,
                             PAPER if dark else INK, bold=True))
        # the other decks and supplies are pictures with counts (board_view), named in their tooltips
    return out


def track_title(board: BoardMap, kind: str) -> Label:
    """A seat track's name left of its line, quieter than the titles of the round and the auction."""
    x, cell = board.tracks["round"][0].x, board.tracks[kind][0]
    title = dict(TRACK_TITLES)[kind]
    return Label(_(title), Rect(x, cell.y, cell.x - x - 6, cell.h), 16, INK_SOFT, align="left", multiline=True)


def draw_label(surface: pygame.Surface, label: Label, scale: float, origin=(0, 0)) -> None:
    """Write one label at the board's scale, where the board's map pixel (0, 0) is ``origin``."""
    ox, oy = origin
    r = label.rect
    box = pygame.Rect(ox + round(r.x * scale), oy + round(r.y * scale), round(r.w * scale), round(r.h * scale))
    draw_text_in_box(surface, label.text, box, max(MIN_SIZE, round(label.size * scale)), label.colour,
                     align=label.align, multiline=label.multiline, bold=label.bold)


def draw_labels(surface: pygame.Surface, board: BoardMap, scale: float, origin=(0, 0)) -> None:
    """Write ``labels(board)`` on ``surface``, where the board's map pixel (0, 0) is ``origin``."""
    for label in labels(board):
        draw_label(surface, label, scale, origin)
