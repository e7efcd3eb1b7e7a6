"""Diagnostic files: a failure on the engine worker written down (what, where, the traceback,
the match's move log) in ``<data dir>/diagnostics``, the newest ``DIAGNOSTICS_KEPT`` kept."""

from __future__ import annotations

import platform
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from .base import shorten

DIAGNOSTICS_KEPT = 20
"""Diagnostic files kept in ``<data dir>/diagnostics`` (the oldest are removed)."""


def diagnostics_dir() -> Path:
    """Where failures are written down (``<data dir>/diagnostics``)."""
    from cardavia_desktop import paths

    return paths.data_dir() / "diagnostics"


def write_diagnostic(
    game: str, level: str, kind: str, error: BaseException, match: Any, detail: dict[str, Any]
) -> str:
    """Write one failure (what, where, the traceback, the match's move log) as JSON into
    ``diagnostics_dir()``; returns its path, "" if it could not be written. Only the newest
    ``DIAGNOSTICS_KEPT`` files are kept."""
    from cardavia_desktop import __version__, storage

    try:
        saved = match.to_dict() if match is not None else None
    except Exception as failure:  # the log must not fail on a broken match
        saved = {"unavailable": repr(failure)}
    stamp = time.strftime("%Y%m%d-%H%M%S")
    record = {
        "app": "cardavia",
        "version": __version__,
        "time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "game": game,
        "level": level,
        "kind": kind,
        "error": shorten(f"{type(error).__name__}: {error}", 2000),
        "traceback": traceback.format_exception(type(error), error, error.__traceback__)[-40:],
        "detail": detail,
        "match": saved,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
    folder = diagnostics_dir()
    name = f"{stamp}-{game or 'table'}-{kind}"
    path = folder / f"{name}.json"
    counter = 1
    while path.exists():
        counter += 1
        path = folder / f"{name}-{counter}.json"
    try:
        storage.atomic_write_json(path, record)
        for old in sorted(folder.glob("*.json"))[:-DIAGNOSTICS_KEPT]:
            old.unlink()
    except Exception as failure:  # nothing more can be done
        print(f"cardavia: could not write a diagnostic file: {failure!r}", file=sys.stderr)
        return "" if not path.exists() else str(path)
    return str(path)
