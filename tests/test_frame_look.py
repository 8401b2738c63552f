"""The frame every table shares, as things lying on the table: the indigo cloth of the title bar,
wooden tablets for buttons, paper sheets written in ink. Every word on them stands out from its
ground (WCAG 4.5:1), and a button that cannot be pressed looks it."""
import pygame
import pytest

from client.render import palette
from client.scenes import table_chrome
from client.widgets import button

contrast = palette.contrast


@pytest.mark.parametrize("ink", [palette.WASHI, table_chrome.BAND_GOLD, palette.PAPER_DIM])
@pytest.mark.parametrize("ground", [table_chrome.BAND, table_chrome.BAND_PATTERN])
def test_the_title_bars_words_stand_out_from_its_cloth_and_its_pattern(ink, ground):
    assert contrast(ink, ground) >= 4.5


@pytest.mark.parametrize("look", [button.WOOD, button.WOOD_HOVER, button.LACQUER_RED, button.LACQUER_RED_HOVER])
def test_a_buttons_words_stand_out_from_its_tablet_and_its_grain(look):
    fill, grain, ink = look
    assert contrast(ink, fill) >= 4.5 and contrast(ink, grain) >= 4.5


@pytest.mark.parametrize("ink", [palette.SHEET_INK, palette.SHEET_DIM, palette.SHEET_LIT, palette.AI,
                                 palette.MATSUBA])
@pytest.mark.parametrize("ground", [palette.SHEET, palette.SHEET_HI])
def test_the_inks_written_on_the_tables_paper_read(ink, ground):
    assert contrast(ink, ground) >= 4.5


def test_a_button_that_cannot_be_pressed_looks_it():
    """Faded grey wood, no grain, no shadow, pale words: plainly apart from a tablet to press."""
    pygame.init()
    surface = pygame.Surface((300, 100))
    shots = {}
    for enabled in (True, False):
        surface.fill(palette.INK)
        ink = button.draw_tablet(surface, pygame.Rect(20, 20, 200, 50), enabled, False, False)
        shots[enabled] = (ink, {tuple(surface.get_at((x, 40)))[:3] for x in range(30, 210)},
                          tuple(surface.get_at((221, 45)))[:3])
    (ink_on, face_on, shade_on), (ink_off, face_off, shade_off) = shots[True], shots[False]
    fill_off = button.FADED[0]
    assert contrast(ink_on, button.WOOD[0]) >= 4.5 > 3 > contrast(ink_off, fill_off)
    assert face_off == {fill_off} and len(face_on) > 1  # the wood's grain only where it can be pressed
    assert shade_off == palette.INK != shade_on  # it casts no shadow: it does not stand up from the table
