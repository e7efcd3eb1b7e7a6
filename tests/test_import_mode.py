"""The suite imports its files by path (``--import-mode=importlib`` in ``pyproject.toml``): two
test files of the same name in different folders both run, and a test reaches a helper of
another folder as ``tests.<folder>.<module>``, with nothing put on ``sys.path``."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

SAME_NAME = """
from tests.shared.helper import ANSWER


def test_{folder}() -> None:
    assert ANSWER == 42
"""


def test_two_test_files_of_one_name_both_run(tmp_path: Path) -> None:
    """A scratch tree laid out as ours, run by pytest with the project's settings only."""
    (tmp_path / "pyproject.toml").write_text(
        (REPO / "pyproject.toml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "tests" / "shared").mkdir(parents=True)
    (tmp_path / "tests" / "shared" / "helper.py").write_text("ANSWER = 42\n", encoding="utf-8")
    for folder in ("first", "second"):
        (tmp_path / "tests" / folder).mkdir()
        (tmp_path / "tests" / folder / "test_same.py").write_text(
            SAME_NAME.format(folder=folder), encoding="utf-8"
        )
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", "-v"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert re.search(r"tests/first/test_same\.py::test_first PASSED", output), output
    assert re.search(r"tests/second/test_same\.py::test_second PASSED", output), output


def test_the_suite_puts_no_test_folder_on_sys_path() -> None:
    """The folders of the tests stay off ``sys.path`` (the other import modes put them there,
    which let a bare ``import table_helpers`` work by accident)."""
    folders = {str(path.parent) for path in (REPO / "tests").rglob("test_*.py")}
    assert not folders & {str(Path(entry).resolve()) for entry in sys.path if entry}
