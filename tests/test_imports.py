"""The layers import one way: no import circle in game/ or scenes/ (imports inside functions count), game/ never
imports pygame or the client, and only the composition root (``scenes.routes``) knows every screen.

Imports under ``if TYPE_CHECKING:`` are left out: they name a type for mypy and load nothing.
"""
from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    """Every module of game/ and scenes/ by dotted name."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[module_name(path)] = path
    return found


def imported(path: Path, known: Iterable[str], *, with_type_checking: bool = False) -> Iterator[str]:
    """The modules a module imports, its type-checking block left out unless asked: ``from a import b`` is
    ``a.b`` when that is a module of ``known``, else ``a`` (a name a package's ``__init__`` defines, or an outside
    module). Importing a submodule runs its package's ``__init__`` too, as Python always does; that alone is no
    dependency on what the ``__init__`` defines."""
    known = set(known)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    if not with_type_checking:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
                skipped.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, *([base] if base else [])])
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                yield submodule if submodule in known else base


def graph() -> dict[str, set[str]]:
    """Module -> the modules of game/ and scenes/ it imports (a package's ``__init__`` counts as that package)."""
    names = modules()
    return {
        name: {target for target in imported(path, names) if target in names and target != name}
        for name, path in names.items()
    }


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_no_module_of_game_or_scenes_is_in_an_import_circle() -> None:
    assert circles(graph()) == []


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_game_imports_neither_pygame_nor_the_client() -> None:
    offenders = [
        (name, target)
        for name, path in modules().items()
        if name.startswith("game")
        for target in imported(path, (), with_type_checking=True)
        if target.split(".")[0] in ("pygame", "scenes")
    ]
    assert offenders == []


def test_only_the_composition_root_imports_the_menu_like_screens() -> None:
    """A screen reaches another through ``ctx.screens`` (``scenes.app.navigation``), never by importing it."""
    names = modules()
    importers = sorted(
        (name, target)
        for name, path in names.items()
        for target in imported(path, names)
        if target.startswith("scenes.screens.") and name != "scenes.routes" and not name.startswith("scenes.screens")
    )
    within = sorted(
        (name, target)
        for name, path in names.items()
        if name.startswith("scenes.screens.")
        for target in imported(path, names)
        if target.startswith("scenes.screens.") and target != name
    )
    assert importers == [] and within == []
