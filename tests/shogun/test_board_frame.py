"""A playback's table (board_frame): the observation before an action, moved on by the
steps' events, ends exactly on the observation after it — so every step in between shows
what the events say and the board never jumps."""
from __future__ import annotations

import random

import pytest

from client.core.game import events_for
from client.games.shogun import SPEC, board_frame
from client.games.shogun.layout import EMPTY, UNKNOWN
from client.games.shogun.table_anim import steps_from_events

FIELDS = ("owner", "armies", "bld", "markers", "chests", "rice", "supply", "score", "year", "season", "phase",
          "action_row", "special_row", "position", "special_of", "turn_order", "event_now", "events_up",
          "winter_event", "shown")


@pytest.mark.parametrize("players,face,seed", [(3, "sun", 1), (4, "moon", 2), (5, "sun", 3), (5, "moon", 4),
                                               (4, "sun", 5), (3, "moon", 6)])
def test_the_steps_take_the_table_to_the_next_observation(players, face, seed):
    st = SPEC.new_game(players, {"face": face}, seed)
    rng = random.Random(seed)
    viewer = seed % players
    played = 0
    while not st.is_over():
        before = st.clone()
        action = rng.choice(st.legal_actions())
        st.apply(action)
        playing = before.action_row[before.act_pos] if before.phase == "act" else None
        steps = steps_from_events(events_for(st.events, viewer), playing)
        if not steps:
            continue
        frame = board_frame.start(before.observation(viewer))
        for step in steps:
            for ev in step.enter + step.leave:
                board_frame.apply(frame, ev)
        after = st.observation(viewer)
        for name in FIELDS:
            assert getattr(frame, name) == getattr(after, name), (name, action)
        assert frame.tower.inside_all() == after.tower.inside_all() and frame.tower.tray == after.tower.tray
        # a card lost with its province leaves an empty slot the viewer cannot see: it stays face down
        for c, real in zip(frame.plan, after.plan):
            assert c == real or (c == UNKNOWN and real == EMPTY), action
        played += len(steps)
    assert played > 300


def test_a_frame_asks_nobody_and_shows_the_seat_at_work():
    st = SPEC.new_game(4, {"face": "sun"}, 8)
    rng = random.Random(8)
    while st.phase != "act":
        st.apply(rng.choice(st.legal_actions()))
    frame = board_frame.start(st.observation(0))
    assert frame.legal_actions() == [] and frame.pending is None
    seat = (st.to_act + 1) % 4
    board_frame.apply(frame, board_frame.march(seat, st.info.names[next(
        p for p, o in enumerate(st.owner) if o == seat and st.armies[p] > 1)], 1))
    assert frame.to_act == seat
