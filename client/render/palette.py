"""Colours and seat markings. Every seat has a colour that is what its name says and
a shape of its own, so colour is never the only cue."""
from __future__ import annotations

from dataclasses import dataclass

from client.i18n import N_

INK = (27, 23, 20)
LACQUER = (38, 30, 26)
PANEL = (52, 42, 36)
PANEL_HI = (74, 60, 50)
PAPER = (239, 230, 210)
PAPER_DIM = (200, 188, 166)
GOLD = (201, 164, 92)
HIGHLIGHT = (255, 226, 120)  # what can be chosen, what just happened: the same pale gold everywhere
VERMILION = (178, 58, 42)
MUTED = (150, 138, 120)
DISABLED = (98, 90, 80)
WHITE = (250, 248, 240)
SHADOW = (0, 0, 0)

# The woodblock pigments (ART.md): boards, cards and pieces are painted from these names, not
# from raw RGB in the view code. The SVG pictures under assets/art use the same values
# (tests/test_art.py holds them to it).
SUMI = (28, 24, 22)  # ink: outlines, text on paper
WASHI = (244, 236, 218)  # white paper
KINARI = (228, 214, 184)  # unbleached paper: card and map grounds
AI = (38, 64, 110)  # indigo
SHU = (196, 62, 40)  # vermilion
KUCHIBA = (184, 134, 58)  # fallen-leaf ochre
MATSUBA = (58, 98, 60)  # pine green
ASAGI = (58, 138, 140)  # pale teal
KIN = (204, 168, 84)  # gold: only for what matters
MURASAKI = (104, 66, 120)  # gromwell purple: a few opera masks (Zhang Liao, Sun Quan's beard)
# The table's paper sheets (score sheets, the log, prompts): washi on the table, ink text, the
# vermilion seal for what is lit or chosen (gold does not read on paper). The dark lacquer
# panels above stay for dialogs over a dimmed table.
SHEET = (241, 232, 210)
SHEET_HI = (226, 210, 174)  # a lit row on a sheet
SHEET_EDGE = (122, 98, 70)  # the sheet's hairline border
SHEET_INK = SUMI
SHEET_DIM = (94, 82, 70)  # secondary words on a sheet (contrast 6.2 on SHEET)
SHEET_LIT = (160, 44, 28)  # vermilion deep enough for small words (6.0 on SHEET, 4.9 on SHEET_HI)
PIGMENTS = {"sumi": SUMI, "washi": WASHI, "kinari": KINARI, "ai": AI, "shu": SHU,
            "kuchiba": KUCHIBA, "matsuba": MATSUBA, "asagi": ASAGI, "kin": KIN, "murasaki": MURASAKI}


def hex_colour(rgb) -> str:
    """``#rrggbb`` for an SVG fill."""
    return "#{:02x}{:02x}{:02x}".format(*rgb[:3])


@dataclass(frozen=True)
class SeatColour:
    key: str
    name: str  # msgid
    rgb: tuple[int, int, int]
    shape: str  # circle, square, triangle, diamond, cross, star, hexagon, pentagon


# Chosen so any two stay clearly apart (CIEDE2000 above 20) for normal vision and
# under simulated protanopia, deuteranopia and tritanopia (Machado 2009), mostly by
# lightness where hue fails: dark red vs light orange, navy vs light violet, sky vs
# white. tests/test_seat_colours.py holds them to it; the first five are the defaults.
# Woodblock pigments, not screen colours: enji crimson, gamboge yellow (yamabuki), wisteria
# violet (fuji-murasaki), persimmon orange. Yellow cannot go down to ochre: under deuteranopia
# it then meets the orange and Shogun's yellow region, so the red and orange were deepened
# to give the yellow room.
SEAT_COLOURS = (
    SeatColour("red", N_("Red"), (152, 32, 36), "circle"),
    SeatColour("blue", N_("Blue"), (36, 62, 152), "square"),
    SeatColour("yellow", N_("Yellow"), (248, 200, 68), "triangle"),
    SeatColour("purple", N_("Purple"), (131, 114, 212), "diamond"),
    SeatColour("black", N_("Black"), (8, 8, 8), "cross"),
    SeatColour("sky", N_("Sky"), (140, 200, 244), "star"),
    SeatColour("orange", N_("Orange"), (200, 110, 48), "hexagon"),
    SeatColour("white", N_("White"), (252, 254, 254), "pentagon"),
)


def seat_colour(index: int) -> SeatColour:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def luminance(rgb) -> float:
    """Relative luminance (WCAG): 0 for black, 1 for white."""
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG contrast ratio, 1 (none) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


_TEXT_ON: dict[tuple, tuple[int, int, int]] = {}  # a few colours, asked for every piece drawn


def text_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light text, whichever stands out more on this background."""
    key = tuple(rgb[:3])
    ink = _TEXT_ON.get(key)
    if ink is None:
        ink = _TEXT_ON[key] = INK if contrast(INK, key) >= contrast(WHITE, key) else WHITE
    return ink


def is_dark(rgb) -> bool:
    """Too dark to stand out on the table's dark panels without a light rim."""
    return luminance(rgb) < 0.08


SHU_BRIGHT = (222, 84, 46)  # a brighter vermilion: Samurai Sword's resilience hearts, apart from the red seat's dye
PIGMENTS["shu_bright"] = SHU_BRIGHT
# a sheet in the background, a shade under SHEET: a table's records (its players' sheet, its log) lie
# quieter than the sheet of the decision (SHEET_DIM 5.6 on it, SHEET_LIT 5.4)
SHEET_QUIET = (230, 220, 198)
