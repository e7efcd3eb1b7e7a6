"""Shared by the subprocess probes of test_story_close.py: the platform a probe runs on and
a window of QML made from a wrapper source, with the app's views and controllers."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine

from cardavia_desktop import controllers, paths


def open_wrapper(
    source: bytes, name: str
) -> tuple[QGuiApplication, QQmlApplicationEngine, QObject, QObject]:
    """The application, the engine, the wrapper's root window (loaded as if it were the views'
    file ``name``, so its relative imports resolve) and its ``tableLoader``."""
    app = QGuiApplication(sys.argv[:1])
    controllers.register_all()
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(paths.views_dir()))
    engine.loadData(source, QUrl.fromLocalFile(str(paths.views_dir() / name)))
    root = engine.rootObjects()[0]
    return app, engine, root, root.findChild(QObject, "tableLoader")
