"""client/ imports in layers: no module reaches back to one that (perhaps through others) imports
it, counting the imports written inside functions (they run too, only later) and those under
``if TYPE_CHECKING:`` (a layer's types are its own too)."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "client"


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each module of client/ → the modules of client/ it imports anywhere in its text: at its top,
    inside functions and under ``if TYPE_CHECKING:`` alike. ``from a import b`` counts as an import
    of ``a.b`` when that is a module, else of ``a``; relative imports are resolved."""
    paths = {module_name(p, root): p for p in (root / PACKAGE).rglob("*.py")}
    modules = set(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[:len(anchor) - (node.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    found.add(sub if sub in modules else base)
        graph[name] = {_nearest_module(m, modules) for m in found if m.split(".")[0] == PACKAGE} - {name, None}
    return graph


def _nearest_module(name: str, modules: set[str]) -> str | None:
    """``name`` if it is a module of client/, else the package that holds it (``a.b.C`` → ``a.b``)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts with more than one module (each a circle of imports), largest
    first, each sorted (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return sorted(found, key=lambda part: (-len(part), part))


def describe(parts: list[list[str]]) -> str:
    return "\n".join(f"{len(part)} modules: {' '.join(part)}" for part in parts)


def test_the_checker_finds_circles_through_function_level_and_type_only_imports(tmp_path):
    package = tmp_path / PACKAGE
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("from client.sub import b\n")
    (package / "sub" / "b.py").write_text("def later():\n    from .c import f\n")
    (package / "sub" / "c.py").write_text("from .. import a\n")
    (package / "d.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from client import e\n")
    (package / "e.py").write_text("import client.d\n")
    graph = import_graph(tmp_path)
    assert graph["client.sub.b"] == {"client.sub.c"} and graph["client.sub.c"] == {"client.a"}
    assert cycles(graph) == [["client.a", "client.sub.b", "client.sub.c"], ["client.d", "client.e"]]


def test_client_has_no_import_cycle():
    found = cycles(import_graph())
    assert not found, "import cycles in client/ (largest first):\n" + describe(found)


def test_the_commands_sit_above_the_window():
    """Only ``python -m client`` starts the command line, and only the command line starts the
    bench and the arena (a game's bench hooks, client/games/*/bench.py, are the bench's own)."""
    graph = import_graph()

    def importers(package: str) -> set[str]:
        inside = (package, package + ".")
        return {m for m, deps in graph.items() if not m.startswith(inside)
                and any(d == package or d.startswith(package + ".") for d in deps)}

    assert importers("client.cli") == {"client.__main__"}
    assert importers("client.arena") == {"client.cli"}
    bench_hooks = {m for m in importers("client.bench") if m.startswith("client.games.") and m.endswith(".bench")}
    assert importers("client.bench") - bench_hooks == {"client.cli"} and bench_hooks
