"""Run by test_filters.py in a subprocess on a real display: renders the lobby with several
filter settings and prints image statistics as JSON (one object per setting)."""

from __future__ import annotations

import itertools
import json
import sys
import time

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication, QImage

from cardavia_desktop.app import create_engine, shell_ready

# name: (contrast, grain, temperature, filter pass on?)
CASES = {
    "off": (50, 0, 50, False),
    "neutral": (50, 0, 50, True),
    "contrast_high": (90, 0, 50, True),
    "contrast_low": (10, 0, 50, True),
    "warm": (50, 0, 90, True),
    "cold": (50, 0, 10, True),
    "grain": (50, 60, 50, True),
}


def statistics(image: QImage, reference: bytes | None) -> tuple[dict[str, float], bytes]:
    """Channel means, green spread, pixel-to-pixel noise on the felt, difference to reference."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    full = bytes(image.constBits())[: width * height * 4]  # B, G, R, A per pixel
    stride = width * 4
    # Every third row is plenty for averages and differences (and keeps pure Python quick).
    data = b"".join(full[row * stride : (row + 1) * stride] for row in range(0, height, 3))
    blue, green, red = data[0::4], data[1::4], data[2::4]
    full_green = full[1::4]
    count = len(green)
    mean_green = sum(green) / count
    spread = (sum(value * value for value in green) / count - mean_green**2) ** 0.5
    rows = range(int(height * 0.82), int(height * 0.95))  # plain felt under the lobby tiles
    steps = 0
    total = 0
    for row in rows:
        line = full_green[row * width + 40 : row * width + width - 40]
        total += sum(abs(a - b) for a, b in itertools.pairwise(line))
        steps += len(line) - 1
    result = {
        "red": sum(red) / count,
        "green": mean_green,
        "blue": sum(blue) / count,
        "spread": spread,
        "noise": total / steps,
    }
    if reference is not None:
        differences = [abs(a - b) for a, b in zip(data, reference, strict=True)]
        result["mean_difference"] = sum(differences) / len(differences)
        result["max_difference"] = max(differences)
    return result, data


def main() -> int:
    """Print the statistics of every case; exit 3 if the filters are not available here."""
    app = QGuiApplication(sys.argv[:1])
    engine, window, settings = create_engine(screenshot_mode=True)
    deadline = time.monotonic() + 15
    while not shell_ready(window) and time.monotonic() < deadline:  # built after frame one
        app.processEvents()
        time.sleep(0.005)
    for _ in range(50):
        app.processEvents()
    window.grabWindow()
    if not settings.filtersAvailable:
        print(json.dumps({"error": "filters unavailable"}))
        return 3
    output: dict[str, dict[str, float]] = {}
    reference: bytes | None = None
    layer = window.findChild(QObject, "filterLayer")
    for name, values in CASES.items():
        settings.contrast, settings.grain, settings.temperature, active = values
        layer.setProperty("active", active)  # only the pass itself differs from "off"
        for _ in range(5):
            app.processEvents()
        stats, data = statistics(window.grabWindow(), reference)
        if name == "off":
            reference = data
        output[name] = stats
    del engine
    print(json.dumps(output))
    return 0


if __name__ == "__main__":
    sys.exit(main())
