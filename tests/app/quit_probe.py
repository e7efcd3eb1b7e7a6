"""Run by test_desktop_basics.py in a subprocess: the real app (``app.main``, as ``cardavia
--game GAME`` runs) opens a table, plays your first move and, while its cards still move,
quits the way a person does: Ctrl+Q (``key``), or the Options panel's Quit button with the mouse
(``button``). Prints "quitting" once it has pressed; the test reads the exit status and every
line Qt printed.

    python tests/app/quit_probe.py GAME key|button
"""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt, QTimer
from PySide6.QtTest import QTest

from cardavia_desktop import app


def find(window: Any, name: str) -> Any:
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    return None


def click(window: Any, item: Any) -> None:
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)


def main() -> int:
    game, how = sys.argv[1], sys.argv[2]
    original = app.create_engine

    def create_engine(*args, **kwargs):  # type: ignore[no-untyped-def]
        engine, window, settings = original(*args, **kwargs)

        def quit_now() -> None:
            print("quitting", flush=True)
            if how == "key":
                QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
                return
            click(window, find(window, "optionsButton"))
            QTimer.singleShot(100, lambda: click(window, find(window, "quitButton")))

        def poll() -> None:
            loader = window.findChild(QObject, "tableLoader")
            table = loader.property("item") if loader is not None else None
            controller = table.property("controller") if table is not None else None
            if controller is None or not controller.property("yourTurn"):
                QTimer.singleShot(100, poll)
                return
            controller.act(controller.property("legalActions")[0])  # cards move …
            QTimer.singleShot(40, quit_now)  # … as the player quits

        QTimer.singleShot(500, poll)
        return engine, window, settings

    app.create_engine = create_engine
    return app.main(["--game", game])


if __name__ == "__main__":
    sys.exit(main())
