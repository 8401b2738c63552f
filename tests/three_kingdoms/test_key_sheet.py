"""3KingdomsBattle's key on the table: a small sheet above the hand telling what the standing and the
lowered banner, the ×N count and the cities' points badges mean, in both languages, clear of the
hand's card and pile whatever the zoom."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from client.games.three_kingdoms import SPEC, hand, key_sheet  # noqa: E402
from client.games.three_kingdoms.view import BOARD  # noqa: E402
from client.i18n import set_language  # noqa: E402
from tests.table_scene import played_scene  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_table_shows_a_key_to_the_pieces_and_badges_clear_of_the_hand(app, lang):
    set_language(lang)
    try:
        scene = played_scene(app, SPEC, {}, 4, 3, 120, set())
        scene.view.playback.skip_all()
        scene.draw(app.screen)
        key = scene.view.key_rect
        assert key is not None and BOARD.contains(key)
        words = key_sheet.key_lines()
        assert len(words) == 6 and len(set(words)) == 6 and all(words)
        for square in (40, 80, 200):  # the largest card (another seat's tile, named) stays below the key
            card, _tile, pile = hand.layout(BOARD, square, named=True)
            assert not key.colliderect(card) and not key.colliderect(pile)
        assert not key.colliderect(hand.room(BOARD)), "the key lies on the hand's strip, not where tiles are fitted"
    finally:
        set_language("en")
