"""Process-wide memory tuning of the app (glibc's allocator), applied once at start.

glibc gives every thread that allocates under contention an arena of its own, up to eight per
core: here Qt's render thread, llvmpipe's threads, Mesa's shader-cache threads, the QML and
engine threads each hold freed memory in their own arena, none of which goes back to the
system. ``apply`` caps the arenas before any of those threads exist (``M_ARENA_MAX``), and
``trim`` hands the free pages of every arena back (``malloc_trim``): after a table closes.

Nothing happens where glibc is not the C library (macOS, Windows, musl) or when
``MALLOC_ARENA_MAX`` is already set (the player's choice wins); ``CARDAVIA_PROCESS_TUNING=0``
turns it all off (``benchmarks/app_memory.py`` measures with and without it).
"""

from __future__ import annotations

import ctypes
import os
import sys

ARENA_MAX = 2
"""Arenas glibc may create (the default is 8 per core): the GUI thread's and one shared."""
M_ARENA_MAX = -8
"""``mallopt`` parameter number (``malloc.h``)."""

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
    """Cap glibc's arenas; call before Qt starts its threads. Returns what was set."""
    libc = _glibc()
    if not enabled() or libc is None or applied:
        return dict(applied)
    if "MALLOC_ARENA_MAX" not in os.environ and libc.mallopt(M_ARENA_MAX, ARENA_MAX) == 1:
        applied["arena_max"] = ARENA_MAX
    return dict(applied)


def trim() -> bool:
    """Give the free memory at the end of every arena back to the system (``malloc_trim``);
    ``True`` when some was released. The call releases the GIL (ctypes)."""
    libc = _glibc()
    if not enabled() or libc is None:
        return False
    return bool(libc.malloc_trim(0))
