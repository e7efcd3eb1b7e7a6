"""Work-arounds for bugs of the PySide6 release in use, each detected at run time.

PySide6 6.12.0 on Python 3.11: ``SignalInstance.emit()`` returns ``True`` without taking a
reference, so every signal emitted from Python lowers the reference count of ``True`` by one.
The interpreter starts with well under a thousand references to it, so an app that emits
signals from Python aborts after a few hundred of them with "Fatal Python error: bool_dealloc".
``apply()`` detects the leak with one probe emission and, only if it is there, gives ``True``
(and ``False``) a reference count no run can exhaust. Python 3.12+ makes both immortal.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

_RESERVE = 1 << 40
_applied = False


class _Probe(QObject):
    ping = Signal()


def emit_leaks_true() -> bool:
    """True if emitting a signal from Python drops a reference to ``True`` (the 6.12.0 bug)."""
    probe = _Probe()
    before = sys.getrefcount(True)
    probe.ping.emit()
    after = sys.getrefcount(True)
    if after < before:  # put back the reference the probe took
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return after < before


def apply() -> bool:
    """Apply the work-arounds this PySide6 needs (once per process); True if one was applied."""
    global _applied
    if _applied or sys.version_info >= (3, 12):
        return _applied
    if emit_leaks_true():
        for value in (True, False):
            ctypes.c_ssize_t.from_address(id(value)).value += _RESERVE
        _applied = True
    return _applied
