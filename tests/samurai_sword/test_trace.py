"""The last attack stays on the table: a stroke from the attacker's mat to the target's with the
weapon's picture and the damage, the same for every seat (public events only), taken back by an undo,
and the same for a loaded game as for one played live."""
from __future__ import annotations

import math
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.core.game import events_for  # noqa: E402
from client.core.match import Match, Seat  # noqa: E402
from client.games.samurai_sword import SPEC  # noqa: E402
from client.games.samurai_sword import card_art  # noqa: E402
from client.games.samurai_sword.trace import Hit, Trace, trace_after  # noqa: E402
from client.render.screenshot import _NoWorker  # noqa: E402

from .helpers import table  # noqa: E402


def _scene(app, match, viewer=0):
    from client.scenes.play import PlayScene

    scene = PlayScene(app, match, worker=_NoWorker())
    scene.viewer = viewer
    return scene


def _match(players, seed, humans=(0,)):
    seats = [Seat(f"P{i + 1}", i, "human" if i in humans else "bot", "random") for i in range(players)]
    return Match(SPEC, {}, seed, seats)


def _play_to_attack(scene, rng):
    """Random moves until an attack is answered by taking its damage: (attacker, target, weapon, lost)."""
    for _ in range(3000):
        st = scene.match.state
        assert not st.is_over(), "the game ended before an attack was taken"
        action = rng.choice(st.legal_actions())
        seat = st.to_act
        events = scene.match.play(action)
        scene.view.on_events(events_for(events, scene.viewer), seat, action)
        attacks = [e.data for e in events if e.kind == "attack"]
        if action == "take" and st.phase != "over" or attacks and st.phase == "play":
            hit = [e.data for e in events if e.kind == "damage" and e.data["amount"]]
            if hit:
                trace = scene.view.trace()
                return trace.seat, hit[0]["seat"], trace.card, hit[0]["amount"]
    raise AssertionError("no attack was taken")


@pytest.mark.parametrize("players", [3, 5, 7])
def test_an_attack_leaves_a_stroke_from_the_attackers_mat_to_the_targets(app, players):
    scene = _scene(app, _match(players, seed=players))
    attacker, target, weapon, lost = _play_to_attack(scene, random.Random(players))
    scene.draw(app.screen)
    view = scene.view
    arrows = [a for a in view.trace_arrows() if (a.seat, a.target) == (attacker, target)]
    assert len(arrows) == 1, view.trace_arrows()
    arrow = arrows[0]
    # its ends lie on the wood just off the two seats' places (mat and cards in front), its tail nearer the attacker
    seat_place = lambda s: pygame.Rect(view.place(s).panel)  # noqa: E731
    assert seat_place(attacker).inflate(48, 48).collidepoint(arrow.tail)
    assert seat_place(target).inflate(48, 48).collidepoint(arrow.tip)
    assert not seat_place(target).collidepoint(arrow.tip)
    assert seat_place(target).inflate(8, 8).collidepoint(arrow.tip), "its head touches the target's place"
    # the weapon's picture lies on the stroke and its hover names it; the damage is kept
    names = [title for _rect, title, _text in view.tooltips()]
    assert card_art.card_name(weapon) in names
    assert view.trace().hit(target).lost == lost


def test_the_trace_follows_a_battlecry_to_each_seat_and_names_what_came_of_it():
    events = [_ev("play", seat=0, card="battlecry", target=None), _ev("damage", seat=1, amount=1, source=0),
              _ev("block", seat=2, card="parry", against="battlecry", attacker=0)]
    assert trace_after(None, events) == Trace(0, "battlecry", (Hit(1, lost=1), Hit(2, blocked="parry")))
    # the next card played on someone takes its place; a play on nobody leaves it
    later = trace_after(trace_after(None, events), [_ev("play", seat=1, card="daimyo", target=None)])
    assert later.card == "battlecry"
    after = trace_after(later, [_ev("play", seat=3, card="geisha", target=2),
                                _ev("lose_card", seat=2, card="armor", by=3, source="property")])
    assert after == Trace(3, "geisha", (Hit(2, discarded="armor"),))


def _ev(kind, **data):
    from client.core.game import Event

    return Event(kind, data)


@pytest.mark.parametrize("players", [3, 6])
def test_every_seat_sees_the_same_trace_as_the_public_table(players):
    """Twins: each seat's own copy of the events (its draws, its Diversion's card) gives the trace
    the public copy gives: nothing from a hand reaches it."""
    for seed in range(4):
        st = SPEC.new_game(players, {}, seed)
        rng = random.Random(seed)
        seen = {seat: None for seat in [None, *range(players)]}
        for _ in range(400):
            if st.is_over():
                break
            st.apply(rng.choice(st.legal_actions()))
            for seat in seen:
                seen[seat] = trace_after(seen[seat], events_for(st.events, seat))
            assert len({repr(t) for t in seen.values()}) == 1, seen


def test_an_undone_geisha_takes_its_trace_back(app):
    match = _match(4, seed=1)
    match.state = table(players=4, hands=[["geisha", "bokken"], ["parry"], ["parry"], ["parry"]],
                        props=[[], ["armor"], [], []])
    scene = _scene(app, match)
    scene.play("play:geisha:1:armor")
    assert scene.view.trace() == Trace(0, "geisha", (Hit(1, discarded="armor"),))
    scene.draw(app.screen)
    assert [(a.seat, a.target) for a in scene.view.trace_arrows()] == [(0, 1)]
    assert match.can_undo()
    scene.undo()
    scene.draw(app.screen)
    assert scene.view.trace() is None
    assert scene.view.trace_arrows() == []


