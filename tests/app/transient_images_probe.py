"""Run by test_transient_images.py in a subprocess on a real display: a card face is shown, then
shown again by a new Image (from Qt's image cache), then again after the window was hidden and
shown; prints the three grabs' digests as JSON. ``--transient``: the app's choice of transient
images (``app.TRANSIENT_IMAGES_SETTING``); ``--keep``: Qt keeps every image (the reference)."""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from cardavia_desktop import app, paths

if "--keep" in sys.argv:
    os.environ.pop(app.TRANSIENT_IMAGES_SETTING[0], None)
else:
    os.environ.setdefault(*app.TRANSIENT_IMAGES_SETTING)

from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtQuick import QQuickItem, QQuickView

FACE = QUrl.fromLocalFile(str(paths.base_dir() / "resources" / "cards" / "minchiate" / "T12.svg"))
IMAGE = (f'Image {{ x: 20; y: 20; source: "{FACE.toString()}"; sourceSize: Qt.size(96, 144); '
         'readonly property bool done: status === Image.Ready }')
QML = f"""
import QtQuick
Rectangle {{
    width: 240; height: 200; color: "#1f5a41"
    property int shown: 1
    Loader {{ objectName: "first"; active: parent.shown === 1; sourceComponent: {IMAGE} }}
    Loader {{ objectName: "second"; active: parent.shown === 2; sourceComponent: {IMAGE} }}
}}
"""


def main() -> int:
    """Print the digests of the three grabs (the same face each time)."""
    application = QGuiApplication(sys.argv[:1])
    view = QQuickView()
    with tempfile.TemporaryDirectory(prefix="cardavia-transient-") as folder:
        source = Path(folder) / "Probe.qml"
        source.write_text(QML, encoding="utf-8")
        view.setSource(QUrl.fromLocalFile(str(source)))
    root = view.rootObject()
    assert root is not None, view.errors()
    view.show()

    def wait(condition: Callable[[], bool]) -> None:
        while not condition():
            application.processEvents()

    def ready(name: str) -> bool:
        image = root.findChild(QQuickItem, name).property("item")
        return image is not None and bool(image.property("done"))

    frames = [0]
    view.frameSwapped.connect(lambda: frames.__setitem__(0, frames[0] + 1))

    def grab() -> str:
        for _ in range(3):  # the change is drawn
            seen = frames[0]
            view.update()
            wait(lambda: frames[0] > seen)  # noqa: B023 - waited for before the next turn
        image = view.grabWindow().convertToFormat(QImage.Format.Format_RGB32)
        return hashlib.sha256(bytes(image.constBits())).hexdigest()

    wait(lambda: view.isExposed() and ready("first"))
    digests = [grab()]                      # the face, decoded and made a texture
    root.setProperty("shown", 2)            # a new Image of the same face and size
    wait(lambda: ready("second"))
    digests.append(grab())
    view.hide()
    for _ in range(20):
        application.processEvents()
    view.show()
    wait(view.isExposed)
    digests.append(grab())
    print(json.dumps({"digests": digests, "persistent": view.isPersistentSceneGraph(),
                      "transient": os.environ.get(app.TRANSIENT_IMAGES_SETTING[0], "")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
