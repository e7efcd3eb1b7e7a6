"""The levels file the app ships (``cardavia_desktop/engine/levels.json``), written by
``ladder.py --levels``: per game and level, how that level measured against the one below it.

Schema ``cardavia-levels/1``::

    {"format": "cardavia-levels/1",
     "games": {"<game>": {"<level>": {"against": "<the level below, or random for easy>",
                                      "measured": null | {...}}}}}

``measured`` is ``null`` until a ladder run of exactly that step (the level as side A against
the one below as side B) writes it: ``unit`` (``deals``: duplicate first deals, a level deal
counted half; ``matches``: whole matches), ``win_rate`` with its 95 % Wilson interval
``ci95``, ``deals`` and ``pairs``, ``margin`` with ``margin_ci95`` (side A's score minus B's
per deal in the game's unit, over the pairs), ``cpu_p95`` (side A's process CPU seconds per
decision), ``date`` (UTC, when the run ended), ``wall_seconds``, ``commit`` and ``clean``
(whether the engine's tree matched that commit), ``load`` (the 1-minute load average at the
end) and ``command`` (the run as given). The app shows nothing for a step not measured.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

FORMAT = "cardavia-levels/1"
LEVELS = ("easy", "normal", "hard")
BELOW = {"easy": "random", "normal": "easy", "hard": "normal"}
"""Each level's step: the side it is measured against."""
ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "cardavia_desktop" / "engine" / "levels.json"


def skeleton(games: list[str]) -> dict[str, Any]:
    """A file with every step of ``games`` not measured."""
    return {
        "format": FORMAT,
        "games": {
            game: {level: {"against": BELOW[level], "measured": None} for level in LEVELS}
            for game in games
        },
    }


def provenance(root: Path = ROOT) -> tuple[str, bool]:
    """The checkout's commit and whether its engine has no change against it."""

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, text=True, check=True
        ).stdout.strip()

    try:
        commit = git("rev-parse", "HEAD")
        clean = not git(
            "status",
            "--porcelain",
            "--",
            "cardavia_desktop/engine",
            ":!cardavia_desktop/engine/levels.json",
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown", False
    return commit, clean


def step_level(a: str, b: str) -> str | None:
    """The level whose step side A against side B measures, if it is one."""
    return a if a in BELOW and BELOW[a] == b else None


def read(path: Path, games: list[str]) -> dict[str, Any]:
    """The file at ``path`` with every game of ``games`` present (new steps not measured)."""
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else skeleton(games)
    if data.get("format") != FORMAT:
        raise ValueError(f"{path}: not a {FORMAT} file")
    fresh = skeleton(games)["games"]
    for game in games:
        data["games"].setdefault(game, fresh[game])
    return data


def record(
    path: Path,
    summary: dict[str, Any],
    *,
    games: list[str],
    unit: str,
    command: str,
    wall_seconds: float,
    commit: str,
    clean: bool,
    date: str | None = None,
) -> dict[str, Any]:
    """Write ``summary`` (``ladder.summary``'s) as its step's measurement; the file's data."""
    level = step_level(summary["a"], summary["b"])
    if level is None:
        raise ValueError(f"{summary['a']} against {summary['b']} is no step of the ladder")
    if not summary["deals"]:
        raise ValueError("nothing was played")
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        fcntl.flock(folder, fcntl.LOCK_EX)  # runs in parallel write one file
        return _write(path, summary, games, unit, command, wall_seconds, commit, clean, date)
    finally:
        os.close(folder)


def _write(
    path: Path,
    summary: dict[str, Any],
    games: list[str],
    unit: str,
    command: str,
    wall_seconds: float,
    commit: str,
    clean: bool,
    date: str | None,
) -> dict[str, Any]:
    level = step_level(summary["a"], summary["b"])
    assert level is not None
    data = read(path, games)
    data["games"][summary["game"]][level]["measured"] = {
        "unit": unit,
        "win_rate": round(summary["win_rate"], 4),
        "ci95": [round(x, 4) for x in summary["ci95"]],
        "deals": summary["deals"],
        "pairs": summary["pairs"],
        "margin": round(summary["margin"], 4),
        "margin_ci95": [round(x, 4) for x in summary["margin_ci95"]],
        "cpu_p95": round(summary["cpu"]["A"]["p95"], 4),
        "date": date or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "wall_seconds": round(wall_seconds),
        "commit": commit,
        "clean": clean,
        "load": round(os.getloadavg()[0], 2),
        "command": command,
    }
    scratch = path.with_name(path.name + ".new")
    scratch.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    scratch.replace(path)
    return data
