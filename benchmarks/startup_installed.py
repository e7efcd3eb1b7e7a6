"""Time to first frame: the installed (PyInstaller) app vs ``python -m cardavia_desktop``.

    xvfb-run -a -s "-screen 0 1280x800x24" python benchmarks/startup_installed.py \
        [--installed /opt/cardavia/cardavia] [--runs 5] [--game schnapsen]

Each run is a cold process started with ``--first-frame-exit``; the time is from spawning it to
its ``first-frame`` line. Runs alternate between the two programs so that load changes on the
machine hit both alike. Prints median, min and max of each and the ratio installed / source
(the packaging budget is 1.5). Both use the same display, a fresh settings folder and the xcb
platform (OpenGL); run it on a real display or under Xvfb.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BUDGET_RATIO = 1.5


def first_frame_seconds(
    command: list[str], env: dict[str, str], cwd: Path, timeout: float = 120
) -> float:
    """Seconds from spawning ``command`` until it prints ``first-frame``."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    elapsed = None
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                elapsed = time.perf_counter() - start
                break
        process.wait(timeout=timeout)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    if elapsed is None:
        raise RuntimeError(f"{' '.join(command)} exited without drawing a frame")
    return elapsed


def clean_env(folder: Path) -> dict[str, str]:
    """A minimal environment: display, language, private settings/cache folders, xcb platform."""
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(folder),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "xcb",
    }
    for name in ("DISPLAY", "XAUTHORITY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"):
        if name in os.environ:
            env[name] = os.environ[name]
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[name] = str(folder / name.lower())
    return env


def compare(
    installed: list[str], source: list[str], runs: int, game: str, source_dir: Path = REPO
) -> dict[str, list[float]]:
    """First-frame times of both commands, ``runs`` each, interleaved (source runs in
    ``source_dir``, the folder that holds ``cardavia_desktop/``)."""
    extra = ["--first-frame-exit"] + (["--game", game] if game else [])
    times: dict[str, list[float]] = {"installed": [], "source": []}
    with tempfile.TemporaryDirectory() as scratch:
        env = clean_env(Path(scratch))
        # One warm-up each: the first start after a build or install also fills disk caches.
        first_frame_seconds(installed + extra, env, Path(scratch))
        first_frame_seconds(source + extra, env, source_dir)
        for _ in range(runs):
            times["installed"].append(first_frame_seconds(installed + extra, env, Path(scratch)))
            times["source"].append(first_frame_seconds(source + extra, env, source_dir))
    return times


def default_installed() -> str | None:
    """The installed ``cardavia`` on PATH if it is a bundle, else ``dist/cardavia/cardavia``."""
    for candidate in (shutil.which("cardavia"), str(REPO / "dist" / "cardavia" / "cardavia")):
        if candidate and Path(candidate).resolve().parent.joinpath("_internal").is_dir():
            return str(Path(candidate).resolve())
    return None


def main() -> int:
    """Run the comparison and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--installed",
        default=default_installed(),
        help="the bundle's executable (default: cardavia on PATH, else dist/)",
    )
    parser.add_argument(
        "--python",
        default=str(REPO / ".venv" / "bin" / "python"),
        help="interpreter for the unpackaged app (default .venv/bin/python)",
    )
    parser.add_argument(
        "--source-dir",
        type=Path,
        default=REPO,
        help="folder holding the cardavia_desktop/ to run (default: this repo)",
    )
    parser.add_argument("--runs", type=int, default=5, help="cold starts per program (5)")
    parser.add_argument("--game", default="schnapsen", help="table to open ('' = lobby)")
    options = parser.parse_args()
    if not options.installed:
        print(
            "no installed bundle found: run `make package` (and install the .deb) first, or "
            "pass --installed",
            file=sys.stderr,
        )
        return 2
    if not os.environ.get("DISPLAY"):
        print("no DISPLAY: run under xvfb-run or on a desktop", file=sys.stderr)
        return 2
    times = compare(
        [str(Path(options.installed).resolve())],  # it runs in a scratch folder
        [options.python, "-m", "cardavia_desktop"],
        options.runs,
        options.game,
        options.source_dir,
    )
    print(f"time to first frame, {options.runs} cold starts each, game={options.game or 'lobby'}")
    print(f"{'program':<34} {'median s':>9} {'min s':>7} {'max s':>7}")
    labels = {"installed": options.installed, "source": "python -m cardavia_desktop"}
    for name, values in times.items():
        print(
            f"{labels[name][:34]:<34} {statistics.median(values):>9.3f} {min(values):>7.3f} "
            f"{max(values):>7.3f}"
        )
    ratio = statistics.median(times["installed"]) / statistics.median(times["source"])
    print(f"{'ratio installed / source':<34} {ratio:>9.2f}  (budget {BUDGET_RATIO})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
