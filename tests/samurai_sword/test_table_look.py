"""Samurai Sword's table as things lying on it: the piles on an indigo cloth, every mat on the same
wooden strip, a hidden role a paper tag (not a second card back beside the hand's)."""
from __future__ import annotations

import os
import random
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


def _played(app, players, moves):
    """A table ``moves`` bot moves into a seeded game, drawn for seat 0."""
    view = _drawn(app, players)
    match, rng = view.scene.match, random.Random(players)
    for _ in range(moves):
        if match.state.is_over():
            break
        match.play(rng.choice(match.state.legal_actions()))
    view.scene.draw(app.screen)
    return view


@pytest.mark.parametrize("players", [3, 5, 7])
@pytest.mark.parametrize("moves", [0, 40])
def test_a_rail_lies_under_a_mat_only_with_cards_in_front_of_its_seat(app, players, moves):
    """The cards in front of a seat lie on a wooden rail under its mat, inside its row; a seat with
    nothing in front of it shows no empty rail (an empty tray read as a placeholder)."""
    view = _played(app, players, moves)
    props = view.scene.match.state.props
    for seat in range(players):
        row = pygame.Rect(view.place(seat).properties)
        assert row.contains(V.chip_row(row, seat != 0))
        mat = view.mat(seat)  # the rail's lip, below the chips (the hand may hide a little of the viewer's)
        rail = sum(app.screen.get_at((x, row.bottom + 1))[:3] == V.STRIP_RGB for x in range(mat.x, mat.right))
        if props[seat]:
            assert rail > (mat.width // 3 if seat else 20), seat  # a big hand's ends hide some of the viewer's
            chips = V.property_chips(V.chip_row(row, seat != 0), props[seat])
            assert chips and all(row.contains(chip) for _p, chip, _l, _s in chips), seat
        else:
            assert rail == 0, seat


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


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_cards_under_the_discard_top_lie_wholly_on_the_cloth(app, players):
    """At most two cards show under the discard pile's top, slightly askew, every one of them inside the
    indigo cloth (turned faces sticking out past the top card and the cloth's edge read as a glitch)."""
    view = _played(app, players, 40)
    pile = pygame.Rect(view.layout.discard)
    under = V.discard_under(pile, len(view.scene.match.state.discard) - 1)
    assert len(view.scene.match.state.discard) > 3 and len(under) == 2
    cloth_rect = view.cloth_rect()
    for box, angle in under:
        assert cloth_rect.contains(box), (box, cloth_rect)
        assert 0 < abs(angle) <= 8
