"""Run by test_story_close.py in a subprocess: the deal's story panel (the real
``shell/StoryPanel.qml``) gets a new line and its table closes in the same turn, ``CYCLES``
times, as when a table is left right after a move. Prints one JSON line; a crash of Qt's
teardown ends the process with SIGSEGV instead (issue 17: Qt 6's ListView teardown read a
delegate its model had just freed, after a deferred scroll reached the closing table's list).

    python tests/app/story_close_probe.py [CYCLES]
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from qml_probe import open_wrapper

WRAPPER = b"""
import QtQuick
import "shell"

Window {
    id: root

    property var story: []
    /** Stands in for the table's GameController: the panel reads only its story. */
    readonly property QtObject game: QtObject {
        property var story: root.story
    }

    width: 800
    height: 600
    visible: true

    Loader {
        objectName: "tableLoader"
        width: 340
        height: 420
        sourceComponent: StoryPanel {
            controller: root.game
            gameId: "schnapsen"
        }
    }
}
"""


def events(count: int, seed: int) -> list[dict[str, object]]:
    """``count`` plays of the deal's story; the card codes' lengths (so the lines' heights)
    vary with ``seed``."""
    return [
        {
            "type": "play",
            "seat": i % 2,
            "actor": i % 2,
            "deal": 1,
            "card": "K" * (1 + (i * seed) % 37),
        }
        for i in range(count)
    ]


def main() -> int:
    cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    app, engine, root, loader = open_wrapper(WRAPPER, "story_probe.qml")
    for cycle in range(cycles):
        root.setProperty("story", events(10 + cycle % 23, cycle))
        app.processEvents()
        root.setProperty("story", events(14 + cycle % 29, cycle + 1))  # a move …
        loader.setProperty("active", False)  # … and its table closes in the same turn
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        loader.setProperty("active", True)
        app.processEvents()
    root.setProperty("story", events(60, 7))  # a long story: the list shows its newest line
    app.processEvents()
    story_list = root.findChild(QObject, "storyList")
    print(
        json.dumps(
            {
                "cycles": cycles,
                "count": story_list.property("count"),
                "at_end": bool(story_list.property("atYEnd")),
                "scrolled": story_list.property("contentY") > 0,
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
