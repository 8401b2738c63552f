"""3KingdomsBattle's hand strip between turns: with no tile in hand, the card at the board's left
holds the tile laid last, face up as it lies, captioned with who laid it (in both languages), and
that tile is framed on the board in the same seat's colour."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from client.games.three_kingdoms import SPEC  # noqa: E402
from client.games.three_kingdoms.tile_art import tile_picture  # noqa: E402
from client.i18n import _, set_language  # noqa: E402
from tests.table_scene import table_scene  # noqa: E402
from tests.text_census import Census  # noqa: E402


def _between_turns(app):
    """A table after some tiles are laid, seen by a seat whose turn it is not, no tile drawn."""
    scene = table_scene(app, SPEC, {}, 4, 3, {0}, 0)
    rng = random.Random(4)
    for _move in range(400):
        st = scene.match.state
        if len(st.board.placed) >= 6 and st.drawn is None and st.laid_by is not None and st.laid_by != st.to_act:
            break
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    else:
        pytest.fail("no such position in the seeded game")
    st = scene.match.state
    scene.viewer = next(s for s in range(4) if s not in (st.to_act, st.laid_by))
    scene.view.playback.skip_all()
    return scene


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_between_turns_the_hand_shows_the_last_tile_laid_and_who_laid_it(app, monkeypatch, lang):
    scene = _between_turns(app)
    view, obs = scene.view, scene.observation()
    census = Census(monkeypatch)
    with census.at(lang, (1600, 900), "between turns"):
        view.mouse = (2, 890)
        scene.draw(app.screen)
    card = view.last_card
    assert card is not None and view.tray_rect is None  # a card, not a tile in hand one could turn
    assert card.width >= 1.2 * view.camera.size and view.camera.rect.contains(card)
    t, r = obs.board.placed[obs.board.last_placed]
    expected = tile_picture(t, r, card.width)
    step = card.width // 14
    points = [(x, y) for x in range(8, card.width - 8, step) for y in range(8, card.height - 8, step)]
    same = sum(app.screen.get_at((card.x + x, card.y + y)) == expected.get_at((x, y)) for x, y in points)
    assert same >= 0.95 * len(points), "face up, as it lies on the board"
    set_language(lang)
    lines = {s.line for s in census.seen}
    assert _("Last tile laid") in lines and view.name(obs.laid_by) in lines
    colour = view.colours()[obs.laid_by].rgb
    assert tuple(app.screen.get_at((card.x + 3, card.centery)))[:3] == colour  # framed at its edge, as on the board
    square = view.camera.square_rect(*obs.board.last_placed).inflate(-2, -2)
    on_board = [tuple(app.screen.get_at((square.x + 2, square.centery)))[:3],
                tuple(app.screen.get_at((square.centerx, square.bottom - 3)))[:3]]
    assert on_board == [colour, colour], "the tile on the board framed in the same seat's colour"
    set_language("en")


def test_on_the_viewers_own_turn_the_drawn_tile_is_in_hand_not_the_last_one(app):
    scene = _between_turns(app)
    rng = random.Random(9)
    while scene.match.state.drawn is None:
        st = scene.match.state
        seat, action = st.to_act, rng.choice(st.legal_actions())
        scene.view.on_events(scene.match.play(action), seat, action)
    scene.viewer = scene.match.state.to_act
    scene.view.playback.skip_all()
    scene.view.mouse = (2, 890)
    scene.draw(app.screen)
    assert scene.view.tray_rect is not None and scene.view.last_card is None
