"""Write maps/yedo.tmx and its art maps/yedo_board.png: Yedo's board of Edo as a Tiled map.

The map is the 1600×900 logical screen (80 × 45 tiles of 20 px). Layer ``art``
is an image layer showing the drawn board (``yedo_board.png``, drawn here with
pygame from the same tables, so Tiled and the game show the same picture);
the object layers hold the facts, each object a rectangle in map pixels with
custom properties (the property format is documented in
client/games/yedo/board_map.py, which reads and checks the map):

* ``districts``: the seven districts (type ``district``) in the patrol's ring;
* ``spaces``: every action space (type ``space``), covers by player count as
  ``min_players``;
* ``patrol``: where the patrol stands in each district (type ``patrol``);
* ``market``: the five weapon slots (type ``weapon_slot``);
* ``auction``: the seven lots (type ``lot``);
* ``tracks``: score, round, player order, bid order and drop-out spots;
* ``piles``: where decks, supplies and the current event lie (type ``pile``);
* ``walls``: each district's wall line as drawn, a polygon (type ``wall``), along which the
  table marks a district a mission needs.

Where each number comes from (seed = our Traditional Chinese write-up of Yedo;
Y-n = the project's rulings):

    what                          number          source
    districts, ring order         7               seed 遊戲板圖; Y-2 (patrol ring = that order)
    spaces per ordinary district  3 at 5 players  Y-2
    Castle spaces                 1+2+3           Y-2: Shogun 1, Bakufu 2, order 1–3 (seed 城區 A/B/C)
    covers at 2 players           10              seed 依人數蓋掉: Temple 2, Castle order 2+3 and
                                                  1 Bakufu, Gate/Inn/Port/Market/Red Light 1 each
    covers at 3 players           6               seed: Temple 1, Castle order 3, Gate/Inn/Port/Market 1
    covers at 4 players           1               seed: Temple 1
    covers at 5 players           0               seed 使用全部行動格
    auction lots                  7               seed 競標共分7區, base prices 3,3,3,5,5,3,3
    lot groups at 2–3 players     1–3, 4–5, 6–7   seed; Y-3
    lots 4 and 5 also score       2 points        seed 建築物且加2分, 藝妓且加2分
    weapon slots                  5               seed 場上最多5張武器; left 3 cost 8, right 2 cost 6
    rounds                        11              seed 遊戲共進行11個回合
    player / bid order, drop-out  5 each          at most 5 players
    score track                   0–49            assumption: a lap of 50 (the seed gives no length)
    patrol                        1 per district  Y-5, starts at the Gate (seed 將該色巡守放於門區)

A space covered below some player count carries that count in ``min_players``
(2 = always open); the table below puts the covers on the last spaces of each
district. Deterministic: running it twice writes identical files (a test checks).

Usage: .venv/bin/python tools/make_yedo_map.py [--out DIR]
"""
from __future__ import annotations

import argparse
import itertools
import math
import os
import random
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from make_shogun_maps import prop, shape_object  # noqa: E402  (custom properties, shapes as Tiled 1.8 writes them)

TILE = 20
SIZE = (1600, 900)
IMAGE = "yedo_board.png"
SPACE = 60  # px: a space's square, room for one disciple

# id, ring, name_en, name_zh, place_en, place_zh, the district's actions (our ids, seed's order)
DISTRICTS = [
    ("castle", "Castle", "城堡區", "Edo Castle", "江戶城", "shogun,bakufu,order"),
    ("gate", "Gate", "門區", "Takanawa Ōkido", "高輪大木戶", "recruit,beg_1,beg_2,foresee_actions"),
    ("inn", "Inn", "宿屋區", "Shinagawa", "品川宿", "build_annex,foresee_weapons"),
    ("port", "Port", "港區", "Shiba", "芝", "church,import_1,import_3,foresee_bonus"),
    ("red_light", "Red Light", "紅燈區", "Yoshiwara", "吉原", "hire_geisha,buy_action"),
    ("market", "Market", "市場區", "Kyōbashi", "京橋", "buy_weapon,sell_card"),
    ("temple", "Temple", "寺廟區", "Ikegami Honmon-ji", "池上本門寺", "blessing,foresee_events,foresee_missions"),
]
#: district → its spaces as (action or "" for the district's choice, slot, min_players)
SPACES = {
    "castle": [("shogun", 1, 2), ("bakufu", 1, 2), ("bakufu", 2, 3),
               ("order", 1, 2), ("order", 2, 3), ("order", 3, 4)],
    "gate": [("", 1, 2), ("", 2, 2), ("", 3, 4)],
    "inn": [("", 1, 2), ("", 2, 2), ("", 3, 4)],
    "port": [("", 1, 2), ("", 2, 2), ("", 3, 4)],
    "red_light": [("", 1, 2), ("", 2, 2), ("", 3, 3)],
    "market": [("", 1, 2), ("", 2, 2), ("", 3, 4)],
    "temple": [("", 1, 2), ("", 2, 3), ("", 3, 5)],
}
#: covers the seed lists per player count (checked against SPACES before writing)
COVERS = {2: 10, 3: 6, 4: 1, 5: 0}
#: lot: (prize, base price, points, group at 2–3 players)
LOTS = {1: ("action_card", 3, 0, 1), 2: ("bonus_card", 3, 0, 1), 3: ("weapon", 3, 0, 1),
        4: ("annex", 5, 2, 2), 5: ("geisha", 5, 2, 2), 6: ("disciple", 3, 0, 3), 7: ("mission", 3, 0, 3)}
WEAPON_PRICES = (8, 8, 8, 6, 6)  # slot 1 (left, where new weapons enter) … slot 5
ROUNDS = 11
SCORE_CELLS = 50  # assumption: 0–49, a player past 49 goes round again
SEATS = 5
PILES = [  # holds, colour (the table writes each pile's name in the player's language)
    ("action_cards", (196, 150, 96)),
    ("bonus_cards", (150, 180, 110)),
    ("events", (140, 140, 170)),
    ("current_event", (220, 214, 196)),
    ("missions_green", (86, 168, 98)),
    ("missions_yellow", (232, 200, 70)),
    ("missions_red", (200, 70, 60)),
    ("missions_black", (50, 46, 44)),
    ("weapons", (150, 150, 150)),
    ("weapon_discard", (200, 200, 200)),
    ("annexes", (180, 130, 90)),
    ("geisha", (230, 170, 190)),
]

# -- layout (map pixels) ----------------------------------------------------------

EDGE = 40  # the score track's width round the border
CITY_CENTRE = (600, 455)
#: district → its box (x, y, w, h): a ring, clockwise on screen in ring order
BOXES = {
    "castle": (420, 52, 360, 248),
    "gate": (800, 168, 290, 206),
    "inn": (850, 414, 290, 206),
    "port": (650, 640, 290, 206),
    "red_light": (290, 640, 290, 206),
    "market": (56, 414, 290, 206),
    "temple": (106, 168, 290, 206),
}
BAND = 56  # the name band at the top of a district
#: the district's name card: its name (beside the seal) over its place, each line whole with its
#: descent at the table's scale (board_labels writes them, at these sizes in map pixels: 14 and
#: 13 px on the table); the Castle's, wide, holds both on one line
CARD_H, CARD_H_CASTLE = 67, 48
NAME_SIZE, PLACE_SIZE = 20, 20
MARKET = (420, 400, 360)  # x, y, width of the weapon slots row (centre of the city)
SLOT = (64, 84)
MARKET_SIGN = 220  # the width of the signboard over the weapon stalls
PANEL_X = 1164
LOT, LOT_PITCH, LOT_TOP = (90, 134), 96, 148  # a lot's tag, the step between tags, the first row's top
LOT_ROWS = 146  # the step between the lots' two rows
ORDER_TOP = 444  # the player order, bid order and drop-out lines, one under the other
JOINTS = (440, 571)  # the side board's faint joints: under the lots, over the event
CARD, CARD_PITCH = (60, 84), 66  # a deck's card back, the step between decks
#: where each pile lies on the panel: this round's event face up across it; below, the missions
#: (by colour) with the annexes, then the other decks with the geisha
PILE_PLACES = {
    "current_event": (PANEL_X, 574, 384, 78),  # two lines of its words; it grows over the empty auction lines
    **{f"missions_{c}": (PANEL_X + k * CARD_PITCH, 662, *CARD) for k, c in enumerate(("green", "yellow", "red",
                                                                                       "black"))},
    "annexes": (PANEL_X + 296, 662, 84, 84),
    **{pile: (PANEL_X + k * CARD_PITCH, 758, *CARD) for k, pile in enumerate(("action_cards", "bonus_cards",
                                                                              "events", "weapons",
                                                                              "weapon_discard"))},
    "geisha": (PANEL_X + 5 * CARD_PITCH, 758, 54, CARD[1]),
}


