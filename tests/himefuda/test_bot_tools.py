"""The Himefuda deck tables with the game's own bots as the policy (tools/himefuda_tables.py);
the bots' matches are the arena's (tests/test_arena.py)."""
import importlib.util
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def tool(name: str):
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
