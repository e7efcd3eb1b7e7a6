"""The life of a table's worker thread: start, stop on close (abort, quit, wait), app exit.

Closing a table must never freeze the GUI: searching bots see the abort flag and return within
milliseconds; should one not, the thread is kept alive here until it has finished by itself,
and the application's exit waits for it (no thread outlives the app).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QThread

from .engine_worker import EngineWorker

_LIVE: set[Callable[..., None]] = set()
"""Stoppers of the tables still open (called at application exit)."""

_DRAINING: set[QThread] = set()
"""Worker threads still finishing a bot decision after their table closed (kept alive here)."""

STOP_WAIT_MS = 300
"""How long closing a table waits for its worker before letting it finish in the background."""


def make_stopper(thread: QThread, worker: EngineWorker) -> Callable[..., None]:
    """A callback that cancels pending bot moves, quits the worker thread and waits for it.

    A searching bot sees the abort flag and returns within milliseconds; should one not, the
    GUI does not wait for it: the thread is kept alive until it has finished by itself.
    """
    abort = worker.abort_flag

    def stop(*_args: Any) -> None:
        _LIVE.discard(stop)
        abort.set()
        try:
            if thread.isRunning():
                thread.quit()
                if not thread.wait(STOP_WAIT_MS):
                    _DRAINING.add(thread)
                    thread.finished.connect(lambda: _DRAINING.discard(thread))
        except RuntimeError:  # the C++ thread is already gone (interpreter shutdown)
            pass

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


def stop_all() -> None:
    """At application exit: stop every open table's worker, then wait for those finishing."""
    for stop in list(_LIVE):
        stop()
    for thread in list(_DRAINING):
        with contextlib.suppress(RuntimeError):
            thread.wait()
    _DRAINING.clear()
