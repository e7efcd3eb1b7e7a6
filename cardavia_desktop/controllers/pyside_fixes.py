"""Work-arounds for bugs of the PySide6 release in use, each detected at run time.

PySide6 6.12.0 on Python 3.11: ``SignalInstance.emit()`` returns ``True`` without taking a
reference, so every signal emitted from Python lowers the reference count of ``True`` by one.
The interpreter starts with well under a thousand references to it, so an app that emits
signals from Python aborts after a few hundred of them with "Fatal Python error: bool_dealloc".
The same release drops a reference to ``None`` for every ``None`` inside a dict or list that
is converted to a ``QVariantMap``/``QVariantList`` (a property read by QML, a signal argument):
observations and events hold ``None`` values, so a long session would abort the same way.

``apply()`` detects each leak with one probe and, only if it is there, gives the object a
reference count no run can exhaust. Python 3.12+ makes ``True``, ``False`` and ``None`` immortal.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import Property, QObject, Signal

_RESERVE = 1 << 40
_result: bool | None = None


class _Probe(QObject):
    ping = Signal()
    changed = Signal()

    def _holder(self) -> dict[str, None]:
        return {"value": None}

    holder = Property(dict, _holder, notify=changed)


def emit_leaks_true() -> bool:
    """True if emitting a signal from Python drops a reference to ``True`` (the 6.12.0 bug)."""
    probe = _Probe()
    before = sys.getrefcount(True)
    probe.ping.emit()
    after = sys.getrefcount(True)
    if after < before:  # put back the reference the probe took
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return after < before


def variant_leaks_none() -> bool:
    """True if converting ``{"value": None}`` to a QVariantMap drops a reference to ``None``."""
    probe = _Probe()
    before = sys.getrefcount(None)
    probe.property("holder")
    after = sys.getrefcount(None)
    for _ in range(max(0, before - after)):  # put back what the probe cost
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(None))
    return after < before


def apply() -> bool:
    """Apply the work-arounds this PySide6 needs (once per process); True if one was needed."""
    global _result
    if _result is not None:
        return _result
    if sys.version_info >= (3, 12):
        _result = False
        return _result
    leaking: list[object] = []
    if emit_leaks_true():
        leaking += [True, False]
    if variant_leaks_none():
        leaking.append(None)
    for value in leaking:
        ctypes.c_ssize_t.from_address(id(value)).value += _RESERVE
    _result = bool(leaking)
    return _result
