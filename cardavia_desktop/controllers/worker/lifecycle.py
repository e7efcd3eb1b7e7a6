"""The life of a table's worker thread: start, stop on close (abort, quit, wait), app exit.

Closing a table must never freeze the GUI: searching bots see the abort flag and return within
milliseconds; should one not, the thread is kept alive here until it has finished by itself.
The application's exit waits for such threads at most ``QUIT_WAIT_MS`` in all; a bot that
ignores the abort flag longer is left behind (``stragglers()``), and ``app.main`` then ends the
process without running Qt's teardown under a live thread.
"""

from __future__ import annotations

import contextlib
import time
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QThread

from ... import process_tuning
from .engine_worker import EngineWorker

_LIVE: set[Callable[..., None]] = set()
"""Stoppers of the tables still open (called at application exit)."""

_DRAINING: set[QThread] = set()
"""Worker threads still finishing a bot decision after their table closed (kept alive here)."""

STOP_WAIT_MS = 300
"""How long closing a table waits for its worker before letting it finish in the background."""

QUIT_WAIT_MS = 1500
"""How long the application's exit waits, in all, for workers still finishing."""


def make_stopper(thread: QThread, worker: EngineWorker) -> Callable[..., None]:
    """A callback that cancels pending bot moves, quits the worker thread and waits for it.

    A searching bot sees the abort flag and returns within milliseconds; should one not, the
    GUI does not wait for it: the thread is kept alive until it has finished by itself.
    """
    abort = worker.abort_flag
    worker_ref = weakref.ref(worker)  # the worker is deleted on its own thread, never here

    def close_searches() -> None:
        alive = worker_ref()
        if alive is not None:  # else its search processes were closed with it
            alive.close_searches()

    def stop(*_args: Any) -> None:
        _LIVE.discard(stop)
        abort.set()
        try:
            if thread.isRunning():
                thread.quit()
                if not thread.wait(STOP_WAIT_MS):
                    _DRAINING.add(thread)
                    thread.finished.connect(lambda: _DRAINING.discard(thread))
                    thread.finished.connect(lambda: close_searches())  # on that thread
                    return
        except RuntimeError:  # the C++ thread is already gone (interpreter shutdown)
            pass
        close_searches()
        process_tuning.trim_later()  # once the table's objects are deleted

    return stop


def register(stopper: Callable[..., None]) -> None:
    """Remember an open table's stopper so that the application's exit stops it."""
    _LIVE.add(stopper)
    _watch_application_exit()


_exit_watched = False


def _watch_application_exit() -> None:
    global _exit_watched
    app = QCoreApplication.instance()
    if app is not None and not _exit_watched:
        app.aboutToQuit.connect(stop_all)
        _exit_watched = True


def stop_all(limit_ms: int = QUIT_WAIT_MS) -> bool:
    """At application exit: stop every open table's worker, then wait for those finishing, at
    most ``limit_ms`` in all. True when every worker thread has stopped."""
    for stop in list(_LIVE):
        stop()
    deadline = time.monotonic() + limit_ms / 1000
    for thread in list(_DRAINING):
        left_ms = max(0, int((deadline - time.monotonic()) * 1000))
        with contextlib.suppress(RuntimeError):
            if thread.wait(left_ms):
                _DRAINING.discard(thread)
    return not stragglers()


def stragglers() -> list[QThread]:
    """Worker threads still running (a bot that ignored the abort flag)."""
    alive = []
    for thread in list(_DRAINING):
        try:
            running = thread.isRunning()
        except RuntimeError:  # already deleted
            running = False
        if running:
            alive.append(thread)
        else:
            _DRAINING.discard(thread)
    return alive
