"""Time to first frame: Cardavia vs a bare QML window, each started cold in a new process.

    python benchmarks/first_frame.py [--runs 7] [--game schnapsen]

Each run starts ``python -m cardavia_desktop --first-frame-exit`` (or a bare ``Window {}`` loaded
by a QQmlApplicationEngine from the same interpreter, with the same environment) and measures the
wall time from process start until the window reports its first swapped frame. Prints a table of
medians and the ratio. Run it on a real display (or under xvfb-run with QT_QPA_PLATFORM=xcb) for
figures that include OpenGL start-up; the offscreen platform uses the software renderer.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

BARE = """
import sys
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

app = QGuiApplication(sys.argv[:1])
engine = QQmlApplicationEngine()
QML = b"import QtQuick\\nWindow { visible: true; width: 1280; height: 800; color: 'green' }"
engine.loadData(QML,
                QUrl("bare.qml"))
window = engine.rootObjects()[0]

def first_frame():
    print("first-frame", flush=True)
    app.exit(0)

window.frameSwapped.connect(first_frame)
sys.exit(app.exec())
"""


def time_to_first_frame(command: list[str], env: dict[str, str], timeout: float = 120) -> float:
    """Seconds from spawning ``command`` until it prints ``first-frame``."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError(f"{command} exited without a first frame")
        process.wait(timeout=timeout)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return elapsed


def main() -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="cold starts per program (default 7)")
    parser.add_argument("--game", default="", help="open this game's table instead of the lobby")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "XDG_CONFIG_HOME": folder, "XDG_DATA_HOME": folder,
               "QT_QUICK_CONTROLS_STYLE": "Basic"}
        bare_script = Path(folder) / "bare_window.py"
        bare_script.write_text(BARE, encoding="utf-8")
        app_command = [sys.executable, "-m", "cardavia_desktop", "--first-frame-exit"]
        if options.game:
            app_command += ["--game", options.game]
        programs = {
            "bare QML window": [sys.executable, str(bare_script)],
            "cardavia" + (f" --game {options.game}" if options.game else " (lobby)"): app_command,
        }
        times: dict[str, list[float]] = {name: [] for name in programs}
        for _ in range(options.runs):  # interleaved, so load changes hit both alike
            for name, command in programs.items():
                times[name].append(time_to_first_frame(command, env))

    platform = os.environ.get("QT_QPA_PLATFORM", "default")
    print(f"time to first frame, {options.runs} cold starts each, QT_QPA_PLATFORM={platform}")
    print(f"{'program':<28} {'median s':>9} {'min s':>7} {'max s':>7}")
    for name, values in times.items():
        print(f"{name:<28} {statistics.median(values):>9.3f} {min(values):>7.3f} "
              f"{max(values):>7.3f}")
    bare, app = (statistics.median(values) for values in times.values())
    print(f"{'ratio cardavia / bare':<28} {app / bare:>9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
