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
    """A playable card of the player's hand (objectName ``hand``) whose centre is in the
    window, or ``None``."""
    hands = [i for i in window.findChildren(QQuickItem) if i.objectName() == "hand"]
    stack = list(hands)
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_") and item.property("lifted") and item.isVisible():
            centre = item.mapToScene(QPointF(item.width() * 0.25, item.height() * 0.3))
            if 0 <= centre.x() < window.width() and 0 <= centre.y() < window.height():
                return item
        stack.extend(item.childItems())
    return None


def main() -> int:
    from cardavia_desktop.app import close_shell, create_engine, shell_ready
    from cardavia_desktop.controllers import sound
    from cardavia_desktop.controllers.game_controller import GameController

    app = QGuiApplication(sys.argv[:1])
    started = time.monotonic()
    engine, window, settings = create_engine("scopa")
    settings.reducedMotion = os.environ.get("PROBE_REDUCED_MOTION") == "1"
    assert wait(app, lambda: shell_ready(window) and sound.board() is not None, 20)
    board = sound.board()
    assert board is not None
    wait(app, board.loaded, 10)
    controller = window.findChildren(GameController)[0]
    assert wait(app, lambda: controller.property("yourTurn") and playable_card(window), 30)
    steps: list[list] = []
    controller.stepped.connect(lambda events: steps.append(list(events)))
    click_ms = 0.0
    for _attempt in range(5):  # a click while the deal is still settling may find no turn yet
        card = playable_card(window)
        if card is None or not controller.property("yourTurn"):
            wait(app, lambda: bool(controller.property("yourTurn") and playable_card(window)), 5)
            continue
        centre = card.mapToScene(QPointF(card.width() * 0.25, card.height() * 0.3)).toPoint()
        clicked = time.monotonic()
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
        click_ms = max(click_ms, (time.monotonic() - clicked) * 1000)
        chooser = [
            c
            for c in window.findChildren(QQuickItem)
            if c.objectName() == "captureChooser" and c.isVisible()
        ]
        if chooser:
            QTest.keyClick(window, Qt.Key.Key_Return)  # the first capture offered
        if wait(
            app,
            lambda: any(
                e.get("type") == "play" and e.get("seat") == 0 for step in steps for e in step
            ),
            2,
        ):
            break
    wait(app, lambda: "card" in board.started, 3)
    wait(app, lambda: False, 1.0)  # the cue sounds out
    if os.environ.get("PROBE_BURST") == "1":  # cues overlapping as fast as a table could ask
        for index in range(40):
            board.play(["card", "chips", "capture", "sweep", "deal", "trick"][index % 6])
            wait(app, lambda: False, 0.03)
        wait(app, lambda: False, 1.0)
    played = any(e.get("type") == "play" and e.get("seat") == 0 for step in steps for e in step)
    print(
        json.dumps(
            {
                "available": board.available,
                "started": board.started,
                "played": played,
                "click_ms": click_ms,
                "seconds": time.monotonic() - started,
            }
        )
    )
    window.close()
    close_shell(window)
    engine.deleteLater()
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