def space_rects(district: str) -> list[tuple[int, int, int, int]]:
    x, y, w, h = BOXES[district]
    if district == "castle":  # Shogun above Bakufu ×2 on the left; order 1–3 on the right
        top = y + BAND + 34
        return [(x + 16, top, SPACE, SPACE), (x + 16, top + 92, SPACE, SPACE), (x + 88, top + 92, SPACE, SPACE),
                (x + 162, top + 92, SPACE, SPACE), (x + 226, top + 92, SPACE, SPACE),
                (x + 290, top + 92, SPACE, SPACE)]
    gap = (w - 3 * SPACE) // 4
    return [(x + gap + i * (SPACE + gap), y + h - SPACE - 18, SPACE, SPACE) for i in range(3)]


def patrol_rect(district: str) -> tuple[int, int, int, int]:
    """A 44-px square just outside the district's edge, towards the city centre."""
    x, y, w, h = BOXES[district]
    cx, cy = x + w / 2, y + h / 2
    dx, dy = CITY_CENTRE[0] - cx, CITY_CENTRE[1] - cy
    t = min((w / 2) / abs(dx) if dx else math.inf, (h / 2) / abs(dy) if dy else math.inf)
    reach = math.hypot(dx, dy)
    px, py = cx + dx * t + 26 * dx / reach, cy + dy * t + 26 * dy / reach
    return round(px) - 22, round(py) - 22, 44, 44


def score_rects() -> list[tuple[int, int, int, int]]:
    """0 at the top-left corner, then clockwise round the border."""
    w, h = SIZE
    top = [(i * 80, 0, 80, EDGE) for i in range(20)]
    side = (h - 2 * EDGE) // 5
    right = [(w - EDGE, EDGE + i * side, EDGE, side) for i in range(5)]
    bottom = [(w - 80 - i * 80, h - EDGE, 80, EDGE) for i in range(20)]
    left = [(0, h - EDGE - (i + 1) * side, EDGE, side) for i in range(5)]
    return top + right + bottom + left


def layout() -> dict:
    """Every object of the map: layer → [(name, type, rect, properties)]."""
    layers: dict[str, list] = {k: [] for k in ("districts", "spaces", "patrol", "market", "auction",
                                                "tracks", "piles")}
    for ring, (did, en, zh, place_en, place_zh, actions) in enumerate(DISTRICTS):
        layers["districts"].append((did, "district", BOXES[did], {
            "district": did, "ring": ring, "name_en": en, "name_zh": zh,
            "place_en": place_en, "place_zh": place_zh, "actions": actions}))
        for (action, slot, min_players), rect in zip(SPACES[did], space_rects(did)):
            name = f"{did} {action} {slot}" if action else f"{did} {slot}"
            props = {"district": did, "slot": slot, "min_players": min_players}
            if action:
                props["action"] = action
            layers["spaces"].append((name, "space", rect, props))
        layers["patrol"].append((f"patrol {did}", "patrol", patrol_rect(did), {"district": did, "ring": ring}))
    mx, my, mw = MARKET
    step = (mw - SLOT[0]) // 4
    for i, price in enumerate(WEAPON_PRICES):
        layers["market"].append((f"weapon slot {i + 1}", "weapon_slot", (mx + i * step, my, *SLOT),
                                 {"slot": i + 1, "price": price}))
    for lot, (prize, price, points, group) in LOTS.items():
        # two rows of wide tags, the first group (lots 1–3) above, lots 4–7 below: the lots are
        # where a player decides, so they are the panel's largest things
        row, col = (0, lot - 1) if lot <= 3 else (1, lot - 4)
        layers["auction"].append((f"lot {lot}", "lot", (PANEL_X + col * LOT_PITCH, LOT_TOP + row * LOT_ROWS, *LOT),
                                  {"lot": lot, "prize": prize, "base_price": price, "bonus_points": points,
                                   "group": group}))
    tracks = layers["tracks"]
    for value, rect in enumerate(score_rects()):
        tracks.append((f"score {value}", "score", rect, {"value": value}))
    for r in range(1, ROUNDS + 1):
        tracks.append((f"round {r}", "round", (PANEL_X + (r - 1) * 35, 76, 33, 33), {"value": r}))
    for row, kind in enumerate(("player_order", "bid_order", "dropout")):
        for seat in range(1, SEATS + 1):
            tracks.append((f"{kind} {seat}", kind, (PANEL_X + 168 + (seat - 1) * 44, ORDER_TOP + row * 42, 40, 40),
                           {"value": seat}))
    for holds, *_rest in PILES:
        layers["piles"].append((holds, "pile", PILE_PLACES[holds], {"holds": holds}))
    # the church's coins lie in the Port, the blessings on the Temple (seed 初期配置)
    for holds, district in (("church", "port"), ("blessings", "temple")):
        x, y, w, _h = BOXES[district]
        # 90 wide: "Blessings" whole at 13 px on the table, a margin either side
        # under the district's name card
        layers["piles"].append((holds, "pile", (x + 14, y + 6 + CARD_H + 6, 90, 44), {"holds": holds}))
    return layers


def problems(layers: dict) -> list[str]:
    """The seed's counts, checked before anything is written."""
    found = []
    for players, covers in COVERS.items():
        covered = sum(1 for *_n, props in layers["spaces"] if props["min_players"] > players)
        if covered != covers:
            found.append(f"{covered} spaces covered at {players} players, the seed says {covers}")
    every = [rect for objects in layers.values() for _n, _t, rect, _p in objects]
    for x, y, w, h in every:
        if x < 0 or y < 0 or x + w > SIZE[0] or y + h > SIZE[1]:
            found.append(f"rectangle {(x, y, w, h)} leaves the map")
    for a, b in itertools.combinations([r for *_x, r, _p in layers["spaces"]], 2):
        if overlaps(a, b):
            found.append(f"spaces {a} and {b} overlap")
    return found


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


# -- TMX ---------------------------------------------------------------------------

def build_tmx(layers: dict) -> ET.Element:
    """The map: the art, the rectangle layers, then ``walls``: each district's wall line as a
    polygon (type ``wall``), so the table can mark a quarter along the wall it sees."""
    w, h = SIZE
    root = ET.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal",
        "renderorder": "right-down", "width": str(w // TILE), "height": str(h // TILE),
        "tilewidth": str(TILE), "tileheight": str(TILE), "infinite": "0",
        "backgroundcolor": "#efe6d2", "nextlayerid": str(3 + len(layers)), "nextobjectid": "0",
    })
    props = ET.SubElement(root, "properties")
    prop(props, "game", "yedo")
    prop(props, "patrol_start", "gate")
    art = ET.SubElement(root, "imagelayer", id="1", name="art")
    ET.SubElement(art, "image", source=IMAGE, width=str(w), height=str(h))
    ids = itertools.count(1)
    for layer_id, (layer, objects) in enumerate(layers.items(), start=2):
        group = ET.SubElement(root, "objectgroup", id=str(layer_id), name=layer, color="#5a3c1e")
        for name, kind, (x, y, rw, rh), values in objects:
            obj = ET.SubElement(group, "object", id=str(next(ids)), name=name, type=kind, x=str(x), y=str(y),
                                width=str(rw), height=str(rh))
            el = ET.SubElement(obj, "properties")
            for key in sorted(values):  # alphabetical, as Tiled saves them
                prop(el, key, values[key])
    walls = ET.SubElement(root, "objectgroup", id=str(2 + len(layers)), name="walls", color="#5a3c1e")
    for did, *_rest in DISTRICTS:
        obj = shape_object(walls, next(ids), f"wall {did}", "wall", "polygon", district_outline(did))
        props = ET.Element("properties")
        obj.insert(0, props)  # Tiled puts <properties> before the shape
        prop(props, "district", did)
    root.set("nextobjectid", str(next(ids)))
    return root


# -- art ---------------------------------------------------------------------------

INK = (28, 24, 22)  # sumi, as the cards' outlines (client/render/palette.py)
PAPER = (239, 230, 210)
#: a cartouche's field: the map's paper left bare of the town, a shade lighter than the ground
CARTOUCHE_PAPER = (244, 236, 216)
WATER = (150, 190, 214)
WATER_DARK = (88, 136, 170)
#: the woodblock pigments the cards and pieces use (client/render/palette.py)
PIGMENTS = {"sumi": (28, 24, 22), "ai": (38, 64, 110), "shu": (196, 62, 40), "kuchiba": (184, 134, 58),
            "matsuba": (58, 98, 60), "asagi": (58, 138, 140), "kin": (204, 168, 84)}


def wash(pigment: str, share: float) -> tuple[int, int, int]:
    """``pigment`` thinned on the map's paper: a district's ground."""
    return tuple(round(p * share + q * (1 - share)) for p, q in zip(PIGMENTS[pigment], PAPER))


#: district → its ground, a pigment thinned on the paper; the pattern and the picture, not the hue,
#: tell them apart, and the thinning keeps their greys ~8 apart
TINTS = {
    "castle": wash("sumi", 0.12),
    "gate": wash("kuchiba", 0.36),
    "inn": wash("kin", 0.34),
    "port": wash("asagi", 0.34),
    "red_light": wash("shu", 0.30),
    "market": wash("matsuba", 0.30),
    "temple": wash("ai", 0.26),
}


