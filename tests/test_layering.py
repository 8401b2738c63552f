"""Layering: every game's rules, bots, help text, setup notes, log words, standing words and map loaders
import without pygame."""
import subprocess
import sys
from pathlib import Path

from client.games import REGISTRY

ROOT = Path(__file__).resolve().parent.parent


def test_pure_modules_of_every_game_import_without_pygame():
    modules = ["client.core.tiled", "client.games.shogun.board", "client.games.samurai_sword.table_map",
               "client.games.three_kingdoms.tiles", "client.games.three_kingdoms.board",
               "client.games.three_kingdoms.wars", "client.games.three_kingdoms.rules",
               "client.games.three_kingdoms.cities", "client.games.three_kingdoms.completion",
               "client.games.three_kingdoms.turn_actions", "client.games.three_kingdoms.vocabulary",
               "client.games.three_kingdoms.commands",
               "client.games.three_kingdoms.plots"]
    for spec in REGISTRY.values():
        modules += [m for m in (spec.rules_module, spec.ai_module, spec.help_module, spec.setup_notes_module,
                                spec.log_text_module, spec.standing_module) if m]
    code = ("import sys, importlib; sys.modules['pygame'] = None\n"
            f"for name in {modules!r}: importlib.import_module(name)\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
    assert len(modules) >= 3 + 2 * len(REGISTRY)


def test_the_project_reads_nothing_outside_its_clone():
    """A user's clone has only the repository: no file of the program, tests or tools may point
    at the developers' shared folder beside it (copy the facts into the repository instead)."""
    outside = ".." + "/shared"  # spelled in two parts so this test does not find itself
    offenders = []
    for folder in ("client", "tests", "tools"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".md", ".txt", ".json", ".tmx", ".tsx", ".po", ".spec") and path.is_file():
                if outside in path.read_text(encoding="utf-8", errors="replace"):
                    offenders.append(str(path.relative_to(ROOT)))
    for name in ("README.md", "Makefile", "build.spec", "pyproject.toml"):
        if outside in (ROOT / name).read_text(encoding="utf-8"):
            offenders.append(name)
    assert offenders == []


def test_games_import_the_shell_never_each_other():
    """A piece two games use lives in client/render or client/widgets: no game's module imports
    another game's package (found with ``ast``, every import form)."""
    import ast

    offenders = []
    games = {spec.id for spec in REGISTRY.values()}
    for game in games:
        for path in (ROOT / "client" / "games" / game).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                elif isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                for name in names:
                    parts = name.split(".")
                    if parts[:2] == ["client", "games"] and len(parts) > 2 and parts[2] in games - {game}:
                        offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert offenders == []
