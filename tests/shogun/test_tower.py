"""The tower model (rulings S-2, S-3)."""
import random

import pytest

from client.games.shogun import tower as T
from client.games.shogun.tower import Tower


def test_probabilities_are_the_rulings():
    assert T.TOWER_PASS_PROBABILITY == 0.85
    assert T.TOWER_RELEASE_PROBABILITY == 0.025
    assert T.LEVELS == 2


def test_drop_conserves_cubes_and_reports_in_out_inside():
    tower = Tower(3)
    rng = random.Random(4)
    for _ in range(50):
        before = [tower.inside(o) + tower.tray[o] for o in range(3)]
        res = tower.drop([3, 2, 1], rng)
        after = [tower.inside(o) + tower.tray[o] for o in range(3)]
        assert after == [b + c for b, c in zip(before, [3, 2, 1])]
        assert list(res.came_out) == tower.tray
        assert [sum(res.inside[lv][o] for lv in range(2)) for o in range(3)] == tower.inside_all()
        tower.tray = [0, 0, 0]  # the rules take every cube back


def test_tray_is_swept_into_the_next_drop():
    tower = Tower(2)
    tower.tray = [4, 1]
    rng = random.Random(1)
    res = tower.drop([0, 0], rng)
    assert res.from_tray == (4, 1)
    assert sum(res.came_out) + sum(tower.inside_all()) == 5


def test_pass_probability_is_measured():
    """Empty tower, one cube at a time: it comes out with p = 0.85² (both levels)."""
    rng = random.Random(7)
    out = 0
    trials = 20000
    for _ in range(trials):
        tower = Tower(1)
        out += tower.drop([1], rng).came_out[0]
    assert abs(out / trials - 0.85 ** 2) < 0.015


def test_stuck_cubes_are_released_now_and_then():
    tower = Tower(2)
    tower.levels[0][1] = 10  # ten cubes of owner 1 stuck on the top level
    rng = random.Random(3)
    released = 0
    for _ in range(200):
        res = tower.drop([1, 0], rng)
        released += res.came_out[1]
        tower.tray = [0, 0]
    assert released > 0  # 0.025 per stuck cube per passing cube
    assert tower.inside(1) < 10


def test_clone_is_independent_and_same_seed_same_result():
    tower = Tower(3)
    tower.drop([5, 5, 5], random.Random(2))
    copy = tower.clone()
    a = tower.drop([2, 0, 1], random.Random(9))
    b = copy.drop([2, 0, 1], random.Random(9))
    assert a == b and tower.snapshot() == copy.snapshot()
    copy.drop([1, 1, 1], random.Random(1))
    assert tower.levels is not copy.levels


def test_hide_keeps_totals_and_resample_restores_levels():
    tower = Tower(3)
    tower.drop([10, 10, 10], random.Random(5))
    totals = tower.inside_all()
    tower.hide()
    assert tower.levels is None and tower.inside_all() == totals
    with pytest.raises(AssertionError):
        tower.drop([1, 0, 0], random.Random(1))
    tower.resample(random.Random(8))
    assert tower.levels is not None and tower.inside_all() == totals
