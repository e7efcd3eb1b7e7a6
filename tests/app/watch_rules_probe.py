"""Run by test_watch_rules_tab.py in a subprocess on a real display (the filter pass that lifts
moving cards into its overlay needs OpenGL): newcomer #12's steps at Scopa's table, by mouse
and keys. W (Watch), Fast, at the watched deal's sheet "Watch another deal", then Stop watching
while its cards move, then the Full rules tab. Prints one JSON line: the homes of the items
still lifted into the window's flight overlay 3 s after Stop watching, and the items of the
overlay shown over the rules. Exit 3 without OpenGL.

    python tests/app/watch_rules_probe.py [SHOT.png]
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from cardavia_desktop import app
from cardavia_desktop.controllers.table_watch import WATCH_DELAYS_MS


def wait(qapp: Any, done: Any, seconds: float) -> bool:
    """Run the event loop until ``done()`` or ``seconds`` passed; whether ``done()``."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        qapp.processEvents()
        time.sleep(0.01)
    return bool(done())


def shown(window: Any, name: str, visible: bool = True) -> Any:
    """The (visible) item called ``name`` (or None)."""
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and (item.isVisible() or not visible):
            return item
        stack.extend(item.childItems())
    return None


def click(qapp: Any, window: Any, name: str) -> None:
    """Click the centre of the visible item ``name`` once it is shown."""
    if not wait(qapp, lambda: shown(window, name) is not None, 30):
        raise LookupError(name)
    item = shown(window, name)
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)


def scopa_table(qapp: Any) -> tuple[Any, Any, Any] | None:
    """The app at Scopa's table in English, 1440×900: (engine, window, its GameController),
    or None on the software renderer (no filter pass to test)."""
    engine, window, _settings = app.create_engine("scopa", "en", size=(1440, 900))
    wait(qapp, lambda: app.shell_ready(window), 20)
    if window.rendererInterface().graphicsApi().name == "Software":
        return None

    def controller() -> Any:
        loader = window.findChild(QObject, "tableLoader")
        table = loader.property("item") if loader is not None else None
        return table.property("controller") if table is not None else None

    wait(qapp, lambda: controller() is not None, 30)
    return engine, window, controller()


def main() -> int:
    qapp = QGuiApplication(sys.argv[:1])
    opened = scopa_table(qapp)
    if opened is None:
        return 3
    engine, window, c = opened
    wait(qapp, lambda: c.property("yourTurn"), 30)
    window.requestActivate()
    wait(qapp, lambda: window.isActive(), 5)
    wait(qapp, lambda: False, 0.5)
    QTest.keyClick(window, Qt.Key.Key_W)  # Watch
    if not wait(qapp, lambda: c.property("watching"), 10):
        print("W did not start Watch", file=sys.stderr)
        return 4
    click(qapp, window, f"watchSpeed_{len(WATCH_DELAYS_MS) - 1}")  # Fast
    wait(qapp, lambda: c.property("summaryVisible"), 120)
    click(qapp, window, "watchAnotherButton")
    wait(qapp, lambda: False, float(os.environ.get("PROBE_PAUSE", "1.5")))  # its cards move
    click(qapp, window, "watchAction")  # Stop watching: back to your match
    wait(qapp, lambda: not c.property("watching"), 10)
    overlay = shown(window, "flightOverlay", visible=False)
    wait(qapp, lambda: False, 3)
    # Every flight has landed by now, at the table too (newcomer #36: the table's row stayed
    # lifted for the rest of the match, drawn over the shortcut sheet).
    at_table = [mount.property("home").objectName() for mount in overlay.childItems()]
    click(qapp, window, "rulesTab")
    wait(qapp, lambda: False, 1.5)
    over_rules = [
        child.objectName() or type(child).__name__
        for mount in overlay.childItems()
        if mount.isVisible()
        for child in mount.childItems()
        if child.isVisible()
    ]
    if len(sys.argv) > 1:
        window.grabWindow().save(sys.argv[1])
    print(json.dumps({"over_rules": over_rules, "lifted_at_table": at_table}), flush=True)
    app.close_shell(window)
    engine.deleteLater()
    return 0


if __name__ == "__main__":
    sys.exit(main())
