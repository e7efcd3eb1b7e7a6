"""A lock on a file shared by every process of one user: pure Python, no Qt.

``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows: the operating system drops the lock
when its holder ends, even by ``kill -9``, so a crash never leaves the next run blocked (the
lock file itself may stay; it holds nothing). The descriptor is not inherited by the
processes the app starts (the search processes), so they never hold it.

The record's read-modify-write (``controllers/statistics.py``) holds one around each change;
the app holds one for its whole run (``single_instance``: one window per data folder).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

POLL_S = 0.01


class LockTimeout(OSError):
    """The lock stayed held by another process for longer than the timeout."""


class FileLock:
    """An exclusive lock on ``path`` (created if missing) between processes.

    ``acquire(timeout)`` waits at most ``timeout`` seconds (0: one try); it never hangs.
    Not re-entrant; one holder per object (guard it with a thread lock across threads)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._fd is not None

    def try_acquire(self) -> bool:
        """Take the lock if it is free now; ``False`` when another process holds it. Raises
        ``OSError`` when the lock file cannot be created or opened."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
        try:
            taken = _lock(fd)
        except BaseException:
            os.close(fd)
            raise
        if not taken:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def acquire(self, timeout: float) -> None:
        """Take the lock, waiting at most ``timeout`` seconds (``LockTimeout`` then)."""
        deadline = time.monotonic() + max(0.0, timeout)
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                raise LockTimeout(f"{self.path} stayed locked by another process for {timeout:g} s")
            time.sleep(POLL_S)

    def release(self) -> None:
        """Give the lock up (nothing when it is not held)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)

    def __enter__(self) -> FileLock:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()


@contextlib.contextmanager
def locked(path: Path, timeout: float) -> Iterator[FileLock]:
    """Hold the lock on ``path`` for the ``with`` block (``LockTimeout`` after ``timeout``)."""
    lock = FileLock(path)
    lock.acquire(timeout)
    try:
        yield lock
    finally:
        lock.release()


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
