"""``ChooserName``: an export's suggested file name in Qt Quick's own file chooser.

Where the desktop offers no file chooser of its own, QtQuick.Dialogs draws one in a window of
its own. Qt 6.11's shows the ``selectedFile`` it is given only when that file already exists,
so an export's suggested name (``cardavia-<game>-<seed>.json``) was missing and a player had to
type one (newcomer #31). Once that chooser shows, its empty name field gets the name; the
desktop's own chooser, which shows the name itself, has no such field and is left alone.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, QUrl, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement
from PySide6.QtQuick import QQuickItem, QQuickWindow

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

FIELD = "fileNameTextField"
"""The object name of the name field in Qt Quick's file chooser (QtQuick/Dialogs/quickimpl)."""
TRIES, PAUSE_MS = 20, 50
"""How long the chooser's window is looked for after ``open()``: up to a second."""


def name_field(title: str) -> QQuickItem | None:
    """The name field of the shown Qt Quick file chooser titled ``title``, if there is one."""
    for window in QGuiApplication.topLevelWindows():
        if not isinstance(window, QQuickWindow):
            continue
        for field in window.findChildren(QQuickItem, FIELD):
            shown = field.window()
            if shown is not None and shown.isVisible() and shown.title() == title:
                return field
    return None


@QmlElement
class ChooserName(QObject):
    """Puts a suggested file name in Qt Quick's own file chooser once it shows."""

    @Slot(str, QUrl)
    def suggest(self, title: str, file: QUrl) -> None:
        """Give the chooser titled ``title`` (just opened) the name of ``file`` if its name
        field is empty once it shows; nothing when the desktop's own chooser is used."""
        self._fill(title, file.fileName(), TRIES)

    def _fill(self, title: str, name: str, tries: int) -> None:
        field = name_field(title)
        if field is not None:
            if not field.property("text"):
                field.setProperty("text", name)
            return
        if tries > 0:
            QTimer.singleShot(PAUSE_MS, self, lambda: self._fill(title, name, tries - 1))
