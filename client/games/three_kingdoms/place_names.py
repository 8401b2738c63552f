"""The cities' names: every city on the board is called after a place of the Three Kingdoms, so the log
can say "Player 1 stations a troop in Xuchang" and the player finds Xuchang on the board at a glance
(its name is written there), instead of reading coordinates.

Names are given in the order the city parts are laid: a part that joins no city laid before it founds a
city and takes the next name of ``NAMES`` (the start tile's city is Luoyang); when cities grow together
the joined city keeps its oldest name. Everything follows from the tiles as laid, so a game's names are
the same on every screen, in a review and after a reload. Pure: no pygame.
"""
from __future__ import annotations

import re

from client.i18n import N_, _

from .board import STEPS

NAMES = (N_("Luoyang"), N_("Chang'an"), N_("Xuchang"), N_("Chengdu"), N_("Jianye"), N_("Xiangyang"),
         N_("Jiangling"), N_("Hanzhong"), N_("Wancheng"), N_("Yecheng"), N_("Xiapi"), N_("Shouchun"),
         N_("Hefei"), N_("Chaisang"), N_("Changsha"), N_("Guiyang"), N_("Lingling"), N_("Wuling"),
         N_("Jiangxia"), N_("Maicheng"), N_("Fancheng"), N_("Changban"), N_("Puyang"), N_("Chenliu"),
         N_("Guandu"), N_("Baima"), N_("Beihai"), N_("Xiangping"), N_("Nanpi"), N_("Jicheng"), N_("Jinyang"),
         N_("Tianshui"), N_("Wuwei"), N_("Jieting"), N_("Wuzhang"), N_("Yangping"), N_("Mianzhu"),
         N_("Jiameng"), N_("Baidi"), N_("Yong'an"), N_("Jiangzhou"), N_("Langzhong"), N_("Nanzheng"),
         N_("Wuchang"), N_("Kuaiji"), N_("Wujun"), N_("Danyang"), N_("Lujiang"), N_("Ruxu"), N_("Guangling"),
         N_("Pengcheng"), N_("Langya"), N_("Runan"), N_("Yingchuan"), N_("Hongnong"), N_("Henei"),
         N_("Shangdang"), N_("Liaodong"), N_("Zhuojun"), N_("Jincheng"))

Part = tuple[int, int, str]  # a city part: its tile's square and the part's name on the tile

_FOUNDERS: dict[tuple, tuple[Part, ...]] = {}  # the tiles as laid, in order → the parts that founded a city


def founders(board) -> tuple[Part, ...]:
    """The city parts that founded a city, in the order laid: those none of whose edges meets a tile laid
    before theirs (a city edge always joins the city across it)."""
    laid = tuple(board.placed.items())
    found = _FOUNDERS.get(laid)
    if found is None:
        order = {square: k for k, (square, _tile) in enumerate(laid)}
        out = []
        for k, ((x, y), (t, r)) in enumerate(laid):
            for part in board.tiles.type(t).faces[r].cities:
                if all(order.get((x + STEPS[e][0], y + STEPS[e][1]), k) >= k for e in part.edges):
                    out.append((x, y, part.name))
        found = tuple(out)
        if len(_FOUNDERS) >= 16:
            _FOUNDERS.clear()
        _FOUNDERS[laid] = found
    return found


def founder_name(k: int) -> str:
    """The ``k``-th city founded, by name in the reader's language (past the list: "New Luoyang"…)."""
    name = _(NAMES[k % len(NAMES)])
    return name if k < len(NAMES) else _("New {name}").format(name=name)


def city_names(board) -> dict[int, str]:
    """Every city on the board (by its root) → its name: that of the oldest part that founded it."""
    out: dict[int, str] = {}
    for k, (x, y, part) in enumerate(founders(board)):
        out.setdefault(board.city_of(x, y, part), founder_name(k))
    return out


def space_name(board, space) -> str | None:
    """The name of the city a garrison space (or a city's key space) lies in; None when ``board`` does not
    hold that tile (a review's board before the tile was laid)."""
    if board is None or (space[0], space[1]) not in board.placed:
        return None
    try:
        root = board.city_of_space(tuple(space))
    except (KeyError, IndexError):
        return None
    return city_names(board).get(root)


def tile_cities(board, square) -> tuple[list[str], list[str]]:
    """(the cities the tile at ``square`` grew, the cities it founded) by name, each once, in the tile's
    order of parts; two empty lists when ``board`` does not hold the tile."""
    if board is None or square not in board.placed:
        return [], []
    t, r = board.placed[square]
    mine = set(founders(board))
    names = city_names(board)
    found_names = {part: founder_name(k) for k, part in enumerate(founders(board))}
    grew: list[str] = []
    founded: list[str] = []
    for part in board.tiles.type(t).faces[r].cities:
        key = (square[0], square[1], part.name)
        if key in mine:
            name, into = found_names[key], founded
        else:
            name, into = names[board.city_of(square[0], square[1], part.name)], grew
        if name not in grew and name not in founded:
            into.append(name)
    return grew, founded


def squares_named(text: str, board) -> list[tuple[int, int]]:
    """The squares of the cities a log line names, in the order named, each city's in the order laid (a name
    once founded is found even after its city grew into an older one: its part lies in it still)."""
    if board is None:
        return []
    places: dict[str, Part] = {}
    for k, part in enumerate(founders(board)):
        places.setdefault(founder_name(k), part)
    if not places:
        return []
    found = []
    for name in sorted(places, key=len, reverse=True):  # "New Luoyang" before "Luoyang"
        for m in re.finditer(_pattern(name), text):
            if not any(a <= m.start() < b for a, b, _n in found):
                found.append((m.start(), m.end(), name))
    out: list[tuple[int, int]] = []
    order = {square: k for k, square in enumerate(board.placed)}
    for _a, _b, name in sorted(found):
        x, y, part = places[name]
        for square in sorted(board.tiles_of(board.city_of(x, y, part)), key=order.__getitem__):  # newest last
            if square not in out:
                out.append(square)
    return out


def _pattern(name: str) -> str:
    """A name as a whole word in Latin script (Chang'an, not Chang in Changsha); as written in Chinese."""
    if name.isascii():
        return r"(?<![\w'])" + re.escape(name) + r"(?![\w'])"
    return re.escape(name)
