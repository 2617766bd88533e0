"""The import rules (STYLE.md 6.3), checked on the source of every module under ``trainer/``.

    ui ─────────────► study, table, drills, content, store, engine
    study ──────────► drills, content, store, engine
    table | drills | content ─► engine      (siblings do not import each other)
    store ──────────► stdlib + sqlite_utils (knows nothing about mahjong)
    engine ─────────► stdlib only

Only ``trainer/ui`` and ``trainer/app.py`` import PySide6, only ``trainer/store`` imports sqlite_utils, and
``trainer/cli`` imports nothing Qt at module level, so engine commands (``trainer score --jsonl``) start
without Qt. Packages that do not exist yet have no files and so nothing to check.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
QT = frozenset({"PySide6", "shiboken6"})
# What each package may import from trainer (its own package included). "" is the root package `trainer`.
ALLOWED_TRAINER_IMPORTS = {
    "engine": {"engine"},
    "store": {"", "store"},
    "table": {"", "table", "engine"},
    "drills": {"", "drills", "engine"},
    "content": {"", "content", "engine", "paths"},  # paths: where lessons/ is, dev or frozen
    "study": {"", "study", "drills", "content", "store", "engine"},
}
QT_PACKAGES = {"ui", "app"}  # trainer/ui and trainer/app.py


@dataclass(frozen=True)
class Import:
    module: str  # absolute dotted name
    line: int
    # runs when the importing module is imported: not inside a function, not under TYPE_CHECKING
    at_import_time: bool


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> str:
    """``trainer.engine.tiles`` → ``engine``; ``trainer.app`` → ``app``; ``trainer`` → ``""``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(path: Path, module: str, known: set[str]) -> list[Import]:
    """Every import statement in the file, with relative imports resolved against ``module``."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[Import] = []

    def visit(node: ast.AST, at_import_time: bool) -> None:
        if isinstance(node, ast.Import):
            found.extend(Import(alias.name, node.lineno, at_import_time) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # `from ..x import y` in trainer/cli/score.py: package trainer.cli, up one
                base = package.rsplit(".", node.level - 1)[0]
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            for alias in node.names:
                candidate = f"{base}.{alias.name}"  # `from trainer import engine` imports trainer.engine
                target = candidate if candidate in known else base
                found.append(Import(target, node.lineno, at_import_time))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            for child in ast.iter_child_nodes(node):
                visit(child, at_import_time=False)
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.body:
                visit(child, at_import_time=False)
            for child in node.orelse:
                visit(child, at_import_time)
        else:
            for child in ast.iter_child_nodes(node):
                visit(child, at_import_time)

    visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)), at_import_time=True)
    return found


def problems_with(module: str, imp: Import) -> list[str]:
    own = layer(module)
    top = imp.module.split(".")[0]
    target = layer(imp.module) if top == "trainer" else None
    problems = []
    if top in QT and own not in QT_PACKAGES:
        problems.append("only trainer/ui and trainer/app.py may import PySide6")
    if top == "sqlite_utils" and own != "store":
        problems.append("only trainer/store may import sqlite_utils")
    if own == "engine" and top != "trainer" and top not in sys.stdlib_module_names:
        problems.append("trainer/engine imports only the standard library")
    allowed = ALLOWED_TRAINER_IMPORTS.get(own)
    if allowed is not None and target is not None and target not in allowed:
        names = ", ".join(sorted(f"trainer.{name}" if name else "trainer" for name in allowed))
        problems.append(f"trainer/{own} may import only {names} from trainer")
    if own == "cli" and imp.at_import_time and (top in QT or target in QT_PACKAGES):
        problems.append("trainer/cli imports Qt only inside functions (engine commands start without Qt)")
    return problems


def python_files(root: Path) -> list[Path]:
    return sorted(path for path in (root / "trainer").rglob("*.py") if "__pycache__" not in path.parts)


def violations(root: Path) -> list[str]:
    files = python_files(root)
    known = {module_name(path, root) for path in files}
    found = []
    for path in files:
        module = module_name(path, root)
        for imp in imports_of(path, module, known):
            found.extend(
                f"{path.relative_to(root)}:{imp.line}: imports {imp.module}: {problem}"
                for problem in problems_with(module, imp)
            )
    return found


def test_trainer_modules_are_found() -> None:
    assert REPO / "trainer" / "__init__.py" in python_files(REPO)


def test_import_rules_hold() -> None:
    found = violations(REPO)
    assert not found, "import rules broken (STYLE.md 6.3):\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("path", "source", "expected"),
    [
        ("engine/x.py", "import json, sqlite3\nfrom . import tiles\nfrom trainer.engine import x", None),
        ("engine/x.py", "import numpy", "standard library"),
        ("engine/x.py", "from trainer.store import db", "trainer/engine may import only"),
        ("engine/fans/x.py", "from ...drills import waits", "trainer/engine may import only"),
        ("engine/x.py", "def f():\n    import PySide6.QtCore", "PySide6"),
        ("store/x.py", "import sqlite_utils\nfrom .db import open_db", None),
        ("store/x.py", "from trainer.engine.tiles import Tile", "trainer/store may import only"),
        ("drills/x.py", "from trainer.engine import tiles\nfrom trainer import engine", None),
        ("drills/x.py", "from trainer.table import session", "trainer/drills may import only"),
        ("table/x.py", "from ..content import loader", "trainer/table may import only"),
        ("content/x.py", "from PySide6.QtGui import QTextDocument", "only trainer/ui and trainer/app.py"),
        ("content/x.py", "import sqlite_utils", "only trainer/store"),
        ("study/x.py", "from trainer import drills, content, store, engine", None),
        ("study/x.py", "from trainer.ui import screens", "trainer/study may import only"),
        ("ui/x.py", "from PySide6.QtWidgets import QWidget\nfrom trainer.table import session", None),
        ("app.py", "from PySide6.QtWidgets import QApplication", None),
        ("cli/x.py", "def launch():\n    from trainer.app import run_app", None),
        ("cli/x.py", "from trainer.app import run_app", "trainer/cli imports Qt only inside"),
        ("cli/x.py", "try:\n    from trainer.ui import shots\nexcept ImportError:\n    pass", "trainer/cli"),
        ("cli/x.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..ui import x", None),
    ],
)
def test_checker_reports_broken_rules(tmp_path: Path, path: str, source: str, expected: str | None) -> None:
    """Each broken rule must be reported, each allowed import must not."""
    (tmp_path / "trainer").mkdir()
    (tmp_path / "trainer" / "__init__.py").write_text("")
    for name in ("engine", "engine/fans", "store", "drills", "table", "content", "study", "ui", "cli"):
        (tmp_path / "trainer" / name).mkdir(parents=True, exist_ok=True)
        (tmp_path / "trainer" / name / "__init__.py").write_text("")
    (tmp_path / "trainer" / path).write_text(source + "\n", encoding="utf-8")
    found = [line for line in violations(tmp_path) if line.startswith(str(Path("trainer", path)))]
    if expected is None:
        assert found == []
    else:
        assert any(expected in line for line in found), found


# The same rule at run time, including everything imported transitively.
HEAVY = ("PySide6", "shiboken6", "sqlite_utils")


def run_python(*args: str) -> subprocess.CompletedProcess[str]:
    """Run this Python in the repository with an empty standard input."""
    pythonpath = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, *args],
        input="",
        capture_output=True,
        text=True,
        cwd=REPO,
        env=dict(os.environ, PYTHONPATH=pythonpath),
        timeout=120,
        check=False,
    )


def test_importing_the_cli_loads_no_qt_and_no_store() -> None:
    result = run_python(
        "-c",
        f"import sys, trainer.cli; print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_batch_scoring_on_empty_input_loads_no_qt_and_no_store() -> None:
    result = run_python("-X", "importtime", "-m", "trainer", "score", "--jsonl")
    import_lines = [line for line in result.stderr.splitlines() if line.startswith("import time:")]
    other_lines = [line for line in result.stderr.splitlines() if not line.startswith("import time:")]
    assert result.returncode == 0, "\n".join(other_lines)
    assert result.stdout == ""
    loaded = {line.rpartition("|")[2].strip() for line in import_lines}
    assert import_lines, "no -X importtime output"
    assert sorted(name for name in loaded if name.split(".")[0] in HEAVY) == []
