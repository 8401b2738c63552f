"""Samurai Sword's table as things lying on it: the piles on an indigo cloth, every mat on the same
wooden strip, a hidden role a paper tag (not a second card back beside the hand's)."""
from __future__ import annotations

import os
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.match import Match, Seat  # noqa: E402
from client.games.samurai_sword import SPEC  # noqa: E402
from client.games.samurai_sword import cloth, view as V  # noqa: E402
from client.render import palette  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402


def _drawn(app, players):
    from client.scenes.play import PlayScene

    seats = [Seat(f"P{i + 1}", i, "human" if i == 0 else "bot", "random") for i in range(players)]
    scene = PlayScene(app, Match(SPEC, {}, players, seats), worker=_NoWorker())
    scene.viewer = 0
    scene.draw(app.screen)
    return scene.view


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_piles_lie_on_an_indigo_cloth_clear_of_every_seat(app, players):
    view = _drawn(app, players)
    rect = view.cloth_rect()
    assert rect.contains(pygame.Rect(view.layout.deck)) and rect.contains(pygame.Rect(view.layout.discard))
    assert rect.collidelist([pygame.Rect(p.panel) for p in view.layout.places]) < 0
    hem = app.screen.get_at((rect.x + 3, rect.centery))[:3]
    assert hem == cloth.HEM, "the cloth's hem lies on the wood beside the deck"


@pytest.mark.parametrize("players", [3, 5, 7])
def test_every_mat_stands_on_the_same_wooden_strip(app, players):
    """The cards in front of a seat and its distance tab lie on one strip under its mat, drawn at every
    seat, the viewer's too, whether or not it has cards in front of it."""
    view = _drawn(app, players)
    for seat in range(players):
        row = pygame.Rect(view.place(seat).properties)
        assert app.screen.get_at((view.mat(seat).centerx, row.bottom + 1))[:3] == V.STRIP_RGB, seat
        assert row.contains(V.chip_row(row, seat != 0))


@pytest.mark.parametrize("players", [3, 7])
def test_a_hidden_role_is_a_paper_tag_with_a_seal_not_a_card_back(app, players):
    view = _drawn(app, players)
    shown = 0
    for seat in range(1, players):
        if view.scene.match.state.roles[seat] == "shogun":  # the Shogun's role lies face up
            continue
        box = pygame.Rect(view.place(seat).role)
        pixels = Counter(tuple(app.screen.get_at((x, y)))[:3] for x in range(box.x, box.right)
                         for y in range(box.y, box.bottom))
        tag = pixels[palette.KINARI] / box.width / box.height
        assert tag > 0.2 and pixels[palette.SHU] > 40, (seat, tag)
        shown += 1
    assert shown >= players - 2


def test_a_hidden_roles_tag_tells_the_same_on_hover_whatever_it_hides(app):
    view = _drawn(app, 7)
    roles = view.scene.match.state.roles
    hidden = [s for s in range(1, 7) if roles[s] != "shogun"]
    assert len({roles[s] for s in hidden}) > 1  # Samurai, Ninja and the Ronin under the tags
    words = {(title, text) for rect, title, text in view.tooltips() for s in hidden
             if rect == pygame.Rect(view.place(s).role)}
    assert len(words) == 1
    said = " ".join(words.pop()).lower()
    assert not any(roles[s] in said for s in hidden), said
