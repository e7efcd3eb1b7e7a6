"""Helpers for the Lock & Bet GUI tests: load the table, read its controls, click like a person."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from tests.gui.table_helpers import VIEWS, WAIT_MS, TableDriver, close_table, open_table_view

LOCKBET_QML: Path = VIEWS / "games" / "lockbet" / "Table.qml"
AI_LEVEL = "easy"
SETTLE_S = 0.35
"""How long the hand's cards must keep their places to count as settled (a move takes 220 ms)."""


class LockbetDriver(TableDriver):
    """The Lock & Bet table in a window, with its controller's ``table`` (chips and betting)."""

    @property
    def betting(self) -> Any:
        """The controller's chips and betting controls."""
        return self.controller.property("table")

    def b(self, name: str) -> Any:
        """A property of ``betting`` (as a Python value)."""
        value = self.betting.property(name)
        return value.toVariant() if hasattr(value, "toVariant") else value

    def obs(self) -> dict[str, Any]:
        """The controller's current observation."""
        value = self.controller.property("observation")
        return value.toVariant() if hasattr(value, "toVariant") else dict(value)

    def wait_for_turn(self) -> None:
        """Until the human may act, a reveal is held, or the match is over."""
        self.wait_for_human()

    def settle_hand(self) -> None:
        """Wait until the hand's cards have reached their places (a drawn card slides in):
        the same places for longer than a card's move takes, so a slide that has not started
        yet on a slow frame is not taken for rest."""

        def places() -> list[tuple[float, float]]:
            points = [item.mapToScene(item.boundingRect().center()) for item in self.hand_items()]
            return [(round(p.x()), round(p.y())) for p in points]

        last: list[list[tuple[float, float]]] = [[]]
        since = [time.monotonic()]

        def still() -> bool:
            now = places()
            if now != last[0] or len(set(now)) != len(now):
                last[0], since[0] = now, time.monotonic()
                return False
            return time.monotonic() - since[0] >= SETTLE_S

        self.qtbot.waitUntil(still, timeout=WAIT_MS)

    def clickable(self, name: str) -> QQuickItem:
        """A button that is visible and enabled (fails the test otherwise)."""
        item = self.item(name)
        self.qtbot.waitUntil(lambda: item.isVisible() and item.isEnabled(), timeout=WAIT_MS)
        return item

    def press(self, name: str) -> None:
        """Click the named control and wait for the engine's answer or a refusal."""
        self.click_and_wait(self.clickable(name))

    def type_amount(self, text: str) -> None:
        """Select the amount field's text and type ``text`` with the keyboard."""
        field = self.item("amountField")
        self.click(field)
        self.qtbot.waitUntil(lambda: field.hasActiveFocus(), timeout=WAIT_MS)
        QTest.keyClick(self.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClick(self.view, Qt.Key.Key_Backspace)
        for char in text:
            QTest.keyClick(self.view, char)

    def slide_to(self, value: int) -> None:
        """Drag the amount slider's handle to ``value`` (its range is the legal one)."""
        slider = self.item("amountSlider")
        low, high = slider.property("from"), slider.property("to")
        left = slider.property("leftPadding")
        width = slider.property("availableWidth")
        handle = slider.property("handle")
        fraction = 0.0 if high == low else (value - low) / (high - low)
        y = slider.height() / 2
        start = slider.mapToScene(QPointF(handle.x() + handle.width() / 2, y))
        end = slider.mapToScene(
            QPointF(left + handle.width() / 2 + fraction * (width - handle.width()), y)
        )
        points = [QPoint(round(p.x()), round(p.y())) for p in (start, end)]
        QTest.mousePress(
            self.view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, points[0]
        )
        steps = 8
        for i in range(1, steps + 1):
            x = points[0].x() + (points[1].x() - points[0].x()) * i / steps
            QTest.mouseMove(self.view, QPoint(round(x), points[0].y()), 10)
        QTest.mouseRelease(
            self.view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, points[1]
        )


def load_lockbet(
    qtbot: Any,
    seed: int,
    *,
    size: tuple[int, int] = (1280, 720),
    mirrored: bool = False,
    ai_level: str = AI_LEVEL,
    language_host: bool = False,
) -> LockbetDriver:
    """Load the Lock & Bet Table.qml through a Loader (as the shell does) at AI delay 0."""
    return open_table_view(
        qtbot,
        LOCKBET_QML,
        {"seed": seed, "aiDelayMs": 0, "aiLevel": ai_level},
        size=size,
        mirrored=mirrored,
        driver_class=LockbetDriver,
    )


def close_lockbet(driver: LockbetDriver) -> None:
    """Unload the table and wait for its engine thread to stop."""
    close_table(driver)