def test_a_loaded_game_shows_the_trace_it_had_when_played(app):
    live = _scene(app, _match(5, seed=8))
    _play_to_attack(live, random.Random(8))
    loaded = _scene(app, Match.replay(SPEC, {}, 8, live.match.seats, live.match.actions))
    assert loaded.view.trace() == live.view.trace() is not None


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_label_of_a_battlecry_waiting_for_answers_hides_no_seat_pile_or_count_tag(app, players):
    from client.games.samurai_sword.view import PLAQUE_BELOW

    for seed in range(40):
        scene = _scene(app, _match(players, seed=seed))
        rng = random.Random(seed)
        st = scene.match.state
        for _ in range(400):
            if st.is_over() or st.phase == "answer":
                break
            st.apply(rng.choice(st.legal_actions()))
        if st.phase == "answer":
            break
    else:
        raise AssertionError("no Battlecry or Jujutsu waited for an answer")
    scene.view.replayed([])  # the table as a loaded game at this step draws it
    scene.draw(app.screen)
    view = scene.view
    box = view.answer_label_box()
    assert box is not None
    layout = view.layout
    piles = pygame.Rect(layout.deck).union(pygame.Rect(layout.discard))
    piles.height += PLAQUE_BELOW  # the count tags below them
    assert not box.colliderect(piles)
    assert box.collidelist([pygame.Rect(p.panel) for p in layout.places]) < 0
    assert pygame.Rect(view.table.felt).contains(box)


def test_a_stroke_leaves_the_players_mat_beside_its_portrait():
    """The stroke starts where the attacker's portrait is, not at its mat's middle: read as theirs."""
    from client.games.samurai_sword import trace_view

    mats = {0: pygame.Rect(100, 400, 300, 200), 1: pygame.Rect(100, 60, 300, 150)}
    portraits = {0: pygame.Rect(110, 410, 110, 80)}
    wood = pygame.Rect(-350, 0, 1200, 800)  # its middle straight below the target: no bow
    trace = Trace(0, "katana", ())
    middle = trace_view.strokes(trace, mats, wood, 1, ())
    beside = trace_view.strokes(trace, mats, wood, 1, (), portraits)
    assert abs(middle[0][0].tail[0] - mats[0].centerx) < 20
    assert beside[0][0].tail[0] < portraits[0].right < mats[0].centerx


def test_a_stroke_keeps_clear_of_the_seats_distance_tags():
    """A stroke neither starts under nor runs past a seat's distance tag: read as leaving that tag."""
    from client.games.samurai_sword import trace_view

    mats = {0: pygame.Rect(100, 400, 300, 200), 1: pygame.Rect(100, 60, 300, 150)}
    tag = pygame.Rect(215, 380, 70, 24)  # a tag right where the straight stroke would leave mat 0
    wood = pygame.Rect(-350, 0, 1200, 800)
    trace = Trace(0, "katana", ())
    (_arrow, pts), = trace_view.strokes(trace, mats, wood, 1, (), badges=(tuple(tag),))
    near = tag.inflate(2 * trace_view.BADGE_CLEAR - 2, 2 * trace_view.BADGE_CLEAR - 2)
    assert not any(near.collidepoint(p) for p in pts)


def test_the_cards_picture_rides_the_middle_of_its_stroke(app):
    from client.games.samurai_sword import trace_view

    pts = [(100 + 10 * k, 400) for k in range(61)]  # 600 px, straight
    arrow = trace_view.Arrow(0, 1, (100, 400), (700, 400))
    marks = trace_view.draw_marks(app.screen, Trace(0, "katana", ()), [(arrow, pts)])
    rect = next(rect for rect, card in marks if card == "katana")
    assert abs(rect.centerx - 400) <= 8 and abs(rect.centery - 400) <= 2


@pytest.mark.parametrize("players", [5, 7])
def test_a_card_that_reached_many_seats_stamps_each_instead_of_a_spider_of_strokes(app, players):
    """The critic: a Battlecry's five strokes tangled over the piles and one another. A card reaching
    three or more seats leaves no stroke; its picture lies beside the player's place and what came of it
    beside each seat it reached, nearer that seat than any other and over no other seat's place."""
    from client.games.samurai_sword import trace_view
    from client.games.samurai_sword.table_map import load_table

    layout = load_table().layout(players)
    panels = {p.position: pygame.Rect(p.panel) for p in layout.places}
    portraits = {p.position: pygame.Rect(p.character) for p in layout.places}
    trace = Trace(0, "battlecry", (Hit(1, lost=1), Hit(2, lost=1), Hit(3, blocked="parry"), Hit(4, lost=1)))
    wood = pygame.Rect(load_table().felt).inflate(-60, -60)
    assert trace_view.strokes(trace, panels, wood, None, ()) == []
    marks = trace_view.draw_stamps(app.screen, trace, panels, portraits, None, wood, list(panels.values()))
    assert [card for _r, card in marks] == ["battlecry", "", "", "parry", ""]
    seats = [0, 1, 2, 3, 4]
    def apart(a, b):  # the gap between two rectangles (0 when they touch or overlap)
        return math.hypot(max(b.x - a.right, a.x - b.right, 0), max(b.y - a.bottom, a.y - b.bottom, 0))

    for (rect, _card), seat in zip(marks, seats):
        nearest = min(panels, key=lambda s: apart(rect, panels[s]))
        assert apart(rect, panels[seat]) <= 12 and apart(rect, panels[seat]) <= apart(rect, panels[nearest]), \
            (players, seat, rect)
        assert all(not panels[s].colliderect(rect) for s in panels if s != seat), (players, seat, rect)
    # one or two seats reached: strokes, as before
    assert trace_view.strokes(Trace(0, "katana", (Hit(2, lost=2),)), panels, wood, None, ())
