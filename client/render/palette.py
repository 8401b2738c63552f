"""Colours and seat markings. Seat colours come from the Okabe–Ito palette so
they stay apart for colour-blind players, and every seat also has a shape."""
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
VERMILION = (178, 58, 42)
MUTED = (150, 138, 120)
DISABLED = (98, 90, 80)
WHITE = (250, 248, 240)
SHADOW = (0, 0, 0)


@dataclass(frozen=True)
class SeatColour:
    key: str
    name: str  # msgid
    rgb: tuple[int, int, int]
    shape: str  # circle, square, triangle, diamond, cross, star, hexagon


# Okabe–Ito plus white and grey; each with a distinct shape for the board.
SEAT_COLOURS = (
    SeatColour("red", N_("Red"), (213, 94, 0), "circle"),
    SeatColour("blue", N_("Blue"), (0, 114, 178), "square"),
    SeatColour("yellow", N_("Yellow"), (240, 228, 66), "triangle"),
    SeatColour("purple", N_("Purple"), (204, 121, 167), "diamond"),
    SeatColour("black", N_("Black"), (40, 40, 40), "cross"),
    SeatColour("sky", N_("Sky"), (86, 180, 233), "star"),
    SeatColour("orange", N_("Orange"), (230, 159, 0), "hexagon"),
    SeatColour("white", N_("White"), (235, 235, 235), "pentagon"),
)


def seat_colour(index: int) -> SeatColour:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def text_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light text, whichever reads on this background."""
    r, g, b = rgb
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else WHITE
