"""Run the app's window in this process with sound on, play one card of Scopa with the mouse and
print what the sound board did as JSON (tests/app/test_sound.py runs it in a subprocess)."""

from __future__ import annotations

import json
import os
import sys
import time

os.environ["CARDAVIA_SOUND"] = "1"
os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest


def wait(app: QGuiApplication, until, seconds: float) -> bool:
    """Process events until ``until()`` or ``seconds`` pass; whether it came true."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if until():
            return True
        time.sleep(0.01)
    return bool(until())


def playable_card(window) -> QQuickItem | None:
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_") and item.property("lifted") \
                and item.isVisible():
            return item
        stack.extend(item.childItems())
    return None


def main() -> int:
    from cardavia_desktop.app import close_shell, create_engine, shell_ready
    from cardavia_desktop.controllers import sound
    from cardavia_desktop.controllers.game_controller import GameController

    app = QGuiApplication(sys.argv[:1])
    started = time.monotonic()
    engine, window, _settings = create_engine("scopa")
    assert wait(app, lambda: shell_ready(window) and sound.board() is not None, 20)
    board = sound.board()
    assert board is not None
    wait(app, board.loaded, 10)
    controller = window.findChildren(GameController)[0]
    assert wait(app, lambda: controller.property("yourTurn") and playable_card(window), 30)
    card = playable_card(window)
    centre = card.mapToScene(QPointF(card.width() / 2, card.height() * 0.3)).toPoint()
    clicked = time.monotonic()
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    click_ms = (time.monotonic() - clicked) * 1000
    chooser = [c for c in window.findChildren(QQuickItem) if c.objectName() == "captureChooser"]
    wait(app, lambda: "card" in board.started, 3)
    if chooser and chooser[0].isVisible() and "card" not in board.started:
        QTest.keyClick(window, Qt.Key.Key_Return)  # the first capture offered
        wait(app, lambda: "card" in board.started, 3)
    wait(app, lambda: False, 1.5)  # the cue sounds out
    print(json.dumps({"available": board.available, "started": board.started,
                      "click_ms": click_ms, "seconds": time.monotonic() - started}))
    window.close()
    close_shell(window)
    engine.deleteLater()
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