class Painter:
    """pygame drawing helpers with the project's fonts; every glyph must exist in them."""

    def __init__(self, pygame, surface):
        self.pg, self.s = pygame, surface
        fonts = ROOT / "assets" / "fonts"
        self._paths = {"bold": str(fonts / "TenkaSans-Bold.otf"), "regular": str(fonts / "TenkaSans-Regular.otf")}
        self._fonts: dict = {}
        from fontTools.ttLib import TTFont  # the test extra; only to refuse missing glyphs
        self._cmap = TTFont(self._paths["bold"]).getBestCmap()

    def font(self, size: int, weight: str = "bold"):
        key = (size, weight)
        if key not in self._fonts:
            self._fonts[key] = self.pg.font.Font(self._paths[weight], size)
        return self._fonts[key]

    def text(self, words: str, size: int, pos, colour=INK, anchor="center", weight="bold"):
        missing = [c for c in words if ord(c) not in self._cmap and not c.isspace()]
        if missing:
            raise SystemExit(f"the font lacks {''.join(missing)!r}: rebuild it (assets/fonts/README.md)")
        img = self.font(size, weight).render(words, True, colour)
        rect = img.get_rect(**{anchor: pos})
        self.s.blit(img, rect)
        return rect

    def rect(self, colour, rect, width=0, radius=0):
        self.pg.draw.rect(self.s, colour, rect, width, border_radius=radius)


def shade(colour, k: float):
    return tuple(max(0, min(255, round(c * k))) for c in colour)


def pattern(p: Painter, district: str, rect, colour) -> None:
    """Each quarter's ground in woodblock pattern (so the seven differ in greyscale too): the
    Castle's cut-stone courses, the Gate's diagonal paving, the Inn's tatami, the Port's water,
    the Red Light's lattice, the Market's trodden sand, the Temple's raked gravel."""
    pg, s = p.pg, p.s
    x, y, w, h = rect
    clip = s.get_clip()
    s.set_clip(rect)
    if district == "castle":  # kirikomi-hagi: courses of cut stone, the joints staggered
        for row, yy in enumerate(range(y, y + h, 18)):
            pg.draw.line(s, colour, (x, yy), (x + w, yy), 1)
            for xx in range(x - (row % 2) * 20, x + w, 40):
                pg.draw.line(s, colour, (xx, yy), (xx, yy + 18), 1)
    elif district == "gate":  # ishidatami: square paving stones set on the diagonal
        for d in range(-h, w + h, 26):
            pg.draw.line(s, colour, (x + d, y), (x + d + h, y + h), 1)
            pg.draw.line(s, colour, (x + d + h, y), (x + d, y + h), 1)
    elif district == "inn":  # tatami: mats two by one, each row set off by half a mat
        for row, yy in enumerate(range(y, y + h, 24)):
            for col, xx in enumerate(range(x - (row % 2) * 24, x + w, 48)):
                pg.draw.rect(s, colour, (xx, yy, 48, 24), 1)
                if (row + col) % 3 == 0:  # two half mats
                    pg.draw.line(s, colour, (xx + 24, yy + 3), (xx + 24, yy + 21), 1)
    elif district == "port":  # the harbour's water: rows of seigaiha
        for row, yy in enumerate(range(y - 4, y + h + 16, 12)):
            for xx in range(x - 24 + (row % 2) * 16, x + w + 16, 32):
                for r in (15, 9, 3):
                    pg.draw.circle(s, colour, (xx, yy + 16), r, 1, draw_top_left=True, draw_top_right=True)
    elif district == "red_light":  # koshi: the lattice fronts of the teahouses
        for d in range(-h, w, 18):
            pg.draw.line(s, colour, (x + d, y), (x + d + h, y + h), 1)
            pg.draw.line(s, colour, (x + d + h, y), (x + d, y + h), 1)
    elif district == "market":  # trodden sand: a stipple of grains
        rng = random.Random(x * 31 + y)
        for _ in range(w * h // 60):
            pg.draw.circle(s, colour, (rng.uniform(x, x + w), rng.uniform(y, y + h)), rng.choice((1, 1, 2)))
    elif district == "temple":  # karesansui: gravel raked in long waves
        for yy in range(y + 4, y + h + 10, 9):
            pg.draw.lines(s, colour, False, [(xx, yy + 3 * math.sin(xx / 22)) for xx in range(x, x + w + 9, 8)], 1)
    s.set_clip(clip)


#: the map's ground: unbleached paper, with the fibres of washi
GROUND = (234, 222, 194)
SEA = (128, 170, 184)  # asagi thinned: the bay, the river, the moat
SEA_LINE = (70, 118, 140)
SHORE = (206, 186, 140)  # the sand between the land and the water
EARTH = (214, 188, 138)  # the roads
EARTH_EDGE = (150, 116, 74)
CLOUD = (226, 200, 130)  # kasumi, the flat pale gold mist bands of the rakuchū-rakugai screens
CLOUD_LINE = (120, 92, 52)  # their fine umber-ink outline
ROOF_TILE = (224, 212, 184)  # the town's roofs, printed low (a tint) so the quarters stand forward
ROOF_LINE = (208, 192, 160)
BLOCK = (231, 219, 191)  # a town block's yard
WOOD = (206, 170, 116)  # the hinoki board of the tracks and lots
WOOD_GRAIN = (186, 148, 96)
PLAQUE = (240, 226, 196)  # a wooden plaque's face
#: the side board of tracks, lots and decks: a paler, greyer wood than the city's, its grain faint,
#: so the eye lands on the city first (the board is the hero, the side board its ledger)
SIDE_WOOD = (214, 194, 156)
SIDE_GRAIN = (200, 178, 138)
#: the Sumida flowing south into Edo bay east of the city, and the two canals from the moat
SUMIDA = [(1128, 0), (1124, 180), (1120, 394), (1128, 560), (1150, 640)]
CANALS = [[(412, 300), (404, 394), (0, 394)], [(788, 300), (796, 394), (1120, 394)]]
BAY = [(560, 900), (590, 820), (700, 800), (960, 780), (1060, 700), (1120, 640), (1160, 560), (1160, 900)]
#: (x, y, bands): the gold mist bands drifting over the town, each band (dx, dy, length): long,
#: thin and few, so they frame the quarters (printed before them, they pass behind their walls)
CLOUDS = [(52, 104, ((0, 0, 400), (96, 30, 250))),
          (812, 70, ((60, 0, 300), (0, 30, 200))),
          (60, 627, ((0, 0, 250),)),
          (40, 836, ((0, 0, 190),)),
          (950, 630, ((20, 0, 200),))]
KASUMI_H = 16  # a band's height
#: the town's streets: a block every STREET_PITCH, its houses round a yard
STREET_PITCH = (64, 50)
#: footbridges where the town's streets cross the canals and the river
FOOTBRIDGES = [[(230, 382), (230, 406)], [(40, 382), (40, 406)], [(960, 382), (960, 406)],
               [(1104, 120), (1146, 120)], [(1104, 300), (1146, 300)]]
BAY_LABEL = (968, 806, 164, 38)  # x, y, w, h: where the table names the bay
PINES = [(300, 162), (340, 166), (376, 160), (62, 392), (1070, 164), (1040, 160), (262, 860),
         (614, 866), (1110, 410)]


def _spline(points, closed=True, steps=14):
    """Catmull-Rom through ``points``: the road bends through the stations as a street does."""
    n = len(points)
    out = []
    for i in range(n if closed else n - 1):
        p0, p1, p2, p3 = (points[(i + k) % n] if closed else points[max(0, min(n - 1, i + k))] for k in (-1, 0, 1, 2))
        for s in range(steps):
            t = s / steps
            out.append(tuple(0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t
                                    + (-a + 3 * b - 3 * c + d) * t ** 3) for a, b, c, d in zip(p0, p1, p2, p3)))
    return out + ([] if closed else [points[-1]])


