import pytest

from client.core.conformance import play_random_game
from tests.toygame import SPEC


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_toy_game_conforms(players, seed):
    report = play_random_game(SPEC, players, seed)
    assert report.over and report.steps == 3 * players


def test_checker_catches_a_leaky_observation(monkeypatch):
    from tests import toygame

    original = toygame.ToyState.observation

    def leaky(self, seat):
        obs = original(self, seat)
        # a figure computed from every hand: the viewer learns about others' cards
        obs.points = [p + sum(map(sum, self.hands)) for p in obs.points]
        return obs

    monkeypatch.setattr(toygame.ToyState, "observation", leaky)
    with pytest.raises(AssertionError, match="leak|observation changed"):
        play_random_game(SPEC, 3, 1)


def test_checker_catches_a_clone_that_shares_lists(monkeypatch):
    from tests import toygame

    def shallow(self):
        c = object.__new__(toygame.ToyState)
        c.__dict__.update(self.__dict__)
        return c

    monkeypatch.setattr(toygame.ToyState, "clone", shallow)
    with pytest.raises(AssertionError):
        play_random_game(SPEC, 3, 1)
