"""Time to first frame: Cardavia vs a bare QML window, each started cold in a new process.

    python benchmarks/first_frame.py [--runs 7] [--game schnapsen]

Each run starts ``python -m cardavia_desktop --first-frame-exit`` (or a bare ``Window {}`` loaded
by a QQmlApplicationEngine from the same interpreter, with the same environment) and measures the
wall time from process start until the window reports its first swapped frame (the goal of
issue 17) and until its first frame with the content drawn (the app's ``content-frame``: the
shell, built once the first frame is on screen, with the lobby or the table). Prints a table of
medians (wall and CPU time of the process: CPU is what the start costs on an idle
machine) and the ratios. One untimed start of each comes first (Qt's disk caches, the page
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
from dataclasses import dataclass
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


@dataclass
class Start:
    """One timed start: seconds from spawning to the first frame and to the first frame with
    the content drawn (the app's shell: header and lobby or table; the bare window has only
    the one), and the process's CPU seconds (user + system) at each."""

    first: float
    first_cpu: float
    content: float
    content_cpu: float


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a running process so far (``/proc/PID/stat``)."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_start(
    command: list[str], env: dict[str, str], timeout: float = 120, cwd: Path = REPO
) -> Start:
    """Start ``command`` and time its ``first-frame`` (and ``content-frame``, if it prints one
    before exiting) lines."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    first = content = first_cpu = -1.0
    try:
        assert process.stdout is not None
        for line in process.stdout:
            word = line.strip()
            if word == "first-frame":
                first = time.perf_counter() - start
                first_cpu = _cpu_seconds(process.pid)
            elif word == "content-frame":
                content = time.perf_counter() - start
        if first < 0:
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
    total_cpu = usage.ru_utime + usage.ru_stime
    if content < 0:  # the bare window: its first frame is all there is
        content, first_cpu = first, total_cpu
    return Start(first, first_cpu, content, total_cpu)


def main() -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="cold starts per program (default 7)")
    parser.add_argument("--game", default="", help="open this game's table instead of the lobby")
    parser.add_argument(
        "--against",
        type=Path,
        metavar="TREE",
        help="also start the app of another checkout (e.g. a `git worktree` of "
        "the commit before a change), interleaved: a before/after table",
    )
    parser.add_argument(
        "--cold-cache",
        action="store_true",
        help="a fresh, empty Qt cache folder for every start (a first start after "
        "installing: no QML compiled at run time yet)",
    )
    options = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            "XDG_CONFIG_HOME": folder,
            "XDG_DATA_HOME": folder,
            "QT_QUICK_CONTROLS_STYLE": "Basic",
        }
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
        starts: dict[str, list[Start]] = {name: [] for name in programs}
        for command, tree in programs.values():  # warm-up, untimed: disk caches, page cache
            time_start(command, env, cwd=tree)
        for run in range(options.runs):  # interleaved, so load changes hit all alike
            for name, (command, tree) in programs.items():
                if options.cold_cache:
                    env["XDG_CACHE_HOME"] = str(
                        Path(folder)
                        / f"cache-{run}-{len(starts[name])}"
                        / name.replace(" ", "_").replace("/", "_")
                    )
                starts[name].append(time_start(command, env, cwd=tree))

    platform = os.environ.get("QT_QPA_PLATFORM", "default")
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    cache = "an empty Qt cache each start" if options.cold_cache else "Qt's disk cache warm"
    print(
        f"time to first frame, {options.runs} starts each (after one untimed), {cache}, "
        f"QT_QPA_PLATFORM={platform}, load average {load}"
    )
    print(
        "first: the window's first frame; content: the first frame with the header and the "
        "lobby or table drawn (seconds, medians; CPU of the process by then)"
    )
    print(
        f"{'program':<36} {'first':>7} {'min':>6} {'max':>6} {'CPU':>6} {'content':>8} {'CPU':>6}"
    )

    def median(name: str, field: str) -> float:
        return statistics.median(getattr(start, field) for start in starts[name])

    for name, runs in starts.items():
        firsts = [start.first for start in runs]
        print(
            f"{name:<36} {median(name, 'first'):>7.3f} {min(firsts):>6.3f} "
            f"{max(firsts):>6.3f} {median(name, 'first_cpu'):>6.3f} "
            f"{median(name, 'content'):>8.3f} {median(name, 'content_cpu'):>6.3f}"
        )
    bare = "bare QML window"
    ratio = median(label, "first") / median(bare, "first")
    ratio_cpu = median(label, "first_cpu") / median(bare, "first_cpu")
    content = median(label, "content") / median(bare, "first")
    content_cpu = median(label, "content_cpu") / median(bare, "first_cpu")
    print(
        f"{'ratio cardavia / bare':<36} {ratio:>7.2f} {'':>13} {ratio_cpu:>6.2f} "
        f"{content:>8.2f} {content_cpu:>6.2f}"
    )
    print(
        f"goal | measured | ratio: {1.3:.2f}x | first frame {ratio:.2f}x (CPU {ratio_cpu:.2f}x)"
        f" | {ratio / 1.3:.2f}   (content drawn: {content:.2f}x, CPU {content_cpu:.2f}x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
