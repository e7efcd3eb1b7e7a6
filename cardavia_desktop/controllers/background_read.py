"""Reads of the player's files off the GUI thread, each parsed once per change of the file.

The lobby's tiles and the statistics page ask for the record and the saves' status when they
are made: :func:`read_later` runs the read on one reading thread and hands the value to the
GUI thread when it is there, so the window draws at once and fills in. A value is kept with
the files' signature (inode, size, times): five tiles asking for the record read the file once,
and a page shown again reads it only if it changed. Reads run one after another (the second of
two asks for the same file finds the first's value).
"""

from __future__ import annotations

import os
import queue
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

Signature = tuple[tuple[int, int, int, int] | None, ...]


class _Courier(QObject):
    """Lives on the GUI thread: a value read on the reading thread crosses over by its signal."""

    delivered = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self.waiting: dict[int, tuple[QObject, Callable[[Any], None]]] = {}
        self.delivered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @Slot(int, object)
    def _deliver(self, ticket: int, value: Any) -> None:
        from shiboken6 import Shiboken

        owner, deliver = self.waiting.pop(ticket, (None, None))
        if owner is None or deliver is None or value is _FAILED:
            return
        if Shiboken.isValid(owner):
            deliver(value)


_FAILED = object()
"""Delivered when a read failed: the ask is forgotten, nothing is handed over."""
_courier: _Courier | None = None
_jobs: queue.SimpleQueue[tuple[int, str | None, tuple[Path, ...], Callable[[], Any]]] = (
    queue.SimpleQueue()
)
_thread: threading.Thread | None = None
_start_lock = threading.Lock()
_cache: dict[str, tuple[Signature, Any]] = {}
_tickets = 0
_outstanding = 0
_count_lock = threading.Lock()


def signature(files: Sequence[Path]) -> Signature:
    """What tells one state of ``files`` from another: inode, size, modification and change
    times (``None`` for a file that is not there). An atomic write replaces the inode."""
    found: list[tuple[int, int, int, int] | None] = []
    for path in files:
        try:
            info = os.stat(path)
        except (OSError, ValueError):
            found.append(None)
            continue
        found.append((info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns))
    return tuple(found)


def read_later(
    owner: QObject,
    read: Callable[[], Any],
    deliver: Callable[[Any], None],
    key: str | None = None,
    files: Sequence[Path] = (),
) -> None:
    """Run ``read()`` on the reading thread, then ``deliver(value)`` on the GUI thread (if
    ``owner`` still exists). With a ``key``, the value is kept while ``files`` are unchanged
    and a later ask with the same key and files gets it without reading. Called on the GUI
    thread. A read that fails is reported on stderr and delivers nothing."""
    global _courier, _tickets, _outstanding
    if _courier is None:
        _courier = _Courier()
    _tickets += 1
    _courier.waiting[_tickets] = (owner, deliver)
    with _count_lock:
        _outstanding += 1
    _start()
    _jobs.put((_tickets, key, tuple(files), read))


def pending() -> int:
    """How many reads are waiting or running (for tests)."""
    return _outstanding


def forget() -> None:
    """Drop every kept value (a test that rewrites a file within one clock tick)."""
    _cache.clear()


def _start() -> None:
    global _thread
    with _start_lock:
        if _thread is None or not _thread.is_alive():
            # A daemon: a read stuck in the system (a dead network share) never holds up quitting.
            _thread = threading.Thread(target=_run, name="cardavia-files", daemon=True)
            _thread.start()


def _run() -> None:
    global _outstanding
    while True:
        ticket, key, files, read = _jobs.get()
        try:
            value = _value(key, files, read)
        except Exception as error:  # a read must never end the reading thread
            print(f"cardavia: a file could not be read: {error!r}", file=sys.stderr)
            value = _FAILED
        courier = _courier
        if courier is not None:
            courier.delivered.emit(ticket, value)
        with _count_lock:
            _outstanding -= 1


def _value(key: str | None, files: tuple[Path, ...], read: Callable[[], Any]) -> Any:
    """``read()``'s value, or the one kept for ``key`` while ``files`` did not change."""
    if key is None:
        return read()
    before = signature(files)
    kept = _cache.get(key)
    if kept is not None and kept[0] == before:
        return kept[1]
    value = read()
    after = signature(files)
    if after == before:  # the read rewrote nothing (a repaired record is read again)
        _cache[key] = (after, value)
    else:
        _cache.pop(key, None)
    return value
