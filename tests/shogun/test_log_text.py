"""Shogun's battle sentences count armies and peasants as each language does."""
import pytest

from client.games.shogun.log_text import battle_line
from client.i18n import set_language


pytestmark = pytest.mark.usefixtures("english_after")  # tests here switch the language


def name(seat):
    return f"P{seat + 1}"


def test_one_army_and_one_peasant_are_singular():
    set_language("en")
    d = {"province": "Omi", "type": "expansion", "attacker": 0, "armies": 1, "attack": 1, "defence": 1,
         "result": "tie", "kept": 0}
    line = battle_line(d, name, "sun")
    assert "with 1 army:" in line and "1 against 1 peasant," in line
    revolt = battle_line(dict(d, type="revolt", defender=1, attack=2, defence=1), name, "sun")
    assert "2 peasants against 1 army" in revolt
    invasion = battle_line(dict(d, type="invasion", defender=1, armies=3), name, "sun")
    assert "with 3 armies:" in invasion


def test_chinese_counts_with_the_measure_word():
    set_language("zh_Hant")
    d = {"province": "Omi", "type": "revolt", "defender": 1, "armies": 0, "attack": 2, "defence": 1,
         "result": "lost", "kept": 0}
    line = battle_line(d, name, "sun")
    assert "2支民軍對1支軍隊" in line and "{" not in line
