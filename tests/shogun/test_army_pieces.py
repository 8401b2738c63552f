"""The armies on Shogun's map are pieces: a stack of wooden cubes in the owner's colour
bearing the owner's shape, with a count large enough to read on a laptop's screen."""
from __future__ import annotations

import pygame
import pytest

from client.games.shogun.board_art import BoardArt, army_piece, draw_army_block
from client.games.shogun.panels import BOARD
from client.render.palette import SEAT_COLOURS
from client.window import LOGICAL_SIZE, Viewport


def _dyed_area(piece, rgb) -> int:
    return sum(tuple(piece.get_at((x, y)))[:3] == rgb and piece.get_at((x, y))[3] == 255
               for x in range(piece.get_width()) for y in range(piece.get_height()))


@pytest.mark.parametrize("count", [1, 3, 9, 12, 25])
def test_army_count_reads_on_a_laptop(count):
    """The count's digits stand at least 16 px tall on the 1600 x 900 table and at least 13 px once
    the table is shrunk into a 1366 x 768 window."""
    shrink = Viewport((1366, 768)).box[2] / LOGICAL_SIZE[0]
    for col in SEAT_COLOURS:
        _piece, digits = army_piece(col.rgb, col.shape, count)
        assert digits.height >= 16
        assert digits.height * shrink >= 13


def test_more_armies_stack_more_cubes_up_to_three():
    """One, two and three armies show one, two and three cubes (more of the owner's colour);
    beyond three the stack stays three high and the count tells the rest."""
    for col in SEAT_COLOURS:
        areas = [_dyed_area(army_piece(col.rgb, col.shape, n)[0], col.rgb) for n in (1, 2, 3, 8)]
        assert areas[0] < areas[1] < areas[2] == areas[3]
        assert areas[1] > 1.3 * areas[0]  # the top of the cube below is hidden


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
@pytest.mark.parametrize("face", ["sun", "moon"])
def test_army_pieces_never_cover_their_own_name(face, language):
    """On the table's board, in either language, any army piece (up to a stack of three with a
    two-digit count) stands clear of its own province's name, and a usual one (three cubes, one
    digit) stands inside its province (all but the smallest provinces)."""
    art = BoardArt(face, 5, BOARD, language)
    col = SEAT_COLOURS[0]
    inside = 0
    for p in range(len(art.polys)):
        for count in (1, 2, 5, 12):
            size = army_piece(col.rgb, col.shape, count)[0].get_size()
            rect = draw_army_block(pygame.Surface((1, 1)), art.army_centre(p, size), col, count)
            assert rect.collidelist(art.label_rects[2 * p:2 * p + 2]) < 0, (art.info.names[p], count)
            inside += count == 5 and art.province_at(rect.center) == p
    assert inside >= len(art.polys) - 3


def _covered(piece, rect, spot) -> int:
    """How many of the piece's own pixels (drawn in ``rect``) lie over ``spot``."""
    clip = rect.clip(spot)
    if not clip.width or not clip.height:
        return 0
    return pygame.mask.from_surface(piece).overlap_area(pygame.mask.Mask(clip.size, fill=True),
                                                        (clip.x - rect.x, clip.y - rect.y))


@pytest.mark.parametrize("face", ["sun", "moon"])
def test_army_pieces_leave_a_built_castle_and_the_banner_in_sight(face):
    """Where a province has a castle, its army stands aside so the castle shows (all but the
    few provinces too small for both); the owner's banner shows beside the piece too."""
    art = BoardArt(face, 5, BOARD, "en")
    col = SEAT_COLOURS[1]
    piece = army_piece(col.rgb, col.shape, 2)[0]
    hidden_castles = hidden_banners = 0
    for p in range(len(art.polys)):
        rect = piece.get_rect(center=art.army_centre(p, piece.get_size(), ("castle",)))
        hidden_castles += _covered(piece, rect, art.building_rects[(p, "castle")]) > 40
        hidden_banners += _covered(piece, rect, art.banner_rects[p]) > 40
    assert hidden_castles <= len(art.polys) // 10
    assert hidden_banners <= len(art.polys) // 10


def _keeps(art, p, rect, margin) -> bool:
    """Whether ``rect`` lies inside province ``p``'s polygon with ``margin`` px to spare on every side."""
    surface = pygame.Surface(art.rect.size)
    pygame.draw.polygon(surface, (255, 255, 255), [(x - art.rect.x, y - art.rect.y) for x, y in art.polys[p]])
    province = pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255))
    wide = rect.inflate(2 * margin, 2 * margin)
    block = pygame.mask.Mask(wide.size, fill=True)
    return province.overlap_area(block, (wide.x - art.rect.x, wide.y - art.rect.y)) == block.count()


@pytest.mark.parametrize("face", ["sun", "moon"])
def test_armies_keep_off_coasts_and_borders_where_the_province_has_room(face):
    """An army stands as far inside its province as its name and banner leave room for: on the
    table's board at least 9 of the 44 keep 10 px from every border (the painted stack, its
    transparent corners aside; before, 5 did), and no more than 28 touch a border (before, 34)."""
    art = BoardArt(face, 4, BOARD, "en")
    col = SEAT_COLOURS[0]
    size = army_piece(col.rgb, col.shape, 5)[0].get_size()
    wide = on_line = 0
    for p in range(len(art.polys)):
        rect = draw_army_block(pygame.Surface((1, 1)), art.army_centre(p, size), col, 5).inflate(-4, -4)
        wide += _keeps(art, p, rect, 10)
        on_line += not _keeps(art, p, rect, 0)
    assert wide >= 9
    assert on_line <= 28


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
@pytest.mark.parametrize("face", ["sun", "moon"])
def test_army_pieces_keep_off_other_provinces_cartouches(face, language):
    """An army piece (a stack of two or three, a one- or two-digit count, beside a built castle or
    not) covers no other province's name cartouche: a neighbour's name is read whole wherever the
    province leaves room (all but the most crowded)."""
    art = BoardArt(face, 5, BOARD, language)
    col = SEAT_COLOURS[0]
    crowded = []
    for count in (2, 5, 12):
        size = army_piece(col.rgb, col.shape, count)[0].get_size()
        for built in ((), ("castle",)):
            for p in range(len(art.polys)):
                rect = draw_army_block(pygame.Surface((1, 1)), art.army_centre(p, size, built), col, count)
                if rect.collidelist(art.label_rects) >= 0:
                    crowded.append((art.info.names[p], count, built))
    assert len(crowded) <= 3, crowded
