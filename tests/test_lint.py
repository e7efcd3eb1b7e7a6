"""The code checks of the house rules, run in the suite so that `make test` (and CI) runs them:
`ruff check` (lint), `ruff format --check` (one format), `mypy` (types, non-strict; its
settings and the files it checks are in ``pyproject.toml``). Each test fails with the tool's
own report. Each tool is also shown to catch an offence in a scratch file, with the project's
settings."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CONFIG = REPO / "pyproject.toml"


def run_tool(module: str, *args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    """``python -m <module> args...`` in ``cwd``, by this interpreter (the tool's own package,
    installed from the ``test`` extra: pip install -e '.[test]')."""
    if importlib.util.find_spec(module) is None:
        pytest.fail(f"{module} is missing: pip install -e '.[test]'")
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=600,
    )


def report(done: subprocess.CompletedProcess[str]) -> str:
    return f"exit {done.returncode}\n{done.stdout}{done.stderr}"


def test_ruff_check_finds_nothing() -> None:
    done = run_tool("ruff", "check", "--no-cache", ".")
    assert done.returncode == 0, report(done)


def test_every_python_file_is_ruff_formatted() -> None:
    """Run `ruff format` on the files it names (the whole tree was formatted: 0cb203c)."""
    done = run_tool("ruff", "format", "--check", "--no-cache", ".")
    assert done.returncode == 0, report(done)


def test_mypy_finds_no_type_error() -> None:
    done = run_tool("mypy")
    assert done.returncode == 0, report(done)
    assert "Success: no issues found" in done.stdout, report(done)


@pytest.fixture
def scratch(tmp_path: Path) -> Path:
    """A folder holding the project's settings and one module with an offence per tool."""
    (tmp_path / "pyproject.toml").write_text(CONFIG.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "offence.py").write_text(
        'import os\n\n\ndef half(n: int) -> int:\n    return n / 2\n\n\nx = {"a":1}\n',
        encoding="utf-8",
    )
    return tmp_path


def test_each_tool_reports_an_offence(scratch: Path) -> None:
    lint = run_tool("ruff", "check", "--no-cache", "offence.py", cwd=scratch)
    assert lint.returncode == 1 and "F401" in lint.stdout, report(lint)  # unused import
    form = run_tool("ruff", "format", "--check", "--no-cache", "offence.py", cwd=scratch)
    assert form.returncode == 1 and "offence.py" in form.stdout, report(form)  # {"a":1}
    cache = scratch / ".mypy_cache"
    types = run_tool("mypy", "--cache-dir", str(cache), "offence.py", cwd=scratch)
    assert types.returncode == 1 and "[return-value]" in types.stdout, report(types)
