"""``Announcer``: tells a screen reader what just happened at the table.

A table says each event it has put into words (what an opponent played, who took a trick, the
scores) through ``announce``; the text goes to assistive technologies as a Qt accessibility
announcement (``QAccessibleAnnouncementEvent``, polite: it waits for the reader to finish) and
stays readable in ``history`` (tests and a "recent events" view use it).
"""

from __future__ import annotations

from PySide6.QtCore import Property, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtQml import QmlElement
from PySide6.QtQuick import QQuickItem

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

HISTORY = 50
"""How many announcements ``history`` keeps."""


@QmlElement
class Announcer(QQuickItem):
    """An invisible item whose ``announce(text)`` reaches the screen reader."""

    announced = Signal(str)
    historyChanged = Signal()

    def __init__(self, parent: QQuickItem | None = None) -> None:
        super().__init__(parent)
        self._history: list[str] = []

    @Slot(str)
    def announce(self, text: str) -> None:
        """Send ``text`` to assistive technologies (when one listens) and keep it."""
        text = " ".join(text.split())
        if not text:
            return
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))
        self._history = [*self._history[-(HISTORY - 1) :], text]
        self.historyChanged.emit()
        self.announced.emit(text)

    def _get_history(self) -> list[str]:
        return list(self._history)

    # "QStringList", not list (a QVariantList): PySide6 takes a type name, its stubs only a type.
    history = Property("QStringList", _get_history, notify=historyChanged)  # type: ignore[arg-type]
    """The latest announcements, oldest first."""

    def _get_last(self) -> str:
        return self._history[-1] if self._history else ""

    last = Property(str, _get_last, notify=historyChanged)
    """The latest announcement ("" before the first)."""
