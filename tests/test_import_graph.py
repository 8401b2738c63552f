"""client/ imports in layers: no module reaches back to one that (perhaps through others) imports
it, counting the imports written inside functions (they run too, only later). Only the imports under
``if TYPE_CHECKING:`` are left out: they never run, and a type checker reads them lazily."""
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
    """Each module of client/ → the modules of client/ it imports anywhere in its text (at its top
    and inside functions alike) but under ``if TYPE_CHECKING:``. ``from a import b`` counts as an
    import of ``a.b`` when that is a module, else of ``a``; relative imports are resolved."""
    paths = {module_name(p, root): p for p in (root / PACKAGE).rglob("*.py")}
    modules = set(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found = set()
        for node in _runnable_nodes(ast.parse(path.read_text(encoding="utf-8"), str(path))):
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


def _runnable_nodes(tree: ast.AST):
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:`` (its ``else`` runs)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
        else:
            todo.extend(ast.iter_child_nodes(node))


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


def test_the_checker_finds_a_circle_through_a_function_level_import(tmp_path):
    package = tmp_path / PACKAGE
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("from client.sub import b\n")
    (package / "sub" / "b.py").write_text("def later():\n    from .c import f\n")
    (package / "sub" / "c.py").write_text("from .. import a\n")
    (package / "d.py").write_text("import client.a\nfrom typing import TYPE_CHECKING\n"
                                  "if TYPE_CHECKING:\n    from client import d2\n")
    (package / "d2.py").write_text("from . import d\n")
    graph = import_graph(tmp_path)
    assert graph["client.sub.b"] == {"client.sub.c"} and graph["client.sub.c"] == {"client.a"}
    assert graph["client.d"] == {"client.a"}  # what only a type checker reads is left out
    assert cycles(graph) == [["client.a", "client.sub.b", "client.sub.c"]]


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
