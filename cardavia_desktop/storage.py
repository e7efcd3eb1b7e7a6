"""JSON files the app keeps for the user (settings, saved matches): atomic writes, bad files set
aside. Pure Python (no Qt); ``settings.py`` and ``saved_games.py`` share it.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


class BadFile(Exception):
    """A stored file that exists but cannot be used."""

    def __init__(self, problem: str, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem
        """``"corrupt"`` (not valid UTF-8 JSON) or ``"unreadable"`` (an I/O error)."""
        self.detail = detail
        """The technical reason, for logs."""


def read_json(path: Path) -> Any:
    """The JSON value stored in ``path``; ``FileNotFoundError`` if there is none, ``BadFile`` if
    it cannot be read or is not JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise
    except UnicodeDecodeError as error:
        raise BadFile("corrupt", str(error)) from None
    except OSError as error:
        raise BadFile("unreadable", str(error)) from None
    try:
        return json.loads(text)
    except ValueError as error:  # json.JSONDecodeError is a ValueError
        raise BadFile("corrupt", str(error)) from None


def atomic_write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path``: readers see the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, indent=2, ensure_ascii=False)
            stream.write("\n")
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to ``<name>.corrupt-<timestamp>`` (kept for the user); ``None`` if that
    fails. Two bad files in the same second are both kept."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