def _thick(p: Painter, colour, points, width, closed=False) -> None:
    """A polyline of even width with round joints (pygame's wide lines leave notches)."""
    pg, s = p.pg, p.s
    for a, b in zip(points, points[1:] + (points[:1] if closed else [])):
        pg.draw.line(s, colour, a, b, width)
    for q in points:
        pg.draw.circle(s, colour, q, width // 2)


def draw_background(p: Painter) -> None:
    """Paper, town, water, mist: the ground of a woodblock map of Edo."""
    pg, s = p.pg, p.s
    s.fill(GROUND)
    rng = random.Random(1603)  # the same fibres every run (the test compares the bytes)
    for _ in range(2600):
        x, y = rng.uniform(0, SIZE[0]), rng.uniform(0, SIZE[1])
        length, slope = rng.uniform(5, 20), rng.uniform(-0.4, 0.4)
        colour = rng.choice(((220, 204, 172), (244, 236, 214), (226, 212, 182)))
        pg.draw.line(s, colour, (x, y), (x + length, y + length * slope))
    draw_town(p)
    # Edo bay: sand, then the sea with its seigaiha
    pg.draw.polygon(s, SHORE, [(x - 14, y - 10) for x, y in BAY])
    pg.draw.polygon(s, SEA, BAY)
    sea = pg.Surface(SIZE, pg.SRCALPHA)
    pg.draw.polygon(sea, (255, 255, 255, 255), BAY)
    waves = pg.Surface(SIZE, pg.SRCALPHA)
    for row, yy in enumerate(range(560, 900, 13)):
        for xx in range(560 - (row % 2) * 18, 1170, 36):
            for r in (17, 11, 5):
                pg.draw.circle(waves, (*SEA_LINE, 255), (xx, yy + 17), r, 2, draw_top_left=True, draw_top_right=True)
    waves.blit(sea, (0, 0), special_flags=pg.BLEND_RGBA_MIN)
    s.blit(waves, (0, 0))
    pg.draw.lines(s, SEA_LINE, False, BAY[:-1], 3)
    # the Sumida and the canals, their banks a line of ink-blue
    for points, width in [(_spline(SUMIDA, closed=False, steps=8), 40)] + [(c, 18) for c in CANALS]:
        _thick(p, SEA_LINE, points, width + 6)
        _thick(p, SEA, points, width)
    # the castle's moat follows its wall
    moat = district_outline("castle")
    _thick(p, SEA_LINE, moat, 34, closed=True)
    _thick(p, SEA, moat, 28, closed=True)
    for run in FOOTBRIDGES:
        _bridge(p, run, half=7, rails=PIGMENTS["kuchiba"])
    draw_kasumi(p)
    for x, y in PINES:
        pine(p, x, y)
    # the bay's name card (board_labels writes "Edo Bay" on it)
    printed_cartouche(p, BAY_LABEL)


def draw_town(p: Painter) -> None:
    """The town between the quarters, printed low and quiet: a grid of pale blocks, each a yard
    between two long roof ridges, so the quarters, the water and the roads stand forward."""
    pg, s = p.pg, p.s
    pw, ph = STREET_PITCH
    for row, by in enumerate(range(EDGE + 4, SIZE[1] - EDGE, ph)):
        for bx in range(EDGE + 4 - (row % 2) * pw // 2, PANEL_X, pw):
            block = pg.Rect(bx + 5, by + 5, pw - 10, ph - 10)
            pg.draw.rect(s, BLOCK, block)
            for top in (block.top, block.bottom - 12):  # a row of roofs on each long side: one ridge
                roof = pg.Rect(block.left, top, block.width, 12)
                pg.draw.rect(s, ROOF_TILE, roof)
                pg.draw.line(s, ROOF_LINE, (roof.left + 3, roof.centery), (roof.right - 4, roof.centery), 1)
            pg.draw.rect(s, ROOF_LINE, block, 1)


def draw_kasumi(p: Painter) -> None:
    """The gold mist bands of a rakuchū-rakugai screen: long horizontal bands whose upper edge
    billows in scallops (the suyari-gasumi of the screens), flat pale gold inside a fine ink line;
    a cloud's bands lie staggered one above another."""
    pg, s = p.pg, p.s
    for cx, cy, bands in CLOUDS:
        shapes = [kasumi_parts(pg.Rect(cx + dx, cy + dy, length, KASUMI_H)) for dx, dy, length in bands]
        for grow, colour in ((2, CLOUD_LINE), (0, CLOUD)):  # the outline round the whole band, then its gold
            for rect, circles in shapes:
                pg.draw.rect(s, colour, rect.inflate(2 * grow, 2 * grow), border_radius=KASUMI_H // 2 + grow)
                for centre, radius in circles:
                    pg.draw.circle(s, colour, centre, radius + grow)


def kasumi_parts(band):
    """A mist band as a rounded bar and the few broad scallops billowing from its upper edge:
    (bar, [(centre, radius)]), one every ~70 px, the largest in the middle, smaller towards the ends."""
    n = max(2, round(band.width / 70))
    step = band.width / (n + 1)
    circles = []
    for k in range(1, n + 1):
        x = band.x + k * step + (k % 2) * step * 0.2
        radius = round(KASUMI_H * (0.6 + 0.25 * math.sin(math.pi * k / (n + 1))))
        circles.append(((round(x), band.y + KASUMI_H - radius + 2), radius))
    return band, circles


def pine(p: Painter, x: int, y: int) -> None:
    """A woodblock pine: a leaning trunk and three flat tiers of needles."""
    pg, s = p.pg, p.s
    green, dark = PIGMENTS["matsuba"], shade(PIGMENTS["matsuba"], 0.6)
    pg.draw.line(s, (92, 64, 40), (x, y), (x + 6, y - 34), 5)
    for dx, dy, w in ((-14, -30, 34), (-4, -42, 30), (0, -52, 20)):
        r = pg.Rect(x + dx, y + dy, w, 11)
        pg.draw.ellipse(s, green, r)
        pg.draw.ellipse(s, dark, r, 2)


def draw_streets(p: Painter, layers) -> None:
    """The patrol's road through its seven stations, bridged over the water, and a lane from
    each station into its district."""
    pg, s = p.pg, p.s
    centres = [(x + w / 2, y + h / 2) for _n, _t, (x, y, w, h), _p in layers["patrol"]]
    for (cx, cy), (_n, _t, _r, props) in zip(centres, layers["patrol"]):
        bx, by, bw, bh = BOXES[DISTRICTS[props["ring"]][0]]
        lane = [(cx, cy), (bx + bw / 2, by + bh / 2)]
        _thick(p, EARTH_EDGE, lane, 16)
        _thick(p, EARTH, lane, 12)
    road = _spline(centres)
    water = {SEA, SEA_LINE}  # looked at before the road covers it
    wet = [tuple(s.get_at((round(q[0]), round(q[1]))))[:3] in water for q in road]
    _thick(p, EARTH_EDGE, road, ROAD_W + 5, closed=True)
    _thick(p, EARTH, road, ROAD_W, closed=True)
    # a bridge wherever the road runs over water: planks between two rails
    run: list = []
    for q, on_water in zip(road + road[:1], wet + wet[:1]):
        if on_water:
            run.append(q)
            continue
        if len(run) > 1:
            _bridge(p, run + [q])
        run = []
    for a, b in zip(road[::3], road[3::3]):  # the stones of the road, every few paces
        pg.draw.circle(s, EARTH_EDGE, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), 2)


def _bridge(p: Painter, run, half: int = 15, rails=PIGMENTS["shu"]) -> None:
    """A bridge over the water along ``run``, ``half`` its half width: planks between two rails
    (the patrol road's bridges vermilion, the town's footbridges plain wood)."""
    a, b = run[0], run[-1]
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    a = (a[0] - ux * 8, a[1] - uy * 8)
    b = (b[0] + ux * 8, b[1] + uy * 8)
    deck = [(a[0] - uy * half, a[1] + ux * half), (b[0] - uy * half, b[1] + ux * half),
            (b[0] + uy * half, b[1] - ux * half), (a[0] + uy * half, a[1] - ux * half)]
    p.pg.draw.polygon(p.s, (176, 128, 74), deck)
    steps = int(n // 6) + 3
    for k in range(steps):  # the planks
        t = k / (steps - 1)
        c = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        p.pg.draw.line(p.s, (132, 92, 52), (c[0] - uy * (half - 1), c[1] + ux * (half - 1)),
                       (c[0] + uy * (half - 1), c[1] - ux * (half - 1)), 1)
    for side in (half, -half):  # the rails
        p.pg.draw.line(p.s, rails, (a[0] - uy * side, a[1] + ux * side),
                       (b[0] - uy * side, b[1] + ux * side), 4 if half > 10 else 3)
    p.pg.draw.polygon(p.s, INK, deck, 2)


# -- the districts' pictures: woodblock SVG (the pigments of client/render/palette.py), drawn by
# pygame's own SVG renderer into the art, as the cards' pictures are drawn on the table
SUMI, WASHI, KINARI = "#1c1816", "#f4ecda", "#e4d6b8"
AI, SHU, KUCHIBA, MATSUBA, ASAGI, KIN = "#26406e", "#c43e28", "#b8863a", "#3a623c", "#3a8a8c", "#cca854"
STONE, ROOF = "#8e8a82", "#3b4250"
SVG_INK = f'stroke="{SUMI}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"'
SVG_THIN = f'stroke="{SUMI}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"'


def roof(cx, y, half, h, colour=ROOF):
    """An Edo roof with upturned eaves, its ridge at y, its eaves h below."""
    return (f'<path d="M{cx - half} {y + h} Q{cx - half + 6} {y + h - 4} {cx - half + 12} {y + h - 3} '
            f'L{cx - half * 0.55} {y} L{cx + half * 0.55} {y} L{cx + half - 12} {y + h - 3} '
            f'Q{cx + half - 6} {y + h - 4} {cx + half} {y + h} Z" fill="{colour}" {SVG_INK}/>')


DISTRICT_SVG = {
    "castle": (
        f'<path d="M28 116 L132 116 L120 88 L40 88 Z" fill="{STONE}" {SVG_INK}/>'
        f'<path d="M44 102 L116 102 M60 88 L56 116 M80 88 L80 116 M100 88 L104 116" fill="none" {SVG_THIN}/>'
        f'<rect x="48" y="70" width="64" height="18" fill="{WASHI}" {SVG_INK}/>'
        + roof(80, 56, 46, 16)
        + f'<rect x="56" y="44" width="48" height="14" fill="{WASHI}" {SVG_INK}/>'
        + roof(80, 32, 36, 14)
        + f'<rect x="64" y="22" width="32" height="12" fill="{WASHI}" {SVG_INK}/>'
        + roof(80, 8, 26, 14)
        + f'<path d="M62 78 L62 84 M74 78 L74 84 M86 78 L86 84 M98 78 L98 84" fill="none" {SVG_THIN}/>'
        f'<path d="M66 50 L66 54 M80 50 L80 54 M94 50 L94 54" fill="none" {SVG_THIN}/>'
        f'<circle cx="56" cy="9" r="4" fill="{KIN}" {SVG_THIN}/><circle cx="104" cy="9" r="4" fill="{KIN}" {SVG_THIN}/>'),
    "gate": (
        f'<rect x="34" y="40" width="12" height="76" fill="{KUCHIBA}" {SVG_INK}/>'
        f'<rect x="114" y="40" width="12" height="76" fill="{KUCHIBA}" {SVG_INK}/>'
        f'<rect x="22" y="44" width="116" height="12" fill="{KUCHIBA}" {SVG_INK}/>'
        + roof(80, 14, 66, 28)
        + f'<rect x="50" y="58" width="60" height="58" fill="#d9b27a" {SVG_INK}/>'
        f'<path d="M60 58 L60 116 M70 58 L70 116 M80 58 L80 116 M90 58 L90 116 M100 58 L100 116" fill="none" {SVG_THIN}/>'
        f'<path d="M50 78 L110 78" fill="none" {SVG_THIN}/>'
        f'<path d="M140 56 L140 64" fill="none" {SVG_THIN}/>'
        f'<rect x="132" y="64" width="16" height="24" rx="7" fill="{SHU}" {SVG_INK}/>'),
    "inn": (
        f'<rect x="22" y="56" width="116" height="60" fill="{WASHI}" {SVG_INK}/>'
        + roof(80, 30, 70, 28)
        + f'<path d="M34 64 L34 116 M126 64 L126 116" fill="none" {SVG_THIN}/>'
        f'<rect x="40" y="60" width="22" height="30" fill="{AI}" {SVG_THIN}/><rect x="64" y="60" width="22" height="30" fill="{AI}" {SVG_THIN}/>'
        f'<rect x="88" y="60" width="22" height="30" fill="{AI}" {SVG_THIN}/>'
        f'<circle cx="75" cy="74" r="6" fill="{WASHI}"/>'
        f'<path d="M118 60 L118 68" fill="none" {SVG_THIN}/>'
        f'<rect x="110" y="68" width="16" height="22" rx="7" fill="{SHU}" {SVG_INK}/>'
        f'<path d="M40 100 L112 100" fill="none" stroke="{KUCHIBA}" stroke-width="6"/>'),
    "port": (
        f'<path d="M76 12 L76 82" fill="none" {SVG_INK} stroke-width="4"/>'
        f'<rect x="44" y="16" width="64" height="56" fill="{WASHI}" {SVG_INK}/>'
        f'<path d="M56 16 L56 72 M68 16 L68 72 M84 16 L84 72 M96 16 L96 72" fill="none" {SVG_THIN}/>'
        f'<circle cx="76" cy="42" r="10" fill="{SHU}" {SVG_THIN}/>'
        f'<path d="M18 82 L142 82 L126 102 L34 102 Z" fill="{KUCHIBA}" {SVG_INK}/>'
        f'<path d="M30 90 L132 90" fill="none" {SVG_THIN}/>'
        f'<path d="M6 112 Q20 100 34 112 Q48 100 62 112 Q76 100 90 112 Q104 100 118 112 Q132 100 146 112 L154 118 L4 118 Z" '
        f'fill="{ASAGI}" {SVG_INK}/>'),
    "red_light": (
        f'<rect x="18" y="50" width="124" height="66" fill="#9c3a2c" {SVG_INK}/>'
        f'<path d="M30 50 L30 116 M42 50 L42 116 M54 50 L54 116 M66 50 L66 116 M78 50 L78 116 M90 50 L90 116 '
        f'M102 50 L102 116 M114 50 L114 116 M126 50 L126 116" fill="none" stroke="{SUMI}" stroke-width="2"/>'
        + roof(80, 30, 72, 22)
        + f'<path d="M14 60 Q80 76 146 60" fill="none" {SVG_THIN}/>'
        + "".join(f'<path d="M{x} {66 - abs(x - 80) // 8} L{x} {72 - abs(x - 80) // 8}" fill="none" {SVG_THIN}/>'
                  f'<ellipse cx="{x}" cy="{86 - abs(x - 80) // 8}" rx="13" ry="16" fill="{SHU}" {SVG_INK}/>'
                  f'<path d="M{x - 12} {86 - abs(x - 80) // 8} L{x + 12} {86 - abs(x - 80) // 8}" fill="none" '
                  f'stroke="{WASHI}" stroke-width="2"/>'
                  for x in (40, 80, 120))),
    "market": (
        f'<rect x="26" y="52" width="8" height="64" fill="{KUCHIBA}" {SVG_INK}/>'
        f'<rect x="126" y="52" width="8" height="64" fill="{KUCHIBA}" {SVG_INK}/>'
        f'<path d="M14 56 L146 56 L136 24 L24 24 Z" fill="{WASHI}" {SVG_INK}/>'
        + "".join(f'<path d="M{24 + k * 16} 24 L{14 + k * 16.5} 56 L{30.5 + k * 16.5} 56 L{40 + k * 16} 24 Z" fill="{SHU}"/>'
                  for k in range(0, 7, 2))
        + f'<path d="M14 56 L146 56 L136 24 L24 24 Z" fill="none" {SVG_INK}/>'
        f'<path d="M14 56 Q22 64 30 56 Q38 64 46 56 Q54 64 62 56 Q70 64 78 56 Q86 64 94 56 Q102 64 110 56 '
        f'Q118 64 126 56 Q134 64 146 56" fill="{WASHI}" {SVG_THIN}/>'
        f'<rect x="20" y="92" width="120" height="14" fill="{KUCHIBA}" {SVG_INK}/>'
        f'<circle cx="46" cy="84" r="9" fill="{KIN}" {SVG_THIN}/><circle cx="68" cy="84" r="9" fill="{MATSUBA}" {SVG_THIN}/>'
        f'<rect x="84" y="74" width="18" height="18" fill="{AI}" {SVG_THIN}/><circle cx="118" cy="84" r="9" fill="{SHU}" {SVG_THIN}/>'),
    "temple": (
        f'<path d="M80 2 L80 20" fill="none" stroke="{KIN}" stroke-width="5"/>'
        f'<path d="M80 2 L80 20 M74 8 L86 8 M74 14 L86 14" fill="none" {SVG_THIN}/>'
        + "".join(f'<rect x="{80 - w // 2}" y="{y + 10}" width="{w}" height="{10}" fill="{SHU}" {SVG_THIN}/>'
                  + roof(80, y, w // 2 + 14, 11)
                  for w, y in ((26, 20), (34, 38), (42, 56), (50, 74)))
        + f'<rect x="52" y="94" width="56" height="14" fill="{SHU}" {SVG_INK}/>'
        f'<path d="M30 116 L130 116 L122 106 L38 106 Z" fill="{STONE}" {SVG_INK}/>'),
}


def _district_picture(p: Painter, district: str, width: int):
    import io
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="160" height="120">'
           f'{DISTRICT_SVG[district]}</svg>')
    return p.pg.image.load_sized_svg(io.BytesIO(svg.encode()), (width, width * 3 // 4))


def picture_ink(p: Painter, district: str, foot, width: int):
    """Where the district's picture ``width`` wide, its foot at ``foot``, puts ink (its drawn part)."""
    picture = _district_picture(p, district, width)
    return picture.get_bounding_rect().move(foot[0] - width // 2, foot[1] - picture.get_height())


def picture_place(p: Painter, district: str, card, box, foot_y: int, largest: int = 120) -> tuple[tuple[int, int], int]:
    """(foot, width) of the widest picture (up to ``largest``) standing at ``foot_y`` in the
    district's ``box`` whose ink stays clear of the name card and inside the box."""
    keep, x, _y, w, _h = p.pg.Rect(card).inflate(20, 20), *box  # a margin of 10 px
    inside = p.pg.Rect(box).inflate(-16, -16)
    for width in range(largest, 40, -4):
        for foot_x in range(x + w - 12 - width // 2, x + w - 12 - width, -2):
            ink = picture_ink(p, district, (foot_x, foot_y), width)
            if not ink.colliderect(keep) and inside.contains(ink):
                return (foot_x, foot_y), width
    return (x + w - 40, foot_y), 40


def stamp_picture(p: Painter, district: str, foot, width: int) -> None:
    """The district's picture ``width`` wide (4:3), its foot at ``foot``."""
    picture = _district_picture(p, district, width)
    p.s.blit(picture, (foot[0] - width // 2, foot[1] - picture.get_height()))


#: how each quarter is bounded: a stone wall, white plaster with tiles (namako), a wooden fence,
#: a stone quay, a dark moat (the Yoshiwara's ohaguro-dobu) or a hedge
BOUNDS = {"castle": "stone", "gate": "namako", "inn": "fence", "port": "quay", "red_light": "moat",
          "market": "fence", "temple": "hedge"}
#: district → (its corners' cuts top-left, top-right, bottom-right, bottom-left; the jogs of its
#: top and bottom edges as (from, to) shares of the edge): each block its own irregular shape
SHAPES = {"castle": ((4, 22, 14, 22), None, None), "gate": ((4, 18, 10, 26), (0.55, 0.9), None),
          "inn": ((4, 12, 24, 14), None, (0.1, 0.45)), "port": ((4, 26, 12, 10), (0.4, 0.75), None),
          "red_light": ((4, 10, 22, 16), None, (0.5, 0.9)), "market": ((4, 20, 12, 24), (0.5, 0.85), None),
          "temple": ((4, 14, 26, 12), None, (0.15, 0.5))}
WALL_OUT = 3  # px the wall's line lies outside the district's box


def district_outline(did: str) -> list[tuple[float, float]]:
    """The quarter's wall line: its box grown by WALL_OUT, corners cut, an edge stepped out."""
    x, y, w, h = BOXES[did]
    x, y, w, h = x - WALL_OUT, y - WALL_OUT, w + 2 * WALL_OUT, h + 2 * WALL_OUT
    (tl, tr, br, bl), top, bottom = SHAPES[did]
    pts = [(x, y + tl), (x + tl, y)]
    if top:
        pts += [(x + w * top[0], y), (x + w * top[0] + 5, y - 5), (x + w * top[1] - 5, y - 5), (x + w * top[1], y)]
    pts += [(x + w - tr, y), (x + w, y + tr), (x + w, y + h - br), (x + w - br, y + h)]
    if bottom:
        b0, b1 = x + w * (1 - bottom[0]), x + w * (1 - bottom[1])
        pts += [(b0, y + h), (b0 - 5, y + h + 5), (b1 + 5, y + h + 5), (b1, y + h)]
    pts += [(x + bl, y + h), (x, y + h - bl)]
    return [(round(px), round(py)) for px, py in pts]  # whole pixels, as the map stores them


def _along(points, step):
    """Points every ``step`` px along the closed line ``points``, with the line's direction."""
    out = []
    for a, b in zip(points, points[1:] + points[:1]):
        n = math.hypot(b[0] - a[0], b[1] - a[1])
        for k in range(int(n // step)):
            t = k * step / n
            out.append(((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), ((b[0] - a[0]) / n, (b[1] - a[1]) / n)))
    return out


def draw_bounds(p: Painter, did: str, outline) -> None:
    """The quarter's wall, fence, quay, moat or hedge, in ink and flat pigment."""
    pg, s = p.pg, p.s
    kind = BOUNDS[did]
    band = {"stone": (160, 154, 140), "namako": (244, 238, 224), "fence": (150, 112, 70), "quay": (170, 162, 146),
            "moat": (72, 78, 80), "hedge": shade(PIGMENTS["matsuba"], 1.15)}[kind]
    if kind == "hedge":  # clipped shrubs: a row of ink-edged bumps
        for (q, _d) in _along(outline, 11):
            pg.draw.circle(s, INK, q, 8)
        for (q, _d) in _along(outline, 11):
            pg.draw.circle(s, band, q, 6)
        for (q, _d) in _along(outline, 11)[::2]:
            pg.draw.circle(s, shade(band, 0.7), (q[0] - 2, q[1] - 2), 2)
        return
    _thick(p, INK, outline, 13, closed=True)
    _thick(p, band, outline, 8, closed=True)
    for (q, (dx, dy)) in _along(outline, {"stone": 14, "namako": 9, "fence": 6, "quay": 18, "moat": 16}[kind]):
        nx, ny = -dy, dx
        if kind in ("stone", "quay", "fence"):  # the joints between stones, the fence's boards
            pg.draw.line(s, shade(band, 0.62), (q[0] - nx * 3, q[1] - ny * 3), (q[0] + nx * 3, q[1] + ny * 3), 1)
        elif kind == "namako":  # the diagonal tiles set in white plaster
            pg.draw.line(s, (64, 64, 70), (q[0] - nx * 3 - dx * 3, q[1] - ny * 3 - dy * 3),
                         (q[0] + nx * 3 + dx * 3, q[1] + ny * 3 + dy * 3), 1)
        else:  # the moat's ripples
            pg.draw.line(s, (120, 128, 130), (q[0] - dx * 4, q[1] - dy * 4), (q[0] + dx * 4, q[1] + dy * 4), 1)


def draw_district(p: Painter, ring: int, did: str, *_names_and_actions) -> None:
    """A district as an inked quarter of the city: its irregular block filled with its ground
    in woodblock pattern, bounded by its wall (or hedge, quay, moat), its emblem large, and a
    cartouche printed on it with its ring number stamped as a vermilion seal (the table writes
    the names)."""
    import types
    pg = p.pg
    tint = TINTS[did]
    rect = BOXES[did]
    x, y, w, h = rect
    outline = district_outline(did)
    pg.draw.polygon(p.s, tint, outline)
    ground = pg.Surface(SIZE, pg.SRCALPHA)
    pattern(types.SimpleNamespace(pg=pg, s=ground), did, (x - 12, y - 12, w + 24, h + 24), (*shade(tint, 0.86), 255))
    inside = pg.Surface(SIZE, pg.SRCALPHA)
    pg.draw.polygon(inside, (255, 255, 255, 255), outline)
    ground.blit(inside, (0, 0), special_flags=pg.BLEND_RGBA_MIN)
    p.s.blit(ground, (0, 0))
    cw = cartouche_width(p, did)
    card = (x + 8, y + 6, cw, CARD_H_CASTLE if did == "castle" else CARD_H)
    if did == "castle":  # above the order spaces
        stamp_picture(p, did, (x + 274, y + BAND + 92), 168)
    else:  # beside the cartouche, above the spaces, its ink clear of the card
        stamp_picture(p, did, *picture_place(p, did, card, rect, y + h - 90))
    draw_bounds(p, did, outline)
    printed_cartouche(p, card)
    seal = (x + 26, y + 30) if did == "castle" else (x + 26, y + 25)  # beside the name
    hanko(p, seal, str(ring + 1))


def hanko(p: Painter, centre, number: str) -> None:
    """A seal stamped in vermilion: a square with softened corners, a paper rule inside its edge,
    the number left in paper; the ink thins in a few flecks, as a stamp's does."""
    pg, s = p.pg, p.s
    seal = pg.Rect(0, 0, 28, 28)
    seal.center = centre
    pg.draw.rect(s, PIGMENTS["shu"], seal, border_radius=5)
    pg.draw.rect(s, PAPER, seal.inflate(-6, -6), 1, border_radius=3)
    rng = random.Random(centre[0] * 7 + centre[1])
    for _ in range(5):  # where the stamp took less ink
        pg.draw.circle(s, shade(PIGMENTS["shu"], 1.18), (rng.uniform(seal.left + 2, seal.right - 2),
                                                         rng.uniform(seal.top + 2, seal.bottom - 2)), 1)
    p.text(number, 18, (seal.centerx, seal.centery + 1), PAPER)


def cartouche_width(p: Painter, did: str) -> int:
    """The district's name card: wide in the Castle; elsewhere as wide as its name (after the
    seal) or its place (under it) needs in either language, leaving the picture its room
    (board_labels writes the names inside it)."""
    _id, name_en, name_zh, place_en, place_zh, _actions = next(d for d in DISTRICTS if d[0] == did)
    names = [p.font(NAME_SIZE, "bold").size(n)[0] for n in (name_en, name_zh)]
    places = [p.font(PLACE_SIZE, "regular").size(n)[0] for n in (place_en, place_zh)]
    if did == "castle":  # both on one line, clear of the keep
        return 38 + max(n + 14 + q for n, q in zip(names, places)) + 14
    return min(BOXES[did][2] - 84, max(120, 38 + max(names), 8 + max(places)) + 14)


def draw_space(p: Painter, rect, props) -> None:
    """A place for one disciple, painted as part of its district: a round place printed in the
    district's pigment, a ring within an ink ring (a Castle order space: its number on a
    square stone). The badge of a space covered with fewer players sits above it."""
    pg, s = p.pg, p.s
    x, y, w, h = rect
    tint = TINTS[props["district"]]
    stone, rim = shade(tint, 0.78), shade(tint, 0.55)
    cx, cy = x + w // 2, y + h // 2
    if props.get("action") == "order":
        # a square stone printed flat (no shadow: a raised tile read as a button), double-ruled
        p.rect(stone, rect, radius=8)
        p.rect(shade(tint, 0.92), (x + 5, y + 5, w - 10, h - 10), radius=5)
        p.rect(INK, rect, 3, radius=8)
        p.rect(rim, (x + 5, y + 5, w - 10, h - 10), 1, radius=5)
        p.text(str(props["slot"]), 30, (cx, cy - 2), INK)
    else:
        # a faint ink ring printed into the district: a place to stand, not a piece (gold and
        # paper are kept for the spaces lit as legal, board_view)
        radius = min(w, h) // 2 - 1
        pg.draw.circle(s, shade(tint, 0.93), (cx, cy), radius)
        pg.draw.circle(s, shade(tint, 0.5), (cx, cy), radius, 2)
    need = props["min_players"]
    if need > 2:  # covered with fewer players, as the box's covers
        # raised clear of a standing disciple's head, as board_view.badge_rect draws it again
        player_badge(p, (x + w - 34, y - 30, 34, 20), f"{need}+")


def player_badge(p: Painter, rect, words: str) -> None:
    """The players a space needs, printed as a small paper tab ruled in ink (board_view draws it
    again over the covers and highlights, alike)."""
    p.rect(CARTOUCHE_PAPER, rect, radius=5)
    p.rect(INK, rect, 2, radius=5)
    p.text(words, 15, (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2), INK)


def printed_cartouche(p: Painter, rect, paper=CARTOUCHE_PAPER) -> None:
    """A cartouche printed on the map: a flat field with notched corners inside a double ink rule."""
    x, y, w, h = rect
    def notched(inset, cut):
        a, b, c, d = x + inset, y + inset, x + w - inset, y + h - inset
        return [(a + cut, b), (c - cut, b), (c, b + cut), (c, d - cut), (c - cut, d), (a + cut, d), (a, d - cut),
                (a, b + cut)]
    p.pg.draw.polygon(p.s, paper, notched(0, 8))
    p.pg.draw.polygon(p.s, INK, notched(0, 8), 2)
    p.pg.draw.polygon(p.s, INK, notched(4, 6), 1)


def draw_legend(p: Painter) -> None:
    """What a space's badge means, in a cartouche printed in the free corner left of the Red Light."""
    x, y = 60, 700
    printed_cartouche(p, (x, y, 190, 112))
    player_badge(p, (x + 12, y + 14, 38, 22), "3+")
    station(p, (x + 31, y + 86), 16, "")


def station(p: Painter, centre, radius: int, number: str) -> None:
    """A guard post of the patrol: a round wooden sign with its number, under a small roof."""
    pg, s = p.pg, p.s
    cx, cy = centre
    pg.draw.polygon(s, INK, [(cx - radius - 4, cy - radius + 4), (cx + radius + 4, cy - radius + 4),
                             (cx, cy - radius - 10)])
    pg.draw.circle(s, (176, 128, 74), (cx, cy), radius)
    pg.draw.circle(s, PLAQUE, (cx, cy), radius - 5)
    pg.draw.circle(s, INK, (cx, cy), radius, 3)
    if number:
        p.text(number, 18, (cx, cy + 1))


NOTE_H = 32  # the market's note: one line
#: pigment, way round the ring (+1 clockwise), lane (px from the road's middle, + outwards)
PATROL_WAYS = (("shu", 1, 7), ("ai", -1, -7))
ROAD_W = 30  # the ring road's width inside its edge: two lanes, one for each patrol's arrow
WAYS_LEG = 4  # the arrows lie on the road between the stations of rings 4 and 5 (the Red Light's and the Market's)


def draw_patrol_ways(p: Painter, layers) -> None:
    """The two patrols' ways printed on the ring road itself, as arrows in its two lanes between
    the Red Light's and the Market's stations: the red patrol clockwise in the outer lane, the blue
    counter-clockwise in the inner one, so the way reads on the road without words."""
    pg, s = p.pg, p.s
    centres = [(x + w / 2, y + h / 2) for _n, _t, (x, y, w, h), _p in layers["patrol"]]
    road = _spline(centres)  # as draw_streets: ring order, clockwise on screen
    mid = (sum(x for x, _y in centres) / len(centres), sum(y for _x, y in centres) / len(centres))
    steps = len(road) // len(centres)
    leg = road[WAYS_LEG * steps + 3:WAYS_LEG * steps + steps - 2]  # clear of the two stations' discs
    for pigment, way, lane in PATROL_WAYS:
        line = []
        for k, (x, y) in enumerate(leg):  # moved across the road along its normal
            ax, ay = leg[max(0, k - 1)]
            bx, by = leg[min(len(leg) - 1, k + 1)]
            nx, ny = -(by - ay), bx - ax
            length = math.hypot(nx, ny) or 1
            if (mid[0] - x) * nx + (mid[1] - y) * ny > 0:  # the normal points outwards
                nx, ny = -nx, -ny
            line.append((x + nx / length * lane, y + ny / length * lane))
        if way < 0:
            line.reverse()
        tip, (bx, by) = line[-1], line[-3]
        dx, dy = tip[0] - bx, tip[1] - by
        length = math.hypot(dx, dy) or 1
        dx, dy = dx / length, dy / length
        head = [(tip[0] + dx * 14, tip[1] + dy * 14), (tip[0] - dy * 9, tip[1] + dx * 9),
                (tip[0] + dy * 9, tip[1] - dx * 9)]
        colour = PIGMENTS[pigment]
        _thick(p, INK, line, 10)
        pg.draw.polygon(s, INK, head)
        pg.draw.polygon(s, INK, head, 4)
        _thick(p, colour, line, 6)
        pg.draw.polygon(s, colour, head)
        pg.draw.polygon(s, INK, head, 2)
        pg.draw.circle(s, INK, line[0], 7)
        pg.draw.circle(s, colour, line[0], 5)


def draw_patrol(p: Painter, layers) -> None:
    for _n, _t, (x, y, w, h), props in layers["patrol"]:
        station(p, (x + w // 2, y + h // 2), 21, str(props["ring"] + 1))


def draw_market(p: Painter, layers) -> None:
    """The weapon stalls: five paper slots on a wooden counter, a paper note beneath."""
    slots = [rect for _n, _t, rect, _p in layers["market"]]
    left, top = slots[0][0] - 14, slots[0][1] - 8
    right, bottom = slots[-1][0] + slots[-1][2] + 14, slots[0][1] + slots[0][3] + 8
    counter = (left, top, right - left, bottom - top)
    p.rect(WOOD, counter, radius=4)  # printed flat, as the rest of the map: no shadow
    for yy in range(top + 7, bottom, 9):
        p.pg.draw.line(p.s, WOOD_GRAIN, (left + 6, yy), (right - 6, yy), 1)
    p.rect(INK, counter, 2, radius=4)
    p.rect(INK, (left + 4, top + 4, right - left - 8, bottom - top - 8), 1, radius=2)
    # its signboard, a cartouche on the counter's top edge (board_labels writes "Market weapons")
    printed_cartouche(p, ((left + right) // 2 - MARKET_SIGN // 2, slots[0][1] - 38, MARKET_SIGN, 32))
    # the paper note under the stalls: where new weapons enter (the patrol's ways are arrows: draw_patrol_ways)
    note = (slots[0][0], slots[0][1] + slots[0][3] + 10, slots[-1][0] + slots[-1][2] - slots[0][0], NOTE_H)
    printed_cartouche(p, note)
    for _n, _t, rect, props in layers["market"]:
        x, y, w, h = rect
        p.rect((246, 240, 226), rect, radius=6)
        p.rect(INK, rect, 2, radius=6)
        p.pg.draw.circle(p.s, (214, 180, 80), (x + w // 2, y + h - 22), 16)
        p.pg.draw.circle(p.s, INK, (x + w // 2, y + h - 22), 16, 2)
        # no slot number: under a weapon it is hidden, in an empty slot it read as a weapon's name
        # (and below 12 px); the table writes "Empty" there
        p.text(str(props["price"]), 18, (x + w // 2, y + h - 22))


def plaque(p: Painter, rect, radius: int = 6) -> None:
    """A wooden plaque hung on the board: a pale face, a darker edge, an ink line."""
    x, y, w, h = rect
    p.rect(shade(WOOD, 0.7), (x + 2, y + 3, w, h), radius=radius)
    p.rect(PLAQUE, rect, radius=radius)
    p.rect(WOOD_GRAIN, (x + 3, y + 3, w - 6, h - 6), 1, radius=max(2, radius - 3))
    p.rect(INK, rect, 2, radius=radius)


def lot_card(p: Painter, rect, props) -> None:
    """A lot as a card lying on the side board (the panel's main thing): paper on a soft shadow,
    edged a shade darker than itself rather than inked; its number on a vermilion seal top left,
    the points it also scores top right, its price on a gold coin at the foot."""
    pg, s = p.pg, p.s
    x, y, w, h = rect
    p.rect(shade(SIDE_WOOD, 0.78), (x + 2, y + 4, w, h), radius=7)
    p.rect(PLAQUE, rect, radius=7)
    p.rect(shade(PLAQUE, 0.72), rect, 1, radius=7)
    # the figures 18-20 px on the map: 13-14 px on the table, 11-12 at 1366×768
    pg.draw.circle(s, PIGMENTS["shu"], (x + 16, y + 16), 13)
    p.text(str(props["lot"]), 19, (x + 16, y + 16), (250, 246, 236))
    pg.draw.circle(s, (214, 180, 80), (x + w // 2, y + h - 20), 16)
    pg.draw.circle(s, shade(INK, 2.2), (x + w // 2, y + h - 20), 16, 1)
    p.text(str(props["base_price"]), 20, (x + w // 2, y + h - 20))
    if props["bonus_points"]:
        p.text(f"+{props['bonus_points']}★", 18, (x + w - 24, y + 16))


def card_outline(p: Painter, hollow, card=None) -> None:
    """Where a deck lies: the faint outline of a card on the board (``card``: its rectangle, by
    default a card's shape centred in ``hollow``), seen when the deck is empty."""
    if card is None:
        x, y, w, h = hollow
        cw = min(w - 4, (h - 4) * 120 // 168)
        ch = cw * 168 // 120
        card = (x + (w - cw) // 2, y + (h - ch) // 2, cw, ch)
    x, y, w, h = card
    p.rect(shade(SIDE_WOOD, 0.94), card, radius=6)
    p.rect(shade(SIDE_WOOD, 0.8), card, 1, radius=6)


def draw_panel(p: Painter, layers) -> None:
    """The tracks, lots and decks on a hinoki board beside the city: plaques and hanging tags."""
    pg, s = p.pg, p.s
    board = (PANEL_X - 12, EDGE + 8, SIZE[0] - EDGE - PANEL_X + 4, SIZE[1] - 2 * EDGE - 16)
    x0, y0, bw, bh = board
    p.rect(shade(GROUND, 0.8), (x0 + 3, y0 + 4, bw, bh), radius=10)
    p.rect(SIDE_WOOD, board, radius=10)
    for k, yy in enumerate(range(y0 + 10, y0 + bh - 6, 14)):  # the grain, gently wavering
        pts = [(xx, yy + 2.5 * math.sin(xx / 37 + k * 1.7)) for xx in range(x0 + 8, x0 + bw - 8, 12)]
        pg.draw.lines(s, SIDE_GRAIN, False, pts, 1)
    for yy in JOINTS:  # two faint joints part the auction, the order lines and the supply: space, not rules
        pg.draw.line(s, shade(SIDE_WOOD, 0.9), (x0 + 10, yy), (x0 + bw - 11, yy), 1)
    p.rect(shade(SIDE_WOOD, 0.55), board, 2, radius=10)
    for _n, kind, rect, props in layers["tracks"]:
        x, y, w, h = rect
        # the seat tracks are bare wood: the table lays the seats' tokens there, and names the
        # auction's lines only while it runs (the event's card takes their room the rest of the round)
        if kind != "round":
            continue
        # the round track: a printed line of small numbered dots (the table lights this round's)
        cy = y + h // 2
        if props["value"] > 1:
            pg.draw.line(s, shade(SIDE_WOOD, 0.6), (x + w // 2 - 35 + 12, cy), (x + w // 2 - 12, cy), 1)
        pg.draw.circle(s, PLAQUE, (x + w // 2, cy), 12)
        pg.draw.circle(s, shade(SIDE_WOOD, 0.6), (x + w // 2, cy), 12, 1)
        p.text(str(props["value"]), 14, (x + w // 2, cy), shade(INK, 1.8), weight="regular")
    for _n, _t, rect, props in layers["auction"]:  # cards lying on the board: a soft shadow, no ink
        lot_card(p, rect, props)
    lots = layers["auction"]
    for group in sorted({props["group"] for *_x, props in lots}):
        rects = [r for *_x, r, props in lots if props["group"] == group]
        if len([r for *_x, r, _p in lots if r[1] == rects[0][1]]) == len(rects):
            continue  # the group is its whole row (lots 1–3): the row says it, no bracket
        left, right = rects[0][0] + 4, rects[-1][0] + rects[-1][2] - 4
        bottom = rects[0][1] + rects[0][3] + 8
        pg.draw.lines(s, shade(SIDE_WOOD, 0.6), False, [(left, bottom - 4), (left, bottom), (right, bottom),
                                                        (right, bottom - 4)], 2)
    for (_holds, _colour), (_n, _t, rect, props) in zip(PILES, layers["piles"]):
        if props["holds"] == "current_event":  # the event lies face up across the panel (board_view)
            card_outline(p, rect, rect)
        elif props["holds"] not in ("annexes", "geisha"):  # the deck's card backs cover it while any are left
            card_outline(p, rect)
    for _n, _t, rect, props in layers["piles"][len(PILES):]:  # the church's coins on gold, the blessings on paper
        printed_cartouche(p, rect, (232, 208, 140) if props["holds"] == "church" else CARTOUCHE_PAPER)


SCORE_FIGURE = 19  # every fifth square's number: 11.7 px on the 1366×768 window (board_view SCORE_SEAL)


def draw_score(p: Painter, layers) -> None:
    """The score track as the map's printed border: a band of ochre paper between ink rules,
    divided by short ticks at either rule (the middle left for the seats' markers); every fifth
    square printed a shade darker with its number bold on a vermilion seal, the only numbers, so
    the track frames the map and reads at a glance instead of as a ruler of small print."""
    pg, s = p.pg, p.s
    w, h = SIZE
    band = pg.Surface(SIZE, pg.SRCALPHA)
    band.fill((*wash("kuchiba", 0.30), 255))
    pg.draw.rect(band, (0, 0, 0, 0), (EDGE, EDGE, w - 2 * EDGE, h - 2 * EDGE))
    s.blit(band, (0, 0))
    tick = shade(INK, 2.2)
    for _n, kind, rect, props in layers["tracks"]:
        if kind != "score":
            continue
        value = props["value"]
        x, y, rw, rh = rect
        if value % 5 == 0:  # the fifth squares: printed darker, every lap's milestones
            p.rect(wash("kuchiba", 0.55), rect)
        # the square's ticks towards its neighbour, at both rules (the next square draws the other side)
        if rh == EDGE:
            pg.draw.line(s, tick, (x, y + 5), (x, y + 13), 2)
            pg.draw.line(s, tick, (x, y + rh - 13), (x, y + rh - 5), 2)
        else:
            pg.draw.line(s, tick, (x + 5, y), (x + 13, y), 2)
            pg.draw.line(s, tick, (x + rw - 13, y), (x + rw - 5, y), 2)
        if value % 5 == 0:
            tw = p.font(SCORE_FIGURE).size(str(value))[0]
            seal = pg.Rect(x + 2, y + 2, tw + 4, 24)
            p.rect(PIGMENTS["shu"], seal, radius=4)
            p.text(str(value), SCORE_FIGURE, seal.center, (250, 246, 236))
    pg.draw.rect(s, INK, (0, 0, w, h), 4)
    pg.draw.rect(s, INK, (4, 4, w - 8, h - 8), 1)
    pg.draw.rect(s, INK, (EDGE - 4, EDGE - 4, w - 2 * EDGE + 8, h - 2 * EDGE + 8), 1)
    pg.draw.rect(s, INK, (EDGE, EDGE, w - 2 * EDGE, h - 2 * EDGE), 3)


def draw_art(layers: dict, out: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.font.init()
    p = Painter(pygame, pygame.Surface(SIZE))
    draw_background(p)
    draw_streets(p, layers)
    for ring, row in enumerate(DISTRICTS):
        draw_district(p, ring, *row)
    draw_patrol(p, layers)
    draw_patrol_ways(p, layers)
    draw_legend(p)
    for _n, _t, rect, props in layers["spaces"]:
        draw_space(p, rect, props)
    draw_market(p, layers)
    draw_panel(p, layers)
    draw_score(p, layers)
    pygame.image.save(p.s, str(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps")
    args = parser.parse_args(argv)
    layers = layout()
    found = problems(layers)
    if found:
        print("not written:", *found, sep="\n  ", file=sys.stderr)
        return 1
    root = build_tmx(layers)
    ET.indent(root, space=" ")
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "yedo.tmx"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n'
                    + ET.tostring(root, encoding="unicode").replace(" />", "/>") + "\n", encoding="utf-8")
    draw_art(layers, args.out / IMAGE)
    print(f"wrote {path} and {IMAGE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
