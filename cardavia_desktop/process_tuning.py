"""Process-wide memory tuning of the app (glibc's allocator), applied once at start.

glibc gives every thread that allocates under contention an arena of its own, up to eight per
core: here Qt's render thread, llvmpipe's threads, Mesa's shader-cache threads, the QML and
engine threads each hold freed memory in their own arena, none of which goes back to the
system. ``apply`` caps the arenas before any of those threads exist (``M_ARENA_MAX``) and
keeps PySide from holding the source of every imported module (see ``_read_sources_uncached``);
``trim`` hands the free pages of every arena back (``malloc_trim``): after a table closes and
after each match (a match's churn of card images and sheets leaves ~10 MB of free pages).

Nothing happens where glibc is not the C library (macOS, Windows, musl) or when
``MALLOC_ARENA_MAX`` is already set (the player's choice wins); ``CARDAVIA_PROCESS_TUNING=0``
turns it all off (``benchmarks/app_memory.py`` measures with and without it).
"""

from __future__ import annotations

import ctypes
import linecache
import os
import sys
import threading
import time

ARENA_MAX = 2
"""Arenas glibc may create (the default is 8 per core): the GUI thread's and one shared."""
M_ARENA_MAX = -8
"""``mallopt`` parameter number (``malloc.h``)."""
TRIM_AFTER_MS = 1000
"""``trim_later``'s delay: Qt deletes what a closed table or a finished match let go once the
event loop runs."""

_libc: ctypes.CDLL | None = None
applied: dict[str, int] = {}
"""What ``apply`` set (empty when it set nothing)."""


def _glibc() -> ctypes.CDLL | None:
    """glibc, or ``None`` on any other C library."""
    global _libc
    if _libc is None and sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL("libc.so.6")
            libc.gnu_get_libc_version.restype = ctypes.c_char_p
            libc.gnu_get_libc_version()
        except (OSError, AttributeError):
            return None
        _libc = libc
    return _libc


def enabled() -> bool:
    """Whether the tuning applies in this process."""
    return os.environ.get("CARDAVIA_PROCESS_TUNING", "1") != "0" and _glibc() is not None


def apply() -> dict[str, int]:
    """Cap glibc's arenas and stop PySide keeping every module's source; call before Qt
    starts its threads. Returns what was set."""
    libc = _glibc()
    if not enabled() or libc is None or applied:
        return dict(applied)
    if "MALLOC_ARENA_MAX" not in os.environ and libc.mallopt(M_ARENA_MAX, ARENA_MAX) == 1:
        applied["arena_max"] = ARENA_MAX
    if _read_sources_uncached():
        applied["sources_uncached"] = 1
    return dict(applied)


def _read_sources_uncached() -> bool:
    """PySide's ``__feature__`` support asks, for every module imported after PySide, whether
    its source mentions "PySide6" with ``inspect.getsource``, which leaves each module's
    source lines in ``linecache`` for good (≈ 4 MB at a table: the standard library's and
    the app's). The same test reading the file itself keeps nothing; the lines cached so
    far are dropped. ``True`` when done (PySide's helper is where this version has it)."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False

    def uses_pyside(module: object) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return bool(original(module))  # no source file of its own: PySide's own test

    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]  # private: no stub
    linecache.clearcache()
    return True


slowest_trim_ms = 0.0
"""The longest ``trim`` so far in this process (``benchmarks/app_memory.py`` reports it)."""


def trim() -> bool:
    """Give the free pages of every arena back to the system (``malloc_trim``); ``True`` when
    some were released. The call releases the GIL (ctypes)."""
    global slowest_trim_ms
    libc = _glibc()
    if not enabled() or libc is None:
        return False
    started = time.perf_counter()
    released = bool(libc.malloc_trim(0))
    slowest_trim_ms = max(slowest_trim_ms, (time.perf_counter() - started) * 1000)
    return released


_trimming: threading.Thread | None = None


def trim_later(delay_ms: int = TRIM_AFTER_MS) -> None:
    """``trim`` in ``delay_ms`` (once Qt has deleted what was just let go: a closed table's
    objects, a finished match's), on a thread of its own: a trim of a fragmented heap took up
    to 160 ms here, which the GUI thread must not wait for. Nothing without a Qt application."""
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance()
    if app is not None and enabled():
        QTimer.singleShot(delay_ms, app, _trim_in_background)


def _trim_in_background() -> None:
    global _trimming
    if _trimming is not None and _trimming.is_alive():
        return
    _trimming = threading.Thread(target=trim, name="cardavia-trim", daemon=True)
    _trimming.start()
