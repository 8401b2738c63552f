"""The Himefuda measuring tools: the arena's think-time option and the balance tables with
the game's own bots as the policy (tools/himefuda_arena.py, tools/himefuda_tables.py)."""
import importlib.util
import re
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def tool(name: str):
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_arena_takes_a_think_time_per_searching_level():
    arena = tool("himefuda_arena")
    assert arena.parse_think(["hard=0.06", "normal=0.02"]) == {"hard": 0.06, "normal": 0.02}
    assert arena.parse_think([]) == {}
    for wrong in (["easy=0.1"], ["normal"], ["normal=fast"], ["hard=0"]):
        with pytest.raises(SystemExit):
            arena.parse_think(wrong)


def test_the_arena_reports_the_budget_and_the_cap_share(capsys):
    arena = tool("himefuda_arena")
    assert arena.main(["normal", "random", "--games", "1", "--seed", "3", "--think", "normal=0.002"]) == 0
    out = capsys.readouterr().out
    assert "think normal 2 ms" in out and re.search(r"cap reached [01] \((0|100) %\)", out)


def test_the_tables_play_a_seeded_game_between_bots_from_their_observations():
    tables = tool("himefuda_tables")
    first = tables.play("wei", "shu", 5, ("easy", "easy"))
    assert first == tables.play("wei", "shu", 5, ("easy", "easy"))  # seeded: the same game
    winners, reason, turns = first
    assert reason and 1 <= turns <= 60 and set(winners) <= {0, 1}


def test_the_tables_print_each_decks_rate_with_its_interval(capsys):
    tables = tool("himefuda_tables")
    assert tables.main(["--games", "1", "--policy", "random", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "95 % Wilson" in out and "cap reached in" in out
    assert tables.wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-3)
