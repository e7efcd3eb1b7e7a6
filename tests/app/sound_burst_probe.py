"""Overlapping cues through the app's sound board in a plain event loop (``exec``), counting
Qt's warnings instead of printing them; prints JSON (tests/app/test_sound.py runs it)."""

from __future__ import annotations

import json
import os
import sys

os.environ["CARDAVIA_SOUND"] = "1"

from PySide6.QtCore import QCoreApplication, QTimer, qInstallMessageHandler


def main() -> int:
    from cardavia_desktop.controllers import sound
    from cardavia_desktop.controllers.settings_controller import AppSettings

    app = QCoreApplication(sys.argv[:1])
    board = sound.install(AppSettings(app))
    assert board is not None and board.available
    warnings: list[str] = []
    qInstallMessageHandler(lambda _kind, _context, message: warnings.append(message))
    cues = ["card", "chips", "capture", "sweep", "deal", "trick"]
    ticks = [0]

    def tick() -> None:  # a new cue every 100 ms while the last one (up to 0.75 s) sounds
        board.play(cues[ticks[0] % len(cues)])
        ticks[0] += 1

    timer = QTimer(interval=100)
    timer.timeout.connect(tick)
    timer.start()
    QTimer.singleShot(3000, app.quit)
    app.exec()
    qInstallMessageHandler(None)
    notifier = [w for w in warnings if "QSocketNotifier" in w]
    print(
        json.dumps(
            {
                "started": len(board.started),
                "notifier_warnings": len(notifier),
                "first": notifier[:2],
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
