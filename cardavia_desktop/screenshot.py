"""``--screenshot FILE``: the settled window saved to FILE, then the app quits (app.py)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtQuick import QQuickWindow

from . import outside_text
from .command_line import PATH_SHOWN


class Settler:
    """Waits until the window has drawn and stopped changing, then saves it and quits.

    Quiet (no frame for ``QUIET_S``) is not enough on its own: a shader compiled on a cold
    cache can stall the frames of a running animation for longer than that. So a quiet window
    is grabbed on each check, and saved once two grabs in a row show the same picture."""

    QUIET_S = 0.6
    MINIMUM_S = 1.0
    LIMIT_S = 15.0

    def __init__(self, app: QGuiApplication, window: QQuickWindow, target: Path) -> None:
        self.app, self.window, self.target = app, window, target
        self.start = time.monotonic()
        self.last_frame = 0.0
        self.frames = 0
        self.status = 1
        self.shown: QImage | None = None
        window.frameSwapped.connect(self._frame)
        self.timer = QTimer(interval=100)
        self.timer.timeout.connect(self._check)
        self.timer.start()

    def _frame(self) -> None:
        self.frames += 1
        self.last_frame = time.monotonic()

    def _check(self) -> None:
        now = time.monotonic()
        quiet = (
            self.frames >= 2
            and now - self.last_frame >= self.QUIET_S
            and now - self.start >= self.MINIMUM_S
        )
        settled = False
        if quiet:
            shown, self.shown = self.shown, self.window.grabWindow()
            settled = shown is not None and shown == self.shown
        if not settled and now - self.start < self.LIMIT_S:
            return
        self.timer.stop()
        if not settled:
            print("cardavia: the window kept changing; saving it as it is now.", file=sys.stderr)
            self.shown = None
        try:
            self.status = 0 if self._save() else 1
        except Exception as error:  # a failure here must end the run, never hang it
            print(
                "cardavia: could not save the screenshot to "
                f"{outside_text.shown(self.target, PATH_SHOWN)}"
                f": {outside_text.shown(str(error), 300, quoted=False)}",
                file=sys.stderr,
            )
            self.status = 1
        self.app.exit(self.status)

    def _save(self) -> bool:
        image = self.shown if self.shown is not None else self.window.grabWindow()
        try:
            self.target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(
                f"cardavia: could not create the folder "
                f"{outside_text.shown(self.target.parent, PATH_SHOWN)}: {error.strerror or error}",
                file=sys.stderr,
            )
            return False
        format_ = "PNG"  # a str: PySide6 refuses the bytes its stubs ask for
        if image.isNull() or not image.save(str(self.target), format_):  # type: ignore[call-overload]
            print(
                "cardavia: could not save the screenshot to "
                f"{outside_text.shown(self.target, PATH_SHOWN)}",
                file=sys.stderr,
            )
            return False
        return True
