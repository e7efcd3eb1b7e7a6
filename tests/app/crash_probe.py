"""A probe that dies the way a Qt crash does, for the test of the suite's crash capture.

Usage: ``python crash_probe.py segv`` (reads address 0 in native code: SIGSEGV) or
``python crash_probe.py hang`` (sleeps until it is stopped) or
``python crash_probe.py once MARKER`` (a SIGSEGV the first time, when MARKER does not exist yet).
"""

from __future__ import annotations

import ctypes
import sys
import time
from pathlib import Path


def read_address_zero() -> None:
    """Dereference a null pointer in C (not ``faulthandler._sigsegv``, which turns core dumps
    off first)."""
    ctypes.string_at(0)


def sleep_for_good() -> None:
    """Never return."""
    while True:
        time.sleep(1)


def crash_once() -> None:
    """Crash unless the marker file exists (creating it first)."""
    marker = Path(sys.argv[2])
    if not marker.exists():
        marker.touch()
        read_address_zero()
    print("second run", flush=True)


if __name__ == "__main__":
    print("started", flush=True)
    {"segv": read_address_zero, "hang": sleep_for_good, "once": crash_once}[sys.argv[1]]()
