"""Time to first frame: Cardavia vs a bare QML window, each started cold in a new process.

    python benchmarks/first_frame.py [--runs 7] [--game schnapsen]

Each run starts ``python -m cardavia_desktop --first-frame-exit`` (or a bare ``Window {}`` loaded
by a QQmlApplicationEngine from the same interpreter, with the same environment) and measures the
wall time from process start until the window reports its first swapped frame. Prints a table of
medians (wall and CPU time of the process: CPU is what the start costs on an idle
machine) and the ratio. One untimed start of each comes first (Qt's disk caches, the page
cache). Run it on a real display (or under xvfb-run with QT_QPA_PLATFORM=xcb) for
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


def time_to_first_frame(command: list[str], env: dict[str, str], timeout: float = 120,
                        cwd: Path = REPO) -> tuple[float, float]:
    """Seconds from spawning ``command`` until it prints ``first-frame``, and the CPU seconds
    (user + system) the process used in all (it exits at its first frame)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError(f"{command} exited without a first frame")
        deadline = time.monotonic() + timeout
        while True:
            pid, _status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                process.returncode = 0
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"{command} did not exit after its first frame")
            time.sleep(0.01)
    finally:
        if process.returncode is None and process.poll() is None:
            process.kill()
            process.wait()
    return elapsed, usage.ru_utime + usage.ru_stime


def main() -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="cold starts per program (default 7)")
    parser.add_argument("--game", default="", help="open this game's table instead of the lobby")
    parser.add_argument("--against", type=Path, metavar="TREE",
                        help="also start the app of another checkout (e.g. a `git worktree` of "
                             "the commit before a change), interleaved: a before/after table")
    parser.add_argument("--cold-cache", action="store_true",
                        help="a fresh, empty Qt cache folder for every start (a first start after "
                             "installing: no QML compiled at run time yet)")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "XDG_CONFIG_HOME": folder, "XDG_DATA_HOME": folder,
               "QT_QUICK_CONTROLS_STYLE": "Basic"}
        bare_script = Path(folder) / "bare_window.py"
        bare_script.write_text(BARE, encoding="utf-8")
        app_command = [sys.executable, "-m", "cardavia_desktop", "--first-frame-exit"]
        if options.game:
            app_command += ["--game", options.game]
        label = "cardavia" + (f" --game {options.game}" if options.game else " (lobby)")
        programs = {"bare QML window": ([sys.executable, str(bare_script)], REPO)}
        if options.against:
            programs[f"{label} @ {options.against.name}"] = (app_command, options.against.resolve())
        programs[label] = (app_command, REPO)
        times: dict[str, list[float]] = {name: [] for name in programs}
        cpu: dict[str, list[float]] = {name: [] for name in programs}
        for command, tree in programs.values():  # warm-up, untimed: disk caches, page cache
            time_to_first_frame(command, env, cwd=tree)
        for run in range(options.runs):  # interleaved, so load changes hit all alike
            for name, (command, tree) in programs.items():
                if options.cold_cache:
                    env["XDG_CACHE_HOME"] = str(Path(folder) / f"cache-{run}-{len(times[name])}"
                                                / name.replace(" ", "_").replace("/", "_"))
                wall, used = time_to_first_frame(command, env, cwd=tree)
                times[name].append(wall)
                cpu[name].append(used)

    platform = os.environ.get("QT_QPA_PLATFORM", "default")
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    cache = "an empty Qt cache each start" if options.cold_cache else "Qt's disk cache warm"
    print(f"time to first frame, {options.runs} starts each (after one untimed), {cache}, "
          f"QT_QPA_PLATFORM={platform}, load average {load}")
    print(f"{'program':<28} {'median s':>9} {'min s':>7} {'max s':>7} {'CPU s':>7}")
    for name, values in times.items():
        print(f"{name:<28} {statistics.median(values):>9.3f} {min(values):>7.3f} "
              f"{max(values):>7.3f} {statistics.median(cpu[name]):>7.3f}")
    bare, app = statistics.median(times["bare QML window"]), statistics.median(times[label])
    bare_cpu, app_cpu = (statistics.median(cpu["bare QML window"]),
                         statistics.median(cpu[label]))
    print(f"{'ratio cardavia / bare':<28} {app / bare:>9.2f} {'':>15} {app_cpu / bare_cpu:>7.2f}")
    print(f"goal | measured | ratio: {1.3:.2f}x | {app / bare:.2f}x (CPU {app_cpu / bare_cpu:.2f}x)"
          f" | {app / bare / 1.3:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
