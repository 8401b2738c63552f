"""The play scene draws every frame from one observation, rebuilt only when what it shows
changed: an action played, an undo, another match or state, another viewer."""
from client.core.match import Match, Seat
from tests.test_shell import app, make_play, toy_registered  # noqa: F401 (fixtures)
from tests.toygame import SPEC


def test_frames_share_one_observation_until_the_state_or_the_viewer_changes(app, toy_registered):  # noqa: F811
    scene = make_play(app, ["human", "human"])
    scene.viewer = 0
    first = scene.observation()
    app.draw()
    assert scene.observation() is first, "a frame rebuilt an unchanged observation"
    assert first.viewer == 0 and first.snapshot() == scene.match.state.observation(0).snapshot()

    scene.viewer = 1
    other = scene.observation()
    assert other is not first and other.viewer == 1

    scene.viewer = 0
    scene.human_action(scene.match.state.legal_actions()[0])  # the curtain goes up for seat 1
    scene.viewer = 0
    after = scene.observation()
    assert after is not first, "an action played left the old observation on screen"
    assert after.snapshot() == scene.match.state.observation(0).snapshot()

    scene.match.state = scene.match.state.clone()  # replaced, as an undo does
    assert scene.observation() is not after

    replaced = scene.observation()
    scene.match = Match(SPEC, {}, 99, [Seat("A", 0), Seat("B", 1)])
    fresh = scene.observation()
    assert fresh is not replaced and fresh.snapshot() == scene.match.state.observation(0).snapshot()


def test_an_undo_shows_the_state_before(app, toy_registered):  # noqa: F811
    from client.games import REGISTRY

    scene = make_play(app, ["human", "human"])
    # the observation reads only the match and the viewer: a Shogun planning offers an undo
    scene.match = match = Match(REGISTRY["shogun"], {"setup": "assigned"}, 1,
                                [Seat(f"S{i}", i) for i in range(4)])
    scene.viewer = 0
    shown = scene.observation()
    match.play(next(a for a in match.state.legal_actions() if a.startswith("plan:")))
    played = scene.observation()
    assert played is not shown and played.plan != shown.plan
    assert match.can_undo()
    match.undo()
    assert scene.observation() is not played
    assert scene.observation().snapshot() == shown.snapshot()
