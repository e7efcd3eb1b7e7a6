"""The import rules of docs/architecture.md, as the import-linter contracts in ``pyproject.toml``
state them: the engine imports nothing from the app or Qt, its layers never import upwards,
search knows no game, the games import nothing from one another, a game's view model knows no
controller, and no package has an import cycle among its modules. Each contract is also shown
to break on a scratch copy of the package with one offending import added."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGE = "cardavia_desktop"
# `lint-imports` itself, run by this interpreter (the worktrees' venvs have no script of their own).
LINT_IMPORTS = "import sys; from importlinter.cli import lint_imports_command as c; sys.exit(c())"


def lint_imports(root: Path, *contracts: str) -> subprocess.CompletedProcess[str]:
    """Run the contracts of ``root/pyproject.toml`` (only ``contracts`` if given) on the
    ``cardavia_desktop`` package found in ``root``."""
    if importlib.util.find_spec("importlinter") is None:
        pytest.fail("import-linter is missing: pip install -e '.[test]'")
    env = {**os.environ, "PYTHONPATH": str(root)}  # before the installed package on sys.path
    limit = [arg for contract in contracts for arg in ("--contract", contract)]
    return subprocess.run(
        [
            sys.executable,
            "-c",
            LINT_IMPORTS,
            "--no-cache",
            "--no-logo",
            *limit,
            str(root / "pyproject.toml"),
        ],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_package_keeps_every_import_contract() -> None:
    done = lint_imports(REPO)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout, done.stdout


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's Python files and ``pyproject.toml`` copied to a folder of their own."""
    root = tmp_path_factory.mktemp("architecture")
    shutil.copy(REPO / "pyproject.toml", root)
    for source in (REPO / PACKAGE).rglob("*.py"):
        target = root / source.relative_to(REPO)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, target)
    return root


ENGINE = f"{PACKAGE}/engine"

# contract id, module to edit, line to add: each line breaks that contract.
OFFENCES = [
    (
        "view-models-know-no-controller",
        f"{PACKAGE}/controllers/tables/schnapsen.py",
        "from ..game_controller import GameController",
    ),
    ("engine-pure", f"{ENGINE}/cards.py", "from PySide6 import QtCore"),
    ("engine-pure", f"{ENGINE}/contract.py", "from cardavia_desktop import settings"),
    ("engine-layers", f"{ENGINE}/games/scopa/ai.py", "from ... import match"),
    ("search-knows-no-game", f"{ENGINE}/search/ranking.py", "from ..games.scopa import rules"),
    ("games-independent", f"{ENGINE}/games/lockbet/hints.py", "from ..scopa import rules"),
    ("no-cycles", f"{ENGINE}/games/minchiate/observation.py", "from .state import MinchiateState"),
    # An import inside a function is still an import: it would hide a cycle, not cut it.
    (
        "no-cycles",
        f"{ENGINE}/games/minchiate/observation.py",
        "def _state():\n    from .state import MinchiateState\n    return MinchiateState",
    ),
]


@pytest.mark.parametrize(("contract", "module", "line"), OFFENCES)
def test_an_offending_import_breaks_its_contract(
    scratch: Path, contract: str, module: str, line: str
) -> None:
    path = scratch / module
    original = path.read_text()
    try:
        path.write_text(f"{original}\n\n{line}\n")
        done = lint_imports(scratch, contract)
    finally:
        path.write_text(original)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "BROKEN" in done.stdout, done.stdout


def test_an_import_for_annotations_only_is_no_cycle(scratch: Path) -> None:
    """``if TYPE_CHECKING:`` imports are left out (no import at run time): how the game modules
    that take a state name its class."""
    path = scratch / ENGINE / "games/minchiate/observation.py"
    assert "if TYPE_CHECKING:\n    from .state import MinchiateState" in path.read_text()
    assert lint_imports(scratch, "no-cycles").returncode == 0
