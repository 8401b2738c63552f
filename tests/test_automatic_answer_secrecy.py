""""Answer automatically" tells no secret (issue 35). In hot-seat the others see whether a person
was called (the curtain comes) or answered for (the log says so), so whether a person is answered
for may follow only what every seat sees. Twins (the same position as the reader sees it, what the
reader cannot see dealt again) get the same: in every game's view, and on Yedo's live table."""
from __future__ import annotations

import random

import pytest

from client.core.match import Match, Seat
from client.games import REGISTRY
from client.games.yedo import vocabulary as V
from client.render.screenshot import _NoWorker
from tests.table_scene import table_scene

READER, OTHER = 0, 1  # two people at one screen: the reader watches while the other is asked
SEED = 5


def twins(state, tries: int = 4) -> list:
    """True states the reader cannot tell from ``state`` in which the other person's own view differs."""
    seen = state.observation(READER).snapshot()
    theirs = state.observation(OTHER).snapshot()
    out = []
    for k in range(tries):
        other = state.observation(READER).determinize(random.Random(1000 + k))
        if other.observation(READER).snapshot() == seen and other.observation(OTHER).snapshot() != theirs:
            out.append(other)
    return out


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_whether_a_person_is_answered_for_follows_only_what_the_others_see(table_app, game):
    spec = REGISTRY[game]
    players = min(spec.max_players, 4)
    view = table_scene(table_app, spec, {}, players, SEED, {READER, OTHER}, READER).view
    state = spec.new_game(players, {}, SEED)
    rng = random.Random(SEED)
    compared = moves = 0
    while not state.is_over() and compared < 150:
        if state.to_act == OTHER:
            answered = view.automatic_answer(state.observation(OTHER)) is not None
            for other in twins(state):
                compared += 1
                assert (view.automatic_answer(other.observation(OTHER)) is not None) == answered, (
                    f"{game}, move {moves}: answered for in one twin, called in the other")
        state.apply(rng.choice(state.legal_actions()))
        moves += 1
    assert compared or not spec.private_information  # the twins differed in what the person saw


def test_yedo_twins_get_the_same_table_at_a_card_window(table_app):
    """P2 answers a card window in two games P1 cannot tell apart: P2 may answer in one, may only
    pass in the other (none of its cards fits). P1 sees the same table: P2 is called in both."""
    from client.scenes.curtain import CurtainScene
    from client.scenes.play import PlayScene

    spec = REGISTRY["yedo"]
    seats = [Seat("P1", READER, "human"), Seat("P2", OTHER, "human"), Seat("P3", 2, "bot", "random")]
    match = Match(spec, {}, 1, seats)
    rng = random.Random(1)
    pair = None
    while pair is None and not match.state.is_over():
        state = match.state
        if state.to_act == OTHER and state.pending[-1][0] in (V.F_REACT, V.F_WINDOW):
            kinds = {other.observation(OTHER).legal_actions() == [V.PASS]: other for other in twins(state, 12)}
            pair = kinds if len(kinds) == 2 else None
        if pair is None:
            match.play(rng.choice(state.legal_actions()))
    assert pair, "the walk met no card window P1 cannot read"
    table_app.settings = table_app.settings.with_(answer_automatically=True)
    shown = []
    try:
        for state in pair.values():
            twin = Match(spec, {}, 1, seats)
            twin.state, twin.actions = state, list(match.actions)
            scene = PlayScene(table_app, twin, worker=_NoWorker())
            scene.autosave = lambda: None
            scene.viewer = READER  # P1 saw the table last
            table_app.stack.reset(scene)
            shown.append((isinstance(table_app.stack.top, CurtainScene), len(twin.actions), scene.log.lines()))
    finally:
        table_app.settings = table_app.settings.with_(answer_automatically=False)
        table_app.stack.clear()
    assert shown[0] == shown[1]
    assert shown[0][0], "P2 is called behind the curtain"
