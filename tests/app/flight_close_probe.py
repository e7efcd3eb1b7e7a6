"""Run by test_story_close.py in a subprocess: Scopa's real flight layer
(``games/scopa/FlightLayer.qml``) launches cards that are lifted into the window's overlay (as
the filter pass's ``lift`` does: only their visual parent changes), and their table closes
while they fly, ``CYCLES`` times. Between the closing, which ends the table's QML context, and
Qt's deferred deletion of the table the frames go on ticking, as in the app. Prints one JSON
line; Qt's warnings go to stderr, where the test looks for them.

    python tests/app/flight_close_probe.py [CYCLES]
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem
from qml_probe import open_wrapper

WRAPPER = b"""
import QtQuick
import "cards"
import "games/scopa"

Window {
    id: root

    width: 800
    height: 600
    visible: true

    Loader {
        objectName: "tableLoader"
        anchors.fill: parent
        sourceComponent: FlightLayer {
            objectName: "flightLayer"
            speed: 20  // flights of ~60 ms: they end while the closed table waits for deletion
            tableCards: null
            hands: []
            piles: []
        }
    }

    Item {
        // Stands in for the filter pass's overlay (FilterLayer.lift): a lifted item keeps its
        // QObject parent (its layer) and gets a mount in the window's overlay as its visual one.
        id: overlay

        objectName: "overlay"
        anchors.fill: parent

        function lift(item: Item, home: Item, area: rect): void {
            const mount = mountComponent.createObject(overlay);
            item.parent = mount;
        }

        Component.onCompleted: CardTheme.flightOverlay = overlay

        Component {
            id: mountComponent

            Item {
                id: mount

                onChildrenChanged: if (mount.children.length === 0) mount.destroy()
            }
        }
    }
}
"""

FLIGHT = {
    "code": "D7",
    "cardWidth": 60,
    "from": {"x": 10, "y": 10},
    "via": {"x": 200, "y": 100},
    "to": {"x": 400, "y": 300},
    "waitMs": 0,
    "moveMs": 30,
    "holdMs": 0,
    "endScale": 0.5,
    "opacity": 1,
    "glow": False,
}


def pump(app: QGuiApplication, seconds: float) -> None:
    """Let frames and timers run (no deferred deletion: Qt does that only back in its loop)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def lifted(overlay: QQuickItem) -> int:
    """Flights in the overlay (inside their mounts)."""
    return sum(len(mount.childItems()) for mount in overlay.childItems())


def main() -> int:
    cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    app, engine, root, loader = open_wrapper(WRAPPER, "flight_probe.qml")
    overlay = root.findChild(QQuickItem, "overlay")
    # A flight left alone lands and is gone, its mount with it.
    loader.property("item").launch(FLIGHT)
    launched = lifted(overlay)
    pump(app, 0.5)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    landed = lifted(overlay) + len(overlay.childItems())
    for _ in range(cycles):
        for _ in range(3):
            loader.property("item").launch(FLIGHT)
        app.processEvents()
        loader.setProperty("active", False)  # the table closes while its cards fly …
        pump(app, 0.08)  # … and frames tick until Qt deletes it
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        loader.setProperty("active", True)
        app.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    print(
        json.dumps(
            {
                "cycles": cycles,
                "launched": launched,
                "left_after_landing": landed,
                "left_after_closes": lifted(overlay) + len(overlay.childItems()),
            }
        ),
        flush=True,
    )
    loader.setProperty("active", False)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del engine
    return 0


if __name__ == "__main__":
    sys.exit(main())
