"""Peak memory after many matches at hard: the app's worker path, headless, one process a game.

    .venv/bin/python benchmarks/memory.py [--games lockbet] [--matches 50] [--seconds 60]

Each game runs in a fresh process: the app's ``EngineWorker`` on its ``QThread`` (as at a
table: payloads, the deal's story, the refusals map and the save after every move), every bot
at ``hard``, your seat playing a seeded random legal move, deal sheets closed at once, the AI's
readable delay 0. It stops after ``--matches`` matches or ``--seconds``, whichever comes first
(hard matches are slow on a shared 2-core machine: the table says how many were played), then
prints the process's peak RSS (``ru_maxrss``), the engine's cache sizes and the goal
(peak RSS ≤ 250 MB) as ``goal | measured | ratio``.

Headless: the QML window (≈ 150–200 MB with a table open on llvmpipe) is not in these figures;
they show what the engine and its caches add over a match series and that it levels off.
``benchmarks/app_memory.py`` measures the same series through the real app (window, worker
thread, search child process).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GOAL_MB = 250.0


def rss_mb() -> float:
    """The process's resident set now (MB)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def run_one(game: str, matches: int, seconds: float, seed: int) -> dict[str, Any]:
    """Play the series in this process; a summary dict."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QThread, QTimer, Signal

    from cardavia_desktop.controllers.worker import HUMAN, EngineWorker

    app = QCoreApplication(sys.argv[:1])
    start_rss = rss_mb()

    class Driver(QObject):
        start_match = Signal(dict)
        act = Signal(str)
        resume = Signal()

    driver = Driver()
    thread = QThread()
    worker = EngineWorker()
    worker.moveToThread(thread)
    thread.finished.connect(worker.deleteLater)
    driver.start_match.connect(worker.start)
    driver.act.connect(worker.act)
    driver.resume.connect(worker.resume)
    rng = random.Random(seed)
    done = {"matches": 0, "moves": 0, "peak_rss": start_rss}
    loop = QEventLoop()
    deadline = time.monotonic() + seconds

    def new_match() -> None:
        driver.start_match.emit(
            {"game": game, "seed": seed + done["matches"], "level": "hard", "delay_ms": 0}
        )

    def stepped(payload: dict[str, Any]) -> None:
        done["moves"] += 1
        if done["moves"] % 50 == 0:
            done["peak_rss"] = max(done["peak_rss"], rss_mb())
        if payload["is_over"]:
            done["matches"] += 1
            if done["matches"] >= matches or time.monotonic() > deadline:
                loop.quit()
                return
            new_match()
        elif time.monotonic() > deadline + 120:  # a match far too long: give up
            loop.quit()
        elif payload["held"]:
            driver.resume.emit()
        elif payload["current_player"] == HUMAN and payload["legal"]:
            driver.act.emit(rng.choice(payload["legal"]))

    worker.stepped.connect(stepped, Qt.ConnectionType.QueuedConnection)
    thread.start()
    cpu = time.process_time()
    wall = time.monotonic()
    QTimer.singleShot(0, new_match)
    loop.exec()
    worker.abort_flag.set()
    thread.quit()
    thread.wait()
    done["cpu_s"] = time.process_time() - cpu
    done["wall_s"] = time.monotonic() - wall
    done["start_rss"] = start_rss
    done["end_rss"] = rss_mb()
    done["ru_maxrss"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    done["caches"] = cache_sizes()
    del app
    return done


def cache_sizes() -> dict[str, str]:
    """The engine's long-lived caches now: entries (and bytes where they are counted)."""
    out: dict[str, str] = {}
    modules = sys.modules
    if "cardavia_desktop.engine.games.lockbet.solver" in modules:
        solver = modules["cardavia_desktop.engine.games.lockbet.solver"]
        held = getattr(solver._CACHE, "bytes", None)  # before issue 17: an OrderedDict
        out["lockbet solutions"] = str(len(solver._CACHE)) + (
            f" ({held / 2**20:.1f} MB)" if held is not None else ""
        )
    if "cardavia_desktop.engine.games.scopa.rules" in modules:
        rules = modules["cardavia_desktop.engine.games.scopa.rules"]
        out["scopa captures/cards"] = f"{len(rules._CAPTURE_CACHE)}/{len(rules._CARDS_CACHE)}"
    if "cardavia_desktop.engine.games.scopa.policy" in modules:
        heuristics = modules["cardavia_desktop.engine.games.scopa.policy"]
        out["scopa sums"] = (
            f"{heuristics.table_sum.cache_info().currsize}/"
            f"{heuristics.mask_worth.cache_info().currsize}"
        )
    if "cardavia_desktop.engine.games.schnapsen.ai" in modules:
        ai = modules["cardavia_desktop.engine.games.schnapsen.ai"]
        out["schnapsen card lists"] = str(len(ai._CARD_LISTS))
    return out


def main() -> int:
    """Run every game in its own process and print the table."""
    from cardavia_desktop.engine import GAMES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0, help="per game at most")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.one:
        print(json.dumps(run_one(options.one, options.matches, options.seconds, options.seed)))
        return 0
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(
        f"load average {load}; hard in every bot seat, up to {options.matches} matches or "
        f"{options.seconds:g} s per game, worker path headless"
    )
    print(
        f"{'game':<13} {'matches':>7} {'moves':>6} {'CPU s':>6} {'start MB':>8} "
        f"{'peak MB':>8} {'end MB':>7}   goal | measured | ratio   caches"
    )
    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            "XDG_DATA_HOME": folder,
            "XDG_CONFIG_HOME": folder,
            "QT_QPA_PLATFORM": "offscreen",
        }
        for game in options.games.split(","):
            result = subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--one",
                    game,
                    "--matches",
                    str(options.matches),
                    "--seconds",
                    str(options.seconds),
                    "--seed",
                    str(options.seed),
                ],
                env=env,
                capture_output=True,
                text=True,
                check=False,
            )
            if result.returncode != 0:
                print(f"{game:<13} failed: {result.stderr.strip()[-300:]}")
                continue
            data = json.loads(result.stdout.strip().splitlines()[-1])
            peak = max(data["ru_maxrss"], data["peak_rss"])
            caches = ", ".join(f"{k} {v}" for k, v in data["caches"].items())
            print(
                f"{game:<13} {data['matches']:>7} {data['moves']:>6} {data['cpu_s']:>6.1f} "
                f"{data['start_rss']:>8.1f} {peak:>8.1f} {data['end_rss']:>7.1f}   "
                f"{GOAL_MB:.0f} MB | {peak:.0f} MB | {peak / GOAL_MB:.2f}   {caches}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
