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
* ``piles``: where decks, supplies and the current event lie (type ``pile``).

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
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from make_shogun_maps import prop  # noqa: E402  (custom properties as Tiled 1.8 writes them)

TILE = 20
SIZE = (1600, 900)
IMAGE = "yedo_board.png"
SPACE = 60  # px: a space's square, room for one disciple

# id, ring, name_en, name_zh, place_en, place_zh, the district's actions (our ids, seed's order)
DISTRICTS = [
    ("castle", "Castle", "城堡區", "Edo Castle", "江戶城", "shogun,bakufu,order"),
    ("gate", "Gate", "門區", "Takanawa Ōkido", "高輪大木戶", "recruit,beg_1,beg_2,foresee_actions"),
    ("inn", "Inn", "宿屋區", "Shuku", "宿", "build_annex,foresee_weapons"),
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
    ("reserve", (210, 200, 180)),
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
MARKET = (420, 400, 360)  # x, y, width of the weapon slots row (centre of the city)
SLOT = (64, 84)
PANEL_X = 1164


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
        layers["auction"].append((f"lot {lot}", "lot", (PANEL_X + (lot - 1) * 56, 144, 52, 108),
                                  {"lot": lot, "prize": prize, "base_price": price, "bonus_points": points,
                                   "group": group}))
    tracks = layers["tracks"]
    for value, rect in enumerate(score_rects()):
        tracks.append((f"score {value}", "score", rect, {"value": value}))
    for r in range(1, ROUNDS + 1):
        tracks.append((f"round {r}", "round", (PANEL_X + (r - 1) * 35, 76, 33, 33), {"value": r}))
    for row, kind in enumerate(("player_order", "bid_order", "dropout")):
        for seat in range(1, SEATS + 1):
            tracks.append((f"{kind} {seat}", kind, (PANEL_X + 168 + (seat - 1) * 44, 292 + row * 48, 40, 40),
                           {"value": seat}))
    for i, (holds, *_rest) in enumerate(PILES[:4] + PILES[4:8] + PILES[8:]):
        row, col = (0, i) if i < 4 else (1, i - 4) if i < 8 else (2, i - 8)
        rect = (PANEL_X + col * 78, 450 + row * 132, 74, 104)  # a name band for two lines of 12-px words
        layers["piles"].append((holds, "pile", rect, {"holds": holds}))
    # the church's coins lie in the Port, the blessings on the Temple (seed 初期配置)
    for holds, district in (("church", "port"), ("blessings", "temple")):
        x, y, w, _h = BOXES[district]
        # 90 wide: "Blessings" whole at 13 px on the table, a margin either side
        layers["piles"].append((holds, "pile", (x + 14, y + BAND + 10, 90, 44), {"holds": holds}))
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
    w, h = SIZE
    root = ET.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal",
        "renderorder": "right-down", "width": str(w // TILE), "height": str(h // TILE),
        "tilewidth": str(TILE), "tileheight": str(TILE), "infinite": "0",
        "backgroundcolor": "#efe6d2", "nextlayerid": str(2 + len(layers)), "nextobjectid": "0",
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
    root.set("nextobjectid", str(next(ids)))
    return root


# -- art ---------------------------------------------------------------------------

INK = (28, 24, 22)  # sumi, as the cards' outlines (client/render/palette.py)
PAPER = (239, 230, 210)
WATER = (150, 190, 214)
WATER_DARK = (88, 136, 170)
#: the woodblock pigments the cards and pieces use (client/render/palette.py)
PIGMENTS = {"sumi": (28, 24, 22), "ai": (38, 64, 110), "shu": (196, 62, 40), "kuchiba": (184, 134, 58),
            "matsuba": (58, 98, 60), "asagi": (58, 138, 140), "kin": (204, 168, 84)}


def wash(pigment: str, share: float) -> tuple[int, int, int]:
    """``pigment`` thinned on the map's paper: a district's ground."""
    return tuple(round(p * share + q * (1 - share)) for p, q in zip(PIGMENTS[pigment], PAPER))


#: district → (tint, darker motif colour), each a pigment thinned and full; the motif and the
#: pattern, not the hue, tell them apart, and the thinning keeps their greys ~8 apart
TINTS = {
    "castle": (wash("sumi", 0.09), (110, 106, 100)),
    "gate": (wash("kuchiba", 0.50), PIGMENTS["kuchiba"]),
    "inn": (wash("kin", 0.48), (150, 122, 58)),
    "port": (wash("asagi", 0.45), PIGMENTS["asagi"]),
    "red_light": (wash("shu", 0.29), PIGMENTS["shu"]),
    "market": (wash("matsuba", 0.41), PIGMENTS["matsuba"]),
    "temple": (wash("ai", 0.40), PIGMENTS["ai"]),
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

    def on(self, surface) -> "Painter":
        """The same painter drawing on another surface."""
        other = object.__new__(Painter)
        other.__dict__.update(self.__dict__, s=surface)
        return other

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
    """A fill pattern per district, so the seven differ in greyscale too."""
    pg, s = p.pg, p.s
    x, y, w, h = rect
    clip = s.get_clip()
    s.set_clip(rect)
    if district == "castle":  # stone blocks
        for row, yy in enumerate(range(y, y + h, 18)):
            pg.draw.line(s, colour, (x, yy), (x + w, yy), 1)
            for xx in range(x - (row % 2) * 20, x + w, 40):
                pg.draw.line(s, colour, (xx, yy), (xx, yy + 18), 1)
    elif district == "gate":  # vertical planks
        for xx in range(x, x + w, 14):
            pg.draw.line(s, colour, (xx, y), (xx, y + h), 2)
    elif district == "inn":  # roof shingles: horizontal rows of scallops
        for yy in range(y, y + h, 16):
            for xx in range(x, x + w, 16):
                pg.draw.arc(s, colour, (xx, yy, 16, 16), math.pi, 2 * math.pi, 1)
    elif district == "port":  # waves
        for yy in range(y + 8, y + h, 20):
            for xx in range(x - 10, x + w, 30):
                pg.draw.arc(s, colour, (xx, yy, 30, 14), 0, math.pi, 2)
    elif district == "red_light":  # diagonal lattice (koshi)
        for d in range(-h, w, 18):
            pg.draw.line(s, colour, (x + d, y), (x + d + h, y + h), 1)
            pg.draw.line(s, colour, (x + d + h, y), (x + d, y + h), 1)
    elif district == "market":  # awning stripes
        for xx in range(x, x + w, 24):
            pg.draw.rect(s, colour, (xx, y, 10, h))
    elif district == "temple":  # raked gravel dots
        for row, yy in enumerate(range(y + 6, y + h, 14)):
            for xx in range(x + 6 + (row % 2) * 7, x + w, 14):
                pg.draw.circle(s, colour, (xx, yy), 2)
    s.set_clip(clip)


def motif(p: Painter, district: str, cx: int, base: int, colour) -> None:
    """The district's emblem, drawn about 80 px tall standing on ``base``."""
    pg, s = p.pg, p.s
    if district == "castle":  # tenshu: stone base, three roofs
        pg.draw.polygon(s, colour, [(cx - 46, base), (cx + 46, base), (cx + 36, base - 22), (cx - 36, base - 22)])
        for i, half in enumerate((44, 34, 24)):
            top = base - 22 - i * 22
            pg.draw.rect(s, PAPER, (cx - half + 10, top - 16, 2 * half - 20, 16))
            pg.draw.rect(s, colour, (cx - half + 10, top - 16, 2 * half - 20, 16), 2)
            pg.draw.polygon(s, colour, [(cx - half - 4, top - 14), (cx + half + 4, top - 14),
                                        (cx + half - 10, top - 24), (cx - half + 10, top - 24)])
        pg.draw.polygon(s, colour, [(cx - 12, base - 90), (cx + 12, base - 90), (cx, base - 100)])
    elif district == "gate":  # kido: two posts, a beam, a small roof
        pg.draw.rect(s, colour, (cx - 40, base - 70, 10, 70))
        pg.draw.rect(s, colour, (cx + 30, base - 70, 10, 70))
        pg.draw.rect(s, colour, (cx - 50, base - 70, 100, 10))
        pg.draw.polygon(s, colour, [(cx - 58, base - 74), (cx + 58, base - 74), (cx + 44, base - 88), (cx - 44, base - 88)])
        for xx in range(cx - 26, cx + 30, 10):
            pg.draw.line(s, colour, (xx, base - 56), (xx, base), 2)
    elif district == "inn":  # a house with a noren curtain and a hanging lantern
        pg.draw.polygon(s, colour, [(cx - 52, base - 50), (cx + 52, base - 50), (cx, base - 84)])
        pg.draw.rect(s, colour, (cx - 42, base - 50, 84, 50), 3)
        for i in range(3):
            pg.draw.rect(s, colour, (cx - 30 + i * 21, base - 46, 18, 24))
        pg.draw.ellipse(s, colour, (cx + 50, base - 46, 16, 24))
    elif district == "port":  # a boat with a sail on the waves
        pg.draw.polygon(s, colour, [(cx - 50, base - 24), (cx + 50, base - 24), (cx + 34, base - 6), (cx - 38, base - 6)])
        pg.draw.line(s, colour, (cx, base - 24), (cx, base - 90), 3)
        pg.draw.rect(s, colour, (cx - 30, base - 86, 60, 52), 3)
        for i in range(3):
            pg.draw.arc(s, colour, (cx - 60 + i * 40, base - 8, 40, 14), 0, math.pi, 3)
    elif district == "red_light":  # three round lanterns on a line
        pg.draw.line(s, colour, (cx - 60, base - 84), (cx + 60, base - 84), 2)
        for dx in (-40, 0, 40):
            pg.draw.line(s, colour, (cx + dx, base - 84), (cx + dx, base - 74), 2)
            pg.draw.ellipse(s, colour, (cx + dx - 14, base - 74, 28, 38))
            pg.draw.line(s, PAPER, (cx + dx - 12, base - 55), (cx + dx + 12, base - 55), 2)
    elif district == "market":  # a stall: awning and counter with goods
        pg.draw.polygon(s, colour, [(cx - 56, base - 60), (cx + 56, base - 60), (cx + 46, base - 84), (cx - 46, base - 84)])
        pg.draw.rect(s, colour, (cx - 50, base - 60, 6, 60))
        pg.draw.rect(s, colour, (cx + 44, base - 60, 6, 60))
        pg.draw.rect(s, colour, (cx - 50, base - 26, 100, 10))
        for dx in (-30, -8, 14, 34):
            pg.draw.circle(s, colour, (cx + dx, base - 34), 7)
    elif district == "temple":  # a pagoda
        pg.draw.line(s, colour, (cx, base - 100), (cx, base - 80), 3)
        for i in range(4):
            half = 48 - i * 9
            top = base - i * 20
            pg.draw.rect(s, colour, (cx - half + 14, top - 12, 2 * (half - 14), 12), 2)
            pg.draw.polygon(s, colour, [(cx - half, top - 12), (cx + half, top - 12), (cx + half - 12, top - 20),
                                        (cx - half + 12, top - 20)])


def stamp_motif(p: Painter, district: str, foot, colour, scale: float) -> None:
    """The motif drawn full size on its own layer, scaled, its foot at ``foot``."""
    pg = p.pg
    layer = pg.Surface((160, 120), pg.SRCALPHA)
    motif(Painter.on(p, layer), district, 80, 112, colour)
    size = (round(160 * scale), round(120 * scale))
    small = pg.transform.smoothscale(layer, size)
    p.s.blit(small, (foot[0] - size[0] // 2, foot[1] - round(112 * scale)))


def draw_background(p: Painter) -> None:
    pg, s = p.pg, p.s
    s.fill(PAPER)
    # streets: a faint grid
    for xx in range(EDGE, PANEL_X - 20, 40):
        pg.draw.line(s, (228, 216, 192), (xx, EDGE), (xx, SIZE[1] - EDGE), 1)
    for yy in range(EDGE, SIZE[1] - EDGE, 40):
        pg.draw.line(s, (228, 216, 192), (EDGE, yy), (PANEL_X - 20, yy), 1)
    # Edo bay in the south-east, behind the Port and the Inn
    bay = [(560, 860), (600, 800), (960, 760), (1130, 640), (1150, 560), (1150, 860)]
    pg.draw.polygon(s, WATER, bay)
    for yy in range(700, 860, 22):
        for xx in range(700, 1150, 46):
            pg.draw.arc(s, WATER_DARK, (xx + (yy // 22 % 2) * 23, yy, 26, 10), 0, math.pi, 2)
    # the castle moat
    x, y, w, h = BOXES["castle"]
    p.rect(WATER, (x - 10, y - 10, w + 20, h + 20), radius=14)


def draw_district(p: Painter, ring: int, did: str, *_names_and_actions) -> None:
    tint, dark = TINTS[did]
    rect = BOXES[did]
    x, y, w, h = rect
    p.rect(tint, rect, radius=10)
    pattern(p, did, (x, y + BAND, w, h - BAND), shade(tint, 0.84))
    if did == "castle":  # above the order spaces
        stamp_motif(p, did, (x + 262, y + BAND + 100), dark, 0.9)
    else:  # between the name band and the spaces, on the right
        stamp_motif(p, did, (x + w - 62, y + BAND + 68), dark, 0.62)
    # the name band: the ring number; the table writes the names in the player's language
    p.rect(shade(tint, 1.06), (x, y, w, BAND), radius=10)
    p.rect(INK, rect, 3, radius=10)
    p.pg.draw.line(p.s, INK, (x, y + BAND), (x + w - 1, y + BAND), 2)
    p.pg.draw.circle(p.s, INK, (x + 24, y + 28), 16)
    p.text(str(ring + 1), 20, (x + 24, y + 28), PAPER)


def draw_space(p: Painter, rect, props) -> None:
    pg, s = p.pg, p.s
    x, y, w, h = rect
    p.rect((252, 248, 238), rect, radius=8)
    p.rect(INK, rect, 3, radius=8)
    cx, cy = x + w // 2, y + h // 2
    if props.get("action") == "order":
        p.text(str(props["slot"]), 30, (cx, cy + 2), shade(INK, 1.4))
    else:  # an empty disciple silhouette: the place for one disciple
        pg.draw.circle(s, (214, 206, 190), (cx, cy - 10), 9)
        pg.draw.polygon(s, (214, 206, 190), [(cx - 16, cy + 20), (cx + 16, cy + 20), (cx + 9, cy + 2), (cx - 9, cy + 2)])
    need = props["min_players"]
    if need > 2:  # covered with fewer players, as the box's covers
        badge = (x + w - 38, y - 11, 38, 22)
        p.rect(INK, badge, radius=11)
        p.text(f"{need}+", 15, (badge[0] + 20, badge[1] + 11), PAPER)


def draw_legend(p: Painter) -> None:
    """What a space's badge means, in the free corner left of the Red Light."""
    x, y = 60, 700
    p.rect((250, 246, 236), (x, y, 190, 112), radius=8)
    p.rect(INK, (x, y, 190, 112), 2, radius=8)
    p.rect(INK, (x + 12, y + 14, 38, 22), radius=11)
    p.text("3+", 15, (x + 31, y + 25), PAPER)
    p.pg.draw.circle(p.s, INK, (x + 31, y + 86), 16, 3)


def draw_patrol(p: Painter, layers) -> None:
    pg, s = p.pg, p.s
    centres = [(x + w // 2, y + h // 2) for _n, _t, (x, y, w, h), _p in layers["patrol"]]
    for a, b in zip(centres, centres[1:] + centres[:1]):  # the road round the ring, dashed
        steps = max(1, int(math.dist(a, b) // 14))
        for i in range(0, steps, 2):
            p0 = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            p1 = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
            pg.draw.line(s, (150, 130, 100), p0, p1, 5)
    for (cx, cy), (_n, _t, _r, props) in zip(centres, layers["patrol"]):
        pg.draw.circle(s, PAPER, (cx, cy), 22)
        pg.draw.circle(s, INK, (cx, cy), 22, 3)
        pg.draw.circle(s, INK, (cx, cy), 15, 1)
        p.text(str(props["ring"] + 1), 18, (cx, cy))


def draw_market(p: Painter, layers) -> None:
    mx, my, mw = MARKET
    for _n, _t, rect, props in layers["market"]:
        x, y, w, h = rect
        p.rect((246, 240, 226), rect, radius=6)
        p.rect(INK, rect, 2, radius=6)
        p.pg.draw.circle(p.s, (214, 180, 80), (x + w // 2, y + h - 22), 16)
        p.pg.draw.circle(p.s, INK, (x + w // 2, y + h - 22), 16, 2)
        # no slot number: under a weapon it is hidden, in an empty slot it read as a weapon's name
        # (and below 12 px); the table writes "Empty" there
        p.text(str(props["price"]), 18, (x + w // 2, y + h - 22))



def draw_panel(p: Painter, layers) -> None:
    pg, s = p.pg, p.s
    p.rect((226, 214, 190), (PANEL_X - 12, EDGE + 8, SIZE[0] - EDGE - PANEL_X + 4, SIZE[1] - 2 * EDGE - 16), radius=10)
    for _n, kind, rect, props in layers["tracks"]:
        x, y, w, h = rect
        if kind == "score":
            continue
        p.rect((250, 246, 236), rect, radius=6)
        p.rect(INK, rect, 2, radius=6)
        p.text(str(props["value"]), 16, (x + w // 2, y + h // 2), shade(INK, 1.5))
    lots = layers["auction"]
    for _n, _t, rect, props in lots:
        x, y, w, h = rect
        p.rect((250, 246, 236), rect, radius=6)
        p.rect(INK, rect, 2, radius=6)
        p.text(str(props["lot"]), 18, (x + w // 2, y + 14))
        pg.draw.circle(s, (214, 180, 80), (x + w // 2, y + h - 18), 14)
        pg.draw.circle(s, INK, (x + w // 2, y + h - 18), 14, 2)
        p.text(str(props["base_price"]), 16, (x + w // 2, y + h - 18))
        if props["bonus_points"]:
            p.text(f"+{props['bonus_points']}★", 13, (x + w // 2, y + 66))
    for group in sorted({props["group"] for *_x, props in lots}):
        rects = [r for *_x, r, props in lots if props["group"] == group]
        left, right = rects[0][0] + 4, rects[-1][0] + rects[-1][2] - 4
        bottom = rects[0][1] + rects[0][3] + 8
        pg.draw.lines(s, INK, False, [(left, bottom - 4), (left, bottom), (right, bottom), (right, bottom - 4)], 2)
    for (_holds, colour), (_n, _t, rect, _p) in zip(PILES, layers["piles"]):
        x, y, w, h = rect
        p.rect(colour, rect, radius=6)
        p.rect(INK, rect, 2, radius=6)
        p.rect((250, 246, 236), (x + 3, y + h - 60, w - 6, 57), radius=4)  # the table writes the name here
    for _n, _t, rect, props in layers["piles"][len(PILES):]:  # the church's coins gold, the blessings white
        p.rect((236, 212, 146) if props["holds"] == "church" else (252, 250, 244), rect, radius=6)
        p.rect(INK, rect, 2, radius=6)


def draw_score(p: Painter, layers) -> None:
    for _n, kind, rect, props in layers["tracks"]:
        if kind != "score":
            continue
        value = props["value"]
        fill = (206, 190, 160) if value % 5 == 0 else (232, 222, 200)
        p.rect(fill, rect)
        p.rect(INK, rect, 1)
        x, y, w, h = rect
        p.text(str(value), 16 if value % 5 == 0 else 13, (x + w // 2, y + h // 2),
               INK if value % 5 == 0 else shade(INK, 1.8))


def draw_art(layers: dict, out: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.font.init()
    p = Painter(pygame, pygame.Surface(SIZE))
    draw_background(p)
    for ring, row in enumerate(DISTRICTS):
        draw_district(p, ring, *row)
    draw_patrol(p, layers)
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
