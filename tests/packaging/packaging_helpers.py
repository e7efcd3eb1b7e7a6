"""Helpers of the packaging tests: load the scripts in packaging/ as modules, find paths."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
MANIFEST = PACKAGING / "flatpak" / "io.github.cardavia.cardavia.yml"


def load_packaging_module(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` under a private module name (packaging/ is no package)."""
    return load_script(PACKAGING / f"{name}.py")


def load_script(path: Path) -> ModuleType:
    """Import a script by its path, once, under a private module name."""
    key = f"_cardavia_{path.parent.name}_{path.stem}"
    if key in sys.modules:
        return sys.modules[key]
    spec = importlib.util.spec_from_file_location(key, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module
    spec.loader.exec_module(module)
    return module


def read_lock(path: Path = PACKAGING / "requirements.lock") -> dict[str, tuple[str, set[str]]]:
    """``packaging/requirements.lock``: normalised name → (version, its sha256 hashes)."""
    pins: dict[str, tuple[str, set[str]]] = {}
    text = path.read_text(encoding="utf-8").replace("\\\n", " ")
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        requirement, *options = line.split()
        name, version = requirement.split("==")
        hashes = {
            option.removeprefix("--hash=sha256:")
            for option in options
            if option.startswith("--hash=sha256:")
        }
        pins[normalise(name)] = (version, hashes)
    return pins


def normalise(name: str) -> str:
    """A distribution's name as PEP 503 compares it (``PySide6_Essentials``: the same)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_name_and_version(filename: str) -> tuple[str, str]:
    """``pyside6_essentials-6.11.3-cp310-abi3-….whl`` → (``pyside6-essentials``, ``6.11.3``)."""
    name, version = filename.split("-")[:2]
    return normalise(name), version


def tool(name: str, how: str) -> str:
    """The path of a command-line tool, or a failure that says how to install it."""
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail(f"'{name}' is missing: {how}")
    return found


def show_manifest(path: Path = MANIFEST) -> tuple[dict, str]:
    """The manifest as flatpak-builder reads it (JSON), and what it printed on stderr."""
    builder = tool("flatpak-builder", "make system-deps (Debian: flatpak-builder)")
    with tempfile.TemporaryDirectory() as scratch:  # it leaves a .flatpak-builder/ in its cwd
        done = subprocess.run(
            [builder, "--show-manifest", str(path.resolve())],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=scratch,
        )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), done.stderr
