"""Luck or a choice (client/core/luck.py): the review's chart says which made each big swing."""
import pytest

from client.core.luck import CHOICE, LUCK, move_kind
from client.core.timeline import Timeline
from tests.test_hint_advice import twin
from tests.test_review_chart import played


def kinds(game, players, seed, eyes=None, limit=60):
    """Each move of a seeded game of random moves, judged by its mover (``eyes`` None) or ``eyes``."""
    match = played(game, players, seed, {0}, limit=limit)
    timeline = Timeline.of_match(match)
    return [(timeline.actions[k], move_kind(timeline.copy_at(k), timeline.actions[k],
                                            timeline.steps[k].seat if eyes is None else eyes))
            for k in range(len(timeline))]


def test_a_card_drawn_from_a_deck_is_luck_and_leaving_a_card_is_a_choice():
    """Yedo: taking the top card of a colour's deck comes out as the deck falls (luck); dropping
    a card the seat holds comes out as chosen."""
    judged = kinds("yedo", 3, 2, limit=90)
    assert {kind for action, kind in judged if action.startswith("deck:")} == {LUCK}
    assert {kind for action, kind in judged if action == "drop"} == {CHOICE}


def test_a_plan_is_a_choice_and_a_blind_draft_is_luck():
    """Shogun: an order planned is what the seat chose; a province taken blind is whatever lay on
    top of the deck."""
    judged = kinds("shogun", 3, 6, limit=90)
    assert {kind for action, kind in judged if action.startswith("plan:")} == {CHOICE}
    assert {kind for action, kind in judged if action == "blind"} == {LUCK}


class OnlyEyes:
    """A true state that gives out nothing but ``eyes``' observation of it."""

    def __init__(self, state, eyes):
        self._state, self._eyes = state, eyes

    def observation(self, seat):
        assert seat == self._eyes, "read another seat's view"
        return self._state.observation(seat)


@pytest.mark.parametrize("game, players", [("samurai_sword", 4), ("yedo", 3), ("himefuda", 2),
                                           ("shogun", 3), ("three_kingdoms", 3)])
def test_luck_is_judged_from_the_looking_seats_own_view_alone(game, players):
    """Hidden information stays hidden: the judge reads nothing of the true state but the looking
    seat's observation, so a twin (every secret of the other seats drawn again) is judged alike."""
    match = played(game, players, 6, {0}, limit=70)
    timeline = Timeline.of_match(match)
    judged = 0
    for k in range(len(timeline)):
        before, action = timeline.copy_at(k), timeline.actions[k]
        kind = move_kind(OnlyEyes(before, 0), action, 0)
        assert kind == move_kind(before, action, 0)
        other = twin(before, 0)
        if other is not None and other.observation(0).snapshot() == before.observation(0).snapshot():
            assert move_kind(other, action, 0) == kind, (game, k, action)
            judged += 1
    assert judged
