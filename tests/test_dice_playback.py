"""The shared dice sheet (client/widgets/dice_playback.py) as a player sees it on any table: a sheet as
wide as its words and dice (not a fixed box), that keeps its size while the dice roll and land, and
the outcome written in the sheet's vermilion only once the dice lie still."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.render import palette  # noqa: E402
from client.widgets.dice_playback import ROLL_SECONDS, DiceRow, Playback, Step  # noqa: E402

BOARD = pygame.Rect(8, 72, 1168, 820)
COLOURS = [palette.seat_colour(i) for i in range(4)]


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    yield


def _grey_die(surface, centre, value, size, lit, tilt=0.0):
    """A die with no red in it, so that only the sheet's own vermilion counts."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    pygame.draw.rect(surface, (200, 200, 200), rect)
    return rect


def _drawn(step: Step, t: float) -> tuple[pygame.Surface, pygame.Rect]:
    playback = Playback(die=_grey_die)
    playback.push([step])
    playback.t = t
    surface = pygame.Surface((1600, 900))
    surface.fill((60, 40, 30))
    playback.draw(surface, BOARD, lambda space: (-999, -999), lambda square: pygame.Rect(0, 0, 1, 1), 60,
                  COLOURS, lambda seat: f"P{seat + 1}")
    return surface, playback.panel


def _vermilion(surface, rect) -> int:
    lit = palette.SHEET_LIT
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if all(abs(a - b) <= 24 for a, b in zip(surface.get_at((x, y))[:3], lit)))


def test_the_dice_sheet_is_as_wide_as_what_it_shows():
    one = Step("dice", 2.0, "Occupation", [DiceRow(1, (5,))], "P2 occupies the city.")
    many = Step("dice", 2.0, "National war: P4 attacks P1",
                [DiceRow(3, (3, 3, 6, 2, 1), "1 hit"), DiceRow(0, (3, 2, 4, 5, 6), "2 hits")],
                "Still standing: 2 attacking, 3 defending.")
    _surface, small = _drawn(one, ROLL_SECONDS + 0.1)
    _surface, large = _drawn(many, ROLL_SECONDS + 0.1)
    assert small.width < large.width and small.height < large.height
    assert BOARD.contains(small) and BOARD.contains(large)
    assert small.width <= 400  # a single die's sheet leaves the board to the board (no fixed 520-px box)


def test_the_sheet_keeps_its_size_while_the_dice_roll_and_land():
    step = Step("dice", 2.0, "Melee", [DiceRow(0, (4,), "strength 4"), DiceRow(1, (2,), "strength 2")],
                "P2 loses 2 thousand", good={(0, 0)})
    _surface, rolling = _drawn(step, 0.1)
    _surface, still = _drawn(step, ROLL_SECONDS + 0.1)
    assert rolling == still


def test_the_outcome_is_written_in_vermilion_once_the_dice_lie_still():
    step = Step("dice", 2.0, "Occupation: P2 needs 4 or more", [DiceRow(1, (3,))], "P2 fails to occupy the city.")
    rolling, panel = _drawn(step, 0.1)
    still, _panel = _drawn(step, ROLL_SECONDS + 0.1)
    assert _vermilion(rolling, panel) == 0
    assert _vermilion(still, panel) > 100
