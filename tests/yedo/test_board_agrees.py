"""The rules' board facts (client/games/yedo/board.py) and the Tiled map (maps/yedo.tmx) agree."""
from __future__ import annotations

from collections import Counter

import pytest

from client.games.yedo import board as B
from client.games.yedo.board_map import load_board_map


@pytest.fixture(scope="module")
def drawn():
    return load_board_map()


def test_the_ring_and_the_patrol_start(drawn):
    assert tuple(d.id for d in drawn.districts) == B.DISTRICTS
    assert drawn.patrol_start == B.PATROL_START


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_same_spaces_open_at_each_player_count(drawn, players):
    def key(district, action, min_players):
        return district, action or "", min_players
    ours = Counter(key(s.district, s.action, s.min_players) for s in B.spaces_for(players))
    theirs = Counter(key(s.district, s.action, s.min_players) for s in drawn.open_spaces(players))
    assert ours == theirs


PRIZE = {"action_card": "action", "bonus_card": "bonus"}  # the map's longer names for two lots


def test_lots_and_market(drawn):
    prize = {lot.number: PRIZE.get(lot.prize, lot.prize) for lot in drawn.lots}
    assert tuple(prize.values()) == B.LOTS
    assert {prize[lot.number]: lot.base_price for lot in drawn.lots} == B.LOT_BASE
    assert {prize[lot.number]: lot.points for lot in drawn.lots if lot.points} == B.LOT_POINTS
    groups = tuple(tuple(prize[n] for n in g) for g in drawn.lot_groups(3))
    assert groups == B.GROUPED_LOTS
    assert tuple(slot.price for slot in drawn.market) == B.MARKET_PRICES
