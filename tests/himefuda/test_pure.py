"""姬札大戰's rules modules import without pygame (the layering rule for rules.py and its parts)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODULES = ["client.games.himefuda", "client.games.himefuda.rules", "client.games.himefuda.cards",
           "client.games.himefuda.effects", "client.games.himefuda.field", "client.games.himefuda.combat",
           "client.games.himefuda.abilities", "client.games.himefuda.dice", "client.games.himefuda.units",
           "client.games.himefuda.vocabulary", "client.games.himefuda.field_map",
           "client.games.himefuda.deck_files", "client.games.himefuda.deck_option",
           "client.games.himefuda.deck_draft", "client.games.himefuda.log_text",
           "client.games.himefuda.help", "client.games.himefuda.setup_notes", "client.games.himefuda.odds",
           "client.games.himefuda.terrain", "client.games.himefuda.ai", "client.games.himefuda.passing",
           "client.games.himefuda.standing", "client.games.himefuda.bench"]
#: the package's pygame modules (the table and the deck builder)
SCREEN = {"view", "card_art", "field_view", "field_geometry", "field_paint", "field_art", "dice_anim", "deck_builder",
          "hint_view", "art", "phase_guide", "war_track"}


def test_himefuda_rules_import_without_pygame():
    code = ("import sys, importlib; sys.modules['pygame'] = None\n"
            f"for name in {MODULES!r}: importlib.import_module(name)\n"
            "from client.games.himefuda.cards import pool; pool()\n"
            "from client.games.himefuda.rules import new_game; new_game(2, {'terrain': 'random'}, 1)\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_every_module_of_the_package_is_checked():
    names = {p.stem for p in (ROOT / "client/games/himefuda").glob("*.py")} - {"__init__"} - SCREEN
    assert {m.rsplit(".", 1)[1] for m in MODULES[1:]} == names
