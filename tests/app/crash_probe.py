"""A probe that dies the way a Qt crash does, for the test of the suite's crash capture.

Usage: ``python crash_probe.py segv`` (reads address 0 in native code: SIGSEGV) or
``python crash_probe.py hang`` (sleeps until it is stopped).
"""

from __future__ import annotations

import ctypes
import sys
import time


def read_address_zero() -> None:
    """Dereference a null pointer in C (not ``faulthandler._sigsegv``, which turns core dumps
    off first)."""
    ctypes.string_at(0)


def sleep_for_good() -> None:
    """Never return."""
    while True:
        time.sleep(1)


if __name__ == "__main__":
    print("started", flush=True)
    {"segv": read_address_zero, "hang": sleep_for_good}[sys.argv[1]]()
