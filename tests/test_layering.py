"""Layering: every game's rules, bots, help text and map loaders import without pygame."""
import subprocess
import sys
from pathlib import Path

from client.games import REGISTRY

ROOT = Path(__file__).resolve().parent.parent


def test_pure_modules_of_every_game_import_without_pygame():
    modules = ["client.core.tiled", "client.games.shogun.board", "client.games.samurai_sword.table_map"]
    for spec in REGISTRY.values():
        modules += [m for m in (spec.rules_module, spec.ai_module, spec.help_module) if m]
    code = ("import sys, importlib; sys.modules['pygame'] = None\n"
            f"for name in {modules!r}: importlib.import_module(name)\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
    assert len(modules) >= 3 + 2 * len(REGISTRY)
