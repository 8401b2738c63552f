"""姬札大戰's field geometry (H-1): lanes, rows, camps, gates, facing, ranges."""
from client.games.himefuda import field


def test_twenty_zones_in_two_camps_and_two_neutral_rows():
    assert len(field.ZONES) == 20
    assert field.region((2, 0)) == ("camp", 0) and field.region((2, 1)) == ("neutral", 0)
    assert field.region((2, 2)) == ("neutral", 1) and field.region((2, 3)) == ("camp", 1)
    assert [z for z in field.ZONES if field.at_gate(z, 0)] == [(1, 0), (2, 0), (3, 0)]
    assert [z for z in field.ZONES if field.at_gate(z, 1)] == [(1, 3), (2, 3), (3, 3)]


def test_every_unit_faces_the_enemy_castle():
    assert field.front((2, 1), 0) == (2, 2) and field.rear((2, 1), 0) == (2, 0)
    assert field.front((2, 2), 1) == (2, 1) and field.rear((2, 2), 1) == (2, 3)
    # one pattern serves both seats: "ahead and to the right" mirrors
    assert field.pattern_zones((2, 1), 0, ((1, 1),)) == ((3, 2),)
    assert field.pattern_zones((2, 2), 1, ((1, 1),)) == ((1, 1),)
    assert field.pattern_zones((0, 0), 0, ((-1, 0), (0, -1), (0, 1))) == ((0, 1),)
    assert set(field.rear_diagonals((2, 1), 0)) == {(1, 0), (3, 0)}


def test_neighbours_and_shooting_range():
    assert set(field.ORTHOGONAL[(0, 0)]) == {(1, 0), (0, 1)}
    assert set(field.DIAGONAL[(2, 1)]) == {(1, 0), (3, 0), (1, 2), (3, 2)}
    # one zone diagonally or two straight; never one straight
    assert set(field.SHOT_RANGE[(2, 1)]) == {(1, 0), (3, 0), (1, 2), (3, 2), (2, 3), (0, 1), (4, 1)}
    assert field.is_side((2, 1), (3, 1)) and not field.is_side((2, 1), (2, 2))
