"""The real app in a benchmark's child process, shared by ``app_memory.py`` and ``table_close.py``:
throwaway settings and data folders, a driver attached to the window ``app.main`` makes, the
open table's controller, your seat's random moves, and a run with core dumps on."""

from __future__ import annotations

import os
import random
import resource
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

CACHE_FOLDER = os.path.join(tempfile.gettempdir(), "cardavia-memory-cache")
"""Qt's and Mesa's caches persist between runs (warm, as a player's), away from the user's."""


def run_app(game: str, settings: Any, on_window: Callable[[Any], None], prefix: str) -> int:
    """``cardavia --game game`` in this process with ``settings`` in throwaway folders;
    ``on_window(window)`` once the app has made its window (to attach a driver). The exit
    status of ``app.main``."""
    folder = tempfile.mkdtemp(prefix=prefix)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        os.environ[name] = os.path.join(folder, name.lower())
    os.environ["XDG_CACHE_HOME"] = CACHE_FOLDER
    from cardavia_desktop import app as app_module
    from cardavia_desktop.settings import SettingsStore

    SettingsStore().save(settings)
    original = app_module.create_engine

    def create_engine(*args: Any, **kwargs: Any) -> Any:
        built = original(*args, **kwargs)
        on_window(built[1])
        return built

    app_module.create_engine = create_engine  # app._run calls it by this name
    try:
        return app_module.main(["--game", game])
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def find_controller(window: Any) -> Any:
    """The open table's controller (``None`` while no table is loaded)."""
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == "tableLoader":
            table = item.property("item")
            return table.property("controller") if table is not None else None
        stack.extend(item.childItems())
    return None


class YourSeat:
    """Your seat's seeded random legal moves, polled: acts on the second poll that finds your
    turn (so the table has shown the position first)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.turn_seen = -1

    def play(self, game: Any) -> bool:
        """Whether it played a move at ``game`` (the table's controller) now."""
        if not (game.property("yourTurn") and list(game.property("legalActions"))):
            return False
        moves = game.property("moves")
        if self.turn_seen != moves:
            self.turn_seen = moves
            return False
        self.turn_seen = -1
        game.act(self.rng.choice(sorted(game.property("legalActions"))))
        return True


def _cores_on() -> None:
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


def run_with_cores(command: list[str], **kwargs: Any) -> tuple[Any, list[str]]:
    """``subprocess.run(command, **kwargs)`` in a scratch folder with core dumps on; returns
    the completed process and, if it crashed and left a core (``core_pattern`` "core"), the
    native stack of its crashing thread read by gdb (empty without gdb or a core). The core is
    removed (hundreds of MB)."""
    folder = Path(tempfile.mkdtemp(prefix="cardavia-core-"))
    try:
        done = subprocess.run(command, cwd=folder, preexec_fn=_cores_on, check=False, **kwargs)
        stack: list[str] = []
        cores = sorted(folder.glob("core*"))
        if done.returncode != 0 and cores and shutil.which("gdb"):
            read = subprocess.run(
                ["gdb", "-q", "-batch", "-ex", "bt 40", command[0], str(cores[0])],
                capture_output=True,
                text=True,
                check=False,
            )
            stack = [line for line in read.stdout.splitlines() if line.startswith("#")]
        elif done.returncode != 0 and cores:
            stack = [f"(a core was written, but there is no gdb to read it: {cores[0]})"]
        return done, stack
    finally:
        shutil.rmtree(folder, ignore_errors=True)
