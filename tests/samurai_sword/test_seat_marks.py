"""What a seat's mat says at a glance: resilience as woodblock hearts (not dots in the red seat's dye),
the distance tag hanging from its own mat, the character's name beside its portrait, not over it."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.games.samurai_sword import card_art  # noqa: E402
from client.render import palette  # noqa: E402
from tests.colour_vision import delta_e  # noqa: E402

D = 30


def _close(a, b, tol=12) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3]))


def test_a_resilience_pip_is_a_heart_with_a_notch_at_its_top():
    pygame.init()
    kept = card_art.resilience_token(D, True)
    notch = kept.get_at((D // 2, round(D * 0.12)))
    assert notch.a < 200 or not _close(notch, card_art.PIP_RGB), "the top middle is the heart's notch, not pigment"
    assert _close(kept.get_at((D // 2, D // 2)), card_art.PIP_RGB), "the heart's middle is its pigment"
    lobe = kept.get_at((round(D * 0.3), round(D * 0.35)))
    assert _close(lobe, card_art.PIP_RGB), "the lobes either side of the notch are pigment"


def test_a_kept_heart_is_vermilion_apart_from_the_red_seat_and_a_lost_one_is_paper():
    """Hearts in the palette's vermilion family (a magenta pink stood off it), still told from the red
    seat's dye."""
    pygame.init()
    red = next(c.rgb for c in palette.SEAT_COLOURS if c.key == "red")
    assert delta_e(card_art.PIP_RGB, red) >= 15 and delta_e(card_art.PIP_RGB, palette.SHU) <= 10
    lost = card_art.resilience_token(D, False)
    assert _close(lost.get_at((D // 2, D // 2)), palette.WASHI)
    assert _close(lost.get_at((D // 2, D - 3)), palette.SUMI, 40), "an ink outline round the lost heart"


def _scene(app, players, seed=1):
    from client.core.match import Match, Seat
    from client.games.samurai_sword import SPEC
    from client.render.screenshot import _NoWorker
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(players)]
    scene = PlayScene(app, Match(SPEC, {}, seed, seats), worker=_NoWorker())
    scene.viewer = 0
    return scene


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_a_distance_tab_hangs_from_its_own_mat_and_touches_no_other(app, players):
    scene = _scene(app, players)
    view = scene.view
    view.draw(app.screen, scene.match.state)
    tabs = [rect for rect, title, _text in view._tips if title.startswith("Distance")]
    assert len(tabs) == players - 1
    for seat in range(1, players):
        mine = [t for t in tabs if t.colliderect(view.mat(seat))]
        assert len(mine) == 1, f"seat {seat}'s tab touches its mat {view.mat(seat)}: {tabs}"
        for other in range(players):
            if other != seat:
                assert not mine[0].colliderect(pygame.Rect(view.place(other).panel)), (seat, other)


@pytest.mark.parametrize("size", [(122, 76), (150, 94), (183, 114)])
def test_the_character_name_lies_on_a_strip_below_the_portrait_not_over_it(size):
    """The bust shows from the card's top (the head uncut), its name on a paper strip under it."""
    pygame.init()
    window, strip, text = card_art.character_layout(*size)
    assert not window.colliderect(strip)
    assert strip.top >= window.bottom and window.top <= 4
    assert text >= card_art.NAME_SIZE
    card = card_art._character_small("goemon", *size, "en")
    middle = [tuple(card.get_at((x, strip.y + 1)))[:3] for x in range(strip.x + 8, strip.x + 14)]
    assert set(middle) == {palette.WASHI}, "the strip is paper"
