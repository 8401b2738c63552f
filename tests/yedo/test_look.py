"""Yedo: the cards a seat looks at (the top three of a deck, to keep one, put them back, or only
look) lie face up beside its hand, under a caption, for that seat alone and until it carries on —
in live play while its own view is on screen, and in the review through its eyes."""
from __future__ import annotations

import random

import pygame
import pytest

from client.core.match import Match, Seat
from client.games.yedo import SPEC
from client.games.yedo import hand_view as H
from client.games.yedo import vocabulary as V
from client.i18n import set_language
from tests.table_scene import table_scene

LOOKS = (V.F_LOOK, V.F_KEEP, V.F_PUT)
PLAYERS = 4


def _to_a_look(seed: int, pools=None):
    """The actions of a seeded random game up to a seat's look (at one of ``pools``), and that seat."""
    state, rng, actions = SPEC.new_game(PLAYERS, {}, seed), random.Random(seed), []
    while not state.is_over():
        if state.pending and state.pending[-1][0] in LOOKS and (pools is None or state.peek[1].split(":")[0] in pools):
            return actions, state.to_act
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    raise AssertionError(f"seed {seed}: no look")


def _looked(app, scene) -> list[str]:
    """The cards drawn beside the hand this frame, as the view laid them out."""
    scene.view.update(0.0)
    scene.draw(app.screen)
    peek = scene.match.state.peek
    return [face.card for _box, face in scene.view.hand_drawn().boxes if peek and face.card in peek[2]]


def test_the_seat_looking_sees_the_cards_beside_its_hand_the_others_never(app):
    actions, seat = _to_a_look(3)
    scene = table_scene(app, SPEC, {}, PLAYERS, 3, set(range(PLAYERS)), seat)
    for action in actions:
        scene.match.play(action)
    cards = list(scene.match.state.peek[2])
    assert sorted(_looked(app, scene)) == sorted(cards)
    view = scene.view
    boxes = [box for box, face in view.hand_drawn().boxes if face.card in cards]
    assert all(view.hand_rect.contains(box) for box in boxes), "beside the hand, over nothing else"
    assert not any(box.colliderect(view.decision_rect) or box.colliderect(view.board.rect) for box in boxes)
    for other in [s for s in range(PLAYERS) if s != seat] + [None]:  # another seat's screen, the curtain
        scene.viewer = other
        assert _looked(app, scene) == [], other
    scene.viewer = seat
    scene.match.play(scene.match.state.legal_actions()[0])  # it carries on: done, keeps one, or puts one back
    peek = scene.match.state.peek
    left = peek[2] if peek is not None and peek[0] == seat else ()
    assert len(left) < len(cards) and sorted(_looked(app, scene)) == sorted(left)


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("pool", ["event", "weapon", "mission", "action", "bonus"])
def test_every_deck_looked_at_has_faces_and_a_caption_in_the_reader_language(app, lang, pool):
    set_language(lang)
    try:
        seed = next(s for s in range(1, 60) if _has_look(s, pool))
        actions, seat = _to_a_look(seed, {pool})
        scene = table_scene(app, SPEC, {}, PLAYERS, seed, {seat}, seat)
        for action in actions:
            scene.match.play(action)
        obs = scene.observation()
        faces = H.looked_at(obs, seat)
        assert [face.card for face in faces] == list(obs.peek[2])
        assert all(face.title and face.title != face.card for face in faces)
        caption = H.look_caption(obs)
        assert ("only you see them" in caption) if lang == "en" else ("只有你看得到" in caption)
        assert sorted(_looked(app, scene)) == sorted(obs.peek[2])
    finally:
        set_language("en")


def _has_look(seed: int, pool: str) -> bool:
    try:
        _to_a_look(seed, {pool})
    except AssertionError:
        return False
    return True


def test_the_review_shows_the_look_through_that_seats_eyes_alone(app):
    from client.scenes.review import ReviewScene

    actions, seat = _to_a_look(3)
    other = (seat + 1) % PLAYERS
    seats = [Seat(f"P{i + 1}", i, "human" if i in (seat, other) else "bot", "random") for i in range(PLAYERS)]
    match = Match.replay(SPEC, {}, 3, seats, actions)  # saved at the look: not finished
    cards = sorted(match.state.peek[2])
    for eyes, shown in ((seat, cards), (other, [])):
        review = ReviewScene(app, match, step=len(actions), eyes=eyes, chart_height=0)
        assert not review.finished and review.viewer == eyes
        surface = pygame.Surface((1600, 900))
        review.draw(surface)
        assert sorted(face.card for _box, face in review.view.hand_drawn().boxes if face.card in cards) == shown, eyes
