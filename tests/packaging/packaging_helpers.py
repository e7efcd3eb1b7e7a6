"""Helpers of the packaging tests: load the scripts in packaging/ as modules, find paths."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"


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
