"""Run as a script on a real display: what the window held at its first swapped frame and once
the shell was built, as one JSON line (``test_lazy_start.py`` reads it).

    python tests/app/first_frame_probe.py [CONTRAST [GRAIN]]

With GRAIN, the grain is then set to 30 % while the window runs ("grain_on": the pass's state).
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication

from cardavia_desktop import fonts
from cardavia_desktop.app import create_engine, on_next_frame, shell_ready
from cardavia_desktop.settings import Settings, SettingsStore


def main() -> int:
    """Print ``{"first": {...}, "built": {...}, "filters": bool[, "grain_on": bool]}``."""
    if len(sys.argv) > 2:
        SettingsStore().save(Settings(contrast=int(sys.argv[1]), grain=int(sys.argv[2])))
    elif len(sys.argv) > 1:
        SettingsStore().save(Settings(contrast=int(sys.argv[1])))
    app = QGuiApplication(sys.argv[:1])
    _engine, window, settings = create_engine()
    layer = window.findChild(QObject, "filterLayer")

    def state() -> dict[str, object]:
        return {
            "shell": shell_ready(window),
            "filter": layer.property("active"),
            "fonts": bool(fonts._loaded),
            "icon": not QGuiApplication.windowIcon().isNull(),
        }

    seen: dict[str, object] = {}
    on_next_frame(window, lambda: seen.setdefault("first", state()))
    deadline = time.monotonic() + 20
    while not (seen and shell_ready(window)) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)
    seen["built"] = state()
    seen["filters"] = settings.filtersAvailable
    if len(sys.argv) > 2:
        settings.grain = 30
        for _ in range(5):
            app.processEvents()
        seen["grain_on"] = layer.property("active")
    print(json.dumps(seen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
