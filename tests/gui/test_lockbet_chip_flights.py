"""Lock & Bet's chip flights leave nothing behind: every flight's item is destroyed once it has
landed, with motion and with reduced motion (where, before, each flight of no duration failed
to destroy itself while it was being created and stayed: ~4 MB of items per match)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlEngine, QQmlExpression
from PySide6.QtQuick import QQuickView

HOST = Path(__file__).resolve().parent / "qml" / "ChipFlightHost.qml"
FLIGHTS = 12


@pytest.fixture
def host(qtbot: Any) -> Any:
    """The host view, its chip-flight layer and the app's settings singleton."""
    from cardavia_desktop.controllers import register_all

    register_all()
    view = QQuickView()
    view.setSource(QUrl.fromLocalFile(str(HOST)))
    assert not view.errors(), [e.toString() for e in view.errors()]
    view.show()
    qtbot.waitExposed(view)
    settings = view.engine().singletonInstance("Cardavia", "AppSettings")
    layer = view.rootObject().findChild(object, "chipFlights")
    yield view, layer, settings
    settings.setProperty("reducedMotion", False)
    view.close()
    view.deleteLater()


def fly(view: QQuickView, count: int) -> None:
    """``count`` flights at once (the host's ``flyMany``)."""
    root = view.rootObject()
    expression = QQmlExpression(QQmlEngine.contextForObject(root), root, f"flyMany({count})")
    expression.evaluate()
    assert not expression.hasError(), expression.error().toString()


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced-motion"])
def test_every_chip_flight_is_gone_once_it_has_landed(
    qtbot: Any, qtlog: Any, host: Any, reduced: bool
) -> None:
    view, layer, settings = host
    settings.setProperty("reducedMotion", reduced)
    view.rootObject().setProperty("speed", 40)  # a flight takes ~20 ms
    for _ in range(3):  # three steps' worth
        fly(view, FLIGHTS)
        if not reduced:
            assert len(layer.childItems()) == FLIGHTS  # they do fly
        qtbot.waitUntil(lambda: not layer.childItems(), timeout=3000)
    qtbot.wait(50)
    assert layer.childItems() == []
    assert not [r.message for r in qtlog.records if "ChipFlight" in r.message]
