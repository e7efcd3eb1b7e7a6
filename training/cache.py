"""Self-play records cached as gzipped JSON lines (one record a line), shared by the trainers."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any


def cached_records(path: Path | None, make: Callable[[], list[Any]]) -> list[Any]:
    """The records stored at ``path``; else ``make()``'s, stored there (no cache if ``None``)."""
    if path and path.exists():
        with gzip.open(path, "rt", encoding="utf-8") as f:
            return [json.loads(line) for line in f]
    records = make()
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        with gzip.open(path, "wt", encoding="utf-8") as f:
            for r in records:
                f.write(json.dumps(r, separators=(",", ":")) + "\n")
    return records
