"""The cube tower's caption under its tray, the last battle's score and outcome, is read whole at
the table's tower size: every outcome, the longest province names, both languages (a tie's "a tie:
the province turns neutral" was cut with "…", issue 35)."""
from __future__ import annotations

import pygame
import pytest

from client.games.shogun import tower_anim
from client.games.shogun.tower_anim import TowerView, demo_drop
from client.games.shogun.view import TOWER
from client.i18n import set_language
from client.render.palette import SEAT_COLOURS
from tests.text_spy import spy_text

pytestmark = pytest.mark.usefixtures("english_after")

OUTCOMES = [("won", 1), ("won", 12), ("held", 1), ("held", 12), ("lost", 0), ("tie", 0), ("neutral", 0)]


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
@pytest.mark.parametrize("province", ["Awa-Shikoku", "Shimotsuke", "Mimasaka"])
def test_every_outcome_is_read_whole_under_the_tower(monkeypatch, lang, province):
    set_language(lang)
    surface = pygame.Surface((1600, 900))
    inside = [3, 2, 4, 1, 0, 6]  # five players and the peasants
    for result, kept in OUTCOMES:
        tower = TowerView(TOWER)
        tower.push("battle", dict(demo_drop(inside), province=province, result=result, kept=kept,
                                  attack=12, defence=11), animate=False)
        drawn = spy_text(monkeypatch, tower_anim)
        tower.draw(surface, SEAT_COLOURS[:5], inside, lambda seat: f"Player {seat + 1}")
        monkeypatch.undo()
        [caption] = [d for d in drawn if "12" in d.text and "11" in d.text]
        assert not caption.result.truncated and caption.result.size >= 14, (result, kept, caption.text)
        assert TOWER.contains(caption.rect) and caption.rect.top >= tower.tray.bottom


def test_the_tray_holds_the_cubes_that_came_out_as_large_as_the_armies(monkeypatch):
    """The tray at the tower's foot shows each cube of the last drop, the armies' own cube picture at
    the map's size, every one on the tray's floor."""
    from client.games.shogun.board_art import ARMY_CUBE

    surface = pygame.Surface((1600, 900))
    inside = [3, 2, 4, 1, 0, 6]
    tower = TowerView(TOWER)
    drop = demo_drop(inside)
    tower.push("battle", drop, animate=False)
    drawn = []
    dyed = tower_anim.dyed_cube

    def spy(rgb, shape, size):
        picture = dyed(rgb, shape, size)
        drawn.append(size)
        return picture

    monkeypatch.setattr(tower_anim, "dyed_cube", spy)
    tower.draw(surface, SEAT_COLOURS[:5], inside, lambda seat: f"Player {seat + 1}")
    assert drawn.count(ARMY_CUBE) == sum(drop["came_out"]) > 0
    for x, y in tower.tray_spots(sum(drop["came_out"])):
        assert tower.tray.collidepoint(x, y)
