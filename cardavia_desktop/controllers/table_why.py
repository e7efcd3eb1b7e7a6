"""``TableWhy``: "Why?" for the AI's moves, the same at every table.

After an AI move the player may ask why it was made (``askWhy``): the worker answers from
each kept move's own seat's observation (``worker/why.py``, ``engine/why.py``) and the answer
shows as ``why`` until the position moves on (the next step clears it) or it is closed
(``clearWhy``). The hint and the answer take turns in the same place: asking one closes the
other. ``GameController`` derives from this class, connects ``_whyRequested`` to the worker
(``_connect_why``) and hands it every step (``_why_stepped``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Qt, Signal, Slot

from .table_watch import TableWatch

_QUEUED = Qt.ConnectionType.QueuedConnection


class TableWhy(TableWatch):
    """Its state (``whyAvailable``, ``why``, ``whyBusy``) and intents (``askWhy``,
    ``clearWhy``)."""

    _whyRequested = Signal(int)

    whyChanged = Signal()
    whyAvailableChanged = Signal()
    whyBusyChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._why: list[dict[str, Any]] = []
        self._why_available = False
        self._why_busy = False
        self._why_token = 0

    def _connect_why(self, worker: Any) -> None:
        """Connect the question to the table's worker and its answer back (queued)."""
        self._whyRequested.connect(worker.why, _QUEUED)
        worker.whyReady.connect(self._on_why_ready, _QUEUED)

    # -- properties ----------------------------------------------------------------------

    def _get_why(self) -> list[dict[str, Any]]:
        return self._why

    why = Property("QVariantList", _get_why, notify=whyChanged)  # type: ignore[arg-type]
    """The answer: ``[{"seat", "events", "facts"}]``, one per AI move asked about, in play
    order (``events``: that move's own, as the log words them; ``facts``: its reasons, data
    the views word with ``shell/why.js``); empty when none is shown."""

    def _get_why_available(self) -> bool:
        return self._why_available

    whyAvailable = Property(bool, _get_why_available, notify=whyAvailableChanged)
    """An AI move the table shows as just made may be asked about."""

    def _get_why_busy(self) -> bool:
        return self._why_busy

    whyBusy = Property(bool, _get_why_busy, notify=whyBusyChanged)
    """The answer is being worked out."""

    # -- intents -------------------------------------------------------------------------

    @Slot()
    def askWhy(self) -> None:
        """Ask why the AI made the moves just shown (answered as ``why``)."""
        if not self._why_available or self._why_busy or self._why:
            return
        self.clearHint()
        self._why_token += 1
        self._set_why_busy(True)
        self._whyRequested.emit(self._why_token)

    @Slot()
    def clearWhy(self) -> None:
        """Close the answer (and forget one on its way)."""
        self._why_token += 1
        self._set_why_busy(False)
        self._set_why([])

    @Slot()
    def requestHint(self) -> None:
        """The hint (``TableAids``), in the place of the answer."""
        self.clearWhy()
        super().requestHint()

    # -- from the worker -------------------------------------------------------------------

    @Slot(object)
    def _on_why_ready(self, answer: dict[str, Any]) -> None:
        if answer.get("token") != self._why_token:
            return  # asked before the position moved on, or closed
        self._set_why_busy(False)
        self._set_why([dict(move) for move in answer.get("moves", [])])

    def _why_stepped(self, payload: dict[str, Any]) -> None:
        """A step: the position moved on, so the answer goes; may the new one be asked?"""
        self.clearWhy()
        available = bool(payload.get("why_seats")) and not payload.get("watching", False)
        if available != self._why_available:
            self._why_available = available
            self.whyAvailableChanged.emit()

    def _set_why(self, moves: list[dict[str, Any]]) -> None:
        if moves != self._why:
            self._why = moves
            self.whyChanged.emit()

    def _set_why_busy(self, busy: bool) -> None:
        if busy != self._why_busy:
            self._why_busy = busy
            self.whyBusyChanged.emit()
